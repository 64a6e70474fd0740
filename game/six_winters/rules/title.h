#pragma once
// Six Winters behind the traits contract of engine/save/title.h (checked below); engine::Match<Title> drives it.
// A match is a whole campaign (six sessions); a campaign file is the State between sessions.
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
#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw {

struct Title {
  static constexpr const char* kId = "six-winters";
  static constexpr const char* kName = "Six Winters";
  static constexpr const char* kContentDir = "six_winters";
  static constexpr int kMinSeats = 1, kMaxSeats = 4;
  using State = sw::State;
  using Action = sw::Action;
  using Content = sw::Content;
  using Setup = sw::Setup;

  static std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors);
  static Setup default_setup(const Content&, int seats);
  static std::optional<Setup> setup_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node setup_to_yaml(const Setup&);

  static engine::Expected<State> new_state(const Content&, const Setup&, uint64_t seed);
  static std::vector<Action> legal_actions(const State&, const Content&);
  static engine::ApplyResult apply(State&, const Content&, const Action&);
  static engine::Prompt prompt(const State&, const Content&);
  // The table in words, for the terminal's `state` command (optional in the title contract).
  static std::string summary(const State&, const Content&);
  static uint64_t state_hash(const State&);
  // The invariants a State keeps, one broken one a line in words (check.cpp).
  static std::vector<std::string> check(const State&, const Content&);
  static std::string describe(const Action&, const State&, const Content&);
  static int seat_count(const State&);
  static std::vector<int> scores(const State&, const Content&);

  static YAML::Node state_to_yaml(const State&);
  static std::optional<State> state_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node action_to_yaml(const Action&);
  static std::optional<Action> action_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);

  static std::vector<std::string> bot_kinds();
  static bool is_bot_kind(const std::string& kind);
  static Action bot_action(const State&, const Content&, const std::string& kind, engine::Rng& rng);

  // Hidden information (engine/search/hidden_info.h): the table is public to every seat; nobody
  // knows the dice stream (the view reseeds it to 0), the order of the obstacle and location
  // decks (the view sorts them), nor which card of a stage lies where in the progress deck (each
  // card's stage shows). sample_hidden sorts the progress deck's cards within their stage's places
  // (view_for has no content to know the stages) and shuffles them there, reshuffles the decks
  // and reseeds the dice.
  static State view_for(const State& s, int seat);
  static State sample_hidden(const State& view, int seat, const Content&, engine::Rng&);
  // The search's hooks: the greedy bot's shortlist (search_shortlist below; the whole legal list
  // is too wide for the playouts), and the table's worth as the cooperative bot weighs it, the same
  // for every seat: one mind plans for the whole table.
  static constexpr bool kCooperative = true;
  static std::vector<Action> search_actions(const State& s, const Content& c);
  static std::vector<double> search_value(const State& s, const Content& c);
  static bool is_over(const State& s) { return s.status == kFinished; }
};
static_assert(engine::RulesTitle<Title>, "the title contract: engine/save/title.h");

// The cooperative bot's choice (bot.cpp): `coop` scores every legal action and looks one turn
// ahead; `greedy` is the same scoring without the lookahead (about 80 times faster, for quick sims
// and long test runs). The random bot picks uniformly among legal actions.
Action coop_bot_action(const State& s, const Content& c, engine::Rng& rng);
Action greedy_bot_action(const State& s, const Content& c, engine::Rng& rng);
Action random_bot_action(const State& s, const Content& c, engine::Rng& rng);
// The table's worth as the cooperative bot weighs it (progress and threat, the focus track most).
double table_worth(const State& s, const Content& c);
// The same with the focus track fixed (the search scores every playout of a decision with the track
// the table pushes at the decision), and that track (the victory track to push; public).
double table_worth(const State& s, const Content& c, int focus);
int team_focus(const State& s, const Content& c);
// The choices the search bot weighs (Title::search_actions): the greedy's pick, its next best main
// choices and the location actions; one action (the greedy's) where the greedy answers at once.
std::vector<Action> search_shortlist(const State& s, const Content& c);

}  // namespace sb::sw
