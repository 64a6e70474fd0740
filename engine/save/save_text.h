#pragma once
// What save_file.h does not declare (it is included everywhere): the exact readers, and the
// autosave journal's text made apart from its writing.
//
// The exact readers of saves and journals: every node through yaml-cpp, so each one carries its
// line and column. The readers in save_file.h read the lines a checksum vouches for, in the
// writer's own shape, without yaml-cpp's scanner (a long game's journal in a fraction of the
// time); their nodes carry no position, only the line of each action (SaveData::action_lines).
// Where a replay of such a read finds a problem, reading again with these names it exactly.
#include <filesystem>
#include <optional>
#include <string>

#include "engine/content/errors.h"
#include "engine/save/save_file.h"

namespace sb::engine {

std::optional<SaveData> save_from_text_exact(const std::string& text, const std::string& display_name, ErrorList& errors);
std::optional<SaveData> load_save_file_exact(const std::filesystem::path& file, ErrorList& errors);
JournalRead read_journal_lines_exact(const std::filesystem::path& file, ErrorList& errors);

// Shallow: a file's header, hashes, lines and integrity as the readers in save_file.h give them,
// but the actions of checksummed lines are only checked, left undefined nodes, and a save's
// snapshot is not read. Enough to compare two histories of the same format (history_prefix), not to
// replay one.
std::optional<SaveData> load_save_file_shallow(const std::filesystem::path& file, ErrorList& errors);
JournalRead read_journal_lines_shallow(const std::filesystem::path& file, ErrorList& errors);

// The whole journal as JournalWriter::begin writes it (the header line, then one line per action,
// each with its checksum): made on any thread, written by the caller.
std::string journal_to_text(const SaveData& header);

}  // namespace sb::engine
