// Options (§9): terrain fatigue, recruit terrain restrictions, wizard's tower quests.
#include "mk_test_support.h"

using namespace sb::mk;
using sb::mk::test::ok;

namespace {
Action move(int token, int q, int r) {
  Action a;
  a.kind = Act::kOrder;
  a.token = token;
  a.order = OrderType::kMove;
  a.has_tile = true;
  a.tile = {q, r};
  return a;
}
Action resolve(int token) {
  Action a;
  a.kind = Act::kResolve;
  a.token = token;
  return a;
}

// Winter Build with Red's 90-point hero (stats as given) next to a tower Red may quest at.
State quest_scene(const Content& c, const std::string& options, const std::string& hero_stats) {
  State s = test::state_from_text("options: " + options + R"(
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [1, 0], terrain: hills, explored: true, tower: true}
  - {at: [5, 0], terrain: plains, explored: true, controller: 1, settlement: capital}
kingdoms:
  - {name: Red, race: 0}
  - {name: Blue, race: 1}
tokens:
  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 0], units: [{ref: [0, 0, 0], type: hero, points: 90, stats: )" +
                                  hero_stats + R"(}]}
  - {id: 2, kind: army, owner: 1, number: 1, tile: [5, 0]}
player_order: [0, 1]
cursor: {period: 1, season: 1, turn: 1, phase: 0, in_final: false, finished: false}
step: none
)");
  while (s.step == Step::kTithe) ok(s, c, Action{});
  REQUIRE(s.step == Step::kBuild);
  return s;
}
Action quest_at_tower() {
  Action quest;
  quest.kind = Act::kQuest;
  quest.has_tile = true;
  quest.tile = {1, 0};
  quest.token = 1;
  quest.value = 0;
  return quest;
}
}  // namespace

TEST_CASE("terrain fatigue: a move into forest lays the army down in Reform unless a city is at either end") {
  auto c = test::content();
  State s = test::state_from_text(R"(
options: {battle_mode: dice, terrain_fatigue: true}
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [1, 0], terrain: forest, explored: true, controller: 0}
  - {at: [0, 1], terrain: plains, explored: true, controller: 0}
  - {at: [1, 1], terrain: forest, explored: true, controller: 0}
  - {at: [5, 0], terrain: plains, explored: true, controller: 1, settlement: capital}
kingdoms:
  - {name: Red, race: 0}
  - {name: Blue, race: 1}
tokens:
  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 0]}
  - {id: 2, kind: army, owner: 0, number: 2, tile: [0, 1]}
  - {id: 3, kind: army, owner: 1, number: 1, tile: [5, 0]}
player_order: [0, 1]
cursor: {period: 1, season: 0, turn: 1, phase: 0, in_final: false, finished: false}
step: none
)");
  REQUIRE(s.step == Step::kOrders);
  ok(s, *c, move(1, 1, 0));  // from the capital: exempt
  ok(s, *c, move(2, 1, 1));  // plains → forest: tired
  while (s.step == Step::kOrders) ok(s, *c, Title::legal_actions(s, *c).front());
  ok(s, *c, resolve(1));
  while (s.step == Step::kResolution) ok(s, *c, Title::legal_actions(s, *c).front());
  CHECK(s.month() == 2);
  CHECK(s.token(1)->upright);
  CHECK_FALSE(s.token(2)->upright);
}

// Options that leave battle_mode out were refused with "unreadable: invalid node; first invalid
// key: battle_mode" (the reader asked a missing key its type). The message names the field.
TEST_CASE("options without battle_mode are refused with the field's name, not an unreadable file") {
  sb::engine::ErrorList errors;
  auto node = sb::engine::parse_yaml(R"(
options: {terrain_fatigue: true, wizard_towers: true}
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
kingdoms:
  - {name: Red, race: 0}
)", "scenario", errors);
  REQUIRE(node);
  sb::engine::ReadContext ctx{"scenario", &errors};
  CHECK_FALSE(Title::state_from_yaml(*node, *test::content(), ctx));
  const std::string said = errors.format_all();
  CHECK_MESSAGE(said.find("options.battle_mode: missing required field") != std::string::npos, said);
  CHECK_MESSAGE(said.find("invalid node") == std::string::npos, said);
}

