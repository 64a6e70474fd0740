// Title::check: the invariants every Vacant Throne position keeps, one broken one a line in words.
// Knights, bandit knights, workers, favour markers, workplace cards, the Sovereign card and laws are
// neither made nor lost; counts stay in range; every seat, card, law, tile and cell a State names is
// inside its list; per-seat lists have one entry a seat; a pending decision is blank outside its
// stage. Linear in the State: the property suites call it after every action.
//
// [SECTION] helpers   [SECTION] seats and players   [SECTION] conservation   [SECTION] tracks and turn
// [SECTION] pending decisions   [SECTION] negotiations and guarantees
#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/calendar.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"

namespace sb::vt {

namespace {

// [SECTION] helpers

using Broken = std::vector<std::string>;

std::string num(int n) { return std::to_string(n); }

bool is_seat(const State& s, int seat) { return seat >= 0 && seat < seat_count(s); }

// A seat in words: the player's name, or the bad number itself.
std::string who(const State& s, int seat) { return is_seat(s, seat) ? s.players[static_cast<size_t>(seat)].name : "seat " + num(seat); }

std::string tile_name(const Content& c, size_t tile) { return "tile " + c.tiles[tile].id + " (" + c.tiles[tile].name + ")"; }

std::string law_name(const Content& c, int law) {
  return law >= 0 && law < static_cast<int>(c.laws.size()) ? "'" + c.laws[static_cast<size_t>(law)].name + "'" : "law " + num(law);
}

// A seat a field names must be a player (or -1 where `none_ok`).
void seat_ref(const State& s, int seat, bool none_ok, const std::string& field, Broken& out) {
  if (is_seat(s, seat) || (none_ok && seat == -1)) return;
  out.push_back(field + " is seat " + num(seat) + "; the players are seats 0 to " + num(seat_count(s) - 1));
}

// Each seat at most once in `seats`, every entry a player.
void seat_list(const State& s, const std::vector<int>& seats, const std::string& field, Broken& out) {
  std::vector<int> seen(static_cast<size_t>(std::max(0, seat_count(s))), 0);
  for (int seat : seats) {
    if (!is_seat(s, seat)) {
      out.push_back(field + " lists seat " + num(seat) + "; the players are seats 0 to " + num(seat_count(s) - 1));
    } else if (seen[static_cast<size_t>(seat)]++ == 1) {
      out.push_back(field + " lists " + who(s, seat) + " twice");
    }
  }
}

// [SECTION] seats and players

void check_player(const State& s, const Content& c, int seat, Broken& out) {
  const Player& p = s.players[static_cast<size_t>(seat)];
  const std::string& name = p.name;
  for (int r = 0; r < kResources; ++r)
    if (p.res[static_cast<size_t>(r)] < 0) out.push_back(name + " has " + num(p.res[static_cast<size_t>(r)]) + " " + c.resources[static_cast<size_t>(r)].name);
  for (int f = 0; f < kFactions; ++f)
    if (p.unemployed[static_cast<size_t>(f)] < 0)
      out.push_back(name + " has " + num(p.unemployed[static_cast<size_t>(f)]) + " Unemployed " + c.factions[static_cast<size_t>(f)].name + " workers");
  const std::pair<const char*, int> counters[] = {{"Influence", p.influence}, {"crossed-out Prestige", p.crossed},   {"knights in reserve", p.undeployed},
                                                  {"favour markers", p.favours}, {"Standard Actions this Season", p.actions}};
  for (const auto& [what, n] : counters)
    if (n < 0) out.push_back(name + " has " + num(n) + " " + what);
  for (int card : p.hand)
    if (card < 0 || card >= c.sovereign()) out.push_back(name + " holds card " + num(card) + "; the deck's kinds are 0 to " + num(c.sovereign() - 1));
  if (!std::is_sorted(p.hand.begin(), p.hand.end())) out.push_back(name + "'s hand is not in card order");
  for (int cell = 0; cell < kGridCells; ++cell) {
    const Cell& at = p.grid[static_cast<size_t>(cell)];
    const std::string where = name + "'s cell " + num(cell);
    if (at.card < -1 || at.card > c.sovereign()) {
      out.push_back(where + " holds card " + num(at.card) + "; the workplaces are 0 to " + num(c.sovereign()));
      continue;
    }
    if (at.card < 0) {
      if (at.user >= 0 || at.used) out.push_back(where + " is empty but has a worker cube or a used Card action");
      continue;
    }
    seat_ref(s, at.user, true, where + "'s worker cube", out);
    const Workplace& w = c.workplaces[static_cast<size_t>(at.card)];
    if (at.user >= 0 && !w.assignable) out.push_back(where + " (" + w.name + ") has a worker cube; a Card-action workplace takes none");
  }
}

// [SECTION] conservation

// Every copy of each workplace kind in exactly one place: the deck, the discard pile, a hand or a
// grid; the Sovereign card in its slot or on one grid.
void check_cards(const State& s, const Content& c, Broken& out) {
  const int kinds = c.sovereign();
  std::vector<int> count(static_cast<size_t>(kinds), 0);
  int sovereigns = s.sovereign_in_slot ? 1 : 0;
  auto add = [&](int card) {
    if (card >= 0 && card < kinds) ++count[static_cast<size_t>(card)];
  };
  for (int card : s.deck) add(card);
  for (int card : s.discard) add(card);
  for (const Player& p : s.players) {
    for (int card : p.hand) add(card);
    for (const Cell& at : p.grid) {
      if (at.card == kinds) ++sovereigns;
      else add(at.card);
    }
  }
  for (int card : s.deck)
    if (card < 0 || card >= kinds) out.push_back("the deck holds card " + num(card) + "; the deck's kinds are 0 to " + num(kinds - 1));
  for (int card : s.discard)
    if (card < 0 || card >= kinds) out.push_back("the discard pile holds card " + num(card) + "; the deck's kinds are 0 to " + num(kinds - 1));
  for (int kind = 0; kind < kinds; ++kind) {
    const Workplace& w = c.workplaces[static_cast<size_t>(kind)];
    const int n = count[static_cast<size_t>(kind)];
    if (n != w.copies)
      out.push_back("copies of '" + w.name + "' in the deck, the discard pile, hands and grids: " + num(n) + "; the game has " + num(w.copies));
  }
  if (sovereigns != 1)
    out.push_back("the " + c.workplaces[static_cast<size_t>(kinds)].name + " is in " + num(sovereigns) + " places (its slot and the grids); there is 1");
}

// Every law in exactly one place: the law deck, the Docket or enacted.
void check_laws(const State& s, const Content& c, Broken& out) {
  const int laws = static_cast<int>(c.laws.size());
  std::vector<int> count(static_cast<size_t>(laws), 0);
  auto add = [&](int law, const std::string& where) {
    if (law < 0 || law >= laws) out.push_back(where + " holds law " + num(law) + "; the laws are 0 to " + num(laws - 1));
    else ++count[static_cast<size_t>(law)];
  };
  for (int law : s.law_deck) add(law, "the law deck");
  for (int law : s.docket) add(law, "the Docket");
  for (const Enacted& e : s.enacted) {
    add(e.law, "the enacted laws");
    seat_ref(s, e.proposer, false, "the proposer of enacted " + law_name(c, e.law), out);
    if (e.season < 1 || e.season > c.calendar.periods)
      out.push_back(law_name(c, e.law) + " was enacted in Season " + num(e.season) + "; the game has Seasons 1 to " + num(c.calendar.periods));
  }
  for (int law = 0; law < laws; ++law)
    if (count[static_cast<size_t>(law)] != 1)
      out.push_back("law " + law_name(c, law) + " is in " + num(count[static_cast<size_t>(law)]) + " places (the law deck, the Docket, enacted); a law is in exactly 1");
  if (static_cast<int>(s.docket.size()) > c.setup.docket)
    out.push_back("the Docket holds " + num(static_cast<int>(s.docket.size())) + " laws; it holds at most " + num(c.setup.docket));
}

// Knights per player, bandit knights, workers per faction and favour markers: the content's totals.
// Needs the tiles' per-seat lists sized to the seats (checked first).
void check_pieces(const State& s, const Content& c, Broken& out) {
  const int n = seat_count(s);
  for (size_t t = 0; t < s.tiles.size(); ++t) {
    const TileState& tile = s.tiles[t];
    for (size_t seat = 0; seat < tile.knights.size(); ++seat)
      if (tile.knights[seat] < 0) out.push_back(tile_name(c, t) + ": " + who(s, static_cast<int>(seat)) + " has " + num(tile.knights[seat]) + " knights");
    if (tile.bandits < 0) out.push_back(tile_name(c, t) + ": " + num(tile.bandits) + " bandit knights");
  }
  for (int seat = 0; seat < n; ++seat) {
    int knights = s.players[static_cast<size_t>(seat)].undeployed;
    for (const TileState& tile : s.tiles) knights += tile.knights[static_cast<size_t>(seat)];
    if (knights != c.setup.knights)
      out.push_back(who(s, seat) + "'s knights: " + num(knights) + " on the tiles and in reserve; each player has " + num(c.setup.knights));
  }
  if (s.bandit_supply < 0) out.push_back("the bandit supply holds " + num(s.bandit_supply));
  int bandits = s.bandit_supply;
  for (const TileState& tile : s.tiles) bandits += tile.bandits;
  if (bandits != c.setup.bandit_knights)
    out.push_back("bandit knights: " + num(bandits) + " on the tiles and in the supply; the game has " + num(c.setup.bandit_knights));
  for (int f = 0; f < kFactions; ++f) {
    const std::string workers = c.factions[static_cast<size_t>(f)].name + " workers";
    const int supply = s.supply[static_cast<size_t>(f)], employed = s.employed[static_cast<size_t>(f)];
    if (supply < 0) out.push_back(workers + ": " + num(supply) + " in the supply");
    if (employed < 0) out.push_back(workers + ": " + num(employed) + " Employed");
    int total = supply + employed;
    for (const Player& p : s.players) total += p.unemployed[static_cast<size_t>(f)];
    if (total != c.setup.workers_per_faction)
      out.push_back(workers + ": " + num(total) + " in the supply, Employed and Unemployed; the game has " + num(c.setup.workers_per_faction));
  }
  // Favour markers only change hands (trades), so the players hold what they started with.
  int favours = 0;
  for (const Player& p : s.players) favours += p.favours;
  if (favours != n * c.setup.favours)
    out.push_back("favour markers: the players hold " + num(favours) + "; the game has " + num(n * c.setup.favours) + " (" + num(c.setup.favours) + " each)");
}

// [SECTION] tracks and turn

void check_tracks(const State& s, Broken& out) {
  const int n = seat_count(s);
  if (s.current_track < 0 || s.current_track > 1) {
    out.push_back("the current track is " + num(s.current_track) + "; it is T0 or T1");
    return;
  }
  std::vector<int> slots(static_cast<size_t>(n), 0);
  std::vector<int> on_next(static_cast<size_t>(n), 0);
  bool sized = true;
  for (int t = 0; t < 2; ++t) {
    const auto& track = s.tracks[static_cast<size_t>(t)];
    const std::string label = t == 0 ? "T0" : "T1";
    if (static_cast<int>(track.size()) != n + 1) {
      out.push_back("track " + label + " has " + num(static_cast<int>(track.size())) + " slots; it has one per player and the Bandit slot (" + num(n + 1) + ")");
      sized = false;
      continue;
    }
    for (int slot = 0; slot <= n; ++slot) {
      const int seat = track[static_cast<size_t>(slot)];
      if (seat == -1) continue;
      if (slot == bandit_slot(s, t)) out.push_back("track " + label + "'s Bandit slot holds " + who(s, seat));
      if (!is_seat(s, seat)) {
        out.push_back("track " + label + " slot " + num(slot) + " holds seat " + num(seat) + "; the players are seats 0 to " + num(n - 1));
        continue;
      }
      ++slots[static_cast<size_t>(seat)];
      if (t != s.current_track) ++on_next[static_cast<size_t>(seat)];
    }
  }
  if (!sized) return;
  for (int seat = 0; seat < n; ++seat) {
    const int at = slots[static_cast<size_t>(seat)];
    if (at != 1) out.push_back(who(s, seat) + " is on " + num(at) + " track slots; a player is on exactly 1");
    // Idling moves a player's marker to the next Season's track (§4.2); nothing else does.
    else if (!s.game_over && s.players[static_cast<size_t>(seat)].idled != (on_next[static_cast<size_t>(seat)] == 1))
      out.push_back(who(s, seat) + (s.players[static_cast<size_t>(seat)].idled ? " has Idled but is on this Season's track"
                                                                                : " has not Idled but is on the next Season's track"));
  }
}

void check_turn(const State& s, const Content& c, Broken& out) {
  const int n = seat_count(s);
  if (s.season < 1 || s.season > c.calendar.periods)
    out.push_back("Season " + num(s.season) + "; the game has Seasons 1 to " + num(c.calendar.periods));
  const auto& cur = s.cursor;
  const auto& phases = c.calendar.seasons.front().phases;
  const int phase_count = static_cast<int>(cur.in_final ? c.calendar.final_phases.size() : phases.size());
  if (cur.phase < 0 || cur.phase >= phase_count)
    out.push_back("the calendar is at phase " + num(cur.phase) + (cur.in_final ? " of the final phases" : " of the Season") + "; there are " + num(phase_count));
  else if (!cur.in_final && !cur.finished && cur.period != s.season)
    out.push_back("the calendar is in Season " + num(cur.period) + " but the game in Season " + num(s.season));
  seat_ref(s, s.active, true, "the active player", out);
  seat_list(s, s.season_order, "the Season's turn order", out);
  for (int r : s.refused)
    if (r < 0 || r >= n * kGridCells) out.push_back("a refused request names " + num(r) + "; a request is a seat's cell, 0 to " + num(n * kGridCells - 1));
  if (s.turns_begun < 0 || s.votes_begun < 0) out.push_back("turns or votes begun is negative");
  if (s.game_over != (s.stage == Stage::kOver))
    out.push_back(s.game_over ? "the game is over but waits at stage " + std::string(kStageIds[static_cast<size_t>(s.stage)]) : "stage over but the game is not over");
  if (s.game_over) {
    if (static_cast<int>(s.ranking.size()) != n) out.push_back("the final ranking lists " + num(static_cast<int>(s.ranking.size())) + " of " + num(n) + " players");
    seat_list(s, s.ranking, "the final ranking", out);
  } else if (!s.ranking.empty()) {
    out.push_back("a ranking before the game is over");
  }
  if (s.stage == Stage::kTurn && is_seat(s, s.active) && s.players[static_cast<size_t>(s.active)].idled && !s.acted)
    out.push_back("the active player " + who(s, s.active) + " has Idled");
  if (s.stage == Stage::kTurn && !s.game_over && s.active < 0 && !cur.in_final && !cur.finished && cur.phase >= 0 &&
      cur.phase < static_cast<int>(phases.size()) && phases[static_cast<size_t>(cur.phase)] == "player_turns")
    out.push_back("Player Turns without an active player");
}

// [SECTION] pending decisions

void check_pending(const State& s, const Content& c, Broken& out) {
  const int n = seat_count(s);
  if (s.stage == Stage::kPermission) {
    const Permission& q = s.permission;
    seat_ref(s, q.user, false, "the permission's user", out);
    seat_ref(s, q.owner, false, "the permission's owner", out);
    if (q.cell < 0 || q.cell >= kGridCells) out.push_back("the permission names cell " + num(q.cell) + "; a grid has cells 0 to 8");
    else if (is_seat(s, q.owner)) {
      const Cell& at = s.players[static_cast<size_t>(q.owner)].grid[static_cast<size_t>(q.cell)];
      if (at.card < 0 || at.card > c.sovereign() || !c.workplaces[static_cast<size_t>(at.card)].assignable || at.user >= 0)
        out.push_back("a permission is pending for " + who(s, q.owner) + "'s cell " + num(q.cell) + ", a workplace nobody can use now");
    }
  }
  if (s.stage == Stage::kVote) {
    const Vote& v = s.vote;
    if (v.law < 0 || v.law >= static_cast<int>(c.laws.size())) out.push_back("the vote is on law " + num(v.law) + "; the laws are 0 to " + num(static_cast<int>(c.laws.size()) - 1));
    seat_ref(s, v.proposer, false, "the vote's proposer", out);
    seat_list(s, v.voters, "the vote's voters", out);
    if (v.voters.empty() || v.side.size() != v.voters.size() || v.amount.size() != v.voters.size())
      out.push_back("the vote lists " + num(static_cast<int>(v.voters.size())) + " voters, " + num(static_cast<int>(v.side.size())) + " sides and " +
                    num(static_cast<int>(v.amount.size())) + " amounts; one each");
    else if (v.index < 0 || v.index >= static_cast<int>(v.voters.size()))
      out.push_back("vote " + num(v.index + 1) + " of " + num(static_cast<int>(v.voters.size())) + " is due");
    for (int side : v.side)
      if (side != 0 && side != 1) out.push_back("a vote side is " + num(side) + "; it is FOR (0) or AGAINST (1)");
    for (int amount : v.amount)
      if (amount < 0) out.push_back("a vote spends " + num(amount) + " Influence");
  }
  if (s.stage == Stage::kDiscard) {
    if (!is_seat(s, s.discarder)) out.push_back("stage discard with no player to discard (" + num(s.discarder) + ")");
    else if (static_cast<int>(s.players[static_cast<size_t>(s.discarder)].hand.size()) <= c.setup.hand_limit)
      out.push_back(who(s, s.discarder) + " must discard with " + num(static_cast<int>(s.players[static_cast<size_t>(s.discarder)].hand.size())) +
                    " cards; the hand limit is " + num(c.setup.hand_limit));
  }
  (void)n;
  // Outside its stage a pending decision is blank: saves leave it out.
  if (s.stage != Stage::kPermission && !(s.permission == Permission{})) out.push_back("a permission is pending outside stage permission");
  if (s.stage != Stage::kVote && !(s.vote == Vote{})) out.push_back("a vote is open outside stage vote");
  if (s.stage != Stage::kDiscard && s.discarder != -1) out.push_back(who(s, s.discarder) + " is to discard outside stage discard");
}

// [SECTION] negotiations and guarantees

void check_clause(const State& s, const Content& c, const Clause& k, const std::string& where, Broken& out) {
  if (static_cast<int>(k.kind) < 0 || k.kind >= Template::kCount) out.push_back(where + " has template " + num(static_cast<int>(k.kind)));
  if (static_cast<int>(k.status) < 0 || static_cast<int>(k.status) >= static_cast<int>(kStatusIds.size()))
    out.push_back(where + " has status " + num(static_cast<int>(k.status)));
  seat_ref(s, k.obligor, false, where + "'s obligor", out);
  seat_ref(s, k.beneficiary, false, where + "'s beneficiary", out);
  if (k.law < -1 || k.law >= static_cast<int>(c.laws.size())) out.push_back(where + " names law " + num(k.law));
  if (k.tile < -1 || k.tile >= static_cast<int>(c.tiles.size())) out.push_back(where + " names tile " + num(k.tile));
  if (k.cell < -1 || k.cell >= kGridCells) out.push_back(where + " names cell " + num(k.cell));
  if (k.n < 0) out.push_back(where + " has amount " + num(k.n));
  for (int g = 0; g < kGoods; ++g)
    if (k.bundle[static_cast<size_t>(g)] < 0 || k.delivered[static_cast<size_t>(g)] < 0) out.push_back(where + " gives or has delivered a negative amount");
}

void check_negotiation(const State& s, const Content& c, Broken& out) {
  const Negotiation& t = s.talk;
  if (t.kind == NegotiationKind::kNone) {
    if (!(t == Negotiation{})) out.push_back("no negotiation is open but one has a proposer, parties, items or clauses");
    return;
  }
  seat_ref(s, t.proposer, false, "the negotiation's proposer", out);
  seat_list(s, t.parties, "the negotiation's parties", out);
  if (t.parties.size() < 2 || t.parties.front() != t.proposer) out.push_back("a negotiation lists its proposer first among two or more parties");
  for (int seat : t.confirmed)
    if (std::find(t.parties.begin(), t.parties.end(), seat) == t.parties.end()) out.push_back(who(s, seat) + " confirmed a negotiation it is no party to");
  for (const Item& it : t.items) {
    seat_ref(s, it.giver, false, "a trade item's giver", out);
    seat_ref(s, it.receiver, false, "a trade item's receiver", out);
    const int lo = it.kind == kItemHand ? -1 : 0;
    const int hi = it.kind == kItemGoods ? kGoods - 1 : it.kind == kItemHand ? c.sovereign() - 1 : kGridCells - 1;
    if (it.kind < kItemGoods || it.kind > kItemBuilt) out.push_back("a trade item of kind " + num(it.kind));
    else if (it.what < lo || it.what > hi) out.push_back("a trade item names " + num(it.what) + ", nothing of its kind");
    if (it.n < 1) out.push_back("a trade item moves " + num(it.n));
  }
  for (size_t i = 0; i < t.clauses.size(); ++i) check_clause(s, c, t.clauses[i], "draft clause " + num(static_cast<int>(i) + 1), out);
}

void check_guarantees(const State& s, const Content& c, Broken& out) {
  std::vector<int> ids;
  ids.reserve(s.guarantees.size());
  for (const Guarantee& g : s.guarantees) {
    const std::string label = "guarantee G" + num(g.id);
    if (g.id < 1 || g.id >= s.next_guarantee) out.push_back(label + ": ids run from 1 to " + num(s.next_guarantee - 1));
    ids.push_back(g.id);
    if (g.season < 1 || g.season > c.calendar.periods) out.push_back(label + " was signed in Season " + num(g.season));
    seat_list(s, g.signers, label + "'s signers", out);
    for (size_t i = 0; i < g.clauses.size(); ++i) check_clause(s, c, g.clauses[i], clause_label(g, i), out);
  }
  std::sort(ids.begin(), ids.end());
  if (std::adjacent_find(ids.begin(), ids.end()) != ids.end()) out.push_back("two guarantees share an id");
}

}  // namespace

std::vector<std::string> Title::check(const State& s, const Content& c) {
  Broken out;
  const int n = seat_count(s);
  if (n < kMinSeats || n > kMaxSeats) out.push_back(num(n) + " players; Vacant Throne has " + num(kMinSeats) + " to " + num(kMaxSeats));
  bool tiles_sized = s.tiles.size() == c.tiles.size();
  if (!tiles_sized) out.push_back(num(static_cast<int>(s.tiles.size())) + " tiles; the board has " + num(static_cast<int>(c.tiles.size())));
  for (size_t t = 0; tiles_sized && t < s.tiles.size(); ++t)
    if (static_cast<int>(s.tiles[t].knights.size()) != n) {
      out.push_back(tile_name(c, t) + " counts knights for " + num(static_cast<int>(s.tiles[t].knights.size())) + " players; the game has " + num(n));
      tiles_sized = false;
    }
  for (int seat = 0; seat < n; ++seat) check_player(s, c, seat, out);
  if (tiles_sized) check_pieces(s, c, out);
  check_cards(s, c, out);
  check_laws(s, c, out);
  check_tracks(s, out);
  check_turn(s, c, out);
  check_pending(s, c, out);
  check_negotiation(s, c, out);
  check_guarantees(s, c, out);
  return out;
}

}  // namespace sb::vt
