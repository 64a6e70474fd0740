// Spec §13 worked examples, with their exact results.
#include <doctest/doctest.h>

#include <algorithm>

#include "support.h"

using namespace sb::sw;

namespace {

struct Scenario {
  Content c;
  State s;
  int a = 0, b = 0;  // characters
  int gray_forest = 0, ferry = 0, eastkeep = 0;
};

// Content with the §13 test cards added, and a 2-player session in phase 2.
Scenario make_scenario(int players) {
  Scenario sc{sw_test::content(), {}};
  Content& c = sc.c;
  Obstacle ob;
  ob.id = "ob_test";
  ob.name = "Test Obstacle";
  ob.home_region = 1;
  ob.difficulty = 3;
  ob.skill = skill_index("combat");
  ob.threat_icons = {kMilitary};
  ob.dice = {2, 5, 5};
  ob.damage_body = 2;
  ob.location_linked = true;
  c.obstacle_ids["ob_test"] = static_cast<int>(c.obstacles.size());
  c.obstacles.push_back(ob);
  ProgressCard pc;
  pc.id = "pc_test";
  pc.name = "Test Card";
  pc.stage = 1;
  pc.slot_region = 1;
  pc.slot_resource = kMilitary;
  pc.reward = {kStability};
  pc.start = 0;
  pc.end = 15;
  auto sq = [&](int r, int col, SquareKind k, int res = -1, int face = 0, int region = -1, int rel = 0) {
    Square& q = pc.grid[(r - 1) * 4 + (col - 1)];
    q.kind = k;
    q.resource = res;
    q.face = face;
    q.region = region;
    q.rel = rel;
  };
  sq(1, 1, SquareKind::kRegion, -1, 0, 1);
  sq(1, 2, SquareKind::kColour, kStability);
  sq(2, 1, SquareKind::kFace, -1, 5);
  sq(2, 2, SquareKind::kRel, -1, 0, -1, 1);
  sq(2, 3, SquareKind::kWild);
  sq(3, 2, SquareKind::kColourFace, kSorcery, 5);
  sq(3, 3, SquareKind::kRel, -1, 0, -1, 0);
  sq(3, 4, SquareKind::kColour, kMilitary);
  sq(4, 4, SquareKind::kColourRegion, kMilitary, 0, 0);
  c.progress_ids["pc_test"] = static_cast<int>(c.progress.size());
  c.progress.push_back(pc);

  sc.gray_forest = c.find_location("loc_gray_forest");
  sc.ferry = c.find_location("loc_ferry_s_glenn");
  sc.eastkeep = c.find_location("loc_eastkeep");
  sc.a = c.find_character("thea");
  sc.b = c.find_character("menas");
  c.characters[sc.a].body_max = 3;
  REQUIRE(sc.gray_forest >= 0);
  REQUIRE(sc.ferry >= 0);
  REQUIRE(sc.eastkeep >= 0);
  sc.s = new_campaign(c, sw_test::setup(players, 0), 3);
  StartSession start;
  start.characters = {sc.a, sc.b};
  start.locations = {sc.gray_forest, sc.gray_forest};
  auto r = sw_test::begin_session(sc.s, c, start);
  REQUIRE(r.ok());
  REQUIRE(current_phase(sc.s, c) == "actions");
  // Hand-built position: clear what the opening phases did.
  State& s = sc.s;
  s.session.assets.clear();
  s.session.obstacle_dice.clear();
  for (auto& p : s.session.in_play) {
    p.location = sc.gray_forest;
    p.psyche = {3, 0};
    p.body = {3, 0};
  }
  for (auto& ch : s.characters) ch.conditions = {};
  return sc;
}

int attach_test_obstacle(Scenario& sc) {
  int inst = instance_of(sc.c.find_obstacle("ob_test"), 0);
  sc.s.attached[sc.gray_forest] = {inst};
  return inst;
}

// A seed whose next d6 rolls give `seq` (as multisets, one group per seat).
uint64_t seed_for(const std::vector<std::vector<int>>& groups) {
  for (uint64_t seed = 0; seed < 50000000; ++seed) {
    sb::engine::Rng r(seed);
    bool ok = true;
    for (const auto& g : groups) {
      std::vector<int> rolled;
      for (size_t i = 0; i < g.size(); ++i) rolled.push_back(r.d6());
      std::sort(rolled.begin(), rolled.end());
      auto want = g;
      std::sort(want.begin(), want.end());
      if (rolled != want) {
        ok = false;
        break;
      }
    }
    if (ok) return seed;
  }
  FAIL("no seed found");
  return 0;
}

}  // namespace