TEST_CASE("recruit terrain restrictions: monster lists only near mountains or marsh") {
  auto c = test::content();
  int race = c->race_index("ashen_host");
  REQUIRE(race >= 0);
  std::string scene = R"(
options: {battle_mode: tabletop, recruit_terrain_restrictions: true}
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [1, 0], terrain: plains, explored: true, controller: 0, settlement: fortress}
  - {at: [2, 0], terrain: TERRAIN, explored: true, controller: 0}
  - {at: [5, 0], terrain: plains, explored: true, controller: 1, settlement: capital}
kingdoms:
  - {name: Red, race: RACE}
  - {name: Blue, race: 1}
player_order: [0, 1]
cursor: {period: 1, season: 1, turn: 1, phase: 0, in_final: false, finished: false}
step: none
)";
  scene.replace(scene.find("RACE"), 4, std::to_string(race));
  auto recruit_lists = [&](const std::string& terrain) {
    std::string text = scene;
    text.replace(text.find("TERRAIN"), 7, terrain);
    State s = test::state_from_text(text);
    while (s.step == Step::kTithe) ok(s, *c, Action{});
    REQUIRE(s.step == Step::kBuild);
    std::vector<int> lists;
    for (const Action& a : Title::legal_actions(s, *c))
      if (a.kind == Act::kRecruit) lists.push_back(a.value);
    return lists;
  };
  const Race& r = c->races[static_cast<size_t>(race)];
  auto has_monster = [&](const std::vector<int>& lists) {
    for (int l : lists)
      if (r.armies[static_cast<size_t>(l)].has(UnitType::kMonster)) return true;
    return false;
  };
  auto has_machine = [&](const std::vector<int>& lists) {
    for (int l : lists)
      if (r.armies[static_cast<size_t>(l)].has(UnitType::kWarMachine)) return true;
    return false;
  };
  std::vector<int> plains = recruit_lists("plains");
  CHECK_FALSE(plains.empty());
  CHECK_FALSE(has_monster(plains));
  CHECK_FALSE(has_machine(plains));
  CHECK(has_monster(recruit_lists("mountains")));
  CHECK(has_machine(recruit_lists("forest")));
}

TEST_CASE("quests: a hero next to a controlled tower may quest once per winter") {
  auto c = test::content();
  State s = quest_scene(*c, "{battle_mode: tabletop, wizard_towers: true, magical_artefacts: true}", "[3, 0, 5, 0, 14, 0, 0, 1]");
  REQUIRE(s.actor == 0);
  Action quest = quest_at_tower();
  quest.value = 0;
  auto legal = Title::legal_actions(s, *c);
  REQUIRE(std::find(legal.begin(), legal.end(), quest) != legal.end());
  auto r = Title::apply(s, *c, quest);
  REQUIRE(r.ok());
  bool rolled = false;
  for (const auto& e : r.events()) rolled = rolled || e.kind == "quest";
  CHECK(rolled);
  // Whatever happened, the same tower cannot be quested again this winter.
  if (s.step == Step::kBuild && s.actor == 0) {
    legal = Title::legal_actions(s, *c);
    CHECK(std::find(legal.begin(), legal.end(), quest) == legal.end());
  }
  CHECK(s.kingdoms[0].quested_towers.size() == 1);
}

TEST_CASE("quests: a scar row with two effects is the owner's pick, then Build goes on (§9.3, §7.3)") {
  auto c = test::content();
  State s = quest_scene(*c, "{battle_mode: tabletop, wizard_towers: true}", "[3, 4, 5, 0, 14, 0, 0, 1]");
  // Quest die 2 (+0 for 90 points) = the scar row; scar die 1 - 1 = 0: lose melee or ranged.
  s.rng = test::rng_rolling({2, 1});
  Action quest = quest_at_tower();
  ok(s, *c, quest);
  REQUIRE(s.step == Step::kVeterancy);
  CHECK(s.actor == 0);
  CHECK(s.quest_scar);
  auto legal = Title::legal_actions(s, *c);
  REQUIRE(legal.size() == 2);  // me or ra
  Action ranged = legal[1];
  CHECK(ranged.kind == Act::kVetChoose);
  ok(s, *c, ranged);
  CHECK(s.token(1)->units[0].me == 3);
  CHECK(s.token(1)->units[0].ra == 5);  // a scar makes ranged hits one harder
  CHECK_FALSE(s.quest_scar);
  CHECK(s.vet_queue.empty());
  // Winter spending goes on (here nobody has more to buy, so it moves to Feed).
  CHECK((s.step == Step::kBuild || s.step == Step::kFeed));
}
