#include "game/winter_quarters/rules/sim.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <sstream>

#include "engine/content/paths.h"
#include "engine/core/args.h"
#include "engine/save/sim_harness.h"
#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/rules/title.h"

namespace sb::wq {

namespace {

GameRecord::Snapshot snapshot(const State& s, const Content& c) {
  GameRecord::Snapshot snap;
  for (int f = 0; f < kFactionCount; ++f) snap.resources[static_cast<size_t>(f)] = s.factions[static_cast<size_t>(f)].resources;
  snap.support = support_total(s, c);
  snap.opposition = opposition_total(s, c);
  for (int i = 0; i < c.wi(); ++i) {
    int ctl = control(s, c, i);
    snap.british_control += ctl == kBritishControl ? 1 : 0;
    snap.rebellion_control += ctl == kRebellionControl ? 1 : 0;
  }
  return snap;
}

constexpr const char* kUsage =
    "usage: seasonboard sim --title winter-quarters [--games N] [--seed S] [--bots B,P,F,I] [--json] [--content DIR]\n"
    "  --bots   one bot kind per faction (British, Patriots, French, Indians): heuristic, random,\n"
    "           search-easy, search or search-hard;\n"
    "           one kind alone applies to all four (default heuristic); --seats is the same option\n";

// What one game produces and what a run adds up (the harness merges tallies field by field;
// every number is a count or a sum of whole numbers, so parts merge exactly).
struct Tally {
  std::array<double, kFactionCount> wins{}, margin_sum{}, winning_margin_sum{};
  std::array<std::array<double, kFactionCount>, 3> resources{};
  std::array<std::array<double, 4>, 3> totals{};  // support, opposition, British-, Rebellion-controlled spaces
  double royalist_wins = 0, ended_check_1 = 0, ended_check_2 = 0, ended_final = 0, actions = 0;
  std::array<double, 2> wq_turn_sum{};
  std::array<int, 2> wq_turn_n{};
  std::array<std::array<int, 16>, 2> wq_turn_hist{};

  template <class F>
  void fields(F&& f) {
    f(wins), f(margin_sum), f(winning_margin_sum), f(resources), f(totals), f(royalist_wins), f(ended_check_1);
    f(ended_check_2), f(ended_final), f(actions), f(wq_turn_sum), f(wq_turn_n), f(wq_turn_hist);
  }

