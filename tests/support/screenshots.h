#pragma once
// A save rendered at each of the three screens every title's table is checked on, through the
// app's own screenshot command.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "game/app/cli/cli.h"
#include "game/app/screen/screen_commands.h"
#include "tests/app/temp_dir.h"
#include "tests/support/offscreen_table.h"

namespace sb::test {

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

}  // namespace sb::test
