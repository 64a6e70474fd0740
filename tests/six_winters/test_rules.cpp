// Unit tests per rule: stress and knock-out, threat overflow and arrival, time, obstacles, session and
// campaign end, actions, masteries, abilities.
#include <doctest/doctest.h>

#include <algorithm>

#include "support.h"

using namespace sb::sw;

namespace {

// A 2-player session in phase 2 with a clean board position.
struct RuleTable {
  const Content& c = sw_test::content();
  State s;
  int a, b;
  RuleTable(int players = 2, int difficulty = 0, uint64_t seed = 11) {
    s = new_campaign(c, sw_test::setup(players, difficulty), seed);
    a = c.find_character("thea");
    b = c.find_character("menas");
    int loc = s.board[1][2];
    StartSession start{{a, b}, {loc, loc}};
    REQUIRE(sw_test::begin_session(s, c, start).ok());
    REQUIRE(current_phase(s, c) == "actions");
    for (auto& p : s.session.in_play) {
      p.location = loc;
      p.psyche = {3, 0};
      p.body = {3, 0};
      p.knocked_out = false;
    }
    for (auto& ch : s.characters) ch.conditions = {};
    s.session.assets.clear();
  }
  Ctx ctx() { return Ctx{s, c, nullptr}; }
  int loc(int region, int pos) const { return s.board[region][pos]; }
};

}  // namespace

TEST_CASE("stress: one hit moves the die down at most one box; discord boxes turn lines on") {
  RuleTable t;
  Ctx ctx = t.ctx();
  take_stress(ctx, t.a, kPsyche, 2);
  CHECK(in_play(t.s, t.a)->psyche == Stress{1, 0});
  take_stress(ctx, t.a, kPsyche, 5);
  const int pmax = t.c.characters[t.a].psyche_max;
  CHECK(in_play(t.s, t.a)->psyche == Stress{pmax, 1});
  CHECK(t.s.characters[t.a].discord_lines == 0);
  take_condition(ctx, t.a, kPsyche);
  CHECK(in_play(t.s, t.a)->psyche.box == 2);
  CHECK(t.s.characters[t.a].discord_lines == 1);
  take_condition(ctx, t.a, kPsyche);
  CHECK(t.s.characters[t.a].discord_lines == 2);
  CHECK_FALSE(in_play(t.s, t.a)->knocked_out);
  take_condition(ctx, t.a, kPsyche);
  CHECK(in_play(t.s, t.a)->knocked_out);
}

TEST_CASE("knock-out discards the seat's dice; the phase goes on without that seat") {
  RuleTable t;
  Ctx ctx = t.ctx();
  t.s.characters[t.a].conditions[kBody] = {true, true, true};
  take_stress(ctx, t.a, kBody, 9);
  CHECK(in_play(t.s, t.a)->knocked_out);
  CHECK(t.s.session.seats[0].action_dice.empty());
  auto legal = legal_actions(t.s, t.c);
  CHECK(std::none_of(legal.begin(), legal.end(), [](const Action& x) {
    const auto* p = std::get_if<Pass>(&x);
    return p && p->seat == 0;
  }));
  CHECK_FALSE(apply_action(t.s, t.c, Rest{t.a, kBody}).ok());
}

TEST_CASE("solo: one seat, seven dice, both characters; dice go only when both are out") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(1, 0), 5);
  int a = c.find_character("thea"), b = c.find_character("keel");
  CHECK_FALSE(apply_action(s, c, StartSession{{a}, {s.board[0][0]}}).ok());
  REQUIRE(sw_test::begin_session(s, c, StartSession{{a, b}, {s.board[0][0], s.board[1][0]}}).ok());
  REQUIRE(s.session.seats.size() == 1);
  CHECK(s.session.seats[0].characters.size() == 2);
  CHECK(surge_count(s, c) == 0);
  s.session.seats[0].action_dice = {1, 2, 3};
  Ctx ctx{s, c, nullptr};
  s.characters[a].conditions[kBody] = {true, true, true};
  take_stress(ctx, a, kBody, 9);
  CHECK(in_play(s, a)->knocked_out);
  CHECK(s.session.seats[0].action_dice.size() == 3);
  s.characters[b].conditions[kBody] = {true, true, true};
  take_stress(ctx, b, kBody, 9);
  CHECK(s.session.seats[0].action_dice.empty());
}

