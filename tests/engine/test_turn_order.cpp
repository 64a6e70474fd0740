#include <doctest/doctest.h>

#include "engine/core/calendar.h"
#include "engine/core/phase_machine.h"
#include "engine/core/turn_order.h"

using namespace sb::engine;

TEST_CASE("pass round ends only when everyone passes in a row") {
  PassRound round = PassRound::begin({2, 0, 1});
  CHECK(round.seat() == 2);
  round.record(true);   // 2 passes
  round.record(true);   // 0 passes
  CHECK(round.seat() == 1);
  round.record(false);  // 1 acts: the run of passes resets
  CHECK_FALSE(round.done());
  CHECK(round.seat() == 2);
  round.record(false);  // 2 re-enters after having passed
  round.record(true);
  round.record(true);
  CHECK_FALSE(round.done());
  round.record(true);
  CHECK(round.done());
  CHECK(round.seat() == -1);
}

TEST_CASE("pass round removing a seat keeps the turn on the right seat") {
  PassRound round = PassRound::begin({0, 1, 2, 3});
  round.record(false);
  round.record(false);  // now seat 2 to act
  round.remove(0);
  CHECK(round.seat() == 2);
  round.remove(2);
  CHECK(round.seat() == 3);
}

TEST_CASE("fixed cycle wraps") {
  FixedCycle cycle{{4, 5, 6}, 2};
  CHECK(cycle.seat() == 6);
  cycle.next();
  CHECK(cycle.seat() == 4);
}

TEST_CASE("order by key breaks ties with the seed, deterministically") {
  Rng a(1), b(1);
  auto first = order_by_key({0, 1, 2, 3}, {5, 9, 5, 1}, true, a);
  auto second = order_by_key({0, 1, 2, 3}, {5, 9, 5, 1}, true, b);
  CHECK(first == second);
  CHECK(first.front() == 1);
  CHECK(first.back() == 3);
  bool saw_0_first = false, saw_2_first = false;
  for (uint64_t seed = 0; seed < 50; ++seed) {
    Rng r(seed);
    auto order = order_by_key({0, 1, 2, 3}, {5, 9, 5, 1}, true, r);
    (order[1] == 0 ? saw_0_first : saw_2_first) = true;
  }
  CHECK(saw_0_first);
  CHECK(saw_2_first);
  Rng r(3);
  CHECK(order_by_key({0, 1, 2}, {3, 1, 2}, false, r) == std::vector<int>{1, 2, 0});
}

TEST_CASE("reversed and rotated orders") {
  CHECK(reversed({1, 2, 3}) == std::vector<int>{3, 2, 1});
  CHECK(rotated_to({1, 2, 3, 4}, 3) == std::vector<int>{3, 4, 1, 2});
  CHECK(rotated_to({1, 2}, 9) == std::vector<int>{1, 2});
}

namespace {
struct Ctx {
  std::vector<std::string> entered;
  int actions_left = 0;
  bool over = false;
};
Calendar two_season_calendar() {
  Calendar c;
  c.periods = 2;
  c.seasons = {{"summer", 2, {"orders", "battle"}}, {"winter", 1, {"gather"}}};
  c.final_phases = {"scoring"};
  return c;
}
}  // namespace

TEST_CASE("calendar cursor walks phases, turns, seasons, periods, final phases") {
  Calendar c = two_season_calendar();
  CalendarCursor cur;
  std::vector<std::string> seen;
  while (!cur.finished) {
    seen.push_back(std::to_string(cur.period) + ":" + current_phase_id(c, cur));
    advance_cursor(c, cur);
  }
  CHECK(seen == std::vector<std::string>{"1:orders", "1:battle", "1:orders", "1:battle", "1:gather",
                                         "2:orders", "2:battle", "2:orders", "2:battle", "2:gather",
                                         "2:scoring"});
  CHECK(c.phase_ids() == std::vector<std::string>{"orders", "battle", "gather", "scoring"});
}

TEST_CASE("phase machine enters phases, waits for input, checks game over first") {
  Calendar c = two_season_calendar();
  PhaseMachine<Ctx> pm;
  for (const char* id : {"orders", "battle", "gather", "scoring"}) {
    std::string name = id;
    pm.bind(name, {[name](Ctx& ctx) {
                     ctx.entered.push_back(name);
                     ctx.actions_left = name == "orders" ? 1 : 0;
                   },
                   [](const Ctx& ctx) { return ctx.actions_left == 0; }});
  }
  CHECK(pm.unbound_ids(c).empty());
  Ctx ctx;
  CalendarCursor cur;
  auto game_over = [](const Ctx& x) { return x.over; };
  pm.start(c, ctx, cur, game_over);
  CHECK(ctx.entered == std::vector<std::string>{"orders"});
  ctx.actions_left = 0;  // the player acted
  pm.settle(c, ctx, cur, game_over);
  // battle and nothing to decide → next turn's orders
  CHECK(ctx.entered == std::vector<std::string>{"orders", "battle", "orders"});
  CHECK(cur.turn == 2);
  ctx.over = true;
  ctx.actions_left = 0;
  pm.settle(c, ctx, cur, game_over);
  CHECK(cur.finished);
  CHECK(ctx.entered.size() == 3);  // game over was checked before the phase end
}

TEST_CASE("phase machine reports ids the calendar names but no handler binds") {
  Calendar c = two_season_calendar();
  PhaseMachine<Ctx> pm;
  pm.bind("orders", {nullptr, [](const Ctx&) { return true; }});
  CHECK(pm.unbound_ids(c) == std::vector<std::string>{"battle", "gather", "scoring"});
}
