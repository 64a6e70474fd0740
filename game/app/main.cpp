// seasonboard: the launcher with no arguments, otherwise a command (see `seasonboard --help`).
#include <iostream>
#include <string>
#include <vector>

#include "game/app/cli/cli.h"
#ifdef SB_HAVE_UI
#include "game/app/screen/screen_commands.h"
#endif

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  sb::app::ScreenCommands screen;
#ifdef SB_HAVE_UI
  screen = sb::app::screen_commands();
#endif
  return sb::app::run_cli(args, std::cout, std::cerr, std::cin, screen);
}
