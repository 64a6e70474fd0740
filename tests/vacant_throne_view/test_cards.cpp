// Vacant Throne's cards on the one card face (issue 31): workplaces and laws name their costs,
// inputs and outputs with icons, and a long press shows the same card at reading size, above its
// words (which keep the costs in words).
#include <doctest/doctest.h>

#include "engine/content/art.h"
#include "game/vacant_throne/view/table_view.h"
#include "tests/support/offscreen_table.h"

namespace sb::vt::view::test {

namespace {
constexpr const char* kMidGameSave = "tests/vacant_throne_view/mid_game.save";
using Offscreen = sb::test::OffscreenTable<TableScreen>;
using sb::test::at_point;
using sb::test::kScreenSizes;
}  // namespace

TEST_CASE("vt cards: a workplace's face counts its cost, input and output with the content's icons") {
  Offscreen o(kMidGameSave, kScreenSizes[1]);
  REQUIRE_MESSAGE(o.screen, o.error);
  const Content& c = o.screen->content();
  const int hall = c.workplace_index("W07");  // Banquet Hall: costs ale and tools, takes a feast, gives prestige
  REQUIRE(hall >= 0);
  const ui::CardFace face = workplace_face(c, hall);
  CHECK(face.title == "Banquet Hall");
  REQUIRE(face.costs.size() == 2);
  CHECK(face.costs[0].icon == "ale");
  CHECK(face.costs[0].count == 2);
  CHECK(face.costs[0].word == "Ale");
  REQUIRE(face.inputs.size() == 1);
  CHECK(face.inputs[0].icon == "feast");
  REQUIRE(face.outputs.size() == 1);
  CHECK(face.outputs[0].icon == "prestige");
  CHECK(face.outputs[0].count == 5);
  for (const auto* row : {&face.costs, &face.inputs, &face.outputs})
    for (const ui::IconCount& item : *row) CHECK_MESSAGE(sb::engine::find_icon(item.icon), item.word);
  CHECK(face.art);
  CHECK(face.art->empty());  // the shipped cards show their emblems
}

TEST_CASE("vt cards: a long press on a card shows the same card at reading size, then its words") {
  for (const sb::test::ScreenSize& size : kScreenSizes) {
    CAPTURE(size.w);
    Offscreen o(kMidGameSave, size);
    REQUIRE_MESSAGE(o.screen, o.error);
    o.screen->set_viewer(0);
    o.frames(2);
    TableView& view = o.screen->table();
    // A card on screen at this size: a workplace (in hand or built) if one shows, else a law; the
    // table scrolled by a finger until one does.
    const CardSpot* card = nullptr;
    const ui::Rect board = o.screen->board_rect();
    for (int drags = 0; !card && drags < 30; ++drags) {
      for (const CardSpot& spot : view.layout().cards)
        if (board.contains(spot.rect.center()) && (!card || (card->kind != CardSpot::kHand && card->kind != CardSpot::kBuilt)))
          card = &spot;
      if (card) break;
      ui::Intent drag = at_point(ui::IntentKind::kDragStart, board.center());
      o.screen->on_intent(drag);
      drag.kind = ui::IntentKind::kDragMove;
      drag.delta = {0, -board.h * 0.3f};
      o.screen->on_intent(drag);
      drag.kind = ui::IntentKind::kDragEnd;
      o.screen->on_intent(drag);
      o.frames(1);
    }
    REQUIRE(card);
    const bool workplace = card->kind == CardSpot::kHand || card->kind == CardSpot::kBuilt;
    const float table_width = card->rect.w;
    CHECK(view.details_card() == nullptr);
    o.screen->on_intent(at_point(ui::IntentKind::kLongPress, card->rect.center()));
    o.frames(2);
    REQUIRE(view.details_card() != nullptr);
    // Read at the panel's text size: a workplace (a third of a player's block on the table) larger
    // than there; any card a readable width, no wider than the board.
    if (workplace) CHECK(view.details_card_size().x > table_width);
    CHECK(view.details_card_size().x >= std::min(o.metrics.mm(50), board.w * 0.5f));
    CHECK(view.details_card_size().x <= board.w);
    if (workplace) CHECK(view.details()[1].rfind("Costs ", 0) == 0);  // the words stay in the details
    bool close = false;
    for (const ui::TouchTarget& t : ui::frame_touch_targets()) close = close || t.label == "Close";
    CHECK(close);
    // A tile's details are words only.
    for (const ui::Rect& tile : view.layout().tiles)
      if (board.contains(tile.center())) {
        o.screen->on_intent(at_point(ui::IntentKind::kLongPress, tile.center()));
        o.frames(2);
        CHECK(!view.details().empty());
        CHECK(view.details_card() == nullptr);
        break;
      }
  }
}

}  // namespace sb::vt::view::test
