#include <doctest/doctest.h>

#include "engine/core/args.h"

using sb::engine::ArgOption;
using sb::engine::Args;

namespace {
// A command shaped like `sim`: valued options, a flag, a two-valued option, --help.
const std::vector<ArgOption> kOptions = {{"--games"}, {"--seed"}, {"--json", 0}, {"--help", 0},
                                         {"--compare", 2, "two content folders"}, {"--out", 1, "a file"},
                                         {"--option", 1, "", sb::engine::ArgRepeat::many}};
}  // namespace

TEST_CASE("Args reads valued options, flags and positionals") {
  Args args({"--games", "5", "file.yaml", "--json", "--seed=9"}, kOptions);
  REQUIRE(args.ok());
  CHECK(args.value("--games") == "5");
  CHECK(args.value("--seed") == "9");
  CHECK(args.flag("--json"));
  CHECK_FALSE(args.flag("--help"));
  CHECK_FALSE(args.value("--out"));
  CHECK(args.value_or("--out", "report.txt") == "report.txt");
  CHECK(args.positionals() == std::vector<std::string>{"file.yaml"});
}

TEST_CASE("Args: every() keeps each of a repeatable option; any other given twice is an error naming it") {
  Args args({"--games", "5", "--option", "a", "--option", "b"}, kOptions);
  REQUIRE(args.ok());
  CHECK(args.value("--games") == "5");
  CHECK(args.every("--option") == std::vector<std::string>{"a", "b"});
  CHECK(args.every("--seed").empty());
  // `--seed 1 --seed 2` once ran seed 2 without a word.
  Args twice({"--seed", "1", "--seed=2"}, kOptions);
  CHECK(twice.error() == "--seed is given more than once ('1', then '2'); give it once");
  Args flag_twice({"--json", "--games", "3", "--json"}, kOptions);
  CHECK(flag_twice.error() == "--json is given more than once; give it once");
  Args shorthand({"--content", "a", "--content", "b"}, {"--content"}, {"--help"});
  CHECK(shorthand.error() == "--content is given more than once ('a', then 'b'); give it once");
}

TEST_CASE("Args: an empty value is an error naming the option, never the default") {
  Args empty({"--out", ""}, kOptions);
  CHECK(empty.error() == "--out needs a file, got an empty value");
  Args inline_empty({"--games="}, kOptions);
  CHECK(inline_empty.error() == "--games needs a value, got an empty value");
  Args second_empty({"--compare", "a", ""}, kOptions);
  CHECK(second_empty.error() == "--compare needs two content folders, got an empty value");
  Args positional({""}, kOptions);  // an empty positional is the command's to judge
  CHECK(positional.ok());
}

TEST_CASE("Args: a missing value names the option and what it needs") {
  Args at_end({"--games"}, kOptions);
  CHECK(at_end.error() == "--games needs a value");
  Args before_option({"--out", "--json"}, kOptions);
  CHECK(before_option.error() == "--out needs a file");
}

TEST_CASE("Args: an unknown option is an error naming it, with the nearest option when one is close") {
  Args typo({"--gmaes", "3"}, kOptions);
  CHECK_FALSE(typo.ok());
  CHECK(typo.error() == "unknown option '--gmaes' (did you mean --games? try --help)");
  Args far({"--colour"}, kOptions);
  CHECK(far.error() == "unknown option '--colour' (try --help)");
  Args single_dash({"-x"}, kOptions);
  CHECK(single_dash.error() == "unknown option '-x' (try --help)");
  Args flag_with_value({"--json=yes"}, kOptions);
  CHECK(flag_with_value.error() == "--json takes no value (given '--json=yes')");
}

TEST_CASE("Args: integers outside their range or not numbers name the option and the range") {
  Args args({"--games", "0", "--seed", "12x"}, kOptions);
  CHECK(args.integer("--games", 1, 100, 10) == std::nullopt);
  CHECK(args.error() == "--games expects a whole number from 1 to 100, got '0'");
  Args bad_text({"--seed", "12x"}, kOptions);
  CHECK(bad_text.integer("--seed", 0, 100, 1) == std::nullopt);
  CHECK(bad_text.error() == "--seed expects a whole number from 0 to 100, got '12x'");
  Args absent({}, kOptions);
  CHECK(absent.integer("--games", 1, 100, 10) == 10);
  Args fine({"--games", "100"}, kOptions);
  CHECK(fine.integer("--games", 1, 100, 10) == 100);
  CHECK(fine.ok());
}

TEST_CASE("Args: a choice names the option and the choices") {
  Args args({"--out", "maybe"}, kOptions);
  CHECK(args.choice("--out", {"yes", "no"}, "no") == std::nullopt);
  CHECK(args.error() == "--out expects one of yes, no, got 'maybe'");
  Args absent({}, kOptions);
  CHECK(absent.choice("--out", {"yes", "no"}, "no") == "no");
}

TEST_CASE("Args: an option with two values") {
  Args args({"--compare", "a", "b", "--json"}, kOptions);
  REQUIRE(args.ok());
  CHECK(args.values("--compare") == std::vector<std::string>{"a", "b"});
  CHECK(args.flag("--json"));
  Args one({"--compare", "a"}, kOptions);
  CHECK(one.error() == "--compare needs two content folders");
  Args cut({"--compare", "a", "--json"}, kOptions);
  CHECK(cut.error() == "--compare needs two content folders");
}

TEST_CASE("Args: -h is --help, -- ends the options, a lone - and negative numbers are positionals") {
  Args help({"-h"}, kOptions);
  CHECK(help.ok());
  CHECK(help.flag("--help"));
  Args no_help({"-h"}, std::vector<ArgOption>{{"--json", 0}});
  CHECK_FALSE(no_help.ok());
  Args rest({"-", "-3", "--", "--json"}, kOptions);
  CHECK(rest.ok());
  CHECK_FALSE(rest.flag("--json"));
  CHECK(rest.positionals() == std::vector<std::string>{"-", "-3", "--json"});
}

TEST_CASE("Args: argv_for hands on the given options among a list; peek finds a value without parsing") {
  Args args({"--games", "5", "--option", "x", "--json", "--option", "y"}, kOptions);
  CHECK(args.argv_for({{"--option"}, {"--json", 0}}) == std::vector<std::string>{"--option", "x", "--json", "--option", "y"});
  CHECK(Args::peek({"--title", "tiny", "--gmaes", "3"}, "--title") == "tiny");
  CHECK(Args::peek({"--title=tiny"}, "--title") == "tiny");
  CHECK(Args::peek({"--games", "3"}, "--title") == std::nullopt);
}

TEST_CASE("Args: the shorthand constructor takes valued options and flags") {
  Args args({"--content", "dir", "--quiet"}, {"--content"}, {"--quiet", "--help"});
  REQUIRE(args.ok());
  CHECK(args.value("--content") == "dir");
  CHECK(args.flag("--quiet"));
  Args typo({"--quite"}, {"--content"}, {"--quiet", "--help"});
  CHECK(typo.error() == "unknown option '--quite' (did you mean --quiet? try --help)");
}
