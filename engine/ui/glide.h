#pragma once
// Things that move slide from where they stood (issue 31, "Motion"). A view names each thing it
// draws (a token's id) with where the State puts it, in world units, so panning and zooming never
// start a slide. After an action (arm), a thing whose place changed slides there from its old
// place over kSeconds of table time (the view's clock, which runs at the Menu's animation speed);
// finish() lands everything at once (a tap), and a view with animations off never arms.
#include <unordered_map>

#include "engine/ui/geometry.h"

namespace sb::ui {

class Glides {
 public:
  static constexpr double kSeconds = 0.45;

  // The next frame drawn after an action: things whose place changed slide.
  void arm() { armed_ = true; }
  // Where thing `key` is drawn at table time `now`, given its place `at`: `at` plus the part of
  // its slide still to go (world units). Remembers `at` as its place.
  Vec2 at(int key, Vec2 at, double now);
  // After a frame named every thing drawn: disarms, and forgets things it did not name (gone
  // from the table: one coming back later appears where it is, with no slide).
  void end_frame();
  bool moving(double now) const;
  void finish();
  void clear();

 private:
  struct Thing {
    Vec2 place;
    Vec2 from;           // offset from `place` where the slide began
    double start = -1;   // table time the slide began (-1: none)
    bool seen = false;   // named in the frame being drawn
  };
  std::unordered_map<int, Thing> things_;
  bool armed_ = false;
  double last_now_ = 0;
};

}  // namespace sb::ui
