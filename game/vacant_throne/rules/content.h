#pragma once
// Vacant Throne content: factions, resources and recipes, the seven tiles, the workplace deck and
// the Sovereign card, the laws, the setup numbers and the calendar, loaded strictly from
// content/vacant_throne/ (see its README.md). The shape (3 factions x raw/refined/luxury, one
// Capital, a Bandit tile and a Faction tile per faction) is the rules'; names, numbers, costs and
// effects are the content's.
#include <array>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/content/art.h"
#include "engine/content/errors.h"
#include "engine/core/calendar.h"

namespace sb::vt {

inline constexpr int kFactions = 3;
inline constexpr int kResources = 9;  // faction * 3 + tier (0 raw, 1 refined, 2 luxury)
inline constexpr int kGridCells = 9;
// Countable goods a Haggle or a GIVE clause moves: the 9 resources, Unemployed workers of each
// faction (9..11) and favour markers (12).
inline constexpr int kGoods = 13;
inline constexpr int kWorkerGood = 9, kFavourGood = 12;

inline int resource_of(int faction, int tier) { return faction * 3 + tier; }
inline int faction_of_resource(int r) { return r / 3; }
inline int tier_of(int r) { return r % 3; }

struct Faction {
  std::string id, name;
  std::string worker;  // "Tillers worker"
  std::string worker_icon;  // one of engine::builtin_icons(); "" = words
};

struct Resource {
  std::string id, name;
  std::string icon;  // one of engine::builtin_icons(); "" = words
  int input_a = -1, input_b = -1;  // recipe X of A + X of B -> X of this (refined and luxury)
};

enum class TileKind : int { kCapital, kBandit, kFaction };
struct Tile {
  std::string id, name;
  TileKind kind = TileKind::kFaction;
  int faction = -1;    // -1 for the Capital
  int flees_to = -1;   // tile index, -1: cannot flee
};

enum class CardAction : int { kNone, kSummon, kCopyCharters };
struct Workplace {
  std::string id, name;
  std::array<int, kResources> cost{};
  std::vector<int> workers;  // factions, one worker each
  std::array<int, kResources> input{};
  std::array<int, kResources> output{};
  int prestige = 0, influence = 0;  // output
  int rent = 0;                     // Prestige to the owner when another player uses it
  CardAction action = CardAction::kNone;
  int copies = 2;          // in the workplace deck (0 for the Sovereign card)
  bool assignable = true;  // false for card-action workplaces
  bool sovereign = false;
  engine::ArtRef art;  // none: the card shows its emblem
};

enum class LawEffect : int { kRefineBonus, kBounty, kWages, kCapitalReward, kOpenGates, kSuccession };
struct Law {
  std::string id, name, text;
  int threshold = 1;
  LawEffect effect = LawEffect::kRefineBonus;
  int value = 0;   // refine bonus, bounty, wages, capital prestige, succession prestige
  int min_x = 0;   // refine bonus: from this X
  int rent = 0;    // succession: the Sovereign card's new rent
  engine::ArtRef art;
};

struct SetupRules {
  int knights = 4;
  std::array<int, kResources> resources{};
  std::array<int, kFactions> unemployed{};
  int influence = 2, prestige = 0, hand = 3, favours = 5;
  int workers_per_faction = 15;
  int bandit_knights = 15, bandits_per_tile = 2;
  int docket = 2, hand_limit = 5, penalty = 20, max_clauses = 4;
  // Battles and rewards.
  int muster_up_to = 2;  // a Bandit tile with this many or fewer gains 1
  int faction_raw = 2, faction_raw_pressed = 1, faction_workers = 1;
  int bandit_raw = 1, bandit_prestige = 2, capital_prestige = 4;
  int battle_prestige = 1;
  int bot_action_cap = 8;  // §12: a bot Idles after this many Standard Actions in a Season
};

struct Content {
  engine::Calendar calendar;
  std::array<Faction, kFactions> factions{};
  std::array<Resource, kResources> resources{};
  std::vector<Tile> tiles;  // in Battle order; exactly one Capital, one Bandit and one Faction tile per faction
  std::vector<Workplace> workplaces;  // the deck's kinds, then the Sovereign card last
  std::vector<Law> laws;
  SetupRules setup;

  int sovereign() const { return static_cast<int>(workplaces.size()) - 1; }
  int capital() const;
  int faction_tile(int faction) const;
  int bandit_tile(int faction) const;
  int tile_index(const std::string& id) const;
  int workplace_index(const std::string& id) const;
  int law_index(const std::string& id) const;
  int resource_index(const std::string& id) const;
  int faction_index(const std::string& id) const;
};

std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors);
// Phase ids the rules bind.
const std::vector<std::string>& phase_ids();

}  // namespace sb::vt
