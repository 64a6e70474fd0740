// The Vacant Throne table of a mid-game save rendered at the three sizes the README shows (a
// 10-inch tablet at 160 dpi, full HD, 4K) through the app's own screenshot command, and laid out
// at each: every tile and card a touch target of at least 9 mm, no two of them on top of each
// other, the table's text no smaller than the smallest readable size, every panel button at least
// 9 mm; only the viewer's hand is ever drawn face up; a tap on a tile lists its actions and a long
// press on a tile or a card opens its details.
#include <doctest/doctest.h>

#include <cmath>

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

// Issue 31: the seven tiles as a map, the Capital in the middle, where there is room for three
// tiles across; each tile beside the tile its knights flee to (the faction tile by its Bandit
// tile, every Bandit tile by the Capital). A phone keeps the tiles as a list.
TEST_CASE("the seven tiles are a map with the Capital in the middle, each beside where its knights flee") {
  for (const sb::test::ScreenSize& size : kScreenSizes) {
    Offscreen o(kSave, size);
    REQUIRE_MESSAGE(o.screen, o.error);
    CAPTURE(size.w);
    o.frames(2);
    const BoardLayout& layout = o.screen->table().layout();
    const Content& c = o.screen->content();
    int capital = -1;
    for (size_t k = 0; k < c.tiles.size(); ++k)
      if (c.tiles[k].kind == TileKind::kCapital) capital = static_cast<int>(k);
    REQUIRE(capital >= 0);
    if (o.screen->board_rect().w < o.metrics.mm(3 * 40 + 2 * 2)) continue;  // no room for three across
    const ui::Rect mid = layout.tiles[static_cast<size_t>(capital)];
    int above = 0, below = 0, left = 0, right = 0;
    for (size_t k = 0; k < c.tiles.size(); ++k) {
      if (static_cast<int>(k) == capital) continue;
      const ui::Rect& t = layout.tiles[k];
      above += t.y + t.h <= mid.y;
      below += t.y >= mid.y + mid.h;
      left += t.y == mid.y && t.x + t.w <= mid.x;
      right += t.y == mid.y && t.x >= mid.x + mid.w;
    }
    CHECK(above == 2);
    CHECK(below == 2);
    CHECK(left == 1);
    CHECK(right == 1);
    for (size_t k = 0; k < c.tiles.size(); ++k) {
      const int to = c.tiles[k].flees_to;
      if (to < 0) continue;
      CAPTURE(c.tiles[k].name);
      const ui::Vec2 a = layout.tiles[k].center(), b = layout.tiles[static_cast<size_t>(to)].center();
      // Neighbours: centres no further apart than one and a half tiles.
      CHECK(std::hypot(a.x - b.x, a.y - b.y) <= 1.5f * std::max(layout.tiles[k].w, layout.tiles[k].h));
    }
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
  // A card in hand: its cost and what it makes (the table scrolled to it first, under the map).
  for (const CardSpot& spot : view.layout().cards)
    if (spot.kind == CardSpot::kHand && !o.screen->board_rect().contains(spot.rect.center())) {
      ui::Intent pan = at_point(ui::IntentKind::kPan, o.screen->board_rect().center());
      pan.delta = {0, o.screen->board_rect().y + o.screen->board_rect().h * 0.5f - spot.rect.center().y};
      o.screen->on_intent(pan);
      o.frames(2);
      break;
    }
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
