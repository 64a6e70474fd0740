// Free actions (§7): Haggles and Guarantees, drafted by one proposer, then confirmed by every other
// party in turn; and releasing a clause. Any seat may start one whenever the game awaits input and
// no other negotiation is open (one negotiation at a time keeps the table readable; it closes by
// its proposer's cancel, a party's decline or the last confirmation).
//
// [SECTION] helpers   [SECTION] candidates   [SECTION] refusal   [SECTION] execute   [SECTION] words
#include <algorithm>

#include "game/vacant_throne/rules/rules.h"

namespace sb::vt {

namespace {

using Log = std::vector<engine::Event>;
constexpr size_t kMaxItems = 24;

// [SECTION] helpers

bool in(const std::vector<int>& list, int v) { return std::find(list.begin(), list.end(), v) != list.end(); }

bool is_trade_verb(Verb v) { return v >= Verb::kTradeStart && v <= Verb::kTradeCancel; }
bool is_pact_verb(Verb v) { return v >= Verb::kPactStart && v <= Verb::kPactCancel; }

// How many of a good / hand kind / built cell the giver has promised in the draft already.
int listed(const Negotiation& t, int giver, int kind, int what) {
  int n = 0;
  for (const Item& it : t.items)
    if (it.giver == giver && it.kind == kind && (kind == kItemHand && what < 0 ? true : it.what == what)) n += it.n;
  return n;
}

int holding(const State& s, int seat, int kind, int what) {
  const Player& p = s.players[static_cast<size_t>(seat)];
  if (kind == kItemGoods) {
    if (what < kResources) return p.res[static_cast<size_t>(what)];
    if (what < kFavourGood) return p.unemployed[static_cast<size_t>(what - kWorkerGood)];
    return p.favours;
  }
  if (kind == kItemHand) return static_cast<int>(std::count(p.hand.begin(), p.hand.end(), what));
  return what >= 0 && what < kGridCells && p.grid[static_cast<size_t>(what)].card >= 0 ? 1 : 0;
}

// Why a party cannot deliver its side of the trade (allowed when it can).
Refusal cannot_deliver(const State& s, const Content& c, int seat) {
  const Negotiation& t = s.talk;
  for (const Item& it : t.items) {
    if (it.giver != seat) continue;
    if (listed(t, seat, it.kind, it.what) > holding(s, seat, it.kind, it.what))
      return no("cannot_give", name_of(s, seat) + " cannot give " + item_words(s, c, it, false).substr(name_of(s, seat).size() + 7) +
                                   " (does not have it).");
  }
  // D10: every receiver of built workplaces needs empty cells for them.
  for (int party : t.parties) {
    int incoming = 0, outgoing = 0;
    for (const Item& it : t.items) {
      if (it.kind != kItemBuilt) continue;
      incoming += it.receiver == party ? 1 : 0;
      outgoing += it.giver == party ? 1 : 0;
    }
    if (incoming > empty_cells(s.players[static_cast<size_t>(party)]) + outgoing)
      return no("no_empty_cell", name_of(s, party) + " has no empty cell for a built workplace (D10).");
  }
  return {};
}

bool party_missing(const Negotiation& t, std::string* who, const State& s) {
  for (int party : t.parties) {
    bool named = false;
    for (const Item& it : t.items) named = named || it.giver == party || it.receiver == party;
    for (const Clause& k : t.clauses) named = named || k.obligor == party || k.beneficiary == party;
    if (!named) {
      *who = name_of(s, party);
      return true;
    }
  }
  return false;
}

int next_to_confirm(const State& s) {
  for (int party : s.talk.parties)
    if (!in(s.talk.confirmed, party)) return party;
  return -1;
}

Clause clause_from(const Action& a) {
  Clause k;
  k.kind = static_cast<Template>(a.c);
  k.obligor = a.a;
  k.beneficiary = a.b;
  switch (k.kind) {
    case Template::kVote:
      k.law = a.d;
      k.side = a.e;
      k.n = a.n;
      break;
    case Template::kGive: k.bundle[static_cast<size_t>(a.d)] = 1; break;
    case Template::kNoDeploy: k.tile = a.d; break;
    case Template::kAllowUse: k.cell = a.d; break;
    case Template::kNoEnact: k.law = a.d; break;
    default: break;
  }
  return k;
}

// The draft's GIVE clause from the same obligor to the same beneficiary (a GIVE adds to it).
const Clause* give_clause(const Negotiation& t, int obligor, int beneficiary) {
  for (const Clause& k : t.clauses)
    if (k.kind == Template::kGive && k.obligor == obligor && k.beneficiary == beneficiary) return &k;
  return nullptr;
}

std::string trade_summary(const State& s, const Content& c, bool for_log) {
  std::string out;
  for (const Item& it : s.talk.items) out += (out.empty() ? "" : "; ") + item_words(s, c, it, for_log);
  return out.empty() ? "nothing" : out;
}

std::string pact_summary(const State& s, const Content& c) {
  std::string out;
  for (const Clause& k : s.talk.clauses) out += (out.empty() ? "" : "; ") + clause_words(s, c, k);
  return out.empty() ? "no clause" : out;
}

}  // namespace

bool is_free_verb(Verb v) { return v >= Verb::kTradeStart && v <= Verb::kRelease; }

// [SECTION] candidates

void free_candidates(const State& s, const Content& c, std::vector<Action>& out) {
  const int n = seat_count(s);
  const Negotiation& t = s.talk;
  if (t.kind == NegotiationKind::kNone) {
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < n; ++y)
        if (x != y) {
          out.push_back({x, Verb::kTradeStart, y});
          out.push_back({x, Verb::kPactStart, y});
        }
    for (const Guarantee& g : s.guarantees)
      for (size_t i = 0; i < g.clauses.size(); ++i)
        if (g.clauses[i].status == ClauseStatus::kActive) out.push_back({g.clauses[i].beneficiary, Verb::kRelease, g.id, static_cast<int>(i)});
    return;
  }
  const bool trade = t.kind == NegotiationKind::kTrade;
  if (t.offered) {
    int party = next_to_confirm(s);
    if (party < 0) return;
    out.push_back({party, trade ? Verb::kTradeAccept : Verb::kPactSign});
    out.push_back({party, trade ? Verb::kTradeDecline : Verb::kPactDecline});
    return;
  }
  const int me = t.proposer;
  for (int x = 0; x < n; ++x)
    if (!in(t.parties, x)) out.push_back({me, trade ? Verb::kTradeInvite : Verb::kPactInvite, x});
  out.push_back({me, trade ? Verb::kTradeOffer : Verb::kPactOffer});
  out.push_back({me, trade ? Verb::kTradeCancel : Verb::kPactCancel});
  out.push_back({me, trade ? Verb::kTradeUndo : Verb::kPactUndo});
  for (int g : t.parties)
    for (int r : t.parties) {
      if (g == r) continue;
      const Player& giver = s.players[static_cast<size_t>(g)];
      if (trade) {
        for (int good = 0; good < kGoods; ++good) out.push_back({me, Verb::kTradeItem, g, r, kItemGoods, good});
        if (g == me) {
          std::vector<int> kinds = giver.hand;
          kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
          for (int kind : kinds) out.push_back({me, Verb::kTradeItem, g, r, kItemHand, kind});
        } else {
          // Another party's hand is secret: any deck card may be asked for.
          for (int kind = 0; kind < c.sovereign(); ++kind) out.push_back({me, Verb::kTradeItem, g, r, kItemHand, kind});
        }
        for (int cell = 0; cell < kGridCells; ++cell)
          if (giver.grid[static_cast<size_t>(cell)].card >= 0) out.push_back({me, Verb::kTradeItem, g, r, kItemBuilt, cell});
      } else {
        const int vote = static_cast<int>(Template::kVote);
        for (int law : s.docket)
          for (int side = 0; side < 2; ++side)
            for (int amount = 1; amount <= std::clamp(giver.influence, 1, 9); ++amount)
              out.push_back({me, Verb::kPactClause, g, r, vote, law, side, amount});
        for (int good = 0; good < kGoods; ++good) out.push_back({me, Verb::kPactClause, g, r, static_cast<int>(Template::kGive), good});
        for (int tile = 0; tile < static_cast<int>(c.tiles.size()); ++tile)
          out.push_back({me, Verb::kPactClause, g, r, static_cast<int>(Template::kNoDeploy), tile});
        for (int cell = 0; cell < kGridCells; ++cell)
          if (giver.grid[static_cast<size_t>(cell)].card >= 0) out.push_back({me, Verb::kPactClause, g, r, static_cast<int>(Template::kAllowUse), cell});
        for (int law : s.docket) out.push_back({me, Verb::kPactClause, g, r, static_cast<int>(Template::kNoEnact), law});
        out.push_back({me, Verb::kPactClause, g, r, static_cast<int>(Template::kIdleNext)});
      }
    }
}

