// The title contract as a concept (engine/save/title.h, engine/core/title_concept.h): a complete
// traits struct satisfies it; each way of getting a piece wrong is caught. Checked at compile
// time; the test case only gives the checks a name in the report.
#include <doctest/doctest.h>

#include "engine/save/title.h"

namespace {

using sb::engine::HasSummary;
using sb::engine::MatchRules;
using sb::engine::RulesTitle;

struct FakeState {
  sb::engine::Rng rng;
  int turn = 0;
  bool operator==(const FakeState&) const = default;
};
struct FakeAction {
  int seat = 0;
  auto operator<=>(const FakeAction&) const = default;
};
struct FakeContent {};
struct FakeSetup {
  int seats = 2;
};

// What Match needs, and nothing more. Declarations only: the concept never calls them.
struct RulesOnly {
  using State = FakeState;
  using Action = FakeAction;
  using Content = FakeContent;
  using Setup = FakeSetup;
  static sb::engine::Expected<State> new_state(const Content&, const Setup&, uint64_t seed);
  static std::vector<Action> legal_actions(const State&, const Content&);
  static sb::engine::ApplyResult apply(State&, const Content&, const Action&);
  static sb::engine::Prompt prompt(const State&, const Content&);
  static uint64_t state_hash(const State&);
  static std::string describe(const Action&, const State&, const Content&);
};

struct Complete : RulesOnly {
  static constexpr const char* kId = "fake";
  static constexpr const char* kName = "Fake";
  static constexpr const char* kContentDir = "fake";
  static constexpr int kMinSeats = 1, kMaxSeats = 4;
  static std::shared_ptr<const Content> load_content(const std::filesystem::path&, sb::engine::ErrorList&);
  static Setup default_setup(const Content&, int seats);
  static std::optional<Setup> setup_from_yaml(const YAML::Node&, const Content&, const sb::engine::ReadContext&);
  static YAML::Node setup_to_yaml(const Setup&);
  static int seat_count(const State&);
  static std::vector<int> scores(const State&, const Content&);
  static YAML::Node state_to_yaml(const State&);
  static std::optional<State> state_from_yaml(const YAML::Node&, const Content&, const sb::engine::ReadContext&);
  static YAML::Node action_to_yaml(const Action&);
  static std::optional<Action> action_from_yaml(const YAML::Node&, const Content&, const sb::engine::ReadContext&);
  static std::vector<std::string> bot_kinds();
  static Action bot_action(const State&, const Content&, const std::string& kind, sb::engine::Rng&);
};

static_assert(MatchRules<RulesOnly>);
static_assert(!RulesTitle<RulesOnly>, "the save, YAML, seat and bot parts are required");
static_assert(RulesTitle<Complete>);
static_assert(!HasSummary<Complete>);

// apply taking the State by value compiles as a call and silently applies nothing.
struct ApplyByValue : Complete {
  static sb::engine::ApplyResult apply(State, const Content&, const Action&);
};
static_assert(!MatchRules<ApplyByValue>);

struct MutableLegal : Complete {
  static std::vector<Action> legal_actions(State&, const Content&);
};
static_assert(!MatchRules<MutableLegal>);

struct WrongHashType : Complete {
  static int state_hash(const State&);
};
static_assert(!MatchRules<WrongHashType>);

// Match calls Title::f(...), so members are static.
struct MemberDescribe : Complete {
  std::string describe(const Action&, const State&, const Content&) const;
};
static_assert(!MatchRules<MemberDescribe>);

struct NoexceptHash : Complete {
  static uint64_t state_hash(const State&) noexcept;
};
static_assert(RulesTitle<NoexceptHash>);

struct UnorderedAction : Complete {
  struct Action {
    int seat = 0;
    bool operator==(const Action&) const = default;
  };
};
static_assert(!MatchRules<UnorderedAction>, "legal_actions is sorted, so Action is ordered");

struct StateWithoutRng : Complete {
  struct State {
    int turn = 0;
    bool operator==(const State&) const = default;
  };
};
static_assert(!MatchRules<StateWithoutRng>);

struct NoSeatRange : Complete {
  static constexpr int kMinSeats = 3, kMaxSeats = 2;
};
static_assert(!RulesTitle<NoSeatRange>);

struct SeatsNotConstant : Complete {
  static inline int kMinSeats = 1;  // not a constant: a game's seat range is known at compile time
};
static_assert(!RulesTitle<SeatsNotConstant>);

struct BotWithoutOwnRng : Complete {
  static Action bot_action(const State&, const Content&, const std::string& kind);
};
static_assert(!RulesTitle<BotWithoutOwnRng>);

struct WithSummary : Complete {
  static std::string summary(const State&, const Content&);
};
static_assert(RulesTitle<WithSummary> && HasSummary<WithSummary>);

// An optional member, once declared, must have the signature its caller uses.
struct WrongSummary : Complete {
  static std::string summary(const State&);
};
static_assert(!RulesTitle<WrongSummary>);

}  // namespace

TEST_CASE("the title contract is a concept: a complete title satisfies it, each broken piece fails it") {
  CHECK(RulesTitle<Complete>);
  CHECK_FALSE(RulesTitle<ApplyByValue>);
}
