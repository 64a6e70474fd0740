// The windowed app: the launcher (title, new game, continue, load, settings) and the table of a
// match, in one window and one fixed-step loop. `seasonboard` with no arguments starts in the
// launcher; `seasonboard play` starts at the table.
//
// [SECTION] options · setup from the launcher · launcher panels · window and loop · commands
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <ostream>
#include <sstream>

#include "engine/save/autosave.h"
#include "engine/save/content_reloader.h"
#include "engine/save/hot_reload.h"
#include "engine/save/save_file.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/loop.h"
#include "engine/ui/platform.h"
#include "engine/ui/settings_file.h"
#include "engine/ui/text.h"
#include "engine/core/args.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/app_driver.h"
#include "game/app/screen/designer_panel.h"
#include "game/app/screen/rules_reference.h"
#include "game/app/screen/match_files.h"
#include "game/app/screen/screen_commands.h"
#include "game/app/screen/title_screens.h"

namespace sb::app {

namespace {

using ui::SeatLook;
using Settings = ui::TableSettings;
using ui::TableScreen;

// [SECTION] options

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

bool read_window_args(engine::Args& args, WindowArgs& w) {
  read_size_and_scale(args, w.width, w.height, w.scale);
  if (auto dpi = args.integer("--dpi", 40, 800, 0)) w.dpi = static_cast<float>(*dpi);
  w.software = args.flag("--software");
  w.content = args.value_or("--content", "");
  w.save_dir = args.value("--save-dir") ? std::filesystem::path(*args.value("--save-dir")) : std::filesystem::path(ui::save_folder());
  if (w.save_dir.empty()) w.save_dir = engine::default_save_dir();
  w.screenshot = args.value_or("--screenshot", "");
  w.quit_when_interactive = args.flag("--quit-when-interactive");
  if (auto n = args.integer("--bench-frames", 1, 100000, 0)) w.bench_frames = static_cast<int>(*n);
  if (auto n = args.integer("--seed", 0, INT32_MAX, -1)) w.seed = static_cast<int>(*n);
  // Quitting at the first frame would leave the picture or the timing unmade, and say nothing.
  if (w.quit_when_interactive)
    for (const char* waits : {"--screenshot", "--bench-frames"})
      if (args.flag(waits))
        args.fail(std::string("--quit-when-interactive stops at the first frame; ") + waits +
                  " needs the frames after it (leave out one or the other)");
  return args.ok();
}

// [SECTION] setup from the launcher

constexpr int kMaxSeats = 8;
constexpr float kMinRowsOnScreen = 6.0f;  // touch targets the screen's shorter side holds at any text size

struct SeatRow {
  char name[32] = "";
  int kind = 0;  // 0 human, then the title's bot kinds in order
  int colour = 0;
  int symbol = 0;
};

// The launcher's seats and seed; the title's own choices live in its NewGamePanel.
struct NewGame {
  int seats = 3;
  SeatRow seat[kMaxSeats];
  int seed = 1;
  NewGame() {
    static const char* kNames[] = {"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"};
    for (int i = 0; i < kMaxSeats; ++i) {
      std::snprintf(seat[i].name, sizeof seat[i].name, "%s", kNames[i]);
      seat[i].colour = i;
      seat[i].symbol = i;
    }
    seed = static_cast<int>(std::chrono::system_clock::now().time_since_epoch().count() % 100000);
  }
};

// "Human", then a bot kind in words: "Bot (heuristic)".
std::string kind_label(const std::string& kind) { return kind == "human" ? "Human" : "Bot (" + kind + ")"; }

// The bot a new seat gets: the title's strongest (its first kind that is not random).
int default_bot(const std::vector<std::string>& kinds) {
  for (size_t i = 1; i < kinds.size(); ++i)
    if (kinds[i] != "random") return static_cast<int>(i);
  return kinds.size() > 1 ? 1 : 0;
}

// [SECTION] window and loop

class App {
 public:
  App(WindowArgs args, std::ostream& out, std::ostream& err) : args_(std::move(args)), out_(out), err_(err) {
    if (args_.seed >= 0) game_.seed = args_.seed;
    // The player's settings from the last run (a bad file: its problems are named, defaults stay).
    engine::ErrorList errors;
    if (!ui::read_settings(ui::settings_path(args_.save_dir), settings_, errors))
      err_ << errors.format_all() << "seasonboard: the settings above were not read; the Settings tab rewrites the file\n";
  }

  bool open(std::string& error) {
    session_ = ui::SdlSession::start(true, error);
    if (!session_) return false;
    ui::WindowOptions wo;
    wo.title = "Seasonboard";
    wo.width = args_.width;
    wo.height = args_.height;
    wo.software = args_.software;
    wo.dpi_override = args_.dpi;
    window_ = ui::Window::create(wo, error);
    if (!window_) return false;
    w_ = window_->pixel_width();
    h_ = window_->pixel_height();
    metrics_ = ui::metrics_for(w_, h_, window_->dpi(), effective_scale());
    imgui_ = ui::ImGuiLayer::create(window_->sdl(), window_->renderer(), metrics_, error);
    if (!imgui_) return false;
    text_ = std::make_unique<ui::TextCache>(window_->renderer());
    if (!text_->ok()) err_ << "seasonboard: " << text_->error() << "\n";
    gestures_.set_viewport(w_, h_, metrics_.px_per_mm(), window_->pixel_ratio());
    gestures_.set_capture([this](ui::Vec2 p) { return imgui_->wants_pointer(p); },
                          [this] { return imgui_->wants_keyboard(); });
    return true;
  }