// [SECTION] refusal

Refusal free_refusal(const State& s, const Content& c, const Action& a) {
  const Negotiation& t = s.talk;
  const std::string who = name_of(s, a.seat);
  const int n = seat_count(s);
  auto valid_seat = [&](int x) { return x >= 0 && x < n; };
  if (a.verb == Verb::kTradeStart || a.verb == Verb::kPactStart || a.verb == Verb::kRelease) {
    if (t.kind != NegotiationKind::kNone)
      return no("negotiation_open", std::string("A ") + (t.kind == NegotiationKind::kTrade ? "trade" : "guarantee") + " proposed by " +
                                        name_of(s, t.proposer) + " is open; one negotiation at a time.");
    if (a.verb == Verb::kRelease) {
      for (const Guarantee& g : s.guarantees)
        if (g.id == a.a && a.b >= 0 && a.b < static_cast<int>(g.clauses.size())) {
          const Clause& k = g.clauses[static_cast<size_t>(a.b)];
          if (k.beneficiary != a.seat) return no("not_beneficiary", "Only " + name_of(s, k.beneficiary) + ", the beneficiary, may release " + clause_label(g, static_cast<size_t>(a.b)) + "; " + who + " may not.");
          if (k.status != ClauseStatus::kActive) return no("clause_not_active", clause_label(g, static_cast<size_t>(a.b)) + " is already " + kStatusIds[static_cast<size_t>(k.status)] + ".");
          return {};
        }
      return no("no_such_clause", "There is no clause " + std::to_string(a.b) + " in guarantee " + std::to_string(a.a) + " to release.");
    }
    if (!valid_seat(a.a) || a.a == a.seat) return no("no_other_party", "A negotiation is with another player at the table; " + who + " named " +
                                                                           (a.a == a.seat ? "themself." : "seat " + std::to_string(a.a) + ", which nobody holds."));
    return {};
  }
  if (t.kind == NegotiationKind::kNone) return no("no_negotiation", "No trade or guarantee is being negotiated.");
  const bool trade = t.kind == NegotiationKind::kTrade;
  if (trade != is_trade_verb(a.verb) && !(is_pact_verb(a.verb) && !trade))
    return no("wrong_negotiation", std::string("The open negotiation is a ") + (trade ? "trade" : "guarantee") + ".");
  const bool confirming = a.verb == Verb::kTradeAccept || a.verb == Verb::kTradeDecline || a.verb == Verb::kPactSign || a.verb == Verb::kPactDecline;
  if (confirming) {
    if (!t.offered) return no("not_offered", name_of(s, t.proposer) + " has not offered the " + (trade ? "trade" : "guarantee") + " yet.");
    int party = next_to_confirm(s);
    if (a.seat != party) return no("not_your_answer", "It is " + name_of(s, party) + "'s turn to answer the " + (trade ? "trade" : "guarantee") + ", not " + who + "'s.");
    if (a.verb == Verb::kTradeAccept) return cannot_deliver(s, c, a.seat);
    return {};
  }
  if (t.offered) return no("already_offered", "The " + std::string(trade ? "trade" : "guarantee") + " is offered; the parties answer it.");
  if (a.seat != t.proposer) return no("not_proposer", "Only " + name_of(s, t.proposer) + " drafts this " + (trade ? "trade" : "guarantee") + "; " + who + " does not.");
  switch (a.verb) {
    case Verb::kTradeInvite:
    case Verb::kPactInvite:
      if (!valid_seat(a.a)) return no("no_such_seat", "There is no seat " + std::to_string(a.a) + " to invite.");
      if (in(t.parties, a.a)) return no("already_party", name_of(s, a.a) + " is already a party.");
      return {};
    case Verb::kTradeCancel:
    case Verb::kPactCancel: return {};
    case Verb::kTradeUndo:
      if (t.items.empty()) return no("nothing_to_undo", "The trade lists nothing yet; there is no item to take back.");
      return {};
    case Verb::kPactUndo:
      if (t.clauses.empty()) return no("nothing_to_undo", "The guarantee has no clause yet; there is none to take back.");
      return {};
    case Verb::kTradeOffer: {
      if (t.items.empty()) return no("nothing_offered", "The trade lists nothing yet; there is nothing to offer.");
      std::string missing;
      if (party_missing(t, &missing, s)) return no("party_left_out", missing + " neither gives nor receives anything in it.");
      return cannot_deliver(s, c, a.seat);
    }
    case Verb::kPactOffer: {
      if (t.clauses.empty()) return no("nothing_offered", "The guarantee has no clause yet; there is nothing to offer.");
      std::string missing;
      if (party_missing(t, &missing, s)) return no("party_left_out", missing + " is named in no clause.");
      return {};
    }
    case Verb::kTradeItem: {
      if (!in(t.parties, a.a) || !in(t.parties, a.b) || a.a == a.b) return no("not_between_parties", "A trade item goes from one party to another.");
      if (t.items.size() >= kMaxItems) return no("too_many_items", "A trade lists at most " + std::to_string(kMaxItems) + " items.");
      if (a.c == kItemGoods) {
        if (a.d < 0 || a.d >= kGoods) return no("no_such_good", "There is no good " + std::to_string(a.d) + ".");
        if (listed(t, a.a, kItemGoods, a.d) + 1 > holding(s, a.a, kItemGoods, a.d))
          return no("not_enough_goods", name_of(s, a.a) + " has only " + good_words(c, a.d, holding(s, a.a, kItemGoods, a.d)) + ".");
        return {};
      }
      if (a.c == kItemHand) {
        if (a.d < 0 || a.d >= c.sovereign()) return no("no_such_workplace", "There is no workplace card " + std::to_string(a.d) + " to trade from a hand.");
        if (a.a == a.seat) {
          if (listed(t, a.a, kItemHand, a.d) + 1 > holding(s, a.a, kItemHand, a.d)) return no("card_not_in_hand", who + " holds no more " + card_name(c, a.d) + ".");
        } else if (listed(t, a.a, kItemHand, -1) + 1 > static_cast<int>(s.players[static_cast<size_t>(a.a)].hand.size())) {
          return no("hand_too_small", name_of(s, a.a) + " holds only " + std::to_string(s.players[static_cast<size_t>(a.a)].hand.size()) + " cards.");
        }
        return {};
      }
      if (a.c == kItemBuilt) {
        if (a.d < 0 || a.d >= kGridCells || holding(s, a.a, kItemBuilt, a.d) == 0)
          return no("no_card_in_cell", name_of(s, a.a) + " has no workplace in cell " + std::to_string(a.d) + ".");
        if (listed(t, a.a, kItemBuilt, a.d) > 0) return no("already_in_trade", name_of(s, a.a) + "'s workplace in cell " + std::to_string(a.d) + " is already in the trade.");
        return {};
      }
      return no("no_such_item_kind", "A trade item is goods, a hand card or a built workplace.");
    }
    case Verb::kPactClause: {
      if (!in(t.parties, a.a) || !in(t.parties, a.b) || a.a == a.b) return no("not_between_parties", "A clause binds one party (obligor) to another (beneficiary).");
      if (a.c < 0 || a.c >= static_cast<int>(Template::kCount)) return no("no_such_template", "There is no clause template " + std::to_string(a.c) + ".");
      Template kind = static_cast<Template>(a.c);
      bool merges = kind == Template::kGive && give_clause(t, a.a, a.b);
      if (!merges && static_cast<int>(t.clauses.size()) >= c.setup.max_clauses)
        return no("too_many_clauses", "A guarantee bundles at most " + std::to_string(c.setup.max_clauses) + " clauses.");
      const Player& o = s.players[static_cast<size_t>(a.a)];
      switch (kind) {
        case Template::kVote:
          if (!in(s.docket, a.d)) return no("law_not_on_docket", "A VOTE clause names a law on the Docket.");
          if (a.e != 0 && a.e != 1) return no("no_such_side", "A vote is FOR or AGAINST.");
          if (a.n < 1 || a.n > std::clamp(o.influence, 1, 9))
            return no("vote_promise_range", "A VOTE clause promises 1 to " + std::to_string(std::clamp(o.influence, 1, 9)) + " Influence (" + o.name + "'s Influence).");
          break;
        case Template::kGive:
          if (a.d < 0 || a.d >= kGoods) return no("no_such_good", "A GIVE clause names goods; there is no good " + std::to_string(a.d) + ".");
          break;
        case Template::kNoDeploy:
          if (a.d < 0 || a.d >= static_cast<int>(c.tiles.size())) return no("no_such_tile", "A NO_DEPLOY clause names a tile; there is no tile " + std::to_string(a.d) + ".");
          break;
        case Template::kAllowUse:
          if (a.d < 0 || a.d >= kGridCells || o.grid[static_cast<size_t>(a.d)].card < 0)
            return no("no_card_in_cell", o.name + " has no workplace in cell " + std::to_string(a.d) + " to allow.");
          break;
        case Template::kNoEnact:
          if (!in(s.docket, a.d)) return no("law_not_on_docket", "A NO_ENACT clause names a law on the Docket.");
          break;
        default: break;
      }
      Clause k = clause_from(a);
      if (kind == Template::kAllowUse) k.n = o.grid[static_cast<size_t>(a.d)].card;
      if (kind != Template::kGive)
        for (const Clause& have : t.clauses)
          if (have == k) return no("duplicate_clause", "The guarantee already has that clause.");
      return {};
    }
    default: break;
  }
  return no("unknown_action", "That is not a free action.");
}

