#pragma once
// Text on the table through SDL_ttf, with a texture cache: strings are rasterised once in white
// and tinted at draw time, and entries unused for a while are evicted.
#include <SDL.h>
#include <SDL_ttf.h>

#include <map>
#include <string>
#include <string_view>
#include <tuple>

#include "engine/ui/geometry.h"
#include "engine/ui/palette.h"

namespace sb::ui {

// DejaVu Sans, found at run time: $SB_FONT, then the usual Linux, macOS and Windows places.
// Returns "" when none exists; callers fall back (ImGui's built-in font, 7-segment digits).
std::string find_ui_font(bool bold = false);

enum class Align { kLeft, kCenter, kRight };

class TextCache {
 public:
  // An empty path searches with find_ui_font(). Never fails hard: check ok() / error().
  TextCache(SDL_Renderer* renderer, std::string font_path = {});
  ~TextCache();
  TextCache(const TextCache&) = delete;
  TextCache& operator=(const TextCache&) = delete;

  bool ok() const { return !regular_path_.empty(); }
  const std::string& error() const { return error_; }

  struct Entry {
    SDL_Texture* texture = nullptr;
    int w = 0, h = 0;
    uint64_t last_used = 0;
  };
  // wrap_px > 0 wraps lines to that width. nullptr when the font is missing or the text empty.
  const Entry* get(std::string_view text, int px, bool bold = false, int wrap_px = 0);
  Vec2 measure(std::string_view text, int px, bool bold = false, int wrap_px = 0);
  // Draws with the top-left (kLeft), top-centre or top-right at `pos`; returns the size drawn.
  Vec2 draw(Vec2 pos, std::string_view text, int px, Color color, Align align = Align::kLeft,
            bool bold = false, int wrap_px = 0);
  // Same, vertically centred on pos.y.
  Vec2 draw_centered(Vec2 pos, std::string_view text, int px, Color color, bool bold = false);

  // Call once per rendered frame: evicts strings not drawn for `kKeepFrames` frames.
  void end_frame();
  size_t cached() const { return entries_.size(); }

 private:
  static constexpr uint64_t kKeepFrames = 240;
  TTF_Font* font(int px, bool bold);

  SDL_Renderer* renderer_;
  std::string regular_path_, bold_path_, error_;
  std::map<std::pair<int, bool>, TTF_Font*> fonts_;
  std::map<std::tuple<std::string, int, bool, int>, Entry> entries_;
  uint64_t frame_ = 0;
};

}  // namespace sb::ui
