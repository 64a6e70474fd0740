#pragma once
// The operating system's word that files under a folder changed (Linux: inotify), for hot reload:
// the reload starts when a file changes instead of at the next look on a timer, and it knows when
// an editor has finished a file (closed it after writing, or renamed a whole file into place), so
// it need not wait for the file to go quiet. Elsewhere, or when the system refuses (no inotify,
// too many watches), available() is false and callers keep looking on their timer: nothing is
// lost, a change is only seen later.
#include <filesystem>
#include <functional>
#include <memory>

namespace sb::engine {

class FolderEvents {
 public:
  // `on_change` is called on a thread of its own after each batch of events under `root` (every
  // folder in it, and folders made later); it must be safe to call from any thread.
  FolderEvents(std::filesystem::path root, std::function<void()> on_change);
  ~FolderEvents();  // stops: on_change is not called after it returns
  FolderEvents(const FolderEvents&) = delete;
  FolderEvents& operator=(const FolderEvents&) = delete;

  bool available() const;
  // The file (relative to root) was last closed after writing or moved into place, and not written
  // since: an editor has finished it. False for a file no event was seen for.
  bool written_whole(const std::filesystem::path& rel) const;

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;  // shared with the thread, which ends on its own
};

}  // namespace sb::engine
