// Where an installed game finds things: the version, the titles, the content search order, the
// user's own content copy (content init) and the save folder, with a throw-away home.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>

#include "app/cli_run.h"
#include "app/temp_dir.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/platform.h"
#include "engine/save/autosave.h"
#include "engine/save/save_file.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

using namespace sb;
namespace fs = std::filesystem;

namespace {

using test::Run;
using test::run;

// Sets environment variables for one test and puts the old values back after it.
class Env {
 public:
  ~Env() {
    for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
      if (it->second) engine::set_env(it->first, *it->second);
      else engine::unset_env(it->first);
    }
  }
  void set(const std::string& name, const std::string& value) {
    keep(name);
    engine::set_env(name, value);
  }
  void unset(const std::string& name) {
    keep(name);
    engine::unset_env(name);
  }

 private:
  void keep(const std::string& name) {
    const char* old = std::getenv(name.c_str());
    saved_.emplace_back(name, old ? std::optional<std::string>(old) : std::nullopt);
  }
  std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

// A home with nothing in it: no own content, no saves.
struct FreshHome {
  test::TempDir dir{"home"};
  Env env;
  FreshHome() {
    env.set("HOME", (dir / "home").string());
    env.set("XDG_DATA_HOME", (dir / "data").string());
    env.unset("SEASONBOARD_CONTENT");
    env.unset("SEASONBOARD_SAVE_DIR");
  }
  fs::path own_content() const { return dir / "data" / "seasonboard" / "content"; }
};

}  // namespace

TEST_CASE("--version prints the CMake project version; titles lists every title of the build") {
  Run version = run({"--version"});
  CHECK(version.code == 0);
  CHECK(version.out == std::string("seasonboard ") + SB_EXPECTED_VERSION + "\n");

  Run titles = run({"titles"});
  CHECK(titles.code == 0);
  CHECK(titles.out.find("mighty-kingdoms\tMighty Kingdoms\t2-6\n") != std::string::npos);
  CHECK(titles.out.find("tiny\tTiny Harvest (test title)\t2-4\n") != std::string::npos);
  size_t lines = 0;
  for (char c : titles.out) lines += c == '\n';
  CHECK(lines == app::registered_titles().size());
  CHECK(run({"titles", "--json"}).code == 2);
}

TEST_CASE("content is found in order: $SEASONBOARD_CONTENT, the user's own, the build tree") {
  FreshHome home;
  // Nothing of the user's: the build tree's content (these tests run from it).
  engine::ContentRoot root = engine::find_content_root();
  CHECK(root.rule == "the build tree");
  CHECK(fs::equivalent(root.dir, SB_SOURCE_CONTENT));
  CHECK(engine::shipped_content_root().rule == "the build tree");

  // The user's own folder, once it exists.
  fs::create_directories(home.own_content());
  root = engine::find_content_root();
  CHECK(root.rule == "your own content");
  CHECK(root.dir == home.own_content());
  Run where = run({"content", "where"});
  CHECK(where.code == 0);
  CHECK(where.out == home.own_content().string() + " (your own content)\n");

  // The environment beats both.
  home.env.set("SEASONBOARD_CONTENT", (home.dir / "elsewhere").string());
  root = engine::find_content_root();
  CHECK(root.rule == "$SEASONBOARD_CONTENT");
  CHECK(root.dir == home.dir / "elsewhere");

  // Without XDG_DATA_HOME the XDG default under HOME.
  home.env.unset("XDG_DATA_HOME");
  CHECK(engine::user_data_dir() == home.dir / "home" / ".local" / "share" / "seasonboard");
  CHECK(engine::user_content_dir() == home.dir / "home" / ".local" / "share" / "seasonboard" / "content");
}

TEST_CASE("saves go to the user's data folder, or $SEASONBOARD_SAVE_DIR; never beside the program") {
  FreshHome home;
  CHECK(engine::default_save_dir() == home.dir / "data" / "seasonboard");
  home.env.set("SEASONBOARD_SAVE_DIR", (home.dir / "saves").string());
  CHECK(engine::default_save_dir() == home.dir / "saves");
  home.env.unset("SEASONBOARD_SAVE_DIR");
  home.env.unset("XDG_DATA_HOME");
  CHECK(engine::default_save_dir() == home.dir / "home" / ".local" / "share" / "seasonboard");
}

