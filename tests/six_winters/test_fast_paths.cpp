// The shortcuts the bots' lookahead takes must give what the full rules give: legal_actions without
// its trades, and the placement check without its reason, on positions from random-bot campaigns.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

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
