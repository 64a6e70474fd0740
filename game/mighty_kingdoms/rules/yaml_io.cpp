// YAML for Setup, State and Action (saves, scenarios, round-trip tests). Schema documented in
// content/mighty_kingdoms/README.md. State and Setup follow their field lists (types.h); what is
// left here is title logic: the adapters' content and tile lookups, the blank State a scenario's
// left-out keys keep, the references the rules need before entering a phase, and Action.
//
// [SECTION] adapters
// [SECTION] setup
// [SECTION] state
// [SECTION] action
#include <algorithm>

#include "engine/content/core_yaml.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk {

using engine::MapReader;
using engine::ReadContext;

namespace {
const std::vector<std::string> kOrders = {"none", "move", "defend", "raze", "regroup", "hold"};

template <class E>
E enum_of(const std::vector<std::string>& names, const std::string& s) {
  auto it = std::find(names.begin(), names.end(), s);
  return static_cast<E>(it == names.end() ? 0 : it - names.begin());
}
std::vector<std::string> act_names() {
  std::vector<std::string> out;
  for (int i = 0; i <= static_cast<int>(Act::kAwardUnit); ++i) out.push_back(act_name(static_cast<Act>(i)));
  return out;
}
}  // namespace

// [SECTION] adapters

const std::array<std::pair<Step, std::string_view>, static_cast<size_t>(Step::kGameOver) + 1>& enum_words(Step) {
  static const auto words = [] {
    std::array<std::pair<Step, std::string_view>, static_cast<size_t>(Step::kGameOver) + 1> out{};
    for (size_t i = 0; i < out.size(); ++i) out[i] = {static_cast<Step>(i), step_name(static_cast<Step>(i))};
    return out;
  }();
  return words;
}

engine::Range seats(const engine::FieldScope& scope) {
  return engine::range(0, std::max<int64_t>(0, static_cast<int64_t>(scope.root_as<State>().kingdoms.size()) - 1));
}
engine::Range seat_or_none(const engine::FieldScope& scope) { return engine::range(-1, seats(scope).hi); }

YAML::Node TileAt::write(int tile, const engine::FieldScope& scope) const {
  const State& s = scope.root_as<State>();
  if (tile == kStaging) return YAML::Node("staging");
  if (tile < 0 || tile >= static_cast<int>(s.tiles.size())) return YAML::Node(YAML::NodeType::Null);
  return engine::to_yaml(s.tiles[static_cast<size_t>(tile)].hex);
}
bool TileAt::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& tile,
                  const engine::FieldScope& scope) const {
  tile = kNoTile;
  if (node.IsNull()) return true;
  if (node.IsScalar() && node.Scalar() == "staging") {
    tile = kStaging;
    return true;
  }
  auto hex = engine::hex_from_yaml(node, field, ctx);
  if (!hex) return false;
  const std::vector<Tile>& tiles = scope.root_as<State>().tiles;  // the grid is built after reading
  auto at = std::find_if(tiles.begin(), tiles.end(), [&](const Tile& t) { return t.hex == *hex; });
  if (at == tiles.end()) {
    ctx.error(node, field, "no tile at (" + std::to_string(hex->q) + "," + std::to_string(hex->r) + ")");
    return false;
  }
  tile = static_cast<int>(at - tiles.begin());
  return true;
}

bool OptionsFromContent::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Options& out,
                              const engine::FieldScope& scope) const {
  if (node.IsNull()) return true;
  const Content* c = scope.content_as<Content>();
  // (A key not there is an invalid node, which throws when asked its type: ask whether it is defined.)
  const YAML::Node mode = node.IsMap() ? node["battle_mode"] : YAML::Node();
  const bool tabletop = mode.IsDefined() && mode.IsScalar() && mode.Scalar() == "tabletop";
  auto by_default = [&](const std::string& id) {
    for (const OptionDef& d : c ? c->options : std::vector<OptionDef>{})
      if (d.id == id) return tabletop ? d.default_tabletop : d.default_dice;
    return false;
  };
  out = Options{};
  out.veterancy = by_default("veterancy");
  out.tabletop_dice_fallback = by_default("tabletop_dice_fallback");
  out.terrain_fatigue = by_default("terrain_fatigue");
  out.recruit_terrain_restrictions = by_default("recruit_terrain_restrictions");
  out.wizard_towers = by_default("wizard_towers");
  out.magical_artefacts = by_default("magical_artefacts");
  return engine::value_from_yaml(node, field, ctx, out, scope);
}