TEST_CASE("content init copies the shipped content into the user's folder, which the designer loop then uses") {
  FreshHome home;
  Run init = run({"content", "init"});
  REQUIRE_MESSAGE(init.code == 0, init.err);
  CHECK(init.err == "");
  CHECK(init.out.find("to " + home.own_content().string() + "\n") != std::string::npos);
  // The same files, byte for byte.
  CHECK(engine::content_fingerprint(home.own_content() / "tiny") == engine::content_fingerprint(fs::path(SB_SOURCE_CONTENT) / "tiny"));
  CHECK(engine::content_fingerprint(home.own_content() / "mighty_kingdoms") ==
        engine::content_fingerprint(fs::path(SB_SOURCE_CONTENT) / "mighty_kingdoms"));
  CHECK_FALSE(fs::exists(home.own_content().string() + ".partial"));
  Run where = run({"content", "where"});
  CHECK(where.out == home.own_content().string() + " (your own content)\n");

  // A designer's edit: check (no folder named) reads the user's copy and names the file there.
  const fs::path harvest = home.own_content() / "tiny" / "harvest.yaml";
  { std::ofstream(harvest, std::ios::binary) << "starting_seeds: -1\nmax_plants: 4\nweather:\n  - {id: fair, name: Fair, multiplier: 1}\n"; }
  Run check = run({"check", "--title", "tiny"});
  CHECK(check.code == 1);
  CHECK(check.out.find(harvest.string() + ":1:17: starting_seeds: expected an integer 0..20, found -1") != std::string::npos);
  std::ostringstream err;
  CHECK(app::load_title("tiny", "", err) == nullptr);
  CHECK(err.str().find(harvest.string()) != std::string::npos);

  // A second init refuses, says where, and leaves the edit alone.
  Run again = run({"content", "init"});
  CHECK(again.code == 1);
  CHECK(again.err == "seasonboard content init: " + home.own_content().string() +
                         " already exists; not overwriting it (remove or rename it to start again from the shipped content)\n");
  CHECK(engine::content_fingerprint(home.own_content() / "tiny") != engine::content_fingerprint(fs::path(SB_SOURCE_CONTENT) / "tiny"));

  // Fixed: the game plays on the user's copy, and sim --compare weighs it against the shipped one.
  { std::ofstream(harvest, std::ios::binary) << "starting_seeds: 1\nmax_plants: 4\nweather:\n  - {id: fair, name: Fair, multiplier: 1, copies: 3}\n"; }
  CHECK(run({"check", "--title", "tiny"}).code == 0);
  Run compare = run({"sim", "--title", "tiny", "--compare", SB_SOURCE_CONTENT, home.own_content().string(), "--games", "200",
                     "--json"});
  CHECK_MESSAGE(compare.code == 0, compare.err);
  CHECK(compare.out.find("\"significant\": true") != std::string::npos);
}

TEST_CASE("content init from a missing folder, and bad content arguments, say what is wrong") {
  FreshHome home;
  Run missing = run({"content", "init", "--from", (home.dir / "nothing").string()});
  CHECK(missing.code == 1);
  CHECK(missing.err == "seasonboard content init: " + (home.dir / "nothing").string() + ": not a folder\n");
  CHECK_FALSE(fs::exists(home.own_content()));
  CHECK(run({"content"}).code == 2);
  CHECK(run({"content", "plant"}).code == 2);
  Run typo = run({"content", "init", "--form", "x"});
  CHECK(typo.code == 2);
  CHECK(typo.err.find("--form") != std::string::npos);
}

TEST_CASE("saves and autosaves of every released save format load in this build, or are refused naming their format") {
  auto title = app::find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content("content/tiny", errors));
  for (int format = engine::kFirstReleasedSaveFormat; format <= engine::kSaveFormatVersion; ++format) {
    CAPTURE(format);
    const fs::path dir = fs::path("tests/app/saves") / ("format-" + std::to_string(format));
    // A new format needs saves of it here, and the old ones stay: they are what users have.
    REQUIRE_MESSAGE(fs::is_directory(dir / "autosave"), "keep a save and an autosave of format " << format << " in " << dir);
    // Each format records its own kind of hash; the game is the same four moves in each.
    auto saved = engine::load_save_file(dir / "tiny.save", errors);
    REQUIRE_MESSAGE(saved, errors.format_all());
    CHECK(saved->format_version == format);
    Run replay = run({"replay", (dir / "tiny.save").string()});
    const bool loads = replay.code == 0;
    if (loads)
      CHECK(replay.out == (dir / "tiny.save").string() + ": ok: tiny, 4 actions replayed, state hash " +
                              engine::hash_text(saved->state_hash) + "\n");
    else CHECK(replay.err.find("(format " + std::to_string(format)) != std::string::npos);
    if (format == engine::kSaveFormatVersion) CHECK_MESSAGE(loads, replay.err);

    // The autosave in the user's folder, as an upgrade leaves it: the game resumes from it.
    test::TempDir saves("upgrade");
    fs::copy(dir / "autosave", saves.path(), fs::copy_options::recursive);
    engine::Autosave autosave(saves.path(), "tiny");
    REQUIRE(autosave.exists());
    std::string note;
    auto resumed = autosave.resume(*title, errors, note);
    CHECK(resumed.ok() == loads);
    if (resumed.ok()) {
      CHECK(resumed.value()->journal_size() == 4);
      CHECK(engine::dump_yaml(resumed.value()->state_yaml()) == engine::dump_yaml(saved->snapshot));
    }
  }
  // Saves of development builds before the first package are refused, naming their format.
  test::TempDir dir("format1");
  std::ifstream in("tests/app/saves/format-2/tiny.save");
  std::string text(std::istreambuf_iterator<char>(in), {});
  text.replace(text.find("format_version: 2"), 17, "format_version: 1");
  dir.write("old.save", text);
  Run old = run({"replay", (dir / "old.save").string()});
  CHECK(old.code == 1);
  CHECK(old.err.find((dir / "old.save").string() + ":2:17: format_version: this save was written by an earlier development build (format 1") !=
        std::string::npos);
}
