// Spec §12: one Winter for Red, with its exact numbers.
#include "mk_test_support.h"

using namespace sb::mk;
using sb::mk::test::ok;

namespace {

const char* kSpec12 = R"(
options: {battle_mode: dice}
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [1, 0], terrain: plains, coastal: true, explored: true, controller: 0, settlement: city}
  - {at: [1, -1], terrain: hills, explored: true, controller: 0, settlement: fortress}
  - {at: [0, -1], terrain: plains, explored: true, controller: 0, settlement: village}
  - {at: [-1, 0], terrain: forest, explored: true, controller: 0, settlement: village}
  - {at: [-1, 1], terrain: plains, explored: true, controller: 0}
  - {at: [0, 1], terrain: plains, coastal: true, explored: true, controller: 0}
  - {at: [3, -1], terrain: plains, coastal: true, explored: true, controller: 0, settlement: village}
  - {at: [1, 1], terrain: water, explored: true}
  - {at: [2, 0], terrain: water, explored: true}
  - {at: [2, -1], terrain: plains, coastal: true, explored: true, controller: 1}
  - {at: [4, -2], terrain: plains, explored: true, controller: 1, settlement: capital}
  - {at: [3, -2], terrain: plains, explored: true, controller: 1, settlement: village}
  - {at: [4, -1], terrain: plains, explored: true, controller: 1, settlement: village}
  - {at: [5, -2], terrain: plains, explored: true, controller: 1, settlement: village}
  - {at: [3, 0], terrain: hills}
  - {at: [-1, -1], terrain: plains}
kingdoms:
  - {name: Red, race: 0, next_army_number: 5, next_ship_number: 2}
  - {name: Blue, race: 1, next_army_number: 3}
tokens:
  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, 0]}
  - {id: 2, kind: army, owner: 0, number: 2, tile: [-1, 0], upright: false}
  - {id: 3, kind: army, owner: 0, number: 3, tile: [3, -1]}
  - {id: 4, kind: army, owner: 0, number: 4, tile: [1, 1], partner: 5}
  - {id: 5, kind: ship, owner: 0, number: 1, tile: [1, 1], partner: 4}
  - {id: 6, kind: army, owner: 1, number: 1, tile: [4, -2]}
  - {id: 7, kind: army, owner: 1, number: 2, tile: [4, -2]}
next_token_id: 8
player_order: [0, 1]
cursor: {period: 2, season: 1, turn: 1, phase: 0, in_final: false, finished: false}
step: none
)";

Action act(Act kind) {
  Action a;
  a.kind = kind;
  return a;
}
Action at(Act kind, int q, int r, int value = -1) {
  Action a;
  a.kind = kind;
  a.has_tile = true;
  a.tile = {q, r};
  a.value = value;
  return a;
}
std::string rejected(State s, const Content& c, const Action& a) {
  auto r = Title::apply(s, c, a);
  REQUIRE_FALSE(r.ok());
  return r.rejection().message;
}
int tile_of(const State& s, int q, int r) { return s.tile_at({q, r}); }

// Runs Recall through Tithe; returns the state at the start of Build (Red to act).
State to_build(const Content& c, bool blue_tithes) {
  State s = test::state_from_text(kSpec12);
  enter_current_phase(s, c);
  // A Recall: pair split, A4 lost at sea, A3 out of supply, A1/A2 home and upright, S1 docked.
  CHECK(s.token(3) == nullptr);
  CHECK(s.token(4) == nullptr);
  REQUIRE(s.token(1));
  REQUIRE(s.token(2));
  CHECK(s.token(1)->tile == tile_of(s, 0, 0));
  CHECK(s.token(2)->tile == tile_of(s, 0, 0));
  CHECK(s.token(2)->upright);
  REQUIRE(s.token(5));
  CHECK(s.token(5)->tile == tile_of(s, 1, 0));
  CHECK(s.tiles[static_cast<size_t>(tile_of(s, 1, 0))].docked_ship == 5);
  CHECK(army_count(s, 0) == 2);
  // B Gather
  CHECK(s.kingdoms[0].gold == 3);
  CHECK(s.kingdoms[0].food == 3);
  // C.i Tithe
  REQUIRE(s.step == Step::kTithe);
  CHECK(s.actor == 0);
  ok(s, c, act(Act::kPass));
  CHECK(s.actor == 1);
  if (blue_tithes) {
    Action tithe = act(Act::kTithe);
    tithe.value = 0;
    tithe.value2 = 0;
    tithe.value3 = 1;
    ok(s, c, tithe);
    ok(s, c, act(Act::kPass));  // Red
    // Blue has no legal tithe left (Blue→Red used) and passes automatically: the step ends.
  } else {
    ok(s, c, act(Act::kPass));
  }
  CHECK(s.step == Step::kBuild);
  return s;
}

}  // namespace

