// "Players choose" inside the automatic phases (spec glossary, §4 phases 4 and 6, §4.1, §9 steps
// 5–6): the phase stops, the table answers with Choose, the phase runs again with the answers.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <functional>

#include "game/six_winters/rules/yaml_io.h"
#include "support.h"

using namespace sb::sw;

namespace {

// A 2-player session in phase 2 with empty obstacle decks and nothing attached, so that only what a
// test puts on the board or on a deck acts.
struct Quiet {
  const Content& c = sw_test::content();
  State s;
  int a = 0, b = 0;
  Quiet() {
    s = new_campaign(c, sw_test::setup(2, 0), 11);
    a = c.find_character("thea");
    b = c.find_character("menas");
    int loc = s.board[1][2];
    REQUIRE(sw_test::begin_session(s, c, StartSession{{a, b}, {loc, loc}}).ok());
    for (auto& d : s.obstacle_decks) d.draw_pile.clear(), d.discard.clear();
    s.attached.clear();
    s.session.obstacle_dice.clear();
    s.obstacles_locked.clear();
    for (size_t i = 0; i < c.obstacles.size(); ++i)
      for (int k = 0; k < c.obstacles[i].copies; ++k) s.obstacles_locked.push_back(instance_of(static_cast<int>(i), k));
    for (auto& p : s.session.in_play) p.psyche = {3, 0}, p.body = {3, 0};
    for (auto& ch : s.characters) ch.conditions = {};
  }
  // The first copy of an obstacle card, out of the locked pile.
  int take(int card) {
    int inst = instance_of(card, 0);
    auto it = std::find(s.obstacles_locked.begin(), s.obstacles_locked.end(), inst);
    REQUIRE(it != s.obstacles_locked.end());
    s.obstacles_locked.erase(it);
    return inst;
  }
  int take(const std::string& id) {
    int card = c.find_obstacle(id);
    REQUIRE(card >= 0);
    return take(card);
  }
  // Locked, threat-unlocked, movable cards matching `want`, in content order.
  std::vector<int> cards_where(const std::function<bool(const Obstacle&)>& want) const {
    std::vector<int> out;
    for (size_t i = 0; i < c.obstacles.size(); ++i)
      if (!c.obstacles[i].location_linked && !c.obstacles[i].stationary && want(c.obstacles[i]))
        out.push_back(static_cast<int>(i));
    return out;
  }
  void pass_all() {
    for (int seat = 0; seat < 2; ++seat)
      if (!s.session.seats[seat].passed) REQUIRE(apply_action(s, c, Pass{seat}).ok());
  }
  Choose pick(int value) const {
    REQUIRE(s.pending);
    return Choose{decision_value_kind(s.pending->kind), value};
  }
  void choose(int value) { REQUIRE(apply_action(s, c, pick(value)).ok()); }
};

bool has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

}  // namespace

