#include "game/six_winters/view/dice_drop.h"

#include <variant>

namespace sb::sw::view {

namespace {

const InPlay* in_play_of(const State& s, int character) {
  for (const InPlay& p : s.session.in_play)
    if (p.character == character) return &p;
  return nullptr;
}

// The character uses `seat`'s action dice and `value` is among them.
bool uses_die(const State& s, int character, int seat, int value) {
  const InPlay* p = in_play_of(s, character);
  if (!p || p->seat != seat || seat < 0 || static_cast<size_t>(seat) >= s.session.seats.size()) return false;
  for (int v : s.session.seats[static_cast<size_t>(seat)].action_dice)
    if (v == value) return true;
  return false;
}

bool at_location(const State& s, int character, CardKind kind, int id) {
  const InPlay* p = in_play_of(s, character);
  return kind == CardKind::kLocation && p && p->location == id;
}

}  // namespace

std::vector<size_t> die_drop_actions(const State& s, const std::vector<Action>& legal, int seat, int value,
                                     CardKind kind, int id) {
  std::vector<size_t> out;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    bool takes = false;
    if (const auto* c = std::get_if<CreateAsset>(&a))
      takes = c->die == value && uses_die(s, c->character, seat, value) && at_location(s, c->character, kind, id);
    else if (const auto* t = std::get_if<Trade>(&a))
      takes = t->die == value && uses_die(s, t->character, seat, value) && at_location(s, t->character, kind, id);
    else if (const auto* o = std::get_if<PlaceOnObstacle>(&a))
      takes = o->source == kFromAction && o->value == value && uses_die(s, o->character, seat, value) &&
              kind == CardKind::kObstacle && s.session.overcome.active && s.session.overcome.obstacle == id;
    else if (const auto* u = std::get_if<UseAbility>(&a)) {
      // Source 0 indexes the seat's sorted action dice.
      const std::vector<int>& dice = seat >= 0 && static_cast<size_t>(seat) < s.session.seats.size()
                                         ? s.session.seats[static_cast<size_t>(seat)].action_dice
                                         : std::vector<int>{};
      takes = u->source == 0 && u->index >= 0 && static_cast<size_t>(u->index) < dice.size() &&
              dice[static_cast<size_t>(u->index)] == value && uses_die(s, u->character, seat, value) &&
              kind == CardKind::kCharacter && u->character == id;
    }
    if (takes) out.push_back(i);
  }
  return out;
}

std::string die_drop_refusal(const State& s, const Content& c, int value, CardKind kind, int id) {
  const std::string die = "The " + std::to_string(value);
  switch (kind) {
    case CardKind::kLocation:
      return die + " cannot go to " +
             (id >= 0 && static_cast<size_t>(id) < c.locations.size() ? c.locations[static_cast<size_t>(id)].name
                                                                       : std::string("that location")) +
             " now: only a character of this seat standing there creates an asset or trades with a die";
    case CardKind::kObstacle:
      return die + " cannot go on that obstacle now: dice go on an obstacle being overcome, by its participants";
    case CardKind::kCharacter: return die + " fits none of that character's abilities now";
    case CardKind::kProgress: return die + " cannot go on a progress card: only local assets are placed there";
    case CardKind::kEvent: return die + " cannot go on the event";
  }
  (void)s;
  return die + " cannot go there now";
}

}  // namespace sb::sw::view
