// Act on the thing: over whole bot games, the share of the legal actions a player can take on the
// table itself (a tap on a character, a location, an obstacle or a progress card shows them beside
// it; a lit location answers a location question) rather than only from the side panel's list.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "engine/core/rng.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/on_table.h"
#include "tests/six_winters_view/content.h"

namespace sb::sw::view::test {

namespace {

// Whole games (a campaign to its end, or `most` decisions) by the random bot (it goes everywhere the
// rules allow, and fast: the spec bot's games took seconds); `each(state, legal)` before every decision.
template <class Each>
long play_games(const Content& c, std::initializer_list<uint64_t> seeds, long most, Each each) {
  long steps = 0;
  for (uint64_t seed : seeds) {
    auto made = Title::new_state(c, Title::default_setup(c, 2), seed);
    REQUIRE(made.ok());
    State s = made.value();
    engine::Rng rng(seed, 1);
    for (long here = 0; !Title::prompt(s, c).game_over && here < most; ++here, ++steps) {
      const std::vector<Action> legal = Title::legal_actions(s, c);
      each(static_cast<const State&>(s), legal);
      REQUIRE(Title::apply(s, c, Title::bot_action(s, c, "random", rng)).ok());
    }
    if (most >= 3000) CHECK(Title::prompt(s, c).game_over);  // whole games
  }
  return steps;
}

}  // namespace

// What stays in the panel only: choosing the session's characters and the damage split (made on the
// characters' cards in a window over the table), questions whose answers are cards not on the table
// (which progress card to keep), going on with an overcome.
TEST_CASE("at least 90% of the legal actions of whole random games have their subject on the table") {
  const Content& c = *content();
  long all = 0, on = 0;
  std::map<std::string, long> off;
  const long steps = play_games(c, {3u, 8u, 5u, 11u}, 3000, [&](const State& s, const std::vector<Action>& legal) {
    const std::vector<bool> table = on_table(s, c, legal);
    REQUIRE(table.size() == legal.size());
    for (size_t i = 0; i < legal.size(); ++i) {
      ++all;
      if (table[i]) ++on;
      else ++off[kind_title(kind_of(legal[i]))];
    }
  });
  std::string left;
  for (const auto& [k, n] : off) left += " " + k + ":" + std::to_string(n);
  const double share = static_cast<double>(on) / static_cast<double>(all);
  MESSAGE("legal actions on the table: " << on << " of " << all << " (" << share * 100 << "%) over " << steps
                                         << " decisions; in the panel only:" << left);
  CHECK(all > 1000);
  CHECK(share >= 0.90);
}

// Every action a card offers beside it names that card: a character's own, its seat's Pass, a move
// to the location, the obstacle confronted or being overcome; a track's row, that resource's.
TEST_CASE("a card's actions beside it are that card's") {
  const Content& c = *content();
  long checked = 0;
  play_games(c, {4u}, 600, [&](const State& s, const std::vector<Action>& legal) {
    for (const InPlay& p : s.session.in_play)
      for (size_t i : card_actions(s, legal, CardKind::kCharacter, p.character)) {
        ++checked;
        const auto* pass = std::get_if<Pass>(&legal[i]);
        CHECK((character_of(legal[i]) == p.character || (pass && pass->seat == p.seat)));
      }
    for (int r = 0; r < kResources; ++r)
      for (size_t i : track_actions(legal, r)) {
        const auto* o = std::get_if<SetOverflow>(&legal[i]);
        const auto* d = std::get_if<DiplomacyConvert>(&legal[i]);
        CHECK(((o && o->track == r) || (d && d->from == r)));
      }
    for (size_t i = 0; i < legal.size(); ++i)
      if (const auto* m = std::get_if<Move>(&legal[i])) {
        const std::vector<size_t> at = card_actions(s, legal, CardKind::kLocation, m->destination);
        CHECK(std::find(at.begin(), at.end(), i) != at.end());
      }
  });
  CHECK(checked > 100);
}

}  // namespace sb::sw::view::test
