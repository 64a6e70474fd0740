#include "engine/core/turn_order.h"

#include <algorithm>
#include <numeric>

#include "engine/core/check.h"

namespace sb::engine {

void PassRound::record(bool passed) {
  if (done()) return;
  passes_in_row = passed ? passes_in_row + 1 : 0;
  current = (current + 1) % static_cast<int>(order.size());
}

void PassRound::remove(int seat) {
  auto found = std::find(order.begin(), order.end(), seat);
  if (found == order.end()) return;
  int index = static_cast<int>(found - order.begin());
  order.erase(found);
  if (order.empty()) {
    current = 0;
    return;
  }
  if (index < current) --current;
  current %= static_cast<int>(order.size());
  passes_in_row = std::min(passes_in_row, static_cast<int>(order.size()));
}

std::vector<int> order_by_key(const std::vector<int>& seats, const std::vector<int>& keys,
                              bool highest_first, Rng& rng) {
  SB_CHECK(seats.size() == keys.size(), "order_by_key needs one key per seat");
  std::vector<size_t> index(seats.size());
  std::iota(index.begin(), index.end(), size_t{0});
  rng.shuffle(index);
  std::stable_sort(index.begin(), index.end(), [&](size_t a, size_t b) {
    return highest_first ? keys[a] > keys[b] : keys[a] < keys[b];
  });
  std::vector<int> out;
  out.reserve(seats.size());
  for (size_t i : index) out.push_back(seats[i]);
  return out;
}

std::vector<int> reversed(std::vector<int> order) {
  std::reverse(order.begin(), order.end());
  return order;
}

std::vector<int> rotated_to(const std::vector<int>& order, int first_seat) {
  auto found = std::find(order.begin(), order.end(), first_seat);
  if (found == order.end()) return order;
  std::vector<int> out(found, order.end());
  out.insert(out.end(), order.begin(), found);
  return out;
}

}  // namespace sb::engine
