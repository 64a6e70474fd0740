#include "game/app/screen/title_screens.h"

#include <deque>

#include "game/mighty_kingdoms/view/new_game.h"
#include "game/mighty_kingdoms/view/table_screen.h"
#include "game/six_winters/view/campaign.h"
#include "game/six_winters/view/new_game.h"
#include "game/six_winters/view/table_view.h"
#include "game/vacant_throne/view/new_game.h"
#include "game/vacant_throne/view/table_view.h"
#include "game/winter_quarters/view/new_game.h"
#include "game/winter_quarters/view/table_view.h"

namespace sb::app {

namespace {

std::deque<TitleScreenInfo>& screens() {  // a deque: pointers stay valid as tests add titles
  static std::deque<TitleScreenInfo> list = {
      {"mighty-kingdoms", mk::view::make_table, mk::view::make_new_game_panel, "", nullptr},
      {"six-winters", sw::view::make_table, sw::view::make_new_game_panel, sw::view::kCampaignExtension,
       sw::view::open_campaign},
      {"winter-quarters", wq::view::make_table, wq::view::make_new_game_panel, "", nullptr},
      {"vacant-throne", vt::view::make_table, vt::view::make_new_game_panel, "", nullptr},
  };
  return list;
}

}  // namespace

const TitleScreenInfo* find_title_screen(const std::string& id) {
  for (const TitleScreenInfo& info : screens())
    if (info.id == id) return &info;
  return nullptr;
}

void register_title_screen(TitleScreenInfo info) {
  for (TitleScreenInfo& existing : screens())
    if (existing.id == info.id) {
      existing = std::move(info);
      return;
    }
  screens().push_back(std::move(info));
}

}  // namespace sb::app
