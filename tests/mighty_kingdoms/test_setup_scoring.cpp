// Setup (§2), scoring and tie-breaks (§8), content errors, options, sim CLI and bot strength.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/mighty_kingdoms/rules/sim.h"
#include "mk_test_support.h"

using namespace sb::mk;
using sb::mk::test::ok;

TEST_CASE("setup: secret races, seeded order, capitals, home ring, first army") {
  auto c = test::content();
  Setup setup = Title::default_setup(*c, 3);
  setup.map = "random:5";
  auto started = Title::new_state(*c, setup, 42);
  REQUIRE(started.ok());
  State s = started.value();
  // Races are chosen in secret, one seat after another.
  for (int k = 0; k < 3; ++k) {
    auto p = Title::prompt(s, *c);
    CHECK(p.seat == k);
    CHECK(p.is_private);
    CHECK(p.kind == "choose_race");
    Action a;
    a.kind = Act::kChooseRace;
    a.value = k % static_cast<int>(c->races.size());
    auto r = Title::apply(s, *c, a);
    REQUIRE(r.ok());
    CHECK(r.reveals == (k == 2));
  }
  // Player order is a permutation, decided by the seeded Rng.
  std::vector<int> order = s.player_order;
  std::sort(order.begin(), order.end());
  CHECK(order == std::vector<int>{0, 1, 2});
  REQUIRE(s.step == Step::kCapitals);
  CHECK(s.actor == s.player_order[0]);
  for (const Action& a : Title::legal_actions(s, *c)) CHECK(s.tiles[static_cast<size_t>(s.tile_at(a.tile))].start);
  sb::engine::Rng bots(3);
  while (s.step == Step::kCapitals || s.step == Step::kHomeRing) ok(s, *c, Title::legal_actions(s, *c).front());
  for (int k = 0; k < 3; ++k) {
    int cap = capital_tile(s, k);
    REQUIRE(cap >= 0);
    int city = 0, fort = 0, village = 0, land = 0, controlled = 0;
    for (int n : s.tiles[static_cast<size_t>(cap)].adj) {
      if (n < 0 || is_water(s.tiles[static_cast<size_t>(n)])) continue;
      const Tile& t = s.tiles[static_cast<size_t>(n)];
      ++land;
      controlled += t.controller == k;
      city += t.settlement == Settlement::kCity;
      fort += t.settlement == Settlement::kFortress;
      village += t.settlement == Settlement::kVillage;
      CHECK(t.explored);
    }
    CHECK(city == 1);
    CHECK(fort == 1);
    CHECK(village == 2);
    CHECK(controlled == land);
  }
  REQUIRE(s.step == Step::kFirstArmy);
  while (s.in_setup) ok(s, *c, Title::legal_actions(s, *c).front());
  for (int k = 0; k < 3; ++k) CHECK(army_count(s, k) == 1);
  CHECK(s.year() == 1);
  CHECK(s.summer());
  CHECK(s.month() == 1);
}

TEST_CASE("scoring: might and the §8 tie-breaks, eliminated kingdoms keep battle might") {
  auto c = test::content();
  State s = test::state_from_text(R"(
tiles:
  - {at: [0, 0], terrain: plains, explored: true, controller: 0, settlement: capital}
  - {at: [1, 0], terrain: plains, explored: true, controller: 0, settlement: village}
  - {at: [3, 0], terrain: plains, explored: true, controller: 1, settlement: city}
  - {at: [4, 0], terrain: plains, explored: true, controller: 1, settlement: none}
  - {at: [6, 0], terrain: plains, explored: true, controller: 2, settlement: fortress}
  - {at: [7, 0], terrain: plains, explored: true, controller: 2}
kingdoms:
  - {name: A, battle_might: 0}
  - {name: B, battle_might: 2}
  - {name: C, battle_might: 2}
  - {name: D, battle_might: 7, active: false, completed_winters: 3}
tokens:
  - {id: 1, kind: army, owner: 1, number: 1, tile: [3, 0]}
player_order: [0, 1, 2]
)");
  Ranking r = rank_kingdoms(s, *c);
  // A: capital 3 + village 1 = 4. B: city 2 + army 5 + 2 = 9. C: fortress 2 + 2 = 4. D: 7.
  CHECK(r.might == std::vector<int>{4, 9, 4, 7});
  CHECK(r.place[1] == 1);
  CHECK(r.place[3] == 2);
  // A and C tie on might and armies (0); A has a city (its capital counts), C none → A ahead.
  CHECK(r.place[0] == 3);
  CHECK(r.place[2] == 4);
  CHECK(r.tie[0] == std::vector<int>{0, 1, 0, 1, 6});
  CHECK(r.tie[2] == std::vector<int>{0, 0, 1, 0, 6});
  // The scoring screen says which tie-break decided.
  CHECK(tie_break_lines(s, *c) == std::vector<std::string>{"A ahead of C on equal might (4): more cities (1 to 0)"});
  // C with A's holdings exactly (a capital and a village, no battle might): they share the place.
  State same = s;
  same.tiles[4].settlement = Settlement::kCapital;
  same.tiles[5].settlement = Settlement::kVillage;
  same.kingdoms[2].battle_might = 0;
  CHECK(rank_kingdoms(same, *c).place[0] == rank_kingdoms(same, *c).place[2]);
  CHECK(tie_break_lines(same, *c) ==
        std::vector<std::string>{"A and C share place 3: equal might (4) and every tie-break"});
  std::vector<int> scores = Title::scores(s, *c);
  CHECK(scores[1] > scores[3]);
  CHECK(scores[3] > scores[0]);
  CHECK(scores[0] > scores[2]);
}

