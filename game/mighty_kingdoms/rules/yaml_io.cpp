// YAML for Setup, State and Action (saves, scenarios, round-trip tests). Schema documented in
// content/mighty_kingdoms/README.md. Readers are strict (engine MapReader) and report every
// problem through the context; most State fields are optional so hand-written scenarios stay
// short.
//
// [SECTION] helpers
// [SECTION] setup
// [SECTION] state writer
// [SECTION] state reader
// [SECTION] action
#include <algorithm>

#include "engine/content/core_yaml.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk {
namespace {

using engine::MapReader;
using engine::ReadContext;

// [SECTION] helpers
const std::vector<std::string> kSettlements = {"none", "village", "city", "capital", "fortress"};
const std::vector<std::string> kOrders = {"none", "move", "defend", "raze", "regroup", "hold"};
const std::vector<std::string> kUnitTypes = {"other", "hero", "monster", "war_machine"};
const std::vector<std::string> kBattleTypes = {"none", "pitched", "naval", "land_water", "slaughter"};
const std::vector<std::string> kOutcomes = {"none", "win", "loss", "draw"};
const std::vector<std::string> kTerrains = {"plains", "forest", "hills", "mountains", "marsh", "water"};

template <class E>
E enum_of(const std::vector<std::string>& names, const std::string& s) {
  auto it = std::find(names.begin(), names.end(), s);
  return static_cast<E>(it == names.end() ? 0 : it - names.begin());
}
template <class E>
const std::string& name_of(const std::vector<std::string>& names, E e) {
  return names[static_cast<size_t>(e)];
}

std::vector<std::string> step_names() {
  std::vector<std::string> out;
  for (int i = 0; i <= static_cast<int>(Step::kGameOver); ++i) out.push_back(step_name(static_cast<Step>(i)));
  return out;
}
std::vector<std::string> act_names() {
  std::vector<std::string> out;
  for (int i = 0; i <= static_cast<int>(Act::kAwardUnit); ++i) out.push_back(act_name(static_cast<Act>(i)));
  return out;
}

YAML::Node tile_ref(const State& s, int tile) {
  if (tile == kStaging) return YAML::Node("staging");
  if (tile < 0) return YAML::Node(YAML::NodeType::Null);
  return engine::to_yaml(s.tiles[static_cast<size_t>(tile)].hex);
}
int read_tile_ref(MapReader& m, const std::string& key, const State& s) {
  YAML::Node n = m.child_or_null(key);
  if (!n.IsDefined() || n.IsNull()) return kNoTile;
  std::string f = engine::join_field(m.field(), key);
  if (n.IsScalar() && n.Scalar() == "staging") return kStaging;
  auto hex = engine::hex_from_yaml(n, f, m.context());
  if (!hex) return kNoTile;
  int t = s.tile_at(*hex);
  if (t < 0) m.context().error(n, f, "no tile at (" + std::to_string(hex->q) + "," + std::to_string(hex->r) + ")");
  return t;
}
// An optional list: absent or null → empty.
std::vector<YAML::Node> optional_list(MapReader& m, const std::string& key) {
  YAML::Node n = m.child_or_null(key);
  if (!n.IsDefined() || n.IsNull()) return {};
  return engine::read_sequence(n, engine::join_field(m.field(), key), m.context());
}
YAML::Node flow(const std::vector<int>& v) {
  YAML::Node n = engine::int_list_to_yaml(v);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}
std::vector<int> ints_or(MapReader& m, const std::string& key, int lo, int hi) {
  std::vector<int> out;
  for (int64_t v : m.integer_list_or(key, lo, hi)) out.push_back(static_cast<int>(v));
  return out;
}
int int_or(MapReader& m, const std::string& key, int lo, int hi, int fallback) {
  return static_cast<int>(m.integer_or(key, lo, hi, fallback));
}

YAML::Node options_to_yaml(const Options& o) {
  YAML::Node n;
  n["battle_mode"] = o.battle_mode == BattleMode::kDice ? "dice" : "tabletop";
  n["veterancy"] = o.veterancy;
  n["tabletop_dice_fallback"] = o.tabletop_dice_fallback;
  n["terrain_fatigue"] = o.terrain_fatigue;
  n["recruit_terrain_restrictions"] = o.recruit_terrain_restrictions;
  n["wizard_towers"] = o.wizard_towers;
  n["magical_artefacts"] = o.magical_artefacts;
  n["initial_towers"] = o.initial_towers;
  return n;
}
// Defaults follow the options table: veterancy and the fallback default on only in tabletop mode.
Options options_from(const YAML::Node& node, const std::string& field, const ReadContext& ctx, const Content& c) {
  Options o;
  MapReader m(node, field, ctx);
  if (!m.valid()) return o;
  o.battle_mode = m.one_of("battle_mode", {"dice", "tabletop"}, "dice") == "tabletop" ? BattleMode::kTabletop : BattleMode::kDice;
  bool tabletop = o.battle_mode == BattleMode::kTabletop;
  auto dflt = [&](const std::string& id) {
    for (const OptionDef& d : c.options)
      if (d.id == id) return tabletop ? d.default_tabletop : d.default_dice;
    return false;
  };
  o.veterancy = m.boolean_or("veterancy", dflt("veterancy"));
  o.tabletop_dice_fallback = m.boolean_or("tabletop_dice_fallback", dflt("tabletop_dice_fallback"));
  o.terrain_fatigue = m.boolean_or("terrain_fatigue", dflt("terrain_fatigue"));
  o.recruit_terrain_restrictions = m.boolean_or("recruit_terrain_restrictions", dflt("recruit_terrain_restrictions"));
  o.wizard_towers = m.boolean_or("wizard_towers", dflt("wizard_towers"));
  o.magical_artefacts = m.boolean_or("magical_artefacts", dflt("magical_artefacts"));
  o.initial_towers = int_or(m, "initial_towers", 0, 12, 0);
  m.finish();
  return o;
}

}  // namespace

