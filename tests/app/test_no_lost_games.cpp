// Nothing a player does loses a game: the autosave's files across resume, a damaged journal, a new
// game in a used slot, stale temporary files, and checks that cover every byte of a save. Each case
// reproduces a fault seen on an earlier build (issue "Nothing a player does loses a game").
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#ifndef _WIN32
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "app/cli_run.h"
#include "app/temp_dir.h"
#include "engine/save/autosave.h"
#include "engine/save/any_match.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

using namespace sb;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<engine::AnyTitle> title_for(const std::string& id) {
  auto title = app::find_title(id)->make();
  engine::ErrorList errors;
  REQUIRE_MESSAGE(title->load_content(fs::path("content") / title->content_dir(), errors), errors.format_all());
  return title;
}

// A game of `moves` random-bot actions, autosaved in `dir` as `play` does (snapshot every 20).
std::unique_ptr<engine::AnyMatch> autosaved_game(engine::AnyTitle& title, const fs::path& dir, uint64_t seed, int moves,
                                                 int seats = 2) {
  engine::ErrorList errors;
  engine::ReadContext ctx{"setup", &errors};
  auto made = title.new_match(YAML::Node(), seats, seed, ctx);
  REQUIRE(made.ok());
  auto match = std::move(made.value());
  engine::Autosave autosave(dir, title.id());
  std::string error;
  REQUIRE(autosave.begin(*match, error));
  engine::Rng bots(seed, 3);
  for (int i = 0; i < moves && !match->prompt().game_over; ++i) {
    REQUIRE(match->apply_bot("random", bots).ok());
    REQUIRE_MESSAGE(autosave.record(*match, error), error);
  }
  return match;
}

struct FileState {
  std::string bytes;
  fs::file_time_type time;
  bool operator==(const FileState&) const = default;
};
FileState file_state(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::string(std::istreambuf_iterator<char>(in), {}), fs::last_write_time(file)};
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

int run_code(const std::vector<std::string>& args, std::string* out_text = nullptr, std::string* err_text = nullptr) {
  test::CliRun r = test::run_cli(args);
  if (out_text) *out_text = r.out;
  if (err_text) *err_text = r.err;
  return r.code;
}

// Counts who makes a match's save data: the caller's thread or another. Every other call is the
// wrapped match's.
struct SaveDataCalls {
  std::thread::id caller = std::this_thread::get_id();
  std::atomic<int> on_caller{0};
  std::atomic<int> elsewhere{0};
};
class Watched final : public engine::AnyMatch {
 public:
  Watched(std::unique_ptr<engine::AnyMatch> inner, std::shared_ptr<SaveDataCalls> calls)
      : inner_(std::move(inner)), calls_(std::move(calls)) {}
  const char* title_id() const override { return inner_->title_id(); }
  engine::Prompt prompt() const override { return inner_->prompt(); }
  int seat_count() const override { return inner_->seat_count(); }
  std::vector<YAML::Node> legal_actions_yaml() const override { return inner_->legal_actions_yaml(); }
  size_t legal_count() const override { return inner_->legal_count(); }
  std::string describe_legal(size_t index) const override { return inner_->describe_legal(index); }
  engine::ApplyResult apply_legal(size_t index) override { return inner_->apply_legal(index); }
  engine::ApplyResult apply_yaml(const YAML::Node& action, const engine::ReadContext& ctx) override {
    return inner_->apply_yaml(action, ctx);
  }
  engine::ApplyResult apply_bot(const std::string& kind, engine::Rng& rng) override { return inner_->apply_bot(kind, rng); }
  std::vector<std::string> bot_kinds() const override { return inner_->bot_kinds(); }
  const std::vector<std::string>& seat_kinds() const override { return inner_->seat_kinds(); }
  bool set_seat_kinds(std::vector<std::string> kinds) override { return inner_->set_seat_kinds(std::move(kinds)); }
  bool undo() override { return inner_->undo(); }
  bool undo_any() override { return inner_->undo_any(); }
  bool rewind_to(size_t keep) override { return inner_->rewind_to(keep); }
  size_t undoable_count() const override { return inner_->undoable_count(); }
  size_t journal_size() const override { return inner_->journal_size(); }
  YAML::Node journal_action_yaml(size_t index) const override { return inner_->journal_action_yaml(index); }
  std::string journal_describe(size_t index) const override { return inner_->journal_describe(index); }
  std::vector<std::vector<engine::Event>> journal_events() const override { return inner_->journal_events(); }
  YAML::Node state_yaml() const override { return inner_->state_yaml(); }
  std::vector<std::string> check() const override { return inner_->check(); }
  std::string summary() const override { return inner_->summary(); }
  uint64_t state_hash() const override { return inner_->state_hash(); }
  std::vector<int> scores() const override { return inner_->scores(); }
  uint64_t seed() const override { return inner_->seed(); }
  engine::SaveData save_data() const override {
    ++(std::this_thread::get_id() == calls_->caller ? calls_->on_caller : calls_->elsewhere);
    return inner_->save_data();
  }
  std::unique_ptr<engine::AnyMatch> clone() const override { return std::make_unique<Watched>(inner_->clone(), calls_); }
  engine::Expected<std::unique_ptr<engine::AnyMatch>> with_content(const engine::AnyTitle& title) const override {
    return inner_->with_content(title);
  }

