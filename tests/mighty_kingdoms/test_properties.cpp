// Shared property suite over random 4-player games, with the Mighty Kingdoms invariants.
// SB_PROPERTY_GAMES=10000 raises the game count.
#include "mk_test_support.h"
#include "tests/support/property_suite.h"

using namespace sb::mk;

namespace {

std::string invariants(const State& s, const Content& c) {
  bool winter = !s.in_setup && !s.cursor.in_final && s.cursor.season == 1;
  if (s.year() > c.calendar.periods) return "the game went past year 6";
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    const Kingdom& kd = s.kingdoms[k];
    if (army_count(s, static_cast<int>(k)) > c.tables.max_armies) return kd.name + " has more than 6 armies";
    if (kd.gold < 0 || kd.food < 0) return kd.name + " has negative gold or food";
    if (!kd.active)
      for (const Token& t : s.tokens)
        if (t.owner == static_cast<int>(k)) return "eliminated kingdom has tokens";
  }
  int capitals[6] = {0, 0, 0, 0, 0, 0};
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    const Tile& t = s.tiles[i];
    if (is_water(t) && (t.controller >= 0 || t.settlement != Settlement::kNone)) return "water is controlled or settled";
    if (t.tower && (t.controller >= 0 || t.settlement != Settlement::kNone)) return "a tower is controlled or settled";
    if (t.settlement == Settlement::kCapital) {
      if (t.controller < 0) return "a capital without a controller";
      if (++capitals[t.controller] > 1) return "two capitals for one kingdom";
    }
    if (!t.explored && (t.controller >= 0 || t.settlement != Settlement::kNone)) return "unexplored tile is controlled";
  }
  for (const Token& t : s.tokens) {
    if (t.partner >= 0) {
      const Token* p = s.token(t.partner);
      if (!p || p->partner != t.id || p->tile != t.tile || p->ship == t.ship) return "broken ship/army pair";
    }
    if (t.tile >= 0) {
      const Tile& at = s.tiles[static_cast<size_t>(t.tile)];
      if (at.terrain == Terrain::kMarsh || at.tower) return "a token stands on marsh or a tower";
      // Between dissolving pairs and the supply check, armies at sea are allowed (§5.1 step 1).
      if (!t.ship && t.partner < 0 && is_water(at) && s.step != Step::kAnchor) return "an unpaired army on water";
    }
  }
  if (winter && (s.step == Step::kTithe || s.step == Step::kBuild || s.step == Step::kFeed)) {
    std::vector<int> ships_per_tile(s.tiles.size(), 0);
    for (const Token& t : s.tokens) {
      if (t.ship) {
        if (t.tile < 0 || s.tiles[static_cast<size_t>(t.tile)].docked_ship != t.id) return "a ship is not docked in winter";
        if (++ships_per_tile[static_cast<size_t>(t.tile)] > 1) return "two ships in one city over winter";
        continue;
      }
      int anchor = s.kingdoms[static_cast<size_t>(t.owner)].recall_anchor;
      if (t.tile != anchor && t.tile != t.recruit_fortress) return "an army was left away from its anchor after recall";
    }
  }
  bool month_start = !s.in_setup && !winter && !s.cursor.in_final && s.cursor.turn == 1 && s.cursor.phase == 0 &&
                     (s.step == Step::kDisembark || s.step == Step::kOrders);
  if (month_start) {
    bool any_order = false;
    for (const Token& t : s.tokens) any_order = any_order || t.order.type != OrderType::kNone;
    if (!any_order)
      for (const Token& t : s.tokens)
        if (!t.ship && t.tile >= 0 && armies_on(s, t.tile, t.owner) > deploy_limit(s, c, t.tile))
          return "deployment limit exceeded at " + tile_label(s, t.tile);
  }
  return "";
}


}  // namespace

TEST_CASE("property suite: random 4-player dice games") {
  sb::test::PropertyOptions<Title> options;
  options.games = 8;
  options.seats = 4;
  options.round_trip_every = 40;
  options.invariants = invariants;
  options.setup = [](const Content& c, int seats, uint64_t seed) {
    Setup setup = Title::default_setup(c, seats);
    setup.map = "random:" + std::to_string(seed);
    return setup;
  };
  sb::test::run_property_suite<Title>(test::content(), options);
}

TEST_CASE("property suite: tabletop games with every option on") {
  sb::test::PropertyOptions<Title> options;
  options.games = 3;
  options.seats = 4;
  options.first_seed = 1000;
  options.round_trip_every = 40;
  options.invariants = invariants;
  options.setup = [](const Content& c, int seats, uint64_t seed) {
    Setup setup = Title::default_setup(c, seats);
    setup.map = "random:" + std::to_string(seed);
    setup.options.battle_mode = BattleMode::kTabletop;
    setup.options.veterancy = true;
    setup.options.terrain_fatigue = true;
    setup.options.recruit_terrain_restrictions = true;
    setup.options.wizard_towers = true;
    setup.options.magical_artefacts = true;
    setup.options.initial_towers = 3;
    return setup;
  };
  sb::test::run_property_suite<Title>(test::content(), options);
}

TEST_CASE("property suite: dice games with veterancy and towers, 2 and 6 seats") {
  for (int seats : {2, 6}) {
    sb::test::PropertyOptions<Title> options;
    options.games = 2;
    options.seats = seats;
    options.first_seed = 2000 + static_cast<uint64_t>(seats);
    options.round_trip_every = 40;
    options.invariants = invariants;
      options.setup = [](const Content& c, int n, uint64_t seed) {
      Setup setup = Title::default_setup(c, n);
      setup.map = "random:" + std::to_string(seed);
      setup.options.veterancy = true;
      setup.options.wizard_towers = true;
      setup.options.terrain_fatigue = true;
      return setup;
    };
    sb::test::run_property_suite<Title>(test::content(), options);
  }
}

// The sweep: the invariants after every action of 10,000 random 4-player games on
// generated maps (SB_PROPERTY_GAMES lowers it, as under the sanitizers). The clone, round-trip
// and legality checks above run on fewer games; this one checks only the invariants, so it can
// afford the count.
TEST_CASE("invariants hold after every action of 10,000 random 4-player games") {
  auto c = test::content();
  const int games = sb::test::property_games(10000);
  long actions = 0;
  for (int g = 0; g < games; ++g) {
    const uint64_t seed = 100000 + static_cast<uint64_t>(g);
    Setup setup = Title::default_setup(*c, 4);
    setup.map = "random:" + std::to_string(seed);
    auto started = Title::new_state(*c, setup, seed);
    REQUIRE_MESSAGE(started.ok(), "seed " << seed << ": " << started.error().message);
    State s = started.value();
    sb::engine::Rng bots(seed, 77);
    long step = 0;
    while (!s.game_over) {
      std::string broken = invariants(s, *c);
      if (!broken.empty()) FAIL("seed " << seed << ", action " << step << ": " << broken);
      Action a = Title::bot_action(s, *c, "random", bots);
      auto r = apply_fast(s, *c, a);
      if (!r.ok()) FAIL("seed " << seed << ", action " << step << ": " << r.rejection().message);
      if (++step > 100000) FAIL("seed " << seed << ": no end after 100,000 actions");
    }
    std::string broken = invariants(s, *c);
    if (!broken.empty()) FAIL("seed " << seed << " at the end: " << broken);
    CHECK(s.year() == c->calendar.periods);
    actions += step;
  }
  MESSAGE(games << " games, " << actions << " actions checked");
}
