#include "engine/core/platform.h"
#include "engine/core/thread_priority.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <system_error>
#include <vector>

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <io.h>
#include <process.h>
#include <windows.h>
#else
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif
#if defined(__APPLE__)
#include <mach-o/dyld.h>
#endif
#endif

namespace sb::engine {

namespace fs = std::filesystem;

// [SECTION] files

std::FILE* open_file(const fs::path& file, const char* mode) {
#if defined(_WIN32)
  const std::wstring wide_mode(mode, mode + std::strlen(mode));
  return ::_wfopen(file.c_str(), wide_mode.c_str());
#else
  return std::fopen(file.c_str(), mode);
#endif
}

bool flush_to_disk(std::FILE* file) {
  if (std::fflush(file) != 0) return false;
#if defined(_WIN32)
  return ::_commit(::_fileno(file)) == 0;
#elif defined(__APPLE__)
  const int fd = ::fileno(file);
  if (::fcntl(fd, F_FULLFSYNC) == 0) return true;
  return ::fsync(fd) == 0;  // some volumes (network, FAT) refuse F_FULLFSYNC
#else
  return ::fsync(::fileno(file)) == 0;
#endif
}

void sync_directory(const fs::path& dir) {
#if defined(_WIN32)
  (void)dir;
#else
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
#endif
}

bool replace_file(const fs::path& from, const fs::path& to, std::string& error) {
#if defined(_WIN32)
  if (::MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) return true;
  error = to.string() + ": rename failed: " + std::system_category().message(static_cast<int>(::GetLastError()));
  return false;
#else
  if (std::rename(from.c_str(), to.c_str()) == 0) return true;
  error = to.string() + ": rename failed: " + std::strerror(errno);
  return false;
#endif
}

// [SECTION] the process

fs::path executable_path() {
#if defined(_WIN32)
  std::vector<wchar_t> buffer(MAX_PATH);
  for (;;) {
    const DWORD n = ::GetModuleFileNameW(nullptr, buffer.data(), static_cast<DWORD>(buffer.size()));
    if (n == 0) return {};
    if (n < buffer.size()) return fs::path(std::wstring(buffer.data(), n));
    if (buffer.size() >= 32768) return {};  // the longest path Windows has
    buffer.resize(buffer.size() * 2);       // truncated: try a larger buffer
  }
#elif defined(__APPLE__)
  uint32_t size = 0;
  ::_NSGetExecutablePath(nullptr, &size);  // asks for the size
  std::vector<char> buffer(size + 1, '\0');
  if (::_NSGetExecutablePath(buffer.data(), &size) != 0) return {};
  std::error_code ec;
  fs::path exe = fs::weakly_canonical(fs::path(buffer.data()), ec);  // may name a symlink or hold ".."
  return ec ? fs::path(buffer.data()) : exe;
#else
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : exe;
#endif
}

long process_id() {
#if defined(_WIN32)
  return static_cast<long>(::_getpid());
#else
  return static_cast<long>(::getpid());
#endif
}

bool process_running(long pid) {
  if (pid <= 0) return true;
#if defined(_WIN32)
  HANDLE process = ::OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, static_cast<DWORD>(pid));
  if (!process) return ::GetLastError() != ERROR_INVALID_PARAMETER;
  DWORD code = 0;
  const bool running = !::GetExitCodeProcess(process, &code) || code == STILL_ACTIVE;
  ::CloseHandle(process);
  return running;
#else
  return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
#endif
}

bool set_env(const std::string& name, const std::string& value) {
  if (value.empty()) return unset_env(name);
#if defined(_WIN32)
  return ::_putenv_s(name.c_str(), value.c_str()) == 0;
#else
  return ::setenv(name.c_str(), value.c_str(), 1) == 0;
#endif
}

bool unset_env(const std::string& name) {
#if defined(_WIN32)
  return ::_putenv_s(name.c_str(), "") == 0;
#else
  return ::unsetenv(name.c_str()) == 0;
#endif
}

// [SECTION] threads

void lower_this_thread_priority() {
#if defined(_WIN32)
  SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL);
#elif defined(__linux__)
  // On Linux a nice value belongs to the thread named by its id.
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
#endif
}

}  // namespace sb::engine
