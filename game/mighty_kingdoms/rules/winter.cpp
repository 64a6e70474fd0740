// Winter (spec §5): Recall, Gather, Spend (tithe, build and recruit, feed, discard), Deploy, and
// Scoring (§8).
//
// [SECTION] recall
// [SECTION] gather
// [SECTION] spend
// [SECTION] deploy
// [SECTION] scoring
// [SECTION] legal winter actions
// [SECTION] applying winter actions
#include <algorithm>
#include <tuple>

#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
namespace {

const std::string& kname(const State& s, int k) { return s.kingdoms[static_cast<size_t>(k)].name; }

std::vector<int> anchor_candidates(const State& s, int k) {
  std::vector<int> cities, villages;
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    const Tile& t = s.tiles[i];
    if (t.controller != k) continue;
    if (t.settlement == Settlement::kCity) cities.push_back(static_cast<int>(i));
    if (t.settlement == Settlement::kVillage) villages.push_back(static_cast<int>(i));
  }
  return cities.empty() ? villages : cities;
}

std::vector<int> free_berths(const State& s, int k) {
  std::vector<int> out;
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    const Tile& t = s.tiles[i];
    if (t.controller == k && (t.settlement == Settlement::kCity || t.settlement == Settlement::kCapital) &&
        (t.coastal || t.river) && t.docked_ship < 0)
      out.push_back(static_cast<int>(i));
  }
  return out;
}

std::vector<int> undocked_ships(const State& s, int k) {
  std::vector<int> out;
  for (const Token& t : s.tokens) {
    if (t.owner != k || !t.ship) continue;
    bool docked = t.tile >= 0 && s.tiles[static_cast<size_t>(t.tile)].docked_ship == t.id;
    if (!docked) out.push_back(t.id);
  }
  return out;
}

void supply_check(Ctx& ctx) {
  State& s = ctx.s;
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    if (!s.kingdoms[k].active) continue;
    int anchor = supply_anchor(s, static_cast<int>(k));
    std::vector<char> mask = connected_mask(s, static_cast<int>(k), anchor);
    std::vector<int> ids;
    for (const Token& t : s.tokens)
      if (!t.ship && t.owner == static_cast<int>(k)) ids.push_back(t.id);
    for (int id : ids) {
      Token* t = s.token(id);
      bool supplied = anchor >= 0 && t->tile >= 0 && mask[static_cast<size_t>(t->tile)];
      if (!supplied) {
        bool at_sea = t->tile >= 0 && is_water(s.tiles[static_cast<size_t>(t->tile)]);
        destroy_token(s, id, ctx.events, at_sea ? "lost at sea" : anchor < 0 ? "no anchor" : "out of supply");
        continue;
      }
      t->tile = anchor;
      t->upright = true;
      t->order = Order{};
      t->defending = false;
    }
  }
}

void eliminate_and_check(Ctx& ctx) {
  State& s = ctx.s;
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    Kingdom& kd = s.kingdoms[k];
    if (!kd.active) continue;
    bool controls = std::any_of(s.tiles.begin(), s.tiles.end(),
                                [&](const Tile& t) { return t.controller == static_cast<int>(k); });
    if (controls) continue;
    std::vector<int> ids;
    for (const Token& t : s.tokens)
      if (t.owner == static_cast<int>(k)) ids.push_back(t.id);
    for (int id : ids) destroy_token(s, id, ctx.events, "kingdom eliminated");
    kd.active = false;
    kd.completed_winters = s.year() - 1;
    kd.eliminated_year = s.year();
    ++s.stats.eliminations_per_year[static_cast<size_t>(std::min(s.year(), 6))];
    for (ArtefactState& a : s.artefacts)
      if (a.holder == static_cast<int>(k)) a = ArtefactState{};
    s.player_order.erase(std::remove(s.player_order.begin(), s.player_order.end(), static_cast<int>(k)),
                         s.player_order.end());
    event(ctx.events, "eliminated", static_cast<int>(k), kd.name + " is eliminated");
  }
  int active = 0;
  for (const Kingdom& kd : s.kingdoms) active += kd.active ? 1 : 0;
  if (active <= 1) score_game(s, ctx.c, ctx.events);
}

}  // namespace

