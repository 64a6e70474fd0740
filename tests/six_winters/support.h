#pragma once
// Shared helpers for the Six Winters tests: the real content, loaded once, and campaign drivers.
#include <cstdlib>
#include <memory>

#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"

namespace sw_test {

inline std::shared_ptr<const sb::sw::Content> content_ptr() {
  static std::shared_ptr<const sb::sw::Content> loaded = [] {
    sb::engine::ErrorList errors;
    auto c = sb::sw::load_content("content/six_winters", errors);
    if (!c) {
      std::fprintf(stderr, "%s", errors.format_all().c_str());
      std::abort();
    }
    return c;
  }();
  return loaded;
}
inline const sb::sw::Content& content() { return *content_ptr(); }

// Answers every open "players choose" question with its first option, for tests that drive the
// phases by passing and do not care which.
inline void answer_first(sb::sw::State& s, const sb::sw::Content& c) {
  while (s.pending) {
    sb::sw::Choose pick{sb::sw::decision_value_kind(s.pending->kind), s.pending->options.front()};
    if (!sb::sw::apply_action(s, c, pick).ok()) std::abort();
  }
}

// Starts a session and answers its card choices (§3.6) the way the rules once did by themselves:
// each seat keeps its first draw and stages the other in the lowest free position, so tests built
// on those positions keep them.
inline sb::engine::ApplyResult begin_session(sb::sw::State& s, const sb::sw::Content& c, const sb::sw::StartSession& a) {
  auto r = sb::sw::apply_action(s, c, a);
  while (r.ok() && s.pending) {
    const auto& d = *s.pending;
    int value = d.kind == sb::sw::kChooseStaging ? d.options.back() : d.options.front();
    if (!sb::sw::apply_action(s, c, sb::sw::Choose{sb::sw::decision_value_kind(d.kind), value}).ok()) std::abort();
  }
  return r;
}

inline sb::sw::Setup setup(int players, int difficulty) {
  sb::sw::Setup s;
  s.players = players;
  s.difficulty = difficulty;
  return s;
}

}  // namespace sw_test
