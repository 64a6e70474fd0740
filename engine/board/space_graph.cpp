#include "engine/board/space_graph.h"

#include <algorithm>
#include <deque>

namespace sb::engine {

int SpaceGraph::add_space(std::string name) {
  names_.push_back(std::move(name));
  edges_.emplace_back();
  return static_cast<int>(names_.size()) - 1;
}

void SpaceGraph::connect(int a, int b) {
  if (a == b || adjacent(a, b)) return;
  edges_.at(static_cast<size_t>(a)).push_back(b);
  edges_.at(static_cast<size_t>(b)).push_back(a);
}

int SpaceGraph::find(const std::string& name) const {
  auto found = std::find(names_.begin(), names_.end(), name);
  return found == names_.end() ? -1 : static_cast<int>(found - names_.begin());
}

bool SpaceGraph::adjacent(int a, int b) const {
  const auto& list = edges_.at(static_cast<size_t>(a));
  return std::find(list.begin(), list.end(), b) != list.end();
}

std::vector<int> SpaceGraph::distances(int from, const std::vector<bool>& passable) const {
  std::vector<int> dist(names_.size(), -1);
  std::deque<int> queue{from};
  dist.at(static_cast<size_t>(from)) = 0;
  while (!queue.empty()) {
    int at = queue.front();
    queue.pop_front();
    for (int next : edges_[static_cast<size_t>(at)]) {
      auto n = static_cast<size_t>(next);
      if (dist[n] >= 0) continue;
      if (!passable.empty() && !passable[n]) continue;
      dist[n] = dist[static_cast<size_t>(at)] + 1;
      queue.push_back(next);
    }
  }
  return dist;
}

std::vector<int> SpaceGraph::path(int from, int to, const std::vector<bool>& passable) const {
  std::vector<int> parent(names_.size(), -2);
  std::deque<int> queue{from};
  parent.at(static_cast<size_t>(from)) = -1;
  while (!queue.empty() && parent.at(static_cast<size_t>(to)) == -2) {
    int at = queue.front();
    queue.pop_front();
    for (int next : edges_[static_cast<size_t>(at)]) {
      auto n = static_cast<size_t>(next);
      if (parent[n] != -2) continue;
      if (!passable.empty() && !passable[n]) continue;
      parent[n] = at;
      queue.push_back(next);
    }
  }
  if (parent.at(static_cast<size_t>(to)) == -2) return {};
  std::vector<int> out;
  for (int at = to; at != -1; at = parent[static_cast<size_t>(at)]) out.push_back(at);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace sb::engine
