#pragma once
// Vacant Throne's part of the launcher's New game tab: 3 to 6 players (each a human or a bot —
// the spec's §12 bot or a random one — drawn by the launcher); the setup YAML the rules read.
#include <memory>

#include "engine/save/any_match.h"
#include "engine/ui/new_game.h"

namespace sb::vt::view {

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle& title);

}  // namespace sb::vt::view
