// The Season: phases (calendar-driven), the player turn, standard actions, permissions, votes and
// the hand limit. Legality lives in refusal(); candidates() lists what might be legal.
//
// [SECTION] phases   [SECTION] candidates   [SECTION] refusal   [SECTION] execute   [SECTION] words
#include <algorithm>

#include "engine/core/check.h"
#include "engine/core/phase_machine.h"
#include "game/vacant_throne/rules/rules.h"

namespace sb::vt {

namespace {

using Log = std::vector<engine::Event>;

void note(Log& log, int seat, const std::string& text, std::vector<int> values = {}, const std::string& kind = "log") {
  log.push_back({kind, seat, text, std::move(values)});
}

int draw_card(State& s) {
  if (s.deck.empty() && !s.discard.empty()) {
    s.deck = s.discard;
    s.discard.clear();
    std::sort(s.deck.begin(), s.deck.end());
    s.rng.shuffle(s.deck);
  }
  if (s.deck.empty()) return -1;
  int card = s.deck.front();
  s.deck.erase(s.deck.begin());
  return card;
}

void add_to_hand(Player& p, int card) {
  p.hand.insert(std::upper_bound(p.hand.begin(), p.hand.end(), card), card);
}

void remove_from_hand(Player& p, int card) {
  auto it = std::find(p.hand.begin(), p.hand.end(), card);
  if (it != p.hand.end()) p.hand.erase(it);
}

// A built card leaves the grid: the Sovereign card to its slot, the rest to the discard pile.
void discard_built(State& s, const Content& c, int seat, int cell) {
  Cell& at = seat_player(s, seat).grid[static_cast<size_t>(cell)];
  if (at.card == c.sovereign()) s.sovereign_in_slot = true;
  else if (at.card >= 0) s.discard.push_back(at.card);
  at = Cell{};
}

void refill_docket(State& s, const Content& c) {
  while (static_cast<int>(s.docket.size()) < c.setup.docket && !s.law_deck.empty()) {
    s.docket.push_back(s.law_deck.front());
    s.law_deck.erase(s.law_deck.begin());
  }
}

// [SECTION] phases

struct Ctx {
  State* s;
  const Content* c;
  Log* log;
};

void begin_turn(State& s, int seat) {
  s.active = seat;
  s.acted = false;
  s.acted_idle = false;
  s.refused.clear();
  ++s.turns_begun;
}

void season_start(Ctx& x) {
  State& s = *x.s;
  s.season = s.cursor.period;
  if (s.season > 1) s.current_track = 1 - s.current_track;  // §8.1: the Bandit cube moves
  s.season_order = turn_order(s);
  for (Player& p : s.players) {
    p.idled = false;
    p.actions = 0;
  }
  s.active = -1;
  std::string order;
  for (int seat : s.season_order) order += (order.empty() ? "" : ", ") + name_of(s, seat);
  note(*x.log, -1, "Season " + std::to_string(s.season) + " begins; turn order: " + order);
}

void player_turns_enter(Ctx& x) {
  State& s = *x.s;
  s.stage = Stage::kTurn;
  auto order = turn_order(s);
  if (order.empty()) s.active = -1;
  else begin_turn(s, order.front());
}

void battles(Ctx& x) {
  State& s = *x.s;
  const Content& c = *x.c;
  Log& log = *x.log;
  for (size_t i = 0; i < c.tiles.size(); ++i)
    if (c.tiles[i].kind == TileKind::kBandit && s.tiles[i].bandits <= c.setup.muster_up_to && s.bandit_supply > 0) {
      --s.bandit_supply;
      ++s.tiles[i].bandits;
      note(log, -1, "Bandits muster on " + c.tiles[i].name + " (" + std::to_string(s.tiles[i].bandits) + ")");
    }
  const Law* bounty = enacted_law(s, c, LawEffect::kBounty);
  for (size_t i = 0; i < c.tiles.size(); ++i) {
    TileState& t = s.tiles[i];
    int owners = t.bandits > 0 ? 1 : 0;
    for (int k : t.knights) owners += k > 0 ? 1 : 0;
    if (owners < 2) continue;
    int winner = controller(s, c, static_cast<int>(i));
    int prestige = 0;
    std::string losers;
    if (winner != kBandits && t.bandits > 0) {
      --t.bandits;
      ++s.bandit_supply;
      prestige += c.setup.battle_prestige + (bounty ? bounty->value : 0);
      losers = "the Bandits";
    }
    for (int seat = 0; seat < seat_count(s); ++seat) {
      if (seat == winner || t.knights[static_cast<size_t>(seat)] == 0) continue;
      --t.knights[static_cast<size_t>(seat)];
      ++seat_player(s, seat).undeployed;
      prestige += c.setup.battle_prestige;
      losers += (losers.empty() ? "" : ", ") + name_of(s, seat);
    }
    if (winner >= 0) gain_prestige(s, winner, prestige, kFromBattles);
    note(log, winner >= 0 ? winner : -1,
         "Battle at " + c.tiles[i].name + ": " + name_of(s, winner) + " win" + (winner == kBandits ? "" : "s") + "; " + losers +
             " lose 1 knight each" + (winner >= 0 && prestige > 0 ? " (+" + std::to_string(prestige) + " Prestige)" : ""),
         {static_cast<int>(i)}, "battle");
  }
}

void rewards(Ctx& x) {
  State& s = *x.s;
  const Content& c = *x.c;
  const SetupRules& r = c.setup;
  for (size_t i = 0; i < c.tiles.size(); ++i) {
    int seat = controller(s, c, static_cast<int>(i));
    if (seat < 0) continue;
    const Tile& tile = c.tiles[i];
    Player& p = seat_player(s, seat);
    std::string got;
    if (tile.kind == TileKind::kFaction) {
      bool pressed = controller(s, c, c.bandit_tile(tile.faction)) == kBandits;
      int raw = pressed ? r.faction_raw_pressed : r.faction_raw;
      p.res[static_cast<size_t>(resource_of(tile.faction, 0))] += raw;
      int workers = std::min(r.faction_workers, s.supply[static_cast<size_t>(tile.faction)]);
      s.supply[static_cast<size_t>(tile.faction)] -= workers;
      p.unemployed[static_cast<size_t>(tile.faction)] += workers;
      got = good_words(c, resource_of(tile.faction, 0), raw) + (workers ? ", " + good_words(c, kWorkerGood + tile.faction, workers) : "") +
            (pressed ? " (Bandit pressure)" : "");
    } else if (tile.kind == TileKind::kBandit) {
      p.res[static_cast<size_t>(resource_of(tile.faction, 0))] += r.bandit_raw;
      gain_prestige(s, seat, r.bandit_prestige, kFromTiles);
      got = good_words(c, resource_of(tile.faction, 0), r.bandit_raw) + ", " + std::to_string(r.bandit_prestige) + " Prestige";
    } else {
      const Law* levy = enacted_law(s, c, LawEffect::kCapitalReward);
      int prestige = levy ? levy->value : r.capital_prestige;
      gain_prestige(s, seat, prestige, kFromTiles);
      got = std::to_string(prestige) + " Prestige";
    }
    note(*x.log, seat, name_of(s, seat) + " holds " + tile.name + ": " + got);
  }
}

void cleanup_after_discards(State& s, const Content& c, Log& log);

// The next player over the hand limit, in Season turn order; -1 when none.
int over_limit(const State& s, const Content& c) {
  for (int seat : s.season_order)
    if (static_cast<int>(seat_player(s, seat).hand.size()) > c.setup.hand_limit) return seat;
  for (int seat = 0; seat < seat_count(s); ++seat)
    if (static_cast<int>(seat_player(s, seat).hand.size()) > c.setup.hand_limit) return seat;
  return -1;
}

void cleanup(Ctx& x) {
  State& s = *x.s;
  const Content& c = *x.c;
  Log& log = *x.log;
  // 1. GIVE clauses, then every clause of the Season expires (kept).
  for (Guarantee& g : s.guarantees)
    for (size_t i = 0; i < g.clauses.size(); ++i) {
      Clause& k = g.clauses[i];
      if (k.status != ClauseStatus::kActive) continue;
      if (k.kind == Template::kGive) {
        bool covered = true;
        for (int good = 0; good < kGoods; ++good)
          covered = covered && k.delivered[static_cast<size_t>(good)] >= k.bundle[static_cast<size_t>(good)];
        if (!covered) {
          break_clause(s, c, g, i, log);
          continue;
        }
      }
      k.status = ClauseStatus::kKept;
    }
  // 2.-4. The Sovereign card returns, cubes come off, Card actions reset, Employed go home.
  for (int seat = 0; seat < seat_count(s); ++seat)
    for (int cell = 0; cell < kGridCells; ++cell) {
      Cell& at = seat_player(s, seat).grid[static_cast<size_t>(cell)];
      if (at.card == c.sovereign()) {
        discard_built(s, c, seat, cell);
        note(log, seat, "The " + card_name(c, c.sovereign()) + " returns to the Sovereign slot");
      }
      at.user = -1;
      at.used = false;
    }
  for (int f = 0; f < kFactions; ++f) {
    s.supply[static_cast<size_t>(f)] += s.employed[static_cast<size_t>(f)];
    s.employed[static_cast<size_t>(f)] = 0;
  }
  // 5. Each player draws 1.
  for (int seat = 0; seat < seat_count(s); ++seat) {
    int card = draw_card(s);
    if (card >= 0) add_to_hand(seat_player(s, seat), card);
  }
  s.active = -1;
  s.discarder = over_limit(s, c);
  if (s.discarder >= 0) {
    s.stage = Stage::kDiscard;
    return;
  }
  cleanup_after_discards(s, c, log);
}

void cleanup_after_discards(State& s, const Content& c, Log& log) {
  s.stage = Stage::kTurn;
  s.discarder = -1;
  size_t before = s.docket.size();
  refill_docket(s, c);
  for (size_t i = before; i < s.docket.size(); ++i)
    note(log, -1, c.laws[static_cast<size_t>(s.docket[i])].name + " joins the Docket");
}

void scoring(Ctx& x) {
  State& s = *x.s;
  // Ties go to the higher final tie priority (§1).
  std::vector<int> order;
  for (int owner : tie_priority(s))
    if (owner >= 0) order.push_back(owner);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score(s, a) > score(s, b); });
  s.ranking = order;
  s.game_over = true;
  s.stage = Stage::kOver;
  s.active = -1;
  std::string line;
  for (int seat : order) line += (line.empty() ? "" : ", ") + name_of(s, seat) + " " + std::to_string(score(s, seat));
  note(*x.log, -1, "The game ends. Scores: " + line + ". " + name_of(s, order.front()) + " takes the Vacant Throne.");
}

