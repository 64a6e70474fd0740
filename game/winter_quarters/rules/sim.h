#pragma once
// `seasonboard sim --title winter-quarters [--games N] [--seed S] [--bots B,P,F,I] [--json] [--content DIR]`:
// whole games with bots (one kind per faction, in the order British, Patriots, French, Indians;
// default heuristic for all) and the report a designer of this game needs: victories per faction and
// side, victory margins, how and when games end, when the Winter Quarters Rounds fall, Resources,
// Support/Opposition and control over time. Exit 2 on bad arguments, 1 when a game fails.
#include <array>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/args.h"
#include "game/winter_quarters/rules/content.h"
#include "game/winter_quarters/rules/state.h"

namespace sb::wq {

int run_sim_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The options run_sim_cli reads (sim --compare hands the title's own ones on).
const std::vector<engine::ArgOption>& sim_options();

// What one game looked like at its checkpoints: 0 = start, 1 = after the first WQ Round, 2 = end.
struct GameRecord {
  std::vector<int> ranking;
  std::array<int, kFactionCount> margin{};
  bool victory_check = false;  // ended by a Victory Check (else at Final Victory)
  int rounds = 0;              // WQ Rounds begun
  std::array<int, 2> wq_card_turn{{-1, -1}};  // card turns played before each WQ Round
  struct Snapshot {
    std::array<int, kFactionCount> resources{};
    int support = 0, opposition = 0, british_control = 0, rebellion_control = 0;
  };
  std::array<Snapshot, 3> at{};
  long actions = 0;
  bool finished = false;
};

// Plays one game from the scenario with the given bot kinds per faction.
GameRecord play_game(const Content& c, const std::array<std::string, kFactionCount>& bots, uint64_t seed, long max_actions = 20000);

}  // namespace sb::wq
