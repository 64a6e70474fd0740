#pragma once
// The Vacant Throne table drawn from one State with the engine's primitives, as blocks of words
// (engine/ui/pen.h): the season and phase; the seven tiles (knights per player as a seat mark —
// colour AND symbol — with a count, the Bandits, who holds it); the two turn-order tracks with
// every cube and the Bandit cube, the current one marked; the Docket and the passed laws as cards;
// the open guarantees and a negotiation being drafted; then every player: resources, Unemployed
// workers, Influence, Prestige and crossed-out Prestige, the hand (cards only for `hand_seat`,
// a count for everyone else) and the 3x3 grid of built workplaces as cards from the content, the
// cells where a chosen workplace may be built lit and marked "Build here".
// The caller scrolls the area; the layout says where each tile and card ended up.
#include <SDL.h>

#include <string>
#include <vector>

#include "engine/ui/board_frame.h"
#include "engine/ui/card_face.h"
#include "engine/ui/flights.h"
#include "engine/ui/tally.h"
#include "engine/ui/geometry.h"
#include "engine/ui/icons.h"
#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"
#include "game/vacant_throne/rules/content.h"
#include "game/vacant_throne/rules/state.h"

namespace sb::ui {
class TextCache;
}

namespace sb::vt::view {

// `state` is already view_for(hand_seat): other hands are unknown cards.
struct BoardInput : ui::BoardFrame<State, Content> {
  int selected_tile = -1;
  int hand_seat = -1;  // whose hand is drawn face up (-1: nobody's)
  // Building: the cells of `lit_seat`'s grid where the chosen workplace may go (lit, "Build here").
  int lit_seat = -1;
  std::vector<int> lit_cells;
  bool measure_only = false;
  // Icons and card art (the view's; null: counts in words, cards with emblems only).
  ui::PictureCache* pictures = nullptr;
  // Where draw_board notes each tile's knights (null: nowhere): the layout's piles.
  mutable std::vector<ui::PileFlights::Pile>* piles = nullptr;
  // The players' Prestige, score, Influence and favours as they tick after an action, at table
  // time `now` (null: their values).
  ui::Tally* tally = nullptr;
  double now = 0;
  // Cards in the air (null: none): a slot whose card is still flying to it is drawn empty.
  const ui::PileFlights* flights = nullptr;
};

// The kind of the Bandits' pile on a tile (BoardLayout::piles); a seat's knights are its seat.
inline constexpr int kBanditKind = 1000;

// Cards travel (BoardLayout::piles): the decks, the docket, the passed laws, the discard, each
// hand and each grid cell are places; a card's kind is its workplace or law, offset past the
// pieces', face down (the decks, and every hand, whoever holds the device: passing it moves
// nothing) the family's hidden kind.
inline constexpr int kPlaceDeck = -10, kPlaceDiscard = -11, kPlaceLawDeck = -12, kPlaceDocket = -13, kPlaceEnacted = -14;
inline constexpr int hand_place(int seat) { return -20 - seat; }
inline constexpr int cell_place(int seat, int cell) { return -100 - seat * 9 - cell; }
inline constexpr int kWorkplaceFamily = 1, kLawFamily = 2;
inline constexpr int kHiddenWorkplace = 2000, kHiddenLaw = 3000;
inline constexpr int workplace_kind(int kind) { return kind < 0 ? kHiddenWorkplace : kHiddenWorkplace + 1 + kind; }
inline constexpr int law_kind(int law) { return law < 0 ? kHiddenLaw : kHiddenLaw + 1 + law; }
// A card of the family (kWorkplaceFamily, kLawFamily) face down: its back's colour.
ui::Color card_back_colour(int family);

// One cell of a player's grid on screen (built or empty), for a tap that builds there.
struct GridSpot {
  int seat = -1, cell = -1;
  bool lit = false;
  ui::Rect rect;
};

// What a long press or a tap found.
struct CardSpot {
  enum Kind { kHand, kBuilt, kLaw, kPassedLaw } kind = kHand;
  int seat = -1, cell = -1, index = -1;  // index: workplace kind (hand) or law
  ui::Rect rect;
};

// A player's block (name, counts, grid, hand).
struct SeatSpot {
  int seat = -1;
  ui::Rect rect;
};

struct BoardLayout {
  std::vector<ui::Rect> tiles;  // per tile
  std::vector<CardSpot> cards;
  std::vector<GridSpot> grid;  // every cell of every player's grid
  std::vector<SeatSpot> seats;
  ui::Rect heading;  // the season and phase atop the board (the results keep off it)
  // Each tile's knights (place = tile, kind = seat or kBanditKind) as their marks stand, and the
  // cards where they lie (the places and kinds above), in content units (the board's scroll left
  // out): knights that moved and cards that travelled fly between them.
  std::vector<ui::PileFlights::Pile> piles;
  float height = 0;
  float text_px = 0;
  int tile_at(ui::Vec2 p) const;
  const CardSpot* card_at(ui::Vec2 p) const;
  const GridSpot* grid_at(ui::Vec2 p) const;
  const SeatSpot* seat_at(ui::Vec2 p) const;
};

BoardLayout draw_board(SDL_Renderer* r, ui::TextCache* text, const BoardInput& in);
// A seat's mark as the tiles draw it (colour AND symbol; null look: the Bandits').
void draw_seat_mark(SDL_Renderer* r, ui::Vec2 centre, float radius, const ui::SeatLook* look);

// Words for the details card and the side panel (no colour alone anywhere).
std::string phase_words(const State& s, const Content& c);
std::vector<std::string> tile_details(const State& s, const Content& c, int tile);
std::vector<std::string> workplace_details(const Content& c, int kind);
std::vector<std::string> law_details(const Content& c, int law);
// Counts as icon + number ("2 [grain] 1 [ore]"), the resource's name standing in for its icon.
std::vector<ui::IconCount> resource_counts(const Content& c, const std::array<int, kResources>& r);
// A workplace or a law as a card face (engine/ui/card_face.h): the table's small cards and the
// long-press view at reading size are the same card.
ui::CardFace workplace_face(const Content& c, int kind);
ui::CardFace law_face(const Content& c, int law, const std::string& foot, bool passed);
// The vote under way (every voter's side and amount so far: votes are open), a permission
// request, or a discard, in words; empty when none.
std::vector<std::string> pending_lines(const State& s, const Content& c);
std::string workplace_line(const Content& c, int kind);  // "in 2 Grain -> out 1 Bread; rent 1; workers: Tillers"

}  // namespace sb::vt::view
