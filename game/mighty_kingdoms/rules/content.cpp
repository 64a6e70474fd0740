// Loads content/mighty_kingdoms/: calendar, tables, options, races, artefacts, maps. Strict:
// unknown keys, wrong types, out-of-range numbers and dangling ids are collected as errors.
#include "game/mighty_kingdoms/rules/content.h"

#include <algorithm>
#include <set>

#include "engine/content/art.h"
#include "engine/content/core_yaml.h"
#include "engine/content/paths.h"
#include "game/mighty_kingdoms/rules/phases.h"

namespace sb::mk {
namespace {

using engine::MapReader;
using engine::ReadContext;

const std::vector<std::string> kSettlementIds = {"none", "village", "city", "capital", "fortress"};

std::optional<Settlement> settlement_from(const std::string& s) {
  for (size_t i = 0; i < kSettlementIds.size(); ++i)
    if (kSettlementIds[i] == s) return static_cast<Settlement>(i);
  return std::nullopt;
}

// A nullable integer field: null → 0 (meaning "none"/"fearless").
int nullable_int(MapReader& m, const std::string& key, int lo, int hi) {
  YAML::Node n = m.child(key);
  if (!n.IsDefined() || n.IsNull()) return 0;
  auto v = engine::read_int(n, engine::join_field(m.field(), key), m.context(), lo, hi);
  return v ? static_cast<int>(*v) : 0;
}

void read_tables(const YAML::Node& root, const ReadContext& ctx, Tables& t) {
  MapReader map(root, "", ctx);
  if (!map.valid()) return;
  std::set<int> seen;
  auto rows = engine::read_sequence(map.child("exploration"), "exploration", ctx);
  for (size_t i = 0; i < rows.size(); ++i) {
    MapReader row(rows[i], engine::index_field("exploration", i), ctx);
    if (!row.valid()) continue;
    int roll = static_cast<int>(row.integer("roll", 2, 12, 2));
    std::string result = row.one_of("result", {"none", "village", "city", "fortress"}, "none");
    row.finish();
    if (!seen.insert(roll).second) row.error("roll", "roll " + std::to_string(roll) + " appears twice");
    t.exploration[static_cast<size_t>(roll)] = *settlement_from(result);
  }
  if (!rows.empty() && seen.size() != 11) map.error("exploration", "needs one row for every roll 2..12");

  MapReader costs(map.child("costs"), "costs", ctx);
  if (costs.valid()) {
    auto gold_food = [&](const std::string& key, int* gold, int* food, int* upkeep) {
      MapReader c(costs.child(key), "costs." + key, ctx);
      if (!c.valid()) return;
      *gold = static_cast<int>(c.integer("gold", 0, 99, 1));
      if (food) *food = static_cast<int>(c.integer("food", 0, 99, 1));
      if (upkeep) *upkeep = static_cast<int>(c.integer("upkeep_food", 0, 99, 1));
      c.finish();
    };
    gold_food("village", &t.village_gold, nullptr, nullptr);
    gold_food("city", &t.city_gold, &t.city_food, nullptr);
    gold_food("fortress", &t.fortress_gold, nullptr, nullptr);
    gold_food("capital", &t.capital_gold, nullptr, nullptr);
    gold_food("army", &t.army_gold, nullptr, &t.army_upkeep_food);
    gold_food("ship", &t.ship_gold, nullptr, nullptr);
    costs.finish();
  }
  t.max_armies = static_cast<int>(map.integer("max_armies", 1, 50, 6));
  MapReader sets(map.child("settlements"), "settlements", ctx);
  if (sets.valid()) {
    for (const char* key : {"village", "city", "capital", "fortress"}) {
      MapReader s(sets.child(key), std::string("settlements.") + key, ctx);
      if (!s.valid()) continue;
      size_t i = static_cast<size_t>(*settlement_from(key));
      t.income_gold[i] = static_cast<int>(s.integer("gold", 0, 99, 0));
      t.income_food[i] = static_cast<int>(s.integer("food", 0, 99, 0));
      t.deploy_limit[i] = static_cast<int>(s.integer("deploy_limit", 0, 12, 1));
      t.might[i] = static_cast<int>(s.integer("might", 0, 99, 1));
      s.finish();
    }
    sets.finish();
  }
  t.marsh_deploy_limit = static_cast<int>(map.integer("marsh_deploy_limit", 0, 12, 0));
  if (YAML::Node icons = map.child_or_null("icons"); icons.IsDefined() && !icons.IsNull()) {
    MapReader pics(icons, "icons", ctx);
    for (const char* key : kTableIconKeys) {
      const std::string icon = engine::read_icon_or(pics, key, "");
      if (!icon.empty()) t.icons[key] = icon;
    }
    pics.finish();
  }
  MapReader might(map.child("might"), "might", ctx);
  if (might.valid()) {
    t.might_per_army = static_cast<int>(might.integer("per_army", 0, 99, 5));
    t.might_per_ship = static_cast<int>(might.integer("per_ship", 0, 99, 0));
    t.might_per_win = static_cast<int>(might.integer("per_pitched_win", 0, 99, 1));
    might.finish();
  }
  auto sizes = engine::read_sequence(map.child("board_size"), "board_size", ctx);
  for (size_t i = 0; i < sizes.size(); ++i) {
    MapReader row(sizes[i], engine::index_field("board_size", i), ctx);
    if (!row.valid()) continue;
    auto range = row.integer_list("armies", 1, 6);
    Tables::BoardSize b{1, 1, row.string("points"), row.string("table")};
    if (range.size() == 2) {
      b.armies_min = static_cast<int>(range[0]);
      b.armies_max = static_cast<int>(range[1]);
    } else {
      row.error("armies", "expected [min, max]");
    }
    row.finish();
    t.board_sizes.push_back(b);
  }
  auto read_rows = [&](const std::string& key, const std::vector<std::string>& allowed, std::map<int, std::string>& out) {
    YAML::Node n = map.child(key);
    if (!n.IsDefined()) return;
    if (!n.IsMap()) {
      ctx.error(n, key, "expected a map of roll → effect");
      return;
    }
    for (auto it = n.begin(); it != n.end(); ++it) {
      auto roll = engine::read_int(it->first, key, ctx, -20, 20);
      auto effect = engine::read_string(it->second, key, ctx);
      if (!roll || !effect) continue;
      if (std::find(allowed.begin(), allowed.end(), *effect) == allowed.end()) {
        ctx.error(it->second, key + "." + std::to_string(*roll), "unknown effect '" + *effect + "'");
        continue;
      }
      out[static_cast<int>(*roll)] = *effect;
    }
    if (out.empty()) ctx.error(n, key, "needs at least one row");
  };
  read_rows("medals", {"none", "elite_or_vicious", "piercing_or_crushing", "melee_or_ranged"}, t.medal_rows);
  read_rows("scars", {"defence", "melee_or_ranged", "nerve", "yellow_bellied", "inspiring"}, t.scar_rows);
  auto quest = engine::read_sequence(map.child("quest"), "quest", ctx);
  for (size_t i = 0; i < quest.size(); ++i) {
    MapReader row(quest[i], engine::index_field("quest", i), ctx);
    if (!row.valid()) continue;
    Tables::QuestRow q;
    q.min_roll = static_cast<int>(row.integer("min", -99, 99, 0));
    q.effect = row.one_of("effect", {"artefact", "nothing", "scar", "hero_lost"}, "nothing");
    if (q.effect == "artefact") {
      auto pts = row.integer_list("points", 0, 1000);
      if (pts.size() == 2) {
        q.min_points = static_cast<int>(pts[0]);
        q.max_points = static_cast<int>(pts[1]);
      } else {
        row.error("points", "expected [min, max]");
      }
    }
    row.finish();
    t.quest.push_back(q);
  }
  MapReader dice(map.child("dice_battle"), "dice_battle", ctx);
  if (dice.valid()) {
    MapReader land(dice.child("land"), "dice_battle.land", ctx);
    if (land.valid()) {
      t.land_base_defence = static_cast<int>(land.integer("base_defence", 1, 7, 4));
      t.land_defending_bonus = static_cast<int>(land.integer("defending", 0, 6, 1));
      t.land_capital_bonus = static_cast<int>(land.integer("own_capital", 0, 6, 1));
      t.land_fortress_bonus = static_cast<int>(land.integer("own_fortress", 0, 6, 1));
      t.land_max_defence = static_cast<int>(land.integer("max_defence", 1, 7, 6));
      land.finish();
    }
    MapReader naval(dice.child("naval"), "dice_battle.naval", ctx);
    if (naval.valid()) {
      t.naval_hit = static_cast<int>(naval.integer("hit_on", 1, 7, 4));
      t.naval_carry_bonus = static_cast<int>(naval.integer("carrying_army", 0, 6, 1));
      t.naval_river_penalty = static_cast<int>(naval.integer("river_penalty", 0, 6, 1));
      naval.finish();
    }
    MapReader lw(dice.child("land_water"), "dice_battle.land_water", ctx);
    if (lw.valid()) {
      t.land_water_dice_army = static_cast<int>(lw.integer("per_army", 0, 6, 1));
      t.land_water_dice_ship = static_cast<int>(lw.integer("per_ship", 0, 6, 1));
      t.land_water_dice_pair = static_cast<int>(lw.integer("per_pair", 0, 6, 2));
      lw.finish();
    }
    dice.finish();
  }
  map.finish();
}

void read_options(const YAML::Node& root, const ReadContext& ctx, std::vector<OptionDef>& out) {
  MapReader map(root, "", ctx);
  if (!map.valid()) return;
  const std::vector<std::string> known = {"veterancy", "tabletop_dice_fallback", "terrain_fatigue",
                                          "recruit_terrain_restrictions", "wizard_towers", "magical_artefacts"};
  auto items = engine::read_sequence(map.child("options"), "options", ctx);
  for (size_t i = 0; i < items.size(); ++i) {
    std::string f = engine::index_field("options", i);
    MapReader o(items[i], f, ctx);
    if (!o.valid()) continue;
    OptionDef d;
    d.id = o.one_of("id", known, known[0]);
    d.description = o.string("description");
    MapReader def(o.child("default"), f + ".default", ctx);
    if (def.valid()) {
      d.default_dice = def.boolean("dice");
      d.default_tabletop = def.boolean("tabletop");
      def.finish();
    }
    auto avail = o.string_list("available");
    d.available_dice = d.available_tabletop = false;
    for (const std::string& a : avail) {
      if (a == "dice" || a == "dice_with_veterancy") d.available_dice = true;
      else if (a == "tabletop") d.available_tabletop = true;
      else o.error("available", "unknown mode '" + a + "' (dice, tabletop, dice_with_veterancy)");
    }
    o.finish();
    out.push_back(d);
  }
  map.finish();
}

std::optional<UnitProfile> read_unit(const YAML::Node& node, const std::string& f, const ReadContext& ctx) {
  MapReader u(node, f, ctx);
  if (!u.valid()) return std::nullopt;
  UnitProfile p;
  p.name = u.string("name");
  std::string type = u.one_of("type", {"hero", "monster", "war_machine", "other"}, "other");
  p.type = type == "hero" ? UnitType::kHero : type == "monster" ? UnitType::kMonster
         : type == "war_machine" ? UnitType::kWarMachine : UnitType::kOther;
  p.points = static_cast<int>(u.integer("points", 0, 1000, 0));
  p.me = nullable_int(u, "me", 2, 6);
  p.ra = nullable_int(u, "ra", 2, 6);
  p.def = static_cast<int>(u.integer("def", 1, 7, 4));
  p.waver = nullable_int(u, "waver", 1, 30);
  p.rout = static_cast<int>(u.integer("rout", 1, 30, 12));
  p.elite = u.boolean_or("elite", false);
  p.vicious = u.boolean_or("vicious", false);
  p.yellow_bellied = u.boolean_or("yellow_bellied", false);
  p.piercing = static_cast<int>(u.integer_or("piercing", 0, 4, 0));
  p.crushing_strength = static_cast<int>(u.integer_or("crushing_strength", 0, 4, 0));
  p.inspiring = static_cast<int>(u.integer_or("inspiring", 0, 2, 0));
  u.finish();
  return p;
}

std::optional<Race> read_race(const YAML::Node& root, const ReadContext& ctx) {
  MapReader map(root, "", ctx);
  if (!map.valid()) return std::nullopt;
  Race race;
  race.id = map.string("id");
  race.name = map.string("name");
  race.description = map.string_or("description", "");
  race.allies = map.string_list_or("allies");
  auto armies = engine::read_sequence(map.child("armies"), "armies", ctx);
  if (map.has("armies") && armies.empty()) map.error("armies", "needs at least one army list");
  for (size_t i = 0; i < armies.size(); ++i) {
    std::string f = engine::index_field("armies", i);
    MapReader a(armies[i], f, ctx);
    if (!a.valid()) continue;
    ArmyTemplate t;
    t.id = a.string("id");
    t.name = a.string("name");
    auto units = engine::read_sequence(a.child("units"), f + ".units", ctx);
    for (size_t u = 0; u < units.size(); ++u)
      if (auto p = read_unit(units[u], engine::index_field(f + ".units", u), ctx)) t.units.push_back(*p);
    if (t.units.empty()) a.error("units", "an army list needs at least one unit");
    a.finish();
    race.armies.push_back(t);
  }
  map.finish();
  return race;
}

void read_artefacts(const YAML::Node& root, const ReadContext& ctx, std::vector<Artefact>& out) {
  MapReader map(root, "", ctx);
  if (!map.valid()) return;
  auto items = engine::read_sequence(map.child("artefacts"), "artefacts", ctx);
  std::set<std::string> ids;
  for (size_t i = 0; i < items.size(); ++i) {
    MapReader a(items[i], engine::index_field("artefacts", i), ctx);
    if (!a.valid()) continue;
    Artefact art;
    art.id = a.string("id");
    art.name = a.string("name");
    art.points = static_cast<int>(a.integer("points", 0, 500, 0));
    art.requirement = a.string_or("requirement", "");
    if (!ids.insert(art.id).second) a.error("id", "duplicate artefact id '" + art.id + "'");
    a.finish();
    out.push_back(art);
  }
  map.finish();
}

// A file of the title's folder; every file must resolve inside it (links out are refused).
std::optional<YAML::Node> load(const std::filesystem::path& dir, const std::string& rel, engine::ErrorList& errors,
                               bool required = true) {
  std::filesystem::path file = dir / rel;
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::symlink_status(file, ec))) {
    if (required) errors.add(file.string(), 0, 0, "", "missing file");
    return std::nullopt;
  }
  return engine::load_content_file(dir, rel, errors, file.string());
}

