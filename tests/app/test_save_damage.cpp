// Damaged saves and journals, byte by byte: every single-byte change to a sample save and to an
// autosave journal of each title is either detected (refused, or recovered with words naming the
// line, keeping only what checks out) or harmless (the game that loads is exactly the one saved);
// and a load or resume that meets the damage changes no file (a copy of a damaged journal may be
// added beside it, never anything overwritten).
//
// SB_DAMAGE_CHANGES=N changes per file per title (default 60; the long form in the README uses
// 1000), SB_DAMAGE_SEED=S repeats a run (the seed is printed), SB_DAMAGE_TITLE=ID takes one title.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>

#include "app/temp_dir.h"
#include "engine/core/rng.h"
#include "engine/save/autosave.h"
#include "engine/save/any_match.h"
#include "game/app/cli/titles.h"

using namespace sb;
namespace fs = std::filesystem;

namespace {

long env_number(const char* name, long fallback) {
  const char* text = std::getenv(name);
  return text && *text ? std::strtol(text, nullptr, 10) : fallback;
}

std::string read_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_file(const fs::path& file, const std::string& bytes) { std::ofstream(file, std::ios::binary) << bytes; }

std::map<std::string, std::string> folder(const fs::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::directory_iterator(dir)) files[entry.path().filename().string()] = read_file(entry.path());
  return files;
}

struct Tally {
  int tried = 0, detected = 0, harmless = 0;
};

// The byte at `at` replaced by another value.
std::string changed(const std::string& bytes, size_t at, engine::Rng& rng) {
  std::string copy = bytes;
  const auto shift = static_cast<unsigned char>(1 + rng.below(255));
  copy[at] = static_cast<char>(static_cast<unsigned char>(copy[at]) + shift);
  return copy;
}

}  // namespace

