#include "engine/ui/imgui_layer.h"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <iterator>
#include <unordered_map>
#include <vector>

#include "engine/ui/raster.h"
#include "engine/ui/table_focus.h"
#include "engine/ui/text.h"

namespace sb::ui {

namespace {
std::vector<TouchTarget> g_touch_targets;  // one ImGui frame at a time, on the UI thread
bool g_capture_text = false;
std::string g_frame_text, g_clipped_text;

// A game controller as its SDL events left it (tests push synthetic events with no device, so
// nothing here asks a device): buttons held, stick positions, shoulders pressed since last frame.
struct PadState {
  bool seen = false;  // a controller was added or sent an event: ImGui may navigate by it
  bool buttons[SDL_CONTROLLER_BUTTON_MAX] = {};
  int16_t axes[SDL_CONTROLLER_AXIS_MAX] = {};
  int cycle = 0;  // shoulder presses since the last frame: +1 right (next window), -1 left
  bool cancel_taken = false;  // the event just processed is a B that ImGui's navigation uses
  bool focus_lost = false;    // the last frame drew no item where the shown focus was
};
PadState g_pad;
std::unordered_map<SDL_JoystickID, SDL_GameController*> g_controllers;
constexpr int kStickDeadZone = 8000;  // SDL_gamecontroller.h's suggestion

// Controllers come and go: each is opened as it is added (its events flow only then) and closed as
// it goes, leaving no button held. No subsystem, no device: nothing happens.
void track_controller(const SDL_Event& event) {
  switch (event.type) {
    case SDL_CONTROLLERDEVICEADDED:
      g_pad.seen = true;
      if (SDL_WasInit(SDL_INIT_GAMECONTROLLER) && SDL_IsGameController(event.cdevice.which)) {
        if (SDL_GameController* c = SDL_GameControllerOpen(event.cdevice.which))
          g_controllers[SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c))] = c;
        else
          SDL_ClearError();
      }
      break;
    case SDL_CONTROLLERDEVICEREMOVED:
      if (auto it = g_controllers.find(event.cdevice.which); it != g_controllers.end()) {
        SDL_GameControllerClose(it->second);
        g_controllers.erase(it);
      }
      g_pad = PadState{true};
      break;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
      g_pad.seen = true;
      if (event.cbutton.button < SDL_CONTROLLER_BUTTON_MAX) {
        const bool down = event.type == SDL_CONTROLLERBUTTONDOWN;
        if (down && !g_pad.buttons[event.cbutton.button]) {
          if (event.cbutton.button == SDL_CONTROLLER_BUTTON_RIGHTSHOULDER) ++g_pad.cycle;
          if (event.cbutton.button == SDL_CONTROLLER_BUTTON_LEFTSHOULDER) --g_pad.cycle;
        }
        g_pad.buttons[event.cbutton.button] = down;
      }
      break;
    case SDL_CONTROLLERAXISMOTION:
      g_pad.seen = true;
      if (event.caxis.axis < SDL_CONTROLLER_AXIS_MAX) g_pad.axes[event.caxis.axis] = event.caxis.value;
      break;
    default:
      break;
  }
}

