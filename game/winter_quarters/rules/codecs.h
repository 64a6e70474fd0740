#pragma once
// The shapes Winter Quarters saves give members that are not their C++ shape, as codecs and
// options for the field lists in state.h (engine/content/fields.h): an index saved as a word or a
// content id, per-faction maps, the pieces in a box by piece id, keys a position may leave out.
#include <yaml-cpp/yaml.h>

#include <array>
#include <string>
#include <type_traits>
#include <utility>

#include "engine/content/field_adapters.h"
#include "engine/content/fields.h"
#include "engine/content/named_refs.h"
#include "game/winter_quarters/rules/content.h"

namespace sb::wq {

using engine::words_in_order;  // an enum's words (enum_words), from its ids in enum order

// An index saved as one word of a fixed list (a faction, a piece, a support level): the word of
// `value - first`; -1 is `none` when the list has one.
using WordOf = engine::WordIn<const char*>;
inline constexpr WordOf kFactionWord{kFactionIds.data(), kFactionCount};
inline constexpr WordOf kFactionOrNone{kFactionIds.data(), kFactionCount, 0, "none"};
inline constexpr WordOf kPieceWord{kPieceIds.data(), kPieceCount};

// A space (the West Indies last) or card index. Saves write the number (they are written without
// the content); a position may give the id instead, and -1 as `none` (`available`) where the
// reference may be empty (engine/content/named_refs.h).
enum class Names { kSpaces, kCards };
inline size_t name_count(Names names, const engine::FieldScope& scope) {
  const Content& c = *scope.content_as<Content>();
  return names == Names::kSpaces ? static_cast<size_t>(c.space_count()) : c.cards.size();
}
inline std::string name_at(Names names, const engine::FieldScope& scope, size_t i) {
  const Content& c = *scope.content_as<Content>();
  if (names == Names::kCards) return c.cards[i].id;
  return i < c.spaces.size() ? c.spaces[i].id : "west_indies";
}
using IndexRef = engine::NamedRef<Names>;
inline constexpr IndexRef kSpaceRef{Names::kSpaces};
inline constexpr IndexRef kSpaceOrAvailable{Names::kSpaces, -1, 0, "available"};
inline constexpr IndexRef kCardRef{Names::kCards};
inline constexpr IndexRef kCardOrNone{Names::kCards, -1};

// A box (Available, Casualties, Unavailable) as a map by piece id of the pieces it holds; a piece
// left out holds `left_out`. Boxes count Militia and War Parties Underground only.
struct BoxCounts {
  int left_out = 0;
  YAML::Node write(const std::array<int, kPieceCount>& counts, const engine::FieldScope&) const {
    YAML::Node node(YAML::NodeType::Map);
    for (size_t p = 0; p < kPieceCount; ++p)
      if (counts[p] != 0) node[kPieceIds[p]] = counts[p];
    return node;
  }
  bool read(const YAML::Node& node, const std::string& field, const engine::ReadContext& ctx, std::array<int, kPieceCount>& out,
            const engine::FieldScope&) const {
    const size_t before = ctx.errors->size();
    engine::MapReader box(node, field, ctx);
    for (size_t p = 0; p < kPieceCount && box.valid(); ++p)
      out[p] = is_active_slot(static_cast<int>(p)) ? 0 : static_cast<int>(box.integer_or(kPieceIds[p], 0, 99, left_out));
    if (box.valid()) box.finish();
    return box.valid() && ctx.errors->size() == before;
  }
};

// One entry per faction as a map by faction id, every faction given.
inline constexpr auto kByFaction = engine::by_name(kFactionIds, engine::range(-999, 999));

template <class IO>
inline constexpr bool kYamlIO = std::is_same_v<IO, engine::YamlFieldWriter> || std::is_same_v<IO, engine::YamlFieldReader>;

// A base of a struct, named in its field list like a member (const when the struct is).
template <class Part, class S>
constexpr auto& part(S& s) {
  if constexpr (std::is_const_v<S>) return static_cast<const Part&>(s);
  else return static_cast<Part&>(s);
}

}  // namespace sb::wq
