#include "game/mighty_kingdoms/view/board_view.h"

// [SECTION] index
//   looks and colours · tiles (terrain, coasts, rivers, control) · settlements · token spots ·
//   tokens and markers · draw · hit tests
#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "engine/ui/draw.h"
#include "engine/ui/text.h"

namespace sb::mk::view {

using ui::Color;
using ui::Vec2;

// [SECTION] looks and colours

std::vector<SeatLook> default_looks(const State& s, bool colour_blind_safe) {
  // The brighter set is for players who asked for it; Okabe-Ito is the default.
  static const Color kBright[] = {ui::rgb(0xD32F2F), ui::rgb(0x1976D2), ui::rgb(0x388E3C),
                                  ui::rgb(0xFBC02D), ui::rgb(0x7B1FA2), ui::rgb(0xF57C00)};
  std::vector<SeatLook> looks;
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    const int i = static_cast<int>(k);
    SeatLook look;
    look.name = s.kingdoms[k].name;
    look.color = colour_blind_safe ? ui::seat_color(i) : kBright[k % 6];
    look.symbol = ui::seat_symbol(i);
    look.bot = s.kingdoms[k].is_bot ? "heuristic" : "";
    looks.push_back(look);
  }
  return looks;
}

ui::Terrain ui_terrain(Terrain t) {
  switch (t) {
    case Terrain::kPlains: return ui::Terrain::kPlains;
    case Terrain::kForest: return ui::Terrain::kForest;
    case Terrain::kHills: return ui::Terrain::kHills;
    case Terrain::kMountains: return ui::Terrain::kMountains;
    case Terrain::kMarsh: return ui::Terrain::kSwamp;
    case Terrain::kWater: return ui::Terrain::kWater;
  }
  return ui::Terrain::kPlains;
}

ui::Color mk_terrain_color(Terrain t) { return ui::terrain_color(ui_terrain(t)); }

namespace {

const Color kRiver = ui::rgb(0x3C7DC4);
const Color kSand = ui::rgb(0xE8D6A0);
const Color kStone = ui::rgb(0x9E9A90);
const Color kWood = ui::rgb(0x5D4037);
const Color kRaze = ui::rgb(0xD84315);

int direction_to(const Tile& from, const Tile& to) {
  const engine::Hex d = to.hex - from.hex;
  for (int i = 0; i < 6; ++i)
    if (engine::kHexDirections[static_cast<size_t>(i)] == d) return i;
  return -1;
}

const Tile* neighbour(const State& s, const Tile& t, int dir) {
  const int i = s.tile_at(engine::hex_neighbor(t.hex, dir));
  return i >= 0 ? &s.tiles[static_cast<size_t>(i)] : nullptr;
}

Color owner_color(const std::vector<SeatLook>& looks, int owner) {
  if (owner >= 0 && static_cast<size_t>(owner) < looks.size()) return looks[static_cast<size_t>(owner)].color;
  return ui::rgb(0x9E9E9E);
}
ui::Symbol owner_symbol(const std::vector<SeatLook>& looks, int owner) {
  if (owner >= 0 && static_cast<size_t>(owner) < looks.size()) return looks[static_cast<size_t>(owner)].symbol;
  return ui::Symbol::kNone;
}

// The two corners of the edge facing `dir` (the corners nearest its midpoint).
std::pair<Vec2, Vec2> edge_corners(const engine::Layout& sl, engine::Hex h, int dir) {
  auto pts = ui::hex_points(sl, h);
  const Vec2 m = ui::hex_edge_midpoint(sl, h, dir);
  std::array<int, 6> idx{0, 1, 2, 3, 4, 5};
  std::sort(idx.begin(), idx.end(), [&](int a, int b) {
    return ui::distance(pts[static_cast<size_t>(a)], m) < ui::distance(pts[static_cast<size_t>(b)], m);
  });
  return {pts[static_cast<size_t>(idx[0])], pts[static_cast<size_t>(idx[1])]};
}

}  // namespace

// [SECTION] tiles

BoardView::BoardView() {
  layout_.orientation = engine::kPointyTop;
  layout_.size = {10, 10};
  layout_.origin = {0, 0};
}

void BoardView::set_map(const State& s) {
  std::vector<engine::Hex> hexes;
  for (const Tile& t : s.tiles) hexes.push_back(t.hex);
  bounds_ = ui::hex_bounds(layout_, hexes);
}

