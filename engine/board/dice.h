#pragma once
// Dice pools that persist between turns (faces 1..sides), with the few operations titles share.
#include <algorithm>
#include <vector>

#include "engine/core/rng.h"

namespace sb::engine {

struct DicePool {
  int sides = 6;
  std::vector<int> faces;  // current face of each die in the pool
  bool operator==(const DicePool&) const = default;

  size_t size() const { return faces.size(); }
  void roll_all(Rng& rng) {
    for (int& face : faces) face = rng.uniform(1, sides);
  }
  // Adds `count` freshly rolled dice.
  void add_rolled(Rng& rng, int count) {
    for (int i = 0; i < count; ++i) faces.push_back(rng.uniform(1, sides));
  }
  void reroll(Rng& rng, size_t index) { faces.at(index) = rng.uniform(1, sides); }
  // Removes and returns the die at `index`.
  int take(size_t index) {
    int face = faces.at(index);
    faces.erase(faces.begin() + static_cast<long>(index));
    return face;
  }
  int count_at_least(int value) const {
    return static_cast<int>(std::count_if(faces.begin(), faces.end(), [value](int f) { return f >= value; }));
  }
  int sum() const {
    int total = 0;
    for (int f : faces) total += f;
    return total;
  }
  bool valid() const {
    return std::all_of(faces.begin(), faces.end(), [this](int f) { return f >= 1 && f <= sides; });
  }
};

// Rolls n dice and returns the faces (the events show them; rules decide them here).
inline std::vector<int> roll_dice(Rng& rng, int count, int sides = 6) {
  std::vector<int> out;
  out.reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) out.push_back(rng.uniform(1, sides));
  return out;
}

}  // namespace sb::engine
