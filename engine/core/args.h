#pragma once
// The one command-line reader every command uses (the app's subcommands and the titles' own sim and
// campaign commands): `--name value`, `--name=value`, `--name A B`, `--flag`, positionals, `--` ends
// options. Every problem names the argument: unknown options are errors (a typo never silently
// does nothing), so are an empty value and an option given twice unless it is declared repeatable
// (`--seed 1 --seed 2` once ran seed 2 without a word). Problems are recorded, not thrown: the
// first one is kept in error().
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace sb::engine {

// Whether an option may be given more than once (`--option A --option B`, read with every()).
enum class ArgRepeat { once, many };

// One option a command takes.
struct ArgOption {
  // A constructor rather than an aggregate: lists read {"--games"}, {"--json", 0}, {"--out", 1, "a file"},
  // {"--option", 1, "", ArgRepeat::many}.
  ArgOption(std::string option_name, int value_count = 1, std::string what = "", ArgRepeat repeat = ArgRepeat::once)
      : name(std::move(option_name)), values(value_count), needs(std::move(what)), repeatable(repeat == ArgRepeat::many) {}
  std::string name;   // "--games"
  int values = 1;     // 0: a flag; 1: --name VALUE; 2: --name A B
  std::string needs;  // what its values are, for "--out needs a file"; "a value"/"2 values" when empty
  bool repeatable = false;
};

class Args {
 public:
  // With "--help" among the flags, "-h" means --help.
  Args(const std::vector<std::string>& argv, const std::vector<ArgOption>& options);
  // Shorthand: options that take one value, and flags.
  Args(const std::vector<std::string>& argv, const std::set<std::string>& valued, const std::set<std::string>& flags);

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  void fail(const std::string& message) {
    if (error_.empty()) error_ = message;
  }

  bool flag(const std::string& name) const;
  // The value of `name` (of the last one given, for a repeatable option).
  std::optional<std::string> value(const std::string& name) const;
  std::string value_or(const std::string& name, const std::string& fallback) const;
  // All values of the last `name` given (the two of `--compare A B`); empty when not given.
  std::vector<std::string> values(const std::string& name) const;
  // The value of every `name` given, in order (repeatable options such as `--option X --option Y`).
  std::vector<std::string> every(const std::string& name) const;
  // Integer option within [lo, hi]; `fallback` when absent; records an error naming the option otherwise.
  std::optional<long long> integer(const std::string& name, long long lo, long long hi, long long fallback);
  // One of `allowed`; `fallback` when absent; records an error naming the option and the choices otherwise.
  std::optional<std::string> choice(const std::string& name, const std::vector<std::string>& allowed,
                                    const std::string& fallback);
  const std::vector<std::string>& positionals() const { return positionals_; }

  // The options among `options` that were given, as a command line again, in the order given: a
  // command that hands some of its options on to another (sim --compare to the title's report).
  std::vector<std::string> argv_for(const std::vector<ArgOption>& options) const;

  // The value after the last `name` (or `name=value`) without reading anything else: for a
  // dispatcher that must know which command parses the whole line (sim --title picks the report).
  static std::optional<std::string> peek(const std::vector<std::string>& argv, const std::string& name);

 private:
  struct Given {
    std::string name;
    std::vector<std::string> values;
  };
  void parse(const std::vector<std::string>& argv, const std::vector<ArgOption>& options);
  const Given* last(const std::string& name) const;

  std::vector<Given> given_;  // in command-line order
  std::vector<std::string> positionals_;
  std::string error_;
};

}  // namespace sb::engine
