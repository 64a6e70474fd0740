#include "engine/content/paths.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/content/yaml_reader.h"
#include "engine/core/platform.h"

#ifndef SB_SOURCE_CONTENT_DIR
#define SB_SOURCE_CONTENT_DIR "content"
#endif

namespace sb::engine {

namespace fs = std::filesystem;

std::optional<fs::path> resolve_inside(const fs::path& root, const std::string& relative) {
  fs::path rel(relative);
  if (relative.empty() || rel.is_absolute() || rel.has_root_name()) return std::nullopt;
  std::error_code ec;
  fs::path base = fs::weakly_canonical(root, ec);
  if (ec) return std::nullopt;
  fs::path full = fs::weakly_canonical(base / rel, ec);
  if (ec) return std::nullopt;
  auto [root_end, unused] = std::mismatch(base.begin(), base.end(), full.begin(), full.end());
  (void)unused;
  if (root_end != base.end()) return std::nullopt;
  return full;
}

namespace {

// True when the canonical path `inner` is `outer` or lies below it.
bool canonical_within(const fs::path& inner, const fs::path& outer) {
  auto [outer_end, unused] = std::mismatch(outer.begin(), outer.end(), inner.begin(), inner.end());
  (void)unused;
  return !outer.empty() && outer_end == outer.end();
}

fs::path canonical_root(const fs::path& root) {
  std::error_code ec;
  fs::path base = fs::canonical(root, ec);
  if (ec) base = fs::weakly_canonical(root, ec);
  return ec ? fs::path() : base;
}

// The problem with one entry, given the canonical root: "" when it may be read.
std::string entry_problem(const fs::path& base, const fs::path& file, fs::path* resolved) {
  std::error_code ec;
  const fs::file_status link = fs::symlink_status(file, ec);
  const bool is_link = !ec && fs::is_symlink(link);
  fs::path target;
  if (is_link) target = fs::read_symlink(file, ec);
  const std::string via = is_link ? "it is a link to " + target.string() : "it resolves to ";
  fs::path full = fs::canonical(file, ec);
  if (ec) {
    if (is_link) return via + ", which does not exist";
    return "cannot resolve the path: " + ec.message();
  }
  if (resolved) *resolved = full;
  if (base.empty() || !canonical_within(full, base)) {
    std::string where = is_link ? via + (target == full ? "" : " (" + full.string() + ")") : via + full.string();
    return where + ", outside the content folder " + base.string() + "; content may only read its own files";
  }
  const fs::file_status st = fs::status(file, ec);
  if (ec || !(fs::is_regular_file(st) || fs::is_directory(st))) return "not a regular file";
  return "";
}

constexpr int kMaxListingDepth = 32;
constexpr size_t kMaxListingEntries = 20000;

// `resolved_dir`: `dir`'s canonical path, inside `base`. An entry that is no link lies where its
// folder does: its canonical path is the folder's and its name, inside the content folder, and
// its type is the one the folder's listing gave, so it costs no call to the file system (a table
// polls its content tree twice a second; resolving each path again cost a read of every link on
// its way). Only links are resolved and checked one by one.
void walk_listing(const fs::path& dir, const fs::path& rel_dir, const fs::path& resolved_dir, const std::vector<std::string>& extensions,
                  const fs::path& base, int depth, std::vector<fs::path>& visited, ContentListing& out, size_t& seen) {
  std::error_code ec;
  std::vector<fs::directory_entry> entries;
  for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
       it.increment(ec)) {
    if (++seen > kMaxListingEntries) {
      out.refused.push_back({rel_dir, "more than " + std::to_string(kMaxListingEntries) + " entries; the rest are not read"});
      return;
    }
    entries.push_back(*it);
  }
  std::sort(entries.begin(), entries.end(), [](const fs::directory_entry& a, const fs::directory_entry& b) { return a.path() < b.path(); });
  for (const fs::directory_entry& entry : entries) {
    const fs::path& path = entry.path();
    const fs::path rel = rel_dir.empty() ? path.filename() : rel_dir / path.filename();
    const bool wanted = std::find(extensions.begin(), extensions.end(), path.extension().string()) != extensions.end();
    std::error_code sec;
    const bool is_link = entry.is_symlink(sec);
    fs::path resolved;
    bool is_dir = false;
    if (!is_link) {
      is_dir = entry.is_directory(sec);
      if (!is_dir && !wanted) continue;  // nothing to read or report
      if (!is_dir && !entry.is_regular_file(sec)) {
        out.refused.push_back({rel, "not a regular file"});
        continue;
      }
      resolved = resolved_dir / path.filename();
    } else {
      std::string problem = entry_problem(base, path, &resolved);
      is_dir = problem.empty() && fs::is_directory(path, sec);
      if (!problem.empty()) {
        // A link to a folder that cannot be read is reported whatever its name (it would bring
        // files in); any other entry only when it has the extension, as content files do.
        if (wanted || fs::is_directory(path, sec)) out.refused.push_back({rel, problem});
        continue;
      }
    }
    if (is_dir) {
      if (std::find(visited.begin(), visited.end(), resolved) != visited.end()) {
        if (is_link) out.refused.push_back({rel, "a link to a folder already read here (a loop or a second copy)"});
        continue;
      }
      if (depth >= kMaxListingDepth) {
        out.refused.push_back({rel, "folders nested deeper than " + std::to_string(kMaxListingDepth) + " levels"});
        continue;
      }
      visited.push_back(resolved);
      walk_listing(path, rel, resolved, extensions, base, depth + 1, visited, out, seen);
      continue;
    }
    if (wanted) out.files.push_back(rel);
  }
}

}  // namespace