bool AwardPairs::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::vector<int>& awards,
                      const engine::FieldScope& scope) const {
  auto read = engine::int_list_from_yaml(node, field, ctx, 0, 1 << 24);
  if (!read) return false;
  const Content* c = scope.content_as<Content>();
  const int artefacts = c ? static_cast<int>(c->artefacts.size()) : 0;
  for (size_t i = 0; i < read->size(); i += 2)
    if ((*read)[i] >= 2 + artefacts) {
      ctx.error(node, field, "award " + std::to_string((*read)[i]) + " names no artefact (0 medal, 1 scar, 2.." +
                                 std::to_string(1 + artefacts) + " an artefact)");
      return false;
    }
  awards = std::move(*read);
  return true;
}

// [SECTION] setup
YAML::Node Title::setup_to_yaml(const Setup& setup) {
  YAML::Node n;
  for (const Seat& seat : setup.seats) {
    YAML::Node s;
    s["name"] = seat.name;
    s["bot"] = seat.bot;
    n["seats"].push_back(s);
  }
  n["options"] = engine::value_to_yaml(setup.options, {});
  n["map"] = setup.map;
  return n;
}

std::optional<Setup> Title::setup_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  Setup setup;
  auto seats = engine::read_sequence(m.child("seats"), "seats", ctx);
  if (m.has("seats") && (seats.size() < 2 || seats.size() > 6)) m.error("seats", "needs 2 to 6 seats");
  for (size_t i = 0; i < seats.size(); ++i) {
    MapReader s(seats[i], engine::index_field("seats", i), ctx);
    if (!s.valid()) continue;
    Seat seat;
    seat.name = s.string("name");
    seat.bot = s.one_of_or("bot", {"", "random", "heuristic"}, "");
    s.finish();
    setup.seats.push_back(seat);
  }
  YAML::Node opts = m.child_or_null("options");
  if (opts.IsDefined()) OptionsFromContent{}.read(opts, "options", ctx, setup.options, {&setup, &c});
  setup.map = m.string_or("map", "random:1");
  m.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  return setup;
}

// [SECTION] state
YAML::Node Title::state_to_yaml(const State& s) { return engine::write_fields(s); }

