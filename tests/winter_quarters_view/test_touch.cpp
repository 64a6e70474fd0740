// A whole game of Winter Quarters played through the real app by synthetic finger events only:
// the launcher (Winter Quarters chosen, two players, the Indians handed to the bot by a tap), every
// decision of the human's faction by touching the side panel's buttons (dragging the list as a
// finger would), once an Operation begun by tapping a space on the map, once a space's details by
// a long press; the bot fast-forwarded by its button; until the final ranking is on screen. No
// hand-off screen ever covers the table (nothing is private), and every touch target drawn on the
// way is at least 9 mm. On a tablet, and on a phone held upright and on its side, where no scroll
// box may sit inside another.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>

#include "engine/ui/imgui_layer.h"
#include "engine/ui/raster.h"
#include "game/app/screen/app_driver.h"
#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"
#include "tests/support/scroll_boxes.h"

namespace sb::wq::view::test {

namespace {

using sb::test::Finger;

bool touch_answer(Finger& f, size_t want, int& scrolls) {
  return sb::test::touch_action(f, want, scrolls, {TableView::kGroupAnswer, TableView::kGroupSpace}, TableView::kGroupAnswer,
                                TableView::kGroupClose);
}

const ui::TouchTarget* target_in_group(int group) {
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.group == group && t.action >= 0 && t.rect.h > 0) return &t;
  return nullptr;
}

// The whole game on a screen of `size` pixels at `dpi`: a tablet, or a phone either way up.
void whole_game_by_touch(const std::string& size, float dpi) {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels
  CAPTURE(size);
  sb::test::TempDir saves("wq-touch-" + size);
  sb::test::ScreenApp tablet(size, dpi, "7", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  auto& app = tablet.app;
  Finger f{*app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
  f.frames(3);

  // The launcher lists Winter Quarters beside the other titles; two players, the second a bot.
  REQUIRE(f.find("Mighty Kingdoms"));
  REQUIRE(f.tap_label("Winter Quarters"));
  f.frames(3);
  // Who holds which faction: British and Indians with Ann, the rest with Bo; a tap gives the
  // Indians to Bo too.
  // The choices scroll above Start (a tablet shows a few at a time): swipe them up from the seat
  // row's empty right end until the factions show.
  for (int swipe = 0; swipe < 8 && !f.find("Indians: Bo"); ++swipe) {
    const ui::TouchTarget* seat = f.find("seat kind");
    const ui::TouchTarget* start = f.find("Start");
    REQUIRE(start);
    const float y = seat ? seat->rect.center().y : start->rect.y - f.min_target_px;
    const float x = static_cast<float>(app->width()) - f.min_target_px;
    f.drag({x, y}, {x, y - f.min_target_px * 2});
  }
  REQUIRE(f.find("Indians: Ann"));
  REQUIRE(f.tap_label("Indians: Bo"));
  f.frames(2);
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<TableScreen*>(app->table());
  REQUIRE(table);
  const State& s0 = table->state();
  REQUIRE(s0.seats.size() == 2);
  CHECK(s0.seats[0].factions == std::vector<int>{kBritish});
  CHECK(s0.seats[1].factions == std::vector<int>{kPatriots, kFrench, kIndians});
  REQUIRE(!table->is_bot(0));
  REQUIRE(table->is_bot(1));

  sb::test::TouchGame game;
  bool began_from_space = false, held_space = false;
  engine::Rng pick_rng(7, 3);
  std::set<std::string> nested;  // scroll boxes seen inside scroll boxes
  for (int guard = 0; guard < 20000 && !table->state().game_over; ++guard) {
    for (const std::string& box : sb::test::nested_scroll_boxes()) nested.insert(box);
    REQUIRE_MESSAGE(!table->covered(), "a hand-off screen covered the table: nothing in this game is private");
    if (game.wait(f, *table)) continue;
    const size_t journal = table->match().journal_size();
    const State& s = table->state();
    const Content& c = table->content();
    const TableView& view = table->table();
    // Undo never reaches back past the bot's moves: a hand-over between seats is a fence.
    if (game.bot_frames > 0) CHECK(table->match().undoable_count() < journal);
    // Once: hold a finger on a space for its details (New York, or the first space the board
    // shows whole on a phone), then close them.
    if (!held_space) {
      int space = c.space_index("new_york");
      for (int k = 0; k < c.wi() && !table->board_rect().contains(view.layout().spaces[static_cast<size_t>(space)].center()); ++k)
        space = k;
      const ui::Vec2 at = view.layout().spaces[static_cast<size_t>(space)].center();
      f.hold(at, 0.8);
      CHECK(view.details_space() == space);
      REQUIRE(f.tap_label("Close"));
      f.frames(2);  // a finger comes back later than the frames that take the window away
      CHECK(view.details_space() == -1);
      held_space = true;
      continue;
    }
    // Once: on a card turn, tap a space where an Operation could begin and begin it there.
    if (!began_from_space && s.question && s.question->kind == "card_turn") {
      for (int space = 0; space < c.wi() && !began_from_space; ++space) {
        const SpaceOffer offer = offer_for_space(s, c, table->legal(), space);
        if (offer.starts.empty()) continue;
        const ui::Rect r = view.layout().spaces[static_cast<size_t>(space)];
        if (!table->board_rect().contains(r.center())) continue;
        f.tap(r.center());
        REQUIRE(view.selected_space() == space);
        const ui::TouchTarget* start = target_in_group(TableView::kGroupStart);
        REQUIRE(start);
        f.tap(start->rect.center());
        f.frames(2);
        // The Operation's verb, then this space: two answers from one tap on the list.
        CHECK(table->match().journal_size() == journal + 2);
        REQUIRE(!table->state().proc.answers.empty());
        CHECK(table->state().proc.answers.back().verb == Verb::kSpace);
        CHECK(table->state().proc.answers.back().space == space);
        began_from_space = true;
        game.human_actions += 2;
      }
      if (began_from_space) continue;
    }
    // Otherwise the spec's bot's answer for the human, reached in the grouped list.
    game.answer(f, *table, sb::test::TouchGame::bot_choice<Title>(*table, pick_rng), touch_answer);
  }
  REQUIRE(table->state().game_over);
  f.frames(3);
  // The final screen: the ranking in words and the button that closes the game.
  CHECK(f.find("Close the game"));
  MESSAGE("touched actions: " << game.human_actions << ", frames waiting for the bot: " << game.bot_frames);
  CHECK(game.human_actions > 10);
  CHECK(began_from_space);
  CHECK(game.fast);
  CHECK(game.stuck < 10);
  CHECK_MESSAGE(f.small.empty(), "touch targets under 9 mm:" << sb::test::small_targets(f));
  std::string boxes;
  for (const std::string& box : nested) boxes += " '" + box + "'";
  CHECK_MESSAGE(nested.empty(), "scroll boxes inside scroll boxes:" << boxes);
  REQUIRE(f.tap_label("Close the game"));
  f.frames(3);
  CHECK(app->table() == nullptr);  // back to the launcher
}

}  // namespace

TEST_CASE("a whole game by touch: launcher, the human's every decision, a space tapped and held, the final ranking") {
  whole_game_by_touch("1280x800", sb::test::TabletApp::kDpi);
}

TEST_CASE("a whole game by touch on a phone held upright and on its side, one scroll box at a time") {
  whole_game_by_touch("800x1280", 320);
  whole_game_by_touch("2400x1080", 400);
}

}  // namespace sb::wq::view::test

namespace sb::wq::view::test {

// The generic host's undo, autosave and resume, on a Winter Quarters table by touch: two answers of
// the human's (one seat holds every faction, so no hand-over fences them), Undo takes the last one
// back, and a new app on the same save folder continues the game where it was.
TEST_CASE("undo by touch takes back the last answer; the autosave resumes the same game") {
  sb::test::check_undo_and_resume("Winter Quarters", "wq-resume", 2, TableView::kGroupAnswer, [](Finger& f) {
    REQUIRE(f.tap_label("Winter Quarters"));
    f.frames(3);
    // One player holding all four factions (the slider to its left end).
    const ui::TouchTarget* players = f.find("Players");
    REQUIRE(players);
    f.drag(players->rect.center(), {players->rect.x - f.min_target_px * 10, players->rect.center().y});
    REQUIRE(f.tap_label("Start"));
    f.frames(3);
    auto* table = dynamic_cast<TableScreen*>(f.app.table());
    REQUIRE(table);
    REQUIRE(table->state().seats.size() == 1);
    CHECK(table->state().seats[0].factions.size() == 4);
    return table;
  });
}

}  // namespace sb::wq::view::test

namespace sb::wq::view::test {

// Pieces move by dragging them: a finger from a space whose pieces may March now onto a space
// they may go to begins the March there and moves them all (the March's count question for the
// space they came from is answered by the drop); a drop where they cannot go changes nothing and
// the banner says why.
TEST_CASE("pieces dragged from a space March them there; a drop where they cannot go springs back with a reason") {
  sb::test::TempDir saves("wq-drag");
  sb::test::TabletApp tablet("5", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 4};
  f.frames(3);
  REQUIRE(f.tap_label("Winter Quarters"));
  f.frames(3);
  const ui::TouchTarget* players = f.find("Players");  // one player holding all four factions
  REQUIRE(players);
  f.drag(players->rect.center(), {players->rect.x - f.min_target_px * 10, players->rect.center().y});
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<TableScreen*>(tablet.app->table());
  REQUIRE(table);
  const Content& c = table->content();
  const TableView& view = table->table();
  auto on_screen = [&](int space) {
    const ui::Rect r = view.layout().spaces[static_cast<size_t>(space)];
    return table->board_rect().contains(r.center());
  };
  // The spec's bot answers (not the subject here) until a card turn where a March could be dragged.
  engine::Rng rng(5, 1);
  int from = -1, to = -1, bad = -1;
  for (int guard = 0; guard < 3000 && from < 0 && !table->state().game_over; ++guard) {
    const State& s = table->state();
    if (s.question && s.question->kind == "card_turn")
      for (int a = 0; a < c.wi() && from < 0; ++a) {
        if (!on_screen(a)) continue;
        const std::vector<int> targets = march_targets(s, c, table->legal(), a);
        for (int b : targets)
          if (on_screen(b)) {
            for (int x = 0; x < c.wi(); ++x)
              if (x != a && on_screen(x) && std::find(targets.begin(), targets.end(), x) == targets.end()) bad = x;
            if (bad >= 0) {
              from = a;
              to = b;
            }
            break;
          }
      }
    if (from >= 0) break;
    const Action want = Title::bot_action(s, c, "heuristic", rng);
    const auto it = std::find(table->legal().begin(), table->legal().end(), want);
    REQUIRE(it != table->legal().end());
    REQUIRE(table->apply_legal(static_cast<size_t>(it - table->legal().begin())));
    f.frames(1);
  }
  REQUIRE_MESSAGE(from >= 0, "no card turn with a March to drag in this game");
  const ui::Vec2 from_at = view.layout().spaces[static_cast<size_t>(from)].center();
  const ui::Vec2 to_at = view.layout().spaces[static_cast<size_t>(to)].center();
  const ui::Vec2 bad_at = view.layout().spaces[static_cast<size_t>(bad)].center();
  auto units_at = [&](int space, int piece) {
    return table->state().spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(piece)];
  };

  // A drop where nothing can March: nothing changes, and the banner says why.
  const size_t journal = table->match().journal_size();
  f.drag(from_at, bad_at);
  CHECK(table->match().journal_size() == journal);
  CHECK(table->message().find("March") != std::string::npos);
  CHECK(view.drag_from() == -1);

  // A drop on a space the pieces may go to: the March begins there, and every unit of the first
  // kind asked about at the space they came from goes (the Operation is a transaction: the
  // pieces stand in their new space once the March is done).
  f.drag(from_at, to_at);
  f.frames(3);
  CHECK(table->match().journal_size() >= journal + 3);  // March, the space, how many from there
  const std::vector<Action>& answers = table->state().proc.answers;
  CHECK(table->state().op.kind == OpKind::kMarch);
  REQUIRE(answers.size() >= 2);  // the March's step: its space, then how many from where
  CHECK(answers[0].verb == Verb::kSpace);
  CHECK(answers[0].space == to);
  CHECK(answers[1].verb == Verb::kCount);
  CHECK(answers[1].space == from);
  CHECK(answers[1].n == units_at(from, answers[1].piece));  // all of them
  CHECK(view.drag_from() == -1);
}

}  // namespace sb::wq::view::test
