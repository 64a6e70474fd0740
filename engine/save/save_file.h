#pragma once
// The versioned save format, title-agnostic (actions and states are YAML nodes here; the title's
// own readers turn them into values):
//
//   format_version: 2           # 2: hashes walk the state tree (1 hashed its YAML text)
//   title: mighty-kingdoms
//   content_fingerprint: 0123456789abcdef
//   seed: 42
//   setup: {...}                 # the title's Setup
//   seat_kinds: [human, heuristic]  # who plays each seat: human or a bot kind (optional)
//   initial_state: {...}         # only for matches started from an explicit state (scenarios)
//   journal:                     # every action, with the state hash after it
//     - {action: {...}, hash: 0x...}
//   state_hash: 0x...            # after the last action
//   snapshot: {...}              # the title's State after the last action (for inspection and recovery)
//
// The autosave journal is the same data as a stream: a header line, then one line per action,
// each flushed and fsynced before the screen shows the result.
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/errors.h"

namespace sb::engine {

constexpr int kSaveFormatVersion = 2;
// The format the first package (0.1.0) wrote. Upgrading keeps the user's saves, so saves of this and
// every later format must load, or be refused with a message naming their format:
// tests/app/saves/format-N/ keeps a save and an autosave of each, and a test loads them.
constexpr int kFirstReleasedSaveFormat = 2;

struct SaveData {
  int format_version = kSaveFormatVersion;
  std::string title;
  std::string content_fingerprint;
  uint64_t seed = 0;
  YAML::Node setup;
  // Who plays each seat ("human" or one of the title's bot kinds); empty when the writer did not
  // say (older saves, scenarios): then every seat is human.
  std::vector<std::string> seat_kinds;
  YAML::Node initial_state;  // undefined/null unless the match began from an explicit state
  std::vector<YAML::Node> actions;
  std::vector<uint64_t> hashes;  // hash after each action (same length as actions)
  uint64_t state_hash = 0;
  YAML::Node snapshot;
};

std::string hash_text(uint64_t hash);  // "0x0123456789abcdef"

std::string save_to_text(const SaveData& save);
// Strict reading; errors name file:line:col. nullopt when unusable.
std::optional<SaveData> save_from_text(const std::string& text, const std::string& display_name, ErrorList& errors);
std::optional<SaveData> load_save_file(const std::filesystem::path& file, ErrorList& errors);
bool write_save_file(const std::filesystem::path& file, const SaveData& save, std::string& error);

// Append-only autosave journal.
class JournalWriter {
 public:
  JournalWriter() = default;
  JournalWriter(const JournalWriter&) = delete;
  JournalWriter& operator=(const JournalWriter&) = delete;
  ~JournalWriter();
  // Starts a new journal (truncates) with the header fields of `header` and its actions so far.
  bool begin(const std::filesystem::path& file, const SaveData& header, std::string& error);
  // Appends one action line and makes it durable (fflush + fsync) before returning.
  bool append(const YAML::Node& action, uint64_t hash_after, std::string& error);
  void close();
  bool is_open() const { return file_ != nullptr; }
  const std::filesystem::path& path() const { return path_; }

 private:
  bool write_line(const std::string& line, std::string& error);
  std::FILE* file_ = nullptr;
  std::filesystem::path path_;
};

// Reads a journal. A torn last line (the process died mid-write) is dropped and reported in
// `dropped_tail`; anything else malformed is an error with its line number. The result has no
// snapshot or state_hash (the caller replays).
std::optional<SaveData> read_journal(const std::filesystem::path& file, ErrorList& errors, bool& dropped_tail);

}  // namespace sb::engine
