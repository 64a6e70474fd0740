// Phases 1 and 3–8 run visibly: when the last seat passes, the step banner over the board tells
// each automatic phase in words, one at a time on table time, with Next step and Skip all by
// finger; the log keeps every line; undo or a player's action drops what is still waiting, and
// with animations off nothing waits at all.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/ui/step_banner.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

namespace {

// Every seat passes (the panel's Pass per seat): the turn's actions phase ends.
void all_pass(TableScreen& table) {
  for (int guard = 0; guard < 8 && table.prompt().kind == "actions"; ++guard) {
    const std::vector<Action>& legal = table.legal();
    bool passed = false;
    for (size_t i = 0; i < legal.size() && !passed; ++i)
      if (std::holds_alternative<Pass>(legal[i])) passed = table.apply_legal(i);
    REQUIRE(passed);
  }
}

}  // namespace

constexpr const char* kSave = "tests/six_winters_view/mid_session.save";

// The save's seats pass; phase 4 asks which of two equally difficult obstacles is pulled; answered.
void pass_and_answer(TableScreen& table) {
  all_pass(table);
  REQUIRE(table.prompt().kind == "choose_pull");
  REQUIRE(table.apply_legal(0));
}

TEST_CASE("the automatic phases are told step by step and kept in the log") {
  sb::test::OffscreenTable<TableScreen> o(kSave, 1280, 800, 160.0f);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableScreen& table = *o.screen;
  const int turn = table.state().session.turn;
  const size_t journal = table.match().journal_size();
  REQUIRE(table.prompt().kind == "actions");
  CHECK(!table.narrating());

  all_pass(table);
  // Phase 3, then phase 4 stops at a question (which equally difficult obstacle is pulled) that is
  // answered over the table; the rest of phase 4 and phases 5 to 8, 1 and 2 are told after it.
  std::vector<std::string> headings;
  auto read_all = [&] {
    for (int guard = 0; guard < 20 && table.narrating(); ++guard) {
      REQUIRE(table.narration_step());
      headings.push_back(table.narration_step()->heading);
      CHECK(!table.narration_step()->text.empty());
      table.step(ui::StepBanner::kSeconds, false);
    }
  };
  REQUIRE(table.narrating());
  CHECK(table.animating());  // the loop keeps drawing, and bots wait (TableHost::step)
  read_all();
  REQUIRE(table.prompt().kind == "choose_pull");
  CHECK(table.table().question_showing());
  REQUIRE(table.apply_legal(0));
  REQUIRE(table.state().session.turn == turn + 1);
  read_all();
  const std::vector<std::string> turn_phases = {
      "Phase 3 — Refresh",      "Phase 4 — Activation",    "Phase 4 — Activation (continued)",
      "Phase 5 — New obstacles", "Phase 6 — Threat",        "Phase 7 — Surge",
      "Phase 8 — Advance time", "Phase 1 — Seasonal event", "Phase 2 — Actions"};
  std::string seen;
  for (const std::string& h : headings) seen += " | " + h;
  CHECK_MESSAGE(headings == turn_phases, seen);
  // The log has each phase's line too (the continued phase once).
  size_t logged = 0;
  for (const ui::LogLine& line : table.log()) logged += line.kind == "phase" && line.action > journal;
  CHECK(logged == turn_phases.size() - 1);
}

TEST_CASE("a finger reads the steps with Next step and drops them with Skip all; an action drops them too") {
  sb::test::OffscreenTable<TableScreen> o(kSave, 1280, 800, 160.0f);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableScreen& table = *o.screen;
  pass_and_answer(table);
  REQUIRE(table.narrating());
  o.frames(2);
  const std::optional<ui::TouchTarget> next = o.find("Next step");
  REQUIRE(next);
  CHECK(next->full.h + 0.5f >= o.metrics.mm(9));
  CHECK(table.board_rect().contains(next->rect.center()));  // over the board, not the panel
  const std::string first = table.narration_step()->heading;
  REQUIRE(o.tap_label("Next step"));
  REQUIRE(table.narration_step());
  CHECK(table.narration_step()->heading != first);
  REQUIRE(o.tap_label("Skip all"));
  CHECK(!table.narrating());
  o.frames(2);
  CHECK(!o.find("Skip all"));

  // A finger on the table (here a tap on the header, away from the banner) drops the steps too:
  // the player has read enough and wants the board.
  sb::test::OffscreenTable<TableScreen> touched(kSave, 1280, 800, 160.0f);
  REQUIRE_MESSAGE(touched.screen, touched.error);
  pass_and_answer(*touched.screen);
  REQUIRE(touched.screen->narrating());
  const ui::Rect board = touched.screen->board_rect();
  touched.tap({board.x + board.w * 0.5f, board.y + touched.metrics.mm(4)});
  CHECK(!touched.screen->narrating());

  // Passing again (phase 2 of the next turn) tells nothing back until the next phases run; any
  // action taken while steps still wait drops them.
  sb::test::OffscreenTable<TableScreen> again(kSave, 1280, 800, 160.0f);
  REQUIRE_MESSAGE(again.screen, again.error);
  pass_and_answer(*again.screen);
  REQUIRE(again.screen->narrating());
  REQUIRE(again.screen->prompt().kind == "actions");
  size_t create = again.screen->legal().size();
  for (size_t i = 0; i < again.screen->legal().size() && create == again.screen->legal().size(); ++i)
    if (kind_of(again.screen->legal()[i]) == Kind::kCreateAsset) create = i;
  REQUIRE(create < again.screen->legal().size());
  REQUIRE(again.screen->apply_legal(create));
  CHECK(!again.screen->narrating());
}

