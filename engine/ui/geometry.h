#pragma once
// Screen-space 2D values shared by gestures, the camera and the draw primitives.
#include <cmath>

namespace sb::ui {

struct Vec2 {
  float x = 0;
  float y = 0;
  bool operator==(const Vec2&) const = default;
};
inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator*(Vec2 a, float k) { return {a.x * k, a.y * k}; }
inline float length(Vec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }
inline float distance(Vec2 a, Vec2 b) { return length(a - b); }

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool contains(Vec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
  Vec2 center() const { return {x + w * 0.5f, y + h * 0.5f}; }
};

}  // namespace sb::ui
