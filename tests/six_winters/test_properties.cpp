// Six Winters on the shared property suite (tests/support/property_suite.h): random- and
// greedy-bot campaigns with Title::check and the refresh rule below after every action, the year's
// advance checked across each action, the YAML forms that name content by id as each session ends
// and at the deep cadence. SB_PROPERTY_GAMES sets the campaign count of each case.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

#include "game/six_winters/rules/yaml_io.h"
#include "support.h"
#include "tests/support/property_suite.h"

using namespace sb::sw;

namespace {

// The conservation, range and reference invariants are Title::check's (check.cpp), which the shared
// suite runs after every action; what stays here is what only a test can see across actions.

// A campaign is six sessions, one a year: the year advances by one only as a session ends, and the
// campaign finishes only as year 6's session ends. (A new campaign starts in year 1.)
std::string check_year_advance(const State& before, const State& after, const Content&) {
  const bool session_ended = before.status == kInSession && after.status != kInSession;
  if (after.year != before.year) {
    if (after.year != before.year + 1)
      return "the year went from " + std::to_string(before.year) + " to " + std::to_string(after.year);
    if (!session_ended || after.status != kBetweenSessions) return "the year advanced without a session ending";
  } else if (session_ended && after.status != kFinished) {
    return "a session ended without advancing the year";
  }
  if (after.status == kFinished && before.status != kFinished && !(session_ended && before.year == 6))
    return "the campaign finished other than as year 6's session ended";
  return "";
}

// Refresh (§4 phase 1) tops each pool up to its track's level and never removes dice; action dice
// refill to the target. Checked on a copy at every actions-phase position.
std::string check_refresh(const State& s, const Content& c) {
  if (s.status != kInSession || current_phase(s, c) != "actions" || s.session.overcome.active) return "";
  std::ostringstream bad;
  State copy = s;
  Ctx ctx{copy, c, nullptr};
  run_refresh(ctx);
  for (int r = 0; r < 6; ++r) {
    int target = c.level(r, copy.tracks[r].progress);
    if (s.session.skip_refresh[r]) continue;
    const int had = static_cast<int>(s.session.pools[r].size());
    const int has = static_cast<int>(copy.session.pools[r].size());
    if (had <= target && has != target) bad << "refresh left pool " << r << " at " << has << " of " << target << "; ";
    if (had > target && has != had) bad << "refresh changed pool " << r << " above its level; ";
  }
  for (const auto& p : copy.session.in_play)
    if (!p.knocked_out && static_cast<int>(copy.session.seats[p.seat].action_dice.size()) != refill_target(copy, c))
      bad << "refresh did not refill seat " << p.seat << "'s action dice; ";
  return bad.str();
}

// The shared suite round-trips the default YAML form; a campaign file (the State between
// sessions) names content by id.
std::string check_named_state(const State& s, const Content& c) {
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"state.yaml", &errors};
  auto parsed = sb::engine::parse_yaml(sb::engine::dump_yaml(state_to_yaml(s, &c)), "state.yaml", errors);
  auto back = parsed ? state_from_yaml(*parsed, c, ctx) : std::nullopt;
  if (!back || !(*back == s)) return "state round trip with content ids: " + errors.format_all() + "; ";
  return "";
}

std::string check_named_actions(const State& s, const Content& c, const std::vector<Action>& legal) {
  std::ostringstream bad;
  for (const Action& a : legal) {
    sb::engine::ErrorList errors;
    sb::engine::ReadContext ctx{"action", &errors};
    auto read = action_from_yaml(action_to_yaml(a, &c), c, ctx);
    if (!read || !(*read == a)) bad << "action round trip with content ids: " << describe(a, s, c) << "; ";
  }
  return bad.str();
}

// Positions the suite has checked (Title::check and the invariants run on each), reported per case.
long positions_checked = 0;

