#pragma once
// Tiny Harvest — the smallest title. Farmers sow seeds in spring (each turn plant any number,
// then end the turn; round-robin until everyone passes in a row), then in autumn a weather card is drawn and each farmer reaps with a die.
// It exists to exercise the engine (calendar, pass rounds, decks, dice, saves, undo fences) and
// as the template a new title is copied from. Keep it small.
#include <yaml-cpp/yaml.h>

#include <compare>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/board/deck.h"
#include "engine/content/errors.h"
#include "engine/content/fields.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/calendar.h"
#include "engine/core/expected.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"
#include "engine/core/turn_order.h"
#include "engine/save/title.h"

namespace sb::tiny {

struct Weather {
  std::string id;
  std::string name;
  int multiplier = 1;
};

struct Content {
  engine::Calendar calendar;
  int starting_seeds = 3;
  int max_plants = 4;
  std::vector<Weather> weather;  // card id = index
  std::vector<int> weather_deck;  // card ids with copies, in file order
};

struct Setup {
  std::vector<std::string> names;
  bool operator==(const Setup&) const = default;
};

struct State {
  engine::Rng rng;
  engine::CalendarCursor cursor;
  std::vector<int> seeds, plants, score;
  engine::PassRound sow;
  int planted_this_turn = 0;
  int reap_next = 0;  // index of the next seat to reap this autumn
  engine::Deck weather;
  int weather_card = -1;
  bool operator==(const State&) const = default;
};

// The one list of State's fields: the save's YAML (writer and strict reader), hash_fields and
// diff_fields all follow it, in this order. Ranges that depend on the content (plants, the card
// in play) are checked again in state_from_yaml.
template <class IO, engine::FieldsOf<State> S>
constexpr void fields(IO& io, S& s) {
  io("rng", s.rng);
  io("cursor", s.cursor);
  io("seeds", s.seeds, engine::range(0, 1000));
  io("plants", s.plants, engine::range(0, 1000));
  io("score", s.score, engine::range(0, 100000));
  io("sow", s.sow);
  io("planted_this_turn", s.planted_this_turn, engine::range(0, 1000));
  io("reap_next", s.reap_next, engine::range(0, 4));
  io("weather", s.weather);
  io("weather_card", s.weather_card, engine::range(-1, 1000));
}
// Fails to compile when a member is added to State but not to fields() above.
static_assert(engine::fields_complete<State>(), "a member of State is missing from fields()");

struct Action {
  enum class Kind { kPlant, kPass, kReap };
  Kind kind = Kind::kPass;
  int seat = 0;
  auto operator<=>(const Action&) const = default;
};

struct Title {
  static constexpr const char* kId = "tiny";
  static constexpr const char* kName = "Tiny Harvest";
  static constexpr const char* kContentDir = "tiny";
  static constexpr int kMinSeats = 2, kMaxSeats = 4;
  using State = tiny::State;
  using Action = tiny::Action;
  using Content = tiny::Content;
  using Setup = tiny::Setup;

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
  // Seats' counts in range, the weather cards conserved, every index inside its list.
  static std::vector<std::string> check(const State&, const Content&);
  static int seat_count(const State& s) { return static_cast<int>(s.score.size()); }
  static std::vector<int> scores(const State& s, const Content&) { return s.score; }

  static YAML::Node state_to_yaml(const State&);
  static std::optional<State> state_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);
  static YAML::Node action_to_yaml(const Action&);
  static std::optional<Action> action_from_yaml(const YAML::Node&, const Content&, const engine::ReadContext&);

  static std::vector<std::string> bot_kinds() { return {"random", "greedy"}; }
  static Action bot_action(const State&, const Content&, const std::string& kind, engine::Rng& rng);
};
static_assert(engine::RulesTitle<Title>, "the title contract: engine/save/title.h");

}  // namespace sb::tiny