const engine::PhaseMachine<Ctx>& machine() {
  static const auto pm = [] {
    engine::PhaseMachine<Ctx> m;
    auto once = [](void (*run)(Ctx&)) {
      return engine::PhaseMachine<Ctx>::Handler{[run](Ctx& x) { run(x); }, [](const Ctx&) { return true; }};
    };
    m.bind("season_start", once(season_start));
    m.bind("player_turns", {player_turns_enter, [](const Ctx& x) { return x.s->active < 0 && x.s->talk.kind == NegotiationKind::kNone; }});
    m.bind("battles", once(battles));
    m.bind("rewards", once(rewards));
    m.bind("cleanup", {cleanup, [](const Ctx& x) { return x.s->stage != Stage::kDiscard && x.s->talk.kind == NegotiationKind::kNone; }});
    m.bind("scoring", once(scoring));
    return m;
  }();
  return pm;
}

void settle(State& s, const Content& c, Log& log) {
  Ctx x{&s, &c, &log};
  machine().settle(c.calendar, x, s.cursor, [](const Ctx& y) { return y.s->game_over; });
  if (s.cursor.finished && !s.game_over) scoring(x);  // a calendar without scoring still ends scored
}

// [SECTION] candidates

// Refine outputs and X: every refined or luxury resource, X from 1 to what the inputs allow.
void refine_candidates(const State& s, const Content& c, int seat, std::vector<Action>& out) {
  const Player& p = seat_player(s, seat);
  for (int r = 0; r < kResources; ++r) {
    if (tier_of(r) == 0) continue;
    const Resource& res = c.resources[static_cast<size_t>(r)];
    int most = std::min(p.res[static_cast<size_t>(res.input_a)], p.res[static_cast<size_t>(res.input_b)]);
    for (int x = 1; x <= std::max(1, most); ++x) out.push_back({seat, Verb::kRefine, r, -1, -1, -1, -1, x});
  }
}

}  // namespace

