#pragma once
// Small word helpers every title's words and views use (one copy, not one per file).
#include <string>

namespace sb::engine {

// "stress_track" -> "stress track": a content id read as words.
inline std::string id_words(std::string id) {
  for (char& ch : id)
    if (ch == '_') ch = ' ';
  return id;
}

// "move north" -> "Move north": a label starts with a capital (ASCII; other first letters stay).
inline std::string sentence_case(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

}  // namespace sb::engine
