#pragma once
// Seeded randomness for rules. PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient
// Statistically Good Algorithms") with our own unbiased bounded reduction (Lemire's
// multiply-and-reject), so every platform draws the same sequence. Lives inside a title's State.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace sb::engine {

class Rng {
 public:
  Rng() { seed(0); }
  explicit Rng(uint64_t seed_value, uint64_t stream = 0xda3e39cb94b95bdbULL) { seed(seed_value, stream); }

  void seed(uint64_t seed_value, uint64_t stream = 0xda3e39cb94b95bdbULL);

  uint32_t next_u32();
  // Uniform integer in [lo, hi] (inclusive); hi >= lo.
  int uniform(int lo, int hi);
  // Uniform in [0, bound); bound > 0.
  uint32_t below(uint32_t bound);
  int d6() { return uniform(1, 6); }
  // Both faces, so the screen can show what was rolled.
  std::pair<int, int> two_d6() {
    int first = d6();
    int second = d6();
    return {first, second};
  }
  // Fisher-Yates, one draw per position from the back.
  template <class T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = below(static_cast<uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  uint64_t state() const { return state_; }
  uint64_t increment() const { return inc_; }
  // Restores a generator exactly (saves, YAML round trip).
  static Rng from_raw(uint64_t state, uint64_t increment);

  bool operator==(const Rng&) const = default;

 private:
  uint64_t state_ = 0;
  uint64_t inc_ = 1;
};

}  // namespace sb::engine
