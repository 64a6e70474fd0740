#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "engine/ui/gestures.h"

using namespace sb::ui;

namespace {

constexpr int kW = 1000, kH = 800;
constexpr float kPxPerMm = 4.0f;  // slop 2.5 mm = 10 px, double-tap radius 8 mm = 32 px

SDL_Event finger(Uint32 type, SDL_FingerID id, float x_px, float y_px) {
  SDL_Event e{};
  e.type = type;
  e.tfinger.touchId = 1;
  e.tfinger.fingerId = id;
  e.tfinger.x = x_px / kW;
  e.tfinger.y = y_px / kH;
  return e;
}

SDL_Event mouse_button(Uint32 type, Uint8 button, int x, int y, Uint32 which = 0) {
  SDL_Event e{};
  e.type = type;
  e.button.which = which;
  e.button.button = button;
  e.button.x = x;
  e.button.y = y;
  return e;
}

GestureRecognizer make() {
  GestureRecognizer g;
  g.set_viewport(kW, kH, kPxPerMm);
  return g;
}

std::vector<IntentKind> kinds(const std::vector<Intent>& intents) {
  std::vector<IntentKind> out;
  for (const Intent& i : intents) out.push_back(i.kind);
  return out;
}

}  // namespace

TEST_CASE("a short touch without movement is a tap where the finger lifted") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 7, 100, 200), 1000);
  g.handle(finger(SDL_FINGERMOTION, 7, 103, 201), 1040);  // inside the slop
  g.handle(finger(SDL_FINGERUP, 7, 103, 201), 1090);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kTap);
  CHECK(out[0].pos.x == doctest::Approx(103));
  CHECK(out[0].pos.y == doctest::Approx(201));
  CHECK(out[0].fingers == 1);
}

TEST_CASE("two quick taps close together make a double tap; slow or distant ones do not") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 300, 300), 0);
  g.handle(finger(SDL_FINGERUP, 1, 300, 300), 60);
  g.handle(finger(SDL_FINGERDOWN, 2, 310, 305), 200);
  g.handle(finger(SDL_FINGERUP, 2, 310, 305), 250);
  CHECK(kinds(g.take_all()) == std::vector{IntentKind::kTap, IntentKind::kTap, IntentKind::kDoubleTap});

  // Too slow: 600 ms between the taps.
  g.handle(finger(SDL_FINGERDOWN, 3, 300, 300), 1000);
  g.handle(finger(SDL_FINGERUP, 3, 300, 300), 1050);
  g.handle(finger(SDL_FINGERDOWN, 4, 300, 300), 1650);
  g.handle(finger(SDL_FINGERUP, 4, 300, 300), 1700);
  CHECK(kinds(g.take_all()) == std::vector{IntentKind::kTap, IntentKind::kTap});

  // Too far: 60 px = 15 mm apart.
  g.handle(finger(SDL_FINGERDOWN, 5, 300, 300), 3000);
  g.handle(finger(SDL_FINGERUP, 5, 300, 300), 3050);
  g.handle(finger(SDL_FINGERDOWN, 6, 360, 300), 3150);
  g.handle(finger(SDL_FINGERUP, 6, 360, 300), 3200);
  CHECK(kinds(g.take_all()) == std::vector{IntentKind::kTap, IntentKind::kTap});
}

TEST_CASE("a long press fires while the finger is still held, and lifting it is not a tap") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 400, 400), 5000);
  REQUIRE(g.next_deadline().has_value());
  CHECK(*g.next_deadline() == 5500);
  g.update(5400);
  CHECK_FALSE(g.has_intents());
  g.update(5501);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kLongPress);
  CHECK(g.finger_count() == 1);  // still held
  CHECK_FALSE(g.next_deadline().has_value());
  g.handle(finger(SDL_FINGERUP, 1, 400, 400), 5900);
  CHECK_FALSE(g.has_intents());
}

TEST_CASE("a drag starts only past the slop and loses no distance to it") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  g.handle(finger(SDL_FINGERMOTION, 1, 108, 100), 20);  // 8 px < 10 px slop
  CHECK_FALSE(g.has_intents());
  g.handle(finger(SDL_FINGERMOTION, 1, 130, 110), 40);
  g.handle(finger(SDL_FINGERMOTION, 1, 150, 120), 60);
  g.handle(finger(SDL_FINGERUP, 1, 150, 120), 80);
  auto out = g.take_all();
  REQUIRE(kinds(out) == std::vector{IntentKind::kDragStart, IntentKind::kDragMove, IntentKind::kDragMove,
                                    IntentKind::kDragEnd});
  CHECK(out[0].start.x == doctest::Approx(100));
  Vec2 sum;
  for (const Intent& i : out) {
    if (i.kind == IntentKind::kDragMove) sum = sum + i.delta;
  }
  CHECK(sum.x == doctest::Approx(50));
  CHECK(sum.y == doctest::Approx(20));
  CHECK_FALSE(out[3].cancelled);
  // A long hold after dragging is not a long press.
  g.update(10000);
  CHECK_FALSE(g.has_intents());
}

