#include "engine/ui/draw.h"

// [SECTION] index
//   geometry helpers (vertex emit, loop offsets) · shapes · hexes · terrain marks · symbols ·
//   tokens · dice · cards · arrows and edge markers · seven-segment digits
#include <algorithm>
#include <cmath>
#include <string>

#include "engine/ui/raster.h"
#include "engine/ui/text.h"

namespace sb::ui {

namespace {

constexpr float kPi = 3.14159265358979f;
constexpr float kFringe = 1.0f;  // px of alpha ramp outside filled shapes
bool g_smooth_edges = true;

// [SECTION] geometry helpers

SDL_Vertex vertex(Vec2 p, Color c) {
  return SDL_Vertex{SDL_FPoint{p.x, p.y}, c.sdl(), SDL_FPoint{0, 0}};
}

// SDL queues a frame's draws until it presents (or the target changes) in one vertex buffer that
// grows by doubling and is never given back: a repaint of Mighty Kingdoms' board (over 350,000
// vertices) left 8 MB of it for the rest of the run. Flushing the queue every kFlushVertices of
// ours keeps it under half a megabyte and draws the same pixels, in the same order.
constexpr size_t kFlushVertices = 16384;
SDL_Renderer* g_queued_renderer = nullptr;
size_t g_queued = 0;

bool g_rasterizing = true;

void submit(SDL_Renderer* r, const std::vector<SDL_Vertex>& v) {
  if (v.size() < 3 || !g_rasterizing) return;
  if (r != g_queued_renderer) {
    g_queued_renderer = r;
    g_queued = 0;
  }
  if (g_queued + v.size() > kFlushVertices) {
    SDL_RenderFlush(r);
    g_queued = 0;
  }
  SDL_RenderGeometry(r, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
  g_queued += v.size();
}

void push_tri(std::vector<SDL_Vertex>& out, Vec2 a, Color ca, Vec2 b, Color cb, Vec2 c, Color cc) {
  out.push_back(vertex(a, ca));
  out.push_back(vertex(b, cb));
  out.push_back(vertex(c, cc));
}

Vec2 normalized(Vec2 v) {
  float len = length(v);
  return len > 1e-6f ? v * (1.0f / len) : Vec2{0, 0};
}

float signed_area(std::span<const Vec2> p) {
  float sum = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    const Vec2& a = p[i];
    const Vec2& b = p[(i + 1) % p.size()];
    sum += a.x * b.y - b.x * a.y;
  }
  return sum * 0.5f;
}

// Each vertex moved `d` px outward along its mitre (inward when d < 0); mitres are capped so
// sharp star tips do not spike.
std::vector<Vec2> offset_loop(std::span<const Vec2> p, float d) {
  const size_t n = p.size();
  std::vector<Vec2> out(n);
  const float sign = signed_area(p) >= 0 ? 1.0f : -1.0f;
  for (size_t i = 0; i < n; ++i) {
    Vec2 prev = p[(i + n - 1) % n], cur = p[i], next = p[(i + 1) % n];
    Vec2 e1 = normalized(cur - prev), e2 = normalized(next - cur);
    Vec2 n1{e1.y * sign, -e1.x * sign}, n2{e2.y * sign, -e2.x * sign};
    float denom = 1.0f + n1.x * n2.x + n1.y * n2.y;
    Vec2 m = denom > 0.25f ? (n1 + n2) * (1.0f / denom) : normalized(n1 + n2) * 2.0f;
    out[i] = cur + m * d;
  }
  return out;
}

// Quads between two loops of equal length.
void push_strip(std::vector<SDL_Vertex>& out, const std::vector<Vec2>& a, Color ca,
                const std::vector<Vec2>& b, Color cb) {
  const size_t n = a.size();
  for (size_t i = 0; i < n; ++i) {
    size_t j = (i + 1) % n;
    push_tri(out, a[i], ca, a[j], ca, b[i], cb);
    push_tri(out, b[i], cb, a[j], ca, b[j], cb);
  }
}

int circle_segments(float radius) {
  return std::clamp(static_cast<int>(2 * kPi * radius / 3.0f), 12, 160);
}

std::vector<Vec2> ellipse_points(Vec2 c, float rx, float ry) {
  int n = circle_segments(std::max(rx, ry));
  std::vector<Vec2> pts(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(n);
    pts[static_cast<size_t>(i)] = {c.x + rx * std::cos(a), c.y + ry * std::sin(a)};
  }
  return pts;
}

Vec2 rotate(Vec2 p, Vec2 about, float radians) {
  float s = std::sin(radians), c = std::cos(radians);
  Vec2 d = p - about;
  return {about.x + d.x * c - d.y * s, about.y + d.x * s + d.y * c};
}

Vec2 to_vec(engine::Point p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }

}  // namespace

bool rasterizing() { return g_rasterizing; }
void set_rasterizing(bool on) { g_rasterizing = on; }

// [SECTION] shapes

void set_smooth_edges(bool on) { g_smooth_edges = on; }
bool smooth_edges() { return g_smooth_edges; }

void fill_polygon(SDL_Renderer* r, std::span<const Vec2> p, Color color, bool smooth) {
  if (p.size() < 3 || color.a == 0) return;
  Vec2 c;
  for (const Vec2& v : p) c = c + v;
  c = c * (1.0f / static_cast<float>(p.size()));
  // SDL 2.26's software renderer redraws two triangles as one filled rect when it sees an
  // axis-aligned right angle where they meet, and a diamond's fan has exactly that at its centre
  // (it lost a quarter). Nudging the shared centre a hundredth of a pixel off both axes keeps the
  // shortcut away without opening cracks: every triangle still shares the same centre.
  c = c + Vec2{0.0137f, 0.0071f};
  std::vector<SDL_Vertex> out;
  out.reserve(p.size() * (smooth ? 9 : 3));
  for (size_t i = 0; i < p.size(); ++i) push_tri(out, c, color, p[i], color, p[(i + 1) % p.size()], color);
  if (smooth && g_smooth_edges) {
    std::vector<Vec2> edge(p.begin(), p.end());
    push_strip(out, edge, color, offset_loop(p, kFringe), with_alpha(color, 0));
  }
  submit(r, out);
}

void outline_polygon(SDL_Renderer* r, std::span<const Vec2> p, float thickness, Color color) {
  if (p.size() < 2 || thickness <= 0 || color.a == 0) return;
  const float fringe = g_smooth_edges ? kFringe : 0.0f;
  const float half = std::max(0.5f, thickness * 0.5f - fringe * 0.5f);
  std::vector<Vec2> outer = offset_loop(p, half), inner = offset_loop(p, -half);
  std::vector<SDL_Vertex> out;
  push_strip(out, inner, color, outer, color);
  if (fringe > 0) {
    push_strip(out, outer, color, offset_loop(p, half + fringe), with_alpha(color, 0));
    push_strip(out, inner, color, offset_loop(p, -half - fringe), with_alpha(color, 0));
  }
  submit(r, out);
}

void thick_line(SDL_Renderer* r, Vec2 a, Vec2 b, float thickness, Color color, bool round_caps) {
  Vec2 d = normalized(b - a);
  if (d.x == 0 && d.y == 0) return;
  Vec2 n{-d.y * thickness * 0.5f, d.x * thickness * 0.5f};
  std::array<Vec2, 4> quad = {a + n, b + n, b - n, a - n};
  fill_polygon(r, quad, color);
  if (round_caps) {
    fill_circle(r, a, thickness * 0.5f, color);
    fill_circle(r, b, thickness * 0.5f, color);
  }
}

void fill_circle(SDL_Renderer* r, Vec2 centre, float radius, Color color) {
  if (radius <= 0) return;
  fill_polygon(r, ellipse_points(centre, radius, radius), color);
}

void fill_ellipse(SDL_Renderer* r, Vec2 centre, float rx, float ry, Color color) {
  if (rx <= 0 || ry <= 0) return;
  fill_polygon(r, ellipse_points(centre, rx, ry), color);
}

void ring(SDL_Renderer* r, Vec2 c, float radius, float thickness, Color color, float start_turn,
          float end_turn) {
  if (end_turn <= start_turn || radius <= 0 || thickness <= 0) return;
  const float span = std::min(1.0f, end_turn - start_turn);
  const int n = std::max(2, static_cast<int>(circle_segments(radius) * span) + 1);
  const float r_out = radius + thickness * 0.5f, r_in = std::max(0.0f, radius - thickness * 0.5f);
  std::vector<SDL_Vertex> out;
  Color clear = with_alpha(color, 0);
  auto at = [&](int i, float rr) {
    float turn = start_turn + span * static_cast<float>(i) / static_cast<float>(n);
    float a = turn * 2 * kPi - kPi / 2;  // 0 turns = 12 o'clock, clockwise on a y-down screen
    return Vec2{c.x + rr * std::cos(a), c.y + rr * std::sin(a)};
  };
  for (int i = 0; i < n; ++i) {
    Vec2 o0 = at(i, r_out), o1 = at(i + 1, r_out), i0 = at(i, r_in), i1 = at(i + 1, r_in);
    push_tri(out, i0, color, o0, color, o1, color);
    push_tri(out, i0, color, o1, color, i1, color);
    if (!g_smooth_edges) continue;
    Vec2 f0 = at(i, r_out + kFringe), f1 = at(i + 1, r_out + kFringe);
    push_tri(out, o0, color, f0, clear, f1, clear);
    push_tri(out, o0, color, f1, clear, o1, color);
    Vec2 g0 = at(i, std::max(0.0f, r_in - kFringe)), g1 = at(i + 1, std::max(0.0f, r_in - kFringe));
    push_tri(out, i0, color, g0, clear, g1, clear);
    push_tri(out, i0, color, g1, clear, i1, color);
  }
  submit(r, out);
}

std::vector<Vec2> rounded_rect_points(Rect rect, float radius) {
  radius = std::clamp(radius, 0.0f, std::min(rect.w, rect.h) * 0.5f);
  const int per_corner = std::clamp(static_cast<int>(radius / 2.0f), 2, 16);
  std::vector<Vec2> pts;
  const std::array<Vec2, 4> centres = {Vec2{rect.x + rect.w - radius, rect.y + radius},
                                       Vec2{rect.x + rect.w - radius, rect.y + rect.h - radius},
                                       Vec2{rect.x + radius, rect.y + rect.h - radius},
                                       Vec2{rect.x + radius, rect.y + radius}};
  for (int corner = 0; corner < 4; ++corner) {
    float a0 = -kPi / 2 + static_cast<float>(corner) * kPi / 2;
    for (int i = 0; i <= per_corner; ++i) {
      float a = a0 + (kPi / 2) * static_cast<float>(i) / static_cast<float>(per_corner);
      pts.push_back({centres[static_cast<size_t>(corner)].x + radius * std::cos(a),
                     centres[static_cast<size_t>(corner)].y + radius * std::sin(a)});
    }
  }
  return pts;
}

void fill_rounded_rect(SDL_Renderer* r, Rect rect, float radius, Color color) {
  fill_polygon(r, rounded_rect_points(rect, radius), color);
}

void outline_rounded_rect(SDL_Renderer* r, Rect rect, float radius, float thickness, Color color) {
  outline_polygon(r, rounded_rect_points(rect, radius), thickness, color);
}

// [SECTION] hexes

std::array<Vec2, 6> hex_points(const engine::Layout& screen, engine::Hex hex, float inset_px) {
  auto corners = engine::hex_corners(screen, hex);
  Vec2 c = hex_center(screen, hex);
  float size = static_cast<float>(std::min(std::abs(screen.size.x), std::abs(screen.size.y)));
  float k = size > 0 ? std::max(0.0f, 1.0f - inset_px / size) : 1.0f;
  std::array<Vec2, 6> out{};
  for (size_t i = 0; i < 6; ++i) out[i] = c + (to_vec(corners[i]) - c) * k;
  return out;
}

Vec2 hex_center(const engine::Layout& screen, engine::Hex hex) {
  return to_vec(engine::hex_to_pixel(screen, hex));
}

Vec2 hex_edge_midpoint(const engine::Layout& screen, engine::Hex hex, int direction) {
  Vec2 a = hex_center(screen, hex), b = hex_center(screen, engine::hex_neighbor(hex, direction));
  return (a + b) * 0.5f;
}

void fill_hex(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex, Color color, float inset_px) {
  auto pts = hex_points(screen, hex, inset_px);
  fill_polygon(r, pts, color);
}

void outline_hex(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex, float thickness,
                 Color color, float inset_px) {
  auto pts = hex_points(screen, hex, inset_px);
  outline_polygon(r, pts, thickness, color);
}

// [SECTION] terrain marks

void draw_terrain_marks(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex,
                        Terrain terrain, Color ink) {
  const float s = static_cast<float>(std::min(std::abs(screen.size.x), std::abs(screen.size.y)));
  if (s < 14.0f) return;  // too small to read: colour and lightness carry it
  const Vec2 c = hex_center(screen, hex);
  const std::array<Vec2, 3> spots = {Vec2{-0.38f, 0.18f}, Vec2{0.36f, 0.24f}, Vec2{0.02f, -0.42f}};
  const float m = s * 0.13f;          // mark size
  const float w = std::max(1.0f, s * 0.035f);  // stroke width
  for (const Vec2& spot : spots) {
    Vec2 p = c + spot * s;
    switch (terrain) {
      case Terrain::kPlains:
        thick_line(r, {p.x - m * 0.5f, p.y + m * 0.3f}, {p.x - m * 0.2f, p.y - m * 0.4f}, w, ink, true);
        thick_line(r, {p.x + m * 0.1f, p.y + m * 0.3f}, {p.x + m * 0.4f, p.y - m * 0.4f}, w, ink, true);
        break;
      case Terrain::kForest: {
        std::array<Vec2, 3> tree = {Vec2{p.x, p.y - m}, Vec2{p.x + m * 0.7f, p.y + m * 0.5f},
                                    Vec2{p.x - m * 0.7f, p.y + m * 0.5f}};
        fill_polygon(r, tree, ink);
        thick_line(r, {p.x, p.y + m * 0.5f}, {p.x, p.y + m * 0.9f}, w, ink);
        break;
      }
      case Terrain::kHills:
        ring(r, {p.x, p.y + m * 0.4f}, m * 0.8f, w, ink, 0.78f, 1.22f);
        break;
      case Terrain::kMountains:
        thick_line(r, {p.x - m, p.y + m * 0.6f}, {p.x, p.y - m * 0.8f}, w, ink, true);
        thick_line(r, {p.x, p.y - m * 0.8f}, {p.x + m, p.y + m * 0.6f}, w, ink, true);
        break;
      case Terrain::kWater:
        for (float dy : {-0.3f, 0.3f}) {
          Vec2 a{p.x - m, p.y + dy * m}, b{p.x - m * 0.33f, p.y + (dy - 0.3f) * m},
              cc{p.x + m * 0.33f, p.y + (dy + 0.0f) * m}, d{p.x + m, p.y + (dy - 0.3f) * m};
          thick_line(r, a, b, w, ink, true);
          thick_line(r, b, cc, w, ink, true);
          thick_line(r, cc, d, w, ink, true);
        }
        break;
      case Terrain::kDesert:
        fill_circle(r, {p.x - m * 0.5f, p.y}, w, ink);
        fill_circle(r, {p.x + m * 0.5f, p.y}, w, ink);
        fill_circle(r, {p.x, p.y - m * 0.5f}, w, ink);
        break;
      case Terrain::kSwamp:
        thick_line(r, {p.x - m, p.y + m * 0.4f}, {p.x + m, p.y + m * 0.4f}, w, ink, true);
        thick_line(r, {p.x - m * 0.3f, p.y + m * 0.4f}, {p.x - m * 0.5f, p.y - m * 0.4f}, w, ink, true);
        thick_line(r, {p.x + m * 0.3f, p.y + m * 0.4f}, {p.x + m * 0.5f, p.y - m * 0.4f}, w, ink, true);
        break;
      case Terrain::kSnow:
        for (int k = 0; k < 3; ++k) {
          float a = static_cast<float>(k) * kPi / 3;
          Vec2 d{std::cos(a) * m * 0.7f, std::sin(a) * m * 0.7f};
          thick_line(r, p - d, p + d, w, ink, true);
        }
        break;
    }
  }
}

// [SECTION] symbols

void draw_symbol(SDL_Renderer* r, Symbol symbol, Vec2 c, float radius, Color color) {
  auto regular = [&](int n, float rad, float phase) {
    std::vector<Vec2> pts;
    for (int i = 0; i < n; ++i) {
      float a = phase + 2 * kPi * static_cast<float>(i) / static_cast<float>(n);
      pts.push_back({c.x + rad * std::cos(a), c.y + rad * std::sin(a)});
    }
    return pts;
  };
  switch (symbol) {
    case Symbol::kCircle:
      fill_circle(r, c, radius * 0.78f, color);
      break;
    case Symbol::kTriangle: {
      auto pts = regular(3, radius, -kPi / 2);
      for (Vec2& p : pts) p.y += radius * 0.15f;  // optical centre
      fill_polygon(r, pts, color);
      break;
    }
    case Symbol::kSquare: {
      float h = radius * 0.7f;
      std::array<Vec2, 4> pts = {Vec2{c.x - h, c.y - h}, Vec2{c.x + h, c.y - h}, Vec2{c.x + h, c.y + h},
                                 Vec2{c.x - h, c.y + h}};
      fill_polygon(r, pts, color);
      break;
    }
    case Symbol::kDiamond:
      fill_polygon(r, regular(4, radius, -kPi / 2), color);
      break;
    case Symbol::kStar: {
      std::vector<Vec2> pts;
      for (int i = 0; i < 10; ++i) {
        float rad = (i % 2 == 0) ? radius : radius * 0.42f;
        float a = -kPi / 2 + kPi * static_cast<float>(i) / 5.0f;
        pts.push_back({c.x + rad * std::cos(a), c.y + rad * std::sin(a) + radius * 0.08f});
      }
      fill_polygon(r, pts, color);  // star-shaped about its centre, so the fan is exact
      break;
    }
    case Symbol::kCross: {
      float h = radius * 0.68f, w = radius * 0.36f;
      thick_line(r, {c.x - h, c.y - h}, {c.x + h, c.y + h}, w, color);
      thick_line(r, {c.x - h, c.y + h}, {c.x + h, c.y - h}, w, color);
      break;
    }
    case Symbol::kHexagon:
      fill_polygon(r, regular(6, radius * 0.85f, 0), color);
      break;
    case Symbol::kPlus: {
      float h = radius * 0.85f, w = radius * 0.38f;
      thick_line(r, {c.x - h, c.y}, {c.x + h, c.y}, w, color);
      thick_line(r, {c.x, c.y - h}, {c.x, c.y + h}, w, color);
      break;
    }
    case Symbol::kNone:
      break;
  }
}

// [SECTION] tokens

void draw_token(SDL_Renderer* r, TextCache* text, Vec2 c, float radius, const TokenStyle& style) {
  const float rim = std::max(1.5f, radius * 0.12f);
  const Color glyph = ink_on(style.fill);
  if (style.on_side) {
    // Tipped over: seen at a slant, its edge shows below — a different silhouette, not a colour.
    const float ry = radius * 0.5f, depth = radius * 0.32f;
    fill_ellipse(r, {c.x + radius * 0.06f, c.y + depth + radius * 0.1f}, radius * 1.04f, ry, with_alpha(pal::kInk, 90));
    for (float d = depth; d > 0; d -= std::max(1.0f, depth / 6)) {
      fill_ellipse(r, {c.x, c.y + d}, radius, ry, darker(style.fill, 0.45f));
    }
    fill_ellipse(r, c, radius, ry, style.rim);
    fill_ellipse(r, c, radius - rim, ry - rim * 0.5f, style.fill);
    draw_symbol(r, style.symbol, c, ry * 0.55f, glyph);
    if (style.highlight) {
      auto pts = ellipse_points(c, radius + rim * 2, ry + rim * 2);
      outline_polygon(r, pts, rim * 1.2f, pal::kHighlight);
    }
  } else {
    fill_circle(r, {c.x + radius * 0.08f, c.y + radius * 0.12f}, radius * 1.02f, with_alpha(pal::kInk, 90));
    // A stack as a pile: one more token showing behind for two, two for three or more (up and to
    // the left, clear of the count's badge), each a shade darker.
    for (int k = std::min(style.count, 3) - 1; k >= 1; --k) {
      const Vec2 at{c.x - radius * 0.16f * static_cast<float>(k), c.y - radius * 0.2f * static_cast<float>(k)};
      fill_circle(r, at, radius, style.rim);
      fill_circle(r, at, radius - rim, darker(style.fill, 0.25f));
    }
    fill_circle(r, c, radius, style.rim);
    fill_circle(r, c, radius - rim, style.fill);
    draw_symbol(r, style.symbol, c, radius * 0.52f, glyph);
    if (style.highlight) ring(r, c, radius + rim * 1.6f, rim * 1.2f, pal::kHighlight);
  }
  if (style.count > 1) {
    const float br = std::max(7.0f, radius * 0.42f);
    Vec2 b{c.x + radius * 0.74f, c.y - radius * (style.on_side ? 0.45f : 0.74f)};
    fill_circle(r, b, br, pal::kInk);
    fill_circle(r, b, br - std::max(1.0f, br * 0.14f), pal::kPaper);
    std::string label = std::to_string(style.count);
    if (text && text->ok()) {
      text->draw_centered(b, label, static_cast<int>(br * (label.size() > 1 ? 1.05f : 1.35f)), pal::kInk, true);
    } else {
      draw_digits(r, b, br * 1.1f, style.count, pal::kInk);
    }
  }
}

// [SECTION] dice

std::vector<Vec2> die_pip_layout(int face) {
  const Vec2 tl{-1, -1}, tr{1, -1}, bl{-1, 1}, br{1, 1}, ml{-1, 0}, mr{1, 0}, mid{0, 0};
  switch (face) {
    case 1: return {mid};
    case 2: return {tr, bl};
    case 3: return {tr, mid, bl};
    case 4: return {tl, tr, bl, br};
    case 5: return {tl, tr, mid, bl, br};
    case 6: return {tl, tr, ml, mr, bl, br};
    default: return {};
  }
}

void draw_die(SDL_Renderer* r, TextCache* text, Vec2 c, float size, int face, const DieStyle& style) {
  const float half = size * 0.5f;
  auto body = rounded_rect_points({c.x - half, c.y - half, size, size}, size * 0.18f);
  for (Vec2& p : body) p = rotate(p, c, style.rotation);
  std::vector<Vec2> shadow = body;
  for (Vec2& p : shadow) p = p + Vec2{size * 0.05f, size * 0.07f};
  fill_polygon(r, shadow, with_alpha(pal::kInk, 100));
  fill_polygon(r, body, style.body);
  outline_polygon(r, body, std::max(1.0f, size * 0.04f), style.edge);
  if (style.highlight) outline_polygon(r, offset_loop(body, size * 0.09f), size * 0.05f, pal::kHighlight);
  auto pips = die_pip_layout(face);
  if (!pips.empty()) {
    for (const Vec2& p : pips) {
      fill_circle(r, rotate(c + p * (size * 0.27f), c, style.rotation), size * 0.095f, style.pip);
    }
  } else if (text && text->ok()) {
    text->draw_centered(c, std::to_string(face), static_cast<int>(size * 0.55f), style.pip, true);
  } else {
    draw_digits(r, c, size * 0.5f, face, style.pip);
  }
}

// [SECTION] cards

void draw_card(SDL_Renderer* r, TextCache* text, Rect rect, std::string_view title,
               std::string_view body, const CardStyle& style) {
  const float w = rect.w;
  const float radius = w * 0.06f;
  auto outline = rounded_rect_points(rect, radius);
  std::vector<Vec2> shadow = outline;
  for (Vec2& p : shadow) p = p + Vec2{w * 0.02f, w * 0.03f};
  fill_polygon(r, shadow, with_alpha(pal::kInk, 90));
  fill_polygon(r, outline, style.paper);
  if (style.face_down) {
    // The back: a lattice of diamonds in the border colour, the same for every card.
    const float step = w * 0.16f;
    Color mark = with_alpha(style.border, 150);
    for (float y = rect.y + step; y < rect.y + rect.h - step * 0.5f; y += step) {
      for (float x = rect.x + step; x < rect.x + w - step * 0.5f; x += step) {
        std::array<Vec2, 4> d = {Vec2{x, y - step * 0.3f}, Vec2{x + step * 0.3f, y},
                                 Vec2{x, y + step * 0.3f}, Vec2{x - step * 0.3f, y}};
        fill_polygon(r, d, mark);
      }
    }
  } else {
    const float bar = w * 0.2f;
    auto band = rounded_rect_points({rect.x + w * 0.04f, rect.y + w * 0.04f, w * 0.92f, bar}, radius * 0.6f);
    fill_polygon(r, band, style.title_bar);
    if (text && text->ok()) {
      const int title_px = static_cast<int>(w * 0.085f);
      text->draw_centered({rect.x + w * 0.5f, rect.y + w * 0.04f + bar * 0.5f}, title, title_px,
                          style.title_ink, true);
      const int body_px = static_cast<int>(w * 0.075f);
      const float pad = w * 0.08f;
      text->draw({rect.x + pad, rect.y + w * 0.04f + bar + pad * 0.8f}, body, body_px, style.ink,
                 Align::kLeft, false, static_cast<int>(w - 2 * pad));
    }
  }
  outline_polygon(r, outline, std::max(1.5f, w * 0.025f), style.border);
  if (style.highlight) outline_polygon(r, offset_loop(outline, w * 0.04f), w * 0.025f, pal::kHighlight);
}

// [SECTION] arrows and edge markers

void draw_arrow(SDL_Renderer* r, Vec2 from, Vec2 to, float thickness, Color color) {
  Vec2 d = normalized(to - from);
  if (d.x == 0 && d.y == 0) return;
  const float head = std::min(thickness * 3.2f, distance(from, to) * 0.6f);
  Vec2 base = to - d * head;
  thick_line(r, from, base + d * 1.0f, thickness, color);
  Vec2 n{-d.y, d.x};
  std::array<Vec2, 3> tip = {to, base + n * (thickness * 1.5f), base - n * (thickness * 1.5f)};
  fill_polygon(r, tip, color);
}

void draw_edge_marker(SDL_Renderer* r, const engine::Layout& screen, engine::Hex hex, int direction,
                      float radius, Color fill, Color ink, Symbol symbol) {
  Vec2 c = hex_center(screen, hex);
  Vec2 mid = hex_edge_midpoint(screen, hex, direction);
  Vec2 across = normalized(mid - c);
  Vec2 along{-across.y, across.x};
  thick_line(r, mid - along * (radius * 1.5f), mid + along * (radius * 1.5f), radius * 0.36f, ink, true);
  fill_circle(r, mid, radius, ink);
  fill_circle(r, mid, radius * 0.84f, fill);
  draw_symbol(r, symbol, mid, radius * 0.5f, ink_on(fill));
}

// [SECTION] seven-segment digits

void draw_digits(SDL_Renderer* r, Vec2 centre, float height, int value, Color color) {
  // Segment bits: a b c d e f g (top, top-right, bottom-right, bottom, bottom-left, top-left, middle).
  static constexpr std::array<uint8_t, 10> kSegments = {0x3F, 0x06, 0x5B, 0x4F, 0x66,
                                                        0x6D, 0x7D, 0x07, 0x7F, 0x6F};
  std::string digits = std::to_string(value < 0 ? -value : value);
  const float w = height * 0.5f, gap = height * 0.18f, t = std::max(1.0f, height * 0.13f);
  const float total = static_cast<float>(digits.size()) * w + static_cast<float>(digits.size() - 1) * gap;
  float x0 = centre.x - total * 0.5f;
  const float top = centre.y - height * 0.5f, midy = centre.y, bottom = centre.y + height * 0.5f;
  for (char ch : digits) {
    uint8_t s = kSegments[static_cast<size_t>(ch - '0')];
    float l = x0, rr = x0 + w;
    auto seg = [&](int bit, Vec2 a, Vec2 b) {
      if (s & (1 << bit)) thick_line(r, a, b, t, color, true);
    };
    seg(0, {l, top}, {rr, top});
    seg(1, {rr, top}, {rr, midy});
    seg(2, {rr, midy}, {rr, bottom});
    seg(3, {l, bottom}, {rr, bottom});
    seg(4, {l, midy}, {l, bottom});
    seg(5, {l, top}, {l, midy});
    seg(6, {l, midy}, {rr, midy});
    x0 += w + gap;
  }
}

Rect dice_tray_rect(TextCache* text, size_t dice, const Rect& area, float die, float margin, float min_width,
                    int font_px, std::string_view caption) {
  const float tray_w = std::min(std::max(die * (1.4f * static_cast<float>(dice) + 0.6f), min_width),
                                std::max(min_width, area.w - 2 * margin));
  // The caption wraps inside the tray and the tray grows upwards to hold it: a long one (an
  // exploration's roll, modifier and result) ran off the bottom of the screen.
  const int wrap = static_cast<int>(tray_w - die * 0.6f);
  const float caption_h = text && text->ok() && !caption.empty() ? text->measure(caption, font_px, false, wrap).y : 0.0f;
  const float tray_h = std::max(die * 2.3f, die * 1.5f + caption_h + die * 0.3f);
  return {area.x + margin, area.y + area.h - tray_h - die * 0.3f, tray_w, tray_h};
}

void draw_dice_tray(SDL_Renderer* r, TextCache* text, const DiceTumble& tumble, double now, const Rect& area, float die,
                    float margin, float min_width, int font_px, std::string_view caption) {
  if (!tumble.started()) return;
  const size_t n = tumble.faces().size();
  const Rect tray = dice_tray_rect(text, n, area, die, margin, min_width, font_px, caption);
  const int wrap = static_cast<int>(tray.w - die * 0.6f);
  fill_rounded_rect(r, tray, die * 0.3f, with_alpha(pal::kCover, 210));
  for (size_t i = 0; i < n; ++i) {
    const DiceTumble::DieView v = tumble.view(i, now);
    DieStyle style;
    style.rotation = v.rotation;
    const Vec2 rest{tray.x + die * (0.9f + 1.4f * static_cast<float>(i)), tray.y + die * 0.75f};
    // In the air a die may fly beyond the tray, never beyond the area (a tray at the board's edge
    // threw its dice half off the board); `half` holds a turned die's corners in.
    Vec2 at = rest + v.offset * die;
    const float half = die * v.scale * 0.75f;
    at.x = std::clamp(at.x, area.x + half, std::max(area.x + half, area.x + area.w - half));
    at.y = std::clamp(at.y, area.y + half, std::max(area.y + half, area.y + area.h - half));
    draw_die(r, text, at, die * v.scale, v.face, style);
  }
  if (text && text->ok() && !tumble.active(now))
    text->draw({tray.x + die * 0.3f, tray.y + die * 1.5f}, caption, font_px, pal::kPaper, Align::kLeft, false, wrap);
}

}  // namespace sb::ui
