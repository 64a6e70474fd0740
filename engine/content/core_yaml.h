#pragma once
// YAML for the engine's own plain-data types, so every title's State dump/load reuses them.
// Writers return nodes; readers report through the context and return nullopt on error.
#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

#include "engine/board/deck.h"
#include "engine/board/dice.h"
#include "engine/board/hex.h"
#include "engine/board/track.h"
#include "engine/core/calendar.h"
#include "engine/core/rng.h"
#include "engine/core/turn_order.h"
#include "engine/content/yaml_reader.h"

namespace sb::engine {

// 64-bit values (hashes, Rng words) as "0x0123456789abcdef": YAML integers are not 64-bit safe.
std::string hex64_text(uint64_t value);
std::optional<uint64_t> read_hex64(const YAML::Node& node, const std::string& field, const ReadContext& ctx);

YAML::Node to_yaml(const Rng& rng);
std::optional<Rng> rng_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx);

YAML::Node to_yaml(const Hex& hex);  // [q, r]
std::optional<Hex> hex_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx);

YAML::Node to_yaml(const CalendarCursor& cursor);
std::optional<CalendarCursor> cursor_from_yaml(const YAML::Node& node, const std::string& field,
                                               const ReadContext& ctx);

YAML::Node to_yaml(const PassRound& round);
std::optional<PassRound> pass_round_from_yaml(const YAML::Node& node, const std::string& field,
                                              const ReadContext& ctx);

YAML::Node to_yaml(const Deck& deck);
std::optional<Deck> deck_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx);

YAML::Node to_yaml(const DicePool& pool);
std::optional<DicePool> dice_pool_from_yaml(const YAML::Node& node, const std::string& field,
                                            const ReadContext& ctx);

YAML::Node to_yaml(const Track& track);
std::optional<Track> track_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx);

YAML::Node int_list_to_yaml(const std::vector<int>& values);
std::optional<std::vector<int>> int_list_from_yaml(const YAML::Node& node, const std::string& field,
                                                   const ReadContext& ctx, int lo, int hi);

// calendar.yaml:
//   period: year            # or session
//   periods: 6
//   seasons:
//     - {id: summer, turns: 6, phases: [orders, resolution, battle, reform]}
//     - {id: winter, turns: 1, phases: [recall, gather, spend, deploy]}
//   final_phases: [scoring]
// `known_phases` lists the ids the title binds; any other id is a content error at its position.
std::optional<Calendar> calendar_from_yaml(const YAML::Node& root, const ReadContext& ctx,
                                           const std::vector<std::string>& known_phases);

}  // namespace sb::engine