TEST_CASE("slop is physical: the same 8 px move drags on a low-DPI screen but not a high-DPI one") {
  GestureRecognizer low;
  low.set_viewport(kW, kH, 2.0f);  // slop 5 px
  low.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  low.handle(finger(SDL_FINGERMOTION, 1, 108, 100), 10);
  CHECK(low.has_intents());
  GestureRecognizer high;
  high.set_viewport(kW, kH, 8.0f);  // slop 20 px
  high.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  high.handle(finger(SDL_FINGERMOTION, 1, 108, 100), 10);
  CHECK_FALSE(high.has_intents());
}

TEST_CASE("pinching two fingers apart to twice the distance zooms by 2 about their centre") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 450, 400), 0);
  g.handle(finger(SDL_FINGERDOWN, 2, 550, 400), 10);
  for (int step = 1; step <= 10; ++step) {
    float half = 50.0f + 5.0f * static_cast<float>(step);
    g.handle(finger(SDL_FINGERMOTION, 1, 500 - half, 400), 10 + step * 16);
    g.handle(finger(SDL_FINGERMOTION, 2, 500 + half, 400), 10 + step * 16);
  }
  double product = 1;
  int pinches = 0;
  for (const Intent& i : g.take_all()) {
    CHECK(i.kind != IntentKind::kTap);
    if (i.kind == IntentKind::kPinch) {
      product *= i.scale;
      ++pinches;
      CHECK(i.pos.x == doctest::Approx(500).epsilon(0.06));
      CHECK(i.fingers == 2);
    }
  }
  CHECK(pinches == 20);
  CHECK(product == doctest::Approx(2.0).epsilon(1e-4));
  g.handle(finger(SDL_FINGERUP, 1, 400, 400), 400);
  g.handle(finger(SDL_FINGERUP, 2, 600, 400), 410);
  CHECK_FALSE(g.has_intents());  // ending a pinch is not a tap
}

TEST_CASE("the anchor resets when the finger count changes, so nothing jumps") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 400, 400), 0);
  g.handle(finger(SDL_FINGERDOWN, 2, 600, 400), 5);
  g.take_all();
  // Lift one finger: the centroid jumps from 500 to 400, but no pan may come of it.
  g.handle(finger(SDL_FINGERUP, 2, 600, 400), 50);
  CHECK_FALSE(g.has_intents());
  g.handle(finger(SDL_FINGERMOTION, 1, 410, 400), 60);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kPan);
  CHECK(out[0].delta.x == doctest::Approx(10));
  CHECK(out[0].delta.y == doctest::Approx(0));
  // A new second finger far away: re-anchored, no pinch or pan from the change itself.
  g.handle(finger(SDL_FINGERDOWN, 3, 810, 400), 70);
  CHECK_FALSE(g.has_intents());
  // Scale is measured from the new pair's distance (400 px), not the old one (200 px).
  g.handle(finger(SDL_FINGERMOTION, 3, 1010, 400), 80);
  out = g.take_all();
  REQUIRE_FALSE(out.empty());
  CHECK(out[0].kind == IntentKind::kPinch);
  CHECK(out[0].scale == doctest::Approx(1.5));
}

TEST_CASE("a second finger during a drag cancels the drag and starts a pinch") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  g.handle(finger(SDL_FINGERMOTION, 1, 150, 100), 20);
  g.take_all();
  g.handle(finger(SDL_FINGERDOWN, 2, 300, 100), 30);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kDragEnd);
  CHECK(out[0].cancelled);
}

TEST_CASE("three fingers held still open the designer panel") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  g.handle(finger(SDL_FINGERDOWN, 2, 200, 100), 10);
  g.handle(finger(SDL_FINGERDOWN, 3, 150, 200), 20);
  REQUIRE(g.next_deadline().has_value());
  g.update(400);
  CHECK_FALSE(g.has_intents());
  g.update(530);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kDesignerPanel);
  g.update(2000);
  CHECK_FALSE(g.has_intents());  // once per hold
}

