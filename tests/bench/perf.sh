#!/usr/bin/env bash
# Issue 30's load, resume and reload figures, each the median of RUNS runs (default 5), for a build
# and, when given, a baseline build beside it (their runs alternate, so both see the same machine),
# with the ratio build / baseline:
#   replay   `seasonboard replay` of a finished 6-kingdom Mighty Kingdoms game (~1,500 actions,
#            every action's hash checked): ms, and its ratio to a content reload (issue 28's target <= 2)
#   resume   launch -> interactive table resuming that game (wall ms; target <= 200)
#   new      launch -> interactive table of a new game, per title (wall ms; target <= 150)
#   reload   hot reload of that game on the table, frames drawn throughout (from the build's
#            test_app_screen bench, when built): write -> new frame and the longest frame interval,
#            for a comment and for an edit that changes the game's states; the file's time set back
#            (found quiet), and, where the build knows SB_RELOAD_BENCH_FRESH, written now
# usage: tests/bench/perf.sh [BUILD_DIR [BASELINE_BUILD_DIR]]    (default build/debug, the Release build)
# The window runs on SDL's dummy video driver with the software renderer at 1280x800.
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build/debug}
BASE=${2:-}
RUNS=${RUNS:-5}
for dir in "$BUILD" ${BASE:+"$BASE"}; do
  [ -x "$dir/game/app/seasonboard" ] || { echo "no $dir/game/app/seasonboard: build it first"; exit 2; }
done
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
ms_now() { date +%s%N | awk '{printf "%.1f", $1 / 1e6}'; }
builds() { echo "$BUILD"; [ -z "$BASE" ] || echo "$BASE"; }
key() { echo "$1" | md5sum | cut -c1-8; }  # a file name per build dir

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "build: $BUILD${BASE:+, baseline: $BASE}; medians of $RUNS runs"
SB=$BUILD/game/app/seasonboard
"$SB" play --text --title mighty-kingdoms --seats 6 --bots heuristic,heuristic,heuristic,heuristic,heuristic,heuristic \
  --seed 1 --delay-ms 0 --save-dir "$WORK/long" </dev/null >/dev/null 2>&1 || true
SAVE=$WORK/long/mighty-kingdoms.save
echo "the long game: $(grep -c '^  - {action' "$SAVE") actions"

# One figure per build: `measure NAME COMMAND...` runs COMMAND (with $B the build dir) RUNS times
# per build, alternating, each printing one number; the medians land in $WORK/NAME.<key>.
measure() {
  local name=$1
  shift
  for _ in $(seq "$RUNS"); do
    while read -r B; do
      B=$B "$@" >>"$WORK/$name.$(key "$B")"
    done < <(builds)
  done
}
figure() {  # NAME LABEL UNIT
  local ours base line
  ours=$(median <"$WORK/$1.$(key "$BUILD")")
  line="$2: $ours $3"
  if [ -n "$BASE" ]; then
    base=$(median <"$WORK/$1.$(key "$BASE")")
    line="$line (baseline $base $3, ratio $(awk -v a="$ours" -v b="$base" 'BEGIN {printf "%.2f", (b > 0) ? (a / b) : 0}'))"
  fi
  echo "$line"
}

# replay: the command's own medians (--hash-bench) of one run of it per round.
replay_once() {
  "$B/game/app/seasonboard" replay "$SAVE" --hash-bench 3 | sed -n 's/^replay .*median \([0-9.]*\) ms (content.*reload: median \([0-9.]*\) ms; replay \/ reload \([0-9.]*\).*/\1 \2 \3/p'
}
measure replay_all replay_once
while read -r B; do
  k=$(key "$B")
  cut -d' ' -f1 "$WORK/replay_all.$k" >"$WORK/replay.$k"
  cut -d' ' -f3 "$WORK/replay_all.$k" >"$WORK/replay_ratio.$k"
done < <(builds)
figure replay "replay (1 long save, every hash)" ms
figure replay_ratio "replay / content reload" "x"

# resume and new games: launch -> the first interactive frame, wall time.
launch_ms() {  # DIR play-options...
  local dir=$1
  shift
  local start end
  start=$(ms_now)
  "$B/game/app/seasonboard" play "$@" --save-dir "$dir" --size 1280x800 --software --quit-when-interactive >/dev/null 2>&1
  end=$(ms_now)
  awk -v a="$start" -v b="$end" 'BEGIN {printf "%.1f\n", b - a}'
}
resume_once() {
  rm -rf "$WORK/resume"
  cp -r "$WORK/long" "$WORK/resume"
  launch_ms "$WORK/resume" --title mighty-kingdoms --resume
}
measure resume resume_once
figure resume "resume of the long game -> interactive" ms
for title in mighty-kingdoms six-winters winter-quarters vacant-throne tiny; do
  new_once() {
    rm -rf "$WORK/new"
    launch_ms "$WORK/new" --title "$title"
  }
  measure "new-$title" new_once
  figure "new-$title" "new $title game -> interactive" ms
done

# reload: the table bench, per build that has it.
while read -r B; do
  test_bin=$B/tests/app_screen/test_app_screen
  if [ -x "$test_bin" ] && "$test_bin" --no-skip --list-test-cases 2>/dev/null | grep 'bench: hot reload' >/dev/null; then
    echo "reload ($B):"
    SB_RELOAD_BENCH_SAVE=$SAVE SB_RELOAD_BENCH_RUNS=$RUNS \
      SB_RELOAD_BENCH_CHANGE="tables.yaml:per_pitched_win: 1}|per_pitched_win: 2}" \
      "$test_bin" --no-skip -tc="bench: hot reload*" 2>&1 | grep '^hot reload' | sed 's/^/  /' || echo "  (the bench failed)"
    # As an editor leaves the file (written now, not found quiet): builds that know it say so.
    SB_RELOAD_BENCH_SAVE=$SAVE SB_RELOAD_BENCH_RUNS=$RUNS SB_RELOAD_BENCH_FRESH=1 \
      SB_RELOAD_BENCH_CHANGE="tables.yaml:per_pitched_win: 1}|per_pitched_win: 2}" \
      "$test_bin" --no-skip -tc="bench: hot reload*" 2>&1 | grep '^hot reload.*written now' | sed 's/^/  /' || true
  else
    echo "reload ($B): no test_app_screen with the table bench in this build"
  fi
done < <(builds)
