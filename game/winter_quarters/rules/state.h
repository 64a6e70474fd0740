#pragma once
// Winter Quarters State, Action and Setup: plain data (copy = clone, == compares, YAML round trip).
// Each struct lists its fields once, next to it (engine/content/fields.h): the save's YAML writer
// and strict reader, the state hash and the field-by-field diff follow the lists. The keys are the
// ones saves have always had (README.md documents them); codecs.h gives the shapes that are not
// the members' own.
//
// [SECTION] actions, questions and the open step   [SECTION] the board and the factions
// [SECTION] the State
#include <array>
#include <compare>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/content/fields.h"
#include "engine/core/calendar.h"
#include "engine/core/rng.h"
#include "game/winter_quarters/rules/codecs.h"
#include "game/winter_quarters/rules/content.h"

namespace sb::wq {

// What a decision answers. Every choice the table makes is one of these (card turns, operations,
// events and the Winter Quarters Round alike); `space` and `piece` are indices, `n` a count.
enum class Verb : int {
  kPass, kEvent, kMuster, kMarch, kBattle,  // a card turn
  kSpace, kDone,                            // pick a space; stop
  kUnits, kBase, kPropaganda, kRaid, kRaiseFni,  // a Muster option
  kCount,                                   // how many (of `piece`, from `space`)
  kPay, kRemove, kShift, kMove, kAvailable, kKeep,  // supply, upkeep, Leaders, Blockades
  kYes, kNo,
  kPiece,                                   // this piece (in `space`)
  kVerbCount
};
inline constexpr std::array<const char*, static_cast<int>(Verb::kVerbCount)> kVerbIds = {
    "pass", "event", "muster", "march", "battle", "space", "done", "units", "base", "propaganda", "raid",
    "raise_fni", "count", "pay", "remove", "shift", "move", "available", "keep", "yes", "no", "piece"};
inline constexpr std::array<const char*, 5> kSupportIds = {"active_opposition", "passive_opposition", "neutral",
                                                           "passive_support", "active_support"};

inline constexpr auto kVerbWords = words_in_order<Verb>(kVerbIds);
constexpr const auto& enum_words(Verb) { return kVerbWords; }
inline constexpr WordOf kSupportWord{kSupportIds.data(), 5, -2};

// [SECTION] actions, questions and the open step

struct Action {
  int faction = kBritish;
  Verb verb = Verb::kPass;
  int space = -1;
  int piece = -1;
  int n = 0;
  auto operator<=>(const Action&) const = default;
};
template <class IO, engine::FieldsOf<Action> S>
constexpr void fields(IO& io, S& a) {
  io("faction", a.faction, engine::as(kFactionWord));
  io("do", a.verb);
  io("space", a.space, engine::as(kSpaceRef), engine::or_default(-1));
  io("piece", a.piece, engine::as(kPieceWord), engine::or_default(-1));
  io("n", a.n, engine::range(0, 99), engine::or_default(0));
}
static_assert(engine::fields_complete<Action>(), "a member of Action is missing from fields()");

// A question to the table: who decides, in words, and the answers allowed (each with its words).
struct Option {
  Action action;
  std::string label;
  bool operator==(const Option&) const = default;
};
struct Question {
  int faction = kBritish;
  std::string kind;  // prompt kind: "card_turn", "operation", "supply", ...
  std::string text;
  std::vector<Option> options;
  // Answers a player might try that are not allowed now, each with the reason (rejections say why).
  std::vector<std::pair<Action, std::string>> refused;
  bool operator==(const Question&) const = default;
};

// The open question, derived from the rest of the State by replaying the open step (advance) after
// every answer and every read: it is not saved, hashed or compared (States equal in everything else
// ask the same question). Not an aggregate: it is a std::optional<Question> with that equality.
struct OpenQuestion : std::optional<Question> {
  using std::optional<Question>::optional;
  using std::optional<Question>::operator=;
  bool operator==(const OpenQuestion&) const { return true; }
};
template <class IO, engine::FieldsOf<OpenQuestion> S>
constexpr void fields(IO&, S&) {}

// A step that runs as a transaction: it replays from its start with the answers given so far and
// stops at the first question without one (engine/core/answers.h explains the idea).
enum class Proc : int { kNone, kOffer, kOpStep, kEvent, kEndCard, kPhase };
inline constexpr auto kProcWords =
    words_in_order<Proc>(std::array<const char*, 6>{"none", "offer", "operation", "event", "end_card", "phase"});
constexpr const auto& enum_words(Proc) { return kProcWords; }
struct ProcState {
  Proc kind = Proc::kNone;
  int faction = -1;
  int arg = -1;  // kEvent: card; kPhase: index into phase_ids()
  std::vector<Action> answers;
  bool operator==(const ProcState&) const = default;
};
template <class IO, engine::FieldsOf<ProcState> S>
constexpr void fields(IO& io, S& p) {
  io("kind", p.kind);
  io("faction", p.faction, engine::as(kFactionOrNone), engine::when_absent(-1));
  io("arg", p.arg, engine::range(-1, 99), engine::when_absent(-1));
  io("answers", p.answers, engine::when_absent(std::vector<Action>{}));
}
static_assert(engine::fields_complete<ProcState>(), "a member of ProcState is missing from fields()");

enum class OpKind : int { kMuster, kMarch, kBattle };
inline constexpr std::array<const char*, 3> kOpIds = {"muster", "march", "battle"};
inline constexpr auto kOpWords = words_in_order<OpKind>(kOpIds);
constexpr const auto& enum_words(OpKind) { return kOpWords; }
struct Operation {
  int faction = -1;  // -1: none under way
  OpKind kind = OpKind::kMuster;
  bool limited = false;
  std::vector<int> spaces;  // chosen so far, in order
  bool operator==(const Operation&) const = default;
};
template <class IO, engine::FieldsOf<Operation> S>
constexpr void fields(IO& io, S& op) {
  io("faction", op.faction, engine::as(kFactionOrNone));
  io("kind", op.kind);
  io("limited", op.limited, engine::when_absent(false));
  io("spaces", op.spaces, engine::as(kSpaceRef), engine::when_absent(std::vector<int>{}));
}
static_assert(engine::fields_complete<Operation>(), "a member of Operation is missing from fields()");

// [SECTION] the board and the factions

struct SpaceState {
  int support = 0;  // -2 Active Opposition .. +2 Active Support
  std::array<int, kPieceCount> pieces{};
  bool raid = false, propaganda = false, blockade = false;
  int shifts = 0;  // shifts made this Support Phase
  bool operator==(const SpaceState&) const = default;
};
// A space's YAML gives its pieces as keys of its own map, one per piece id (`regular: 3`); the
// hash, the diff and the completeness count see the one array.
template <class IO, class Pieces>
constexpr void piece_fields(IO& io, Pieces& pieces) {
  if constexpr (kYamlIO<IO>)
    for (size_t p = 0; p < kPieceCount; ++p) io(kPieceIds[p], pieces[p], engine::range(0, 99), engine::or_default(0));
  else
    io("pieces", pieces);
}
template <class IO, engine::FieldsOf<SpaceState> S>
constexpr void fields(IO& io, S& sp) {
  piece_fields(io, sp.pieces);
  io("support", sp.support, engine::as(kSupportWord), engine::or_default(0));
  io("raid", sp.raid, engine::or_default(false));
  io("propaganda", sp.propaganda, engine::or_default(false));
  io("blockade", sp.blockade, engine::or_default(false));
  io("shifts", sp.shifts, engine::range(0, 2), engine::or_default(0));
}
static_assert(engine::fields_complete<SpaceState>(), "a member of SpaceState is missing from fields()");
// A position may give its spaces as a map by space id (the West Indies is `west_indies`).
inline std::string space_key(const engine::FieldScope& scope, size_t index) {
  const Content& c = *scope.content_as<Content>();
  return index < c.spaces.size() ? c.spaces[index].id : "west_indies";
}

struct FactionState {
  int resources = 0;
  bool eligible = true;
  int leader_line = 0;  // index into the faction's Leader line
  int leader_at = -1;   // space index (the West Indies included), -1 Available
  bool operator==(const FactionState&) const = default;
};
template <class IO, engine::FieldsOf<FactionState> S>
constexpr void fields(IO& io, S& f) {
  io("resources", f.resources, engine::range_with([](const engine::FieldScope& scope) {
       return engine::range(0, scope.content_as<Content>()->resource_cap);
     }));
  io("eligible", f.eligible, engine::when_absent(true));
  io("leader", f.leader_line, engine::range(0, 99), engine::when_absent(0));
  io("leader_at", f.leader_at, engine::as(kSpaceOrAvailable), engine::when_absent(-1));
}
static_assert(engine::fields_complete<FactionState>(), "a member of FactionState is missing from fields()");

struct SeatInfo {
  std::string name;
  std::vector<int> factions;
  bool operator==(const SeatInfo&) const = default;
};
template <class IO, engine::FieldsOf<SeatInfo> S>
constexpr void fields(IO& io, S& seat) {
  io("name", seat.name);
  io("factions", seat.factions, engine::as(kFactionWord));
}
static_assert(engine::fields_complete<SeatInfo>(), "a member of SeatInfo is missing from fields()");

// [SECTION] the State
// Its groups are bases, so the rules read s.current while the YAML nests it (cards: {current: 3}).

struct CalendarPart {
  engine::CalendarCursor cursor;
  bool phase_done = false;  // the current calendar phase has run
  bool operator==(const CalendarPart&) const = default;
};
template <class IO, engine::FieldsOf<CalendarPart> S>
constexpr void fields(IO& io, S& k) {
  io("cursor", k.cursor);
  io("phase_done", k.phase_done);
}
static_assert(engine::fields_complete<CalendarPart>(), "a member of CalendarPart is missing from fields()");
// Its YAML: {round, season, phase, phase_done, finished}; a position may name the phase by its id.
struct CalendarYaml {
  YAML::Node write(const CalendarPart&, const engine::FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, CalendarPart& out, const engine::FieldScope&) const;
};

// Cards: draw pile (next first), Current, On-deck, played; WQ Rounds finished.
struct CardsPart {
  std::vector<int> draw;
  int current = -1, on_deck = -1;
  std::vector<int> played;
  int wq_rounds = 0;
  int cards_played = 0;  // card turns completed (for the report: when WQ Rounds fall)
  bool operator==(const CardsPart&) const = default;
};
template <class IO, engine::FieldsOf<CardsPart> S>
constexpr void fields(IO& io, S& k) {
  io("draw", k.draw, engine::as(kCardRef), engine::when_absent(std::vector<int>{}));
  io("current", k.current, engine::as(kCardOrNone), engine::when_absent(-1));
  io("on_deck", k.on_deck, engine::as(kCardOrNone), engine::when_absent(-1));
  io("played", k.played, engine::as(kCardRef), engine::when_absent(std::vector<int>{}));
  io("wq_rounds", k.wq_rounds, engine::range(0, 2), engine::when_absent(0));
  io("card_turns", k.cards_played, engine::range(0, 99), engine::when_absent(0));
}
static_assert(engine::fields_complete<CardsPart>(), "a member of CardsPart is missing from fields()");

// The card turn: position in the card's order, the actors and what the first did.
struct TurnPart {
  int offer = 0;
  int first_actor = -1, second_actor = -1;
  bool first_took_event = false;
  bool operator==(const TurnPart&) const = default;
};
template <class IO, engine::FieldsOf<TurnPart> S>
constexpr void fields(IO& io, S& t) {
  io("offer", t.offer, engine::range(0, kFactionCount), engine::when_absent(0));
  io("first_actor", t.first_actor, engine::as(kFactionOrNone), engine::when_absent(-1));
  io("second_actor", t.second_actor, engine::as(kFactionOrNone), engine::when_absent(-1));
  io("first_took_event", t.first_took_event, engine::when_absent(false));
}
static_assert(engine::fields_complete<TurnPart>(), "a member of TurnPart is missing from fields()");

struct ResultPart {
  bool game_over = false;
  std::vector<int> ranking;  // factions, first = winner
  std::array<int, kFactionCount> margin{};  // ranking margins when the game ended
  bool victory_met = false;  // ended by a Victory Check (not the final round)
  bool operator==(const ResultPart&) const = default;
};
template <class IO, engine::FieldsOf<ResultPart> S>
constexpr void fields(IO& io, S& r) {
  io("game_over", r.game_over, engine::or_default(true));  // a saved result is a finished game's
  io("ranking", r.ranking, engine::as(kFactionWord));
  io("margins", r.margin, kByFaction);
  io("victory_check", r.victory_met, engine::when_absent(false));
}
static_assert(engine::fields_complete<ResultPart>(), "a member of ResultPart is missing from fields()");

// Available pieces left out of a position: the rest of each piece's limit (-1 here; state_from_yaml
// counts them). Militia and War Parties are Available Underground.
inline constexpr std::array<int, kPieceCount> kRestOfLimit = {-1, -1, -1, -1, -1, 0, -1, -1, -1, 0, -1};

struct State : CalendarPart, CardsPart, TurnPart, ResultPart {
  engine::Rng rng;
  std::vector<SeatInfo> seats;
  std::vector<SpaceState> spaces;  // map spaces, then the West Indies
  int squadrons_wi = 0;
  std::array<FactionState, kFactionCount> factions{};
  std::array<int, kPieceCount> available{}, casualties{}, unavailable{};
  bool toa = false;
  int fni = 0;
  int releases = 0;  // British releases done
  Operation op;
  ProcState proc;
  OpenQuestion question;
  bool operator==(const State&) const = default;
};
template <class IO, engine::FieldsOf<State> S>
constexpr void fields(IO& io, S& s) {
  io("rng", s.rng);
  io("calendar", part<CalendarPart>(s), engine::as(CalendarYaml{}));
  io("seats", s.seats);
  io("factions", s.factions, kByFaction);
  io("spaces", s.spaces, engine::keyed(space_key));
  io("squadrons_wi", s.squadrons_wi, engine::range(0, 99));
  io("available", s.available, engine::as(BoxCounts{-1}), engine::when_absent(kRestOfLimit));
  io("casualties", s.casualties, engine::as(BoxCounts{}), engine::when_absent(std::array<int, kPieceCount>{}));
  io("unavailable", s.unavailable, engine::as(BoxCounts{}), engine::when_absent(std::array<int, kPieceCount>{}));
  io("toa", s.toa, engine::when_absent(false));
  io("fni", s.fni, engine::range(0, 3), engine::when_absent(0));
  io("releases", s.releases, engine::range(0, 99), engine::when_absent(0));
  io("cards", part<CardsPart>(s));
  io("turn", part<TurnPart>(s), engine::when_absent(TurnPart{}));
  io("operation", s.op, engine::or_default(Operation{}));  // none under way: left out
  io("step", s.proc, engine::or_default(ProcState{}));     // none open: left out
  io("result", part<ResultPart>(s), engine::or_default(ResultPart{}));
  if constexpr (!kYamlIO<IO>) io("question", s.question);  // derived: no YAML
}
static_assert(engine::fields_complete<State>(), "a member of State is missing from fields()");

struct Setup {
  std::vector<SeatInfo> seats;  // every faction held by exactly one seat
  bool operator==(const Setup&) const = default;
};
template <class IO, engine::FieldsOf<Setup> S>
constexpr void fields(IO& io, S& s) {
  io("seats", s.seats);
}
static_assert(engine::fields_complete<Setup>(), "a member of Setup is missing from fields()");

}  // namespace sb::wq
