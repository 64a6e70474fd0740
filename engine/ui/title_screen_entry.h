#pragma once
// What the windowed app knows of one title: how to make its table for a match, its part of the
// launcher's New game tab, the new-game options `seasonboard play` takes for it, and its campaign
// files. A title with a view of its own gives one (game/<title>/view/entry.h); a title without one
// gets list_view_entry (engine/ui/list_view.h). The app's list is generated from the build's list
// of titles (sb_add_title in game/CMakeLists.txt).
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/audio/sound_events.h"
#include "engine/save/any_match.h"
#include "engine/ui/new_game.h"
#include "engine/ui/table_host.h"

namespace sb::ui {

// A new-game option of `seasonboard play` (`--map ID|random:S`): handed to the title's
// NewGamePanel::set_option, and listed in play --help with its words.
struct PlayOption {
  std::string name;   // "--map"
  std::string value;  // "ID|random:S", for the usage line
  std::string help;   // "Mighty Kingdoms' map: a content map's id, or random:SEED"
};

struct TitleScreenEntry {
  std::string id;  // the title id of the command line's list (engine/save/title_entry.h)
  // A table for a match of this title. `looks` may be shorter than the seats (a resumed game):
  // the title names the rest from its State.
  std::function<std::unique_ptr<TableScreen>(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks,
                                             const TableSettings& settings)>
      make_screen;
  // The title's part of the New game tab, for its loaded content (maps and such come from there).
  std::function<std::unique_ptr<NewGamePanel>(const engine::AnyTitle& title)> new_game_panel;
  // Campaign files (a title whose games carry over between sessions; empty extension: none): the
  // extension of its files in the save folder, and a match playing a file's next session (null
  // with `error` when the file cannot be used).
  std::string campaign_extension;
  std::function<std::unique_ptr<engine::AnyMatch>(engine::AnyTitle& title, const std::filesystem::path& file,
                                                  const std::vector<SeatChoice>& seats, uint64_t seed,
                                                  std::string& error)>
      open_campaign;
  std::vector<PlayOption> play_options;  // what new_game_panel's set_option takes
  // What an event of its log sounds like, where the words of the log do not say (null: the words
  // decide, engine/audio/sound_events.h). The app registers it under the title's id.
  audio::EventSounds event_sounds = {};
};

}  // namespace sb::ui
