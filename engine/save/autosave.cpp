#include "engine/save/autosave.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "engine/content/paths.h"
#include "engine/core/platform.h"
#include "engine/core/thread_priority.h"
#include "engine/save/atomic_file.h"
#include "engine/save/save_text.h"

namespace sb::engine {

namespace fs = std::filesystem;

std::filesystem::path default_save_dir() {
  if (const char* env = std::getenv("SEASONBOARD_SAVE_DIR"); env && *env) return env;
  if (std::filesystem::path data = user_data_dir(); !data.empty()) return data;
  return std::filesystem::path(".") / "saves";
}

int remove_stale_temp_files(const fs::path& dir) {
  int removed = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    const size_t at = name.rfind(".tmp");
    if (at == std::string::npos) continue;
    const std::string digits = name.substr(at + 4);
    if (digits.empty() || digits.size() > 10 || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
      continue;
    const std::string target = name.substr(0, at);
    auto ends_with = [&](const std::string& tail) {
      return target.size() > tail.size() && target.compare(target.size() - tail.size(), tail.size(), tail) == 0;
    };
    // Only what atomic_write_file makes for this program's files, and never a link.
    if (!ends_with(".save") && !ends_with(".journal") && !ends_with(".yaml")) continue;
    std::error_code kind_ec;
    if (entry.is_symlink(kind_ec) || !entry.is_regular_file(kind_ec)) continue;
    const long pid = std::strtol(digits.c_str(), nullptr, 10);
    if (pid == process_id() || process_running(pid)) continue;
    std::error_code remove_ec;
    if (fs::remove(entry.path(), remove_ec)) ++removed;
  }
  return removed;
}

namespace {

fs::path with_suffix(const fs::path& file, const std::string& suffix) {
  fs::path out = file;
  out += suffix;
  return out;
}

std::optional<std::string> read_bytes(const fs::path& file) {
  std::string error;
  return read_text_file(file, error, LoadLimits{}.max_file_bytes);
}

// A copy of a damaged journal under `<journal>.corrupt` (then .corrupt.2, ...): an existing copy
// with the same bytes is reused, so resuming twice keeps one copy; none is ever overwritten.
fs::path keep_corrupt_copy(const fs::path& journal, bool move, std::string& error) {
  auto bytes = read_bytes(journal);
  std::error_code ec;
  fs::path copy = with_suffix(journal, ".corrupt");
  for (int n = 2; fs::exists(copy, ec); ++n) {
    if (bytes && read_bytes(copy) == bytes) {
      if (move) fs::remove(journal, ec);
      return copy;
    }
    copy = with_suffix(journal, ".corrupt." + std::to_string(n));
  }
  if (move)
    fs::rename(journal, copy, ec);
  else
    fs::copy_file(journal, copy, ec);
  if (ec) {
    error = journal.string() + ": cannot keep the damaged journal as " + copy.string() + ": " + ec.message();
    return {};
  }
  return copy;
}

// Frees what a resume read on a thread of its own: a long game's journal and snapshot as YAML nodes
// took a tenth of resuming it to free, on the thread that waits to show the table. Nothing else
// holds those nodes (the match is made of the title's own values).
template <class T>
void free_elsewhere(T garbage) {
  std::thread([held = std::move(garbage)]() mutable { T gone = std::move(held); }).detach();
}

}  // namespace

bool Autosave::begin(const AnyMatch& match, std::string& error) {
  look_ = {};  // (waits for an earlier begin()'s look: its result is not wanted)
  journal_.close();
  std::error_code ec;
  fs::create_directories(dir_, ec);
  if (ec) {
    error = dir_.string() + ": cannot create the save folder: " + ec.message();
    return false;
  }
  remove_stale_temp_files(dir_);
  // The folder must take files (a game that could not be kept does not start), but none of the
  // slot's files is written before the game changes.
  const fs::path probe = with_suffix(journal_path(), ".tmp" + std::to_string(process_id()));
  std::FILE* file = open_file(probe, "wb");
  if (!file) {
    error = probe.string() + ": cannot create: " + std::strerror(errno);
    return false;
  }
  std::fclose(file);
  fs::remove(probe, ec);

  recorded_ = match.journal_size();
  journal_written_ = false;
  dirty_ = false;
  on_disk_ = OnDisk::nothing;
  const bool have_journal = fs::exists(journal_path(), ec);
  const bool have_snapshot = fs::exists(snapshot_path(), ec);
  if (!have_journal && !have_snapshot) return true;
  // The look compares the files with the match's save data, which a long game makes slowly (every
  // action and the state as YAML, and freeing them): a copy of the match as it is now is looked at
  // on a worker, and the first write waits for it (settle_look). Opening a game and looking at it
  // no longer waits for the files.
  std::shared_ptr<const AnyMatch> ours(match.clone());
  look_ = std::async(std::launch::async, [ours, journal = journal_path(), snapshot = snapshot_path(), have_journal,
                                          have_snapshot] {
    return look_at_files(*ours, journal, snapshot, have_journal, have_snapshot);
  });
  return true;
}

void Autosave::settle_look() {
  if (!look_.valid()) return;
  const Look look = look_.get();
  on_disk_ = look.on_disk;
  if (look.keep_snapshot) keep_snapshot_ = true;
}

Autosave::Look Autosave::look_at_files(const AnyMatch& match, const fs::path& journal, const fs::path& snapshot_file,
                                       bool have_journal, bool have_snapshot) {
  Look look;
  const SaveData ours = match.save_data();
  // Only hashes are compared where the formats agree: the files are read shallow then (a long
  // game's actions made into nodes only to be thrown away were most of a resume's time).
  if (have_journal) {
    ErrorList ignored;
    JournalRead read = read_journal_lines_shallow(journal, ignored);
    if (read.data && read.data->format_version != ours.format_version) read = read_journal_lines(journal, ignored);
    if (!read.data || read.damaged_line != 0 || read.data->integrity == Integrity::damaged)
      look.on_disk = OnDisk::keep_corrupt;
    else if (!history_prefix(*read.data, ours))
      look.on_disk = OnDisk::keep_generation;  // another game, or this one further along
    else if (read.data->hashes.size() == ours.hashes.size() && !read.dropped_tail && read.ends_whole &&
             read.data->seat_kinds == ours.seat_kinds &&  // new seats go into the header: rewritten
             read.data->format_version == ours.format_version)  // an earlier format's hashes: rewritten
      look.on_disk = OnDisk::extend;
    else
      look.on_disk = OnDisk::replace;
  }
  if (have_snapshot && look.on_disk != OnDisk::keep_generation) {
    ErrorList ignored;
    auto snapshot = load_save_file_shallow(snapshot_file, ignored);
    if (snapshot && snapshot->format_version != ours.format_version) snapshot = load_save_file(snapshot_file, ignored);
    const bool ours_covers = snapshot && snapshot->integrity != Integrity::damaged && history_prefix(*snapshot, ours);
    if (!ours_covers) look.keep_snapshot = true;
  }
  return look;
}

bool Autosave::set_aside(std::string& error) {
  settle_look();
  std::error_code ec;
  if (on_disk_ == OnDisk::keep_corrupt && fs::exists(journal_path(), ec) &&
      keep_corrupt_copy(journal_path(), true, error).empty())
    return false;
  if (on_disk_ == OnDisk::keep_generation || keep_snapshot_) {
    // The pair moves together, so `.1` holds one game's journal and snapshot.
    if (!keep_file_generation(journal_path(), kGenerations, error)) return false;
    if (!keep_file_generation(snapshot_path(), kGenerations, error)) return false;
  }
  on_disk_ = OnDisk::nothing;
  keep_snapshot_ = false;
  return true;
}

bool Autosave::write_fresh(const AnyMatch& match, std::string& error) {
  if (!journal_written_ && !set_aside(error)) return false;
  if (!journal_.begin(journal_path(), match.save_data(), error)) return false;
  journal_written_ = true;
  recorded_ = match.journal_size();
  return write_snapshot_now(match, error);
}

bool Autosave::record(const AnyMatch& match, std::string& error) {
  if (!finish(error)) return false;
  settle_look();
  const size_t size = match.journal_size();
  if (!journal_written_ && on_disk_ == OnDisk::extend && size == recorded_ + 1) {
    // The journal on disk is this game up to the last action: it is extended, not rewritten. A
    // snapshot beside it that holds something else is kept alone (the journal stays where it is).
    if (keep_snapshot_ && !keep_file_generation(snapshot_path(), kGenerations, error)) return false;
    keep_snapshot_ = false;
    if (!journal_.open_append(journal_path(), error)) return false;
    journal_written_ = true;
    on_disk_ = OnDisk::nothing;
  }
  if (!journal_.is_open() || size != recorded_ + 1) return write_fresh(match, error);  // history changed shape
  if (!journal_.append(match.journal_action_yaml(size - 1), match.state_hash(), error)) return false;
  recorded_ = size;
  dirty_ = true;
  if (snapshot_every_ > 0 && size % static_cast<size_t>(snapshot_every_) == 0) return write_snapshot_now(match, error);
  return true;
}

bool Autosave::rewrite(const AnyMatch& match, std::string& error) {
  drop_later();
  return write_fresh(match, error);
}

bool Autosave::rewrite_later(std::shared_ptr<const AnyMatch> copy, std::function<void()> ready, std::string& error) {
  // Older files of another game are set aside now; from here until finish() nothing but the worker
  // writes the slot's files (every other write waits for it first).
  if (!later_.valid() && !journal_written_ && !set_aside(error)) return false;
  journal_.close();
  journal_written_ = true;
  later_size_ = copy->journal_size();
  // A rewrite still under way is told it is out of date (it writes nothing more), and this one
  // writes after it: reloads in quick succession never wait on the render thread.
  if (later_stale_) *later_stale_ = true;
  std::shared_future<std::string> before = later_.valid() ? later_.share() : std::shared_future<std::string>();
  auto stale = std::make_shared<std::atomic<bool>>(false);
  later_stale_ = stale;
  later_ = std::async(std::launch::async, [copy = std::move(copy), ready = std::move(ready), before, stale,
                                           journal = journal_path(), snapshot = snapshot_path()] {
    lower_this_thread_priority();  // the table's frames come first
    std::string problem;
    if (!*stale) {
      const SaveData save = copy->save_data();
      std::string journal_text = journal_to_text(save), save_text = save_to_text(save);
      if (before.valid()) before.wait();
      if (!*stale) {
        const bool written = atomic_write_file(journal, journal_text, problem) && atomic_write_file(snapshot, save_text, problem);
        if (!written && problem.empty()) problem = "cannot write " + journal.string();
      }
    }
    if (before.valid()) before.wait();  // a stale one returns first: its files are never written after ours
    if (ready) ready();
    return problem;
  });
  return true;
}

bool Autosave::write_if_made(std::string& error) {
  if (!later_.valid() || later_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return true;
  return finish(error);
}

void Autosave::drop_later() {
  if (later_stale_) *later_stale_ = true;  // it writes nothing more
  if (later_.valid()) later_.get();        // and is waited for (it may be writing a file now)
  later_stale_.reset();
}

bool Autosave::finish(std::string& error) {
  if (!later_.valid()) return true;
  const std::string problem = later_.get();
  later_stale_.reset();
  if (!problem.empty()) {
    error = problem;
    return false;  // the journal stays closed: the next record writes the game afresh
  }
  if (!journal_.open_append(journal_path(), error)) return false;
  recorded_ = later_size_;
  dirty_ = false;
  return true;
}

Autosave::~Autosave() {
  std::string error;
  if (!finish(error)) std::fprintf(stderr, "seasonboard: autosave: %s\n", error.c_str());
}

bool Autosave::write_snapshot(const AnyMatch& match, std::string& error) {
  if (!finish(error)) return false;
  if (!dirty_) return true;  // the files already hold this game as it stands
  return write_snapshot_now(match, error);
}

bool Autosave::write_snapshot_now(const AnyMatch& match, std::string& error) {
  if (!write_save_file(snapshot_path(), match.save_data(), error, Replace::freely)) return false;
  dirty_ = false;
  return true;
}

bool Autosave::exists() const {
  std::error_code ec;
  return std::filesystem::exists(journal_path(), ec) || std::filesystem::exists(snapshot_path(), ec);
}

Expected<std::unique_ptr<AnyMatch>> Autosave::resume(AnyTitle& title, ErrorList& errors, std::string& note) const {
  // The files are read lean (save_file.h); where no game comes of them, they are read again with
  // yaml-cpp so that every problem is named by line and column.
  ErrorList lean_errors;
  auto resumed = resume_reading(title, lean_errors, note, true);
  if (resumed.ok()) {
    errors.append(lean_errors);
    return resumed;
  }
  return resume_reading(title, errors, note, false);
}

Expected<std::unique_ptr<AnyMatch>> Autosave::resume_reading(AnyTitle& title, ErrorList& errors, std::string& note,
                                                             bool lean) const {
  note.clear();
  std::error_code ec;
  remove_stale_temp_files(dir_);
  const bool have_journal = fs::exists(journal_path(), ec);
  const bool have_snapshot = fs::exists(snapshot_path(), ec);
  if (!have_journal && !have_snapshot) return Rejection{"no_save", "no autosave in " + dir_.string()};
  JournalRead read;
  ErrorList journal_errors;
  if (have_journal)
    read = lean ? read_journal_lines(journal_path(), journal_errors) : read_journal_lines_exact(journal_path(), journal_errors);
  std::optional<SaveData> snapshot;
  ErrorList snapshot_errors;
  // Where the journal holds the whole game, whole, the snapshot is only compared with it: read
  // shallow (without its actions and state), and read whole where it must fill in or stand alone.
  bool snapshot_shallow = false;
  const bool journal_whole = read.data && read.damaged_line == 0 && read.checksum_lines.empty() &&
                             std::all_of(read.entries.begin(), read.entries.end(), [](const auto& e) { return e.has_value(); });
  if (have_snapshot) {
    if (!lean) {
      snapshot = load_save_file_exact(snapshot_path(), snapshot_errors);
    } else if (journal_whole) {
      snapshot = load_save_file_shallow(snapshot_path(), snapshot_errors);
      snapshot_shallow = snapshot.has_value();
      if (snapshot && snapshot->actions.size() > read.entries.size()) {  // it reaches further: read whole
        snapshot = load_save_file(snapshot_path(), snapshot_errors);
        snapshot_shallow = false;
      }
    } else {
      snapshot = load_save_file(snapshot_path(), snapshot_errors);
    }
  }

  // The game as far as anything vouches for it: the journal's header (else the snapshot's), its
  // intact actions, and the snapshot's where a damaged line left a gap. The replay checks the chain.
  std::optional<SaveData> combined;
  if (read.data) combined = *read.data;
  else if (snapshot) combined = *snapshot;
  if (!combined) {
    errors.append(journal_errors);
    errors.append(snapshot_errors);
    return Rejection{"no_save", "no usable autosave in " + dir_.string()};
  }
  // (Its hashes fill a gap only where they are the same kind as the journal's.)
  const bool snapshot_fills = snapshot && same_game(*snapshot, *combined) && snapshot->format_version == combined->format_version;
  const bool snapshot_suspect = snapshot && snapshot->integrity == Integrity::damaged;
  combined->actions.clear();
  combined->hashes.clear();
  combined->action_lines.clear();
  combined->suspect.clear();
  combined->has_state_hash = false;
  combined->snapshot = YAML::Node();
  size_t from_snapshot = 0;
  for (size_t k = 0;; ++k) {
    if (k < read.entries.size() && read.entries[k]) {
      const JournalRead::Entry& entry = *read.entries[k];
      combined->actions.push_back(entry.action);
      combined->hashes.push_back(entry.hash);
      combined->action_lines.push_back(entry.line);
      combined->suspect.push_back(entry.suspect);
    } else if (snapshot_fills && k < snapshot->actions.size()) {
      combined->actions.push_back(snapshot->actions[k]);
      combined->hashes.push_back(snapshot->hashes[k]);
      combined->action_lines.push_back(0);
      combined->suspect.push_back(snapshot_suspect);
      ++from_snapshot;
    } else {
      break;
    }
  }
  ErrorList replay_errors;
  ReadContext ctx{(have_journal ? journal_path() : snapshot_path()).string(), &replay_errors};
  AnyTitle::Recovered got;
  // Without a journal's actions the snapshot stands alone, with its final hash and state checked.
  const bool journal_adds = read.data || !read.entries.empty();
  if (journal_adds) got = title.load_longest(*combined, ctx, AnyTitle::Verify::final_state);
  bool snapshot_alone = !journal_adds;
  // Only the same game's snapshot stands in for the journal (or any, when the journal has no header).
  const bool snapshot_same_game = snapshot && (!read.data || same_game(*snapshot, *read.data));
  if (snapshot_same_game && (!got.match || got.kept < snapshot->actions.size())) {
    // The journal went wrong early (or belongs elsewhere): the snapshot may reach further.
    if (snapshot_shallow) {
      ErrorList again;
      snapshot = load_save_file(snapshot_path(), again);
      snapshot_shallow = false;
    }
    ErrorList alone_errors;
    ReadContext alone_ctx{snapshot_path().string(), &alone_errors};
    AnyTitle::Recovered alone;
    if (snapshot) alone = title.load_longest(*snapshot, alone_ctx, AnyTitle::Verify::final_state);
    if (alone.match && (!got.match || alone.kept > got.kept || !journal_adds)) {
      got = std::move(alone);
      snapshot_alone = true;
    }
  }
  if (!got.match) {
    errors.append(journal_errors);
    errors.append(snapshot_errors);
    errors.append(replay_errors);
    return got.problem ? *got.problem : Rejection{"no_save", "no usable autosave in " + dir_.string()};
  }

  // What was recovered, in words.
  const std::string journal_name = journal_path().filename().string();
  const size_t written = read.entries.size();
  std::vector<std::string> words;
  if (have_journal && !read.data)
    words.push_back("the first line of " + journal_name + " is damaged");
  if (read.damaged_line != 0)
    words.push_back("line " + std::to_string(read.damaged_line) + " of " + journal_name + " is damaged (" + read.damage + ")");
  if (!read.checksum_lines.empty())
    words.push_back("line " + std::to_string(read.checksum_lines.front()) + " of " + journal_name +
                    " does not match its checksum (its action was checked against the game)");
  if (got.problem) words.push_back(got.problem->message);
  if (!words.empty()) {
    std::string text;
    for (const std::string& w : words) text += (text.empty() ? "" : "; ") + w;
    text += ": recovered " + std::to_string(got.kept) + " of " + std::to_string(std::max(written, got.kept)) + " actions";
    if (snapshot_alone && have_journal) text += " from the snapshot " + snapshot_path().filename().string();
    else if (from_snapshot > 0) text += " (" + std::to_string(from_snapshot) + " of them from the snapshot)";
    if (have_journal && (!read.data || read.damaged_line != 0 || !read.checksum_lines.empty() ||
                         (got.problem && got.kept < written))) {
      std::string error;
      const fs::path copy = keep_corrupt_copy(journal_path(), false, error);
      text += copy.empty() ? "; " + error : "; the damaged journal is kept as " + copy.filename().string();
    }
    note = text;
    errors.append(journal_errors);  // the damaged lines, file:line:col
  } else if (got.other_rules_from != 0) {
    // (Resume compares only the last action's hash, so where the rules first led elsewhere is not
    // known here: the note does not name an action.)
    note = "the content changed since this game was saved: it was replayed on the content as it is now, every action still legal";
  } else if (read.dropped_tail) {
    note = "dropped a half-written last action";
  } else if (!have_journal) {
    note = "no journal; resumed from the snapshot";
  }
  struct Read {
    JournalRead journal;
    std::optional<SaveData> snapshot, combined;
  };
  free_elsewhere(Read{std::move(read), std::move(snapshot), std::move(combined)});
  return std::move(got.match);
}

}  // namespace sb::engine
