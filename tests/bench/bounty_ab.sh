#!/usr/bin/env bash
# Issue 29's designer A/B: Vacant Throne's Bounty law (Bounty on Brigands) at 1 Prestige per bandit
# knight removed (as shipped) against 3, the same seeds on both content folders, the same bot kind
# in every seat. Reports battles with Bandits per game, how often the law passed and the Prestige
# from battles, each with its 95% interval, and the paired difference A - B with whether it is
# significant at 95%. Run it with the search bot and with today's best bot (the planner) to see
# which of them notices the law.
#   usage: tests/bench/bounty_ab.sh [GAMES] [BUILD_DIR] [KINDS]
#     GAMES per side (default 400), BUILD_DIR (default build/release), KINDS (default
#     "search-easy planner"); SEATS (default 4) and SEED (default 1) in the environment.
# Builds nothing: build the search_bench target first (cmake --build BUILD_DIR --target search_bench).
set -euo pipefail
cd "$(dirname "$0")/../.."
GAMES=${1:-400}
BUILD=${2:-build/release}
KINDS=${3:-"search-easy planner"}
SEATS=${SEATS:-4}
SEED=${SEED:-1}
BENCH=$BUILD/tests/bench/search_bench
[ -x "$BENCH" ] || { echo "no $BENCH: build the search_bench target first"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r content/vacant_throne "$work/bounty_3"
# The one change: the Bounty law's Prestige per bandit knight, 1 -> 3.
sed -i -E 's/(name: Bounty on Brigands, threshold: [0-9]+, bounty: )1\}/\13}/' "$work/bounty_3/laws.yaml"
grep -q "Bounty on Brigands, threshold: [0-9]*, bounty: 3}" "$work/bounty_3/laws.yaml" ||
  { echo "the Bounty law's line in content/vacant_throne/laws.yaml has changed: update this script"; exit 2; }
echo "machine: $(nproc) cores; A = content/vacant_throne (bounty 1), B = a copy with bounty 3"
for kind in $KINDS; do
  "$BENCH" bounty "$GAMES" "$kind" content/vacant_throne "$work/bounty_3" "$SEATS" "$SEED"
done