int decider(const State& s) {
  if (s.game_over) return -1;
  if (s.talk.kind != NegotiationKind::kNone) {
    if (!s.talk.offered) return s.talk.proposer;
    for (int party : s.talk.parties)
      if (std::find(s.talk.confirmed.begin(), s.talk.confirmed.end(), party) == s.talk.confirmed.end()) return party;
    return s.talk.proposer;
  }
  switch (s.stage) {
    case Stage::kTurn: return s.active;
    case Stage::kPermission: return s.permission.owner;
    case Stage::kVote: return s.vote.voters[static_cast<size_t>(s.vote.index)];
    case Stage::kDiscard: return s.discarder;
    case Stage::kOver: return -1;
  }
  return -1;
}

std::vector<Action> candidates(const State& s, const Content& c) {
  std::vector<Action> out;
  if (s.game_over) return out;
  free_candidates(s, c, out);
  if (s.talk.kind != NegotiationKind::kNone) return out;
  const int me = decider(s);
  if (me < 0) return out;
  const Player& p = seat_player(s, me);
  switch (s.stage) {
    case Stage::kTurn: {
      if (s.acted) {
        out.push_back({me, Verb::kEndTurn});
        break;
      }
      for (int owner = 0; owner < seat_count(s); ++owner)
        for (int cell = 0; cell < kGridCells; ++cell)
          if (seat_player(s, owner).grid[static_cast<size_t>(cell)].card >= 0) out.push_back({me, Verb::kAssign, owner, cell});
      refine_candidates(s, c, me, out);
      std::vector<int> kinds = p.hand;
      kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
      if (s.sovereign_in_slot) kinds.push_back(c.sovereign());
      for (int kind : kinds) {
        if (empty_cells(p) > 0) {
          for (int cell = 0; cell < kGridCells; ++cell)
            if (p.grid[static_cast<size_t>(cell)].card < 0) out.push_back({me, Verb::kBuild, kind, cell, -1});
        } else {
          for (int cell = 0; cell < kGridCells; ++cell) out.push_back({me, Verb::kBuild, kind, cell, cell});
        }
      }
      for (int cell = 0; cell < kGridCells; ++cell) {
        int kind = p.grid[static_cast<size_t>(cell)].card;
        if (kind < 0 || c.workplaces[static_cast<size_t>(kind)].action == CardAction::kNone) continue;
        if (c.workplaces[static_cast<size_t>(kind)].action == CardAction::kSummon) {
          for (int tile = 0; tile < static_cast<int>(c.tiles.size()); ++tile) out.push_back({me, Verb::kCard, cell, tile});
        } else {
          out.push_back({me, Verb::kCard, cell});
        }
      }
      for (int tile = 0; tile < static_cast<int>(c.tiles.size()); ++tile) {
        out.push_back({me, Verb::kDeploy, tile});
        out.push_back({me, Verb::kFlee, tile});
      }
      for (int law : s.docket) out.push_back({me, Verb::kEnact, law});
      out.push_back({me, Verb::kIdle});
      break;
    }
    case Stage::kPermission:
      out.push_back({me, Verb::kGrant});
      out.push_back({me, Verb::kRefuse});
      break;
    case Stage::kVote:
      out.push_back({me, Verb::kVote, 0, -1, -1, -1, -1, 0});
      for (int side = 0; side < 2; ++side)
        for (int n = 1; n <= p.influence; ++n) out.push_back({me, Verb::kVote, side, -1, -1, -1, -1, n});
      break;
    case Stage::kDiscard: {
      std::vector<int> kinds = p.hand;
      kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
      for (int kind : kinds) out.push_back({me, Verb::kDiscard, kind});
      break;
    }
    case Stage::kOver: break;
  }
  return out;
}

// [SECTION] refusal

namespace {

Refusal assign_refusal(const State& s, const Content& c, int me, int owner, int cell) {
  if (owner < 0 || owner >= seat_count(s)) return no("no_such_seat", "There is no seat " + std::to_string(owner) + " to own a workplace.");
  if (cell < 0 || cell >= kGridCells) return no("no_such_cell", "The grid has cells 0 to 8, not " + std::to_string(cell) + ".");
  const Cell& at = seat_player(s, owner).grid[static_cast<size_t>(cell)];
  if (at.card < 0) return no("empty_cell", name_of(s, owner) + "'s cell " + std::to_string(cell) + " is empty.");
  const Workplace& w = c.workplaces[static_cast<size_t>(at.card)];
  if (!w.assignable) return no("card_action_workplace", w.name + " has a Card action; nobody Assigns workers to it.");
  if (at.user >= 0) return no("workplace_in_use", w.name + " is in use by " + name_of(s, at.user) + " until Cleanup.");
  if (std::find(s.refused.begin(), s.refused.end(), owner * kGridCells + cell) != s.refused.end())
    return no("permission_refused", name_of(s, owner) + " refused " + name_of(s, me) + " this " + w.name + " this turn; ask again next turn.");
  const Player& p = seat_player(s, me);
  for (int f : w.workers) {
    if (p.unemployed[static_cast<size_t>(f)] < 1)
      return no("no_unemployed_worker", w.name + " needs a " + c.factions[static_cast<size_t>(f)].worker + "; " + p.name + " has none Unemployed.");
    if (!controls_faction(s, c, me, f))
      return no("faction_not_controlled", p.name + " controls no " + c.factions[static_cast<size_t>(f)].name + " tile, so cannot use a " +
                                              c.factions[static_cast<size_t>(f)].worker + ".");
  }
  if (!can_pay(p, w.input)) return no("cannot_pay_input", w.name + " takes " + resources_words(c, w.input) + "; " + p.name + " cannot pay.");
  return {};
}

std::string tile_words(const Content& c, int tile) {
  return tile >= 0 && tile < static_cast<int>(c.tiles.size()) ? c.tiles[static_cast<size_t>(tile)].name : "tile " + std::to_string(tile);
}

}  // namespace

