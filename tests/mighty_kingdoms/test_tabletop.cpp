// Tabletop battles (§6.4), the dice fallback, veterancy earning and resolution (§7), naval (§6.6).
#include "mk_test_support.h"

using namespace sb::mk;
using sb::mk::test::ok;
using sb::mk::test::simple;

namespace {

std::string unit(int profile) {
  return "{ref: [0, 0, " + std::to_string(profile) + "], type: other, points: 150, stats: [4, 0, 5, 0, 15, 0, 0, 0]}";
}

std::string scene(const std::string& tokens, const std::string& options) {
  return "options: " + options + R"(
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [1, 0], terrain: plains, explored: true, controller: 0, coastal: true}
  - {at: [1, -1], terrain: plains, explored: true, controller: 1}
  - {at: [2, -1], terrain: plains, explored: true, controller: 1, settlement: capital}
  - {at: [1, 1], terrain: water, explored: true}
  - {at: [2, 0], terrain: water, explored: true}
kingdoms:
  - {name: Red, race: 0}
  - {name: Blue, race: 0}
tokens:
)" + tokens + R"(
player_order: [0, 1]
cursor: {period: 1, season: 0, turn: 2, phase: 2, in_final: false, finished: false}
step: none
)";
}


const std::string kArmies = "  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, -1], units: [" + unit(1) + ", " +
                            unit(2) + "]}\n  - {id: 2, kind: army, owner: 1, number: 1, tile: [1, -1], units: [" +
                            unit(1) + ", " + unit(2) + "]}\n";

bool has_action(const std::vector<Action>& legal, const Action& a) {
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

}  // namespace

TEST_CASE("tabletop: record a result with medals and scars; lists are revealed; might for a played win") {
  auto c = test::content();
  State s = test::state_from_text(scene(kArmies, "{battle_mode: tabletop, veterancy: true}"));
  REQUIRE(s.step == Step::kBattleChoose);
  ok(s, *c, test::battle_at(1, -1, 1));
  ok(s, *c, simple(Act::kFight));
  ok(s, *c, simple(Act::kFight));
  REQUIRE(s.step == Step::kTabletopRecord);
  CHECK(s.actor == 0);
  CHECK(s.token(1)->list_revealed);
  CHECK(s.token(2)->list_revealed);
  CHECK(board_size_for_battle(s, *c).find("4 ft x 4 ft") != std::string::npos);
  CHECK(defend_reminder_sides(s).empty());
  auto legal = Title::legal_actions(s, *c);
  CHECK(std::count_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Act::kRecordBattle; }) == 3);
  Action record = simple(Act::kRecordBattle);
  record.value = 0;
  record.results = {1, 0, 0};  // wrong length
  auto r = Title::apply(s, *c, record);
  REQUIRE_FALSE(r.ok());
  CHECK(r.rejection().message.find("4 units") != std::string::npos);
  record.results = {1, 1, 0, 0};  // two medals, but no Blue unit routed
  r = Title::apply(s, *c, record);
  REQUIRE_FALSE(r.ok());
  CHECK(r.rejection().message.find("routed") != std::string::npos);
  record.results = {1, 0, 2, 0};  // Red unit 1 routed Blue unit 1
  ok(s, *c, record);
  CHECK(s.kingdoms[0].battle_might == 1);
  CHECK(s.tiles[static_cast<size_t>(s.tile_at({1, -1}))].controller == 0);
  // Blue retreated to its capital, sided.
  CHECK(s.token(2)->tile == s.tile_at({2, -1}));
  CHECK_FALSE(s.token(2)->upright);
  // Finish the month: Reform resolves the medal and the scar (D6 ± 1 on the tables) and resets them.
  while (!s.game_over && s.cursor.phase != 0) ok(s, *c, Title::legal_actions(s, *c).front());
  for (int id : {1, 2})
    if (const Token* t = s.token(id))
      for (const Unit& u : t->units) {
        CHECK(u.medals == 0);
        CHECK(u.scars == 0);
        for (const EffectLog& e : u.effects) CHECK(e.from_medal == (id == 1));
      }
}

TEST_CASE("tabletop: both players may agree to settle with dice, and then no might is won") {
  auto c = test::content();
  State s = test::state_from_text(scene(kArmies, "{battle_mode: tabletop, veterancy: false}"));
  ok(s, *c, test::battle_at(1, -1, 1));
  ok(s, *c, simple(Act::kFight));
  ok(s, *c, simple(Act::kFight));
  ok(s, *c, simple(Act::kProposeFallback));
  REQUIRE(s.step == Step::kFallbackConsent);
  CHECK(s.actor == 1);
  ok(s, *c, simple(Act::kDeclineFallback));
  CHECK(s.step == Step::kTabletopRecord);
  ok(s, *c, simple(Act::kProposeFallback));
  ok(s, *c, simple(Act::kAcceptFallback));
  CHECK(s.kingdoms[0].battle_might + s.kingdoms[1].battle_might == 0);
}

