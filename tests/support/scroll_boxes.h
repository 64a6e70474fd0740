#pragma once
// Scroll boxes inside scroll boxes in the frame just drawn: a child window that can scroll inside a
// window (or child) that can scroll too, as "Outer > Inner". A phone showed half a button in such a
// box; a screen should scroll in one place at a time.
#include <imgui.h>
#include <imgui_internal.h>

#include <string>
#include <vector>

namespace sb::test {

inline std::vector<std::string> nested_scroll_boxes() {
  std::vector<std::string> nested;
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  for (ImGuiWindow* w : g.Windows) {
    if (!w->Active || !(w->Flags & ImGuiWindowFlags_ChildWindow) || w->ScrollMax.y < 1.0f) continue;
    for (ImGuiWindow* p = w->ParentWindow; p; p = p->ParentWindow) {
      if (p->Active && p->ScrollMax.y >= 1.0f) {
        nested.push_back(std::string(p->Name) + " > " + w->Name);
        break;
      }
      if (!(p->Flags & ImGuiWindowFlags_ChildWindow)) break;
    }
  }
  return nested;
}

}  // namespace sb::test