Refusal refusal(const State& s, const Content& c, const Action& a) {
  if (s.game_over) return no("game_over", "The game is over.");
  if (a.seat < 0 || a.seat >= seat_count(s)) return no("no_such_seat", "There is no seat " + std::to_string(a.seat) + ".");
  if (is_free_verb(a.verb)) return free_refusal(s, c, a);
  if (s.talk.kind != NegotiationKind::kNone)
    return no("negotiation_open", std::string("A ") + (s.talk.kind == NegotiationKind::kTrade ? "trade" : "guarantee") + " proposed by " +
                                      name_of(s, s.talk.proposer) + " is open; it is settled first.");
  const int me = decider(s);
  const std::string who = name_of(s, a.seat);
  const Player& p = seat_player(s, a.seat);
  auto not_now = [&](const char* code, const std::string& what) {
    return no(code, who + " cannot " + what + " now: the game waits for " + name_of(s, me) + " (" + kStageIds[static_cast<size_t>(s.stage)] + ").");
  };
  switch (a.verb) {
    case Verb::kGrant:
    case Verb::kRefuse:
      if (s.stage != Stage::kPermission || a.seat != s.permission.owner) return not_now("no_request_to_answer", "answer a permission request");
      return {};
    case Verb::kVote: {
      if (s.stage != Stage::kVote || a.seat != me) return not_now("not_your_vote", "vote");
      if (a.n < 0 || a.n > p.influence)
        return no("not_enough_influence", who + " has " + std::to_string(p.influence) + " Influence, not " + std::to_string(a.n) + ".");
      if (a.a != 0 && a.a != 1) return no("no_such_side", "A vote is FOR or AGAINST.");
      if (a.n == 0 && a.a != 0) return no("empty_vote_against", "Spending nothing is written as side FOR with 0.");
      // (Kept as the old code: scenarios/law_vote.yaml asserts it.)
      if (a.seat == s.vote.proposer && (a.a != 0 || a.n < 1))
        return no("not_allowed", who + " proposed " + c.laws[static_cast<size_t>(s.vote.law)].name +
                                     ": the proposer must spend at least 1 Influence FOR the law.");
      return {};
    }
    case Verb::kDiscard:
      if (s.stage != Stage::kDiscard || a.seat != s.discarder) return not_now("not_your_discard", "discard");
      if (std::find(p.hand.begin(), p.hand.end(), a.a) == p.hand.end()) return no("card_not_in_hand", who + " holds no " + card_name(c, a.a) + ".");
      return {};
    case Verb::kEndTurn:
      if (s.stage != Stage::kTurn || a.seat != s.active) return not_now("not_your_turn", "end a turn");
      // (Kept as the old code: scenarios/permission_refused.yaml asserts it.)
      if (!s.acted) return no("not_allowed", "A turn ends only after a Standard Action or Idle (D11); " + who + " has taken neither.");
      return {};
    default: break;
  }
  // Standard actions and Idle.
  if (s.stage != Stage::kTurn || a.seat != s.active) return not_now("not_your_turn", "take a Standard Action");
  if (s.acted) return no("action_taken", who + " has taken this turn's action; End Turn (free actions may still come first).");
  if (p.idled && a.verb != Verb::kIdle) return no("idled", who + " has Idled and takes no more Standard Actions this Season.");
  switch (a.verb) {
    case Verb::kIdle:
      if (p.idled) return no("already_idle", who + " has already Idled.");
      return {};
    case Verb::kAssign: return assign_refusal(s, c, a.seat, a.a, a.b);
    case Verb::kRefine: {
      if (a.a < 0 || a.a >= kResources || tier_of(a.a) == 0)
        return no("not_refinable", "Only refined and luxury resources are made by Refine" +
                                       (a.a >= 0 && a.a < kResources ? "; " + c.resources[static_cast<size_t>(a.a)].name + " is not one." : std::string(".")));
      const Resource& r = c.resources[static_cast<size_t>(a.a)];
      int f = faction_of_resource(a.a);
      if (a.n < 1) return no("refine_nothing", "Refine makes at least 1 " + r.name + ".");
      if (p.res[static_cast<size_t>(r.input_a)] < a.n || p.res[static_cast<size_t>(r.input_b)] < a.n)
        return no("missing_inputs", std::to_string(a.n) + " " + r.name + " needs " + std::to_string(a.n) + " " + c.resources[static_cast<size_t>(r.input_a)].name +
                                        " and " + std::to_string(a.n) + " " + c.resources[static_cast<size_t>(r.input_b)].name + "; " + who + " has " +
                                        std::to_string(p.res[static_cast<size_t>(r.input_a)]) + " and " + std::to_string(p.res[static_cast<size_t>(r.input_b)]) + ".");
      if (p.unemployed[static_cast<size_t>(f)] < 1)
        return no("no_unemployed_worker", "Refining " + r.name + " needs a " + c.factions[static_cast<size_t>(f)].worker + "; " + who + " has none Unemployed.");
      if (!controls_faction(s, c, a.seat, f))
        return no("faction_not_controlled", who + " controls no " + c.factions[static_cast<size_t>(f)].name + " tile (D4), so cannot Refine " + r.name + ".");
      return {};
    }
    case Verb::kBuild: {
      if (a.a < 0 || a.a >= static_cast<int>(c.workplaces.size()))
        return no("no_such_workplace", "There is no workplace card " + std::to_string(a.a) + " to Build.");
      const Workplace& w = c.workplaces[static_cast<size_t>(a.a)];
      if (w.sovereign) {
        if (!s.sovereign_in_slot) return no("sovereign_not_in_slot", "The " + w.name + " is not in the Sovereign slot.");
      } else if (std::find(p.hand.begin(), p.hand.end(), a.a) == p.hand.end()) {
        return no("card_not_in_hand", who + " holds no " + w.name + ".");
      }
      if (!can_pay(p, w.cost)) return no("cannot_pay_cost", w.name + " costs " + resources_words(c, w.cost) + "; " + who + " cannot pay.");
      if (a.b < 0 || a.b >= kGridCells) return no("no_such_cell", "The grid has cells 0 to 8, not " + std::to_string(a.b) + ".");
      if (a.c < 0) {
        if (p.grid[static_cast<size_t>(a.b)].card >= 0)
          return no("cell_taken", who + "'s cell " + std::to_string(a.b) + " is taken by " + card_name(c, p.grid[static_cast<size_t>(a.b)].card) + ".");
      } else {
        if (empty_cells(p) > 0) return no("grid_not_full", who + " has an empty cell; a built card is discarded only when all 9 are full.");
        if (a.c != a.b) return no("wrong_cell", "The new " + w.name + " goes into the cell just freed (" + std::to_string(a.c) + "), not " + std::to_string(a.b) + ".");
      }
      return {};
    }
    case Verb::kCard: {
      if (a.a < 0 || a.a >= kGridCells || p.grid[static_cast<size_t>(a.a)].card < 0)
        return no("no_card_in_cell", who + " has no card in cell " + std::to_string(a.a) + ".");
      const Cell& at = p.grid[static_cast<size_t>(a.a)];
      const Workplace& w = c.workplaces[static_cast<size_t>(at.card)];
      if (w.action == CardAction::kNone) return no("no_card_action", w.name + " has no Card action.");
      if (at.used) return no("card_action_used", w.name + "'s Card action was used this Season.");
      if (w.action == CardAction::kSummon) {
        if (p.undeployed < 1) return no("no_undeployed_knight", who + " has no undeployed knight to Summon with " + w.name + ".");
        if (a.b < 0 || a.b >= static_cast<int>(c.tiles.size())) return no("no_such_tile", w.name + " Summons to a tile; there is no " + tile_words(c, a.b) + ".");
      } else if (a.b != -1) {
        return no("card_names_no_tile", w.name + " names no tile.");
      }
      return {};
    }
    case Verb::kDeploy: {
      if (a.a < 0 || a.a >= static_cast<int>(c.tiles.size())) return no("no_such_tile", "There is no " + tile_words(c, a.a) + " to Deploy to.");
      if (p.undeployed < 1) return no("no_undeployed_knight", who + " has no undeployed knight.");
      const Tile& t = c.tiles[static_cast<size_t>(a.a)];
      bool gates = enacted_law(s, c, LawEffect::kOpenGates) != nullptr;
      if (t.kind == TileKind::kCapital || (t.kind == TileKind::kBandit && !gates))
        return no("not_a_faction_tile", std::string("Deploy targets Faction tiles only") + (gates ? "" : " (D7)") + "; " + t.name + " is reached by fleeing.");
      return {};
    }
    case Verb::kEnact: {
      if (p.influence < 1) return no("no_influence", who + " has no Influence; Enact needs at least 1.");
      const std::string law = a.a >= 0 && a.a < static_cast<int>(c.laws.size()) ? c.laws[static_cast<size_t>(a.a)].name : "law " + std::to_string(a.a);
      if (std::find(s.docket.begin(), s.docket.end(), a.a) == s.docket.end()) return no("law_not_on_docket", law + " is not on the Docket.");
      return {};
    }
    case Verb::kFlee: {
      if (a.a < 0 || a.a >= static_cast<int>(c.tiles.size())) return no("no_such_tile", "There is no " + tile_words(c, a.a) + " to flee from.");
      const Tile& t = c.tiles[static_cast<size_t>(a.a)];
      if (t.flees_to < 0) return no("cannot_flee", "Knights cannot flee from " + t.name + ".");
      if (s.tiles[static_cast<size_t>(a.a)].knights[static_cast<size_t>(a.seat)] < 1) return no("no_knight_on_tile", who + " has no knight on " + t.name + ".");
      return {};
    }
    default: break;
  }
  return no("unknown_action", "That is not an action of this game.");
}

