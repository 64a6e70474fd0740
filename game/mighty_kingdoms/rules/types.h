#pragma once
// Mighty Kingdoms rules data: content (tables, races, options, artefacts), State, Action, Setup.
// Everything is plain data; State refers to content by index, never by pointer.
//
// [SECTION] enums
// [SECTION] content
// [SECTION] setup
// [SECTION] state: tiles, tokens, kingdoms, battle context
// [SECTION] action
//
// Each struct of State (and Setup) lists its fields once, next to it (engine/content/fields.h): the
// save's YAML writer and strict reader, the hash and the diff follow the lists. The keys are the ones
// saves have always used; the adapters are the engine's (save_shapes.h, named_refs.h, field_adapters.h).
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/board/hex.h"
#include "engine/content/field_adapters.h"
#include "engine/content/fields.h"
#include "engine/content/named_refs.h"
#include "engine/content/save_shapes.h"
#include "engine/core/calendar.h"
#include "engine/core/phase_machine.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"
#include "engine/core/turn_order.h"
#include "game/mighty_kingdoms/rules/map.h"

namespace sb::mk {
using engine::Derived;
using engine::Flow;
using engine::HexAsPair;
using engine::nullable;
using engine::OptionalKeys;
using engine::words_in_order;

// [SECTION] enums
enum class Settlement : uint8_t { kNone, kVillage, kCity, kCapital, kFortress };
constexpr int kSettlementKinds = 5;
enum class OrderType : uint8_t { kNone, kMove, kDefend, kRaze, kRegroup, kHold };
enum class BattleMode : uint8_t { kDice, kTabletop };
enum class UnitType : uint8_t { kOther, kHero, kMonster, kWarMachine };
enum class BattleType : uint8_t { kNone, kPitched, kNaval, kLandWater, kSlaughter };
// Result for one side.
enum class Outcome : uint8_t { kNone, kWin, kLoss, kDraw };

const char* settlement_name(Settlement s);
const char* order_name(OrderType o);
const char* unit_type_name(UnitType t);
const char* battle_type_name(BattleType t);

// The words saves spell them with (engine field lists: enum_words).
constexpr auto enum_words(Settlement) {
  return words_in_order<Settlement>({"none", "village", "city", "capital", "fortress"});
}
constexpr auto enum_words(OrderType) {
  return words_in_order<OrderType>({"none", "move", "defend", "raze", "regroup", "hold"});
}
constexpr auto enum_words(BattleMode) { return words_in_order<BattleMode>({"dice", "tabletop"}); }
constexpr auto enum_words(UnitType) { return words_in_order<UnitType>({"other", "hero", "monster", "war_machine"}); }
constexpr auto enum_words(BattleType) {
  return words_in_order<BattleType>({"none", "pitched", "naval", "land_water", "slaughter"});
}
constexpr auto enum_words(Outcome) { return words_in_order<Outcome>({"none", "win", "loss", "draw"}); }
constexpr auto enum_words(Terrain) {
  return words_in_order<Terrain>({"plains", "forest", "hills", "mountains", "marsh", "water"});
}

// [SECTION] content
struct UnitProfile {
  std::string name;
  UnitType type = UnitType::kOther;
  int points = 0;
  int me = 0, ra = 0;  // 0 = none (null in YAML)
  int def = 4;
  int waver = 0;       // 0 = fearless
  int rout = 12;
  bool elite = false, vicious = false, yellow_bellied = false;
  int piercing = 0, crushing_strength = 0, inspiring = 0;
};

struct ArmyTemplate {
  std::string id, name;
  std::vector<UnitProfile> units;
  int points() const;
  bool has(UnitType type) const;
};

struct Race {
  std::string id, name, description;
  std::vector<std::string> allies;  // race ids that may be fielded as an allied army
  std::vector<ArmyTemplate> armies; // [0] is the starting army (no allies)
};

struct Artefact {
  std::string id, name, requirement;
  int points = 0;
};

struct Tables {
  // exploration[roll] for roll 2..12
  std::array<Settlement, 13> exploration{};
  // Costs, indexed by purchase kind.
  int village_gold = 1, city_gold = 1, city_food = 1, fortress_gold = 2, capital_gold = 0;
  int army_gold = 1, ship_gold = 1, army_upkeep_food = 1;
  int max_armies = 6;
  std::array<int, kSettlementKinds> income_gold{};
  std::array<int, kSettlementKinds> income_food{};
  std::array<int, kSettlementKinds> deploy_limit{};
  std::array<int, kSettlementKinds> might{};
  int might_per_army = 5, might_per_ship = 0, might_per_win = 1;
  int marsh_deploy_limit = 0;
  struct BoardSize { int armies_min, armies_max; std::string points, table; };
  std::vector<BoardSize> board_sizes;
  // medals[value] for D6+M (index clamps to 2..7), scars[value] for D6−S (clamps −1..3).
  std::map<int, std::string> medal_rows, scar_rows;
  struct QuestRow { int min_roll; std::string effect; int min_points = 0, max_points = 0; };
  std::vector<QuestRow> quest;
  // dice battles
  int land_base_defence = 4, land_defending_bonus = 1, land_capital_bonus = 1, land_fortress_bonus = 1;
  int land_max_defence = 6;
  int naval_hit = 4, naval_carry_bonus = 1, naval_river_penalty = 1;
  int land_water_dice_army = 1, land_water_dice_ship = 1, land_water_dice_pair = 2;
  // Icons (engine::builtin_icons) of the counted things, by kTableIconKeys: "" = words.
  std::map<std::string, std::string> icons;
};
// What tables.yaml's `icons:` may name a picture for.
inline constexpr std::array<const char*, 9> kTableIconKeys = {"gold", "food", "might", "army", "ship",
                                                             "village", "city", "fortress", "capital"};

struct OptionDef {
  std::string id, description;
  bool default_dice = false, default_tabletop = false;
  bool available_dice = true, available_tabletop = true;
};

struct Ctx;  // phase handler context
struct Content {
  engine::Calendar calendar;
  engine::PhaseMachine<Ctx> machine;
  Tables tables;
  std::vector<OptionDef> options;
  std::vector<Race> races;
  std::vector<Artefact> artefacts;
  std::vector<MapDef> maps;
  int race_index(const std::string& id) const;
};

// Bounds and keys the field lists take from the content.
inline engine::Range races_or_none(const engine::FieldScope& scope) {
  const Content* c = scope.content_as<Content>();
  return engine::range(-1, c ? static_cast<int64_t>(c->races.size()) - 1 : 1000);
}
inline engine::Range artefact_or_none(const engine::FieldScope& scope) {
  const Content* c = scope.content_as<Content>();
  return engine::range(-1, c ? static_cast<int64_t>(c->artefacts.size()) - 1 : 1000);
}
inline std::string artefact_id(const engine::FieldScope& scope, size_t i) { return scope.content_as<Content>()->artefacts[i].id; }

// [SECTION] setup
struct Options {
  BattleMode battle_mode = BattleMode::kDice;
  bool veterancy = false;
  bool tabletop_dice_fallback = true;
  bool terrain_fatigue = false;
  bool recruit_terrain_restrictions = false;
  bool wizard_towers = false;
  bool magical_artefacts = false;
  // Towers placed at setup from the Rng (spec §9.3 only creates them by exploration; a designer
  // may seed a few on unexplored land so quests matter from year 1).
  int initial_towers = 0;
  bool operator==(const Options&) const = default;
};
template <class IO, engine::FieldsOf<Options> S>
constexpr void fields(IO& io, S& o) {
  OptionalKeys<IO> opt{io};
  io("battle_mode", o.battle_mode);
  opt("veterancy", o.veterancy);
  opt("tabletop_dice_fallback", o.tabletop_dice_fallback);
  opt("terrain_fatigue", o.terrain_fatigue);
  opt("recruit_terrain_restrictions", o.recruit_terrain_restrictions);
  opt("wizard_towers", o.wizard_towers);
  opt("magical_artefacts", o.magical_artefacts);
  opt("initial_towers", o.initial_towers, engine::range(0, 12));
}
static_assert(engine::fields_complete<Options>(), "a member of Options is missing from fields()");
// Options as a file gives them: what it leaves out follows options.yaml for its battle mode (null: as
// they were).
struct OptionsFromContent {
  YAML::Node write(const Options& o, const engine::FieldScope& scope) const { return engine::value_to_yaml(o, scope); }
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, Options& out, const engine::FieldScope&) const;
};