TEST_CASE("session end: the table picks which tied location burns and which revealed location comes in") {
  Quiet t;
  int year = t.s.year;
  // No obstacles anywhere: every location of every region is tied at 0 (ruling 24: one burns anyway).
  while (!t.s.pending && t.s.status == kInSession) t.pass_all();
  REQUIRE(t.s.pending);
  CHECK(current_phase(t.s, t.c) == "session_end");
  const Decision first = *t.s.pending;
  CHECK(first.kind == kChooseEndBurn);
  CHECK(first.region == 0);
  CHECK(first.options == std::vector<int>{t.s.board[0][0], t.s.board[0][1], t.s.board[0][2]});

  // Only the answer is legal; anything else is refused in plain words and changes nothing.
  auto legal = legal_actions(t.s, t.c);
  REQUIRE(legal.size() == 3);
  for (const Action& act : legal) CHECK(std::holds_alternative<Choose>(act));
  sb::engine::Prompt p = prompt(t.s, t.c);
  CHECK(p.kind == "choose_end_burn");
  // The prompt asks; the answers are the legal actions, each listed once (the full text, for a
  // refusal, names them too).
  CHECK(p.text == decision_question(t.s, t.c, *t.s.pending));
  CHECK(decision_text(t.s, t.c, *t.s.pending).find(t.c.locations[t.s.board[0][1]].name) != std::string::npos);
  State before = t.s;
  CHECK(apply_action(t.s, t.c, Pass{0}).rejection().code == "decide_first");
  CHECK(apply_action(t.s, t.c, Choose{kValueCharacter, t.a}).rejection().code == "wrong_kind");
  CHECK(apply_action(t.s, t.c, Choose{kValueLocation, t.s.board[1][0]}).rejection().code == "not_an_option");
  CHECK(t.s == before);

  // Three burns, one per region; nothing is kept until the last question of the phase is answered.
  int burn0 = t.s.board[0][1], burn1 = t.s.board[1][2], burn2 = t.s.board[2][0];
  t.choose(burn0);
  REQUIRE(t.s.pending);
  CHECK(t.s.pending->kind == kChooseEndBurn);
  CHECK(t.s.pending->region == 1);
  CHECK(t.s.rng == before.rng);
  CHECK(t.s.board == before.board);
  t.choose(burn1);
  t.choose(burn2);

  // §9.6: all six revealed cards are shown before the first placement; region 0 may also take its
  // unused unlock location.
  REQUIRE(t.s.pending);
  const Decision place0 = *t.s.pending;
  CHECK(place0.kind == kChooseNewLocation);
  CHECK(place0.region == 0);
  CHECK(place0.shown.size() == 6);
  int unlock0 = t.c.unlock_location[0];
  REQUIRE(unlock0 >= 0);
  CHECK(place0.options.size() == 3);
  CHECK(has(place0.options, unlock0));
  for (int loc : place0.options)
    if (loc != unlock0) CHECK(has(place0.shown, loc));
  t.choose(unlock0);

  REQUIRE(t.s.pending);
  const Decision place1 = *t.s.pending;
  CHECK(place1.kind == kChooseNewLocation);
  CHECK(place1.region == 1);
  CHECK(place1.shown == place0.shown);
  int new1 = place1.options[1], skipped1 = place1.options[0];
  CHECK(new1 != t.c.unlock_location[1]);
  t.choose(new1);
  REQUIRE(t.s.pending);
  CHECK(t.s.pending->region == 2);
  int new2 = t.s.pending->options[0];
  t.choose(new2);

  // Everything is kept at once: the burns, the placements, the year.
  CHECK_FALSE(t.s.pending);
  CHECK(t.s.answers.empty());
  CHECK(t.s.status == kBetweenSessions);
  CHECK(t.s.year == year + 1);
  CHECK(t.s.board[0][1] == unlock0);
  CHECK(t.s.board[1][2] == new1);
  CHECK(t.s.board[2][0] == new2);
  for (int burned : {burn0, burn1, burn2}) CHECK(has(t.s.locations_burned, burned));
  CHECK_FALSE(has(t.s.special_locked, unlock0));
  CHECK(has(t.s.location_decks[1], skipped1));  // the revealed card not placed goes back
  CHECK_FALSE(has(t.s.location_decks[1], new1));
  CHECK(state_consistency_error(t.s, t.c).empty());
}

TEST_CASE("session end: the burned location's obstacles go back on the deck in the table's order") {
  Quiet t;
  auto two = t.cards_where([](const Obstacle& o) { return o.difficulty <= 2; });
  REQUIRE(two.size() >= 2);
  int first = t.take(two[0]), second = t.take(two[1]);
  int crowded = t.s.board[0][0];
  t.s.attached[crowded] = {first, second};
  // The other regions still tie: answer those with their first option.
  while (!t.s.pending && t.s.status == kInSession) t.pass_all();
  REQUIRE(t.s.pending);
  // Region 0 has a single most-crowded location, so it burns without a question; its obstacles come next.
  CHECK(t.s.pending->kind == kChooseDeckOrder);
  CHECK(t.s.pending->region == 0);
  CHECK(t.s.pending->location == crowded);
  CHECK(t.s.pending->options == std::vector<int>{first, second});
  CHECK(prompt(t.s, t.c).kind == "choose_deck_order");
  t.choose(second);  // on top, drawn first
  // One obstacle left: it needs no question.
  REQUIRE(t.s.pending);
  CHECK(t.s.pending->kind == kChooseEndBurn);
  CHECK(t.s.pending->region == 1);
  sw_test::answer_first(t.s, t.c);
  CHECK(t.s.status == kBetweenSessions);
  CHECK(has(t.s.locations_burned, crowded));
  const auto& pile = t.s.obstacle_decks[0].draw_pile;  // back() = top
  REQUIRE(pile.size() >= 2);
  CHECK(pile[pile.size() - 1] == second);
  CHECK(pile[pile.size() - 2] == first);
}

