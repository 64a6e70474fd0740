// The side panel's grouping and the tapped space's offer, over whole games played by the spec's
// bot: every legal answer in exactly one group, a space group's answers all name its space, and
// an Operation begun from a space is offered that space next.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/rules/title.h"
#include "game/winter_quarters/view/action_groups.h"
#include "tests/support/bot_games.h"
#include "tests/support/shipped_content.h"

namespace sb::wq::view::test {

TEST_CASE("every legal answer is in exactly one group; space groups name their space") {
  const Content& c = *sb::test::shipped_content<Title>("content/winter_quarters");
  int starts_checked = 0, steps = 0;
  sb::test::play_bot_games<Title>(c, 2, {3u, 11u}, steps, 20000, [&](const State& s, const std::vector<Action>& legal) {
    REQUIRE(!legal.empty());
    std::vector<int> seen(legal.size(), 0);
    for (const ActionGroup& g : group_actions(s, c, legal)) {
      CHECK(!g.heading.empty());
      for (size_t i : g.actions) {
        ++seen[i];
        if (g.space >= 0) CHECK(legal[i].space == g.space);
      }
    }
    for (size_t i = 0; i < legal.size(); ++i) CHECK_MESSAGE(seen[i] == 1, Title::describe(legal[i], s, c));
    for (const Action& a : legal) CHECK(!answer_label(s, c, a).empty());
    // Every Operation a space offers to begin there is then offered that space (or, the only
    // space it could have, taken without asking).
    for (int space = 0; space < c.space_count(); ++space)
      for (const SpaceOffer::Start& start : offer_for_space(s, c, legal, space).starts) {
        const Action& verb = legal[start.action];
        const OpKind kind = verb.verb == Verb::kMuster ? OpKind::kMuster : verb.verb == Verb::kMarch ? OpKind::kMarch : OpKind::kBattle;
        const bool only = op_spaces(s, c, verb.faction, kind) == std::vector<int>{space};
        State next = s;
        REQUIRE(Title::apply(next, c, verb).ok());
        const std::vector<Action> then = Title::legal_actions(next, c);
        CHECK_MESSAGE((only || std::any_of(then.begin(), then.end(), [&](const Action& a) { return a.verb == Verb::kSpace && a.space == space; })),
                      start.label);
        ++starts_checked;
      }
  });
  CHECK(starts_checked > 10);
}

}  // namespace sb::wq::view::test
