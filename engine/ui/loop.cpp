#include "engine/ui/loop.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace sb::ui {

double SteadyClock::now() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

FrameLoop::FrameLoop(GestureRecognizer& gestures, LoopHooks hooks, LoopOptions options, Clock* clock,
                     EventSource* events)
    : gestures_(gestures),
      hooks_(std::move(hooks)),
      options_(options),
      clock_(clock ? clock : &steady_),
      events_(events ? events : &sdl_events_) {}

void FrameLoop::request_redraw(int frames) { redraw_frames_ = std::max(redraw_frames_, frames); }

void FrameLoop::dispatch(const SDL_Event& event, double now) {
  if (event.type == SDL_QUIT) quit_ = true;
  if (hooks_.on_event) hooks_.on_event(event);
  gestures_.handle(event, static_cast<uint64_t>(std::llround(now * 1000.0)));
  // Input (even a hover) can change what panels show; other events only when they say so.
  request_redraw(options_.frames_after_input);
}

bool FrameLoop::iterate() {
  double now = clock_->now();
  bool want_frame = redraw_frames_ > 0 || animating();
  SDL_Event event;
  if (!want_frame) {
    // Idle: block until an event or the next gesture deadline (a long press fires while held).
    int timeout = options_.idle_wait_ms;
    if (auto deadline = gestures_.next_deadline()) {
      double until = static_cast<double>(*deadline) / 1000.0 - now;
      timeout = std::clamp(static_cast<int>(std::ceil(until * 1000.0)), 0, timeout);
    }
    if (hooks_.on_tick && next_tick_ >= 0)
      timeout = std::clamp(static_cast<int>(std::ceil((next_tick_ - now) * 1000.0)), 0, timeout);
    ++idle_waits_;
    if (events_->wait(event, timeout)) dispatch(event, clock_->now());
  } else if (last_render_time_ >= 0 && now - last_render_time_ < options_.min_frame) {
    // Pace frames when nothing (no vsync) does it for us, still waking for input.
    int timeout = static_cast<int>(std::ceil((options_.min_frame - (now - last_render_time_)) * 1000.0));
    if (events_->wait(event, std::max(0, timeout))) dispatch(event, clock_->now());
  }
  while (events_->poll(event)) dispatch(event, clock_->now());

  now = clock_->now();
  if (hooks_.on_tick) {
    if (next_tick_ < 0) next_tick_ = now + options_.tick;
    if (now >= next_tick_) {
      next_tick_ = now + options_.tick;
      hooks_.on_tick();
    }
  }
  gestures_.update(static_cast<uint64_t>(std::llround(now * 1000.0)));
  Intent intent;
  while (gestures_.poll(intent)) {
    if (hooks_.on_intent) hooks_.on_intent(intent);
    request_redraw(options_.frames_after_input);
  }

  const bool was_animating = animating();
  if (was_animating) {
    if (last_step_time_ >= 0) accumulator_ += std::min(now - last_step_time_, options_.max_catch_up);
    while (accumulator_ >= options_.step) {
      if (hooks_.on_step) hooks_.on_step(options_.step);
      accumulator_ -= options_.step;
      table_time_ += options_.step;
      ++steps_;
    }
  } else {
    accumulator_ = 0;  // table time stands still while nothing moves
  }
  last_step_time_ = now;

  if (redraw_frames_ > 0 || was_animating) {
    if (last_render_time_ >= 0 && now - last_render_time_ < options_.min_frame && !quit_ &&
        redraw_frames_ == 0) {
      return !quit_;  // animating faster than the frame pace: step only
    }
    const double frame_dt = last_render_time_ < 0 ? options_.min_frame : now - last_render_time_;
    if (hooks_.render) hooks_.render(frame_dt);
    ++renders_;
    last_render_time_ = now;
    if (redraw_frames_ > 0) --redraw_frames_;
  }
  return !quit_;
}

void FrameLoop::run() {
  while (iterate()) {
  }
}

}  // namespace sb::ui
