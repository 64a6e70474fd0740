#include <doctest/doctest.h>

#include <cstdlib>
#include <deque>
#include <filesystem>
#include <string>

#include "engine/content/paths.h"
#include "engine/core/platform.h"
#include "engine/ui/loop.h"
#include "engine/ui/platform.h"

using namespace sb::ui;

namespace {

class FakeClock final : public Clock {
 public:
  double t = 10.0;
  double now() override { return t; }
};

// Events scheduled at table-clock times; waiting advances the fake clock as a real wait would.
class FakeEvents final : public EventSource {
 public:
  explicit FakeEvents(FakeClock& clock) : clock_(clock) {}
  void at(double time, SDL_Event e) { queue_.push_back({time, e}); }
  bool poll(SDL_Event& e) override {
    if (queue_.empty() || queue_.front().first > clock_.t) return false;
    e = queue_.front().second;
    queue_.pop_front();
    return true;
  }
  bool wait(SDL_Event& e, int timeout_ms) override {
    ++waits;
    double until = clock_.t + timeout_ms / 1000.0;
    if (!queue_.empty() && queue_.front().first <= until) {
      clock_.t = std::max(clock_.t, queue_.front().first);
      return poll(e);
    }
    clock_.t = until;
    return false;
  }
  int waits = 0;

 private:
  FakeClock& clock_;
  std::deque<std::pair<double, SDL_Event>> queue_;
};

SDL_Event finger(Uint32 type, float x, float y) {
  SDL_Event e{};
  e.type = type;
  e.tfinger.fingerId = 1;
  e.tfinger.x = x;
  e.tfinger.y = y;
  return e;
}

}  // namespace

TEST_CASE("an idle table renders once and then only waits") {
  FakeClock clock;
  FakeEvents events(clock);
  GestureRecognizer g;
  int renders = 0;
  LoopHooks hooks;
  hooks.render = [&](double) { ++renders; };
  FrameLoop loop(g, hooks, {}, &clock, &events);
  for (int i = 0; i < 200; ++i) loop.iterate();
  CHECK(renders == 1);
  CHECK(loop.renders() == 1);
  CHECK(events.waits >= 199);
  CHECK(clock.t > 100);  // it blocked (fake seconds passed) instead of spinning
}

TEST_CASE("input causes a couple of frames, then the loop is idle again") {
  FakeClock clock;
  FakeEvents events(clock);
  GestureRecognizer g;
  g.set_viewport(1000, 1000, 4);
  std::vector<IntentKind> intents;
  LoopHooks hooks;
  hooks.on_intent = [&](const Intent& i) { intents.push_back(i.kind); };
  FrameLoop loop(g, hooks, {}, &clock, &events);
  loop.iterate();
  const int before = loop.renders();
  events.at(20.0, finger(SDL_FINGERDOWN, 0.5f, 0.5f));
  events.at(20.05, finger(SDL_FINGERUP, 0.5f, 0.5f));
  for (int i = 0; i < 50; ++i) loop.iterate();
  CHECK(intents == std::vector{IntentKind::kTap});
  CHECK(loop.renders() > before);
  CHECK(loop.renders() <= before + 2 * 2);  // frames_after_input per event
  const int settled = loop.renders();
  for (int i = 0; i < 50; ++i) loop.iterate();
  CHECK(loop.renders() == settled);
}

TEST_CASE("animations advance table time in fixed 1/120 s steps and render every frame") {
  FakeClock clock;
  FakeEvents events(clock);
  GestureRecognizer g;
  AnimationQueue anims;
  LoopHooks hooks;
  hooks.on_step = [&](double dt) { anims.advance(dt); };
  hooks.animating = [&] { return anims.busy(); };
  FrameLoop loop(g, hooks, {}, &clock, &events);
  loop.iterate();
  anims.play(0.5);
  // A renderer with vsync at 60 Hz: each iteration takes 1/60 s.
  int iterations = 0;
  while (anims.busy() && iterations < 1000) {
    clock.t += 1.0 / 60;
    loop.iterate();
    ++iterations;
  }
  CHECK(iterations == doctest::Approx(30).epsilon(0.1));
  CHECK(loop.steps() == doctest::Approx(60).epsilon(0.05));
  CHECK(loop.table_time() == doctest::Approx(loop.steps() / 120.0));
  CHECK(loop.renders() >= iterations);
  const int after = loop.renders();
  for (int i = 0; i < 30; ++i) loop.iterate();
  CHECK(loop.renders() == after);  // done animating: idle again
}