TEST_CASE("threat overflow walks the cycle; diplomacy passes to stability; arrival happens once") {
  RuleTable t;
  Ctx ctx = t.ctx();
  t.s.tracks[kDiplomacy].threat = 12;
  t.s.tracks[kStability].threat = 11;
  raise_threat(ctx, kDiplomacy);
  CHECK(t.s.tracks[kStability].threat == 12);
  CHECK(std::count(t.s.threat_arrived.begin(), t.s.threat_arrived.end(), kStability) == 1);
  int tl = -1;
  for (size_t i = 0; i < t.c.locations.size(); ++i)
    if (t.c.locations[i].threat_resource == kStability) tl = static_cast<int>(i);
  REQUIRE(tl >= 0);
  int region = t.c.locations[tl].region;
  CHECK(location_position(t.s, tl) >= 0);
  CHECK(location_region(t.c, t.s, tl) == region);
  CHECK(t.s.attached.count(tl) == 1);  // its boss arrived
  // Dropping and climbing back does not bring a second arrival.
  t.s.tracks[kStability].threat = 11;
  auto board = t.s.board;
  raise_threat(ctx, kStability);
  CHECK(t.s.board == board);
  // All six full: the step is lost.
  for (auto& tr : t.s.tracks) tr.threat = 12;
  auto tracks = t.s.tracks;
  raise_threat(ctx, kMilitary);
  CHECK(t.s.tracks == tracks);
}

TEST_CASE("phase 6 raises each track by icons beyond two") {
  RuleTable t;
  t.s.attached.clear();
  int mil = -1;
  for (size_t i = 0; i < t.c.obstacles.size(); ++i)
    if (t.c.obstacles[i].threat_icons == std::vector<int>{kMilitary} && t.c.obstacles[i].passive.empty()) mil = static_cast<int>(i);
  REQUIRE(mil >= 0);
  // Four military icons on the board: +2 military threat at phase 6.
  std::vector<int> insts;
  for (auto& d : t.s.obstacle_decks) d.draw_pile.clear(), d.discard.clear();
  t.s.obstacles_locked.clear();
  for (size_t i = 0; i < t.c.obstacles.size(); ++i)
    for (int k = 0; k < t.c.obstacles[i].copies; ++k) t.s.obstacles_locked.push_back(instance_of(static_cast<int>(i), k));
  int placed = 0;
  for (size_t i = 0; i < t.c.obstacles.size() && placed < 4; ++i) {
    if (t.c.obstacles[i].threat_icons != std::vector<int>{kMilitary} || !t.c.obstacles[i].passive.empty()) continue;
    int inst = instance_of(static_cast<int>(i), 0);
    t.s.obstacles_locked.erase(std::find(t.s.obstacles_locked.begin(), t.s.obstacles_locked.end(), inst));
    t.s.attached[t.loc(placed % 3, 0)].push_back(inst);
    ++placed;
  }
  REQUIRE(placed == 4);
  int before = t.s.tracks[kMilitary].threat;
  int other = t.s.tracks[kSorcery].threat;
  // Everyone passes: phases 3–8 run; the obstacle decks are empty, so no new obstacles arrive.
  for (int seat = 0; seat < 2; ++seat) REQUIRE(apply_action(t.s, t.c, Pass{seat}).ok());
  CHECK(t.s.tracks[kMilitary].threat == before + 2);
  CHECK(t.s.tracks[kSorcery].threat == other);
}

