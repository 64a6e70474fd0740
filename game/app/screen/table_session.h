#pragma once
// The table screen of the window: one match at the table, autosaved from its first action, with
// what the window adds around a title's table: hot reload of the content folder (DESIGN §3), the
// designer panel (F12) and the rules reference (F1, or a long press on the prompt banner).
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/save/autosave.h"
#include "engine/save/content_reloader.h"
#include "engine/save/hot_reload.h"
#include "engine/ui/metrics.h"
#include "engine/ui/table_host.h"
#include "game/app/screen/designer_panel.h"
#include "game/app/screen/rules_reference.h"

namespace sb::app {

class TableSession {
 public:
  // `redraw` asks the window for the next frames; `err` takes problems the player cannot act on.
  TableSession(std::function<void()> redraw, std::ostream& err) : redraw_(std::move(redraw)), err_(err) {}

  // The table for `match`, autosaved in `save_dir` from its first action; `content` is the
  // command line's --content (empty: the default). False with `error` when the title has no screen
  // or the autosave cannot be written (a game that would not be kept does not start).
  bool start(std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
             std::vector<ui::SeatLook> looks, const ui::TableSettings& settings,
             const std::filesystem::path& save_dir, const std::string& content, std::string& error);
  ui::TableScreen* screen() { return screen_.get(); }
  // The table is closed (its screen dropped); the title it played, for the launcher to keep.
  std::unique_ptr<engine::AnyTitle> close();

  // Every ~0.5 s: re-read changed content and replay the game on it.
  void poll_content();
  void toggle_rules();
  void toggle_designer();
  // Inside the table's ImGui frame: the reload problems, the rules reference, the designer panel.
  void overlays(const ui::Metrics& metrics, int width, int height);
  // After the frame: what its buttons asked for (they ran while the frame still read the match).
  void run_after_frame();
  // The snapshot beside the journal, when the window closes on a table.
  void finish();

 private:
  void reload_now();
  void rewind_to(size_t keep);
  void adopt(engine::HotReload::Swap swap);
  void reload_overlay(const ui::Metrics& metrics);

  std::function<void()> redraw_;
  std::ostream& err_;
  std::unique_ptr<engine::AnyTitle> title_;
  std::unique_ptr<engine::Autosave> autosave_;
  std::unique_ptr<ui::TableScreen> screen_;
  // Hot reload (designers edit content/ beside the running game).
  std::unique_ptr<engine::ContentReloader> reloader_;
  engine::HotReload hot_;
  std::filesystem::path content_dir_;
  DesignerPanel designer_;
  RulesReference rules_;
  std::function<void()> after_frame_;
};

}  // namespace sb::app
