#include "engine/ui/peek.h"

#include <imgui.h>

#include <algorithm>

#include "engine/ui/imgui_layer.h"

namespace sb::ui {

bool Peek::open(const std::string& key, const Rect& board, const Metrics& metrics) {
  if (key != key_) {  // another question: shown whole
    key_ = key;
    folded_ = false;
  }
  if (!folded_) return true;
  const float pad = metrics.mm(2);
  ImGui::SetNextWindowPos({board.x + board.w * 0.5f, board.y + pad}, ImGuiCond_Always, {0.5f, 0.0f});
  ImGui::SetNextWindowBgAlpha(0.95f);
  ImGui::Begin(kTabWindow, nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoScrollbar);
  const float w = std::min(board.w - 2 * pad - 2 * ImGui::GetStyle().WindowPadding.x,
                           ImGui::CalcTextSize(kTabLabel).x + 2 * ImGui::GetStyle().FramePadding.x);
  if (ImGui::Button(kTabLabel, {std::max(1.0f, w), metrics.touch_px()})) folded_ = false;
  note_touch_target(kTabLabel);
  ImGui::End();
  return !folded_;
}

void Peek::button(const Metrics& metrics) {
  if (ImGui::Button(kFoldLabel, {-1, metrics.touch_px()})) folded_ = true;
  note_touch_target(kFoldLabel);
}

void Peek::heading(const Metrics& metrics, const std::string& text, const std::string& brief) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  const char* words = kFoldLabel;
  const std::string* said = &text;
  float fold_w = ImGui::CalcTextSize(words).x + 2 * style.FramePadding.x;
  if (avail < 2 * fold_w + style.ItemSpacing.x) {
    words = kFoldShort;
    said = &brief;
    fold_w = std::max(ImGui::CalcTextSize(words).x + 2 * style.FramePadding.x, metrics.touch_px());
  }
  if (avail < 2 * fold_w + style.ItemSpacing.x) {
    ImGui::TextWrapped("%s", text.c_str());
    button(metrics);
    return;
  }
  const float start = ImGui::GetCursorPosX();
  ImGui::PushTextWrapPos(start + avail - fold_w - style.ItemSpacing.x);
  ImGui::TextUnformatted(said->c_str());
  ImGui::PopTextWrapPos();
  ImGui::SameLine(start + avail - fold_w);  // at the top of the words, on their right
  ImGui::PushID("fold");
  if (ImGui::Button(words, {fold_w, metrics.touch_px()})) folded_ = true;
  ImGui::PopID();
  note_touch_target(kFoldLabel);  // (its name for a finger, a controller and the tests, whatever it shows)
}

}  // namespace sb::ui