// ImGui 1.86's gamepad navigation inputs from the tracked state (the SDL backend's own reading of
// device 0 is replaced): A activates, B cancels, d-pad and left stick move, shoulders focus.
void feed_nav_inputs(ImGuiIO& io) {
  std::fill(std::begin(io.NavInputs), std::end(io.NavInputs), 0.0f);
  if (!g_pad.seen) return;
  io.BackendFlags |= ImGuiBackendFlags_HasGamepad;
  if (table_focus::on_table()) return;  // the pad moves the table's focus (table_focus.h), not the panels'
  auto button = [&](ImGuiNavInput nav, SDL_GameControllerButton b) {
    if (g_pad.buttons[b]) io.NavInputs[nav] = 1.0f;
  };
  button(ImGuiNavInput_Activate, SDL_CONTROLLER_BUTTON_A);
  button(ImGuiNavInput_Cancel, SDL_CONTROLLER_BUTTON_B);
  button(ImGuiNavInput_Input, SDL_CONTROLLER_BUTTON_Y);
  button(ImGuiNavInput_DpadLeft, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
  button(ImGuiNavInput_DpadRight, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
  button(ImGuiNavInput_DpadUp, SDL_CONTROLLER_BUTTON_DPAD_UP);
  button(ImGuiNavInput_DpadDown, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  button(ImGuiNavInput_FocusPrev, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
  button(ImGuiNavInput_FocusNext, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
  // The left stick past its dead zone moves as the d-pad does (1.86 reads the d-pad inputs for
  // moving the focus; the LStick ones only tweak values).
  auto stick = [&](ImGuiNavInput nav, ImGuiNavInput pad, SDL_GameControllerAxis axis, int sign) {
    const int v = g_pad.axes[axis] * sign;
    if (v <= kStickDeadZone) return;
    const float amount = std::min(1.0f, static_cast<float>(v - kStickDeadZone) / static_cast<float>(32767 - kStickDeadZone));
    io.NavInputs[nav] = std::max(io.NavInputs[nav], amount);
    io.NavInputs[pad] = 1.0f;
  };
  stick(ImGuiNavInput_LStickLeft, ImGuiNavInput_DpadLeft, SDL_CONTROLLER_AXIS_LEFTX, -1);
  stick(ImGuiNavInput_LStickRight, ImGuiNavInput_DpadRight, SDL_CONTROLLER_AXIS_LEFTX, +1);
  stick(ImGuiNavInput_LStickUp, ImGuiNavInput_DpadUp, SDL_CONTROLLER_AXIS_LEFTY, -1);
  stick(ImGuiNavInput_LStickDown, ImGuiNavInput_DpadDown, SDL_CONTROLLER_AXIS_LEFTY, +1);
}

// The windows a controller's focus can be in (every panel drawn this frame that has something to
// press), top to bottom then left to right, as the eye reads the screen.
std::vector<ImGuiWindow*> nav_windows(ImGuiContext& g) {
  std::vector<ImGuiWindow*> out;
  for (ImGuiWindow* w : g.Windows)
    if (w->WasActive && !w->Hidden && !(w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_NoNavInputs)) &&
        !(w->Flags & ImGuiWindowFlags_Tooltip) &&
        (w->DC.NavLayersActiveMask | w->DC.NavLayersActiveMaskNext) != 0)
      out.push_back(w);
  std::stable_sort(out.begin(), out.end(), [](const ImGuiWindow* a, const ImGuiWindow* b) {
    if (std::abs(a->Pos.y - b->Pos.y) > 1.0f) return a->Pos.y < b->Pos.y;
    return a->Pos.x < b->Pos.x;
  });
  return out;
}

// The focus shown on an item the last frame no longer drew (a list rebuilt for the next question,
// a window closed) goes to the first item of its panel, or of the first panel: ImGui would keep it
// on nothing, where the d-pad no longer moves it.
void restore_lost_focus(ImGuiContext& g) {
  if (!g_pad.focus_lost) return;
  g_pad.focus_lost = false;
  ImGuiWindow* w = g.NavWindow;
  if (!w || !w->WasActive || w->Hidden) {
    const std::vector<ImGuiWindow*> windows = nav_windows(g);
    if (windows.empty()) return;
    w = windows.front();
    ImGui::FocusWindow(w);
  }
  ImGui::NavInitWindow(w, true);
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;
}

// A shoulder press moves the focus to the next (right) or previous (left) panel, to its first item.
void cycle_nav_window(ImGuiContext& g, int steps) {
  if (steps == 0 || ImGui::GetTopMostPopupModal()) return;
  const std::vector<ImGuiWindow*> windows = nav_windows(g);
  if (windows.empty()) return;
  const ImGuiWindow* current = g.NavWindow ? g.NavWindow->RootWindow : nullptr;
  int at = -1;
  for (size_t i = 0; i < windows.size(); ++i)
    if (windows[i] == current) at = static_cast<int>(i);
  const int n = static_cast<int>(windows.size());
  const int next = at < 0 ? (steps > 0 ? 0 : n - 1) : ((at + steps) % n + n) % n;
  ImGuiWindow* w = windows[static_cast<size_t>(next)];
  ImGui::FocusWindow(w);
  ImGui::NavInitWindow(w, true);
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;
}

// The focus as a player across the room sees it: a thick bright frame round the focused item,
// over ImGui's own thin one, whenever the controller (not a finger) moved it last.
void draw_nav_focus(ImGuiContext& g, float thickness) {
  ImGuiWindow* w = g.NavWindow;
  if (!w || g.NavId == 0 || g.NavDisableHighlight || !g.NavIdIsAlive || g.NavWindowingTarget) return;
  const ImRect r = ImGui::WindowRectRelToAbs(w, w->NavRectRel[g.NavLayer]);
  if (r.GetWidth() <= 0 || r.GetHeight() <= 0) return;
  const float pad = thickness * 0.5f;
  const ImVec2 lo(r.Min.x - pad, r.Min.y - pad), hi(r.Max.x + pad, r.Max.y + pad);
  ImDrawList* list = ImGui::GetForegroundDrawList(w);
  list->PushClipRect(ImVec2(w->ClipRect.Min.x - thickness, w->ClipRect.Min.y - thickness),
                     ImVec2(w->ClipRect.Max.x + thickness, w->ClipRect.Max.y + thickness), false);
  list->AddRect(lo, hi, IM_COL32(20, 20, 20, 255), g.Style.FrameRounding, 0, thickness + 2.0f);
  list->AddRect(lo, hi, ImGui::GetColorU32(ImGuiCol_NavHighlight), g.Style.FrameRounding, 0, thickness);
  list->PopClipRect();
}

// The frame's words read back from what it draws: each quad whose texture corner is a glyph's of
// the font atlas is that character; glyphs of one draw list on one line are joined left to right
// (a gap of a quarter of the font's height is a space), lines in the order drawn. A line with a
// glyph its clip rectangle cuts also goes to `clipped`, after its window's name ("Menu: Left-han").
void read_frame_text(const ImDrawData* data, std::string& text, std::string& clipped) {
  text.clear();
  clipped.clear();
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  struct Glyph {
    ImWchar c;
    float x0, y0, x1, y1;  // the glyph's box at its font's size
    float size;
  };
  std::unordered_map<uint64_t, Glyph> by_corner;
  auto corner = [](ImVec2 uv) {
    uint32_t u, v;
    std::memcpy(&u, &uv.x, 4);
    std::memcpy(&v, &uv.y, 4);
    return (static_cast<uint64_t>(u) << 32) | v;
  };
  for (const ImFont* font : atlas->Fonts)
    for (const ImFontGlyph& g : font->Glyphs)
      if (g.Visible) by_corner.emplace(corner({g.U0, g.V0}), Glyph{static_cast<ImWchar>(g.Codepoint), g.X0, g.Y0, g.X1, g.Y1, font->FontSize});
  struct Placed {
    float line, x0, x1, height;
    ImWchar c;
    bool cut;
  };
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList* list = data->CmdLists[l];
    std::vector<Placed> placed;
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback || cmd.TextureId != atlas->TexID) continue;
      const ImDrawIdx* idx = list->IdxBuffer.Data + cmd.IdxOffset;
      for (unsigned i = 0; i + 6 <= cmd.ElemCount;) {
        const unsigned a = cmd.VtxOffset + idx[i];
        const bool quad = idx[i + 1] == idx[i] + 1 && idx[i + 2] == idx[i] + 2 && idx[i + 3] == idx[i] &&
                          idx[i + 4] == idx[i] + 2 && idx[i + 5] == idx[i] + 3;
        auto found = quad ? by_corner.find(corner(list->VtxBuffer[static_cast<int>(a)].uv)) : by_corner.end();
        if (found == by_corner.end()) {
          i += 3;
          continue;
        }
        const Glyph& g = found->second;
        const ImVec2 p0 = list->VtxBuffer[static_cast<int>(a)].pos, p1 = list->VtxBuffer[static_cast<int>(a + 2)].pos;
        // A glyph a widget's own edge cuts (a button's label: ImGui clips it on the CPU) is drawn
        // narrower or shorter than its font's box: the larger of the two scales is its true one.
        const float sx = g.x1 > g.x0 ? (p1.x - p0.x) / (g.x1 - g.x0) : 0.0f;
        const float sy = g.y1 > g.y0 ? (p1.y - p0.y) / (g.y1 - g.y0) : 0.0f;
        const float scale = std::max(sx, sy) > 0 ? std::max(sx, sy) : 1.0f;
        const bool self_cut = (p1.x - p0.x) < (g.x1 - g.x0) * scale - 0.5f || (p1.y - p0.y) < (g.y1 - g.y0) * scale - 0.5f;
        const ImVec4& clip = cmd.ClipRect;
        const bool hidden = p1.x <= clip.x || p0.x >= clip.z || p1.y <= clip.y || p0.y >= clip.w;
        const bool cut = self_cut || p0.x < clip.x || p1.x > clip.z || p0.y < clip.y || p1.y > clip.w;
        if (!hidden || cut) placed.push_back({p0.y - g.y0 * scale, p0.x, p1.x, g.size * scale, g.c, cut});
        i += 6;
      }
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Placed& x, const Placed& y) { return x.line < y.line; });
    for (size_t start = 0; start < placed.size();) {
      size_t end = start + 1;
      while (end < placed.size() && placed[end].line - placed[start].line < placed[start].height * 0.5f) ++end;
      std::stable_sort(placed.begin() + static_cast<std::ptrdiff_t>(start), placed.begin() + static_cast<std::ptrdiff_t>(end),
                       [](const Placed& x, const Placed& y) { return x.x0 < y.x0; });
      std::string line;
      bool cut = false;
      for (size_t i = start; i < end; ++i) {
        if (i > start && placed[i].x0 - placed[i - 1].x1 > placed[i].height * 0.25f) line += ' ';
        char utf8[5];
        line += ImTextCharToUtf8(utf8, placed[i].c);
        cut = cut || placed[i].cut;
      }
      text += line + "\n";
      if (cut) clipped += std::string(list->_OwnerName ? list->_OwnerName : "") + ": " + line + "\n";
      start = end;
    }
  }
}

