#pragma once
// A toy title for the engine's search tests: Nim with one pile, take 1 to 3, whoever takes the
// last stone wins (the winning move leaves a multiple of 4), with a dice stream in the State that
// nobody may see (view_for hides it, sample_hidden makes a new one).
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "engine/search/ismcts.h"

namespace sb::test {

using sb::engine::Rng;

struct Nim {
  struct State {
    int stones = 0, actor = 0;
    Rng rng;
    bool operator==(const State&) const = default;
  };
  using Action = int;
  struct Content {};
  static std::vector<Action> legal_actions(const State& s, const Content&) {
    std::vector<Action> out;
    for (int take = 1; take <= 3 && take <= s.stones; ++take) out.push_back(take);
    return out;
  }
  static sb::engine::ApplyResult apply(State& s, const Content&, const Action& take) {
    if (take < 1 || take > 3 || take > s.stones) return sb::engine::ApplyResult::rejected("bad", "no");
    s.stones -= take;
    s.rng.next_u32();
    if (s.stones > 0) s.actor = 1 - s.actor;
    return sb::engine::ApplyResult::accepted();
  }
  static sb::engine::Prompt prompt(const State& s, const Content&) { return {s.actor, "take", "", false, s.stones == 0}; }
  static int seat_count(const State&) { return 2; }
  // The seat that took the last stone wins.
  static std::vector<int> scores(const State& s, const Content&) {
    std::vector<int> out(2, 0);
    if (s.stones == 0) out[static_cast<size_t>(s.actor)] = 1;
    return out;
  }
  static Action bot_action(const State& s, const Content& c, const std::string&, Rng& rng) {
    auto legal = legal_actions(s, c);
    return legal[rng.below(static_cast<uint32_t>(legal.size()))];
  }
  static State view_for(const State& s, int) {
    State v = s;
    v.rng = Rng(0);
    return v;
  }
  static State sample_hidden(const State& v, int, const Content&, Rng& rng) {
    State s = v;
    s.rng = Rng(rng.next_u32());
    return s;
  }
};
static_assert(sb::engine::HasHiddenInfo<Nim>);

}  // namespace sb::test
