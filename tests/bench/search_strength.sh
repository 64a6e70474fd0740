#!/usr/bin/env bash
# The search bot's strength and decision time, per title and level (issue 29). For each competitive
# title: one search seat (Easy, Normal, Hard) against the title's best bot in every other seat, the
# search seat rotated over the seats, N games per level: its win rate against the fair share, its
# mean score against the others', and its CPU time per decision (median, 95th percentile) on one
# core. Six Winters: search in every seat against greedy on the same seeds, at cakewalk and
# standard: victories, mean final score and final progress with 95% intervals and the paired
# difference.
#   usage: tests/bench/search_strength.sh [GAMES] [BUILD_DIR]     (default 400 games, build/release)
#   GAMES_HARD (default GAMES/4) and CAMPAIGNS (default GAMES/10) size the slow runs; LEVELS
#   (default "search-easy search search-hard") and TITLES pick a part.
# Builds nothing: build the search_bench target first (cmake --build BUILD_DIR --target search_bench).
set -euo pipefail
cd "$(dirname "$0")/../.."
GAMES=${1:-400}
BUILD=${2:-build/release}
BENCH=$BUILD/tests/bench/search_bench
[ -x "$BENCH" ] || { echo "no $BENCH: build the search_bench target first"; exit 2; }
GAMES_HARD=${GAMES_HARD:-$(( GAMES / 4 > 0 ? GAMES / 4 : 1 ))}
CAMPAIGNS=${CAMPAIGNS:-$(( GAMES / 10 > 0 ? GAMES / 10 : 1 ))}
LEVELS=${LEVELS:-"search-easy search search-hard"}
TITLES=${TITLES:-"vacant-throne winter-quarters mighty-kingdoms six-winters"}
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); one game at a time, one core"
for title in $TITLES; do
  case $title in
    vacant-throne) best=planner; seats=3 ;;
    winter-quarters) best=heuristic; seats=4 ;;
    mighty-kingdoms) best=heuristic; seats=4 ;;
    six-winters)
      for level in $LEVELS; do
        for difficulty in 0 1; do "$BENCH" coop "$CAMPAIGNS" "$level" 2 "$difficulty" 1; done
      done
      continue ;;
    *) echo "unknown title $title"; exit 2 ;;
  esac
  for level in $LEVELS; do
    n=$GAMES
    [ "$level" = search-hard ] && n=$GAMES_HARD
    "$BENCH" strength "$title" "$n" "$level" "$best" "$seats" 1
  done
done