  // The table for `match`, autosaved from its first action. False with `error` when the title has
  // no screen or the autosave cannot be written (a game that would not be kept does not start).
  bool start_table(std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
                   std::vector<SeatLook> looks, std::string& error) {
    const TitleScreenInfo* hooks = find_title_screen(match->title_id());
    if (!hooks) {
      error = std::string("no table on screen for '") + match->title_id() +
              "' yet; play it in the terminal: seasonboard play --text --title " + match->title_id();
      return false;
    }
    auto screen = hooks->make_screen(std::move(match), std::move(looks), settings_);
    auto autosave = std::make_unique<engine::Autosave>(args_.save_dir, title->id());
    if (!autosave->begin(screen->match(), error)) {
      error = "cannot autosave in " + args_.save_dir.string() + ": " + error +
              " (choose a writable folder with --save-dir DIR)";
      return false;
    }
    title_ = std::move(title);
    autosave_ = std::move(autosave);
    screen_ = std::move(screen);
    screen_->set_autosave(autosave_.get());
    screen_->set_save_dir(args_.save_dir);
    screen_->resize(w_, h_, metrics_);
    screen_->set_on_banner_long_press([this] { rules_.open(content_dir_); });
    // Watch this title's content folder for the designer loop.
    const TitleInfo* info = find_title(title_->id());
    std::filesystem::path root =
        args_.content.empty() ? engine::default_content_root() : std::filesystem::path(args_.content);
    content_dir_ = title_content_dir(root, title_->content_dir());
    reloader_ = info ? std::make_unique<engine::ContentReloader>(info->make, content_dir_) : nullptr;
    hot_ = engine::HotReload{};
    return true;
  }

  // Every ~0.5 s: re-read changed content and replay the game on it (DESIGN §3).
  void poll_content() {
    if (!reloader_ || !screen_) return;
    engine::ContentReloader::Outcome outcome = reloader_->poll();
    if (outcome.kind == engine::ContentReloader::Kind::kNothing) return;
    const bool had_problem = hot_.state() != engine::HotReload::State::kClean;
    if (auto swap = hot_.take(std::move(outcome), screen_->match())) adopt(std::move(*swap));
    if (had_problem || hot_.state() != engine::HotReload::State::kClean) loop_->request_redraw(2);
  }

  // Designer panel "Reload now": load the folder as it is and replay, changed or not.
  void reload_now() {
    const TitleInfo* info = screen_ ? find_title(title_->id()) : nullptr;
    if (!info) return;
    engine::ContentReloader::Outcome outcome;
    outcome.title = info->make();
    if (outcome.title->load_content(content_dir_, outcome.errors)) {
      outcome.kind = engine::ContentReloader::Kind::kReloaded;
    } else {
      outcome.kind = engine::ContentReloader::Kind::kFailed;
      outcome.title.reset();
    }
    if (auto swap = hot_.take(std::move(outcome), screen_->match())) adopt(std::move(*swap));
    loop_->request_redraw(2);
  }

  // Designer panel jump-to / undo-anything: keep the first `keep` actions of the journal.
  void rewind_to(size_t keep) {
    if (!screen_) return;
    std::unique_ptr<engine::AnyMatch> cut = screen_->match().clone();
    cut->rewind_to(keep);
    if (autosave_) {
      std::string error;
      if (!autosave_->rewrite(*cut, error)) err_ << "seasonboard: autosave: " << error << "\n";
    }
    screen_->replace_match(std::move(cut));
    loop_->request_redraw(2);
  }

  void adopt(engine::HotReload::Swap swap) {
    title_ = std::move(swap.title);
    if (rules_.is_open()) rules_.open(content_dir_);  // show the tables as they are now
    if (autosave_) {
      std::string error;
      if (!autosave_->rewrite(*swap.match, error)) err_ << "seasonboard: autosave: " << error << "\n";
    }
    screen_->replace_match(std::move(swap.match));
    loop_->request_redraw(2);
  }

