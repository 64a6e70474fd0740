// Loads content/winter_quarters/: calendar, map, pieces, cards, scenario. Strict: every error with
// file:line:col, all of them collected; cross-references resolved after the map and pieces load.
//
// [SECTION] pieces and names   [SECTION] map   [SECTION] pieces.yaml   [SECTION] cards.yaml
// [SECTION] scenario.yaml      [SECTION] load_content
#include "game/winter_quarters/rules/content.h"

#include <algorithm>
#include <deque>

#include "engine/content/core_yaml.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"

namespace sb::wq {

using engine::MapReader;
using engine::ReadContext;

// [SECTION] pieces and names

int piece_owner(int piece) {
  if (piece <= kBritishFort) return kBritish;
  if (piece <= kPatriotFort) return kPatriots;
  if (piece == kFrenchRegular) return kFrench;
  return kIndians;
}
bool is_cube(int piece) {
  return piece == kRegular || piece == kTory || piece == kContinental || piece == kFrenchRegular;
}
bool is_base(int piece) { return piece == kBritishFort || piece == kPatriotFort || piece == kVillage; }

const std::vector<std::string>& phase_ids() {
  static const std::vector<std::string> ids = {
      "card_turns",     "victory_check",   "supply_british",     "supply_patriots",   "supply_french",
      "supply_indians", "wi_battle",       "wi_upkeep_french",   "wi_upkeep_british", "resources",
      "crown_patronage", "town_meetings",  "final_victory",      "leader_change",     "leader_redeploy",
      "british_release", "naval_intervention", "desertion_militia", "desertion_continentals",
      "desertion_tories", "reset"};
  return ids;
}

std::string phase_words(const std::string& id) {
  static const std::vector<std::pair<const char*, const char*>> words = {
      {"card_turns", "Card turns"},
      {"victory_check", "8.1 Victory Check"},
      {"supply_british", "8.2 Supply: British"},
      {"supply_patriots", "8.2 Supply: Patriots"},
      {"supply_french", "8.2 Supply: French"},
      {"supply_indians", "8.2 Supply: Indians"},
      {"wi_battle", "8.2 West Indies Battle"},
      {"wi_upkeep_french", "8.2 West Indies upkeep: French"},
      {"wi_upkeep_british", "8.2 West Indies upkeep: British"},
      {"resources", "8.3 Resources"},
      {"crown_patronage", "8.4 Crown Patronage (British)"},
      {"town_meetings", "8.4 Town Meetings (Patriots)"},
      {"final_victory", "Final Victory (last round only)"},
      {"leader_change", "8.5 Leader Change"},
      {"leader_redeploy", "8.5 Leader Redeployment"},
      {"british_release", "8.5 British Release"},
      {"naval_intervention", "8.5 Naval Intervention"},
      {"desertion_militia", "8.6 Desertion: Militia"},
      {"desertion_continentals", "8.6 Desertion: Continentals"},
      {"desertion_tories", "8.6 Desertion: Tories"},
      {"reset", "8.7 Reset"}};
  for (const auto& [key, text] : words)
    if (id == key) return text;
  return id;
}

const std::string& Content::space_name(int index) const {
  if (index >= 0 && index < static_cast<int>(spaces.size())) return spaces[static_cast<size_t>(index)].name;
  return wi_name;
}

int Content::space_index(const std::string& id) const {
  if (id == "west_indies") return wi();
  for (size_t i = 0; i < spaces.size(); ++i)
    if (spaces[i].id == id) return static_cast<int>(i);
  return -1;
}

int Content::card_index(const std::string& id) const {
  for (size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  return -1;
}

namespace {

int faction_from(const std::string& id) {
  for (int f = 0; f < kFactionCount; ++f)
    if (id == kFactionIds[static_cast<size_t>(f)]) return f;
  return -1;
}

std::vector<std::string> faction_list() { return {kFactionIds.begin(), kFactionIds.end()}; }

// [SECTION] map

// `at: [x, y]`, the centre on screen in percent of the map (optional: the view spreads the rest).
void read_at(MapReader& m, float& x, float& y) {
  const std::vector<int64_t> at = m.integer_list_or("at", 0, 100, {});
  if (at.size() != 2) {
    if (!at.empty()) m.error("at", "expected [x, y]: two numbers 0..100 (percent of the map)");
    return;
  }
  x = static_cast<float>(at[0]);
  y = static_cast<float>(at[1]);
}

void load_map(const YAML::Node& root, const ReadContext& ctx, Content& c) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  auto items = engine::read_sequence(top.child("spaces"), "spaces", ctx);
  std::vector<std::pair<std::vector<std::string>, YAML::Node>> adjacency;
  for (size_t i = 0; i < items.size(); ++i) {
    MapReader m(items[i], engine::index_field("spaces", i), ctx);
    Space sp;
    sp.id = m.string("id");
    sp.name = m.string("name");
    std::vector<std::string> types(kSpaceTypeIds.begin(), kSpaceTypeIds.end());
    std::string type = m.one_of("type", types, "colony");
    sp.type = static_cast<SpaceType>(std::find(types.begin(), types.end(), type) - types.begin());
    sp.pop = static_cast<int>(m.integer("pop", 0, 3));
    read_at(m, sp.x, sp.y);
    adjacency.emplace_back(m.string_list("adjacent"), m.node()["adjacent"]);
    if (sp.type == kReserve && sp.pop != 0) m.error("pop", "an Indian Reserve has population 0");
    if (sp.id == "west_indies") m.error("id", "'west_indies' names the West Indies box");
    for (const Space& other : c.spaces)
      if (other.id == sp.id) m.error("id", "duplicate space id '" + sp.id + "'");
    m.finish();
    c.spaces.push_back(sp);
  }
  if (items.empty() && top.has("spaces")) top.error("spaces", "needs at least one space");
  for (size_t i = 0; i < adjacency.size(); ++i) {
    std::string field = engine::index_field("spaces", i) + ".adjacent";
    for (const std::string& id : adjacency[i].first) {
      int j = c.space_index(id);
      if (j < 0 || j == c.wi() || j == static_cast<int>(i)) {
        ctx.error(adjacency[i].second, field, "'" + id + "' is not another space on the map");
        continue;
      }
      c.spaces[i].adjacent.push_back(j);
    }
    std::sort(c.spaces[i].adjacent.begin(), c.spaces[i].adjacent.end());
  }
  for (size_t i = 0; i < c.spaces.size(); ++i)
    for (int j : c.spaces[i].adjacent) {
      const auto& back = c.spaces[static_cast<size_t>(j)].adjacent;
      if (std::find(back.begin(), back.end(), static_cast<int>(i)) == back.end())
        ctx.error(adjacency[i].second, engine::index_field("spaces", i) + ".adjacent",
                  "'" + c.spaces[static_cast<size_t>(j)].id + "' does not list '" + c.spaces[i].id +
                      "' back (adjacency goes both ways)");
    }
  MapReader wi(top.child("west_indies"), "west_indies", ctx);
  if (wi.valid()) {
    c.wi_name = wi.string("name", "West Indies");
    read_at(wi, c.wi_x, c.wi_y);
    YAML::Node links = wi.node()["links"];
    for (const std::string& id : wi.string_list("links")) {
      int j = c.space_index(id);
      if (j < 0 || j == c.wi() || c.spaces[static_cast<size_t>(j)].type != kCity)
        ctx.error(links, "west_indies.links", "'" + id + "' is not a City on the map");
      else
        c.spaces[static_cast<size_t>(j)].wi_link = true;
    }
    wi.finish();
  }
  top.finish();
  // Distances over map spaces only (D7).
  size_t n = c.spaces.size();
  c.distance.assign(n, std::vector<int>(n, -1));
  for (size_t from = 0; from < n; ++from) {
    std::deque<int> queue{static_cast<int>(from)};
    c.distance[from][from] = 0;
    while (!queue.empty()) {
      int at = queue.front();
      queue.pop_front();
      for (int next : c.spaces[static_cast<size_t>(at)].adjacent)
        if (c.distance[from][static_cast<size_t>(next)] < 0) {
          c.distance[from][static_cast<size_t>(next)] = c.distance[from][static_cast<size_t>(at)] + 1;
          queue.push_back(next);
        }
    }
  }
}

// [SECTION] pieces.yaml

void load_pieces(const YAML::Node& root, const ReadContext& ctx, Content& c) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  c.resource_cap = static_cast<int>(top.integer("resource_cap", 1, 999, 50));
  c.resources_icon = engine::read_icon_or(top, "resources_icon", "");
  c.squadrons_icon = engine::read_icon_or(top, "squadrons_icon", "");
  c.squadrons = static_cast<int>(top.integer("squadrons", 0, 10, 3));
  MapReader pieces(top.child("pieces"), "pieces", ctx);
  for (int p = 0; p < kPieceCount; ++p) {
    if (is_active_slot(p)) continue;
    std::string id = kPieceIds[static_cast<size_t>(p)];
    MapReader kind(pieces.child(id), "pieces." + id, ctx);
    if (!kind.valid()) continue;
    c.pieces[static_cast<size_t>(p)].name = kind.string("name");
    c.pieces[static_cast<size_t>(p)].plural = kind.string("plural");
    c.pieces[static_cast<size_t>(p)].limit = static_cast<int>(kind.integer("limit", 0, 99));
    c.pieces[static_cast<size_t>(p)].icon = engine::read_icon_or(kind, "icon", "");
    kind.finish();
  }
  // The Active slots share their Underground kind's names and limit.
  c.pieces[kMilitiaA] = c.pieces[kMilitiaU];
  c.pieces[kWarPartyA] = c.pieces[kWarPartyU];
  pieces.finish();
  MapReader leaders(top.child("leaders"), "leaders", ctx);
  for (int f = 0; f < kFactionCount; ++f) {
    std::string field = std::string("leaders.") + kFactionIds[static_cast<size_t>(f)];
    auto line = engine::read_sequence(leaders.child(kFactionIds[static_cast<size_t>(f)]), field, ctx);
    for (size_t i = 0; i < line.size(); ++i) {
      MapReader l(line[i], engine::index_field(field, i), ctx);
      Leader leader;
      leader.name = l.string("name");
      leader.bonus = static_cast<int>(l.integer("bonus", 0, 5));
      l.finish();
      c.leaders[static_cast<size_t>(f)].push_back(leader);
    }
    if (line.empty() && leaders.has(kFactionIds[static_cast<size_t>(f)])) leaders.error(kFactionIds[static_cast<size_t>(f)], "needs at least one Leader");
  }
  leaders.finish();
  top.finish();
}

// [SECTION] cards.yaml

int support_level(const std::string& word) {
  static const char* words[] = {"active_opposition", "passive_opposition", "neutral", "passive_support",
                                "active_support"};
  for (int i = 0; i < 5; ++i)
    if (word == words[i]) return i - 2;
  return 0;
}

Filter read_filter(MapReader& m, const Content& c) {
  Filter f;
  std::vector<std::string> types(kSpaceTypeIds.begin(), kSpaceTypeIds.end());
  YAML::Node types_node = m.node()["types"];
  for (const std::string& t : m.string_list_or("types")) {
    auto it = std::find(types.begin(), types.end(), t);
    if (it == types.end()) m.context().error(types_node, engine::join_field(m.field(), "types"), "unknown space type '" + t + "'");
    else f.types.push_back(static_cast<int>(it - types.begin()));
  }
  std::string control = m.one_of_or("control", {"any", "none", "british", "rebellion"}, "any");
  f.control = control == "any" ? -1 : control == "none" ? 0 : control == "british" ? 1 : 2;
  std::vector<std::string> who = faction_list();
  who.push_back("executing");
  if (m.has("has")) {
    std::string h = m.one_of("has", who);
    f.has_faction = h == "executing" ? kExecutor : faction_from(h);
  }
  if (m.has("lacks")) {
    std::vector<std::string> pieces(kPieceIds.begin(), kPieceIds.end());
    std::string p = m.one_of("lacks", pieces);
    f.lacks_piece = static_cast<int>(std::find(pieces.begin(), pieces.end(), p) - pieces.begin());
  }
  f.enemy_cubes = m.boolean_or("enemy_cubes", false);
  (void)c;
  return f;
}

void read_place(MapReader& m, Effect& e) {
  for (int p = 0; p < kPieceCount; ++p) {
    if (is_active_slot(p)) continue;
    int n = static_cast<int>(m.integer_or(kPieceIds[static_cast<size_t>(p)], 0, 10, 0));
    if (n > 0) e.pieces.emplace_back(p, n);
  }
  e.up_to = m.boolean_or("up_to", false);
  e.from_unavailable = m.boolean_or("from_unavailable", false);
  e.in_west_indies = m.one_of_or("in", {"space", "west_indies"}, "space") == "west_indies";
  if (e.pieces.empty()) m.error("", "names no pieces to place");
  if (e.in_west_indies)
    for (auto [p, n] : e.pieces)
      if (p != kRegular && p != kFrenchRegular) m.error("in", "only Regulars go to the West Indies");
}

std::optional<Effect> read_effect(const YAML::Node& node, const std::string& field, const ReadContext& ctx,
                                  const Content& c) {
  static const std::vector<std::string> ops = {"choose_space", "place", "shift", "marker", "remove", "resources",
                                               "treaty", "raise_fni", "lower_fni", "march", "battle"};
  if (!node.IsMap()) {
    ctx.error(node, field, "expected a map with one effect (" + [] {
      std::string all;
      for (const auto& o : ops) all += (all.empty() ? "" : ", ") + o;
      return all;
    }() + ")");
    return std::nullopt;
  }
  std::string op;
  for (auto it = node.begin(); it != node.end(); ++it) {
    std::string key = it->first.as<std::string>("");
    if (key == "if") continue;
    if (std::find(ops.begin(), ops.end(), key) == ops.end()) {
      ctx.error_at(it->first.Mark(), engine::join_field(field, key), "unknown effect '" + key + "'");
      return std::nullopt;
    }
    if (!op.empty()) {
      ctx.error_at(it->first.Mark(), engine::join_field(field, key), "one effect per entry ('" + op + "' already)");
      return std::nullopt;
    }
    op = key;
  }
  if (op.empty()) {
    ctx.error(node, field, "names no effect");
    return std::nullopt;
  }
  MapReader outer(node, field, ctx);
  std::string condition = outer.one_of_or("if", {"always", "toa", "no_toa"}, "always");
  YAML::Node body = outer.child(op);
  outer.finish();
  Effect e;
  e.op = static_cast<Op>(std::find(ops.begin(), ops.end(), op) - ops.begin());
  e.condition = condition == "toa" ? 1 : condition == "no_toa" ? 2 : 0;
  std::string sub = engine::join_field(field, op);
  std::vector<std::string> who = faction_list();
  if (e.op == Op::kMarker) {
    auto word = engine::read_string(body, sub, ctx).value_or("");
    if (word != "raid" && word != "propaganda") ctx.error(body, sub, "expected raid or propaganda");
    e.marker = word == "propaganda" ? 1 : 0;
    return e;
  }
  MapReader m(body, sub, ctx);
  if (!m.valid()) return std::nullopt;
  switch (e.op) {
    case Op::kChooseSpace:
      e.where = read_filter(m, c);
      break;
    case Op::kPlace:
      read_place(m, e);
      break;
    case Op::kShift: {
      std::string toward = m.one_of("toward", {"support", "opposition", "neutral"});
      e.toward = toward == "support" ? 1 : toward == "opposition" ? -1 : 0;
      e.count = static_cast<int>(m.integer_or("spaces", 1, 10, 1));
      if (m.has("where")) {
        MapReader w(m.child("where"), engine::join_field(sub, "where"), ctx);
        e.where = read_filter(w, c);
        w.finish();
        e.count = std::max(e.count, 1);
        e.up_to = true;  // a shift with `where` picks its own spaces
      } else if (e.count > 1) {
        m.error("spaces", "shifting several spaces needs `where`");
      }
      break;
    }
    case Op::kRemove:
      e.count = static_cast<int>(m.integer("cubes", 1, 10));
      e.up_to = true;
      break;
    case Op::kResources: {
      std::vector<std::string> targets = who;
      targets.push_back("executing");
      targets.push_back("each");
      std::string t = m.one_of("faction", targets);
      e.faction = t == "executing" ? kExecutor : t == "each" ? kEach : faction_from(t);
      e.amount = static_cast<int>(m.integer("amount", -50, 50));
      e.above = static_cast<int>(m.integer_or("above", 0, 50, -1));
      break;
    }
    case Op::kMarch:
    case Op::kBattle:
      e.faction = faction_from(m.one_of("faction", who));
      break;
    default:
      break;
  }
  m.finish();
  return e;
}

void load_cards(const YAML::Node& root, const ReadContext& ctx, Content& c, const std::filesystem::path& dir) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  auto items = engine::read_sequence(top.child("cards"), "cards", ctx);
  std::vector<std::string> who = faction_list();
  for (size_t i = 0; i < items.size(); ++i) {
    std::string field = engine::index_field("cards", i);
    MapReader m(items[i], field, ctx);
    if (!m.valid()) continue;
    Card card;
    card.id = m.string("id");
    card.title = m.string("title");
    card.text = m.string("text");
    card.art = engine::read_art_or_none(m, dir);
    card.winter = m.boolean_or("winter", false);
    card.final_round = m.boolean_or("final", false);
    if (!card.winter) {
      std::vector<std::string> order = m.string_list("order");
      std::vector<int> seen;
      for (const std::string& id : order) {
        int f = faction_from(id);
        if (f < 0 || std::find(seen.begin(), seen.end(), f) != seen.end()) {
          m.error("order", "'" + id + "' is not a faction, or is listed twice");
          continue;
        }
        seen.push_back(f);
      }
      if (seen.size() == kFactionCount) std::copy(seen.begin(), seen.end(), card.order.begin());
      else if (m.has("order")) m.error("order", "lists each of british, patriots, french, indians once");
      for (const std::string& id : m.string_list_or("bots")) {
        int f = faction_from(id);
        if (f < 0) m.error("bots", "'" + id + "' is not a faction");
        else card.bot_factions.push_back(f);
      }
    } else if (card.final_round && m.has("effects")) {
      m.error("effects", "the final round's card never resolves its event (D3)");
    }
    if (card.final_round && !card.winter) m.error("final", "only a Winter Quarters card ends the game");
    YAML::Node effects = card.winter && card.final_round ? YAML::Node() : (card.winter ? m.child_or_null("effects") : m.child("effects"));
    if (effects.IsDefined() && !effects.IsNull()) {
      auto list = engine::read_sequence(effects, field + ".effects", ctx);
      for (size_t k = 0; k < list.size(); ++k)
        if (auto e = read_effect(list[k], engine::index_field(field + ".effects", k), ctx, c)) card.effects.push_back(*e);
    }
    for (const Card& other : c.cards)
      if (other.id == card.id) m.error("id", "duplicate card id '" + card.id + "'");
    m.finish();
    c.cards.push_back(card);
  }
  int events = 0, winters = 0, finals = 0;
  for (const Card& card : c.cards) {
    (card.winter ? winters : events)++;
    finals += card.final_round ? 1 : 0;
  }
  if (winters != 2 || finals != 1 || (c.cards.size() == items.size() && events < 4) || events % 2 != 0)
    top.error("cards", "needs an even number of Events (at least 4) and two Winter Quarters cards, the second `final`");
  // The first WQ card in the file is WQ-A (pile 1), the final one WQ-B.
  auto final_first = std::find_if(c.cards.begin(), c.cards.end(), [](const Card& k) { return k.winter; });
  if (final_first != c.cards.end() && final_first->final_round)
    top.error("cards", "list the final Winter Quarters card after the other");
  top.finish();
}

