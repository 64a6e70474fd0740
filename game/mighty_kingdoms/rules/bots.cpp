// Bots: "random" picks uniformly among legal actions; "heuristic" lives in heuristic_bot.cpp.
#include "game/mighty_kingdoms/rules/bots.h"

#include "engine/search/ismcts.h"
#include "engine/search/levels.h"

#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk {

// "search-easy", "search" and "search-hard" search the title's own rules (engine/search/ismcts.h)
// from what their seat may know, at three budgets, with the heuristic bot playing out.
std::vector<std::string> Title::bot_kinds() { return {"random", "heuristic", "search-easy", "search", "search-hard"}; }

Action random_action(const State& s, const Content& c, engine::Rng& rng) {
  std::vector<Action> legal = compute_legal_actions(s, c);
  if (legal.empty()) return Action{};
  return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

Action Title::bot_action(const State& s, const Content& c, const std::string& kind, engine::Rng& rng) {
  if (kind == "heuristic") return heuristic_action(s, c, rng);
  engine::SearchConfig normal;
  normal.iterations = 200;
  normal.depth = 150;
  normal.playout_kind = "heuristic";
  if (auto level = engine::search_level(kind, normal)) return engine::search_action<Title>(s, c, *level, rng);
  return random_action(s, c, rng);
}

}  // namespace sb::mk