  // The overlay: every content error, or the first action the new rules reject with a rewind.
  void reload_overlay() {
    if (hot_.state() == engine::HotReload::State::kClean) return;
    const ui::Rect board = screen_->board_rect();  // over the board, clear of the side panel
    const float width = std::min(board.w - metrics_.mm(8), metrics_.mm(180));
    ImGui::SetNextWindowPos({board.x + board.w * 0.5f, board.y + metrics_.mm(4)}, ImGuiCond_Always, {0.5f, 0.0f});
    ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
    ImGui::Begin("Content not loaded", nullptr,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
    if (hot_.state() == engine::HotReload::State::kContentErrors)
      ImGui::TextWrapped("The game goes on with the previous content. Fix the file and it reloads by itself:");
    else
      ImGui::TextWrapped("The new content loaded, but this game's history does not fit it:");
    ImGui::Separator();
    for (const std::string& line : hot_.lines()) ImGui::TextWrapped("%s", line.c_str());
    if (hot_.state() == engine::HotReload::State::kActionIllegal) {
      const std::string label = "Rewind to before action " + std::to_string(hot_.illegal_action());
      if (ImGui::Button(label.c_str(), {-1, metrics_.mm(10)})) {
        after_frame_ = [this] {
          if (auto swap = hot_.rewind_to_before(screen_->match())) adopt(std::move(*swap));
        };
      }
    }
    ImGui::End();
  }

  int run() {
    start_loop(nullptr, nullptr);
    loop_->run();
    finish();
    return exit_code_;
  }

  // The loop with its hooks; a null clock or event source means the real ones.
  void start_loop(ui::Clock* clock, ui::EventSource* events) {
    ui::LoopHooks hooks;
    hooks.on_event = [this](const SDL_Event& e) {
      imgui_->process_event(e);
      if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_SPACE) space_held_ = true;
      if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F1 && screen_) {
        if (rules_.is_open()) rules_.close();
        else rules_.open(content_dir_);
        loop_->request_redraw(2);
      }
      if (e.type == SDL_KEYUP && e.key.keysym.sym == SDLK_SPACE) space_held_ = false;
      if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
                                        e.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)) {
        w_ = window_->pixel_width();
        h_ = window_->pixel_height();
        // A new size or display can change the text size too (a phone-sized window, another
        // DPI): the next frame's settings_changed() rebuilds the font when it does.
        gestures_.set_viewport(w_, h_, metrics_.px_per_mm(), window_->pixel_ratio());
        if (screen_) screen_->resize(w_, h_, metrics_);
      }
    };
    hooks.on_intent = [this](const ui::Intent& intent) {
      if (!screen_) return;
      if (intent.kind == ui::IntentKind::kDesignerPanel) {  // F12 or a three-finger long press
        designer_.toggle();
        loop_->request_redraw(2);
        return;
      }
      screen_->on_intent(intent);
    };
    hooks.on_step = [this](double dt) {
      if (!screen_) return;
      screen_->step(dt, gestures_.pointer().down || space_held_);
      // A bot's move or a hand-off revealed in a step that drew no frame (frames are paced) is
      // drawn even when nothing animates after it: else the table showed the bot's turn until a touch.
      if (screen_->take_dirty()) loop_->request_redraw(2);
    };
    hooks.animating = [this] {
      if (!screen_) return false;
      return screen_->animating() || (screen_->covered() && (gestures_.pointer().down || space_held_));
    };
    hooks.render = [this](double dt) { render(static_cast<float>(dt)); };
    hooks.on_tick = [this] { poll_content(); };
    loop_ = std::make_unique<ui::FrameLoop>(gestures_, hooks, ui::LoopOptions{}, clock, events);
    if (!args_.screenshot.empty()) loop_->request_redraw(args_.frames);
  }

  bool iterate() { return loop_->iterate(); }

  void finish() {
    if (screen_ && autosave_) {
      std::string error;
      autosave_->write_snapshot(screen_->match(), error);
    }
  }

  TableScreen* table() { return screen_.get(); }
  int width() const { return w_; }
  int height() const { return h_; }
  float px_per_mm() const { return metrics_.px_per_mm(); }
  const std::string& message() const { return message_; }

 private:
  void render(float dt) {
    if (settings_changed()) {
      imgui_->apply_metrics(metrics_);
      gestures_.set_viewport(w_, h_, metrics_.px_per_mm(), window_->pixel_ratio());
      if (screen_) screen_->resize(w_, h_, metrics_);
    }
    const ui::PointerState pointer = gestures_.frame_pointer();
    if (screen_) {
      ui::render_table_frame(*screen_, window_->renderer(), text_.get(), *imgui_, pointer, w_, h_, dt,
                                   [this] {
                                     reload_overlay();
                                     rules_.draw(metrics_, static_cast<float>(w_), static_cast<float>(h_));
                                     designer_.draw(screen_->match(), content_dir_, hot_, metrics_,
                                                    static_cast<float>(w_), static_cast<float>(h_),
                                                    {[this] { after_frame_ = [this] { reload_now(); }; },
                                                     [this](size_t k) { after_frame_ = [this, k] { rewind_to(k); }; }});
                                   });
      if (after_frame_) {
        auto request = std::move(after_frame_);
        after_frame_ = nullptr;
        request();
      }
      // The loop counts this frame off after render returns: ask for the next one with 2.
      if (screen_->take_dirty()) loop_->request_redraw(2);
      if (screen_->quit_requested()) {
        screen_.reset();
        if (started_from_launcher_) {
          loop_->request_redraw(2);
        } else {
          loop_->quit();
        }
      }
    } else {
      SDL_SetRenderDrawColor(window_->renderer(), ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
      SDL_RenderClear(window_->renderer());
      imgui_->new_frame(w_, h_, pointer, dt);
      launcher();
      imgui_->render();
    }
    ++frames_;
    if (args_.bench_frames > 0) {
      // CPU time per frame with every frame forced (the idle loop would otherwise skip them).
      if (frames_ == 2) bench_start_ = std::clock();
      if (frames_ == 2 + args_.bench_frames) {
        const double ms = 1000.0 * static_cast<double>(std::clock() - bench_start_) / CLOCKS_PER_SEC / args_.bench_frames;
        out_ << "frame CPU " << ms << " ms (" << args_.bench_frames << " frames, " << w_ << "x" << h_ << ", "
             << window_->renderer_name() << ")\n";
        loop_->quit();
      } else {
        loop_->request_redraw(2);
      }
    }
    if (frames_ == 1 && args_.quit_when_interactive) {
      SDL_RenderPresent(window_->renderer());
      out_ << "interactive\n";
      loop_->quit();
      return;
    }
    if (!args_.screenshot.empty() && frames_ >= args_.frames) {
      std::string error;
      if (!ui::save_png(window_->renderer(), w_, h_, args_.screenshot, error)) {
        err_ << "seasonboard: " << error << "\n";
        exit_code_ = kExitProblem;
      } else {
        out_ << "wrote " << args_.screenshot << " (" << window_->renderer_name() << ")\n";
      }
      args_.screenshot.clear();
      loop_->quit();
    }
    SDL_RenderPresent(window_->renderer());
  }

  // The player's text size, within what the screen holds: its shorter side keeps room for six
  // touch targets (2.5 on a phone on its side left room for Start alone, and none for the
  // setting that would take it back; five still cut the tabs' names on a small phone).
  float effective_scale() const {
    const float wanted = settings_.ui_scale * args_.scale;
    const float touch_at_1 = ui::metrics_for(w_, h_, window_->dpi(), 1.0f).touch_px();
    const float most = static_cast<float>(std::min(w_, h_)) / (kMinRowsOnScreen * touch_at_1);
    return std::max(std::min(wanted, 1.0f), std::min(wanted, most));
  }

  bool settings_changed() {
    const ui::Metrics wanted = ui::metrics_for(w_, h_, window_->dpi(), effective_scale());
    if (wanted == metrics_) return false;
    metrics_ = wanted;
    return true;
  }

  // [SECTION] launcher panels
  bool big(const char* label, float width = -1) {
    const bool hit = ImGui::Button(label, {width, metrics_.touch_px()});
    ui::note_touch_target(label);
    return hit;
  }

  // The next item stays on the last one's line when it fits, else it starts the next (a phone held
  // upright shows a seat on two lines rather than cutting its choices off).
  static void same_line_if_fits(float next_width, float gap = -1) {
    if (gap < 0) gap = ImGui::GetStyle().ItemSpacing.x;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + gap + next_width <= right) ImGui::SameLine(0, gap);
  }

  // The launcher: one column that scrolls as a whole (titles, what to continue, the tabs and
  // their choices) above a footer that never scrolls away: the last problem in words and, on the
  // New game tab, Start. A phone on its side or a large text size leaves the header little room:
  // a header outside the scrolling part pushed Start off the screen there.
  void launcher() {
    // A phone's few millimetres go to the choices, not to margins around them.
    const bool small = std::min(w_, h_) < metrics_.mm(90);
    const float pad = small ? metrics_.mm(1) : metrics_.mm(4);
    // A readable column on a wide screen (a 4K monitor), the whole width on a tablet or phone.
    const float width = std::min(static_cast<float>(w_) - 2 * pad, metrics_.mm(240));
    ImGui::SetNextWindowPos({(static_cast<float>(w_) - width) * 0.5f, pad}, ImGuiCond_Always);
    ImGui::SetNextWindowSize({width, static_cast<float>(h_) - 2 * pad}, ImGuiCond_Always);
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                             ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    if (small) flags |= ImGuiWindowFlags_NoTitleBar;  // "Choose a game" says where the player is
    ImGui::Begin("Seasonboard", nullptr, flags);
    const bool start_shown = start_ready();
    const std::string message_at_start = message_;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float wrap = ImGui::GetContentRegionAvail().x;
    float footer = 0;
    if (!message_.empty()) footer += ImGui::CalcTextSize(message_.c_str(), nullptr, false, wrap).y + style.ItemSpacing.y;
    if (start_shown) footer += metrics_.touch_px() + style.ItemSpacing.y;
    // At least a row of choices stays above the footer, however long the message.
    footer = std::min(footer, std::max(0.0f, ImGui::GetContentRegionAvail().y - metrics_.touch_px() * 1.5f));
    ImGui::BeginChild("launcher body", {0, ImGui::GetContentRegionAvail().y - footer});
    launcher_body();
    ImGui::EndChild();
    if (!message_.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1, 0.6f, 0.4f, 1});
      ImGui::TextWrapped("%s", message_.c_str());  // file:line:col first: never cut at the edge
      ImGui::PopStyleColor();
    }
    if (start_shown && big("Start")) start_new();
    ImGui::End();
    // The footer is laid out from the frame's start: what this frame changed (the title's content
    // just loaded, a new message) gets a frame of its own, else Start waited for a touch.
    if (start_ready() != start_shown || message_ != message_at_start) loop_->request_redraw(2);
  }

  // Start is offered under the New game tab once the chosen title's content has loaded.
  bool start_ready() const { return new_tab_open_ && panel_ && title_ && title_->id() == title_choice_; }

  void launcher_body() {
    // Titles: side by side where they fit (a tablet's height is for the seats and Start).
    ImGui::TextUnformatted("Choose a game");
    bool first = true;
    for (const TitleInfo& t : registered_titles()) {
      if (t.hidden) continue;
      const bool has_screen = find_title_screen(t.id) != nullptr;
      const ImGuiStyle& style = ImGui::GetStyle();
      float entry = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(t.name.c_str()).x;
      if (!has_screen) entry += style.ItemSpacing.x + ImGui::CalcTextSize("(terminal only)").x;
      if (!first) same_line_if_fits(entry, style.ItemSpacing.x * 4);
      first = false;
      if (title_choice_.empty() && has_screen) title_choice_ = t.id;
      if (!has_screen) ImGui::BeginDisabled();
      if (ImGui::RadioButton(t.name.c_str(), title_choice_ == t.id) && title_choice_ != t.id) {
        title_choice_ = t.id;
        message_.clear();
      }
      ui::note_touch_target(t.name);
      if (!has_screen) ImGui::EndDisabled();
      if (!has_screen) {
        ImGui::SameLine();
        ImGui::TextDisabled("(terminal only)");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("seasonboard play --text --title %s", t.id.c_str());
      }
    }
    ImGui::Separator();
    engine::Autosave slot(args_.save_dir, title_choice_);
    if (slot.exists()) {
      if (big("Continue the last game")) resume();
    } else {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("No game to continue yet.");
      ImGui::PopTextWrapPos();
    }
    const TitleScreenInfo* hooks = find_title_screen(title_choice_);
    const bool campaigns = hooks && hooks->open_campaign && !hooks->campaign_extension.empty();
    if (campaigns) {
      const std::vector<std::filesystem::path> files = campaign_files(hooks->campaign_extension);
      if (files.empty()) {
        ImGui::TextDisabled("No campaign yet: a new game starts one.");
      } else {
        if (big("Continue campaign")) open_campaign(*hooks, files.front());
        const std::string name = files.front().filename().string();
        same_line_if_fits(ImGui::CalcTextSize(name.c_str()).x);
        ImGui::TextDisabled("%s", name.c_str());
      }
    }
    // On a narrow screen (a phone held upright) the tabs' padding shrinks before their labels do.
    const bool narrow = ImGui::GetContentRegionAvail().x < metrics_.mm(90);
    if (narrow)
      ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {metrics_.mm(1), ImGui::GetStyle().FramePadding.y});
    const bool tabs = ImGui::BeginTabBar("launcher");
    if (narrow) ImGui::PopStyleVar();
    if (tabs) {
      const bool new_tab = ImGui::BeginTabItem("New game");
      ui::note_touch_target("New game");
      new_tab_open_ = new_tab;
      if (new_tab) {
        if (ensure_title() && panel_) new_game_choices();
        ImGui::EndTabItem();
      }
      const bool load_tab = ImGui::BeginTabItem("Load");
      ui::note_touch_target("Load");
      if (load_tab) {
        load_panel();
        ImGui::EndTabItem();
      }
      if (campaigns) {
        const bool campaign_tab = ImGui::BeginTabItem("Load campaign file…");
        ui::note_touch_target("Load campaign file…");
        if (campaign_tab) {
          campaign_panel(*hooks);
          ImGui::EndTabItem();
        }
      }
      const bool settings_tab = ImGui::BeginTabItem("Settings");
      ui::note_touch_target("Settings");
      if (settings_tab) {
        settings_panel();
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
  }

  void settings_panel() {
    // Kept for the next run once a change is complete (a slider when let go).
    bool changed = false;
    ImGui::SliderFloat("Text and button size", &settings_.ui_scale, 0.75f, 2.5f, "%.2f");
    changed |= ImGui::IsItemDeactivatedAfterEdit();
    ui::note_touch_target("Text and button size");
    changed |= ImGui::Checkbox("Colour-blind-safe seat colours", &settings_.colour_blind_safe);
    ui::note_touch_target("Colour-blind-safe seat colours");
    ImGui::SliderFloat("Animation speed (0 = off)", &settings_.animation_speed, 0.0f, 3.0f, "%.1f");
    changed |= ImGui::IsItemDeactivatedAfterEdit();
    ui::note_touch_target("Animation speed");
    changed |= ImGui::Checkbox("Left-handed layout (panels on the left)", &settings_.left_handed);
    ui::note_touch_target("Left-handed layout");
    std::string error;
    if (changed && !ui::write_settings(ui::settings_path(args_.save_dir), settings_, error))
      err_ << "seasonboard: the settings are not kept: " << error << "\n";
  }

  // The chosen title's content and its New game panel (loaded once per choice).
  bool ensure_title() {
    if (title_ && title_->id() == title_choice_) return true;
    std::ostringstream errors;
    title_ = load_title(title_choice_, args_.content, errors);
    panel_.reset();
    if (!title_) {
      // Tried again next frame: fixing the file brings the title back without a restart.
      message_ = load_error_ = errors.str();
      return false;
    }
    if (!load_error_.empty() && message_ == load_error_) message_.clear();
    load_error_.clear();
    const TitleScreenInfo* hooks = find_title_screen(title_choice_);
    if (hooks && hooks->new_game_panel) panel_ = hooks->new_game_panel(*title_);
    bot_kinds_ = {"human"};
    for (const std::string& k : title_->bot_kinds()) bot_kinds_.push_back(k);
    if (panel_) {
      if (!seats_chosen_) game_.seats = panel_->default_seats();
      game_.seats = std::clamp(game_.seats, title_->min_seats(), std::min(title_->max_seats(), kMaxSeats));
    }
    for (int i = 0; i < kMaxSeats; ++i) game_.seat[i].kind = i == 0 ? 0 : default_bot(bot_kinds_);
    return true;
  }

  void new_game_choices() {
    const std::string label = panel_->seats_label();
    // The count's name beside its slider, or above it where both do not fit (a phone upright).
    const float beside = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label.c_str()).x -
                         ImGui::GetStyle().ItemInnerSpacing.x;
    const bool above = beside < metrics_.touch_px() * 3;
    if (above) ImGui::TextUnformatted(label.c_str());
    ImGui::SetNextItemWidth(above ? -FLT_MIN : beside);
    if (ImGui::SliderInt(above ? ("##" + label).c_str() : label.c_str(), &game_.seats, title_->min_seats(),
                         std::min(title_->max_seats(), kMaxSeats)))
      seats_chosen_ = true;
    ui::note_touch_target(label);
    std::vector<std::string> kind_labels;
    for (const std::string& k : bot_kinds_) kind_labels.push_back(kind_label(k));
    std::vector<std::string> colour_labels, symbol_labels;
    for (int k = 0; k < ui::kSeatPaletteSize; ++k) colour_labels.push_back("colour " + std::to_string(k + 1));
    for (int k = 0; k < ui::kSeatSymbolCount; ++k) symbol_labels.push_back(std::string(ui::symbol_name(ui::seat_symbol(k))));
    // A choice box as wide as its longest choice and its arrow (the text is sized by the display,
    // so widths in millimetres cut "Bot (heuristic)" short).
    auto fit = [](const std::vector<std::string>& labels) {
      float widest = 0;
      for (const std::string& l : labels) widest = std::max(widest, ImGui::CalcTextSize(l.c_str()).x);
      return widest + ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetFrameHeight();
    };
    for (int i = 0; i < game_.seats; ++i) {
      SeatRow& s = game_.seat[i];
      ImGui::PushID(i);
      const ui::Color c = ui::seat_color(s.colour);
      ImGui::ColorButton("##c", {c.r / 255.f, c.g / 255.f, c.b / 255.f, 1}, 0,
                         {metrics_.touch_px() * 0.7f, metrics_.touch_px() * 0.7f});
      ImGui::SameLine();
      ImGui::SetNextItemWidth(std::max(metrics_.mm(30), ImGui::CalcTextSize("Wilhelmina").x));
      ImGui::InputText("##name", s.name, sizeof s.name);
      ui::note_touch_target("seat name", -1, i);
      same_line_if_fits(fit(kind_labels));
      ImGui::SetNextItemWidth(fit(kind_labels));
      s.kind = std::clamp(s.kind, 0, static_cast<int>(bot_kinds_.size()) - 1);
      if (ImGui::BeginCombo("##kind", kind_labels[static_cast<size_t>(s.kind)].c_str())) {
        for (size_t k = 0; k < kind_labels.size(); ++k)
          if (ImGui::Selectable(kind_labels[k].c_str(), s.kind == static_cast<int>(k))) s.kind = static_cast<int>(k);
        ImGui::EndCombo();
      }
      ui::note_touch_target("seat kind", -1, i);
      same_line_if_fits(fit(colour_labels));
      s.colour = std::clamp(s.colour, 0, ui::kSeatPaletteSize - 1);
      s.symbol = std::clamp(s.symbol, 0, ui::kSeatSymbolCount - 1);
      ImGui::SetNextItemWidth(fit(colour_labels));
      if (ImGui::BeginCombo("##colour", colour_labels[static_cast<size_t>(s.colour)].c_str())) {
        for (int k = 0; k < ui::kSeatPaletteSize; ++k) {
          const ui::Color kc = ui::seat_color(k);
          ImGui::PushID(k);
          ImGui::ColorButton("##sw", {kc.r / 255.f, kc.g / 255.f, kc.b / 255.f, 1});
          ImGui::SameLine();
          if (ImGui::Selectable(colour_labels[static_cast<size_t>(k)].c_str(), s.colour == k)) s.colour = k;
          ImGui::PopID();
        }
        ImGui::EndCombo();
      }
      ui::note_touch_target("seat colour", -1, i);
      same_line_if_fits(fit(symbol_labels));
      ImGui::SetNextItemWidth(fit(symbol_labels));
      if (ImGui::BeginCombo("##symbol", symbol_labels[static_cast<size_t>(s.symbol)].c_str())) {
        for (int k = 0; k < ui::kSeatSymbolCount; ++k)
          if (ImGui::Selectable(symbol_labels[static_cast<size_t>(k)].c_str(), s.symbol == k)) s.symbol = k;
        ImGui::EndCombo();
      }
      ui::note_touch_target("seat symbol", -1, i);
      ImGui::PopID();
    }
    // The seed's field, then - and + a finger wide (ImGui's own steppers come out half a pixel
    // under 9 mm: their frame is rounded down).
    const float step = metrics_.touch_px();
    ImGui::SetNextItemWidth(std::max(metrics_.mm(25), ImGui::CalcTextSize("0000000").x));
    ImGui::InputInt("##seed", &game_.seed, 0, 0);
    const float inner = ImGui::GetStyle().ItemInnerSpacing.x;
    same_line_if_fits(step * 2 + inner, inner);
    if (big("-##seed", step)) game_.seed = std::max(0, game_.seed - 1);
    ImGui::SameLine(0, inner);
    if (big("+##seed", step)) game_.seed = std::min(INT32_MAX - 1, game_.seed + 1);
    ui::note_touch_target("Seed");
    same_line_if_fits(ImGui::CalcTextSize("Seed").x, inner);
    ImGui::TextUnformatted("Seed");
    std::vector<ui::SeatChoice> chosen;  // the title's choices may depend on the seats (who holds what)
    for (int i = 0; i < game_.seats; ++i)
      chosen.push_back({game_.seat[i].name,
                        bot_kinds_[static_cast<size_t>(std::clamp(game_.seat[i].kind, 0, static_cast<int>(bot_kinds_.size()) - 1))]});
    panel_->set_seats(chosen);
    panel_->draw_options(metrics_);
  }

  void load_panel() {
    std::error_code ec;
    std::vector<std::filesystem::path> saves;
    for (const auto& entry : std::filesystem::directory_iterator(args_.save_dir, ec))
      if (entry.path().extension() == ".save") saves.push_back(entry.path());
    std::sort(saves.begin(), saves.end());
    if (saves.empty()) ImGui::TextDisabled("No saves in %s", args_.save_dir.string().c_str());
    for (const auto& file : saves)
      if (big(file.filename().string().c_str())) {
        std::ostringstream errors;
        OpenedMatch opened = open_match_file(file, args_.content, errors);
        std::string error;
        if (!opened.match) {
          message_ = errors.str();
          continue;
        }
        if (!start_table(std::move(opened.title), std::move(opened.match), {}, error)) {
          message_ = error;
          continue;
        }
        if (!opened.note.empty()) screen_->say("Opened: " + opened.note);
        return;
      }
  }

  // Seat i as the New game tab sets it: name, colour, symbol, human or which bot.
  SeatLook seat_look(int i) const {
    const SeatRow& row = game_.seat[i];
    const std::string& kind = bot_kinds_[static_cast<size_t>(row.kind)];
    return {row.name[0] ? row.name : "Player", ui::seat_color(row.colour), ui::seat_symbol(row.symbol),
            kind == "human" ? "" : kind};
  }

  // The title's campaign files in the save folder, the most recently written first.
  std::vector<std::filesystem::path> campaign_files(const std::string& extension) const {
    std::error_code ec;
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> found;
    for (const auto& entry : std::filesystem::directory_iterator(args_.save_dir, ec))
      if (entry.path().extension() == extension) found.push_back({entry.last_write_time(ec), entry.path()});
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    std::vector<std::filesystem::path> files;
    for (auto& f : found) files.push_back(std::move(f.second));
    return files;
  }

  void campaign_panel(const TitleScreenInfo& hooks) {
    const std::vector<std::filesystem::path> files = campaign_files(hooks.campaign_extension);
    if (files.empty()) ImGui::TextDisabled("No campaign files in %s", args_.save_dir.string().c_str());
    for (const auto& file : files)
      if (big(file.filename().string().c_str())) {
        open_campaign(hooks, file);
        return;
      }
  }

  // The next session of the campaign in `file`, the seats played as the New game tab sets them.
  void open_campaign(const TitleScreenInfo& hooks, const std::filesystem::path& file) {
    if (!ensure_title()) return;
    std::vector<ui::SeatChoice> seats;
    for (const SeatRow& row : game_.seat) seats.push_back({row.name, bot_kinds_[static_cast<size_t>(row.kind)]});
    std::string error;
    std::unique_ptr<engine::AnyMatch> match =
        hooks.open_campaign(*title_, file, seats, static_cast<uint64_t>(game_.seed), error);
    if (!match) {
      message_ = error;
      return;
    }
    std::vector<SeatLook> looks;
    for (int i = 0; i < match->seat_count() && i < kMaxSeats; ++i) looks.push_back(seat_look(i));
    if (!start_table(std::move(title_), std::move(match), std::move(looks), error)) message_ = error;
  }

  void resume() {
    if (!ensure_title()) return;
    engine::Autosave slot(args_.save_dir, title_choice_);
    engine::ErrorList errors;
    std::string note;
    auto resumed = slot.resume(*title_, errors, note);
    if (!resumed.ok()) {
      message_ = errors.format_all() + "Cannot resume: " + resumed.error().message;
      return;
    }
    std::string error;
    if (!start_table(std::move(title_), std::move(resumed.value()), {}, error)) message_ = error;
    else if (!note.empty()) screen_->say("Resumed: " + note);
  }

  void start_new() {
    if (!ensure_title() || !panel_) return;
    // Somebody has to sit at the table (bots-only games are the simulator's: seasonboard sim).
    if (std::none_of(game_.seat, game_.seat + game_.seats, [this](const SeatRow& row) { return bot_kinds_[static_cast<size_t>(row.kind)] == "human"; })) {
      message_ = "At least one player must be human (seasonboard sim plays bots against bots).";
      return;
    }
    std::vector<ui::SeatChoice> seats;
    std::vector<SeatLook> looks;
    for (int i = 0; i < game_.seats; ++i) {
      const SeatRow& row = game_.seat[i];
      seats.push_back({row.name, bot_kinds_[static_cast<size_t>(row.kind)]});
      looks.push_back(seat_look(i));
    }
    engine::ErrorList errors;
    engine::ReadContext ctx{"new game", &errors};
    auto made = title_->new_match(panel_->setup(seats, static_cast<uint64_t>(game_.seed)), game_.seats,
                                  static_cast<uint64_t>(game_.seed), ctx);
    if (!made.ok()) {
      message_ = errors.format_all() + made.error().message;
      return;
    }
    std::string error;
    if (!start_table(std::move(title_), std::move(made.value()), std::move(looks), error)) message_ = error;
  }

 public:
  bool started_from_launcher_ = false;
  Settings settings_;

 private:
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
  int exit_code_ = kExitOk;
  std::unique_ptr<engine::AnyTitle> title_;
  std::unique_ptr<engine::Autosave> autosave_;
  std::unique_ptr<TableScreen> screen_;
  // Hot reload (designers edit content/ beside the running game).
  std::unique_ptr<engine::ContentReloader> reloader_;
  engine::HotReload hot_;
  std::filesystem::path content_dir_;
  DesignerPanel designer_;
  RulesReference rules_;
  // Requests from buttons drawn inside the ImGui frame, carried out after it (the frame still
  // reads the match they would replace).
  std::function<void()> after_frame_;
  std::string title_choice_;
  std::string message_;
  std::string load_error_;  // the chosen title's content problems while they last
  NewGame game_;
  std::unique_ptr<ui::NewGamePanel> panel_;  // the chosen title's own new-game choices
  std::vector<std::string> bot_kinds_;      // "human", then the title's bot kinds
  bool seats_chosen_ = false;               // the slider was moved: keep the count across titles
  bool new_tab_open_ = true;                // the New game tab showed last frame (Start below it)
};

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');) out.push_back(part);
  return out;
}

