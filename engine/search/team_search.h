#pragma once
// One mind for the whole table, for a cooperative title (is_cooperative): a flat Monte Carlo
// search over a short list of choices with common random numbers.
//
// Measured in Six Winters, the tree search (engine/search/ismcts.h) with every seat searching did
// worse than the greedy bot it plays out with: each iteration imagines new dice and decks, so the
// value of a choice is one sample of a future that differs from its rivals' futures in everything
// at once; with the few dozen playouts a decision affords, luck outweighs the choice. Here every
// imagined future (one Title::sample_hidden of the deciding seat's view, and one seed for the
// playout bot) is played from every choice, so the choices are compared on the same dice and the
// same draws, and the difference between them is the choice's own. The playouts play every seat
// with the title's bot (the team plays on as one), stop at a depth, and are scored by the title's
// evaluation (for a playout cut short: how far the table has come towards its goal).
//
// A table's cancel flag (SearchConfig::cancel, else the thread's) stops it before any playout.
// It never peeks, as the tree search: it reads the real State only through view_for, and its only
// randomness is its own Rng, so the same seed and view give the same choice (when no time cap is
// reached). The choices are Title::search_actions (else the legal list) of a sample: a title keeps
// them to what the seat can see, so every sample offers the same list.
#include <atomic>
#include <concepts>
#include <cstdint>
#include <limits>
#include <vector>

#include "engine/core/rng.h"
#include "engine/search/hidden_info.h"
#include "engine/search/ismcts.h"

namespace sb::engine {

// `cfg.iterations` is the number of playouts for the whole decision (shared by the choices: each
// imagined future costs one playout per choice), `cfg.depth` the most actions a playout plays after
// the choice, `cfg.playout_kind` the title's bot kind that plays them. `horizon(state)` ends a
// playout early (true: stop here; e.g. at the end of the round the decision is in), and
// `evaluate(state)` scores its end for the team (higher is better).
template <class Title, class Evaluate, class Horizon>
  requires HasHiddenInfo<Title> && std::predicate<Horizon&, const typename Title::State&>
typename Title::Action team_search_action(const typename Title::State& real, const typename Title::Content& c,
                                          const SearchConfig& cfg, Rng& rng, Evaluate&& evaluate, Horizon&& horizon,
                                          SearchStats* stats = nullptr) {
  using State = typename Title::State;
  using Action = typename Title::Action;
  const int me = search_detail::decider<Title>(real, c);
  const State view = Title::view_for(real, me);
  const double start = search_detail::thread_seconds();
  SearchStats st;
  const State first = Title::sample_hidden(view, me, c, rng);
  const std::vector<Action> choices = search_detail::choices<Title>(first, c);
  if (choices.empty() || search_detail::over<Title>(first, c)) {
    if (stats) *stats = st;
    return Title::bot_action(first, c, cfg.playout_kind, rng);
  }
  if (choices.size() == 1) {
    if (stats) *stats = st;
    return choices.front();
  }
  const int futures = std::max(1, cfg.iterations / static_cast<int>(choices.size()));
  std::vector<double> total(choices.size(), 0.0);
  std::vector<bool> refused(choices.size(), false);
  // The table's cancel flag (engine/search/ismcts.h), polled before every playout.
  const std::atomic<bool>* cancel = cfg.cancel ? cfg.cancel : search_cancel_on_this_thread();
  auto cancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed) && (st.cancelled = true); };
  for (int f = 0; f < futures && !cancelled(); ++f) {
    if (f > 0 && cfg.time_cap_seconds > 0 && search_detail::thread_seconds() - start > cfg.time_cap_seconds) {
      st.capped = true;
      break;
    }
    const State future = f == 0 ? first : Title::sample_hidden(view, me, c, rng);
    const uint64_t seed = static_cast<uint64_t>(rng.next_u32()) << 32 | rng.next_u32();
    for (size_t k = 0; k < choices.size() && !cancelled(); ++k) {
      if (refused[k]) continue;
      State s = future;
      if (!Title::apply(s, c, choices[k]).ok()) {
        refused[k] = true;  // cannot happen for a listed choice; never chosen then
        continue;
      }
      Rng bot(seed, 0x7ea3ULL);
      for (int step = 0; step < cfg.depth && !search_detail::over<Title>(s, c) && !horizon(s); ++step)
        if (!Title::apply(s, c, Title::bot_action(s, c, cfg.playout_kind, bot)).ok()) break;
      total[k] += evaluate(s);
      ++st.iterations;
    }
  }
  if (stats) *stats = st;
  // The best total; ties keep the earlier choice (a title lists its bot's own pick first).
  size_t best = choices.size();
  for (size_t k = 0; k < choices.size(); ++k)
    if (!refused[k] && (best == choices.size() || total[k] > total[best])) best = k;
  return best < choices.size() ? choices[best] : choices.front();
}

// With no horizon: every playout plays `cfg.depth` actions (or to the end of the game).
template <class Title, class Evaluate>
  requires HasHiddenInfo<Title>
typename Title::Action team_search_action(const typename Title::State& real, const typename Title::Content& c,
                                          const SearchConfig& cfg, Rng& rng, Evaluate&& evaluate,
                                          SearchStats* stats = nullptr) {
  return team_search_action<Title>(real, c, cfg, rng, evaluate, [](const typename Title::State&) { return false; }, stats);
}

}  // namespace sb::engine
