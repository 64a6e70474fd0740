// [SECTION] index: helpers · selectors/effects/modifiers · abilities/triggers · cards · tables · load · report
#include "game/six_winters/rules/content.h"

#include <algorithm>
#include <set>
#include <sstream>

#include "engine/board/cell_grid.h"
#include "engine/content/core_yaml.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"

namespace sb::sw {
using engine::MapReader;
using engine::ReadContext;

// [SECTION] helpers
bool Location::has_tag(const std::string& t) const { return std::find(tags.begin(), tags.end(), t) != tags.end(); }
bool Obstacle::has_tag(const std::string& t) const { return std::find(tags.begin(), tags.end(), t) != tags.end(); }

namespace {
int find_in(const std::map<std::string, int>& ids, const std::string& id) {
  auto it = ids.find(id);
  return it == ids.end() ? -1 : it->second;
}
}  // namespace
int Content::find_location(const std::string& id) const { return find_in(location_ids, id); }
int Content::find_obstacle(const std::string& id) const { return find_in(obstacle_ids, id); }
int Content::find_progress(const std::string& id) const { return find_in(progress_ids, id); }
int Content::find_character(const std::string& id) const { return find_in(character_ids, id); }
int Content::find_event(const std::string& id) const { return find_in(event_ids, id); }
int Content::event_for(int season, int count) const {
  for (size_t i = 0; i < events.size(); ++i)
    if (events[i].season == season && events[i].count == count) return static_cast<int>(i);
  return -1;
}

const std::vector<std::string>& phase_ids() {
  static const std::vector<std::string> ids = {
      "session_setup", "seasonal_event", "actions", "refresh",     "activation",  "new_obstacles",
      "threat",        "surge",          "advance_time", "session_end", "campaign_end"};
  return ids;
}

namespace {

struct Loader {
  Content& c;
  std::filesystem::path dir;  // the content folder: `art:` paths stay inside it
  std::map<std::string, int>* ids_for(const std::string& kind) {
    if (kind == "location") return &c.location_ids;
    if (kind == "obstacle") return &c.obstacle_ids;
    if (kind == "character") return &c.character_ids;
    return &c.progress_ids;
  }
  int ref(MapReader& m, const std::string& key, const std::string& kind, bool optional) {
    YAML::Node n = optional ? m.child_or_null(key) : m.child(key);
    if (!n.IsDefined() || n.IsNull()) {
      return -1;
    }
    auto s = engine::read_string(n, engine::join_field(m.field(), key), m.context());
    if (!s) return -1;
    int found = find_in(*ids_for(kind), *s);
    if (found < 0) m.context().error(n, engine::join_field(m.field(), key), "unknown " + kind + " id '" + *s + "'");
    return found;
  }
  int enum_field(MapReader& m, const std::string& key, const std::string* names, int count, bool optional,
                 int fallback = -1) {
    YAML::Node n = optional ? m.child_or_null(key) : m.child(key);
    if (!n.IsDefined() || n.IsNull()) return fallback;
    auto s = engine::read_string(n, engine::join_field(m.field(), key), m.context());
    if (!s) return fallback;
    for (int i = 0; i < count; ++i)
      if (names[i] == *s) return i;
    std::string list;
    for (int i = 0; i < count; ++i) list += (i ? ", " : "") + names[i];
    m.context().error(n, engine::join_field(m.field(), key), "'" + *s + "' is not one of: " + list);
    return fallback;
  }
  int resource(MapReader& m, const std::string& key, bool optional) {
    return enum_field(m, key, kResourceNames.data(), 6, optional);
  }

  // [SECTION] selectors/effects/modifiers
  Selector selector(MapReader& m, const std::string& key, std::initializer_list<const char*> kinds) {
    Selector sel;
    YAML::Node n = m.child_or_null(key);
    if (!n.IsDefined() || n.IsNull()) return sel;
    std::string field = engine::join_field(m.field(), key);
    auto s = engine::read_string(n, field, m.context());
    if (!s) return sel;
    std::string text = *s;
    auto open = text.find('(');
    sel.kind = text.substr(0, open);
    if (open != std::string::npos) {
      auto close = text.rfind(')');
      if (close == std::string::npos || close < open) {
        m.context().error(n, field, "missing ')' in '" + text + "'");
        return sel;
      }
      std::string args = text.substr(open + 1, close - open - 1);
      auto comma = args.find(',');
      auto trim = [](std::string v) {
        v.erase(0, v.find_first_not_of(' '));
        v.erase(v.find_last_not_of(' ') + 1);
        return v;
      };
      sel.arg = trim(args.substr(0, comma));
      if (comma != std::string::npos) sel.arg2 = trim(args.substr(comma + 1));
    }
    bool ok = false;
    std::string list;
    for (const char* k : kinds) {
      ok = ok || sel.kind == k;
      list += (list.empty() ? "" : ", ") + std::string(k);
    }
    if (!ok) m.context().error(n, field, "'" + sel.kind + "' is not one of: " + list);
    // Arguments name fixed vocabularies; check them so a typo never silently matches nothing.
    auto need = [&](bool good, const std::string& what) {
      if (!good) m.context().error(n, field, "'" + text + "': " + what);
    };
    if (sel.kind == "lowest_skill" || sel.kind == "highest_skill") {
      need(skill_index(sel.arg) >= 0, "unknown skill '" + sel.arg + "'");
      need(sel.arg2.empty() || region_index(sel.arg2) >= 0, "unknown region '" + sel.arg2 + "'");
    } else if (sel.kind == "terrain") {
      need(terrain_index(sel.arg) >= 0, "unknown terrain '" + sel.arg + "'");
    } else if (sel.kind == "slot") {
      need(region_index(sel.arg) >= 0 && resource_index(sel.arg2) >= 0, "slot(region, resource) expected");
    } else if (sel.kind == "most_assets") {
      need(sel.arg.empty() || region_index(sel.arg) >= 0, "unknown region '" + sel.arg + "'");
    } else if (sel.kind == "tagged" || sel.kind == "tag" || sel.kind == "most_tag") {
      need(!sel.arg.empty(), "needs a tag argument");
    }
    return sel;
  }