// play --help: the options every title shares, then each title's new-game options from the registry.
std::string play_help() {
  std::string usage = "usage: seasonboard play [--title ID] [--seats SPEC] [--names A,B,..]";
  std::string line = usage, lines;
  for (const ui::PlayOption& option : play_options()) {
    const std::string item = " [" + option.name + " " + option.value + "]";
    if (line.size() + item.size() > 100) {
      lines += line + "\n";
      line = std::string(23, ' ');  // each item starts with its space
    }
    line += item;
  }
  for (const char* item : {" [--seed S]", " [--resume | --load FILE]"}) {
    if (line.size() + std::strlen(item) > 100) {
      lines += line + "\n";
      line = std::string(23, ' ');  // each item starts with its space
    }
    line += item;
  }
  std::string help = lines + line + "\n";
  help +=
      "                        [--size WxH] [--software] [--dpi N] [--scale S] [--left-handed]\n"
      "                        [--save-dir DIR] [--content DIR] [--screenshot FILE.png]\n"
      "                        [--quit-when-interactive] [--bench-frames N] [--launcher]\n"
      "\n"
      "Plays in a window (touch, mouse and keyboard). Every action is autosaved; --resume continues\n"
      "(without --title: the one title autosaved in the save folder).\n"
      "  --title ID     a title with a table on screen (default: the first, as the launcher lists them):\n"
      "                 " + title_ids() + "\n"
      "  --seats SPEC   one entry per seat: human or one of the title's bots, e.g. human,heuristic\n"
      "                 (default: one human, the title's strongest bot in the other seats it needs)\n";
  for (const ui::PlayOption& option : play_options()) {
    std::string name = "  " + option.name + " " + option.value;
    name += name.size() < 17 ? std::string(17 - name.size(), ' ') : "\n" + std::string(17, ' ');
    help += name + option.help + "\n";
  }
  help +=
      "  --software     use the software renderer (old drivers, VMs)\n"
      "  --text         play in the terminal instead (see play --text --help)\n";
  return help;
}

