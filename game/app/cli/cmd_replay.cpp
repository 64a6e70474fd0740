#include <ostream>

#include "engine/save/save_file.h"
#include "game/app/cli/args.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

namespace sb::app {

int cmd_replay(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--content"}, {"--help", "--state"});
  if (args.flag("--help")) {
    out << "usage: seasonboard replay SAVE [--content DIR] [--state]\n\n"
           "Replays a save file's journal from its setup and seed, checks the state hash after\n"
           "every action, and names the first action that diverges. --state prints the final state.\n"
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
  if (match.value()->state_hash() != save->state_hash) {
    err << file << ": the final state hash " << engine::hash_text(match.value()->state_hash())
        << " differs from the saved " << engine::hash_text(save->state_hash) << "\n";
    return kExitProblem;
  }
  if (args.flag("--state")) out << engine::dump_yaml(match.value()->state_yaml());
  out << file << ": ok: " << save->title << ", " << save->actions.size() << " actions replayed, state hash "
      << engine::hash_text(save->state_hash) << "\n";
  return kExitOk;
}

}  // namespace sb::app
