// Loads content/vacant_throne/: calendar, factions and recipes, tiles, workplaces, laws, setup.
// Strict: every error with file:line:col, all of them collected; files that name resources and
// tiles load after factions.yaml and tiles.yaml.
//
// [SECTION] lookups   [SECTION] factions.yaml   [SECTION] tiles.yaml   [SECTION] workplaces.yaml
// [SECTION] laws.yaml [SECTION] setup.yaml      [SECTION] load_content
#include "game/vacant_throne/rules/content.h"

#include <algorithm>
#include <functional>

#include "engine/content/core_yaml.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"

namespace sb::vt {

using engine::MapReader;
using engine::ReadContext;

// [SECTION] lookups

const std::vector<std::string>& phase_ids() {
  static const std::vector<std::string> ids = {"season_start", "player_turns", "battles", "rewards", "cleanup", "scoring"};
  return ids;
}

namespace {
template <class T>
int find_id(const T& list, const std::string& id) {
  for (size_t i = 0; i < list.size(); ++i)
    if (list[i].id == id) return static_cast<int>(i);
  return -1;
}
}  // namespace

int Content::capital() const {
  for (size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].kind == TileKind::kCapital) return static_cast<int>(i);
  return -1;
}
int Content::faction_tile(int faction) const {
  for (size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].kind == TileKind::kFaction && tiles[i].faction == faction) return static_cast<int>(i);
  return -1;
}
int Content::bandit_tile(int faction) const {
  for (size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].kind == TileKind::kBandit && tiles[i].faction == faction) return static_cast<int>(i);
  return -1;
}
int Content::tile_index(const std::string& id) const { return find_id(tiles, id); }
int Content::workplace_index(const std::string& id) const { return find_id(workplaces, id); }
int Content::law_index(const std::string& id) const { return find_id(laws, id); }
int Content::resource_index(const std::string& id) const { return find_id(resources, id); }
int Content::faction_index(const std::string& id) const { return find_id(factions, id); }

namespace {

// A map of resource id -> count ("{timber: 2, ore: 1}").
std::array<int, kResources> read_resources(MapReader& parent, const std::string& key, const Content& c, bool required) {
  std::array<int, kResources> out{};
  YAML::Node node = required ? parent.child(key) : parent.child_or_null(key);
  if (!node.IsDefined() || node.IsNull()) return out;
  MapReader m(node, engine::join_field(parent.field(), key), parent.context());
  if (!m.valid()) return out;
  for (int r = 0; r < kResources; ++r)
    out[static_cast<size_t>(r)] = static_cast<int>(m.integer_or(c.resources[static_cast<size_t>(r)].id, 0, 99, 0));
  m.finish();
  return out;
}

std::vector<std::string> faction_ids(const Content& c) {
  std::vector<std::string> out;
  for (const Faction& f : c.factions) out.push_back(f.id);
  return out;
}

// [SECTION] factions.yaml

void load_factions(const YAML::Node& root, const ReadContext& ctx, Content& c) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  auto items = engine::read_sequence(top.child("factions"), "factions", ctx);
  if (items.size() != kFactions && top.has("factions"))
    top.error("factions", "lists " + std::to_string(items.size()) + " factions; Vacant Throne has exactly 3");
  std::array<std::array<std::string, 2>, kResources> recipes;
  std::array<YAML::Node, kResources> recipe_at;
  const char* tiers[] = {"raw", "refined", "luxury"};
  for (size_t i = 0; i < items.size() && i < kFactions; ++i) {
    std::string field = engine::index_field("factions", i);
    MapReader m(items[i], field, ctx);
    Faction& f = c.factions[i];
    f.id = m.string("id");
    f.name = m.string("name");
    f.worker = m.string_or("worker", f.name + " worker");
    f.worker_icon = engine::read_icon_or(m, "worker_icon", "");
    for (size_t j = 0; j < i; ++j)
      if (c.factions[j].id == f.id) m.error("id", "duplicate faction id '" + f.id + "'");
    for (int t = 0; t < 3; ++t) {
      MapReader r(m.child(tiers[t]), engine::join_field(field, tiers[t]), ctx);
      Resource& res = c.resources[static_cast<size_t>(resource_of(static_cast<int>(i), t))];
      res.id = r.string("id");
      res.name = r.string("name");
      res.icon = engine::read_icon_or(r, "icon", "");
      if (t > 0) {
        auto recipe = r.string_list("recipe");
        recipe_at[static_cast<size_t>(resource_of(static_cast<int>(i), t))] = r.node()["recipe"];
        if (recipe.size() != 2) r.error("recipe", "a recipe names two resources: [A, B]");
        else recipes[static_cast<size_t>(resource_of(static_cast<int>(i), t))] = {recipe[0], recipe[1]};
      }
      r.finish();
    }
    m.finish();
  }
  top.finish();
  for (int r = 0; r < kResources; ++r)
    for (int q = 0; q < r; ++q)
      if (!c.resources[static_cast<size_t>(r)].id.empty() && c.resources[static_cast<size_t>(r)].id == c.resources[static_cast<size_t>(q)].id)
        ctx.error(root, "factions", "duplicate resource id '" + c.resources[static_cast<size_t>(r)].id + "'");
  for (int r = 0; r < kResources; ++r) {
    if (tier_of(r) == 0 || recipes[static_cast<size_t>(r)][0].empty()) continue;
    Resource& res = c.resources[static_cast<size_t>(r)];
    for (int k = 0; k < 2; ++k) {
      int in = c.resource_index(recipes[static_cast<size_t>(r)][static_cast<size_t>(k)]);
      if (in < 0 || in == r)
        ctx.error(recipe_at[static_cast<size_t>(r)], "recipe", "'" + recipes[static_cast<size_t>(r)][static_cast<size_t>(k)] + "' is not another resource");
      else if (tier_of(in) >= tier_of(r))
        ctx.error(recipe_at[static_cast<size_t>(r)], "recipe", "'" + res.id + "' is made from lower tiers only");
      (k == 0 ? res.input_a : res.input_b) = in;
    }
    if (res.input_a >= 0 && res.input_a == res.input_b)
      ctx.error(recipe_at[static_cast<size_t>(r)], "recipe", "a recipe names two different resources");
  }
}

