#pragma once
// Declared once: a struct lists its fields in one `fields(io, s)` function (cereal's
// `serialize(ar, s)`), and the engine derives from that list the YAML writer, the strict YAML
// reader, a binary hash and a field-by-field diff. No title writes YAML I/O by hand.
//
//   template <class IO, engine::FieldsOf<State> S>
//   constexpr void fields(IO& io, S& s) {
//     io("seeds", s.seeds, engine::range(0, 1000));  // ints: the range the reader accepts
//     io("mood", s.mood);                             // enum: needs enum_words(Mood) (below)
//     io("bonus", s.bonus, engine::or_default(0));    // absent → 0; not written when 0
//     io("target", s.target);                         // std::optional: absent ↔ nullopt
//   }
//   static_assert(engine::fields_complete<State>(), "a member of State is missing from fields()");
//
// Supported members: integers, bool, std::string, enums, std::vector, std::optional, structs with
// their own fields(), and the engine's Rng, CalendarCursor, PassRound and Deck (their YAML is
// core_yaml's, so saves keep their shape). An enum is spelled by an `enum_words(E)` function
// found by argument-dependent lookup, returning pairs {value, "word"}.
//
// [SECTION] field options and the completeness check
// [SECTION] the engine's own types
// [SECTION] YAML writer
// [SECTION] strict YAML reader
// [SECTION] binary hash
// [SECTION] diff
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/content/core_yaml.h"
#include "engine/content/yaml_reader.h"

