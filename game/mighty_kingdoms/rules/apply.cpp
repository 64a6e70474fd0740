// apply(): validates against legal_actions (one source of truth), mutates, then lets the phase
// machine settle (game over? phase over? turn over?).
#include <algorithm>

#include "game/mighty_kingdoms/rules/phases.h"
#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
namespace {

int order_index(const State& s, int k) {
  auto it = std::find(s.player_order.begin(), s.player_order.end(), k);
  return it == s.player_order.end() ? 0 : static_cast<int>(it - s.player_order.begin());
}

std::string validate_record(const State& s, const Action& a) {
  if (s.step != Step::kTabletopRecord) return "There is no tabletop battle to record now.";
  if (a.value < 0 || a.value > 2) return "The result must be 0 (attacker wins), 1 (defender wins) or 2 (draw).";
  std::vector<int> ids = participating_units_order(s);
  size_t units = 0;
  for (int id : ids) units += s.token(id)->units.size();
  if (!a.results.empty() && a.results.size() != units)
    return "Expected medal/scar entries for " + std::to_string(units) + " units, got " +
           std::to_string(a.results.size()) + ".";
  int medals[2] = {0, 0}, scars[2] = {0, 0};
  size_t i = 0;
  for (int id : ids) {
    const Token* t = s.token(id);
    int side = t->owner == s.battle.attacker ? 0 : 1;
    for (size_t u = 0; u < t->units.size(); ++u, ++i) {
      int bits = a.results.empty() ? 0 : a.results[i];
      if (bits < 0 || bits > 3) return "Each unit entry is 0 (nothing), 1 (medal), 2 (scar) or 3 (both).";
      medals[side] += bits & 1;
      scars[side] += (bits >> 1) & 1;
    }
  }
  for (int side = 0; side < 2; ++side)
    if (medals[side] > scars[1 - side])
      return "Each routed enemy credits only one unit: " + std::to_string(medals[side]) + " medals but only " +
             std::to_string(scars[1 - side]) + " routed enemy units.";
  return "";
}

void apply_setup(Ctx& ctx, const Action& a, engine::ApplyResult& result) {
  State& s = ctx.s;
  int k = s.actor;
  Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
  int tile = a.has_tile ? s.tile_at(a.tile) : kNoTile;
  switch (a.kind) {
    case Act::kChooseRace:
      kd.race = a.value;
      event(ctx.events, "race_chosen", k, kd.name + " has chosen a race in secret");
      break;
    case Act::kPickCapital: {
      Tile& t = s.tiles[static_cast<size_t>(tile)];
      t.explored = true;
      t.settlement = Settlement::kCapital;
      t.controller = k;
      event(ctx.events, "capital", k, kd.name + " founds its capital at " + tile_label(s, tile), {t.hex.q, t.hex.r});
      break;
    }
    case Act::kPlaceHome: {
      Tile& t = s.tiles[static_cast<size_t>(tile)];
      t.explored = true;
      t.settlement = static_cast<Settlement>(a.value);
      t.controller = k;
      kd.to_place.erase(std::find(kd.to_place.begin(), kd.to_place.end(), t.settlement));
      event(ctx.events, "place", k, kd.name + " places a " + settlement_name(t.settlement) + " at " + tile_label(s, tile),
            {t.hex.q, t.hex.r, a.value});
      bool room = false;
      int cap = capital_tile(s, k);
      for (int n : s.tiles[static_cast<size_t>(cap)].adj)
        if (n >= 0 && !is_water(s.tiles[static_cast<size_t>(n)]) && s.tiles[static_cast<size_t>(n)].controller < 0)
          room = true;
      if (kd.to_place.empty() || !room) {
        kd.to_place.clear();
        for (int n : s.tiles[static_cast<size_t>(cap)].adj) {
          if (n < 0) continue;
          Tile& x = s.tiles[static_cast<size_t>(n)];
          if (is_water(x) || x.controller >= 0 || x.tower) continue;
          x.explored = true;
          x.controller = k;
        }
      }
      break;
    }
    case Act::kPlaceArmy: {
      int id = add_army(s, ctx.c, k, tile, std::max(0, a.value), kd.race);
      event(ctx.events, "army", k, kd.name + " places army A1 at " + tile_label(s, tile), {id});
      break;
    }
    default:
      break;
  }
  Step before = s.step;
  finish_setup_step(ctx);
  if (before == Step::kRaces && s.step != Step::kRaces) result.reveals = true;
}

void apply_summer(Ctx& ctx, const Action& a) {
  State& s = ctx.s;
  int n = static_cast<int>(s.player_order.size());
  switch (a.kind) {
    case Act::kDisembark: {
      Token* ship = s.token(a.token);
      Token* army = s.token(ship->partner);
      ship->partner = -1;
      if (army) army->partner = -1;
      event(ctx.events, "disembark", s.actor, token_label(s, *ship) + " lands its army at " + tile_label(s, ship->tile));
      s.round.record(false);
      continue_disembark(ctx);
      return;
    }
    case Act::kPass:
      if (s.step == Step::kDisembark) {
        s.round.record(true);
        continue_disembark(ctx);
      } else {
        battle_decision(ctx, a);
      }
      return;
    case Act::kOrder:
    case Act::kEmbark: {
      Token* t = s.token(a.kind == Act::kEmbark ? a.token2 : a.token);
      if (a.kind == Act::kEmbark) {
        Token* army = s.token(a.token);
        t->partner = army->id;
        army->partner = t->id;
        event(ctx.events, "embark", s.actor, token_label(s, *army) + " boards " + token_label(s, *t));
      }
      t->order = Order{a.order, a.has_tile ? s.tile_at(a.tile) : kNoTile, false};
      if (!ctx.quiet)
        event(ctx.events, "order", s.actor,
            token_label(s, *t) + ": " + order_name(a.order) + (a.has_tile ? " to " + tile_label(s, t->order.target) : ""),
            {t->id, static_cast<int>(a.order)});
      if (!s.brakes_active) s.round.current = n ? (order_index(s, s.actor) + 1) % n : 0;
      continue_orders(ctx);
      return;
    }
    case Act::kResolve: {
      Token* t = s.token(a.token);
      resolve_order(ctx, *t);
      s.round.current = n ? (order_index(s, s.actor) + 1) % n : 0;
      continue_resolution(ctx);
      return;
    }
    default:
      battle_decision(ctx, a);
      return;
  }
}

}  // namespace

