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
// Supported members: integers, bool, std::string, enums, std::vector, std::array, std::optional,
// structs with their own fields(), and the engine's Rng, CalendarCursor, PassRound and Deck (their
// YAML is core_yaml's, so saves keep their shape). An enum is spelled by an `enum_words(E)`
// function found by argument-dependent lookup, returning pairs {value, "word"}.
//
// Adapters, for saves whose YAML is not the C++ shape (hash and diff always see the members):
//   io("ref", engine::pack(u.race, u.army, u.profile));   // several integers as one list [1, 0, 3]
//   io("kind", t.ship, engine::as(engine::words("army", "ship")));  // a bool as one of two words
//   io("holder", a.holder, engine::as(engine::ids_in(&Content::characters)));  // an index as its id
//   io("tile", t.tile, engine::as(TileRef{}));            // any codec: write(m, scope), read(...)
//   io("tiles", s.tiles, engine::keyed(tile_id));          // a list that may be given as {id: entry}
//   io("plants", s.plants, engine::range_with(plant_range)); // bounds that depend on the content
// A dotted name groups members under one key: io("progress.deck", ...) and io("progress.burned", ...)
// are the keys deck and burned of one map `progress`.
// A codec sees a FieldScope: the State being written or read (read in list order, so members
// listed earlier are already there) and the title's Content when the caller passes it.
//
// [SECTION] field options and the completeness check
// [SECTION] adapters: scope, codecs, packs, keyed lists
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
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <array>
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

// What a codec (and a range_with or keyed function) sees: the State being written or read, and
// the title's Content when the caller passed it (null otherwise: a codec then writes plain numbers).
struct FieldScope {
  const void* root = nullptr;
  const void* content = nullptr;
  template <class T>
  const T& root_as() const { return *static_cast<const T*>(root); }
  template <class T>
  const T* content_as() const { return static_cast<const T*>(content); }
};

struct Range {
  int64_t lo, hi;
};
// The values the reader accepts for an integer (or each integer of a list).
constexpr Range range(int64_t lo, int64_t hi) { return {lo, hi}; }

// Bounds known only when reading: `bounds(const FieldScope&)` returns the Range (the content's
// card count, the State's seat count read earlier).
template <class F>
struct RangeWith {
  F bounds;
};
template <class F>
constexpr RangeWith<F> range_with(F bounds) { return {bounds}; }

template <class T>
struct Default {
  T value;
};
// An optional key: absent means `value`, and the writer leaves it out when it holds `value`.
template <class T>
constexpr Default<T> or_default(T value) { return {std::move(value)}; }

template <class T>
struct WhenAbsent {
  T value;
};
template <class T>
struct WhenAbsentAsIs {
  const T* member;
};
// A key a hand-written file may leave out that the writer always writes (saves keep every key,
// whatever it holds). Absent means `value`; given a member, what the member held before reading
// (its blank value) — the member is not read until then, so counting a list needs no object.
template <class T>
  requires(!std::is_lvalue_reference_v<T>)
constexpr WhenAbsent<T> when_absent(T&& value) {
  return {std::move(value)};
}
template <class T>
constexpr WhenAbsentAsIs<std::remove_const_t<T>> when_absent(T& member) {
  return {&member};
}

// [SECTION] adapters: scope, codecs, packs, keyed lists

// `as(codec)`: the member's YAML is the codec's. A codec for member type M has
//   YAML::Node write(const M&, const FieldScope&) const;
//   bool read(const YAML::Node&, const std::string& field, const ReadContext&, M& out, const FieldScope&) const;
// and applies to each element of a list or optional of M as well.
template <class C>
struct As {
  C codec;
};
template <class C>
constexpr As<C> as(C codec) { return {codec}; }

template <class C, class M>
concept CodecOf = requires(const C& c, const M& m, M& out, const YAML::Node& n, const std::string& f,
                           const ReadContext& ctx, const FieldScope& scope) {
  { c.write(m, scope) } -> std::convertible_to<YAML::Node>;
  { c.read(n, f, ctx, out, scope) } -> std::same_as<bool>;
};

