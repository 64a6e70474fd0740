#pragma once
// Whether a frame reaches the pixels (on by default). The frame is built the same way either way:
// layout, touch targets, the frame's words and their clipping, the views' caches. Only the hand-over
// to SDL_Renderer (triangles, text textures, Dear ImGui's draw lists) is skipped.
//
// Tests that play whole games by synthetic touch read touch targets and words, never pixels, and
// spent 98% of their time in SDL's software rasterizer (perf, Six Winters' whole session by touch);
// they turn it off for their length with NoRaster. Screenshots and pixel tests keep it on.
namespace sb::ui {

bool rasterizing();
void set_rasterizing(bool on);

struct NoRaster {
  bool was = rasterizing();
  NoRaster() { set_rasterizing(false); }
  ~NoRaster() { set_rasterizing(was); }
  NoRaster(const NoRaster&) = delete;
  NoRaster& operator=(const NoRaster&) = delete;
};

}  // namespace sb::ui
