// The planner bot: the opponent a player sitting down alone with bots gets by default.
//
// The spec's bot (§12) deploys only while it holds no Faction tile and seldom flees, so it leaves
// Highcrown and the Bandit tiles, which pay Prestige every Season, to whoever wanders there. The
// planner instead weighs each move of a knight (Deploy, Flee, Summon), each law it could propose
// and the §12 workplace step by the position it leads to: the Prestige each seat can expect from
// the tiles it controls for the Seasons left (discounted by how safely it holds them against the
// knights that can still reach them), the Battles of this Season, and its own score against the
// best other seat's. It takes the best move while one improves its position, then Idles.
// Ties go to the first candidate: knight moves by tile id, then laws, then the §12 step.
//
// Hidden information: it decides on view_for(seat) (other hands and the decks unknown), so what it
// does cannot depend on another player's hand; the tests check that.
#include <algorithm>
#include <array>

#include "engine/core/check.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"

namespace sb::vt {

namespace {

// Weights of the evaluation, in Prestige.
constexpr double kLeaderWeight = 0.5;   // the best other seat's expected total counts against the planner
constexpr double kKnightLoss = 0.8;     // a knight beaten in Battle goes home: the steps it took are lost
constexpr double kFactionRaw = 0.5;     // one raw resource from a Faction tile
constexpr double kFactionWorker = 0.5;  // one worker
constexpr double kBanditRaw = 0.3;
constexpr double kInfluence = 0.3;      // one Influence kept (it carries laws and votes)
constexpr double kEconomyStep = 0.25;   // a §12 workplace step that gives no Prestige itself
constexpr double kStepDiscount = 0.95;  // a plan's value per Standard Action it needs after the first
constexpr int kPlanSteps = 3;           // Deploy, Flee, Flee: a Faction tile to Highcrown
constexpr std::array<double, 3> kReach = {0.0, 0.5, 0.34};  // capital, bandit, faction: a knight one step away

// What the planner knows once per decision: tie priority and the Seasons of rewards left.
struct Frame {
  const Content* c = nullptr;
  int seats = 0;
  int seasons_left = 1;        // reward phases still to come, this Season's included
  std::vector<int> rank;       // per seat: tie priority, 0 highest
  int bandit_rank = 0;
  bool gates = false;          // Open Gates: Deploy may target Bandit tiles
  int capital_reward = 4;
  int bounty = 0;
};

Frame frame_of(const State& s, const Content& c) {
  Frame f;
  f.c = &c;
  f.seats = seat_count(s);
  f.seasons_left = std::max(1, c.calendar.periods - s.season + 1);
  // Tie priority at Battles, when everybody has Idled onto the next track: those still to Idle
  // take its free slots in turn order (so in odd Seasons they too rank above the Bandits).
  f.rank.assign(static_cast<size_t>(f.seats), f.seats + 1);
  const int next = 1 - s.current_track;
  std::vector<int> track = s.tracks[static_cast<size_t>(next)];
  const int bandit_at = bandit_slot(s, next);
  for (int seat : turn_order(s))
    for (int slot = 0; slot < static_cast<int>(track.size()); ++slot)
      if (slot != bandit_at && track[static_cast<size_t>(slot)] < 0) {
        track[static_cast<size_t>(slot)] = seat;
        break;
      }
  f.bandit_rank = bandit_at;
  for (int slot = 0; slot < static_cast<int>(track.size()); ++slot)
    if (slot != bandit_at && track[static_cast<size_t>(slot)] >= 0) f.rank[static_cast<size_t>(track[static_cast<size_t>(slot)])] = slot;
  f.gates = enacted_law(s, c, LawEffect::kOpenGates) != nullptr;
  const Law* levy = enacted_law(s, c, LawEffect::kCapitalReward);
  f.capital_reward = levy ? levy->value : c.setup.capital_prestige;
  const Law* bounty = enacted_law(s, c, LawEffect::kBounty);
  f.bounty = bounty ? bounty->value : 0;
  return f;
}

double tile_reward(const Frame& f, const State& s, int tile) {
  const Tile& t = f.c->tiles[static_cast<size_t>(tile)];
  const SetupRules& r = f.c->setup;
  switch (t.kind) {
    case TileKind::kCapital: return f.capital_reward;
    case TileKind::kBandit: return r.bandit_prestige + kBanditRaw * r.bandit_raw;
    case TileKind::kFaction:
      return kFactionRaw * r.faction_raw + (s.supply[static_cast<size_t>(t.faction)] > 0 ? kFactionWorker * r.faction_workers : 0.0);
  }
  return 0;
}

// Per seat: the Prestige it may expect from now on from the board (tiles held for the Seasons
// left, this Season's Battles), not counting what it already has.
std::vector<double> board_value(const Frame& f, const State& s) {
  const Content& c = *f.c;
  const int n = f.seats;
  std::vector<double> v(static_cast<size_t>(n), 0.0);
  // Knights that can reach each tile with one more Standard Action, per seat.
  std::vector<double> reach_at(c.tiles.size() * static_cast<size_t>(n), 0.0);
  auto reach = [&](size_t tile, int q) -> double& { return reach_at[tile * static_cast<size_t>(n) + static_cast<size_t>(q)]; };
  for (size_t i = 0; i < c.tiles.size(); ++i) {
    const Tile& t = c.tiles[i];
    for (int q = 0; q < n; ++q) {
      if (t.flees_to >= 0) reach(static_cast<size_t>(t.flees_to), q) += s.tiles[i].knights[static_cast<size_t>(q)] * kReach[static_cast<size_t>(c.tiles[static_cast<size_t>(t.flees_to)].kind)];
      bool deployable = t.kind == TileKind::kFaction || (t.kind == TileKind::kBandit && f.gates);
      if (deployable && seat_player(s, q).undeployed > 0) reach(i, q) += kReach[2];
    }
  }
  for (size_t i = 0; i < c.tiles.size(); ++i) {
    const Tile& t = c.tiles[i];
    const TileState& ts = s.tiles[i];
    int bandits = ts.bandits;
    if (t.kind == TileKind::kBandit && bandits <= c.setup.muster_up_to && s.bandit_supply > 0) ++bandits;  // the muster before Battles
    // The controller at Battles if nobody moves: most knights, ties by priority.
    int best = bandits, holder = bandits > 0 ? kBandits : -1, owners = bandits > 0 ? 1 : 0;
    for (int q = 0; q < n; ++q) {
      int k = ts.knights[static_cast<size_t>(q)];
      if (k == 0) continue;
      ++owners;
      int holder_rank = holder == kBandits ? f.bandit_rank : holder >= 0 ? f.rank[static_cast<size_t>(holder)] : 1 << 20;
      if (k > best || (k == best && f.rank[static_cast<size_t>(q)] < holder_rank)) {
        best = k;
        holder = q;
      }
    }
    if (holder < 0) continue;
    // Losers of this Season's Battle lose a knight each.
    if (owners >= 2)
      for (int q = 0; q < n; ++q)
        if (q != holder && ts.knights[static_cast<size_t>(q)] > 0) v[static_cast<size_t>(q)] -= kKnightLoss;
    if (holder == kBandits) continue;
    // How safely it holds: its knights against the strongest other owner, counting knights one step away.
    double threat = bandits;
    for (int q = 0; q < n; ++q)
      if (q != holder) threat = std::max(threat, ts.knights[static_cast<size_t>(q)] + reach(i, q));
    double conf = std::clamp(0.6 + 0.2 * (best - threat), 0.25, 1.0);
    double battle = 0;
    if (owners >= 2) {
      for (int q = 0; q < n; ++q)
        if (q != holder && ts.knights[static_cast<size_t>(q)] > 0) battle += c.setup.battle_prestige;
      if (bandits > 0) battle += c.setup.battle_prestige + f.bounty;
    }
    v[static_cast<size_t>(holder)] += conf * (tile_reward(f, s, static_cast<int>(i)) * f.seasons_left + battle);
  }
  return v;
}

// The planner's view of a position: its expected total against the best other seat's.
double evaluate(const Frame& f, const State& s, int me) {
  std::vector<double> v = board_value(f, s);
  double mine = score(s, me) + v[static_cast<size_t>(me)] + kInfluence * seat_player(s, me).influence;
  double leader = -1e9;
  for (int o = 0; o < f.seats; ++o)
    if (o != me) leader = std::max(leader, score(s, o) + v[static_cast<size_t>(o)]);
  return mine - kLeaderWeight * leader;
}

// The Influence the proposer spends FOR: enough to beat every voter still to come, within its means.
int proposer_spend(const State& s, const Content& c, int me) {
  const Vote& vote = s.vote;
  int against = 0, later = 0;
  for (size_t i = 0; i < vote.voters.size(); ++i) {
    if (static_cast<int>(i) < vote.index) against += vote.side[i] == 1 ? vote.amount[i] : -vote.amount[i];
    else if (vote.voters[i] != me) later += seat_player(s, vote.voters[i]).influence;
  }
  int need = std::max(c.laws[static_cast<size_t>(vote.law)].threshold, std::max(0, against) + later + 1);
  return std::clamp(need, 1, std::max(1, seat_player(s, me).influence));
}

// Whether proposing `law` now is worth it: it must be able to meet the Threshold alone and
// outspend what the others could put AGAINST, or at least half of it.
double enact_gain(const Frame& f, const State& s, int me, int law) {
  const Law& l = f.c->laws[static_cast<size_t>(law)];
  const int mine = seat_player(s, me).influence;
  if (mine < l.threshold) return -1;
  int others = 0;
  for (int o = 0; o < f.seats; ++o)
    if (o != me) others += seat_player(s, o).influence;
  double chance = mine > others ? 1.0 : mine > others / 2 ? 0.5 : 0.0;
  int spend = std::min(mine, std::max(l.threshold, others + 1));
  double effect = 0;
  if (l.effect == LawEffect::kCapitalReward) {
    int holder = controller(s, *f.c, f.c->capital());
    if (holder == me) effect = (l.value - f.c->setup.capital_prestige) * f.seasons_left * 0.6;
    else if (holder >= 0) effect = -(l.value - f.c->setup.capital_prestige) * f.seasons_left * 0.6 * kLeaderWeight;
  }
  return chance * (l.threshold + effect) - kInfluence * spend;
}

Action vote_action(const State& s, const Content& c, int me) {
  const Vote& vote = s.vote;
  if (me == vote.proposer) return {me, Verb::kVote, 0, -1, -1, -1, -1, proposer_spend(s, c, me)};
  const Law& law = c.laws[static_cast<size_t>(vote.law)];
  // Block a proposer who would draw level with it or pass it, when it can.
  if (score(s, vote.proposer) + law.threshold < score(s, me)) return {me, Verb::kVote, 0, -1, -1, -1, -1, 0};
  int for_votes = 0, against = 0;
  bool proposer_voted = false;
  for (int i = 0; i < vote.index; ++i) {
    (vote.side[static_cast<size_t>(i)] == 0 ? for_votes : against) += vote.amount[static_cast<size_t>(i)];
    proposer_voted = proposer_voted || vote.voters[static_cast<size_t>(i)] == vote.proposer;
  }
  // The proposer votes later: it may spend all it has.
  int for_max = for_votes + (proposer_voted ? 0 : seat_player(s, vote.proposer).influence);
  if (for_max < law.threshold) return {me, Verb::kVote, 0, -1, -1, -1, -1, 0};  // it fails anyway
  int need = for_max - against;
  if (need >= 1 && need <= seat_player(s, me).influence) return {me, Verb::kVote, 1, -1, -1, -1, -1, need};
  return {me, Verb::kVote, 0, -1, -1, -1, -1, 0};
}

Action permission_action(const State& s, const Content& c, int me) {
  const Permission& req = s.permission;
  const Workplace& w = c.workplaces[static_cast<size_t>(seat_player(s, me).grid[static_cast<size_t>(req.cell)].card)];
  // Rent is Prestige for nothing, unless the workplace lifts the user past the planner.
  bool lifts = w.prestige > 0 || w.sovereign;
  if (lifts && score(s, req.user) + w.prestige >= score(s, me)) return {me, Verb::kRefuse};
  return {me, Verb::kGrant};
}

Action planned_turn(const State& s, const Content& c, int me) {
  const Player& p = seat_player(s, me);
  if (s.acted) return {me, Verb::kEndTurn};
  if (p.idled || p.actions >= c.setup.bot_action_cap) return {me, Verb::kIdle};
  const Frame f = frame_of(s, c);
  const double now = evaluate(f, s, me);
  Action best{me, Verb::kIdle};
  double best_gain = 1e-9;
  auto consider = [&](const Action& a, double gain) {
    if (gain > best_gain) {
      best_gain = gain;
      best = a;
    }
  };
  // Knight plans: one knight from where it stands to a tile it can reach in a few Standard
  // Actions (Deploy, then Flee towards Highcrown; Summon goes anywhere at once), weighed by the
  // position at its end, discounted per step; the plan's first step is the candidate.
  State after = s;
  auto weigh_plan = [&](const Action& first, int from, int to, int steps) {
    if (!is_legal(s, c, first)) return;
    if (from >= 0) --after.tiles[static_cast<size_t>(from)].knights[static_cast<size_t>(me)];
    else --after.players[static_cast<size_t>(me)].undeployed;
    ++after.tiles[static_cast<size_t>(to)].knights[static_cast<size_t>(me)];
    double gain = evaluate(f, after, me) - now;
    for (int k = 1; k < steps; ++k) gain *= kStepDiscount;
    consider(first, gain);
    after.tiles = s.tiles;
    after.players[static_cast<size_t>(me)].undeployed = p.undeployed;
  };
  const int tiles = static_cast<int>(c.tiles.size());
  // A plan it cannot finish before its cap leaves a knight on the way (on a Bandit tile, beaten).
  const int plan_steps = std::min(kPlanSteps, c.setup.bot_action_cap - p.actions);
  // Walks a knight from `from` (-1: undeployed, entering at `entry`) along the flee path.
  auto walk = [&](int from, int entry) {
    Action first = from < 0 ? Action{me, Verb::kDeploy, entry} : Action{me, Verb::kFlee, from};
    int at = from < 0 ? entry : c.tiles[static_cast<size_t>(from)].flees_to;
    for (int steps = 1; at >= 0 && steps <= plan_steps; ++steps) {
      weigh_plan(first, from, at, steps);
      at = c.tiles[static_cast<size_t>(at)].flees_to;
    }
  };
  for (int t = 0; t < tiles; ++t) {
    if (p.undeployed > 0) walk(-1, t);
    if (s.tiles[static_cast<size_t>(t)].knights[static_cast<size_t>(me)] > 0 && c.tiles[static_cast<size_t>(t)].flees_to >= 0) walk(t, -1);
  }
  for (int cell = 0; cell < kGridCells; ++cell) {
    int kind = p.grid[static_cast<size_t>(cell)].card;
    if (kind >= 0 && c.workplaces[static_cast<size_t>(kind)].action == CardAction::kSummon && p.undeployed > 0)
      for (int t = 0; t < tiles; ++t) weigh_plan({me, Verb::kCard, cell, t}, -1, t, 1);
  }
  for (int law : s.docket)
    if (is_legal(s, c, {me, Verb::kEnact, law})) consider({me, Verb::kEnact, law}, enact_gain(f, s, me, law));
  if (auto a = spec_economy_action(s, c, me)) {
    double gain = kEconomyStep;
    if (a->verb == Verb::kAssign) {
      const Workplace& w = c.workplaces[static_cast<size_t>(seat_player(s, a->a).grid[static_cast<size_t>(a->b)].card)];
      gain += w.prestige + kInfluence * (w.influence + static_cast<double>(w.workers.size()));
      if (a->a != me) gain -= kLeaderWeight * w.rent;
    }
    consider(*a, gain);
  }
  return best;
}

}  // namespace

Action planner_action(const State& real, const Content& c) {
  const int me = decider(real);
  SB_CHECK(me >= 0, "the bot was asked with nobody to decide");
  SB_CHECK(!real.game_over, "the bot was asked after the game ended");
  const State s = view_for(real, me);
  Action a{me, Verb::kIdle};
  // Never proposes or accepts Haggles or Guarantees, like the spec's bot; discards as it does.
  if (s.talk.kind != NegotiationKind::kNone || s.stage == Stage::kDiscard) a = heuristic_action(s, c);
  else if (s.stage == Stage::kPermission) a = permission_action(s, c, me);
  else if (s.stage == Stage::kVote) a = vote_action(s, c, me);
  else a = planned_turn(s, c, me);
  if (is_legal(s, c, a)) return a;
  // A hand-written position can ask what play never does (a proposer without Influence): the first
  // of its seat's legal answers, never a free action's start.
  for (const Action& legal : Title::legal_actions(s, c))
    if (legal.seat == me && legal.verb != Verb::kTradeStart && legal.verb != Verb::kPactStart && legal.verb != Verb::kRelease) return legal;
  SB_CHECK(false, "the planner found nothing legal");
  return a;
}

}  // namespace sb::vt
