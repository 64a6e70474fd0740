#pragma once
// Hot reload's first half: watch a title's content folder, and when files change load a fresh,
// validated copy (the running one stays in use until the caller swaps). Only a change of a file's
// bytes counts (FileWatcher): `touch` reloads nothing. With a `quiet` time, a change is taken once
// every changed file has gone that long unwritten (or that long passed on our clock with no further change), so an editor
// that writes in steps (truncate, part, rest; or a temporary file renamed over) is read once,
// whole, not first as an error. A
// change that fails to load anyway is retried on the next few polls before waiting for the next
// change, so the designer sees the fixed state without touching anything.
//
// Where the system says when files change (FolderEvents: Linux), watch_events() has the caller
// woken at once, and a file the editor has finished (closed after writing, or renamed into place)
// is loaded without waiting for the quiet time; only a load that fails waits for it before the
// failure is reported (a file written in several opens may be half there).
//
// The title's pictures (.png, .svg under the folder) are watched too: a changed picture reloads.
#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <memory>

#include "engine/content/file_watcher.h"
#include "engine/content/folder_events.h"
#include "engine/save/any_match.h"

namespace sb::engine {

class ContentReloader {
 public:
  enum class Kind { kNothing, kReloaded, kFailed };
  struct Outcome {
    Kind kind = Kind::kNothing;
    ErrorList errors;                    // kFailed: every error, file:line:col
    std::unique_ptr<AnyTitle> title;     // kReloaded: the new content, loaded and validated
    std::vector<std::filesystem::path> changed;
    // kReloaded: every changed file reads as the same YAML as the content loaded before (only
    // comments or layout changed), so the content means what it meant: a game replays to the very
    // same states. False whenever that is not certain (a file added or removed, one unreadable).
    bool same_meaning = false;
  };
  // What "now" is, on the files' clock (tests pass a fake one).
  using Now = std::function<std::filesystem::file_time_type()>;

  ContentReloader(std::function<std::unique_ptr<AnyTitle>()> make_title, std::filesystem::path dir,
                  int retries_after_failure = 4, std::chrono::milliseconds quiet = std::chrono::milliseconds(0),
                  Now now = {});
  // Call about every 0.5 s.
  Outcome poll();
  // Looks for changed files without loading anything (they wait for the next poll): true when a
  // file changed since the last look or poll. A reload under way when one did is out of date.
  bool look();
  // A reload of `paths` was not taken (out of date): what they held before it is no longer known,
  // so their next reload counts as a change of meaning.
  void forget(const std::vector<std::filesystem::path>& paths);
  const std::filesystem::path& dir() const { return watcher_.root(); }
  // Starts the system's word on changes under dir(), where there is one: `wake` is then called (on
  // a thread of its own) when a file there changes. An empty `wake` stops it (no wake comes after
  // it returns). Returns whether the system gives word.
  bool watch_events(std::function<void()> wake);
  // A change is seen and waits for its files to go quiet.
  bool settling() const { return !pending_.empty() && retries_left_ > 0; }

 private:
  // Every pending file went quiet_ unwritten (by its time, or ours); with `finished`, a file the
  // editor has finished (FolderEvents) counts as quiet at once.
  bool quiet_now(bool finished) const;
  // Whether `pending_` reads as the YAML of `loaded_`.
  bool pending_same_meaning() const;

  std::function<std::unique_ptr<AnyTitle>()> make_title_;
  FileWatcher watcher_;
  int retries_after_failure_;
  std::chrono::milliseconds quiet_;
  std::unique_ptr<FolderEvents> events_;
  Now now_;
  int retries_left_ = 0;
  // When a change was last seen, on the steady clock: a file whose time is far from ours is still
  // taken once this long has gone by without another (however often the caller polls).
  std::chrono::steady_clock::time_point last_change_{};
  std::vector<std::filesystem::path> pending_;
  // Each file's bytes as of the content last loaded (or at the start).
  std::map<std::filesystem::path, std::string> loaded_;
};

}  // namespace sb::engine