 private:
  std::unique_ptr<engine::AnyMatch> inner_;
  std::shared_ptr<SaveDataCalls> calls_;
};

}  // namespace

TEST_CASE("a damaged journal line keeps every action before it, a copy of the original, and says what was recovered") {
  // The case: a 48-action Mighty Kingdoms game with line 45 damaged resumed at 40 (the
  // snapshot) and then overwrote the journal; it must resume at 43.
  test::TempDir dir("damaged-line");
  auto title = title_for("mighty-kingdoms");
  auto match = autosaved_game(*title, dir.path(), 5, 48);
  REQUIRE(match->journal_size() == 48);
  std::vector<std::string> lines = lines_of(dir.read("mighty-kingdoms.journal"));
  REQUIRE(lines.size() == 49);  // the header, then one line an action
  lines[44] = "{action: {kind: garb";
  const std::string damaged = joined(lines);
  dir.write("mighty-kingdoms.journal", damaged);

  engine::Autosave slot(dir.path(), "mighty-kingdoms");
  engine::ErrorList errors;
  std::string note;
  auto resumed = slot.resume(*title, errors, note);
  REQUIRE_MESSAGE(resumed.ok(), resumed.error().message);
  CHECK(resumed.value()->journal_size() == 43);
  CHECK_MESSAGE(note.find("line 45 of mighty-kingdoms.journal is damaged") != std::string::npos, note);
  CHECK_MESSAGE(note.find("recovered 43 of 48 actions") != std::string::npos, note);
  CHECK_MESSAGE(note.find("kept as mighty-kingdoms.journal.corrupt") != std::string::npos, note);
  CHECK(dir.read("mighty-kingdoms.journal.corrupt") == damaged);
  CHECK(dir.read("mighty-kingdoms.journal") == damaged);  // resuming changes nothing

  // The command line says the same and exits 1 (something was lost).
  std::string out, err;
  CHECK(run_code({"replay", (dir / "mighty-kingdoms.journal").string()}, &out, &err) == app::kExitProblem);
  CHECK_MESSAGE(out.find("recovered: mighty-kingdoms, 43 actions replayed") != std::string::npos, out);
  CHECK_MESSAGE(err.find("line 45") != std::string::npos, err);

  // Resuming again keeps the one copy; playing on never overwrites it.
  resumed = slot.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  CHECK_FALSE(fs::exists(dir / "mighty-kingdoms.journal.corrupt.2"));
  std::string error;
  REQUIRE(slot.begin(*resumed.value(), error));
  engine::Rng bots(1, 1);
  REQUIRE(resumed.value()->apply_bot("random", bots).ok());
  REQUIRE(slot.record(*resumed.value(), error));
  CHECK(dir.read("mighty-kingdoms.journal.corrupt") == damaged);
  CHECK(lines_of(dir.read("mighty-kingdoms.journal")).size() == 45);
  CHECK_FALSE(fs::exists(dir / "mighty-kingdoms.journal.corrupt.2"));

}

