#pragma once
// The Mighty Kingdoms board: terrain, water, coasts and rivers, exploration, control (seat colour
// AND symbol), settlements, towers, armies/ships/pairs as tokens with stacks, pending moves half
// across their edge, Defend and Raze markers, legal targets. Draws a State it is given (already
// filtered by view_for) and answers hit tests; it never changes the State.
#include <SDL.h>

#include <string>
#include <vector>

#include "engine/board/hex.h"
#include "engine/ui/glide.h"
#include "engine/ui/camera.h"
#include "engine/ui/geometry.h"
#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"
#include "game/mighty_kingdoms/rules/types.h"

namespace sb::ui {
class TextCache;
}

namespace sb::mk::view {

// How a seat appears: name, colour and symbol (never colour alone), human or bot.
using SeatLook = ui::SeatLook;
// Defaults for `seats` kingdoms; `colour_blind_safe` picks the Okabe-Ito set, else a brighter one.
std::vector<SeatLook> default_looks(const State& s, bool colour_blind_safe = true);

ui::Terrain ui_terrain(Terrain t);
ui::Color mk_terrain_color(Terrain t);

// What the screen wants emphasised on top of the State.
struct BoardMarks {
  int selected_token = -1;
  std::vector<int> targets;      // legal target tiles for the current choice
  int info_tile = -1;            // long-pressed tile
  int drag_token = -1;           // token being dragged (drawn under the finger)
  ui::Vec2 drag_pos;
  ui::Glides* glides = nullptr;  // tokens that moved slide from their old place (null: none)
  double now = 0;                // the table's clock for them
};

// One drawn token (a stack of identical tokens counts once).
struct TokenSpot {
  std::vector<int> ids;  // the ship first for a pair
  int owner = 0;
  bool ship = false, pair = false, upright = true;
  bool moving = false;   // pending Move: drawn half across the edge
  int tile = kNoTile;
  ui::Vec2 pos;
  float radius = 0;
};

class BoardView {
 public:
  BoardView();
  ~BoardView();
  BoardView(const BoardView&) = delete;
  BoardView& operator=(const BoardView&) = delete;
  // World bounds of the map (call when the map changes).
  void set_map(const State& s);
  ui::Camera& camera() { return camera_; }
  const ui::Camera& camera() const { return camera_; }
  ui::WorldRect bounds() const { return bounds_; }
  const engine::Layout& world_layout() const { return layout_; }
  void fit(float margin_px);

  void draw(SDL_Renderer* r, ui::TextCache* text, const ui::Metrics& m, const State& seen,
            const std::vector<SeatLook>& looks, const BoardMarks& marks);

  int tile_at(const State& s, ui::Vec2 screen) const;
  ui::Vec2 tile_center(const State& s, int tile) const;
  // Where tokens are drawn now (same computation as draw).
  std::vector<TokenSpot> token_spots(const State& s, const ui::Metrics& m) const;
  // Topmost token spot under `screen` (-1 none), index into token_spots().
  int spot_at(const std::vector<TokenSpot>& spots, ui::Vec2 screen) const;
  // The token spots as the last board drawn placed them (mid-slide too).
  const std::vector<TokenSpot>& drawn_spots() const { return drawn_spots_; }
  // How often the map (below) was painted anew, for tests.
  int map_paints() const { return map_paints_; }

 private:
  std::vector<TokenSpot> drawn_spots_;
  // The map (the tiles' ground, control borders and badges, coasts, rivers and the grid) changes
  // only with the map, what is explored and controlled, the seats' looks and the camera, yet was
  // most of a board's drawing: every state change (each action, and the frame that swaps in a hot
  // reload's game) painted it again. It is kept in a texture the size of the map on screen, painted
  // over the table's colour in the same order, and copied while nothing of it changed.
  struct MapKey {
    double sx = 0, sy = 0, ox = 0, oy = 0;
    int width = 0, height = 0;
    std::vector<int> tiles;   // q, r, terrain, explored, river, controller per tile
    std::vector<int> owners;  // the seats that control a tile
    std::vector<int> looks;   // each owner's colour and symbol
    bool operator==(const MapKey&) const = default;
  };
  // Copies the map to the current target, painting it first when its key changed. False where no
  // texture can be made (the map is drawn straight then).
  bool draw_map_layer(SDL_Renderer* r, const engine::Layout& sl, const State& s, const std::vector<SeatLook>& looks,
                      const ui::Metrics& m);
  void draw_map(SDL_Renderer* r, const engine::Layout& sl, const State& s, const std::vector<SeatLook>& looks,
                const ui::Metrics& m);
  void draw_ground(SDL_Renderer* r, const engine::Layout& sl, const Tile& t);
  void draw_tile(SDL_Renderer* r, const engine::Layout& sl, const State& s, const Tile& t,
                 const std::vector<SeatLook>& looks, const ui::Metrics& m);
  void draw_rivers_and_coasts(SDL_Renderer* r, const engine::Layout& sl, const State& s);
  void draw_settlement(SDL_Renderer* r, ui::Vec2 c, float size, Settlement kind, ui::Color owner);
  void draw_spot(SDL_Renderer* r, ui::TextCache* text, const State& s, const TokenSpot& spot,
                 const std::vector<SeatLook>& looks, bool selected, const ui::Metrics& m);

  engine::Layout layout_;
  ui::Camera camera_;
  ui::WorldRect bounds_;
  SDL_Texture* map_layer_ = nullptr;
  SDL_Renderer* map_layer_renderer_ = nullptr;
  SDL_Rect map_layer_rect_{};
  MapKey map_layer_key_;
  int map_paints_ = 0;
};

// Draws a tower (Wizard's Tower) and settlements; shared with panels' legends.
void draw_tower(SDL_Renderer* r, ui::Vec2 c, float size);
void draw_settlement_icon(SDL_Renderer* r, ui::Vec2 c, float size, Settlement kind, ui::Color owner);

}  // namespace sb::mk::view
