#include "engine/ui/tally.h"

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {
int shown(int from, int to, double start, double now) {
  if (start < 0 || now - start >= Tally::kSeconds) return to;
  const double k = std::clamp((now - start) / Tally::kSeconds, 0.0, 1.0);
  return from + static_cast<int>(std::lround(static_cast<double>(to - from) * k));
}
}  // namespace

int Tally::at(int key, int value, double now) {
  auto [it, fresh] = counts_.try_emplace(key);
  Count& c = it->second;
  if (fresh) {
    c.value = value;
    return value;
  }
  if (value != c.value) {
    if (armed_) {
      c.from = shown(c.from, c.value, c.start, now);  // from what shows now (mid-tick too)
      c.start = now;
    } else {
      c.start = -1;
    }
    c.value = value;
  }
  const int out = shown(c.from, c.value, c.start, now);
  if (c.start >= 0 && now - c.start >= kSeconds) c.start = -1;
  return out;
}

std::optional<int> Tally::showing(int key, double now) const {
  const auto it = counts_.find(key);
  if (it == counts_.end()) return std::nullopt;
  return shown(it->second.from, it->second.value, it->second.start, now);
}

bool Tally::moving(double now) const {
  return std::any_of(counts_.begin(), counts_.end(),
                     [now](const auto& kv) { return kv.second.start >= 0 && now - kv.second.start < kSeconds; });
}

void Tally::finish() {
  for (auto& [key, c] : counts_) c.start = -1;
}

}  // namespace sb::ui
