// Veterancy (spec §7): medals and scars earned in battle, resolved in Reform D4.
// The owner's choices (which effect when two are eligible, whether to spend medals on undoing
// scars) follow a fixed policy the rules document in content/mighty_kingdoms/README.md:
// medals first undo earlier scar effects (newest first), scars are never spent on undoing medals,
// and "X or Y" picks the first eligible in the order the spec lists them.
#include <algorithm>

#include "game/mighty_kingdoms/rules/rules.h"

namespace sb::mk {
namespace {

std::string row_for(const std::map<int, std::string>& rows, int value) {
  if (rows.empty()) return "none";
  if (value <= rows.begin()->first) return rows.begin()->second;
  if (value >= rows.rbegin()->first) return rows.rbegin()->second;
  auto it = rows.upper_bound(value);
  --it;
  return it->second;
}

void log_effect(Unit& u, int month, bool medal, const std::string& change, int before) {
  u.effects.push_back(EffectLog{month, medal, change, before, false});
}

int* field_of(Unit& u, const std::string& change) {
  if (change == "me") return &u.me;
  if (change == "ra") return &u.ra;
  if (change == "def") return &u.def;
  if (change == "piercing") return &u.piercing;
  if (change == "cs") return &u.crushing_strength;
  if (change == "insp") return &u.inspiring;
  if (change == "waver") return &u.waver;
  if (change == "rout") return &u.rout;
  return nullptr;
}

void undo_effect(Unit& u, EffectLog& e) {
  if (int* f = field_of(u, e.change)) *f = e.before;
  else if (e.change == "elite") u.elite = e.before != 0;
  else if (e.change == "vicious") u.vicious = e.before != 0;
  else if (e.change == "yb") u.yellow_bellied = e.before != 0;
  else if (e.change == "nerve") {
    // "before" packs waver*100 + rout
    u.waver = e.before / 100;
    u.rout = e.before % 100;
  }
  e.undone = true;
}

void apply_medal_row(Unit& u, const std::string& row_in, int month, Events& ev, const std::string& who) {
  std::string row = row_in;
  if (row == "melee_or_ranged") {
    if (u.me > 2) {
      log_effect(u, month, true, "me", u.me);
      --u.me;
      event(ev, "medal", -1, who + " improves its melee to " + std::to_string(u.me) + "+");
      return;
    }
    if (u.ra > 2) {
      log_effect(u, month, true, "ra", u.ra);
      --u.ra;
      event(ev, "medal", -1, who + " improves its shooting to " + std::to_string(u.ra) + "+");
      return;
    }
    row = "piercing_or_crushing";
  }
  if (row == "piercing_or_crushing") {
    if (u.ra > 0 && u.piercing < 4) {
      log_effect(u, month, true, "piercing", u.piercing);
      ++u.piercing;
      event(ev, "medal", -1, who + " gains Piercing (" + std::to_string(u.piercing) + ")");
      return;
    }
    if (u.me > 0 && u.crushing_strength < 4) {
      log_effect(u, month, true, "cs", u.crushing_strength);
      ++u.crushing_strength;
      event(ev, "medal", -1, who + " gains Crushing Strength (" + std::to_string(u.crushing_strength) + ")");
      return;
    }
    row = "elite_or_vicious";
  }
  if (row == "elite_or_vicious") {
    if (!u.elite) {
      log_effect(u, month, true, "elite", 0);
      u.elite = true;
      event(ev, "medal", -1, who + " becomes Elite");
    } else if (!u.vicious) {
      log_effect(u, month, true, "vicious", 0);
      u.vicious = true;
      event(ev, "medal", -1, who + " becomes Vicious");
    }
  }
}

// Returns true when the unit is destroyed.
bool apply_scar(Unit& u, const std::string& row_in, int month, Events& ev, const std::string& who) {
  std::string row = row_in;
  if (row == "melee_or_ranged") {
    if (u.me > 0) {
      log_effect(u, month, false, "me", u.me);
      ++u.me;
      event(ev, "scar", -1, who + "'s melee worsens to " + std::to_string(u.me) + "+");
      return u.me > 6;
    }
    if (u.ra > 0) {
      log_effect(u, month, false, "ra", u.ra);
      ++u.ra;
      event(ev, "scar", -1, who + "'s shooting worsens to " + std::to_string(u.ra) + "+");
      return u.ra > 6;
    }
    row = "nerve";
  }
  if (row == "defence") {
    log_effect(u, month, false, "def", u.def);
    --u.def;
    event(ev, "scar", -1, who + "'s defence drops to " + std::to_string(u.def) + "+");
    return u.def < 2;
  }
  if (row == "nerve") {
    log_effect(u, month, false, "nerve", u.waver * 100 + u.rout);
    if (u.waver > 1) --u.waver;
    --u.rout;
    event(ev, "scar", -1, who + "'s nerve drops");
    return u.rout < 6;
  }
  if (row == "yellow_bellied") {
    if (!u.yellow_bellied) {
      log_effect(u, month, false, "yb", 0);
      u.yellow_bellied = true;
      event(ev, "scar", -1, who + " becomes Yellow-Bellied");
    }
    return false;
  }
  if (row == "inspiring" && u.inspiring > 0) {
    log_effect(u, month, false, "insp", u.inspiring);
    --u.inspiring;
    event(ev, "scar", -1, who + " is less inspiring");
  }
  return false;
}

std::string unit_name(const State& s, const Content& c, const Token& army, const Unit& u) {
  const Race& r = c.races[static_cast<size_t>(u.race)];
  std::string name = r.armies[static_cast<size_t>(u.army_template)].units[static_cast<size_t>(u.profile)].name;
  return token_label(s, army) + " " + name;
}

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

void apply_scar_row(State& s, const Content& c, Token& army, size_t unit_index, int roll, Events& ev, int month) {
  Unit& u = army.units[unit_index];
  std::string who = unit_name(s, c, army, u);
  if (apply_scar(u, row_for(c.tables.scar_rows, roll), month, ev, who)) delete_unit(s, army, unit_index, ev);
}

void resolve_veterancy(Ctx& ctx) {
  State& s = ctx.s;
  int month = (s.year() - 1) * 6 + s.month();
  std::vector<int> ids;
  for (const Token& t : s.tokens)
    if (!t.ship && !t.units.empty()) ids.push_back(t.id);
  for (int id : ids) {
    for (size_t ui = s.token(id) ? s.token(id)->units.size() : 0; ui-- > 0;) {
      Token* army = s.token(id);
      if (!army) break;
      Unit& u = army->units[ui];
      u.battle_medal = u.battle_scar = false;
      int m = u.medals, sc = u.scars;
      u.medals = u.scars = 0;
      if (m == 0 && sc == 0) continue;
      int cancel = std::min(m, sc);
      m -= cancel;
      sc -= cancel;
      std::string who = unit_name(s, ctx.c, *army, u);
      if (m > 0) {
        for (auto it = u.effects.rbegin(); it != u.effects.rend() && m > 0; ++it)
          if (!it->from_medal && !it->undone) {
            undo_effect(u, *it);
            --m;
            event(ctx.events, "medal", army->owner, who + " recovers from an old wound");
          }
        if (m > 0) {
          int die = s.rng.d6();
          apply_medal_row(u, row_for(ctx.c.tables.medal_rows, die + m), month, ctx.events, who);
        }
      }
      if (sc > 0) {
        int die = s.rng.d6();
        if (apply_scar(u, row_for(ctx.c.tables.scar_rows, die - sc), month, ctx.events, who))
          delete_unit(s, *army, ui, ctx.events);
      }
    }
  }
}

}  // namespace sb::mk
