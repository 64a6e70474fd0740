// The cooperative bot's priorities, on hand-built tables.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "game/six_winters/rules/bot.h"
#include "support.h"

using namespace sb::sw;


TEST_CASE("coop bot overcomes the obstacle whose icons raise threat before a harmless one") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 11);
  int a = c.find_character("thea"), b = c.find_character("menas");
  int here = s.board[1][2], there = s.board[0][0];
  REQUIRE(sw_test::begin_session(s, c, StartSession{{a, b}, {here, here}}).ok());
  REQUIRE(current_phase(s, c) == "actions");
  s.attached.clear();
  s.session.assets.clear();
  for (auto& p : s.session.in_play) {
    p.location = here;
    p.psyche = {6, 0};
    p.body = {6, 0};
    p.knocked_out = false;
  }
  for (auto& ch : s.characters) ch.skills.fill(6);  // every obstacle is easy

  // Every plain (no passive text) obstacle instance not yet in play, lowest id first.
  std::vector<int> plain;
  for (const auto& deck : s.obstacle_decks)
    for (int inst : deck.draw_pile) plain.push_back(inst);
  for (int inst : s.obstacles_locked) plain.push_back(inst);
  plain.erase(std::remove_if(plain.begin(), plain.end(),
                             [&](int i) { return !c.obstacles[card_of(i)].passive.empty(); }),
              plain.end());
  std::sort(plain.begin(), plain.end());
  auto single = [&](int i, int r) {
    const auto& icons = c.obstacles[card_of(i)].threat_icons;
    return icons.size() == 1 && icons[0] == r;
  };
  // Threatening: the highest-id single-icon card whose track already has two more icons on the
  // board; harmless: the lowest-id card without that icon. Legal actions are sorted, so a bot that
  // takes the first fillable obstacle would pick the harmless one.
  int threat = -1, r = -1;
  std::vector<int> extras;
  for (auto it = plain.rbegin(); it != plain.rend() && threat < 0; ++it) {
    const auto& icons = c.obstacles[card_of(*it)].threat_icons;
    if (icons.size() != 1) continue;
    extras.clear();
    for (int other : plain)
      if (other != *it && single(other, icons[0]) && extras.size() < 2) extras.push_back(other);
    if (extras.size() == 2) threat = *it, r = icons[0];
  }
  REQUIRE(threat >= 0);
  int calm = -1;
  for (int i : plain) {
    const auto& icons = c.obstacles[card_of(i)].threat_icons;
    if (std::find(icons.begin(), icons.end(), r) == icons.end()) {
      calm = i;
      break;
    }
  }
  REQUIRE(calm >= 0);
  REQUIRE(calm < threat);
  int extra1 = extras[0], extra2 = extras[1];
  for (int i : {threat, calm, extra1, extra2}) {
    for (auto& deck : s.obstacle_decks)
      deck.draw_pile.erase(std::remove(deck.draw_pile.begin(), deck.draw_pile.end(), i), deck.draw_pile.end());
    auto& locked = s.obstacles_locked;
    locked.erase(std::remove(locked.begin(), locked.end(), i), locked.end());
  }
  s.attached[there] = {extra1, extra2};
  s.attached[here] = {calm, threat};  // the harmless one first: list order must not decide

  // Dice that fill either pattern outright.
  auto& dice = s.session.seats[0].action_dice;
  dice = unfilled_values(c, s, calm);
  auto more = unfilled_values(c, s, threat);
  dice.insert(dice.end(), more.begin(), more.end());
  std::sort(dice.begin(), dice.end());
  s.session.seats[1].action_dice.clear();

  sb::engine::Rng rng(5);
  Action act = coop_bot_action(s, c, rng);
  // The bot first makes the table's sorcery-overflow pick (free; it changes nothing else).
  if (std::holds_alternative<SetOverflow>(act)) {
    REQUIRE(apply_action(s, c, act).ok());
    act = coop_bot_action(s, c, rng);
  }
  const auto* begin = std::get_if<BeginOvercome>(&act);
  REQUIRE(begin != nullptr);
  CHECK(begin->obstacle == threat);
}

TEST_CASE("coop bot's lookahead rolls its own dice: the game's rng never changes its choice") {
  // Two tables alike in all but the game's rng (the dice the real future will roll): a bot that
  // looked ahead with the game's rng would see different futures and sometimes choose differently.
  // Over the same session the lookahead must also overrule the greedy scoring now and then.
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 23);
  sb::engine::Rng bot(4);
  int compared = 0, overruled = 0;
  while (s.status != kFinished && s.year == 1) {
    if (s.status == kInSession && !s.session.overcome.active) {
      State other = s;
      other.rng = sb::engine::Rng(0xfeedULL + static_cast<uint64_t>(compared));
      sb::engine::Rng bot_other = bot, bot_greedy = bot;
      Action mine = coop_bot_action(s, c, bot);
      CHECK(coop_bot_action(other, c, bot_other) == mine);
      if (!(greedy_bot_action(s, c, bot_greedy) == mine)) ++overruled;
      ++compared;
      REQUIRE(apply_action(s, c, mine).ok());
    } else {
      REQUIRE(apply_action(s, c, coop_bot_action(s, c, bot)).ok());
    }
  }
  CHECK(s.year == 2);
  CHECK(compared > 20);
  CHECK(overruled > 0);
  MESSAGE(overruled << " of " << compared << " choices overruled by the lookahead");
}

