// Developer entry point until the app wires these in: `sw_cli sim ...` / `sw_cli campaign ...` /
// `sw_cli check [DIR]`.
#include <iostream>
#include <string>
#include <vector>

#include "engine/content/paths.h"
#include "game/six_winters/rules/cli.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/sim.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << "usage: sw_cli sim|campaign|check ...\n";
    return 2;
  }
  std::string cmd = args.front();
  args.erase(args.begin());
  if (cmd == "sim") return sb::sw::run_sim_cli(args, std::cout, std::cerr);
  if (cmd == "campaign") return sb::sw::run_campaign_cli(args, std::cout, std::cerr, std::cin);
  if (cmd == "check") {
    std::filesystem::path dir = args.empty() ? sb::engine::default_content_root() / "six_winters" : std::filesystem::path(args[0]);
    sb::engine::ErrorList errors;
    auto content = sb::sw::load_content(dir, errors);
    if (!content) {
      std::cerr << errors.format_all();
      return 1;
    }
    std::cout << sb::sw::content_report(*content);
    return 0;
  }
  std::cerr << "unknown command " << cmd << "\n";
  return 2;
}
