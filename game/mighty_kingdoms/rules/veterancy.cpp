// Veterancy (spec §7): medals and scars earned in battle, resolved in Reform D4 with the
// owner's choices: spend medals undoing earlier scar effects (or scars undoing medal effects),
// then roll once on the table, and pick between two eligible effects when a row offers both.
//
// [SECTION] table rows
// [SECTION] effects
// [SECTION] reform D4 flow
#include <algorithm>

#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
namespace {

// [SECTION] table rows
std::string row_for(const std::map<int, std::string>& rows, int value) {
  if (rows.empty()) return "none";
  if (value <= rows.begin()->first) return rows.begin()->second;
  if (value >= rows.rbegin()->first) return rows.rbegin()->second;
  auto it = rows.upper_bound(value);
  --it;
  return it->second;
}

// The effects a row lets the owner pick from, after the spec's fall-throughs (§7.4).
std::vector<std::string> medal_options(const Unit& u, const std::string& row_in) {
  std::string row = row_in;
  std::vector<std::string> out;
  if (row == "melee_or_ranged") {
    if (u.me > 2) out.push_back("me");
    if (u.ra > 2) out.push_back("ra");
    if (!out.empty()) return out;
    row = "piercing_or_crushing";
  }
  if (row == "piercing_or_crushing") {
    if (u.ra > 0 && u.piercing < 4) out.push_back("piercing");
    if (u.me > 0 && u.crushing_strength < 4) out.push_back("cs");
    if (!out.empty()) return out;
    row = "elite_or_vicious";
  }
  if (row == "elite_or_vicious") {
    if (!u.elite) out.push_back("elite");
    if (!u.vicious) out.push_back("vicious");
  }
  return out;
}

std::vector<std::string> scar_options(const Unit& u, const std::string& row_in) {
  std::string row = row_in;
  if (row == "melee_or_ranged") {
    std::vector<std::string> out;
    if (u.me > 0) out.push_back("me");
    if (u.ra > 0) out.push_back("ra");
    if (!out.empty()) return out;
    row = "nerve";  // Decision: a unit with neither stat applies row 1
  }
  if (row == "defence") return {"def"};
  if (row == "nerve") return {"nerve"};
  if (row == "yellow_bellied") return u.yellow_bellied ? std::vector<std::string>{} : std::vector<std::string>{"yb"};
  if (row == "inspiring") return u.inspiring > 0 ? std::vector<std::string>{"insp"} : std::vector<std::string>{};
  return {};
}

// [SECTION] effects
int* field_of(Unit& u, const std::string& change) {
  if (change == "me") return &u.me;
  if (change == "ra") return &u.ra;
  if (change == "def") return &u.def;
  if (change == "piercing") return &u.piercing;
  if (change == "cs") return &u.crushing_strength;
  if (change == "insp") return &u.inspiring;
  return nullptr;
}

void undo_effect(Unit& u, EffectLog& e) {
  if (int* f = field_of(u, e.change)) *f = e.before;
  else if (e.change == "elite") u.elite = e.before != 0;
  else if (e.change == "vicious") u.vicious = e.before != 0;
  else if (e.change == "yb") u.yellow_bellied = e.before != 0;
  else if (e.change == "nerve") {
    u.waver = e.before / 100;  // packed as waver*100 + rout
    u.rout = e.before % 100;
  }
  e.undone = true;
}

// Applies one effect; returns true when the unit is destroyed.
bool apply_change(Unit& u, const std::string& change, bool medal, int month, Events& ev, const std::string& who) {
  int before = 0;
  if (int* f = field_of(u, change)) before = *f;
  if (change == "elite" || change == "vicious" || change == "yb") before = 0;
  if (change == "nerve") before = u.waver * 100 + u.rout;
  u.effects.push_back(EffectLog{month, medal, change, before, false});
  if (medal) {
    if (change == "me") --u.me;
    else if (change == "ra") --u.ra;
    else if (change == "piercing") ++u.piercing;
    else if (change == "cs") ++u.crushing_strength;
    else if (change == "elite") u.elite = true;
    else if (change == "vicious") u.vicious = true;
    event(ev, "medal", -1, who + " gains " + change);
    return false;
  }
  event(ev, "scar", -1, who + " suffers " + change);
  if (change == "def") return --u.def < 2;
  if (change == "me") return ++u.me > 6;
  if (change == "ra") return ++u.ra > 6;
  if (change == "nerve") {
    if (u.waver > 1) --u.waver;  // fearless (0) keeps its waver
    return --u.rout < 6;
  }
  if (change == "yb") u.yellow_bellied = true;
  if (change == "insp" && u.inspiring > 0) --u.inspiring;
  return false;
}

}  // namespace

