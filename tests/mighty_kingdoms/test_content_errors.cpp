// Content errors found after all files load name the place they are written (file:line:col), and
// the loader reads only files inside the title's folder (issue 26).
#include <filesystem>
#include <fstream>

#include "game/mighty_kingdoms/rules/content.h"
#include "mk_test_support.h"
#include "tests/support/edited_content.h"

using namespace sb::mk;
namespace fs = std::filesystem;

namespace {

std::string load_errors(const fs::path& dir) {
  sb::engine::ErrorList errors;
  auto c = load_mk_content(dir, errors);
  CHECK((c == nullptr) == !errors.empty());
  return errors.format_all();
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("mk: a race's unknown ally and a duplicate race id are errors at the id that refers") {
  // greenvale_league.yaml now claims the id ironhold_clans: ironhold_clans.yaml repeats it (line 1),
  // and the two races that name greenvale_league as an ally name nothing (line 4, the list's first item).
  sb::test::EditedContent broken("mighty_kingdoms", "races/greenvale_league.yaml",
                                 {{"id: greenvale_league", "id: ironhold_clans"}});
  const std::string dir = broken.path().string();
  const std::string text = load_errors(broken.path());
  INFO(text);
  CHECK(has(text, dir + "/races/ironhold_clans.yaml:1:5: id: duplicate race id 'ironhold_clans' (also in " + dir +
                      "/races/greenvale_league.yaml)\n"));
  CHECK(has(text, dir + "/races/ironhold_clans.yaml:4:10: allies[0]: unknown race id 'greenvale_league'\n"));
  CHECK(has(text, dir + "/races/tide_wardens.yaml:4:10: allies[0]: unknown race id 'greenvale_league'\n"));
  // Every error names a line.
  for (const char* race : {"ironhold_clans", "tide_wardens"}) CHECK_FALSE(has(text, std::string(race) + ".yaml: "));
}

TEST_CASE("mk: an ally further along the list is named at its own place") {
  sb::test::EditedContent broken("mighty_kingdoms", "races/greenvale_league.yaml",
                                 {{"allies: [tide_wardens, ironhold_clans]", "allies: [tide_wardens, iron_clans]"}});
  const std::string text = load_errors(broken.path());
  CHECK(text == broken.path().string() + "/races/greenvale_league.yaml:4:24: allies[1]: unknown race id 'iron_clans'\n");
}

TEST_CASE("mk: a content file linked out of the title's folder is refused with its path; links inside are read") {
  sb::test::EditedContent copy("mighty_kingdoms", "races/ashen_host.yaml", {});
  const fs::path dir = copy.path();
  const std::string shown = dir.string();
  SUBCASE("a race linked to a system file") {
    fs::create_symlink("/etc/passwd", dir / "races" / "evil.yaml");
    const std::string text = load_errors(dir);
    CHECK(text == shown + "/races/evil.yaml: refused: it is a link to /etc/passwd, outside the content folder " +
                      fs::canonical(dir).string() + "; content may only read its own files\n");
  }
  SUBCASE("tables.yaml and a map linked out") {
    const fs::path outside = dir.string() + "-outside";
    fs::create_directories(outside);
    fs::rename(dir / "tables.yaml", outside / "tables.yaml");
    fs::create_symlink(outside / "tables.yaml", dir / "tables.yaml");
    fs::create_symlink(outside / "tables.yaml", dir / "maps" / "stolen.yaml");
    const std::string text = load_errors(dir);
    fs::remove_all(outside);
    CHECK(has(text, shown + "/tables.yaml: refused: it is a link to " + (outside / "tables.yaml").string()));
    CHECK(has(text, shown + "/maps/stolen.yaml: refused: it is a link to "));
  }
  SUBCASE("the races folder linked out") {
    const fs::path outside = dir.string() + "-races";
    fs::rename(dir / "races", outside);
    fs::create_directory_symlink(outside, dir / "races");
    const std::string text = load_errors(dir);
    fs::remove_all(outside);
    CHECK(text == shown + "/races: refused: it is a link to " + outside.string() + ", outside the content folder " +
                      fs::canonical(dir).string() + "; content may only read its own files\n" + shown +
                      "/races: needs at least one race file\n");
  }
  SUBCASE("a folder of races linked in from inside the folder is read; a link to nothing is named") {
    fs::create_directories(dir / "spare");
    std::ifstream in(dir / "races" / "ashen_host.yaml");
    std::string race((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    race.replace(race.find("id: ashen_host"), 14, "id: ashen_twin");
    std::ofstream(dir / "spare" / "ashen_twin.yaml") << race;
    fs::create_directory_symlink("../spare", dir / "races" / "more");
    fs::create_symlink("ashen_host.yaml", dir / "races" / "linked_file.yaml");  // the same race twice: read, so refused as a duplicate
    sb::engine::ErrorList errors;
    auto c = load_mk_content(dir, errors);
    const std::string text = errors.format_all();
    CHECK(has(text, shown + "/races/linked_file.yaml"));
    CHECK(has(text, "duplicate race id 'ashen_host'"));
    fs::remove(dir / "races" / "linked_file.yaml");
    errors.clear();
    c = load_mk_content(dir, errors);
    REQUIRE_MESSAGE(c, errors.format_all());
    CHECK(c->race_index("ashen_twin") >= 0);
    // A map in a subfolder is not read, so it is named rather than skipped.
    fs::create_directories(dir / "maps" / "old");
    fs::copy_file(dir / "maps" / "two_valleys.yaml", dir / "maps" / "old" / "two_valleys.yaml");
    errors.clear();
    CHECK_FALSE(load_mk_content(dir, errors));
    CHECK(errors.format_all() == shown + "/maps/old/two_valleys.yaml: not a file this title reads (it reads calendar.yaml, "
                                         "tables.yaml, options.yaml, artefacts.yaml, races/*.yaml, maps/*.yaml); rename or remove it\n");
    fs::remove_all(dir / "maps" / "old");
    fs::create_symlink("nowhere.yaml", dir / "races" / "gone.yaml");
    errors.clear();
    CHECK_FALSE(load_mk_content(dir, errors));
    CHECK(errors.format_all() == shown + "/races/gone.yaml: refused: it is a link to nowhere.yaml, which does not exist\n");
  }
}
