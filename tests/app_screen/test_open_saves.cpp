// Opening a file for the screen (play --load, screenshot, the launcher's Load) gives the position
// that was on the table: the autosave's snapshot is written every 20 actions, so its journal
// beside it carries the rest. Earlier builds opened the snapshot alone and then cut the journal to
// it (a 48-action game reopened at 40).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "engine/save/autosave.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/match_files.h"
#include "tests/app/temp_dir.h"

using namespace sb;
namespace fs = std::filesystem;

namespace {
std::string bytes_of(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
}  // namespace

TEST_CASE("a save opened with its autosave journal beside it opens at the last action, and writes nothing") {
  test::TempDir dir("open-autosave");
  auto title = app::find_title("mighty-kingdoms")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content("content/mighty_kingdoms", errors));
  engine::ReadContext ctx{"setup", &errors};
  auto match = std::move(title->new_match(YAML::Node(), 2, 5, ctx).value());
  engine::Autosave autosave(dir.path(), "mighty-kingdoms");
  std::string error;
  REQUIRE(autosave.begin(*match, error));
  engine::Rng bots(5, 3);
  for (int i = 0; i < 48; ++i) {
    REQUIRE(match->apply_bot("random", bots).ok());
    REQUIRE(autosave.record(*match, error));
  }
  const std::string journal = bytes_of(dir / "mighty-kingdoms.journal");
  const std::string snapshot = bytes_of(dir / "mighty-kingdoms.save");

  for (const char* name : {"mighty-kingdoms.save", "mighty-kingdoms.journal"}) {
    CAPTURE(name);
    std::ostringstream err;
    app::OpenedMatch opened = app::open_match_file(dir / name, "", err);
    REQUIRE_MESSAGE(opened.match, err.str());
    CHECK(opened.match->journal_size() == 48);
    CHECK(opened.match->state_hash() == match->state_hash());
    CHECK(opened.note.empty());
    CHECK(bytes_of(dir / "mighty-kingdoms.journal") == journal);
    CHECK(bytes_of(dir / "mighty-kingdoms.save") == snapshot);
  }

  // Continuing from it in the same folder extends the journal; nothing of it is cut.
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file(dir / "mighty-kingdoms.save", "", err);
  engine::Autosave slot(dir.path(), "mighty-kingdoms");
  REQUIRE(slot.begin(*opened.match, error));
  REQUIRE(opened.match->apply_bot("random", bots).ok());
  REQUIRE(slot.record(*opened.match, error));
  const std::string now = bytes_of(dir / "mighty-kingdoms.journal");
  CHECK(now.substr(0, journal.size()) == journal);
  CHECK(std::count(now.begin(), now.end(), '\n') == 50);

  // A save copied elsewhere opens as what it holds (40 actions): its own file, no journal beside it.
  fs::create_directories(dir / "copy");
  fs::copy_file(dir / "mighty-kingdoms.save", dir / "copy" / "game.save");
  app::OpenedMatch copy = app::open_match_file(dir / "copy" / "game.save", "", err);
  REQUIRE(copy.match);
  CHECK(copy.match->journal_size() == 40);
}
