// The windowed `play`'s command line (issue 26): options it would ignore or leave undone are
// refused before any window opens, and --resume alone finds the autosaved title.
#include <doctest/doctest.h>

#include <sstream>

#include "app/cli_run.h"
#include "app/temp_dir.h"
#include "game/app/cli/cli.h"
#include "game/app/screen/screen_commands.h"

using namespace sb;

namespace {

using Run = test::CliRun;
Run run(const std::vector<std::string>& args, const std::string& input = "") {
  return test::run_cli(args, input, app::screen_commands());
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("play refuses --quit-when-interactive with --screenshot or --bench-frames instead of quitting with nothing") {
  test::TempDir dir("window_quit");
  const std::string png = (dir / "shot.png").string();
  // Once: exit 0 at the first frame, and no picture written.
  Run shot = run({"play", "--title", "mighty-kingdoms", "--software", "--size", "640x480", "--save-dir",
                  dir.path().string(), "--screenshot", png, "--quit-when-interactive"});
  CHECK(shot.code == 2);
  CHECK(shot.err ==
        "seasonboard play: --quit-when-interactive stops at the first frame; --screenshot needs the frames after it "
        "(leave out one or the other)\n");
  CHECK(!std::filesystem::exists(png));
  Run bench = run({"play", "--software", "--save-dir", dir.path().string(), "--bench-frames", "5",
                   "--quit-when-interactive"});
  CHECK(bench.code == 2);
  CHECK(has(bench.err, "--bench-frames"));
  // The launcher's own command line reads the same options.
  Run launcher = run({"play", "--launcher", "--software", "--screenshot", png, "--quit-when-interactive"});
  CHECK(launcher.code == 2);
  CHECK(!std::filesystem::exists(png));
  // The screenshot command draws offscreen and has no first frame to stop at.
  Run command = run({"screenshot", "tests/six_winters_view/session_end.yaml", "--out", png, "--quit-when-interactive"});
  CHECK(command.code == 2);
  CHECK(has(command.err, "unknown option '--quit-when-interactive'"));
  CHECK(!std::filesystem::exists(png));
}

TEST_CASE("play --resume without --title resumes the title autosaved in the save folder; refuses new-game options") {
  test::TempDir dir("window_resume");
  const std::string save_dir = dir.path().string();
  const std::vector<std::string> window = {"--software", "--size", "640x480", "--quit-when-interactive"};
  auto play = [&](std::vector<std::string> args) {
    args.insert(args.begin(), "play");
    args.insert(args.end(), window.begin(), window.end());
    return run(args);
  };
  Run none = play({"--resume", "--save-dir", save_dir});
  CHECK(none.code == 1);
  CHECK(none.err == "seasonboard play: --resume: there is no autosaved game in " + save_dir +
                        " (start one with --title ID)\n");
  REQUIRE(run({"play", "--text", "--title", "winter-quarters", "--save-dir", save_dir}, "1\nquit\n").code == 0);
  // Once this assumed Mighty Kingdoms and found nothing to resume.
  Run one = play({"--resume", "--save-dir", save_dir});
  CHECK_MESSAGE(one.code == 0, one.err);
  CHECK(has(one.out, "interactive"));
  REQUIRE(run({"play", "--text", "--title", "six-winters", "--seats", "1", "--save-dir", save_dir}, "1\nquit\n").code == 0);
  Run several = play({"--resume", "--save-dir", save_dir});
  CHECK(several.code == 2);
  CHECK(several.err == "seasonboard play: --resume: " + save_dir +
                           " holds autosaved games of several titles (six-winters, winter-quarters); choose one with "
                           "--title ID\n");
  // --title still chooses, and options a resumed game would ignore are refused.
  CHECK(play({"--resume", "--title", "winter-quarters", "--save-dir", save_dir}).code == 0);
  for (const char* option : {"--seed", "--seats", "--map"}) {
    Run r = play({"--resume", "--title", "winter-quarters", "--save-dir", save_dir, option, "3"});
    CAPTURE(r.err);
    CHECK(r.code == 2);
    CHECK(has(r.err, std::string(option) + " is for a new game"));
  }
  Run both = play({"--resume", "--load", (dir / "winter-quarters.save").string(), "--save-dir", save_dir});
  CHECK(both.code == 2);
  CHECK(both.err == "seasonboard play: --resume continues the autosave and --load opens a file: give one of them\n");
  // Repeated and empty options are refused by the window's reader too.
  CHECK(has(play({"--title", "winter-quarters", "--title", "six-winters", "--save-dir", save_dir}).err,
            "--title is given more than once"));
  CHECK(has(play({"--save-dir", ""}).err, "--save-dir needs a value, got an empty value"));
}
