#include "game/app/screen/app_window.h"

#include <algorithm>
#include <ostream>

#include <SDL.h>

#include "engine/ui/palette.h"
#include "engine/ui/settings_file.h"
#include "game/app/cli/cli.h"
#include "game/app/screen/screen_commands.h"

namespace sb::app {

namespace {
constexpr float kMinRowsOnScreen = 6.0f;  // touch targets the screen's shorter side holds at any text size

// The event a hot reload's worker sends to wake the loop (SDL_PushEvent is safe on any thread).
Uint32 reload_event() {
  static const Uint32 type = SDL_RegisterEvents(1);
  return type;
}
void wake_for_reload() {
  SDL_Event event{};
  event.type = reload_event();
  SDL_PushEvent(&event);
}
}  // namespace

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

const std::vector<std::string>& window_valued_options() {
  static const std::vector<std::string> kValued = {"--size", "--dpi", "--scale", "--content", "--save-dir",
                                                   "--screenshot", "--bench-frames", "--seed"};
  return kValued;
}

App::App(WindowArgs args, std::ostream& out, std::ostream& err)
    : args_(std::move(args)), out_(out), err_(err), table_([this] { loop_->request_redraw(2); }, err, wake_for_reload) {
  // The player's settings from the last run (a bad file: its problems are named, defaults stay).
  engine::ErrorList errors;
  if (!ui::read_settings(ui::settings_path(args_.save_dir), settings_, errors))
    err_ << errors.format_all() << "seasonboard: the settings above were not read; the Settings tab rewrites the file\n";
  LauncherWindow hooks;
  hooks.start_table = [this](std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
                             std::vector<ui::SeatLook> looks, std::string& error) {
    return start_table(std::move(title), std::move(match), std::move(looks), error);
  };
  hooks.say = [this](const std::string& line) { table_.screen()->say(line); };
  hooks.redraw = [this] { loop_->request_redraw(2); };
  hooks.quit = [this] { loop_->quit(); };  // what SDL_QUIT (the window closed) does
  launcher_ = make_launcher_screen(std::move(hooks), args_.save_dir, args_.content, args_.seed, settings_, err_);
}

bool App::open(std::string& error) {
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
  gestures_.set_capture([this](ui::Vec2 p) { return imgui_->wants_pointer(p); }, [this] { return imgui_->wants_keyboard(); });
  return true;
}

bool App::start_table(std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
                      std::vector<ui::SeatLook> looks, std::string& error) {
  if (!table_.start(std::move(title), std::move(match), std::move(looks), settings_, args_.save_dir, args_.content, error))
    return false;
  table_.screen()->resize(w_, h_, metrics_);
  return true;
}

int App::run() {
  start_loop(nullptr, nullptr);
  loop_->run();
  finish();
  return exit_code_;
}

// The loop with its hooks; a null clock or event source means the real ones.
void App::start_loop(ui::Clock* clock, ui::EventSource* events) {
  ui::LoopHooks hooks;
  hooks.on_event = [this](const SDL_Event& e) {
    if (e.type == reload_event() && reload_event() != static_cast<Uint32>(-1)) {
      // A reload wants the running game or is done (as on_tick, never under a finger).
      if (!gestures_.pointer().down && !space_held_) table_.poll_content();
      return;
    }
    imgui_->process_event(e);
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_SPACE) space_held_ = true;
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F1) table_.toggle_rules();
    if (e.type == SDL_KEYUP && e.key.keysym.sym == SDLK_SPACE) space_held_ = false;
    // A controller's Start opens the table's Menu and closes it again (B is Escape: the gestures).
    if (e.type == SDL_CONTROLLERBUTTONDOWN && e.cbutton.button == SDL_CONTROLLER_BUTTON_START)
      if (auto* host = dynamic_cast<ui::TableHost*>(table_.screen()); host && !host->covered()) host->toggle_menu();
    // A held on the hand-off cover reveals the table as a held finger or space does.
    if (e.type == SDL_CONTROLLERBUTTONDOWN && e.cbutton.button == SDL_CONTROLLER_BUTTON_A && table_.screen() &&
        table_.screen()->covered())
      space_held_ = true;
    if (e.type == SDL_CONTROLLERBUTTONUP && e.cbutton.button == SDL_CONTROLLER_BUTTON_A) space_held_ = false;
    if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
                                      e.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)) {
      w_ = window_->pixel_width();
      h_ = window_->pixel_height();
      // A new size or display can change the text size too (a phone-sized window, another
      // DPI): the next frame's settings_changed() rebuilds the font when it does.
      gestures_.set_viewport(w_, h_, metrics_.px_per_mm(), window_->pixel_ratio());
      if (table_.screen()) table_.screen()->resize(w_, h_, metrics_);
    }
  };
  hooks.on_intent = [this](const ui::Intent& intent) {
    ui::TableScreen* screen = table_.screen();
    if (!screen) {
      if (intent.kind == ui::IntentKind::kBack) launcher_->back();
      return;
    }
    if (intent.kind == ui::IntentKind::kDesignerPanel) {  // F12 or a three-finger long press
      table_.toggle_designer();
      return;
    }
    screen->on_intent(intent);
  };
  hooks.on_step = [this](double dt) {
    ui::TableScreen* screen = table_.screen();
    if (!screen) return;
    screen->step(dt, gestures_.pointer().down || space_held_);
    // A bot's move or a hand-off revealed in a step that drew no frame (frames are paced) is
    // drawn even when nothing animates after it: else the table showed the bot's turn until a touch.
    if (screen->take_dirty()) loop_->request_redraw(2);
  };
  hooks.animating = [this] {
    ui::TableScreen* screen = table_.screen();
    if (!screen) return false;
    return screen->animating() || (screen->covered() && (gestures_.pointer().down || space_held_));
  };
  hooks.render = [this](double dt) { render(static_cast<float>(dt)); };
  // A content change found while a finger is down is taken once it lifts: nothing under a finger
  // changes between its down and up.
  hooks.on_tick = [this] {
    if (!gestures_.pointer().down && !space_held_) table_.poll_content();
  };
  loop_ = std::make_unique<ui::FrameLoop>(gestures_, hooks, ui::LoopOptions{}, clock, events);
  if (!args_.screenshot.empty()) loop_->request_redraw(args_.frames);
}

