#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "engine/save/autosave.h"
#include "engine/save/save_text.h"
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

// The title a save names on its `title:` line, from the header lines at the top of the file; empty
// when not there.
std::string title_line(const std::string& file) {
  std::ifstream in(file);
  std::string line;
  for (int n = 0; n < 8 && std::getline(in, line); ++n)
    if (line.rfind("title: ", 0) == 0) return line.substr(7);
  return "";
}

// A save read and its title's content loaded side by side: the file is read on a second thread
// while this one loads the content of the title its `title:` line names (the content is the same
// whatever the rest of the file holds). Should the file as read name another title, that one's
// content is loaded after. `title` is null (and `title_errors` says why) only when the save read.
struct OpenedSave {
  std::optional<engine::SaveData> save;
  engine::ErrorList errors;  // the save's
  std::unique_ptr<engine::AnyTitle> title;
  std::string title_errors;
};
OpenedSave open_save(const std::string& file, const std::string& content) {
  OpenedSave out;
  auto read = [&] { out.save = engine::load_save_file(file, out.errors); };
  const std::string named = title_line(file);
  std::future<void> reading;
  try {
    reading = std::async(std::launch::async, read);
  } catch (const std::system_error&) {
    read();  // no second thread: one after the other
  }
  std::ostringstream title_err;
  if (find_title(named)) out.title = load_title(named, content, title_err);
  if (reading.valid()) reading.get();
  if (!out.save) {
    out.title.reset();
    return out;
  }
  if (out.save->title != named || !out.title) {
    title_err.str("");
    out.title = load_title(out.save->title, content, title_err);
  }
  out.title_errors = title_err.str();
  return out;
}

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }
double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// What the play window does when a content file changes: load and validate the title's content,
// replay the game on it. Milliseconds; nullopt (with the reason in `err`) when it fails.
std::optional<double> time_reload(const std::string& file, const std::string& title_id, const std::string& content,
                                  const engine::AnyMatch& match, std::ostream& err) {
  const auto start = Clock::now();
  std::ostringstream quiet;
  auto fresh = load_title(title_id, content, quiet);
  if (!fresh) {
    err << quiet.str();
    return std::nullopt;
  }
  auto replayed = match.with_content(*fresh);
  if (!replayed.ok()) {
    err << file << ": " << replayed.error().message << "\n";
    return std::nullopt;
  }
  return ms_since(start);
}

// --hash-bench: the title's state hash of the final state against one action of a replay, and this
// command (read the save, replay it comparing its recorded hashes) against a content reload, each
// the median of `runs`. A state is hashed this many times a run, so that a fast hash is timed over
// more than the clock's grain.
constexpr int kHashesPerRun = 20;
bool hash_bench(const std::string& file, const engine::SaveData& save, const std::string& content, const engine::AnyMatch& match,
                int runs, std::ostream& out, std::ostream& err) {
  const size_t actions = save.actions.size();
  std::vector<double> hash_us, action_us, read_ms, check_ms, replay_ms, reload_ms;
  size_t compared = 0;       // recorded hashes the replay compared
  bool by_snapshot = false;  // the saved snapshot vouched for it instead
  for (int run = 0; run < runs; ++run) {
    auto start = Clock::now();
    for (int k = 0; k < kHashesPerRun; ++k) match.state_hash();  // a virtual call: never left out
    hash_us.push_back(ms_since(start) * 1000 / kHashesPerRun);

    std::ostringstream quiet;
    auto title = load_title(save.title, content, quiet);
    if (!title) {
      err << quiet.str();
      return false;
    }
    start = Clock::now();
    auto replayed = match.with_content(*title);  // the actions alone, no hash
    action_us.push_back(ms_since(start) * 1000 / static_cast<double>(std::max<size_t>(actions, 1)));
    if (!replayed.ok()) {
      err << file << ": " << replayed.error().message << "\n";
      return false;
    }

    // The replay command: content, the save read (side by side, as the command does), every
    // recorded hash compared.
    start = Clock::now();
    OpenedSave opened = open_save(file, content);
    read_ms.push_back(ms_since(start));
    const auto check_start = Clock::now();
    engine::ReadContext ctx{file, &opened.errors};
    engine::AnyTitle::Recovered checked;
    if (opened.save && opened.title)
      checked = opened.title->load_longest(*opened.save, ctx, engine::AnyTitle::Verify::recorded);
    if (!checked.match || checked.problem) {
      err << opened.title_errors << opened.errors.format_all() << file << ": changed while it was timed\n";
      return false;
    }
    compared = checked.hashes_compared;
    by_snapshot = checked.by_snapshot;
    check_ms.push_back(ms_since(check_start));
    replay_ms.push_back(ms_since(start));

    auto reload = time_reload(file, save.title, content, match, err);
    if (!reload) return false;
    reload_ms.push_back(*reload);
  }
  const std::string how = by_snapshot            ? "checked by its snapshot: the recorded hashes are an earlier writer's"
                          : compared >= actions ? "every action's hash compared"
                                                : std::to_string(compared) + " of the recorded hashes compared";
  std::ostringstream text;
  text << std::fixed << std::setprecision(2) << "state hash: median " << median(hash_us) << " us; one action: median "
       << median(action_us) << " us (a replay of " << actions << " actions); a hash costs "
       << median(hash_us) / median(action_us) << " actions\n"
       << std::setprecision(1) << "replay (format " << save.format_version << ", "
       << how << "): median " << median(replay_ms)
       << " ms (content and save read " << median(read_ms) << " ms, replay and compare " << median(check_ms)
       << " ms); reload: median " << median(reload_ms) << " ms; replay / reload " << std::setprecision(2)
       << median(replay_ms) / median(reload_ms) << " (medians of " << runs << " runs)\n";
  out << text.str();
  return true;
}

}  // namespace

