#pragma once
// The codecs Six Winters' field lists (state.h) name where its save's YAML is not the C++ shape
// and the engine's adapters (engine/content/field_adapters.h) do not say it. Each reads what it writes. With the
// Content in the scope, content indices are written as ids (campaign files); without, as numbers
// (saves and journals); the readers take either.
#include <yaml-cpp/yaml.h>

#include <array>
#include <string>
#include <tuple>
#include <vector>

#include "engine/content/field_adapters.h"
#include "engine/content/fields.h"
#include "game/six_winters/rules/content.h"

namespace sb::sw {

struct Choose;
struct Decision;
struct Overcome;
struct CharacterState;
using engine::FieldScope;
using engine::ReadContext;

using engine::by_name;
using engine::by_name_flow;
using engine::entries;
using engine::Flow;
using engine::map_by;
using engine::top_first;
// An index saved as one of the first `count` names; named_or_null: -1 is null.
using Named = engine::WordIn<std::string>;
template <size_t N>
constexpr Named named(const std::array<std::string, N>& names, int count = N) { return {names.data(), count}; }
template <size_t N>
constexpr Named named_or_null(const std::array<std::string, N>& names, int count = N) {
  return {names.data(), count, 0, nullptr, true};
}

template <class Record>
constexpr auto ids(std::vector<Record> Content::*list) { return engine::as(engine::ids_in(list)); }

// An obstacle instance: "ob_id#copy" (copy from 1), or its number; with `nullable`, null is -1.
struct Instance {
  bool nullable = false;
  YAML::Node write(int instance, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, int& out, const FieldScope&) const;
};
// A staging position, 0 = the top, written 1 (top) .. 4; null is -1.
struct Position {
  YAML::Node write(int position, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, int& out, const FieldScope&) const;
};
// One option of the open question, as what its kind asks for (a location or character id, an
// obstacle instance, a track, a card, a position): the scope's root is the Decision.
struct OptionValue {
  YAML::Node write(int value, const FieldScope&) const;
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, int& out, const FieldScope&) const;
};
// A plain number in lo..hi (a map key).
struct Number {
  int lo, hi;
  YAML::Node write(int value, const FieldScope&) const { return YAML::Node(value); }
  bool read(const YAML::Node&, const std::string& field, const ReadContext&, int& out, const FieldScope&) const;
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
// The overcome under way (its list), null when none.
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

}  // namespace sb::sw
