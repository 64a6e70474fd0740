// [SECTION] index: helpers · move · assets and trade · overcome · small actions · cards and masteries ·
//                  abilities · dispatch · legal_actions · prompt · describe
#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>
#include <memory>
#include <set>
#include <utility>

#include "engine/core/check.h"
#include "game/six_winters/rules/rollout.h"
#include "game/six_winters/rules/rules.h"

namespace sb::sw {
using engine::ApplyResult;

namespace {

ApplyResult reject(const std::string& code, const std::string& msg) { return ApplyResult::rejected(code, msg); }

// [SECTION] helpers
const std::string& name_of(const Content& c, int ch) { return c.characters[ch].name; }

// Why `ch` cannot take a normal phase-2 action now ("" when it can).
std::string actor_error(const State& s, const Content& c, int ch, bool during_overcome = false) {
  if (s.status != kInSession || current_phase(s, c) != "actions") return "actions are taken in phase 2 only";
  if (ch < 0 || ch >= static_cast<int>(c.characters.size())) return "no such character";
  const InPlay* p = in_play(s, ch);
  if (!p) return name_of(c, ch) + " is not in play";
  if (p->knocked_out) return name_of(c, ch) + " is knocked out";
  // Only a broken position puts a character off the board (state_consistency_error names it); every
  // action reads the location's slot, so refuse rather than read a slot that is not there.
  if (location_position(s, p->location) < 0)
    return name_of(c, ch) + " stands on " + c.locations[p->location].name + ", which is not on the board";
  if (!during_overcome && s.session.overcome.active) return "finish the overcome first";
  return "";
}

bool take_value(std::vector<int>& dice, int value) {
  auto it = std::find(dice.begin(), dice.end(), value);
  if (it == dice.end()) return false;
  dice.erase(it);
  return true;
}

std::vector<int>& seat_dice(State& s, int ch) { return s.session.seats[seat_of(s, ch)].action_dice; }
const std::vector<int>& seat_dice(const State& s, int ch) { return s.session.seats[seat_of(s, ch)].action_dice; }

void pay_lowest(State& s, int ch, int n) {
  auto& dice = seat_dice(s, ch);
  sort_dice(dice);
  dice.erase(dice.begin(), dice.begin() + std::min<long>(n, static_cast<long>(dice.size())));
}

// Leave-cost modifiers of the location and its obstacles; they apply to every kind of move.
int leave_extra(const State& s, const Content& c, int from) {
  int cost = 0;
  for (const auto& m : c.locations[from].passive)
    if (m.mod == "leave_cost") cost += m.amount;
  auto it = s.attached.find(from);
  if (it != s.attached.end())
    for (int inst : it->second)
      for (const auto& m : c.obstacles[card_of(inst)].passive)
        if (m.mod == "leave_cost") cost += m.amount;
  return std::max(cost, 0);
}

int walk_cost(const State& s, const Content& c, int from, int to) {
  int region = location_region(c, s, to);
  if (region < 0) return -1;
  int cost = c.locations[from].move_cost[region];
  if (cost < 0) return -1;
  return cost + leave_extra(s, c, from);
}

bool on_board(const State& s, int loc) {
  auto b = board_locations(s);
  return std::find(b.begin(), b.end(), loc) != b.end();
}

// [SECTION] move
ApplyResult do_move(Ctx& ctx, const Move& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  if (auto e = actor_error(s, c, a.character); !e.empty()) return reject("not_now", e);
  InPlay* p = in_play(s, a.character);
  if (!on_board(s, a.destination)) return reject("bad_destination", "that location is not in play");
  if (a.destination == p->location) return reject("same_location", "the destination must differ from the current location");
  const Location& from = c.locations[p->location];
  const Location& to = c.locations[a.destination];
  auto& dice = seat_dice(s, a.character);
  if (a.via == kWalk) {
    int cost = walk_cost(s, c, p->location, a.destination);
    if (cost < 0) return reject("no_route", from.name + " allows no move to " + kRegionNames[location_region(c, s, a.destination)]);
    if (static_cast<int>(dice.size()) < cost)
      return reject("not_enough_dice", from.name + " → " + to.name + " costs " + std::to_string(cost) + " dice; " +
                                           std::to_string(dice.size()) + " left");
    pay_lowest(s, a.character, cost);
  } else if (a.via == kPort) {
    if (from.icon != "port" || to.icon != "port") return reject("not_ports", "port moves go between two ports");
    int cost = 1 + leave_extra(s, c, p->location);
    if (static_cast<int>(dice.size()) < cost)
      return reject("not_enough_dice", "this port move costs " + std::to_string(cost) + " dice");
    pay_lowest(s, a.character, cost);
  } else if (a.via == kGate) {
    if (from.icon != "gate" || to.icon != "gate") return reject("not_gates", "gate moves go between two gates");
    int cost = leave_extra(s, c, p->location);
    if (static_cast<int>(dice.size()) < cost)
      return reject("not_enough_dice", "leaving costs " + std::to_string(cost) + " more dice");
    pay_lowest(s, a.character, cost);
    take_stress(ctx, a.character, kPsyche, 1);
    p = in_play(s, a.character);
    if (p->knocked_out) return ApplyResult::accepted();
  } else {
    return reject("bad_via", "via must be walk, port or gate");
  }
  p->location = a.destination;
  ctx.note("move", name_of(c, a.character) + " moves to " + to.name);
  after_move(ctx, a.character);
  return ApplyResult::accepted();
}

// [SECTION] assets and trade
// Moves dice from pool `from` (first value `take`, by mode) and returns them.
std::optional<std::vector<int>> take_from_pool(Ctx& ctx, int from, int die, int take, int mode, std::string& why) {
  auto& pool = ctx.s.session.pools[from];
  if (take > die) {
    why = "the pool die must be ≤ the action die (" + std::to_string(die) + ")";
    return std::nullopt;
  }
  std::vector<int> moved;
  if (mode == kAllEqual) {
    if (!has_mastery(ctx.s, ctx.c, kStability)) {
      why = "moving every equal die needs stability mastery";
      return std::nullopt;
    }
    if (take != die) {
      why = "stability mastery moves the dice equal to the action die";
      return std::nullopt;
    }
    while (take_value(pool, die)) moved.push_back(die);
  } else {
    if (mode == kRun && !has_mastery(ctx.s, ctx.c, kEspionage)) {
      why = "a descending run needs espionage mastery";
      return std::nullopt;
    }
    if (!take_value(pool, take)) {
      why = kResourceNames[from] + " has no " + std::to_string(take);
      return std::nullopt;
    }
    moved.push_back(take);
    if (mode == kRun)
      for (int v = take - 1; v >= 1 && take_value(pool, v); --v) moved.push_back(v);
  }
  if (moved.empty()) {
    why = kResourceNames[from] + " has no " + std::to_string(take);
    return std::nullopt;
  }
  return moved;
}

std::string slot_error(const State& s, const Content& c, int ch, int resource, int slot) {
  const InPlay* p = in_play(s, ch);
  int rating = skill_of(s, ch, c.locations[p->location].skill);
  if (slot < 0 || slot > 6) return "slots are 0..6";
  if (slot > rating)
    return "slot " + std::to_string(slot) + " needs " + kSkillNames[c.locations[p->location].skill] + " " +
           std::to_string(slot) + "; " + name_of(c, ch) + " has " + std::to_string(rating);
  if (s.session.slots[resource][slot] != 0) return "slot " + std::to_string(slot) + " of " + kResourceNames[resource] + " is taken";
  return "";
}

ApplyResult do_create_asset(Ctx& ctx, const CreateAsset& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  if (auto e = actor_error(s, c, a.character); !e.empty()) return reject("not_now", e);
  InPlay* p = in_play(s, a.character);
  int loc = p->location;
  int R = location_slot_resource(s, loc);
  if (auto e = slot_error(s, c, a.character, R, a.slot); !e.empty()) return reject("slot", e);
  auto& dice = seat_dice(s, a.character);
  if (std::find(dice.begin(), dice.end(), a.die) == dice.end()) return reject("no_die", "no action die showing " + std::to_string(a.die));
  std::string why;
  auto moved = take_from_pool(ctx, R, a.die, a.take, a.mode, why);
  if (!moved) return reject("pool", why);
  take_value(dice, a.die);
  s.session.slots[R][a.slot] = a.die;
  for (int v : *moved) s.session.assets[loc].push_back(Die{kAssetDie, R, v});
  ctx.note("create_asset", name_of(c, a.character) + " creates " + std::to_string(moved->size()) + " " + kResourceNames[R] + " asset(s)",
           seat_of(s, a.character), *moved);
  const Location& L = c.locations[loc];
  if (L.stress_psyche) take_stress(ctx, a.character, kPsyche, L.stress_psyche);
  if (L.stress_body) take_stress(ctx, a.character, kBody, L.stress_body);
  TriggerEvent ev;
  ev.kind = "create_asset";
  ev.resource = R;
  fire(ctx, a.character, ev);
  return ApplyResult::accepted();
}

bool trade_edge_ok(int R, int from, int to) {
  if (from == to || from < 0 || to < 0 || from > 5 || to > 5) return false;
  if (R == kSorcery) return from == kSorcery && to != kSorcery;
  if (from == prev_in_cycle(R) && to == R && R != kSorcery) return true;
  if (from == R && to == next_in_cycle(R)) return true;
  return from == kSorcery && to == R;
}

ApplyResult do_trade(Ctx& ctx, const Trade& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  if (auto e = actor_error(s, c, a.character); !e.empty()) return reject("not_now", e);
  InPlay* p = in_play(s, a.character);
  int R = location_slot_resource(s, p->location);
  if (auto e = slot_error(s, c, a.character, R, a.slot); !e.empty()) return reject("slot", e);
  if (!trade_edge_ok(R, a.from, a.to))
    return reject("bad_edge", "at a " + kResourceNames[R] + " location dice cannot flow " +
                                  (a.from >= 0 && a.from < 6 ? kResourceNames[a.from] : "?") + " → " +
                                  (a.to >= 0 && a.to < 6 ? kResourceNames[a.to] : "?"));
  auto& dice = seat_dice(s, a.character);
  if (std::find(dice.begin(), dice.end(), a.die) == dice.end()) return reject("no_die", "no action die showing " + std::to_string(a.die));
  std::string why;
  auto moved = take_from_pool(ctx, a.from, a.die, a.take, a.mode, why);
  if (!moved) return reject("pool", why);
  take_value(dice, a.die);
  s.session.slots[R][a.slot] = a.die;
  auto& to = s.session.pools[a.to];
  to.insert(to.end(), moved->begin(), moved->end());
  sort_dice(to);
  ctx.note("trade", name_of(c, a.character) + " trades " + kResourceNames[a.from] + " → " + kResourceNames[a.to],
           seat_of(s, a.character), *moved);
  return ApplyResult::accepted();
}

// [SECTION] overcome
bool easy_for(const State& s, const Content& c, int ch, int instance) {
  const Obstacle& o = c.obstacles[card_of(instance)];
  return skill_of(s, ch, o.skill) >= o.difficulty;
}

std::string forbid_error(const State& s, const Content& c, int loc, int instance) {
  const Obstacle& o = c.obstacles[card_of(instance)];
  auto forbids = [&](const Modifier& m) { return m.mod == "forbid_overcome" && (m.tag.empty() || o.has_tag(m.tag)); };
  for (const auto& m : c.locations[loc].passive)
    if (forbids(m)) return c.locations[loc].name + " forbids overcoming " + o.name;
  auto it = s.attached.find(loc);
  if (it != s.attached.end())
    for (int other : it->second)
      if (other != instance)
        for (const auto& m : c.obstacles[card_of(other)].passive)
          if (forbids(m)) return c.obstacles[card_of(other)].name + " forbids overcoming " + o.name;
  return "";
}

ApplyResult do_begin_overcome(Ctx& ctx, const BeginOvercome& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  if (auto e = actor_error(s, c, a.character); !e.empty()) return reject("not_now", e);
  int loc = in_play(s, a.character)->location;
  if (obstacle_location(s, a.obstacle) != loc) return reject("not_here", "that obstacle is not at " + c.locations[loc].name);
  if (auto e = forbid_error(s, c, loc, a.obstacle); !e.empty()) return reject("forbidden", e);
  auto& confronted = s.session.confronted;
  if (std::find(confronted.begin(), confronted.end(), a.obstacle) != confronted.end())
    return reject("already_confronted", c.obstacles[card_of(a.obstacle)].name + " was already confronted this turn");
  std::vector<int> participants{a.character};
  for (int partner : a.partners) {
    const InPlay* q = in_play(s, partner);
    if (!q || q->knocked_out || q->location != loc)
      return reject("bad_partner", "partners must be in play at " + c.locations[loc].name);
    if (std::find(participants.begin(), participants.end(), partner) != participants.end())
      return reject("bad_partner", "a character joins once");
    participants.push_back(partner);
  }
  Overcome& ov = s.session.overcome;
  ov = Overcome{};
  ov.active = true;
  ov.obstacle = a.obstacle;
  ov.location = loc;
  ov.participants = participants;
  ov.step = kApproach;
  confronted.push_back(a.obstacle);
  ctx.note("overcome", name_of(c, a.character) + " confronts " + c.obstacles[card_of(a.obstacle)].name);
  return ApplyResult::accepted();
}

void overcome_success(Ctx& ctx) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  Overcome ov = s.session.overcome;
  s.session.overcome = Overcome{};
  const Obstacle& o = c.obstacles[card_of(ov.obstacle)];
  int region = location_region(c, s, ov.location);
  ctx.note("overcome_success", o.name + " is overcome", -1, {}, ov.location);
  resolve(ctx, o.on_overcome, Source{ov.location, region, ov.participants[0], ov.obstacle, -1});
  if (obstacle_location(s, ov.obstacle) >= 0) discard_obstacle(ctx, ov.obstacle, region);
  for (int ch : ov.participants) {
    bool difficult = skill_of(s, ch, o.skill) < o.difficulty;
    bool placed = std::find(ov.placed_by.begin(), ov.placed_by.end(), ch) != ov.placed_by.end();
    if (difficult && (!s.options.gain_requires_die || placed)) {
      int& sk = s.characters[ch].skills[o.skill];
      sk = std::min(6, sk + 1);
      ctx.note("skill", name_of(c, ch) + " gains " + kSkillNames[o.skill] + " " + std::to_string(sk));
    }
    TriggerEvent ev;
    ev.obstacle_card = card_of(ov.obstacle);
    ev.was_difficult = difficult;
    ev.partners = ov.participants;
    for (const char* kind : {"overcome_tag", "overcome_with", "overcome_resource"}) {
      ev.kind = kind;
      fire(ctx, ch, ev);
    }
  }
}

ApplyResult do_place_on_obstacle(Ctx& ctx, const PlaceOnObstacle& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  Overcome& ov = s.session.overcome;
  if (!ov.active || ov.step == kDamage) return reject("not_now", "no overcome is waiting for dice");
  if (std::find(ov.participants.begin(), ov.participants.end(), a.character) == ov.participants.end())
    return reject("not_participant", name_of(c, a.character) + " is not taking part");
  if (auto e = actor_error(s, c, a.character, true); !e.empty()) return reject("not_now", e);
  if (ov.step == kApproach && !easy_for(s, c, a.character, ov.obstacle))
    return reject("approach_difficult", "approach not allowed: difficult for " + name_of(c, a.character));
  auto open = unfilled_values(c, s, ov.obstacle);
  if (std::find(open.begin(), open.end(), a.value) == open.end())
    return reject("no_match", "the obstacle has no open " + std::to_string(a.value));
  Die die;
  if (a.source == kFromAction) {
    if (!take_value(seat_dice(s, a.character), a.value)) return reject("no_die", "no action die showing " + std::to_string(a.value));
    die = Die{kActionDie, -1, a.value};
  } else {
    auto& assets = s.session.assets[ov.location];
    auto it = std::find(assets.begin(), assets.end(), Die{kAssetDie, a.resource, a.value});
    if (it == assets.end()) {
      if (assets.empty()) s.session.assets.erase(ov.location);
      return reject("no_asset", "no such asset here");
    }
    assets.erase(it);
    if (assets.empty()) s.session.assets.erase(ov.location);
    die = Die{kAssetDie, a.resource, a.value};
  }
  s.session.obstacle_dice[ov.obstacle].push_back(die);
  if (std::find(ov.placed_by.begin(), ov.placed_by.end(), a.character) == ov.placed_by.end())
    ov.placed_by.push_back(a.character);
  if (unfilled_values(c, s, ov.obstacle).empty()) overcome_success(ctx);
  return ApplyResult::accepted();
}

ApplyResult do_continue(Ctx& ctx) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  Overcome& ov = s.session.overcome;
  if (!ov.active || ov.step == kDamage) return reject("not_now", "nothing to continue");
  if (ov.step == kOvercomePlace) {
    ctx.note("overcome_stop", c.obstacles[card_of(ov.obstacle)].name + " holds; its dice stay", -1, {}, ov.location);
    // v19.7 "Overcome": further dice may be added "with more overcome actions on the same or future
    // turns". A confront that placed a die frees the obstacle for another confront this turn; one
    // that placed nothing keeps it blocked (else the defend reroll would be free for ever).
    if (!ov.placed_by.empty()) {
      auto& conf = s.session.confronted;
      conf.erase(std::remove(conf.begin(), conf.end(), ov.obstacle), conf.end());
    }
    ov = Overcome{};
    return ApplyResult::accepted();
  }
  // Defend: every participant's seat rerolls all uncommitted action dice (§11.11).
  std::vector<int> seats, rolled;
  for (int ch : ov.participants) {
    int seat = seat_of(s, ch);
    if (std::find(seats.begin(), seats.end(), seat) != seats.end()) continue;
    seats.push_back(seat);
    auto& dice = s.session.seats[seat].action_dice;
    for (int& v : dice) v = s.rng.d6();
    rolled.insert(rolled.end(), dice.begin(), dice.end());
    sort_dice(dice);
  }
  const Obstacle& o = c.obstacles[card_of(ov.obstacle)];
  bool holds = true;
  for (int v : required_dice(c, s, ov.obstacle)) holds = holds && std::find(rolled.begin(), rolled.end(), v) != rolled.end();
  ctx.note("defend", holds ? "the defence holds" : "the defence fails", -1, rolled, ov.location);
  int bonus = 0;
  for (const auto& m : c.locations[ov.location].passive)
    if (m.mod == "damage_bonus" && (m.tag.empty() || o.has_tag(m.tag))) bonus += m.amount;
  for (const auto& m : o.passive)
    if (m.mod == "damage_bonus") bonus += m.amount;
  ov.damage_psyche = holds ? 0 : o.damage_psyche + (o.damage_psyche > 0 ? bonus : 0);
  ov.damage_body = holds ? 0 : o.damage_body + (o.damage_psyche > 0 ? 0 : bonus);
  ov.step = ov.damage_psyche + ov.damage_body > 0 ? kDamage : kOvercomePlace;
  return ApplyResult::accepted();
}

