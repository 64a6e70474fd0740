// A controller's focus over the things on the table (engine/ui/table_focus.h): synthetic SDL
// controller events through ImGuiLayer::process_event and the gesture recogniser, as the app sends
// them, frames drawn offscreen with the things a view would note.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "engine/ui/beside.h"
#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/table_focus.h"

using namespace sb::ui;

namespace {

// A 640x480 table (the board the left 480 px, a side panel with one button on the right) with four
// things at the corners of a square, and a card of one button beside a thing once it was tapped.
struct Table {
  std::unique_ptr<SdlSession> session;
  std::unique_ptr<Offscreen> target;
  std::unique_ptr<ImGuiLayer> imgui;
  GestureRecognizer gestures;
  std::vector<TableThing> things{thing("a", {100, 100, 40, 40}), thing("b", {300, 100, 40, 40}),
                                 thing("c", {100, 300, 40, 40}), thing("d", {300, 300, 40, 40})};
  static TableThing thing(const char* label, Rect r) {
    TableThing t;
    t.label = label;
    t.rect = r;
    return t;
  }
  Rect board{0, 0, 480, 480};
  std::vector<Intent> intents;
  bool card = false;  // the card beside a tapped thing is open
  bool table_drawn = true;
  bool scrolls = false;  // a kPan moves the things (as a view scrolls its table)
  int card_presses = 0, panel_presses = 0;
  uint64_t ms = 1000;

  Table() {
    std::string error;
    session = SdlSession::start(false, error);
    REQUIRE_MESSAGE(session, error);
    target = Offscreen::create(640, 480, error);
    REQUIRE_MESSAGE(target, error);
    imgui = ImGuiLayer::create(nullptr, target->renderer(), Metrics{96, 1.0f}, error);
    REQUIRE_MESSAGE(imgui, error);
    table_focus::reset();
    gestures.set_viewport(640, 480, 96.0f / 25.4f);
    frames(2);
  }
  ~Table() { table_focus::reset(); }

  void frame() {
    if (table_drawn) note_table_area(board);
    for (const TableThing& t : things) note_table_thing(t.label, t.rect, t.action, t.group);
    imgui->new_frame(640, 480, gestures.frame_pointer(), 1.0f / 60);
    ImGui::SetNextWindowPos({490, 10});
    ImGui::SetNextWindowSize({140, 200});
    ImGui::Begin("Side", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
    if (ImGui::Button("Panel")) ++panel_presses;
    note_touch_target("Panel");
    ImGui::End();
    if (card) {
      ImGui::SetNextWindowPos({150, 100});
      ImGui::Begin("Beside", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                          ImGuiWindowFlags_AlwaysAutoResize);
      if (ImGui::Button("Take it")) {
        ++card_presses;
        card = false;
      }
      note_touch_target("Take it", 0, kBesideGroup);
      ImGui::End();
    }
    imgui->render();
    for (const Intent& i : gestures.take_all()) {
      intents.push_back(i);
      if (i.kind == IntentKind::kTap) card = true;  // the view opens the thing's card
      if (i.kind == IntentKind::kBack) card = false;
      if (i.kind == IntentKind::kPan && scrolls)
        for (TableThing& th : things) th.rect.y += i.delta.y;
    }
  }
  void frames(int n) {
    for (int i = 0; i < n; ++i) frame();
  }
  void send(SDL_GameControllerButton b, bool down) {
    SDL_Event e{};
    e.type = down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
    e.cbutton.button = static_cast<Uint8>(b);
    e.cbutton.state = down ? SDL_PRESSED : SDL_RELEASED;
    imgui->process_event(e);
    gestures.handle(e, ms);
  }
  void press(SDL_GameControllerButton b) {
    ms += 400;
    send(b, true);
    frame();
    send(b, false);
    frames(2);
  }
  std::string focused() const {
    const TableThing* t = table_focus::focused();
    return t ? t->label : "";
  }
  // ImGui's shown focus: the window it is in ("" when hidden).
  static std::string imgui_focus() {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    if (!g.NavWindow || g.NavId == 0 || g.NavDisableHighlight) return "";
    return g.NavWindow->RootWindow->Name;
  }
};

// The ring as drawn: the last frame's foreground list holds vertices of the ring's gold at each of
// its corners (a thick outline round the rect, over every window).
bool ring_drawn(const Rect& r) {
  const ImDrawData* data = ImGui::GetDrawData();
  if (!data) return false;
  const ImVec2 corners[] = {{r.x, r.y}, {r.x + r.w, r.y}, {r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}};
  int found = 0;
  for (const ImVec2& c : corners) {
    bool near = false;
    for (int l = 0; l < data->CmdListsCount && !near; ++l)
      for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer)
        if (v.col == IM_COL32(255, 199, 26, 255) && std::abs(v.pos.x - c.x) < 8 && std::abs(v.pos.y - c.y) < 8) {
          near = true;
          break;
        }
    found += near ? 1 : 0;
  }
  return found == 4;
}

}  // namespace

