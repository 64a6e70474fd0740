#include "game/six_winters/view/action_groups.h"

#include <algorithm>

#include "game/six_winters/rules/rules.h"

namespace sb::sw::view {

Kind kind_of(const Action& a) {
  struct V {
    Kind operator()(const StartSession&) const { return Kind::kStart; }
    Kind operator()(const Move&) const { return Kind::kMove; }
    Kind operator()(const CreateAsset&) const { return Kind::kCreateAsset; }
    Kind operator()(const Trade&) const { return Kind::kTrade; }
    Kind operator()(const BeginOvercome&) const { return Kind::kConfront; }
    Kind operator()(const PlaceOnObstacle&) const { return Kind::kOvercome; }
    Kind operator()(const ContinueOvercome&) const { return Kind::kOvercome; }
    Kind operator()(const AssignDamage&) const { return Kind::kOvercome; }
    Kind operator()(const LocationAction&) const { return Kind::kLocation; }
    Kind operator()(const Rest&) const { return Kind::kRest; }
    Kind operator()(const PlaceOnCard&) const { return Kind::kCard; }
    Kind operator()(const MilitaryMove&) const { return Kind::kTable; }
    Kind operator()(const DiplomacyConvert&) const { return Kind::kTable; }
    Kind operator()(const UseAbility&) const { return Kind::kAbility; }
    Kind operator()(const Pass&) const { return Kind::kPass; }
    Kind operator()(const SetOverflow&) const { return Kind::kTable; }
    Kind operator()(const Choose&) const { return Kind::kQuestion; }
  };
  return std::visit(V{}, a);
}

const char* kind_title(Kind kind) {
  switch (kind) {
    case Kind::kQuestion: return "Answers";
    case Kind::kStart: return "Start the session";
    case Kind::kMove: return "Move";
    case Kind::kCreateAsset: return "Create an asset";
    case Kind::kTrade: return "Trade";
    case Kind::kConfront: return "Confront an obstacle";
    case Kind::kOvercome: return "The overcome";
    case Kind::kLocation: return "Location action";
    case Kind::kRest: return "Rest";
    case Kind::kCard: return "Onto the progress card";
    case Kind::kAbility: return "Abilities";
    case Kind::kTable: return "Mastery moves and overflow";
    case Kind::kPass: return "Pass";
  }
  return "Choices";
}

int character_of(const Action& a) {
  if (const auto* m = std::get_if<Move>(&a)) return m->character;
  if (const auto* m = std::get_if<CreateAsset>(&a)) return m->character;
  if (const auto* m = std::get_if<Trade>(&a)) return m->character;
  if (const auto* m = std::get_if<BeginOvercome>(&a)) return m->character;
  if (const auto* m = std::get_if<PlaceOnObstacle>(&a)) return m->character;
  if (const auto* m = std::get_if<LocationAction>(&a)) return m->character;
  if (const auto* m = std::get_if<Rest>(&a)) return m->character;
  if (const auto* m = std::get_if<PlaceOnCard>(&a)) return m->character;
  if (const auto* m = std::get_if<UseAbility>(&a)) return m->character;
  return -1;
}

std::string seat_name(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && static_cast<size_t>(seat) < names.size() && !names[static_cast<size_t>(seat)].empty())
    return names[static_cast<size_t>(seat)];
  return "Seat " + std::to_string(seat + 1);
}

namespace {

std::string character_heading(const State& s, const Content& c, int character,
                              const std::vector<std::string>& seat_names) {
  std::string text = c.characters[static_cast<size_t>(character)].name;
  if (const InPlay* p = in_play(s, character)) {
    text += " at " + c.locations[static_cast<size_t>(p->location)].name;
    text += " (" + seat_name(seat_names, p->seat) + "'s dice)";
  }
  return text;
}

// The question names whose it is: a seat's cards, the character it moves or hurts, the obstacle.
std::string question_heading(const State& s, const Content& c, const std::vector<std::string>& seat_names) {
  std::string text = "A question to the table";
  if (!s.pending) return text;
  const Decision& d = *s.pending;
  if (d.seat >= 0) text += ", for " + seat_name(seat_names, d.seat) + "'s cards";
  if (d.character >= 0 && d.character < static_cast<int>(c.characters.size()))
    text += ", about " + c.characters[static_cast<size_t>(d.character)].name;
  if (d.obstacle >= 0) text += ", for " + obstacle_label(c, d.obstacle);
  return text;
}

}  // namespace

std::vector<ActionGroup> group_actions(const State& s, const Content& c, const std::vector<Action>& legal,
                                       const std::vector<std::string>& seat_names) {
  std::vector<ActionGroup> groups;
  auto group_for = [&](int character, const std::string& heading) -> ActionGroup& {
    for (ActionGroup& g : groups)
      if (g.character == character && g.heading == heading) return g;
    groups.push_back({heading, character, {}, {}});
    return groups.back();
  };
  auto add = [](ActionGroup& g, Kind k, size_t i) {
    auto it = std::find(g.kinds.begin(), g.kinds.end(), k);
    if (it == g.kinds.end()) {
      g.kinds.push_back(k);
      g.actions.emplace_back();
      it = g.kinds.end() - 1;
    }
    g.actions[static_cast<size_t>(it - g.kinds.begin())].push_back(i);
  };
  // First pass: the question and the start, then characters in the order they are in play, then the
  // table's moves, Pass last (so the everyday "done for this round" sits at the end of the list).
  // During an overcome its steps are what the prompt asks for: they come first, whoever places.
  const bool overcoming = s.session.overcome.active;
  const std::string overcome_heading =
      overcoming ? "The overcome of " + obstacle_label(c, s.session.overcome.obstacle) : std::string("The overcome");
  if (overcoming)
    for (size_t i = 0; i < legal.size(); ++i)
      if (kind_of(legal[i]) == Kind::kOvercome) add(group_for(-1, overcome_heading), Kind::kOvercome, i);
  for (Kind wanted : {Kind::kQuestion, Kind::kStart})
    for (size_t i = 0; i < legal.size(); ++i)
      if (kind_of(legal[i]) == wanted)
        add(group_for(-1, wanted == Kind::kQuestion ? question_heading(s, c, seat_names) : "A new session"), wanted, i);
  std::vector<int> characters;
  for (const InPlay& p : s.session.in_play) characters.push_back(p.character);
  for (const Action& a : legal)
    if (int ch = character_of(a); ch >= 0 && std::find(characters.begin(), characters.end(), ch) == characters.end())
      characters.push_back(ch);
  for (int ch : characters)
    for (size_t i = 0; i < legal.size(); ++i)
      if (character_of(legal[i]) == ch && !(overcoming && kind_of(legal[i]) == Kind::kOvercome))
        add(group_for(ch, character_heading(s, c, ch, seat_names)), kind_of(legal[i]), i);
  for (size_t i = 0; i < legal.size(); ++i) {
    const Kind k = kind_of(legal[i]);
    if (k == Kind::kOvercome && character_of(legal[i]) < 0 && !overcoming) add(group_for(-1, overcome_heading), k, i);
    if (k == Kind::kTable) add(group_for(-1, "The whole table"), k, i);
  }
  for (size_t i = 0; i < legal.size(); ++i)
    if (kind_of(legal[i]) == Kind::kPass) add(group_for(-1, "Done for this round"), Kind::kPass, i);
  return groups;
}

}  // namespace sb::sw::view
