#pragma once
// `seasonboard sim --title tiny [--games N] [--seats BOT,BOT,...] [--seed S] [--max-actions N] [--json]
// [--content DIR]`: whole games with bots on the shared harness (engine/save/sim_harness.h: --jobs,
// --shard, sim merge) and the report: each seat's win rate with a 95% Wilson interval, the mean game
// length, games per second. Exit 2 on bad arguments, 1 when a game fails. A new title copied from
// Tiny Harvest starts with this report and grows its own numbers into the Tally.
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/args.h"
#include "game/tiny/rules/tiny.h"

namespace sb::tiny {

int run_sim_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The options run_sim_cli reads (sim --compare hands the title's own ones on).
const std::vector<engine::ArgOption>& sim_options();

// One game: the bot kind of each seat, the actions it took, and each seat's share of the win in
// twelfths (a tie of k seats gives each 12/k: exact for 1 to 4 winners).
struct GameRecord {
  std::vector<int> win_twelfths;
  long long actions = 0;
  bool finished = false;
  std::string problem;  // a rejected bot move, in words
};

GameRecord play_game(const Content& c, const std::vector<std::string>& bots, uint64_t seed, long long max_actions);

}  // namespace sb::tiny