void BoardView::fit(float margin_px) { camera_.fit(bounds_, margin_px); }

void BoardView::draw_ground(SDL_Renderer* r, const engine::Layout& sl, const Tile& t) {
  const float size = static_cast<float>(sl.size.x);
  Color fill = mk_terrain_color(t.terrain);
  // Unexplored land keeps its terrain (spec §1.1) but sits in shadow.
  if (!t.explored && t.terrain != Terrain::kWater) fill = ui::mix(fill, ui::pal::kTable, 0.5f);
  ui::fill_hex(r, sl, t.hex, fill);
  if (size > 14) {
    Color ink = ui::with_alpha(ui::darker(fill, 0.55f), t.explored ? 150 : 90);
    ui::draw_terrain_marks(r, sl, t.hex, ui_terrain(t.terrain), ink);
  }
  if (!t.explored && t.terrain != Terrain::kWater && size > 18) {
    // A fog dot pattern: unexplored reads without relying on the darker colour alone.
    const Vec2 c = ui::hex_center(sl, t.hex);
    for (int i = -1; i <= 1; ++i)
      ui::fill_circle(r, {c.x + static_cast<float>(i) * size * 0.28f, c.y + size * 0.62f}, size * 0.045f,
                      ui::with_alpha(ui::pal::kPaper, 110));
  }
}

BoardView::~BoardView() {
  if (map_layer_) SDL_DestroyTexture(map_layer_);
}

bool BoardView::draw_map_layer(SDL_Renderer* r, const engine::Layout& sl, const State& s,
                               const std::vector<SeatLook>& looks, const ui::Metrics& m) {
  SDL_Texture* target = SDL_GetRenderTarget(r);
  int width = 0, height = 0;
  if (target ? SDL_QueryTexture(target, nullptr, nullptr, &width, &height) != 0
             : SDL_GetRendererOutputSize(r, &width, &height) != 0)
    return false;
  MapKey key;
  key.sx = sl.size.x;
  key.sy = sl.size.y;
  key.ox = sl.origin.x;
  key.oy = sl.origin.y;
  key.width = width;
  key.height = height;
  key.tiles.reserve(s.tiles.size() * 6);
  for (const Tile& t : s.tiles) {
    key.tiles.push_back(t.hex.q);
    key.tiles.push_back(t.hex.r);
    key.tiles.push_back(static_cast<int>(t.terrain));
    key.tiles.push_back(t.explored ? 1 : 0);
    key.tiles.push_back(t.river ? 1 : 0);
    key.tiles.push_back(t.controller);
  }
  for (const Tile& t : s.tiles)
    if (t.controller >= 0 && std::find(key.owners.begin(), key.owners.end(), t.controller) == key.owners.end())
      key.owners.push_back(t.controller);
  std::sort(key.owners.begin(), key.owners.end());
  for (int owner : key.owners) {
    const Color c = owner_color(looks, owner);
    key.looks.insert(key.looks.end(), {c.r, c.g, c.b, c.a, static_cast<int>(owner_symbol(looks, owner))});
  }
  if (map_layer_ && map_layer_renderer_ != r) {
    SDL_DestroyTexture(map_layer_);
    map_layer_ = nullptr;
  }
  if (!map_layer_ || !(key == map_layer_key_)) {
    // The map's extent on screen (with room for what reaches past the outer edges: the grid, a
    // river's round end, the soft fringe), within the target.
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (const Tile& t : s.tiles)
      for (const Vec2& p : ui::hex_points(sl, t.hex)) {
        x0 = std::min(x0, p.x);
        y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.x);
        y1 = std::max(y1, p.y);
      }
    const float margin = 4.0f + static_cast<float>(std::abs(sl.size.x)) * 0.15f;
    SDL_Rect rect{std::max(0, static_cast<int>(std::floor(x0 - margin))), std::max(0, static_cast<int>(std::floor(y0 - margin))), 0, 0};
    rect.w = std::min(width, static_cast<int>(std::ceil(x1 + margin))) - rect.x;
    rect.h = std::min(height, static_cast<int>(std::ceil(y1 + margin))) - rect.y;
    if (s.tiles.empty() || rect.w <= 0 || rect.h <= 0) {  // nothing of the map on screen
      map_layer_key_ = key;
      map_layer_rect_ = {0, 0, 0, 0};
      return true;
    }
    int tw = 0, th = 0;
    if (map_layer_) SDL_QueryTexture(map_layer_, nullptr, nullptr, &tw, &th);
    if (map_layer_ && (tw != rect.w || th != rect.h)) {
      SDL_DestroyTexture(map_layer_);
      map_layer_ = nullptr;
    }
    if (!map_layer_) {
      map_layer_ = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, rect.w, rect.h);
      if (!map_layer_) return false;
      map_layer_renderer_ = r;
      SDL_SetTextureBlendMode(map_layer_, SDL_BLENDMODE_NONE);
    }
    if (SDL_SetRenderTarget(r, map_layer_) != 0) {
      SDL_DestroyTexture(map_layer_);
      map_layer_ = nullptr;
      SDL_SetRenderTarget(r, target);
      return false;
    }
    // The same pixels as painted straight onto the table: its colour below, then the map in order.
    SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
    SDL_RenderClear(r);
    engine::Layout shifted = sl;
    shifted.origin = {sl.origin.x - rect.x, sl.origin.y - rect.y};
    draw_map(r, shifted, s, looks, m);
    SDL_SetRenderTarget(r, target);
    map_layer_key_ = std::move(key);
    map_layer_rect_ = rect;
    ++map_paints_;
  }
  if (map_layer_rect_.w > 0) SDL_RenderCopy(r, map_layer_, nullptr, &map_layer_rect_);
  return true;
}

