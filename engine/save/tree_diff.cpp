#include "engine/save/tree_diff.h"

#include <algorithm>
#include <cstdint>
#include <set>

#include "engine/content/yaml_reader.h"

namespace sb::engine {

namespace {

bool empty_node(const YAML::Node& node) { return !node.IsDefined() || node.IsNull(); }

std::string short_text(const YAML::Node& node) {
  if (!node.IsDefined()) return "(missing)";
  if (node.IsNull()) return "~";
  if (node.IsScalar()) return node.Scalar();
  std::string text = dump_yaml_flow(node);
  constexpr size_t kLongest = 60;
  return text.size() > kLongest ? text.substr(0, kLongest - 3) + "..." : text;
}

int line_of(const YAML::Node& node) {
  if (!node.IsDefined() || node.Mark().is_null()) return 0;
  return node.Mark().line + 1;
}

YAML::Node child(const YAML::Node& node, const std::string& key) {
  if (!node.IsDefined() || !node.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
  for (const auto& item : node)
    if (item.first.IsScalar() && item.first.Scalar() == key) return item.second;
  return YAML::Node(YAML::NodeType::Undefined);
}

YAML::Node element(const YAML::Node& node, size_t index) {
  if (!node.IsDefined() || !node.IsSequence() || index >= node.size()) return YAML::Node(YAML::NodeType::Undefined);
  return node[index];
}

// Appends the places where `a` and `b` differ to `found`, stopping once it holds `limit`.
void compare(const YAML::Node& a, const YAML::Node& b, const YAML::Node& marks, const std::string& path, int nearest_line,
             size_t limit, std::vector<TreeDifference>& found) {
  if (found.size() >= limit) return;
  const int here = line_of(marks) ? line_of(marks) : nearest_line;
  auto differ = [&] { found.push_back(TreeDifference{path, short_text(a), short_text(b), here}); };
  if (empty_node(a) || empty_node(b)) {
    if (empty_node(a) != empty_node(b)) differ();
    return;
  }
  if (a.Type() != b.Type()) return differ();
  if (a.IsScalar()) {
    if (a.Scalar() != b.Scalar()) differ();
    return;
  }
  if (a.IsSequence()) {
    for (size_t i = 0; i < std::max(a.size(), b.size()) && found.size() < limit; ++i) {
      const std::string at = path + "[" + std::to_string(i) + "]";
      if (i >= a.size() || i >= b.size())
        found.push_back(
            TreeDifference{at, i < a.size() ? short_text(a[i]) : "(none)", i < b.size() ? short_text(b[i]) : "(none)", here});
      else
        compare(a[i], b[i], element(marks, i), at, here, limit, found);
    }
    return;
  }
  // Maps: every key of either, in the first tree's order, then the second's new keys.
  std::vector<std::string> keys;
  std::set<std::string> seen;
  for (const YAML::Node* side : {&a, &b})
    for (const auto& item : *side) {
      const std::string key = item.first.IsScalar() ? item.first.Scalar() : dump_yaml_flow(item.first);
      if (seen.insert(key).second) keys.push_back(key);
    }
  for (const std::string& key : keys) {
    const std::string at = path.empty() ? key : path + "." + key;
    compare(child(a, key), child(b, key), child(marks, key), at, here, limit, found);
  }
}

}  // namespace

std::string TreeDifference::describe() const {
  return (path.empty() ? std::string("the whole tree") : path) + ": " + before + " \u2192 " + after;
}

std::optional<TreeDifference> first_difference(const YAML::Node& before, const YAML::Node& after, const YAML::Node& marks) {
  std::vector<TreeDifference> found;
  compare(before, after, marks, "", line_of(marks), 1, found);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::vector<TreeDifference> tree_differences(const YAML::Node& before, const YAML::Node& after) {
  std::vector<TreeDifference> found;
  compare(before, after, YAML::Node(), "", 0, SIZE_MAX, found);
  return found;
}

}  // namespace sb::engine