ApplyResult do_assign_damage(Ctx& ctx, const AssignDamage& a) {
  State& s = ctx.s;
  Overcome& ov = s.session.overcome;
  if (!ov.active || ov.step != kDamage) return reject("not_now", "no damage to assign");
  size_t n = ov.participants.size();
  if (a.psyche.size() != n || a.body.size() != n) return reject("bad_split", "give psyche and body per participant");
  int sp = 0, sb = 0;
  for (size_t i = 0; i < n; ++i) {
    if (a.psyche[i] < 0 || a.body[i] < 0) return reject("bad_split", "damage shares cannot be negative");
    sp += a.psyche[i];
    sb += a.body[i];
  }
  if (sp != ov.damage_psyche || sb != ov.damage_body)
    return reject("bad_split", "split exactly " + std::to_string(ov.damage_psyche) + " psyche and " +
                                   std::to_string(ov.damage_body) + " body");
  auto participants = ov.participants;
  ov.step = kOvercomePlace;
  ov.damage_psyche = ov.damage_body = 0;
  for (size_t i = 0; i < n; ++i) {
    take_stress(ctx, participants[i], kPsyche, a.psyche[i]);
    take_stress(ctx, participants[i], kBody, a.body[i]);
  }
  // Everyone knocked out: the overcome ends with its dice left in place.
  bool anyone = false;
  for (int ch : participants) anyone = anyone || !in_play(s, ch)->knocked_out;
  if (!anyone) s.session.overcome = Overcome{};
  return ApplyResult::accepted();
}

