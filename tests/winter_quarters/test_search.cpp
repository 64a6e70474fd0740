// The search bot (engine/search/ismcts.h) in Winter Quarters: the map is public; it never peeks at
// the draw pile's order or the dice; its samples are possible States that keep the deck's build.
#include <algorithm>
#include <sstream>

#include "game/app/cli/cli.h"

#include "support.h"
#include "tests/support/search_checks.h"

using namespace wqt;

namespace {

// s with only what nobody knows changed: the Events still in the draw pile reordered among their
// places, the dice reseeded.
State perturb(const State& s, int, sb::engine::Rng& rng) {
  State o = s;
  o.rng = sb::engine::Rng(rng.next_u32(), 13);
  std::vector<size_t> at;
  std::vector<int> events;
  for (size_t i = 0; i < o.draw.size(); ++i)
    if (!content()->cards[static_cast<size_t>(o.draw[i])].winter) at.push_back(i), events.push_back(o.draw[i]);
  rng.shuffle(events);
  for (size_t k = 0; k < at.size(); ++k) o.draw[at[k]] = events[k];
  return o;
}

sb::engine::SearchConfig small() {
  sb::engine::SearchConfig cfg;
  cfg.iterations = 24;
  cfg.depth = 30;
  cfg.playout_kind = "heuristic";
  return cfg;
}

}  // namespace

TEST_CASE("wq: the search bot never peeks at the draw pile or the dice") {
  std::vector<State> starts = {fresh(21), fresh(22), fresh(23)};
  auto run = sb::test::check_no_peeking<Title>(*content(), starts, 30, 5, small(), perturb);
  MESSAGE(run.positions << " positions, " << run.changed << " changed, " << run.peeking_differs << " where a peeking search differs");
  CHECK(run.positions >= 30);
  CHECK(run.changed >= run.positions / 2);
  CHECK(run.peeking_differs > 0);
}

TEST_CASE("wq: a sample keeps each Winter Quarters card in its pile's bottom half") {
  // Deck positions (the draw pile is the deck's tail): two piles of half the Events and one Winter
  // Quarters card each; a pile's top half (a quarter of the Events) holds Events only.
  int events = 0;
  for (const Card& card : content()->cards) events += card.winter ? 0 : 1;
  const int pile_size = events / 2 + 1, top = events / 4;
  const State s = fresh(5);
  const int first = static_cast<int>(content()->cards.size()) - static_cast<int>(s.draw.size());
  sb::engine::Rng rng(9);
  for (int n = 0; n < 200; ++n) {
    const State sample = Title::sample_hidden(Title::view_for(s, 0), 0, *content(), rng);
    CHECK(Title::check(sample, *content()).empty());
    int pile = 0;
    for (size_t i = 0; i < sample.draw.size(); ++i)
      if (content()->cards[static_cast<size_t>(sample.draw[i])].winter) {
        const int pos = first + static_cast<int>(i);
        CHECK(pos >= pile * pile_size + top);
        CHECK(pos < (pile + 1) * pile_size);
        ++pile;
      }
    CHECK(pile == 2);
  }
}

TEST_CASE("wq: sim takes the search bot for a faction") {
  // The sim once took only heuristic and random, so `sim --bots search,...` was refused.
  std::ostringstream out, err;
  std::istringstream in;
  const int code = sb::app::run_cli({"sim", "--title", "winter-quarters", "--games", "1", "--jobs", "1", "--json", "--bots",
                                     "search-easy,heuristic,heuristic,heuristic"},
                                    out, err, in);
  REQUIRE_MESSAGE(code == 0, err.str());
  CHECK(out.str().find("\"search-easy\"") != std::string::npos);
}
