#pragma once
// What every title's board drawer starts from: the match's state (as the viewer may see it) and
// content, the seats' looks, the screen's metrics, where the table goes and how far it scrolled.
// A title's BoardInput adds its own (the tapped space, the lit targets...) to it.
#include <vector>

#include "engine/ui/geometry.h"
#include "engine/ui/metrics.h"
#include "engine/ui/palette.h"

namespace sb::ui {

template <class State, class Content>
struct BoardFrame {
  const State& state;
  const Content& content;
  const std::vector<SeatLook>& looks;
  Metrics metrics;
  Rect area;         // where the table goes on screen (clipped to it)
  float scroll = 0;  // pixels of the laid-out table above the area's top
};

}  // namespace sb::ui