// Campaigns g = 0, 1, … of a case vary players and difficulty as `players(g)` and `difficulty(g)`.
sb::test::PropertyOptions<Title> campaigns(uint64_t first_seed, const std::string& bot, int (*players)(int),
                                           int (*difficulty)(int), bool two_cards = false) {
  sb::test::PropertyOptions<Title> options;
  options.first_seed = first_seed;
  options.bot = bot;
  options.max_actions = 60000;
  // The State round trips and the whole-legal-list checks in a case's first campaign, as before
  // the shared suite; the per-step checks (refresh included: it is cheap) in every campaign.
  options.deep_games = 1;
  options.round_trip_every = 13;
  options.deep_every = 7;
  options.invariants = [](const State& s, const Content& c) {
    ++positions_checked;
    return check_refresh(s, c);
  };
  // A session's end is where a campaign file is written.
  options.transition = [](const State& before, const State& after, const Content& c) {
    const bool session_ended = before.status == kInSession && after.status != kInSession;
    return check_year_advance(before, after, c) + (session_ended ? check_named_state(after, c) : "");
  };
  options.round_trip_checks = check_named_state;
  options.deep_checks = check_named_actions;
  options.setup = [=](const Content& c, int, uint64_t seed) {
    const int g = static_cast<int>(seed - first_seed);
    Setup setup = Title::default_setup(c, players(g));
    setup.difficulty = difficulty(g);
    setup.options.solo_two_cards = two_cards;
    return setup;
  };
  return options;
}

}  // namespace

TEST_CASE("property: random-bot campaigns keep every invariant") {
  auto options = campaigns(1000, "random", [](int g) { return 1 + g % 4; }, [](int g) { return g % 4; });
  options.games = 2;
  positions_checked = 0;
  sb::test::run_property_suite<Title>(sw_test::content_ptr(), options);
  MESSAGE(positions_checked << " positions checked");
}

// The greedy bot plays the cooperative bot's scoring without its lookahead: the same kinds of
// choices, at a cost that lets the sanitizer build play whole campaigns (coop_bot_action's
// lookahead is exercised per session in test_bot.cpp and by every sim).
TEST_CASE("property: greedy-bot campaigns keep every invariant") {
  auto options = campaigns(2000, "greedy", [](int g) { return 1 + (g + 1) % 4; }, [](int g) { return (g + 2) % 4; });
  options.games = 1;
  positions_checked = 0;
  sb::test::run_property_suite<Title>(sw_test::content_ptr(), options);
  MESSAGE(positions_checked << " positions checked");
}

TEST_CASE("property: solo with option solo_two_cards (each character its own card)") {
  const Content& c = sw_test::content();
  Setup setup = sw_test::setup(1, 0);
  setup.options.solo_two_cards = true;
  State s = new_campaign(c, setup, 5);
  REQUIRE(sw_test::begin_session(s, c, StartSession{{0, 1}, {s.board[0][0], s.board[1][1]}}).ok());
  REQUIRE(s.session.seats.size() == 2);
  CHECK(s.session.seats[0].card >= 0);
  CHECK(s.session.seats[1].card >= 0);
  CHECK(s.session.seats[1].action_dice.empty());
  CHECK(in_play(s, 1)->seat == 0);
  CHECK(in_play(s, 1)->card_seat == 1);
  CHECK_FALSE(apply_action(s, c, Pass{1}).ok());
  auto options = campaigns(3000, "greedy", [](int) { return 1; }, [](int g) { return g % 4; }, true);
  options.games = 1;
  positions_checked = 0;
  sb::test::run_property_suite<Title>(sw_test::content_ptr(), options);
  MESSAGE(positions_checked << " positions checked");
}

TEST_CASE("sessions never exceed 8 turns and advance the year") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(3, 1), 42);
  sb::engine::Rng rng(5);
  int max_turn = 0, last_year = 1;
  while (s.status != kFinished) {
    REQUIRE(apply_action(s, c, greedy_bot_action(s, c, rng)).ok());
    max_turn = std::max(max_turn, s.session.turn);
    CHECK(s.year >= last_year);
    last_year = s.year;
  }
  CHECK(max_turn <= 8);
  CHECK(max_turn >= 4);
}
