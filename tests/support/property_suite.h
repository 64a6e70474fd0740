#pragma once
// The shared property suite every title passes (after OpenSpiel's basic tests): random playouts
// with clone-and-compare, YAML round trips of State and Action, sorted and deterministic legal
// actions, title invariants after every step, and termination within a bound.
//
//   sb::test::PropertyOptions<Title> options;
//   options.games = 200; options.seats = 4;
//   options.invariants = [](const State& s, const Content& c) -> std::string { return ""; };
//   sb::test::run_property_suite<Title>(content, options);
//
// Failures are reported with the game's seed and step so they can be replayed.
#include <doctest/doctest.h>

#include <cstdlib>
#include <functional>
#include <string>

#include "engine/content/yaml_reader.h"
#include "engine/core/match.h"

namespace sb::test {

template <class Title>
struct PropertyOptions {
  int games = 100;
  int seats = 2;
  uint64_t first_seed = 1;
  long max_actions = 100000;  // termination bound per game
  int round_trip_every = 1;   // YAML round trip every N steps (1 = every step)
  // Returns "" when the state is sound, else what is wrong.
  std::function<std::string(const typename Title::State&, const typename Title::Content&)> invariants;
  // Setup for a game (default: the title's default for `seats`).
  std::function<typename Title::Setup(const typename Title::Content&, int seats, uint64_t seed)> setup;
};

// SB_PROPERTY_GAMES=N in the environment overrides the game count (CI's long runs, sanitizers).
inline int property_games(int fallback) {
  if (const char* env = std::getenv("SB_PROPERTY_GAMES"); env && *env) return std::max(1, std::atoi(env));
  return fallback;
}

template <class Title>
void run_property_suite(std::shared_ptr<const typename Title::Content> content, const PropertyOptions<Title>& options) {
  using State = typename Title::State;
  using Action = typename Title::Action;
  const typename Title::Content& c = *content;
  int games = property_games(options.games);
  for (int g = 0; g < games; ++g) {
    uint64_t seed = options.first_seed + static_cast<uint64_t>(g);
    auto setup = options.setup ? options.setup(c, options.seats, seed) : Title::default_setup(c, options.seats);
    auto started = engine::Match<Title>::start(content, setup, seed);
    REQUIRE_MESSAGE(started.ok(), "seed " << seed << ": " << started.error().message);
    State state = started.value().state();
    engine::Rng chooser(seed, 1234);
    long step = 0;
    for (; step < options.max_actions; ++step) {
      INFO("seed " << seed << ", step " << step);
      if (options.invariants) {
        std::string broken = options.invariants(state, c);
        REQUIRE_MESSAGE(broken.empty(), broken);
      }
      if (options.round_trip_every > 0 && step % options.round_trip_every == 0) {
        engine::ErrorList errors;
        engine::ReadContext ctx{"round-trip", &errors};
        YAML::Node dumped = YAML::Load(engine::dump_yaml(Title::state_to_yaml(state)));
        auto back = Title::state_from_yaml(dumped, c, ctx);
        REQUIRE_MESSAGE(errors.empty(), errors.format_all());
        REQUIRE(back.has_value());
        REQUIRE_MESSAGE(*back == state, "state YAML round trip changed the state");
        REQUIRE(Title::state_hash(*back) == Title::state_hash(state));
      }
      engine::Prompt prompt = Title::prompt(state, c);
      std::vector<Action> legal = Title::legal_actions(state, c);
      if (prompt.game_over) {
        REQUIRE_MESSAGE(legal.empty(), "legal actions offered after game over");
        break;
      }
      REQUIRE_MESSAGE(!legal.empty(), "no legal action while the game is not over (prompt: " << prompt.kind << ")");
      REQUIRE_MESSAGE(std::is_sorted(legal.begin(), legal.end()), "legal_actions is not sorted");
      REQUIRE_MESSAGE(std::adjacent_find(legal.begin(), legal.end()) == legal.end(), "legal_actions has duplicates");
      REQUIRE_MESSAGE(Title::legal_actions(state, c) == legal, "legal_actions is not deterministic");
      const Action& action = legal[chooser.below(static_cast<uint32_t>(legal.size()))];
      {
        engine::ErrorList errors;
        engine::ReadContext ctx{"action", &errors};
        auto back = Title::action_from_yaml(YAML::Load(engine::dump_yaml(Title::action_to_yaml(action))), c, ctx);
        REQUIRE_MESSAGE(errors.empty(), errors.format_all());
        REQUIRE_MESSAGE((back && *back == action), "action YAML round trip changed the action");
      }
      State clone = state;
      engine::ApplyResult first = Title::apply(state, c, action);
      REQUIRE_MESSAGE(first.ok(), "a legal action was rejected: " << first.rejection().message);
      engine::ApplyResult second = Title::apply(clone, c, action);
      REQUIRE(second.ok());
      REQUIRE_MESSAGE(clone == state, "clone-and-compare: the same action on a copy gave a different state");
      REQUIRE(first.events() == second.events());
    }
    REQUIRE_MESSAGE(step < options.max_actions, "seed " << seed << ": the game did not end within " << options.max_actions << " actions");
  }
}

}  // namespace sb::test
