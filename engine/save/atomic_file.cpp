#include "engine/save/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace sb::engine {

namespace {
long g_crash_after = -1;

bool write_all(int fd, const char* data, size_t size) {
  while (size > 0) {
    ssize_t n = ::write(fd, data, size);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}
}  // namespace

void set_atomic_write_crash_after(long bytes) { g_crash_after = bytes; }

bool atomic_write_file(const std::filesystem::path& target, const std::string& bytes, std::string& error) {
  std::filesystem::path dir = target.parent_path().empty() ? "." : target.parent_path();
  std::filesystem::path temp = target;
  temp += ".tmp" + std::to_string(::getpid());
  int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    error = temp.string() + ": cannot create: " + std::strerror(errno);
    return false;
  }
  size_t to_write = bytes.size();
  bool simulated_crash = g_crash_after >= 0 && static_cast<size_t>(g_crash_after) < to_write;
  if (simulated_crash) to_write = static_cast<size_t>(g_crash_after);
  if (!write_all(fd, bytes.data(), to_write)) {
    error = temp.string() + ": write failed: " + std::strerror(errno);
    ::close(fd);
    ::unlink(temp.c_str());
    return false;
  }
  if (simulated_crash) {
    ::close(fd);  // the temp file stays behind, as after a real crash
    error = "simulated crash";
    return false;
  }
  if (::fsync(fd) != 0) {
    error = temp.string() + ": fsync failed: " + std::strerror(errno);
    ::close(fd);
    ::unlink(temp.c_str());
    return false;
  }
  ::close(fd);
  if (::rename(temp.c_str(), target.c_str()) != 0) {
    error = target.string() + ": rename failed: " + std::strerror(errno);
    ::unlink(temp.c_str());
    return false;
  }
  int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
  return true;
}

}  // namespace sb::engine
