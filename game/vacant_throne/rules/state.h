#pragma once
// Vacant Throne State, Action and Setup: plain data (copy = clone, == compares, YAML round trip).
// Spec §14 lists what a save holds; every item has a field here. Each struct lists its fields once,
// under the YAML keys saves use (README.md); the engine derives the save's YAML, its strict reader,
// the hash and the diff from the lists (yaml_codecs.h and yaml_io.cpp: the shapes it does not cover).
#include <array>
#include <compare>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/content/fields.h"
#include "engine/core/calendar.h"
#include "engine/core/rng.h"
#include "game/vacant_throne/rules/content.h"
#include "game/vacant_throne/rules/yaml_codecs.h"

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
template <class IO, engine::FieldsOf<Item> S>
constexpr void fields(IO& io, S& it) {
  io("giver", it.giver, engine::as(Ref{Names::kSeats}), engine::when_absent(it.giver));
  io("receiver", it.receiver, engine::as(Ref{Names::kSeats}), engine::when_absent(it.receiver));
  io("item", it.kind, engine::as(Word{Names::kItems}));
  io("what", it.what, engine::range(-1, 99));
  io("n", it.n, engine::range(1, 99), engine::when_absent(it.n));
}
static_assert(engine::fields_complete<Item>(), "a member of Item is missing from fields()");

enum class Template : int { kVote, kGive, kNoDeploy, kAllowUse, kNoEnact, kIdleNext, kCount };
inline constexpr std::array<const char*, 6> kTemplateIds = {"vote", "give", "no_deploy", "allow_use", "no_enact", "idle_next"};
enum class ClauseStatus : int { kActive, kKept, kBroken, kReleased };
inline constexpr std::array<const char*, 4> kStatusIds = {"active", "kept", "broken", "released"};

// An enum's words for the YAML: its ids in order.
constexpr auto enum_words(Template) { return engine::words_in_order<Template>(kTemplateIds); }
constexpr auto enum_words(ClauseStatus) { return engine::words_in_order<ClauseStatus>(kStatusIds); }

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
template <class IO, engine::FieldsOf<Clause> S>
constexpr void fields(IO& io, S& k) {
  io("template", k.kind);
  io("obligor", k.obligor, engine::as(Ref{Names::kSeats}), engine::when_absent(k.obligor));
  io("beneficiary", k.beneficiary, engine::as(Ref{Names::kSeats}), engine::when_absent(k.beneficiary));
  io("law", k.law, engine::as(Ref{Names::kLaws, -1}), engine::or_default(-1));
  io("side", k.side, engine::as(Word{Names::kSides}), engine::or_default(0));
  io("n", k.n, engine::range(0, 999), engine::or_default(0));
  io("tile", k.tile, engine::as(Ref{Names::kTiles, -1}), engine::or_default(-1));
  io("cell", k.cell, engine::range(-1, kGridCells - 1), engine::or_default(-1));
  io("bundle", k.bundle, engine::as(Counts{Names::kGoods}), engine::when_absent(k.bundle));
  io("delivered", k.delivered, engine::as(Counts{Names::kGoods}), engine::when_absent(k.delivered));
  io("status", k.status, engine::when_absent(k.status));
  io("since", k.since, engine::range(0, 1 << 30), engine::or_default(0));
}
static_assert(engine::fields_complete<Clause>(), "a member of Clause is missing from fields()");
// A clause as saves write it: bundle and delivered for GIVE clauses only.
struct ClauseYaml {
  YAML::Node write(const Clause&, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, Clause&, const engine::FieldScope&) const;
};

struct Guarantee {
  int id = 0;
  int season = 1;
  std::vector<int> signers;
  std::vector<Clause> clauses;
  bool operator==(const Guarantee&) const = default;
};
template <class IO, engine::FieldsOf<Guarantee> S>
constexpr void fields(IO& io, S& g) {
  io("id", g.id, engine::range(1, 1 << 30));
  io("season", g.season, engine::range(1, 6), engine::when_absent(g.season));
  io("signers", g.signers, engine::as(Ref{Names::kSeats}), engine::when_absent(g.signers));
  io("clauses", g.clauses, engine::as(ClauseYaml{}));
}
static_assert(engine::fields_complete<Guarantee>(), "a member of Guarantee is missing from fields()");

