#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

#include "app/cli_run.h"
#include "app/temp_dir.h"
#include "engine/save/atomic_file.h"
#include "engine/save/autosave.h"
#include "engine/save/any_match.h"
#include "engine/save/save_text.h"
#include "game/app/cli/titles.h"
#include "game/tiny/rules/tiny.h"

using namespace sb;

namespace {
std::unique_ptr<engine::AnyTitle> tiny_title() {
  auto title = app::find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE_MESSAGE(title->load_content("content/tiny", errors), errors.format_all());
  return title;
}
std::unique_ptr<engine::AnyMatch> played(engine::AnyTitle& title, uint64_t seed, int moves) {
  engine::ErrorList errors;
  engine::ReadContext ctx{"setup", &errors};
  auto match = title.new_match(YAML::Node(), 3, seed, ctx);
  REQUIRE(match.ok());
  engine::Rng bots(seed, 3);
  for (int i = 0; i < moves && !match.value()->prompt().game_over; ++i) REQUIRE(match.value()->apply_bot("random", bots).ok());
  return std::move(match.value());
}
}  // namespace

TEST_CASE("a save round-trips through text and replays to the same hash") {
  auto title = tiny_title();
  auto match = played(*title, 17, 20);
  engine::SaveData save = match->save_data();
  CHECK(save.actions.size() == 20);
  CHECK(save.hashes.back() == match->state_hash());
  engine::ErrorList errors;
  auto back = engine::save_from_text(engine::save_to_text(save), "round.save", errors);
  REQUIRE_MESSAGE(back.has_value(), errors.format_all());
  engine::ReadContext ctx{"round.save", &errors};
  auto loaded = title->load_match(*back, ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  CHECK(loaded.value()->state_hash() == match->state_hash());
  CHECK(engine::dump_yaml(loaded.value()->state_yaml()) == engine::dump_yaml(match->state_yaml()));
}

TEST_CASE("a tampered journal names the first diverging action") {
  auto title = tiny_title();
  auto match = played(*title, 3, 12);
  engine::SaveData save = match->save_data();
  // From action 5 on, no state is what was recorded (as when the rules changed under the save).
  for (size_t i = 4; i < save.hashes.size(); ++i) save.hashes[i] ^= 1;
  engine::ErrorList errors;
  engine::ReadContext ctx{"tampered.save", &errors};
  auto loaded = title->load_match(save, ctx);
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.error().code == "hash_mismatch");
  CHECK(loaded.error().message.rfind("action 5 (", 0) == 0);
  save = match->save_data();
  save.actions[2]["seat"] = 3;  // seat 4 does not exist in a 3-seat game: illegal
  loaded = title->load_match(save, ctx);
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.error().code == "replay_diverged");
  CHECK(loaded.error().message.rfind("action 3 (", 0) == 0);
}

TEST_CASE("resume-speed loading checks the final hash and still names a diverging action") {
  auto title = tiny_title();
  auto match = played(*title, 5, 12);
  engine::SaveData save = match->save_data();
  engine::ErrorList errors;
  engine::ReadContext ctx{"resume.save", &errors};
  using engine::AnyTitle;
  auto fast = title->load_match(save, ctx, AnyTitle::Verify::final_state);
  REQUIRE_MESSAGE(fast.ok(), fast.error().message);
  CHECK(fast.value()->state_hash() == match->state_hash());
  // The recorded chain is reused: a later save carries the same hashes.
  CHECK(fast.value()->save_data().hashes == save.hashes);
  // A game whose end differs (here: the last action's outcome tampered) falls back to checking
  // every action and names the first one that led elsewhere.
  save.hashes[7] ^= 1;
  save.hashes.back() ^= 1;
  auto tampered = title->load_match(save, ctx, AnyTitle::Verify::final_state);
  REQUIRE_FALSE(tampered.ok());
  CHECK(tampered.error().code == "hash_mismatch");
  CHECK(tampered.error().message.rfind("action 8 (", 0) == 0);
}

TEST_CASE("saves reuse the hashes the autosave already computed, and forget undone ones") {
  auto title = tiny_title();
  auto match = played(*title, 9, 6);
  const engine::SaveData before = match->save_data();
  REQUIRE(match->undo_any());
  engine::SaveData after = match->save_data();
  REQUIRE(after.hashes.size() == before.hashes.size() - 1);
  CHECK(std::equal(after.hashes.begin(), after.hashes.end(), before.hashes.begin()));
  CHECK(after.hashes.back() == match->state_hash());
}

