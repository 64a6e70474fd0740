#pragma once
// Winter Quarters' map as shaped regions made from its graph, like a printed board's provinces: each
// land space owns the part of the land nearer its site (its plaque's centre) than any other site (a
// Voronoi cell: the land's rectangle cut by the perpendicular bisector towards every other site, so
// convex). Then the borders between two regions, and the coast, are wobbled alike on both sides so
// they look drawn by hand, while the map's outer edge stays straight. Pure geometry, no drawing.
#include <span>
#include <vector>

#include "engine/ui/geometry.h"

namespace sb::wq::view {

// What an edge of a region borders besides a neighbouring region (a site's index, 0 or more).
inline constexpr int kMapEdge = -1;    // the map's top, bottom or left side
inline constexpr int kCoastEdge = -2;  // the land rectangle's right side: the sea beyond

struct Region {
  std::vector<ui::Vec2> points;  // in order around the region (clockwise on screen, y down)
  std::vector<int> borders;      // per point: what the edge from it to the next point borders
};

// Each site's Voronoi cell within `land` (one per site, in the sites' order). A site outside the land
// may get an empty region. Sites should be distinct.
std::vector<Region> voronoi_regions(std::span<const ui::Vec2> sites, ui::Rect land);

// The regions with each border between two of them and every stretch of coast bent by at most
// `amplitude` px (less on a short edge), one bend every `step` px or so; both sides of a border get
// the very same points, so the regions still tile the land. Deterministic: the same input gives the
// same points. Every region stays star-shaped from its site (`sites`, as given to voronoi_regions):
// a border bent so much that a fan from a site would fold over itself is bent less, or not at all.
std::vector<Region> roughen(const std::vector<Region>& regions, std::span<const ui::Vec2> sites, float amplitude, float step);

// A region's outline cut into its borders: each a run of points from one corner to the next, in
// order, and what it borders (a neighbour's index, kMapEdge or kCoastEdge).
struct BorderRun {
  int other;
  std::vector<ui::Vec2> points;
};
std::vector<BorderRun> border_runs(const Region& cell);

// The coast of `regions` from the top of the land to its bottom: the points of their coast edges.
std::vector<ui::Vec2> coast_line(const std::vector<Region>& regions);

// How to paint the bent regions and the sea with convex polygons only, few of them large: each
// region's straight cell and the sea's rectangle east of the straight coast first, then along each
// bent border the thin slivers where it bulges past the straight line, each in the colour of the
// side it bulges out of (`owner`: a region's index, or kCoastEdge for the sea). Painted in this
// order they give every point the colour of the region it lies in (the sea's east of the coast, up
// to `sea_east`). A sliver overlaps what it covers by half a pixel, so no seam shows.
struct FillPiece {
  std::vector<ui::Vec2> points;  // convex
  int owner;
};
std::vector<FillPiece> fill_pieces(const std::vector<Region>& regions, float sea_east);

// Whether `p` is inside the closed polygon (any simple polygon; crossing count).
bool polygon_contains(std::span<const ui::Vec2> polygon, ui::Vec2 p);

// Whether every triangle (site, point k, point k+1) of the polygon turns the same way: the fan from
// `site` covers the polygon once.
bool star_shaped_from(std::span<const ui::Vec2> polygon, ui::Vec2 site);

}  // namespace sb::wq::view
