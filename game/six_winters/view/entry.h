#pragma once
// Six Winters on screen as the app knows it (engine/ui/title_screen_entry.h): its table, its New game
// panel, the options `play` takes for it and its campaign files. Included once, by the app's
// generated list.
#include "engine/ui/title_screen_entry.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/view/campaign.h"
#include "game/six_winters/view/new_game.h"
#include "game/six_winters/view/sounds.h"
#include "game/six_winters/view/table_view.h"

namespace sb::sw::view {

inline ui::TitleScreenEntry screen_entry() {
  return {Title::kId, make_table, make_new_game_panel, kCampaignExtension, open_campaign,
          {{"--difficulty", "D", "Six Winters' difficulty: cakewalk, standard, difficult or tragedy_incarnate"}},
          table_sounds};
}

}  // namespace sb::sw::view
