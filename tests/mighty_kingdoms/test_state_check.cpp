// Title::check: a real position passes; breaking exactly one invariant makes check name it in
// words; and a scenario or save starting from an impossible position is refused with those words.
#include <algorithm>
#include <functional>

#include "engine/save/any_match.h"
#include "mk_test_support.h"

using namespace sb::mk;

namespace {

// A summer position of a short seeded 4-player game with army lists kept (veterancy), so armies
// have units an artefact can go to.
State real_position(const Content& c) {
  Setup setup = Title::default_setup(c, 4);
  setup.map = "random:12";
  setup.options.veterancy = true;
  auto started = Title::new_state(c, setup, 12);
  REQUIRE(started.ok());
  State s = started.value();
  sb::engine::Rng bots(12, 3);
  for (int i = 0; i < 400 && !s.game_over && (s.in_setup || s.step != Step::kOrders || i < 120); ++i)
    REQUIRE(Title::apply(s, c, Title::bot_action(s, c, "random", bots)).ok());
  REQUIRE_FALSE(s.in_setup);
  return s;
}

// Every line of check on `s`, and whether one holds `words`.
bool names(const State& s, const Content& c, const std::string& words) {
  const std::vector<std::string> broken = Title::check(s, c);
  for (const std::string& line : broken)
    if (line.find(words) != std::string::npos) return true;
  std::string all;
  for (const std::string& line : broken) all += "\n  " + line;
  MESSAGE("no line says '" << words << "'; check says:" << (all.empty() ? std::string(" nothing") : all));
  return false;
}

// An army on land, not paired with a ship, with units: its owner is the kingdom the cases break.
int first_army(const State& s) {
  for (size_t i = 0; i < s.tokens.size(); ++i)
    if (!s.tokens[i].ship && s.tokens[i].tile >= 0 && s.tokens[i].partner < 0 && !s.tokens[i].units.empty())
      return static_cast<int>(i);
  FAIL("no army with units on land");
  return -1;
}

int tile_where(const State& s, const std::function<bool(const Tile&)>& pred) {
  for (size_t i = 0; i < s.tiles.size(); ++i)
    if (pred(s.tiles[i])) return static_cast<int>(i);
  FAIL("no such tile on the map");
  return -1;
}

}  // namespace