// [SECTION] recall
void enter_recall(Ctx& ctx) {
  State& s = ctx.s;
  for (Token& t : s.tokens) {
    t.partner = -1;
    t.order = Order{};
    t.defending = false;
  }
  std::vector<int> need_choice;
  for (int k : active_in_order(s)) {
    Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
    kd.recall_anchor = capital_tile(s, k);
    if (kd.recall_anchor != kNoTile) continue;
    std::vector<int> options = anchor_candidates(s, k);
    if (options.size() == 1) kd.recall_anchor = options[0];
    else if (options.size() > 1) need_choice.push_back(k);
  }
  s.round = engine::PassRound::begin(need_choice);
  s.step = Step::kAnchor;
  continue_recall(ctx);
}

void continue_recall(Ctx& ctx) {
  State& s = ctx.s;
  if (s.step == Step::kAnchor) {
    if (!s.round.order.empty()) {
      s.actor = s.round.order.front();
      return;
    }
    supply_check(ctx);
    s.step = Step::kDock;
  }
  if (s.step == Step::kDock) {
    for (int k : active_in_order(s)) {
      std::vector<int> ships = undocked_ships(s, k);
      if (ships.empty()) continue;
      std::vector<int> berths = free_berths(s, k);
      if (berths.empty()) {
        for (int id : ships) destroy_token(s, id, ctx.events, "no berth for the winter");
        continue;
      }
      if (ships.size() == 1 && berths.size() == 1) {
        Token* t = s.token(ships[0]);
        t->tile = berths[0];
        t->upright = true;
        s.tiles[static_cast<size_t>(berths[0])].docked_ship = t->id;
        continue;
      }
      s.actor = k;
      return;
    }
    eliminate_and_check(ctx);
    s.step = s.game_over ? Step::kGameOver : Step::kNone;
    s.actor = -1;
  }
}

// [SECTION] gather
void enter_gather(Ctx& ctx) {
  State& s = ctx.s;
  for (Kingdom& kd : s.kingdoms) {
    kd.gold = kd.food = 0;
    kd.tithed_to.clear();
  }
  for (const Tile& t : s.tiles) {
    if (t.controller < 0) continue;
    Kingdom& kd = s.kingdoms[static_cast<size_t>(t.controller)];
    kd.gold += ctx.c.tables.income_gold[static_cast<size_t>(t.settlement)];
    kd.food += ctx.c.tables.income_food[static_cast<size_t>(t.settlement)];
  }
  for (int k : active_in_order(s)) {
    const Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
    event(ctx.events, "gather", k, kd.name + " gathers " + std::to_string(kd.gold) + " gold and " +
                                       std::to_string(kd.food) + " food", {kd.gold, kd.food});
  }
  s.step = Step::kNone;
}

// [SECTION] spend
void enter_spend(Ctx& ctx) {
  State& s = ctx.s;
  s.step = Step::kTithe;
  s.round = engine::PassRound::begin(active_in_order(s));
  continue_spend(ctx);
}

static void add_build_actions(const State& s, const Content& c, int k, std::vector<Action>& out,
                              bool stop_at_first = false);

static bool has_step_actions(const State& s, const Content& c, int seat) {
  const Kingdom& kd = s.kingdoms[static_cast<size_t>(seat)];
  if (s.step == Step::kTithe) {
    if (kd.gold <= 0 && kd.food <= 0) return false;
    for (int r : s.player_order)
      if (r != seat && s.kingdoms[static_cast<size_t>(r)].active &&
          std::find(kd.tithed_to.begin(), kd.tithed_to.end(), r) == kd.tithed_to.end())
        return true;
    return false;
  }
  // Only free purchases (naming a capital, quests) remain without gold.
  if (s.step == Step::kBuild && !s.options.wizard_towers && capital_tile(s, seat) != kNoTile) {
    const Tables& tb = c.tables;
    if (kd.gold < std::min({tb.village_gold, tb.city_gold, tb.fortress_gold, tb.army_gold, tb.ship_gold})) return false;
  }
  if (s.step == Step::kBuild) {
    // Reuses one buffer: this runs for every seat on every build turn.
    thread_local std::vector<Action> buffer;
    buffer.clear();
    add_build_actions(s, c, seat, buffer, true);
    return !buffer.empty();
  }
  for (const Action& a : winter_actions_for(s, c, seat))
    if (a.kind != Act::kPass) return true;
  return false;
}

