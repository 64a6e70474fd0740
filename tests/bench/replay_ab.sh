#!/usr/bin/env bash
# Issue 28's replay figure for two seasonboard binaries side by side: `seasonboard replay SAVE
# --hash-bench 11` run ROUNDS times (default 5) by each, alternating so both see the same machine,
# and the median over the rounds of each figure the command prints (replay, its read and compare
# parts, the content reload, replay / reload). The machine's load is printed before and after:
# the replay reads the save and compares hashes on threads beside its own, so a machine whose
# cores are busy with other work shows less of the gain.
# usage: tests/bench/replay_ab.sh SAVE NEW_BINARY [BASELINE_BINARY]
# A finished six-kingdom game to measure: see the README (seasonboard play --text ... --seed 1).
set -euo pipefail
SAVE=$1
NEW=$2
BASE=${3:-}
ROUNDS=${ROUNDS:-5}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
once() {  # BINARY NAME: replay read check reload ratio
  "$1" replay "$SAVE" --hash-bench 11 |
    sed -n 's/^replay .*: median \([0-9.]*\) ms (content and save read \([0-9.]*\) ms, replay and compare \([0-9.]*\) ms); reload: median \([0-9.]*\) ms; replay \/ reload \([0-9.]*\).*/\1 \2 \3 \4 \5/p' >>"$WORK/$2"
}
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $ROUNDS rounds of --hash-bench 11"
for _ in $(seq "$ROUNDS"); do
  once "$NEW" new
  [ -z "$BASE" ] || once "$BASE" base
done
for who in new ${BASE:+base}; do
  line="$who:"
  col=1
  for name in "replay ms" "read ms" "compare ms" "reload ms" "replay/reload"; do
    line="$line $name $(cut -d' ' -f$col "$WORK/$who" | median);"
    col=$((col + 1))
  done
  echo "$line"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