TEST_CASE("advance time: dotted boxes are skipped unless a deck top shows their season") {
  RuleTable t;
  // Empty decks show nothing: from box 1 the wheel goes to 3, then 5, then the session ends.
  for (auto& d : t.s.obstacle_decks) d.draw_pile.clear(), d.discard.clear();
  t.s.obstacles_locked.clear();
  t.s.attached.clear();
  for (size_t i = 0; i < t.c.obstacles.size(); ++i)
    for (int k = 0; k < t.c.obstacles[i].copies; ++k) t.s.obstacles_locked.push_back(instance_of(static_cast<int>(i), k));
  std::vector<int> wheels{t.s.session.wheel};
  int year = t.s.year;
  while (t.s.year == year && t.s.status == kInSession) {
    for (int seat = 0; seat < 2; ++seat) apply_action(t.s, t.c, Pass{seat});
    sw_test::answer_first(t.s, t.c);  // the session end asks which locations burn and come in
    if (t.s.status == kInSession) wheels.push_back(t.s.session.wheel);
  }
  CHECK(wheels == std::vector<int>{0, 1, 3, 5});
  CHECK(t.s.status == kBetweenSessions);
  CHECK(t.s.year == year + 1);
}

TEST_CASE("session end: cards return, the lowest stage burns 2×year, each region burns a location") {
  RuleTable t;
  Ctx ctx = t.ctx();
  auto board_before = t.s.board;
  int stage1 = 0;
  for (const auto& p : t.c.progress) stage1 += p.stage == 1;
  run_session_end(ctx);
  CHECK(t.s.year == 2);
  CHECK(t.s.status == kBetweenSessions);
  CHECK(static_cast<int>(t.s.stage_pool[0].size()) == stage1 - 2);
  CHECK(t.s.progress_burned.size() == 2);
  CHECK(t.s.locations_burned.size() == 3);
  for (int r = 0; r < 3; ++r) {
    int changed = 0;
    for (int p = 0; p < 3; ++p) changed += t.s.board[r][p] != board_before[r][p];
    CHECK(changed == 1);
  }
  CHECK(t.s.session == Session{});
}

TEST_CASE("recovery unmarks the topmost box on each track of every unlocked character") {
  RuleTable t;
  Ctx ctx = t.ctx();
  t.s.characters[t.a].conditions[kPsyche] = {true, true, false};
  t.s.characters[t.a].conditions[kBody] = {false, true, true};
  t.s.characters[t.a].discord_lines = 2;
  run_session_end(ctx);
  CHECK(t.s.characters[t.a].conditions[kPsyche] == std::array<bool, 3>{false, true, false});
  CHECK(t.s.characters[t.a].conditions[kBody] == std::array<bool, 3>{false, false, true});
  CHECK(t.s.characters[t.a].discord_lines == 2);
}

TEST_CASE("campaign end: victory level, points, score and title") {
  RuleTable t(2, 1);
  Ctx ctx = t.ctx();
  for (auto& tr : t.s.tracks) tr = {1, 5};
  t.s.tracks[kStability] = {12, 5};
  t.s.tracks[kEspionage] = {12, 12};  // full but threatened: not complete (§11.19)
  t.s.tracks[kDiplomacy] = {12, 3};
  t.s.tracks[kTechnology] = {6, 5};   // ahead by a space: +1 (§11.20)
  t.s.tracks[kMilitary] = {5, 5};
  run_campaign_end(ctx);
  REQUIRE(t.s.result.has_value());
  CHECK(t.s.result->tier == "major_victory");
  CHECK(t.s.result->points == 4);
  CHECK(t.s.result->multiplier == 2);
  CHECK(t.s.result->score == 8);
  CHECK(t.s.result->title == "Adept of Six Winters");
  for (auto& tr : t.s.tracks) tr = {12, 1};
  run_campaign_end(ctx);
  CHECK(t.s.result->points == 9);
  CHECK(t.s.result->score == 18);
}

