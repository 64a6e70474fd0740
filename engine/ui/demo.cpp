#include "engine/ui/demo.h"

// [SECTION] index
//   options · scene (board, pieces, dice, cards) · panels · run (window or offscreen)
#include <imgui.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "engine/board/hex.h"
#include "engine/core/args.h"
#include "engine/ui/animation.h"
#include "engine/ui/camera.h"
#include "engine/ui/draw.h"
#include "engine/ui/gestures.h"
#include "engine/ui/hotseat.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/loop.h"
#include "engine/ui/metrics.h"
#include "engine/ui/platform.h"
#include "engine/ui/text.h"

namespace sb::ui {

namespace {

// [SECTION] options

struct DemoOptions {
  int width = 1280, height = 800;
  float dpi = 0;  // 0: ask the display
  float scale = 1.0f;
  bool software = false;
  bool offscreen = false;
  std::string screenshot;
  int frames = 3;
  bool handoff = false;
  bool recap = false;
};

const char* kUsage =
    "sb_ui_demo [--size WxH] [--dpi N] [--scale S] [--software] [--offscreen]\n"
    "           [--screenshot FILE.png [--frames N]] [--handoff] [--recap] [--rough]\n"
    "  --offscreen renders with the software renderer into memory (needs --screenshot)\n";

// Problems go to `error`, naming the option; --help prints the usage and exits.
bool parse(int argc, char** argv, DemoOptions& o, std::string& error) {
  engine::Args args(std::vector<std::string>(argv + 1, argv + argc),
                    {{"--size", 1, "WxH"}, {"--dpi"}, {"--scale"}, {"--frames"}, {"--screenshot", 1, "a file name"},
                     {"--software", 0}, {"--rough", 0}, {"--offscreen", 0}, {"--handoff", 0}, {"--recap", 0},
                     {"--help", 0}});
  if (args.flag("--help")) {
    std::fputs(kUsage, stdout);
    std::exit(0);
  }
  if (auto v = args.value("--size");
      v && (std::sscanf(v->c_str(), "%dx%d", &o.width, &o.height) != 2 || o.width < 64 || o.height < 64))
    args.fail("--size expects WxH, e.g. 1920x1080");
  if (auto v = args.value("--dpi"); v && (std::sscanf(v->c_str(), "%f", &o.dpi) != 1 || o.dpi < 40 || o.dpi > 800))
    args.fail("--dpi expects a number 40..800");
  if (auto v = args.value("--scale");
      v && (std::sscanf(v->c_str(), "%f", &o.scale) != 1 || o.scale < 0.5f || o.scale > 4))
    args.fail("--scale expects a number 0.5..4");
  if (auto frames = args.integer("--frames", 1, 1000000, o.frames)) o.frames = static_cast<int>(*frames);
  o.screenshot = args.value_or("--screenshot", "");
  o.software = args.flag("--software");
  o.offscreen = args.flag("--offscreen");
  o.handoff = args.flag("--handoff");
  o.recap = args.flag("--recap");
  if (args.flag("--rough")) set_smooth_edges(false);
  if (!args.positionals().empty()) args.fail("unexpected argument '" + args.positionals().front() + "'");
  if (args.ok() && o.offscreen && o.screenshot.empty()) args.fail("--offscreen needs --screenshot FILE.png");
  error = args.error();
  return args.ok();
}

// [SECTION] scene

struct Piece {
  engine::Hex hex;
  int seat;
  bool on_side;
  int count;
};

class DemoScene {
 public:
  DemoScene() {
    layout_.orientation = engine::kPointyTop;
    layout_.size = {10, 10};
    board_ = engine::hex_spiral({0, 0}, 4);
    pieces_ = {{{0, 0}, 0, false, 1},  {{1, -1}, 1, false, 3}, {{-2, 1}, 2, true, 1},
               {{2, 1}, 3, false, 1},  {{-1, -2}, 4, false, 2}, {{3, -3}, 5, false, 1},
               {{-3, 3}, 6, true, 4},  {{0, 3}, 7, false, 1}};
    dice_faces_ = {6, 3, 5};
  }

