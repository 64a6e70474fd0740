// Every shipped map file loads strictly and passes the validator for each player count it claims.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>

#include "engine/content/yaml_reader.h"
#include "engine/core/rng.h"
#include "game/mighty_kingdoms/rules/map.h"

namespace {

// The source tree from this file's path, so the test does not depend on the working directory.
std::filesystem::path maps_dir() {
  std::filesystem::path here = std::filesystem::path(__FILE__).parent_path();
  std::filesystem::path from_source = here / ".." / ".." / "content" / "mighty_kingdoms" / "maps";
  if (std::filesystem::is_directory(from_source)) return from_source;
  return std::filesystem::path("content") / "mighty_kingdoms" / "maps";
}

}  // namespace

TEST_CASE("shipped maps: every file loads without errors and is valid for each player count") {
  sb::engine::ErrorList errors;
  std::vector<sb::mk::MapDef> maps = sb::mk::load_map_folder(maps_dir(), errors, "content/mighty_kingdoms/maps");
  INFO(errors.format_all());
  CHECK(errors.empty());
  REQUIRE(std::filesystem::is_directory(maps_dir()));
  size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(maps_dir())) {
    if (entry.path().extension() == ".yaml") ++files;
  }
  CHECK(maps.size() == files);

  std::set<int> counts_covered;
  for (const sb::mk::MapDef& map : maps) {
    for (int players = map.min_players; players <= map.max_players; ++players) {
      std::vector<std::string> problems;
      bool ok = sb::mk::validate_map(map, players, problems);
      INFO(map.id << " for " << players << " players: " << (problems.empty() ? "" : problems[0]));
      CHECK(ok);
      counts_covered.insert(players);
    }
    // Hand-made maps should show the whole terrain palette and rivers.
    std::set<sb::mk::Terrain> terrains;
    bool river = false;
    for (const auto& t : map.tiles) {
      terrains.insert(t.terrain);
      river = river || t.river;
    }
    INFO(map.id);
    CHECK(terrains.size() == 6);
    CHECK(river);
  }
  CHECK(counts_covered == std::set<int>{2, 3, 4, 5, 6});
}

TEST_CASE("shipped maps: each file round trips through map_to_yaml") {
  sb::engine::ErrorList errors;
  for (const sb::mk::MapDef& map : sb::mk::load_map_folder(maps_dir(), errors)) {
    std::optional<YAML::Node> root = sb::engine::parse_yaml(sb::engine::dump_yaml(sb::mk::map_to_yaml(map)),
                                                            "again.yaml", errors);
    REQUIRE(root);
    sb::engine::ReadContext ctx{"again.yaml", &errors};
    std::optional<sb::mk::MapDef> back = sb::mk::read_map(*root, ctx);
    REQUIRE(back);
    CHECK(*back == map);
  }
  CHECK(errors.empty());
}

TEST_CASE("map folder: the id must match the file name, validator problems point at the tile") {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "sb_mk_map_folder_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  auto write = [&](const std::string& name, const std::string& text) {
    FILE* f = std::fopen((dir / name).string().c_str(), "wb");
    REQUIRE(f);
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  };
  write("a_wrong_name.yaml", "id: other\nname: X\nmin_players: 2\nmax_players: 2\nrows:\n  - {r: 0, q: 0, tiles: p}\n");
  write("b_cramped.yaml", "id: b_cramped\nname: Cramped\nmin_players: 2\nmax_players: 2\nrows:\n"
                          "  - {r: 0, q: 0, tiles: \"p* p*\"}\n");
  write("notes.txt", "ignored");
  sb::engine::ErrorList errors;
  std::vector<sb::mk::MapDef> maps = sb::mk::load_map_folder(dir, errors, "maps");
  CHECK(maps.empty());
  CHECK(errors.format_all() ==
        "maps/a_wrong_name.yaml:1:5: id: the map id 'other' must match the file name 'a_wrong_name'\n"
        "maps/b_cramped.yaml:6:26: rows[0].tiles: Start tile (0,0) has 1 land neighbours; it needs at least 4 for "
        "its home ring.\n"
        "maps/b_cramped.yaml:6:29: rows[0].tiles: Start tile (1,0) has 1 land neighbours; it needs at least 4 for "
        "its home ring.\n"
        "maps/b_cramped.yaml:6:29: rows[0].tiles: Start tiles (0,0) and (1,0) are 1 apart; start tiles must be at "
        "least 3 apart.\n");
  std::filesystem::remove_all(dir);
}

TEST_CASE("map reader: random one-character edits of a shipped map never crash the loader") {
  std::filesystem::path file = maps_dir() / "two_valleys.yaml";
  FILE* f = std::fopen(file.string().c_str(), "rb");
  REQUIRE(f);
  std::string text;
  char buffer[4096];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) text.append(buffer, n);
  std::fclose(f);
  const std::string alphabet = "pfhmso~w.cr*xP 0-9:{}[]\"'\n\t#&!|>";
  sb::engine::Rng rng(2024);
  int read_ok = 0;
  for (int i = 0; i < 2000; ++i) {
    std::string edited = text;
    size_t at = rng.below(static_cast<uint32_t>(edited.size()));
    edited[at] = alphabet[rng.below(static_cast<uint32_t>(alphabet.size()))];
    sb::engine::ErrorList errors;
    std::optional<YAML::Node> root = sb::engine::parse_yaml(edited, "edited.yaml", errors);
    if (!root) continue;
    sb::engine::ReadContext ctx{"edited.yaml", &errors};
    std::optional<sb::mk::MapDef> map = sb::mk::read_map(*root, ctx);
    CHECK(map.has_value() == errors.empty());  // either a map or at least one error
    if (!map) continue;
    ++read_ok;
    std::vector<std::string> problems;
    sb::mk::validate_map(*map, 2, problems);
  }
  CHECK(read_ok > 0);
}
