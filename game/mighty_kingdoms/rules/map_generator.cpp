// Seeded Mighty Kingdoms maps: a hex of land with clumped terrain, a sea coast on one side,
// lakes, rivers running downhill to water, and start tiles spread evenly on an inner ring with
// good land around them. Every step draws from one engine::Rng, one draw per statement.
//
// [SECTION] grid helpers
// [SECTION] layout steps
// [SECTION] generate_map
#include "game/mighty_kingdoms/rules/map_generator.h"

#include <algorithm>
#include <map>
#include <queue>
#include <set>

#include "engine/core/rng.h"

namespace sb::mk {

namespace {

using engine::Hex;
using engine::Rng;

constexpr uint64_t kBaseStream = 0xda3e39cb94b95bdbULL;

// [SECTION] grid helpers

struct Grid {
  int radius = 0;
  std::vector<TileDef> tiles;  // spiral order: stable, so iteration is deterministic
  std::map<Hex, size_t> index;

  TileDef* at(Hex h) {
    auto it = index.find(h);
    return it == index.end() ? nullptr : &tiles[it->second];
  }
};

Grid make_grid(int radius) {
  Grid grid;
  grid.radius = radius;
  for (Hex h : engine::hex_spiral({0, 0}, radius)) {
    TileDef t;
    t.q = h.q;
    t.r = h.r;
    grid.index[h] = grid.tiles.size();
    grid.tiles.push_back(t);
  }
  return grid;
}

void set_water(TileDef& t, const char* kind) {
  t.terrain = Terrain::kWater;
  t.water_kind = kind;
  t.river = false;
}

void set_land(TileDef& t, Terrain terrain) {
  t.terrain = terrain;
  t.water_kind.clear();
}

// Evenly spaced positions on the ring of radius radius-2, so every home ring lies inside the map.
std::vector<Hex> start_positions(int radius, int players, uint32_t rotation) {
  std::vector<Hex> ring = engine::hex_ring({0, 0}, radius - 2);
  std::vector<Hex> starts;
  size_t n = ring.size();
  for (int i = 0; i < players; ++i) {
    size_t k = (rotation + static_cast<size_t>(i) * n / static_cast<size_t>(players)) % n;
    starts.push_back(ring[k]);
  }
  return starts;
}

MapDef to_map(Grid& grid, const std::vector<Hex>& starts, uint64_t seed, int players) {
  MapDef map;
  map.id = "random_" + std::to_string(seed);
  map.name = "Random lands " + std::to_string(seed);
  map.min_players = 2;
  map.max_players = players;
  for (Hex s : starts) grid.at(s)->start = true;
  map.tiles = grid.tiles;
  compute_coastal(map);
  sort_tiles(map);
  return map;
}

// [SECTION] layout steps

Terrain random_land(Rng& rng) {
  int roll = static_cast<int>(rng.below(100));
  if (roll < 38) return Terrain::kPlains;
  if (roll < 62) return Terrain::kForest;
  if (roll < 80) return Terrain::kHills;
  if (roll < 91) return Terrain::kMountains;
  return Terrain::kMarsh;
}

// Random terrain, then one pass where tiles copy a neighbour: regions instead of noise.
void lay_terrain(Grid& grid, Rng& rng) {
  for (TileDef& t : grid.tiles) set_land(t, random_land(rng));
  for (TileDef& t : grid.tiles) {
    bool copy = rng.below(100) < 45;
    int direction = static_cast<int>(rng.below(6));
    if (!copy) continue;
    if (TileDef* n = grid.at(engine::hex_neighbor({t.q, t.r}, direction))) t.terrain = n->terrain;
  }
}

// A bulging coastline on one side: sea is everything near a point far outside the map.
void lay_sea(Grid& grid, Rng& rng) {
  bool has_sea = rng.below(100) < 85;
  int direction = static_cast<int>(rng.below(6));
  int depth = grid.radius / 2 + static_cast<int>(rng.below(2));
  if (!has_sea) return;
  // A tile k steps in from the map corner in `direction` is radius + k from `far`.
  Hex far = engine::kHexDirections[direction] * (2 * grid.radius);
  for (TileDef& t : grid.tiles) {
    int d = engine::hex_distance({t.q, t.r}, far);
    bool bite = rng.below(100) < 40;
    if (d <= grid.radius + depth || (d == grid.radius + depth + 1 && bite)) set_water(t, "sea");
  }
}

void lay_lakes(Grid& grid, Rng& rng, int players) {
  int lakes = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(players / 2 + 1)));
  std::vector<Hex> inner = engine::hex_spiral({0, 0}, grid.radius - 1);
  for (int i = 0; i < lakes; ++i) {
    Hex centre = inner[rng.below(static_cast<uint32_t>(inner.size()))];
    int extra = static_cast<int>(rng.below(3));
    set_water(*grid.at(centre), "lake");
    for (int k = 0; k < extra; ++k) {
      int direction = static_cast<int>(rng.below(6));
      if (TileDef* n = grid.at(engine::hex_neighbor(centre, direction))) set_water(*n, "lake");
    }
  }
}

