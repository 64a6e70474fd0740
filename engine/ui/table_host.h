#pragma once
// The table host: one match on screen, whatever the title. It owns the match and what every title
// shares — the seats (human or bot), bot pacing, hotseat hand-off and recap, undo, autosave, the
// game log and the menu — and hands drawing and gestures to the title's TitleView. The app talks
// to the host only (the TableScreen interface), so adding a title's screen needs no app change.
//
// A view reads the match through host().match() (its title's typed match by a cast it owns) and
// changes it only through host().apply_legal / apply_yaml / undo: never by editing State.
#include <SDL.h>
#include <yaml-cpp/yaml.h>

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/save/any_match.h"
#include "engine/save/autosave.h"
#include "engine/ui/gestures.h"
#include "engine/ui/hotseat.h"
#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"
#include "engine/ui/results_strip.h"
#include "engine/ui/step_banner.h"

namespace sb::ui {

class TextCache;
class ImGuiLayer;

struct TableSettings {
  float ui_scale = 1.0f;
  bool colour_blind_safe = true;
  float animation_speed = 1.0f;  // 0 = no animations
  bool left_handed = false;      // panels on the left
  float sound_volume = 0.7f;     // 0..1, the effects' loudness (engine/audio)
  bool sound_muted = false;
};

struct LogLine {
  int seat = -1;
  std::string kind;
  std::string text;
  size_t action = 0;  // journal size after the action that produced it
};

// A named group of log event kinds, for the log window's filter (a title's own).
struct LogFilter {
  std::string label;
  std::function<bool(const std::string& kind)> keep;
  // Keeps the kinds that contain any of `words` ("trade" keeps "trade_offer" and "trade").
  static LogFilter kinds_with(std::string label, std::vector<std::string> words);
};

// What the app drives: one table on screen (the host implements it).
class TableScreen {
 public:
  virtual ~TableScreen() = default;
  virtual void resize(int width, int height, const Metrics& metrics) = 0;
  virtual void on_intent(const Intent& intent) = 0;
  // One fixed table-time step; `pointer_held`: a finger, mouse button or space is down.
  virtual void step(double dt, bool pointer_held) = 0;
  virtual bool animating() const = 0;
  virtual void draw(SDL_Renderer* renderer, TextCache* text) = 0;
  virtual void panels() = 0;  // ImGui, between new_frame and render
  // The hand-off cover hides the whole table (no panels drawn).
  virtual bool covered() const = 0;
  // Something changed since the last frame (the loop renders only then).
  virtual bool take_dirty() = 0;
  virtual Rect board_rect() const = 0;
  virtual bool quit_requested() const = 0;
  virtual engine::AnyMatch& match() = 0;
  virtual void replace_match(std::unique_ptr<engine::AnyMatch> match) = 0;
  // A fixed viewer seat (screenshots, tests; kSpectator = everyone's view) or kFollow (hotseat).
  static constexpr int kFollow = -2;
  static constexpr int kSpectator = -1;
  virtual void set_viewer(int seat) = 0;
  virtual void set_on_banner_long_press(std::function<void()> f) = 0;
  // Every applied action is recorded there (null: no autosave); "Save a copy" writes to `dir`.
  virtual void set_autosave(engine::Autosave* autosave) = 0;
  virtual void set_save_dir(std::filesystem::path dir) = 0;
  // A line for the banner (what resuming recovered, why a dropped piece sprang back, ...).
  virtual void say(std::string message) = 0;
};

class TableHost;
struct BotDecision;  // a bot's decision under way off the render thread (table_host.cpp)

// A title's table: draws the match and turns gestures into its legal actions.
class TitleView {
 public:
  virtual ~TitleView() = default;
  // The match is new or its history changed (load, undo, reload, rewind): drop what is cached.
  virtual void on_match_changed() = 0;
  // After an action was applied (by this view, a bot or undo's replay): its events, for animations.
  virtual void on_applied(const std::vector<engine::Event>& events) { (void)events; }
  // The prompt or the viewer changed (selection and highlights may no longer apply).
  virtual void on_refresh() {}
  virtual void resize(int width, int height, const Metrics& metrics) = 0;
  virtual void on_intent(const Intent& intent) = 0;
  virtual void step(double dt) { (void)dt; }
  // Title animations playing (dice tumbling): the loop keeps rendering and bots wait.
  virtual bool animating() const { return false; }
  // The view shows something the table reads before play goes on (a session's end): bots wait.
  virtual bool holds_bots() const { return false; }
  virtual void draw(SDL_Renderer* renderer, TextCache* text) = 0;
  virtual void panels() = 0;
  virtual Rect board_rect() const = 0;
  // Seat looks for seats the caller named none for (a resumed game): names from the State.
  virtual std::vector<SeatLook> default_looks(bool colour_blind_safe) const = 0;
  virtual std::vector<LogFilter> log_filters() const { return {}; }
  // Which events are results (a roll, a draw, an exploration, a battle) and in what words, with
  // their numbers: the host shows them as a card over the board and keeps them in the results
  // strip. None by default.
  virtual std::optional<ResultLine> result_of(const engine::Event& event) const {
    (void)event;
    return std::nullopt;
  }
  // Results an action came to that no event names, read from the State after it (Six Winters'
  // action dice rolled at a turn's start), added to `lines`; asked after each action played at the
  // table, before on_applied (not for a resumed game's history).
  virtual void more_results(std::vector<ResultLine>& lines) { (void)lines; }
  // Where a result's place (ResultLine::place) is on the screen now, as the box it is drawn in
  // (none: not drawn).
  virtual std::optional<Rect> place_on_screen(int place) const {
    (void)place;
    return std::nullopt;
  }
  // Words drawn on the board that a player reads and nothing should cover (the board's heading), in
  // screen pixels as drawn last: the results card and strip keep off them as off what can be tapped.
  virtual std::vector<Rect> words_on_board() const { return {}; }
};

using MakeTitleView = std::function<std::unique_ptr<TitleView>(TableHost& host)>;

class TableHost : public TableScreen {
 public:
  TableHost(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks, TableSettings settings,
            const MakeTitleView& make_view);
  TableHost(const TableHost&) = delete;
  TableHost& operator=(const TableHost&) = delete;
  ~TableHost() override;  // cancels a bot's decision under way and joins its thread

