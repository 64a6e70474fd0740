#include "engine/ui/table_focus.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/ui/beside.h"
#include "engine/ui/imgui_layer.h"

namespace sb::ui {

namespace {

// One focus for the one table on screen, on the UI thread (as ImGui's own context is).
struct FocusState {
  std::vector<TableThing> building, things;
  std::optional<Rect> building_area, area;
  bool on_table = false;
  int index = -1;  // into things
  // What the focus is on, to find it again in the next frame's things (its rect moves with the table).
  std::string label;
  int action = -1, group = -1;
  Vec2 at;
  std::optional<Rect> ring;
  int watch_frames = 0;          // after a tap: frames in which a card beside it takes the focus
  bool came_from_table = false;  // the panels have the focus because a tap on the table led there
  std::optional<Rect> offered;   // this frame's offer_controller_focus item
  ImGuiID offered_id = 0;
  ImGuiWindow* offered_window = nullptr;
  bool panel_pending = false;
  Rect panel_rect;
  ImGuiID panel_id = 0;  // the item to focus (0: the first of the window holding panel_rect)
  ImGuiWindow* panel_window = nullptr;
  int panel_waits = 0;  // frames the window to focus has been hidden (appearing)
  int16_t stick_x = 0, stick_y = 0;
  int tap_after_pan = 0;          // frames left for A's thing, being scrolled into view, to be tapped
  std::deque<Intent> pending;     // intents made at a frame's end (that tap), for the recogniser
};
FocusState g;

constexpr int kStickPress = 16000;  // half way: a flick of the stick is one step, as the d-pad's

Vec2 centre_of(const TableThing& t) { return t.rect.center(); }

// The things in reading order: rows top to bottom (a thing joins a row when its centre is within
// half its height of the row's first), each row left to right.
std::vector<int> reading_order(const std::vector<TableThing>& things) {
  std::vector<int> by_y(things.size());
  for (size_t i = 0; i < things.size(); ++i) by_y[i] = static_cast<int>(i);
  std::stable_sort(by_y.begin(), by_y.end(), [&](int a, int b) { return centre_of(things[a]).y < centre_of(things[b]).y; });
  std::vector<int> out;
  for (size_t start = 0; start < by_y.size();) {
    const TableThing& first = things[static_cast<size_t>(by_y[start])];
    size_t end = start + 1;
    while (end < by_y.size() &&
           centre_of(things[static_cast<size_t>(by_y[end])]).y - centre_of(first).y < std::max(1.0f, first.rect.h * 0.5f))
      ++end;
    std::vector<int> row(by_y.begin() + static_cast<std::ptrdiff_t>(start), by_y.begin() + static_cast<std::ptrdiff_t>(end));
    std::stable_sort(row.begin(), row.end(), [&](int a, int b) { return centre_of(things[a]).x < centre_of(things[b]).x; });
    out.insert(out.end(), row.begin(), row.end());
    start = end;
  }
  return out;
}

void focus_on(int i) {
  if (i != g.index) g.tap_after_pan = 0;
  g.index = i;
  if (i < 0 || i >= static_cast<int>(g.things.size())) {
    g.index = -1;
    return;
  }
  const TableThing& t = g.things[static_cast<size_t>(i)];
  g.label = t.label;
  g.action = t.action;
  g.group = t.group;
  g.at = centre_of(t);
}

// The thing the focus was on, in this frame's things: the same label, action and group (nearest the
// last place if several), else the nearest thing; none when there are none.
int refind() {
  int best = -1;
  float best_d = 0;
  for (int pass = 0; pass < 2 && best < 0; ++pass)
    for (size_t i = 0; i < g.things.size(); ++i) {
      const TableThing& t = g.things[i];
      if (pass == 0 && (t.label != g.label || t.action != g.action || t.group != g.group)) continue;
      const float d = distance(centre_of(t), g.at);
      if (best < 0 || d < best_d) best = static_cast<int>(i), best_d = d;
    }
  return best;
}

// The nearest thing from the focus the way (dx, dy) points: along that way plus twice across it,
// preferring those within 60 degrees of it. -1: nothing lies that way.
int nearest_towards(int dx, int dy) {
  if (g.index < 0) return g.things.empty() ? -1 : reading_order(g.things).front();
  const Vec2 from = centre_of(g.things[static_cast<size_t>(g.index)]);
  int best = -1;
  float best_score = 0;
  bool best_in_cone = false;
  for (size_t i = 0; i < g.things.size(); ++i) {
    if (static_cast<int>(i) == g.index) continue;
    const Vec2 d = centre_of(g.things[i]) - from;
    const float along = d.x * static_cast<float>(dx) + d.y * static_cast<float>(dy);
    const float across = std::abs(d.x * static_cast<float>(dy) - d.y * static_cast<float>(dx));
    if (along < 1.0f) continue;
    const bool in_cone = across <= along * 1.8f;
    const float score = along + 2.0f * across;
    if (best < 0 || (in_cone && !best_in_cone) || (in_cone == best_in_cone && score < best_score)) {
      best = static_cast<int>(i);
      best_score = score;
      best_in_cone = in_cone;
    }
  }
  return best;
}

Intent at_point(IntentKind kind, Vec2 p, uint64_t now_ms) {
  Intent intent;
  intent.kind = kind;
  intent.pos = intent.start = p;
  intent.time_ms = now_ms;
  return intent;
}

// A focused thing the board's area does not show is brought to its middle (views scroll or pan by
// kPan as by two fingers).
void bring_into_view(uint64_t now_ms, std::deque<Intent>& out) {
  if (g.index < 0 || !g.area) return;
  const Rect& r = g.things[static_cast<size_t>(g.index)].rect;
  const Rect& a = *g.area;
  const bool inside = r.x >= a.x && r.y >= a.y && r.x + r.w <= a.x + a.w && r.y + r.h <= a.y + a.h;
  if (inside) return;
  Intent pan = at_point(IntentKind::kPan, a.center(), now_ms);
  pan.delta = a.center() - r.center();
  out.push_back(pan);
}

void leave_table() {
  g.tap_after_pan = 0;
  g.on_table = false;
  g.came_from_table = false;
  g.watch_frames = 0;
  g.panel_pending = true;
  g.panel_rect = {};
  g.panel_id = 0;
  g.panel_window = nullptr;
  g.ring.reset();
}

// Onto the table: its things, or (none lit where it is scrolled to) the table itself, which the d-pad
// then scrolls. Not where no table is drawn (the launcher).
bool enter_table() {
  if (g.things.empty() && !g.area) return false;
  g.on_table = true;
  g.came_from_table = false;
  if (g.things.empty()) {
    g.index = -1;
    return true;
  }
  int i = g.index >= 0 || !g.label.empty() ? refind() : -1;
  if (i < 0) i = reading_order(g.things).front();
  focus_on(i);
  return true;
}

// One step of the d-pad or stick on the table: to the nearest thing that way; with none, up or down
// scrolls the table that way (what it shows next may be lit), left or right goes to the panels.
void move(int dx, int dy, uint64_t now_ms, std::deque<Intent>& out) {
  const int next = nearest_towards(dx, dy);
  if (next < 0 && dy != 0 && g.area) {
    Intent pan = at_point(IntentKind::kPan, g.area->center(), now_ms);
    pan.delta = {0, -static_cast<float>(dy) * g.area->h * 0.4f};
    out.push_back(pan);
    return;
  }
  if (next < 0) {
    leave_table();
    return;
  }
  focus_on(next);
  bring_into_view(now_ms, out);
}

}  // namespace

void note_table_thing(std::string_view label, Rect rect, int action, int group, std::optional<Vec2> tap) {
  if (rect.w <= 0 || rect.h <= 0) return;
  g.building.push_back({std::string(label), rect, action, group, tap});
}

std::optional<Vec2> tap_point_in(Rect rect, const std::function<bool(Vec2)>& lands) {
  for (int k = 0; k <= 36; ++k) {
    const Vec2 p = k == 0 ? rect.center()
                          : Vec2{rect.x + rect.w * (0.1f + 0.8f * static_cast<float>((k - 1) % 6) / 5.0f),
                                 rect.y + rect.h * (0.1f + 0.8f * static_cast<float>((k - 1) / 6) / 5.0f)};
    if (lands(p)) return p;
  }
  return std::nullopt;
}

void note_table_area(Rect area) { g.building_area = area; }

void offer_controller_focus() {
  if (g.offered) return;
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  g.offered = Rect{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
  g.offered_id = ImGui::GetItemID();
  g.offered_window = ImGui::GetCurrentWindow();
}

namespace table_focus {

const std::vector<TableThing>& things() { return g.things; }
std::optional<Rect> area() { return g.area; }
bool on_table() { return g.on_table; }
const TableThing* focused() { return g.on_table && g.index >= 0 ? &g.things[static_cast<size_t>(g.index)] : nullptr; }
std::optional<Rect> ring() { return g.ring; }

bool handle(const SDL_Event& event, uint64_t now_ms, std::deque<Intent>& out) {
  if (event.type == SDL_CONTROLLERDEVICEREMOVED) {
    g.stick_x = g.stick_y = 0;
    return false;
  }
  if (event.type == SDL_CONTROLLERAXISMOTION) {
    if (event.caxis.axis != SDL_CONTROLLER_AXIS_LEFTX && event.caxis.axis != SDL_CONTROLLER_AXIS_LEFTY) return false;
    int16_t& held = event.caxis.axis == SDL_CONTROLLER_AXIS_LEFTX ? g.stick_x : g.stick_y;
    const int before = std::abs(held) >= kStickPress ? (held > 0 ? 1 : -1) : 0;
    held = event.caxis.value;
    const int now = std::abs(held) >= kStickPress ? (held > 0 ? 1 : -1) : 0;
    if (!g.on_table) return false;
    if (now != 0 && now != before) {
      if (event.caxis.axis == SDL_CONTROLLER_AXIS_LEFTX) move(now, 0, now_ms, out);
      else move(0, now, now_ms, out);
    }
    return true;
  }
  if (event.type != SDL_CONTROLLERBUTTONDOWN && event.type != SDL_CONTROLLERBUTTONUP) return false;
  const bool down = event.type == SDL_CONTROLLERBUTTONDOWN;
  const auto button = static_cast<SDL_GameControllerButton>(event.cbutton.button);
  if (button == SDL_CONTROLLER_BUTTON_BACK) {  // between the table and the panels
    if (down) {
      if (g.on_table) leave_table();
      else if (enter_table()) bring_into_view(now_ms, out);
    }
    return true;
  }
  if (!g.on_table) return false;
  switch (button) {
    case SDL_CONTROLLER_BUTTON_START:  // the Menu opens (the app's): its items take the focus
      if (down) leave_table();
      return false;
    case SDL_CONTROLLER_BUTTON_A:
      if (down && g.index >= 0) {
        const Vec2 p = g.things[static_cast<size_t>(g.index)].tap_point();
        if (g.area && !g.area->contains(p)) {
          bring_into_view(now_ms, out);  // tapped once it shows (end_frame): a tap off the board would miss
          g.tap_after_pan = 3;
          return true;
        }
        out.push_back(at_point(IntentKind::kTap, p, now_ms));
        g.watch_frames = 3;
      }
      return true;
    case SDL_CONTROLLER_BUTTON_B:
      if (down) out.push_back(at_point(IntentKind::kBack, g.area ? g.area->center() : g.at, now_ms));
      return true;
    case SDL_CONTROLLER_BUTTON_Y:  // as a long press: the thing at reading size
      if (down && g.index >= 0) out.push_back(at_point(IntentKind::kLongPress, g.things[static_cast<size_t>(g.index)].tap_point(), now_ms));
      return true;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: {
      if (!down || g.things.empty()) return true;
      const std::vector<int> order = reading_order(g.things);
      const int n = static_cast<int>(order.size());
      int at = -1;
      for (int k = 0; k < n; ++k)
        if (order[static_cast<size_t>(k)] == g.index) at = k;
      const int step = button == SDL_CONTROLLER_BUTTON_RIGHTSHOULDER ? 1 : -1;
      const int next = at < 0 ? (step > 0 ? 0 : n - 1) : ((at + step) % n + n) % n;
      focus_on(order[static_cast<size_t>(next)]);
      bring_into_view(now_ms, out);
      return true;
    }
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
      if (down) {
        const int dx = button == SDL_CONTROLLER_BUTTON_DPAD_LEFT ? -1 : button == SDL_CONTROLLER_BUTTON_DPAD_RIGHT ? 1 : 0;
        const int dy = button == SDL_CONTROLLER_BUTTON_DPAD_UP ? -1 : button == SDL_CONTROLLER_BUTTON_DPAD_DOWN ? 1 : 0;
        move(dx, dy, now_ms, out);
      }
      return true;
    default: return true;  // the panels' buttons wait while the focus is on the table
  }
}

void end_frame(const std::vector<TouchTarget>& targets, ImDrawList* foreground, float thickness) {
  g.things = std::move(g.building);
  g.building.clear();
  g.area = g.building_area;
  g.building_area.reset();
  g.ring.reset();
  const TouchTarget* beside = nullptr;
  for (const TouchTarget& t : targets)
    if (t.group == kBesideGroup && t.rect.h > 0 && (!beside || t.rect.y < beside->rect.y)) beside = &t;
  const bool popup = ImGui::GetCurrentContext() && !ImGui::GetCurrentContext()->OpenPopupStack.empty();
  if (g.on_table && g.watch_frames > 0) {
    // A tap that opened a card beside its thing (or a view's list of answers): the focus goes there.
    --g.watch_frames;
    if (beside || g.offered) {
      const Rect to = beside ? beside->rect : *g.offered;
      leave_table();
      g.came_from_table = true;
      g.panel_rect = to;
      if (!beside) g.panel_id = g.offered_id, g.panel_window = g.offered_window;
    }
  } else if (!g.on_table && g.came_from_table && !beside && !g.offered && !popup && !g.things.empty()) {
    g.on_table = true;  // the card is gone (answered or backed out of): back to the table
    g.came_from_table = false;
  }
  g.offered.reset();
  if (!g.on_table) return;
  g.index = g.index >= 0 || !g.label.empty() ? refind() : -1;
  if (g.index < 0 && !g.things.empty()) g.index = reading_order(g.things).front();
  if (g.index < 0) return;
  focus_on(g.index);
  if (g.tap_after_pan > 0) {  // A's thing scrolled into view: the tap A asked for
    const Vec2 p = g.things[static_cast<size_t>(g.index)].tap_point();
    if (!g.area || g.area->contains(p)) {
      g.pending.push_back(at_point(IntentKind::kTap, p, 0));
      g.tap_after_pan = 0;
      g.watch_frames = 3;
    } else {
      --g.tap_after_pan;
    }
  }
  // The ring: a dark edge and a bright gold band outside the thing, over everything drawn.
  // Round the part of the thing the board's area shows, whole inside that area (a thing taller than
  // a phone's board still shows a closed ring, and none runs over the panel).
  const Rect r = g.things[static_cast<size_t>(g.index)].rect;
  const float pad = thickness;
  ImVec2 lo(r.x - pad, r.y - pad), hi(r.x + r.w + pad, r.y + r.h + pad);
  if (g.area) {
    const float inset = thickness * 0.5f + 2.0f;
    lo = ImVec2(std::max(lo.x, g.area->x + inset), std::max(lo.y, g.area->y + inset));
    hi = ImVec2(std::min(hi.x, g.area->x + g.area->w - inset), std::min(hi.y, g.area->y + g.area->h - inset));
    if (hi.x <= lo.x || hi.y <= lo.y) return;  // scrolled out of the board: brought back by the next move
  }
  g.ring = Rect{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
  if (!foreground) return;
  // Corners rounded a little, whatever the thing's size: a radius of 15% of a tall card's side
  // cut the ring's corners most of a centimetre inside the card's.
  const float round = std::min(std::min(hi.x - lo.x, hi.y - lo.y) * 0.15f, thickness * 2.0f);
  foreground->AddRect(lo, hi, IM_COL32(20, 20, 20, 255), round, 0, thickness + 3.0f);
  foreground->AddRect(lo, hi, IM_COL32(255, 199, 26, 255), round, 0, thickness);
}

bool begin_frame() {
  ImGuiContext* ctx = ImGui::GetCurrentContext();
  if (!ctx) return g.on_table;
  ImGuiContext& c = *ctx;
  if (g.on_table) {
    c.NavDisableHighlight = true;  // one focus shown: the table's ring
    return true;
  }
  if (!g.panel_pending) return false;
  // The window to go to: the offered item's, else the top-most panel holding the rect, else the
  // one ImGui had, else the first drawn.
  ImGuiWindow* to = nullptr;
  if (g.panel_id != 0 && g.panel_window) {
    for (ImGuiWindow* w : c.Windows)
      if (w == g.panel_window && w->WasActive) to = w;
  }
  if (to) {
    g.panel_pending = false;
    ImGui::FocusWindow(to->RootWindow);
    ImGui::SetFocusID(g.panel_id, to);
  } else {
    const Vec2 at = g.panel_rect.center();
    for (int i = c.Windows.Size - 1; i >= 0 && !to && g.panel_rect.w > 0; --i) {
      ImGuiWindow* w = c.Windows[i];
      if (w->WasActive && !(w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip)) &&
          w->OuterRectClipped.Contains(ImVec2(at.x, at.y)))
        to = w;
    }
    // A window in its first frame (sizing itself, not shown yet) takes the focus once it shows.
    if (to && to->Hidden && ++g.panel_waits < 5) return false;
    if (!to && c.NavWindow && c.NavWindow->WasActive && !c.NavWindow->Hidden) to = c.NavWindow->RootWindow;
    for (int i = 0; i < c.Windows.Size && !to; ++i) {
      ImGuiWindow* w = c.Windows[i];
      if (w->WasActive && !w->Hidden && !(w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip |
                                                      ImGuiWindowFlags_NoNavInputs)))
        to = w;
    }
    g.panel_pending = false;
    g.panel_waits = 0;
    if (!to) return false;
    ImGui::FocusWindow(to);
    ImGui::NavInitWindow(to, true);
  }
  c.NavDisableHighlight = false;
  c.NavDisableMouseHover = true;
  g.panel_id = 0;
  g.panel_window = nullptr;
  return false;
}

void take_pending(std::deque<Intent>& out) {
  while (!g.pending.empty()) {
    out.push_back(g.pending.front());
    g.pending.pop_front();
  }
}

void reset() { g = FocusState{}; }

}  // namespace table_focus
}  // namespace sb::ui