void BoardView::draw_tile(SDL_Renderer* r, const engine::Layout& sl, const State& s, const Tile& t,
                          const std::vector<SeatLook>& looks, const ui::Metrics& m) {
  (void)s;
  const float size = static_cast<float>(sl.size.x);
  draw_ground(r, sl, t);
  if (t.controller >= 0) {
    const Color c = owner_color(looks, t.controller);
    ui::outline_hex(r, sl, t.hex, std::max(2.0f, size * 0.09f), c, size * 0.05f);
    if (size > 12) {
      const Vec2 centre = ui::hex_center(sl, t.hex);
      const Vec2 badge{centre.x - size * 0.58f, centre.y};
      const float br = size * 0.15f;
      ui::fill_circle(r, badge, br, c);
      ui::draw_symbol(r, owner_symbol(looks, t.controller), badge, br * 0.7f, ui::ink_on(c));
    }
  }
  (void)m;
}

void BoardView::draw_map(SDL_Renderer* r, const engine::Layout& sl, const State& s, const std::vector<SeatLook>& looks,
                         const ui::Metrics& m) {
  const float size = static_cast<float>(sl.size.x);
  for (const Tile& t : s.tiles) draw_tile(r, sl, s, t, looks, m);
  draw_rivers_and_coasts(r, sl, s);
  for (const Tile& t : s.tiles) ui::outline_hex(r, sl, t.hex, std::max(1.0f, size * 0.025f), ui::pal::kGrid);
}

void BoardView::draw_rivers_and_coasts(SDL_Renderer* r, const engine::Layout& sl, const State& s) {
  const float size = static_cast<float>(sl.size.x);
  for (const Tile& t : s.tiles) {
    if (t.terrain == Terrain::kWater) continue;
    for (int d = 0; d < 6; ++d) {
      const Tile* n = neighbour(s, t, d);
      if (n && n->terrain == Terrain::kWater) {
        auto [a, b] = edge_corners(sl, t.hex, d);
        ui::thick_line(r, a, b, std::max(2.0f, size * 0.14f), kSand, true);
      }
    }
  }
  for (const Tile& t : s.tiles) {
    if (!t.river || t.terrain == Terrain::kWater) continue;
    const Vec2 c = ui::hex_center(sl, t.hex);
    const float w = std::max(2.0f, size * 0.1f);
    int links = 0;
    for (int d = 0; d < 6; ++d) {
      const Tile* n = neighbour(s, t, d);
      if (!n || !(n->river || n->terrain == Terrain::kWater || n->terrain == Terrain::kMarsh)) continue;
      const Vec2 e = ui::hex_edge_midpoint(sl, t.hex, d);
      // A slight bend so rivers do not read as roads.
      const Vec2 mid{(c.x + e.x) * 0.5f + (e.y - c.y) * 0.12f, (c.y + e.y) * 0.5f - (e.x - c.x) * 0.12f};
      ui::thick_line(r, c, mid, w, kRiver, true);
      ui::thick_line(r, mid, e, w, kRiver, true);
      ++links;
    }
    if (links == 0) ui::thick_line(r, {c.x - size * 0.4f, c.y + size * 0.1f}, {c.x + size * 0.4f, c.y - size * 0.1f}, w, kRiver, true);
    ui::fill_circle(r, c, w * 0.6f, kRiver);
  }
}

