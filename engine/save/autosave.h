#pragma once
// Autosave: every applied action is appended to `<dir>/<slot>.journal` and made durable before the
// caller shows the result; every `snapshot_every` actions (and on close) `<dir>/<slot>.save` is
// written atomically. Kill the process at any moment: resume() replays the journal (dropping a torn
// last line) and reaches the last recorded action; if the journal is unreadable it falls back to the
// last good snapshot save.
#include <filesystem>
#include <memory>
#include <string>

#include "engine/core/expected.h"
#include "engine/save/any_match.h"
#include "engine/save/save_file.h"

namespace sb::engine {

// $SEASONBOARD_SAVE_DIR, else user_data_dir() ($XDG_DATA_HOME/seasonboard, else
// ~/.local/share/seasonboard on Linux) — the folder SDL_GetPrefPath("", "seasonboard") names.
std::filesystem::path default_save_dir();

class Autosave {
 public:
  Autosave(std::filesystem::path dir, std::string slot = "autosave", int snapshot_every = 20)
      : dir_(std::move(dir)), slot_(std::move(slot)), snapshot_every_(snapshot_every) {}

  std::filesystem::path journal_path() const { return dir_ / (slot_ + ".journal"); }
  std::filesystem::path snapshot_path() const { return dir_ / (slot_ + ".save"); }

  // Starts journaling `match` (its actions so far go in first).
  bool begin(const AnyMatch& match, std::string& error);
  // Records the match's newest action (call after each successful apply).
  bool record(const AnyMatch& match, std::string& error);
  // After undo: rewrites the journal to the match's shorter history.
  bool rewrite(const AnyMatch& match, std::string& error) { return begin(match, error); }
  bool write_snapshot(const AnyMatch& match, std::string& error);

  // Resumes the slot's game. `note` says what was recovered ("dropped a half-written last action",
  // "journal unreadable; resumed from the last snapshot").
  Expected<std::unique_ptr<AnyMatch>> resume(AnyTitle& title, ErrorList& errors, std::string& note) const;
  bool exists() const;

 private:
  std::filesystem::path dir_;
  std::string slot_;
  int snapshot_every_;
  JournalWriter journal_;
  size_t recorded_ = 0;
};

}  // namespace sb::engine
