#include "game/app/cli/args.h"

namespace sb::app {

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& valued,
           const std::set<std::string>& flags) {
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (a.rfind("--", 0) != 0 || a == "--") {
      positionals_.push_back(a);
      continue;
    }
    std::string name = a;
    std::optional<std::string> inline_value;
    if (auto eq = a.find('='); eq != std::string::npos) {
      name = a.substr(0, eq);
      inline_value = a.substr(eq + 1);
    }
    if (valued.count(name)) {
      if (inline_value) {
        values_[name] = *inline_value;
      } else if (i + 1 < argv.size()) {
        values_[name] = argv[++i];
      } else {
        fail(name + " needs a value");
      }
    } else if (flags.count(name) && !inline_value) {
      flags_.insert(name);
    } else {
      fail("unknown option '" + a + "' (try --help)");
    }
  }
}

std::optional<std::string> Args::value(const std::string& name) const {
  auto found = values_.find(name);
  if (found == values_.end()) return std::nullopt;
  return found->second;
}

std::string Args::value_or(const std::string& name, const std::string& fallback) const {
  return value(name).value_or(fallback);
}

std::optional<long long> Args::integer(const std::string& name, long long lo, long long hi, long long fallback) {
  auto text = value(name);
  if (!text) return fallback;
  size_t used = 0;
  long long v = 0;
  try {
    v = std::stoll(*text, &used);
  } catch (...) {
    used = 0;
  }
  if (used == 0 || used != text->size() || v < lo || v > hi) {
    fail(name + " expects a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" +
         *text + "'");
    return std::nullopt;
  }
  return v;
}

}  // namespace sb::app
