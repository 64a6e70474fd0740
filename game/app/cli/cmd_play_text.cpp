#include <algorithm>
#include <charconv>
#include <chrono>
#include <deque>
#include <istream>
#include <ostream>
#include <sstream>
#include <thread>

#include "engine/save/autosave.h"
#include "engine/core/args.h"
#include "engine/core/told_once.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

constexpr const char* kPlayTextHelp =
    "usage: seasonboard play --text --title ID [--seats N] [--setup FILE] [--seed S]\n"
    "                        [--bots SPEC] [--save-dir DIR] [--resume] [--content DIR] [--delay-ms MS]\n"
    "\n"
    "Plays in the terminal. Every action is autosaved to DIR/<title>.journal (default: the\n"
    "user's save folder); --resume continues that game after a quit or a crash (without --title:\n"
    "the one title autosaved there). A resumed game keeps its seed, setup and seats.\n"
    "  --bots SPEC   one entry per seat: human, or a bot kind (random, ...), e.g. human,random\n"
    "At the prompt: a number picks a legal action; also: undo, state, save FILE, quit.\n";

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');) out.push_back(part);
  return out;
}

// The number typed at the prompt: a whole number from 1 to `count` (spaces around it allowed), else
// 0. "1e5" and "2abc" once picked actions 1 and 2.
size_t picked_number(const std::string& line, size_t count) {
  const size_t begin = line.find_first_not_of(" \t\r"), end = line.find_last_not_of(" \t\r");
  if (begin == std::string::npos) return 0;
  const char* first = line.data() + begin;
  const char* last = line.data() + end + 1;
  size_t value = 0;
  auto [stop, problem] = std::from_chars(first, last, value);
  if (problem != std::errc() || stop != last || value < 1 || value > count) return 0;
  return value;
}

const std::vector<engine::ArgOption>& play_text_options() {
  static const std::vector<engine::ArgOption> kOptions = {
      {"--title"}, {"--seats"}, {"--setup", 1, "a file"}, {"--seed"}, {"--bots", 1, "seat kinds"},
      {"--save-dir", 1, "a folder"}, {"--content", 1, "a folder"}, {"--delay-ms"}, {"--text", 0}, {"--resume", 0},
      {"--help", 0}};
  return kOptions;
}

}  // namespace

