#include "engine/ui/icons.h"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>

#include "engine/content/yaml_reader.h"
#include "engine/ui/draw.h"

namespace sb::ui {

// [SECTION] the cache

PictureCache::~PictureCache() { clear(); }

void PictureCache::clear() {
  for (auto& [key, entry] : entries_)
    if (entry.texture) SDL_DestroyTexture(entry.texture);
  entries_.clear();
}

void PictureCache::end_frame() {
  ++frame_;
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (frame_ - it->second.last_used > kKeepFrames) {
      if (it->second.texture) SDL_DestroyTexture(it->second.texture);
      it = entries_.erase(it);
    } else {
      ++it;
    }
  }
}

SDL_Texture* PictureCache::lookup(SDL_Renderer* r, const Key& key, const std::function<SDL_Surface*()>& load) {
  if (!r) return nullptr;
  if (r != renderer_) {  // textures belong to one renderer
    clear();
    renderer_ = r;
  }
  auto it = entries_.find(key);
  if (it == entries_.end()) {
    Entry entry;
    ++loads_;
    if (SDL_Surface* surface = load()) {
      entry.texture = SDL_CreateTextureFromSurface(r, surface);
      if (entry.texture) SDL_SetTextureBlendMode(entry.texture, SDL_BLENDMODE_BLEND);
      SDL_FreeSurface(surface);
    }
    it = entries_.emplace(key, entry).first;
  }
  it->second.last_used = frame_;
  return it->second.texture;
}

SDL_Texture* PictureCache::icon(SDL_Renderer* r, std::string_view name, int px) {
  const engine::BuiltinIcon* found = engine::find_icon(name);
  if (!found || px <= 0) return nullptr;
  return lookup(r, {std::string(name), 0, px, px}, [&]() -> SDL_Surface* {
    SDL_RWops* rw = SDL_RWFromConstMem(found->svg.data(), static_cast<int>(found->svg.size()));
    if (!rw) return nullptr;
    SDL_Surface* s = IMG_LoadSizedSVG_RW(rw, px, px);
    SDL_RWclose(rw);
    return s;
  });
}

SDL_Texture* PictureCache::art(SDL_Renderer* r, const engine::ArtRef& art, int w, int h) {
  if (art.empty() || w <= 0 || h <= 0) return nullptr;
  std::string ext = art.file.extension().string();
  for (char& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  const bool svg = ext == ".svg";
  // A PNG is one texture whatever the box (the renderer scales it); an SVG is drawn for the box.
  const Key key{art.file.string(), art.bytes_hash, svg ? w : 0, svg ? h : 0};
  return lookup(r, key, [&]() -> SDL_Surface* {
    SDL_RWops* rw = SDL_RWFromFile(art.file.string().c_str(), "rb");
    if (!rw) return nullptr;
    SDL_Surface* s = svg ? IMG_LoadSizedSVG_RW(rw, w, h) : IMG_LoadTyped_RW(rw, 0, "PNG");
    SDL_RWclose(rw);
    return s;
  });
}

void draw_fitted(SDL_Renderer* r, SDL_Texture* texture, Rect box) {
  int tw = 0, th = 0;
  if (!texture || SDL_QueryTexture(texture, nullptr, nullptr, &tw, &th) != 0 || tw <= 0 || th <= 0) return;
  const float scale = std::min(box.w / static_cast<float>(tw), box.h / static_cast<float>(th));
  const float w = static_cast<float>(tw) * scale, h = static_cast<float>(th) * scale;
  const SDL_FRect dst{box.x + (box.w - w) * 0.5f, box.y + (box.h - h) * 0.5f, w, h};
  SDL_RenderCopyF(r, texture, nullptr, &dst);
}

// [SECTION] emblems

std::string emblem_initials(std::string_view id) {
  std::string letters, digits;
  bool start = true;
  for (char ch : id) {
    const unsigned char u = static_cast<unsigned char>(ch);
    if (std::isdigit(u)) {
      if (!(digits.empty() && ch == '0')) digits += ch;
      start = true;
    } else if (std::isalpha(u)) {
      if (start && letters.size() < 2) letters += static_cast<char>(std::toupper(u));
      start = false;
    } else {
      start = true;
    }
  }
  if (digits.empty() && std::find_if(id.begin(), id.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }) != id.end())
    digits = "0";
  std::string out = letters + digits;
  if (out.size() > 3) out = letters.substr(0, 1) + digits.substr(0, 2);
  return out.empty() ? "?" : out;
}