void continue_spend(Ctx& ctx) {
  State& s = ctx.s;
  const Tables& tb = ctx.c.tables;
  if (s.step == Step::kTithe) {
    while (!s.round.done() && !has_step_actions(s, ctx.c, s.round.seat())) s.round.record(true);
    if (!s.round.done()) {
      s.actor = s.round.seat();
      return;
    }
    s.step = Step::kBuild;
    s.round = engine::PassRound::begin(active_in_order(s));
  }
  if (s.step == Step::kBuild) {
    while (!s.round.done() && !has_step_actions(s, ctx.c, s.round.seat())) s.round.record(true);
    if (!s.round.done()) {
      s.actor = s.round.seat();
      return;
    }
    s.step = Step::kFeed;
    s.round = engine::PassRound::begin(active_in_order(s));
  }
  if (s.step == Step::kFeed) {
    while (!s.round.done() && army_count(s, s.round.seat()) == 0) s.round.record(true);
    if (!s.round.done()) {
      s.actor = s.round.seat();
      return;
    }
    for (int k : active_in_order(s)) {
      Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
      int armies = army_count(s, k);
      kd.food -= armies * tb.army_upkeep_food;
      event(ctx.events, "feed", k, kd.name + " feeds " + std::to_string(armies) + " armies");
      if (kd.gold > 0 || kd.food > 0)
        event(ctx.events, "discard", k, kd.name + " loses " + std::to_string(kd.gold) + " gold and " +
                                            std::to_string(kd.food) + " food left over");
      kd.gold = kd.food = 0;
    }
    s.step = Step::kNone;
    s.actor = -1;
  }
}

// [SECTION] deploy
static bool deploy_target_ok(const State& s, const Content& c, int k, int tile, const std::vector<char>& mask) {
  const Tile& t = s.tiles[static_cast<size_t>(tile)];
  return t.controller == k && t.settlement != Settlement::kNone && t.terrain != Terrain::kMarsh &&
         mask[static_cast<size_t>(tile)] && armies_on(s, tile, k) < deploy_limit(s, c, tile);
}

std::vector<int> deploy_targets(const State& s, const Content& c, int k) {
  std::vector<int> out;
  int anchor = supply_anchor(s, k);
  if (anchor < 0) return out;
  std::vector<char> mask = connected_mask(s, k, anchor);
  for (size_t i = 0; i < s.tiles.size(); ++i)
    if (deploy_target_ok(s, c, k, static_cast<int>(i), mask)) out.push_back(static_cast<int>(i));
  return out;
}

static bool has_staged(const State& s, int k) {
  for (const Token& t : s.tokens)
    if (t.owner == k && t.tile == kStaging) return true;
  return false;
}

void enter_deploy(Ctx& ctx) {
  State& s = ctx.s;
  for (int k : active_in_order(s)) {
    int anchor = supply_anchor(s, k);
    std::vector<char> mask = connected_mask(s, k, anchor);
    for (Token& t : s.tokens) {
      if (t.owner != k || t.ship) continue;
      bool stays = t.recruit_fortress >= 0 && t.tile == t.recruit_fortress &&
                   (anchor < 0 || !mask[static_cast<size_t>(t.tile)]);
      if (!stays) t.tile = kStaging;
    }
  }
  recompute_player_order(s);
  std::vector<int> order = active_in_order(s);
  s.brakes_active = order.size() >= 2 && army_count(s, order[0]) > army_count(s, order[1]);
  s.brake_seat = s.brakes_active ? order[0] : -1;
  s.round = engine::PassRound::begin(order);
  s.step = Step::kDeploy;
  continue_deploy(ctx);
}

static void finish_winter(Ctx& ctx) {
  State& s = ctx.s;
  for (Tile& t : s.tiles) {
    t.built_this_winter = t.recruited_this_winter = false;
    t.docked_ship = -1;
  }
  for (Token& t : s.tokens) {
    t.recruit_fortress = kNoTile;
    if (t.ship) t.upright = true;
    for (Unit& u : t.units) u.quested = false;
  }
  for (Kingdom& kd : s.kingdoms) {
    kd.tithed_to.clear();
    kd.quested_towers.clear();
    kd.gold = kd.food = 0;
  }
  s.step = Step::kNone;
  s.actor = -1;
}

static bool holds_unassigned_artefact(const State& s, int k) {
  bool free_unit = false;
  for (const Token& t : s.tokens)
    if (t.owner == k && !t.ship && t.tile >= 0)
      for (const Unit& u : t.units) free_unit = free_unit || u.artefact < 0;
  if (!free_unit) return false;
  for (const ArtefactState& a : s.artefacts)
    if (a.holder == k && a.army < 0) return true;
  return false;
}