TEST_CASE("threat arrival: the table picks which location burns and the order its obstacles go back") {
  Quiet t;
  int threat_loc = -1;
  for (size_t i = 0; i < t.c.locations.size(); ++i)
    if (t.c.locations[i].threat_resource == kStability) threat_loc = static_cast<int>(i);
  REQUIRE(threat_loc >= 0);
  int region = t.c.locations[threat_loc].region;
  REQUIRE(region == 1);  // the characters stand on red_bank's bottom location
  // Three stability icons on the board: one step in phase 6 takes stability from 11 to 12.
  auto with_icon = t.cards_where([](const Obstacle& o) {
    return o.threat_icons.size() == 1 && o.threat_icons[0] == kStability && o.passive.empty();
  });
  REQUIRE(with_icon.size() >= 3);
  int where = t.s.board[1][2];
  std::vector<int> placed;
  for (int k = 0; k < 3; ++k) placed.push_back(t.take(with_icon[k]));
  t.s.attached[where] = placed;
  t.s.tracks[kStability].threat = 11;
  t.pass_all();
  REQUIRE(t.s.pending);
  CHECK(current_phase(t.s, t.c) == "threat");
  CHECK(t.s.pending->kind == kChooseThreatBurn);
  CHECK(t.s.pending->location == threat_loc);
  CHECK(t.s.pending->options == std::vector<int>{t.s.board[1][0], t.s.board[1][1], t.s.board[1][2]});
  CHECK(t.s.tracks[kStability].threat == 11);  // nothing of the phase is kept while the table decides

  t.choose(where);
  REQUIRE(t.s.pending);
  CHECK(t.s.pending->kind == kChooseDeckOrder);
  CHECK(t.s.pending->options == placed);
  t.choose(placed[2]);
  REQUIRE(t.s.pending);
  CHECK(t.s.pending->options == std::vector<int>{placed[0], placed[1]});
  t.choose(placed[0]);
  // The phase finishes: the threat location stands where the table chose, the characters moved over.
  CHECK_FALSE(t.s.pending);
  CHECK(t.s.tracks[kStability].threat == 12);
  CHECK(t.s.board[1][2] == threat_loc);
  CHECK(has(t.s.locations_burned, where));
  for (const auto& p : t.s.session.in_play) CHECK(p.location == threat_loc);
  const auto& pile = t.s.obstacle_decks[1].draw_pile;
  // Phase 7 does not draw with 2 players, and phase 8 only looks at the top.
  REQUIRE(pile.size() >= 3);
  CHECK(pile[pile.size() - 1] == placed[2]);
  CHECK(pile[pile.size() - 2] == placed[0]);
  CHECK(pile[pile.size() - 3] == placed[1]);
  CHECK(state_consistency_error(t.s, t.c).empty());
}