TEST_CASE("coop bot's lookahead at 3 and 4 seats (smaller budgets) picks only legal actions") {
  const Content& c = sw_test::content();
  for (int players : {3, 4}) {
    CAPTURE(players);
    State s = new_campaign(c, sw_test::setup(players, 0), 31);
    sb::engine::Rng bot(static_cast<uint64_t>(players));
    int looked = 0;
    for (int step = 0; step < 60 && s.status != kFinished; ++step) {
      Action a = coop_bot_action(s, c, bot);
      auto legal = legal_actions(s, c);
      CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
      looked += s.status == kInSession && !s.session.overcome.active;
      REQUIRE(apply_action(s, c, a).ok());
    }
    REQUIRE(s.status == kInSession);
    CHECK(static_cast<int>(s.session.seats.size()) == players);
    CHECK(looked > 20);
  }
}

TEST_CASE("exact overcome odds: hand counts, and a count of sampled rolls") {
  using sb::sw::bot::roll_odds;
  std::array<int, 7> six{};
  six[6] = 1;
  // one die must show the 6 the pattern wants; nothing printed to defend
  auto one = roll_odds(1, six, 0);
  CHECK(one.success == doctest::Approx(1.0 / 6));
  CHECK(one.defend_fails == doctest::Approx(0.0));
  CHECK(one.placed == doctest::Approx(1.0 / 6));
  // two dice, the 6 wanted and printed: the defend fails unless a 6 shows (25 of 36 rolls)
  auto two = roll_odds(2, six, 1u << 6);
  CHECK(two.success == doctest::Approx(11.0 / 36));
  CHECK(two.defend_fails == doctest::Approx(25.0 / 36));
  // more wanted than rolled: never full, every die that fits is placed
  std::array<int, 7> many{};
  many[3] = 3;
  CHECK(roll_odds(2, many, 0).success == doctest::Approx(0.0));
  CHECK(roll_odds(2, many, 0).placed == doctest::Approx(2.0 / 6));
  CHECK(roll_odds(0, six, 0).success == doctest::Approx(0.0));
  CHECK(roll_odds(0, std::array<int, 7>{}, 0).success == doctest::Approx(1.0));
  // a mixed case against counted rolls (the bot's former estimate, with many more rolls)
  std::array<int, 7> want{};
  want[2] = 1, want[5] = 2;
  const unsigned printed = (1u << 2) | (1u << 4);
  const int rolls = 6, samples = 200000;
  sb::engine::Rng rng(17);
  int wins = 0, fails = 0;
  double placed = 0;
  for (int k = 0; k < samples; ++k) {
    std::array<int, 7> count{};
    for (int i = 0; i < rolls; ++i) count[rng.d6()]++;
    bool full = true, holds = true;
    for (int v = 1; v <= 6; ++v) {
      full = full && count[v] >= want[v];
      placed += std::min(count[v], want[v]);
      if ((printed >> v) & 1) holds = holds && count[v] > 0;
    }
    wins += full, fails += !holds;
  }
  auto exact = roll_odds(rolls, want, printed);
  CHECK(exact.success == doctest::Approx(static_cast<double>(wins) / samples).epsilon(0.02));
  CHECK(exact.defend_fails == doctest::Approx(static_cast<double>(fails) / samples).epsilon(0.02));
  CHECK(exact.placed == doctest::Approx(placed / samples).epsilon(0.02));
}

TEST_CASE("coop bot's shared rollout openings choose exactly as rollouts played one seed at a time") {
  // The shortcut plays a candidate's moves before the first roll once for every seed; playing each
  // seed's rollout from the start must give the same sums, hence the same choice at every step.
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 1), 41);
  sb::engine::Rng bot(6);
  sb::sw::bot::CoopPlan shared, alone;
  alone.share_openings = false;
  int compared = 0, overruled = 0;
  for (int n = 0; n < 400 && compared < 30 && s.status != kFinished; ++n) {
    sb::engine::Rng other = bot, greedy = bot;
    Action mine = sb::sw::bot::coop_action(s, c, bot, shared);
    if (s.status == kInSession && !s.session.overcome.active && !s.pending) {
      CHECK(sb::sw::bot::coop_action(s, c, other, alone) == mine);
      overruled += !(greedy_bot_action(s, c, greedy) == mine);
      ++compared;
    }
    REQUIRE(apply_action(s, c, mine).ok());
  }
  CHECK(compared == 30);
  CHECK(overruled > 0);  // the lookahead did choose, not only echo the greedy
}
