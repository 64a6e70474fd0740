// Things that move slide from where they stood (issue 31, "Motion"): only after an action, from
// the old place to the new over Glides::kSeconds of table time, never for a pan or a zoom (places
// are in world units), landed at once by finish(), and a thing gone from the table is forgotten.
#include <doctest/doctest.h>

#include <cmath>

#include "engine/ui/flights.h"
#include "engine/ui/glide.h"
#include "engine/ui/tally.h"

namespace sb::ui {

namespace {
// One frame naming one thing.
Vec2 frame(Glides& g, int key, Vec2 place, double now) {
  const Vec2 drawn = g.at(key, place, now);
  g.end_frame();
  return drawn;
}
bool same(Vec2 a, Vec2 b) { return std::abs(a.x - b.x) < 1e-4f && std::abs(a.y - b.y) < 1e-4f; }
}  // namespace

TEST_CASE("glides: a thing that moved after an action slides from its old place to its new") {
  Glides g;
  CHECK(same(frame(g, 7, {0, 0}, 0.0), {0, 0}));  // first seen: where it is
  g.arm();
  CHECK(same(frame(g, 7, {10, 0}, 1.0), {0, 0}));  // the action's first frame: still at the old place
  CHECK(g.moving(1.0));
  const Vec2 mid = frame(g, 7, {10, 0}, 1.0 + Glides::kSeconds / 2);
  CHECK(mid.x > 2.0f);
  CHECK(mid.x < 8.0f);
  CHECK(same(frame(g, 7, {10, 0}, 1.0 + Glides::kSeconds + 0.001), {10, 0}));
  CHECK(!g.moving(1.0 + Glides::kSeconds + 0.001));
}

TEST_CASE("glides: without an action a change of place is no slide; finish lands at once") {
  Glides g;
  frame(g, 1, {0, 0}, 0.0);
  CHECK(same(frame(g, 1, {5, 5}, 0.1), {5, 5}));  // not armed (a camera move would give world places alike)
  CHECK(!g.moving(0.1));
  g.arm();
  CHECK(same(frame(g, 1, {0, 5}, 0.2), {5, 5}));
  g.finish();
  CHECK(same(frame(g, 1, {0, 5}, 0.25), {0, 5}));
  CHECK(!g.moving(0.25));
}

TEST_CASE("glides: a thing not drawn in a frame is forgotten and later appears with no slide") {
  Glides g;
  frame(g, 3, {0, 0}, 0.0);
  g.end_frame();  // a frame that did not name it
  g.arm();
  CHECK(same(frame(g, 3, {9, 9}, 0.5), {9, 9}));
  CHECK(!g.moving(0.5));
  // A slide redirected mid-way starts from where it is drawn.
  g.arm();
  frame(g, 3, {0, 9}, 1.0);
  const Vec2 mid = frame(g, 3, {0, 9}, 1.0 + Glides::kSeconds / 2);
  g.arm();
  CHECK(same(frame(g, 3, {0, 0}, 1.0 + Glides::kSeconds / 2), mid));
  g.clear();
  CHECK(!g.moving(1.0 + Glides::kSeconds / 2));
}

}  // namespace sb::ui

