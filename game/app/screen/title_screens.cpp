#include "game/app/screen/title_screens.h"

#include <algorithm>

#include "engine/ui/list_view.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

const std::vector<TitleScreenInfo>& screens() {
  static const std::vector<TitleScreenInfo> list = [] {
    std::vector<TitleScreenInfo> made = title_screens_of_this_build();
    // A title's own reading of its events for the table's sounds.
    for (const TitleScreenInfo& info : made)
      if (info.event_sounds) audio::set_title_event_sounds(info.id, info.event_sounds);
    return made;
  }();
  return list;
}

}  // namespace

void add_list_views(std::vector<TitleScreenInfo>& screens) {
  for (const TitleInfo& t : registered_titles())
    if (std::none_of(screens.begin(), screens.end(), [&t](const TitleScreenInfo& s) { return s.id == t.id; }))
      screens.push_back(ui::list_view_entry(t.id));
}

const TitleScreenInfo* find_title_screen(const std::string& id) {
  for (const TitleScreenInfo& info : screens())
    if (info.id == id) return &info;
  return nullptr;
}

std::vector<ui::PlayOption> play_options() {
  std::vector<ui::PlayOption> options;
  for (const TitleInfo& t : registered_titles())
    if (const TitleScreenInfo* screen = find_title_screen(t.id))
      for (const ui::PlayOption& option : screen->play_options)
        if (std::none_of(options.begin(), options.end(),
                         [&option](const ui::PlayOption& o) { return o.name == option.name; }))
          options.push_back(option);
  return options;
}

}  // namespace sb::app