  Effect effect(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    Effect e;
    MapReader m(node, field, ctx);
    if (!m.valid()) return e;
    e.op = m.one_of("op", {"stress", "condition", "move_obstacle", "discard_obstacle", "add_asset", "pool", "assets",
                           "threat", "unlock_character", "deck", "staging", "move_character", "action_dice",
                           "burn_self", "bring_location"});
    e.who = selector(m, "who", {"self", "at_location", "in_region", "one_in_region", "all_in_play", "all_unlocked",
                                "terrain"});
    e.where = selector(m, "where", {"here", "any", "slot", "lowest_skill", "highest_skill", "most_assets",
                                    "most_tag", "tagged", "terrain"});
    e.which = selector(m, "which", {"self", "tag", "here", "oldest", "any"});
    e.track = enum_field(m, "track", kTrackNames.data(), 2, true);
    e.resource = resource(m, "resource", true);
    if (m.has("region") && m.node()["region"].IsScalar() && m.node()["region"].Scalar() == "here") {
      m.child_or_null("region");
      e.region_here = true;
    } else {
      e.region = enum_field(m, "region", kRegionNames.data(), 3, true);
    }
    YAML::Node amount = m.node()["amount"];
    std::string amount_text = amount && amount.IsScalar() ? amount.Scalar() : "";
    if (amount_text.rfind("threat_level(", 0) == 0 || amount_text.rfind("per(", 0) == 0) {
      m.child_or_null("amount");
      std::string inner = amount_text.substr(amount_text.find('(') + 1);
      if (inner.empty() || inner.back() != ')') {
        m.error("amount", "missing ')' in '" + amount_text + "'");
      } else {
        inner.pop_back();
        if (amount_text[0] == 't') {
          e.amount_form = "threat_level";
          e.amount_resource = resource_index(inner);
          if (e.amount_resource < 0) m.error("amount", "unknown resource '" + inner + "'");
          e.amount = 1;
        } else {
          // per(count, k)
          e.amount_form = "per";
          auto comma = inner.find(',');
          e.per_count = inner.substr(0, comma);
          e.amount = 1;
          if (comma != std::string::npos) {
            std::string k = inner.substr(comma + 1);
            k.erase(0, k.find_first_not_of(' '));
            try {
              e.amount = std::stoi(k);
            } catch (...) {
              m.error("amount", "per(count, k) needs an integer k");
            }
          }
          static const std::set<std::string> counts = {"obstacles_here", "assets_here", "characters_here",
                                                        "obstacles_in_region"};
          if (!counts.count(e.per_count))
            m.error("amount", "per() counts obstacles_here, assets_here, characters_here or obstacles_in_region");
        }
      }
    } else {
      e.amount = static_cast<int>(m.integer_or("amount", -12, 12, 0));
    }
    e.value = static_cast<int>(m.integer_or("value", 1, 6, 1));
    e.mode = m.string_or("mode", "");
    e.character = ref(m, "character", "character", true);
    e.location = ref(m, "location", "location", true);
    auto need = [&](bool ok, const std::string& key, const std::string& what) {
      if (!ok) m.error(key, e.op + " needs " + what);
    };
    const std::string& op = e.op;
    if (op == "stress" || op == "condition") {
      need(!e.who.kind.empty(), "who", "who");
      need(e.track >= 0, "track", "track (psyche|body)");
      if (op == "stress") need(e.amount > 0 || !e.amount_form.empty(), "amount", "a positive amount");
    } else if (op == "move_obstacle") {
      need(!e.which.kind.empty() && !e.where.kind.empty(), "which", "which and where");
    } else if (op == "discard_obstacle") {
      need(!e.which.kind.empty(), "which", "which");
    } else if (op == "add_asset") {
      need(!e.where.kind.empty() && e.resource >= 0 && e.amount > 0, "where", "where, resource and amount > 0");
    } else if (op == "pool") {
      need(e.resource >= 0, "resource", "resource");
      static const std::set<std::string> modes = {"remove_lowest", "clear", "set_all", "add", "skip_refresh"};
      need(modes.count(e.mode) > 0, "mode", "mode remove_lowest|clear|set_all|add|skip_refresh");
    } else if (op == "assets") {
      need(!e.where.kind.empty() && (e.mode == "remove" || e.mode == "reroll"), "mode", "where and mode remove|reroll");
    } else if (op == "threat") {
      need(e.resource >= 0 && e.amount != 0, "resource", "resource and a non-zero amount");
    } else if (op == "bring_location") {
      // Its kind (threat or discord) is checked once every file is loaded.
      need(e.location >= 0 && !e.where.kind.empty(), "location", "location and where");
    } else if (op == "unlock_character") {
      need(e.character >= 0, "character", "character");
    } else if (op == "deck") {
      need(e.mode == "peek" || e.mode == "discard_top", "mode", "mode peek|discard_top");
    } else if (op == "staging") {
      need(e.mode == "rearrange" || e.mode == "discard_lowest" || e.mode == "place_extra", "mode",
           "mode rearrange|discard_lowest|place_extra");
    } else if (op == "move_character") {
      need(!e.who.kind.empty() && !e.where.kind.empty(), "who", "who and where");
    } else if (op == "action_dice") {
      need(!e.who.kind.empty() && (e.mode == "add" || e.mode == "discard_lowest" || e.mode == "set_one"), "mode",
           "who and mode add|discard_lowest|set_one");
    }
    m.finish();
    return e;
  }
  std::vector<Effect> effects(MapReader& m, const std::string& key) {
    std::vector<Effect> out;
    YAML::Node n = m.child_or_null(key);
    if (!n.IsDefined() || n.IsNull()) return out;
    std::string field = engine::join_field(m.field(), key);
    auto items = engine::read_sequence(n, field, m.context());
    for (size_t i = 0; i < items.size(); ++i) out.push_back(effect(items[i], engine::index_field(field, i), m.context()));
    return out;
  }
  std::vector<Modifier> modifiers(MapReader& parent, const std::string& key) {
    std::vector<Modifier> out;
    YAML::Node n = parent.child_or_null(key);
    if (!n.IsDefined() || n.IsNull()) return out;
    std::string field = engine::join_field(parent.field(), key);
    auto items = engine::read_sequence(n, field, parent.context());
    for (size_t i = 0; i < items.size(); ++i) {
      MapReader m(items[i], engine::index_field(field, i), parent.context());
      if (!m.valid()) continue;
      Modifier mod;
      mod.mod = m.one_of("mod", {"extra_threat_icon", "leave_cost", "enter_stress", "overcome_extra_die",
                                 "forbid_overcome", "forbid_completion", "damage_bonus", "pool_as_action_dice"});
      mod.resource = resource(m, "resource", true);
      mod.amount = static_cast<int>(m.integer_or("amount", -6, 6, 0));
      mod.track = enum_field(m, "track", kTrackNames.data(), 2, true);
      mod.unless_skill = enum_field(m, "unless_skill", kSkillNames.data(), 8, true);
      mod.at_least = static_cast<int>(m.integer_or("at_least", 0, 6, 0));
      mod.tag = m.string_or("tag", "");
      if ((mod.mod == "extra_threat_icon" || mod.mod == "forbid_completion" || mod.mod == "pool_as_action_dice") &&
          mod.resource < 0)
        m.error("resource", mod.mod + " needs resource");
      if (mod.mod == "enter_stress" && mod.track < 0) m.error("track", "enter_stress needs track");
      m.finish();
      out.push_back(mod);
    }
    return out;
  }

