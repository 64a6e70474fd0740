// The words a player reads in Six Winters, checked for the faults a new player reported.
#include <doctest/doctest.h>

#include "game/six_winters/rules/rules.h"
#include "support.h"

using namespace sb::sw;

TEST_CASE("a pass is told by the characters' names, not 'seat 1 passes'") {
  // Seen by a new player: the log read "seat 1 passes" while the table names every seat by its
  // characters.
  const Content& c = sw_test::content();
  for (int players : {1, 2}) {
    State s = new_campaign(c, sw_test::setup(players, 0), 11);
    const int thea = c.find_character("thea"), menas = c.find_character("menas");
    const int loc = s.board[1][2];
    REQUIRE(sw_test::begin_session(s, c, StartSession{{thea, menas}, {loc, loc}}).ok());
    for (int seat = 0; seat < players; ++seat) {
      const std::string words = describe(Pass{seat}, s, c);
      CHECK_MESSAGE(words.find("seat") == std::string::npos, words);
      if (players == 1) CHECK(words == "Thea and Menas pass");
      else CHECK(words == std::string(seat == 0 ? "Thea passes" : "Menas passes"));
    }
  }
}
