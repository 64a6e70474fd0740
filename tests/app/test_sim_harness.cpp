// The sim harness: every title's report is the one it printed before the harness (golden files
// made by the sim of each title before it moved onto the harness), for any --jobs, and the parts
// of a --shard run merged equal one run. Speeds are the only figures that may differ: they are
// masked before comparing.
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

#include "app/cli_run.h"
#include "app/temp_dir.h"

namespace {

using sb::test::run_cli;

struct Golden {
  const char* file;  // under tests/app/sim_golden/
  std::vector<std::string> args;
};

const std::vector<Golden>& goldens() {
  static const std::vector<Golden> kGoldens = {
      {"mk1.txt", {"--title", "mighty-kingdoms", "--games", "20", "--seed", "5"}},
      {"mk2.txt", {"--title", "mighty-kingdoms", "--games", "24", "--seats", "random,random,random", "--seed", "9",
                   "--option", "veterancy", "--option", "wizard_towers", "--json"}},
      {"mk3.txt", {"--title", "mighty-kingdoms", "--games", "10", "--mode", "tabletop", "--seed", "3", "--json"}},
      {"mk4.txt", {"--title", "mighty-kingdoms", "--games", "30", "--seats", "random,random,random,random,random,random",
                   "--seed", "11"}},
      {"mk5.txt", {"--title", "mighty-kingdoms", "--games", "200", "--seats", "random,random,random", "--seed", "1",
                   "--json"}},
      {"sw1.txt", {"--title", "six-winters", "--games", "4", "--seed", "3", "--bot", "random", "--players", "3"}},
      {"sw2.txt", {"--title", "six-winters", "--games", "3", "--difficulty", "difficult", "--players", "3", "--bot",
                   "greedy", "--json"}},
      {"wq1.txt", {"--title", "winter-quarters", "--games", "5", "--seed", "2"}},
      {"wq2.txt", {"--title", "winter-quarters", "--games", "4", "--bots", "random", "--json"}},
      {"vt1.txt", {"--title", "vacant-throne", "--games", "4", "--seed", "7"}},
      {"vt2.txt", {"--title", "vacant-throne", "--games", "3", "--players", "5", "--bots",
                   "planner,random,random,heuristic,random", "--json"}},
  };
  return kGoldens;
}

// Speeds depend on the machine and the moment; everything else must match byte for byte.
std::string without_speeds(const std::string& report) {
  static const std::regex kTextSpeed("[0-9.e+-]+ games/s");
  static const std::regex kJsonSpeed("(\"games_per_second[a-z_]*\": ?)[0-9.e+-]+");
  return std::regex_replace(std::regex_replace(report, kTextSpeed, "N games/s"), kJsonSpeed, "$1N");
}

std::string read_golden(const std::string& name) {
  std::ifstream in("tests/app/sim_golden/" + name, std::ios::binary);
  REQUIRE_MESSAGE(in, "missing tests/app/sim_golden/" << name);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> sim(std::vector<std::string> args, std::vector<std::string> more = {}) {
  args.insert(args.begin(), "sim");
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST_CASE("every title's sim report is unchanged by the harness and the same for --jobs 1 and --jobs 3") {
  for (const Golden& g : goldens()) {
    CAPTURE(g.file);
    const std::string expected = without_speeds(read_golden(g.file));
    auto one = run_cli(sim(g.args, {"--jobs", "1"}));
    auto three = run_cli(sim(g.args, {"--jobs", "3"}));
    CHECK(one.code == 0);
    CHECK(three.code == 0);
    CHECK(one.err == "");
    CHECK(without_speeds(one.out) == expected);
    CHECK(without_speeds(three.out) == expected);
    CHECK(without_speeds(one.out) == without_speeds(three.out));
  }
}

TEST_CASE("the parts of a --shard run merged print the report of one run, in any order") {
  sb::test::TempDir dir("sim-shards");
  for (const Golden& g : goldens()) {
    CAPTURE(g.file);
    const std::string expected = without_speeds(read_golden(g.file));
    std::vector<std::string> merge = {"sim", "merge"};
    for (int k = 2; k >= 1; --k) {
      auto part = run_cli(sim(g.args, {"--shard", std::to_string(k) + "/2", "--jobs", "2"}));
      REQUIRE(part.code == 0);
      CHECK(part.out.find("\"seasonboard_sim_part\": 1") == 1);
      const std::string name = std::string(g.file) + ".part" + std::to_string(k) + ".json";
      dir.write(name, part.out);
      merge.push_back((dir / name).string());
    }
    auto merged = run_cli(merge);
    CHECK(merged.code == 0);
    CHECK(merged.err == "");
    CHECK(without_speeds(merged.out) == expected);
  }
  // More parts than some parts have games: an empty part is still a part.
  const Golden& small = goldens()[5];  // six-winters, 4 games
  std::vector<std::string> merge = {"sim", "merge"};
  for (int k = 1; k <= 5; ++k) {
    auto part = run_cli(sim(small.args, {"--shard", std::to_string(k) + "/5"}));
    REQUIRE(part.code == 0);
    dir.write("five" + std::to_string(k) + ".json", part.out);
    merge.push_back((dir / ("five" + std::to_string(k) + ".json")).string());
  }
  auto merged = run_cli(merge);
  CHECK(merged.code == 0);
  CHECK(without_speeds(merged.out) == without_speeds(read_golden(small.file)));
}

TEST_CASE("sim refuses bad --jobs and --shard values and incomplete or mixed merges, naming the problem") {
  for (const char* title : {"mighty-kingdoms", "six-winters", "winter-quarters", "vacant-throne"}) {
    CAPTURE(title);
    for (const char* jobs : {"0", "-1", "two", "257", "1.5", ""}) {
      auto r = run_cli({"sim", "--title", title, "--games", "1", "--jobs", jobs});
      CHECK(r.code == 2);
      CHECK(r.err == std::string("seasonboard sim: --jobs expects a whole number from 1 to 256, got '") + jobs + "'\n");
    }
    auto r = run_cli({"sim", "--title", title, "--games", "1", "--jobs"});
    CHECK(r.code == 2);
    CHECK(r.err == "seasonboard sim: --jobs needs a value\n");
    for (const char* shard : {"0/2", "3/2", "2", "1/0", "a/b", "1/2/3", ""}) {
      r = run_cli({"sim", "--title", title, "--games", "1", "--shard", shard});
      CHECK(r.code == 2);
      CHECK(r.err == std::string("seasonboard sim: --shard expects K/N with 1 <= K <= N (part K of N, e.g. 3/8), got '") +
                         shard + "'\n");
    }
  }
  sb::test::TempDir dir("sim-merge-refusals");
  const std::vector<std::string> wq = {"sim", "--title", "winter-quarters", "--games", "3"};
  auto part = [&](const std::string& shard, const std::string& seed) {
    std::vector<std::string> args = wq;
    args.insert(args.end(), {"--seed", seed, "--shard", shard});
    auto r = run_cli(args);
    REQUIRE(r.code == 0);
    const std::string name = "p" + shard.substr(0, 1) + "-" + seed + ".json";
    dir.write(name, r.out);
    return (dir / name).string();
  };
  const std::string a1 = part("1/3", "1"), a2 = part("2/3", "1"), a3 = part("3/3", "1"), b2 = part("2/3", "2");
  auto r = run_cli({"sim", "merge", a1, a3});
  CHECK(r.code == 2);
  CHECK(r.err == "seasonboard sim merge: parts missing: 2 of 3\n");
  r = run_cli({"sim", "merge", a1, b2, a3});
  CHECK(r.code == 2);
  CHECK(r.err.find("is a part of another run") != std::string::npos);
  r = run_cli({"sim", "merge", a1, a2, a2, a3});
  CHECK(r.code == 2);
  CHECK(r.err.find("are both part 2") != std::string::npos);
  dir.write("not-a-part.json", "{\"title\": \"winter-quarters\"}\n");
  r = run_cli({"sim", "merge", (dir / "not-a-part.json").string()});
  CHECK(r.code == 2);
  CHECK(r.err.find("not a part written by seasonboard sim --shard") != std::string::npos);
  r = run_cli({"sim", "merge"});
  CHECK(r.code == 2);
  r = run_cli({"sim", "merge", a1, a2, a3});
  CHECK(r.code == 0);
}
