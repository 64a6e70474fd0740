// Balance simulator: N seeded bot games → win rates (per seat, per race, 95% Wilson intervals),
// might distribution, exploration outcomes against the table, battles and eliminations per year,
// game length and games per second (median of --runs batches).
//
// [SECTION] arguments
// [SECTION] statistics helpers
// [SECTION] one game
// [SECTION] report
#include "game/mighty_kingdoms/rules/sim.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <ctime>

#include "engine/content/paths.h"
#include "engine/core/args.h"
#include "engine/save/sim_harness.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk {
namespace {

// [SECTION] arguments
struct SimArgs {
  long games = 100;
  std::vector<std::string> seats;
  uint64_t seed = 1;
  bool json = false;
  int runs = 1;
  std::string map = "random";
  std::string content;
  BattleMode mode = BattleMode::kDice;
  Options options;  // --option NAME switches one on
};

constexpr const char* kUsage =
    "usage: seasonboard sim --title mighty-kingdoms [--games N] [--seats KIND,KIND[,...]] [--seed S] [--json]\n"
    "                      [--runs R] [--map random|ID] [--mode dice|tabletop] [--option NAME]... [--content DIR]\n"
    "  --seats   one bot kind per seat, 2 to 6 (heuristic, random; default heuristic,random,random,random)\n"
    "  --runs    time R batches and report the median speed\n"
    "  --option  switches one optional rule on (veterancy, terrain_fatigue, wizard_towers,\n"
    "            recruit_terrain_restrictions, magical_artefacts); repeatable\n";

// The optional rules --option switches on, by the names the setup files use.
bool switch_option(Options& options, const std::string& name) {
  if (name == "veterancy") options.veterancy = true;
  else if (name == "terrain_fatigue") options.terrain_fatigue = true;
  else if (name == "wizard_towers") options.wizard_towers = true;
  else if (name == "recruit_terrain_restrictions") options.recruit_terrain_restrictions = true;
  else if (name == "magical_artefacts") options.magical_artefacts = true;
  else return false;
  return true;
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

// Usage problems are written to `err`, naming the argument; nullopt then means exit 2 (or 0 after --help).
std::optional<SimArgs> parse(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err, bool& help) {
  engine::Args args(argv, sim_options());
  help = args.flag("--help");
  if (help) {
    out << kUsage;
    return std::nullopt;
  }
  SimArgs a;
  auto games = args.integer("--games", 1, 100000000, a.games);
  auto runs = args.integer("--runs", 1, 99, a.runs);
  auto seed = args.integer("--seed", 0, 2000000000000LL, static_cast<long long>(a.seed));
  auto mode = args.choice("--mode", {"dice", "tabletop"}, "dice");
  a.json = args.flag("--json");
  a.map = args.value_or("--map", a.map);
  a.content = args.value_or("--content", "");
  a.seats = {"heuristic", "random", "random", "random"};
  if (auto spec = args.value("--seats")) {
    a.seats.clear();
    const auto kinds = Title::bot_kinds();
    std::stringstream ss(*spec);
    for (std::string kind; std::getline(ss, kind, ',');) {
      if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end())
        args.fail("--seats: unknown bot kind '" + kind + "' (known: " + join(kinds) + ")");
      a.seats.push_back(kind);
    }
    if (a.seats.size() < 2 || a.seats.size() > 6)
      args.fail("--seats needs 2 to 6 comma-separated bot kinds, got " + std::to_string(a.seats.size()));
  }
  for (const std::string& name : args.every("--option"))
    if (!switch_option(a.options, name))
      args.fail("--option expects one of veterancy, terrain_fatigue, wizard_towers, recruit_terrain_restrictions, "
                "magical_artefacts, got '" + name + "'");
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "' (try --help)");
  if (!args.ok()) {
    err << "seasonboard sim: " << args.error() << "\n";
    return std::nullopt;
  }
  a.games = static_cast<long>(*games);
  a.runs = static_cast<int>(*runs);
  a.seed = static_cast<uint64_t>(*seed);
  a.mode = *mode == "tabletop" ? BattleMode::kTabletop : BattleMode::kDice;
  return a;
}

