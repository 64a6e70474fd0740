#pragma once
// Shapes saves give members that are not their C++ shape, for any title's field lists
// (engine/content/fields.h), as codecs: engine::as(by_name(kRegionNames)), engine::as(Flow{}).
//   by_name(names, options...)   a fixed-size list as a map {name: entry}, every name given
//   entries(m) + map_by(key, ...) a std::map as a map {key: value} (the list hashes its size, then
//                                 each key and value)
//   top_first(as(inner))          a draw pile (back() = top) written top first
//   Flow                          a struct (or list of words) written on one line
//   WordIn<Name>                  an index as one word of a fixed list; -1 as null or a `none` word
// Each reads what it writes.
#include <yaml-cpp/yaml.h>

#include <array>
#include <concepts>
#include <cstddef>
#include <string>
#include <tuple>
#include <vector>

#include "engine/content/fields.h"

namespace sb::engine {

// A std::map member of a field list: io("attached", entries(s.attached), map_by(...)).
template <class Map>
struct Entries {
  Map* map;
  bool operator==(const Entries& other) const { return *map == *other.map; }
};
template <class Map>
constexpr Entries<Map> entries(Map& map) { return {&map}; }
// For the hash and the diff: its size, then each key and its value.
template <class IO, class Map>
void fields(IO& io, const Entries<Map>& e) {
  const size_t size = e.map->size();
  io("size", size);
  for (const auto& [key, value] : *e.map) {
    const std::string name = std::to_string(key);
    io(name.c_str(), key);
    io(name.c_str(), value);
  }
}

// A std::map saved as a map {key: value}: `key` (a codec for the key type) writes and reads each
// key, `options` apply to each value. An entry with an empty list is left out, as it means nothing.
template <class Key, class... Options>
struct MapBy {
  Key key;
  std::tuple<Options...> options;
  template <class Map>
  YAML::Node write(const Entries<Map>& e, const FieldScope& scope) const {
    YAML::Node node(YAML::NodeType::Map);
    for (const auto& entry : *e.map)
      node[key.write(entry.first, scope)] =
          std::apply([&](const auto&... o) { return value_to_yaml(entry.second, scope, o...); }, options);
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
      typename Map::key_type k{};
      typename Map::mapped_type v{};
      const std::string at = join_field(field, pair.first.Scalar());
      if (!key.read(pair.first, field, ctx, k, scope) ||
          !std::apply([&](const auto&... o) { return value_from_yaml(pair.second, at, ctx, v, scope, o...); }, options)) {
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
  return as(MapBy<Key, Options...>{key, {options...}});
}

// A fixed-size list saved as a map {name: entry} in the names' order, every name given; `options`
// apply to each entry. `Names` is an array of std::string or const char*.
template <class Names, class... Options>
struct ByName {
  const Names* names;
  bool flow;
  std::tuple<Options...> options;
  template <class List>
  YAML::Node write(const List& list, const FieldScope& scope) const {
    YAML::Node node(YAML::NodeType::Map);
    for (size_t i = 0; i < names->size(); ++i)
      node[std::string((*names)[i])] = std::apply([&](const auto&... o) { return value_to_yaml(list[i], scope, o...); }, options);
    if (flow) node.SetStyle(YAML::EmitterStyle::Flow);
    return node;
  }
  template <class List>
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, List& list, const FieldScope& scope) const {
    MapReader map(node, field, ctx);
    if (!map.valid()) return false;
    bool ok = true;
    for (size_t i = 0; i < names->size(); ++i) {
      const std::string name((*names)[i]);
      YAML::Node entry = map.child(name);
      const std::string at = join_field(field, name);
      if (!entry.IsDefined() ||
          !std::apply([&](const auto&... o) { return value_from_yaml(entry, at, ctx, list[i], scope, o...); }, options))
        ok = false;
    }
    map.finish();
    return ok;
  }
};
template <class Names, class... Options>
constexpr auto by_name(const Names& names, Options... options) {
  return as(ByName<Names, Options...>{&names, false, {options...}});
}
// The same, written on one line.
template <class Names, class... Options>
constexpr auto by_name_flow(const Names& names, Options... options) {
  return as(ByName<Names, Options...>{&names, true, {options...}});
}

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
    if (!value_from_yaml(node, field, ctx, top_first, scope, as(inner))) return false;
    out.assign(top_first.rbegin(), top_first.rend());
    return true;
  }
};
template <class Inner>
constexpr auto top_first(As<Inner> inner) { return as(TopFirst<Inner>{inner.codec}); }

// Written on one line ({progress: 3, threat: 5}, [me, ra]), read as any map or list.
template <class T>
concept OneLine = HasFields<T> || std::same_as<T, std::vector<std::string>>;
struct Flow {
  template <OneLine T>
  YAML::Node write(const T& value, const FieldScope& scope) const {
    YAML::Node node = value_to_yaml(value, scope);
    node.SetStyle(YAML::EmitterStyle::Flow);
    return node;
  }
  template <OneLine T>
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, T& out, const FieldScope& scope) const {
    return value_from_yaml(node, field, ctx, out, scope);
  }
};

// An index saved as one word of a fixed list: the word of `value - first`. -1 is null when
// `null_is_none`, else the word `none` when given. A value outside the list is written as its
// number (a State check names it) and refused when read.
template <class Name>
struct WordIn {
  const Name* words;
  int count;
  int first = 0;
  const char* none = nullptr;
  bool null_is_none = false;
  YAML::Node write(int value, const FieldScope&) const {
    if (value == -1 && null_is_none) return YAML::Node(YAML::NodeType::Null);
    if (value == -1 && none) return YAML::Node(none);
    if (value < first || value - first >= count) return YAML::Node(value);
    return YAML::Node(std::string(words[value - first]));
  }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope&) const {
    if (null_is_none && node.IsNull()) {
      out = -1;
      return true;
    }
    auto text = read_string(node, field, ctx);
    if (!text) return false;
    std::string list;
    for (int i = 0; i < count; ++i) {
      if (*text == words[i]) {
        out = first + i;
        return true;
      }
      list += (i ? ", " : "") + std::string(words[i]);
    }
    if (none && *text == none) {
      out = -1;
      return true;
    }
    ctx.error(node, field, "expected one of " + list + (none ? ", " + std::string(none) : "") + (null_is_none ? " or null" : "") +
                               "; found '" + *text + "'");
    return false;
  }
};

}  // namespace sb::engine