struct Seat {
  std::string name;
  std::string bot;  // "" = human, else a bot kind
  bool operator==(const Seat&) const = default;
};

struct Setup {
  std::vector<Seat> seats;
  Options options;
  std::string map = "random:1";  // map id or "random:SEED"
  bool operator==(const Setup&) const = default;
};

// [SECTION] state
constexpr int kNoTile = -1;
constexpr int kStaging = -2;

// A tile index saved as the tile's [q, r] (null: none; `staging`: Winter D), found among the tiles
// read before it.
struct TileAt {
  YAML::Node write(int tile, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, int& tile, const engine::FieldScope&) const;
};
// Seats of the State being read (its kingdoms come before what names them).
engine::Range seats(const engine::FieldScope&);
engine::Range seat_or_none(const engine::FieldScope&);

struct Tile {
  engine::Hex hex;
  Terrain terrain = Terrain::kPlains;
  bool coastal = false, river = false, start = false;
  bool explored = false;
  int controller = -1;
  Settlement settlement = Settlement::kNone;
  bool tower = false, raze_pending = false, built_this_winter = false, recruited_this_winter = false;
  int docked_ship = -1;  // token id
  std::array<int, 6> adj{-1, -1, -1, -1, -1, -1};  // derived from the map (tile indices)
  bool operator==(const Tile&) const = default;
};
template <class IO, engine::FieldsOf<Tile> S>
constexpr void fields(IO& io, S& t) {
  const auto no = engine::or_default(false);
  io("at", t.hex, engine::as(HexAsPair{}));
  OptionalKeys<IO>{io}("terrain", t.terrain);
  io("coastal", t.coastal, no);
  io("river", t.river, no);
  io("start", t.start, no);
  io("explored", t.explored, no);
  io("controller", t.controller, engine::range(-1, 5), engine::or_default(-1));
  io("settlement", t.settlement, engine::or_default(Settlement::kNone));
  io("tower", t.tower, no);
  io("raze_pending", t.raze_pending, no);
  io("built_this_winter", t.built_this_winter, no);
  io("recruited_this_winter", t.recruited_this_winter, no);
  io("docked_ship", t.docked_ship, engine::range(-1, 1 << 20), engine::or_default(-1));
  OptionalKeys<IO>{io}("adj", t.adj, engine::as(Derived{"the tiles"}));
}
static_assert(engine::fields_complete<Tile>(), "a member of Tile is missing from fields()");

