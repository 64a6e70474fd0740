#pragma once
// The commands that need a screen: the launcher (no arguments), `play` in a window and
// `screenshot` (software renderer, offscreen). Registered with the CLI by main.cpp in UI builds.
#include "game/app/cli/cli.h"

namespace sb::app {

ScreenCommands screen_commands();

int cmd_screenshot(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_play_window(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_launcher(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace sb::app