TEST_CASE("activation: the table picks who a one_in_region effect strikes and which tied obstacle is pulled") {
  Quiet t;
  // Spring on top of red_bank's and settled_lands' decks: their top slots activate (§4 phase 4).
  auto spring = t.cards_where([](const Obstacle& o) { return o.season_back == 1; });
  REQUIRE(spring.size() >= 2);
  t.s.obstacle_decks[1].draw_pile.push_back(t.take(spring[0]));
  t.s.obstacle_decks[2].draw_pile.push_back(t.take(spring[1]));
  // red_bank top: an obstacle that strikes one character in the region (both characters are there).
  int flood = t.take("ob_howling_flood");
  t.s.attached[t.s.board[1][0]] = {flood};
  // settled_lands top is empty; its two other locations hold obstacles of equal difficulty.
  auto equal = t.cards_where([&](const Obstacle& o) {
    return o.difficulty == 2 && t.c.find_obstacle(o.id) != spring[0] && t.c.find_obstacle(o.id) != spring[1];
  });
  REQUIRE(equal.size() >= 2);
  int left = t.take(equal[0]), right = t.take(equal[1]);
  t.s.attached[t.s.board[2][1]] = {left};
  t.s.attached[t.s.board[2][2]] = {right};

  t.pass_all();
  REQUIRE(t.s.pending);
  CHECK(current_phase(t.s, t.c) == "activation");
  const Decision victim = *t.s.pending;
  CHECK(victim.kind == kChooseVictim);
  CHECK(victim.options == std::vector<int>{std::min(t.a, t.b), std::max(t.a, t.b)});
  CHECK(victim.obstacle == flood);
  CHECK(victim.track == kPsyche);
  CHECK(victim.amount == 1);
  CHECK(prompt(t.s, t.c).text.find("Howling Flood") != std::string::npos);
  t.choose(t.b);

  REQUIRE(t.s.pending);
  const Decision pull = *t.s.pending;
  CHECK(pull.kind == kChoosePull);
  CHECK(pull.location == t.s.board[2][0]);
  CHECK(pull.options == std::vector<int>{left, right});
  // Nothing of the phase is kept yet: the strike lands when the phase finishes.
  CHECK(in_play(t.s, t.b)->psyche.value == 3);
  t.choose(right);

  CHECK_FALSE(t.s.pending);
  CHECK(in_play(t.s, t.b)->psyche.value == 2);
  CHECK(in_play(t.s, t.a)->psyche.value == 3);
  CHECK(obstacle_location(t.s, right) == t.s.board[2][0]);
  CHECK(obstacle_location(t.s, left) == t.s.board[2][1]);
}

TEST_CASE("threat phase: with no standing overflow pick the table is asked where sorcery's step goes") {
  Quiet t;
  auto sorcery = t.cards_where([](const Obstacle& o) {
    return o.threat_icons.size() == 1 && o.threat_icons[0] == kSorcery && o.passive.empty();
  });
  REQUIRE(sorcery.size() >= 3);
  std::vector<int> placed;
  for (int k = 0; k < 3; ++k) placed.push_back(t.take(sorcery[k]));
  t.s.attached[t.s.board[0][0]] = placed;
  t.s.tracks[kSorcery].threat = 12;
  t.s.threat_arrived.push_back(kSorcery);  // its threat location came long ago
  t.s.tracks[kMilitary].threat = 12;
  REQUIRE(t.s.overflow_target == -1);
  t.pass_all();
  REQUIRE(t.s.pending);
  CHECK(t.s.pending->kind == kChooseOverflow);
  CHECK(t.s.pending->options == std::vector<int>{kStability, kTechnology, kEspionage, kDiplomacy});
  int before = t.s.tracks[kDiplomacy].threat;
  CHECK(describe(Action{t.pick(kDiplomacy)}, t.s, t.c) == "the step goes to diplomacy");
  t.choose(kDiplomacy);
  CHECK_FALSE(t.s.pending);
  CHECK(t.s.tracks[kDiplomacy].threat == before + 1);
}

TEST_CASE("an open question and its answers survive the state YAML; answers that do not fit are refused") {
  Quiet t;
  while (!t.s.pending && t.s.status == kInSession) t.pass_all();
  REQUIRE(t.s.pending);
  t.choose(t.s.pending->options[2]);
  REQUIRE(t.s.pending);
  REQUIRE(t.s.answers.size() == 1);
  for (const Content* names : {static_cast<const Content*>(nullptr), &t.c}) {
    YAML::Node y = state_to_yaml(t.s, names);
    sb::engine::ErrorList errors;
    auto back = state_from_yaml(YAML::Load(YAML::Dump(y)), t.c, sb::engine::ReadContext{"save.yaml", &errors});
    REQUIRE_MESSAGE(back, errors.format_all());
    CHECK(*back == t.s);
  }
  auto load = [&](YAML::Node y, std::string& why) {
    sb::engine::ErrorList errors;
    auto back = state_from_yaml(YAML::Load(YAML::Dump(y)), t.c, sb::engine::ReadContext{"save.yaml", &errors});
    why = errors.format_all();
    return back.has_value();
  };
  std::string why;
  // An answer that is not one of its question's options.
  YAML::Node bad = state_to_yaml(t.s, &t.c);
  bad["answers"][0]["location"] = t.c.locations[t.s.board[1][0]].id;
  CHECK_FALSE(load(bad, why));
  CHECK(why.find("save.yaml:") != std::string::npos);
  CHECK(why.find("answer") != std::string::npos);
  // A question the phase would not ask with these answers.
  YAML::Node other = state_to_yaml(t.s, &t.c);
  other["pending"]["region"] = "settled_lands";
  CHECK_FALSE(load(other, why));
  CHECK(why.find("open question") != std::string::npos);
  // A choice naming two things, or none.
  YAML::Node two = state_to_yaml(t.s, &t.c);
  two["answers"][0]["character"] = "thea";
  CHECK_FALSE(load(two, why));
  CHECK(why.find("exactly one of") != std::string::npos);
  // Answers with no open question.
  YAML::Node orphan = state_to_yaml(t.s, &t.c);
  orphan["pending"] = YAML::Node(YAML::NodeType::Null);
  CHECK_FALSE(load(orphan, why));
  CHECK(why.find("no question is open") != std::string::npos);
}