// [SECTION] scenario.yaml

void read_counts(MapReader& m, std::array<int, kPieceCount>& into, bool map_pieces) {
  for (int p = 0; p < kPieceCount; ++p) {
    if (!map_pieces && is_active_slot(p)) continue;
    into[static_cast<size_t>(p)] = static_cast<int>(m.integer_or(kPieceIds[static_cast<size_t>(p)], 0, 99, 0));
  }
}

void load_scenario(const YAML::Node& root, const ReadContext& ctx, Content& c) {
  MapReader top(root, "", ctx);
  if (!top.valid()) return;
  Scenario& sc = c.scenario;
  sc.name = top.string("name");
  MapReader res(top.child("resources"), "resources", ctx);
  for (int f = 0; f < kFactionCount; ++f)
    sc.resources[static_cast<size_t>(f)] = static_cast<int>(res.integer(kFactionIds[static_cast<size_t>(f)], 0, c.resource_cap));
  res.finish();
  sc.spaces.assign(static_cast<size_t>(c.space_count()), StartSpace{});
  YAML::Node spaces = top.child("spaces");
  if (spaces.IsMap()) {
    for (auto it = spaces.begin(); it != spaces.end(); ++it) {
      std::string id = it->first.as<std::string>("");
      int index = c.space_index(id);
      std::string field = "spaces." + id;
      if (index < 0 || index == c.wi()) {
        ctx.error_at(it->first.Mark(), field, "unknown space '" + id + "'");
        continue;
      }
      MapReader m(it->second, field, ctx);
      StartSpace& st = sc.spaces[static_cast<size_t>(index)];
      std::string level = m.one_of_or("support", {"active_opposition", "passive_opposition", "neutral",
                                                  "passive_support", "active_support"}, "neutral");
      st.support = support_level(level);
      if (st.support != 0 && c.spaces[static_cast<size_t>(index)].pop == 0) m.error("support", "a population-0 space stays Neutral");
      read_counts(m, st.pieces, true);
      st.raid = m.boolean_or("raid", false);
      st.propaganda = m.boolean_or("propaganda", false);
      st.blockade = m.boolean_or("blockade", false);
      m.finish();
    }
  } else if (spaces.IsDefined()) {
    ctx.error(spaces, "spaces", "expected a map of space id to its start");
  }
  MapReader wi(top.child("west_indies"), "west_indies", ctx);
  if (wi.valid()) {
    StartSpace& st = sc.spaces.back();
    st.pieces[kRegular] = static_cast<int>(wi.integer_or("regular", 0, 99, 0));
    st.pieces[kFrenchRegular] = static_cast<int>(wi.integer_or("french_regular", 0, 99, 0));
    sc.squadrons_wi = static_cast<int>(wi.integer("squadrons", 0, c.squadrons));
    wi.finish();
  }
  MapReader un(top.child_or_null("unavailable"), "unavailable", ctx);
  if (un.valid()) {
    read_counts(un, sc.unavailable, false);
    un.finish();
  }
  for (int p = 0; p < kPieceCount; ++p)
    if (sc.unavailable[static_cast<size_t>(p)] > 0 && piece_owner(p) != kBritish && piece_owner(p) != kFrench)
      top.error("unavailable", "only British and French pieces can be Unavailable");
  MapReader leaders(top.child("leaders"), "leaders", ctx);
  for (int f = 0; f < kFactionCount; ++f) {
    std::string key = kFactionIds[static_cast<size_t>(f)];
    std::string at = leaders.string(key, "available");
    sc.leader_at[static_cast<size_t>(f)] = at == "available" ? -1 : c.space_index(at);
    if (at != "available" && c.space_index(at) < 0) leaders.error(key, "unknown space '" + at + "'");
  }
  leaders.finish();
  auto release = engine::read_sequence(top.child_or_null("release"), "release", ctx);
  for (size_t i = 0; i < release.size(); ++i) {
    MapReader m(release[i], engine::index_field("release", i), ctx);
    std::array<int, kPieceCount> counts{};
    read_counts(m, counts, false);
    for (int p = 0; p < kPieceCount; ++p)
      if (counts[static_cast<size_t>(p)] > 0 && piece_owner(p) != kBritish) m.error(kPieceIds[static_cast<size_t>(p)], "only British pieces are released");
    m.finish();
    sc.release.push_back(counts);
  }
  MapReader v(top.child("victory"), "victory", ctx);
  if (v.valid()) {
    MapReader b(v.child("british"), "victory.british", ctx);
    sc.british_support = static_cast<int>(b.integer("support", 0, 100));
    sc.british_forts_cities = static_cast<int>(b.integer("forts_and_cities", 0, 100));
    b.finish();
    MapReader p(v.child("patriots"), "victory.patriots", ctx);
    sc.patriot_opposition = static_cast<int>(p.integer("opposition", 0, 100));
    sc.patriot_forts_colonies = static_cast<int>(p.integer("forts_and_colonies", 0, 100));
    p.finish();
    MapReader fr(v.child("french"), "victory.french", ctx);
    sc.french_cities = static_cast<int>(fr.integer("cities", 0, 100));
    sc.french_opposition_lead = static_cast<int>(fr.integer("opposition_lead", -100, 100));
    fr.finish();
    MapReader in(v.child("indians"), "victory.indians", ctx);
    sc.indian_villages = static_cast<int>(in.integer("villages", 0, 100));
    in.finish();
    v.finish();
  }
  // Cross-checks: limits, stacking, the West Indies.
  for (int p = 0; p < kPieceCount; ++p) {
    if (is_active_slot(p)) continue;
    int used = sc.unavailable[static_cast<size_t>(p)];
    for (const StartSpace& st : sc.spaces) used += st.pieces[static_cast<size_t>(p)] + (p == kMilitiaU ? st.pieces[kMilitiaA] : p == kWarPartyU ? st.pieces[kWarPartyA] : 0);
    if (used > c.pieces[static_cast<size_t>(p)].limit)
      top.error("spaces", "places " + std::to_string(used) + " " + c.pieces[static_cast<size_t>(p)].plural + "; pieces.yaml has " +
                              std::to_string(c.pieces[static_cast<size_t>(p)].limit));
  }
  int blockades = 0;
  for (size_t i = 0; i < c.spaces.size(); ++i) {
    const StartSpace& st = sc.spaces[i];
    int bases = st.pieces[kBritishFort] + st.pieces[kPatriotFort] + st.pieces[kVillage];
    std::string field = "spaces." + c.spaces[i].id;
    if (bases > 2 || st.pieces[kBritishFort] > 1 || st.pieces[kPatriotFort] > 1) top.error("spaces", field + ": at most 2 bases and 1 Fort per faction");
    if (st.pieces[kVillage] > 0 && c.spaces[i].type != kReserve && c.spaces[i].type != kProvince)
      top.error("spaces", field + ": Villages stand only in Provinces and Indian Reserves");
    if ((st.raid || st.propaganda) && c.spaces[i].pop == 0) top.error("spaces", field + ": Raid and Propaganda need population 1 or more");
    if (st.blockade && c.spaces[i].type != kCity) top.error("spaces", field + ": a Blockade goes on a City");
    blockades += st.blockade ? 1 : 0;
  }
  if (blockades + sc.squadrons_wi != c.squadrons)
    top.error("west_indies", "Squadrons in the West Indies plus Blockades must be " + std::to_string(c.squadrons));
  for (int f = 0; f < kFactionCount; ++f) {
    int at = sc.leader_at[static_cast<size_t>(f)];
    if (at < 0 || at >= static_cast<int>(sc.spaces.size())) continue;
    int have = 0;
    for (int p = 0; p < kPieceCount; ++p)
      if (piece_owner(p) == f) have += sc.spaces[static_cast<size_t>(at)].pieces[static_cast<size_t>(p)];
    if (have == 0) top.error("leaders", std::string(kFactionIds[static_cast<size_t>(f)]) + ": a Leader stands with its faction's pieces");
  }
  top.finish();
}

}  // namespace