namespace sb::ui {

// Counted pieces that move fly (Winter Quarters' cubes have no identity of their own): after an
// action, a kind's piles that lost pieces are paired with those that gained, and that many fly.
namespace {
PileFlights::Pile pile(int place, int kind, int count, float x) { return {place, kind, count, {x, 0, 10, 10}}; }
}  // namespace

TEST_CASE("pile flights: pieces that left one pile for another fly between them, eased, then land") {
  PileFlights f;
  f.piles({pile(1, 0, 3, 0), pile(2, 0, 1, 100), pile(2, 1, 2, 120)}, 0.0);
  f.arm();
  // Two of kind 0 went from place 1 to place 3 (a new pile); kind 1 did not move.
  f.piles({pile(1, 0, 1, 0), pile(2, 0, 1, 100), pile(3, 0, 2, 200), pile(2, 1, 2, 120)}, 1.0);
  const std::vector<PileFlights::Flight> in_air = f.flying(1.0);
  REQUIRE(in_air.size() == 1);
  CHECK(in_air[0].kind == 0);
  CHECK(in_air[0].count == 2);
  CHECK(in_air[0].from_place == 1);
  CHECK(in_air[0].to_place == 3);
  CHECK(PileFlights::where(in_air[0], 1.0).x == doctest::Approx(0));
  const float mid = PileFlights::where(in_air[0], 1.0 + PileFlights::kSeconds / 2).x;
  CHECK(mid > 40);
  CHECK(mid < 160);
  CHECK(PileFlights::where(in_air[0], 1.0 + PileFlights::kSeconds).x == doctest::Approx(200));
  CHECK(f.moving(1.0 + PileFlights::kSeconds * 0.9));
  CHECK(!f.moving(1.0 + PileFlights::kSeconds));
  CHECK(f.flying(1.0 + PileFlights::kSeconds).empty());
}

TEST_CASE("pile flights: without an action nothing flies; pieces from or to nowhere drawn do not fly; finish lands") {
  PileFlights f;
  f.piles({pile(1, 0, 2, 0)}, 0.0);
  f.piles({pile(1, 0, 1, 0), pile(2, 0, 1, 50)}, 0.1);  // not armed (a reload, a resumed game)
  CHECK(!f.moving(0.1));
  f.arm();
  f.piles({pile(1, 0, 1, 0), pile(2, 0, 1, 50), pile(3, 0, 4, 90)}, 0.2);  // four new ones, none lost
  CHECK(!f.moving(0.2));
  f.arm();
  f.piles({pile(1, 0, 1, 0), pile(3, 0, 5, 90)}, 0.3);  // one from place 2 to place 3
  REQUIRE(f.flying(0.3).size() == 1);
  CHECK(f.flying(0.3)[0].from_place == 2);
  f.finish();
  CHECK(!f.moving(0.3));
  // Losers and gainers of several places pair in order, each flight as many as both allow.
  f.arm();
  f.piles({pile(1, 0, 0, 0), pile(2, 0, 0, 0), pile(3, 0, 0, 0), pile(4, 0, 3, 0), pile(5, 0, 4, 0)}, 0.4);
  int moved = 0;
  for (const PileFlights::Flight& flight : f.flying(0.4)) moved += flight.count;
  CHECK(moved == 6);  // six left (one and five), seven arrived (three and four): one came from nowhere drawn
}

// Cards travel: a card of a hidden kind (face down in a deck or a hand) that leaves for a slot
// where it lies face up (its own kind) flies there; a card turned face up where it lies (a law
// revealed on its slot) does not fly; a slot holding a card in the air reads as arriving until
// it lands.
TEST_CASE("pile flights: a card from face down to face up flies between places of its family; one turned over in place does not") {
  constexpr int kHidden = 100, kForge = 101, kMill = 102, kDeck = -1, kHand = -2, kSlot = -3, kCell = -4;
  auto card = [](int place, int kind, int count, float x) { return PileFlights::Pile{place, kind, count, {x, 0, 10, 14}, 7}; };
  PileFlights f;
  f.piles({card(kDeck, kHidden, 5, 0), card(kHand, kHidden, 2, 100), card(kSlot, kHidden, 1, 300)}, 0.0);
  f.arm();
  // A card drawn from the deck to the hand (face down both), one built from the hand in a cell
  // (face up there), the slot's card turned up where it lies.
  f.piles({card(kDeck, kHidden, 4, 0), card(kHand, kHidden, 2, 100), card(kCell, kForge, 1, 200), card(kSlot, kMill, 1, 300)}, 1.0);
  const std::vector<PileFlights::Flight> air = f.flying(1.0);
  REQUIRE(air.size() == 1);  // the hand lost one and gained one: the deck's card went to the cell
  CHECK(air[0].from_place == kDeck);
  CHECK(air[0].from_kind == kHidden);
  CHECK(air[0].to_place == kCell);
  CHECK(air[0].kind == kForge);
  CHECK(f.arriving(kCell, kForge, 1.0));
  CHECK(!f.arriving(kSlot, kMill, 1.0));
  CHECK(!f.arriving(kCell, kForge, 1.0 + PileFlights::kSeconds));
  f.arm();
  f.piles({card(kDeck, kHidden, 4, 0), card(kHand, kHidden, 1, 100), card(kCell, kForge, 1, 200), card(kCell, kMill, 1, 220)}, 2.0);
  const std::vector<PileFlights::Flight> built = f.flying(2.0);
  REQUIRE(built.size() == 1);  // the slot's Mill went to the cell by its own kind; the hand's card went nowhere drawn
  CHECK(built[0].from_place == kSlot);
  CHECK(built[0].to_place == kCell);
  // Without families, kinds never pair across: a card face down never flies to a face-up slot.
  PileFlights plain;
  plain.piles({{kDeck, kHidden, 5, {}}}, 0.0);
  plain.arm();
  plain.piles({{kDeck, kHidden, 4, {}}, {kCell, kForge, 1, {}}}, 1.0);
  CHECK(plain.flying(1.0).empty());
}

}  // namespace sb::ui

namespace sb::ui {

// Scores tick: after an action a changed number counts from its old value to its new one.
TEST_CASE("tally: after an action a number counts from its old value to its new one, a step at a time") {
  Tally t;
  CHECK(t.at(1, 3, 0.0) == 3);  // first seen: as it is
  t.end_frame();
  t.arm();
  CHECK(t.at(1, 9, 1.0) == 3);  // the action's first frame: still the old value
  CHECK(t.at(1, 9, 1.0) == 3);  // (asked again in the same frame: the same)
  t.end_frame();
  CHECK(t.moving(1.0));
  const int mid = t.at(1, 9, 1.0 + Tally::kSeconds / 2);
  CHECK(mid > 3);
  CHECK(mid < 9);
  CHECK(t.showing(1, 1.0 + Tally::kSeconds / 2) == mid);
  CHECK(t.at(1, 9, 1.0 + Tally::kSeconds) == 9);
  CHECK(!t.moving(1.0 + Tally::kSeconds));
}

TEST_CASE("tally: without an action a new value shows at once; finish lands what ticks") {
  Tally t;
  t.at(2, 5, 0.0);
  CHECK(t.at(2, 1, 0.1) == 1);  // not armed: a reload, a resumed game
  CHECK(!t.moving(0.1));
  t.end_frame();
  t.arm();
  CHECK(t.at(2, 7, 0.2) == 1);
  t.end_frame();
  t.finish();
  CHECK(t.at(2, 7, 0.21) == 7);
  CHECK(!t.moving(0.21));
  CHECK(!t.showing(99, 0.3));
}

}  // namespace sb::ui