TEST_CASE("move: cost by region, ports, gates, and no move to the same place") {
  RuleTable t;
  int here = in_play(t.s, t.a)->location;
  CHECK_FALSE(apply_action(t.s, t.c, Move{t.a, here, kWalk}).ok());
  t.s.session.seats[0].action_dice = {1};
  int far = t.loc(0, 0);
  int cost = t.c.locations[here].move_cost[0];
  auto r = apply_action(t.s, t.c, Move{t.a, far, kWalk});
  if (cost > 1) {
    CHECK_FALSE(r.ok());
    CHECK(r.rejection().message.find("costs") != std::string::npos);
  }
  t.s.session.seats[0].action_dice = {1, 2, 3, 4, 5};
  if (cost > 0) {
    REQUIRE(apply_action(t.s, t.c, Move{t.a, far, kWalk}).ok());
    CHECK(in_play(t.s, t.a)->location == far);
    CHECK(t.s.session.seats[0].action_dice.size() == static_cast<size_t>(5 - cost));
  }
  if (t.c.locations[far].icon != "gate") CHECK_FALSE(apply_action(t.s, t.c, Move{t.a, here, kGate}).ok());
}

TEST_CASE("create asset: slot limit by skill, die value bound, shared slots") {
  RuleTable t;
  int loc = in_play(t.s, t.a)->location;
  int R = location_slot_resource(t.s, loc);
  int skill = t.c.locations[loc].skill;
  t.s.characters[t.a].skills[skill] = 1;
  t.s.session.pools[R] = {2, 4, 6};
  t.s.session.seats[0].action_dice = {3, 5};
  CHECK_FALSE(apply_action(t.s, t.c, CreateAsset{t.a, 3, 2, 2, kSingle}).ok());  // slot 2 > skill 1
  CHECK_FALSE(apply_action(t.s, t.c, CreateAsset{t.a, 3, 0, 4, kSingle}).ok());  // 4 > die 3
  REQUIRE(apply_action(t.s, t.c, CreateAsset{t.a, 3, 0, 2, kSingle}).ok());
  CHECK(t.s.session.assets[loc] == std::vector<Die>{Die{kAssetDie, R, 2}});
  CHECK(t.s.session.pools[R] == std::vector<int>{4, 6});
  CHECK(t.s.session.slots[R][0] == 3);
  CHECK_FALSE(apply_action(t.s, t.c, CreateAsset{t.a, 5, 0, 4, kSingle}).ok());  // slot taken
  REQUIRE(apply_action(t.s, t.c, CreateAsset{t.a, 5, 1, 4, kSingle}).ok());
}

TEST_CASE("stability and espionage mastery change what create asset moves") {
  RuleTable t;
  int loc = in_play(t.s, t.a)->location;
  int R = location_slot_resource(t.s, loc);
  t.s.characters[t.a].skills[t.c.locations[loc].skill] = 3;
  t.s.session.pools[R] = {1, 2, 3, 4, 4, 4};
  t.s.session.seats[0].action_dice = {4, 4};
  CHECK_FALSE(apply_action(t.s, t.c, CreateAsset{t.a, 4, 0, 4, kAllEqual}).ok());
  t.s.tracks[kStability].progress = t.c.tables.mastery[kStability];
  REQUIRE(apply_action(t.s, t.c, CreateAsset{t.a, 4, 0, 4, kAllEqual}).ok());
  CHECK(t.s.session.assets[loc].size() == 3);
  CHECK(t.s.session.pools[R] == std::vector<int>{1, 2, 3});
  t.s.tracks[kEspionage].progress = t.c.tables.mastery[kEspionage];
  REQUIRE(apply_action(t.s, t.c, CreateAsset{t.a, 4, 1, 3, kRun}).ok());
  CHECK(t.s.session.assets[loc].size() == 6);
  CHECK(t.s.session.pools[R].empty());
}

