// The search bot (engine/search/ismcts.h) in Six Winters: it never peeks at the dice or the order
// of the obstacle, location and progress decks; its samples are possible States.
#include <algorithm>
#include <map>

#include "support.h"
#include "tests/support/search_checks.h"

using namespace sb::sw;

namespace {

// s with only what nobody knows changed: the dice reseeded, the obstacle and location decks
// reshuffled, the progress deck's cards reordered within their stages.
State perturb(const State& s, int, sb::engine::Rng& rng) {
  const Content& c = sw_test::content();
  State o = s;
  o.rng = sb::engine::Rng(rng.next_u32(), 19);
  for (sb::engine::Deck& d : o.obstacle_decks) rng.shuffle(d.draw_pile);
  for (std::vector<int>& d : o.location_decks) rng.shuffle(d);
  std::map<int, std::vector<size_t>> at;
  for (size_t i = 0; i < o.session.progress_deck.size(); ++i)
    at[c.progress[static_cast<size_t>(o.session.progress_deck[i])].stage].push_back(i);
  for (auto& [stage, places] : at) {
    std::vector<int> cards;
    for (size_t i : places) cards.push_back(o.session.progress_deck[i]);
    rng.shuffle(cards);
    for (size_t k = 0; k < places.size(); ++k) o.session.progress_deck[places[k]] = cards[k];
  }
  return o;
}

sb::engine::SearchConfig small() {
  sb::engine::SearchConfig cfg;
  cfg.iterations = 12;
  cfg.depth = 12;
  cfg.playout_kind = "greedy";
  return cfg;
}

}  // namespace

TEST_CASE("sw: the search bot never peeks at the dice or the decks' order") {
  const Content& c = sw_test::content();
  std::vector<State> starts = {new_campaign(c, sw_test::setup(2, 1), 51), new_campaign(c, sw_test::setup(3, 1), 52)};
  auto run = sb::test::check_no_peeking<Title>(c, starts, 24, 6, small(), perturb, false);
  MESSAGE(run.positions << " positions, " << run.changed << " changed, " << run.peeking_differs << " where a peeking search differs");
  CHECK(run.positions >= 24);
  CHECK(run.changed >= run.positions / 2);
  CHECK(run.peeking_differs > 0);
}

TEST_CASE("sw: the search bot is offered at three levels, plays for the table and answers legally") {
  const Content& c = sw_test::content();
  const auto kinds = Title::bot_kinds();
  for (const char* k : {"search-easy", "search", "search-hard"}) CHECK(std::find(kinds.begin(), kinds.end(), k) != kinds.end());
  State s = new_campaign(c, sw_test::setup(2, 1), 61);
  sb::engine::Rng bot(8);
  for (int n = 0; n < 40 && s.status != kFinished; ++n) {
    const Action a = Title::bot_action(s, c, "search-easy", bot);
    const auto legal = Title::legal_actions(s, c);
    REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
    REQUIRE(Title::apply(s, c, a).ok());
  }
}