// [SECTION] tiles.yaml

void load_tiles(const YAML::Node& root, const ReadContext& ctx, Content& c) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  auto items = engine::read_sequence(top.child("tiles"), "tiles", ctx);
  std::vector<std::pair<std::string, YAML::Node>> flee;
  auto factions = faction_ids(c);
  for (size_t i = 0; i < items.size(); ++i) {
    std::string field = engine::index_field("tiles", i);
    MapReader m(items[i], field, ctx);
    Tile t;
    t.id = m.string("id");
    t.name = m.string("name");
    std::string kind = m.one_of("kind", {"capital", "bandit", "faction"}, "faction");
    t.kind = kind == "capital" ? TileKind::kCapital : kind == "bandit" ? TileKind::kBandit : TileKind::kFaction;
    if (t.kind == TileKind::kCapital) {
      if (m.has("faction")) m.error("faction", "the Capital belongs to no faction");
      if (m.has("flees_to")) m.error("flees_to", "knights cannot flee from the Capital");
    } else {
      t.faction = c.faction_index(m.one_of("faction", factions));
      flee.emplace_back(m.string("flees_to"), m.node()["flees_to"]);
    }
    if (t.kind == TileKind::kCapital) flee.emplace_back("", YAML::Node());
    if (c.tile_index(t.id) >= 0) m.error("id", "duplicate tile id '" + t.id + "'");
    m.finish();
    c.tiles.push_back(t);
  }
  top.finish();
  for (size_t i = 0; i < c.tiles.size() && i < flee.size(); ++i) {
    if (flee[i].first.empty()) continue;
    int to = c.tile_index(flee[i].first);
    if (to < 0 || to == static_cast<int>(i)) {
      ctx.error(flee[i].second, engine::index_field("tiles", i) + ".flees_to", "'" + flee[i].first + "' is not another tile");
      continue;
    }
    c.tiles[i].flees_to = to;
  }
  int capitals = 0;
  for (const Tile& t : c.tiles) capitals += t.kind == TileKind::kCapital ? 1 : 0;
  if (capitals != 1) ctx.error(root, "tiles", "needs exactly one capital tile");
  for (int f = 0; f < kFactions; ++f) {
    int fk = 0, bk = 0;
    for (const Tile& t : c.tiles) {
      fk += t.kind == TileKind::kFaction && t.faction == f ? 1 : 0;
      bk += t.kind == TileKind::kBandit && t.faction == f ? 1 : 0;
    }
    if (fk != 1 || bk != 1) ctx.error(root, "tiles", "faction '" + c.factions[static_cast<size_t>(f)].id + "' needs exactly one faction tile and one bandit tile");
  }
  // Fleeing always ends: from a Faction tile to its Bandit tile, from a Bandit tile to the Capital.
  for (size_t i = 0; i < c.tiles.size(); ++i) {
    const Tile& t = c.tiles[i];
    if (t.flees_to < 0) continue;
    const Tile& to = c.tiles[static_cast<size_t>(t.flees_to)];
    bool ok = (t.kind == TileKind::kFaction && to.kind == TileKind::kBandit && to.faction == t.faction) ||
              (t.kind == TileKind::kBandit && to.kind == TileKind::kCapital);
    if (!ok) ctx.error(flee[i].second, engine::index_field("tiles", i) + ".flees_to",
                       "a faction tile flees to its faction's bandit tile, a bandit tile to the capital");
  }
}

