#include <doctest/doctest.h>

#include "engine/ui/animation.h"

using namespace sb::ui;

TEST_CASE("queued tweens play one after another on table time") {
  AnimationQueue q;
  AnimId a = q.then(0.5, Easing::kLinear);
  AnimId b = q.then(0.25, Easing::kLinear);
  CHECK(q.progress(a) == doctest::Approx(0));
  q.advance(0.25);
  CHECK(q.progress(a) == doctest::Approx(0.5));
  CHECK(q.progress(b) == doctest::Approx(0));
  q.advance(0.375);
  CHECK(q.progress(a) == doctest::Approx(1));
  CHECK(q.progress(b) == doctest::Approx(0.5));
  CHECK(q.busy());
  q.advance(0.2);
  CHECK_FALSE(q.busy());
  q.forget_finished();
  CHECK(q.progress(a) == doctest::Approx(1));  // forgotten reads as done
}

TEST_CASE("easings start at 0 and end at 1") {
  for (Easing e : {Easing::kLinear, Easing::kOutCubic, Easing::kInOutCubic, Easing::kOutBack}) {
    CHECK(ease(e, 0) == doctest::Approx(0));
    CHECK(ease(e, 1) == doctest::Approx(1));
  }
}

TEST_CASE("the dice tumble lands exactly on the faces the rules decided") {
  DiceTumble t;
  t.start({6, 1, 4}, 2.0, 99);
  CHECK(t.active(2.1));
  bool showed_other_face = false;
  for (double time = 2.0; time < 2.5; time += 1.0 / 120) {
    auto v = t.view(0, time);
    CHECK(v.face >= 1);
    CHECK(v.face <= 6);
    showed_other_face |= v.face != 6;
  }
  CHECK(showed_other_face);  // it really tumbles
  const double end = t.end_time();
  CHECK_FALSE(t.active(end + 0.01));
  for (size_t i = 0; i < 3; ++i) {
    auto v = t.view(i, end + 0.01);
    CHECK(v.landed);
    CHECK(v.face == std::vector{6, 1, 4}[i]);
    CHECK(v.rotation == doctest::Approx(0));
    CHECK(v.offset.x == doctest::Approx(0));
  }
  // Deterministic: the same seed gives the same frames.
  DiceTumble u;
  u.start({6, 1, 4}, 2.0, 99);
  CHECK(u.view(1, 2.3).rotation == t.view(1, 2.3).rotation);
}