TEST_CASE("corrupt saves get clear messages with positions") {
  engine::ErrorList errors;
  CHECK_FALSE(engine::save_from_text("format_version: 2\ntitle: tiny\nseed: x\n", "bad.save", errors));
  std::string text = errors.format_all();
  CHECK(text.find("bad.save:3:7: seed: expected an integer") != std::string::npos);
  CHECK(text.find("bad.save:1:1: setup: missing required field") != std::string::npos);
  errors.clear();
  CHECK_FALSE(engine::save_from_text("format_version: 99\ntitle: tiny\nseed: 1\nsetup: {}\njournal: []\nstate_hash: 0x1\n",
                                     "new.save", errors));
  CHECK(errors.format_all().find("written by a newer Seasonboard") != std::string::npos);
  errors.clear();
  CHECK_FALSE(engine::save_from_text("format_version: 1\ntitle: tiny\nseed: 1\nsetup: {}\njournal: []\nstate_hash: 0x1\n",
                                     "old.save", errors));
  CHECK(errors.format_all().find("old.save:1:17: format_version: this save was written by an earlier development build") ==
        0);
  errors.clear();
  CHECK_FALSE(engine::save_from_text("title: [unterminated\n", "torn.save", errors));
  CHECK(errors.format_all().rfind("torn.save:", 0) == 0);
}

namespace {
// Tiny Harvest with another state hash, as when a title changes its Title::state_hash.
struct RehashedTiny : tiny::Title {
  static uint64_t state_hash(const State& s) { return engine::hash_fields(s); }
};
}  // namespace

TEST_CASE("format 2 files verify with the hash they recorded whatever the title hashes now, and go on in format 3") {
  engine::TitleAdapter<RehashedTiny> title;
  engine::ErrorList errors;
  REQUIRE_MESSAGE(title.load_content("content/tiny", errors), errors.format_all());
  auto old = engine::load_save_file("tests/app/saves/format-2/tiny.save", errors);
  REQUIRE_MESSAGE(old, errors.format_all());
  REQUIRE(old->format_version == 2);
  engine::ReadContext ctx{"tiny.save", &errors};
  auto loaded = title.load_match(*old, ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  REQUIRE(loaded.value()->journal_size() == 4);
  // Saved again, it is format 3 with the title's hashes, not the old chain.
  engine::SaveData again = loaded.value()->save_data();
  CHECK(again.format_version == 3);
  CHECK(again.hashes.back() == loaded.value()->state_hash());
  CHECK(again.hashes.back() != old->hashes.back());
  CHECK(title.load_match(again, ctx).ok());
  // The same chain read as format 3 is another kind of hash: refused at its first action.
  engine::SaveData relabelled = *old;
  relabelled.format_version = 3;
  auto refused = title.load_match(relabelled, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().message.rfind("action 1 (", 0) == 0);

  // An autosave of format 2 resumes; the next move rewrites its journal in format 3 without keeping
  // the old one as another game's.
  test::TempDir dir("format2-autosave");
  std::filesystem::copy("tests/app/saves/format-2/autosave", dir.path());
  engine::Autosave autosave(dir.path(), "tiny");
  std::string note;
  auto resumed = autosave.resume(title, errors, note);
  REQUIRE_MESSAGE(resumed.ok(), resumed.error().message);
  CHECK(note.empty());
  std::string error;
  REQUIRE(autosave.begin(*resumed.value(), error));
  REQUIRE(resumed.value()->apply_legal(0).ok());
  REQUIRE_MESSAGE(autosave.record(*resumed.value(), error), error);
  CHECK(dir.read("tiny.journal").find("format_version: 3") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir / "tiny.journal.1"));
  CHECK_FALSE(std::filesystem::exists(dir / "tiny.save.1"));
  auto next = autosave.resume(title, errors, note);
  REQUIRE_MESSAGE(next.ok(), next.error().message);
  CHECK(next.value()->journal_size() == 5);
  CHECK(next.value()->state_hash() == resumed.value()->state_hash());
}

namespace {
// Tiny Harvest whose writer has changed shape since format 2 (as a derived writer leaves a default
// out): no weather card (-1) is not written. Its reader still takes the old shape.
struct ReshapedTiny : tiny::Title {
  static YAML::Node state_to_yaml(const State& s) {
    YAML::Node n = tiny::Title::state_to_yaml(s);
    if (s.weather_card < 0) n.remove("weather_card");
    return n;
  }
  static std::optional<State> state_from_yaml(const YAML::Node& node, const Content& c, const engine::ReadContext& ctx) {
    YAML::Node full = YAML::Clone(node);
    if (full.IsMap() && !full["weather_card"]) full["weather_card"] = -1;
    return tiny::Title::state_from_yaml(full, c, ctx);
  }
};
}  // namespace