// A new player saw both humans pass, then both "may act" again with nothing saying why: the passes
// ended the turn, its other phases ran and a new turn's actions began. The panel says so in words,
// until someone acts in the new turn.
TEST_CASE("after every seat passes, the panel says a new turn began and why everyone may act again") {
  sb::test::TempDir dir("sw-new-round");
  std::ifstream in(kSave);
  std::stringstream text;
  text << in.rdbuf();
  std::string save = text.str();
  const std::string bots = "seat_kinds: [human, greedy]";
  REQUIRE(save.find(bots) != std::string::npos);
  save.replace(save.find(bots), bots.size(), "seat_kinds: [human, human]");  // two humans at the table
  const std::string file = (dir / "two_humans.save").string();
  std::ofstream(file) << save;
  for (const sb::test::ScreenSize& size : {sb::test::ScreenSize{1920, 1080, 96}, sb::test::ScreenSize{800, 1280, 320}}) {
    CAPTURE(size.dims());
    sb::test::OffscreenTable<TableScreen> o(file, size);
    REQUIRE_MESSAGE(o.screen, o.error);
    TableScreen& table = *o.screen;
    table.settings().animation_speed = 0;  // (the steps are in the log; the panel must say it anyway)
    const std::string why = "Every seat passed";
    auto shown = [&] {
      o.frames(3);
      std::string text = ui::frame_text();
      std::replace(text.begin(), text.end(), '\n', ' ');  // (a sentence may wrap)
      return text;
    };
    auto act = [&] {  // someone acts in the turn: the round is under way
      size_t create = table.legal().size();
      for (size_t i = 0; i < table.legal().size() && create == table.legal().size(); ++i)
        if (kind_of(table.legal()[i]) == Kind::kCreateAsset) create = i;
      REQUIRE(create < table.legal().size());
      REQUIRE(table.apply_legal(create));
    };
    ui::capture_frame_text(true);
    // The save was made as turn 3 began after every seat passed in turn 2: said so.
    const int turn = table.state().session.turn;
    CHECK_MESSAGE(shown().find(why) != std::string::npos, shown());
    act();
    CHECK(shown().find(why) == std::string::npos);  // mid-turn: nothing to explain
    // Both pass: the turn's other phases run (answered where they ask), a new turn's actions begin.
    all_pass(table);
    for (int guard = 0; guard < 10 && table.prompt().kind != "actions"; ++guard) REQUIRE(table.apply_legal(0));
    REQUIRE(table.prompt().kind == "actions");
    REQUIRE(table.state().session.turn == turn + 1);
    const std::string text = shown();
    CHECK_MESSAGE(text.find(why) != std::string::npos, text);
    CHECK_MESSAGE(text.find("turn " + std::to_string(turn + 1) + " began") != std::string::npos, text);
    CHECK(ui::frame_clipped_text().find(why) == std::string::npos);
    act();
    CHECK(shown().find(why) == std::string::npos);
    ui::capture_frame_text(false);
  }
}

TEST_CASE("with animations off the phases go to the log and nothing waits on screen") {
  sb::test::OffscreenTable<TableScreen> o(kSave, 1280, 800, 160.0f);
  REQUIRE_MESSAGE(o.screen, o.error);
  o.screen->settings().animation_speed = 0;
  const size_t journal = o.screen->match().journal_size();
  pass_and_answer(*o.screen);
  CHECK(!o.screen->narrating());
  CHECK(!o.screen->animating());
  size_t logged = 0;
  for (const ui::LogLine& line : o.screen->log()) logged += line.kind == "phase" && line.action > journal;
  CHECK(logged == 8);
}

}  // namespace sb::sw::view::test
