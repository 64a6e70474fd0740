#pragma once
// The rules' fast paths, for their own copies of the table and the bot's rollouts (bot.cpp): the
// same rules as rules.h's apply_action and legal_actions, without the copies and allocations those
// make for a caller that keeps its tables. Only the rules' .cpp files and their tests include this.
#include <memory>
#include <vector>

#include "engine/core/result.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw {

// apply_action(state, ...) played into `out` (a State the caller keeps, whose buffers are reused):
// when accepted, `out` is what apply_action would have left in `state`; when refused, `out` is
// unspecified. `state` is never changed; `out` must be another State.
engine::ApplyResult apply_action_into(const State& state, State& out, const Content& c, const Action& a);

// legal_actions_but_trades(s, c) into `out` (its capacity reused).
void legal_actions_but_trades_into(const State& s, const Content& c, std::vector<Action>& out);

// Whether legal_actions_but_trades(s, c) holds a PlaceOnCard, or a PlaceOnObstacle (the scan of
// that kind alone).
bool has_legal_card_placement(const State& s, const Content& c);
bool has_legal_obstacle_placement(const State& s, const Content& c);

// A State to copy the table into, lent by the thread's spares: the buffers a returned State left
// are reused by the next copy assigned into it (a copy-constructed State allocates every vector and
// map node again). Leases nest; each is returned when it ends.
class SpareState {
 public:
  SpareState();
  ~SpareState();
  SpareState(const SpareState&) = delete;
  SpareState& operator=(const SpareState&) = delete;
  State& operator*() { return *held_; }
  State* operator->() { return held_.get(); }

 private:
  std::unique_ptr<State> held_;
};

}  // namespace sb::sw