TEST_CASE("check: a real position passes, and each broken invariant is named") {
  auto content = test::content();
  const Content& c = *content;
  const State good = real_position(c);
  {
    const auto broken = Title::check(good, c);
    for (const auto& line : broken) MESSAGE(line);
    REQUIRE(broken.empty());
  }
  const int army = first_army(good);
  const Token& a = good.tokens[static_cast<size_t>(army)];
  const size_t k = static_cast<size_t>(a.owner);
  const std::string ann = good.kingdoms[k].name;
  const size_t other_seat = (k + 1) % good.kingdoms.size();
  auto broken = [&](auto change, const std::string& words) {
    State s = good;
    change(s);
    return names(s, c, words);
  };

  SUBCASE("kingdoms: seats, race, purse, elimination, references") {
    CHECK(broken([&](State& s) { while (s.kingdoms.size() < 7) s.kingdoms.push_back(s.kingdoms[0]); },
                 "7 kingdoms; the game takes 2 to 6"));
    CHECK(broken([&](State& s) { s.kingdoms[k].race = static_cast<int>(c.races.size()); }, ann + "'s race is"));
    CHECK(broken([&](State& s) { s.kingdoms[k].race = -1; }, "has no race after setup"));
    CHECK(broken([&](State& s) { s.kingdoms[1].gold = -3; }, good.kingdoms[1].name + " has -3 gold"));
    CHECK(broken([&](State& s) { s.kingdoms[1].food = -1; }, good.kingdoms[1].name + " has -1 food"));
    CHECK(broken([&](State& s) { s.kingdoms[k].active = false; }, "out of the game but was never eliminated"));
    CHECK(broken([&](State& s) { s.kingdoms[k].tithed_to = {8}; }, ann + "'s tithes this winter names seat 9"));
    CHECK(broken([&](State& s) { s.kingdoms[k].recall_anchor = 100000; }, ann + "'s recall anchor names tile 100000"));
    CHECK(broken([&](State& s) { s.kingdoms[k].to_place = {Settlement::kVillage}; }, "home pieces to place after setup"));
  }

  SUBCASE("turn order: player order, the seat to act, the pass round") {
    CHECK(broken([&](State& s) { s.player_order[1] = s.player_order[0]; },
                 "the player order names " + good.kingdoms[static_cast<size_t>(good.player_order[0])].name + " twice"));
    CHECK(broken([&](State& s) { s.actor = 8; }, "the seat to act is seat 9; the game has 4 seats"));
    CHECK(broken([&](State& s) {
      s.round.order = {0, 1};
      s.round.current = 5;
    }, "the pass round's current place is 5 of 2"));
  }

  SUBCASE("tiles: the grid, control, capitals, docks") {
    CHECK(broken([&](State& s) { std::swap(s.tiles[0].hex, s.tiles[1].hex); }, "is not where the board grid puts it"));
    const int water = tile_where(good, [](const Tile& t) { return is_water(t); });
    CHECK(broken([&](State& s) { s.tiles[static_cast<size_t>(water)].controller = 0; }, "is water but is controlled"));
    const int unexplored = tile_where(good, [](const Tile& t) { return !t.explored && !is_water(t); });
    CHECK(broken([&](State& s) { s.tiles[static_cast<size_t>(unexplored)].controller = 0; }, "is unexplored but is controlled"));
    const int capital = capital_tile(good, a.owner);
    const int other =
        tile_where(good, [&](const Tile& t) { return t.controller == a.owner && t.settlement != Settlement::kCapital; });
    REQUIRE(capital >= 0);
    CHECK(broken([&](State& s) { s.tiles[static_cast<size_t>(other)].settlement = Settlement::kCapital; },
                 ann + " has 2 or more capitals; a kingdom has at most 1"));
    CHECK(broken([&](State& s) { s.tiles[static_cast<size_t>(a.tile)].docked_ship = a.id; }, "which is no ship"));
    CHECK(broken([&](State& s) { s.tiles[static_cast<size_t>(a.tile)].controller = 9; }, "controller is seat 10"));
  }

  SUBCASE("tokens: ids, owners, numbers, places, pairs, army limit, units") {
    CHECK(broken([&](State& s) { s.tokens[1].id = s.tokens[0].id; }, "two tokens share id"));
    CHECK(broken([&](State& s) { s.next_token_id = s.tokens.back().id; }, "has an id outside"));
    CHECK(broken([&](State& s) { s.tokens[static_cast<size_t>(army)].owner = 9; }, "belongs to seat 10"));
    // A copy of an army under a fresh id: an army made from nothing, numbered like the first.
    CHECK(broken([&](State& s) {
      Token copy = a;
      copy.id = s.next_token_id++;
      s.tokens.push_back(copy);
    }, "two of " + ann + "'s armies are numbered " + std::to_string(a.number)));
    CHECK(broken([&](State& s) { s.tokens[static_cast<size_t>(army)].number = s.kingdoms[k].next_army_number; },
                 "has numbered armies 1 to"));
    CHECK(broken([&](State& s) {
      while (army_count(s, a.owner) <= c.tables.max_armies) {
        Token copy = a;
        copy.id = s.next_token_id++;
        copy.number = s.kingdoms[k].next_army_number++;
        s.tokens.push_back(copy);
      }
    }, ann + " has " + std::to_string(c.tables.max_armies + 1) + " armies; a kingdom has at most " +
           std::to_string(c.tables.max_armies)));
    CHECK(broken([&](State& s) { s.tiles[static_cast<size_t>(a.tile)].tower = true; }, "a wizard tower"));
    const int water = tile_where(good, [](const Tile& t) { return is_water(t); });
    CHECK(broken([&](State& s) {
      Token& t = s.tokens[static_cast<size_t>(army)];
      if (t.partner >= 0) s.token(t.partner)->partner = -1;
      t.partner = -1;
      t.tile = water;
    }, "stands on water without a ship"));
    CHECK(broken([&](State& s) { s.tokens[static_cast<size_t>(army)].partner = 100000; }, "which is not in the game"));
    CHECK(broken([&](State& s) { s.tokens[static_cast<size_t>(army)].order.target = 100000; }, "order target names tile"));
    CHECK(broken([&](State& s) { s.tokens[static_cast<size_t>(army)].units[0].profile = 999; },
                 "which the content does not have"));
  }

  SUBCASE("artefacts: each in exactly one place") {
    REQUIRE_FALSE(c.artefacts.empty());
    const std::string lantern = c.artefacts[0].name;
    // A possible position: Ann's first unit carries the first artefact.
    State carried = good;
    carried.tokens[static_cast<size_t>(army)].units[0].artefact = 0;
    carried.artefacts[0] = ArtefactState{a.owner, a.id, 0, false, false};
    REQUIRE(Title::check(carried, c).empty());
    // Carried by the unit and lying in the pool too: two copies of one artefact.
    CHECK(broken([&](State& s) { s.tokens[static_cast<size_t>(army)].units[0].artefact = 0; },
                 "artefacts: '" + lantern + "' 1 more in play than the game has"));
    // The record says the unit carries it; the unit does not: the artefact is lost.
    State lost = carried;
    lost.tokens[static_cast<size_t>(army)].units[0].artefact = -1;
    CHECK(names(lost, c, "artefacts: '" + lantern + "' 1 fewer in play than the game has"));
    CHECK(names(lost, c, lantern + " is carried by unit 1 of " + ann + "'s army"));
    State other_holder = carried;
    other_holder.artefacts[0].holder = static_cast<int>(other_seat);
    CHECK(names(other_holder, c, "but held by " + good.kingdoms[other_seat].name));
    CHECK(broken([&](State& s) { s.artefacts.pop_back(); }, "the state tracks"));
  }

  SUBCASE("calendar, battle and queues") {
    CHECK(broken([&](State& s) { s.cursor.period = 7; }, "year 7; the game has years 1 to 6"));
    CHECK(broken([&](State& s) { s.cursor.turn = 9; }, "turn 9; the season has turns 1 to"));
    CHECK(broken([&](State& s) { s.battle.dice_attacker = {3, 7}; }, "a battle die shows 7"));
    CHECK(broken([&](State& s) { s.battle.retreat_queue = {a.id}; }, "the retreat queue has 1 armies but 0 side flags"));
    CHECK(broken([&](State& s) { s.battle.awards = {0}; }, "not (what, army) pairs"));
    CHECK(broken([&](State& s) { s.vet_queue = {a.id}; }, "the veterancy queue is not (army, unit) pairs"));
  }
}

