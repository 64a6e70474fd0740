#include "engine/content/fields.h"

#include <unordered_map>

namespace sb::engine {

std::string FieldDifference::describe() const { return path + ": " + before + " → " + after; }

std::vector<FieldDifference> diff_leaves(const std::vector<std::pair<std::string, std::string>>& before,
                                         const std::vector<std::pair<std::string, std::string>>& after) {
  std::unordered_map<std::string, const std::string*> in_after, in_before;
  for (const auto& [path, text] : after) in_after.emplace(path, &text);
  for (const auto& [path, text] : before) in_before.emplace(path, &text);
  std::vector<FieldDifference> out;
  for (const auto& [path, text] : before) {
    auto it = in_after.find(path);
    if (it == in_after.end()) out.push_back({path, text, "(none)"});
    else if (*it->second != text) out.push_back({path, text, *it->second});
  }
  for (const auto& [path, text] : after)
    if (!in_before.count(path)) out.push_back({path, "(none)", text});
  return out;
}

}  // namespace sb::engine
