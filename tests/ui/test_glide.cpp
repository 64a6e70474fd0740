// Things that move slide from where they stood (issue 31, "Motion"): only after an action, from
// the old place to the new over Glides::kSeconds of table time, never for a pan or a zoom (places
// are in world units), landed at once by finish(), and a thing gone from the table is forgotten.
#include <doctest/doctest.h>

#include <cmath>

#include "engine/ui/glide.h"

namespace sb::ui {

namespace {
// One frame naming one thing.
Vec2 frame(Glides& g, int key, Vec2 place, double now) {
  const Vec2 drawn = g.at(key, place, now);
  g.end_frame();
  return drawn;
}
bool same(Vec2 a, Vec2 b) { return std::abs(a.x - b.x) < 1e-4f && std::abs(a.y - b.y) < 1e-4f; }
}  // namespace

TEST_CASE("glides: a thing that moved after an action slides from its old place to its new") {
  Glides g;
  CHECK(same(frame(g, 7, {0, 0}, 0.0), {0, 0}));  // first seen: where it is
  g.arm();
  CHECK(same(frame(g, 7, {10, 0}, 1.0), {0, 0}));  // the action's first frame: still at the old place
  CHECK(g.moving(1.0));
  const Vec2 mid = frame(g, 7, {10, 0}, 1.0 + Glides::kSeconds / 2);
  CHECK(mid.x > 2.0f);
  CHECK(mid.x < 8.0f);
  CHECK(same(frame(g, 7, {10, 0}, 1.0 + Glides::kSeconds + 0.001), {10, 0}));
  CHECK(!g.moving(1.0 + Glides::kSeconds + 0.001));
}

TEST_CASE("glides: without an action a change of place is no slide; finish lands at once") {
  Glides g;
  frame(g, 1, {0, 0}, 0.0);
  CHECK(same(frame(g, 1, {5, 5}, 0.1), {5, 5}));  // not armed (a camera move would give world places alike)
  CHECK(!g.moving(0.1));
  g.arm();
  CHECK(same(frame(g, 1, {0, 5}, 0.2), {5, 5}));
  g.finish();
  CHECK(same(frame(g, 1, {0, 5}, 0.25), {0, 5}));
  CHECK(!g.moving(0.25));
}

TEST_CASE("glides: a thing not drawn in a frame is forgotten and later appears with no slide") {
  Glides g;
  frame(g, 3, {0, 0}, 0.0);
  g.end_frame();  // a frame that did not name it
  g.arm();
  CHECK(same(frame(g, 3, {9, 9}, 0.5), {9, 9}));
  CHECK(!g.moving(0.5));
  // A slide redirected mid-way starts from where it is drawn.
  g.arm();
  frame(g, 3, {0, 9}, 1.0);
  const Vec2 mid = frame(g, 3, {0, 9}, 1.0 + Glides::kSeconds / 2);
  g.arm();
  CHECK(same(frame(g, 3, {0, 0}, 1.0 + Glides::kSeconds / 2), mid));
  g.clear();
  CHECK(!g.moving(1.0 + Glides::kSeconds / 2));
}

}  // namespace sb::ui
