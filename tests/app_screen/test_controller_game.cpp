// A whole game of one title by synthetic controller events only, and every other title as far as
// its first human turns: each choice reached with the d-pad (A into a list, B out of it, the
// shoulders to the next panel) and taken with A, bots waited for, the hand-off cover held open
// with A.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "engine/ui/raster.h"
#include "engine/ui/table_focus.h"
#include "engine/ui/table_host.h"
#include "game/app/cli/titles.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_pad.h"

namespace sb::app::test {

namespace {

using sb::test::Pad;

// An answer taken on the table: a lit thing a tap answers (ui::TableThing::action), else a thing
// whose choices a tap shows beside it and then the choice the focus lands on there. Back onto the
// table if the panels have the focus, the right shoulder round the lit things, A (and A again in
// the card beside it). False when nothing is lit, it could not be reached, or what the focus
// landed on beside it took no action (B then backs out of the card).
bool table_answer(Pad& pad, ui::TableHost& table, int& table_actions) {
  const ui::TableThing* pick = nullptr;
  for (const ui::TableThing& t : ui::table_focus::things())
    if (!pick || (pick->action < 0 && t.action >= 0)) pick = &t;
  if (!pick) return false;
  const std::string label = pick->label;
  const bool answers = pick->action >= 0;
  if (!ui::table_focus::on_table()) pad.press(SDL_CONTROLLER_BUTTON_BACK);
  for (int presses = 0; presses < 40 && ui::table_focus::on_table(); ++presses) {
    const ui::TableThing* focused = ui::table_focus::focused();
    if (focused && focused->label == label) {
      const size_t journal = table.match().journal_size();
      pad.press(SDL_CONTROLLER_BUTTON_A);
      if (!answers && table.match().journal_size() == journal && !ui::table_focus::on_table())
        pad.press(SDL_CONTROLLER_BUTTON_A);  // the choice the focus landed on, beside the thing
      if (table.match().journal_size() == journal) {
        if (!ui::table_focus::on_table()) pad.press(SDL_CONTROLLER_BUTTON_B);
        return false;
      }
      ++table_actions;
      return true;
    }
    pad.press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
  }
  return false;
}

// Waits for the bots, takes the recap's Continue; one human answer by controller otherwise (a lit
// thing on the table a tap answers, else the first choice the panels show, reached with the d-pad
// and taken with A). False when none was there to reach.
bool pad_turn(Pad& pad, ui::TableHost& table, int& human_actions, int& bot_frames, int& table_actions) {
  if (table.covered()) {  // "Pass to Bo": A held reveals, as a held finger does
    pad.push_button(SDL_CONTROLLER_BUTTON_A, true);
    for (int i = 0; i < 20; ++i) pad.f.frames(1, 0.05);
    pad.push_button(SDL_CONTROLLER_BUTTON_A, false);
    pad.f.frames(3);
    return true;
  }
  if (table.recap_showing()) {
    REQUIRE(sb::test::pad_reach_label(pad, "Continue"));
    pad.press(SDL_CONTROLLER_BUTTON_A);
    return true;
  }
  const int seat = table.prompt().seat;
  if (seat < 0 || table.is_bot(seat) || table.match().legal_count() == 0) {
    pad.f.frames(1, 0.1);
    ++bot_frames;
    return true;
  }
  if (table_answer(pad, table, table_actions)) {
    ++human_actions;
    return true;
  }
  if (ui::table_focus::on_table()) pad.press(SDL_CONTROLLER_BUTTON_BACK);  // to the panels
  // A choice pressed that took no action (a heading that opens its group's choices) is not pressed
  // again for the same question: the next one is (one inside the group it opened).
  static std::set<std::string> opened;
  static size_t question = ~size_t{0};
  if (table.match().journal_size() != question) opened.clear();
  question = table.match().journal_size();
  int want = -1;
  std::string label;
  for (int pass = 0; pass < 2 && want < 0; ++pass) {
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.action >= 0 && t.rect.h > 0 && !opened.count(t.label)) {
        want = t.action;
        label = t.label;
        break;
      }
    if (want < 0) opened.clear();
  }
  if (want < 0) {
    // A screen before the choices (a session's start, who plays whom): its first button that is
    // not the toolbar's (an onward button first).
    std::string press;
    for (const char* onward : {"Start the session", "Continue", "OK"})
      if (press.empty() && pad.f.find(onward)) press = onward;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (press.empty() && t.rect.h > 0 && t.label != "turn banner" && t.label != "Log" && t.label != "Menu" &&
          t.label != "Start over" && t.label != "Fast-forward bots" && t.label.rfind("Undo", 0) != 0)
        press = t.label;
    if (!press.empty()) {
      // Reached (or gone: a press on the way may have been it), then taken.
      if (sb::test::pad_reach_label(pad, press)) pad.press(SDL_CONTROLLER_BUTTON_A);
      return true;
    }
    std::string seen;
    for (const ui::TouchTarget& t : ui::frame_touch_targets()) seen += " '" + t.label + "'";
    MESSAGE("no choice to reach at '" << table.prompt().text << "'; on screen:" << seen);
    pad.f.frames(1);
    return false;
  }
  const size_t journal = table.match().journal_size();
  if (!sb::test::pad_reach(pad, [&](const ui::TouchTarget& t) { return t.action == want; })) {
    const auto focus = sb::test::pad_focus();
    std::string seen;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      seen += " '" + t.label + "'@" + std::to_string(int(t.rect.x)) + "," + std::to_string(int(t.rect.y)) + "," +
              std::to_string(int(t.rect.w)) + "x" + std::to_string(int(t.rect.h));
    MESSAGE("could not reach '" << label << "' from focus "
            << (focus ? std::to_string(int(focus->x)) + "," + std::to_string(int(focus->y)) + "," + std::to_string(int(focus->w)) + "x" + std::to_string(int(focus->h)) : "-")
            << " in " << sb::test::pad_window() << (sb::test::pad_in_child() ? " (a list)" : "") << "; on screen:" << seen);
    return false;
  }
  pad.press(SDL_CONTROLLER_BUTTON_A);
  if (table.match().journal_size() > journal) ++human_actions;
  else opened.insert(label);
  return true;
}

}  // namespace