// [SECTION] small actions
ApplyResult do_location_action(Ctx& ctx, const LocationAction& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  if (auto e = actor_error(s, c, a.character); !e.empty()) return reject("not_now", e);
  int loc = in_play(s, a.character)->location;
  if (c.locations[loc].action.empty()) return reject("no_action", c.locations[loc].name + " has no location action");
  if (seat_dice(s, a.character).empty()) return reject("not_enough_dice", "a location action costs 1 die");
  pay_lowest(s, a.character, 1);
  resolve(ctx, c.locations[loc].action, Source{loc, location_region(c, s, loc), a.character, -1, -1});
  return ApplyResult::accepted();
}

ApplyResult do_rest(Ctx& ctx, const Rest& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  if (auto e = actor_error(s, c, a.character); !e.empty()) return reject("not_now", e);
  if (a.track != kPsyche && a.track != kBody) return reject("bad_track", "rest heals psyche or body");
  InPlay* p = in_play(s, a.character);
  Stress& st = a.track == kPsyche ? p->psyche : p->body;
  if (st.value >= 6) return reject("full", "that stress die already shows 6");
  if (seat_dice(s, a.character).empty()) return reject("not_enough_dice", "rest costs 1 die");
  pay_lowest(s, a.character, 1);
  st.value++;
  return ApplyResult::accepted();
}

// [SECTION] cards and masteries
ApplyResult do_place_on_card(Ctx& ctx, const PlaceOnCard& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  if (auto e = actor_error(s, c, a.character); !e.empty()) return reject("not_now", e);
  int loc = in_play(s, a.character)->location;
  int seat = card_seat_of(s, a.character);
  auto& assets = s.session.assets[loc];
  auto it = std::find(assets.begin(), assets.end(), Die{kAssetDie, a.resource, a.value});
  if (it == assets.end()) {
    if (assets.empty()) s.session.assets.erase(loc);
    return reject("no_asset", "no such asset at " + c.locations[loc].name);
  }
  if (auto e = card_placement_error(s, c, seat, loc, a.resource, a.value, a.cell, a.parent); !e.empty()) {
    if (assets.empty()) s.session.assets.erase(loc);
    return reject("card", e);
  }
  assets.erase(it);
  if (assets.empty()) s.session.assets.erase(loc);
  Seat& st = s.session.seats[seat];
  st.card_dice.push_back(PlacedDie{a.cell, a.resource, a.value, a.parent});
  if (a.cell == c.progress[st.card].end) complete_card(ctx, seat, a.wild_track, a.next_card);
  return ApplyResult::accepted();
}

bool military_location(const State& s, int loc) { return location_slot_resource(s, loc) == kMilitary; }

ApplyResult do_military_move(Ctx& ctx, const MilitaryMove& a) {
  State& s = ctx.s;
  if (s.status != kInSession || current_phase(s, ctx.c) != "actions" || s.session.overcome.active)
    return reject("not_now", "mastery moves happen in phase 2");
  if (!has_mastery(s, ctx.c, kMilitary)) return reject("no_mastery", "this needs military mastery");
  if (!military_location(s, a.from)) return reject("not_military", "assets move only from a military-slot location");
  if (!on_board(s, a.to) || a.to == a.from) return reject("bad_destination", "pick another location in play");
  auto& assets = s.session.assets[a.from];
  auto it = std::find(assets.begin(), assets.end(), Die{kAssetDie, a.resource, a.value});
  if (it == assets.end()) {
    if (assets.empty()) s.session.assets.erase(a.from);
    return reject("no_asset", "no such asset");
  }
  Die d = *it;
  assets.erase(it);
  if (assets.empty()) s.session.assets.erase(a.from);
  s.session.assets[a.to].push_back(d);
  return ApplyResult::accepted();
}

ApplyResult do_diplomacy(Ctx& ctx, const DiplomacyConvert& a) {
  State& s = ctx.s;
  if (s.status != kInSession || current_phase(s, ctx.c) != "actions" || s.session.overcome.active)
    return reject("not_now", "mastery moves happen in phase 2");
  if (!has_mastery(s, ctx.c, kDiplomacy)) return reject("no_mastery", "this needs diplomacy mastery");
  if (a.from < 0 || a.from > 5 || a.to < 0 || a.to > 5) return reject("bad_pool", "no such pool");
  bool ok = a.from == kSorcery ? a.to != kSorcery : a.to == next_in_cycle(a.from);
  if (!ok) return reject("bad_pool", "diplomacy turns 2 dice into 1 die of the next pool (sorcery: any other)");
  auto& pool = s.session.pools[a.from];
  if (pool.size() < 2) return reject("not_enough_dice", kResourceNames[a.from] + " has fewer than 2 dice");
  pool.erase(pool.begin(), pool.begin() + 2);
  s.session.pools[a.to].push_back(s.rng.d6());
  sort_dice(s.session.pools[a.to]);
  return ApplyResult::accepted();
}

// [SECTION] abilities
const Ability* ability_of(const State& s, const Content& c, int ch, int index) {
  const Character& def = c.characters[ch];
  int base = static_cast<int>(def.abilities.size());
  if (index >= 0 && index < base) return &def.abilities[index];
  int ach = index - base;
  if (ach >= 0 && ach < static_cast<int>(def.achievements.size()) && s.characters[ch].achievements[ach])
    return &def.achievements[ach].grants;
  return nullptr;
}

// The dice list an ability source names: 0 action dice, 1 local assets, 2 local resource pool.
std::vector<Die> source_dice(const State& s, int ch, int source) {
  std::vector<Die> out;
  const InPlay* p = in_play(s, ch);
  if (source == 0) {
    for (int v : seat_dice(s, ch)) out.push_back(Die{kActionDie, -1, v});
  } else if (source == 1) {
    auto it = s.session.assets.find(p->location);
    if (it != s.session.assets.end()) out = it->second;
  } else if (source == 2) {
    int R = location_slot_resource(s, p->location);
    if (R < 0) return out;  // off the board: no slot, so no local pool
    for (int v : s.session.pools[R]) out.push_back(Die{kResourceDie, R, v});
  }
  return out;
}

// Whether die `d` from source `source` fits the ability's input; the reason goes to `why` only when
// asked (the legal-action scan only needs the answer, and the texts were a visible share of its time).
bool input_fits(const Ability& ab, const Die& d, int source, std::string* why) {
  auto fail = [&](auto&& text) {
    if (why) *why = text();
    return false;
  };
  if (ab.from == "action" && source != 0) return fail([] { return std::string("this ability takes an action die"); });
  if (ab.from == "asset" && source != 1) return fail([] { return std::string("this ability takes a local asset"); });
  if (ab.from == "resource" && source != 2)
    return fail([] { return std::string("this ability takes a die from the local pool"); });
  if (ab.from == "resource_or_asset" && source == 0)
    return fail([] { return std::string("this ability takes an asset or resource die"); });
  if (ab.resource >= 0 && d.resource != ab.resource)
    return fail([&] { return "this ability needs a " + kResourceNames[ab.resource] + " die"; });
  if (ab.value > 0 && d.value != ab.value)
    return fail([&] { return "this ability needs a die showing " + std::to_string(ab.value); });
  return true;
}

std::string input_error(const Ability& ab, const Die& d, int source) {
  std::string why;
  input_fits(ab, d, source, &why);
  return why;
}

// Puts dice back into source pool `source` (same kind as the input unless converted).
void put_back(State& s, int ch, int source, const std::vector<Die>& dice) {
  const InPlay* p = in_play(s, ch);
  for (const Die& d : dice) {
    if (source == 0) {
      seat_dice(s, ch).push_back(d.value);
    } else if (source == 1) {
      s.session.assets[p->location].push_back(Die{kAssetDie, d.resource, d.value});
    } else {
      s.session.pools[d.resource].push_back(d.value);
      sort_dice(s.session.pools[d.resource]);
    }
  }
  sort_dice(seat_dice(s, ch));
}

void remove_from_source(State& s, int ch, int source, const Die& d) {
  const InPlay* p = in_play(s, ch);
  if (source == 0) {
    take_value(seat_dice(s, ch), d.value);
  } else if (source == 1) {
    auto& assets = s.session.assets[p->location];
    auto it = std::find(assets.begin(), assets.end(), d);
    if (it != assets.end()) assets.erase(it);
    if (assets.empty()) s.session.assets.erase(p->location);
  } else {
    take_value(s.session.pools[d.resource], d.value);
  }
}

