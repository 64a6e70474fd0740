// The search bot's benchmark (tests/bench/search_strength.sh runs it; no ctest test).
//
//   search_bench strength TITLE GAMES KIND VS [SEATS] [SEED]
//     One KIND seat against VS in every other seat, the search seat rotated over the seats (game g
//     puts it in seat g mod SEATS); prints its win rate (a tie for first shares the win) against the
//     fair share 1/SEATS, the mean score of the search seat and of the others, and the search seat's
//     CPU time per decision (median, 95th percentile, most) on this thread.
//   search_bench coop GAMES KIND [SEATS] [DIFFICULTY] [SEED]
//     Six Winters: KIND in every seat, then greedy on the same seeds: campaign mean score with a
//     95% interval, and the paired difference with its interval.
//   search_bench bounty GAMES KIND DIR_A DIR_B [SEATS] [SEED]
//     Vacant Throne, KIND in every seat, the same seeds with content folder A and with B (a law
//     changed): battles with Bandits per game (a battle on a tile where Bandit knights stand), the
//     Bounty law's passing and Prestige from battles, each with a 95% interval, and the paired
//     difference A - B with its interval and whether it is significant.
#include <time.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/errors.h"
#include "engine/core/rng.h"
#include "engine/search/ismcts.h"
#include "engine/search/levels.h"
#include "game/mighty_kingdoms/rules/title.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"
#include "game/vacant_throne/rules/title.h"
#include "game/winter_quarters/rules/title.h"

namespace {

double cpu_now() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t i = std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())));
  return v[i];
}

struct MeanCi {
  double mean = 0, half = 0;
};
MeanCi mean_ci(const std::vector<double>& v) {
  MeanCi m;
  if (v.empty()) return m;
  for (double x : v) m.mean += x;
  m.mean /= static_cast<double>(v.size());
  double ss = 0;
  for (double x : v) ss += (x - m.mean) * (x - m.mean);
  if (v.size() > 1) m.half = 1.96 * std::sqrt(ss / static_cast<double>(v.size() - 1) / static_cast<double>(v.size()));
  return m;
}

template <class Title>
std::shared_ptr<const typename Title::Content> load(std::string dir = "") {
  sb::engine::ErrorList errors;
  if (dir.empty()) dir = std::string("content/") + Title::kContentDir;
  auto c = Title::load_content(dir, errors);
  if (!c) {
    std::fprintf(stderr, "%s", errors.format_all().c_str());
    std::exit(1);
  }
  return c;
}

// Tuning: SB_SEARCH_ITERATIONS, SB_SEARCH_DEPTH, SB_SEARCH_PLAYOUT and SB_SEARCH_EXPLORE replace the
// level's budget (the report says so); unset, the bench plays the bot kinds as shipped.
std::optional<sb::engine::SearchConfig> tuned() {
  const char* it = std::getenv("SB_SEARCH_ITERATIONS");
  if (!it) return std::nullopt;
  sb::engine::SearchConfig cfg;
  cfg.iterations = std::atoi(it);
  if (const char* d = std::getenv("SB_SEARCH_DEPTH")) cfg.depth = std::atoi(d);
  if (const char* p = std::getenv("SB_SEARCH_PLAYOUT")) cfg.playout_kind = p;
  if (const char* e = std::getenv("SB_SEARCH_EXPLORE")) cfg.explore = std::atof(e);
  std::fprintf(stderr, "tuned: %d iterations, depth %d, playout %s, explore %.2f\n", cfg.iterations, cfg.depth,
               cfg.playout_kind.c_str(), cfg.explore);
  return cfg;
}

template <class Title>
typename Title::Action decide(const typename Title::State& s, const typename Title::Content& c, const std::string& kind,
                              sb::engine::Rng& rng) {
  static const std::optional<sb::engine::SearchConfig> cfg = tuned();
  if (cfg && sb::engine::is_search_kind(kind)) return sb::engine::search_action<Title>(s, c, *cfg, rng);
  return Title::bot_action(s, c, kind, rng);
}

