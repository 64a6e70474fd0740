#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>  // ImTextCharFromUtf8

#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <string>

#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"

using namespace sb::ui;

namespace {

struct ImGuiFixture {
  std::unique_ptr<SdlSession> session;
  std::unique_ptr<Offscreen> target;
  std::unique_ptr<ImGuiLayer> imgui;
  explicit ImGuiFixture(Metrics m) {
    std::string error;
    session = SdlSession::start(false, error);
    REQUIRE_MESSAGE(session, error);
    target = Offscreen::create(640, 480, error);
    REQUIRE_MESSAGE(target, error);
    imgui = ImGuiLayer::create(nullptr, target->renderer(), m, error);
    REQUIRE_MESSAGE(imgui, error);
  }
};

// A finger pressed at `from`, moved 150 px up in `steps` moves (a frame each), lifted, two frames.
void swipe_up(GestureRecognizer& g, Vec2 from, const std::function<void()>& frame, int steps = 10) {
  g.finger_down(1, from, 0);
  frame();
  for (int step = 1; step <= steps; ++step) {
    g.finger_move(1, {from.x, from.y - 150.0f * static_cast<float>(step) / static_cast<float>(steps)},
                  static_cast<uint64_t>(step * 16));
    frame();
  }
  g.finger_up(1, {from.x, from.y - 150.0f}, 200);
  frame();
  frame();
}

}  // namespace

TEST_CASE("font size follows DPI x user scale, and a change rebuilds the atlas") {
  Metrics m{96, 1.0f};
  ImGuiFixture f(m);
  CHECK(f.imgui->font_px() == doctest::Approx(m.font_px()));
  const int atlas_h = f.imgui->atlas_height();
  CHECK(ImGui::GetIO().Fonts->Fonts[0]->FontSize == doctest::Approx(m.font_px()));

  CHECK_FALSE(f.imgui->apply_metrics(m));  // same size: no rebuild
  Metrics bigger{96, 2.0f};
  CHECK(f.imgui->apply_metrics(bigger));
  CHECK(f.imgui->font_px() == doctest::Approx(bigger.font_px()));
  CHECK(bigger.font_px() == doctest::Approx(m.font_px() * 2).epsilon(0.07));
  CHECK(ImGui::GetIO().Fonts->Fonts[0]->FontSize == doctest::Approx(bigger.font_px()));
  CHECK(f.imgui->atlas_height() > atlas_h);  // re-rasterised, not stretched

  Metrics retina{220, 1.0f};  // a 220 dpi tablet at the same user scale: same millimetres
  f.imgui->apply_metrics(retina);
  CHECK(f.imgui->font_px() == doctest::Approx(retina.font_px()));
  CHECK(retina.font_px() > m.font_px() * 2.0f);
}

TEST_CASE("the panels' font atlas holds only what they write, and no CPU copy once it is a texture") {
  Metrics m{160, 1.0f};  // a 10-inch tablet: 35 px text
  ImGuiFixture f(m);
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  // The pixels went to the texture; the font file is read again at the next rebuild.
  CHECK(atlas->TexPixelsAlpha8 == nullptr);
  CHECK(atlas->TexPixelsRGBA32 == nullptr);
  CHECK(atlas->ConfigData.empty());
  if (!f.imgui->using_dejavu()) return;  // another font: another atlas
  // Latin-1 and the few symbols written, not whole Unicode blocks: at most 512x512 (1 MB of RGBA).
  CHECK(f.imgui->atlas_width() * f.imgui->atlas_height() <= 512 * 512);
  // Every character the panels write is in it (else ImGui draws '?'): the symbols the code writes,
  // and every character of the shipped content's text.
  std::string text = "– — • … → ↔ ⇒ − ≠ ≤ ≥ ★ ☆ × é ü ©";
  const std::filesystem::path content = std::filesystem::path(__FILE__).parent_path() / ".." / ".." / "content";
  REQUIRE(std::filesystem::is_directory(content));
  for (const auto& entry : std::filesystem::recursive_directory_iterator(content)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".yaml") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream all;
    all << in.rdbuf();
    text += all.str();
  }
  const ImFont* font = atlas->Fonts[0];
  std::string missing;
  for (const char* p = text.c_str(); *p;) {
    unsigned int c = 0;
    p += ImTextCharFromUtf8(&c, p, nullptr);
    char utf8[5] = {};
    if (c >= 0x20 && !font->FindGlyphNoFallback(static_cast<ImWchar>(c)) &&
        missing.find(ImTextCharToUtf8(utf8, c)) == std::string::npos)
      missing += std::string(utf8) + " ";
  }
  CHECK_MESSAGE(missing.empty(), "no glyph for " << missing);
}

TEST_CASE("buttons are at least a touch target tall") {
  Metrics m{160, 1.0f};
  ImGuiFixture f(m);
  PointerState none;
  f.imgui->new_frame(640, 480, none, 1.0f / 60);
  ImGui::Begin("t");
  ImGui::Button("OK");
  const float height = ImGui::GetItemRectSize().y;
  ImGui::End();
  f.imgui->render();
  CHECK(height >= m.touch_px() - 1.0f);
}

