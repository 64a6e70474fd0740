#pragma once
// Vacant Throne on screen as the app knows it (engine/ui/title_screen_entry.h): its table and its New
// game panel (no options of its own on the command line). Included once, by the app's generated list.
#include "engine/ui/title_screen_entry.h"
#include "game/vacant_throne/rules/title.h"
#include "game/vacant_throne/view/new_game.h"
#include "game/vacant_throne/view/table_view.h"

namespace sb::vt::view {

inline ui::TitleScreenEntry screen_entry() { return {Title::kId, make_table, make_new_game_panel, "", nullptr, {}}; }

}  // namespace sb::vt::view
