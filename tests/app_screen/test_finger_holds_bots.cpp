// Stable under the finger: between a finger's down and up nothing under it changes. A bot's move
// that falls due while a finger is on the screen waits for the finger to lift, in every title the
// registry holds; the choices drawn at the finger's down are the choices drawn at its up.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include <string>
#include <vector>

#include "engine/ui/raster.h"
#include "game/app/cli/titles.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

namespace sb::app::test {

namespace {

// A point of the screen on no touch target (the finger rests there as a hand rests on the table).
ui::Vec2 resting_point(const sb::test::Finger& f) {
  const float w = static_cast<float>(f.app.width()), h = static_cast<float>(f.app.height());
  for (float y = 0.95f; y > 0.05f; y -= 0.05f)
    for (float x = 0.05f; x < 0.95f; x += 0.05f) {
      const ui::Vec2 p{w * x, h * y};
      bool free = true;
      for (const ui::TouchTarget& t : ui::frame_touch_targets())
        if (t.rect.contains(p)) free = false;
      if (free) return p;
    }
  return {w * 0.5f, h * 0.5f};
}

// The choices on screen, in words and places, to compare one frame's with another's.
std::string choices_drawn() {
  std::string drawn;
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.action >= 0)
      drawn += t.label + "@" + std::to_string(static_cast<int>(t.rect.x)) + "," +
               std::to_string(static_cast<int>(t.rect.y)) + ";";
  return drawn;
}

}  // namespace

TEST_CASE("a bot's move that falls due while a finger is down waits until it lifts, in every title") {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels: the rasterizer was 98% of the time
  for (const TitleInfo& t : registered_titles()) {
    if (t.hidden) continue;  // the launcher's titles, started as a player starts them
    CAPTURE(t.id);
    sb::test::TempDir dir("finger_holds_bots_" + t.id);
    sb::test::TabletApp screen("4", dir.path());
    REQUIRE_MESSAGE(screen.app, screen.error);
    sb::test::Finger f{*screen.app, screen.clock, screen.events, screen.metrics.mm(ui::kMinTouchMm), {}};
    f.frames(3);
    REQUIRE(f.tap_label(t.name));
    f.frames(3);
    REQUIRE(f.tap_label("Start"));
    f.frames(3);
    int held = 0;
    for (int step = 0; step < 4000 && held < 4; ++step) {
      auto* table = dynamic_cast<ui::TableHost*>(screen.app->table());
      REQUIRE(table);
      if (table->prompt().game_over) break;
      if (table->covered()) {
        f.hold({static_cast<float>(f.app.width()) * 0.3f, static_cast<float>(f.app.height()) * 0.5f}, 1.0);
        continue;
      }
      if (table->recap_showing()) {
        REQUIRE(f.tap_label("Continue"));
        continue;
      }
      if (table->human_to_act()) {  // the human's part is not what this test is about
        REQUIRE(table->apply_legal(0));
        f.frames(2);
        continue;
      }
      // A bot is to move: a finger rests on the table for three seconds, far longer than a bot's pause.
      f.frames(1);
      const size_t before = table->match().journal_size();
      const std::string drawn = choices_drawn();
      const ui::Vec2 p = resting_point(f);
      f.push(SDL_FINGERDOWN, p);
      for (int k = 0; k < 60; ++k) f.frames(1, 0.05);
      CHECK(table->match().journal_size() == before);
      CHECK(choices_drawn() == drawn);
      f.push(SDL_FINGERUP, p);
      // Lifted, the bot moves after its pause.
      for (int k = 0; k < 200 && table->match().journal_size() == before && !table->covered(); ++k)
        f.frames(1, 0.05);
      CHECK(table->match().journal_size() > before);
      ++held;
    }
    CHECK(held == 4);
  }
}

}  // namespace sb::app::test

namespace sb::app::test {

TEST_CASE("a content change found while a finger is down is reloaded once it lifts") {
  sb::test::TempDir dir("finger_holds_reload");
  std::filesystem::create_directories(dir / "content");
  std::filesystem::copy("content/winter_quarters", dir / "content/winter_quarters",
                        std::filesystem::copy_options::recursive);
  sb::test::ScreenApp screen("1280x800", 160.0f, "4", dir / "saves", {"--content", (dir / "content").string()});
  REQUIRE_MESSAGE(screen.app, screen.error);
  sb::test::Finger f{*screen.app, screen.clock, screen.events, screen.metrics.mm(ui::kMinTouchMm), {}};
  f.frames(3);
  REQUIRE(f.tap_label("Winter Quarters"));
  f.frames(3);
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<ui::TableHost*>(screen.app->table());
  REQUIRE(table);
  const engine::AnyMatch* before = &table->match();
  // The designer saves a file while a player's finger rests on the table.
  const ui::Vec2 p = resting_point(f);
  f.push(SDL_FINGERDOWN, p);
  f.frames(1, 0.05);
  dir.write("content/winter_quarters/cards.yaml", dir.read("content/winter_quarters/cards.yaml") + "\n# a note\n");
  for (int k = 0; k < 60; ++k) f.frames(1, 0.05);
  table = dynamic_cast<ui::TableHost*>(screen.app->table());
  REQUIRE(table);
  CHECK(&table->match() == before);
  f.push(SDL_FINGERUP, p);
  // The reload runs on a worker in real time (the test's clock only paces the frames).
  for (int k = 0; k < 400 && &table->match() == before; ++k) {
    f.frames(1, 0.05);
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  CHECK(&table->match() != before);
}

}  // namespace sb::app::test
