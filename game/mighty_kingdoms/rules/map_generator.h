#pragma once
// Seeded map generator for Mighty Kingdoms. generate_map (declared in map.h) tries a few
// generated layouts and falls back to a plain constructive one, so it always passes
// validate_map(map, players). Everything here draws from engine::Rng only.
#include <cstdint>

#include "game/mighty_kingdoms/rules/map.h"

namespace sb::mk {

// Tries with derived streams before falling back; each attempt is cheap (a few hundred tiles).
inline constexpr int kGeneratorAttempts = 16;

// Hex radius of a generated map: 4 for 2 players up to 7 for 6.
int generated_map_radius(int players);
// One generated layout; may (rarely) fail the validator. `attempt` selects the Rng stream.
MapDef generate_map_attempt(uint64_t seed, int players, int attempt);
// The constructive layout used when every attempt fails: plains, start tiles evenly on a ring.
MapDef fallback_map(uint64_t seed, int players);

}  // namespace sb::mk
