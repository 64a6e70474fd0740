#pragma once
// The table's main loop: poll events -> gesture recogniser -> the caller's intents handler ->
// table time in fixed 1/120 s steps -> render, but only when something changed or animates;
// otherwise block in SDL_WaitEventTimeout so an idle table costs no CPU (tablets run on batteries).
// The clock and the event source are injectable so tests run it without real time.
#include <SDL.h>

#include <cstdint>
#include <functional>

#include "engine/ui/animation.h"
#include "engine/ui/gestures.h"

namespace sb::ui {

class Clock {
 public:
  virtual ~Clock() = default;
  virtual double now() = 0;  // seconds, monotonic
};

class SteadyClock final : public Clock {
 public:
  double now() override;
};

class EventSource {
 public:
  virtual ~EventSource() = default;
  virtual bool poll(SDL_Event& event) = 0;
  // Blocks up to timeout_ms (the idle path); false when nothing arrived.
  virtual bool wait(SDL_Event& event, int timeout_ms) = 0;
};

class SdlEventSource final : public EventSource {
 public:
  bool poll(SDL_Event& event) override { return SDL_PollEvent(&event) == 1; }
  bool wait(SDL_Event& event, int timeout_ms) override { return SDL_WaitEventTimeout(&event, timeout_ms) == 1; }
};

struct LoopHooks {
  std::function<void(const SDL_Event&)> on_event;  // raw: ImGui keyboard, resize, quit prompts
  std::function<void(const Intent&)> on_intent;
  std::function<void(double dt)> on_step;          // one fixed table-time step
  std::function<bool()> animating;                 // table time must flow (tweens, dice, bots)
  std::function<void(double frame_dt)> render;     // draw one frame and present it
  std::function<void()> on_tick;                   // every LoopOptions::tick seconds, idle or not
                                                   // (content watching); it may request_redraw
};

struct LoopOptions {
  double step = kTableStep;
  double max_catch_up = 0.25;    // after a stall, skip rather than fast-forward the table
  double min_frame = 1.0 / 120;  // frame pacing when the renderer has no vsync
  int idle_wait_ms = 1000;       // longest single idle block (then it blocks again)
  int frames_after_input = 2;    // ImGui settles layout a frame after a click
  double tick = 0.5;             // on_tick period (the idle wait wakes for it)
};

class FrameLoop {
 public:
  FrameLoop(GestureRecognizer& gestures, LoopHooks hooks, LoopOptions options = {},
            Clock* clock = nullptr, EventSource* events = nullptr);

  bool iterate();  // one pass; false once quit was requested
  void run();      // until quit
  void request_redraw(int frames = 1);
  void quit() { quit_ = true; }
  bool quitting() const { return quit_; }

  int renders() const { return renders_; }
  int steps() const { return steps_; }
  int idle_waits() const { return idle_waits_; }
  double table_time() const { return table_time_; }

 private:
  void dispatch(const SDL_Event& event, double now);
  bool animating() const { return hooks_.animating && hooks_.animating(); }

  GestureRecognizer& gestures_;
  LoopHooks hooks_;
  LoopOptions options_;
  SteadyClock steady_;
  SdlEventSource sdl_events_;
  Clock* clock_;
  EventSource* events_;
  bool quit_ = false;
  int redraw_frames_ = 1;  // the first frame
  double accumulator_ = 0, last_step_time_ = -1, last_render_time_ = -1, table_time_ = 0;
  double next_tick_ = -1;
  int renders_ = 0, steps_ = 0, idle_waits_ = 0;
};

}  // namespace sb::ui
