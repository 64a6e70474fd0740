#pragma once
// The Winter Quarters table drawn from one State with the engine's primitives: the map from map.yaml
// (each land space a region of the land around its `at`, a plaque in it with its name, words and
// pieces; roads between the plaques, sea lanes to the West Indies' box at sea;
// type, population, support and control in words beside their colours; pieces as stacks with
// counts, Underground hollow and Active filled, each with its letter), then the war's state (card
// turn or Winter Quarters Round, resources, eligibility, Leaders, FNI, TOA, victory margins), the
// Current and On-deck cards, and the Available, Casualties and Unavailable boxes. Sized from
// Metrics; the map beside the rest on a wide area, above it on a narrow one (the caller scrolls).
#include <SDL.h>

#include <string>
#include <vector>

#include "engine/ui/board_frame.h"
#include "engine/ui/flights.h"
#include "engine/ui/tally.h"
#include "engine/ui/geometry.h"
#include "engine/ui/icons.h"
#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"
#include "game/winter_quarters/rules/content.h"
#include "game/winter_quarters/rules/state.h"

namespace sb::ui {
class TextCache;
}

namespace sb::wq::view {

struct BoardInput : ui::BoardFrame<State, Content> {
  int selected = -1;                // the space tapped (ringed)
  std::vector<int> choosable;       // spaces the open question names (lit)
  std::vector<std::string> round_lines;  // the Winter Quarters Round so far, in words (newest last)
  bool measure_only = false;
  ui::PictureCache* pictures = nullptr;  // the view's icons and card art (null: words, emblems)
  // Where draw_board notes each pile of pieces it draws (null: nowhere): the layout's piles.
  mutable std::vector<ui::PileFlights::Pile>* piles = nullptr;
  // The factions' Resources and victory margins as they tick after an action, at table time `now`
  // (null: their values).
  ui::Tally* tally = nullptr;
  double now = 0;
  // Cards in the air (null: none): a slot whose card is still flying to it is drawn empty.
  const ui::PileFlights* flights = nullptr;
};

// The places of the boxes' piles (BoardLayout::piles); a space's is its index.
inline constexpr int kPlaceAvailable = -2, kPlaceCasualties = -3, kPlaceUnavailable = -4;
// Cards travel (BoardLayout::piles): the draw pile, On deck, Current and the played pile are places;
// a card's kind is past the pieces', face down (the draw pile) the hidden kind.
inline constexpr int kPlaceDrawPile = -10, kPlaceOnDeck = -11, kPlaceCurrent = -12, kPlacePlayed = -13;
inline constexpr int kCardFamily = 1, kHiddenCard = 2000;
inline constexpr int card_kind(int card) { return card < 0 ? kHiddenCard : kHiddenCard + 1 + card; }
// A card face down (in the air, in a pile): its back's colour.
inline constexpr ui::Color kCardBack = ui::rgb(0x8A6A3A);

// A block of words the board wrote: wrapped to `w` from `x` (tests: no word wider than its line).
struct WrittenText {
  std::string text;
  int px = 0;
  bool bold = false;
  float x = 0, w = 0;
};

// Where things ended up on screen (for taps and long presses), and the height laid out.
struct BoardLayout {
  std::vector<ui::Rect> spaces;  // per space index, the West Indies last: each space's plaque
  // Per space index, the land it owns on the map (a polygon, screen pixels like `spaces`): a tap
  // anywhere in it picks the space. The West Indies, a box at sea, has none.
  std::vector<std::vector<ui::Vec2>> regions;
  ui::Rect current, on_deck;     // the two face-up cards (empty when none)
  ui::Rect map;
  float height = 0;
  float map_text_px = 0;  // the map's text size (tests: readable)
  // The war's state card (the campaign or round, the treaty, the totals) and what it wrote.
  ui::Rect status;
  std::vector<WrittenText> status_text;
  bool column_beside_map = false;  // the cards and boxes beside the map (else below it)
  // Every pile of pieces drawn (a space's or a box's, kind = piece slot) and every card where it
  // lies (the places and kinds above), in content units (the board's scroll left out): pieces that
  // moved and cards that travelled fly between them (ui::PileFlights).
  std::vector<ui::PileFlights::Pile> piles;
  int space_at(ui::Vec2 p) const;
};

BoardLayout draw_board(SDL_Renderer* r, ui::TextCache* text, const BoardInput& in);

// Faction colours (always beside a letter or the name: never colour alone).
ui::Color faction_color(int faction);
// A piece's letter on its token ("R" British Regular, "M" Militia, ...).
const char* piece_letter(int piece);
// `count` pieces of a kind as the map draws them, a token `size * 2` across from `top_left`, on its
// shadow, two or more as a pile (tests; without a TextCache no letters or counts).
void draw_piece_pile(SDL_Renderer* r, ui::TextCache* text, ui::Vec2 top_left, float size, int piece, int count);
// A space's details in words, for the long-press card (type, population, support, control,
// markers, every piece, the Leaders there, its neighbours).
std::vector<std::string> space_details(const State& s, const Content& c, int space);
// A card's details in words (title, kind, faction order, text, which bots take the Event).
std::vector<std::string> card_details(const Content& c, int card);

}  // namespace sb::wq::view
