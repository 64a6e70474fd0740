#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "engine/core/rng.h"

using sb::engine::Rng;

TEST_CASE("Rng matches the PCG32 reference vectors (seed 42, stream 54)") {
  // The first outputs of pcg32_srandom(42, 54) in the PCG reference implementation's demo.
  Rng rng(42, 54);
  const std::array<uint32_t, 6> expected = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                            0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
  for (uint32_t value : expected) CHECK(rng.next_u32() == value);
}

TEST_CASE("Rng bounded draws stay in range and are reproducible") {
  Rng a(7), b(7);
  for (int i = 0; i < 10000; ++i) {
    int x = a.uniform(2, 12);
    CHECK(x >= 2);
    CHECK(x <= 12);
    CHECK(x == b.uniform(2, 12));
  }
  CHECK(a == b);
}

TEST_CASE("Rng d6 is close to uniform over many rolls") {
  Rng rng(123);
  std::array<int, 7> counts{};
  const int rolls = 60000;
  for (int i = 0; i < rolls; ++i) counts[static_cast<size_t>(rng.d6())]++;
  CHECK(counts[0] == 0);
  for (int face = 1; face <= 6; ++face) {
    CHECK(counts[static_cast<size_t>(face)] > rolls / 6 - 600);
    CHECK(counts[static_cast<size_t>(face)] < rolls / 6 + 600);
  }
}

TEST_CASE("Rng 2d6 sums follow the triangle: 7 is the most common") {
  Rng rng(99);
  std::array<int, 13> counts{};
  for (int i = 0; i < 36000; ++i) {
    auto [x, y] = rng.two_d6();
    counts[static_cast<size_t>(x + y)]++;
  }
  CHECK(std::max_element(counts.begin(), counts.end()) - counts.begin() == 7);
  CHECK(counts[2] < counts[3]);
  CHECK(counts[12] < counts[11]);
}

TEST_CASE("Rng shuffle is a permutation and depends on the seed") {
  std::vector<int> base(20);
  std::iota(base.begin(), base.end(), 0);
  auto one = base, two = base, three = base;
  Rng r1(5), r2(5), r3(6);
  r1.shuffle(one);
  r2.shuffle(two);
  r3.shuffle(three);
  CHECK(one == two);
  CHECK(one != three);
  std::sort(one.begin(), one.end());
  CHECK(one == base);
}

TEST_CASE("Rng survives a raw round trip") {
  Rng rng(77);
  rng.next_u32();
  Rng copy = Rng::from_raw(rng.state(), rng.increment());
  CHECK(copy == rng);
  CHECK(copy.next_u32() == rng.next_u32());
}

TEST_CASE("Rng::below has no modulo bias for a bound that does not divide 2^32") {
  // 3 * 2^30 does not divide 2^32: a plain modulo would favour the low third.
  Rng rng(2024);
  const uint32_t bound = 3u << 30;
  int low = 0;
  const int draws = 30000;
  for (int i = 0; i < draws; ++i)
    if (rng.below(bound) < bound / 3) ++low;
  CHECK(low > draws / 3 - 500);
  CHECK(low < draws / 3 + 500);
}