  void add(const GameRecord& r) {
    int winner = r.ranking.front();
    wins[static_cast<size_t>(winner)] += 1;
    winning_margin_sum[static_cast<size_t>(winner)] += r.margin[static_cast<size_t>(winner)];
    royalist_wins += royalist(winner) ? 1 : 0;
    for (int f = 0; f < kFactionCount; ++f) margin_sum[static_cast<size_t>(f)] += r.margin[static_cast<size_t>(f)];
    if (r.victory_check) (r.rounds <= 1 ? ended_check_1 : ended_check_2) += 1;
    else ended_final += 1;
    for (int k = 0; k < 2; ++k)
      if (r.wq_card_turn[static_cast<size_t>(k)] >= 0) {
        wq_turn_sum[static_cast<size_t>(k)] += r.wq_card_turn[static_cast<size_t>(k)];
        wq_turn_n[static_cast<size_t>(k)]++;
        wq_turn_hist[static_cast<size_t>(k)][static_cast<size_t>(std::min(15, r.wq_card_turn[static_cast<size_t>(k)]))]++;
      }
    for (size_t t = 0; t < 3; ++t) {
      for (size_t f = 0; f < kFactionCount; ++f) resources[t][f] += r.at[t].resources[f];
      totals[t][0] += r.at[t].support;
      totals[t][1] += r.at[t].opposition;
      totals[t][2] += r.at[t].british_control;
      totals[t][3] += r.at[t].rebellion_control;
    }
    actions += static_cast<double>(r.actions);
  }
};

}  // namespace

const std::vector<engine::ArgOption>& sim_options() {
  static const std::vector<engine::ArgOption> kOptions = {
      {"--title"}, {"--games"}, {"--seed"}, {"--content", 1, "a folder"}, {"--bots", 1, "bot kinds"},
      {"--seats", 1, "bot kinds"}, {"--json", 0}, {"--help", 0}};
  return kOptions;
}

GameRecord play_game(const Content& c, const std::array<std::string, kFactionCount>& bots, uint64_t seed, long max_actions) {
  GameRecord rec;
  Setup setup = Title::default_setup(c, 4);
  auto started = Title::new_state(c, setup, seed);
  if (!started.ok()) return rec;
  State s = started.value();
  engine::Rng bot_rng(seed, 77);
  rec.at[0] = snapshot(s, c);
  for (; rec.actions < max_actions && !s.game_over; ++rec.actions) {
    if (s.current >= 0 && c.cards[static_cast<size_t>(s.current)].winter) {
      int round = s.wq_rounds;
      if (round < 2 && rec.wq_card_turn[static_cast<size_t>(round)] < 0) {
        rec.wq_card_turn[static_cast<size_t>(round)] = s.cards_played;
        rec.rounds = round + 1;
      }
    }
    int f = s.question->faction;
    Action a = Title::bot_action(s, c, bots[static_cast<size_t>(f)], bot_rng);
    int before = s.wq_rounds;
    if (!Title::apply(s, c, a).ok()) return rec;
    if (before == 0 && s.wq_rounds == 1) rec.at[1] = snapshot(s, c);
  }
  if (s.current >= 0 && c.cards[static_cast<size_t>(s.current)].winter && s.wq_rounds < 2 &&
      rec.wq_card_turn[static_cast<size_t>(s.wq_rounds)] < 0) {
    rec.wq_card_turn[static_cast<size_t>(s.wq_rounds)] = s.cards_played;
    rec.rounds = s.wq_rounds + 1;
  }
  if (s.wq_rounds == 0) rec.at[1] = snapshot(s, c);
  rec.at[2] = snapshot(s, c);
  rec.finished = s.game_over;
  rec.ranking = s.ranking;
  rec.margin = s.margin;
  rec.victory_check = s.victory_met;
  return rec;
}

int run_sim_cli(const std::vector<std::string>& all_args, std::ostream& out, std::ostream& err) {
  engine::SimRun run;
  if (!engine::read_sim_run_options(all_args, run, err)) return 2;
  engine::Args args(run.title_args, sim_options());
  if (args.flag("--help")) return out << kUsage, 0;
  auto games_given = args.integer("--games", 1, 10000000, 100);
  auto seed_given = args.integer("--seed", 0, 1LL << 53, 1);
  std::string content_dir = args.value_or("--content", "");
  const bool json = args.flag("--json");
  std::array<std::string, kFactionCount> bots{"heuristic", "heuristic", "heuristic", "heuristic"};
  const std::string bots_option = args.value("--bots") ? "--bots" : "--seats";
  if (auto spec = args.value(bots_option)) {
    std::vector<std::string> kinds;
    std::stringstream in(*spec);
    for (std::string k; std::getline(in, k, ',');) kinds.push_back(k);
    if (kinds.size() == 1) kinds.assign(4, kinds.front());
    if (kinds.size() != 4) args.fail(bots_option + " names one bot or four (British, Patriots, French, Indians)");
    for (size_t f = 0; f < kinds.size() && f < bots.size(); ++f) {
      const std::vector<std::string> known = Title::bot_kinds();
      if (std::find(known.begin(), known.end(), kinds[f]) == known.end())
        args.fail(bots_option + ": unknown bot '" + kinds[f] + "' (heuristic, random, search-easy, search, search-hard)");
      bots[f] = kinds[f];
    }
  }
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "' (try --help)");
  if (!args.ok()) return err << "seasonboard sim: " << args.error() << "\n", 2;
  const long long games = *games_given, seed = *seed_given;
  std::filesystem::path dir = content_dir.empty() ? engine::default_content_root() / "winter_quarters" : std::filesystem::path(content_dir);
  engine::ErrorList errors;
  auto content = load_content(dir, errors);
  if (!content) return err << errors.format_all(), 1;
  const Content& c = *content;

