#pragma once
// String ids from YAML interned to small integers at load; State stores the integers.
#include <string>
#include <unordered_map>
#include <vector>

namespace sb::engine {

class IdTable {
 public:
  // Returns the existing id or a new one.
  int intern(const std::string& name);
  // -1 when unknown (dangling reference: the loader reports it).
  int find(const std::string& name) const;
  bool contains(const std::string& name) const { return find(name) >= 0; }
  const std::string& name(int id) const { return names_.at(static_cast<size_t>(id)); }
  size_t size() const { return names_.size(); }
  const std::vector<std::string>& names() const { return names_; }
  bool operator==(const IdTable& other) const { return names_ == other.names_; }

 private:
  std::vector<std::string> names_;
  std::unordered_map<std::string, int> index_;
};

}  // namespace sb::engine