void continue_deploy(Ctx& ctx) {
  State& s = ctx.s;
  if (s.step == Step::kDeploy) {
    for (int guard = 0; guard < 64; ++guard) {
      int k = -1;
      if (s.brakes_active && has_staged(s, s.brake_seat)) k = s.brake_seat;
      else {
        s.brakes_active = false;
        int idx = -1;
        int n = static_cast<int>(s.player_order.size());
        k = next_seat_from(s, n ? s.round.current % n : 0, [&](int seat) { return has_staged(s, seat); }, &idx);
        if (k >= 0) s.round.current = idx;
      }
      if (k < 0) break;
      if (deploy_targets(s, ctx.c, k).empty()) {
        std::vector<int> ids;
        for (const Token& t : s.tokens)
          if (t.owner == k && t.tile == kStaging) ids.push_back(t.id);
        for (int id : ids) destroy_token(s, id, ctx.events, "no room to deploy");
        continue;
      }
      s.actor = k;
      return;
    }
    // Artefacts held at a capital or won this winter are assigned now (option §9.4).
    if (s.options.magical_artefacts) {
      for (ArtefactState& a : s.artefacts)
        if (a.holder >= 0 && a.army < 0) a.at_capital = false;
      s.step = Step::kArtefacts;
    } else {
      finish_winter(ctx);
      return;
    }
  }
  if (s.step == Step::kArtefacts) {
    for (int k : active_in_order(s))
      if (holds_unassigned_artefact(s, k)) {
        s.actor = k;
        return;
      }
    // Artefacts of kingdoms with no army wait at their capital, else go back to the pool.
    for (ArtefactState& a : s.artefacts)
      if (a.holder >= 0 && a.army < 0) {
        if (capital_tile(s, a.holder) != kNoTile) a.at_capital = true;
        else a = ArtefactState{};
      }
    finish_winter(ctx);
  }
}

// [SECTION] scoring
int kingdom_might(const State& s, const Content& c, int k) {
  const Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
  if (!kd.active) return kd.battle_might;
  int might = kd.battle_might;
  for (const Tile& t : s.tiles)
    if (t.controller == k) might += c.tables.might[static_cast<size_t>(t.settlement)];
  for (const Token& t : s.tokens)
    if (t.owner == k) might += t.ship ? c.tables.might_per_ship : c.tables.might_per_army;
  return might;
}

const char* const kTieBreakNames[5] = {"armies", "cities", "fortresses", "villages", "completed winters"};

Ranking rank_kingdoms(const State& s, const Content& c) {
  size_t n = s.kingdoms.size();
  Ranking r;
  r.might.resize(n);
  r.place.resize(n);
  r.tie.resize(n);
  std::vector<std::tuple<int, int, int, int, int, int>> key(n);
  for (size_t k = 0; k < n; ++k) {
    int ki = static_cast<int>(k);
    r.might[k] = kingdom_might(s, c, ki);
    int cities = 0, forts = 0, villages = 0;
    if (s.kingdoms[k].active)
      for (const Tile& t : s.tiles) {
        if (t.controller != ki) continue;
        if (t.settlement == Settlement::kCity || t.settlement == Settlement::kCapital) ++cities;
        if (t.settlement == Settlement::kFortress) ++forts;
        if (t.settlement == Settlement::kVillage) ++villages;
      }
    int winters = s.kingdoms[k].active ? c.calendar.periods : s.kingdoms[k].completed_winters;
    key[k] = {r.might[k], army_count(s, ki), cities, forts, villages, winters};
    r.tie[k] = {army_count(s, ki), cities, forts, villages, winters};
  }
  for (size_t k = 0; k < n; ++k) {
    int better = 0;
    for (size_t j = 0; j < n; ++j)
      if (key[j] > key[k]) ++better;
    r.place[k] = better + 1;
  }
  return r;
}

void score_game(State& s, const Content& c, Events& ev) {
  for (Kingdom& kd : s.kingdoms)
    if (kd.active) kd.completed_winters = c.calendar.periods;
  Ranking r = rank_kingdoms(s, c);
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    s.kingdoms[k].final_might = r.might[k];
    event(ev, "score", static_cast<int>(k),
          s.kingdoms[k].name + ": might " + std::to_string(r.might[k]) + ", place " + std::to_string(r.place[k]),
          {r.might[k], r.place[k]});
  }
  s.game_over = true;
  s.step = Step::kGameOver;
  s.actor = -1;
}