// [SECTION] setup
YAML::Node Title::setup_to_yaml(const Setup& setup) {
  YAML::Node n;
  for (const Seat& seat : setup.seats) {
    YAML::Node s;
    s["name"] = seat.name;
    s["bot"] = seat.bot;
    n["seats"].push_back(s);
  }
  n["options"] = options_to_yaml(setup.options);
  n["map"] = setup.map;
  return n;
}

std::optional<Setup> Title::setup_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  Setup setup;
  auto seats = engine::read_sequence(m.child("seats"), "seats", ctx);
  if (m.has("seats") && (seats.size() < 2 || seats.size() > 6)) m.error("seats", "needs 2 to 6 seats");
  for (size_t i = 0; i < seats.size(); ++i) {
    MapReader s(seats[i], engine::index_field("seats", i), ctx);
    if (!s.valid()) continue;
    Seat seat;
    seat.name = s.string("name");
    seat.bot = s.one_of_or("bot", {"", "random", "heuristic"}, "");
    s.finish();
    setup.seats.push_back(seat);
  }
  YAML::Node opts = m.child_or_null("options");
  if (opts.IsDefined() && !opts.IsNull()) setup.options = options_from(opts, "options", ctx, c);
  setup.map = m.string_or("map", "random:1");
  m.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  return setup;
}

