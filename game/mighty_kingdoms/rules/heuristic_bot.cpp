// Heuristic bot: scores every legal action and picks the best (ties broken by its own Rng).
// Plan: explore next to its land, take undefended enemy settlements, keep the capital guarded
// when enemies are close, build an economy that feeds its armies (recruit when food allows,
// villages, then cities), deploy towards the frontier, and concede battles it would lose.
#include <algorithm>
#include <deque>

#include "game/mighty_kingdoms/rules/bots.h"
#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
namespace {

bool enemy_tokens(const State& s, int tile, int me) { return has_foreign_token(s, tile, me); }

int enemy_armies_near(const State& s, int tile, int me) {
  int n = 0;
  for (int nb : s.tiles[static_cast<size_t>(tile)].adj)
    if (nb >= 0)
      for (const Token& t : s.tokens)
        if (t.tile == nb && t.owner != me && !t.ship) ++n;
  return n;
}

// Tiles worth walking to: unexplored enterable land, or enemy settlements with nobody in them.
bool is_goal(const State& s, int tile, int me) {
  const Tile& t = s.tiles[static_cast<size_t>(tile)];
  if (!army_enterable(s, tile)) return false;
  if (!t.explored) return true;
  return t.controller >= 0 && t.controller != me && t.settlement != Settlement::kNone && !enemy_tokens(s, tile, me);
}

// Distance (army steps) from each tile to the nearest goal, through army-enterable tiles.
std::vector<int> goal_distance(const State& s, int me) {
  std::vector<int> dist(s.tiles.size(), 1 << 20);
  std::deque<int> queue;
  for (size_t i = 0; i < s.tiles.size(); ++i)
    if (is_goal(s, static_cast<int>(i), me)) {
      dist[i] = 0;
      queue.push_back(static_cast<int>(i));
    }
  while (!queue.empty()) {
    int at = queue.front();
    queue.pop_front();
    for (int n : s.tiles[static_cast<size_t>(at)].adj) {
      if (n < 0 || !army_enterable(s, n) || dist[static_cast<size_t>(n)] <= dist[static_cast<size_t>(at)] + 1) continue;
      dist[static_cast<size_t>(n)] = dist[static_cast<size_t>(at)] + 1;
      queue.push_back(n);
    }
  }
  return dist;
}

struct Scorer {
  const State& s;
  const Content& c;
  int me;
  std::vector<int> dist;
  int capital;

  double order(const Action& a) {
    const Token* t = s.token(a.kind == Act::kEmbark ? a.token2 : a.token);
    if (!t) return -100;
    if (a.kind == Act::kEmbark) return -20;
    switch (a.order) {
      case OrderType::kRegroup: return 5;
      case OrderType::kRaze: return -30;
      case OrderType::kHold: return 0;
      case OrderType::kDefend: {
        double v = 0;
        if (t->tile == capital && enemy_armies_near(s, t->tile, me) > 0) v += 20;
        if (s.tiles[static_cast<size_t>(t->tile)].settlement != Settlement::kNone && enemy_armies_near(s, t->tile, me) > 0) v += 4;
        return v;
      }
      case OrderType::kMove: break;
      default: return -50;
    }
    if (t->ship) return -2;
    int target = s.tile_at(a.tile);
    const Tile& T = s.tiles[static_cast<size_t>(target)];
    // Guard the capital when enemy armies stand next to it and this is its last defender.
    double guard = 0;
    if (t->tile == capital && enemy_armies_near(s, capital, me) > 0 && armies_on(s, capital, me) <= 1) guard = -25;
    if (enemy_tokens(s, target, me)) {
      int theirs = 0;
      for (const Token& x : s.tokens)
        if (x.tile == target && x.owner != me && x.upright && !x.ship) ++theirs;
      int ours = upright_unpaired_armies(s, t->tile, me);
      return (ours > theirs + 1 ? 6 : -15) + guard;
    }
    if (!T.explored) return 14 + guard;
    if (T.controller >= 0 && T.controller != me)
      return 16 + 4 * c.tables.might[static_cast<size_t>(T.settlement)] + guard;
    int before = dist[static_cast<size_t>(t->tile)], after = dist[static_cast<size_t>(target)];
    if (after < before) return 6 - 0.1 * after + guard;
    return -1 + guard;
  }

  double build(const Action& a) {
    const Kingdom& kd = s.kingdoms[static_cast<size_t>(me)];
    int armies = army_count(s, me);
    int spare_food = kd.food - armies * c.tables.army_upkeep_food;
    switch (a.kind) {
      case Act::kPass: return 0;
      case Act::kRecruit:
        if (a.token2 >= 0) return -10;
        return spare_food >= c.tables.army_upkeep_food ? 50 : -10;
      case Act::kBuild: {
        Settlement to = static_cast<Settlement>(a.value);
        int fortresses = 0;
        for (const Tile& t : s.tiles)
          if (t.controller == me && t.settlement == Settlement::kFortress) ++fortresses;
        if (to == Settlement::kCapital) return 60;
        if (to == Settlement::kVillage) return 30;
        if (to == Settlement::kCity) return spare_food >= 1 + c.tables.city_food ? 25 : -5;
        if (to == Settlement::kFortress) return fortresses < 2 && kd.gold >= 3 ? 20 : -5;
        return -5;
      }
      case Act::kQuest: return 10;
      default: return -20;
    }
  }

