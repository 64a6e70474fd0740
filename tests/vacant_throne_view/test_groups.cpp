// The side panel's grouping over whole games of the spec's bot: every legal action of the seat to
// decide in exactly one group, no other seat's action in any, the free actions (and only they) in
// the free group, and a tile's offer only actions naming that tile.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"
#include "game/vacant_throne/view/action_groups.h"
#include "game/vacant_throne/view/board_draw.h"
#include "tests/support/bot_games.h"
#include "tests/support/shipped_content.h"

namespace sb::vt::view::test {

TEST_CASE("every legal action of the deciding seat is in exactly one group; free actions apart") {
  const Content& c = *sb::test::shipped_content<Title>("content/vacant_throne");
  int steps = 0, free_groups = 0, answer_groups = 0, votes_shown = 0;
  sb::test::play_bot_games<Title>(c, 4, {3u, 8u}, steps, 5000, [&](const State& s, const std::vector<Action>& legal) {
    const int seat = decider(s);
    std::vector<int> seen(legal.size(), 0);
    for (const ActionGroup& g : group_actions(s, c, legal, seat)) {
      CHECK(!g.heading.empty());
      CHECK(!g.actions.empty());
      free_groups += g.free;
      answer_groups += g.heading.rfind("Your vote", 0) == 0;
      for (size_t i : g.actions) {
        REQUIRE(i < legal.size());
        ++seen[i];
        CHECK(legal[i].seat == seat);
        CHECK(g.free == (legal[i].verb == Verb::kTradeStart || legal[i].verb == Verb::kPactStart || legal[i].verb == Verb::kRelease));
        CHECK(!answer_label(s, c, legal[i]).empty());
      }
    }
    for (size_t i = 0; i < legal.size(); ++i) CHECK(seen[i] == (legal[i].seat == seat ? 1 : 0));
    for (int tile = 0; tile < static_cast<int>(c.tiles.size()); ++tile)
      for (size_t i : actions_for_tile(legal, seat, tile)) CHECK(legal[i].a == tile);
    // The table shows a vote openly: every earlier voter's side and amount, who votes now.
    if (s.stage == Stage::kVote) {
      const std::vector<std::string> lines = pending_lines(s, c);
      REQUIRE(lines.size() == s.vote.voters.size() + 2);
      CHECK(lines[0].find(c.laws[static_cast<size_t>(s.vote.law)].name) != std::string::npos);
      for (int k = 0; k < s.vote.index; ++k) {
        const int n = s.vote.amount[static_cast<size_t>(k)];
        const std::string said = n == 0 ? "nothing" : std::to_string(n) + (s.vote.side[static_cast<size_t>(k)] == 0 ? " FOR" : " AGAINST");
        CHECK(lines[static_cast<size_t>(k) + 1].find(said) != std::string::npos);
      }
      CHECK(lines[static_cast<size_t>(s.vote.index) + 1].find("to vote now") != std::string::npos);
      ++votes_shown;
    }
  });
  CHECK(free_groups > 0);
  CHECK(answer_groups > 0);  // votes were asked and grouped as such
  CHECK(votes_shown > 0);
}

}  // namespace sb::vt::view::test
