// Summer rules (§4, §6): orders, brakes, resolution, exploration, battles, retreats, reform.
#include "mk_test_support.h"

using namespace sb::mk;
using sb::mk::test::ok;
using sb::mk::test::simple;

namespace {

// A 3x3 patch of explored plains around (0,0) plus unexplored land to the east and a sea tile.
std::string board(const std::string& tokens, const std::string& extra_tiles = "", const std::string& step = "none",
                  int turn = 1, int phase = 0) {
  return R"(
options: {battle_mode: dice}
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [1, 0], terrain: plains, explored: true, controller: 0}
  - {at: [-1, 0], terrain: plains, explored: true, controller: 0, settlement: village}
  - {at: [0, 1], terrain: plains, explored: true, controller: 1, settlement: fortress}
  - {at: [0, -1], terrain: plains, explored: true, controller: 0}
  - {at: [1, -1], terrain: forest, explored: true, controller: 1}
  - {at: [-1, 1], terrain: marsh, explored: true, controller: 1, settlement: village}
  - {at: [2, 0], terrain: hills}
  - {at: [2, -1], terrain: plains}
  - {at: [1, 1], terrain: water, explored: true}
  - {at: [3, 0], terrain: plains, explored: true, controller: 1, settlement: capital}
)" + extra_tiles + R"(
kingdoms:
  - {name: Red, race: 0, next_army_number: 9, next_ship_number: 9}
  - {name: Blue, race: 1, next_army_number: 9, next_ship_number: 9}
tokens:
)" + tokens + R"(
player_order: [0, 1]
cursor: {period: 1, season: 0, turn: )" + std::to_string(turn) + ", phase: " + std::to_string(phase) +
         R"(, in_final: false, finished: false}
step: )" + step + "\n";
}

Action order(int token, OrderType type, int q = 0, int r = 0, bool tile = false) {
  Action a;
  a.kind = Act::kOrder;
  a.token = token;
  a.order = type;
  a.has_tile = tile;
  a.tile = {q, r};
  return a;
}
Action move(int token, int q, int r) { return order(token, OrderType::kMove, q, r, true); }
bool has(const std::vector<Action>& legal, const Action& a) {
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}
using test::rng_rolling;
using test::battle_at;

}  // namespace

TEST_CASE("orders: first-player brakes, sided tokens only regroup, ships never defend") {
  auto c = test::content();
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 0]}
  - {id: 2, kind: army, owner: 0, number: 2, tile: [1, 0], upright: false}
  - {id: 3, kind: army, owner: 1, number: 1, tile: [3, 0]}
  - {id: 4, kind: ship, owner: 1, number: 1, tile: [1, 1]}
)"));
  enter_current_phase(s, *c);
  REQUIRE(s.step == Step::kOrders);
  CHECK(s.brakes_active);  // Red 2 armies > Blue 1
  CHECK(s.actor == 0);
  auto legal = Title::legal_actions(s, *c);
  CHECK(has(legal, order(2, OrderType::kRegroup)));
  CHECK_FALSE(has(legal, order(2, OrderType::kDefend)));
  CHECK_FALSE(has(legal, move(1, -1, 1)));  // marsh
  CHECK_FALSE(has(legal, move(1, 1, 1)));   // water without a ship
  CHECK(has(legal, order(1, OrderType::kRaze)));
  ok(s, *c, order(1, OrderType::kDefend));
  CHECK(s.actor == 0);  // brakes: Red orders everything first
  ok(s, *c, order(2, OrderType::kRegroup));
  CHECK(s.actor == 1);
  legal = Title::legal_actions(s, *c);
  CHECK_FALSE(has(legal, order(4, OrderType::kDefend)));
  CHECK(has(legal, order(4, OrderType::kHold)));
  auto r = Title::apply(s, *c, order(4, OrderType::kDefend));
  CHECK_FALSE(r.ok());
  CHECK(r.rejection().message.find("Ships cannot Defend") != std::string::npos);
}

