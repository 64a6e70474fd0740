#!/usr/bin/env bash
# The table's performance figures, each the median of 5 runs. Mighty Kingdoms:
#   start    launch -> interactive board of a new two-human hotseat game (wall s)
#   resume   launch -> interactive board resuming a finished 6-kingdom game (wall s) and its peak RSS (MB)
#   frame    CPU per frame at 1920x1080, that game's table with panels (ms): default and software renderer
#   idle     CPU use while the table is shown and nothing happens, over 10 s (%)
# Winter Quarters, a mid-game table (two seats, 40 answers into a game, after the first Winter
# Quarters Round): resume, frame and idle as above, and the frame at 1280x800 (160 dpi, software).
# Vacant Throne, a mid-game table (four seats, Season 3): the same figures as Winter Quarters.
#   sw       Six Winters mid-session (tests/six_winters_view/mid_session.save): load -> interactive
#            table (wall s), CPU per frame at 1920x1080 (ms, software renderer) and idle CPU (%)
#   wesnoth  reference: Wesnoth 1.16 hotseat start (launch -> first human turn), when installed
#            (apt-get install wesnoth-1.16); same machine, same run
# usage: tests/bench/table.sh [BUILD_DIR]     (default build/release, which `./build.sh play` builds)
# Runs itself under Xvfb at 1920x1080 when no display is set (needs xvfb-run and /usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s '-screen 0 1920x1080x24' "$0" "$@"
fi
BUILD=${1:-build/release}
SB=$BUILD/game/app/seasonboard
[ -x "$SB" ] || { echo "no $SB: build it first (./build.sh play --help)"; exit 2; }
RUNS=${RUNS:-5}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
echo "preparing a finished 6-kingdom game (heuristic bots)..."
"$SB" play --text --title mighty-kingdoms --seats 6 --bots heuristic,heuristic,heuristic,heuristic,heuristic,heuristic \
  --seed 1 --delay-ms 0 --save-dir "$WORK/saves" </dev/null >/dev/null 2>&1 || true
echo "  $(grep -c '^{action' "$WORK/saves/mighty-kingdoms.journal") actions"

# start: a new two-human game, launch -> first interactive frame.
for i in $(seq "$RUNS"); do
  rm -rf "$WORK/start"
  /usr/bin/time -f '%e' -o "$WORK/t" "$SB" play --seats human,human --seed 1 --save-dir "$WORK/start" \
    --quit-when-interactive >/dev/null 2>&1
  cat "$WORK/t"
done | median >"$WORK/start.med"
echo "start  (new hotseat game -> interactive): $(cat "$WORK/start.med") s"

# resume: wall time and peak RSS of TITLE resumed from the autosave in DIR.
resume_figure() {  # TITLE DIR LABEL
  : >"$WORK/resume"
  for i in $(seq "$RUNS"); do
    /usr/bin/time -f '%e %M %U' -o "$WORK/t" "$SB" play --title "$1" --resume --save-dir "$2" \
      --size 1920x1080 --quit-when-interactive >/dev/null 2>&1
    cat "$WORK/t" >>"$WORK/resume"
  done
  echo "resume ($3 -> interactive): $(cut -d' ' -f1 "$WORK/resume" | median) s" \
    "($(cut -d' ' -f3 "$WORK/resume" | median) s CPU), peak RSS $(cut -d' ' -f2 "$WORK/resume" | median | awk '{printf "%.0f", $1 / 1024}') MB"
}

# frame: CPU per forced frame.
frame_figure() {  # TITLE DIR LABEL SIZE [play options...]
  local title=$1 dir=$2 label=$3 size=$4
  shift 4
  for renderer in default software; do
    flag=("$@")
    [ "$renderer" = software ] && flag+=(--software)
    for i in $(seq "$RUNS"); do
      "$SB" play --title "$title" --resume --save-dir "$dir" --size "$size" --bench-frames 60 \
        "${flag[@]}" 2>/dev/null | sed -n 's/^frame CPU \([0-9.e+-]*\) ms.*/\1/p'
    done | median >"$WORK/frame.$renderer"
    name=$("$SB" play --title "$title" --resume --save-dir "$dir" --size "$size" --bench-frames 2 \
      "${flag[@]}" 2>/dev/null | sed -n 's/.*, \([a-z0-9_]*\))$/\1/p')
    echo "frame  ($size, $label; $name renderer): $(cat "$WORK/frame.$renderer") ms CPU"
  done
}

# idle: CPU ticks of a running table over 10 s, after it settled (the table's play arguments given).
hz=$(getconf CLK_TCK)
idle_cpu() {
  for i in $(seq "$RUNS"); do
    "$SB" play "$@" --size 1920x1080 >/dev/null 2>&1 &
    pid=$!
    sleep 3
    a=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    sleep 10
    b=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    awk -v a="$a" -v b="$b" -v hz="$hz" 'BEGIN {printf "%.2f\n", (b - a) / hz / 10 * 100}'
  done | median
}
idle_figure() {  # TITLE DIR LABEL
  echo "idle   ($3, table shown, nothing happening): $(idle_cpu --title "$1" --resume --save-dir "$2") % CPU"
}

