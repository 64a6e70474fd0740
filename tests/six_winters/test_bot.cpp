// The cooperative bot's priorities, on hand-built tables.
#include <doctest/doctest.h>

#include <algorithm>

#include "support.h"

using namespace sb::sw;

namespace {

// An obstacle instance from any draw pile (or the locked cards) with no passive text, matching `pred`, taken out of its deck.
template <class Pred>
int take_plain_obstacle(State& s, const Content& c, Pred pred) {
  for (auto& deck : s.obstacle_decks)
    for (auto it = deck.draw_pile.begin(); it != deck.draw_pile.end(); ++it) {
      const Obstacle& o = c.obstacles[card_of(*it)];
      if (!o.passive.empty() || !pred(o)) continue;
      int inst = *it;
      deck.draw_pile.erase(it);
      return inst;
    }
  auto& locked = s.obstacles_locked;  // cakewalk decks are small: locked cards serve as well
  for (auto it = locked.begin(); it != locked.end(); ++it) {
    const Obstacle& o = c.obstacles[card_of(*it)];
    if (!o.passive.empty() || !pred(o)) continue;
    int inst = *it;
    locked.erase(it);
    return inst;
  }
  return -1;
}

}  // namespace

TEST_CASE("coop bot overcomes the obstacle whose icons raise threat before a harmless one") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 11);
  int a = c.find_character("thea"), b = c.find_character("menas");
  int here = s.board[1][2], there = s.board[0][0];
  REQUIRE(apply_action(s, c, StartSession{{a, b}, {here, here}}).ok());
  REQUIRE(current_phase(s, c) == "actions");
  s.attached.clear();
  s.session.assets.clear();
  for (auto& p : s.session.in_play) {
    p.location = here;
    p.psyche = {6, 0};
    p.body = {6, 0};
    p.knocked_out = false;
  }
  for (auto& ch : s.characters) ch.skills.fill(6);  // every obstacle is easy

  // Threatening: its icon's track already has two more icons elsewhere on the board.
  int threat = take_plain_obstacle(s, c, [](const Obstacle& o) { return o.threat_icons.size() == 1; });
  REQUIRE(threat >= 0);
  int r = c.obstacles[card_of(threat)].threat_icons[0];
  auto only = [r](const Obstacle& o) { return o.threat_icons.size() == 1 && o.threat_icons[0] == r; };
  int extra1 = take_plain_obstacle(s, c, only), extra2 = take_plain_obstacle(s, c, only);
  REQUIRE(extra1 >= 0);
  REQUIRE(extra2 >= 0);
  // Harmless: none of its icons is on r, and nothing else carries them.
  int calm = take_plain_obstacle(s, c, [r](const Obstacle& o) {
    return std::find(o.threat_icons.begin(), o.threat_icons.end(), r) == o.threat_icons.end();
  });
  REQUIRE(calm >= 0);
  s.attached[there] = {extra1, extra2};
  s.attached[here] = {calm, threat};  // the harmless one first: list order must not decide

  // Dice that fill either pattern outright.
  auto& dice = s.session.seats[0].action_dice;
  dice = unfilled_values(c, s, calm);
  auto more = unfilled_values(c, s, threat);
  dice.insert(dice.end(), more.begin(), more.end());
  std::sort(dice.begin(), dice.end());
  s.session.seats[1].action_dice.clear();

  sb::engine::Rng rng(5);
  Action act = coop_bot_action(s, c, rng);
  const auto* begin = std::get_if<BeginOvercome>(&act);
  REQUIRE(begin != nullptr);
  CHECK(begin->obstacle == threat);
}
