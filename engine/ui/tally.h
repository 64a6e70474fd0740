#pragma once
// Scores tick (issue 31, "Motion"): a number the table shows (Prestige, Influence, a score) that an
// action changed counts from its old value to its new one, a step at a time, over kSeconds of table
// time (the view's clock, at the Menu's animation speed), instead of jumping. Keyed by what the view
// calls the number; only after an action (arm), so a resumed or reloaded game shows its numbers at
// once; finish() lands them (a tap); a view with animations off never arms. Plain logic.
#include <optional>
#include <unordered_map>

namespace sb::ui {

class Tally {
 public:
  static constexpr double kSeconds = 0.6;

  void arm() { armed_ = true; }
  // The number to show for `key`, whose value is `value`, at table time `now` (may be asked more
  // than once a frame: a layout's measuring pass and its drawing pass).
  int at(int key, int value, double now);
  // What `key` showed when last asked for, as it stands at `now` (nullopt: never asked for).
  std::optional<int> showing(int key, double now) const;
  // After a frame asked for every number it shows: the action's changes are all seen.
  void end_frame() { armed_ = false; }
  bool moving(double now) const;
  void finish();
  void clear() {
    counts_.clear();
    armed_ = false;
  }

 private:
  struct Count {
    int value = 0, from = 0;
    double start = -1;  // table time the tick began (-1: none)
  };
  std::unordered_map<int, Count> counts_;
  bool armed_ = false;
};

}  // namespace sb::ui