  // [SECTION] abilities/triggers
  Trigger trigger(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    Trigger t;
    MapReader m(node, field, ctx);
    if (!m.valid()) return t;
    t.kind = m.one_of("trigger", {"overcome_tag", "overcome_with", "overcome_resource", "complete_card",
                                  "create_asset", "move_to", "co_located"});
    t.tag = m.string_or("tag", "");
    t.terrain = m.string_or("terrain", "");
    if (!t.terrain.empty() && terrain_index(t.terrain) < 0) m.error("terrain", "unknown terrain '" + t.terrain + "'");
    t.character = ref(m, "character", "character", true);
    t.resource = resource(m, "resource", true);
    t.region = enum_field(m, "region", kRegionNames.data(), 3, true);
    t.stage = static_cast<int>(m.integer_or("stage", 1, 5, 0));
    t.min_difficulty = static_cast<int>(m.integer_or("min_difficulty", 1, 6, 0));
    if (t.kind == "overcome_tag" && t.tag.empty()) m.error("tag", "overcome_tag needs tag");
    if ((t.kind == "overcome_with" || t.kind == "co_located") && t.character < 0)
      m.error("character", t.kind + " needs character");
    if ((t.kind == "overcome_resource" || t.kind == "complete_card" || t.kind == "create_asset") && t.resource < 0)
      m.error("resource", t.kind + " needs resource");
    m.finish();
    return t;
  }
  Ability ability(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    Ability a;
    MapReader m(node, field, ctx);
    if (!m.valid()) return a;
    a.id = m.string("id");
    a.name = m.string("name");
    YAML::Node in = m.child_or_null("input");
    if (in.IsDefined() && !in.IsNull()) {
      MapReader im(in, engine::join_field(field, "input"), ctx);
      if (im.valid()) {
        a.die_input = true;
        a.from = im.one_of("from", {"any", "action", "asset", "resource", "resource_or_asset"});
        a.resource = im.has("resource") && im.node()["resource"].IsScalar() && im.node()["resource"].Scalar() == "any"
                         ? (im.child_or_null("resource"), -1)
                         : resource(im, "resource", true);
        if (im.has("value") && im.node()["value"].IsScalar() && im.node()["value"].Scalar() == "any") {
          im.child_or_null("value");
        } else {
          a.value = static_cast<int>(im.integer_or("value", 1, 6, 0));
        }
        if (a.resource >= 0 && a.from == "action") im.error("resource", "a spec naming a resource cannot take an action die");
        im.finish();
      }
    }
    YAML::Node st = m.child_or_null("stress");
    if (st.IsDefined() && !st.IsNull()) {
      MapReader sm(st, engine::join_field(field, "stress"), ctx);
      if (sm.valid()) {
        a.stress_psyche = static_cast<int>(sm.integer_or("psyche", 0, 6, 0));
        a.stress_body = static_cast<int>(sm.integer_or("body", 0, 6, 0));
        sm.finish();
      }
    }
    if (!a.die_input && a.stress_psyche + a.stress_body == 0) m.error("input", "an ability needs an input die or stress");
    a.op = m.one_of("op", {"set_value", "shift", "split", "reroll", "explode_fives", "change_resource",
                           "convert_kind", "effect"});
    auto to = m.integer_list_or("to", 1, 6);
    for (auto v : to) a.to.push_back(static_cast<int>(v));
    a.amount = static_cast<int>(m.integer_or("amount", -5, 5, 0));
    a.kind = m.one_of_or("kind", {"action", "asset", "resource"}, "");
    a.effects = effects(m, "effects");
    if (a.op == "set_value" && (a.to.empty() || a.value == 0)) m.error("to", "set_value needs input value and to: [..]");
    if (a.op == "shift" && a.amount == 0) m.error("amount", "shift needs a non-zero amount");
    if (a.op == "convert_kind" && a.kind.empty()) m.error("kind", "convert_kind needs kind");
    if (a.op == "effect" && a.effects.empty()) m.error("effects", "op effect needs effects");
    if (a.op != "reroll" && a.op != "effect" && !a.die_input) m.error("input", a.op + " needs an input die");
    m.finish();
    return a;
  }

