#pragma once
// Bot policies. Each draws only from its own Rng, never the State's.
#include "engine/core/rng.h"
#include "game/mighty_kingdoms/rules/types.h"

namespace sb::mk {
Action random_action(const State& s, const Content& c, engine::Rng& rng);
Action heuristic_action(const State& s, const Content& c, engine::Rng& rng);
}  // namespace sb::mk
