#pragma once
// Vacant Throne behind the traits contract of engine/save/title.h (checked below); engine::Match<Title>
// drives it. 3-6 seats, each a player. Workplace cards in hand are secret: view_for(seat) is what
// one seat may see, and describe_for_log keeps hand cards out of the public log.
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
#include "game/vacant_throne/rules/content.h"
#include "game/vacant_throne/rules/state.h"

namespace sb::vt {

struct Title {
  static constexpr const char* kId = "vacant-throne";
  static constexpr const char* kName = "Vacant Throne";
  static constexpr const char* kContentDir = "vacant_throne";
  static constexpr int kMinSeats = 3, kMaxSeats = 6;
  using State = vt::State;
  using Action = vt::Action;
  using Content = vt::Content;
  using Setup = vt::Setup;

  static std::shared_ptr<const Content> load_content(const std::filesystem::path& dir, engine::ErrorList& errors);
  static Setup default_setup(const Content&, int seats);
  static std::optional<Setup> setup_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node setup_to_yaml(const Setup&);

  static engine::Expected<State> new_state(const Content&, const Setup&, uint64_t seed);
  // Every seat's legal actions: the decider's, and any seat's free actions (§5.4).
  static std::vector<Action> legal_actions(const State&, const Content&);
  static engine::ApplyResult apply(State&, const Content&, const Action&);
  static engine::Prompt prompt(const State&, const Content&);
  static uint64_t state_hash(const State&);
  static std::string describe(const Action&, const State&, const Content&);
  // Hand cards offered in a trade read "a card from hand" in the public log.
  static std::string describe_for_log(const Action&, const State&, const Content&);
  static int seat_count(const State& s) { return static_cast<int>(s.players.size()); }
  // Per seat: Prestige minus crossed-out Prestige (the ranking, with ties by final priority, is State::ranking).
  static std::vector<int> scores(const State&, const Content&);
  static std::string summary(const State&, const Content&);
  // The invariants every position keeps, one broken one a line in words (empty: possible): knights,
  // bandit knights, workers, favour markers, workplace cards and laws conserved; counts in range;
  // every seat, card, law, tile and cell inside its list. Code: check.cpp.
  static std::vector<std::string> check(const State&, const Content&);

  static YAML::Node state_to_yaml(const State&);
  static std::optional<State> state_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node action_to_yaml(const Action&);
  static std::optional<Action> action_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);

  // "planner" weighs its moves by the position they lead to (the opponent a solo player wants; the
  // launcher and `play` offer the first kind after "random", so it is listed there); "heuristic"
  // is the spec's bot (§12); "random" picks among the deciding seat's answers and now and then
  // drafts a trade or guarantee.
  // "search-easy", "search" and "search-hard" search the title's own rules (engine/search/ismcts.h)
  // from what their seat may know, at three budgets.
  static std::vector<std::string> bot_kinds() { return {"random", "planner", "heuristic", "search-easy", "search", "search-hard"}; }
  static Action bot_action(const State&, const Content&, const std::string& kind, engine::Rng& rng);

  // Hidden information (engine/search/hidden_info.h): view_for below; sample_hidden deals the
  // unseen workplace cards (deck and other hands) and laws afresh and reseeds the dice.
  static State view_for(const State& s, int seat);
  static State sample_hidden(const State& view, int seat, const Content&, engine::Rng&);
  // The search's hooks: who decides, and only that seat's answers (no Haggle or Guarantee started).
  static int decider(const State&, const Content&);
  static std::vector<Action> search_actions(const State&, const Content&);
  static bool is_over(const State& s) { return s.game_over; }
};
static_assert(engine::RulesTitle<Title>, "the title contract: engine/save/title.h");

// What one seat may see: other players' hands (kept as counts of unknown cards, -1), the order of
// the workplace and law decks, hand cards in a trade the seat is no party to, and the dice stream.
State view_for(const State&, int seat);

}  // namespace sb::vt
