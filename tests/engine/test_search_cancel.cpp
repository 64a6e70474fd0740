// The search bot's cancel flag (engine/search/ismcts.h): a table stops a decision it no longer
// wants (undo, reload, quit) and the search returns within a playout, from another thread too. No
// UI here, so the sanitizer build runs it. The toy game: Nim with a pile too big to finish.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/result.h"
#include "engine/search/ismcts.h"
#include "engine/search/levels.h"

namespace {

using sb::engine::Rng;

struct BigNim {
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
  static std::vector<int> scores(const State& s, const Content&) {
    std::vector<int> out(2, 0);
    if (s.stones == 0) out[static_cast<size_t>(s.actor)] = 1;
    out[0] += s.stones % 4;  // something to tell the moves apart before the end
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
static_assert(sb::engine::HasHiddenInfo<BigNim>);

}  // namespace

TEST_CASE("search: a cancel flag set before the search stops it before its first playout") {
  BigNim::Content c;
  BigNim::State s{100000, 0, Rng(1)};
  sb::engine::SearchConfig cfg;
  cfg.iterations = 1000000000;
  std::atomic<bool> cancel{true};
  sb::engine::SearchStats stats;
  Rng rng(7);
  SUBCASE("in the config") {
    cfg.cancel = &cancel;
    (void)sb::engine::search_action<BigNim>(s, c, cfg, rng, &stats);
  }
  SUBCASE("on the thread (what a table's worker sets for the bot kinds' own configs)") {
    sb::engine::SearchCancelScope scope(&cancel);
    (void)sb::engine::search_action<BigNim>(s, c, cfg, rng, &stats);
  }
  CHECK(stats.cancelled);
  CHECK(stats.iterations == 0);
  CHECK(sb::engine::search_cancel_on_this_thread() == nullptr);  // the scope put it back
}

TEST_CASE("search: a search on another thread stops once its flag is set, and its thread joins") {
  BigNim::Content c;
  BigNim::State s{100000, 0, Rng(1)};
  sb::engine::SearchConfig cfg;
  cfg.iterations = 1000000000;  // far more than the test waits for
  std::atomic<bool> cancel{false};
  std::atomic<bool> began{false};
  sb::engine::SearchStats stats;
  int choice = 0;
  std::thread worker([&] {
    sb::engine::SearchCancelScope scope(&cancel);
    Rng rng(7);
    began = true;
    choice = sb::engine::search_action<BigNim>(s, c, cfg, rng, &stats);
  });
  while (!began.load()) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  cancel = true;
  worker.join();  // a search that never looked at the flag would hang the test here
  CHECK(stats.cancelled);
  CHECK(stats.iterations < cfg.iterations);
  CHECK(choice >= 1);
  CHECK(choice <= 3);
}