// [SECTION] state writer
YAML::Node Title::state_to_yaml(const State& s) {
  YAML::Node n;
  n["rng"] = engine::to_yaml(s.rng);
  n["options"] = options_to_yaml(s.options);
  n["map_id"] = s.map_id;
  for (const Tile& t : s.tiles) {
    YAML::Node x;
    x["at"] = engine::to_yaml(t.hex);
    x["terrain"] = kTerrains[static_cast<size_t>(t.terrain)];
    if (t.coastal) x["coastal"] = true;
    if (t.river) x["river"] = true;
    if (t.start) x["start"] = true;
    if (t.explored) x["explored"] = true;
    if (t.controller >= 0) x["controller"] = t.controller;
    if (t.settlement != Settlement::kNone) x["settlement"] = name_of(kSettlements, t.settlement);
    if (t.tower) x["tower"] = true;
    if (t.raze_pending) x["raze_pending"] = true;
    if (t.built_this_winter) x["built_this_winter"] = true;
    if (t.recruited_this_winter) x["recruited_this_winter"] = true;
    if (t.docked_ship >= 0) x["docked_ship"] = t.docked_ship;
    x.SetStyle(YAML::EmitterStyle::Flow);
    n["tiles"].push_back(x);
  }
  for (const Kingdom& k : s.kingdoms) {
    YAML::Node x;
    x["name"] = k.name;
    x["is_bot"] = k.is_bot;
    x["race"] = k.race;
    x["active"] = k.active;
    x["completed_winters"] = k.completed_winters;
    x["eliminated_year"] = k.eliminated_year;
    x["battle_might"] = k.battle_might;
    x["gold"] = k.gold;
    x["food"] = k.food;
    x["tithed_to"] = flow(k.tithed_to);
    x["quested_towers"] = flow(k.quested_towers);
    x["recall_anchor"] = tile_ref(s, k.recall_anchor);
    x["next_army_number"] = k.next_army_number;
    x["next_ship_number"] = k.next_ship_number;
    YAML::Node place(YAML::NodeType::Sequence);
    for (Settlement p : k.to_place) place.push_back(name_of(kSettlements, p));
    place.SetStyle(YAML::EmitterStyle::Flow);
    x["to_place"] = place;
    x["final_might"] = k.final_might;
    n["kingdoms"].push_back(x);
  }
  n["tokens"] = YAML::Node(YAML::NodeType::Sequence);
  for (const Token& t : s.tokens) {
    YAML::Node x;
    x["id"] = t.id;
    x["kind"] = t.ship ? "ship" : "army";
    x["owner"] = t.owner;
    x["number"] = t.number;
    x["tile"] = tile_ref(s, t.tile);
    x["upright"] = t.upright;
    YAML::Node o;
    o["type"] = name_of(kOrders, t.order.type);
    o["target"] = tile_ref(s, t.order.target);
    o["resolved"] = t.order.resolved;
    o.SetStyle(YAML::EmitterStyle::Flow);
    x["order"] = o;
    x["defending"] = t.defending;
    x["partner"] = t.partner;
    x["moved_from"] = tile_ref(s, t.moved_from);
    x["moved_to"] = tile_ref(s, t.moved_to);
    x["fatigue_exempt"] = t.fatigue_exempt;
    x["allied"] = t.allied;
    x["ally_race"] = t.ally_race;
    x["recruit_fortress"] = tile_ref(s, t.recruit_fortress);
    x["recruited_year"] = t.recruited_year;
    x["list_revealed"] = t.list_revealed;
    x["may_field_monsters"] = t.may_field_monsters;
    x["may_field_war_machines"] = t.may_field_war_machines;
    x["units"] = YAML::Node(YAML::NodeType::Sequence);
    for (const Unit& u : t.units) {
      YAML::Node y;
      y["ref"] = flow({u.race, u.army_template, u.profile});
      y["type"] = name_of(kUnitTypes, u.type);
      y["points"] = u.points;
      y["stats"] = flow({u.me, u.ra, u.def, u.waver, u.rout, u.piercing, u.crushing_strength, u.inspiring});
      y["flags"] = flow({u.elite, u.vicious, u.yellow_bellied, u.battle_medal, u.battle_scar, u.quested});
      y["medals"] = u.medals;
      y["scars"] = u.scars;
      y["artefact"] = u.artefact;
      for (const EffectLog& e : u.effects) {
        YAML::Node z;
        z["month"] = e.month;
        z["source"] = e.from_medal ? "medal" : "scar";
        z["change"] = e.change;
        z["before"] = e.before;
        z["undone"] = e.undone;
        z.SetStyle(YAML::EmitterStyle::Flow);
        y["effects"].push_back(z);
      }
      x["units"].push_back(y);
    }
    n["tokens"].push_back(x);
  }
  n["next_token_id"] = s.next_token_id;
  n["player_order"] = flow(s.player_order);
  n["cursor"] = engine::to_yaml(s.cursor);
  n["in_setup"] = s.in_setup;
  n["step"] = step_name(s.step);
  n["actor"] = s.actor;
  n["round"] = engine::to_yaml(s.round);
  n["brakes_active"] = s.brakes_active;
  n["brake_seat"] = s.brake_seat;
  n["battle_cursor"] = s.battle_cursor;
  const Battle& b = s.battle;
  YAML::Node bn;
  bn["tile"] = tile_ref(s, b.tile);
  bn["attacker"] = b.attacker;
  bn["defender"] = b.defender;
  bn["type"] = name_of(kBattleTypes, b.type);
  bn["concede_stage"] = b.concede_stage;
  bn["conceder"] = b.conceder;
  bn["forced"] = b.forced;
  bn["conceded"] = b.conceded;
  bn["fallback"] = b.fallback;
  bn["fallback_proposer"] = b.fallback_proposer;
  bn["dice_attacker"] = flow(b.dice_attacker);
  bn["dice_defender"] = flow(b.dice_defender);
  bn["hits_attacker"] = b.hits_attacker;
  bn["hits_defender"] = b.hits_defender;
  bn["naval_round"] = b.naval_round;
  bn["attacker_outcome"] = name_of(kOutcomes, b.attacker_outcome);
  bn["defender_outcome"] = name_of(kOutcomes, b.defender_outcome);
  bn["mutual"] = b.mutual;
  bn["participants"] = flow(b.participants);
  bn["retreat_queue"] = flow(b.retreat_queue);
  bn["retreat_sided"] = flow(b.retreat_sided);
  if (!b.awards.empty() || b.awarding != 0) {
    bn["awards"] = flow(b.awards);
    bn["awarding"] = b.awarding;
  }
  n["battle"] = bn;
  n["artefacts"] = YAML::Node(YAML::NodeType::Sequence);
  for (const ArtefactState& a : s.artefacts) {
    YAML::Node x;
    x["holder"] = a.holder;
    x["army"] = a.army;
    x["unit"] = a.unit;
    x["at_capital"] = a.at_capital;
    if (a.revealed) x["revealed"] = true;
    x.SetStyle(YAML::EmitterStyle::Flow);
    n["artefacts"].push_back(x);
  }
  n["vet_queue"] = flow(s.vet_queue);
  YAML::Node choice(YAML::NodeType::Sequence);
  for (const std::string& x : s.vet_choice) choice.push_back(x);
  choice.SetStyle(YAML::EmitterStyle::Flow);
  n["vet_choice"] = choice;
  if (s.quest_scar) n["quest_scar"] = true;
  n["game_over"] = s.game_over;
  YAML::Node st;
  st["explore_rolls"] = flow(std::vector<int>(s.stats.explore_rolls.begin(), s.stats.explore_rolls.end()));
  st["explore_results"] = flow(std::vector<int>(s.stats.explore_results.begin(), s.stats.explore_results.end()));
  st["battles_per_year"] = flow(std::vector<int>(s.stats.battles_per_year.begin(), s.stats.battles_per_year.end()));
  st["eliminations_per_year"] =
      flow(std::vector<int>(s.stats.eliminations_per_year.begin(), s.stats.eliminations_per_year.end()));
  n["stats"] = st;
  return n;
}

