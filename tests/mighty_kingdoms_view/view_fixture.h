#pragma once
// A Mighty Kingdoms table rendered offscreen (software renderer) and driven by synthetic SDL
// finger events through the real gesture recogniser, the way a tablet would drive it.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/save/any_match.h"
#include "engine/ui/draw.h"
#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/text.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"
#include "game/mighty_kingdoms/view/table_screen.h"
#include "game/mighty_kingdoms/view/view_filter.h"

namespace sb::mk::view::test {

inline engine::TitleAdapter<Title>& title() {
  static engine::TitleAdapter<Title> loaded = [] {
    engine::TitleAdapter<Title> t;
    engine::ErrorList errors;
    if (!t.load_content("content/mighty_kingdoms", errors)) MESSAGE(errors.format_all());
    return t;
  }();
  REQUIRE(loaded.has_content());
  return loaded;
}

// `humans` seats of a new dice game (names Ann, Bo, ...), all human; bots play every decision
// until `until_kind` is the decision due (empty: no moves at all).
// `options`: the setup's options (none: the content's defaults).
inline std::unique_ptr<engine::AnyMatch> new_match(int seats, const std::string& until_kind, uint64_t seed = 3,
                                                   const std::string& map = "random:5",
                                                   const YAML::Node& options = YAML::Node()) {
  YAML::Node setup;
  static const char* kNames[] = {"Ann", "Bo", "Cy", "Di", "Ed", "Flo"};
  for (int i = 0; i < seats; ++i) {
    YAML::Node seat;
    seat["name"] = kNames[i];
    seat["bot"] = "";
    setup["seats"].push_back(seat);
  }
  setup["map"] = map;
  if (options.IsDefined() && !options.IsNull()) setup["options"] = options;
  engine::ErrorList errors;
  engine::ReadContext ctx{"test", &errors};
  auto made = title().new_match(setup, seats, seed, ctx);
  if (!made.ok()) MESSAGE(errors.format_all() << made.error().message);
  REQUIRE(made.ok());
  auto match = std::move(made.value());
  engine::Rng rng(seed, 9);
  for (int n = 0; !until_kind.empty() && match->prompt().kind != until_kind && n < 5000; ++n)
    REQUIRE(match->apply_bot("heuristic", rng).ok());
  if (!until_kind.empty()) REQUIRE(match->prompt().kind == until_kind);
  return match;
}

struct Table {
  std::unique_ptr<ui::SdlSession> session;
  std::unique_ptr<ui::Offscreen> target;
  std::unique_ptr<ui::ImGuiLayer> imgui;
  std::unique_ptr<ui::TextCache> text;
  std::unique_ptr<TableScreen> screen;
  ui::GestureRecognizer gestures;
  ui::Metrics metrics{96.0f, 1.0f};
  int width, height;
  uint64_t now_ms = 10000;

  Table(std::unique_ptr<engine::AnyMatch> match, int w = 1280, int h = 800, int viewer = TableScreen::kFollow)
      : width(w), height(h) {
    std::string error;
    session = ui::SdlSession::start(false, error);
    REQUIRE_MESSAGE(session, error);
    target = ui::Offscreen::create(w, h, error);
    REQUIRE_MESSAGE(target, error);
    imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
    REQUIRE_MESSAGE(imgui, error);
    text = std::make_unique<ui::TextCache>(target->renderer());
    screen = std::make_unique<TableScreen>(std::move(match), std::vector<SeatLook>{});
    screen->set_viewer(viewer);
    screen->resize(w, h, metrics);
    gestures.set_viewport(w, h, metrics.px_per_mm());
    gestures.set_capture([this](ui::Vec2 p) { return imgui->wants_pointer(p); });
    render();
  }

  void render() {
    render_table_frame(*screen, target->renderer(), text.get(), *imgui, gestures.frame_pointer(), width, height,
                       1.0f / 60);
  }

  SDL_Event finger(uint32_t type, int64_t id, ui::Vec2 p) const {
    SDL_Event e{};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = p.x / static_cast<float>(width);
    e.tfinger.y = p.y / static_cast<float>(height);
    return e;
  }
  void pump() {
    gestures.update(now_ms);
    for (const ui::Intent& i : gestures.take_all()) screen->on_intent(i);
  }
  void tap(ui::Vec2 p) {
    now_ms += 1000;  // far from the previous tap: never a double tap
    gestures.handle(finger(SDL_FINGERDOWN, 1, p), now_ms);
    gestures.handle(finger(SDL_FINGERUP, 1, p), now_ms + 60);
    now_ms += 60;
    pump();
    render();
  }
  void drag(ui::Vec2 from, ui::Vec2 to, int steps = 8) {
    now_ms += 1000;
    gestures.handle(finger(SDL_FINGERDOWN, 2, from), now_ms);
    for (int i = 1; i <= steps; ++i) {
      const float t = static_cast<float>(i) / static_cast<float>(steps);
      now_ms += 16;
      gestures.handle(finger(SDL_FINGERMOTION, 2, from + (to - from) * t), now_ms);
      pump();
    }
    gestures.handle(finger(SDL_FINGERUP, 2, to), now_ms + 16);
    now_ms += 16;
    pump();
    render();
  }
  ui::Color pixel(ui::Vec2 p) const { return target->pixel(static_cast<int>(p.x), static_cast<int>(p.y)); }
};

}  // namespace sb::mk::view::test
