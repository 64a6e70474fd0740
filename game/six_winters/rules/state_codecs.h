#pragma once
// The codecs Six Winters' field lists (state.h) name where its save's YAML is not the C++ shape:
// an index saved as a word or an id, a fixed list saved as a map by name, a std::map by its keys,
// a pile saved top first. Each reads what it writes. With the
// Content in the scope, content indices are written as ids (campaign files); without, as numbers
// (saves and journals); the readers take either.
#include <yaml-cpp/yaml.h>

#include <array>
#include <string>
#include <tuple>
#include <vector>

#include "engine/content/fields.h"
#include "game/six_winters/rules/content.h"

namespace sb::sw {

struct Die;
struct Choose;
struct Decision;
struct Overcome;
struct CharacterState;
using engine::FieldScope;
using engine::ReadContext;

// A std::map member of a field list: entries(m) (state.h lists its size, then each key and value).
template <class Map>
struct Entries {
  Map* map;
  bool operator==(const Entries& other) const { return *map == *other.map; }
};
template <class Map>
constexpr Entries<Map> entries(Map& map) { return {&map}; }

// An index saved as one of the first `count` names; with `nullable`, -1 is null.
struct Named {
  const std::string* names;
  int count;
  bool nullable;
  YAML::Node write(int value, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, int& out, const FieldScope&) const;
};
template <size_t N>
constexpr Named named(const std::array<std::string, N>& names, int count = N) { return {names.data(), count, false}; }
template <size_t N>
constexpr Named named_or_null(const std::array<std::string, N>& names, int count = N) { return {names.data(), count, true}; }

template <class Record>
constexpr auto ids(std::vector<Record> Content::*list) { return engine::as(engine::ids_in(list)); }

// An obstacle instance: "ob_id#copy" (copy from 1), or its number.
struct Instance {
  YAML::Node write(int instance, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, int& out, const FieldScope&) const;
};
// A plain number in lo..hi (a map key).
struct Number {
  int lo, hi;
  YAML::Node write(int value, const FieldScope&) const { return YAML::Node(value); }
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, int& out, const FieldScope&) const;
};
// A die as {kind, resource, value}; without `with_kind` (an asset die) as {resource, value}.
struct DieCodec {
  bool with_kind;
  YAML::Node write(const Die&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, Die& out, const FieldScope&) const;
};
// The file's format: the constant `ruleset` key, which holds no member.
struct Ruleset {
  YAML::Node write(const engine::Pack<>&, const FieldScope&) const { return YAML::Node("six-winters/19.7"); }
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, engine::Pack<>&, const FieldScope&) const;
};
// Six flags, one a resource, saved as the list of the resources whose flag is set.
struct ResourceFlags {
  YAML::Node write(const std::array<bool, 6>&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, std::array<bool, 6>& out, const FieldScope&) const;
};
// A region's obstacle deck: {draw (top first), discard, burned}; files before burned piles have none.
struct ObstacleDeck {
  YAML::Node write(const engine::Deck&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, engine::Deck& out, const FieldScope&) const;
};
// The overcome under way, null when none.
struct OvercomeCodec {
  YAML::Node write(const Overcome&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, Overcome& out, const FieldScope&) const;
};
// The character sheets, one per content character, as a map by character; a sheet left out stays blank.
struct CharacterSheets {
  YAML::Node write(const std::vector<CharacterState>&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, std::vector<CharacterState>& out,
            const FieldScope&) const;
};
// The open question and the answers (yaml_io.cpp: what a choice names depends on the question's kind).
struct DecisionCodec {
  YAML::Node write(const Decision&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, Decision& out, const FieldScope&) const;
};
struct ChooseCodec {
  YAML::Node write(const Choose&, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, Choose& out, const FieldScope&) const;
};

