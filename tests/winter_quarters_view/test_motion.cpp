// Issue 31, "Motion": nothing moved in Winter Quarters; a March or a Muster changed the counts on
// the map between two frames. Pieces that left a pile for another now fly between them over the
// table's clock (the Menu's animation speed), the frames keep coming while they fly, a tap lands
// them, and with animations off nothing flies (tests/support/motion_checks.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "game/winter_quarters/view/table_view.h"
#include "tests/support/motion_checks.h"

namespace sb::wq::view::test {

namespace {
std::unique_ptr<sb::test::ResultsTable<TableScreen>> table() {
  return std::make_unique<sb::test::ResultsTable<TableScreen>>(sb::test::fresh_match<Title>("content/winter_quarters", 4, 7),
                                                               sb::test::ResultSize{1920, 1080, 96}, "heuristic");
}
// How many of `kind` a space holds (a box: one of the board's place numbers); how many cards of a
// kind a card place holds (the draw pile face down: all of them).
int held(const State& s, int place, int kind) {
  if (kind >= kHiddenCard) {
    std::vector<int> cards;
    if (place == kPlaceDrawPile) cards = s.draw;
    else if (place == kPlacePlayed) cards = s.played;
    else if (const int card = place == kPlaceCurrent ? s.current : s.on_deck; card >= 0) cards.push_back(card);
    if (kind == kHiddenCard) return static_cast<int>(cards.size());
    return static_cast<int>(std::count(cards.begin(), cards.end(), kind - kHiddenCard - 1));
  }
  if (place >= 0) return s.spaces[static_cast<size_t>(place)].pieces[static_cast<size_t>(kind)];
  const auto& box = place == kPlaceAvailable ? s.available : place == kPlaceCasualties ? s.casualties : s.unavailable;
  return box[static_cast<size_t>(kind)];
}
}  // namespace

TEST_CASE("motion: pieces that moved fly from the pile they left to the one they joined, then land") {
  auto t = table();
  CHECK(sb::test::check_flights<TableScreen, State>(*t, held, "wq") >= 1);
}

// Cards travel: a card drawn to On deck, On deck to Current, Current to the played pile appeared
// in its place between two frames; each now flies (face down, its slot empty until it lands).
TEST_CASE("motion: a card drawn or played flies from the draw pile, On deck or Current to its new place") {
  auto t = table();
  std::set<std::pair<int, int>> routes;
  CHECK(sb::test::check_flights<TableScreen, State>(*t, held, "wq-cards", 3, 900, [&](const ui::PileFlights::Flight& f) {
          if (f.kind < kHiddenCard) return false;
          routes.insert({f.from_place, f.to_place});
          return true;
        }) >= 3);
  CHECK(routes.count({kPlaceDrawPile, kPlaceOnDeck}) == 1);
  CHECK(routes.count({kPlaceOnDeck, kPlaceCurrent}) == 1);
}

TEST_CASE("motion: a tap lands what flies; with animations off nothing flies") {
  auto t = table();
  sb::test::check_tap_lands_and_off(*t);
}

// Scores tick: a faction's Resources an action changed count from the old value to the new.
TEST_CASE("motion: a faction's Resources an action changed tick from their old value to their new one") {
  auto t = table();
  CHECK(sb::test::check_ticks<TableScreen, State>(
            *t, kFactionCount, [](const State& s, int f) { return s.factions[static_cast<size_t>(f)].resources; }) >= 1);
}

}  // namespace sb::wq::view::test
