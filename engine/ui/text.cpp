#include "engine/ui/text.h"

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace sb::ui {

std::string find_ui_font(bool bold) {
  if (const char* env = std::getenv("SB_FONT"); env && *env && !bold) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(env, ec)) return env;
  }
  const char* file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
  const std::vector<std::string> dirs = {
      "/usr/share/fonts/truetype/dejavu/",  // Debian, Ubuntu (fonts-dejavu-core)
      "/usr/share/fonts/dejavu/",           // Fedora, Arch
      "/usr/share/fonts/TTF/",
      "/usr/local/share/fonts/",
      "/Library/Fonts/",
      "C:/Windows/Fonts/",
  };
  for (const std::string& dir : dirs) {
    std::error_code ec;
    std::string path = dir + file;
    if (std::filesystem::is_regular_file(path, ec)) return path;
  }
  return {};
}

TextCache::TextCache(SDL_Renderer* renderer, std::string font_path) : renderer_(renderer) {
  regular_path_ = font_path.empty() ? find_ui_font(false) : std::move(font_path);
  bold_path_ = find_ui_font(true);
  if (bold_path_.empty()) bold_path_ = regular_path_;
  if (regular_path_.empty()) {
    error_ = "DejaVu Sans not found (install fonts-dejavu-core, or set SB_FONT to a .ttf file); "
             "table text is not drawn";
  }
}

TextCache::~TextCache() {
  for (auto& [key, entry] : entries_) SDL_DestroyTexture(entry.texture);
  for (auto& [key, f] : fonts_) TTF_CloseFont(f);
}

TTF_Font* TextCache::font(int px, bool bold) {
  if (!ok()) return nullptr;
  auto key = std::make_pair(px, bold);
  if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
  TTF_Font* f = TTF_OpenFont((bold ? bold_path_ : regular_path_).c_str(), px);
  if (!f) {
    error_ = std::string("TTF_OpenFont failed: ") + TTF_GetError();
    return nullptr;
  }
  fonts_[key] = f;
  return f;
}

const TextCache::Entry* TextCache::get(std::string_view text, int px, bool bold, int wrap_px) {
  if (text.empty() || px <= 0) return nullptr;
  auto key = std::make_tuple(std::string(text), px, bold, wrap_px);
  if (auto it = entries_.find(key); it != entries_.end()) {
    it->second.last_used = frame_;
    return &it->second;
  }
  TTF_Font* f = font(px, bold);
  if (!f) return nullptr;
  const SDL_Color white{255, 255, 255, 255};
  const std::string& s = std::get<0>(key);
  SDL_Surface* surface = wrap_px > 0
                             ? TTF_RenderUTF8_Blended_Wrapped(f, s.c_str(), white, static_cast<Uint32>(wrap_px))
                             : TTF_RenderUTF8_Blended(f, s.c_str(), white);
  if (!surface) {
    error_ = std::string("TTF_RenderUTF8 failed: ") + TTF_GetError();
    return nullptr;
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  Entry entry{texture, surface->w, surface->h, frame_};
  SDL_FreeSurface(surface);
  if (!texture) {
    error_ = std::string("SDL_CreateTextureFromSurface failed: ") + SDL_GetError();
    return nullptr;
  }
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return &(entries_[key] = entry);
}

Vec2 TextCache::measure(std::string_view text, int px, bool bold, int wrap_px) {
  const Entry* e = get(text, px, bold, wrap_px);
  return e ? Vec2{static_cast<float>(e->w), static_cast<float>(e->h)} : Vec2{};
}

Vec2 TextCache::draw(Vec2 pos, std::string_view text, int px, Color color, Align align, bool bold,
                     int wrap_px) {
  const Entry* e = get(text, px, bold, wrap_px);
  if (!e) return {};
  float x = pos.x;
  if (align == Align::kCenter) x -= e->w * 0.5f;
  if (align == Align::kRight) x -= static_cast<float>(e->w);
  SDL_SetTextureColorMod(e->texture, color.r, color.g, color.b);
  SDL_SetTextureAlphaMod(e->texture, color.a);
  SDL_FRect dst{std::round(x), std::round(pos.y), static_cast<float>(e->w), static_cast<float>(e->h)};
  SDL_RenderCopyF(renderer_, e->texture, nullptr, &dst);
  return {static_cast<float>(e->w), static_cast<float>(e->h)};
}

Vec2 TextCache::draw_centered(Vec2 pos, std::string_view text, int px, Color color, bool bold) {
  const Entry* e = get(text, px, bold, 0);
  if (!e) return {};
  return draw({pos.x, pos.y - e->h * 0.5f}, text, px, color, Align::kCenter, bold, 0);
}

void TextCache::end_frame() {
  ++frame_;
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (frame_ - it->second.last_used > kKeepFrames) {
      SDL_DestroyTexture(it->second.texture);
      it = entries_.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace sb::ui
