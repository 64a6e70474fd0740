#include "engine/ui/gestures.h"

// [SECTION] index
//   setup and queue · fingers (down, move, up: the one-finger, two-finger and three-finger
//   modes) · timers (long press, three-finger designer press) · SDL events (fingers, mouse with
//   emulated copies dropped, wheel, keys)
#include <algorithm>
#include <cmath>

#include "engine/ui/table_focus.h"

namespace sb::ui {

GestureRecognizer::GestureRecognizer(GestureConfig config) : config_(config) {}

void GestureRecognizer::set_viewport(int width_px, int height_px, float px_per_mm, float pixel_ratio) {
  width_ = std::max(1, width_px);
  height_ = std::max(1, height_px);
  px_per_mm_ = px_per_mm > 0 ? px_per_mm : 96.0f / 25.4f;
  pixel_ratio_ = pixel_ratio > 0 ? pixel_ratio : 1.0f;
}

void GestureRecognizer::set_capture(std::function<bool(Vec2)> pointer, std::function<bool()> keyboard) {
  capture_pointer_ = std::move(pointer);
  capture_keyboard_ = std::move(keyboard);
}

void GestureRecognizer::emit(Intent intent) {
  intent.fingers = mouse_gesture_ ? 0 : std::max(1, static_cast<int>(fingers_.size()));
  queue_.push_back(intent);
}

bool GestureRecognizer::poll(Intent& out) {
  table_focus::take_pending(queue_);  // the controller's tap on a thing it scrolled into view
  if (queue_.empty()) return false;
  out = queue_.front();
  queue_.pop_front();
  return true;
}

std::vector<Intent> GestureRecognizer::take_all() {
  table_focus::take_pending(queue_);
  std::vector<Intent> out(queue_.begin(), queue_.end());
  queue_.clear();
  return out;
}

PointerState GestureRecognizer::frame_pointer() {
  PointerState frame = pointer_;
  frame.down = pointer_.down || press_latch_;
  press_latch_ = false;
  // A lifted finger must not leave a hover behind, but ImGui has to see the release frame at
  // the finger's position first, or the button under it never gets its click.
  if (hide_next_frame_) {
    pointer_.visible = false;
    frame.visible = false;
  }
  hide_next_frame_ = pointer_.touch && !frame.down && frame.visible;
  return frame;
}

Vec2 GestureRecognizer::centroid() const {
  Vec2 sum;
  for (const Finger& f : fingers_) sum = sum + f.pos;
  return fingers_.empty() ? sum : sum * (1.0f / static_cast<float>(fingers_.size()));
}

void GestureRecognizer::reset_anchor() {
  anchor_centre_ = centroid();
  anchor_distance_ = fingers_.size() >= 2 ? distance(fingers_[0].pos, fingers_[1].pos) : 0.0f;
  last_pos_ = anchor_centre_;
}

// [SECTION] fingers

void GestureRecognizer::finger_down(int64_t id, Vec2 pos, uint64_t now_ms) {
  update(now_ms);
  for (const Finger& f : fingers_) {
    if (f.id == id) return;  // duplicate down (lost up event): keep the first
  }
  fingers_.push_back({id, pos});
  if (!pointer_finger_active_) {
    pointer_finger_active_ = true;
    pointer_finger_ = id;
    pointer_ = {pos, true, true, id != kMouseFinger};
    press_latch_ = true;
    hide_next_frame_ = false;
  }
  const size_t n = fingers_.size();
  if (mode_ == Mode::kCaptured) return;
  if (n == 1) {
    mouse_gesture_ = (id == kMouseFinger);
    if (capture_pointer_ && capture_pointer_(pos)) {
      mode_ = Mode::kCaptured;
      return;
    }
    mode_ = Mode::kPending;
    down_pos_ = last_pos_ = pos;
    down_ms_ = now_ms;
    return;
  }
  mouse_gesture_ = false;
  if (mode_ == Mode::kDragging) {
    Intent end;
    end.kind = IntentKind::kDragEnd;
    end.pos = last_pos_;
    end.start = down_pos_;
    end.cancelled = true;
    end.time_ms = now_ms;
    emit(end);
  }
  if (n == 2) {
    mode_ = Mode::kMulti;
  } else {
    mode_ = Mode::kThree;
    three_start_ms_ = now_ms;
    three_fired_ = false;
    three_moved_ = false;
  }
  reset_anchor();
  three_start_centre_ = anchor_centre_;
}

void GestureRecognizer::finger_move(int64_t id, Vec2 pos, uint64_t now_ms) {
  update(now_ms);
  auto it = std::find_if(fingers_.begin(), fingers_.end(), [&](const Finger& f) { return f.id == id; });
  if (it == fingers_.end()) return;
  it->pos = pos;
  if (pointer_finger_active_ && pointer_finger_ == id) pointer_.pos = pos;

  switch (mode_) {
    case Mode::kPending: {
      if (distance(pos, down_pos_) <= slop_px()) return;
      mode_ = Mode::kDragging;
      Intent start;
      start.kind = IntentKind::kDragStart;
      start.pos = start.start = down_pos_;
      start.time_ms = now_ms;
      emit(start);
      // The first move carries the whole way from the press, so no distance is lost to slop.
      Intent move;
      move.kind = IntentKind::kDragMove;
      move.pos = pos;
      move.start = down_pos_;
      move.delta = pos - down_pos_;
      move.time_ms = now_ms;
      emit(move);
      last_pos_ = pos;
      return;
    }
    case Mode::kDragging: {
      Intent move;
      move.kind = IntentKind::kDragMove;
      move.pos = pos;
      move.start = down_pos_;
      move.delta = pos - last_pos_;
      move.time_ms = now_ms;
      emit(move);
      last_pos_ = pos;
      return;
    }
    case Mode::kMulti: {
      Vec2 centre = centroid();
      float dist = distance(fingers_[0].pos, fingers_[1].pos);
      if (anchor_distance_ > 1.0f && dist > 1.0f && dist != anchor_distance_) {
        Intent pinch;
        pinch.kind = IntentKind::kPinch;
        pinch.pos = centre;
        pinch.scale = dist / anchor_distance_;
        pinch.time_ms = now_ms;
        emit(pinch);
      }
      Vec2 delta = centre - anchor_centre_;
      if (delta.x != 0 || delta.y != 0) {
        Intent pan;
        pan.kind = IntentKind::kPan;
        pan.pos = centre;
        pan.delta = delta;
        pan.time_ms = now_ms;
        emit(pan);
      }
      anchor_centre_ = centre;
      if (dist > 1.0f) anchor_distance_ = dist;
      return;
    }
    case Mode::kPanOnly: {
      Vec2 delta = pos - last_pos_;
      Intent pan;
      pan.kind = IntentKind::kPan;
      pan.pos = pos;
      pan.delta = delta;
      pan.time_ms = now_ms;
      emit(pan);
      last_pos_ = pos;
      return;
    }
    case Mode::kThree:
      if (distance(centroid(), three_start_centre_) > slop_px() * 2) three_moved_ = true;
      return;
    case Mode::kIdle:
    case Mode::kSpent:
    case Mode::kCaptured: return;
  }
}

void GestureRecognizer::finger_up(int64_t id, Vec2 pos, uint64_t now_ms) {
  update(now_ms);
  auto it = std::find_if(fingers_.begin(), fingers_.end(), [&](const Finger& f) { return f.id == id; });
  if (it == fingers_.end()) return;
  it->pos = pos;
  fingers_.erase(it);
  if (pointer_finger_active_ && pointer_finger_ == id) {
    pointer_finger_active_ = false;
    pointer_.pos = pos;
    pointer_.down = false;
  }
  const size_t n = fingers_.size();
  if (mode_ == Mode::kCaptured) {
    if (n == 0) mode_ = Mode::kIdle;
    return;
  }
  if (n == 0) {
    if (mode_ == Mode::kPending) {
      Intent tap;
      tap.kind = IntentKind::kTap;
      tap.pos = pos;
      tap.time_ms = now_ms;
      mouse_gesture_ = (id == kMouseFinger);
      emit(tap);
      const bool second = has_last_tap_ && now_ms - last_tap_ms_ <= config_.double_tap_ms &&
                          distance(pos, last_tap_pos_) <= config_.double_tap_mm * px_per_mm_;
      if (second) {
        Intent twice = tap;
        twice.kind = IntentKind::kDoubleTap;
        emit(twice);
        has_last_tap_ = false;
      } else {
        has_last_tap_ = true;
        last_tap_pos_ = pos;
        last_tap_ms_ = now_ms;
      }
    } else if (mode_ == Mode::kDragging) {
      Intent end;
      end.kind = IntentKind::kDragEnd;
      end.pos = pos;
      end.start = down_pos_;
      end.time_ms = now_ms;
      emit(end);
    }
    mode_ = Mode::kIdle;
    mouse_gesture_ = false;
    return;
  }
  // The finger count changed: re-anchor on the fingers that remain so the table does not jump.
  has_last_tap_ = false;
  if (n == 1) {
    mode_ = Mode::kPanOnly;
  } else if (n == 2) {
    mode_ = Mode::kMulti;
  } else {
    mode_ = Mode::kThree;
    three_start_ms_ = now_ms;
    three_fired_ = false;
    three_moved_ = false;
  }
  reset_anchor();
  three_start_centre_ = anchor_centre_;
}

// [SECTION] timers

void GestureRecognizer::update(uint64_t now_ms) {
  if (mode_ == Mode::kPending && !mouse_gesture_ && now_ms >= down_ms_ + config_.long_press_ms) {
    Intent press;
    press.kind = IntentKind::kLongPress;
    press.pos = down_pos_;
    press.time_ms = now_ms;
    emit(press);
    mode_ = Mode::kSpent;
    has_last_tap_ = false;
  }
  if (mode_ == Mode::kThree && !three_fired_ && !three_moved_ &&
      now_ms >= three_start_ms_ + config_.long_press_ms) {
    Intent panel;
    panel.kind = IntentKind::kDesignerPanel;
    panel.pos = centroid();
    panel.time_ms = now_ms;
    emit(panel);
    three_fired_ = true;
  }
}

std::optional<uint64_t> GestureRecognizer::next_deadline() const {
  if (mode_ == Mode::kPending && !mouse_gesture_) return down_ms_ + config_.long_press_ms;
  if (mode_ == Mode::kThree && !three_fired_ && !three_moved_) return three_start_ms_ + config_.long_press_ms;
  return std::nullopt;
}

// [SECTION] SDL events

void GestureRecognizer::handle(const SDL_Event& event, uint64_t now_ms) {
  // A controller's focus on the table's things (table_focus.h) takes its buttons there.
  if (table_focus::handle(event, now_ms, queue_)) return;
  switch (event.type) {
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
      Vec2 pos{event.tfinger.x * static_cast<float>(width_), event.tfinger.y * static_cast<float>(height_)};
      int64_t id = static_cast<int64_t>(event.tfinger.fingerId);
      if (id == kMouseFinger) id = INT64_MIN;  // keep the mouse's slot unambiguous
      if (event.type == SDL_FINGERDOWN)
        finger_down(id, pos, now_ms);
      else if (event.type == SDL_FINGERMOTION)
        finger_move(id, pos, now_ms);
      else
        finger_up(id, pos, now_ms);
      return;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      if (event.button.which == SDL_TOUCH_MOUSEID) {
        ++dropped_emulated_;
        return;
      }
      handle_mouse_button(event.button, now_ms);
      return;
    case SDL_MOUSEMOTION: {
      if (event.motion.which == SDL_TOUCH_MOUSEID) {
        ++dropped_emulated_;
        return;
      }
      Vec2 pos = mouse_px(event.motion.x, event.motion.y);
      if (!pointer_finger_active_ || pointer_finger_ == kMouseFinger) {
        pointer_.pos = pos;
        pointer_.visible = true;
        pointer_.touch = false;
        hide_next_frame_ = false;
      }
      if (middle_pan_) {
        Intent pan;
        pan.kind = IntentKind::kPan;
        pan.pos = pos;
        pan.delta = {event.motion.xrel * pixel_ratio_, event.motion.yrel * pixel_ratio_};
        pan.time_ms = now_ms;
        queue_.push_back(pan);
      }
      finger_move(kMouseFinger, pos, now_ms);
      return;
    }
    case SDL_MOUSEWHEEL: {
      if (event.wheel.which == SDL_TOUCH_MOUSEID) {
        ++dropped_emulated_;
        return;
      }
      Vec2 pos = mouse_px(event.wheel.mouseX, event.wheel.mouseY);
      if (capture_pointer_ && capture_pointer_(pos)) return;  // the panel scrolls instead
      float notches = event.wheel.preciseY;
      if (event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED) notches = -notches;
      if (notches == 0) return;
      Intent zoom;
      zoom.kind = IntentKind::kZoom;
      zoom.pos = pos;
      zoom.scale = std::pow(config_.wheel_step, notches);
      zoom.time_ms = now_ms;
      queue_.push_back(zoom);
      return;
    }
    case SDL_KEYDOWN: handle_key(event.key, now_ms); return;
    case SDL_CONTROLLERBUTTONDOWN:
      // B on a controller backs out where Escape does (ImGui's navigation reads the pad too: B
      // also closes an open popup there); not while a text field has the keys.
      if (event.cbutton.button == SDL_CONTROLLER_BUTTON_B && !(capture_keyboard_ && capture_keyboard_())) {
        Intent back;
        back.kind = IntentKind::kBack;
        back.time_ms = now_ms;
        back.pos = {width_ * 0.5f, height_ * 0.5f};
        queue_.push_back(back);
      }
      return;
    default: return;
  }
}

void GestureRecognizer::handle_mouse_button(const SDL_MouseButtonEvent& e, uint64_t now_ms) {
  Vec2 pos = mouse_px(e.x, e.y);
  pointer_.pos = pos;
  pointer_.visible = true;
  pointer_.touch = false;
  const bool down = e.type == SDL_MOUSEBUTTONDOWN;
  if (e.button == SDL_BUTTON_LEFT) {
    if (down)
      finger_down(kMouseFinger, pos, now_ms);
    else
      finger_up(kMouseFinger, pos, now_ms);
    return;
  }
  if (e.button == SDL_BUTTON_MIDDLE) {
    middle_pan_ = down && !(capture_pointer_ && capture_pointer_(pos));
    return;
  }
  if (e.button == SDL_BUTTON_RIGHT && down) {
    if (capture_pointer_ && capture_pointer_(pos)) return;
    Intent press;
    press.kind = IntentKind::kLongPress;
    press.pos = pos;
    press.time_ms = now_ms;
    queue_.push_back(press);
  }
}

void GestureRecognizer::handle_key(const SDL_KeyboardEvent& e, uint64_t now_ms) {
  const SDL_Keycode key = e.keysym.sym;
  // F12 always reaches the designer panel, even while a text field has focus.
  if (key != SDLK_F12 && capture_keyboard_ && capture_keyboard_()) return;
  Intent intent;
  intent.kind = IntentKind::kKey;
  intent.key = key;
  intent.time_ms = now_ms;
  intent.pos = {width_ * 0.5f, height_ * 0.5f};
  const float step = config_.key_pan_mm * px_per_mm_;
  switch (key) {
    case SDLK_F12: intent.kind = IntentKind::kDesignerPanel; break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK: intent.kind = IntentKind::kBack; break;
    case SDLK_HOME: intent.kind = IntentKind::kFit; break;
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS:
      intent.kind = IntentKind::kZoom;
      intent.scale = config_.key_zoom;
      break;
    case SDLK_MINUS:
    case SDLK_KP_MINUS:
      intent.kind = IntentKind::kZoom;
      intent.scale = 1.0f / config_.key_zoom;
      break;
    // Arrow keys move the view over the table: the table slides the opposite way.
    case SDLK_LEFT:
      intent.kind = IntentKind::kPan;
      intent.delta = {step, 0};
      break;
    case SDLK_RIGHT:
      intent.kind = IntentKind::kPan;
      intent.delta = {-step, 0};
      break;
    case SDLK_UP:
      intent.kind = IntentKind::kPan;
      intent.delta = {0, step};
      break;
    case SDLK_DOWN:
      intent.kind = IntentKind::kPan;
      intent.delta = {0, -step};
      break;
    default: break;
  }
  queue_.push_back(intent);
}

}  // namespace sb::ui