  engine::Layout& layout() { return layout_; }
  // The part of the window the board fits into: right of the panel, above the dice tray. The hand
  // of cards overlaps the board's corner, as a hand held over a real table does.
  // A narrow window (a phone upright) gives the board everything and lets panels float over it.
  static Rect board_area(int w, int h, const Metrics& m) {
    const float left = m.mm(78), right = static_cast<float>(w) - m.mm(4);
    const float bottom = static_cast<float>(h) - m.mm(12) * 1.5f;
    if (right - left < static_cast<float>(w) * 0.4f || bottom < static_cast<float>(h) * 0.5f) {
      return {0, 0, static_cast<float>(w), static_cast<float>(h)};
    }
    return {left, 0, right - left, bottom};
  }
  WorldRect bounds() const { return hex_bounds(layout_, board_); }
  Camera& camera() { return camera_; }
  AnimationQueue& anims() { return anims_; }
  HandOffScreen& handoff() { return handoff_; }

  Terrain terrain_of(engine::Hex h) const {
    uint32_t x = static_cast<uint32_t>(h.q * 73856093) ^ static_cast<uint32_t>(h.r * 19349663);
    if (engine::hex_length(h) == 4 && (x % 3) == 0) return Terrain::kWater;
    return static_cast<Terrain>(x % 7);  // everything but snow; snow caps the far corner
  }

  void roll_dice() {
    // Demo only: a visible LCG. Real titles pass the faces their rules decided.
    for (int& f : dice_faces_) {
      demo_lcg_ = demo_lcg_ * 1664525u + 1013904223u;
      f = 1 + static_cast<int>((demo_lcg_ >> 16) % 6);
    }
    tumble_.start(dice_faces_, anims_.now(), demo_lcg_);
  }
  bool animating() const { return tumble_.active(anims_.now()) || handoff_.animating(); }

  void on_intent(const Intent& intent) {
    if (intent.kind == IntentKind::kTap) {
      engine::Hex h = engine::pixel_to_hex(layout_, camera_.screen_to_world(intent.pos));
      if (engine::hex_length(h) <= 4) {
        selected_ = h;
        has_selection_ = true;
      }
    } else if (intent.kind == IntentKind::kLongPress) {
      info_hex_ = engine::pixel_to_hex(layout_, camera_.screen_to_world(intent.pos));
      show_info_ = engine::hex_length(info_hex_) <= 4;
    } else if (intent.kind == IntentKind::kDesignerPanel) {
      designer_ = !designer_;
    }
    apply_camera_intent(camera_, intent, bounds(), 16, true);
  }

