// The side panel's list of choices right after an action: a list a finger had scrolled far down
// shows the new question's choices, from its top, in the very next frame. (The scroll to the top
// used to come a frame late: the next frame drew the new, shorter list above the panel's view, an
// empty panel until something drew again.)
#include <doctest/doctest.h>

#include <optional>

#include "engine/ui/imgui_layer.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/view/table_view.h"
#include "tests/support/offscreen_table.h"

namespace sb::vt::view::test {

TEST_CASE("after an action far down the list the very next frame shows the new choices") {
  sb::test::OffscreenTable<TableScreen> o("tests/vacant_throne_view/mid_game.save", 1280, 800, 160);
  REQUIRE_MESSAGE(o.screen, o.error);
  REQUIRE(o.screen->human_to_act());
  // The answer button lowest on screen, whole.
  auto lowest = [] {
    std::optional<ui::TouchTarget> low;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.group == TableView::kGroupAnswer && t.action >= 0 && t.rect.h + 0.5f >= t.full.h && (!low || t.rect.y > low->rect.y))
        low = t;
    return low;
  };
  // A finger flicks the Standard Action's long list down until a Flee (after which the same seat
  // goes on: free actions, then end the turn) is the lowest button.
  for (int flick = 0; flick < 20 && lowest() && o.screen->legal()[static_cast<size_t>(lowest()->action)].verb != Verb::kFlee;
       ++flick) {
    const ui::Vec2 at = lowest()->rect.center();
    o.drag(at, at + ui::Vec2{0, -o.metrics.mm(15)});
  }
  const std::optional<ui::TouchTarget> flee = lowest();
  REQUIRE(flee);
  REQUIRE(o.screen->legal()[static_cast<size_t>(flee->action)].verb == Verb::kFlee);
  const std::optional<ui::TouchTarget> top = o.find("Trade / Guarantee…");  // the list's first button
  CHECK_MESSAGE((!top || top->rect.h <= 0), "the list was not scrolled");

  const size_t journal = o.screen->match().journal_size();
  o.tap(flee->rect.center(), 1);  // the click's frame applies it
  REQUIRE(o.screen->match().journal_size() == journal + 1);
  REQUIRE(o.screen->human_to_act());
  o.frames(1);  // the very next frame
  int shown = 0;
  std::string seen;
  for (const ui::TouchTarget& t : ui::frame_touch_targets()) {
    shown += t.action >= 0 && t.rect.h > 0;
    seen += " '" + t.label + "'";
  }
  CHECK_MESSAGE(shown > 0, "no choice on screen the frame after the action:" << seen);
  const std::optional<ui::TouchTarget> end = o.find("End the turn");
  REQUIRE(end);
  CHECK(end->rect.h + 0.5f >= end->full.h);
}

}  // namespace sb::vt::view::test
