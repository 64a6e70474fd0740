#pragma once
// A game controller on the real app, by synthetic SDL controller events (no device): buttons
// pressed and released a frame apart on the fake clock, and where ImGui's navigation focus is, to
// steer it towards a touch target as a player steers it towards what they see.
#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <optional>
#include <string>

#include "engine/ui/table_host.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

namespace sb::test {

struct Pad {
  Finger& f;  // its app, clock, events and frames
  int presses = 0;

  void push_button(SDL_GameControllerButton button, bool down) {
    SDL_Event e{};
    e.type = down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
    e.cbutton.which = 0;
    e.cbutton.button = static_cast<Uint8>(button);
    e.cbutton.state = down ? SDL_PRESSED : SDL_RELEASED;
    f.events.queue.push_back(e);
  }
  void push_axis(SDL_GameControllerAxis axis, Sint16 value) {
    SDL_Event e{};
    e.type = SDL_CONTROLLERAXISMOTION;
    e.caxis.which = 0;
    e.caxis.axis = static_cast<Uint8>(axis);
    e.caxis.value = value;
    f.events.queue.push_back(e);
  }
  // A press and release, a frame with the button down, then frames for what it changed.
  void press(SDL_GameControllerButton button) {
    ++presses;
    f.clock.t += 0.4;  // never a held button's repeat
    push_button(button, true);
    f.frames(1, 0.02);
    push_button(button, false);
    f.frames(2);
  }
  // The left stick pushed to `value` for a frame, then let go.
  void flick(SDL_GameControllerAxis axis, Sint16 value) {
    f.clock.t += 0.4;
    push_axis(axis, value);
    f.frames(1, 0.02);
    push_axis(axis, 0);
    f.frames(2);
  }
};

// The item ImGui's navigation focus is on, in screen pixels, when it is shown (a finger hides it).
inline std::optional<ui::Rect> pad_focus() {
  ImGuiContext* g = ImGui::GetCurrentContext();
  if (!g || !g->NavWindow || g->NavId == 0 || g->NavDisableHighlight || !g->NavIdIsAlive) return std::nullopt;
  const ImRect r = ImGui::WindowRectRelToAbs(g->NavWindow, g->NavWindow->NavRectRel[g->NavLayer]);
  return ui::Rect{r.Min.x, r.Min.y, r.GetWidth(), r.GetHeight()};
}

inline bool pad_in_child() {
  ImGuiContext* g = ImGui::GetCurrentContext();
  return g && g->NavWindow && (g->NavWindow->Flags & ImGuiWindowFlags_ChildWindow);
}

inline std::string pad_window() {
  ImGuiContext* g = ImGui::GetCurrentContext();
  return g && g->NavWindow ? g->NavWindow->RootWindow->Name : "";
}

// The touch target the focus is on (its whole item holds the focus's centre), or null.
inline const ui::TouchTarget* pad_focused_target() {
  const auto focus = pad_focus();
  if (!focus) return nullptr;
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.full.contains(focus->center()) && focus->w * focus->h <= t.full.w * t.full.h * 1.5f) return &t;
  return nullptr;
}

// Steers the focus onto the touch target `is(target)` picks, with the d-pad (the way the target
// lies from the focus), A into a list that holds it, B out of a list it is not in, and the
// shoulders to the next panel when the d-pad no longer moves. True when the focus is on it.
template <class Is>
bool pad_reach(Pad& pad, Is is, int presses = 60) {
  int still = 0;
  for (int i = 0; i < presses; ++i) {
    const ui::TouchTarget* target = nullptr;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (is(t) && t.rect.h > 0 && (!target || t.rect.h > target->rect.h)) target = &t;
    if (!target) return false;
    auto focus = pad_focus();
    if (!focus) {
      pad.f.frames(2);  // a focus lost with its item comes back on its own
      focus = pad_focus();
    }
    if (!focus) {
      pad.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
      continue;
    }
    const ui::Vec2 at = focus->center(), to = target->rect.center();
    if (focus->contains(to) && focus->w * focus->h > target->full.w * target->full.h * 1.5f) {
      pad.press(SDL_CONTROLLER_BUTTON_A);  // a list (a child window) holding it: go in
      continue;
    }
    if (target->full.contains(at)) return true;
    const ui::Vec2 d{to.x - at.x, to.y - at.y};
    SDL_GameControllerButton b = std::abs(d.y) >= std::abs(d.x) * 0.5f
                                     ? (d.y > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_UP)
                                     : (d.x > 0 ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    if (still >= 2) b = std::abs(d.x) > 1 ? (d.x > 0 ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT) : b;
    if (still >= 4) b = pad_in_child() ? SDL_CONTROLLER_BUTTON_B : SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
    pad.press(b);
    const auto after = pad_focus();
    const bool moved = after && (std::abs(after->x - focus->x) > 0.5f || std::abs(after->y - focus->y) > 0.5f);
    still = moved ? 0 : still + 1;
    if (still > 4) still = 0;
  }
  return false;
}

// Where the focus is and what is on screen, for a message when a target cannot be reached.
inline std::string pad_scene() {
  auto rect = [](const ui::Rect& r) {
    return std::to_string(static_cast<int>(r.x)) + "," + std::to_string(static_cast<int>(r.y)) + "," +
           std::to_string(static_cast<int>(r.w)) + "x" + std::to_string(static_cast<int>(r.h));
  };
  const auto focus = pad_focus();
  std::string out = "focus " + (focus ? rect(*focus) : std::string("-")) + " in '" + pad_window() + "'" +
                    (pad_in_child() ? " (a list)" : "") + "; on screen:";
  for (const ui::TouchTarget& t : ui::frame_touch_targets()) out += " '" + t.label + "'@" + rect(t.rect);
  return out;
}

inline bool pad_reach_label(Pad& pad, const std::string& label, int presses = 60) {
  return pad_reach(pad, [&](const ui::TouchTarget& t) { return t.label == label; }, presses);
}

// The real app on a 10-inch tablet in a fresh save folder, with a finger and a pad on it, its
// launcher drawn.
struct PadApp {
  TempDir dir;
  TabletApp screen;
  Finger f;
  Pad pad;
  PadApp(const std::string& tag, const std::string& seed)
      : dir(tag), screen(seed, dir.path()), f{opened(screen), screen.clock, screen.events, 0, {}}, pad{f} {
    f.frames(3);
  }
  static app::AppDriver& opened(TabletApp& screen) {
    REQUIRE_MESSAGE(screen.app, screen.error);
    return *screen.app;
  }
};

// From the launcher to `name`'s table by controller alone: the title's radio button, then Start.
inline ui::TableHost* pad_start_game(Pad& pad, const std::string& name) {
  REQUIRE(pad_reach_label(pad, name));
  pad.press(SDL_CONTROLLER_BUTTON_A);
  pad.f.frames(3);
  REQUIRE(pad_reach_label(pad, "Start"));
  pad.press(SDL_CONTROLLER_BUTTON_A);
  pad.f.frames(3);
  return dynamic_cast<ui::TableHost*>(pad.f.app.table());
}

}  // namespace sb::test
