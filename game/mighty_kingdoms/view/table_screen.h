#pragma once
// One Mighty Kingdoms match on screen: the board, the panels (turn, choices, kingdoms, log,
// battle and winter dialogs, scoring), gestures turned into legal Actions, bots with pacing,
// hotseat hand-offs, dice animations, undo and autosave. Every choice comes from the rules'
// legal_actions(); the screen applies them through the match and never edits State.
#include <SDL.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/save/any_match.h"
#include "engine/save/autosave.h"
#include "engine/ui/animation.h"
#include "engine/ui/gestures.h"
#include "engine/ui/hotseat.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/metrics.h"
#include "game/mighty_kingdoms/rules/title.h"
#include "game/mighty_kingdoms/view/board_view.h"

namespace sb::ui {
class TextCache;
}

namespace sb::mk::view {

struct Settings {
  float ui_scale = 1.0f;
  bool colour_blind_safe = true;
  float animation_speed = 1.0f;  // 0 = no animations
  bool left_handed = false;      // panels on the left
};

struct LogLine {
  int seat = -1;
  std::string kind;
  std::string text;
  size_t action = 0;  // journal size after the action that produced it
};

class TableScreen {
 public:
  // The match must be a Mighty Kingdoms match (is_mighty_kingdoms); looks name every seat.
  TableScreen(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks, Settings settings = {});
  ~TableScreen();
  TableScreen(const TableScreen&) = delete;
  TableScreen& operator=(const TableScreen&) = delete;
  static bool is_mighty_kingdoms(const engine::AnyMatch& match);

  void set_autosave(engine::Autosave* autosave) { autosave_ = autosave; }
  void set_save_dir(std::filesystem::path dir) { save_dir_ = std::move(dir); }
  // A fixed viewer (screenshots, tests). kFollow: hotseat, the view follows the deciding human.
  static constexpr int kFollow = -2;
  void set_viewer(int seat);
  int viewer() const { return viewer_; }

  // Output size and physical metrics; refits the board the first time.
  void resize(int width, int height, const ui::Metrics& metrics);
  void on_intent(const ui::Intent& intent);
  // One fixed table-time step: animations, bot pacing, the hand-off hold.
  void step(double dt, bool pointer_held);
  bool animating() const;
  // Something changed since the last frame (the loop renders only then).
  bool take_dirty();

  void draw(SDL_Renderer* renderer, ui::TextCache* text);  // board, dice, hand-off cover
  void panels();                                           // ImGui, between new_frame and render
  bool covered() const { return handoff_.showing() && !handoff_.revealed(); }

  // State access (the full State for the app; what the viewer sees for everything drawn).
  const State& state() const;
  const Content& content() const;
  State seen() const;
  engine::AnyMatch& match() { return *match_; }
  const std::vector<Action>& legal() const { return legal_; }
  BoardView& board() { return board_; }
  int selected_token() const { return selected_; }
  const std::vector<int>& targets() const { return targets_; }
  int info_tile() const { return info_tile_; }
  bool handoff_showing() const { return handoff_.showing(); }
  bool recap_showing() const { return recap_pending_; }
  const std::vector<std::string>& reform_results() const { return reform_lines_; }
  const std::vector<LogLine>& log() const { return log_; }
  const std::string& message() const { return message_; }
  bool quit_requested() const { return quit_; }
  void set_fast_forward(bool on) { fast_forward_ = on; }
  // A long press (0.5 s) on the turn banner: the app opens the rules reference.
  void set_on_banner_long_press(std::function<void()> f) { on_banner_long_press_ = std::move(f); }
  bool is_bot(int seat) const;
  const std::vector<SeatLook>& looks() const { return looks_; }
  Settings& settings() { return settings_; }

  // Applies a legal action (also what every button and gesture ends in). False when not legal.
  bool apply(const Action& action);
  bool undo();
  // Plays one bot move now if a bot is to decide (tests and fast-forward).
  bool bot_move();
  // Replaces the match (load, resume); keeps looks for seats that exist.
  void replace_match(std::unique_ptr<engine::AnyMatch> match);
  // The part of the window the board uses (the rest holds the side panel).
  ui::Rect board_rect() const;