TEST_CASE("choose action YAML: print and parse each kind; malformed ones are errors with positions") {
  const Content& c = sw_test::content();
  int loc = c.find_location("loc_gray_forest");
  int ch = c.find_character("keel");
  REQUIRE(loc >= 0);
  REQUIRE(ch >= 0);
  int ob = instance_of(c.find_obstacle("ob_howling_flood"), 0);
  for (Choose a : {Choose{kValueLocation, loc}, Choose{kValueCharacter, ch}, Choose{kValueObstacle, ob},
                   Choose{kValueTrack, kEspionage}})
    for (const Content* names : {static_cast<const Content*>(nullptr), &c}) {
      YAML::Node y = action_to_yaml(Action{a}, names);
      CHECK(y["type"].as<std::string>() == "choose");
      sb::engine::ErrorList errors;
      auto back = action_from_yaml(YAML::Load(YAML::Dump(y)), c, sb::engine::ReadContext{"a.yaml", &errors});
      REQUIRE_MESSAGE(back, errors.format_all());
      CHECK(*back == Action{a});
    }
  sb::engine::ErrorList errors;
  CHECK_FALSE(action_from_yaml(YAML::Load("{type: choose}"), c, sb::engine::ReadContext{"a.yaml", &errors}));
  CHECK(errors.format_all().find("a.yaml:1:1") != std::string::npos);
  errors = {};
  CHECK_FALSE(action_from_yaml(YAML::Load("{type: choose,\n location: loc_nowhere}"), c, sb::engine::ReadContext{"a.yaml", &errors}));
  CHECK(errors.format_all().find("a.yaml:2:12: location: unknown id 'loc_nowhere'") != std::string::npos);
}

