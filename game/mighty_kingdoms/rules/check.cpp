// Title::check: the invariants every Mighty Kingdoms State keeps, one broken one a line in words.
// Runs on every State read from a file (a hand-written scenario may be impossible) and after every
// action in the property suites, so it stays linear in the State and never trusts an index before
// testing it.
//
// [SECTION] words
// [SECTION] kingdoms and turn order
// [SECTION] tiles
// [SECTION] tokens and units
// [SECTION] artefacts
// [SECTION] calendar, battle and queues
#include <algorithm>

#include "engine/board/conservation.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk {

namespace {

using Broken = std::vector<std::string>;
std::string num(long v) { return std::to_string(v); }

// [SECTION] words
// Names that never index out of range: the State under check may be nonsense.
struct Words {
  const State& s;
  bool kingdom_ok(int k) const { return k >= 0 && k < static_cast<int>(s.kingdoms.size()); }
  bool tile_ok(int t) const { return t >= 0 && t < static_cast<int>(s.tiles.size()); }
  std::string kingdom(int k) const {
    return kingdom_ok(k) ? s.kingdoms[static_cast<size_t>(k)].name : "kingdom " + num(k + 1);
  }
  std::string tile(int t) const {
    if (!tile_ok(t)) return "tile " + num(t);
    const engine::Hex h = s.tiles[static_cast<size_t>(t)].hex;
    return "tile (" + num(h.q) + "," + num(h.r) + ")";
  }
  std::string token(const Token& t) const {
    return kingdom(t.owner) + "'s " + (t.ship ? "ship " : "army ") + num(t.number) + " (token " + num(t.id) + ")";
  }
};

// A tile reference kept in the State: none, or a tile of the board.
// `what` gives the words only when something is broken: check runs after every action.
template <class What>
void check_tile_ref(const Words& w, int tile, const What& what, Broken& broken) {
  if (tile != kNoTile && !w.tile_ok(tile))
    broken.push_back(what() + " names tile " + num(tile) + "; the board has tiles 0 to " + num(static_cast<long>(w.s.tiles.size()) - 1));
}
template <class What>
void check_seat_ref(const Words& w, int seat, const What& what, Broken& broken) {
  if (seat != -1 && !w.kingdom_ok(seat))
    broken.push_back(what() + " is seat " + num(seat + 1) + "; the game has " + num(static_cast<long>(w.s.kingdoms.size())) + " seats");
}
// A list of seats with none twice and each a seat of the game.
template <class What>
void check_seat_list(const Words& w, const std::vector<int>& seats, const What& what, Broken& broken) {
  std::vector<char> seen(w.s.kingdoms.size(), 0);
  for (int k : seats) {
    if (!w.kingdom_ok(k)) {
      broken.push_back(what() + " names seat " + num(k + 1) + "; the game has " + num(static_cast<long>(w.s.kingdoms.size())) + " seats");
      continue;
    }
    if (seen[static_cast<size_t>(k)]++) broken.push_back(what() + " names " + w.kingdom(k) + " twice");
  }
}

// [SECTION] kingdoms and turn order
void check_kingdoms(const Words& w, const Content& c, Broken& broken) {
  const State& s = w.s;
  const size_t seats = s.kingdoms.size();
  if (seats < static_cast<size_t>(Title::kMinSeats) || seats > static_cast<size_t>(Title::kMaxSeats))
    broken.push_back(num(static_cast<long>(seats)) + " kingdoms; the game takes " + num(Title::kMinSeats) + " to " +
                     num(Title::kMaxSeats));
  for (size_t i = 0; i < seats; ++i) {
    const Kingdom& k = s.kingdoms[i];
    const std::string& who = k.name;
    if (k.race < -1 || k.race >= static_cast<int>(c.races.size()))
      broken.push_back(who + "'s race is " + num(k.race) + "; the game has races 0 to " + num(static_cast<long>(c.races.size()) - 1));
    else if (k.race < 0 && !s.in_setup)
      broken.push_back(who + " has no race after setup");
    if (k.gold < 0) broken.push_back(who + " has " + num(k.gold) + " gold");
    if (k.food < 0) broken.push_back(who + " has " + num(k.food) + " food");
    if (k.battle_might < 0) broken.push_back(who + " has " + num(k.battle_might) + " battle might");
    if (k.completed_winters < 0 || k.completed_winters > c.calendar.periods)
      broken.push_back(who + " completed " + num(k.completed_winters) + " winters; a game has 0 to " + num(c.calendar.periods));
    if (k.eliminated_year < 0 || k.eliminated_year > c.calendar.periods)
      broken.push_back(who + " was eliminated in year " + num(k.eliminated_year) + "; a game has years 1 to " +
                       num(c.calendar.periods));
    if (!k.active && k.eliminated_year == 0) broken.push_back(who + " is out of the game but was never eliminated");
    if (k.active && k.eliminated_year != 0)
      broken.push_back(who + " is in the game but was eliminated in year " + num(k.eliminated_year));
    if (k.next_army_number < 1 || k.next_ship_number < 1)
      broken.push_back(who + "'s next army and ship numbers must be 1 or more");
    check_seat_list(w, k.tithed_to, [&] { return who + "'s tithes this winter"; }, broken);
    for (int tower : k.quested_towers)
      if (!w.tile_ok(tower)) broken.push_back(who + " quested at tile " + num(tower) + ", which is not on the board");
    check_tile_ref(w, k.recall_anchor, [&] { return who + "'s recall anchor"; }, broken);
    if (!s.in_setup && !k.to_place.empty())
      broken.push_back(who + " still has " + num(static_cast<long>(k.to_place.size())) + " home pieces to place after setup");
  }
  // Player order: the kingdoms still in the game, each once.
  check_seat_list(w, s.player_order, [] { return std::string("the player order"); }, broken);
  std::vector<char> ordered(seats, 0);
  for (int k : s.player_order)
    if (w.kingdom_ok(k)) {
      ordered[static_cast<size_t>(k)] = 1;
      if (!s.kingdoms[static_cast<size_t>(k)].active) broken.push_back("the player order names " + w.kingdom(k) + ", who is out of the game");
    }
  for (size_t k = 0; k < seats; ++k)
    if (s.kingdoms[k].active && !ordered[k] && !s.player_order.empty())
      broken.push_back(w.kingdom(static_cast<int>(k)) + " is in the game but not in the player order");
  check_seat_ref(w, s.actor, [] { return std::string("the seat to act"); }, broken);
  check_seat_ref(w, s.brake_seat, [] { return std::string("the seat holding the brakes"); }, broken);
  if (s.battle_cursor < 0 || s.battle_cursor > static_cast<int>(seats))
    broken.push_back("the battle cursor is " + num(s.battle_cursor) + "; the player order has " + num(static_cast<long>(seats)) +
                     " places");
  // The pass round (tithe, build, feed, deploy, disembark, artefacts).
  check_seat_list(w, s.round.order, [] { return std::string("the pass round"); }, broken);
  const int round_size = static_cast<int>(s.round.order.size());
  if (s.round.current < 0 || (round_size > 0 && s.round.current >= round_size) || (round_size == 0 && s.round.current != 0))
    broken.push_back("the pass round's current place is " + num(s.round.current) + " of " + num(round_size));
  if (s.round.passes_in_row < 0 || s.round.passes_in_row > round_size)
    broken.push_back("the pass round counts " + num(s.round.passes_in_row) + " passes in a row among " + num(round_size) + " seats");
}

// [SECTION] tiles
void check_tiles(const Words& w, const Content&, Broken& broken) {
  const State& s = w.s;
  // The grid (derived from the tiles) finds every tile where it lies.
  if (s.width < 0 || s.height < 0 || s.grid.size() != static_cast<size_t>(s.width) * static_cast<size_t>(s.height))
    broken.push_back("the board grid is " + num(static_cast<long>(s.grid.size())) + " cells for " + num(s.width) + " by " +
                     num(s.height));
  else
    for (size_t i = 0; i < s.tiles.size(); ++i)
      if (s.tile_at(s.tiles[i].hex) != static_cast<int>(i)) {
        broken.push_back(w.tile(static_cast<int>(i)) + " is not where the board grid puts it (two tiles at one place?)");
        break;
      }
  std::vector<int> capitals(s.kingdoms.size(), 0);
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    const Tile& t = s.tiles[i];
    auto at = [&] { return w.tile(static_cast<int>(i)); };
    const bool settled = t.settlement != Settlement::kNone;
    if (static_cast<int>(t.settlement) < 0 || static_cast<int>(t.settlement) >= kSettlementKinds)
      broken.push_back(at() + " holds settlement kind " + num(static_cast<int>(t.settlement)));
    if (t.controller != -1 && !w.kingdom_ok(t.controller)) {
      check_seat_ref(w, t.controller, [&] { return at() + "'s controller"; }, broken);
      continue;
    }
    const bool controlled = t.controller >= 0;
    if (is_water(t) && (controlled || settled)) broken.push_back(at() + " is water but is controlled or settled");
    if (t.tower && (controlled || settled)) broken.push_back(at() + " holds a wizard tower but is controlled or settled");
    if (!t.explored && (controlled || settled)) broken.push_back(at() + " is unexplored but is controlled or settled");
    if (t.settlement == Settlement::kCapital) {
      if (!controlled) broken.push_back(at() + " holds a capital nobody controls");
      else if (++capitals[static_cast<size_t>(t.controller)] == 2)
        broken.push_back(w.kingdom(t.controller) + " has 2 or more capitals; a kingdom has at most 1");
    }
    if (t.docked_ship != -1) {
      const Token* ship = s.token(t.docked_ship);
      if (!ship || !ship->ship) broken.push_back(at() + " docks token " + num(t.docked_ship) + ", which is no ship");
      else if (ship->tile != static_cast<int>(i)) broken.push_back(at() + " docks " + w.token(*ship) + ", which is elsewhere");
    }
  }
}

