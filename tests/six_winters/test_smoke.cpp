#include <doctest/doctest.h>

#include "support.h"

using namespace sb::sw;

TEST_CASE("content loads with the planned counts") {
  const Content& c = sw_test::content();
  CHECK(c.locations.size() == 49);
  CHECK(c.progress.size() == 57);
  CHECK(c.characters.size() == 7);
  CHECK(c.events.size() == 16);
  int cards = 0;
  for (const auto& o : c.obstacles) cards += o.copies;
  CHECK(cards == 90);
  CHECK(content_report(c).find("locations: 49") != std::string::npos);
}

TEST_CASE("a greedy-bot campaign runs to the end") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 1), 7);
  sb::engine::Rng bot(99);
  int steps = 0;
  while (s.status != kFinished && steps < 20000) {
    Action a = greedy_bot_action(s, c, bot);
    auto r = apply_action(s, c, a);
    REQUIRE_MESSAGE(r.ok(), describe(a, s, c) << ": " << r.rejection().message);
    ++steps;
  }
  CHECK(s.status == kFinished);
  REQUIRE(s.result.has_value());
  CHECK(s.year == 6);
  MESSAGE("score " << s.result->score << " " << s.result->title << " steps " << steps);
}