// The code points the panels' font holds (see rebuild_fonts); a test checks that every character
// the shipped content and the panels write is among them.
const ImWchar kUiGlyphRanges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x2199, 0x21D0, 0x21D5,
                                  0x2212, 0x2212, 0x2260, 0x2265, 0x2605, 0x2606, 0};
}  // namespace

void capture_frame_text(bool on) { g_capture_text = on; }
const std::string& frame_text() { return g_frame_text; }
const std::string& frame_clipped_text() { return g_clipped_text; }

void note_touch_target(std::string_view label, int action, int group) {
  if (!ImGui::IsItemVisible()) return;
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  const ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 clip_lo = list->GetClipRectMin(), clip_hi = list->GetClipRectMax();
  const float x0 = std::max(lo.x, clip_lo.x), y0 = std::max(lo.y, clip_lo.y);
  const float x1 = std::min(hi.x, clip_hi.x), y1 = std::min(hi.y, clip_hi.y);
  if (x1 <= x0 || y1 <= y0) return;
  g_touch_targets.push_back(
      {std::string(label), {x0, y0, x1 - x0, y1 - y0}, {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y}, action, group});
}

const std::vector<TouchTarget>& frame_touch_targets() { return g_touch_targets; }

std::unique_ptr<ImGuiLayer> ImGuiLayer::create(SDL_Window* window, SDL_Renderer* renderer,
                                               const Metrics& metrics, std::string& error) {
  std::unique_ptr<ImGuiLayer> layer(new ImGuiLayer());
  IMGUI_CHECKVERSION();
  layer->context_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(layer->context_);
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // panel layout is the view's business, not a stray imgui.ini
  // A controller on the sofa moves ImGui's focus over every panel (the inputs: feed_nav_inputs).
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableGamepad;
  layer->window_ = window;
  layer->renderer_ = renderer;
  if (window) {
    if (!ImGui_ImplSDL2_InitForSDLRenderer(window)) {
      error = "ImGui_ImplSDL2_InitForSDLRenderer failed";
      return nullptr;
    }
    layer->platform_ = true;
  }
  if (!ImGui_ImplSDLRenderer_Init(renderer)) {
    error = "ImGui_ImplSDLRenderer_Init failed";
    return nullptr;
  }
  layer->renderer_backend_ = true;
  layer->apply_metrics(metrics);
  return layer;
}