std::string unit_name(const State& s, const Content& c, const Token& army, const Unit& u) {
  const Race& r = c.races[static_cast<size_t>(u.race)];
  std::string name = r.armies[static_cast<size_t>(u.army_template)].units[static_cast<size_t>(u.profile)].name;
  return token_label(s, army) + " " + name;
}

namespace {

void delete_unit(State& s, Token& army, size_t index, Events& ev) {
  for (ArtefactState& a : s.artefacts) {
    if (a.army != army.id) continue;
    if (a.unit == static_cast<int>(index)) a = ArtefactState{};
    else if (a.unit > static_cast<int>(index)) --a.unit;
  }
  army.units.erase(army.units.begin() + static_cast<long>(index));
  event(ev, "unit_destroyed", army.owner, token_label(s, army) + " loses a unit for good");
  if (army.units.empty()) destroy_token(s, army.id, ev, "no units left");
}

int month_index(const State& s) { return (s.year() - 1) * 6 + s.month(); }

// [SECTION] reform D4 flow
// The queue holds (army id, unit index) pairs, units in descending index order within an army so
// deleting one never shifts a unit still waiting.
void pop_unit(State& s) {
  s.vet_queue.erase(s.vet_queue.begin(), s.vet_queue.begin() + static_cast<long>(std::min<size_t>(2, s.vet_queue.size())));
  s.vet_choice.clear();
}

Unit* front_unit(State& s, Token** army_out) {
  if (s.vet_queue.size() < 2) return nullptr;
  Token* army = s.token(s.vet_queue[0]);
  if (!army || s.vet_queue[1] >= static_cast<int>(army->units.size())) return nullptr;
  if (army_out) *army_out = army;
  return &army->units[static_cast<size_t>(s.vet_queue[1])];
}

void finish_unit(Ctx& ctx, bool destroyed) {
  State& s = ctx.s;
  Token* army = nullptr;
  Unit* u = front_unit(s, &army);
  if (u) {
    u->medals = u->scars = 0;
    if (destroyed) delete_unit(s, *army, static_cast<size_t>(s.vet_queue[1]), ctx.events);
  }
  pop_unit(s);
}

}  // namespace

void give_medal(Unit& u) {
  if (u.battle_medal) return;
  u.battle_medal = true;
  ++u.medals;
}
void give_scar(Unit& u) {
  if (u.battle_scar) return;
  u.battle_scar = true;
  ++u.scars;
}

std::vector<std::string> quest_scar_options(const State&, const Content& c, const Token& army, size_t unit_index,
                                            int roll) {
  return scar_options(army.units[unit_index], row_for(c.tables.scar_rows, roll));
}

void apply_scar_row(State& s, const Content& c, Token& army, size_t unit_index, int roll, Events& ev, int month) {
  Unit& u = army.units[unit_index];
  std::string who = unit_name(s, c, army, u);
  std::vector<std::string> options = scar_options(u, row_for(c.tables.scar_rows, roll));
  if (options.empty()) return;
  if (apply_change(u, options.front(), false, month, ev, who)) delete_unit(s, army, unit_index, ev);
}

