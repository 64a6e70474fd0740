#pragma once
// Polls a content tree for changed .yaml files (mtime + size), for hot reload. The caller polls
// about every 0.5 s; a file that changed but failed to parse (half-written by an editor) stays in
// the caller's pending set and is retried on the next change or poll. Only files inside the root
// are looked at (links followed only when they land inside it; list_content_files).
#include <filesystem>
#include <map>
#include <vector>

namespace sb::engine {

class FileWatcher {
 public:
  explicit FileWatcher(std::filesystem::path root, std::string extension = ".yaml");
  // Records the current state without reporting anything.
  void prime();
  // Relative paths added, changed or removed since the last poll (or prime).
  std::vector<std::filesystem::path> poll();
  const std::filesystem::path& root() const { return root_; }

 private:
  struct Stamp {
    std::filesystem::file_time_type mtime;
    uintmax_t size = 0;
    bool operator==(const Stamp&) const = default;
  };
  std::map<std::filesystem::path, Stamp> scan() const;
  std::filesystem::path root_;
  std::string extension_;
  std::map<std::filesystem::path, Stamp> known_;
};

}  // namespace sb::engine
