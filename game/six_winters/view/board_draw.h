#pragma once
// The Six Winters table drawn from one State with the engine's primitives: the season header, the
// three regions with their location cards and attached obstacles, the six tracks with their pools,
// and each seat's board (action dice, progress card) with its characters. Everything is sized from
// Metrics and laid out in one column that may be taller than the area: the caller scrolls it.
#include <SDL.h>

#include <string>
#include <vector>

#include "engine/ui/board_frame.h"
#include "engine/ui/card_face.h"
#include "engine/ui/flights.h"
#include "engine/ui/geometry.h"
#include "engine/ui/icons.h"
#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"
#include "engine/ui/tally.h"
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::ui {
class TextCache;
}

namespace sb::sw::view {

// The table holds far more words than a panel: its text may go down to this share of the body size
// (capitals ~2.9 mm, read on a 10-inch tablet at arm's length), and up to the body size itself
// where the screen has the room.
inline constexpr float kMinTextScale = 0.72f;
inline constexpr float kMaxTextScale = 1.0f;

// A card drawn on the table, where it is on screen: what a long press enlarges.
enum class CardKind { kLocation, kObstacle, kProgress, kCharacter, kEvent };
struct CardSpot {
  ui::Rect rect;
  CardKind kind = CardKind::kLocation;
  int id = -1;  // location, obstacle instance, progress card, character or event index
  bool operator==(const CardSpot&) const = default;
};
// The smallest card under `pos` (an obstacle before the location it is attached to); null if none.
const CardSpot* card_at(const std::vector<CardSpot>& spots, ui::Vec2 pos);

// A resource's row of the tracks (its progress, threat and pool) where it is on screen: the whole
// table's mastery moves and the sorcery overflow pick are taken there.
struct TrackRow {
  ui::Rect rect;
  int resource = -1;
};

// A die a finger can drag, where it is on screen: an action die in a seat's tray (seat set,
// resource -1) or a local asset die on its location card (location and resource set, seat -1).
struct DieSpot {
  ui::Rect rect;
  int seat = -1;
  int value = 0;
  int resource = -1;
  int location = -1;
};

// A progress-card square in words ("stability 5", "+1", "wild").
std::string square_words(const Square& q);

// A line of words drawn in a progress-card square: the square's whole label, the line, its width
// and the square's room for it (tests check that no word is cut or overflows its square).
struct CellLine {
  std::string label, text;
  float width = 0, room = 0;
};

struct BoardInput : ui::BoardFrame<State, Content> {
  // The table's text against the panels' body size (fit_text_scale picks it).
  float text_scale = kMinTextScale;
  bool measure_only = false;  // lay out without drawing (nothing drawn when true)
  std::vector<CardSpot>* spots = nullptr;  // filled with the cards drawn (visible ones), when given
  std::vector<DieSpot>* dice = nullptr;    // filled with the action dice drawn (visible ones), when given
  std::vector<CellLine>* cell_lines = nullptr;  // filled with the progress cards' square lines, when given
  std::vector<TrackRow>* track_rows = nullptr;  // filled with the tracks' rows drawn (visible ones), when given
  ui::PictureCache* pictures = nullptr;  // icons, card art and emblems (none: words stand in for icons)
  // Motion (issue 31): where each character, obstacle and progress card lies, noted as piles in
  // content units (the scroll left out; null: nowhere); the cards still in the air (a slot waits
  // empty for its card); the tracks' numbers as they tick at table time `now` (null: their values).
  std::vector<ui::PileFlights::Pile>* piles = nullptr;
  const ui::PileFlights* flights = nullptr;
  ui::Tally* tally = nullptr;
  double now = 0;
};

// The piles' places and kinds (ui::PileFlights): a character stands at its location (place =
// location, kind = character); an obstacle lies on its location or face down in its region's deck;
// a progress card in the progress deck, a staging position, a seat's hand or the discard. A card's
// kind is past the characters', face down its family's hidden kind.
inline constexpr int kObstacleFamily = 1, kProgressFamily = 2;
inline constexpr int kHiddenObstacle = 1000, kHiddenProgress = 2000;
inline constexpr int obstacle_kind(int card) { return card < 0 ? kHiddenObstacle : kHiddenObstacle + 1 + card; }
inline constexpr int progress_kind(int card) { return card < 0 ? kHiddenProgress : kHiddenProgress + 1 + card; }
inline constexpr int obstacle_deck_place(int region) { return -10 - region; }
inline constexpr int kPlaceProgressDeck = -20, kPlaceProgressDiscard = -21;
inline constexpr int staging_place(int position) { return -30 - position; }
inline constexpr int seat_card_place(int seat) { return -40 - seat; }
// The tracks' numbers in the tally: resource * 8 + 0 progress, + 1 threat.
inline constexpr int track_tally_key(int resource, bool threat) { return resource * 8 + (threat ? 1 : 0); }
// A card of a family face down (in the air, in a deck): its back's colour.
ui::Color card_back_colour(int family);

// Draws the table and returns the height it takes (the scroll range's reference).
float draw_board(SDL_Renderer* r, ui::TextCache* text, const BoardInput& in);

// The largest text scale (kMaxTextScale down to kMinTextScale) at which the whole table fits the area
// without scrolling; kMinTextScale when none does.
float fit_text_scale(SDL_Renderer* r, ui::TextCache* text, BoardInput in);

// A resource's colour (always shown beside its name: never colour alone).
ui::Color resource_color(int resource);

// Counts of a resource as number + icon ("2 [military]"), the track's name standing in where its
// icon cannot be drawn. `resource` -1 is an action die (words only).
ui::IconCount resource_count(const Content& c, int resource, int count);

// The card faces (engine/ui/card_face.h) of an obstacle instance, a progress card and a character,
// as the table draws them less what only a seat's board adds (the progress card's squares): the
// long press shows them at reading size. Their icon rows are written with `p` and `pictures` (the
// pen the face is drawn with); `with_art` leaves the art area in.
ui::CardFace obstacle_face(const ui::Pen& p, ui::PictureCache* pictures, const State& s, const Content& c, int instance,
                           bool with_art);
ui::CardFace progress_face(const ui::Pen& p, ui::PictureCache* pictures, const Content& c, int card, bool with_art);
ui::CardFace character_face(const ui::Pen& p, const State& s, const Content& c, int character, bool with_art);

}  // namespace sb::sw::view