// [SECTION] state reader
std::optional<State> Title::state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  State s;
  YAML::Node rng = m.child_or_null("rng");
  if (rng.IsDefined() && !rng.IsNull()) {
    if (auto r = engine::rng_from_yaml(rng, "rng", ctx)) s.rng = *r;
  }
  YAML::Node opts = m.child_or_null("options");
  if (opts.IsDefined() && !opts.IsNull()) s.options = options_from(opts, "options", ctx, c);
  s.map_id = m.string_or("map_id", "scenario");
  auto tiles = engine::read_sequence(m.child("tiles"), "tiles", ctx);
  for (size_t i = 0; i < tiles.size(); ++i) {
    MapReader x(tiles[i], engine::index_field("tiles", i), ctx);
    if (!x.valid()) continue;
    Tile t;
    if (auto h = engine::hex_from_yaml(x.child("at"), engine::join_field(x.field(), "at"), ctx)) t.hex = *h;
    t.terrain = enum_of<Terrain>(kTerrains, x.one_of("terrain", kTerrains, "plains"));
    t.coastal = x.boolean_or("coastal", false);
    t.river = x.boolean_or("river", false);
    t.start = x.boolean_or("start", false);
    t.explored = x.boolean_or("explored", false);
    t.controller = int_or(x, "controller", -1, 5, -1);
    t.settlement = enum_of<Settlement>(kSettlements, x.one_of_or("settlement", {"none", "village", "city", "capital", "fortress"}, "none"));
    t.tower = x.boolean_or("tower", false);
    t.raze_pending = x.boolean_or("raze_pending", false);
    t.built_this_winter = x.boolean_or("built_this_winter", false);
    t.recruited_this_winter = x.boolean_or("recruited_this_winter", false);
    t.docked_ship = int_or(x, "docked_ship", -1, 1 << 20, -1);
    x.finish();
    for (const Tile& other : s.tiles)
      if (other.hex == t.hex) x.error("at", "two tiles at the same coordinates");
    s.tiles.push_back(t);
  }
  build_grid(s);
  auto kingdoms = engine::read_sequence(m.child("kingdoms"), "kingdoms", ctx);
  if (m.has("kingdoms") && (kingdoms.size() < 2 || kingdoms.size() > 6)) m.error("kingdoms", "needs 2 to 6 kingdoms");
  int nk = static_cast<int>(kingdoms.size());
  for (size_t i = 0; i < kingdoms.size(); ++i) {
    MapReader x(kingdoms[i], engine::index_field("kingdoms", i), ctx);
    if (!x.valid()) continue;
    Kingdom k;
    k.name = x.string("name");
    k.is_bot = x.boolean_or("is_bot", false);
    k.race = int_or(x, "race", -1, static_cast<int>(c.races.size()) - 1, -1);
    k.active = x.boolean_or("active", true);
    k.completed_winters = int_or(x, "completed_winters", 0, 100, 0);
    k.eliminated_year = int_or(x, "eliminated_year", 0, 100, 0);
    k.battle_might = int_or(x, "battle_might", 0, 100000, 0);
    k.gold = int_or(x, "gold", 0, 100000, 0);
    k.food = int_or(x, "food", 0, 100000, 0);
    k.tithed_to = ints_or(x, "tithed_to", 0, 5);
    k.quested_towers = ints_or(x, "quested_towers", 0, 1 << 20);
    k.recall_anchor = read_tile_ref(x, "recall_anchor", s);
    k.next_army_number = int_or(x, "next_army_number", 1, 100000, 1);
    k.next_ship_number = int_or(x, "next_ship_number", 1, 100000, 1);
    for (const std::string& p : x.string_list_or("to_place")) {
      if (std::find(kSettlements.begin(), kSettlements.end(), p) == kSettlements.end())
        x.error("to_place", "unknown settlement '" + p + "'");
      else k.to_place.push_back(enum_of<Settlement>(kSettlements, p));
    }
    k.final_might = int_or(x, "final_might", 0, 100000, 0);
    x.finish();
    s.kingdoms.push_back(k);
  }
  for (const Tile& t : s.tiles)
    if (t.controller >= nk) ctx.error(node, "tiles", "a tile names controller " + std::to_string(t.controller) + " but there are only " + std::to_string(nk) + " kingdoms");
  auto tokens = optional_list(m, "tokens");
  int max_id = 0;
  for (size_t i = 0; i < tokens.size(); ++i) {
    MapReader x(tokens[i], engine::index_field("tokens", i), ctx);
    if (!x.valid()) continue;
    Token t;
    t.id = int_or(x, "id", 1, 1 << 24, static_cast<int>(i) + 1);
    t.ship = x.one_of("kind", {"army", "ship"}, "army") == "ship";
    t.owner = int_or(x, "owner", 0, std::max(0, nk - 1), 0);
    t.number = int_or(x, "number", 1, 100000, 1);
    t.tile = read_tile_ref(x, "tile", s);
    t.upright = x.boolean_or("upright", true);
    YAML::Node o = x.child_or_null("order");
    if (o.IsDefined() && !o.IsNull()) {
      MapReader om(o, engine::join_field(x.field(), "order"), ctx);
      if (om.valid()) {
        t.order.type = enum_of<OrderType>(kOrders, om.one_of("type", kOrders, "none"));
        t.order.target = read_tile_ref(om, "target", s);
        t.order.resolved = om.boolean_or("resolved", false);
        om.finish();
      }
    }
    t.defending = x.boolean_or("defending", false);
    t.partner = int_or(x, "partner", -1, 1 << 24, -1);
    t.moved_from = read_tile_ref(x, "moved_from", s);
    t.moved_to = read_tile_ref(x, "moved_to", s);
    t.fatigue_exempt = x.boolean_or("fatigue_exempt", false);
    t.allied = x.boolean_or("allied", false);
    t.ally_race = int_or(x, "ally_race", -1, static_cast<int>(c.races.size()) - 1, -1);
    t.recruit_fortress = read_tile_ref(x, "recruit_fortress", s);
    t.recruited_year = int_or(x, "recruited_year", 0, 100, 0);
    t.list_revealed = x.boolean_or("list_revealed", false);
    t.may_field_monsters = x.boolean_or("may_field_monsters", true);
    t.may_field_war_machines = x.boolean_or("may_field_war_machines", true);
    auto units = optional_list(x, "units");
    for (size_t u = 0; u < units.size(); ++u) {
      MapReader y(units[u], engine::index_field(engine::join_field(x.field(), "units"), u), ctx);
      if (!y.valid()) continue;
      Unit unit;
      std::vector<int> ref = ints_or(y, "ref", 0, 1000);
      if (ref.size() == 3 && ref[0] < static_cast<int>(c.races.size()) &&
          ref[1] < static_cast<int>(c.races[static_cast<size_t>(ref[0])].armies.size()) &&
          ref[2] < static_cast<int>(c.races[static_cast<size_t>(ref[0])].armies[static_cast<size_t>(ref[1])].units.size())) {
        unit.race = ref[0];
        unit.army_template = ref[1];
        unit.profile = ref[2];
      } else {
        y.error("ref", "expected [race, army list, unit] indices into the content");
      }
      unit.type = enum_of<UnitType>(kUnitTypes, y.one_of("type", kUnitTypes, "other"));
      unit.points = int_or(y, "points", 0, 10000, 0);
      std::vector<int> stats = ints_or(y, "stats", -10, 100);
      if (stats.size() == 8) {
        unit.me = stats[0]; unit.ra = stats[1]; unit.def = stats[2]; unit.waver = stats[3]; unit.rout = stats[4];
        unit.piercing = stats[5]; unit.crushing_strength = stats[6]; unit.inspiring = stats[7];
      } else {
        y.error("stats", "expected [me, ra, def, waver, rout, piercing, crushing_strength, inspiring]");
      }
      std::vector<int> flags = ints_or(y, "flags", 0, 1);
      if (flags.size() == 6) {
        unit.elite = flags[0]; unit.vicious = flags[1]; unit.yellow_bellied = flags[2];
        unit.battle_medal = flags[3]; unit.battle_scar = flags[4]; unit.quested = flags[5];
      } else if (!flags.empty()) {
        y.error("flags", "expected [elite, vicious, yellow_bellied, battle_medal, battle_scar, quested]");
      }
      unit.medals = int_or(y, "medals", 0, 100, 0);
      unit.scars = int_or(y, "scars", 0, 100, 0);
      unit.artefact = int_or(y, "artefact", -1, static_cast<int>(c.artefacts.size()) - 1, -1);
      auto effects = optional_list(y, "effects");
      for (size_t e = 0; e < effects.size(); ++e) {
        MapReader z(effects[e], engine::index_field(engine::join_field(y.field(), "effects"), e), ctx);
        if (!z.valid()) continue;
        EffectLog log;
        log.month = int_or(z, "month", 0, 1000, 0);
        log.from_medal = z.one_of("source", {"medal", "scar"}, "medal") == "medal";
        log.change = z.string("change");
        log.before = int_or(z, "before", -1000, 100000, 0);
        log.undone = z.boolean_or("undone", false);
        z.finish();
        unit.effects.push_back(log);
      }
      y.finish();
      t.units.push_back(unit);
    }
    x.finish();
    max_id = std::max(max_id, t.id);
    s.tokens.push_back(t);
  }
  std::sort(s.tokens.begin(), s.tokens.end(), [](const Token& a, const Token& b) { return a.id < b.id; });
  for (size_t i = 1; i < s.tokens.size(); ++i)
    if (s.tokens[i].id == s.tokens[i - 1].id) ctx.error(node, "tokens", "two tokens share id " + std::to_string(s.tokens[i].id));
  for (const Token& t : s.tokens)
    if (t.partner >= 0 && (!s.token(t.partner) || s.token(t.partner)->partner != t.id))
      ctx.error(node, "tokens", "token " + std::to_string(t.id) + " names partner " + std::to_string(t.partner) + " which does not name it back");
  s.next_token_id = int_or(m, "next_token_id", 1, 1 << 24, max_id + 1);
  if (s.next_token_id <= max_id) m.error("next_token_id", "must be greater than every token id");
  bool order_given = m.has("player_order");
  s.player_order = ints_or(m, "player_order", 0, std::max(0, nk - 1));
  if (!order_given)
    for (int k = 0; k < nk; ++k) s.player_order.push_back(k);
  YAML::Node cur = m.child_or_null("cursor");
  if (cur.IsDefined() && !cur.IsNull())
    if (auto cc = engine::cursor_from_yaml(cur, "cursor", ctx)) s.cursor = *cc;
  s.in_setup = m.boolean_or("in_setup", false);
  std::vector<std::string> steps = step_names();
  {
    std::string st = m.string_or("step", "none");
    if (std::find(steps.begin(), steps.end(), st) == steps.end()) m.error("step", "unknown step '" + st + "'");
    else s.step = enum_of<Step>(steps, st);
  }
  s.actor = int_or(m, "actor", -1, std::max(0, nk - 1), -1);
  YAML::Node round = m.child_or_null("round");
  if (round.IsDefined() && !round.IsNull())
    if (auto r = engine::pass_round_from_yaml(round, "round", ctx)) s.round = *r;
  s.brakes_active = m.boolean_or("brakes_active", false);
  s.brake_seat = int_or(m, "brake_seat", -1, 5, -1);
  s.battle_cursor = int_or(m, "battle_cursor", 0, 5, 0);
  YAML::Node bn = m.child_or_null("battle");
  if (bn.IsDefined() && !bn.IsNull()) {
    MapReader b(bn, "battle", ctx);
    if (b.valid()) {
      Battle& x = s.battle;
      x.tile = read_tile_ref(b, "tile", s);
      x.attacker = int_or(b, "attacker", -1, 5, -1);
      x.defender = int_or(b, "defender", -1, 5, -1);
      x.type = enum_of<BattleType>(kBattleTypes, b.one_of_or("type", {"none", "pitched", "naval", "land_water", "slaughter"}, "none"));
      x.concede_stage = int_or(b, "concede_stage", 0, 2, 0);
      x.conceder = int_or(b, "conceder", -1, 5, -1);
      x.forced = b.boolean_or("forced", false);
      x.conceded = b.boolean_or("conceded", false);
      x.fallback = b.boolean_or("fallback", false);
      x.fallback_proposer = int_or(b, "fallback_proposer", -1, 5, -1);
      x.dice_attacker = ints_or(b, "dice_attacker", 1, 6);
      x.dice_defender = ints_or(b, "dice_defender", 1, 6);
      x.hits_attacker = int_or(b, "hits_attacker", 0, 100, 0);
      x.hits_defender = int_or(b, "hits_defender", 0, 100, 0);
      x.naval_round = int_or(b, "naval_round", 0, 10000, 0);
      x.attacker_outcome = enum_of<Outcome>(kOutcomes, b.one_of_or("attacker_outcome", {"none", "win", "loss", "draw"}, "none"));
      x.defender_outcome = enum_of<Outcome>(kOutcomes, b.one_of_or("defender_outcome", {"none", "win", "loss", "draw"}, "none"));
      x.mutual = b.boolean_or("mutual", false);
      x.participants = ints_or(b, "participants", 0, 1 << 24);
      x.retreat_queue = ints_or(b, "retreat_queue", 0, 1 << 24);
      x.retreat_sided = ints_or(b, "retreat_sided", 0, 1);
      if (x.retreat_queue.size() != x.retreat_sided.size()) b.error("retreat_sided", "must match retreat_queue in length");
      x.awards = ints_or(b, "awards", 0, 1 << 24);
      x.awarding = int_or(b, "awarding", 0, 2, 0);
      if (x.awards.size() % 2 != 0) b.error("awards", "expected pairs (what, army)");
      for (size_t i = 0; i + 1 < x.awards.size(); i += 2)
        if (x.awards[i] >= 2 + static_cast<int>(c.artefacts.size())) {
          b.error("awards", "award " + std::to_string(x.awards[i]) + " names no artefact (0 medal, 1 scar, 2.." +
                                std::to_string(1 + c.artefacts.size()) + " an artefact)");
          x.awards.clear();
          break;
        }
      b.finish();
    }
  }
  s.artefacts.assign(c.artefacts.size(), ArtefactState{});
  auto arts = optional_list(m, "artefacts");
  if (!arts.empty() && arts.size() != c.artefacts.size())
    m.error("artefacts", "expected one entry per artefact in the content (" + std::to_string(c.artefacts.size()) + ")");
  for (size_t i = 0; i < arts.size() && i < s.artefacts.size(); ++i) {
    MapReader x(arts[i], engine::index_field("artefacts", i), ctx);
    if (!x.valid()) continue;
    ArtefactState& a = s.artefacts[i];
    a.holder = int_or(x, "holder", -1, 5, -1);
    a.army = int_or(x, "army", -1, 1 << 24, -1);
    a.unit = int_or(x, "unit", -1, 100, -1);
    a.at_capital = x.boolean_or("at_capital", false);
    a.revealed = x.boolean_or("revealed", false);
    x.finish();
  }
  s.vet_queue = ints_or(m, "vet_queue", 0, 1 << 24);
  if (s.vet_queue.size() % 2 != 0) m.error("vet_queue", "expected (army id, unit index) pairs");
  s.vet_choice = m.string_list_or("vet_choice");
  s.quest_scar = m.boolean_or("quest_scar", false);
  s.game_over = m.boolean_or("game_over", false);
  YAML::Node st = m.child_or_null("stats");
  if (st.IsDefined() && !st.IsNull()) {
    MapReader x(st, "stats", ctx);
    if (x.valid()) {
      auto fill = [&](const std::string& key, auto& arr) {
        std::vector<int> v = ints_or(x, key, 0, 1 << 30);
        if (v.empty()) return;
        if (v.size() != arr.size()) x.error(key, "expected " + std::to_string(arr.size()) + " numbers");
        else std::copy(v.begin(), v.end(), arr.begin());
      };
      fill("explore_rolls", s.stats.explore_rolls);
      fill("explore_results", s.stats.explore_results);
      fill("battles_per_year", s.stats.battles_per_year);
      fill("eliminations_per_year", s.stats.eliminations_per_year);
      x.finish();
    }
  }
  m.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  // A live state never rests at step "none"; a scenario written at a phase boundary does, and
  // starts by entering the cursor's phase (so `seasonboard script` needs nothing title-specific).
  if (!s.in_setup && !s.game_over && s.step == Step::kNone && !s.kingdoms.empty() && !s.tiles.empty())
    enter_current_phase(s, c);
  return s;
}