struct EffectLog {
  int month = 0;           // absolute month 1..36
  bool from_medal = true;  // else scar
  std::string change;      // "elite", "vicious", "piercing", "cs", "me", "ra", "def", "nerve", "yb", "insp"
  int before = 0;          // value before (for undo)
  bool undone = false;
  bool operator==(const EffectLog&) const = default;
};
template <class IO, engine::FieldsOf<EffectLog> S>
constexpr void fields(IO& io, S& e) {
  OptionalKeys<IO> opt{io};
  opt("month", e.month, engine::range(0, 1000));
  opt("source", e.from_medal, engine::as(engine::words("scar", "medal")));
  io("change", e.change);
  opt("before", e.before, engine::range(-1000, 100000));
  opt("undone", e.undone);
}
static_assert(engine::fields_complete<EffectLog>(), "a member of EffectLog is missing from fields()");

struct Unit {
  int race = 0, army_template = 0, profile = 0;  // content reference (name, type, points)
  UnitType type = UnitType::kOther;
  int points = 0;
  int me = 0, ra = 0, def = 4, waver = 0, rout = 12;
  bool elite = false, vicious = false, yellow_bellied = false;
  int piercing = 0, crushing_strength = 0, inspiring = 0;
  int medals = 0, scars = 0;              // this month
  bool battle_medal = false, battle_scar = false;  // this battle (max one each)
  bool quested = false;                    // a hero quests once per winter
  int artefact = -1;
  std::vector<EffectLog> effects;
  bool operator==(const Unit&) const = default;
};
// `ref` is checked against the content after reading (state_from_yaml).
template <class IO, engine::FieldsOf<Unit> S>
constexpr void fields(IO& io, S& u) {
  OptionalKeys<IO> opt{io};
  io("ref", engine::pack(u.race, u.army_template, u.profile), engine::range(0, 1000));
  opt("type", u.type);
  opt("points", u.points, engine::range(0, 10000));
  io("stats", engine::pack(u.me, u.ra, u.def, u.waver, u.rout, u.piercing, u.crushing_strength, u.inspiring),
     engine::range(-10, 100));
  io("flags", engine::pack(u.elite, u.vicious, u.yellow_bellied, u.battle_medal, u.battle_scar, u.quested),
     engine::when_absent(0));
  opt("medals", u.medals, engine::range(0, 100));
  opt("scars", u.scars, engine::range(0, 100));
  opt("artefact", u.artefact, engine::range_with(artefact_or_none));
  io("effects", u.effects, nullable(engine::as(Flow{})), engine::or_default(std::vector<EffectLog>{}));
}
static_assert(engine::fields_complete<Unit>(), "a member of Unit is missing from fields()");

