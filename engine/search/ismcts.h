#pragma once
// One search bot for every title: information-set Monte Carlo tree search by determinization
// (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). Every iteration imagines a fresh
// full State from what the deciding seat may know (Title::sample_hidden of Title::view_for), walks
// one shared tree of the decider's and the others' choices (UCT over the children legal in this
// imagined State, with availability counts), adds one node, plays on with the title's own bot (or
// the random one) up to a depth, and scores the end by the title's scores (each seat's rank share)
// or the title's search_value. The choice is the root child visited most.
//
// It never peeks: it reads the real State only through view_for, and its only randomness is its
// own Rng, so the same seed and the same view give the same action (with no time cap reached; the
// cap is a safety net the budgets stay under).
#include <time.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/search/hidden_info.h"

namespace sb::engine {

struct SearchConfig {
  int iterations = 200;          // playouts per decision (each on its own determinization)
  int depth = 60;                // actions per iteration, tree and playout together
  double explore = 0.7;          // UCT exploration constant, on rewards normalised to [0, 1]
  // Safety net in CPU seconds of the deciding thread (other work on the machine does not count);
  // 0 = none. A decision the cap stops may differ from run to run; the budgets stay under it.
  double time_cap_seconds = 0;
  std::string playout_kind = "random";  // the title's bot kind the playouts use
  // Polled before every playout: once true the search stops and returns what it has (a table
  // cancels a decision it no longer wants: undo, reload, quit). Null: the flag of the thread, if
  // a SearchCancelScope set one there (the bot kinds make their own configs).
  const std::atomic<bool>* cancel = nullptr;
};

// The cancel flag searches on this thread poll (null: none); set for a scope by SearchCancelScope.
inline const std::atomic<bool>*& search_cancel_on_this_thread() {
  thread_local const std::atomic<bool>* flag = nullptr;
  return flag;
}

// Every search on this thread while it lives stops once `flag` is true.
struct SearchCancelScope {
  const std::atomic<bool>* was = search_cancel_on_this_thread();
  explicit SearchCancelScope(const std::atomic<bool>* flag) { search_cancel_on_this_thread() = flag; }
  ~SearchCancelScope() { search_cancel_on_this_thread() = was; }
  SearchCancelScope(const SearchCancelScope&) = delete;
  SearchCancelScope& operator=(const SearchCancelScope&) = delete;
};

struct SearchStats {
  int iterations = 0;
  int nodes = 0;
  bool capped = false;  // stopped by the time cap
  bool cancelled = false;  // stopped by the cancel flag
};

namespace search_detail {

inline double thread_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

template <class Title>
int decider(const typename Title::State& s, const typename Title::Content& c) {
  if constexpr (HasDecider<Title>) return Title::decider(s, c);
  else return Title::prompt(s, c).seat;
}

template <class Title>
bool over(const typename Title::State& s, const typename Title::Content& c) {
  if constexpr (HasIsOver<Title>) return Title::is_over(s);
  else return Title::prompt(s, c).game_over;
}

template <class Title>
std::vector<typename Title::Action> choices(const typename Title::State& s, const typename Title::Content& c) {
  if constexpr (HasSearchActions<Title>) return Title::search_actions(s, c);
  else return Title::legal_actions(s, c);
}

// Per seat, in [0, 1] for competitive titles: the share of the other seats it is ahead of (a tie
// counts half). Cooperative titles: the shared value as it is (the search normalises it).
template <class Title>
std::vector<double> rewards(const typename Title::State& s, const typename Title::Content& c) {
  std::vector<double> v;
  if constexpr (HasSearchValue<Title>) v = Title::search_value(s, c);
  else {
    for (int x : Title::scores(s, c)) v.push_back(static_cast<double>(x));
  }
  if constexpr (is_cooperative<Title>()) return v;
  const size_t n = v.size();
  std::vector<double> r(n, 1.0);
  if (n < 2) return r;
  for (size_t i = 0; i < n; ++i) {
    double ahead = 0;
    for (size_t j = 0; j < n; ++j)
      if (j != i) ahead += v[i] > v[j] ? 1.0 : v[i] == v[j] ? 0.5 : 0.0;
    r[i] = ahead / static_cast<double>(n - 1);
  }
  return r;
}

template <class Action>
struct Node {
  Action action{};
  int mover = -1;   // the seat that chose `action` (its reward guides the choice)
  int visits = 0;
  int avail = 0;    // iterations in which this node's action was legal at its parent
  std::vector<double> total;  // reward sums per seat
  std::vector<int> children;
};

}  // namespace search_detail

// The search bot's choice for the seat to decide in `real`. `rng` is the bot's own stream.
template <class Title>
  requires HasHiddenInfo<Title>
typename Title::Action search_action(const typename Title::State& real, const typename Title::Content& c,
                                     const SearchConfig& cfg, Rng& rng, SearchStats* stats = nullptr) {
  using State = typename Title::State;
  using Action = typename Title::Action;
  using NodeT = search_detail::Node<Action>;
  const int me = search_detail::decider<Title>(real, c);
  const State view = Title::view_for(real, me);
  const int seats = Title::seat_count(view);

  std::vector<NodeT> tree(1);
  tree[0].total.assign(static_cast<size_t>(seats), 0.0);
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  const double start = search_detail::thread_seconds();
  SearchStats st;

  std::vector<int> path;
  std::vector<Action> legal;
  const std::atomic<bool>* cancel = cfg.cancel ? cfg.cancel : search_cancel_on_this_thread();
  for (int it = 0; it < std::max(1, cfg.iterations); ++it) {
    if (cancel && cancel->load(std::memory_order_relaxed)) {
      st.cancelled = true;
      break;
    }
    if (it > 0 && cfg.time_cap_seconds > 0 && search_detail::thread_seconds() - start > cfg.time_cap_seconds) {
      st.capped = true;
      break;
    }
    State s = Title::sample_hidden(view, me, c, rng);
    if (it == 0) {
      // One answer: nothing to search.
      std::vector<Action> first = search_detail::choices<Title>(s, c);
      if (first.size() == 1) {
        if (stats) *stats = st;
        return first.front();
      }
    }
    path.assign(1, 0);
    int node = 0, steps = 0;
    bool over = search_detail::over<Title>(s, c);
    // Selection and expansion.
    while (!over && steps < cfg.depth) {
      legal = search_detail::choices<Title>(s, c);
      if (legal.empty()) break;
      int mover = search_detail::decider<Title>(s, c);
      if (mover < 0 || mover >= seats) mover = 0;  // a choice for the whole table
      // Children legal here; their availability counts this iteration.
      int untried = 0;
      std::vector<int> present;
      for (const Action& a : legal) {
        int found = -1;
        for (int ch : tree[static_cast<size_t>(node)].children)
          if (tree[static_cast<size_t>(ch)].action == a) {
            found = ch;
            break;
          }
        if (found < 0) ++untried;
        else present.push_back(found);
      }
      for (int ch : present) ++tree[static_cast<size_t>(ch)].avail;
      int next = -1;
      if (untried > 0) {
        int pick = static_cast<int>(rng.below(static_cast<uint32_t>(untried)));
        for (const Action& a : legal) {
          bool has = false;
          for (int ch : present)
            if (tree[static_cast<size_t>(ch)].action == a) has = true;
          if (has) continue;
          if (pick-- == 0) {
            NodeT n;
            n.action = a;
            n.mover = mover;
            n.avail = 1;
            n.total.assign(static_cast<size_t>(seats), 0.0);
            tree.push_back(std::move(n));
            next = static_cast<int>(tree.size()) - 1;
            tree[static_cast<size_t>(node)].children.push_back(next);
            break;
          }
        }
      } else {
        const double span = hi > lo ? hi - lo : 1.0;
        double best = -std::numeric_limits<double>::infinity();
        for (int ch : present) {
          const NodeT& n = tree[static_cast<size_t>(ch)];
          const double mean = n.visits > 0 ? (n.total[static_cast<size_t>(mover)] / n.visits - (hi > lo ? lo : 0)) / span : 0.5;
          const double ucb = mean + cfg.explore * std::sqrt(std::log(static_cast<double>(std::max(1, n.avail))) / std::max(1, n.visits));
          if (ucb > best) best = ucb, next = ch;
        }
      }
      if (!Title::apply(s, c, tree[static_cast<size_t>(next)].action).ok()) break;
      ++steps;
      node = next;
      path.push_back(node);
      over = search_detail::over<Title>(s, c);
      if (tree[static_cast<size_t>(node)].visits == 0) break;  // a new node: play out from here
    }
    // Playout with the title's own bot.
    while (!over && steps < cfg.depth) {
      if (!Title::apply(s, c, Title::bot_action(s, c, cfg.playout_kind, rng)).ok()) break;
      ++steps;
      over = search_detail::over<Title>(s, c);
    }
    const std::vector<double> r = search_detail::rewards<Title>(s, c);
    for (double x : r) lo = std::min(lo, x), hi = std::max(hi, x);
    for (int n : path) {
      NodeT& at = tree[static_cast<size_t>(n)];
      ++at.visits;
      for (size_t i = 0; i < at.total.size() && i < r.size(); ++i) at.total[i] += r[i];
    }
    ++st.iterations;
  }
  st.nodes = static_cast<int>(tree.size());
  if (stats) *stats = st;
  // The root child visited most (ties: the better mean for me, then the first added).
  int best = -1;
  for (int ch : tree[0].children) {
    const NodeT& n = tree[static_cast<size_t>(ch)];
    if (best < 0) {
      best = ch;
      continue;
    }
    const NodeT& b = tree[static_cast<size_t>(best)];
    const size_t mine = me >= 0 && me < seats ? static_cast<size_t>(me) : 0;
    const double mn = n.visits ? n.total[mine] / n.visits : 0, mb = b.visits ? b.total[mine] / b.visits : 0;
    if (n.visits > b.visits || (n.visits == b.visits && mn > mb)) best = ch;
  }
  if (best >= 0) return tree[static_cast<size_t>(best)].action;
  // Nothing searched (the game is over, or no choices): the title's playout bot decides on a sample.
  State s = Title::sample_hidden(view, me, c, rng);
  return Title::bot_action(s, c, cfg.playout_kind, rng);
}

}  // namespace sb::engine
