// Board queries and the few mutations every phase shares (control, destruction, movement).
#include <algorithm>
#include <cmath>
#include <deque>

#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {

const char* settlement_name(Settlement s) {
  switch (s) {
    case Settlement::kNone: return "none";
    case Settlement::kVillage: return "village";
    case Settlement::kCity: return "city";
    case Settlement::kCapital: return "capital";
    case Settlement::kFortress: return "fortress";
  }
  return "none";
}
const char* order_name(OrderType o) {
  switch (o) {
    case OrderType::kNone: return "none";
    case OrderType::kMove: return "move";
    case OrderType::kDefend: return "defend";
    case OrderType::kRaze: return "raze";
    case OrderType::kRegroup: return "regroup";
    case OrderType::kHold: return "hold";
  }
  return "none";
}
const char* unit_type_name(UnitType t) {
  switch (t) {
    case UnitType::kHero: return "hero";
    case UnitType::kMonster: return "monster";
    case UnitType::kWarMachine: return "war_machine";
    default: return "other";
  }
}
const char* battle_type_name(BattleType t) {
  switch (t) {
    case BattleType::kPitched: return "pitched";
    case BattleType::kNaval: return "naval";
    case BattleType::kLandWater: return "land_water";
    case BattleType::kSlaughter: return "slaughter";
    default: return "none";
  }
}

int State::tile_at(engine::Hex h) const {
  int x = h.q - min_q, y = h.r - min_r;
  if (x < 0 || y < 0 || x >= width || y >= height) return -1;
  return grid[static_cast<size_t>(x + y * width)];
}
Token* State::token(int id) {
  auto it = std::lower_bound(tokens.begin(), tokens.end(), id, [](const Token& t, int v) { return t.id < v; });
  return it != tokens.end() && it->id == id ? &*it : nullptr;
}
const Token* State::token(int id) const { return const_cast<State*>(this)->token(id); }

void build_grid(State& s) {
  if (s.tiles.empty()) return;
  int max_q = s.tiles[0].hex.q, max_r = s.tiles[0].hex.r;
  s.min_q = max_q;
  s.min_r = max_r;
  for (const Tile& t : s.tiles) {
    s.min_q = std::min(s.min_q, t.hex.q);
    s.min_r = std::min(s.min_r, t.hex.r);
    max_q = std::max(max_q, t.hex.q);
    max_r = std::max(max_r, t.hex.r);
  }
  s.width = max_q - s.min_q + 1;
  s.height = max_r - s.min_r + 1;
  s.grid.assign(static_cast<size_t>(s.width * s.height), -1);
  for (size_t i = 0; i < s.tiles.size(); ++i)
    s.grid[static_cast<size_t>((s.tiles[i].hex.q - s.min_q) + (s.tiles[i].hex.r - s.min_r) * s.width)] =
        static_cast<int>(i);
  for (Tile& t : s.tiles)
    for (int d = 0; d < 6; ++d) t.adj[static_cast<size_t>(d)] = s.tile_at(engine::hex_neighbor(t.hex, d));
}

namespace {
thread_local bool g_quiet_events = false;  // set only around apply_fast (the simulator's hot path)
}
QuietEvents::QuietEvents(bool on) : previous_(g_quiet_events) { g_quiet_events = on; }
QuietEvents::~QuietEvents() { g_quiet_events = previous_; }

void event(Events& ev, const std::string& kind, int seat, const std::string& text, std::vector<int> values, int place) {
  if (g_quiet_events) return;
  ev.push_back(engine::Event{kind, seat, text, std::move(values), place});
}

bool lists_kept(const State& s) {
  return s.options.battle_mode == BattleMode::kTabletop || s.options.veterancy || s.options.wizard_towers;
}

bool is_water(const Tile& t) { return t.terrain == Terrain::kWater; }

