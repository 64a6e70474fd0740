#pragma once
// A small card of choices beside a thing on the board (a hex, a space, a tile, a card), as a player
// points at the table: the next ImGui window is placed to the right of the thing, else to its left,
// else below or above it (where there is more room), always inside the board's area and clear of
// the points `keep_clear` (the thing's own spot, the places it may go); on a board too short for
// that (a phone's), over the board from its top, growing down over the panel below when it must. Every title's tapped thing
// shows its few choices this way; the side panel keeps the full list.
#include <vector>

#include "engine/ui/geometry.h"
#include "engine/ui/metrics.h"

namespace sb::ui {

// The touch-target group of the buttons on such a card (ui::TouchTarget::group), the same in
// every title, so tests and the controller can tell them from the side panel's.
inline constexpr int kBesideGroup = 1000;

// Sets the next ImGui window's position, width `w` and its height limit; open it with a window of
// no title bar, no resize and no move.
void place_beside(const Rect& area, Vec2 at, float w, const Metrics& metrics, const std::vector<Vec2>& keep_clear = {});

}  // namespace sb::ui
