#pragma once
// Autosave: every applied action is appended to `<dir>/<slot>.journal` and made durable before the
// caller shows the result; every `snapshot_every` actions (and on close) `<dir>/<slot>.save` is
// written atomically. Kill the process at any moment: resume() replays the journal (dropping a torn
// last line) and reaches the last recorded action.
//
// Files of a game are never lost:
// - Nothing is written until the game changes: begin() only looks at what is on disk, so opening or
//   resuming a game and quitting leaves every file as it was.
// - The first write replaces the slot's files only when they hold nothing this game lacks (the same
//   game, at most as far along). Files of another game, or of this one further along, are kept as
//   `<slot>.journal.1` / `<slot>.save.1` (older ones move to .2 and .3; the oldest of 3 goes).
// - A damaged journal is kept as `<slot>.journal.corrupt` (then .corrupt.2, ...), never overwritten.
// - resume() replays every intact action: the journal up to a damaged line, filled from the
//   snapshot where it covers the gap, and says in words what it recovered.
// - Temporary files that a killed run of this program left in the folder are removed.
#include <atomic>
#include <filesystem>
#include <functional>
#include <future>
#include <memory>
#include <string>

#include "engine/core/expected.h"
#include "engine/save/any_match.h"
#include "engine/save/save_file.h"

namespace sb::engine {

// $SEASONBOARD_SAVE_DIR, else user_data_dir() ($XDG_DATA_HOME/seasonboard, else
// ~/.local/share/seasonboard on Linux) — the folder SDL_GetPrefPath("", "seasonboard") names.
std::filesystem::path default_save_dir();

// Removes `<name>.save.tmpPID`, `<name>.journal.tmpPID` and `<name>.yaml.tmpPID` files in `dir`
// whose process is no longer running (what atomic_write_file leaves when killed). Returns how many.
int remove_stale_temp_files(const std::filesystem::path& dir);

class Autosave {
 public:
  static constexpr int kGenerations = kKeptGenerations;  // <slot>.journal.1 .. .3 (and .save)

  Autosave(std::filesystem::path dir, std::string slot = "autosave", int snapshot_every = 20)
      : dir_(std::move(dir)), slot_(std::move(slot)), snapshot_every_(snapshot_every) {}

  std::filesystem::path journal_path() const { return dir_ / (slot_ + ".journal"); }
  std::filesystem::path snapshot_path() const { return dir_ / (slot_ + ".save"); }

  // Ties the slot to `match`. Makes sure the folder can be written (false with `error` if not) and
  // looks at the slot's files, writing none of them. The look (the slot's files read and compared
  // with a copy of `match` as it is now: a long game's save data is most of a resume's time) runs on
  // a worker; the first write waits for it.
  bool begin(const AnyMatch& match, std::string& error);
  // Records the match's newest action (call after each successful apply).
  bool record(const AnyMatch& match, std::string& error);
  // After undo, a designer rewind or a reload: rewrites the journal to the match's history.
  bool rewrite(const AnyMatch& match, std::string& error);
  // The same rewrite without waiting for it: a worker makes the text from `copy` (the match as it
  // is now, which nobody changes) and writes the files; every later call that writes (record,
  // rewrite, write_snapshot, finish) and the end of the Autosave wait for it first. A hot reload
  // shows the new game at once this way. `ready`, when given, is called on the worker once the
  // files are written (it must be safe there). False with `error` when older files of another game
  // could not be set aside (nothing is started then).
  bool rewrite_later(std::shared_ptr<const AnyMatch> copy, std::function<void()> ready, std::string& error);
  // Waits for rewrite_later()'s worker and takes the files it wrote back; true when nothing waits,
  // false with `error` when it could not write them.
  bool finish(std::string& error);
  // finish() if the worker is done by now (never waits).
  bool write_if_made(std::string& error);
  // A rewrite_later() is not written yet.
  bool rewriting() const { return later_.valid(); }
  ~Autosave();
  Autosave(const Autosave&) = delete;
  Autosave& operator=(const Autosave&) = delete;
  // Writes the snapshot when the game changed since the last one (nothing otherwise).
  bool write_snapshot(const AnyMatch& match, std::string& error);

  // Resumes the slot's game. `note` says in words what was recovered ("dropped a half-written last
  // action"; "line 45 of tiny.journal is damaged (...): recovered 43 of 47 actions").
  Expected<std::unique_ptr<AnyMatch>> resume(AnyTitle& title, ErrorList& errors, std::string& note) const;
  bool exists() const;

 private:
  // What the first write must do with the files found at begin().
  enum class OnDisk { nothing, extend, replace, keep_generation, keep_corrupt };
  struct Look {
    OnDisk on_disk = OnDisk::nothing;
    bool keep_snapshot = false;
  };
  // What the slot's files hold against `ours` (begin()'s look; reads files, writes none).
  static Look look_at_files(const AnyMatch& ours, const std::filesystem::path& journal,
                            const std::filesystem::path& snapshot, bool have_journal, bool have_snapshot);
  // Waits for begin()'s look, if one is under way, and takes what it found.
  void settle_look();
  bool write_fresh(const AnyMatch& match, std::string& error);
  bool write_snapshot_now(const AnyMatch& match, std::string& error);
  // A rewrite_later() under way is dropped (a newer rewrite replaces it).
  void drop_later();
  bool set_aside(std::string& error);
  Expected<std::unique_ptr<AnyMatch>> resume_reading(AnyTitle& title, ErrorList& errors, std::string& note, bool lean) const;

  std::filesystem::path dir_;
  std::string slot_;
  int snapshot_every_;
  JournalWriter journal_;
  size_t recorded_ = 0;
  OnDisk on_disk_ = OnDisk::nothing;
  bool keep_snapshot_ = false;    // the slot's snapshot holds what this game lacks: keep a generation
  bool journal_written_ = false;  // this run has written the journal (its files are ours now)
  bool dirty_ = false;            // actions recorded since the last snapshot
  std::future<Look> look_;        // begin()'s look at the files, under way on a worker
  std::future<std::string> later_;  // rewrite_later()'s worker: "" or why it could not write
  std::shared_ptr<std::atomic<bool>> later_stale_;  // tells that worker a newer rewrite replaced it
  size_t later_size_ = 0;         // the actions of the match it is made from
};

}  // namespace sb::engine
