// The loader reads only files inside content/vacant_throne/, and no .yaml file there goes without a
// word: one the title does not read (a misspelt name, a stray link) is an error, as an unknown key
// is; a file linked in from inside the folder is read (issue 26).
#include <filesystem>

#include "support.h"
#include "tests/support/edited_content.h"

using namespace vtt;
namespace fs = std::filesystem;

namespace {

std::string load_errors(const fs::path& dir, bool* loaded = nullptr) {
  sb::engine::ErrorList errors;
  auto c = load_content(dir, errors);
  CHECK((c == nullptr) == !errors.empty());
  if (loaded) *loaded = c != nullptr;
  return errors.format_all();
}

const char* kReads = "(it reads calendar.yaml, factions.yaml, tiles.yaml, workplaces.yaml, laws.yaml, setup.yaml); rename or remove it\n";

}  // namespace

TEST_CASE("vt: a content file linked out of the folder is refused by path; one the title never reads is named") {
  sb::test::EditedContent copy("vacant_throne", "laws.yaml", {});
  const fs::path dir = copy.path();
  const std::string shown = dir.string();
  const std::string root = fs::canonical(dir).string();
  SUBCASE("factions.yaml is a link to a system file") {
    fs::remove(dir / "factions.yaml");
    fs::create_symlink("/etc/passwd", dir / "factions.yaml");
    CHECK(load_errors(dir) == shown + "/factions.yaml: refused: it is a link to /etc/passwd, outside the content folder " + root +
                                  "; content may only read its own files\n");
  }
  SUBCASE("an extra link to a system file") {
    fs::create_symlink("/etc/passwd", dir / "extra.yaml");
    CHECK(load_errors(dir) == shown + "/extra.yaml: refused: it is a link to /etc/passwd, outside the content folder " + root +
                                  "; content may only read its own files\n");
  }
  SUBCASE("an extra link to a file inside, and a misspelt file") {
    fs::create_symlink("laws.yaml", dir / "more_laws.yaml");
    fs::copy_file(dir / "tiles.yaml", dir / "tile.yaml");
    CHECK(load_errors(dir) == shown + "/more_laws.yaml: not a file this title reads " + kReads +  //
                                  shown + "/tile.yaml: not a file this title reads " + kReads);
  }
  SUBCASE("laws.yaml is a link to a file elsewhere in the folder: read") {
    fs::create_directories(dir / "library");
    fs::rename(dir / "laws.yaml", dir / "library" / "laws.yaml");
    fs::create_symlink("library/laws.yaml", dir / "laws.yaml");
    bool loaded = false;
    CHECK(load_errors(dir, &loaded).empty());
    CHECK(loaded);
    // The same files again through a second name are named, not read twice or skipped.
    fs::create_directory_symlink("library", dir / "shelf");
    CHECK(load_errors(dir) == shown + "/shelf: refused: a link to a folder already read here (a loop or a second copy)\n");
    fs::remove(dir / "shelf");
    fs::create_symlink("library/laws.yaml", dir / "old_laws.yaml");
    CHECK(load_errors(dir) == shown + "/old_laws.yaml: not a file this title reads " + kReads);
  }
  SUBCASE("a link to nothing") {
    fs::create_symlink("gone.yaml", dir / "setup_old.yaml");
    CHECK(load_errors(dir) == shown + "/setup_old.yaml: refused: it is a link to gone.yaml, which does not exist\n");
  }
}