TEST_CASE("trade follows the wheel edges touching the location's resource") {
  RuleTable t;
  int loc = in_play(t.s, t.a)->location;
  int R = location_slot_resource(t.s, loc);
  t.s.characters[t.a].skills[t.c.locations[loc].skill] = 2;
  for (auto& p : t.s.session.pools) p = {1, 2};
  t.s.session.seats[0].action_dice = {6, 6, 6};
  if (R == kSorcery) {
    CHECK_FALSE(apply_action(t.s, t.c, Trade{t.a, 6, 0, kStability, kSorcery, 1, kSingle}).ok());
    REQUIRE(apply_action(t.s, t.c, Trade{t.a, 6, 0, kSorcery, kMilitary, 2, kSingle}).ok());
    CHECK(t.s.session.pools[kMilitary] == std::vector<int>{1, 2, 2});
  } else {
    REQUIRE(apply_action(t.s, t.c, Trade{t.a, 6, 0, R, next_in_cycle(R), 2, kSingle}).ok());
    CHECK_FALSE(apply_action(t.s, t.c, Trade{t.a, 6, 1, next_in_cycle(R), R, 1, kSingle}).ok());
    REQUIRE(apply_action(t.s, t.c, Trade{t.a, 6, 1, kSorcery, R, 1, kSingle}).ok());
  }
}

TEST_CASE("military and diplomacy mastery moves") {
  RuleTable t;
  int mil = t.loc(0, 0);
  t.s.session.assets[mil] = {Die{kAssetDie, kEspionage, 4}};
  int to = t.loc(2, 2);
  CHECK_FALSE(apply_action(t.s, t.c, MilitaryMove{mil, kEspionage, 4, to}).ok());
  t.s.tracks[kMilitary].progress = t.c.tables.mastery[kMilitary];
  CHECK_FALSE(apply_action(t.s, t.c, MilitaryMove{t.loc(0, 1), kEspionage, 4, to}).ok());
  REQUIRE(apply_action(t.s, t.c, MilitaryMove{mil, kEspionage, 4, to}).ok());
  CHECK(t.s.session.assets[to].back() == Die{kAssetDie, kEspionage, 4});
  t.s.session.pools[kTechnology] = {1, 5, 6};
  t.s.session.pools[kEspionage] = {};
  CHECK_FALSE(apply_action(t.s, t.c, DiplomacyConvert{kTechnology, kEspionage}).ok());
  t.s.tracks[kDiplomacy].progress = t.c.tables.mastery[kDiplomacy];
  CHECK_FALSE(apply_action(t.s, t.c, DiplomacyConvert{kTechnology, kMilitary}).ok());
  REQUIRE(apply_action(t.s, t.c, DiplomacyConvert{kTechnology, kEspionage}).ok());
  CHECK(t.s.session.pools[kTechnology] == std::vector<int>{6});
  CHECK(t.s.session.pools[kEspionage].size() == 1);
}

TEST_CASE("abilities: shift, split and set_value are die transforms, once per turn") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 9);
  int fuscus = c.find_character("fuscus"), keel = c.find_character("keel");
  REQUIRE(sw_test::begin_session(s, c, StartSession{{fuscus, keel}, {s.board[0][0], s.board[0][0]}}).ok());
  s.session.seats[0].action_dice = {1, 4};
  s.session.seats[1].action_dice = {5};
  // Fuscus ability 1: Subtract One (any die).
  CHECK_FALSE(apply_action(s, c, UseAbility{fuscus, 1, 0, 0, {}}).ok());  // 1 − 1 = 0 is illegal
  REQUIRE(apply_action(s, c, UseAbility{fuscus, 1, 0, 1, {}}).ok());
  CHECK(s.session.seats[0].action_dice == std::vector<int>{1, 3});
  CHECK_FALSE(apply_action(s, c, UseAbility{fuscus, 1, 0, 1, {}}).ok());  // once per turn
  // Keel ability 2: Die Split.
  CHECK_FALSE(apply_action(s, c, UseAbility{keel, 2, 0, 0, {5}}).ok());
  REQUIRE(apply_action(s, c, UseAbility{keel, 2, 0, 0, {2}}).ok());
  CHECK(s.session.seats[1].action_dice == std::vector<int>{2, 3});
  // Refresh clears ability dice: after everyone passes, the ability is usable again.
  REQUIRE(apply_action(s, c, Pass{0}).ok());
  REQUIRE(apply_action(s, c, Pass{1}).ok());
  if (s.status == kInSession && current_phase(s, c) == "actions") {
    CHECK(in_play(s, fuscus)->ability_dice.empty());
  }
}

