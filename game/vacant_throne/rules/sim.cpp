#include "game/vacant_throne/rules/sim.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

#include "engine/content/paths.h"
#include "engine/save/sim_harness.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"

namespace sb::vt {

namespace {
constexpr const char* kUsage =
    "usage: seasonboard sim --title vacant-throne [--games N] [--seed S] [--players N] [--bots K,...] [--json] [--content DIR]\n"
    "  --players  3 to 6 (default 4)\n"
    "  --bots     one bot kind per seat (planner, heuristic, random, search-easy, search or search-hard),\n"
    "             or one for all (default heuristic);\n"
    "             --seats is the same option\n"
    "             e.g. --bots planner,random,random measures the planner against random play\n";
// The report's order of bot kinds: the spec's bot first, as before the planner came.
// The search levels after them (a kind not in this list would count out of the tallies' bounds).
const std::vector<std::string> kKinds = {"heuristic", "random", "planner", "search-easy", "search", "search-hard"};

// What one game produces and what a run adds up (the harness merges tallies field by field;
// every number is a count or a sum of whole numbers, so parts merge exactly).
struct Tally {
  std::vector<double> pos_wins, pos_score;
  std::array<double, 6> kind_wins{}, kind_seats{}, kind_score{};
  std::array<double, kSourceCount> sources{};
  std::vector<double> law_passed, assigns, builds;
  double laws_total = 0, broken = 0, actions = 0;

  template <class F>
  void fields(F&& f) {
    f(pos_wins), f(pos_score), f(kind_wins), f(kind_seats), f(kind_score), f(sources), f(law_passed), f(assigns);
    f(builds), f(laws_total), f(broken), f(actions);
  }

  void add(const GameRecord& r, const std::vector<std::string>& bots) {
    for (size_t seat = 0; seat < bots.size(); ++seat) {
      size_t pos = static_cast<size_t>(r.position[seat]);
      const size_t k = static_cast<size_t>(std::find(kKinds.begin(), kKinds.end(), bots[seat]) - kKinds.begin());
      bool won = static_cast<int>(seat) == r.winner;
      pos_wins[pos] += won ? 1 : 0;
      pos_score[pos] += r.score[seat];
      kind_wins[k] += won ? 1 : 0;
      kind_seats[k] += 1;
      kind_score[k] += r.score[seat];
      for (size_t src = 0; src < kSourceCount; ++src) sources[src] += r.prestige_from[seat][src];
    }
    for (int law : r.laws_enacted) law_passed[static_cast<size_t>(law)] += 1;
    laws_total += static_cast<double>(r.laws_enacted.size());
    for (size_t w = 0; w < assigns.size(); ++w) {
      assigns[w] += r.assigns[w];
      builds[w] += r.builds[w];
    }
    broken += r.broken;
    actions += static_cast<double>(r.actions);
  }
};
}  // namespace

const std::vector<engine::ArgOption>& sim_options() {
  static const std::vector<engine::ArgOption> kOptions = {
      {"--title"}, {"--games"}, {"--seed"}, {"--content", 1, "a folder"}, {"--players"}, {"--bots", 1, "bot kinds"}, {"--seats", 1, "bot kinds"},
      {"--json", 0}, {"--help", 0}};
  return kOptions;
}

GameRecord play_game(const Content& c, const std::vector<std::string>& bots, uint64_t seed, long max_actions) {
  GameRecord rec;
  const int n = static_cast<int>(bots.size());
  auto started = Title::new_state(c, Title::default_setup(c, n), seed);
  if (!started.ok()) return rec;
  State s = started.value();
  for (int seat = 0; seat < n; ++seat)
    for (int slot = 0; slot <= n; ++slot)
      if (s.tracks[0][static_cast<size_t>(slot)] == seat) rec.position.push_back(slot - 1);
  rec.assigns.assign(c.workplaces.size(), 0);
  rec.builds.assign(c.workplaces.size(), 0);
  engine::Rng bot_rng(seed, 77);
  for (; rec.actions < max_actions && !s.game_over; ++rec.actions) {
    int seat = decider(s);
    Action a = Title::bot_action(s, c, bots[static_cast<size_t>(seat)], bot_rng);
    auto result = Title::apply(s, c, a);
    if (!result.ok()) return rec;
    for (const engine::Event& e : result.events()) {
      if (e.kind == "assign" && !e.values.empty()) ++rec.assigns[static_cast<size_t>(e.values[0])];
      if (e.kind == "build" && !e.values.empty()) ++rec.builds[static_cast<size_t>(e.values[0])];
      if (e.kind == "broken") ++rec.broken;
    }
  }
  rec.finished = s.game_over;
  if (!rec.finished) return rec;
  rec.winner = s.ranking.front();
  for (int seat = 0; seat < n; ++seat) {
    rec.score.push_back(score(s, seat));
    rec.prestige_from.push_back(s.players[static_cast<size_t>(seat)].prestige_from);
  }
  for (const Enacted& e : s.enacted) rec.laws_enacted.push_back(e.law);
  return rec;
}

int run_sim_cli(const std::vector<std::string>& all_args, std::ostream& out, std::ostream& err) {
  engine::SimRun run;
  if (!engine::read_sim_run_options(all_args, run, err)) return 2;
  engine::Args args(run.title_args, sim_options());
  if (args.flag("--help")) return out << kUsage, 0;
  auto games_given = args.integer("--games", 1, 10000000, 100);
  auto seed_given = args.integer("--seed", 0, 1LL << 53, 1);
  auto players_given = args.integer("--players", 3, 6, 4);
  std::string content_dir = args.value_or("--content", "");
  const bool json = args.flag("--json");
  const int n = players_given ? static_cast<int>(*players_given) : 4;
  std::vector<std::string> bots(static_cast<size_t>(n), "heuristic");
  const std::string bots_option = args.value("--bots") ? "--bots" : "--seats";
  if (auto spec = args.value(bots_option)) {
    std::vector<std::string> kinds;
    std::stringstream in(*spec);
    for (std::string k; std::getline(in, k, ',');) kinds.push_back(k);
    if (kinds.size() == 1) kinds.assign(static_cast<size_t>(n), kinds.front());
    if (kinds.size() != static_cast<size_t>(n)) args.fail(bots_option + " names one bot or one per player (" + std::to_string(n) + ")");
    for (size_t i = 0; i < kinds.size() && i < bots.size(); ++i) {
      const std::vector<std::string> known = Title::bot_kinds();
      if (std::find(known.begin(), known.end(), kinds[i]) == known.end())
        args.fail(bots_option + ": unknown bot '" + kinds[i] + "' (planner, heuristic, random, search-easy, search, search-hard)");
      bots[i] = kinds[i];
    }
  }
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "' (try --help)");
  if (!args.ok()) return err << "seasonboard sim: " << args.error() << "\n", 2;
  const long long games = *games_given, seed = *seed_given;
  std::filesystem::path dir = content_dir.empty() ? engine::default_content_root() / "vacant_throne" : std::filesystem::path(content_dir);
  engine::ErrorList errors;
  auto content = load_content(dir, errors);
  if (!content) return err << errors.format_all(), 1;
  const Content& c = *content;

