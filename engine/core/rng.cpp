#include "engine/core/rng.h"

#include "engine/core/check.h"

namespace sb::engine {

void Rng::seed(uint64_t seed_value, uint64_t stream) {
  state_ = 0;
  inc_ = (stream << 1u) | 1u;
  next_u32();
  state_ += seed_value;
  next_u32();
}

uint32_t Rng::next_u32() {
  uint64_t old = state_;
  state_ = old * 6364136223846793005ULL + inc_;
  auto xorshifted = static_cast<uint32_t>(((old >> 18u) ^ old) >> 27u);
  auto rot = static_cast<uint32_t>(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

uint32_t Rng::below(uint32_t bound) {
  SB_CHECK(bound > 0, "Rng::below needs a positive bound");
  // Lemire: take the high word of a 64-bit product; reject the few low words that would bias.
  uint64_t product = static_cast<uint64_t>(next_u32()) * bound;
  auto low = static_cast<uint32_t>(product);
  if (low < bound) {
    uint32_t threshold = (0u - bound) % bound;
    while (low < threshold) {
      product = static_cast<uint64_t>(next_u32()) * bound;
      low = static_cast<uint32_t>(product);
    }
  }
  return static_cast<uint32_t>(product >> 32u);
}

int Rng::uniform(int lo, int hi) {
  SB_CHECK(hi >= lo, "Rng::uniform needs hi >= lo");
  uint32_t span = static_cast<uint32_t>(static_cast<int64_t>(hi) - lo) + 1u;
  return lo + static_cast<int>(below(span));
}

Rng Rng::from_raw(uint64_t state, uint64_t increment) {
  Rng rng;
  rng.state_ = state;
  rng.inc_ = increment | 1u;
  return rng;
}

}  // namespace sb::engine
