#pragma once
// Content errors a designer can cause, collected (never just the first) and printed as
// `path/file.yaml:LINE:COL: field.path: message`.
#include <string>
#include <vector>

namespace sb::engine {

struct ContentError {
  std::string file;   // as the user named it (relative to where they ran the command)
  int line = 0;       // 1-based; 0 = the whole file
  int column = 0;     // 1-based
  std::string field;  // "exploration[3].roll", may be empty
  std::string message;
  std::string format() const;
  bool operator==(const ContentError&) const = default;
};

class ErrorList {
 public:
  void add(ContentError error) { errors_.push_back(std::move(error)); }
  void add(const std::string& file, int line, int column, const std::string& field, const std::string& message) {
    errors_.push_back({file, line, column, field, message});
  }
  bool empty() const { return errors_.empty(); }
  size_t size() const { return errors_.size(); }
  const std::vector<ContentError>& items() const { return errors_; }
  void append(const ErrorList& other) { errors_.insert(errors_.end(), other.errors_.begin(), other.errors_.end()); }
  // One error per line, sorted by file, line and column so output is stable.
  std::string format_all() const;
  void clear() { errors_.clear(); }

 private:
  std::vector<ContentError> errors_;
};

}  // namespace sb::engine