std::optional<State> Title::state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  State s;
  s.in_setup = false;
  s.map_id = "scenario";
  s.artefacts.assign(c.artefacts.size(), ArtefactState{});
  if (!engine::read_fields(node, "", ctx, s, &c)) return std::nullopt;
  // The references the rules follow from the first step (check() words them too, but without the place).
  bool ok = true;
  auto refuse = [&](const YAML::Node& at, const std::string& field, const std::string& message) {
    ctx.error(at, field, message);
    ok = false;
  };
  const int nk = static_cast<int>(s.kingdoms.size());
  if (nk < 2 || nk > 6) refuse(node["kingdoms"], "kingdoms", "needs 2 to 6 kingdoms");
  for (const Tile& t : s.tiles)
    if (t.controller >= nk)
      refuse(node["tiles"], "tiles", "a tile names controller " + std::to_string(t.controller) + " but there are only " +
                                         std::to_string(nk) + " kingdoms");
  for (size_t i = 0; i < s.tokens.size(); ++i) {
    Token& t = s.tokens[i];
    if (t.id == 0) t.id = static_cast<int>(i) + 1;  // left out: its place in the list
    for (size_t u = 0; u < t.units.size(); ++u) {
      const Unit& unit = t.units[u];
      const Race* race = unit.race < static_cast<int>(c.races.size()) ? &c.races[static_cast<size_t>(unit.race)] : nullptr;
      if (!race || unit.army_template >= static_cast<int>(race->armies.size()) ||
          unit.profile >= static_cast<int>(race->armies[static_cast<size_t>(unit.army_template)].units.size()))
        refuse(node["tokens"][i]["units"][u]["ref"], engine::index_field(engine::index_field("tokens", i) + ".units", u) + ".ref",
               "expected [race, army list, unit] indices into the content");
    }
  }
  std::sort(s.tokens.begin(), s.tokens.end(), [](const Token& a, const Token& b) { return a.id < b.id; });
  for (size_t i = 1; i < s.tokens.size(); ++i)
    if (s.tokens[i].id == s.tokens[i - 1].id) refuse(node, "tokens", "two tokens share id " + std::to_string(s.tokens[i].id));
  for (const Token& t : s.tokens)
    if (t.partner >= 0 && (!s.token(t.partner) || s.token(t.partner)->partner != t.id))
      refuse(node, "tokens", "token " + std::to_string(t.id) + " names partner " + std::to_string(t.partner) + " which does not name it back");
  // Left out of a scenario: the next id follows the highest, and the kingdoms play in seat order.
  const int max_id = s.tokens.empty() ? 0 : s.tokens.back().id;
  if (!node["next_token_id"]) s.next_token_id = max_id + 1;
  else if (s.next_token_id <= max_id) refuse(node["next_token_id"], "next_token_id", "must be greater than every token id");
  if (!node["player_order"])
    for (int k = 0; k < nk; ++k) s.player_order.push_back(k);
  if (s.battle.retreat_queue.size() != s.battle.retreat_sided.size())
    refuse(node["battle"], "battle.retreat_sided", "must match retreat_queue in length");
  if (s.battle.awards.size() % 2 != 0) refuse(node["battle"]["awards"], "battle.awards", "expected pairs (what, army)");
  if (s.vet_queue.size() % 2 != 0) refuse(node["vet_queue"], "vet_queue", "expected (army id, unit index) pairs");
  if (!ok) return std::nullopt;
  build_grid(s);
  // A live state never rests at step "none"; a scenario written at a phase boundary does, and
  // starts by entering the cursor's phase (so `seasonboard script` needs nothing title-specific).
  if (!s.in_setup && !s.game_over && s.step == Step::kNone && !s.tiles.empty()) enter_current_phase(s, c);
  return s;
}

// [SECTION] action
YAML::Node Title::action_to_yaml(const Action& a) {
  YAML::Node n;
  n["kind"] = act_name(a.kind);
  if (a.token >= 0) n["token"] = a.token;
  if (a.token2 >= 0) n["token2"] = a.token2;
  if (a.order != OrderType::kNone) n["order"] = order_name(a.order);
  if (a.has_tile) n["tile"] = engine::to_yaml(a.tile);
  if (a.value != -1) n["value"] = a.value;
  if (a.value2 != -1) n["value2"] = a.value2;
  if (a.value3 != -1) n["value3"] = a.value3;
  if (!a.results.empty()) n["results"] = engine::int_list_to_yaml(a.results);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

std::optional<Action> Title::action_from_yaml(const YAML::Node& node, const Content&, const ReadContext& ctx) {
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  Action a;
  std::vector<std::string> acts = act_names();
  a.kind = enum_of<Act>(acts, m.one_of("kind", acts, "pass"));
  a.token = static_cast<int>(m.integer_or("token", -1, 1 << 24, -1));
  a.token2 = static_cast<int>(m.integer_or("token2", -1, 1 << 24, -1));
  a.order = enum_of<OrderType>(kOrders, m.one_of_or("order", {"none", "move", "defend", "raze", "regroup", "hold"}, "none"));
  YAML::Node tile = m.child_or_null("tile");
  if (tile.IsDefined() && !tile.IsNull()) {
    if (auto h = engine::hex_from_yaml(tile, "tile", ctx)) {
      a.has_tile = true;
      a.tile = *h;
    }
  }
  a.value = static_cast<int>(m.integer_or("value", -1, 1 << 20, -1));
  a.value2 = static_cast<int>(m.integer_or("value2", -1, 1 << 20, -1));
  a.value3 = static_cast<int>(m.integer_or("value3", -1, 1 << 20, -1));
  for (int64_t r : m.integer_list_or("results", 0, 3)) a.results.push_back(static_cast<int>(r));
  m.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  return a;
}

}  // namespace sb::mk
