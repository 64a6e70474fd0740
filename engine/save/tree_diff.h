#pragma once
// The first place two YAML trees differ, in words ("kingdoms[2].gold: 3 → 5"), for naming what a
// damaged save changed. Scalars compare as text; maps by key, whatever their order.
#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <vector>

namespace sb::engine {

struct TreeDifference {
  std::string path;    // "kingdoms[2].gold"; empty for the root
  std::string before;  // the first tree's value there, short
  std::string after;   // the second tree's
  int line = 0;        // 1-based line of that place in `marks` (0 when unknown)
  std::string describe() const;  // "kingdoms[2].gold: 3 → 5"
};

// `marks` is walked along the same path as far as it goes, for the line to name (the tree as read
// from the file, when `before` and `after` were made by a writer).
std::optional<TreeDifference> first_difference(const YAML::Node& before, const YAML::Node& after,
                                               const YAML::Node& marks = YAML::Node());
// Every place where the two differ, in the first tree's order (a list that grew or shrank: each
// element only one of them has).
std::vector<TreeDifference> tree_differences(const YAML::Node& before, const YAML::Node& after);

}  // namespace sb::engine