constexpr std::initializer_list<const char*> kWindowValued = {"--size", "--dpi", "--scale", "--content", "--save-dir",
                                                             "--screenshot", "--bench-frames", "--seed"};

}  // namespace

int cmd_play_window(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  std::set<std::string> valued(kWindowValued.begin(), kWindowValued.end());
  for (const char* v : {"--title", "--seats", "--names", "--seed", "--load"}) valued.insert(v);
  std::vector<std::string> new_game_options = {"--seed", "--seats", "--names"};
  for (const ui::PlayOption& option : play_options()) {
    valued.insert(option.name);
    new_game_options.push_back(option.name);
  }
  engine::Args args(argv, valued, {"--help", "--software", "--resume", "--left-handed", "--quit-when-interactive", "--launcher"});
  if (args.flag("--help")) {
    out << play_help();
    return kExitOk;
  }
  if (args.flag("--launcher")) {
    // The launcher with window options (plain `seasonboard` takes none).
    std::vector<std::string> rest;
    for (const std::string& a : argv)
      if (a != "--launcher") rest.push_back(a);
    return cmd_launcher(rest, out, err);
  }
  WindowArgs wargs;
  read_window_args(args, wargs);
  auto seed = args.integer("--seed", 0, INT32_MAX, 1);
  std::string first_with_screen;
  for (const TitleInfo& t : registered_titles())
    if (first_with_screen.empty() && !t.hidden && find_title_screen(t.id)) first_with_screen = t.id;
  std::string title_id = args.value_or("--title", first_with_screen);
  if (args.ok() && !args.positionals().empty()) args.fail("takes no positional arguments");
  // A resumed game keeps what it was started with: these would be ignored without a word.
  if (args.flag("--resume"))
    for (const std::string& option : new_game_options)
      if (args.flag(option))
        args.fail("--resume continues the saved game with its own seed, seats and options; " + option +
                  " is for a new game (leave out one or the other)");
  if (args.flag("--resume") && args.flag("--load"))
    args.fail("--resume continues the autosave and --load opens a file: give one of them");
  if (!args.ok()) {
    err << "seasonboard play: " << args.error() << "\n";
    return kExitUsage;
  }
  // --resume alone: the title autosaved in the save folder, not the first title.
  if (args.flag("--resume") && !args.value("--title") && !args.value("--load")) {
    ResumeChoice choice = title_to_resume(wargs.save_dir);
    if (!choice.problem.empty()) {
      err << "seasonboard play: " << choice.problem << "\n";
      return choice.exit_code;
    }
    title_id = choice.title_id;
  }
  if (!find_title(title_id)) {
    err << "seasonboard play: unknown title '" << title_id << "' (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  const TitleScreenInfo* hooks = find_title_screen(title_id);
  if (!hooks && !args.value("--load")) {
    err << "seasonboard play: no table on screen for '" << title_id << "' yet; use: seasonboard play --text --title "
        << title_id << "\n";
    return kExitUnavailable;
  }
  std::unique_ptr<engine::AnyTitle> title;
  std::unique_ptr<engine::AnyMatch> match;
  std::vector<SeatLook> looks;
  std::string recovered;  // what opening or resuming recovered, for the table's banner too
  if (auto file = args.value("--load")) {
    OpenedMatch opened = open_match_file(*file, wargs.content, err);
    if (!opened.match) return opened.exit_code == kExitOk ? kExitProblem : opened.exit_code;
    recovered = opened.note;
    title = std::move(opened.title);
    match = std::move(opened.match);
  } else {
    title = load_title(title_id, wargs.content, err);
    if (!title) return kExitProblem;
    if (args.flag("--resume")) {
      engine::Autosave slot(wargs.save_dir, title_id);
      engine::ErrorList errors;
      std::string note;
      auto resumed = slot.resume(*title, errors, note);
      if (!resumed.ok()) {
        err << errors.format_all() << "seasonboard play: cannot resume: " << resumed.error().message << "\n";
        return kExitProblem;
      }
      if (!note.empty()) err << "seasonboard play: resumed (" << note << ")\n";
      recovered = note;
      match = std::move(resumed.value());
    } else {
      std::unique_ptr<ui::NewGamePanel> panel = hooks->new_game_panel(*title);
      std::vector<std::string> bots = title->bot_kinds();
      std::vector<std::string> choices = {"human"};
      choices.insert(choices.end(), bots.begin(), bots.end());
      const std::string kinds_text = "human or a bot: " + engine::join_kinds(bots);
      // Default: one human and the strongest bot, with more of that bot where the title needs
      // them (one human and one bot was too few for Vacant Throne's 3 to 6).
      std::string default_seats = "human";
      const int default_count = std::min(std::max(2, title->min_seats()), title->max_seats());
      for (int i = 1; i < default_count; ++i) default_seats += "," + choices[static_cast<size_t>(default_bot(choices))];
      std::vector<std::string> kinds = split_commas(args.value_or("--seats", default_seats));
      std::vector<std::string> names = split_commas(args.value_or("--names", "Ann,Bo,Cy,Di,Ed,Flo,Gus,Hal"));
      const int count = static_cast<int>(kinds.size());
      if (count < title->min_seats() || count > title->max_seats()) {
        err << "seasonboard play: --seats needs " << title->min_seats() << " to " << title->max_seats()
            << " entries for " << title->name() << " (" << kinds_text << "), not " << count << "\n";
        return kExitUsage;
      }
      std::vector<ui::SeatChoice> seats;
      for (size_t i = 0; i < kinds.size(); ++i) {
        if (std::find(choices.begin(), choices.end(), kinds[i]) == choices.end()) {
          err << "seasonboard play: --seats: unknown seat kind '" << kinds[i] << "' (" << kinds_text << ")\n";
          return kExitUsage;
        }
        const std::string name = i < names.size() ? names[i] : "Player " + std::to_string(i + 1);
        seats.push_back({name, kinds[i]});
        looks.push_back({name, ui::seat_color(static_cast<int>(i)), ui::seat_symbol(static_cast<int>(i)),
                         kinds[i] == "human" ? "" : kinds[i]});
      }
      for (const ui::PlayOption& option : play_options()) {
        std::string error;
        if (auto value = args.value(option.name); value && !panel->set_option(option.name, *value, error)) {
          err << "seasonboard play: " << error << "\n";
          return kExitUsage;
        }
      }
      engine::ErrorList errors;
      engine::ReadContext ctx{"play options", &errors};
      auto made = title->new_match(panel->setup(seats, static_cast<uint64_t>(*seed)), count,
                                   static_cast<uint64_t>(*seed), ctx);
      if (!made.ok()) {
        err << errors.format_all() << "seasonboard play: " << made.error().message << "\n";
        return kExitUsage;
      }
      match = std::move(made.value());
    }
  }
  App app(wargs, out, err);
  if (args.flag("--left-handed")) app.settings_.left_handed = true;  // else the player's setting
  std::string error;
  if (!app.open(error)) {
    err << "seasonboard play: " << error << "\n";
    return kExitProblem;
  }
  if (!app.start_table(std::move(title), std::move(match), looks, error)) {
    err << "seasonboard play: " << error << "\n";
    return kExitProblem;
  }
  if (!recovered.empty()) app.table()->say("Resumed: " + recovered);
  return app.run();
}

namespace {

class AppDriverImpl final : public AppDriver {
 public:
  explicit AppDriverImpl(std::unique_ptr<App> app) : app_(std::move(app)) {}
  ~AppDriverImpl() override { app_->finish(); }
  bool iterate() override { return app_->iterate(); }
  TableScreen* table() override { return app_->table(); }
  int width() const override { return app_->width(); }
  int height() const override { return app_->height(); }
  float px_per_mm() const override { return app_->px_per_mm(); }
  std::string launcher_message() const override { return app_->message(); }

 private:
  std::unique_ptr<App> app_;
};

}  // namespace

std::unique_ptr<AppDriver> open_app(const std::vector<std::string>& argv, ui::Clock& clock, ui::EventSource& events,
                                    std::ostream& out, std::ostream& err, std::string& error) {
  std::set<std::string> valued(kWindowValued.begin(), kWindowValued.end());
  engine::Args args(argv, valued, {"--software", "--quit-when-interactive"});
  WindowArgs wargs;
  read_window_args(args, wargs);
  if (!args.ok()) {
    error = args.error();
    return nullptr;
  }
  auto app = std::make_unique<App>(wargs, out, err);
  app->started_from_launcher_ = true;
  if (!app->open(error)) return nullptr;
  app->start_loop(&clock, &events);
  return std::make_unique<AppDriverImpl>(std::move(app));
}

int cmd_launcher(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  std::set<std::string> valued(kWindowValued.begin(), kWindowValued.end());
  engine::Args args(argv, valued, {"--software", "--quit-when-interactive"});
  WindowArgs wargs;
  read_window_args(args, wargs);
  if (!args.ok()) {
    err << "seasonboard: " << args.error() << "\n";
    return kExitUsage;
  }
  App app(wargs, out, err);
  app.started_from_launcher_ = true;
  std::string error;
  if (!app.open(error)) {
    err << "seasonboard: " << error << "\n";
    return kExitProblem;
  }
  return app.run();
}

}  // namespace sb::app