TEST_CASE("resolution: exploration follows the table; a second mover finds the tile taken (§11.1)") {
  auto c = test::content();
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, 0]}
  - {id: 2, kind: army, owner: 1, number: 1, tile: [1, -1]}
)"));
  enter_current_phase(s, *c);
  ok(s, *c, move(1, 2, -1));
  ok(s, *c, move(2, 2, -1));
  REQUIRE(s.step == Step::kResolution);
  CHECK(s.actor == 0);
  std::vector<sb::engine::Event> events;
  {
    auto r = Title::apply(s, *c, simple(Act::kResolve, 1));
    REQUIRE(r.ok());
    events = r.events();
  }
  int tile = s.tile_at({2, -1});
  const Tile& t = s.tiles[static_cast<size_t>(tile)];
  CHECK(t.explored);
  CHECK(t.controller == 0);
  bool found = false;
  for (const auto& e : events)
    if (e.kind == "explore" && e.values.size() == 5) {
      found = true;
      int roll = e.values[2] + e.values[3];
      CHECK(static_cast<int>(c->tables.exploration[static_cast<size_t>(roll)]) == e.values[4]);
      CHECK(static_cast<int>(t.settlement) == e.values[4]);
    }
  CHECK(found);
  ok(s, *c, simple(Act::kResolve, 2));
  CHECK(s.token(2)->tile == tile);
  CHECK(s.tiles[static_cast<size_t>(tile)].controller == 0);  // foreign token present: no change
}

TEST_CASE("capital rule: taking a capital makes it an ordinary city; raze removes a settlement") {
  auto c = test::content();
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 1, number: 1, tile: [1, 0]}
  - {id: 2, kind: army, owner: 0, number: 1, tile: [-1, 0]}
)"));
  enter_current_phase(s, *c);
  ok(s, *c, order(2, OrderType::kRaze));
  ok(s, *c, move(1, 0, 0));
  ok(s, *c, simple(Act::kResolve, 2));
  CHECK(s.tiles[static_cast<size_t>(s.tile_at({-1, 0}))].settlement == Settlement::kNone);
  ok(s, *c, simple(Act::kResolve, 1));
  const Tile& cap = s.tiles[static_cast<size_t>(s.tile_at({0, 0}))];
  CHECK(cap.controller == 1);
  CHECK(cap.settlement == Settlement::kCity);
  CHECK(capital_tile(s, 0) == kNoTile);
}

TEST_CASE("dice land battle: spec §6.5 example is a draw and the attacker retreats upright") {
  auto c = test::content();
  // Attacker Red: 2 armies on Blue's fortress tile (0,1) after moving; Blue: 2 armies there, one defending.
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 1]}
  - {id: 2, kind: army, owner: 0, number: 2, tile: [0, 1]}
  - {id: 3, kind: army, owner: 1, number: 1, tile: [0, 1], defending: true}
  - {id: 4, kind: army, owner: 1, number: 2, tile: [0, 1]}
)", "", "none", 1, 2));
  s.rng = rng_rolling({5, 2, 4, 1});
  enter_current_phase(s, *c);
  REQUIRE(s.step == Step::kBattleChoose);
  CHECK(s.actor == 0);
  ok(s, *c, battle_at(0, 1, 1));
  REQUIRE(s.step == Step::kConcede);  // equal numbers: attacker may concede
  ok(s, *c, simple(Act::kFight));
  REQUIRE(s.step == Step::kConcede);  // then the defender
  auto r = Title::apply(s, *c, simple(Act::kFight));
  REQUIRE(r.ok());
  bool draw = false;
  for (const auto& e : r.events()) draw = draw || (e.kind == "battle_result" && e.text.find("Draw") == 0);
  CHECK(draw);
  CHECK(s.battle.dice_attacker == std::vector<int>{5, 2});
  CHECK(s.battle.dice_defender == std::vector<int>{4, 1});
  // Red has two legal retreat tiles, (1,0) and (0,0): it picks for each army.
  REQUIRE(s.step == Step::kRetreat);
  CHECK(s.actor == 0);
  auto legal = Title::legal_actions(s, *c);
  CHECK(legal.size() == 2);
  while (s.step == Step::kRetreat) ok(s, *c, Title::legal_actions(s, *c).front());
  // Blue controls the tile and stays; Red retreats without being sided.
  CHECK(s.token(3)->tile == s.tile_at({0, 1}));
  CHECK(s.token(1)->tile != s.tile_at({0, 1}));
  CHECK(s.token(1)->upright);
  CHECK(s.kingdoms[0].battle_might == 0);
  CHECK(s.kingdoms[1].battle_might == 0);
}

