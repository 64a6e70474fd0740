// Winter rules beyond the §12 example: tithe limits, the army cap, ships, deploy with no room,
// elimination, anchors without a capital; veterancy tables (§7.4).
#include "mk_test_support.h"

using namespace sb::mk;
using sb::mk::test::ok;
using sb::mk::test::simple;

namespace {

std::string winter(const std::string& tiles, const std::string& tokens, const std::string& kingdoms = "", int phase = 0) {
  return "options: {battle_mode: dice}\ntiles:\n" + tiles + "kingdoms:\n" +
         (kingdoms.empty() ? "  - {name: Red, race: 0}\n  - {name: Blue, race: 1}\n" : kingdoms) + "tokens:\n" + tokens +
         "player_order: [0, 1]\ncursor: {period: 3, season: 1, turn: 1, phase: " + std::to_string(phase) +
         ", in_final: false, finished: false}\n"
         "step: none\n";
}
const char* kBlueHome =
    "  - {at: [9, 0], terrain: plains, explored: true, controller: 1, settlement: capital}\n"
    "  - {at: [9, 1], terrain: plains, explored: true, controller: 1, settlement: village}\n";

bool has_kind(const std::vector<Action>& legal, Act kind) {
  return std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return a.kind == kind; });
}

}  // namespace

TEST_CASE("tithe: at least one resource, once per giver and receiver, only from stock") {
  auto c = test::content();
  State s = test::state_from_text(winter(std::string(kBlueHome) +
                                             "  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}\n"
                                             "  - {at: [1, 0], terrain: plains, explored: true, controller: 0, settlement: village}\n",
                                         ""));
  enter_current_phase(s, *c);
  REQUIRE(s.step == Step::kTithe);
  REQUIRE(s.actor == 0);  // Red: 2 gold, 1 food
  auto legal = Title::legal_actions(s, *c);
  for (const Action& a : legal) {
    if (a.kind != Act::kTithe) continue;
    CHECK(a.value == 1);
    CHECK(a.value2 + a.value3 >= 1);
    CHECK(a.value2 <= 1);
    CHECK(a.value3 <= 1);
  }
  Action t = simple(Act::kTithe);
  t.value = 1;
  t.value2 = 1;
  t.value3 = 1;
  ok(s, *c, t);
  CHECK(s.kingdoms[0].gold == 1);
  CHECK(s.kingdoms[0].food == 0);
  CHECK(s.kingdoms[1].gold == 3);
  ok(s, *c, simple(Act::kPass));  // Blue
  // Red already gave to Blue: no further tithe is legal, so Red passes automatically and
  // the step ends after Blue's pass... Blue passed already, so Build begins.
  CHECK(s.step == Step::kBuild);
}

TEST_CASE("build: recruit at the cap of 6 must disband; one recruit per fortress; ships need a free coastal city") {
  auto c = test::content();
  std::string tiles = std::string(kBlueHome) +
                      "  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}\n"
                      "  - {at: [1, 0], terrain: plains, explored: true, controller: 0, settlement: city, coastal: true}\n"
                      "  - {at: [1, -1], terrain: plains, explored: true, controller: 0, settlement: fortress}\n"
                      "  - {at: [0, -1], terrain: plains, explored: true, controller: 0, settlement: city}\n"
                      "  - {at: [-1, 0], terrain: plains, explored: true, controller: 0, settlement: village}\n"
                      "  - {at: [-1, 1], terrain: plains, explored: true, controller: 0, settlement: village}\n"
                      "  - {at: [0, 1], terrain: plains, explored: true, controller: 0, settlement: village}\n"
                      "  - {at: [2, 0], terrain: water, explored: true}\n";
  std::string tokens;
  for (int i = 1; i <= 6; ++i)
    tokens += "  - {id: " + std::to_string(i) + ", kind: army, owner: 0, number: " + std::to_string(i) + ", tile: [0, 0]}\n";
  State s = test::state_from_text(winter(tiles, tokens, "  - {name: Red, race: 0, next_army_number: 7}\n  - {name: Blue, race: 1}\n"));
  enter_current_phase(s, *c);
  while (s.step == Step::kTithe) ok(s, *c, simple(Act::kPass));
  REQUIRE(s.step == Step::kBuild);
  REQUIRE(s.actor == 0);
  CHECK(s.kingdoms[0].gold == 4);  // capital 2 + two cities
  auto legal = Title::legal_actions(s, *c);
  for (const Action& a : legal)
    if (a.kind == Act::kRecruit) CHECK(a.token2 >= 1);  // at 6 armies every recruit disbands one
  Action recruit = simple(Act::kRecruit);
  recruit.has_tile = true;
  recruit.tile = {1, -1};
  recruit.value = -1;
  auto r = Title::apply(s, *c, recruit);
  REQUIRE_FALSE(r.ok());
  CHECK(r.rejection().message.find("must disband") != std::string::npos);
  recruit.token2 = 3;
  ok(s, *c, recruit);
  CHECK(army_count(s, 0) == 6);
  CHECK(s.token(3) == nullptr);
  ok(s, *c, simple(Act::kPass));  // Blue
  legal = Title::legal_actions(s, *c);
  CHECK_FALSE(has_kind(legal, Act::kRecruit));  // that fortress already recruited
  Action ship = simple(Act::kBuildShip);
  ship.has_tile = true;
  ship.tile = {1, 0};
  CHECK(std::find(legal.begin(), legal.end(), ship) != legal.end());
  ship.tile = {0, -1};  // not coastal
  r = Title::apply(s, *c, ship);
  REQUIRE_FALSE(r.ok());
  CHECK(r.rejection().message.find("coastal") != std::string::npos);
}