// A Haggle or a Guarantee being drafted by its proposer, then confirmed by every other party.
enum class NegotiationKind : int { kNone, kTrade, kPact };
// kNone is never written: no negotiation leaves the key out.
constexpr auto enum_words(NegotiationKind) {
  return std::array{std::pair{NegotiationKind::kTrade, std::string_view("trade")}, std::pair{NegotiationKind::kPact, std::string_view("guarantee")}};
}
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
template <class IO, engine::FieldsOf<Negotiation> S>
constexpr void fields(IO& io, S& t) {
  io("kind", t.kind);
  io("proposer", t.proposer, engine::as(Ref{Names::kSeats}), engine::when_absent(0));
  io("parties", t.parties, engine::as(Ref{Names::kSeats}), engine::when_absent(t.parties));
  io("offered", t.offered, engine::when_absent(t.offered));
  io("confirmed", t.confirmed, engine::as(Ref{Names::kSeats}), engine::when_absent(t.confirmed));
  io("items", t.items, engine::or_default(std::vector<Item>{}));
  io("clauses", t.clauses, engine::as(ClauseYaml{}), engine::or_default(std::vector<Clause>{}));
}
static_assert(engine::fields_complete<Negotiation>(), "a member of Negotiation is missing from fields()");

struct Vote {
  int law = -1, proposer = -1;
  int id = 0;                 // votes begun this game, this one included
  std::vector<int> voters;    // reverse Season turn order
  int index = 0;              // whose vote is due
  std::vector<int> side;      // per voter: 0 FOR, 1 AGAINST
  std::vector<int> amount;
  bool operator==(const Vote&) const = default;
};
template <class IO, engine::FieldsOf<Vote> S>
constexpr void fields(IO& io, S& v) {
  io("law", v.law, engine::as(Ref{Names::kLaws}), engine::when_absent(0));
  io("proposer", v.proposer, engine::as(Ref{Names::kSeats}), engine::when_absent(0));
  io("id", v.id, engine::range(0, 1 << 30), engine::when_absent(v.id));
  io("voters", v.voters, engine::as(Ref{Names::kSeats}), engine::when_absent(v.voters));
  io("index", v.index, engine::range(0, 6), engine::when_absent(v.index));
  io("side", v.side, engine::as(Ref{Names::kSides}), engine::when_absent(v.side));
  io("amount", v.amount, engine::range(0, 999), engine::when_absent(v.amount));
}
static_assert(engine::fields_complete<Vote>(), "a member of Vote is missing from fields()");

struct Permission {
  int user = -1, owner = -1, cell = -1;
  bool operator==(const Permission&) const = default;
};
template <class IO, engine::FieldsOf<Permission> S>
constexpr void fields(IO& io, S& q) {
  io("user", q.user, engine::as(Ref{Names::kSeats}), engine::when_absent(0));
  io("owner", q.owner, engine::as(Ref{Names::kSeats}), engine::when_absent(0));
  io("cell", q.cell, engine::range(0, kGridCells - 1));
}
static_assert(engine::fields_complete<Permission>(), "a member of Permission is missing from fields()");

