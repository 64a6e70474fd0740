#pragma once
// Internal rules API shared by the rules' .cpp files (setup, phases, effects, actions, progress).
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/answers.h"
#include "engine/core/phase_machine.h"
#include "engine/core/result.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw {

using Answers = engine::AnswerTape<Decision, Choose>;

// What the rules act on: State, Content and the event log of the current apply.
struct Ctx {
  Ctx(State& state, const Content& content, std::vector<engine::Event>* events = nullptr, Answers* tape = nullptr)
      : s(state), c(content), log(events), answers(tape) {}
  State& s;
  const Content& c;
  std::vector<engine::Event>* log = nullptr;
  // Set while an action or a phase that asks runs as a transaction: "players choose" steps ask it.
  Answers* answers = nullptr;
  bool answer_misfit = false;  // a recorded answer was not among the options (a hand-edited State)
  // The RNG when the open question was asked: dice or draws between two questions (or between the
  // kept State and the first) are news the question shows before the State keeps them, so undo must
  // not reach behind it (ApplyResult::reveals).
  std::optional<engine::Rng> question_rng;
  bool revealed = false;
  // `place`: the location it happened at (-1: none in particular).
  void note(const std::string& kind, const std::string& text, int seat = -1, std::vector<int> values = {},
            int place = -1) const;
};

// Where an effect came from (resolves "here", "self", "this obstacle").
struct Source {
  int location = -1;
  int region = -1;
  int character = -1;
  int obstacle = -1;        // instance
  int chosen_location = -1; // a player's pick for `where: any`
  int mover = -1;           // the character a `move_character` effect is moving (for the question)
};

// [SECTION] players choose (phases.cpp)
// What a Choose must name for a decision kind (ChoiceValue).
int decision_value_kind(int kind);
// The table's pick among d.options. One option: that one. With answers (every action and every
// phase that asks runs with them): the recorded answer, or -1 after opening the question (the caller
// stops; the run is thrown away and replayed once answered). Without (a rule called on its own, as
// tests do): the State RNG picks, as the spec's glossary allows when the players do not decide.
// No options: -1.
int players_choose(Ctx& ctx, Decision d);
// The players put `items` in an order, naming one at a time from the first (the last one left needs
// no question). `ask` is each question but its options; `each` may adjust the k-th question.
// nullopt once a question is open.
std::optional<std::vector<int>> players_order(Ctx& ctx, std::vector<int> items, const Decision& ask,
                                              const std::function<void(Decision&, size_t)>& each = {});
// True once a question is open: the step should stop, nothing it does now is kept.
inline bool asking(const Ctx& ctx) { return ctx.answers && ctx.answers->has_open_question(); }
// Runs the automatic phase now due again with State::answers (after a Choose); `since` is the RNG
// at the question just answered. False when the current phase does not stop for questions.
bool resume_pausable(Ctx& ctx, const engine::Rng& since);
// What replaying the step that waits with State::answers gives: the question it stops at (none when
// it finishes), the RNG at that question, and whether an answer did not fit its question.
struct Replay {
  std::optional<Decision> question;
  std::optional<engine::Rng> rng;
  bool misfit = false;
};
// Replays the phase now due on a copy. False when the phase asks nothing.
bool replay_phase(const State& s, const Content& c, Replay& out);
// Why State::pending/answers/acting do not fit the State ("" when they do): replays what waits
// (State::acting, else the phase now due) with the answers and compares the question it stops at.
std::string pending_error(const State& s, const Content& c);  // actions.cpp

// [SECTION] decisions.cpp
// The question in plain words, naming every option ("Which location burns for the Spire of Ash? ...").
std::string decision_text(const State& s, const Content& c, const Decision& d);
// The same question without its list of options: the prompt, where the answers are listed (or lit
// on the table) once each.
std::string decision_question(const State& s, const Content& c, const Decision& d);
// An obstacle instance's name, with its copy number when the card has several ("Ward #2").
std::string obstacle_label(const Content& c, int instance);
// One answer in plain words, against the question now open ("burn Gray Forest").
std::string choice_text(const State& s, const Content& c, const Choose& a);

// [SECTION] setup.cpp
State new_campaign(const Content& c, const Setup& setup, uint64_t seed);
// Session setup §3; rejects bad character picks. Each seat's card choices (§3.6) are questions.
engine::ApplyResult start_session(Ctx& ctx, const StartSession& a);
int surge_count(const State& s, const Content& c);
int refill_target(const State& s, const Content& c);

