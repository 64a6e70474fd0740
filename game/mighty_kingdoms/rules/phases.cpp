// Phase flow: the PhaseMachine bindings (calendar phase id → handler), setup steps, and the
// Summer order/resolution cycles and Reform (spec §2, §4).
//
// [SECTION] cycles
// [SECTION] setup
// [SECTION] summer orders
// [SECTION] summer resolution
// [SECTION] reform
// [SECTION] bindings
#include "game/mighty_kingdoms/rules/phases.h"

#include <algorithm>

#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {

// [SECTION] cycles
int next_seat_from(const State& s, int start, const std::function<bool(int)>& pred, int* index_out) {
  int n = static_cast<int>(s.player_order.size());
  for (int i = 0; i < n; ++i) {
    int idx = (start + i) % n;
    int k = s.player_order[static_cast<size_t>(idx)];
    if (!s.kingdoms[static_cast<size_t>(k)].active) continue;
    if (pred(k)) {
      if (index_out) *index_out = idx;
      return k;
    }
  }
  return -1;
}

void settle(Ctx& ctx) {
  if (ctx.s.in_setup) return;
  ctx.c.machine.settle(ctx.c.calendar, ctx, ctx.s.cursor, [](const Ctx& x) { return x.s.game_over; });
  if (ctx.s.cursor.finished) {
    ctx.s.game_over = true;
    ctx.s.step = Step::kGameOver;
    ctx.s.actor = -1;
  }
}

// [SECTION] setup
void finish_setup_step(Ctx& ctx) {
  State& s = ctx.s;
  auto first_missing_race = [&]() {
    for (size_t k = 0; k < s.kingdoms.size(); ++k)
      if (s.kingdoms[k].race < 0) return static_cast<int>(k);
    return -1;
  };
  if (s.step == Step::kRaces) {
    int k = first_missing_race();
    if (k >= 0) {
      s.actor = k;
      return;
    }
    std::string text = "Races revealed:";
    for (const Kingdom& kd : s.kingdoms) text += " " + kd.name + " — " + ctx.c.races[static_cast<size_t>(kd.race)].name + ";";
    event(ctx.events, "races_revealed", -1, text);
    s.player_order.clear();
    for (size_t k = 0; k < s.kingdoms.size(); ++k) s.player_order.push_back(static_cast<int>(k));
    s.rng.shuffle(s.player_order);
    std::string order = "Player order:";
    for (int k : s.player_order) order += " " + s.kingdoms[static_cast<size_t>(k)].name;
    event(ctx.events, "player_order", -1, order, s.player_order);
    s.step = Step::kCapitals;
    s.round.current = 0;
  }
  auto has_capital = [&](int k) { return capital_tile(s, k) != kNoTile; };
  if (s.step == Step::kCapitals) {
    for (int k : s.player_order)
      if (!has_capital(k)) {
        s.actor = k;
        return;
      }
    s.step = Step::kHomeRing;
  }
  if (s.step == Step::kHomeRing) {
    for (int k : s.player_order) {
      Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
      if (!kd.to_place.empty()) {
        // With fewer free land neighbours than pieces, the rest are dropped (the validator
        // guarantees at least 4, so this only guards hand-made scenarios).
        int cap = capital_tile(s, k);
        int free_tiles = 0;
        for (int n : s.tiles[static_cast<size_t>(cap)].adj)
          if (n >= 0 && !is_water(s.tiles[static_cast<size_t>(n)]) &&
              s.tiles[static_cast<size_t>(n)].settlement == Settlement::kNone && s.tiles[static_cast<size_t>(n)].controller < 0)
            ++free_tiles;
        if (free_tiles > 0) {
          s.actor = k;
          return;
        }
        kd.to_place.clear();
      }
    }
    s.step = Step::kFirstArmy;
  }
  if (s.step == Step::kFirstArmy) {
    for (int k : s.player_order)
      if (s.kingdoms[static_cast<size_t>(k)].next_army_number == 1) {
        s.actor = k;
        return;
      }
    // Setup done: Year 1, Summer, Month 1, setup order.
    s.in_setup = false;
    s.step = Step::kNone;
    s.actor = -1;
    s.cursor = engine::CalendarCursor{};
    ctx.c.machine.start(ctx.c.calendar, ctx, s.cursor, [](const Ctx& x) { return x.s.game_over; });
    if (s.cursor.finished) {
      s.game_over = true;
      s.step = Step::kGameOver;
    }
  }
}

// [SECTION] summer orders
static bool has_land_pair(const State& s, int k) {
  for (const Token& t : s.tokens)
    if (t.owner == k && t.ship && t.partner >= 0 && t.tile >= 0 && !is_water(s.tiles[static_cast<size_t>(t.tile)]))
      return true;
  return false;
}

static bool has_unordered(const State& s, int k) {
  for (const Token& t : s.tokens)
    if (t.owner == k && (t.ship || t.partner < 0) && t.tile >= 0 && t.order.type == OrderType::kNone) return true;
  return false;
}
static bool has_unresolved(const State& s, int k) {
  for (const Token& t : s.tokens)
    if (t.owner == k && (t.ship || t.partner < 0) && t.tile >= 0 && t.order.type != OrderType::kNone &&
        !t.order.resolved)
      return true;
  return false;
}

