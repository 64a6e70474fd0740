// Tiny Harvest's State declared once (fields in tiny.h): the derived YAML is byte for byte what
// the hand-written writer produced (saves and golden journals depend on it), and the derived
// reader, hash and diff work on the real State.
#include <doctest/doctest.h>

#include "engine/content/fields.h"
#include "engine/content/yaml_reader.h"
#include "game/tiny/rules/tiny.h"
#include "tiny_content.h"

using namespace sb;

namespace {
using tiny::test::load;

// The position after `steps` actions chosen by rotating through the legal ones (every action when
// steps is large: the game ends).
tiny::State position(const tiny::Content& c, int seats, uint64_t seed, int steps) {
  auto s = tiny::Title::new_state(c, tiny::Title::default_setup(c, seats), seed).value();
  for (int i = 0; i < steps; ++i) {
    auto legal = tiny::Title::legal_actions(s, c);
    if (legal.empty()) break;
    REQUIRE(tiny::Title::apply(s, c, legal[static_cast<size_t>(i) % legal.size()]).ok());
  }
  return s;
}
}  // namespace

TEST_CASE("tiny fields: the YAML is byte for byte what the hand-written writer wrote") {
  auto c = load();
  // Captured from the hand-written state_to_yaml before State was declared once.
  const char* golden[] = {
      R"(rng:
  state: 0x282f915fb500cc72
  inc: 0xb47c73972972b7b7
cursor:
  period: 1
  season: 0
  turn: 1
  phase: 0
  in_final: false
  finished: false
seeds: [3, 3]
plants: [0, 0]
score: [0, 0]
sow:
  order: [0, 1]
  current: 0
  passes_in_row: 0
planted_this_turn: 0
reap_next: 0
weather:
  draw: [1, 1, 2, 2, 0, 1]
  discard: []
  burned: []
weather_card: -1
)",
      R"(rng:
  state: 0x094996bfd7bfc164
  inc: 0xb47c73972972b7b7
cursor:
  period: 1
  season: 0
  turn: 1
  phase: 0
  in_final: false
  finished: false
seeds: [1, 2, 2, 2]
plants: [2, 1, 1, 1]
score: [0, 0, 0, 0]
sow:
  order: [0, 1, 2, 3]
  current: 0
  passes_in_row: 0
planted_this_turn: 1
reap_next: 0
weather:
  draw: [0, 1, 2, 1, 1, 2]
  discard: []
  burned: []
weather_card: -1
)",
      R"(rng:
  state: 0x9fea7647205808a7
  inc: 0xb47c73972972b7b7
cursor:
  period: 3
  season: 1
  turn: 1
  phase: 1
  in_final: true
  finished: true
seeds: [5, 3, 4]
plants: [0, 0, 0]
score: [20, 16, 18]
sow:
  order: [2, 0, 1]
  current: 2
  passes_in_row: 3
planted_this_turn: 0
reap_next: 3
weather:
  draw: [0, 1, 1]
  discard: [2, 1, 2]
  burned: []
weather_card: -1
)",
      R"(rng:
  state: 0x9fea7647205808a7
  inc: 0xb47c73972972b7b7
cursor:
  period: 3
  season: 1
  turn: 1
  phase: 1
  in_final: true
  finished: true
seeds: [5, 3, 4]
plants: [0, 0, 0]
score: [20, 16, 18]
sow:
  order: [2, 0, 1]
  current: 2
  passes_in_row: 3
planted_this_turn: 0
reap_next: 3
weather:
  draw: [0, 1]
  discard: [2, 1, 2]
  burned: []
weather_card: 1
)",
  };
  tiny::State card_in_play = position(*c, 3, 11, 1000);
  card_in_play.weather.draw_pile.pop_back();
  card_in_play.weather_card = 1;
  const tiny::State states[] = {position(*c, 2, 5, 0), position(*c, 4, 7, 9), position(*c, 3, 11, 1000), card_in_play};
  for (size_t i = 0; i < 4; ++i) {
    CAPTURE(i);
    const std::string text = engine::dump_yaml(tiny::Title::state_to_yaml(states[i]));
    CHECK(text == golden[i]);
    engine::ErrorList errors;
    auto back = tiny::Title::state_from_yaml(YAML::Load(text), *c, {"state.yaml", &errors});
    REQUIRE_MESSAGE(back, errors.format_all());
    CHECK(*back == states[i]);
    CHECK(tiny::Title::check(*back, *c).empty());
  }
}

