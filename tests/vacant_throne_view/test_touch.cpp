// A whole game of Vacant Throne played through the real app by synthetic finger events only: the
// launcher (Vacant Throne chosen, three players, the second made human by its seat-kind box), the
// two humans' every decision by touching the side panel's buttons (dragging the list as a finger
// would), the hand-off cover held to reveal whenever the device passes between the humans at a
// private prompt, once a trade proposed from the "Trade / Guarantee" button and withdrawn, once a
// tile tapped and a hand card held for its details; a Build as the workplace's entry, then its lit
// cell on the grid; the bot fast-forwarded by its button; until
// the final scores are on screen. On every frame on the way no hand but that of the seat that
// last held to reveal is drawn face up, and every touch target is at least 9 mm. On a tablet, and
// on a phone held upright and on its side, where no scroll box may sit inside another.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <imgui.h>
#include <imgui_internal.h>

#include "engine/ui/imgui_layer.h"
#include "engine/ui/raster.h"
#include "game/app/screen/app_driver.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"
#include "tests/support/scroll_boxes.h"

namespace sb::vt::view::test {

namespace {

using sb::test::Finger;

// Build as a finger does it: the workplace's entry in the side panel (the list dragged towards it),
// then its lit cell on the grid (the table dragged to it when it is not on screen).
bool touch_build(Finger& f, size_t want, int& scrolls) {
  auto* table = dynamic_cast<TableScreen*>(f.app.table());
  REQUIRE(table);
  const Action& a = table->legal()[want];
  const TableView& view = table->table();
  if (view.building() != a.a) {
    const std::string label = "Build " + card_name(table->content(), a.a);
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.group == TableView::kGroupBuild && t.label.rfind(label, 0) == 0 && t.rect.h >= f.min_target_px * 0.5f) {
        f.tap(t.rect.center());
        return true;
      }
    return sb::test::drag_list_towards(f, want, scrolls, TableView::kGroupAnswer, TableView::kGroupClose);
  }
  const ui::Rect board = table->board_rect();
  for (const GridSpot& g : view.layout().grid)
    if (g.lit && g.seat == a.seat && g.cell == a.b) {
      if (board.contains(g.rect.center())) {
        f.tap(g.rect.center());
        return true;
      }
      if (++scrolls > 40) return false;
      const ui::Vec2 from{board.x + board.w * 0.5f, board.y + board.h * 0.5f};
      const float dy = std::clamp(board.y + board.h * 0.5f - g.rect.center().y, -board.h * 0.4f, board.h * 0.4f);
      f.drag(from, from + ui::Vec2{0, dy});
      return true;
    }
  return false;
}

bool touch_answer(Finger& f, size_t want, int& scrolls) {
  auto* table = dynamic_cast<TableScreen*>(f.app.table());
  if (table && want < table->legal().size() && table->legal()[want].verb == Verb::kBuild) return touch_build(f, want, scrolls);
  if (sb::test::touch_action(f, want, scrolls, {TableView::kGroupAnswer, TableView::kGroupThing, TableView::kGroupFree},
                             TableView::kGroupAnswer, TableView::kGroupClose))
    return true;
  // A phone's panel may show nothing of the list but the Build group, which heads it: the finger
  // drags the list up by one of its buttons.
  if (scrolls >= 40) return false;
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.group == TableView::kGroupBuild && t.rect.h > 0) {
      ++scrolls;
      f.drag(t.rect.center(), t.rect.center() + ui::Vec2{0, -f.min_target_px * 2.5f});
      return true;
    }
  return false;
}

const ui::TouchTarget* target_in_group(int group, const std::string& prefix = "") {
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.group == group && t.action >= 0 && t.rect.h > 0 && t.label.rfind(prefix, 0) == 0) return &t;
  return nullptr;
}

