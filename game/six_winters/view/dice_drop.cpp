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

std::vector<size_t> die_drop_actions(const State& s, const std::vector<Action>& legal, const DieSpot& die,
                                     CardKind kind, int id) {
  std::vector<size_t> out;
  const int seat = die.seat, value = die.value;
  const bool asset = die.location >= 0;
  // A local asset die: a character standing at its location uses it (index: its place in the list).
  auto asset_index_fits = [&](int character, int index) {
    const InPlay* p = in_play_of(s, character);
    if (!p || p->location != die.location) return false;
    const auto it = s.session.assets.find(die.location);
    if (it == s.session.assets.end() || index < 0 || static_cast<size_t>(index) >= it->second.size()) return false;
    const Die& d = it->second[static_cast<size_t>(index)];
    return d.value == value && d.resource == die.resource;
  };
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    bool takes = false;
    if (asset) {
      if (const auto* pc = std::get_if<PlaceOnCard>(&a)) {
        const InPlay* p = in_play_of(s, pc->character);
        takes = p && p->location == die.location && pc->resource == die.resource && pc->value == value &&
                kind == CardKind::kProgress && p->card_seat >= 0 &&
                static_cast<size_t>(p->card_seat) < s.session.seats.size() &&
                s.session.seats[static_cast<size_t>(p->card_seat)].card == id;
      } else if (const auto* u = std::get_if<UseAbility>(&a)) {
        takes = u->source == 1 && asset_index_fits(u->character, u->index) && kind == CardKind::kCharacter &&
                u->character == id;
      }
    } else if (const auto* c = std::get_if<CreateAsset>(&a)) {
      takes = c->die == value && uses_die(s, c->character, seat, value) && at_location(s, c->character, kind, id);
    } else if (const auto* t = std::get_if<Trade>(&a)) {
      takes = t->die == value && uses_die(s, t->character, seat, value) && at_location(s, t->character, kind, id);
    } else if (const auto* o = std::get_if<PlaceOnObstacle>(&a)) {
      takes = o->source == kFromAction && o->value == value && uses_die(s, o->character, seat, value) &&
              kind == CardKind::kObstacle && s.session.overcome.active && s.session.overcome.obstacle == id;
    } else if (const auto* u = std::get_if<UseAbility>(&a)) {
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

std::string die_drop_refusal(const Content& c, const DieSpot& die, CardKind kind, int id) {
  const std::string name = "The " + std::to_string(die.value);
  if (die.location >= 0) {
    if (kind == CardKind::kProgress)
      return name + " cannot go on that progress card now: an asset goes on the card of a character standing "
                    "at its location, on a square it meets";
    if (kind == CardKind::kCharacter) return name + " fits none of that character's abilities now";
    return name + " is an asset: it goes on a progress card or into an ability";
  }
  switch (kind) {
    case CardKind::kLocation:
      return name + " cannot go to " +
             (id >= 0 && static_cast<size_t>(id) < c.locations.size() ? c.locations[static_cast<size_t>(id)].name
                                                                       : std::string("that location")) +
             " now: only a character of this seat standing there creates an asset or trades with a die";
    case CardKind::kObstacle:
      return name + " cannot go on that obstacle now: dice go on an obstacle being overcome, by its participants";
    case CardKind::kCharacter: return name + " fits none of that character's abilities now";
    case CardKind::kProgress: return name + " cannot go on a progress card: only local assets are placed there";
    case CardKind::kEvent: return name + " cannot go on the event";
  }
  return name + " cannot go there now";
}

}  // namespace sb::sw::view
