#include <doctest/doctest.h>

#include "engine/core/match.h"
#include "engine/save/any_match.h"
#include "game/tiny/rules/tiny.h"
#include "tiny_content.h"
#include "support/property_suite.h"

using namespace sb;
using tiny::Action;
using Kind = tiny::Action::Kind;

using tiny::test::load;

TEST_CASE("tiny: the property suite holds over random games") {
  auto content = load();
  for (int seats = 2; seats <= 4; ++seats) {
    test::PropertyOptions<tiny::Title> options;
    options.games = 60;
    options.seats = seats;
    options.invariants = [](const tiny::State& s, const tiny::Content& c) -> std::string {
      for (size_t i = 0; i < s.score.size(); ++i) {
        if (s.seeds[i] < 0) return "negative seeds";
        if (s.plants[i] < 0 || s.plants[i] > c.max_plants) return "plants out of range";
      }
      if (s.weather.count() + (s.weather_card >= 0 ? 1 : 0) != c.weather_deck.size()) return "weather cards lost";
      return "";
    };
    test::run_property_suite<tiny::Title>(content, options);
  }
}

TEST_CASE("tiny: sowing is round-robin until everyone passes in a row, with re-entry") {
  auto content = load();
  auto match = engine::Match<tiny::Title>::start(content, tiny::Title::default_setup(*content, 2), 5).value();
  CHECK(match.prompt().kind == "sow");
  CHECK(match.apply({Kind::kPass, 0}).ok());   // seat 1 passes
  CHECK(match.apply({Kind::kPlant, 1}).ok());  // seat 2 plants twice, keeping the turn
  CHECK(match.prompt().seat == 1);
  CHECK(match.apply({Kind::kPlant, 1}).ok());
  CHECK(match.apply({Kind::kPass, 1}).ok());   // ends the turn: not a pass
  CHECK(match.apply({Kind::kPlant, 0}).ok());  // seat 1 re-enters after passing
  CHECK(match.apply({Kind::kPass, 0}).ok());
  CHECK(match.apply({Kind::kPass, 1}).ok());
  CHECK(match.prompt().kind == "sow");
  CHECK(match.apply({Kind::kPass, 0}).ok());
  CHECK(match.prompt().kind == "reap");
  CHECK(match.state().plants == std::vector<int>{1, 2});
}

TEST_CASE("tiny: rejections leave the state unchanged and say why") {
  auto content = load();
  auto match = engine::Match<tiny::Title>::start(content, tiny::Title::default_setup(*content, 2), 5).value();
  tiny::State before = match.state();
  engine::ApplyResult r = match.apply({Kind::kPlant, 1});
  CHECK_FALSE(r.ok());
  CHECK(r.rejection().code == "not_your_turn");
  CHECK(r.rejection().message == "It is seat 1's turn, not seat 2's.");
  r = match.apply({Kind::kReap, 0});
  CHECK(r.rejection().code == "wrong_phase");
  CHECK(match.state() == before);
  CHECK(match.journal().empty());
}

TEST_CASE("tiny: a match's journal gives back each action's events by replaying it (a resumed game's log)") {
  auto content = load();
  auto match = engine::Match<tiny::Title>::start(content, tiny::Title::default_setup(*content, 2), 9).value();
  std::vector<std::vector<engine::Event>> live;
  for (const tiny::Action a : {tiny::Action{Kind::kPlant, 0}, tiny::Action{Kind::kPlant, 0}, tiny::Action{Kind::kPass, 0}}) {
    engine::ApplyResult result = match.apply(a);
    REQUIRE(result.ok());
    live.push_back(result.events());
  }
  const std::vector<std::vector<engine::Event>> replayed = match.journal_events();
  CHECK(replayed == live);
  REQUIRE(replayed.size() == 3);
  CHECK(replayed[0].front().text == "planted a seed");
}