void reroll_pool(Ctx& ctx, int ch, int pool, int mask, bool explode) {
  State& s = ctx.s;
  const InPlay* p = in_play(s, ch);
  auto roll_list = [&](std::vector<int>& values) {
    if (explode) {
      int fives = static_cast<int>(std::count(values.begin(), values.end(), 5));
      while (fives-- > 0) {
        int v = s.rng.d6();
        values.push_back(v);
        if (v == 5) ++fives;
      }
    } else {
      for (size_t i = 0; i < values.size(); ++i)
        if (mask < 0 || (mask >> i) & 1) values[i] = s.rng.d6();
    }
    sort_dice(values);
  };
  if (pool == 0) {
    roll_list(seat_dice(s, ch));
  } else if (pool == 2) {
    int resource = location_slot_resource(s, p->location);
    SB_CHECK(resource >= 0, "a local-pool reroll from a location off the board");
    roll_list(s.session.pools[resource]);
  } else {
    auto it = s.session.assets.find(p->location);
    if (it == s.session.assets.end()) return;
    auto& assets = it->second;
    if (explode) {
      std::vector<Die> extra;
      int pending = 0;
      for (const Die& d : assets) pending += d.value == 5;
      // Each 5 adds a die of the same resource; use the first five's resource for chains.
      std::vector<int> colours;
      for (const Die& d : assets)
        if (d.value == 5) colours.push_back(d.resource);
      for (size_t i = 0; i < colours.size(); ++i) {
        int v = s.rng.d6();
        extra.push_back(Die{kAssetDie, colours[i], v});
        if (v == 5) colours.push_back(colours[i]);
      }
      (void)pending;
      assets.insert(assets.end(), extra.begin(), extra.end());
    } else {
      for (size_t i = 0; i < assets.size(); ++i)
        if (mask < 0 || (mask >> i) & 1) assets[i].value = s.rng.d6();
    }
  }
}

ApplyResult do_use_ability(Ctx& ctx, const UseAbility& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  bool during = s.session.overcome.active && s.session.overcome.step != kDamage;
  if (during && std::find(s.session.overcome.participants.begin(), s.session.overcome.participants.end(), a.character) ==
                    s.session.overcome.participants.end())
    return reject("not_participant", "only participants act during an overcome");
  if (auto e = actor_error(s, c, a.character, during); !e.empty()) return reject("not_now", e);
  const Ability* ab = ability_of(s, c, a.character, a.ability);
  if (!ab) return reject("no_ability", "no such ability (or its achievement is not marked)");
  InPlay* p = in_play(s, a.character);
  if (ab->die_input && p->ability_dice.count(a.ability)) return reject("used", ab->name + " was already used this turn");
  Die input{};
  if (ab->die_input) {
    auto dice = source_dice(s, a.character, a.source);
    if (a.index < 0 || a.index >= static_cast<int>(dice.size())) return reject("no_die", "no die at that position");
    input = dice[a.index];
    if (auto e = input_error(*ab, input, a.source); !e.empty()) return reject("bad_input", e);
  }
  auto param = [&](size_t i, int fallback) { return i < a.params.size() ? a.params[i] : fallback; };
  std::vector<Die> out;
  const std::string& op = ab->op;
  if (op == "set_value") {
    for (int v : ab->to) out.push_back(Die{input.kind, input.resource, v});
  } else if (op == "shift") {
    int v = input.value + ab->amount;
    if (v < 1 || v > 6) return reject("out_of_range", "the result would be " + std::to_string(v));
    out.push_back(Die{input.kind, input.resource, v});
  } else if (op == "split") {
    int first = param(0, 1);
    if (input.value < 2 || first < 1 || first >= input.value) return reject("bad_split", "split v ≥ 2 into a + b with both ≥ 1");
    out.push_back(Die{input.kind, input.resource, first});
    out.push_back(Die{input.kind, input.resource, input.value - first});
  } else if (op == "reroll" || op == "explode_fives") {
    int pool = param(0, 0);
    if (pool < 0 || pool > 2) return reject("bad_pool", "pool 0 action dice, 1 local assets, 2 local resource pool");
  } else if (op == "change_resource") {
    int r = param(0, -1);
    if (a.source == 0) return reject("bad_input", "action dice have no resource");
    if (r < 0 || r > 5 || r == input.resource) return reject("bad_resource", "pick a different resource");
    out.push_back(Die{input.kind, r, input.value});
  } else if (op == "convert_kind") {
    int kind = ab->kind == "action" ? kActionDie : ab->kind == "asset" ? kAssetDie : kResourceDie;
    int res = input.resource;
    if (kind != kActionDie && res < 0) res = location_slot_resource(s, p->location);
    out.push_back(Die{kind, kind == kActionDie ? -1 : res, input.value});
  }
  // Pay: stress, then the input die rests on the ability until Refresh.
  if (ab->stress_psyche) take_stress(ctx, a.character, kPsyche, ab->stress_psyche);
  if (ab->stress_body) take_stress(ctx, a.character, kBody, ab->stress_body);
  // The stress may have turned a discord line on that asks the table something (campaign 588:
  // Oniri's line brings the Discordant Hollow in where he stands, and the burned location's obstacles
  // wait for the table's order). Until it answers, the board is half changed (the new location in the
  // slot, the characters not yet on it): stop here; the action is replayed whole once answered.
  if (asking(ctx)) return ApplyResult::accepted();
  p = in_play(s, a.character);
  if (p->knocked_out) return ApplyResult::accepted();
  if (ab->die_input) {
    remove_from_source(s, a.character, a.source, input);
    p->ability_dice[a.ability] = input;
  }
  if (op == "reroll" || op == "explode_fives") {
    reroll_pool(ctx, a.character, param(0, 0), param(1, -1), op == "explode_fives");
  } else if (op == "effect") {
    int loc = p->location;
    resolve(ctx, ab->effects, Source{loc, location_region(c, s, loc), a.character, -1, param(0, -1)});
  } else {
    for (const Die& d : out) {
      int dest = d.kind == kActionDie ? 0 : d.kind == kAssetDie ? 1 : 2;
      if (op == "change_resource" || op == "convert_kind") put_back(s, a.character, dest, {d});
      else put_back(s, a.character, a.source, {d});
    }
  }
  ctx.note("ability", name_of(c, a.character) + " uses " + ab->name, seat_of(s, a.character));
  return ApplyResult::accepted();
}

// [SECTION] sorcery overflow
// Why the table cannot pick `track` for sorcery overflow now ("" when it can).
std::string overflow_error(const State& s, const Content& c, int track) {
  if (s.status != kInSession || current_phase(s, c) != "actions") return "the overflow pick is made in phase 2";
  if (track < 0 || track > 5) return "no such track";
  if (track == kSorcery) return "sorcery overflow goes to another track";
  if (track == s.overflow_target) return "sorcery overflow already goes to " + kResourceNames[track];
  return "";
}

ApplyResult do_set_overflow(Ctx& ctx, const SetOverflow& a) {
  if (auto e = overflow_error(ctx.s, ctx.c, a.track); !e.empty())
    return reject(ctx.s.status == kInSession && current_phase(ctx.s, ctx.c) == "actions" ? "bad_track" : "not_now", e);
  ctx.s.overflow_target = a.track;
  ctx.note("overflow", "sorcery overflow now goes to " + kResourceNames[a.track], -1, {a.track});
  return ApplyResult::accepted();
}

// [SECTION] players choose
// Why `a` does not answer the open question ("" when it does).
ApplyResult choose_error(const State& s, const Content& c, const Choose& a) {
  if (!s.pending) return reject("not_now", "nothing is waiting for the table's choice");
  const Decision& d = *s.pending;
  if (a.what != decision_value_kind(d.kind))
    return reject("wrong_kind", "this choice names " + kChoiceValueNames[decision_value_kind(d.kind)] + ", not " +
                                    kChoiceValueNames[std::clamp(a.what, 0, kChoiceValues - 1)]);
  if (std::find(d.options.begin(), d.options.end(), a.value) == d.options.end())
    return reject("not_an_option", "that is not one of the choices: " + decision_text(s, c, d));
  return ApplyResult::accepted();
}

// [SECTION] dispatch
ApplyResult do_pass(Ctx& ctx, const Pass& a) {
  State& s = ctx.s;
  if (s.status != kInSession || current_phase(s, ctx.c) != "actions") return reject("not_now", "passing happens in phase 2");
  if (s.session.overcome.active) return reject("not_now", "finish the overcome first");
  if (a.seat < 0 || a.seat >= static_cast<int>(s.session.seats.size())) return reject("bad_seat", "no such seat");
  if (s.session.seats[a.seat].passed) return reject("passed", "that seat has already passed");
  bool active = false;
  for (const auto& p : s.session.in_play) active = active || (p.seat == a.seat && !p.knocked_out);
  if (!active) return reject("bad_seat", "that seat has no character in play");
  s.session.seats[a.seat].passed = true;
  return ApplyResult::accepted();
}

