#pragma once
// An index into named things (seats, a content list, fixed words) for any title's field lists
// (engine/content/fields.h). A title declares an enum of its kinds of names and, found by
// argument-dependent lookup,
//   size_t name_count(Names, const FieldScope&);              // how many there are (0 when unknown)
//   std::string name_at(Names, const FieldScope&, size_t i);  // the i-th one's name
// and then names these codecs in its lists:
//   as(NamedRef<Names>{Names::kSeats, -1})   written as the number, read as the number or the name
//                                            ("none" or the word given reads -1 where lo < 0)
//   as(NamedWord<Names>{Names::kSides})      written and read as its name
//   as(NamedCounts<Names>{Names::kGoods})    counts per name: a list in order, or a map by name
// and an enum's words (enum_words) from its ids in value order: words_in_order<Mood>({"calm", "angry"}).
#include <yaml-cpp/yaml.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "engine/content/fields.h"

namespace sb::engine {

template <class E, size_t N>
constexpr std::array<std::pair<E, std::string_view>, N> words_in_order(const char* const (&ids)[N]) {
  std::array<std::pair<E, std::string_view>, N> out{};
  for (size_t i = 0; i < N; ++i) out[i] = {static_cast<E>(i), ids[i]};
  return out;
}
template <class E, size_t N>
constexpr std::array<std::pair<E, std::string_view>, N> words_in_order(const std::array<const char*, N>& ids) {
  std::array<std::pair<E, std::string_view>, N> out{};
  for (size_t i = 0; i < N; ++i) out[i] = {static_cast<E>(i), ids[i]};
  return out;
}

// The index of `name` among the names, -1 when none is called so.
template <class Names>
int name_index(Names names, const FieldScope& scope, const std::string& name) {
  for (size_t i = 0; i < name_count(names, scope); ++i)
    if (name_at(names, scope, i) == name) return static_cast<int>(i);
  return -1;
}

// An index written as a number, read as a number lo..hi or a name; hi <= 0 counts from the last
// name (0: the last, -1: all but the last). Where lo < 0, the word `none` reads as -1.
template <class Names>
struct NamedRef {
  Names names;
  int lo = 0, hi = 0;
  const char* none = "none";
  YAML::Node write(int value, const FieldScope&) const { return YAML::Node(value); }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope& scope) const {
    if (node.IsScalar() && lo < 0 && node.Scalar() == none) {
      out = -1;
      return true;
    }
    if (const int found = node.IsScalar() ? name_index(names, scope, node.Scalar()) : -1; found >= 0) {
      out = found;
      return true;
    }
    const int64_t last = static_cast<int64_t>(name_count(names, scope)) - 1;
    auto v = read_int(node, field, ctx, lo, hi > 0 ? hi : last + hi);
    if (v) out = static_cast<int>(*v);
    return v.has_value();
  }
};

// An index written and read as its name; one outside the names is written as its number.
template <class Names>
struct NamedWord {
  Names names;
  YAML::Node write(int value, const FieldScope& scope) const {
    if (value < 0 || static_cast<size_t>(value) >= name_count(names, scope)) return YAML::Node(value);
    return YAML::Node(name_at(names, scope, static_cast<size_t>(value)));
  }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope& scope) const {
    auto text = read_string(node, field, ctx);
    if (!text) return false;
    out = name_index(names, scope, *text);
    if (out >= 0) return true;
    std::string list;
    for (size_t i = 0; i < name_count(names, scope); ++i) list += (i ? ", " : "") + name_at(names, scope, i);
    ctx.error(node, field, "expected one of " + list + "; found '" + *text + "'");
    return false;
  }
};

// Counts over named things: a list in order (or, `by_name`, a map by name), read from either,
// names left out of a map counting 0.
template <class Names>
struct NamedCounts {
  Names names;
  bool by_name = false;
  int lo = 0, hi = 999;
  YAML::Node write(std::span<const int> counts, const FieldScope& scope) const {
    YAML::Node node(by_name ? YAML::NodeType::Map : YAML::NodeType::Sequence);
    for (size_t i = 0; i < counts.size(); ++i) {
      if (by_name) node[name_at(names, scope, i)] = counts[i];
      else node.push_back(counts[i]);
    }
    if (!by_name) node.SetStyle(YAML::EmitterStyle::Flow);
    return node;
  }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::span<int> out, const FieldScope& scope) const {
    const size_t before = ctx.errors->size();
    if (!by_name && node.IsSequence()) {
      if (node.size() != out.size()) ctx.error(node, field, "expected " + std::to_string(out.size()) + " numbers");
      for (size_t i = 0; i < out.size() && i < node.size(); ++i)
        out[i] = static_cast<int>(read_int(node[i], index_field(field, i), ctx, lo, hi).value_or(0));
      return ctx.errors->size() == before;
    }
    MapReader map(node, field, ctx);
    if (!map.valid()) return false;
    for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int>(map.integer_or(name_at(names, scope, i), lo, hi, 0));
    map.finish();
    return ctx.errors->size() == before;
  }
};

}  // namespace sb::engine
