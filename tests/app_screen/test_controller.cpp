// A game controller on the sofa, by synthetic SDL controller events only (no device, as CI has
// none): the d-pad and the left stick move ImGui's focus over the launcher and the panels, A
// chooses, B backs out as Escape does, Start opens the table's Menu.
#include <doctest/doctest.h>

#include <string>

#include "engine/ui/table_host.h"
#include "game/app/cli/titles.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_pad.h"

namespace sb::app::test {

namespace {

using sb::test::Pad;

}  // namespace

TEST_CASE("controller: on the launcher the d-pad moves a visible focus and A starts a game of a title") {
  sb::test::PadApp app("pad_launcher", "3");
  Pad& pad = app.pad;
  CHECK(!sb::test::pad_focus());  // no focus drawn before the controller is used
  pad.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  const auto first = sb::test::pad_focus();
  REQUIRE(first);  // the first press shows the focus (on Start, at the launcher's foot)
  pad.press(SDL_CONTROLLER_BUTTON_DPAD_UP);
  const auto up = sb::test::pad_focus();
  REQUIRE(up);
  CHECK(up->y < first->y);  // up moved it up
  pad.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  REQUIRE(sb::test::pad_focus());
  CHECK(sb::test::pad_focus()->y > up->y);
  ui::TableHost* table = sb::test::pad_start_game(pad, "Winter Quarters");
  REQUIRE(table);
  CHECK(std::string(table->match().title_id()) == "winter-quarters");
}

TEST_CASE("controller: Start opens the table's Menu with the focus in it, B closes it") {
  sb::test::PadApp app("pad_menu", "3");
  Pad& pad = app.pad;
  ui::TableHost* table = sb::test::pad_start_game(pad, "Winter Quarters");
  REQUIRE(table);
  REQUIRE(!table->menu_open());
  pad.press(SDL_CONTROLLER_BUTTON_START);
  CHECK(table->menu_open());
  pad.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  CHECK(sb::test::pad_window() == "Menu");
  CHECK(sb::test::pad_focus());
  pad.press(SDL_CONTROLLER_BUTTON_B);
  CHECK(!table->menu_open());
}

TEST_CASE("controller: B on the launcher backs out as Escape does (asks whether to quit)") {
  sb::test::PadApp app("pad_back", "3");
  Pad& pad = app.pad;
  sb::test::Finger& f = app.f;
  REQUIRE(!f.find("Stay"));
  pad.press(SDL_CONTROLLER_BUTTON_B);
  CHECK(f.find("Stay"));
  pad.press(SDL_CONTROLLER_BUTTON_B);
  CHECK(!f.find("Stay"));
}

TEST_CASE("controller: the left stick past its dead zone moves the focus; inside it, nothing") {
  sb::test::PadApp app("pad_stick", "3");
  Pad& pad = app.pad;
  pad.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  const auto first = sb::test::pad_focus();
  REQUIRE(first);
  pad.flick(SDL_CONTROLLER_AXIS_LEFTY, -4000);  // a resting thumb
  REQUIRE(sb::test::pad_focus());
  CHECK(sb::test::pad_focus()->y == first->y);
  pad.flick(SDL_CONTROLLER_AXIS_LEFTY, -30000);
  REQUIRE(sb::test::pad_focus());
  CHECK(sb::test::pad_focus()->y < first->y);
}

TEST_CASE("controller: the shoulders move the focus from one panel to the next and back") {
  sb::test::PadApp app("pad_shoulders", "3");
  Pad& pad = app.pad;
  ui::TableHost* table = sb::test::pad_start_game(pad, "Winter Quarters");
  REQUIRE(table);
  pad.press(SDL_CONTROLLER_BUTTON_START);  // the Menu beside the side panel: two panels
  pad.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  REQUIRE(sb::test::pad_window() == "Menu");
  pad.press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
  CHECK(sb::test::pad_window() != "Menu");
  CHECK(sb::test::pad_focus());  // shown on the other panel's first item
  pad.press(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
  CHECK(sb::test::pad_window() == "Menu");
  CHECK(sb::test::pad_focus());
}

}  // namespace sb::app::test
