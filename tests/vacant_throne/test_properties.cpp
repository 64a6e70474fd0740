// The shared property suite over random games (it calls Title::check, the invariants every position
// keeps, after every step: check.cpp, test_state_check.cpp); private hands
// never leak through view_for and never steer the planner bot; heuristic and planner bots finish;
// content errors name file:line:col.
#include <filesystem>
#include <fstream>
#include <set>

#include "engine/core/match.h"
#include "support.h"
#include "support/edited_content.h"
#include "support/property_suite.h"

using namespace vtt;

namespace {

// What seat `v` sees must not change when other seats' hands (and the decks) change.
std::string private_hands(const State& s, const Content& c) {
  for (int v = 0; v < static_cast<int>(s.players.size()); ++v) {
    State other = s;
    for (int seat = 0; seat < static_cast<int>(other.players.size()); ++seat) {
      if (seat == v) continue;
      for (int& card : other.players[static_cast<size_t>(seat)].hand) card = (card + 5) % c.sovereign();
      std::sort(other.players[static_cast<size_t>(seat)].hand.begin(), other.players[static_cast<size_t>(seat)].hand.end());
    }
    std::reverse(other.deck.begin(), other.deck.end());
    std::reverse(other.law_deck.begin(), other.law_deck.end());
    std::string seen = sb::engine::dump_yaml(Title::state_to_yaml(view_for(s, v)));
    if (seen != sb::engine::dump_yaml(Title::state_to_yaml(view_for(other, v)))) return "seat " + std::to_string(v) + "'s view shows another seat's hand";
    // Its own hand it does see.
    const std::vector<int> own = view_for(s, v).players[static_cast<size_t>(v)].hand;
    if (own != s.players[static_cast<size_t>(v)].hand) return "seat " + std::to_string(v) + " cannot see its own hand";
    // The planner decides on what its seat sees: other hands and the decks change nothing it does.
    if (v == decider(s)) {
      sb::engine::Rng rng_a(7), rng_b(7);
      Action mine = Title::bot_action(s, c, "planner", rng_a), theirs = Title::bot_action(other, c, "planner", rng_b);
      if (mine != theirs)
        return "the planner (seat " + std::to_string(v) + ") acts on other seats' hands: " + Title::describe(mine, s, c) + " / " +
               Title::describe(theirs, other, c);
    }
  }
  return "";
}

sb::test::PropertyOptions<Title> options(const std::string& bot) {
  sb::test::PropertyOptions<Title> o;
  o.games = 12;
  o.bot = bot;
  o.round_trip_every = 5;
  o.deep_every = 9;
  o.deep_games = 6;
  o.round_trip_checks = private_hands;
  o.setup = [](const Content& c, int, uint64_t seed) { return Title::default_setup(c, 3 + static_cast<int>(seed % 4)); };
  return o;
}

}  // namespace

TEST_CASE("vt: the property suite holds over random games (SB_PROPERTY_GAMES sets the count)") {
  sb::test::run_property_suite<Title>(content(), options("random"));
}

TEST_CASE("vt: the property suite holds with the spec's bot") {
  auto o = options("heuristic");
  o.games = 4;
  o.first_seed = 101;
  sb::test::run_property_suite<Title>(content(), o);
}

TEST_CASE("vt: the property suite holds with the planner bot in every seat") {
  auto o = options("planner");
  o.games = 3;
  o.deep_games = 1;  // the whole-list checks cost most; the mixed games of test_planner.cpp add positions
  o.first_seed = 201;
  sb::test::run_property_suite<Title>(content(), o);
}

namespace {
// The errors the shipped content loads with after `edits` in one file (it must not load).
std::string load_broken(const std::string& file, const std::vector<std::pair<std::string, std::string>>& edits) {
  sb::test::EditedContent broken("vacant_throne", file, edits);
  sb::engine::ErrorList errors;
  CHECK(load_content(broken.path(), errors) == nullptr);
  return errors.format_all();
}
}  // namespace