void enter_scoring(Ctx& ctx) { score_game(ctx.s, ctx.c, ctx.events); }

// [SECTION] legal winter actions
static void add_build_actions(const State& s, const Content& c, int k, std::vector<Action>& out, bool stop_at_first) {
  const Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
  const Tables& tb = c.tables;
  bool has_capital = capital_tile(s, k) != kNoTile;
  int armies = army_count(s, k);
  auto build = [&](int tile, Settlement to) {
    Action a;
    a.kind = Act::kBuild;
    a.has_tile = true;
    a.tile = s.tiles[static_cast<size_t>(tile)].hex;
    a.value = static_cast<int>(to);
    out.push_back(a);
  };
  std::vector<const Token*> own_armies;
  int non_allied = 0;
  bool has_allied = false;
  for (const Token& t : s.tokens)
    if (t.owner == k && !t.ship) {
      own_armies.push_back(&t);
      if (t.allied) has_allied = true;
      else ++non_allied;
    }
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    if (stop_at_first && !out.empty()) return;
    const Tile& t = s.tiles[i];
    int ti = static_cast<int>(i);
    if (t.controller != k) continue;
    if (!t.built_this_winter) {
      if (t.settlement == Settlement::kNone && !t.tower && kd.gold >= tb.village_gold) build(ti, Settlement::kVillage);
      if (t.settlement == Settlement::kVillage && kd.gold >= tb.city_gold && kd.food >= tb.city_food)
        build(ti, Settlement::kCity);
      if (t.settlement == Settlement::kVillage && kd.gold >= tb.fortress_gold) build(ti, Settlement::kFortress);
      if (t.settlement == Settlement::kCity && !has_capital && kd.gold >= tb.capital_gold)
        build(ti, Settlement::kCapital);
    }
    if ((t.settlement == Settlement::kCity || t.settlement == Settlement::kCapital) && (t.coastal || t.river) &&
        t.docked_ship < 0 && kd.gold >= tb.ship_gold) {
      Action a;
      a.kind = Act::kBuildShip;
      a.has_tile = true;
      a.tile = t.hex;
      out.push_back(a);
    }
    if (t.settlement == Settlement::kFortress && !t.recruited_this_winter && kd.gold >= tb.army_gold) {
      // Which lists may be recruited here: the race's own, and allied races' (tabletop only).
      std::vector<std::pair<int, int>> choices;  // (template, allied race or -1)
      if (!lists_kept(s)) choices.push_back({-1, -1});
      else {
        const Race& race = c.races[static_cast<size_t>(kd.race)];
        bool monsters = true, machines = true;
        if (s.options.recruit_terrain_restrictions) {
          monsters = machines = false;
          auto look = [&](int tile) {
            Terrain tr = s.tiles[static_cast<size_t>(tile)].terrain;
            if (tr == Terrain::kMountains || tr == Terrain::kMarsh) monsters = true;
            if (tr == Terrain::kForest) machines = true;
          };
          look(ti);
          for (int n : t.adj)
            if (n >= 0 && s.tiles[static_cast<size_t>(n)].controller == k) look(n);
        }
        auto fits = [&](const ArmyTemplate& a) {
          return (monsters || !a.has(UnitType::kMonster)) && (machines || !a.has(UnitType::kWarMachine));
        };
        for (size_t a = 0; a < race.armies.size(); ++a)
          if (fits(race.armies[a])) choices.push_back({static_cast<int>(a), -1});
        if (s.options.battle_mode == BattleMode::kTabletop && non_allied >= 3 && !has_allied)
          for (const std::string& ally : race.allies) {
            int ar = c.race_index(ally);
            const Race& other = c.races[static_cast<size_t>(ar)];
            for (size_t a = 0; a < other.armies.size(); ++a)
              if (fits(other.armies[a])) choices.push_back({static_cast<int>(a), ar});
          }
      }
      for (auto [tmpl, ally] : choices) {
        Action a;
        a.kind = Act::kRecruit;
        a.has_tile = true;
        a.tile = t.hex;
        a.value = tmpl;
        a.value2 = ally;
        if (armies >= tb.max_armies) {
          for (const Token* d : own_armies) {
            a.token2 = d->id;
            out.push_back(a);
          }
        } else {
          out.push_back(a);
        }
      }
    }
  }
  if (s.options.wizard_towers) {
    for (size_t i = 0; i < s.tiles.size(); ++i) {
      const Tile& t = s.tiles[i];
      if (!t.tower) continue;
      bool adjacent = false;
      for (int n : t.adj)
        if (n >= 0 && s.tiles[static_cast<size_t>(n)].controller == k) adjacent = true;
      if (!adjacent) continue;
      if (std::find(kd.quested_towers.begin(), kd.quested_towers.end(), static_cast<int>(i)) !=
          kd.quested_towers.end())
        continue;
      for (const Token* army : own_armies)
        for (size_t u = 0; u < army->units.size(); ++u)
          if (army->units[u].type == UnitType::kHero && !army->units[u].quested) {
            Action a;
            a.kind = Act::kQuest;
            a.has_tile = true;
            a.tile = t.hex;
            a.token = army->id;
            a.value = static_cast<int>(u);
            out.push_back(a);
          }
    }
  }
}

