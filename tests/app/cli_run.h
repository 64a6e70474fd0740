#pragma once
// A command line run in-process through app::run_cli: its exit code and what it printed.
#include <sstream>
#include <string>
#include <vector>

#include "game/app/cli/cli.h"

namespace sb::test {

struct CliRun {
  int code;
  std::string out, err;
};

inline CliRun run_cli(const std::vector<std::string>& args, const std::string& input = "",
                      const app::ScreenCommands& screen = {}) {
  std::ostringstream out, err;
  std::istringstream in(input);
  const int code = app::run_cli(args, out, err, in, screen);
  return {code, out.str(), err.str()};
}

using Run = CliRun;
// run_cli without a screen.
inline CliRun run(const std::vector<std::string>& args, const std::string& input = "") { return run_cli(args, input); }

inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace sb::test