ApplyResult dispatch(Ctx& ctx, const Action& action) {
  if (ctx.s.status == kFinished) return reject("game_over", "the campaign is over");
  if (std::holds_alternative<Choose>(action)) return reject("not_now", "a choice answers a question; it is no action");
  if (const auto* a = std::get_if<StartSession>(&action)) {
    if (ctx.s.status != kBetweenSessions) return reject("not_now", "a session is already running");
    return start_session(ctx, *a);
  }
  if (ctx.s.status != kInSession) return reject("not_now", "start the next session first");
  return std::visit(
      [&](const auto& a) -> ApplyResult {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, Move>) return do_move(ctx, a);
        else if constexpr (std::is_same_v<T, CreateAsset>) return do_create_asset(ctx, a);
        else if constexpr (std::is_same_v<T, Trade>) return do_trade(ctx, a);
        else if constexpr (std::is_same_v<T, BeginOvercome>) return do_begin_overcome(ctx, a);
        else if constexpr (std::is_same_v<T, PlaceOnObstacle>) return do_place_on_obstacle(ctx, a);
        else if constexpr (std::is_same_v<T, ContinueOvercome>) return do_continue(ctx);
        else if constexpr (std::is_same_v<T, AssignDamage>) return do_assign_damage(ctx, a);
        else if constexpr (std::is_same_v<T, LocationAction>) return do_location_action(ctx, a);
        else if constexpr (std::is_same_v<T, Rest>) return do_rest(ctx, a);
        else if constexpr (std::is_same_v<T, PlaceOnCard>) return do_place_on_card(ctx, a);
        else if constexpr (std::is_same_v<T, MilitaryMove>) return do_military_move(ctx, a);
        else if constexpr (std::is_same_v<T, DiplomacyConvert>) return do_diplomacy(ctx, a);
        else if constexpr (std::is_same_v<T, UseAbility>) return do_use_ability(ctx, a);
        else if constexpr (std::is_same_v<T, Pass>) return do_pass(ctx, a);
        else if constexpr (std::is_same_v<T, SetOverflow>) return do_set_overflow(ctx, a);
        else return reject("not_now", "start the next session first");
      },
      action);
}

}  // namespace

namespace {
// Applies `action` with the table's answers so far. When its resolution asks a question it is not
// applied at all: `work` is the State before it again, holding the action (acting) and the question
// (pending) until the answers are complete. "done" tells whether the action took effect.
// `since`: the RNG at the question just answered, or the State's own before a new action.
ApplyResult run_with_answers(State& work, const State& before, const Content& c, const Action& action,
                             std::vector<engine::Event>& log, bool& done, const engine::Rng& since, bool& revealed) {
  std::vector<Choose> answers = work.answers;
  Answers tape(answers);
  Ctx ctx{work, c, &log, &tape};
  ApplyResult result = dispatch(ctx, action);
  done = false;
  if (!result.ok()) return result;
  if (tape.has_open_question()) {
    revealed = revealed || !(ctx.question_rng == since);
    work = before;
    work.answers = answers;
    work.acting = action;
    work.pending = tape.open_question();
    log.clear();
    return result;
  }
  work.acting.reset();
  work.pending.reset();
  work.answers.clear();
  done = true;
  return result;
}

// The State as it was before the waiting action, less the bookkeeping of its questions.
State without_questions(const State& s) {
  State before = s;
  before.acting.reset();
  before.pending.reset();
  before.answers.clear();
  return before;
}

// Replays what waits for answers (State::acting, else the phase now due). False when nothing there
// asks questions.
bool replay_waiting(const State& s, const Content& c, Replay& out) {
  if (!s.acting) return replay_phase(s, c, out);
  State work = without_questions(s);
  Answers tape(s.answers);
  Ctx ctx{work, c, nullptr, &tape};
  if (std::holds_alternative<Choose>(*s.acting) || !dispatch(ctx, *s.acting).ok()) return false;
  out.question = tape.open_question();
  out.rng = ctx.question_rng;
  out.misfit = ctx.answer_misfit;
  return true;
}

// Any action but a pass reopens the round for seats that had passed (§4 phase 2). The overflow pick
// is a standing table choice, not an action of §5: it reopens nothing, so it can never keep phase 2
// from ending.
bool reopens_round(const Action& a) {
  return !std::holds_alternative<Pass>(a) && !std::holds_alternative<StartSession>(a) &&
         !std::holds_alternative<SetOverflow>(a) && !std::holds_alternative<Choose>(a);
}
}  // namespace

ApplyResult apply_action_into(const State& state, State& work, const Content& c, const Action& action) {
  if (state.status == kFinished) return reject("game_over", "the campaign is over");
  work = state;  // an assignment: `work`'s vectors and map nodes are reused (a copy per action was a tenth of a rollout)
  std::vector<engine::Event> log;
  Ctx ctx{work, c, &log};
  std::optional<Action> finished;  // the action that took effect now, if any
  if (const auto* choice = std::get_if<Choose>(&action)) {
    if (auto why = choose_error(work, c, *choice); !why.ok()) return why;
    // Where the RNG stood when the question now answered was asked (one replay of what waits).
    Replay asked;
    replay_waiting(work, c, asked);
    engine::Rng since = asked.rng.value_or(work.rng);
    work.answers.push_back(*choice);
    work.pending.reset();
    if (work.acting) {
      Action acting = *work.acting;
      bool done = false;
      ApplyResult r = run_with_answers(work, without_questions(work), c, acting, log, done, since, ctx.revealed);
      if (!r.ok()) return r;  // cannot happen: the same action was accepted with fewer answers
      if (done) finished = acting;
    } else {
      resume_pausable(ctx, since);
    }
  } else {
    if (work.pending)
      return reject("decide_first", "first the table decides: " + decision_text(work, c, *work.pending));
    bool done = false;
    ApplyResult r = run_with_answers(work, state, c, action, log, done, state.rng, ctx.revealed);
    if (!r.ok()) return r;
    if (done) finished = action;
  }
  if (finished && reopens_round(*finished))
    for (auto& seat : work.session.seats) seat.passed = false;
  if (!work.pending) settle(ctx);
  ApplyResult result = ApplyResult::accepted(std::move(log));
  result.reveals = ctx.revealed;
  return result;
}

namespace {
thread_local std::vector<std::unique_ptr<State>> spare_states;
}  // namespace

SpareState::SpareState() {
  if (spare_states.empty()) {
    held_ = std::make_unique<State>();
  } else {
    held_ = std::move(spare_states.back());
    spare_states.pop_back();
  }
}

SpareState::~SpareState() {
  if (spare_states.size() < 8) spare_states.push_back(std::move(held_));
}

ApplyResult apply_action(State& state, const Content& c, const Action& action) {
  SpareState work;  // the table the action is applied to; it swaps with `state` when accepted
  ApplyResult result = apply_action_into(state, *work, c, action);
  if (result.ok()) std::swap(state, *work);
  return result;
}

std::string pending_error(const State& s, const Content& c) {
  if (!s.pending) return s.answers.empty() && !s.acting ? "" : "answers are recorded but no question is open";
  if (s.acting && std::holds_alternative<Choose>(*s.acting)) return "the action waiting for answers is itself a choice";
  Replay replay;
  if (!replay_waiting(s, c, replay))
    return s.acting ? "the action waiting for answers is not legal here"
                    : "a question is open in phase '" + current_phase(s, c) + "', which asks none";
  if (replay.misfit) return "a recorded answer is not one of its question's options";
  if (!replay.question) return "no further question is asked with these answers";
  if (!(*replay.question == *s.pending)) return "the open question is not the one asked with these answers";
  return "";
}