// [SECTION] action
YAML::Node Title::action_to_yaml(const Action& a) {
  YAML::Node n;
  n["kind"] = act_name(a.kind);
  if (a.token >= 0) n["token"] = a.token;
  if (a.token2 >= 0) n["token2"] = a.token2;
  if (a.order != OrderType::kNone) n["order"] = name_of(kOrders, a.order);
  if (a.has_tile) n["tile"] = engine::to_yaml(a.tile);
  if (a.value != -1) n["value"] = a.value;
  if (a.value2 != -1) n["value2"] = a.value2;
  if (a.value3 != -1) n["value3"] = a.value3;
  if (!a.results.empty()) n["results"] = flow(a.results);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

std::optional<Action> Title::action_from_yaml(const YAML::Node& node, const Content&, const ReadContext& ctx) {
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  Action a;
  std::vector<std::string> acts = act_names();
  a.kind = enum_of<Act>(acts, m.one_of("kind", acts, "pass"));
  a.token = int_or(m, "token", -1, 1 << 24, -1);
  a.token2 = int_or(m, "token2", -1, 1 << 24, -1);
  a.order = enum_of<OrderType>(kOrders, m.one_of_or("order", {"none", "move", "defend", "raze", "regroup", "hold"}, "none"));
  YAML::Node tile = m.child_or_null("tile");
  if (tile.IsDefined() && !tile.IsNull()) {
    if (auto h = engine::hex_from_yaml(tile, "tile", ctx)) {
      a.has_tile = true;
      a.tile = *h;
    }
  }
  a.value = int_or(m, "value", -1, 1 << 20, -1);
  a.value2 = int_or(m, "value2", -1, 1 << 20, -1);
  a.value3 = int_or(m, "value3", -1, 1 << 20, -1);
  a.results = ints_or(m, "results", 0, 3);
  m.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  return a;
}

}  // namespace sb::mk