engine::ApplyResult apply_action(State& s, const Content& c, const Action& a, bool validate, bool quiet) {
  if (validate) {
    if (s.game_over) return engine::ApplyResult::rejected("game_over", "The game is over.");
    if (a.kind == Act::kRecordBattle) {
      std::string problem = validate_record(s, a);
      if (!problem.empty()) return engine::ApplyResult::rejected("bad_battle_record", problem);
    } else {
      std::vector<Action> legal = compute_legal_actions(s, c);
      if (!std::binary_search(legal.begin(), legal.end(), a))
        return engine::ApplyResult::rejected("illegal", why_not(s, c, a));
    }
  }
  std::vector<engine::Event> events;
  QuietEvents quiet_guard(quiet);
  Ctx ctx{s, c, events, quiet};
  engine::ApplyResult result = engine::ApplyResult::accepted();
  switch (s.step) {
    case Step::kRaces:
    case Step::kCapitals:
    case Step::kHomeRing:
    case Step::kFirstArmy:
      apply_setup(ctx, a, result);
      break;
    case Step::kAnchor:
    case Step::kDock:
    case Step::kTithe:
    case Step::kBuild:
    case Step::kFeed:
    case Step::kDeploy:
    case Step::kArtefacts:
      apply_winter(ctx, a);
      break;
    case Step::kVeterancy:
      apply_veterancy(ctx, a);
      if (s.quest_scar) {  // a quest's scar settled: back to Build
        s.quest_scar = false;
        s.vet_queue.clear();
        s.step = Step::kBuild;
        continue_spend(ctx);
      } else {
        continue_reform(ctx);
      }
      break;
    default:
      apply_summer(ctx, a);
      break;
  }
  settle(ctx);
  bool reveals = result.reveals;
  result = engine::ApplyResult::accepted(std::move(events));
  result.reveals = reveals;
  return result;
}

}  // namespace sb::mk
