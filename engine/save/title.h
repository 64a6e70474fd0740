#pragma once
// The contract every title's rules implement, as a traits struct (no virtuals in rules):
//
// struct MyTitle {
//   static constexpr const char* kId = "mighty-kingdoms";     // CLI --title, save files
//   static constexpr const char* kName = "Mighty Kingdoms";    // launcher
//   static constexpr const char* kContentDir = "mighty_kingdoms";  // under content/
//   static constexpr int kMinSeats = 2, kMaxSeats = 6;         // how many seats a game takes
//   using State = ...;   // plain data with a public `engine::Rng rng;`, operator==
//   using Action = ...;  // small value, operator==, operator< (legal_actions is sorted)
//   using Content = ...; // loaded, validated content; ids interned
//   using Setup = ...;   // seats (names, bot or human), options, map choice
//
//   // Content: the whole tree under `dir` (its files named relative to `display_root` in errors).
//   static std::shared_ptr<const Content> load_content(const std::filesystem::path& dir,
//                                                      ErrorList& errors);
//   static Setup default_setup(const Content&, int seats);
//   static std::optional<Setup> setup_from_yaml(const YAML::Node&, const Content&, const ReadContext&);
//   static YAML::Node setup_to_yaml(const Setup&);
//
//   // Rules (engine::Match drives these)
//   static Expected<State> new_state(const Content&, const Setup&, uint64_t seed);
//   static std::vector<Action> legal_actions(const State&, const Content&);
//   static ApplyResult apply(State&, const Content&, const Action&);
//   static Prompt prompt(const State&, const Content&);
//   static uint64_t state_hash(const State&);   // e.g. hash_yaml(state_to_yaml(s))
//   static std::string describe(const Action&, const State&, const Content&);
//   // Optional: the table in words for the terminal's `state` (the state YAML when absent).
//   static std::string summary(const State&, const Content&);
//   static int seat_count(const State&);
//   // Final standings when the game is over: one score per seat, higher is better (ties allowed).
//   static std::vector<int> scores(const State&, const Content&);
//
//   // YAML (saves, scripts, round-trip tests). Readers report errors through the context.
//   static YAML::Node state_to_yaml(const State&);
//   static std::optional<State> state_from_yaml(const YAML::Node&, const Content&, const ReadContext&);
//   static YAML::Node action_to_yaml(const Action&);
//   static std::optional<Action> action_from_yaml(const YAML::Node&, const Content&, const ReadContext&);
//
//   // Bots: `kind` is "random" or a title's own ("heuristic"); `rng` is the bot's own stream,
//   // never the State's.
//   static std::vector<std::string> bot_kinds();
//   static Action bot_action(const State&, const Content&, const std::string& kind, engine::Rng& rng);
// };
//
// engine/save/any_match.h wraps such a title behind a virtual interface for the CLI and the app.
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/errors.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/expected.h"
#include "engine/core/match.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"
