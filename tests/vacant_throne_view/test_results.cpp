// Issue 27, "Results stay readable": a Vacant Throne battle, law vote or cards drawn shows as a
// card over the board with its numbers and stays in the results strip, whole at every tested size
// (tests/support/results_checks.h).
#include <doctest/doctest.h>

#include <sstream>

#include "game/app/screen/match_files.h"
#include "game/vacant_throne/view/table_view.h"
#include "tests/support/offscreen_table.h"
#include "tests/support/results_checks.h"

namespace sb::vt::view::test {

TEST_CASE("results: a battle, a law vote or a draw shows on the card with its numbers, then in the strip; nothing cut") {
  const auto make = [] {
    std::ostringstream err;
    app::OpenedMatch opened = app::open_match_file("tests/vacant_throne_view/mid_game.save", "", err);
    REQUIRE_MESSAGE(opened.match, err.str());
    return std::move(opened.match);
  };
  sb::test::check_results_readable<TableScreen>("vt", make, [](const ui::ResultLine& r) {
    return (r.heading == "Battle" || r.heading == "Law vote" || r.heading == "Cards drawn") && sb::test::has_number(r);
  });
}

// Seen on a phone held upright: the resumed game's strip sat over the board's heading, "Season 4 of
// 6 — Playe". It keeps off the words the view names, at every size.
TEST_CASE("results: the strip keeps off the board's heading") {
  const sb::test::ScreenSize sizes[] = {{800, 1280, 320}, {1280, 800, 160}, {1920, 1080, 96}};
  for (const sb::test::ScreenSize& size : sizes) {
    CAPTURE(size.w);
    sb::test::OffscreenTable<TableScreen> o("tests/vacant_throne_view/mid_game.save", size);
    const std::vector<ui::Rect> words = o.screen->view().words_on_board();
    REQUIRE(words.size() == 1);
    CHECK(words[0].w > 0);
    CHECK(words[0].h > 0);
    sb::test::check_off_words(ui::TableHost::kResultsStripWindow, words);
  }
}

TEST_CASE("results: bots wait while the card is read: a tap or its reading time lets them go on") {
  sb::test::check_bots_wait_for_the_card<TableScreen>([] {
    std::ostringstream err;
    app::OpenedMatch opened = app::open_match_file("tests/vacant_throne_view/mid_game.save", "", err);
    REQUIRE_MESSAGE(opened.match, err.str());
    return std::move(opened.match);
  }, "random");
}

TEST_CASE("results: a law's vote keeps its tally; a line of no result is none") {
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/vacant_throne_view/mid_game.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  TableScreen screen(std::move(opened.match), {});
  const TableView& view = screen.table();
  const auto vote = view.result_of({"law", 0, "Tolls fails (1 FOR, 3 AGAINST, threshold 4)", {2, 0}});
  REQUIRE(vote);
  CHECK(vote->heading == "Law vote");
  CHECK(vote->text.find("1 FOR, 3 AGAINST") != std::string::npos);
  CHECK(!view.result_of({"deploy", 0, "Ann sends a knight to Hollow", {3}}));
}

}  // namespace sb::vt::view::test
