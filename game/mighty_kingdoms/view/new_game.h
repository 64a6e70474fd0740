#pragma once
// Mighty Kingdoms' part of the launcher's New game tab: the map, battle mode and options.
#include <memory>

#include "engine/save/any_match.h"
#include "engine/ui/new_game.h"

namespace sb::mk::view {

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle& title);

}  // namespace sb::mk::view
