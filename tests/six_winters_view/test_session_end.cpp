// The session-end screen's words and the campaign's standing, from States the rules made: what a
// session burned and placed, the score as the spec counts it, and the host holding its bots while
// the session-end screen is up.
#include <doctest/doctest.h>

#include "engine/save/any_match.h"
#include "game/six_winters/rules/campaign_file.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/view/session_end.h"
#include "game/six_winters/view/table_view.h"
#include "tests/six_winters_view/content.h"

namespace sb::sw::view::test {

namespace {

State year2() {
  engine::ErrorList errors;
  auto s = read_campaign_file("tests/six_winters_view/year2.campaign", *content(), errors);
  REQUIRE_MESSAGE(s, errors.format_all());
  return *s;
}

}  // namespace

TEST_CASE("the campaign's standing counts as the spec's §10: victory tracks, track points, multiplier, title") {
  State s = year2();  // standard: multiplier 2
  for (TrackState& t : s.tracks) t = {3, 5};
  s.tracks[0] = {12, 4};   // stability complete
  s.tracks[2] = {12, 11};  // espionage complete
  s.tracks[4] = {12, 12};  // diplomacy full but its threat too: not complete
  s.tracks[1] = {6, 5};    // technology ahead of its threat: +1
  s.tracks[3] = {5, 5};    // military level: no point
  CampaignStanding st = campaign_standing(s, *content());
  CHECK(!st.over);
  CHECK(st.complete == 2);
  CHECK(st.tracks[0].complete);
  CHECK(!st.tracks[4].complete);
  CHECK(st.tracks[1].point);
  CHECK(!st.tracks[3].point);
  CHECK(st.result.tier == "major_victory");
  CHECK(tier_words(st.result.tier) == "Major victory");
  CHECK(st.result.points == 4);  // 3 for a major victory, 1 for technology
  CHECK(st.result.multiplier == 2);
  CHECK(st.result.score == 8);
  CHECK(st.result.title == "Adept of Six Winters");
  CHECK(s.result == std::nullopt);  // standing is computed on a copy
}

TEST_CASE("a session's report names what burned, what came, the tracks before and after, and what carries over") {
  const State before = year2();
  State after = before;
  engine::Rng rng(3, 3);
  for (int step = 0; step < 5000 && !(after.status == kBetweenSessions && after.year == before.year + 1); ++step)
    REQUIRE(Title::apply(after, *content(), greedy_bot_action(after, *content(), rng)).ok());
  REQUIRE(after.year == 3);
  const SessionReport r = session_report(before, after, *content());
  CHECK(r.year == 2);
  CHECK(r.burned_locations.size() == after.locations_burned.size() - before.locations_burned.size());
  CHECK(r.burned_locations.size() >= 3);
  CHECK(r.new_locations.size() == r.burned_locations.size());
  CHECK(r.progress_burned == 4);  // 2 × year from the lowest stage with cards (§9.2)
  CHECK(r.tracks_before[0] == before.tracks[0]);
  CHECK(r.tracks_after[0] == after.tracks[0]);
  const std::string name = content()->locations[static_cast<size_t>(after.locations_burned.back())].name;
  CHECK(std::find_if(r.burned_locations.begin(), r.burned_locations.end(),
                     [&](const std::string& l) { return l.rfind(name, 0) == 0; }) != r.burned_locations.end());
  CHECK(r.carries.size() >= 5);
}

TEST_CASE("bots wait while the session-end screen is up and go on after Next session") {
  Setup setup = Title::default_setup(*content(), 2);
  setup.bots = {true, true};
  auto match = engine::Match<Title>::from_state(content(), setup, 9, year2());
  std::vector<ui::SeatLook> looks = {{"Ann", ui::seat_color(0), ui::seat_symbol(0), "greedy"},
                                     {"Bo", ui::seat_color(1), ui::seat_symbol(1), "greedy"}};
  TableScreen table(std::make_unique<engine::MatchAdapter<Title>>(std::move(match)), looks);
  table.set_fast_forward(true);
  CHECK(!table.table().session_end_showing());  // nothing played in this match yet
  for (int i = 0; i < 20000 && !(table.state().year == 3); ++i) table.step(0.01, false);
  REQUIRE_MESSAGE(table.state().year == 3, "stopped at " << table.prompt().kind << " seat " << table.prompt().seat << " after " << table.match().journal_size());
  CHECK(table.table().session_end_showing());
  CHECK(table.prompt().seat == 0);  // a bot's turn to start the next session
  const size_t journal = table.match().journal_size();
  for (int i = 0; i < 400; ++i) table.step(0.01, false);  // four seconds: the last roll's tray has gone
  CHECK(table.match().journal_size() == journal);
  CHECK(!table.animating());  // nothing to render: the loop can sleep
  REQUIRE(table.table().last_session_report());
  CHECK(table.table().last_session_report()->year == 2);
  table.table().go_to_next_session();
  CHECK(!table.table().session_end_showing());
  for (int i = 0; i < 5; ++i) table.step(0.01, false);
  CHECK(table.match().journal_size() > journal);
}

}  // namespace sb::sw::view::test