// [SECTION] workplaces.yaml

Workplace read_workplace(const YAML::Node& node, const std::string& field, const ReadContext& ctx, const Content& c, bool sovereign,
                         const std::filesystem::path& dir) {
  MapReader m(node, field, ctx);
  Workplace w;
  if (!m.valid()) return w;
  w.id = m.string("id");
  w.name = m.string("name");
  w.art = engine::read_art_or_none(m, dir);
  w.sovereign = sovereign;
  w.cost = read_resources(m, "cost", c, true);
  for (const std::string& id : m.string_list_or("workers")) {
    int f = c.faction_index(id);
    if (f < 0) m.error("workers", "'" + id + "' is not a faction");
    else if (std::find(w.workers.begin(), w.workers.end(), f) != w.workers.end()) m.error("workers", "'" + id + "' is listed twice");
    else w.workers.push_back(f);
  }
  w.input = read_resources(m, "input", c, false);
  w.output = read_resources(m, "output", c, false);
  w.prestige = static_cast<int>(m.integer_or("prestige", 0, 99, 0));
  w.influence = static_cast<int>(m.integer_or("influence", 0, 99, 0));
  w.rent = static_cast<int>(m.integer_or("rent", 0, 99, 0));
  std::string action = sovereign ? "none" : m.one_of_or("action", {"none", "summon", "copy_charters"}, "none");
  w.action = action == "summon" ? CardAction::kSummon : action == "copy_charters" ? CardAction::kCopyCharters : CardAction::kNone;
  w.assignable = w.action == CardAction::kNone;
  bool makes = w.prestige > 0 || w.influence > 0;
  for (int v : w.output) makes = makes || v > 0;
  if (w.assignable && w.workers.empty()) m.error("workers", "an assignable workplace needs at least one worker");
  if (w.assignable && !makes) m.error("name", "an assignable workplace must give something (output, prestige or influence)");
  if (!w.assignable && (!w.workers.empty() || makes)) m.error("action", "a card-action workplace has no workers and no output");
  m.finish();
  return w;
}

void load_workplaces(const YAML::Node& root, const ReadContext& ctx, Content& c, const std::filesystem::path& dir) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  auto items = engine::read_sequence(top.child("workplaces"), "workplaces", ctx);
  int copies = static_cast<int>(top.integer("copies", 1, 10, 2));
  for (size_t i = 0; i < items.size(); ++i) {
    Workplace w = read_workplace(items[i], engine::index_field("workplaces", i), ctx, c, false, dir);
    w.copies = copies;
    if (c.workplace_index(w.id) >= 0) ctx.error(items[i], engine::index_field("workplaces", i) + ".id", "duplicate workplace id '" + w.id + "'");
    c.workplaces.push_back(w);
  }
  if (items.empty() && top.has("workplaces")) top.error("workplaces", "needs at least one workplace");
  Workplace s = read_workplace(top.child("sovereign"), "sovereign", ctx, c, true, dir);
  s.copies = 0;
  if (c.workplace_index(s.id) >= 0) top.error("sovereign", "duplicate workplace id '" + s.id + "'");
  c.workplaces.push_back(s);
  top.finish();
}

// [SECTION] laws.yaml

