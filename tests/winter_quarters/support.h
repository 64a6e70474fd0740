#pragma once
// Shared helpers for the Winter Quarters tests: the shipped content, a fresh game, answering by
// words, and jumping to a calendar phase from a hand-set position.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/rules/title.h"

namespace wqt {

using namespace sb::wq;

inline std::shared_ptr<const Content> content() {
  static std::shared_ptr<const Content> loaded = [] {
    sb::engine::ErrorList errors;
    auto c = load_content("content/winter_quarters", errors);
    REQUIRE_MESSAGE(errors.empty(), errors.format_all());
    return c;
  }();
  return loaded;
}

inline State fresh(uint64_t seed = 1) {
  auto s = Title::new_state(*content(), Title::default_setup(*content(), 4), seed);
  REQUIRE(s.ok());
  return s.value();
}

inline int space(const std::string& id) { return content()->space_index(id); }
inline int card(const std::string& id) { return content()->card_index(id); }

// Answers the open question with the option whose words contain `words`.
inline void answer(State& s, const std::string& words) {
  REQUIRE(s.question);
  for (const Option& o : s.question->options)
    if (o.label.find(words) != std::string::npos) {
      auto r = Title::apply(s, *content(), o.action);
      REQUIRE_MESSAGE(r.ok(), r.rejection().message);
      return;
    }
  std::string all;
  for (const Option& o : s.question->options) all += " | " + o.label;
  FAIL("no answer reads '" << words << "' to: " << s.question->text << all);
}

// Moves the game to the start of a calendar phase (in the current round) and runs it.
inline void go_to_phase(State& s, const std::string& phase) {
  const auto& cal = content()->calendar;
  for (size_t si = 0; si < cal.seasons.size(); ++si)
    for (size_t pi = 0; pi < cal.seasons[si].phases.size(); ++pi)
      if (cal.seasons[si].phases[pi] == phase) {
        s.cursor.season = static_cast<int>(si);
        s.cursor.phase = static_cast<int>(pi);
      }
  s.phase_done = false;
  s.proc = {};
  s.op = {};
  advance(s, *content(), nullptr);
}

// Puts a card on top: Current (the offer restarts for it).
inline void make_current(State& s, const std::string& id) {
  int k = card(id);
  for (auto* pile : {&s.draw, &s.played}) pile->erase(std::remove(pile->begin(), pile->end(), k), pile->end());
  if (s.on_deck == k) s.on_deck = s.current;
  else s.draw.insert(s.draw.begin(), s.current);
  s.current = k;
  s.offer = 0;
  s.first_actor = s.second_actor = -1;
  s.first_took_event = false;
  go_to_phase(s, "card_turns");
}

}  // namespace wqt
