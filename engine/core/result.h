#pragma once
// What applying an action produced: the events that happened, or a plain-words rejection.
#include <string>
#include <utility>
#include <vector>

namespace sb::engine {

struct Rejection {
  std::string code;     // stable, machine-readable ("not_enough_gold")
  std::string message;  // plain words for the player ("Village → City costs 2 gold; Ann has 1")
  bool operator==(const Rejection&) const = default;
};

// One thing that happened, for the log and the animation queue. `values` carries numbers an
// animation needs (dice faces, tile coordinates) in an order the event kind documents.
struct Event {
  std::string kind;  // "roll", "explore", "battle", ...
  int seat = -1;     // who it concerns, -1 for everyone
  std::string text;  // a log line in plain words
  std::vector<int> values;
  int place = -1;  // where it happened, as the title counts its places (a tile, a location); -1: nowhere
  bool operator==(const Event&) const = default;
};

class ApplyResult {
 public:
  static ApplyResult accepted(std::vector<Event> events = {}) {
    ApplyResult r;
    r.events_ = std::move(events);
    return r;
  }
  static ApplyResult rejected(std::string code, std::string message) {
    ApplyResult r;
    r.ok_ = false;
    r.rejection_ = {std::move(code), std::move(message)};
    return r;
  }
  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const std::vector<Event>& events() const { return events_; }
  std::vector<Event>& events() { return events_; }
  const Rejection& rejection() const { return rejection_; }
  // Set by a title when the action revealed hidden information that does not show in the Rng
  // (a secret choice made public). Dice, draws and hand-overs are detected by Match itself.
  bool reveals = false;

 private:
  bool ok_ = true;
  std::vector<Event> events_;
  Rejection rejection_;
};

// Who must decide now. seat == -1 with game_over == false never happens in a well-formed title.
struct Prompt {
  int seat = -1;
  std::string kind;     // decision kind id, e.g. "order", "tithe", "choose_race"
  std::string text;     // plain words: "Ann: give orders to your armies"
  bool is_private = false;  // the hotseat flow shows a hand-off screen before it
  bool game_over = false;
  bool operator==(const Prompt&) const = default;
};

}  // namespace sb::engine
