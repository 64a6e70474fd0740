#pragma once
// Six Winters' part of the launcher's New game tab: the difficulty (the content's four), each seat a
// human or one of the title's bots (the launcher draws those), and the setup YAML the rules read.
#include <memory>

#include "engine/save/any_match.h"
#include "engine/ui/new_game.h"

namespace sb::sw::view {

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle& title);

}  // namespace sb::sw::view
