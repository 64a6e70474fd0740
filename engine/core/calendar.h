#pragma once
// The season calendar as data: periods (years or sessions), seasons with a number of turns
// (months, rounds) and ordered phase ids, then final phases after the last period.
#include <string>
#include <vector>

namespace sb::engine {

struct Season {
  std::string id;
  int turns = 1;
  std::vector<std::string> phases;
  bool operator==(const Season&) const = default;
};

struct Calendar {
  std::string period_name = "year";  // "year" or "session": words for the screen
  int periods = 1;
  std::vector<Season> seasons;
  std::vector<std::string> final_phases;
  bool operator==(const Calendar&) const = default;

  // Every phase id named anywhere, in calendar order, without repeats.
  std::vector<std::string> phase_ids() const;
};

// Where the game stands in its calendar. Plain data; lives in a title's State.
struct CalendarCursor {
  int period = 1;  // 1-based
  int season = 0;  // index into Calendar::seasons
  int turn = 1;    // 1-based within the season
  int phase = 0;   // index into the season's phases, or into final_phases when in_final
  bool in_final = false;
  bool finished = false;
  bool operator==(const CalendarCursor&) const = default;
};

// Id of the phase the cursor points at ("" when finished).
const std::string& current_phase_id(const Calendar& calendar, const CalendarCursor& cursor);

// Moves the cursor one phase on: next phase, next turn, next season, next period, final phases,
// finished. Pure calendar arithmetic; PhaseMachine adds the handlers.
void advance_cursor(const Calendar& calendar, CalendarCursor& cursor);

}  // namespace sb::engine