// [SECTION] load_content

std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors) {
  size_t before = errors.size();
  // A .yaml file here that is none of these is a mistake (a misspelt name, a stray link): said, not skipped.
  static const std::vector<std::string> kFiles = {"calendar.yaml", "map.yaml", "pieces.yaml", "cards.yaml", "scenario.yaml"};
  engine::ErrorList unread;
  engine::report_unread_files(
      dir, [](const std::filesystem::path& rel) { return std::find(kFiles.begin(), kFiles.end(), rel.generic_string()) != kFiles.end(); },
      "calendar.yaml, map.yaml, pieces.yaml, cards.yaml, scenario.yaml", unread, dir.string());
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
      if (cal->seasons.empty() || cal->seasons.front().phases != std::vector<std::string>{"card_turns"})
        ctx.error(root, "seasons", "the first season is the card turns alone: phases: [card_turns]");
      for (size_t i = 1; i < cal->seasons.size(); ++i)
        for (const std::string& id : cal->seasons[i].phases)
          if (id == "card_turns") ctx.error(root, "seasons", "card_turns runs in the first season only");
      for (const auto& season : cal->seasons)
        if (season.turns != 1) ctx.error(root, "seasons", "every season has turns: 1 (the cards pace the game)");
      if (cal->periods != 2) ctx.error(root, "periods", "one period per Winter Quarters card: 2");
    }
  });
  file("map.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_map(root, ctx, *c); });
  file("pieces.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_pieces(root, ctx, *c); });
  if (errors.size() != before) return done(nullptr);  // cards and the scenario name map spaces and pieces
  file("cards.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_cards(root, ctx, *c, dir); });
  file("scenario.yaml", [&](const YAML::Node& root, const ReadContext& ctx) { load_scenario(root, ctx, *c); });
  if (errors.size() != before) return done(nullptr);
  return done(c);
}

}  // namespace sb::wq
