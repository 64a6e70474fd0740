#pragma once
// Issue 31, "Motion", checked alike for the titles whose pieces are counts (ui::PileFlights):
// over a game, every flight the view shows matches the counts the action changed, keeps the frames
// coming while it flies and lands after its time; a tap lands it; with animations off none flies.
// `held(state, place, kind)`: how many of `kind` the title's State puts at `place` (a card face
// down, of a hidden kind: how many of its family).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/ui/flights.h"
#include "engine/ui/raster.h"
#include "engine/ui/tally.h"
#include "tests/support/results_checks.h"

namespace sb::test {

// One action: the bot's for a bot seat, else a pseudo-random legal one (as play_until_result).
inline void play_one(ui::TableHost& host, int k) {
  if (host.is_bot(host.prompt().seat)) {
    REQUIRE(host.bot_move());
  } else {
    const size_t count = host.match().legal_count();
    REQUIRE(count > 0);
    REQUIRE(host.apply_legal((static_cast<size_t>(k) * 2654435761u >> 5) % count));
  }
}

// Plays until `want` flights between two places (`counted`; by default two of the map's, places
// >= 0) have flown (or `most` actions), checking each; returns how many did. SB_MOTION_SHOTS=DIR
// writes the frame half way through the first, named `name`, to look at.
template <class Screen, class State>
int check_flights(ResultsTable<Screen>& t, const std::function<int(const State&, int, int)>& held, const std::string& name,
                  int want = 1, int most = 600, std::function<bool(const ui::PileFlights::Flight&)> counted = nullptr) {
  if (!counted) counted = [](const ui::PileFlights::Flight& f) { return f.from_place >= 0 && f.to_place >= 0; };
  const char* shots = std::getenv("SB_MOTION_SHOTS");
  std::optional<ui::NoRaster> unpainted;  // read by the view's flights, never pixels
  if (!shots) unpainted.emplace();
  Screen& host = *t.screen;
  const auto& view = host.table();
  int between = 0;
  for (int k = 0; k < most && between < want && !host.prompt().game_over; ++k) {
    const State before = host.state();
    play_one(host, k);
    t.frames(1);
    for (const ui::PileFlights::Flight& f : view.flights()) {
      CAPTURE(f.from_place);
      CAPTURE(f.to_place);
      CAPTURE(f.kind);
      CAPTURE(f.from_kind);
      // The pile it left holds fewer of its kind, the one it joined more, by at least its count.
      CHECK(held(before, f.from_place, f.from_kind) - held(host.state(), f.from_place, f.from_kind) >= f.count);
      CHECK(held(host.state(), f.to_place, f.kind) - held(before, f.to_place, f.kind) >= f.count);
      CHECK((f.from.x != f.to.x || f.from.y != f.to.y));
      if (counted(f) && ++between == 1 && shots) {
        host.step(ui::PileFlights::kSeconds * 0.5, false);
        t.frames(1);
        std::string error;
        t.target->save_png(std::string(shots) + "/" + name + "-flight.png", error);
      }
    }
    if (!view.flights().empty()) {
      CHECK(view.animating());  // frames keep coming (and bots wait) while they fly
      host.step(std::max(ui::PileFlights::kSeconds, ui::Tally::kSeconds) + 0.01, false);  // (numbers tick too)
      t.frames(1);
      CHECK(view.flights().empty());  // landed
      // ... and the frames stop (once a title's other animations, a dice tray, are done too).
      for (int wait = 0; wait < 20 && view.animating(); ++wait) {
        host.step(0.5, false);
        t.frames(1);
      }
      CHECK(!view.animating());
    }
  }
  return between;
}

// A tap on the board lands what flies; then, with animations off, nothing flies for `after` actions.
template <class Screen>
void check_tap_lands_and_off(ResultsTable<Screen>& t, int after = 200) {
  const ui::NoRaster unpainted;
  Screen& host = *t.screen;
  const auto& view = host.table();
  bool tapped = false;
  for (int k = 0; k < 600 && !tapped && !host.prompt().game_over; ++k) {
    play_one(host, k);
    t.frames(1);
    if (view.flights().empty()) continue;
    const ui::Rect board = host.board_rect();
    t.tap({board.x + board.w * 0.5f, board.y + board.h - 4});  // on the board's foot (any tap lands them)
    CHECK(view.flights().empty());
    tapped = true;
  }
  CHECK(tapped);
  host.settings().animation_speed = 0;
  int flights = 0;
  for (int k = 0; k < after && !host.prompt().game_over; ++k) {
    play_one(host, k);
    t.frames(1);
    flights += static_cast<int>(view.flights().size());
  }
  CHECK(flights == 0);
}

// Scores tick: over a game, a number an action changed (`value(state, who)`, shown through the
// view's tally under `who * 8`) that showed its old value before the action is not yet the new one
// in the first frame after (when it moved by two or more), shows a value between half way (strictly
// between when it moved by two or more), the new one at the end; with animations off nothing ticks. Returns how many ticks were seen (it
// stops at 2).
template <class Screen, class State>
int check_ticks(ResultsTable<Screen>& t, int whos, const std::function<int(const State&, int)>& value) {
  const ui::NoRaster unpainted;
  Screen& host = *t.screen;
  const auto& view = host.table();
  int ticked = 0;
  for (int k = 0; k < 600 && ticked < 2 && !host.prompt().game_over; ++k) {
    const State before = host.state();
    std::vector<std::optional<int>> shown;
    for (int who = 0; who < whos; ++who) shown.push_back(view.tally().showing(who * 8, view.table_time()));
    play_one(host, k);
    t.frames(1);
    for (int who = 0; who < whos; ++who) {
      const int was = value(before, who), is = value(host.state(), who);
      if (was == is || shown[static_cast<size_t>(who)] != was) continue;  // (not on screen as it was)
      CAPTURE(who);
      CAPTURE(was);
      CAPTURE(is);
      // The first frame after it: not yet the new value where it moved by two or more (a title's
      // frame may move its clock on, so it need not be the old one still).
      const int first = view.tally().showing(who * 8, view.table_time()).value_or(-9999);
      CHECK(std::min(was, is) <= first);
      CHECK(first <= std::max(was, is));
      if (std::abs(is - was) >= 2) CHECK(first != is);
      CHECK(view.animating());
      host.step(ui::Tally::kSeconds * 0.5, false);
      t.frames(1);
      const int mid = view.tally().showing(who * 8, view.table_time()).value_or(-9999);
      CHECK(std::min(was, is) <= mid);
      CHECK(mid <= std::max(was, is));
      if (std::abs(is - was) >= 2) CHECK((mid != was && mid != is));
      host.step(ui::Tally::kSeconds, false);
      t.frames(1);
      CHECK(view.tally().showing(who * 8, view.table_time()) == is);
      ++ticked;
      break;  // (the clock has moved on: another number this action changed has ticked already)
    }
  }
  host.settings().animation_speed = 0;
  host.step(ui::Tally::kSeconds + 0.01, false);  // what ticked before lands
  for (int k = 0; k < 200 && !host.prompt().game_over; ++k) {
    play_one(host, k);
    t.frames(1);
    CHECK(!view.tally().moving(view.table_time()));
  }
  return ticked;
}

}  // namespace sb::test
