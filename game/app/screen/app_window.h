#pragma once
// The window: one SDL window and one fixed-step loop that shows the launcher screen
// (launcher_screen.h) or the table screen (table_session.h), with the options every window
// command shares. `seasonboard` with no arguments starts in the launcher; `seasonboard play`
// starts at the table (play_window.cpp holds the commands).
#include <ctime>
#include <filesystem>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/args.h"
#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/loop.h"
#include "engine/ui/platform.h"
#include "engine/ui/table_host.h"
#include "engine/ui/text.h"
#include "game/app/screen/launcher_screen.h"
#include "game/app/screen/table_session.h"

namespace sb::app {

struct WindowArgs {
  int width = 0, height = 0;  // 0x0: sized to the display (--size WxH sets it)
  bool software = false;
  float dpi = 0;
  float scale = 1.0f;
  std::string content;
  std::filesystem::path save_dir;
  std::string screenshot;  // write the first settled frame and quit (docs, CI)
  int frames = 4;
  bool quit_when_interactive = false;  // measure launch → interactive
  int bench_frames = 0;                // render N forced frames, print CPU per frame, quit
  int seed = -1;                       // the launcher's new-game seed (-1: from the clock)
};

// The window options (--size, --dpi, --software, --save-dir, --screenshot, ...): false when one is
// wrong (args.error() says which).
bool read_window_args(engine::Args& args, WindowArgs& w);
// The options read_window_args takes a value for.
const std::vector<std::string>& window_valued_options();

class App {
 public:
  App(WindowArgs args, std::ostream& out, std::ostream& err);
  bool open(std::string& error);
  // The table for `match` (see TableSession::start), sized to the window.
  bool start_table(std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
                   std::vector<ui::SeatLook> looks, std::string& error);
  int run();
  // The loop with its hooks; a null clock or event source means the real ones.
  void start_loop(ui::Clock* clock, ui::EventSource* events);
  bool iterate() { return loop_->iterate(); }
  void finish() { table_.finish(); }

  ui::TableScreen* table() { return table_.screen(); }
  int width() const { return w_; }
  int height() const { return h_; }
  float px_per_mm() const { return metrics_.px_per_mm(); }
  const std::string& message() const { return launcher_->message(); }

  bool started_from_launcher_ = false;
  ui::TableSettings settings_;

 private:
  void render(float dt);
  float effective_scale() const;
  bool settings_changed();

  WindowArgs args_;
  std::ostream& out_;
  std::ostream& err_;
  std::unique_ptr<ui::SdlSession> session_;
  std::unique_ptr<ui::Window> window_;
  std::unique_ptr<ui::ImGuiLayer> imgui_;
  std::unique_ptr<ui::TextCache> text_;
  ui::GestureRecognizer gestures_;
  std::unique_ptr<ui::FrameLoop> loop_;
  ui::Metrics metrics_;
  int w_ = 1280, h_ = 800;
  bool space_held_ = false;
  int frames_ = 0;
  std::clock_t bench_start_ = 0;
  int exit_code_ = 0;
  TableSession table_;
  std::unique_ptr<LauncherScreen> launcher_;
};

}  // namespace sb::app
