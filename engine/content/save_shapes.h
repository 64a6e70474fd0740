#pragma once
// Save shapes for any title's field lists (engine/content/fields.h), beside field_adapters.h's:
//   OptionalKeys<IO>{io}(name, member, ...)  a key saves always write that a hand-written file may
//                                            leave out (when_absent(member) added)
//   nullable(options...)                     a key given as null reads as if left out
//   as(Derived{"the tiles"})                 a cache rebuilt after reading: never written, refused when given
//   as(HexAsPair{})                          a hex as [q, r]; fields(Hex) lists its members
#include <yaml-cpp/yaml.h>

#include <string>
#include <tuple>

#include "engine/board/hex.h"
#include "engine/content/core_yaml.h"
#include "engine/content/fields.h"

namespace sb::engine {
// A hex's members, for the hash and the diff (its YAML is core_yaml's [q, r]: HexAsPair).
template <class IO, FieldsOf<Hex> S>
constexpr void fields(IO& io, S& h) {
  io("q", h.q);
  io("r", h.r);
}

// Saves write every key, but a hand-written scenario may leave most out: `io` with
// when_absent(member) added, so a key left out keeps what the blank struct holds and a
// save's YAML (and the format-2 hash of it) keeps its shape.
template <class IO>
struct OptionalKeys {
  IO& io;
  template <class M, class... Options>
  constexpr void operator()(const char* name, M& member, const Options&... options) const {
    io(name, member, options..., when_absent(member));
  }
};

// A key a scenario may give as null (`tokens:` with nothing after it): the same as leaving it out.
// `inner` are the member's own options.
template <class... Inner>
struct NullIsAbsent {
  std::tuple<Inner...> inner;
  template <class M>
  YAML::Node write(const M& value, const FieldScope& scope) const {
    return std::apply([&](const auto&... o) { return value_to_yaml(value, scope, o...); }, inner);
  }
  template <class M>
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, M& out,
            const FieldScope& scope) const {
    return node.IsNull() ||
           std::apply([&](const auto&... o) { return value_from_yaml(node, field, ctx, out, scope, o...); }, inner);
  }
};
template <class... Inner>
constexpr auto nullable(Inner... inner) {
  return as(NullIsAbsent<Inner...>{{inner...}});
}

// A cache rebuilt after reading: never written, refused when given ("is worked out from `from`").
struct Derived {
  const char* from;
  template <class M>
  YAML::Node write(const M&, const FieldScope&) const { return YAML::Node(YAML::NodeType::Undefined); }
  template <class M>
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, M&, const FieldScope&) const {
    ctx.error(node, field, std::string("is worked out from ") + from + "; leave it out");
    return false;
  }
};

// A hex saved as [q, r] (core_yaml's shape).
struct HexAsPair {
  YAML::Node write(const Hex& hex, const FieldScope&) const { return to_yaml(hex); }
  bool read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Hex& out,
            const FieldScope&) const {
    auto hex = hex_from_yaml(node, field, ctx);
    if (hex) out = *hex;
    return hex.has_value();
  }
};

}  // namespace sb::engine