// [SECTION] tokens and units
void check_units(const Words& w, const Content& c, const Token& t, Broken& broken) {
  for (size_t u = 0; u < t.units.size(); ++u) {
    const Unit& unit = t.units[u];
    auto which = [&] { return w.token(t) + "'s unit " + num(static_cast<long>(u) + 1); };
    const bool race_ok = unit.race >= 0 && unit.race < static_cast<int>(c.races.size());
    const bool list_ok = race_ok && unit.army_template >= 0 &&
                         unit.army_template < static_cast<int>(c.races[static_cast<size_t>(unit.race)].armies.size());
    const bool profile_ok = list_ok && unit.profile >= 0 &&
                            unit.profile < static_cast<int>(c.races[static_cast<size_t>(unit.race)]
                                                                 .armies[static_cast<size_t>(unit.army_template)]
                                                                 .units.size());
    if (!profile_ok)
      broken.push_back(which() + " names [race " + num(unit.race) + ", army list " + num(unit.army_template) + ", unit " +
                       num(unit.profile) + "], which the content does not have");
    if (unit.artefact < -1 || unit.artefact >= static_cast<int>(c.artefacts.size()))
      broken.push_back(which() + " carries artefact " + num(unit.artefact) + "; the game has " + num(static_cast<long>(c.artefacts.size())));
    if (unit.medals < 0 || unit.scars < 0) broken.push_back(which() + " has a negative count of medals or scars");
    if (unit.points < 0) broken.push_back(which() + " is worth " + num(unit.points) + " points");
  }
}

