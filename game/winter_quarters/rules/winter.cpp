// The Winter Quarters Round (spec §8), one calendar phase per step, and the Treaty and navy (§4).
//
// [SECTION] Treaty and navy   [SECTION] victory   [SECTION] supply   [SECTION] resources and support
// [SECTION] redeployment      [SECTION] desertion and reset          [SECTION] run_phase
#include <algorithm>

#include "game/winter_quarters/rules/rules.h"

namespace sb::wq {

namespace {
SpaceState& at(State& s, int space) { return s.spaces[static_cast<size_t>(space)]; }
const SpaceState& at(const State& s, int space) { return s.spaces[static_cast<size_t>(space)]; }
int& resources(State& s, int f) { return s.factions[static_cast<size_t>(f)].resources; }
}  // namespace

// [SECTION] Treaty and navy

void take_treaty(Run& run) {
  State& s = run.s;
  s.toa = true;
  s.available[kFrenchRegular] += s.unavailable[kFrenchRegular];
  s.unavailable[kFrenchRegular] = 0;
  note(run, kFrench, "The Treaty of Alliance takes effect: the French enter the war");
  raise_fni(run);
}

void raise_fni(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  if (!s.toa || s.fni >= 3 || s.squadrons_wi == 0) return;
  Question q{kFrench, "blockade", "French: which City does the new Blockade close?", {}, {}};
  std::vector<int> cities;
  for (int i = 0; i < c.wi(); ++i)
    if (c.spaces[static_cast<size_t>(i)].type == kCity && !at(s, i).blockade)
      q.options.push_back({{kFrench, Verb::kSpace, i}, "blockade " + c.space_name(i)});
  if (q.options.empty()) return;
  int city = ask(run, q).space;
  s.fni++;
  s.squadrons_wi--;
  at(s, city).blockade = true;
  note(run, kFrench, "French Naval Intervention rises to " + std::to_string(s.fni) + ": " + c.space_name(city) + " is blockaded");
}

void lower_fni(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  if (s.fni == 0) return;
  Question q{kFrench, "blockade_lift", "French: which Blockade returns to the West Indies?", {}, {}};
  for (int i = 0; i < c.wi(); ++i)
    if (at(s, i).blockade) q.options.push_back({{kFrench, Verb::kSpace, i}, "lift the Blockade of " + c.space_name(i)});
  if (q.options.empty()) return;
  int city = ask(run, q).space;
  s.fni--;
  s.squadrons_wi++;
  at(s, city).blockade = false;
  note(run, kFrench, "French Naval Intervention falls to " + std::to_string(s.fni) + ": the Blockade of " + c.space_name(city) + " returns to the West Indies");
}

// [SECTION] victory

void rank_factions(State& s, const Content& c, bool after_victory_check) {
  auto margins = victory_margins(s, c);
  std::array<bool, kFactionCount> met{};
  for (int f = 0; f < kFactionCount; ++f) {
    s.margin[static_cast<size_t>(f)] = std::min(margins[static_cast<size_t>(f)][0], margins[static_cast<size_t>(f)][1]);
    met[static_cast<size_t>(f)] = after_victory_check && s.margin[static_cast<size_t>(f)] > 0;
  }
  static constexpr std::array<int, kFactionCount> tie_order = {3, 0, 2, 1};  // P, I, F, B
  std::vector<int> order = {kBritish, kPatriots, kFrench, kIndians};
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    if (met[static_cast<size_t>(a)] != met[static_cast<size_t>(b)]) return met[static_cast<size_t>(a)];
    if (s.margin[static_cast<size_t>(a)] != s.margin[static_cast<size_t>(b)]) return s.margin[static_cast<size_t>(a)] > s.margin[static_cast<size_t>(b)];
    return tie_order[static_cast<size_t>(a)] < tie_order[static_cast<size_t>(b)];
  });
  s.ranking = order;
  s.victory_met = after_victory_check;
  s.game_over = true;
}