// [SECTION] execute

namespace {

void check_no_deploy(State& s, const Content& c, int seat, int tile, Log& log) {
  for (Guarantee& g : s.guarantees)
    for (size_t i = 0; i < g.clauses.size(); ++i) {
      const Clause& k = g.clauses[i];
      if (k.status == ClauseStatus::kActive && k.kind == Template::kNoDeploy && k.obligor == seat && k.tile == tile) break_clause(s, c, g, i, log);
    }
}

void deploy(State& s, const Content& c, int seat, int tile, Log& log, const std::string& how) {
  --seat_player(s, seat).undeployed;
  ++s.tiles[static_cast<size_t>(tile)].knights[static_cast<size_t>(seat)];
  note(log, seat, name_of(s, seat) + " " + how + " a knight to " + c.tiles[static_cast<size_t>(tile)].name, {tile}, "deploy");
  check_no_deploy(s, c, seat, tile, log);
}

void do_assign(State& s, const Content& c, int user, int owner, int cell, Log& log) {
  Player& p = seat_player(s, user);
  Cell& at = seat_player(s, owner).grid[static_cast<size_t>(cell)];
  const Workplace& w = c.workplaces[static_cast<size_t>(at.card)];
  for (int f : w.workers) {
    --p.unemployed[static_cast<size_t>(f)];
    ++s.employed[static_cast<size_t>(f)];
  }
  for (int r = 0; r < kResources; ++r) p.res[static_cast<size_t>(r)] += w.output[static_cast<size_t>(r)] - w.input[static_cast<size_t>(r)];
  at.user = user;
  int prestige = w.prestige, rent = w.rent;
  if (w.sovereign)
    if (const Law* succession = enacted_law(s, c, LawEffect::kSuccession)) {
      prestige = succession->value;
      rent = succession->rent;
    }
  gain_prestige(s, user, prestige, w.sovereign ? kFromSovereign : kFromWorkplaces);
  const Law* wages = enacted_law(s, c, LawEffect::kWages);
  int influence = w.influence + static_cast<int>(w.workers.size()) + (wages ? wages->value : 0);
  p.influence += influence;
  std::string text = p.name + " Assigns to " + (owner == user ? "own " : name_of(s, owner) + "'s ") + w.name + ": +" +
                     std::to_string(influence) + " Influence";
  bool made = false;
  for (int r : w.output) made = made || r > 0;
  if (made) text += ", +" + resources_words(c, w.output);
  if (prestige > 0) text += ", +" + std::to_string(prestige) + " Prestige";
  if (owner != user && rent > 0) {
    gain_prestige(s, owner, rent, kFromRent);
    text += "; " + name_of(s, owner) + " +" + std::to_string(rent) + " Prestige rent";
  }
  note(log, user, text, {at.card}, "assign");
}

void begin_vote(State& s, int proposer, int law) {
  s.vote = Vote{};
  s.vote.law = law;
  s.vote.proposer = proposer;
  s.vote.id = ++s.votes_begun;
  s.vote.voters.assign(s.season_order.rbegin(), s.season_order.rend());  // D5
  s.vote.side.assign(s.vote.voters.size(), 0);
  s.vote.amount.assign(s.vote.voters.size(), 0);
  s.stage = Stage::kVote;
}

void resolve_vote(State& s, const Content& c, Log& log) {
  const Vote& v = s.vote;
  int for_votes = 0, against = 0;
  for (size_t i = 0; i < v.voters.size(); ++i) (v.side[i] == 0 ? for_votes : against) += v.amount[i];
  const Law& law = c.laws[static_cast<size_t>(v.law)];
  bool passes = for_votes > against && for_votes >= law.threshold;
  // VOTE clauses on this law, signed before the vote began, are settled at its end.
  for (Guarantee& g : s.guarantees)
    for (size_t i = 0; i < g.clauses.size(); ++i) {
      Clause& k = g.clauses[i];
      if (k.status != ClauseStatus::kActive || k.kind != Template::kVote || k.law != v.law || k.since >= v.id) continue;
      int spent = 0;
      for (size_t j = 0; j < v.voters.size(); ++j)
        if (v.voters[j] == k.obligor && v.side[j] == k.side) spent = v.amount[j];
      if (spent < k.n) break_clause(s, c, g, i, log);
      else k.status = ClauseStatus::kKept;
    }
  std::string tally = std::to_string(for_votes) + " FOR, " + std::to_string(against) + " AGAINST";
  if (passes) {
    s.docket.erase(std::find(s.docket.begin(), s.docket.end(), v.law));
    s.enacted.push_back({v.law, v.proposer, s.season});
    gain_prestige(s, v.proposer, law.threshold, kFromLaws);
    note(log, v.proposer, law.name + " is enacted (" + tally + "): " + law.text + " " + name_of(s, v.proposer) + " +" +
                              std::to_string(law.threshold) + " Prestige", {v.law, 1}, "law");
  } else {
    note(log, v.proposer, law.name + " fails (" + tally + ", threshold " + std::to_string(law.threshold) + ")", {v.law, 0}, "law");
  }
  s.stage = Stage::kTurn;
  s.vote = Vote{};
}

void end_turn(State& s, const Content& c, Log& log) {
  const int me = s.active;
  for (Guarantee& g : s.guarantees)
    for (size_t i = 0; i < g.clauses.size(); ++i) {
      Clause& k = g.clauses[i];
      if (k.status != ClauseStatus::kActive || k.kind != Template::kIdleNext || k.obligor != me || k.since >= s.turns_begun) continue;
      if (s.acted_idle) k.status = ClauseStatus::kKept;
      else break_clause(s, c, g, i, log);
    }
  auto order = turn_order(s);
  if (order.empty()) {
    s.active = -1;
    return;
  }
  // The next player below the active one on the current track, cycling (§4.3).
  int pos = -1;
  for (size_t i = 0; i < s.season_order.size(); ++i)
    if (s.season_order[i] == me) pos = static_cast<int>(i);
  const size_t n = s.season_order.size();
  for (size_t step = 1; step <= n; ++step) {
    int seat = s.season_order[(static_cast<size_t>(pos + 1) + step - 1) % n];
    if (!seat_player(s, seat).idled) {
      begin_turn(s, seat);
      return;
    }
  }
  s.active = -1;
}

}  // namespace