void check_tokens(const Words& w, const Content& c, Broken& broken) {
  const State& s = w.s;
  const size_t seats = s.kingdoms.size();
  std::vector<int> armies(seats, 0);
  // (owner, kind, number) of each token: numbers are per kingdom and kind and never reused.
  std::vector<long> numbers;
  numbers.reserve(s.tokens.size());
  for (size_t i = 0; i < s.tokens.size(); ++i) {
    const Token& t = s.tokens[i];
    auto who = [&] { return w.token(t); };
    if (i > 0 && s.tokens[i - 1].id >= t.id)
      broken.push_back(s.tokens[i - 1].id == t.id ? "two tokens share id " + num(t.id)
                                                  : "the tokens are not in id order at token " + num(t.id));
    if (t.id < 1 || t.id >= s.next_token_id)
      broken.push_back("token " + num(t.id) + " has an id outside 1 to " + num(s.next_token_id - 1) + " (the next id is " +
                       num(s.next_token_id) + ")");
    if (!w.kingdom_ok(t.owner)) {
      broken.push_back("token " + num(t.id) + " belongs to seat " + num(t.owner + 1) + "; the game has " + num(static_cast<long>(seats)) +
                       " seats");
      continue;
    }
    const Kingdom& owner = s.kingdoms[static_cast<size_t>(t.owner)];
    if (!owner.active) broken.push_back(who() + " is on the board, but " + owner.name + " is out of the game");
    if (!t.ship) ++armies[static_cast<size_t>(t.owner)];
    const int next = t.ship ? owner.next_ship_number : owner.next_army_number;
    if (t.number < 1 || t.number >= next) {
      broken.push_back(who() + " is numbered " + num(t.number) + "; " + owner.name + " has numbered " + (t.ship ? "ships" : "armies") +
                       " 1 to " + num(next - 1));
    } else {
      numbers.push_back((static_cast<long>(t.owner) * 2 + (t.ship ? 1 : 0)) * (1L << 32) + t.number);
    }
    if (t.tile != kNoTile && t.tile != kStaging && !w.tile_ok(t.tile)) {
      check_tile_ref(w, t.tile, who, broken);
    } else if (t.tile >= 0) {
      const Tile& at = s.tiles[static_cast<size_t>(t.tile)];
      if (at.terrain == Terrain::kMarsh) broken.push_back(who() + " stands on " + w.tile(t.tile) + ", a marsh");
      if (at.tower) broken.push_back(who() + " stands on " + w.tile(t.tile) + ", a wizard tower");
      // Between dissolving pairs and the supply check armies may be at sea (§5.1 step 1).
      if (!t.ship && t.partner < 0 && is_water(at) && s.step != Step::kAnchor)
        broken.push_back(who() + " stands on water without a ship");
      if (t.ship && !is_water(at) && !at.coastal && !at.river)
        broken.push_back(who() + " is a ship inland on " + w.tile(t.tile));
    }
    if (t.ship && !t.units.empty()) broken.push_back(who() + " is a ship with units");
    if (t.partner != -1) {
      const Token* p = s.token(t.partner);
      if (!p) broken.push_back(who() + " is paired with token " + num(t.partner) + ", which is not in the game");
      else if (p->partner != t.id) broken.push_back(who() + " is paired with " + w.token(*p) + ", which is not paired with it");
      else if (p->ship == t.ship) broken.push_back(who() + " is paired with " + w.token(*p) + "; a pair is one ship and one army");
      else if (p->tile != t.tile) broken.push_back(who() + " and its partner " + w.token(*p) + " are on different tiles");
      else if (p->owner != t.owner) broken.push_back(who() + " is paired with " + w.token(*p) + " of another kingdom");
    }
    check_tile_ref(w, t.order.target, [&] { return who() + "'s order target"; }, broken);
    if (static_cast<int>(t.order.type) > static_cast<int>(OrderType::kHold)) broken.push_back(who() + " has an unknown order");
    check_tile_ref(w, t.moved_from, [&] { return who() + "'s move origin"; }, broken);
    check_tile_ref(w, t.moved_to, [&] { return who() + "'s move destination"; }, broken);
    check_tile_ref(w, t.recruit_fortress, [&] { return who() + "'s recruiting fortress"; }, broken);
    if (t.ally_race < -1 || t.ally_race >= static_cast<int>(c.races.size()))
      broken.push_back(who() + "'s allied race is " + num(t.ally_race) + "; the game has races 0 to " + num(static_cast<long>(c.races.size()) - 1));
    check_units(w, c, t, broken);
  }
  std::sort(numbers.begin(), numbers.end());
  for (size_t i = 1; i < numbers.size(); ++i)
    if (numbers[i] == numbers[i - 1] && (i < 2 || numbers[i - 2] != numbers[i])) {
      const long key = numbers[i] >> 32;
      const int owner = static_cast<int>(key / 2);
      broken.push_back("two of " + w.kingdom(owner) + "'s " + (key % 2 ? "ships" : "armies") + " are numbered " +
                       num(numbers[i] & 0xffffffffL));
    }
  for (size_t k = 0; k < seats; ++k)
    if (armies[k] > c.tables.max_armies)
      broken.push_back(w.kingdom(static_cast<int>(k)) + " has " + num(armies[k]) + " armies; a kingdom has at most " +
                       num(c.tables.max_armies));
}