  // [SECTION] cards
  void location(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    Location l;
    MapReader m(node, field, ctx);
    if (!m.valid()) return;
    l.id = m.string("id");
    l.name = m.string("name");
    l.kind = m.one_of("kind", {"starting", "regional", "character_unlock", "threat", "discord"});
    std::string region = m.one_of("region", {"empire", "red_bank", "settled_lands", "none"});
    l.region = region_index(region);
    if ((l.region < 0) != (l.kind == "discord")) m.error("region", "only the discord location has region none");
    l.terrain = enum_field(m, "terrain", kTerrainNames.data(), 4, false, 0);
    l.tags = m.string_list_or("tags");
    for (auto& t : l.tags)
      if (t != "eldritch" && t != "vault" && t != "tavern" && t != "port" && t != "hall")
        m.error("tags", "unknown location tag '" + t + "'");
    l.skill = enum_field(m, "skill", kSkillNames.data(), 8, false, 0);
    YAML::Node mc = m.child("move_cost");
    if (mc.IsDefined()) {
      MapReader mm(mc, engine::join_field(field, "move_cost"), ctx);
      if (mm.valid()) {
        for (int r = 0; r < 3; ++r) {
          YAML::Node v = mm.child(kRegionNames[r]);
          if (v.IsDefined() && v.IsNull()) {
            l.move_cost[r] = -1;
          } else if (v.IsDefined()) {
            auto n = engine::read_int(v, engine::join_field(mm.field(), kRegionNames[r]), ctx, 1, 3);
            l.move_cost[r] = n ? static_cast<int>(*n) : 1;
          }
        }
        mm.finish();
      }
    }
    l.icon = m.one_of("icon", {"none", "port", "gate", "source"});
    l.source_resource = resource(m, "source_resource", true);
    if ((l.icon == "source") != (l.source_resource >= 0)) m.error("source_resource", "a source icon needs source_resource (and only then)");
    YAML::Node linked = m.child_or_null("linked_obstacles");
    if (linked.IsDefined() && !linked.IsNull()) {
      std::string lf = engine::join_field(field, "linked_obstacles");
      auto items = engine::read_sequence(linked, lf, ctx);
      for (size_t i = 0; i < items.size(); ++i) {
        MapReader lm(items[i], engine::index_field(lf, i), ctx);
        if (!lm.valid()) continue;
        int ob = ref(lm, "obstacle", "obstacle", false);
        int copies = static_cast<int>(lm.integer_or("copies", 1, 3, 1));
        lm.finish();
        if (ob >= 0) l.linked.push_back({ob, copies});
      }
    }
    l.action = effects(m, "action");
    l.activation = effects(m, "activation");
    l.passive = modifiers(m, "passive");
    l.unlocks_character = ref(m, "unlocks_character", "character", true);
    l.threat_resource = resource(m, "threat_resource", true);
    if ((l.kind == "threat") != (l.threat_resource >= 0)) m.error("threat_resource", "threat locations (only) need threat_resource");
    YAML::Node cs = m.child_or_null("create_asset_stress");
    if (cs.IsDefined() && !cs.IsNull()) {
      MapReader sm(cs, engine::join_field(field, "create_asset_stress"), ctx);
      if (sm.valid()) {
        l.stress_psyche = static_cast<int>(sm.integer_or("psyche", 0, 3, 0));
        l.stress_body = static_cast<int>(sm.integer_or("body", 0, 3, 0));
        sm.finish();
      }
    }
    l.art = engine::read_art_or_none(m, dir);
    m.finish();
    c.locations.push_back(std::move(l));
  }

  void obstacle(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    Obstacle o;
    MapReader m(node, field, ctx);
    if (!m.valid()) return;
    o.id = m.string("id");
    o.name = m.string("name");
    o.home_region = enum_field(m, "home_region", kRegionNames.data(), 3, false, 0);
    o.season_back = enum_field(m, "season_back", kSeasonNames.data(), 4, false, 0);
    o.difficulty = static_cast<int>(m.integer("difficulty", 1, 6, 1));
    o.skill = enum_field(m, "skill", kSkillNames.data(), 8, false, 0);
    o.tags = m.string_list_or("tags");
    for (const auto& s : m.string_list("threat_icons")) {
      int r = resource_index(s);
      if (r < 0) m.error("threat_icons", "unknown resource '" + s + "'");
      else o.threat_icons.push_back(r);
    }
    if (o.threat_icons.empty() || o.threat_icons.size() > 2) m.error("threat_icons", "needs 1..2 icons");
    for (auto v : m.integer_list("dice", 1, 6)) o.dice.push_back(static_cast<int>(v));
    if (o.dice.empty() || o.dice.size() > 5) m.error("dice", "needs 1..5 dice");
    std::sort(o.dice.begin(), o.dice.end());
    YAML::Node dmg = m.child("damage");
    if (dmg.IsDefined()) {
      MapReader dm(dmg, engine::join_field(field, "damage"), ctx);
      if (dm.valid()) {
        o.damage_psyche = static_cast<int>(dm.integer("psyche", 0, 4, 0));
        o.damage_body = static_cast<int>(dm.integer("body", 0, 4, 0));
        dm.finish();
      }
    }
    o.location_linked = m.one_of("unlock", {"threat", "location"}) == "location";
    o.stationary = m.boolean_or("stationary", false);
    o.copies = static_cast<int>(m.integer_or("copies", 1, 3, 1));
    o.passive = modifiers(m, "passive");
    o.activation = effects(m, "activation");
    o.on_overcome = effects(m, "on_overcome");
    o.art = engine::read_art_or_none(m, dir);
    m.finish();
    c.obstacles.push_back(std::move(o));
  }

  static int cell_index(const std::string& s) {
    if (s.size() != 4 || s[0] != 'r' || s[2] != 'c' || s[1] < '1' || s[1] > '4' || s[3] < '1' || s[3] > '4') return -1;
    return (s[1] - '1') * 4 + (s[3] - '1');
  }

