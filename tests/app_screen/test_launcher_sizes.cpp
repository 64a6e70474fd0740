// A new player's first minute at every size the game meets: phones held either way, a small phone,
// a tablet, a desktop and a 4K TV, at the text size's extremes. For each title the launcher's New
// game tab is swiped through by finger to its last choice: every target met is at least 9 mm at
// the display's DPI, Start stays whole on screen all the way, and a tap on it opens the table.
// By default one title a screen (a different one on the next) on the screens that once broke,
// swiped through on three of them; with SB_PROPERTY_GAMES set, every title on every screen.
#include <doctest/doctest.h>

#include <cstdlib>
#include <map>
#include <tuple>

#include "engine/ui/raster.h"
#include "engine/ui/settings_file.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/title_screens.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

namespace sb::app::test {

namespace {

struct Screen {
  const char* size;
  float dpi;
  float text_size;  // the Settings tab's "Text and button size"
  bool swiped;      // by default its title's choices are swiped through to the end
  bool by_default;  // else only with SB_PROPERTY_GAMES set (software rendering at phone sizes is slow)
};

// The sizes of the brief: phone upright and on its side, a small phone, a tablet (at the text
// size that once pushed Start off it), a desktop, a TV; and the text size's ends on the small ones.
constexpr Screen kScreens[] = {
    {"1080x2340", 400, 1.0f, false, true}, {"2340x1080", 400, 1.0f, true, true},    {"720x1280", 300, 1.0f, false, true},
    {"1280x800", 160, 1.0f, false, false}, {"1280x800", 160, 1.25f, true, true},    {"1920x1080", 96, 1.0f, false, false},
    {"3840x2160", 140, 1.0f, false, true}, {"1280x800", 160, 2.5f, false, false},   {"2340x1080", 400, 2.5f, false, true},
    {"720x1280", 300, 2.5f, true, true},   {"1280x800", 160, 0.75f, false, true},   {"1080x2340", 400, 0.75f, false, false},
};

// The last choice each title's part of the tab offers (empty: the launcher's Seed is the last).
const std::map<std::string, std::string> kLastChoice = {
    {"mighty-kingdoms", "Map"}, {"six-winters", "Random layout"}, {"winter-quarters", ""}, {"vacant-throne", ""}};

bool whole(const ui::TouchTarget& t) { return t.rect.h + 0.5f >= t.full.h && t.rect.w + 0.5f >= t.full.w; }

// Start whole on screen, one touch target tall; fails the test (with where) when not.
void check_start(sb::test::Finger& f, const std::string& where) {
  const ui::TouchTarget* start = f.find("Start");
  CHECK_MESSAGE(start, where << ": Start is not on screen");
  if (!start) return;
  CHECK_MESSAGE(whole(*start), where << ": Start is cut");
  CHECK_MESSAGE(start->rect.y + start->rect.h <= static_cast<float>(f.app.height()) + 0.5f, where);
  CHECK_MESSAGE(start->rect.h + 0.5f >= f.min_target_px, where << ": Start " << start->rect.h << " px");
}

// One swipe up of the launcher's list, from its lowest target showing a third of a finger (never the seat count's
// slider, which a press moves, nor Start or Quit, in the foot that does not scroll). False when nothing could be held or the list did not move (its
// end); `seen` gathers every label met.
bool swipe_up(sb::test::Finger& f, std::set<std::string>& seen) {
  auto layout = [&f, &seen] {
    std::vector<std::tuple<std::string, int, float>> where;  // seat rows differ by group alone
    for (const ui::TouchTarget& t : f.targets()) {
      seen.insert(t.label);
      where.push_back({t.label, t.group, t.full.y});
    }
    return where;
  };
  const auto before = layout();
  const ui::TouchTarget* lowest = nullptr;
  for (const ui::TouchTarget& t : f.targets())
    if (t.rect.h >= f.min_target_px * 0.3f && t.label != "Start" && t.label != "Quit" && t.label != "Kingdoms" &&
        t.label != "Players" &&
        (!lowest || t.rect.y > lowest->rect.y))
      lowest = &t;
  if (!lowest) return false;
  const ui::Vec2 from = lowest->rect.center();
  f.drag(from, {from.x, std::max(2.0f, from.y - static_cast<float>(f.app.height()) * 0.5f)});
  return layout() != before;
}

}  // namespace

TEST_CASE("every title's New game choices are reached by finger and Start stays on screen, phone to 4K") {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels: the rasterizer was 98% of the time
  const bool all = std::getenv("SB_PROPERTY_GAMES") != nullptr;
  int screen_number = 0, swiped_screens = 0;
  for (const Screen& screen : kScreens) {
    int title_number = -1;
    ++screen_number;
    // The swiped screens take the titles in turn (Mighty Kingdoms first: the launcher's default).
    const int pick = screen.swiped ? swiped_screens++ % 4 : screen_number % 4;
    for (const TitleInfo& title : registered_titles()) {
      if (title.hidden || !find_title_screen(title.id) || !kLastChoice.count(title.id)) continue;
      // One title per screen, a different one on the next, is chosen (every title with SB_PROPERTY_GAMES).
      const bool started = ++title_number == pick;
      const bool swiped = all || screen.swiped;
      if (!(all || (started && screen.by_default))) continue;
      const std::string where = std::string(screen.size) + " at " + std::to_string(int(screen.dpi)) +
                                " dpi, text size " + std::to_string(screen.text_size) + ", " + title.name;
      CAPTURE(where);
      sb::test::TempDir dir("launcher_sizes");
      ui::TableSettings settings;
      settings.ui_scale = screen.text_size;
      std::string error;
      REQUIRE(ui::write_settings(ui::settings_path(dir.path()), settings, error));
      sb::test::ScreenApp phone(screen.size, screen.dpi, "4", dir.path());
      REQUIRE_MESSAGE(phone.app, phone.error);
      // 9 mm at the display's DPI, whatever the text size says.
      sb::test::Finger f{*phone.app, phone.clock, phone.events, phone.metrics.mm(ui::kMinTouchMm), {}, 2};
      f.frames(3);
      std::set<std::string> seen;
      auto chosen = [&] {
        const ui::TouchTarget* t = f.find(title.name);
        return t && t->rect.h + 0.5f >= t->full.h;  // a long name may run past the edge: its button is there
      };
      for (int swipe = 0; swipe < 6 && !chosen(); ++swipe) swipe_up(f, seen);
      REQUIRE_MESSAGE(f.tap_label(title.name), where << ": the title cannot be chosen");
      f.frames(2);
      check_start(f, where);
      if (swiped) {
        for (int swipe = 0; swipe < 40 && swipe_up(f, seen); ++swipe) check_start(f, where + " after a swipe");
        CHECK_MESSAGE(seen.count("Seed"), where << ": the seed below the seats was never reached");
        const std::string& last = kLastChoice.at(title.id);
        if (!last.empty()) CHECK_MESSAGE(seen.count(last), where << ": '" << last << "' was never reached");
      }
      CHECK_MESSAGE(f.small.empty(), where << ": under 9 mm: " << (f.small.empty() ? "" : *f.small.begin()));
      if (started) {  // Start opens its table
        REQUIRE(f.tap_label("Start"));
        f.frames(3);
        CHECK_MESSAGE(phone.app->table(), where << ": Start did not open the table: " << phone.err.str());
      }
    }
  }
}

}  // namespace sb::app::test