// Start tiles on firm ground with at most one water neighbour and no marsh around them.
void prepare_starts(Grid& grid, Rng& rng, const std::vector<Hex>& starts) {
  for (Hex s : starts) {
    TileDef& home = *grid.at(s);
    bool wooded = rng.below(100) < 25;
    set_land(home, wooded ? Terrain::kForest : Terrain::kPlains);
    int water = 0;
    for (Hex n : engine::hex_neighbors(s)) {
      TileDef* t = grid.at(n);
      if (!t) continue;
      bool keep_water = t->terrain == Terrain::kWater && water == 0;
      Terrain replacement = rng.below(2) == 0 ? Terrain::kPlains : Terrain::kForest;
      if (keep_water) {
        ++water;
      } else if (t->terrain == Terrain::kWater || t->terrain == Terrain::kMarsh ||
                 t->terrain == Terrain::kMountains) {
        set_land(*t, replacement);
      }
    }
  }
}

// Rivers rise in high ground and run straight to the nearest water (or the map edge).
void lay_rivers(Grid& grid, Rng& rng, int players) {
  int rivers = 1 + static_cast<int>(rng.below(2)) + (players >= 5 ? 1 : 0);
  std::vector<Hex> high, water;
  for (const TileDef& t : grid.tiles) {
    if (t.terrain == Terrain::kHills || t.terrain == Terrain::kMountains) high.push_back({t.q, t.r});
    if (t.terrain == Terrain::kWater) water.push_back({t.q, t.r});
  }
  if (high.empty()) return;
  for (int i = 0; i < rivers; ++i) {
    Hex source = high[rng.below(static_cast<uint32_t>(high.size()))];
    std::vector<Hex> targets = water.empty() ? engine::hex_ring({0, 0}, grid.radius) : water;
    Hex mouth = targets[0];
    for (Hex t : targets) {
      if (engine::hex_distance(source, t) < engine::hex_distance(source, mouth)) mouth = t;
    }
    for (Hex h : engine::hex_line(source, mouth)) {
      TileDef* t = grid.at(h);
      if (!t || t->terrain == Terrain::kWater) break;
      t->river = true;
    }
  }
}

// Armies must be able to walk between capitals: cut a straight land path where they cannot.
void connect_starts(Grid& grid, const std::vector<Hex>& starts) {
  if (starts.size() < 2) return;
  std::set<Hex> reached{starts[0]};
  std::queue<Hex> frontier;
  frontier.push(starts[0]);
  while (!frontier.empty()) {
    Hex h = frontier.front();
    frontier.pop();
    for (Hex n : engine::hex_neighbors(h)) {
      TileDef* t = grid.at(n);
      if (t && army_enterable(t->terrain) && reached.insert(n).second) frontier.push(n);
    }
  }
  for (size_t i = 1; i < starts.size(); ++i) {
    if (reached.count(starts[i])) continue;
    for (Hex h : engine::hex_line(starts[i], starts[0])) {
      TileDef* t = grid.at(h);
      if (t && !army_enterable(t->terrain)) {
        bool was_water = t->terrain == Terrain::kWater;
        set_land(*t, was_water ? Terrain::kPlains : Terrain::kHills);
      }
    }
  }
}

}  // namespace

// [SECTION] generate_map

int generated_map_radius(int players) {
  switch (players) {
    case 2: return 4;
    case 3: return 5;
    case 4: return 5;
    case 5: return 6;
    default: return 7;
  }
}

MapDef generate_map_attempt(uint64_t seed, int players, int attempt) {
  players = std::clamp(players, 2, 6);
  Rng rng(seed, kBaseStream + 2u * static_cast<uint64_t>(attempt));
  Grid grid = make_grid(generated_map_radius(players));
  lay_terrain(grid, rng);
  lay_sea(grid, rng);
  lay_lakes(grid, rng, players);
  size_t ring_size = engine::hex_ring({0, 0}, grid.radius - 2).size();
  std::vector<Hex> starts = start_positions(grid.radius, players, rng.below(static_cast<uint32_t>(ring_size)));
  prepare_starts(grid, rng, starts);
  lay_rivers(grid, rng, players);
  connect_starts(grid, starts);
  return to_map(grid, starts, seed, players);
}

MapDef fallback_map(uint64_t seed, int players) {
  players = std::clamp(players, 2, 6);
  Grid grid = make_grid(generated_map_radius(players));
  return to_map(grid, start_positions(grid.radius, players, 0), seed, players);
}

MapDef generate_map(uint64_t seed, int players) {
  players = std::clamp(players, 2, 6);
  for (int attempt = 0; attempt < kGeneratorAttempts; ++attempt) {
    MapDef map = generate_map_attempt(seed, players, attempt);
    std::vector<std::string> problems;
    if (validate_map(map, players, problems)) return map;
  }
  return fallback_map(seed, players);
}

}  // namespace sb::mk
