// The cooperative bot's priorities, on hand-built tables.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

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
