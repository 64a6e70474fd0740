// The engine's search bot (engine/search/ismcts.h) on a toy game small enough to know the answer:
// Nim with one pile, take 1 to 3, whoever takes the last stone wins; the winning move leaves a
// multiple of 4. A hidden dice stream in the State must not change its choice.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/core/result.h"
#include "engine/search/ismcts.h"
#include "engine/search/levels.h"
#include "tests/engine/nim.h"

namespace {

using sb::engine::Rng;

using sb::test::Nim;

sb::engine::SearchConfig config(int iterations) {
  sb::engine::SearchConfig cfg;
  cfg.iterations = iterations;
  cfg.depth = 40;
  return cfg;
}

}  // namespace

TEST_CASE("search: finds the winning move at Nim and keeps it whatever the hidden dice") {
  Nim::Content c;
  for (int stones : {5, 6, 7, 9, 10, 11, 13}) {
    Nim::State s{stones, 0, Rng(1)};
    Rng bot(7);
    CHECK_MESSAGE(sb::engine::search_action<Nim>(s, c, config(2000), bot) == stones % 4, stones << " stones");
    // The same seed decides the same, whatever the State's own dice.
    Nim::State other = s;
    other.rng = Rng(12345);
    Rng a(3), b(3);
    CHECK(sb::engine::search_action<Nim>(s, c, config(200), a) == sb::engine::search_action<Nim>(other, c, config(200), b));
  }
}

TEST_CASE("search: one answer is returned without searching; the levels scale the budget") {
  Nim::Content c;
  Nim::State s{1, 0, Rng(1)};
  Rng bot(1);
  sb::engine::SearchStats stats;
  CHECK(sb::engine::search_action<Nim>(s, c, config(100), bot, &stats) == 1);
  CHECK(stats.iterations == 0);
  sb::engine::SearchConfig normal = config(100);
  CHECK(sb::engine::search_level("search-easy", normal)->iterations < 100);
  CHECK(sb::engine::search_level("search", normal)->iterations == 100);
  CHECK(sb::engine::search_level("search-hard", normal)->iterations > 100);
  CHECK(sb::engine::search_level("search", normal)->time_cap_seconds <= 0.25);
  CHECK(sb::engine::search_level("search-hard", normal)->time_cap_seconds <= 1.5);
  CHECK_FALSE(sb::engine::search_level("heuristic", normal).has_value());
  {
    const sb::engine::NoSearchTimeCaps off;  // the determinism tests' switch: the caps go, the budget stays
    CHECK(sb::engine::search_level("search-hard", normal)->time_cap_seconds == 0);
    CHECK(sb::engine::search_level("search-hard", normal)->iterations > 100);
  }
  CHECK(sb::engine::search_level("search-hard", normal)->time_cap_seconds > 0);
}

TEST_CASE("search: the time cap stops a search whose budget is too large for it") {
  Nim::Content c;
  Nim::State s{21, 0, Rng(1)};
  sb::engine::SearchConfig cfg = config(200000000);
  cfg.time_cap_seconds = 0.02;
  Rng bot(2);
  sb::engine::SearchStats stats;
  const int take = sb::engine::search_action<Nim>(s, c, cfg, bot, &stats);
  CHECK(stats.capped);
  CHECK(stats.iterations < 200000000);
  CHECK(take >= 1);
  CHECK(take <= 3);
}