std::vector<Action> winter_actions(const State& s, const Content& c) { return winter_actions_for(s, c, s.actor); }

std::vector<Action> winter_actions_for(const State& s, const Content& c, int k) {
  std::vector<Action> out;
  if (k < 0) return out;
  out.reserve(32);
  const Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
  Action pass;
  switch (s.step) {
    case Step::kAnchor:
      for (int tile : anchor_candidates(s, k)) {
        Action a;
        a.kind = Act::kChooseAnchor;
        a.has_tile = true;
        a.tile = s.tiles[static_cast<size_t>(tile)].hex;
        out.push_back(a);
      }
      break;
    case Step::kDock: {
      std::vector<int> berths = free_berths(s, k);
      for (int id : undocked_ships(s, k))
        for (int tile : berths) {
          Action a;
          a.kind = Act::kDockShip;
          a.token = id;
          a.has_tile = true;
          a.tile = s.tiles[static_cast<size_t>(tile)].hex;
          out.push_back(a);
        }
      break;
    }
    case Step::kTithe:
      out.push_back(pass);
      for (int r : active_in_order(s)) {
        if (r == k || std::find(kd.tithed_to.begin(), kd.tithed_to.end(), r) != kd.tithed_to.end()) continue;
        for (auto [g, f] : {std::pair{1, 0}, std::pair{0, 1}, std::pair{1, 1}}) {
          if (kd.gold < g || kd.food < f) continue;
          Action a;
          a.kind = Act::kTithe;
          a.value = r;
          a.value2 = g;
          a.value3 = f;
          out.push_back(a);
        }
      }
      break;
    case Step::kBuild:
      out.push_back(pass);
      add_build_actions(s, c, k, out);
      break;
    case Step::kFeed:
      if (kd.food >= army_count(s, k) * c.tables.army_upkeep_food) out.push_back(pass);
      for (const Token& t : s.tokens)
        if (t.owner == k && !t.ship) {
          Action a;
          a.kind = Act::kDisband;
          a.token = t.id;
          out.push_back(a);
        }
      break;
    case Step::kDeploy: {
      std::vector<int> targets = deploy_targets(s, c, k);
      for (const Token& t : s.tokens)
        if (t.owner == k && t.tile == kStaging)
          for (int tile : targets) {
            Action a;
            a.kind = Act::kDeploy;
            a.token = t.id;
            a.has_tile = true;
            a.tile = s.tiles[static_cast<size_t>(tile)].hex;
            out.push_back(a);
          }
      break;
    }
    case Step::kArtefacts:
      for (size_t i = 0; i < s.artefacts.size(); ++i) {
        const ArtefactState& art = s.artefacts[i];
        if (art.holder != k || art.army >= 0) continue;
        for (const Token& t : s.tokens)
          if (t.owner == k && !t.ship && t.tile >= 0)
            for (size_t u = 0; u < t.units.size(); ++u)
              if (t.units[u].artefact < 0) {
                Action a;
                a.kind = Act::kAssignArtefact;
                a.value = static_cast<int>(i);
                a.token = t.id;
                a.value2 = static_cast<int>(u);
                out.push_back(a);
              }
      }
      break;
    default:
      break;
  }
  return out;
}

