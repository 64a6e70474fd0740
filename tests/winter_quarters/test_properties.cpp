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

std::string invariants(const State& s, const Content& c) {
  for (int p = 0; p < kPieceCount; ++p) {
    if (is_active_slot(p)) continue;
    int total = s.available[static_cast<size_t>(p)] + pieces_not_available(s, p);
    if (total != c.pieces[static_cast<size_t>(p)].limit) return std::string("pieces lost or made: ") + kPieceIds[static_cast<size_t>(p)];
  }
  int blockades = 0;
  for (int i = 0; i < c.space_count(); ++i) {
    const SpaceState& sp = s.spaces[static_cast<size_t>(i)];
    for (int p = 0; p < kPieceCount; ++p)
      if (sp.pieces[static_cast<size_t>(p)] < 0) return "a negative piece count";
    blockades += sp.blockade ? 1 : 0;
    if (i == c.wi()) {
      for (int p = 0; p < kPieceCount; ++p)
        if (p != kRegular && p != kFrenchRegular && sp.pieces[static_cast<size_t>(p)] > 0) return "a non-Regular in the West Indies";
      continue;
    }
    if (bases_in(s, i) > 2 || sp.pieces[kBritishFort] > 1 || sp.pieces[kPatriotFort] > 1) return "stacking broken in " + c.space_name(i);
    SpaceType t = c.spaces[static_cast<size_t>(i)].type;
    if (sp.pieces[kVillage] > 0 && t != kReserve && t != kProvince) return "a Village outside a Province";
    if (c.spaces[static_cast<size_t>(i)].pop == 0 && (sp.support != 0 || sp.raid || sp.propaganda)) return "a pop-0 space with Support or markers";
    if (sp.blockade && t != kCity) return "a Blockade off a City";
    if (sp.support < -2 || sp.support > 2) return "support out of range";
  }
  if (blockades != s.fni || blockades + s.squadrons_wi != c.squadrons) return "FNI, Blockades and Squadrons disagree";
  for (int f = 0; f < kFactionCount; ++f) {
    const FactionState& fs = s.factions[static_cast<size_t>(f)];
    if (fs.resources < 0 || fs.resources > c.resource_cap) return "Resources out of range";
    if (fs.leader_at >= 0 && faction_count(s, fs.leader_at, f) == 0) return "a Leader without its pieces";
  }
  if (!s.toa && s.fni > 0) return "FNI before the Treaty";
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
