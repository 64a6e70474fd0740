#pragma once
// Named spaces joined by edges (regions, locations, tracks shaped like maps), with BFS.
#include <string>
#include <vector>

namespace sb::engine {

class SpaceGraph {
 public:
  // Returns the new space's index; names must be unique (the content loader checks).
  int add_space(std::string name);
  void connect(int a, int b);  // undirected; repeated edges are ignored
  int find(const std::string& name) const;  // -1 when absent
  const std::string& name(int space) const { return names_.at(static_cast<size_t>(space)); }
  const std::vector<int>& neighbors(int space) const { return edges_.at(static_cast<size_t>(space)); }
  size_t size() const { return names_.size(); }
  bool adjacent(int a, int b) const;
  // Steps from `from` to every space (-1 when unreachable). `passable` filters entered spaces.
  std::vector<int> distances(int from, const std::vector<bool>& passable = {}) const;
  // Shortest path from → to, both included; empty when unreachable.
  std::vector<int> path(int from, int to, const std::vector<bool>& passable = {}) const;

 private:
  std::vector<std::string> names_;
  std::vector<std::vector<int>> edges_;
};

}  // namespace sb::engine