// Several integers (or bools) saved as one list: `io("stats", pack(u.me, u.ra, u.def))` writes
// [3, 4, 5], reads exactly that many, and counts as that many members for fields_complete.
template <class... T>
struct Pack {
  std::tuple<T&...> members;
};
template <class... T>
constexpr Pack<T...> pack(T&... members) { return {std::tuple<T&...>(members...)}; }

// A list with one entry per content record or seat, sized before it is read (the title's blank
// State), that a file may give as a list in order or as a map {key: entry}, where
// `key(const FieldScope&, size_t index)` names entry `index`; entries a map leaves out stay as they
// were. It is written as a list.
template <class F>
struct Keyed {
  F key;
};
template <class F>
constexpr Keyed<F> keyed(F key) { return {key}; }

// A bool saved as one of two words: `as(words("army", "ship"))`.
struct Words {
  const char* no;
  const char* yes;
  YAML::Node write(bool value, const FieldScope&) const { return YAML::Node(std::string(value ? yes : no)); }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, bool& out, const FieldScope&) const {
    auto text = read_string(node, field, ctx);
    if (!text) return false;
    if (*text != no && *text != yes) {
      ctx.error(node, field, std::string("expected ") + no + " or " + yes + "; found '" + *text + "'");
      return false;
    }
    out = *text == yes;
    return true;
  }
};
constexpr Words words(const char* no, const char* yes) { return {no, yes}; }

// An index into one of the content's lists saved as that record's `id` (a number when the writer
// has no content); -1 is null. The reader takes the id or the number.
template <class Content, class Record>
struct IdsIn {
  std::vector<Record> Content::*list;
  YAML::Node write(int value, const FieldScope& scope) const {
    if (value < 0) return YAML::Node(YAML::NodeType::Null);
    const Content* c = scope.content_as<Content>();
    if (!c || static_cast<size_t>(value) >= (c->*list).size()) return YAML::Node(value);
    return YAML::Node(std::string((c->*list)[static_cast<size_t>(value)].id));
  }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, int& out, const FieldScope& scope) const {
    if (node.IsNull()) {
      out = -1;
      return true;
    }
    auto text = read_string(node, field, ctx);
    if (!text) return false;
    const Content* c = scope.content_as<Content>();
    const int64_t count = c ? static_cast<int64_t>((c->*list).size()) : std::numeric_limits<int>::max();
    if (auto number = parse_int(*text)) {
      if (*number >= 0 && *number < count) {
        out = static_cast<int>(*number);
        return true;
      }
    } else if (c) {
      for (size_t i = 0; i < (c->*list).size(); ++i)
        if ((c->*list)[i].id == *text) {
          out = static_cast<int>(i);
          return true;
        }
    }
    ctx.error(node, field, "unknown id '" + *text + "'");
    return false;
  }
  static std::optional<int64_t> parse_int(const std::string& text) {
    if (text.empty()) return std::nullopt;
    size_t i = text[0] == '-' ? 1 : 0;
    if (i == text.size() || text.size() > 18) return std::nullopt;
    int64_t v = 0;
    for (; i < text.size(); ++i) {
      if (text[i] < '0' || text[i] > '9') return std::nullopt;
      v = v * 10 + (text[i] - '0');
    }
    return text[0] == '-' ? -v : v;
  }
};
template <class Content, class Record>
constexpr IdsIn<Content, Record> ids_in(std::vector<Record> Content::*list) { return {list}; }