TEST_CASE("content: an unknown phase id and a bad table value are errors with positions") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / "mk_bad_content";
  fs::remove_all(dir);
  fs::copy("content/mighty_kingdoms", dir, fs::copy_options::recursive);
  {
    std::ofstream cal(dir / "calendar.yaml");
    cal << "period: year\nperiods: 6\nseasons:\n  - {id: summer, turns: 6, phases: [orders, resolution, feast]}\n";
  }
  {
    std::ifstream in(dir / "tables.yaml");
    std::stringstream text;
    text << in.rdbuf();
    std::string t = text.str();
    t.replace(t.find("max_armies: 6"), 13, "max_armies: -3");
    std::ofstream out(dir / "tables.yaml");
    out << t;
  }
  sb::engine::ErrorList errors;
  auto c = Title::load_content(dir, errors);
  CHECK_FALSE(c);
  std::string all = errors.format_all();
  CHECK(all.find("calendar.yaml:4:") != std::string::npos);
  CHECK(all.find("unknown phase id 'feast'") != std::string::npos);
  CHECK(all.find("max_armies") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("options: invalid combinations are refused at setup") {
  auto c = test::content();
  Setup setup = Title::default_setup(*c, 2);
  setup.options.magical_artefacts = true;
  auto r = Title::new_state(*c, setup, 1);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message.find("magical_artefacts") != std::string::npos);
  setup.options = Options{};
  setup.map = "no-such-map";
  CHECK_FALSE(Title::new_state(*c, setup, 1).ok());
  setup.seats.resize(1);
  CHECK_FALSE(Title::new_state(*c, setup, 1).ok());
}

TEST_CASE("sim CLI: bad arguments exit 2 with a clear message; a small run reports") {
  std::ostringstream out, err;
  CHECK(run_sim_cli({"--games", "0"}, out, err) == 2);
  CHECK(err.str().find("--games") != std::string::npos);
  err.str("");
  CHECK(run_sim_cli({"--seats", "random,wizard"}, out, err) == 2);
  CHECK(err.str().find("wizard") != std::string::npos);
  CHECK(run_sim_cli({"--bogus"}, out, err) == 2);
  CHECK(run_sim_cli({"--seats", "random"}, out, err) == 2);
  std::ostringstream report, none;
  REQUIRE(run_sim_cli({"--games", "6", "--seats", "heuristic,random,random,random", "--seed", "3", "--content",
                       "content/mighty_kingdoms"}, report, none) == 0);
  CHECK(report.str().find("Win rate per seat") != std::string::npos);
  CHECK(report.str().find("Exploration outcomes") != std::string::npos);
  std::ostringstream json;
  REQUIRE(run_sim_cli({"--games", "3", "--json", "--content", "content/mighty_kingdoms"}, json, none) == 0);
  CHECK(json.str().find("\"games_per_second\"") != std::string::npos);
}

TEST_CASE("heuristic bot beats three random bots in most seeded games") {
  auto c = test::content();
  int wins = 0, games = 20;
  for (int g = 0; g < games; ++g) {
    Setup setup = test::bots_setup(4, "random:" + std::to_string(100 + g));
    auto started = Title::new_state(*c, setup, 500 + static_cast<uint64_t>(g));
    REQUIRE(started.ok());
    State s = started.value();
    sb::engine::Rng bots(static_cast<uint64_t>(g));
    // Rotate the heuristic seat so it is not always seat 0.
    std::vector<std::string> kinds(4, "random");
    int hero = g % 4;
    kinds[static_cast<size_t>(hero)] = "heuristic";
    test::play_out(s, *c, bots, kinds);
    REQUIRE(s.game_over);
    wins += final_places(s, *c)[static_cast<size_t>(hero)] == 1;
  }
  CHECK(wins >= 16);
}

TEST_CASE("apply_fast (simulator path) reaches exactly the same states as apply") {
  auto c = test::content();
  for (uint64_t seed : {1u, 2u, 3u}) {
    Setup setup = test::bots_setup(4, "random:" + std::to_string(seed));
    auto started = Title::new_state(*c, setup, seed);
    REQUIRE(started.ok());
    State checked = started.value(), fast = started.value();
    sb::engine::Rng bots(seed);
    int n = 0;
    while (!checked.game_over && n < 100000) {
      Action a = Title::bot_action(checked, *c, "random", bots);
      REQUIRE(Title::apply(checked, *c, a).ok());
      REQUIRE(apply_fast(fast, *c, a).ok());
      REQUIRE(fast == checked);
      ++n;
    }
    CHECK(checked.game_over);
  }
}

TEST_CASE("view_for hides other kingdoms' secret races, unrevealed lists and the dice stream") {
  auto c = test::content();
  Setup setup = Title::default_setup(*c, 2);
  setup.options.battle_mode = BattleMode::kTabletop;
  auto started = Title::new_state(*c, setup, 9);
  REQUIRE(started.ok());
  State s = started.value();
  Action race;
  race.kind = Act::kChooseRace;
  race.value = 1;
  REQUIRE(Title::apply(s, *c, race).ok());
  State seen = view_for(s, 1);
  CHECK(seen.kingdoms[0].race == -1);
  CHECK(view_for(s, 0).kingdoms[0].race == 1);
  CHECK_FALSE(seen.rng == s.rng);
  Action build;
  build.kind = Act::kBuild;
  build.value = static_cast<int>(Settlement::kCity);
  CHECK(purchase_cost(*c, build) == std::pair<int, int>{1, 1});
}
