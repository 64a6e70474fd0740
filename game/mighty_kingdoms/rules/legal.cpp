// legal_actions: the one source of truth for what the deciding seat may do now (sorted,
// deterministic), and why_not(): plain-words reasons for the choices that are not legal.
//
// [SECTION] setup
// [SECTION] summer orders
// [SECTION] battles
// [SECTION] entry point
// [SECTION] why_not
#include <algorithm>

#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
namespace {

Action with_tile(Act kind, const State& s, int tile) {
  Action a;
  a.kind = kind;
  a.has_tile = true;
  a.tile = s.tiles[static_cast<size_t>(tile)].hex;
  return a;
}

// [SECTION] setup
void setup_actions(const State& s, const Content& c, std::vector<Action>& out) {
  int k = s.actor;
  switch (s.step) {
    case Step::kRaces:
      for (size_t r = 0; r < c.races.size(); ++r) {
        Action a;
        a.kind = Act::kChooseRace;
        a.value = static_cast<int>(r);
        out.push_back(a);
      }
      break;
    case Step::kCapitals:
      for (size_t i = 0; i < s.tiles.size(); ++i)
        if (s.tiles[i].start && s.tiles[i].controller < 0 && army_enterable(s, static_cast<int>(i)))
          out.push_back(with_tile(Act::kPickCapital, s, static_cast<int>(i)));
      break;
    case Step::kHomeRing: {
      int cap = capital_tile(s, k);
      const Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
      for (int n : s.tiles[static_cast<size_t>(cap)].adj) {
        if (n < 0) continue;
        const Tile& t = s.tiles[static_cast<size_t>(n)];
        if (is_water(t) || t.settlement != Settlement::kNone || t.controller >= 0 || t.tower) continue;
        std::vector<Settlement> kinds = kd.to_place;
        std::sort(kinds.begin(), kinds.end());
        kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
        for (Settlement kind : kinds) {
          Action a = with_tile(Act::kPlaceHome, s, n);
          a.value = static_cast<int>(kind);
          out.push_back(a);
        }
      }
      break;
    }
    case Step::kFirstArmy:
      for (size_t i = 0; i < s.tiles.size(); ++i) {
        const Tile& t = s.tiles[i];
        if (t.controller == k && t.settlement != Settlement::kNone && t.terrain != Terrain::kMarsh) {
          // With lists kept, the owner also picks the starting army's list (its own race: no allies).
          Action a = with_tile(Act::kPlaceArmy, s, static_cast<int>(i));
          int lists = lists_kept(s) ? static_cast<int>(c.races[static_cast<size_t>(s.kingdoms[static_cast<size_t>(k)].race)].armies.size()) : 0;
          if (lists == 0) out.push_back(a);
          for (int l = 0; l < lists; ++l) {
            a.value = l;
            out.push_back(a);
          }
        }
      }
      break;
    default:
      break;
  }
}

// [SECTION] summer orders
void ship_row(const State& s, const Token& ship, Action base, std::vector<Action>& out) {
  for (int n : s.tiles[static_cast<size_t>(ship.tile)].adj)
    if (n >= 0 && ship_enterable(s, n)) {
      Action a = base;
      a.order = OrderType::kMove;
      a.has_tile = true;
      a.tile = s.tiles[static_cast<size_t>(n)].hex;
      out.push_back(a);
    }
  if (s.tiles[static_cast<size_t>(ship.tile)].settlement != Settlement::kNone) {
    Action a = base;
    a.order = OrderType::kRaze;
    out.push_back(a);
  }
  Action hold = base;
  hold.order = OrderType::kHold;
  out.push_back(hold);
}

void order_actions(const State& s, std::vector<Action>& out) {
  int k = s.actor;
  for (const Token& t : s.tokens) {
    if (t.owner != k || t.tile < 0 || (!t.ship && t.partner >= 0) || t.order.type != OrderType::kNone) continue;
    Action base;
    base.kind = Act::kOrder;
    base.token = t.id;
    if (!t.upright) {
      base.order = OrderType::kRegroup;
      out.push_back(base);
      continue;
    }
    if (t.ship) {
      ship_row(s, t, base, out);
      continue;
    }
    for (int n : s.tiles[static_cast<size_t>(t.tile)].adj)
      if (n >= 0 && army_enterable(s, n)) {
        Action a = base;
        a.order = OrderType::kMove;
        a.has_tile = true;
        a.tile = s.tiles[static_cast<size_t>(n)].hex;
        out.push_back(a);
      }
    Action def = base;
    def.order = OrderType::kDefend;
    out.push_back(def);
    if (s.tiles[static_cast<size_t>(t.tile)].settlement != Settlement::kNone) {
      Action raze = base;
      raze.order = OrderType::kRaze;
      out.push_back(raze);
    }
    for (const Token& ship : s.tokens) {
      if (ship.owner != k || !ship.ship || ship.tile != t.tile || ship.partner >= 0 || !ship.upright ||
          ship.order.type != OrderType::kNone)
        continue;
      Action emb;
      emb.kind = Act::kEmbark;
      emb.token = t.id;
      emb.token2 = ship.id;
      ship_row(s, ship, emb, out);
    }
  }
}

// [SECTION] battles
void battle_actions(const State& s, std::vector<Action>& out) {
  int k = s.actor;
  const Battle& b = s.battle;
  auto simple = [&](Act kind) {
    Action a;
    a.kind = kind;
    out.push_back(a);
  };
  switch (s.step) {
    case Step::kBattleChoose:
      for (int tile : eligible_tiles(s, k))
        for (int o : allowed_opponents(s, tile, k)) {
          Action a = with_tile(Act::kChooseBattle, s, tile);
          a.value = o;
          a.value2 = 0;
          out.push_back(a);
          if (naval_choice_open(s, tile, k, o)) {
            a.value2 = 1;
            out.push_back(a);
          }
        }
      break;
    case Step::kConcede:
      simple(Act::kConcede);
      simple(Act::kFight);
      break;
    case Step::kTabletopRecord:
      // One entry per result kind; `results` (medal/scar bits per participating unit) is a free
      // parameter validated by apply.
      for (int r = 0; r < 3; ++r) {
        Action a;
        a.kind = Act::kRecordBattle;
        a.value = r;
        out.push_back(a);
      }
      if (s.options.tabletop_dice_fallback) simple(Act::kProposeFallback);
      break;
    case Step::kFallbackConsent:
      simple(Act::kAcceptFallback);
      simple(Act::kDeclineFallback);
      break;
    case Step::kNavalDeclare:
      simple(Act::kDeclareLoser);
      simple(Act::kContinueNaval);
      break;
    case Step::kNavalHits:
    case Step::kSlaughter:
      for (const Token& t : s.tokens) {
        if (t.tile != b.tile || t.owner != k) continue;
        if (s.step == Step::kNavalHits ? !t.ship : (!t.ship && t.partner >= 0)) continue;
        Action a;
        a.kind = Act::kRemoveToken;
        a.token = t.id;
        out.push_back(a);
      }
      break;
    case Step::kRetreat: {
      const Token* t = s.token(b.retreat_queue.front());
      for (int tile : legal_retreat_tiles(s, *t)) {
        Action a = with_tile(Act::kRetreat, s, tile);
        a.token = t->id;
        out.push_back(a);
      }
      break;
    }
    case Step::kBonusMove:
      simple(Act::kPass);
      for (const Token& t : s.tokens) {
        if (t.tile != b.tile || t.owner != k || !t.upright || (!t.ship && t.partner >= 0)) continue;
        if (b.type == BattleType::kNaval && !t.ship) continue;
        for (int tile : legal_retreat_tiles(s, t)) {
          Action a = with_tile(Act::kBonusMove, s, tile);
          a.token = t.id;
          out.push_back(a);
        }
      }
      break;
    default:
      break;
  }
}

}  // namespace

