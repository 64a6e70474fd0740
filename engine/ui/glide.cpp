#include "engine/ui/glide.h"

#include <algorithm>
#include <iterator>

#include "engine/ui/animation.h"

namespace sb::ui {

Vec2 Glides::at(int key, Vec2 at, double now) {
  last_now_ = now;
  auto [it, fresh] = things_.try_emplace(key);
  Thing& t = it->second;
  if (!fresh && armed_ && (t.place.x != at.x || t.place.y != at.y)) {
    // From where it is drawn now (mid-slide too) to its new place.
    const Vec2 drawn = t.place + (t.start >= 0 && now - t.start < kSeconds
                                      ? t.from * (1.0f - ease(Easing::kInOutCubic, static_cast<float>((now - t.start) / kSeconds)))
                                      : Vec2{0, 0});
    t.from = drawn - at;
    t.start = now;
  }
  t.place = at;
  t.seen = true;
  if (t.start < 0 || now - t.start >= kSeconds) {
    t.start = -1;
    return at;
  }
  const float k = 1.0f - ease(Easing::kInOutCubic, static_cast<float>((now - t.start) / kSeconds));
  return at + t.from * k;
}

void Glides::end_frame() {
  armed_ = false;
  for (auto it = things_.begin(); it != things_.end();) {
    if (!it->second.seen) {
      it = things_.erase(it);
      continue;
    }
    it->second.seen = false;
    ++it;
  }
}

bool Glides::moving(double now) const {
  return std::any_of(things_.begin(), things_.end(), [now](const auto& kv) {
    return kv.second.start >= 0 && now - kv.second.start < kSeconds;
  });
}

void Glides::finish() {
  for (auto& [key, t] : things_) t.start = -1;
}

void Glides::clear() {
  things_.clear();
  armed_ = false;
}

}  // namespace sb::ui