TEST_CASE("session setup: each seat keeps one of its two draws and stages the other where it likes (§3.6)") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 21);
  int thea = c.find_character("thea"), keel = c.find_character("keel");
  int here = s.board[0][0];
  REQUIRE(apply_action(s, c, StartSession{{thea, keel}, {here, here}}).ok());
  REQUIRE(s.pending);
  CHECK(s.status == kBetweenSessions);
  REQUIRE(s.acting);
  CHECK(s.pending->kind == kChooseKeepCard);
  CHECK(s.pending->seat == 0);
  REQUIRE(s.pending->options.size() == 2);
  CHECK(prompt(s, c).seat == 0);
  CHECK(decision_text(s, c, *s.pending).find(c.progress[s.pending->options[1]].name) != std::string::npos);
  // Waiting for the answers survives a save.
  {
    sb::engine::ErrorList errors;
    auto back = state_from_yaml(YAML::Load(YAML::Dump(state_to_yaml(s, &c))), c, sb::engine::ReadContext{"s.yaml", &errors});
    REQUIRE_MESSAGE(back, errors.format_all());
    CHECK(*back == s);
  }
  int drew0 = s.pending->options[0], kept0 = s.pending->options[1];
  REQUIRE(apply_action(s, c, Choose{kValueCard, kept0}).ok());
  REQUIRE(s.pending);
  CHECK(s.pending->kind == kChooseStaging);
  CHECK(s.pending->card == drew0);
  CHECK(s.pending->options == std::vector<int>{0, 1, 2, 3});
  CHECK(describe(Action{Choose{kValuePosition, 1}}, s, c) == "stage it at position 2");
  REQUIRE(apply_action(s, c, Choose{kValuePosition, 1}).ok());

  REQUIRE(s.pending);
  CHECK(s.pending->kind == kChooseKeepCard);
  CHECK(s.pending->seat == 1);
  CHECK(prompt(s, c).seat == 1);  // the second seat picks its own card
  int kept1 = s.pending->options[0], drew1 = s.pending->options[1];
  REQUIRE(apply_action(s, c, Choose{kValueCard, kept1}).ok());
  REQUIRE(s.pending);
  CHECK(s.pending->options == std::vector<int>{0, 2, 3});  // position 2 is taken
  CHECK(apply_action(s, c, Choose{kValuePosition, 1}).rejection().code == "not_an_option");
  REQUIRE(apply_action(s, c, Choose{kValuePosition, 3}).ok());

  CHECK_FALSE(s.pending);
  CHECK_FALSE(s.acting);
  CHECK(s.status == kInSession);
  CHECK(current_phase(s, c) == "actions");
  CHECK(s.session.seats[0].card == kept0);
  CHECK(s.session.seats[1].card == kept1);
  CHECK(s.session.staging[1] == drew0);
  CHECK(s.session.staging[3] == drew1);
  for (int card : s.session.staging) CHECK(card >= 0);  // the rest filled from the deck (ruling 3)
  // Year 1: one obstacle for each of the four cards drawn (ruling 21).
  size_t attached = 0;
  for (const auto& [loc, list] : s.attached) attached += list.size();
  size_t linked = 0;
  for (int r = 0; r < 3; ++r)
    for (int p = 0; p < 3; ++p)
      for (auto [ob, copies] : c.locations[s.board[r][p]].linked) linked += static_cast<size_t>(copies);
  CHECK(attached == linked + 4);
  CHECK(state_consistency_error(s, c).empty());
}

TEST_CASE("an action whose effect asks waits whole: Thea's Rearrange Staging takes the table's order") {
  Quiet t;
  auto& st = t.s.session.staging;
  for (int card : st) REQUIRE(card >= 0);
  const std::array<int, 4> was = st;
  const Character& thea = t.c.characters[t.a];
  int ability = -1;
  for (size_t i = 0; i < thea.abilities.size(); ++i)
    if (thea.abilities[i].id == "thea_rearrange_staging") ability = static_cast<int>(i);
  REQUIRE(ability >= 0);
  std::optional<Action> use;
  for (const Action& act : legal_actions(t.s, t.c))
    if (const auto* u = std::get_if<UseAbility>(&act); u && u->character == t.a && u->ability == ability && u->source == 0)
      use = act;
  REQUIRE(use);
  State before = t.s;
  REQUIRE(apply_action(t.s, t.c, *use).ok());
  // Nothing of the ability happened yet: the die is not spent, the cards have not moved.
  REQUIRE(t.s.pending);
  CHECK(t.s.pending->kind == kChooseStagingOrder);
  CHECK(t.s.pending->position == 0);
  CHECK(t.s.pending->options == std::vector<int>(was.begin(), was.end()));
  REQUIRE(t.s.acting);
  CHECK(*t.s.acting == *use);
  CHECK(t.s.session == before.session);
  CHECK(apply_action(t.s, t.c, Pass{0}).rejection().code == "decide_first");
  {
    sb::engine::ErrorList errors;
    auto back = state_from_yaml(YAML::Load(YAML::Dump(state_to_yaml(t.s, &t.c))), t.c,
                                sb::engine::ReadContext{"s.yaml", &errors});
    REQUIRE_MESSAGE(back, errors.format_all());
    CHECK(*back == t.s);
    // A waiting action that would not ask this question is refused on load.
    YAML::Node y = state_to_yaml(t.s, &t.c);
    y["acting"] = action_to_yaml(Action{Pass{0}}, &t.c);
    errors = {};
    CHECK_FALSE(state_from_yaml(YAML::Load(YAML::Dump(y)), t.c, sb::engine::ReadContext{"s.yaml", &errors}));
    CHECK(errors.format_all().find("no further question") != std::string::npos);
  }
  // Reverse the staging area: position 1 gets the lowest card, and so on.
  t.choose(was[3]);
  CHECK(t.s.pending->position == 1);
  t.choose(was[2]);
  CHECK(t.s.pending->position == 2);
  CHECK(t.s.pending->options == std::vector<int>{was[0], was[1]});
  t.choose(was[1]);
  CHECK_FALSE(t.s.pending);
  CHECK_FALSE(t.s.acting);
  CHECK(st == std::array<int, 4>{was[3], was[2], was[1], was[0]});
  // The die went onto the ability, as any use of a dice-fed ability does.
  CHECK(t.s.session.seats[0].action_dice.size() + 1 == before.session.seats[0].action_dice.size());
  CHECK(in_play(t.s, t.a)->ability_dice.count(ability) == 1);
}

