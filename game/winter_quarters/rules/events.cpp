// The event vocabulary (cards.yaml `effects`): each effect resolves as far as possible; the
// executing faction makes the choices (a faction Marching or Battling picks its own pieces).
#include <algorithm>

#include "game/winter_quarters/rules/rules.h"

namespace sb::wq {

namespace {

bool matches(const State& s, const Content& c, const Filter& f, int space, int executor) {
  if (!is_map_space(c, space)) return false;
  const Space& sp = c.spaces[static_cast<size_t>(space)];
  if (!f.types.empty() && std::find(f.types.begin(), f.types.end(), static_cast<int>(sp.type)) == f.types.end()) return false;
  if (f.control >= 0 && control(s, c, space) != f.control) return false;
  int who = f.has_faction == kExecutor ? executor : f.has_faction;
  if (who >= 0 && (who >= kFactionCount || faction_count(s, space, who) == 0)) return false;
  if (f.lacks_piece >= 0 && s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(f.lacks_piece)] > 0) return false;
  if (f.enemy_cubes && (executor < 0 || cubes_of_side(s, space, !royalist(executor)) == 0)) return false;
  return true;
}

int placeable(const State& s, const Content& c, int space, int piece, bool from_unavailable) {
  int n = s.available[static_cast<size_t>(piece)] + (from_unavailable ? s.unavailable[static_cast<size_t>(piece)] : 0);
  if (is_base(piece)) n = can_hold_base(s, c, space, piece) ? std::min(n, 1) : 0;
  return n;
}

void place_effect(Run& run, const Effect& e, int target, int executor) {
  State& s = run.s;
  const Content& c = run.c;
  for (auto [piece, count] : e.pieces) {
    int most = std::min(count, placeable(s, c, target, piece, e.from_unavailable));
    int n = most;
    if (e.up_to && most > 0) {
      Question q{executor, "event_count", faction_name(executor) + ": how many " + c.pieces[static_cast<size_t>(piece)].plural +
                                              " go to " + c.space_name(target) + "?", {}, {}};
      for (int k = most; k >= 0; --k) q.options.push_back({{executor, Verb::kCount, target, piece, k}, "place " + piece_words(c, piece, k) + " in " + c.space_name(target)});
      n = ask(run, q).n;
    }
    for (int k = 0; k < n; ++k) {
      if (s.available[static_cast<size_t>(piece)] == 0) {  // from Unavailable (checked by placeable)
        s.unavailable[static_cast<size_t>(piece)]--;
        s.available[static_cast<size_t>(piece)]++;
      }
      place_pieces(s, target, piece, 1);
    }
    if (n > 0) note(run, executor, piece_words(c, piece, n) + " placed in " + c.space_name(target));
  }
}

}  // namespace