std::string content_file_problem(const fs::path& root, const fs::path& file) {
  std::error_code ec;
  const fs::file_status link = fs::symlink_status(file, ec);
  if (ec || !fs::exists(link)) {
    // Nothing at the path itself; but a folder on the way may be a link out of the root.
    fs::path parent = file.parent_path();
    if (!parent.empty() && fs::exists(parent, ec)) return entry_problem(canonical_root(root), parent, nullptr);
    return "";
  }
  std::string problem = entry_problem(canonical_root(root), file, nullptr);
  if (problem.empty() && fs::is_directory(file, ec)) return "a folder, not a file";
  return problem;
}

ContentListing list_content_files(const fs::path& dir, const std::string& extension, const fs::path& root) {
  return list_content_files(dir, std::vector<std::string>{extension}, root);
}

ContentListing list_content_files(const fs::path& dir, const std::vector<std::string>& extensions, const fs::path& root) {
  ContentListing out;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return out;
  const fs::path base = canonical_root(root);
  fs::path resolved;
  if (std::string problem = entry_problem(base, dir, &resolved); !problem.empty()) {
    out.refused.push_back({"", problem});
    return out;
  }
  std::vector<fs::path> visited{resolved};
  size_t seen = 0;
  walk_listing(dir, "", resolved, extensions, base, 0, visited, out, seen);
  std::sort(out.files.begin(), out.files.end());
  return out;
}

void report_unread_files(const fs::path& dir, const std::function<bool(const fs::path&)>& reads, const std::string& known,
                         ErrorList& errors, const std::string& display_dir) {
  const ContentListing listing = list_content_files(dir, ".yaml", dir);
  auto shown = [&](const fs::path& rel) { return (fs::path(display_dir.empty() ? dir.string() : display_dir) / rel).string(); };
  for (const auto& refused : listing.refused)
    if (!reads(refused.file)) errors.add(shown(refused.file), 0, 0, "", "refused: " + refused.reason);
  // The file a read link leads to (laws.yaml -> library/laws.yaml) is read too, under its own
  // name; a second link to it under a name the title does not read is still named.
  std::vector<fs::path> read_files;
  std::error_code ec;
  const fs::path base = canonical_root(dir);
  for (const fs::path& rel : listing.files)
    if (reads(rel)) read_files.push_back(fs::canonical(dir / rel, ec));
  for (const fs::path& rel : listing.files) {
    if (reads(rel)) continue;
    const fs::path full = fs::canonical(dir / rel, ec);
    const bool is_target = !ec && full == (base / rel).lexically_normal();
    if (is_target && std::find(read_files.begin(), read_files.end(), full) != read_files.end()) continue;
    errors.add(shown(rel), 0, 0, "", "not a file this title reads (it reads " + known + "); rename or remove it");
  }
}

