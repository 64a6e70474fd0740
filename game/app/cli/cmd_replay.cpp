#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "engine/save/autosave.h"
#include "engine/save/save_file.h"
#include "engine/core/args.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

// An autosave journal, replayed as `play --resume` would; changes no file but for keeping a copy of
// a damaged journal (NAME.journal.corrupt).
int replay_journal(const std::filesystem::path& file, engine::Args& args, std::ostream& out, std::ostream& err) {
  engine::ErrorList errors;
  engine::JournalRead read = engine::read_journal_lines(file, errors);
  std::filesystem::path snapshot = file;
  snapshot.replace_extension(".save");
  std::string title_id = read.data ? read.data->title : std::string();
  if (title_id.empty())
    if (auto save = engine::load_save_file(snapshot, errors)) title_id = save->title;
  if (title_id.empty()) {
    err << errors.format_all() << file.string() << ": no readable header, and no snapshot beside it\n";
    return kExitProblem;
  }
  auto title = load_title(title_id, args.value_or("--content", ""), err);
  if (!title) return kExitProblem;
  engine::Autosave slot(file.parent_path().empty() ? std::filesystem::path(".") : file.parent_path(), file.stem().string());
  engine::ErrorList resume_errors;
  std::string note;
  auto resumed = slot.resume(*title, resume_errors, note);
  if (!resumed.ok()) {
    err << resume_errors.format_all() << file.string() << ": " << resumed.error().message << "\n";
    return kExitProblem;
  }
  const engine::AnyMatch& match = *resumed.value();
  if (args.flag("--state")) out << engine::dump_yaml(match.state_yaml());
  // Lost: an action line that was written whole and is not in the resumed game.
  const bool lost = match.journal_size() < read.entries.size();
  if (!note.empty()) err << file.string() << ": " << note << "\n";
  out << file.string() << ": " << (lost ? "recovered" : "ok") << ": " << title_id << ", " << match.journal_size()
      << " actions replayed, state hash " << engine::hash_text(match.state_hash()) << "\n";
  return lost ? kExitProblem : kExitOk;
}

}  // namespace

int cmd_replay(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  engine::Args args(argv, {"--content", "--reload-bench"}, {"--help", "--state"});
  if (args.flag("--help")) {
    out << "usage: seasonboard replay SAVE|JOURNAL [--content DIR] [--state] [--reload-bench N]\n\n"
           "Replays a save file's journal from its setup and seed, compares the state with the\n"
           "recorded hash at 4 evenly spaced actions (the last among them), and where one differs\n"
           "replays that stretch action by action to name the first action that diverges. The saved\n"
           "final hash and the snapshot must be the replayed game's. Every byte is covered by the\n"
           "file's checksum: where it differs, every action's hash is checked, and a change that\n"
           "alters nothing of the game (white space, a comment) is reported as harmless.\n"
           "An autosave journal (NAME.journal) is replayed as resuming would: every intact action,\n"
           "the snapshot NAME.save beside it filling a damaged line; exit 1 when anything was lost.\n"
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
  if (std::filesystem::path(file).extension() == ".journal") return replay_journal(file, args, out, err);
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
  if (save->integrity == engine::Integrity::damaged)
    err << file << ": note: " << save->integrity_note
        << "; every action's hash, the final hash and the snapshot check out, so the change is harmless\n";
  out << file << ": ok: " << save->title << ", " << save->actions.size() << " actions replayed, state hash "
      << engine::hash_text(save->state_hash) << "\n";
  return kExitOk;
}

}  // namespace sb::app