TEST_CASE("discard_obstacle with more candidates than it discards asks which go") {
  Quiet t;
  auto cards = t.cards_where([](const Obstacle& o) { return o.difficulty == 3; });
  REQUIRE(cards.size() >= 3);
  std::vector<int> placed;
  for (int k = 0; k < 3; ++k) placed.push_back(t.take(cards[k]));
  t.s.attached[t.s.board[0][0]] = {placed[0], placed[1]};
  t.s.attached[t.s.board[2][1]] = {placed[2]};
  Effect discard;  // a designer's card: "discard 2 obstacles anywhere"
  discard.op = "discard_obstacle";
  discard.which.kind = "any";
  discard.amount = 2;
  auto run = [&](std::vector<Choose> answers, State& s) {
    Answers tape(answers);
    Ctx ctx(s, t.c, nullptr, &tape);
    resolve(ctx, {discard}, Source{});
    return tape.open_question();
  };
  State s = t.s;
  auto q = run({}, s);
  REQUIRE(q);
  CHECK(q->kind == kChooseDiscard);
  CHECK(q->amount == 2);
  CHECK(q->options == placed);
  s = t.s;
  q = run({Choose{kValueObstacle, placed[2]}}, s);
  REQUIRE(q);
  CHECK(q->amount == 1);
  CHECK(q->options == std::vector<int>{placed[0], placed[1]});
  s = t.s;
  CHECK_FALSE(run({Choose{kValueObstacle, placed[2]}, Choose{kValueObstacle, placed[0]}}, s));
  CHECK(obstacle_location(s, placed[2]) < 0);
  CHECK(obstacle_location(s, placed[0]) < 0);
  CHECK(obstacle_location(s, placed[1]) == t.s.board[0][0]);
  // As many candidates as it discards: no question.
  discard.amount = 3;
  s = t.s;
  CHECK_FALSE(run({}, s));
  for (int inst : placed) CHECK(obstacle_location(s, inst) < 0);
}

TEST_CASE("an open question in the older shape (every key written, null where unset) reads as the same question") {
  Quiet t;
  while (!t.s.pending && t.s.status == kInSession) t.pass_all();
  REQUIRE(t.s.pending);
  YAML::Node y = state_to_yaml(t.s, &t.c);
  YAML::Node pending = y["pending"];
  for (const char* key : {"region", "location", "obstacle", "character", "card", "position", "track"})
    if (!pending[key]) pending[key] = YAML::Node(YAML::NodeType::Null);
  if (!pending["seat"]) pending["seat"] = -1;
  if (!pending["amount"]) pending["amount"] = 0;
  if (!pending["shown"]) pending["shown"] = YAML::Load("[]");
  sb::engine::ErrorList errors;
  auto back = state_from_yaml(YAML::Load(YAML::Dump(y)), t.c, sb::engine::ReadContext{"old.yaml", &errors});
  REQUIRE_MESSAGE(back, errors.format_all());
  CHECK(*back == t.s);
  // A question with one option is refused where it stands.
  YAML::Node one = state_to_yaml(t.s, &t.c);
  YAML::Node first = one["pending"]["options"][0];
  one["pending"]["options"] = YAML::Node(YAML::NodeType::Sequence);
  one["pending"]["options"].push_back(first);
  CHECK_FALSE(state_from_yaml(YAML::Load(YAML::Dump(one)), t.c, sb::engine::ReadContext{"old.yaml", &errors}));
  CHECK(errors.format_all().find("pending.options: a question has at least 2 options") != std::string::npos);
}
