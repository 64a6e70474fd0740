#pragma once
// Text on the table through SDL_ttf, with a texture cache: strings are rasterised once in white
// and tinted at draw time, and entries unused for a while are evicted.
#include <SDL.h>
#include <SDL_ttf.h>

#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "engine/ui/geometry.h"
#include "engine/ui/palette.h"

namespace sb::ui {

// The UI font, found at run time (the one finder for SDL_ttf text and ImGui): $SB_FONT, then
// DejaVu Sans (Linux: fonts-dejavu-core; or installed by hand), then the fonts Windows and macOS ship
// (Segoe UI, Arial). `name` says which ("DejaVu Sans", "Arial", "$SB_FONT"); `regular` is empty when
// none exists, and `bold` is the family's bold face, else the regular file.
struct UiFont {
  std::string name, regular, bold;
  bool found() const { return !regular.empty(); }
};
struct UiFontCandidate {
  std::string name, regular, bold;  // files; bold may be empty (the regular face is used)
};
// Where the fonts are looked for, in order ($WINDIR names Windows' folder when set).
std::vector<UiFontCandidate> ui_font_candidates();
// The first candidate whose regular file exists (tests pass their own list).
UiFont first_ui_font(const std::vector<UiFontCandidate>& candidates);
UiFont find_ui_fonts();
// The file of find_ui_fonts(); "" when none exists (callers fall back: ImGui's built-in font,
// 7-segment digits).
std::string find_ui_font(bool bold = false);
// What to tell the user about the font in use: "" for DejaVu Sans (or $SB_FONT), else which font
// stands in for it, or that none was found and how to get one.
std::string ui_font_note(const UiFont& font);

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