void continue_disembark(Ctx& ctx) {
  State& s = ctx.s;
  while (!s.round.done() && !has_land_pair(s, s.round.seat())) s.round.record(true);
  if (!s.round.done()) {
    s.actor = s.round.seat();
    return;
  }
  // A1 brakes, then A2.
  s.step = Step::kOrders;
  s.round = engine::PassRound::begin(active_in_order(s));
  std::vector<int> order = active_in_order(s);
  s.brakes_active = false;
  if (order.size() >= 2 && army_count(s, order[0]) > army_count(s, order[1])) {
    s.brakes_active = true;
    s.brake_seat = order[0];
    event(ctx.events, "brakes", order[0], s.kingdoms[static_cast<size_t>(order[0])].name +
                                               " has more armies than the next player and orders all its tokens first");
  }
  s.round.current = 0;
  continue_orders(ctx);
}

void start_disembark_or_orders(Ctx& ctx) {
  State& s = ctx.s;
  for (Token& t : s.tokens) {
    t.order = Order{};
    t.moved_from = t.moved_to = kNoTile;
    t.fatigue_exempt = false;
  }
  s.step = Step::kDisembark;
  s.round = engine::PassRound::begin(active_in_order(s));
  continue_disembark(ctx);
}

void continue_orders(Ctx& ctx) {
  State& s = ctx.s;
  if (s.brakes_active) {
    if (has_unordered(s, s.brake_seat)) {
      s.actor = s.brake_seat;
      return;
    }
    s.brakes_active = false;
  }
  int n = static_cast<int>(s.player_order.size());
  int idx = -1;
  int k = next_seat_from(s, n ? s.round.current % n : 0, [&](int seat) { return has_unordered(s, seat); }, &idx);
  if (k < 0) {
    s.step = Step::kNone;
    s.actor = -1;
    return;
  }
  s.round.current = idx;
  s.actor = k;
}

// [SECTION] summer resolution
void continue_resolution(Ctx& ctx) {
  State& s = ctx.s;
  int n = static_cast<int>(s.player_order.size());
  int idx = -1;
  int k = next_seat_from(s, n ? s.round.current % n : 0, [&](int seat) { return has_unresolved(s, seat); }, &idx);
  if (k < 0) {
    s.step = Step::kNone;
    s.actor = -1;
    return;
  }
  s.round.current = idx;
  s.actor = k;
}

static bool city_or_capital(const Tile& t) {
  return t.settlement == Settlement::kCity || t.settlement == Settlement::kCapital;
}

void resolve_order(Ctx& ctx, Token& t) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  t.order.resolved = true;
  std::string who = ctx.quiet && t.order.type == OrderType::kMove ? std::string() : token_label(s, t);
  switch (t.order.type) {
    case OrderType::kMove: {
      int origin = t.tile;
      int target = t.order.target;
      Tile& T = s.tiles[static_cast<size_t>(target)];
      if (T.tower) {
        event(ctx.events, "move_failed", t.owner, who + " cannot enter the Wizard's Tower at " + tile_label(s, target));
        return;
      }
      bool exempt = city_or_capital(s.tiles[static_cast<size_t>(origin)]) || city_or_capital(T);
      if (!T.explored && is_water(T)) {
        T.explored = true;
        move_token(s, t, target);
        event(ctx.events, "explore", t.owner, who + " sails into unexplored water " + tile_label(s, target),
              {T.hex.q, T.hex.r});
      } else if (!T.explored) {
        auto [d1, d2] = s.rng.two_d6();
        int roll = d1 + d2;
        Settlement found = c.tables.exploration[static_cast<size_t>(roll)];
        bool tower = false;
        if (s.options.wizard_towers && d1 == d2) {
          auto [e1, e2] = s.rng.two_d6();
          tower = e1 == e2;
          event(ctx.events, "roll", t.owner, "Doubles! Tower check rolls " + std::to_string(e1) + "+" + std::to_string(e2),
                {e1, e2}, target);
        }
        ++s.stats.explore_rolls[static_cast<size_t>(roll)];
        T.explored = true;
        if (tower) {
          ++s.stats.explore_results[kSettlementKinds];
          T.tower = true;
          event(ctx.events, "explore", t.owner, who + " rolled " + std::to_string(d1) + "+" + std::to_string(d2) +
                                                     " and found a Wizard's Tower at " + tile_label(s, target) +
                                                     "; it turns back", {T.hex.q, T.hex.r, d1, d2, -1});
          return;
        }
        ++s.stats.explore_results[static_cast<size_t>(found)];
        T.settlement = found;
        move_token(s, t, target);
        set_controller(s, target, t.owner, ctx.events);
        event(ctx.events, "explore", t.owner, who + " rolled " + std::to_string(d1) + "+" + std::to_string(d2) +
                                                   " exploring " + tile_label(s, target),
              {T.hex.q, T.hex.r, d1, d2, static_cast<int>(found)});
      } else {
        move_token(s, t, target);
        if (!ctx.quiet) event(ctx.events, "move", t.owner, who + " moves to " + tile_label(s, target), {T.hex.q, T.hex.r});
        if (!is_water(T) && !has_foreign_token(s, target, t.owner)) set_controller(s, target, t.owner, ctx.events);
      }
      if (!t.ship && t.partner < 0) {
        t.moved_from = origin;
        t.moved_to = target;
        t.fatigue_exempt = exempt;
      }
      return;
    }
    case OrderType::kDefend:
      t.defending = true;
      event(ctx.events, "defend", t.owner, who + " defends " + tile_label(s, t.tile));
      return;
    case OrderType::kRaze: {
      Tile& T = s.tiles[static_cast<size_t>(t.tile)];
      if (T.settlement != Settlement::kNone && !has_foreign_token(s, t.tile, t.owner)) {
        T.raze_pending = true;
        remove_settlement(s, t.tile, ctx.events);
      } else {
        event(ctx.events, "raze_failed", t.owner, who + " could not raze " + tile_label(s, t.tile));
      }
      return;
    }
    case OrderType::kRegroup:
      t.upright = true;
      if (t.partner >= 0)
        if (Token* p = s.token(t.partner)) p->upright = true;
      event(ctx.events, "regroup", t.owner, who + " regroups");
      return;
    case OrderType::kHold:
    case OrderType::kNone:
      return;
  }
}

