// [SECTION] index: id writers/readers · players choose · codecs · state · actions
#include "game/six_winters/rules/yaml_io.h"

#include <algorithm>

#include "engine/content/core_yaml.h"
#include "engine/core/check.h"
#include "game/six_winters/rules/rules.h"

namespace sb::sw {
using engine::index_field;
using engine::join_field;
using engine::MapReader;
using engine::ReadContext;

namespace {

// [SECTION] id writers/readers
enum class Kind { kLocation, kObstacle, kProgress, kCharacter, kEvent };

struct Ids {
  const Content* c;
  YAML::Node id(Kind k, int v) const {
    if (!c || v < 0) return v < 0 ? YAML::Node(YAML::NodeType::Null) : YAML::Node(v);
    switch (k) {
      case Kind::kLocation: return YAML::Node(c->locations.at(v).id);
      case Kind::kObstacle: return YAML::Node(c->obstacles.at(v).id);
      case Kind::kProgress: return YAML::Node(c->progress.at(v).id);
      case Kind::kCharacter: return YAML::Node(c->characters.at(v).id);
      case Kind::kEvent: return YAML::Node(c->events.at(v).id);
    }
    return YAML::Node(v);
  }
  YAML::Node inst(int i) const {
    if (!c) return YAML::Node(i);
    return YAML::Node(c->obstacles.at(card_of(i)).id + "#" + std::to_string(copy_of(i) + 1));
  }
  YAML::Node list(Kind k, const std::vector<int>& v) const {
    YAML::Node n(YAML::NodeType::Sequence);
    for (int x : v) n.push_back(id(k, x));
    n.SetStyle(YAML::EmitterStyle::Flow);
    return n;
  }
};

struct Reader {
  const Content& c;
  const ReadContext& ctx;
  bool ok = true;
  int count(Kind k) const {
    switch (k) {
      case Kind::kLocation: return static_cast<int>(c.locations.size());
      case Kind::kObstacle: return static_cast<int>(c.obstacles.size());
      case Kind::kProgress: return static_cast<int>(c.progress.size());
      case Kind::kCharacter: return static_cast<int>(c.characters.size());
      case Kind::kEvent: return static_cast<int>(c.events.size());
    }
    return 0;
  }
  int lookup(Kind k, const std::string& s) const {
    switch (k) {
      case Kind::kLocation: return c.find_location(s);
      case Kind::kObstacle: return c.find_obstacle(s);
      case Kind::kProgress: return c.find_progress(s);
      case Kind::kCharacter: return c.find_character(s);
      case Kind::kEvent: return c.find_event(s);
    }
    return -1;
  }
  static bool is_int(const std::string& s) {
    return !s.empty() && std::all_of(s.begin() + (s[0] == '-'), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }) &&
           s != "-";
  }
  int id(const YAML::Node& n, const std::string& field, Kind k, bool nullable = false) {
    if (nullable && (!n.IsDefined() || n.IsNull())) return -1;
    auto s = engine::read_string(n, field, ctx);
    if (!s) {
      ok = false;
      return -1;
    }
    int v = is_int(*s) ? std::stoi(*s) : lookup(k, *s);
    if (v < 0 || v >= count(k)) {
      ctx.error(n, field, "unknown id '" + *s + "'");
      ok = false;
      return -1;
    }
    return v;
  }
  int inst(const YAML::Node& n, const std::string& field) {
    auto s = engine::read_string(n, field, ctx);
    if (!s) {
      ok = false;
      return -1;
    }
    if (is_int(*s)) {
      int v = std::stoi(*s);
      if (v < 0 || card_of(v) >= count(Kind::kObstacle)) {
        ctx.error(n, field, "unknown obstacle instance");
        ok = false;
        return -1;
      }
      return v;
    }
    auto hash = s->find('#');
    int card = c.find_obstacle(s->substr(0, hash));
    int copy = hash == std::string::npos ? 1 : (is_int(s->substr(hash + 1)) ? std::stoi(s->substr(hash + 1)) : 0);
    if (card < 0 || copy < 1 || copy > c.obstacles[card].copies) {
      ctx.error(n, field, "unknown obstacle instance '" + *s + "' (expected ob_id#copy)");
      ok = false;
      return -1;
    }
    return instance_of(card, copy - 1);
  }
  std::vector<int> ids(const YAML::Node& n, const std::string& field, Kind k) {
    std::vector<int> out;
    auto items = engine::read_sequence(n, field, ctx);
    for (size_t i = 0; i < items.size(); ++i) out.push_back(id(items[i], index_field(field, i), k));
    return out;
  }
  int res_or_null(const YAML::Node& n, const std::string& field) {
    if (!n.IsDefined() || n.IsNull()) return -1;
    auto s = engine::read_string(n, field, ctx);
    int r = s ? resource_index(*s) : -1;
    if (r < 0) {
      ctx.error(n, field, "expected a resource or null");
      ok = false;
    }
    return r;
  }
};

// [SECTION] players choose
// A value a Choose names: a location or character id, an obstacle instance, a track.
YAML::Node choice_value_yaml(const Ids& I, int what, int value) {
  switch (what) {
    case kValueCharacter: return I.id(Kind::kCharacter, value);
    case kValueObstacle: return I.inst(value);
    case kValueTrack: return YAML::Node(kResourceNames[std::clamp(value, 0, 5)]);
    case kValueCard: return I.id(Kind::kProgress, value);
    case kValuePosition: return YAML::Node(value + 1);  // staging positions are 1 (top) .. 4 in files
    default: return I.id(Kind::kLocation, value);
  }
}

// Writes the one key a Choose names ({location: loc_x}) into `n`.
void choice_into(YAML::Node& n, const Ids& I, const Choose& a) {
  n[kChoiceValueNames[std::clamp(a.what, 0, kChoiceValues - 1)]] = choice_value_yaml(I, a.what, a.value);
}

int read_choice_value(Reader& R, const YAML::Node& n, const std::string& field, int what) {
  switch (what) {
    case kValueCharacter: return R.id(n, field, Kind::kCharacter);
    case kValueObstacle: return R.inst(n, field);
    case kValueTrack: {
      int r = R.res_or_null(n, field);
      if (r < 0) {
        R.ctx.error(n, field, "expected a track");
        R.ok = false;
      }
      return r;
    }
    case kValueCard: return R.id(n, field, Kind::kProgress);
    case kValuePosition: {
      auto v = engine::read_int(n, field, R.ctx, 1, 4);
      if (!v) {
        R.ok = false;
        return 0;
      }
      return static_cast<int>(*v) - 1;
    }
    default: return R.id(n, field, Kind::kLocation);
  }
}

// The Choose in a map that names exactly one of location, character, obstacle or track.
Choose read_choice(Reader& R, MapReader& m) {
  Choose a;
  int found = 0;
  for (int what = 0; what < kChoiceValues; ++what)
    if (m.has(kChoiceValueNames[what])) {
      ++found;
      a.what = what;
    }
  if (found != 1) {
    m.error("", "a choice names exactly one of location, character, obstacle, track, card or position");
    R.ok = false;
    return a;
  }
  const std::string& key = kChoiceValueNames[a.what];
  a.value = read_choice_value(R, m.child(key), join_field(m.field(), key), a.what);
  return a;
}

}  // namespace