TEST_CASE("SDL's emulated mouse copies of touches are dropped; a real mouse maps to the same intents") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  g.handle(mouse_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 100, 100, SDL_TOUCH_MOUSEID), 0);
  g.handle(finger(SDL_FINGERUP, 1, 100, 100), 50);
  g.handle(mouse_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 100, 100, SDL_TOUCH_MOUSEID), 50);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);  // one tap, not two
  CHECK(out[0].fingers == 1);
  CHECK(g.dropped_emulated_events() == 2);

  g.handle(mouse_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 200, 220), 1000);
  g.handle(mouse_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 200, 220), 1060);
  out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kTap);
  CHECK(out[0].fingers == 0);
  CHECK(out[0].pos.x == doctest::Approx(200));

  g.handle(mouse_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, 50, 60), 2000);
  out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kLongPress);

  SDL_Event wheel{};
  wheel.type = SDL_MOUSEWHEEL;
  wheel.wheel.y = 1;
  wheel.wheel.preciseY = 1.0f;
  wheel.wheel.mouseX = 321;
  wheel.wheel.mouseY = 123;
  g.handle(wheel, 3000);
  out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kZoom);
  CHECK(out[0].scale == doctest::Approx(1.15));
  CHECK(out[0].pos.x == doctest::Approx(321));
}

TEST_CASE("mouse coordinates are scaled to output pixels on high-DPI windows") {
  GestureRecognizer g = make();
  g.set_viewport(kW, kH, kPxPerMm, 2.0f);
  g.handle(mouse_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 100, 50), 0);
  g.handle(mouse_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 100, 50), 30);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].pos.x == doctest::Approx(200));
  CHECK(out[0].pos.y == doctest::Approx(100));
}

TEST_CASE("keys map to the same intents as gestures") {
  GestureRecognizer g = make();
  auto key = [&](SDL_Keycode k) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    g.handle(e, 0);
  };
  key(SDLK_F12);
  key(SDLK_PLUS);
  key(SDLK_LEFT);
  key(SDLK_HOME);
  key(SDLK_ESCAPE);
  CHECK(kinds(g.take_all()) == std::vector{IntentKind::kDesignerPanel, IntentKind::kZoom, IntentKind::kPan,
                                           IntentKind::kFit, IntentKind::kBack});
}

TEST_CASE("gestures that start on a panel belong to the panel") {
  GestureRecognizer g = make();
  g.set_capture([](Vec2 p) { return p.x < 200; });
  g.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  g.handle(finger(SDL_FINGERMOTION, 1, 500, 100), 20);  // dragging out of the panel
  g.update(2000);
  g.handle(finger(SDL_FINGERUP, 1, 500, 100), 2100);
  CHECK_FALSE(g.has_intents());
  // The panel still sees the pointer.
  g.handle(finger(SDL_FINGERDOWN, 2, 150, 100), 3000);
  PointerState p = g.frame_pointer();
  CHECK(p.down);
  CHECK(p.pos.x == doctest::Approx(150));
}

TEST_CASE("a touch shorter than a frame still reaches ImGui as one pressed frame") {
  GestureRecognizer g = make();
  g.handle(finger(SDL_FINGERDOWN, 1, 100, 100), 0);
  g.handle(finger(SDL_FINGERUP, 1, 100, 100), 5);
  PointerState first = g.frame_pointer();
  CHECK(first.down);
  CHECK(first.visible);
  PointerState second = g.frame_pointer();
  CHECK_FALSE(second.down);  // released where the finger was: ImGui sees the click
  CHECK(second.visible);
  PointerState third = g.frame_pointer();
  CHECK_FALSE(third.visible);  // and then no hover stays behind
}

TEST_CASE("finger events pushed through the real SDL queue are recognised") {
  REQUIRE(SDL_Init(SDL_INIT_EVENTS) == 0);
  SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
  SDL_Event down = finger(SDL_FINGERDOWN, 9, 250, 400);
  SDL_Event up = finger(SDL_FINGERUP, 9, 252, 401);
  REQUIRE(SDL_PushEvent(&down) == 1);
  REQUIRE(SDL_PushEvent(&up) == 1);
  GestureRecognizer g = make();
  SDL_Event e;
  uint64_t t = 100;
  while (SDL_PollEvent(&e)) g.handle(e, t += 30);
  auto out = g.take_all();
  REQUIRE(out.size() == 1);
  CHECK(out[0].kind == IntentKind::kTap);
  CHECK(out[0].pos.x == doctest::Approx(252).epsilon(0.01));
  SDL_Quit();
}
