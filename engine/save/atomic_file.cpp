#include "engine/save/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "engine/core/platform.h"

namespace sb::engine {

namespace {
long g_crash_after = -1;

void remove_quietly(const std::filesystem::path& file) {
  std::error_code ec;
  std::filesystem::remove(file, ec);
}
}  // namespace

void set_atomic_write_crash_after(long bytes) { g_crash_after = bytes; }

bool atomic_write_file(const std::filesystem::path& target, const std::string& bytes, std::string& error) {
  std::filesystem::path dir = target.parent_path().empty() ? "." : target.parent_path();
  std::filesystem::path temp = target;
  temp += ".tmp" + std::to_string(process_id());
  std::FILE* file = open_file(temp, "wb");
  if (!file) {
    error = temp.string() + ": cannot create: " + std::strerror(errno);
    return false;
  }
  size_t to_write = bytes.size();
  bool simulated_crash = g_crash_after >= 0 && static_cast<size_t>(g_crash_after) < to_write;
  if (simulated_crash) to_write = static_cast<size_t>(g_crash_after);
  if (std::fwrite(bytes.data(), 1, to_write, file) != to_write) {
    error = temp.string() + ": write failed: " + std::strerror(errno);
    std::fclose(file);
    remove_quietly(temp);
    return false;
  }
  if (simulated_crash) {
    std::fclose(file);  // the temp file stays behind, as after a real crash
    error = "simulated crash";
    return false;
  }
  if (!flush_to_disk(file)) {
    error = temp.string() + ": fsync failed: " + std::strerror(errno);
    std::fclose(file);
    remove_quietly(temp);
    return false;
  }
  if (std::fclose(file) != 0) {
    error = temp.string() + ": write failed: " + std::strerror(errno);
    remove_quietly(temp);
    return false;
  }
  if (!replace_file(temp, target, error)) {
    remove_quietly(temp);
    return false;
  }
  sync_directory(dir);
  return true;
}

}  // namespace sb::engine