int cmd_play_text(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err, std::istream& in) {
  engine::Args args(argv, play_text_options());
  if (args.flag("--help")) {
    out << kPlayTextHelp;
    return kExitOk;
  }
  auto seats = args.integer("--seats", 1, 64, 0);  // the title says which counts it takes
  auto seed = args.integer("--seed", 0, INT64_MAX, static_cast<long long>(std::chrono::system_clock::now().time_since_epoch().count() & 0x7fffffff));
  auto delay = args.integer("--delay-ms", 0, 60000, 0);
  if (args.ok() && !args.positionals().empty())
    args.fail("takes no positional arguments ('" + args.positionals().front() + "')");
  // A resumed game keeps what it was started with: these would be ignored without a word.
  if (args.flag("--resume"))
    for (const char* option : {"--seed", "--setup", "--seats"})
      if (args.flag(option))
        args.fail(std::string("--resume continues the saved game with its own seed, setup and seats; ") + option +
                  " is for a new game (leave out one or the other)");
  if (!args.ok()) {
    err << "seasonboard play: " << args.error() << "\n";
    return kExitUsage;
  }
  std::filesystem::path dir = args.value("--save-dir") ? std::filesystem::path(*args.value("--save-dir"))
                                                       : engine::default_save_dir();
  std::string title_id = args.value_or("--title", "");
  if (title_id.empty() && args.flag("--resume")) {
    ResumeChoice choice = title_to_resume(dir);
    if (!choice.problem.empty()) {
      err << "seasonboard play: " << choice.problem << "\n";
      return choice.exit_code;
    }
    title_id = choice.title_id;
  }
  if (title_id.empty()) {
    err << "seasonboard play: --title is required (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  auto title = load_title(title_id, args.value_or("--content", ""), err);
  if (!title) return find_title(title_id) ? kExitProblem : kExitUsage;
  // Who plays each seat: --bots, else what the resumed game recorded, else everyone human. The
  // kinds go into the save, so --resume alone brings the bots back.
  std::vector<std::string> bots = split_commas(args.value_or("--bots", ""));
  const std::vector<std::string> kinds = title->bot_kinds();
  for (const std::string& b : bots)
    if (b != "human" && std::find(kinds.begin(), kinds.end(), b) == kinds.end()) {
      err << "seasonboard play: --bots: unknown seat kind '" << b << "' (human, or one of " << title->name()
          << "'s bots: " << engine::join_kinds(kinds) << ")\n";
      return kExitUsage;
    }
  engine::Autosave autosave(dir, title_id);
  engine::ErrorList errors;
  std::unique_ptr<engine::AnyMatch> match;
  if (args.flag("--resume")) {
    std::string note;
    auto resumed = autosave.resume(*title, errors, note);
    if (!resumed.ok()) {
      err << errors.format_all() << "seasonboard play: cannot resume: " << resumed.error().message << "\n";
      return kExitProblem;
    }
    if (!note.empty()) err << "seasonboard play: resumed (" << note << ")\n";
    if (!errors.empty()) err << errors.format_all();
    match = std::move(resumed.value());
  } else {
    YAML::Node setup;
    if (auto file = args.value("--setup")) {
      auto root = engine::load_yaml_file(*file, errors, *file);
      if (!root) {
        err << errors.format_all();
        return kExitUsage;
      }
      setup = *root;
    }
    engine::ReadContext ctx{args.value_or("--setup", "--setup"), &errors};
    // No --seats: as many as --bots names, else the title's smallest game.
    const int count = *seats > 0 ? static_cast<int>(*seats) : static_cast<int>(split_commas(args.value_or("--bots", "")).size());
    auto made = title->new_match(setup, count, static_cast<uint64_t>(*seed), ctx);
    if (!made.ok()) {
      err << errors.format_all() << "seasonboard play: " << made.error().message << "\n";
      return kExitUsage;
    }
    match = std::move(made.value());
  }
  if (!bots.empty()) {
    if (static_cast<int>(bots.size()) > match->seat_count()) {
      err << "seasonboard play: --bots names " << bots.size() << " seats; the game has " << match->seat_count() << "\n";
      return kExitUsage;
    }
    bots.resize(static_cast<size_t>(match->seat_count()), "human");
    match->set_seat_kinds(bots);
  } else {
    bots = match->seat_kinds();
  }
  // A game that would not be kept does not start: every action is autosaved, and "quit" promises
  // --resume.
  std::string error;
  if (!autosave.begin(*match, error)) {
    err << "seasonboard play: cannot autosave in " << dir.string() << ": " << error
        << "\n  (choose a writable folder with --save-dir DIR)\n";
    return kExitProblem;
  }
  engine::Rng bot_rng(match->seed() ^ match->journal_size(), 5);
  std::deque<std::string> told_choices;  // the last few choices printed, ':' left out
  while (!match->prompt().game_over) {
    engine::Prompt p = match->prompt();
    std::string kind = p.seat >= 0 && static_cast<size_t>(p.seat) < bots.size() ? bots[static_cast<size_t>(p.seat)] : "human";
    engine::ApplyResult result = engine::ApplyResult::rejected("none", "");
    if (kind != "human") {
      if (*delay > 0) std::this_thread::sleep_for(std::chrono::milliseconds(*delay));
      result = match->apply_bot(kind, bot_rng);
    } else {
      out << "\nSeat " << p.seat + 1 << ": " << p.text << "\n";
      for (size_t i = 0; i < match->legal_count(); ++i) out << "  " << i + 1 << ") " << match->describe_legal(i) << "\n";
      out << "> " << std::flush;
      std::string line;
      if (!std::getline(in, line) || line == "quit") {
        // A new game left before its first action is not written (an autosave in the folder, the
        // last game, stays as it was): --resume would not find this one.
        if (!args.flag("--resume") && match->journal_size() == 0) {
          out << "\nNothing was played, so nothing was autosaved"
              << (autosave.exists() ? " (the game autosaved in that folder before is kept as it was)" : "")
              << "; start it again with the same command.\n";
          return kExitOk;
        }
        if (!autosave.write_snapshot(*match, error)) {
          err << "seasonboard play: the game could not be saved: " << error << "\n";
          return kExitProblem;
        }
        // The folder too when it was chosen: without it, the line would look in the default one.
        out << "\nSaved; continue with: seasonboard play --text --title " << title_id << " --resume"
            << (args.value("--save-dir") ? " --save-dir " + dir.string() : "") << "\n";
        return kExitOk;
      }
      if (line == "undo") {
        if (!match->undo()) {
          out << "Nothing to undo back to (the last action revealed something or passed the turn).\n";
        } else if (!autosave.rewrite(*match, error)) {
          err << "seasonboard play: autosave failed, the game stops here: " << error << "\n";
          return kExitProblem;
        }
        continue;
      }
      if (line == "state") {
        out << match->summary();
        continue;
      }
      if (line.rfind("save ", 0) == 0) {
        if (engine::write_save_file(line.substr(5), match->save_data(), error)) out << "saved " << line.substr(5) << "\n";
        else out << error << "\n";
        continue;
      }
      const size_t pick = picked_number(line, match->legal_count());
      if (pick == 0) {
        out << "Type a number from 1 to " << match->legal_count() << ", or undo, state, save FILE, quit.\n";
        continue;
      }
      result = match->apply_legal(pick - 1);
    }
    if (!result.ok()) {
      err << "seasonboard play: rejected: " << result.rejection().message << "\n";
      return kExitProblem;
    }
    if (!autosave.record(*match, error)) {
      err << "seasonboard play: autosave failed, the game stops here (the actions before this one are kept): "
          << error << "\n";
      return kExitProblem;
    }
    // A title may tell an answer twice, as the choice ("Indians: place 2 War Parties") and, when
    // it is carried out (perhaps an action later), as what happened ("Indians place 2 War
    // Parties"): the terminal prints it once.
    const std::vector<engine::Event>& events = result.events();
    for (size_t i = 0; i < events.size(); ++i) {
      const engine::Event& e = events[i];
      if (engine::told_again(events, i, [](const engine::Event&, const engine::Event&) { return true; })) continue;
      std::string line = (e.seat >= 0 ? "seat " + std::to_string(e.seat + 1) + " " : "") + e.text;
      std::string words = line;
      words.erase(std::remove(words.begin(), words.end(), ':'), words.end());
      if (e.kind == "choice") {
        told_choices.push_back(words);
        if (told_choices.size() > 8) told_choices.pop_front();
      } else if (auto told = std::find(told_choices.begin(), told_choices.end(), words); told != told_choices.end()) {
        told_choices.erase(told);
        continue;
      }
      out << line << "\n";
    }
  }
  if (!autosave.write_snapshot(*match, error)) {
    err << "seasonboard play: the finished game could not be saved: " << error << "\n";
    return kExitProblem;
  }
  out << "Game over. Scores:";
  for (int s : match->scores()) out << " " << s;
  out << "\nfinal state hash " << engine::hash_text(match->state_hash()) << "\n";
  return kExitOk;
}

}  // namespace sb::app
