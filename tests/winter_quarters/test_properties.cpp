// The shared property suite over random games, with Winter Quarters' invariants, plus saves,
// replays, the heuristic bot and content errors.
#include <filesystem>
#include <fstream>
#include <set>

#include "engine/core/match.h"
#include "support.h"
#include "support/edited_content.h"
#include "support/property_suite.h"

using namespace wqt;

namespace {

// Title::check (run by the property suite after every step) holds the State's invariants: pieces,
// cards, the navy, ranges and references. What remains here is about the question, not the State.
std::string invariants(const State& s, const Content& c) {
  // No two legal actions read the same.
  if (s.question) {
    std::set<std::string> words;
    for (const Option& o : s.question->options)
      if (!words.insert(Title::describe(o.action, s, c)).second) return "two answers read the same: " + o.label;
  }
  return "";
}

}  // namespace

TEST_CASE("wq: the property suite holds over random games (SB_PROPERTY_GAMES sets the count)") {
  sb::test::PropertyOptions<Title> options;
  options.games = 240;
  options.round_trip_every = 3;
  options.invariants = invariants;
  // 1 to 4 seats in turn, each holding one or more factions.
  options.setup = [](const Content& c, int, uint64_t seed) { return Title::default_setup(c, static_cast<int>(seed % 4) + 1); };
  sb::test::run_property_suite<Title>(content(), options);
}

TEST_CASE("wq: heuristic bots finish every game, deterministically, and replays rebuild the state") {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    auto setup = Title::default_setup(*content(), 2);
    auto match = sb::engine::Match<Title>::start(content(), setup, seed).value();
    sb::engine::Rng bot(seed, 5);
    int steps = 0;
    while (!match.prompt().game_over && steps++ < 5000) {
      const char* kind = match.prompt().seat == 0 ? "heuristic" : "random";
      REQUIRE(match.apply(Title::bot_action(match.state(), *content(), kind, bot)).ok());
      REQUIRE(invariants(match.state(), *content()).empty());
      const auto broken = Title::check(match.state(), *content());
      REQUIRE_MESSAGE(broken.empty(), (broken.empty() ? std::string() : broken.front()));
    }
    REQUIRE(match.prompt().game_over);
    CHECK(match.state().ranking.size() == 4);
    auto again = sb::engine::Match<Title>::replay(content(), setup, seed, match.actions());
    REQUIRE(again.ok());
    CHECK(again.value().state_hash() == match.state_hash());
  }
}

namespace {
// The errors the shipped content loads with after `edits` in one file (it must not load).
std::string load_broken(const std::string& file, const std::vector<std::pair<std::string, std::string>>& edits) {
  sb::test::EditedContent broken("winter_quarters", file, edits);
  sb::engine::ErrorList errors;
  CHECK(load_content(broken.path(), errors) == nullptr);
  return errors.format_all();
}
}  // namespace

TEST_CASE("wq: content errors name file:line:col, all of them") {
  std::string text = load_broken("map.yaml", {{"adjacent: [bay_colony]}", "adjacent: [bay_colony, lake_country]}"}});
  CHECK_MESSAGE(text.find("map.yaml:4:") != std::string::npos, text);
  CHECK(text.find("does not list 'boston' back") != std::string::npos);
  text = load_broken("cards.yaml", {{"choose_space: {types: [city], control: british}", "choose_spaec: {types: [city], control: british}"},
                                    {"order: [patriots, french, british, indians]", "order: [patriots, french, british, hessians]"}});
  CHECK_MESSAGE(text.find("cards.yaml:12:9: cards[0].effects[0].choose_spaec: unknown effect 'choose_spaec'") != std::string::npos, text);
  CHECK_MESSAGE(text.find("'hessians' is not a faction") != std::string::npos, text);
}
