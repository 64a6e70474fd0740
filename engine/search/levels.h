#pragma once
// The search bot's three levels as bot kinds: "search-easy", "search" (Normal) and "search-hard".
// A title gives its Normal budget (playouts, depth, playout bot); Easy is a quarter of it, Hard six
// times it. Time caps (CPU seconds of the deciding thread) keep a decision within the targets on
// one core (Normal 0.25 s, Hard 1.5 s);
// the budgets are tuned to stay under them, so the cap is a safety net, and a decision reached
// within the budget depends only on the seat's view and the bot's seed.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/search/ismcts.h"

namespace sb::engine {

inline const std::vector<std::string>& search_kinds() {
  static const std::vector<std::string> kinds = {"search-easy", "search", "search-hard"};
  return kinds;
}

inline bool is_search_kind(const std::string& kind) { return kind.rfind("search", 0) == 0; }

// The configuration of a search bot kind, or nothing when `kind` is not one.
inline std::optional<SearchConfig> search_level(const std::string& kind, SearchConfig normal) {
  if (kind == "search") {
    normal.time_cap_seconds = 0.25;
    return normal;
  }
  if (kind == "search-easy") {
    normal.iterations = std::max(8, normal.iterations / 4);
    normal.time_cap_seconds = 0.1;
    return normal;
  }
  if (kind == "search-hard") {
    normal.iterations *= 6;
    normal.time_cap_seconds = 1.5;
    return normal;
  }
  return std::nullopt;
}

}  // namespace sb::engine
