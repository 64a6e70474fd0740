#include "engine/ui/platform.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdlib>

#include "engine/ui/metrics.h"


namespace sb::ui {

namespace {
std::string sdl_error(const char* what) {
  std::string message = std::string(what) + " failed: " + SDL_GetError();
  SDL_ClearError();
  return message;
}
}  // namespace

// [SECTION] SdlSession

std::unique_ptr<SdlSession> SdlSession::start(bool video, std::string& error) {
  std::unique_ptr<SdlSession> session(new SdlSession());
  Uint32 flags = SDL_INIT_EVENTS | SDL_INIT_TIMER | (video ? SDL_INIT_VIDEO : 0u);
  if (SDL_Init(flags) != 0) {
    error = sdl_error("SDL_Init");
    if (video) error += " (no display? run under xvfb-run, or set SDL_VIDEODRIVER=dummy for tests)";
    return nullptr;
  }
  session->sdl_ = true;
  // Game controllers (a pad on the sofa): opened as they are added (ImGuiLayer::process_event).
  // None, or no way to read them (a container, SDL_VIDEODRIVER=dummy), is not a problem.
  if (video && SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
    SDL_Log("game controllers unavailable: %s", SDL_GetError());
    SDL_ClearError();
  }
  if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
    error = std::string("IMG_Init(PNG) failed: ") + IMG_GetError();
    return nullptr;
  }
  session->img_ = true;
  if (TTF_Init() != 0) {
    error = std::string("TTF_Init failed: ") + TTF_GetError();
    return nullptr;
  }
  session->ttf_ = true;
  // Finger events carry the touches; SDL's synthetic mouse copies are dropped by the router, but
  // there is no reason to ask for the reverse (mouse -> touch) copies at all.
  SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
  return session;
}

SdlSession::~SdlSession() {
  if (ttf_) TTF_Quit();
  if (img_) IMG_Quit();
  if (sdl_) SDL_Quit();
}

// [SECTION] Window

SDL_Rect display_area() {
  SDL_Rect area{0, 0, 0, 0};
  if (SDL_GetDisplayUsableBounds(0, &area) != 0 || area.w < 64 || area.h < 64) {
    SDL_DisplayMode mode;
    if (SDL_GetDesktopDisplayMode(0, &mode) == 0) area = {0, 0, mode.w, mode.h};
  }
  if (area.w < 64 || area.h < 64) area = {0, 0, 1280, 800};  // no display to ask (dummy drivers)
  return area;
}

std::unique_ptr<Window> Window::create(const WindowOptions& options, std::string& error) {
  std::unique_ptr<Window> w(new Window());
  w->dpi_override_ = options.dpi_override;
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
                 (options.hidden ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN);
  int width = options.width, height = options.height;
  if (width <= 0 || height <= 0) {
    const SDL_Rect area = display_area();
    width = area.w;
    height = area.h;
    flags |= SDL_WINDOW_MAXIMIZED;
  }
  w->window_ = SDL_CreateWindow(options.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                                flags);
  if (!w->window_) {
    error = sdl_error("SDL_CreateWindow");
    return nullptr;
  }
  Uint32 present = options.vsync ? static_cast<Uint32>(SDL_RENDERER_PRESENTVSYNC) : 0u;
  if (!options.software) {
    w->renderer_ = SDL_CreateRenderer(w->window_, -1, SDL_RENDERER_ACCELERATED | present);
    if (!w->renderer_) {
      // Not fatal: say why and fall back, so a player with a broken GPU driver still plays.
      SDL_Log("accelerated renderer unavailable (%s); using the software renderer", SDL_GetError());
      SDL_ClearError();
    }
  }
  if (!w->renderer_) {
    // Else SDL backs the software renderer's window surface by an accelerated renderer (on X11:
    // OpenGL, llvmpipe without a GPU): the driver --software is meant to skip, ~110 MB more RSS
    // and a slower frame. An SDL_FRAMEBUFFER_ACCELERATION set in the environment still wins.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    w->renderer_ = SDL_CreateRenderer(w->window_, -1, SDL_RENDERER_SOFTWARE);
    w->software_ = true;
    if (!w->renderer_) {
      error = sdl_error("SDL_CreateRenderer(software)");
      return nullptr;
    }
  }
  if (SDL_SetRenderDrawBlendMode(w->renderer_, SDL_BLENDMODE_BLEND) != 0) {
    error = sdl_error("SDL_SetRenderDrawBlendMode");
    return nullptr;
  }
  return w;
}

Window::~Window() {
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
}

int Window::pixel_width() const {
  int w = 0, h = 0;
  if (SDL_GetRendererOutputSize(renderer_, &w, &h) != 0) SDL_GetWindowSize(window_, &w, &h);
  return w;
}

int Window::pixel_height() const {
  int w = 0, h = 0;
  if (SDL_GetRendererOutputSize(renderer_, &w, &h) != 0) SDL_GetWindowSize(window_, &w, &h);
  return h;
}

