// Issue 27, "Results stay readable": a Six Winters defence roll (its dice) shows as a card over the
// board and stays in the results strip, whole at every tested size (tests/support/results_checks.h).
#include <doctest/doctest.h>

#include <sstream>

#include "game/app/screen/match_files.h"
#include "game/six_winters/view/table_view.h"
#include "tests/support/results_checks.h"

namespace sb::sw::view::test {

namespace {
// The mid-session save the results tests play on from.
std::unique_ptr<engine::AnyMatch> mid_session() {
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/six_winters_view/mid_session.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  return std::move(opened.match);
}
}  // namespace

TEST_CASE("results: a defence roll shows on the card with its dice, then in the strip; nothing cut at any size") {
  sb::test::check_results_readable<TableScreen>("sw", mid_session, [](const ui::ResultLine& r) {
    return r.heading == "Defence roll" && r.text.rfind("Dice ", 0) == 0 && sb::test::has_number(r);
  });
}

TEST_CASE("results: a resumed session's strip shows its headings whole on a phone held upright") {
  // The save's newest result is a "Seasonal event": its strip button was cut to "Seasonal eve" at
  // 800x1280 (the strip kept to two fifths of the board's width).
  ui::capture_frame_text(true);
  for (const sb::test::ResultSize& size : sb::test::kResultSizes) {
    if (size.w == 3840) continue;  // (software frames at 4K are slow; it has the room)
    CAPTURE(size.w);
    sb::test::ResultsTable<TableScreen> t(mid_session(), size, "coop");
    t.frames(2);
    REQUIRE(!t.screen->results().entries().empty());
    CHECK(!t.screen->result_card_showing());
    sb::test::check_strip_headings_whole();
  }
  ui::capture_frame_text(false);
}

TEST_CASE("results: a new turn's action dice show on the card with each seat's faces") {
  // The rules roll them at a turn's start without an event; the dice tumble, and before this no
  // result named them.
  sb::test::check_results_readable<TableScreen>("sw-dice", mid_session, [](const ui::ResultLine& r) {
    return r.heading == "Action dice" && r.text.rfind("Turn ", 0) == 0 && sb::test::has_number(r);
  });
}

TEST_CASE("results: obstacles and seasonal events drawn and an overcome's end are results; a move is none") {
  TableScreen screen(mid_session(), {});
  const TableView& view = screen.table();
  const auto defend = view.result_of({"defend", -1, "the defence holds", {2, 5, 6}});
  REQUIRE(defend);
  CHECK(defend->text == "Dice 2, 5, 6: the defence holds");
  const auto drawn = view.result_of({"obstacle", -1, "Crooked Legate arrives at Lily Manor", {}, 7});
  REQUIRE(drawn);
  CHECK(drawn->heading == "Obstacle drawn");
  CHECK(drawn->place == 7);  // the location the rules name: its card stands beside that one
  const auto event = view.result_of({"event", -1, "Thin Rations", {1}});
  REQUIRE(event);
  CHECK(event->text == "Event card drawn: Thin Rations");
  CHECK(view.result_of({"overcome_stop", -1, "Wandering Partisans holds; its dice stay", {}}));
  CHECK(!view.result_of({"move", 0, "Keel moves to Boar's Peak", {}}));
}

// Issue 27: a result "is shown where it happens". A new player saw a defence roll in the board's
// corner, whatever the location: the rules' event named none. It names the location the defence
// was rolled at (an obstacle drawn, the one it arrives at): that card is ringed, and the result's
// card stands beside it unless every side of it is busy (then a corner, tied to it by a line).
TEST_CASE("results: a defence roll and an obstacle drawn stand beside their location's card") {
  sb::test::ResultsTable<TableScreen> t(mid_session(), {1920, 1080, 96});
  TableScreen& host = *t.screen;
  int defences = 0, obstacles = 0, beside = 0;
  for (int k = 0; k < 12 && (defences < 2 || obstacles < 2 || beside < 2); ++k) {
    REQUIRE(sb::test::play_until_result(host, [](const ui::ResultLine& r) {
      return r.heading == "Defence roll" || r.heading == "Obstacle drawn";
    }));
    const ui::ResultLine shown = host.results().entries()[0].line;
    CAPTURE(shown.text);
    REQUIRE(shown.place >= 0);
    const std::string where = host.content().locations[static_cast<size_t>(shown.place)].name;
    if (shown.heading == "Defence roll") {
      ++defences;
      REQUIRE(host.state().session.overcome.active);  // the defence is rolled in an overcome, at its location
      CHECK(shown.place == host.state().session.overcome.location);
    } else {
      ++obstacles;
      CHECK(shown.text.size() > where.size());
      CHECK(shown.text.substr(shown.text.size() - where.size()) == where);  // "... arrives at Lily Manor"
    }
    t.frames(3);
    const std::optional<ui::Rect> card = host.table().place_on_screen(shown.place);
    REQUIRE(card);
    if (!host.board_rect().contains(card->center())) continue;  // scrolled away: the card takes a corner
    REQUIRE(host.result_card_place());  // ringed, the card never over it
    if (sb::test::card_distance_from(host, *card) < t.metrics.mm(6)) ++beside;
    host.dismiss_result();
  }
  CHECK(defences >= 1);
  CHECK(obstacles >= 1);
  CHECK(beside >= 1);
}

}  // namespace sb::sw::view::test
