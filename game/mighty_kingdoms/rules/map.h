#pragma once
// Mighty Kingdoms maps (rules spec §1.1, §2): the map as plain data, its strict YAML format
// (documented in content/mighty_kingdoms/maps/README.md), the setup validator, and the
// "random:SEED" / map-id lookup used by the launcher and the CLI.
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/board/hex.h"
#include "engine/content/yaml_reader.h"

namespace sb::mk {

enum class Terrain { kPlains, kForest, kHills, kMountains, kMarsh, kWater };

struct TileDef {
  int q = 0, r = 0;
  Terrain terrain = Terrain::kPlains;
  bool coastal = false, river = false, start = false;
  std::string water_kind;  // "lake"|"sea"|"" — display only
  bool operator==(const TileDef&) const = default;
};

struct MapDef {
  std::string id, name;
  int min_players = 2, max_players = 6;
  std::vector<TileDef> tiles;
  bool operator==(const MapDef&) const = default;
};

// Strict reader; errors go to ctx.errors as file:line:col (engine MapReader). nullopt when unusable.
std::optional<MapDef> read_map(const YAML::Node& root, const engine::ReadContext& ctx);
// Spec §1.1/§2 setup validator. players == 0 checks the map for its max_players.
// Problems are plain sentences naming tiles as "(q,r)". Returns true when there are none.
bool validate_map(const MapDef& map, int players, std::vector<std::string>& problems);
// Deterministic from seed (engine::Rng only); always passes validate_map(map, players).
// Players outside 2..6 are clamped (map_from_spec refuses them first). Id "random_SEED".
MapDef generate_map(uint64_t seed, int players);
// "random:SEED" (decimal) or the id of a loaded map; nullopt with a clear error otherwise.
std::optional<MapDef> map_from_spec(const std::string& spec, const std::vector<MapDef>& loaded, int players,
                                    std::string& error);
// Writes the format read_map reads; map_to_yaml → read_map gives back an equal map when its
// tiles are in canonical order (sort_tiles), as every read or generated map is.
YAML::Node map_to_yaml(const MapDef&);

const char* terrain_name(Terrain);
std::optional<Terrain> terrain_from_name(const std::string&);

// --- helpers (beyond the agreed interface) ---
// Army-enterable land: not water, not marsh (spec §1.1).
bool army_enterable(Terrain terrain);
inline bool is_land(Terrain terrain) { return terrain != Terrain::kWater; }
// Index of the tile at (q,r), or -1.
int find_tile(const MapDef& map, engine::Hex at);
// Start tiles in map order.
std::vector<engine::Hex> start_tiles(const MapDef& map);
// validate_map's problems with the tile each one is about (nullopt: the map as a whole).
struct MapProblem {
  std::optional<engine::Hex> tile;
  std::string text;
};
std::vector<MapProblem> map_problems(const MapDef& map, int players);
// Canonical tile order: by r, then q (row order, as files list them). read_map returns maps
// in this order and generate_map too, so map_to_yaml → read_map gives back an equal MapDef.
void sort_tiles(MapDef& map);
// Sets every land tile's coastal flag from its neighbours (water neighbour ⇒ coastal).
void compute_coastal(MapDef& map);
// Loads every *.yaml map in `dir` (sorted by file name): strict read, id must equal the file stem,
// and validate_map(map, 0) problems are errors at the tile's token (line 1 for the whole map).
// Messages show display_dir + "/" + file name (the path itself when display_dir is empty).
// Returns only the maps without errors. Every file must resolve inside `content_root` (dir when
// empty): a link out of it is refused as an error, a link inside it is read.
std::vector<MapDef> load_map_folder(const std::filesystem::path& dir, engine::ErrorList& errors,
                                    const std::string& display_dir = "",
                                    const std::filesystem::path& content_root = {});

}  // namespace sb::mk