// [SECTION] entry point
std::vector<Action> compute_legal_actions(const State& s, const Content& c) {
  std::vector<Action> out;
  if (s.game_over || s.actor < 0) return out;
  out.reserve(32);
  switch (s.step) {
    case Step::kRaces:
    case Step::kCapitals:
    case Step::kHomeRing:
    case Step::kFirstArmy:
      setup_actions(s, c, out);
      break;
    case Step::kDisembark: {
      Action pass;
      out.push_back(pass);
      for (const Token& t : s.tokens)
        if (t.owner == s.actor && t.ship && t.partner >= 0 && t.tile >= 0 && !is_water(s.tiles[static_cast<size_t>(t.tile)])) {
          Action a;
          a.kind = Act::kDisembark;
          a.token = t.id;
          out.push_back(a);
        }
      break;
    }
    case Step::kOrders:
      order_actions(s, out);
      break;
    case Step::kVeterancy:
      out = veterancy_actions(s);
      break;
    case Step::kAward:
      out = award_actions(s);
      break;
    case Step::kResolution:
      for (const Token& t : s.tokens)
        if (t.owner == s.actor && (t.ship || t.partner < 0) && t.tile >= 0 && t.order.type != OrderType::kNone &&
            !t.order.resolved) {
          Action a;
          a.kind = Act::kResolve;
          a.token = t.id;
          out.push_back(a);
        }
      break;
    case Step::kAnchor:
    case Step::kDock:
    case Step::kTithe:
    case Step::kBuild:
    case Step::kFeed:
    case Step::kDeploy:
    case Step::kArtefacts:
      out = winter_actions(s, c);
      break;
    default:
      battle_actions(s, out);
      break;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// [SECTION] why_not
std::string why_not(const State& s, const Content& c, const Action& a) {
  if (s.game_over) return "The game is over.";
  if (s.actor < 0) return "Nobody is deciding right now.";
  const std::string& who = s.kingdoms[static_cast<size_t>(s.actor)].name;
  const Kingdom& kd = s.kingdoms[static_cast<size_t>(s.actor)];
  int tile = a.has_tile ? s.tile_at(a.tile) : kNoTile;
  if (a.has_tile && tile < 0)
    return "There is no tile at (" + std::to_string(a.tile.q) + "," + std::to_string(a.tile.r) + ").";
  bool needs_tile = a.kind == Act::kBuild || a.kind == Act::kBuildShip || a.kind == Act::kRecruit ||
                    a.kind == Act::kDeploy || a.kind == Act::kPickCapital || a.kind == Act::kPlaceHome ||
                    a.kind == Act::kPlaceArmy || a.kind == Act::kRetreat || a.kind == Act::kBonusMove ||
                    a.kind == Act::kChooseBattle || a.kind == Act::kDockShip || a.kind == Act::kChooseAnchor ||
                    a.kind == Act::kQuest || (a.kind == Act::kOrder && a.order == OrderType::kMove);
  if (needs_tile && tile < 0) return "Choose a tile on the board for this.";
  const Token* t = a.token >= 0 ? s.token(a.token) : nullptr;
  if (a.token >= 0 && !t) return "There is no token " + std::to_string(a.token) + ".";
  if (t && t->owner != s.actor && a.kind != Act::kChooseBattle)
    return token_label(s, *t) + " does not belong to " + who + ".";
  const Tables& tb = c.tables;
  auto stock = [&]() { return who + " has " + std::to_string(kd.gold) + " gold and " + std::to_string(kd.food) + " food"; };
  switch (a.kind) {
    case Act::kBuild: {
      if (s.step != Step::kBuild) break;
      const Tile& T = s.tiles[static_cast<size_t>(tile)];
      Settlement to = static_cast<Settlement>(a.value);
      if (T.controller != s.actor) return who + " does not control " + tile_label(s, tile) + ".";
      if (T.built_this_winter) return tile_label(s, tile) + " was already built on this winter.";
      Settlement from = to == Settlement::kVillage ? Settlement::kNone
                        : to == Settlement::kCapital ? Settlement::kCity : Settlement::kVillage;
      if (T.settlement != from)
        return std::string("A ") + settlement_name(to) + " can only be built on " +
               (from == Settlement::kNone ? std::string("an empty tile") : std::string("a ") + settlement_name(from)) + ".";
      if (to == Settlement::kCapital && capital_tile(s, s.actor) != kNoTile) return who + " already has a capital.";
      int gold = to == Settlement::kVillage ? tb.village_gold : to == Settlement::kCity ? tb.city_gold
               : to == Settlement::kFortress ? tb.fortress_gold : tb.capital_gold;
      int food = to == Settlement::kCity ? tb.city_food : 0;
      if (kd.gold < gold || kd.food < food)
        return std::string(settlement_name(from)) + " → " + settlement_name(to) + " costs " + std::to_string(gold) +
               " gold" + (food ? " and " + std::to_string(food) + " food" : "") + "; " + stock() + ".";
      break;
    }
    case Act::kBuildShip: {
      if (s.step != Step::kBuild) break;
      const Tile& T = s.tiles[static_cast<size_t>(tile)];
      if (T.controller != s.actor) return who + " does not control " + tile_label(s, tile) + ".";
      if (T.settlement != Settlement::kCity && T.settlement != Settlement::kCapital)
        return "Ships are built only in a city or capital.";
      if (!T.coastal && !T.river) return tile_label(s, tile) + " is neither coastal nor on a river.";
      if (T.docked_ship >= 0) return "A ship is already docked at " + tile_label(s, tile) + ".";
      if (kd.gold < tb.ship_gold) return "A ship costs " + std::to_string(tb.ship_gold) + " gold; " + stock() + ".";
      break;
    }
    case Act::kRecruit: {
      if (s.step != Step::kBuild) break;
      const Tile& T = s.tiles[static_cast<size_t>(tile)];
      if (T.controller != s.actor || T.settlement != Settlement::kFortress)
        return "Armies are recruited only at a fortress you control.";
      if (T.recruited_this_winter) return "The fortress at " + tile_label(s, tile) + " already recruited this winter.";
      if (kd.gold < tb.army_gold) return "An army costs " + std::to_string(tb.army_gold) + " gold; " + stock() + ".";
      if (army_count(s, s.actor) >= tb.max_armies && a.token2 < 0)
        return who + " has " + std::to_string(tb.max_armies) + " armies: recruiting must disband one.";
      break;
    }
    case Act::kDeploy: {
      if (s.step != Step::kDeploy) break;
      if (!t || t->tile != kStaging) return "Only staged armies deploy.";
      const Tile& T = s.tiles[static_cast<size_t>(tile)];
      if (T.controller != s.actor || T.settlement == Settlement::kNone) return "Armies deploy only to your own settlements.";
      if (T.terrain == Terrain::kMarsh) return "Nobody can deploy into marsh.";
      int anchor = supply_anchor(s, s.actor);
      if (anchor < 0 || !connected_mask(s, s.actor, anchor)[static_cast<size_t>(tile)])
        return tile_label(s, tile) + " is not connected to " + who + "'s capital.";
      return tile_label(s, tile) + " is full (limit " + std::to_string(deploy_limit(s, c, tile)) + ").";
    }
    case Act::kOrder:
    case Act::kEmbark: {
      if (s.step != Step::kOrders) break;
      if (t && t->order.type != OrderType::kNone) return token_label(s, *t) + " already has an order.";
      if (t && !t->upright && a.order != OrderType::kRegroup) return token_label(s, *t) + " is on its side: it can only Regroup.";
      if (a.order == OrderType::kDefend && t && t->ship) return "Ships cannot Defend.";
      if (a.order == OrderType::kMove && tile >= 0) {
        const Tile& T = s.tiles[static_cast<size_t>(tile)];
        if (T.terrain == Terrain::kMarsh) return "Marsh is impassable.";
        if (T.tower) return "Nobody may enter a Wizard's Tower.";
        if (is_water(T) && t && !t->ship && a.kind == Act::kOrder) return "Armies need a ship to enter water.";
        return tile_label(s, tile) + " is not next to " + (t ? token_label(s, *t) : std::string("that token")) + ".";
      }
      break;
    }
    case Act::kTithe:
      if (s.step != Step::kTithe) break;
      if (std::find(kd.tithed_to.begin(), kd.tithed_to.end(), a.value) != kd.tithed_to.end())
        return who + " already gave a tithe to that kingdom this winter.";
      if (a.value2 + a.value3 < 1) return "A tithe must move at least 1 resource.";
      if (kd.gold < a.value2 || kd.food < a.value3) return "Not enough in stock: " + stock() + ".";
      break;
    case Act::kPass:
      if (s.step == Step::kFeed)
        return who + " must feed " + std::to_string(army_count(s, s.actor)) + " armies with " +
               std::to_string(kd.food) + " food: disband one first.";
      if (s.step == Step::kOrders) return who + " must give every token an order before passing.";
      if (s.step == Step::kDeploy) return who + " must deploy every staged army.";
      break;
    default:
      break;
  }
  return std::string("That is not a legal choice now (") + step_name(s.step) + ", " + who + " to decide).";
}

}  // namespace sb::mk
