#pragma once
// Dear ImGui 1.86 through its SDL + SDL_Renderer backends, in output pixels. ImGui 1.86 ignores
// finger events, so the pointer comes from our gesture router (set after the platform backend's
// NewFrame, which would otherwise overwrite it with SDL's mouse state). The font is find_ui_fonts()'s
// (DejaVu Sans, else what the system ships) at the physical size from Metrics; a size change
// rebuilds the atlas instead of stretching it.
#include <SDL.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ui/geometry.h"
#include "engine/ui/gestures.h"
#include "engine/ui/metrics.h"

struct ImGuiContext;

namespace sb::ui {

// A button or other touchable item of the frame being built, where it is visible on screen. Panels
// note their targets; tests find what to touch from them (as a finger would find the label) and
// check every one against the 9 mm minimum. `action` is the view's index of the legal action the
// target applies (-1: none); `group` is a view-defined kind (e.g. the action kind under a header).
struct TouchTarget {
  std::string label;
  Rect rect;  // the part on screen (inside its window's clipping)
  Rect full;  // the whole item, part of it perhaps scrolled away
  int action = -1;
  int group = -1;
};

// Records ImGui's last item as a touch target of the current frame, clipped to its window; an
// item scrolled out of view is not recorded. Call right after the item.
void note_touch_target(std::string_view label, int action = -1, int group = -1);
// The targets of the frame being built (new_frame clears them); after render, the whole frame's.
const std::vector<TouchTarget>& frame_touch_targets();

// For tests, the words a player sees: while on, render() reads the frame's panel text back from
// what it draws (every glyph of the font atlas, a line per line of text); frame_text() is the last
// frame's, and frame_clipped_text() its lines that a window's edge cuts, each after the window's
// name ("Menu: Animation s").
void capture_frame_text(bool on);
const std::string& frame_text();
const std::string& frame_clipped_text();

class ImGuiLayer {
 public:
  // `window` may be null (offscreen rendering): then no platform backend is used and the
  // keyboard is unavailable; panels still draw and react to the router's pointer.
  static std::unique_ptr<ImGuiLayer> create(SDL_Window* window, SDL_Renderer* renderer,
                                            const Metrics& metrics, std::string& error);
  ~ImGuiLayer();
  ImGuiLayer(const ImGuiLayer&) = delete;
  ImGuiLayer& operator=(const ImGuiLayer&) = delete;

  // Restyles and, when the font pixel size changed, rebuilds the font atlas. True if rebuilt.
  bool apply_metrics(const Metrics& metrics);
  float font_px() const { return font_px_; }
  int atlas_width() const;
  int atlas_height() const;
  bool using_dejavu() const { return using_dejavu_; }
  // Set when DejaVu Sans is missing: which font stands in (Segoe UI, Arial), or that ImGui's
  // built-in font is used.
  const std::string& font_warning() const { return font_warning_; }

  // Keyboard, text and window events go to ImGui; mouse buttons and fingers come via new_frame.
  void process_event(const SDL_Event& event);
  void new_frame(int width_px, int height_px, const PointerState& pointer, float dt_seconds);
  void render();  // ImGui::Render and the SDL_Renderer draw

  // True when `p` is over a panel (or a modal is open): table gestures must not start there.
  bool wants_pointer(Vec2 p) const;
  bool wants_keyboard() const;

 private:
  ImGuiLayer() = default;
  void rebuild_fonts(float px);
  void apply_style(const Metrics& metrics);
  void touch_scroll(const PointerState& pointer);

  ImGuiContext* context_ = nullptr;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool platform_ = false, renderer_backend_ = false;
  float font_px_ = 0;
  bool using_dejavu_ = false;
  std::string font_warning_;
  float touch_px_ = 34;
  // Touch drag-to-scroll (ImGui 1.86 only scrolls with a wheel).
  bool touch_tracking_ = false, touch_scrolling_ = false;
  Vec2 touch_press_, touch_last_;
  void* scroll_window_ = nullptr;
  void* press_window_ = nullptr;  // the window under the finger when it went down
};

}  // namespace sb::ui
