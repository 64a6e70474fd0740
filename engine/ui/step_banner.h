#pragma once
// What the rules did on their own between two decisions (a turn's automatic phases, a winter's
// steps), shown one step at a time on table time so the table can follow it: each step a heading
// ("Phase 4 — Activation") and a line in words. Next shows the following step now; Skip drops the
// rest (the log keeps every line). Plain logic: the host draws it and feeds it table time.
#include <cstddef>
#include <string>
#include <vector>

namespace sb::ui {

class StepBanner {
 public:
  struct Step {
    std::string heading;
    std::string text;
    bool operator==(const Step&) const = default;
  };
  static constexpr double kSeconds = 1.4;  // each step's time on the table, at animation speed 1

  // Queues a step after those still waiting; a banner that had run out starts again at `now`.
  void push(Step step, double now);
  // The step showing at `now` (null once every step has had its time, or after skip()).
  const Step* current(double now) const;
  bool active(double now) const { return current(now) != nullptr; }
  // Which step shows (0-based) and how many the run has.
  size_t index(double now) const;
  size_t size() const { return steps_.size(); }
  // The next step shows at once (the one after it gets its full time).
  void next(double now);
  // Every step waiting goes.
  void skip();

 private:
  std::vector<Step> steps_;
  double start_ = 0;  // when steps_[0] began showing
};

}  // namespace sb::ui
