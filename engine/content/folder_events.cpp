#include "engine/content/folder_events.h"

#include <cerrno>
#include <map>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>

#if defined(__linux__)
#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>
#endif

namespace sb::engine {

#if defined(__linux__)

struct FolderEvents::Impl {
  std::filesystem::path root;
  std::function<void()> on_change;
  int inotify = -1;
  int stop_pipe[2] = {-1, -1};
  bool running = false;
  std::mutex calling;      // held while on_change runs; `stopped` and `ended` set under it
  bool stopped = false;    // the owner has gone
  bool ended = false;      // the thread is past its loop (its descriptors are closed or closing)
  mutable std::mutex mutex;
  std::map<int, std::filesystem::path> folders;        // watch → folder, relative to root ("" is root)
  std::map<std::filesystem::path, bool> whole;          // file → last event finished it

  // Watches `rel` and every folder under it (links are not followed: the content tree's own rules
  // about links are the watcher's; a change behind a link is still seen by the timer).
  void watch_tree(const std::filesystem::path& rel) {
    add_watch(rel);
    std::error_code ec;
    for (std::filesystem::recursive_directory_iterator it(root / rel, ec), end; !ec && it != end; it.increment(ec)) {
      std::error_code kind_ec;
      if (it->is_symlink(kind_ec)) {
        it.disable_recursion_pending();
        continue;
      }
      if (it->is_directory(kind_ec)) add_watch(std::filesystem::relative(it->path(), root, kind_ec));
    }
  }
  void add_watch(const std::filesystem::path& rel) {
    const std::filesystem::path dir = rel.empty() ? root : root / rel;
    const int wd = inotify_add_watch(inotify, dir.c_str(), IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM |
                                                               IN_CREATE | IN_DELETE | IN_DONT_FOLLOW);
    if (wd < 0) return;  // out of watches, or gone: the timer still sees it
    std::lock_guard<std::mutex> lock(mutex);
    folders[wd] = rel == "." ? std::filesystem::path() : rel;
  }

  void run() {
    alignas(inotify_event) char buffer[16384];
    pollfd fds[2] = {{inotify, POLLIN, 0}, {stop_pipe[0], POLLIN, 0}};
    while (true) {
      if (::poll(fds, 2, -1) < 0) {
        if (errno == EINTR) continue;
        return;
      }
      if (fds[1].revents) return;
      if (!(fds[0].revents & POLLIN)) continue;
      const ssize_t n = ::read(inotify, buffer, sizeof buffer);
      if (n <= 0) continue;
      bool any = false;
      for (ssize_t at = 0; at + static_cast<ssize_t>(sizeof(inotify_event)) <= n;) {
        const auto* event = reinterpret_cast<const inotify_event*>(buffer + at);
        at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
        std::filesystem::path folder;
        {
          std::lock_guard<std::mutex> lock(mutex);
          auto found = folders.find(event->wd);
          if (found == folders.end()) continue;
          folder = found->second;
          if (event->mask & IN_IGNORED) {
            folders.erase(found);
            continue;
          }
        }
        if (event->len == 0) continue;
        const std::filesystem::path rel = folder / event->name;
        any = true;
        if (event->mask & IN_ISDIR) {
          if (event->mask & (IN_CREATE | IN_MOVED_TO)) watch_tree(rel);
          continue;
        }
        std::lock_guard<std::mutex> lock(mutex);
        if (event->mask & (IN_CLOSE_WRITE | IN_MOVED_TO)) whole[rel] = true;
        else if (event->mask & (IN_MODIFY | IN_CREATE)) whole[rel] = false;
        else if (event->mask & (IN_DELETE | IN_MOVED_FROM)) whole.erase(rel);
      }
      if (any) {
        std::lock_guard<std::mutex> lock(calling);
        if (!stopped && on_change) on_change();
      }
    }
  }
  void close_all() {
    for (int fd : {inotify, stop_pipe[0], stop_pipe[1]})
      if (fd >= 0) close(fd);
  }
};

FolderEvents::FolderEvents(std::filesystem::path root, std::function<void()> on_change) : impl_(std::make_shared<Impl>()) {
  impl_->root = std::move(root);
  impl_->on_change = std::move(on_change);
  impl_->inotify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (impl_->inotify < 0) return;
  if (pipe2(impl_->stop_pipe, O_CLOEXEC) != 0) {
    close(impl_->inotify);
    impl_->inotify = -1;
    return;
  }
  impl_->watch_tree({});
  if (impl_->folders.empty()) return;  // the folder could not be watched: not available
  // The thread owns the watch to its end: closing an inotify descriptor waits for the kernel
  // (about 10 ms), which a closing table need not wait for. It calls on_change no more once this
  // object has gone (the destructor waits for a call under way).
  impl_->running = true;
  std::thread([impl = impl_] {
    impl->run();
    {
      std::lock_guard<std::mutex> lock(impl->calling);
      impl->ended = true;
    }
    impl->close_all();
  }).detach();
}

FolderEvents::~FolderEvents() {
  if (!impl_->running) {
    impl_->close_all();
    return;
  }
  std::lock_guard<std::mutex> lock(impl_->calling);
  impl_->stopped = true;
  if (!impl_->ended) {  // its descriptors are open until it has read this
    const char byte = 0;
    (void)!::write(impl_->stop_pipe[1], &byte, 1);
  }
}

bool FolderEvents::available() const { return impl_->running; }

bool FolderEvents::written_whole(const std::filesystem::path& rel) const {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  auto found = impl_->whole.find(rel.lexically_normal());
  return found != impl_->whole.end() && found->second;
}

#else  // no word from the system here: callers look on their timer

struct FolderEvents::Impl {};
FolderEvents::FolderEvents(std::filesystem::path, std::function<void()>) : impl_(std::make_shared<Impl>()) {}
FolderEvents::~FolderEvents() = default;
bool FolderEvents::available() const { return false; }
bool FolderEvents::written_whole(const std::filesystem::path&) const { return false; }

#endif

}  // namespace sb::engine
