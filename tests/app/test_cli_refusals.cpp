// Nothing a player types on the command line loses a game or does something other than it says
// (issue 26): each fault found on the command line, with the refusal or the behaviour that replaced it.
#include <doctest/doctest.h>

#include <sstream>

#include "app/cli_run.h"
#include "app/temp_dir.h"
#include "engine/save/save_file.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

using namespace sb;

namespace {

using test::Run;
using test::run;
using test::has;

size_t count_of(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

size_t journal_actions(const std::filesystem::path& file) {
  engine::ErrorList errors;
  bool torn = false;
  auto journal = engine::read_journal(file, errors, torn);
  REQUIRE_MESSAGE(journal, errors.format_all());
  return journal->actions.size();
}

}  // namespace

TEST_CASE("play --text takes only a whole number in range at the prompt and asks again otherwise") {
  test::TempDir dir("prompt_numbers");
  // "1e5" and "2abc" once picked actions 1 and 2 (atol read their leading digits).
  Run r = run({"play", "--text", "--title", "tiny", "--seed", "2", "--seats", "2", "--save-dir", dir.path().string()},
              "1e5\n2abc\n0x1\n+1\n-1\n1.0\n\n0\n3\n99999999999999999999999\n1\nquit\n");
  CHECK(r.code == 0);
  CHECK_MESSAGE(count_of(r.out, "Type a number from 1 to 2") == 10, r.out);
  CHECK(journal_actions(dir / "tiny.journal") == 1);  // the last line's action alone
  // Spaces around a number are fine (and a line ending in \r).
  Run spaced = run({"play", "--text", "--title", "tiny", "--resume", "--save-dir", dir.path().string()}, " 1 \n2\r\nquit\n");
  CHECK(spaced.code == 0);
  CHECK(count_of(spaced.out, "Type a number") == 0);
  CHECK(journal_actions(dir / "tiny.journal") == 3);
}

TEST_CASE("sim --seed at the top of its range counts its seeds without overflowing") {
  // --seed 9223372036854775807: seed + games - 1 was a signed overflow (UBSan) and printed a negative seed.
  Run r = run({"sim", "--title", "tiny", "--seed", "9223372036854775807", "--games", "2"});
  CHECK_MESSAGE(r.code == 0, r.err);
  CHECK_MESSAGE(has(r.out, "seeds 9223372036854775807..9223372036854775808"), r.out);
  Run json = run({"sim", "--title", "tiny", "--seed", "9223372036854775807", "--games", "2", "--json"});
  CHECK(json.code == 0);
  CHECK(run({"sim", "--title", "tiny", "--seed", "9223372036854775808"}).code == 2);
}

TEST_CASE("play --text --bots with an unknown kind lists the title's bot kinds") {
  test::TempDir dir("bots_list");
  for (const app::TitleInfo& info : app::registered_titles()) {
    CAPTURE(info.id);
    Run r = run({"play", "--text", "--title", info.id, "--bots", "human,robot", "--save-dir", dir.path().string()},
                "quit\n");
    CHECK(r.code == 2);
    CHECK(has(r.err, "--bots: unknown seat kind 'robot'"));
    for (const std::string& kind : info.make()->bot_kinds()) CHECK_MESSAGE(has(r.err, kind), r.err);
    CHECK(has(r.err, "human"));
  }
  // The generic sim's --seats too, and a seat count the title does not take is the command line's fault.
  Run sim = run({"sim", "--title", "tiny", "--seats", "robot"});
  CHECK(sim.code == 2);
  CHECK(sim.err == "seasonboard sim: --seats: unknown bot 'robot' (Tiny Harvest's bots: " +
                       engine::join_kinds(app::find_title("tiny")->make()->bot_kinds()) + ")\n");
  Run one_seat = run({"sim", "--title", "tiny", "--seats", "random"});
  CHECK(one_seat.code == 2);
  CHECK(one_seat.err == "seasonboard sim: --seats: Tiny Harvest takes 2 to 4 seats, not 1\n");
}

TEST_CASE("an option given twice is an error naming it, unless it is documented as repeatable") {
  test::TempDir dir("repeated");
  const std::string save_dir = dir.path().string();
  dir.write("s.yaml", "title: tiny\nseats: 2\n");
  const std::vector<std::vector<std::string>> lines = {
      {"play", "--text", "--title", "tiny", "--seed", "1", "--seed", "2", "--save-dir", save_dir},
      {"play", "--text", "--text", "--title", "tiny", "--save-dir", save_dir},
      {"sim", "--title", "tiny", "--seed", "1", "--seed", "2"},
      {"sim", "--title", "tiny", "--title", "tiny"},
      {"sim", "--title", "mighty-kingdoms", "--games", "1", "--games", "2"},
      {"sim", "--title", "six-winters", "--json", "--json"},
      {"sim", "--title", "winter-quarters", "--seed=1", "--seed=2"},
      {"sim", "--title", "vacant-throne", "--games", "1", "--games", "1"},
      {"sim", "--title", "tiny", "--compare", "content", "content", "--chunks", "2", "--chunks", "3"},
      {"check", "content", "--title", "tiny", "--title", "tiny"},
      {"script", (dir / "s.yaml").string(), "--quiet", "--quiet"},
      {"replay", (dir / "x.save").string(), "--content", "content", "--content", "content"},
      {"content", "init", "--from", "content", "--from", "content"},
      {"campaign", "--title", "six-winters", "new", "--players", "1", "--players", "2", "--out", "x"},
  };
  for (const auto& line : lines) {
    Run r = run(line);
    CAPTURE(line.front());
    CAPTURE(r.err);
    CHECK(r.code == 2);
    CHECK(has(r.err, "is given more than once"));
    CHECK(r.out.empty());
  }
  Run seed = run(lines.front());
  CHECK(seed.err == "seasonboard play: --seed is given more than once ('1', then '2'); give it once\n");
  // Mighty Kingdoms' --option is documented as repeatable: each one switches a rule on.
  Run options = run({"sim", "--title", "mighty-kingdoms", "--games", "1", "--option", "veterancy", "--option",
                     "terrain_fatigue", "--json"});
  CHECK_MESSAGE(options.code == 0, options.err);
}

TEST_CASE("an empty option value is an error naming the option, never the default") {
  test::TempDir dir("empty_values");
  const std::string save_dir = dir.path().string();
  dir.write("s.yaml", "title: tiny\nseats: 2\n");
  struct Line {
    std::vector<std::string> args;
    std::string option;
  };
  const std::vector<Line> lines = {
      {{"play", "--text", "--title", "tiny", "--content", "", "--save-dir", save_dir}, "--content"},
      {{"play", "--text", "--title", "tiny", "--save-dir", ""}, "--save-dir"},
      {{"play", "--text", "--title", "tiny", "--save-dir=", "--seats", "2"}, "--save-dir"},
      {{"play", "--text", "--title", "tiny", "--bots", "", "--save-dir", save_dir}, "--bots"},
      {{"play", "--text", "--title", "", "--save-dir", save_dir}, "--title"},
      {{"sim", "--title", "tiny", "--content", ""}, "--content"},
      {{"sim", "--title", "mighty-kingdoms", "--content", ""}, "--content"},
      {{"sim", "--title", "tiny", "--seats", ""}, "--seats"},
      {{"script", (dir / "s.yaml").string(), "--content", ""}, "--content"},
      {{"check", "content", "--title", ""}, "--title"},
      {{"replay", (dir / "x.save").string(), "--content", ""}, "--content"},
      {{"content", "init", "--from", ""}, "--from"},
  };
  for (const Line& line : lines) {
    Run r = run(line.args, "quit\n");
    CAPTURE(line.option);
    CAPTURE(r.err);
    CHECK(r.code == 2);
    CHECK(has(r.err, line.option));
    CHECK(r.out.empty());
  }
  Run content = run(lines[0].args);
  CHECK(content.err == "seasonboard play: --content needs a folder, got an empty value\n");
  CHECK(!std::filesystem::exists(dir / "tiny.journal"));  // no game started on the default content
}

TEST_CASE("play --text --resume refuses options it would ignore: the saved game keeps its seed, setup and seats") {
  test::TempDir dir("resume_seed");
  const std::string save_dir = dir.path().string();
  REQUIRE(run({"play", "--text", "--title", "tiny", "--seed", "4", "--seats", "2", "--save-dir", save_dir}, "1\nquit\n")
              .code == 0);
  for (const std::vector<std::string>& extra : std::vector<std::vector<std::string>>{
           {"--seed", "3"}, {"--seats", "2"}, {"--setup", (dir / "setup.yaml").string()}}) {
    std::vector<std::string> line = {"play", "--text", "--title", "tiny", "--resume", "--save-dir", save_dir};
    line.insert(line.end(), extra.begin(), extra.end());
    Run r = run(line, "quit\n");
    CAPTURE(r.err);
    CHECK(r.code == 2);
    CHECK(has(r.err, "--resume"));
    CHECK(has(r.err, extra.front() + " is for a new game"));
  }
  CHECK(journal_actions(dir / "tiny.journal") == 1);  // the saved game untouched
}

TEST_CASE("play --text --resume without --title resumes the one title autosaved in the save folder") {
  test::TempDir dir("resume_which");
  const std::string save_dir = dir.path().string();
  Run none = run({"play", "--text", "--resume", "--save-dir", save_dir}, "quit\n");
  CHECK(none.code == 1);
  CHECK(none.err == "seasonboard play: --resume: there is no autosaved game in " + save_dir +
                        " (start one with --title ID)\n");
  REQUIRE(run({"play", "--text", "--title", "tiny", "--seed", "4", "--seats", "2", "--save-dir", save_dir}, "1\nquit\n")
              .code == 0);
  // Once this assumed Mighty Kingdoms (or asked for --title): it resumes the tiny game.
  Run one = run({"play", "--text", "--resume", "--save-dir", save_dir}, "1\nquit\n");
  CHECK_MESSAGE(one.code == 0, one.err);
  CHECK(has(one.out, "continue with: seasonboard play --text --title tiny --resume --save-dir " + save_dir + "\n"));
  CHECK(journal_actions(dir / "tiny.journal") == 2);
  REQUIRE(run({"play", "--text", "--title", "six-winters", "--seats", "1", "--save-dir", save_dir}, "1\nquit\n").code == 0);
  Run several = run({"play", "--text", "--resume", "--save-dir", save_dir}, "1\nquit\n");
  CHECK(several.code == 2);
  CHECK(several.err == "seasonboard play: --resume: " + save_dir +
                           " holds autosaved games of several titles (six-winters, tiny); choose one with --title ID\n");
  CHECK(journal_actions(dir / "tiny.journal") == 2);
}

TEST_CASE("a script path reads a field its title's state YAML leaves out as a default") {
  // Winter Quarters, Vacant Throne and Tiny Harvest name their state's fields "state.spaces[0].raid";
  // a path found only "spaces[0].raid", so a defaulted field named nothing.
  test::TempDir dir("script_defaults");
  dir.write("wq.yaml",
            "title: winter-quarters\n"
            "seed: 1\n"
            "seats: 4\n"
            "expect:\n"
            "  - {path: spaces.0.raid, equals: false}\n"
            "  - {path: spaces.0.propaganda, equals: false}\n"
            "  - {path: spaces.0.blockade, equals: true}\n"  // the default, but not what is expected
            "  - {path: spaces.0.no_such_key, equals: 1}\n");
  Run r = run({"script", (dir / "wq.yaml").string(), "--quiet"});
  CHECK(r.code == 1);
  CHECK_MESSAGE(!has(r.err, "expect[0]"), r.err);
  CHECK_MESSAGE(!has(r.err, "expect[1]"), r.err);
  CHECK(has(r.err, "expect[2]: spaces.0.blockade is false, expected true"));
  CHECK(has(r.err, "expect[3]: spaces.0.no_such_key names nothing"));
  CHECK(has(r.err, "2 expectation(s) failed"));
}

TEST_CASE("--help and --version refuse what they would ignore; help COMMAND is that command's help") {
  // `seasonboard --version --seed 3` printed the version and ignored the rest.
  Run version = run({"--version", "--seed", "3"});
  CHECK(version.code == 2);
  CHECK(version.err == "seasonboard --version: takes no arguments ('--seed')\n");
  Run help = run({"--help", "--bogus"});
  CHECK(help.code == 2);
  CHECK(help.err == "seasonboard --help: takes at most a command name ('--bogus')\n");
  Run sim = run({"help", "sim"});
  CHECK(sim.code == 0);
  CHECK(sim.out.rfind("usage: seasonboard sim", 0) == 0);
  CHECK(run({"help", "frobnicate"}).code == 2);
  CHECK(run({"--version"}).code == 0);
}
