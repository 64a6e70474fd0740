// Campaign setup (§2), session setup (§3) and the small shared queries.
#include <algorithm>
#include <map>
#include <set>

#include "engine/board/dice.h"
#include "game/six_winters/rules/rules.h"

namespace sb::sw {

void Ctx::note(const std::string& kind, const std::string& text, int seat, std::vector<int> values, int place) const {
  if (log) log->push_back(engine::Event{kind, seat, text, std::move(values), place});
}

// [SECTION] shared queries
InPlay* in_play(State& s, int character) {
  for (auto& p : s.session.in_play)
    if (p.character == character) return &p;
  return nullptr;
}
const InPlay* in_play(const State& s, int character) {
  for (const auto& p : s.session.in_play)
    if (p.character == character) return &p;
  return nullptr;
}
int location_position(const State& s, int location) {
  for (int r = 0; r < 3; ++r)
    for (int p = 0; p < 3; ++p)
      if (s.board[r][p] == location) return p;
  return -1;
}
int location_region(const Content& c, const State& s, int location) {
  (void)c;
  for (int r = 0; r < 3; ++r)
    for (int p = 0; p < 3; ++p)
      if (s.board[r][p] == location) return r;
  return -1;
}
int location_slot_resource(const State& s, int location) {
  for (int r = 0; r < 3; ++r)
    for (int p = 0; p < 3; ++p)
      if (s.board[r][p] == location) return kSlotResource[r][p];
  return -1;
}
bool has_mastery(const State& s, const Content& c, int resource) {
  return s.tracks[resource].progress >= c.tables.mastery[resource];
}
int level(const State& s, const Content& c, int resource) { return c.level(resource, s.tracks[resource].progress); }
int threat_level(const State& s, const Content& c, int resource) {
  return c.level(resource, s.tracks[resource].threat);
}
int pool_target(const State& s, const Content& c, int resource) { return level(s, c, resource); }
std::vector<int> board_locations(const State& s) {
  std::vector<int> out;
  for (int r = 0; r < 3; ++r)
    for (int p = 0; p < 3; ++p) out.push_back(s.board[r][p]);
  return out;
}
int skill_of(const State& s, int character, int skill) { return s.characters[character].skills[skill]; }
void sort_dice(std::vector<int>& v) { std::sort(v.begin(), v.end()); }
int obstacle_location(const State& s, int instance) {
  for (const auto& [loc, list] : s.attached)
    if (std::find(list.begin(), list.end(), instance) != list.end()) return loc;
  return -1;
}
int seat_of(const State& s, int character) {
  const InPlay* p = in_play(s, character);
  return p ? p->seat : -1;
}
int card_seat_of(const State& s, int character) {
  const InPlay* p = in_play(s, character);
  return p ? p->card_seat : -1;
}
int surge_count(const State& s, const Content& c) {
  int players = std::clamp(s.session.start_players, 0, 4);
  return c.tables.surge[players];
}
int refill_target(const State& s, const Content& c) {
  return s.player_count == 1 ? c.tables.dice_solo : c.tables.dice_per_player;
}

std::string state_consistency_error(const State& s, const Content& c) {
  std::map<int, int> cards, obstacles, locations;
  for (const auto& pool : s.stage_pool)
    for (int x : pool) cards[x]++;
  for (int x : s.progress_burned) cards[x]++;
  const Session& ss = s.session;
  for (int x : ss.progress_deck) cards[x]++;
  for (int x : ss.progress_discard) cards[x]++;
  for (int x : ss.completed) cards[x]++;
  for (int x : ss.staging)
    if (x >= 0) cards[x]++;
  for (const auto& seat : ss.seats)
    if (seat.card >= 0) cards[seat.card]++;
  for (auto [card, n] : cards)
    if (n > 1) return "progress card " + c.progress[card].id + " is in " + std::to_string(n) + " places";
  for (int x : s.obstacles_locked) obstacles[x]++;
  for (const auto& d : s.obstacle_decks) {
    for (int x : d.draw_pile) obstacles[x]++;
    for (int x : d.discard) obstacles[x]++;
    for (int x : d.burned) obstacles[x]++;
  }
  for (const auto& [loc, list] : s.attached) {
    if (location_position(s, loc) < 0) return c.locations[loc].id + " holds obstacles but is not on the board";
    for (int x : list) obstacles[x]++;
  }
  for (auto [inst, n] : obstacles)
    if (n > 1) return "obstacle " + c.obstacles[card_of(inst)].id + " is in " + std::to_string(n) + " places";
  for (const auto& d : s.location_decks)
    for (int x : d) locations[x]++;
  for (int x : s.special_locked) locations[x]++;
  for (int x : s.locations_burned) locations[x]++;
  for (const auto& row : s.board)
    for (int x : row) locations[x]++;
  for (auto [loc, n] : locations)
    if (n > 1) return "location " + c.locations[loc].id + " is in " + std::to_string(n) + " places";
  if (s.characters.size() != c.characters.size()) return "the character list does not match the content";
  if (s.acting && !s.pending) return "an action waits for answers, but no question is open";
  if (s.status != kInSession) {
    if (s.acting && s.status == kBetweenSessions) return pending_error(s, c);
    return s.pending || !s.answers.empty() ? "a players-choose question is open outside a session" : "";
  }
  std::set<int> seen;
  for (const auto& p : ss.in_play) {
    if (!seen.insert(p.character).second) return c.characters[p.character].id + " is in play twice";
    if (p.seat < 0 || p.seat >= static_cast<int>(ss.seats.size()) || p.card_seat < 0 ||
        p.card_seat >= static_cast<int>(ss.seats.size()))
      return c.characters[p.character].id + " sits at a missing seat";
    if (!p.knocked_out && location_position(s, p.location) < 0)
      return c.characters[p.character].id + " stands on a location that is not on the board";
  }
  for (const auto& [loc, dice] : ss.assets)
    if (location_position(s, loc) < 0) return c.locations[loc].id + " holds assets but is not on the board";
  const Overcome& ov = ss.overcome;
  if (ov.active) {
    if (obstacle_location(s, ov.obstacle) != ov.location) return "the overcome's obstacle is not at its location";
    for (int ch : ov.participants)
      if (!in_play(s, ch)) return "an overcome participant is not in play";
  }
  return pending_error(s, c);
}

// [SECTION] campaign setup §2
State new_campaign(const Content& c, const Setup& setup, uint64_t seed) {
  State s;
  s.rng.seed(seed);
  s.difficulty = std::clamp(setup.difficulty, 0, 3);
  s.player_count = std::clamp(setup.players, 1, 4);
  s.options = setup.options;
  s.year = 1;
  s.status = kBetweenSessions;
  for (int r = 0; r < 6; ++r) s.tracks[r] = {1, c.tables.threat_start[s.difficulty]};
  for (size_t i = 0; i < c.progress.size(); ++i) s.stage_pool[c.progress[i].stage - 1].push_back(static_cast<int>(i));
  // Locations: every starting/regional card is in its region's deck until placed.
  for (size_t i = 0; i < c.locations.size(); ++i) {
    const Location& l = c.locations[i];
    if (l.kind == "starting" || l.kind == "regional") s.location_decks[l.region].push_back(static_cast<int>(i));
    else s.special_locked.push_back(static_cast<int>(i));
  }
  for (int r = 0; r < 3; ++r) {
    auto& deck = s.location_decks[r];
    if (s.options.random_layout) {
      s.rng.shuffle(deck);
      for (int p = 0; p < 3; ++p) {
        s.board[r][p] = deck.back();
        deck.pop_back();
      }
    } else {
      for (int p = 0; p < 3; ++p) {
        s.board[r][p] = c.tables.standard_layout[r][p];
        deck.erase(std::remove(deck.begin(), deck.end(), s.board[r][p]), deck.end());
      }
    }
  }
  // Obstacles: location-linked and not-yet-threatened cards start locked.
  for (size_t i = 0; i < c.obstacles.size(); ++i) {
    const Obstacle& o = c.obstacles[i];
    for (int k = 0; k < o.copies; ++k) {
      int inst = instance_of(static_cast<int>(i), k);
      bool unlocked = false;
      if (!o.location_linked)
        for (int r : o.threat_icons) unlocked = unlocked || threat_level(s, c, r) >= o.difficulty;
      if (unlocked) s.obstacle_decks[o.home_region].draw_pile.push_back(inst);
      else s.obstacles_locked.push_back(inst);
    }
  }
  for (auto& d : s.obstacle_decks) d.shuffle(s.rng);
  std::vector<engine::Event> none;
  Ctx ctx{s, c, &none};
  for (int loc : board_locations(s)) attach_linked(ctx, loc);
  s.characters.resize(c.characters.size());
  for (size_t i = 0; i < c.characters.size(); ++i) {
    s.characters[i].status = c.characters[i].starts_unlocked ? kUnlocked : kLocked;
    s.characters[i].skills = c.characters[i].skills;
  }
  s.cursor = engine::CalendarCursor{};
  s.cursor.period = 1;
  return s;
}

// [SECTION] session setup §3
engine::ApplyResult start_session(Ctx& ctx, const StartSession& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  size_t want = s.player_count == 1 ? 2 : static_cast<size_t>(s.player_count);
  // Burned characters can leave fewer than the table needs: the extra seats sit the session out
  // (ruling in content/six_winters/README.md); with none left the session plays itself.
  size_t unlocked = 0;
  for (const auto& ch : s.characters) unlocked += ch.status == kUnlocked;
  want = std::min(want, unlocked);
  if (a.characters.size() != want)
    return engine::ApplyResult::rejected("wrong_character_count", "this session needs " + std::to_string(want) +
                                                                      " characters");
  if (!a.locations.empty() && a.locations.size() != want)
    return engine::ApplyResult::rejected("wrong_location_count",
                                         "give one starting location per character, or none to be asked for each");
  std::set<int> seen;
  for (int ch : a.characters) {
    if (ch < 0 || ch >= static_cast<int>(s.characters.size()))
      return engine::ApplyResult::rejected("unknown_character", "no such character");
    if (s.characters[ch].status != kUnlocked)
      return engine::ApplyResult::rejected("character_unavailable", c.characters[ch].name + " is not unlocked");
    if (!seen.insert(ch).second)
      return engine::ApplyResult::rejected("duplicate_character", c.characters[ch].name + " was picked twice");
  }
  auto on_board = board_locations(s);
  for (int loc : a.locations)
    if (std::find(on_board.begin(), on_board.end(), loc) == on_board.end())
      return engine::ApplyResult::rejected("not_on_board", "characters start on a location in play");
  // §3.3: each character starts on any location in play. Asked one character at a time, before any
  // die is rolled, so the answers stay undoable.
  std::vector<int> starts = a.locations;
  for (size_t i = 0; starts.size() < want; ++i) {
    Decision where;
    where.kind = kChooseStartLocation;
    where.character = a.characters[i];
    where.seat = s.player_count == 1 ? 0 : static_cast<int>(i);
    where.options = on_board;
    int loc = players_choose(ctx, where);
    if (asking(ctx)) return engine::ApplyResult::accepted();  // the action waits for the answer
    starts.push_back(loc);
  }

  Session& ss = s.session;
  ss = Session{};
  ss.start_players = s.player_count;
  // 1. pools
  for (int r = 0; r < 6; ++r) {
    ss.pools[r] = engine::roll_dice(s.rng, pool_target(s, c, r));
    sort_dice(ss.pools[r]);
  }
  // 2–3. seats and characters
  int seats = s.player_count;
  for (int i = 0; i < seats; ++i) {
    Seat seat;
    seat.action_dice = engine::roll_dice(s.rng, refill_target(s, c));
    sort_dice(seat.action_dice);
    ss.seats.push_back(seat);
  }
  for (size_t i = 0; i < a.characters.size(); ++i) {
    int seat = s.player_count == 1 ? 0 : static_cast<int>(i);
    ss.seats[seat].characters.push_back(a.characters[i]);
    InPlay p;
    p.character = a.characters[i];
    p.seat = seat;
    p.card_seat = seat;
    if (s.player_count == 1 && s.options.solo_two_cards && i == 1) {
      // §11.8 option: the second character keeps its own card on a card-only seat (no dice).
      ss.seats.push_back(Seat{});
      p.card_seat = static_cast<int>(ss.seats.size()) - 1;
    }
    p.location = starts[i];
    p.psyche = {c.characters[p.character].psyche_max, 0};
    p.body = {c.characters[p.character].body_max, 0};
    ss.in_play.push_back(p);
  }
  // 4. year 1 shuffles the obstacle decks
  if (s.year == 1)
    for (auto& d : s.obstacle_decks) d.shuffle(s.rng);
  // 5. progress deck: each stage shuffled, lowest stage on top (back = top)
  for (int stage = 4; stage >= 0; --stage) {
    auto cards = s.stage_pool[stage];
    s.rng.shuffle(cards);
    ss.progress_deck.insert(ss.progress_deck.end(), cards.begin(), cards.end());
    s.stage_pool[stage].clear();
  }
  // 6. in seat order, each seat draws 2, keeps 1 as its active card and stages the other in a free
  // position of its choice
  std::vector<int> drawn;
  for (size_t i = 0; i < ss.seats.size(); ++i) {
    Decision keep;
    keep.kind = kChooseKeepCard;
    keep.seat = static_cast<int>(i);
    for (int k = 0; k < 2; ++k)
      if (int card = draw_progress(ctx); card >= 0) keep.options.push_back(card);
    drawn.insert(drawn.end(), keep.options.begin(), keep.options.end());
    int kept = players_choose(ctx, keep);
    if (asking(ctx)) return engine::ApplyResult::accepted();  // the action waits for the answer
    ss.seats[i].card = kept;
    for (int other : keep.options) {
      if (other == kept) continue;
      Decision where;
      where.kind = kChooseStaging;
      where.seat = static_cast<int>(i);
      where.card = other;
      for (int pos = 0; pos < 4; ++pos)
        if (ss.staging[pos] < 0) where.options.push_back(pos);
      int pos = players_choose(ctx, where);
      if (asking(ctx)) return engine::ApplyResult::accepted();
      if (pos >= 0) ss.staging[pos] = other;
    }
  }
  for (int pos = 3; pos >= 0; --pos)
    if (ss.staging[pos] < 0) ss.staging[pos] = draw_progress(ctx);
  // 7. year 1: one starting obstacle per card drawn in step 6
  if (s.year == 1) {
    for (int card : drawn) {
      const ProgressCard& pc = c.progress[card];
      int inst = draw_obstacle(ctx, pc.slot_region);
      if (inst < 0) continue;
      for (int p = 0; p < 3; ++p)
        if (kSlotResource[pc.slot_region][p] == pc.slot_resource) attach_obstacle(ctx, s.board[pc.slot_region][p], inst);
    }
  }
  // 9. season marker on box 0
  ss.wheel = 0;
  ss.turn = 1;
  s.status = kInSession;
  ctx.note("session_start", "Year " + std::to_string(s.year) + " begins");
  return engine::ApplyResult::accepted();
}

}  // namespace sb::sw
