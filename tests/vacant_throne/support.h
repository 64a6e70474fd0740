#pragma once
// Shared helpers for the Vacant Throne tests: the shipped content, a fresh game, a hand-written
// position, and acting by words.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/content/yaml_reader.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"

namespace vtt {

using namespace sb::vt;

inline std::shared_ptr<const Content> content() {
  static std::shared_ptr<const Content> loaded = [] {
    sb::engine::ErrorList errors;
    auto c = load_content("content/vacant_throne", errors);
    REQUIRE_MESSAGE(errors.empty(), errors.format_all());
    return c;
  }();
  return loaded;
}

inline State fresh(int seats = 3, uint64_t seed = 1) {
  auto s = Title::new_state(*content(), Title::default_setup(*content(), seats), seed);
  REQUIRE(s.ok());
  return s.value();
}

// A State from YAML text (the schema of content/vacant_throne/README.md).
inline State position(const std::string& yaml) {
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"position", &errors};
  auto s = Title::state_from_yaml(YAML::Load(yaml), *content(), ctx);
  REQUIRE_MESSAGE(errors.empty(), errors.format_all());
  REQUIRE(s.has_value());
  return *s;
}

// Applies the legal action whose words contain `words` (exactly one must).
inline void act(State& s, const std::string& words) {
  std::vector<Action> found;
  std::string all;
  for (const Action& a : Title::legal_actions(s, *content())) {
    std::string line = Title::describe(a, s, *content());
    if (line.find(words) != std::string::npos) found.push_back(a);
    all += "\n  " + line;
  }
  REQUIRE_MESSAGE(found.size() == 1, "'" << words << "' matches " << found.size() << " legal actions of:" << all);
  auto r = Title::apply(s, *content(), found.front());
  REQUIRE_MESSAGE(r.ok(), r.rejection().message);
}

inline int seat_of(const State& s, const std::string& name) {
  for (size_t i = 0; i < s.players.size(); ++i)
    if (s.players[i].name == name) return static_cast<int>(i);
  FAIL("no player " << name);
  return -1;
}

// Whether `text` contains `part`.
inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace vtt