TEST_CASE("achievements mark on their trigger and unlock their ability") {
  RuleTable t;
  Ctx ctx = t.ctx();
  const Character& thea = t.c.characters[t.a];
  const Trigger& trig = thea.achievements[1].trigger;  // complete a signature-resource card
  REQUIRE(trig.kind == "complete_card");
  TriggerEvent ev;
  ev.kind = "complete_card";
  ev.rewards = {trig.resource};
  ev.stage = 1;
  CHECK_FALSE(t.s.characters[t.a].achievements[1]);
  fire(ctx, t.a, ev);
  CHECK(t.s.characters[t.a].achievements[1]);
  int index = static_cast<int>(thea.abilities.size()) + 1;
  auto legal = legal_actions(t.s, t.c);
  (void)legal;
  const Ability& granted = thea.achievements[1].grants;
  t.s.session.seats[0].action_dice = {granted.value};
  CHECK(apply_action(t.s, t.c, UseAbility{t.a, index, 0, 0, {}}).ok());
  CHECK(t.s.session.seats[0].action_dice == granted.to);
}

TEST_CASE("rest adds one up to 6 and costs a die") {
  RuleTable t;
  t.s.session.seats[0].action_dice = {2};
  REQUIRE(apply_action(t.s, t.c, Rest{t.a, kPsyche}).ok());
  CHECK(in_play(t.s, t.a)->psyche.value == 4);
  CHECK(t.s.session.seats[0].action_dice.empty());
  CHECK_FALSE(apply_action(t.s, t.c, Rest{t.a, kPsyche}).ok());
}

// Ends the overcome in progress: the solo character takes any damage, then stops placing.
static void finish_overcome(RuleTable& t) {
  while (t.s.session.overcome.active) {
    if (t.s.session.overcome.step == kDamage) {
      const auto& ov = t.s.session.overcome;
      REQUIRE(apply_action(t.s, t.c, AssignDamage{{ov.damage_psyche}, {ov.damage_body}}).ok());
    } else {
      REQUIRE(apply_action(t.s, t.c, ContinueOvercome{}).ok());
    }
  }
}

TEST_CASE("an obstacle may be confronted once per turn") {
  RuleTable t;
  int loc = in_play(t.s, t.a)->location;
  REQUIRE(!t.s.obstacle_decks[0].draw_pile.empty());
  int inst = t.s.obstacle_decks[0].draw_pile.back();
  t.s.obstacle_decks[0].draw_pile.pop_back();
  t.s.attached[loc].push_back(inst);
  REQUIRE(apply_action(t.s, t.c, BeginOvercome{t.a, inst, {}}).ok());
  finish_overcome(t);
  if (obstacle_location(t.s, inst) == loc && !in_play(t.s, t.a)->knocked_out)
    CHECK(apply_action(t.s, t.c, BeginOvercome{t.a, inst, {}}).rejection().code == "already_confronted");
}

// v19.7 "Overcome": "Further dice may be added with more overcome actions on the same or future
// turns." A confront that placed a die may be followed by another this turn.
TEST_CASE("an obstacle that took a die may be confronted again in the same turn") {
  RuleTable t;
  int loc = in_play(t.s, t.a)->location;
  int inst = -1;
  for (auto& deck : t.s.obstacle_decks)
    for (int x : deck.draw_pile) {
      const Obstacle& o = t.c.obstacles[card_of(x)];
      if (inst < 0 && o.dice.size() >= 2 && o.passive.empty()) inst = x;
    }
  REQUIRE(inst >= 0);
  for (auto& deck : t.s.obstacle_decks)
    deck.draw_pile.erase(std::remove(deck.draw_pile.begin(), deck.draw_pile.end(), inst), deck.draw_pile.end());
  t.s.attached[loc].push_back(inst);
  const Obstacle& o = t.c.obstacles[card_of(inst)];
  t.s.characters[t.a].skills[o.skill] = 6;  // easy: the approach may take dice
  int first = o.dice.front();
  t.s.session.seats[0].action_dice = {first, 1, 2, 3, 4};
  REQUIRE(apply_action(t.s, t.c, BeginOvercome{t.a, inst, {}}).ok());
  REQUIRE(apply_action(t.s, t.c, PlaceOnObstacle{t.a, kFromAction, -1, first}).ok());
  REQUIRE(t.s.session.overcome.active);
  finish_overcome(t);
  REQUIRE(obstacle_location(t.s, inst) == loc);
  REQUIRE_FALSE(in_play(t.s, t.a)->knocked_out);
  CHECK(apply_action(t.s, t.c, BeginOvercome{t.a, inst, {}}).ok());
}