TEST_CASE("§13.1 case 1: A alone against a difficult obstacle") {
  Scenario sc = make_scenario(2);
  State& s = sc.s;
  const Content& c = sc.c;
  int inst = attach_test_obstacle(sc);
  s.characters[sc.a].skills[skill_index("combat")] = 1;
  s.characters[sc.b].skills[skill_index("combat")] = 3;
  s.session.assets[sc.gray_forest] = {Die{kAssetDie, kMilitary, 5}};
  s.session.seats[0].action_dice = {2, 3, 4, 6, 6};
  s.session.seats[1].action_dice = {1, 5};
  in_play(s, sc.a)->body = {1, 0};
  REQUIRE(apply_action(s, c, BeginOvercome{sc.a, inst, {}}).ok());
  auto r = apply_action(s, c, PlaceOnObstacle{sc.a, kFromAction, -1, 2});
  REQUIRE_FALSE(r.ok());
  CHECK(r.rejection().message == "approach not allowed: difficult for Thea");
  CHECK_FALSE(apply_action(s, c, PlaceOnObstacle{sc.a, kFromAsset, kMilitary, 5}).ok());
  s.rng = sb::engine::Rng(seed_for({{1, 3, 3, 5, 6}}));
  REQUIRE(apply_action(s, c, ContinueOvercome{}).ok());
  CHECK(s.session.overcome.step == kDamage);
  CHECK(s.session.overcome.damage_body == 2);
  REQUIRE(apply_action(s, c, AssignDamage{{0}, {2}}).ok());
  const InPlay* A = in_play(s, sc.a);
  CHECK(A->body == Stress{3, 1});
  CHECK(s.characters[sc.a].conditions[kBody] == std::array<bool, 3>{true, false, false});
  CHECK(s.characters[sc.a].discord_lines == 0);
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.a, kFromAction, -1, 5}).ok());
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.a, kFromAsset, kMilitary, 5}).ok());
  CHECK_FALSE(apply_action(s, c, PlaceOnObstacle{sc.a, kFromAction, -1, 6}).ok());
  REQUIRE(apply_action(s, c, ContinueOvercome{}).ok());
  CHECK_FALSE(s.session.overcome.active);
  CHECK(s.session.obstacle_dice[inst] == std::vector<Die>{Die{kActionDie, -1, 5}, Die{kAssetDie, kMilitary, 5}});
  CHECK(s.session.assets.count(sc.gray_forest) == 0);
  CHECK(s.session.seats[0].action_dice == std::vector<int>{1, 3, 3, 6});
  CHECK(s.characters[sc.a].skills[skill_index("combat")] == 1);
  CHECK(obstacle_location(s, inst) == sc.gray_forest);
}

TEST_CASE("§13.1 case 2: teamwork overcomes, the difficult partner gains the skill") {
  Scenario sc = make_scenario(2);
  State& s = sc.s;
  const Content& c = sc.c;
  int inst = attach_test_obstacle(sc);
  s.characters[sc.a].skills[skill_index("combat")] = 1;
  s.characters[sc.b].skills[skill_index("combat")] = 3;
  s.session.assets[sc.gray_forest] = {Die{kAssetDie, kMilitary, 5}};
  s.session.seats[0].action_dice = {2, 3, 4, 6, 6};
  s.session.seats[1].action_dice = {1, 5};
  in_play(s, sc.a)->body = {1, 0};
  in_play(s, sc.b)->body = {5, 0};
  REQUIRE(apply_action(s, c, BeginOvercome{sc.a, inst, {sc.b}}).ok());
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAction, -1, 5}).ok());
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAsset, kMilitary, 5}).ok());
  s.rng = sb::engine::Rng(seed_for({{2, 3, 4, 4, 6}, {6}}));
  REQUIRE(apply_action(s, c, ContinueOvercome{}).ok());
  REQUIRE(s.session.overcome.step == kDamage);  // no 5 among the rolls (§11.11)
  REQUIRE(apply_action(s, c, AssignDamage{{0, 0}, {0, 2}}).ok());
  CHECK(in_play(s, sc.b)->body == Stress{3, 0});
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.a, kFromAction, -1, 2}).ok());
  CHECK_FALSE(s.session.overcome.active);
  const auto& discard = s.obstacle_decks[region_index("red_bank")].discard;
  CHECK(std::find(discard.begin(), discard.end(), inst) != discard.end());
  CHECK(obstacle_location(s, inst) == -1);
  CHECK(s.session.obstacle_dice.count(inst) == 0);
  CHECK(s.characters[sc.a].skills[skill_index("combat")] == 2);
  CHECK(s.characters[sc.b].skills[skill_index("combat")] == 3);
  CHECK(s.session.seats[0].action_dice == std::vector<int>{3, 4, 4, 6});
  CHECK(s.session.seats[1].action_dice == std::vector<int>{6});
}

TEST_CASE("§13.1 case 3: B alone fills the pattern in the approach") {
  Scenario sc = make_scenario(2);
  State& s = sc.s;
  const Content& c = sc.c;
  int inst = attach_test_obstacle(sc);
  s.characters[sc.b].skills[skill_index("combat")] = 3;
  s.session.assets[sc.gray_forest] = {Die{kAssetDie, kMilitary, 5}};
  s.session.seats[1].action_dice = {2, 5};
  auto rng_before = s.rng;
  REQUIRE(apply_action(s, c, BeginOvercome{sc.b, inst, {}}).ok());
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAction, -1, 2}).ok());
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAction, -1, 5}).ok());
  REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAsset, kMilitary, 5}).ok());
  CHECK_FALSE(s.session.overcome.active);
  CHECK(s.rng == rng_before);  // no defend roll
  CHECK(s.characters[sc.b].skills[skill_index("combat")] == 3);
  CHECK(obstacle_location(s, inst) == -1);
}

