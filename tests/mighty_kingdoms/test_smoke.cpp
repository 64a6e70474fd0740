#include "mk_test_support.h"

using namespace sb::mk;

TEST_CASE("content loads and a random 4-player game finishes") {
  auto c = test::content();
  CHECK(c->races.size() >= 4);
  CHECK(c->calendar.periods == 6);
  auto s = Title::new_state(*c, test::bots_setup(4), 11);
  if (!s.ok()) MESSAGE(s.error().message);
  REQUIRE(s.ok());
  State st = s.value();
  sb::engine::Rng bots(5);
  int n = test::play_out(st, *c, bots, {"random"});
  CHECK(st.game_over);
  MESSAGE("actions: " << n);
}