namespace sb::engine {

// [SECTION] field options and the completeness check

// `template <class IO, FieldsOf<State> S>`: the one fields() serves both const and mutable States
// without matching any other type argument-dependent lookup brings along.
template <class S, class T>
concept FieldsOf = std::same_as<std::remove_const_t<S>, T>;

struct Range {
  int64_t lo, hi;
};
// The values the reader accepts for an integer (or each integer of a list).
constexpr Range range(int64_t lo, int64_t hi) { return {lo, hi}; }

template <class T>
struct Default {
  T value;
};
// An optional key: absent means `value`, and the writer leaves it out when it holds `value`.
template <class T>
constexpr Default<T> or_default(T value) { return {std::move(value)}; }

namespace fields_detail {
template <class>
inline constexpr bool kIsVector = false;
template <class T, class A>
inline constexpr bool kIsVector<std::vector<T, A>> = true;
template <class>
inline constexpr bool kIsOptional = false;
template <class T>
inline constexpr bool kIsOptional<std::optional<T>> = true;
template <class>
inline constexpr bool kIsDefault = false;
template <class T>
inline constexpr bool kIsDefault<Default<T>> = true;

struct CountingIO {
  size_t count = 0;
  template <class M, class... Options>
  constexpr void operator()(const char*, M&, const Options&...) { ++count; }
};

// Storage for a T whose constructor never runs: fields() only names members, so counting them
// needs no object (and works for members whose constructors are not constexpr).
template <class T>
union Unconstructed {
  char none;
  T value;
  constexpr Unconstructed() : none() {}
  constexpr ~Unconstructed() {}
};

// Converts to anything: T{AnyMember{}...} compiles for as many initializers as T has members.
struct AnyMember {
  template <class U>
  operator U&() const;
  template <class U>
  operator U&&() const;
};

template <class T, class... Given>
consteval size_t aggregate_arity() {
  if constexpr (requires { T{Given{}..., AnyMember{}}; })
    return aggregate_arity<T, Given..., AnyMember>();
  else
    return sizeof...(Given);
}

template <class Option>
const Range* find_range(const Option& option) {
  if constexpr (std::is_same_v<Option, Range>) return &option;
  return nullptr;
}
template <class... Options>
std::optional<Range> range_of(const Options&... options) {
  std::optional<Range> found;
  ((find_range(options) ? void(found = *find_range(options)) : void()), ...);
  return found;
}
template <class M, class... Options>
std::optional<M> default_of(const Options&... options) {
  std::optional<M> found;
  [[maybe_unused]] auto take = [&](const auto& option) {
    using O = std::remove_cvref_t<decltype(option)>;
    if constexpr (kIsDefault<O>)
      if constexpr (std::is_convertible_v<decltype(option.value), M>) found = static_cast<M>(option.value);
  };
  (take(options), ...);
  return found;
}
}  // namespace fields_detail

template <class T>
concept HasFields = requires(fields_detail::CountingIO& io, T& t) { fields(io, t); };

template <class E>
concept WordedEnum = std::is_enum_v<E> && requires(E e) { enum_words(e); };

// How many members fields() lists.
template <HasFields T>
consteval size_t listed_field_count() {
  fields_detail::Unconstructed<T> blank;
  fields_detail::CountingIO io;
  fields(io, blank.value);
  return io.count;
}

// True when fields() lists as many members as the aggregate T has: a member added to the struct
// but not to its list fails the title's static_assert. GCC builds check it (the release build CI
// always makes); clang 14 refuses the Unconstructed union in a constant expression ("non-literal
// type") when T holds a member without a constexpr constructor (Rng), so its builds (sanitizer,
// fuzz) take the list on trust.
template <HasFields T>
consteval bool fields_complete() {
  static_assert(std::is_aggregate_v<T>, "fields_complete counts an aggregate's members");
#if defined(__clang__)
  return true;
#else
  return listed_field_count<T>() == fields_detail::aggregate_arity<T>();
#endif
}

// [SECTION] the engine's own types
// Their YAML stays core_yaml's; these lists serve the hash and the diff (and keep them complete).

template <class IO, FieldsOf<CalendarCursor> S>
constexpr void fields(IO& io, S& c) {
  io("period", c.period);
  io("season", c.season);
  io("turn", c.turn);
  io("phase", c.phase);
  io("in_final", c.in_final);
  io("finished", c.finished);
}
template <class IO, FieldsOf<PassRound> S>
constexpr void fields(IO& io, S& r) {
  io("order", r.order);
  io("current", r.current);
  io("passes_in_row", r.passes_in_row);
}
template <class IO, FieldsOf<Deck> S>
constexpr void fields(IO& io, S& d) {
  io("draw", d.draw_pile);
  io("discard", d.discard);
  io("burned", d.burned);
}

template <class T>
concept CoreYamlType = std::same_as<T, Rng> || std::same_as<T, CalendarCursor> || std::same_as<T, PassRound> ||
                       std::same_as<T, Deck>;

// [SECTION] YAML writer

template <class M>
YAML::Node value_to_yaml(const M& value);

class YamlFieldWriter {
 public:
  YAML::Node node{YAML::NodeType::Map};
  template <class M, class... Options>
  void operator()(const char* name, const M& value, const Options&... options) {
    if constexpr (fields_detail::kIsOptional<M>) {
      if (value) node[name] = value_to_yaml(*value);
    } else {
      if (auto fallback = fields_detail::default_of<M>(options...); fallback && *fallback == value) return;
      node[name] = value_to_yaml(value);
    }
  }
};

template <HasFields T>
YAML::Node write_fields(const T& s) {
  YamlFieldWriter io;
  fields(io, s);
  return io.node;
}

template <class M>
YAML::Node value_to_yaml(const M& value) {
  if constexpr (CoreYamlType<M>) {
    return to_yaml(value);
  } else if constexpr (HasFields<M>) {
    return write_fields(value);
  } else if constexpr (WordedEnum<M>) {
    for (const auto& [e, word] : enum_words(value))
      if (e == value) return YAML::Node(std::string(word));
    return YAML::Node(std::to_string(static_cast<int64_t>(value)));
  } else if constexpr (std::is_same_v<M, std::vector<int>>) {
    return int_list_to_yaml(value);
  } else if constexpr (fields_detail::kIsVector<M>) {
    YAML::Node list(YAML::NodeType::Sequence);
    using E = typename M::value_type;
    if constexpr (std::is_arithmetic_v<E> || std::is_enum_v<E>) list.SetStyle(YAML::EmitterStyle::Flow);
    for (const auto& e : value) list.push_back(value_to_yaml(e));
    return list;
  } else if constexpr (fields_detail::kIsOptional<M>) {
    return value ? value_to_yaml(*value) : YAML::Node(YAML::NodeType::Null);
  } else {
    static_assert(std::is_same_v<M, bool> || std::is_integral_v<M> || std::is_same_v<M, std::string>,
                  "no YAML for this member type: give it fields() or an enum_words()");
    return YAML::Node(value);
  }
}

// [SECTION] strict YAML reader

template <class M, class... Options>
bool value_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx, M& out,
                     const Options&... options);

