#include "game/six_winters/view/on_table.h"

#include <string>
#include <variant>

#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/action_groups.h"

namespace sb::sw::view {

bool all_answers_locations(const State& s, const std::vector<Action>& legal) {
  if (!s.pending || legal.empty()) return false;
  for (const Action& a : legal) {
    const auto* ch = std::get_if<Choose>(&a);
    if (!ch || ch->what != kValueLocation || location_slot_resource(s, ch->value) < 0) return false;
  }
  return true;
}

std::vector<size_t> card_actions(const State& s, const std::vector<Action>& legal, CardKind kind, int id) {
  std::vector<size_t> out;
  const bool locations = kind == CardKind::kLocation && all_answers_locations(s, legal);
  const Overcome& ov = s.session.overcome;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    bool takes = false;
    switch (kind) {
      case CardKind::kCharacter:
        if (character_of(a) == id) {
          takes = true;
        } else if (const auto* p = std::get_if<Pass>(&a)) {  // a seat passes at its characters' cards
          const InPlay* ip = in_play(s, id);
          takes = ip && ip->seat == p->seat;
        }
        break;
      case CardKind::kLocation:
        if (const auto* m = std::get_if<Move>(&a)) takes = m->destination == id;
        else if (const auto* mm = std::get_if<MilitaryMove>(&a)) takes = mm->from == id;  // its asset die goes
        else if (const auto* ch = std::get_if<Choose>(&a)) takes = locations && ch->value == id;
        break;
      case CardKind::kObstacle:
        if (const auto* b = std::get_if<BeginOvercome>(&a)) takes = b->obstacle == id;
        else if (std::holds_alternative<ContinueOvercome>(a) || std::holds_alternative<PlaceOnObstacle>(a))
          takes = ov.active && ov.obstacle == id;
        break;
      case CardKind::kProgress:
        if (const auto* pc = std::get_if<PlaceOnCard>(&a)) {
          const InPlay* ip = in_play(s, pc->character);
          takes = ip && ip->card_seat >= 0 && static_cast<size_t>(ip->card_seat) < s.session.seats.size() &&
                  s.session.seats[static_cast<size_t>(ip->card_seat)].card == id;
        }
        break;
      case CardKind::kEvent: break;
    }
    if (takes) out.push_back(i);
  }
  return out;
}

std::string card_name(const Content& c, const CardSpot& card) {
  switch (card.kind) {
    case CardKind::kLocation:
      if (card.id >= 0 && static_cast<size_t>(card.id) < c.locations.size()) return c.locations[static_cast<size_t>(card.id)].name;
      return "location";
    case CardKind::kCharacter:
      if (card.id >= 0 && static_cast<size_t>(card.id) < c.characters.size()) return c.characters[static_cast<size_t>(card.id)].name;
      return "character";
    case CardKind::kProgress:
      if (card.id >= 0 && static_cast<size_t>(card.id) < c.progress.size()) return c.progress[static_cast<size_t>(card.id)].name;
      return "progress card";
    case CardKind::kObstacle: return "obstacle";
    case CardKind::kEvent: return "event";
  }
  return "card";
}


std::vector<size_t> track_actions(const std::vector<Action>& legal, int track) {
  std::vector<size_t> out;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    if (const auto* o = std::get_if<SetOverflow>(&a); o && o->track == track) out.push_back(i);
    else if (const auto* d = std::get_if<DiplomacyConvert>(&a); d && d->from == track) out.push_back(i);
  }
  return out;
}

std::vector<bool> on_table(const State& s, const Content&, const std::vector<Action>& legal) {
  std::vector<bool> out(legal.size(), false);
  if (s.status != kInSession) return out;  // between sessions the table shows no session's cards
  auto mark = [&](CardKind kind, int id) {
    for (size_t i : card_actions(s, legal, kind, id)) out[i] = true;
  };
  // The cards a session's table shows: the characters in play, the locations on the board, the
  // obstacle being overcome and every obstacle a confront names, the seats' progress cards.
  for (const InPlay& p : s.session.in_play) mark(CardKind::kCharacter, p.character);
  for (const Action& a : legal) {
    if (const auto* m = std::get_if<Move>(&a); m && location_slot_resource(s, m->destination) >= 0)
      mark(CardKind::kLocation, m->destination);
    if (const auto* ch = std::get_if<Choose>(&a); ch && ch->what == kValueLocation)
      mark(CardKind::kLocation, ch->value);
    if (const auto* b = std::get_if<BeginOvercome>(&a)) mark(CardKind::kObstacle, b->obstacle);
    if (const auto* mm = std::get_if<MilitaryMove>(&a); mm && location_slot_resource(s, mm->from) >= 0)
      mark(CardKind::kLocation, mm->from);
  }
  if (s.session.overcome.active) mark(CardKind::kObstacle, s.session.overcome.obstacle);
  for (const Seat& seat : s.session.seats)
    if (seat.card >= 0) mark(CardKind::kProgress, seat.card);
  for (int r = 0; r < kResources; ++r)  // the tracks' rows
    for (size_t i : track_actions(legal, r)) out[i] = true;
  return out;
}

}  // namespace sb::sw::view
