#include "engine/content/errors.h"

#include <algorithm>
#include <tuple>

namespace sb::engine {

std::string ContentError::format() const {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line) + ":" + std::to_string(column);
  out += ": ";
  if (!field.empty()) out += field + ": ";
  out += message;
  return out;
}

std::string ErrorList::format_all() const {
  std::vector<ContentError> sorted = errors_;
  std::stable_sort(sorted.begin(), sorted.end(), [](const ContentError& a, const ContentError& b) {
    return std::tie(a.file, a.line, a.column) < std::tie(b.file, b.line, b.column);
  });
  std::string out;
  for (const ContentError& e : sorted) out += e.format() + "\n";
  return out;
}

}  // namespace sb::engine