// [SECTION] legal_actions
namespace {
void subsets(const std::vector<int>& items, size_t i, std::vector<int>& cur, std::vector<std::vector<int>>& out) {
  if (i == items.size()) {
    out.push_back(cur);
    return;
  }
  subsets(items, i + 1, cur, out);
  cur.push_back(items[i]);
  subsets(items, i + 1, cur, out);
  cur.pop_back();
}
std::vector<int> distinct(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}
void splits(int total, size_t n, std::vector<int>& cur, std::vector<std::vector<int>>& out) {
  if (cur.size() + 1 == n) {
    cur.push_back(total);
    out.push_back(cur);
    cur.pop_back();
    return;
  }
  for (int k = 0; k <= total; ++k) {
    cur.push_back(k);
    splits(total - k, n, cur, out);
    cur.pop_back();
  }
}

// What an ability's `op` and `from` name, read once per ability (the scan below used to compare
// these strings for every die of every source).
enum class AbilityOp { kOther, kSetValue, kConvertKind, kShift, kSplit, kExplodeFives, kReroll, kChangeResource, kEffect };
AbilityOp op_of(const Ability& ab) {
  const std::string& op = ab.op;
  if (op == "set_value") return AbilityOp::kSetValue;
  if (op == "convert_kind") return AbilityOp::kConvertKind;
  if (op == "shift") return AbilityOp::kShift;
  if (op == "split") return AbilityOp::kSplit;
  if (op == "explode_fives") return AbilityOp::kExplodeFives;
  if (op == "reroll") return AbilityOp::kReroll;
  if (op == "change_resource") return AbilityOp::kChangeResource;
  if (op == "effect") return AbilityOp::kEffect;
  return AbilityOp::kOther;
}
// input_fits(ab, d, source, nullptr) with the ability's `from` read once: the sources it refuses
// (bit per source 0 action, 1 asset, 2 resource).
unsigned refused_sources(const Ability& ab) {
  if (ab.from == "action") return 0b110;
  if (ab.from == "asset") return 0b101;
  if (ab.from == "resource") return 0b011;
  if (ab.from == "resource_or_asset") return 0b001;
  return 0;
}
bool input_fits_fast(const Ability& ab, unsigned refused, const Die& d, int source) {
  if ((refused >> source) & 1) return false;
  if (ab.resource >= 0 && d.resource != ab.resource) return false;
  if (ab.value > 0 && d.value != ab.value) return false;
  return true;
}
// The values 1..6 a list of dice shows, bit v for value v (values outside 1..6 cannot occur: the
// State's checks keep them there).
unsigned value_mask(const std::vector<int>& values) {
  unsigned m = 0;
  for (int v : values) m |= 1u << (v & 31);
  return m;
}

// The character's progress card placements (appended to `out`; with no `out`, whether there is
// one): each kind of local asset (resource -1..5, value 0..7: bit (resource + 1) * 8 + value), on
// each cell, from each parent.
bool card_placements(const State& s, const Content& c, int ch, const InPlay& p, std::vector<Action>* out) {
  const int loc = p.location;
  int seat = p.card_seat;
  const Seat& st = s.session.seats[seat];
  auto assets_it = s.session.assets.find(loc);
  if (st.card >= 0 && assets_it != s.session.assets.end()) {
    uint64_t kinds = 0;
    for (const Die& d : assets_it->second) kinds |= uint64_t{1} << (((d.resource + 1) & 7) * 8 + (d.value & 7));
    const ProgressCard& pc = c.progress[st.card];
    const int end = pc.end;
    // The cells placement_check can accept at all: a square, not filled, the start square while
    // the card is empty (the rest of its test runs for these alone).
    uint32_t open = 0;
    for (int cell = 0; cell < 16; ++cell)
      if (pc.grid[cell].kind != SquareKind::kNone && (!st.card_dice.empty() || cell == pc.start)) open |= 1u << cell;
    for (const PlacedDie& d : st.card_dice)
      if (d.cell >= 0 && d.cell < 16) open &= ~(1u << d.cell);
    for (int bit = 0; bit < 64 && open; ++bit) {
      if (!((kinds >> bit) & 1)) continue;
      const int res = bit / 8 - 1, val = bit % 8;
      for (int cell = 0; cell < 16; ++cell)
        for (size_t k = 0; k < std::max<size_t>(st.card_dice.size(), 1) && ((open >> cell) & 1); ++k) {
          const int parent = st.card_dice.empty() ? -1 : st.card_dice[k].cell;
          // placement_check refuses a parent that is not next to the cell (king's moves on the 4x4
          // grid); the test is made here first, without its grid
          if (parent >= 0 && parent < 16 &&
              (parent == cell || std::abs(parent / 4 - cell / 4) > 1 || std::abs(parent % 4 - cell % 4) > 1))
            continue;
          if (!card_placement_ok(s, c, seat, loc, res, val, cell, parent)) continue;
          if (!out) return true;  // any placement is an action (a completing one at least one)
          if (cell != end) {
            out->push_back(PlaceOnCard{ch, res, val, cell, parent, -1, -1});
            continue;
          }
          // Completing: the wild reward's track and the next active card are the players' picks.
          const auto& reward = c.progress[st.card].reward;
          std::vector<int> wilds{-1};
          if (std::find(reward.begin(), reward.end(), kWild) != reward.end()) {
            wilds.clear();
            for (int t = 0; t < 6; ++t)
              if (s.tracks[t].progress < 12) wilds.push_back(t);
            if (wilds.empty()) wilds.push_back(-1);
          }
          std::vector<int> nexts;
          for (int pos = 0; pos < 4; ++pos)
            if (s.session.staging[pos] >= 0) nexts.push_back(pos);
          if (nexts.empty()) nexts.push_back(-1);
          for (int w : wilds)
            for (int n : nexts) out->push_back(PlaceOnCard{ch, res, val, cell, parent, w, n});
        }
    }
  }
  return false;
}

// `trades` false leaves out Trade actions (legal_actions_but_trades). The list is sorted by the
// caller, so the order of what is appended here does not matter; what is appended is every action
// of the character that §5 allows, as each do_* accepts it.
void character_actions(const State& s, const Content& c, int ch, std::vector<Action>& out, bool trades = true) {
  const InPlay* p = in_play(s, ch);
  int loc = p->location;
  if (location_position(s, loc) < 0) return;  // a broken position: actor_error refuses every action
  const auto& dice = seat_dice(s, ch);
  const int n_dice = static_cast<int>(dice.size());
  const unsigned values = value_mask(dice);
  int R = location_slot_resource(s, loc);
  // Move (walk_cost with the location's leave cost taken once)
  int extra = leave_extra(s, c, loc);
  const Location& here = c.locations[loc];
  const bool port = here.icon == "port", gate = here.icon == "gate";
  std::array<int, 9> dests{};  // the board's locations in ascending order (the list's order)
  for (int r = 0; r < 3; ++r)
    for (int q = 0; q < 3; ++q) dests[r * 3 + q] = s.board[r][q];
  std::sort(dests.begin(), dests.end());
  for (int dest : dests) {
    if (dest == loc) continue;
    int region = location_region(c, s, dest);
    int cost = region < 0 || here.move_cost[region] < 0 ? -1 : here.move_cost[region] + extra;
    if (cost >= 0 && n_dice >= cost) out.push_back(Move{ch, dest, kWalk});
    if (port && c.locations[dest].icon == "port" && n_dice >= 1 + extra) out.push_back(Move{ch, dest, kPort});
    if (gate && c.locations[dest].icon == "gate" && n_dice >= extra) out.push_back(Move{ch, dest, kGate});
  }
  // Create asset and trade (lowest free slot the character may use)
  int rating = skill_of(s, ch, here.skill);
  int slot = -1;
  for (int i = 0; i <= std::min(rating, 6); ++i)
    if (s.session.slots[R][i] == 0) {
      slot = i;
      break;
    }
  if (slot >= 0) {
    // Each pool's values and the two masteries, once.
    std::array<unsigned, 6> pool_values{};
    for (int r = 0; r < 6; ++r) pool_values[r] = value_mask(s.session.pools[r]);
    const bool espionage = has_mastery(s, c, kEspionage), stability = has_mastery(s, c, kStability);
    for (int v = 0; v < 32; ++v) {
      if (!((values >> v) & 1)) continue;
      for (int t = 0; t <= v; ++t) {
        if (!((pool_values[R] >> t) & 1)) continue;
        out.push_back(CreateAsset{ch, v, slot, t, kSingle});
        if (stability && t == v) out.push_back(CreateAsset{ch, v, slot, v, kAllEqual});
        if (espionage) out.push_back(CreateAsset{ch, v, slot, t, kRun});
      }
      for (int from = 0; from < 6 && trades; ++from)
        for (int to = 0; to < 6; ++to) {
          if (!trade_edge_ok(R, from, to)) continue;
          for (int t = 0; t <= v; ++t) {
            if (!((pool_values[from] >> t) & 1)) continue;
            out.push_back(Trade{ch, v, slot, from, to, t, kSingle});
            if (stability && t == v) out.push_back(Trade{ch, v, slot, from, to, v, kAllEqual});
            if (espionage) out.push_back(Trade{ch, v, slot, from, to, t, kRun});
          }
        }
    }
  }
  // Overcome
  auto at = s.attached.find(loc);
  if (at != s.attached.end()) {
    std::vector<int> others;
    for (const auto& q : s.session.in_play)
      if (q.character != ch && !q.knocked_out && q.location == loc) others.push_back(q.character);
    std::vector<std::vector<int>> teams;
    std::vector<int> cur;
    subsets(others, 0, cur, teams);
    std::sort(teams.begin(), teams.end());  // the list's order: obstacles ascending, then teams
    std::vector<int> instances = at->second;
    std::sort(instances.begin(), instances.end());
    for (int inst : instances) {
      if (!forbid_error(s, c, loc, inst).empty()) continue;
      if (std::find(s.session.confronted.begin(), s.session.confronted.end(), inst) != s.session.confronted.end()) continue;
      for (auto& team : teams) out.push_back(BeginOvercome{ch, inst, team});
    }
  }
  if (!dice.empty()) {
    if (!here.action.empty()) out.push_back(LocationAction{ch});
    if (p->psyche.value < 6) out.push_back(Rest{ch, kPsyche});
    if (p->body.value < 6) out.push_back(Rest{ch, kBody});
  }
  // Progress card placements
  card_placements(s, c, ch, *p, &out);
  // Abilities
  const Character& def = c.characters[ch];
  int count = static_cast<int>(def.abilities.size() + def.achievements.size());
  // The three source lists, once for all the character's abilities (they do not change here), and
  // only when an ability asks for them.
  std::array<std::vector<Die>, 3> sources;
  bool listed = false;
  auto list_sources = [&] {
    if (listed) return;
    listed = true;
    for (int source = 0; source < 3; ++source) sources[source] = source_dice(s, ch, source);
  };
  std::vector<Die> seen;
  for (int i = 0; i < count; ++i) {
    const Ability* ab = ability_of(s, c, ch, i);
    if (!ab) continue;
    const AbilityOp op = op_of(*ab);
    if (!ab->die_input) {
      if (op == AbilityOp::kReroll) {
        list_sources();
        for (int pool = 0; pool < 3; ++pool)
          if (!sources[pool].empty()) out.push_back(UseAbility{ch, i, 0, 0, {pool}});
      }
      continue;
    }
    if (p->ability_dice.count(i)) continue;
    list_sources();
    const unsigned refused = refused_sources(*ab);
    for (int source = 0; source < 3; ++source) {
      if ((refused >> source) & 1) continue;  // input_fits refuses every die of it
      const std::vector<Die>& list = sources[source];
      seen.clear();  // the first die of each kind (a list of a few dice: no set needed)
      for (int idx = 0; idx < static_cast<int>(list.size()); ++idx) {
        const Die& d = list[idx];
        if (std::find(seen.begin(), seen.end(), d) != seen.end()) continue;
        seen.push_back(d);
        if (!input_fits_fast(*ab, refused, d, source)) continue;
        switch (op) {
          case AbilityOp::kSetValue:
          case AbilityOp::kConvertKind:
            out.push_back(UseAbility{ch, i, source, idx, {}});
            break;
          case AbilityOp::kShift:
            if (d.value + ab->amount >= 1 && d.value + ab->amount <= 6) out.push_back(UseAbility{ch, i, source, idx, {}});
            break;
          case AbilityOp::kSplit:
            for (int a = 1; a <= d.value / 2; ++a) out.push_back(UseAbility{ch, i, source, idx, {a}});
            break;
          case AbilityOp::kExplodeFives:
          case AbilityOp::kReroll:
            for (int pool = 0; pool < 3; ++pool) out.push_back(UseAbility{ch, i, source, idx, {pool}});
            break;
          case AbilityOp::kChangeResource:
            if (source == 0) break;
            for (int r = 0; r < 6; ++r)
              if (r != d.resource) out.push_back(UseAbility{ch, i, source, idx, {r}});
            break;
          case AbilityOp::kEffect: {
            bool picks = std::any_of(ab->effects.begin(), ab->effects.end(),
                                     [](const Effect& e) { return e.where.kind == "any"; });
            if (picks) {
              for (int dest : dests)  // the board's locations, ascending
                if (dest != loc) out.push_back(UseAbility{ch, i, source, idx, {dest}});
            } else {
              out.push_back(UseAbility{ch, i, source, idx, {}});
            }
            break;
          }
          case AbilityOp::kOther:
            break;
        }
      }
    }
  }
}

void overcome_actions(const State& s, const Content& c, std::vector<Action>& out) {
  const Overcome& ov = s.session.overcome;
  if (ov.step == kDamage) {
    std::vector<std::vector<int>> ps, bs;
    std::vector<int> cur;
    splits(ov.damage_psyche, ov.participants.size(), cur, ps);
    splits(ov.damage_body, ov.participants.size(), cur, bs);
    for (auto& p : ps)
      for (auto& b : bs) out.push_back(AssignDamage{p, b});
    return;
  }
  auto open = distinct(unfilled_values(c, s, ov.obstacle));
  for (int ch : ov.participants) {
    const InPlay* p = in_play(s, ch);
    if (!p || p->knocked_out) continue;
    if (ov.step == kApproach && !easy_for(s, c, ch, ov.obstacle)) continue;
    for (int v : distinct(seat_dice(s, ch)))
      if (std::find(open.begin(), open.end(), v) != open.end()) out.push_back(PlaceOnObstacle{ch, kFromAction, -1, v});
    auto it = s.session.assets.find(ov.location);
    if (it != s.session.assets.end()) {
      std::set<std::pair<int, int>> kinds;
      for (const Die& d : it->second) kinds.insert({d.resource, d.value});
      for (auto [r, v] : kinds)
        if (std::find(open.begin(), open.end(), v) != open.end()) out.push_back(PlaceOnObstacle{ch, kFromAsset, r, v});
    }
  }
  out.push_back(ContinueOvercome{});
}

void start_options(const State& s, const Content& c, std::vector<Action>& out) {
  std::vector<int> unlocked;
  for (size_t i = 0; i < s.characters.size(); ++i)
    if (s.characters[i].status == kUnlocked) unlocked.push_back(static_cast<int>(i));
  size_t want = std::min(s.player_count == 1 ? size_t{2} : static_cast<size_t>(s.player_count), unlocked.size());
  std::vector<std::vector<int>> picks;
  std::vector<int> cur;
  std::vector<bool> used(unlocked.size());
  std::function<void()> rec = [&] {
    if (cur.size() == want) {
      picks.push_back(cur);
      return;
    }
    for (size_t i = 0; i < unlocked.size(); ++i) {
      if (used[i]) continue;
      used[i] = true;
      cur.push_back(unlocked[i]);
      rec();
      cur.pop_back();
      used[i] = false;
    }
  };
  rec();
  (void)c;
  for (auto& pick : picks) {
    if (want == 0) {
      out.push_back(StartSession{});
      break;
    }
    out.push_back(StartSession{pick, {}});  // where each starts is asked, one character at a time
  }
}
}  // namespace

