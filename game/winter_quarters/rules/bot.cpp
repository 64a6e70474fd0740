// The spec's bot (§11): deterministic, residual ties to the lowest space id. It answers every
// question the table can be asked, so a bot can hold any faction at any moment.
#include <algorithm>

#include "game/winter_quarters/rules/rules.h"

namespace sb::wq {

namespace {

const Option* find_verb(const Question& q, Verb v) {
  for (const Option& o : q.options)
    if (o.action.verb == v) return &o;
  return nullptr;
}

// The option with the highest score (first on ties: options come in space-id order).
template <class Score>
Action best(const Question& q, Score score) {
  const Option* pick = &q.options.front();
  double top = -1e18;
  for (const Option& o : q.options) {
    double v = score(o.action);
    if (v > top) {
      top = v;
      pick = &o;
    }
  }
  return pick->action;
}

bool board_differs(const State& a, const State& b) {
  return a.spaces != b.spaces || a.available != b.available || a.casualties != b.casualties || a.unavailable != b.unavailable ||
         a.toa != b.toa || a.fni != b.fni || a.squadrons_wi != b.squadrons_wi ||
         [&] {
           for (int f = 0; f < kFactionCount; ++f)
             if (a.factions[static_cast<size_t>(f)].resources != b.factions[static_cast<size_t>(f)].resources) return true;
           return false;
         }();
}

Run lookahead(State& s, const Content& c) {
  Run run(s, c);
  run.chooser = [&c](const State& st, const Question& q) { return heuristic_answer(st, c, q); };
  return run;
}

bool event_changes_state(const State& s, const Content& c, int f) {
  State copy = s;
  Run run = lookahead(copy, c);
  run_event(run, s.current, f);
  return board_differs(copy, s);
}

bool good_battle(const State& s, const Content& c, int f, int space) {
  if (!can_battle(s, c, f, space)) return false;
  BattleOdds o = battle_odds(s, c, f, space);
  return o.attack >= o.defense && o.enemy_losses >= 1;
}

bool favours(int ctl, int f) { return ctl == (royalist(f) ? kBritishControl : kRebellionControl); }

double muster_score(const State& s, const Content& c, int f, int space) {
  State copy = s;
  Run run = lookahead(copy, c);
  muster_in(run, f, space);
  bool swing = !favours(control(s, c, space), f) && favours(control(copy, c, space), f);
  int pop = is_map_space(c, space) ? c.spaces[static_cast<size_t>(space)].pop : 0;
  return (swing ? 100 : 0) + pop * 10 - space * 0.01;
}

int own_units_at(const State& s, int space, int f) { return faction_units(s, space, f); }

// Cheapest losses first: Tories and Active units before Underground ones, Regulars last.
int loss_rank(int piece) {
  static const int order[] = {kTory, kMilitiaA, kWarPartyA, kMilitiaU, kWarPartyU, kContinental, kFrenchRegular, kRegular};
  for (int i = 0; i < 8; ++i)
    if (order[i] == piece) return i;
  return 9;
}

}  // namespace

Action heuristic_answer(const State& s, const Content& c, const Question& q) {
  const std::string& k = q.kind;
  int f = q.faction;
  int res = s.factions[static_cast<size_t>(f)].resources;
  if (k == "card_turn") {
    const Card& card = c.cards[static_cast<size_t>(s.current)];
    bool listed = std::find(card.bot_factions.begin(), card.bot_factions.end(), f) != card.bot_factions.end();
    if (const Option* e = find_verb(q, Verb::kEvent); e && listed && event_changes_state(s, c, f)) return e->action;
    if (const Option* b = find_verb(q, Verb::kBattle))
      for (int i : op_spaces(s, c, f, OpKind::kBattle))
        if (good_battle(s, c, f, i)) return b->action;
    if (const Option* m = find_verb(q, Verb::kMuster)) return m->action;
    return find_verb(q, Verb::kPass)->action;
  }
  if (k == "operation") {
    const Option* done = find_verb(q, Verb::kDone);
    if (s.op.kind == OpKind::kBattle) {
      Action a = best(q, [&](const Action& o) {
        if (o.verb != Verb::kSpace || !good_battle(s, c, f, o.space)) return -1e9;
        BattleOdds b = battle_odds(s, c, f, o.space);
        return static_cast<double>(b.enemy_losses - b.own_losses) - o.space * 0.01;
      });
      if (a.verb == Verb::kSpace && good_battle(s, c, f, a.space)) return a;
      return done ? done->action : a;
    }
    if (s.op.kind == OpKind::kMuster) {
      if (done && (static_cast<int>(s.op.spaces.size()) >= 3 || res < 1)) return done->action;
      return best(q, [&](const Action& o) { return o.verb == Verb::kSpace ? muster_score(s, c, f, o.space) : -1e9; });
    }
    return best(q, [&](const Action& o) {
      return o.verb == Verb::kSpace ? static_cast<double>(march_sources(s, c, f, o.space).size()) - o.space * 0.01 : -1e9;
    });
  }
  if (k == "muster_option") {
    for (Verb v : {Verb::kUnits, Verb::kBase, Verb::kRaiseFni, Verb::kPropaganda, Verb::kRaid})
      if (const Option* o = find_verb(q, v)) return o->action;
  }
  if (k == "muster_count" || k == "event_count" || k == "march_count")
    return best(q, [](const Action& o) { return static_cast<double>(o.n); });
  if (k == "march_leader") return find_verb(q, Verb::kYes)->action;
  if (k == "battle_loss" || k == "supply_loss")
    return best(q, [](const Action& o) { return -static_cast<double>(loss_rank(o.piece)); });
  if (k == "event_space" || k == "event_shift" || k == "event_remove")
    return best(q, [&](const Action& o) {
      if (o.verb == Verb::kDone) return -1e9;
      int pop = is_map_space(c, o.space) ? c.spaces[static_cast<size_t>(o.space)].pop : 0;
      return pop * 10.0 + own_units_at(s, o.space, f) - o.space * 0.01;
    });
  if (k == "supply") {
    if (res >= 5)
      if (const Option* p = find_verb(q, Verb::kPay)) return p->action;
    for (Verb v : {Verb::kShift, Verb::kAvailable, Verb::kRemove, Verb::kMove, Verb::kPay})
      if (const Option* o = find_verb(q, v)) return o->action;
  }
  if (k == "wi_upkeep") {
    if (res >= 5)
      for (const Option& o : q.options)
        if (o.action.verb == Verb::kPay && o.action.n == 0) return o.action;
    return find_verb(q, Verb::kAvailable)->action;
  }
  if (k == "support") {
    if (res <= 5) return find_verb(q, Verb::kDone)->action;
    return best(q, [&](const Action& o) {
      return o.verb == Verb::kSpace ? c.spaces[static_cast<size_t>(o.space)].pop * 10.0 - o.space * 0.01 : -1e9;
    });
  }
  if (k == "leader") {
    int top = -1, where = -2;
    for (int i = 0; i < c.space_count(); ++i)
      if (own_units_at(s, i, f) > top) {
        top = own_units_at(s, i, f);
        where = i;
      }
    if (top > 0 && where != s.factions[static_cast<size_t>(f)].leader_at)
      for (const Option& o : q.options)
        if (o.action.verb == Verb::kSpace && o.action.space == where) return o.action;
    return find_verb(q, Verb::kKeep)->action;
  }
  if (k == "desertion") {
    return best(q, [&](const Action& o) {
      State after = s;
      remove_pieces(after, o.space, o.piece, 1, false);
      bool enemy = !same_side(piece_owner(o.piece), f);
      bool swing = control(after, c, o.space) != control(s, c, o.space);
      int here = s.spaces[static_cast<size_t>(o.space)].pieces[static_cast<size_t>(o.piece)];
      return (enemy && swing ? 1000.0 : 0.0) + here - o.space * 0.01;
    });
  }
  if (k == "blockade") {
    auto value = [&](int space) {
      return (control(s, c, space) == kBritishControl ? 100.0 : 0.0) + c.spaces[static_cast<size_t>(space)].pop * 10.0 - space * 0.01;
    };
    if (q.options.front().action.verb == Verb::kKeep) {  // Naval Intervention: move only to a better City
      int from = q.options.front().action.space;
      return best(q, [&](const Action& o) { return o.verb == Verb::kKeep ? value(from) + 0.001 : value(o.space); });
    }
    return best(q, [&](const Action& o) { return value(o.space); });
  }
  if (k == "blockade_lift") return best(q, [&](const Action& o) { return -c.spaces[static_cast<size_t>(o.space)].pop * 10.0 - o.space * 0.01; });
  return q.options.front().action;
}

}  // namespace sb::wq
