#pragma once
// Whole games of a title's spec bot ("heuristic"), for checks that walk every position of a game
// (the panel's grouping of the legal list, what a tap offers): `each(state, legal)` before every
// move, one game a seed, until it is over or `steps` (counted over all the games) reaches `most`.
#include <doctest/doctest.h>

#include <cstdint>
#include <initializer_list>
#include <vector>

#include "engine/core/rng.h"

namespace sb::test {

template <class Title, class Each>
void play_bot_games(const typename Title::Content& c, int seats, std::initializer_list<uint64_t> seeds, int& steps, int most,
                    Each each) {
  for (uint64_t seed : seeds) {
    auto made = Title::new_state(c, Title::default_setup(c, seats), seed);
    REQUIRE(made.ok());
    typename Title::State s = made.value();
    engine::Rng rng(seed, 1);
    while (!Title::prompt(s, c).game_over && steps < most) {
      ++steps;
      const std::vector<typename Title::Action> legal = Title::legal_actions(s, c);
      each(static_cast<const typename Title::State&>(s), legal);
      REQUIRE(Title::apply(s, c, Title::bot_action(s, c, "heuristic", rng)).ok());
    }
    CHECK(Title::prompt(s, c).game_over);
  }
}

}  // namespace sb::test
