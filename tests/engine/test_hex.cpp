#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "engine/board/hex.h"

using namespace sb::engine;

TEST_CASE("hex neighbours follow the rules' direction order") {
  auto n = hex_neighbors({0, 0});
  CHECK(n[0] == Hex{1, 0});
  CHECK(n[1] == Hex{1, -1});
  CHECK(n[2] == Hex{0, -1});
  CHECK(n[3] == Hex{-1, 0});
  CHECK(n[4] == Hex{-1, 1});
  CHECK(n[5] == Hex{0, 1});
  CHECK(hex_neighbor({2, -1}, 7) == Hex{3, -2});  // directions wrap
}

TEST_CASE("hex distance known values") {
  CHECK(hex_distance({0, 0}, {0, 0}) == 0);
  CHECK(hex_distance({0, 0}, {3, -1}) == 3);
  CHECK(hex_distance({-2, 1}, {2, -1}) == 4);
  CHECK(hex_distance({1, 1}, {-1, -1}) == 4);
  CHECK(Hex{3, -1}.s() == -2);
}

TEST_CASE("hex rings and spirals") {
  CHECK(hex_ring({0, 0}, 0).size() == 1);
  for (int radius = 1; radius <= 5; ++radius) {
    auto ring = hex_ring({1, -2}, radius);
    CHECK(ring.size() == static_cast<size_t>(6 * radius));
    std::set<Hex> unique(ring.begin(), ring.end());
    CHECK(unique.size() == ring.size());
    for (Hex h : ring) CHECK(hex_distance(h, {1, -2}) == radius);
  }
  CHECK(hex_spiral({0, 0}, 3).size() == 37);
}

TEST_CASE("hex lines are contiguous and end at both points") {
  auto line = hex_line({0, 0}, {4, -2});
  CHECK(line.size() == 5);
  CHECK(line.front() == Hex{0, 0});
  CHECK(line.back() == Hex{4, -2});
  for (size_t i = 1; i < line.size(); ++i) CHECK(hex_distance(line[i - 1], line[i]) == 1);
}

TEST_CASE("layout pixel round trips for both orientations") {
  for (const Orientation* o : {&kPointyTop, &kFlatTop}) {
    Layout layout{*o, {20, 20}, {300, 200}};
    for (Hex h : hex_spiral({0, 0}, 6)) {
      Point p = hex_to_pixel(layout, h);
      CHECK(pixel_to_hex(layout, p) == h);
      // A point just inside a corner still belongs to the hex.
      Point c = hex_corner_offset(layout, 2);
      CHECK(pixel_to_hex(layout, {p.x + c.x * 0.9, p.y + c.y * 0.9}) == h);
    }
  }
}

TEST_CASE("pointy-top layout known pixel values") {
  Layout layout{kPointyTop, {10, 10}, {0, 0}};
  Point p = hex_to_pixel(layout, {1, 0});
  CHECK(p.x == doctest::Approx(17.3205).epsilon(0.001));
  CHECK(p.y == doctest::Approx(0.0));
  Point q = hex_to_pixel(layout, {0, 1});
  CHECK(q.x == doctest::Approx(8.66025).epsilon(0.001));
  CHECK(q.y == doctest::Approx(15.0));
}

TEST_CASE("hex_round picks the nearest hex") {
  CHECK(hex_round({0.3, 0.1}) == Hex{0, 0});
  CHECK(hex_round({0.6, 0.1}) == Hex{1, 0});
  CHECK(hex_round({1.1, -0.6}) == Hex{1, -1});
}
