#include "engine/ui/text.h"
#include "engine/ui/raster.h"

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace sb::ui {

namespace {

bool is_file(const std::string& path) {
  std::error_code ec;
  return !path.empty() && std::filesystem::is_regular_file(path, ec);
}

std::string env_text(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

}  // namespace

std::vector<UiFontCandidate> ui_font_candidates() {
  std::string windir = env_text("WINDIR");
  const std::string windows_fonts = (windir.empty() ? std::string("C:/Windows") : windir) + "/Fonts/";
  // DejaVu Sans first, wherever it is usually installed: by the distribution on Linux, by hand on
  // macOS (for everyone or one user) and Windows (for everyone or one user).
  std::vector<std::string> dejavu_dirs = {
      "/usr/share/fonts/truetype/dejavu/",  // Debian, Ubuntu (fonts-dejavu-core)
      "/usr/share/fonts/dejavu/",           // Fedora, Arch
      "/usr/share/fonts/TTF/",
      "/usr/local/share/fonts/",
      "/Library/Fonts/",
  };
  if (std::string home = env_text("HOME"); !home.empty()) dejavu_dirs.push_back(home + "/Library/Fonts/");
  dejavu_dirs.push_back(windows_fonts);
  if (std::string local = env_text("LOCALAPPDATA"); !local.empty())
    dejavu_dirs.push_back(local + "/Microsoft/Windows/Fonts/");
  std::vector<UiFontCandidate> out;
  for (const std::string& dir : dejavu_dirs)
    out.push_back({"DejaVu Sans", dir + "DejaVuSans.ttf", dir + "DejaVuSans-Bold.ttf"});
  // Then what the systems ship, so the table has text out of the box: Windows, then macOS.
  out.push_back({"Segoe UI", windows_fonts + "segoeui.ttf", windows_fonts + "segoeuib.ttf"});
  out.push_back({"Arial", windows_fonts + "arial.ttf", windows_fonts + "arialbd.ttf"});
  out.push_back({"Arial", "/System/Library/Fonts/Supplemental/Arial.ttf",
                 "/System/Library/Fonts/Supplemental/Arial Bold.ttf"});
  out.push_back({"Arial Unicode", "/System/Library/Fonts/Supplemental/Arial Unicode.ttf", ""});
  out.push_back({"Arial Unicode", "/Library/Fonts/Arial Unicode.ttf", ""});
  return out;
}

UiFont first_ui_font(const std::vector<UiFontCandidate>& candidates) {
  for (const UiFontCandidate& c : candidates)
    if (is_file(c.regular)) return {c.name, c.regular, is_file(c.bold) ? c.bold : c.regular};
  return {};
}

UiFont find_ui_fonts() {
  UiFont family = first_ui_font(ui_font_candidates());
  // $SB_FONT replaces the regular face; bold stays the family's (or $SB_FONT when there is none).
  if (std::string chosen = env_text("SB_FONT"); is_file(chosen))
    return {"$SB_FONT", chosen, family.found() ? family.bold : chosen};
  return family;
}

std::string find_ui_font(bool bold) {
  const UiFont font = find_ui_fonts();
  return bold ? font.bold : font.regular;
}

std::string ui_font_note(const UiFont& font) {
  std::string note;
  if (std::string chosen = env_text("SB_FONT"); !chosen.empty() && !is_file(chosen))
    note = "$SB_FONT names no font file (" + chosen + "); ";
  if (!font.found())
    return note + "no UI font found: DejaVu Sans, Segoe UI and Arial are all missing (install "
                  "fonts-dejavu-core, or set SB_FONT to a .ttf file)";
  if (font.name != "DejaVu Sans" && font.name != "$SB_FONT")
    note += "DejaVu Sans not found; using " + font.name + " (" + font.regular + ")";
  else if (!note.empty())
    note += "using " + font.name + " (" + font.regular + ")";
  return note;
}

TextCache::TextCache(SDL_Renderer* renderer, std::string font_path) : renderer_(renderer) {
  const UiFont found = find_ui_fonts();
  regular_path_ = font_path.empty() ? found.regular : std::move(font_path);
  bold_path_ = found.bold.empty() ? regular_path_ : found.bold;
  if (regular_path_.empty()) error_ = ui_font_note(found) + "; table text is not drawn";
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
  if (rasterizing()) SDL_RenderCopyF(renderer_, e->texture, nullptr, &dst);
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
