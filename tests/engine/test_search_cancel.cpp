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
#include "tests/engine/nim.h"

namespace {

using sb::engine::Rng;

// Nim (tests/engine/nim.h) scored before its end too, so that the moves differ in every playout.
struct BigNim : sb::test::Nim {
  static std::vector<int> scores(const State& s, const Content& c) {
    std::vector<int> out = Nim::scores(s, c);
    out[0] += s.stones % 4;
    return out;
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