TEST_CASE("tiny fields: a hand-edited state is refused at file:line:col") {
  auto c = load();
  const std::string good = engine::dump_yaml(tiny::Title::state_to_yaml(position(*c, 2, 5, 0)));
  auto refusal = [&](std::string text, const std::string& from, const std::string& to) {
    if (!from.empty()) text.replace(text.find(from), from.size(), to);
    engine::ErrorList errors;
    CHECK_FALSE(tiny::Title::state_from_yaml(YAML::Load(text), *c, {"s.yaml", &errors}));
    return errors.format_all();
  };
  std::string message = refusal(good + "gold: 3\n", "", "");
  CHECK(message.find("s.yaml:25:1") != std::string::npos);
  CHECK(message.find("state.gold") != std::string::npos);
  CHECK(message.find("unknown key") != std::string::npos);

  message = refusal(good, "reap_next: 0", "reap_next: soon");
  CHECK(message.find("s.yaml:19:12") != std::string::npos);
  CHECK(message.find("state.reap_next") != std::string::npos);
  CHECK(message.find("expected an integer") != std::string::npos);

  message = refusal(good, "planted_this_turn: 0\n", "");
  CHECK(message.find("state.planted_this_turn") != std::string::npos);
  CHECK(message.find("missing required field") != std::string::npos);

  // The content's limit: a field holds 0 to max_plants.
  message = refusal(good, "plants: [0, 0]", "plants: [0, " + std::to_string(c->max_plants + 1) + "]");
  CHECK(message.find("s.yaml:12:13") != std::string::npos);
  CHECK(message.find("state.plants[1]") != std::string::npos);

  message = refusal(good, "seeds: [3, 3]", "seeds: [3, 3, 3]");
  CHECK(message.find("one entry per seat") != std::string::npos);
}

TEST_CASE("tiny fields: the diff names the place; the binary hash follows every field") {
  auto c = load();
  const tiny::State a = position(*c, 2, 5, 0);
  tiny::State b = a;
  CHECK_FALSE(engine::first_field_difference(a, b));
  CHECK(engine::hash_fields(a) == engine::hash_fields(b));
  b.seeds[1] = 2;
  REQUIRE(engine::first_field_difference(a, b));
  CHECK(engine::first_field_difference(a, b)->describe() == "seeds[1]: 3 → 2");
  CHECK(engine::hash_fields(a) != engine::hash_fields(b));

  std::vector<void (*)(tiny::State&)> changes = {
      [](tiny::State& s) { s.rng.next_u32(); },
      [](tiny::State& s) { s.cursor.turn++; },
      [](tiny::State& s) { s.cursor.in_final = true; },
      [](tiny::State& s) { s.plants[0]++; },
      [](tiny::State& s) { s.score[1]++; },
      [](tiny::State& s) { s.sow.current = 1; },
      [](tiny::State& s) { s.sow.order.pop_back(); },
      [](tiny::State& s) { s.planted_this_turn = 1; },
      [](tiny::State& s) { s.reap_next = 1; },
      [](tiny::State& s) { s.weather.discard.push_back(s.weather.draw_pile.back()); s.weather.draw_pile.pop_back(); },
      [](tiny::State& s) { s.weather_card = 0; },
  };
  for (size_t i = 0; i < changes.size(); ++i) {
    tiny::State changed = a;
    changes[i](changed);
    CHECK_MESSAGE(engine::hash_fields(changed) != engine::hash_fields(a), "change " << i);
    CHECK_MESSAGE(engine::first_field_difference(a, changed), "change " << i);
  }
  // Along a whole game: equal states hash equal, every action changes the hash.
  tiny::State s = tiny::Title::new_state(*c, tiny::Title::default_setup(*c, 3), 9).value();
  for (int step = 0; step < 200; ++step) {
    auto legal = tiny::Title::legal_actions(s, *c);
    if (legal.empty()) break;
    tiny::State copy = s;
    CHECK(engine::hash_fields(copy) == engine::hash_fields(s));
    REQUIRE(tiny::Title::apply(s, *c, legal[static_cast<size_t>(step) % legal.size()]).ok());
    CHECK(engine::hash_fields(copy) != engine::hash_fields(s));
  }
}
