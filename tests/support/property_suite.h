#pragma once
// The shared property suite every title passes (after OpenSpiel's basic tests). Per game:
//   - new_state is deterministic (the same setup and seed give equal States), and its State
//     round-trips through YAML;
//   - every step: the title's check(State, Content) and the test's invariants; legal actions non-empty until game over and empty after it,
//     sorted, without duplicates, the same when asked twice; the chosen action's YAML round trip;
//     clone-and-compare (the same action on a copy gives an equal State and the same events);
//     the title's `transition` check between the States before and after;
//   - in the first `deep_games` games: a State YAML round trip every `round_trip_every` steps that
//     keeps the State and its hash, then the title's `round_trip_checks`; and every `deep_every`
//     steps, over the whole legal list: each action's YAML round trip, no two read the same
//     (describe: the terminal lists them, a screen labels buttons with them), a sample of them is
//     accepted by apply; then the title's own `deep_checks`;
//   - the game ends within `max_actions`; the final State round-trips;
//   - a save round trip: the Setup and the journal through YAML, replayed by Match from the seed,
//     rebuild an equal State.
//
//   sb::test::PropertyOptions<Title> options;
//   options.games = 200; options.seats = 4;
//   options.invariants = [](const State& s, const Content& c) -> std::string { return ""; };
//   sb::test::run_property_suite<Title>(content, options);
//
// Failures are reported with the game's seed and step so they can be replayed.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/content/yaml_reader.h"
#include "engine/core/match.h"
#include "engine/save/title.h"

