// Bots. The cooperative bot plays for the table: it completes progress cards, creates assets the
// active card can use, overcomes obstacles it can fill without a defence, and rests before a
// stress die runs out. Every choice it makes comes from legal_actions (or is validated by apply).
#include <algorithm>
#include <array>

#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"

namespace sb::sw {

namespace {

int chebyshev(int a, int b) { return std::max(std::abs(a / 4 - b / 4), std::abs(a % 4 - b % 4)); }

// Best distance-to-end for an asset (res, value) taken at `loc`, or -1 if it fits nowhere.
int card_fit(const State& s, const Content& c, int seat, int loc, int res, int value) {
  const Seat& st = s.session.seats[seat];
  if (st.card < 0) return -1;
  int end = c.progress[st.card].end;
  std::vector<int> parents{-1};
  if (!st.card_dice.empty()) {
    parents.clear();
    for (const auto& d : st.card_dice) parents.push_back(d.cell);
  }
  int best = -1;
  for (int cell = 0; cell < 16; ++cell)
    for (int parent : parents)
      if (card_placement_error(s, c, seat, loc, res, value, cell, parent).empty()) {
        int dist = chebyshev(cell, end);
        if (best < 0 || dist < best) best = dist;
      }
  return best;
}

// Whether an asset (res, value) from `loc` suits some still-empty square of the seat's card, ignoring
// adjacency: assets persist through the session, so the chain can reach it later.
bool card_fit_later(const State& s, const Content& c, int seat, int loc, int res, int value) {
  const Seat& st = s.session.seats[seat];
  if (st.card < 0) return false;
  const ProgressCard& pc = c.progress[st.card];
  int region = location_region(c, s, loc);
  int slot = location_slot_resource(s, loc);
  for (int cell = 0; cell < 16; ++cell) {
    const Square& q = pc.grid[cell];
    bool filled = false;
    for (const auto& d : st.card_dice) filled = filled || d.cell == cell;
    if (filled || q.kind == SquareKind::kNone || q.kind == SquareKind::kWild || q.kind == SquareKind::kRel) continue;
    bool ok = (q.kind == SquareKind::kColour && q.resource == res) || (q.kind == SquareKind::kFace && q.face == value) ||
              (q.kind == SquareKind::kColourFace && q.resource == res && q.face == value) ||
              (q.kind == SquareKind::kRegion && q.region == region) ||
              (q.kind == SquareKind::kColourRegion && q.region == region && q.resource == slot);
    if (ok) return true;
  }
  return false;
}

// Whether the easy participants' dice plus local assets fill the obstacle outright.
bool can_fill(const State& s, const Content& c, int instance, const std::vector<int>& team, int loc) {
  auto need = unfilled_values(c, s, instance);
  std::vector<int> have;
  const Obstacle& o = c.obstacles[card_of(instance)];
  std::vector<int> seats;
  for (int ch : team) {
    if (skill_of(s, ch, o.skill) < o.difficulty) continue;
    int seat = seat_of(s, ch);
    if (std::find(seats.begin(), seats.end(), seat) != seats.end()) continue;
    seats.push_back(seat);
    const auto& d = s.session.seats[seat].action_dice;
    have.insert(have.end(), d.begin(), d.end());
  }
  auto it = s.session.assets.find(loc);
  if (it != s.session.assets.end())
    for (const Die& d : it->second) have.push_back(d.value);
  for (int v : need) {
    auto f = std::find(have.begin(), have.end(), v);
    if (f == have.end()) return false;
    have.erase(f);
  }
  return true;
}

// Threat icons per track on the board, as phase 6 counts them (extra-icon modifiers included).
std::array<int, 6> threat_icons_on_board(const State& s, const Content& c) {
  std::array<int, 6> n{};
  for (const auto& [loc, list] : s.attached) {
    if (location_position(s, loc) < 0) continue;
    for (int inst : list) {
      const Obstacle& o = c.obstacles[card_of(inst)];
      for (int r : o.threat_icons) n[r]++;
      for (const auto& m : o.passive)
        if (m.mod == "extra_threat_icon" && m.resource >= 0) n[m.resource] += m.amount;
    }
  }
  return n;
}

// How much removing an obstacle slows the threat: each icon on a track already past two icons
// saves one threat step per remaining turn; victory tracks close to 12 weigh more, because a
// victory track with threat on 12 can never be complete.
int removal_value(const State& s, const Content& c, int instance, const std::array<int, 6>& icons) {
  const Obstacle& o = c.obstacles[card_of(instance)];
  int value = 0;
  std::array<int, 6> seen{};
  for (int r : o.threat_icons) {
    int before = icons[r] - seen[r]++;
    int urgency = 1 + (c.tables.victory[r] ? 1 : 0) + (s.tracks[r].threat >= 8 ? 1 : 0);
    value += (before > 2 ? 10 : 2) * urgency;
  }
  return value;
}

// The victory track to push: the most advanced one that can still be completed, else any track.
int focus_track(const State& s, const Content& c) {
  int want = -1;
  for (int pass = 0; pass < 2 && want < 0; ++pass)
    for (int t = 0; t < 6; ++t)
      if (s.tracks[t].progress < 12 && (pass == 1 || (c.tables.victory[t] && s.tracks[t].threat < 12)) &&
          (want < 0 || s.tracks[t].progress > s.tracks[want].progress))
        want = t;
  return want;
}

Action start_choice(const State& s, const Content& c) {
  std::vector<int> unlocked;
  for (size_t i = 0; i < s.characters.size(); ++i)
    if (s.characters[i].status == kUnlocked) unlocked.push_back(static_cast<int>(i));
  auto total = [&](int ch) {
    int t = 0;
    for (int k : s.characters[ch].skills) t += k;
    return t;
  };
  std::stable_sort(unlocked.begin(), unlocked.end(), [&](int a, int b) { return total(a) > total(b); });
  size_t want = s.player_count == 1 ? 2 : static_cast<size_t>(s.player_count);
  unlocked.resize(std::min(unlocked.size(), want));
  StartSession a;
  std::vector<int> used;
  for (int ch : unlocked) {
    int best = -1, best_score = -1;
    for (int loc : board_locations(s)) {
      int score = skill_of(s, ch, c.locations[loc].skill) * 2 - static_cast<int>(std::count(used.begin(), used.end(), loc)) * 3;
      if (score > best_score) best = loc, best_score = score;
    }
    used.push_back(best);
    a.characters.push_back(ch);
    a.locations.push_back(best);
  }
  return a;
}

Action damage_choice(const State& s, const Content& c, const std::vector<Action>& legal) {
  const Overcome& ov = s.session.overcome;
  const Action* best = nullptr;
  long best_score = 0;
  for (const Action& a : legal) {
    const auto* d = std::get_if<AssignDamage>(&a);
    if (!d) continue;
    long marks = 0, slack = 99;
    for (size_t i = 0; i < ov.participants.size(); ++i) {
      const InPlay* p = in_play(s, ov.participants[i]);
      int pv = p->psyche.value - d->psyche[i], bv = p->body.value - d->body[i];
      marks += (pv < 1) + (bv < 1);
      slack = std::min<long>(slack, std::min(pv, bv));
    }
    long score = -marks * 100 + slack;
    if (!best || score > best_score) best = &a, best_score = score;
  }
  (void)c;
  return best ? *best : legal.front();
}

// A die-fed ability that makes a placement of kind T possible (tried on a copy of the State).
template <class T>
const Action* enabling_ability(const State& s, const Content& c, const std::vector<Action>& legal) {
  int tried = 0;
  for (const Action& a : legal) {
    const auto* u = std::get_if<UseAbility>(&a);
    if (!u || tried >= 8) continue;
    const InPlay* p = in_play(s, u->character);
    const Character& def = c.characters[u->character];
    int base = static_cast<int>(def.abilities.size());
    const Ability& ab = u->ability < base ? def.abilities[u->ability] : def.achievements[u->ability - base].grants;
    if (!ab.die_input || ab.op == "effect" || ab.op == "explode_fives" || !p) continue;
    ++tried;
    State copy = s;
    if (!apply_action(copy, c, a).ok()) continue;
    for (const Action& next : legal_actions(copy, c))
      if (std::holds_alternative<T>(next)) return &a;
  }
  return nullptr;
}

}  // namespace

Action random_bot_action(const State& s, const Content& c, engine::Rng& rng) {
  auto legal = legal_actions(s, c);
  if (legal.empty()) return Pass{0};
  // Free actions (mastery moves, stress rerolls) could wander for long: pass now and then.
  for (const Action& a : legal)
    if (std::holds_alternative<Pass>(a) && rng.below(6) == 0) return a;
  return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

Action coop_bot_action(const State& s, const Content& c, engine::Rng& rng) {
  if (s.status == kBetweenSessions) return start_choice(s, c);
  auto legal = legal_actions(s, c);
  if (legal.empty()) return Pass{0};
  const Overcome& ov = s.session.overcome;
  if (ov.active) {
    if (ov.step == kDamage) return damage_choice(s, c, legal);
    for (const Action& a : legal)  // assets first: they are spent anyway, action dice are flexible
      if (const auto* p = std::get_if<PlaceOnObstacle>(&a); p && p->source == kFromAsset) return a;
    for (const Action& a : legal)
      if (std::holds_alternative<PlaceOnObstacle>(a)) return a;
    if (const Action* ab = enabling_ability<PlaceOnObstacle>(s, c, legal)) return *ab;
    return ContinueOvercome{};
  }
  // 1. Progress: the placement closest to the end square.
  const Action* best_card = nullptr;
  int best_dist = 99;
  for (const Action& a : legal)
    if (const auto* p = std::get_if<PlaceOnCard>(&a)) {
      int seat = card_seat_of(s, p->character);
      int end = c.progress[s.session.seats[seat].card].end;
      int dist = chebyshev(p->cell, end);
      // Only placements that get closer to the end square: side branches waste assets.
      if (p->parent >= 0 && dist >= chebyshev(p->parent, end)) continue;
      if (dist < best_dist) best_card = &a, best_dist = dist;
    }
  if (best_card) {
    PlaceOnCard pick = std::get<PlaceOnCard>(*best_card);
    bool completes = false;
    for (const Action& a : legal)
      if (const auto* p = std::get_if<PlaceOnCard>(&a);
          p && p->character == pick.character && p->cell == pick.cell && p->parent == pick.parent && p->next_card >= 0)
        completes = true;
    if (completes || pick.wild_track >= 0) {
      // Victory needs a track on 12, so the table pushes one track at a time: the wild icon goes to
      // the focus track, and the next active card is the cheapest one, preferring focus rewards.
      int focus = focus_track(s, c);
      if (pick.wild_track >= 0 && focus >= 0) pick.wild_track = focus;
      int best_pos = -1, best_cost = 1000;
      for (int pos = 0; pos < 4; ++pos) {
        int card = s.session.staging[pos];
        if (card < 0) continue;
        int cost = 0;
        for (const Square& q : c.progress[card].grid) cost += q.kind != SquareKind::kNone ? 2 : 0;
        for (int r : c.progress[card].reward) cost -= (r == focus || r == kWild) ? 6 : (c.tables.victory[r] ? 2 : 0);
        if (cost < best_cost) best_pos = pos, best_cost = cost;
      }
      if (best_pos >= 0) pick.next_card = best_pos;
      if (std::binary_search(legal.begin(), legal.end(), Action{pick})) return pick;
    }
    return *best_card;
  }
  // 1b. An ability that turns a local asset into one the card can take.
  if (const Action* ab = enabling_ability<PlaceOnCard>(s, c, legal)) return *ab;
  // 2. Rest before a stress die runs out.
  for (const Action& a : legal)
    if (const auto* r = std::get_if<Rest>(&a)) {
      const InPlay* p = in_play(s, r->character);
      const Stress& st = r->track == kPsyche ? p->psyche : p->body;
      if (st.value <= 1 && st.box >= 1) return a;
    }
  // Threat pressure: icons beyond two per track raise threat every turn.
  const std::array<int, 6> icons = threat_icons_on_board(s, c);
  // 3. Overcome what the team can fill without a defence, the most threatening obstacle first.
  const Action* best_fill = nullptr;
  int best_fill_score = -1000;
  for (const Action& a : legal)
    if (const auto* b = std::get_if<BeginOvercome>(&a)) {
      std::vector<int> team{b->character};
      team.insert(team.end(), b->partners.begin(), b->partners.end());
      if (!can_fill(s, c, b->obstacle, team, in_play(s, b->character)->location)) continue;
      int score = removal_value(s, c, b->obstacle, icons) * 4 + static_cast<int>(team.size());
      if (score > best_fill_score) best_fill = &a, best_fill_score = score;
    }
  if (best_fill) return *best_fill;
  int pressure = 0;
  for (int r = 0; r < 6; ++r) pressure += std::max(0, icons[r] - 2);
  const Action* chosen = nullptr;
  auto pick_asset = [&]() -> const Action* {
  // 4a. Assets the active card can use.
  const Action* best_asset = nullptr;
  int best_score = -1000;
  for (const Action& a : legal)
    if (const auto* ca = std::get_if<CreateAsset>(&a)) {
      const InPlay* p = in_play(s, ca->character);
      int R = location_slot_resource(s, p->location);
      int fit = card_fit(s, c, p->card_seat, p->location, R, ca->take);
      bool later = fit < 0 && card_fit_later(s, c, p->card_seat, p->location, R, ca->take);
      if (fit < 0 && !later) continue;
      int score = (fit >= 0 ? 50 - fit * 10 : 10) + ca->take - ca->die + (ca->mode != kSingle ? 3 : 0);
      if (score > best_score) best_asset = &a, best_score = score;
    }
  return best_asset;
  };
  auto pick_confront = [&]() -> const Action* {
  // 4. Confront obstacles here: approach with what matches, defend (a free reroll), then place.
  //    Threat grows with every obstacle on the board, so the table cannot leave them alone.
  const Action* best_ob = nullptr;
  int best_ob_score = -1000;
  for (const Action& a : legal)
    if (const auto* b = std::get_if<BeginOvercome>(&a)) {
      const Obstacle& o = c.obstacles[card_of(b->obstacle)];
      std::vector<int> team{b->character};
      team.insert(team.end(), b->partners.begin(), b->partners.end());
      int health = 0, dice = 0, easy = 0;
      std::vector<int> seats;
      for (int ch : team) {
        const InPlay* p = in_play(s, ch);
        health += std::min(p->psyche.value + (p->psyche.box < 3 ? 3 : 0), p->body.value + (p->body.box < 3 ? 3 : 0));
        easy += skill_of(s, ch, o.skill) >= o.difficulty;
        if (std::find(seats.begin(), seats.end(), p->seat) == seats.end()) {
          seats.push_back(p->seat);
          dice += static_cast<int>(s.session.seats[p->seat].action_dice.size());
        }
      }
      int damage = o.damage_psyche + o.damage_body;
      if (dice < 3 || health <= damage + 1) continue;
      int value = removal_value(s, c, b->obstacle, icons);
      if (easy == 0 && (dice < 4 || value < 10)) continue;  // a difficult fight only when it slows threat
      if (static_cast<int>(unfilled_values(c, s, b->obstacle).size()) > 4) continue;
      int score = value * 2 + easy * 5 + dice * 2 - damage * 3 - static_cast<int>(unfilled_values(c, s, b->obstacle).size()) * 2 +
                  static_cast<int>(team.size()) * 3;
      if (score > best_ob_score) best_ob = &a, best_ob_score = score;
    }
  return best_ob;
  };
  if (pressure > 0) {
    if ((chosen = pick_confront())) return *chosen;
    if ((chosen = pick_asset())) return *chosen;
  } else {
    if ((chosen = pick_asset())) return *chosen;
    if ((chosen = pick_confront())) return *chosen;
  }
  // 6. Move: towards obstacles (threat) or towards assets the card could use.
  const Action* best_move = nullptr;
  int best_move_score = 0;
  for (const Action& a : legal)
    if (const auto* m = std::get_if<Move>(&a)) {
      if (m->via == kGate) continue;
      const InPlay* p = in_play(s, m->character);
      const auto& dice = s.session.seats[p->seat].action_dice;
      int cost = m->via == kPort ? 1 : c.locations[p->location].move_cost[location_region(c, s, m->destination)];
      if (static_cast<int>(dice.size()) < cost + 1) continue;  // keep a die to act on arrival
      int R = location_slot_resource(s, m->destination);
      int score = 0;
      for (int v = 1; v <= 6 && score == 0; ++v) score += card_fit(s, c, p->card_seat, m->destination, R, v) >= 0 ? 6 : 0;
      if (score == 0 && !s.session.pools[R].empty() &&
          card_fit_later(s, c, p->card_seat, m->destination, R, s.session.pools[R].front()))
        score += 2;
      if (auto at2 = s.session.assets.find(m->destination); at2 != s.session.assets.end())
        for (const Die& d : at2->second)
          if (card_fit(s, c, p->card_seat, m->destination, d.resource, d.value) >= 0) score += 5;
      auto at = s.attached.find(m->destination);
      if (at != s.attached.end())
        for (int inst : at->second)
          if (std::find(s.session.confronted.begin(), s.session.confronted.end(), inst) == s.session.confronted.end())
            score += removal_value(s, c, inst, icons) / 3;
      score -= cost;
      score += static_cast<int>(rng.below(2));
      if (score > best_move_score) best_move = &a, best_move_score = score;
    }
  if (best_move) return *best_move;
  // 7. Any asset, as a spare for later cards and overcomes.
  for (const Action& a : legal)
    if (const auto* ca = std::get_if<CreateAsset>(&a); ca && ca->take >= 3) return a;
  for (const Action& a : legal)
    if (std::holds_alternative<Pass>(a)) return a;
  return legal.front();
}

}  // namespace sb::sw
