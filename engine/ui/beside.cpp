#include "engine/ui/beside.h"

#include <imgui.h>

#include <algorithm>

namespace sb::ui {

void place_beside(const Rect& area, Vec2 at, float w, const Metrics& metrics, const std::vector<Vec2>& keep_clear) {
  const float gap = metrics.mm(7);
  Vec2 lo = at, hi = at;
  for (const Vec2& p : keep_clear) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const float y_at = std::clamp(at.y, area.y, area.y + area.h);
  const float y_pivot = area.h > 0 ? (y_at - area.y) / area.h : 0.5f;
  ImVec2 pos, pivot;
  float max_h = area.h;
  if (hi.x + gap + w <= area.x + area.w) {
    pos = {hi.x + gap, y_at};
    pivot = {0.0f, y_pivot};
  } else if (lo.x - gap - w >= area.x) {
    pos = {lo.x - gap, y_at};
    pivot = {1.0f, y_pivot};
  } else {
    const float x = std::clamp(at.x - w * 0.5f, area.x, std::max(area.x, area.x + area.w - w));
    const float room_below = area.y + area.h - (hi.y + gap), room_above = lo.y - gap - area.y;
    if (std::max(room_below, room_above) < metrics.touch_px() * 3) {
      // A board too short for a card above or below the thing (a phone's): over the board from
      // its top, and down over the panel below it if it needs the room (a sheet, whole, rather
      // than a box to scroll).
      pos = {x, area.y};
      pivot = {0.0f, 0.0f};
      max_h = std::max(area.h, ImGui::GetIO().DisplaySize.y - area.y);
    } else if (room_below >= room_above) {
      pos = {x, hi.y + gap};
      pivot = {0.0f, 0.0f};
      max_h = std::max(metrics.touch_px() * 2, room_below);
    } else {
      pos = {x, lo.y - gap};
      pivot = {0.0f, 1.0f};
      max_h = std::max(metrics.touch_px() * 2, room_above);
    }
  }
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always, pivot);
  ImGui::SetNextWindowSize({w, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints({0, 0}, {w, max_h});
  ImGui::SetNextWindowBgAlpha(1.0f);  // a card: what lies under it does not show through its words
}

}  // namespace sb::ui