  // [SECTION] the app's side (TableScreen)
  void resize(int width, int height, const Metrics& metrics) override;
  void on_intent(const Intent& intent) override;
  void step(double dt, bool pointer_held) override;
  bool animating() const override;
  void draw(SDL_Renderer* renderer, TextCache* text) override;
  void panels() override;
  bool covered() const override { return handoff_.showing() && !handoff_.revealed(); }
  bool take_dirty() override;
  Rect board_rect() const override { return view_->board_rect(); }
  bool quit_requested() const override { return quit_; }
  engine::AnyMatch& match() override { return *match_; }
  void replace_match(std::unique_ptr<engine::AnyMatch> match) override;
  void set_viewer(int seat) override;
  void set_on_banner_long_press(std::function<void()> f) override { on_banner_long_press_ = std::move(f); }

  void set_autosave(engine::Autosave* autosave) override { autosave_ = autosave; }
  // Also takes the sound level last kept there (the Menu may have changed it since the app started).
  void set_save_dir(std::filesystem::path dir) override;
  TitleView& view() { return *view_; }
  const TitleView& view() const { return *view_; }

  // [SECTION] the view's side
  const engine::AnyMatch& match() const { return *match_; }
  const engine::Prompt& prompt() const { return prompt_; }
  // Applies legal action `index` (the match's legal order) or a free-parameter action read from
  // YAML. False when rejected: the reason is shown (bad_choice()).
  bool apply_legal(size_t index);
  bool apply_yaml(const YAML::Node& action);
  bool undo();
  // Plays one bot move now if a bot is to decide (tests and fast-forward): a decision under way
  // is waited for, else the bot decides on this thread.
  bool bot_move();
  // A search bot decides on a worker thread, on a copy of the match and of the bot's Rng, while
  // the table keeps drawing; the render thread applies its choice (the action the same call on
  // this thread would give). The seat thinking now, or -1.
  int thinking_seat() const;
  // How long (table seconds) the seat has been thinking: the banner's mark turns with it.
  double thinking_time() const { return think_clock_; }
  // Stops a decision under way at once (undo, reload, a new match, leaving the table do it too):
  // its thread is joined and nothing of the game or the bot's Rng changes. False when none ran.
  bool cancel_bot();
  // The bots' own random stream (a cancelled decision leaves it as it was).
  const engine::Rng& bot_rng() const { return bot_rng_; }
  // Tests: runs on the worker before each decision, with its cancel flag (holds a decision under
  // way for as long as a test needs; null: none).
  void set_decision_gate(std::function<void(const std::atomic<bool>& cancel)> gate) { decision_gate_ = std::move(gate); }
  // Whose view is on screen now (kSpectator while the hand-off covers the table).
  int showing_seat() const { return showing_seat_; }
  int viewer() const { return viewer_; }
  bool handoff_showing() const { return handoff_.showing(); }
  bool recap_showing() const { return recap_pending_; }
  // The log lines the recap tells, as indices into log().
  const std::vector<size_t>& recap_from_log() const { return recap_from_log_; }
  // A human may act now (no cover, the game goes on, the deciding seat is not a bot).
  bool human_to_act() const;
  bool is_bot(int seat) const;
  const std::vector<SeatLook>& looks() const { return looks_; }
  const SeatLook* look(int seat) const;
  // A title names a seat by what it plays once that is known ("Ann (Thea)"): the banner, the
  // hand-off and the log use it from then on.
  void set_seat_name(int seat, const std::string& name);
  TableSettings& settings() { return settings_; }
  const TableSettings& settings() const { return settings_; }
  const Metrics& metrics() const { return metrics_; }
  const std::vector<LogLine>& log() const { return log_; }
  const std::string& message() const { return message_; }
  // A line for the banner from the view (why a dropped piece sprang back, ...).
  void say(std::string message) override {
    message_ = std::move(message);
    dirty_ = true;
  }
  // The player's save folder (empty: nothing is written, as in screenshots).
  const std::filesystem::path& save_dir() const { return save_dir_; }
  const std::string& bad_choice() const { return bad_choice_; }
  // What the rules did on their own, one step at a time over the foot of the board (a title calls
  // this from on_applied). Nothing is queued with animations off or bots fast-forwarded; a human's
  // action, a finger on the table, undo or a new match drops the steps still waiting (the log
  // keeps them all).
  void narrate(std::string heading, std::string text);
  const StepBanner& narration() const { return narration_; }
  bool narrating() const { return narration_.active(narration_clock_); }
  const StepBanner::Step* narration_step() const { return narration_.current(narration_clock_); }
  void narration_next() {
    narration_.next(narration_clock_);
    dirty_ = true;
  }
  void skip_narration() {
    narration_.skip();
    dirty_ = true;
  }
  // Results (TitleView::result_of): the newest action's as a card over the board's foot until
  // tapped or read (ResultsStrip), the last ones in a strip of entries beside it that opens a list.
  const ResultsStrip& results() const { return results_; }
  bool result_card_showing() const { return results_.card_showing(results_clock_, settings_.animation_speed); }
  void dismiss_result() {
    results_.dismiss();
    dirty_ = true;
  }
  bool results_open() const { return results_open_; }
  // Where the card showing stands beside (the newest result's place on screen; none: a corner).
  std::optional<Rect> result_card_place() const { return result_place_; }
  void toggle_results() {
    results_open_ = !results_open_;
    dirty_ = true;
  }
  // Names of the windows the results are drawn in (tests read frame_clipped_text() by them).
  static constexpr const char* kResultCardWindow = "Result";
  static constexpr const char* kResultsStripWindow = "Results strip";
  static constexpr const char* kResultsListWindow = "Results";
  void set_fast_forward(bool on) { fast_forward_ = on; }
  bool fast_forward() const { return fast_forward_; }
  void request_quit() { quit_ = true; }
  void mark_dirty() { dirty_ = true; }
  void toggle_log() { show_log_ = !show_log_; dirty_ = true; }
  void toggle_menu() { show_menu_ = !show_menu_; dirty_ = true; }
  bool menu_open() const { return show_menu_; }

