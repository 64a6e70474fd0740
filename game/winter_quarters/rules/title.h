#pragma once
// Winter Quarters behind the traits contract of engine/save/title.h (checked below); engine::Match<Title> drives it.
// Seats hold one or more factions each; every decision names its faction, and the seat holding
// that faction decides (a seat may be a bot).
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/errors.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/expected.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"
#include "engine/save/title.h"
#include "game/winter_quarters/rules/content.h"
#include "game/winter_quarters/rules/state.h"

namespace sb::wq {

struct Title {
  static constexpr const char* kId = "winter-quarters";
  static constexpr const char* kName = "Winter Quarters";
  static constexpr const char* kContentDir = "winter_quarters";
  static constexpr int kMinSeats = 1, kMaxSeats = 4;  // seats, each holding one or more factions
  using State = wq::State;
  using Action = wq::Action;
  using Content = wq::Content;
  using Setup = wq::Setup;

  static std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors);
  static Setup default_setup(const Content&, int seats);
  static std::optional<Setup> setup_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node setup_to_yaml(const Setup&);

  static engine::Expected<State> new_state(const Content&, const Setup&, uint64_t seed);
  static std::vector<Action> legal_actions(const State&, const Content&);
  static engine::ApplyResult apply(State&, const Content&, const Action&);
  static engine::Prompt prompt(const State&, const Content&);
  static uint64_t state_hash(const State&);
  static std::string describe(const Action&, const State&, const Content&);
  // The broken invariants in words (seats, pieces and cards conserved, ranges, references): check.cpp.
  static std::vector<std::string> check(const State&, const Content&);
  static int seat_count(const State& s) { return static_cast<int>(s.seats.size()); }
  // Per seat: 4 minus the best rank among its factions (the winner's seat scores 3).
  static std::vector<int> scores(const State&, const Content&);

  static YAML::Node state_to_yaml(const State&);
  static std::optional<State> state_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node action_to_yaml(const Action&);
  static std::optional<Action> action_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);

  // "heuristic" is the spec's bot (§11); "random" picks uniformly among the legal answers.
  // "search-easy", "search" and "search-hard" search the title's own rules (engine/search/ismcts.h)
  // from what their seat may know, at three budgets.
  static std::vector<std::string> bot_kinds() { return {"random", "heuristic", "search-easy", "search", "search-hard"}; }
  static Action bot_action(const State&, const Content&, const std::string& kind, engine::Rng& rng);

  // Hidden information (engine/search/hidden_info.h). Everything on the map is public; nobody
  // knows the draw pile's order (the view lists it sorted) nor the dice stream (reseeded to 0).
  // sample_hidden deals the draw pile afresh the way the deck was built: Events anywhere, each
  // Winter Quarters card within its pile's bottom half.
  static State view_for(const State& s, int seat);
  static State sample_hidden(const State& view, int seat, const Content&, engine::Rng&);
  static int decider(const State& s, const Content&);
  // Per seat: the best victory margin among its factions (the final ranking once the war is over).
  static std::vector<double> search_value(const State&, const Content&);
  static bool is_over(const State& s) { return s.game_over; }
};
static_assert(engine::RulesTitle<Title>, "the title contract: engine/save/title.h");

}  // namespace sb::wq