TEST_CASE("a damaged line the snapshot covers is filled from it, and the journal after it is kept") {
  test::TempDir dir("damaged-early");
  auto title = title_for("tiny");
  auto match = autosaved_game(*title, dir.path(), 12, 30, 3);
  REQUIRE(match->journal_size() == 30);
  std::vector<std::string> lines = lines_of(dir.read("tiny.journal"));
  lines[6] = "}}} not yaml";  // action 6: the snapshot (20 actions) has it
  dir.write("tiny.journal", joined(lines));
  engine::Autosave slot(dir.path(), "tiny");
  engine::ErrorList errors;
  std::string note;
  auto resumed = slot.resume(*title, errors, note);
  REQUIRE_MESSAGE(resumed.ok(), resumed.error().message);
  CHECK(resumed.value()->journal_size() == 30);
  CHECK(resumed.value()->state_hash() == match->state_hash());
  CHECK_MESSAGE(note.find("recovered 30 of 30 actions (1 of them from the snapshot)") != std::string::npos, note);
}

TEST_CASE("opening or resuming a game writes no file until the game changes") {
  test::TempDir dir("untouched");
  auto title = title_for("tiny");
  autosaved_game(*title, dir.path(), 3, 27, 3);
  const FileState journal = file_state(dir / "tiny.journal");
  const FileState snapshot = file_state(dir / "tiny.save");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));

  // Resume, begin autosaving, quit (the snapshot on quit): nothing changed, nothing is written.
  engine::Autosave slot(dir.path(), "tiny");
  engine::ErrorList errors;
  std::string note;
  auto resumed = slot.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  CHECK(resumed.value()->journal_size() == 27);
  std::string error;
  REQUIRE(slot.begin(*resumed.value(), error));
  REQUIRE(slot.write_snapshot(*resumed.value(), error));
  CHECK(file_state(dir / "tiny.journal") == journal);
  CHECK(file_state(dir / "tiny.save") == snapshot);

  // The same through the command line: play --resume, quit at once.
  std::ostringstream out, err;
  std::istringstream in("quit\n");
  CHECK(app::cmd_play_text({"--title", "tiny", "--resume", "--save-dir", dir.path().string()}, out, err, in) == 0);
  CHECK(file_state(dir / "tiny.journal") == journal);
  CHECK(file_state(dir / "tiny.save") == snapshot);

  // A move extends the journal in place: the 27 lines before it are the same bytes.
  engine::Rng bots(4, 4);
  REQUIRE(resumed.value()->apply_bot("random", bots).ok());
  REQUIRE(slot.record(*resumed.value(), error));
  const std::string now = dir.read("tiny.journal");
  CHECK(now.substr(0, journal.bytes.size()) == journal.bytes);
  CHECK(lines_of(now).size() == 29);
}

TEST_CASE("a new game in a used slot keeps the earlier games as generations") {
  test::TempDir dir("generations");
  auto title = title_for("tiny");
  autosaved_game(*title, dir.path(), 1, 10, 3);
  const std::string first_journal = dir.read("tiny.journal");
  const std::string first_save = dir.read("tiny.save");

  // Starting another game writes nothing until its first move; then the first game moves to .1.
  engine::ErrorList errors;
  engine::ReadContext ctx{"setup", &errors};
  auto second = std::move(title->new_match(YAML::Node(), 3, 2, ctx).value());
  engine::Autosave slot(dir.path(), "tiny");
  std::string error;
  REQUIRE(slot.begin(*second, error));
  CHECK(dir.read("tiny.journal") == first_journal);
  engine::Rng bots(2, 2);
  REQUIRE(second->apply_bot("random", bots).ok());
  REQUIRE(slot.record(*second, error));
  CHECK(dir.read("tiny.journal.1") == first_journal);
  CHECK(dir.read("tiny.save.1") == first_save);
  const std::string second_journal = dir.read("tiny.journal");

  // A third game: the second becomes .1, the first .2.
  autosaved_game(*title, dir.path(), 3, 4, 3);
  CHECK(dir.read("tiny.journal.1") == second_journal);
  CHECK(dir.read("tiny.journal.2") == first_journal);
  CHECK(dir.read("tiny.save.2") == first_save);
}