// Picks choice `item` (0 Human, then the bots) in seat `seat`'s kind box on the launcher.
void choose_seat_kind(Finger& f, int seat, int item) {
  const ui::TouchTarget* kind = nullptr;
  // The choices scroll above Start (a phone shows a few at a time): swipe them up by the empty
  // right end of the row above Start until the seat's box shows whole.
  for (int swipe = 0; swipe < 12; ++swipe) {
    kind = nullptr;
    for (const ui::TouchTarget& t : f.targets())
      if (t.label == "seat kind" && t.group == seat && t.rect.h >= t.full.h - 1) kind = &t;
    if (kind) break;
    const ui::TouchTarget* start = f.find("Start");
    REQUIRE(start);
    const ui::Vec2 from{static_cast<float>(f.app.width()) - f.min_target_px * 1.2f, start->rect.y - f.min_target_px};
    f.drag(from, from + ui::Vec2{0, -f.min_target_px * 2});
  }
  REQUIRE(kind);
  f.tap(kind->rect.center());  // the box opens its list
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  REQUIRE(!g.OpenPopupStack.empty());
  const ImGuiWindow* list = g.OpenPopupStack.back().Window;
  REQUIRE(list);
  const float row = ImGui::GetTextLineHeight() + g.Style.ItemSpacing.y;
  f.tap({list->Pos.x + list->Size.x * 0.3f, list->Pos.y + list->WindowPadding.y + row * (static_cast<float>(item) + 0.4f)});
}

// Starts a Vacant Throne game from the launcher: `players` seats, seat 1 human, the second human
// too when `two_humans`, the rest the launcher's default bot.
void start_game(Finger& f, int players, bool two_humans) {
  REQUIRE(f.tap_label("Vacant Throne"));
  f.frames(3);
  const ui::TouchTarget* slider = f.find("Players");
  REQUIRE(slider);
  if (players == 3) f.drag(slider->rect.center(), {slider->rect.x - f.min_target_px * 10, slider->rect.center().y});
  f.frames(2);
  if (two_humans) choose_seat_kind(f, 1, 0);
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
}