struct Order {
  OrderType type = OrderType::kNone;
  int target = kNoTile;
  bool resolved = false;
  bool operator==(const Order&) const = default;
};
template <class IO, engine::FieldsOf<Order> S>
constexpr void fields(IO& io, S& o) {
  OptionalKeys<IO> opt{io};
  opt("type", o.type);
  opt("target", o.target, engine::as(TileAt{}));
  opt("resolved", o.resolved);
}
static_assert(engine::fields_complete<Order>(), "a member of Order is missing from fields()");

struct Token {
  int id = 0;
  bool ship = false;
  int owner = 0;
  int number = 0;  // per kingdom and kind, never reused
  int tile = kNoTile;
  bool upright = true;
  Order order;
  bool defending = false;
  int partner = -1;  // paired token id (ship ↔ army); a paired army acts only through its ship
  // army only
  int moved_from = kNoTile, moved_to = kNoTile;
  bool fatigue_exempt = false;  // a city/capital at either end when the move resolved (§9.1)
  bool allied = false;
  int ally_race = -1;
  int recruit_fortress = kNoTile;
  int recruited_year = 0;  // feed default: most recent first
  bool list_revealed = false;
  bool may_field_monsters = true, may_field_war_machines = true;
  std::vector<Unit> units;
  bool operator==(const Token&) const = default;
};
// A token left without an id takes its place in the list (state_from_yaml).
template <class IO, engine::FieldsOf<Token> S>
constexpr void fields(IO& io, S& t) {
  OptionalKeys<IO> opt{io};
  opt("id", t.id, engine::range(1, 1 << 24));
  opt("kind", t.ship, engine::as(engine::words("army", "ship")));
  opt("owner", t.owner, engine::range_with(seats));
  io("number", t.number, engine::range(1, 100000), engine::when_absent(1));
  opt("tile", t.tile, engine::as(TileAt{}));
  opt("upright", t.upright);
  opt("order", t.order, nullable(engine::as(Flow{})));
  opt("defending", t.defending);
  opt("partner", t.partner, engine::range(-1, 1 << 24));
  opt("moved_from", t.moved_from, engine::as(TileAt{}));
  opt("moved_to", t.moved_to, engine::as(TileAt{}));
  opt("fatigue_exempt", t.fatigue_exempt);
  opt("allied", t.allied);
  opt("ally_race", t.ally_race, engine::range_with(races_or_none));
  opt("recruit_fortress", t.recruit_fortress, engine::as(TileAt{}));
  opt("recruited_year", t.recruited_year, engine::range(0, 100));
  opt("list_revealed", t.list_revealed);
  opt("may_field_monsters", t.may_field_monsters);
  opt("may_field_war_machines", t.may_field_war_machines);
  opt("units", t.units, nullable());
}
static_assert(engine::fields_complete<Token>(), "a member of Token is missing from fields()");

