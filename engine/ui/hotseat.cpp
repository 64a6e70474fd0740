#include "engine/ui/hotseat.h"

#include <imgui.h>

#include <algorithm>

#include "engine/ui/draw.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/text.h"

namespace sb::ui {

void HandOffScreen::begin(std::string seat_name, SeatStyle style) {
  name_ = std::move(seat_name);
  style_ = style;
  showing_ = true;
  revealed_ = false;
  held_ = 0;
}

void HandOffScreen::step(double dt, bool held) {
  if (!showing_ || revealed_) return;
  // Letting go drains the ring twice as fast as holding fills it.
  held_ = held ? held_ + dt : std::max(0.0, held_ - 2 * dt);
  if (held_ >= kHoldSeconds) {
    held_ = kHoldSeconds;
    revealed_ = true;
  }
}

void HandOffScreen::draw(SDL_Renderer* r, TextCache* text, int width, int height,
                         const Metrics& metrics) const {
  if (!showing_) return;
  SDL_SetRenderDrawColor(r, pal::kCover.r, pal::kCover.g, pal::kCover.b, 255);
  SDL_Rect all{0, 0, width, height};
  SDL_RenderFillRect(r, &all);
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  // Shrink the layout on a small window rather than overflow it.
  const float unit = std::min(metrics.px_per_mm(), std::min(w, h) / 90.0f);
  const Vec2 c{w * 0.5f, h * 0.42f};
  const float token_r = unit * 11.0f;
  TokenStyle token;
  token.fill = style_.color;
  token.symbol = style_.symbol;
  draw_token(r, nullptr, c, token_r, token);
  ring(r, c, token_r + unit * 4.0f, unit * 2.2f, with_alpha(pal::kPaper, 50));
  ring(r, c, token_r + unit * 4.0f, unit * 2.2f, pal::kHighlight, 0.0f, progress());
  if (text && text->ok()) {
    const int title_px = static_cast<int>(std::max(metrics.font_px() * 1.8f, unit * 7.0f));
    const int hint_px = static_cast<int>(std::max(metrics.font_px(), unit * 4.2f));
    text->draw_centered({c.x, c.y + token_r + unit * 15.0f}, "Pass to " + name_, title_px, pal::kPaper, true);
    text->draw_centered({c.x, c.y + token_r + unit * 25.0f}, "Hold anywhere to reveal", hint_px,
                        with_alpha(pal::kPaper, 200));
  }
}

bool draw_recap_window(const std::string& seat_name, const std::vector<std::string>& lines,
                       int width, int height, const Metrics& metrics) {
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float panel_w = std::min(w * 0.9f, metrics.mm(140.0f));
  ImGui::SetNextWindowPos({w * 0.5f, h * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
  // Width fixed, height fitted to the lines every frame (0 = auto-fit), capped to the screen.
  ImGui::SetNextWindowSize({panel_w, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints({panel_w, 0}, {panel_w, h * 0.85f});
  bool done = false;
  const std::string title = seat_name + ": since your last turn###recap";
  if (ImGui::Begin(title.c_str(), nullptr,
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                       ImGuiWindowFlags_NoScrollbar)) {
    if (lines.empty()) ImGui::TextDisabled("Nothing happened.");
    // The lines scroll in their own region when they are too many for the screen, so Continue
    // always shows below them (a long recap on a tablet pushed it out of the capped window).
    const ImGuiStyle& style = ImGui::GetStyle();
    const float wrap = ImGui::GetContentRegionAvail().x - ImGui::GetTreeNodeToLabelSpacing() - style.ScrollbarSize;
    float room = 0;
    for (const std::string& line : lines) room += ImGui::CalcTextSize(line.c_str(), nullptr, false, wrap).y + style.ItemSpacing.y;
    const float cap = h * 0.85f - ImGui::GetFrameHeight() - metrics.touch_px() - style.WindowPadding.y * 2 - style.ItemSpacing.y * 4;
    if (!lines.empty() && ImGui::BeginChild("recap lines", {0, std::max(ImGui::GetTextLineHeightWithSpacing(), std::min(room, cap))})) {
      for (const std::string& line : lines) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", line.c_str());
      }
    }
    if (!lines.empty()) ImGui::EndChild();
    ImGui::Spacing();
    done = ImGui::Button("Continue", {-1.0f, metrics.touch_px()});
    note_touch_target("Continue");
  }
  ImGui::End();
  return done;
}

}  // namespace sb::ui
