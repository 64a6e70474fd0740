#include "engine/ui/palette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace sb::ui {

namespace {
uint8_t lerp8(uint8_t a, uint8_t b, float t) {
  return static_cast<uint8_t>(std::lround(a + (b - a) * std::clamp(t, 0.0f, 1.0f)));
}
float linear(uint8_t c) {
  float s = c / 255.0f;
  return s <= 0.03928f ? s / 12.92f : std::pow((s + 0.055f) / 1.055f, 2.4f);
}
}  // namespace

Color mix(Color a, Color b, float t) {
  return {lerp8(a.r, b.r, t), lerp8(a.g, b.g, t), lerp8(a.b, b.b, t), lerp8(a.a, b.a, t)};
}
Color darker(Color c, float amount) { return mix(c, Color{0, 0, 0, c.a}, amount); }
Color lighter(Color c, float amount) { return mix(c, Color{255, 255, 255, c.a}, amount); }
Color with_alpha(Color c, uint8_t alpha) { return {c.r, c.g, c.b, alpha}; }

float luminance(Color c) { return 0.2126f * linear(c.r) + 0.7152f * linear(c.g) + 0.0722f * linear(c.b); }

Color ink_on(Color background) {
  // Contrast against black vs white: pick the larger ratio.
  float l = luminance(background);
  float vs_black = (l + 0.05f) / 0.05f;
  float vs_white = 1.05f / (l + 0.05f);
  return vs_black >= vs_white ? pal::kInk : Color{255, 255, 255, 255};
}

int color_distance2(Color a, Color b) {
  int dr = a.r - b.r, dg = a.g - b.g, db = a.b - b.b;
  return dr * dr + dg * dg + db * db;
}

Color seat_color(int seat) {
  // Okabe & Ito's colour-universal-design set, moved as little as it took for every pair of the eight
  // to stay at least 16 CIEDE2000 apart under simulated deuteranopia, protanopia and tritanopia
  // (Machado et al. 2009, full severity), and 21 from the table's cloth: Okabe-Ito as published
  // gave 11.6 between orange and yellow to a deutan eye. tests/app_screen/test_seat_colours.cpp
  // measures it.
  static constexpr std::array<Color, kSeatPaletteSize> kSeatColours = {
      rgb(0xE69F00),  // orange
      rgb(0x47BCFD),  // sky blue
      rgb(0x059A6D),  // bluish green
      rgb(0xFFFB6A),  // yellow
      rgb(0x0162AF),  // blue
      rgb(0xC65800),  // vermillion
      rgb(0xAE7DA7),  // reddish purple
      rgb(0xB3AFAC),  // grey (Okabe-Ito black, lifted to show on the dark table)
  };
  int i = ((seat % kSeatPaletteSize) + kSeatPaletteSize) % kSeatPaletteSize;
  return kSeatColours[static_cast<size_t>(i)];
}

Color seat_color(int seat, SeatPalette palette) {
  if (palette == SeatPalette::kColourBlindSafe) return seat_color(seat);
  static constexpr std::array<Color, kSeatPaletteSize> kClassic = {
      rgb(0xD32F2F), rgb(0x1E63C8), rgb(0x2E9E3F), rgb(0xF2C618),
      rgb(0x8E44AD), rgb(0xF57C00), rgb(0xECECEC), rgb(0x6D4C41),
  };
  int i = ((seat % kSeatPaletteSize) + kSeatPaletteSize) % kSeatPaletteSize;
  return kClassic[static_cast<size_t>(i)];
}

Symbol seat_symbol(int seat) {
  static constexpr std::array<Symbol, kSeatSymbolCount> kOrder = {
      Symbol::kCircle, Symbol::kTriangle, Symbol::kSquare, Symbol::kDiamond,
      Symbol::kStar,   Symbol::kCross,    Symbol::kHexagon, Symbol::kPlus};
  int i = ((seat % kSeatSymbolCount) + kSeatSymbolCount) % kSeatSymbolCount;
  return kOrder[static_cast<size_t>(i)];
}

std::string_view symbol_name(Symbol symbol) {
  switch (symbol) {
    case Symbol::kCircle: return "circle";
    case Symbol::kTriangle: return "triangle";
    case Symbol::kSquare: return "square";
    case Symbol::kDiamond: return "diamond";
    case Symbol::kStar: return "star";
    case Symbol::kCross: return "cross";
    case Symbol::kHexagon: return "hexagon";
    case Symbol::kPlus: return "plus";
    case Symbol::kNone: return "none";
  }
  return "none";
}

Color terrain_color(Terrain terrain) {
  switch (terrain) {
    case Terrain::kPlains: return rgb(0xB8C77A);
    case Terrain::kForest: return rgb(0x4F7A45);
    case Terrain::kHills: return rgb(0xA68A5B);
    case Terrain::kMountains: return rgb(0x8A8580);
    case Terrain::kWater: return rgb(0x4C86B0);
    case Terrain::kDesert: return rgb(0xE2CC8A);
    case Terrain::kSwamp: return rgb(0x6E7B5A);
    case Terrain::kSnow: return rgb(0xE8EEF2);
  }
  return rgb(0xB8C77A);
}

}  // namespace sb::ui
