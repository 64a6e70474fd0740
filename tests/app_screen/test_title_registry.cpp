// The title registry as the build made it (game/CMakeLists.txt's sb_add_title lines): every title
// of that list, in its order, is listed by `seasonboard titles` and the help texts, has a table on
// screen (its own view or the list view), is offered by the launcher (test titles are playable with
// `play --title` instead) and plays `sim` on the shared harness.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "game/app/cli/titles.h"
#include "game/app/screen/screen_commands.h"
#include "game/app/screen/title_screens.h"
#include "tests/app/cli_run.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

#ifndef SB_TITLE_FOLDERS
#error "SB_TITLE_FOLDERS (the folders sb_add_title names, comma-separated) must be defined"
#endif

namespace sb::app::test {

namespace {

std::vector<std::string> build_title_folders() {
  std::vector<std::string> folders;
  std::stringstream in(SB_TITLE_FOLDERS);
  for (std::string folder; std::getline(in, folder, ',');) folders.push_back(folder);
  return folders;
}

sb::test::CliRun run(const std::vector<std::string>& args) { return sb::test::run_cli(args, "", screen_commands()); }

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("the registry holds the build's titles, in the order sb_add_title lists them") {
  const std::vector<std::string> folders = build_title_folders();
  REQUIRE(folders.size() >= 5);
  REQUIRE(registered_titles().size() == folders.size());
  for (size_t i = 0; i < folders.size(); ++i) {
    const TitleInfo& t = registered_titles()[i];
    CAPTURE(t.id);
    CHECK(t.make()->content_dir() == folders[i]);
    CHECK(t.make()->id() == t.id);
    CHECK(find_title(t.id) == &t);
    CHECK(t.sim);
    CHECK(!t.sim_options.empty());
    const TitleScreenInfo* screen = find_title_screen(t.id);
    REQUIRE(screen);
    CHECK(screen->make_screen);
    CHECK(screen->new_game_panel);
  }
}

TEST_CASE("every title is in `titles`, the help texts and `play --help`'s title options") {
  const sb::test::CliRun titles = run({"titles"});
  REQUIRE(titles.code == 0);
  const sb::test::CliRun help = run({"--help"});
  const sb::test::CliRun play_help = run({"play", "--help"});
  std::string listed;
  for (const TitleInfo& t : registered_titles()) {
    CAPTURE(t.id);
    const auto title = t.make();
    const std::string seats = title->min_seats() == title->max_seats()
                                  ? std::to_string(title->min_seats())
                                  : std::to_string(title->min_seats()) + "-" + std::to_string(title->max_seats());
    CHECK(has(titles.out, t.id + "\t" + t.name + (t.hidden ? " (test title)" : "") + "\t" + seats + "\n"));
    CHECK(has(help.out, t.id));
    CHECK(has(play_help.out, t.id));
    for (const ui::PlayOption& option : find_title_screen(t.id)->play_options) {
      CHECK(has(play_help.out, "[" + option.name + " " + option.value + "]"));
      CHECK(has(play_help.out, option.help));
    }
    listed += t.id + "\t";
  }
  // One line a title, in the registry's order.
  std::string ids;
  std::istringstream lines(titles.out);
  for (std::string line; std::getline(lines, line);) ids += line.substr(0, line.find('\t')) + "\t";
  CHECK(ids == listed);
}

TEST_CASE("every title plays sim on the harness: a report and a part of a sharded run") {
  for (const TitleInfo& t : registered_titles()) {
    CAPTURE(t.id);
    const sb::test::CliRun report = run({"sim", "--title", t.id, "--games", "1", "--json"});
    CHECK_MESSAGE(report.code == 0, report.err);
    CHECK(report.out.rfind("{", 0) == 0);  // the JSON report
    const sb::test::CliRun part = run({"sim", "--title", t.id, "--games", "2", "--shard", "2/2"});
    CHECK_MESSAGE(part.code == 0, part.err);
    CHECK(has(part.out, "\"seasonboard_sim_part\": 1, \"title\": \"" + t.id + "\""));
    CHECK(has(part.out, "\"part\": 2, \"parts\": 2, \"games\": 1"));
  }
}

TEST_CASE("the launcher offers every title but the test titles, which play with play --title") {
  sb::test::TempDir dir("title_registry");
  sb::test::TabletApp tablet("5", dir / "saves");
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  sb::test::Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(ui::kMinTouchMm), {}};
  f.frames(3);
  for (const TitleInfo& t : registered_titles()) {
    CAPTURE(t.id);
    if (t.hidden) {
      CHECK(f.find(t.name) == nullptr);
      const sb::test::CliRun play = run({"play", "--title", t.id, "--software", "--size", "800x600", "--save-dir",
                                         (dir / "saves").string(), "--quit-when-interactive"});
      CHECK_MESSAGE(play.code == 0, play.err);
      continue;
    }
    // Chosen by touch, its content loads and Start is offered.
    REQUIRE(f.tap_label(t.name));
    f.frames(3);
    CHECK_MESSAGE(f.find("Start") != nullptr, tablet.app->launcher_message());
  }
}

}  // namespace sb::app::test