// [SECTION] settlements

void draw_settlement_icon(SDL_Renderer* r, Vec2 c, float s, Settlement kind, Color owner) {
  const Color ink = ui::pal::kInk;
  const float line = std::max(1.0f, s * 0.08f);
  auto house = [&](Vec2 at, float k) {
    const std::array<Vec2, 5> body{Vec2{at.x - 0.45f * k, at.y - 0.05f * k}, Vec2{at.x, at.y - 0.55f * k},
                                   Vec2{at.x + 0.45f * k, at.y - 0.05f * k}, Vec2{at.x + 0.45f * k, at.y + 0.5f * k},
                                   Vec2{at.x - 0.45f * k, at.y + 0.5f * k}};
    ui::fill_polygon(r, body, ui::pal::kPaper);
    const std::array<Vec2, 3> roof{Vec2{at.x - 0.55f * k, at.y - 0.02f * k}, Vec2{at.x, at.y - 0.6f * k},
                                   Vec2{at.x + 0.55f * k, at.y - 0.02f * k}};
    ui::fill_polygon(r, roof, owner);
    ui::outline_polygon(r, body, line, ink);
  };
  switch (kind) {
    case Settlement::kNone: return;
    case Settlement::kVillage: house(c, s); return;
    case Settlement::kCity:
    case Settlement::kCapital: {
      house({c.x - 0.42f * s, c.y + 0.1f * s}, s * 0.8f);
      house({c.x + 0.42f * s, c.y + 0.1f * s}, s * 0.8f);
      house({c.x, c.y - 0.1f * s}, s);
      if (kind == Settlement::kCapital) {
        // A crown above the roofs: the capital is the one shape with a star.
        ui::fill_circle(r, {c.x, c.y - 0.95f * s}, s * 0.34f, ink);
        ui::draw_symbol(r, ui::Symbol::kStar, {c.x, c.y - 0.95f * s}, s * 0.3f, ui::pal::kHighlight);
      }
      return;
    }
    case Settlement::kFortress: {
      const std::array<Vec2, 4> body{Vec2{c.x - 0.5f * s, c.y - 0.35f * s}, Vec2{c.x + 0.5f * s, c.y - 0.35f * s},
                                     Vec2{c.x + 0.5f * s, c.y + 0.55f * s}, Vec2{c.x - 0.5f * s, c.y + 0.55f * s}};
      ui::fill_polygon(r, body, kStone);
      for (int i = 0; i < 3; ++i) {
        const float x = c.x - 0.5f * s + static_cast<float>(i) * 0.4f * s;
        const std::array<Vec2, 4> merlon{Vec2{x, c.y - 0.6f * s}, Vec2{x + 0.2f * s, c.y - 0.6f * s},
                                         Vec2{x + 0.2f * s, c.y - 0.33f * s}, Vec2{x, c.y - 0.33f * s}};
        ui::fill_polygon(r, merlon, kStone);
        ui::outline_polygon(r, merlon, line, ink);
      }
      ui::outline_polygon(r, body, line, ink);
      const std::array<Vec2, 4> gate{Vec2{c.x - 0.15f * s, c.y + 0.15f * s}, Vec2{c.x + 0.15f * s, c.y + 0.15f * s},
                                     Vec2{c.x + 0.15f * s, c.y + 0.55f * s}, Vec2{c.x - 0.15f * s, c.y + 0.55f * s}};
      ui::fill_polygon(r, gate, owner);
      return;
    }
  }
}