void App::render(float dt) {
  if (settings_changed()) {
    imgui_->apply_metrics(metrics_);
    gestures_.set_viewport(w_, h_, metrics_.px_per_mm(), window_->pixel_ratio());
    if (table_.screen()) table_.screen()->resize(w_, h_, metrics_);
  }
  const ui::PointerState pointer = gestures_.frame_pointer();
  if (ui::TableScreen* screen = table_.screen()) {
    ui::render_table_frame(*screen, window_->renderer(), text_.get(), *imgui_, pointer, w_, h_, dt,
                           [this] { table_.overlays(metrics_, w_, h_); });
    table_.run_after_frame();
    screen = table_.screen();
    // The loop counts this frame off after render returns: ask for the next one with 2.
    if (screen->take_dirty()) loop_->request_redraw(2);
    if (screen->quit_requested()) {
      launcher_->keep_title(table_.close());
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
    launcher_->draw(metrics_, w_, h_);
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
float App::effective_scale() const {
  const float wanted = settings_.ui_scale * args_.scale;
  const float touch_at_1 = ui::metrics_for(w_, h_, window_->dpi(), 1.0f).touch_px();
  const float most = static_cast<float>(std::min(w_, h_)) / (kMinRowsOnScreen * touch_at_1);
  return std::max(std::min(wanted, 1.0f), std::min(wanted, most));
}

bool App::settings_changed() {
  const ui::Metrics wanted = ui::metrics_for(w_, h_, window_->dpi(), effective_scale());
  if (wanted == metrics_) return false;
  metrics_ = wanted;
  return true;
}

}  // namespace sb::app
