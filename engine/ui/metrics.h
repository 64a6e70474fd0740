#pragma once
// Physical sizing: everything on screen is sized in millimetres and converted with the display's
// DPI times the player's UI scale, so a touch target is >= 9 mm on a phone, a tablet and a TV alike.
namespace sb::ui {

inline constexpr float kFallbackDpi = 96.0f;
inline constexpr float kMinTouchMm = 9.0f;    // smallest finger target (Apple/Google guidance ~7-9 mm)
// Body text: capital letters at least 4 mm tall at the display's DPI (readable from a sofa; the
// user scale makes it larger). DejaVu Sans' capitals are 0.729 of the em, so the em is ~5.5 mm.
inline constexpr float kCapHeightMm = 4.0f;
inline constexpr float kCapHeightPerEm = 0.729f;
inline constexpr float kMinFontPx = 13.0f;    // below this, glyphs fall apart whatever the DPI says
// A screen this small (diagonal, inches) is held in the hand about 30 cm from the eyes, not read
// from a sofa: its capitals are 2.5 mm (about a 14 pt book heading), so a line holds more than a
// word or two. Touch targets stay at least 9 mm.
inline constexpr float kHandheldMaxDiagonalIn = 7.5f;
inline constexpr float kHandheldCapHeightMm = 2.5f;

struct Metrics {
  float dpi = kFallbackDpi;  // physical pixels per inch of the output
  float user_scale = 1.0f;   // the player's "text and buttons size" setting (sofa: 1.5-2)
  float cap_mm = kCapHeightMm;  // capital height before user_scale (see cap_height_mm_for)

  float px_per_mm() const { return dpi / 25.4f * user_scale; }
  float mm(float millimetres) const { return millimetres * px_per_mm(); }
  // A smaller text size never makes a finger's target smaller than 9 mm; a larger one grows it.
  float touch_px() const { return dpi / 25.4f * kMinTouchMm * (user_scale > 1.0f ? user_scale : 1.0f); }
  // Font pixel size, rounded so the atlas is rebuilt only when the size really changes.
  float font_px() const;
  bool operator==(const Metrics&) const = default;
};

// The capital height for an output of width x height pixels at dpi: kHandheldCapHeightMm on a
// screen small enough to be hand-held, else kCapHeightMm.
float cap_height_mm_for(int width, int height, float dpi);
// Metrics for an output of width x height pixels at dpi with the player's scale.
Metrics metrics_for(int width, int height, float dpi, float user_scale);

// Sanitises a DPI reported by the platform (0, NaN and absurd values fall back to 96).
float sane_dpi(float reported);
// When the platform cannot say (X servers without monitor sizes, Xvfb), guess from the desktop
// width as if it were a 27" 16:9 monitor (23.5" wide), never below 96: 1920 px -> 96, 2560 ->
// 109, 3840 -> 163. A TV guessed this way comes out large, which suits the sofa distance.
float guess_dpi(int desktop_width_px);

}  // namespace sb::ui
