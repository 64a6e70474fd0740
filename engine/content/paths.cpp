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

std::vector<fs::path> list_files(const fs::path& dir, const std::string& extension) {
  std::vector<fs::path> out;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return out;
  for (auto it = fs::recursive_directory_iterator(dir, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (it->is_regular_file(ec) && it->path().extension() == extension)
      out.push_back(fs::relative(it->path(), dir, ec));
  }
  std::sort(out.begin(), out.end());
  return out;
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