// The first scalar in `node` (keys aside) that reads `text`: where an id is written.
std::optional<YAML::Mark> find_scalar(const YAML::Node& node, const std::string& text) {
  if (node.IsScalar()) return node.Scalar() == text ? std::optional<YAML::Mark>(node.Mark()) : std::nullopt;
  if (node.IsSequence())
    for (const auto& item : node)
      if (auto mark = find_scalar(item, text)) return mark;
  if (node.IsMap())
    for (const auto& pair : node)
      if (auto mark = find_scalar(pair.second, text)) return mark;
  return std::nullopt;
}

}  // namespace

int ArmyTemplate::points() const {
  int total = 0;
  for (const UnitProfile& u : units) total += u.points;
  return total;
}
bool ArmyTemplate::has(UnitType type) const {
  return std::any_of(units.begin(), units.end(), [type](const UnitProfile& u) { return u.type == type; });
}
int Content::race_index(const std::string& id) const {
  for (size_t i = 0; i < races.size(); ++i)
    if (races[i].id == id) return static_cast<int>(i);
  return -1;
}

std::shared_ptr<const Content> load_mk_content(const std::filesystem::path& dir, engine::ErrorList& errors) {
  auto content = std::make_shared<Content>();
  size_t before = errors.size();
  // A .yaml file the title never reads is a mistake (a misspelt name, a map in a subfolder, a stray
  // link): said, not skipped. Races are read at any depth of races/, maps directly in maps/.
  engine::report_unread_files(
      dir,
      [](const std::filesystem::path& rel) {
        const std::string path = rel.generic_string();
        const std::filesystem::path parent = rel.parent_path();
        // (races/ and maps/ themselves: a link of either out of the folder is named where they are read.)
        return path == "calendar.yaml" || path == "tables.yaml" || path == "options.yaml" || path == "artefacts.yaml" ||
               path == "races" || path == "maps" || path.rfind("races/", 0) == 0 || parent == "maps";
      },
      "calendar.yaml, tables.yaml, options.yaml, artefacts.yaml, races/*.yaml, maps/*.yaml", errors, dir.string());
  const std::optional<YAML::Node> calendar_doc = load(dir, "calendar.yaml", errors);
  if (calendar_doc) {
    engine::ReadContext ctx{(dir / "calendar.yaml").string(), &errors};
    if (auto cal = engine::calendar_from_yaml(*calendar_doc, ctx, phase_ids())) content->calendar = *cal;
  }
  if (auto root = load(dir, "tables.yaml", errors)) {
    engine::ReadContext ctx{(dir / "tables.yaml").string(), &errors};
    read_tables(*root, ctx, content->tables);
  }
  if (auto root = load(dir, "options.yaml", errors)) {
    engine::ReadContext ctx{(dir / "options.yaml").string(), &errors};
    read_options(*root, ctx, content->options);
  }
  if (auto root = load(dir, "artefacts.yaml", errors)) {
    engine::ReadContext ctx{(dir / "artefacts.yaml").string(), &errors};
    read_artefacts(*root, ctx, content->artefacts);
  }
  // Each race's file and document, for errors found after all have loaded.
  std::vector<std::pair<std::string, YAML::Node>> race_docs;
  const engine::ContentListing race_files = engine::list_content_files(dir / "races", ".yaml", dir);
  for (const auto& refused : race_files.refused)
    errors.add((refused.file.empty() ? dir / "races" : dir / "races" / refused.file).string(), 0, 0, "",
               "refused: " + refused.reason);
  for (const auto& rel : race_files.files) {
    std::string name = (dir / "races" / rel).string();
    auto root = engine::load_yaml_file(dir / "races" / rel, errors, name);
    if (!root) continue;
    engine::ReadContext ctx{name, &errors};
    if (auto race = read_race(*root, ctx)) {
      const YAML::Node& doc = *root;
      if (content->race_index(race->id) >= 0)
        ctx.error(doc["id"], "id", "duplicate race id '" + race->id + "' (also in " +
                                           race_docs[static_cast<size_t>(content->race_index(race->id))].first + ")");
      content->races.push_back(*race);
      race_docs.emplace_back(name, *root);
    }
  }
  if (content->races.empty()) errors.add((dir / "races").string(), 0, 0, "", "needs at least one race file");
  // Dangling ally references resolve after every race has loaded; each is reported where it is written.
  for (size_t r = 0; r < content->races.size(); ++r) {
    const YAML::Node& doc = race_docs[r].second;
    const YAML::Node allies = doc["allies"];
    if (!allies.IsSequence()) continue;
    engine::ReadContext ctx{race_docs[r].first, &errors};
    for (size_t i = 0; i < allies.size(); ++i)
      if (allies[i].IsScalar() && content->race_index(allies[i].Scalar()) < 0)
        ctx.error(allies[i], engine::index_field("allies", i), "unknown race id '" + allies[i].Scalar() + "'");
  }
  // Maps are validated as they load (start tiles, coast flags, reachability): a broken map is a
  // content error at its tile, not a surprise at setup.
  std::error_code ec;
  if (std::filesystem::exists(std::filesystem::symlink_status(dir / "maps", ec)))
    content->maps = load_map_folder(dir / "maps", errors, (dir / "maps").string(), dir);
  bind_phases(content->machine);
  for (const std::string& id : content->machine.unbound_ids(content->calendar)) {
    const std::optional<YAML::Mark> at = calendar_doc ? find_scalar(*calendar_doc, id) : std::nullopt;
    engine::ReadContext ctx{(dir / "calendar.yaml").string(), &errors};
    ctx.error_at(at ? *at : calendar_doc ? calendar_doc->Mark() : YAML::Mark::null_mark(), "",
                 "phase '" + id + "' has no handler");
  }
  if (errors.size() != before) return nullptr;
  return content;
}

}  // namespace sb::mk
