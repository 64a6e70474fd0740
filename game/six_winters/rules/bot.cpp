// Bots. The cooperative bot plays for the table. Every action die it does not spend is lost at the
// end of the turn (the refill tops each seat back up to 5), so it scores every legal action and
// spends dice on the best one: progress placements that shorten the chain to the end square, assets
// the active cards can use, overcomes weighed by their odds (estimated with the bot's own rng, never
// the State's) against the threat they stop and the stress they risk, moves towards the best of
// those, and rest as the sink for spare dice. Every choice it makes comes from legal_actions. On top
// of that greedy, a one-turn lookahead replays its best few main choices to the end of the turn on
// copies of the table (rolled with the bot's own seeds) and keeps the one that leaves the table best.
// The lookahead weighs overcomes by exact odds (no sampled rolls), so a rollout's moves before its
// first roll are the same for every seed and are played once (shared_rollouts); a pass is kept
// without a lookahead. bot.h holds the plan (budget and shortcuts) for tests and benchmarks.
#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>

#include "engine/search/shortlist.h"
#include "game/six_winters/rules/bot.h"
#include "game/six_winters/rules/rollout.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"

namespace sb::sw {

namespace {

constexpr double kDieCost = 3.0;     // what a spent action die could have bought elsewhere
constexpr double kTeamBonus = 10.0;  // standing with a partner who still has dice: a defend rolls both seats
constexpr int kSampledOdds = 48;     // the greedy's overcome odds: rolls sampled from the bot's rng
constexpr int kExactOdds = 0;        // the cooperative bot's: every outcome weighed (see exact_odds)

int chebyshev(int a, int b) { return std::max(std::abs(a / 4 - b / 4), std::abs(a % 4 - b % 4)); }

bool adjacent_cells(int a, int b) { return a != b && chebyshev(a, b) == 1; }

// [SECTION] progress cards
// Each cell's 8 neighbours on the 4x4 grid, as a bit mask.
constexpr std::array<uint16_t, 16> kNeighbours = [] {
  std::array<uint16_t, 16> m{};
  for (int a = 0; a < 16; ++a)
    for (int b = 0; b < 16; ++b)
      if (a != b && std::max(a / 4 > b / 4 ? a / 4 - b / 4 : b / 4 - a / 4, a % 4 > b % 4 ? a % 4 - b % 4 : b % 4 - a % 4) == 1)
        m[a] = static_cast<uint16_t>(m[a] | (1u << b));
  return m;
}();

uint16_t neighbours_of(uint16_t set) {
  uint16_t out = 0;
  for (int cell = 0; cell < 16; ++cell)
    if ((set >> cell) & 1) out = static_cast<uint16_t>(out | kNeighbours[cell]);
  return out;
}

// The fewest squares still to fill so the tree reaches the end square (shortest path over the
// 8-neighbour grid: filled squares cost 0, empty squares 1, missing squares block). 99 when
// unreachable. A breadth-first search over bit masks, one ring of cost at a time: the lookahead's
// rollouts ask this thousands of times a decision, so it stays free of loops over cell pairs.
int chain_search(uint16_t open, int start, int end_cell, uint16_t filled);

// The answer depends on the card's open squares, its start and end squares and the filled ones
// alone: kept per thread in a small table by those (a rollout asks the same few again and again).
int chain_need(const ProgressCard& pc, uint16_t filled) {
  uint16_t open = 0;  // squares a path may enter
  for (int cell = 0; cell < 16; ++cell)
    if (pc.grid[cell].kind != SquareKind::kNone) open = static_cast<uint16_t>(open | (1u << cell));
  if (pc.start < 0 || pc.start > 15 || pc.end < 0 || pc.end > 15) return chain_search(open, pc.start, pc.end, filled);
  const uint64_t key = (uint64_t{open} << 24) | (uint64_t{filled} << 8) | static_cast<uint64_t>(pc.start << 4 | pc.end);
  struct Entry {
    uint64_t key = ~uint64_t{0};
    int need = 0;
  };
  thread_local std::array<Entry, 4096> table;
  Entry& e = table[(key * 0x9e3779b97f4a7c15ULL) >> 52];
  if (e.key != key) e = {key, chain_search(open, pc.start, pc.end, filled)};
  return e.need;
}

int chain_search(uint16_t open, int start, int end_cell, uint16_t filled) {
  const uint16_t end = static_cast<uint16_t>(1u << end_cell);
  int dist = filled == 0 ? 1 : 0;
  uint16_t reached = filled == 0 ? static_cast<uint16_t>(1u << start) : filled;
  uint16_t ring = reached;
  while (ring) {
    // cost-0 steps: filled open squares next to what this ring reached
    for (uint16_t more = static_cast<uint16_t>(neighbours_of(ring) & open & filled & ~reached); more;
         more = static_cast<uint16_t>(neighbours_of(more) & open & filled & ~reached)) {
      reached = static_cast<uint16_t>(reached | more);
      ring = static_cast<uint16_t>(ring | more);
    }
    if (reached & end) return dist;
    ring = static_cast<uint16_t>(neighbours_of(ring) & open & ~reached);
    reached = static_cast<uint16_t>(reached | ring);
    ++dist;
  }
  return 99;
}

uint16_t filled_mask(const Seat& st) {
  uint16_t m = 0;
  for (const auto& d : st.card_dice) m = static_cast<uint16_t>(m | (1u << d.cell));
  return m;
}

// Whether square `q` could take the die, ignoring adjacency (a `rel` square needs a filled
// neighbour whose value makes it fit).
bool square_accepts(const State& s, const Content& c, const Seat& st, int cell, int loc, int res, int value) {
  const Square& q = c.progress[st.card].grid[cell];
  bool sorcery_free = res == kSorcery && has_mastery(s, c, kSorcery);
  int region = location_region(c, s, loc);
  int slot = location_slot_resource(s, loc);
  switch (q.kind) {
    case SquareKind::kWild:
      return true;
    case SquareKind::kColour:
      return sorcery_free || q.resource == res;
    case SquareKind::kFace:
      return sorcery_free || q.face == value;
    case SquareKind::kColourFace:
      return sorcery_free || (q.resource == res && q.face == value);
    case SquareKind::kRegion:
      return q.region == region;
    case SquareKind::kColourRegion:
      return q.region == region && q.resource == slot;
    case SquareKind::kRel:
      if (sorcery_free) return true;
      for (const auto& d : st.card_dice)
        if (adjacent_cells(d.cell, cell) && d.value + q.rel == value) return true;
      return false;
    case SquareKind::kNone:
      break;
  }
  return false;
}

// How much an asset (res, value) taken at `loc` helps the seat's active card: 0 useless, 1 fits some
// square, 2 fits a square on a shortest remaining chain, 3 can go there right now.
int asset_card_value(const State& s, const Content& c, int seat, int loc, int res, int value) {
  if (seat < 0 || seat >= static_cast<int>(s.session.seats.size())) return 0;
  const Seat& st = s.session.seats[seat];
  if (st.card < 0) return 0;
  const ProgressCard& pc = c.progress[st.card];
  uint16_t filled = filled_mask(st);
  int need = chain_need(pc, filled);
  int best = 0;
  for (int cell = 0; cell < 16; ++cell) {
    if ((filled >> cell) & 1 || pc.grid[cell].kind == SquareKind::kNone) continue;
    if (filled == 0 && cell != pc.start) continue;
    if (!square_accepts(s, c, st, cell, loc, res, value)) continue;
    int gain = need - chain_need(pc, static_cast<uint16_t>(filled | (1u << cell)));
    int v = gain > 0 ? 2 : 1;
    if (gain > 0) {
      bool now = filled == 0;
      for (const auto& d : st.card_dice)
        if (adjacent_cells(d.cell, cell) &&
            card_placement_ok(s, c, seat, loc, res, value, cell, d.cell))
          now = true;
      if (now && filled == 0) now = card_placement_ok(s, c, seat, loc, res, value, cell, -1);
      if (now) v = 3;
    }
    best = std::max(best, v);
  }
  return best;
}

// [SECTION] threat
// Threat icons per track on the board, as phase 6 counts them (extra-icon modifiers included).
std::array<int, 6> threat_icons_on_board(const State& s, const Content& c) {
  std::array<int, 6> n{};
  for (const auto& [loc, list] : s.attached) {
    if (location_position(s, loc) < 0) continue;
    for (int inst : list) {
      const Obstacle& o = c.obstacles[card_of(inst)];
      for (int r : o.threat_icons) n[r]++;
      for (const auto& m : o.passive)
        if (m.mod == "extra_threat_icon" && m.resource >= 0) n[m.resource] += m.amount;
    }
  }
  return n;
}

// The victory track to push: the most advanced one that can still be completed, else any track.
int focus_track(const State& s, const Content& c) {
  int want = -1;
  auto key = [&](int t) { return s.tracks[t].progress * 2 - std::max(0, s.tracks[t].threat - 8); };
  for (int pass = 0; pass < 2 && want < 0; ++pass)
    for (int t = 0; t < 6; ++t)
      if (s.tracks[t].progress < 12 && (pass == 1 || (c.tables.victory[t] && s.tracks[t].threat < 12)) &&
          (want < 0 || key(t) > key(want)))
        want = t;
  return want;
}

// How much removing an obstacle is worth: an icon on a track already past two icons costs a threat
// step every turn; one within the allowance still uses up slack for the next arrivals. Tracks near 12
// and the focus track weigh more (a victory track with threat on 12 can never be complete).
// The victory track already won (progress 12, threat below 12) with the most danger, or -1.
int protect_track(const State& s, const Content& c) {
  int want = -1;
  for (int t = 0; t < 6; ++t)
    if (c.tables.victory[t] && s.tracks[t].progress >= 12 && s.tracks[t].threat < 12 &&
        (want < 0 || s.tracks[t].threat > s.tracks[want].threat))
      want = t;
  return want;
}

// Where a threat step aimed at track r lands (§4 phase 6.3: full tracks pass it on around the
// cycle; sorcery's overflow goes to the table's pick and on around the cycle from there; with no
// pick the table is asked then, counted here as landing on `guard` last). -1 when all are full.
int landing_track(const State& s, int r, int guard) {
  int start = r;
  for (int hops = 0; hops < 12; ++hops) {
    if (s.tracks[r].threat < 12) return r;
    if (r == kSorcery) {
      if (s.overflow_target >= 0 && s.overflow_target < 6 && s.overflow_target != kSorcery) {
        r = start = s.overflow_target;
        continue;
      }
      int pick = -1;
      for (int t = 0; t < 6; ++t)
        if (s.tracks[t].threat < 12 && (pick < 0 || pick == guard)) pick = t;
      return pick;
    }
    r = next_in_cycle(r);
    if (r == start) r = kSorcery;
  }
  return -1;
}

// The table's sorcery-overflow pick: never a victory track (only technology or military in the
// standard tables). Each candidate is judged by where a step sent to it lands (itself, or on around
// the cycle when it is full): not on the focus or a won track, not on a victory track, then the lowest
// threat. -1 when no candidate is left.
int overflow_choice(const State& s, const Content& c) {
  int focus = focus_track(s, c), guard = protect_track(s, c);
  int best = -1, best_key = 0;
  for (int t = 0; t < 6; ++t) {
    if (t == kSorcery || c.tables.victory[t]) continue;
    int land = t;
    for (int hops = 0; hops < 5 && s.tracks[land].threat >= 12; ++hops) land = next_in_cycle(land);
    if (s.tracks[land].threat >= 12) continue;
    int key = s.tracks[land].threat + (c.tables.victory[land] ? 100 : 0) + (land == focus || land == guard ? 200 : 0);
    if (best < 0 || key < best_key) best = t, best_key = key;
  }
  return best;
}

// How much removing an obstacle is worth: an icon past the two-icon allowance costs a threat step
// every turn; one within it still uses up slack for the next arrivals. Steps that land on the track
// the table must keep below 12 (a won victory track, else the focus track) weigh most.
double removal_value(const State& s, const Content& c, int instance, const std::array<int, 6>& icons) {
  const Obstacle& o = c.obstacles[card_of(instance)];
  int guard = protect_track(s, c);
  bool won = guard >= 0;
  if (!won) guard = focus_track(s, c);
  double value = 0;
  std::array<int, 6> seen{};
  // each printed icon, then each extra icon, in that order (no list is built: this runs in every rollout)
  auto icon = [&](int r) {
    int before = icons[r] - seen[r]++;
    int land = landing_track(s, r, guard);
    double urgency = 1.0;
    if (land < 0) urgency = 0.2;
    else if (land == guard) urgency += (won ? 2.0 : 0.6) * (s.tracks[land].threat >= 8 ? 1.5 : 1.0);
    else if (s.tracks[land].threat >= 9) urgency += 0.3;
    value += (before > 2 ? 50.0 : 12.0) * urgency;
  };
  for (int r : o.threat_icons) icon(r);
  for (const auto& m : o.passive)
    if (m.mod == "extra_threat_icon" && m.resource >= 0)
      for (int k = 0; k < m.amount; ++k) icon(m.resource);
  for (const auto& e : o.on_overcome)
    if (e.op == "threat") value += 8.0;
  if (!o.activation.empty()) value += 2.0;
  return value;
}

// [SECTION] stress
int track_max(const Content& c, int ch, int track) {
  return track == kPsyche ? c.characters[ch].psyche_max : c.characters[ch].body_max;
}

// What taking `amount` stress on one track costs the table.
double stress_cost(const State& s, const Content& c, int ch, int track, int amount) {
  if (amount <= 0) return 0;
  (void)c;
  const InPlay* p = in_play(s, ch);
  const Stress& st = track == kPsyche ? p->psyche : p->body;
  if (st.value - amount >= 1) return amount * 1.5;
  const auto& boxes = s.characters[ch].conditions[track];
  int next = -1;
  for (int b = st.box; b < 3; ++b)
    if (!boxes[b]) {
      next = b + 1;
      break;
    }
  if (next < 0) return 150;  // knocked out: the seat loses the rest of the session
  return next >= 2 ? 35 : 14;
}

// The cheapest split of an obstacle's damage among the participants.
double damage_cost(const State& s, const Content& c, const std::vector<int>& team, int psyche, int body) {
  double best = 1e9;
  int n = static_cast<int>(team.size());
  if (n == 1) return stress_cost(s, c, team[0], kPsyche, psyche) + stress_cost(s, c, team[0], kBody, body);
  for (int p0 = 0; p0 <= psyche; ++p0)
    for (int b0 = 0; b0 <= body; ++b0) {
      double cost = stress_cost(s, c, team[0], kPsyche, p0) + stress_cost(s, c, team[0], kBody, b0);
      // the rest goes to the others, the second participant taking all of it (teams are 1–2 here)
      cost += stress_cost(s, c, team[1], kPsyche, psyche - p0) + stress_cost(s, c, team[1], kBody, body - b0);
      best = std::min(best, cost);
    }
  return best;
}

// [SECTION] overcome odds
struct OvercomeOdds {
  double success = 0, defend_fails = 0, dice = 0;
  bool sure = false;  // filled in the approach: no defend at all
};

bool take(std::vector<int>& from, int v) {
  auto it = std::find(from.begin(), from.end(), v);
  if (it == from.end()) return false;
  from.erase(it);
  return true;
}

// The exact odds behind OvercomeOdds for `rolls` fresh dice: `want[v]` dice of value v still to
// place (after the local assets), and the printed values the defend must roll (`printed` bit v):
// every histogram of the roll weighed by its multinomial probability. The answer depends on these
// few numbers alone, so it is computed once per thread and kept (a campaign asks a few hundred
// distinct ones, a rollout thousands of times).
struct ExactOdds {
  double success = 0, defend_fails = 0, placed = 0;
};

ExactOdds exact_odds(int rolls, const std::array<int, 7>& want, unsigned printed) {
  const int n = std::clamp(rolls, 0, 62);
  std::array<int, 7> need{};  // more than n of a value can never be placed: n + 1 stands for them all
  for (int v = 1; v <= 6; ++v) need[v] = std::clamp(want[v], 0, n + 1);
  uint64_t key = static_cast<uint64_t>(n) | (static_cast<uint64_t>(printed & 0x7e) << 8);
  for (int v = 1; v <= 6; ++v) key |= static_cast<uint64_t>(need[v]) << (16 + 6 * v);
  thread_local std::unordered_map<uint64_t, ExactOdds> memo;
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  ExactOdds out;
  std::array<double, 64> fact{};
  fact[0] = 1;
  for (int i = 1; i < 64; ++i) fact[i] = fact[i - 1] * i;
  const double all = std::pow(6.0, n);
  std::array<int, 7> count{};
  // faces 1..6 in turn take some of the dice still unassigned
  auto walk = [&](auto&& self, int face, int left, double denom) -> void {
    if (face == 6) {
      count[6] = left;
      const double p = fact[n] / (denom * fact[left]) / all;
      bool holds = true, full = true;
      int placed = 0;
      for (int v = 1; v <= 6; ++v) {
        if ((printed >> v) & 1) holds = holds && count[v] > 0;
        full = full && count[v] >= need[v];
        placed += std::min(count[v], need[v]);
      }
      out.success += full ? p : 0;
      out.defend_fails += holds ? 0 : p;
      out.placed += p * placed;
      return;
    }
    for (int k = 0; k <= left; ++k) {
      count[face] = k;
      self(self, face + 1, left - k, denom * fact[k]);
    }
  };
  walk(walk, 1, n, 1.0);
  memo.emplace(key, out);
  return out;
}

// Odds of overcoming `instance` at `loc` with `team`, following the bot's own play: in the approach
// it places local assets, then easy participants' matching dice; defend rerolls the rest; then it
// places whatever matches. The rolls are the bot's rng, so nothing about the State's rng leaks.
OvercomeOdds overcome_odds(const State& s, const Content& c, int instance, const std::vector<int>& team, int loc,
                           int override_seat, const std::vector<int>* override_dice, engine::Rng& rng, int samples) {
  OvercomeOdds out;
  const Obstacle& o = c.obstacles[card_of(instance)];
  std::vector<int> need = unfilled_values(c, s, instance);
  std::vector<int> printed = required_dice(c, s, instance);
  printed.erase(std::unique(printed.begin(), printed.end()), printed.end());
  // scratch lists of the thread (this runs for every move and overcome a rollout step weighs)
  thread_local std::vector<int> seats, easy_seats, assets, easy_dice, rest;
  seats.clear();
  easy_seats.clear();
  assets.clear();
  easy_dice.clear();
  rest.clear();
  for (int ch : team) {
    int seat = seat_of(s, ch);
    if (std::find(seats.begin(), seats.end(), seat) == seats.end()) seats.push_back(seat);
    if (skill_of(s, ch, o.skill) >= o.difficulty && std::find(easy_seats.begin(), easy_seats.end(), seat) == easy_seats.end())
      easy_seats.push_back(seat);
  }
  auto dice_of = [&](int seat) -> const std::vector<int>& {
    return seat == override_seat && override_dice ? *override_dice : s.session.seats[seat].action_dice;
  };
  if (auto it = s.session.assets.find(loc); it != s.session.assets.end())
    for (const Die& d : it->second) assets.push_back(d.value);
  int total = 0;
  for (int seat : seats) {
    const std::vector<int>& d = dice_of(seat);
    total += static_cast<int>(d.size());
    if (std::find(easy_seats.begin(), easy_seats.end(), seat) != easy_seats.end()) easy_dice.insert(easy_dice.end(), d.begin(), d.end());
  }
  int used = 0;
  for (int v : need) {
    if (!easy_seats.empty() && take(assets, v)) continue;
    if (take(easy_dice, v)) {
      ++used;
      continue;
    }
    rest.push_back(v);
  }
  if (rest.empty()) {
    out.success = 1;
    out.sure = true;
    out.dice = used;
    return out;
  }
  int rolls = total - used;
  if (samples <= 0) {  // exact: every outcome of the rolls weighed by its probability (memoized)
    std::array<int, 7> want{};
    for (int v : rest) want[v]++;
    for (int v : assets) want[v] = std::max(0, want[v] - 1);
    unsigned printed_mask = 0;
    for (int v : printed) printed_mask |= 1u << v;
    ExactOdds e = exact_odds(rolls, want, printed_mask);
    out.success = e.success;
    out.defend_fails = e.defend_fails;
    out.dice = used + e.placed;
    return out;
  }
  int wins = 0, fails = 0;
  double placed = 0;
  std::vector<int> roll, a;
  for (int k = 0; k < samples; ++k) {
    roll.clear();
    for (int i = 0; i < rolls; ++i) roll.push_back(rng.d6());
    bool holds = true;
    for (int v : printed) holds = holds && std::find(roll.begin(), roll.end(), v) != roll.end();
    fails += !holds;
    a.assign(assets.begin(), assets.end());
    bool full = true;
    for (int v : rest) {
      if (take(a, v)) continue;
      if (take(roll, v)) {
        placed += 1;
        continue;
      }
      full = false;
    }
    wins += full;
  }
  out.success = static_cast<double>(wins) / samples;
  out.defend_fails = static_cast<double>(fails) / samples;
  out.dice = used + placed / samples;
  return out;
}

std::vector<int> team_at(const State& s, int loc) {
  std::vector<int> team;
  for (const auto& p : s.session.in_play)
    if (!p.knocked_out && p.location == loc) team.push_back(p.character);
  return team;
}

// The worth of confronting `instance` now with `team` (the actor first).
double overcome_score(const State& s, const Content& c, int instance, const std::vector<int>& team, int loc,
                      const std::array<int, 6>& icons, engine::Rng& rng, int samples, int override_seat = -1,
                      const std::vector<int>* override_dice = nullptr) {
  const Obstacle& o = c.obstacles[card_of(instance)];
  OvercomeOdds odds = overcome_odds(s, c, instance, team, loc, override_seat, override_dice, rng, samples);
  double value = removal_value(s, c, instance, icons);
  double gain = 0;
  for (int ch : team)
    if (skill_of(s, ch, o.skill) < o.difficulty && s.characters[ch].skills[o.skill] < 6) gain += 2.0;
  double damage = odds.sure ? 0 : odds.defend_fails * damage_cost(s, c, team, o.damage_psyche, o.damage_body);
  // Dice left on a pattern that is not full stay there for the session: partial progress.
  double partial = (1 - odds.success) * 0.25 * value * (odds.dice > 0 ? 1 : 0);
  return odds.success * (value + gain) + partial - damage - odds.dice * kDieCost;
}

// [SECTION] choices outside phase 2
Action start_choice(const State& s, const Content& c) {
  std::vector<int> unlocked;
  for (size_t i = 0; i < s.characters.size(); ++i)
    if (s.characters[i].status == kUnlocked) unlocked.push_back(static_cast<int>(i));
  auto total = [&](int ch) {
    int t = 0;
    for (int k : s.characters[ch].skills) t += k;
    // marked boxes make a character fragile this session
    for (const auto& track : s.characters[ch].conditions)
      for (bool b : track) t -= b ? 2 : 0;
    return t + c.characters[ch].psyche_max + c.characters[ch].body_max;
  };
  std::stable_sort(unlocked.begin(), unlocked.end(), [&](int a, int b) { return total(a) > total(b); });
  size_t want = s.player_count == 1 ? 2 : static_cast<size_t>(s.player_count);
  unlocked.resize(std::min(unlocked.size(), want));
  StartSession a;
  for (int ch : unlocked) a.characters.push_back(ch);
  return a;  // where each starts: decision_choice (kChooseStartLocation)
}

// The table's answer to a "players choose" question (State::pending). Ties keep the first option.
Action decision_choice(const State& s, const Content& c) {
  const Decision& d = *s.pending;
  std::array<int, 6> icons = threat_icons_on_board(s, c);
  auto obstacles_worth = [&](int loc) {
    double v = 0;
    if (auto it = s.attached.find(loc); it != s.attached.end())
      for (int inst : it->second) v += removal_value(s, c, inst, icons);
    return v;
  };
  auto characters_at = [&](int loc) {
    int n = 0;
    for (const auto& p : s.session.in_play) n += !p.knocked_out && p.location == loc;
    return n;
  };
  auto score = [&](int option) -> double {
    switch (d.kind) {
      case kChooseVictim:  // the character the stress hurts least
        return -stress_cost(s, c, option, d.track == kBody ? kBody : kPsyche, d.amount);
      case kChooseThreatBurn:  // burning sends its obstacles off the board; nobody wants to be moved
        return obstacles_worth(option) - 20.0 * characters_at(option);
      case kChooseEndBurn: {  // as many obstacles everywhere: the most threatening go, sources stay
        const Location& L = c.locations[option];
        return obstacles_worth(option) - (L.icon == "source" ? 15.0 : 0.0) - (L.action.empty() ? 0.0 : 10.0);
      }
      case kChooseDeckOrder:  // the next draw should be the mildest
        return -removal_value(s, c, option, icons);
      case kChooseDiscard:  // rid the board of the worst
        return removal_value(s, c, option, icons);
      case kChooseNewLocation: {
        const Location& L = c.locations[option];
        // The unlock location while its character is still locked, from the second session end (its
        // linked obstacles are hard; a first-year table is not ready for them).
        if (L.unlocks_character >= 0 && s.characters[L.unlocks_character].status == kLocked && s.year >= 2) return 1000;
        int linked = 0;
        for (auto [ob, copies] : L.linked) linked += copies;
        return -30.0 * linked + (L.icon == "source" ? 10.0 : 0.0) + (L.action.empty() ? 0.0 : 5.0);
      }
      case kChooseOverflow:
        return option == overflow_choice(s, c) ? 100.0 - s.tracks[option].threat : -s.tracks[option].threat -
                                                                                       (c.tables.victory[option] ? 50.0 : 0.0);
      case kChooseDestination:
        // A moving character heads for the worst trouble; a pursuing obstacle is best met by a team.
        return d.character >= 0 ? obstacles_worth(option) : characters_at(option);
      case kChooseStartLocation:  // everyone together where the obstacles threaten most: teamwork
                                  // doubles the dice a defend rolls
        return obstacles_worth(option);
      case kChooseKeepCard:  // the card whose chain needs the fewest dice
        return -chain_need(c.progress[option], 0);
      case kChooseStaging:  // at the top: the staged card stays on offer longest before it is placed
        return -option;
      case kChooseStagingOrder: {  // lift the card about to be placed to the top, keep the rest in order
        int at = 0;
        for (int p = 0; p < 4; ++p)
          if (s.session.staging[p] == option) at = p;
        bool first = true;
        for (int p = 0; p < d.position; ++p) first = first && s.session.staging[p] < 0;
        return first ? at : -at;
      }
      default:  // kChoosePull: no lasting difference, keep the first
        return 0;
    }
  };
  int best = d.options.front();
  double best_score = score(best);
  for (int option : d.options)
    if (double v = score(option); v > best_score) best = option, best_score = v;
  return Choose{decision_value_kind(d.kind), best};
}

Action damage_choice(const State& s, const Content& c, const std::vector<Action>& legal) {
  const Overcome& ov = s.session.overcome;
  const Action* best = nullptr;
  double best_score = 0;
  for (const Action& a : legal) {
    const auto* d = std::get_if<AssignDamage>(&a);
    if (!d) continue;
    double cost = 0;
    for (size_t i = 0; i < ov.participants.size(); ++i)
      cost += stress_cost(s, c, ov.participants[i], kPsyche, d->psyche[i]) +
              stress_cost(s, c, ov.participants[i], kBody, d->body[i]);
    if (!best || cost < best_score) best = &a, best_score = cost;
  }
  return best ? *best : legal.front();
}

// A die-fed ability that makes a placement of kind T possible (tried on a copy of the State; the
// abilities tried here change values deterministically, so the copy reveals no roll).
template <class T>
const Action* enabling_ability(const State& s, const Content& c, const std::vector<Action>& legal) {
  static_assert(std::is_same_v<T, PlaceOnCard> || std::is_same_v<T, PlaceOnObstacle>);
  int tried = 0;
  for (const Action& a : legal) {
    const auto* u = std::get_if<UseAbility>(&a);
    if (!u || tried >= 8) continue;
    const InPlay* p = in_play(s, u->character);
    const Character& def = c.characters[u->character];
    int base = static_cast<int>(def.abilities.size());
    const Ability& ab = u->ability < base ? def.abilities[u->ability] : def.achievements[u->ability - base].grants;
    if (!ab.die_input || ab.op == "effect" || ab.op == "explode_fives" || ab.op == "reroll" || !p) continue;
    ++tried;
    thread_local State copy;  // its buffers are reused from call to call
    if (!apply_action_into(s, copy, c, a).ok()) continue;
    // whether the list after it holds a T (T is never a trade)
    if (std::is_same_v<T, PlaceOnCard> ? has_legal_card_placement(copy, c) : has_legal_obstacle_placement(copy, c))
      return &a;
  }
  return nullptr;
}

// During an overcome: assets nobody's card wants first, then action dice, then the rest.
Action overcome_step(const State& s, const Content& c, const std::vector<Action>& legal) {
  const Overcome& ov = s.session.overcome;
  const Action* best = nullptr;
  int best_rank = 99;
  for (const Action& a : legal) {
    const auto* p = std::get_if<PlaceOnObstacle>(&a);
    if (!p) continue;
    int rank = 1;
    if (p->source == kFromAsset) {
      int want = 0;
      for (const auto& q : s.session.in_play)
        if (!q.knocked_out) want = std::max(want, asset_card_value(s, c, q.card_seat, ov.location, p->resource, p->value));
      rank = want >= 2 ? 2 : 0;
    }
    if (rank < best_rank) best = &a, best_rank = rank;
  }
  if (best) return *best;
  if (const Action* ab = enabling_ability<PlaceOnObstacle>(s, c, legal)) return *ab;
  return ContinueOvercome{};
}

// The best next active card from staging: short chains, rewards on the focus track.
int next_card_choice(const State& s, const Content& c, int focus) {
  int best_pos = -1;
  double best_cost = 1e9;
  for (int pos = 0; pos < 4; ++pos) {
    int card = s.session.staging[pos];
    if (card < 0) continue;
    const ProgressCard& pc = c.progress[card];
    double cost = chain_need(pc, 0) * 3.0;
    for (int r : pc.reward) cost -= r == focus ? 12 : r == kWild ? 12 - 1 : c.tables.victory[r] ? 3 : 1;
    if (cost < best_cost) best_pos = pos, best_cost = cost;
  }
  return best_pos;
}

// The best asset a character standing at `loc` with `dice` could create there for the cards.
double asset_opportunity(const State& s, const Content& c, int ch, int loc, const std::vector<int>& dice) {
  if (dice.empty()) return 0;
  int R = location_slot_resource(s, loc);
  int rating = skill_of(s, ch, c.locations[loc].skill);
  bool free_slot = false;
  for (int i = 0; i <= std::min(rating, 6); ++i) free_slot = free_slot || s.session.slots[R][i] == 0;
  double best = 0;
  const InPlay* p = in_play(s, ch);
  if (free_slot)
    for (int t : s.session.pools[R])
      if (t <= dice.back()) best = std::max(best, asset_card_value(s, c, p->card_seat, loc, R, t) * 9.0 - kDieCost);
  if (auto it = s.session.assets.find(loc); it != s.session.assets.end())
    for (const Die& d : it->second)
      best = std::max(best, asset_card_value(s, c, p->card_seat, loc, d.resource, d.value) >= 3 ? 25.0 : 0.0);
  return best;
}

}  // namespace

Action random_bot_action(const State& s, const Content& c, engine::Rng& rng) {
  auto legal = legal_actions(s, c);
  if (legal.empty()) return Pass{0};
  // Free actions (mastery moves, stress rerolls) could wander for long: pass now and then.
  for (const Action& a : legal)
    if (std::holds_alternative<Pass>(a) && rng.below(6) == 0) return a;
  return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

namespace {
using Scored = std::vector<std::pair<double, const Action*>>;

// The greedy choice; `scored` (when given) receives every main-phase candidate with its score.
Action greedy_action(const State& s, const Content& c, engine::Rng& rng, Scored* scored, std::vector<Action>* legal_out,
                     int samples = kSampledOdds) {
  if (s.pending) return decision_choice(s, c);
  if (s.status == kBetweenSessions) return start_choice(s, c);
  thread_local std::vector<Action> own;  // the rollouts' list: its capacity is kept from step to step
  std::vector<Action>& legal = legal_out ? *legal_out : own;
  // The greedy never picks a trade on its merits, so it scores the list without them (most of the
  // list, and the lookahead enumerates it at every step); where it falls back to the first legal
  // action, that comes from the whole list, so every choice is the one the whole list gives.
  legal_actions_but_trades_into(s, c, legal);
  bool whole = false;
  if (legal.empty()) legal = legal_actions(s, c), whole = true;
  if (legal.empty()) return Pass{0};
  const Overcome& ov = s.session.overcome;
  if (ov.active) {
    if (ov.step == kDamage) return damage_choice(s, c, legal);
    return overcome_step(s, c, legal);
  }
  // 0. Sorcery overflow (free, reopens nothing): away from the tracks the table must keep below 12.
  if (int want = overflow_choice(s, c); want >= 0 && want != s.overflow_target &&
                                        std::binary_search(legal.begin(), legal.end(), Action{SetOverflow{want}}))
    return SetOverflow{want};
  int focus = focus_track(s, c);
  // 1. Progress (free): a placement that shortens the chain to the end square.
  const Action* best_card = nullptr;
  int best_need = 99;
  for (const Action& a : legal)
    if (const auto* p = std::get_if<PlaceOnCard>(&a)) {
      int seat = card_seat_of(s, p->character);
      const Seat& st = s.session.seats[seat];
      const ProgressCard& pc = c.progress[st.card];
      uint16_t filled = filled_mask(st);
      int need = chain_need(pc, static_cast<uint16_t>(filled | (1u << p->cell)));
      if (filled != 0 && need >= chain_need(pc, filled)) continue;  // side branches waste assets
      if (need < best_need) best_card = &a, best_need = need;
    }
  if (best_card) {
    PlaceOnCard pick = std::get<PlaceOnCard>(*best_card);
    bool completes = false;
    for (const Action& a : legal)
      if (const auto* p = std::get_if<PlaceOnCard>(&a);
          p && p->character == pick.character && p->cell == pick.cell && p->parent == pick.parent && p->next_card >= 0)
        completes = true;
    if (completes || pick.wild_track >= 0) {
      if (pick.wild_track >= 0 && focus >= 0) pick.wild_track = focus;
      int pos = next_card_choice(s, c, focus);
      if (pos >= 0) pick.next_card = pos;
      if (std::binary_search(legal.begin(), legal.end(), Action{pick})) return pick;
    }
    return *best_card;
  }
  // 1b. An ability that turns a local asset into one the card can take.
  if (const Action* ab = enabling_ability<PlaceOnCard>(s, c, legal)) return *ab;

  const std::array<int, 6> icons = threat_icons_on_board(s, c);
  // Whether an obstacle still needs a die of value `take`: its unfilled values, listed once per
  // obstacle for all the assets scored below (the list would be made again for each).
  std::vector<std::pair<int, std::vector<int>>> unfilled;
  auto take_is_open = [&](int inst, int take) {
    auto it = std::find_if(unfilled.begin(), unfilled.end(), [&](const auto& e) { return e.first == inst; });
    if (it == unfilled.end()) it = unfilled.insert(unfilled.end(), {inst, unfilled_values(c, s, inst)});
    return std::find(it->second.begin(), it->second.end(), take) != it->second.end();
  };
  const Action* best = nullptr;
  double best_score = 0;
  auto consider = [&](const Action& a, double score) {
    if (scored) scored->push_back({score, &a});
    if (score > best_score) best = &a, best_score = score;
  };
  for (const Action& a : legal) {
    if (const auto* ca = std::get_if<CreateAsset>(&a)) {
      const InPlay* p = in_play(s, ca->character);
      int R = location_slot_resource(s, p->location);
      int fit = asset_card_value(s, c, p->card_seat, p->location, R, ca->take);
      // the other seat's card, if its character stands here too
      for (const auto& q : s.session.in_play)
        if (!q.knocked_out && q.character != ca->character && q.location == p->location)
          fit = std::max(fit, asset_card_value(s, c, q.card_seat, p->location, R, ca->take) - 1);
      double score = fit * 9.0 - kDieCost - (ca->die - ca->take) * 0.3;
      if (ca->mode != kSingle) score += 2;
      // a value an obstacle here still needs
      if (auto at = s.attached.find(p->location); at != s.attached.end())
        for (int inst : at->second)
          if (take_is_open(inst, ca->take)) {
            score += 2;
            break;
          }
      const Location& L = c.locations[p->location];
      score -= (L.stress_psyche + L.stress_body) * 2.0;
      consider(a, score);
    } else if (const auto* b = std::get_if<BeginOvercome>(&a)) {
      int loc = in_play(s, b->character)->location;
      std::vector<int> team{b->character};
      team.insert(team.end(), b->partners.begin(), b->partners.end());
      if (team.size() != team_at(s, loc).size()) continue;  // always the whole local team
      consider(a, overcome_score(s, c, b->obstacle, team, loc, icons, rng, samples));
    } else if (const auto* m = std::get_if<Move>(&a)) {
      if (m->via == kGate) continue;
      const InPlay* p = in_play(s, m->character);
      std::vector<int> dice = s.session.seats[p->seat].action_dice;
      int cost = m->via == kPort ? 1 : c.locations[p->location].move_cost[location_region(c, s, m->destination)];
      if (static_cast<int>(dice.size()) <= cost) continue;  // keep a die to act on arrival
      dice.erase(dice.begin(), dice.begin() + cost);  // the lowest are paid
      std::vector<int> team = team_at(s, m->destination);
      team.insert(team.begin(), m->character);
      double value = asset_opportunity(s, c, m->character, m->destination, dice);
      if (auto at = s.attached.find(m->destination); at != s.attached.end())
        for (int inst : at->second) {
          if (std::find(s.session.confronted.begin(), s.session.confronted.end(), inst) != s.session.confronted.end())
            continue;
          value = std::max(value, overcome_score(s, c, inst, team, m->destination, icons, rng, samples, p->seat, &dice));
        }
      double team_bonus = 0;
      for (const auto& q : s.session.in_play)
        if (!q.knocked_out && q.character != m->character && !s.session.seats[q.seat].action_dice.empty()) {
          if (q.location == m->destination) team_bonus += kTeamBonus;
          if (q.location == p->location) team_bonus -= kTeamBonus;
        }
      consider(a, value + team_bonus - cost * kDieCost - 1.0);
    }
  }
  if (best) return *best;
  // 2. Spare dice are lost at the end of the turn: rest the most worn die, else any asset.
  const Action* rest = nullptr;
  double rest_score = -1;
  for (const Action& a : legal)
    if (const auto* r = std::get_if<Rest>(&a)) {
      const InPlay* p = in_play(s, r->character);
      const Stress& st = r->track == kPsyche ? p->psyche : p->body;
      double score = (6 - st.value) + (st.value < track_max(c, r->character, r->track) ? 4 : 0) + st.box * 2;
      if (score > rest_score) rest = &a, rest_score = score;
    }
  if (rest && rest_score >= 4) return *rest;
  const Action* spare = nullptr;
  for (const Action& a : legal)
    if (const auto* ca = std::get_if<CreateAsset>(&a); ca && (!spare || ca->take > std::get<CreateAsset>(*spare).take))
      spare = &a;
  if (spare) return *spare;
  if (rest) return *rest;
  for (const Action& a : legal)
    if (std::holds_alternative<Pass>(a)) return a;
  return whole ? legal.front() : legal_actions(s, c).front();
}

// [SECTION] turn lookahead
// Each main choice the greedy makes is checked against the next best ones it scored (and, for 1-2
// seats, the legal location actions): each candidate is played out to the end of the turn several
// times (the same dice futures for every candidate) and the one that leaves the best table wins.
// A rollout plays every seat's remaining actions, so its cost grows with the square of the seats;
// the budget shrinks with them to keep a campaign at a few seconds. Measured on Cakewalk
// (seasonboard sim --title six-winters --difficulty cakewalk --players P), victories, greedy alone
// -> with lookahead: 2 players 3% -> 14% (100 games), 3 players 1% -> 3%, 4 players 0% -> 20%
// (40 games each).
constexpr int kMaxRollouts = 6;
constexpr int kSearchWidth = 5;  // the search's choices beside the greedy's pick (as many as the lookahead's)
constexpr int kRolloutSteps = 120;  // a turn never gets near this; a guard against a loop
constexpr double kFocusProgress = 40, kFocusThreat = 30, kPerChainSquare = 7;
// The table's worth as the bot sees it: progress (the focus track most), threat (the focus track
// most), the active cards' remaining chains, threat icons waiting on the board, stress and
// knock-outs, and assets still usable this session.
double table_value(const State& s, const Content& c, int focus) {
  double v = 0;
  for (int t = 0; t < 6; ++t) {
    bool victory = c.tables.victory[t];
    v += s.tracks[t].progress * (t == focus ? kFocusProgress : victory ? 14.0 : 6.0);
    v -= s.tracks[t].threat * (t == focus ? kFocusThreat : victory ? 10.0 : 6.0);
  }
  if (s.status != kInSession) return v;
  for (const Seat& st : s.session.seats)
    if (st.card >= 0) v -= kPerChainSquare * std::min(12, chain_need(c.progress[st.card], filled_mask(st)));
  std::array<int, 6> icons = threat_icons_on_board(s, c);
  for (int r = 0; r < 6; ++r) v -= std::max(0, icons[r] - 2) * 25.0 + icons[r] * 4.0;
  for (const auto& p : s.session.in_play) {
    if (p.knocked_out) {
      v -= 150;
      continue;
    }
    for (int track : {kPsyche, kBody}) {
      const Stress& st = track == kPsyche ? p.psyche : p.body;
      v -= (track_max(c, p.character, track) - st.value) * 1.5;
      const auto& boxes = s.characters[p.character].conditions[track];
      for (int b = 0; b < 3; ++b) v -= boxes[b] ? (b == 0 ? 14.0 : 35.0) : 0.0;
    }
  }
  for (const auto& [loc, dice] : s.session.assets) v += 2.0 * static_cast<double>(dice.size());
  return v;
}

// Plays the rest of the turn greedily on a copy whose rolls come from `seed` (never the State's
// own rng, so nothing about the real future leaks) and returns the table's worth after it. Each
// step is the greedy's with overcome odds from `samples` rolls of the bot's own `rng`, or exact.
double rollout(State copy, const Content& c, const Action& first, uint64_t seed, int focus, int samples) {
  copy.rng = engine::Rng(seed, 0x5bd1e995ULL);
  engine::Rng rng(seed ^ 0x9e3779b97f4a7c15ULL);
  int turn = copy.session.turn;
  if (!apply_action(copy, c, first).ok()) return -1e9;
  for (int step = 0; step < kRolloutSteps && copy.status == kInSession && copy.session.turn == turn; ++step)
    if (!apply_action(copy, c, greedy_action(copy, c, rng, nullptr, nullptr, samples)).ok()) break;
  return table_value(copy, c, focus);
}

// The sum of rollout(s, c, first, seeds[k], focus, kExactOdds) over k < n, played once up to the
// first roll. With exact odds the greedy draws nothing from its rng, so until a step rolls dice
// (a defend, the end of the turn) every seed's rollout makes the same moves to the same table: that
// opening is played once, and each seed goes on from the table before the first step that rolls.
// (Most of a rollout is such an opening: moves, assets, placements, the approach of an overcome.)
double shared_rollouts(const State& s, const Content& c, const Action& first, const uint64_t* seeds, int n, int focus) {
  const int turn = s.session.turn;
  auto running = [&](const State& st, int step) {
    return step < kRolloutSteps && st.status == kInSession && st.session.turn == turn;
  };
  engine::Rng unused(0);  // the greedy's rng: exact odds never draw from it
  // The tables a rollout plays on, kept by the thread: each step is assigned into one of them, so
  // their buffers are reused rather than allocated for every step of every candidate.
  thread_local State pre, next, copy;
  pre = s;
  pre.rng = engine::Rng(seeds[0], 0x5bd1e995ULL);
  const engine::Rng fresh = pre.rng;
  int step = -1;  // greedy steps played after `first`; -1 before `first`
  bool ended = false;
  Action rolled;  // the step that rolled
  for (;;) {
    if (step >= 0 && !running(pre, step)) {
      ended = true;
      break;
    }
    rolled = step < 0 ? first : greedy_action(pre, c, unused, nullptr, nullptr, kExactOdds);
    if (!apply_action_into(pre, next, c, rolled).ok()) {
      if (step < 0) return -1e9 * n;
      ended = true;  // a refused step ends the rollout where it stands
      break;
    }
    if (!(next.rng == fresh)) break;  // this step rolled: each seed plays it from `pre`
    std::swap(pre, next);
    ++step;
  }
  if (ended) return table_value(pre, c, focus) * n;
  // Each seed plays the step that rolled from `pre` (the greedy reads nothing of the State's rng, so
  // its choice there is `rolled` for every seed; the first seed's table after it is `next`), then
  // goes on alone.
  double sum = 0;
  for (int k = 0; k < n; ++k) {
    if (k == 0) {
      std::swap(copy, next);  // pre's rng is the first seed's
    } else {
      pre.rng = engine::Rng(seeds[k], 0x5bd1e995ULL);
      if (!apply_action_into(pre, copy, c, rolled).ok()) {
        if (step < 0) return -1e9 * n;  // cannot happen: the seed does not decide legality
        copy = pre;  // a refused step ends the rollout where it stands
        sum += table_value(copy, c, focus);
        continue;
      }
    }
    for (int t = step < 0 ? 0 : step + 1; running(copy, t); ++t)
      if (!apply_action(copy, c, greedy_action(copy, c, unused, nullptr, nullptr, kExactOdds)).ok()) break;
    sum += table_value(copy, c, focus);
  }
  return sum;
}

}  // namespace

double table_worth(const State& s, const Content& c) { return table_value(s, c, focus_track(s, c)); }
double table_worth(const State& s, const Content& c, int focus) { return table_value(s, c, focus); }
int team_focus(const State& s, const Content& c) { return focus_track(s, c); }

Action greedy_bot_action(const State& s, const Content& c, engine::Rng& rng) {
  return greedy_action(s, c, rng, nullptr, nullptr);
}

namespace bot {

RollOdds roll_odds(int rolls, const std::array<int, 7>& want, unsigned printed) {
  ExactOdds e = exact_odds(rolls, want, printed);
  return {e.success, e.defend_fails, e.placed};
}

Action coop_action(const State& s, const Content& c, engine::Rng& rng, const CoopPlan& plan) {
  const int samples = plan.exact_odds ? kExactOdds : kSampledOdds;
  Scored scored;
  std::vector<Action> legal;
  Action pick = greedy_action(s, c, rng, &scored, &legal, samples);
  if (scored.empty() || s.status != kInSession || s.session.overcome.active || s.pending) return pick;
  // A pass is the greedy's last resort (nothing it weighs is worth a die): the rollouts never found
  // a better move there (0 of 169 passes overruled in 5 campaigns), so it is not looked ahead.
  if (plan.pass_without_lookahead && std::holds_alternative<Pass>(pick)) return pick;
  // Only main choices are looked ahead: the candidates the greedy scored best, and its own pick.
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  const size_t seats = std::min<size_t>(s.session.seats.size(), 4);
  const int width = plan.candidates[seats], runs = std::min(plan.rollouts[seats], kMaxRollouts);
  std::vector<Action> candidates{pick};
  for (const auto& [score, a] : scored) {
    if (static_cast<int>(candidates.size()) > width) break;
    if (std::find(candidates.begin(), candidates.end(), *a) == candidates.end()) candidates.push_back(*a);
  }
  // The greedy has no score for a location's own action (its effect is the location's text); the
  // rollouts judge it, when there are enough of them: with 2 per candidate its lucky rolls won too
  // often (4 players on Cakewalk fell from 8 victories in 40 to 1).
  if (plan.location_actions[seats])
    for (const Action& a : legal)
      if (std::holds_alternative<LocationAction>(a) && std::find(candidates.begin(), candidates.end(), a) == candidates.end())
        candidates.push_back(a);
  if (candidates.size() < 2) return pick;
  int focus = focus_track(s, c);
  std::array<uint64_t, kMaxRollouts> seeds;
  for (auto& x : seeds) x = (static_cast<uint64_t>(rng.next_u32()) << 32) | rng.next_u32();
  double best = -1e18;
  Action chosen = pick;
  for (const Action& a : candidates) {
    double v = 0;
    if (plan.exact_odds && plan.share_openings) {
      v = shared_rollouts(s, c, a, seeds.data(), runs, focus);
    } else {
      for (int k = 0; k < runs; ++k) v += rollout(s, c, a, seeds[k], focus, samples);
    }
    if (v > best) best = v, chosen = a;
  }
  return chosen;
}

}  // namespace bot

Action coop_bot_action(const State& s, const Content& c, engine::Rng& rng) { return bot::coop_action(s, c, rng, bot::CoopPlan{}); }

std::vector<Action> search_shortlist(const State& s, const Content& c) {
  // The odds the greedy weighs overcomes by are rolled with a fixed stream: the list depends on the
  // table alone (every determinization of one position offers the same choices, and nothing of the
  // State's own dice is read).
  engine::Rng odds(0x5eedULL, 0x51ULL);
  Scored scored;
  std::vector<Action> legal;
  Action pick = greedy_action(s, c, odds, &scored, &legal);
  // Forced steps, answers to the table's questions and free placements: the greedy's answer.
  if (scored.empty() || s.status != kInSession || s.session.overcome.active || s.pending) return {pick};
  std::vector<Action> locations;
  for (const Action& a : legal)
    if (std::holds_alternative<LocationAction>(a)) locations.push_back(a);
  return engine::shortlist(pick, scored, kSearchWidth, locations);
}

}  // namespace sb::sw