// [SECTION] statistics helpers
struct Interval {
  double rate, lo, hi;
};
Interval wilson(double wins, double n) {
  if (n <= 0) return {0, 0, 0};
  const double z = 1.96;
  double p = wins / n;
  double denom = 1 + z * z / n;
  double centre = (p + z * z / (2 * n)) / denom;
  double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

// What one game produces and what a run adds up (the harness merges tallies field by field).
// Wins are counted in sixtieths so that ties among 2 to 6 kingdoms share them exactly and parts
// merged in any order give the same bits.
constexpr long long kWinUnits = 60;
struct Tally {
  std::vector<long long> seat_wins;                          // per seat, in kWinUnits
  std::map<int, std::pair<long long, long long>> race_wins;  // race → (wins in kWinUnits, appearances)
  std::map<int, long long> might;                            // final might → kingdoms that ended with it
  std::vector<long long> seat_might;
  std::array<long long, kSettlementKinds + 1> explore{};
  std::array<long long, 7> battles{}, eliminations{};
  long long actions = 0, games = 0, years = 0;
  double play_seconds = 0, map_seconds = 0;  // thread CPU time: the speed line only

  template <class F>
  void fields(F&& f) {
    f(seat_wins), f(race_wins), f(might), f(seat_might), f(explore), f(battles), f(eliminations);
    f(actions), f(games), f(years), f(play_seconds), f(map_seconds);
  }
};

// [SECTION] one game
// Tabletop battles need a recorded result; the simulator lets the attacker's bot pick among the
// result kinds (no medals/scars), so tabletop runs measure the campaign layer only.
void play_game(const Content& c, const SimArgs& args, uint64_t seed, Tally& t) {
  const double map_start = engine::thread_cpu_seconds();
  std::optional<MapDef> map;
  if (args.map == "random") map = generate_map(seed, static_cast<int>(args.seats.size()));
  const double play_start = engine::thread_cpu_seconds();
  t.map_seconds += play_start - map_start;
  Setup setup;
  for (size_t i = 0; i < args.seats.size(); ++i)
    setup.seats.push_back(Seat{"Seat " + std::to_string(i + 1), args.seats[i]});
  setup.map = args.map == "random" ? "random:" + std::to_string(seed) : args.map;
  setup.options = args.options;
  setup.options.battle_mode = args.mode;
  if (args.mode == BattleMode::kTabletop) setup.options.veterancy = true;
  auto started = map ? new_state_from_map(c, setup, *map, seed) : Title::new_state(c, setup, seed);
  if (!started.ok()) return;
  State s = std::move(started.value());
  std::vector<engine::Rng> bots;
  for (size_t i = 0; i < args.seats.size(); ++i) bots.emplace_back(seed, 77 + i);
  long n = 0;
  while (!s.game_over && n < 1000000) {
    int seat = s.actor;
    Action a = Title::bot_action(s, c, args.seats[static_cast<size_t>(seat)], bots[static_cast<size_t>(seat)]);
    if (!apply_fast(s, c, a).ok()) break;
    ++n;
  }
  t.actions += n;
  ++t.games;
  t.years += s.year();
  Ranking r = rank_kingdoms(s, c);
  int firsts = static_cast<int>(std::count(r.place.begin(), r.place.end(), 1));
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    long long share = r.place[k] == 1 ? kWinUnits / firsts : 0;
    t.seat_wins[k] += share;
    auto& rw = t.race_wins[s.kingdoms[k].race];
    rw.first += share;
    rw.second += 1;
    t.might[r.might[k]] += 1;
    t.seat_might[k] += r.might[k];
  }
  for (size_t i = 0; i < t.explore.size(); ++i) t.explore[i] += s.stats.explore_results[i];
  for (size_t y = 0; y < 7; ++y) {
    t.battles[y] += s.stats.battles_per_year[y];
    t.eliminations[y] += s.stats.eliminations_per_year[y];
  }
  t.play_seconds += engine::thread_cpu_seconds() - play_start;
}

}  // namespace