  // Shared panel pieces a view places in its own side panel: the seat and the prompt in words
  // (holding the banner opens the rules), the last rejection and message; the undo / log / menu
  // buttons (`extra` adds buttons of the view's, each a label and what it does); who is playing.
  // The board's part of a width x height screen beside the side panel. The panel is wide enough for
  // a line of choices at the body text size (120 mm) or `share` of the width, at most 45% of a
  // narrow screen; it stands on the left for a left-handed player. On a portrait screen (taller
  // than kPortraitRatio of its width) the panel goes below the board instead, across the width.
  static constexpr float kPortraitRatio = 1.1f;
  Rect board_beside_panel(int width, int height, const Metrics& metrics, float share) const;
  // The rest of the screen beside (or below) that board: where the side panel goes.
  Rect panel_beside(const Rect& board, int width, int height) const;
  // Opens the side panel's ImGui window over panel_beside(board); close it with ImGui::End().
  void begin_side_panel(const char* name, const Rect& board, int width, int height) const;
  void prompt_banner();
  void toolbar(const std::vector<std::pair<std::string, std::function<void()>>>& extra = {});
  void bot_status();
  // A full-width button of touch height, noted as a touch target (action: index into the legal
  // list, group: a title's grouping, for tests).
  bool big_button(const std::string& label, bool enabled = true, int action = -1, int group = -1);
  // A big button for legal action `index` (its touch target in `group`); a tap applies it. True
  // when it was applied: the legal list changed under the caller, which stops drawing it.
  bool choice_button(const std::string& label, size_t index, int group);
  // The side panel every title opens alike: begin_side_panel, the prompt banner, the toolbar, the
  // bot line, then the list of choices that scrolls (an ImGui child). `key` says what the list
  // shows (the view's revision, a tapped tile...): when it changes the list starts at its top in
  // that very frame. True when the list is drawn; end_choices_panel() closes both either way.
  bool begin_choices_panel(const char* name, const Rect& board, uint64_t key);
  void end_choices_panel();
  // A card of details in words over the board's top (a tile's, a card's: `title`, then `lines`)
  // with a Close button (touch target group `close_group`); nothing when `lines` is empty. True
  // when Close was tapped (the caller drops what it showed).
  bool details_window(const std::string& title, const std::vector<std::string>& lines, int close_group);