class YamlFieldReader {
 public:
  explicit YamlFieldReader(MapReader& map) : map_(map) {}
  bool ok = true;
  template <class M, class... Options>
  void operator()(const char* name, M& value, const Options&... options) {
    const std::string field = join_field(map_.field(), name);
    if constexpr (fields_detail::kIsOptional<M>) {
      YAML::Node node = map_.child_or_null(name);
      if (!node.IsDefined() || node.IsNull()) {
        value.reset();
        return;
      }
      typename M::value_type inner{};
      if (value_from_yaml(node, field, map_.context(), inner, options...)) value = std::move(inner);
      else ok = false;
    } else {
      if (auto fallback = fields_detail::default_of<M>(options...); fallback && !map_.has(name)) {
        map_.child_or_null(name);  // known, though absent
        value = *fallback;
        if (map_.context().defaults) (*map_.context().defaults)[field] = value_to_yaml(value);
        return;
      }
      YAML::Node node = map_.child(name);  // a missing key is reported here
      if (!node.IsDefined() || !value_from_yaml(node, field, map_.context(), value, options...)) ok = false;
    }
  }

 private:
  MapReader& map_;
};

// Reads a map into `s` field by field; unknown keys, missing required ones and wrong values are
// errors at their file:line:col. False when anything was wrong (`s` then holds what was read).
template <HasFields T>
bool read_fields(const YAML::Node& node, const std::string& field, const ReadContext& ctx, T& s) {
  const size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader map(node, field, ctx);
  if (!map.valid()) return false;
  YamlFieldReader io(map);
  fields(io, s);
  map.finish();  // unknown keys
  return io.ok && (!ctx.errors || ctx.errors->size() == before);
}

template <class M, class... Options>
bool value_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx, M& out,
                     const Options&... options) {
  if constexpr (std::is_same_v<M, Rng>) {
    auto v = rng_from_yaml(node, field, ctx);
    if (v) out = *v;
    return v.has_value();
  } else if constexpr (std::is_same_v<M, CalendarCursor>) {
    auto v = cursor_from_yaml(node, field, ctx);
    if (v) out = *v;
    return v.has_value();
  } else if constexpr (std::is_same_v<M, PassRound>) {
    auto v = pass_round_from_yaml(node, field, ctx);
    if (v) out = *v;
    return v.has_value();
  } else if constexpr (std::is_same_v<M, Deck>) {
    auto v = deck_from_yaml(node, field, ctx);
    if (v) out = *v;
    return v.has_value();
  } else if constexpr (HasFields<M>) {
    return read_fields(node, field, ctx, out);
  } else if constexpr (WordedEnum<M>) {
    auto text = read_string(node, field, ctx);
    if (!text) return false;
    std::string list;
    for (const auto& [e, word] : enum_words(out)) {
      if (word == *text) {
        out = e;
        return true;
      }
      list += (list.empty() ? "" : ", ") + std::string(word);
    }
    ctx.error(node, field, "expected one of " + list + "; found '" + *text + "'");
    return false;
  } else if constexpr (std::is_same_v<M, std::vector<int>>) {
    auto r = fields_detail::range_of(options...).value_or(Range{std::numeric_limits<int>::min(), std::numeric_limits<int>::max()});
    auto v = int_list_from_yaml(node, field, ctx, static_cast<int>(r.lo), static_cast<int>(r.hi));
    if (v) out = std::move(*v);
    return v.has_value();
  } else if constexpr (fields_detail::kIsVector<M>) {
    if (!node.IsSequence()) {
      ctx.error(node, field, "expected a list");
      return false;
    }
    M list;
    bool ok = true;
    for (size_t i = 0; i < node.size(); ++i) {
      typename M::value_type e{};
      if (value_from_yaml(node[i], index_field(field, i), ctx, e, options...)) list.push_back(std::move(e));
      else ok = false;
    }
    if (ok) out = std::move(list);
    return ok;
  } else if constexpr (fields_detail::kIsOptional<M>) {
    if (node.IsNull()) {
      out.reset();
      return true;
    }
    typename M::value_type inner{};
    if (!value_from_yaml(node, field, ctx, inner, options...)) return false;
    out = std::move(inner);
    return true;
  } else if constexpr (std::is_same_v<M, bool>) {
    auto v = read_bool(node, field, ctx);
    if (v) out = *v;
    return v.has_value();
  } else if constexpr (std::is_same_v<M, std::string>) {
    auto v = read_string(node, field, ctx);
    if (v) out = *v;
    return v.has_value();
  } else {
    static_assert(std::is_integral_v<M>, "no YAML for this member type: give it fields() or an enum_words()");
    auto r = fields_detail::range_of(options...).value_or(
        Range{static_cast<int64_t>(std::numeric_limits<M>::min()),
              static_cast<int64_t>(std::min<uint64_t>(std::numeric_limits<M>::max(), INT64_MAX))});
    auto v = read_int(node, field, ctx, r.lo, r.hi);
    if (v) out = static_cast<M>(*v);
    return v.has_value();
  }
}

