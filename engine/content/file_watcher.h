#pragma once
// Polls a content tree for changed .yaml files (and any other extensions asked for: a title's
// pictures), for hot reload. A file whose time or size moved is
// read and its bytes hashed: only a file whose bytes differ from the last ones seen (or one added or
// removed) is reported, so `touch` or an editor saving unchanged bytes reloads nothing. The caller
// polls about every 0.5 s; a file that changed but failed to parse (half-written by an editor)
// stays in the caller's pending set and is retried on the next change or poll. Only files inside
// the root are looked at (links followed only when they land inside it; list_content_files).
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sb::engine {

class FileWatcher {
 public:
  explicit FileWatcher(std::filesystem::path root, std::vector<std::string> extensions = {".yaml"});
  // Records the current state without reporting anything.
  void prime();
  // Relative paths added, changed (in their bytes) or removed since the last poll (or prime).
  std::vector<std::filesystem::path> poll();
  const std::filesystem::path& root() const { return root_; }
  // When the file was last written, as of the last poll (nullopt: not there, or not readable).
  std::optional<std::filesystem::file_time_type> last_write(const std::filesystem::path& rel) const;
  // Its bytes as of the last poll (nullptr: not there, not readable, or not a .yaml file: a picture
  // is only hashed).
  const std::string* bytes(const std::filesystem::path& rel) const;

 private:
  struct Stamp {
    std::filesystem::file_time_type mtime{};
    uintmax_t size = 0;
    bool readable = false;  // false: a refused link, never read
    bool same_time_and_size(const Stamp& o) const { return mtime == o.mtime && size == o.size && readable == o.readable; }
  };
  struct Seen {
    Stamp stamp;
    uint64_t hash = 0;  // of the bytes, when stamp.readable
    bool kept = false;  // `bytes` holds them (a .yaml file's; a picture's are only hashed)
    std::string bytes;
  };
  std::map<std::filesystem::path, Stamp> scan() const;
  // `now` with each file's bytes and hash: taken from known_ (which the caller then replaces) when
  // its time and size did not move.
  std::map<std::filesystem::path, Seen> hashed(const std::map<std::filesystem::path, Stamp>& now);
  std::filesystem::path root_;
  std::vector<std::string> extensions_;
  std::map<std::filesystem::path, Seen> known_;
};

}  // namespace sb::engine