TEST_CASE("concession: the side with fewer upright armies must concede unless it can make a Last Stand") {
  auto c = test::content();
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, -1]}
  - {id: 2, kind: army, owner: 0, number: 2, tile: [1, -1]}
  - {id: 3, kind: army, owner: 1, number: 1, tile: [1, -1]}
)", "  - {at: [2, -2], terrain: plains, explored: true, controller: 1}\n", "none", 1, 2));
  enter_current_phase(s, *c);
  REQUIRE(s.step == Step::kBattleChoose);
  ok(s, *c, battle_at(1, -1, 1));
  // Blue (1 army) could retreat to (0,1), so no Last Stand: it concedes at once. No might.
  CHECK(s.tiles[static_cast<size_t>(s.tile_at({1, -1}))].controller == 0);
  CHECK(s.kingdoms[0].battle_might == 0);
  const Token* blue = s.token(3);
  REQUIRE(blue);
  CHECK_FALSE(blue->upright);
  CHECK(blue->tile == s.tile_at({2, -2}));  // its only legal retreat tile
  CHECK(s.step == Step::kBonusMove);          // the winner may follow up with one upright token
  CHECK(s.actor == 0);
}

TEST_CASE("Last Stand (b): a defending army in its own fortress may refuse to concede") {
  auto c = test::content();
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 1]}
  - {id: 2, kind: army, owner: 0, number: 2, tile: [0, 1]}
  - {id: 3, kind: army, owner: 1, number: 1, tile: [0, 1], defending: true}
)", "", "none", 1, 2));
  enter_current_phase(s, *c);
  ok(s, *c, battle_at(0, 1, 1));
  REQUIRE(s.step == Step::kConcede);
  CHECK(s.actor == 1);
  CHECK(s.battle.forced);
  int might_before = s.kingdoms[0].battle_might + s.kingdoms[1].battle_might;
  ok(s, *c, simple(Act::kFight));
  // Rolled: a win gives 1 might, a draw none.
  int might_after = s.kingdoms[0].battle_might + s.kingdoms[1].battle_might;
  CHECK(might_after - might_before <= 1);
}

TEST_CASE("slaughter: a defender with only sided tokens loses one token per choice") {
  auto c = test::content();
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, -1]}
  - {id: 2, kind: army, owner: 1, number: 1, tile: [1, -1], upright: false}
  - {id: 3, kind: army, owner: 1, number: 2, tile: [1, -1], upright: false}
)", "", "none", 1, 2));
  enter_current_phase(s, *c);
  ok(s, *c, battle_at(1, -1, 1));
  REQUIRE(s.step == Step::kSlaughter);
  CHECK(s.actor == 1);
  ok(s, *c, simple(Act::kRemoveToken, 2));
  CHECK(s.token(2) == nullptr);
  CHECK(s.tiles[static_cast<size_t>(s.tile_at({1, -1}))].controller == 1);  // no control change
  REQUIRE(s.step == Step::kBattleChoose);  // the loop goes on through the normal cycle
  ok(s, *c, battle_at(1, -1, 1));
  ok(s, *c, simple(Act::kRemoveToken, 3));
  CHECK(army_count(s, 1) == 0);
  CHECK(s.kingdoms[0].battle_might == 0);
  CHECK(s.step != Step::kBattleChoose);
  CHECK(s.tiles[static_cast<size_t>(s.tile_at({1, -1}))].controller == 0);  // passed in Reform D3
}