namespace fields_detail {
template <class>
inline constexpr bool kIsVector = false;
template <class T, class A>
inline constexpr bool kIsVector<std::vector<T, A>> = true;
template <class>
inline constexpr bool kIsArray = false;
template <class T, size_t N>
inline constexpr bool kIsArray<std::array<T, N>> = true;
template <class>
inline constexpr bool kIsOptional = false;
template <class T>
inline constexpr bool kIsOptional<std::optional<T>> = true;
template <class>
inline constexpr bool kIsDefault = false;
template <class T>
inline constexpr bool kIsDefault<Default<T>> = true;
template <class>
inline constexpr bool kIsWhenAbsent = false;
template <class T>
inline constexpr bool kIsWhenAbsent<WhenAbsent<T>> = true;
template <class>
inline constexpr bool kIsWhenAbsentAsIs = false;
template <class T>
inline constexpr bool kIsWhenAbsentAsIs<WhenAbsentAsIs<T>> = true;
template <class>
inline constexpr bool kIsPack = false;
template <class... T>
inline constexpr bool kIsPack<Pack<T...>> = true;
template <class>
inline constexpr size_t kPackSize = 1;
template <class... T>
inline constexpr size_t kPackSize<Pack<T...>> = sizeof...(T);
template <class>
inline constexpr bool kIsKeyed = false;
template <class F>
inline constexpr bool kIsKeyed<Keyed<F>> = true;
template <class>
inline constexpr bool kIsRangeWith = false;
template <class F>
inline constexpr bool kIsRangeWith<RangeWith<F>> = true;

template <class O, class M>
inline constexpr bool kIsCodecFor = false;
template <class C, class M>
inline constexpr bool kIsCodecFor<As<C>, M> = CodecOf<C, M>;

template <class M, class... Options>
inline constexpr bool kHasCodec = (kIsCodecFor<Options, M> || ...);
template <class... Options>
inline constexpr bool kHasKeyed = (kIsKeyed<Options> || ...);

template <class M, class First, class... Rest>
constexpr const auto& codec_of(const First& first, const Rest&... rest) {
  if constexpr (kIsCodecFor<First, M>) return first.codec;
  else return codec_of<M>(rest...);
}
template <class First, class... Rest>
constexpr const auto& keyed_of(const First& first, const Rest&... rest) {
  if constexpr (kIsKeyed<First>) return first;
  else return keyed_of(rest...);
}

struct CountingIO {
  size_t count = 0;
  template <class M, class... Options>
  constexpr void operator()(const char*, M&&, const Options&...) { count += kPackSize<std::remove_cvref_t<M>>; }
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

template <class... Options>
std::optional<Range> range_of(const FieldScope& scope, const Options&... options) {
  std::optional<Range> found;
  [[maybe_unused]] auto take = [&](const auto& option) {
    using O = std::remove_cvref_t<decltype(option)>;
    if constexpr (std::is_same_v<O, Range>) found = option;
    else if constexpr (kIsRangeWith<O>) found = option.bounds(scope);
  };
  (take(options), ...);
  return found;
}
// The value an absent key reads as (or_default, when_absent); `written_too`: only or_default's,
// which the writer also leaves out.
template <class M, bool written_too = false, class... Options>
std::optional<M> default_of(const Options&... options) {
  std::optional<M> found;
  [[maybe_unused]] auto take = [&](const auto& option) {
    using O = std::remove_cvref_t<decltype(option)>;
    if constexpr (kIsDefault<O> || (!written_too && kIsWhenAbsent<O>)) {
      if constexpr (std::is_convertible_v<decltype(option.value), M>) found = static_cast<M>(option.value);
    } else if constexpr (!written_too && kIsWhenAbsentAsIs<O>) {
      if constexpr (std::is_convertible_v<decltype(*option.member), M>) found = static_cast<M>(*option.member);
    }
  };
  (take(options), ...);
  return found;
}
// A pack's default: every member holds it.
template <bool written_too = false, class... Options>
std::optional<int64_t> pack_default_of(const Options&... options) {
  std::optional<int64_t> found;
  [[maybe_unused]] auto take = [&](const auto& option) {
    using O = std::remove_cvref_t<decltype(option)>;
    if constexpr (kIsDefault<O> || (!written_too && kIsWhenAbsent<O>))
      if constexpr (std::is_arithmetic_v<decltype(option.value)>) found = static_cast<int64_t>(option.value);
  };
  (take(options), ...);
  return found;
}
template <class... T>
bool pack_holds(const Pack<T...>& pack, int64_t value) {
  return std::apply([&](const auto&... m) { return ((static_cast<int64_t>(m) == value) && ...); }, pack.members);
}
}  // namespace fields_detail

template <class T>
concept HasFields = requires(fields_detail::CountingIO& io, T& t) { fields(io, t); };

template <class E>
concept WordedEnum = std::is_enum_v<E> && requires(E e) { enum_words(e); };

// How many members fields() lists (a pack counts its members).
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

template <class M, class... Options>
YAML::Node value_to_yaml(const M& value, const FieldScope& scope, const Options&... options);

class YamlFieldWriter {
 public:
  explicit YamlFieldWriter(const FieldScope& scope) : scope_(scope) {}
  YAML::Node node{YAML::NodeType::Map};
  template <class Arg, class... Options>
  void operator()(const char* name, Arg&& value, const Options&... options) {
    using M = std::remove_cvref_t<Arg>;
    if constexpr (fields_detail::kIsPack<M>) {
      if (auto fallback = fields_detail::pack_default_of<true>(options...); fallback && fields_detail::pack_holds(value, *fallback))
        return;
      slot(name) = value_to_yaml(value, scope_, options...);
    } else if constexpr (fields_detail::kIsOptional<M>) {
      if (value) slot(name) = value_to_yaml(*value, scope_, options...);
    } else {
      if (auto fallback = fields_detail::default_of<M, true>(options...); fallback && *fallback == value) return;
      slot(name) = value_to_yaml(value, scope_, options...);
    }
  }

