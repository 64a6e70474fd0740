// Mighty Kingdoms maps: names, tile tokens, the strict reader and writer, the setup validator,
// and map lookup by spec. The file format is documented in content/mighty_kingdoms/maps/README.md.
//
// [SECTION] terrain names and tile predicates
// [SECTION] tile tokens ("pcr*")
// [SECTION] reader
// [SECTION] writer
// [SECTION] validator
// [SECTION] lookup by spec, loading a folder
#include "game/mighty_kingdoms/rules/map.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <queue>
#include <set>

#include "engine/content/paths.h"

namespace sb::mk {

namespace {

using engine::Hex;

std::string coord(Hex h) { return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")"; }
std::string coord(const TileDef& t) { return coord(Hex{t.q, t.r}); }

constexpr int kMaxCoordinate = 99;   // keeps hand-made files sane and sizes bounded
constexpr size_t kMaxTokenLength = 4;

}  // namespace

// [SECTION] terrain names and tile predicates

const char* terrain_name(Terrain terrain) {
  switch (terrain) {
    case Terrain::kPlains: return "plains";
    case Terrain::kForest: return "forest";
    case Terrain::kHills: return "hills";
    case Terrain::kMountains: return "mountains";
    case Terrain::kMarsh: return "marsh";
    case Terrain::kWater: return "water";
  }
  return "plains";
}

std::optional<Terrain> terrain_from_name(const std::string& name) {
  for (Terrain t : {Terrain::kPlains, Terrain::kForest, Terrain::kHills, Terrain::kMountains, Terrain::kMarsh,
                    Terrain::kWater}) {
    if (name == terrain_name(t)) return t;
  }
  return std::nullopt;
}

bool army_enterable(Terrain terrain) { return terrain != Terrain::kWater && terrain != Terrain::kMarsh; }

int find_tile(const MapDef& map, engine::Hex at) {
  for (size_t i = 0; i < map.tiles.size(); ++i) {
    if (map.tiles[i].q == at.q && map.tiles[i].r == at.r) return static_cast<int>(i);
  }
  return -1;
}

std::vector<engine::Hex> start_tiles(const MapDef& map) {
  std::vector<engine::Hex> starts;
  for (const TileDef& t : map.tiles) {
    if (t.start) starts.push_back({t.q, t.r});
  }
  return starts;
}

void sort_tiles(MapDef& map) {
  std::sort(map.tiles.begin(), map.tiles.end(),
            [](const TileDef& a, const TileDef& b) { return a.r != b.r ? a.r < b.r : a.q < b.q; });
}

void compute_coastal(MapDef& map) {
  std::map<Hex, Terrain> terrain;
  for (const TileDef& t : map.tiles) terrain[{t.q, t.r}] = t.terrain;
  for (TileDef& t : map.tiles) {
    t.coastal = false;
    if (!is_land(t.terrain)) continue;
    for (Hex n : engine::hex_neighbors({t.q, t.r})) {
      auto it = terrain.find(n);
      if (it != terrain.end() && it->second == Terrain::kWater) t.coastal = true;
    }
  }
}

// [SECTION] tile tokens ("pcr*")
// One token per tile: a terrain letter, then optional flags c (coastal), r (river), * (start).

namespace {

struct TerrainLetter {
  char letter;
  Terrain terrain;
  const char* water_kind;
};
constexpr TerrainLetter kTerrainLetters[] = {
    {'p', Terrain::kPlains, ""},    {'f', Terrain::kForest, ""}, {'h', Terrain::kHills, ""},
    {'m', Terrain::kMountains, ""}, {'s', Terrain::kMarsh, ""},  {'~', Terrain::kWater, "sea"},
    {'o', Terrain::kWater, "lake"}, {'w', Terrain::kWater, ""},
};
constexpr char kNoTileLetter = '.';

// Returns the error message, or "" when the token is good.
std::string parse_token(const std::string& token, TileDef& tile, size_t& bad_offset) {
  bad_offset = 0;
  const TerrainLetter* found = nullptr;
  for (const TerrainLetter& l : kTerrainLetters) {
    if (l.letter == token[0]) found = &l;
  }
  if (!found) {
    return std::string("unknown terrain letter '") + token[0] +
           "'; use p f h m s (plains forest hills mountains marsh), ~ sea, o lake, w water, or . for no tile";
  }
  tile.terrain = found->terrain;
  tile.water_kind = found->water_kind;
  for (size_t i = 1; i < token.size(); ++i) {
    bad_offset = i;
    bool* flag = nullptr;
    const char* what = "";
    switch (token[i]) {
      case 'c': flag = &tile.coastal; what = "coastal"; break;
      case 'r': flag = &tile.river; what = "river"; break;
      case '*': flag = &tile.start; what = "start"; break;
      default:
        return std::string("unknown flag '") + token[i] + "' in tile '" + token +
               "'; flags are c (coastal), r (river), * (start)";
    }
    if (*flag) return std::string("flag '") + token[i] + "' (" + what + ") given twice in tile '" + token + "'";
    *flag = true;
  }
  return "";
}

std::string tile_token(const TileDef& tile) {
  std::string token;
  char letter = 'p';
  for (const TerrainLetter& l : kTerrainLetters) {
    if (l.terrain == tile.terrain && (tile.terrain != Terrain::kWater || tile.water_kind == l.water_kind)) {
      letter = l.letter;
      break;
    }
  }
  // Water with an unknown kind has no letter of its own; it is written as plain water.
  if (tile.terrain == Terrain::kWater && letter == 'p') letter = 'w';
  token += letter;
  if (tile.coastal) token += 'c';
  if (tile.river) token += 'r';
  if (tile.start) token += '*';
  return token;
}

bool valid_map_id(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  }
  return true;
}

// yaml-cpp marks a scalar at its first character; a quoted scalar's text starts one further.
// Quoted scalars carry the non-specific tag "!", plain ones "?".
YAML::Mark char_mark(const YAML::Node& scalar, size_t offset) {
  YAML::Mark mark = scalar.Mark();
  int skip = scalar.Tag() == "!" ? 1 : 0;
  mark.column += skip + static_cast<int>(offset);
  mark.pos += skip + static_cast<int>(offset);
  return mark;
}

}  // namespace

