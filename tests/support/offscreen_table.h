#pragma once
// A save opened on an offscreen table (the screenshot command's path, kept open for checks): the
// software renderer, ImGui, the text cache and a title's TableScreen, `frames(n)` drawn like the
// app draws them. `screen` is null with `error` set when something cannot open.
//
// Its frames are built but not rasterized (ui::NoRaster) unless `pixels` is set: every check made
// through it reads touch targets, words and the views' state, and SDL's software rasterizer was 98%
// of the time of the suites that use it (perf, Six Winters' character choice: 33 s).
#include <SDL.h>

#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/raster.h"
#include "engine/ui/table_host.h"
#include "engine/ui/text.h"
#include "game/app/screen/match_files.h"

namespace sb::test {

// The three screens every title's table is checked on (the README's: a 10-inch tablet at 160 dpi,
// full HD, 4K).
struct ScreenSize {
  int w, h;
  float dpi;
  std::string dims() const { return std::to_string(w) + "x" + std::to_string(h); }
};
inline constexpr ScreenSize kScreenSizes[] = {{1280, 800, 160}, {1920, 1080, 96}, {3840, 2160, 192}};

inline ui::Intent at_point(ui::IntentKind kind, ui::Vec2 p) {
  ui::Intent intent;
  intent.kind = kind;
  intent.pos = intent.start = p;
  return intent;
}

inline bool overlap(const ui::Rect& a, const ui::Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

template <class Screen>
struct OffscreenTable {
  std::unique_ptr<ui::SdlSession> session;
  std::unique_ptr<ui::Offscreen> target;
  std::unique_ptr<ui::ImGuiLayer> imgui;
  std::unique_ptr<ui::TextCache> text;
  std::unique_ptr<Screen> screen;
  ui::Metrics metrics;
  int w, h;
  std::string error;
  bool pixels;  // the frames are rasterized (for a test that reads the target's pixels)

  // `content`: the content folder the save is opened with ("" the usual search).
  OffscreenTable(const std::string& save, int width, int height, float dpi, const std::string& content = "",
                 bool rasterize = false)
      : w(width), h(height), pixels(rasterize) {
    metrics.dpi = dpi;
    session = ui::SdlSession::start(false, error);
    if (!session) return;
    target = ui::Offscreen::create(w, h, error);
    if (!target) return;
    imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
    text = std::make_unique<ui::TextCache>(target->renderer());
    std::ostringstream err;
    app::OpenedMatch opened = app::open_match_file(save, content, err);
    if (!opened.match) {
      error = err.str();
      return;
    }
    screen = std::make_unique<Screen>(std::move(opened.match), std::vector<ui::SeatLook>{});
    screen->resize(w, h, metrics);
    frames(3);
  }
  OffscreenTable(const std::string& save, const ScreenSize& size) : OffscreenTable(save, size.w, size.h, size.dpi) {}
  // `rasterize`: every frame reaches the pixels, from the first (no cached layer is left blank).
  OffscreenTable(const std::string& save, const ScreenSize& size, bool rasterize)
      : OffscreenTable(save, size.w, size.h, size.dpi, "", rasterize) {}
  void frames(int n) {
    std::optional<ui::NoRaster> unpainted;
    if (!pixels) unpainted.emplace();
    for (int i = 0; i < n; ++i) {
      ui::render_table_frame(*screen, target->renderer(), text.get(), *imgui, gestures.frame_pointer(), w, h, 1.0f / 60);
      for (const ui::Intent& intent : gestures.take_all()) screen->on_intent(intent);
    }
  }
  // A finger's tap at screen pixels, as SDL finger events through the gesture recognizer (the
  // app's path): down, a frame, up, then `after` frames (the first is the click) laid out for what
  // the tap changed.
  void tap(ui::Vec2 p, int after = 3) {
    tap_ready();
    finger_ms += 500;  // never a double tap
    finger(SDL_FINGERDOWN, p);
    frames(1);
    finger_ms += 30;
    finger(SDL_FINGERUP, p);
    frames(after);
  }
  // A finger's drag from one point to another, eight moves a frame each (a panel's list scrolls).
  void drag(ui::Vec2 from, ui::Vec2 to) {
    tap_ready();
    finger_ms += 500;
    finger(SDL_FINGERDOWN, from);
    frames(1);
    for (int k = 1; k <= 8; ++k) {
      finger_ms += 20;
      finger(SDL_FINGERMOTION, from + (to - from) * (static_cast<float>(k) / 8.0f));
      frames(1);
    }
    finger_ms += 20;
    finger(SDL_FINGERUP, to);
    frames(3);
  }
  // The touch target drawn in the last frame with this label (null: none).
  std::optional<ui::TouchTarget> find(const std::string& label) const {
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.label == label) return t;
    return std::nullopt;
  }
  // The target with this label wholly on screen, the window at `from` dragged by a finger until it
  // is (`below`: which way to look for one not drawn at all); null after 12 drags.
  std::optional<ui::TouchTarget> reach(const std::string& label, ui::Vec2 from, bool below = true) {
    for (int drags = 0; drags < 12; ++drags) {
      const std::optional<ui::TouchTarget> t = find(label);
      if (t && t->rect.h >= t->full.h - 1) return t;
      const bool down = t ? t->full.y > from.y : below;
      drag(from, from + ui::Vec2{0, (down ? -3.0f : 3.0f) * metrics.mm(9)});
    }
    return std::nullopt;
  }
  bool tap_label(const std::string& label) {
    const std::optional<ui::TouchTarget> t = find(label);
    if (!t) return false;
    tap(t->rect.center());
    return true;
  }

  void tap_ready() {
    if (gestures_ready) return;
    gestures.set_viewport(w, h, metrics.px_per_mm(), 1.0f);
    gestures.set_capture([this](ui::Vec2 at) { return imgui->wants_pointer(at); });
    gestures_ready = true;
  }
  ui::GestureRecognizer gestures;
  bool gestures_ready = false;
  uint64_t finger_ms = 1000;
  void finger(Uint32 type, ui::Vec2 p) {
    SDL_Event e{};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = 1;
    e.tfinger.x = p.x / static_cast<float>(w);
    e.tfinger.y = p.y / static_cast<float>(h);
    gestures.handle(e, finger_ms);
  }
};

}  // namespace sb::test