void execute(State& s, const Content& c, const Action& a, Log& log) {
  if (is_free_verb(a.verb)) {
    execute_free(s, c, a, log);
    // A trade may change what a pending request or the hand limit depends on.
    if (s.stage == Stage::kPermission) {
      const Permission req = s.permission;
      if (std::string why = assign_refusal(s, c, req.user, req.owner, req.cell).message; !why.empty()) {
        s.permission = {};
        s.stage = Stage::kTurn;
        note(log, req.user, name_of(s, req.user) + "'s request lapses: " + why);
      }
    }
    if (s.stage == Stage::kDiscard) {
      s.discarder = over_limit(s, c);
      if (s.discarder < 0) cleanup_after_discards(s, c, log);
    }
  } else {
    Player& p = seat_player(s, a.seat);
    const std::string& who = p.name;
    bool standard = a.verb != Verb::kIdle && a.verb != Verb::kEndTurn && a.verb != Verb::kGrant && a.verb != Verb::kRefuse &&
                    a.verb != Verb::kVote && a.verb != Verb::kDiscard;
    if (standard && a.verb != Verb::kAssign) {
      s.acted = true;
      ++p.actions;
    }
    switch (a.verb) {
      case Verb::kAssign:
        if (a.a == a.seat) {
          s.acted = true;
          ++p.actions;
          do_assign(s, c, a.seat, a.a, a.b, log);
        } else {
          s.permission = {a.seat, a.a, a.b};
          s.stage = Stage::kPermission;
          note(log, a.seat, who + " asks " + name_of(s, a.a) + " to use " + card_name(c, seat_player(s, a.a).grid[static_cast<size_t>(a.b)].card));
        }
        break;
      case Verb::kGrant: {
        Permission req = s.permission;
        s.permission = {};
        s.stage = Stage::kTurn;
        s.acted = true;
        ++seat_player(s, req.user).actions;
        note(log, a.seat, who + " permits " + name_of(s, req.user));
        do_assign(s, c, req.user, req.owner, req.cell, log);
        break;
      }
      case Verb::kRefuse: {
        Permission req = s.permission;
        s.permission = {};
        s.stage = Stage::kTurn;
        s.refused.push_back(req.owner * kGridCells + req.cell);
        note(log, a.seat, who + " refuses " + name_of(s, req.user) + " the use of " + card_name(c, p.grid[static_cast<size_t>(req.cell)].card));
        for (Guarantee& g : s.guarantees)
          for (size_t i = 0; i < g.clauses.size(); ++i) {
            const Clause& k = g.clauses[i];
            if (k.status == ClauseStatus::kActive && k.kind == Template::kAllowUse && k.obligor == a.seat && k.beneficiary == req.user &&
                k.cell == req.cell && k.n == p.grid[static_cast<size_t>(req.cell)].card)
              break_clause(s, c, g, i, log);
          }
        break;
      }
      case Verb::kRefine: {
        const Resource& r = c.resources[static_cast<size_t>(a.a)];
        int f = faction_of_resource(a.a);
        p.res[static_cast<size_t>(r.input_a)] -= a.n;
        p.res[static_cast<size_t>(r.input_b)] -= a.n;
        --p.unemployed[static_cast<size_t>(f)];
        ++s.employed[static_cast<size_t>(f)];
        int made = a.n;
        if (const Law* charter = enacted_law(s, c, LawEffect::kRefineBonus); charter && a.n >= charter->min_x) made += charter->value;
        p.res[static_cast<size_t>(a.a)] += made;
        note(log, a.seat, who + " refines " + std::to_string(made) + " " + r.name, {a.a, made}, "refine");
        break;
      }
      case Verb::kBuild: {
        const Workplace& w = c.workplaces[static_cast<size_t>(a.a)];
        std::string text = who + " builds " + w.name + " in cell " + std::to_string(a.b);
        if (a.c >= 0) {
          text += ", discarding " + card_name(c, p.grid[static_cast<size_t>(a.c)].card);
          discard_built(s, c, a.seat, a.c);
        }
        for (int r = 0; r < kResources; ++r) p.res[static_cast<size_t>(r)] -= w.cost[static_cast<size_t>(r)];
        if (w.sovereign) s.sovereign_in_slot = false;
        else remove_from_hand(p, a.a);
        p.grid[static_cast<size_t>(a.b)] = Cell{a.a, -1, false};
        note(log, a.seat, text, {a.a}, "build");
        break;
      }
      case Verb::kCard: {
        Cell& at = p.grid[static_cast<size_t>(a.a)];
        at.used = true;
        const Workplace& w = c.workplaces[static_cast<size_t>(at.card)];
        if (w.action == CardAction::kSummon) {
          deploy(s, c, a.seat, a.b, log, "Summons (" + w.name + ")");
        } else {
          int drawn = 0;
          for (int i = 0; i < 2; ++i) {
            int card = draw_card(s);
            if (card >= 0) {
              add_to_hand(p, card);
              ++drawn;
            }
          }
          note(log, a.seat, who + " uses " + w.name + " and draws " + std::to_string(drawn) + " workplace card" + (drawn == 1 ? "" : "s"));
        }
        break;
      }
      case Verb::kDeploy: deploy(s, c, a.seat, a.a, log, "deploys"); break;
      case Verb::kEnact: {
        for (Guarantee& g : s.guarantees)
          for (size_t i = 0; i < g.clauses.size(); ++i) {
            const Clause& k = g.clauses[i];
            if (k.status == ClauseStatus::kActive && k.kind == Template::kNoEnact && k.obligor == a.seat && k.law == a.a)
              break_clause(s, c, g, i, log);
          }
        note(log, a.seat, who + " proposes " + c.laws[static_cast<size_t>(a.a)].name + "; the vote begins");
        begin_vote(s, a.seat, a.a);
        break;
      }
      case Verb::kFlee: {
        int to = c.tiles[static_cast<size_t>(a.a)].flees_to;
        --s.tiles[static_cast<size_t>(a.a)].knights[static_cast<size_t>(a.seat)];
        ++s.tiles[static_cast<size_t>(to)].knights[static_cast<size_t>(a.seat)];
        note(log, a.seat, who + "'s knight flees " + c.tiles[static_cast<size_t>(a.a)].name + " for " + c.tiles[static_cast<size_t>(to)].name);
        break;
      }
      case Verb::kIdle: {
        s.acted = true;
        s.acted_idle = true;
        p.idled = true;
        auto& cur = s.tracks[static_cast<size_t>(s.current_track)];
        std::replace(cur.begin(), cur.end(), a.seat, -1);
        const int next = 1 - s.current_track;
        auto& nt = s.tracks[static_cast<size_t>(next)];
        for (int slot = 0; slot < static_cast<int>(nt.size()); ++slot)
          if (slot != bandit_slot(s, next) && nt[static_cast<size_t>(slot)] < 0) {
            nt[static_cast<size_t>(slot)] = a.seat;
            note(log, a.seat, who + " Idles (T" + std::to_string(next) + " slot " + std::to_string(slot + 1) + ")");
            break;
          }
        break;
      }
      case Verb::kEndTurn: end_turn(s, c, log); break;
      case Verb::kVote: {
        size_t i = static_cast<size_t>(s.vote.index);
        s.vote.side[i] = a.a;
        s.vote.amount[i] = a.n;
        p.influence -= a.n;
        note(log, a.seat, who + (a.n == 0 ? " spends nothing" : " spends " + std::to_string(a.n) + (a.a == 0 ? " FOR" : " AGAINST")));
        if (++s.vote.index >= static_cast<int>(s.vote.voters.size())) resolve_vote(s, c, log);
        break;
      }
      case Verb::kDiscard: {
        remove_from_hand(p, a.a);
        s.discard.push_back(a.a);
        note(log, a.seat, who + " discards " + card_name(c, a.a) + " (hand limit)");
        s.discarder = over_limit(s, c);
        if (s.discarder < 0) cleanup_after_discards(s, c, log);
        break;
      }
      default: break;
    }
  }
  settle(s, c, log);
}

