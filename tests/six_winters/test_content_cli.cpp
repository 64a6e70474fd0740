// Strict content loading (errors with file:line:col, all collected) and the campaign / sim CLIs.
#include <doctest/doctest.h>

#include <iterator>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/core/platform.h"
#include "game/six_winters/rules/campaign_file.h"
#include "game/six_winters/rules/cli.h"
#include "game/six_winters/rules/sim.h"
#include "support.h"

using namespace sb::sw;
namespace fs = std::filesystem;

namespace {

fs::path copy_content(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("sw_test_" + name + "_" + std::to_string(sb::engine::process_id()));
  fs::remove_all(dir);
  fs::copy("content/six_winters", dir, fs::copy_options::recursive);
  return dir;
}

void replace_in(const fs::path& file, const std::string& from, const std::string& to) {
  std::ifstream in(file);
  std::stringstream buf;
  buf << in.rdbuf();
  std::string text = buf.str();
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  std::ofstream(file) << text;
}

std::string load_errors(const fs::path& dir) {
  sb::engine::ErrorList errors;
  auto c = load_content(dir, errors);
  CHECK(c == nullptr);
  return errors.format_all();
}

}  // namespace

TEST_CASE("content: unknown keys, dangling ids and bad effects are all reported with positions") {
  fs::path dir = copy_content("errors");
  replace_in(dir / "cards/obstacles.yaml", "  stationary: false\n", "  stationary: false\n  colour: red\n");
  replace_in(dir / "cards/locations.yaml", "obstacle: ob_the_cipher_lock", "obstacle: ob_no_such_card");
  replace_in(dir / "cards/obstacles.yaml", "op: move_obstacle", "op: teleport_obstacle");
  std::string text = load_errors(dir);
  CHECK(text.find("obstacles.yaml:") != std::string::npos);
  CHECK(text.find("colour") != std::string::npos);
  CHECK(text.find("unknown obstacle id 'ob_no_such_card'") != std::string::npos);
  CHECK(text.find("teleport_obstacle") != std::string::npos);
  CHECK(text.find("locations.yaml:") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("content: an unreachable end square and a bad slot are errors") {
  fs::path dir = copy_content("grid");
  replace_in(dir / "cards/progress.yaml", "obstacle_slot: {region: empire, resource: espionage}",
             "obstacle_slot: {region: empire, resource: sorcery}");
  std::string text = load_errors(dir);
  CHECK(text.find("no slot (empire, sorcery)") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("content: calendar phase ids are checked") {
  fs::path dir = copy_content("calendar");
  replace_in(dir / "calendar.yaml", "new_obstacles", "new_obstacle");
  std::string text = load_errors(dir);
  CHECK(text.find("unknown phase id 'new_obstacle'") != std::string::npos);
  fs::remove_all(dir);
}

namespace {
int run_campaign_cli_(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                      const std::string& input = "") {
  std::istringstream in(input);
  return run_campaign_cli(args, out, err, in);
}
}  // namespace

TEST_CASE("campaign CLI: new, next, show, and clear errors") {
  fs::path file = fs::temp_directory_path() / ("sw_camp_" + std::to_string(sb::engine::process_id()) + ".yaml");
  std::ostringstream out, err;
  CHECK(run_campaign_cli_({"--title", "six-winters", "new", "--difficulty", "easy", "--players", "2", "--out", file.string()},
                         out, err) == 2);
  CHECK(err.str().find("difficulty") != std::string::npos);
  CHECK(run_campaign_cli_({"new", "--players", "2"}, out, err) == 2);
  CHECK(run_campaign_cli_({"next"}, out, err) == 2);  // no file
  std::ostringstream missing;
  CHECK(run_campaign_cli_({"next", file.string()}, out, missing) == 1);  // not written yet
  CHECK(missing.str().find(file.filename().string()) != std::string::npos);
  REQUIRE(run_campaign_cli_({"--title", "six-winters", "new", "--difficulty", "standard", "--players", "2", "--out",
                            file.string(), "--content", "content/six_winters"},
                           out, err) == 0);
  const Content& c = sw_test::content();
  sb::engine::ErrorList errors;
  auto before = read_campaign_file(file, c, errors);
  REQUIRE(before.has_value());
  CHECK(before->year == 1);
  CHECK(before->status == kBetweenSessions);
  REQUIRE(run_campaign_cli_({"next", file.string(), "--bots", "--content", "content/six_winters"}, out, err) == 0);
  auto after = read_campaign_file(file, c, errors);
  REQUIRE(after.has_value());
  CHECK(after->year == 2);
  CHECK(after->status == kBetweenSessions);
  CHECK(after->progress_burned.size() == 2);
  CHECK(run_campaign_cli_({"show", file.string(), "--content", "content/six_winters"}, out, err) == 0);
  CHECK(out.str().find("year 2") != std::string::npos);
  // A damaged file names the line.
  {
    std::ofstream(file, std::ios::app) << "bogus_key: 1\n";
  }
  std::ostringstream err2;
  CHECK(run_campaign_cli_({"show", file.string(), "--content", "content/six_winters"}, out, err2) == 1);
  CHECK(err2.str().find("bogus_key") != std::string::npos);
  fs::remove(file);
}

TEST_CASE("campaign CLI: next by hand plays the session in the terminal and writes the file only when it ends") {
  fs::path file = fs::temp_directory_path() / ("sw_hand_" + std::to_string(sb::engine::process_id()) + ".yaml");
  std::ostringstream out, err;
  REQUIRE(run_campaign_cli_({"--title", "six-winters", "new", "--difficulty", "cakewalk", "--players", "1", "--out",
                             file.string(), "--content", "content/six_winters"},
                            out, err) == 0);
  auto read_all = [&] {
    std::ifstream f(file);
    return std::string(std::istreambuf_iterator<char>(f), {});
  };
  const std::string original = read_all();
  // quit, or input that ends mid-session: the file stays as it was.
  for (const char* input : {"quit\n", "1\n1\n"}) {
    std::ostringstream o, e;
    CHECK(run_campaign_cli_({"next", file.string(), "--content", "content/six_winters"}, o, e, input) == 0);
    CHECK(o.str().find("Seat 1: Year 1: choose characters and where they start") != std::string::npos);
    CHECK(o.str().find("is as it was") != std::string::npos);
    CHECK(read_all() == original);
  }
  // Typing mistakes are explained; then the first choice every time plays the session to its end,
  // through the table's questions (the cards to keep, where to stage, which locations burn...).
  std::string input = "hello\n0\nundo\n";
  for (int i = 0; i < 20000; ++i) input += "1\n";
  std::ostringstream o, e;
  CHECK(run_campaign_cli_({"next", file.string(), "--content", "content/six_winters"}, o, e, input) == 0);
  CHECK(e.str() == "");
  CHECK(o.str().find("Type a number from 1 to") != std::string::npos);
  CHECK(o.str().find("Nothing to undo back to") != std::string::npos);
  CHECK(o.str().find("Two progress cards drawn: which one becomes the active card?") != std::string::npos);
  CHECK(o.str().find("Session end: which location fills the empty slot") != std::string::npos);
  CHECK(o.str().find("played year 1 by hand") != std::string::npos);
  const Content& c = sw_test::content();
  sb::engine::ErrorList errors;
  auto after = read_campaign_file(file, c, errors);
  REQUIRE_MESSAGE(after.has_value(), errors.format_all());
  CHECK(after->year == 2);
  CHECK(after->status == kBetweenSessions);
  CHECK_FALSE(after->pending);
  fs::remove(file);
}

TEST_CASE("sim CLI: text and JSON reports; bad args exit 2") {
  std::ostringstream out, err;
  CHECK(run_sim_cli({"--games", "x"}, out, err) == 2);
  CHECK(run_sim_cli({"--difficulty", "hard"}, out, err) == 2);
  CHECK(run_sim_cli({"--bot", "smart"}, out, err) == 2);
  REQUIRE(run_sim_cli({"--title", "six-winters", "--games", "1", "--difficulty", "cakewalk", "--players", "1", "--json",
                       "--bot", "greedy", "--content", "content/six_winters"},
                      out, err) == 0);
  CHECK(out.str().find("\"finished\":1") != std::string::npos);
  CHECK(out.str().find("\"threat_maxed\"") != std::string::npos);
}

TEST_CASE("sim stats: the tracks as each year ends, and the action dice each kind of action cost") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 11);
  CampaignStats stats = play_with_bot(s, c, "greedy", 5, false);
  REQUIRE(stats.finished);
  REQUIRE(stats.years.size() == 6);
  // The last session's end is the campaign's: scoring changes no track.
  for (int r = 0; r < 6; ++r) {
    CHECK(stats.years.back().progress[r] == s.tracks[r].progress);
    CHECK(stats.years.back().threat[r] == s.tracks[r].threat);
  }
  auto index = [](const Action& a) { return a.index(); };
  size_t rest = index(Action{Rest{}}), move = index(Action{Move{}}), create = index(Action{CreateAsset{}});
  // A rest and a create asset each cost exactly one die; the bot moves by paid routes (1–3 dice).
  CHECK(stats.by_kind[rest] > 0);
  CHECK(stats.dice_by_kind[rest] == stats.by_kind[rest]);
  CHECK(stats.dice_by_kind[create] == stats.by_kind[create]);
  CHECK(stats.dice_by_kind[move] >= stats.by_kind[move]);
  CHECK(stats.dice_by_kind[move] <= 3 * stats.by_kind[move]);
  std::ostringstream out, err;
  REQUIRE(run_sim_cli({"--games", "1", "--seed", "11", "--difficulty", "cakewalk", "--bot", "random", "--content",
                       "content/six_winters"},
                      out, err) == 0);
  CHECK(out.str().find("action dice spent per campaign, by kind: move ") != std::string::npos);
  CHECK(out.str().find("\n    6    ") != std::string::npos);
}