std::vector<fs::path> list_files(const fs::path& dir, const std::string& extension) {
  return list_content_files(dir, extension, dir).files;
}

std::optional<std::string> read_text_file(const fs::path& file, std::string& error, size_t max_bytes) {
  std::error_code ec;
  auto size = fs::file_size(file, ec);
  if (ec) {
    error = file.string() + ": cannot read: " + ec.message();
    return std::nullopt;
  }
  if (size > max_bytes) {
    error = file.string() + ": file too large (" + std::to_string(size) + " bytes)";
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    error = file.string() + ": cannot open";
    return std::nullopt;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

std::string content_fingerprint(const fs::path& dir) {
  uint64_t hash = fnv1a64("seasonboard-content");
  for (const fs::path& rel : list_files(dir, ".yaml")) {
    std::string error;
    hash = fnv1a64(rel.generic_string(), hash);
    if (auto text = read_text_file(dir / rel, error)) hash = fnv1a64(*text, hash);
  }
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash));
  return buffer;
}

namespace {

std::string env(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

// True when `inner` is `outer` or lies below it.
bool is_within(const fs::path& inner, const fs::path& outer) {
  std::error_code ec;
  const fs::path a = fs::weakly_canonical(inner, ec), b = fs::weakly_canonical(outer, ec);
  if (ec || b.empty()) return false;
  auto [b_end, a_at] = std::mismatch(b.begin(), b.end(), a.begin(), a.end());
  (void)a_at;
  return b_end == b.end();
}

// The source tree's content/, named relative to the working folder when that is the source tree
// (so messages read content/tiny/harvest.yaml:1:2, as a designer working there expects).
fs::path source_content_dir() {
  std::error_code ec;
  const fs::path source = SB_SOURCE_CONTENT_DIR;
  if (fs::exists("content", ec) && fs::equivalent("content", source, ec)) return "content";
  return source;
}

}  // namespace

fs::path user_data_dir() {
#if defined(_WIN32)
  if (std::string appdata = env("APPDATA"); !appdata.empty()) return fs::path(appdata) / "seasonboard";
#elif defined(__APPLE__)
  if (std::string home = env("HOME"); !home.empty())
    return fs::path(home) / "Library" / "Application Support" / "seasonboard";
#else
  if (std::string xdg = env("XDG_DATA_HOME"); !xdg.empty()) return fs::path(xdg) / "seasonboard";
  if (std::string home = env("HOME"); !home.empty()) return fs::path(home) / ".local" / "share" / "seasonboard";
#endif
  return {};
}

fs::path user_content_dir() {
  fs::path data = user_data_dir();
  return data.empty() ? data : data / "content";
}

ContentRoot shipped_content_root() {
  std::error_code ec;
  const fs::path exe = executable_path();
#ifdef SB_BUILD_DIR
  if (exe.empty() || is_within(exe, SB_BUILD_DIR)) return {source_content_dir(), "the build tree"};
#endif
  if (!exe.empty()) {
    fs::path installed = exe.parent_path().parent_path() / "share" / "seasonboard" / "content";
    if (fs::is_directory(installed, ec)) return {installed.lexically_normal(), "installed"};
  }
  return {source_content_dir(), "the build tree"};
}

ContentRoot find_content_root() {
  std::error_code ec;
  if (std::string dir = env("SEASONBOARD_CONTENT"); !dir.empty()) return {dir, "$SEASONBOARD_CONTENT"};
  if (fs::path own = user_content_dir(); !own.empty() && fs::is_directory(own, ec)) return {own, "your own content"};
  return shipped_content_root();
}

}  // namespace sb::engine