TEST_CASE("going on from an older save of the same game keeps the journal that went further") {
  test::TempDir dir("older-save");
  auto title = title_for("tiny");
  autosaved_game(*title, dir.path(), 6, 25, 3);
  const std::string longer = dir.read("tiny.journal");
  // The snapshot (20 actions) opened on its own, as a copy elsewhere would be.
  engine::ErrorList errors;
  auto save = engine::load_save_file(dir / "tiny.save", errors);
  REQUIRE(save);
  engine::ReadContext ctx{"tiny.save", &errors};
  auto older = title->load_match(*save, ctx);
  REQUIRE(older.ok());
  REQUIRE(older.value()->journal_size() == 20);
  engine::Autosave slot(dir.path(), "tiny");
  std::string error;
  REQUIRE(slot.begin(*older.value(), error));
  engine::Rng bots(99, 1);
  REQUIRE(older.value()->apply_bot("random", bots).ok());
  REQUIRE(slot.record(*older.value(), error));
  CHECK(dir.read("tiny.journal.1") == longer);
  CHECK(lines_of(dir.read("tiny.journal")).size() == 22);
}

#ifndef _WIN32
TEST_CASE("temporary files of killed runs are removed at start; others' files and live runs' stay") {
  test::TempDir dir("litter");
  // The id of a process that has ended.
  pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) ::_exit(0);
  int status = 0;
  ::waitpid(child, &status, 0);
  const std::string dead = std::to_string(child);
  const std::string alive = std::to_string(::getppid());
  dir.write("tiny.save.tmp" + dead, "half a save");
  dir.write("tiny.journal.tmp" + dead, "half a journal");
  dir.write("settings.yaml.tmp" + dead, "half the settings");
  dir.write("tiny.save.tmp" + alive, "a running program's");
  dir.write("notes.txt.tmp" + dead, "not ours");
  dir.write("tiny.save.tmpabc", "not a process id");
  auto title = title_for("tiny");
  engine::ErrorList errors;
  engine::ReadContext ctx{"setup", &errors};
  auto match = std::move(title->new_match(YAML::Node(), 3, 1, ctx).value());
  engine::Autosave slot(dir.path(), "tiny");
  std::string error;
  REQUIRE(slot.begin(*match, error));
  CHECK_FALSE(fs::exists(dir / ("tiny.save.tmp" + dead)));
  CHECK_FALSE(fs::exists(dir / ("tiny.journal.tmp" + dead)));
  CHECK_FALSE(fs::exists(dir / ("settings.yaml.tmp" + dead)));
  CHECK(fs::exists(dir / ("tiny.save.tmp" + alive)));
  CHECK(fs::exists(dir / ("notes.txt.tmp" + dead)));
  CHECK(fs::exists(dir / "tiny.save.tmpabc"));
  CHECK_FALSE(fs::exists(dir / "tiny.journal"));  // and the slot itself is not written yet
}
#endif