// The whole game on a screen of `size` pixels at `dpi`: a tablet, or a phone either way up.
void whole_game_by_touch(const std::string& size, float dpi) {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels
  CAPTURE(size);
  sb::test::TempDir saves("vt-touch-" + size);
  sb::test::ScreenApp tablet(size, dpi, "5", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  auto& app = tablet.app;
  Finger f{*app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
  f.frames(3);
  start_game(f, 3, true);
  auto* table = dynamic_cast<TableScreen*>(app->table());
  REQUIRE(table);
  REQUIRE(table->state().players.size() == 3);
  REQUIRE(!table->is_bot(0));
  REQUIRE(!table->is_bot(1));
  REQUIRE(table->is_bot(2));

  sb::test::TouchGame game;
  int hands_checked = 0;
  bool traded = false, tapped_tile = false, held_card = false;
  int revealed = -1;  // the seat that last held to reveal
  int recaps_checked = 0;
  engine::Rng pick_rng(5, 3);
  std::set<std::string> nested;  // scroll boxes seen inside scroll boxes
  for (int guard = 0; guard < 20000 && !table->state().game_over; ++guard) {
    for (const std::string& box : sb::test::nested_scroll_boxes()) nested.insert(box);
    if (table->covered()) {  // "Pass to Bo — hold to reveal": nothing of the table is drawn
      CHECK(table->showing_seat() == ui::TableScreen::kSpectator);
      CHECK(table->table().hand_seat() == -1);
      revealed = table->prompt().seat;
    }
    if (table->recap_showing() && recaps_checked < 50) {
      // Seen by a new player: the recap told every move twice, as the answer ("Ana: deploy a
      // knight to Wheatlands") and as what it did ("Ana deploys a knight to Wheatlands").
      ++recaps_checked;
      const auto& log = table->log();
      for (size_t i : table->recap_from_log())
        if (log[i].kind == "action")
          for (const auto& other : log)
            CHECK_MESSAGE(!(other.action == log[i].action && other.seat == log[i].seat && other.kind != "action"),
                          log[i].text << " is told again as: " << other.text);
    }
    if ((table->covered() || table->recap_showing()) && game.wait(f, *table)) continue;  // held, or Continue
    // No hand but the revealed seat's is ever face up.
    const TableView& view = table->table();
    for (const CardSpot& spot : view.layout().cards)
      if (spot.kind == CardSpot::kHand) {
        CHECK(spot.seat == revealed);
        CHECK(table->showing_seat() == revealed);
        ++hands_checked;
      }
    if (game.wait(f, *table)) continue;
    const int seat = table->prompt().seat;
    const State& s = table->state();
    // Once: a trade proposed by the free actions' button, then withdrawn.
    if (!traded && s.stage == Stage::kTurn && s.talk.kind == NegotiationKind::kNone && table->prompt().is_private) {
      if (!view.free_open()) REQUIRE(f.tap_label("Trade / Guarantee…"));
      const ui::TouchTarget* propose = target_in_group(TableView::kGroupFree, "Propose a trade with");
      REQUIRE(propose);
      f.tap(propose->rect.center());
      REQUIRE(table->state().talk.kind == NegotiationKind::kTrade);
      CHECK(table->state().talk.proposer == seat);
      const auto cancel = std::find_if(table->legal().begin(), table->legal().end(),
                                       [&](const Action& a) { return a.verb == Verb::kTradeCancel && a.seat == seat; });
      REQUIRE(cancel != table->legal().end());
      int cancel_scrolls = 0;
      for (int k = 0; k < 10 && table->state().talk.kind != NegotiationKind::kNone; ++k)
        REQUIRE(touch_answer(f, static_cast<size_t>(cancel - table->legal().begin()), cancel_scrolls));
      CHECK(table->state().talk.kind == NegotiationKind::kNone);
      traded = true;
      game.human_actions += 2;
      continue;
    }
    // Once: tap a tile on screen (its actions on a card beside it), then close that card.
    if (!tapped_tile) {
      for (size_t t = 0; t < view.layout().tiles.size() && !tapped_tile; ++t) {
        const ui::Rect r = view.layout().tiles[t];
        if (!table->board_rect().contains(r.center())) continue;
        f.tap(r.center());
        CHECK(view.selected_tile() == static_cast<int>(t));
        REQUIRE(f.tap_label("Close"));
        CHECK(view.selected_tile() == -1);
        tapped_tile = true;
      }
      continue;
    }
    // Once: hold a card in hand for its details, then close them.
    if (!held_card) {
      // The hand lies below the tiles and laws on a tablet: drag the table up until it shows.
      const ui::Rect board = table->board_rect();
      for (int drag = 0; drag < 8; ++drag) {
        const auto spot = std::find_if(view.layout().cards.begin(), view.layout().cards.end(),
                                       [](const CardSpot& c) { return c.kind == CardSpot::kHand; });
        if (spot == view.layout().cards.end() || spot->rect.y + spot->rect.h < board.y + board.h) break;
        const ui::Vec2 from{board.x + board.w * 0.5f, board.y + board.h * 0.8f};
        f.drag(from, from + ui::Vec2{0, -board.h * 0.5f});
      }
      for (const CardSpot& spot : view.layout().cards)
        if (spot.kind == CardSpot::kHand && table->board_rect().contains(spot.rect.center())) {
          f.hold(spot.rect.center(), 0.8);
          CHECK(!view.details().empty());
          REQUIRE(f.tap_label("Close"));
          f.frames(2);
          CHECK(view.details().empty());
          held_card = true;
          break;
        }
      if (held_card) continue;
    }
    // Otherwise the spec's bot's answer for the human, reached in the grouped list.
    game.answer(f, *table, sb::test::TouchGame::bot_choice<Title>(*table, pick_rng), touch_answer);
  }
  REQUIRE(table->state().game_over);
  CHECK(table->state().season == 6);
  f.frames(3);
  CHECK(f.find("Close the game"));
  MESSAGE("touched actions: " << game.human_actions << ", hand-offs held: " << game.holds
                              << ", frames waiting for the bot: " << game.bot_frames);
  CHECK(game.human_actions > 20);
  CHECK(game.holds >= 6);  // at least once a Season the device passed between the humans
  CHECK(hands_checked > 0);
  CHECK(recaps_checked > 0);
  CHECK(traded);
  CHECK(tapped_tile);
  CHECK(held_card);
  CHECK(game.fast);
  CHECK_MESSAGE(f.small.empty(), "touch targets under 9 mm:" << sb::test::small_targets(f));
  std::string boxes;
  for (const std::string& box : nested) boxes += " '" + box + "'";
  CHECK_MESSAGE(nested.empty(), "scroll boxes inside scroll boxes:" << boxes);
  REQUIRE(f.tap_label("Close the game"));
  f.frames(3);
  CHECK(app->table() == nullptr);
}

}  // namespace

TEST_CASE("a whole game by touch: two humans with hand-offs, a bot, a trade withdrawn, the final scores") {
  whole_game_by_touch("1280x800", sb::test::TabletApp::kDpi);
}

TEST_CASE("a whole game by touch on a phone held upright and on its side, one scroll box at a time") {
  whole_game_by_touch("800x1280", 320);
  whole_game_by_touch("2400x1080", 400);
}

// The generic host's undo, autosave and resume on a Vacant Throne table by touch: one human and two
// bots; on the human's turn a Standard Action is touched, Undo takes it back, another is touched,
// and a new app on the same save folder continues the same game.
TEST_CASE("undo by touch takes back the last action; the autosave resumes the same game") {
  sb::test::check_undo_and_resume("Vacant Throne", "vt-resume", 1, TableView::kGroupAnswer, [](Finger& f) {
    start_game(f, 3, false);
    auto* table = dynamic_cast<TableScreen*>(f.app.table());
    REQUIRE(table);
    REQUIRE(!table->is_bot(0));
    for (int i = 0; i < 2000 && table->prompt().seat != 0; ++i) f.frames(1, 0.1);
    REQUIRE(table->prompt().seat == 0);
    CHECK(!table->covered());  // one human: nobody to hide a hand from
    return table;
  });
}

}  // namespace sb::vt::view::test

