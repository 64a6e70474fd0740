#pragma once
// Shared helpers for the Mighty Kingdoms suites: content loading, scenario states, playouts.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/content/yaml_reader.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk::test {

inline std::shared_ptr<const Content> content() {
  static std::shared_ptr<const Content> loaded = [] {
    engine::ErrorList errors;
    auto c = Title::load_content("content/mighty_kingdoms", errors);
    if (!c) MESSAGE(errors.format_all());
    REQUIRE(c);
    return c;
  }();
  return loaded;
}

inline Setup bots_setup(int seats, const std::string& map = "random:7") {
  Setup setup = Title::default_setup(*content(), seats);
  for (Seat& s : setup.seats) s.bot = "random";
  setup.map = map;
  return setup;
}

// Plays to the end with bots; returns the number of actions applied. Every action is checked.
inline int play_out(State& s, const Content& c, engine::Rng& bot_rng, const std::vector<std::string>& kinds,
                    int limit = 200000) {
  int n = 0;
  while (!s.game_over && n < limit) {
    Action a = Title::bot_action(s, c, kinds[static_cast<size_t>(s.actor) % kinds.size()], bot_rng);
    auto r = Title::apply(s, c, a);
    if (!r.ok()) {
      FAIL_CHECK("bot action rejected: " << r.rejection().message << " — " << Title::describe(a, s, c));
      return n;
    }
    ++n;
  }
  return n;
}

// Applies `a`, which must be accepted (its words name it in a failure).
inline void ok(State& s, const Content& c, const Action& a) {
  INFO(Title::describe(a, s, c));
  auto r = Title::apply(s, c, a);
  REQUIRE_MESSAGE(r.ok(), r.rejection().message);
}

// An action of `kind` with no more than a token.
inline Action simple(Act kind, int token = -1) {
  Action a;
  a.kind = kind;
  a.token = token;
  return a;
}

// A state from YAML text (scenario tests).
inline State state_from_text(const std::string& text) {
  engine::ErrorList errors;
  auto node = engine::parse_yaml(text, "scenario", errors);
  REQUIRE(node);
  engine::ReadContext ctx{"scenario", &errors};
  auto s = Title::state_from_yaml(*node, *content(), ctx);
  if (!s) MESSAGE(errors.format_all());
  REQUIRE(s);
  return *s;
}

// The deciding seat picks the battle on (q, r) against `opponent`.
inline Action battle_at(int q, int r, int opponent) {
  Action a;
  a.kind = Act::kChooseBattle;
  a.has_tile = true;
  a.tile = {q, r};
  a.value = opponent;
  a.value2 = 0;
  return a;
}

// A generator whose first d6 draws are exactly `faces` (to stage the spec's dice examples).
inline engine::Rng rng_rolling(const std::vector<int>& faces) {
  for (uint64_t seed = 1; seed < 2000000; ++seed) {
    engine::Rng r(seed);
    bool match = true;
    for (int f : faces)
      if (r.d6() != f) {
        match = false;
        break;
      }
    if (match) return engine::Rng(seed);
  }
  FAIL("no seed found");
  return {};
}

}  // namespace sb::mk::test
