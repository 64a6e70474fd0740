// engine/core/platform: the operating-system calls the engine makes through one file. These run on
// Linux here; tests/portability compiles the same file for Windows.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/core/platform.h"

using namespace sb::engine;
namespace fs = std::filesystem;

namespace {
std::string read_all(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct PlatformScratch {
  fs::path root = fs::temp_directory_path() / ("sb-platform-" + std::to_string(process_id()));
  PlatformScratch() {
    fs::remove_all(root);
    fs::create_directories(root);
  }
  ~PlatformScratch() {
    std::error_code ec;
    fs::remove_all(root, ec);
  }
};
}  // namespace

TEST_CASE("executable_path names this test program") {
  const fs::path exe = executable_path();
  REQUIRE_FALSE(exe.empty());
  CHECK(exe.is_absolute());
  CHECK(fs::is_regular_file(exe));
  CHECK(fs::equivalent(exe, fs::path(SB_TEST_ENGINE_FILE)));
}

TEST_CASE("set_env and unset_env change what getenv reads") {
  const std::string name = "SB_PLATFORM_TEST_" + std::to_string(process_id());
  REQUIRE(std::getenv(name.c_str()) == nullptr);
  REQUIRE(set_env(name, "a value with spaces = and more"));
  REQUIRE(std::getenv(name.c_str()) != nullptr);
  CHECK(std::string(std::getenv(name.c_str())) == "a value with spaces = and more");
  REQUIRE(set_env(name, "replaced"));
  CHECK(std::string(std::getenv(name.c_str())) == "replaced");
  REQUIRE(unset_env(name));
  CHECK(std::getenv(name.c_str()) == nullptr);
  CHECK(unset_env(name));  // removing what is not there is fine
  REQUIRE(set_env(name, "back"));
  REQUIRE(set_env(name, ""));  // an empty value removes it (what Windows does anyway)
  CHECK(std::getenv(name.c_str()) == nullptr);
}

TEST_CASE("open_file and flush_to_disk write a file whose name is not ASCII") {
  PlatformScratch scratch;
  const fs::path file = scratch.root / fs::path(u8"Säve — ☃.txt");
  std::FILE* out = open_file(file, "wb");
  REQUIRE(out != nullptr);
  CHECK(std::fputs("first line\n", out) >= 0);
  CHECK(flush_to_disk(out));
  std::fclose(out);
  out = open_file(file, "ab");
  REQUIRE(out != nullptr);
  CHECK(std::fputs("appended\n", out) >= 0);
  CHECK(flush_to_disk(out));
  std::fclose(out);
  CHECK(read_all(file) == "first line\nappended\n");
  CHECK(open_file(scratch.root / "missing" / "file.txt", "rb") == nullptr);
}

TEST_CASE("replace_file renames over an existing file, and says why when it cannot") {
  PlatformScratch scratch;
  std::ofstream(scratch.root / "new.tmp") << "new";
  std::ofstream(scratch.root / "game.save") << "old";
  std::string error;
  REQUIRE_MESSAGE(replace_file(scratch.root / "new.tmp", scratch.root / "game.save", error), error);
  CHECK(read_all(scratch.root / "game.save") == "new");
  CHECK_FALSE(fs::exists(scratch.root / "new.tmp"));
  sync_directory(scratch.root);
  sync_directory(scratch.root / "no such folder");  // nothing to sync: no crash, no effect
  CHECK_FALSE(replace_file(scratch.root / "gone.tmp", scratch.root / "game.save", error));
  CHECK(error.find("game.save: rename failed") != std::string::npos);
  CHECK(read_all(scratch.root / "game.save") == "new");
}