TEST_CASE("every byte of a save is covered: the snapshot, each action's hash, the final hash") {
  test::TempDir dir("covered");
  auto title = title_for("tiny");
  auto match = autosaved_game(*title, dir.path(), 8, 40, 3);
  std::string error;
  const fs::path file = dir / "game.save";
  REQUIRE(engine::write_save_file(file, match->save_data(), error));
  const std::string text = dir.read("game.save");
  REQUIRE(run_code({"replay", file.string()}) == app::kExitOk);

  auto damaged = [&](const std::string& from, const std::string& to, size_t after = 0) {
    std::string copy = text;
    const size_t at = copy.find(from, after);
    REQUIRE(at != std::string::npos);
    copy.replace(at, from.size(), to);
    dir.write("game.save", copy);
    std::string out, err;
    const int code = run_code({"replay", file.string()}, &out, &err);
    dir.write("game.save", text);
    CHECK(code == app::kExitProblem);
    return err;
  };
  // A hash between the replay's checkpoints (action 3 of 40): earlier builds reported ok.
  const std::string third_hash = engine::hash_text(match->save_data().hashes[2]);
  std::string err = damaged(third_hash, third_hash.substr(0, third_hash.size() - 1) +
                                            (third_hash.back() == '0' ? "1" : "0"));
  CHECK_MESSAGE(err.find("action 3 (") != std::string::npos, err);
  CHECK_MESSAGE(err.find("(line ") != std::string::npos, err);
  // The snapshot: earlier builds never read it.
  const size_t snapshot_at = text.find("\nsnapshot:");
  REQUIRE(snapshot_at != std::string::npos);
  const size_t digit = text.find_first_of("123456789", snapshot_at + 10);
  err = damaged(text.substr(digit, 1), text[digit] == '9' ? "8" : std::string(1, static_cast<char>(text[digit] + 1)), digit);
  CHECK_MESSAGE(err.find("snapshot") != std::string::npos, err);
  CHECK_MESSAGE(err.find("(line ") != std::string::npos, err);
  // The same change in a save without checksums (an earlier build's) is still caught.
  {
    std::string legacy = text.substr(text.find('\n') + 1);
    const size_t at = legacy.find_first_of("123456789", legacy.find("\nsnapshot:") + 10);
    legacy[at] = legacy[at] == '9' ? '8' : static_cast<char>(legacy[at] + 1);
    dir.write("legacy.save", legacy);
    CHECK(run_code({"replay", (dir / "legacy.save").string()}, nullptr, &err) == app::kExitProblem);
    CHECK_MESSAGE(err.find("snapshot") != std::string::npos, err);
  }
  // A comment or white space changes nothing of the game: harmless, and said so.
  std::string spaced = text;
  spaced.insert(spaced.find("\njournal:"), "\n# a note\n");
  dir.write("game.save", spaced);
  std::string out;
  CHECK(run_code({"replay", file.string()}, &out, &err) == app::kExitOk);
  CHECK_MESSAGE(err.find("harmless") != std::string::npos, err);
  dir.write("game.save", text);
}

TEST_CASE("resuming from a snapshot whose final hash is wrong says so and does not rewrite it") {
  test::TempDir dir("final-hash");
  auto title = title_for("tiny");
  auto match = autosaved_game(*title, dir.path(), 14, 20, 3);
  fs::remove(dir / "tiny.journal");
  std::string text = dir.read("tiny.save");
  const std::string hash = engine::hash_text(match->state_hash());
  const size_t at = text.find("state_hash: " + hash);
  REQUIRE(at != std::string::npos);
  text[at + 12 + hash.size() - 1] = text[at + 12 + hash.size() - 1] == '0' ? '1' : '0';
  dir.write("tiny.save", text);
  const FileState before = file_state(dir / "tiny.save");
  engine::Autosave slot(dir.path(), "tiny");
  engine::ErrorList errors;
  std::string note;
  auto resumed = slot.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  CHECK(resumed.value()->state_hash() == match->state_hash());
  CHECK_MESSAGE(note.find("final state hash") != std::string::npos, note);
  std::string error;
  REQUIRE(slot.begin(*resumed.value(), error));
  REQUIRE(slot.write_snapshot(*resumed.value(), error));
  CHECK(file_state(dir / "tiny.save") == before);
}

