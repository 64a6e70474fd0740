#!/usr/bin/env bash
# Per title, medians of RUNS runs (default 5) of:
#   frame  CPU per frame of a resumed table at 1920x1080 (ms), the default (GL) and the software renderer
#   rss    peak RSS (MB) of a new game and of a resumed one, software renderer, 1920x1080, 30 frames
# The tables: Mighty Kingdoms a new six-kingdom game and the finished six-kingdom game (heuristic
# bots, seed 1); Winter Quarters and Vacant Throne a new game and a mid-game autosave (as
# tests/bench/table.sh makes them); Six Winters a new campaign and tests/six_winters_view/mid_session.save.
# With a baseline build dir, the same figures of its seasonboard, measured in the same run (the two
# builds alternate run by run), and the ratio this / baseline (below 1: this build is cheaper).
# usage: tests/bench/frames.sh [BUILD_DIR [BASELINE_BUILD_DIR]]   (default build/release)
#   e.g. tests/bench/frames.sh build/debug /tmp/before    (a copy of an older build dir, or just
#        its game/app/seasonboard at BASELINE/game/app/seasonboard)
# Runs itself under Xvfb at 1920x1080 when no display is set (needs xvfb-run and /usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s '-screen 0 1920x1080x24' "$0" "$@"
fi
BUILD=${1:-build/release}
BASE=${2:-}
SB=$BUILD/game/app/seasonboard
[ -x "$SB" ] || { echo "no $SB: build it first (./build.sh play --help)"; exit 2; }
SB_BASE=
if [ -n "$BASE" ]; then
  SB_BASE=$BASE/game/app/seasonboard
  [ -x "$SB_BASE" ] || { echo "no $SB_BASE"; exit 2; }
fi
RUNS=${RUNS:-5}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

median() { sort -g | awk '{v[NR]=$1} END {if (NR == 0) print "n/a"; else print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (a == "n/a" || b == "n/a" || b + 0 == 0) print "n/a"; else printf "%.2f", a / b}'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
echo "build: $SB${SB_BASE:+   baseline: $SB_BASE}   ($RUNS runs each, medians)"

# The resumed tables, made once by the build measured.
echo "preparing the tables..."
BOTS6=heuristic,heuristic,heuristic,heuristic,heuristic,heuristic
"$SB" play --text --title mighty-kingdoms --seats 6 --bots $BOTS6 --seed 1 --delay-ms 0 \
  --save-dir "$WORK/mighty-kingdoms" </dev/null >/dev/null 2>&1 || true
{ for i in $(seq 40); do echo 2; done; echo quit; } | "$SB" play --text --title winter-quarters \
  --bots human,heuristic --seed 5 --delay-ms 0 --save-dir "$WORK/winter-quarters" >/dev/null 2>&1 || true
{ for i in $(seq 45); do echo 1; done; echo quit; } | "$SB" play --text --title vacant-throne \
  --bots human,heuristic,heuristic,heuristic --seed 3 --delay-ms 0 --save-dir "$WORK/vacant-throne" >/dev/null 2>&1 || true
for t in mighty-kingdoms winter-quarters vacant-throne; do
  echo "  $t: $(grep -c '^{action' "$WORK/$t/$t.journal" 2>/dev/null || echo 0) actions"
done

# One run's figure. kind: frame-default | frame-software | rss-new | rss-resumed
one() {  # SEASONBOARD TITLE KIND
  local sb=$1 title=$2 kind=$3 dir=$WORK/run
  rm -rf "$dir"
  local open=()
  if [ "$title" = six-winters ]; then
    open=(--load tests/six_winters_view/mid_session.save)
  else
    cp -r "$WORK/$title" "$dir"
    open=(--title "$title" --resume)
  fi
  case $kind in
    frame-default | frame-software)
      local flag=()
      [ "$kind" = frame-software ] && flag=(--software)
      "$sb" play "${open[@]}" --save-dir "$dir" --size 1920x1080 --bench-frames 60 "${flag[@]}" 2>/dev/null |
        sed -n 's/^frame CPU \([0-9.e+-]*\) ms.*/\1/p' || true
      ;;
    rss-new | rss-resumed)
      if [ "$kind" = rss-new ]; then
        rm -rf "$dir"
        open=(--title "$title" --seed 1)
        [ "$title" = mighty-kingdoms ] && open+=(--seats human,heuristic,heuristic,heuristic,heuristic,heuristic)
      fi
      /usr/bin/time -f '%M' -o "$WORK/t" "$sb" play "${open[@]}" --save-dir "$dir" --size 1920x1080 \
        --software --bench-frames 30 >/dev/null 2>&1 && awk '{printf "%.1f\n", $1 / 1024}' "$WORK/t"
      ;;
  esac
  return 0
}

figure() {  # TITLE KIND LABEL UNIT
  : >"$WORK/a"
  : >"$WORK/b"
  for i in $(seq "$RUNS"); do
    one "$SB" "$1" "$2" >>"$WORK/a"
    [ -n "$SB_BASE" ] && one "$SB_BASE" "$1" "$2" >>"$WORK/b"
  done
  local a b
  a=$(median <"$WORK/a")
  if [ -n "$SB_BASE" ]; then
    b=$(median <"$WORK/b")
    printf '  %-26s %8s %s   baseline %8s %s   ratio %s\n' "$3" "$a" "$4" "$b" "$4" "$(ratio "$a" "$b")"
  else
    printf '  %-26s %8s %s\n' "$3" "$a" "$4"
  fi
}

for title in mighty-kingdoms winter-quarters vacant-throne six-winters; do
  echo "$title"
  figure "$title" frame-default "frame 1920x1080, GL" "ms CPU"
  figure "$title" frame-software "frame 1920x1080, software" "ms CPU"
  figure "$title" rss-new "peak RSS, new" "MB"
  figure "$title" rss-resumed "peak RSS, resumed" "MB"
done