int cmd_replay(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  engine::Args args(argv, {"--content", "--reload-bench", "--hash-bench"}, {"--help", "--state"});
  if (args.flag("--help")) {
    out << "usage: seasonboard replay SAVE|JOURNAL [--content DIR] [--state] [--reload-bench N] [--hash-bench N]\n\n"
           "Replays a save file's journal from its setup and seed and compares the state after every\n"
           "action with the hash recorded for it; the first action that led elsewhere is named with\n"
           "its line and, against the snapshot, how the game replayed to its end differs, field by\n"
           "field. (A save of format 2, whose hash is slow, is compared at 4 evenly spaced actions,\n"
           "the last among them; where one differs that stretch is replayed action by action.) The\n"
           "saved final hash and the snapshot must be the replayed game's. Every byte is covered by\n"
           "the file's checksum: where it differs, every action's hash is checked, and a change that\n"
           "alters nothing of the game (white space, a comment) is reported as harmless.\n"
           "An autosave journal (NAME.journal) is replayed as resuming would: every intact action,\n"
           "the snapshot NAME.save beside it filling a damaged line; exit 1 when anything was lost.\n"
           "--state prints the final state.\n"
           "--reload-bench N times what the play window does when a content file changes (load and\n"
           "validate the title's content, replay this game on it) N times and prints the median.\n"
           "--hash-bench N prints the medians of N runs: the title's state hash of the final state\n"
           "against one action of a replay, and this command (content and save read, every hash\n"
           "compared) against a content reload.\n"
           "Exit: 0 verified, 1 unreadable or diverged, 2 bad arguments.\n";
    return kExitOk;
  }
  if (!args.ok() || args.positionals().size() != 1) {
    err << "seasonboard replay: " << (args.ok() ? "needs exactly one save file" : args.error()) << "\n";
    return kExitUsage;
  }
  const std::string file = args.positionals()[0];
  if (std::filesystem::path(file).extension() == ".journal") return replay_journal(file, args, out, err);
  OpenedSave opened = open_save(file, args.value_or("--content", ""));
  engine::ErrorList& errors = opened.errors;
  auto& save = opened.save;
  if (!save) {
    err << errors.format_all() << file << ": not a readable save\n";
    return kExitProblem;
  }
  err << opened.title_errors;
  auto& title = opened.title;
  if (!title) return kExitProblem;
  if (!save->content_fingerprint.empty() && save->content_fingerprint != title->fingerprint())
    err << file << ": note: saved with different content (" << save->content_fingerprint << ", now "
        << title->fingerprint() << "); replaying against the current content\n";
  engine::ReadContext ctx{file, &errors};
  auto match = title->load_match(*save, ctx);
  if (!match.ok()) {
    // The save was read lean (its nodes carry no column): read it again with yaml-cpp so that the
    // problem is named by line and column.
    engine::ErrorList exact_errors;
    engine::ReadContext exact_ctx{file, &exact_errors};
    if (auto exact = engine::load_save_file_exact(file, exact_errors)) {
      auto again = title->load_match(*exact, exact_ctx);
      if (!again.ok()) {
        err << exact_errors.format_all() << file << ": " << again.error().message << "\n";
        return kExitProblem;
      }
    }
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
      auto reload = time_reload(file, save->title, args.value_or("--content", ""), *match.value(), err);
      if (!reload) return kExitProblem;
      ms.push_back(*reload);
    }
    std::sort(ms.begin(), ms.end());
    std::ostringstream line;
    line << std::fixed << std::setprecision(1) << "reload (load + validate content, replay " << save->actions.size()
         << " actions): median " << ms[ms.size() / 2] << " ms, min " << ms.front() << " ms, max " << ms.back()
         << " ms over " << ms.size() << " runs\n";
    out << line.str();
  }
  if (args.value("--hash-bench")) {
    auto runs = args.integer("--hash-bench", 1, 1000, 5);
    if (!runs) {
      err << "seasonboard replay: " << args.error() << "\n";
      return kExitUsage;
    }
    if (!hash_bench(file, *save, args.value_or("--content", ""), *match.value(), *runs, out, err)) return kExitProblem;
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
