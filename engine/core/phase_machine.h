#pragma once
// Walks a Calendar and calls the handler bound to each phase id. A title binds one handler per
// phase id; binding is checked against the calendar at load time (unknown ids are content errors).
// After every step the title calls settle(): game over? phase over? turn over? — in that order.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/core/calendar.h"
#include "engine/core/check.h"

namespace sb::engine {

template <class Ctx>
class PhaseMachine {
 public:
  struct Handler {
    // Called when the phase begins (deal cards, roll, reset counters).
    std::function<void(Ctx&)> enter;
    // True once nothing is left to decide in this phase.
    std::function<bool(const Ctx&)> is_over;
  };

  void bind(const std::string& phase_id, Handler handler) { handlers_[phase_id] = std::move(handler); }
  bool has(const std::string& phase_id) const { return handlers_.count(phase_id) > 0; }

  // Phase ids the calendar names that no handler is bound to.
  std::vector<std::string> unbound_ids(const Calendar& calendar) const {
    std::vector<std::string> missing;
    for (const std::string& id : calendar.phase_ids())
      if (!has(id)) missing.push_back(id);
    return missing;
  }

  // Enters the cursor's current phase and settles (a phase may be over at once).
  void start(const Calendar& calendar, Ctx& ctx, CalendarCursor& cursor,
             const std::function<bool(const Ctx&)>& game_over) const {
    enter(calendar, ctx, cursor);
    settle(calendar, ctx, cursor, game_over);
  }

  // End checks after an action, in order: game over (stop), phase over (advance and enter the
  // next; repeat, since an entered phase may have nothing to decide), else wait for input.
  void settle(const Calendar& calendar, Ctx& ctx, CalendarCursor& cursor,
              const std::function<bool(const Ctx&)>& game_over) const {
    // Bounded: a calendar has finitely many phases; a loop past that is a title bug.
    size_t limit = 4 + static_cast<size_t>(calendar.periods) * 64 * (calendar.seasons.size() + 1) *
                           (calendar.final_phases.size() + 8) * 16;
    for (size_t guard = 0; guard < limit; ++guard) {
      if (cursor.finished) return;
      if (game_over && game_over(ctx)) {
        cursor.finished = true;
        return;
      }
      const Handler& handler = lookup(current_phase_id(calendar, cursor));
      if (!handler.is_over(ctx)) return;
      advance_cursor(calendar, cursor);
      if (cursor.finished) return;
      enter(calendar, ctx, cursor);
    }
    SB_CHECK(false, "PhaseMachine::settle did not come to rest");
  }

 private:
  void enter(const Calendar& calendar, Ctx& ctx, const CalendarCursor& cursor) const {
    if (cursor.finished) return;
    const Handler& handler = lookup(current_phase_id(calendar, cursor));
    if (handler.enter) handler.enter(ctx);
  }
  const Handler& lookup(const std::string& id) const {
    auto found = handlers_.find(id);
    SB_CHECK(found != handlers_.end(), "phase id with no handler (content check missed it)");
    return found->second;
  }

  std::map<std::string, Handler> handlers_;
};

}  // namespace sb::engine