  void draw(SDL_Renderer* r, TextCache& text, const Metrics& m, int w, int h) {
    SDL_SetRenderDrawColor(r, pal::kTable.r, pal::kTable.g, pal::kTable.b, 255);
    SDL_RenderClear(r);
    const engine::Layout screen = camera_.screen_layout(layout_);
    const float hex_px = static_cast<float>(screen.size.x);
    for (const engine::Hex& hx : board_) {
      Terrain t = (hx.q == -4 || hx.r == 4) && hx.s() <= 0 ? Terrain::kSnow : terrain_of(hx);
      fill_hex(r, screen, hx, terrain_color(t));
      draw_terrain_marks(r, screen, hx, t, with_alpha(darker(terrain_color(t), 0.55f), 150));
    }
    for (const engine::Hex& hx : board_) outline_hex(r, screen, hx, std::max(1.0f, m.mm(0.35f)), pal::kGrid);
    if (has_selection_) outline_hex(r, screen, selected_, m.mm(1.0f), pal::kHighlight, m.mm(0.5f));
    // Movement arrow and a marker half across an edge.
    draw_arrow(r, hex_center(screen, {-1, -2}), hex_center(screen, {-1, 0}), std::max(2.0f, hex_px * 0.12f),
               with_alpha(pal::kInk, 200));
    draw_edge_marker(r, screen, {2, 1}, 2, std::max(m.mm(3.0f), hex_px * 0.22f), rgb(0xC62828), pal::kPaper,
                     Symbol::kCross);
    // Tokens: never smaller than a touch target, whatever the zoom.
    const float token_r = std::max(hex_px * 0.5f, m.touch_px() * 0.5f);
    for (const Piece& p : pieces_) {
      TokenStyle s;
      s.fill = seat_color(p.seat);
      s.symbol = seat_symbol(p.seat);
      s.on_side = p.on_side;
      s.count = p.count;
      s.highlight = has_selection_ && p.hex == selected_;
      draw_token(r, &text, hex_center(screen, p.hex), token_r, s);
    }
    // Dice tray (screen space, physical size).
    const float die = m.mm(12.0f);
    const float tray_y = static_cast<float>(h) - die * 1.2f;
    for (size_t i = 0; i < dice_faces_.size(); ++i) {
      Vec2 rest{die * (1.2f + 1.4f * static_cast<float>(i)), tray_y};
      DiceTumble::DieView v;
      v.face = dice_faces_[i];
      if (tumble_.started()) v = tumble_.view(i, anims_.now());
      DieStyle style;
      style.rotation = v.rotation;
      draw_die(r, &text, rest + v.offset * die, die * v.scale, v.face, style);
    }
    // A hand of cards (screen space, physical size), one face down.
    const float card_w = m.mm(46.0f), card_h = card_w * 1.4f;
    Rect card{static_cast<float>(w) - card_w * 2.3f, static_cast<float>(h) - card_h - m.mm(6), card_w, card_h};
    draw_card(r, &text, card, "Harvest Moon",
              "Each settlement on plains gains 1 grain. Then the season advances.", CardStyle{});
    CardStyle back;
    back.face_down = true;
    draw_card(r, &text, {card.x + card_w * 1.15f, card.y, card_w, card_h}, "", "", back);
    text.end_frame();
  }

  void panels(ImGuiLayer& imgui, const Metrics& metrics, Metrics& requested, int w, int h, int renders,
              const std::string& renderer_name) {
    (void)imgui;
    const float pad = metrics.mm(4);
    ImGui::SetNextWindowPos({pad, pad}, ImGuiCond_Once);
    ImGui::SetNextWindowSize({metrics.mm(70), 0}, ImGuiCond_Once);
    ImGui::Begin("Table");
    ImGui::Text("Spring, turn 2 of 4");
    if (ImGui::Button("Roll 3 dice", {-1, 0})) roll_dice();
    if (ImGui::Button("Pass to Ben", {-1, 0})) handoff_.begin("Ben", seat_style(1));
    ImGui::SliderFloat("Size", &requested.user_scale, 0.75f, 2.5f, "%.2f");
    ImGui::Separator();
    for (int s = 0; s < 4; ++s) {
      static const char* kNames[] = {"Ann", "Ben", "Cleo", "Dev"};
      ImVec4 c{seat_color(s).r / 255.f, seat_color(s).g / 255.f, seat_color(s).b / 255.f, 1};
      ImGui::TextColored(c, "%s", kNames[s]);
      ImGui::SameLine();
      ImGui::TextUnformatted(std::string(symbol_name(seat_symbol(s))).c_str());
    }
    ImGui::End();
    if (show_info_) {
      ImGui::SetNextWindowPos({w * 0.5f, h * 0.5f}, ImGuiCond_Appearing, {0.5f, 0.5f});
      ImGui::Begin("Hex", &show_info_, ImGuiWindowFlags_AlwaysAutoResize);
      ImGui::Text("Hex (%d, %d)", info_hex_.q, info_hex_.r);
      if (ImGui::Button("Close", {-1, 0})) show_info_ = false;
      ImGui::End();
    }
    if (designer_) {
      ImGui::SetNextWindowPos({w - pad, pad}, ImGuiCond_Once, {1, 0});
      ImGui::Begin("Designer", &designer_, ImGuiWindowFlags_AlwaysAutoResize);
      ImGui::Text("renderer: %s", renderer_name.c_str());
      ImGui::Text("output %d x %d px, %.0f dpi x %.2f", w, h, metrics.dpi, metrics.user_scale);
      ImGui::Text("font %.0f px, touch %.0f px", metrics.font_px(), metrics.touch_px());
      ImGui::Text("frames rendered: %d", renders);
      ImGui::End();
    }
  }

  bool show_recap = false;
  bool designer_ = false;