// [SECTION] codecs (state_codecs.h)
// Reading needs the content (state_from_yaml passes it); writing names ids only when given it.
namespace {
Reader reader_of(const FieldScope& scope, const ReadContext& ctx) {
  SB_CHECK(scope.content, "Six Winters' state readers need the content");
  return Reader{*scope.content_as<Content>(), ctx};
}
}  // namespace

YAML::Node Instance::write(int instance, const FieldScope& scope) const { return Ids{scope.content_as<Content>()}.inst(instance); }
bool Instance::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope& scope) const {
  if (nullable && node.IsNull()) {
    out = -1;
    return true;
  }
  Reader R = reader_of(scope, ctx);
  out = R.inst(node, field);
  return R.ok;
}

bool Number::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope&) const {
  auto v = engine::read_int(node, field, ctx, lo, hi);
  if (v) out = static_cast<int>(*v);
  return v.has_value();
}

const std::array<std::string, 3> kDieKindNames = {"action", "resource", "asset"};
YAML::Node DieCodec::write(const Die& d, const FieldScope& scope) const {
  YAML::Node n;
  if (with_kind) n["kind"] = named(kDieKindNames).write(d.kind, scope);
  n["resource"] = named_or_null(kResourceNames).write(d.resource, scope);
  n["value"] = d.value;
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}
// The kind may be left out (an asset die), whichever list the die is in.
bool DieCodec::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Die& out, const FieldScope& scope) const {
  MapReader m(node, field, ctx);
  if (!m.valid()) return false;
  bool ok = true;
  auto one = [&](const char* key, int& member, const auto& codec) {
    YAML::Node child = m.child_or_null(key);
    if (child.IsDefined() && !codec.read(child, join_field(field, key), ctx, member, scope)) ok = false;
  };
  out = Die{};
  one("kind", out.kind, named(kDieKindNames));
  if (!m.has("resource")) m.child("resource");  // required: reports it missing
  one("resource", out.resource, named_or_null(kResourceNames));
  out.value = static_cast<int>(m.integer("value", 1, 6, 1));
  m.finish();
  return ok;
}