TEST_CASE("controller: a whole game of Winter Quarters by controller events only") {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels
  sb::test::PadApp app("pad_game", "5");
  Pad& pad = app.pad;
  ui::TableHost* table = sb::test::pad_start_game(pad, "Winter Quarters");
  REQUIRE(table);
  int human = 0, bot_frames = 0, stuck = 0, on_table = 0;
  for (int guard = 0; guard < 20000 && !table->prompt().game_over; ++guard) {
    REQUIRE_MESSAGE(!table->covered(), "nothing in this game is private");
    if (!pad_turn(pad, *table, human, bot_frames, on_table)) REQUIRE(++stuck < 50);
  }
  CHECK(table->prompt().game_over);
  MESSAGE("actions by controller: " << human << " (" << on_table << " of them on the table), frames waiting for bots: "
                                    << bot_frames);
  CHECK(human > 10);
  // The lit spaces are reached on the table itself (the focus ring over the map), not only from
  // the panels' lists: before, Winter Quarters noted no thing on its table for the controller.
  CHECK(on_table > 0);
}

TEST_CASE("controller: every other title as far as its first human turns by controller") {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels
  for (const TitleInfo& t : registered_titles()) {
    // Six Winters' first turns by controller take things on its table (its first question is a
    // location): tests/six_winters_view/test_controller.cpp, with the table's focus.
    if (t.hidden || t.name == "Winter Quarters" || t.id == "six-winters") continue;
    CAPTURE(t.id);
    sb::test::PadApp app("pad_first_" + t.id, "4");
    Pad& pad = app.pad;
    ui::TableHost* table = sb::test::pad_start_game(pad, t.name);
    REQUIRE(table);
    int human = 0, bot_frames = 0, stuck = 0, on_table = 0;
    for (int guard = 0; guard < 3000 && human < 3 && !table->prompt().game_over; ++guard)
      if (!pad_turn(pad, *table, human, bot_frames, on_table)) REQUIRE(++stuck < 20);
    CHECK(human >= 1);
    // Vacant Throne's tiles, cards and blocks with choices, and Mighty Kingdoms' hexes and tokens,
    // are things on their tables too (the capital's hex and the homes beside it, here).
    if (t.id == "vacant-throne" || t.id == "mighty-kingdoms") CHECK(on_table >= 1);
  }
}

TEST_CASE("controller: A held on the hand-off cover reveals the table, as a held finger does") {
  sb::test::PadApp app("pad_cover", "3");
  Pad& pad = app.pad;
  sb::test::Finger& f = app.f;
  // Mighty Kingdoms with Bo human too (set up by finger): the secret race passes between them.
  REQUIRE(f.tap_label("Mighty Kingdoms"));
  f.frames(3);
  const ui::TouchTarget* kind = nullptr;
  for (const ui::TouchTarget& t : f.targets())
    if (t.label == "seat kind" && t.group == 1) kind = &t;
  REQUIRE(kind);
  f.tap(kind->rect.center());
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  REQUIRE(!g.OpenPopupStack.empty());
  const ImGuiWindow* list = g.OpenPopupStack.back().Window;
  REQUIRE(list);
  const float row = ImGui::GetTextLineHeight() + g.Style.ItemSpacing.y;
  f.tap({list->Pos.x + list->Size.x * 0.3f, list->Pos.y + list->WindowPadding.y + row * 0.4f});  // Human
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<ui::TableHost*>(app.screen.app->table());
  REQUIRE(table);
  int human = 0, bot_frames = 0, stuck = 0, on_table = 0;
  for (int guard = 0; guard < 400 && !table->covered() && !table->prompt().game_over; ++guard)
    if (!pad_turn(pad, *table, human, bot_frames, on_table)) REQUIRE(++stuck < 20);
  REQUIRE(table->covered());  // a private choice passed to the other human
  pad.press(SDL_CONTROLLER_BUTTON_A);  // a quick press is not a hold
  CHECK(table->covered());
  pad.push_button(SDL_CONTROLLER_BUTTON_A, true);
  for (int i = 0; i < 20; ++i) f.frames(1, 0.05);
  pad.push_button(SDL_CONTROLLER_BUTTON_A, false);
  f.frames(3);
  CHECK(!table->covered());
}

}  // namespace sb::app::test