// A draw pile (back() = top) saved top first, each card as `inner` writes it.
template <class Inner>
struct TopFirst {
  Inner inner;
  YAML::Node write(const std::vector<int>& pile, const FieldScope& scope) const {
    YAML::Node node(YAML::NodeType::Sequence);
    for (auto card = pile.rbegin(); card != pile.rend(); ++card) node.push_back(inner.write(*card, scope));
    node.SetStyle(YAML::EmitterStyle::Flow);
    return node;
  }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::vector<int>& out,
            const FieldScope& scope) const {
    std::vector<int> top_first;
    if (!engine::value_from_yaml(node, field, ctx, top_first, scope, engine::as(inner))) return false;
    out.assign(top_first.rbegin(), top_first.rend());
    return true;
  }
};
template <class Inner>
constexpr auto top_first(engine::As<Inner> inner) { return engine::as(TopFirst<Inner>{inner.codec}); }

// A struct in flow style ({progress: 3, threat: 5}).
struct Flow {
  template <engine::HasFields M>
  YAML::Node write(const M& value, const FieldScope& scope) const {
    YAML::Node node = engine::value_to_yaml(value, scope);
    node.SetStyle(YAML::EmitterStyle::Flow);
    return node;
  }
  template <engine::HasFields M>
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, M& out, const FieldScope& scope) const {
    return engine::value_from_yaml(node, field, ctx, out, scope);
  }
};

// A fixed-size list saved as a map {name: entry} in the names' order; `options` apply to each entry.
template <size_t N, class... Options>
struct ByName {
  const std::array<std::string, N>* names;
  bool flow;
  std::tuple<Options...> options;
  template <class List>
  YAML::Node write(const List& list, const FieldScope& scope) const {
    YAML::Node node(YAML::NodeType::Map);
    for (size_t i = 0; i < N; ++i)
      node[(*names)[i]] = std::apply([&](const auto&... o) { return engine::value_to_yaml(list[i], scope, o...); }, options);
    if (flow) node.SetStyle(YAML::EmitterStyle::Flow);
    return node;
  }
  template <class List>
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, List& list, const FieldScope& scope) const {
    engine::MapReader map(node, field, ctx);
    if (!map.valid()) return false;
    bool ok = true;
    for (size_t i = 0; i < N; ++i) {
      YAML::Node entry = map.child((*names)[i]);
      const std::string at = engine::join_field(field, (*names)[i]);
      if (!entry.IsDefined() ||
          !std::apply([&](const auto&... o) { return engine::value_from_yaml(entry, at, ctx, list[i], scope, o...); }, options))
        ok = false;
    }
    map.finish();
    return ok;
  }
};
template <size_t N, class... Options>
constexpr auto by_name(const std::array<std::string, N>& names, Options... options) {
  return engine::as(ByName<N, Options...>{&names, false, {options...}});
}
template <size_t N, class... Options>
constexpr auto by_name_flow(const std::array<std::string, N>& names, Options... options) {
  return engine::as(ByName<N, Options...>{&names, true, {options...}});
}

// A std::map saved as a map {key: value}: `key` writes and reads each key, `options` apply to each
// value. An entry with an empty list is left out, as it means nothing.
template <class Key, class... Options>
struct MapBy {
  Key key;
  std::tuple<Options...> options;
  template <class Map>
  YAML::Node write(const Entries<Map>& e, const FieldScope& scope) const {
    YAML::Node node(YAML::NodeType::Map);
    for (const auto& entry : *e.map)
      node[key.write(entry.first, scope)] =
          std::apply([&](const auto&... o) { return engine::value_to_yaml(entry.second, scope, o...); }, options);
    return node;
  }
  template <class Map>
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Entries<Map>& e, const FieldScope& scope) const {
    if (!node.IsMap()) {
      ctx.error(node, field, "expected a map");
      return false;
    }
    bool ok = true;
    e.map->clear();
    for (const auto& pair : node) {
      int k = 0;
      typename Map::mapped_type v{};
      const std::string at = engine::join_field(field, pair.first.Scalar());
      if (!key.read(pair.first, field, ctx, k, scope) ||
          !std::apply([&](const auto&... o) { return engine::value_from_yaml(pair.second, at, ctx, v, scope, o...); }, options)) {
        ok = false;
        continue;
      }
      if constexpr (requires { v.empty(); })
        if (v.empty()) continue;
      (*e.map)[k] = std::move(v);
    }
    return ok;
  }
};
template <class Key, class... Options>
constexpr auto map_by(Key key, Options... options) {
  return engine::as(MapBy<Key, Options...>{key, {options...}});
}

}  // namespace sb::sw
