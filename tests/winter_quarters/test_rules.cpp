// Scenario tests: the deck, card turns, each Winter Quarters phase, TOA triggers, FNI, victory.
#include <algorithm>
#include <set>
#include <sstream>

#include "game/app/cli/cli.h"
#include "support.h"

using namespace wqt;

TEST_CASE("wq: the deck puts each WQ card among its pile's bottom four cards (positions 4-7 of 7)") {
  std::set<int> seen_a, seen_b;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    State s = fresh(seed);
    std::vector<int> deck = {s.current, s.on_deck};
    deck.insert(deck.end(), s.draw.begin(), s.draw.end());
    REQUIRE(deck.size() == 14);
    int a = static_cast<int>(std::find(deck.begin(), deck.end(), card("wq_a")) - deck.begin()) + 1;
    int b = static_cast<int>(std::find(deck.begin(), deck.end(), card("wq_b")) - deck.begin()) + 1;
    CHECK(a >= 4);
    CHECK(a <= 7);
    CHECK(b >= 11);
    CHECK(b <= 14);
    seen_a.insert(a);
    seen_b.insert(b);
  }
  CHECK(seen_a.size() == 4);  // every position happens
  CHECK(seen_b.size() == 4);
}

TEST_CASE("wq: a card turn offers in card order; Pass gains 1; actors become Ineligible") {
  State s = fresh();
  make_current(s, "e10");  // B F P I
  REQUIRE(s.question->faction == kBritish);
  answer(s, "Pass");
  CHECK(s.factions[kBritish].resources == 11);
  CHECK(s.question->faction == kFrench);
  answer(s, "play the Event");  // French take Merchant Credit: +5
  CHECK(s.factions[kFrench].resources == 9);
  REQUIRE(s.question->faction == kPatriots);
  // The 2nd actor after an Event may only Operate or Pass, and the rejection says why.
  auto r = Title::apply(s, *content(), {kPatriots, Verb::kEvent});
  CHECK(r.rejection().code == "not_allowed");
  CHECK(r.rejection().message.find("1st actor took the Event") != std::string::npos);
  answer(s, "Muster");
  answer(s, "Muster in Bay Colony");
  answer(s, "place up to 2");
  answer(s, "place 0");  // Continentals (Bay Colony has a Patriot Fort)
  answer(s, "place 2");  // Militia
  answer(s, "end the Muster");
  CHECK(s.spaces[static_cast<size_t>(space("bay_colony"))].pieces[kMilitiaU] == 4);
  CHECK_FALSE(s.factions[kFrench].eligible);
  CHECK_FALSE(s.factions[kPatriots].eligible);
  CHECK(s.factions[kBritish].eligible);
  CHECK(s.factions[kIndians].eligible);
  CHECK(s.cards_played == 1);
}

TEST_CASE("wq: rejections leave the state unchanged and say why") {
  State s = fresh();
  s.factions[kBritish].resources = 1;
  make_current(s, "e10");
  State before = s;
  auto r = Title::apply(s, *content(), {kIndians, Verb::kPass});
  CHECK(r.rejection().code == "not_your_decision");
  CHECK(r.rejection().message.find("British") != std::string::npos);
  r = Title::apply(s, *content(), {kBritish, Verb::kBattle});
  CHECK(r.rejection().code == "not_allowed");
  CHECK(r.rejection().message == "Battle costs 2 Resources per space; the British have 1.");
  r = Title::apply(s, *content(), {kBritish, Verb::kSpace, 0});
  CHECK(r.rejection().code == "not_a_choice");
  CHECK(s == before);
}

TEST_CASE("wq: before the Treaty the French may not March, and Muster only in the West Indies") {
  State s = fresh();
  make_current(s, "e07");  // F B I P
  REQUIRE(s.question->faction == kFrench);
  auto r = Title::apply(s, *content(), {kFrench, Verb::kMarch});
  CHECK(r.rejection().message == "Before the Treaty of Alliance the French may only Muster and Battle in the West Indies.");
  answer(s, "Muster");  // the West Indies is the only space, with 1 Regular Available: nothing to ask
  CHECK(s.spaces[static_cast<size_t>(content()->wi())].pieces[kFrenchRegular] == 3);
  CHECK(s.factions[kFrench].resources == 3);
  CHECK(s.question->faction == kBritish);
}

TEST_CASE("wq: TOA (a) the Envoys Abroad event, then its French +4 once in effect") {
  State s = fresh();
  make_current(s, "e04");  // F P I B
  answer(s, "play the Event");
  REQUIRE(s.question->kind == "blockade");  // Raise FNI: the French pick the City
  answer(s, "blockade Boston");
  CHECK(s.toa);
  CHECK(s.fni == 1);
  CHECK(s.squadrons_wi == 2);
  CHECK(s.available[kFrenchRegular] == 4);  // 1 + the 3 Unavailable
  CHECK(s.unavailable[kFrenchRegular] == 0);
  CHECK(s.factions[kFrench].resources == 4);
  State again = fresh();
  again.toa = true;
  make_current(again, "e04");
  answer(again, "play the Event");
  CHECK(again.factions[kFrench].resources == 8);
}

