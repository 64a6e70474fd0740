// Tracks, tie priority, control and the small queries and words the rest of the rules share.
#include <algorithm>

#include "game/vacant_throne/rules/rules.h"

namespace sb::vt {

int seat_count(const State& s) { return static_cast<int>(s.players.size()); }

const std::string& name_of(const State& s, int seat) {
  static const std::string bandits = "the Bandits", nobody = "nobody";
  if (seat == kBandits) return bandits;
  if (seat < 0 || seat >= seat_count(s)) return nobody;
  return s.players[static_cast<size_t>(seat)].name;
}

// T0's Bandit slot is its top, T1's its bottom (§4.1).
int bandit_slot(const State& s, int track) { return track == 0 ? 0 : seat_count(s); }

std::vector<int> turn_order(const State& s) {
  std::vector<int> out;
  for (int seat : s.tracks[static_cast<size_t>(s.current_track)])
    if (seat >= 0) out.push_back(seat);
  return out;
}

std::vector<int> tie_priority(const State& s) {
  std::vector<int> out;
  const int next = 1 - s.current_track;
  const auto& track = s.tracks[static_cast<size_t>(next)];
  for (int slot = 0; slot < static_cast<int>(track.size()); ++slot) {
    if (slot == bandit_slot(s, next)) out.push_back(kBandits);
    else if (track[static_cast<size_t>(slot)] >= 0) out.push_back(track[static_cast<size_t>(slot)]);
  }
  for (int seat : turn_order(s)) out.push_back(seat);
  return out;
}

int controller(const State& s, const Content&, int tile) {
  const TileState& t = s.tiles[static_cast<size_t>(tile)];
  int best = 0;
  for (int k : t.knights) best = std::max(best, k);
  best = std::max(best, t.bandits);
  if (best == 0) return -1;
  for (int owner : tie_priority(s)) {
    int count = owner == kBandits ? t.bandits : t.knights[static_cast<size_t>(owner)];
    if (count == best) return owner;
  }
  return -1;
}

bool controls_faction(const State& s, const Content& c, int seat, int faction) {
  for (size_t i = 0; i < c.tiles.size(); ++i)
    if (c.tiles[i].faction == faction && controller(s, c, static_cast<int>(i)) == seat) return true;
  return false;
}

const Law* enacted_law(const State& s, const Content& c, LawEffect effect) {
  for (const Enacted& e : s.enacted)
    if (c.laws[static_cast<size_t>(e.law)].effect == effect) return &c.laws[static_cast<size_t>(e.law)];
  return nullptr;
}

int score(const State& s, int seat) {
  const Player& p = s.players[static_cast<size_t>(seat)];
  return p.prestige - p.crossed;
}

int empty_cells(const Player& p) {
  int n = 0;
  for (const Cell& cell : p.grid) n += cell.card < 0 ? 1 : 0;
  return n;
}

int first_empty_cell(const Player& p) {
  for (int i = 0; i < kGridCells; ++i)
    if (p.grid[static_cast<size_t>(i)].card < 0) return i;
  return -1;
}

bool can_pay(const Player& p, const std::array<int, kResources>& cost) {
  for (int r = 0; r < kResources; ++r)
    if (p.res[static_cast<size_t>(r)] < cost[static_cast<size_t>(r)]) return false;
  return true;
}

std::string resources_words(const Content& c, const std::array<int, kResources>& r) {
  std::string out;
  for (int i = 0; i < kResources; ++i)
    if (r[static_cast<size_t>(i)] > 0)
      out += (out.empty() ? "" : ", ") + std::to_string(r[static_cast<size_t>(i)]) + " " + c.resources[static_cast<size_t>(i)].name;
  return out.empty() ? "nothing" : out;
}

std::string good_words(const Content& c, int good, int n) {
  std::string count = std::to_string(n) + " ";
  if (good < kResources) return count + c.resources[static_cast<size_t>(good)].name;
  if (good < kFavourGood) return count + c.factions[static_cast<size_t>(good - kWorkerGood)].worker + (n == 1 ? "" : "s");
  return count + (n == 1 ? "favour marker" : "favour markers");
}

std::string card_name(const Content& c, int kind) {
  if (kind < 0 || kind >= static_cast<int>(c.workplaces.size())) return "an unknown card";
  return c.workplaces[static_cast<size_t>(kind)].name;
}

std::string clause_label(const Guarantee& g, size_t index) {
  return "G" + std::to_string(g.id) + static_cast<char>('a' + static_cast<int>(index));
}

std::string clause_words(const State& s, const Content& c, const Clause& k) {
  const std::string o = name_of(s, k.obligor), b = name_of(s, k.beneficiary);
  auto law = [&](int l) { return l >= 0 && l < static_cast<int>(c.laws.size()) ? c.laws[static_cast<size_t>(l)].name : std::string("a law"); };
  switch (k.kind) {
    case Template::kVote:
      return o + " spends at least " + std::to_string(k.n) + " Influence " + (k.side == 0 ? "FOR" : "AGAINST") + " " + law(k.law) +
             " in its next vote (for " + b + ")";
    case Template::kGive: {
      std::string what;
      for (int g = 0; g < kGoods; ++g)
        if (k.bundle[static_cast<size_t>(g)] > 0) what += (what.empty() ? "" : ", ") + good_words(c, g, k.bundle[static_cast<size_t>(g)]);
      return o + " gives " + b + " " + (what.empty() ? "nothing" : what) + " by Cleanup";
    }
    case Template::kNoDeploy:
      return o + " deploys no knight onto " + (k.tile >= 0 ? c.tiles[static_cast<size_t>(k.tile)].name : std::string("a tile")) + " (for " + b + ")";
    case Template::kAllowUse: {
      std::string card = "a workplace";
      if (k.obligor >= 0 && k.obligor < seat_count(s) && k.cell >= 0 && k.cell < kGridCells) {
        int kind = s.players[static_cast<size_t>(k.obligor)].grid[static_cast<size_t>(k.cell)].card;
        card = (kind >= 0 ? card_name(c, kind) : std::string("the workplace")) + " (cell " + std::to_string(k.cell) + ")";
      }
      return o + " lets " + b + " use " + card;
    }
    case Template::kNoEnact: return o + " does not propose " + law(k.law) + " (for " + b + ")";
    case Template::kIdleNext: return o + " Idles on the next turn (for " + b + ")";
    case Template::kCount: break;
  }
  return "a clause";
}

void gain_prestige(State& s, int seat, int amount, Source source) {
  if (seat < 0 || amount == 0) return;
  Player& p = s.players[static_cast<size_t>(seat)];
  p.prestige += amount;
  p.prestige_from[static_cast<size_t>(source)] += amount;
}

}  // namespace sb::vt
