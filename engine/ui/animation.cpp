#include "engine/ui/animation.h"

#include <algorithm>
#include <cmath>

namespace sb::ui {

float ease(Easing easing, float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  switch (easing) {
    case Easing::kLinear: return t;
    case Easing::kOutCubic: return 1 - std::pow(1 - t, 3.0f);
    case Easing::kInOutCubic: return t < 0.5f ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3.0f) / 2;
    case Easing::kOutBack: {
      const float c1 = 1.70158f, c3 = c1 + 1;
      return 1 + c3 * std::pow(t - 1, 3.0f) + c1 * std::pow(t - 1, 2.0f);
    }
  }
  return t;
}

// [SECTION] AnimationQueue

AnimId AnimationQueue::play(double duration, Easing easing, double delay) {
  Tween t{next_id_++, now_ + std::max(0.0, delay), std::max(0.0, duration), easing};
  tweens_.push_back(t);
  queue_end_ = std::max(queue_end_, t.start + t.duration);
  return t.id;
}

AnimId AnimationQueue::then(double duration, Easing easing) {
  Tween t{next_id_++, std::max(now_, queue_end_), std::max(0.0, duration), easing};
  tweens_.push_back(t);
  queue_end_ = t.start + t.duration;
  return t.id;
}

void AnimationQueue::advance(double dt) { now_ += std::max(0.0, dt); }

const AnimationQueue::Tween* AnimationQueue::find(AnimId id) const {
  for (const Tween& t : tweens_) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

float AnimationQueue::progress(AnimId id) const {
  const Tween* t = find(id);
  if (!t) return 1.0f;
  if (now_ <= t->start) return 0.0f;
  if (t->duration <= 0 || now_ >= t->start + t->duration) return 1.0f;
  return ease(t->easing, static_cast<float>((now_ - t->start) / t->duration));
}

bool AnimationQueue::running(AnimId id) const {
  const Tween* t = find(id);
  return t && now_ < t->start + t->duration;
}

bool AnimationQueue::busy() const { return now_ < queue_end_; }

void AnimationQueue::forget_finished() {
  std::erase_if(tweens_, [&](const Tween& t) { return now_ >= t.start + t.duration; });
}

void AnimationQueue::clear() {
  tweens_.clear();
  queue_end_ = now_;
}

// [SECTION] DiceTumble

uint32_t cosmetic_hash(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

namespace {
float unit(uint32_t h) { return static_cast<float>(h & 0xFFFFFF) / static_cast<float>(0xFFFFFF); }
}  // namespace

void DiceTumble::start(std::vector<int> faces, double now, uint32_t visual_seed, double duration,
                       int face_count) {
  faces_ = std::move(faces);
  start_ = now;
  duration_ = std::max(0.05, duration);
  seed_ = visual_seed;
  face_count_ = std::max(2, face_count);
}

bool DiceTumble::active(double now) const { return started() && now < end_time(); }

DiceTumble::DieView DiceTumble::view(size_t die, double now) const {
  DieView v;
  if (die >= faces_.size()) return v;
  const double begin = start_ + stagger_ * static_cast<double>(die);
  const float t = static_cast<float>(std::clamp((now - begin) / duration_, 0.0, 1.0));
  v.face = faces_[die];
  if (t >= 1.0f) {
    v.landed = true;
    return v;
  }
  const uint32_t base = cosmetic_hash(seed_ * 0x9E3779B9U + static_cast<uint32_t>(die) * 0x85EBCA6BU);
  // The shown face changes a few times while the die is in the air, slower as it settles.
  const int flips = static_cast<int>(std::floor(std::sqrt(t) * 9.0f));
  if (t < 0.85f) v.face = 1 + static_cast<int>(cosmetic_hash(base + static_cast<uint32_t>(flips)) % static_cast<uint32_t>(face_count_));
  const float spin = (unit(base) < 0.5f ? -1.0f : 1.0f) * (5.0f + 4.0f * unit(base >> 3));
  v.rotation = spin * (1 - ease(Easing::kOutCubic, t));
  const float dx = (unit(base >> 5) - 0.5f) * 3.0f, dy = -1.2f - unit(base >> 9);
  const float travel = 1 - ease(Easing::kOutCubic, t);
  const float bounce = std::abs(std::sin(t * 3.14159f * 3.0f)) * (1 - t) * 0.35f;
  v.offset = {dx * travel, dy * travel - bounce};
  v.scale = 1.0f + 0.25f * (1 - t);
  return v;
}

}  // namespace sb::ui
