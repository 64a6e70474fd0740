#include <doctest/doctest.h>

#include "engine/ui/camera.h"
#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"

using namespace sb::ui;
using sb::engine::Point;

TEST_CASE("world and screen round trip after pans and zooms") {
  Camera cam;
  cam.set_viewport({0, 0, 1280, 800});
  cam.look_at({10, -5}, 3.0);
  cam.pan({37, -12});
  cam.zoom_about({900, 100}, 1.7);
  for (Point p : {Point{0, 0}, Point{123.5, -77.25}, Point{-40, 300}}) {
    Point back = cam.screen_to_world(cam.world_to_screen(p));
    CHECK(back.x == doctest::Approx(p.x).epsilon(1e-4));
    CHECK(back.y == doctest::Approx(p.y).epsilon(1e-4));
  }
  Vec2 s{640, 400};
  Vec2 again = cam.world_to_screen(cam.screen_to_world(s));
  CHECK(again.x == doctest::Approx(640));
  CHECK(again.y == doctest::Approx(400));
}

TEST_CASE("the look-at point sits at the viewport centre and panning follows the finger") {
  Camera cam;
  cam.set_viewport({0, 0, 1000, 600});
  cam.look_at({50, 20}, 2.0);
  Vec2 c = cam.world_to_screen({50, 20});
  CHECK(c.x == doctest::Approx(500));
  CHECK(c.y == doctest::Approx(300));
  cam.pan({100, -40});
  Vec2 moved = cam.world_to_screen({50, 20});
  CHECK(moved.x == doctest::Approx(600));
  CHECK(moved.y == doctest::Approx(260));
}

TEST_CASE("zooming about a point keeps the world point under it, within the clamps") {
  Camera cam;
  cam.set_viewport({0, 0, 1000, 600});
  cam.set_zoom_limits(0.5, 8.0);
  cam.look_at({0, 0}, 1.0);
  const Vec2 anchor{820, 130};
  Point under = cam.screen_to_world(anchor);
  cam.zoom_about(anchor, 2.5);
  CHECK(cam.zoom() == doctest::Approx(2.5));
  Vec2 after = cam.world_to_screen(under);
  CHECK(after.x == doctest::Approx(anchor.x));
  CHECK(after.y == doctest::Approx(anchor.y));
  cam.zoom_about(anchor, 100.0);
  CHECK(cam.zoom() == doctest::Approx(8.0));
  after = cam.world_to_screen(under);
  CHECK(after.x == doctest::Approx(anchor.x));  // still anchored when clamped
  cam.zoom_about(anchor, 1e-6);
  CHECK(cam.zoom() == doctest::Approx(0.5));
}

TEST_CASE("fit shows the whole rectangle inside the margins, centred") {
  Camera cam;
  cam.set_viewport({0, 0, 1200, 800});
  WorldRect r{-50, 10, 400, 100};
  cam.fit(r, 20);
  Vec2 a = cam.world_to_screen({r.x, r.y});
  Vec2 b = cam.world_to_screen({r.x + r.w, r.y + r.h});
  CHECK(a.x == doctest::Approx(20));  // width is the limiting side
  CHECK(b.x == doctest::Approx(1180));
  CHECK(a.y >= 20);
  CHECK(b.y <= 780);
  CHECK((a.y + b.y) / 2 == doctest::Approx(400));
}

TEST_CASE("the screen layout puts hexes where the camera says") {
  sb::engine::Layout world;
  world.size = {10, 10};
  world.origin = {3, 4};
  Camera cam;
  cam.set_viewport({0, 0, 800, 600});
  cam.look_at({12, -7}, 3.5);
  sb::engine::Layout screen = cam.screen_layout(world);
  for (sb::engine::Hex h : sb::engine::hex_spiral({0, 0}, 2)) {
    Point w = sb::engine::hex_to_pixel(world, h);
    Point s = sb::engine::hex_to_pixel(screen, h);
    Vec2 expect = cam.world_to_screen(w);
    CHECK(s.x == doctest::Approx(expect.x).epsilon(1e-5));
    CHECK(s.y == doctest::Approx(expect.y).epsilon(1e-5));
  }
}

TEST_CASE("camera intents: pinch zooms, pan moves, double tap fits") {
  Camera cam;
  cam.set_viewport({0, 0, 800, 600});
  cam.look_at({0, 0}, 1.0);
  WorldRect board{0, 0, 100, 100};
  Intent pinch;
  pinch.kind = IntentKind::kPinch;
  pinch.scale = 2;
  pinch.pos = {400, 300};
  CHECK(apply_camera_intent(cam, pinch, board, 0, false));
  CHECK(cam.zoom() == doctest::Approx(2));
  Intent drag;
  drag.kind = IntentKind::kDragMove;
  drag.delta = {10, 0};
  CHECK_FALSE(apply_camera_intent(cam, drag, board, 0, false));
  Intent twice;
  twice.kind = IntentKind::kDoubleTap;
  CHECK(apply_camera_intent(cam, twice, board, 0, false));
  CHECK(cam.zoom() == doctest::Approx(6.0));
  CHECK(cam.center().x == doctest::Approx(50));
}

TEST_CASE("physical metrics: DPI sanity, guesses and touch sizes") {
  CHECK(sane_dpi(0) == doctest::Approx(96));
  CHECK(sane_dpi(1e9f) == doctest::Approx(96));
  CHECK(sane_dpi(160) == doctest::Approx(160));
  CHECK(guess_dpi(1280) == doctest::Approx(96));
  CHECK(guess_dpi(3840) == doctest::Approx(163.4).epsilon(0.01));
  Metrics m{254, 1.0f};  // 10 px per mm
  CHECK(m.touch_px() == doctest::Approx(90));
  Metrics sofa{254, 2.0f};
  CHECK(sofa.font_px() == doctest::Approx(m.font_px() * 2).epsilon(0.05));
  Metrics tiny{40, 0.5f};
  CHECK(tiny.font_px() >= kMinFontPx);
}

TEST_CASE("seats differ by symbol as well as colour, in both palettes") {
  for (int a = 0; a < kSeatSymbolCount; ++a) {
    for (int b = a + 1; b < kSeatSymbolCount; ++b) {
      CHECK(seat_symbol(a) != seat_symbol(b));
      CHECK(color_distance2(seat_color(a), seat_color(b)) > 40 * 40);
      CHECK(color_distance2(seat_color(a, SeatPalette::kClassic), seat_color(b, SeatPalette::kClassic)) > 40 * 40);
    }
  }
  CHECK(seat_color(2, SeatPalette::kColourBlindSafe) == seat_color(2));
  CHECK(ink_on(rgb(0xF0E442)) == pal::kInk);  // dark glyph on yellow
  CHECK(ink_on(rgb(0x0072B2)) == Color{255, 255, 255, 255});  // white glyph on blue
}
