#pragma once
// Winter Quarters content: the map, the pieces and Leaders, the 14 cards with their effects, the
// scenario and the calendar, loaded strictly from content/winter_quarters/ (see its README.md).
#include <array>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/content/art.h"
#include "engine/content/errors.h"
#include "engine/core/calendar.h"

namespace sb::wq {

// Factions in the spec's order (British, Patriots, French, Indians). Sides: Royalist = B + I.
enum Faction : int { kBritish, kPatriots, kFrench, kIndians, kFactionCount };
inline constexpr std::array<const char*, kFactionCount> kFactionIds = {"british", "patriots", "french", "indians"};
inline constexpr std::array<const char*, kFactionCount> kFactionNames = {"British", "Patriots", "French", "Indians"};
inline bool royalist(int faction) { return faction == kBritish || faction == kIndians; }
inline bool same_side(int a, int b) { return royalist(a) == royalist(b); }

// Piece slots. Militia and War Parties have an Underground and an Active slot on the map; boxes
// count them in the Underground slot.
enum Piece : int {
  kRegular, kTory, kBritishFort,
  kContinental, kMilitiaU, kMilitiaA, kPatriotFort,
  kFrenchRegular,
  kWarPartyU, kWarPartyA, kVillage,
  kPieceCount
};
// The id each slot has in YAML (states, scenario, actions).
inline constexpr std::array<const char*, kPieceCount> kPieceIds = {
    "regular", "tory", "british_fort", "continental", "militia", "active_militia", "patriot_fort",
    "french_regular", "war_party", "active_war_party", "village"};
int piece_owner(int piece);
bool is_cube(int piece);
bool is_base(int piece);
inline bool is_unit(int piece) { return !is_base(piece); }
inline bool is_active_slot(int piece) { return piece == kMilitiaA || piece == kWarPartyA; }
inline bool is_underground_slot(int piece) { return piece == kMilitiaU || piece == kWarPartyU; }
// The box slot a piece returns to (Active slots fold into Underground).
inline int box_slot(int piece) { return piece == kMilitiaA ? kMilitiaU : piece == kWarPartyA ? kWarPartyU : piece; }

enum SpaceType : int { kCity, kColony, kReserve, kProvince };
inline constexpr std::array<const char*, 4> kSpaceTypeIds = {"city", "colony", "reserve", "province"};

struct Space {
  std::string id, name;
  SpaceType type = kColony;
  int pop = 0;
  std::vector<int> adjacent;  // space indices, sorted
  bool wi_link = false;       // a City linked to the West Indies
  // Where the screen draws it: the centre in percent of the map's width and height (map.yaml `at`;
  // spaces without one are spread on a circle). Only the view reads it.
  float x = -1, y = -1;
};

struct PieceKind {
  std::string name, plural;  // "British Regular", "British Regulars"
  int limit = 0;
  std::string icon;  // one of engine::builtin_icons(); "" = words
};

struct Leader {
  std::string name;
  int bonus = 1;
};

// [SECTION] effects: the event vocabulary (cards.yaml)
enum class Op {
  kChooseSpace,  // the executor picks one space matching `where` (it becomes "the space")
  kPlace,        // place pieces in the space (or the West Indies)
  kShift,        // shift the space (or up to `count` matching spaces) one level
  kMarker,       // put a Raid or Propaganda marker on the space
  kRemove,       // remove up to `count` enemy-side cubes from the space
  kResources,    // a faction gains (or loses) Resources
  kTreaty,       // the Treaty of Alliance takes effect
  kRaiseFni,
  kLowerFni,
  kMarch,        // a faction Marches free into one space (it becomes "the space")
  kBattle,       // a faction Battles free in the space, if it can
};

struct Filter {
  std::vector<int> types;    // space types allowed (empty: any)
  int control = -1;          // -1 any, 0 none, 1 British, 2 Rebellion
  int has_faction = -1;      // the space holds this faction's pieces (kExecutor: the executor's)
  int lacks_piece = -1;      // the space holds none of this piece
  bool enemy_cubes = false;  // the space holds cubes of the side opposing the executor
};

inline constexpr int kExecutor = 10;  // "the executing faction" in faction fields
inline constexpr int kEach = 11;      // "each faction" (resources)

struct Effect {
  Op op = Op::kResources;
  int faction = kExecutor;  // kPlace/kResources/kMarch/kBattle: whose
  std::vector<std::pair<int, int>> pieces;  // kPlace: (piece, count) in order
  bool up_to = false;       // kPlace/kRemove: the executor picks how many (0..count)
  bool from_unavailable = false;  // kPlace: Available first, then Unavailable
  bool in_west_indies = false;    // kPlace: the West Indies instead of the space
  int toward = 0;           // kShift: +1 support, -1 opposition, 0 neutral
  int count = 1;            // kShift: spaces; kRemove: cubes
  int marker = 0;           // kMarker: 0 raid, 1 propaganda
  int amount = 0;           // kResources
  int above = -1;           // kResources: only factions with more than this
  int condition = 0;        // 0 always, 1 only with TOA, 2 only without
  Filter where;             // kChooseSpace, kShift (with count > 1)
};

struct Card {
  std::string id, title, text;
  bool winter = false;                  // a Winter Quarters card
  std::array<int, kFactionCount> order{};  // faction order printed on the card
  std::vector<int> bot_factions;        // factions whose bot takes the event
  std::vector<Effect> effects;          // events; for WQ cards: resolved at the end of Reset
  bool final_round = false;             // WQ: its round is the last
  engine::ArtRef art;                   // none: the card shows its emblem
};

// [SECTION] scenario
struct StartSpace {
  int support = 0;
  std::array<int, kPieceCount> pieces{};
  bool raid = false, propaganda = false, blockade = false;
};

struct Scenario {
  std::string name;
  std::array<int, kFactionCount> resources{};
  std::vector<StartSpace> spaces;  // one per map space, then the West Indies
  int squadrons_wi = 0;
  std::array<int, kPieceCount> unavailable{};
  std::array<int, kFactionCount> leader_at{};  // space index, or -1 Available
  std::vector<std::array<int, kPieceCount>> release;  // British release per WQ Round (index = round - 1)
  // Victory thresholds (§9.1).
  int british_support = 10, british_forts_cities = 4;
  int patriot_opposition = 10, patriot_forts_colonies = 4;
  int french_cities = 1, french_opposition_lead = 4;
  int indian_villages = 3;
};

struct Content {
  engine::Calendar calendar;
  std::vector<Space> spaces;  // map spaces; index spaces.size() is the West Indies
  std::string wi_name = "West Indies";
  float wi_x = 90, wi_y = 50;  // where the screen draws the West Indies box (map.yaml west_indies.at)
  std::array<PieceKind, kPieceCount> pieces{};
  int squadrons = 3;
  int resource_cap = 50;
  std::string resources_icon, squadrons_icon;  // icons of the Resources and the Squadrons
  std::array<std::vector<Leader>, kFactionCount> leaders;
  std::vector<Card> cards;  // events and WQ cards, file order
  Scenario scenario;

  int wi() const { return static_cast<int>(spaces.size()); }
  int space_count() const { return static_cast<int>(spaces.size()) + 1; }  // with the West Indies
  const std::string& space_name(int index) const;
  int space_index(const std::string& id) const;  // -1 unknown; "west_indies" is wi()
  int card_index(const std::string& id) const;
  // Steps between two map spaces (the West Indies is ignored, D7); -1 when unreachable.
  std::vector<std::vector<int>> distance;
};

std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors);
// Phase ids the rules bind (calendar.yaml may order them, but not name others).
const std::vector<std::string>& phase_ids();
// A phase in the spec's words with its section ("8.2 Supply: British"), for logs and the screen.
std::string phase_words(const std::string& id);

}  // namespace sb::wq
