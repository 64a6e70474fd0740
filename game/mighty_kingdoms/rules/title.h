#pragma once
// Mighty Kingdoms as an engine title (traits contract: engine/save/title.h, checked below).
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
#include "game/mighty_kingdoms/rules/types.h"

namespace sb::mk {

struct Title {
  static constexpr const char* kId = "mighty-kingdoms";
  static constexpr const char* kName = "Mighty Kingdoms";
  static constexpr const char* kContentDir = "mighty_kingdoms";
  static constexpr int kMinSeats = 2, kMaxSeats = 6;
  using State = sb::mk::State;
  using Action = sb::mk::Action;
  using Content = sb::mk::Content;
  using Setup = sb::mk::Setup;

  static std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors);
  static Setup default_setup(const Content&, int seats);
  static std::optional<Setup> setup_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node setup_to_yaml(const Setup&);

  static engine::Expected<State> new_state(const Content&, const Setup&, uint64_t seed);
  static std::vector<Action> legal_actions(const State&, const Content&);
  static engine::ApplyResult apply(State&, const Content&, const Action&);
  static engine::Prompt prompt(const State&, const Content&);
  static uint64_t state_hash(const State&);
  // The choice in words for the seat that makes it (a race choice names the race)...
  static std::string describe(const Action&, const State&, const Content&);
  // ...and for the public log, which keeps the race secret.
  static std::string describe_for_log(const Action&, const State&, const Content&);
  static int seat_count(const State&);
  static std::vector<int> scores(const State&, const Content&);
  // The invariants every real position keeps (pieces and artefacts conserved, counts and the
  // calendar in range, every id and index inside its list), one broken one a line in words.
  static std::vector<std::string> check(const State&, const Content&);

  static YAML::Node state_to_yaml(const State&);
  static std::optional<State> state_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node action_to_yaml(const Action&);
  static std::optional<Action> action_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);

  static std::vector<std::string> bot_kinds();
  static Action bot_action(const State&, const Content&, const std::string& kind, engine::Rng& rng);

  // Hidden information (engine/search/hidden_info.h): view_for below. sample_hidden reseeds the
  // dice, gives the kingdoms that chose their race before the seat a race at random, fills every
  // army list the seat has not seen from a list its race may field, and leaves the artefacts the
  // seat has not seen assigned unassigned (as a kingdom holds them until Deploy).
  static State view_for(const State& s, int seat);
  static State sample_hidden(const State& view, int seat, const Content&, engine::Rng&);
  static int decider(const State& s, const Content&) { return s.actor; }
  static bool is_over(const State& s) { return s.game_over; }
};
static_assert(engine::RulesTitle<Title>, "the title contract: engine/save/title.h");

// new_state with an already-resolved, already-validated map (the simulator caches maps).
engine::Expected<State> new_state_from_map(const Content&, const Setup&, const MapDef&, uint64_t seed);
// Plain-words reason an action is not legal now ("" is never returned; the view may call it for
// disabled choices).
std::string why_not(const State&, const Content&, const Action&);
// Apply without the legality check (bots and the simulator pick from legal_actions already).
engine::ApplyResult apply_unchecked(State&, const Content&, const Action&);
// apply_unchecked without the log text of orders, moves and deploys (the simulator's hot path).
engine::ApplyResult apply_fast(State&, const Content&, const Action&);
// Deploy targets with remaining room, for the view: {tile, free slots}.
std::vector<std::pair<engine::Hex, int>> deploy_room(const State&, const Content&, int kingdom);
// Final might per kingdom (as scored) and 1-based places with the §8 tie-breaks.
std::vector<int> final_might(const State&, const Content&);
std::vector<int> final_places(const State&, const Content&);
// For the scoring screen: one line per pair of kingdoms with equal might next to each other in the
// ranking, saying which tie-break decided ("B ahead of C on equal might: more cities (2 to 1)") or
// that they share the place.
std::vector<std::string> tie_break_lines(const State&, const Content&);
// A scenario state written at a phase boundary (step: none, not in setup) begins by entering
// the cursor's phase, exactly as the phase machine would; returns what happened.
std::vector<engine::Event> enter_current_phase(State&, const Content&);
// What one seat may see (hotseat view_for): other kingdoms' races stay hidden until all have
// chosen, unrevealed army lists and other kingdoms' artefact assignments (until a battle involving
// the unit reveals them) are removed, and the Rng (which would predict future dice) is blanked.
// seat -1 = a spectator.
State view_for(const State&, int seat);
// Gold and food a Winter purchase costs (build, build_ship, recruit; quests are free).
std::pair<int, int> purchase_cost(const Content&, const Action&);
// Tabletop board size text for the current battle ("4 ft x 4 ft"), "" when none.
std::string board_size_for_battle(const State&, const Content&);
// Tabletop Defend reminder (§6.4): the sides of the current pitched battle with a `defending`
// army in the tile (each may add, remove or move one terrain piece).
std::vector<int> defend_reminder_sides(const State&);

}  // namespace sb::mk
