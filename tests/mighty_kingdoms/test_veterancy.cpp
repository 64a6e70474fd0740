// Veterancy resolution in Reform D4 with the owner's choices (§7.3, §7.4).
#include "mk_test_support.h"

using namespace sb::mk;

namespace {
std::string reform_scene(const std::string& unit) {
  return R"(
options: {battle_mode: tabletop, veterancy: true}
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [5, 0], terrain: plains, explored: true, controller: 1, settlement: capital}
kingdoms:
  - {name: Red, race: 0}
  - {name: Blue, race: 0}
tokens:
  - {id: 1, kind: army, owner: 0, number: 1, tile: [0, 0], units: [)" + unit + R"(]}
  - {id: 2, kind: army, owner: 1, number: 1, tile: [5, 0]}
player_order: [0, 1]
cursor: {period: 1, season: 0, turn: 2, phase: 3, in_final: false, finished: false}
step: none
)";
}
sb::engine::Rng first_d6(int face) {
  for (uint64_t seed = 1;; ++seed) {
    sb::engine::Rng r(seed);
    if (r.d6() == face) return sb::engine::Rng(seed);
  }
}
Action vet(Act kind, int value = -1) {
  Action a;
  a.kind = kind;
  a.token = 1;
  a.value2 = 0;
  a.value = value;
  return a;
}
}  // namespace

TEST_CASE("veterancy: a medal may undo an earlier scar effect instead of rolling") {
  auto c = test::content();
  State s = test::state_from_text(reform_scene(
      "{ref: [0, 0, 1], type: other, points: 150, stats: [5, 0, 4, 0, 15, 0, 0, 0], medals: 1, "
      "effects: [{month: 1, source: scar, change: me, before: 4, undone: false}]}"));
  REQUIRE(s.step == Step::kVeterancy);
  CHECK(s.actor == 0);
  auto legal = Title::legal_actions(s, *c);
  CHECK(std::find(legal.begin(), legal.end(), vet(Act::kVetUndo, 0)) != legal.end());
  CHECK(std::find(legal.begin(), legal.end(), vet(Act::kVetRoll)) != legal.end());
  REQUIRE(Title::apply(s, *c, vet(Act::kVetUndo, 0)).ok());
  // me restored to 4; the medal is spent, nothing left to roll; the month moves on.
  const Unit& u = s.token(1)->units[0];
  CHECK(u.me == 4);
  CHECK(u.effects[0].undone);
  CHECK(u.medals == 0);
  CHECK(s.step != Step::kVeterancy);
}

TEST_CASE("veterancy: when a medal row offers two effects, the owner picks one") {
  auto c = test::content();
  State s = test::state_from_text(reform_scene(
      "{ref: [0, 0, 3], type: other, points: 110, stats: [4, 4, 3, 0, 12, 0, 0, 0], medals: 3}"));
  REQUIRE(s.step == Step::kVeterancy);
  s.rng = first_d6(6);  // 6 + 3 = 9 → "Me or Ra −1", both eligible
  REQUIRE(Title::apply(s, *c, vet(Act::kVetRoll)).ok());
  REQUIRE(s.vet_choice == std::vector<std::string>{"me", "ra"});
  auto legal = Title::legal_actions(s, *c);
  CHECK(legal.size() == 2);
  REQUIRE(Title::apply(s, *c, vet(Act::kVetChoose, 1)).ok());
  const Unit& u = s.token(1)->units[0];
  CHECK(u.ra == 3);
  CHECK(u.me == 4);
  CHECK(u.medals == 0);
  CHECK(u.effects.size() == 1);
}

TEST_CASE("veterancy: medals and scars cancel one for one before anything is rolled") {
  auto c = test::content();
  State s = test::state_from_text(reform_scene(
      "{ref: [0, 0, 1], type: other, points: 150, stats: [4, 0, 5, 0, 15, 0, 0, 0], medals: 1, scars: 1}"));
  CHECK(s.step != Step::kVeterancy);
  const Unit& u = s.token(1)->units[0];
  CHECK(u.medals == 0);
  CHECK(u.scars == 0);
  CHECK(u.effects.empty());
}
