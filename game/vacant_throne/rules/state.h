#pragma once
// Vacant Throne State, Action and Setup: plain data (copy = clone, == compares, YAML round trip).
// Spec §14 lists what a save holds; every item has a field here.
#include <array>
#include <compare>
#include <string>
#include <vector>

#include "engine/core/calendar.h"
#include "engine/core/rng.h"
#include "game/vacant_throne/rules/content.h"

namespace sb::vt {

// What a decision does. Standard actions and Idle belong to the active player's turn; End Turn
// closes it; Grant/Refuse answer a permission request; Vote a vote; Discard the hand limit. The
// rest are free actions: any seat may start a Haggle (trade_*) or a Guarantee (pact_*) or release a
// clause whenever the game awaits input and no other negotiation is open.
enum class Verb : int {
  kAssign, kRefine, kBuild, kCard, kDeploy, kEnact, kFlee, kIdle, kEndTurn,
  kGrant, kRefuse, kVote, kDiscard,
  kTradeStart, kTradeInvite, kTradeItem, kTradeUndo, kTradeOffer, kTradeAccept, kTradeDecline, kTradeCancel,
  kPactStart, kPactInvite, kPactClause, kPactUndo, kPactOffer, kPactSign, kPactDecline, kPactCancel,
  kRelease,
  kVerbCount
};
inline constexpr std::array<const char*, static_cast<int>(Verb::kVerbCount)> kVerbIds = {
    "assign", "refine", "build", "card", "deploy", "enact", "flee", "idle", "end_turn",
    "grant", "refuse", "vote", "discard",
    "trade_start", "trade_invite", "trade_item", "trade_undo", "trade_offer", "trade_accept", "trade_decline", "trade_cancel",
    "pact_start", "pact_invite", "pact_clause", "pact_undo", "pact_offer", "pact_sign", "pact_decline", "pact_cancel",
    "release"};

// Parameters by verb (unused ones stay -1 / 0):
//   assign: a owner seat, b cell          refine: a output resource, n X
//   build: a workplace kind (the Sovereign card for Coronation), b cell, c cell discarded first (-1)
//   card: a cell                          deploy: a tile          enact: a law        flee: a tile (from)
//   vote: a side (0 FOR, 1 AGAINST), n amount (0: spends nothing)   discard: a workplace kind
//   trade_start/pact_start/*_invite: a the other party
//   trade_item: a giver, b receiver, c item kind (0 goods, 1 hand card, 2 built card), d good / kind / cell
//   pact_clause: a obligor, b beneficiary, c template, d law / tile / cell / good, n amount, e side
//   release: a guarantee id, b clause index
struct Action {
  int seat = 0;
  Verb verb = Verb::kIdle;
  int a = -1, b = -1, c = -1, d = -1, e = -1;
  int n = 0;
  auto operator<=>(const Action&) const = default;
};

enum ItemKind : int { kItemGoods, kItemHand, kItemBuilt };
struct Item {
  int giver = 0, receiver = 0;
  int kind = kItemGoods;
  int what = 0;  // good (0..12), workplace kind (hand) or cell (built)
  int n = 1;
  bool operator==(const Item&) const = default;
};

enum class Template : int { kVote, kGive, kNoDeploy, kAllowUse, kNoEnact, kIdleNext, kCount };
inline constexpr std::array<const char*, 6> kTemplateIds = {"vote", "give", "no_deploy", "allow_use", "no_enact", "idle_next"};
enum class ClauseStatus : int { kActive, kKept, kBroken, kReleased };
inline constexpr std::array<const char*, 4> kStatusIds = {"active", "kept", "broken", "released"};

struct Clause {
  Template kind = Template::kVote;
  int obligor = 0, beneficiary = 0;
  int law = -1, side = 0, n = 0;  // VOTE; NO_ENACT uses law
  int tile = -1;                  // NO_DEPLOY
  int cell = -1;                  // ALLOW_USE: the obligor's grid cell (n: the card kind there when signed)
  std::array<int, kGoods> bundle{};     // GIVE: what the obligor gives the beneficiary
  std::array<int, kGoods> delivered{};  // GIVE: Haggle transfers since signing
  ClauseStatus status = ClauseStatus::kActive;
  int since = 0;  // VOTE: votes begun when signed; IDLE_NEXT: turns begun when signed
  bool operator==(const Clause&) const = default;
};

struct Guarantee {
  int id = 0;
  int season = 1;
  std::vector<int> signers;
  std::vector<Clause> clauses;
  bool operator==(const Guarantee&) const = default;
};

// A Haggle or a Guarantee being drafted by its proposer, then confirmed by every other party.
enum class NegotiationKind : int { kNone, kTrade, kPact };
struct Negotiation {
  NegotiationKind kind = NegotiationKind::kNone;
  int proposer = -1;
  std::vector<int> parties;  // the proposer first
  bool offered = false;
  std::vector<int> confirmed;  // parties who confirmed (the proposer by offering)
  std::vector<Item> items;
  std::vector<Clause> clauses;
  bool operator==(const Negotiation&) const = default;
};

struct Vote {
  int law = -1, proposer = -1;
  int id = 0;                 // votes begun this game, this one included
  std::vector<int> voters;    // reverse Season turn order
  int index = 0;              // whose vote is due
  std::vector<int> side;      // per voter: 0 FOR, 1 AGAINST
  std::vector<int> amount;
  bool operator==(const Vote&) const = default;
};

struct Permission {
  int user = -1, owner = -1, cell = -1;
  bool operator==(const Permission&) const = default;
};

struct Cell {
  int card = -1;  // workplace kind, -1 empty
  int user = -1;  // the seat whose cube is on it
  bool used = false;  // Card action used this Season
  bool operator==(const Cell&) const = default;
};

// Where a player's Prestige came from (the designer's report).
enum Source : int { kFromRent, kFromWorkplaces, kFromSovereign, kFromLaws, kFromBattles, kFromTiles, kSourceCount };
inline constexpr std::array<const char*, kSourceCount> kSourceIds = {"rent", "workplaces", "coronation", "laws", "battles", "tiles"};

struct Player {
  std::string name;
  std::array<int, kResources> res{};
  int influence = 0, prestige = 0, crossed = 0;
  std::array<int, kFactions> unemployed{};
  int undeployed = 0;
  std::vector<int> hand;  // workplace kinds, sorted
  std::array<Cell, kGridCells> grid{};
  int favours = 0;
  bool idled = false;
  int actions = 0;  // Standard Actions this Season
  std::array<int, kSourceCount> prestige_from{};
  bool operator==(const Player&) const = default;
};

struct TileState {
  std::vector<int> knights;  // per seat
  int bandits = 0;
  bool operator==(const TileState&) const = default;
};

struct Enacted {
  int law = -1, proposer = -1, season = 1;
  bool operator==(const Enacted&) const = default;
};

// Where the game waits. kTurn: the active player; the rest are interruptions of it.
enum class Stage : int { kTurn, kPermission, kVote, kDiscard, kOver };
inline constexpr std::array<const char*, 5> kStageIds = {"turn", "permission", "vote", "discard", "over"};

inline constexpr int kBanditSlot = -2;  // a track slot holding the Bandit cube
struct State {
  engine::Rng rng;
  engine::CalendarCursor cursor;
  int season = 1;
  Stage stage = Stage::kTurn;
  std::vector<Player> players;
  // Tracks: slot arrays (seat, -1 empty, kBanditSlot), slot 0 on top.
  std::array<std::vector<int>, 2> tracks;
  int current_track = 0;
  std::vector<int> season_order;  // recorded at Season Start
  int active = -1;                // whose turn
  bool acted = false;             // the active player took a Standard Action or Idled this turn
  bool acted_idle = false;        // ... and it was Idle
  // Requests refused this turn (owner * 9 + cell): not asked again until the next turn, so a
  // refusal cannot stall a turn.
  std::vector<int> refused;
  int turns_begun = 0;
  int votes_begun = 0;
  std::vector<TileState> tiles;
  int bandit_supply = 0;
  std::array<int, kFactions> supply{}, employed{};
  std::vector<int> deck, discard;  // workplace kinds, deck top first
  bool sovereign_in_slot = true;
  std::vector<int> law_deck, docket;  // law indices
  std::vector<Enacted> enacted;
  std::vector<Guarantee> guarantees;
  int next_guarantee = 1;
  Negotiation talk;
  Vote vote;
  Permission permission;
  int discarder = -1;  // Stage::kDiscard: whose hand is over the limit
  std::vector<int> ranking;  // seats, first = winner (after scoring)
  bool game_over = false;
  bool operator==(const State&) const = default;
};

struct Setup {
  std::vector<std::string> names;  // seats, 3..6
  bool shuffle = true;             // §11.1: shuffle seats onto T0 (false: in this order)
  bool operator==(const Setup&) const = default;
};

}  // namespace sb::vt