void start_game(State& s, const Content& c) {
  Log log;
  Ctx x{&s, &c, &log};
  machine().start(c.calendar, x, s.cursor, [](const Ctx& y) { return y.s->game_over; });
}

std::vector<std::string> would_break(const State& s, const Content& c, const Action& a) {
  std::vector<std::string> out;
  for (const Guarantee& g : s.guarantees)
    for (size_t i = 0; i < g.clauses.size(); ++i) {
      const Clause& k = g.clauses[i];
      if (k.status != ClauseStatus::kActive || k.obligor != a.seat) continue;
      bool breaks = false;
      switch (k.kind) {
        case Template::kNoDeploy:
          breaks = (a.verb == Verb::kDeploy && a.a == k.tile) ||
                   (a.verb == Verb::kCard && a.b == k.tile && a.a >= 0 && a.a < kGridCells &&
                    seat_player(s, a.seat).grid[static_cast<size_t>(a.a)].card >= 0 &&
                    c.workplaces[static_cast<size_t>(seat_player(s, a.seat).grid[static_cast<size_t>(a.a)].card)].action == CardAction::kSummon);
          break;
        case Template::kNoEnact: breaks = a.verb == Verb::kEnact && a.a == k.law; break;
        case Template::kAllowUse:
          breaks = a.verb == Verb::kRefuse && s.permission.user == k.beneficiary && s.permission.cell == k.cell;
          break;
        case Template::kIdleNext: breaks = a.verb == Verb::kEndTurn && !s.acted_idle && k.since < s.turns_begun; break;
        case Template::kVote:
          breaks = a.verb == Verb::kVote && s.vote.law == k.law && k.since < s.vote.id && (a.a != k.side || a.n < k.n);
          break;
        default: break;
      }
      if (breaks) out.push_back(clause_label(g, i));
    }
  return out;
}