TEST_CASE("wq: TOA (b) four British cubes in Casualties at the end of a card turn") {
  State s = fresh();
  s.casualties[kRegular] = 3;
  s.spaces[0].pieces[kRegular] = 1;  // Boston 4 -> 1, three to Casualties
  make_current(s, "e10");
  for (int i = 0; i < 4; ++i) answer(s, "Pass");
  CHECK_FALSE(s.toa);  // 3 is not enough
  s.casualties[kTory] = 1;
  s.spaces[0].pieces[kTory] = 1;
  make_current(s, "e01");
  for (int i = 0; i < 4; ++i) answer(s, "Pass");
  REQUIRE(s.question->kind == "blockade");
  answer(s, "blockade New York");
  CHECK(s.toa);
  CHECK(s.spaces[static_cast<size_t>(space("new_york"))].blockade);
}

TEST_CASE("wq: TOA (c) at the end of the first WQ Round's Reset") {
  State s = fresh();
  s.draw.erase(std::remove(s.draw.begin(), s.draw.end(), card("wq_a")), s.draw.end());
  s.draw.insert(s.draw.begin(), s.on_deck);
  s.on_deck = s.current;
  s.current = card("wq_a");
  go_to_phase(s, "reset");
  REQUIRE(s.question->kind == "blockade");
  answer(s, "Charleston");
  CHECK(s.toa);
  CHECK(s.wq_rounds == 1);
  CHECK(sb::engine::current_phase_id(content()->calendar, s.cursor) == "card_turns");
}

TEST_CASE("wq: FNI rises by a French Muster in the West Indies and falls by Squall at Sea and Naval Intervention") {
  State s = fresh();
  s.toa = true;
  s.unavailable[kRegular] -= 2;
  s.available[kRegular] += 2;
  make_current(s, "e11");  // F I B P
  answer(s, "Muster");
  answer(s, "Muster in West Indies");
  answer(s, "raise French Naval Intervention");
  answer(s, "blockade Boston");
  CHECK(s.fni == 1);
  CHECK(s.squadrons_wi == 2);
  CHECK(s.factions[kFrench].resources == 3);
  answer(s, "end the Muster");
  // The Indians, 2nd actor after an Operation, take the Event: Lower FNI, then Regulars to the WI.
  answer(s, "play the Event");
  REQUIRE(s.question->kind == "event_count");
  answer(s, "place 2");  // the Event's step ends: its changes show together
  CHECK(s.fni == 0);
  CHECK(s.squadrons_wi == 3);
  CHECK_FALSE(s.spaces[0].blockade);
  CHECK(s.spaces[static_cast<size_t>(content()->wi())].pieces[kRegular] == 3);
  // Naval Intervention lowers FNI (the French pick the Blockade) and may move the rest.
  State n = fresh();
  n.toa = true;
  n.fni = 2;
  n.squadrons_wi = 1;
  n.spaces[static_cast<size_t>(space("boston"))].blockade = true;
  n.spaces[static_cast<size_t>(space("new_york"))].blockade = true;
  go_to_phase(n, "naval_intervention");
  answer(n, "lift the Blockade of New York");
  answer(n, "move it to Charleston");
  CHECK(n.fni == 1);
  CHECK(n.spaces[static_cast<size_t>(space("charleston"))].blockade);
  CHECK_FALSE(n.spaces[static_cast<size_t>(space("boston"))].blockade);
}

TEST_CASE("wq: a Victory Check ends the game when one faction meets every condition, and ranks") {
  State s = fresh();
  for (int i = 0; i < content()->wi(); ++i)
    if (content()->spaces[static_cast<size_t>(i)].pop > 0) s.spaces[static_cast<size_t>(i)].support = 2;
  go_to_phase(s, "victory_check");  // ST 24 but British Forts + Cities = 4: not met
  CHECK_FALSE(s.game_over);
  s.spaces[static_cast<size_t>(space("tidewater"))].pieces[kBritishFort] = 1;
  s.available[kBritishFort]--;
  go_to_phase(s, "victory_check");
  REQUIRE(s.game_over);
  CHECK(s.victory_met);
  CHECK(s.ranking.front() == kBritish);
  CHECK(s.margin[kBritish] == 1);
  CHECK(Title::prompt(s, *content()).game_over);
  CHECK(Title::legal_actions(s, *content()).empty());
  auto scores = Title::scores(s, *content());
  CHECK(scores[0] == 3);  // the British seat
}

