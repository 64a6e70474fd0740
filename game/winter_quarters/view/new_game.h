#pragma once
// Winter Quarters' part of the launcher's New game tab: 1 to 4 seats (each a human or a bot: the
// spec's bot or a random one, drawn by the launcher) and which seat holds each of the four factions
// (every seat at least one); the setup YAML the rules read.
#include <memory>

#include "engine/save/any_match.h"
#include "engine/ui/new_game.h"

namespace sb::wq::view {

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle& title);

}  // namespace sb::wq::view
