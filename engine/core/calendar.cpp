#include "engine/core/calendar.h"

#include <algorithm>

namespace sb::engine {

std::vector<std::string> Calendar::phase_ids() const {
  std::vector<std::string> ids;
  auto add = [&ids](const std::string& id) {
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  };
  for (const Season& season : seasons)
    for (const std::string& id : season.phases) add(id);
  for (const std::string& id : final_phases) add(id);
  return ids;
}

const std::string& current_phase_id(const Calendar& calendar, const CalendarCursor& cursor) {
  static const std::string kNone;
  if (cursor.finished) return kNone;
  if (cursor.in_final) return calendar.final_phases.at(static_cast<size_t>(cursor.phase));
  return calendar.seasons.at(static_cast<size_t>(cursor.season))
      .phases.at(static_cast<size_t>(cursor.phase));
}

void advance_cursor(const Calendar& calendar, CalendarCursor& cursor) {
  if (cursor.finished) return;
  if (cursor.in_final) {
    if (++cursor.phase >= static_cast<int>(calendar.final_phases.size())) cursor.finished = true;
    return;
  }
  const Season& season = calendar.seasons.at(static_cast<size_t>(cursor.season));
  if (++cursor.phase < static_cast<int>(season.phases.size())) return;
  cursor.phase = 0;
  if (++cursor.turn <= season.turns) return;
  cursor.turn = 1;
  if (++cursor.season < static_cast<int>(calendar.seasons.size())) return;
  cursor.season = 0;
  if (++cursor.period <= calendar.periods) return;
  cursor.period = calendar.periods;
  cursor.season = static_cast<int>(calendar.seasons.size()) - 1;
  if (calendar.final_phases.empty()) {
    cursor.finished = true;
    return;
  }
  cursor.in_final = true;
  cursor.phase = 0;
}

}  // namespace sb::engine