TEST_CASE("§13.2 progress chain, placements a–d and 1–5") {
  Scenario sc = make_scenario(2);
  State& s = sc.s;
  const Content& c = sc.c;
  int card = c.find_progress("pc_test");
  s.session.seats[0].card = card;
  s.session.seats[0].card_dice.clear();
  for (int r = 0; r < 6; ++r) s.tracks[r].progress = 1;
  in_play(s, sc.a)->location = sc.ferry;
  s.session.assets[sc.ferry] = {Die{kAssetDie, kStability, 3}, Die{kAssetDie, kEspionage, 5}, Die{kAssetDie, kMilitary, 4},
                               Die{kAssetDie, kTechnology, 4}, Die{kAssetDie, kStability, 6}};
  auto place = [&](int res, int v, int cell, int parent) {
    return apply_action(s, c, PlaceOnCard{sc.a, res, v, cell, parent, -1, -1});
  };
  const int r1c1 = 0, r1c2 = 1, r2c1 = 4, r2c2 = 5, r3c3 = 10, r4c4 = 15;
  CHECK_FALSE(place(kMilitary, 4, r2c2, r1c1).ok());                  // a
  REQUIRE(place(kStability, 3, r1c1, -1).ok());                       // 1
  REQUIRE(place(kEspionage, 5, r2c1, r1c1).ok());                     // 2
  CHECK(card_placement_error(s, c, 0, sc.ferry, kStability, 6, r2c2, r2c1).empty());  // 6 via parent r2c1
  CHECK_FALSE(card_placement_error(s, c, 0, sc.ferry, kStability, 5, r2c2, r1c1).empty());
  CHECK_FALSE(card_placement_error(s, c, 0, sc.ferry, kStability, 5, r2c2, r2c1).empty());
  REQUIRE(place(kMilitary, 4, r2c2, r1c1).ok());                      // 3
  CHECK_FALSE(place(kTechnology, 4, r1c2, r1c1).ok());                // b
  CHECK_FALSE(place(kStability, 6, r3c3, r2c2).ok());                 // c
  SUBCASE("variant: sorcery mastery lets a sorcery 6 onto r3c3") {
    s.tracks[kSorcery].progress = c.tables.mastery[kSorcery];
    s.session.assets[sc.ferry].push_back(Die{kAssetDie, kSorcery, 6});
    REQUIRE(place(kSorcery, 6, r3c3, r2c2).ok());
    // Its real value is the parent value for a later rel square: the end square needs the
    // empire/military slot, so check the rel rule with a hand-made sibling instead.
    CHECK(s.session.seats[0].card_dice.back().value == 6);
  }
  SUBCASE("main line completes the card") {
    REQUIRE(place(kTechnology, 4, r3c3, r2c2).ok());                  // 4
    CHECK_FALSE(place(kStability, 6, r4c4, r3c3).ok());               // d
    in_play(s, sc.a)->location = sc.eastkeep;
    s.session.assets[sc.eastkeep] = {Die{kAssetDie, kSorcery, 2}};
    auto staging_before = s.session.staging;
    REQUIRE(place(kSorcery, 2, r4c4, r3c3).ok());                     // 5: complete
    CHECK(s.tracks[kStability].progress == 2);
    CHECK(s.session.seats[0].card_dice.empty());
    CHECK(s.session.completed == std::vector<int>{card});
    CHECK(s.session.seats[0].card >= 0);
    CHECK(s.session.seats[0].card != card);
    CHECK(std::find(staging_before.begin(), staging_before.end(), s.session.seats[0].card) != staging_before.end());
    for (int p = 0; p < 4; ++p) CHECK(s.session.staging[p] >= 0);  // slid and refilled
    CHECK(s.session.assets.count(sc.ferry) == 1);                   // the unused Ferry's Glenn dice stay
  }
}

TEST_CASE("§11.28 every difficult participant gains the skill; option gain_requires_die needs a placed die") {
  for (bool option : {false, true}) {
    CAPTURE(option);
    Scenario sc = make_scenario(2);
    State& s = sc.s;
    const Content& c = sc.c;
    s.options.gain_requires_die = option;
    int inst = attach_test_obstacle(sc);
    s.characters[sc.a].skills[skill_index("combat")] = 1;
    s.characters[sc.b].skills[skill_index("combat")] = 3;
    s.session.assets[sc.gray_forest] = {Die{kAssetDie, kMilitary, 5}};
    s.session.seats[1].action_dice = {2, 5};
    REQUIRE(apply_action(s, c, BeginOvercome{sc.b, inst, {sc.a}}).ok());
    REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAction, -1, 2}).ok());
    REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAction, -1, 5}).ok());
    REQUIRE(apply_action(s, c, PlaceOnObstacle{sc.b, kFromAsset, kMilitary, 5}).ok());
    CHECK(obstacle_location(s, inst) == -1);
    CHECK(s.characters[sc.a].skills[skill_index("combat")] == (option ? 1 : 2));
  }
}