template <class Title>
int strength(int games, const std::string& kind, const std::string& vs, int seats, uint64_t seed) {
  auto content = load<Title>();
  const auto& c = *content;
  double wins = 0, mine = 0, theirs = 0;
  int finished = 0;
  std::vector<double> times;
  for (int g = 0; g < games; ++g) {
    const int me = g % seats;
    auto made = Title::new_state(c, Title::default_setup(c, seats), seed + static_cast<uint64_t>(g));
    if (!made.ok()) return std::fprintf(stderr, "game %d: no start\n", g), 1;
    typename Title::State s = made.value();
    sb::engine::Rng rng(seed + static_cast<uint64_t>(g), 77);
    long steps = 0;
    while (!Title::prompt(s, c).game_over && steps < 200000) {
      const int seat = sb::engine::search_detail::decider<Title>(s, c);
      typename Title::Action a;
      if (seat == me) {
        const double t0 = cpu_now();
        a = decide<Title>(s, c, kind, rng);
        times.push_back(cpu_now() - t0);
      } else {
        a = Title::bot_action(s, c, vs, rng);
      }
      if (!Title::apply(s, c, a).ok()) return std::fprintf(stderr, "game %d: a bot's action was refused\n", g), 1;
      ++steps;
    }
    if (!Title::prompt(s, c).game_over) continue;
    ++finished;
    const std::vector<int> sc = Title::scores(s, c);
    const int best = *std::max_element(sc.begin(), sc.end());
    const double firsts = static_cast<double>(std::count(sc.begin(), sc.end(), best));
    if (sc[static_cast<size_t>(me)] == best) wins += 1.0 / firsts;
    mine += sc[static_cast<size_t>(me)];
    double others = 0;
    for (int i = 0; i < seats; ++i)
      if (i != me) others += sc[static_cast<size_t>(i)];
    theirs += others / (seats - 1);
  }
  const double n = std::max(1, finished);
  const double rate = wins / n, fair = 1.0 / seats;
  const double half = 1.96 * std::sqrt(rate * (1 - rate) / n);
  std::printf("%s %s vs %s, %d seats, %d games (%d finished), seeds %llu..: win rate %.3f ±%.3f (fair share %.3f, ratio %.2f); "
              "mean score %.2f vs others %.2f; decision CPU s: median %.4f p95 %.4f max %.4f over %zu decisions\n",
              Title::kId, kind.c_str(), vs.c_str(), seats, games, finished, static_cast<unsigned long long>(seed), rate, half, fair,
              rate / fair, mine / n, theirs / n, quantile(times, 0.5), quantile(times, 0.95), quantile(times, 1.0), times.size());
  return 0;
}

// Per campaign: the final score, and the progress of all six tracks at the end (finer: at the
// standard difficulty the greedy bot scores 0 in every campaign).
std::vector<double> campaign_scores(const sb::sw::Content& c, int games, const std::string& kind, int seats, int difficulty,
                                    uint64_t seed, std::vector<double>& times, std::vector<double>& progress) {
  using namespace sb::sw;
  std::vector<double> out;
  for (int g = 0; g < games; ++g) {
    Setup setup = Title::default_setup(c, seats);
    setup.difficulty = difficulty;
    State s = Title::new_state(c, setup, seed + static_cast<uint64_t>(g)).value();
    sb::engine::Rng rng(seed + static_cast<uint64_t>(g), 77);
    for (long steps = 0; s.status != kFinished && steps < 400000; ++steps) {
      const double t0 = cpu_now();
      Action a = decide<Title>(s, c, kind, rng);
      times.push_back(cpu_now() - t0);
      if (!Title::apply(s, c, a).ok()) {
        std::fprintf(stderr, "campaign %d: a bot's action was refused\n", g);
        std::exit(1);
      }
    }
    out.push_back(s.result ? s.result->score : 0);
    double total = 0;
    for (const auto& t : s.tracks) total += t.progress;
    progress.push_back(total);
  }
  return out;
}

