// Issue 31, "Motion": nothing moved in Winter Quarters; a March or a Muster changed the counts on
// the map between two frames. Pieces that left a pile for another now fly between them over the
// table's clock (the Menu's animation speed), the frames keep coming while they fly, a tap lands
// them, and with animations off nothing flies.
#include <doctest/doctest.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "engine/ui/raster.h"
#include "game/winter_quarters/view/table_view.h"
#include "tests/support/results_checks.h"

namespace sb::wq::view::test {

namespace {
// Plays one action: the bot's for a bot seat, else a pseudo-random legal one (as play_until_result).
void play_one(ui::TableHost& host, int k) {
  if (host.is_bot(host.prompt().seat)) {
    REQUIRE(host.bot_move());
  } else {
    const size_t count = host.match().legal_count();
    REQUIRE(count > 0);
    REQUIRE(host.apply_legal((static_cast<size_t>(k) * 2654435761u >> 5) % count));
  }
}
// How many of `kind` the space holds (a box: one of the board's place numbers).
int held(const State& s, int place, int kind) {
  if (place >= 0) return s.spaces[static_cast<size_t>(place)].pieces[static_cast<size_t>(kind)];
  const auto& box = place == kPlaceAvailable ? s.available : place == kPlaceCasualties ? s.casualties : s.unavailable;
  return box[static_cast<size_t>(kind)];
}
}  // namespace

// SB_MOTION_SHOTS=DIR writes the frame half way through the first flight between spaces, to look at.
TEST_CASE("motion: pieces that moved fly from the pile they left to the one they joined, then land") {
  const char* shots = std::getenv("SB_MOTION_SHOTS");
  std::optional<ui::NoRaster> unpainted;  // read by the view's flights and piles, never pixels
  if (!shots) unpainted.emplace();
  sb::test::ResultsTable<TableScreen> t(sb::test::fresh_match<Title>("content/winter_quarters", 4, 7), {1920, 1080, 96},
                                        "heuristic");
  TableScreen& host = *t.screen;
  const TableView& view = host.table();
  int flown = 0, on_map = 0;
  for (int k = 0; k < 600 && on_map == 0 && !host.prompt().game_over; ++k) {
    const State before = host.state();
    play_one(host, k);
    t.frames(1);
    for (const ui::PileFlights::Flight& f : view.flights()) {
      ++flown;
      CAPTURE(f.from_place);
      CAPTURE(f.to_place);
      // The pile it left holds fewer of its kind, the one it joined more, by at least its count.
      CHECK(held(before, f.from_place, f.kind) - held(host.state(), f.from_place, f.kind) >= f.count);
      CHECK(held(host.state(), f.to_place, f.kind) - held(before, f.to_place, f.kind) >= f.count);
      CHECK((f.from.x != f.to.x || f.from.y != f.to.y));
      if (f.from_place >= 0 && f.to_place >= 0 && ++on_map == 1 && shots) {
        host.step(ui::PileFlights::kSeconds * 0.5, false);
        t.frames(1);
        std::string error;
        t.target->save_png(std::string(shots) + "/wq-flight.png", error);
      }
    }
    if (!view.flights().empty()) {
      CHECK(view.animating());  // frames keep coming (and bots wait) while they fly
      host.step(ui::PileFlights::kSeconds + 0.01, false);
      t.frames(1);
      CHECK(view.flights().empty());  // landed
      CHECK(!view.animating());
    }
  }
  MESSAGE("flights seen: " << flown << ", from a space to a space: " << on_map);
  CHECK(on_map > 0);
}

TEST_CASE("motion: a tap lands what flies; with animations off nothing flies") {
  const ui::NoRaster unpainted;
  sb::test::ResultsTable<TableScreen> t(sb::test::fresh_match<Title>("content/winter_quarters", 4, 7), {1920, 1080, 96},
                                        "heuristic");
  TableScreen& host = *t.screen;
  const TableView& view = host.table();
  bool tapped = false;
  for (int k = 0; k < 600 && !tapped && !host.prompt().game_over; ++k) {
    play_one(host, k);
    t.frames(1);
    if (view.flights().empty()) continue;
    const ui::Rect board = host.board_rect();
    t.tap({board.x + board.w * 0.5f, board.y + board.h - 4});  // on the board's foot (any tap lands them)
    CHECK(view.flights().empty());
    tapped = true;
  }
  CHECK(tapped);
  host.settings().animation_speed = 0;
  int flights = 0;
  for (int k = 0; k < 200 && !host.prompt().game_over; ++k) {
    play_one(host, k);
    t.frames(1);
    flights += static_cast<int>(view.flights().size());
  }
  CHECK(flights == 0);
}

}  // namespace sb::wq::view::test