namespace {

void victory_check(Run& run) {
  auto m = victory_margins(run.s, run.c);
  for (int f = 0; f < kFactionCount; ++f)
    if (m[static_cast<size_t>(f)][0] > 0 && m[static_cast<size_t>(f)][1] > 0) {
      rank_factions(run.s, run.c, true);
      note(run, -1, "Victory Check: the " + faction_name(f) + " meet their conditions; the game ends. " +
                        faction_name(run.s.ranking.front()) + " win.");
      return;
    }
  note(run, -1, "Victory Check: no faction meets its conditions");
}

// [SECTION] supply

bool rebellion_supplied(const State& s, const Content& c, int i) {
  SpaceType t = c.spaces[static_cast<size_t>(i)].type;
  return at(s, i).pieces[kPatriotFort] > 0 || ((t == kColony || t == kCity) && control(s, c, i) == kRebellionControl);
}

// Moves all of a faction's pieces of `types` from `from` toward the nearest `target` space (the
// mover picks among equally near ones). False when no such space exists.
bool move_to_nearest(Run& run, int f, int from, const std::vector<int>& types, const std::function<bool(int)>& target,
                     const std::string& what) {
  auto near = nearest_spaces(run.s, run.c, from, target);
  if (near.empty()) return false;
  int to = near.front();
  if (near.size() > 1) {
    Question q{f, "supply_destination", faction_name(f) + ": to which of the nearest " + what + " do your pieces in " +
                                            run.c.space_name(from) + " go?", {}, {}};
    for (int i : near) q.options.push_back({{f, Verb::kSpace, i}, "to " + run.c.space_name(i)});
    to = ask(run, q).space;
  }
  for (int p : types) {
    int n = at(run.s, from).pieces[static_cast<size_t>(p)];
    if (n == 0) continue;
    move_pieces(run.s, from, to, p, n);
    note(run, f, piece_words(run.c, p, n) + (n == 1 ? " moves" : " move") + std::string(" from ") + run.c.space_name(from) + " to " + run.c.space_name(to) + " (supply)");
  }
  return true;
}

void send_all_available(Run& run, int f, int space, const std::vector<int>& types) {
  for (int p : types) {
    int n = at(run.s, space).pieces[static_cast<size_t>(p)];
    if (n == 0) continue;
    remove_pieces(run.s, space, p, n, false);
    note(run, f, piece_words(run.c, p, n) + " in " + run.c.space_name(space) + " go to Available");
  }
}

void pay(Run& run, int f, int space, const std::string& why) {
  gain(run.s, run.c, f, -1);
  note(run, f, faction_name(f) + " pay 1 Resource for " + why + " in " + run.c.space_name(space) + " (" +
                   std::to_string(resources(run.s, f)) + " left)");
}

Question supply_question(Run& run, int f, int space) {
  Question q{f, "supply", faction_name(f) + ": your pieces in " + run.c.space_name(space) + " are out of supply", {}, {}};
  if (resources(run.s, f) >= 1) q.options.push_back({{f, Verb::kPay, space}, "pay 1 Resource for " + run.c.space_name(space)});
  return q;
}

void supply_british(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  std::vector<int> out;
  for (int i = 0; i < c.wi(); ++i)
    if (at(s, i).pieces[kRegular] + at(s, i).pieces[kTory] > 0 && at(s, i).pieces[kBritishFort] == 0 &&
        !(c.spaces[static_cast<size_t>(i)].type == kCity && control(s, c, i) == kBritishControl))
      out.push_back(i);
  for (int i : out) {
    Question q = supply_question(run, kBritish, i);
    q.options.push_back({{kBritish, Verb::kAvailable, i}, "send the British cubes in " + c.space_name(i) + " to Available"});
    if (can_shift(s, c, i, -1)) q.options.push_back({{kBritish, Verb::kShift, i}, "shift " + c.space_name(i) + " toward Active Opposition"});
    Action a = ask(run, q);
    if (a.verb == Verb::kPay) pay(run, kBritish, i, "supply");
    else if (a.verb == Verb::kShift) {
      shift(s, c, i, -1);
      note(run, kBritish, c.space_name(i) + " shifts to " + support_words(at(s, i).support) + " (British supply)");
    } else send_all_available(run, kBritish, i, {kRegular, kTory});
  }
  fix_leaders(s, c);
}

void supply_patriots(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  std::vector<int> out;
  for (int i = 0; i < c.wi(); ++i)
    if (faction_units(s, i, kPatriots) > 0 && !rebellion_supplied(s, c, i)) out.push_back(i);
  for (int i : out) {
    int lose = faction_units(s, i, kPatriots) / 2;
    Question q = supply_question(run, kPatriots, i);
    q.options.push_back({{kPatriots, Verb::kRemove, i, -1, lose}, lose == 0 ? "remove none in " + c.space_name(i) + " (half of 1 rounds down)" : "remove " + std::to_string(lose) + " of the Patriot units in " + c.space_name(i)});
    Action a = ask(run, q);
    if (a.verb == Verb::kPay) {
      pay(run, kPatriots, i, "supply");
      continue;
    }
    for (int k = 0; k < lose; ++k) {
      Question pick{kPatriots, "supply_loss", "Patriots: which unit in " + c.space_name(i) + " goes to Available?", {}, {}};
      for (int p : {kContinental, kMilitiaU, kMilitiaA})
        if (at(s, i).pieces[static_cast<size_t>(p)] > 0) pick.options.push_back({{kPatriots, Verb::kPiece, i, p}, "remove " + piece_words(c, p, 1) + " in " + c.space_name(i)});
      int p = ask(run, pick).piece;
      remove_pieces(s, i, p, 1, false);
      note(run, kPatriots, piece_words(c, p, 1) + " in " + c.space_name(i) + " goes to Available (supply)");
    }
  }
  fix_leaders(s, c);
}

// French and Indian supply: each unsupplied space pays 1 or moves its pieces to the nearest
// `target` space; with neither possible they go to Available.
void pay_or_move(Run& run, int f, const std::vector<int>& out, const std::vector<int>& types,
                 const std::function<bool(int)>& target, const std::string& pieces, const std::string& where) {
  for (int i : out) {
    Question q = supply_question(run, f, i);
    if (!nearest_spaces(run.s, run.c, i, target).empty())
      q.options.push_back({{f, Verb::kMove, i}, "move the " + pieces + " in " + run.c.space_name(i) + " to the nearest " + where});
    if (q.options.empty()) {
      send_all_available(run, f, i, types);
      continue;
    }
    Action a = ask(run, q);
    if (a.verb == Verb::kPay) pay(run, f, i, "supply");
    else move_to_nearest(run, f, i, types, target, where + "s");
  }
  fix_leaders(run.s, run.c);
}

void supply_french(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  std::vector<int> out;
  for (int i = 0; i < c.wi(); ++i)
    if (at(s, i).pieces[kFrenchRegular] > 0 && !rebellion_supplied(s, c, i)) out.push_back(i);
  pay_or_move(run, kFrench, out, {kFrenchRegular}, [&](int j) { return at(s, j).pieces[kPatriotFort] > 0; }, "French Regulars",
              "Patriot Fort");
}

void supply_indians(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  if (on_map(s, c, kVillage) == 0 && s.available[kVillage] > 0) {
    Question q{kIndians, "supply_village", "Indians: no Village stands on the map; in which Indian Reserve do you place one?", {}, {}};
    for (int i = 0; i < c.wi(); ++i)
      if (c.spaces[static_cast<size_t>(i)].type == kReserve && can_hold_base(s, c, i, kVillage))
        q.options.push_back({{kIndians, Verb::kSpace, i}, "place it in " + c.space_name(i)});
    if (!q.options.empty()) {
      int i = ask(run, q).space;
      place_pieces(s, i, kVillage, 1);
      note(run, kIndians, "Indians place a Village in " + c.space_name(i));
    }
  }
  auto village = [&](int j) { return at(s, j).pieces[kVillage] > 0; };
  std::vector<int> out;
  for (int i = 0; i < c.wi(); ++i)
    if (at(s, i).pieces[kWarPartyU] + at(s, i).pieces[kWarPartyA] > 0 && c.spaces[static_cast<size_t>(i)].type != kReserve &&
        !village(i))
      out.push_back(i);
  pay_or_move(run, kIndians, out, {kWarPartyU, kWarPartyA}, village, "War Parties", "Village");
}

void wi_upkeep(Run& run, int f) {
  State& s = run.s;
  const Content& c = run.c;
  int piece = f == kBritish ? kRegular : kFrenchRegular;
  int n = at(s, c.wi()).pieces[static_cast<size_t>(piece)];
  if (n == 0) return;
  Question q{f, "wi_upkeep", faction_name(f) + ": upkeep for " + piece_words(c, piece, n) + " in the " + c.wi_name, {}, {}};
  if (resources(s, f) >= 1)
    for (int send = 0; send < n; ++send)
      q.options.push_back({{f, Verb::kPay, c.wi(), piece, send}, send == 0 ? "keep them all in the " + c.wi_name + " and pay 1 Resource"
                                                                           : "send " + std::to_string(send) + " to Available, keep " +
                                                                                 std::to_string(n - send) + " and pay 1 Resource"});
  q.options.push_back({{f, Verb::kAvailable, c.wi(), piece, n}, "send all " + std::to_string(n) + " in the " + c.wi_name + " to Available"});
  Action a = ask(run, q);
  if (a.n > 0) {
    remove_pieces(s, c.wi(), piece, a.n, false);
    note(run, f, piece_words(c, piece, a.n) + " leave the " + c.wi_name + " for Available");
  }
  if (a.verb == Verb::kPay) pay(run, f, c.wi(), "upkeep");
  fix_leaders(s, c);
}

// [SECTION] resources and support

void earn(Run& run, int f, int amount) {
  int before = resources(run.s, f);
  gain(run.s, run.c, f, amount);
  note(run, f, faction_name(f) + " earn " + std::to_string(amount) + ": Resources " + std::to_string(before) + " → " +
                   std::to_string(resources(run.s, f)) + (before + amount > run.c.resource_cap ? " (capped)" : ""));
}

void resources_phase(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  int british = on_map(s, c, kBritishFort), rebel_spaces = 0, french = s.fni;
  for (int i = 0; i < c.wi(); ++i) {
    int ctl = control(s, c, i);
    bool city = c.spaces[static_cast<size_t>(i)].type == kCity;
    if (city && ctl == kBritishControl && !at(s, i).blockade) british += c.spaces[static_cast<size_t>(i)].pop;
    if (city && ctl != kBritishControl) french += c.spaces[static_cast<size_t>(i)].pop;
    if (ctl == kRebellionControl) ++rebel_spaces;
  }
  int wi_ctl = control(s, c, c.wi());
  if (wi_ctl == kBritishControl) british += 5;
  if (wi_ctl == kRebellionControl) french += 5;
  if (!s.toa) french = 2 * s.squadrons_wi;
  earn(run, kBritish, british);
  earn(run, kIndians, on_map(s, c, kVillage) / 2);
  earn(run, kPatriots, on_map(s, c, kPatriotFort) + rebel_spaces / 2);
  earn(run, kFrench, french);
}

// Crown Patronage (British, toward Support, removes Raid and Propaganda) or Town Meetings (Patriots,
// toward Opposition, removes Raid).
void support_phase(Run& run, int f) {
  State& s = run.s;
  const Content& c = run.c;
  bool british = f == kBritish;
  int toward = british ? 1 : -1;
  auto markers = [&](int i) { return at(s, i).raid || (british && at(s, i).propaganda); };
  for (int guard = 0; guard < 64; ++guard) {
    Question q{f, "support", std::string(british ? "British: Crown Patronage" : "Patriots: Town Meetings") + " — spend 1 Resource where? (" +
                                 std::to_string(resources(s, f)) + " Resources)", {}, {}};
    if (resources(s, f) >= 1)
      for (int i = 0; i < c.wi(); ++i) {
        if (c.spaces[static_cast<size_t>(i)].pop < 1) continue;
        if (british ? (control(s, c, i) != kBritishControl || at(s, i).pieces[kRegular] == 0 || at(s, i).pieces[kTory] == 0)
                    : (control(s, c, i) != kRebellionControl || faction_count(s, i, kPatriots) == 0))
          continue;
        if (markers(i)) {
          q.options.push_back({{f, Verb::kSpace, i}, "remove " + std::string(at(s, i).raid ? "the Raid" : "Propaganda") + " in " + c.space_name(i)});
        } else if (at(s, i).shifts < 2 && can_shift(s, c, i, toward)) {
          q.options.push_back({{f, Verb::kSpace, i}, "shift " + c.space_name(i) + " toward Active " + (british ? "Support" : "Opposition")});
        }
      }
    if (q.options.empty()) return;
    q.options.push_back({{f, Verb::kDone}, "spend no more"});
    Action a = ask(run, q);
    if (a.verb == Verb::kDone) return;
    int i = a.space;
    gain(s, c, f, -1);
    if (at(s, i).raid) {
      at(s, i).raid = false;
      note(run, f, faction_name(f) + " remove the Raid in " + c.space_name(i));
    } else if (british && at(s, i).propaganda) {
      at(s, i).propaganda = false;
      note(run, f, "British remove Propaganda in " + c.space_name(i));
    } else {
      shift(s, c, i, toward);
      at(s, i).shifts++;
      note(run, f, c.space_name(i) + " shifts to " + support_words(at(s, i).support));
    }
  }
}

// [SECTION] redeployment

void leader_change(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  if (s.on_deck < 0 || c.cards[static_cast<size_t>(s.on_deck)].winter) return;
  int f = c.cards[static_cast<size_t>(s.on_deck)].order[0];
  if (f == kPatriots || (f == kFrench && !s.toa)) return;
  auto& line = s.factions[static_cast<size_t>(f)].leader_line;
  if (line + 1 >= static_cast<int>(c.leaders[static_cast<size_t>(f)].size())) return;
  std::string old = leader_name(s, c, f);
  ++line;
  note(run, f, leader_name(s, c, f) + " replaces " + old);
}

void leader_redeploy(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  for (int f : {kIndians, kFrench, kBritish, kPatriots}) {
    int here = s.factions[static_cast<size_t>(f)].leader_at;
    Question q{f, "leader", faction_name(f) + ": where does " + leader_name(s, c, f) + " spend the winter?", {}, {}};
    q.options.push_back({{f, Verb::kKeep}, here < 0 ? "keep the Leader in Available" : "keep the Leader in " + c.space_name(here)});
    for (int i = 0; i < c.space_count(); ++i)
      if (i != here && faction_count(s, i, f) > 0) q.options.push_back({{f, Verb::kSpace, i}, "move the Leader to " + c.space_name(i)});
    if (here >= 0) q.options.push_back({{f, Verb::kAvailable}, "send the Leader to Available"});
    Action a = ask(run, q);
    if (a.verb == Verb::kKeep) continue;
    s.factions[static_cast<size_t>(f)].leader_at = a.verb == Verb::kSpace ? a.space : -1;
    note(run, f, leader_name(s, c, f) + " goes to " + (a.verb == Verb::kSpace ? c.space_name(a.space) : std::string("Available")));
  }
}

void british_release(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  if (s.releases >= static_cast<int>(c.scenario.release.size())) return;
  const auto& due = c.scenario.release[static_cast<size_t>(s.releases++)];
  for (int p = 0; p < kPieceCount; ++p) {
    int n = std::min(due[static_cast<size_t>(p)], s.unavailable[static_cast<size_t>(p)]);
    if (n == 0) continue;
    s.unavailable[static_cast<size_t>(p)] -= n;
    s.available[static_cast<size_t>(p)] += n;
    note(run, kBritish, piece_words(c, p, n) + " arrive from Britain (Available)");
  }
}

void naval_intervention(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  if (!s.toa) return;
  lower_fni(run);
  std::vector<int> blockades;
  for (int i = 0; i < c.wi(); ++i)
    if (at(s, i).blockade) blockades.push_back(i);
  for (int from : blockades) {
    Question q{kFrench, "blockade", "French: the Blockade of " + c.space_name(from) + " — stay or move?", {}, {}};
    q.options.push_back({{kFrench, Verb::kKeep, from}, "keep it on " + c.space_name(from)});
    for (int i = 0; i < c.wi(); ++i)
      if (c.spaces[static_cast<size_t>(i)].type == kCity && !at(s, i).blockade)
        q.options.push_back({{kFrench, Verb::kSpace, i}, "move it to " + c.space_name(i)});
    Action a = ask(run, q);
    if (a.verb != Verb::kSpace) continue;
    at(s, from).blockade = false;
    at(s, a.space).blockade = true;
    note(run, kFrench, "The Blockade moves from " + c.space_name(from) + " to " + c.space_name(a.space));
  }
}

// [SECTION] desertion and reset

void desertion(Run& run, int owner, int first_picker, std::vector<int> slots) {
  State& s = run.s;
  const Content& c = run.c;
  int count = on_map(s, c, slots.front()) / 5;
  for (int k = 0; k < count; ++k) {
    int picker = k == 0 ? first_picker : owner;
    Question q{picker, "desertion", faction_name(picker) + ": which " + c.pieces[static_cast<size_t>(slots.front())].name + " deserts? (" +
                                        std::to_string(k + 1) + " of " + std::to_string(count) + ")", {}, {}};
    for (int i = 0; i < c.wi(); ++i)
      for (int p : slots)
        if (at(s, i).pieces[static_cast<size_t>(p)] > 0)
          q.options.push_back({{picker, Verb::kPiece, i, p}, piece_words(c, p, 1) + " in " + c.space_name(i)});
    if (q.options.empty()) break;
    Action a = ask(run, q);
    remove_pieces(s, a.space, a.piece, 1, false);
    note(run, owner, piece_words(c, a.piece, 1) + " in " + c.space_name(a.space) + " deserts");
  }
  fix_leaders(s, c);
}

void reset(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  for (SpaceState& sp : s.spaces) {
    sp.raid = sp.propaganda = false;
    sp.shifts = 0;
    sp.pieces[kMilitiaU] += sp.pieces[kMilitiaA];
    sp.pieces[kMilitiaA] = 0;
    sp.pieces[kWarPartyU] += sp.pieces[kWarPartyA];
    sp.pieces[kWarPartyA] = 0;
  }
  for (FactionState& f : s.factions) f.eligible = true;
  for (int p = 0; p < kPieceCount; ++p) {
    s.available[static_cast<size_t>(p)] += s.casualties[static_cast<size_t>(p)];
    s.casualties[static_cast<size_t>(p)] = 0;
  }
  note(run, -1, "Reset: markers cleared, all factions Eligible, Casualties return, Militia and War Parties go Underground");
  int winter = s.current;
  s.played.push_back(winter);
  s.current = s.on_deck;
  s.on_deck = -1;
  if (!s.draw.empty()) {
    s.on_deck = s.draw.front();
    s.draw.erase(s.draw.begin());
  }
  ++s.wq_rounds;
  const Card& card = c.cards[static_cast<size_t>(winter)];
  if (!card.effects.empty()) note(run, -1, card.title + ": " + card.text);
  run_effects(run, card.effects, -1);
  if (s.wq_rounds == 1 && !s.toa) take_treaty(run);
}

}  // namespace

