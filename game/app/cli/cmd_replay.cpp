#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "engine/save/save_file.h"
#include "engine/core/args.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

namespace sb::app {

int cmd_replay(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  engine::Args args(argv, {"--content", "--reload-bench"}, {"--help", "--state"});
  if (args.flag("--help")) {
    out << "usage: seasonboard replay SAVE [--content DIR] [--state] [--reload-bench N]\n\n"
           "Replays a save file's journal from its setup and seed, compares the state with the\n"
           "recorded hash at 4 evenly spaced actions (the last among them), and where one differs\n"
           "replays that stretch action by action to name the first action that diverges.\n"
           "--state prints the final state.\n"
           "--reload-bench N times what the play window does when a content file changes (load and\n"
           "validate the title's content, replay this game on it) N times and prints the median.\n"
           "Exit: 0 verified, 1 unreadable or diverged, 2 bad arguments.\n";
    return kExitOk;
  }
  if (!args.ok() || args.positionals().size() != 1) {
    err << "seasonboard replay: " << (args.ok() ? "needs exactly one save file" : args.error()) << "\n";
    return kExitUsage;
  }
  const std::string file = args.positionals()[0];
  engine::ErrorList errors;
  auto save = engine::load_save_file(file, errors);
  if (!save) {
    err << errors.format_all() << file << ": not a readable save\n";
    return kExitProblem;
  }
  auto title = load_title(save->title, args.value_or("--content", ""), err);
  if (!title) return kExitProblem;
  if (!save->content_fingerprint.empty() && save->content_fingerprint != title->fingerprint())
    err << file << ": note: saved with different content (" << save->content_fingerprint << ", now "
        << title->fingerprint() << "); replaying against the current content\n";
  engine::ReadContext ctx{file, &errors};
  auto match = title->load_match(*save, ctx);
  if (!match.ok()) {
    err << errors.format_all() << file << ": " << match.error().message << "\n";
    return kExitProblem;
  }
  // With a whole hash chain, loading compared the last state with its last entry already (a state's
  // hash is the dearest part of a replay): the saved final hash must be that entry.
  const bool chained = !save->actions.empty() && save->hashes.size() == save->actions.size();
  const uint64_t final_hash = chained ? save->hashes.back() : match.value()->state_hash();
  if (final_hash != save->state_hash) {
    err << file << ": the final state hash " << engine::hash_text(final_hash)
        << " differs from the saved " << engine::hash_text(save->state_hash) << "\n";
    return kExitProblem;
  }
  if (args.value("--reload-bench")) {
    auto runs = args.integer("--reload-bench", 1, 1000, 5);
    if (!runs) {
      err << "seasonboard replay: " << args.error() << "\n";
      return kExitUsage;
    }
    std::vector<double> ms;
    for (int i = 0; i < *runs; ++i) {
      const auto start = std::chrono::steady_clock::now();
      std::ostringstream quiet;
      auto fresh = load_title(save->title, args.value_or("--content", ""), quiet);
      if (!fresh) {
        err << quiet.str();
        return kExitProblem;
      }
      auto replayed = match.value()->with_content(*fresh);
      if (!replayed.ok()) {
        err << file << ": " << replayed.error().message << "\n";
        return kExitProblem;
      }
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    std::ostringstream line;
    line << std::fixed << std::setprecision(1) << "reload (load + validate content, replay " << save->actions.size()
         << " actions): median " << ms[ms.size() / 2] << " ms, min " << ms.front() << " ms, max " << ms.back()
         << " ms over " << ms.size() << " runs\n";
    out << line.str();
  }
  if (args.flag("--state")) out << engine::dump_yaml(match.value()->state_yaml());
  out << file << ": ok: " << save->title << ", " << save->actions.size() << " actions replayed, state hash "
      << engine::hash_text(save->state_hash) << "\n";
  return kExitOk;
}

}  // namespace sb::app
