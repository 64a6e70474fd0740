#pragma once
// Conservation, for titles' State checks: every card (or piece, or worker) the content puts in the
// game is in exactly one place. Counts what a State holds against what the content says there is,
// and names each difference in words ("'Drought' 2 copies, the deck has 1").
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace sb::engine {

// `expected` and `found` list ids, one entry a copy. `name` gives an id's words; `what` names the
// set ("weather cards"). Appends one line a differing id to `broken`.
inline void check_conserved(const std::vector<int>& expected, const std::vector<int>& found,
                            const std::function<std::string(int)>& name, const std::string& what,
                            std::vector<std::string>& broken) {
  std::map<int, int> count;
  for (int id : expected) ++count[id];
  for (int id : found) --count[id];
  for (const auto& [id, surplus] : count) {
    if (surplus == 0) continue;
    const int held = surplus < 0 ? -surplus : surplus;
    broken.push_back(what + ": '" + name(id) + "' " + (surplus < 0 ? std::to_string(held) + " more" : std::to_string(held) + " fewer") +
                     " in play than the game has");
  }
}

}  // namespace sb::engine
