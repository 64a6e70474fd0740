// The setup validator (spec §1.1, §2, plus start-to-start reachability).
#include <doctest/doctest.h>

#include <algorithm>

#include "game/mighty_kingdoms/rules/map.h"

namespace {

using sb::engine::Hex;
using sb::mk::MapDef;
using sb::mk::Terrain;
using sb::mk::TileDef;

TileDef make_tile(int q, int r, Terrain terrain = Terrain::kPlains) {
  TileDef t;
  t.q = q;
  t.r = r;
  t.terrain = terrain;
  return t;
}

// A plains hex of radius 4 with start tiles at (-2,0) and (2,0), for 2 players.
MapDef plains_map() {
  MapDef map;
  map.id = "test";
  map.name = "Test";
  map.min_players = 2;
  map.max_players = 2;
  for (Hex h : sb::engine::hex_spiral({0, 0}, 4)) map.tiles.push_back(make_tile(h.q, h.r));
  map.tiles[static_cast<size_t>(sb::mk::find_tile(map, {-2, 0}))].start = true;
  map.tiles[static_cast<size_t>(sb::mk::find_tile(map, {2, 0}))].start = true;
  sb::mk::sort_tiles(map);  // row order, as read_map returns maps
  return map;
}

TileDef& tile(MapDef& map, int q, int r) {
  int i = sb::mk::find_tile(map, {q, r});
  REQUIRE(i >= 0);
  return map.tiles[static_cast<size_t>(i)];
}

std::vector<std::string> problems_of(const MapDef& map, int players) {
  std::vector<std::string> problems;
  bool ok = sb::mk::validate_map(map, players, problems);
  CHECK(ok == problems.empty());
  return problems;
}

bool contains(const std::vector<std::string>& list, const std::string& text) {
  return std::find(list.begin(), list.end(), text) != list.end();
}

}  // namespace

TEST_CASE("validator: a plain two-player map passes") {
  CHECK(problems_of(plains_map(), 2).empty());
  CHECK(problems_of(plains_map(), 0).empty());
}

TEST_CASE("validator: player count must fit the map and its start tiles") {
  MapDef map = plains_map();
  CHECK(problems_of(map, 3) == std::vector<std::string>{
                                   "Map 'test' is for 2 players, not 3.",
                                   "Map 'test' has 2 start tiles but 3 players need one each.",
                               });
  map.max_players = 3;  // players == 0 checks the map for its largest player count
  CHECK(problems_of(map, 0) == std::vector<std::string>{"Map 'test' has 2 start tiles but 3 players need one each."});
  map.min_players = 4;
  CHECK(contains(problems_of(map, 0), "Map 'test' claims 4 to 3 players; the game is for 2 to 6 and min_players "
                                      "may not exceed max_players."));
}

TEST_CASE("validator: land next to water must be coastal, and only there or at the edge") {
  MapDef map = plains_map();
  tile(map, 0, 1).terrain = Terrain::kWater;
  tile(map, 0, 1).water_kind = "lake";
  std::vector<std::string> problems = problems_of(map, 2);
  CHECK(problems.size() == 6);
  CHECK(contains(problems, "Land tile (0,0) touches water at (0,1) but is not marked coastal."));
  CHECK(contains(problems, "Land tile (-1,2) touches water at (0,1) but is not marked coastal."));

  sb::mk::compute_coastal(map);
  CHECK(problems_of(map, 2).empty());
  CHECK(tile(map, 1, 1).coastal);
  CHECK_FALSE(tile(map, 2, 2).coastal);

  tile(map, -1, -1).coastal = true;  // inland, no water: wrong
  tile(map, 4, -4).coastal = true;   // map edge: allowed by the spec
  CHECK(problems_of(map, 2) ==
        std::vector<std::string>{"Tile (-1,-1) is marked coastal but touches no water and is not on the map edge."});
}

TEST_CASE("validator: water carries no river, no coastal flag; land carries no water kind") {
  MapDef map = plains_map();
  TileDef& lake = tile(map, 0, -3);
  lake.terrain = Terrain::kWater;
  lake.water_kind = "pond";
  lake.river = true;
  lake.coastal = true;
  tile(map, 1, 1).water_kind = "sea";
  sb::mk::compute_coastal(map);
  lake.coastal = true;  // compute_coastal clears it on water; set it again for the check
  std::vector<std::string> problems = problems_of(map, 2);
  CHECK(problems == std::vector<std::string>{
                        "Tile (0,-3) has water kind 'pond'; use lake, sea or nothing.",
                        "Tile (0,-3) is water but marked river; rivers run only on land.",
                        "Tile (0,-3) is water but marked coastal; only land tiles are coastal.",
                        "Land tile (1,1) has water kind 'sea'; only water tiles have one.",
                    });
}

