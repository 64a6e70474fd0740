#include "engine/ui/render_cache.h"
#include "engine/ui/raster.h"

namespace sb::ui {

RenderCache::~RenderCache() {
  if (texture_) SDL_DestroyTexture(texture_);
}

void RenderCache::draw(SDL_Renderer* r, int width, int height, bool changed, Color clear,
                       const std::function<void()>& paint) {
  int w = 0, h = 0;
  if (texture_) SDL_QueryTexture(texture_, nullptr, nullptr, &w, &h);
  if (texture_ && (renderer_ != r || w != width || h != height)) {
    SDL_DestroyTexture(texture_);
    texture_ = nullptr;
  }
  if (!texture_ && width > 0 && height > 0) {
    texture_ = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width, height);
    renderer_ = r;
    valid_ = false;
  }
  if (!texture_) {  // no render targets: draw every frame
    paint();
    return;
  }
  if (changed || !valid_) {
    SDL_Texture* previous = SDL_GetRenderTarget(r);
    SDL_SetRenderTarget(r, texture_);
    SDL_SetRenderDrawColor(r, clear.r, clear.g, clear.b, 255);
    SDL_RenderClear(r);
    paint();
    SDL_SetRenderTarget(r, previous);
    valid_ = true;
  }
  if (rasterizing()) SDL_RenderCopy(r, texture_, nullptr, nullptr);
}

}  // namespace sb::ui