TEST_CASE("table focus: Back puts the pad on the table's things; shoulders cycle them, the d-pad goes the nearest way, A taps") {
  Table t;
  // At first the pad moves ImGui's focus over the panels, and nothing on the table.
  t.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  CHECK_FALSE(table_focus::on_table());
  CHECK(t.imgui_focus() == "Side");
  CHECK_FALSE(table_focus::ring());
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  REQUIRE(table_focus::on_table());
  CHECK(t.focused() == "a");  // the first in reading order
  CHECK(t.imgui_focus().empty());  // one focus shown: the ring
  REQUIRE(table_focus::ring());
  CHECK(ring_drawn(*table_focus::ring()));
  CHECK(table_focus::ring()->w > 40 + 6);  // thick, outside the thing
  t.press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
  CHECK(t.focused() == "b");
  t.press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
  CHECK(t.focused() == "c");
  t.press(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
  CHECK(t.focused() == "b");
  CHECK(ring_drawn(*table_focus::ring()));
  t.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  CHECK(t.focused() == "d");
  t.press(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
  CHECK(t.focused() == "c");
  t.press(SDL_CONTROLLER_BUTTON_DPAD_UP);
  CHECK(t.focused() == "a");
  CHECK(t.panel_presses == 0);  // the pad's buttons did not reach the panel meanwhile
  // The focus follows its thing when the table moves under it.
  for (TableThing& th : t.things) th.rect.y += 20;
  t.frames(1);
  CHECK(t.focused() == "a");
  CHECK(table_focus::ring()->y < 120);
  CHECK(table_focus::ring()->y > 100);
  // A: the tap a finger on the thing would make.
  t.intents.clear();
  t.press(SDL_CONTROLLER_BUTTON_A);
  REQUIRE(!t.intents.empty());
  CHECK(t.intents.front().kind == IntentKind::kTap);
  CHECK(t.intents.front().pos.x == doctest::Approx(120));
  CHECK(t.intents.front().pos.y == doctest::Approx(140));
}

TEST_CASE("table focus: the card a tap opened beside the thing takes the pad; once answered the pad is back on the table") {
  Table t;
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  t.press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
  REQUIRE(t.focused() == "b");
  t.press(SDL_CONTROLLER_BUTTON_A);
  REQUIRE(t.card);
  t.frames(2);
  CHECK_FALSE(table_focus::on_table());
  CHECK(t.imgui_focus() == "Beside");
  t.press(SDL_CONTROLLER_BUTTON_A);  // ImGui's navigation presses the card's button
  CHECK(t.card_presses == 1);
  CHECK(t.panel_presses == 0);
  t.frames(2);
  CHECK(table_focus::on_table());
  CHECK(t.focused() == "b");
  // B on the card backs out of it (kBack: the view closes it) and the pad is on the table again.
  t.press(SDL_CONTROLLER_BUTTON_A);
  t.frames(2);
  REQUIRE(t.card);
  CHECK_FALSE(table_focus::on_table());
  t.press(SDL_CONTROLLER_BUTTON_B);
  t.frames(2);
  CHECK_FALSE(t.card);
  CHECK(table_focus::on_table());
}

TEST_CASE("table focus: off the table's side, or Back again, the pad goes to the panels; past its top the table scrolls; the stick steps as the d-pad") {
  Table t;
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  REQUIRE(t.focused() == "a");
  SDL_Event e{};
  e.type = SDL_CONTROLLERAXISMOTION;
  e.caxis.axis = SDL_CONTROLLER_AXIS_LEFTX;
  e.caxis.value = 30000;
  t.imgui->process_event(e);
  t.gestures.handle(e, t.ms);
  t.frames(2);
  CHECK(t.focused() == "b");
  e.caxis.value = 0;
  t.imgui->process_event(e);
  t.gestures.handle(e, t.ms);
  t.frames(2);
  CHECK(t.focused() == "b");  // letting go is no step
  t.intents.clear();
  t.press(SDL_CONTROLLER_BUTTON_DPAD_UP);  // nothing further up: the table scrolls up (a kPan)
  REQUIRE(t.intents.size() == 1);
  CHECK(t.intents.front().kind == IntentKind::kPan);
  CHECK(t.intents.front().delta.y > 0);
  CHECK(t.focused() == "b");
  t.press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);  // nothing further right: the side panel
  CHECK_FALSE(table_focus::on_table());
  CHECK(t.imgui_focus() == "Side");
  CHECK_FALSE(table_focus::ring());
  t.press(SDL_CONTROLLER_BUTTON_A);
  CHECK(t.panel_presses == 1);
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  CHECK(table_focus::on_table());
  CHECK(t.focused() == "b");  // where it was
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  CHECK_FALSE(table_focus::on_table());
  // Nothing lit where the table is scrolled to: Back puts the pad on the table, no ring, and the
  // d-pad scrolls it.
  t.things.clear();
  t.frames(2);
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  CHECK(table_focus::on_table());
  CHECK_FALSE(table_focus::ring());
  t.intents.clear();
  t.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  REQUIRE(t.intents.size() == 1);
  CHECK(t.intents.front().kind == IntentKind::kPan);
  CHECK(t.intents.front().delta.y < 0);
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  CHECK_FALSE(table_focus::on_table());
  // No table drawn (the launcher): Back leaves the pad in the panels.
  t.table_drawn = false;
  t.frames(2);
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  CHECK_FALSE(table_focus::on_table());
}

TEST_CASE("table focus: A on a thing scrolled off the board brings it into view, then taps it there") {
  Table t;
  t.things.push_back(Table::thing("e", {100, 600, 40, 40}));  // below the 480 px board
  t.press(SDL_CONTROLLER_BUTTON_BACK);
  t.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  REQUIRE(t.focused() == "c");
  t.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);  // to e: the view does not scroll (yet)
  REQUIRE(t.focused() == "e");
  CHECK_FALSE(table_focus::ring());  // nothing of it on the board to ring
  t.scrolls = true;
  t.intents.clear();
  t.press(SDL_CONTROLLER_BUTTON_A);
  // First the table scrolls it to the board's middle, then the tap lands on it there.
  REQUIRE(t.intents.size() == 2);
  CHECK(t.intents[0].kind == IntentKind::kPan);
  CHECK(t.intents[1].kind == IntentKind::kTap);
  CHECK(t.intents[1].pos.y == doctest::Approx(240));
  CHECK(t.card);  // the tap opened its card
}

TEST_CASE("table focus: a thing's tap point is its centre, else a point of it nothing covers, else none") {
  const Rect card{100, 100, 50, 80};
  // Uncovered: the centre.
  auto p = tap_point_in(card, [&](Vec2 at) { return card.contains(at); });
  REQUIRE(p);
  CHECK(p->x == doctest::Approx(125));
  CHECK(p->y == doctest::Approx(140));
  // A smaller card drawn over its middle (as an obstacle on its location): a point outside that
  // one and inside the card's own margins.
  const Rect over{110, 110, 30, 60};
  p = tap_point_in(card, [&](Vec2 at) { return card.contains(at) && !over.contains(at); });
  REQUIRE(p);
  CHECK(card.contains(*p));
  CHECK_FALSE(over.contains(*p));
  CHECK(p->x >= card.x + card.w * 0.1f - 0.01f);
  CHECK(p->y <= card.y + card.h * 0.9f + 0.01f);
  // Wholly covered: none, so a controller's A never taps the thing over it instead.
  CHECK_FALSE(tap_point_in(card, [](Vec2) { return false; }));
}