EmblemLook emblem_for(std::string_view id) {
  const uint64_t h = engine::fnv1a64(std::string(id));
  // Muted grounds from a 12-step hue wheel, light enough for dark ink on every one.
  static constexpr uint32_t kGrounds[] = {0xE8C9A0, 0xD7DDB0, 0xB9D8C2, 0xB3D3DC, 0xC3C8E6, 0xDCC3E0,
                                          0xE6BFC0, 0xEAD59E, 0xC9DDA6, 0xA9D0CC, 0xBCC9DD, 0xD8C6B4};
  EmblemLook look;
  look.ground = rgb(kGrounds[h % std::size(kGrounds)]);
  look.ink = darker(look.ground, 0.35f);
  look.pattern = static_cast<int>((h >> 8) % kEmblemPatterns);
  look.initials = emblem_initials(id);
  return look;
}

namespace {

// The emblem's ground and pattern (everything but the initials' disc).
void draw_emblem_pattern(SDL_Renderer* r, Rect box, const EmblemLook& look) {
  fill_rounded_rect(r, box, std::min(box.w, box.h) * 0.08f, look.ground);
  const float cell = std::max(6.0f, std::min(box.w, box.h) / 5.0f);
  const int cols = std::max(1, static_cast<int>(box.w / cell)), rows = std::max(1, static_cast<int>(box.h / cell));
  const float cw = box.w / static_cast<float>(cols), ch = box.h / static_cast<float>(rows);
  const float line = std::max(1.5f, cell * 0.12f);
  switch (look.pattern) {
    case 0:  // stripes
      for (int c = 0; c < cols; c += 2) {
        const float x = box.x + (static_cast<float>(c) + 0.5f) * cw;
        thick_line(r, {x, box.y + line}, {x, box.y + box.h - line}, cw * 0.45f, look.ink);
      }
      break;
    case 1:  // dots
      for (int rr = 0; rr < rows; ++rr)
        for (int c = 0; c < cols; ++c)
          fill_circle(r, {box.x + (static_cast<float>(c) + 0.5f) * cw, box.y + (static_cast<float>(rr) + 0.5f) * ch},
                      std::min(cw, ch) * 0.22f, look.ink);
      break;
    case 2:  // chevrons
      for (int rr = 0; rr < rows; ++rr) {
        const float y = box.y + static_cast<float>(rr) * ch;
        for (int c = 0; c < cols; ++c) {
          const float x = box.x + static_cast<float>(c) * cw;
          thick_line(r, {x + cw * 0.15f, y + ch * 0.3f}, {x + cw * 0.5f, y + ch * 0.7f}, line, look.ink, true);
          thick_line(r, {x + cw * 0.5f, y + ch * 0.7f}, {x + cw * 0.85f, y + ch * 0.3f}, line, look.ink, true);
        }
      }
      break;
    case 3:  // checks
      for (int rr = 0; rr < rows; ++rr)
        for (int c = 0; c < cols; ++c)
          if ((rr + c) % 2 == 0) {
            const Vec2 pts[] = {{box.x + c * cw, box.y + rr * ch},
                                {box.x + (c + 1) * cw, box.y + rr * ch},
                                {box.x + (c + 1) * cw, box.y + (rr + 1) * ch},
                                {box.x + c * cw, box.y + (rr + 1) * ch}};
            fill_polygon(r, pts, with_alpha(look.ink, 150), false);
          }
      break;
    case 4: {  // rings
      const Vec2 centre{box.x + box.w * 0.5f, box.y + box.h * 0.5f};
      const float big = std::min(box.w, box.h) * 0.48f;
      for (float rad = big; rad > cell * 0.5f; rad -= cell * 0.6f) ring(r, centre, rad, line, look.ink);
      break;
    }
    default:  // diamonds
      for (int rr = 0; rr < rows; ++rr)
        for (int c = 0; c < cols; ++c) {
          const float cx = box.x + (static_cast<float>(c) + 0.5f) * cw, cy = box.y + (static_cast<float>(rr) + 0.5f) * ch;
          const Vec2 pts[] = {{cx, cy - ch * 0.35f}, {cx + cw * 0.35f, cy}, {cx, cy + ch * 0.35f}, {cx - cw * 0.35f, cy}};
          fill_polygon(r, pts, look.ink, false);
        }
      break;
  }
}

}  // namespace

SDL_Texture* PictureCache::emblem(SDL_Renderer* r, std::string_view id, int w, int h) {
  if (!r || w <= 2 || h <= 2 || !SDL_RenderTargetSupported(r)) return nullptr;
  if (r != renderer_) {
    clear();
    renderer_ = r;
  }
  const Key key{"emblem:" + std::string(id), 0, w, h};
  auto it = entries_.find(key);
  if (it == entries_.end()) {
    ++loads_;
    Entry entry;
    entry.texture = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (entry.texture) {
      SDL_SetTextureBlendMode(entry.texture, SDL_BLENDMODE_BLEND);
      SDL_Texture* previous = SDL_GetRenderTarget(r);
      SDL_SetRenderTarget(r, entry.texture);
      SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
      SDL_RenderClear(r);
      draw_emblem_pattern(r, {0, 0, static_cast<float>(w), static_cast<float>(h)}, emblem_for(id));
      SDL_SetRenderTarget(r, previous);
    }
    it = entries_.emplace(key, entry).first;
  }
  it->second.last_used = frame_;
  return it->second.texture;
}

