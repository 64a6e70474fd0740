#include "game/tiny/rules/sim.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "engine/content/paths.h"
#include "engine/save/any_match.h"
#include "engine/save/sim_harness.h"

namespace sb::tiny {

namespace {
constexpr const char* kUsage =
    "usage: seasonboard sim --title tiny [--games N] [--seats BOT,BOT,...] [--seed S] [--max-actions N] [--json]\n"
    "  --seats        one bot kind per seat (random or greedy), 2 to 4 seats (default random,random)\n"
    "  --max-actions  a game that has not ended after N actions fails the run (default 100000)\n";

// What one game produces and what a run adds up (the harness merges tallies field by field; all
// whole numbers, so parts merge exactly).
struct Tally {
  std::vector<long long> win_twelfths;
  long long actions = 0;

  template <class F>
  void fields(F&& f) {
    f(win_twelfths), f(actions);
  }
};

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');) out.push_back(part);
  return out;
}

// The 95% Wilson score interval of `wins` out of `n`.
std::pair<double, double> wilson(double wins, double n) {
  const double p = wins / n, z = 1.96;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}
}  // namespace

const std::vector<engine::ArgOption>& sim_options() {
  static const std::vector<engine::ArgOption> kOptions = {
      {"--title"}, {"--games"}, {"--seats", 1, "bot kinds"}, {"--seed"}, {"--content", 1, "a folder"},
      {"--max-actions"}, {"--json", 0}, {"--help", 0}};
  return kOptions;
}

GameRecord play_game(const Content& c, const std::vector<std::string>& bots, uint64_t seed, long long max_actions) {
  GameRecord rec;
  auto started = Title::new_state(c, Title::default_setup(c, static_cast<int>(bots.size())), seed);
  if (!started.ok()) return rec.problem = started.error().message, rec;
  State s = started.value();
  engine::Rng bot_rng(seed, 99);
  for (; rec.actions < max_actions && !Title::prompt(s, c).game_over; ++rec.actions) {
    const int seat = Title::prompt(s, c).seat;
    const Action a = Title::bot_action(s, c, bots.at(static_cast<size_t>(seat) % bots.size()), bot_rng);
    const engine::ApplyResult result = Title::apply(s, c, a);
    if (!result.ok()) return rec.problem = "bot move rejected: " + result.rejection().message, rec;
  }
  rec.finished = Title::prompt(s, c).game_over;
  if (!rec.finished) return rec;
  const std::vector<int> scores = Title::scores(s, c);
  const int best = *std::max_element(scores.begin(), scores.end());
  const int tied = static_cast<int>(std::count(scores.begin(), scores.end(), best));
  for (int score : scores) rec.win_twelfths.push_back(score == best ? 12 / tied : 0);
  return rec;
}

int run_sim_cli(const std::vector<std::string>& all_args, std::ostream& out, std::ostream& err) {
  engine::SimRun run;
  if (!engine::read_sim_run_options(all_args, run, err)) return 2;
  engine::Args args(run.title_args, sim_options());
  if (args.flag("--help")) return out << kUsage, 0;
  auto games_given = args.integer("--games", 1, 10000000, 100);
  auto seed_given = args.integer("--seed", 0, INT64_MAX, 1);
  auto max_actions = args.integer("--max-actions", 1, 100000000, 100000);
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "' (try --help)");
  if (!args.ok()) return err << "seasonboard sim: " << args.error() << "\n", 2;
  const std::vector<std::string> seats = split(args.value_or("--seats", "random,random"));
  const std::vector<std::string> kinds = Title::bot_kinds();
  for (const std::string& s : seats)
    if (std::find(kinds.begin(), kinds.end(), s) == kinds.end()) {
      err << "seasonboard sim: --seats: unknown bot '" << s << "' (" << Title::kName
          << "'s bots: " << engine::join_kinds(kinds) << ")\n";
      return 2;
    }
  const int n_seats = static_cast<int>(seats.size());
  if (n_seats < Title::kMinSeats || n_seats > Title::kMaxSeats) {
    err << "seasonboard sim: --seats: " << Title::kName << " takes " << Title::kMinSeats << " to " << Title::kMaxSeats
        << " seats, not " << n_seats << "\n";
    return 2;
  }
  const std::string content_dir = args.value_or("--content", "");
  const std::filesystem::path dir =
      content_dir.empty() ? engine::default_content_root() / Title::kContentDir : std::filesystem::path(content_dir);
  engine::ErrorList errors;
  auto content = Title::load_content(dir, errors);
  if (!content) {
    err << errors.format_all() << "seasonboard: " << errors.size() << " error(s) in " << dir.string() << "\n";
    return 1;
  }
  const Content& c = *content;
  // Seeds are unsigned: the last of --seed 9223372036854775807 --games 2 is past the signed range.
  const uint64_t first_seed = static_cast<uint64_t>(*seed_given);
  const long long games = *games_given;

  Tally empty;
  empty.win_twelfths.assign(seats.size(), 0);
  auto totals = engine::run_sim(run, Title::kId, games, empty, [&](long long g, Tally& t, std::string& error) {
    const uint64_t game_seed = first_seed + static_cast<uint64_t>(g);
    GameRecord r = play_game(c, seats, game_seed, *max_actions);
    if (!r.problem.empty() || !r.finished) {
      error = "game " + std::to_string(g) + " (seed " + std::to_string(game_seed) + ")" +
              (r.problem.empty() ? " did not end within " + std::to_string(*max_actions) + " actions" : ": " + r.problem);
      return false;
    }
    for (size_t s = 0; s < r.win_twelfths.size(); ++s) t.win_twelfths[s] += r.win_twelfths[s];
    t.actions += r.actions;
    return true;
  });
  if (!totals.ok()) return err << "seasonboard sim: " << totals.error << "\n", 1;
  if (run.writes_part()) return engine::write_sim_part(out, Title::kId, run, totals), 0;

  const double n = static_cast<double>(totals.games);
  std::vector<double> wins;
  for (long long twelfths : totals.tally.win_twelfths) wins.push_back(static_cast<double>(twelfths) / 12.0);
  const double mean_actions = static_cast<double>(totals.tally.actions) / n;
  if (args.flag("--json")) {
    out << "{\"title\": \"" << Title::kId << "\", \"games\": " << totals.games << ", \"seats\": [";
    for (size_t s = 0; s < seats.size(); ++s) {
      auto [lo, hi] = wilson(wins[s], n);
      out << (s ? ", " : "") << "{\"bot\": \"" << seats[s] << "\", \"win_rate\": " << wins[s] / n << ", \"ci95\": [" << lo
          << ", " << hi << "]}";
    }
    out << "], \"mean_actions\": " << mean_actions << ", \"games_per_second\": " << n / totals.seconds << "}\n";
    return 0;
  }
  out << Title::kName << ": " << totals.games << " games, seeds " << first_seed << ".."
      << first_seed + static_cast<uint64_t>(totals.games) - 1 << "\n";
  for (size_t s = 0; s < seats.size(); ++s) {
    auto [lo, hi] = wilson(wins[s], n);
    char line[160];
    std::snprintf(line, sizeof line, "  seat %zu (%s): win rate %.1f%% (95%% CI %.1f–%.1f%%)\n", s + 1, seats[s].c_str(),
                  100 * wins[s] / n, 100 * lo, 100 * hi);
    out << line;
  }
  char tail[160];
  std::snprintf(tail, sizeof tail, "  mean game length: %.1f actions\n  speed: %.0f games/s\n", mean_actions,
                n / totals.seconds);
  out << tail;
  return 0;
}

}  // namespace sb::tiny
