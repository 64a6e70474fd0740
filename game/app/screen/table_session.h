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
  // `redraw` asks the window for the next frames; `err` takes problems the player cannot act on;
  // `wake` (called on the reload's worker thread, so it must be safe there) asks the window to call
  // poll_content soon: a reload wants the running game, or is done.
  TableSession(std::function<void()> redraw, std::ostream& err, std::function<void()> wake = {})
      : redraw_(std::move(redraw)), err_(err), wake_(std::move(wake)) {}
  ~TableSession();

  // The table for `match`, autosaved in `save_dir` from its first action; `content` is the
  // command line's --content (empty: the default). False with `error` when the title has no screen
  // or the autosave cannot be written (a game that would not be kept does not start).
  bool start(std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
             std::vector<ui::SeatLook> looks, const ui::TableSettings& settings,
             const std::filesystem::path& save_dir, const std::string& content, std::string& error);
  ui::TableScreen* screen() { return screen_.get(); }
  // The table is closed (its screen dropped); the title it played, for the launcher to keep.
  std::unique_ptr<engine::AnyTitle> close();

  // Often (every tick, and when woken): content changes are loaded and the game replayed on them
  // off the render thread (the table keeps drawing the game meanwhile); this hands the worker the
  // running game when it asks and swaps in a finished reload.
  void poll_content();
  // For tests: has the worker look at the folder now, waits for what it found and swaps it in.
  void poll_content_now();
  // A reload is under way (content loading, the game replaying, a result waiting, or the autosave's
  // text of the reloaded game being made: the new game shows before its files are written).
  bool reloading() const { return (background_ && background_->busy()) || (autosave_ && autosave_->rewriting()); }
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
  void write_autosave(bool wait);
  void rewind_to(size_t keep);
  void adopt(engine::HotReload::Swap swap);
  void take(std::optional<engine::BackgroundReload::Done> done);
  void adopt_replayed(engine::HotReload::Swap swap, bool same_history, std::shared_ptr<const engine::AnyMatch> autosave);
  void reload_overlay(const ui::Metrics& metrics);

  std::function<void()> redraw_;
  std::ostream& err_;
  std::unique_ptr<engine::AnyTitle> title_;
  std::unique_ptr<engine::Autosave> autosave_;
  std::unique_ptr<ui::TableScreen> screen_;
  // Hot reload (designers edit content/ beside the running game).
  std::function<void()> wake_;
  std::unique_ptr<engine::BackgroundReload> background_;
  engine::HotReload hot_;
  std::filesystem::path content_dir_;
  DesignerPanel designer_;
  RulesReference rules_;
  std::function<void()> after_frame_;
};

}  // namespace sb::app
