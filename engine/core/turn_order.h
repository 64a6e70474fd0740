#pragma once
// Turn-order helpers shared by titles. All plain data, all deterministic.
#include <vector>

#include "engine/core/rng.h"

namespace sb::engine {

// Round-robin in a fixed order until every seat has passed in a row. A seat that passed may act
// again (re-enter) when its turn comes round, as long as the round has not ended: any non-pass
// resets the run of passes.
struct PassRound {
  std::vector<int> order;  // seats in acting order
  int current = 0;         // index into order
  int passes_in_row = 0;
  bool operator==(const PassRound&) const = default;

  static PassRound begin(std::vector<int> seats) { return PassRound{std::move(seats), 0, 0}; }
  bool done() const { return order.empty() || passes_in_row >= static_cast<int>(order.size()); }
  int seat() const { return done() ? -1 : order[static_cast<size_t>(current)]; }
  // The current seat acted (passed == false) or passed; the turn moves to the next seat.
  void record(bool passed);
  // Remove a seat (eliminated); keeps the current seat if it is another.
  void remove(int seat);
};

// Cycles a fixed order forever.
struct FixedCycle {
  std::vector<int> order;
  int current = 0;
  bool operator==(const FixedCycle&) const = default;
  int seat() const { return order.empty() ? -1 : order[static_cast<size_t>(current)]; }
  void next() {
    if (!order.empty()) current = (current + 1) % static_cast<int>(order.size());
  }
};

// Seats sorted by key (descending when `highest_first`), ties broken by a seeded shuffle made
// before sorting (stable sort keeps the shuffled order among equals). One draw per tie group
// member, always the same number of draws for the same inputs.
std::vector<int> order_by_key(const std::vector<int>& seats, const std::vector<int>& keys,
                              bool highest_first, Rng& rng);

// Reverse order (for reverse-order votes and rounds).
std::vector<int> reversed(std::vector<int> order);

// Order starting from `first_seat` and continuing cyclically through `order`.
std::vector<int> rotated_to(const std::vector<int>& order, int first_seat);

}  // namespace sb::engine
