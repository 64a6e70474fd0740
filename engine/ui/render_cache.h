#pragma once
// A screen-sized texture holding a table's last drawing, redrawn only when what it shows changed: a
// frame drawn for the panels alone (a finger scrolling a list, a hover, a tumbling die on top)
// copies one texture instead of drawing every card, hex and word again.
#include <SDL.h>

#include <functional>

#include "engine/ui/palette.h"

namespace sb::ui {

class RenderCache {
 public:
  RenderCache() = default;
  RenderCache(const RenderCache&) = delete;
  RenderCache& operator=(const RenderCache&) = delete;
  ~RenderCache();

  // Copies the cached drawing to the screen, first running `paint` into it (on a `clear` background)
  // when `changed`, or when the texture is new (first frame, another renderer or size). Where the
  // renderer has no render targets, `paint` draws straight to the screen every time.
  void draw(SDL_Renderer* r, int width, int height, bool changed, Color clear, const std::function<void()>& paint);
  // The next draw repaints whatever `changed` says (the view dropped what it showed).
  void invalidate() { valid_ = false; }

 private:
  SDL_Texture* texture_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool valid_ = false;
};

}  // namespace sb::ui
