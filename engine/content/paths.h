#pragma once
// Content trees are untrusted: every path a YAML file names must stay inside the content root.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sb::engine {

// Resolves `relative` against `root`; nullopt when it is absolute or escapes the root (.., links).
std::optional<std::filesystem::path> resolve_inside(const std::filesystem::path& root, const std::string& relative);

// All regular files under `dir` ending in `extension` (".yaml"), sorted, as paths relative to dir.
std::vector<std::filesystem::path> list_files(const std::filesystem::path& dir, const std::string& extension);

// Fingerprint of a content tree: FNV-1a over each .yaml file's relative path and bytes, sorted.
// Saves record it so a load against different content can say so.
std::string content_fingerprint(const std::filesystem::path& dir);

// The content root: $SEASONBOARD_CONTENT, else ./content, else <exe dir>/../share/seasonboard/content,
// else the source tree's content/ (compiled in). First that exists.
std::filesystem::path default_content_root();

// Reads a whole file; nullopt on error (message in `error`).
std::optional<std::string> read_text_file(const std::filesystem::path& file, std::string& error,
                                          size_t max_bytes = 64u << 20);

}  // namespace sb::engine
