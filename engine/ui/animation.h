#pragma once
// Animations on table time (fixed 1/120 s steps, never wall time), so a replay or a test sees the
// same frames. Rules decide every outcome; animations only show it: the dice tumble lands on the
// faces the caller passes.
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/ui/geometry.h"

namespace sb::ui {

inline constexpr double kTableStep = 1.0 / 120.0;

enum class Easing { kLinear, kOutCubic, kInOutCubic, kOutBack };
float ease(Easing easing, float t);  // t in [0, 1]
// A small integer hash for looks only (a die's tumble, a border's bend): the same input, the same output.
uint32_t cosmetic_hash(uint32_t x);

using AnimId = uint32_t;

// Timed tweens. play() starts one now (or after a delay); then() queues one after everything
// queued so far, so a burst of Events plays in order. progress() is eased 0..1; finished tweens
// read 1 until forgotten.
class AnimationQueue {
 public:
  AnimId play(double duration, Easing easing = Easing::kOutCubic, double delay = 0);
  AnimId then(double duration, Easing easing = Easing::kOutCubic);
  void advance(double dt);
  double now() const { return now_; }
  float progress(AnimId id) const;
  bool running(AnimId id) const;
  bool busy() const;  // anything still to play (the loop keeps rendering while true)
  double queue_end() const { return queue_end_; }
  void forget_finished();
  void clear();

 private:
  struct Tween {
    AnimId id;
    double start, duration;
    Easing easing;
  };
  const Tween* find(AnimId id) const;
  double now_ = 0;
  double queue_end_ = 0;
  AnimId next_id_ = 1;
  std::vector<Tween> tweens_;
};

// A handful of dice thrown onto the table and landing on given faces. Everything in between is
// cosmetic: a deterministic jiggle from `visual_seed`, never the rules' Rng.
class DiceTumble {
 public:
  struct DieView {
    int face = 1;          // what to draw now (the final face once landed)
    float rotation = 0;    // radians
    Vec2 offset;           // from the die's resting place, in die sizes
    float scale = 1;
    bool landed = false;
  };
  void start(std::vector<int> faces, double now, uint32_t visual_seed, double duration = 0.9,
             int face_count = 6);
  bool active(double now) const;
  bool started() const { return !faces_.empty(); }
  const std::vector<int>& faces() const { return faces_; }
  DieView view(size_t die, double now) const;
  double end_time() const { return start_ + duration_ + stagger_ * static_cast<double>(faces_.size()); }

 private:
  std::vector<int> faces_;
  double start_ = 0, duration_ = 0.9, stagger_ = 0.08;
  uint32_t seed_ = 0;
  int face_count_ = 6;
};

}  // namespace sb::ui