void load_laws(const YAML::Node& root, const ReadContext& ctx, Content& c, const std::filesystem::path& dir) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  auto items = engine::read_sequence(top.child("laws"), "laws", ctx);
  const std::vector<std::string> effects = {"refine_bonus", "bounty", "wages", "capital_reward", "open_gates", "succession"};
  for (size_t i = 0; i < items.size(); ++i) {
    std::string field = engine::index_field("laws", i);
    MapReader m(items[i], field, ctx);
    Law law;
    law.id = m.string("id");
    law.name = m.string("name");
    law.threshold = static_cast<int>(m.integer("threshold", 1, 99, 1));
    law.art = engine::read_art_or_none(m, dir);
    int found = 0;
    for (size_t e = 0; e < effects.size(); ++e) {
      if (!m.has(effects[e])) continue;
      ++found;
      law.effect = static_cast<LawEffect>(e);
      std::string key = effects[e];
      switch (law.effect) {
        case LawEffect::kRefineBonus: {
          MapReader r(m.child(key), engine::join_field(field, key), ctx);
          law.min_x = static_cast<int>(r.integer("min_x", 1, 99, 3));
          law.value = static_cast<int>(r.integer("extra", 1, 99, 1));
          r.finish();
          law.text = "A Refine with X >= " + std::to_string(law.min_x) + " yields X + " + std::to_string(law.value) + ".";
          break;
        }
        case LawEffect::kBounty:
          law.value = static_cast<int>(m.integer(key, 1, 99, 1));
          law.text = "+" + std::to_string(law.value) + " more Prestige per bandit knight removed in Battles.";
          break;
        case LawEffect::kWages:
          law.value = static_cast<int>(m.integer(key, 1, 99, 1));
          law.text = "Each Assign to a Workplace gives +" + std::to_string(law.value) + " extra Influence.";
          break;
        case LawEffect::kCapitalReward:
          law.value = static_cast<int>(m.integer(key, 0, 99, 6));
          law.text = "The Capital's reward becomes " + std::to_string(law.value) + " Prestige.";
          break;
        case LawEffect::kOpenGates:
          if (!m.boolean(key, true)) m.error(key, "open_gates is written 'open_gates: true'");
          law.text = "Deploy may also target Bandit tiles.";
          break;
        case LawEffect::kSuccession: {
          MapReader r(m.child(key), engine::join_field(field, key), ctx);
          law.value = static_cast<int>(r.integer("prestige", 0, 99, 20));
          law.rent = static_cast<int>(r.integer("rent", 0, 99, 5));
          r.finish();
          law.text = "The Sovereign card gives " + std::to_string(law.value) + " Prestige and its rent is " + std::to_string(law.rent) + ".";
          break;
        }
      }
    }
    if (found != 1) m.error("name", "a law has exactly one effect (refine_bonus, bounty, wages, capital_reward, open_gates, succession)");
    if (c.law_index(law.id) >= 0) m.error("id", "duplicate law id '" + law.id + "'");
    m.finish();
    c.laws.push_back(law);
  }
  top.finish();
}

// [SECTION] setup.yaml

void load_setup(const YAML::Node& root, const ReadContext& ctx, Content& c) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  SetupRules& s = c.setup;
  {
    MapReader p(top.child("player"), "player", ctx);
    if (p.valid()) {
      s.knights = static_cast<int>(p.integer("knights", 0, 20, 4));
      s.resources = read_resources(p, "resources", c, false);
      YAML::Node un = p.child_or_null("unemployed");
      if (un.IsDefined() && !un.IsNull()) {
        MapReader u(un, "player.unemployed", ctx);
        for (int f = 0; f < kFactions; ++f)
          s.unemployed[static_cast<size_t>(f)] = static_cast<int>(u.integer_or(c.factions[static_cast<size_t>(f)].id, 0, 15, 0));
        u.finish();
      }
      s.influence = static_cast<int>(p.integer("influence", 0, 99, 2));
      s.prestige = static_cast<int>(p.integer_or("prestige", 0, 999, 0));
      s.hand = static_cast<int>(p.integer("hand", 0, 9, 3));
      s.favours = static_cast<int>(p.integer_or("favours", 0, 99, 5));
      p.finish();
    }
  }
  s.workers_per_faction = static_cast<int>(top.integer("workers_per_faction", 1, 99, 15));
  s.bandit_knights = static_cast<int>(top.integer("bandit_knights", 0, 99, 15));
  s.bandits_per_tile = static_cast<int>(top.integer("bandits_per_tile", 0, 99, 2));
  s.docket = static_cast<int>(top.integer("docket", 1, 6, 2));
  s.hand_limit = static_cast<int>(top.integer("hand_limit", 1, 20, 5));
  s.penalty = static_cast<int>(top.integer("broken_clause_penalty", 0, 999, 20));
  s.max_clauses = static_cast<int>(top.integer("max_clauses", 1, 8, 4));
  {
    MapReader b(top.child("battles"), "battles", ctx);
    if (b.valid()) {
      s.muster_up_to = static_cast<int>(b.integer("muster_up_to", 0, 99, 2));
      s.battle_prestige = static_cast<int>(b.integer("prestige_per_knight", 0, 99, 1));
      b.finish();
    }
  }
  {
    MapReader r(top.child("rewards"), "rewards", ctx);
    if (r.valid()) {
      s.faction_raw = static_cast<int>(r.integer("faction_raw", 0, 99, 2));
      s.faction_raw_pressed = static_cast<int>(r.integer("faction_raw_under_bandit_pressure", 0, 99, 1));
      s.faction_workers = static_cast<int>(r.integer("faction_workers", 0, 99, 1));
      s.bandit_raw = static_cast<int>(r.integer("bandit_raw", 0, 99, 1));
      s.bandit_prestige = static_cast<int>(r.integer("bandit_prestige", 0, 99, 2));
      s.capital_prestige = static_cast<int>(r.integer("capital_prestige", 0, 99, 4));
      r.finish();
    }
  }
  {
    MapReader b(top.child("bot"), "bot", ctx);
    if (b.valid()) {
      s.bot_action_cap = static_cast<int>(b.integer("standard_actions_per_season", 1, 99, 8));
      b.finish();
    }
  }
  top.finish();
  int unemployed_max = 0;
  for (int u : s.unemployed) unemployed_max = std::max(unemployed_max, u);
  // Six seats must fit in each faction's Supply.
  if (unemployed_max * 6 > s.workers_per_faction) top.error("workers_per_faction", "too few workers for 6 players' starting Unemployed workers");
  if (s.bandits_per_tile * kFactions > s.bandit_knights) top.error("bandits_per_tile", "more bandit knights on the tiles than bandit_knights");
}

}  // namespace