void draw_tower(SDL_Renderer* r, Vec2 c, float s) {
  const Color violet = ui::rgb(0x6A4C93);
  const std::array<Vec2, 4> body{Vec2{c.x - 0.25f * s, c.y - 0.3f * s}, Vec2{c.x + 0.25f * s, c.y - 0.3f * s},
                                 Vec2{c.x + 0.35f * s, c.y + 0.6f * s}, Vec2{c.x - 0.35f * s, c.y + 0.6f * s}};
  ui::fill_polygon(r, body, violet);
  const std::array<Vec2, 3> roof{Vec2{c.x - 0.38f * s, c.y - 0.28f * s}, Vec2{c.x, c.y - 0.95f * s},
                                 Vec2{c.x + 0.38f * s, c.y - 0.28f * s}};
  ui::fill_polygon(r, roof, ui::darker(violet, 0.35f));
  ui::outline_polygon(r, body, std::max(1.0f, s * 0.07f), ui::pal::kInk);
  ui::draw_symbol(r, ui::Symbol::kStar, {c.x, c.y + 0.12f * s}, s * 0.2f, ui::pal::kHighlight);
}

void BoardView::draw_settlement(SDL_Renderer* r, Vec2 c, float size, Settlement kind, Color owner) {
  draw_settlement_icon(r, c, size, kind, owner);
}

// [SECTION] token spots

std::vector<TokenSpot> BoardView::token_spots(const State& s, const ui::Metrics& m) const {
  (void)m;
  const engine::Layout sl = camera_.screen_layout(layout_);
  const float size = static_cast<float>(sl.size.x);
  // Group identical tokens per tile so a stack draws once with a count.
  using Key = std::tuple<int, int, bool, bool, bool, int, int, bool>;  // tile, owner, ship, pair, upright, order, target, defending
  std::map<Key, TokenSpot> groups;
  std::vector<Key> order;
  for (const Token& t : s.tokens) {
    if (t.tile < 0) continue;
    if (!t.ship && t.partner >= 0) continue;  // aboard its ship: drawn with the pair
    const bool pair = t.ship && t.partner >= 0;
    const bool moving = t.order.type == OrderType::kMove && !t.order.resolved && t.order.target >= 0;
    Key key{t.tile, t.owner, t.ship, pair, t.upright, static_cast<int>(t.order.type) * (t.order.resolved ? 0 : 1),
            moving ? t.order.target : -1, t.defending};
    auto [it, inserted] = groups.try_emplace(key);
    if (inserted) {
      order.push_back(key);
      it->second.owner = t.owner;
      it->second.ship = t.ship;
      it->second.pair = pair;
      it->second.upright = t.upright;
      it->second.moving = moving;
      it->second.tile = t.tile;
    }
    it->second.ids.push_back(t.id);
  }
  // Lay out per tile: still tokens in rows in the lower half, moving ones on their edge.
  std::map<int, std::vector<TokenSpot*>> still_by_tile;
  std::map<std::pair<int, int>, int> moving_on_edge;
  std::vector<TokenSpot> out;
  out.reserve(order.size());
  for (const Key& key : order) out.push_back(groups[key]);
  for (size_t i = 0; i < out.size(); ++i) {
    TokenSpot& spot = out[i];
    const Key& key = order[i];
    const Tile& tile = s.tiles[static_cast<size_t>(spot.tile)];
    if (spot.moving) {
      const int target = std::get<6>(key);
      const int dir = direction_to(tile, s.tiles[static_cast<size_t>(target)]);
      spot.radius = size * 0.27f;
      if (dir >= 0) {
        const int n = moving_on_edge[{spot.tile, target}]++;
        const Vec2 mid = ui::hex_edge_midpoint(sl, tile.hex, dir);
        const Vec2 c = ui::hex_center(sl, tile.hex);
        const Vec2 along{-(mid.y - c.y), mid.x - c.x};
        const float len = std::max(1e-3f, ui::length(along));
        const float shift = (static_cast<float>(n % 2 == 0 ? n / 2 : -(n + 1) / 2)) * spot.radius * 1.6f;
        spot.pos = mid + along * (shift / len);
        continue;
      }
      spot.moving = false;
    }
    still_by_tile[spot.tile].push_back(&spot);
  }
  for (auto& [tile_index, spots] : still_by_tile) {
    const Vec2 c = ui::hex_center(sl, s.tiles[static_cast<size_t>(tile_index)].hex);
    const size_t n = spots.size();
    const float radius = size * (n <= 2 ? 0.3f : n <= 4 ? 0.23f : 0.18f);
    const size_t per_row = n <= 3 ? n : (n + 1) / 2;
    for (size_t k = 0; k < n; ++k) {
      const size_t row = k / per_row, col = k % per_row;
      const size_t in_row = std::min(per_row, n - row * per_row);
      const float x = (static_cast<float>(col) - static_cast<float>(in_row - 1) * 0.5f) * radius * 2.15f;
      const float y = size * 0.3f + static_cast<float>(row) * radius * 2.0f - (n > 3 ? radius * 0.6f : 0.0f);
      spots[k]->pos = {c.x + x, c.y + y};
      spots[k]->radius = radius;
    }
  }
  return out;
}

