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

// The folder for the user's own files (saves, the autosave, their own copy of the content): the one
// SDL_GetPrefPath("", "seasonboard") names — $XDG_DATA_HOME/seasonboard, else
// ~/.local/share/seasonboard on Linux; %APPDATA%\seasonboard on Windows; ~/Library/Application
// Support/seasonboard on macOS. Empty when the environment names no home.
std::filesystem::path user_data_dir();
// The user's own content (`seasonboard content init` copies the shipped content there).
std::filesystem::path user_content_dir();

// Where the content was found, and by which rule (for `seasonboard content where` and messages).
struct ContentRoot {
  std::filesystem::path dir;
  std::string rule;  // "$SEASONBOARD_CONTENT", "your own content", "the build tree", "installed"
};

// The content this program came with: the source tree's content/ when it runs from its build tree,
// else <binary>/../share/seasonboard/content (the installed copy, e.g. /usr/share/seasonboard/content).
ContentRoot shipped_content_root();

// The content root when no --content names one, first that exists: $SEASONBOARD_CONTENT, the
// user's own content (user_content_dir()), the shipped content (build tree, then installed).
ContentRoot find_content_root();
inline std::filesystem::path default_content_root() { return find_content_root().dir; }

// Reads a whole file; nullopt on error (message in `error`).
std::optional<std::string> read_text_file(const std::filesystem::path& file, std::string& error,
                                          size_t max_bytes = 64u << 20);

}  // namespace sb::engine
