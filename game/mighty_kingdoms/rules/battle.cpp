// Summer phase C (spec §6): choosing battles, battle types, concession and Last Stand, the dice
// land battle, tabletop recording, naval rounds, land/water, slaughter, results and retreats.
//
// [SECTION] choosing
// [SECTION] start and type
// [SECTION] pitched (concession, dice, tabletop)
// [SECTION] naval
// [SECTION] results and retreats
// [SECTION] decisions
#include <algorithm>

#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
namespace {

const std::string& kname(const State& s, int k) { return s.kingdoms[static_cast<size_t>(k)].name; }

void end_battle(Ctx& ctx);
void process_retreats(Ctx& ctx);
void naval_round(Ctx& ctx);

}  // namespace

// [SECTION] choosing
std::vector<int> eligible_tiles(const State& s, int kingdom) {
  std::vector<int> out;
  for (const Token& t : s.tokens) {
    if (t.owner != kingdom || t.tile < 0 || !t.upright || (!t.ship && t.partner >= 0)) continue;
    if (!has_foreign_token(s, t.tile, kingdom)) continue;
    if (std::find(out.begin(), out.end(), t.tile) == out.end()) out.push_back(t.tile);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> allowed_opponents(const State& s, int tile, int kingdom) {
  std::vector<int> present, upright;
  for (const Token& t : s.tokens) {
    if (t.tile != tile || t.owner == kingdom) continue;
    if (std::find(present.begin(), present.end(), t.owner) == present.end()) present.push_back(t.owner);
    if (has_upright_token(s, tile, t.owner) && std::find(upright.begin(), upright.end(), t.owner) == upright.end())
      upright.push_back(t.owner);
  }
  std::vector<int>& pool = upright.empty() ? present : upright;
  int controller = s.tiles[static_cast<size_t>(tile)].controller;
  if (std::find(pool.begin(), pool.end(), controller) != pool.end()) return {controller};
  std::sort(pool.begin(), pool.end());
  return pool;
}

bool naval_choice_open(const State& s, int tile, int attacker, int defender) {
  if (is_water(s.tiles[static_cast<size_t>(tile)]) || !has_upright_token(s, tile, defender)) return false;
  bool ships = upright_ships(s, tile, attacker) >= 1 && upright_ships(s, tile, defender) >= 1;
  bool no_armies = upright_unpaired_armies(s, tile, attacker) == 0 && upright_unpaired_armies(s, tile, defender) == 0;
  return ships && !no_armies;
}

void continue_battles(Ctx& ctx) {
  State& s = ctx.s;
  int idx = -1;
  int n = static_cast<int>(s.player_order.size());
  int k = next_seat_from(s, n ? s.battle_cursor % n : 0, [&](int seat) { return !eligible_tiles(s, seat).empty(); }, &idx);
  if (k < 0) {
    s.step = Step::kNone;
    s.actor = -1;
    return;
  }
  s.battle_cursor = idx;
  s.step = Step::kBattleChoose;
  s.actor = k;
}

bool can_last_stand(const State& s, int tile, int kingdom) {
  const Tile& T = s.tiles[static_cast<size_t>(tile)];
  bool no_retreat = true, defending = false;
  for (const Token& t : s.tokens) {
    if (t.tile != tile || t.owner != kingdom || t.ship) continue;
    if (t.defending) defending = true;
    if (t.partner < 0 && !legal_retreat_tiles(s, t).empty()) no_retreat = false;
  }
  return no_retreat || (T.settlement == Settlement::kFortress && T.controller == kingdom && defending);
}

std::vector<int> participating_units_order(const State& s) {
  std::vector<int> out;
  for (const Token& t : s.tokens)
    if (t.tile == s.battle.tile && !t.ship && t.partner < 0 && t.upright &&
        (t.owner == s.battle.attacker || t.owner == s.battle.defender))
      out.push_back(t.id);
  return out;
}

namespace {

// [SECTION] start and type
void finish_result(Ctx& ctx, Outcome attacker, Outcome defender);
void start_retreats(Ctx& ctx);
void continue_awards(Ctx& ctx);

void concede(Ctx& ctx, int conceder) {
  State& s = ctx.s;
  s.battle.conceded = true;
  event(ctx.events, "concede", conceder, kname(s, conceder) + " concedes the battle at " + tile_label(s, s.battle.tile));
  if (conceder == s.battle.attacker) finish_result(ctx, Outcome::kLoss, Outcome::kWin);
  else finish_result(ctx, Outcome::kWin, Outcome::kLoss);
}

int army_defence(const State& s, const Content& c, const Token& t) {
  const Tile& T = s.tiles[static_cast<size_t>(t.tile)];
  int d = c.tables.land_base_defence;
  if (t.defending) d += c.tables.land_defending_bonus;
  if (T.controller == t.owner && T.settlement == Settlement::kCapital) d += c.tables.land_capital_bonus;
  if (T.controller == t.owner && T.settlement == Settlement::kFortress) d += c.tables.land_fortress_bonus;
  return std::min(d, c.tables.land_max_defence);
}

// Dice procedure of §6.5; hits(X) = dice of X ≥ min Defence of Y. Each die is assigned to the
// lowest-Defence enemy (ties: lowest number), so with veterancy that army takes every scar.
void dice_land_battle(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  std::vector<int> ids = participating_units_order(s);
  std::vector<Token*> att, def;
  for (int id : ids) {
    Token* t = s.token(id);
    (t->owner == b.attacker ? att : def).push_back(t);
  }
  auto target_of = [&](const std::vector<Token*>& side) {
    Token* best = nullptr;
    int best_def = 99;
    for (Token* t : side) {
      int d = army_defence(s, ctx.c, *t);
      if (d < best_def || (d == best_def && t->number < best->number)) {
        best = t;
        best_def = d;
      }
    }
    return std::make_pair(best, best_def);
  };
  b.dice_attacker.clear();
  b.dice_defender.clear();
  for (size_t i = 0; i < att.size(); ++i) b.dice_attacker.push_back(s.rng.d6());
  for (size_t i = 0; i < def.size(); ++i) b.dice_defender.push_back(s.rng.d6());
  auto [def_target, def_min] = target_of(def);
  auto [att_target, att_min] = target_of(att);
  int hits_a = 0, hits_d = 0;
  // Dice-mode bridge (§7): each hit earns a medal for a unit of the army that rolled it and a scar
  // for a unit of the army it struck; the owners pick the units (Step::kAward) before the result.
  b.awards.clear();
  auto award = [&](int what, const Token* army) {
    if (!s.options.veterancy) return;
    b.awards.push_back(what);
    b.awards.push_back(army->id);
  };
  for (size_t i = 0; i < att.size(); ++i)
    if (b.dice_attacker[i] >= def_min) {
      ++hits_a;
      award(0, att[i]);
      award(1, def_target);
    }
  for (size_t i = 0; i < def.size(); ++i)
    if (b.dice_defender[i] >= att_min) {
      ++hits_d;
      award(0, def[i]);
      award(1, att_target);
    }
  std::vector<int> values = b.dice_attacker;
  values.push_back(-1);
  values.insert(values.end(), b.dice_defender.begin(), b.dice_defender.end());
  event(ctx.events, "battle_dice", -1,
        kname(s, b.attacker) + " scores " + std::to_string(hits_a) + " hits, " + kname(s, b.defender) + " scores " +
            std::to_string(hits_d),
        values);
  b.attacker_outcome = hits_a > hits_d ? Outcome::kWin : hits_d > hits_a ? Outcome::kLoss : Outcome::kDraw;
  b.defender_outcome = hits_a > hits_d ? Outcome::kLoss : hits_d > hits_a ? Outcome::kWin : Outcome::kDraw;
  b.awarding = 1;
  continue_awards(ctx);
}

void start_pitched_fight(Ctx& ctx) {
  State& s = ctx.s;
  if (s.options.battle_mode == BattleMode::kTabletop && !s.battle.fallback) {
    s.step = Step::kTabletopRecord;
    s.actor = s.battle.attacker;
    return;
  }
  dice_land_battle(ctx);
}

void begin_pitched(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  if (s.options.battle_mode == BattleMode::kTabletop)
    for (int id : participating_units_order(s)) s.token(id)->list_revealed = true;
  int a_att = upright_unpaired_armies(s, b.tile, b.attacker);
  int a_def = upright_unpaired_armies(s, b.tile, b.defender);
  if (a_att != a_def) {
    int fewer = a_att < a_def ? b.attacker : b.defender;
    if (!can_last_stand(s, b.tile, fewer)) {
      concede(ctx, fewer);
      return;
    }
    b.forced = true;
    b.conceder = fewer;
    s.step = Step::kConcede;
    s.actor = fewer;
    return;
  }
  b.concede_stage = 1;
  b.conceder = b.attacker;
  s.step = Step::kConcede;
  s.actor = b.attacker;
}

}  // namespace

void start_battle(Ctx& ctx, int tile, int attacker, int defender, bool naval_choice) {
  State& s = ctx.s;
  s.battle = Battle{};
  Battle& b = s.battle;
  b.tile = tile;
  b.attacker = attacker;
  b.defender = defender;
  for (Token& t : s.tokens)
    for (Unit& u : t.units) u.battle_medal = u.battle_scar = false;
  // Artefacts are revealed when their unit's battle begins (§2 visibility, §9.4).
  for (ArtefactState& art : s.artefacts) {
    const Token* carrier = art.army >= 0 ? s.token(art.army) : nullptr;
    if (carrier && carrier->tile == tile && (carrier->owner == attacker || carrier->owner == defender))
      art.revealed = true;
  }
  const Tile& T = s.tiles[static_cast<size_t>(tile)];
  if (!has_upright_token(s, tile, defender)) b.type = BattleType::kSlaughter;
  else if (is_water(T)) b.type = BattleType::kNaval;
  else if (upright_ships(s, tile, attacker) >= 1 && upright_ships(s, tile, defender) >= 1 &&
           (naval_choice || (upright_unpaired_armies(s, tile, attacker) == 0 &&
                             upright_unpaired_armies(s, tile, defender) == 0)))
    b.type = BattleType::kNaval;
  else if (upright_unpaired_armies(s, tile, attacker) >= 1 && upright_unpaired_armies(s, tile, defender) >= 1)
    b.type = BattleType::kPitched;
  else b.type = BattleType::kLandWater;
  if (b.type != BattleType::kSlaughter) ++s.stats.battles_per_year[static_cast<size_t>(std::min(s.year(), 6))];
  event(ctx.events, "battle", attacker,
        kname(s, attacker) + " attacks " + kname(s, defender) + " at " + tile_label(s, tile) + " (" +
            battle_type_name(b.type) + ")",
        {T.hex.q, T.hex.r, static_cast<int>(b.type)});
  switch (b.type) {
    case BattleType::kSlaughter:
      s.step = Step::kSlaughter;
      s.actor = defender;
      return;
    case BattleType::kNaval:
      naval_round(ctx);
      return;
    case BattleType::kPitched:
      begin_pitched(ctx);
      return;
    case BattleType::kLandWater: {
      int sums[2] = {0, 0};
      std::vector<int> faces;
      for (int side = 0; side < 2; ++side) {
        int k = side == 0 ? attacker : defender;
        for (const Token& t : s.tokens) {
          if (t.tile != tile || t.owner != k || !t.upright) continue;
          int dice = 0;
          if (t.ship) dice = t.partner >= 0 ? ctx.c.tables.land_water_dice_pair : ctx.c.tables.land_water_dice_ship;
          else if (t.partner < 0) dice = ctx.c.tables.land_water_dice_army;
          for (int i = 0; i < dice; ++i) {
            int f = s.rng.d6();
            faces.push_back(f);
            sums[side] += f;
          }
        }
        faces.push_back(-1);
      }
      event(ctx.events, "battle_dice", -1,
            "Land/water battle: " + std::to_string(sums[0]) + " against " + std::to_string(sums[1]), faces);
      if (sums[0] > sums[1]) finish_result(ctx, Outcome::kWin, Outcome::kLoss);
      else if (sums[1] > sums[0]) finish_result(ctx, Outcome::kLoss, Outcome::kWin);
      else finish_result(ctx, Outcome::kDraw, Outcome::kDraw);
      return;
    }
    case BattleType::kNone:
      return;
  }
}

namespace {

// [SECTION] naval
int ships_in(const State& s, int tile, int k) {
  int n = 0;
  for (const Token& t : s.tokens)
    if (t.tile == tile && t.owner == k && t.ship) ++n;
  return n;
}

void after_naval_hits(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  // Victims with more hits than choices lose everything at once; otherwise they pick.
  for (int side = 0; side < 2; ++side) {
    int k = side == 0 ? b.attacker : b.defender;
    int& hits = side == 0 ? b.hits_attacker : b.hits_defender;
    if (hits <= 0) continue;
    int ships = ships_in(s, b.tile, k);
    if (hits >= ships) {
      std::vector<int> ids;
      for (const Token& t : s.tokens)
        if (t.tile == b.tile && t.owner == k && t.ship) ids.push_back(t.id);
      for (int id : ids) destroy_token(s, id, ctx.events, "sunk");
      hits = 0;
      continue;
    }
    s.step = Step::kNavalHits;
    s.actor = k;
    return;
  }
  bool att_left = upright_ships(s, b.tile, b.attacker) > 0;
  bool def_left = upright_ships(s, b.tile, b.defender) > 0;
  if (!att_left && !def_left) {
    b.mutual = true;
    event(ctx.events, "naval_mutual", -1, "Both fleets are destroyed: no winner");
    finish_result(ctx, Outcome::kNone, Outcome::kNone);
    return;
  }
  if (!att_left) {
    finish_result(ctx, Outcome::kLoss, Outcome::kWin);
    return;
  }
  if (!def_left) {
    finish_result(ctx, Outcome::kWin, Outcome::kLoss);
    return;
  }
  b.concede_stage = 1;
  s.step = Step::kNavalDeclare;
  s.actor = b.attacker;
}

void naval_round(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  const Tables& tb = ctx.c.tables;
  ++b.naval_round;
  bool river = s.tiles[static_cast<size_t>(b.tile)].river;
  int hits[2] = {0, 0};
  std::vector<int> faces;
  for (int side = 0; side < 2; ++side) {
    int k = side == 0 ? b.attacker : b.defender;
    for (const Token& t : s.tokens) {
      if (t.tile != b.tile || t.owner != k || !t.ship || !t.upright) continue;
      int f = s.rng.d6();
      faces.push_back(f);
      int v = f + (t.partner >= 0 ? tb.naval_carry_bonus : 0) - (river ? tb.naval_river_penalty : 0);
      if (v >= tb.naval_hit) ++hits[side];
    }
    faces.push_back(-1);
  }
  b.hits_attacker = hits[1];  // the attacker takes the defender's hits
  b.hits_defender = hits[0];
  event(ctx.events, "battle_dice", -1,
        "Naval round " + std::to_string(b.naval_round) + ": " + kname(s, b.attacker) + " " + std::to_string(hits[0]) +
            " hits, " + kname(s, b.defender) + " " + std::to_string(hits[1]) + " hits",
        faces);
  after_naval_hits(ctx);
}

// [SECTION] results and retreats
void capture_artefacts(Ctx& ctx, int loser, int winner) {
  State& s = ctx.s;
  if (!s.options.magical_artefacts) return;
  for (size_t i = 0; i < s.artefacts.size(); ++i) {
    ArtefactState& a = s.artefacts[i];
    if (a.holder != loser || a.army < 0) continue;
    Token* army = s.token(a.army);
    if (!army || army->tile != s.battle.tile || a.unit < 0 || a.unit >= static_cast<int>(army->units.size())) continue;
    if (!army->units[static_cast<size_t>(a.unit)].battle_scar) continue;
    army->units[static_cast<size_t>(a.unit)].artefact = -1;
    a = ArtefactState{};
    a.holder = winner;
    a.revealed = true;  // everyone saw it taken
    event(ctx.events, "artefact_captured", winner, kname(s, winner) + " captures " + ctx.c.artefacts[i].name);
    // The winner assigns it to a suitable unit of its armies in this battle (§9.4).
    s.battle.awards.push_back(2 + static_cast<int>(i));
    s.battle.awards.push_back(winner);
  }
}

// Units that may take the first award: for a medal or scar, the units of that army that have
// none this battle; for a captured artefact, the winner's units in this battle not carrying one.
std::vector<std::pair<int, int>> award_candidates(const State& s) {
  std::vector<std::pair<int, int>> out;
  const std::vector<int>& aw = s.battle.awards;
  if (aw.size() < 2) return out;
  int what = aw[0];
  if (what < 2) {
    const Token* t = s.token(aw[1]);
    if (!t) return out;
    for (size_t u = 0; u < t->units.size(); ++u)
      if (what == 0 ? !t->units[u].battle_medal : !t->units[u].battle_scar) out.push_back({t->id, static_cast<int>(u)});
    return out;
  }
  for (int id : participating_units_order(s)) {
    const Token* t = s.token(id);
    if (!t || t->owner != aw[1] || t->ship) continue;
    for (size_t u = 0; u < t->units.size(); ++u)
      if (t->units[u].artefact < 0) out.push_back({t->id, static_cast<int>(u)});
  }
  return out;
}

int award_owner(const State& s) {
  const std::vector<int>& aw = s.battle.awards;
  if (aw.size() < 2) return -1;
  if (aw[0] >= 2) return aw[1];
  const Token* t = s.token(aw[1]);
  return t ? t->owner : -1;
}

// Gives the first award to (army, unit); army -1 = a captured artefact no unit can carry.
void give_award(Ctx& ctx, int army_id, int unit) {
  State& s = ctx.s;
  Battle& b = s.battle;
  int what = b.awards[0];
  int owner = award_owner(s);
  b.awards.erase(b.awards.begin(), b.awards.begin() + 2);
  Token* army = army_id >= 0 ? s.token(army_id) : nullptr;
  if (what < 2) {
    if (!army || unit < 0) return;  // no unit left to take it: lost (§7: at most one of each per battle)
    Unit& u = army->units[static_cast<size_t>(unit)];
    if (what == 0) give_medal(u);
    else give_scar(u);
    return;
  }
  size_t index = static_cast<size_t>(what - 2);
  ArtefactState& art = s.artefacts[index];
  if (army && unit >= 0) {
    army->units[static_cast<size_t>(unit)].artefact = static_cast<int>(index);
    art = ArtefactState{owner, army->id, unit, false, true};
    event(ctx.events, "artefact_assigned", owner,
          kname(s, owner) + " gives " + ctx.c.artefacts[index].name + " to " +
              unit_name(s, ctx.c, *army, army->units[static_cast<size_t>(unit)]));
  } else if (capital_tile(s, owner) != kNoTile) {
    art = ArtefactState{owner, -1, -1, true, true};
    event(ctx.events, "artefact_assigned", owner, ctx.c.artefacts[index].name + " goes to " + kname(s, owner) + "'s capital");
  } else {
    art = ArtefactState{};
    event(ctx.events, "artefact_assigned", owner, ctx.c.artefacts[index].name + " returns to the pool");
  }
}

// Settles the awards nobody has to choose (no or one candidate); stops at the first real choice.
void continue_awards(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  while (b.awards.size() >= 2) {
    std::vector<std::pair<int, int>> options = award_candidates(s);
    bool artefact = b.awards[0] >= 2;
    if (options.empty()) {
      give_award(ctx, -1, -1);
      continue;
    }
    if (options.size() == 1 && !artefact) {
      give_award(ctx, options[0].first, options[0].second);
      continue;
    }
    s.step = Step::kAward;
    s.actor = award_owner(s);
    return;
  }
  int stage = b.awarding;
  b.awarding = 0;
  if (stage == 1) finish_result(ctx, b.attacker_outcome, b.defender_outcome);
  else if (stage == 2) start_retreats(ctx);
}

}  // namespace

std::vector<Action> award_actions(const State& s) {
  std::vector<Action> out;
  for (auto [army, unit] : award_candidates(s)) {
    Action a;
    a.kind = Act::kAwardUnit;
    a.token = army;
    a.value2 = unit;
    out.push_back(a);
  }
  if (!s.battle.awards.empty() && s.battle.awards[0] >= 2) {
    Action none;  // "no unit is suitable" (§9.4): the capital holds it, else the pool
    none.kind = Act::kAwardUnit;
    out.push_back(none);
  }
  return out;
}

void apply_award(Ctx& ctx, const Action& a) {
  give_award(ctx, a.token, a.value2);
  continue_awards(ctx);
}

namespace {

void queue_side(State& s, int k, bool ships_only, bool sided) {
  for (const Token& t : s.tokens) {
    if (t.tile != s.battle.tile || t.owner != k) continue;
    if (!t.ship && t.partner >= 0) continue;  // aboard: retreats with its ship
    if (ships_only && !t.ship) continue;
    s.battle.retreat_queue.push_back(t.id);
    s.battle.retreat_sided.push_back(sided ? 1 : 0);
  }
}

void finish_result(Ctx& ctx, Outcome attacker, Outcome defender) {
  State& s = ctx.s;
  Battle& b = s.battle;
  b.attacker_outcome = attacker;
  b.defender_outcome = defender;
  int winner = attacker == Outcome::kWin ? b.attacker : defender == Outcome::kWin ? b.defender : -1;
  int loser = attacker == Outcome::kLoss ? b.attacker : defender == Outcome::kLoss ? b.defender : -1;
  bool naval = b.type == BattleType::kNaval;
  if (winner >= 0) {
    event(ctx.events, "battle_result", winner, kname(s, winner) + " wins at " + tile_label(s, b.tile));
    bool rolled_or_played = b.type == BattleType::kPitched && !b.conceded && !b.fallback;
    if (rolled_or_played) {
      s.kingdoms[static_cast<size_t>(winner)].battle_might += ctx.c.tables.might_per_win;
    }
    if (!naval) set_controller(s, b.tile, winner, ctx.events);
    capture_artefacts(ctx, loser, winner);
  } else if (!b.mutual) {
    event(ctx.events, "battle_result", -1, "Draw at " + tile_label(s, b.tile));
  }
  b.awarding = 2;
  continue_awards(ctx);
}

void start_retreats(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  Outcome attacker = b.attacker_outcome, defender = b.defender_outcome;
  int loser = attacker == Outcome::kLoss ? b.attacker : defender == Outcome::kLoss ? b.defender : -1;
  bool naval = b.type == BattleType::kNaval;
  int ctrl = s.tiles[static_cast<size_t>(b.tile)].controller;
  if (loser >= 0) queue_side(s, loser, naval, true);
  if (attacker == Outcome::kDraw) {
    if (ctrl != b.attacker) queue_side(s, b.attacker, naval, false);
    if (ctrl != b.defender) queue_side(s, b.defender, naval, false);
  }
  process_retreats(ctx);
}

void offer_bonus_or_end(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  int winner = b.attacker_outcome == Outcome::kWin ? b.attacker : b.defender_outcome == Outcome::kWin ? b.defender : -1;
  int loser = winner == b.attacker ? b.defender : b.attacker;
  if (winner >= 0 && b.type == BattleType::kNaval && !is_water(s.tiles[static_cast<size_t>(b.tile)]) &&
      !has_any_token_of(s, b.tile, loser))
    set_controller(s, b.tile, winner, ctx.events);
  if (winner >= 0) {
    for (const Token& t : s.tokens) {
      if (t.tile != b.tile || t.owner != winner || !t.upright || (!t.ship && t.partner >= 0)) continue;
      if (b.type == BattleType::kNaval && !t.ship) continue;
      if (!legal_retreat_tiles(s, t).empty()) {
        s.step = Step::kBonusMove;
        s.actor = winner;
        return;
      }
    }
  }
  end_battle(ctx);
}

void process_retreats(Ctx& ctx) {
  State& s = ctx.s;
  Battle& b = s.battle;
  while (!b.retreat_queue.empty()) {
    Token* t = s.token(b.retreat_queue.front());
    bool sided = b.retreat_sided.front() != 0;
    if (!t || t->tile != b.tile) {
      b.retreat_queue.erase(b.retreat_queue.begin());
      b.retreat_sided.erase(b.retreat_sided.begin());
      continue;
    }
    std::vector<int> tiles = legal_retreat_tiles(s, *t);
    if (tiles.size() >= 2) {
      s.step = Step::kRetreat;
      s.actor = t->owner;
      return;
    }
    b.retreat_queue.erase(b.retreat_queue.begin());
    b.retreat_sided.erase(b.retreat_sided.begin());
    if (tiles.empty()) {
      destroy_token(s, t->id, ctx.events, "no retreat");
      continue;
    }
    move_token(s, *t, tiles[0]);
    if (sided) {
      t->upright = false;
      if (t->partner >= 0) s.token(t->partner)->upright = false;
    }
    event(ctx.events, "retreat", t->owner, token_label(s, *t) + " retreats to " + tile_label(s, tiles[0]));
  }
  offer_bonus_or_end(ctx);
}

void end_battle(Ctx& ctx) {
  State& s = ctx.s;
  s.battle = Battle{};
  int n = static_cast<int>(s.player_order.size());
  s.battle_cursor = n ? (s.battle_cursor + 1) % n : 0;
  continue_battles(ctx);
}

}  // namespace

// [SECTION] decisions
void battle_decision(Ctx& ctx, const Action& a) {
  State& s = ctx.s;
  Battle& b = s.battle;
  switch (a.kind) {
    case Act::kAwardUnit:
      apply_award(ctx, a);
      return;
    case Act::kChooseBattle: {
      int tile = s.tile_at(a.tile);
      start_battle(ctx, tile, s.actor, a.value, a.value2 == 1);
      return;
    }
    case Act::kConcede:
      concede(ctx, s.actor);
      return;
    case Act::kFight:
      if (b.forced) {
        event(ctx.events, "last_stand", s.actor, kname(s, s.actor) + " makes a Last Stand");
        start_pitched_fight(ctx);
        return;
      }
      if (b.concede_stage == 1) {
        b.concede_stage = 2;
        s.actor = b.defender;
        return;
      }
      start_pitched_fight(ctx);
      return;
    case Act::kProposeFallback:
      b.fallback_proposer = s.actor;
      s.step = Step::kFallbackConsent;
      s.actor = s.actor == b.attacker ? b.defender : b.attacker;
      return;
    case Act::kAcceptFallback:
      b.fallback = true;
      event(ctx.events, "fallback", -1, "Both players settle this battle with dice (no might)");
      dice_land_battle(ctx);
      return;
    case Act::kDeclineFallback:
      s.step = Step::kTabletopRecord;
      s.actor = b.attacker;
      return;
    case Act::kRecordBattle: {
      std::vector<int> ids = participating_units_order(s);
      size_t i = 0;
      for (int id : ids) {
        Token* t = s.token(id);
        for (Unit& u : t->units) {
          int bits = i < a.results.size() ? a.results[i] : 0;
          if ((bits & 1) && s.options.veterancy) give_medal(u);
          if ((bits & 2) && s.options.veterancy) give_scar(u);
          if (bits & 2) u.battle_scar = true;  // routed: artefact capture needs it
          ++i;
        }
      }
      if (a.value == 0) finish_result(ctx, Outcome::kWin, Outcome::kLoss);
      else if (a.value == 1) finish_result(ctx, Outcome::kLoss, Outcome::kWin);
      else finish_result(ctx, Outcome::kDraw, Outcome::kDraw);
      return;
    }
    case Act::kDeclareLoser:
      event(ctx.events, "declare_loser", s.actor, kname(s, s.actor) + " breaks off the sea fight");
      if (s.actor == b.attacker) finish_result(ctx, Outcome::kLoss, Outcome::kWin);
      else finish_result(ctx, Outcome::kWin, Outcome::kLoss);
      return;
    case Act::kContinueNaval:
      if (b.concede_stage == 1) {
        b.concede_stage = 2;
        s.actor = b.defender;
        return;
      }
      naval_round(ctx);
      return;
    case Act::kRemoveToken: {
      Token* t = s.token(a.token);
      if (s.step == Step::kSlaughter) {
        destroy_token(s, t->id, ctx.events, "slaughtered");
        end_battle(ctx);
        return;
      }
      destroy_token(s, t->id, ctx.events, "sunk");
      (s.actor == b.attacker ? b.hits_attacker : b.hits_defender) -= 1;
      after_naval_hits(ctx);
      return;
    }
    case Act::kRetreat: {
      Token* t = s.token(a.token);
      int tile = s.tile_at(a.tile);
      bool sided = b.retreat_sided.front() != 0;
      b.retreat_queue.erase(b.retreat_queue.begin());
      b.retreat_sided.erase(b.retreat_sided.begin());
      move_token(s, *t, tile);
      if (sided) {
        t->upright = false;
        if (t->partner >= 0) s.token(t->partner)->upright = false;
      }
      event(ctx.events, "retreat", t->owner, token_label(s, *t) + " retreats to " + tile_label(s, tile));
      process_retreats(ctx);
      return;
    }
    case Act::kBonusMove: {
      Token* t = s.token(a.token);
      int tile = s.tile_at(a.tile);
      move_token(s, *t, tile);
      event(ctx.events, "bonus_move", t->owner, token_label(s, *t) + " follows up to " + tile_label(s, tile));
      end_battle(ctx);
      return;
    }
    case Act::kPass:
      if (s.step == Step::kBonusMove) end_battle(ctx);
      return;
    default:
      return;
  }
}

}  // namespace sb::mk
