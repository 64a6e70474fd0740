// Board queries (control, totals, margins) and the small changes every step makes.
#include <algorithm>

#include "engine/core/check.h"
#include "game/winter_quarters/rules/rules.h"

namespace sb::wq {

bool is_map_space(const Content& c, int space) { return space >= 0 && space < c.wi(); }

int side_count(const State& s, int space, bool royalist_side) {
  int n = 0;
  for (int p = 0; p < kPieceCount; ++p)
    if (royalist(piece_owner(p)) == royalist_side) n += s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(p)];
  return n;
}

int faction_count(const State& s, int space, int faction) {
  int n = 0;
  for (int p = 0; p < kPieceCount; ++p)
    if (piece_owner(p) == faction) n += s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(p)];
  return n;
}

int faction_units(const State& s, int space, int faction) {
  int n = 0;
  for (int p = 0; p < kPieceCount; ++p)
    if (piece_owner(p) == faction && is_unit(p)) n += s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(p)];
  return n;
}

int cubes_of_side(const State& s, int space, bool royalist_side) {
  int n = 0;
  for (int p = 0; p < kPieceCount; ++p)
    if (is_cube(p) && royalist(piece_owner(p)) == royalist_side) n += s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(p)];
  return n;
}

int bases_in(const State& s, int space) {
  const auto& pc = s.spaces[static_cast<size_t>(space)].pieces;
  return pc[kBritishFort] + pc[kPatriotFort] + pc[kVillage];
}

int control(const State& s, const Content& c, int space) {
  int royal = 0, rebel = 0;
  if (space == c.wi()) {
    royal = s.spaces[static_cast<size_t>(space)].pieces[kRegular];
    rebel = s.spaces[static_cast<size_t>(space)].pieces[kFrenchRegular];
  } else {
    royal = side_count(s, space, true);
    rebel = side_count(s, space, false);
  }
  return royal > rebel ? kBritishControl : rebel > royal ? kRebellionControl : kNoControl;
}

int support_total(const State& s, const Content& c) {
  int t = 0;
  for (int i = 0; i < c.wi(); ++i)
    if (s.spaces[static_cast<size_t>(i)].support > 0) t += c.spaces[static_cast<size_t>(i)].pop * s.spaces[static_cast<size_t>(i)].support;
  return t;
}

int opposition_total(const State& s, const Content& c) {
  int t = 0;
  for (int i = 0; i < c.wi(); ++i)
    if (s.spaces[static_cast<size_t>(i)].support < 0) t -= c.spaces[static_cast<size_t>(i)].pop * s.spaces[static_cast<size_t>(i)].support;
  return t;
}

int on_map(const State& s, const Content& c, int piece) {
  int n = 0;
  for (int i = 0; i < c.wi(); ++i) {
    const auto& pc = s.spaces[static_cast<size_t>(i)].pieces;
    n += pc[static_cast<size_t>(piece)];
    if (piece == kMilitiaU) n += pc[kMilitiaA];
    if (piece == kWarPartyU) n += pc[kWarPartyA];
  }
  return n;
}

int pieces_not_available(const State& s, int piece) {
  int n = s.casualties[static_cast<size_t>(piece)] + s.unavailable[static_cast<size_t>(piece)];
  for (const SpaceState& sp : s.spaces)
    n += sp.pieces[static_cast<size_t>(piece)] + (piece == kMilitiaU ? sp.pieces[kMilitiaA] : piece == kWarPartyU ? sp.pieces[kWarPartyA] : 0);
  return n;
}

std::array<std::array<int, 2>, kFactionCount> victory_margins(const State& s, const Content& c) {
  const Scenario& v = c.scenario;
  int st = support_total(s, c), ot = opposition_total(s, c);
  int british_cities = 0, rebel_cities = 0, rebel_colonies = 0;
  for (int i = 0; i < c.wi(); ++i) {
    int ctl = control(s, c, i);
    SpaceType type = c.spaces[static_cast<size_t>(i)].type;
    if (type == kCity && ctl == kBritishControl) ++british_cities;
    if (type == kCity && ctl == kRebellionControl) ++rebel_cities;
    if (type == kColony && ctl == kRebellionControl) ++rebel_colonies;
  }
  std::array<std::array<int, 2>, kFactionCount> m{};
  m[kBritish] = {st - v.british_support, on_map(s, c, kBritishFort) + british_cities - v.british_forts_cities};
  m[kPatriots] = {ot - v.patriot_opposition, on_map(s, c, kPatriotFort) + rebel_colonies - v.patriot_forts_colonies};
  m[kFrench] = {rebel_cities - v.french_cities, ot - st - v.french_opposition_lead};
  m[kIndians] = {on_map(s, c, kVillage) - v.indian_villages, st - ot};
  return m;
}