TEST_CASE("tiny: undo takes back actions up to the last fence; designers can undo anything") {
  auto content = load();
  auto match = engine::Match<tiny::Title>::start(content, tiny::Title::default_setup(*content, 2), 9).value();
  REQUIRE(match.apply({Kind::kPlant, 0}).ok());  // same seat keeps deciding: no fence
  REQUIRE(match.apply({Kind::kPlant, 0}).ok());
  CHECK_FALSE(match.journal().back().fence);
  CHECK(match.undoable_count() == 2);
  tiny::State after_one_plant = engine::Match<tiny::Title>::start(content, match.setup(), 9).value().state();
  CHECK(match.undo());
  CHECK(match.state().plants[0] == 1);
  REQUIRE(match.apply({Kind::kPass, 0}).ok());  // hands over to seat 2: a fence
  CHECK(match.journal().back().fence);
  CHECK(match.undoable_count() == 0);
  CHECK_FALSE(match.undo());
  REQUIRE(match.apply({Kind::kPass, 1}).ok());
  REQUIRE(match.apply({Kind::kPass, 0}).ok());  // everyone passed: autumn draws weather (rng) → fence
  CHECK(match.prompt().kind == "reap");
  tiny::State before_reap = match.state();
  REQUIRE(match.apply({Kind::kReap, 0}).ok());  // a die roll: fence
  CHECK(match.journal().back().fence);
  tiny::State after_reap = match.state();
  CHECK(match.undo_any());
  CHECK(match.state() == before_reap);
  REQUIRE(match.apply({Kind::kReap, 0}).ok());
  CHECK(match.state() == after_reap);  // the same roll again: replay is deterministic
  while (match.undo_any()) {
  }
  CHECK(match.state() == after_one_plant);
}

TEST_CASE("tiny: replay rebuilds the same state and names the first illegal action") {
  auto content = load();
  auto setup = tiny::Title::default_setup(*content, 3);
  auto match = engine::Match<tiny::Title>::start(content, setup, 21).value();
  engine::Rng rng(4);
  for (int i = 0; i < 12 && !match.prompt().game_over; ++i)
    REQUIRE(match.apply(tiny::Title::bot_action(match.state(), *content, "random", rng)).ok());
  auto again = engine::Match<tiny::Title>::replay(content, setup, 21, match.actions());
  REQUIRE(again.ok());
  CHECK(again.value().state_hash() == match.state_hash());
  auto actions = match.actions();
  actions.insert(actions.begin() + 2, Action{Kind::kReap, 2});
  auto broken = engine::Match<tiny::Title>::replay(content, setup, 21, actions);
  REQUIRE_FALSE(broken.ok());
  CHECK(broken.error().message.rfind("action 3 (reap (seat 3)) is now illegal:", 0) == 0);
}

TEST_CASE("tiny: check names each impossible position, and a scenario starting from one is refused") {
  auto content = load();
  auto match = engine::Match<tiny::Title>::start(content, tiny::Title::default_setup(*content, 3), 11).value();
  engine::Rng bots(11, 2);
  for (int i = 0; i < 12 && !match.prompt().game_over; ++i)
    REQUIRE(match.apply(tiny::Title::bot_action(match.state(), *content, "random", bots)).ok());
  const tiny::State good = match.state();
  REQUIRE(tiny::Title::check(good, *content).empty());
  auto broken_by = [&](auto change) {
    tiny::State s = good;
    change(s);
    auto broken = tiny::Title::check(s, *content);
    return broken.empty() ? std::string() : broken.front();
  };
  CHECK(broken_by([](tiny::State& s) { s.seeds[1] = -2; }) == "seat 2 has -2 seeds");
  CHECK(broken_by([&](tiny::State& s) { s.plants[0] = content->max_plants + 1; }).find("plants; a field holds 0 to") !=
        std::string::npos);
  CHECK(broken_by([](tiny::State& s) { s.score.push_back(0); }).find("one entry per seat") != std::string::npos);
  // Three copies of a card the deck holds twice, or one lost: conservation, by name.
  CHECK(broken_by([](tiny::State& s) { s.weather.discard.push_back(s.weather.draw_pile.front()); })
            .find("more in play than the game has") != std::string::npos);
  CHECK(broken_by([](tiny::State& s) { s.weather.draw_pile.pop_back(); }).find("fewer in play than the game has") !=
        std::string::npos);
  CHECK(broken_by([](tiny::State& s) { s.weather_card = 99; }).find("no card") != std::string::npos);

  // The same through the title contract: a starting state read from a file is refused with the reason.
  engine::TitleAdapter<tiny::Title> title;
  engine::ErrorList errors;
  REQUIRE(title.load_content("content/tiny", errors));
  tiny::State impossible = good;  // a weather card gone: the reader takes it, the check does not
  const int lost = impossible.weather.draw_pile.back();
  impossible.weather.draw_pile.pop_back();
  engine::ReadContext ctx{"scenario.yaml", &errors};
  auto refused = title.match_from_state(YAML::Node(), tiny::Title::state_to_yaml(impossible), 1, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "impossible_state");
  CHECK(refused.error().message == "the starting state is impossible: weather cards: '" +
                                       content->weather[static_cast<size_t>(lost)].name + "' 1 fewer in play than the game has");
  CHECK(title.match_from_state(YAML::Node(), tiny::Title::state_to_yaml(good), 1, ctx).ok());
}
