#include <algorithm>
#include <chrono>
#include <cmath>
#include <ostream>
#include <sstream>

#include "engine/core/args.h"
#include "engine/save/sim_harness.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/sim_compare.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, sep);) out.push_back(part);
  return out;
}

}  // namespace

// Generic balance report for titles without their own: win share per seat with a 95% Wilson
// interval, mean game length, games per second.
const std::vector<engine::ArgOption>& generic_sim_options() {
  static const std::vector<engine::ArgOption> kOptions = {
      {"--title"}, {"--games"}, {"--seats", 1, "bot kinds"}, {"--seed"}, {"--content", 1, "a folder"},
      {"--max-actions"}, {"--json", 0}, {"--help", 0}};
  return kOptions;
}

int generic_sim(const std::vector<std::string>& all_args, std::ostream& out, std::ostream& err) {
  // The generic report plays its games one after another: --jobs is accepted, parts are not made.
  engine::SimRun run;
  if (!engine::read_sim_run_options(all_args, run, err)) return kExitUsage;
  if (run.writes_part() || !run.merge_parts.empty()) {
    err << "seasonboard sim: --shard: this title's report is not split into parts (titles with their own "
           "report are)\n";
    return kExitUsage;
  }
  engine::Args args(run.title_args, generic_sim_options());
  auto games = args.integer("--games", 1, 10000000, 100);
  auto seed = args.integer("--seed", 0, INT64_MAX, 1);
  auto max_actions = args.integer("--max-actions", 1, 100000000, 100000);
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "' (try --help)");
  if (!args.ok()) {
    err << "seasonboard sim: " << args.error() << "\n";
    return kExitUsage;
  }
  auto title = load_title(args.value_or("--title", ""), args.value_or("--content", ""), err);
  if (!title) return kExitProblem;
  std::vector<std::string> seats = split(args.value_or("--seats", "random,random"), ',');
  const std::vector<std::string> kinds = title->bot_kinds();
  for (const std::string& s : seats)
    if (std::find(kinds.begin(), kinds.end(), s) == kinds.end()) {
      err << "seasonboard sim: --seats: unknown bot '" << s << "' (" << title->name()
          << "'s bots: " << engine::join_kinds(kinds) << ")\n";
      return kExitUsage;
    }
  engine::ErrorList errors;
  engine::ReadContext ctx{"--seats", &errors};
  std::vector<double> wins(seats.size(), 0.0);
  double total_actions = 0;
  auto start = std::chrono::steady_clock::now();
  for (long long g = 0; g < *games; ++g) {
    uint64_t game_seed = static_cast<uint64_t>(*seed) + static_cast<uint64_t>(g);
    auto made = title->new_match(YAML::Node(), static_cast<int>(seats.size()), game_seed, ctx);
    if (!made.ok()) {
      // The first game is the command line's (a seat count the title does not take); a later one a fault.
      err << "seasonboard sim: " << (g == 0 ? "--seats: " : "") << made.error().message << "\n";
      return g == 0 ? kExitUsage : kExitProblem;
    }
    engine::AnyMatch& match = *made.value();
    engine::Rng bot_rng(game_seed, 99);
    long long n = 0;
    for (; n < *max_actions && !match.prompt().game_over; ++n) {
      int seat = match.prompt().seat;
      const std::string& kind = seats.at(static_cast<size_t>(seat) % seats.size());
      engine::ApplyResult r = match.apply_bot(kind, bot_rng);
      if (!r.ok()) {
        err << "seasonboard sim: game " << g << " (seed " << game_seed << "): bot move rejected: " << r.rejection().message
            << "\n";
        return kExitProblem;
      }
    }
    if (!match.prompt().game_over) {
      err << "seasonboard sim: game " << g << " (seed " << game_seed << ") did not end within " << *max_actions
          << " actions\n";
      return kExitProblem;
    }
    total_actions += static_cast<double>(n);
    auto scores = match.scores();
    int best = *std::max_element(scores.begin(), scores.end());
    int tied = static_cast<int>(std::count(scores.begin(), scores.end(), best));
    for (size_t s = 0; s < scores.size() && s < wins.size(); ++s)
      if (scores[s] == best) wins[s] += 1.0 / tied;
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double n = static_cast<double>(*games);
  auto wilson = [n](double wins_count) {
    double p = wins_count / n, z = 1.96;
    double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return std::pair<double, double>{std::max(0.0, centre - half), std::min(1.0, centre + half)};
  };
  if (args.flag("--json")) {
    out << "{\"title\": \"" << title->id() << "\", \"games\": " << *games << ", \"seats\": [";
    for (size_t s = 0; s < seats.size(); ++s) {
      auto [lo, hi] = wilson(wins[s]);
      out << (s ? ", " : "") << "{\"bot\": \"" << seats[s] << "\", \"win_rate\": " << wins[s] / n
          << ", \"ci95\": [" << lo << ", " << hi << "]}";
    }
    out << "], \"mean_actions\": " << total_actions / n << ", \"games_per_second\": " << n / seconds << "}\n";
  } else {
    // Seeds are unsigned: the last of --seed 9223372036854775807 --games 2 is past the signed range.
    const uint64_t first_seed = static_cast<uint64_t>(*seed);
    out << title->name() << ": " << *games << " games, seeds " << first_seed << ".."
        << first_seed + static_cast<uint64_t>(*games) - 1 << "\n";
    for (size_t s = 0; s < seats.size(); ++s) {
      auto [lo, hi] = wilson(wins[s]);
      char line[160];
      std::snprintf(line, sizeof line, "  seat %zu (%s): win rate %.1f%% (95%% CI %.1f–%.1f%%)\n", s + 1,
                    seats[s].c_str(), 100 * wins[s] / n, 100 * lo, 100 * hi);
      out << line;
    }
    char tail[160];
    std::snprintf(tail, sizeof tail, "  mean game length: %.1f actions\n  speed: %.0f games/s\n", total_actions / n,
                  n / seconds);
    out << tail;
  }
  return kExitOk;
}

