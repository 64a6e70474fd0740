// Pictures in Winter Quarters' content (issue 31): every piece names an icon of the set, an unknown
// one is an error at its value; a card's `art:` must be a PNG or SVG inside the folder.
#include <filesystem>
#include <fstream>

#include "engine/content/art.h"
#include "support.h"
#include "tests/support/edited_content.h"

using namespace wqt;
namespace fs = std::filesystem;

TEST_CASE("wq icons: every piece, the Resources and the Squadrons name an icon of the set") {
  const Content& c = *content();
  for (int p = 0; p < kPieceCount; ++p) CHECK_MESSAGE(sb::engine::find_icon(c.pieces[static_cast<size_t>(p)].icon), kPieceIds[static_cast<size_t>(p)]);
  CHECK(sb::engine::find_icon(c.resources_icon));
  CHECK(sb::engine::find_icon(c.squadrons_icon));
}

TEST_CASE("wq icons: an unknown icon is an error at its value") {
  sb::test::EditedContent copy("winter_quarters", "pieces.yaml", {{"icon: tory}", "icon: torry}"}});
  sb::engine::ErrorList errors;
  CHECK_FALSE(load_content(copy.path(), errors));
  CHECK(errors.format_all().rfind((copy.path() / "pieces.yaml").string() + ":10:55: pieces.tory.icon: no icon 'torry' (icons: ", 0) == 0);
}

TEST_CASE("wq art: a card's picture inside the folder is read; a missing one and one outside are refused") {
  sb::test::EditedContent copy("winter_quarters", "cards.yaml", {{"    title: Council Fire\n", "    title: Council Fire\n    art: ART\n"}});
  const fs::path dir = copy.path();
  auto with_art = [&](const std::string& path) {
    std::ifstream in(dir / "cards.yaml");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    text.replace(text.find("art: ") + 5, text.find('\n', text.find("art: ")) - text.find("art: ") - 5, path);
    std::ofstream(dir / "cards.yaml") << text;
    sb::engine::ErrorList errors;
    auto c = load_content(dir, errors);
    return std::make_pair(c, errors.format_all());
  };
  const std::string at = (dir / "cards.yaml").string() + ":23:10: cards[2].art: ";
  fs::create_directories(dir / "art");
  std::ofstream(dir / "art" / "fire.svg") << R"(<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="3"/></svg>)";
  const auto good = with_art("art/fire.svg");
  CHECK(good.second == "");
  REQUIRE(good.first);
  CHECK(good.first->cards[2].art.file == fs::canonical(dir / "art" / "fire.svg"));
  CHECK(with_art("art/smoke.svg").second == at + "'art/smoke.svg': no such file in the title's content folder\n");
  CHECK(with_art("../fire.svg").second == at + "'../fire.svg' leaves the title's content folder ('..'): keep pictures inside it\n");
  std::ofstream(dir / "art" / "bad.png") << "\x89PNG\r\n\x1a\n";
  CHECK(with_art("art/bad.png").second == at + "'art/bad.png' does not decode: it ends before its end chunk (IEND): cut short?\n");
}
