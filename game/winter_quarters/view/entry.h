#pragma once
// Winter Quarters on screen as the app knows it (engine/ui/title_screen_entry.h): its table and its New
// game panel (no options of its own on the command line). Included once, by the app's generated list.
#include "engine/ui/title_screen_entry.h"
#include "game/winter_quarters/rules/title.h"
#include "game/winter_quarters/view/new_game.h"
#include "game/winter_quarters/view/table_view.h"

namespace sb::wq::view {

inline ui::TitleScreenEntry screen_entry() { return {Title::kId, make_table, make_new_game_panel, "", nullptr, {}}; }

}  // namespace sb::wq::view
