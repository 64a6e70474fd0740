#pragma once
// The three screens every title's table is checked on (the README's: a 10-inch tablet at 160 dpi,
// full HD, 4K), a save rendered at each through the app's own screenshot command, and small
// helpers for the layout checks that follow (an intent at a point, two rects overlapping).
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "engine/ui/gestures.h"
#include "game/app/cli/cli.h"
#include "game/app/screen/screen_commands.h"
#include "tests/app/temp_dir.h"

namespace sb::test {

struct ScreenSize {
  int w, h;
  float dpi;
  std::string dims() const { return std::to_string(w) + "x" + std::to_string(h); }
};
inline constexpr ScreenSize kScreenSizes[] = {{1280, 800, 160}, {1920, 1080, 96}, {3840, 2160, 192}};

// `save` (or scenario) rendered at each of kScreenSizes by `seasonboard screenshot`: it succeeds and
// writes a PNG of more than `min_bytes` (a blank screen compresses to far less).
inline void check_screenshots(const std::string& save, const std::string& name, std::uintmax_t min_bytes) {
  TempDir dir(name + "-render");
  for (const ScreenSize& size : kScreenSizes) {
    const std::string png = (dir / (name + "-" + size.dims() + ".png")).string();
    std::ostringstream out, err;
    std::istringstream in;
    const int code = app::run_cli({"screenshot", save, "--size", size.dims(), "--dpi",
                                   std::to_string(static_cast<int>(size.dpi)), "--out", png},
                                  out, err, in, app::screen_commands());
    CHECK_MESSAGE(code == 0, size.dims() << ": " << err.str());
    REQUIRE(std::filesystem::exists(png));
    CHECK(std::filesystem::file_size(png) > min_bytes);
  }
}

inline ui::Intent at_point(ui::IntentKind kind, ui::Vec2 p) {
  ui::Intent intent;
  intent.kind = kind;
  intent.pos = intent.start = p;
  return intent;
}

inline bool overlap(const ui::Rect& a, const ui::Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

}  // namespace sb::test
