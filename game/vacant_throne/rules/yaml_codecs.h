#pragma once
// The shapes of Vacant Throne's State YAML the engine's field adapters do not cover, as codecs
// (engine/content/fields.h): saves write numbers, and a position written by hand may name a seat
// by its player's name and a tile, law, card or resource by its content id.
#include <span>
#include <string>
#include <type_traits>

#include "engine/content/fields.h"

namespace sb::vt {

// The names an index may be given by: the players' (read before), the content's ids, or words.
enum class Names { kSeats, kCards, kLaws, kTiles, kResources, kFactions, kGoods, kPhases, kSources, kSides, kItems };
size_t name_count(Names names, const engine::FieldScope& scope);
std::string name_at(Names names, const engine::FieldScope& scope, size_t index);

// An index written as a number, read as a number lo..hi or a name; hi <= 0 counts from the last
// name (0: the last, -1: all but the last); "none" reads as -1 where lo is -1.
struct Ref {
  Names names;
  int lo = 0, hi = 0;
  YAML::Node write(int value, const engine::FieldScope&) const { return YAML::Node(value); }
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, int& out, const engine::FieldScope&) const;
};

// An index written and read as its word ("against", "hand").
struct Word {
  Names names;
  YAML::Node write(int value, const engine::FieldScope& scope) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, int& out, const engine::FieldScope&) const;
};

// Counts over named things: a list in content order (or, `by_name`, a map by name), read from
// either, with names left out of a map counting 0.
struct Counts {
  Names names;
  bool by_name = false;
  int lo = 0, hi = 999;
  YAML::Node write(std::span<const int> counts, const engine::FieldScope& scope) const;
  bool read(const YAML::Node&, const std::string& field, const engine::ReadContext&, std::span<int> out, const engine::FieldScope&) const;
};

}  // namespace sb::vt
