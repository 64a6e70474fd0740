#pragma once
#include <string>
// Colours and seat identity. Seats get a colour from a colour-blind-safe set AND a symbol, so
// no information is carried by colour alone.
#include <SDL.h>

#include <cstdint>
#include <string_view>

namespace sb::ui {

struct Color {
  uint8_t r = 0, g = 0, b = 0, a = 255;
  bool operator==(const Color&) const = default;
  SDL_Color sdl() const { return {r, g, b, a}; }
};

constexpr Color rgb(uint32_t hex, uint8_t alpha = 255) {
  return {static_cast<uint8_t>(hex >> 16), static_cast<uint8_t>(hex >> 8),
          static_cast<uint8_t>(hex), alpha};
}
Color mix(Color a, Color b, float t);   // t = 0 gives a
Color darker(Color c, float amount);    // towards black by amount 0..1
Color lighter(Color c, float amount);   // towards white
Color with_alpha(Color c, uint8_t alpha);
// Black or white, whichever reads better on `background` (WCAG relative luminance).
Color ink_on(Color background);
float luminance(Color c);
// Squared RGB distance; tests use it to say "close to".
int color_distance2(Color a, Color b);

// Table furniture.
namespace pal {
inline constexpr Color kTable = rgb(0x2B3A42);      // the cloth under the board
inline constexpr Color kPaper = rgb(0xF4ECD8);      // cards, panels
inline constexpr Color kInk = rgb(0x1E1E1E);
inline constexpr Color kMutedInk = rgb(0x5A5247);   // lesser words on paper
inline constexpr Color kHighlight = rgb(0xFFD54A);  // selection, legal targets
inline constexpr Color kGrid = rgb(0x1E1E1E, 160);
inline constexpr Color kDieBody = rgb(0xFAFAF5);
inline constexpr Color kDiePip = rgb(0x202020);
inline constexpr Color kCover = rgb(0x151B20);      // the hand-off screen
}  // namespace pal

// Okabe & Ito (2008) colour-universal-design palette, adjusted until every pair stays 16 CIEDE2000
// apart under simulated protan, deutan and tritan vision (palette.cpp). Index with seat_color().
inline constexpr int kSeatPaletteSize = 8;
Color seat_color(int seat);
// The familiar board-game set (red, blue, green, yellow...) for players who prefer it; seats still
// carry their symbols, so nothing depends on telling these colours apart.
enum class SeatPalette { kColourBlindSafe, kClassic };
Color seat_color(int seat, SeatPalette palette);

enum class Symbol { kCircle, kTriangle, kSquare, kDiamond, kStar, kCross, kHexagon, kPlus, kNone };
inline constexpr int kSeatSymbolCount = 8;
Symbol seat_symbol(int seat);
std::string_view symbol_name(Symbol symbol);

struct SeatStyle {
  Color color;
  Symbol symbol = Symbol::kCircle;
};
inline SeatStyle seat_style(int seat) { return {seat_color(seat), seat_symbol(seat)}; }

// Muted terrain fills, distinguishable by lightness too (terrain patterns add a second cue).
enum class Terrain { kPlains, kForest, kHills, kMountains, kWater, kDesert, kSwamp, kSnow };
inline constexpr int kTerrainCount = 8;
Color terrain_color(Terrain terrain);

// How a seat shows: name, colour and symbol (never colour alone), and who plays it.
struct SeatLook {
  std::string name;
  Color color;
  Symbol symbol = Symbol::kCircle;
  std::string bot;  // "" = human, else the title's bot kind
};

}  // namespace sb::ui
