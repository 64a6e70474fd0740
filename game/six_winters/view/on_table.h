#pragma once
// Act on the thing: which legal actions a tap on a card on the table offers beside it (a character's
// every action and its seat's Pass; a location's moves there and its answer to a location question;
// and military mastery's moves of its asset dice; an obstacle's confront, dice and going on), and, over a whole legal list, which actions some thing
// on the table takes (those, and a die dropped on a card). Pure: the view draws the card of choices,
// tests measure the share.
#include <string>
#include <vector>

#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"
#include "game/six_winters/view/board_draw.h"

namespace sb::sw::view {

// The question's answers are all locations on the table (they are lit; a tap on one answers).
bool all_answers_locations(const State& s, const std::vector<Action>& legal);
// The legal actions (indices) a tap on card (kind, id) offers beside it, in legal order.
std::vector<size_t> card_actions(const State& s, const std::vector<Action>& legal, CardKind kind, int id);
// The legal actions a tap on resource `track`'s row of the tracks offers: the sorcery overflow sent
// there, a diplomacy mastery's conversion from it.
std::vector<size_t> track_actions(const std::vector<Action>& legal, int track);
// A card's name in words (a location's, a character's, a progress card's; "obstacle", "event").
std::string card_name(const Content& c, const CardSpot& card);
// Per legal action: a thing on the table takes it (a card's tap, a lit location).
std::vector<bool> on_table(const State& s, const Content& c, const std::vector<Action>& legal);

}  // namespace sb::sw::view
