#pragma once
// Each move told once. A title may report an answer twice: as the answer itself (an event of kind
// "choice" or "action": "Ana: deploy a knight to Wheatlands") and as what it did ("Ana deploys a
// knight to Wheatlands"). A reader of a recap or of the terminal wants the second; the echo stays
// only where the action told nothing else for that seat ("Ana: end the turn").
#include <cstddef>
#include <string_view>
#include <vector>

namespace sb::engine {

inline bool is_answer_echo(std::string_view kind) { return kind == "choice" || kind == "action"; }

// True when lines[i] is an echo and another line of the same action (`same_action(a, b)`) tells
// what happened to the same seat. Line: anything with .kind and .seat (engine::Event, a log line).
template <class Line, class SameAction>
bool told_again(const std::vector<Line>& lines, size_t i, SameAction same_action) {
  if (!is_answer_echo(lines[i].kind)) return false;
  for (size_t j = 0; j < lines.size(); ++j)
    if (j != i && lines[j].seat == lines[i].seat && !is_answer_echo(lines[j].kind) && same_action(lines[i], lines[j]))
      return true;
  return false;
}

}  // namespace sb::engine