// [SECTION] applying winter actions
static void run_quest(Ctx& ctx, int k, int tower, Token& army, size_t unit_index) {
  State& s = ctx.s;
  Unit& hero = army.units[unit_index];
  hero.quested = true;
  int die = s.rng.d6();
  int roll = die + hero.points / 100;
  const Tables::QuestRow* row = nullptr;
  for (const Tables::QuestRow& q : ctx.c.tables.quest)
    if (roll >= q.min_roll) {
      row = &q;
      break;
    }
  std::string who = kname(s, k) + "'s " +
                    ctx.c.races[static_cast<size_t>(hero.race)].armies[static_cast<size_t>(hero.army_template)]
                        .units[static_cast<size_t>(hero.profile)].name;
  event(ctx.events, "quest", k, who + " quests at the tower " + tile_label(s, tower) + ": rolled " +
                                    std::to_string(die) + " → " + std::to_string(roll), {die, roll}, tower);
  if (!row || row->effect == "nothing") return;
  if (row->effect == "hero_lost") {
    event(ctx.events, "quest_lost", k, who + " never returns");
    for (ArtefactState& a : s.artefacts)
      if (a.army == army.id && a.unit == static_cast<int>(unit_index)) a = ArtefactState{};
    for (ArtefactState& a : s.artefacts)
      if (a.army == army.id && a.unit > static_cast<int>(unit_index)) --a.unit;
    army.units.erase(army.units.begin() + static_cast<long>(unit_index));
    if (army.units.empty()) destroy_token(s, army.id, ctx.events, "its last unit was lost on a quest");
    return;
  }
  if (row->effect == "scar") {
    int d = s.rng.d6();
    std::vector<std::string> options = quest_scar_options(s, ctx.c, army, unit_index, d - 1);
    event(ctx.events, "roll", k, who + " rolls for the scar: " + std::to_string(d) + " → " + std::to_string(d - 1), {d, d - 1},
          tower);
    if (options.size() >= 2) {  // the owner picks (§7.3), as in Reform
      s.vet_queue = {army.id, static_cast<int>(unit_index)};
      s.vet_choice = options;
      s.quest_scar = true;
      return;
    }
    apply_scar_row(s, ctx.c, army, unit_index, d - 1, ctx.events, (s.year() - 1) * 6 + 6);
    return;
  }
  if (!s.options.magical_artefacts) return;
  std::vector<int> pool;
  for (size_t i = 0; i < s.artefacts.size(); ++i) {
    int pts = ctx.c.artefacts[i].points;
    if (s.artefacts[i].holder < 0 && pts >= row->min_points && pts <= row->max_points) pool.push_back(static_cast<int>(i));
  }
  if (pool.empty()) {
    event(ctx.events, "quest", k, "No artefact of that worth is left to find");
    return;
  }
  int pick = pool[s.rng.below(static_cast<uint32_t>(pool.size()))];
  s.artefacts[static_cast<size_t>(pick)] = ArtefactState{k, -1, -1, false};
  event(ctx.events, "artefact_found", k, who + " finds an artefact", {pick});
}