TEST_CASE("vt: content errors name file:line:col, all of them") {
  std::string text = load_broken("tiles.yaml", {{"flees_to: B1}", "flees_to: B9}"}, {"kind: capital}", "kind: castle}"}});
  CHECK_MESSAGE(text.find("tiles.yaml:5:") != std::string::npos, text);
  CHECK_MESSAGE(text.find("'B9' is not another tile") != std::string::npos, text);
  CHECK_MESSAGE(text.find("castle") != std::string::npos, text);
  text = load_broken("workplaces.yaml", {{"output: {grain: 3}, rent: 1}", "output: {grain: 3}, rnet: 1}"},
                                         {"cost: {ore: 2}", "cost: {ore: 2, gold: 1}"}});
  CHECK_MESSAGE(text.find("workplaces.yaml:7:") != std::string::npos, text);
  CHECK_MESSAGE(text.find("rnet") != std::string::npos, text);
  CHECK_MESSAGE(text.find("gold") != std::string::npos, text);
  text = load_broken("laws.yaml", {{"threshold: 3, refine_bonus", "threshold: 0, refine_bonus"}, {"bounty: 1}", "bounty: 1, wages: 2}"}});
  CHECK_MESSAGE(text.find("laws.yaml:10:") != std::string::npos, text);
  CHECK_MESSAGE(text.find("exactly one effect") != std::string::npos, text);
  text = load_broken("factions.yaml", {{"recipe: [grain, timber]", "recipe: [grain, timbre]"}});
  CHECK_MESSAGE(text.find("factions.yaml:11:") != std::string::npos, text);  // Tillers' refined resource
  CHECK_MESSAGE(text.find("'timbre' is not another resource") != std::string::npos, text);
  text = load_broken("calendar.yaml", {{"battles, rewards", "battle, rewards"}});
  CHECK_MESSAGE(text.find("calendar.yaml:") != std::string::npos, text);
  CHECK_MESSAGE(text.find("battle") != std::string::npos, text);
  text = load_broken("setup.yaml", {{"bandits_per_tile: 2", "bandits_per_tile: 9"}});
  CHECK_MESSAGE(text.find("more bandit knights on the tiles") != std::string::npos, text);
}

TEST_CASE("vt: a bad hand-written State is refused with file positions, never a crash") {
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"pos.yaml", &errors};
  auto s = Title::state_from_yaml(YAML::Load("season: 9\nplayers: [{name: A}, {name: B}, {name: C}]\ntracks: {T0: [Ana, empty, empty, empty], T1: [empty, empty, empty, bandit]}\ntiles: {}\nbandit_supply: 1\nbogus: 1\n"),
                                  *content(), ctx);
  CHECK_FALSE(s.has_value());
  std::string text = errors.format_all();
  CHECK_MESSAGE(text.find("pos.yaml:1:") != std::string::npos, text);
  CHECK_MESSAGE(text.find("bogus") != std::string::npos, text);
  CHECK_MESSAGE(text.find("Bandit slot") != std::string::npos, text);
}

TEST_CASE("vt: a hand-written pending state that cannot be played is refused, not crashed on") {
  auto refused = [](const std::string& extra) {
    sb::engine::ErrorList errors;
    sb::engine::ReadContext ctx{"pos.yaml", &errors};
    std::string text = "players: [{name: A}, {name: B}, {name: C}]\n"
                       "tracks: {T0: [bandit, A, B, C], T1: [empty, empty, empty, bandit]}\n"
                       "active: A\ntiles: {}\nbandit_supply: 9\ndocket: [L1, L2]\n" + extra;
    auto s = Title::state_from_yaml(YAML::Load(text), *content(), ctx);
    return s ? std::string() : errors.format_all();
  };
  CHECK(refused("").empty());
  CHECK(refused("stage: permission\npermission: {user: A, owner: B, cell: 3}\n").find("nobody can use") != std::string::npos);
  CHECK(refused("negotiation: {kind: trade, proposer: A, parties: [A, B], items: [{giver: A, receiver: B, item: goods, what: 40}]}\n")
            .find("names nothing") != std::string::npos);
  CHECK(refused("law_deck: [-1]\n").find("law_deck") != std::string::npos);
  CHECK(refused("calendar: {period: 1, phase: 9}\n").find("past") != std::string::npos);
}
