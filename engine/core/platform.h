#pragma once
// The few operating-system calls that differ between Linux, macOS and Windows, in one place: every
// other file of the engine, the game and the tests uses these instead of POSIX or Win32 calls. No
// SDL here (engine/core stays headless). tests/portability compiles this file for Windows with
// mingw-w64; the macOS branches have not been compiled.
#include <cstdio>
#include <filesystem>
#include <string>

namespace sb::engine {

// fopen for a path that may hold any characters (_wfopen on Windows, where a path is wide text).
std::FILE* open_file(const std::filesystem::path& file, const char* mode);

// Makes what was written through `file` durable before returning: fflush, then fsync (Linux),
// fcntl F_FULLFSYNC (macOS, where fsync stops at the drive's cache; fsync when the volume refuses it),
// _commit (Windows). False on failure, with errno saying why.
bool flush_to_disk(std::FILE* file);

// Makes a rename into `dir` durable (fsync of the folder on Linux and macOS). Nothing on Windows,
// which cannot open a folder as a file; NTFS journals the rename itself.
void sync_directory(const std::filesystem::path& dir);

// Renames `from` over `to`, replacing `to` when it exists (also on Windows, where the C library's
// rename refuses to). False with a message in `error`.
bool replace_file(const std::filesystem::path& from, const std::filesystem::path& to, std::string& error);

// The running program's own file, absolute: /proc/self/exe (Linux), _NSGetExecutablePath (macOS),
// GetModuleFileNameW (Windows). Empty where the system does not say.
std::filesystem::path executable_path();

// This process's id (unique temp names).
long process_id();

// False once no process with this id runs (a temp file of a killed run can go); true while one does,
// or when the system does not say (a file of a running program is never removed).
bool process_running(long pid);

// Sets or removes an environment variable of this process (the test runner, tests). On Windows an
// empty value removes the variable, so set_env(name, "") does too everywhere. False on failure.
bool set_env(const std::string& name, const std::string& value);
bool unset_env(const std::string& name);

}  // namespace sb::engine