// [SECTION] load_content

std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors) {
  size_t before = errors.size();
  // A .yaml file here that is none of these is a mistake (a misspelt name, a stray link): said, not skipped.
  static const std::vector<std::string> kFiles = {"calendar.yaml", "factions.yaml", "tiles.yaml", "workplaces.yaml", "laws.yaml", "setup.yaml"};
  engine::ErrorList unread;
  engine::report_unread_files(
      dir, [](const std::filesystem::path& rel) { return std::find(kFiles.begin(), kFiles.end(), rel.generic_string()) != kFiles.end(); },
      "calendar.yaml, factions.yaml, tiles.yaml, workplaces.yaml, laws.yaml, setup.yaml", unread, dir.string());
  auto done = [&](std::shared_ptr<const Content> loaded) -> std::shared_ptr<const Content> {
    errors.append(unread);
    return unread.empty() ? loaded : nullptr;
  };
  auto c = std::make_shared<Content>();
  auto file = [&](const char* name, const std::function<void(const YAML::Node&, const ReadContext&)>& read) {
    std::string shown = (dir / name).string();
    if (auto root = engine::load_content_file(dir, name, errors, shown)) read(*root, ReadContext{shown, &errors});
  };
  file("calendar.yaml", [&](const YAML::Node& root, const ReadContext& ctx) {
    if (auto cal = engine::calendar_from_yaml(root, ctx, phase_ids())) {
      c->calendar = *cal;
      for (const auto& season : cal->seasons) {
        if (season.turns != 1) ctx.error(root, "seasons", "every season has turns: 1 (Player Turns run until all Idle)");
        for (const std::string& id : season.phases)
          if (id == "scoring") ctx.error(root, "seasons", "scoring is a final phase (final_phases: [scoring])");
        auto at = [&](const char* id) { return std::find(season.phases.begin(), season.phases.end(), id) - season.phases.begin(); };
        if (at("player_turns") < static_cast<long>(season.phases.size()) && at("season_start") > at("player_turns"))
          ctx.error(root, "seasons", "season_start comes before player_turns");
      }
      if (cal->final_phases != std::vector<std::string>{"scoring"}) ctx.error(root, "final_phases", "the game ends with final_phases: [scoring]");
    }
  });
  file("factions.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_factions(root, ctx, *c); });
  if (errors.size() != before) return done(nullptr);  // everything else names factions and resources
  file("tiles.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_tiles(root, ctx, *c); });
  file("workplaces.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_workplaces(root, ctx, *c, dir); });
  file("laws.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_laws(root, ctx, *c, dir); });
  file("setup.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_setup(root, ctx, *c); });
  if (errors.size() != before) return done(nullptr);
  if (c->laws.size() < static_cast<size_t>(c->setup.docket))
    errors.add({(dir / "laws.yaml").string(), 1, 1, "laws", "fewer laws than Docket slots (" + std::to_string(c->setup.docket) + ")"});
  if (errors.size() != before) return done(nullptr);
  return done(c);
}

}  // namespace sb::vt