bool army_enterable(const State& s, int tile) {
  const Tile& t = s.tiles[static_cast<size_t>(tile)];
  return !is_water(t) && t.terrain != Terrain::kMarsh && !t.tower;
}
bool ship_enterable(const State& s, int tile) {
  const Tile& t = s.tiles[static_cast<size_t>(tile)];
  return (is_water(t) || t.coastal || t.river) && t.terrain != Terrain::kMarsh && !t.tower;
}
bool token_can_enter(const State& s, const Token& t, int tile) {
  return t.ship ? ship_enterable(s, tile) : army_enterable(s, tile);
}

std::vector<const Token*> tokens_at(const State& s, int tile) {
  std::vector<const Token*> out;
  for (const Token& t : s.tokens)
    if (t.tile == tile) out.push_back(&t);
  return out;
}
bool has_foreign_token(const State& s, int tile, int kingdom) {
  for (const Token& t : s.tokens)
    if (t.tile == tile && t.owner != kingdom) return true;
  return false;
}
bool has_any_token_of(const State& s, int tile, int kingdom) {
  for (const Token& t : s.tokens)
    if (t.tile == tile && t.owner == kingdom) return true;
  return false;
}
int army_count(const State& s, int kingdom) {
  int n = 0;
  for (const Token& t : s.tokens)
    if (!t.ship && t.owner == kingdom) ++n;
  return n;
}
int capital_tile(const State& s, int kingdom) {
  for (size_t i = 0; i < s.tiles.size(); ++i)
    if (s.tiles[i].settlement == Settlement::kCapital && s.tiles[i].controller == kingdom) return static_cast<int>(i);
  return kNoTile;
}
int supply_anchor(const State& s, int kingdom) {
  int cap = capital_tile(s, kingdom);
  if (cap != kNoTile) return cap;
  int anchor = s.kingdoms[static_cast<size_t>(kingdom)].recall_anchor;
  if (anchor != kNoTile && s.tiles[static_cast<size_t>(anchor)].controller == kingdom) return anchor;
  return kNoTile;
}

std::vector<char> connected_mask(const State& s, int kingdom, int from) {
  std::vector<char> mask(s.tiles.size(), 0);
  if (from < 0 || s.tiles[static_cast<size_t>(from)].controller != kingdom) return mask;
  std::vector<int> stack{from};
  mask[static_cast<size_t>(from)] = 1;
  while (!stack.empty()) {
    int at = stack.back();
    stack.pop_back();
    for (int n : s.tiles[static_cast<size_t>(at)].adj) {
      if (n < 0 || mask[static_cast<size_t>(n)]) continue;
      if (s.tiles[static_cast<size_t>(n)].controller != kingdom) continue;
      mask[static_cast<size_t>(n)] = 1;
      stack.push_back(n);
    }
  }
  return mask;
}

