#pragma once
// Content trees are untrusted: every path a YAML file names must stay inside the content root.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/errors.h"

namespace sb::engine {

// Resolves `relative` against `root`; nullopt when it is absolute or escapes the root (.., links).
std::optional<std::filesystem::path> resolve_inside(const std::filesystem::path& root, const std::string& relative);

// Why `file` may not be read as part of the content tree at `root`, or "" when it may: with every
// link followed it must land inside root (compared canonically, so `..` and links out of the
// folder are caught) on a regular file. A path that names nothing at all is "" too: the caller
// reports a missing file in its own words. A link to nowhere is a problem.
std::string content_file_problem(const std::filesystem::path& root, const std::filesystem::path& file);

// Files under `dir` ending in `extension` (".yaml"), sorted, as paths relative to dir. Links are
// followed (to files and to folders) when they land inside `root`; every entry with the extension
// that cannot be read — a link out of root, a link to nowhere, not a regular file — is listed in
// `refused` with the reason, so no file is skipped without a word.
struct ContentListing {
  struct Refused {
    std::filesystem::path file;  // relative to dir
    std::string reason;
  };
  std::vector<std::filesystem::path> files;
  std::vector<Refused> refused;
};
ContentListing list_content_files(const std::filesystem::path& dir, const std::string& extension,
                                  const std::filesystem::path& root);
// The same for several extensions at once (one walk of the folder).
ContentListing list_content_files(const std::filesystem::path& dir, const std::vector<std::string>& extensions,
                                  const std::filesystem::path& root);
// Every .yaml file in a title's folder is one the title reads, or a mistake: reports as an error
// each one `reads` (given the path relative to dir, as "races/x.yaml") does not accept, naming
// what the title does read (`known`, e.g. "calendar.yaml, laws.yaml"), and each entry refused by
// list_content_files (a link out of the folder or to nothing) that `reads` does not accept (those
// it accepts, the loader reports when it opens them). Paths are shown under `display_dir`.
void report_unread_files(const std::filesystem::path& dir, const std::function<bool(const std::filesystem::path&)>& reads,
                         const std::string& known, ErrorList& errors, const std::string& display_dir);

// list_content_files(dir, extension, dir).files: the readable files only.
std::vector<std::filesystem::path> list_files(const std::filesystem::path& dir, const std::string& extension);

// Fingerprint of a content tree: FNV-1a over each .yaml file's relative path and bytes, sorted
// (the files list_files names: nothing outside the tree is read).
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