// Cross-field checks a file reader cannot see field by field (a card in two places, a character
// off the board...). "" when the State is consistent; loaders reject anything else.
std::string state_consistency_error(const State& s, const Content& c);

// [SECTION] phases.cpp
const engine::PhaseMachine<Ctx>& phase_machine();
void settle(Ctx& ctx);
std::string current_phase(const State& s, const Content& c);
// The turn phase under way as §4 numbers it (1–8: its place in the calendar's turn), 0 outside a turn.
int phase_number(const State& s, const Content& c);
// "Phase 4 — Activation": the turn phase under way in words ("" outside a turn).
std::string phase_heading(const State& s, const Content& c);
void place_obstacle_from_staging(Ctx& ctx);  // one phase-5 placement
void slide_and_refill(Ctx& ctx);
int draw_progress(Ctx& ctx);                  // -1 when none
void raise_threat(Ctx& ctx, int resource);    // one step with overflow
void attach_obstacle(Ctx& ctx, int location, int instance);
int draw_obstacle(Ctx& ctx, int region);      // -1 when none
int season_on_top(Ctx& ctx, int region);      // -1 when the region has no cards
void attach_linked(Ctx& ctx, int location);
// A special location (threat, discord) takes board slot (region, pos); the old one burns, its obstacles
// go on top of the region deck, characters and assets move over, linked obstacles attach (§4.1).
void replace_location(Ctx& ctx, int region, int pos, int location);
void run_session_end(Ctx& ctx);
// Phase 3 on its own (tests check the refill invariant with it).
void run_refresh(Ctx& ctx);
void run_campaign_end(Ctx& ctx);

// [SECTION] effects.cpp
void resolve(Ctx& ctx, const std::vector<Effect>& effects, const Source& src);
void take_stress(Ctx& ctx, int character, int track, int amount);
void take_condition(Ctx& ctx, int character, int track);
struct TriggerEvent {
  std::string kind;
  int obstacle_card = -1;  // overcome_*
  bool was_difficult = false;
  std::vector<int> partners;
  int resource = -1, stage = 0;  // complete_card / create_asset (resource list for cards below)
  std::vector<int> rewards;
  int location = -1;  // move_to / co_located
};
void fire(Ctx& ctx, int character, const TriggerEvent& ev);
void after_move(Ctx& ctx, int character);  // move_to + co_located triggers, enter_stress

// [SECTION] shared queries
InPlay* in_play(State& s, int character);
const InPlay* in_play(const State& s, int character);
int location_region(const Content& c, const State& s, int location);  // -1 when not on the board
int location_slot_resource(const State& s, int location);             // -1 when not on the board
int location_position(const State& s, int location);                  // 0..2, -1
bool has_mastery(const State& s, const Content& c, int resource);
int level(const State& s, const Content& c, int resource);
// The number printed under the threat marker (§1.1), which unlocks obstacles (§3, §9).
int threat_level(const State& s, const Content& c, int resource);
int pool_target(const State& s, const Content& c, int resource);
std::vector<int> board_locations(const State& s);
int skill_of(const State& s, int character, int skill);
void sort_dice(std::vector<int>& v);
void discard_obstacle(Ctx& ctx, int instance, int region);
int obstacle_location(const State& s, int instance);  // -1 when not attached
std::vector<int> required_dice(const Content& c, const State& s, int instance);
std::vector<int> unfilled_values(const Content& c, const State& s, int instance);

// [SECTION] progress.cpp
// Why a die (resource, value taken from `location`) cannot go on `cell` with `parent`; "" when legal.
std::string card_placement_error(const State& s, const Content& c, int seat, int location, int resource, int value,
                                 int cell, int parent);
// The same check without the reason: true when card_placement_error would be "".
bool card_placement_ok(const State& s, const Content& c, int seat, int location, int resource, int value, int cell,
                       int parent);
void complete_card(Ctx& ctx, int seat, int wild_track, int next_card);
void raise_progress(Ctx& ctx, int resource);

// [SECTION] actions.cpp
engine::ApplyResult apply_action(State& s, const Content& c, const Action& a);
std::vector<Action> legal_actions(const State& s, const Content& c);
// legal_actions without its Trade actions (sorted the same way): the bots never pick a trade by
// choice, and the trades are the largest share of the list the lookahead enumerates at every step.
std::vector<Action> legal_actions_but_trades(const State& s, const Content& c);
engine::Prompt prompt(const State& s, const Content& c);
int seat_of(const State& s, int character);
int card_seat_of(const State& s, int character);
std::string describe(const Action& a, const State& s, const Content& c);

}  // namespace sb::sw
