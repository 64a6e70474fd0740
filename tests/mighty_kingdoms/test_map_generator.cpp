// The seeded generator: always valid, deterministic, and actually varied.
#include <doctest/doctest.h>

#include <set>

#include "engine/content/yaml_reader.h"
#include "game/mighty_kingdoms/rules/map.h"
#include "game/mighty_kingdoms/rules/map_generator.h"

using sb::mk::MapDef;
using sb::mk::Terrain;

TEST_CASE("generator: seeds 1..500 pass the validator for 2..6 players") {
  int failures = 0;
  for (int players = 2; players <= 6; ++players) {
    for (uint64_t seed = 1; seed <= 500; ++seed) {
      MapDef map = sb::mk::generate_map(seed, players);
      std::vector<std::string> problems;
      if (!sb::mk::validate_map(map, players, problems)) {
        ++failures;
        INFO("seed " << seed << ", " << players << " players: " << problems[0]);
        CHECK(problems.empty());
      }
      CHECK(static_cast<int>(sb::mk::start_tiles(map).size()) == players);
    }
  }
  CHECK(failures == 0);
}

TEST_CASE("generator: the first attempt usually succeeds, so the fallback is rare") {
  int first_try = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    std::vector<std::string> problems;
    if (sb::mk::validate_map(sb::mk::generate_map_attempt(seed, 4, 0), 4, problems)) ++first_try;
  }
  CHECK(first_try >= 180);
}

TEST_CASE("generator: the fallback layout is valid for every player count") {
  for (int players = 2; players <= 6; ++players) {
    std::vector<std::string> problems;
    CHECK(sb::mk::validate_map(sb::mk::fallback_map(9, players), players, problems));
    CHECK(problems.empty());
  }
}

TEST_CASE("generator: same seed, same map; different seeds, different maps") {
  for (int players = 2; players <= 6; ++players) {
    CHECK(sb::mk::generate_map(42, players) == sb::mk::generate_map(42, players));
    CHECK_FALSE(sb::mk::generate_map(42, players) == sb::mk::generate_map(43, players));
  }
  CHECK(sb::mk::generate_map(42, 3).id == "random_42");
}

TEST_CASE("generator: maps grow with the player count and use every terrain") {
  std::vector<size_t> sizes;
  for (int players = 2; players <= 6; ++players) {
    sizes.push_back(sb::mk::generate_map(5, players).tiles.size());
    int radius = sb::mk::generated_map_radius(players);
    CHECK(sizes.back() == static_cast<size_t>(3 * radius * (radius + 1) + 1));
  }
  CHECK(sizes.front() == 61);  // radius 4
  CHECK(sizes.back() == 169);  // radius 7
  std::set<Terrain> seen;
  bool sea = false, lake = false, river = false, coastal = false;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    for (const auto& t : sb::mk::generate_map(seed, 4).tiles) {
      seen.insert(t.terrain);
      sea = sea || t.water_kind == "sea";
      lake = lake || t.water_kind == "lake";
      river = river || t.river;
      coastal = coastal || t.coastal;
    }
  }
  CHECK(seen.size() == 6);
  CHECK(sea);
  CHECK(lake);
  CHECK(river);
  CHECK(coastal);
}

TEST_CASE("generator: generated maps round trip through YAML") {
  for (uint64_t seed : {1u, 99u, 12345u}) {
    MapDef map = sb::mk::generate_map(seed, 5);
    sb::engine::ErrorList errors;
    std::optional<YAML::Node> root =
        sb::engine::parse_yaml(sb::engine::dump_yaml(sb::mk::map_to_yaml(map)), "generated.yaml", errors);
    REQUIRE(root);
    sb::engine::ReadContext ctx{"generated.yaml", &errors};
    std::optional<MapDef> back = sb::mk::read_map(*root, ctx);
    INFO(errors.format_all());
    REQUIRE(back);
    std::vector<std::string> problems;
    CHECK(sb::mk::validate_map(*back, 5, problems));
    CHECK(*back == map);
  }
}