ImGuiLayer::~ImGuiLayer() {
  if (!context_) return;
  ImGui::SetCurrentContext(context_);
  if (renderer_backend_) ImGui_ImplSDLRenderer_Shutdown();
  if (platform_) ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext(context_);
}

// [SECTION] fonts and style

void ImGuiLayer::rebuild_fonts(float px) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const UiFont found = find_ui_fonts();
  ImFont* font = nullptr;
  if (found.found()) {
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    // Only what the panels draw (kUiGlyphRanges): Latin-1, punctuation (dashes, bullets, …), the
    // plain and double arrows (→ ↔ ⇒), the minus sign, ≠ ≤ ≥ and the stars (★ ☆). The whole
    // Arrows and Miscellaneous Symbols blocks were 280 glyphs more: an atlas 2-4x the size.
    font = io.Fonts->AddFontFromFileTTF(found.regular.c_str(), px, &config, kUiGlyphRanges);
  }
  using_dejavu_ = font != nullptr;
  font_warning_ = ui_font_note(found);
  if (found.found() && !font) font_warning_ = found.regular + " could not be read as a font";
  if (!font) font_warning_ += "; using ImGui's built-in font";
  if (!font_warning_.empty()) SDL_Log("%s", font_warning_.c_str());
  if (!font) {
    ImFontConfig config;
    config.SizePixels = px;
    io.Fonts->AddFontDefault(&config);
  }
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  // The texture holds the glyphs now: the atlas's CPU copies (its RGBA and alpha pixels, the font
  // file read whole) are not needed again until the next rebuild, which starts from the file.
  io.Fonts->ClearTexData();
  io.Fonts->ClearInputData();
  font_px_ = px;
}