  void progress(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    ProgressCard p;
    MapReader m(node, field, ctx);
    if (!m.valid()) return;
    p.id = m.string("id");
    p.name = m.string("name");
    p.stage = static_cast<int>(m.integer("stage", 1, 5, 1));
    YAML::Node slot = m.child("obstacle_slot");
    if (slot.IsDefined()) {
      MapReader sm(slot, engine::join_field(field, "obstacle_slot"), ctx);
      if (sm.valid()) {
        p.slot_region = enum_field(sm, "region", kRegionNames.data(), 3, false, 0);
        p.slot_resource = resource(sm, "resource", false);
        bool exists = false;
        for (int i = 0; i < 3; ++i) exists = exists || kSlotResource[p.slot_region][i] == p.slot_resource;
        if (!exists) sm.error("resource", "no slot (" + kRegionNames[p.slot_region] + ", " +
                                              (p.slot_resource >= 0 ? kResourceNames[p.slot_resource] : "?") +
                                              ") on the location board");
        if (p.slot_resource < 0) p.slot_resource = kSlotResource[p.slot_region][0];
        sm.finish();
      }
    }
    for (const auto& s : m.string_list("reward")) {
      if (s == "wild") p.reward.push_back(kWild);
      else if (resource_index(s) >= 0) p.reward.push_back(resource_index(s));
      else m.error("reward", "unknown reward '" + s + "'");
    }
    if (p.reward.empty() || p.reward.size() > 2) m.error("reward", "needs 1..2 icons");
    p.start = cell_index(m.string("start"));
    p.end = cell_index(m.string("end"));
    if (p.start < 0) m.error("start", "expected r1c1..r4c4");
    if (p.end < 0) m.error("end", "expected r1c1..r4c4");
    YAML::Node grid = m.child("grid");
    std::string gf = engine::join_field(field, "grid");
    auto rows = grid.IsDefined() ? engine::read_sequence(grid, gf, ctx) : std::vector<YAML::Node>{};
    if (grid.IsDefined() && rows.size() != 4) ctx.error(grid, gf, "needs 4 rows");
    for (size_t r = 0; r < rows.size() && r < 4; ++r) {
      std::string rf = engine::index_field(gf, r);
      auto cells = engine::read_sequence(rows[r], rf, ctx);
      if (cells.size() != 4) ctx.error(rows[r], rf, "needs 4 cells");
      for (size_t col = 0; col < cells.size() && col < 4; ++col) {
        std::string cf = engine::index_field(rf, col);
        Square& sq = p.grid[r * 4 + col];
        if (cells[col].IsScalar() && cells[col].Scalar() == ".") continue;
        MapReader sm(cells[col], cf, ctx);
        if (!sm.valid()) continue;
        sq.region = enum_field(sm, "region", kRegionNames.data(), 3, true);
        sq.resource = enum_field(sm, "colour", kResourceNames.data(), 6, true);
        sq.face = static_cast<int>(sm.integer_or("face", 1, 6, 0));
        std::string rel = sm.one_of_or("rel", {"plus1", "minus1", "equal"}, "");
        if (!rel.empty()) {
          sq.kind = SquareKind::kRel;
          sq.rel = rel == "plus1" ? 1 : rel == "minus1" ? -1 : 0;
          if (sq.region >= 0 || sq.resource >= 0 || sq.face) sm.error("rel", "a rel square has no other constraint");
        } else if (sq.region >= 0 && sq.resource >= 0) {
          sq.kind = SquareKind::kColourRegion;
          bool exists = false;
          for (int i = 0; i < 3; ++i) exists = exists || kSlotResource[sq.region][i] == sq.resource;
          if (!exists) sm.error("colour", "no such slot on the location board");
          if (sq.face) sm.error("face", "colour+region squares have no face");
        } else if (sq.region >= 0) {
          sq.kind = SquareKind::kRegion;
          if (sq.face) sm.error("face", "region squares have no face");
        } else if (sq.resource >= 0 && sq.face) {
          sq.kind = SquareKind::kColourFace;
        } else if (sq.resource >= 0) {
          sq.kind = SquareKind::kColour;
        } else if (sq.face) {
          sq.kind = SquareKind::kFace;
        } else {
          sq.kind = SquareKind::kWild;
        }
        sm.finish();
      }
    }
    if (p.start >= 0 && p.end >= 0) {
      if (p.grid[p.start].kind == SquareKind::kNone) m.error("start", "the start cell has no square");
      if (p.grid[p.end].kind == SquareKind::kNone) m.error("end", "the end cell has no square");
      if (p.grid[p.start].kind == SquareKind::kRel) m.error("start", "the start square cannot be rel");
      if (p.start == p.end) m.error("end", "the end square must differ from the start");
      // Reachability through 8-neighbour squares.
      engine::CellGrid grid = engine::CellGrid::sized(4, 4);
      for (int cell = 0; cell < 16; ++cell) grid.present[cell] = p.grid[cell].kind != SquareKind::kNone;
      if (!grid.reachable(p.start, p.end)) m.error("end", "the end square cannot be reached from the start square");
    } else {
      p.start = std::max(p.start, 0);
      p.end = std::max(p.end, 0);
    }
    p.art = engine::read_art_or_none(m, dir);
    m.finish();
    c.progress.push_back(std::move(p));
  }

