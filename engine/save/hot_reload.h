#pragma once
// Hot reload's second half (DESIGN §3): given freshly loaded content, replay the running match's
// journal against it. Success swaps in place; content errors or an action the new rules reject
// leave the old content running and say why, with the first illegal action's index so the
// designer can rewind to just before it. Title-agnostic; the window draws the overlay.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/save/content_reloader.h"

namespace sb::engine {

class HotReload {
 public:
  enum class State { kClean, kContentErrors, kActionIllegal };
  struct Swap {
    std::unique_ptr<AnyTitle> title;  // the new content
    std::unique_ptr<AnyMatch> match;  // the running match replayed on it
    // The new content means what the old one did (only comments or layout changed): the match
    // replayed to the very same states, and what was saved of it still holds.
    bool same_meaning = false;
  };

  // Takes one reloader outcome. Returns the swap when the match replays on the new content;
  // otherwise records the problem (lines()) and keeps the new content for rewind_to_before().
  std::optional<Swap> take(ContentReloader::Outcome outcome, const AnyMatch& running);
  // The same for a kReloaded outcome whose replay of the running match was made already
  // (BackgroundReload).
  std::optional<Swap> settle(ContentReloader::Outcome outcome, Expected<std::unique_ptr<AnyMatch>> replayed);
  // After kActionIllegal: the running match cut to the actions before the illegal one, replayed on
  // the new content. nullopt if there is nothing to rewind to.
  std::optional<Swap> rewind_to_before(const AnyMatch& running);

  State state() const { return state_; }
  // What the overlay lists: `file:line:col: field: message` per content error, or
  // "action N (...) is now illegal: ...". Empty when clean.
  const std::vector<std::string>& lines() const { return lines_; }
  // 1-based index of the first illegal action (kActionIllegal).
  size_t illegal_action() const { return illegal_action_; }

 private:
  State state_ = State::kClean;
  std::vector<std::string> lines_;
  size_t illegal_action_ = 0;
  std::unique_ptr<AnyTitle> pending_;
};

// True when `now` is `was` replayed to the very same states: the same actions and seats, each action
// reaching the state it reached before (the autosave then holds `now` as it is).
bool same_history(const AnyMatch& was, const AnyMatch& now);

// Hot reload off the render thread. A worker watches the content folder, loads what changed and
// replays a copy of the running match on it, and when the game's states changed, a second copy of
// the replay for the autosave to write from (Autosave::rewrite_later, so the new game shows before
// its text is made); the table keeps drawing the running match meanwhile. A change seen while a
// reload is under way makes that one out of date: it is dropped and the newest content loaded.
// Stopping (the destructor) waits at most for the step under way.
class BackgroundReload {
 public:
  struct Done {
    ContentReloader::Outcome outcome;  // kReloaded or kFailed
    // kReloaded: the match the replay started from (a copy of the running one as it was then)
    // and the replay; the seat kinds are the base's.
    std::unique_ptr<AnyMatch> base;
    std::optional<Expected<std::unique_ptr<AnyMatch>>> replayed;
    // The replay reached the very states the base did (the autosave still holds it), else a copy
    // of the replay for the autosave.
    bool same_history = false;
    std::shared_ptr<const AnyMatch> autosave;
  };
  // `wake` is called on the worker when a copy of the running match is wanted or a reload is done
  // (it must be safe on any thread); `period` is how often the folder is looked at. Where the
  // system says when files change (ContentReloader::watch_events), the worker looks at once when
  // it does, every `period` while a change settles, and otherwise only every kToldPeriod (in case
  // the system missed one): an idle table does not list its content tree ten times a second.
  BackgroundReload(std::unique_ptr<ContentReloader> reloader, std::function<void()> wake,
                   std::chrono::milliseconds period = std::chrono::milliseconds(100));
  ~BackgroundReload();
  BackgroundReload(const BackgroundReload&) = delete;
  BackgroundReload& operator=(const BackgroundReload&) = delete;

  // The render thread, often: hands the worker a copy of `running` when it wants one, and returns
  // a finished reload.
  std::optional<Done> poll(const AnyMatch& running);
  // A reload is under way: content being loaded or a match replayed (or one waits to be taken).
  bool busy() const;
  // For tests: has the worker look at the folder now and waits (handing it `running` when it asks)
  // until it has finished what it found; returns that.
  std::optional<Done> poll_now(const AnyMatch& running);
  // For tests: whether the system says when files change, and how many looks at the folder the
  // worker has finished.
  bool told() const { return told_; }
  uint64_t looks() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return cycles_;
  }

 private:
  void run();
  std::unique_ptr<ContentReloader> reloader_;
  std::function<void()> wake_;
  std::chrono::milliseconds period_;
  static constexpr std::chrono::milliseconds kToldPeriod{2000};
  bool told_ = false;     // the system says when files change
  mutable std::mutex mutex_;
  std::condition_variable cv_;
  bool stop_ = false;
  bool busy_ = false;
  bool wants_match_ = false;
  bool kick_ = false;     // look now (poll_now)
  bool nudged_ = false;   // the system said a file changed: look now
  uint64_t cycles_ = 0;   // looks finished
  std::unique_ptr<AnyMatch> given_;
  std::optional<Done> done_;
  std::thread thread_;
};

}  // namespace sb::engine