TEST_CASE("naval: ships on water fight rounds until one side has no upright ship, loses, or declares") {
  auto c = test::content();
  State s = test::state_from_text(scene(
      "  - {id: 1, kind: ship, owner: 0, number: 1, tile: [1, 1]}\n"
      "  - {id: 2, kind: ship, owner: 0, number: 2, tile: [1, 1]}\n"
      "  - {id: 3, kind: ship, owner: 1, number: 1, tile: [1, 1]}\n",
      "{battle_mode: dice}"));
  REQUIRE(s.step == Step::kBattleChoose);
  ok(s, *c, test::battle_at(1, 1, 1));
  CHECK(s.battle.type == BattleType::kNaval);
  int guard = 0;
  while (s.step != Step::kNone && s.cursor.phase == 2 && guard++ < 1000) {
    auto legal = Title::legal_actions(s, *c);
    REQUIRE(!legal.empty());
    // Keep fighting: never declare.
    Action pick = legal.front();
    for (const Action& a : legal)
      if (a.kind == Act::kContinueNaval) pick = a;
    ok(s, *c, pick);
  }
  int red = 0, blue = 0;
  for (const Token& t : s.tokens)
    if (t.tile == s.tile_at({1, 1})) (t.owner == 0 ? red : blue) += 1;
  CHECK((red == 0 || blue == 0));
  CHECK(s.kingdoms[0].battle_might + s.kingdoms[1].battle_might == 0);  // naval wins give no might
}

TEST_CASE("artefacts: secret until a battle involving their unit begins, then public") {
  auto c = test::content();
  REQUIRE(c->artefacts.size() >= 2);
  // Red's first unit carries artefact 0, Blue's army carries artefact 1 away from the battle.
  std::string arts = "artefacts:\n  - {holder: 0, army: 1, unit: 0, at_capital: false}\n"
                     "  - {holder: 1, army: 3, unit: 0, at_capital: false}\n";
  for (size_t i = 2; i < c->artefacts.size(); ++i) arts += "  - {holder: -1, army: -1, unit: -1, at_capital: false}\n";
  std::string carrier = unit(1);
  carrier.insert(carrier.size() - 1, ", artefact: 0");
  std::string far = unit(1);
  far.insert(far.size() - 1, ", artefact: 1");
  std::string tokens = "  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, -1], units: [" + carrier + "]}\n" +
                       "  - {id: 2, kind: army, owner: 1, number: 1, tile: [1, -1], units: [" + unit(2) + "]}\n" +
                       "  - {id: 3, kind: army, owner: 1, number: 2, tile: [2, -1], units: [" + far + "]}\n";
  std::string text = scene(tokens, "{battle_mode: tabletop, wizard_towers: true, magical_artefacts: true}");
  text.replace(text.find("player_order:"), 0, arts);
  State s = test::state_from_text(text);
  REQUIRE(s.step == Step::kBattleChoose);
  // Before the battle: Blue sees neither where Red's artefact is nor on which unit.
  State blue = view_for(s, 1);
  CHECK(blue.artefacts[0].army == -1);
  CHECK(view_for(s, 0).artefacts[0].army == 1);
  CHECK(view_for(s, 0).artefacts[1].army == -1);
  ok(s, *c, test::battle_at(1, -1, 1));
  // The battle at (1,-1) has begun: Red's artefact is public, Blue's far-away one is not.
  CHECK(s.artefacts[0].revealed);
  CHECK_FALSE(s.artefacts[1].revealed);
  blue = view_for(s, 1);
  CHECK(blue.artefacts[0].army == 1);
  CHECK(blue.artefacts[0].unit == 0);
  CHECK(view_for(s, 0).artefacts[1].army == -1);
  // The flag survives a save.
  State back = test::state_from_text(sb::engine::dump_yaml(Title::state_to_yaml(s)));
  CHECK(back.artefacts[0].revealed);
}

TEST_CASE("artefacts: the winner picks which of its units carries a captured artefact, or sends it home (§9.4)") {
  auto c = test::content();
  std::string arts = "artefacts:\n  - {holder: 1, army: 2, unit: 0, at_capital: false}\n";
  for (size_t i = 1; i < c->artefacts.size(); ++i) arts += "  - {holder: -1, army: -1, unit: -1, at_capital: false}\n";
  std::string carrier = unit(1);
  carrier.insert(carrier.size() - 1, ", artefact: 0");
  std::string tokens = "  - {id: 1, kind: army, owner: 0, number: 1, tile: [1, -1], units: [" + unit(1) + ", " +
                       unit(2) + "]}\n  - {id: 2, kind: army, owner: 1, number: 1, tile: [1, -1], units: [" + carrier +
                       ", " + unit(2) + "]}\n";
  std::string text = scene(tokens, "{battle_mode: tabletop, wizard_towers: true, magical_artefacts: true}");
  text.replace(text.find("player_order:"), 0, arts);
  State s = test::state_from_text(text);
  ok(s, *c, test::battle_at(1, -1, 1));
  ok(s, *c, simple(Act::kFight));
  ok(s, *c, simple(Act::kFight));
  REQUIRE(s.step == Step::kTabletopRecord);
  Action record = simple(Act::kRecordBattle);
  record.value = 0;              // Red wins
  record.results = {1, 0, 2, 0};  // Red's first unit routed Blue's carrier
  ok(s, *c, record);
  REQUIRE(s.step == Step::kAward);
  CHECK(s.actor == 0);
  auto legal = Title::legal_actions(s, *c);
  CHECK(legal.size() == 3);  // either Red unit, or "none is suitable" (to Red's capital)
  Action none = simple(Act::kAwardUnit);
  CHECK(has_action(legal, none));
  Action second = simple(Act::kAwardUnit);
  second.token = 1;
  second.value2 = 1;
  REQUIRE(has_action(legal, second));
  ok(s, *c, second);
  CHECK(s.artefacts[0].holder == 0);
  CHECK(s.artefacts[0].army == 1);
  CHECK(s.artefacts[0].unit == 1);
  CHECK(s.token(1)->units[1].artefact == 0);
  CHECK(s.token(1)->units[0].artefact == -1);
  CHECK(s.token(2)->units[0].artefact == -1);
  CHECK(s.step != Step::kAward);
}
