// Pictures in Six Winters' content (issue 31): each track names its icon in tables.yaml (`icon:`,
// one of the project's icon set) and a location, obstacle, progress card or character may name
// `art:` under the content folder. Both are read strictly: an unknown icon or a bad picture is an
// error at its value's file:line:col (what `seasonboard check` prints).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "engine/content/art.h"
#include "engine/core/platform.h"
#include "support.h"

using namespace sb::sw;
namespace fs = std::filesystem;

namespace {

struct Copy {
  fs::path dir;
  explicit Copy(const std::string& name) {
    dir = fs::temp_directory_path() / ("sw_icons_" + name + "_" + std::to_string(sb::engine::process_id()));
    fs::remove_all(dir);
    fs::copy("content/six_winters", dir, fs::copy_options::recursive);
  }
  ~Copy() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  void replace(const std::string& file, const std::string& from, const std::string& to) const {
    std::ifstream in(dir / file);
    std::stringstream buf;
    buf << in.rdbuf();
    std::string text = buf.str();
    const size_t at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, file << " has no '" << from << "'");
    text.replace(at, from.size(), to);
    std::ofstream(dir / file) << text;
  }
  // "line:col" (1-based) of the first `text` in `file`, the column at `text`'s start plus `skip`.
  std::string where(const std::string& file, const std::string& text, size_t skip = 0) const {
    std::ifstream in(dir / file);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      if (const size_t at = line.find(text); at != std::string::npos)
        return std::to_string(n) + ":" + std::to_string(at + skip + 1);
    return "?";
  }
};

std::string load_errors(const fs::path& dir, std::shared_ptr<const Content>* out = nullptr) {
  sb::engine::ErrorList errors;
  auto c = load_content(dir, errors);
  if (out) *out = c;
  return errors.format_all();
}

}  // namespace

TEST_CASE("sw icons: every track names an icon of the set") {
  sb::engine::ErrorList errors;
  auto c = load_content("content/six_winters", errors);
  REQUIRE_MESSAGE(c, errors.format_all());
  for (int r = 0; r < kResources; ++r) {
    CAPTURE(kResourceNames[static_cast<size_t>(r)]);
    CHECK(sb::engine::find_icon(c->tables.icon[static_cast<size_t>(r)]));
  }
  // Six different pictures: a count's icon alone tells the track.
  for (int a = 0; a < kResources; ++a)
    for (int b = a + 1; b < kResources; ++b) CHECK(c->tables.icon[static_cast<size_t>(a)] != c->tables.icon[static_cast<size_t>(b)]);
}

TEST_CASE("sw icons: an unknown icon is an error at its value, with the icons it could be") {
  Copy copy("unknown");
  copy.replace("tables.yaml", "icon: espionage}", "icon: spying}");
  const std::string got = load_errors(copy.dir);
  const std::string file = (copy.dir / "tables.yaml").string();
  const std::string at = copy.where("tables.yaml", "icon: spying", 6);
  CHECK_MESSAGE(got.find(file + ":" + at + ": tracks.espionage.icon: no icon 'spying' (icons: ale, ") != std::string::npos, got);
}

TEST_CASE("sw art: a card's picture is read from the content folder; a bad one is an error at its value") {
  const char* square = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>)";
  SUBCASE("a picture in the folder is the card's art") {
    Copy copy("good");
    fs::create_directories(copy.dir / "art");
    std::ofstream(copy.dir / "art" / "gate.svg") << square;
    copy.replace("cards/obstacles.yaml", "  name: Silent Gatekeepers\n", "  name: Silent Gatekeepers\n  art: art/gate.svg\n");
    std::shared_ptr<const Content> c;
    CHECK(load_errors(copy.dir, &c) == "");
    REQUIRE(c);
    const Obstacle& o = c->obstacles[static_cast<size_t>(c->find_obstacle("ob_silent_gatekeepers"))];
    CHECK(o.art.written == "art/gate.svg");
    CHECK(!o.art.empty());
    CHECK(c->obstacles[static_cast<size_t>(c->find_obstacle("ob_silent_gatekeepers")) + 1].art.empty());
  }
  SUBCASE("a missing file, a path out of the folder and a file that does not decode") {
    struct Case {
      std::string file, written, says;
    };
    const Case cases[] = {
        {"cards/obstacles.yaml", "art/none.svg", "no such file"},
        {"cards/progress.yaml", "../outside.svg", "leaves the title's content folder"},
        {"cards/characters.yaml", "art/broken.png", "does not decode"},
        {"cards/locations.yaml", "/tmp/x.svg", "absolute path"},
    };
    for (const Case& k : cases) {
      CAPTURE(k.file);
      Copy copy("bad");
      fs::create_directories(copy.dir / "art");
      std::ofstream(copy.dir / "art" / "broken.png") << "\x89PNG\r\n\x1a\nnot a png at all";
      // The first card of the file gets the key after its name line.
      std::ifstream in(copy.dir / k.file);
      std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      const size_t name = text.find("\n  name: ");
      REQUIRE(name != std::string::npos);
      const size_t eol = text.find('\n', name + 1);
      const std::string name_line = text.substr(name + 1, eol - name);
      copy.replace(k.file, name_line, name_line + "  art: " + k.written + "\n");
      const std::string got = load_errors(copy.dir);
      const std::string at = copy.where(k.file, "  art: " + k.written, 7);
      CHECK_MESSAGE(got.find((copy.dir / k.file).string() + ":" + at + ": [0].art: '" + k.written + "'") != std::string::npos, got);
      CHECK_MESSAGE(got.find(k.says) != std::string::npos, got);
    }
  }
}
