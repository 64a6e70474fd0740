// Property suite over random campaigns: invariants after every action, clone-and-compare, State and
// Action YAML round trips, sorted legal actions, termination. SB_PROPERTY_GAMES raises the count.
#include <doctest/doctest.h>

#include <set>

#include <algorithm>
#include <map>
#include <sstream>

#include "game/six_winters/rules/yaml_io.h"
#include "support.h"

using namespace sb::sw;

namespace {

std::string check_invariants(const State& s, const Content& c) {
  std::ostringstream bad;
  auto die_ok = [](int v) { return v >= 1 && v <= 6; };
  const Session& ss = s.session;
  for (const auto& pool : ss.pools)
    for (int v : pool)
      if (!die_ok(v)) bad << "pool die " << v << "; ";
  for (const auto& seat : ss.seats) {
    for (int v : seat.action_dice)
      if (!die_ok(v)) bad << "action die " << v << "; ";
    for (const auto& d : seat.card_dice)
      if (!die_ok(d.value)) bad << "card die; ";
  }
  for (const auto& [loc, dice] : ss.assets)
    for (const auto& d : dice)
      if (!die_ok(d.value)) bad << "asset die; ";
  for (const auto& [inst, dice] : ss.obstacle_dice)
    for (const auto& d : dice)
      if (!die_ok(d.value)) bad << "obstacle die; ";
  for (const auto& p : ss.in_play)
    for (const auto& [i, d] : p.ability_dice)
      if (!die_ok(d.value)) bad << "ability die; ";
  for (const auto& ch : s.characters)
    for (int k : ch.skills)
      if (k < 0 || k > 6) bad << "skill " << k << "; ";
  for (const auto& t : s.tracks)
    if (t.progress < 1 || t.progress > 12 || t.threat < 1 || t.threat > 12) bad << "track out of range; ";
  if (ss.turn < 1 || ss.turn > 8) bad << "turn " << ss.turn << "; ";
  if (s.year < 1 || s.year > 6) bad << "year " << s.year << "; ";
  // Progress cards: each in exactly one place.
  std::map<int, int> pc;
  for (const auto& pool : s.stage_pool)
    for (int x : pool) pc[x]++;
  for (int x : s.progress_burned) pc[x]++;
  for (int x : ss.progress_deck) pc[x]++;
  for (int x : ss.progress_discard) pc[x]++;
  for (int x : ss.completed) pc[x]++;
  for (int x : ss.staging)
    if (x >= 0) pc[x]++;
  for (const auto& seat : ss.seats)
    if (seat.card >= 0) pc[seat.card]++;
  if (pc.size() != c.progress.size()) bad << "progress cards missing (" << pc.size() << "); ";
  for (auto [card, n] : pc)
    if (n != 1) bad << "progress card " << c.progress[card].id << " in " << n << " places; ";
  // Obstacle instances: locked, a deck pile, or attached — once each.
  std::map<int, int> ob;
  for (int x : s.obstacles_locked) ob[x]++;
  for (const auto& d : s.obstacle_decks) {
    for (int x : d.draw_pile) ob[x]++;
    for (int x : d.discard) ob[x]++;
    for (int x : d.burned) ob[x]++;
  }
  for (const auto& [loc, list] : s.attached) {
    for (int x : list) ob[x]++;
    if (list.empty()) bad << "empty attached list; ";
    if (location_position(s, loc) < 0) bad << "obstacles on a location not in play; ";
  }
  int instances = 0;
  for (const auto& o : c.obstacles) instances += o.copies;
  if (static_cast<int>(ob.size()) != instances) bad << "obstacle instances " << ob.size() << " of " << instances << "; ";
  for (auto [inst, n] : ob)
    if (n != 1) bad << "obstacle " << c.obstacles[card_of(inst)].id << " in " << n << " places; ";
  // Locations: deck, special, board or burned — once each.
  std::map<int, int> lo;
  for (const auto& d : s.location_decks)
    for (int x : d) lo[x]++;
  for (int x : s.special_locked) lo[x]++;
  for (int x : s.locations_burned) lo[x]++;
  for (const auto& row : s.board)
    for (int x : row) lo[x]++;
  if (lo.size() != c.locations.size()) bad << "locations missing; ";
  for (auto [loc, n] : lo)
    if (n != 1) bad << "location " << c.locations[loc].id << " in " << n << " places; ";
  for (const auto& p : ss.in_play)
    if (!p.knocked_out && location_position(s, p.location) < 0) bad << "character off the board; ";
  return bad.str();
}

void check_refresh(const State& s, const Content& c) {
  State copy = s;
  Ctx ctx{copy, c, nullptr};
  run_refresh(ctx);
  for (int r = 0; r < 6; ++r) {
    int target = c.level(r, copy.tracks[r].progress);
    if (s.session.skip_refresh[r]) continue;
    if (static_cast<int>(s.session.pools[r].size()) <= target) {
      CHECK(static_cast<int>(copy.session.pools[r].size()) == target);
    } else {
      CHECK(copy.session.pools[r].size() == s.session.pools[r].size());  // refresh never removes dice
    }
  }
  for (const auto& p : copy.session.in_play)
    if (!p.knocked_out)
      CHECK(static_cast<int>(copy.session.seats[p.seat].action_dice.size()) == refill_target(copy, c));
}

void round_trip(const State& s, const Content& c) {
  for (const Content* names : {static_cast<const Content*>(nullptr), &c}) {
    YAML::Node y = state_to_yaml(s, names);
    std::string text = sb::engine::dump_yaml(y);
    sb::engine::ErrorList errors;
    auto parsed = sb::engine::parse_yaml(text, "state.yaml", errors);
    REQUIRE(parsed);
    sb::engine::ReadContext ctx{"state.yaml", &errors};
    auto back = state_from_yaml(*parsed, c, ctx);
    INFO(errors.format_all());
    REQUIRE(back.has_value());
    CHECK(*back == s);
  }
}

struct RunStats {
  int sessions = 0;
  int actions = 0;
};

RunStats play(uint64_t seed, int players, int difficulty, const std::string& bot, bool deep, bool two_cards = false) {
  const Content& c = sw_test::content();
  Setup setup = sw_test::setup(players, difficulty);
  setup.options.solo_two_cards = two_cards;
  State s = new_campaign(c, setup, seed);
  sb::engine::Rng rng(seed * 31 + 7);
  RunStats stats;
  int step = 0;
  round_trip(s, c);
  while (s.status != kFinished && step < 60000) {
    auto legal = legal_actions(s, c);
    REQUIRE_FALSE(legal.empty());
    CHECK(std::is_sorted(legal.begin(), legal.end()));
    CHECK(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
    Action a = Title::bot_action(s, c, bot, rng);
    if (deep && step % 7 == 0) {
      // Action YAML round trip for every legal action, both id forms.
      for (const Action& la : legal) {
        for (const Content* names : {static_cast<const Content*>(nullptr), &c}) {
          sb::engine::ErrorList errors;
          sb::engine::ReadContext ctx{"action", &errors};
          auto back = action_from_yaml(action_to_yaml(la, names), c, ctx);
          REQUIRE_MESSAGE(back.has_value(), errors.format_all());
          CHECK(*back == la);
        }
      }
      // Every listed action reads differently (the terminal lists them; a screen labels buttons).
      std::set<std::string> lines;
      for (const Action& la : legal) {
        std::string line = describe(la, s, c);
        CHECK_MESSAGE(lines.insert(line).second, "two legal actions read \"" << line << "\"");
      }
      // Every listed action is accepted.
      for (size_t i = 0; i < legal.size(); i += std::max<size_t>(1, legal.size() / 6)) {
        State probe = s;
        auto r = apply_action(probe, c, legal[i]);
        CHECK_MESSAGE(r.ok(), describe(legal[i], s, c) << ": " << r.rejection().message);
      }
    }
    if (s.status == kInSession && current_phase(s, c) == "actions" && !s.session.overcome.active && step % 11 == 0)
      check_refresh(s, c);
    // Clone and compare: the same action on a copy gives the same State.
    State clone = s;
    bool was_in = s.status == kInSession;
    auto r1 = apply_action(s, c, a);
    auto r2 = apply_action(clone, c, a);
    REQUIRE_MESSAGE(r1.ok(), describe(a, clone, c) << ": " << r1.rejection().message);
    CHECK(r2.ok());
    CHECK(clone == s);
    CHECK(r1.events() == r2.events());
    auto bad = check_invariants(s, c);
    REQUIRE_MESSAGE(bad.empty(), "seed " << seed << " step " << step << ": " << bad);
    if (was_in && s.status != kInSession) ++stats.sessions;
    if (deep && step % 13 == 0) round_trip(s, c);
    ++step;
  }
  stats.actions = step;
  CHECK(s.status == kFinished);
  CHECK(stats.sessions == 6);
  CHECK(s.year == 6);
  REQUIRE(s.result.has_value());
  CHECK(s.result->score == s.result->points * s.result->multiplier);
  CHECK(s.result->points >= 0);
  CHECK(s.result->points <= 9);
  round_trip(s, c);
  return stats;
}

}  // namespace

TEST_CASE("property: random-bot campaigns keep every invariant") {
  int games = sw_test::property_games(2);
  for (int g = 0; g < games; ++g) {
    CAPTURE(g);
    play(1000 + static_cast<uint64_t>(g), 1 + g % 4, g % 4, "random", g == 0);
  }
}

// The greedy bot plays the cooperative bot's scoring without its lookahead: the same kinds of
// choices, at a cost that lets the sanitizer build play whole campaigns (coop_bot_action's
// lookahead is exercised per session in test_bot.cpp and by every sim).
TEST_CASE("property: greedy-bot campaigns keep every invariant") {
  int games = sw_test::property_games(1);
  for (int g = 0; g < games; ++g) {
    CAPTURE(g);
    play(2000 + static_cast<uint64_t>(g), 1 + (g + 1) % 4, (g + 2) % 4, "greedy", g == 0);
  }
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
  for (int g = 0; g < sw_test::property_games(1); ++g) play(3000 + static_cast<uint64_t>(g), 1, g % 4, "greedy", false, true);
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
