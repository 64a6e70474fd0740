#pragma once
// Our own gesture recogniser over raw SDL finger events (SDL's emulated mouse copies of touches
// are dropped), with mouse and keyboard mapped onto the same intents. Every input carries an
// explicit timestamp, so tests drive it with synthetic events and no real time passes.
#include <SDL.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <vector>

#include "engine/ui/geometry.h"

namespace sb::ui {

enum class IntentKind {
  kTap,            // pos. Fired on release, immediately (a double tap fires Tap, Tap, DoubleTap)
  kDoubleTap,      // pos of the second tap (views: "fit" on empty table)
  kLongPress,      // pos; fires while the finger is still held (right click with a mouse)
  kDragStart,      // start = pos = where the finger went down
  kDragMove,       // pos now, delta since the previous drag intent; start kept
  kDragEnd,        // pos; cancelled = true when a second finger turned the drag into a pinch
  kPinch,          // scale (multiply since the previous pinch), pos = centre between fingers
  kPan,            // delta to move the table by (two fingers, middle mouse, arrow keys)
  kZoom,           // scale about pos (mouse wheel, +/- keys)
  kFit,            // show everything (Home key)
  kDesignerPanel,  // F12 or a three-finger long press
  kBack,           // Escape / Android back
  kKey,            // any other key, for view shortcuts
};

struct Intent {
  IntentKind kind = IntentKind::kTap;
  Vec2 pos;
  Vec2 start;
  Vec2 delta;
  float scale = 1.0f;
  int fingers = 0;  // 0 = mouse or keyboard
  bool cancelled = false;
  SDL_Keycode key = 0;
  uint64_t time_ms = 0;
};

struct GestureConfig {
  uint32_t long_press_ms = 500;
  uint32_t double_tap_ms = 300;
  float double_tap_mm = 8.0f;  // how close the second tap must land
  float slop_mm = 2.5f;        // movement allowed before a press becomes a drag
  float wheel_step = 1.15f;    // zoom factor per wheel notch
  float key_zoom = 1.25f;
  float key_pan_mm = 12.0f;
};

// What ImGui should see this frame: one pointer fed from the mouse or the first finger.
struct PointerState {
  Vec2 pos;
  bool visible = false;  // false: no hover (a finger was lifted), ImGui gets -FLT_MAX
  bool down = false;     // includes a press and release that both happened within one frame
  bool touch = false;
};

class GestureRecognizer {
 public:
  static constexpr int64_t kMouseFinger = -1;

  explicit GestureRecognizer(GestureConfig config = {});

  // Pixel size of the output (finger coordinates are normalised to it), physical scale for slop
  // and tap distances, and window-to-pixel ratio for mouse coordinates on high-DPI screens.
  void set_viewport(int width_px, int height_px, float px_per_mm, float pixel_ratio = 1.0f);
  // Returns true when a point belongs to a UI panel (ImGui window): gestures that start there are
  // left to the panel and produce no table intents. Keyboard likewise when `keyboard` says so.
  void set_capture(std::function<bool(Vec2)> pointer, std::function<bool()> keyboard = {});

  void handle(const SDL_Event& event, uint64_t now_ms);
  // Fires timed gestures (long press). Call every loop iteration, and by next_deadline().
  void update(uint64_t now_ms);
  std::optional<uint64_t> next_deadline() const;

  bool poll(Intent& out);
  std::vector<Intent> take_all();
  bool has_intents() const { return !queue_.empty(); }

  // Pointer for this UI frame; clears the one-frame press latch.
  PointerState frame_pointer();
  const PointerState& pointer() const { return pointer_; }

  int finger_count() const { return static_cast<int>(fingers_.size()); }
  int dropped_emulated_events() const { return dropped_emulated_; }

  // The same entry points the SDL events use, in output pixels.
  void finger_down(int64_t id, Vec2 pos, uint64_t now_ms);
  void finger_move(int64_t id, Vec2 pos, uint64_t now_ms);
  void finger_up(int64_t id, Vec2 pos, uint64_t now_ms);

 private:
  enum class Mode { kIdle, kPending, kDragging, kMulti, kThree, kPanOnly, kSpent, kCaptured };
  struct Finger {
    int64_t id;
    Vec2 pos;
  };

  void emit(Intent intent);
  void reset_anchor();
  Vec2 centroid() const;
  void handle_mouse_button(const SDL_MouseButtonEvent& e, uint64_t now_ms);
  void handle_key(const SDL_KeyboardEvent& e, uint64_t now_ms);
  Vec2 mouse_px(int x, int y) const { return {x * pixel_ratio_, y * pixel_ratio_}; }
  float slop_px() const { return config_.slop_mm * px_per_mm_; }

  GestureConfig config_;
  int width_ = 1, height_ = 1;
  float px_per_mm_ = 96.0f / 25.4f;
  float pixel_ratio_ = 1.0f;
  std::function<bool(Vec2)> capture_pointer_;
  std::function<bool()> capture_keyboard_;

  std::vector<Finger> fingers_;
  Mode mode_ = Mode::kIdle;
  bool mouse_gesture_ = false;  // the current one-finger gesture is the left mouse button
  bool middle_pan_ = false;
  Vec2 down_pos_, last_pos_;
  uint64_t down_ms_ = 0;
  // Multi-finger anchor: re-taken whenever the finger count changes so nothing jumps.
  Vec2 anchor_centre_;
  float anchor_distance_ = 0;
  Vec2 three_start_centre_;
  uint64_t three_start_ms_ = 0;
  bool three_fired_ = false;
  bool three_moved_ = false;
  // Double tap bookkeeping.
  bool has_last_tap_ = false;
  Vec2 last_tap_pos_;
  uint64_t last_tap_ms_ = 0;

  PointerState pointer_;
  bool press_latch_ = false;
  bool hide_next_frame_ = false;
  int64_t pointer_finger_ = 0;
  bool pointer_finger_active_ = false;
  int dropped_emulated_ = 0;
  std::deque<Intent> queue_;
};

}  // namespace sb::ui
