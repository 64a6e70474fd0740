// The spec's bot (§12) and the random bot. Both answer for the deciding seat only.
#include <algorithm>

#include "engine/core/check.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"

namespace sb::vt {

namespace {

int total_knights(const State& s, int tile) {
  int n = s.tiles[static_cast<size_t>(tile)].bandits;
  for (int k : s.tiles[static_cast<size_t>(tile)].knights) n += k;
  return n;
}

int cost_total(const Workplace& w) {
  int n = 0;
  for (int v : w.cost) n += v;
  return n;
}

// The controller of `tile` after moving one of `seat`'s knights (from -1: undeployed).
int controller_after(const State& s, const Content& c, int seat, int from, int to) {
  State t = s;
  if (from >= 0) --t.tiles[static_cast<size_t>(from)].knights[static_cast<size_t>(seat)];
  ++t.tiles[static_cast<size_t>(to)].knights[static_cast<size_t>(seat)];
  return controller(t, c, to);
}

bool prestige_user(const Workplace& w) { return w.prestige > 0; }

// Assigns the seat may make now to workplaces matching `want`: own first, then by seat and cell.
std::optional<Action> first_assign(const State& s, const Content& c, int me, bool (*want)(const Workplace&), bool match) {
  std::vector<int> owners{me};
  for (int o = 0; o < seat_count(s); ++o)
    if (o != me) owners.push_back(o);
  for (int owner : owners)
    for (int cell = 0; cell < kGridCells; ++cell) {
      int kind = seat_player(s, owner).grid[static_cast<size_t>(cell)].card;
      if (kind < 0 || want(c.workplaces[static_cast<size_t>(kind)]) != match) continue;
      Action a{me, Verb::kAssign, owner, cell};
      if (is_legal(s, c, a)) return a;
    }
  return std::nullopt;
}

std::optional<Action> max_refine(const State& s, const Content& c, int me, int tier, int min_x) {
  for (int r = 0; r < kResources; ++r) {
    if (tier_of(r) != tier) continue;
    const Resource& res = c.resources[static_cast<size_t>(r)];
    int x = std::min(seat_player(s, me).res[static_cast<size_t>(res.input_a)], seat_player(s, me).res[static_cast<size_t>(res.input_b)]);
    if (x < min_x) continue;
    Action a{me, Verb::kRefine, r, -1, -1, -1, -1, x};
    if (is_legal(s, c, a)) return a;
  }
  return std::nullopt;
}

Action turn_action(const State& s, const Content& c, int me) {
  const Player& p = seat_player(s, me);
  if (s.acted) return {me, Verb::kEndTurn};
  if (p.actions >= c.setup.bot_action_cap) return {me, Verb::kIdle};
  // 1. Deploy when it controls no Faction tile.
  bool holds_faction = false;
  std::vector<int> ftiles;
  for (int t = 0; t < static_cast<int>(c.tiles.size()); ++t)
    if (c.tiles[static_cast<size_t>(t)].kind == TileKind::kFaction) {
      ftiles.push_back(t);
      holds_faction = holds_faction || controller(s, c, t) == me;
    }
  if (!holds_faction && p.undeployed > 0) {
    std::optional<int> target;
    for (int t : ftiles)
      if (!target && is_legal(s, c, {me, Verb::kDeploy, t}) && controller_after(s, c, me, -1, t) == me) target = t;
    if (!target)
      for (int t : ftiles)
        if (is_legal(s, c, {me, Verb::kDeploy, t}) && (!target || total_knights(s, t) < total_knights(s, *target))) target = t;
    if (target) return {me, Verb::kDeploy, *target};
  }
  // 2.-4. Workplaces, Refine, Build.
  if (auto a = spec_economy_action(s, c, me)) return *a;
  // 5. Flee when it keeps the origin and gains the destination.
  for (int t = 0; t < static_cast<int>(c.tiles.size()); ++t) {
    Action a{me, Verb::kFlee, t};
    if (!is_legal(s, c, a)) continue;
    int to = c.tiles[static_cast<size_t>(t)].flees_to;
    State after = s;
    --after.tiles[static_cast<size_t>(t)].knights[static_cast<size_t>(me)];
    ++after.tiles[static_cast<size_t>(to)].knights[static_cast<size_t>(me)];
    if (controller(after, c, t) == me && controller(after, c, to) == me) return a;
  }
  // 6. Enact a law it can carry alone.
  for (int law : s.docket)
    if (c.laws[static_cast<size_t>(law)].threshold <= p.influence && is_legal(s, c, {me, Verb::kEnact, law})) return {me, Verb::kEnact, law};
  return {me, Verb::kIdle};
}

}  // namespace

// Steps 2-4 of §12 (workplaces, Refine, Build) for `me`, in the spec's order; the planner uses it too.
std::optional<Action> spec_economy_action(const State& s, const Content& c, int me) {
  const Player& p = seat_player(s, me);
  // 2. Prestige workplaces (luxury users and the Coronation Ceremony).
  if (auto a = first_assign(s, c, me, prestige_user, true)) return a;
  // 3. Refine a luxury; else another workplace; else a refined resource with X >= 2.
  if (auto a = max_refine(s, c, me, 2, 1)) return a;
  if (auto a = first_assign(s, c, me, prestige_user, false)) return a;
  if (auto a = max_refine(s, c, me, 1, 2)) return a;
  // 4. Build the first affordable hand card.
  for (int kind : p.hand) {
    if (!can_pay(p, c.workplaces[static_cast<size_t>(kind)].cost)) continue;
    int cell = first_empty_cell(p);
    Action a{me, Verb::kBuild, kind, cell, -1};
    if (cell < 0) {
      int cheapest = 0;
      for (int k = 1; k < kGridCells; ++k)
        if (cost_total(c.workplaces[static_cast<size_t>(p.grid[static_cast<size_t>(k)].card)]) <
            cost_total(c.workplaces[static_cast<size_t>(p.grid[static_cast<size_t>(cheapest)].card)]))
          cheapest = k;
      a = {me, Verb::kBuild, kind, cheapest, cheapest};
    }
    if (is_legal(s, c, a)) return a;
  }
  return std::nullopt;
}

Action heuristic_action(const State& s, const Content& c) {
  const int me = decider(s);
  SB_CHECK(me >= 0, "the bot was asked with nobody to decide");
  if (s.talk.kind != NegotiationKind::kNone) {
    // Never proposes or accepts Haggles or Guarantees.
    bool trade = s.talk.kind == NegotiationKind::kTrade;
    if (!s.talk.offered) return {me, trade ? Verb::kTradeCancel : Verb::kPactCancel};
    return {me, trade ? Verb::kTradeDecline : Verb::kPactDecline};
  }
  const Player& p = seat_player(s, me);
  switch (s.stage) {
    case Stage::kPermission: return {me, Verb::kGrant};
    case Stage::kVote: {
      if (me == s.vote.proposer) {
        int spend = std::clamp(c.laws[static_cast<size_t>(s.vote.law)].threshold, 1, std::max(1, p.influence));
        return {me, Verb::kVote, 0, -1, -1, -1, -1, spend};
      }
      bool top = true;
      for (int o = 0; o < seat_count(s); ++o) top = top && score(s, s.vote.proposer) >= score(s, o);
      int against = std::min(2, p.influence);
      if (top && against > 0) return {me, Verb::kVote, 1, -1, -1, -1, -1, against};
      return {me, Verb::kVote, 0, -1, -1, -1, -1, 0};
    }
    case Stage::kDiscard: {
      int cheapest = p.hand.front();
      for (int kind : p.hand)
        if (cost_total(c.workplaces[static_cast<size_t>(kind)]) < cost_total(c.workplaces[static_cast<size_t>(cheapest)])) cheapest = kind;
      return {me, Verb::kDiscard, cheapest};
    }
    case Stage::kTurn: return turn_action(s, c, me);
    case Stage::kOver: break;
  }
  SB_CHECK(false, "the bot was asked after the game ended");
  return {};
}

Action random_action(const State& s, const Content& c, engine::Rng& rng) {
  const int me = decider(s);
  SB_CHECK(me >= 0, "the bot was asked with nobody to decide");
  std::vector<Action> legal = Title::legal_actions(s, c);
  std::vector<Action> mine, starts, items, closing;
  for (const Action& a : legal) {
    if (a.seat != me) continue;
    if (a.verb == Verb::kTradeStart || a.verb == Verb::kPactStart) starts.push_back(a);
    else if (a.verb == Verb::kTradeItem || a.verb == Verb::kPactClause || a.verb == Verb::kTradeInvite || a.verb == Verb::kPactInvite) items.push_back(a);
    else if (a.verb == Verb::kTradeOffer || a.verb == Verb::kPactOffer || a.verb == Verb::kTradeCancel || a.verb == Verb::kPactCancel) closing.push_back(a);
    else mine.push_back(a);
  }
  auto pick = [&](const std::vector<Action>& from) { return from[rng.below(static_cast<uint32_t>(from.size()))]; };
  if (s.talk.kind != NegotiationKind::kNone && !s.talk.offered) {
    // Drafting: add something half the time, else offer or withdraw.
    if (!items.empty() && (closing.empty() || rng.below(2) == 0)) return pick(items);
    if (!closing.empty()) return pick(closing);
  }
  // Now and then a trade or a guarantee is drafted.
  if (!starts.empty() && rng.below(25) == 0) return pick(starts);
  if (!mine.empty()) return pick(mine);
  SB_CHECK(!legal.empty(), "the random bot found nothing legal");
  return pick(legal);
}

}  // namespace sb::vt
