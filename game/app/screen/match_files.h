#pragma once
// Opening a match from a file for the screen: a save file (format_version at the top) or a
// scenario in the `seasonboard script` format (title, seed, seats/setup, state, actions with
// bot runs). Errors are printed to `err` as file:line:col messages.
//
// A save with its autosave journal beside it (`NAME.save` and `NAME.journal`, as the autosave
// folder holds them), or the journal itself, opens at the position that was on the table: the
// snapshot plus every intact journal action. Opening writes no file.
#include <filesystem>
#include <iosfwd>
#include <memory>
#include <string>

#include "engine/save/any_match.h"

namespace sb::app {

struct OpenedMatch {
  std::unique_ptr<engine::AnyTitle> title;
  std::unique_ptr<engine::AnyMatch> match;
  int exit_code = 0;  // kExitOk, kExitProblem (bad content or replay), kExitUsage (unreadable file)
  std::string note;   // what opening an autosave recovered, in words (empty when all was well)
};

OpenedMatch open_match_file(const std::filesystem::path& file, const std::string& content_root, std::ostream& err);

}  // namespace sb::app