// [SECTION] execute

void break_clause(State& s, const Content& c, Guarantee& g, size_t index, Log& log) {
  Clause& k = g.clauses[index];
  if (k.status != ClauseStatus::kActive) return;
  k.status = ClauseStatus::kBroken;
  s.players[static_cast<size_t>(k.obligor)].crossed += c.setup.penalty;
  log.push_back({"broken", k.obligor,
                 name_of(s, k.obligor) + " breaks " + clause_label(g, index) + " (" + clause_words(s, c, k) + "): +" +
                     std::to_string(c.setup.penalty) + " crossed-out Prestige",
                 {g.id, static_cast<int>(index)}});
}

namespace {

void run_trade(State& s, const Content& c, Log& log) {
  const Negotiation t = s.talk;
  std::vector<std::pair<int, Cell>> moving;  // receiver, cell contents
  for (const Item& it : t.items) {
    Player& g = s.players[static_cast<size_t>(it.giver)];
    Player& r = s.players[static_cast<size_t>(it.receiver)];
    if (it.kind == kItemGoods) {
      if (it.what < kResources) {
        g.res[static_cast<size_t>(it.what)] -= it.n;
        r.res[static_cast<size_t>(it.what)] += it.n;
      } else if (it.what < kFavourGood) {
        g.unemployed[static_cast<size_t>(it.what - kWorkerGood)] -= it.n;
        r.unemployed[static_cast<size_t>(it.what - kWorkerGood)] += it.n;
      } else {
        g.favours -= it.n;
        r.favours += it.n;
      }
      for (Guarantee& gu : s.guarantees)
        for (Clause& k : gu.clauses)
          if (k.status == ClauseStatus::kActive && k.kind == Template::kGive && k.obligor == it.giver && k.beneficiary == it.receiver)
            k.delivered[static_cast<size_t>(it.what)] += it.n;
    } else if (it.kind == kItemHand) {
      g.hand.erase(std::find(g.hand.begin(), g.hand.end(), it.what));
      r.hand.insert(std::upper_bound(r.hand.begin(), r.hand.end(), it.what), it.what);
    } else {
      moving.push_back({it.receiver, g.grid[static_cast<size_t>(it.what)]});
      g.grid[static_cast<size_t>(it.what)] = Cell{};
    }
  }
  for (const auto& [receiver, cell] : moving) {
    Player& r = s.players[static_cast<size_t>(receiver)];
    r.grid[static_cast<size_t>(first_empty_cell(r))] = cell;
  }
  std::string parties;
  for (int p : t.parties) parties += (parties.empty() ? "" : ", ") + name_of(s, p);
  log.push_back({"trade", t.proposer, "Trade between " + parties + ": " + trade_summary(s, c, true), {}});
}

void sign_pact(State& s, const Content& c, Log& log) {
  Guarantee g;
  g.id = s.next_guarantee++;
  g.season = s.season;
  g.signers = s.talk.parties;
  g.clauses = s.talk.clauses;
  for (Clause& k : g.clauses) {
    if (k.kind == Template::kVote) k.since = s.votes_begun;
    if (k.kind == Template::kIdleNext) k.since = s.turns_begun;
  }
  std::string text = "Guarantee G" + std::to_string(g.id) + " signed:";
  for (size_t i = 0; i < g.clauses.size(); ++i) text += " " + clause_label(g, i) + " " + clause_words(s, c, g.clauses[i]) + ";";
  text.pop_back();
  s.guarantees.push_back(g);
  log.push_back({"guarantee", s.talk.proposer, text, {g.id}});
}

}  // namespace

