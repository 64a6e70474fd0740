// The results strip's logic (issue 27, "Results stay readable"): the newest action's results show
// as a card until tapped or for a reading time that grows with their words and the animation speed
// (off: until tapped); the strip keeps the last kKeep, newest first; undo takes its results back.
#include <doctest/doctest.h>

#include <string>

#include "engine/ui/results_strip.h"

namespace sb::ui {

namespace {
ResultLine line(const std::string& heading, const std::string& text, int seat = 0) { return {heading, text, seat}; }
}  // namespace

TEST_CASE("results strip: the newest action's results are the card, newest first in the strip") {
  ResultsStrip strip;
  CHECK(!strip.card_showing(0, 1.0f));
  strip.push({line("Exploration", "Ann rolled 6+4 (10: a city)")}, 1.0, 3);
  CHECK(strip.card_size(1.0, 1.0f) == 1);
  strip.push({line("Battle", "Ann attacks Bo"), line("Battle dice", "Ann scores 2 hits; dice 6, 5 against 1")}, 2.0, 4);
  CHECK(strip.card_size(2.0, 1.0f) == 2);
  REQUIRE(strip.entries().size() == 3);
  CHECK(strip.entries()[0].line.heading == "Battle dice");
  CHECK(strip.entries()[1].line.heading == "Battle");
  CHECK(strip.entries()[2].line.heading == "Exploration");
  CHECK(strip.entries()[0].batch == 4);
  CHECK(number_list({6, 4, 2}) == "6, 4, 2");
}

TEST_CASE("results strip: the card stays for a reading time that grows with its words and the speed") {
  ResultsStrip strip;
  strip.push({line("Roll", "short")}, 0.0, 1);
  const double quick = strip.reading_seconds(1, 1.0f);
  CHECK(quick >= ResultsStrip::kBaseSeconds);
  CHECK(strip.card_showing(quick - 0.01, 1.0f));
  CHECK(!strip.card_showing(quick + 0.01, 1.0f));
  // Half speed: twice as long.
  CHECK(strip.reading_seconds(1, 0.5f) == doctest::Approx(2 * quick));
  CHECK(strip.card_showing(quick + 0.01, 0.5f));
  ResultsStrip longer;
  longer.push({line("Roll", std::string(150, 'x'))}, 0.0, 1);
  CHECK(longer.reading_seconds(1, 1.0f) > quick + 9);
  // Animations off: until tapped.
  CHECK(strip.card_showing(1e6, 0.0f));
  strip.dismiss();
  CHECK(!strip.card_showing(0.1, 0.0f));
  CHECK(strip.entries().size() == 1);  // the strip keeps it
}

TEST_CASE("results strip: keeps the last kKeep; no card for results pushed without one; undo takes results back") {
  ResultsStrip strip;
  for (size_t i = 1; i <= ResultsStrip::kKeep + 5; ++i) strip.push({line("Roll", std::to_string(i))}, 0.0, i, false);
  REQUIRE(strip.entries().size() == ResultsStrip::kKeep);
  CHECK(strip.entries().front().line.text == std::to_string(ResultsStrip::kKeep + 5));
  CHECK(!strip.card_showing(0.0, 1.0f));
  strip.push({}, 0.0, 99);  // an action without results changes nothing
  CHECK(strip.entries().front().line.text == std::to_string(ResultsStrip::kKeep + 5));
  strip.push({line("Roll", "last")}, 1.0, 30);
  CHECK(strip.card_showing(1.0, 1.0f));
  strip.drop_after(ResultsStrip::kKeep + 3);
  CHECK(strip.entries().front().line.text == std::to_string(ResultsStrip::kKeep + 3));
  CHECK(!strip.card_showing(1.0, 1.0f));
}

TEST_CASE("results strip: a line the view tells itself goes to the strip, never on the card") {
  ResultsStrip strip;
  ResultLine told{"Battle result", "Ann wins at the hills", 0, false};
  strip.push({line("Exploration", "Ann rolled 6+4 (10: a city)"), told}, 1.0, 3);
  // The card shows the exploration alone; the battle's line is kept under it in the strip.
  CHECK(strip.card_size(1.0, 1.0f) == 1);
  REQUIRE(strip.entries().size() == 2);
  CHECK(strip.entries()[0].line.heading == "Exploration");
  CHECK(strip.entries()[1].line == told);
  // An action whose only results the view tells: no card at all.
  strip.dismiss();
  strip.push({told}, 2.0, 4);
  CHECK(!strip.card_showing(2.0, 1.0f));
  CHECK(strip.entries().size() == 3);
}

}  // namespace sb::ui
