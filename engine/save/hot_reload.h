#pragma once
// Hot reload's second half (DESIGN §3): given freshly loaded content, replay the running match's
// journal against it. Success swaps in place; content errors or an action the new rules reject
// leave the old content running and say why, with the first illegal action's index so the
// designer can rewind to just before it. Title-agnostic; the window draws the overlay.
#include <cstddef>
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

}  // namespace sb::engine