void apply_winter(Ctx& ctx, const Action& a) {
  State& s = ctx.s;
  const Tables& tb = ctx.c.tables;
  int k = s.actor;
  Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
  int tile = a.has_tile ? s.tile_at(a.tile) : kNoTile;
  switch (a.kind) {
    case Act::kChooseAnchor:
      kd.recall_anchor = tile;
      s.round.order.erase(s.round.order.begin());
      event(ctx.events, "anchor", k, kd.name + " winters its armies at " + tile_label(s, tile));
      continue_recall(ctx);
      return;
    case Act::kDockShip: {
      Token* t = s.token(a.token);
      t->tile = tile;
      t->upright = true;
      s.tiles[static_cast<size_t>(tile)].docked_ship = t->id;
      event(ctx.events, "dock", k, token_label(s, *t) + " docks at " + tile_label(s, tile));
      continue_recall(ctx);
      return;
    }
    case Act::kTithe: {
      Kingdom& to = s.kingdoms[static_cast<size_t>(a.value)];
      kd.gold -= a.value2;
      kd.food -= a.value3;
      to.gold += a.value2;
      to.food += a.value3;
      kd.tithed_to.push_back(a.value);
      std::sort(kd.tithed_to.begin(), kd.tithed_to.end());
      event(ctx.events, "tithe", k, kd.name + " gives " + to.name + " " + std::to_string(a.value2) + " gold and " +
                                        std::to_string(a.value3) + " food", {a.value, a.value2, a.value3});
      s.round.record(false);
      continue_spend(ctx);
      return;
    }
    case Act::kBuild: {
      Tile& t = s.tiles[static_cast<size_t>(tile)];
      Settlement to = static_cast<Settlement>(a.value);
      int gold = to == Settlement::kVillage ? tb.village_gold : to == Settlement::kCity ? tb.city_gold
               : to == Settlement::kFortress ? tb.fortress_gold : tb.capital_gold;
      int food = to == Settlement::kCity ? tb.city_food : 0;
      kd.gold -= gold;
      kd.food -= food;
      event(ctx.events, "build", k, kd.name + " builds a " + settlement_name(to) + " at " + tile_label(s, tile),
            {t.hex.q, t.hex.r, a.value});
      t.settlement = to;
      t.built_this_winter = true;
      s.round.record(false);
      continue_spend(ctx);
      return;
    }
    case Act::kBuildShip: {
      kd.gold -= tb.ship_gold;
      int id = add_ship(s, k, tile);
      s.tiles[static_cast<size_t>(tile)].docked_ship = id;
      event(ctx.events, "build_ship", k, kd.name + " builds a ship at " + tile_label(s, tile));
      s.round.record(false);
      continue_spend(ctx);
      return;
    }
    case Act::kRecruit: {
      if (a.token2 >= 0) destroy_token(s, a.token2, ctx.events, "disbanded to make room");
      kd.gold -= tb.army_gold;
      int race = a.value2 >= 0 ? a.value2 : kd.race;
      int id = add_army(s, ctx.c, k, tile, a.value, race);
      Token* t = s.token(id);
      t->recruit_fortress = tile;
      if (a.value2 >= 0) {
        t->allied = true;
        t->ally_race = a.value2;
      }
      if (s.options.recruit_terrain_restrictions) {
        bool monsters = false, machines = false;
        auto look = [&](int x) {
          Terrain tr = s.tiles[static_cast<size_t>(x)].terrain;
          if (tr == Terrain::kMountains || tr == Terrain::kMarsh) monsters = true;
          if (tr == Terrain::kForest) machines = true;
        };
        look(tile);
        for (int n : s.tiles[static_cast<size_t>(tile)].adj)
          if (n >= 0 && s.tiles[static_cast<size_t>(n)].controller == k) look(n);
        t->may_field_monsters = monsters;
        t->may_field_war_machines = machines;
      }
      s.tiles[static_cast<size_t>(tile)].recruited_this_winter = true;
      event(ctx.events, "recruit", k, kd.name + " recruits army A" + std::to_string(t->number) + " at " +
                                          tile_label(s, tile), {id});
      s.round.record(false);
      continue_spend(ctx);
      return;
    }
    case Act::kQuest: {
      Token* army = s.token(a.token);
      kd.quested_towers.push_back(tile);
      std::sort(kd.quested_towers.begin(), kd.quested_towers.end());
      run_quest(ctx, k, tile, *army, static_cast<size_t>(a.value));
      s.round.record(false);
      if (s.quest_scar) {
        s.step = Step::kVeterancy;
        s.actor = k;
        return;
      }
      continue_spend(ctx);
      return;
    }
    case Act::kDisband: {
      destroy_token(s, a.token, ctx.events, "disbanded");
      s.round.record(false);
      continue_spend(ctx);
      return;
    }
    case Act::kDeploy: {
      Token* t = s.token(a.token);
      t->tile = tile;
      t->upright = true;
      if (!ctx.quiet) event(ctx.events, "deploy", k, token_label(s, *t) + " deploys to " + tile_label(s, tile));
      int n = static_cast<int>(s.player_order.size());
      if (!s.brakes_active) s.round.current = n ? (s.round.current + 1) % n : 0;
      continue_deploy(ctx);
      return;
    }
    case Act::kAssignArtefact: {
      Token* t = s.token(a.token);
      ArtefactState& art = s.artefacts[static_cast<size_t>(a.value)];
      art.army = t->id;
      art.unit = a.value2;
      art.at_capital = false;
      art.revealed = false;  // a secret assignment (§9.4)
      t->units[static_cast<size_t>(a.value2)].artefact = a.value;
      continue_deploy(ctx);
      return;
    }
    case Act::kPass:
      if (s.step == Step::kFeed) {
        // Feed is one decision per kingdom: passing means "feed the rest"; it leaves the round.
        auto it = std::find(s.round.order.begin(), s.round.order.end(), k);
        size_t idx = static_cast<size_t>(it - s.round.order.begin());
        s.round.order.erase(it);
        s.round.passes_in_row = 0;
        s.round.current = s.round.order.empty() ? 0 : static_cast<int>(idx % s.round.order.size());
      } else {
        s.round.record(true);
      }
      continue_spend(ctx);
      return;
    default:
      return;
  }
}

}  // namespace sb::mk
