#include "game/six_winters/rules/cli.h"

#include "engine/content/paths.h"
#include "engine/core/args.h"
#include "game/six_winters/rules/campaign_file.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/sim.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/rules/yaml_io.h"

namespace sb::sw {

namespace {
constexpr const char* kUsage =
    "usage: seasonboard campaign --title six-winters new --difficulty D --players P --out FILE [--seed S] [--random-layout]\n"
    "       seasonboard campaign --title six-winters next FILE [--bots] [--out FILE] [--bot coop|greedy|random] [--seed S]\n"
    "       seasonboard campaign --title six-winters show FILE\n"
    "       (all take --content DIR; D is cakewalk, standard, difficult or tragedy_incarnate)\n"
    "next plays the file's next session and writes the campaign back when it ends: by hand in the\n"
    "terminal (a number picks a choice; also undo, state, quit: quit leaves the file as it was), or\n"
    "with --bots by the --bot kind.\n";

bool number(const std::string& s, long lo, long hi, long& out) {
  try {
    size_t used = 0;
    long v = std::stol(s, &used);
    if (used != s.size() || v < lo || v > hi) return false;
    out = v;
    return true;
  } catch (...) {
    return false;
  }
}

// One session by hand: every seat's decisions and the table's questions come from `in`. True when
// the session ended (the State is the campaign after it), false on quit or the end of the input.
bool play_session_by_hand(State& s, const Content& c, std::ostream& out, std::istream& in) {
  int year = s.year;
  std::vector<State> undo;  // States back to the last fence (dice, draws, hand-overs, reveals)
  while (s.status != kFinished && !(s.status == kBetweenSessions && s.year != year)) {
    engine::Prompt p = prompt(s, c);
    auto legal = legal_actions(s, c);
    if (legal.empty()) return false;  // never in a consistent State; the caller reports it
    out << "\nSeat " << p.seat + 1 << ": " << p.text << "\n";
    for (size_t i = 0; i < legal.size(); ++i) out << "  " << i + 1 << ") " << describe(legal[i], s, c) << "\n";
    out << "> " << std::flush;
    std::string line;
    if (!std::getline(in, line) || line == "quit") return false;
    if (line == "undo") {
      if (undo.empty()) {
        out << "Nothing to undo back to (the last action rolled, drew, revealed or passed the turn).\n";
      } else {
        s = undo.back();
        undo.pop_back();
      }
      continue;
    }
    if (line == "state") {
      out << YAML::Dump(state_to_yaml(s, &c)) << "\n";
      continue;
    }
    long pick = 0;
    if (!number(line, 1, static_cast<long>(legal.size()), pick)) {
      out << "Type a number from 1 to " << legal.size() << ", or undo, state, quit.\n";
      continue;
    }
    State before = s;
    engine::ApplyResult r = apply_action(s, c, legal[static_cast<size_t>(pick - 1)]);
    if (!r.ok()) {  // legal actions are accepted; say so rather than stop if one is not
      out << "rejected: " << r.rejection().message << "\n";
      continue;
    }
    bool fence = r.reveals || !(s.rng == before.rng) || prompt(s, c).seat != p.seat;
    if (fence) undo.clear();
    else undo.push_back(std::move(before));
    for (const engine::Event& e : r.events()) out << (e.seat >= 0 ? "seat " + std::to_string(e.seat + 1) + " " : "") << e.text << "\n";
  }
  return true;
}
}  // namespace

int run_campaign_cli(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err, std::istream& in) {
  engine::Args args(argv, {{"--title"}, {"--difficulty"}, {"--players"}, {"--seed"}, {"--out", 1, "a file"},
                           {"--content", 1, "a folder"}, {"--bot"}, {"--bots", 0}, {"--random-layout", 0},
                           {"--help", 0}});
  if (args.flag("--help")) return out << kUsage, 0;
  args.choice("--title", {"six-winters"}, "six-winters");
  auto difficulty = args.choice("--difficulty", {kDifficultyNames.begin(), kDifficultyNames.end()}, "");
  auto players = args.integer("--players", 1, 4, 0);
  auto seed = args.integer("--seed", 0, 0x7fffffffL, 1);
  auto bot = args.choice("--bot", Title::bot_kinds(), "coop");
  const std::string out_file = args.value_or("--out", ""), content_dir = args.value_or("--content", "");
  const bool bots = args.flag("--bots"), random_layout = args.flag("--random-layout");
  // COMMAND [FILE]: new takes no file, next and show take one.
  const std::vector<std::string>& words = args.positionals();
  std::string command = words.empty() ? "" : words[0], file = words.size() > 1 ? words[1] : "";
  if (!command.empty() && command != "new" && command != "next" && command != "show")
    args.fail("unknown command '" + command + "' (new, next or show)");
  else if (words.size() > (command == "new" ? 1u : 2u))
    args.fail("unexpected argument '" + words[command == "new" ? 1 : 2] + "' (try --help)");
  if (!args.ok()) return err << "seasonboard campaign: " << args.error() << "\n", 2;
  if (command.empty()) return err << "seasonboard campaign: give a command (new, next or show)\n" << kUsage, 2;
  if (command == "new" && (difficulty->empty() || *players == 0 || out_file.empty()))
    return err << "seasonboard campaign: new needs --difficulty, --players and --out\n" << kUsage, 2;
  if (command != "new" && file.empty())
    return err << "seasonboard campaign: " << command << " needs a campaign FILE\n" << kUsage, 2;
  const uint64_t session_seed = static_cast<uint64_t>(*seed);

  std::filesystem::path dir = content_dir.empty() ? engine::default_content_root() / "six_winters" : std::filesystem::path(content_dir);
  engine::ErrorList errors;
  auto content = load_content(dir, errors);
  if (!content) return err << errors.format_all(), 1;
  const Content& c = *content;

  if (command == "new") {
    Setup setup;
    setup.players = static_cast<int>(*players);
    setup.difficulty = difficulty_index(*difficulty);
    setup.options.random_layout = random_layout;
    State s = new_campaign(c, setup, session_seed);
    std::string why;
    if (!write_campaign_file(out_file, s, c, why)) return err << "seasonboard campaign: " << why << "\n", 1;
    out << campaign_summary(s, c) << "wrote " << out_file << "\n";
    return 0;
  }
  auto s = read_campaign_file(file, c, errors);
  if (!s) return err << errors.format_all(), 1;
  if (command == "show") {
    out << campaign_summary(*s, c);
    return 0;
  }
  if (s->status == kFinished) {
    out << campaign_summary(*s, c) << "the campaign is already over\n";
    return 0;
  }
  int year = s->year;
  std::string why;
  std::string target = out_file.empty() ? file : out_file;
  if (!bots) {
    out << campaign_summary(*s, c);
    if (!play_session_by_hand(*s, c, out, in)) {
      out << "\nThe session was not finished; " << file << " is as it was.\n";
      return 0;
    }
    if (!write_campaign_file(target, *s, c, why)) return err << "seasonboard campaign: " << why << "\n", 1;
    out << "\nplayed year " << year << " by hand\n" << campaign_summary(*s, c) << "wrote " << target << "\n";
    return 0;
  }
  auto stats = play_with_bot(*s, c, *bot, session_seed, true);
  if (!write_campaign_file(target, *s, c, why)) return err << "seasonboard campaign: " << why << "\n", 1;
  out << "played year " << year << " in " << (stats.turns_per_session.empty() ? 0 : stats.turns_per_session.back())
      << " turns (" << stats.actions << " actions)\n"
      << campaign_summary(*s, c) << "wrote " << target << "\n";
  return 0;
}

}  // namespace sb::sw
