// The shortcuts the bots' lookahead takes must give what the full rules give: legal_actions without
// its trades, the placement check without its reason, apply_action into a kept State and the legal
// list into a kept vector (rollout.h), on positions from random-bot campaigns.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "game/six_winters/rules/rollout.h"
#include "support.h"

using namespace sb::sw;

namespace {
// Positions of a few random-bot campaigns, every `every`-th action.
std::vector<State> sample_positions(int campaigns, int every) {
  const Content& c = sw_test::content();
  std::vector<State> out;
  for (int g = 0; g < campaigns; ++g) {
    State s = new_campaign(c, sw_test::setup(2 + g % 3, g % 2), 100 + static_cast<uint64_t>(g));
    sb::engine::Rng rng(7 + static_cast<uint64_t>(g));
    for (int step = 0; step < 3000 && s.status != kFinished; ++step) {
      if (step % every == 0) out.push_back(s);
      if (!apply_action(s, c, random_bot_action(s, c, rng)).ok()) break;
    }
  }
  return out;
}
}  // namespace

TEST_CASE("legal_actions_but_trades is legal_actions without its trades, in the same order") {
  const Content& c = sw_test::content();
  int positions = 0, with_trades = 0;
  for (const State& s : sample_positions(3, 7)) {
    std::vector<Action> all = legal_actions(s, c), want;
    for (const Action& a : all)
      if (!std::holds_alternative<Trade>(a)) want.push_back(a);
    with_trades += want.size() != all.size();
    CHECK(legal_actions_but_trades(s, c) == want);
    ++positions;
  }
  // the check saw positions where the lists differ
  CHECK(positions > 100);
  CHECK(with_trades > 10);
}

TEST_CASE("card_placement_ok agrees with card_placement_error on every die, cell and parent") {
  const Content& c = sw_test::content();
  int legal = 0, refused = 0, disagree = 0;
  for (const State& s : sample_positions(2, 120)) {
    if (s.status != kInSession) continue;
    for (size_t seat = 0; seat < s.session.seats.size(); ++seat) {
      if (s.session.seats[seat].card < 0) continue;
      for (int loc : board_locations(s))
        for (int res = 0; res < 6; ++res)
          for (int value = 1; value <= 6; ++value)
            for (int cell = -1; cell <= 16; ++cell)
              for (int parent = -2; parent <= 15; ++parent) {
                bool ok = card_placement_ok(s, c, static_cast<int>(seat), loc, res, value, cell, parent);
                std::string why = card_placement_error(s, c, static_cast<int>(seat), loc, res, value, cell, parent);
                disagree += ok != why.empty();
                (ok ? legal : refused)++;
              }
    }
  }
  CHECK(disagree == 0);
  CHECK(legal > 0);
  CHECK(refused > 0);
}

TEST_CASE("legal_actions come sorted, without repeats, and the _into form gives the same list") {
  const Content& c = sw_test::content();
  int positions = 0, refilled = 0;
  std::vector<Action> kept{Pass{3}, Rest{0, kBody}};  // what an earlier step left: cleared first
  for (const State& s : sample_positions(3, 5)) {
    std::vector<Action> all = legal_actions(s, c);
    CHECK(std::is_sorted(all.begin(), all.end()));
    CHECK(std::adjacent_find(all.begin(), all.end()) == all.end());
    legal_actions_but_trades_into(s, c, kept);
    CHECK(kept == legal_actions_but_trades(s, c));
    refilled += !kept.empty();
    ++positions;
  }
  CHECK(positions > 100);
  CHECK(refilled > 100);
}

TEST_CASE("apply_action_into leaves what apply_action leaves, and never changes the table it reads") {
  const Content& c = sw_test::content();
  State out;  // kept from position to position, as the bot keeps it
  int accepted = 0, refused = 0;
  for (const State& s : sample_positions(3, 11)) {
    std::vector<Action> tries = legal_actions(s, c);
    if (tries.size() > 6) tries.resize(6);
    tries.push_back(Move{0, -5, kWalk});  // never legal: refused by both, the table untouched
    for (const Action& a : tries) {
      State by_apply = s;
      sb::engine::ApplyResult want = apply_action(by_apply, c, a);
      sb::engine::ApplyResult got = apply_action_into(s, out, c, a);
      REQUIRE(got.ok() == want.ok());
      if (want.ok()) {
        CHECK(out == by_apply);
        CHECK(got.events().size() == want.events().size());
        ++accepted;
      } else {
        CHECK(by_apply == s);  // a refused action leaves apply_action's table as it was
        ++refused;
      }
    }
  }
  CHECK(accepted > 200);
  CHECK(refused > 50);
}

TEST_CASE("has_legal_card_placement and has_legal_obstacle_placement answer as the legal list does") {
  const Content& c = sw_test::content();
  int cards = 0, obstacles = 0, positions = 0;
  for (const State& s : sample_positions(4, 3)) {
    std::vector<Action> all = legal_actions_but_trades(s, c);
    auto holds = [&](auto kind) {
      using T = decltype(kind);
      return std::any_of(all.begin(), all.end(), [](const Action& a) { return std::holds_alternative<T>(a); });
    };
    CHECK(has_legal_card_placement(s, c) == holds(PlaceOnCard{}));
    CHECK(has_legal_obstacle_placement(s, c) == holds(PlaceOnObstacle{}));
    cards += holds(PlaceOnCard{});
    obstacles += holds(PlaceOnObstacle{});
    ++positions;
  }
  // both answers were seen both ways
  CHECK(cards > 10);
  CHECK(positions - cards > 10);
  CHECK(obstacles > 10);
  CHECK(positions - obstacles > 10);
}

TEST_CASE("the legal list's card placements are every die, cell and parent card_placement_ok accepts") {
  const Content& c = sw_test::content();
  int checked = 0, placements = 0;
  for (const State& s : sample_positions(4, 3)) {
    std::vector<Action> all = legal_actions(s, c);
    if (s.session.overcome.active || std::none_of(all.begin(), all.end(), [](const Action& a) { return std::holds_alternative<Pass>(a); }))
      continue;  // not the actions phase's own choices
    std::set<std::array<int, 5>> got, want;
    for (const Action& a : all)
      if (const auto* p = std::get_if<PlaceOnCard>(&a)) got.insert({p->character, p->resource, p->value, p->cell, p->parent});
    for (const InPlay& p : s.session.in_play) {
      const Seat& st = s.session.seats[p.card_seat];
      auto assets = s.session.assets.find(p.location);
      if (p.knocked_out || st.card < 0 || assets == s.session.assets.end()) continue;
      std::vector<int> parents{-1};
      for (const PlacedDie& d : st.card_dice) parents.push_back(d.cell);
      for (const Die& d : assets->second)
        for (int cell = 0; cell < 16; ++cell)
          for (int parent : parents)
            if (card_placement_ok(s, c, p.card_seat, p.location, d.resource, d.value, cell, parent))
              want.insert({p.character, d.resource, d.value, cell, parent});
    }
    CHECK(got == want);
    placements += static_cast<int>(want.size());
    ++checked;
  }
  CHECK(checked > 50);
  CHECK(placements > 20);
}
