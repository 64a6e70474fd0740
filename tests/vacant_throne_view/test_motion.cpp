// Issue 31, "Motion": a knight that marched or fled left one tile's count and joined another's
// between two frames. Knights that moved now fly between the tiles' marks over the table's clock
// (the Menu's animation speed), a tap lands them, and with animations off none flies
// (tests/support/motion_checks.h).
#include <doctest/doctest.h>

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
// How many knights of `seat` (or Bandits) a tile holds.
int held(const State& s, int tile, int kind) {
  const TileState& t = s.tiles[static_cast<size_t>(tile)];
  return kind == kBanditKind ? t.bandits : t.knights[static_cast<size_t>(kind)];
}
}  // namespace

TEST_CASE("motion: knights that moved fly from the tile they left to the one they joined, then land") {
  auto t = mid_game();
  CHECK(sb::test::check_flights<TableScreen, State>(*t, held, "vt") >= 1);
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