// Reform D4: cancel medals against scars, queue every unit left with either, then ask owners.
void resolve_veterancy(Ctx& ctx) {
  State& s = ctx.s;
  s.vet_queue.clear();
  s.vet_choice.clear();
  for (Token& t : s.tokens) {
    if (t.ship) continue;
    for (size_t i = t.units.size(); i-- > 0;) {
      Unit& u = t.units[i];
      u.battle_medal = u.battle_scar = false;
      int cancel = std::min(u.medals, u.scars);
      u.medals -= cancel;
      u.scars -= cancel;
      if (u.medals > 0 || u.scars > 0) {
        s.vet_queue.push_back(t.id);
        s.vet_queue.push_back(static_cast<int>(i));
      }
    }
  }
}

// Who decides next in D4; false when every unit is settled.
bool continue_veterancy(Ctx& ctx) {
  State& s = ctx.s;
  while (!s.vet_queue.empty()) {
    Token* army = nullptr;
    if (!front_unit(s, &army)) {
      pop_unit(s);
      continue;
    }
    s.step = Step::kVeterancy;
    s.actor = army->owner;
    return true;
  }
  return false;
}

std::vector<Action> veterancy_actions(const State& s) {
  std::vector<Action> out;
  Token* army = nullptr;
  State& m = const_cast<State&>(s);
  const Unit* u = front_unit(m, &army);
  if (!u) return out;
  Action base;
  base.token = army->id;
  base.value2 = s.vet_queue[1];
  if (!s.vet_choice.empty()) {
    for (size_t i = 0; i < s.vet_choice.size(); ++i) {
      Action a = base;
      a.kind = Act::kVetChoose;
      a.value = static_cast<int>(i);
      out.push_back(a);
    }
    return out;
  }
  bool medals = u->medals > 0;
  for (size_t e = 0; e < u->effects.size(); ++e) {
    const EffectLog& log = u->effects[e];
    if (log.undone || log.from_medal == medals) continue;  // medals undo scars and vice versa
    Action a = base;
    a.kind = Act::kVetUndo;
    a.value = static_cast<int>(e);
    out.push_back(a);
  }
  Action roll = base;
  roll.kind = Act::kVetRoll;
  out.push_back(roll);
  return out;
}

void apply_veterancy(Ctx& ctx, const Action& a) {
  State& s = ctx.s;
  const Content& c = ctx.c;
  Token* army = nullptr;
  Unit* u = front_unit(s, &army);
  if (!u) return;
  std::string who = unit_name(s, c, *army, *u);
  bool medals = u->medals > 0;
  switch (a.kind) {
    case Act::kVetUndo: {
      EffectLog& log = u->effects[static_cast<size_t>(a.value)];
      undo_effect(*u, log);
      event(ctx.events, medals ? "medal" : "scar", army->owner,
            who + (medals ? " recovers from an old wound (" : " loses an old honour (") + log.change + ")");
      if (medals) --u->medals;
      else --u->scars;
      if (u->medals == 0 && u->scars == 0) finish_unit(ctx, false);
      return;
    }
    case Act::kVetRoll: {
      int die = s.rng.d6();
      int value = medals ? die + u->medals : die - u->scars;
      std::string row = medals ? row_for(c.tables.medal_rows, value) : row_for(c.tables.scar_rows, value);
      std::vector<std::string> options = medals ? medal_options(*u, row) : scar_options(*u, row);
      event(ctx.events, "roll", army->owner,
            who + (medals ? " rolls for medals: " : " rolls for scars: ") + std::to_string(die) + " → " +
                std::to_string(value) + " (" + row + ")",
            {die, value}, army->tile < 0 ? -1 : army->tile);
      if (options.size() >= 2) {
        s.vet_choice = options;
        return;  // the owner picks
      }
      bool destroyed = !options.empty() && apply_change(*u, options.front(), medals, month_index(s), ctx.events, who);
      finish_unit(ctx, destroyed);
      return;
    }
    case Act::kVetChoose: {
      std::string change = s.vet_choice[static_cast<size_t>(a.value)];
      bool destroyed = apply_change(*u, change, medals, month_index(s), ctx.events, who);
      finish_unit(ctx, destroyed);
      return;
    }
    default:
      return;
  }
}

}  // namespace sb::mk