void execute_free(State& s, const Content& c, const Action& a, Log& log) {
  Negotiation& t = s.talk;
  const std::string who = name_of(s, a.seat);
  switch (a.verb) {
    case Verb::kTradeStart:
    case Verb::kPactStart:
      t = Negotiation{};
      t.kind = a.verb == Verb::kTradeStart ? NegotiationKind::kTrade : NegotiationKind::kPact;
      t.proposer = a.seat;
      t.parties = {a.seat, a.a};
      log.push_back({"negotiation", a.seat, who + " drafts a " + (a.verb == Verb::kTradeStart ? "trade" : "guarantee") + " with " + name_of(s, a.a), {}});
      break;
    case Verb::kTradeInvite:
    case Verb::kPactInvite: t.parties.push_back(a.a); break;
    case Verb::kTradeItem: t.items.push_back({a.a, a.b, a.c, a.d, 1}); break;
    case Verb::kTradeUndo: t.items.pop_back(); break;
    case Verb::kPactClause: {
      Clause k = clause_from(a);
      if (k.kind == Template::kAllowUse) k.n = s.players[static_cast<size_t>(a.a)].grid[static_cast<size_t>(a.d)].card;
      if (k.kind == Template::kGive)
        for (Clause& have : t.clauses)
          if (have.kind == Template::kGive && have.obligor == a.a && have.beneficiary == a.b) {
            ++have.bundle[static_cast<size_t>(a.d)];
            return;
          }
      t.clauses.push_back(k);
      break;
    }
    case Verb::kPactUndo: t.clauses.pop_back(); break;
    case Verb::kTradeOffer:
    case Verb::kPactOffer:
      t.offered = true;
      t.confirmed = {a.seat};
      log.push_back({"negotiation", a.seat,
                     who + " offers " + (t.kind == NegotiationKind::kTrade ? "a trade: " + trade_summary(s, c, true) : "a guarantee: " + pact_summary(s, c)), {}});
      break;
    case Verb::kTradeAccept:
    case Verb::kPactSign:
      t.confirmed.push_back(a.seat);
      if (next_to_confirm(s) < 0) {
        if (t.kind == NegotiationKind::kTrade) run_trade(s, c, log);
        else sign_pact(s, c, log);
        t = Negotiation{};
      }
      break;
    case Verb::kTradeDecline:
    case Verb::kPactDecline:
    case Verb::kTradeCancel:
    case Verb::kPactCancel: {
      bool trade = t.kind == NegotiationKind::kTrade;
      bool cancel = a.verb == Verb::kTradeCancel || a.verb == Verb::kPactCancel;
      log.push_back({"negotiation", a.seat, who + (cancel ? " withdraws the " : " declines the ") + (trade ? "trade" : "guarantee"), {}});
      t = Negotiation{};
      break;
    }
    case Verb::kRelease:
      for (Guarantee& g : s.guarantees)
        if (g.id == a.a) {
          g.clauses[static_cast<size_t>(a.b)].status = ClauseStatus::kReleased;
          log.push_back({"release", a.seat, who + " releases " + clause_label(g, static_cast<size_t>(a.b)), {g.id, a.b}});
        }
      break;
    default: break;
  }
}

