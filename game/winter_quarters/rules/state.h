#pragma once
// Winter Quarters State, Action and Setup: plain data (copy = clone, == compares, YAML round trip).
#include <array>
#include <compare>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/calendar.h"
#include "engine/core/rng.h"
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

struct Action {
  int faction = kBritish;
  Verb verb = Verb::kPass;
  int space = -1;
  int piece = -1;
  int n = 0;
  auto operator<=>(const Action&) const = default;
};

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

// A step that runs as a transaction: it replays from its start with the answers given so far and
// stops at the first question without one (engine/core/answers.h explains the idea).
enum class Proc : int { kNone, kOffer, kOpStep, kEvent, kEndCard, kPhase };
struct ProcState {
  Proc kind = Proc::kNone;
  int faction = -1;
  int arg = -1;  // kEvent: card; kPhase: index into phase_ids()
  std::vector<Action> answers;
  bool operator==(const ProcState&) const = default;
};

enum class OpKind : int { kMuster, kMarch, kBattle };
inline constexpr std::array<const char*, 3> kOpIds = {"muster", "march", "battle"};
struct Operation {
  int faction = -1;  // -1: none under way
  OpKind kind = OpKind::kMuster;
  bool limited = false;
  std::vector<int> spaces;  // chosen so far, in order
  bool operator==(const Operation&) const = default;
};

struct SpaceState {
  int support = 0;  // -2 Active Opposition .. +2 Active Support
  std::array<int, kPieceCount> pieces{};
  bool raid = false, propaganda = false, blockade = false;
  int shifts = 0;  // shifts made this Support Phase
  bool operator==(const SpaceState&) const = default;
};

struct FactionState {
  int resources = 0;
  bool eligible = true;
  int leader_line = 0;  // index into the faction's Leader line
  int leader_at = -1;   // space index (the West Indies included), -1 Available
  bool operator==(const FactionState&) const = default;
};

struct SeatInfo {
  std::string name;
  std::vector<int> factions;
  bool operator==(const SeatInfo&) const = default;
};

struct State {
  engine::Rng rng;
  engine::CalendarCursor cursor;
  bool phase_done = false;  // the current calendar phase has run
  std::vector<SeatInfo> seats;
  std::vector<SpaceState> spaces;  // map spaces, then the West Indies
  int squadrons_wi = 0;
  std::array<FactionState, kFactionCount> factions{};
  std::array<int, kPieceCount> available{}, casualties{}, unavailable{};
  bool toa = false;
  int fni = 0;
  int releases = 0;  // British releases done
  // Cards: draw pile (next first), Current, On-deck, played; WQ Rounds finished.
  std::vector<int> draw;
  int current = -1, on_deck = -1;
  std::vector<int> played;
  int wq_rounds = 0;
  int cards_played = 0;  // card turns completed (for the report: when WQ Rounds fall)
  // The card turn: position in the card's order, the actors and what the first did.
  int offer = 0;
  int first_actor = -1, second_actor = -1;
  bool first_took_event = false;
  Operation op;
  ProcState proc;
  bool game_over = false;
  std::vector<int> ranking;  // factions, first = winner
  std::array<int, kFactionCount> margin{};  // ranking margins when the game ended
  bool victory_met = false;  // ended by a Victory Check (not the final round)
  // Derived (not saved): the open question, rebuilt by replaying the step.
  std::optional<Question> question;
  bool operator==(const State&) const = default;
};

struct Setup {
  std::vector<SeatInfo> seats;  // every faction held by exactly one seat
  bool operator==(const Setup&) const = default;
};

}  // namespace sb::wq