struct Kingdom {
  std::string name;
  bool is_bot = false;
  int race = -1;
  bool active = true;
  int completed_winters = 0;
  int eliminated_year = 0;
  int battle_might = 0;
  int gold = 0, food = 0;
  std::vector<int> tithed_to;  // receivers this winter
  std::vector<int> quested_towers;  // tower tiles quested at this winter (§9.3)
  int recall_anchor = kNoTile;
  int next_army_number = 1, next_ship_number = 1;
  // setup: home ring pieces still to place (city, fortress, village, village)
  std::vector<Settlement> to_place;
  int final_might = 0;
  bool operator==(const Kingdom&) const = default;
};
template <class IO, engine::FieldsOf<Kingdom> S>
constexpr void fields(IO& io, S& k) {
  OptionalKeys<IO> opt{io};
  io("name", k.name);
  opt("is_bot", k.is_bot);
  opt("race", k.race, engine::range_with(races_or_none));
  opt("active", k.active);
  opt("completed_winters", k.completed_winters, engine::range(0, 100));
  opt("eliminated_year", k.eliminated_year, engine::range(0, 100));
  opt("battle_might", k.battle_might, engine::range(0, 100000));
  opt("gold", k.gold, engine::range(0, 100000));
  opt("food", k.food, engine::range(0, 100000));
  opt("tithed_to", k.tithed_to, engine::range(0, 5));
  opt("quested_towers", k.quested_towers, engine::range(0, 1 << 20));
  opt("recall_anchor", k.recall_anchor, engine::as(TileAt{}));
  opt("next_army_number", k.next_army_number, engine::range(1, 100000));
  opt("next_ship_number", k.next_ship_number, engine::range(1, 100000));
  opt("to_place", k.to_place);
  opt("final_might", k.final_might, engine::range(0, 100000));
}
static_assert(engine::fields_complete<Kingdom>(), "a member of Kingdom is missing from fields()");

enum class Step : uint8_t {
  kNone,
  // setup
  kRaces, kCapitals, kHomeRing, kFirstArmy,
  // summer
  kDisembark, kOrders, kResolution, kBattleChoose, kConcede, kTabletopRecord, kFallbackConsent,
  kNavalHits, kNavalDeclare, kSlaughter, kRetreat, kBonusMove, kVeterancy, kAward,
  // winter
  kAnchor, kDock, kTithe, kBuild, kFeed, kDeploy, kArtefacts,
  kGameOver,
};
const char* step_name(Step s);
// step_name's words.
const std::array<std::pair<Step, std::string_view>, static_cast<size_t>(Step::kGameOver) + 1>& enum_words(Step);

