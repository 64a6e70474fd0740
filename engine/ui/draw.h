#pragma once
// Table primitives on SDL_Renderer: everything is triangles through SDL_RenderGeometry, with a
// one-pixel alpha fringe on filled shapes so edges look smooth on every backend (the software
// renderer included). Sizes are output pixels; callers derive them from Metrics or the Camera.
#include <SDL.h>

#include <array>
#include <span>
#include <string_view>
#include <vector>

#include "engine/board/hex.h"
#include "engine/ui/animation.h"
#include "engine/ui/geometry.h"
#include "engine/ui/palette.h"

namespace sb::ui {

class TextCache;

// [SECTION] shapes
// The alpha fringe costs about as much as the shape on the software renderer: an interactive
// `--software` session may turn it off; screenshots keep it. Process-wide, default on.
void set_smooth_edges(bool on);
bool smooth_edges();
void fill_polygon(SDL_Renderer* r, std::span<const Vec2> convex, Color color, bool smooth = true);
void outline_polygon(SDL_Renderer* r, std::span<const Vec2> closed, float thickness, Color color);
void thick_line(SDL_Renderer* r, Vec2 a, Vec2 b, float thickness, Color color, bool round_caps = false);
void fill_circle(SDL_Renderer* r, Vec2 centre, float radius, Color color);
void fill_ellipse(SDL_Renderer* r, Vec2 centre, float rx, float ry, Color color);
// A ring (annulus) from start to end in turns (0..1, clockwise from 12 o'clock): progress rings.
void ring(SDL_Renderer* r, Vec2 centre, float radius, float thickness, Color color,
          float start_turn = 0.0f, float end_turn = 1.0f);
void fill_rounded_rect(SDL_Renderer* r, Rect rect, float radius, Color color);
void outline_rounded_rect(SDL_Renderer* r, Rect rect, float radius, float thickness, Color color);
std::vector<Vec2> rounded_rect_points(Rect rect, float radius);

// [SECTION] hexes (layout already in screen space: Camera::screen_layout)
std::array<Vec2, 6> hex_points(const engine::Layout& screen, engine::Hex hex, float inset_px = 0);
Vec2 hex_center(const engine::Layout& screen, engine::Hex hex);
// Midpoint of the edge shared with neighbour `direction` (engine::kHexDirections order).
Vec2 hex_edge_midpoint(const engine::Layout& screen, engine::Hex hex, int direction);
void fill_hex(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex, Color color,
              float inset_px = 0);
void outline_hex(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex, float thickness,
                 Color color, float inset_px = 0);
// A second, non-colour cue for terrain: small marks inside the hex (trees, waves, peaks...).
void draw_terrain_marks(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex,
                        Terrain terrain, Color ink);

// [SECTION] pieces
void draw_symbol(SDL_Renderer* r, Symbol symbol, Vec2 centre, float radius, Color color);

struct TokenStyle {
  Color fill = seat_color(0);
  Color rim = pal::kInk;
  Symbol symbol = Symbol::kCircle;
  bool on_side = false;  // tipped over: spent, routed, exhausted... (the title says what)
  int count = 1;         // > 1 shows a stack badge
  bool highlight = false;
};
void draw_token(SDL_Renderer* r, TextCache* text, Vec2 centre, float radius, const TokenStyle& style);

struct DieStyle {
  Color body = pal::kDieBody;
  Color pip = pal::kDiePip;
  Color edge = pal::kInk;
  float rotation = 0.0f;  // radians, for the tumble
  bool highlight = false;
};
// Pip positions of a d6 face in [-1, 1]^2 (empty outside 1..6).
std::vector<Vec2> die_pip_layout(int face);
void draw_die(SDL_Renderer* r, TextCache* text, Vec2 centre, float size, int face, const DieStyle& style);
// A tumble of dice in a tray at the bottom left of `area` (dice `die` pixels wide, `margin` from the
// edges, the tray at least `min_width`), with `caption` under them once they have landed.
// dice_tray_rect is where that tray of `dice` dice goes: as tall as its caption wrapped, inside `area`.
Rect dice_tray_rect(TextCache* text, size_t dice, const Rect& area, float die, float margin, float min_width,
                    int font_px, std::string_view caption);
void draw_dice_tray(SDL_Renderer* r, TextCache* text, const DiceTumble& tumble, double now, const Rect& area, float die,
                    float margin, float min_width, int font_px, std::string_view caption);

struct CardStyle {
  Color paper = pal::kPaper;
  Color border = rgb(0x6B4F2A);
  Color title_bar = rgb(0x6B4F2A);
  Color title_ink = rgb(0xFFFFFF);
  Color ink = pal::kInk;
  bool face_down = false;
  bool highlight = false;
};
// Sizes follow the card's own width so a card reads the same at any zoom.
void draw_card(SDL_Renderer* r, TextCache* text, Rect rect, std::string_view title,
               std::string_view body, const CardStyle& style);

void draw_arrow(SDL_Renderer* r, Vec2 from, Vec2 to, float thickness, Color color);
// A marker straddling the edge between `hex` and its neighbour (a half-across move, a battle
// front, a river crossing): a disc on the edge midpoint with a bar along the edge.
void draw_edge_marker(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex,
                      int direction, float radius, Color fill, Color ink, Symbol symbol);

// Seven-segment digits: numbers without any font (stack badges when no font is installed).
void draw_digits(SDL_Renderer* r, Vec2 centre, float height, int value, Color color);

}  // namespace sb::ui
