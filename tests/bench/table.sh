#!/usr/bin/env bash
# The table's performance figures (Mighty Kingdoms on screen, then Six Winters), each the median of 5 runs:
#   start    launch -> interactive board of a new two-human hotseat game (wall s)
#   resume   launch -> interactive board resuming a finished 6-kingdom game (wall s) and its peak RSS (MB)
#   frame    CPU per frame at 1920x1080, that game's table with panels (ms): default and software renderer
#   idle     CPU use while the table is shown and nothing happens, over 10 s (%)
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

# resume: wall time and peak RSS.
: >"$WORK/resume"
for i in $(seq "$RUNS"); do
  /usr/bin/time -f '%e %M %U' -o "$WORK/t" "$SB" play --title mighty-kingdoms --resume --save-dir "$WORK/saves" \
    --size 1920x1080 --quit-when-interactive >/dev/null 2>&1
  cat "$WORK/t" >>"$WORK/resume"
done
echo "resume (6 kingdoms, finished game -> interactive): $(cut -d' ' -f1 "$WORK/resume" | median) s" \
  "($(cut -d' ' -f3 "$WORK/resume" | median) s CPU), peak RSS $(cut -d' ' -f2 "$WORK/resume" | median | awk '{printf "%.0f", $1 / 1024}') MB"

# frame: CPU per forced frame.
for renderer in default software; do
  flag=()
  [ "$renderer" = software ] && flag=(--software)
  for i in $(seq "$RUNS"); do
    "$SB" play --title mighty-kingdoms --resume --save-dir "$WORK/saves" --size 1920x1080 --bench-frames 60 \
      "${flag[@]}" 2>/dev/null | sed -n 's/^frame CPU \([0-9.e+-]*\) ms.*/\1/p'
  done | median >"$WORK/frame.$renderer"
  name=$("$SB" play --title mighty-kingdoms --resume --save-dir "$WORK/saves" --size 1920x1080 --bench-frames 2 \
    "${flag[@]}" 2>/dev/null | sed -n 's/.*, \([a-z0-9_]*\))$/\1/p')
  echo "frame  (1920x1080, 6 kingdoms, panels; $name renderer): $(cat "$WORK/frame.$renderer") ms CPU"
done

# idle: CPU ticks of a running table over 10 s, after it settled (the table's arguments given).
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
echo "idle   (table shown, nothing happening): $(idle_cpu --title mighty-kingdoms --resume --save-dir "$WORK/saves") % CPU"

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
