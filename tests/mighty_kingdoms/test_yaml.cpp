// State and Action YAML round trips, and strict reading of bad input.
#include "mk_test_support.h"

#include "engine/content/yaml_reader.h"

using namespace sb::mk;

namespace {
std::string where_different(const State& a, const State& b) {
  if (!(a.rng == b.rng)) return "rng";
  if (!(a.options == b.options)) return "options";
  if (a.map_id != b.map_id) return "map_id";
  if (a.tiles != b.tiles) return "tiles";
  if (a.min_q != b.min_q || a.min_r != b.min_r || a.width != b.width || a.height != b.height || a.grid != b.grid) return "grid";
  if (a.kingdoms != b.kingdoms) return "kingdoms";
  if (a.tokens != b.tokens) return "tokens";
  if (a.next_token_id != b.next_token_id) return "next_token_id";
  if (a.player_order != b.player_order) return "player_order";
  if (!(a.cursor == b.cursor)) return "cursor";
  if (a.in_setup != b.in_setup || a.step != b.step || a.actor != b.actor) return "step";
  if (!(a.round == b.round)) return "round";
  if (a.brakes_active != b.brakes_active || a.brake_seat != b.brake_seat || a.battle_cursor != b.battle_cursor) return "brakes";
  if (!(a.battle == b.battle)) return "battle";
  if (a.artefacts != b.artefacts) return "artefacts";
  if (a.game_over != b.game_over) return "game_over";
  if (!(a.stats == b.stats)) return "stats";
  return "";
}

State round_trip(const State& s) {
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"round-trip", &errors};
  YAML::Node dumped = YAML::Load(sb::engine::dump_yaml(Title::state_to_yaml(s)));
  auto back = Title::state_from_yaml(dumped, *test::content(), ctx);
  if (!back) MESSAGE(errors.format_all());
  REQUIRE(back);
  return *back;
}
}  // namespace

TEST_CASE("state YAML round trip through a whole game, field by field") {
  auto c = test::content();
  Setup setup = test::bots_setup(4, "random:3");
  setup.options.battle_mode = BattleMode::kTabletop;
  setup.options.veterancy = true;
  setup.options.wizard_towers = true;
  setup.options.magical_artefacts = true;
  setup.options.initial_towers = 2;
  auto started = Title::new_state(*c, setup, 99);
  REQUIRE(started.ok());
  State s = started.value();
  sb::engine::Rng bots(1);
  int step = 0;
  while (!s.game_over && step < 100000) {
    if (step % 20 == 0) {
      State back = round_trip(s);
      INFO("step " << step);
      REQUIRE_MESSAGE(where_different(back, s).empty(), "differs in " << where_different(back, s));
    }
    Action a = Title::bot_action(s, *c, "random", bots);
    REQUIRE(Title::apply(s, *c, a).ok());
    ++step;
  }
  CHECK(s.game_over);
  CHECK(where_different(round_trip(s), s).empty());
}

TEST_CASE("action YAML reads strictly with positions") {
  auto c = test::content();
  sb::engine::ErrorList errors;
  auto node = sb::engine::parse_yaml("kind: build\ntile: [1, 2]\nvalue: 2\ncolour: red\n", "a.yaml", errors);
  REQUIRE(node);
  sb::engine::ReadContext ctx{"a.yaml", &errors};
  auto a = Title::action_from_yaml(*node, *c, ctx);
  CHECK_FALSE(a);
  CHECK(errors.format_all().find("a.yaml:4:1") != std::string::npos);
  CHECK(errors.format_all().find("colour") != std::string::npos);
}

TEST_CASE("state YAML reports unknown steps and bad tiles") {
  auto c = test::content();
  sb::engine::ErrorList errors;
  auto node = sb::engine::parse_yaml(
      "tiles:\n  - {at: [0, 0], terrain: lava}\nkingdoms:\n  - {name: A}\n  - {name: B}\nstep: dancing\n", "s.yaml", errors);
  REQUIRE(node);
  sb::engine::ReadContext ctx{"s.yaml", &errors};
  auto s = Title::state_from_yaml(*node, *c, ctx);
  CHECK_FALSE(s);
  std::string all = errors.format_all();
  CHECK(all.find("terrain") != std::string::npos);
  CHECK(all.find("dancing") != std::string::npos);
}

TEST_CASE("a state whose pending award names no artefact is refused with its position") {
  auto c = test::content();
  sb::engine::ErrorList errors;
  auto node = sb::engine::parse_yaml("battle: {awards: [99, 1], awarding: 2}\n", "bad.yaml", errors);
  REQUIRE(node);
  sb::engine::ReadContext ctx{"bad.yaml", &errors};
  Title::state_from_yaml(*node, *c, ctx);
  CHECK(errors.format_all().find("bad.yaml:1:18: battle.awards: award 99 names no artefact (0 medal, 1 scar, 2..") !=
        std::string::npos);
}

TEST_CASE("a scenario may leave keys out or give them as null; a save writes every key but never the grid") {
  auto c = test::content();
  State s = test::state_from_text(
      "tiles:\n  - {at: [0, 0], terrain: plains}\n  - {at: [1, 0], terrain: water}\n"
      "kingdoms:\n  - {name: Red}\n  - {name: Blue, is_bot: true}\n"
      "tokens:\nbattle: ~\nin_setup: true\nartefacts: {" + c->artefacts[1].id + ": {holder: 1, at_capital: true}}\n");
  CHECK(s.map_id == "scenario");
  CHECK(s.tokens.empty());
  CHECK(s.next_token_id == 1);
  CHECK(s.player_order == std::vector<int>{0, 1});
  CHECK(s.kingdoms[1].is_bot);
  CHECK(s.kingdoms[0].next_army_number == 1);
  CHECK(s.artefacts.size() == c->artefacts.size());
  CHECK(s.artefacts[1].holder == 1);  // given by id; the others stay in the pool
  CHECK(s.artefacts[0].holder == -1);
  CHECK(s.tile_at({1, 0}) == 1);  // the grid is rebuilt from the tiles
  CHECK(s.tiles[0].adj[0] == 1);
  const std::string text = sb::engine::dump_yaml(Title::state_to_yaml(s));
  CHECK(text.find("    is_bot: false\n") != std::string::npos);  // written though it holds the default
  CHECK(text.find("grid") == std::string::npos);
  CHECK(text.find("adj") == std::string::npos);
  CHECK(text.find("  - {at: [1, 0], terrain: water}\n") != std::string::npos);

  sb::engine::ErrorList errors;
  auto node = sb::engine::parse_yaml(text + "grid: [0, 1]\n", "s.yaml", errors);
  REQUIRE(node);
  sb::engine::ReadContext ctx{"s.yaml", &errors};
  CHECK_FALSE(Title::state_from_yaml(*node, *c, ctx));
  CHECK(errors.format_all().find("grid: is worked out from the tiles") != std::string::npos);
}