// [SECTION] reader

namespace {

// Where each tile's token sits in the file, so later checks can point at it.
struct TilePlace {
  YAML::Mark mark;
  std::string field;
};
using TilePlaces = std::map<Hex, TilePlace>;

std::optional<MapDef> read_map_placed(const YAML::Node& root, const engine::ReadContext& ctx, TilePlaces* places) {
  size_t errors_before = ctx.errors ? ctx.errors->size() : 0;
  engine::MapReader top(root, "", ctx);
  if (!top.valid()) return std::nullopt;
  MapDef map;
  map.id = top.string("id");
  if (top.has("id") && !map.id.empty() && !valid_map_id(map.id)) {
    top.error("id", "a map id uses only a-z, 0-9 and _ (at most 64 characters), got '" + map.id + "'");
  }
  map.name = top.string("name");
  if (top.has("name") && map.name.empty()) top.error("name", "a map needs a name");
  map.min_players = static_cast<int>(top.integer("min_players", 2, 6, 2));
  map.max_players = static_cast<int>(top.integer("max_players", 2, 6, 6));
  if (top.has("min_players") && top.has("max_players") && map.min_players > map.max_players) {
    top.error("max_players", "max_players (" + std::to_string(map.max_players) + ") is below min_players (" +
                                 std::to_string(map.min_players) + ")");
  }
  YAML::Node rows = top.child("rows");
  top.finish();

  struct Seen {
    int line, column;
  };
  std::map<Hex, Seen> seen;
  if (rows.IsDefined()) {
    std::vector<YAML::Node> row_nodes = engine::read_sequence(rows, "rows", ctx);
    for (size_t i = 0; i < row_nodes.size(); ++i) {
      std::string field = engine::index_field("rows", i);
      engine::MapReader row(row_nodes[i], field, ctx);
      if (!row.valid()) continue;
      int r = static_cast<int>(row.integer("r", -kMaxCoordinate, kMaxCoordinate));
      int q0 = static_cast<int>(row.integer("q", -kMaxCoordinate, kMaxCoordinate));
      bool coords_ok = row.has("r") && row.has("q");
      YAML::Node tiles_node = row.has("tiles") ? row.node()["tiles"] : YAML::Node();
      std::string tiles = row.string("tiles");
      row.finish();
      if (!coords_ok || !tiles_node.IsDefined() || !tiles_node.IsScalar()) continue;
      std::string tiles_field = engine::join_field(field, "tiles");
      size_t pos = 0;
      int q = q0;
      bool any = false;
      while (pos < tiles.size()) {
        if (tiles[pos] == ' ') {
          ++pos;
          continue;
        }
        size_t end = tiles.find(' ', pos);
        if (end == std::string::npos) end = tiles.size();
        std::string token = tiles.substr(pos, end - pos);
        Hex at{q, r};
        YAML::Mark mark = char_mark(tiles_node, pos);
        any = true;
        auto unprintable = std::find_if(token.begin(), token.end(), [](char c) { return c < 33 || c > 126; });
        if (unprintable != token.end()) {
          size_t offset = pos + static_cast<size_t>(unprintable - token.begin());
          ctx.error_at(char_mark(tiles_node, offset), tiles_field,
                       "tiles must be one line of tokens separated by spaces; found character code " +
                           std::to_string(static_cast<unsigned char>(*unprintable)));
          break;
        }
        if (q > kMaxCoordinate) {
          ctx.error_at(mark, tiles_field,
                       "tile " + coord(at) + " is outside the map area (q and r must be -99..99)");
          break;
        }
        ++q;
        if (token == std::string(1, kNoTileLetter)) {
          pos = end;
          continue;
        }
        TileDef tile;
        tile.q = at.q;
        tile.r = at.r;
        size_t bad = 0;
        std::string problem = token.size() > kMaxTokenLength
                                  ? "tile '" + token + "' is too long; write one terrain letter and at most c, r, *"
                                  : parse_token(token, tile, bad);
        if (!problem.empty()) {
          ctx.error_at(char_mark(tiles_node, pos + bad), tiles_field, problem + " at " + coord(at));
          pos = end;
          continue;
        }
        auto [it, inserted] = seen.insert({at, Seen{mark.line + 1, mark.column + 1}});
        if (!inserted) {
          ctx.error_at(mark, tiles_field,
                       "tile " + coord(at) + " is already defined at line " + std::to_string(it->second.line) +
                           " column " + std::to_string(it->second.column));
        } else {
          map.tiles.push_back(tile);
          if (places) (*places)[at] = TilePlace{mark, tiles_field};
        }
        pos = end;
      }
      if (!any) row.error("tiles", "a row needs at least one tile");
    }
    if (row_nodes.empty() && rows.IsSequence()) top.error("rows", "a map needs at least one row of tiles");
  }
  size_t errors_after = ctx.errors ? ctx.errors->size() : 0;
  if (errors_after != errors_before) return std::nullopt;
  sort_tiles(map);
  return map;
}

}  // namespace

