#pragma once
// The contract every title's rules implement, as a traits struct (no virtuals in rules), stated as
// the concept sb::engine::RulesTitle and checked at compile time: each title has
// `static_assert(sb::engine::RulesTitle<Title>);` next to its definition, and engine::Match and
// TitleAdapter take only titles that satisfy it (MatchRules, the rules half, for Match). A title
// that misses a piece gets one error naming the requirement, at the title or at the template.
//
// struct MyTitle {
//   static constexpr const char* kId = "mighty-kingdoms";     // CLI --title, save files
//   static constexpr const char* kName = "Mighty Kingdoms";    // launcher
//   static constexpr const char* kContentDir = "mighty_kingdoms";  // under content/
//   static constexpr int kMinSeats = 2, kMaxSeats = 6;         // how many seats a game takes
//   using State, Action, Content, Setup;  // see MatchRules in engine/core/title_concept.h
//   ... the static functions RulesTitle lists below, with exactly those signatures.
// };
//
// engine/save/any_match.h wraps such a title behind a virtual interface for the CLI and the app.
#include <yaml-cpp/yaml.h>

#include <concepts>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/content/errors.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/expected.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"
#include "engine/core/title_concept.h"

namespace sb::engine {

// Optional: the table in words for the terminal's `state` (the state YAML when absent).
template <class Title>
concept HasSummary = requires {
  { &Title::summary } -> FunctionOf<std::string(const typename Title::State&, const typename Title::Content&)>;
};

// The invariants a State must keep (pieces, cards and workers conserved; ranges; references), one
// broken one a line in plain words; empty when the State is possible. Every State read from a file
// (a save's starting state, a scenario) is refused with these reasons, and the property suite and the
// sanitizer soak call it after every action. Optional while titles adopt it; one a title declares
// must have this signature.
template <class Title>
concept HasStateCheck = requires {
  { &Title::check } -> FunctionOf<std::vector<std::string>(const typename Title::State&, const typename Title::Content&)>;
};

template <class Title>
concept RulesTitle =
    MatchRules<Title> &&
    requires {
      { Title::kId } -> std::convertible_to<const char*>;          // CLI --title, save files
      { Title::kName } -> std::convertible_to<const char*>;        // launcher
      { Title::kContentDir } -> std::convertible_to<const char*>;  // under content/
      // How many seats a game takes, known at compile time.
      requires std::same_as<std::remove_cv_t<decltype(Title::kMinSeats)>, int>;
      requires std::same_as<std::remove_cv_t<decltype(Title::kMaxSeats)>, int>;
      typename std::integral_constant<int, Title::kMinSeats>;
      typename std::integral_constant<int, Title::kMaxSeats>;

      // Content: the whole tree under `dir`; errors name files, lines and columns. Null on errors.
      { &Title::load_content } -> FunctionOf<std::shared_ptr<const typename Title::Content>(
          const std::filesystem::path&, ErrorList&)>;
      { &Title::default_setup } -> FunctionOf<typename Title::Setup(const typename Title::Content&, int seats)>;
      { &Title::setup_from_yaml } -> FunctionOf<std::optional<typename Title::Setup>(
          const YAML::Node&, const typename Title::Content&, const ReadContext&)>;
      { &Title::setup_to_yaml } -> FunctionOf<YAML::Node(const typename Title::Setup&)>;

      { &Title::seat_count } -> FunctionOf<int(const typename Title::State&)>;
      // Final standings when the game is over: one score per seat, higher is better (ties allowed).
      { &Title::scores } -> FunctionOf<std::vector<int>(const typename Title::State&, const typename Title::Content&)>;

      // YAML (saves, scripts, round-trip tests). Readers report errors through the context.
      { &Title::state_to_yaml } -> FunctionOf<YAML::Node(const typename Title::State&)>;
      { &Title::state_from_yaml } -> FunctionOf<std::optional<typename Title::State>(
          const YAML::Node&, const typename Title::Content&, const ReadContext&)>;
      { &Title::action_to_yaml } -> FunctionOf<YAML::Node(const typename Title::Action&)>;
      { &Title::action_from_yaml } -> FunctionOf<std::optional<typename Title::Action>(
          const YAML::Node&, const typename Title::Content&, const ReadContext&)>;

      // Bots: `kind` is "random" or a title's own ("heuristic"); `rng` is the bot's own stream,
      // never the State's.
      { &Title::bot_kinds } -> FunctionOf<std::vector<std::string>()>;
      { &Title::bot_action } -> FunctionOf<typename Title::Action(
          const typename Title::State&, const typename Title::Content&, const std::string& kind, Rng&)>;
    } &&
    (1 <= Title::kMinSeats && Title::kMinSeats <= Title::kMaxSeats) &&
    // A title may leave summary out, but one it declares must have the signature the terminal calls.
    (!requires { &Title::summary; } || HasSummary<Title>) &&
    (!requires { &Title::check; } || HasStateCheck<Title>);

}  // namespace sb::engine
