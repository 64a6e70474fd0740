#pragma once
// Internal rules API shared by the rules' .cpp files.
//
// Every decision is a Question inside a step (ProcState) that runs as a transaction: `ask` hands
// out the answers recorded so far and, at the first question without one, stops the step by
// throwing NeedAnswer (caught only in flow.cpp, never leaving the rules). The step's copy of the
// State is thrown away and the question is kept; the answer is recorded and the step replays.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "game/winter_quarters/rules/content.h"
#include "game/winter_quarters/rules/state.h"

namespace sb::wq {

struct NeedAnswer {};
// A recorded answer that is not among its question's options (only a hand-edited State has one).
struct AnswerMisfit {
  size_t index = 0;
  std::string question;
};

struct Run {
  Run(State& state, const Content& content) : s(state), c(content) {}
  State& s;
  const Content& c;
  const std::vector<Action>* answers = nullptr;
  size_t used = 0;
  std::optional<Question> open;
  std::vector<engine::Event>* log = nullptr;
  // Set when a bot looks ahead: questions are answered by it instead of stopping the step.
  std::function<Action(const State&, const Question&)> chooser;
};

// The table's answer to `q` (one option: that one, unasked). Throws NeedAnswer when unanswered.
Action ask(Run& run, Question q);
void note(Run& run, int faction, const std::string& text);

// [SECTION] board.cpp: queries and small changes
enum Control : int { kNoControl, kBritishControl, kRebellionControl };
int control(const State& s, const Content& c, int space);
int side_count(const State& s, int space, bool royalist_side);  // pieces of a side in a space
int faction_count(const State& s, int space, int faction);      // pieces of a faction
int faction_units(const State& s, int space, int faction);
int cubes_of_side(const State& s, int space, bool royalist_side);
int bases_in(const State& s, int space);
int support_total(const State& s, const Content& c);
int opposition_total(const State& s, const Content& c);
std::array<std::array<int, 2>, kFactionCount> victory_margins(const State& s, const Content& c);
int on_map(const State& s, const Content& c, int piece);  // box slot count over map spaces (not WI)
// A piece kind (box slot) on the map, in the West Indies, in Casualties and Unavailable: all but Available.
int pieces_not_available(const State& s, int piece);
bool can_shift(const State& s, const Content& c, int space, int toward);
void shift(State& s, const Content& c, int space, int toward);  // toward: +1, -1, 0 neutral
void gain(State& s, const Content& c, int faction, int amount);  // capped 0..cap (D8)
// Moves pieces between a space and boxes. `to_casualties`: cubes go to Casualties, others Available.
void remove_pieces(State& s, int space, int piece, int n, bool to_casualties);
void place_pieces(State& s, int space, int piece, int n);  // from Available (box slot)
void move_pieces(State& s, int from, int to, int piece, int n);
void fix_leaders(State& s, const Content& c);  // a Leader with none of its pieces returns to Available
bool can_hold_base(const State& s, const Content& c, int space, int piece);
int leader_bonus(const State& s, const Content& c, int faction);
std::vector<int> nearest_spaces(const State& s, const Content& c, int from, const std::function<bool(int)>& target);
std::string piece_words(const Content& c, int piece, int n);  // "2 British Regulars", "a Village"
std::string support_words(int level);
std::string faction_name(int faction);
std::string leader_name(const State& s, const Content& c, int faction);
bool is_map_space(const Content& c, int space);

// [SECTION] ops.cpp: Operations
int op_cost(OpKind kind);
// Spaces the faction could choose now for this Operation (cost and limits apart).
std::vector<int> op_spaces(const State& s, const Content& c, int faction, OpKind kind);
// Why the faction cannot start this Operation now ("" when it can).
std::string op_refusal(const State& s, const Content& c, int faction, OpKind kind);
void run_op_step(Run& run);  // one space of the Operation under way (or finishing it)
void muster_in(Run& run, int faction, int space);
int march_into(Run& run, int faction, int dest);  // units moved
bool battle_in(Run& run, int faction, int space, int wi_squadron_bonus);
struct BattleOdds {
  int attack = 0, defense = 0, enemy_losses = 0, own_losses = 0;
};
BattleOdds battle_odds(const State& s, const Content& c, int faction, int space);
bool can_battle(const State& s, const Content& c, int faction, int space);
// March sources into `dest` for the faction: (source, piece) pairs with units that may move.
std::vector<std::pair<int, int>> march_sources(const State& s, const Content& c, int faction, int dest);

// [SECTION] events.cpp
void run_event(Run& run, int card, int executor);
// Resolves a list of effects (events and WQ cards); `executor` decides (-1: none, effects that ask are skipped).
void run_effects(Run& run, const std::vector<Effect>& effects, int executor);

// [SECTION] winter.cpp: the Winter Quarters Round, the Treaty and the navy
void run_phase(Run& run, const std::string& phase);
void take_treaty(Run& run);
void raise_fni(Run& run);
void lower_fni(Run& run);
void rank_factions(State& s, const Content& c, bool after_victory_check);

// [SECTION] flow.cpp
void run_offer(Run& run);
void run_end_card(Run& run);
// Runs steps until a question is open or the game is over; events go to `log`.
void advance(State& s, const Content& c, std::vector<engine::Event>* log);
// Replays the open step to rebuild State::question (after loading a State).
void refresh_question(State& s, const Content& c);
int seat_of(const State& s, int faction);
std::string describe_action(const Action& a, const State& s, const Content& c);

// [SECTION] bot.cpp
Action heuristic_answer(const State& s, const Content& c, const Question& q);

}  // namespace sb::wq
