#include "engine/content/file_watcher.h"

#include <fstream>
#include <iterator>

#include "engine/content/paths.h"

namespace sb::engine {

namespace {
// The file's bytes; nullopt when it cannot be read.
std::optional<std::string> read_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) return std::nullopt;
  return bytes;
}
// FNV-1a.
uint64_t hash_bytes(const std::string& bytes) {
  uint64_t hash = 1469598103934665603ull;
  for (char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  return hash;
}
}  // namespace

FileWatcher::FileWatcher(std::filesystem::path root, std::vector<std::string> extensions)
    : root_(std::move(root)), extensions_(std::move(extensions)) {}

std::map<std::filesystem::path, FileWatcher::Stamp> FileWatcher::scan() const {
  std::map<std::filesystem::path, Stamp> out;
  const ContentListing listing = list_content_files(root_, extensions_, root_);
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
    stamp.readable = true;
    out.emplace(rel, stamp);
  }
  return out;
}

std::map<std::filesystem::path, FileWatcher::Seen> FileWatcher::hashed(const std::map<std::filesystem::path, Stamp>& now) {
  std::map<std::filesystem::path, Seen> out;
  for (const auto& [path, stamp] : now) {
    Seen seen{stamp, 0, false, {}};
    auto found = known_.find(path);
    if (found != known_.end() && found->second.stamp.same_time_and_size(stamp)) {
      seen.hash = found->second.hash;  // not touched: not read again
      seen.kept = found->second.kept;
      seen.bytes = std::move(found->second.bytes);  // known_ is replaced by what this returns
    } else if (stamp.readable) {
      if (auto bytes = read_file(root_ / path)) {
        seen.hash = hash_bytes(*bytes);
        seen.kept = path.extension() == ".yaml";  // a picture's bytes are not kept: its hash tells
        if (seen.kept) seen.bytes = std::move(*bytes);
      } else {
        seen.stamp.readable = false;  // gone or locked between the listing and the read
      }
    }
    out.emplace(path, std::move(seen));
  }
  return out;
}

void FileWatcher::prime() { known_ = hashed(scan()); }

std::vector<std::filesystem::path> FileWatcher::poll() {
  auto now = hashed(scan());
  std::vector<std::filesystem::path> changed;
  for (const auto& [path, seen] : now) {
    auto found = known_.find(path);
    if (found == known_.end() || found->second.hash != seen.hash || found->second.stamp.readable != seen.stamp.readable)
      changed.push_back(path);
  }
  for (const auto& [path, seen] : known_)
    if (now.count(path) == 0) changed.push_back(path);
  known_ = std::move(now);
  return changed;
}

std::optional<std::filesystem::file_time_type> FileWatcher::last_write(const std::filesystem::path& rel) const {
  auto found = known_.find(rel);
  if (found == known_.end() || !found->second.stamp.readable) return std::nullopt;
  return found->second.stamp.mtime;
}

}  // namespace sb::engine

namespace sb::engine {

const std::string* FileWatcher::bytes(const std::filesystem::path& rel) const {
  auto found = known_.find(rel);
  if (found == known_.end() || !found->second.stamp.readable || !found->second.kept) return nullptr;
  return &found->second.bytes;
}

}  // namespace sb::engine
