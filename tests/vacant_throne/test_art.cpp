// Pictures in the content: `icon:` names one of the icon set, `art:` a PNG or SVG file under the
// title's folder. Each refusal comes with file:line:col from the loader and from `seasonboard check`
// (issue 31); a changed picture reads as another one after a reload.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/content/art.h"
#include "game/app/cli/cli.h"
#include "support.h"
#include "tests/support/edited_content.h"

using namespace vtt;
namespace fs = std::filesystem;

namespace {

const std::string kForge = "{id: W06, name: Forge, cost: {grain: 2, timber: 1}";
// The Forge line of workplaces.yaml, with an art key after its cost (its value at column 12 + size).
std::string with_art(const std::string& path) { return kForge + ", art: " + path; }

std::string art_load_errors(const fs::path& dir, std::shared_ptr<const Content>* out = nullptr) {
  sb::engine::ErrorList errors;
  auto c = load_content(dir, errors);
  if (out) *out = c;
  return errors.format_all();
}

void write_file(const fs::path& file, const std::string& bytes) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << bytes;
}

const char* kSquare = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c04040"/></svg>)";

int line_of(const fs::path& file, const std::string& text) {
  std::ifstream in(file);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    if (line.find(text) != std::string::npos) return n;
  return 0;
}

}  // namespace

TEST_CASE("vt art: a picture inside the content folder is read; each bad one is refused at its place") {
  sb::test::EditedContent copy("vacant_throne", "workplaces.yaml", {{kForge, with_art("ART")}});
  const fs::path dir = copy.path();
  const fs::path yaml = dir / "workplaces.yaml";
  const int line = line_of(yaml, "art: ART");
  REQUIRE(line > 0);
  const std::string at = (dir / "workplaces.yaml").string() + ":" + std::to_string(line) + ":" +
                         std::to_string(static_cast<int>(kForge.size()) + 12) + ": workplaces[5].art: ";
  auto set_art = [&](const std::string& path) {
    std::ifstream in(yaml);
    std::stringstream text;
    text << in.rdbuf();
    std::string s = text.str();
    const size_t from = s.find("art: ") + 5;
    s.replace(from, s.find(',', from) - from, path);
    std::ofstream(yaml) << s;
  };
  SUBCASE("an SVG inside: read, hashed") {
    write_file(dir / "art" / "forge.svg", kSquare);
    set_art("art/forge.svg");
    std::shared_ptr<const Content> c;
    CHECK(art_load_errors(dir, &c) == "");
    REQUIRE(c);
    const Workplace& forge = c->workplaces[static_cast<size_t>(c->workplace_index("W06"))];
    CHECK(forge.art.written == "art/forge.svg");
    CHECK(forge.art.file == fs::canonical(dir / "art" / "forge.svg"));
    CHECK(forge.art.bytes_hash != 0);
    CHECK(c->workplaces[0].art.empty());
  }
  SUBCASE("outside the folder with ..") {
    write_file(dir.parent_path() / "outside.svg", kSquare);
    set_art("../outside.svg");
    CHECK(art_load_errors(dir) == at + "'../outside.svg' leaves the title's content folder ('..'): keep pictures inside it\n");
    fs::remove(dir.parent_path() / "outside.svg");
  }
  SUBCASE("an absolute path") {
    set_art("/etc/hostname.png");
    CHECK(art_load_errors(dir) == at + "'/etc/hostname.png' is an absolute path: name the picture relative to the title's content folder\n");
  }
  SUBCASE("a link out of the folder") {
    write_file(dir.parent_path() / "outside-linked.svg", kSquare);
    fs::create_directories(dir / "art");
    fs::create_symlink(dir.parent_path() / "outside-linked.svg", dir / "art" / "linked.svg");
    set_art("art/linked.svg");
    CHECK(art_load_errors(dir) == at + "'art/linked.svg' is outside the title's content folder\n");
    fs::remove(dir.parent_path() / "outside-linked.svg");
  }
  SUBCASE("a missing file") {
    set_art("art/nothing.png");
    CHECK(art_load_errors(dir) == at + "'art/nothing.png': no such file in the title's content folder\n");
  }
  SUBCASE("neither PNG nor SVG") {
    write_file(dir / "art" / "forge.jpg", "jpeg");
    set_art("art/forge.jpg");
    CHECK(art_load_errors(dir) == at + "'art/forge.jpg' is not a .png or .svg file\n");
  }
  SUBCASE("a PNG that does not decode") {
    write_file(dir / "art" / "forge.png", "this is not a picture");
    set_art("art/forge.png");
    CHECK(art_load_errors(dir) == at + "'art/forge.png' does not decode: not a PNG file (no PNG signature)\n");
  }
  SUBCASE("an SVG that does not decode") {
    write_file(dir / "art" / "forge.svg", "<html>not a picture</html>");
    set_art("art/forge.svg");
    CHECK(art_load_errors(dir) == at + "'art/forge.svg' does not decode: not an SVG file (no <svg> element)\n");
  }
  SUBCASE("seasonboard check says the same, and fails") {
    write_file(dir / "art" / "forge.png", "this is not a picture");
    set_art("art/forge.png");
    std::ostringstream out, err;
    std::istringstream in;
    const int code = sb::app::run_cli({"check", dir.string(), "--title", "vacant-throne"}, out, err, in);
    CHECK(code != 0);
    CHECK_MESSAGE(out.str().find("workplaces.yaml:" + std::to_string(line) + ":" + std::to_string(static_cast<int>(kForge.size()) + 12) +
                                 ": workplaces[5].art: 'art/forge.png' does not decode") != std::string::npos,
                  out.str() << err.str());
  }
}