TEST_CASE("reform: conquest of tiles held by one kingdom and player order by armies") {
  auto c = test::content();
  State s = test::state_from_text(board(R"(
  - {id: 1, kind: army, owner: 1, number: 1, tile: [1, 0], upright: false}
  - {id: 2, kind: army, owner: 1, number: 2, tile: [3, 0]}
  - {id: 3, kind: army, owner: 0, number: 1, tile: [0, 0]}
)", "", "none", 1, 3));
  enter_current_phase(s, *c);
  CHECK(s.tiles[static_cast<size_t>(s.tile_at({1, 0}))].controller == 1);  // sided tokens conquer too
  CHECK(s.player_order == std::vector<int>{1, 0});                         // Blue 2 armies, Red 1
  CHECK_FALSE(s.token(1)->upright);                                        // stays sided until Regroup
}

TEST_CASE("dice-mode veterancy bridge: each owner picks which unit takes each medal and scar (§7)") {
  auto c = test::content();
  auto unit = [](int profile) {
    return "{ref: [0, 0, " + std::to_string(profile) + "], type: other, points: " + std::to_string(100 + profile) +
           ", stats: [4, 0, 5, 0, 15, 0, 0, 0]}";
  };
  std::string two = "units: [" + unit(1) + ", " + unit(2) + "]";
  std::string text = board("  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 1], " + two + "}\n" +
                               "  - {id: 2, kind: army, owner: 0, number: 2, tile: [0, 1], " + two + "}\n" +
                               "  - {id: 3, kind: army, owner: 1, number: 1, tile: [0, 1], defending: true, " + two + "}\n" +
                               "  - {id: 4, kind: army, owner: 1, number: 2, tile: [0, 1], " + two + "}\n",
                           "", "none", 1, 2);
  text.replace(text.find("{battle_mode: dice}"), 19, "{battle_mode: dice, veterancy: true}");
  State s = test::state_from_text(text);
  s.rng = rng_rolling({5, 2, 4, 1});  // the §6.5 example: one hit each, a draw
  enter_current_phase(s, *c);
  ok(s, *c, battle_at(0, 1, 1));
  ok(s, *c, simple(Act::kFight));
  ok(s, *c, simple(Act::kFight));
  // Red's 5 hit: a medal for a unit of Red's army 1 (it rolled), Red's pick of two.
  REQUIRE(s.step == Step::kAward);
  CHECK(s.actor == 0);
  auto pick = [&](int token, int unit_index) {
    Action a;
    a.kind = Act::kAwardUnit;
    a.token = token;
    a.value2 = unit_index;
    auto legal = Title::legal_actions(s, *c);
    CHECK(legal.size() == 2);
    REQUIRE(has(legal, a));
    ok(s, *c, a);
  };
  pick(1, 1);
  // The scar of that hit goes to Blue's lowest-Defence army (4, not defending): Blue picks.
  REQUIRE(s.step == Step::kAward);
  CHECK(s.actor == 1);
  pick(4, 0);
  // Blue's 4 hit: a medal for army 3 (Blue picks), a scar for Red's army 1 (Red picks).
  CHECK(s.actor == 1);
  pick(3, 1);
  CHECK(s.actor == 0);
  pick(1, 1);
  CHECK(s.token(1)->units[1].medals == 1);
  CHECK(s.token(1)->units[1].scars == 1);
  CHECK(s.token(1)->units[0].medals + s.token(1)->units[0].scars == 0);
  CHECK(s.token(4)->units[0].scars == 1);
  CHECK(s.token(3)->units[1].medals == 1);
  CHECK(s.token(3)->units[0].medals == 0);
  // Then the draw's retreats, as before.
  CHECK(s.step == Step::kRetreat);
  CHECK(s.battle.awards.empty());
}
