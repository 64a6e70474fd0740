#pragma once
// Internal rules API shared by the rules' .cpp files.
//
// One source of truth for legality: `refusal(state, content, action)` says why an action is not
// allowed now — a code naming the rule ("cell_taken") and the words for the player — or nothing
// when it is. legal_actions enumerates candidate actions and keeps those without a refusal; apply
// refuses with the same code and words.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "game/vacant_throne/rules/content.h"
#include "game/vacant_throne/rules/state.h"

namespace sb::vt {

inline constexpr int kBandits = -2;  // an owner: the Bandits

// A refusal: an empty code means the action is allowed.
using Refusal = engine::Rejection;
inline Refusal no(std::string code, std::string message) { return {std::move(code), std::move(message)}; }
inline bool allowed(const Refusal& r) { return r.code.empty(); }

// [SECTION] board.cpp: tracks, control, queries
int seat_count(const State& s);
const std::string& name_of(const State& s, int seat);
// Tie priority (§4.4): seats and kBandits, highest first.
std::vector<int> tie_priority(const State& s);
// Players still on the current track, top to bottom.
std::vector<int> turn_order(const State& s);
int bandit_slot(const State& s, int track);
// The owner controlling a tile: a seat, kBandits, or -1 when empty.
int controller(const State& s, const Content& c, int tile);
bool controls_faction(const State& s, const Content& c, int seat, int faction);
const Law* enacted_law(const State& s, const Content& c, LawEffect effect);
int score(const State& s, int seat);
int empty_cells(const Player& p);
int first_empty_cell(const Player& p);
bool can_pay(const Player& p, const std::array<int, kResources>& cost);
std::string resources_words(const Content& c, const std::array<int, kResources>& r);  // "2 Timber, 1 Ore"
std::string good_words(const Content& c, int good, int n);                           // "1 Grain", "2 Tillers workers"
std::string card_name(const Content& c, int kind);
std::string clause_label(const Guarantee& g, size_t index);  // "G1b"
std::string clause_words(const State& s, const Content& c, const Clause& k);
void gain_prestige(State& s, int seat, int amount, Source source);

// [SECTION] turn.cpp: legality, actions, phases
std::vector<Action> candidates(const State& s, const Content& c);
Refusal refusal(const State& s, const Content& c, const Action& a);
// Whether `a` is allowed now.
inline bool is_legal(const State& s, const Content& c, const Action& a) { return allowed(refusal(s, c, a)); }
// The seat's player (seats come from the State: no bounds check).
inline const Player& seat_player(const State& s, int seat) { return s.players[static_cast<size_t>(seat)]; }
inline Player& seat_player(State& s, int seat) { return s.players[static_cast<size_t>(seat)]; }
// The decider the game waits on (-1: none).
int decider(const State& s);
void execute(State& s, const Content& c, const Action& a, std::vector<engine::Event>& log);
void start_game(State& s, const Content& c);
std::string describe_action(const Action& a, const State& s, const Content& c, bool for_log);
// Clauses an action would break (the warning the engine gives before it, §7.2).
std::vector<std::string> would_break(const State& s, const Content& c, const Action& a);

// [SECTION] free.cpp: Haggles and Guarantees
void free_candidates(const State& s, const Content& c, std::vector<Action>& out);
Refusal free_refusal(const State& s, const Content& c, const Action& a);
void execute_free(State& s, const Content& c, const Action& a, std::vector<engine::Event>& log);
std::string free_words(const Action& a, const State& s, const Content& c, bool for_log);
std::string item_words(const State& s, const Content& c, const Item& it, bool for_log);
// A clause is broken: its obligor pays the penalty, once.
void break_clause(State& s, const Content& c, Guarantee& g, size_t index, std::vector<engine::Event>& log);
bool is_free_verb(Verb v);

// [SECTION] bot.cpp, planner.cpp
Action heuristic_action(const State& s, const Content& c);
Action random_action(const State& s, const Content& c, engine::Rng& rng);
// Steps 2-4 of §12 for `me` (workplaces, Refine, Build), the first legal one in the spec's order.
std::optional<Action> spec_economy_action(const State& s, const Content& c, int me);
// The planner bot: weighs each knight move, law and workplace step by the position it leads to.
// It reads only what view_for(decider) shows.
Action planner_action(const State& s, const Content& c);

}  // namespace sb::vt
