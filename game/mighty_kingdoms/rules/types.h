#pragma once
// Mighty Kingdoms rules data: content (tables, races, options, artefacts), State, Action, Setup.
// Everything is plain data; State refers to content by index, never by pointer.
//
// [SECTION] enums
// [SECTION] content
// [SECTION] setup
// [SECTION] state: tiles, tokens, kingdoms, battle context
// [SECTION] action
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/board/hex.h"
#include "engine/core/calendar.h"
#include "engine/core/phase_machine.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"
#include "engine/core/turn_order.h"
#include "game/mighty_kingdoms/rules/map.h"

namespace sb::mk {

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
};

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

struct EffectLog {
  int month = 0;           // absolute month 1..36
  bool from_medal = true;  // else scar
  std::string change;      // "elite", "vicious", "piercing", "cs", "me", "ra", "def", "nerve", "yb", "insp"
  int before = 0;          // value before (for undo)
  bool undone = false;
  bool operator==(const EffectLog&) const = default;
};

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

struct Order {
  OrderType type = OrderType::kNone;
  int target = kNoTile;
  bool resolved = false;
  bool operator==(const Order&) const = default;
};

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

struct Stats {
  std::array<int, 13> explore_rolls{};  // 2D6 totals seen
  std::array<int, kSettlementKinds + 1> explore_results{};  // index settlement, last = tower
  std::array<int, 7> battles_per_year{}, eliminations_per_year{};
  bool operator==(const Stats&) const = default;
};

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