TEST_CASE("every single-byte change to each title's save and journal is detected or harmless") {
  const long changes = env_number("SB_DAMAGE_CHANGES", 60);
  const auto seed = static_cast<uint64_t>(env_number("SB_DAMAGE_SEED", 20261126));
  std::printf("save damage: %ld changes per file per title, seed %llu (SB_DAMAGE_SEED)\n", changes,
              static_cast<unsigned long long>(seed));
  const char* only = std::getenv("SB_DAMAGE_TITLE");  // one title, to look closer
  for (const char* id : {"tiny", "mighty-kingdoms", "six-winters", "winter-quarters", "vacant-throne"}) {
    if (only && *only && std::string(only) != id) continue;
    CAPTURE(id);
    auto title = app::find_title(id)->make();
    engine::ErrorList errors;
    REQUIRE_MESSAGE(title->load_content(fs::path("content") / title->content_dir(), errors), errors.format_all());
    test::TempDir pristine(std::string("damage-") + id);
    // A game of 30 actions, autosaved (snapshot at 20, journal to 30), and saved whole.
    engine::ReadContext ctx{"setup", &errors};
    auto made = title->new_match(YAML::Node(), 0, seed, ctx);
    REQUIRE(made.ok());
    auto& match = *made.value();
    REQUIRE(match.set_seat_kinds(std::vector<std::string>(static_cast<size_t>(match.seat_count()), "random")));
    engine::Autosave autosave(pristine.path(), id);
    std::string error;
    REQUIRE(autosave.begin(match, error));
    engine::Rng bots(seed, 9);
    for (int i = 0; i < 30 && !match.prompt().game_over; ++i) {
      REQUIRE(match.apply_bot("random", bots).ok());
      REQUIRE(autosave.record(match, error));
    }
    const size_t length = match.journal_size();
    const std::vector<uint64_t> hashes = match.save_data().hashes;
    REQUIRE(engine::write_save_file(pristine / "whole.save", match.save_data(), error));
    const std::string save_text = read_file(pristine / "whole.save");
    const std::string journal_text = read_file(pristine / (std::string(id) + ".journal"));
    const std::string snapshot_text = read_file(pristine / (std::string(id) + ".save"));
    engine::Rng rng(seed ^ std::hash<std::string>{}(id), 1);

    Tally save_tally, journal_tally;
    test::TempDir work(std::string("damage-work-") + id);
    for (long n = 0; n < changes; ++n) {
      // The whole save, opened on its own (as `replay` and `play --load` do).
      const size_t at = rng.below(static_cast<uint32_t>(save_text.size()));
      const std::string damaged = changed(save_text, at, rng);
      const fs::path file = work / "game.save";
      write_file(file, damaged);
      ++save_tally.tried;
      engine::ErrorList load_errors;
      std::optional<engine::SaveData> save;
      try {
        save = engine::load_save_file(file, load_errors);
      } catch (const std::exception& e) {
        FAIL("save byte ", at, ": reading threw ", e.what());
      }
      if (!save) {
        CHECK_MESSAGE(!load_errors.empty(), "byte ", at);
        ++save_tally.detected;
      } else {
        engine::ReadContext load_ctx{file.string(), &load_errors};
        engine::Expected<std::unique_ptr<engine::AnyMatch>> loaded = engine::Rejection{"", ""};
        try {
          loaded = title->load_match(*save, load_ctx);
        } catch (const std::exception& e) {
          FAIL("save byte ", at, " (", save_text.substr(at > 40 ? at - 40 : 0, 80), "): loading threw ", e.what());
        }
        if (!loaded.ok()) {
          CHECK_MESSAGE(!loaded.error().message.empty(), "byte ", at);
          ++save_tally.detected;
        } else {
          const engine::AnyMatch& got = *loaded.value();
          const bool same = got.journal_size() == length && got.state_hash() == match.state_hash() &&
                            got.seat_kinds() == match.seat_kinds() && got.save_data().hashes == hashes;
          CHECK_MESSAGE(same, "save byte ", at, " changed from '", save_text[at], "' to '", damaged[at],
                        "' loaded another game without a word");
          ++save_tally.harmless;
        }
      }
      CHECK(read_file(file) == damaged);  // reading changes nothing
    }
    for (long n = 0; n < changes; ++n) {
      // The autosave: journal damaged, snapshot intact, resumed.
      const size_t at = rng.below(static_cast<uint32_t>(journal_text.size()));
      const std::string damaged = changed(journal_text, at, rng);
      fs::remove_all(work.path());
      fs::create_directories(work.path());
      write_file(work / (std::string(id) + ".journal"), damaged);
      write_file(work / (std::string(id) + ".save"), snapshot_text);
      const auto before = folder(work.path());
      ++journal_tally.tried;
      engine::Autosave slot(work.path(), id);
      engine::ErrorList resume_errors;
      std::string note;
      engine::Expected<std::unique_ptr<engine::AnyMatch>> resumed = engine::Rejection{"", ""};
      try {
        resumed = slot.resume(*title, resume_errors, note);
      } catch (const std::exception& e) {
        FAIL("journal byte ", at, " (", journal_text.substr(at > 40 ? at - 40 : 0, 80), "): resuming threw ", e.what());
      }
      REQUIRE_MESSAGE(resumed.ok(), "journal byte ", at, ": ", resumed.error().message);  // the snapshot is intact
      const engine::AnyMatch& got = *resumed.value();
      const size_t kept = got.journal_size();
      REQUIRE_MESSAGE(kept <= length, "journal byte ", at);
      // Whatever it kept is the saved game's start, exactly.
      CHECK_MESSAGE((kept == 0 || got.state_hash() == hashes[kept - 1]), "journal byte ", at, " resumed another game");
      if (kept == length) {
        ++journal_tally.harmless;
      } else {
        CHECK_MESSAGE(note.find("line ") != std::string::npos, "journal byte ", at, " lost actions without naming a line: ", note);
        ++journal_tally.detected;
      }
      // Nothing was changed; at most a copy of the damaged journal was added.
      auto after = folder(work.path());
      // (No structured bindings: doctest's macros capture them, which clang 14 cannot.)
      for (const auto& file_bytes : before)
        CHECK_MESSAGE(after[file_bytes.first] == file_bytes.second, file_bytes.first, " changed by resuming");
      for (const auto& file_bytes : after)
        if (!before.count(file_bytes.first)) {
          CHECK_MESSAGE(file_bytes.first.find(".journal.corrupt") != std::string::npos, "unexpected file ", file_bytes.first);
          CHECK(file_bytes.second == damaged);
        }
    }
    std::printf("  %-16s save: %d changes, %d detected, %d harmless; journal: %d changes, %d detected (recovered a prefix, "
                "named), %d harmless\n",
                id, save_tally.tried, save_tally.detected, save_tally.harmless, journal_tally.tried, journal_tally.detected,
                journal_tally.harmless);
  }
}
