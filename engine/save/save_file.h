#pragma once
// The versioned save format, title-agnostic (actions and states are YAML nodes here; the title's
// own readers turn them into values):
//
//   format_version: 3           # what the hashes are: see kTitleHashFormat
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
// The autosave journal is the same data as a stream: a header line (the fields above the journal,
// format_version among them), then one line per action, each flushed and fsynced before the screen
// shows the result.
//
// Damage is caught byte for byte without a new format: a save's first line is the comment
// `# Seasonboard save (checksum <16 hex>)`, the FNV-1a 64 of every byte after that line, and every
// journal line ends in the comment ` # <16 hex>`, the FNV-1a 64 of the line before it. Comments
// are invisible to YAML, so earlier builds read these files and this build reads theirs (whose
// lines carry no checksum: `Integrity::unchecked`).
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/errors.h"

namespace sb::engine {

constexpr int kSaveFormatVersion = 3;
// What a recorded hash is. From format 3 on, the title's own Title::state_hash (engine::hash_fields,
// a binary hash over the State's field list, once the title declares one): cheap enough to check
// after every action. Once a format has shipped, a title's state_hash is part of it (changing it
// would refuse the users' saves). Format 2 recorded the tree hash of the State's YAML (hash_yaml of
// Title::state_to_yaml), which every title's state_hash was then; the engine computes that one
// itself for such files (legacy_state_hash in any_match.h), so they verify whatever the title
// hashes now. (Format 1 hashed the YAML text.)
constexpr int kTitleHashFormat = 3;
// The format the first package (0.1.0) wrote. Upgrading keeps the user's saves, so saves of this and
// every later format must load, or be refused with a message naming their format:
// tests/app/saves/format-N/ keeps a save and an autosave of each, and a test loads them.
constexpr int kFirstReleasedSaveFormat = 2;

// What the checksums said of a file read back.
enum class Integrity {
  unchecked,  // written without checksums (an earlier build): only replay checks it
  intact,     // every byte is as it was written
  damaged,    // the bytes changed after writing: every action's hash is checked to find where
};

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
  // Per action, the first action whose line held the same bytes (its own index when none did), as
  // the lean reader saw them; empty when not known. A replay reads such an action once: where the
  // two nodes are still the same tree (same_tree), the earlier one's reading is reused.
  std::vector<size_t> same_action;
  uint64_t state_hash = 0;
  bool has_state_hash = false;  // a save records it; a journal does not
  YAML::Node snapshot;

  // Where things were read from, for messages (1-based lines; 0 = unknown or not read from a file).
  Integrity integrity = Integrity::unchecked;
  std::string integrity_note;     // why the file counts as damaged
  std::vector<int> action_lines;  // the line of each journal entry
  // Per action: true where its bytes are not vouched for by a checksum (its line's checksum
  // differed, yet it still reads): replay checks the hash after each such action.
  std::vector<bool> suspect;
  int state_hash_line = 0;
};

std::string hash_text(uint64_t hash);  // "0x0123456789abcdef"

// True when both are the same YAML tree: kinds, tags, scalars, and map keys in the same order.
bool same_tree(const YAML::Node& a, const YAML::Node& b);

// True when both describe the same game from its start: title, seed, setup and starting state.
bool same_game(const SaveData& a, const SaveData& b);
// True when `shorter`'s recorded history is a prefix of `longer`'s (same game, same hashes; across
// formats, whose hashes differ, the same actions).
bool history_prefix(const SaveData& shorter, const SaveData& longer);

std::string save_to_text(const SaveData& save);
// Strict reading; errors name file:line:col. nullopt when unusable.
std::optional<SaveData> save_from_text(const std::string& text, const std::string& display_name, ErrorList& errors);
std::optional<SaveData> load_save_file(const std::filesystem::path& file, ErrorList& errors);
// Writes atomically. A file already there that holds another game, or this game further along than
// `save`, is first kept as `file.1` (older copies move to .2, .3; the oldest of 3 goes), unless
// `replace` is `freely` (the autosave, which has looked already).
enum class Replace { keep_other_games, freely };
bool write_save_file(const std::filesystem::path& file, const SaveData& save, std::string& error,
                     Replace replace = Replace::keep_other_games);
// file → file.1, file.1 → file.2, ... (the oldest of `generations` goes). True when there was nothing to keep.
bool keep_file_generation(const std::filesystem::path& file, int generations, std::string& error);
constexpr int kKeptGenerations = 3;

// Append-only autosave journal.
class JournalWriter {
 public:
  JournalWriter() = default;
  JournalWriter(const JournalWriter&) = delete;
  JournalWriter& operator=(const JournalWriter&) = delete;
  ~JournalWriter();
  // Starts a new journal (truncates) with the header fields of `header` and its actions so far.
  bool begin(const std::filesystem::path& file, const SaveData& header, std::string& error);
  // Opens an existing journal to append to (its last line is whole).
  bool open_append(const std::filesystem::path& file, std::string& error);
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

// A journal read back. A torn last line (the process died mid-write) is dropped. A damaged line
// (unreadable, or its checksum differs) ends the usable prefix: `data` holds the header and every
// action before it; the intact lines after it are kept in `later` (by action index), for a
// snapshot that covers the gap.
struct JournalRead {
  std::optional<SaveData> data;  // nullopt: no usable header (see the errors)
  bool dropped_tail = false;
  bool ends_whole = true;  // the file ends with a newline (an append can follow)
  int damaged_line = 0;  // 1-based line of the first unreadable line; 0 = none
  std::vector<int> checksum_lines;  // lines that read but whose checksum differs (their hashes are checked)
  std::string damage;    // what was wrong with it, in words
  struct Entry {
    YAML::Node action;
    uint64_t hash = 0;
    int line = 0;
    bool suspect = false;  // its checksum differed (it still reads): replay checks its hash
  };
  // Every action line by its index (line 2 is action 0); nullopt where unreadable. `data` holds
  // the header and the entries before the first unreadable one.
  std::vector<std::optional<Entry>> entries;
};
JournalRead read_journal_lines(const std::filesystem::path& file, ErrorList& errors);

// The strict form: any damaged line is an error with its line number; nullopt then.
std::optional<SaveData> read_journal(const std::filesystem::path& file, ErrorList& errors, bool& dropped_tail);

}  // namespace sb::engine