 private:
  // Where a name's value goes: a dotted name's in its group's map.
  YAML::Node slot(const char* name) {
    const char* dot = std::strchr(name, '.');
    if (!dot) return node[name];
    YAML::Node group = node[std::string(name, dot)];
    return group[dot + 1];
  }
  const FieldScope& scope_;
};

namespace fields_detail {
template <HasFields T>
YAML::Node write_struct(const T& s, const FieldScope& scope) {
  YamlFieldWriter io(scope);
  fields(io, s);
  return io.node;
}
}  // namespace fields_detail

// The YAML of `s` (the top of a file: codecs see it as the scope's root), with the content's ids
// when `content` is given.
template <HasFields T>
YAML::Node write_fields(const T& s, const void* content = nullptr) {
  return fields_detail::write_struct(s, FieldScope{&s, content});
}

template <class M, class... Options>
YAML::Node value_to_yaml(const M& value, const FieldScope& scope, const Options&... options) {
  if constexpr (fields_detail::kHasCodec<M, Options...>) {
    return fields_detail::codec_of<M>(options...).write(value, scope);
  } else if constexpr (fields_detail::kIsPack<M>) {
    YAML::Node list(YAML::NodeType::Sequence);
    std::apply([&](const auto&... m) { (list.push_back(YAML::Node(static_cast<int64_t>(m))), ...); }, value.members);
    list.SetStyle(YAML::EmitterStyle::Flow);
    return list;
  } else if constexpr (CoreYamlType<M>) {
    return to_yaml(value);
  } else if constexpr (HasFields<M>) {
    return fields_detail::write_struct(value, scope);
  } else if constexpr (WordedEnum<M>) {
    for (const auto& [e, word] : enum_words(value))
      if (e == value) return YAML::Node(std::string(word));
    return YAML::Node(std::to_string(static_cast<int64_t>(value)));
  } else if constexpr (std::is_same_v<M, std::vector<int>> && !fields_detail::kHasCodec<int, Options...>) {
    return int_list_to_yaml(value);
  } else if constexpr (fields_detail::kIsVector<M> || fields_detail::kIsArray<M>) {
    YAML::Node list(YAML::NodeType::Sequence);
    using E = typename M::value_type;
    if constexpr (std::is_arithmetic_v<E> || std::is_enum_v<E>) list.SetStyle(YAML::EmitterStyle::Flow);
    for (const auto& e : value) list.push_back(value_to_yaml(e, scope, options...));
    return list;
  } else if constexpr (fields_detail::kIsOptional<M>) {
    return value ? value_to_yaml(*value, scope, options...) : YAML::Node(YAML::NodeType::Null);
  } else {
    static_assert(std::is_same_v<M, bool> || std::is_integral_v<M> || std::is_same_v<M, std::string>,
                  "no YAML for this member type: give it fields(), an enum_words() or a codec");
    return YAML::Node(value);
  }
}

// [SECTION] strict YAML reader

template <class M, class... Options>
bool value_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx, M& out,
                     const FieldScope& scope, const Options&... options);