std::optional<MapDef> read_map(const YAML::Node& root, const engine::ReadContext& ctx) {
  if (ctx.errors) return read_map_placed(root, ctx, nullptr);
  // Without an error list a broken map could not be told from a good one.
  engine::ErrorList errors;
  engine::ReadContext counted{ctx.file, &errors};
  return read_map_placed(root, counted, nullptr);
}

// [SECTION] writer

YAML::Node map_to_yaml(const MapDef& map) {
  YAML::Node root(YAML::NodeType::Map);
  root["id"] = map.id;
  root["name"] = map.name;
  root["min_players"] = map.min_players;
  root["max_players"] = map.max_players;
  std::map<int, std::map<int, const TileDef*>> by_row;
  for (const TileDef& t : map.tiles) by_row[t.r][t.q] = &t;
  YAML::Node rows(YAML::NodeType::Sequence);
  for (const auto& [r, tiles] : by_row) {
    int first = tiles.begin()->first;
    int last = tiles.rbegin()->first;
    std::string text;
    for (int q = first; q <= last; ++q) {
      if (!text.empty()) text += ' ';
      auto it = tiles.find(q);
      text += it == tiles.end() ? std::string(1, kNoTileLetter) : tile_token(*it->second);
    }
    YAML::Node row(YAML::NodeType::Map);
    row["r"] = r;
    row["q"] = first;
    row["tiles"] = text;
    row.SetStyle(YAML::EmitterStyle::Flow);
    rows.push_back(row);
  }
  root["rows"] = rows;
  return root;
}

// [SECTION] validator

