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

// Whether the levels carry their time caps (on by default). A slow machine, or a sanitizer build,
// can reach a cap, and then the decision depends on the clock; whatever must give the same action
// for the same seed on every machine (the determinism tests) turns the caps off.
inline bool& search_time_caps_on() {
  static bool on = true;
  return on;
}

// Turns the time caps off while it lives.
struct NoSearchTimeCaps {
  bool was = search_time_caps_on();
  NoSearchTimeCaps() { search_time_caps_on() = false; }
  ~NoSearchTimeCaps() { search_time_caps_on() = was; }
  NoSearchTimeCaps(const NoSearchTimeCaps&) = delete;
  NoSearchTimeCaps& operator=(const NoSearchTimeCaps&) = delete;
};

// Each level's time cap, in CPU seconds of the deciding thread.
inline constexpr double kEasyCapSeconds = 0.1, kNormalCapSeconds = 0.25, kHardCapSeconds = 1.5;

// The level as players know it ("Easy", "Normal", "Hard"); empty when `kind` is not a search kind.
inline std::string search_level_name(const std::string& kind) {
  if (kind == "search-easy") return "Easy";
  if (kind == "search") return "Normal";
  if (kind == "search-hard") return "Hard";
  return "";
}

// What the level means, in one line for the launcher; empty when `kind` is not a search kind.
inline std::string search_level_meaning(const std::string& kind) {
  if (kind == "search-easy") return "Easy: thinks a moment (up to 0.1 s a move) and makes mistakes.";
  if (kind == "search") return "Normal: thinks up to 0.25 s a move and plays well.";
  if (kind == "search-hard") return "Hard: thinks up to 1.5 s a move and plays the strongest.";
  return "";
}

// The configuration of a search bot kind, or nothing when `kind` is not one.
inline std::optional<SearchConfig> search_level(const std::string& kind, SearchConfig normal) {
  double cap = 0;
  if (kind == "search") {
    cap = kNormalCapSeconds;
  } else if (kind == "search-easy") {
    normal.iterations = std::max(8, normal.iterations / 4);
    cap = kEasyCapSeconds;
  } else if (kind == "search-hard") {
    normal.iterations *= 6;
    cap = kHardCapSeconds;
  } else {
    return std::nullopt;
  }
  normal.time_cap_seconds = search_time_caps_on() ? cap : 0;
  return normal;
}

}  // namespace sb::engine
