#include "engine/ui/card_face.h"

#include <algorithm>
#include <cmath>

#include "engine/ui/draw.h"

namespace sb::ui {

float card_art_height(float width, int px) {
  return std::clamp(width * 0.32f, static_cast<float>(px) * 2.2f, static_cast<float>(px) * 7.0f);
}

void draw_card_back(SDL_Renderer* r, Rect box, Color family) {
  const float radius = std::max(2.0f, std::min(box.w, box.h) * 0.08f);
  const float shade = std::max(1.0f, std::min(box.w, box.h) * 0.04f);
  fill_rounded_rect(r, {box.x + shade, box.y + shade, box.w, box.h}, radius, with_alpha(pal::kInk, 90));
  fill_rounded_rect(r, box, radius, pal::kPaper);
  const float inset = std::max(1.5f, std::min(box.w, box.h) * 0.1f);
  fill_rounded_rect(r, {box.x + inset, box.y + box.h * 0.38f, box.w - 2 * inset, box.h * 0.24f}, radius * 0.5f, family);
  outline_rounded_rect(r, box, radius, std::max(1.0f, shade * 0.5f), darker(pal::kPaper, 0.45f));
}

void draw_empty_slot(const Pen& p, Rect box, Color ink) {
  if (p.visible(box.y, box.h))
    outline_rounded_rect(p.r, box, std::max(3.0f, p.gap * 0.4f), std::max(1.0f, p.gap * 0.1f), with_alpha(ink, 170));
}

Rect draw_card_stack(const Pen& p, Rect box, int count, Color family, const std::string& label, Color ink, bool draw) {
  const int layers = count <= 0 ? 0 : count < 4 ? 1 : count < 10 ? 2 : 3;
  const float step = std::max(1.5f, box.h * 0.05f);
  // The top card stands highest and leftmost; the ones under it show below and to the right.
  const float card_h = box.h - step * 2;
  const Rect top{box.x, box.y, std::min(box.w, card_h * 0.7f), card_h};
  if (!draw || !p.visible(box.y, box.h)) return top;
  if (layers == 0) {
    outline_rounded_rect(p.r, top, std::max(2.0f, top.w * 0.08f), std::max(1.0f, p.gap * 0.08f), with_alpha(ink, 160));
  } else {
    for (int k = layers - 1; k >= 0; --k)
      draw_card_back(p.r, {top.x + step * static_cast<float>(k), top.y + step * static_cast<float>(k), top.w, top.h}, family);
  }
  const float text_x = top.x + top.w + step * 3 + std::max(2.0f, p.gap * 0.25f);
  const std::string words = label + " " + std::to_string(count);
  const float room = box.x + box.w - text_x;
  if (room > 0) {
    const float h = p.write(text_x, 0, room, words, p.small_px, ink, true, false);
    p.write(text_x, box.y + std::max(0.0f, (box.h - h) * 0.5f), room, words, p.small_px, ink, true, true);
  }
  return top;
}

float draw_card_face(const Pen& p, PictureCache* pictures, const CardFace& card, Rect box, bool draw, Rect* art_area) {
  const float pad = std::max(3.0f, p.gap * 0.35f);
  const float radius = std::max(3.0f, p.gap * 0.4f);
  const float x = box.x + pad, w = std::max(1.0f, box.w - pad * 2);
  draw = draw && p.visible(box.y, box.h > 0 ? box.h : 1e6f);
  float y = box.y + pad;
  // The band: the card's family colour behind its title, ink chosen to read on it.
  if (!card.top_line.empty()) y += p.write(x, y, w, card.top_line, p.small_px, pal::kInk, true, false);
  const float title_h = p.write(x + pad * 0.5f, y, w - pad, card.title, p.small_px, ink_on(card.family), true, false);
  const float band_h = title_h + pad;
  const float band_y = y;
  y += band_h + pad * 0.6f;
  float art_y = y, art_h = 0;
  if (card.show_art) {
    art_h = card_art_height(w, p.small_px);
    y += art_h + pad * 0.6f;
  }
  // Measure the rest, then draw the paper first and everything over it.
  auto rows = [&](float top, bool really) {
    float yy = top;
    if (!card.costs.empty()) yy += write_labelled_counts(p, pictures, x, yy, w, "Cost", card.costs, pal::kInk, really);
    if (!card.inputs.empty()) yy += write_labelled_counts(p, pictures, x, yy, w, "Takes", card.inputs, pal::kInk, really);
    if (!card.outputs.empty()) yy += write_labelled_counts(p, pictures, x, yy, w, "Makes", card.outputs, pal::kInk, really);
    if (!card.needs.empty()) yy += write_labelled_counts(p, pictures, x, yy, w, "Needs", card.needs, pal::kInk, really);
    if (card.extra_row) yy += card.extra_row(x, yy, w, really);
    if (!card.rules.empty()) yy += p.write(x, yy, w, card.rules, p.small_px, pal::kInk, false, really);
    if (!card.footer.empty()) {
      yy += pad * 0.5f;
      if (really) thick_line(p.r, {x, yy}, {x + w, yy}, 1.0f, with_alpha(pal::kMutedInk, 140));
      yy += pad * 0.4f;
      yy += p.write(x, yy, w, card.footer, p.small_px, pal::kMutedInk, false, really);
    }
    return yy - top;
  };
  if (art_area) *art_area = card.show_art ? Rect{x, art_y, w, art_h} : Rect{};
  const float rest = rows(y, false);
  const float height = std::max(box.h, y + rest + pad - box.y);
  if (!draw) return height;
  const Rect frame{box.x, box.y, box.w, height};
  p.rect(frame, radius, card.paper);
  outline_rounded_rect(p.r, frame, radius, std::max(1.0f, p.gap * 0.08f), darker(card.paper, 0.45f));
  float ty = box.y + pad;
  if (!card.top_line.empty()) ty += p.write(x, ty, w, card.top_line, p.small_px, pal::kInk, true, true);
  p.rect({x - pad * 0.4f, band_y, w + pad * 0.8f, band_h}, radius * 0.6f, card.family);
  p.write(x + pad * 0.5f, band_y + pad * 0.5f, w - pad, card.title, p.small_px, ink_on(card.family), true, true);
  if (card.show_art) {
    const Rect area{x, art_y, w, art_h};
    SDL_Texture* t = card.art && !card.art->empty() && pictures
                         ? pictures->art(p.r, *card.art, static_cast<int>(area.w), static_cast<int>(area.h))
                         : nullptr;
    if (t) {
      p.rect(area, radius * 0.5f, lighter(card.family, 0.6f));
      draw_fitted(p.r, t, area);
    } else {
      draw_emblem(p, area, card.id, pictures);
    }
  }
  rows(y, true);
  return height;
}

CardPicture::~CardPicture() { clear(); }

void CardPicture::clear() {
  if (texture_) SDL_DestroyTexture(texture_);
  texture_ = nullptr;
  key_.clear();
  size_ = {};
}

SDL_Texture* CardPicture::render(const Pen& p, PictureCache* pictures, const CardFace& card, float width, const std::string& key) {
  if (!p.r) return nullptr;
  if (texture_ && renderer_ == p.r && key_ == key) return texture_;
  clear();
  renderer_ = p.r;
  Pen pen = p;
  pen.clip = {0, 0, width, 1e6f};
  const float height = draw_card_face(pen, pictures, card, {0, 0, width, 0}, false);
  const int w = static_cast<int>(std::ceil(width)), h = static_cast<int>(std::ceil(height));
  if (w <= 0 || h <= 0) return nullptr;
  texture_ = SDL_CreateTexture(p.r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
  if (!texture_) return nullptr;
  SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_BLEND);
  SDL_Texture* previous = SDL_GetRenderTarget(p.r);
  SDL_Rect clip{};
  const bool clipped = SDL_RenderIsClipEnabled(p.r);
  if (clipped) SDL_RenderGetClipRect(p.r, &clip);
  SDL_SetRenderTarget(p.r, texture_);
  SDL_RenderSetClipRect(p.r, nullptr);
  SDL_SetRenderDrawColor(p.r, 0, 0, 0, 0);
  SDL_RenderClear(p.r);
  pen.clip = {0, 0, static_cast<float>(w), static_cast<float>(h)};
  draw_card_face(pen, pictures, card, {0, 0, width, 0}, true);
  SDL_SetRenderTarget(p.r, previous);
  if (clipped) SDL_RenderSetClipRect(p.r, &clip);
  key_ = key;
  size_ = {static_cast<float>(w), static_cast<float>(h)};
  return texture_;
}

}  // namespace sb::ui