void ImGuiLayer::apply_style(const Metrics& metrics) {
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  const float scale = font_px_ / 13.0f;  // ImGui's defaults are tuned for its 13 px font
  style.ScaleAllSizes(scale);
  // Every clickable frame at least one touch target tall.
  const float touch = metrics.touch_px();
  touch_px_ = touch;
  style.FramePadding.y = std::max(style.FramePadding.y, (touch - font_px_) * 0.5f);
  style.FramePadding.x = std::max(style.FramePadding.x, font_px_ * 0.6f);
  style.ItemSpacing = {font_px_ * 0.6f, font_px_ * 0.5f};
  style.GrabMinSize = std::max(style.GrabMinSize, touch * 0.6f);
  style.ScrollbarSize = std::max(style.ScrollbarSize, touch * 0.55f);
  style.WindowRounding = font_px_ * 0.4f;
  style.FrameRounding = font_px_ * 0.3f;
  style.TouchExtraPadding = {touch * 0.1f, touch * 0.1f};
  // The controller's focus in gold, seen from the sofa on the dark and the parchment panels.
  style.Colors[ImGuiCol_NavHighlight] = ImVec4(1.0f, 0.78f, 0.1f, 1.0f);
  ImGui::GetStyle() = style;
}

bool ImGuiLayer::apply_metrics(const Metrics& metrics) {
  ImGui::SetCurrentContext(context_);
  const float px = metrics.font_px();
  const bool rebuild = px != font_px_;
  if (rebuild) rebuild_fonts(px);
  apply_style(metrics);
  return rebuild;
}

int ImGuiLayer::atlas_width() const { return context_ ? context_->IO.Fonts->TexWidth : 0; }
int ImGuiLayer::atlas_height() const { return context_ ? context_->IO.Fonts->TexHeight : 0; }

// [SECTION] frames

void ImGuiLayer::process_event(const SDL_Event& event) {
  track_controller(event);
  // B is ImGui's Cancel: it leaves a list the focus went into, closes a popup or lets go of a
  // slider. Only when it does none of those does it back out as Escape does (wants_keyboard).
  g_pad.cancel_taken = false;
  if (event.type == SDL_CONTROLLERBUTTONDOWN && event.cbutton.button == SDL_CONTROLLER_BUTTON_B && context_) {
    const ImGuiContext& g = *context_;
    g_pad.cancel_taken = g.OpenPopupStack.Size > 0 || g.ActiveId != 0 ||
                         (g.NavWindow && (g.NavWindow->Flags & ImGuiWindowFlags_ChildWindow) && g.NavId != 0 &&
                          !g.NavDisableHighlight);
  }
  if (!platform_) return;
  switch (event.type) {
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEMOTION:
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
      return;  // the router owns the pointer
    case SDL_MOUSEWHEEL:
      if (event.wheel.which == SDL_TOUCH_MOUSEID) return;
      break;
    case SDL_CONTROLLERDEVICEADDED:
    case SDL_CONTROLLERDEVICEREMOVED:
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
    case SDL_CONTROLLERAXISMOTION:
      return;  // tracked above, read in new_frame
    default:
      break;
  }
  ImGui::SetCurrentContext(context_);
  ImGui_ImplSDL2_ProcessEvent(&event);
}