  void character(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    Character ch;
    MapReader m(node, field, ctx);
    if (!m.valid()) return;
    ch.id = m.string("id");
    ch.name = m.string("name");
    ch.title = m.string_or("title", "");
    ch.starts_unlocked = m.boolean("starts_unlocked");
    ch.unlocked_by = ref(m, "unlocked_by", "obstacle", true);
    ch.signature = enum_field(m, "signature_resource", kResourceNames.data(), 6, false, 0);
    YAML::Node sk = m.child("skills");
    if (sk.IsDefined()) {
      MapReader sm(sk, engine::join_field(field, "skills"), ctx);
      if (sm.valid()) {
        for (int s = 0; s < kSkills; ++s) ch.skills[s] = static_cast<int>(sm.integer(kSkillNames[s], 0, 6, 0));
        sm.finish();
      }
    }
    ch.psyche_max = static_cast<int>(m.integer("psyche_max", 2, 6, 3));
    ch.body_max = static_cast<int>(m.integer("body_max", 2, 6, 3));
    std::string af = engine::join_field(field, "abilities");
    YAML::Node ab = m.child("abilities");
    if (ab.IsDefined())
      for (auto& [i, n] : enumerate(engine::read_sequence(ab, af, ctx))) ch.abilities.push_back(ability(n, engine::index_field(af, i), ctx));
    std::string achf = engine::join_field(field, "achievements");
    YAML::Node ach = m.child("achievements");
    if (ach.IsDefined()) {
      auto items = engine::read_sequence(ach, achf, ctx);
      if (items.size() != 6) ctx.error(ach, achf, "needs exactly 6 achievements");
      for (size_t i = 0; i < items.size(); ++i) {
        std::string f = engine::index_field(achf, i);
        MapReader am(items[i], f, ctx);
        if (!am.valid()) continue;
        Achievement a;
        YAML::Node t = am.child("trigger");
        if (t.IsDefined()) a.trigger = trigger(t, engine::join_field(f, "trigger"), ctx);
        YAML::Node g = am.child("grants");
        if (g.IsDefined()) a.grants = ability(g, engine::join_field(f, "grants"), ctx);
        am.finish();
        ch.achievements.push_back(a);
      }
    }
    std::string df = engine::join_field(field, "discord");
    YAML::Node dis = m.child("discord");
    if (dis.IsDefined()) {
      auto items = engine::read_sequence(dis, df, ctx);
      if (items.size() != 6) ctx.error(dis, df, "needs exactly 6 discord lines");
      for (size_t i = 0; i < items.size(); ++i) {
        std::string f = engine::index_field(df, i);
        MapReader dm(items[i], f, ctx);
        if (!dm.valid()) continue;
        DiscordLine line;
        YAML::Node w = dm.child_or_null("when");
        if (w.IsDefined() && !w.IsNull()) {
          line.has_when = true;
          line.when = trigger(w, engine::join_field(f, "when"), ctx);
        }
        line.effects = effects(dm, "effect");
        if (i == 5) {
          bool burns = std::any_of(line.effects.begin(), line.effects.end(), [](const Effect& e) { return e.op == "burn_self"; });
          if (!burns) dm.error("effect", "discord line 6 must contain burn_self");
        }
        dm.finish();
        ch.discord.push_back(line);
      }
    }
    ch.art = engine::read_art_or_none(m, dir);
    m.finish();
    c.characters.push_back(std::move(ch));
  }
  template <class T>
  static std::vector<std::pair<size_t, T>> enumerate(const std::vector<T>& v) {
    std::vector<std::pair<size_t, T>> out;
    for (size_t i = 0; i < v.size(); ++i) out.push_back({i, v[i]});
    return out;
  }

  void event(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
    SeasonEvent e;
    MapReader m(node, field, ctx);
    if (!m.valid()) return;
    e.id = m.string("id");
    e.name = m.string("name");
    e.season = enum_field(m, "season", kSeasonNames.data(), 4, false, 0);
    e.count = static_cast<int>(m.integer("count", 0, 3, 0));
    e.this_turn = m.one_of("duration", {"immediate", "this_turn"}) == "this_turn";
    e.effects = effects(m, "effects");
    m.finish();
    c.events.push_back(std::move(e));
  }

