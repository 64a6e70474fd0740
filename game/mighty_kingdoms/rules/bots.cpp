// Bots: "random" picks uniformly among legal actions; "heuristic" lives in heuristic_bot.cpp.
#include "game/mighty_kingdoms/rules/bots.h"

#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk {

std::vector<std::string> Title::bot_kinds() { return {"random", "heuristic"}; }

Action random_action(const State& s, const Content& c, engine::Rng& rng) {
  std::vector<Action> legal = compute_legal_actions(s, c);
  if (legal.empty()) return Action{};
  return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

Action Title::bot_action(const State& s, const Content& c, const std::string& kind, engine::Rng& rng) {
  if (kind == "heuristic") return heuristic_action(s, c, rng);
  return random_action(s, c, rng);
}

}  // namespace sb::mk
