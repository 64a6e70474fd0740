#pragma once
// A search over a bot's shortlist. Where a title's legal list is far wider than a search budget
// (a Six Winters table offers 100 and more actions: every character's moves, assets, abilities and
// placements), UCT spends its playouts expanding each child once and picks by one noisy sample: the
// search plays worse than the bot it plays out with. The title can hand the search (through
// Title::search_actions, engine/search/hidden_info.h) its own bot's pick and the few next-best
// choices that bot scored, so the playouts are shared among choices that matter. This builds that
// list; the search still judges every entry by playing on from it.
//
// A cooperative title is one mind for the whole table: every seat's choices in the tree maximise the
// same shared value (is_cooperative), so a search from any seat plans the team's moves, not its own.
#include <algorithm>
#include <utility>
#include <vector>

namespace sb::engine {

// `pick` first, then the `width` best of `scored` (higher first; equal scores keep their order),
// then `extra`, each action once.
template <class Action>
std::vector<Action> shortlist(const Action& pick, std::vector<std::pair<double, const Action*>> scored, int width,
                              const std::vector<Action>& extra = {}) {
  std::vector<Action> out{pick};
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  auto add = [&](const Action& a) {
    if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
  };
  for (const auto& [score, a] : scored) {
    if (static_cast<int>(out.size()) > width) break;
    add(*a);
  }
  for (const Action& a : extra) add(a);
  return out;
}

}  // namespace sb::engine
