// The search bot (engine/search/ismcts.h) in Six Winters: it never peeks at the dice or the order
// of the obstacle, location and progress decks; its samples are possible States.
#include <algorithm>
#include <atomic>
#include <map>

#include "support.h"
#include "engine/search/levels.h"
#include "engine/search/team_search.h"
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

TEST_CASE("sw: the search weighs the greedy bot's few best choices, not the whole legal list") {
  // With every legal action as a child (100 and more at a main choice) the search's 60 playouts
  // tried each child about once and picked by one noisy sample: with search in every seat a
  // campaign did worse than with the greedy bot. Its choices are the greedy's pick, the next best
  // it scored and the location actions.
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 1), 71);
  sb::engine::Rng bot(9);
  int main_choices = 0, wide = 0;
  for (int n = 0; n < 400 && s.status != kFinished; ++n) {
    const std::vector<Action> choices = Title::search_actions(s, c);
    const std::vector<Action> legal = Title::legal_actions(s, c);
    REQUIRE(!choices.empty());
    for (const Action& a : choices) REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
    // The greedy's own answer leads (its overcome odds rolled from the shortlist's fixed stream).
    sb::engine::Rng odds(0x5eedULL, 0x51ULL);
    CHECK(choices.front() == greedy_bot_action(s, c, odds));
    if (choices.size() > 1) {
      ++main_choices;
      int locations = 0;
      for (const Action& a : choices) locations += std::holds_alternative<LocationAction>(a);
      CHECK(static_cast<int>(choices.size()) - locations <= 6);
      wide += legal.size() > 3 * choices.size();
    }
    REQUIRE(Title::apply(s, c, greedy_bot_action(s, c, bot)).ok());
  }
  MESSAGE(main_choices << " main choices searched, " << wide << " of them from a legal list over three times as long");
  CHECK(main_choices >= 20);
  CHECK(wide >= main_choices / 2);
}

TEST_CASE("sw: the table's one-mind search never peeks at the dice or the decks' order") {
  // The search bot kinds play engine/search/team_search.h: every choice on the same imagined
  // futures. Two States that differ only in hidden things give the same choice for the same seed;
  // a search that sees the real State differs somewhere, so the check can fail.
  const Content& c = sw_test::content();
  sb::engine::NoSearchTimeCaps exact;
  using Peek = sb::test::Peeking<Title>;
  State s = new_campaign(c, sw_test::setup(2, 1), 53);
  sb::engine::Rng play(20261127, 3), hide(99, 5);
  int positions = 0, peeking_differs = 0;
  for (uint64_t start = 54; positions < 16 && start < 60;) {
    for (int k = 0; k < 6 && s.status != kFinished; ++k) REQUIRE(Title::apply(s, c, Title::bot_action(s, c, "random", play)).ok());
    if (s.status == kFinished) s = new_campaign(c, sw_test::setup(2, 1), start++);  // random play ends campaigns early
    if (Title::search_actions(s, c).size() < 2) continue;
    ++positions;
    const State other = perturb(s, 0, hide);
    const int focus = team_focus(s, c);
    auto worth = [&](const State& end) { return table_worth(end, c, focus); };
    const uint64_t seed = 500 + static_cast<uint64_t>(positions);
    sb::engine::Rng a(seed), b(seed);
    const Action mine = sb::engine::team_search_action<Title>(s, c, small(), a, worth);
    const Action theirs = sb::engine::team_search_action<Title>(other, c, small(), b, worth);
    CHECK_MESSAGE(mine == theirs, "position " << positions << ": " << Title::describe(mine, s, c) << " / " << Title::describe(theirs, other, c));
    if (positions <= 4) {  // the bot kind itself, at its Easy budget
      sb::engine::Rng a2(seed), b2(seed);
      CHECK(Title::bot_action(s, c, "search-easy", a2) == Title::bot_action(other, c, "search-easy", b2));
    }
    sb::engine::Rng pa(seed), pb(seed);
    if (!(sb::engine::team_search_action<Peek>(s, c, small(), pa, worth) ==
          sb::engine::team_search_action<Peek>(other, c, small(), pb, worth)))
      ++peeking_differs;
  }
  MESSAGE(positions << " positions, " << peeking_differs << " where a peeking search differs");
  CHECK(positions >= 16);
  CHECK(peeking_differs > 0);
}

TEST_CASE("sw: the table's one-mind search stops at once when the table cancels it") {
  // Undo, reload and quit at the table set the cancel flag (engine/search/ismcts.h); the one-mind
  // search polls it before every playout, as the tree search does.
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 1), 71);
  sb::engine::Rng bot(9);
  for (int n = 0; n < 400 && Title::search_actions(s, c).size() < 2; ++n) REQUIRE(Title::apply(s, c, greedy_bot_action(s, c, bot)).ok());
  REQUIRE(Title::search_actions(s, c).size() >= 2);
  auto worth = [&](const State& end) { return table_worth(end, c, 0); };
  sb::engine::SearchStats free_run, stopped;
  sb::engine::Rng a(3), b(3);
  sb::engine::team_search_action<Title>(s, c, small(), a, worth, &free_run);
  CHECK(free_run.iterations > 0);
  CHECK_FALSE(free_run.cancelled);
  std::atomic<bool> cancel{true};
  sb::engine::SearchCancelScope scope(&cancel);
  const Action got = sb::engine::team_search_action<Title>(s, c, small(), b, worth, &stopped);
  CHECK(stopped.cancelled);
  CHECK(stopped.iterations == 0);
  const auto legal = Title::legal_actions(s, c);
  CHECK(std::find(legal.begin(), legal.end(), got) != legal.end());
}
