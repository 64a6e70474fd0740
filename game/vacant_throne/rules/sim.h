#pragma once
// `seasonboard sim --title vacant-throne [--games N] [--seed S] [--players N] [--bots K,...] [--json] [--content DIR]`:
// whole games with bots and the report a designer of this game needs: wins and score by starting
// position on T0 and by bot kind, where Prestige comes from, which laws pass, which workplaces are
// built and used, broken guarantee clauses. Exit 2 on bad arguments, 1 when a game fails.
#include <array>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/args.h"
#include "game/vacant_throne/rules/content.h"
#include "game/vacant_throne/rules/state.h"

namespace sb::vt {

int run_sim_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
const std::vector<engine::ArgOption>& sim_options();

struct GameRecord {
  bool finished = false;
  long actions = 0;
  std::vector<int> position;  // per seat: 0-based slot order on T0 at the start
  std::vector<int> score;     // per seat
  int winner = -1;
  std::vector<std::array<int, kSourceCount>> prestige_from;
  std::vector<int> laws_enacted;  // law indices
  std::vector<int> assigns, builds;  // per workplace kind
  int broken = 0;
};

// Plays one game: `bots[seat]` is each seat's bot kind.
GameRecord play_game(const Content& c, const std::vector<std::string>& bots, uint64_t seed, long max_actions = 200000);

}  // namespace sb::vt
