#pragma once
// The side panel's order of the open question's answers: every legal action in exactly one group,
// each with a heading in words. Answers about no space first (the question's own), then one group
// per space the answers name (in map order), then the answers that end something (Pass, Done,
// No). Pure: the panel draws it, tests check it. Also what a tapped space offers: the answers
// naming it, and on a card turn the Operations that could begin there.
#include <string>
#include <vector>

#include "game/winter_quarters/rules/content.h"
#include "game/winter_quarters/rules/state.h"

namespace sb::wq::view {

struct ActionGroup {
  std::string heading;
  int space = -1;               // the space the group is about, -1 none
  std::vector<size_t> actions;  // indices into the legal list, in the question's order
};

// The answer's words: the question's own label for it (capitalised), else the rules' description.
std::string answer_label(const State& s, const Content& c, const Action& a);
// True for answers that end a choice (Pass, Done, No, Keep).
bool is_finishing(const Action& a);

std::vector<ActionGroup> group_actions(const State& s, const Content& c, const std::vector<Action>& legal);

// What a tap on `space` offers now: the answers naming it (and where a Leader spends the winter,
// on the Leader's own space, keeping it there or sending it to Available).
struct SpaceOffer {
  std::vector<size_t> answers;  // legal answers naming the space
  // On a card turn: an Operation verb (index into legal) whose first space could be this one; the
  // view answers the verb, then picks this space when the next question offers it.
  struct Start {
    size_t action;
    std::string label;  // "Muster, beginning in Boston"
  };
  std::vector<Start> starts;
};
SpaceOffer offer_for_space(const State& s, const Content& c, const std::vector<Action>& legal, int space);

// What a tap on the Current card offers now: while the card's turn runs (the card turn itself, its
// Event, the Operation whose spaces are being picked, and what they ask), the answers that name no
// space — Event, Pass, an Operation's verb, a count, "end the Muster". The Winter Quarters Round's
// own questions (supply, upkeep, Leaders, Blockades) are no card's, and stay in the side panel.
std::vector<size_t> offer_for_card(const State& s, const Content& c, const std::vector<Action>& legal);
// The legal answers a player can take on the table itself: some space's offer, a March dragged, or
// the Current card's offer (one flag per legal action).
std::vector<bool> on_table(const State& s, const Content& c, const std::vector<Action>& legal);

// Pieces dragged from space `from` and dropped on `to`: the answer that Marches them there now.
// On a card turn that is the faction's March (the view then picks `to` as its first space); while
// a March picks its spaces, `to` itself. `action` is empty with `refusal` in words where no March
// from `from` into `to` is open now (the pieces spring back and the panel says why).
struct MarchDrop {
  int action = -1;      // index into legal, -1 none
  bool starts = false;  // the answer begins the March: `to` is picked next
  std::string refusal;
};
MarchDrop march_drop(const State& s, const Content& c, const std::vector<Action>& legal, int from, int to);
// Where a drag from `from` could be dropped now (lit while dragging), sorted; empty where the
// deciding faction has nothing that may March from there.
std::vector<int> march_targets(const State& s, const Content& c, const std::vector<Action>& legal, int from);


}  // namespace sb::wq::view
