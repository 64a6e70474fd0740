// The loader reads only files inside content/winter_quarters/, and no .yaml file there goes
// without a word (issue 26).
#include <filesystem>

#include "support.h"
#include "tests/support/edited_content.h"

using namespace wqt;
namespace fs = std::filesystem;

TEST_CASE("wq: a content file linked out of the folder is refused by path; one the title never reads is named") {
  sb::test::EditedContent copy("winter_quarters", "map.yaml", {});
  const fs::path dir = copy.path();
  const std::string shown = dir.string();
  fs::remove(dir / "map.yaml");
  fs::create_symlink("/etc/passwd", dir / "map.yaml");
  fs::create_symlink("cards.yaml", dir / "cards2.yaml");
  sb::engine::ErrorList errors;
  CHECK_FALSE(load_content(dir, errors));
  CHECK(errors.format_all() ==
        shown + "/cards2.yaml: not a file this title reads (it reads calendar.yaml, map.yaml, pieces.yaml, cards.yaml, scenario.yaml); "
                "rename or remove it\n" +
            shown + "/map.yaml: refused: it is a link to /etc/passwd, outside the content folder " + fs::canonical(dir).string() +
            "; content may only read its own files\n");
}
