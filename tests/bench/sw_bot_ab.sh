#!/usr/bin/env bash
# Six Winters bot A/B on the same seeds (issue 30): two seasonboard binaries (say, a baseline build
# and today's), or one binary with two bot kinds, play the very same campaigns: game g of the run
# has campaign seed SEED+g and bot seed SEED*7919+g on both sides, exactly as
# `seasonboard sim --title six-winters --games GAMES --seed SEED` plays them (each game is played
# alone with --shard g/GAMES, so a side's games can be added up to that run's report). Prints each
# side's victory rate and mean final score with 95% intervals, the paired difference B - A with
# its 95% interval and whether it is significant, and each side's CPU seconds a campaign (one core,
# one game at a time) and campaigns per second.
#   usage: tests/bench/sw_bot_ab.sh BIN_A BIN_B [GAMES] [SEED]
#     BIN_A, BIN_B: seasonboard binaries (e.g. a copy of a baseline build's game/app/seasonboard and
#     build/debug/game/app/seasonboard); GAMES (default 200), SEED (default 1).
#     BOT_A, BOT_B (default coop), PLAYERS (default 2), DIFFICULTY (default standard) in the
#     environment; CONTENT_A, CONTENT_B: a content folder for a side (an old build may not read
#     today's content/six_winters); KEEP=DIR keeps each side's per-game lines (game, victory,
#     score, CPU seconds); REUSE_A=FILE takes side A's lines from such a file (a.txt of an earlier
#     run with the same GAMES, SEED, PLAYERS and DIFFICULTY) instead of playing them again.
# Builds nothing. A 200-campaign side takes GAMES / (campaigns a second) on one core.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,19p "$0"; exit 2; }
BIN_A=$1
BIN_B=$2
GAMES=${3:-200}
SEED=${4:-1}
BOT_A=${BOT_A:-coop}
BOT_B=${BOT_B:-coop}
PLAYERS=${PLAYERS:-2}
DIFFICULTY=${DIFFICULTY:-standard}
for b in "$BIN_A" "$BIN_B"; do [ -x "$b" ] || { echo "no binary $b"; exit 2; }; done
cd "$(dirname "$0")/../.."
work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

# One side: a line per game "g victory score cpu_seconds".
side() {
  local bin=$1 bot=$2 out=$3 content=()
  [ -z "$4" ] || content=(--content "$4")
  : >"$out"
  for ((g = 1; g <= GAMES; ++g)); do
    local part
    part=$( { /usr/bin/time -f "cpu %U %S" "$bin" sim --title six-winters --games "$GAMES" --seed "$SEED" \
      --players "$PLAYERS" --difficulty "$DIFFICULTY" --bot "$bot" --jobs 1 --shard "$g/$GAMES" "${content[@]}"; } 2>&1)
    # The part's tally is a list of counts: its tier map first (a "N:name" token per tier), the
    # summed score last.
    echo "$part" | awk -v g="$g" '
      /"tally"/ { gsub(/[",}]/, ""); sub(/.*tally: */, ""); n = split($0, f, " ");
                  victory = ($0 ~ /:defeat/) ? 0 : 1; score = f[n] }
      /^cpu / { cpu = $2 + $3 }
      END { if (score == "") { print "game " g ": no tally" > "/dev/stderr"; exit 1 }
            print g, victory, score, cpu }' >>"$out"
  done
}

echo "machine: $(nproc) cores; $GAMES campaigns a side, seeds $SEED.., $PLAYERS players, $DIFFICULTY"
echo "A: $BIN_A --bot $BOT_A"
echo "B: $BIN_B --bot $BOT_B"
if [ -n "${REUSE_A:-}" ]; then
  [ "$(wc -l <"$REUSE_A")" -eq "$GAMES" ] || { echo "$REUSE_A does not have $GAMES games"; exit 2; }
  [ "$REUSE_A" -ef "$work/a.txt" ] || cp "$REUSE_A" "$work/a.txt"
  echo "(side A's games read from $REUSE_A)"
else
  side "$BIN_A" "$BOT_A" "$work/a.txt" "${CONTENT_A:-}"
fi
side "$BIN_B" "$BOT_B" "$work/b.txt" "${CONTENT_B:-}"
paste "$work/a.txt" "$work/b.txt" | awk '
  function ci(sum, sq, n,   m, v) { m = sum / n; v = n > 1 ? (sq - n * m * m) / (n - 1) : 0; if (v < 0) v = 0; return 1.96 * sqrt(v / n) }
  { n++; va += $2; vb += $6; sa += $3; sb += $7; ca += $4; cb += $8
    vqa += $2 * $2; vqb += $6 * $6; sqa += $3 * $3; sqb += $7 * $7
    dv = $6 - $2; ds = $7 - $3; dvs += dv; dvq += dv * dv; dss += ds; dsq += ds * ds }
  END {
    printf "  victory rate: A %.3f ±%.3f; B %.3f ±%.3f; B - A %+.3f ±%.3f (%s at 95%%)\n", va / n, ci(va, vqa, n), vb / n,
           ci(vb, vqb, n), dvs / n, ci(dvs, dvq, n), (dvs / n > ci(dvs, dvq, n) || -dvs / n > ci(dvs, dvq, n)) ? "significant" : "not significant"
    printf "  mean final score: A %.3f ±%.3f; B %.3f ±%.3f; B - A %+.3f ±%.3f (%s at 95%%)\n", sa / n, ci(sa, sqa, n), sb / n,
           ci(sb, sqb, n), dss / n, ci(dss, dsq, n), (dss / n > ci(dss, dsq, n) || -dss / n > ci(dss, dsq, n)) ? "significant" : "not significant"
    printf "  CPU a campaign (one core, with content loading): A %.3f s (%.2f campaigns/s); B %.3f s (%.2f campaigns/s)\n",
           ca / n, n / ca, cb / n, n / cb
  }'