TEST_CASE("vt art: a PNG damaged after its header is refused; a whole one is read") {
  // A 1x1 PNG, then the same with one byte of its pixel data changed (the CRC no longer matches).
  const std::string png(
      "\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00"
      "\x00\x1f\x15\xc4\x89\x00\x00\x00\x0d\x49\x44\x41\x54\x78\x9c\x63\xf8\xcf\xc0\xf0\x1f\x00\x05\x00\x01\xff\x89"
      "\x99\x3d\x1d\x00\x00\x00\x00\x49\x45\x4e\x44\xae\x42\x60\x82",
      70);
  CHECK(sb::engine::image_problem(png, ".png") == "");
  std::string damaged = png;
  damaged[45] = static_cast<char>(damaged[45] ^ 0x10);
  CHECK(sb::engine::image_problem(damaged, ".png") == "chunk 'IDAT' is damaged (its CRC does not match)");
  CHECK(sb::engine::image_problem(png.substr(0, 50), ".png") == "a chunk runs past the end of the file (cut short?)");
  CHECK(sb::engine::image_problem("<svg viewBox=\"0 0 0 5\"></svg>", ".svg") != "");
  CHECK(sb::engine::image_problem("<svg width=\"4\" height=\"5\"/>", ".svg") == "");
}

TEST_CASE("vt icons: every resource and worker names an icon of the set; an unknown one is an error at it") {
  sb::engine::ErrorList errors;
  auto shipped = load_content("content/vacant_throne", errors);
  REQUIRE(shipped);
  for (const Resource& r : shipped->resources) CHECK_MESSAGE(sb::engine::find_icon(r.icon), r.id);
  for (const Faction& f : shipped->factions) CHECK_MESSAGE(sb::engine::find_icon(f.worker_icon), f.id);
  sb::test::EditedContent copy("vacant_throne", "factions.yaml", {{"icon: ore", "icon: ores"}});
  const std::string file = (copy.path() / "factions.yaml").string();
  const int line = line_of(copy.path() / "factions.yaml", "icon: ores");
  const std::string got = art_load_errors(copy.path());
  CHECK(got.rfind(file + ":" + std::to_string(line) + ":37: factions[2].raw.icon: no icon 'ores' (icons: ale, ", 0) == 0);
}

TEST_CASE("vt art: a changed picture reads as another after a reload") {
  sb::test::EditedContent copy("vacant_throne", "laws.yaml",
                               {{"{id: L1, name: Market Charter,", "{id: L1, name: Market Charter, art: art/charter.svg,"}});
  write_file(copy.path() / "art" / "charter.svg", kSquare);
  std::shared_ptr<const Content> before, after;
  CHECK(art_load_errors(copy.path(), &before) == "");
  std::string changed = kSquare;
  changed.replace(changed.find("#c04040"), 7, "#40c040");
  write_file(copy.path() / "art" / "charter.svg", changed);
  CHECK(art_load_errors(copy.path(), &after) == "");
  REQUIRE(before);
  REQUIRE(after);
  CHECK(before->laws[0].art.file == after->laws[0].art.file);
  CHECK(before->laws[0].art.bytes_hash != after->laws[0].art.bytes_hash);
}