TEST_CASE("a save file written over another game's keeps that game as file.1; the same game further along replaces it") {
  // "Save a copy" names files by title and action count: two games of the same length collided.
  test::TempDir dir("save-over");
  auto title = title_for("tiny");
  auto first = autosaved_game(*title, dir.path() / "a", 1, 6, 3);
  auto second = autosaved_game(*title, dir.path() / "b", 2, 6, 3);
  std::string error;
  const fs::path file = dir / "tiny-6.save";
  REQUIRE(engine::write_save_file(file, first->save_data(), error));
  const std::string first_text = dir.read("tiny-6.save");
  REQUIRE(engine::write_save_file(file, second->save_data(), error));
  CHECK(dir.read("tiny-6.save.1") == first_text);
  // The second game, further along: nothing of it is lost by replacing, so no copy is made.
  engine::Rng bots(5, 5);
  REQUIRE(second->apply_bot("random", bots).ok());
  REQUIRE(engine::write_save_file(file, second->save_data(), error));
  CHECK(dir.read("tiny-6.save.1") == first_text);
  CHECK_FALSE(fs::exists(dir / "tiny-6.save.2"));
  // Writing the shorter one back over it would lose that move: the longer is kept.
  const std::string longer = dir.read("tiny-6.save");
  REQUIRE(engine::write_save_file(file, first->save_data(), error));
  CHECK(dir.read("tiny-6.save.1") == longer);
  CHECK(dir.read("tiny-6.save.2") == first_text);
}

TEST_CASE("a move after resuming goes into the slot's journal even when the snapshot beside it is another game's") {
  test::TempDir dir("foreign-snapshot");
  auto title = title_for("tiny");
  autosaved_game(*title, dir.path() / "other", 4, 25, 3);
  autosaved_game(*title, dir.path(), 5, 7, 3);
  fs::copy_file(dir.path() / "other" / "tiny.save", dir / "tiny.save", fs::copy_options::overwrite_existing);
  const std::string foreign = dir.read("tiny.save");
  engine::Autosave slot(dir.path(), "tiny");
  engine::ErrorList errors;
  std::string note;
  auto resumed = slot.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  REQUIRE(resumed.value()->journal_size() == 7);
  std::string error;
  REQUIRE(slot.begin(*resumed.value(), error));
  engine::Rng bots(6, 6);
  REQUIRE(resumed.value()->apply_bot("random", bots).ok());
  REQUIRE(slot.record(*resumed.value(), error));
  CHECK(lines_of(dir.read("tiny.journal")).size() == 9);  // the header and 8 actions
  CHECK(dir.read("tiny.save.1") == foreign);
  CHECK_FALSE(fs::exists(dir / "tiny.journal.1"));
}

// A long game's save data (every action and the state as YAML) was most of resuming it: begin()
// made it on the table's thread only to compare it with the files. It is made on a worker now,
// and the first move still finds what the files hold (the same game: the journal is extended).
TEST_CASE("beginning to autosave a resumed game looks at its files off the caller's thread") {
  test::TempDir dir("look-off-thread");
  auto title = title_for("tiny");
  autosaved_game(*title, dir.path(), 7, 25, 3);
  const std::string journal_before = dir.read("tiny.journal");
  engine::Autosave slot(dir.path(), "tiny");
  engine::ErrorList errors;
  std::string note;
  auto resumed = slot.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  REQUIRE(resumed.value()->journal_size() == 25);
  auto calls = std::make_shared<SaveDataCalls>();
  Watched watched(std::move(resumed.value()), calls);
  std::string error;
  REQUIRE(slot.begin(watched, error));
  CHECK(calls->on_caller == 0);  // fails when begin() makes the save data itself
  engine::Rng bots(8, 8);
  REQUIRE(watched.apply_bot("random", bots).ok());
  REQUIRE_MESSAGE(slot.record(watched, error), error);
  CHECK(calls->on_caller == 0);
  CHECK(calls->elsewhere == 1);  // the look, on the worker
  // The journal was extended by one line, not written anew, and nothing was set aside.
  const std::string journal_after = dir.read("tiny.journal");
  CHECK(journal_after.compare(0, journal_before.size(), journal_before) == 0);
  CHECK(lines_of(journal_after).size() == lines_of(journal_before).size() + 1);
  CHECK_FALSE(fs::exists(dir / "tiny.journal.1"));
  CHECK_FALSE(fs::exists(dir / "tiny.save.1"));
}