void run_effects(Run& run, const std::vector<Effect>& effects, int executor) {
  State& s = run.s;
  const Content& c = run.c;
  int chosen = -1;
  for (const Effect& e : effects) {
    if ((e.condition == 1 && !s.toa) || (e.condition == 2 && s.toa)) continue;
    bool asks = e.op == Op::kChooseSpace || e.op == Op::kMarch || e.up_to;
    if (asks && executor < 0) continue;
    switch (e.op) {
      case Op::kChooseSpace: {
        Question q{executor, "event_space", faction_name(executor) + ": choose the space for the event", {}, {}};
        for (int i = 0; i < c.wi(); ++i)
          if (matches(s, c, e.where, i, executor)) q.options.push_back({{executor, Verb::kSpace, i}, "the Event in " + c.space_name(i)});
        chosen = q.options.empty() ? -1 : ask(run, q).space;
        if (chosen < 0) note(run, executor, "no space fits the event");
        break;
      }
      case Op::kPlace: {
        int target = e.in_west_indies ? c.wi() : chosen;
        if (target >= 0) place_effect(run, e, target, executor);
        break;
      }
      case Op::kShift: {
        if (!e.up_to) {
          if (chosen >= 0 && can_shift(s, c, chosen, e.toward)) {
            shift(s, c, chosen, e.toward);
            note(run, executor, c.space_name(chosen) + " shifts to " + support_words(s.spaces[static_cast<size_t>(chosen)].support));
          }
          break;
        }
        std::vector<int> done;
        for (int k = 0; k < e.count; ++k) {
          Question q{executor, "event_shift", faction_name(executor) + ": which space shifts next?", {}, {}};
          for (int i = 0; i < c.wi(); ++i)
            if (matches(s, c, e.where, i, executor) && can_shift(s, c, i, e.toward) &&
                std::find(done.begin(), done.end(), i) == done.end())
              q.options.push_back({{executor, Verb::kSpace, i}, "shift " + c.space_name(i)});
          if (q.options.empty()) break;
          q.options.push_back({{executor, Verb::kDone}, "shift no more spaces"});
          Action a = ask(run, q);
          if (a.verb == Verb::kDone) break;
          shift(s, c, a.space, e.toward);
          done.push_back(a.space);
          note(run, executor, c.space_name(a.space) + " shifts to " + support_words(s.spaces[static_cast<size_t>(a.space)].support));
        }
        break;
      }
      case Op::kMarker: {
        if (chosen < 0 || c.spaces[static_cast<size_t>(chosen)].pop == 0) break;
        bool& flag = e.marker == 1 ? s.spaces[static_cast<size_t>(chosen)].propaganda : s.spaces[static_cast<size_t>(chosen)].raid;
        if (!flag) note(run, executor, std::string(e.marker == 1 ? "Propaganda" : "A Raid marker") + " goes on " + c.space_name(chosen));
        flag = true;
        break;
      }
      case Op::kRemove: {
        if (chosen < 0) break;
        for (int k = 0; k < e.count; ++k) {
          Question q{executor, "event_remove", faction_name(executor) + ": which enemy cube in " + c.space_name(chosen) + " goes to Casualties?", {}, {}};
          for (int p = 0; p < kPieceCount; ++p)
            if (is_cube(p) && !same_side(piece_owner(p), executor) && s.spaces[static_cast<size_t>(chosen)].pieces[static_cast<size_t>(p)] > 0)
              q.options.push_back({{executor, Verb::kPiece, chosen, p}, "remove " + piece_words(c, p, 1) + " in " + c.space_name(chosen)});
          if (q.options.empty()) break;
          q.options.push_back({{executor, Verb::kDone, chosen}, "remove no more"});
          Action a = ask(run, q);
          if (a.verb == Verb::kDone) break;
          remove_pieces(s, chosen, a.piece, 1, true);
          note(run, executor, piece_words(c, a.piece, 1) + " in " + c.space_name(chosen) + " goes to Casualties");
        }
        fix_leaders(s, c);
        break;
      }
      case Op::kResources: {
        for (int f = 0; f < kFactionCount; ++f) {
          bool hit = e.faction == kEach || e.faction == f || (e.faction == kExecutor && f == executor);
          if (!hit || (e.above >= 0 && s.factions[static_cast<size_t>(f)].resources <= e.above)) continue;
          int before = s.factions[static_cast<size_t>(f)].resources;
          gain(s, c, f, e.amount);
          note(run, f, faction_name(f) + " Resources " + std::to_string(before) + " → " + std::to_string(s.factions[static_cast<size_t>(f)].resources));
        }
        break;
      }
      case Op::kTreaty:
        if (!s.toa) take_treaty(run);
        break;
      case Op::kRaiseFni:
        raise_fni(run);
        break;
      case Op::kLowerFni:
        lower_fni(run);
        break;
      case Op::kMarch: {
        Question q{executor, "event_space", faction_name(executor) + ": into which space do the " + faction_name(e.faction) + " March?", {}, {}};
        for (int i : op_spaces(s, c, e.faction, OpKind::kMarch)) q.options.push_back({{executor, Verb::kSpace, i}, "March into " + c.space_name(i)});
        chosen = q.options.empty() ? -1 : ask(run, q).space;
        if (chosen >= 0) march_into(run, e.faction, chosen);
        break;
      }
      case Op::kBattle:
        if (chosen >= 0) battle_in(run, e.faction, chosen, 0);
        break;
    }
  }
}

void run_event(Run& run, int card, int executor) {
  const Card& k = run.c.cards[static_cast<size_t>(card)];
  note(run, executor, faction_name(executor) + " play the Event: " + k.title);
  run_effects(run, k.effects, executor);
}

}  // namespace sb::wq
