// Winter Quarters' map as shaped regions (issue 31): the land shared out among the land spaces as the
// Voronoi cells of their sites, each cell holding its own site and every point of the land in exactly
// one cell (the one of the nearest site), and the same once the borders are bent by hand; then on the
// table at full HD and on a phone held upright, every region holds its plaque's centre and a tap on
// a region away from its plaque picks that space.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/winter_quarters/view/board_draw.h"
#include "game/winter_quarters/view/map_regions.h"
#include "game/winter_quarters/view/table_view.h"
#include "tests/support/offscreen_table.h"

namespace sb::wq::view::test::map_regions {

namespace {

constexpr const char* kMidGame = "tests/winter_quarters_view/mid_game.save";

float distance_to_segment(ui::Vec2 p, ui::Vec2 a, ui::Vec2 b) {
  const ui::Vec2 d = b - a;
  const float len2 = d.x * d.x + d.y * d.y;
  const float t = len2 > 0 ? std::clamp(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / len2, 0.0f, 1.0f) : 0.0f;
  return ui::distance(p, a + d * t);
}

float distance_to_outline(ui::Vec2 p, const std::vector<ui::Vec2>& polygon) {
  float best = 1e9f;
  for (size_t k = 0; k < polygon.size(); ++k) best = std::min(best, distance_to_segment(p, polygon[k], polygon[(k + 1) % polygon.size()]));
  return best;
}

bool convex(const std::vector<ui::Vec2>& polygon) {
  for (size_t k = 0; k < polygon.size(); ++k) {
    const ui::Vec2 a = polygon[k], b = polygon[(k + 1) % polygon.size()], c = polygon[(k + 2) % polygon.size()];
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) < -1e-3f) return false;  // clockwise on screen: all turns >= 0
  }
  return true;
}

// The shipped map's `at`s (percent) on a land 760 x 900 px from (30, 20), and a scatter of sites.
struct Case {
  ui::Rect land;
  std::vector<ui::Vec2> sites;
};

std::vector<Case> cases() {
  const ui::Rect land{30, 20, 760, 900};
  Case shipped{land, {}};
  const float at[][2] = {{64, 9}, {64, 36}, {64, 91}, {38, 12}, {38, 38}, {38, 64}, {38, 90}, {12, 12}, {12, 45}, {12, 78}};
  for (const auto& xy : at) shipped.sites.push_back({land.x + land.w * xy[0] / 72.0f, land.y + land.h * xy[1] / 100.0f});
  Case scatter{{0, 0, 500, 300}, {}};
  uint32_t seed = 12345;
  for (int i = 0; i < 14; ++i) {
    seed = seed * 1664525U + 1013904223U;
    const float x = static_cast<float>(seed >> 8 & 0xFFFF) / 65535.0f;
    seed = seed * 1664525U + 1013904223U;
    const float y = static_cast<float>(seed >> 8 & 0xFFFF) / 65535.0f;
    scatter.sites.push_back({5 + x * 490, 5 + y * 290});
  }
  return {shipped, scatter};
}

// Every sample point of the land lies in exactly one region (bar a point on a border, in one or two),
// and no point of the land is left out (but where the coast, bent by up to `coast_bend`, leaves it).
void check_tiling(const std::vector<Region>& regions, ui::Rect land, const std::vector<ui::Vec2>& sites, bool nearest,
                  float coast_bend = 0) {
  int samples = 0, on_border = 0;
  for (float y = land.y + 0.37f; y < land.y + land.h; y += land.h / 61.3f)
    for (float x = land.x + 0.41f; x < land.x + land.w; x += land.w / 97.7f) {
      const ui::Vec2 p{x, y};
      ++samples;
      std::vector<size_t> in;
      for (size_t i = 0; i < regions.size(); ++i)
        if (polygon_contains(regions[i].points, p)) in.push_back(i);
      if (in.empty() && x > land.x + land.w - coast_bend) continue;  // at sea
      if (in.size() != 1) {
        float near_border = 1e9f;
        for (const Region& r : regions) near_border = std::min(near_border, distance_to_outline(p, r.points));
        CAPTURE(x);
        CAPTURE(y);
        CHECK(in.size() <= 2);
        CHECK(near_border < 0.01f);
        ++on_border;
        continue;
      }
      if (nearest) {  // the cell of the nearest site (a Voronoi cell)
        const size_t mine = in.front();
        for (size_t j = 0; j < sites.size(); ++j) CHECK(ui::distance(p, sites[mine]) <= ui::distance(p, sites[j]) + 1e-3f);
      }
    }
  CHECK(on_border * 100 < samples);
}

}  // namespace