// [SECTION] artefacts
// Every artefact is in exactly one place: the pool, a kingdom's hand or capital, or one unit.
void check_artefacts(const Words& w, const Content& c, Broken& broken) {
  const State& s = w.s;
  const int count = static_cast<int>(c.artefacts.size());
  if (s.artefacts.size() != c.artefacts.size()) {
    broken.push_back("the state tracks " + num(static_cast<long>(s.artefacts.size())) + " artefacts; the game has " + num(count));
    return;
  }
  auto name = [&](int id) { return id >= 0 && id < count ? c.artefacts[static_cast<size_t>(id)].name : "artefact " + num(id); };
  // Where each artefact is found: on units, and off them (pool, a kingdom's hand, its capital).
  std::vector<int> found;
  for (const Token& t : s.tokens)
    for (const Unit& u : t.units)
      if (u.artefact >= 0 && u.artefact < count) found.push_back(u.artefact);
  for (int i = 0; i < count; ++i) {
    const ArtefactState& a = s.artefacts[static_cast<size_t>(i)];
    const std::string what = name(i);
    check_seat_ref(w, a.holder, [&] { return what + "'s holder"; }, broken);
    if (a.army < 0) {
      found.push_back(i);  // in the pool, a kingdom's hand or its capital
      if (a.unit != -1) broken.push_back(what + " names unit " + num(a.unit + 1) + " but no army");
      if (a.at_capital && a.holder < 0) broken.push_back(what + " lies at the capital of nobody");
      if (a.at_capital && w.kingdom_ok(a.holder) && capital_tile(s, a.holder) == kNoTile)
        broken.push_back(what + " lies at " + w.kingdom(a.holder) + "'s capital, but " + w.kingdom(a.holder) + " has none");
      continue;
    }
    const Token* army = s.token(a.army);
    if (!army || army->ship) {
      broken.push_back(what + " is carried by token " + num(a.army) + ", which is no army in the game");
      continue;
    }
    if (a.at_capital) broken.push_back(what + " is both carried and at a capital");
    if (army->owner != a.holder)
      broken.push_back(what + " is carried by " + w.token(*army) + " but held by " + (a.holder < 0 ? "nobody" : w.kingdom(a.holder)));
    if (a.unit < 0 || a.unit >= static_cast<int>(army->units.size()))
      broken.push_back(what + " is carried by unit " + num(a.unit + 1) + " of " + w.token(*army) + ", which has " +
                       num(static_cast<long>(army->units.size())) + " units");
    else if (army->units[static_cast<size_t>(a.unit)].artefact != i)
      broken.push_back(what + " is carried by unit " + num(a.unit + 1) + " of " + w.token(*army) + ", which does not carry it");
  }
  // Counted cheaply first; the words (and the map behind them) only when one is off.
  std::vector<int> copies(static_cast<size_t>(count), 0);
  for (int id : found) ++copies[static_cast<size_t>(id)];
  if (std::any_of(copies.begin(), copies.end(), [](int n) { return n != 1; })) {
    std::vector<int> expected(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i) expected[static_cast<size_t>(i)] = i;
    engine::check_conserved(expected, found, name, "artefacts", broken);
  }
}

