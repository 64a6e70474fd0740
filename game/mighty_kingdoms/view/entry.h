#pragma once
// Mighty Kingdoms on screen as the app knows it (engine/ui/title_screen_entry.h): its table, its New
// game panel and the options `play` takes for it. Included once, by the app's generated list.
#include "engine/ui/title_screen_entry.h"
#include "game/mighty_kingdoms/rules/title.h"
#include "game/mighty_kingdoms/view/new_game.h"
#include "game/mighty_kingdoms/view/table_screen.h"

namespace sb::mk::view {

inline ui::TitleScreenEntry screen_entry() {
  return {Title::kId, make_table, make_new_game_panel, "", nullptr,
          {{"--map", "ID|random:S", "Mighty Kingdoms' map: a map's id, or random:SEED"},
           {"--mode", "dice|tabletop", "Mighty Kingdoms' battle mode"}}};
}

}  // namespace sb::mk::view
