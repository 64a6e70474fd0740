#include "game/six_winters/rules/sim.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <iterator>
#include <map>
#include <sstream>

#include "engine/content/paths.h"
#include "engine/core/args.h"
#include "engine/save/sim_harness.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"

namespace sb::sw {

namespace {
int seat_dice_total(const State& s) {
  int n = 0;
  for (const auto& st : s.session.seats) n += static_cast<int>(st.action_dice.size());
  return n;
}
}  // namespace

CampaignStats play_with_bot(State& s, const Content& c, const std::string& bot, uint64_t bot_seed, bool one_session) {
  CampaignStats stats;
  engine::Rng rng(bot_seed);
  bool started = false;
  // A generous bound: a session is at most 8 turns of a few hundred actions each.
  for (int guard = 0; guard < 400000 && s.status != kFinished; ++guard) {
    if (one_session && started && s.status != kInSession) break;
    int turn_before = s.session.turn;
    bool in_session = s.status == kInSession;
    Action a = Title::bot_action(s, c, bot, rng);
    int dice_before = seat_dice_total(s);
    auto r = apply_action(s, c, a);
    if (!r.ok()) {
      // A bot should only choose legal moves; fall back to the first legal action.
      auto legal = legal_actions(s, c);
      if (legal.empty()) break;
      r = apply_action(s, c, legal.front());
      if (!r.ok()) break;
    }
    stats.actions++;
    stats.by_kind[a.index()]++;
    // Action dice the seats gave up for it (a die-splitting ability gives some back); the turn's
    // refill and the session's end are not spending.
    if (in_session && s.status == kInSession && s.session.turn == turn_before)
      stats.dice_by_kind[a.index()] += dice_before - seat_dice_total(s);
    for (const auto& e : r.events()) {
      stats.cards_completed += e.kind == "complete";
      stats.obstacles_overcome += e.kind == "overcome_success";
      stats.obstacles_arrived += e.kind == "obstacle";
    }
    if (!in_session && s.status == kInSession) started = true;
    if (in_session && s.status != kInSession) {
      stats.turns_per_session.push_back(turn_before);
      CampaignStats::YearEnd y;
      for (int r = 0; r < 6; ++r) y.progress[r] = s.tracks[r].progress, y.threat[r] = s.tracks[r].threat;
      for (const auto& [loc, list] : s.attached)
        if (location_position(s, loc) >= 0) y.on_board += static_cast<int>(list.size());
      stats.years.push_back(y);
    }
  }
  stats.finished = s.status == kFinished;
  return stats;
}

namespace {
struct SimArgs {
  int games = 10, difficulty = 1, players = 2;
  uint64_t seed = 1;
  bool json = false;
  std::string bot = "coop", content;
};

constexpr const char* kUsage =
    "usage: seasonboard sim --title six-winters [--games N] [--difficulty D] [--seed S] [--players P]\n"
    "                      [--bot coop|greedy|random] [--json] [--content DIR]\n"
    "  D is cakewalk, standard (default), difficult or tragedy_incarnate; P is 1 to 4 (default 2)\n";

std::vector<std::string> difficulty_names() { return {kDifficultyNames.begin(), kDifficultyNames.end()}; }

// What one campaign produces and what a run adds up (the harness merges tallies field by field;
// every number is a count, so parts merge exactly).
struct Tally {
  std::map<std::string, long long> tiers;
  std::map<int, long long> scores;
  std::array<long long, 6> maxed{};
  long long turns = 0, sessions = 0, knockouts = 0, actions = 0, unfinished = 0, cards = 0, overcome = 0, arrived = 0;
  std::array<double, 6> progress_sum{};
  // Per year: sums of progress and threat by track, obstacles on the board.
  std::array<std::array<double, 13>, 6> year_sum{};
  std::array<long long, std::variant_size_v<Action>> kinds{}, dice_kinds{};
  double score_sum = 0;

