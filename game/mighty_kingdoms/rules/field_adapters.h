#pragma once
// Adapters for Mighty Kingdoms' field lists (engine/content/fields.h) where its saves' YAML is not
// the C++ shape: keys every save writes that a scenario may leave out, caches derived from the
// tiles, hexes as [q, r].
#include <yaml-cpp/yaml.h>

#include <array>
#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/board/hex.h"
#include "engine/content/core_yaml.h"
#include "engine/content/field_adapters.h"
#include "engine/content/fields.h"

namespace sb::engine {
// A hex's members, for the hash and the diff (its YAML is core_yaml's [q, r]: mk::HexAsPair). Kept
// with the one title whose State holds hexes.
template <class IO, FieldsOf<Hex> S>
constexpr void fields(IO& io, S& h) {
  io("q", h.q);
  io("r", h.r);
}
}  // namespace sb::engine

namespace sb::mk {

// Saves write every key, but a hand-written scenario may leave most out: `io` with
// engine::when_absent(member) added, so a key left out keeps what the blank struct holds and a
// save's YAML (and the format-2 hash of it) keeps its shape.
template <class IO>
struct OptionalKeys {
  IO& io;
  template <class M, class... Options>
  constexpr void operator()(const char* name, M& member, const Options&... options) const {
    io(name, member, options..., engine::when_absent(member));
  }
};

// An enum's words in value order: words_in_order<Mood>({"calm", "angry"}).
template <class E, size_t N>
constexpr std::array<std::pair<E, std::string_view>, N> words_in_order(const char* const (&words)[N]) {
  std::array<std::pair<E, std::string_view>, N> out{};
  for (size_t i = 0; i < N; ++i) out[i] = {static_cast<E>(i), words[i]};
  return out;
}

// A key a scenario may give as null (`tokens:` with nothing after it): the same as leaving it out.
// `inner` are the member's own options.
template <class... Inner>
struct NullIsAbsent {
  std::tuple<Inner...> inner;
  template <class M>
  YAML::Node write(const M& value, const engine::FieldScope& scope) const {
    return std::apply([&](const auto&... o) { return engine::value_to_yaml(value, scope, o...); }, inner);
  }
  template <class M>
  bool read(const YAML::Node& node, const std::string& field, const engine::ReadContext& ctx, M& out,
            const engine::FieldScope& scope) const {
    return node.IsNull() ||
           std::apply([&](const auto&... o) { return engine::value_from_yaml(node, field, ctx, out, scope, o...); }, inner);
  }
};
template <class... Inner>
constexpr auto nullable(Inner... inner) {
  return engine::as(NullIsAbsent<Inner...>{{inner...}});
}

// A cache rebuilt from the tiles after reading (build_grid): never written, never read.
struct Derived {
  template <class M>
  YAML::Node write(const M&, const engine::FieldScope&) const { return YAML::Node(YAML::NodeType::Undefined); }
  template <class M>
  bool read(const YAML::Node& node, const std::string& field, const engine::ReadContext& ctx, M&, const engine::FieldScope&) const {
    ctx.error(node, field, "is worked out from the tiles; leave it out");
    return false;
  }
};

// Written on one line ({at: [0, 0], terrain: plains}, [me, ra]), read as any map or list.
using engine::Flow;

struct HexAsPair {
  YAML::Node write(const engine::Hex& hex, const engine::FieldScope&) const { return engine::to_yaml(hex); }
  bool read(const YAML::Node& node, const std::string& field, const engine::ReadContext& ctx, engine::Hex& out,
            const engine::FieldScope&) const {
    auto hex = engine::hex_from_yaml(node, field, ctx);
    if (hex) out = *hex;
    return hex.has_value();
  }
};

}  // namespace sb::mk