TEST_CASE("a tap fed through the router clicks an ImGui button") {
  ImGuiFixture f(Metrics{96, 1.0f});
  GestureRecognizer g;
  g.set_viewport(640, 480, 96 / 25.4f);
  g.set_capture([&](Vec2 p) { return f.imgui->wants_pointer(p); });
  int clicks = 0;
  ImVec2 button_centre;
  auto frame = [&] {
    f.imgui->new_frame(640, 480, g.frame_pointer(), 1.0f / 60);
    ImGui::SetNextWindowPos({50, 50});
    ImGui::Begin("panel", nullptr, ImGuiWindowFlags_AlwaysAutoResize);
    if (ImGui::Button("Roll", {200, 60})) ++clicks;
    button_centre = {(ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x) / 2,
                     (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y) / 2};
    ImGui::End();
    f.imgui->render();
  };
  frame();
  frame();  // layout settles
  g.finger_down(1, {button_centre.x, button_centre.y}, 1000);
  g.finger_up(1, {button_centre.x, button_centre.y}, 1005);  // shorter than a frame
  frame();
  frame();
  CHECK(clicks == 1);
  CHECK_FALSE(g.has_intents());  // the panel owned the gesture: no table tap
  CHECK(f.imgui->wants_pointer({button_centre.x, button_centre.y}));
  CHECK_FALSE(f.imgui->wants_pointer({600, 450}));
}

TEST_CASE("a finger dragged over a long panel scrolls it; a mouse drag does not") {
  ImGuiFixture f(Metrics{96, 1.0f});
  GestureRecognizer g;
  g.set_viewport(640, 480, 96 / 25.4f);
  g.set_capture([&](Vec2 p) { return f.imgui->wants_pointer(p); });
  float scroll = 0;
  auto frame = [&] {
    f.imgui->new_frame(640, 480, g.frame_pointer(), 1.0f / 60);
    ImGui::SetNextWindowPos({20, 20});
    ImGui::SetNextWindowSize({300, 300});
    ImGui::Begin("log", nullptr, ImGuiWindowFlags_NoMove);
    for (int i = 0; i < 60; ++i) ImGui::Text("line %d", i);
    scroll = ImGui::GetScrollY();
    ImGui::End();
    f.imgui->render();
  };
  frame();
  frame();
  swipe_up(g, {150, 250}, frame);
  CHECK(scroll > 100);  // 150 px of finger travel, minus the slop
  CHECK(scroll <= 150);
  const float touched = scroll;
  g.finger_down(GestureRecognizer::kMouseFinger, {150, 250}, 1000);
  frame();
  g.finger_move(GestureRecognizer::kMouseFinger, {150, 100}, 1016);
  frame();
  g.finger_up(GestureRecognizer::kMouseFinger, {150, 100}, 1032);
  frame();
  CHECK(scroll == doctest::Approx(touched));
}

TEST_CASE("a finger dragged from a button in a list scrolls the list and does not press it; a shorter list shows") {
  ImGuiFixture f(Metrics{96, 1.0f});
  GestureRecognizer g;
  g.set_viewport(640, 480, 96 / 25.4f);
  g.set_capture([&](Vec2 p) { return f.imgui->wants_pointer(p); });
  int clicks = 0, buttons = 40, first_visible = -1;
  float scroll = 0;
  auto frame = [&] {
    f.imgui->new_frame(640, 480, g.frame_pointer(), 1.0f / 60);
    ImGui::SetNextWindowPos({20, 20});
    ImGui::SetNextWindowSize({300, 400});
    ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoMove);
    if (ImGui::BeginChild("choices", {0, 300})) {
      first_visible = -1;
      for (int i = 0; i < buttons; ++i) {
        ImGui::PushID(i);
        if (ImGui::Button("Choose", {-1, 50})) ++clicks;
        if (first_visible < 0 && ImGui::IsItemVisible()) first_visible = i;
        ImGui::PopID();
      }
      scroll = ImGui::GetScrollY();
    }
    ImGui::EndChild();
    ImGui::End();
    f.imgui->render();
  };
  frame();
  frame();
  swipe_up(g, {150, 200}, frame);  // from a button
  CHECK(scroll > 100);
  CHECK(clicks == 0);
  CHECK(first_visible > 0);
  // A quick swipe from the list's top row: by the first frame that counts, the finger is above the
  // list, and the list still follows it.
  const float before = scroll;
  swipe_up(g, {150, 70}, frame, 2);
  CHECK(scroll > before + 60);
  CHECK(clicks == 0);
  buttons = 2;  // the next question has two choices: they show, whatever the old scroll was
  for (int i = 0; i < 3; ++i) frame();
  CHECK(first_visible == 0);
  CHECK(scroll == 0);
}

TEST_CASE("the frame's clipped text names a label its own button cuts, not a whole one") {
  // A button narrower than its label: ImGui clips the label at the button's edge on the CPU (the
  // glyphs past it are not drawn, the one on it is drawn narrower), which a window's clip rectangle
  // does not show. A results-strip button read "Seasonal eve" on a phone and no test saw it.
  Metrics m{160, 1.0f};
  ImGuiFixture f(m);
  capture_frame_text(true);
  PointerState none;
  f.imgui->new_frame(640, 480, none, 1.0f / 60);
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({600, 400});
  ImGui::Begin("Strip");
  ImGui::Button("Whole label");
  const float whole = ImGui::CalcTextSize("Seasonal event").x;
  ImGui::Button("Seasonal event", {whole * 0.6f, 0});
  ImGui::End();
  f.imgui->render();
  const std::string clipped = frame_clipped_text();
  CHECK(clipped.find("Strip: Season") != std::string::npos);
  CHECK(clipped.find("Whole") == std::string::npos);
  CHECK(frame_text().find("Whole label") != std::string::npos);
  capture_frame_text(false);
}