std::vector<int> legal_retreat_tiles(const State& s, const Token& t) {
  std::vector<int> out;
  if (t.tile < 0) return out;
  for (int n : s.tiles[static_cast<size_t>(t.tile)].adj) {
    if (n < 0 || !token_can_enter(s, t, n) || has_foreign_token(s, n, t.owner)) continue;
    const Tile& tile = s.tiles[static_cast<size_t>(n)];
    if (tile.controller == t.owner || (t.ship && is_water(tile))) out.push_back(n);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string tile_label(const State& s, int tile) {
  if (tile == kStaging) return "the staging area";
  if (tile < 0 || static_cast<size_t>(tile) >= s.tiles.size()) return "nowhere";
  const Tile& t = s.tiles[static_cast<size_t>(tile)];
  // As a player sees the tile: terrain, what stands on it, whose it is.
  const std::string terrain = t.terrain == Terrain::kWater ? "sea" : terrain_name(t.terrain);
  const std::string where = std::string(t.terrain == Terrain::kPlains || t.terrain == Terrain::kWater ? "on the " : "in the ") +
                            terrain;
  const std::string owner = t.controller >= 0 && static_cast<size_t>(t.controller) < s.kingdoms.size()
                                ? s.kingdoms[static_cast<size_t>(t.controller)].name + "'s "
                                : std::string();
  if (t.settlement != Settlement::kNone)
    return (owner.empty() ? std::string("the ") : owner) + settlement_name(t.settlement) + " " + where;
  if (t.tower) return "the Wizard's Tower " + where;
  if (!owner.empty()) return owner + "land " + where;
  return t.terrain == Terrain::kWater ? "the open sea" : "the " + terrain;
}

std::string direction_words(engine::Hex from, engine::Hex to) {
  // The board is drawn pointy-top with north up: neighbours lie east, north-east, north-west, west,
  // south-west and south-east; farther tiles get the nearest of eight compass points.
  const engine::Layout unit;
  const engine::Point a = engine::hex_to_pixel(unit, from), b = engine::hex_to_pixel(unit, to);
  const double dx = b.x - a.x, dy = a.y - b.y;  // y grows downward on screen
  if (dx == 0 && dy == 0) return "here";
  static const char* kPoints[8] = {"east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"};
  double angle = std::atan2(dy, dx) / (std::acos(-1.0) / 4);  // in eighths of a turn
  int sector = static_cast<int>(std::lround(angle));
  return kPoints[(sector % 8 + 8) % 8];
}
namespace {

// The way from one hex to another as a player would count it on the board: at most two straight
// runs along the six neighbour directions ("3 tiles north-east and 2 east"), which names every
// hex differently (compass points alone repeat from the second ring out).
std::string steps_words(engine::Hex from, engine::Hex to) {
  const int dq = to.q - from.q, dr = to.r - from.r;
  for (size_t i = 0; i < engine::kHexDirections.size(); ++i) {
    const engine::Hex u = engine::kHexDirections[i], v = engine::kHexDirections[(i + 1) % 6];
    const int det = u.q * v.r - v.q * u.r;  // +-1: neighbouring directions span the grid
    const int along_u = (dq * v.r - v.q * dr) / det, along_v = (u.q * dr - dq * u.r) / det;
    if (along_u < 0 || along_v < 0 || along_u + along_v == 0) continue;
    auto run = [&](int n, engine::Hex dir) {
      return (n == 1 ? std::string("1 tile ") : std::to_string(n) + " tiles ") + direction_words(from, from + dir);
    };
    if (along_v == 0) return run(along_u, u);
    if (along_u == 0) return run(along_v, v);
    return run(along_u, u) + " and " + std::to_string(along_v) + " " + direction_words(from, from + v);
  }
  return "here";
}

bool looks_alike(const Tile& a, const Tile& b) {
  return a.terrain == b.terrain && a.settlement == b.settlement && a.controller == b.controller && a.tower == b.tower;
}

}  // namespace

std::string place_words(const State& s, int tile) {
  std::string label = tile_label(s, tile);
  if (tile < 0 || static_cast<size_t>(tile) >= s.tiles.size()) return label;
  const Tile& here = s.tiles[static_cast<size_t>(tile)];
  bool alike = false;
  for (size_t i = 0; i < s.tiles.size() && !alike; ++i) alike = static_cast<int>(i) != tile && looks_alike(s.tiles[i], here);
  if (!alike) return label;
  // Where it lies from the acting kingdom's capital, else from the middle of the map.
  const int capital = s.actor >= 0 && s.actor < static_cast<int>(s.kingdoms.size()) ? capital_tile(s, s.actor) : kNoTile;
  if (capital >= 0 && capital != tile) {
    const engine::Hex from = s.tiles[static_cast<size_t>(capital)].hex;
    const int steps = engine::hex_distance(from, here.hex);
    const std::string whose = s.kingdoms[static_cast<size_t>(s.actor)].name + "'s capital";
    if (steps == 1) return label + " next to " + whose + ", " + direction_words(from, here.hex);
    return label + ", " + steps_words(from, here.hex) + " of " + whose;
  }
  const engine::Layout unit;
  double x = 0, y = 0;
  for (const Tile& t : s.tiles) {
    const engine::Point p = engine::hex_to_pixel(unit, t.hex);
    x += p.x / static_cast<double>(s.tiles.size());
    y += p.y / static_cast<double>(s.tiles.size());
  }
  const engine::Hex middle = engine::pixel_to_hex(unit, {x, y});
  if (middle == here.hex) return label + " in the middle of the map";
  return label + ", " + steps_words(middle, here.hex) + " of the middle of the map";
}

std::string token_label(const State& s, const Token& t) {
  std::string owner = s.kingdoms[static_cast<size_t>(t.owner)].name;
  return owner + "'s " + (t.ship ? "ship S" : "army A") + std::to_string(t.number);
}

int upright_unpaired_armies(const State& s, int tile, int kingdom) {
  int n = 0;
  for (const Token& t : s.tokens)
    if (t.tile == tile && t.owner == kingdom && !t.ship && t.partner < 0 && t.upright) ++n;
  return n;
}
int upright_ships(const State& s, int tile, int kingdom) {
  int n = 0;
  for (const Token& t : s.tokens)
    if (t.tile == tile && t.owner == kingdom && t.ship && t.upright) ++n;
  return n;
}
bool has_upright_token(const State& s, int tile, int kingdom) {
  for (const Token& t : s.tokens)
    if (t.tile == tile && t.owner == kingdom && t.upright && (t.ship || t.partner < 0)) return true;
  return false;
}
int deploy_limit(const State& s, const Content& c, int tile) {
  const Tile& t = s.tiles[static_cast<size_t>(tile)];
  if (t.terrain == Terrain::kMarsh) return c.tables.marsh_deploy_limit;
  if (t.settlement == Settlement::kNone) return 0;
  return c.tables.deploy_limit[static_cast<size_t>(t.settlement)];
}
int armies_on(const State& s, int tile, int kingdom) {
  int n = 0;
  for (const Token& t : s.tokens)
    if (t.tile == tile && t.owner == kingdom && !t.ship) ++n;
  return n;
}
std::vector<int> active_in_order(const State& s) {
  std::vector<int> out;
  for (int k : s.player_order)
    if (s.kingdoms[static_cast<size_t>(k)].active) out.push_back(k);
  return out;
}

// Artefacts at a capital follow it (§9.4): to the taker (auto-assigned to a unit of an army in
// the tile), else the taker's capital, else the pool.
static void capital_artefacts_change_hands(State& s, int tile, int old_owner, int new_owner) {
  for (ArtefactState& a : s.artefacts) {
    if (!a.at_capital || a.holder != old_owner) continue;
    a.at_capital = false;
    a.holder = -1;
    a.army = -1;
    a.unit = -1;
    if (new_owner < 0) continue;
    for (Token& t : s.tokens) {
      if (t.tile != tile || t.owner != new_owner || t.ship) continue;
      for (size_t u = 0; u < t.units.size(); ++u) {
        if (t.units[u].artefact >= 0) continue;
        int idx = static_cast<int>(&a - &s.artefacts[0]);
        t.units[u].artefact = idx;
        a.holder = new_owner;
        a.army = t.id;
        a.unit = static_cast<int>(u);
        break;
      }
      if (a.holder >= 0) break;
    }
    if (a.holder < 0 && capital_tile(s, new_owner) != kNoTile) {
      a.holder = new_owner;
      a.at_capital = true;
    }
  }
}

void set_controller(State& s, int tile, int kingdom, Events& ev) {
  Tile& t = s.tiles[static_cast<size_t>(tile)];
  if (is_water(t) || t.tower || t.controller == kingdom) return;
  int old = t.controller;
  if (t.settlement == Settlement::kCapital && old >= 0) {
    t.settlement = Settlement::kCity;  // capital rule (§4.2)
    event(ev, "capital_lost", old,
          s.kingdoms[static_cast<size_t>(old)].name + " lost its capital " + tile_label(s, tile),
          {t.hex.q, t.hex.r});
    t.controller = kingdom;
    capital_artefacts_change_hands(s, tile, old, kingdom);
  }
  t.controller = kingdom;
  event(ev, "control", kingdom,
        (kingdom >= 0 ? s.kingdoms[static_cast<size_t>(kingdom)].name : std::string("nobody")) + " controls " +
            tile_label(s, tile),
        {t.hex.q, t.hex.r});
}

void remove_settlement(State& s, int tile, Events& ev) {
  Tile& t = s.tiles[static_cast<size_t>(tile)];
  if (t.settlement == Settlement::kCapital && t.controller >= 0) {
    for (ArtefactState& a : s.artefacts)
      if (a.at_capital && a.holder == t.controller) a = ArtefactState{};
  }
  event(ev, "raze", t.controller, std::string("The ") + settlement_name(t.settlement) + " at " +
                                      tile_label(s, tile) + " was razed", {t.hex.q, t.hex.r});
  t.settlement = Settlement::kNone;
}

void destroy_token(State& s, int id, Events& ev, const std::string& why) {
  Token* t = s.token(id);
  if (!t) return;
  int partner = t->partner;
  event(ev, "destroyed", t->owner, token_label(s, *t) + " was destroyed (" + why + ")", {t->id});
  for (ArtefactState& a : s.artefacts)
    if (a.army == id) a = ArtefactState{};
  for (Tile& tile : s.tiles)
    if (tile.docked_ship == id) tile.docked_ship = -1;
  s.tokens.erase(s.tokens.begin() + (t - &s.tokens[0]));
  if (partner >= 0) destroy_token(s, partner, ev, why);
  // The removed token's partner link is gone with it; clear any dangling back-reference.
  for (Token& other : s.tokens)
    if (other.partner == id) other.partner = -1;
}

void move_token(State& s, Token& t, int tile) {
  t.tile = tile;
  if (t.partner >= 0)
    if (Token* p = s.token(t.partner)) p->tile = tile;
}

int add_army(State& s, const Content& c, int kingdom, int tile, int template_index, int race) {
  Token t;
  t.id = s.next_token_id++;
  t.owner = kingdom;
  t.number = s.kingdoms[static_cast<size_t>(kingdom)].next_army_number++;
  t.tile = tile;
  t.recruited_year = s.year();
  if (lists_kept(s) && race >= 0 && race < static_cast<int>(c.races.size())) {
    const Race& r = c.races[static_cast<size_t>(race)];
    if (template_index >= 0 && template_index < static_cast<int>(r.armies.size())) {
      const ArmyTemplate& a = r.armies[static_cast<size_t>(template_index)];
      for (size_t i = 0; i < a.units.size(); ++i) {
        const UnitProfile& p = a.units[i];
        Unit u;
        u.race = race;
        u.army_template = template_index;
        u.profile = static_cast<int>(i);
        u.type = p.type;
        u.points = p.points;
        u.me = p.me;
        u.ra = p.ra;
        u.def = p.def;
        u.waver = p.waver;
        u.rout = p.rout;
        u.elite = p.elite;
        u.vicious = p.vicious;
        u.yellow_bellied = p.yellow_bellied;
        u.piercing = p.piercing;
        u.crushing_strength = p.crushing_strength;
        u.inspiring = p.inspiring;
        t.units.push_back(u);
      }
    }
  }
  s.tokens.push_back(t);  // ids grow, so the vector stays sorted
  return t.id;
}

int add_ship(State& s, int kingdom, int tile) {
  Token t;
  t.id = s.next_token_id++;
  t.ship = true;
  t.owner = kingdom;
  t.number = s.kingdoms[static_cast<size_t>(kingdom)].next_ship_number++;
  t.tile = tile;
  s.tokens.push_back(t);
  return t.id;
}

void recompute_player_order(State& s) {
  std::vector<int> seats, keys;
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    if (!s.kingdoms[k].active) continue;
    seats.push_back(static_cast<int>(k));
    keys.push_back(army_count(s, static_cast<int>(k)));
  }
  // Start from the current order so the seeded tie-break shuffle sees a stable input.
  std::vector<int> ordered_seats, ordered_keys;
  for (int k : s.player_order)
    for (size_t i = 0; i < seats.size(); ++i)
      if (seats[i] == k) {
        ordered_seats.push_back(k);
        ordered_keys.push_back(keys[i]);
      }
  s.player_order = engine::order_by_key(ordered_seats, ordered_keys, true, s.rng);
}

}  // namespace sb::mk