  // [SECTION] tables
  void tables(const YAML::Node& root, const ReadContext& ctx) {
    Tables& t = c.tables;
    MapReader m(root, "", ctx);
    if (!m.valid()) return;
    YAML::Node tr = m.child("tracks");
    if (tr.IsDefined()) {
      MapReader tm(tr, "tracks", ctx);
      for (int r = 0; r < 6 && tm.valid(); ++r) {
        YAML::Node one = tm.child(kResourceNames[r]);
        if (!one.IsDefined()) continue;
        MapReader om(one, "tracks." + kResourceNames[r], ctx);
        if (!om.valid()) continue;
        t.victory[r] = om.boolean("victory");
        auto levels = om.integer_list("levels", 1, 6);
        if (levels.size() != 12) om.error("levels", "needs 12 levels (spaces 1..12)");
        for (size_t i = 0; i < 12 && i < levels.size(); ++i) t.levels[r][i] = static_cast<int>(levels[i]);
        t.mastery[r] = static_cast<int>(om.integer("mastery", 1, 12, 12));
        t.icon[r] = engine::read_icon_or(om, "icon", "");
        om.finish();
      }
      if (tm.valid()) tm.finish();
    }
    YAML::Node d = m.child("difficulties");
    if (d.IsDefined()) {
      MapReader dm(d, "difficulties", ctx);
      for (int i = 0; i < 4 && dm.valid(); ++i) {
        YAML::Node one = dm.child(kDifficultyNames[i]);
        if (!one.IsDefined()) continue;
        MapReader om(one, "difficulties." + kDifficultyNames[i], ctx);
        if (!om.valid()) continue;
        t.threat_start[i] = static_cast<int>(om.integer("threat_start", 1, 11, 2));
        t.multiplier[i] = static_cast<int>(om.integer("multiplier", 1, 4, 1));
        om.finish();
      }
      if (dm.valid()) dm.finish();
    }
    auto stars = m.integer_list("stage_stars", 0, 4);
    if (stars.size() != 5) m.error("stage_stars", "needs 5 values");
    for (size_t i = 0; i < 5 && i < stars.size(); ++i) t.stage_stars[i] = static_cast<int>(stars[i]);
    YAML::Node ad = m.child("action_dice");
    if (ad.IsDefined()) {
      MapReader am(ad, "action_dice", ctx);
      if (am.valid()) {
        t.dice_per_player = static_cast<int>(am.integer("per_player", 1, 10, 5));
        t.dice_solo = static_cast<int>(am.integer("solo", 1, 12, 7));
        t.dice_keep = static_cast<int>(am.integer("keep", 0, 10, 3));
        am.finish();
      }
    }
    auto surge = m.integer_list("surge", 0, 4);
    if (surge.size() != 5) m.error("surge", "needs 5 values (players 0..4)");
    for (size_t i = 0; i < 5 && i < surge.size(); ++i) t.surge[i] = static_cast<int>(surge[i]);
    YAML::Node sl = m.child("standard_layout");
    if (sl.IsDefined()) {
      MapReader lm(sl, "standard_layout", ctx);
      for (int r = 0; r < 3 && lm.valid(); ++r) {
        auto ids = lm.string_list(kRegionNames[r]);
        if (ids.size() != 3) lm.error(kRegionNames[r], "needs 3 locations (top, middle, bottom)");
        for (size_t i = 0; i < 3 && i < ids.size(); ++i) {
          int l = c.find_location(ids[i]);
          if (l < 0) lm.error(kRegionNames[r], "unknown location id '" + ids[i] + "'");
          else if (c.locations[l].region != r) lm.error(kRegionNames[r], ids[i] + " is not in " + kRegionNames[r]);
          t.standard_layout[r][i] = std::max(l, 0);
        }
      }
      if (lm.valid()) lm.finish();
    }
    YAML::Node ti = m.child("titles");
    if (ti.IsDefined()) {
      auto items = engine::read_sequence(ti, "titles", ctx);
      for (size_t i = 0; i < items.size(); ++i) {
        MapReader tm(items[i], engine::index_field("titles", i), ctx);
        if (!tm.valid()) continue;
        int min = static_cast<int>(tm.integer("min", 0, 36, 0));
        t.titles.push_back({min, tm.string("title")});
        tm.finish();
      }
    }
    m.finish();
  }
};

using ItemFn = void (Loader::*)(const YAML::Node&, const std::string&, const ReadContext&);

// Where, inside a card, an effect's `location:` names `id` (undefined when nowhere).
YAML::Node find_location_ref(const YAML::Node& node, const std::string& id) {
  if (node.IsMap()) {
    for (const auto& pair : node) {
      if (pair.first.IsScalar() && pair.first.Scalar() == "location" && pair.second.IsScalar() && pair.second.Scalar() == id)
        return pair.second;
      if (YAML::Node found = find_location_ref(pair.second, id); found.IsDefined()) return found;
    }
  } else if (node.IsSequence()) {
    for (const auto& item : node)
      if (YAML::Node found = find_location_ref(item, id); found.IsDefined()) return found;
  }
  return YAML::Node(YAML::NodeType::Undefined);
}

}  // namespace

// [SECTION] load
std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors,
                                            const std::string& display_root) {
  auto content = std::make_shared<Content>();
  Loader loader{*content, dir};
  std::string root = display_root.empty() ? dir.string() : display_root;
  auto display = [&](const std::string& rel) { return (std::filesystem::path(root) / rel).string(); };
  // A .yaml file the title never reads is a mistake (a misspelt name, a stray link): said, not
  // skipped. Kept apart until the end so it does not cut the other checks short.
  static const std::vector<std::string> kFiles = {"calendar.yaml", "tables.yaml", "cards/obstacles.yaml", "cards/characters.yaml",
                                                  "cards/locations.yaml", "cards/progress.yaml", "cards/events.yaml"};
  engine::ErrorList unread;
  engine::report_unread_files(
      dir, [](const std::filesystem::path& rel) { return std::find(kFiles.begin(), kFiles.end(), rel.generic_string()) != kFiles.end(); },
      "calendar.yaml, tables.yaml, cards/obstacles.yaml, cards/characters.yaml, cards/locations.yaml, cards/progress.yaml, "
      "cards/events.yaml",
      unread, root);
  struct CardFile {
    std::string rel, kind;
    ItemFn fn;
    std::map<std::string, int>* ids;
    std::optional<YAML::Node> doc;
  };
  std::vector<CardFile> files = {
      {"cards/obstacles.yaml", "obstacle", &Loader::obstacle, &content->obstacle_ids, {}},
      {"cards/characters.yaml", "character", &Loader::character, &content->character_ids, {}},
      {"cards/locations.yaml", "location", &Loader::location, &content->location_ids, {}},
      {"cards/progress.yaml", "progress", &Loader::progress, &content->progress_ids, {}},
      {"cards/events.yaml", "event", &Loader::event, &content->event_ids, {}},
  };
  // Pass 1: every file's ids, so cross-references resolve whatever the file order.
  for (auto& f : files) {
    f.doc = engine::load_content_file(dir, f.rel, errors, display(f.rel));
    if (!f.doc) continue;
    ReadContext ctx{display(f.rel), &errors};
    auto items = engine::read_sequence(*f.doc, "", ctx);
    for (size_t i = 0; i < items.size(); ++i) {
      if (!items[i].IsMap() || !items[i]["id"] || !items[i]["id"].IsScalar()) continue;
      std::string id = items[i]["id"].Scalar();
      if (!f.ids->emplace(id, static_cast<int>(f.ids->size())).second)
        ctx.error(items[i]["id"], engine::index_field("", i) + ".id", "duplicate " + f.kind + " id '" + id + "'");
    }
  }
  // Duplicated ids would shift indices; stop before pass 2 misattributes cards.
  if (!errors.empty()) {
    errors.append(unread);
    return nullptr;
  }
  for (auto& f : files) {
    ReadContext ctx{display(f.rel), &errors};
    auto items = engine::read_sequence(*f.doc, "", ctx);
    for (size_t i = 0; i < items.size(); ++i) (loader.*f.fn)(items[i], "[" + std::to_string(i) + "]", ctx);
  }
  if (auto doc = engine::load_content_file(dir, "tables.yaml", errors, display("tables.yaml"))) {
    ReadContext ctx{display("tables.yaml"), &errors};
    loader.tables(*doc, ctx);
  }
  if (auto doc = engine::load_content_file(dir, "calendar.yaml", errors, display("calendar.yaml"))) {
    ReadContext ctx{display("calendar.yaml"), &errors};
    auto cal = engine::calendar_from_yaml(*doc, ctx, phase_ids());
    if (cal) content->calendar = *cal;
  }
  // Cross-file checks. Each error is placed: at the card that is wrong, at the id that refers, or
  // (for something missing) at the start of the file's list, its parent.
  Content& c = *content;
  auto doc_of = [&](const std::string& rel) -> const YAML::Node* {
    for (const auto& f : files)
      if (f.rel == rel && f.doc) return &*f.doc;
    return nullptr;
  };
  auto item_of = [&](const std::string& rel, const std::string& id) -> YAML::Node {
    if (const YAML::Node* doc = doc_of(rel); doc && doc->IsSequence())
      for (const auto& item : *doc)
        if (item.IsMap() && item["id"] && item["id"].IsScalar() && item["id"].Scalar() == id) return item;
    return YAML::Node(YAML::NodeType::Undefined);
  };
  auto error_at = [&](const std::string& rel, const YAML::Node& at, const std::string& field, const std::string& msg) {
    ReadContext ctx{display(rel), &errors};
    const YAML::Node* doc = doc_of(rel);
    if (at.IsDefined()) ctx.error(at, field, msg);
    else ctx.error_at(doc ? doc->Mark() : YAML::Mark::null_mark(), field, msg);
  };
  auto whole = [&](const std::string& rel, const std::string& msg) { error_at(rel, YAML::Node(YAML::NodeType::Undefined), "", msg); };
  auto at_card = [&](const std::string& rel, const std::string& id, const std::string& msg) {
    YAML::Node item = item_of(rel, id);
    error_at(rel, item.IsDefined() ? item["id"] : item, "id", msg);
  };
  for (int season = 0; season < 4; ++season)
    for (int count = 0; count < 4; ++count)
      if (c.event_for(season, count) < 0)
        whole("cards/events.yaml", "no event for (" + kSeasonNames[season] + ", " + std::to_string(count) + ")");
  for (size_t i = 0; i < c.locations.size(); ++i) {
    const Location& l = c.locations[i];
    if (l.kind == "character_unlock" && l.region >= 0) c.unlock_location[l.region] = static_cast<int>(i);
  }
  for (int r = 0; r < 3; ++r)
    if (c.unlock_location[r] < 0) whole("cards/locations.yaml", "no character_unlock location in " + kRegionNames[r]);
  for (int r = 0; r < 6; ++r) {
    std::vector<std::string> threat;
    for (const auto& l : c.locations)
      if (l.threat_resource == r) threat.push_back(l.id);
    if (threat.empty()) whole("cards/locations.yaml", "needs exactly one threat location for " + kResourceNames[r] + "; there is none");
    for (size_t k = 1; k < threat.size(); ++k)
      at_card("cards/locations.yaml", threat[k], "needs exactly one threat location for " + kResourceNames[r] + "; " + threat[0] + " is one already");
  }
  if (c.characters.size() < 2) whole("cards/characters.yaml", "needs at least 2 characters");
  {
    std::vector<bool> linked(c.obstacles.size());
    for (const auto& l : c.locations)
      for (auto [ob, copies] : l.linked) linked[ob] = true;
    for (size_t i = 0; i < c.obstacles.size(); ++i)
      if (c.obstacles[i].location_linked && !linked[i])
        at_card("cards/obstacles.yaml", c.obstacles[i].id, c.obstacles[i].id + " is location-linked but no location links it");
  }
  auto check_brings = [&](const std::vector<Effect>& list, const std::string& rel, const std::string& owner) {
    for (const Effect& e : list)
      if (e.op == "bring_location" && e.location >= 0 && c.locations[e.location].kind != "discord" &&
          c.locations[e.location].kind != "threat") {
        // At the location id the effect names (the id that refers), else at the card.
        const std::string& target = c.locations[e.location].id;
        YAML::Node at = find_location_ref(item_of(rel, owner), target);
        const std::string msg = owner + ": bring_location only brings threat and discord locations into play; " + target + " is " +
                                c.locations[e.location].kind;
        if (at.IsDefined()) error_at(rel, at, "location", msg);
        else at_card(rel, owner, msg);
      }
  };
  for (const auto& ch : c.characters) {
    for (const auto& d : ch.discord) check_brings(d.effects, "cards/characters.yaml", ch.id);
    for (const auto& a : ch.abilities) check_brings(a.effects, "cards/characters.yaml", ch.id);
  }
  for (const auto& o : c.obstacles) {
    check_brings(o.activation, "cards/obstacles.yaml", o.id);
    check_brings(o.on_overcome, "cards/obstacles.yaml", o.id);
  }
  for (const auto& l : c.locations) {
    check_brings(l.action, "cards/locations.yaml", l.id);
    check_brings(l.activation, "cards/locations.yaml", l.id);
  }
  for (const auto& ev : c.events) check_brings(ev.effects, "cards/events.yaml", ev.id);
  errors.append(unread);
  if (!errors.empty()) return nullptr;
  return content;
}

