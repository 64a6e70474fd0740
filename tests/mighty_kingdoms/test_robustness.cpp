// Bad input never crashes: random garbage actions against states from real games are rejected
// in plain words and leave the state unchanged.
#include "mk_test_support.h"

using namespace sb::mk;

TEST_CASE("garbage actions are rejected without crashing and without changing the state") {
  auto c = test::content();
  for (uint64_t seed : {5u, 6u}) {
    Setup setup = test::bots_setup(4, "random:" + std::to_string(seed));
    setup.options.battle_mode = seed == 5 ? BattleMode::kTabletop : BattleMode::kDice;
    setup.options.veterancy = true;
    setup.options.wizard_towers = true;
    setup.options.initial_towers = 2;
    auto started = Title::new_state(*c, setup, seed);
    REQUIRE(started.ok());
    State s = started.value();
    sb::engine::Rng bots(seed), junk(seed, 99);
    int step = 0;
    while (!s.game_over && step < 100000) {
      if (step % 5 == 0) {
        for (int i = 0; i < 20; ++i) {
          Action a;
          a.kind = static_cast<Act>(junk.uniform(0, static_cast<int>(Act::kVetChoose)));
          a.token = junk.uniform(-3, 60);
          a.token2 = junk.uniform(-3, 60);
          a.order = static_cast<OrderType>(junk.uniform(0, 5));
          a.has_tile = junk.uniform(0, 3) != 0;
          a.tile = {junk.uniform(-12, 12), junk.uniform(-12, 12)};
          a.value = junk.uniform(-3, 12);
          a.value2 = junk.uniform(-3, 12);
          a.value3 = junk.uniform(-3, 3);
          if (junk.uniform(0, 4) == 0) a.results = {junk.uniform(-1, 4), junk.uniform(0, 3)};
          State copy = s;
          auto r = Title::apply(copy, *c, a);
          if (!r.ok()) {
            CHECK(copy == s);
            CHECK_FALSE(r.rejection().message.empty());
          }
        }
      }
      REQUIRE(Title::apply(s, *c, Title::bot_action(s, *c, "random", bots)).ok());
      ++step;
    }
    CHECK(s.game_over);
  }
}
