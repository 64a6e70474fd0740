#include "engine/content/ids.h"

namespace sb::engine {

int IdTable::intern(const std::string& name) {
  auto found = index_.find(name);
  if (found != index_.end()) return found->second;
  int id = static_cast<int>(names_.size());
  names_.push_back(name);
  index_.emplace(name, id);
  return id;
}

int IdTable::find(const std::string& name) const {
  auto found = index_.find(name);
  return found == index_.end() ? -1 : found->second;
}

}  // namespace sb::engine