struct Battle {
  int tile = kNoTile;
  int attacker = -1, defender = -1;
  BattleType type = BattleType::kNone;
  // concession: 0 = forced check, 1 = attacker may concede, 2 = defender may concede
  int concede_stage = 0;
  int conceder = -1;  // the seat who must decide now (concede or last stand)
  bool forced = false;
  bool conceded = false;
  bool fallback = false;  // tabletop result settled by the dice procedure
  int fallback_proposer = -1;
  std::vector<int> dice_attacker, dice_defender;
  int hits_attacker = 0, hits_defender = 0;  // naval: hits each side still has to allocate (taken)
  int naval_round = 0;
  Outcome attacker_outcome = Outcome::kNone, defender_outcome = Outcome::kNone;
  bool mutual = false;
  std::vector<int> participants;  // token ids that fought (for veterancy, reveals)
  std::vector<int> retreat_queue;  // token ids still to retreat (the owner picks each)
  std::vector<int> retreat_sided;  // parallel: 1 = lay on side after retreat
  // Picks the owners still owe, in order, as pairs (what, token): what 0 = a medal for a unit of
  // army `token` (dice-mode bridge, §7), 1 = a scar for a unit of army `token`, 2 + i = captured
  // artefact i for a unit of the winner's armies in this battle (§9.4; token = winner).
  std::vector<int> awards;
  int awarding = 0;  // 1: the dice result waits for the awards; 2: the retreats wait for them
  bool operator==(const Battle&) const = default;
};
// Pending awards: (what, army) pairs whose `what` names a medal, a scar or an artefact of the content.
struct AwardPairs {
  YAML::Node write(const std::vector<int>& awards, const engine::FieldScope&) const { return engine::int_list_to_yaml(awards); }
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, std::vector<int>& awards,
            const engine::FieldScope&) const;
};
template <class IO, engine::FieldsOf<Battle> S>
constexpr void fields(IO& io, S& b) {
  OptionalKeys<IO> opt{io};
  const auto seat = engine::range(-1, 5);
  opt("tile", b.tile, engine::as(TileAt{}));
  opt("attacker", b.attacker, seat);
  opt("defender", b.defender, seat);
  opt("type", b.type);
  opt("concede_stage", b.concede_stage, engine::range(0, 2));
  opt("conceder", b.conceder, seat);
  opt("forced", b.forced);
  opt("conceded", b.conceded);
  opt("fallback", b.fallback);
  opt("fallback_proposer", b.fallback_proposer, seat);
  opt("dice_attacker", b.dice_attacker, engine::range(1, 6));
  opt("dice_defender", b.dice_defender, engine::range(1, 6));
  opt("hits_attacker", b.hits_attacker, engine::range(0, 100));
  opt("hits_defender", b.hits_defender, engine::range(0, 100));
  opt("naval_round", b.naval_round, engine::range(0, 10000));
  opt("attacker_outcome", b.attacker_outcome);
  opt("defender_outcome", b.defender_outcome);
  opt("mutual", b.mutual);
  opt("participants", b.participants, engine::range(0, 1 << 24));
  opt("retreat_queue", b.retreat_queue, engine::range(0, 1 << 24));
  opt("retreat_sided", b.retreat_sided, engine::range(0, 1));
  // Only while owners pick units.
  io("awards", b.awards, engine::as(AwardPairs{}), engine::or_default(std::vector<int>{}));
  io("awarding", b.awarding, engine::range(0, 2), engine::or_default(0));
}
static_assert(engine::fields_complete<Battle>(), "a member of Battle is missing from fields()");

struct ArtefactState {
  int holder = -1;  // kingdom, -1 = pool
  int army = -1;    // token id, -1 = unassigned (kingdom holds it until Deploy)
  int unit = -1;    // unit index in that army
  bool at_capital = false;
  // Shown to every seat once a battle involving its unit begins (§2 visibility); hidden again
  // when the holder secretly reassigns it in Deploy.
  bool revealed = false;
  bool operator==(const ArtefactState&) const = default;
};
template <class IO, engine::FieldsOf<ArtefactState> S>
constexpr void fields(IO& io, S& a) {
  OptionalKeys<IO> opt{io};
  opt("holder", a.holder, engine::range(-1, 5));
  opt("army", a.army, engine::range(-1, 1 << 24));
  opt("unit", a.unit, engine::range(-1, 100));
  opt("at_capital", a.at_capital);
  io("revealed", a.revealed, engine::or_default(false));
}
static_assert(engine::fields_complete<ArtefactState>(), "a member of ArtefactState is missing from fields()");