void draw_emblem(const Pen& p, Rect box, std::string_view id, PictureCache* pictures) {
  if (!p.visible(box.y, box.h) || box.w <= 2 || box.h <= 2) return;
  const EmblemLook look = emblem_for(id);
  SDL_Renderer* r = p.r;
  // The pattern is hundreds of shapes: drawn once into a texture where the renderer can.
  SDL_Texture* pattern = pictures ? pictures->emblem(r, id, static_cast<int>(box.w), static_cast<int>(box.h)) : nullptr;
  if (pattern) {
    const SDL_FRect dst{box.x, box.y, std::floor(box.w), std::floor(box.h)};
    SDL_RenderCopyF(r, pattern, nullptr, &dst);
  } else {
    draw_emblem_pattern(r, box, look);
  }
  const float line = std::max(1.5f, std::max(6.0f, std::min(box.w, box.h) / 5.0f) * 0.12f);
  // The initials on a disc of the ground colour, so they read over any pattern.
  const int px = std::max(10, static_cast<int>(std::min(box.h * 0.34f, box.w * 0.3f)));
  const float tw = p.width(look.initials, px, true);
  const float disc = std::max(tw * 0.5f + px * 0.35f, px * 0.75f);
  const Vec2 centre{box.x + box.w * 0.5f, box.y + box.h * 0.5f};
  fill_circle(r, centre, disc, lighter(look.ground, 0.45f));
  ring(r, centre, disc, line, look.ink);
  if (p.has_font()) p.text->draw_centered(centre, look.initials, px, pal::kInk, true);
}

// [SECTION] icon counts

float write_counts(const Pen& p, PictureCache* pictures, float x, float y, float w, const std::vector<IconCount>& items,
                   int px, Color ink, bool draw) {
  if (items.empty()) return 0;
  const int isz = icon_px_for(px);
  const float line_h = std::max(static_cast<float>(px) * 1.25f, static_cast<float>(isz) + 2.0f);
  const float gap = static_cast<float>(px) * 0.25f, space = static_cast<float>(px) * 0.7f;
  float cx = x, cy = y;
  bool first = true;
  for (const IconCount& item : items) {
    const std::string number = std::to_string(item.count);
    // The measure pass asks for the texture too (then cached), so both passes agree on the room.
    SDL_Texture* texture = pictures && p.r && !item.icon.empty() ? pictures->icon(p.r, item.icon, isz) : nullptr;
    const bool has_icon = texture != nullptr;
    const std::string words = has_icon ? number : number + " " + item.word;
    const float item_w = p.width(words, px, true) + (has_icon ? gap * 0.6f + static_cast<float>(isz) : 0.0f);
    if (!first && cx + space + item_w > x + w) {
      cx = x;
      cy += line_h;
    } else if (!first) {
      cx += space;
    }
    first = false;
    if (draw && p.visible(cy, line_h)) {
      const float ty = cy + (line_h - static_cast<float>(px) * 1.17f) * 0.5f;
      if (p.has_font()) p.text->draw({cx, ty}, words, px, ink, Align::kLeft, true);
      if (has_icon) {
        const Rect box{cx + p.width(words, px, true) + gap * 0.6f, cy + (line_h - static_cast<float>(isz)) * 0.5f,
                       static_cast<float>(isz), static_cast<float>(isz)};
        draw_fitted(p.r, texture, box);
      }
    }
    cx += item_w;
  }
  return cy + line_h - y;
}

float write_labelled_counts(const Pen& p, PictureCache* pictures, float x, float y, float w, const std::string& label,
                            const std::vector<IconCount>& items, Color ink, bool draw) {
  const float label_w = label.empty() ? 0.0f : p.width(label, p.small_px) + static_cast<float>(p.small_px) * 0.4f;
  if (label_w > w * 0.45f) {  // a narrow block: the label on its own line
    const float h = p.write(x, y, w, label, p.small_px, with_alpha(ink, 200), false, draw);
    return h + write_counts(p, pictures, x, y + h, w, items, p.small_px, ink, draw);
  }
  const float h = write_counts(p, pictures, x + label_w, y, w - label_w, items, p.small_px, ink, draw);
  if (draw && !label.empty()) {
    const float line_h = std::max(static_cast<float>(p.small_px) * 1.25f, static_cast<float>(icon_px_for(p.small_px)) + 2.0f);
    p.write(x, y + (line_h - static_cast<float>(p.small_px) * 1.17f) * 0.5f, label_w, label, p.small_px, with_alpha(ink, 200), false, true);
  }
  return h;
}

}  // namespace sb::ui