TEST_CASE("spec §12 worked winter for Red") {
  auto cp = test::content();
  const Content& c = *cp;
  State s = to_build(c, true);
  CHECK(s.kingdoms[0].gold == 3);
  CHECK(s.kingdoms[0].food == 4);
  // C.ii: recruit A5 at the fortress, village on (-1,1), city on (0,-1).
  REQUIRE(s.actor == 0);
  Action recruit = at(Act::kRecruit, 1, -1, -1);
  ok(s, c, recruit);
  CHECK(s.kingdoms[0].gold == 2);
  CHECK(army_count(s, 0) == 3);
  ok(s, c, act(Act::kPass));  // Blue
  ok(s, c, at(Act::kBuild, -1, 1, static_cast<int>(Settlement::kVillage)));
  CHECK(s.kingdoms[0].gold == 1);
  ok(s, c, act(Act::kPass));  // Blue
  // Rejections for testing, in plain words.
  CHECK(rejected(s, c, at(Act::kBuild, -1, 1, static_cast<int>(Settlement::kCity))).find("already built") != std::string::npos);
  CHECK(rejected(s, c, at(Act::kBuildShip, 1, 0)).find("already docked") != std::string::npos);
  CHECK(rejected(s, c, at(Act::kBuild, 1, 0, static_cast<int>(Settlement::kCapital))).find("already has a capital") != std::string::npos);
  ok(s, c, at(Act::kBuild, 0, -1, static_cast<int>(Settlement::kCity)));
  CHECK(s.kingdoms[0].gold == 0);
  CHECK(s.kingdoms[0].food == 3);
  // Red has nothing left to buy and passes automatically; Blue passes → Feed.
  while (s.step == Step::kBuild) ok(s, c, act(Act::kPass));
  REQUIRE(s.step == Step::kFeed);
  while (s.step == Step::kFeed) ok(s, c, act(Act::kPass));
  // C.iii/iv: 3 armies eat 3 food; nothing left.
  CHECK(s.kingdoms[0].gold == 0);
  CHECK(s.kingdoms[0].food == 0);
  // D Deploy: Red 3 > Blue 2 → Red first with brakes.
  REQUIRE(s.step == Step::kDeploy);
  CHECK(s.player_order == std::vector<int>{0, 1});
  CHECK(s.actor == 0);
  int a5 = -1;
  for (const Token& t : s.tokens)
    if (t.owner == 0 && !t.ship && t.number == 5) a5 = t.id;
  REQUIRE(a5 > 0);
  auto deploy = [&](int token, int q, int r) {
    Action a = at(Act::kDeploy, q, r);
    a.token = token;
    return a;
  };
  CHECK(rejected(s, c, deploy(1, 3, -1)).find("not connected") != std::string::npos);
  ok(s, c, deploy(1, 0, 0));
  CHECK(s.actor == 0);  // brakes: Red keeps deploying
  ok(s, c, deploy(2, 1, -1));
  CHECK(s.actor == 0);
  ok(s, c, deploy(a5, -1, 1));
  CHECK(s.actor == 1);
  while (s.step == Step::kDeploy) {
    auto legal = Title::legal_actions(s, c);
    REQUIRE(!legal.empty());
    ok(s, c, legal.front());
  }
  // Expected state
  CHECK(army_count(s, 0) == 3);
  auto settlement = [&](int q, int r) { return s.tiles[static_cast<size_t>(tile_of(s, q, r))].settlement; };
  CHECK(settlement(0, 0) == Settlement::kCapital);
  CHECK(settlement(1, 0) == Settlement::kCity);
  CHECK(settlement(0, -1) == Settlement::kCity);
  CHECK(settlement(1, -1) == Settlement::kFortress);
  CHECK(settlement(-1, 0) == Settlement::kVillage);
  CHECK(settlement(-1, 1) == Settlement::kVillage);
  CHECK(settlement(3, -1) == Settlement::kVillage);
  CHECK(s.token(5)->tile == tile_of(s, 1, 0));
  // Year-6 might with battle_might 2: 3 + 2×2 + 2 + 3×1 + 3×5 + 2 = 29.
  s.kingdoms[0].battle_might = 2;
  CHECK(kingdom_might(s, c, 0) == 29);
}

TEST_CASE("spec §12 variant: without the tithe Red must disband at Feed") {
  auto cp = test::content();
  const Content& c = *cp;
  State s = to_build(c, false);
  CHECK(s.kingdoms[0].food == 3);
  ok(s, c, at(Act::kRecruit, 1, -1, -1));
  ok(s, c, act(Act::kPass));
  ok(s, c, at(Act::kBuild, -1, 1, static_cast<int>(Settlement::kVillage)));
  ok(s, c, act(Act::kPass));
  ok(s, c, at(Act::kBuild, 0, -1, static_cast<int>(Settlement::kCity)));
  while (s.step == Step::kBuild) ok(s, c, act(Act::kPass));
  REQUIRE(s.step == Step::kFeed);
  REQUIRE(s.actor == 0);
  CHECK(s.kingdoms[0].food == 2);
  std::string why = rejected(s, c, act(Act::kPass));
  CHECK(why.find("must feed 3 armies with 2 food") != std::string::npos);
  Action disband = act(Act::kDisband);
  disband.token = 2;
  ok(s, c, disband);
  CHECK(army_count(s, 0) == 2);
}