struct Stats {
  std::array<int, 13> explore_rolls{};  // 2D6 totals seen
  std::array<int, kSettlementKinds + 1> explore_results{};  // index settlement, last = tower
  std::array<int, 7> battles_per_year{}, eliminations_per_year{};
  bool operator==(const Stats&) const = default;
};
template <class IO, engine::FieldsOf<Stats> S>
constexpr void fields(IO& io, S& s) {
  OptionalKeys<IO> opt{io};
  opt("explore_rolls", s.explore_rolls, engine::range(0, 1 << 30));
  opt("explore_results", s.explore_results, engine::range(0, 1 << 30));
  opt("battles_per_year", s.battles_per_year, engine::range(0, 1 << 30));
  opt("eliminations_per_year", s.eliminations_per_year, engine::range(0, 1 << 30));
}
static_assert(engine::fields_complete<Stats>(), "a member of Stats is missing from fields()");

struct State {
  engine::Rng rng;
  Options options;
  std::string map_id;
  std::vector<Tile> tiles;
  int min_q = 0, min_r = 0, width = 0, height = 0;
  std::vector<int> grid;  // (q - min_q) + (r - min_r) * width → tile index or -1 (derived)
  std::vector<Kingdom> kingdoms;
  std::vector<Token> tokens;  // sorted by id
  int next_token_id = 1;
  std::vector<int> player_order;
  engine::CalendarCursor cursor;
  bool in_setup = true;
  Step step = Step::kNone;
  int actor = -1;
  engine::PassRound round;  // tithe, build, feed, deploy, disembark, artefacts
  bool brakes_active = false;
  int brake_seat = -1;
  int battle_cursor = 0;  // index into player_order of the next battle chooser
  Battle battle;
  std::vector<ArtefactState> artefacts;
  // Reform D4: (army id, unit index) pairs still to settle; effects offered after a roll.
  std::vector<int> vet_queue;
  std::vector<std::string> vet_choice;
  // A quest's scar (§9.3) offered two effects: its owner picks (veteran_choose), then Build goes on.
  bool quest_scar = false;
  bool game_over = false;
  Stats stats;
  bool operator==(const State&) const = default;

  int year() const { return cursor.period; }
  int month() const { return cursor.turn; }
  bool summer() const { return !in_setup && !cursor.in_final && cursor.season == 0; }
  int tile_at(engine::Hex h) const;
  Token* token(int id);
  const Token* token(int id) const;
};
// Left out of a scenario (or null), a key keeps the blank State's value (state_from_yaml: past setup, map
// "scenario", one pool entry per artefact); the grid is rebuilt from the tiles.
template <class IO, engine::FieldsOf<State> S>
constexpr void fields(IO& io, S& s) {
  OptionalKeys<IO> opt{io};
  opt("rng", s.rng, nullable());
  opt("options", s.options, engine::as(OptionsFromContent{}));
  opt("map_id", s.map_id);
  io("tiles", s.tiles, engine::as(Flow{}));
  opt("min_q", s.min_q, engine::as(Derived{"the tiles"}));
  opt("min_r", s.min_r, engine::as(Derived{"the tiles"}));
  opt("width", s.width, engine::as(Derived{"the tiles"}));
  opt("height", s.height, engine::as(Derived{"the tiles"}));
  opt("grid", s.grid, engine::as(Derived{"the tiles"}));
  io("kingdoms", s.kingdoms);
  opt("tokens", s.tokens, nullable());
  opt("next_token_id", s.next_token_id, engine::range(1, 1 << 24));
  opt("player_order", s.player_order, engine::range_with(seats));
  opt("cursor", s.cursor, nullable());
  opt("in_setup", s.in_setup);
  opt("step", s.step);
  opt("actor", s.actor, engine::range_with(seat_or_none));
  opt("round", s.round, nullable());
  opt("brakes_active", s.brakes_active);
  opt("brake_seat", s.brake_seat, engine::range(-1, 5));
  opt("battle_cursor", s.battle_cursor, engine::range(0, 5));
  opt("battle", s.battle, nullable());
  opt("artefacts", s.artefacts, nullable(engine::keyed(artefact_id), engine::as(Flow{})));
  opt("vet_queue", s.vet_queue, engine::range(0, 1 << 24));
  opt("vet_choice", s.vet_choice, engine::as(Flow{}));
  io("quest_scar", s.quest_scar, engine::or_default(false));
  opt("game_over", s.game_over);
  opt("stats", s.stats, nullable());
}
static_assert(engine::fields_complete<State>(), "a member of State is missing from fields()");