// [SECTION] tokens and markers

void BoardView::draw_spot(SDL_Renderer* r, ui::TextCache* text, const State& s, const TokenSpot& spot,
                          const std::vector<SeatLook>& looks, bool selected, const ui::Metrics& m) {
  (void)m;
  const float R = spot.radius;
  const Vec2 c = spot.pos;
  if (spot.ship) {
    // A hull under the disc marks ships and pairs (shape, not colour).
    const float y = spot.upright ? c.y : c.y + R * 0.2f;
    const std::array<Vec2, 4> hull{Vec2{c.x - R * 1.25f, y + R * 0.25f}, Vec2{c.x + R * 1.25f, y + R * 0.25f},
                                   Vec2{c.x + R * 0.8f, y + R * 1.05f}, Vec2{c.x - R * 0.8f, y + R * 1.05f}};
    ui::fill_polygon(r, hull, kWood);
    ui::outline_polygon(r, hull, std::max(1.0f, R * 0.08f), ui::pal::kInk);
  }
  ui::TokenStyle style;
  style.fill = owner_color(looks, spot.owner);
  style.symbol = owner_symbol(looks, spot.owner);
  style.on_side = !spot.upright;
  style.count = static_cast<int>(spot.ids.size());
  style.highlight = selected;
  ui::draw_token(r, text, c, R, style);
  if (spot.pair) {
    // The army aboard: a small second disc riding on the ship.
    const Vec2 a{c.x - R * 0.85f, c.y - R * 0.75f};
    ui::fill_circle(r, a, R * 0.45f, ui::pal::kInk);
    ui::fill_circle(r, a, R * 0.37f, style.fill);
    ui::draw_symbol(r, style.symbol, a, R * 0.25f, ui::ink_on(style.fill));
  }
  const Token* first = s.token(spot.ids.front());
  if (!first) return;
  if (first->defending || (first->order.type == OrderType::kDefend && !first->order.resolved)) {
    // Shield: Defend ordered or in force.
    const Vec2 sh{c.x + R * 0.95f, c.y + R * 0.55f};
    const std::array<Vec2, 5> shield{Vec2{sh.x - R * 0.4f, sh.y - R * 0.45f}, Vec2{sh.x + R * 0.4f, sh.y - R * 0.45f},
                                     Vec2{sh.x + R * 0.4f, sh.y + R * 0.1f}, Vec2{sh.x, sh.y + R * 0.55f},
                                     Vec2{sh.x - R * 0.4f, sh.y + R * 0.1f}};
    ui::fill_polygon(r, shield, first->defending ? ui::rgb(0x455A64) : ui::pal::kPaper);
    ui::outline_polygon(r, shield, std::max(1.0f, R * 0.1f), ui::pal::kInk);
  }
  if (first->order.type == OrderType::kRaze && !first->order.resolved) {
    const Vec2 f{c.x - R * 0.95f, c.y + R * 0.55f};
    const std::array<Vec2, 3> flame{Vec2{f.x - R * 0.38f, f.y + R * 0.45f}, Vec2{f.x, f.y - R * 0.6f},
                                    Vec2{f.x + R * 0.38f, f.y + R * 0.45f}};
    ui::fill_polygon(r, flame, kRaze);
    ui::outline_polygon(r, flame, std::max(1.0f, R * 0.08f), ui::pal::kInk);
  }
  if ((first->order.type == OrderType::kRegroup || first->order.type == OrderType::kHold) && !first->order.resolved) {
    ui::fill_circle(r, {c.x, c.y - R * 1.15f}, R * 0.22f, ui::pal::kPaper);
    ui::draw_symbol(r, ui::Symbol::kPlus, {c.x, c.y - R * 1.15f}, R * 0.18f, ui::pal::kInk);
  }
}

// [SECTION] draw