  auto run_totals = engine::run_sim(run, "winter-quarters", games, Tally{}, [&](long long g, Tally& t, std::string& error) {
    uint64_t game_seed = static_cast<uint64_t>(seed + g);
    GameRecord r = play_game(c, bots, game_seed);
    if (!r.finished || r.ranking.empty()) {
      error = "sim: game " + std::to_string(g) + " (seed " + std::to_string(game_seed) + ") did not finish";
      return false;
    }
    t.add(r);
    return true;
  });
  if (!run_totals.ok()) return err << "seasonboard " << run_totals.error << "\n", run.merge_parts.empty() ? 1 : 2;
  if (run.writes_part()) return engine::write_sim_part(out, "winter-quarters", run, run_totals), 0;
  const double seconds = run_totals.seconds;
  const auto& [wins, margin_sum, winning_margin_sum, resources, totals, royalist_wins, ended_check_1, ended_check_2,
               ended_final, actions, wq_turn_sum, wq_turn_n, wq_turn_hist] = run_totals.tally;
  double n = static_cast<double>(games);
  // Init-captures: clang 14 cannot capture a structured binding (C++20 allows it; the sanitizer build uses clang).
  auto mean_turn = [&count = wq_turn_n, &sum = wq_turn_sum](int k) {
    const auto i = static_cast<size_t>(k);
    return count[i] ? sum[i] / count[i] : 0.0;
  };
  const char* when[] = {"start", "after_round_1", "end"};
  if (json) {
    out << "{\"title\": \"winter-quarters\", \"games\": " << games << ", \"seed\": " << seed << ", \"bots\": [";
    for (int f = 0; f < kFactionCount; ++f) out << (f ? ", " : "") << "\"" << bots[static_cast<size_t>(f)] << "\"";
    out << "],\n \"factions\": [";
    for (int f = 0; f < kFactionCount; ++f) {
      size_t i = static_cast<size_t>(f);
      out << (f ? ",\n   " : "") << "{\"faction\": \"" << kFactionIds[i] << "\", \"win_rate\": " << wins[i] / n
          << ", \"mean_margin\": " << margin_sum[i] / n
          << ", \"mean_winning_margin\": " << (wins[i] > 0 ? winning_margin_sum[i] / wins[i] : 0.0) << "}";
    }
    out << "],\n \"sides\": [{\"side\": \"royalist\", \"win_rate\": " << royalist_wins / n
        << "}, {\"side\": \"rebellion\", \"win_rate\": " << (n - royalist_wins) / n << "}],\n";
    out << " \"ended\": {\"victory_check_round_1\": " << ended_check_1 / n << ", \"victory_check_round_2\": " << ended_check_2 / n
        << ", \"final_victory\": " << ended_final / n << "},\n";
    out << " \"wq_rounds\": {\"round_1_after_card_turns\": " << mean_turn(0) << ", \"round_2_after_card_turns\": " << mean_turn(1) << "},\n";
    out << " \"checkpoints\": [";
    for (size_t t = 0; t < 3; ++t) {
      out << (t ? ",\n   " : "") << "{\"when\": \"" << when[t] << "\"";
      for (size_t f = 0; f < kFactionCount; ++f) out << ", \"resources_" << kFactionIds[f] << "\": " << resources[t][f] / n;
      out << ", \"support_total\": " << totals[t][0] / n << ", \"opposition_total\": " << totals[t][1] / n
          << ", \"british_controlled\": " << totals[t][2] / n << ", \"rebellion_controlled\": " << totals[t][3] / n << "}";
    }
    out << "],\n \"mean_actions\": " << actions / n << ", \"games_per_second\": " << n / seconds << "}\n";
    return 0;
  }
  char line[256];
  out << "Winter Quarters: " << games << " games, seeds " << seed << ".." << seed + games - 1 << "; bots B " << bots[0] << ", P "
      << bots[1] << ", F " << bots[2] << ", I " << bots[3] << "\n";
  out << "Victories (mean ranking margin of the winner; mean margin overall):\n";
  for (int f = 0; f < kFactionCount; ++f) {
    size_t i = static_cast<size_t>(f);
    std::snprintf(line, sizeof line, "  %-9s %5.1f%%  winning margin %+.2f  margin %+.2f\n", kFactionNames[i], 100 * wins[i] / n,
                  wins[i] > 0 ? winning_margin_sum[i] / wins[i] : 0.0, margin_sum[i] / n);
    out << line;
  }
  std::snprintf(line, sizeof line, "Sides: Royalist %.1f%%, Rebellion %.1f%%\n", 100 * royalist_wins / n, 100 * (n - royalist_wins) / n);
  out << line;
  std::snprintf(line, sizeof line, "Ended: Victory Check in round 1 %.1f%%, in round 2 %.1f%%, Final Victory %.1f%%\n",
                100 * ended_check_1 / n, 100 * ended_check_2 / n, 100 * ended_final / n);
  out << line;
  for (int k = 0; k < 2; ++k) {
    std::snprintf(line, sizeof line, "WQ Round %d falls after %.2f card turns on average; spread:", k + 1, mean_turn(k));
    out << line;
    for (size_t t = 0; t < 16; ++t)
      if (wq_turn_hist[static_cast<size_t>(k)][t]) out << " " << t << ":" << wq_turn_hist[static_cast<size_t>(k)][t];
    out << "\n";
  }
  out << "Means at start / after round 1 / at the end:\n";
  for (size_t f = 0; f < kFactionCount; ++f) {
    std::snprintf(line, sizeof line, "  %-9s Resources %5.1f %5.1f %5.1f\n", kFactionNames[f], resources[0][f] / n, resources[1][f] / n,
                  resources[2][f] / n);
    out << line;
  }
  const char* names[] = {"Support Total", "Opposition Total", "British-Controlled spaces", "Rebellion-Controlled spaces"};
  for (size_t k = 0; k < 4; ++k) {
    std::snprintf(line, sizeof line, "  %-27s %5.1f %5.1f %5.1f\n", names[k], totals[0][k] / n, totals[1][k] / n, totals[2][k] / n);
    out << line;
  }
  std::snprintf(line, sizeof line, "Mean game length: %.1f decisions; speed: %.0f games/s\n", actions / n, n / seconds);
  out << line;
  return 0;
}

}  // namespace sb::wq
