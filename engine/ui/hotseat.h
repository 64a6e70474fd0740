#pragma once
// Hotseat helpers, title-agnostic: the hand-off screen that hides the whole table until the next
// player holds to reveal ("Pass to Ann — hold to reveal"), and the recap of what happened since
// that seat last acted. Holding (not tapping) means a stray touch by the previous player cannot
// reveal someone else's hand.
#include <SDL.h>

#include <string>
#include <vector>

#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"

namespace sb::ui {

class TextCache;

class HandOffScreen {
 public:
  static constexpr double kHoldSeconds = 0.6;

  void begin(std::string seat_name, SeatStyle style);
  bool showing() const { return showing_; }
  // Table time, and whether a finger, the mouse button or the space key is held down.
  void step(double dt, bool held);
  float progress() const { return static_cast<float>(held_ / kHoldSeconds); }
  // The hold completed; the caller shows the recap, then the table, and calls dismiss().
  bool revealed() const { return revealed_; }
  void dismiss() { showing_ = false; }
  // True while the ring fills or drains, so the loop keeps rendering.
  bool animating() const { return showing_ && !revealed_ && held_ > 0; }
  const std::string& seat_name() const { return name_; }

  // Covers the whole output: nothing of the table shows through.
  void draw(SDL_Renderer* r, TextCache* text, int width, int height, const Metrics& metrics) const;

 private:
  std::string name_;
  SeatStyle style_;
  bool showing_ = false, revealed_ = false;
  double held_ = 0;
};

// An ImGui window listing what happened since the seat last acted; returns true on "Continue".
// Call between ImGuiLayer::new_frame and render.
bool draw_recap_window(const std::string& seat_name, const std::vector<std::string>& lines,
                       int width, int height, const Metrics& metrics);

}  // namespace sb::ui
