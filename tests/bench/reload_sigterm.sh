#!/usr/bin/env bash
# Issue 30: a SIGTERM during a hot reload ends the window within 1 s, and the game survives it.
# Plays the finished six-kingdom Mighty Kingdoms game (1,508 actions, heuristic bots, seed 1), then
# RUNS times: resumes it in a window (SDL's dummy driver, software renderer) on a copy of the
# content, changes tables.yaml (a rule every battle uses, so the game's states change and its
# autosave is rewritten), sends SIGTERM a moment later, and prints how long the window took to end
# and its exit code. Then `seasonboard replay` checks what the autosave holds: every action.
#   usage: tests/bench/reload_sigterm.sh [BUILD_DIR]   (default build/debug; RUNS, default 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build/debug}
RUNS=${RUNS:-5}
SB=$BUILD/game/app/seasonboard
[ -x "$SB" ] || { echo "no $SB: build it first"; exit 2; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
"$SB" play --text --title mighty-kingdoms --seats 6 --bots heuristic,heuristic,heuristic,heuristic,heuristic,heuristic \
  --seed 1 --delay-ms 0 --save-dir "$WORK/saves" </dev/null >/dev/null 2>&1 || true
mkdir -p "$WORK/content"
cp -r content/mighty_kingdoms "$WORK/content/"
TABLES=$WORK/content/mighty_kingdoms/tables.yaml
echo "the long game: $(grep -c '^  - {action' "$WORK/saves/mighty-kingdoms.save") actions"
for i in $(seq "$RUNS"); do
  "$SB" play --resume --title mighty-kingdoms --save-dir "$WORK/saves" --content "$WORK/content" --size 1280x800 \
    --software >/dev/null 2>&1 &
  pid=$!
  sleep 1.5
  if grep -q "per_pitched_win: 1}" "$TABLES"; then sed -i 's/per_pitched_win: 1}/per_pitched_win: 2}/' "$TABLES"
  else sed -i 's/per_pitched_win: 2}/per_pitched_win: 1}/' "$TABLES"; fi
  sleep "0.0$((RANDOM % 9))"
  start=$(date +%s%N)
  kill -TERM "$pid"
  code=0
  wait "$pid" || code=$?
  end=$(date +%s%N)
  echo "run $i: exit $code after $(( (end - start) / 1000000 )) ms"
done
"$SB" replay "$WORK/saves/mighty-kingdoms.save" --content "$WORK/content" | tail -1
