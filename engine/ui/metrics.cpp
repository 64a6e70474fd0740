#include "engine/ui/metrics.h"

#include <cmath>

namespace sb::ui {

float Metrics::font_px() const {
  float px = std::ceil(mm(cap_mm) / kCapHeightPerEm);
  return px < kMinFontPx ? kMinFontPx : px;
}

float cap_height_mm_for(int width, int height, float dpi) {
  if (!(dpi > 0.0f) || width <= 0 || height <= 0) return kCapHeightMm;
  const float diagonal_in = std::hypot(static_cast<float>(width), static_cast<float>(height)) / dpi;
  return diagonal_in < kHandheldMaxDiagonalIn ? kHandheldCapHeightMm : kCapHeightMm;
}

Metrics metrics_for(int width, int height, float dpi, float user_scale) {
  Metrics m;
  m.dpi = dpi;
  m.user_scale = user_scale;
  m.cap_mm = cap_height_mm_for(width, height, dpi);
  return m;
}

float sane_dpi(float reported) {
  // X servers without EDID report 0 or 1 mm screens; 40..800 covers TVs through phones.
  if (!(reported >= 40.0f && reported <= 800.0f)) return kFallbackDpi;
  return reported;
}

float guess_dpi(int desktop_width_px) {
  float guess = static_cast<float>(desktop_width_px) / 23.5f;
  return guess < kFallbackDpi ? kFallbackDpi : sane_dpi(guess);
}

}  // namespace sb::ui
