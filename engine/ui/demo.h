#pragma once
// A preview of the screen layer: a hex board with tokens, dice, cards and an ImGui panel. Used to
// eyeball physical sizes on real screens and under Xvfb; `--help` lists the options.
namespace sb::ui {

int run_ui_demo(int argc, char** argv);

}  // namespace sb::ui
