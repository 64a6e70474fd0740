#include <doctest/doctest.h>

#include <fstream>

#include "engine/content/file_watcher.h"
#include "engine/content/ids.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/platform.h"

using namespace sb::engine;
namespace fs = std::filesystem;

namespace {
struct ContentScratch {
  fs::path root = fs::temp_directory_path() / ("sb-content-" + std::to_string(process_id()));
  ContentScratch() {
    fs::remove_all(root);
    fs::create_directories(root / "cards");
  }
  ~ContentScratch() { fs::remove_all(root); }
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
  ContentScratch s;
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
  ContentScratch s;
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
  ContentScratch s;
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

// Issue 30: `touch` (a new time, the same bytes) is no change; one byte is.
TEST_CASE("file watcher reports a file only when its bytes change, not its time") {
  ContentScratch s;
  s.write("a.yaml", "x: 1\n");
  s.write("cards/b.yaml", "y: 1\n");
  FileWatcher watcher(s.root);
  watcher.prime();
  for (const char* rel : {"a.yaml", "cards/b.yaml"})  // touch every file
    fs::last_write_time(s.root / rel, fs::last_write_time(s.root / rel) + std::chrono::seconds(5));
  CHECK(watcher.poll().empty());
  s.write("cards/b.yaml", "y: 1\n");  // saved again unchanged
  CHECK(watcher.poll().empty());
  s.write("cards/b.yaml", "y: 2\n");  // one byte
  CHECK(watcher.poll() == std::vector<fs::path>{"cards/b.yaml"});
  CHECK(watcher.last_write(fs::path("cards/b.yaml")) == fs::last_write_time(s.root / "cards/b.yaml"));
  CHECK_FALSE(watcher.last_write(fs::path("gone.yaml")));
}

// Issue 26: a content tree is untrusted. A link inside it may lead anywhere; the loader must read
// only what lands inside the root, and say so (path and reason) for the rest, never skip a file
// without a word.
namespace {
struct LinkedTree {
  ContentScratch content;
  fs::path outside = fs::temp_directory_path() / ("sb-outside-" + std::to_string(process_id()));
  LinkedTree() {
    fs::remove_all(outside);
    fs::create_directories(outside / "folder");
    std::ofstream(outside / "secret.yaml") << "secret: 1\n";
    std::ofstream(outside / "folder" / "more.yaml") << "more: 1\n";
    content.write("a.yaml", "x: 1\n");
    content.write("cards/b.yaml", "y: 2\n");
  }
  ~LinkedTree() { fs::remove_all(outside); }
  const fs::path& root() const { return content.root; }
};
bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("a link out of the content folder is refused with the path and the reason") {
  LinkedTree t;
  fs::create_symlink("/etc/passwd", t.root() / "passwd.yaml");
  fs::create_symlink(t.outside / "secret.yaml", t.root() / "cards" / "secret.yaml");
  fs::create_directory_symlink(t.outside / "folder", t.root() / "cards" / "linked");

  CHECK(content_file_problem(t.root(), t.root() / "a.yaml").empty());
  const std::string why = content_file_problem(t.root(), t.root() / "passwd.yaml");
  CHECK(mentions(why, "/etc/passwd"));
  CHECK(mentions(why, "outside the content folder"));
  CHECK(mentions(content_file_problem(t.root(), t.root() / "cards" / "linked" / "more.yaml"), "outside the content folder"));

  // Listing: the readable files only, and each refused one named with its reason.
  const ContentListing listing = list_content_files(t.root(), ".yaml", t.root());
  CHECK(listing.files == std::vector<fs::path>{"a.yaml", "cards/b.yaml"});
  REQUIRE(listing.refused.size() == 3);
  CHECK(listing.refused[0].file == fs::path("cards/linked"));
  CHECK(listing.refused[1].file == fs::path("cards/secret.yaml"));
  CHECK(listing.refused[2].file == fs::path("passwd.yaml"));
  for (const auto& r : listing.refused) CHECK(mentions(r.reason, "outside the content folder"));
  CHECK(list_files(t.root(), ".yaml") == std::vector<fs::path>{"a.yaml", "cards/b.yaml"});

  // Loading such a file is an error naming the path, and nothing of the outside file is read.
  ErrorList errors;
  CHECK_FALSE(load_content_file(t.root(), "passwd.yaml", errors, "content/x/passwd.yaml").has_value());
  REQUIRE(errors.size() == 1);
  CHECK(errors.items()[0].file == "content/x/passwd.yaml");
  CHECK(mentions(errors.items()[0].message, "refused: it is a link to /etc/passwd"));
  errors.clear();
  CHECK(load_content_file(t.root(), "a.yaml", errors).has_value());
  CHECK(errors.empty());
}

TEST_CASE("the fingerprint and the watcher never look at a file outside the content folder") {
  LinkedTree t;
  fs::create_symlink(t.outside / "secret.yaml", t.root() / "secret.yaml");
  const std::string before = content_fingerprint(t.root());
  FileWatcher watcher(t.root());
  watcher.prime();
  std::ofstream(t.outside / "secret.yaml") << "secret: 22\n";  // the outside file changes
  CHECK(content_fingerprint(t.root()) == before);
  CHECK(watcher.poll().empty());
  // A refused link appearing or going is a change (the reload that follows names it).
  fs::create_symlink("/etc/passwd", t.root() / "cards" / "passwd.yaml");
  CHECK(watcher.poll() == std::vector<fs::path>{"cards/passwd.yaml"});
  fs::remove(t.root() / "cards" / "passwd.yaml");
  CHECK(watcher.poll() == std::vector<fs::path>{"cards/passwd.yaml"});
}

TEST_CASE("a link to a file or a folder inside the content folder is read; a link to nowhere is named") {
  LinkedTree t;
  fs::create_directories(t.root() / "more");
  t.content.write("more/c.yaml", "z: 3\n");
  fs::create_symlink("b.yaml", t.root() / "cards" / "b_again.yaml");         // relative, inside
  fs::create_symlink(t.root() / "a.yaml", t.root() / "cards" / "a_too.yaml");  // absolute, inside
  fs::create_directory_symlink("../more", t.root() / "cards" / "more");        // a folder, inside
  fs::create_symlink("cards/missing.yaml", t.root() / "dangling.yaml");         // names nothing
  fs::create_directory_symlink(".", t.root() / "cards" / "self");               // a loop

  const ContentListing cards = list_content_files(t.root() / "cards", ".yaml", t.root());
  CHECK(cards.files == std::vector<fs::path>{"a_too.yaml", "b.yaml", "b_again.yaml", "more/c.yaml"});
  REQUIRE(cards.refused.size() == 1);
  CHECK(cards.refused[0].file == fs::path("self"));
  CHECK(mentions(cards.refused[0].reason, "already read"));

  const ContentListing all = list_content_files(t.root(), ".yaml", t.root());
  bool dangling_named = false;
  for (const auto& r : all.refused)
    if (r.file == fs::path("dangling.yaml")) dangling_named = mentions(r.reason, "does not exist");
  CHECK(dangling_named);
  ErrorList errors;
  auto linked = load_content_file(t.root(), "cards/b_again.yaml", errors);
  REQUIRE(linked.has_value());
  CHECK((*linked)["y"].as<int>() == 2);
  CHECK_FALSE(load_content_file(t.root(), "dangling.yaml", errors).has_value());
  REQUIRE(errors.size() == 1);
  CHECK(mentions(errors.items()[0].message, "cards/missing.yaml, which does not exist"));
}