// [SECTION] report
std::string content_report(const Content& c) {
  std::ostringstream out;
  int cards = 0, threat_cards = 0, linked = 0;
  std::array<int, 6> icons{};
  for (const auto& o : c.obstacles) {
    cards += o.copies;
    (o.location_linked ? linked : threat_cards) += o.copies;
    for (int r : o.threat_icons) icons[r] += o.copies;
  }
  out << "Six Winters content\n";
  out << "  locations: " << c.locations.size() << " (target 49)\n";
  out << "  obstacles: " << cards << " cards, " << c.obstacles.size() << " designs (target 90 cards, ~81 designs)\n";
  out << "    threat-unlocked " << threat_cards << " (target 62), location-linked " << linked << " (target 28)\n";
  out << "  progress cards: " << c.progress.size() << " (target 57); by stage:";
  std::array<int, 5> stage{};
  for (const auto& p : c.progress) stage[p.stage - 1]++;
  for (int s : stage) out << ' ' << s;
  out << " (target 12 8 10 15 12)\n";
  out << "  characters: " << c.characters.size() << " (target 7), events: " << c.events.size() << " (target 16)\n";
  out << "  threat icons per track (target stab 20, tech 21, esp 19, mil 25, dip 20, sorc 24):\n   ";
  for (int r = 0; r < 6; ++r) out << ' ' << kResourceNames[r] << ' ' << icons[r];
  out << "\n  starting obstacle decks by difficulty (target ~25 / 34 / 43 / 58):\n";
  for (int d = 0; d < 4; ++d) {
    int n = 0;
    for (const auto& o : c.obstacles) {
      if (o.location_linked) continue;
      // Campaign setup step 4 (§2): unlocked when, for any icon, that track's threat level (the
      // number under the marker, §1.1) at the difficulty's start space reaches the card's difficulty.
      bool unlocked = false;
      for (int r : o.threat_icons) unlocked = unlocked || c.level(r, c.tables.threat_start[d]) >= o.difficulty;
      if (unlocked) n += o.copies;
    }
    out << "    " << kDifficultyNames[d] << ": " << n << "\n";
  }
  return out.str();
}

}  // namespace sb::sw