std::vector<MapProblem> map_problems(const MapDef& map, int players) {
  std::vector<MapProblem> problems;
  auto problem = [&](std::string text) { problems.push_back({std::nullopt, std::move(text)}); };
  auto tile_problem = [&](const TileDef& t, std::string text) {
    problems.push_back({Hex{t.q, t.r}, std::move(text)});
  };
  std::string map_label = "Map '" + map.id + "'";

  if (map.min_players < 2 || map.max_players > 6 || map.min_players > map.max_players) {
    problem(map_label + " claims " + std::to_string(map.min_players) + " to " + std::to_string(map.max_players) +
            " players; the game is for 2 to 6 and min_players may not exceed max_players.");
  }
  int seats = players == 0 ? map.max_players : players;
  if (players != 0 && (players < map.min_players || players > map.max_players)) {
    std::string range = map.min_players == map.max_players
                            ? std::to_string(map.min_players)
                            : std::to_string(map.min_players) + " to " + std::to_string(map.max_players);
    problem(map_label + " is for " + range + " players, not " + std::to_string(players) + ".");
  }
  if (map.tiles.empty()) problem(map_label + " has no tiles.");

  std::map<Hex, const TileDef*> at;
  for (const TileDef& t : map.tiles) {
    if (!at.insert({{t.q, t.r}, &t}).second) tile_problem(t, "Tile " + coord(t) + " appears more than once.");
  }
  auto tile_at = [&](Hex h) -> const TileDef* {
    auto it = at.find(h);
    return it == at.end() ? nullptr : it->second;
  };

  for (const TileDef& t : map.tiles) {
    Hex h{t.q, t.r};
    if (t.water_kind != "" && t.water_kind != "lake" && t.water_kind != "sea") {
      tile_problem(t, "Tile " + coord(t) + " has water kind '" + t.water_kind + "'; use lake, sea or nothing.");
    }
    if (!is_land(t.terrain)) {
      if (t.river) tile_problem(t, "Tile " + coord(t) + " is water but marked river; rivers run only on land.");
      if (t.coastal) tile_problem(t, "Tile " + coord(t) + " is water but marked coastal; only land tiles are coastal.");
      continue;
    }
    if (!t.water_kind.empty()) {
      tile_problem(t, "Land tile " + coord(t) + " has water kind '" + t.water_kind + "'; only water tiles have one.");
    }
    const TileDef* water_neighbour = nullptr;
    bool on_edge = false;
    for (Hex n : engine::hex_neighbors(h)) {
      const TileDef* nt = tile_at(n);
      if (!nt) on_edge = true;
      else if (nt->terrain == Terrain::kWater && !water_neighbour) water_neighbour = nt;
    }
    if (water_neighbour && !t.coastal) {
      tile_problem(t, "Land tile " + coord(t) + " touches water at " + coord(*water_neighbour) +
              " but is not marked coastal.");
    }
    if (!water_neighbour && t.coastal && !on_edge) {
      tile_problem(t, "Tile " + coord(t) + " is marked coastal but touches no water and is not on the map edge.");
    }
  }

  std::vector<const TileDef*> starts;
  for (const TileDef& t : map.tiles) {
    if (!t.start) continue;
    if (at.at({t.q, t.r}) != &t) continue;  // a duplicate is reported once, above
    starts.push_back(&t);
    if (!army_enterable(t.terrain)) {
      tile_problem(t, "Start tile " + coord(t) + " is " + terrain_name(t.terrain) +
              "; a start tile must be land an army can enter (not water or marsh).");
    }
    int land = 0;
    for (Hex n : engine::hex_neighbors({t.q, t.r})) {
      const TileDef* nt = tile_at(n);
      if (nt && is_land(nt->terrain)) ++land;
    }
    if (land < 4) {
      tile_problem(t, "Start tile " + coord(t) + " has " + std::to_string(land) +
              " land neighbours; it needs at least 4 for its home ring.");
    }
  }
  for (size_t i = 0; i < starts.size(); ++i) {
    for (size_t j = i + 1; j < starts.size(); ++j) {
      int d = engine::hex_distance({starts[i]->q, starts[i]->r}, {starts[j]->q, starts[j]->r});
      if (d < 3) {
        tile_problem(*starts[j], "Start tiles " + coord(*starts[i]) + " and " + coord(*starts[j]) + " are " + std::to_string(d) +
                " apart; start tiles must be at least 3 apart.");
      }
    }
  }
  if (static_cast<int>(starts.size()) < seats) {
    problem(map_label + " has " + std::to_string(starts.size()) + " start tiles but " + std::to_string(seats) +
            " players need one each.");
  }
  // Connectivity: armies must be able to walk from every capital to every other one.
  if (starts.size() > 1 && army_enterable(starts[0]->terrain)) {
    std::set<Hex> reached;
    std::queue<Hex> frontier;
    Hex origin{starts[0]->q, starts[0]->r};
    reached.insert(origin);
    frontier.push(origin);
    while (!frontier.empty()) {
      Hex h = frontier.front();
      frontier.pop();
      for (Hex n : engine::hex_neighbors(h)) {
        const TileDef* nt = tile_at(n);
        if (nt && army_enterable(nt->terrain) && reached.insert(n).second) frontier.push(n);
      }
    }
    for (size_t i = 1; i < starts.size(); ++i) {
      if (!reached.count({starts[i]->q, starts[i]->r})) {
        tile_problem(*starts[i], "Start tile " + coord(*starts[i]) + " cannot be reached from start tile " + coord(origin) +
                " over land an army can enter.");
      }
    }
  }
  return problems;
}

