#include "engine/core/args.h"

#include <algorithm>
#include <charconv>

namespace sb::engine {

namespace {

const ArgOption* find_option(const std::vector<ArgOption>& options, const std::string& name) {
  for (const ArgOption& o : options)
    if (o.name == name) return &o;
  return nullptr;
}

// Levenshtein distance, for "did you mean": option names are short, so the plain table is fine.
size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// A misspelt option is usually one or two keystrokes from the meant one (--gmaes, --seeds).
std::string unknown_option(const std::string& given, const std::string& name, const std::vector<ArgOption>& options) {
  const ArgOption* closest = nullptr;
  size_t best = 3;
  for (const ArgOption& o : options) {
    size_t d = edit_distance(name, o.name);
    if (d < best) best = d, closest = &o;
  }
  if (closest) return "unknown option '" + given + "' (did you mean " + closest->name + "? try --help)";
  return "unknown option '" + given + "' (try --help)";
}

std::string needs_text(const ArgOption& o) {
  if (!o.needs.empty()) return o.needs;
  return o.values == 1 ? "a value" : std::to_string(o.values) + " values";
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

}  // namespace

Args::Args(const std::vector<std::string>& argv, const std::vector<ArgOption>& options) { parse(argv, options); }

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& valued, const std::set<std::string>& flags) {
  std::vector<ArgOption> options;
  for (const std::string& name : valued) options.push_back({name, 1, ""});
  for (const std::string& name : flags) options.push_back({name, 0, ""});
  parse(argv, options);
}

void Args::parse(const std::vector<std::string>& argv, const std::vector<ArgOption>& options) {
  const bool has_help = find_option(options, "--help") != nullptr;
  bool options_ended = false;
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (options_ended) {
      positionals_.push_back(a);
      continue;
    }
    if (a == "--") {
      options_ended = true;
      continue;
    }
    if (a == "-h" && has_help) {
      given_.push_back({"--help", {}});
      continue;
    }
    // "-" alone and negative numbers stay positionals; any other "-x" is an option we do not have.
    const bool dashed = a.size() >= 2 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9');
    if (!dashed) {
      positionals_.push_back(a);
      continue;
    }
    std::string name = a;
    std::optional<std::string> inline_value;
    if (auto eq = a.find('='); eq != std::string::npos && a.rfind("--", 0) == 0) {
      name = a.substr(0, eq);
      inline_value = a.substr(eq + 1);
    }
    const ArgOption* option = find_option(options, name);
    if (!option) {
      fail(unknown_option(a, name, options));
      continue;
    }
    Given given{name, {}};
    if (option->values == 0) {
      if (inline_value) fail(name + " takes no value (given '" + a + "')");
    } else if (inline_value && option->values == 1) {
      given.values.push_back(*inline_value);
    } else if (inline_value) {
      fail(name + " needs " + needs_text(*option) + ", as separate arguments");
    } else {
      // A value that is itself one of our options means the value was left out (`--out --json`).
      for (int v = 0; v < option->values; ++v) {
        if (i + 1 >= argv.size() || find_option(options, argv[i + 1])) break;
        given.values.push_back(argv[++i]);
      }
      if (given.values.size() != static_cast<size_t>(option->values)) fail(name + " needs " + needs_text(*option));
    }
    // An empty value never means "the default": `--content ""` once read the shipped content.
    for (const std::string& v : given.values)
      if (v.empty()) fail(name + " needs " + needs_text(*option) + ", got an empty value");
    if (const Given* before = last(name); before && !option->repeatable) {
      std::string which;
      if (!before->values.empty() && !given.values.empty())
        which = " ('" + before->values.front() + "', then '" + given.values.front() + "')";
      fail(name + " is given more than once" + which + "; give it once");
    }
    given_.push_back(std::move(given));
  }
}

const Args::Given* Args::last(const std::string& name) const {
  for (auto it = given_.rbegin(); it != given_.rend(); ++it)
    if (it->name == name) return &*it;
  return nullptr;
}

bool Args::flag(const std::string& name) const { return last(name) != nullptr; }

std::optional<std::string> Args::value(const std::string& name) const {
  const Given* given = last(name);
  if (!given || given->values.empty()) return std::nullopt;
  return given->values.front();
}

std::string Args::value_or(const std::string& name, const std::string& fallback) const {
  return value(name).value_or(fallback);
}

std::vector<std::string> Args::values(const std::string& name) const {
  const Given* given = last(name);
  return given ? given->values : std::vector<std::string>{};
}

std::vector<std::string> Args::every(const std::string& name) const {
  std::vector<std::string> out;
  for (const Given& given : given_)
    if (given.name == name && !given.values.empty()) out.push_back(given.values.front());
  return out;
}

std::optional<long long> Args::integer(const std::string& name, long long lo, long long hi, long long fallback) {
  auto text = value(name);
  if (!text) return fallback;
  long long v = 0;
  const char* end = text->data() + text->size();
  auto [stop, problem] = std::from_chars(text->data(), end, v);
  if (text->empty() || problem != std::errc() || stop != end || v < lo || v > hi) {
    fail(name + " expects a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" +
         *text + "'");
    return std::nullopt;
  }
  return v;
}

std::optional<std::string> Args::choice(const std::string& name, const std::vector<std::string>& allowed,
                                        const std::string& fallback) {
  auto text = value(name);
  if (!text) return fallback;
  if (std::find(allowed.begin(), allowed.end(), *text) == allowed.end()) {
    fail(name + " expects one of " + join(allowed) + ", got '" + *text + "'");
    return std::nullopt;
  }
  return text;
}

std::vector<std::string> Args::argv_for(const std::vector<ArgOption>& options) const {
  std::vector<std::string> out;
  for (const Given& given : given_) {
    if (!find_option(options, given.name)) continue;
    out.push_back(given.name);
    out.insert(out.end(), given.values.begin(), given.values.end());
  }
  return out;
}

std::optional<std::string> Args::peek(const std::vector<std::string>& argv, const std::string& name) {
  std::optional<std::string> found;
  for (size_t i = 0; i < argv.size(); ++i) {
    if (argv[i] == "--") break;
    if (argv[i] == name && i + 1 < argv.size()) found = argv[i + 1];
    else if (argv[i].rfind(name + "=", 0) == 0) found = argv[i].substr(name.size() + 1);
  }
  return found;
}

}  // namespace sb::engine
