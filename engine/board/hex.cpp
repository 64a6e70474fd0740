#include "engine/board/hex.h"

#include <cmath>
#include <cstdlib>
#include <numbers>

namespace sb::engine {

Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
Hex operator*(Hex a, int k) { return {a.q * k, a.r * k}; }

const std::array<Hex, 6> kHexDirections = {Hex{1, 0},  Hex{1, -1}, Hex{0, -1},
                                           Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}};

Hex hex_neighbor(Hex h, int direction) { return h + kHexDirections[static_cast<size_t>(((direction % 6) + 6) % 6)]; }

std::array<Hex, 6> hex_neighbors(Hex h) {
  std::array<Hex, 6> out{};
  for (int d = 0; d < 6; ++d) out[static_cast<size_t>(d)] = hex_neighbor(h, d);
  return out;
}

int hex_length(Hex h) { return (std::abs(h.q) + std::abs(h.r) + std::abs(h.s())) / 2; }
int hex_distance(Hex a, Hex b) { return hex_length(a - b); }

std::vector<Hex> hex_ring(Hex center, int radius) {
  if (radius <= 0) return {center};
  std::vector<Hex> out;
  out.reserve(static_cast<size_t>(6 * radius));
  Hex h = center + kHexDirections[4] * radius;
  for (int side = 0; side < 6; ++side) {
    for (int step = 0; step < radius; ++step) {
      out.push_back(h);
      h = hex_neighbor(h, side);
    }
  }
  return out;
}

std::vector<Hex> hex_spiral(Hex center, int radius) {
  std::vector<Hex> out{center};
  for (int k = 1; k <= radius; ++k) {
    auto ring = hex_ring(center, k);
    out.insert(out.end(), ring.begin(), ring.end());
  }
  return out;
}

Hex hex_round(FractionalHex h) {
  double q = std::round(h.q);
  double r = std::round(h.r);
  double s = std::round(h.s());
  double dq = std::abs(q - h.q);
  double dr = std::abs(r - h.r);
  double ds = std::abs(s - h.s());
  if (dq > dr && dq > ds) {
    q = -r - s;
  } else if (dr > ds) {
    r = -q - s;
  }
  return {static_cast<int>(q), static_cast<int>(r)};
}

std::vector<Hex> hex_line(Hex a, Hex b) {
  int n = hex_distance(a, b);
  std::vector<Hex> out;
  out.reserve(static_cast<size_t>(n + 1));
  // Nudge off exact edges so rounding is consistent.
  const double eq = a.q + 1e-6, er = a.r + 1e-6;
  const double fq = b.q + 1e-6, fr = b.r + 1e-6;
  for (int i = 0; i <= n; ++i) {
    double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
    out.push_back(hex_round({eq + (fq - eq) * t, er + (fr - er) * t}));
  }
  return out;
}

const Orientation kPointyTop{std::sqrt(3.0), std::sqrt(3.0) / 2.0, 0.0, 3.0 / 2.0,
                             std::sqrt(3.0) / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0, 0.5};
const Orientation kFlatTop{3.0 / 2.0, 0.0, std::sqrt(3.0) / 2.0, std::sqrt(3.0),
                           2.0 / 3.0, 0.0, -1.0 / 3.0, std::sqrt(3.0) / 3.0, 0.0};

Point hex_to_pixel(const Layout& layout, Hex h) {
  const Orientation& m = layout.orientation;
  double x = (m.f0 * h.q + m.f1 * h.r) * layout.size.x;
  double y = (m.f2 * h.q + m.f3 * h.r) * layout.size.y;
  return {x + layout.origin.x, y + layout.origin.y};
}

FractionalHex pixel_to_hex_fractional(const Layout& layout, Point p) {
  const Orientation& m = layout.orientation;
  Point pt{(p.x - layout.origin.x) / layout.size.x, (p.y - layout.origin.y) / layout.size.y};
  return {m.b0 * pt.x + m.b1 * pt.y, m.b2 * pt.x + m.b3 * pt.y};
}

Hex pixel_to_hex(const Layout& layout, Point p) { return hex_round(pixel_to_hex_fractional(layout, p)); }

Point hex_corner_offset(const Layout& layout, int corner) {
  double angle = 2.0 * std::numbers::pi * (layout.orientation.start_angle + corner) / 6.0;
  return {layout.size.x * std::cos(angle), layout.size.y * std::sin(angle)};
}

std::array<Point, 6> hex_corners(const Layout& layout, Hex h) {
  std::array<Point, 6> out{};
  Point center = hex_to_pixel(layout, h);
  for (int i = 0; i < 6; ++i) {
    Point offset = hex_corner_offset(layout, i);
    out[static_cast<size_t>(i)] = {center.x + offset.x, center.y + offset.y};
  }
  return out;
}

}  // namespace sb::engine