TEST_CASE("map regions: each land space's Voronoi cell is convex, holds its site, and the cells tile the land") {
  for (const Case& k : cases()) {
    CAPTURE(k.sites.size());
    const std::vector<Region> regions = voronoi_regions(k.sites, k.land);
    REQUIRE(regions.size() == k.sites.size());
    for (size_t i = 0; i < regions.size(); ++i) {
      CAPTURE(i);
      REQUIRE(regions[i].points.size() >= 3);
      REQUIRE(regions[i].borders.size() == regions[i].points.size());
      CHECK(convex(regions[i].points));
      CHECK(polygon_contains(regions[i].points, k.sites[i]));
      for (const ui::Vec2& v : regions[i].points) {
        CHECK(v.x >= k.land.x - 1e-3f);
        CHECK(v.x <= k.land.x + k.land.w + 1e-3f);
        CHECK(v.y >= k.land.y - 1e-3f);
        CHECK(v.y <= k.land.y + k.land.h + 1e-3f);
      }
      for (int other : regions[i].borders) CHECK((other == kMapEdge || other == kCoastEdge || (other >= 0 && other != static_cast<int>(i))));
    }
    check_tiling(regions, k.land, k.sites, true);
    // The coast is the land's right side, top to bottom.
    const std::vector<ui::Vec2> coast = coast_line(regions);
    REQUIRE(coast.size() >= 2);
    CHECK(coast.front().y == doctest::Approx(k.land.y));
    CHECK(coast.back().y == doctest::Approx(k.land.y + k.land.h));
    for (const ui::Vec2& v : coast) CHECK(v.x == doctest::Approx(k.land.x + k.land.w));
  }
}

TEST_CASE("map regions: bent borders are the same on both sides; each region stays star-shaped from its site") {
  for (const Case& k : cases()) {
    CAPTURE(k.sites.size());
    const std::vector<Region> straight = voronoi_regions(k.sites, k.land);
    const float amplitude = k.land.w * 0.01f, step = k.land.w * 0.025f;
    const std::vector<Region> bent = roughen(straight, k.sites, amplitude, step);
    REQUIRE(bent.size() == straight.size());
    size_t bent_borders = 0;  // regions with a border bent, not straight
    for (size_t i = 0; i < bent.size(); ++i) {
      CAPTURE(i);
      bent_borders += bent[i].points.size() > straight[i].points.size();
      CHECK(star_shaped_from(bent[i].points, k.sites[i]));
      CHECK(polygon_contains(bent[i].points, k.sites[i]));
      // No point strays further from its straight border than the amplitude.
      for (const ui::Vec2& v : bent[i].points) CHECK(distance_to_outline(v, straight[i].points) <= amplitude + 1e-3f);
    }
    CHECK(bent_borders == bent.size());
    check_tiling(bent, k.land, k.sites, false, amplitude);
    // The same input, the same bends.
    const std::vector<Region> again = roughen(straight, k.sites, amplitude, step);
    for (size_t i = 0; i < bent.size(); ++i) CHECK(again[i].points == bent[i].points);
    // Painted in order, the convex pieces give every point its region's colour, or the sea's.
    const float east = k.land.x + k.land.w + 40;
    const std::vector<FillPiece> pieces = fill_pieces(bent, east);
    for (const FillPiece& piece : pieces) {
      std::vector<ui::Vec2> turned(piece.points.rbegin(), piece.points.rend());
      CHECK((convex(piece.points) || convex(turned)));
    }
    int painted = 0;
    for (float y = k.land.y + 0.29f; y < k.land.y + k.land.h; y += k.land.h / 83.1f)
      for (float x = k.land.x + 0.33f; x < east; x += (east - k.land.x) / 131.7f) {
        const ui::Vec2 p{x, y};
        int want = kCoastEdge;
        float near_border = 1e9f;
        for (size_t i = 0; i < bent.size(); ++i) {
          if (polygon_contains(bent[i].points, p)) want = static_cast<int>(i);
          near_border = std::min(near_border, distance_to_outline(p, bent[i].points));
        }
        if (near_border < 1.0f) continue;  // a border's ink covers it
        int got = -100;
        for (const FillPiece& piece : pieces)
          if (polygon_contains(piece.points, p)) got = piece.owner;
        CAPTURE(x);
        CAPTURE(y);
        CHECK(got == want);
        ++painted;
      }
    CHECK(painted > 5000);
    const std::vector<ui::Vec2> coast = coast_line(bent);
    REQUIRE(coast.size() >= 2);
    CHECK(coast.front().y == doctest::Approx(k.land.y));
    CHECK(coast.back().y == doctest::Approx(k.land.y + k.land.h));
    for (size_t q = 0; q + 1 < coast.size(); ++q) CHECK(coast[q].y < coast[q + 1].y);
  }
}

