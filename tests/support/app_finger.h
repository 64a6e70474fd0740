#pragma once
// Drives the real app (game/app/screen/app_driver.h) with synthetic finger events on a fake clock,
// for the whole-game touch tests: taps, holds and swipes at screen pixels, a frame drawn after each
// step, and every touch target drawn on the way checked against the smallest finger size.
#include <SDL.h>

#include <algorithm>
#include <deque>
#include <initializer_list>
#include <filesystem>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/ui/imgui_layer.h"
#include "game/app/screen/app_driver.h"

namespace sb::test {

struct FakeClock final : ui::Clock {
  double t = 100;
  double now() override { return t; }
};

struct EventQueue final : ui::EventSource {
  std::deque<SDL_Event> queue;
  bool poll(SDL_Event& e) override {
    if (queue.empty()) return false;
    e = queue.front();
    queue.pop_front();
    return true;
  }
  bool wait(SDL_Event& e, int) override { return poll(e); }
};

// A finger on the app: touches at screen pixels, time on the fake clock.
struct Finger {
  app::AppDriver& app;
  FakeClock& clock;
  EventQueue& events;
  float min_target_px = 0;
  std::set<std::string> small;  // targets under min_target_px seen anywhere (the banner aside)
  int swipe_moves = 8;          // finger moves in a swipe, a frame each

  void frames(int n, double dt = 1.0 / 60) {
    for (int i = 0; i < n; ++i) {
      clock.t += dt;
      app.iterate();
      for (const ui::TouchTarget& t : ui::frame_touch_targets())
        if (t.label != "turn banner" && t.full.h + 0.5f < min_target_px) small.insert(t.label);
    }
  }
  void push(uint32_t type, ui::Vec2 p) {
    SDL_Event e{};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = 1;
    e.tfinger.x = p.x / static_cast<float>(app.width());
    e.tfinger.y = p.y / static_cast<float>(app.height());
    events.queue.push_back(e);
  }
  void tap(ui::Vec2 p) {
    clock.t += 0.5;  // never a double tap
    push(SDL_FINGERDOWN, p);
    frames(1, 0.02);
    push(SDL_FINGERUP, p);
    frames(2);  // the click, then a frame laid out for what it changed
  }
  void hold(ui::Vec2 p, double seconds) {
    push(SDL_FINGERDOWN, p);
    for (double t = 0; t < seconds; t += 0.05) frames(1, 0.05);
    push(SDL_FINGERUP, p);
    frames(3);
  }
  void drag(ui::Vec2 from, ui::Vec2 to) {
    clock.t += 0.5;
    push(SDL_FINGERDOWN, from);
    frames(1, 0.02);
    for (int i = 1; i <= swipe_moves; ++i) {
      push(SDL_FINGERMOTION, from + (to - from) * (static_cast<float>(i) / static_cast<float>(swipe_moves)));
      frames(1, 0.02);
    }
    push(SDL_FINGERUP, to);
    frames(3);
  }
  std::vector<ui::TouchTarget> targets() const { return ui::frame_touch_targets(); }
  const ui::TouchTarget* find(const std::string& label) const {
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.label == label) return &t;
    return nullptr;
  }
  bool tap_label(const std::string& label) {
    const ui::TouchTarget* t = find(label);
    if (!t) return false;
    tap(t->rect.center());
    return true;
  }
};

// Reaches legal action `want` by touch in a side panel's list of action buttons: its button when
// one in `direct` groups is on screen, else a drag of the list towards it (`list` is the group of
// the list's own buttons; `close` a group of buttons that scroll with the list but name no action).
// False when nothing was there to touch, or after 40 drags for one action.
inline bool touch_action(Finger& f, size_t want, int& scrolls, std::initializer_list<int> direct, int list, int close) {
  const std::vector<ui::TouchTarget> targets = ui::frame_touch_targets();
  for (const ui::TouchTarget& t : targets)
    if (t.action == static_cast<int>(want) && std::find(direct.begin(), direct.end(), t.group) != direct.end() &&
        t.rect.h >= f.min_target_px * 0.5f) {
      f.tap(t.rect.center());
      return true;
    }
  const ui::TouchTarget* low = nullptr;
  const ui::TouchTarget* high = nullptr;
  bool down = true;
  for (const ui::TouchTarget& t : targets)
    if (t.action >= 0 || t.group == close) {
      if (!low || t.rect.y < low->rect.y) low = &t;
      if (!high || t.rect.y > high->rect.y) high = &t;
    }
  if (!low || scrolls >= 40) return false;
  for (const ui::TouchTarget& t : targets)
    if (t.action == static_cast<int>(want) && t.group == list) down = t.full.y >= low->rect.y;
  ++scrolls;
  const float step = std::max(f.min_target_px * 2.5f, (high->rect.y + high->rect.h - low->rect.y) * 0.5f);
  if (down) f.drag(high->rect.center(), high->rect.center() + ui::Vec2{0, -step});
  else f.drag(low->rect.center(), low->rect.center() + ui::Vec2{0, step});
  return true;
}

// The real app at `size` pixels and `dpi` (software renderer), its saves in `save_dir`, with any
// more launcher options in `extra`; `app` is null with `error` set when it cannot open.
struct ScreenApp {
  FakeClock clock;
  EventQueue events;
  std::ostringstream out, err;
  std::string error;
  std::unique_ptr<app::AppDriver> app;
  ui::Metrics metrics;

  ScreenApp(const std::string& size, float dpi, const std::string& seed, const std::filesystem::path& save_dir,
            const std::vector<std::string>& extra = {})
      : metrics{dpi, 1.0f} {
    std::vector<std::string> args = {"--software", "--size", size, "--dpi", std::to_string(static_cast<int>(dpi)),
                                     "--seed", seed, "--save-dir", save_dir.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    app = app::open_app(args, clock, events, out, err, error);
  }
};

// The real app on a 10-inch tablet (1280x800 at 160 dpi).
struct TabletApp : ScreenApp {
  static constexpr float kDpi = 160.0f;
  TabletApp(const std::string& seed, const std::filesystem::path& save_dir)
      : ScreenApp("1280x800", kDpi, seed, save_dir) {}
};

}  // namespace sb::test