namespace sb::vt::view::test {

TEST_CASE("the launcher starts no game without a human player") {
  sb::test::TempDir saves("vt-nohuman");
  sb::test::TabletApp tablet("3", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
  f.frames(3);
  REQUIRE(f.tap_label("Vacant Throne"));
  f.frames(3);
  choose_seat_kind(f, 0, 1);  // the first player a random bot: every seat a bot
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  CHECK(tablet.app->table() == nullptr);
  choose_seat_kind(f, 0, 0);  // a human again
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<TableScreen*>(tablet.app->table());
  REQUIRE(table);
  CHECK(!table->is_bot(0));
  CHECK(table->state().players.size() == 4);
}

}  // namespace sb::vt::view::test

namespace sb::vt::view::test {

// Building acts on the grid: the side panel lists one "Build <workplace>" per workplace (none per
// cell); a finger's tap on one lights the cells it may go in on the drawn grid (brought on
// screen); a tap on an unlit cell does nothing; a tap on a lit cell builds the workplace there.
TEST_CASE("building by finger: the workplace from the panel, then a lit cell of the grid") {
  sb::test::TempDir saves("vt-build");
  sb::test::TabletApp tablet("3", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
  f.frames(3);
  start_game(f, 3, false);
  auto* table = dynamic_cast<TableScreen*>(tablet.app->table());
  REQUIRE(table);
  for (int i = 0; i < 2000 && !(table->prompt().seat == 0 && table->state().stage == Stage::kTurn); ++i) f.frames(1, 0.1);
  REQUIRE(table->prompt().seat == 0);
  const TableView& view = table->table();
  const Content& c = table->content();
  const std::vector<int> kinds = build_kinds(table->legal(), 0);
  REQUIRE(!kinds.empty());
  // One entry per workplace, none per cell.
  int build_entries = 0;
  for (const ui::TouchTarget& t : f.targets()) {
    build_entries += t.group == TableView::kGroupBuild;
    if (t.action >= 0) CHECK_MESSAGE(table->legal()[static_cast<size_t>(t.action)].verb != Verb::kBuild, t.label);
    CHECK_MESSAGE(t.label.find(" in cell ") == std::string::npos, t.label);
  }
  CHECK(build_entries == static_cast<int>(kinds.size()));
  const int kind = kinds.front();
  std::vector<int> allowed;
  for (const BuildCell& bc : build_cells(table->legal(), 0, kind)) allowed.push_back(bc.cell);
  REQUIRE(!allowed.empty());
  // The workplace's entry, the list dragged to it by finger.
  const std::string label = "Build " + card_name(c, kind);
  auto entry = [&]() -> const ui::TouchTarget* {
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.group == TableView::kGroupBuild && t.label.rfind(label, 0) == 0) return &t;
    return nullptr;
  };
  for (int drag = 0; drag < 20 && entry() && entry()->rect.h + 0.5f < entry()->full.h; ++drag) {
    const ui::Vec2 from{entry()->full.x + entry()->full.w * 0.5f, static_cast<float>(f.app.height()) * 0.7f};
    f.drag(from, from + ui::Vec2{0, -f.min_target_px * 2});
  }
  REQUIRE(entry());
  f.tap(entry()->rect.center());
  CHECK(view.building() == kind);
  f.frames(2);
  // The lit cells are exactly where the rules allow it, on the deciding seat's grid, on screen.
  const ui::Rect board = table->board_rect();
  std::vector<int> lit;
  bool lit_shown = false;
  for (const GridSpot& g : view.layout().grid)
    if (g.lit) {
      CHECK(g.seat == 0);
      lit.push_back(g.cell);
      lit_shown = lit_shown || board.contains(g.rect.center());
    }
  CHECK(lit == allowed);
  CHECK(lit_shown);
  // The first cell on screen that is lit (or not), the table dragged by finger (up: `down`) until one shows.
  auto shown_cell = [&](bool want_lit, bool down) -> std::optional<GridSpot> {
    for (int drag = 0; drag < 12; ++drag) {
      for (const GridSpot& g : view.layout().grid)
        if (g.lit == want_lit && board.contains(g.rect.center())) return g;
      const ui::Vec2 from{board.x + board.w * 0.5f, board.y + board.h * (down ? 0.7f : 0.3f)};
      f.drag(from, from + ui::Vec2{0, board.h * (down ? -0.4f : 0.4f)});
    }
    return std::nullopt;
  };
  const size_t journal = table->match().journal_size();
  // A tap on an unlit cell (another seat's, or one of one's own the workplace may not go in) does nothing.
  const std::optional<GridSpot> unlit = shown_cell(false, true);
  REQUIRE(unlit);
  f.tap(unlit->rect.center());
  CHECK(table->match().journal_size() == journal);
  CHECK(view.building() == kind);
  // A tap on a lit cell builds there.
  const std::optional<GridSpot> target = shown_cell(true, false);
  REQUIRE(target);
  f.tap(target->rect.center());
  CHECK(table->match().journal_size() == journal + 1);
  CHECK(table->state().players[0].grid[static_cast<size_t>(target->cell)].card == kind);
  CHECK(view.building() == -1);
  CHECK_MESSAGE(f.small.empty(), "touch targets under 9 mm:" << sb::test::small_targets(f));
}

}  // namespace sb::vt::view::test