TEST_CASE("map regions: on the table every region holds its plaque, and a tap on it away from the plaque picks the space") {
  struct Size {
    int w, h;
    float dpi;
  };
  for (const Size& size : {Size{1920, 1080, 96}, Size{800, 1280, 320}}) {
    CAPTURE(size.w);
    sb::test::OffscreenTable<TableScreen> o(kMidGame, size.w, size.h, size.dpi);
    REQUIRE_MESSAGE(o.screen, o.error);
    const Content& c = o.screen->content();
    TableView& view = o.screen->table();
    REQUIRE(view.layout().regions.size() == static_cast<size_t>(c.space_count()));
    for (int space = 0; space < c.wi(); ++space) {
      CAPTURE(c.space_name(space));
      const BoardLayout layout = view.layout();  // (a tap may change the panel, so the board too)
      const std::vector<ui::Vec2>& region = layout.regions[static_cast<size_t>(space)];
      REQUIRE(region.size() >= 3);
      const ui::Rect& plaque = layout.spaces[static_cast<size_t>(space)];
      CHECK(polygon_contains(region, plaque.center()));
      CHECK(star_shaped_from(region, plaque.center()));
      // A point of the region on screen, clear of every plaque and of the region's border.
      const ui::Rect area = view.board_rect();
      std::optional<ui::Vec2> spot;
      const float margin = o.metrics.mm(1.5f);
      for (const ui::Vec2& corner : region)
        for (float t = 0.25f; t < 0.9f && !spot; t += 0.05f) {
          const ui::Vec2 p = corner + (plaque.center() - corner) * t;
          const bool on_plaque = std::any_of(layout.spaces.begin(), layout.spaces.end(), [&](const ui::Rect& r) {
            return ui::Rect{r.x - margin, r.y - margin, r.w + 2 * margin, r.h + 2 * margin}.contains(p);
          });
          if (!on_plaque && area.contains(p) && polygon_contains(region, p) && distance_to_outline(p, region) > margin) spot = p;
        }
      if (!spot && !area.contains(plaque.center())) continue;  // scrolled away on the phone
      REQUIRE(spot.has_value());
      CHECK(layout.space_at(*spot) == space);
      // A lit space with one answer is answered by the tap: only the others are tapped.
      const std::vector<int>& lit = view.lit_spaces();
      if (std::find(lit.begin(), lit.end(), space) != lit.end()) continue;
      // (The tap as the gesture recognizer hands it over: on a phone the space card of the space
      // picked before may lie over the board, and a finger's tap would land on that.)
      if (view.selected_space() == space) o.screen->on_intent(sb::test::at_point(ui::IntentKind::kTap, *spot));
      o.screen->on_intent(sb::test::at_point(ui::IntentKind::kTap, *spot));
      CHECK(view.selected_space() == space);
      o.frames(2);
    }
  }
}

}  // namespace sb::wq::view::test::map_regions
