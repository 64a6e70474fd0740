// Operations (spec §6): Muster, March and Battle, one space per step, every choice asked.
//
// [SECTION] Muster   [SECTION] March   [SECTION] Battle   [SECTION] the Operation step
#include <algorithm>

#include "game/winter_quarters/rules/rules.h"

namespace sb::wq {

namespace {

const SpaceState& at(const State& s, int space) { return s.spaces[static_cast<size_t>(space)]; }
SpaceState& at(State& s, int space) { return s.spaces[static_cast<size_t>(space)]; }
int avail(const State& s, int piece) { return s.available[static_cast<size_t>(box_slot(piece))]; }
std::string name_of(const Content& c, int space) { return c.space_name(space); }

bool unblockaded_city_exists(const State& s, const Content& c) {
  for (int i = 0; i < c.wi(); ++i)
    if (c.spaces[static_cast<size_t>(i)].type == kCity && !at(s, i).blockade) return true;
  return false;
}

// [SECTION] Muster

// The unit types a Muster places here and how many of each may go (0 = none).
struct UnitCaps {
  int first = -1, first_cap = 0, second = -1, second_cap = 0;
};

UnitCaps unit_caps(const State& s, const Content& c, int f, int space) {
  UnitCaps u;
  bool map = is_map_space(c, space);
  SpaceType type = map ? c.spaces[static_cast<size_t>(space)].type : kCity;
  int ctl = control(s, c, space);
  switch (f) {
    case kBritish:
      if (!map) {
        u.first = kRegular;
        u.first_cap = std::min(2, avail(s, kRegular));
      } else if (type == kCity || ctl == kBritishControl) {
        u.first = kRegular;
        u.first_cap = (type == kCity || at(s, space).pieces[kBritishFort] > 0) ? std::min(2, avail(s, kRegular)) : 0;
        u.second = kTory;
        u.second_cap = std::min(2, avail(s, kTory));
      }
      break;
    case kPatriots:
      if (map && (type == kColony || type == kProvince || (type == kCity && ctl == kRebellionControl))) {
        u.first = kContinental;
        u.first_cap = at(s, space).pieces[kPatriotFort] > 0 ? std::min(2, avail(s, kContinental)) : 0;
        u.second = kMilitiaU;
        u.second_cap = std::min(2, avail(s, kMilitiaU));
      }
      break;
    case kFrench:
      if (!map || (s.toa && (at(s, space).pieces[kPatriotFort] > 0 ||
                             (ctl == kRebellionControl && (type == kColony || type == kCity))))) {
        u.first = kFrenchRegular;
        u.first_cap = std::min(2, avail(s, kFrenchRegular));
      }
      break;
    case kIndians:
      if (map && (type == kReserve || at(s, space).pieces[kVillage] > 0)) {
        u.first = kWarPartyU;
        u.first_cap = std::min(2, avail(s, kWarPartyU));
      }
      break;
  }
  return u;
}

int base_of(int f) { return f == kBritish ? kBritishFort : f == kPatriots ? kPatriotFort : f == kIndians ? kVillage : -1; }

bool base_allowed(const State& s, const Content& c, int f, int space) {
  int base = base_of(f);
  if (base < 0 || avail(s, base) == 0 || !can_hold_base(s, c, space, base)) return false;
  if (f == kBritish) return at(s, space).pieces[kRegular] + at(s, space).pieces[kTory] >= 2;
  if (f == kPatriots) return faction_units(s, space, kPatriots) >= 2;
  return at(s, space).pieces[kWarPartyU] + at(s, space).pieces[kWarPartyA] >= 2;
}

bool propaganda_allowed(const State& s, const Content& c, int space) {
  return is_map_space(c, space) && c.spaces[static_cast<size_t>(space)].pop >= 1 &&
         control(s, c, space) == kRebellionControl && at(s, space).pieces[kMilitiaU] > 0 && !at(s, space).propaganda;
}

bool raid_allowed(const State& s, const Content& c, int space) {
  return is_map_space(c, space) && c.spaces[static_cast<size_t>(space)].pop >= 1 && at(s, space).pieces[kWarPartyU] > 0 &&
         !at(s, space).raid;
}

bool fni_allowed(const State& s, const Content& c, int space) {
  return space == c.wi() && s.toa && s.fni < 3 && s.squadrons_wi > 0 && unblockaded_city_exists(s, c);
}

std::vector<Option> muster_options(const State& s, const Content& c, int f, int space) {
  std::vector<Option> out;
  if (f == kFrench && !s.toa && space != c.wi()) return out;
  UnitCaps u = unit_caps(s, c, f, space);
  if (u.first_cap + u.second_cap > 0) {
    std::string what = u.first_cap > 0 && u.second_cap > 0
                           ? c.pieces[static_cast<size_t>(u.first)].plural + " or " + c.pieces[static_cast<size_t>(u.second)].plural
                           : c.pieces[static_cast<size_t>(u.first_cap > 0 ? u.first : u.second)].plural;
    out.push_back({{f, Verb::kUnits, space}, "place up to 2 " + what + " in " + name_of(c, space)});
  }
  if (base_allowed(s, c, f, space)) out.push_back({{f, Verb::kBase, space}, "build " + piece_words(c, base_of(f), 1) + " in " + name_of(c, space)});
  if (f == kPatriots && propaganda_allowed(s, c, space))
    out.push_back({{f, Verb::kPropaganda, space}, "spread Propaganda in " + name_of(c, space) + " (shift toward Active Opposition)"});
  if (f == kIndians && raid_allowed(s, c, space))
    out.push_back({{f, Verb::kRaid, space}, "Raid " + name_of(c, space) + " (a War Party turns Active, shift toward Neutral, +1 Resource)"});
  if (f == kFrench && fni_allowed(s, c, space)) out.push_back({{f, Verb::kRaiseFni, space}, "raise French Naval Intervention"});
  return out;
}

// Asks how many of `piece` go (lo..hi) and places them.
int place_count(Run& run, int f, int space, int piece, int lo, int hi) {
  if (hi <= 0) return 0;
  Question q{f, "muster_count", faction_name(f) + ": how many " + run.c.pieces[static_cast<size_t>(piece)].plural +
                                    " do you place in " + name_of(run.c, space) + "?", {}, {}};
  for (int n = lo; n <= hi; ++n) q.options.push_back({{f, Verb::kCount, space, piece, n}, "place " + piece_words(run.c, piece, n) + " in " + name_of(run.c, space)});
  int n = ask(run, q).n;
  place_pieces(run.s, space, piece, n);
  if (n > 0) note(run, f, faction_name(f) + " place " + piece_words(run.c, piece, n) + " in " + name_of(run.c, space));
  return n;
}

}  // namespace

void muster_in(Run& run, int f, int space) {
  State& s = run.s;
  const Content& c = run.c;
  Question q{f, "muster_option", faction_name(f) + ": what do you Muster in " + name_of(c, space) + "?",
             muster_options(s, c, f, space), {}};
  Action a = ask(run, q);
  switch (a.verb) {
    case Verb::kUnits: {
      UnitCaps u = unit_caps(s, c, f, space);
      int first = place_count(run, f, space, u.first, u.second_cap > 0 ? 0 : 1, u.first_cap);
      if (u.second >= 0) place_count(run, f, space, u.second, first == 0 ? 1 : 0, std::min(2 - first, u.second_cap));
      break;
    }
    case Verb::kBase:
      place_pieces(s, space, base_of(f), 1);
      note(run, f, faction_name(f) + " build " + piece_words(c, base_of(f), 1) + " in " + name_of(c, space));
      break;
    case Verb::kPropaganda:
      at(s, space).propaganda = true;
      shift(s, c, space, -1);
      note(run, f, "Patriots spread Propaganda in " + name_of(c, space) + " (now " + support_words(at(s, space).support) + ")");
      break;
    case Verb::kRaid:
      at(s, space).pieces[kWarPartyU]--;
      at(s, space).pieces[kWarPartyA]++;
      at(s, space).raid = true;
      shift(s, c, space, 0);
      gain(s, c, kIndians, 1);
      note(run, f, "Indians Raid " + name_of(c, space) + " (now " + support_words(at(s, space).support) + ")");
      break;
    case Verb::kRaiseFni:
      raise_fni(run);
      break;
    default:
      break;
  }
}

// [SECTION] March

std::vector<std::pair<int, int>> march_sources(const State& s, const Content& c, int f, int dest) {
  std::vector<std::pair<int, int>> out;
  if (f == kFrench && !s.toa) return out;
  std::vector<int> types;
  switch (f) {
    case kBritish: types = {kRegular, kTory}; break;
    case kPatriots: types = {kContinental, kMilitiaU, kMilitiaA}; break;
    case kFrench: types = {kFrenchRegular}; break;
    default: types = {kWarPartyU, kWarPartyA}; break;
  }
  int regular = f == kBritish ? kRegular : f == kFrench ? kFrenchRegular : -1;
  auto crossing_ok = [&](int city) {
    if (!c.spaces[static_cast<size_t>(city)].wi_link || regular < 0) return false;
    int ctl = control(s, c, city);
    return f == kBritish ? ctl == kBritishControl : ctl != kBritishControl;
  };
  if (dest == c.wi()) {
    for (int i = 0; i < c.wi(); ++i)
      if (crossing_ok(i) && at(s, i).pieces[static_cast<size_t>(regular)] > 0) out.emplace_back(i, regular);
    return out;
  }
  for (int src : c.spaces[static_cast<size_t>(dest)].adjacent)
    for (int p : types)
      if (at(s, src).pieces[static_cast<size_t>(p)] > 0) out.emplace_back(src, p);
  if (crossing_ok(dest) && at(s, c.wi()).pieces[static_cast<size_t>(regular)] > 0) out.emplace_back(c.wi(), regular);
  std::sort(out.begin(), out.end());
  return out;
}

int march_into(Run& run, int f, int dest) {
  State& s = run.s;
  const Content& c = run.c;
  auto sources = march_sources(s, c, f, dest);
  bool hostile = is_map_space(c, dest) && (cubes_of_side(s, dest, !royalist(f)) > 0 ||
                                           [&] {
                                             for (int p : {kBritishFort, kPatriotFort, kVillage})
                                               if (royalist(piece_owner(p)) != royalist(f) && at(s, dest).pieces[static_cast<size_t>(p)] > 0) return true;
                                             return false;
                                           }());
  int moved = 0;
  for (size_t k = 0; k < sources.size(); ++k) {
    auto [src, piece] = sources[k];
    int have = at(s, src).pieces[static_cast<size_t>(piece)];
    bool last = k + 1 == sources.size();
    Question q{f, "march_count", faction_name(f) + ": how many " + run.c.pieces[static_cast<size_t>(piece)].plural + " March from " +
                                     name_of(c, src) + " into " + name_of(c, dest) + "?", {}, {}};
    for (int n = (last && moved == 0) ? 1 : 0; n <= have; ++n)
      q.options.push_back({{f, Verb::kCount, src, piece, n}, "move " + piece_words(c, piece, n) + " from " + name_of(c, src)});
    int n = ask(run, q).n;
    if (n == 0) continue;
    int lands = piece;
    if (hostile && is_underground_slot(piece)) lands = piece == kMilitiaU ? kMilitiaA : kWarPartyA;
    at(s, src).pieces[static_cast<size_t>(piece)] -= n;
    at(s, dest).pieces[static_cast<size_t>(lands)] += n;
    moved += n;
    note(run, f, faction_name(f) + " March " + piece_words(c, lands, n) + " from " + name_of(c, src) + " into " + name_of(c, dest));
    bool last_from_src = last || sources[k + 1].first != src;
    if (last_from_src && s.factions[static_cast<size_t>(f)].leader_at == src) {
      Question lq{f, "march_leader", faction_name(f) + ": does " + leader_name(s, c, f) + " go along to " + name_of(c, dest) + "?",
                  {{{f, Verb::kYes, src}, leader_name(s, c, f) + " goes along to " + name_of(c, dest)}, {{f, Verb::kNo, src}, leader_name(s, c, f) + " stays in " + name_of(c, src)}}, {}};
      if (ask(run, lq).verb == Verb::kYes) {
        s.factions[static_cast<size_t>(f)].leader_at = dest;
        note(run, f, leader_name(s, c, f) + " goes along to " + name_of(c, dest));
      }
    }
  }
  fix_leaders(s, c);
  return moved;
}

// [SECTION] Battle

bool can_battle(const State& s, const Content& c, int f, int space) {
  if (f == kFrench && !s.toa && space != c.wi()) return false;
  if (faction_units(s, space, f) == 0) return false;
  if (space == c.wi()) return at(s, space).pieces[static_cast<size_t>(f == kBritish ? kFrenchRegular : kRegular)] > 0 &&
                              (f == kBritish || f == kFrench);
  return side_count(s, space, !royalist(f)) > 0;
}

BattleOdds battle_odds(const State& s, const Content& c, int f, int space) {
  BattleOdds o;
  const auto& pc = at(s, space).pieces;
  o.attack = faction_units(s, space, f) + (s.factions[static_cast<size_t>(f)].leader_at == space ? leader_bonus(s, c, f) : 0);
  int enemy_pieces = 0;
  for (int p = 0; p < kPieceCount; ++p) {
    if (royalist(piece_owner(p)) == royalist(f)) continue;
    int n = pc[static_cast<size_t>(p)];
    enemy_pieces += n;
    if (is_cube(p) || is_active_slot(p)) o.defense += n;
    else if (p == kBritishFort || p == kPatriotFort) o.defense += 2 * n;
    else if (p == kVillage) o.defense += n;
  }
  for (int e = 0; e < kFactionCount; ++e)
    if (!same_side(e, f) && s.factions[static_cast<size_t>(e)].leader_at == space) o.defense += leader_bonus(s, c, e);
  if (space == c.wi()) (f == kFrench ? o.attack : o.defense) += s.squadrons_wi;
  o.enemy_losses = std::min(o.attack / 2, enemy_pieces);
  o.own_losses = std::min(o.defense / 2, faction_units(s, space, f));
  return o;
}

bool battle_in(Run& run, int f, int space, int) {
  State& s = run.s;
  const Content& c = run.c;
  if (!can_battle(s, c, f, space)) return false;
  auto& pc = at(s, space).pieces;
  if (f == kPatriots) { pc[kMilitiaA] += pc[kMilitiaU]; pc[kMilitiaU] = 0; }
  if (f == kIndians) { pc[kWarPartyA] += pc[kWarPartyU]; pc[kWarPartyU] = 0; }
  BattleOdds o = battle_odds(s, c, f, space);
  note(run, f, faction_name(f) + " Battle in " + name_of(c, space) + ": Attack " + std::to_string(o.attack) + ", Defense " +
                   std::to_string(o.defense));
  // The defender's losses, in the fixed order (§6.3 step 3).
  std::vector<int> enemies;
  for (int e = 0; e < kFactionCount; ++e)
    if (!same_side(e, f)) enemies.push_back(e);
  auto category = [](int p) { return is_active_slot(p) ? 0 : is_cube(p) ? 1 : is_base(p) ? 2 : 3; };
  for (int loss = 0; loss < o.enemy_losses; ++loss) {
    int best_cat = 4;
    for (int p = 0; p < kPieceCount; ++p)
      if (!same_side(piece_owner(p), f) && pc[static_cast<size_t>(p)] > 0) best_cat = std::min(best_cat, category(p));
    if (best_cat == 4) break;
    int loser = -1, loser_count = -1;
    for (int e : enemies) {
      int n = 0;
      for (int p = 0; p < kPieceCount; ++p)
        if (piece_owner(p) == e && category(p) == best_cat) n += pc[static_cast<size_t>(p)];
      // Tie: Indians or French (the second faction of each side) lose first.
      bool minor = e == kIndians || e == kFrench;
      if (n > loser_count || (n == loser_count && n > 0 && minor)) { loser = e; loser_count = n; }
    }
    std::vector<int> kinds;
    for (int p = 0; p < kPieceCount; ++p)
      if (piece_owner(p) == loser && category(p) == best_cat && pc[static_cast<size_t>(p)] > 0) kinds.push_back(p);
    int piece = kinds.front();
    if (kinds.size() > 1) {
      Question q{loser, "battle_loss", faction_name(loser) + ": which piece do you lose in " + name_of(c, space) + "?", {}, {}};
      for (int p : kinds) q.options.push_back({{loser, Verb::kPiece, space, p}, "lose " + piece_words(c, p, 1) + " in " + name_of(c, space)});
      piece = ask(run, q).piece;
    }
    remove_pieces(s, space, piece, 1, true);
    note(run, loser, faction_name(loser) + " lose " + piece_words(c, piece, 1) + " in " + name_of(c, space));
  }
  for (int loss = 0; loss < o.own_losses; ++loss) {
    Question q{f, "battle_loss", faction_name(f) + ": which of your units is lost in " + name_of(c, space) + "?", {}, {}};
    for (int p = 0; p < kPieceCount; ++p)
      if (piece_owner(p) == f && is_unit(p) && pc[static_cast<size_t>(p)] > 0)
        q.options.push_back({{f, Verb::kPiece, space, p}, "lose " + piece_words(c, p, 1) + " in " + name_of(c, space)});
    if (q.options.empty()) break;
    int piece = ask(run, q).piece;
    remove_pieces(s, space, piece, 1, true);
    note(run, f, faction_name(f) + " lose " + piece_words(c, piece, 1) + " in " + name_of(c, space));
  }
  fix_leaders(s, c);
  return true;
}

// [SECTION] the Operation step

int op_cost(OpKind kind) { return kind == OpKind::kBattle ? 2 : 1; }

std::vector<int> op_spaces(const State& s, const Content& c, int f, OpKind kind) {
  std::vector<int> out;
  for (int i = 0; i < c.space_count(); ++i) {
    bool ok = false;
    switch (kind) {
      case OpKind::kMuster: ok = !muster_options(s, c, f, i).empty(); break;
      case OpKind::kMarch: ok = !march_sources(s, c, f, i).empty(); break;
      case OpKind::kBattle: ok = can_battle(s, c, f, i); break;
    }
    if (ok) out.push_back(i);
  }
  return out;
}

std::string op_refusal(const State& s, const Content& c, int f, OpKind kind) {
  std::string verb = kind == OpKind::kMuster ? "Muster" : kind == OpKind::kMarch ? "March" : "Battle";
  if (f == kFrench && !s.toa && kind == OpKind::kMarch)
    return "Before the Treaty of Alliance the French may only Muster and Battle in the West Indies.";
  int cost = op_cost(kind);
  int have = s.factions[static_cast<size_t>(f)].resources;
  if (have < cost)
    return verb + " costs " + std::to_string(cost) + " Resource" + (cost > 1 ? "s" : "") + " per space; the " + faction_name(f) +
           " have " + std::to_string(have) + ".";
  if (op_spaces(s, c, f, kind).empty()) return "There is no space where the " + faction_name(f) + " can " + verb + ".";
  return "";
}

void run_op_step(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  Operation& op = s.op;
  int f = op.faction;
  int limit = op.limited ? 1 : op.kind == OpKind::kBattle ? 2 : 3;
  int cost = op_cost(op.kind);
  std::string verb = op.kind == OpKind::kMuster ? "Muster" : op.kind == OpKind::kMarch ? "March" : "Battle";
  Question q{f, "operation", "", {}, {}};
  if (static_cast<int>(op.spaces.size()) < limit && s.factions[static_cast<size_t>(f)].resources >= cost)
    for (int space : op_spaces(s, c, f, op.kind))
      if (std::find(op.spaces.begin(), op.spaces.end(), space) == op.spaces.end())
        q.options.push_back({{f, Verb::kSpace, space}, verb + " " + (op.kind == OpKind::kMarch ? "into " : "in ") + name_of(c, space) +
                                                           " (" + std::to_string(cost) + " Resource" + (cost > 1 ? "s" : "") + ")"});
  if (q.options.empty()) {
    op = Operation{};
    return;
  }
  if (!op.spaces.empty()) q.options.push_back({{f, Verb::kDone}, "end the " + verb});
  q.text = faction_name(f) + ": " + (op.limited ? "Limited " : "") + verb + " — choose " +
           (op.spaces.empty() ? "a space" : "another space or end it") + " (" + std::to_string(op.spaces.size()) + " of " +
           std::to_string(limit) + " so far; " + std::to_string(s.factions[static_cast<size_t>(f)].resources) + " Resources)";
  Action a = ask(run, q);
  if (a.verb == Verb::kDone) {
    op = Operation{};
    return;
  }
  gain(s, c, f, -cost);
  op.spaces.push_back(a.space);
  switch (op.kind) {
    case OpKind::kMuster: muster_in(run, f, a.space); break;
    case OpKind::kMarch: march_into(run, f, a.space); break;
    case OpKind::kBattle: battle_in(run, f, a.space, 0); break;
  }
  if (static_cast<int>(op.spaces.size()) >= limit) op = Operation{};
}

}  // namespace sb::wq