// [SECTION] words

std::string describe_action(const Action& a, const State& s, const Content& c, bool for_log) {
  if (a.seat < 0 || a.seat >= seat_count(s)) return "an action for a seat that is not at the table";
  if (is_free_verb(a.verb)) return free_words(a, s, c, for_log);
  const std::string who = name_of(s, a.seat) + ": ";
  auto tile = [&](int t) { return t >= 0 && t < static_cast<int>(c.tiles.size()) ? c.tiles[static_cast<size_t>(t)].name : std::string("a tile"); };
  auto law = [&](int l) { return l >= 0 && l < static_cast<int>(c.laws.size()) ? c.laws[static_cast<size_t>(l)].name : std::string("a law"); };
  auto cell_card = [&](int seat, int cell) {
    if (seat < 0 || seat >= seat_count(s) || cell < 0 || cell >= kGridCells) return std::string("a workplace");
    return card_name(c, seat_player(s, seat).grid[static_cast<size_t>(cell)].card) + " (cell " + std::to_string(cell) + ")";
  };
  std::string out;
  switch (a.verb) {
    case Verb::kAssign:
      out = a.a == a.seat ? "assign workers to own " + cell_card(a.a, a.b) : "ask to assign workers to " + name_of(s, a.a) + "'s " + cell_card(a.a, a.b);
      break;
    case Verb::kRefine:
      if (a.a >= 0 && a.a < kResources && tier_of(a.a) > 0) {
        const Resource& r = c.resources[static_cast<size_t>(a.a)];
        out = "refine " + std::to_string(a.n) + " " + r.name + " (from " + std::to_string(a.n) + " " + c.resources[static_cast<size_t>(r.input_a)].name +
              " + " + std::to_string(a.n) + " " + c.resources[static_cast<size_t>(r.input_b)].name + ")";
      } else {
        out = "refine";
      }
      break;
    case Verb::kBuild:
      out = "build " + card_name(c, a.a) + " in cell " + std::to_string(a.b);
      if (a.c >= 0 && a.seat >= 0) out += ", discarding " + cell_card(a.seat, a.c);
      break;
    case Verb::kCard: {
      std::string card = cell_card(a.seat, a.a);
      out = a.b >= 0 ? "Summon a knight to " + tile(a.b) + " with " + card : "use " + card + " to draw 2 workplace cards";
      break;
    }
    case Verb::kDeploy: out = "deploy a knight to " + tile(a.a); break;
    case Verb::kEnact: out = "propose " + law(a.a) + " (threshold " + (a.a >= 0 && a.a < static_cast<int>(c.laws.size()) ? std::to_string(c.laws[static_cast<size_t>(a.a)].threshold) : "?") + ") for a vote"; break;
    case Verb::kFlee: {
      int to = a.a >= 0 && a.a < static_cast<int>(c.tiles.size()) ? c.tiles[static_cast<size_t>(a.a)].flees_to : -1;
      out = "a knight flees " + tile(a.a) + " for " + tile(to);
      break;
    }
    case Verb::kIdle: out = "Idle for the rest of the Season"; break;
    case Verb::kEndTurn: out = "end the turn"; break;
    case Verb::kGrant: out = "allow " + name_of(s, s.permission.user) + " to use " + cell_card(a.seat, s.permission.cell); break;
    case Verb::kRefuse: out = "refuse " + name_of(s, s.permission.user) + " the use of " + cell_card(a.seat, s.permission.cell); break;
    case Verb::kVote:
      out = a.n == 0 ? "spend nothing on " + law(s.vote.law) : "spend " + std::to_string(a.n) + " Influence " + (a.a == 0 ? "FOR " : "AGAINST ") + law(s.vote.law);
      break;
    case Verb::kDiscard: out = "discard " + card_name(c, a.a) + " from hand"; break;
    default: out = kVerbIds[static_cast<size_t>(a.verb)]; break;
  }
  auto breaks = would_break(s, c, a);
  for (size_t i = 0; i < breaks.size(); ++i)
    out += (i == 0 ? " — breaks guarantee clause " : ", ") + breaks[i];
  if (!breaks.empty()) out += " (" + std::to_string(c.setup.penalty) + " crossed-out Prestige each)";
  return who + out;
}

}  // namespace sb::vt