TEST_CASE("wq: the final round ends after Support and ranks everyone by margin, ties P, I, F, B") {
  State s = fresh();
  s.current = card("wq_b");
  s.cursor.period = 2;
  go_to_phase(s, "final_victory");
  REQUIRE(s.game_over);
  CHECK_FALSE(s.victory_met);
  // Start margins: B -5/0, P -4/0, F -1/-3, I -1/-1 -> ranking margins -5, -4, -3, -1.
  CHECK(s.ranking == std::vector<int>{kIndians, kFrench, kPatriots, kBritish});
  State tie = fresh();
  tie.spaces[static_cast<size_t>(space("bay_colony"))].support = -1;  // OT 4: P -6, F -5, I 1 - ...
  rank_factions(tie, *content(), false);
  for (size_t i = 1; i < tie.ranking.size(); ++i) {
    int a = tie.ranking[i - 1], b = tie.ranking[i];
    CHECK(tie.margin[static_cast<size_t>(a)] >= tie.margin[static_cast<size_t>(b)]);
    if (tie.margin[static_cast<size_t>(a)] == tie.margin[static_cast<size_t>(b)]) {
      std::vector<int> order = {kPatriots, kIndians, kFrench, kBritish};
      CHECK(std::find(order.begin(), order.end(), a) < std::find(order.begin(), order.end(), b));
    }
  }
}

TEST_CASE("wq: supply phases test each faction as its step begins; Indians place a Village when none stands") {
  State s = fresh();
  // No Village on the map: the Indians place one first; then War Parties in Blue Ridge need supply.
  for (const char* id : {"lake_country", "ohio_valley"}) {
    s.spaces[static_cast<size_t>(space(id))].pieces[kVillage] = 0;
    s.available[kVillage]++;
  }
  s.spaces[static_cast<size_t>(space("blue_ridge"))].pieces[kWarPartyU] = 2;
  s.spaces[static_cast<size_t>(space("lake_country"))].pieces[kWarPartyU] = 0;
  go_to_phase(s, "supply_indians");
  REQUIRE(s.question->kind == "supply_village");
  answer(s, "Ohio Valley");
  answer(s, "to the nearest Village");
  CHECK(s.spaces[static_cast<size_t>(space("ohio_valley"))].pieces[kWarPartyU] == 4);
  CHECK(s.spaces[static_cast<size_t>(space("blue_ridge"))].pieces[kWarPartyU] == 0);
  // Resources are capped at 50 (D8).
  State r = fresh();
  r.factions[kBritish].resources = 49;
  go_to_phase(r, "resources");
  CHECK(r.factions[kBritish].resources == 50);
}

TEST_CASE("wq: WQT-1 runs as a script and ends with ST 12 and OT 8") {
  std::ostringstream out, err;
  std::istringstream in;
  int code = sb::app::run_cli({"script", "tests/winter_quarters/scenarios/wqt1.yaml"}, out, err, in);
  REQUIRE_MESSAGE(code == 0, err.str());
  YAML::Node root = YAML::Load(out.str());
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"script output", &errors};
  auto s = Title::state_from_yaml(root, *content(), ctx);
  REQUIRE_MESSAGE(s.has_value(), errors.format_all());
  CHECK(support_total(*s, *content()) == 12);
  CHECK(opposition_total(*s, *content()) == 8);
  CHECK(s->cards_played == 0);
  CHECK(s->wq_rounds == 1);
}

TEST_CASE("wq: sim reports per faction and side, and refuses bad arguments") {
  std::ostringstream out, err;
  std::istringstream in;
  int code = sb::app::run_cli({"sim", "--title", "winter-quarters", "--games", "6", "--json"}, out, err, in);
  REQUIRE_MESSAGE(code == 0, err.str());
  YAML::Node report = YAML::Load(out.str());
  REQUIRE(report["factions"].size() == 4);
  double total = 0;
  for (const auto& f : report["factions"]) total += f["win_rate"].as<double>();
  CHECK(total == doctest::Approx(1.0));
  CHECK(report["sides"].size() == 2);
  CHECK(report["checkpoints"].size() == 3);
  std::ostringstream out2, err2;
  CHECK(sb::app::run_cli({"sim", "--title", "winter-quarters", "--bots", "genius"}, out2, err2, in) == 2);
  CHECK(err2.str().find("unknown bot 'genius'") != std::string::npos);
  std::ostringstream out3, err3;
  CHECK(sb::app::run_cli({"sim", "--title", "winter-quarters", "--gmaes", "3"}, out3, err3, in) == 2);
  CHECK(err3.str() == "seasonboard sim: unknown option '--gmaes' (did you mean --games? try --help)\n");
}

TEST_CASE("wq: a saved step whose answers do not fit is an error, not a crash") {
  State s = fresh();
  make_current(s, "e10");
  answer(s, "Muster");
  YAML::Node node = Title::state_to_yaml(s);
  // The British Muster: Bay Colony (Rebellion-Controlled, not a City) is no answer.
  node["step"]["answers"].push_back(YAML::Load("{faction: british, do: space, space: bay_colony}"));
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"edited.yaml", &errors};
  auto back = Title::state_from_yaml(YAML::Load(sb::engine::dump_yaml(node)), *content(), ctx);
  CHECK_FALSE(back.has_value());
  CHECK_MESSAGE(errors.format_all().find("does not fit its question") != std::string::npos, errors.format_all());
}
