#pragma once
// Hex grid math after Red Blob Games' hexagon guide: axial storage (q, r) with s = -q - r,
// cube arithmetic, and pixels only inside Layout.
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace sb::engine {

struct Hex {
  int q = 0;
  int r = 0;
  int s() const { return -q - r; }
  bool operator==(const Hex&) const = default;
  auto operator<=>(const Hex&) const = default;
};

Hex operator+(Hex a, Hex b);
Hex operator-(Hex a, Hex b);
Hex operator*(Hex a, int k);

// Direction order is the rules' neighbour order: (+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1).
extern const std::array<Hex, 6> kHexDirections;
Hex hex_neighbor(Hex h, int direction);
std::array<Hex, 6> hex_neighbors(Hex h);
int hex_length(Hex h);
int hex_distance(Hex a, Hex b);
// The ring of hexes at exactly `radius` around center (radius 0: the center alone).
std::vector<Hex> hex_ring(Hex center, int radius);
// Center, then rings 1..radius.
std::vector<Hex> hex_spiral(Hex center, int radius);
// Hexes on the straight line from a to b, both included.
std::vector<Hex> hex_line(Hex a, Hex b);

struct FractionalHex {
  double q = 0;
  double r = 0;
  double s() const { return -q - r; }
};
Hex hex_round(FractionalHex h);

struct Point {
  double x = 0;
  double y = 0;
};

struct Orientation {
  double f0, f1, f2, f3;
  double b0, b1, b2, b3;
  double start_angle;  // in multiples of 60°
};
extern const Orientation kPointyTop;
extern const Orientation kFlatTop;

// The one place pixels meet hexes.
struct Layout {
  Orientation orientation = kPointyTop;
  Point size{32, 32};
  Point origin{0, 0};
};
Point hex_to_pixel(const Layout& layout, Hex h);
FractionalHex pixel_to_hex_fractional(const Layout& layout, Point p);
Hex pixel_to_hex(const Layout& layout, Point p);
Point hex_corner_offset(const Layout& layout, int corner);
std::array<Point, 6> hex_corners(const Layout& layout, Hex h);

struct HexHash {
  size_t operator()(Hex h) const {
    return std::hash<int64_t>()((static_cast<int64_t>(h.q) << 32) ^ static_cast<uint32_t>(h.r));
  }
};

}  // namespace sb::engine
