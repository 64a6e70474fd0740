#pragma once
// SDL setup with every call checked: the library session, a resizable high-DPI window with an
// accelerated renderer (or the software one), an offscreen surface renderer for tests and
// screenshots, and PNG saving. Failures are values with plain messages, never exceptions.
#include <SDL.h>

#include <functional>
#include <memory>
#include <string>

#include "engine/ui/palette.h"

namespace sb::ui {

// SDL, SDL_image (PNG) and SDL_ttf initialised once; released in reverse order on destruction.
class SdlSession {
 public:
  // `video` false initialises only what offscreen rendering needs (no display required).
  static std::unique_ptr<SdlSession> start(bool video, std::string& error);
  ~SdlSession();
  SdlSession(const SdlSession&) = delete;
  SdlSession& operator=(const SdlSession&) = delete;

 private:
  SdlSession() = default;
  bool sdl_ = false, img_ = false, ttf_ = false;
};

struct WindowOptions {
  std::string title = "Seasonboard";
  // Window (logical) size; the drawable may be larger on high-DPI screens. 0x0: the display's
  // usable area (maximised), so a large screen is not left with a small window.
  int width = 1280;
  int height = 800;
  bool software = false;  // --software: skip the GPU driver (old drivers, VMs, CI)
  bool vsync = true;
  bool hidden = false;
  float dpi_override = 0;  // > 0 replaces the display's reported DPI (--dpi)
};

// The first display's usable area (without panels and docks), or its desktop mode, else 1280x800.
SDL_Rect display_area();

class Window {
 public:
  static std::unique_ptr<Window> create(const WindowOptions& options, std::string& error);
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  SDL_Window* sdl() const { return window_; }
  SDL_Renderer* renderer() const { return renderer_; }
  // Renderer output size in physical pixels: the one coordinate space of the table and ImGui.
  int pixel_width() const;
  int pixel_height() const;
  // Physical pixels per window coordinate (2 on a Retina Mac, 1 on X11/Windows).
  float pixel_ratio() const;
  float dpi() const;
  bool software() const { return software_; }
  std::string renderer_name() const;

 private:
  Window() = default;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool software_ = false;
  float dpi_override_ = 0;
};

// Renders into an SDL_Surface with SDL_CreateSoftwareRenderer: no window, no display.
class Offscreen {
 public:
  static std::unique_ptr<Offscreen> create(int width, int height, std::string& error);
  ~Offscreen();
  Offscreen(const Offscreen&) = delete;
  Offscreen& operator=(const Offscreen&) = delete;

  SDL_Renderer* renderer() const { return renderer_; }
  SDL_Surface* surface() const { return surface_; }
  int width() const { return surface_->w; }
  int height() const { return surface_->h; }
  Color pixel(int x, int y) const;  // what was rendered there (opaque black outside)
  bool save_png(const std::string& path, std::string& error) const;

 private:
  Offscreen() = default;
  SDL_Surface* surface_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
};

// Renders one frame offscreen with `draw(renderer, width, height)` and writes it as PNG: the
// `seasonboard screenshot` path. Needs an SdlSession (SDL_ttf for text).
bool render_to_png(int width, int height, const std::function<void(SDL_Renderer*, int, int)>& draw,
                   const std::string& path, std::string& error);

// Reads back the w x h render target of any renderer and writes it as PNG.
bool save_png(SDL_Renderer* renderer, int width, int height, const std::string& path,
              std::string& error);

// The user's save folder as SDL names it (SDL_GetPrefPath("", "seasonboard"): on Linux
// $XDG_DATA_HOME/seasonboard or ~/.local/share/seasonboard); $SEASONBOARD_SAVE_DIR wins. Empty when
// SDL cannot name one.
std::string save_folder();

}  // namespace sb::ui
