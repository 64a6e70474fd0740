// Heuristic bot (placeholder until the scoring policy lands).
#include "game/mighty_kingdoms/rules/bots.h"

namespace sb::mk {
Action heuristic_action(const State& s, const Content& c, engine::Rng& rng) { return random_action(s, c, rng); }
}  // namespace sb::mk
