// Unit tests per rule: setup, tracks and tie priority, actions, refusals, votes, guarantees,
// battles, rewards, cleanup, scoring, the bot and private hands.
#include "support.h"

using namespace vtt;

TEST_CASE("vt: setup follows §11") {
  State s = fresh(4, 3);
  const Content& c = *content();
  CHECK(s.players.size() == 4);
  CHECK(s.season == 1);
  CHECK(s.tracks[0].size() == 5);
  CHECK(s.tracks[0][0] == -1);
  for (const Player& p : s.players) {
    CHECK(p.hand.size() == 3);
    CHECK(p.influence == 2);
    CHECK(p.undeployed == 4);
  }
  CHECK(s.bandit_supply == 9);
  CHECK(s.supply[0] == 11);
  CHECK(s.docket.size() == 2);
  CHECK(s.deck.size() == 24 - 12);
  CHECK(s.active == s.tracks[0][1]);
  CHECK(c.workplaces.size() == 13);
}