class YamlFieldReader {
 public:
  YamlFieldReader(MapReader& map, const FieldScope& scope) : map_(map), scope_(scope) {}
  bool ok = true;
  template <class Arg, class... Options>
  void operator()(const char* dotted, Arg&& value, const Options&... options) {
    using M = std::remove_cvref_t<Arg>;
    std::string name;
    MapReader* in = map_for(dotted, name);
    if (!in) {
      ok = false;  // its group is missing or no map: said once, there
      return;
    }
    MapReader& map = *in;
    const std::string field = join_field(map.field(), name);
    if constexpr (fields_detail::kIsOptional<M>) {
      YAML::Node node = map.child_or_null(name);
      if (!node.IsDefined() || node.IsNull()) {
        value.reset();
        // Left out, it is null (the writer leaves an empty one out).
        if (map.context().defaults && !map.has(name)) (*map.context().defaults)[field] = YAML::Node(YAML::NodeType::Null);
        return;
      }
      typename M::value_type inner{};
      if (value_from_yaml(node, field, map.context(), inner, scope_, options...)) value = std::move(inner);
      else ok = false;
    } else {
      if (!map.has(name)) {
        if constexpr (fields_detail::kIsPack<M>) {
          if (auto fallback = fields_detail::pack_default_of(options...)) {
            map.child_or_null(name);  // known, though absent
            std::apply([&](auto&... m) { ((m = static_cast<std::remove_reference_t<decltype(m)>>(*fallback)), ...); },
                       value.members);
            return;
          }
        } else if (auto fallback = fields_detail::default_of<M>(options...)) {
          map.child_or_null(name);  // known, though absent
          value = *fallback;
          if (map.context().defaults) (*map.context().defaults)[field] = value_to_yaml(value, scope_, options...);
          return;
        }
      }
      YAML::Node node = map.child(name);  // a missing key is reported here
      if (!node.IsDefined() || !value_from_yaml(node, field, map.context(), value, scope_, options...)) ok = false;
    }
  }
  // Unknown keys in the groups' maps.
  void finish() {
    for (auto& [group, map] : groups_)
      if (map.valid()) map.finish();
  }

 private:
  // The map a name reads from (its group's for a dotted name) and its key there.
  MapReader* map_for(const char* dotted, std::string& key) {
    const char* dot = std::strchr(dotted, '.');
    if (!dot) {
      key = dotted;
      return &map_;
    }
    key = dot + 1;
    const std::string group(dotted, dot);
    auto at = groups_.find(group);
    if (at == groups_.end())
      at = groups_.emplace(group, MapReader(map_.child(group), join_field(map_.field(), group), map_.context())).first;
    return at->second.valid() ? &at->second : nullptr;
  }
  std::map<std::string, MapReader> groups_;
  MapReader& map_;
  const FieldScope& scope_;
};

namespace fields_detail {
template <HasFields T>
bool read_struct(const YAML::Node& node, const std::string& field, const ReadContext& ctx, T& s, const FieldScope& scope) {
  const size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader map(node, field, ctx);
  if (!map.valid()) return false;
  YamlFieldReader io(map, scope);
  fields(io, s);
  io.finish();
  map.finish();  // unknown keys
  return io.ok && (!ctx.errors || ctx.errors->size() == before);
}
}  // namespace fields_detail

