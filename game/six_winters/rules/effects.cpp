// [SECTION] index: selectors · effects (§12.7) · stress and discord (§8) · triggers and achievements
#include <algorithm>

#include "game/six_winters/rules/rules.h"

namespace sb::sw {

namespace {

// [SECTION] selectors
// `track`/`amount`: the stress the chosen character takes (shown with the question).
std::vector<int> who(Ctx& ctx, const Selector& sel, const Source& src, int track = -1, int amount = 0) {
  std::vector<int> out;
  State& s = ctx.s;
  const std::string& k = sel.kind;
  if (k == "self") {
    if (src.character >= 0) out.push_back(src.character);
    return out;
  }
  std::vector<int> region_members;
  for (const auto& p : s.session.in_play) {
    if (p.knocked_out) continue;
    int region = location_region(ctx.c, s, p.location);
    if (k == "at_location" && p.location == src.location) out.push_back(p.character);
    if ((k == "in_region" || k == "one_in_region") && region == src.region) out.push_back(p.character);
    if (k == "all_in_play" || k == "all_unlocked") out.push_back(p.character);
    if (k == "terrain" && ctx.c.locations[p.location].terrain == terrain_index(sel.arg)) out.push_back(p.character);
  }
  if (k == "one_in_region" && out.size() > 1) {
    Decision d;
    d.kind = kChooseVictim;
    d.options = out;
    std::sort(d.options.begin(), d.options.end());
    d.region = src.region;
    d.location = src.location;
    d.obstacle = src.obstacle;
    d.track = track;
    d.amount = amount;
    int pick = players_choose(ctx, d);
    out.clear();
    if (pick >= 0) out.push_back(pick);
  }
  return out;
}

std::vector<int> where(Ctx& ctx, const Selector& sel, const Source& src) {
  State& s = ctx.s;
  std::vector<int> board = board_locations(s);
  std::vector<int> out;
  const std::string& k = sel.kind;
  if (k == "here") {
    if (src.location >= 0) out.push_back(src.location);
  } else if (k == "any") {
    if (src.chosen_location >= 0) {
      out.push_back(src.chosen_location);
    } else {
      Decision d;
      d.kind = kChooseDestination;
      d.options = board;
      d.obstacle = src.obstacle;
      d.character = src.mover;
      int pick = players_choose(ctx, d);
      if (pick >= 0) out.push_back(pick);
    }
  } else if (k == "slot") {
    int r = region_index(sel.arg), res = resource_index(sel.arg2);
    for (int p = 0; p < 3; ++p)
      if (r >= 0 && kSlotResource[r][p] == res) out.push_back(s.board[r][p]);
  } else if (k == "lowest_skill" || k == "highest_skill") {
    int skill = skill_index(sel.arg);
    int region = sel.arg2.empty() ? src.region : region_index(sel.arg2);
    int best = k == "lowest_skill" ? 99 : -1;
    std::vector<int> ties;
    for (const auto& p : s.session.in_play) {
      if (p.knocked_out) continue;
      if (region >= 0 && location_region(ctx.c, s, p.location) != region) continue;
      int v = skill_of(s, p.character, skill);
      bool better = k == "lowest_skill" ? v < best : v > best;
      if (better) {
        best = v;
        ties = {p.location};
      } else if (v == best) {
        ties.push_back(p.location);
      }
    }
    // Characters on the same location are one destination; the players choose among the rest
    // (ruling 27: which of two equally low-skilled characters an obstacle goes after).
    Decision d;
    d.kind = kChooseDestination;
    for (int loc : ties)
      if (std::find(d.options.begin(), d.options.end(), loc) == d.options.end()) d.options.push_back(loc);
    d.region = region;
    d.obstacle = src.obstacle;
    int pick = players_choose(ctx, d);
    if (pick >= 0) out.push_back(pick);
  } else if (k == "most_assets") {
    int region = sel.arg.empty() ? -1 : region_index(sel.arg);
    int best = -1, best_n = 0;
    for (int loc : board) {
      if (region >= 0 && location_region(ctx.c, s, loc) != region) continue;
      int n = s.session.assets.count(loc) ? static_cast<int>(s.session.assets[loc].size()) : 0;
      if (n > best_n) best = loc, best_n = n;
    }
    if (best >= 0) out.push_back(best);
  } else if (k == "most_tag") {
    int best = -1, best_n = 0;
    for (int loc : board) {
      int n = 0;
      if (s.attached.count(loc))
        for (int inst : s.attached[loc]) n += ctx.c.obstacles[card_of(inst)].has_tag(sel.arg);
      if (n > best_n) best = loc, best_n = n;
    }
    if (best >= 0) out.push_back(best);
  } else if (k == "tagged") {
    for (int loc : board)
      if (ctx.c.locations[loc].has_tag(sel.arg)) out.push_back(loc);
  } else if (k == "terrain") {
    for (int loc : board)
      if (ctx.c.locations[loc].terrain == terrain_index(sel.arg)) out.push_back(loc);
  }
  return out;
}

std::vector<int> which(Ctx& ctx, const Selector& sel, const Source& src) {
  State& s = ctx.s;
  std::vector<int> out;
  if (sel.kind == "self") {
    if (src.obstacle >= 0) out.push_back(src.obstacle);
  } else if (sel.kind == "here" || sel.kind == "oldest") {
    if (src.location >= 0 && s.attached.count(src.location)) {
      out = s.attached[src.location];
      if (sel.kind == "oldest" && !out.empty()) out.resize(1);
    }
  } else {
    for (int loc : board_locations(s))
      if (s.attached.count(loc))
        for (int inst : s.attached[loc])
          if (sel.kind == "any" || ctx.c.obstacles[card_of(inst)].has_tag(sel.arg)) out.push_back(inst);
  }
  return out;
}

void move_character_to(Ctx& ctx, int character, int location) {
  InPlay* p = in_play(ctx.s, character);
  if (!p || p->knocked_out || location < 0 || p->location == location) return;
  p->location = location;
  after_move(ctx, character);
}

// [SECTION] effects
void resolve_one(Ctx& ctx, const Effect& e, const Source& src) {
  State& s = ctx.s;
  Session& ss = s.session;
  const std::string& op = e.op;
  int amount = e.amount;
  if (e.amount_form == "threat_level" && e.amount_resource >= 0) {
    amount = s.tracks[e.amount_resource].threat;
  } else if (e.amount_form == "per") {
    int count = 0;
    if (e.per_count == "obstacles_here" && s.attached.count(src.location)) {
      count = static_cast<int>(s.attached[src.location].size());
    } else if (e.per_count == "assets_here" && ss.assets.count(src.location)) {
      count = static_cast<int>(ss.assets[src.location].size());
    } else if (e.per_count == "characters_here") {
      for (const auto& p : ss.in_play) count += !p.knocked_out && p.location == src.location;
    } else if (e.per_count == "obstacles_in_region" && src.region >= 0) {
      for (int p = 0; p < 3; ++p)
        if (s.attached.count(s.board[src.region][p])) count += static_cast<int>(s.attached[s.board[src.region][p]].size());
    }
    amount = count * e.amount;
  }
  if (!e.amount_form.empty() && amount <= 0 && op != "threat") return;
  if (op == "stress") {
    for (int ch : who(ctx, e.who, src, e.track, amount)) take_stress(ctx, ch, e.track, amount);
  } else if (op == "condition") {
    for (int ch : who(ctx, e.who, src, e.track)) take_condition(ctx, ch, e.track);
  } else if (op == "move_obstacle") {
    auto dests = where(ctx, e.where, src);
    if (dests.empty()) return;
    for (int inst : which(ctx, e.which, src)) {
      bool outside = e.which.kind != "self";
      if (outside && ctx.c.obstacles[card_of(inst)].stationary) continue;
      int from = obstacle_location(s, inst);
      if (from < 0 || from == dests[0]) continue;
      auto& list = s.attached[from];
      list.erase(std::remove(list.begin(), list.end(), inst), list.end());
      if (list.empty()) s.attached.erase(from);
      s.attached[dests[0]].push_back(inst);
      ctx.note("obstacle_moves", ctx.c.obstacles[card_of(inst)].name + " moves to " + ctx.c.locations[dests[0]].name);
    }
  } else if (op == "discard_obstacle") {
    // With more candidates than it discards, the players choose which go, one at a time.
    auto list = which(ctx, e.which, src);
    int n = amount > 0 ? amount : 1;
    for (int i = 0; i < n && !list.empty(); ++i) {
      Decision d;
      d.kind = kChooseDiscard;
      d.options = list;
      d.obstacle = src.obstacle;
      d.amount = n - i;
      int pick = static_cast<int>(list.size()) <= n - i ? list.front() : players_choose(ctx, d);
      if (pick < 0) return;
      list.erase(std::find(list.begin(), list.end(), pick));
      int loc = obstacle_location(s, pick);
      discard_obstacle(ctx, pick, location_region(ctx.c, s, loc));
    }
  } else if (op == "add_asset") {
    for (int loc : where(ctx, e.where, src))
      for (int i = 0; i < amount; ++i) ss.assets[loc].push_back(Die{kAssetDie, e.resource, s.rng.d6()});
  } else if (op == "pool") {
    auto& pool = ss.pools[e.resource];
    if (e.mode == "remove_lowest") {
      for (int i = 0; i < std::max(1, amount) && !pool.empty(); ++i) pool.erase(pool.begin());
    } else if (e.mode == "clear") {
      pool.clear();
    } else if (e.mode == "set_all") {
      for (int& v : pool) v = e.value;
    } else if (e.mode == "add") {
      for (int i = 0; i < std::max(1, amount); ++i) pool.push_back(s.rng.d6());
    } else if (e.mode == "skip_refresh") {
      ss.skip_refresh[e.resource] = true;
    }
    sort_dice(pool);
  } else if (op == "assets") {
    for (int loc : where(ctx, e.where, src)) {
      if (e.mode == "remove") ss.assets.erase(loc);
      else if (ss.assets.count(loc))
        for (Die& d : ss.assets[loc]) d.value = s.rng.d6();
    }
  } else if (op == "threat") {
    if (amount > 0) {
      for (int i = 0; i < amount; ++i) raise_threat(ctx, e.resource);
    } else {
      s.tracks[e.resource].threat = std::max(1, s.tracks[e.resource].threat + amount);
    }
  } else if (op == "unlock_character") {
    if (e.character >= 0 && s.characters[e.character].status == kLocked) {
      s.characters[e.character].status = kUnlocked;
      ctx.note("unlock", ctx.c.characters[e.character].name + " is unlocked");
    }
  } else if (op == "deck") {
    int region = e.region_here || e.region < 0 ? src.region : e.region;
    if (region < 0) return;
    auto& deck = s.obstacle_decks[region];
    if (e.mode == "peek") {
      std::vector<int> top;
      for (int inst : deck.peek(static_cast<size_t>(std::max(1, amount)))) top.push_back(card_of(inst));
      ctx.note("peek", "the top of the " + kRegionNames[region] + " deck is shown", -1, top);
    } else {
      for (int i = 0; i < std::max(1, amount); ++i) {
        int inst = draw_obstacle(ctx, region);
        if (inst >= 0) deck.discard_card(inst);
      }
    }
  } else if (op == "staging") {
    auto& st = ss.staging;
    if (e.mode == "rearrange") {
      // The players reorder the staged cards, naming from the top down the card for each occupied
      // position (the last needs no question).
      std::vector<int> cards, positions;
      for (int p = 0; p < 4; ++p)
        if (st[p] >= 0) cards.push_back(st[p]), positions.push_back(p);
      Decision ask;
      ask.kind = kChooseStagingOrder;
      auto order = players_order(ctx, cards, ask, [&](Decision& d, size_t k) { d.position = positions[k]; });
      if (!order) return;
      for (size_t k = 0; k < positions.size(); ++k) st[positions[k]] = (*order)[k];
    } else if (e.mode == "discard_lowest") {
      for (int p = 3; p >= 0; --p)
        if (st[p] >= 0) {
          ss.progress_discard.push_back(st[p]);
          st[p] = -1;
          break;
        }
      slide_and_refill(ctx);
    } else {
      place_obstacle_from_staging(ctx);
    }
  } else if (op == "move_character") {
    for (int ch : who(ctx, e.who, src)) {
      Source one = src;
      one.mover = ch;
      auto dests = where(ctx, e.where, one);
      if (!dests.empty()) move_character_to(ctx, ch, dests[0]);
    }
  } else if (op == "action_dice") {
    std::vector<int> seats;
    for (int ch : who(ctx, e.who, src)) {
      int seat = seat_of(s, ch);
      if (seat >= 0 && std::find(seats.begin(), seats.end(), seat) == seats.end()) seats.push_back(seat);
    }
    for (int seat : seats) {
      auto& dice = ss.seats[seat].action_dice;
      if (e.mode == "add") {
        for (int i = 0; i < std::max(1, amount); ++i) dice.push_back(s.rng.d6());
      } else if (e.mode == "discard_lowest") {
        for (int i = 0; i < std::max(1, amount) && !dice.empty(); ++i) dice.erase(dice.begin());
      } else if (!dice.empty()) {
        dice.front() = e.value;  // set_one: the lowest die becomes the value
      }
      sort_dice(dice);
    }
  } else if (op == "bring_location") {
    auto& special = s.special_locked;
    if (std::find(special.begin(), special.end(), e.location) == special.end()) return;  // already used
    Source at = src;
    if (at.location < 0 && src.character >= 0)
      if (const InPlay* p = in_play(s, src.character)) at.location = p->location;
    auto dests = where(ctx, e.where, at);
    if (dests.empty()) return;
    int region = location_region(ctx.c, s, dests[0]);
    int pos = location_position(s, dests[0]);
    if (region < 0 || pos < 0) return;
    special.erase(std::remove(special.begin(), special.end(), e.location), special.end());
    replace_location(ctx, region, pos, e.location);
  } else if (op == "burn_self") {
    if (src.character < 0) return;
    s.characters[src.character].status = kBurned;
    if (InPlay* p = in_play(s, src.character)) p->knocked_out = true;
    ctx.note("burned", ctx.c.characters[src.character].name + " is lost for good");
  }
}

}  // namespace

void resolve(Ctx& ctx, const std::vector<Effect>& effects, const Source& src) {
  for (const Effect& e : effects) {
    resolve_one(ctx, e, src);
    if (asking(ctx)) return;
  }
}

// [SECTION] stress and discord
namespace {
void knock_out(Ctx& ctx, InPlay& p) {
  p.knocked_out = true;
  ctx.s.knockouts++;
  Session& ss = ctx.s.session;
  bool seat_out = true;
  for (const auto& q : ss.in_play) seat_out = seat_out && (q.seat != p.seat || q.knocked_out);
  if (seat_out) ss.seats[p.seat].action_dice.clear();
  ctx.note("knocked_out", ctx.c.characters[p.character].name + " is knocked out", p.seat);
}

void mark_box(Ctx& ctx, InPlay& p, int track) {
  Stress& st = track == kPsyche ? p.psyche : p.body;
  auto& boxes = ctx.s.characters[p.character].conditions[track];
  int next = -1;
  for (int b = st.box; b < 3; ++b)
    if (!boxes[b]) {
      next = b + 1;
      break;
    }
  if (next < 0) {
    knock_out(ctx, p);
    return;
  }
  boxes[next - 1] = true;
  st.box = next;
  const Character& ch = ctx.c.characters[p.character];
  st.value = track == kPsyche ? ch.psyche_max : ch.body_max;
  ctx.note("condition", ch.name + " is " + kConditionNames[static_cast<size_t>(track)][static_cast<size_t>(next - 1)], p.seat);
  if (next >= 2) {
    CharacterState& cs = ctx.s.characters[p.character];
    if (cs.discord_lines < 6) {
      const DiscordLine* line = cs.discord_lines < static_cast<int>(ch.discord.size()) ? &ch.discord[cs.discord_lines] : nullptr;
      cs.discord_lines++;
      ctx.note("discord", ch.name + " discord line " + std::to_string(cs.discord_lines) + " turns on", p.seat);
      if (line && !line->has_when) {
        int character = p.character;  // `p` may not survive effects that move things around
        resolve(ctx, line->effects, Source{p.location, location_region(ctx.c, ctx.s, p.location), character, -1, -1});
        if (cs.discord_lines == 6 && cs.status != kBurned) {
          cs.status = kBurned;
          if (InPlay* q = in_play(ctx.s, character)) q->knocked_out = true;
        }
      }
    }
  }
}
}  // namespace

void take_stress(Ctx& ctx, int character, int track, int amount) {
  InPlay* p = in_play(ctx.s, character);
  if (!p || p->knocked_out || amount <= 0) return;
  Stress& st = track == kPsyche ? p->psyche : p->body;
  st.value -= amount;
  if (st.value >= 1) return;
  mark_box(ctx, *p, track);
}

void take_condition(Ctx& ctx, int character, int track) {
  InPlay* p = in_play(ctx.s, character);
  if (!p || p->knocked_out) return;
  mark_box(ctx, *p, track);
}

// [SECTION] triggers and achievements
namespace {
bool matches(const Ctx& ctx, const Trigger& t, int character, const TriggerEvent& ev) {
  if (t.kind != ev.kind) return false;
  const State& s = ctx.s;
  if (t.kind == "overcome_tag") return ev.obstacle_card >= 0 && ctx.c.obstacles[ev.obstacle_card].has_tag(t.tag);
  if (t.kind == "overcome_with")
    return ev.was_difficult && std::find(ev.partners.begin(), ev.partners.end(), t.character) != ev.partners.end() &&
           t.character != character;
  if (t.kind == "overcome_resource") {
    if (ev.obstacle_card < 0) return false;
    const Obstacle& o = ctx.c.obstacles[ev.obstacle_card];
    return o.difficulty >= t.min_difficulty &&
           std::find(o.threat_icons.begin(), o.threat_icons.end(), t.resource) != o.threat_icons.end();
  }
  if (t.kind == "complete_card")
    return std::find(ev.rewards.begin(), ev.rewards.end(), t.resource) != ev.rewards.end() &&
           (t.stage == 0 || t.stage == ev.stage);
  if (t.kind == "create_asset") return ev.resource == t.resource;
  if (t.kind == "move_to") {
    if (ev.location < 0) return false;
    const Location& l = ctx.c.locations[ev.location];
    if (!t.terrain.empty() && l.terrain != terrain_index(t.terrain)) return false;
    if (!t.tag.empty() && !l.has_tag(t.tag)) return false;
    if (t.region >= 0 && location_region(ctx.c, s, ev.location) != t.region) return false;
    return true;
  }
  if (t.kind == "co_located") {
    const InPlay* other = in_play(s, t.character);
    return other && !other->knocked_out && other->location == ev.location;
  }
  return false;
}
}  // namespace

void fire(Ctx& ctx, int character, const TriggerEvent& ev) {
  State& s = ctx.s;
  const Character& ch = ctx.c.characters[character];
  CharacterState& cs = s.characters[character];
  for (size_t i = 0; i < ch.achievements.size() && i < 6; ++i)
    if (!cs.achievements[i] && matches(ctx, ch.achievements[i].trigger, character, ev)) {
      cs.achievements[i] = true;
      ctx.note("achievement", ch.name + " earns " + ch.achievements[i].grants.name);
    }
  for (int line = 0; line < cs.discord_lines && line < static_cast<int>(ch.discord.size()); ++line) {
    const DiscordLine& d = ch.discord[line];
    if (!d.has_when || !matches(ctx, d.when, character, ev)) continue;
    const InPlay* p = in_play(s, character);
    int loc = p ? p->location : -1;
    resolve(ctx, d.effects, Source{loc, loc >= 0 ? location_region(ctx.c, s, loc) : -1, character, -1, -1});
  }
}

void after_move(Ctx& ctx, int character) {
  InPlay* p = in_play(ctx.s, character);
  if (!p) return;
  int loc = p->location;
  for (const auto& m : ctx.c.locations[loc].passive)
    if (m.mod == "enter_stress" && m.track >= 0 &&
        !(m.unless_skill >= 0 && skill_of(ctx.s, character, m.unless_skill) >= m.at_least))
      take_stress(ctx, character, m.track, std::max(1, m.amount));
  TriggerEvent ev;
  ev.kind = "move_to";
  ev.location = loc;
  fire(ctx, character, ev);
  ev.kind = "co_located";
  fire(ctx, character, ev);
  // The other side of co-location: characters already here notice the newcomer.
  for (const auto& q : ctx.s.session.in_play)
    if (q.character != character && q.location == loc && !q.knocked_out) fire(ctx, q.character, ev);
}

}  // namespace sb::sw
