// The game log and the choices read in words: no action kind ids ("choose_anchor") and no hex
// coordinates ("(0,-2)") in any legal action's description or any event's text, over whole games
// with random and heuristic bots and tabletop battles.
#include <cctype>
#include <set>

#include "mk_test_support.h"

using namespace sb::mk;

namespace {

// "(3,-2)", "(0,0)": a coordinate pair in brackets.
bool has_coordinates(const std::string& text) {
  for (size_t at = text.find('('); at != std::string::npos; at = text.find('(', at + 1)) {
    size_t i = at + 1;
    auto number = [&] {
      if (i < text.size() && text[i] == '-') ++i;
      const size_t start = i;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
      return i > start;
    };
    if (number() && i < text.size() && text[i] == ',' && (++i, number()) && i < text.size() && text[i] == ')') return true;
  }
  return false;
}

}  // namespace

TEST_CASE("every choice and every log line of whole games reads in words") {
  CHECK(has_coordinates("Bo: choose_anchor (0,0)"));  // what the check catches
  CHECK(has_coordinates("move (-1,-2)"));
  CHECK(!has_coordinates("Bo's village in the hills (2 armies)"));
  std::set<std::string> ids;
  for (int k = 0; k <= static_cast<int>(Act::kAwardUnit); ++k) {
    const std::string id = act_name(static_cast<Act>(k));
    if (id.find('_') != std::string::npos) ids.insert(id);
  }
  REQUIRE(ids.count("choose_anchor"));
  auto c = test::content();
  int lines = 0;
  for (uint64_t seed : {3u, 8u, 21u}) {
    for (const char* mode : {"dice", "tabletop"}) {
      Setup setup = test::bots_setup(seed == 3 ? 2 : 4);
      setup.options.battle_mode = std::string(mode) == "dice" ? BattleMode::kDice : BattleMode::kTabletop;
      setup.options.veterancy = seed != 3;
      auto started = Title::new_state(*c, setup, seed);
      REQUIRE(started.ok());
      State s = started.value();
      sb::engine::Rng bots(seed);
      for (int n = 0; !s.game_over && n < 200000; ++n) {
        auto check = [&](const std::string& text) {
          ++lines;
          CHECK_MESSAGE(!has_coordinates(text), text);
          for (const std::string& id : ids) CHECK_MESSAGE(text.find(id) == std::string::npos, text);
        };
        const std::vector<Action> legal = Title::legal_actions(s, *c);
        for (const Action& a : legal) check(Title::describe(a, s, *c));
        const Action a = Title::bot_action(s, *c, n % 3 == 0 ? "random" : "heuristic", bots);
        auto r = Title::apply(s, *c, a);
        REQUIRE(r.ok());
        for (const auto& e : r.events()) check(e.text);
      }
      CHECK(s.game_over);
    }
  }
  MESSAGE(lines << " lines checked");
}
