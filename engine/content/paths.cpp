#include "engine/content/paths.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/content/yaml_reader.h"

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

fs::path default_content_root() {
  std::error_code ec;
  if (const char* env = std::getenv("SEASONBOARD_CONTENT"); env && *env) return env;
  if (fs::is_directory("content", ec)) return "content";
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path installed = exe.parent_path().parent_path() / "share" / "seasonboard" / "content";
    if (fs::is_directory(installed, ec)) return installed;
  }
  return SB_SOURCE_CONTENT_DIR;
}

}  // namespace sb::engine
