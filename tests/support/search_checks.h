#pragma once
// The search bot's no-peeking check, once for every title: over positions reached by random play,
// a State and a copy changed only in what the deciding seat cannot know (`perturb`: another hand,
// the deck order, the dice seed) give the search bot the same decision for the same bot seed. The
// same positions show the check can fail: a search that peeks (view_for and sample_hidden that keep
// the real State) decides differently on some of them. And every sample_hidden is a possible State
// (the title's check) that the seat sees exactly as it saw the real one.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/search/ismcts.h"

namespace sb::test {

// The title with a search that sees everything: what the check must catch.
template <class Title>
struct Peeking : Title {
  static typename Title::State view_for(const typename Title::State& s, int) { return s; }
  static typename Title::State sample_hidden(const typename Title::State& v, int, const typename Title::Content&, engine::Rng&) {
    return v;
  }
};

struct NoPeekingRun {
  int positions = 0;       // positions compared
  int changed = 0;         // of those, where the perturbed State differed from the real one
  int peeking_differs = 0; // of those, where the peeking search decided differently
};

// `starts`: first States; `stride`: random actions between compared positions; `perturb(s, seat,
// rng)` returns s with only hidden things changed. `canonical_view`: view_for(sample) equals the
// seat's view of the real State (a title whose view keeps some hidden order says false).
template <class Title, class Perturb>
NoPeekingRun check_no_peeking(const typename Title::Content& c, const std::vector<typename Title::State>& starts, int positions,
                              int stride, const engine::SearchConfig& cfg, Perturb perturb, bool canonical_view = true) {
  using State = typename Title::State;
  NoPeekingRun run;
  engine::Rng play(20261127, 3), hide(99, 5);
  for (size_t g = 0; g < starts.size() && run.positions < positions; ++g) {
    State s = starts[g];
    // An equal share of the positions from each start.
    const int quota = positions * static_cast<int>(g + 1) / static_cast<int>(starts.size());
    while (run.positions < quota && !engine::search_detail::over<Title>(s, c)) {
      bool ended = false;
      for (int k = 0; k < stride && !ended; ++k) {
        REQUIRE(Title::apply(s, c, Title::bot_action(s, c, "random", play)).ok());
        ended = engine::search_detail::over<Title>(s, c);
      }
      if (ended) break;
      if (engine::search_detail::choices<Title>(s, c).size() < 2) continue;
      const int me = engine::search_detail::decider<Title>(s, c);
      ++run.positions;
      const State view = Title::view_for(s, me);
      // A sample is a possible State, seen by the seat as it saw the real one.
      const State sample = Title::sample_hidden(view, me, c, hide);
      const std::vector<std::string> broken = Title::check(sample, c);
      CHECK_MESSAGE(broken.empty(), (broken.empty() ? "" : broken.front()));
      if (canonical_view) CHECK(Title::view_for(sample, me) == view);
      // The same decision when only hidden things differ.
      const State other = perturb(s, me, hide);
      const std::vector<std::string> other_broken = Title::check(other, c);
      CHECK_MESSAGE(other_broken.empty(), (other_broken.empty() ? "" : other_broken.front()));
      if (canonical_view) CHECK(Title::view_for(other, me) == view);
      if (!(other == s)) ++run.changed;
      const uint64_t seed = 1000 + static_cast<uint64_t>(run.positions);
      engine::Rng a(seed), b(seed);
      const auto mine = engine::search_action<Title>(s, c, cfg, a);
      const auto theirs = engine::search_action<Title>(other, c, cfg, b);
      CHECK_MESSAGE(mine == theirs, "position " << run.positions << ": " << Title::describe(mine, s, c) << " / "
                                                << Title::describe(theirs, other, c));
      engine::Rng pa(seed), pb(seed);
      if (!(engine::search_action<Peeking<Title>>(s, c, cfg, pa) == engine::search_action<Peeking<Title>>(other, c, cfg, pb)))
        ++run.peeking_differs;
    }
  }
  return run;
}

}  // namespace sb::test