// Reads a map into `s` field by field, in list order (a codec may look at members read before
// its own); unknown keys, missing required ones and wrong values are errors at their
// file:line:col. `s` keeps what a key left out with or_default, and a keyed list's size. False
// when anything was wrong (`s` then holds what was read).
template <HasFields T>
bool read_fields(const YAML::Node& node, const std::string& field, const ReadContext& ctx, T& s,
                 const void* content = nullptr) {
  return fields_detail::read_struct(node, field, ctx, s, FieldScope{&s, content});
}

template <class M, class... Options>
bool value_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx, M& out,
                     const FieldScope& scope, const Options&... options) {
  if constexpr (fields_detail::kHasCodec<M, Options...>) {
    return fields_detail::codec_of<M>(options...).read(node, field, ctx, out, scope);
  } else if constexpr (fields_detail::kIsPack<M>) {
    constexpr size_t n = std::tuple_size_v<decltype(out.members)>;
    if (!node.IsSequence() || node.size() != n) {
      ctx.error(node, field, "expected a list of " + std::to_string(n) + " numbers");
      return false;
    }
    auto r = fields_detail::range_of(scope, options...).value_or(Range{std::numeric_limits<int>::min(), std::numeric_limits<int>::max()});
    bool ok = true;
    size_t i = 0;
    std::apply(
        [&](auto&... m) {
          auto one = [&](auto& member) {
            using V = std::remove_reference_t<decltype(member)>;
            const int64_t lo = std::is_same_v<V, bool> ? 0 : r.lo, hi = std::is_same_v<V, bool> ? 1 : r.hi;
            auto v = read_int(node[i], index_field(field, i), ctx, lo, hi);
            if (v) member = static_cast<V>(*v);
            else ok = false;
            ++i;
          };
          (one(m), ...);
        },
        out.members);
    return ok;
  } else if constexpr (std::is_same_v<M, Rng>) {
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
    return fields_detail::read_struct(node, field, ctx, out, scope);
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
  } else if constexpr (fields_detail::kIsVector<M> && fields_detail::kHasKeyed<Options...>) {
    const auto& keyed = fields_detail::keyed_of(options...);
    bool ok = true;
    if (node.IsMap()) {
      MapReader map(node, field, ctx);
      for (size_t i = 0; i < out.size(); ++i) {
        const std::string key = keyed.key(scope, i);
        YAML::Node entry = map.child_or_null(key);
        if (entry.IsDefined() && !entry.IsNull() &&
            !value_from_yaml(entry, join_field(field, key), ctx, out[i], scope, options...))
          ok = false;
      }
      map.finish();
      return ok && map.valid();
    }
    if (!node.IsSequence()) {
      ctx.error(node, field, "expected a list or a map");
      return false;
    }
    if (node.size() != out.size()) {
      ctx.error(node, field, "expected " + std::to_string(out.size()) + " entries, one each (or a map by name); found " +
                                 std::to_string(node.size()));
      return false;
    }
    for (size_t i = 0; i < out.size(); ++i)
      if (!value_from_yaml(node[i], index_field(field, i), ctx, out[i], scope, options...)) ok = false;
    return ok;
  } else if constexpr (std::is_same_v<M, std::vector<int>> && !fields_detail::kHasCodec<int, Options...>) {
    auto r = fields_detail::range_of(scope, options...).value_or(Range{std::numeric_limits<int>::min(), std::numeric_limits<int>::max()});
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
      if (value_from_yaml(node[i], index_field(field, i), ctx, e, scope, options...)) list.push_back(std::move(e));
      else ok = false;
    }
    if (ok) out = std::move(list);
    return ok;
  } else if constexpr (fields_detail::kIsArray<M>) {
    if (!node.IsSequence() || node.size() != out.size()) {
      ctx.error(node, field, "expected a list of " + std::to_string(out.size()));
      return false;
    }
    bool ok = true;
    for (size_t i = 0; i < out.size(); ++i)
      if (!value_from_yaml(node[i], index_field(field, i), ctx, out[i], scope, options...)) ok = false;
    return ok;
  } else if constexpr (fields_detail::kIsOptional<M>) {
    if (node.IsNull()) {
      out.reset();
      return true;
    }
    typename M::value_type inner{};
    if (!value_from_yaml(node, field, ctx, inner, scope, options...)) return false;
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
    static_assert(std::is_integral_v<M>, "no YAML for this member type: give it fields(), an enum_words() or a codec");
    auto r = fields_detail::range_of(scope, options...)
                 .value_or(Range{static_cast<int64_t>(std::numeric_limits<M>::min()),
                                 static_cast<int64_t>(std::min<uint64_t>(std::numeric_limits<M>::max(), INT64_MAX))});
    auto v = read_int(node, field, ctx, r.lo, r.hi);
    if (v) out = static_cast<M>(*v);
    return v.has_value();
  }
}