namespace sb::app::test {

TEST_CASE("at the largest text size a small phone still reaches the setting that takes it back") {
  sb::test::TempDir dir("launcher_text_size");
  ui::TableSettings settings;
  settings.ui_scale = 2.5f;
  std::string error;
  REQUIRE(ui::write_settings(ui::settings_path(dir.path()), settings, error));
  sb::test::ScreenApp phone("720x1280", 300, "4", dir.path());
  REQUIRE_MESSAGE(phone.app, phone.error);
  sb::test::Finger f{*phone.app, phone.clock, phone.events, phone.metrics.mm(ui::kMinTouchMm), {}, 2};
  f.frames(3);
  // Held to what the screen holds: six touch targets across its 720 px.
  CHECK(phone.app->px_per_mm() * ui::kMinTouchMm * 6 <= 720.5f);
  CHECK(phone.app->px_per_mm() > phone.metrics.px_per_mm());  // but larger than the plain size
  std::set<std::string> seen;
  for (int swipe = 0; swipe < 6 && !f.find("Settings"); ++swipe) swipe_up(f, seen);
  REQUIRE(f.tap_label("Settings"));
  f.frames(3);
  for (int swipe = 0; swipe < 6 && !f.find("Text and button size"); ++swipe) swipe_up(f, seen);
  const ui::TouchTarget* size = f.find("Text and button size");
  REQUIRE(size);
  CHECK(size->rect.h + 0.5f >= f.min_target_px);
  CHECK(f.find("Start") == nullptr);  // Start belongs to the New game tab
  CHECK(f.small.empty());
}

}  // namespace sb::app::test