  template <class F>
  void fields(F&& f) {
    f(tiers), f(scores), f(maxed), f(turns), f(sessions), f(knockouts), f(actions), f(unfinished), f(cards);
    f(overcome), f(arrived), f(progress_sum), f(year_sum), f(kinds), f(dice_kinds), f(score_sum);
  }
};

void play_campaign(const Content& content, const SimArgs& a, long long g, Tally& t) {
  Setup setup;
  setup.players = a.players;
  setup.difficulty = a.difficulty;
  State s = new_campaign(content, setup, a.seed + static_cast<uint64_t>(g));
  auto stats = play_with_bot(s, content, a.bot, a.seed * 7919 + static_cast<uint64_t>(g), false);
  if (!stats.finished || !s.result) {
    t.unfinished++;
    return;
  }
  t.tiers[s.result->tier]++;
  t.scores[s.result->score]++;
  t.score_sum += s.result->score;
  for (int turns : stats.turns_per_session) t.turns += turns;
  t.sessions += static_cast<long>(stats.turns_per_session.size());
  t.knockouts += s.knockouts;
  t.actions += stats.actions;
  t.cards += stats.cards_completed;
  t.overcome += stats.obstacles_overcome;
  t.arrived += stats.obstacles_arrived;
  for (int r = 0; r < 6; ++r) t.progress_sum[r] += s.tracks[r].progress;
  for (size_t k = 0; k < t.kinds.size(); ++k) t.kinds[k] += stats.by_kind[k], t.dice_kinds[k] += stats.dice_by_kind[k];
  for (int r : s.threat_arrived) t.maxed[r]++;
  for (size_t y = 0; y < stats.years.size() && y < 6; ++y) {
    for (int r = 0; r < 6; ++r) {
      t.year_sum[y][r] += stats.years[y].progress[r];
      t.year_sum[y][6 + r] += stats.years[y].threat[r];
    }
    t.year_sum[y][12] += stats.years[y].on_board;
  }
}
}  // namespace

const std::vector<engine::ArgOption>& sim_options() {
  static const std::vector<engine::ArgOption> kOptions = {
      {"--title"}, {"--games"}, {"--difficulty"}, {"--players"}, {"--seed"}, {"--bot"},
      {"--content", 1, "a folder"}, {"--json", 0}, {"--help", 0}};
  return kOptions;
}

int run_sim_cli(const std::vector<std::string>& all_args, std::ostream& out, std::ostream& err) {
  engine::SimRun run;
  if (!engine::read_sim_run_options(all_args, run, err)) return 2;
  engine::Args args(run.title_args, sim_options());
  if (args.flag("--help")) return out << kUsage, 0;
  SimArgs a;
  args.choice("--title", {"six-winters"}, "six-winters");
  auto games = args.integer("--games", 1, 100000, a.games);
  auto players = args.integer("--players", 1, 4, a.players);
  auto seed = args.integer("--seed", 0, 0x7fffffffL, static_cast<long long>(a.seed));
  auto difficulty = args.choice("--difficulty", difficulty_names(), kDifficultyNames[static_cast<size_t>(a.difficulty)]);
  auto bot = args.choice("--bot", Title::bot_kinds(), a.bot);
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "' (try --help)");
  if (!args.ok()) {
    err << "seasonboard sim: " << args.error() << "\n";
    return 2;
  }
  a.games = static_cast<int>(*games);
  a.players = static_cast<int>(*players);
  a.seed = static_cast<uint64_t>(*seed);
  a.difficulty = difficulty_index(*difficulty);
  a.bot = *bot;
  a.json = args.flag("--json");
  a.content = args.value_or("--content", "");
  std::filesystem::path dir = a.content.empty() ? engine::default_content_root() / "six_winters" : std::filesystem::path(a.content);
  engine::ErrorList errors;
  auto content = load_content(dir, errors);
  if (!content) {
    err << errors.format_all();
    return 1;
  }
  auto totals = engine::run_sim(run, "six-winters", a.games, Tally{}, [&](long long g, Tally& t, std::string&) {
    play_campaign(*content, a, g, t);
    return true;
  });
  if (!totals.ok()) {
    err << "seasonboard " << totals.error << "\n";
    return 2;
  }
  if (run.writes_part()) {
    engine::write_sim_part(out, "six-winters", run, totals);
    return 0;
  }
  const auto& [tiers_counted, scores, maxed, turns, sessions, knockouts, actions, unfinished, cards, overcome, arrived,
               progress_sum, year_sum, kinds, dice_kinds, score_sum] = totals.tally;
  std::map<std::string, long long> tiers = tiers_counted;  // the text report reads absent tiers as 0
  int done = a.games - static_cast<int>(unfinished);
  auto per = [&](double x) { return done ? x / done : 0.0; };
  double mean_score = done ? score_sum / done : 0;
  double mean_turns = sessions ? static_cast<double>(turns) / sessions : 0;
  static const char* kKinds[] = {"start", "move", "create_asset", "trade", "overcome", "place_on_obstacle", "continue",
                                 "damage", "location_action", "rest", "place_on_card", "military_move",
                                 "diplomacy_convert", "ability", "pass", "set_overflow", "choose"};
  static_assert(std::size(kKinds) == std::variant_size_v<Action>, "a name per Action kind");
  if (a.json) {
    out << "{\"title\":\"six-winters\",\"games\":" << a.games << ",\"finished\":" << done << ",\"difficulty\":\""
        << kDifficultyNames[a.difficulty] << "\",\"players\":" << a.players << ",\"bot\":\"" << a.bot << "\",\"tiers\":{";
    bool first = true;
    for (auto& [k, v] : tiers) out << (first ? "" : ",") << "\"" << k << "\":" << v, first = false;
    out << "},\"scores\":{";
    first = true;
    for (auto& [k, v] : scores) out << (first ? "" : ",") << "\"" << k << "\":" << v, first = false;
    out << "},\"mean_score\":" << mean_score << ",\"mean_turns_per_session\":" << mean_turns
        << ",\"knockouts_per_campaign\":" << (done ? static_cast<double>(knockouts) / done : 0)
        << ",\"actions_per_campaign\":" << (done ? static_cast<double>(actions) / done : 0)
        << ",\"cards_completed_per_campaign\":" << (done ? static_cast<double>(cards) / done : 0)
        << ",\"obstacles_overcome_per_campaign\":" << (done ? static_cast<double>(overcome) / done : 0) << ",\"threat_maxed\":{";
    for (int r = 0; r < 6; ++r) out << (r ? "," : "") << "\"" << kResourceNames[r] << "\":" << maxed[r];
    out << "},\"dice_spent_per_campaign\":{";
    first = true;
    for (size_t k = 0; k < kinds.size(); ++k)
      if (dice_kinds[k] != 0) out << (first ? "" : ",") << "\"" << kKinds[k] << "\":" << per(static_cast<double>(dice_kinds[k])), first = false;
    out << "},\"by_year\":[";
    for (int y = 0; y < 6 && done; ++y) {
      out << (y ? "," : "") << "{\"progress\":[";
      for (int r = 0; r < 6; ++r) out << (r ? "," : "") << year_sum[y][r] / done;
      out << "],\"threat\":[";
      for (int r = 0; r < 6; ++r) out << (r ? "," : "") << year_sum[y][6 + r] / done;
      out << "],\"on_board\":" << year_sum[y][12] / done << "}";
    }
    out << "]}\n";
    return 0;
  }
  out << "Six Winters sim: " << a.games << " campaigns, " << kDifficultyNames[a.difficulty] << ", " << a.players
      << " player(s), bot " << a.bot << ", seeds " << a.seed << ".." << a.seed + a.games - 1 << "\n";
  if (unfinished) out << "  unfinished campaigns: " << unfinished << "\n";
  out << "  victory levels:";
  for (const char* t : {"defeat", "pyrrhic_victory", "major_victory", "total_victory"}) out << " " << t << " " << tiers[t];
  out << "\n  scores (score: games):";
  for (auto& [k, v] : scores) out << " " << k << ":" << v;
  out << "\n  mean score " << mean_score << ", mean turns per session " << mean_turns << ", knock-outs per campaign "
      << (done ? static_cast<double>(knockouts) / done : 0) << ", actions per campaign "
      << (done ? static_cast<double>(actions) / done : 0) << "\n";
  out << "  per campaign: cards completed " << (done ? static_cast<double>(cards) / done : 0) << ", obstacles overcome "
      << (done ? static_cast<double>(overcome) / done : 0) << ", obstacles arrived " << per(static_cast<double>(arrived))
      << "\n  final progress (mean):";
  for (int r = 0; r < 6; ++r) out << " " << kResourceNames[r] << " " << per(progress_sum[r]);
  out << "\n  actions by kind:";
  for (size_t k = 0; k < kinds.size(); ++k) out << " " << kKinds[k] << " " << kinds[k];
  out << "\n";
  out << "  action dice spent per campaign, by kind:";
  for (size_t k = 0; k < kinds.size(); ++k)
    if (dice_kinds[k] != 0) out << " " << kKinds[k] << " " << per(static_cast<double>(dice_kinds[k]));
  out << "\n";
  out << "  threat tracks that reached 12 (campaigns):";
  for (int r = 0; r < 6; ++r) out << " " << kResourceNames[r] << " " << maxed[r];
  out << "\n";
  // Where campaigns are lost: the mean progress/threat space of every track as each session ends.
  out << "  by year, mean progress/threat as the session ends, and obstacles on the board:\n    year";
  for (int r = 0; r < 6; ++r) out << " " << std::string(kResourceNames[r]).substr(0, 4) << "     ";
  out << " board\n";
  char line[32];
  for (int y = 0; y < 6 && done; ++y) {
    out << "    " << y + 1 << "   ";
    for (int r = 0; r < 6; ++r) {
      std::snprintf(line, sizeof line, " %4.1f/%-4.1f", year_sum[y][r] / done, year_sum[y][6 + r] / done);
      out << line;
    }
    std::snprintf(line, sizeof line, " %5.1f", year_sum[y][12] / done);
    out << line << "\n";
  }
  return 0;
}

}  // namespace sb::sw
