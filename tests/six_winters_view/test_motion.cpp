// Issue 31, "Motion": in Six Winters a character that moved, an obstacle drawn onto a location, a
// progress card drawn to a staging position or a seat appeared in its new place between two
// frames, and the tracks' progress and threat jumped. Now each flies from where it was (a card
// from its deck, face down, its slot empty until it lands) and the numbers tick, on the table's
// clock; a tap lands them; with animations off nothing moves (tests/support/motion_checks.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "game/app/screen/match_files.h"
#include "game/six_winters/view/table_view.h"
#include "tests/support/motion_checks.h"

namespace sb::sw::view::test {

namespace {
std::unique_ptr<sb::test::ResultsTable<TableScreen>> mid_session() {
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/six_winters_view/mid_session.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  return std::make_unique<sb::test::ResultsTable<TableScreen>>(std::move(opened.match), sb::test::ResultSize{1920, 1080, 96});
}

// How many of `cards` are of `kind` (the family's hidden kind: all of them, as the view shows them face down).
int of_kind(const std::vector<int>& cards, int kind, int hidden) {
  if (kind == hidden) return static_cast<int>(cards.size());
  return static_cast<int>(std::count(cards.begin(), cards.end(), kind - hidden - 1));
}

// What the State puts at a place of the view's piles (board_draw.h): characters and obstacles at
// a location, obstacles in a region's deck, progress cards in the deck, discard, staging, a seat.
int held(const State& s, int place, int kind) {
  if (s.status != kInSession) return 0;
  if (place >= 0) {
    if (kind < kHiddenObstacle)
      return static_cast<int>(std::count_if(s.session.in_play.begin(), s.session.in_play.end(),
                                            [&](const InPlay& ip) { return ip.location == place && ip.character == kind; }));
    std::vector<int> cards;
    if (auto it = s.attached.find(place); it != s.attached.end())
      for (int instance : it->second) cards.push_back(card_of(instance));
    return of_kind(cards, kind, kHiddenObstacle);
  }
  if (place <= obstacle_deck_place(0) && place >= obstacle_deck_place(kRegions - 1))
    return of_kind(s.obstacle_decks[static_cast<size_t>(obstacle_deck_place(0) - place)].draw_pile, kind, kHiddenObstacle);
  std::vector<int> cards;
  if (place == kPlaceProgressDeck) cards = s.session.progress_deck;
  else if (place == kPlaceProgressDiscard) cards = s.session.progress_discard;
  else if (place <= staging_place(0) && place >= staging_place(3)) {
    if (const int card = s.session.staging[static_cast<size_t>(staging_place(0) - place)]; card >= 0) cards.push_back(card);
  } else if (const size_t seat = static_cast<size_t>(seat_card_place(0) - place); seat < s.session.seats.size()) {
    if (s.session.seats[seat].card >= 0) cards.push_back(s.session.seats[seat].card);
  }
  return of_kind(cards, kind, kHiddenProgress);
}
}  // namespace

TEST_CASE("motion: a character that moved flies from the location it left to the one it reached") {
  auto t = mid_session();
  CHECK(sb::test::check_flights<TableScreen, State>(*t, held, "sw") >= 1);
}

TEST_CASE("motion: obstacles and progress cards drawn fly from their deck to their location, position or seat") {
  auto t = mid_session();
  std::set<int> kinds;  // the families seen flying
  CHECK(sb::test::check_flights<TableScreen, State>(*t, held, "sw-cards", 4, 900, [&](const ui::PileFlights::Flight& f) {
          if (f.kind < kHiddenObstacle) return false;
          kinds.insert(f.kind >= kHiddenProgress ? kProgressFamily : kObstacleFamily);
          return true;
        }) >= 4);
  CHECK(kinds.count(kObstacleFamily) == 1);
  CHECK(kinds.count(kProgressFamily) == 1);
}

TEST_CASE("motion: a tap lands what flies; with animations off nothing flies") {
  auto t = mid_session();
  sb::test::check_tap_lands_and_off(*t, 100);
}

// A track's progress an action changed counts from its old value to its new one (words and bar).
TEST_CASE("motion: a track's progress an action changed ticks from its old value to its new one") {
  auto t = mid_session();
  CHECK(sb::test::check_ticks<TableScreen, State>(
            *t, kResources, [](const State& s, int r) { return s.tracks[static_cast<size_t>(r)].progress; }) >= 1);
}

}  // namespace sb::sw::view::test