TEST_CASE("phase 5 places one obstacle per star from the lowest staging cards") {
  RuleTable t;
  auto staging = t.s.session.staging;
  int lowest = staging[3];
  REQUIRE(lowest >= 0);
  const ProgressCard& pc = t.c.progress[lowest];
  int slot_loc = -1;
  for (int p = 0; p < 3; ++p)
    if (kSlotResource[pc.slot_region][p] == pc.slot_resource) slot_loc = t.s.board[pc.slot_region][p];
  int before = t.s.attached.count(slot_loc) ? static_cast<int>(t.s.attached[slot_loc].size()) : 0;
  Ctx ctx = t.ctx();
  place_obstacle_from_staging(ctx);
  int after = t.s.attached.count(slot_loc) ? static_cast<int>(t.s.attached[slot_loc].size()) : 0;
  CHECK(after == before + 1);
  CHECK(t.s.session.progress_discard.back() == lowest);
  CHECK(t.s.session.staging[3] == staging[2]);  // slid down
}

TEST_CASE("effect amounts: integers, threat_level(R) and per(count, k)") {
  RuleTable t;
  Ctx ctx = t.ctx();
  int loc = in_play(t.s, t.a)->location;
  Source here{loc, location_region(t.c, t.s, loc), -1, -1, -1};
  Effect add;
  add.op = "add_asset";
  add.where.kind = "here";
  add.resource = kMilitary;
  add.amount_form = "threat_level";
  add.amount_resource = kSorcery;
  t.s.tracks[kSorcery].threat = 3;
  resolve(ctx, {add}, here);
  CHECK(t.s.session.assets[loc].size() == 3);
  Effect per = add;
  per.amount_form = "per";
  per.per_count = "assets_here";
  per.amount = 2;
  resolve(ctx, {per}, here);
  CHECK(t.s.session.assets[loc].size() == 3 + 6);
  for (const Die& d : t.s.session.assets[loc]) {
    CHECK(d.value >= 1);
    CHECK(d.value <= 6);
  }
}

TEST_CASE("Oniri's third discord line brings the discord location in where Oniri stands") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 21);
  int oniri = c.find_character("oniri"), thea = c.find_character("thea");
  int hollow = c.find_location("loc_the_discordant_hollow");
  REQUIRE(hollow >= 0);
  s.characters[oniri].status = kUnlocked;
  s.characters[oniri].discord_lines = 2;
  int start = s.board[2][1];
  REQUIRE(sw_test::begin_session(s, c, StartSession{{oniri, thea}, {start, start}}).ok());
  for (auto& p : s.session.in_play) p.location = start, p.knocked_out = false, p.psyche = {3, 0};
  s.characters[oniri].conditions = {};
  s.characters[oniri].conditions[kPsyche][0] = true;  // the next mark is box 2, a discord box
  Ctx ctx{s, c, nullptr};
  take_condition(ctx, oniri, kPsyche);
  CHECK(s.characters[oniri].discord_lines == 3);
  CHECK(s.board[2][1] == hollow);
  CHECK(in_play(s, oniri)->location == hollow);
  CHECK(in_play(s, thea)->location == hollow);
  CHECK(std::count(s.locations_burned.begin(), s.locations_burned.end(), start) == 1);
  CHECK(std::count(s.special_locked.begin(), s.special_locked.end(), hollow) == 0);
}
