#pragma once
// Counted pieces that move fly (issue 31, "Motion"). Where a title's pieces have no identity of
// their own (Winter Quarters' cubes are counts per space and kind), a view names each pile it draws
// by its place (a space, a box) and kind, with its count and where it stands in table content
// units (scroll left out). After an action (arm), the next piles are compared with the last: for
// each kind, the places that lost pieces are paired in order with the places that gained, and that
// many tokens fly from the old pile to the new over kSeconds of table time (the view's clock, at the
// Menu's animation speed). A place that lost pieces nothing gained (or the reverse) sends none.
// finish() lands them (a tap); a view with animations off never arms. Plain logic: the view draws.
// Cards travel the same way: a card is a pile of its kind (kinds beyond the pieces'), a deck names
// each card it holds at the deck's rect, and a card drawn flies from the deck to its hand or slot;
// cards face down pair with cards face up of their family (Pile::family).
#include <vector>

#include "engine/ui/geometry.h"

namespace sb::ui {

class PileFlights {
 public:
  static constexpr double kSeconds = 0.5;
  struct Pile {
    int place = -1;
    int kind = -1;
    int count = 0;
    Rect rect;  // content units
    // Cards of one deck (>= 0): where some are face down (a deck, another seat's hand: one
    // hidden kind) and some face up, a card that left one place and joined another under a
    // different kind (drawn face down, now in a hand face up) flies too.
    int family = -1;
  };
  struct Flight {
    int kind = -1;       // as it stands at its new place
    int from_kind = -1;  // as it stood at its old one (another for a card turned up or down)
    int count = 0;  // how many of the kind made this move
    int from_place = -1, to_place = -1;
    Rect from, to;  // content units
    double start = 0;
  };

  // The next piles seen after an action are compared with the last.
  void arm() { armed_ = true; }
  // Every pile the table shows now, at table time `now`.
  void piles(std::vector<Pile> piles, double now);
  // Flights still in the air at `now`.
  std::vector<Flight> flying(double now) const;
  // Where a flight's token is at `now` (content units): eased from its old pile to its new one.
  static Rect where(const Flight& f, double now);
  bool moving(double now) const;
  // Whether a flight of `kind` to `place` is still in the air at `now`: a card's slot stays empty
  // until the card that flies to it lands.
  bool arriving(int place, int kind, double now) const;
  void finish() { flights_.clear(); }
  // A resumed, undone or reloaded game: pieces stand where they are.
  void clear() {
    flights_.clear();
    last_.clear();
    armed_ = false;
  }

 private:
  std::vector<Pile> last_;
  std::vector<Flight> flights_;
  bool armed_ = false;
};

}  // namespace sb::ui