// [SECTION] report
const std::vector<engine::ArgOption>& sim_options() {
  static const std::vector<engine::ArgOption> kOptions = {
      {"--title"}, {"--games"}, {"--runs"}, {"--seed"}, {"--seats", 1, "bot kinds"}, {"--map"},
      {"--mode"}, {"--option", 1, "", engine::ArgRepeat::many},  // each one switches a rule on
      {"--content", 1, "a folder"}, {"--json", 0}, {"--help", 0}};
  return kOptions;
}

int run_sim_cli(const std::vector<std::string>& all_args, std::ostream& out, std::ostream& err) {
  engine::SimRun run;
  if (!engine::read_sim_run_options(all_args, run, err)) return 2;
  const std::vector<std::string>& argv = run.title_args;
  bool help = false;
  auto parsed = parse(argv, out, err, help);
  if (!parsed) return help ? 0 : 2;
  const SimArgs& args = *parsed;
  std::filesystem::path dir = args.content.empty() ? engine::default_content_root() / "mighty_kingdoms"
                                                   : std::filesystem::path(args.content);
  engine::ErrorList errors;
  auto content = Title::load_content(dir, errors);
  if (!content) {
    err << errors.format_all();
    return 1;
  }
  const Content& c = *content;
  {
    Setup probe;
    probe.options = args.options;
    probe.options.battle_mode = args.mode;
    if (args.mode == BattleMode::kTabletop) probe.options.veterancy = true;
    for (size_t i = 0; i < args.seats.size(); ++i) probe.seats.push_back(Seat{"x", args.seats[i]});
    probe.map = args.map == "random" ? "random:" + std::to_string(args.seed) : args.map;
    auto check = Title::new_state(c, probe, args.seed);
    if (!check.ok()) {
      err << "sim: " << check.error().message << "\n";
      return 2;
    }
  }
  size_t n = args.seats.size();
  Tally empty;
  empty.seat_wins.assign(n, 0);
  empty.seat_might.assign(n, 0);
  engine::SimTotals<Tally> totals;
  std::vector<double> seconds;  // CPU time spent playing, per run
  for (int r = 0; r < (run.merge_parts.empty() ? args.runs : 1); ++r) {
    auto batch = engine::run_sim(run, "mighty-kingdoms", args.games, empty, [&](long long g, Tally& t, std::string&) {
      play_game(c, args, args.seed + static_cast<uint64_t>(g), t);
      return true;
    });
    if (!batch.ok()) {
      err << "seasonboard " << batch.error << "\n";
      return 2;
    }
    seconds.push_back(batch.tally.play_seconds);
    if (r == 0) totals = batch;  // every run plays the same seeds, so the first one's figures stand
  }
  std::sort(seconds.begin(), seconds.end());
  totals.tally.play_seconds = seconds[seconds.size() / 2];
  if (run.writes_part()) {
    engine::write_sim_part(out, "mighty-kingdoms", run, totals);
    return 0;
  }
  const Tally& t = totals.tally;
  const double played = static_cast<double>(t.games);
  double median_rate = t.play_seconds > 0 ? played / t.play_seconds : 0;
  // Including map generation (random maps only).
  double with_maps = t.play_seconds + t.map_seconds > 0 ? played / (t.play_seconds + t.map_seconds) : 0;

  // Expected exploration frequencies from the table (2D6), with the tower check when on.
  std::array<double, kSettlementKinds + 1> expected{};
  // With towers, a double is followed by a second roll: a second double (1/6) makes a tower.
  double tower_given_double = args.options.wizard_towers ? 1.0 / 6 : 0.0;
  for (int d1 = 1; d1 <= 6; ++d1)
    for (int d2 = 1; d2 <= 6; ++d2) {
      double p = 1.0 / 36;
      if (d1 == d2) {
        expected[kSettlementKinds] += p * tower_given_double;
        p *= 1 - tower_given_double;
      }
      expected[static_cast<size_t>(c.tables.exploration[static_cast<size_t>(d1 + d2)])] += p;
    }
  long explored = 0;
  for (long v : t.explore) explored += v;
  long long kingdoms = 0;
  double mean_might = 0;
  for (const auto& [m, count] : t.might) {
    kingdoms += count;
    mean_might += static_cast<double>(m) * static_cast<double>(count);
  }
  mean_might = kingdoms == 0 ? 0 : mean_might / static_cast<double>(kingdoms);
  // The might at position p*(kingdoms-1) of every kingdom's final might in order.
  auto pct = [&](double p) {
    if (kingdoms == 0) return 0;
    const long long at = static_cast<long long>(p * static_cast<double>(kingdoms - 1));
    long long seen = 0;
    for (const auto& [m, count] : t.might)
      if ((seen += count) > at) return m;
    return t.might.rbegin()->first;
  };
  auto seat_share = [&](size_t k) { return static_cast<double>(t.seat_wins[k]) / kWinUnits; };
  const char* names[] = {"empty", "village", "city", "capital", "fortress", "tower"};
  char buf[256];
  if (args.json) {
    out << "{\"title\":\"mighty-kingdoms\",\"games\":" << t.games << ",\"seed\":" << args.seed << ",\"seats\":[";
    for (size_t k = 0; k < n; ++k) {
      Interval w = wilson(seat_share(k), static_cast<double>(t.games));
      std::snprintf(buf, sizeof buf, "%s{\"bot\":\"%s\",\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f],\"mean_might\":%.2f}",
                    k ? "," : "", args.seats[k].c_str(), w.rate, w.lo, w.hi,
                    static_cast<double>(t.seat_might[k]) / static_cast<double>(std::max(1LL, t.games)));
      out << buf;
    }
    out << "],\"races\":[";
    bool first = true;
    for (auto& [race, rw] : t.race_wins) {
      Interval w = wilson(static_cast<double>(rw.first) / kWinUnits, static_cast<double>(rw.second));
      std::snprintf(buf, sizeof buf, "%s{\"race\":\"%s\",\"games\":%.0f,\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f]}",
                    first ? "" : ",", c.races[static_cast<size_t>(race)].id.c_str(), static_cast<double>(rw.second), w.rate, w.lo, w.hi);
      out << buf;
      first = false;
    }
    std::snprintf(buf, sizeof buf, "],\"might\":{\"min\":%d,\"p25\":%d,\"median\":%d,\"p75\":%d,\"max\":%d,\"mean\":%.2f},",
                  pct(0), pct(0.25), pct(0.5), pct(0.75), pct(1), mean_might);
    out << buf << "\"exploration\":[";
    for (size_t i = 0; i < t.explore.size(); ++i) {
      if (i == 3) continue;
      std::snprintf(buf, sizeof buf, "%s{\"result\":\"%s\",\"count\":%lld,\"observed\":%.4f,\"expected\":%.4f}",
                    i ? "," : "", names[i], t.explore[i], explored ? static_cast<double>(t.explore[i]) / explored : 0.0,
                    expected[i]);
      out << buf;
    }
    out << "],\"battles_per_year\":[";
    for (size_t y = 1; y <= 6; ++y) out << (y > 1 ? "," : "") << static_cast<double>(t.battles[y]) / static_cast<double>(std::max(1LL, t.games));
    out << "],\"eliminations_per_year\":[";
    for (size_t y = 1; y <= 6; ++y) out << (y > 1 ? "," : "") << static_cast<double>(t.eliminations[y]) / static_cast<double>(std::max(1LL, t.games));
    std::snprintf(buf, sizeof buf, "],\"mean_actions\":%.1f,\"mean_years\":%.3f,\"games_per_second\":%.1f,\"games_per_second_with_map_generation\":%.1f,\"runs\":%d}\n",
                  static_cast<double>(t.actions) / static_cast<double>(std::max(1LL, t.games)),
                  static_cast<double>(t.years) / static_cast<double>(std::max(1LL, t.games)), median_rate, with_maps, args.runs);
    out << buf;
    return 0;
  }
  out << "Mighty Kingdoms balance report: " << t.games << " games, seed " << args.seed << ", "
      << (args.mode == BattleMode::kDice ? "dice" : "tabletop") << " mode\n\n";
  out << "Win rate per seat (ties share the win; 95% Wilson interval):\n";
  for (size_t k = 0; k < n; ++k) {
    Interval w = wilson(seat_share(k), static_cast<double>(t.games));
    std::snprintf(buf, sizeof buf, "  seat %zu %-10s %5.1f%%  [%5.1f%%, %5.1f%%]  mean might %.1f\n", k + 1,
                  args.seats[k].c_str(), 100 * w.rate, 100 * w.lo, 100 * w.hi,
                  static_cast<double>(t.seat_might[k]) / static_cast<double>(std::max(1LL, t.games)));
    out << buf;
  }
  out << "\nWin rate per race (all seats):\n";
  for (auto& [race, rw] : t.race_wins) {
    Interval w = wilson(static_cast<double>(rw.first) / kWinUnits, static_cast<double>(rw.second));
    std::snprintf(buf, sizeof buf, "  %-20s %5.1f%%  [%5.1f%%, %5.1f%%]  over %.0f kingdoms\n",
                  c.races[static_cast<size_t>(race)].name.c_str(), 100 * w.rate, 100 * w.lo, 100 * w.hi, static_cast<double>(rw.second));
    out << buf;
  }
  std::snprintf(buf, sizeof buf, "\nMight: min %d, p25 %d, median %d, p75 %d, max %d, mean %.1f\n", pct(0), pct(0.25),
                pct(0.5), pct(0.75), pct(1), mean_might);
  out << buf << "\nExploration outcomes (" << explored << " rolls):\n";
  for (size_t i = 0; i < t.explore.size(); ++i) {
    if (i == 3) continue;
    std::snprintf(buf, sizeof buf, "  %-9s %8lld  observed %5.1f%%  expected %5.1f%%\n", names[i], t.explore[i],
                  explored ? 100.0 * static_cast<double>(t.explore[i]) / static_cast<double>(explored) : 0.0, 100 * expected[i]);
    out << buf;
  }
  out << "\nPer game, by year:   ";
  for (int y = 1; y <= 6; ++y) out << "   Y" << y;
  out << "\n  battles            ";
  for (size_t y = 1; y <= 6; ++y) {
    std::snprintf(buf, sizeof buf, " %4.1f", static_cast<double>(t.battles[y]) / static_cast<double>(std::max(1LL, t.games)));
    out << buf;
  }
  out << "\n  eliminations       ";
  for (size_t y = 1; y <= 6; ++y) {
    std::snprintf(buf, sizeof buf, " %4.2f", static_cast<double>(t.eliminations[y]) / static_cast<double>(std::max(1LL, t.games)));
    out << buf;
  }
  std::snprintf(buf, sizeof buf, "\n\nGame length: %.1f actions, %.2f years on average\n",
                static_cast<double>(t.actions) / static_cast<double>(std::max(1LL, t.games)),
                static_cast<double>(t.years) / static_cast<double>(std::max(1LL, t.games)));
  out << buf;
  std::snprintf(buf, sizeof buf,
                "Speed: %.0f games/s playing (CPU time, median of %d run%s, one core); %.0f games/s including map generation\n",
                median_rate, args.runs, args.runs == 1 ? "" : "s", with_maps);
  out << buf;
  return 0;
}

}  // namespace sb::mk
