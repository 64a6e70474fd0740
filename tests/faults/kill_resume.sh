#!/usr/bin/env bash
# Fault injection: kill -9 at random moments while bots play each title in the terminal (every
# action autosaved), then check what resuming gets:
#   - the state hash of the journal's last whole line (nothing lost: every action written whole is
#     replayed, `seasonboard replay NAME.journal` says "ok" with that many actions);
#   - no temporary file of a killed run left in the save folder once the program has started again.
# The next run resumes the killed game (--resume) until it ends; then a new game starts.
#
# usage: tests/faults/kill_resume.sh SEASONBOARD [KILLS_PER_TITLE] [SEED]
#   KILLS_PER_TITLE  default 100 kills that landed mid-run (at most 5 times as many runs; CI runs a
#                    short slice: see tests/app/CMakeLists.txt)
#   SEED             default: from the clock (printed, to repeat a run)
# Prints one line per title (kills, actions written, actions lost, files left) and exits 1 on any
# loss, mismatch or leftover file.
set -uo pipefail
bin=${1:?usage: kill_resume.sh SEASONBOARD [KILLS_PER_TITLE] [SEED]}
kills=${2:-100}
seed=${3:-$(( $(date +%s) % 100000 ))}
echo "kill -9 and resume: $kills kills per title, seed $seed"
RANDOM=$seed
status=0
# Every title of the build (`seasonboard titles`: id, name, seats as MIN-MAX), at 3 seats where it
# takes them (else the nearest it takes), all seats random bots.
specs=$("$bin" titles | awk -F'\t' '{ split($3, r, "-"); lo = r[1]; hi = (r[2] == "" ? r[1] : r[2]);
  n = 3; if (n < lo) n = lo; if (n > hi) n = hi; print $1 ":" n }')
[ -n "$specs" ] || { echo "kill_resume: '$bin titles' lists no title" >&2; exit 1; }
for spec in $specs; do
  title=${spec%%:*}
  seats=${spec##*:}
  bots=$(printf 'random,%.0s' $(seq "$seats")); bots=${bots%,}
  work=$(mktemp -d)
  game=0 killed=0 finished=0 written=0 lost=0 mismatched=0 left=0
  dir="$work/game0"
  mkdir -p "$dir"
  window=2000  # ms: the kill comes at a random moment in 50..window; it follows how long games run
  for ((k = 0; killed < kills && k < 5 * kills; ++k)); do
    start=(--seed $((seed + game)))
    [ -f "$dir/$title.journal" ] && start=(--resume)
    "$bin" play --text --title "$title" --bots "$bots" --save-dir "$dir" "${start[@]}" \
      </dev/null >"$work/play.log" 2>&1 &
    pid=$!
    # Before the first action (content still loading), mid-write, between actions, near the end.
    ms=$((50 + RANDOM % (window - 49)))
    sleep "$((ms / 1000)).$(printf '%03d' $((ms % 1000)))"
    if kill -9 "$pid" 2>/dev/null; then
      wait "$pid" 2>/dev/null
      killed=$((killed + 1))
      window=$((window * 11 / 10 > 2000 ? 2000 : window * 11 / 10))
    else
      wait "$pid" 2>/dev/null
      finished=$((finished + 1))
      window=$((window * 7 / 10 < 100 ? 100 : window * 7 / 10))  # the game ended first: kill sooner
    fi
    journal="$dir/$title.journal"
    [ -f "$journal" ] || continue
    # Whole lines only (a torn last line has no newline yet); the header is line 1.
    whole=$(($(tr -cd '\n' <"$journal" | wc -c) - 1))
    expected=$(head -n $((whole + 1)) "$journal" | tail -n 1 | grep -o 'hash: 0x[0-9a-f]*' | tail -n 1 | cut -c7-)
    out=$("$bin" replay "$journal" 2>"$work/replay.err")
    got_actions=$(sed -n 's/.*, \([0-9]*\) actions replayed.*/\1/p' <<<"$out")
    got_hash=$(sed -n 's/.*state hash \(0x[0-9a-f]*\).*/\1/p' <<<"$out")
    if [ -z "$got_actions" ] || [ "$got_actions" -lt "$whole" ]; then
      lost=$((lost + whole - ${got_actions:-0}))
      echo "  $title kill $k: $whole actions written, resumed ${got_actions:-none}: $out $(cat "$work/replay.err")"
      status=1
    elif [ "$whole" -gt 0 ] && [ "$got_hash" != "$expected" ]; then
      mismatched=$((mismatched + 1))
      echo "  $title kill $k: resumed at $got_hash, the journal's last action says $expected"
      status=1
    fi
    # The replay above started the program again: a killed run's temp files must be gone.
    stray=$(find "$dir" -name '*.tmp[0-9]*' | wc -l)
    if [ "$stray" -gt 0 ]; then
      left=$((left + stray))
      echo "  $title kill $k: left behind: $(find "$dir" -name '*.tmp[0-9]*' -printf '%f ')"
      status=1
    fi
    if grep -q "Game over" "$work/play.log"; then
      written=$((written + whole))
      game=$((game + 1))
      dir="$work/game$game"
      mkdir -p "$dir"
    fi
  done
  [ -f "$dir/$title.journal" ] && written=$((written + $(tr -cd '\n' <"$dir/$title.journal" | wc -c) - 1))
  echo "  $title: $killed kills, $finished runs ended by themselves, $game games finished, $written actions written, $lost lost, $mismatched mismatched, $left temp files left"
  rm -rf "$work"
done
exit $status
