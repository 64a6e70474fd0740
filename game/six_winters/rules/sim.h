#pragma once
// `seasonboard sim --title six-winters --games N --difficulty D [--seed S] [--players P] [--bot coop|greedy|random]
//  [--json] [--content DIR] [--help]`: plays whole campaigns with bots and reports victory levels, scores,
// turns per session, knock-outs and which threat tracks maxed out. Exit 2 on bad arguments.
#include <array>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

#include "engine/core/args.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw {

int run_sim_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The options run_sim_cli reads (sim --compare hands the title's own ones on).
const std::vector<engine::ArgOption>& sim_options();

// One campaign played by a bot kind to the end (also used by the campaign CLI and tests).
struct CampaignStats {
  std::vector<int> turns_per_session;
  int actions = 0;
  std::array<int, std::variant_size_v<Action>> by_kind{};  // Action variant index → count
  std::array<int, std::variant_size_v<Action>> dice_by_kind{};  // action dice given up, same index
  int cards_completed = 0, obstacles_overcome = 0, obstacles_arrived = 0;
  // Tracks and obstacles on the board as each session ended (index = year - 1).
  struct YearEnd {
    std::array<int, 6> progress{}, threat{};
    int on_board = 0;
  };
  std::vector<YearEnd> years;
  bool finished = false;
};
// Plays from `s` until the campaign is over, or only the current/next session when `one_session`.
CampaignStats play_with_bot(State& s, const Content& c, const std::string& bot, uint64_t bot_seed, bool one_session);

}  // namespace sb::sw
