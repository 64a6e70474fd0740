#pragma once
// The launcher screen of the window: the titles to choose from, the game to continue, and the tabs
// New game (seats, seed and the title's own choices from its NewGamePanel), Load, the title's
// campaign files, and Settings; Quit always at the foot. It starts a table through the window and
// knows no title by name.
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/metrics.h"
#include "engine/ui/table_host.h"

namespace sb::app {

// What the launcher asks of the window.
struct LauncherWindow {
  // The table for a match (false with `error`: the launcher shows it).
  std::function<bool(std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
                     std::vector<ui::SeatLook> looks, std::string& error)>
      start_table;
  std::function<void(const std::string& line)> say;  // a line on the table just started
  std::function<void()> redraw;                      // draw the next frames too
  std::function<void()> quit;                        // end the program, as closing the window does
};

class LauncherScreen {
 public:
  virtual ~LauncherScreen() = default;
  // One frame of the launcher (inside the window's ImGui frame).
  virtual void draw(const ui::Metrics& metrics, int width, int height) = 0;
  // The title a closed table played: the launcher keeps it (and its choices) for the next game.
  virtual void keep_title(std::unique_ptr<engine::AnyTitle> title) = 0;
  virtual const std::string& message() const = 0;  // the problem it shows (empty: none)
  // Escape or Android's Back: closes an open list, else asks whether to quit (or takes the
  // question back when it is showing).
  virtual void back() = 0;
};

// The bot a new seat gets, as an index into `kinds` ("human", then the title's bot kinds): the
// title's strongest (its first kind that is not random).
int default_bot(const std::vector<std::string>& kinds);

// `settings` are the window's: the Settings tab changes them and writes them to `save_dir`.
// `content` is --content (empty: the default); `seed` the New game tab's first seed (-1: from the clock).
std::unique_ptr<LauncherScreen> make_launcher_screen(LauncherWindow window, std::filesystem::path save_dir,
                                                     std::string content, int seed, ui::TableSettings& settings,
                                                     std::ostream& err);

}  // namespace sb::app