 private:
  const engine::MatchAdapter<Title>& typed() const;
  void refresh();
  void after_apply(const engine::ApplyResult& result);
  void update_viewer();
  void update_targets();
  bool token_selectable(int token) const;
  void tap(ui::Vec2 pos);
  void drop_on(int tile);
  std::vector<Action> actions_for_tile(int tile) const;
  void start_dice(const engine::Event& event);
  void draw_dice(SDL_Renderer* r, ui::TextCache* text);

  // panels (table_panels.cpp)
  void panel_side();
  void panel_actions();
  void panel_kingdoms(bool folded);  // folded: a header that opens the table (short screens)
  void panel_battle();
  void panel_build_reasons();
  void panel_tithe();
  void panel_feed();
  void panel_chooser();
  void panel_info();
  void panel_log();
  void panel_scoring();
  void panel_reform();
  void panel_menu();
  // A full-width button of touch height, noted as a touch target (action: index into legal()).
  bool big_button(const std::string& label, bool enabled = true, int action = -1, int group = -1);

  std::unique_ptr<engine::AnyMatch> match_;
  std::vector<SeatLook> looks_;
  Settings settings_;
  engine::Autosave* autosave_ = nullptr;
  std::filesystem::path save_dir_;
  std::vector<Action> legal_;
  engine::Prompt prompt_;

  BoardView board_;
  ui::Metrics metrics_;
  int width_ = 1280, height_ = 800;
  bool fitted_ = false;

  int viewer_ = kFollow;     // fixed viewer, or kFollow
  int showing_seat_ = kSpectatorSeat;  // whose view is on screen now
  static constexpr int kSpectatorSeat = -1;
  ui::HandOffScreen handoff_;
  int handoff_seat_ = -1;
  bool recap_pending_ = false;
  std::vector<std::string> recap_lines_;
  std::vector<size_t> last_seen_log_;  // per seat: log size when it last had the table

  int selected_ = -1;
  std::vector<int> targets_;
  int info_tile_ = -1;
  bool dragging_ = false;
  ui::Vec2 drag_pos_;
  std::vector<Action> chooser_;

  std::vector<LogLine> log_;
  std::vector<std::string> reform_lines_;  // the last Reform's results, until dismissed
  int log_seat_filter_ = -1;
  int log_kind_filter_ = 0;
  bool show_log_ = false, show_menu_ = false;
  std::string message_;
  std::string bad_choice_;  // last rejection, shown in plain words

  ui::AnimationQueue anims_;
  ui::DiceTumble tumble_;
  std::string dice_caption_;
  uint32_t dice_seed_ = 1;
  double bot_wait_ = 0;
  bool fast_forward_ = false;
  engine::Rng bot_rng_;
  bool dirty_ = true;
  std::function<void()> on_banner_long_press_;
  bool banner_fired_ = false;
  // The drawn board, kept in a texture while nothing it shows changes: a frame that only redraws
  // panels (hover, scrolling a list, the dice tray) copies it instead of drawing every hex again.
  struct BoardKey {
    uint64_t revision = 0;
    int viewer = 0, selected = -1, info_tile = -1, width = 0, height = 0;
    bool dragging = false;
    ui::Vec2 drag_pos;
    double zoom = 0, cx = 0, cy = 0;
    float px_per_mm = 0;
    std::vector<int> targets;
    bool operator==(const BoardKey&) const = default;
  };
  uint64_t revision_ = 0;  // bumped by every refresh (apply, undo, replace, looks)
  SDL_Texture* board_cache_ = nullptr;
  SDL_Renderer* board_cache_renderer_ = nullptr;
  BoardKey board_key_;
  bool board_key_valid_ = false;
  bool quit_ = false;
  std::vector<int> record_bits_;  // tabletop result entry: medal/scar bits per participating unit
};

// One frame: the table, then (unless the hand-off cover is up) the ImGui panels on top, then
// `extra` (the app's own windows, e.g. the content reload overlay) in the same ImGui frame.
void render_table_frame(TableScreen& screen, SDL_Renderer* renderer, ui::TextCache* text, ui::ImGuiLayer& imgui,
                        const ui::PointerState& pointer, int width, int height, float dt,
                        const std::function<void()>& extra = {});

}  // namespace sb::mk::view
