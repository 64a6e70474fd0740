#pragma once
// The side panel's order of the legal actions of the seat to decide, each in exactly one group
// with a heading in words: the answer to a request, a vote or a hand limit first; then a
// negotiation's draft; the Standard Actions by verb (Assign, Refine, Build, ...), then Idle / End
// turn; and apart from them the free actions (propose a trade or a guarantee with someone,
// release a clause), which the panel keeps under its own "Trade / Guarantee" button. Pure: the
// panel draws it, tests check it.
#include <string>
#include <vector>

#include "game/vacant_throne/rules/content.h"
#include "game/vacant_throne/rules/state.h"

namespace sb::vt::view {

struct ActionGroup {
  std::string heading;
  bool free = false;            // the free actions (behind "Trade / Guarantee")
  std::vector<size_t> actions;  // indices into the legal list
};

// The action in words (the rules' description, capitalised).
std::string answer_label(const State& s, const Content& c, const Action& a);

// Only `seat`'s actions (the legal list holds every seat's free actions).
std::vector<ActionGroup> group_actions(const State& s, const Content& c, const std::vector<Action>& legal, int seat);

// Building as a player does it: first the workplace (one entry each, in the legal list's order),
// then a lit cell of the grid. The workplaces `seat` may build now, and for one of them the cells
// it may go in, each with its action (an index into the legal list).
std::vector<int> build_kinds(const std::vector<Action>& legal, int seat);
struct BuildCell {
  int cell = -1;
  size_t action = 0;
};
std::vector<BuildCell> build_cells(const std::vector<Action>& legal, int seat, int kind);

// `seat`'s actions naming tile `tile` (Deploy there, Flee from there).
std::vector<size_t> actions_for_tile(const std::vector<Action>& legal, int seat, int tile);

// A thing on the table a finger can tap, and the seat's actions whose subject it is:
// - a tile: Deploy there, Flee from there;
// - a cell of a player's grid: Build there (over the card there, on a full grid), Assign a worker
//   cube to it, use its card's action; asked to grant a cube on it: Grant, Refuse;
// - a law (on the Docket, or under vote): propose it; the vote's sides and amounts;
// - a card in the seat's own hand: Discard it (Build it: see build_kinds, the grid says where);
// - a player's block: another player's, a trade or a guarantee begun with them; the seat's own,
//   Refine, Idle and End turn (its turn's own choices: its resources are listed there).
// What is left to the side panel: a negotiation's draft and answers, releasing a clause.
struct Thing {
  enum Kind { kNone, kTile, kCell, kLaw, kHand, kSeat } kind = kNone;
  int seat = -1;   // the grid's, the hand's or the block's owner
  int index = -1;  // tile, cell, law, or workplace kind in hand
  bool operator==(const Thing&) const = default;
};
// The thing action `a` is taken on (kind kNone: none).
Thing thing_of(const State& s, const Action& a);
// `seat`'s legal actions on `thing`, in the legal list's order.
std::vector<size_t> offer_for(const State& s, const std::vector<Action>& legal, int seat, const Thing& thing);

}  // namespace sb::vt::view