// [SECTION] binary hash
// Over the members in list order: integers as one 64-bit word each whatever their type, bools and
// the characters of strings as FNV-1a bytes, lists and strings led by their length. The same State
// gives the same hash on every platform, with no YAML on the way. Saves of format 3 record it: a
// change here is a change of save format. Codecs and keys do not enter it: the hash is of the State itself.

class FieldHasher {
 public:
  uint64_t hash = 14695981039346656037ULL;
  void byte(uint8_t b) {
    hash ^= b;
    hash *= 1099511628211ULL;
  }
  // A whole word a round (a multiply and a shift): a long game's State is mostly integers, and
  // eight FNV byte rounds a word made its hash cost more than five actions.
  void word(uint64_t w) {
    hash = (hash ^ w) * 0x9E3779B97F4A7C15ULL;
    hash ^= hash >> 29;
  }
  template <class Arg, class... Options>
  void operator()(const char*, Arg&& value, const Options&...) { add(value); }

  template <class M>
  void add(const M& value) {
    if constexpr (fields_detail::kIsPack<M>) {
      std::apply([&](const auto&... m) { (add(m), ...); }, value.members);
    } else if constexpr (std::is_same_v<M, Rng>) {
      word(value.state());
      word(value.increment());
    } else if constexpr (HasFields<M>) {
      fields(*this, value);
    } else if constexpr (fields_detail::kIsVector<M> || fields_detail::kIsArray<M>) {
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
  template <class Arg, class... Options>
  void operator()(const char* name, Arg&& value, const Options&...) { add(join_field(prefix, name), value); }

  template <class M>
  void add(const std::string& path, const M& value) {
    if constexpr (fields_detail::kIsPack<M>) {
      size_t i = 0;
      std::apply([&](const auto&... m) { (add(index_field(path, i++), m), ...); }, value.members);
    } else if constexpr (std::is_same_v<M, Rng>) {
      add(join_field(path, "state"), hex64_text(value.state()));
      add(join_field(path, "inc"), hex64_text(value.increment()));
    } else if constexpr (HasFields<M>) {
      std::string saved = std::exchange(prefix, path);
      fields(*this, value);
      prefix = std::move(saved);
    } else if constexpr (fields_detail::kIsVector<M> || fields_detail::kIsArray<M>) {
      for (size_t i = 0; i < value.size(); ++i) add(index_field(path, i), value[i]);
    } else if constexpr (fields_detail::kIsOptional<M>) {
      if (value) add(path, *value);
      else leaves.emplace_back(path, "(none)");
    } else if constexpr (std::is_same_v<M, std::string>) {
      leaves.emplace_back(path, value);
    } else if constexpr (std::is_same_v<M, bool>) {
      leaves.emplace_back(path, value ? "true" : "false");
    } else if constexpr (WordedEnum<M>) {
      leaves.emplace_back(path, value_to_yaml(value, FieldScope{}).Scalar());
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