TEST_CASE("validator: duplicate coordinates") {
  MapDef map = plains_map();
  map.tiles.push_back(make_tile(3, -1, Terrain::kForest));
  CHECK(problems_of(map, 2) == std::vector<std::string>{"Tile (3,-1) appears more than once."});
}

TEST_CASE("validator: start tiles need enterable land, four land neighbours and room") {
  MapDef map = plains_map();
  tile(map, -2, 0).terrain = Terrain::kMarsh;
  CHECK(contains(problems_of(map, 2), "Start tile (-2,0) is marsh; a start tile must be land an army can enter "
                                      "(not water or marsh)."));

  map = plains_map();
  tile(map, -2, 0).start = false;
  tile(map, -4, 0).start = true;  // a corner: three neighbours on the map
  CHECK(problems_of(map, 2) ==
        std::vector<std::string>{"Start tile (-4,0) has 3 land neighbours; it needs at least 4 for its home ring."});

  map = plains_map();
  for (auto [q, r] : {std::pair{1, 0}, {2, -1}, {3, -1}}) {
    tile(map, q, r).terrain = Terrain::kWater;
    tile(map, q, r).water_kind = "sea";
  }
  sb::mk::compute_coastal(map);
  CHECK(problems_of(map, 2) ==
        std::vector<std::string>{"Start tile (2,0) has 3 land neighbours; it needs at least 4 for its home ring."});
  tile(map, 3, -1).terrain = Terrain::kMarsh;  // marsh is land: four land neighbours again
  tile(map, 3, -1).water_kind.clear();
  sb::mk::compute_coastal(map);
  CHECK(problems_of(map, 2).empty());

  map = plains_map();
  tile(map, 2, 0).start = false;
  tile(map, 0, 0).start = true;
  CHECK(problems_of(map, 2) == std::vector<std::string>{
                                   "Start tiles (-2,0) and (0,0) are 2 apart; start tiles must be at least 3 apart."});
  tile(map, 0, 0).start = false;
  tile(map, 1, 0).start = true;  // distance 3 is enough
  CHECK(problems_of(map, 2).empty());
}

TEST_CASE("validator: every start tile must be reachable over army-enterable land") {
  MapDef map = plains_map();
  for (TileDef& t : map.tiles) {
    if (t.q == 0) t.terrain = Terrain::kMarsh;  // a marsh band from edge to edge
  }
  CHECK(problems_of(map, 2) == std::vector<std::string>{"Start tile (2,0) cannot be reached from start tile (-2,0) "
                                                        "over land an army can enter."});
  tile(map, 0, 4).terrain = Terrain::kMountains;  // one mountain pass is enough
  CHECK(problems_of(map, 2).empty());
}

TEST_CASE("validator: map_from_spec finds maps, generates random ones and explains refusals") {
  std::vector<MapDef> loaded = {plains_map()};
  std::string error;
  std::optional<MapDef> found = sb::mk::map_from_spec("test", loaded, 2, error);
  REQUIRE(found);
  CHECK(*found == loaded[0]);

  CHECK_FALSE(sb::mk::map_from_spec("test", loaded, 3, error));
  CHECK(error == "Map 'test' is for 2 players, not 3. Map 'test' has 2 start tiles but 3 players need one each.");
  loaded[0].max_players = 4;
  CHECK_FALSE(sb::mk::map_from_spec("test", loaded, 5, error));
  CHECK(error == "Map 'test' is for 2 to 4 players, not 5. Map 'test' has 2 start tiles but 5 players need one "
                 "each.");

  CHECK_FALSE(sb::mk::map_from_spec("nowhere", loaded, 2, error));
  CHECK(error == "Unknown map 'nowhere'. Use random:SEED or one of: test.");
  CHECK_FALSE(sb::mk::map_from_spec("random:12x", loaded, 2, error));
  CHECK(error.find("'random:12x' is not a random map") == 0);
  CHECK_FALSE(sb::mk::map_from_spec("random:", loaded, 2, error));
  CHECK_FALSE(sb::mk::map_from_spec("random:-1", loaded, 2, error));
  CHECK_FALSE(sb::mk::map_from_spec("test", loaded, 7, error));
  CHECK(error == "Mighty Kingdoms is for 2 to 6 players, not 7.");

  std::optional<MapDef> random = sb::mk::map_from_spec("random:77", loaded, 4, error);
  REQUIRE(random);
  CHECK(*random == sb::mk::generate_map(77, 4));
  std::vector<std::string> problems;
  CHECK(sb::mk::validate_map(*random, 4, problems));
}
