#pragma once
// A pen for tables drawn as blocks of words: text measured before it is drawn (so a block can be
// sized, then its paper drawn, then its words), drawing skipped outside the visible area, and the
// same layout without a font (the room a line would take), so layouts do not depend on the machine.
// Titles' board drawers share it (Six Winters, Winter Quarters).
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/ui/draw.h"
#include "engine/ui/geometry.h"
#include "engine/ui/palette.h"
#include "engine/ui/text.h"

namespace sb::ui {

struct Pen {
  SDL_Renderer* r;
  TextCache* text;
  Rect clip;  // drawing outside it is skipped (not clipped: the caller sets the renderer's clip)
  int body_px, small_px, head_px;
  float line;  // body line height
  float gap;   // between blocks

  bool visible(float y, float h) const { return y + h >= clip.y && y <= clip.y + clip.h; }
  bool has_font() const { return text && text->ok(); }
  // Height of `s` wrapped to `w`; drawn at (x, y) when `draw`.
  float write(float x, float y, float w, const std::string& s, int px, Color c, bool bold = false,
              bool draw = true) const {
    if (s.empty()) return 0;
    if (!has_font()) {  // no font: the same room, so the layout does not depend on the machine
      const float per_line = std::max(1.0f, w / (static_cast<float>(px) * 0.55f));
      return std::ceil(static_cast<float>(s.size()) / per_line) * static_cast<float>(px) * 1.2f;
    }
    const Vec2 size = text->measure(s, px, bold, static_cast<int>(w));
    if (draw && visible(y, size.y)) text->draw({x, y}, s, px, c, Align::kLeft, bold, static_cast<int>(w));
    return size.y;
  }
  // Width of `s` on one line (an estimate without a font).
  float width(const std::string& s, int px, bool bold = false) const {
    if (s.empty()) return 0;
    if (!has_font()) return static_cast<float>(s.size()) * static_cast<float>(px) * 0.55f;
    return text->measure(s, px, bold).x;
  }
  void rect(Rect box, float radius, Color c) const {
    if (visible(box.y, box.h)) fill_rounded_rect(r, box, radius, c);
  }
};

}  // namespace sb::ui