resume_figure mighty-kingdoms "$WORK/saves" "6 kingdoms, finished game"
frame_figure mighty-kingdoms "$WORK/saves" "6 kingdoms, panels" 1920x1080
idle_figure mighty-kingdoms "$WORK/saves" "6 kingdoms"

# Winter Quarters: a mid-game autosave (the human seat answers "2" forty times: every question
# asked has at least two answers), then the same figures.
echo "preparing a mid-game Winter Quarters table (a human seat and the spec's bot)..."
{ for i in $(seq 40); do echo 2; done; echo quit; } | "$SB" play --text --title winter-quarters \
  --bots human,heuristic --seed 5 --delay-ms 0 --save-dir "$WORK/wq" >/dev/null 2>&1 || true
echo "  $(grep -c '^{action' "$WORK/wq/winter-quarters.journal") actions"
resume_figure winter-quarters "$WORK/wq" "Winter Quarters, mid-game"
frame_figure winter-quarters "$WORK/wq" "Winter Quarters, mid-game" 1920x1080
frame_figure winter-quarters "$WORK/wq" "Winter Quarters, mid-game, 160 dpi" 1280x800 --dpi 160
idle_figure winter-quarters "$WORK/wq" "Winter Quarters, mid-game"

# Six Winters: a mid-session save loaded (its journal replayed and checked, the autosave begun).
SW_SAVE=tests/six_winters_view/mid_session.save
for i in $(seq "$RUNS"); do
  rm -rf "$WORK/sw"
  /usr/bin/time -f '%e' -o "$WORK/t" "$SB" play --load "$SW_SAVE" --save-dir "$WORK/sw" --size 1920x1080 \
    --quit-when-interactive >/dev/null 2>&1
  cat "$WORK/t"
done | median >"$WORK/sw.load"
echo "sw     (Six Winters mid-session save -> interactive): $(cat "$WORK/sw.load") s"
for i in $(seq "$RUNS"); do
  "$SB" play --load "$SW_SAVE" --save-dir "$WORK/sw" --size 1920x1080 --bench-frames 60 --software 2>/dev/null |
    sed -n 's/^frame CPU \([0-9.e+-]*\) ms.*/\1/p'
done | median >"$WORK/sw.frame"
echo "sw     (1920x1080, panels; software renderer): $(cat "$WORK/sw.frame") ms CPU"
echo "sw     idle (table shown, nothing happening): $(idle_cpu --load "$SW_SAVE" --save-dir "$WORK/sw") % CPU"

# Vacant Throne: a mid-game autosave (four players, the human seat answering "1" 45 times: Season 3,
# the human to take a Standard Action), then the same figures.
echo "preparing a mid-game Vacant Throne table (a human seat and three of the spec's bots)..."
{ for i in $(seq 45); do echo 1; done; echo quit; } | "$SB" play --text --title vacant-throne \
  --bots human,heuristic,heuristic,heuristic --seed 3 --delay-ms 0 --save-dir "$WORK/vt" >/dev/null 2>&1 || true
echo "  $(grep -c '^{action' "$WORK/vt/vacant-throne.journal") actions"
resume_figure vacant-throne "$WORK/vt" "Vacant Throne, mid-game"
frame_figure vacant-throne "$WORK/vt" "Vacant Throne, mid-game" 1920x1080
frame_figure vacant-throne "$WORK/vt" "Vacant Throne, mid-game, 160 dpi" 1280x800 --dpi 160
idle_figure vacant-throne "$WORK/vt" "Vacant Throne, mid-game"

# wesnoth: the same kind of start, as a reference.
WESNOTH=$(command -v wesnoth-1.16 || command -v wesnoth || ls /usr/games/wesnoth-1.16 2>/dev/null || true)
if [ -n "$WESNOTH" ]; then
  wesnoth_start() {  # prints seconds from launch to its first human turn
    local log=$WORK/wesnoth.log start now
    : >"$log"
    start=$(date +%s.%N)
    "$WESNOTH" --userdata-dir "$WORK/wesnoth" --nosound --nomusic -m --controller 1:human --controller 2:human \
      --scenario multiplayer_The_Freelands --log-info=engine >"$log" 2>&1 &
    local pid=$!
    for _ in $(seq 3000); do
      grep -q 'play_human_turn' "$log" && break
      sleep 0.02
    done
    now=$(date +%s.%N)
    kill -9 "$pid" 2>/dev/null || true  # a plain TERM asks "quit?" in a dialog and waits
    wait "$pid" 2>/dev/null || true
    awk -v a="$start" -v b="$now" 'BEGIN {printf "%.2f\n", b - a}'
  }
  wesnoth_start >/dev/null  # builds its cache once, not counted
  for i in $(seq "$RUNS"); do wesnoth_start; done | median >"$WORK/wesnoth.med"
  echo "wesnoth (1.16 hotseat, 2 humans, The Freelands -> first human turn): $(cat "$WORK/wesnoth.med") s"
  awk -v s="$(cat "$WORK/start.med")" -v w="$(cat "$WORK/wesnoth.med")" \
    'BEGIN {if (s > 0) printf "ratio  wesnoth start / seasonboard start: %.1f\n", w / s}'
else
  echo "wesnoth: not installed (apt-get install wesnoth-1.16) - no reference"
fi
