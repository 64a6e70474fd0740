// The controller's focus ring on the Six Winters table at 1920x1080 and on a phone held upright
// (800x1280, 320 dpi): Back puts the pad on the table, the ring is drawn round the focused thing
// (thick, in the draw lists over everything, inside the board's area), the shoulder moves it.
// SB_FOCUS_SHOTS=<folder> also writes each screen as a PNG to look at.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>

#include "engine/ui/platform.h"
#include "engine/ui/raster.h"
#include "engine/ui/table_focus.h"
#include "game/six_winters/view/table_view.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

namespace {

void pad_press(sb::test::OffscreenTable<TableScreen>& o, SDL_GameControllerButton b) {
  o.tap_ready();
  for (bool down : {true, false}) {
    SDL_Event e{};
    e.type = down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
    e.cbutton.button = static_cast<Uint8>(b);
    o.imgui->process_event(e);
    o.finger_ms += 200;
    o.gestures.handle(e, o.finger_ms);
    o.frames(down ? 1 : 2);
  }
}

// The ring's gold at each corner of where the ring says it is, and it is thicker than 1 mm.
bool ring_drawn(const ui::Metrics& m) {
  const std::optional<ui::Rect> r = ui::table_focus::ring();
  const ImDrawData* data = ImGui::GetDrawData();
  if (!r || !data) return false;
  int corners = 0;
  for (const ImVec2 c : {ImVec2{r->x, r->y}, ImVec2{r->x + r->w, r->y + r->h}}) {
    bool near = false;
    for (int l = 0; l < data->CmdListsCount && !near; ++l)
      for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer)
        if (v.col == IM_COL32(255, 199, 26, 255) && std::abs(v.pos.x - c.x) < m.mm(2) && std::abs(v.pos.y - c.y) < m.mm(2)) {
          near = true;
          break;
        }
    corners += near ? 1 : 0;
  }
  // Round the thing (outside it where the board shows it), never over the panel beside the board.
  const ui::TableThing* t = ui::table_focus::focused();
  const std::optional<ui::Rect> area = ui::table_focus::area();
  return corners == 2 && t && area && r->x >= area->x - 0.5f && r->y >= area->y - 0.5f &&
         r->x + r->w <= area->x + area->w + 0.5f && r->y + r->h <= area->y + area->h + 0.5f &&
         (r->x < t->rect.x - m.mm(0.5f) || t->rect.x <= area->x);
}

}  // namespace

TEST_CASE("the controller's focus ring on the table at 1920x1080 and on a phone: drawn round the thing, moved by the shoulder") {
  struct Size {
    int w, h;
    float dpi;
  };
  // Pixels only when the screens are to be looked at (the checks read the draw lists).
  std::optional<ui::NoRaster> unpainted;
  if (!std::getenv("SB_FOCUS_SHOTS")) unpainted.emplace();
  for (const Size size : {Size{1920, 1080, 96}, Size{800, 1280, 320}}) {
    CAPTURE(size.w);
    ui::table_focus::reset();
    sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", size.w, size.h, size.dpi);
    REQUIRE_MESSAGE(o.screen, o.error);
    REQUIRE(o.screen->human_to_act());
    pad_press(o, SDL_CONTROLLER_BUTTON_BACK);
    REQUIRE(ui::table_focus::on_table());
    // Nothing lit where the table shows: the d-pad scrolls it down to what is.
    for (int i = 0; i < 12 && !ui::table_focus::focused(); ++i) pad_press(o, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    REQUIRE(ui::table_focus::focused());
    CHECK(ring_drawn(o.metrics));
    const ui::Rect at = ui::table_focus::focused()->rect;
    pad_press(o, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    REQUIRE(ui::table_focus::focused());
    CHECK((ui::table_focus::focused()->rect.x != at.x || ui::table_focus::focused()->rect.y != at.y));
    CHECK(ring_drawn(o.metrics));
    if (const char* dir = std::getenv("SB_FOCUS_SHOTS")) {
      std::string error;
      CHECK_MESSAGE(ui::save_png(o.target->renderer(), o.w, o.h, std::string(dir) + "/focus_" + std::to_string(o.w) + "x" +
                                                                      std::to_string(o.h) + ".png", error),
                    error);
    }
  }
  ui::table_focus::reset();
}

}  // namespace sb::sw::view::test
