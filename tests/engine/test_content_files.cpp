#include <doctest/doctest.h>

#include <fstream>

#include "engine/content/file_watcher.h"
#include "engine/content/ids.h"
#include "engine/content/paths.h"
#include "engine/core/platform.h"

using namespace sb::engine;
namespace fs = std::filesystem;

namespace {
struct Scratch {
  fs::path root = fs::temp_directory_path() / ("sb-content-" + std::to_string(process_id()));
  Scratch() {
    fs::remove_all(root);
    fs::create_directories(root / "cards");
  }
  ~Scratch() { fs::remove_all(root); }
  void write(const std::string& rel, const std::string& text) const { std::ofstream(root / rel) << text; }
};
}  // namespace

TEST_CASE("ids intern to small stable integers") {
  IdTable ids;
  CHECK(ids.intern("forest") == 0);
  CHECK(ids.intern("hills") == 1);
  CHECK(ids.intern("forest") == 0);
  CHECK(ids.find("marsh") == -1);
  CHECK(ids.name(1) == "hills");
  CHECK(ids.size() == 2);
}

TEST_CASE("paths named in content stay inside the content root") {
  Scratch s;
  s.write("cards/a.yaml", "x: 1\n");
  CHECK(resolve_inside(s.root, "cards/a.yaml").has_value());
  CHECK(resolve_inside(s.root, "cards/../cards/a.yaml").has_value());
  CHECK_FALSE(resolve_inside(s.root, "../etc/passwd").has_value());
  CHECK_FALSE(resolve_inside(s.root, "/etc/passwd").has_value());
  CHECK_FALSE(resolve_inside(s.root, "cards/../../x").has_value());
  CHECK_FALSE(resolve_inside(s.root, "").has_value());
  fs::create_directory_symlink("/tmp", s.root / "escape");
  CHECK_FALSE(resolve_inside(s.root, "escape/x.yaml").has_value());
}

TEST_CASE("content fingerprint changes with any file's bytes or name") {
  Scratch s;
  s.write("a.yaml", "x: 1\n");
  s.write("cards/b.yaml", "y: 2\n");
  std::string first = content_fingerprint(s.root);
  CHECK(first.size() == 16);
  CHECK(content_fingerprint(s.root) == first);
  s.write("cards/b.yaml", "y: 3\n");
  std::string second = content_fingerprint(s.root);
  CHECK(second != first);
  fs::rename(s.root / "cards/b.yaml", s.root / "cards/c.yaml");
  CHECK(content_fingerprint(s.root) != second);
  CHECK(list_files(s.root, ".yaml") == std::vector<fs::path>{"a.yaml", "cards/c.yaml"});
}

TEST_CASE("file watcher reports added, changed and removed files once") {
  Scratch s;
  s.write("a.yaml", "x: 1\n");
  FileWatcher watcher(s.root);
  watcher.prime();
  CHECK(watcher.poll().empty());
  s.write("a.yaml", "x: 12\n");  // size changes even when the mtime granularity hides the edit
  s.write("cards/new.yaml", "y: 1\n");
  auto changed = watcher.poll();
  CHECK(changed == std::vector<fs::path>{"a.yaml", "cards/new.yaml"});
  CHECK(watcher.poll().empty());
  fs::remove(s.root / "a.yaml");
  CHECK(watcher.poll() == std::vector<fs::path>{"a.yaml"});
  // Same size, new mtime: still a change.
  s.write("cards/new.yaml", "y: 2\n");
  fs::last_write_time(s.root / "cards/new.yaml", fs::last_write_time(s.root / "cards/new.yaml") + std::chrono::seconds(2));
  CHECK(watcher.poll() == std::vector<fs::path>{"cards/new.yaml"});
}