TEST_CASE("format 2 files load when today's writer makes another tree: the replay is checked by the snapshot") {
  engine::TitleAdapter<ReshapedTiny> title;
  engine::ErrorList errors;
  REQUIRE_MESSAGE(title.load_content("content/tiny", errors), errors.format_all());
  auto old = engine::load_save_file("tests/app/saves/format-2/tiny.save", errors);
  REQUIRE_MESSAGE(old, errors.format_all());
  REQUIRE(old->format_version == 2);
  // The recorded chain hashed the old tree, which this writer no longer makes.
  engine::ReadContext ctx{"tiny.save", &errors};
  auto snapshot = ReshapedTiny::state_from_yaml(old->snapshot, *title.content(), ctx);
  REQUIRE(snapshot);
  REQUIRE(engine::legacy_state_hash<ReshapedTiny>(*snapshot) != old->state_hash);
  auto loaded = title.load_match(*old, ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  CHECK(loaded.value()->journal_size() == 4);
  auto plain = tiny_title()->load_match(*old, ctx);
  REQUIRE(plain.ok());
  CHECK(loaded.value()->state_hash() == plain.value()->state_hash());

  // A file whose snapshot (and its final hash, made to agree) is not where the journal leads.
  engine::SaveData elsewhere = *old;
  elsewhere.snapshot = YAML::Clone(old->snapshot);
  REQUIRE(elsewhere.snapshot["seeds"][1].as<int>() == 3);
  elsewhere.snapshot["seeds"][1] = 2;
  elsewhere.state_hash = engine::hash_yaml(elsewhere.snapshot);
  auto refused = title.load_match(elsewhere, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "hash_mismatch");
  CHECK_MESSAGE(refused.error().message.find("seeds[1]: 2 → 3") != std::string::npos, refused.error().message);
  // The same snapshot with the file's own final hash: the snapshot is not what the hash was taken of.
  elsewhere.state_hash = old->state_hash;
  refused = title.load_match(elsewhere, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK_MESSAGE(refused.error().code == "snapshot_damaged", refused.error().message);

  // Without a snapshot (an autosave's journal) the first recorded hash is not today's: the game is
  // checked by its rules alone, and resumes.
  engine::SaveData journal_only = *old;
  journal_only.snapshot = YAML::Node();
  auto replayed = title.load_match(journal_only, ctx);
  REQUIRE_MESSAGE(replayed.ok(), replayed.error().message);
  CHECK(replayed.value()->state_hash() == plain.value()->state_hash());
  test::TempDir dir("format2-reshaped-autosave");
  std::filesystem::copy("tests/app/saves/format-2/autosave", dir.path());
  engine::Autosave autosave(dir.path(), "tiny");
  std::string note;
  auto resumed = autosave.resume(title, errors, note);
  REQUIRE_MESSAGE(resumed.ok(), resumed.error().message);
  CHECK(resumed.value()->journal_size() == 4);
  CHECK(resumed.value()->state_hash() == plain.value()->state_hash());
}

TEST_CASE("an atomic write interrupted mid-way leaves the old file intact") {
  test::TempDir dir("atomic");
  std::string error;
  REQUIRE(engine::atomic_write_file(dir / "game.save", "old contents\n", error));
  engine::set_atomic_write_crash_after(5);
  CHECK_FALSE(engine::atomic_write_file(dir / "game.save", "new contents that never fully land\n", error));
  engine::set_atomic_write_crash_after(-1);
  CHECK(dir.read("game.save") == "old contents\n");
  REQUIRE(engine::atomic_write_file(dir / "game.save", "new\n", error));
  CHECK(dir.read("game.save") == "new\n");
}

TEST_CASE("autosave resumes from the journal, drops a torn last line, falls back to the snapshot") {
  auto title = tiny_title();
  test::TempDir dir("autosave");
  auto match = played(*title, 8, 0);
  engine::Autosave autosave(dir.path(), "tiny", 5);
  std::string error;
  REQUIRE(autosave.begin(*match, error));
  engine::Rng bots(8, 3);
  for (int i = 0; i < 9; ++i) {
    REQUIRE(match->apply_bot("random", bots).ok());
    REQUIRE(autosave.record(*match, error));
  }
  engine::ErrorList errors;
  std::string note;
  auto resumed = autosave.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  CHECK(note.empty());
  CHECK(resumed.value()->state_hash() == match->state_hash());

  // A crash mid-append leaves a line without its newline: it is dropped.
  std::string journal = dir.read("tiny.journal");
  dir.write("tiny.journal", journal + "{action: {do: pla");
  resumed = autosave.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  CHECK(note == "dropped a half-written last action");
  CHECK(resumed.value()->journal_size() == 9);

  // A journal damaged in the middle: every intact line before the damage, and the last good
  // snapshot (written every 5 actions) where it covers the gap. (Earlier builds dropped the whole
  // journal for the snapshot: "journal unreadable; resumed from the last snapshot".)
  dir.write("tiny.journal", journal.substr(0, journal.size() / 2) + "\n}}}garbage\n");
  errors.clear();
  resumed = autosave.resume(*title, errors, note);
  REQUIRE(resumed.ok());
  CHECK_MESSAGE(note.find("of tiny.journal is damaged") != std::string::npos, note);
  CHECK_MESSAGE(note.find("recovered 5 of 5 actions") != std::string::npos, note);
  CHECK(resumed.value()->journal_size() == 5);
  CHECK_FALSE(errors.empty());
}

TEST_CASE("designer rewind keeps the first N actions in one replay") {
  auto title = tiny_title();
  auto match = played(*title, 21, 10);
  auto shorter = played(*title, 21, 4);  // the same seed and bots: the same first four actions
  REQUIRE(match->journal_size() == 10);
  CHECK(match->rewind_to(4));
  CHECK(match->journal_size() == 4);
  CHECK(match->state_hash() == shorter->state_hash());
  CHECK_FALSE(match->rewind_to(4));  // nothing left to drop
  CHECK(match->rewind_to(0));
  CHECK(match->journal_size() == 0);
}

namespace {
// Tiny Harvest, counting the states it hashes: with its own state_hash (format 3), and through its
// YAML, as format 2's hash does.
struct CountingTiny : tiny::Title {
  static inline int hashed = 0;
  static inline int yaml_written = 0;
  static uint64_t state_hash(const State& s) {
    ++hashed;
    return tiny::Title::state_hash(s);
  }
  static YAML::Node state_to_yaml(const State& s) {
    ++yaml_written;
    return tiny::Title::state_to_yaml(s);
  }
};

// Tiny Harvest over 40 rounds instead of 3: a game of several hundred actions.
void write_long_tiny(const test::TempDir& dir) {
  std::filesystem::copy("content/tiny", dir.path());
  std::string calendar = dir.read("calendar.yaml");
  REQUIRE(calendar.find("periods: 3\n") != std::string::npos);
  dir.write("calendar.yaml", calendar.replace(calendar.find("periods: 3\n"), 11, "periods: 40\n"));
}

// `save` as format 2 wrote it: the same game, each hash the tree hash of the State's YAML.
engine::SaveData as_format_2(const engine::SaveData& save, const engine::AnyMatch& game) {
  const auto& match = dynamic_cast<const engine::MatchAdapter<CountingTiny>&>(game).match();
  engine::SaveData old = save;
  old.format_version = 2;
  old.hashes.clear();
  tiny::State state = match.initial_state();
  for (const auto& entry : match.journal()) {
    REQUIRE(tiny::Title::apply(state, match.content(), entry.action).ok());
    old.hashes.push_back(engine::legacy_state_hash<tiny::Title>(state));
  }
  old.state_hash = old.hashes.back();
  return old;
}
}  // namespace

TEST_CASE("a format 2 replay hashes a few evenly spaced states, and a divergence between them is still named exactly") {
  test::TempDir dir("long-tiny");
  write_long_tiny(dir);
  engine::TitleAdapter<CountingTiny> title;
  engine::ErrorList errors;
  REQUIRE_MESSAGE(title.load_content(dir.path(), errors), errors.format_all());
  auto match = played(title, 11, 100000);
  const engine::SaveData save = as_format_2(match->save_data(), *match);
  const size_t n = save.actions.size();
  REQUIRE(n > 4 * engine::AnyTitle::kReplayCheckpoints);  // long enough that not every state is hashed
  engine::ReadContext ctx{"long.save", &errors};
  CountingTiny::hashed = CountingTiny::yaml_written = 0;
  auto loaded = title.load_match(save, ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  CHECK(CountingTiny::yaml_written <= static_cast<int>(engine::AnyTitle::kReplayCheckpoints) + 1);
  CHECK(CountingTiny::yaml_written >= static_cast<int>(engine::AnyTitle::kReplayCheckpoints));
  CHECK(CountingTiny::hashed == 0);  // format 2 is verified without the title's own hash
  CHECK(loaded.value()->save_data().hashes == match->save_data().hashes);  // saved again: format 3's
  // Every state from action k+1 on differs (new rules under an old save), k between checkpoints.
  const size_t stride = (n + engine::AnyTitle::kReplayCheckpoints - 1) / engine::AnyTitle::kReplayCheckpoints;
  for (size_t k : {size_t{0}, stride / 2, 3 * stride + 1, n - 1}) {
    engine::SaveData diverged = save;
    for (size_t i = k; i < n; ++i) diverged.hashes[i] ^= 1;
    CountingTiny::yaml_written = 0;
    auto bad = title.load_match(diverged, ctx);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().code == "hash_mismatch");
    CHECK_MESSAGE(bad.error().message.rfind("action " + std::to_string(k + 1) + " (", 0) == 0, bad.error().message);
    // The stretch before the first differing checkpoint is hashed again, not the whole game.
    CHECK(CountingTiny::yaml_written <= static_cast<int>(engine::AnyTitle::kReplayCheckpoints + stride) + 1);
  }
}

TEST_CASE("a format 3 replay compares every action's hash and names the first that differs as it reaches it") {
  test::TempDir dir("long-tiny-3");
  write_long_tiny(dir);
  engine::TitleAdapter<CountingTiny> title;
  engine::ErrorList errors;
  REQUIRE_MESSAGE(title.load_content(dir.path(), errors), errors.format_all());
  auto match = played(title, 11, 100000);
  const engine::SaveData save = match->save_data();
  REQUIRE(save.format_version == 3);
  const size_t n = save.actions.size();
  engine::ReadContext ctx{"long.save", &errors};
  CountingTiny::hashed = CountingTiny::yaml_written = 0;
  auto loaded = title.load_match(save, ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  CHECK(CountingTiny::hashed == static_cast<int>(n));  // each state once; the final hash is the last one's
  CHECK(CountingTiny::yaml_written == 0);
  CHECK(loaded.value()->save_data().hashes == save.hashes);  // the recorded chain is kept
  // One recorded hash changed, anywhere: checkpoints would have missed most of these.
  for (size_t k : {size_t{0}, n / 3, n / 2 + 1, n - 2}) {
    engine::SaveData changed = save;
    changed.hashes[k] ^= 1;
    CountingTiny::hashed = 0;
    auto bad = title.load_match(changed, ctx);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().code == "hash_mismatch");
    CHECK_MESSAGE(bad.error().message.rfind("action " + std::to_string(k + 1) + " (", 0) == 0, bad.error().message);
    // Found as the replay reached it: no state hashed twice, none after it.
    CHECK(CountingTiny::hashed == static_cast<int>(k + 1));
    // The rest of the game replays to the snapshot: the hash, not the game, is what changed.
    CHECK_MESSAGE(bad.error().message.find("; replayed to its end, the game is the saved snapshot: only the recorded hashes differ") !=
                      std::string::npos,
                  bad.error().message);
  }
}

TEST_CASE("a save replayed on other rules names the first action that led elsewhere and how the game's end differs, field by field") {
  auto title = tiny_title();
  auto match = played(*title, 12, 100000);
  REQUIRE(match->prompt().game_over);
  const engine::SaveData save = match->save_data();
  // The same cards, every multiplier changed: the first reap scores differently.
  test::TempDir dir("other-rules");
  std::filesystem::copy("content/tiny", dir.path());
  dir.write("harvest.yaml",
            "starting_seeds: 3\nmax_plants: 4\nweather:\n"
            "  - {id: drought, name: Drought, multiplier: 1, copies: 1}\n"
            "  - {id: fair, name: Fair skies, multiplier: 3, copies: 3}\n"
            "  - {id: rain, name: Soft rain, multiplier: 5, copies: 2}\n");
  engine::TitleAdapter<CountingTiny> other;
  engine::ErrorList errors;
  REQUIRE_MESSAGE(other.load_content(dir.path(), errors), errors.format_all());
  // The first action after which the game on the other rules is not the saved one.
  engine::ReadContext ctx{"other.save", &errors};
  auto step = other.new_match(save.setup, 0, save.seed, ctx);
  REQUIRE(step.ok());
  size_t first = save.actions.size();
  for (size_t i = 0; i < save.actions.size(); ++i) {
    REQUIRE(step.value()->apply_yaml(save.actions[i], ctx).ok());
    if (first == save.actions.size() && step.value()->state_hash() != save.hashes[i]) first = i;
  }
  REQUIRE(first < save.actions.size());
  const auto scores = match->state_yaml()["score"].as<std::vector<int>>();
  const auto replayed_scores = step.value()->state_yaml()["score"].as<std::vector<int>>();
  REQUIRE(scores != replayed_scores);

  CountingTiny::hashed = 0;
  auto refused = other.load_match(save, ctx);
  REQUIRE_FALSE(refused.ok());
  const std::string message = refused.error().message;
  CHECK(refused.error().code == "hash_mismatch");
  CHECK_MESSAGE(message.rfind("action " + std::to_string(first + 1) + " (" + match->journal_describe(first) + ") led to a different state", 0) == 0,
                message);
  CHECK(CountingTiny::hashed == static_cast<int>(first + 1));
  CHECK_MESSAGE(message.find("; replayed to its end, the game differs from the saved snapshot in ") != std::string::npos, message);
  for (size_t seat = 0; seat < scores.size(); ++seat)
    if (scores[seat] != replayed_scores[seat])
      CHECK_MESSAGE((message + "\n").find("\n  score[" + std::to_string(seat) + "]: " + std::to_string(scores[seat]) + " \u2192 " +
                                            std::to_string(replayed_scores[seat]) + "\n") != std::string::npos,
                    message);
}

TEST_CASE("replay refuses a format 3 save with one action's recorded hash changed, naming that action and its line") {
  auto title = tiny_title();
  auto match = played(*title, 6, 30);
  REQUIRE(match->journal_size() > 17);
  test::TempDir dir("one-hash");
  std::string error;
  REQUIRE(engine::write_save_file(dir / "game.save", match->save_data(), error));
  std::string text = dir.read("game.save");
  // The 17th journal entry's hash, one digit changed.
  size_t at = 0;
  for (int entry = 0; entry < 17; ++entry) at = text.find("  - {action:", at + 1);
  REQUIRE(at != std::string::npos);
  const size_t digit = text.find("hash: 0x", at) + 8;
  text[digit] = text[digit] == '0' ? '1' : '0';
  dir.write("game.save", text);
  const int line = static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n')) + 1;
  test::CliRun replay = test::run_cli({"replay", (dir / "game.save").string()});
  CHECK(replay.code == 1);
  CHECK_MESSAGE(replay.err.find((dir / "game.save").string() + ": action 17 (" + match->journal_describe(16) +
                                ") led to a different state than when it was saved") != std::string::npos,
                replay.err);
  CHECK_MESSAGE(replay.err.find("(line " + std::to_string(line) + "); replayed to its end, the game is the saved snapshot") !=
                    std::string::npos,
                replay.err);
}

TEST_CASE("replay --hash-bench weighs the state hash against an action, and the replay against a content reload") {
  auto title = tiny_title();
  auto match = played(*title, 7, 100000);
  test::TempDir dir("hash-bench");
  std::string error;
  REQUIRE(engine::write_save_file(dir / "game.save", match->save_data(), error));
  test::CliRun bench = test::run_cli({"replay", (dir / "game.save").string(), "--hash-bench", "2"});
  REQUIRE_MESSAGE(bench.code == 0, bench.err);
  CHECK_MESSAGE(bench.out.rfind("state hash: median ", 0) == 0, bench.out);
  CHECK(bench.out.find(" us (a replay of " + std::to_string(match->journal_size()) + " actions); a hash costs ") != std::string::npos);
  CHECK(bench.out.find("\nreplay (format 3, every action's hash compared): median ") != std::string::npos);
  CHECK(bench.out.find(" ms; replay / reload ") != std::string::npos);
  CHECK(bench.out.find(" (medians of 2 runs)\n" + (dir / "game.save").string() + ": ok: tiny, ") != std::string::npos);
  CHECK(test::run_cli({"replay", (dir / "game.save").string(), "--hash-bench", "0"}).code == 2);
  // A format 2 save says how it was checked: its few actions at the checkpoints (every one of
  // Tiny Harvest's four), some of a longer game's, or by its snapshot where the recorded hashes are
  // an earlier writer's (it used to say "4 of the recorded hashes compared" for all of them).
  test::CliRun old = test::run_cli({"replay", "tests/app/saves/format-2/tiny.save", "--hash-bench", "1"});
  REQUIRE_MESSAGE(old.code == 0, old.err);
  CHECK_MESSAGE(old.out.find("\nreplay (format 2, every action's hash compared): median ") != std::string::npos, old.out);
  test::CliRun longer = test::run_cli({"replay", "tests/winter_quarters_view/mid_game.save", "--hash-bench", "1"});
  REQUIRE_MESSAGE(longer.code == 0, longer.err);
  CHECK_MESSAGE(longer.out.find(" of the recorded hashes compared): median ") != std::string::npos, longer.out);
  test::CliRun by_snapshot = test::run_cli({"replay", "tests/six_winters_view/mid_session.save", "--hash-bench", "1"});
  REQUIRE_MESSAGE(by_snapshot.code == 0, by_snapshot.err);
  CHECK_MESSAGE(by_snapshot.out.find("\nreplay (format 2, checked by its snapshot: the recorded hashes are an earlier writer's): median ") !=
                    std::string::npos,
                by_snapshot.out);
}

namespace {
// A Mighty Kingdoms game long enough that its hashes are compared on a second thread
// (TitleAdapter::kPipelinedFrom is 64).
struct LongGame {
  std::unique_ptr<engine::AnyTitle> title;
  std::unique_ptr<engine::AnyMatch> match;
};
LongGame long_game(int moves) {
  LongGame out;
  out.title = app::find_title("mighty-kingdoms")->make();
  engine::ErrorList errors;
  REQUIRE_MESSAGE(out.title->load_content(std::string("content/") + out.title->content_dir(), errors), errors.format_all());
  engine::ReadContext ctx{"setup", &errors};
  auto match = out.title->new_match(YAML::Node(), 3, 5, ctx);
  REQUIRE(match.ok());
  engine::Rng bots(5, 3);
  for (int i = 0; i < moves && !match.value()->prompt().game_over; ++i) REQUIRE(match.value()->apply_bot("random", bots).ok());
  out.match = std::move(match.value());
  REQUIRE(out.match->journal_size() >= 200);
  return out;
}
}  // namespace

TEST_CASE("a long game's hashes, compared on a second thread, still name the first diverging action") {
  LongGame game = long_game(240);
  const engine::SaveData clean = game.match->save_data();
  engine::ErrorList errors;
  engine::ReadContext ctx{"long.save", &errors};
  auto loaded = game.title->load_longest(clean, ctx, engine::AnyTitle::Verify::recorded);
  REQUIRE_FALSE(loaded.problem);
  CHECK(loaded.hashes_compared == clean.actions.size());
  for (size_t first : {size_t{0}, size_t{63}, size_t{150}, clean.actions.size() - 1}) {
    CAPTURE(first);
    // From `first` on no state is the recorded one (as when the rules changed under the save), or
    // only `first`'s is not.
    for (bool all_after : {true, false}) {
      engine::SaveData save = clean;
      for (size_t i = first; i < (all_after ? save.hashes.size() : first + 1); ++i) save.hashes[i] ^= 1;
      auto kept = game.title->load_longest(save, ctx, engine::AnyTitle::Verify::recorded);
      REQUIRE(kept.problem);
      CHECK(kept.problem->code == "hash_mismatch");
      CHECK_MESSAGE(kept.problem->message.rfind("action " + std::to_string(first + 1) + " (" + game.match->journal_describe(first) +
                                                    ") led to a different state",
                                                0) == 0,
                    kept.problem->message);
      CHECK(kept.kept == first);
      REQUIRE(kept.match);
      CHECK(kept.match->journal_size() == first);
    }
  }
  // A state that differs before an action that no longer reads: the state is named, as the replay
  // reached it first.
  engine::SaveData save = clean;
  save.hashes[80] ^= 1;
  save.actions[120] = YAML::Load("{kind: fly}");
  auto kept = game.title->load_longest(save, ctx, engine::AnyTitle::Verify::recorded);
  REQUIRE(kept.problem);
  CHECK(kept.problem->code == "hash_mismatch");
  CHECK_MESSAGE(kept.problem->message.rfind("action 81 (", 0) == 0, kept.problem->message);
  // With every hash before it right, the action that does not read is what stops the replay.
  save.hashes[80] ^= 1;
  errors = engine::ErrorList();
  kept = game.title->load_longest(save, ctx, engine::AnyTitle::Verify::recorded);
  REQUIRE(kept.problem);
  CHECK(kept.problem->code == "bad_action");
  CHECK(kept.kept == 120);
}

TEST_CASE("a save's repeated action lines are known as such, and one replaced since is read again") {
  LongGame game = long_game(240);
  test::TempDir dir("same-action");
  std::string error;
  REQUIRE(engine::write_save_file(dir / "long.save", game.match->save_data(), error));
  engine::ErrorList errors;
  auto save = engine::load_save_file(dir / "long.save", errors);
  REQUIRE_MESSAGE(save, errors.format_all());
  REQUIRE(save->same_action.size() == save->actions.size());
  size_t twin = 0;  // the last action whose line repeats an earlier one's
  size_t repeats = 0;
  for (size_t i = 0; i < save->actions.size(); ++i) {
    const size_t same = save->same_action[i];
    REQUIRE(same <= i);
    CHECK(engine::dump_yaml_flow(save->actions[same]) == engine::dump_yaml_flow(save->actions[i]));
    if (same == i) continue;
    CHECK(engine::same_tree(save->actions[i], save->actions[same]));
    CHECK_FALSE(save->actions[i].is(save->actions[same]));  // each its own node: editing one leaves the other
    ++repeats;
    twin = i;
  }
  REQUIRE(repeats > 10);
  engine::ReadContext ctx{"long.save", &errors};
  auto loaded = game.title->load_match(*save, ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  CHECK(loaded.value()->state_hash() == game.match->state_hash());
  // The replaced action is read as it is now, not as the earlier line it repeated.
  save->actions[twin] = YAML::Load("{kind: fly}");
  CHECK(engine::dump_yaml_flow(save->actions[save->same_action[twin]]) != "{kind: fly}");
  auto refused = game.title->load_longest(*save, ctx, engine::AnyTitle::Verify::recorded);
  REQUIRE(refused.problem);
  CHECK(refused.problem->code == "bad_action");
  CHECK_MESSAGE(refused.kept == twin, refused.problem->message);
  // An autosave journal's repeated lines too.
  engine::SaveData header = game.match->save_data();
  engine::JournalWriter writer;
  REQUIRE(writer.begin(dir / "long.journal", header, error));
  writer.close();
  engine::JournalRead read = engine::read_journal_lines(dir / "long.journal", errors);
  REQUIRE(read.data);
  REQUIRE(read.data->same_action.size() == read.data->actions.size());
  CHECK(read.data->same_action == save->same_action);
}

namespace {
// `text` (a save as the writer makes it) with `from` replaced by `to` once, and its checksum line
// made again, so the file counts as intact and is read lean.
std::string edited_intact(const std::string& text, const std::string& from, const std::string& to) {
  std::string body = text.substr(text.find('\n') + 1);
  const size_t at = body.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  body.replace(at, from.size(), to);
  char digits[17];
  std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(engine::fnv1a64(body)));
  return std::string("# Seasonboard save (checksum ") + digits + ")\n" + body;
}
}  // namespace

TEST_CASE("a long game's snapshot, read while the replay runs, is checked as the exact reading checks it") {
  LongGame game = long_game(240);
  test::TempDir dir("early-snapshot");
  std::string error;
  REQUIRE(engine::write_save_file(dir / "long.save", game.match->save_data(), error));
  const std::string text = dir.read("long.save");
  // Both readings of one file: their replays must say the same.
  auto both = [&](const std::string& edited) {
    dir.write("edited.save", edited);
    engine::ErrorList errors;
    auto lean = engine::load_save_file(dir / "edited.save", errors);
    auto exact = engine::load_save_file_exact(dir / "edited.save", errors);
    REQUIRE_MESSAGE(lean, errors.format_all());
    REQUIRE(exact);
    CHECK(lean->integrity == engine::Integrity::intact);
    CHECK_FALSE(lean->same_action.empty());  // read lean: the snapshot is read beside the replay
    engine::ReadContext ctx{"edited.save", &errors};
    auto a = game.title->load_longest(*lean, ctx, engine::AnyTitle::Verify::recorded);
    auto b = game.title->load_longest(*exact, ctx, engine::AnyTitle::Verify::recorded);
    REQUIRE(a.problem);
    REQUIRE(b.problem);
    CHECK(a.problem->code == b.problem->code);
    CHECK(a.problem->message == b.problem->message);
    CHECK(a.kept == b.kept);
    return a.problem->message;
  };
  // A value of the snapshot that is not the game's.
  const size_t at = text.find("\n  next_token_id: ");
  REQUIRE(at != std::string::npos);
  const std::string line = text.substr(at, text.find('\n', at + 1) - at);
  const std::string message = both(edited_intact(text, line, line + "0"));
  CHECK_MESSAGE(message.rfind("the snapshot differs from the replayed game (line ", 0) == 0, message);
  CHECK_MESSAGE(message.find("next_token_id") != std::string::npos, message);
  // A snapshot that does not read: named by its line and column.
  const std::string unreadable = both(edited_intact(text, line, "\n  next_token_id: [1, 2]"));
  CHECK_MESSAGE(unreadable.rfind("the snapshot is damaged: edited.save:", 0) == 0, unreadable);
  // A recorded hash that differs, with the snapshot read meanwhile: the replay to the end is
  // compared with it.
  engine::SaveData save = game.match->save_data();
  const std::string recorded = engine::hash_text(save.hashes[150]);
  const std::string diverged = both(edited_intact(text, "hash: " + recorded + "}", "hash: " + engine::hash_text(save.hashes[150] ^ 1) + "}"));
  CHECK_MESSAGE(diverged.rfind("action 151 (", 0) == 0, diverged);
  CHECK_MESSAGE(diverged.find("replayed to its end, the game is the saved snapshot") != std::string::npos, diverged);
}

namespace {
// A state whose "hash" is given, taking `delay` to compute.
struct GivenHash final : engine::HashCheck::Job {
  GivenHash(uint64_t v, std::chrono::microseconds d) : value(v), delay(d) {}
  uint64_t hash() const override {
    if (delay.count() > 0) std::this_thread::sleep_for(delay);
    return value;
  }
  uint64_t value;
  std::chrono::microseconds delay;
};
}  // namespace

TEST_CASE("HashCheck names the first state that differs, whichever thread hashed it") {
  std::vector<uint64_t> recorded(300);
  for (size_t i = 0; i < recorded.size(); ++i) recorded[i] = 1000 + i;
  // Slow states (the queue fills and the replay's thread hashes the waiting ones itself) and fast
  // ones; a state that differs alone, or a later one too (which the other thread may reach first).
  for (int slow : {0, 150}) {
    for (std::vector<size_t> differ : {std::vector<size_t>{}, {0}, {99}, {100, 250}, {299}, {64, 65}}) {
      CAPTURE(slow);
      CAPTURE(differ.size());
      CAPTURE(differ.empty() ? 0 : differ.front());
      engine::HashCheck check(recorded);
      size_t pushed = 0;
      for (size_t i = 0; i < recorded.size() && !check.differs(); ++i, ++pushed) {
        const bool wrong = std::find(differ.begin(), differ.end(), i) != differ.end();
        check.push(std::make_unique<GivenHash>(recorded[i] ^ (wrong ? 1 : 0), std::chrono::microseconds(slow)));
      }
      const engine::HashCheck::Result result = check.finish();
      if (differ.empty()) {
        CHECK_FALSE(result.first_differs);
        CHECK(result.compared == recorded.size());
        CHECK(result.hash == recorded.back());
      } else {
        REQUIRE(result.first_differs);
        CHECK(*result.first_differs == differ.front());
        CHECK(result.compared == differ.front() + 1);
        CHECK(result.hash == (recorded[differ.front()] ^ 1));
        CHECK(pushed > differ.front());
      }
    }
  }
}
