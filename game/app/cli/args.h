#pragma once
// A small command-line reader: `--name value`, `--flag`, positionals. Every problem names the
// argument, and unknown options are errors (a typo never silently does nothing).
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace sb::app {

class Args {
 public:
  // `valued` lists options that take a value, `flags` those that do not.
  Args(const std::vector<std::string>& argv, const std::set<std::string>& valued, const std::set<std::string>& flags);
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  bool flag(const std::string& name) const { return flags_.count(name) > 0; }
  std::optional<std::string> value(const std::string& name) const;
  std::string value_or(const std::string& name, const std::string& fallback) const;
  // Integer option within [lo, hi]; records an error naming the option otherwise.
  std::optional<long long> integer(const std::string& name, long long lo, long long hi, long long fallback);
  const std::vector<std::string>& positionals() const { return positionals_; }
  void fail(const std::string& message) {
    if (error_.empty()) error_ = message;
  }

 private:
  std::map<std::string, std::string> values_;
  std::set<std::string> flags_;
  std::vector<std::string> positionals_;
  std::string error_;
};

}  // namespace sb::app
