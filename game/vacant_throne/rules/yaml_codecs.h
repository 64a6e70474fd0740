#pragma once
// The shapes of Vacant Throne's State YAML the engine's field adapters do not cover, as codecs
// (engine/content/fields.h): saves write numbers, and a position written by hand may name a seat
// by its player's name and a tile, law, card or resource by its content id.
#include <string>
#include <type_traits>

#include "engine/content/named_refs.h"

namespace sb::vt {

// The names an index may be given by: the players' (read before), the content's ids, or words.
enum class Names { kSeats, kCards, kLaws, kTiles, kResources, kFactions, kGoods, kPhases, kSources, kSides, kItems, kTemplates };
size_t name_count(Names names, const engine::FieldScope& scope);
std::string name_at(Names names, const engine::FieldScope& scope, size_t index);

// The engine's codecs over those names (engine/content/named_refs.h).
using Ref = engine::NamedRef<Names>;
using Word = engine::NamedWord<Names>;
using Counts = engine::NamedCounts<Names>;

}  // namespace sb::vt
