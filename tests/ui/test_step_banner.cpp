// The step banner's timing: each step its kSeconds of table time, Next moves on at once, Skip
// drops the rest, and a run that ended starts over with the next step pushed.
#include <doctest/doctest.h>

#include "engine/ui/step_banner.h"

namespace sb::ui {

TEST_CASE("step banner: one step at a time on table time; next, skip and a new run") {
  StepBanner b;
  const double k = StepBanner::kSeconds;
  CHECK(!b.active(0));
  b.push({"Phase 3", "dice rolled"}, 10);
  b.push({"Phase 4", "an obstacle moves"}, 10.5);  // queued behind the first, not restarting it
  b.push({"Phase 5", "two obstacles arrive"}, 11);
  REQUIRE(b.current(10));
  CHECK(b.current(10)->heading == "Phase 3");
  CHECK(b.current(10 + k * 0.99)->heading == "Phase 3");
  CHECK(b.current(10 + k)->heading == "Phase 4");  // exactly k later, despite rounding
  CHECK(b.index(10 + 2 * k) == 2);
  CHECK(!b.active(10 + 3 * k));
  // Next: the following step shows now and gets its whole time.
  b.next(10 + 0.2);
  CHECK(b.current(10.2)->heading == "Phase 4");
  CHECK(b.current(10.2 + k * 0.99)->heading == "Phase 4");
  CHECK(b.current(10.2 + k)->heading == "Phase 5");
  b.skip();
  CHECK(!b.active(10.3));
  CHECK(b.size() == 0);
  // After a run has ended, a push starts a new run at its own time.
  b.push({"Phase 1", "an event"}, 50);
  CHECK(b.size() == 1);
  CHECK(b.current(50)->text == "an event");
  CHECK(!b.active(50 + k));
}

}  // namespace sb::ui