bool Ruleset::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, engine::Pack<>&, const FieldScope&) const {
  auto text = engine::read_string(node, field, ctx);
  if (text && *text == "six-winters/19.7") return true;
  if (text) ctx.error(node, field, "expected six-winters/19.7");
  return false;
}

YAML::Node ResourceFlags::write(const std::array<bool, 6>& flags, const FieldScope&) const {
  YAML::Node n(YAML::NodeType::Sequence);
  for (int r = 0; r < kResources; ++r)
    if (flags[r]) n.push_back(kResourceNames[r]);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}
bool ResourceFlags::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::array<bool, 6>& out,
                         const FieldScope& scope) const {
  std::vector<int> set;
  if (!engine::value_from_yaml(node, field, ctx, set, scope, engine::as(named(kResourceNames)))) return false;
  out = {};
  for (int r : set) out[r] = true;
  return true;
}

YAML::Node ObstacleDeck::write(const engine::Deck& d, const FieldScope& scope) const {
  YAML::Node n;
  n["draw"] = engine::value_to_yaml(d.draw_pile, scope, top_first(engine::as(Instance{})));
  n["discard"] = engine::value_to_yaml(d.discard, scope, engine::as(Instance{}));
  n["burned"] = engine::value_to_yaml(d.burned, scope, engine::as(Instance{}));
  return n;
}
bool ObstacleDeck::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, engine::Deck& out,
                        const FieldScope& scope) const {
  MapReader m(node, field, ctx);
  if (!m.valid()) return false;
  YAML::Node draw = m.child("draw"), discard = m.child("discard"), burned = m.child_or_null("burned");
  bool ok = draw.IsDefined() && discard.IsDefined();
  ok = ok && engine::value_from_yaml(draw, join_field(field, "draw"), ctx, out.draw_pile, scope, top_first(engine::as(Instance{})));
  ok = ok && engine::value_from_yaml(discard, join_field(field, "discard"), ctx, out.discard, scope, engine::as(Instance{}));
  out.burned.clear();
  if (burned.IsDefined() && !burned.IsNull())
    ok = engine::value_from_yaml(burned, join_field(field, "burned"), ctx, out.burned, scope, engine::as(Instance{})) && ok;
  m.finish();
  return ok;
}

