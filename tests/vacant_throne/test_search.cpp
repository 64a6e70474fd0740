// The search bot (engine/search/ismcts.h) in Vacant Throne: it never peeks at other hands, the
// deck and law deck orders or the dice; its samples are possible States; it is deterministic.
#include <algorithm>
#include <sstream>

#include "game/app/cli/cli.h"

#include "support.h"
#include "engine/search/levels.h"
#include "tests/support/search_checks.h"

using namespace vtt;

namespace {

// s with only what `seat` cannot know changed: other hands traded with the deck, the decks
// reshuffled, the dice reseeded.
State perturb(const State& s, int seat, sb::engine::Rng& rng) {
  State o = s;
  o.rng = sb::engine::Rng(rng.next_u32(), 11);
  for (int p = 0; p < static_cast<int>(o.players.size()); ++p) {
    if (p == seat) continue;
    std::vector<int>& hand = o.players[static_cast<size_t>(p)].hand;
    // A hand card offered in a trade stays in the hand (the trade names it).
    bool offered = false;
    for (const Item& it : o.talk.items)
      if (it.kind == kItemHand && it.giver == p) offered = true;
    if (offered) continue;
    for (int& card : hand)
      if (!o.deck.empty()) std::swap(card, o.deck[rng.below(static_cast<uint32_t>(o.deck.size()))]);
    std::sort(hand.begin(), hand.end());
  }
  rng.shuffle(o.deck);
  rng.shuffle(o.law_deck);
  return o;
}

sb::engine::SearchConfig small() {
  sb::engine::SearchConfig cfg;
  cfg.iterations = 24;
  cfg.depth = 24;
  cfg.playout_kind = "heuristic";
  return cfg;
}

}  // namespace

TEST_CASE("vt: the search bot never peeks at other hands, the decks or the dice") {
  std::vector<State> starts = {fresh(3, 11), fresh(4, 12), fresh(5, 13)};
  auto run = sb::test::check_no_peeking<Title>(*content(), starts, 30, 7, small(), perturb);
  MESSAGE(run.positions << " positions, " << run.changed << " changed, " << run.peeking_differs << " where a peeking search differs");
  CHECK(run.positions >= 30);
  CHECK(run.changed >= run.positions / 2);
  // The same positions catch a search that sees the real State.
  CHECK(run.peeking_differs > 0);
}

TEST_CASE("vt: the search bot is deterministic, takes only its seat's answers and is offered at three levels") {
  State s = fresh(3, 5);
  const sb::engine::NoSearchTimeCaps same_on_every_machine;  // a sanitizer build reaches the caps
  sb::engine::Rng a(42), b(42);
  const Action first = Title::bot_action(s, *content(), "search-easy", a);
  CHECK(first == Title::bot_action(s, *content(), "search-easy", b));
  CHECK(first.seat == decider(s));
  const auto legal = Title::legal_actions(s, *content());
  CHECK(std::find(legal.begin(), legal.end(), first) != legal.end());
  const auto kinds = Title::bot_kinds();
  for (const char* k : {"search-easy", "search", "search-hard"}) CHECK(std::find(kinds.begin(), kinds.end(), k) != kinds.end());
}

TEST_CASE("vt: sim reports the search bot under its own kind") {
  // The report's tallies had room for the three older kinds only: a search seat was counted out of
  // their bounds (and reported as nobody's).
  std::ostringstream out, err;
  std::istringstream in;
  const int code = sb::app::run_cli({"sim", "--title", "vacant-throne", "--games", "1", "--jobs", "1", "--players", "3", "--json",
                                     "--bots", "search-easy,planner,planner"},
                                    out, err, in);
  REQUIRE_MESSAGE(code == 0, err.str());
  YAML::Node report = YAML::Load(out.str());
  bool found = false;
  double seats = 0;
  for (const auto& k : report["bot_kinds"]) {
    seats += k["seats"].as<double>();
    if (k["bot"].as<std::string>() == "search-easy") {
      found = true;
      CHECK(k["seats"].as<double>() == 1);
    }
  }
  CHECK(found);
  CHECK(seats == 3);
}