// Found by killing the window during a hot reload: resuming a game whose content changed since it
// was saved (a designer's edit while the game was closed, or a kill before the reload's autosave
// was written) took the first action whose state differed from its recorded hash for damage, kept
// 311 of a finished game's 1,508 actions and set the journal aside as corrupt. The hashes were
// those of the other rules: the game is now replayed on the content as it is, every action still
// legal, and the note says so.
TEST_CASE("a game resumed after its content changed keeps every action, replayed on the new content") {
  test::TempDir dir("content-changed");
  fs::copy("content/tiny", dir / "tiny", fs::copy_options::recursive);
  auto load = [&] {
    auto title = app::find_title("tiny")->make();
    engine::ErrorList errors;
    REQUIRE_MESSAGE(title->load_content(dir / "tiny", errors), errors.format_all());
    return title;
  };
  const fs::path saves = dir / "saves";
  auto before = load();
  auto played = autosaved_game(*before, saves, 11, 12);
  const size_t actions = played->journal_size();
  REQUIRE(actions >= 6);
  // Every state changes: more seeds to start with.
  std::string rules = dir.read("tiny/harvest.yaml");
  rules.replace(rules.find("starting_seeds: 3"), 17, "starting_seeds: 5");
  dir.write("tiny/harvest.yaml", rules);
  auto after = load();
  REQUIRE(after->fingerprint() != before->fingerprint());

  engine::ErrorList errors;
  std::string note;
  auto resumed = engine::Autosave(saves, "tiny").resume(*after, errors, note);
  REQUIRE_MESSAGE(resumed.ok(), errors.format_all());
  CHECK(resumed.value()->journal_size() == actions);
  CHECK(resumed.value()->state_hash() != played->state_hash());  // the new rules' game
  CHECK(note.find("the content changed since this game was saved") != std::string::npos);
  CHECK_FALSE(fs::exists(saves / "tiny.journal.corrupt"));
  for (size_t i = 0; i < actions; ++i)
    CHECK(engine::dump_yaml(resumed.value()->journal_action_yaml(i)) == engine::dump_yaml(played->journal_action_yaml(i)));

  // The same for a save file loaded to play on; `seasonboard replay` (Verify::recorded) still
  // refuses it, naming the first action the new rules lead elsewhere.
  engine::SaveData save = played->save_data();
  std::string error;
  REQUIRE(engine::write_save_file(dir / "game.save", save, error));
  engine::ErrorList load_errors;
  auto read = engine::load_save_file(dir / "game.save", load_errors);
  REQUIRE(read);
  engine::ReadContext ctx{"game.save", &load_errors};
  auto loaded = after->load_match(*read, ctx, engine::AnyTitle::Verify::playable);
  REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? std::string() : loaded.error().message));
  CHECK(loaded.value()->journal_size() == actions);
  CHECK(loaded.value()->state_hash() == resumed.value()->state_hash());
  CHECK_FALSE(after->load_match(*read, ctx).ok());

  // A line whose checksum fails has nothing to vouch for it once the hashes are of other rules:
  // the game stops before it, and the journal is kept.
  std::string journal = dir.read("saves/tiny.journal");
  const size_t third = [&] {
    size_t at = 0;
    for (int line = 0; line < 4; ++line) at = journal.find('\n', at) + 1;
    return at;
  }();
  const size_t digit = journal.find("0x", third) + 5;
  journal[digit] = journal[digit] == '1' ? '2' : '1';  // the 3rd action's recorded hash, changed
  dir.write("saves/tiny.journal", journal);
  auto damaged = engine::Autosave(saves, "tiny").resume(*after, errors, note);
  REQUIRE(damaged.ok());
  CHECK(damaged.value()->journal_size() < actions);
  CHECK(fs::exists(saves / "tiny.journal.corrupt"));
}