namespace {
// Action's order (its alternative, then that alternative's own <=>), compared without std::visit
// on both sides.
template <size_t... I>
bool same_kind_less(const Action& a, const Action& b, std::index_sequence<I...>) {
  bool less = false;
  static_cast<void>(((a.index() == I && (less = *std::get_if<I>(&a) < *std::get_if<I>(&b), true)) || ...));
  return less;
}
bool action_less(const Action& a, const Action& b) {
  if (a.index() != b.index()) return a.index() < b.index();
  return same_kind_less(a, b, std::make_index_sequence<std::variant_size_v<Action>>{});
}

// std::sort then std::unique on the list, as the same list: the actions are grouped by kind (the
// order's first key) in one pass, and a kind's run is sorted only when the scan did not already
// append it in order (most are: characters are scanned in order and each kind's fields ascend).
void sort_unique(std::vector<Action>& list) {
  constexpr size_t kKinds = std::variant_size_v<Action>;
  std::array<uint32_t, kKinds + 1> start{};
  for (const Action& a : list) ++start[a.index() + 1];
  for (size_t k = 0; k < kKinds; ++k) start[k + 1] += start[k];
  thread_local std::vector<Action> grouped;
  grouped.clear();
  grouped.resize(list.size());
  std::array<uint32_t, kKinds> at{};
  for (size_t k = 0; k < kKinds; ++k) at[k] = start[k];
  for (Action& a : list) grouped[at[a.index()]++] = std::move(a);
  for (size_t k = 0; k < kKinds; ++k) {
    auto first = grouped.begin() + start[k], last = grouped.begin() + start[k + 1];
    if (!std::is_sorted(first, last, action_less)) std::sort(first, last, action_less);
  }
  grouped.erase(std::unique(grouped.begin(), grouped.end(),
                            [](const Action& a, const Action& b) { return !action_less(a, b); }),
                grouped.end());
  list.swap(grouped);
}

void legal_list_into(const State& s, const Content& c, bool trades, std::vector<Action>& out) {
  out.clear();
  out.reserve(256);
  if (s.status == kFinished) return;
  if (s.pending) {
    for (int option : s.pending->options) out.push_back(Choose{decision_value_kind(s.pending->kind), option});
  } else if (s.status == kBetweenSessions) {
    start_options(s, c, out);
  } else if (current_phase(s, c) == "actions") {
    // The table's sorcery-overflow pick: any time in phase 2, each track but sorcery and the current one.
    // (overflow_error's test, with the phase already known to be "actions")
    for (int t = 0; t < 6; ++t)
      if (s.status == kInSession && t != kSorcery && t != s.overflow_target) out.push_back(SetOverflow{t});
    if (s.session.overcome.active) {
      overcome_actions(s, c, out);
      if (s.session.overcome.step != kDamage) {
        // Abilities stay usable for participants during an overcome.
        std::vector<Action> extra;
        for (int ch : s.session.overcome.participants) {
          const InPlay* p = in_play(s, ch);
          if (!p || p->knocked_out) continue;
          std::vector<Action> all;
          character_actions(s, c, ch, all, false);
          for (auto& a : all)
            if (std::holds_alternative<UseAbility>(a)) out.push_back(a);
        }
      }
    } else {
      // characters in ascending order, so each kind's actions come out in the list's order
      std::array<int, 8> chars{};
      size_t n_chars = 0;
      for (const auto& p : s.session.in_play)
        if (!p.knocked_out) {
          if (n_chars == chars.size()) {
            n_chars = 0;  // more than 8 in play cannot happen; scan them in their order
            for (const auto& q : s.session.in_play)
              if (!q.knocked_out) character_actions(s, c, q.character, out, trades);
            break;
          }
          chars[n_chars++] = p.character;
        }
      for (size_t i = 1; i < n_chars; ++i)  // insertion sort of a few ids
        for (size_t j = i; j > 0 && chars[j - 1] > chars[j]; --j) std::swap(chars[j - 1], chars[j]);
      for (size_t i = 0; i < n_chars; ++i) character_actions(s, c, chars[i], out, trades);
      if (has_mastery(s, c, kMilitary))
        for (int from : board_locations(s)) {
          if (!military_location(s, from)) continue;
          auto it = s.session.assets.find(from);
          if (it == s.session.assets.end()) continue;
          std::set<std::pair<int, int>> kinds;
          for (const Die& d : it->second) kinds.insert({d.resource, d.value});
          for (auto [r, v] : kinds)
            for (int to : board_locations(s))
              if (to != from) out.push_back(MilitaryMove{from, r, v, to});
        }
      if (has_mastery(s, c, kDiplomacy))
        for (int from = 0; from < 6; ++from) {
          if (s.session.pools[from].size() < 2) continue;
          for (int to = 0; to < 6; ++to)
            if (from == kSorcery ? to != kSorcery : to == next_in_cycle(from)) out.push_back(DiplomacyConvert{from, to});
        }
      for (size_t i = 0; i < s.session.seats.size(); ++i) {
        bool active = false;
        for (const auto& p : s.session.in_play) active = active || (p.seat == static_cast<int>(i) && !p.knocked_out);
        if (active && !s.session.seats[i].passed) out.push_back(Pass{static_cast<int>(i)});
      }
    }
  }
  sort_unique(out);
}

std::vector<Action> legal_list(const State& s, const Content& c, bool trades) {
  std::vector<Action> out;
  legal_list_into(s, c, trades, out);
  return out;
}
}  // namespace

std::vector<Action> legal_actions(const State& s, const Content& c) { return legal_list(s, c, true); }

std::vector<Action> legal_actions_but_trades(const State& s, const Content& c) { return legal_list(s, c, false); }

void legal_actions_but_trades_into(const State& s, const Content& c, std::vector<Action>& out) {
  legal_list_into(s, c, false, out);
}

// legal_list_into's gates, then only the scan of the one kind.
namespace {
bool placements_open(const State& s, const Content& c) {
  return s.status != kFinished && !s.pending && s.status != kBetweenSessions && current_phase(s, c) == "actions";
}
}  // namespace

bool has_legal_card_placement(const State& s, const Content& c) {
  if (!placements_open(s, c) || s.session.overcome.active) return false;
  for (const auto& p : s.session.in_play)
    if (!p.knocked_out && location_position(s, p.location) >= 0 && card_placements(s, c, p.character, p, nullptr))
      return true;
  return false;
}