void ImGuiLayer::new_frame(int width_px, int height_px, const PointerState& pointer, float dt) {
  ImGui::SetCurrentContext(context_);
  ImGui_ImplSDLRenderer_NewFrame();
  if (platform_) ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  // One coordinate space for table and panels: renderer output pixels.
  io.DisplaySize = {static_cast<float>(width_px), static_cast<float>(height_px)};
  io.DisplayFramebufferScale = {1.0f, 1.0f};
  io.DeltaTime = dt > 0 ? dt : 1.0f / 60.0f;
  io.MousePos = pointer.visible ? ImVec2(pointer.pos.x, pointer.pos.y) : ImVec2(-FLT_MAX, -FLT_MAX);
  io.MouseDown[0] = pointer.down;
  io.MouseDown[1] = io.MouseDown[2] = false;
  feed_nav_inputs(io);
  g_touch_targets.clear();
  ImGui::NewFrame();
  if (table_focus::begin_frame()) {  // the table has the pad: the shoulders cycled its things
    g_pad.focus_lost = false;
    g_pad.cycle = 0;
  }
  restore_lost_focus(*context_);
  cycle_nav_window(*context_, g_pad.cycle);
  g_pad.cycle = 0;
  touch_scroll(pointer);
}

// A finger dragged vertically over a scrollable panel scrolls it, as on any phone, past a small
// slop: from empty space, and from a button too (a list of choices is all buttons; the button then
// does not fire), but not from a widget the press already changed (a slider must still slide).
void ImGuiLayer::touch_scroll(const PointerState& pointer) {
  ImGuiContext& g = *context_;
  if (!(pointer.touch && pointer.down && pointer.visible)) {
    touch_tracking_ = touch_scrolling_ = false;
    return;
  }
  if (!touch_tracking_) {
    touch_tracking_ = true;
    touch_scrolling_ = false;
    touch_press_ = touch_last_ = pointer.pos;
    press_window_ = g.HoveredWindow;  // a quick swipe may be past the list's edge by the time it counts
    return;
  }
  if (!touch_scrolling_ && std::abs(pointer.pos.y - touch_press_.y) > touch_px_ * 0.25f) {
    ImGuiWindow* w = static_cast<ImGuiWindow*>(press_window_);
    while (w && w->ScrollMax.y <= 0 && (w->Flags & ImGuiWindowFlags_ChildWindow)) w = w->ParentWindow;
    const bool vertical = std::abs(pointer.pos.y - touch_press_.y) > 2 * std::abs(pointer.pos.x - touch_press_.x);
    const bool free_press = g.ActiveId == 0 || (w && (g.ActiveId == w->MoveId || g.ActiveId == w->RootWindow->MoveId)) ||
                            (vertical && !g.ActiveIdHasBeenEditedBefore);
    if (w && w->ScrollMax.y > 0 && free_press) {
      touch_scrolling_ = true;
      scroll_window_ = w;
      ImGui::ClearActiveID();
    }
  }
  if (touch_scrolling_) {
    auto* w = static_cast<ImGuiWindow*>(scroll_window_);
    ImGui::SetScrollY(w, std::clamp(w->Scroll.y - (pointer.pos.y - touch_last_.y), 0.0f, w->ScrollMax.y));
  }
  touch_last_ = pointer.pos;
}

void ImGuiLayer::render() {
  ImGui::SetCurrentContext(context_);
  draw_nav_focus(*context_, std::max(3.0f, font_px_ * 0.18f));
  table_focus::end_frame(g_touch_targets, ImGui::GetForegroundDrawList(), std::max(4.0f, font_px_ * 0.25f));
  const ImGuiContext& g = *context_;
  g_pad.focus_lost = g_pad.seen && g.NavId != 0 && !g.NavIdIsAlive && !g.NavDisableHighlight && !g.NavWindowingTarget;
  ImGui::Render();
  if (g_capture_text) read_frame_text(ImGui::GetDrawData(), g_frame_text, g_clipped_text);
  if (rasterizing()) ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
}

bool ImGuiLayer::wants_pointer(Vec2 p) const {
  if (!context_) return false;
  ImGuiContext& g = *context_;
  ImGuiContext* previous = ImGui::GetCurrentContext();
  ImGui::SetCurrentContext(context_);
  const bool modal = ImGui::GetTopMostPopupModal() != nullptr;
  ImGui::SetCurrentContext(previous);
  // An open combo or menu closes on a tap outside it; that tap must not also act on the table.
  if (modal || g.OpenPopupStack.Size > 0) return true;
  for (ImGuiWindow* w : g.Windows) {
    if (!w->WasActive || w->Hidden || (w->Flags & ImGuiWindowFlags_NoMouseInputs)) continue;
    if (w->OuterRectClipped.Contains(ImVec2(p.x, p.y))) return true;
  }
  return false;
}

bool ImGuiLayer::wants_keyboard() const { return context_ && (context_->IO.WantTextInput || g_pad.cancel_taken); }

}  // namespace sb::ui
