#pragma once
// The titles that have a table on screen: for each, how to make its table for a match and its
// part of the launcher's New game tab. The only place in the windowed app that names titles;
// adding a title's screen is its view folder plus one entry in title_screens.cpp.
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/new_game.h"
#include "engine/ui/table_host.h"

namespace sb::app {

struct TitleScreenInfo {
  std::string id;  // the title id of the rules registry (cli/titles.h)
  // A table for a match of this title. `looks` may be shorter than the seats (a resumed game):
  // the title names the rest from its State.
  std::function<std::unique_ptr<ui::TableScreen>(std::unique_ptr<engine::AnyMatch> match,
                                                 std::vector<ui::SeatLook> looks, const ui::TableSettings& settings)>
      make_screen;
  // The title's part of the New game tab, for its loaded content (maps and such come from there).
  std::function<std::unique_ptr<ui::NewGamePanel>(const engine::AnyTitle& title)> new_game_panel;
  // Campaign files (a title whose games carry over between sessions; empty extension: none): the
  // extension of its files in the save folder, and a match playing a file's next session (null
  // with `error` when the file cannot be used).
  std::string campaign_extension;
  std::function<std::unique_ptr<engine::AnyMatch>(engine::AnyTitle& title, const std::filesystem::path& file,
                                                  const std::vector<ui::SeatChoice>& seats, uint64_t seed,
                                                  std::string& error)>
      open_campaign;
};

const TitleScreenInfo* find_title_screen(const std::string& id);
// Adds (or replaces) a title's screen at run time: how a test brings a throw-away title on screen
// without touching the app.
void register_title_screen(TitleScreenInfo info);

}  // namespace sb::app
