// One whole game played through the real app by synthetic finger events only: the launcher (two
// kingdoms set on the slider, Ann human, Bo a bot), every one of Ann's decisions by touching what
// the screen shows (a token and then a highlighted hex for orders, the panels' buttons for the
// rest, scrolling and opening sections as a finger would), the hand-off hold, the bots
// fast-forwarded by their button, the final scoring screen, and back to the launcher, where the
// game can be continued. Every touch target the app draws on the way is checked against 9 mm.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>
#include <set>
#include <sstream>

#include "engine/core/rng.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/raster.h"
#include "game/app/screen/app_driver.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/view/table_screen.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"
#include "tests/support/scroll_boxes.h"

namespace sb::mk::view::test {

namespace {

using sb::test::Finger;

// The legal action `want` of Ann's, by touch: a lone token and then its hex for a plain order;
// otherwise its button, opening its section or scrolling the list to reach it. False when this
// try found nothing to touch for it.
bool touch_action(Finger& f, TableScreen& table, size_t want, const ui::Metrics& metrics, int& scrolls) {
  const Action a = table.legal()[want];
  const State& s = table.state();
  if (table.table().selected_token() >= 0 && a.token != table.table().selected_token()) return f.tap_label("Clear selection");
  if (a.kind == Act::kOrder && a.has_tile && a.token >= 0) {
    const auto same_place = std::count_if(table.legal().begin(), table.legal().end(), [&](const Action& b) {
      return b.token == a.token && b.has_tile && b.tile == a.tile;
    });
    const int tile = s.tile_at(a.tile);
    if (same_place == 1 && tile >= 0) {
      for (const TokenSpot& spot : table.table().board().token_spots(s, metrics)) {
        if (spot.ids.size() != 1 || spot.ids[0] != a.token) continue;
        if (table.table().selected_token() != a.token) f.tap(spot.pos);
        if (table.table().selected_token() != a.token) break;  // covered by a panel: use the buttons
        f.tap(table.table().board().tile_center(s, tile));
        return true;
      }
    }
  }
  const std::vector<ui::TouchTarget> targets = f.targets();
  for (const ui::TouchTarget& t : targets)
    if (t.action == static_cast<int>(want)) {
      f.tap(t.rect.center());
      return true;
    }
  // Its section is closed (none of its choices on screen): open it. An open section whose choice
  // is below the panel's edge is scrolled to instead (tapping its header would close it again).
  const bool section_shown = std::any_of(targets.begin(), targets.end(), [&](const ui::TouchTarget& t) {
    return t.action >= 0 && t.group == static_cast<int>(a.kind);
  });
  for (const ui::TouchTarget& t : targets)
    if (!section_shown && t.action == -1 && t.group == static_cast<int>(a.kind) && t.label.find('(') != std::string::npos) {
      f.tap(t.rect.center());
      return true;
    }
  // Scrolled out of the list: drag the list the way towards it.
  const ui::TouchTarget* low = nullptr;
  const ui::TouchTarget* high = nullptr;
  for (const ui::TouchTarget& t : targets)
    if (t.action >= 0) {
      if (!low || t.action < low->action) low = &t;
      if (!high || t.action > high->action) high = &t;
    }
  if (!low || scrolls >= 40) return false;
  ++scrolls;
  const float step = f.min_target_px * 2.5f;
  if (static_cast<int>(want) > high->action)
    f.drag(high->rect.center(), high->rect.center() + ui::Vec2{0, -step});
  else
    f.drag(low->rect.center(), low->rect.center() + ui::Vec2{0, step});
  return true;
}

// The whole game on a screen of `size` pixels at `dpi`: a tablet, or a phone either way up.
void whole_game_by_touch(const std::string& size, float dpi) {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels: the rasterizer was 98% of the time
  CAPTURE(size);
  sb::test::TempDir saves("touch-game-" + size);
  sb::test::ScreenApp tablet(size, dpi, "11", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  auto& app = tablet.app;
  const ui::Metrics metrics = tablet.metrics;
  Finger f{*app, tablet.clock, tablet.events, metrics.mm(9), {}};
  f.frames(3);

  // The launcher: Mighty Kingdoms is chosen; nothing to continue yet; two kingdoms on the slider.
  REQUIRE(f.find("Mighty Kingdoms"));
  CHECK(!f.find("Continue the last game"));
  const ui::TouchTarget* slider = f.find("Kingdoms");
  REQUIRE(slider);
  f.tap({slider->rect.x + 4, slider->rect.center().y});
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<TableScreen*>(app->table());
  REQUIRE(table);
  REQUIRE(table->state().kingdoms.size() == 2);
  REQUIRE(!table->is_bot(0));
  REQUIRE(table->is_bot(1));

  engine::Rng rng(11, 3);
  int human_actions = 0, stuck = 0, holds = 0, board_orders = 0;
  size_t want = 0, last_journal = table->match().journal_size();
  bool have_want = false;
  int scrolls = 0;
  std::set<std::string> nested;  // scroll boxes seen inside scroll boxes
  for (int guard = 0; guard < 40000 && !table->match().prompt().game_over; ++guard) {
    for (const std::string& box : sb::test::nested_scroll_boxes()) nested.insert(box);
    if (table->covered()) {  // "Pass to Ann — hold to reveal"
      f.hold({static_cast<float>(app->width()) * 0.3f, static_cast<float>(app->height()) * 0.5f}, 1.5);
      ++holds;
      continue;
    }
    if (table->recap_showing()) {
      REQUIRE(f.tap_label("Continue"));
      continue;
    }
    if (!table->table().reform_results().empty() && f.tap_label("OK")) continue;  // the month's Reform, read
    const int seat = table->match().prompt().seat;
    if (seat < 0 || table->is_bot(seat) || table->legal().empty()) {
      if (!f.tap_label("Fast-forward bots")) f.frames(1, 0.1);
      continue;
    }
    // Ann decides: pick one of her legal choices and reach it by touch.
    const size_t journal = table->match().journal_size();
    if (journal != last_journal) {
      last_journal = journal;
      have_want = false;
    }
    if (!have_want || want >= table->legal().size()) {
      want = rng.below(static_cast<uint32_t>(table->legal().size()));
      have_want = true;
      scrolls = 0;
    }
    const Action& a = table->legal()[want];
    const bool on_board = a.kind == Act::kOrder && a.has_tile;
    if (!touch_action(f, *table, want, metrics, scrolls)) {
      have_want = false;  // out of reach this time: choose again
      REQUIRE(++stuck < 200);
      f.frames(1);  // the panel may still be settling (a new list scrolls to its top on the next frame)
    } else if (table->match().journal_size() > journal) {
      ++human_actions;
      board_orders += on_board;
    }
  }
  REQUIRE(table->match().prompt().game_over);
  MESSAGE("Ann's touched actions: " << human_actions << ", orders on the board: " << board_orders
                                    << ", hand-offs held: " << holds);
  // How many depends on the game her random choices lead to (any change to the panel's layout
  // changes which choices need a scroll, and so the game): a whole game, not a number.
  CHECK(human_actions > 25);
  CHECK(board_orders > 2);
  CHECK(stuck < 20);  // choices a finger could not reach in 40 drags

  // The final scoring screen, then close the game: back at the launcher, which can continue it.
  f.frames(3);
  REQUIRE(f.find("Close the game"));
  REQUIRE(f.tap_label("Close the game"));
  f.frames(3);
  CHECK(app->table() == nullptr);
  CHECK(f.find("Continue the last game"));
  std::string small;
  for (const std::string& label : f.small) small += " '" + label + "'";
  CHECK_MESSAGE(f.small.empty(), "touch targets under 9 mm:" << small);
  std::string boxes;
  for (const std::string& box : nested) boxes += " '" + box + "'";
  CHECK_MESSAGE(nested.empty(), "scroll boxes inside scroll boxes:" << boxes);
}

}  // namespace

TEST_CASE("a whole game by touch: launcher, every decision of a human seat, scoring, back to the launcher") {
  whole_game_by_touch("1280x800", sb::test::TabletApp::kDpi);
}

TEST_CASE("a whole game by touch on a phone held upright and on its side, one scroll box at a time") {
  whole_game_by_touch("800x1280", 320);
  whole_game_by_touch("2400x1080", 400);
}

}  // namespace sb::mk::view::test
