#pragma once
// The table a title gets before it has a view of its own: the seats on the board (colour, name,
// score) and, in the side panel, the prompt, the host's toolbar and one button per legal action in
// the rules' own words. It knows nothing of any title: everything comes through engine::AnyMatch,
// and the generic ui::TableHost around it brings bots, hand-offs, undo, the log and the autosave.
// Tiny Harvest plays on it; a title copied from Tiny Harvest is playable on screen from its first
// build and replaces it with game/<title>/view/ when it wants a board.
#include <memory>
#include <string>

#include "engine/ui/title_screen_entry.h"

namespace sb::ui {

// The list view's table for `match`; seats the caller names no look for are "Player N".
std::unique_ptr<TableScreen> make_list_table(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks,
                                             const TableSettings& settings);
// The title's default setup for the chosen number of seats (its Title::default_setup): no choices
// of its own.
std::unique_ptr<NewGamePanel> make_default_new_game_panel(const engine::AnyTitle& title);
// Title `id` on the list view with the default New game panel.
TitleScreenEntry list_view_entry(const std::string& id);

}  // namespace sb::ui
