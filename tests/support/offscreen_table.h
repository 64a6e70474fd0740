#pragma once
// A save opened on an offscreen table (the screenshot command's path, kept open for checks): the
// software renderer, ImGui, the text cache and a title's TableScreen, `frames(n)` drawn like the
// app draws them. `screen` is null with `error` set when something cannot open.
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/text.h"
#include "game/app/screen/match_files.h"

namespace sb::test {

template <class Screen>
struct OffscreenTable {
  std::unique_ptr<ui::SdlSession> session;
  std::unique_ptr<ui::Offscreen> target;
  std::unique_ptr<ui::ImGuiLayer> imgui;
  std::unique_ptr<ui::TextCache> text;
  std::unique_ptr<Screen> screen;
  ui::Metrics metrics;
  int w, h;
  std::string error;

  // `content`: the content folder the save is opened with ("" the usual search).
  OffscreenTable(const std::string& save, int width, int height, float dpi, const std::string& content = "")
      : w(width), h(height) {
    metrics.dpi = dpi;
    session = ui::SdlSession::start(false, error);
    if (!session) return;
    target = ui::Offscreen::create(w, h, error);
    if (!target) return;
    imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
    text = std::make_unique<ui::TextCache>(target->renderer());
    std::ostringstream err;
    app::OpenedMatch opened = app::open_match_file(save, content, err);
    if (!opened.match) {
      error = err.str();
      return;
    }
    screen = std::make_unique<Screen>(std::move(opened.match), std::vector<ui::SeatLook>{});
    screen->resize(w, h, metrics);
    frames(3);
  }
  void frames(int n) {
    for (int i = 0; i < n; ++i)
      ui::render_table_frame(*screen, target->renderer(), text.get(), *imgui, ui::PointerState{}, w, h, 1.0f / 60);
  }
};

}  // namespace sb::test