int coop(int games, const std::string& kind, int seats, int difficulty, uint64_t seed) {
  auto content = load<sb::sw::Title>();
  std::vector<double> t_search, t_greedy, pa, pb;
  const std::vector<double> a = campaign_scores(*content, games, kind, seats, difficulty, seed, t_search, pa);
  const std::vector<double> b = campaign_scores(*content, games, "greedy", seats, difficulty, seed, t_greedy, pb);
  auto report = [&](const char* what, const std::vector<double>& x, const std::vector<double>& y) {
    std::vector<double> diff;
    for (size_t i = 0; i < x.size(); ++i) diff.push_back(x[i] - y[i]);
    const MeanCi mx = mean_ci(x), my = mean_ci(y), md = mean_ci(diff);
    std::printf("  %s: %s %.2f ±%.2f; greedy %.2f ±%.2f; paired difference %.2f ±%.2f (%s at 95%%)\n", what, kind.c_str(), mx.mean,
                mx.half, my.mean, my.half, md.mean, md.half, std::abs(md.mean) > md.half ? "significant" : "not significant");
  };
  int wins_a = 0, wins_b = 0;
  for (size_t i = 0; i < a.size(); ++i) wins_a += a[i] > 0, wins_b += b[i] > 0;
  std::printf("six-winters %d seats, difficulty %d, %d campaigns, seeds %llu..: victories %s %d, greedy %d; "
              "%s decision CPU s: median %.4f p95 %.4f (greedy median %.5f)\n",
              seats, difficulty, games, static_cast<unsigned long long>(seed), kind.c_str(), wins_a, wins_b, kind.c_str(),
              quantile(t_search, 0.5), quantile(t_search, 0.95), quantile(t_greedy, 0.5));
  {
    // Victories (a score above 0) as a rate, paired by seed: the difference's interval.
    std::vector<double> va, vb;
    for (size_t i = 0; i < a.size(); ++i) va.push_back(a[i] > 0), vb.push_back(b[i] > 0);
    report("victory rate", va, vb);
  }
  report("final score", a, b);
  report("final progress, six tracks", pa, pb);
  return 0;
}

// Vacant Throne per game: battles with Bandits, whether the Bounty law passed, Prestige from battles
// (all seats). The content folder decides the laws; the seeds are the same for A and B.
struct BountyGame {
  double bandit_battles = 0, bounty_passed = 0, battle_prestige = 0;
};
std::vector<BountyGame> bounty_games(const std::string& dir, int games, const std::string& kind, int seats, uint64_t seed) {
  using T = sb::vt::Title;
  auto content = load<T>(dir);
  const auto& c = *content;
  std::vector<BountyGame> out;
  for (int g = 0; g < games; ++g) {
    T::State s = T::new_state(c, T::default_setup(c, seats), seed + static_cast<uint64_t>(g)).value();
    sb::engine::Rng rng(seed + static_cast<uint64_t>(g), 77);
    BountyGame r;
    for (long steps = 0; !T::prompt(s, c).game_over && steps < 200000; ++steps) {
      auto res = T::apply(s, c, decide<T>(s, c, kind, rng));
      if (!res.ok()) {
        std::fprintf(stderr, "game %d: a bot's action was refused\n", g);
        std::exit(1);
      }
      for (const auto& e : res.events()) {
        if (e.kind != "battle") continue;
        if (e.text.find("Bandits") != std::string::npos) r.bandit_battles += 1;
        const size_t plus = e.text.find("(+");
        if (plus != std::string::npos) r.battle_prestige += std::atof(e.text.c_str() + plus + 2);
      }
    }
    for (const auto& e : s.enacted)
      if (c.laws[static_cast<size_t>(e.law)].effect == sb::vt::LawEffect::kBounty) r.bounty_passed = 1;
    out.push_back(r);
  }
  return out;
}

