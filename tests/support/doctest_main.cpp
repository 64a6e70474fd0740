// The test runner's main. Tests never read or write the real home folder: the game prefers the
// user's own content (seasonboard content init) to the build tree's, and saves go to the home
// folder, so every suite runs with XDG_DATA_HOME and XDG_CONFIG_HOME in a throw-away folder
// (unless the caller set them).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "engine/core/platform.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path home;
  if (!std::getenv("XDG_DATA_HOME") && !std::getenv("XDG_CONFIG_HOME")) {
    home = fs::temp_directory_path(ec) / ("seasonboard-test-home-" + std::to_string(sb::engine::process_id()));
    fs::create_directories(home / "data", ec);
    fs::create_directories(home / "config", ec);
    sb::engine::set_env("XDG_DATA_HOME", (home / "data").string());
    sb::engine::set_env("XDG_CONFIG_HOME", (home / "config").string());
  }
  doctest::Context context(argc, argv);
  const int result = context.run();
  if (!home.empty()) fs::remove_all(home, ec);
  return result;
}
