#pragma once
// A numeric track with bounds (threat, progress, might). Moving past an end clamps and reports
// how far it overflowed, so a title can trigger its overflow rule.
#include <algorithm>

namespace sb::engine {

struct Track {
  int value = 0;
  int min = 0;
  int max = 0;
  bool operator==(const Track&) const = default;

  // Returns the overflow: the part of `delta` that did not fit (positive past max, negative
  // past min, 0 when it fit).
  int move(int delta) {
    int target = value + delta;
    int clamped = std::clamp(target, min, max);
    value = clamped;
    return target - clamped;
  }
  bool at_max() const { return value >= max; }
  bool at_min() const { return value <= min; }
};

}  // namespace sb::engine