namespace sb::app::test {

namespace {

void press_key(sb::test::Finger& f, SDL_Keycode key) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = key;
  f.events.queue.push_back(e);
  e.type = SDL_KEYUP;
  f.events.queue.push_back(e);
  f.frames(2);
}

}  // namespace

// A full-screen tablet has no window to close: the launcher's Quit, a finger wide and whole on
// screen on a phone either way and a tablet, on every tab, ends the app the way closing the
// window does. Escape (Android's Back) asks first; Back again or Stay takes the question back.
TEST_CASE("the launcher's Quit, tapped by a finger, ends the app; Escape and Back ask first") {
  const std::pair<const char*, float> kQuitScreens[] = {{"1080x2340", 400}, {"2340x1080", 400}, {"1280x800", 160}};
  for (const auto& [size, dpi] : kQuitScreens) {
    CAPTURE(size);
    sb::test::TempDir dir("launcher_quit");
    sb::test::ScreenApp phone(size, dpi, "4", dir.path());
    REQUIRE_MESSAGE(phone.app, phone.error);
    sb::test::Finger f{*phone.app, phone.clock, phone.events, phone.metrics.mm(ui::kMinTouchMm), {}, 2};
    f.frames(3);
    for (const char* tab : {"Settings", "Load", "New game"}) {
      CAPTURE(tab);
      REQUIRE(f.tap_label(tab));
      const ui::TouchTarget* quit = f.find("Quit");
      REQUIRE(quit);
      CHECK(whole(*quit));
      CHECK(quit->rect.h + 0.5f >= f.min_target_px);
      CHECK(quit->rect.w + 0.5f >= f.min_target_px);
      CHECK(quit->rect.y + quit->rect.h <= static_cast<float>(phone.app->height()) + 0.5f);
    }
    CHECK(f.find("Start"));  // beside Quit on the New game tab
    // Escape asks, Stay takes it back; Back asks, Back again takes it back: the app goes on.
    press_key(f, SDLK_ESCAPE);
    CHECK(f.find("Stay"));
    REQUIRE(f.tap_label("Stay"));
    CHECK(!f.find("Stay"));
    press_key(f, SDLK_AC_BACK);
    CHECK(f.find("Stay"));
    press_key(f, SDLK_AC_BACK);
    CHECK(!f.find("Stay"));
    CHECK(phone.app->iterate());
    // Escape, then Quit in the question: the app ends.
    press_key(f, SDLK_ESCAPE);
    REQUIRE(f.tap_label("Quit"));
    CHECK(!phone.app->iterate());
    CHECK(phone.app->table() == nullptr);
  }
  // Quit at the foot, without the question, ends it too.
  sb::test::TempDir dir("launcher_quit_tap");
  sb::test::ScreenApp tablet("1280x800", 160, "4", dir.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  sb::test::Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(ui::kMinTouchMm), {}, 2};
  f.frames(3);
  CHECK(tablet.app->iterate());
  REQUIRE(f.tap_label("Quit"));
  CHECK(!tablet.app->iterate());
  CHECK(tablet.err.str().empty());
}

}  // namespace sb::app::test
