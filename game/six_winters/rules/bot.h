#pragma once
// The cooperative bot's method, for its tests and benchmarks (title.h's coop_bot_action plays it
// with the default plan). Only bot.cpp and the bot's tests include this.
#include <array>

#include "engine/core/rng.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw::bot {

// The odds of an overcome once the approach is done: `rolls` dice rolled in the defend, want[v]
// dice of value v still to place after the local assets (v = 1..6), `printed` the values the
// defend must show (bit v). Exact: every roll weighed by its probability.
struct RollOdds {
  double success = 0;       // every wanted value is among the rolls
  double defend_fails = 0;  // a printed value is missing from the rolls
  double placed = 0;        // the expected count of rolled dice placed
};
RollOdds roll_odds(int rolls, const std::array<int, 7>& want, unsigned printed);

// How the cooperative bot looks ahead; the defaults are what coop_bot_action plays. Each array is
// indexed by the seat count (0 unused; 4 stands for 4 and more).
struct CoopPlan {
  // the greedy's best choices played out beside its own pick, and the rollouts of each
  std::array<int, 5> candidates{5, 5, 5, 3, 2};
  std::array<int, 5> rollouts{6, 6, 6, 3, 2};  // at most 6
  std::array<bool, 5> location_actions{true, true, true, false, false};  // location actions join the candidates
  // Overcome odds exact (see roll_odds) rather than sampled from the bot's rng (48 rolls), in the
  // choice and in the rollouts.
  bool exact_odds = true;
  // With exact odds, each candidate's rollouts play the moves before the first roll once for all
  // seeds (the same choices as playing them seed by seed; only faster).
  bool share_openings = true;
  // The greedy's pass is kept without a lookahead.
  bool pass_without_lookahead = true;
};
Action coop_action(const State& s, const Content& c, engine::Rng& rng, const CoopPlan& plan);

}  // namespace sb::sw::bot