bool can_shift(const State& s, const Content& c, int space, int toward) {
  if (!is_map_space(c, space) || c.spaces[static_cast<size_t>(space)].pop == 0) return false;
  int level = s.spaces[static_cast<size_t>(space)].support;
  if (toward > 0) return level < 2;
  if (toward < 0) return level > -2;
  return level != 0;
}

void shift(State& s, const Content& c, int space, int toward) {
  if (!can_shift(s, c, space, toward)) return;
  int& level = s.spaces[static_cast<size_t>(space)].support;
  if (toward > 0) ++level;
  else if (toward < 0) --level;
  else level += level > 0 ? -1 : 1;
}

void gain(State& s, const Content& c, int faction, int amount) {
  int& r = s.factions[static_cast<size_t>(faction)].resources;
  r = std::clamp(r + amount, 0, c.resource_cap);
}

void remove_pieces(State& s, int space, int piece, int n, bool to_casualties) {
  int& here = s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(piece)];
  SB_CHECK(n >= 0 && n <= here, "removing more pieces than stand in the space");
  here -= n;
  (to_casualties && is_cube(piece) ? s.casualties : s.available)[static_cast<size_t>(box_slot(piece))] += n;
}

void place_pieces(State& s, int space, int piece, int n) {
  int& box = s.available[static_cast<size_t>(box_slot(piece))];
  SB_CHECK(n >= 0 && n <= box, "placing more pieces than are Available");
  box -= n;
  s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(piece)] += n;
}

void move_pieces(State& s, int from, int to, int piece, int n) {
  int& here = s.spaces[static_cast<size_t>(from)].pieces[static_cast<size_t>(piece)];
  SB_CHECK(n >= 0 && n <= here, "moving more pieces than stand in the space");
  here -= n;
  s.spaces[static_cast<size_t>(to)].pieces[static_cast<size_t>(piece)] += n;
}

void fix_leaders(State& s, const Content&) {
  for (int f = 0; f < kFactionCount; ++f) {
    int& at = s.factions[static_cast<size_t>(f)].leader_at;
    if (at >= 0 && faction_count(s, at, f) == 0) at = -1;
  }
}

bool can_hold_base(const State& s, const Content& c, int space, int piece) {
  if (!is_map_space(c, space)) return false;
  const auto& pc = s.spaces[static_cast<size_t>(space)].pieces;
  if (bases_in(s, space) >= 2) return false;
  if (piece == kVillage) {
    SpaceType t = c.spaces[static_cast<size_t>(space)].type;
    return t == kReserve || t == kProvince;
  }
  return pc[static_cast<size_t>(piece)] == 0;
}

int leader_bonus(const State& s, const Content& c, int faction) {
  const auto& line = c.leaders[static_cast<size_t>(faction)];
  int i = s.factions[static_cast<size_t>(faction)].leader_line;
  return i >= 0 && i < static_cast<int>(line.size()) ? line[static_cast<size_t>(i)].bonus : 0;
}

std::vector<int> nearest_spaces(const State&, const Content& c, int from, const std::function<bool(int)>& target) {
  int best = -1;
  std::vector<int> out;
  if (!is_map_space(c, from)) return out;
  for (int i = 0; i < c.wi(); ++i) {
    int d = c.distance[static_cast<size_t>(from)][static_cast<size_t>(i)];
    if (d < 0 || !target(i)) continue;
    if (best < 0 || d < best) {
      best = d;
      out.clear();
    }
    if (d == best) out.push_back(i);
  }
  return out;
}

std::string piece_words(const Content& c, int piece, int n) {
  const PieceKind& k = c.pieces[static_cast<size_t>(piece)];
  std::string state = is_active_slot(piece) ? "Active " : is_underground_slot(piece) ? "Underground " : "";
  if (n == 1) {
    std::string name = state + k.name;
    bool vowel = !name.empty() && std::string("AEIOU").find(name[0]) != std::string::npos;
    return std::string(vowel ? "an " : "a ") + name;
  }
  return std::to_string(n) + " " + state + k.plural;
}

std::string support_words(int level) {
  static const char* words[] = {"Active Opposition", "Passive Opposition", "Neutral", "Passive Support", "Active Support"};
  return words[std::clamp(level, -2, 2) + 2];
}

std::string faction_name(int faction) {
  return faction >= 0 && faction < kFactionCount ? kFactionNames[static_cast<size_t>(faction)] : "nobody";
}

std::string leader_name(const State& s, const Content& c, int faction) {
  const auto& line = c.leaders[static_cast<size_t>(faction)];
  int i = s.factions[static_cast<size_t>(faction)].leader_line;
  return i >= 0 && i < static_cast<int>(line.size()) ? line[static_cast<size_t>(i)].name : "the Leader";
}

}  // namespace sb::wq