const std::array<std::string, 3> kOvercomeSteps = {"approach", "damage", "overcome"};
YAML::Node OvercomeCodec::write(const Overcome& o, const FieldScope& scope) const {
  if (!o.active) return YAML::Node(YAML::NodeType::Null);
  YAML::Node n;
  n["obstacle"] = Instance{}.write(o.obstacle, scope);
  n["location"] = engine::value_to_yaml(o.location, scope, ids(&Content::locations));
  n["participants"] = engine::value_to_yaml(o.participants, scope, ids(&Content::characters));
  n["step"] = named(kOvercomeSteps).write(o.step, scope);
  n["damage"]["psyche"] = o.damage_psyche;
  n["damage"]["body"] = o.damage_body;
  n["placed_by"] = engine::value_to_yaml(o.placed_by, scope, ids(&Content::characters));
  return n;
}
// Files before the gain_requires_die option have no placed_by.
bool OvercomeCodec::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Overcome& out,
                         const FieldScope& scope) const {
  out = Overcome{};
  if (node.IsNull()) return true;
  MapReader m(node, field, ctx);
  if (!m.valid()) return false;
  bool ok = true;
  auto one = [&](const char* key, auto& member, const auto&... options) {
    YAML::Node child = std::string(key) == "placed_by" ? m.child_or_null(key) : m.child(key);
    if (std::string(key) == "placed_by" && (!child.IsDefined() || child.IsNull())) return;
    if (!child.IsDefined() || !engine::value_from_yaml(child, join_field(field, key), ctx, member, scope, options...)) ok = false;
  };
  out.active = true;
  one("obstacle", out.obstacle, engine::as(Instance{}));
  one("location", out.location, ids(&Content::locations));
  one("participants", out.participants, ids(&Content::characters));
  one("step", out.step, engine::as(named(kOvercomeSteps)));
  MapReader damage(m.child("damage"), join_field(field, "damage"), ctx);
  if (damage.valid()) {
    out.damage_psyche = static_cast<int>(damage.integer("psyche", 0, 12, 0));
    out.damage_body = static_cast<int>(damage.integer("body", 0, 12, 0));
    damage.finish();
  }
  one("placed_by", out.placed_by, ids(&Content::characters));
  m.finish();
  return ok;
}

YAML::Node CharacterSheets::write(const std::vector<CharacterState>& sheets, const FieldScope& scope) const {
  YAML::Node n(YAML::NodeType::Map);
  for (size_t i = 0; i < sheets.size(); ++i)
    n[engine::ids_in(&Content::characters).write(static_cast<int>(i), scope)] = engine::value_to_yaml(sheets[i], scope);
  return n;
}
bool CharacterSheets::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx,
                           std::vector<CharacterState>& out, const FieldScope& scope) const {
  if (!node.IsMap()) {
    ctx.error(node, field, "expected a map of characters");
    return false;
  }
  bool ok = true;
  for (const auto& pair : node) {
    int i = -1;
    if (!engine::ids_in(&Content::characters).read(pair.first, field, ctx, i, scope) || i >= static_cast<int>(out.size())) {
      ok = false;
      continue;
    }
    out[static_cast<size_t>(i)] = CharacterState{};
    if (!engine::value_from_yaml(pair.second, join_field(field, pair.first.Scalar()), ctx, out[static_cast<size_t>(i)], scope))
      ok = false;
  }
  return ok;
}

YAML::Node DecisionCodec::write(const Decision& d, const FieldScope& scope) const { return engine::write_fields(d, scope.content); }
bool DecisionCodec::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Decision& out,
                         const FieldScope& scope) const {
  out = Decision{};
  if (!engine::read_fields(node, field, ctx, out, scope.content)) return false;
  if (out.options.size() >= 2) return true;
  ctx.error(node, join_field(field, "options"), "a question has at least 2 options");
  return false;
}
YAML::Node OptionValue::write(int value, const FieldScope& scope) const {
  return choice_value_yaml(Ids{scope.content_as<Content>()}, decision_value_kind(scope.root_as<Decision>().kind), value);
}
bool OptionValue::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope& scope) const {
  Reader R = reader_of(scope, ctx);
  out = read_choice_value(R, node, field, decision_value_kind(scope.root_as<Decision>().kind));
  return R.ok;
}
YAML::Node Position::write(int position, const FieldScope&) const {
  return position >= 0 ? YAML::Node(position + 1) : YAML::Node(YAML::NodeType::Null);
}
bool Position::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope&) const {
  auto v = node.IsNull() ? std::optional<int64_t>(0) : engine::read_int(node, field, ctx, 1, 4);
  if (v) out = static_cast<int>(*v) - 1;
  return v.has_value();
}

