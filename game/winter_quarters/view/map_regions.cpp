#include "game/winter_quarters/view/map_regions.h"

#include "engine/ui/animation.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <utility>

namespace sb::wq::view {

namespace {

float dot(ui::Vec2 a, ui::Vec2 b) { return a.x * b.x + a.y * b.y; }
float cross(ui::Vec2 a, ui::Vec2 b) { return a.x * b.y - a.y * b.x; }

// The part of `cell` on the side of the line through `mid` where dot(p - mid, towards) <= 0; the new
// edge along the line borders `other`.
Region cut_by_line(const Region& cell, ui::Vec2 mid, ui::Vec2 towards, int other) {
  Region out;
  const size_t n = cell.points.size();
  for (size_t k = 0; k < n; ++k) {
    const ui::Vec2 a = cell.points[k], b = cell.points[(k + 1) % n];
    const float da = dot(a - mid, towards), db = dot(b - mid, towards);
    if (da <= 0) {
      out.points.push_back(a);
      out.borders.push_back(cell.borders[k]);
    }
    if ((da <= 0) != (db <= 0)) {  // the edge crosses the line
      const ui::Vec2 at = a + (b - a) * (da / (da - db));
      out.points.push_back(at);
      // Leaving the kept side, the region follows the line (the border with `other`); coming back,
      // the rest of the old edge.
      out.borders.push_back(da <= 0 ? other : cell.borders[k]);
    }
  }
  // An edge shorter than a ten-thousandth of a pixel (a corner on the line) is no edge.
  Region clean;
  for (size_t k = 0; k < out.points.size(); ++k)
    if (ui::distance(out.points[k], out.points[(k + 1) % out.points.size()]) > 1e-4f) {
      clean.points.push_back(out.points[k]);
      clean.borders.push_back(out.borders[k]);
    }
  if (clean.points.size() < 3) return {};
  return clean;
}

// A number in [0, 1) from a seed (the same seed, the same bend).
float unit_hash(uint32_t x) { return static_cast<float>(ui::cosmetic_hash(x) & 0xFFFFFF) / static_cast<float>(0x1000000); }

// The points from a to b (both included), one every `step` px, bent sideways by a smooth wave of
// about `wavelength` px that is zero at both ends.
std::vector<ui::Vec2> bent(ui::Vec2 a, ui::Vec2 b, float amplitude, float step, float wavelength, uint32_t seed) {
  const float len = ui::distance(a, b);
  const int n = std::max(1, static_cast<int>(std::ceil(len / std::max(1.0f, step))));
  const ui::Vec2 side{-(b.y - a.y) / std::max(len, 1e-6f), (b.x - a.x) / std::max(len, 1e-6f)};
  const float amp = std::min(amplitude, len * 0.05f);
  const float waves = std::max(0.5f, len / std::max(1.0f, wavelength)) * (0.8f + 0.4f * unit_hash(seed * 3 + 1));
  const float phase1 = 6.2831853f * unit_hash(seed * 3 + 2), phase2 = 6.2831853f * unit_hash(seed * 3 + 3);
  std::vector<ui::Vec2> out;
  out.reserve(static_cast<size_t>(n) + 1);
  for (int k = 0; k <= n; ++k) {
    const float t = static_cast<float>(k) / static_cast<float>(n);
    const float wave = 0.6f * std::sin(6.2831853f * waves * t + phase1) + 0.4f * std::sin(6.2831853f * waves * 2.3f * t + phase2);
    const float off = k == 0 || k == n ? 0.0f : amp * std::sin(3.1415927f * t) * wave;
    out.push_back(a + (b - a) * t + side * off);
  }
  out.front() = a;
  out.back() = b;
  return out;
}

}  // namespace

std::vector<Region> voronoi_regions(std::span<const ui::Vec2> sites, ui::Rect land) {
  std::vector<Region> regions;
  regions.reserve(sites.size());
  for (size_t i = 0; i < sites.size(); ++i) {
    Region cell{{{land.x, land.y}, {land.x + land.w, land.y}, {land.x + land.w, land.y + land.h}, {land.x, land.y + land.h}},
                {kMapEdge, kCoastEdge, kMapEdge, kMapEdge}};
    for (size_t j = 0; j < sites.size() && !cell.points.empty(); ++j) {
      const ui::Vec2 towards = sites[j] - sites[i];
      if (j == i || ui::length(towards) < 1e-3f) continue;
      cell = cut_by_line(cell, (sites[i] + sites[j]) * 0.5f, towards, static_cast<int>(j));
    }
    regions.push_back(std::move(cell));
  }
  return regions;
}

std::vector<Region> roughen(const std::vector<Region>& regions, std::span<const ui::Vec2> sites, float amplitude, float step) {
  // Each border's bend is made once, by the region of the lower index, and the other region takes
  // the same points backwards; a stretch of coast is bent top to bottom. A bend that would let a
  // fan from either site fold over itself (a site near its border) is made gentler, down to none.
  auto fans_once = [](const std::vector<ui::Vec2>& line, ui::Vec2 site, float sign) {
    for (size_t q = 0; q + 1 < line.size(); ++q)
      if (sign * cross(line[q] - site, line[q + 1] - site) <= 0) return false;
    return true;
  };
  auto bend_safely = [&](ui::Vec2 a, ui::Vec2 b, uint32_t seed, auto&& fine) {
    float amp = amplitude;
    for (int tries = 0; tries < 6; ++tries, amp *= 0.5f) {
      std::vector<ui::Vec2> line = bent(a, b, amp, step, amplitude * 18.0f, seed);
      if (fine(line)) return line;
    }
    return std::vector<ui::Vec2>{a, b};  // straight: a convex cell fans once from its site
  };
  std::map<std::pair<int, int>, std::vector<ui::Vec2>> made;
  std::vector<Region> out(regions.size());
  for (size_t i = 0; i < regions.size(); ++i) {
    const Region& cell = regions[i];
    const size_t n = cell.points.size();
    Region& rough = out[i];
    for (size_t k = 0; k < n; ++k) {
      const ui::Vec2 a = cell.points[k], b = cell.points[(k + 1) % n];
      const int border = cell.borders[k];
      std::vector<ui::Vec2> line;
      if (border == kMapEdge) {
        line = {a, b};
      } else if (border == kCoastEdge) {
        const bool down = a.y <= b.y;
        line = bend_safely(down ? a : b, down ? b : a, static_cast<uint32_t>(i) * 7919U + 17U, [&](const std::vector<ui::Vec2>& l) {
          return fans_once(l, sites[i], down ? 1.0f : -1.0f);
        });
        if (!down) std::reverse(line.begin(), line.end());
      } else {
        const int lo = std::min(static_cast<int>(i), border), hi = std::max(static_cast<int>(i), border);
        const auto found = made.find({lo, hi});
        if (found != made.end() && static_cast<int>(i) == hi) {
          line.assign(found->second.rbegin(), found->second.rend());
        } else {
          // As the region of the lower index goes round (for the other, backwards).
          const float sign = static_cast<int>(i) == lo ? 1.0f : -1.0f;
          line = bend_safely(a, b, static_cast<uint32_t>(lo * 131 + hi) * 2654435761U, [&](const std::vector<ui::Vec2>& l) {
            return fans_once(l, sites[static_cast<size_t>(lo)], sign) && fans_once(l, sites[static_cast<size_t>(hi)], -sign);
          });
          if (static_cast<int>(i) == lo) made[{lo, hi}] = line;
        }
      }
      for (size_t q = 0; q + 1 < line.size(); ++q) {
        rough.points.push_back(line[q]);
        rough.borders.push_back(border);
      }
    }
  }
  return out;
}

std::vector<ui::Vec2> coast_line(const std::vector<Region>& regions) {
  std::vector<std::vector<ui::Vec2>> stretches;
  for (const Region& cell : regions) {
    const size_t n = cell.points.size();
    // From an edge that is not coast, so that no stretch is cut where the points start again.
    size_t start = 0;
    while (start < n && cell.borders[start] == kCoastEdge) ++start;
    if (start == n) continue;
    for (size_t step = 0; step < n;) {
      if (cell.borders[(start + step) % n] != kCoastEdge) {
        ++step;
        continue;
      }
      std::vector<ui::Vec2> stretch;
      for (; step < n && cell.borders[(start + step) % n] == kCoastEdge; ++step) stretch.push_back(cell.points[(start + step) % n]);
      stretch.push_back(cell.points[(start + step) % n]);
      if (stretch.front().y > stretch.back().y) std::reverse(stretch.begin(), stretch.end());
      stretches.push_back(std::move(stretch));
    }
  }
  std::sort(stretches.begin(), stretches.end(), [](const auto& a, const auto& b) { return a.front().y < b.front().y; });
  std::vector<ui::Vec2> coast;
  for (const auto& stretch : stretches)
    for (const ui::Vec2& p : stretch)
      if (coast.empty() || ui::distance(coast.back(), p) > 1e-3f) coast.push_back(p);
  return coast;
}

std::vector<BorderRun> border_runs(const Region& cell) {
  std::vector<BorderRun> runs;
  const size_t n = cell.points.size();
  size_t start = 0;  // where a border begins, so that none is cut where the points start again
  while (start < n && cell.borders[start] == cell.borders[(start + n - 1) % n]) ++start;
  for (size_t step = 0; step < n && start < n;) {
    BorderRun run{cell.borders[(start + step) % n], {}};
    for (; step < n && cell.borders[(start + step) % n] == run.other; ++step) run.points.push_back(cell.points[(start + step) % n]);
    run.points.push_back(cell.points[(start + step) % n]);
    runs.push_back(std::move(run));
  }
  return runs;
}

std::vector<FillPiece> fill_pieces(const std::vector<Region>& regions, float sea_east) {
  std::vector<FillPiece> straight, slivers;
  for (size_t i = 0; i < regions.size(); ++i) {
    const Region& cell = regions[i];
    const size_t n = cell.points.size();
    if (n < 3) continue;
    // The straight cell: the corners (where one border gives way to another; every point of the
    // map's edge, which is never bent).
    FillPiece whole{{}, static_cast<int>(i)};
    for (size_t k = 0; k < n; ++k)
      if (cell.borders[k] == kMapEdge || cell.borders[k] != cell.borders[(k + n - 1) % n]) whole.points.push_back(cell.points[k]);
    straight.push_back(std::move(whole));
    for (const BorderRun& run : border_runs(cell)) {
      const int border = run.other;
      const std::vector<ui::Vec2>& line = run.points;
      if (border == kMapEdge || line.size() < 3) continue;
      const ui::Vec2 a = line.front(), b = line.back();
      const float len = ui::distance(a, b);
      if (len < 1e-3f) continue;
      const ui::Vec2 inward{-(b.y - a.y) / len, (b.x - a.x) / len};  // into the straight cell
      const float m = static_cast<float>(line.size() - 1);
      auto chord = [&](size_t k) { return a + (b - a) * (static_cast<float>(k) / m); };
      // A sliver bulging outwards is this region's; one bulging inwards is the neighbour's, painted
      // from its side, or the sea's, painted here.
      for (size_t k = 0; k + 1 < line.size(); ++k) {
        const float o0 = dot(line[k] - chord(k), inward), o1 = dot(line[k + 1] - chord(k + 1), inward);
        for (const bool out : {true, false}) {
          const int owner = out ? static_cast<int>(i) : border == kCoastEdge ? kCoastEdge : -100;
          if (owner == -100) continue;
          const float s0 = out ? -o0 : o0, s1 = out ? -o1 : o1;  // > 0: on this piece's side
          if (s0 <= 0 && s1 <= 0) continue;
          // The chord's points half a pixel back into what the owner has already painted.
          const ui::Vec2 back = inward * (out ? 0.5f : -0.5f);
          FillPiece piece{{}, owner};
          if (s0 > 0 && s1 > 0) {
            piece.points = {chord(k) + back, line[k], line[k + 1], chord(k + 1) + back};
          } else {
            const float f = s0 / (s0 - s1);  // where the border crosses the straight line
            const ui::Vec2 cross_at = line[k] + (line[k + 1] - line[k]) * f;
            piece.points = s0 > 0 ? std::vector<ui::Vec2>{chord(k) + back, line[k], cross_at}
                                  : std::vector<ui::Vec2>{cross_at, line[k + 1], chord(k + 1) + back};
          }
          slivers.push_back(std::move(piece));
        }
      }
    }
  }
  // The sea: east of the straight coast, from its top to its bottom.
  const std::vector<ui::Vec2> coast = coast_line(regions);
  if (coast.size() >= 2) {
    const float x = coast.front().x, top = coast.front().y, bottom = coast.back().y;
    straight.push_back({{{x, top}, {sea_east, top}, {sea_east, bottom}, {x, bottom}}, kCoastEdge});
  }
  straight.insert(straight.end(), std::make_move_iterator(slivers.begin()), std::make_move_iterator(slivers.end()));
  return straight;
}

bool polygon_contains(std::span<const ui::Vec2> polygon, ui::Vec2 p) {
  bool inside = false;
  for (size_t k = 0, prev = polygon.size() - 1; k < polygon.size(); prev = k++) {
    const ui::Vec2 a = polygon[k], b = polygon[prev];
    if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (b.x - a.x) * (p.y - a.y) / (b.y - a.y)) inside = !inside;
  }
  return inside;
}

bool star_shaped_from(std::span<const ui::Vec2> polygon, ui::Vec2 site) {
  if (polygon.size() < 3) return false;
  int positive = 0, negative = 0;
  for (size_t k = 0; k < polygon.size(); ++k) {
    const float turn = cross(polygon[k] - site, polygon[(k + 1) % polygon.size()] - site);
    if (turn > 0) ++positive;
    else if (turn < 0) ++negative;
  }
  return positive == 0 || negative == 0;
}

}  // namespace sb::wq::view
