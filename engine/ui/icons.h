#pragma once
// Pictures on the table: the project's icon set (assets/icons/*.svg, compiled in: engine/content/
// art.h) rasterized by SDL_image at the pixel size a layout asks for, content art (PNG or SVG files
// a card names with `art:`), and the emblem a card shows when it has no art or its art will not
// load. Counts and costs read as "2 [grain] 1 [ore]": write_counts lays them out in a Pen's
// block, the word standing in for any icon that cannot be drawn (never a crash, never a gap).
//
// A view owns one PictureCache (textures belong to the renderer: like a RenderCache, the view is
// gone before its renderer). Entries are per name and pixel size, so a DPI or scale change makes
// new ones; entries not drawn for a while are dropped.
#include <SDL.h>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "engine/content/art.h"
#include "engine/ui/geometry.h"
#include "engine/ui/palette.h"
#include "engine/ui/pen.h"

namespace sb::ui {

class PictureCache {
 public:
  PictureCache() = default;
  PictureCache(const PictureCache&) = delete;
  PictureCache& operator=(const PictureCache&) = delete;
  ~PictureCache();

  // The icon `name` rasterized at px x px; null when there is no such icon or it did not decode.
  SDL_Texture* icon(SDL_Renderer* r, std::string_view name, int px);
  // The art as a texture: an SVG rasterized to fit w x h, a PNG as it is. Null when it fails (the
  // caller draws the emblem). A reloaded file (another bytes_hash) is a new entry.
  SDL_Texture* art(SDL_Renderer* r, const engine::ArtRef& art, int w, int h);
  // The emblem's ground and pattern for `id` drawn once into a w x h texture (null: the renderer
  // has no render targets; draw_emblem then draws the shapes itself).
  SDL_Texture* emblem(SDL_Renderer* r, std::string_view id, int w, int h);
  // Drops entries not asked for in the last kKeepCalls frames; call once a drawn frame.
  void end_frame();
  void clear();
  size_t size() const { return entries_.size(); }
  // How many rasterizations have run (tests: a second ask at the same size is a cache hit).
  int loads() const { return loads_; }

 private:
  static constexpr uint64_t kKeepFrames = 600;
  struct Entry {
    SDL_Texture* texture = nullptr;  // null: tried and failed (not retried every frame)
    uint64_t last_used = 0;
  };
  using Key = std::tuple<std::string, uint64_t, int, int>;
  SDL_Texture* lookup(SDL_Renderer* r, const Key& key, const std::function<SDL_Surface*()>& load);
  SDL_Renderer* renderer_ = nullptr;
  std::map<Key, Entry> entries_;
  uint64_t frame_ = 0;
  int loads_ = 0;
};

// Draws `texture` fitted (aspect kept) and centred in `box`.
void draw_fitted(SDL_Renderer* r, SDL_Texture* texture, Rect box);

// [SECTION] emblems: a card without art
struct EmblemLook {
  Color ground, ink;
  int pattern = 0;  // 0 stripes, 1 dots, 2 chevrons, 3 checks, 4 rings, 5 diamonds
  std::string initials;
};
inline constexpr int kEmblemPatterns = 6;
// Deterministic from the id alone: the same id gives the same emblem on every machine.
EmblemLook emblem_for(std::string_view id);
// "W01" -> "W1", "bay_colony" -> "BC", "e12" -> "E12", "L3" -> "L3".
std::string emblem_initials(std::string_view id);
// With a cache, the pattern is drawn once into a texture (per id and size) and copied.
void draw_emblem(const Pen& p, Rect box, std::string_view id, PictureCache* pictures = nullptr);

// [SECTION] icon counts
struct IconCount {
  std::string icon;  // an icon name ("" = words only)
  int count = 0;
  std::string word;  // what stands in when the icon cannot be drawn ("Grain")
};
// "2 [grain]  1 [ore]" wrapped to w; a count of 1 is still written. With no cache, no renderer
// or a missing icon, "2 Grain". Returns the height.
float write_counts(const Pen& p, PictureCache* pictures, float x, float y, float w, const std::vector<IconCount>& items,
                   int px, Color ink, bool draw);
// The same after a small label ("Cost", "Resources"), at the Pen's small size; the label goes on
// a line of its own when the block is too narrow for both.
float write_labelled_counts(const Pen& p, PictureCache* pictures, float x, float y, float w, const std::string& label,
                            const std::vector<IconCount>& items, Color ink, bool draw);
// The icon's side for text of `px`: as tall as the line.
inline int icon_px_for(int text_px) { return text_px * 5 / 4; }

}  // namespace sb::ui