TEST_CASE("check: a scenario or a save starting from an impossible position is refused with the reason") {
  auto content = test::content();
  const State good = real_position(*content);
  sb::engine::TitleAdapter<Title> title;
  sb::engine::ErrorList errors;
  REQUIRE_MESSAGE(title.load_content("content/mighty_kingdoms", errors), errors.format_all());
  sb::engine::ReadContext ctx{"scenario.yaml", &errors};
  Setup setup = Title::default_setup(*content, 4);
  setup.options.veterancy = true;
  const YAML::Node setup_node = Title::setup_to_yaml(setup);

  // Two capitals for one kingdom: the state reads cleanly, but no game can reach it.
  const int owner = good.player_order.front();
  REQUIRE(capital_tile(good, owner) >= 0);
  State impossible = good;
  for (Tile& t : impossible.tiles)
    if (t.controller == owner && t.settlement != Settlement::kCapital) {
      t.settlement = Settlement::kCapital;
      break;
    }
  auto refused = title.match_from_state(setup_node, Title::state_to_yaml(impossible), 1, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "impossible_state");
  CHECK(refused.error().message ==
        "the starting state is impossible: " + good.kingdoms[static_cast<size_t>(owner)].name + " has 2 or more capitals; a kingdom has at most 1");

  auto accepted = title.match_from_state(setup_node, Title::state_to_yaml(good), 1, ctx);
  if (!accepted.ok()) MESSAGE(accepted.error().message << "\n" << errors.format_all());
  REQUIRE(accepted.ok());

  // A save whose starting position was edited into the same impossible one is refused too.
  sb::engine::SaveData save = accepted.value()->save_data();
  REQUIRE(save.initial_state.IsDefined());
  save.initial_state = Title::state_to_yaml(impossible);
  auto reloaded = title.load_match(save, ctx);
  REQUIRE_FALSE(reloaded.ok());
  CHECK(reloaded.error().code == "impossible_state");
  CHECK(reloaded.error().message.rfind("the save's initial state is impossible: ", 0) == 0);
}
