#pragma once
// A view's counted pieces and numbers in motion (issue 31): pieces flying between piles
// (flights.h) and numbers ticking (tally.h) on one table clock. Armed after an action when
// animations are on and bots are not fast-forwarded; a tap lands everything; another match (a
// reload, undo, a resumed game) shows things where they are.
#include <utility>
#include <vector>

#include "engine/ui/flights.h"
#include "engine/ui/tally.h"

namespace sb::ui {

struct TableMotion {
  PileFlights flights;
  Tally tally;
  double now = 0;  // table time, at the Menu's animation speed

  void after_action(bool animate) {
    if (!animate) return;
    flights.arm();
    tally.arm();
  }
  void step(double dt) { now += dt; }
  // After the table was drawn with every pile and number: the numbers' changes are seen, the piles
  // compared with the last. True when a card (a kind from `cards_from` up) began to fly now: its
  // slot, drawn with the card in it, must be drawn again empty until it lands.
  bool drawn(std::vector<PileFlights::Pile> piles, int cards_from) {
    tally.end_frame();
    flights.piles(std::move(piles), now);
    for (const PileFlights::Flight& f : flights.flying(now))
      if (f.start == now && f.kind >= cards_from) return true;
    return false;
  }
  bool moving() const { return flights.moving(now) || tally.moving(now); }
  void finish() {
    flights.finish();
    tally.finish();
  }
  void clear() {
    flights.clear();
    tally.clear();
  }
};

}  // namespace sb::ui