// [SECTION] binary hash
// FNV-1a 64 over the members in list order, integers as 8 little-endian bytes whatever their type,
// lists and strings led by their length: the same State gives the same hash on every platform,
// with no YAML on the way.

class FieldHasher {
 public:
  uint64_t hash = 14695981039346656037ULL;
  void byte(uint8_t b) {
    hash ^= b;
    hash *= 1099511628211ULL;
  }
  void word(uint64_t w) {
    for (int i = 0; i < 8; ++i) byte(static_cast<uint8_t>(w >> (8 * i)));
  }
  template <class M, class... Options>
  void operator()(const char*, const M& value, const Options&...) { add(value); }

  template <class M>
  void add(const M& value) {
    if constexpr (std::is_same_v<M, Rng>) {
      word(value.state());
      word(value.increment());
    } else if constexpr (HasFields<M>) {
      fields(*this, value);
    } else if constexpr (fields_detail::kIsVector<M>) {
      word(value.size());
      for (const auto& e : value) add(e);
    } else if constexpr (fields_detail::kIsOptional<M>) {
      byte(value ? 1 : 0);
      if (value) add(*value);
    } else if constexpr (std::is_same_v<M, std::string>) {
      word(value.size());
      for (char c : value) byte(static_cast<uint8_t>(c));
    } else if constexpr (std::is_same_v<M, bool>) {
      byte(value ? 1 : 0);
    } else if constexpr (std::is_enum_v<M>) {
      word(static_cast<uint64_t>(static_cast<std::underlying_type_t<M>>(value)));
    } else {
      static_assert(std::is_integral_v<M>, "no hash for this member type: give it fields()");
      word(static_cast<uint64_t>(value));
    }
  }
};

template <HasFields T>
uint64_t hash_fields(const T& s) {
  FieldHasher io;
  fields(io, s);
  return io.hash;
}

// [SECTION] diff

struct FieldDifference {
  std::string path;    // "seeds[1]", "cursor.turn"
  std::string before;  // the value in the first State, as text; "(none)" when it has no such place
  std::string after;
  std::string describe() const;  // "seeds[1]: 3 → 2"
};

// Every leaf of a struct as (path, text), in list order.
class FieldFlattener {
 public:
  std::vector<std::pair<std::string, std::string>> leaves;
  std::string prefix;
  template <class M, class... Options>
  void operator()(const char* name, const M& value, const Options&...) { add(join_field(prefix, name), value); }

  template <class M>
  void add(const std::string& path, const M& value) {
    if constexpr (std::is_same_v<M, Rng>) {
      add(join_field(path, "state"), hex64_text(value.state()));
      add(join_field(path, "inc"), hex64_text(value.increment()));
    } else if constexpr (HasFields<M>) {
      std::string saved = std::exchange(prefix, path);
      fields(*this, value);
      prefix = std::move(saved);
    } else if constexpr (fields_detail::kIsVector<M>) {
      for (size_t i = 0; i < value.size(); ++i) add(index_field(path, i), value[i]);
    } else if constexpr (fields_detail::kIsOptional<M>) {
      if (value) add(path, *value);
      else leaves.emplace_back(path, "(none)");
    } else if constexpr (std::is_same_v<M, std::string>) {
      leaves.emplace_back(path, value);
    } else if constexpr (std::is_same_v<M, bool>) {
      leaves.emplace_back(path, value ? "true" : "false");
    } else if constexpr (WordedEnum<M>) {
      leaves.emplace_back(path, value_to_yaml(value).Scalar());
    } else if constexpr (std::is_enum_v<M>) {
      leaves.emplace_back(path, std::to_string(static_cast<int64_t>(value)));
    } else {
      static_assert(std::is_integral_v<M>, "no diff for this member type: give it fields()");
      leaves.emplace_back(path, std::to_string(value));
    }
  }
};

std::vector<FieldDifference> diff_leaves(const std::vector<std::pair<std::string, std::string>>& before,
                                         const std::vector<std::pair<std::string, std::string>>& after);

// Every place where `before` and `after` differ, in list order (places only one of them has come
// with "(none)" on the other side: a list that grew or shrank).
template <HasFields T>
std::vector<FieldDifference> diff_fields(const T& before, const T& after) {
  FieldFlattener a, b;
  fields(a, before);
  fields(b, after);
  return diff_leaves(a.leaves, b.leaves);
}

// The first such place, or nullopt when the two are equal field for field.
template <HasFields T>
std::optional<FieldDifference> first_field_difference(const T& before, const T& after) {
  auto all = diff_fields(before, after);
  if (all.empty()) return std::nullopt;
  return all.front();
}

}  // namespace sb::engine
