// What a new player meets when something is wrong: a mistyped window option is named with its
// value (and never aborts), broken content shows file:line:col in the launcher, whole on a
// phone, and goes away by itself once the file is fixed.
#include <doctest/doctest.h>

#include <sstream>

#include "game/app/cli/cli.h"
#include "game/app/screen/screen_commands.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

namespace sb::app::test {

TEST_CASE("window options are checked whole and named with the value given") {
  int w = 0, h = 0;
  float scale = 1;
  CHECK(parse_size("1280x800", w, h));
  CHECK((w == 1280 && h == 800));
  for (const char* bad : {"1280x800px", "1280x", "0x0", "-5x10", "100000x100000", "1280x800x2", "abc"})
    CHECK_MESSAGE(!parse_size(bad, w, h), bad);
  CHECK((w == 1280 && h == 800));  // a refused size leaves the last good one
  CHECK(parse_scale("1.5", scale));
  CHECK(scale == 1.5f);
  for (const char* bad : {"nan", "NaN", "inf", "1.5x", "0", "9", ""}) CHECK_MESSAGE(!parse_scale(bad, scale), bad);
  CHECK(scale == 1.5f);

  // Through the launcher's own command line: exit 2 and a message naming the option and value
  // ("--scale nan" once passed the range test and aborted in ImGui's font atlas).
  for (auto [option, value] : {std::pair{"--scale", "nan"}, std::pair{"--size", "1280x800px"}, std::pair{"--dpi", "lots"}}) {
    std::ostringstream out, err;
    std::istringstream in;
    CHECK(run_cli({"play", "--launcher", "--software", option, value, "--quit-when-interactive"}, out, err, in,
                  screen_commands()) == 2);
    CHECK_MESSAGE(err.str().find(std::string(option) + " expects") != std::string::npos, err.str());
    CHECK_MESSAGE(err.str().find(std::string("'") + value + "'") != std::string::npos, err.str());
  }
}

TEST_CASE("broken content is named file:line:col in the launcher on a phone and clears once fixed") {
  sb::test::TempDir dir("launcher_content");
  std::filesystem::create_directories(dir / "content");
  std::filesystem::copy("content/mighty_kingdoms", dir / "content/mighty_kingdoms", std::filesystem::copy_options::recursive);
  const std::string good = dir.read("content/mighty_kingdoms/tables.yaml");
  const std::string from = "{roll: 2, result: none}";
  REQUIRE(good.find(from) != std::string::npos);
  std::string bad = good;
  bad.replace(bad.find(from), from.size(), "{roll: [2, result: none}");
  dir.write("content/mighty_kingdoms/tables.yaml", bad);

  sb::test::ScreenApp phone("720x1280", 300, "4", dir / "saves", {"--content", (dir / "content").string()});
  REQUIRE_MESSAGE(phone.app, phone.error);
  sb::test::Finger f{*phone.app, phone.clock, phone.events, phone.metrics.mm(ui::kMinTouchMm), {}};
  f.frames(3);
  // Named with file, line and column (drawn wrapped: it once ran off a phone's edge, cutting
  // them), and no Start for a title that did not load.
  const std::string where = (dir / "content/mighty_kingdoms/tables.yaml").string() + ":3:";
  CHECK_MESSAGE(phone.app->launcher_message().rfind(where, 0) == 0, phone.app->launcher_message());
  CHECK(f.find("Start") == nullptr);
  // Fixed: the next frame loads it, the message goes and Start is offered.
  dir.write("content/mighty_kingdoms/tables.yaml", good);
  f.tap_label("Mighty Kingdoms");
  f.frames(3);
  CHECK(phone.app->launcher_message() == "");
  CHECK(f.find("Start") != nullptr);
}

}  // namespace sb::app::test

namespace sb::app::test {

TEST_CASE("play --title opens every title with its default seats (no --seats needed)") {
  sb::test::TempDir dir("play_defaults");
  for (const char* title : {"mighty-kingdoms", "six-winters", "winter-quarters", "vacant-throne"}) {
    std::ostringstream out, err;
    std::istringstream in;
    // Vacant Throne needs 3 seats: the default of one human and one bot was refused.
    CHECK_MESSAGE(run_cli({"play", "--title", title, "--software", "--size", "640x480", "--save-dir",
                           dir.path().string(), "--quit-when-interactive"},
                          out, err, in, screen_commands()) == 0,
                  title << ": " << err.str());
  }
}

}  // namespace sb::app::test
