#pragma once
// Crash-safe file writes: temp file in the same folder, fsync, rename over the target, fsync the
// folder. A reader sees the old file or the new one, never half of either.
#include <filesystem>
#include <string>

namespace sb::engine {

bool atomic_write_file(const std::filesystem::path& target, const std::string& bytes, std::string& error);

// Test hook: when set, atomic_write_file stops after writing this many bytes of the temp file and
// returns false as if the process had died (the target must be untouched).
void set_atomic_write_crash_after(long bytes);

}  // namespace sb::engine
