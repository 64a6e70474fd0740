#include "engine/ui/step_banner.h"

#include <cmath>

namespace sb::ui {

size_t StepBanner::index(double now) const {
  if (steps_.empty() || now < start_) return 0;
  // (A hair over, so that a clock stepped by exactly kSeconds lands on the next step despite rounding.)
  return static_cast<size_t>(std::floor((now - start_) / kSeconds + 1e-6));
}

const StepBanner::Step* StepBanner::current(double now) const {
  const size_t at = index(now);
  return at < steps_.size() ? &steps_[at] : nullptr;
}

void StepBanner::push(Step step, double now) {
  if (!active(now)) {
    steps_.clear();
    start_ = now;
  }
  steps_.push_back(std::move(step));
}

void StepBanner::next(double now) {
  if (!active(now)) return;
  // Move the run's start back so that the following step begins now.
  const double shown = static_cast<double>(index(now) + 1);
  start_ = now - shown * kSeconds;
}

void StepBanner::skip() { steps_.clear(); }

}  // namespace sb::ui