bool validate_map(const MapDef& map, int players, std::vector<std::string>& problems) {
  std::vector<MapProblem> found = map_problems(map, players);
  for (MapProblem& p : found) problems.push_back(std::move(p.text));
  return found.empty();
}

// [SECTION] lookup by spec, loading a folder

std::optional<MapDef> map_from_spec(const std::string& spec, const std::vector<MapDef>& loaded, int players,
                                    std::string& error) {
  if (players < 2 || players > 6) {
    error = "Mighty Kingdoms is for 2 to 6 players, not " + std::to_string(players) + ".";
    return std::nullopt;
  }
  const std::string prefix = "random:";
  if (spec.rfind(prefix, 0) == 0) {
    std::string digits = spec.substr(prefix.size());
    uint64_t seed = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
    if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size()) {
      error = "'" + spec + "' is not a random map: write random: followed by a seed (0 to 18446744073709551615), "
              "e.g. random:42.";
      return std::nullopt;
    }
    return generate_map(seed, players);
  }
  for (const MapDef& map : loaded) {
    if (map.id != spec) continue;
    std::vector<std::string> problems;
    if (!validate_map(map, players, problems)) {
      // The validator's sentences already name the map.
      error = problems[0];
      for (size_t i = 1; i < problems.size(); ++i) error += " " + problems[i];
      return std::nullopt;
    }
    return map;
  }
  error = "Unknown map '" + spec + "'. Use random:SEED";
  if (!loaded.empty()) {
    error += " or one of:";
    for (size_t i = 0; i < loaded.size(); ++i) error += (i ? ", " : " ") + loaded[i].id;
  }
  error += ".";
  return std::nullopt;
}

std::vector<MapDef> load_map_folder(const std::filesystem::path& dir, engine::ErrorList& errors,
                                    const std::string& display_dir, const std::filesystem::path& content_root) {
  std::vector<MapDef> maps;
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    errors.add(display_dir.empty() ? dir.string() : display_dir, 0, 0, "", "cannot list maps: not a folder");
    return maps;
  }
  const engine::ContentListing listing =
      engine::list_content_files(dir, ".yaml", content_root.empty() ? dir : content_root);
  for (const auto& refused : listing.refused) {
    std::string shown = refused.file.empty()     ? (display_dir.empty() ? dir.string() : display_dir)
                        : display_dir.empty() ? (dir / refused.file).string()
                                              : display_dir + "/" + refused.file.generic_string();
    errors.add(shown, 0, 0, "", "refused: " + refused.reason);
  }
  // Maps are the files directly in the folder (the listing is sorted).
  for (const auto& rel : listing.files)
    if (!rel.has_parent_path()) files.push_back(dir / rel);
  std::set<std::string> ids;
  for (const auto& file : files) {
    std::string shown = display_dir.empty() ? file.string() : display_dir + "/" + file.filename().string();
    std::optional<YAML::Node> root = engine::load_yaml_file(file, errors, shown);
    if (!root) continue;
    engine::ReadContext ctx{shown, &errors};
    TilePlaces places;
    std::optional<MapDef> map = read_map_placed(*root, ctx, &places);
    if (!map) continue;
    if (map->id != file.stem().string()) {
      ctx.error((*root)["id"], "id", "the map id '" + map->id + "' must match the file name '" +
                                           file.stem().string() + "'");
      continue;
    }
    if (!ids.insert(map->id).second) continue;  // cannot happen: ids equal unique file names
    std::vector<MapProblem> problems = map_problems(*map, 0);
    for (const MapProblem& p : problems) {
      auto place = p.tile ? places.find(*p.tile) : places.end();
      if (place != places.end()) ctx.error_at(place->second.mark, place->second.field, p.text);
      else errors.add(shown, 1, 1, "", p.text);
    }
    if (!problems.empty()) continue;
    maps.push_back(std::move(*map));
  }
  return maps;
}

}  // namespace sb::mk