void BoardView::draw(SDL_Renderer* r, ui::TextCache* text, const ui::Metrics& m, const State& s,
                     const std::vector<SeatLook>& looks, const BoardMarks& marks) {
  const engine::Layout sl = camera_.screen_layout(layout_);
  const float size = static_cast<float>(sl.size.x);
  if (!draw_map_layer(r, sl, s, looks, m)) draw_map(r, sl, s, looks, m);
  // Control borders again over the grid so a kingdom's edge stays crisp.
  for (const Tile& t : s.tiles) {
    const Vec2 c = ui::hex_center(sl, t.hex);
    const Vec2 top{c.x, c.y - size * 0.35f};
    if (t.tower) draw_tower(r, top, size * 0.38f);
    // Unexplored tiles never show a settlement (spec §1.1).
    if (t.explored && t.settlement != Settlement::kNone)
      draw_settlement(r, top, size * 0.34f, t.settlement, owner_color(looks, t.controller));
    if (t.raze_pending) {
      ui::fill_circle(r, top, size * 0.2f, ui::with_alpha(ui::pal::kPaper, 220));
      ui::draw_symbol(r, ui::Symbol::kCross, top, size * 0.18f, kRaze);
    }
  }
  for (int tile : marks.targets) {
    if (tile < 0 || static_cast<size_t>(tile) >= s.tiles.size()) continue;
    const engine::Hex h = s.tiles[static_cast<size_t>(tile)].hex;
    ui::fill_hex(r, sl, h, ui::with_alpha(ui::pal::kHighlight, 70), size * 0.06f);
    ui::outline_hex(r, sl, h, std::max(3.0f, size * 0.1f), ui::pal::kHighlight, size * 0.07f);
  }
  if (marks.info_tile >= 0 && static_cast<size_t>(marks.info_tile) < s.tiles.size())
    ui::outline_hex(r, sl, s.tiles[static_cast<size_t>(marks.info_tile)].hex, std::max(3.0f, size * 0.08f),
                    ui::pal::kPaper, size * 0.04f);
  std::vector<TokenSpot> spots = token_spots(s, m);
  if (marks.glides) {
    // A token that moved slides from where it stood (world places: a pan or a zoom is no move).
    for (TokenSpot& spot : spots) {
      if (spot.ids.empty()) continue;
      const engine::Point w = camera_.screen_to_world(spot.pos);
      const Vec2 at = marks.glides->at(spot.ids.front(), {static_cast<float>(w.x), static_cast<float>(w.y)}, marks.now);
      spot.pos = camera_.world_to_screen({at.x, at.y});
    }
    marks.glides->end_frame();
  }
  drawn_spots_ = spots;
  for (const TokenSpot& spot : spots) {
    if (!spot.moving) continue;
    const Tile& from = s.tiles[static_cast<size_t>(spot.tile)];
    ui::draw_arrow(r, ui::hex_center(sl, from.hex), spot.pos, std::max(2.0f, size * 0.07f),
                   ui::with_alpha(ui::pal::kInk, 170));
  }
  for (const TokenSpot& spot : spots) {
    const bool selected = std::find(spot.ids.begin(), spot.ids.end(), marks.selected_token) != spot.ids.end();
    if (selected && marks.drag_token >= 0) {
      TokenSpot ghost = spot;
      ghost.pos = marks.drag_pos;
      draw_spot(r, text, s, spot, looks, false, m);
      draw_spot(r, text, s, ghost, looks, true, m);
      continue;
    }
    draw_spot(r, text, s, spot, looks, selected, m);
  }
}

// [SECTION] hit tests

int BoardView::tile_at(const State& s, Vec2 screen) const {
  const engine::Hex h = engine::pixel_to_hex(layout_, camera_.screen_to_world(screen));
  return s.tile_at(h);
}

Vec2 BoardView::tile_center(const State& s, int tile) const {
  const engine::Layout sl = camera_.screen_layout(layout_);
  return ui::hex_center(sl, s.tiles[static_cast<size_t>(tile)].hex);
}

int BoardView::spot_at(const std::vector<TokenSpot>& spots, Vec2 screen) const {
  int best = -1;
  float best_d = 1e9f;
  for (size_t i = 0; i < spots.size(); ++i) {
    const float d = ui::distance(spots[i].pos, screen);
    if (d <= spots[i].radius * 1.2f && d < best_d) {
      best = static_cast<int>(i);
      best_d = d;
    }
  }
  return best;
}

}  // namespace sb::mk::view
