#pragma once
// A controller's focus over the things on the table (hexes, spaces, tiles, dice, locations, cards
// drawn by a title's board renderer, not ImGui widgets). A view notes, while it draws the table,
// each thing a tap acts on now (the lit things) and the board's area; the focus moves over the last
// drawn frame's things and A feeds the view the very tap a finger there would (so a card of
// choices opens beside the thing, and ImGui's navigation then takes the focus onto its buttons).
//
// On the pad: Back/Select moves the focus between the table and the panels (ImGui's navigation);
// on the table the shoulders cycle through the things in reading order, the d-pad and the left
// stick go to the nearest thing that way (past the last one up or down the table scrolls that way,
// left or right the panels take the focus), A taps, B backs out
// (kBack, as Escape), Y holds it (kLongPress: a card at reading size). A tap that opened a card beside the thing sends the focus to that card; once
// the card is gone it comes back to the table. The ring is drawn thick and bright over everything
// (ImGui's foreground), so it shows from the sofa.
#include <SDL.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ui/geometry.h"
#include "engine/ui/gestures.h"

struct ImDrawList;

namespace sb::ui {

struct TouchTarget;

struct TableThing {
  std::string label;
  Rect rect;  // on screen; may lie outside the board's area (a table scrolled away from it)
  int action = -1;  // the view's index of the legal action a tap applies (-1: a tap opens choices)
  int group = -1;   // a view-defined kind, for tests
  std::optional<Vec2> tap;  // where a tap on it lands (a point only it holds), else its centre
  Vec2 tap_point() const { return tap ? *tap : rect.center(); }
};

// While drawing the table: a thing a tap acts on now, and the board's area (a thing outside it is
// scrolled into it when the focus goes there).
void note_table_thing(std::string_view label, Rect rect, int action = -1, int group = -1,
                      std::optional<Vec2> tap = std::nullopt);
void note_table_area(Rect area);
// Where a tap on a thing drawn at `rect` lands on it and not on something drawn over it: its centre,
// else the first of 6x6 points inside its margins for which `lands` holds (none: it is covered).
std::optional<Vec2> tap_point_in(Rect rect, const std::function<bool(Vec2)>& lands);
// Right after an ImGui item: when the controller's focus is on the table and a tap there just led
// to this item (a view's own list of answers, not a card beside the thing), the focus goes to it.
void offer_controller_focus();

namespace table_focus {

// The things of the last frame drawn (those noted since the frame before).
const std::vector<TableThing>& things();
std::optional<Rect> area();
// The controller's focus is on the table (else ImGui's navigation has it, in the panels).
bool on_table();
// The focused thing of the last frame (null: none) and where its ring was drawn.
const TableThing* focused();
std::optional<Rect> ring();

// The gesture recogniser's hook for controller events: true when the table's focus took the event
// (it pushed what it makes, taps, pans and backs, to `out`).
bool handle(const SDL_Event& event, uint64_t now_ms, std::deque<Intent>& out);

// ImGui's side, once a frame (ImGuiLayer): begin_frame right after ImGui::NewFrame moves ImGui's
// focus where the table sent it (a card beside a thing, the panels) and hides it while the table has
// the focus (true then: ImGui's navigation must not move). end_frame before ImGui::Render, after the
// panels noted their touch targets: the frame's things are committed, the focus follows what
// changed, the ring is drawn on `foreground`.
bool begin_frame();
void end_frame(const std::vector<TouchTarget>& targets, ImDrawList* foreground, float thickness);

// Intents made at a frame's end (A's tap on a thing it first scrolled into view), for the gesture
// recogniser's queue.
void take_pending(std::deque<Intent>& out);

// Back to no focus on the table (tests; a new app).
void reset();

}  // namespace table_focus
}  // namespace sb::ui
