// [SECTION] index: helpers · players choose · threat · phases 1,3–8 · session end §9 · campaign end §10 ·
//                  machine
// The automatic phases. Phases 1, 4, 6 and the session end stop for "players choose" steps: they run
// as transactions that a question abandons and an answer replays (engine/core/answers.h).
#include <algorithm>
#include <numeric>

#include "engine/core/words.h"
#include "game/six_winters/rules/rollout.h"
#include "game/six_winters/rules/rules.h"

namespace sb::sw {

// [SECTION] helpers
int draw_progress(Ctx& ctx) {
  Session& ss = ctx.s.session;
  if (ss.progress_deck.empty() && !ss.progress_discard.empty()) {
    // §11.7: the discard becomes a new deck, lower stages on top.
    auto cards = ss.progress_discard;
    ss.progress_discard.clear();
    ctx.s.rng.shuffle(cards);
    std::stable_sort(cards.begin(), cards.end(),
                     [&](int a, int b) { return ctx.c.progress[a].stage > ctx.c.progress[b].stage; });
    ss.progress_deck = cards;
  }
  if (ss.progress_deck.empty()) return -1;
  int card = ss.progress_deck.back();
  ss.progress_deck.pop_back();
  ss.last_stars = ctx.c.tables.stage_stars[ctx.c.progress[card].stage - 1];
  return card;
}

void slide_and_refill(Ctx& ctx) {
  auto& st = ctx.s.session.staging;
  std::vector<int> kept;
  for (int pos = 0; pos < 4; ++pos)
    if (st[pos] >= 0) kept.push_back(st[pos]);
  st.fill(-1);
  int pos = 3;
  for (auto it = kept.rbegin(); it != kept.rend(); ++it) st[pos--] = *it;
  for (; pos >= 0; --pos) st[pos] = draw_progress(ctx);
}

int season_on_top(Ctx& ctx, int region) {
  auto& deck = ctx.s.obstacle_decks[region];
  if (deck.draw_pile.empty() && !deck.discard.empty()) deck.reshuffle_discard(ctx.s.rng);
  if (deck.draw_pile.empty()) return -1;
  return ctx.c.obstacles[card_of(deck.draw_pile.back())].season_back;
}

int draw_obstacle(Ctx& ctx, int region) {
  auto drawn = ctx.s.obstacle_decks[region].draw(ctx.s.rng);
  return drawn ? *drawn : -1;
}

void attach_obstacle(Ctx& ctx, int location, int instance) {
  ctx.s.attached[location].push_back(instance);
  ctx.note("obstacle", ctx.c.obstacles[card_of(instance)].name + " arrives at " + ctx.c.locations[location].name, -1, {},
           location);
}

void attach_linked(Ctx& ctx, int location) {
  for (auto [ob, copies] : ctx.c.locations[location].linked) {
    for (int k = 0; k < copies; ++k) {
      int inst = instance_of(ob, k);
      auto& locked = ctx.s.obstacles_locked;
      auto it = std::find(locked.begin(), locked.end(), inst);
      if (it == locked.end()) continue;  // already in play or burned
      locked.erase(it);
      attach_obstacle(ctx, location, inst);
    }
  }
}

void discard_obstacle(Ctx& ctx, int instance, int region) {
  int loc = obstacle_location(ctx.s, instance);
  if (loc >= 0) {
    auto& list = ctx.s.attached[loc];
    list.erase(std::remove(list.begin(), list.end(), instance), list.end());
    if (list.empty()) ctx.s.attached.erase(loc);
  }
  ctx.s.session.obstacle_dice.erase(instance);
  if (region < 0) region = ctx.c.obstacles[card_of(instance)].home_region;
  ctx.s.obstacle_decks[region].discard_card(instance);
}

std::vector<int> required_dice(const Content& c, const State& s, int instance) {
  std::vector<int> req = c.obstacles[card_of(instance)].dice;
  int loc = obstacle_location(s, instance);
  for (const auto& m : c.obstacles[card_of(instance)].passive)
    if (m.mod == "overcome_extra_die" && m.amount >= 1 && m.amount <= 6) req.push_back(m.amount);
  if (loc >= 0)
    for (const auto& m : c.locations[loc].passive)
      if (m.mod == "overcome_extra_die" && m.amount >= 1 && m.amount <= 6 &&
          (m.tag.empty() || c.obstacles[card_of(instance)].has_tag(m.tag)))
        req.push_back(m.amount);
  sort_dice(req);
  return req;
}

std::vector<int> unfilled_values(const Content& c, const State& s, int instance) {
  std::vector<int> need = required_dice(c, s, instance);
  auto it = s.session.obstacle_dice.find(instance);
  if (it != s.session.obstacle_dice.end())
    for (const Die& d : it->second) {
      auto f = std::find(need.begin(), need.end(), d.value);
      if (f != need.end()) need.erase(f);
    }
  return need;
}

// [SECTION] players choose
int decision_value_kind(int kind) {
  switch (kind) {
    case kChooseVictim: return kValueCharacter;
    case kChoosePull:
    case kChooseDeckOrder:
    case kChooseDiscard: return kValueObstacle;
    case kChooseOverflow: return kValueTrack;
    case kChooseKeepCard:
    case kChooseStagingOrder: return kValueCard;
    case kChooseStaging: return kValuePosition;
    case kChooseStartLocation: return kValueLocation;
    default: return kValueLocation;
  }
}

int players_choose(Ctx& ctx, Decision d) {
  if (d.options.empty()) return -1;
  if (d.options.size() == 1) return d.options.front();
  if (!ctx.answers) return d.options[ctx.s.rng.below(static_cast<uint32_t>(d.options.size()))];
  auto answer = ctx.answers->next(d);
  if (!answer) {
    if (!ctx.question_rng) ctx.question_rng = ctx.s.rng;
    return -1;
  }
  if (answer->what != decision_value_kind(d.kind) ||
      std::find(d.options.begin(), d.options.end(), answer->value) == d.options.end()) {
    ctx.answer_misfit = true;  // only a hand-edited State gets here; pending_error reports it
    return d.options.front();
  }
  return answer->value;
}

std::optional<std::vector<int>> players_order(Ctx& ctx, std::vector<int> items, const Decision& ask,
                                              const std::function<void(Decision&, size_t)>& each) {
  std::vector<int> order;
  while (!items.empty()) {
    Decision d = ask;
    d.options = items;
    if (each) each(d, order.size());
    int next = players_choose(ctx, d);
    if (next < 0) return std::nullopt;
    order.push_back(next);
    items.erase(std::find(items.begin(), items.end(), next));
  }
  return order;
}

namespace {
// §4.1.3 and §9.5: a burned location's obstacles go on top of its region's draw deck in an order the
// players choose, named from the top down.
void return_to_deck_top(Ctx& ctx, int region, int burned, std::vector<int> obstacles) {
  Decision ask;
  ask.kind = kChooseDeckOrder;
  ask.region = region;
  ask.location = burned;
  auto top_down = players_order(ctx, std::move(obstacles), ask);
  if (!top_down) return;
  for (auto it = top_down->rbegin(); it != top_down->rend(); ++it) ctx.s.obstacle_decks[region].put_on_top(*it);
}
}  // namespace

// [SECTION] threat
namespace {
void threat_arrival(Ctx& ctx, int resource) {
  State& s = ctx.s;
  if (std::find(s.threat_arrived.begin(), s.threat_arrived.end(), resource) != s.threat_arrived.end()) return;
  s.threat_arrived.push_back(resource);
  int tl = -1;
  for (size_t i = 0; i < ctx.c.locations.size(); ++i)
    if (ctx.c.locations[i].threat_resource == resource) tl = static_cast<int>(i);
  if (tl < 0) return;
  int region = ctx.c.locations[tl].region;
  Decision d;  // §4.1.1: the players burn one location of the region
  d.kind = kChooseThreatBurn;
  d.options = {s.board[region][0], s.board[region][1], s.board[region][2]};
  d.region = region;
  d.location = tl;
  int burn = players_choose(ctx, d);
  if (burn < 0) return;
  replace_location(ctx, region, location_position(s, burn), tl);
}
}  // namespace

void replace_location(Ctx& ctx, int region, int pos, int tl) {
  State& s = ctx.s;
  int burned = s.board[region][pos];
  s.board[region][pos] = tl;
  s.special_locked.erase(std::remove(s.special_locked.begin(), s.special_locked.end(), tl), s.special_locked.end());
  s.locations_burned.push_back(burned);
  auto obs = s.attached[burned];
  s.attached.erase(burned);
  for (int inst : obs) s.session.obstacle_dice.erase(inst);
  return_to_deck_top(ctx, region, burned, obs);
  if (asking(ctx)) return;
  for (auto& p : s.session.in_play)
    if (p.location == burned) p.location = tl;
  auto assets = s.session.assets[burned];
  s.session.assets.erase(burned);
  if (!assets.empty()) {
    auto& dest = s.session.assets[tl];
    dest.insert(dest.end(), assets.begin(), assets.end());
  }
  attach_linked(ctx, tl);
  ctx.note("location_arrives", ctx.c.locations[tl].name + " replaces " + ctx.c.locations[burned].name);
  // An overcome under way against one of the burned location's obstacles (Oniri's discord line can
  // burn the very location he fights at): that obstacle is back in the deck, its dice gone with it,
  // so nothing is left to overcome. The rules are silent; ending it is what a table would do.
  Overcome& ov = s.session.overcome;
  if (ov.active && std::find(obs.begin(), obs.end(), ov.obstacle) != obs.end()) {
    ctx.note("overcome_stop", obstacle_label(ctx.c, ov.obstacle) + " went back into the deck: the overcome ends");
    ov = Overcome{};
  }
}

// §4 phase 6.3. A step aimed at a full outer track passes on around the cycle (diplomacy →
// stability); once all five outer tracks are full it goes to sorcery. A step from a full sorcery
// track goes to the table's pick (State::overflow_target); if that track is full too, the step passes
// on around the cycle from it like any other step. With no standing pick the players are asked. A
// step is lost only when all six tracks are full.
void raise_threat(Ctx& ctx, int resource) {
  State& s = ctx.s;
  bool any_open = false;
  for (const auto& t : s.tracks) any_open = any_open || t.threat < 12;
  if (!any_open || resource < 0 || resource > 5) return;
  int r = resource;
  for (int hops = 0; hops < 12 && s.tracks[r].threat >= 12; ++hops) {
    if (r == kSorcery) {
      int pick = s.overflow_target;
      if (pick >= 0 && pick < 6 && pick != kSorcery) {
        r = pick;
        continue;
      }
      Decision d;
      d.kind = kChooseOverflow;
      for (int t = 0; t < 6; ++t)
        if (s.tracks[t].threat < 12) d.options.push_back(t);
      r = players_choose(ctx, d);
      if (r < 0) return;
    } else {
      r = next_in_cycle(r);
      // All five outer tracks full: the step goes on to sorcery.
      if (r == resource) r = kSorcery;
    }
  }
  if (s.tracks[r].threat >= 12) return;
  s.tracks[r].threat++;
  ctx.note("threat", kResourceNames[r] + " threat rises to " + std::to_string(s.tracks[r].threat), -1, {r});
  if (s.tracks[r].threat == 12) threat_arrival(ctx, r);
}

// [SECTION] phases 1,3–8
namespace {

int seat_refill(const State& s, const Content& c) { return refill_target(s, c); }

void phase_event(Ctx& ctx) {
  State& s = ctx.s;
  // Technology mastery: one extra action die per seat before phase 1 (§11.14).
  if (has_mastery(s, ctx.c, kTechnology))
    for (size_t i = 0; i < s.session.seats.size(); ++i) {
      bool active = false;
      for (const auto& p : s.session.in_play) active = active || (p.seat == static_cast<int>(i) && !p.knocked_out);
      if (!active) continue;
      s.session.seats[i].action_dice.push_back(s.rng.d6());
      sort_dice(s.session.seats[i].action_dice);
    }
  int season = kWheelSeason[s.session.wheel];
  int count = 0;
  for (int r = 0; r < 3; ++r) count += season_on_top(ctx, r) == season;
  int ev = ctx.c.event_for(season, count);
  s.session.event = ev;
  if (ev < 0) return;
  ctx.note("event", ctx.c.events[ev].name, -1, {count});
  resolve(ctx, ctx.c.events[ev].effects, Source{});
}

void enter_actions(Ctx& ctx) {
  for (auto& seat : ctx.s.session.seats) seat.passed = false;
}

bool actions_over(const Ctx& ctx) {
  const Session& ss = ctx.s.session;
  if (ss.overcome.active) return false;
  for (size_t i = 0; i < ss.seats.size(); ++i) {
    bool active = false;
    for (const auto& p : ss.in_play) active = active || (p.seat == static_cast<int>(i) && !p.knocked_out);
    if (active && !ss.seats[i].passed) return false;
  }
  return true;
}

void phase_refresh(Ctx& ctx) {
  State& s = ctx.s;
  Session& ss = s.session;
  // End of phase 2: keep at most 3 uncommitted action dice (the highest).
  for (auto& seat : ss.seats) {
    sort_dice(seat.action_dice);
    while (static_cast<int>(seat.action_dice.size()) > ctx.c.tables.dice_keep)
      seat.action_dice.erase(seat.action_dice.begin());
  }
  for (auto& p : ss.in_play) p.ability_dice.clear();
  ss.confronted.clear();
  for (auto& row : ss.slots) row.fill(0);
  for (int r = 0; r < 6; ++r) {
    if (ss.skip_refresh[r]) continue;
    while (static_cast<int>(ss.pools[r].size()) < pool_target(s, ctx.c, r)) ss.pools[r].push_back(s.rng.d6());
    sort_dice(ss.pools[r]);
  }
  for (size_t i = 0; i < ss.seats.size(); ++i) {
    bool active = false;
    for (const auto& p : ss.in_play) active = active || (p.seat == static_cast<int>(i) && !p.knocked_out);
    if (!active) continue;
    auto& dice = ss.seats[i].action_dice;
    while (static_cast<int>(dice.size()) < seat_refill(s, ctx.c)) dice.push_back(s.rng.d6());
    sort_dice(dice);
  }
}

void phase_activation(Ctx& ctx) {
  State& s = ctx.s;
  std::vector<int> activated;
  for (int r = 0; r < 3; ++r) {
    int season = season_on_top(ctx, r);
    if (season < 0) continue;  // §11.26: no cards, no symbol, no activation
    std::vector<int> positions = season == 0 ? std::vector<int>{0, 1, 2} : std::vector<int>{season - 1};
    for (int pos : positions) {
      int loc = s.board[r][pos];
      const Location& L = ctx.c.locations[loc];
      resolve(ctx, L.activation, Source{loc, r, -1, -1, -1});
      if (asking(ctx)) return;
      if (L.icon == "source" && L.source_resource >= 0)
        s.session.assets[loc].push_back(Die{kAssetDie, L.source_resource, s.rng.d6()});
      auto snapshot = s.attached.count(loc) ? s.attached[loc] : std::vector<int>{};
      for (int inst : snapshot) {
        if (obstacle_location(s, inst) != loc) continue;
        if (std::find(activated.begin(), activated.end(), inst) != activated.end()) continue;
        activated.push_back(inst);
        resolve(ctx, ctx.c.obstacles[card_of(inst)].activation, Source{loc, r, -1, inst, -1});
        if (asking(ctx)) return;
      }
      if (season != 0 && (!s.attached.count(loc) || s.attached[loc].empty())) {
        // Empty-slot pull: the highest-difficulty movable obstacle elsewhere in the region; the
        // players choose among ties.
        Decision d;
        d.kind = kChoosePull;
        d.region = r;
        d.location = loc;
        int best_d = -1;
        for (int p2 = 0; p2 < 3; ++p2) {
          int other = s.board[r][p2];
          if (other == loc || !s.attached.count(other)) continue;
          for (int inst : s.attached[other]) {
            const Obstacle& o = ctx.c.obstacles[card_of(inst)];
            if (o.stationary) continue;
            if (o.difficulty > best_d) d.options.clear(), best_d = o.difficulty;
            if (o.difficulty == best_d) d.options.push_back(inst);
          }
        }
        int best = players_choose(ctx, d);
        if (asking(ctx)) return;
        int from = best >= 0 ? obstacle_location(s, best) : -1;
        if (best >= 0 && from >= 0) {
          auto& list = s.attached[from];
          list.erase(std::remove(list.begin(), list.end(), best), list.end());
          if (list.empty()) s.attached.erase(from);
          s.attached[loc].push_back(best);
          ctx.note("pull", ctx.c.obstacles[card_of(best)].name + " moves to " + L.name);
        }
      }
    }
  }
}

void phase_new_obstacles(Ctx& ctx) {
  Session& ss = ctx.s.session;
  if (ss.progress_deck.empty() && !ss.progress_discard.empty()) {
    int card = draw_progress(ctx);  // §11.7 reshuffle, then put the card back on top
    if (card >= 0) ss.progress_deck.push_back(card);
  }
  int stars = ss.progress_deck.empty() ? ss.last_stars
                                       : ctx.c.tables.stage_stars[ctx.c.progress[ss.progress_deck.back()].stage - 1];
  for (int i = 0; i < stars; ++i) {
    // Take the lowest card without refilling between placements (refill once at the end).
    int pos = -1;
    for (int p = 3; p >= 0; --p)
      if (ss.staging[p] >= 0) {
        pos = p;
        break;
      }
    if (pos < 0) break;
    int card = ss.staging[pos];
    ss.staging[pos] = -1;
    const ProgressCard& pc = ctx.c.progress[card];
    int inst = draw_obstacle(ctx, pc.slot_region);
    if (inst >= 0)
      for (int p = 0; p < 3; ++p)
        if (kSlotResource[pc.slot_region][p] == pc.slot_resource)
          attach_obstacle(ctx, ctx.s.board[pc.slot_region][p], inst);
    ss.progress_discard.push_back(card);
  }
  slide_and_refill(ctx);
}

void phase_threat(Ctx& ctx) {
  State& s = ctx.s;
  std::array<int, 6> n{};
  for (const auto& [loc, list] : s.attached) {
    if (location_position(s, loc) < 0) continue;
    for (int inst : list) {
      const Obstacle& o = ctx.c.obstacles[card_of(inst)];
      for (int r : o.threat_icons) n[r]++;
      for (const auto& m : o.passive)
        if (m.mod == "extra_threat_icon" && m.resource >= 0) n[m.resource] += m.amount;
    }
  }
  for (int loc : board_locations(s))
    for (const auto& m : ctx.c.locations[loc].passive)
      if (m.mod == "extra_threat_icon" && m.resource >= 0 && s.attached.count(loc)) n[m.resource] += m.amount;
  for (int r = 0; r < 6; ++r)  // trade order, sorcery last
    for (int step = 0; step < std::max(0, n[r] - 2); ++step) {
      raise_threat(ctx, r);
      if (asking(ctx)) return;
    }
}

void phase_surge(Ctx& ctx) {
  for (int i = 0; i < surge_count(ctx.s, ctx.c); ++i) place_obstacle_from_staging(ctx);
}

void phase_advance(Ctx& ctx) {
  State& s = ctx.s;
  Session& ss = s.session;
  int next = ss.wheel + 1;
  while (next < 8 && kWheelDotted[next]) {
    bool shown = false;
    for (int r = 0; r < 3; ++r) shown = shown || season_on_top(ctx, r) == kWheelSeason[next];
    if (shown) break;
    ++next;
  }
  ss.skip_refresh.fill(false);
  if (next >= 8) {
    ss.ended = true;
    // Jump the calendar to the session's last phase so the cursor moves on to wrap-up.
    s.cursor.turn = ctx.c.calendar.seasons[s.cursor.season].turns;
    ctx.note("session_over", "The season wheel is done: the session ends");
    return;
  }
  ss.wheel = next;
  ss.turn++;
}

}  // namespace

void run_refresh(Ctx& ctx) { phase_refresh(ctx); }

void place_obstacle_from_staging(Ctx& ctx) {
  Session& ss = ctx.s.session;
  int pos = -1;
  for (int p = 3; p >= 0; --p)
    if (ss.staging[p] >= 0) {
      pos = p;
      break;
    }
  if (pos < 0) return;  // §11.7: no staging card, skipped
  int card = ss.staging[pos];
  ss.staging[pos] = -1;
  const ProgressCard& pc = ctx.c.progress[card];
  int inst = draw_obstacle(ctx, pc.slot_region);
  if (inst >= 0)
    for (int p = 0; p < 3; ++p)
      if (kSlotResource[pc.slot_region][p] == pc.slot_resource) attach_obstacle(ctx, ctx.s.board[pc.slot_region][p], inst);
  ss.progress_discard.push_back(card);
  slide_and_refill(ctx);
}

// [SECTION] session end §9
void run_session_end(Ctx& ctx) {
  State& s = ctx.s;
  Session& ss = s.session;
  // 1. clear: dice vanish, every progress card returns to its stage pool
  std::vector<int> cards = ss.progress_deck;
  cards.insert(cards.end(), ss.progress_discard.begin(), ss.progress_discard.end());
  cards.insert(cards.end(), ss.completed.begin(), ss.completed.end());
  for (int c : ss.staging)
    if (c >= 0) cards.push_back(c);
  for (const auto& seat : ss.seats)
    if (seat.card >= 0) cards.push_back(seat.card);
  for (int card : cards) s.stage_pool[ctx.c.progress[card].stage - 1].push_back(card);
  for (auto& pool : s.stage_pool) std::sort(pool.begin(), pool.end());
  ss = Session{};
  if (s.year >= 6) {
    s.status = kFinished;
    return;
  }
  // 2. burn progress cards from the lowest stage with cards
  for (auto& pool : s.stage_pool) {
    if (pool.empty()) continue;
    int n = std::min<int>(2 * s.year, static_cast<int>(pool.size()));
    s.rng.shuffle(pool);
    for (int i = 0; i < n; ++i) {
      s.progress_burned.push_back(pool.back());
      pool.pop_back();
    }
    std::sort(pool.begin(), pool.end());
    break;
  }
  // 3. unlock threat obstacles
  for (int r = 0; r < 6; ++r) {
    auto& locked = s.obstacles_locked;
    for (size_t i = 0; i < locked.size();) {
      const Obstacle& o = ctx.c.obstacles[card_of(locked[i])];
      bool has_icon = std::find(o.threat_icons.begin(), o.threat_icons.end(), r) != o.threat_icons.end();
      if (!o.location_linked && has_icon && o.difficulty <= threat_level(s, ctx.c, r)) {
        s.obstacle_decks[o.home_region].discard_card(locked[i]);
        locked.erase(locked.begin() + static_cast<long>(i));
      } else {
        ++i;
      }
    }
  }
  // 4. shuffle
  for (auto& d : s.obstacle_decks) d.reshuffle_discard(s.rng);
  // 5. burn the location with the most obstacles in each region (the players choose among ties);
  // its obstacles go on top of the region's draw deck in the players' order
  std::array<int, 3> empty_pos{}, burned{};
  for (int r = 0; r < 3; ++r) {
    Decision d;
    d.kind = kChooseEndBurn;
    d.region = r;
    int most = -1;
    for (int p = 0; p < 3; ++p) {
      int loc = s.board[r][p];
      int n = s.attached.count(loc) ? static_cast<int>(s.attached[loc].size()) : 0;
      if (n > most) d.options.clear(), most = n;
      if (n == most) d.options.push_back(loc);
    }
    int loc = players_choose(ctx, d);
    if (loc < 0) return;
    int pos = location_position(s, loc);
    s.locations_burned.push_back(loc);
    std::vector<int> obstacles;
    if (s.attached.count(loc)) obstacles = s.attached[loc];
    s.attached.erase(loc);
    return_to_deck_top(ctx, r, loc, obstacles);
    if (asking(ctx)) return;
    s.board[r][pos] = -1;
    empty_pos[r] = pos;
    burned[r] = loc;
  }
  // 6. new locations: every region reveals 2 (all 6 are seen before any choice), then each places one
  // of its 2 or its unlock location if that is unused and unburned; the one not placed goes back
  std::array<std::vector<int>, 3> revealed;
  std::vector<int> shown;
  for (int r = 0; r < 3; ++r) {
    auto& deck = s.location_decks[r];
    s.rng.shuffle(deck);
    for (size_t k = 0; k < 2 && !deck.empty(); ++k) {
      revealed[r].push_back(deck.back());
      deck.pop_back();
    }
    shown.insert(shown.end(), revealed[r].begin(), revealed[r].end());
  }
  for (int r = 0; r < 3; ++r) {
    int unlock = ctx.c.unlock_location[r];
    auto& special = s.special_locked;
    bool unlock_free = unlock >= 0 && std::find(special.begin(), special.end(), unlock) != special.end();
    Decision d;
    d.kind = kChooseNewLocation;
    d.region = r;
    d.options = revealed[r];
    if (unlock_free) d.options.push_back(unlock);
    d.shown = shown;
    int chosen = players_choose(ctx, d);
    if (asking(ctx)) return;
    if (chosen >= 0 && chosen == unlock) special.erase(std::remove(special.begin(), special.end(), unlock), special.end());
    for (int loc : revealed[r])
      if (loc != chosen) s.location_decks[r].push_back(loc);
    if (chosen < 0) {
      // Nothing left to place: an empty slot is impossible, so the region keeps the card it burned.
      chosen = burned[r];
      auto& gone = s.locations_burned;
      gone.erase(std::find(gone.begin(), gone.end(), chosen));
    }
    s.board[r][empty_pos[r]] = chosen;
    attach_linked(ctx, chosen);
  }
  // 7. recover
  for (auto& ch : s.characters) {
    if (ch.status != kUnlocked) continue;
    for (auto& track : ch.conditions)
      for (bool& box : track)
        if (box) {
          box = false;
          break;
        }
  }
  // 8. advance the year
  s.year++;
  s.status = kBetweenSessions;
}

// [SECTION] campaign end §10
void run_campaign_end(Ctx& ctx) {
  State& s = ctx.s;
  int complete = 0, points = 0;
  for (int r = 0; r < 6; ++r) {
    if (ctx.c.tables.victory[r]) {
      complete += s.tracks[r].progress == 12 && s.tracks[r].threat != 12;
    } else {
      points += s.tracks[r].progress > s.tracks[r].threat;
    }
  }
  static const int kTierPoints[4] = {0, 1, 3, 6};
  static const char* kTiers[4] = {"defeat", "pyrrhic_victory", "major_victory", "total_victory"};
  CampaignResult res;
  res.tier = kTiers[complete];
  res.points = kTierPoints[complete] + points;
  res.multiplier = ctx.c.tables.multiplier[s.difficulty];
  res.score = res.points * res.multiplier;
  for (const auto& [min, title] : ctx.c.tables.titles)
    if (res.score >= min) res.title = title;
  s.result = res;
  s.status = kFinished;
  ctx.note("campaign_end", res.tier + ": " + std::to_string(res.score) + " — " + res.title, -1, {res.score});
}

// [SECTION] machine
namespace {
using PhaseFn = void (*)(Ctx&);

// The phases that stop for the table's answers ("players choose" inside them).
PhaseFn pausable_phase(const std::string& id) {
  if (id == "seasonal_event") return phase_event;
  if (id == "activation") return phase_activation;
  if (id == "threat") return phase_threat;
  if (id == "session_end") return run_session_end;
  return nullptr;
}

// Runs `phase` as a transaction with the answers given so far: on a copy, kept only when no
// question is left open; otherwise the State stays as it was and the question becomes pending.
void run_pausable(Ctx& ctx, PhaseFn phase, const engine::Rng& since) {
  SpareState spare;  // a copy of the table, in reused buffers
  State& work = *spare;
  work = ctx.s;
  std::vector<engine::Event> log;
  Answers tape(ctx.s.answers);
  Ctx sub{work, ctx.c, &log, &tape};
  phase(sub);
  if (tape.has_open_question()) {
    ctx.s.pending = tape.open_question();
    ctx.revealed = ctx.revealed || !(sub.question_rng == since);
    return;
  }
  work.pending.reset();
  work.answers.clear();
  std::swap(ctx.s, work);
  if (ctx.log) ctx.log->insert(ctx.log->end(), log.begin(), log.end());
}

template <PhaseFn kPhase>
void enter_pausable(Ctx& ctx) {
  run_pausable(ctx, kPhase, ctx.s.rng);
}

bool no_question(const Ctx& ctx) { return !ctx.s.pending.has_value(); }
}  // namespace

bool resume_pausable(Ctx& ctx, const engine::Rng& since) {
  PhaseFn phase = pausable_phase(current_phase(ctx.s, ctx.c));
  if (!phase) return false;
  ctx.s.pending.reset();
  run_pausable(ctx, phase, since);
  return true;
}

bool replay_phase(const State& s, const Content& c, Replay& out) {
  PhaseFn phase = pausable_phase(current_phase(s, c));
  if (!phase) return false;
  SpareState spare;
  State& work = *spare;
  work = s;
  Answers tape(s.answers);
  Ctx sub{work, c, nullptr, &tape};
  phase(sub);
  out.question = tape.open_question();
  out.rng = sub.question_rng;
  out.misfit = sub.answer_misfit;
  return true;
}

namespace {
// A turn phase says it begins (§4: "Phase 4 — Activation", values {4}), so the table can tell the
// steps of phases 1 and 3–8 apart in words. The number is the phase's place in the turn's season.
void announce(Ctx& ctx) {
  if (const int number = phase_number(ctx.s, ctx.c)) ctx.note("phase", phase_heading(ctx.s, ctx.c), -1, {number});
}

template <void (*kEnter)(Ctx&)>
void announced(Ctx& ctx) {
  announce(ctx);
  kEnter(ctx);
}
}  // namespace

const engine::PhaseMachine<Ctx>& phase_machine() {
  static const engine::PhaseMachine<Ctx> machine = [] {
    engine::PhaseMachine<Ctx> m;
    auto always = [](const Ctx&) { return true; };
    m.bind("session_setup", {nullptr, [](const Ctx& c) { return c.s.status == kInSession; }});
    m.bind("seasonal_event", {announced<enter_pausable<phase_event>>, no_question});
    m.bind("actions", {announced<enter_actions>, actions_over});
    m.bind("refresh", {announced<phase_refresh>, always});
    m.bind("activation", {announced<enter_pausable<phase_activation>>, no_question});
    m.bind("new_obstacles", {announced<phase_new_obstacles>, always});
    m.bind("threat", {announced<enter_pausable<phase_threat>>, no_question});
    m.bind("surge", {announced<phase_surge>, always});
    m.bind("advance_time", {announced<phase_advance>, always});
    m.bind("session_end", {enter_pausable<run_session_end>, no_question});
    m.bind("campaign_end", {run_campaign_end, always});
    return m;
  }();
  return machine;
}

void settle(Ctx& ctx) {
  // A session can end mid-turn only through the wheel, so "session over" is the advance phase's
  // job; here the game-over check is the campaign's.
  phase_machine().settle(ctx.c.calendar, ctx, ctx.s.cursor,
                         [](const Ctx& c) { return c.s.status == kFinished && c.s.result.has_value(); });
}

int phase_number(const State& s, const Content& c) {
  if (s.cursor.in_final || s.cursor.finished || s.status != kInSession) return 0;
  const engine::Season& season = c.calendar.seasons[static_cast<size_t>(s.cursor.season)];
  if (season.phases.size() < 2) return 0;  // setup and wrap-up are not turns
  return s.cursor.phase + 1;
}

std::string phase_heading(const State& s, const Content& c) {
  const int number = phase_number(s, c);
  return number ? "Phase " + std::to_string(number) + " — " + engine::sentence_case(engine::id_words(current_phase(s, c)))
                : std::string();
}

std::string current_phase(const State& s, const Content& c) {
  if (s.cursor.finished) return "finished";
  return engine::current_phase_id(c.calendar, s.cursor);
}

}  // namespace sb::sw
