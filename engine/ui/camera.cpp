#include "engine/ui/camera.h"

#include <algorithm>
#include <limits>

namespace sb::ui {

void Camera::set_zoom_limits(double min_zoom, double max_zoom) {
  min_zoom_ = std::max(1e-6, std::min(min_zoom, max_zoom));
  max_zoom_ = std::max(min_zoom_, max_zoom);
  zoom_ = std::clamp(zoom_, min_zoom_, max_zoom_);
}

void Camera::look_at(engine::Point world_center, double zoom) {
  center_ = world_center;
  zoom_ = std::clamp(zoom, min_zoom_, max_zoom_);
}

Vec2 Camera::world_to_screen(engine::Point w) const {
  Vec2 c = viewport_.center();
  return {static_cast<float>((w.x - center_.x) * zoom_ + c.x),
          static_cast<float>((w.y - center_.y) * zoom_ + c.y)};
}

engine::Point Camera::screen_to_world(Vec2 s) const {
  Vec2 c = viewport_.center();
  return {(s.x - c.x) / zoom_ + center_.x, (s.y - c.y) / zoom_ + center_.y};
}

engine::Layout Camera::screen_layout(const engine::Layout& world) const {
  engine::Layout out = world;
  out.size = {world.size.x * zoom_, world.size.y * zoom_};
  Vec2 origin = world_to_screen(world.origin);
  out.origin = {origin.x, origin.y};
  return out;
}

void Camera::pan(Vec2 d) {
  center_.x -= d.x / zoom_;
  center_.y -= d.y / zoom_;
}

void Camera::zoom_about(Vec2 screen_point, double factor) {
  if (!(factor > 0)) return;
  engine::Point anchor = screen_to_world(screen_point);
  zoom_ = std::clamp(zoom_ * factor, min_zoom_, max_zoom_);
  // Move the centre so the anchor lands back under the same screen point.
  Vec2 c = viewport_.center();
  center_.x = anchor.x - (screen_point.x - c.x) / zoom_;
  center_.y = anchor.y - (screen_point.y - c.y) / zoom_;
}

void Camera::fit(const WorldRect& world, float margin_px) {
  double avail_w = std::max(1.0, static_cast<double>(viewport_.w) - 2.0 * margin_px);
  double avail_h = std::max(1.0, static_cast<double>(viewport_.h) - 2.0 * margin_px);
  double zx = world.w > 0 ? avail_w / world.w : max_zoom_;
  double zy = world.h > 0 ? avail_h / world.h : max_zoom_;
  double z = std::min(zx, zy);
  min_zoom_ = std::min(min_zoom_, z * 0.5);
  center_ = {world.x + world.w * 0.5, world.y + world.h * 0.5};
  zoom_ = std::clamp(z, min_zoom_, max_zoom_);
}

WorldRect hex_bounds(const engine::Layout& layout, const std::vector<engine::Hex>& hexes) {
  if (hexes.empty()) return {};
  double x0 = std::numeric_limits<double>::max(), y0 = x0;
  double x1 = std::numeric_limits<double>::lowest(), y1 = x1;
  for (const engine::Hex& h : hexes) {
    for (const engine::Point& p : engine::hex_corners(layout, h)) {
      x0 = std::min(x0, p.x);
      y0 = std::min(y0, p.y);
      x1 = std::max(x1, p.x);
      y1 = std::max(y1, p.y);
    }
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

bool apply_camera_intent(Camera& camera, const Intent& intent, const WorldRect& fit_rect,
                         float fit_margin_px, bool drag_pans) {
  switch (intent.kind) {
    case IntentKind::kPinch:
    case IntentKind::kZoom:
      camera.zoom_about(intent.pos, intent.scale);
      return true;
    case IntentKind::kPan:
      camera.pan(intent.delta);
      return true;
    case IntentKind::kDragMove:
      if (!drag_pans) return false;
      camera.pan(intent.delta);
      return true;
    case IntentKind::kDoubleTap:
    case IntentKind::kFit:
      camera.fit(fit_rect, fit_margin_px);
      return true;
    default:
      return false;
  }
}

}  // namespace sb::ui
