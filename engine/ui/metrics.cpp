#include "engine/ui/metrics.h"

#include <cmath>

namespace sb::ui {

float Metrics::font_px() const {
  float px = std::ceil(mm(kCapHeightMm) / kCapHeightPerEm);
  return px < kMinFontPx ? kMinFontPx : px;
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