int bounty(int games, const std::string& kind, const std::string& a_dir, const std::string& b_dir, int seats, uint64_t seed) {
  const double t0 = cpu_now();
  const std::vector<BountyGame> a = bounty_games(a_dir, games, kind, seats, seed);
  const std::vector<BountyGame> b = bounty_games(b_dir, games, kind, seats, seed);
  std::printf("vacant-throne %s in all %d seats, %d games a side, seeds %llu..; A = %s, B = %s (%.1f s CPU)\n", kind.c_str(), seats,
              games, static_cast<unsigned long long>(seed), a_dir.c_str(), b_dir.c_str(), cpu_now() - t0);
  auto report = [&](const char* what, double BountyGame::*field) {
    std::vector<double> x, y, d;
    for (size_t i = 0; i < a.size(); ++i) x.push_back(a[i].*field), y.push_back(b[i].*field), d.push_back(a[i].*field - b[i].*field);
    const MeanCi mx = mean_ci(x), my = mean_ci(y), md = mean_ci(d);
    std::printf("  %s: A %.3f ±%.3f; B %.3f ±%.3f; A - B %.3f ±%.3f (%s at 95%%)\n", what, mx.mean, mx.half, my.mean, my.half,
                md.mean, md.half, std::abs(md.mean) > md.half ? "significant" : "not significant");
  };
  report("battles with Bandits per game", &BountyGame::bandit_battles);
  report("Bounty law passed (share of games)", &BountyGame::bounty_passed);
  report("Prestige from battles per game, all seats", &BountyGame::battle_prestige);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> a(argv + 1, argv + argc);
  auto usage = [] {
    std::fprintf(stderr,
                 "usage: search_bench strength TITLE GAMES KIND VS [SEATS] [SEED]\n"
                 "       search_bench coop GAMES KIND [SEATS] [DIFFICULTY] [SEED]   (Six Winters; 0 cakewalk .. 3)\n"
                 "       search_bench bounty GAMES KIND DIR_A DIR_B [SEATS] [SEED]   (Vacant Throne, two content folders)\n"
                 "run from the repository root (it reads content/)\n");
    return 2;
  };
  if (a.size() >= 5 && a[0] == "strength") {
    const std::string title = a[1];
    const int games = std::atoi(a[2].c_str());
    const int seats = a.size() > 5 ? std::atoi(a[5].c_str()) : title == "vacant-throne" ? 3 : 4;
    const uint64_t seed = a.size() > 6 ? std::strtoull(a[6].c_str(), nullptr, 10) : 1;
    if (title == "vacant-throne") return strength<sb::vt::Title>(games, a[3], a[4], seats, seed);
    if (title == "winter-quarters") return strength<sb::wq::Title>(games, a[3], a[4], seats, seed);
    if (title == "mighty-kingdoms") return strength<sb::mk::Title>(games, a[3], a[4], seats, seed);
    return usage();
  }
  if (a.size() >= 3 && a[0] == "coop") {
    const int seats = a.size() > 3 ? std::atoi(a[3].c_str()) : 2;
    const int difficulty = a.size() > 4 ? std::atoi(a[4].c_str()) : 1;
    const uint64_t seed = a.size() > 5 ? std::strtoull(a[5].c_str(), nullptr, 10) : 1;
    return coop(std::atoi(a[1].c_str()), a[2], seats, difficulty, seed);
  }
  if (a.size() >= 5 && a[0] == "bounty") {
    const int seats = a.size() > 5 ? std::atoi(a[5].c_str()) : 4;
    const uint64_t seed = a.size() > 6 ? std::strtoull(a[6].c_str(), nullptr, 10) : 1;
    return bounty(std::atoi(a[1].c_str()), a[2], a[3], a[4], seats, seed);
  }
  return usage();
}