namespace sb::test {

template <engine::RulesTitle Title>
struct PropertyOptions {
  using State = typename Title::State;
  using Action = typename Title::Action;
  using Content = typename Title::Content;
  int games = 100;
  int seats = 2;
  uint64_t first_seed = 1;
  long max_actions = 100000;  // termination bound per game
  // The costly checks run in the first N games (-1 = every game); the rest play more positions
  // for the same time with the per-step checks.
  int deep_games = -1;
  int round_trip_every = 1;   // State YAML round trip every N steps (1 = every step, 0 = never)
  // The whole-legal-list checks every N steps (0 = never). They cost a YAML round trip, a
  // describe and (for a sample) an apply per legal action.
  int deep_every = 10;
  size_t deep_apply_samples = 6;  // how many legal actions, spread over the list, are applied
  // No two legal actions read the same. A title whose log words hide a secret choice turns it off.
  bool distinct_descriptions = true;
  // Who picks each action: "" picks uniformly among the legal actions; a bot kind asks
  // Title::bot_action, for titles whose uniform play wanders (free actions) or to reach the
  // positions sensible play reaches.
  std::string bot;
  // Save round trip (Setup and journal through YAML, replayed by Match) for the first N games;
  // -1 = every game.
  int replay_games = -1;
  // Returns "" when the state is sound, else what is wrong. Called on every State of a game.
  std::function<std::string(const State&, const Content&)> invariants;
  // Returns "" when one action's change is sound (what no single State can show: a year that
  // advances by one). Called with the States before and after each action.
  std::function<std::string(const State& before, const State& after, const Content&)> transition;
  // The title's own checks at the State round-trip cadence (another YAML form of the State).
  std::function<std::string(const State&, const Content&)> round_trip_checks;
  // The title's own costly checks, at the deep cadence, given the legal actions ("" = sound).
  std::function<std::string(const State&, const Content&, const std::vector<Action>& legal)> deep_checks;
  // Setup for a game (default: the title's default for `seats`).
  std::function<typename Title::Setup(const Content&, int seats, uint64_t seed)> setup;
};

// SB_PROPERTY_GAMES=N in the environment overrides the game count (CI's long runs, sanitizers).
inline int property_games(int fallback) {
  if (const char* env = std::getenv("SB_PROPERTY_GAMES"); env && *env) return std::max(1, std::atoi(env));
  return fallback;
}

namespace detail {

template <class Title>
void require_state_round_trip(const typename Title::State& state, const typename Title::Content& c) {
  engine::ErrorList errors;
  engine::ReadContext ctx{"round-trip", &errors};
  YAML::Node dumped = YAML::Load(engine::dump_yaml(Title::state_to_yaml(state)));
  auto back = Title::state_from_yaml(dumped, c, ctx);
  REQUIRE_MESSAGE(errors.empty(), errors.format_all());
  REQUIRE(back.has_value());
  REQUIRE_MESSAGE(*back == state, "state YAML round trip changed the state");
  REQUIRE(Title::state_hash(*back) == Title::state_hash(state));
}

// The action read back from its YAML text, as a save file holds it.
template <class Title>
typename Title::Action require_action_round_trip(const typename Title::Action& action,
                                                 const typename Title::Content& c) {
  engine::ErrorList errors;
  engine::ReadContext ctx{"action", &errors};
  auto back = Title::action_from_yaml(YAML::Load(engine::dump_yaml(Title::action_to_yaml(action))), c, ctx);
  REQUIRE_MESSAGE(errors.empty(), errors.format_all());
  REQUIRE_MESSAGE((back && *back == action), "action YAML round trip changed the action");
  return *back;
}

template <class Title>
void deep_checks(const typename Title::State& state, const typename Title::Content& c,
                 const std::vector<typename Title::Action>& legal, const PropertyOptions<Title>& options) {
  std::set<std::string> lines;
  for (const auto& action : legal) {
    require_action_round_trip<Title>(action, c);
    if (!options.distinct_descriptions) continue;
    std::string line = Title::describe(action, state, c);
    REQUIRE_MESSAGE(lines.insert(line).second, "two legal actions read \"" << line << "\"");
  }
  if (options.deep_apply_samples > 0) {
    const size_t stride = std::max<size_t>(1, legal.size() / options.deep_apply_samples);
    for (size_t i = 0; i < legal.size(); i += stride) {
      typename Title::State probe = state;
      engine::ApplyResult result = Title::apply(probe, c, legal[i]);
      REQUIRE_MESSAGE(result.ok(), "a legal action was rejected: " << Title::describe(legal[i], state, c) << ": "
                                                                   << result.rejection().message);
    }
  }
  if (options.deep_checks) {
    std::string broken = options.deep_checks(state, c, legal);
    REQUIRE_MESSAGE(broken.empty(), broken);
  }
}

// A save holds the setup and the journal as YAML text; loading it replays them from the seed.
template <class Title>
void require_save_round_trip(std::shared_ptr<const typename Title::Content> content, const typename Title::Setup& setup,
                             uint64_t seed, const std::vector<typename Title::Action>& journal,
                             const typename Title::State& final_state) {
  const std::string setup_text = engine::dump_yaml(Title::setup_to_yaml(setup));
  engine::ErrorList errors;
  engine::ReadContext ctx{"setup", &errors};
  auto setup_back = Title::setup_from_yaml(YAML::Load(setup_text), *content, ctx);
  REQUIRE_MESSAGE(errors.empty(), errors.format_all());
  REQUIRE(setup_back.has_value());
  REQUIRE_MESSAGE(engine::dump_yaml(Title::setup_to_yaml(*setup_back)) == setup_text,
                  "setup YAML round trip changed the setup");
  auto replayed = engine::Match<Title>::replay(content, *setup_back, seed, journal);
  REQUIRE_MESSAGE(replayed.ok(), "the saved journal does not replay: " << replayed.error().message);
  REQUIRE_MESSAGE(replayed.value().state() == final_state, "replaying the saved journal gave a different state");
  REQUIRE(replayed.value().state_hash() == Title::state_hash(final_state));
}

}  // namespace detail

template <engine::RulesTitle Title>
void run_property_suite(std::shared_ptr<const typename Title::Content> content, const PropertyOptions<Title>& options) {
  using State = typename Title::State;
  using Action = typename Title::Action;
  const typename Title::Content& c = *content;
  int games = property_games(options.games);
  for (int g = 0; g < games; ++g) {
    uint64_t seed = options.first_seed + static_cast<uint64_t>(g);
    INFO("seed " << seed);
    auto setup = options.setup ? options.setup(c, options.seats, seed) : Title::default_setup(c, options.seats);
    auto started = Title::new_state(c, setup, seed);
    REQUIRE_MESSAGE(started.ok(), "seed " << seed << ": " << started.error().message);
    State state = started.value();
    {
      auto again = Title::new_state(c, setup, seed);
      REQUIRE(again.ok());
      REQUIRE_MESSAGE(again.value() == state, "new_state is not deterministic for one setup and seed");
    }
    const bool deep = options.deep_games < 0 || g < options.deep_games;
    const bool save_round_trip = options.replay_games < 0 || g < options.replay_games;
    std::vector<Action> journal;  // as read back from YAML, the way a save holds it
    engine::Rng chooser(seed, 1234);
    long step = 0;
    for (; step < options.max_actions; ++step) {
      INFO("step " << step);
      if (options.invariants) {
        std::string broken = options.invariants(state, c);
        REQUIRE_MESSAGE(broken.empty(), broken);
      }
      {
        const std::vector<std::string> broken = Title::check(state, c);
        REQUIRE_MESSAGE(broken.empty(), "check: " << (broken.empty() ? std::string() : broken.front()));
      }
      if (step == 0 || (deep && options.round_trip_every > 0 && step % options.round_trip_every == 0)) {
        detail::require_state_round_trip<Title>(state, c);
        if (options.round_trip_checks) {
          std::string broken = options.round_trip_checks(state, c);
          REQUIRE_MESSAGE(broken.empty(), broken);
        }
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
      if (deep && options.deep_every > 0 && step % options.deep_every == 0)
        detail::deep_checks<Title>(state, c, legal, options);
      const Action action = options.bot.empty() ? legal[chooser.below(static_cast<uint32_t>(legal.size()))]
                                                : Title::bot_action(state, c, options.bot, chooser);
      Action read_back = detail::require_action_round_trip<Title>(action, c);
      if (save_round_trip) journal.push_back(std::move(read_back));
      State clone = state;
      engine::ApplyResult first = Title::apply(state, c, action);
      REQUIRE_MESSAGE(first.ok(), "a legal action was rejected: " << Title::describe(action, clone, c) << ": "
                                                                  << first.rejection().message);
      if (options.transition) {
        std::string broken = options.transition(clone, state, c);
        REQUIRE_MESSAGE(broken.empty(), broken);
      }
      engine::ApplyResult second = Title::apply(clone, c, action);
      REQUIRE(second.ok());
      REQUIRE_MESSAGE(clone == state, "clone-and-compare: the same action on a copy gave a different state");
      REQUIRE(first.events() == second.events());
    }
    REQUIRE_MESSAGE(step < options.max_actions, "seed " << seed << ": the game did not end within " << options.max_actions << " actions");
    detail::require_state_round_trip<Title>(state, c);
    if (save_round_trip) detail::require_save_round_trip<Title>(content, setup, seed, journal, state);
  }
}

}  // namespace sb::test