// [SECTION] run_phase

void run_phase(Run& run, const std::string& phase) {
  State& s = run.s;
  const Content& c = run.c;
  // The round's steps are marked in the log, so the screen can tell the round step by step.
  if (run.log) {
    const auto& ids = phase_ids();
    run.log->push_back({"wq_phase", -1, phase_words(phase),
                        {static_cast<int>(std::find(ids.begin(), ids.end(), phase) - ids.begin()), s.wq_rounds + 1}});
  }
  if (phase == "victory_check") victory_check(run);
  else if (phase == "supply_british") supply_british(run);
  else if (phase == "supply_patriots") supply_patriots(run);
  else if (phase == "supply_french") supply_french(run);
  else if (phase == "supply_indians") supply_indians(run);
  else if (phase == "wi_battle") {
    if (at(s, c.wi()).pieces[kRegular] > 0 && at(s, c.wi()).pieces[kFrenchRegular] > 0) battle_in(run, kFrench, c.wi(), 0);
  } else if (phase == "wi_upkeep_french") wi_upkeep(run, kFrench);
  else if (phase == "wi_upkeep_british") wi_upkeep(run, kBritish);
  else if (phase == "resources") resources_phase(run);
  else if (phase == "crown_patronage") support_phase(run, kBritish);
  else if (phase == "town_meetings") support_phase(run, kPatriots);
  else if (phase == "final_victory") {
    if (s.current >= 0 && c.cards[static_cast<size_t>(s.current)].final_round) {
      rank_factions(s, c, false);
      note(run, -1, "Final Victory: " + faction_name(s.ranking.front()) + " win on margins");
    }
  } else if (phase == "leader_change") leader_change(run);
  else if (phase == "leader_redeploy") leader_redeploy(run);
  else if (phase == "british_release") british_release(run);
  else if (phase == "naval_intervention") naval_intervention(run);
  else if (phase == "desertion_militia") desertion(run, kPatriots, kIndians, {kMilitiaU, kMilitiaA});
  else if (phase == "desertion_continentals") desertion(run, kPatriots, kIndians, {kContinental});
  else if (phase == "desertion_tories") desertion(run, kBritish, kFrench, {kTory});
  else if (phase == "reset") reset(run);
}

}  // namespace sb::wq