YAML::Node ChooseCodec::write(const Choose& a, const FieldScope& scope) const {
  YAML::Node n;
  choice_into(n, Ids{scope.content_as<Content>()}, a);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}
bool ChooseCodec::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Choose& out,
                       const FieldScope& scope) const {
  Reader R = reader_of(scope, ctx);
  MapReader m(node, field, ctx);
  if (!m.valid()) return false;
  out = read_choice(R, m);
  m.finish();
  return R.ok;
}

YAML::Node ActionCodec::write(const Action& a, const FieldScope& scope) const { return action_to_yaml(a, scope.content_as<Content>()); }
// Its positions name the state file: the action reader only knows its own fields.
bool ActionCodec::read(const YAML::Node& node, const std::string&, const ReadContext& ctx, Action& out, const FieldScope& scope) const {
  SB_CHECK(scope.content, "Six Winters' state readers need the content");
  auto a = action_from_yaml(node, *scope.content_as<Content>(), ctx);
  if (a) out = *a;
  return a.has_value();
}

// [SECTION] state
// The State's list read and written by the engine: a dotted name ("progress.burned") sits in a map
// of its own, and the session is written only while one is under way.
YAML::Node state_to_yaml(const State& s, const Content* names) {
  YAML::Node node = engine::write_fields(s, names);
  if (s.status != kInSession) node.remove("session");
  return node;
}

std::optional<State> state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  const size_t errors_before = ctx.errors ? ctx.errors->size() : 0;
  State s;
  s.characters.resize(c.characters.size());  // sheets a file leaves out stay blank
  const bool ok = engine::read_fields(node, "", ctx, s, &c);
  if ((ctx.errors && ctx.errors->size() > errors_before) || !ok) return std::nullopt;
  if (auto why = state_consistency_error(s, c); !why.empty()) {
    ctx.error(node, "", why);
    return std::nullopt;
  }
  return s;
}

// [SECTION] actions
// One flow map: the type, then the alternative's fields by its list (a Choose by the one key it names).
YAML::Node action_to_yaml(const Action& action, const Content* names) {
  YAML::Node n;
  n["type"] = kActionTypes[action.index()];
  std::visit(
      [&](const auto& a) {
        if constexpr (std::is_same_v<std::decay_t<decltype(a)>, Choose>) {
          choice_into(n, Ids{names}, a);
        } else {
          const FieldScope scope{&a, names};
          engine::YamlFieldWriter io(scope);
          fields(io, a);
          for (const auto& kv : io.node) n[kv.first.Scalar()] = kv.second;
        }
      },
      action);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

namespace {
template <size_t I = 0>
Action blank_action(size_t index) {
  if constexpr (I + 1 < std::variant_size_v<Action>)
    if (index != I) return blank_action<I + 1>(index);
  return Action{std::in_place_index<I>};
}
}  // namespace

std::optional<Action> action_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  const size_t errors_before = ctx.errors ? ctx.errors->size() : 0;
  Reader R{c, ctx};
  MapReader map(node, "", ctx);
  if (!map.valid()) return std::nullopt;
  const FieldScope scope{nullptr, &c};
  engine::YamlFieldReader io(map, scope);
  int type = 0;
  io("type", type, engine::as(named(kActionTypes)));
  if (!io.ok) return std::nullopt;
  Action out = blank_action(static_cast<size_t>(type));
  std::visit(
      [&](auto& a) {
        if constexpr (std::is_same_v<std::decay_t<decltype(a)>, Choose>) {
          MapReader m(node, "", ctx);
          m.child_or_null("type");  // read above
          a = read_choice(R, m);
          m.finish();
        } else {
          fields(io, a);
          io.finish();
          map.finish();
        }
      },
      out);
  if ((ctx.errors && ctx.errors->size() > errors_before) || !io.ok || !R.ok) return std::nullopt;
  return out;
}

}  // namespace sb::sw
