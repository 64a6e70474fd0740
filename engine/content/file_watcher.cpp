#include "engine/content/file_watcher.h"

#include "engine/content/paths.h"

namespace sb::engine {

FileWatcher::FileWatcher(std::filesystem::path root, std::string extension)
    : root_(std::move(root)), extension_(std::move(extension)) {}

std::map<std::filesystem::path, FileWatcher::Stamp> FileWatcher::scan() const {
  std::map<std::filesystem::path, Stamp> out;
  const ContentListing listing = list_content_files(root_, extension_, root_);
  // A file that may not be read (a link out of the tree) is never looked at, but its coming and
  // going is a change: the reload that follows reports it.
  for (const auto& refused : listing.refused) out.emplace(refused.file, Stamp{});
  for (const auto& rel : listing.files) {
    std::error_code ec;
    Stamp stamp;
    stamp.mtime = std::filesystem::last_write_time(root_ / rel, ec);
    if (ec) continue;
    stamp.size = std::filesystem::file_size(root_ / rel, ec);
    if (ec) continue;
    out.emplace(rel, stamp);
  }
  return out;
}

void FileWatcher::prime() { known_ = scan(); }

std::vector<std::filesystem::path> FileWatcher::poll() {
  auto now = scan();
  std::vector<std::filesystem::path> changed;
  for (const auto& [path, stamp] : now) {
    auto found = known_.find(path);
    if (found == known_.end() || !(found->second == stamp)) changed.push_back(path);
  }
  for (const auto& [path, stamp] : known_)
    if (now.count(path) == 0) changed.push_back(path);
  known_ = std::move(now);
  return changed;
}

}  // namespace sb::engine