 private:
  void after_apply(const engine::ApplyResult& result);
  void refresh();
  void update_viewer();
  void fill_looks();
  void adopt_match();  // looks, log and the view for the match now held
  void panel_log();
  void panel_menu();
  void narration_window();
  void results_windows();
  std::vector<ResultLine> results_in(const std::vector<engine::Event>& events) const;
  void start_decision(bool on_worker);
  bool finish_decision();  // applies a finished decision's action; false when it was rejected
  bool apply_bot_result(const YAML::Node& action);

  std::unique_ptr<engine::AnyMatch> match_;
  std::vector<SeatLook> looks_;
  TableSettings settings_;
  std::unique_ptr<TitleView> view_;
  engine::Autosave* autosave_ = nullptr;
  std::filesystem::path save_dir_;
  engine::Prompt prompt_;
  Metrics metrics_;
  int width_ = 1280, height_ = 800;

  int viewer_ = kFollow;
  int showing_seat_ = kSpectator;
  HandOffScreen handoff_;
  int handoff_seat_ = -1;
  bool recap_pending_ = false;
  std::vector<std::string> recap_lines_;
  std::vector<size_t> recap_from_log_;
  std::vector<size_t> last_seen_log_;  // per seat: log size when it last had the table

  std::vector<LogLine> log_;
  int log_seat_filter_ = -1;
  int log_kind_filter_ = 0;
  bool show_log_ = false, show_menu_ = false;
  std::string message_;
  std::string bad_choice_;

  StepBanner narration_;
  double narration_clock_ = 0;  // table time (runs at the animation speed)
  ResultsStrip results_;
  double results_clock_ = 0;  // seconds (the reading time itself scales with the animation speed)
  bool results_open_ = false;
  std::optional<Rect> result_place_;  // the card's place this frame (result_card_place)
  bool result_card_drawn_ = false;
  double bot_wait_ = 0;
  bool fast_forward_ = false;
  engine::Rng bot_rng_;
  std::unique_ptr<BotDecision> decision_;
  std::function<void(const std::atomic<bool>&)> decision_gate_;
  double think_clock_ = 0;
  bool dirty_ = true;
  bool quit_ = false;
  std::function<void()> on_banner_long_press_;
  bool banner_fired_ = false;
  uint64_t choices_key_ = ~uint64_t{0};  // what the list of choices showed last frame
  bool details_shown_ = false;           // the details window was drawn last frame
};

// A seat's colour swatch, then its name and symbol (ImGui, inside a window).
void seat_swatch(const SeatLook& look, float size);
// The seat's colour alone, a square `size` high centred on a line `line_h` high; the cursor goes on
// the same line after it.
void seat_colour(const SeatLook& look, float size, float line_h);
// Looks for seats named `names` in seat order (a resumed game's default_looks): each seat's colour
// and symbol by its place, played by a human.
std::vector<SeatLook> seat_looks(const std::vector<std::string>& names);
// A heading over a group of choices, in the highlight colour every title's list uses (wrapped).
void group_heading(const std::string& text);

// One frame: the table, then (unless the hand-off cover is up) the ImGui panels on top, then
// `extra` (the app's own windows, e.g. the content reload overlay) in the same ImGui frame.
void render_table_frame(TableScreen& screen, SDL_Renderer* renderer, TextCache* text, ImGuiLayer& imgui,
                        const PointerState& pointer, int width, int height, float dt,
                        const std::function<void()>& extra = {});

}  // namespace sb::ui