  double deploy(const Action& a) {
    int tile = s.tile_at(a.tile);
    double v = 0;
    for (int n : s.tiles[static_cast<size_t>(tile)].adj) {
      if (n < 0) continue;
      const Tile& x = s.tiles[static_cast<size_t>(n)];
      if (!x.explored && army_enterable(s, n)) v += 2;
      if (x.controller >= 0 && x.controller != me) v += 1.5;
    }
    if (tile == capital && armies_on(s, tile, me) == 0) v += 3;
    v -= 0.3 * dist[static_cast<size_t>(tile)];
    return v;
  }
};

}  // namespace

Action heuristic_action(const State& s, const Content& c, engine::Rng& rng) {
  std::vector<Action> legal = compute_legal_actions(s, c);
  if (legal.empty()) return Action{};
  int me = s.actor;
  Scorer scorer{s, c, me, {}, capital_tile(s, me)};
  bool needs_dist = s.step == Step::kOrders || s.step == Step::kDeploy;
  if (needs_dist) scorer.dist = goal_distance(s, me);
  auto score = [&](const Action& a) -> double {
    switch (s.step) {
      case Step::kOrders: return scorer.order(a);
      case Step::kBuild: return scorer.build(a);
      case Step::kDeploy: return scorer.deploy(a);
      case Step::kTithe: return a.kind == Act::kPass ? 1 : 0;
      case Step::kVeterancy: {
        // Medals undo old wounds first; scars are rolled rather than spent on honours.
        const Token* army = s.token(a.token);
        bool medals = army && a.value2 < static_cast<int>(army->units.size()) &&
                      army->units[static_cast<size_t>(a.value2)].medals > 0;
        if (a.kind == Act::kVetUndo) return medals ? 2 : 0;
        if (a.kind == Act::kVetRoll) return 1;
        return a.kind == Act::kVetChoose && a.value == 0 ? 1 : 0;
      }
      case Step::kAward: {
        // Medals and artefacts to the strongest unit, scars to the weakest.
        const Token* army = s.token(a.token);
        if (!army || a.value2 < 0) return -1;  // keep a captured artefact on a unit when one can carry it
        double points = army->units[static_cast<size_t>(a.value2)].points;
        return s.battle.awards.empty() || s.battle.awards[0] != 1 ? points : -points;
      }
      case Step::kDisembark: return a.kind == Act::kPass ? 1 : 0;
      case Step::kFeed:
        if (a.kind == Act::kPass) return 100;
        // Disband the most recently recruited army when short.
        return static_cast<double>(a.token);
      case Step::kConcede: {
        int mine = upright_unpaired_armies(s, s.battle.tile, me);
        int other = s.battle.attacker == me ? s.battle.defender : s.battle.attacker;
        int theirs = upright_unpaired_armies(s, s.battle.tile, other);
        bool fight = mine >= theirs || s.battle.forced;
        return (a.kind == Act::kFight) == fight ? 1 : 0;
      }
      case Step::kNavalDeclare: return a.kind == Act::kContinueNaval ? 1 : 0;
      case Step::kBonusMove: return a.kind == Act::kPass ? 1 : 0;
      case Step::kTabletopRecord: return a.kind == Act::kRecordBattle ? 1 : 0;
      case Step::kFallbackConsent: return a.kind == Act::kAcceptFallback ? 1 : 0;
      case Step::kFirstArmy:
        return s.tile_at(a.tile) == scorer.capital ? 1 : 0;
      case Step::kHomeRing: {
        int tile = s.tile_at(a.tile);
        Terrain tr = s.tiles[static_cast<size_t>(tile)].terrain;
        // Settlements on marsh cannot take deployed armies: keep the fortress and city off it.
        if (tr == Terrain::kMarsh) return static_cast<Settlement>(a.value) == Settlement::kVillage ? 0 : -5;
        return 1;
      }
      case Step::kCapitals: {
        int tile = s.tile_at(a.tile);
        int land = 0;
        for (int n : s.tiles[static_cast<size_t>(tile)].adj)
          if (n >= 0 && army_enterable(s, n)) ++land;
        return land;
      }
      default: return 0;
    }
  };
  double best = -1e18;
  std::vector<size_t> best_at;
  for (size_t i = 0; i < legal.size(); ++i) {
    double v = score(legal[i]);
    if (v > best + 1e-9) {
      best = v;
      best_at.assign(1, i);
    } else if (v > best - 1e-9) {
      best_at.push_back(i);
    }
  }
  return legal[best_at[rng.below(static_cast<uint32_t>(best_at.size()))]];
}

}  // namespace sb::mk
