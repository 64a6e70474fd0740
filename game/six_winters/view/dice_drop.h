#pragma once
// A die dragged and dropped on a card: the legal actions that commit that die there. Pure (the
// view draws and applies, tests check it). An action die from a seat's tray:
// - on the location card where one of the seat's characters stands: create an asset or trade (the
//   die goes to a slot of that location's pool);
// - on the obstacle being overcome: place it on the obstacle;
// - on one of the seat's character cards: an ability that takes an action die.
// A local asset die from its location card:
// - on the progress card a character standing there feeds: placed on one of its squares;
// - on the card of a character standing there: an ability that takes a local asset.
// Never a rule of its own: every answer is one of legal_actions(), matched by the die's value.
#include <string>
#include <vector>

#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"
#include "game/six_winters/view/board_draw.h"

namespace sb::sw::view {

std::vector<size_t> die_drop_actions(const State& s, const std::vector<Action>& legal, const DieSpot& die,
                                     CardKind kind, int id);
// Why nothing takes that die on that card, in words.
std::string die_drop_refusal(const Content& c, const DieSpot& die, CardKind kind, int id);

}  // namespace sb::sw::view