// `seasonboard sim merge FILE...`: the parts of a --shard run added up into the report one run
// prints. The parts carry the title and its arguments; the title's report reads them back.
static int sim_merge(const std::vector<std::string>& files, std::ostream& out, std::ostream& err) {
  if (files.empty() || files.front() == "--help" || files.front() == "-h") {
    (files.empty() ? err : out)
        << "usage: seasonboard sim merge PART...   adds up the parts of a run made with --shard K/N\n"
           "into the report the whole run prints (every part 1..N once, all from the same command line).\n";
    return files.empty() ? kExitUsage : kExitOk;
  }
  engine::SimPart first;
  if (auto problem = engine::read_sim_part(files.front(), first)) {
    err << "seasonboard sim merge: " << *problem << "\n";
    return kExitUsage;
  }
  const TitleInfo* info = find_title(first.title);
  if (!info || !info->sim) {
    err << "seasonboard sim merge: " << files.front() << ": parts of a " << first.title
        << " run cannot be merged by this build\n";
    return kExitUsage;
  }
  std::vector<std::string> args = first.args;
  for (const std::string& file : files) {
    args.push_back("--merge-part");
    args.push_back(file);
  }
  return info->sim(args, out, err);
}

int cmd_sim(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  if (!argv.empty() && argv.front() == "merge") return sim_merge({argv.begin() + 1, argv.end()}, out, err);
  // Only the title's report knows all the options a line may hold; this picks the report and leaves
  // the reading to it (or to --compare, which knows the report's options too).
  const std::string title_id = engine::Args::peek(argv, "--title").value_or("");
  const TitleInfo* info = title_id.empty() ? nullptr : find_title(title_id);
  for (const std::string& a : argv)
    if (a == "--help" || a == "-h") {
      out << "usage: seasonboard sim --title ID [--games N] [--seats BOT,BOT,...] [--seed S] [--json]\n"
             "                      [--content DIR] [--max-actions N] [title-specific options]\n\n"
             "Plays N seeded games with bots (game i uses seed S+i) and prints a balance report.\n"
             "Titles with their own report add options: with --title ID, --help lists them below;\n"
             "see also content/<title>/README.md.\n"
             "\n"
             "  --compare DIR_A DIR_B  the same seeds against two content folders: every metric of\n"
             "                         the report for A and B, the difference, and whether it is\n"
             "                         significant (paired t-test over --chunks K seed ranges, default 10)\n"
             "  --html FILE            with --compare: a self-contained page of charts\n"
             "  --jobs N               games in parallel on N threads (default: the machine's cores);\n"
             "                         the report is the same for any N\n"
             "  --shard K/N            play only games whose index is K-1 modulo N and print a part\n"
             "                         (JSON) instead of the report; seasonboard sim merge PART...\n"
             "                         adds the N parts into the report of the whole run\n"
             "Exit: 0 ok, 1 a game failed, 2 bad arguments.\n";
      if (info && info->sim) {
        out << "\n" << info->name << ":\n";
        info->sim({"--help"}, out, err);
      }
      return kExitOk;
    }
  if (title_id.empty()) {
    err << "seasonboard sim: --title is required (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  if (!info) {
    err << "seasonboard sim: unknown title '" << title_id << "' (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  for (const std::string& a : argv)
    if (a == "--compare") return run_sim_compare(*info, argv, out, err);
  if (info->sim) {
    // Titles' own reports take the title's folder; the app accepts a root or a title folder.
    std::vector<std::string> args = argv;
    const std::string content_dir = info->make()->content_dir();
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i] == "--content" && i + 1 < args.size())
        args[i + 1] = title_content_dir(args[i + 1], content_dir).string();
      else if (args[i].rfind("--content=", 0) == 0)
        args[i] = "--content=" + title_content_dir(args[i].substr(10), content_dir).string();
    return info->sim(args, out, err);
  }
  return generic_sim(argv, out, err);
}

int cmd_campaign(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err, std::istream& in) {
  // The title's campaign command reads the whole line; this only picks it.
  const std::string title_id = engine::Args::peek(argv, "--title").value_or("");
  const TitleInfo* info = title_id.empty() ? nullptr : find_title(title_id);
  bool help = std::find(argv.begin(), argv.end(), "--help") != argv.end() ||
              std::find(argv.begin(), argv.end(), "-h") != argv.end();
  if (help && !info) {
    std::string with;
    for (const TitleInfo& t : registered_titles())
      if (t.campaign) with += (with.empty() ? "" : ", ") + t.id;
    out << "usage: seasonboard campaign --title ID COMMAND ...   campaign files carried between sessions\n"
        << "titles with campaigns: " << with << "; seasonboard campaign --title ID --help lists its commands\n";
    return kExitOk;
  }
  if (!info || !info->campaign) {
    std::string with;
    for (const TitleInfo& t : registered_titles())
      if (t.campaign) with += (with.empty() ? "" : ", ") + t.id;
    err << "seasonboard campaign: needs --title with a campaign title (" << (with.empty() ? "none in this build" : with)
        << ")\n";
    return kExitUsage;
  }
  return info->campaign(argv, out, err, in);
}

}  // namespace sb::app
