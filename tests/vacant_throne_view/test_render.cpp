// The Vacant Throne table of a mid-game save rendered at the three sizes the README shows (a
// 10-inch tablet at 160 dpi, full HD, 4K) through the app's own screenshot command, and laid out
// at each: every tile and card a touch target of at least 9 mm, no two of them on top of each
// other, the table's text no smaller than the smallest readable size, every panel button at least
// 9 mm; only the viewer's hand is ever drawn face up; a tap on a tile lists its actions and a long
// press on a tile or a card opens its details.
#include <doctest/doctest.h>

#include "engine/ui/imgui_layer.h"
#include "game/vacant_throne/view/table_view.h"
#include "tests/support/offscreen_table.h"
#include "tests/support/screenshots.h"

namespace sb::vt::view::test {

namespace {

constexpr const char* kSave = "tests/vacant_throne_view/mid_game.save";

using Offscreen = sb::test::OffscreenTable<TableScreen>;  // the mid-game save on an offscreen table
using sb::test::at_point;
using sb::test::kScreenSizes;

}  // namespace

TEST_CASE("the mid-game save renders at 1280x800 (160 dpi), 1920x1080 and 3840x2160") {
  sb::test::check_screenshots(kSave, "vt", 30000);
}

TEST_CASE("at each size tiles and cards are 9 mm targets that do not overlap; text readable; buttons 9 mm") {
  for (const sb::test::ScreenSize& size : kScreenSizes) {
    Offscreen o(kSave, size);
    REQUIRE_MESSAGE(o.screen, o.error);
    CAPTURE(size.w);
    o.screen->set_viewer(0);
    o.frames(2);
    const BoardLayout& layout = o.screen->table().layout();
    const Content& c = o.screen->content();
    REQUIRE(layout.tiles.size() == c.tiles.size());
    const float nine_mm = o.metrics.mm(ui::kMinTouchMm);
    std::vector<ui::Rect> boxes = layout.tiles;
    for (const CardSpot& spot : layout.cards) boxes.push_back(spot.rect);
    for (size_t i = 0; i < boxes.size(); ++i) {
      CHECK(boxes[i].w >= nine_mm);
      CHECK(boxes[i].h >= nine_mm);
      for (size_t j = i + 1; j < boxes.size(); ++j) CHECK_MESSAGE(!sb::test::overlap(boxes[i], boxes[j]), i << " / " << j);
    }
    // Everything on the table is inside the board's width (nothing cut at the panel's edge).
    const ui::Rect board = o.screen->board_rect();
    for (const ui::Rect& r : boxes) CHECK(r.x + r.w <= board.x + board.w + 0.5f);
    CHECK(layout.text_px >= ui::kMinFontPx);
    // The Docket's two laws and the passed one are cards; Ana's hand is drawn, nobody else's.
    int laws = 0, hand = 0;
    for (const CardSpot& spot : layout.cards) {
      laws += spot.kind == CardSpot::kLaw || spot.kind == CardSpot::kPassedLaw;
      if (spot.kind == CardSpot::kHand) {
        ++hand;
        CHECK(spot.seat == 0);
      }
    }
    CHECK(laws == 3);
    CHECK(hand == static_cast<int>(o.screen->state().players[0].hand.size()));
    bool trade = false;
    for (const ui::TouchTarget& t : ui::frame_touch_targets()) {
      if (t.label != "turn banner") CHECK_MESSAGE(t.full.h + 0.5f >= nine_mm, t.label);
      trade = trade || t.label == "Trade / Guarantee…";
    }
    CHECK(trade);  // the free actions one tap away
  }
}

TEST_CASE("only the viewer's hand is face up: another viewer, a spectator") {
  Offscreen o(kSave, kScreenSizes[1]);
  REQUIRE_MESSAGE(o.screen, o.error);
  for (int viewer : {1, 2, ui::TableScreen::kSpectator}) {
    o.screen->set_viewer(viewer);
    o.frames(2);
    CHECK(o.screen->table().hand_seat() == viewer);
    int hand = 0;
    for (const CardSpot& spot : o.screen->table().layout().cards)
      if (spot.kind == CardSpot::kHand) {
        ++hand;
        CHECK(spot.seat == viewer);
      }
    CHECK(hand == (viewer >= 0 ? static_cast<int>(o.screen->state().players[static_cast<size_t>(viewer)].hand.size()) : 0));
  }
}

TEST_CASE("a tap on a tile lists its actions; a long press on a tile or a card opens its details") {
  Offscreen o(kSave, kScreenSizes[1]);
  REQUIRE_MESSAGE(o.screen, o.error);
  o.screen->set_viewer(0);
  o.frames(2);
  TableView& view = o.screen->table();
  const Content& c = o.screen->content();
  const int wheatlands = c.tile_index("F1");
  REQUIRE(wheatlands >= 0);
  const ui::Vec2 at = view.layout().tiles[static_cast<size_t>(wheatlands)].center();
  o.screen->on_intent(at_point(ui::IntentKind::kTap, at));
  CHECK(view.selected_tile() == wheatlands);
  o.frames(2);
  int tile_actions = 0;
  bool details_button = false;
  for (const ui::TouchTarget& t : ui::frame_touch_targets()) {
    if (t.group == TableView::kGroupThing) {
      ++tile_actions;
      CHECK(o.screen->legal()[static_cast<size_t>(t.action)].a == wheatlands);
    }
    details_button = details_button || t.label == "Details of " + c.tiles[static_cast<size_t>(wheatlands)].name;
  }
  CHECK(tile_actions == 1);  // Deploy a knight there
  CHECK(details_button);
  o.screen->on_intent(at_point(ui::IntentKind::kLongPress, at));
  REQUIRE(!view.details().empty());
  CHECK(view.details()[0].find("Faction tile") != std::string::npos);
  // A card in hand: its cost and what it makes.
  const CardSpot* hand = nullptr;
  for (const CardSpot& spot : view.layout().cards)
    if (spot.kind == CardSpot::kHand && o.screen->board_rect().contains(spot.rect.center())) hand = &spot;
  REQUIRE(hand);
  o.screen->on_intent(at_point(ui::IntentKind::kLongPress, hand->rect.center()));
  REQUIRE(view.details().size() >= 3);
  CHECK(view.details()[1].rfind("Costs ", 0) == 0);
  o.frames(2);
  bool close = false;
  for (const ui::TouchTarget& t : ui::frame_touch_targets()) close = close || t.label == "Close";
  CHECK(close);
}

}  // namespace sb::vt::view::test
