// Issue 31, "Motion": the kingdoms table's gold, food and might jumped when an action changed them.
// They tick from the old value to the new over the table's clock, as Vacant Throne's and Winter
// Quarters' numbers do (tests/support/motion_checks.h).
#include <doctest/doctest.h>

#include "tests/mighty_kingdoms_view/view_fixture.h"
#include "tests/support/motion_checks.h"

namespace sb::mk::view::test {

TEST_CASE("motion: a kingdom's gold an action changed ticks from its old value to its new one") {
  sb::test::ResultsTable<TableScreen> t(new_match(3, "", 4), {1920, 1080, 96});
  CHECK(sb::test::check_ticks<TableScreen, State>(
            t, 3, [](const State& s, int k) { return s.kingdoms[static_cast<size_t>(k)].gold; }) >= 1);
}

}  // namespace sb::mk::view::test
