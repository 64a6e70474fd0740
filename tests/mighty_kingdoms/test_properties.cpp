// Shared property suite over random 4-player games, with the Mighty Kingdoms invariants.
// SB_PROPERTY_GAMES=10000 raises the game count.
#include "mk_test_support.h"
#include "tests/support/property_suite.h"

using namespace sb::mk;

namespace {

// Title::check holds in every position (conservation, ranges, references); what stays here holds
// only at certain steps (winter docking after recall, the deploy limit at a month's start).
std::string invariants(const State& s, const Content& c) {
  const std::vector<std::string> broken = Title::check(s, c);
  if (!broken.empty()) return broken.front();
  bool winter = !s.in_setup && !s.cursor.in_final && s.cursor.season == 1;
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