// [SECTION] words

std::string item_words(const State& s, const Content& c, const Item& it, bool for_log) {
  std::string head = name_of(s, it.giver) + " gives " + name_of(s, it.receiver) + " ";
  if (it.kind == kItemGoods) return head + good_words(c, it.what, it.n);
  if (it.kind == kItemHand) return head + (for_log || it.what < 0 ? std::string("a card from hand") : card_name(c, it.what) + " from hand");
  std::string card = "a built workplace";
  if (it.giver >= 0 && it.giver < seat_count(s) && it.what >= 0 && it.what < kGridCells) {
    int kind = s.players[static_cast<size_t>(it.giver)].grid[static_cast<size_t>(it.what)].card;
    if (kind >= 0) card = "built " + card_name(c, kind);
  }
  return head + card + " (cell " + std::to_string(it.what) + ")";
}

std::string free_words(const Action& a, const State& s, const Content& c, bool for_log) {
  const std::string who = name_of(s, a.seat) + ": ";
  auto law = [&](int l) { return l >= 0 && l < static_cast<int>(c.laws.size()) ? c.laws[static_cast<size_t>(l)].name : std::string("a law"); };
  switch (a.verb) {
    case Verb::kTradeStart: return who + "propose a trade with " + name_of(s, a.a);
    case Verb::kPactStart: return who + "propose a guarantee with " + name_of(s, a.a);
    case Verb::kTradeInvite: return who + "bring " + name_of(s, a.a) + " into the trade";
    case Verb::kPactInvite: return who + "bring " + name_of(s, a.a) + " into the guarantee";
    case Verb::kTradeItem: return who + "add to the trade: " + item_words(s, c, {a.a, a.b, a.c, a.d, 1}, for_log);
    case Verb::kTradeUndo:
      return who + "take back the last trade item" + (s.talk.items.empty() ? "" : " (" + item_words(s, c, s.talk.items.back(), for_log) + ")");
    case Verb::kTradeOffer: return who + "offer the trade (" + trade_summary(s, c, for_log) + ")";
    case Verb::kTradeAccept: return who + "accept the trade (" + trade_summary(s, c, for_log) + ")";
    case Verb::kTradeDecline: return who + "decline the trade";
    case Verb::kTradeCancel: return who + "withdraw the trade";
    case Verb::kPactClause: {
      if (a.c < 0 || a.c >= static_cast<int>(Template::kCount)) return who + "add a clause";
      Clause k = clause_from(a);
      if (k.kind == Template::kGive) {
        std::string add = name_of(s, a.a) + " gives " + name_of(s, a.b) + " " + (a.d >= 0 && a.d < kGoods ? good_words(c, a.d, 1) : "goods") + " by Cleanup";
        return who + (give_clause(s.talk, a.a, a.b) ? "add to the GIVE clause: " : "add clause GIVE: ") + add;
      }
      static const char* names[] = {"VOTE", "GIVE", "NO_DEPLOY", "ALLOW_USE", "NO_ENACT", "IDLE_NEXT"};
      (void)law;
      return who + "add clause " + names[a.c] + ": " + clause_words(s, c, k);
    }
    case Verb::kPactUndo:
      return who + "take back the last clause" + (s.talk.clauses.empty() ? "" : " (" + clause_words(s, c, s.talk.clauses.back()) + ")");
    case Verb::kPactOffer: return who + "offer the guarantee (" + pact_summary(s, c) + ")";
    case Verb::kPactSign: return who + "sign the guarantee (" + pact_summary(s, c) + ")";
    case Verb::kPactDecline: return who + "decline the guarantee";
    case Verb::kPactCancel: return who + "withdraw the guarantee";
    case Verb::kRelease:
      for (const Guarantee& g : s.guarantees)
        if (g.id == a.a && a.b >= 0 && a.b < static_cast<int>(g.clauses.size()))
          return who + "release " + clause_label(g, static_cast<size_t>(a.b)) + " (" + clause_words(s, c, g.clauses[static_cast<size_t>(a.b)]) + ")";
      return who + "release a clause";
    default: break;
  }
  return who + "a free action";
}

}  // namespace sb::vt