// Phase handler context (PhaseMachine<Ctx>).
struct Ctx {
  State& s;
  const Content& c;
  std::vector<engine::Event>& events;
  // The simulator skips the log text of the most frequent events (orders, moves, deploys).
  bool quiet = false;
};

// [SECTION] action
enum class Act : uint8_t {
  kPass,
  kChooseRace,     // value = race
  kPickCapital,    // tile
  kPlaceHome,      // tile, value = settlement
  kPlaceArmy,      // tile
  kDisembark,      // token = ship of a pair on land
  kOrder,          // token, order, tile (move target)
  kEmbark,         // token = army, token2 = ship, order, tile
  kResolve,        // token
  kChooseBattle,   // tile, value = opponent, value2 = 1 naval by choice
  kConcede,        // the deciding side concedes
  kFight,          // the deciding side fights (declines to concede / makes a Last Stand)
  kRecordBattle,   // value = 0 attacker wins, 1 defender wins, 2 draw; results = per unit bits
  kProposeFallback,
  kAcceptFallback,
  kDeclineFallback,
  kDeclareLoser,
  kContinueNaval,
  kRemoveToken,    // token (naval hits, slaughter)
  kRetreat,        // token, tile
  kBonusMove,      // token, tile
  kChooseAnchor,   // tile
  kDockShip,       // token, tile
  kTithe,          // value = receiver, value2 = gold, value3 = food
  kBuild,          // tile, value = new settlement
  kBuildShip,      // tile
  kRecruit,        // tile = fortress, value = army template, value2 = allied race (-1), token2 = disband
  kQuest,          // tile = tower, token = army, value = unit index
  kDisband,        // token
  kDeploy,         // token, tile
  kAssignArtefact, // value = artefact, token = army, value2 = unit index
  kVetUndo,        // token = army, value2 = unit, value = effect index to undo (Reform D4)
  kVetRoll,        // token = army, value2 = unit: roll once on the medals or scars table
  kVetChoose,      // token = army, value2 = unit, value = index into the offered effects
  kAwardUnit,      // the owner's pick of the unit for battle.awards' first entry: token = army, value2 =
                   // unit; token -1 = no suitable unit (a captured artefact goes to the capital or pool)
};
const char* act_name(Act a);

struct Action {
  Act kind = Act::kPass;
  int token = -1, token2 = -1;
  OrderType order = OrderType::kNone;
  bool has_tile = false;
  engine::Hex tile;
  int value = -1, value2 = -1, value3 = -1;
  std::vector<int> results;  // kRecordBattle: per participating unit, bit0 medal, bit1 scar
  bool operator==(const Action&) const = default;
  auto operator<=>(const Action&) const = default;
};

}  // namespace sb::mk
