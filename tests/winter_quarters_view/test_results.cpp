// Issue 27, "Results stay readable": a Winter Quarters battle (its Attack and Defense) shows as a
// card over the board and stays in the results strip, whole at every tested size
// (tests/support/results_checks.h).
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "game/app/screen/match_files.h"
#include "game/winter_quarters/view/table_view.h"
#include "tests/support/results_checks.h"

namespace sb::wq::view::test {

TEST_CASE("results: a battle shows on the card with its numbers, then in the strip; nothing cut at any size") {
  const auto make = [] { return sb::test::fresh_match<Title>("content/winter_quarters", 4, 7); };
  sb::test::check_results_readable<TableScreen>("wq", make, [](const ui::ResultLine& r) {
    return r.heading == "Battle" && r.text.find("Attack") != std::string::npos && sb::test::has_number(r);
  }, "heuristic");
}

TEST_CASE("results: bots wait while the card is read: a tap or its reading time lets them go on") {
  sb::test::check_bots_wait_for_the_card<TableScreen>(
      [] { return sb::test::fresh_match<Title>("content/winter_quarters", 4, 7); }, "heuristic");
}

TEST_CASE("results: a run of results of one heading is one strip entry with its count") {
  // The mid-game save's newest results are three cards turned: the strip showed "Card turned"
  // three times over the board, saying nothing more than one entry would.
  ui::capture_frame_text(true);
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/winter_quarters_view/mid_game.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  sb::test::ResultsTable<TableScreen> t(std::move(opened.match), {1920, 1080, 96}, "heuristic");
  t.frames(2);
  const auto& entries = t.screen->results().entries();
  REQUIRE(entries.size() >= 3);
  REQUIRE(entries[0].line.heading == "Card turned");
  size_t run = 1;
  while (run < entries.size() && entries[run].line.heading == "Card turned" && entries[run].line.seat == entries[0].line.seat) ++run;
  REQUIRE(run >= 2);
  std::vector<std::string> shown;
  for (const ui::TouchTarget& target : ui::frame_touch_targets())
    if (target.label.rfind("result ", 0) == 0 && target.label != "result card") shown.push_back(target.label);
  REQUIRE(!shown.empty());
  CHECK(shown[0] == "result 1: Card turned ×" + std::to_string(run));
  for (size_t i = 1; i < shown.size(); ++i) CHECK(shown[i].find("Card turned") == std::string::npos);
  sb::test::check_strip_headings_whole();
  ui::capture_frame_text(false);
}

TEST_CASE("results: the next card turned is a result, and a line of no result is none") {
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/winter_quarters_view/mid_game.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  TableScreen screen(std::move(opened.match), {});
  const TableView& view = screen.table();
  const auto turned = view.result_of({"log", -1, "Next card: Loyal Association; On-deck: Envoys Abroad", {-1}});
  REQUIRE(turned);
  CHECK(turned->heading == "Card turned");
  const auto loss = view.result_of({"log", 0, "British lose a British Regular in West Indies", {0}});
  REQUIRE(loss);
  CHECK(loss->heading == "Battle losses");
  CHECK(!view.result_of({"log", 1, "Patriots: Muster in Tidewater (1 Resource)", {1}}));
}

}  // namespace sb::wq::view::test

namespace sb::wq::view::test {

// Issue 27: a result "is shown where it happens". A battle's card stands beside the space it was
// fought in, with a ring on the space; before, it stood in the board's corner whatever the space.
TEST_CASE("results: a battle's card stands beside its space, not over it") {
  const auto make = [] { return sb::test::fresh_match<Title>("content/winter_quarters", 4, 7); };
  sb::test::ResultsTable<TableScreen> t(make(), {1920, 1080, 96}, "heuristic");
  TableScreen& host = *t.screen;
  REQUIRE(sb::test::play_until_result(host, [](const ui::ResultLine& r) { return r.heading == "Battle"; }));
  const ui::ResultLine shown = host.results().entries()[0].line;
  CAPTURE(shown.text);
  REQUIRE(shown.place >= 0);
  t.frames(3);
  // Not over the space, and a few millimetres from its edge (a corner of a 1920x1080 board is 10-20
  // cm from most spaces).
  REQUIRE(host.result_card_place());
  CHECK(sb::test::card_distance_from(host, host.table().layout().spaces[static_cast<size_t>(shown.place)]) < t.metrics.mm(6));
}

}  // namespace sb::wq::view::test
