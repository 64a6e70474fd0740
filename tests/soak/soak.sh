#!/usr/bin/env bash
# The random-play soak (tests/soak/soak.cpp) in the sanitizer build, every title with its random and
# its default bot at every seat count, titles side by side on $JOBS cores, at low priority.
#
#   tests/soak/soak.sh                      the long form: 10^6 actions per title and bot kind
#   tests/soak/soak.sh --actions N          another action budget (per title and bot kind)
#   tests/soak/soak.sh --slice SECONDS      CI's slice: about SECONDS of wall time, a seed from the clock
#   tests/soak/soak.sh --seed S ...         a given base seed (the run's seed is printed either way)
#   tests/soak/soak.sh --titles a,b ...     some titles only (default: all but tiny in the long form)
#
# Builds build/asan's soak target first unless SB_SOAK_NO_BUILD=1 (build.sh has just built it).
# SB_SOAK_SAVE_SHARE=P: the percent of time save round trips may take (default 25). SB_SOAK_LOGS=DIR
# keeps each job's output there (else a temporary folder, removed at the end).
# A failure prints the game's seed and a command that plays that one game again; a crash prints the
# sanitizer's stack and the same line. Exit status: 0 when every game held, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/../.."

BUILD=${SB_SOAK_BUILD:-build/asan}
JOBS=${JOBS:-$(nproc)}
actions=1000000
slice=""
seed=""
titles=""
given_titles=""
while [ $# -gt 0 ]; do
  case "$1" in
    --actions) actions=$2; shift 2 ;;
    --slice) slice=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --titles) titles=$2; given_titles=" --titles $2"; shift 2 ;;
    *) echo "usage: tests/soak/soak.sh [--actions N | --slice SECONDS] [--seed S] [--titles a,b]" >&2; exit 2 ;;
  esac
done
# The clock's seed, so each run plays new games; printed, so a failure can be played again.
[ -n "$seed" ] || seed=$(( $(date +%s%N) % 2147483647 ))
if [ "${SB_SOAK_NO_BUILD:-0}" != 1 ]; then
  cmake --build "$BUILD" -j "$JOBS" --target soak >/dev/null || { echo "soak: the build failed" >&2; exit 1; }
fi
driver=$BUILD/tests/soak/soak
[ -x "$driver" ] || { echo "soak: $driver is missing (configure $BUILD first; see build.sh)" >&2; exit 1; }
# Every title the build registers (game/CMakeLists.txt's sb_add_title lines).
[ -n "$titles" ] || titles=$("$driver" --list | paste -sd, -)
[ -n "$titles" ] || { echo "soak: '$driver --list' names no title" >&2; exit 1; }

# One job per title and bot kind (a title's default bot thinks, so it is the slower of the two).
IFS=, read -r -a title_list <<<"$titles"
jobs=()
for t in "${title_list[@]}"; do
  for b in default random; do jobs+=("$t $b"); done
done
if [ -n "$slice" ]; then
  # Every job gets an equal share of the cores' time.
  per_job=$(( slice * JOBS / ${#jobs[@]} ))
  [ "$per_job" -ge 1 ] || per_job=1
  budget=(--seconds "$per_job")
  echo "soak slice: base seed $seed, ${#jobs[@]} jobs of $per_job s on $JOBS cores (again: tests/soak/soak.sh --slice $slice --seed $seed$given_titles)"
else
  budget=(--actions "$actions")
  echo "soak: base seed $seed, $actions actions per title and bot kind on $JOBS cores (again: tests/soak/soak.sh --actions $actions --seed $seed$given_titles)"
fi

if [ -n "${SB_SOAK_LOGS:-}" ]; then
  logs=$SB_SOAK_LOGS
  mkdir -p "$logs"
else
  logs=$(mktemp -d "${TMPDIR:-/tmp}/sb-soak.XXXXXX")
  trap 'rm -rf "$logs"' EXIT
fi
started=$SECONDS
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
run_job() {  # index, "title bot"
  local index=$1 title=${2% *} bot=${2#* }
  nice -n 10 "$driver" --titles "$title" --bots "$bot" --seed "$seed" "${budget[@]}" \
    --save-share "${SB_SOAK_SAVE_SHARE:-25}" >"$logs/$index.out" 2>"$logs/$index.err"
  echo $? >"$logs/$index.rc"
}
running=0
for i in "${!jobs[@]}"; do
  run_job "$i" "${jobs[$i]}" &
  running=$((running + 1))
  if [ "$running" -ge "$JOBS" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait

status=0
printf '%-16s %-10s %5s %7s %10s %6s %8s %8s %10s\n' title bot seats games actions saves "save s" seconds actions/s
for i in "${!jobs[@]}"; do
  grep -vE '^(soak:|title )' "$logs/$i.out"
  rc=$(cat "$logs/$i.rc" 2>/dev/null || echo 1)
  if [ "$rc" != 0 ]; then
    status=1
    echo "!! ${jobs[$i]}: exit $rc"
    grep -E '^(FAILED|  reproduce)' "$logs/$i.out"
    tail -60 "$logs/$i.err"
  fi
done
total=$(cat "$logs"/*.out | awk '$3 == "all" { n += $4 } END { print n + 0 }')
echo "soak: $total actions in $((SECONDS - started)) s wall, base seed $seed, $([ $status = 0 ] && echo 'no failures' || echo 'FAILURES above')"
exit $status
