#include <doctest/doctest.h>

#include <sstream>

#include "app/temp_dir.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/sim_compare.h"

using namespace sb;

TEST_CASE("reports flatten into named numeric metrics") {
  auto m = app::flatten_metrics(
      "{\"title\": \"x\", \"games\": 10, \"seats\": [{\"bot\": \"a\", \"win_rate\": 0.5, \"ci95\": [0.1, 0.9]},"
      "{\"bot\": \"b\", \"win_rate\": 0.25}, {\"bot\": \"b\", \"win_rate\": 0.25}], \"speed_per_second\": 9,"
      "\"per_year\": [1, 2], \"mean_actions\": 31.5}");
  CHECK(m.size() == 6);
  CHECK(m.at("seats[a].win_rate") == 0.5);
  CHECK(m.at("seats[b#1].win_rate") == 0.25);
  CHECK(m.at("seats[b#2].win_rate") == 0.25);
  CHECK(m.at("per_year[1]") == 2);
  CHECK(m.at("mean_actions") == 31.5);
  CHECK(m.count("games") == 0);
  CHECK(app::flatten_metrics("{not json").empty());
}

TEST_CASE("paired chunks: a steady shift is significant, noise is not") {
  std::vector<std::map<std::string, double>> a, b;
  double noise[] = {0.3, -0.2, 0.1, -0.4, 0.2, 0.0, -0.1, 0.3, -0.3, 0.1};
  for (int i = 0; i < 10; ++i) {
    a.push_back({{"shifted", 10 + noise[i]}, {"noisy", 5 + noise[i]}});
    b.push_back({{"shifted", 11 + noise[i] * 1.1}, {"noisy", 5 + noise[9 - i]}});
  }
  auto result = app::compare_chunks(a, b);
  REQUIRE(result.size() == 2);
  CHECK(result[0].name == "noisy");
  CHECK_FALSE(result[0].significant);
  CHECK(result[1].name == "shifted");
  CHECK(result[1].significant);
  CHECK(result[1].diff == doctest::Approx(1.0).epsilon(0.01));
  CHECK(app::t_critical_95(9) == doctest::Approx(2.262));
}

TEST_CASE("sim --compare runs the same seeds on two content folders and writes a chart page") {
  test::TempDir dir("compare");
  std::filesystem::create_directories(dir / "a");
  std::filesystem::create_directories(dir / "b");
  std::filesystem::copy("content/tiny", dir / "a/tiny", std::filesystem::copy_options::recursive);
  std::filesystem::copy("content/tiny", dir / "b/tiny", std::filesystem::copy_options::recursive);
  std::ostringstream out, err;
  std::istringstream in;
  std::string a = (dir / "a").string(), b = (dir / "b").string(), html = (dir / "report.html").string();
  int code = app::run_cli({"sim", "--title", "tiny", "--compare", a, b, "--games", "200", "--seats", "greedy,random",
                           "--html", html},
                          out, err, in);
  CHECK(err.str() == "");
  CHECK(code == 0);
  // Identical content: nothing may differ.
  CHECK(out.str().find("yes") == std::string::npos);
  CHECK(out.str().find("seats[greedy].win_rate") != std::string::npos);
  std::string page = dir.read("report.html");
  CHECK(page.rfind("<!doctype html>", 0) == 0);
  CHECK(page.find("<svg") != std::string::npos);

  // Seeds are shared, so a content change that matters shows as significant.
  dir.write("b/tiny/harvest.yaml",
            "starting_seeds: 1\nmax_plants: 4\nweather:\n  - {id: fair, name: Fair, multiplier: 1, copies: 3}\n");
  std::ostringstream out2, err2;
  code = app::run_cli({"sim", "--title", "tiny", "--compare", a, b, "--games", "200", "--json"}, out2, err2, in);
  CHECK(code == 0);
  CHECK(out2.str().find("{\"name\": \"mean_actions\"") != std::string::npos);
  CHECK(out2.str().find("\"significant\": true") != std::string::npos);

  std::ostringstream out3, err3;
  CHECK(app::run_cli({"sim", "--title", "tiny", "--compare", a}, out3, err3, in) == 2);
  CHECK(err3.str() == "seasonboard sim: --compare needs two content folders\n");
}