// [SECTION] calendar, battle and queues
void check_flow(const Words& w, const Content& c, Broken& broken) {
  const State& s = w.s;
  const engine::CalendarCursor& k = s.cursor;
  if (k.period < 1 || k.period > c.calendar.periods)
    broken.push_back("year " + num(k.period) + "; the game has years 1 to " + num(c.calendar.periods));
  if (k.season < 0 || k.season >= static_cast<int>(c.calendar.seasons.size())) {
    broken.push_back("season " + num(k.season) + "; the calendar has " + num(static_cast<long>(c.calendar.seasons.size())) + " seasons");
  } else if (!k.finished) {
    const engine::Season& season = c.calendar.seasons[static_cast<size_t>(k.season)];
    if (!k.in_final && (k.turn < 1 || k.turn > season.turns))
      broken.push_back(season.id + " turn " + num(k.turn) + "; the season has turns 1 to " + num(season.turns));
    const size_t phases = k.in_final ? c.calendar.final_phases.size() : season.phases.size();
    if (k.phase < 0 || static_cast<size_t>(k.phase) >= phases)
      broken.push_back("phase " + num(k.phase) + "; there are " + num(static_cast<long>(phases)) + " phases here");
  }
  if (static_cast<int>(s.step) > static_cast<int>(Step::kGameOver)) broken.push_back("the step is unknown (" + num(static_cast<int>(s.step)) + ")");

  const Battle& b = s.battle;
  check_tile_ref(w, b.tile, [] { return std::string("the battle"); }, broken);
  check_seat_ref(w, b.attacker, [] { return std::string("the attacker"); }, broken);
  check_seat_ref(w, b.defender, [] { return std::string("the defender"); }, broken);
  check_seat_ref(w, b.conceder, [] { return std::string("the seat deciding on concession"); }, broken);
  check_seat_ref(w, b.fallback_proposer, [] { return std::string("the seat proposing the dice fallback"); }, broken);
  if (b.concede_stage < 0 || b.concede_stage > 2) broken.push_back("concession stage " + num(b.concede_stage) + "; stages are 0 to 2");
  for (const std::vector<int>* dice : {&b.dice_attacker, &b.dice_defender})
    for (int face : *dice)
      if (face < 1 || face > 6) {
        broken.push_back("a battle die shows " + num(face));
        break;
      }
  if (b.hits_attacker < 0 || b.hits_defender < 0) broken.push_back("the naval hits still to take are negative");
  for (int id : b.participants)
    if (id < 1 || id >= s.next_token_id) broken.push_back("the battle names token " + num(id) + ", which was never in the game");
  if (b.retreat_queue.size() != b.retreat_sided.size())
    broken.push_back("the retreat queue has " + num(static_cast<long>(b.retreat_queue.size())) + " armies but " +
                     num(static_cast<long>(b.retreat_sided.size())) + " side flags");
  for (int id : b.retreat_queue)
    if (!s.token(id)) broken.push_back("token " + num(id) + " is to retreat but is not in the game");
  if (b.awards.size() % 2 != 0) broken.push_back("the battle awards are not (what, army) pairs");
  for (size_t i = 0; i < b.awards.size(); i += 2)
    if (b.awards[i] < 0 || b.awards[i] >= 2 + static_cast<int>(c.artefacts.size()))
      broken.push_back("battle award " + num(b.awards[i]) + " names no medal, scar or artefact");
  if (b.awarding < 0 || b.awarding > 2) broken.push_back("the battle's awarding stage is " + num(b.awarding) + "; stages are 0 to 2");

  if (s.vet_queue.size() % 2 != 0) broken.push_back("the veterancy queue is not (army, unit) pairs");
  for (size_t i = 0; i + 1 < s.vet_queue.size(); i += 2)
    if (s.vet_queue[i] < 1 || s.vet_queue[i] >= s.next_token_id)
      broken.push_back("the veterancy queue names token " + num(s.vet_queue[i]) + ", which was never in the game");
  auto non_negative = [&](const auto& counts, const char* what) {
    for (int n : counts)
      if (n < 0) {
        broken.push_back("the statistics count " + num(n) + " " + std::string(what));
        return;
      }
  };
  non_negative(s.stats.explore_rolls, "exploration rolls");
  non_negative(s.stats.explore_results, "exploration results");
  non_negative(s.stats.battles_per_year, "battles");
  non_negative(s.stats.eliminations_per_year, "eliminations");
}

}  // namespace

std::vector<std::string> Title::check(const State& s, const Content& c) {
  Broken broken;
  const Words words{s};
  check_kingdoms(words, c, broken);
  check_tiles(words, c, broken);
  check_tokens(words, c, broken);
  check_artefacts(words, c, broken);
  check_flow(words, c, broken);
  return broken;
}

}  // namespace sb::mk