 private:
  engine::Layout layout_;
  std::vector<engine::Hex> board_;
  std::vector<Piece> pieces_;
  std::vector<int> dice_faces_;
  uint32_t demo_lcg_ = 12345;
  Camera camera_;
  AnimationQueue anims_;
  DiceTumble tumble_;
  HandOffScreen handoff_;
  engine::Hex selected_{}, info_hex_{};
  bool has_selection_ = false, show_info_ = false;
};

// [SECTION] run

void frame(DemoScene& scene, SDL_Renderer* r, TextCache& text, ImGuiLayer& imgui, Metrics& metrics,
           Metrics& requested, GestureRecognizer& gestures, int w, int h, int renders,
           const std::string& renderer_name, double dt) {
  if (!(requested == metrics)) {
    metrics = requested;
    imgui.apply_metrics(metrics);
    gestures.set_viewport(w, h, metrics.px_per_mm());
  }
  scene.camera().set_viewport(DemoScene::board_area(w, h, metrics));
  scene.draw(r, text, metrics, w, h);
  HandOffScreen& handoff = scene.handoff();
  const PointerState pointer = gestures.frame_pointer();
  if (handoff.showing() && !handoff.revealed()) {
    handoff.draw(r, &text, w, h, metrics);
    return;
  }
  imgui.new_frame(w, h, pointer, static_cast<float>(dt));
  scene.panels(imgui, metrics, requested, w, h, renders, renderer_name);
  if (handoff.showing() || scene.show_recap) {
    const std::vector<std::string> lines = {"Ann moved 2 armies into the Fenwood.",
                                            "Cleo rolled 6, 3, 5 and took the Old Mill.",
                                            "Winter is coming: 1 turn left in autumn."};
    if (draw_recap_window(handoff.showing() ? handoff.seat_name() : "Ben", lines, w, h, metrics)) {
      handoff.dismiss();
      scene.show_recap = false;
    }
  }
  imgui.render();
}

int run_offscreen(const DemoOptions& o) {
  std::string error;
  auto session = SdlSession::start(false, error);
  if (!session) return std::fprintf(stderr, "sb_ui_demo: %s\n", error.c_str()), 1;
  auto target = Offscreen::create(o.width, o.height, error);
  if (!target) return std::fprintf(stderr, "sb_ui_demo: %s\n", error.c_str()), 1;
  Metrics metrics{o.dpi > 0 ? o.dpi : kFallbackDpi, o.scale};
  Metrics requested = metrics;
  auto imgui = ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
  if (!imgui) return std::fprintf(stderr, "sb_ui_demo: %s\n", error.c_str()), 1;
  TextCache text(target->renderer());
  if (!text.ok()) std::fprintf(stderr, "sb_ui_demo: %s\n", text.error().c_str());
  GestureRecognizer gestures;
  gestures.set_viewport(o.width, o.height, metrics.px_per_mm());
  DemoScene scene;
  scene.camera().set_viewport(DemoScene::board_area(o.width, o.height, metrics));
  scene.camera().fit(scene.bounds(), metrics.mm(4));
  if (o.handoff) scene.handoff().begin("Ben", seat_style(1));
  scene.show_recap = o.recap;
  for (int i = 0; i < o.frames; ++i) {
    frame(scene, target->renderer(), text, *imgui, metrics, requested, gestures, o.width, o.height, i,
          "software (offscreen)", 1.0 / 60);
  }
  if (!target->save_png(o.screenshot, error)) return std::fprintf(stderr, "sb_ui_demo: %s\n", error.c_str()), 1;
  std::printf("wrote %s (%dx%d, %.0f dpi, scale %.2f, font %.0f px)\n", o.screenshot.c_str(), o.width,
              o.height, metrics.dpi, metrics.user_scale, metrics.font_px());
  return 0;
}

}  // namespace

int run_ui_demo(int argc, char** argv) {
  DemoOptions o;
  std::string error;
  if (!parse(argc, argv, o, error)) {
    std::fprintf(stderr, "sb_ui_demo: %s\n%s", error.c_str(), kUsage);
    return 2;
  }
  if (o.offscreen) return run_offscreen(o);

  auto session = SdlSession::start(true, error);
  if (!session) return std::fprintf(stderr, "sb_ui_demo: %s\n", error.c_str()), 1;
  WindowOptions wo;
  wo.title = "Seasonboard UI preview";
  wo.width = o.width;
  wo.height = o.height;
  wo.software = o.software;
  wo.dpi_override = o.dpi;
  auto window = Window::create(wo, error);
  if (!window) return std::fprintf(stderr, "sb_ui_demo: %s\n", error.c_str()), 1;
  // Interactive software rendering trades the edge fringe for frame rate; screenshots keep it.
  if (window->software() && o.screenshot.empty()) set_smooth_edges(false);
  Metrics metrics{window->dpi(), o.scale};
  Metrics requested = metrics;
  auto imgui = ImGuiLayer::create(window->sdl(), window->renderer(), metrics, error);
  if (!imgui) return std::fprintf(stderr, "sb_ui_demo: %s\n", error.c_str()), 1;
  TextCache text(window->renderer());
  if (!text.ok()) std::fprintf(stderr, "sb_ui_demo: %s\n", text.error().c_str());

  GestureRecognizer gestures;
  DemoScene scene;
  int w = window->pixel_width(), h = window->pixel_height();
  gestures.set_viewport(w, h, metrics.px_per_mm(), window->pixel_ratio());
  gestures.set_capture([&](Vec2 p) { return imgui->wants_pointer(p); }, [&] { return imgui->wants_keyboard(); });
  scene.camera().set_viewport(DemoScene::board_area(w, h, metrics));
  scene.camera().fit(scene.bounds(), metrics.mm(4));
  if (o.handoff) scene.handoff().begin("Ben", seat_style(1));
  scene.show_recap = o.recap;
  bool space_held = false;

  std::unique_ptr<FrameLoop> loop;
  LoopHooks hooks;
  hooks.on_event = [&](const SDL_Event& e) {
    imgui->process_event(e);
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_SPACE) space_held = true;
    if (e.type == SDL_KEYUP && e.key.keysym.sym == SDLK_SPACE) space_held = false;
    if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
                                      e.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)) {
      w = window->pixel_width();
      h = window->pixel_height();
      requested.dpi = window->dpi();
      gestures.set_viewport(w, h, requested.px_per_mm(), window->pixel_ratio());
    }
  };
  hooks.on_intent = [&](const Intent& intent) {
    if (scene.handoff().showing()) return;  // the cover hides and blocks the table
    if (intent.kind == IntentKind::kBack && !scene.designer_) loop->quit();
    scene.on_intent(intent);
  };
  hooks.on_step = [&](double dt) {
    scene.anims().advance(dt);
    scene.handoff().step(dt, gestures.pointer().down || space_held);
  };
  hooks.animating = [&] {
    return scene.animating() || (scene.handoff().showing() && !scene.handoff().revealed() &&
                                 (gestures.pointer().down || space_held));
  };
  int renders = 0;
  bool saved = false;
  int exit_code = 0;
  hooks.render = [&](double dt) {
    frame(scene, window->renderer(), text, *imgui, metrics, requested, gestures, w, h, renders,
          window->renderer_name(), dt);
    ++renders;
    if (!o.screenshot.empty() && !saved && renders >= o.frames) {
      std::string err;
      if (!save_png(window->renderer(), w, h, o.screenshot, err)) {
        std::fprintf(stderr, "sb_ui_demo: %s\n", err.c_str());
        exit_code = 1;
      } else {
        std::printf("wrote %s (%dx%d px, %s, %.0f dpi x %.2f, font %.0f px, touch %.0f px)\n",
                    o.screenshot.c_str(), w, h, window->renderer_name().c_str(), metrics.dpi,
                    metrics.user_scale, metrics.font_px(), metrics.touch_px());
      }
      saved = true;
      loop->quit();
    }
    SDL_RenderPresent(window->renderer());
  };
  loop = std::make_unique<FrameLoop>(gestures, hooks);
  if (!o.screenshot.empty()) loop->request_redraw(o.frames);
  loop->run();
  return exit_code;
}

}  // namespace sb::ui
