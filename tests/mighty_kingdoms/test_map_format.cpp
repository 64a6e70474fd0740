// The map file format: strict reading with file:line:col errors, and the writer's round trip.
#include <doctest/doctest.h>

#include <algorithm>
#include <tuple>

#include "engine/content/yaml_reader.h"
#include "game/mighty_kingdoms/rules/map.h"

namespace {

using sb::mk::MapDef;
using sb::mk::Terrain;
using sb::mk::TileDef;

struct ReadOutcome {
  std::optional<MapDef> map;
  std::vector<std::string> errors;  // formatted, sorted by line and column
};

ReadOutcome read_text(const std::string& text) {
  sb::engine::ErrorList errors;
  ReadOutcome out;
  std::optional<YAML::Node> root = sb::engine::parse_yaml(text, "maps/test.yaml", errors);
  if (root) {
    sb::engine::ReadContext ctx{"maps/test.yaml", &errors};
    out.map = sb::mk::read_map(*root, ctx);
  }
  std::string all = errors.format_all();
  size_t start = 0;
  while (start < all.size()) {
    size_t end = all.find('\n', start);
    out.errors.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

const char* kGoodMap = R"(id: little_cove
name: Little Cove
min_players: 2
max_players: 3
rows:
  - {r: -1, q: 0, tiles: "~   oc  hr"}
  - {r:  0, q: -1, tiles: "pc  fc* sc  m"}
  - {r:  1, q: -1, tiles: "w . pr*"}
)";

}  // namespace

TEST_CASE("map reader: a good map reads into tiles with flags and water kinds") {
  ReadOutcome out = read_text(kGoodMap);
  REQUIRE(out.errors.empty());
  REQUIRE(out.map);
  const MapDef& map = *out.map;
  CHECK(map.id == "little_cove");
  CHECK(map.name == "Little Cove");
  CHECK(map.min_players == 2);
  CHECK(map.max_players == 3);
  REQUIRE(map.tiles.size() == 9);
  auto tile = [&](int q, int r) -> const TileDef& {
    int i = sb::mk::find_tile(map, {q, r});
    REQUIRE(i >= 0);
    return map.tiles[static_cast<size_t>(i)];
  };
  CHECK(tile(0, -1).terrain == Terrain::kWater);
  CHECK(tile(0, -1).water_kind == "sea");
  // "oc" is a lake token with a coastal flag: the reader keeps it, the validator objects.
  CHECK(tile(1, -1).water_kind == "lake");
  CHECK(tile(1, -1).coastal);
  CHECK(tile(2, -1).terrain == Terrain::kHills);
  CHECK(tile(2, -1).river);
  CHECK(tile(0, 0).terrain == Terrain::kForest);
  CHECK(tile(0, 0).coastal);
  CHECK(tile(0, 0).start);
  CHECK_FALSE(tile(0, 0).river);
  CHECK(tile(1, 0).terrain == Terrain::kMarsh);
  CHECK(tile(2, 0).terrain == Terrain::kMountains);
  CHECK(tile(-1, 1).terrain == Terrain::kWater);
  CHECK(tile(-1, 1).water_kind.empty());
  CHECK(sb::mk::find_tile(map, {0, 1}) == -1);  // "." leaves a hole
  CHECK(tile(1, 1).river);
  CHECK(tile(1, 1).start);
  CHECK(sb::mk::start_tiles(map) == std::vector<sb::engine::Hex>{{0, 0}, {1, 1}});
}

TEST_CASE("map reader: bad letters, flags and duplicates are reported at their column") {
  ReadOutcome out = read_text(R"(id: broken
name: Broken
min_players: 2
max_players: 2
rows:
  - {r: 0, q: 0, tiles: "p x pcc"}
  - {r: 0, q: 2, tiles: "f"}
  - {r: 1, q: 0, tiles: "pq  m"}
  - {r: 2, q: 0, tiles: p pccr*}
)");
  CHECK_FALSE(out.map);
  std::vector<std::string> expected = {
      "maps/test.yaml:6:28: rows[0].tiles: unknown terrain letter 'x'; use p f h m s (plains forest hills "
      "mountains marsh), ~ sea, o lake, w water, or . for no tile at (1,0)",
      "maps/test.yaml:6:32: rows[0].tiles: flag 'c' (coastal) given twice in tile 'pcc' at (2,0)",
      "maps/test.yaml:8:27: rows[2].tiles: unknown flag 'q' in tile 'pq'; flags are c (coastal), r (river), "
      "* (start) at (0,1)",
      "maps/test.yaml:9:27: rows[3].tiles: tile 'pccr*' is too long; write one terrain letter and at most c, r, "
      "* at (1,2)",
  };
  CHECK(out.errors == expected);
}

TEST_CASE("map reader: tabs and line breaks inside tiles are reported, not taken as tiles") {
  ReadOutcome out = read_text("id: tabs\nname: Tabs\nmin_players: 2\nmax_players: 2\nrows:\n"
                              "  - {r: 0, q: 0, tiles: \"p\\tf h\"}\n");
  CHECK_FALSE(out.map);
  REQUIRE(out.errors.size() == 1);
  CHECK(out.errors[0] == "maps/test.yaml:6:27: rows[0].tiles: tiles must be one line of tokens separated by "
                         "spaces; found character code 9");
}

TEST_CASE("map reader: a tile defined twice names both places") {
  ReadOutcome out = read_text(R"(id: twice
name: Twice
min_players: 2
max_players: 2
rows:
  - {r: 0, q: 0, tiles: "p f h"}
  - {r: 0, q: 2, tiles: "m"}
)");
  CHECK_FALSE(out.map);
  REQUIRE(out.errors.size() == 1);
  CHECK(out.errors[0] == "maps/test.yaml:7:26: rows[1].tiles: tile (2,0) is already defined at line 6 column 30");
}

TEST_CASE("map reader: unknown keys, missing fields and bad header values") {
  ReadOutcome out = read_text(R"(id: Bad-Id
name: Header Trouble
min_players: 4
max_players: 3
size: 7
rows:
  - {r: 0, tiles: "p", colour: red}
  - {r: 1, q: 0, tiles: "   "}
)");
  CHECK_FALSE(out.map);
  std::vector<std::string> expected = {
      "maps/test.yaml:1:5: id: a map id uses only a-z, 0-9 and _ (at most 64 characters), got 'Bad-Id'",
      "maps/test.yaml:4:14: max_players: max_players (3) is below min_players (4)",
      "maps/test.yaml:5:1: size: unknown key (known keys: id, max_players, min_players, name, rows)",
      "maps/test.yaml:7:5: rows[0].q: missing required field",
      "maps/test.yaml:7:24: rows[0].colour: unknown key (known keys: q, r, tiles)",
      "maps/test.yaml:8:25: rows[1].tiles: a row needs at least one tile",
  };
  CHECK(out.errors == expected);
}

TEST_CASE("map reader: wrong shapes are errors, never crashes") {
  CHECK_FALSE(read_text("just text\n").map);
  CHECK_FALSE(read_text("id: a\nname: A\nmin_players: 2\nmax_players: 2\nrows: {r: 0}\n").map);
  CHECK_FALSE(read_text("id: a\nname: A\nmin_players: 2\nmax_players: 2\nrows: []\n").map);
  CHECK_FALSE(read_text("id: a\nname: A\nmin_players: 2\nmax_players: 2\nrows:\n  - [1, 2]\n").map);
  CHECK_FALSE(read_text("id: a\nname: A\nmin_players: 2\nmax_players: 2\nrows:\n  - {r: 0, q: 0, tiles: ~}\n").map);
  CHECK_FALSE(read_text("id: a\nname: A\nmin_players: 2\nmax_players: 7\nrows:\n  - {r: 0, q: 0, tiles: p}\n").map);
  ReadOutcome far = read_text("id: a\nname: A\nmin_players: 2\nmax_players: 2\nrows:\n  - {r: 0, q: 98, tiles: p p p}\n");
  CHECK_FALSE(far.map);
  REQUIRE(far.errors.size() == 1);
  CHECK(far.errors[0] ==
        "maps/test.yaml:6:30: rows[0].tiles: tile (100,0) is outside the map area (q and r must be -99..99)");
}

TEST_CASE("map reader: without an error list a broken map is still refused") {
  sb::engine::ErrorList errors;
  std::optional<YAML::Node> root = sb::engine::parse_yaml(
      "id: a\nname: A\nmin_players: 2\nmax_players: 2\nrows:\n  - {r: 0, q: 0, tiles: \"p x\"}\n", "t.yaml", errors);
  REQUIRE(root);
  sb::engine::ReadContext silent{"t.yaml", nullptr};
  CHECK_FALSE(sb::mk::read_map(*root, silent));
  root = sb::engine::parse_yaml(kGoodMap, "t.yaml", errors);
  REQUIRE(root);
  CHECK(sb::mk::read_map(*root, silent));
}

TEST_CASE("map writer: map_to_yaml reads back to an equal map") {
  ReadOutcome out = read_text(kGoodMap);
  REQUIRE(out.map);
  std::string text = sb::engine::dump_yaml(sb::mk::map_to_yaml(*out.map));
  ReadOutcome again = read_text(text);
  CHECK(again.errors.empty());
  REQUIRE(again.map);
  CHECK(*again.map == *out.map);
  // Any tile order written out comes back in canonical row order.
  MapDef shuffled = *out.map;
  std::reverse(shuffled.tiles.begin(), shuffled.tiles.end());
  ReadOutcome from_shuffled = read_text(sb::engine::dump_yaml(sb::mk::map_to_yaml(shuffled)));
  REQUIRE(from_shuffled.map);
  CHECK(*from_shuffled.map == *out.map);
}

TEST_CASE("map writer: a single sea tile survives the emitter (\"~\" alone would read as null)") {
  MapDef map;
  map.id = "one_sea";
  map.name = "One sea";
  map.tiles.push_back(TileDef{0, 0, Terrain::kWater, false, false, false, "sea"});
  std::string text = sb::engine::dump_yaml(sb::mk::map_to_yaml(map));
  ReadOutcome again = read_text(text);
  CHECK(again.errors.empty());
  REQUIRE(again.map);
  CHECK(*again.map == map);
}

TEST_CASE("terrain names round trip") {
  for (Terrain t : {Terrain::kPlains, Terrain::kForest, Terrain::kHills, Terrain::kMountains, Terrain::kMarsh,
                    Terrain::kWater}) {
    CHECK(sb::mk::terrain_from_name(sb::mk::terrain_name(t)) == t);
  }
  CHECK_FALSE(sb::mk::terrain_from_name("lava"));
  CHECK_FALSE(sb::mk::army_enterable(Terrain::kMarsh));
  CHECK_FALSE(sb::mk::army_enterable(Terrain::kWater));
  CHECK(sb::mk::army_enterable(Terrain::kMountains));
}
