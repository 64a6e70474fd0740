#pragma once
// The table camera: world units (what engine::Layout produces) to output pixels. A uniform zoom
// plus a translation, so a hex Layout maps to a screen Layout exactly.
#include "engine/board/hex.h"
#include "engine/ui/geometry.h"
#include "engine/ui/gestures.h"

namespace sb::ui {

struct WorldRect {
  double x = 0, y = 0, w = 0, h = 0;
};

class Camera {
 public:
  void set_viewport(Rect viewport) { viewport_ = viewport; }
  const Rect& viewport() const { return viewport_; }
  void set_zoom_limits(double min_zoom, double max_zoom);
  double min_zoom() const { return min_zoom_; }
  double max_zoom() const { return max_zoom_; }

  double zoom() const { return zoom_; }  // pixels per world unit
  engine::Point center() const { return center_; }  // world point at the viewport centre
  void look_at(engine::Point world_center, double zoom);

  Vec2 world_to_screen(engine::Point world) const;
  engine::Point screen_to_world(Vec2 screen) const;
  // The hex layout as drawn now: feed it to hex_corners/hex_to_pixel for screen coordinates.
  engine::Layout screen_layout(const engine::Layout& world_layout) const;

  // Move the table by a screen delta (finger moved right: the table follows it right).
  void pan(Vec2 screen_delta);
  // Zoom by factor keeping the world point under `screen_point` where it is (clamped).
  void zoom_about(Vec2 screen_point, double factor);
  // Fit a world rectangle inside the viewport with a margin in pixels; sets the zoom limits'
  // lower bound so the player cannot zoom far past "everything".
  void fit(const WorldRect& world, float margin_px);

 private:
  Rect viewport_{0, 0, 1280, 800};
  engine::Point center_{0, 0};
  double zoom_ = 1.0;
  double min_zoom_ = 0.05, max_zoom_ = 40.0;
};

// Bounding box of the given hexes in world units.
WorldRect hex_bounds(const engine::Layout& layout, const std::vector<engine::Hex>& hexes);

// The standard table navigation: pinch/wheel zoom, two-finger/arrow pan, double tap or Home fits.
// `drag_pans`: one-finger drags on empty table pan too (the view decides what is "empty").
// Returns true when the camera moved.
bool apply_camera_intent(Camera& camera, const Intent& intent, const WorldRect& fit_rect,
                         float fit_margin_px, bool drag_pans);

}  // namespace sb::ui