  Tally empty;
  empty.pos_wins.assign(static_cast<size_t>(n), 0);
  empty.pos_score.assign(static_cast<size_t>(n), 0);
  empty.law_passed.assign(c.laws.size(), 0);
  empty.assigns.assign(c.workplaces.size(), 0);
  empty.builds.assign(c.workplaces.size(), 0);
  auto totals = engine::run_sim(run, "vacant-throne", games, empty, [&](long long g, Tally& t, std::string& error) {
    uint64_t game_seed = static_cast<uint64_t>(seed + g);
    GameRecord r = play_game(c, bots, game_seed);
    if (!r.finished) {
      error = "sim: game " + std::to_string(g) + " (seed " + std::to_string(game_seed) + ") did not finish";
      return false;
    }
    t.add(r, bots);
    return true;
  });
  if (!totals.ok()) return err << "seasonboard " << totals.error << "\n", run.merge_parts.empty() ? 1 : 2;
  if (run.writes_part()) return engine::write_sim_part(out, "vacant-throne", run, totals), 0;
  const double seconds = totals.seconds;
  const std::vector<std::string>& kinds = kKinds;
  const auto& [pos_wins, pos_score, kind_wins, kind_seats, kind_score, sources, law_passed, assigns, builds, laws_total,
               broken, actions] = totals.tally;
  const double G = static_cast<double>(games), seats_total = G * n;
  // Init-captures: clang 14 cannot capture a structured binding (C++20 allows it; the sanitizer build uses clang).
  auto per_kind = [&seats = kind_seats](size_t k, double v) { return seats[k] > 0 ? v / seats[k] : 0.0; };
  if (json) {
    out << "{\"title\": \"vacant-throne\", \"games\": " << games << ", \"seed\": " << seed << ", \"players\": " << n << ", \"bots\": [";
    for (int i = 0; i < n; ++i) out << (i ? ", " : "") << "\"" << bots[static_cast<size_t>(i)] << "\"";
    out << "],\n \"positions\": [";
    for (int p = 0; p < n; ++p)
      out << (p ? ",\n   " : "") << "{\"position\": \"T0 slot " << p + 2 << "\", \"win_rate\": " << pos_wins[static_cast<size_t>(p)] / G
          << ", \"mean_score\": " << pos_score[static_cast<size_t>(p)] / G << "}";
    out << "],\n \"bot_kinds\": [";
    bool first = true;
    for (size_t k = 0; k < kinds.size(); ++k) {
      if (kind_seats[k] == 0) continue;
      out << (first ? "" : ",\n   ") << "{\"bot\": \"" << kinds[k] << "\", \"seats\": " << kind_seats[k] / G
          << ", \"win_rate_per_seat\": " << per_kind(k, kind_wins[k]) << ", \"mean_score\": " << per_kind(k, kind_score[k]) << "}";
      first = false;
    }
    out << "],\n \"prestige_per_player\": {";
    for (size_t src = 0; src < kSourceCount; ++src) out << (src ? ", " : "") << "\"" << kSourceIds[src] << "\": " << sources[src] / seats_total;
    out << "},\n \"laws\": [";
    for (size_t l = 0; l < c.laws.size(); ++l)
      out << (l ? ",\n   " : "") << "{\"law\": \"" << c.laws[l].id << "\", \"passed_rate\": " << law_passed[l] / G << "}";
    out << "],\n \"laws_passed_per_game\": " << laws_total / G << ",\n \"workplaces\": [";
    for (size_t w = 0; w < c.workplaces.size(); ++w)
      out << (w ? ",\n   " : "") << "{\"workplace\": \"" << c.workplaces[w].id << "\", \"built_per_game\": " << builds[w] / G
          << ", \"assigns_per_game\": " << assigns[w] / G << "}";
    out << "],\n \"broken_clauses_per_game\": " << broken / G << ", \"mean_actions\": " << actions / G
        << ", \"games_per_second\": " << G / seconds << "}\n";
    return 0;
  }
  char line[256];
  out << "Vacant Throne: " << games << " games, " << n << " players, seeds " << seed << ".." << seed + games - 1 << "; bots";
  for (const std::string& b : bots) out << " " << b;
  out << "\nBy starting position on T0 (turn order of Season 1):\n";
  for (int p = 0; p < n; ++p) {
    std::snprintf(line, sizeof line, "  slot %d  wins %5.1f%%  mean score %6.2f\n", p + 2, 100 * pos_wins[static_cast<size_t>(p)] / G,
                  pos_score[static_cast<size_t>(p)] / G);
    out << line;
  }
  for (size_t k = 0; k < kinds.size(); ++k) {
    if (kind_seats[k] == 0) continue;
    std::snprintf(line, sizeof line, "Bot %-9s wins %5.1f%% per seat (%.0f seats per game), mean score %6.2f\n", kinds[k].c_str(),
                  100 * per_kind(k, kind_wins[k]), kind_seats[k] / G, per_kind(k, kind_score[k]));
    out << line;
  }
  out << "Prestige per player by source:";
  for (size_t src = 0; src < kSourceCount; ++src) {
    std::snprintf(line, sizeof line, " %s %.2f", kSourceIds[src], sources[src] / seats_total);
    out << line;
  }
  out << "\nLaws passed (share of games):";
  for (size_t l = 0; l < c.laws.size(); ++l) {
    std::snprintf(line, sizeof line, " %s %.0f%%", c.laws[l].name.c_str(), 100 * law_passed[l] / G);
    out << line;
  }
  std::snprintf(line, sizeof line, "; %.2f per game\n", laws_total / G);
  out << line << "Workplaces (built / assigned per game):\n";
  for (size_t w = 0; w < c.workplaces.size(); ++w) {
    std::snprintf(line, sizeof line, "  %-20s %5.2f / %5.2f\n", c.workplaces[w].name.c_str(), builds[w] / G, assigns[w] / G);
    out << line;
  }
  std::snprintf(line, sizeof line, "Broken guarantee clauses per game: %.2f\nMean game length: %.1f decisions; speed: %.0f games/s\n",
                broken / G, actions / G, G / seconds);
  out << line;
  return 0;
}

}  // namespace sb::vt
