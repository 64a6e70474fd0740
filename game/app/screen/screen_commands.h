#pragma once
// The commands that need a screen: the launcher (no arguments), `play` in a window and
// `screenshot` (software renderer, offscreen). Registered with the CLI by main.cpp in UI builds.
#include "engine/core/args.h"
#include "game/app/cli/cli.h"

namespace sb::app {

ScreenCommands screen_commands();

int cmd_screenshot(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_play_window(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The window options every screen command shares, checked whole: `--size WxH` (64..8192 each) and
// `--scale S` (0.5..4); a wrong value fails `args` with a message naming the option and the value.
bool parse_size(const std::string& text, int& w, int& h);
bool parse_scale(const std::string& text, float& scale);
void read_size_and_scale(engine::Args& args, int& w, int& h, float& scale);

int cmd_launcher(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace sb::app