struct Cell {
  int card = -1;  // workplace kind, -1 empty
  int user = -1;  // the seat whose cube is on it
  bool used = false;  // Card action used this Season
  bool operator==(const Cell&) const = default;
};
// The hash's and the diff's list: saves write a grid as its built cells (GridYaml).
template <class IO, engine::FieldsOf<Cell> S>
constexpr void fields(IO& io, S& at) {
  io("card", at.card);
  io("user", at.user);
  io("used", at.used);
}
static_assert(engine::fields_complete<Cell>(), "a member of Cell is missing from fields()");
// A grid as saves write it: [{cell, card, user, used}] for the cells with a card, in cell order.
struct GridYaml {
  YAML::Node write(const std::array<Cell, kGridCells>&, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, std::array<Cell, kGridCells>&,
            const engine::FieldScope&) const;
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
template <class IO, engine::FieldsOf<Player> S>
constexpr void fields(IO& io, S& p) {
  io("name", p.name);
  io("res", p.res, engine::as(Counts{Names::kResources}), engine::when_absent(p.res));
  io("influence", p.influence, engine::range(0, 999), engine::when_absent(p.influence));
  io("prestige", p.prestige, engine::range(-999, 9999), engine::when_absent(p.prestige));
  io("crossed", p.crossed, engine::range(0, 9999), engine::when_absent(p.crossed));
  io("unemployed", p.unemployed, engine::as(Counts{Names::kFactions}), engine::when_absent(p.unemployed));
  io("undeployed", p.undeployed, engine::range(0, 99), engine::when_absent(p.undeployed));
  io("hand", p.hand, engine::as(Ref{Names::kCards, -1, -1}), engine::when_absent(p.hand));  // sorted after reading
  io("grid", p.grid, engine::as(GridYaml{}), engine::or_default(std::array<Cell, kGridCells>{}));
  io("favours", p.favours, engine::range(0, 999), engine::when_absent(p.favours));
  io("idled", p.idled, engine::when_absent(p.idled));
  io("actions", p.actions, engine::range(0, 999), engine::when_absent(p.actions));
  io("prestige_from", p.prestige_from, engine::as(Counts{Names::kSources, true, -999, 9999}), engine::when_absent(p.prestige_from));
}
static_assert(engine::fields_complete<Player>(), "a member of Player is missing from fields()");
// The players, their names read first: a player's grid may name another player.
struct PlayersYaml {
  YAML::Node write(const std::vector<Player>&, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, std::vector<Player>&, const engine::FieldScope&) const;
};

struct TileState {
  std::vector<int> knights;  // per seat
  int bandits = 0;
  bool operator==(const TileState&) const = default;
};
inline std::string seat_key(const engine::FieldScope& scope, size_t seat) { return name_at(Names::kSeats, scope, seat); }
template <class IO, engine::FieldsOf<TileState> S>
constexpr void fields(IO& io, S& t) {
  io("knights", t.knights, engine::keyed(seat_key), engine::range(0, 99), engine::when_absent(t.knights));
  io("bandits", t.bandits, engine::range(0, 99), engine::when_absent(t.bandits));
}
static_assert(engine::fields_complete<TileState>(), "a member of TileState is missing from fields()");
// The tiles: one entry per content tile (a map by tile id may leave some out), each counting the
// knights of every player, read before.
struct TilesYaml {
  YAML::Node write(const std::vector<TileState>&, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, std::vector<TileState>&, const engine::FieldScope&) const;
};

struct Enacted {
  int law = -1, proposer = -1, season = 1;
  bool operator==(const Enacted&) const = default;
};
template <class IO, engine::FieldsOf<Enacted> S>
constexpr void fields(IO& io, S& e) {
  io("law", e.law, engine::as(Ref{Names::kLaws}), engine::when_absent(0));
  io("proposer", e.proposer, engine::as(Ref{Names::kSeats}), engine::when_absent(0));
  io("season", e.season, engine::range(1, 6), engine::when_absent(e.season));
}
static_assert(engine::fields_complete<Enacted>(), "a member of Enacted is missing from fields()");

// Where the game waits. kTurn: the active player; the rest are interruptions of it.
enum class Stage : int { kTurn, kPermission, kVote, kDiscard, kOver };
inline constexpr std::array<const char*, 5> kStageIds = {"turn", "permission", "vote", "discard", "over"};
constexpr auto enum_words(Stage) { return engine::words_in_order<Stage>(kStageIds); }

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
// The calendar as saves write it: {period, phase, in_final, finished} (phase: an index or an id).
struct CalendarYaml {
  YAML::Node write(const engine::CalendarCursor&, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, engine::CalendarCursor&, const engine::FieldScope&) const;
};
// The tracks as saves write them: {T0: [...], T1: [...]}, each slot `bandit`, `empty` or a seat.
struct TracksYaml {
  YAML::Node write(const std::array<std::vector<int>, 2>&, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, std::array<std::vector<int>, 2>&,
            const engine::FieldScope&) const;
};
// In the order saves write them. The players come before what names them; what a position written by
// hand leaves out of the calendar, season_order and turns_begun follows from the rest (state_from_yaml).
template <class IO, engine::FieldsOf<State> S>
constexpr void fields(IO& io, S& s) {
  io("rng", s.rng, engine::when_absent(s.rng));
  io("season", s.season, engine::range(1, 6), engine::when_absent(s.season));
  io("calendar", s.cursor, engine::as(CalendarYaml{}), engine::when_absent(s.cursor));
  io("stage", s.stage, engine::when_absent(s.stage));
  io("players", s.players, engine::as(PlayersYaml{}));
  io("tracks", s.tracks, engine::as(TracksYaml{}));
  io("current_track", s.current_track, engine::range(0, 1), engine::when_absent(s.current_track));
  io("season_order", s.season_order, engine::as(Ref{Names::kSeats}), engine::when_absent(s.season_order));
  io("active", s.active, engine::as(Ref{Names::kSeats, -1}), engine::when_absent(s.active));
  io("acted", s.acted, engine::when_absent(s.acted));
  io("acted_idle", s.acted_idle, engine::when_absent(s.acted_idle));
  io("refused", s.refused, engine::range(0, 6 * kGridCells - 1), engine::or_default(std::vector<int>{}));  // six seats at most
  io("turns_begun", s.turns_begun, engine::range(0, 1 << 30), engine::when_absent(s.turns_begun));
  io("votes_begun", s.votes_begun, engine::range(0, 1 << 30), engine::when_absent(s.votes_begun));
  io("tiles", s.tiles, engine::as(TilesYaml{}));
  io("bandit_supply", s.bandit_supply, engine::range(0, 999));
  io("supply", s.supply, engine::as(Counts{Names::kFactions}), engine::when_absent(s.supply));
  io("employed", s.employed, engine::as(Counts{Names::kFactions}), engine::when_absent(s.employed));
  io("deck", s.deck, engine::as(Ref{Names::kCards, 0, -1}), engine::when_absent(s.deck));
  io("discard", s.discard, engine::as(Ref{Names::kCards, 0, -1}), engine::when_absent(s.discard));
  io("sovereign_in_slot", s.sovereign_in_slot, engine::when_absent(s.sovereign_in_slot));
  io("law_deck", s.law_deck, engine::as(Ref{Names::kLaws}), engine::when_absent(s.law_deck));
  io("docket", s.docket, engine::as(Ref{Names::kLaws}), engine::when_absent(s.docket));
  io("enacted", s.enacted, engine::when_absent(s.enacted));
  io("guarantees", s.guarantees, engine::when_absent(s.guarantees));
  io("next_guarantee", s.next_guarantee, engine::range(1, 1 << 30), engine::when_absent(s.next_guarantee));
  // Pending decisions: left out when none is (check() holds them blank outside their stage).
  io("negotiation", s.talk, engine::or_default(Negotiation{}));
  io("vote", s.vote, engine::or_default(Vote{}));
  io("permission", s.permission, engine::or_default(Permission{}));
  io("discarder", s.discarder, engine::as(Ref{Names::kSeats, -1}), engine::or_default(-1));
  io("ranking", s.ranking, engine::as(Ref{Names::kSeats}), engine::when_absent(s.ranking));
  io("game_over", s.game_over, engine::when_absent(s.game_over));
}
static_assert(engine::fields_complete<State>(), "a member of State is missing from fields()");

struct Setup {
  std::vector<std::string> names;  // seats, 3..6
  bool shuffle = true;             // §11.1: shuffle seats onto T0 (false: in this order)
  bool operator==(const Setup&) const = default;
};
template <class IO, engine::FieldsOf<Setup> S>
constexpr void fields(IO& io, S& s) {
  io("players", s.names);
  io("shuffle", s.shuffle, engine::when_absent(s.shuffle));
}
static_assert(engine::fields_complete<Setup>(), "a member of Setup is missing from fields()");

}  // namespace sb::vt