TEST_CASE("a long stall does not fast-forward the table") {
  FakeClock clock;
  FakeEvents events(clock);
  GestureRecognizer g;
  LoopHooks hooks;
  hooks.animating = [] { return true; };
  FrameLoop loop(g, hooks, {}, &clock, &events);
  loop.iterate();
  clock.t += 5.0;  // the machine slept
  loop.iterate();
  CHECK(loop.table_time() <= 0.26);
}

TEST_CASE("an idle loop wakes for a long press deadline without any event") {
  FakeClock clock;
  FakeEvents events(clock);
  GestureRecognizer g;
  g.set_viewport(1000, 1000, 4);
  std::vector<IntentKind> intents;
  LoopHooks hooks;
  hooks.on_intent = [&](const Intent& i) { intents.push_back(i.kind); };
  FrameLoop loop(g, hooks, {}, &clock, &events);
  loop.iterate();
  events.at(clock.t + 0.1, finger(SDL_FINGERDOWN, 0.3f, 0.3f));
  const double down_at = clock.t + 0.1;
  for (int i = 0; i < 10 && intents.empty(); ++i) loop.iterate();
  REQUIRE(intents == std::vector{IntentKind::kLongPress});
  CHECK(clock.t == doctest::Approx(down_at + 0.5).epsilon(0.001));
}

TEST_CASE("SDL_QUIT ends the loop") {
  FakeClock clock;
  FakeEvents events(clock);
  GestureRecognizer g;
  FrameLoop loop(g, {}, {}, &clock, &events);
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  events.at(clock.t, quit);
  CHECK_FALSE(loop.iterate());
  CHECK(loop.quitting());
}

TEST_CASE("the save folder is SDL's preference path unless SEASONBOARD_SAVE_DIR names one") {
  const char* old_env = std::getenv("SEASONBOARD_SAVE_DIR");
  const std::string kept = old_env ? old_env : "";
  const char* old_xdg = std::getenv("XDG_DATA_HOME");
  const std::string kept_xdg = old_xdg ? old_xdg : "";
  REQUIRE(sb::engine::set_env("SEASONBOARD_SAVE_DIR", "/tmp/sb-saves-here"));
  CHECK(save_folder() == "/tmp/sb-saves-here");
  REQUIRE(sb::engine::unset_env("SEASONBOARD_SAVE_DIR"));
  REQUIRE(sb::engine::set_env("XDG_DATA_HOME", "/tmp/sb-xdg"));
  CHECK(save_folder() == "/tmp/sb-xdg/seasonboard/");  // SDL's Linux rule, trailing separator included
  // The engine's own rule (used without a window: the CLI's saves, the user's content) is SDL's.
  CHECK(std::filesystem::path(save_folder()) == sb::engine::user_data_dir() / "");
  sb::engine::set_env("SEASONBOARD_SAVE_DIR", kept);  // an empty value removes it
  sb::engine::set_env("XDG_DATA_HOME", kept_xdg);
}

TEST_CASE("on_tick runs about every tick while the table idles, without extra frames") {
  FakeClock clock;
  FakeEvents events(clock);
  GestureRecognizer g;
  int renders = 0, ticks = 0;
  LoopHooks hooks;
  hooks.render = [&](double) { ++renders; };
  hooks.on_tick = [&] { ++ticks; };
  LoopOptions options;
  options.tick = 0.5;
  FrameLoop loop(g, hooks, options, &clock, &events);
  const double start = clock.t;
  while (clock.t < start + 10.0) loop.iterate();
  CHECK(ticks >= 19);
  CHECK(ticks <= 21);
  CHECK(renders == 1);  // ticking alone draws nothing
}