bool has_legal_obstacle_placement(const State& s, const Content& c) {
  if (!placements_open(s, c) || !s.session.overcome.active) return false;
  thread_local std::vector<Action> list;
  list.clear();
  overcome_actions(s, c, list);
  return std::any_of(list.begin(), list.end(), [](const Action& a) { return std::holds_alternative<PlaceOnObstacle>(a); });
}

// [SECTION] prompt
engine::Prompt prompt(const State& s, const Content& c) {
  engine::Prompt p;
  if (s.status == kFinished) {
    p.game_over = true;
    p.kind = "campaign_over";
    p.text = s.result ? "The campaign is over: " + s.result->title : "The campaign is over";
    return p;
  }
  if (s.pending) {
    // A seat's own card choices are that seat's; everything else the whole table decides, with seat
    // 1 holding the device. Nothing about it is private.
    int seat = s.pending->seat;
    p.seat = seat >= 0 && seat < s.player_count ? seat : 0;
    p.kind = "choose_" + kDecisionKindNames[s.pending->kind];
    p.text = decision_question(s, c, *s.pending);  // the answers are listed once, as the answers
    return p;
  }
  if (s.status == kBetweenSessions) {
    p.seat = 0;
    p.kind = "start_session";
    p.text = "Year " + std::to_string(s.year) + ": choose characters and where they start";
    return p;
  }
  const Overcome& ov = s.session.overcome;
  if (ov.active) {
    p.seat = seat_of(s, ov.participants[0]);
    p.kind = ov.step == kApproach ? "overcome_approach" : ov.step == kDamage ? "overcome_damage" : "overcome_place";
    p.text = c.obstacles[card_of(ov.obstacle)].name + ": " +
             (ov.step == kApproach ? "place dice for whom it is easy, then defend"
              : ov.step == kDamage ? "split the damage"
                                   : "place matching dice, or stop");
    return p;
  }
  for (size_t i = 0; i < s.session.seats.size(); ++i) {
    bool active = false;
    for (const auto& q : s.session.in_play) active = active || (q.seat == static_cast<int>(i) && !q.knocked_out);
    if (active && !s.session.seats[i].passed) {
      p.seat = static_cast<int>(i);
      p.kind = "actions";
      p.text = "take actions or pass";  // the seat is the prompt's own (the terminal and the table name it)
      if (s.overflow_target >= 0 && s.overflow_target < 6)
        p.text += " (sorcery overflow goes to " + kResourceNames[s.overflow_target] + ")";
      return p;
    }
  }
  p.seat = 0;
  p.kind = "actions";
  return p;
}

// [SECTION] describe
// One line per legal choice: the terminal lists them and a screen labels its buttons with them, so
// two different actions never read the same.
std::string describe(const Action& action, const State& s, const Content& c) {
  auto ch = [&](int id) { return id >= 0 && id < static_cast<int>(c.characters.size()) ? c.characters[id].name : "?"; };
  auto loc = [&](int id) { return id >= 0 && id < static_cast<int>(c.locations.size()) ? c.locations[id].name : "?"; };
  auto res = [&](int r) { return r >= 0 && r < 6 ? kResourceNames[r] : std::string("action"); };
  auto num = [](int v) { return std::to_string(v); };
  auto cell = [&](int k) { return k < 0 ? std::string("start") : "r" + num(k / 4 + 1) + "c" + num(k % 4 + 1); };
  static const char* kModes[3] = {"", ", all equal dice (stability mastery)", ", a descending run (espionage mastery)"};
  return std::visit(
      [&](const auto& a) -> std::string {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, StartSession>) {
          // Order matters: the i-th character plays for seat i+1 (solo: both for seat 1).
          std::string out = "start the session with";
          for (size_t i = 0; i < a.characters.size(); ++i) {
            out += (i == 0 ? " " : i + 1 == a.characters.size() ? " and " : ", ") + ch(a.characters[i]);
            if (s.player_count > 1) out += " (seat " + num(static_cast<int>(i) + 1) + ")";
            if (i < a.locations.size()) out += " at " + loc(a.locations[i]);
          }
          return out;
        } else if constexpr (std::is_same_v<T, Move>) {
          static const char* kVia[3] = {"", " by port", " through the gate"};
          return ch(a.character) + " moves to " + loc(a.destination) + kVia[std::clamp(a.via, 0, 2)];
        } else if constexpr (std::is_same_v<T, CreateAsset>) {
          return ch(a.character) + " creates an asset (action die " + num(a.die) + " on slot " + num(a.slot + 1) +
                 ", takes " + num(a.take) + kModes[std::clamp(a.mode, 0, 2)] + ")";
        } else if constexpr (std::is_same_v<T, Trade>) {
          return ch(a.character) + " trades " + res(a.from) + " " + num(a.take) + " → " + res(a.to) + " (action die " +
                 num(a.die) + " on slot " + num(a.slot + 1) + kModes[std::clamp(a.mode, 0, 2)] + ")";
        } else if constexpr (std::is_same_v<T, BeginOvercome>) {
          std::string out = ch(a.character) + " confronts " + obstacle_label(c, a.obstacle);
          for (size_t i = 0; i < a.partners.size(); ++i) out += (i ? " and " : " with ") + ch(a.partners[i]);
          return out;
        } else if constexpr (std::is_same_v<T, PlaceOnObstacle>) {
          return ch(a.character) + " places " + (a.source == kFromAsset ? res(a.resource) + " asset " : "action die ") +
                 num(a.value) + " on the obstacle";
        } else if constexpr (std::is_same_v<T, ContinueOvercome>) {
          return s.session.overcome.step == kApproach ? "defend (every participant rolls)" : "stop placing dice";
        } else if constexpr (std::is_same_v<T, AssignDamage>) {
          std::string out = "damage:";
          const auto& team = s.session.overcome.participants;
          for (size_t i = 0; i < team.size(); ++i)
            out += (i ? ", " : " ") + ch(team[i]) + " " + num(i < a.psyche.size() ? a.psyche[i] : 0) + " psyche " +
                   num(i < a.body.size() ? a.body[i] : 0) + " body";
          return out;
        } else if constexpr (std::is_same_v<T, LocationAction>) {
          const InPlay* p = in_play(s, a.character);
          return ch(a.character) + " uses the action of " + (p ? loc(p->location) : std::string("the location"));
        } else if constexpr (std::is_same_v<T, Rest>) {
          return ch(a.character) + " rests (" + kTrackNames[a.track & 1] + ")";
        } else if constexpr (std::is_same_v<T, PlaceOnCard>) {
          std::string out = ch(a.character) + " places " + res(a.resource) + " " + num(a.value) + " on " + cell(a.cell);
          if (a.parent >= 0) out += " (after " + cell(a.parent) + ")";
          if (a.wild_track >= 0 && a.wild_track < 6) out += ", wild reward to " + res(a.wild_track);
          if (a.next_card >= 0) out += ", next card from staging position " + num(a.next_card + 1);
          return out;
        } else if constexpr (std::is_same_v<T, MilitaryMove>) {
          return "military mastery moves " + res(a.resource) + " " + num(a.value) + " from " + loc(a.from) + " to " + loc(a.to);
        } else if constexpr (std::is_same_v<T, DiplomacyConvert>) {
          return "diplomacy mastery converts " + res(a.from) + " → " + res(a.to);
        } else if constexpr (std::is_same_v<T, UseAbility>) {
          const Ability* ab = a.character >= 0 && a.character < static_cast<int>(c.characters.size())
                                  ? ability_of(s, c, a.character, a.ability)
                                  : nullptr;
          std::string out = ch(a.character) + " uses " + (ab ? ab->name : std::string("an ability"));
          if (ab && ab->die_input && in_play(s, a.character)) {
            static const char* kFrom[3] = {"action die", "asset", "pool die"};
            auto dice = source_dice(s, a.character, a.source);
            if (a.index >= 0 && a.index < static_cast<int>(dice.size())) {
              const Die& d = dice[static_cast<size_t>(a.index)];
              out += std::string(" on ") + kFrom[std::clamp(a.source, 0, 2)] + " " +
                     (d.resource >= 0 ? res(d.resource) + " " : std::string()) + num(d.value);
            }
          }
          // The parameter in words, by what the ability does with it.
          if (!a.params.empty() && ab) {
            static const char* kPools[3] = {"the action dice", "the assets here", "the resource pool here"};
            const int v = a.params[0];
            if (ab->op == "reroll" || ab->op == "explode_fives") {
              out += std::string(ab->op == "reroll" ? ": rerolls " : ": a new die for each 5 among ") +
                     kPools[std::clamp(v, 0, 2)];
            } else if (ab->op == "split") {
              out += ": splits it into " + num(v) + " and the rest";
            } else if (ab->op == "change_resource") {
              out += ": it becomes " + res(v);
            } else if (ab->op == "effect") {
              out += ": to " + loc(v);
            }
          }
          return out;
        } else if constexpr (std::is_same_v<T, SetOverflow>) {
          return "sorcery overflow goes to " + (a.track >= 0 && a.track < 6 && a.track != kSorcery ? res(a.track) : std::string("?"));
        } else if constexpr (std::is_same_v<T, Choose>) {
          return choice_text(s, c, a);
        } else {
          // Named by the seat's characters, as the table names them ("Thea and Menas pass").
          std::vector<int> chars;
          for (const InPlay& p : s.session.in_play)
            if (p.seat == a.seat) chars.push_back(p.character);
          std::string who;
          for (size_t i = 0; i < chars.size(); ++i) who += (i == 0 ? "" : i + 1 == chars.size() ? " and " : ", ") + ch(chars[i]);
          if (who.empty()) return "seat " + num(a.seat + 1) + " passes";
          return who + (chars.size() > 1 ? " pass" : " passes");
        }
      },
      action);
}

}  // namespace sb::sw