TEST_CASE("deploy: limits per settlement, and staged armies with no room are destroyed") {
  auto c = test::content();
  std::string tiles = std::string(kBlueHome) +
                      "  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}\n"
                      "  - {at: [1, 0], terrain: plains, explored: true, controller: 0, settlement: village}\n";
  std::string tokens;
  for (int i = 1; i <= 5; ++i)
    tokens += "  - {id: " + std::to_string(i) + ", kind: army, owner: 0, number: " + std::to_string(i) + ", tile: [0, 0]}\n";
  // Straight to Deploy (phase 3), so all five armies reach staging.
  State s = test::state_from_text(winter(tiles, tokens, "", 3));
  REQUIRE(s.step == Step::kDeploy);
  REQUIRE(s.actor == 0);
  auto room = deploy_room(s, *c, 0);
  REQUIRE(room.size() == 2);
  int placed = 0;
  while (s.step == Step::kDeploy && s.actor == 0) {
    ok(s, *c, Title::legal_actions(s, *c).front());
    ++placed;
  }
  CHECK(placed == 4);  // capital 3 + village 1
  CHECK(army_count(s, 0) == 4);
  CHECK(armies_on(s, s.tile_at({0, 0}), 0) == 3);
  CHECK(armies_on(s, s.tile_at({1, 0}), 0) == 1);
}

TEST_CASE("recall: no capital → choose an anchor among cities; a kingdom with no tiles is eliminated") {
  auto c = test::content();
  std::string tiles = std::string(kBlueHome) +
                      "  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: city}\n"
                      "  - {at: [1, 0], terrain: plains, explored: true, controller: 0, settlement: village}\n"
                      "  - {at: [2, 0], terrain: plains, explored: true, controller: 0, settlement: city}\n";
  State s = test::state_from_text(winter(
      tiles, "  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, 0]}\n",
      "  - {name: Red, race: 0}\n  - {name: Blue, race: 1}\n  - {name: Grey, race: 2}\n"));
  s.player_order = {0, 1, 2};
  enter_current_phase(s, *c);
  REQUIRE(s.step == Step::kAnchor);
  CHECK(s.actor == 0);
  CHECK(Title::legal_actions(s, *c).size() == 2);
  Action anchor = simple(Act::kChooseAnchor);
  anchor.has_tile = true;
  anchor.tile = {2, 0};
  ok(s, *c, anchor);
  CHECK(s.token(1)->tile == s.tile_at({2, 0}));
  CHECK_FALSE(s.kingdoms[2].active);  // Grey controls nothing
  CHECK(s.kingdoms[2].completed_winters == 2);
  CHECK(s.player_order == std::vector<int>{0, 1});
}

TEST_CASE("veterancy tables: scars and medals change units exactly as §7.4") {
  auto c = test::content();
  State s = test::state_from_text(winter(std::string(kBlueHome) +
                                             "  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}\n",
                                         "  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 0], units: [{ref: [0, 0, 0], type: hero, points: 90, stats: [3, 0, 2, 0, 6, 0, 0, 1]}]}\n"));
  s.options.veterancy = true;
  std::vector<sb::engine::Event> ev;
  Token& army = *s.token(1);
  // Row 3+: Inspiring → none.
  apply_scar_row(s, *c, army, 0, 3, ev, 1);
  CHECK(s.token(1)->units[0].inspiring == 0);
  // Row 0: melee 3 → 4.
  apply_scar_row(s, *c, *s.token(1), 0, 0, ev, 1);
  CHECK(s.token(1)->units[0].me == 4);
  // Row 1: fearless keeps its waver; rout 6 → 5 < 6 destroys the unit, and the army with it.
  apply_scar_row(s, *c, *s.token(1), 0, 1, ev, 1);
  CHECK(s.token(1) == nullptr);
}