// [SECTION] reform
void enter_reform(Ctx& ctx) {
  State& s = ctx.s;
  // D1 terrain fatigue
  if (s.options.terrain_fatigue) {
    for (Token& t : s.tokens) {
      if (t.ship || t.partner >= 0 || t.moved_to < 0 || t.fatigue_exempt) continue;
      auto rough = [&](int tile) {
        Terrain tr = s.tiles[static_cast<size_t>(tile)].terrain;
        return tr == Terrain::kForest || tr == Terrain::kMountains;
      };
      if (rough(t.moved_from) || rough(t.moved_to) || s.tiles[static_cast<size_t>(t.moved_to)].river) {
        t.upright = false;
        event(ctx.events, "fatigue", t.owner, token_label(s, t) + " is tired from the march");
      }
    }
  }
  // D2 markers
  for (Tile& tile : s.tiles) tile.raze_pending = false;
  for (Token& t : s.tokens) t.defending = false;
  // D3 conquest: one pass over tokens, then over tiles.
  {
    std::vector<int> owner(s.tiles.size(), -1);  // -1 none, -2 several kingdoms
    for (const Token& t : s.tokens) {
      if (t.tile < 0) continue;
      int& o = owner[static_cast<size_t>(t.tile)];
      o = o == -1 ? t.owner : (o == t.owner ? o : -2);
    }
    for (size_t i = 0; i < s.tiles.size(); ++i) {
      const Tile& tile = s.tiles[i];
      int only = owner[i];
      if (only < 0 || is_water(tile) || tile.tower || tile.controller == only) continue;
      set_controller(s, static_cast<int>(i), only, ctx.events);
    }
  }
  // D4 veterancy (owners decide, so the phase may wait here)
  if (s.options.veterancy) resolve_veterancy(ctx);
  continue_reform(ctx);
}

void continue_reform(Ctx& ctx) {
  State& s = ctx.s;
  if (continue_veterancy(ctx)) return;
  // D5 order
  recompute_player_order(s);
  for (Token& t : s.tokens) t.moved_from = t.moved_to = kNoTile;
  if (!ctx.quiet) {
    std::string order = "Player order:";
    for (int k : s.player_order) order += " " + s.kingdoms[static_cast<size_t>(k)].name;
    event(ctx.events, "player_order", -1, order, s.player_order);
  }
  s.step = Step::kNone;
  s.actor = -1;
}

// [SECTION] bindings
std::vector<std::string> phase_ids() {
  return {"orders", "resolution", "battle", "reform", "recall", "gather", "spend", "deploy", "scoring"};
}

void bind_phases(engine::PhaseMachine<Ctx>& machine) {
  auto idle = [](const Ctx& x) { return x.s.step == Step::kNone || x.s.game_over; };
  machine.bind("orders", {[](Ctx& x) { start_disembark_or_orders(x); }, idle});
  machine.bind("resolution", {[](Ctx& x) {
                                x.s.step = Step::kResolution;
                                x.s.round.current = 0;
                                continue_resolution(x);
                              },
                              idle});
  machine.bind("battle", {[](Ctx& x) {
                            x.s.step = Step::kBattleChoose;
                            x.s.battle_cursor = 0;
                            continue_battles(x);
                          },
                          idle});
  machine.bind("reform", {enter_reform, idle});
  machine.bind("recall", {enter_recall, idle});
  machine.bind("gather", {enter_gather, idle});
  machine.bind("spend", {enter_spend, idle});
  machine.bind("deploy", {enter_deploy, idle});
  machine.bind("scoring", {enter_scoring, idle});
}

}  // namespace sb::mk
