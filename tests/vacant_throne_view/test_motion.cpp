// Issue 31, "Motion": a knight that marched or fled left one tile's count and joined another's
// between two frames. Knights that moved now fly between the tiles' marks over the table's clock
// (the Menu's animation speed), a tap lands them, and with animations off none flies
// (tests/support/motion_checks.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "game/app/screen/match_files.h"
#include "game/vacant_throne/view/table_view.h"
#include "tests/support/motion_checks.h"

namespace sb::vt::view::test {

namespace {
std::unique_ptr<sb::test::ResultsTable<TableScreen>> mid_game() {
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/vacant_throne_view/mid_game.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  return std::make_unique<sb::test::ResultsTable<TableScreen>>(std::move(opened.match), sb::test::ResultSize{1920, 1080, 96});
}
// How many knights of `seat` (or Bandits) a tile holds; how many cards of a kind a card place
// holds (of its family, for the hidden kind: the view shows them face down).
int held(const State& s, int place, int kind) {
  if (place >= 0) {
    const TileState& t = s.tiles[static_cast<size_t>(place)];
    return kind == kBanditKind ? t.bandits : t.knights[static_cast<size_t>(kind)];
  }
  std::vector<int> cards;
  if (place == kPlaceDeck) cards = s.deck;
  else if (place == kPlaceDiscard) cards = s.discard;
  else if (place == kPlaceLawDeck) cards = s.law_deck;
  else if (place == kPlaceDocket) cards = s.docket;
  else if (place == kPlaceEnacted) for (const Enacted& e : s.enacted) cards.push_back(e.law);
  else if (place <= cell_place(0, 0)) {
    const Cell& cell = s.players[static_cast<size_t>((cell_place(0, 0) - place) / 9)].grid[static_cast<size_t>((cell_place(0, 0) - place) % 9)];
    if (cell.card >= 0) cards.push_back(cell.card);
  } else {
    cards = s.players[static_cast<size_t>(hand_place(0) - place)].hand;
  }
  const int hidden = kind >= kHiddenLaw ? kHiddenLaw : kHiddenWorkplace;
  if (kind == hidden) return static_cast<int>(cards.size());
  return static_cast<int>(std::count(cards.begin(), cards.end(), kind - hidden - 1));
}
}  // namespace

TEST_CASE("motion: knights that moved fly from the tile they left to the one they joined, then land") {
  auto t = mid_game();
  CHECK(sb::test::check_flights<TableScreen, State>(*t, held, "vt") >= 1);
}

// Cards travel: a workplace drawn, built, discarded, a law put on the Docket or passed appeared
// in its hand or slot between two frames. Each now flies from its deck, hand or slot (face down,
// its slot empty until it lands), checked against the cards the State moved.
TEST_CASE("motion: cards drawn, built or passed fly from their deck, hand or slot to their new place") {
  auto t = mid_game();
  std::set<std::pair<int, int>> routes;  // (from, to) places seen
  CHECK(sb::test::check_flights<TableScreen, State>(*t, held, "vt-cards", 6, 900, [&](const ui::PileFlights::Flight& f) {
          if (f.kind < kHiddenWorkplace) return false;
          routes.insert({f.from_place, f.to_place});
          return true;
        }) >= 6);
  // Cards reached a grid cell or a hand (not only the decks' own moves).
  CHECK(std::any_of(routes.begin(), routes.end(), [](const std::pair<int, int>& r) { return r.second <= hand_place(0); }));
}

TEST_CASE("motion: a tap lands knights in the air; with animations off none flies") {
  auto t = mid_game();
  sb::test::check_tap_lands_and_off(*t, 100);
}

// Scores tick: a Prestige an action changed counts from its old value to its new one on the
// player's block (before, it jumped), lands after its time, and with animations off shows at once.
TEST_CASE("motion: a player's Prestige an action changed ticks from its old value to its new one") {
  auto t = mid_game();
  const int players = static_cast<int>(t->screen->state().players.size());
  CHECK(sb::test::check_ticks<TableScreen, State>(
            *t, players, [](const State& s, int seat) { return s.players[static_cast<size_t>(seat)].prestige; }) >= 1);
}

}  // namespace sb::vt::view::test
