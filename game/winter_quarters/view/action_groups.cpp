#include "game/winter_quarters/view/action_groups.h"

#include <algorithm>

#include "engine/core/words.h"
#include "game/winter_quarters/rules/rules.h"

namespace sb::wq::view {

std::string answer_label(const State& s, const Content& c, const Action& a) {
  std::string text;
  if (s.question)
    for (const Option& o : s.question->options)
      if (o.action == a) text = o.label;
  if (text.empty()) text = describe_action(a, s, c);
  return engine::sentence_case(text);
}

bool is_finishing(const Action& a) {
  return a.verb == Verb::kPass || a.verb == Verb::kDone || a.verb == Verb::kNo || a.verb == Verb::kKeep;
}

namespace {

bool names_space(const Action& a, const Content& c) { return a.space >= 0 && a.space < c.space_count(); }

// The question's order of its options (legal_actions() is sorted; the question reads better).
std::vector<size_t> question_order(const State& s, const std::vector<Action>& legal) {
  std::vector<size_t> order;
  if (s.question)
    for (const Option& o : s.question->options)
      for (size_t i = 0; i < legal.size(); ++i)
        if (legal[i] == o.action && std::find(order.begin(), order.end(), i) == order.end()) order.push_back(i);
  for (size_t i = 0; i < legal.size(); ++i)
    if (std::find(order.begin(), order.end(), i) == order.end()) order.push_back(i);
  return order;
}

}  // namespace

std::vector<ActionGroup> group_actions(const State& s, const Content& c, const std::vector<Action>& legal) {
  std::vector<ActionGroup> groups;
  const std::vector<size_t> order = question_order(s, legal);
  ActionGroup own{"Answers", -1, {}};  // the banner above says the question
  ActionGroup finishing{"Or stop here", -1, {}};
  std::vector<ActionGroup> by_space(static_cast<size_t>(c.space_count()));
  for (size_t i : order) {
    const Action& a = legal[i];
    if (is_finishing(a)) finishing.actions.push_back(i);
    else if (names_space(a, c)) by_space[static_cast<size_t>(a.space)].actions.push_back(i);
    else own.actions.push_back(i);
  }
  if (!own.actions.empty()) groups.push_back(own);
  for (int sp = 0; sp < c.space_count(); ++sp) {
    ActionGroup& g = by_space[static_cast<size_t>(sp)];
    if (g.actions.empty()) continue;
    g.heading = c.space_name(sp);
    g.space = sp;
    groups.push_back(g);
  }
  if (!finishing.actions.empty()) {
    if (groups.empty()) finishing.heading = own.heading;
    groups.push_back(finishing);
  }
  return groups;
}

SpaceOffer offer_for_space(const State& s, const Content& c, const std::vector<Action>& legal, int space) {
  SpaceOffer offer;
  if (space < 0 || space >= c.space_count()) return offer;
  // Where a Leader spends the winter: a tap on the Leader's own space keeps it there or sends it to
  // Available (the other spaces offer "move the Leader here").
  const bool leader_here = s.question && s.question->kind == "leader" &&
                           s.factions[static_cast<size_t>(s.question->faction)].leader_at == space;
  for (size_t i : question_order(s, legal))
    if (legal[i].space == space || (leader_here && (legal[i].verb == Verb::kKeep || legal[i].verb == Verb::kAvailable)))
      offer.answers.push_back(i);
  if (!s.question || s.question->kind != "card_turn") return offer;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    if (a.verb != Verb::kMuster && a.verb != Verb::kMarch && a.verb != Verb::kBattle) continue;
    const OpKind kind = a.verb == Verb::kMuster ? OpKind::kMuster : a.verb == Verb::kMarch ? OpKind::kMarch : OpKind::kBattle;
    const std::vector<int> spaces = op_spaces(s, c, a.faction, kind);
    if (std::find(spaces.begin(), spaces.end(), space) == spaces.end()) continue;
    const std::string verb = answer_label(s, c, a);
    offer.starts.push_back({i, verb + ", beginning " + (kind == OpKind::kMarch ? "into " : "in ") + c.space_name(space)});
  }
  return offer;
}

std::vector<size_t> offer_for_card(const State& s, const Content& c, const std::vector<Action>& legal) {
  std::vector<size_t> out;
  if (!s.question || s.current < 0) return out;
  const std::string& kind = s.question->kind;
  const bool card_turn = kind == "card_turn" || kind == "operation" || kind.starts_with("event_") ||
                         kind.starts_with("muster_") || kind.starts_with("march_") || kind.starts_with("battle_");
  if (!card_turn) return out;
  for (size_t i : question_order(s, legal))
    if (!names_space(legal[i], c)) out.push_back(i);
  return out;
}

std::vector<bool> on_table(const State& s, const Content& c, const std::vector<Action>& legal) {
  std::vector<bool> on(legal.size(), false);
  for (int space = 0; space < c.space_count(); ++space) {
    const SpaceOffer offer = offer_for_space(s, c, legal, space);
    for (size_t i : offer.answers) on[i] = true;
    for (const SpaceOffer::Start& start : offer.starts) on[start.action] = true;
  }
  for (size_t i : offer_for_card(s, c, legal)) on[i] = true;
  return on;
}

MarchDrop march_drop(const State& s, const Content& c, const std::vector<Action>& legal, int from, int to) {
  MarchDrop drop;
  if (from < 0 || to < 0 || from >= c.space_count() || to >= c.space_count()) return drop;
  if (from == to) return drop;  // dropped where it started: nothing to say
  const bool choosing_march_spaces = s.question && s.op.faction >= 0 && s.op.kind == OpKind::kMarch;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    const bool start = a.verb == Verb::kMarch && s.question && s.question->kind == "card_turn";
    const bool pick = choosing_march_spaces && a.verb == Verb::kSpace && a.space == to;
    if (!start && !pick) continue;
    if (start) {
      const std::vector<int> spaces = op_spaces(s, c, a.faction, OpKind::kMarch);
      if (std::find(spaces.begin(), spaces.end(), to) == spaces.end()) continue;
    }
    for (const auto& [src, piece] : march_sources(s, c, a.faction, to))
      if (src == from) {
        drop.action = static_cast<int>(i);
        drop.starts = start;
        return drop;
      }
  }
  const bool any_march = std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
    return (a.verb == Verb::kMarch && s.question && s.question->kind == "card_turn") ||
           (choosing_march_spaces && a.verb == Verb::kSpace);
  });
  drop.refusal = any_march ? "Nothing can March from " + c.space_name(from) + " into " + c.space_name(to) + " now"
                           : "No March now: moving pieces is a March, begun on a card turn";
  return drop;
}

std::vector<int> march_targets(const State& s, const Content& c, const std::vector<Action>& legal, int from) {
  std::vector<int> out;
  for (int to = 0; to < c.space_count(); ++to)
    if (march_drop(s, c, legal, from, to).action >= 0) out.push_back(to);
  return out;
}

}  // namespace sb::wq::view
