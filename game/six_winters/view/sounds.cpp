#include "game/six_winters/view/sounds.h"

#include <algorithm>
#include <string_view>

namespace sb::sw::view {

std::vector<audio::Sound> table_sounds(const engine::Event& event) {
  std::vector<audio::Sound> out = audio::event_sounds(event);
  auto add = [&out](audio::Sound s) {
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  };
  // The defence's dice (its values are the faces rolled, as the view's tray shows them).
  if (event.kind == "defend") add(audio::Sound::kDice);
  // "Phase 3 — Refresh": each seat's action dice are rolled up to its refill (rules/phases.cpp).
  constexpr std::string_view kRefresh = "Refresh";
  if (event.kind == "phase" && event.text.size() >= kRefresh.size() &&
      std::string_view(event.text).substr(event.text.size() - kRefresh.size()) == kRefresh)
    add(audio::Sound::kDice);
  return out;
}

}  // namespace sb::sw::view
