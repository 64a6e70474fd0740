// Issue 27, "Results stay readable": a Mighty Kingdoms exploration (its 2D6, their sum and what was
// found) and a battle's dice (each side's faces and hits) show as a card over the board and stay in
// the results strip, whole at every tested size (tests/support/results_checks.h).
#include <doctest/doctest.h>

#include "tests/mighty_kingdoms_view/view_fixture.h"
#include "tests/support/results_checks.h"

namespace sb::mk::view::test {

TEST_CASE("results: an exploration shows on the card with its roll and what was found, then in the strip; nothing cut") {
  sb::test::check_results_readable<TableScreen>("mk", [] { return new_match(2, ""); }, [](const ui::ResultLine& r) {
    return r.heading == "Exploration" && r.text.find(" rolled ") != std::string::npos && r.text.find(": a ") != std::string::npos;
  });
}

TEST_CASE("results: a battle's dice name each side's faces; its attack and outcome are results too") {
  TableScreen screen(new_match(2, ""), {});
  const TableView& view = screen.table();
  const auto dice = view.result_of({"battle_dice", -1, "Ann scores 2 hits, Bo scores 1", {6, 5, 2, -1, 5, 1}});
  REQUIRE(dice);
  CHECK(dice->heading == "Battle dice");
  CHECK(dice->text == "Ann scores 2 hits, Bo scores 1; dice 6, 5, 2 against 5, 1");
  const auto land = view.result_of({"battle_dice", -1, "Land/water battle: 7 against 3", {4, 3, -1, 3, -1}});
  REQUIRE(land);
  CHECK(land->text == "Land/water battle: 7 against 3; dice 4, 3 against 3");
  const auto found = view.result_of({"explore", 0, "Ann's army A1 rolled 6+4 exploring Ann's city in the hills",
                                     {1, 2, 6, 4, static_cast<int>(Settlement::kCity)}});
  REQUIRE(found);
  CHECK(found->text.find("(10: a ") != std::string::npos);
  CHECK(view.result_of({"battle", 0, "Ann attacks Bo at the hills (pitched)", {1, 2, 1}}));
  CHECK(view.result_of({"battle_result", 0, "Ann wins at the hills", {}}));
  CHECK(!view.result_of({"move", 0, "Ann's army A1 moves to the hills", {1, 2}}));
}

}  // namespace sb::mk::view::test