float Window::pixel_ratio() const {
  int ww = 0, wh = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  return ww > 0 ? static_cast<float>(pixel_width()) / static_cast<float>(ww) : 1.0f;
}

float Window::dpi() const {
  if (dpi_override_ > 0) return dpi_override_;
  if (const char* env = std::getenv("SB_DPI"); env && *env) {
    float v = std::strtof(env, nullptr);
    if (sane_dpi(v) == v) return v;
  }
  int display = SDL_GetWindowDisplayIndex(window_);
  if (display < 0) display = 0;
  float ddpi = 0, hdpi = 0, vdpi = 0;
  if (SDL_GetDisplayDPI(display, &ddpi, &hdpi, &vdpi) == 0 && sane_dpi(hdpi) == hdpi) {
    // Where the OS reports DPI in window coordinates, physical pixels per inch are that x ratio.
    return hdpi * (pixel_ratio() > 1.01f ? pixel_ratio() : 1.0f);
  }
  SDL_ClearError();
  SDL_DisplayMode mode{};
  if (SDL_GetDesktopDisplayMode(display, &mode) != 0) {
    SDL_ClearError();
    return kFallbackDpi;
  }
  return guess_dpi(mode.w);
}

std::string Window::renderer_name() const {
  SDL_RendererInfo info{};
  if (SDL_GetRendererInfo(renderer_, &info) != 0) return "unknown";
  return info.name ? info.name : "unknown";
}

// [SECTION] Offscreen

std::unique_ptr<Offscreen> Offscreen::create(int width, int height, std::string& error) {
  if (width <= 0 || height <= 0 || width > 16384 || height > 16384) {
    error = "offscreen size " + std::to_string(width) + "x" + std::to_string(height) +
            " is out of range (1..16384)";
    return nullptr;
  }
  std::unique_ptr<Offscreen> o(new Offscreen());
  o->surface_ = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGB888);
  if (!o->surface_) {
    error = sdl_error("SDL_CreateRGBSurfaceWithFormat");
    return nullptr;
  }
  o->renderer_ = SDL_CreateSoftwareRenderer(o->surface_);
  if (!o->renderer_) {
    error = sdl_error("SDL_CreateSoftwareRenderer");
    return nullptr;
  }
  if (SDL_SetRenderDrawBlendMode(o->renderer_, SDL_BLENDMODE_BLEND) != 0) {
    error = sdl_error("SDL_SetRenderDrawBlendMode");
    return nullptr;
  }
  return o;
}

Offscreen::~Offscreen() {
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (surface_) SDL_FreeSurface(surface_);
}

Color Offscreen::pixel(int x, int y) const {
  if (x < 0 || y < 0 || x >= surface_->w || y >= surface_->h) return {0, 0, 0, 255};
  SDL_LockSurface(surface_);
  const auto* row = static_cast<const uint8_t*>(surface_->pixels) + y * surface_->pitch;
  Uint32 value = reinterpret_cast<const Uint32*>(row)[x];
  SDL_UnlockSurface(surface_);
  Color c;
  SDL_GetRGBA(value, surface_->format, &c.r, &c.g, &c.b, &c.a);
  return c;
}

bool Offscreen::save_png(const std::string& path, std::string& error) const {
  return sb::ui::save_png(renderer_, surface_->w, surface_->h, path, error);
}

// [SECTION] PNG

bool render_to_png(int width, int height, const std::function<void(SDL_Renderer*, int, int)>& draw,
                   const std::string& path, std::string& error) {
  auto target = Offscreen::create(width, height, error);
  if (!target) return false;
  draw(target->renderer(), width, height);
  return target->save_png(path, error);
}

bool save_png(SDL_Renderer* renderer, int width, int height, const std::string& path,
              std::string& error) {
  if (!renderer || width <= 0 || height <= 0) {
    error = "save_png: nothing to save (no renderer or empty size)";
    return false;
  }
  SDL_Surface* shot = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  if (!shot) {
    error = sdl_error("SDL_CreateRGBSurfaceWithFormat");
    return false;
  }
  bool ok = SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, shot->pixels,
                                 shot->pitch) == 0;
  if (!ok) {
    error = sdl_error("SDL_RenderReadPixels");
  } else if (IMG_SavePNG(shot, path.c_str()) != 0) {
    error = "cannot write " + path + ": " + IMG_GetError();
    ok = false;
  }
  SDL_FreeSurface(shot);
  return ok;
}

std::string save_folder() {
  if (const char* env = std::getenv("SEASONBOARD_SAVE_DIR"); env && *env) return env;
  if (char* pref = SDL_GetPrefPath("", "seasonboard")) {
    std::string path = pref;
    SDL_free(pref);
    return path;
  }
  return {};
}

}  // namespace sb::ui
