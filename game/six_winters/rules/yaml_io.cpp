// [SECTION] index: players choose · codecs · state · actions
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

// [SECTION] players choose
// What a value a Choose names is, by its kind: a location, character or progress card id (a number
// without the content), an obstacle instance, a track, a staging position 1 (top) .. 4 in files.
namespace {
YAML::Node choice_value_yaml(const FieldScope& scope, int what, int value) {
  switch (what) {
    case kValueCharacter: return engine::ids_in(&Content::characters).write(value, scope);
    case kValueObstacle: return Instance{}.write(value, scope);
    case kValueTrack: return YAML::Node(kResourceNames[std::clamp(value, 0, 5)]);
    case kValueCard: return engine::ids_in(&Content::progress).write(value, scope);
    case kValuePosition: return YAML::Node(value + 1);
    default: return engine::ids_in(&Content::locations).write(value, scope);
  }
}

bool read_choice_value(const YAML::Node& n, const std::string& field, const ReadContext& ctx, int what, int& out,
                       const FieldScope& scope) {
  SB_CHECK(scope.content, "Six Winters' state readers need the content");
  if (n.IsNull()) return engine::read_string(n, field, ctx).has_value();  // an error: a choice names something
  switch (what) {
    case kValueCharacter: return engine::ids_in(&Content::characters).read(n, field, ctx, out, scope);
    case kValueObstacle: return Instance{}.read(n, field, ctx, out, scope);
    case kValueTrack: return named(kResourceNames).read(n, field, ctx, out, scope);
    case kValueCard: return engine::ids_in(&Content::progress).read(n, field, ctx, out, scope);
    case kValuePosition: {
      auto v = engine::read_int(n, field, ctx, 1, 4);
      if (v) out = static_cast<int>(*v) - 1;
      return v.has_value();
    }
    default: return engine::ids_in(&Content::locations).read(n, field, ctx, out, scope);
  }
}

// The Choose in a map that names exactly one of location, character, obstacle or track.
bool read_choice(MapReader& m, const FieldScope& scope, Choose& a) {
  int found = 0;
  for (int what = 0; what < kChoiceValues; ++what)
    if (m.has(kChoiceValueNames[what])) {
      ++found;
      a.what = what;
    }
  if (found != 1) {
    m.error("", "a choice names exactly one of location, character, obstacle, track, card or position");
    return false;
  }
  const std::string& key = kChoiceValueNames[a.what];
  return read_choice_value(m.child(key), join_field(m.field(), key), m.context(), a.what, a.value, scope);
}
}  // namespace

// [SECTION] codecs (state_codecs.h)
// Reading needs the content (state_from_yaml passes it); writing names ids only when given it.

YAML::Node Instance::write(int instance, const FieldScope& scope) const {
  const Content* c = scope.content_as<Content>();
  if (!c) return YAML::Node(instance);
  return YAML::Node(c->obstacles.at(card_of(instance)).id + "#" + std::to_string(copy_of(instance) + 1));
}
bool Instance::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope& scope) const {
  if (nullable && node.IsNull()) {
    out = -1;
    return true;
  }
  SB_CHECK(scope.content, "Six Winters' state readers need the content");
  const Content& c = *scope.content_as<Content>();
  auto s = engine::read_string(node, field, ctx);
  if (!s) return false;
  using Ids = decltype(engine::ids_in(&Content::obstacles));  // its number parser
  if (auto v = Ids::parse_int(*s)) {
    if (*v < 0 || *v > INT32_MAX || card_of(static_cast<int>(*v)) >= static_cast<int>(c.obstacles.size())) {
      ctx.error(node, field, "unknown obstacle instance");
      return false;
    }
    out = static_cast<int>(*v);
    return true;
  }
  const size_t hash = s->find('#');
  const int card = c.find_obstacle(s->substr(0, hash));
  const int64_t copy = hash == std::string::npos ? 1 : Ids::parse_int(s->substr(hash + 1)).value_or(0);
  if (card < 0 || copy < 1 || copy > c.obstacles[card].copies) {
    ctx.error(node, field, "unknown obstacle instance '" + *s + "' (expected ob_id#copy)");
    return false;
  }
  out = instance_of(card, static_cast<int>(copy) - 1);
  return true;
}

bool Number::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope&) const {
  auto v = engine::read_int(node, field, ctx, lo, hi);
  if (v) out = static_cast<int>(*v);
  return v.has_value();
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

namespace {
// A deck's piles as saves write them: each card an obstacle instance, the draw pile top first;
// files before burned piles have none. V: the piles, const when written.
template <class V>
struct DeckPiles {
  V& draw;
  V& discard;
  V& burned;
};
template <class IO, class V>
void fields(IO& io, const DeckPiles<V>& d) {
  io("draw", d.draw, top_first(engine::as(Instance{})));
  io("discard", d.discard, engine::as(Instance{}));
  io("burned", d.burned, engine::as(Instance{}), engine::when_absent(std::vector<int>{}));
}
}  // namespace

YAML::Node ObstacleDeck::write(const engine::Deck& d, const FieldScope& scope) const {
  return engine::value_to_yaml(DeckPiles<const std::vector<int>>{d.draw_pile, d.discard, d.burned}, scope);
}
bool ObstacleDeck::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, engine::Deck& out,
                        const FieldScope& scope) const {
  DeckPiles<std::vector<int>> piles{out.draw_pile, out.discard, out.burned};
  return engine::value_from_yaml(node, field, ctx, piles, scope);
}

YAML::Node OvercomeCodec::write(const Overcome& o, const FieldScope& scope) const {
  return o.active ? engine::value_to_yaml(o, scope) : YAML::Node(YAML::NodeType::Null);
}
bool OvercomeCodec::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Overcome& out,
                         const FieldScope& scope) const {
  out = Overcome{};
  return node.IsNull() || engine::value_from_yaml(node, field, ctx, out, scope);
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
  return choice_value_yaml(scope, decision_value_kind(scope.root_as<Decision>().kind), value);
}
bool OptionValue::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope& scope) const {
  return read_choice_value(node, field, ctx, decision_value_kind(scope.root_as<Decision>().kind), out, scope);
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
  n[kChoiceValueNames[std::clamp(a.what, 0, kChoiceValues - 1)]] = choice_value_yaml(scope, a.what, a.value);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}
bool ChooseCodec::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Choose& out,
                       const FieldScope& scope) const {
  MapReader m(node, field, ctx);
  if (!m.valid()) return false;
  out = Choose{};
  const bool ok = read_choice(m, scope, out);
  m.finish();
  return ok;
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
          n[kChoiceValueNames[std::clamp(a.what, 0, kChoiceValues - 1)]] = choice_value_yaml(FieldScope{nullptr, names}, a.what, a.value);
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
          io.ok = read_choice(m, scope, a);
          m.finish();
        } else {
          fields(io, a);
          io.finish();
          map.finish();
        }
      },
      out);
  if ((ctx.errors && ctx.errors->size() > errors_before) || !io.ok) return std::nullopt;
  return out;
}

}  // namespace sb::sw
