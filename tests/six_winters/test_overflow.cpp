// Sorcery threat overflow is the players' choice (§4 phase 6.3, ruling 18): a standing pick the table
// makes with SetOverflow in phase 2, kept in State::overflow_target and in the state YAML.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>

#include "engine/save/any_match.h"
#include "game/six_winters/rules/yaml_io.h"
#include "support.h"

using namespace sb::sw;

namespace {

// A 2-player session in phase 2.
struct OverflowTable {
  const Content& c = sw_test::content();
  State s;
  OverflowTable() {
    s = new_campaign(c, sw_test::setup(2, 0), 11);
    int a = c.find_character("thea"), b = c.find_character("menas");
    int loc = s.board[1][2];
    REQUIRE(sw_test::begin_session(s, c, StartSession{{a, b}, {loc, loc}}).ok());
    REQUIRE(current_phase(s, c) == "actions");
    for (auto& t : s.tracks) t.threat = 5;
  }
};

bool listed(const std::vector<Action>& legal, int track) {
  return std::binary_search(legal.begin(), legal.end(), Action{SetOverflow{track}});
}

std::optional<State> read_state(const std::string& text, const Content& c, sb::engine::ErrorList& errors) {
  auto parsed = sb::engine::parse_yaml(text, "state.yaml", errors);
  if (!parsed) return std::nullopt;
  sb::engine::ReadContext ctx{"state.yaml", &errors};
  return state_from_yaml(*parsed, c, ctx);
}

std::optional<Action> read_action(const std::string& text, const Content& c, sb::engine::ErrorList& errors) {
  auto parsed = sb::engine::parse_yaml(text, "action.yaml", errors);
  if (!parsed) return std::nullopt;
  sb::engine::ReadContext ctx{"action.yaml", &errors};
  return action_from_yaml(*parsed, c, ctx);
}

bool has_position(const std::string& text, const std::string& file) {
  return std::regex_search(text, std::regex(file + ":[0-9]+:[0-9]+: "));
}

}  // namespace

TEST_CASE("sorcery overflow: a step from a full sorcery track raises the table's pick, without the RNG") {
  OverflowTable t;
  Ctx ctx{t.s, t.c, nullptr};
  t.s.tracks[kSorcery].threat = 12;
  t.s.overflow_target = kMilitary;
  auto rng = t.s.rng;
  raise_threat(ctx, kSorcery);
  CHECK(t.s.tracks[kMilitary].threat == 6);
  CHECK(t.s.tracks[kSorcery].threat == 12);
  for (int r : {kStability, kTechnology, kEspionage, kDiplomacy}) CHECK(t.s.tracks[r].threat == 5);
  CHECK(t.s.rng == rng);  // a players' choice, not a roll
  // The pick is full: the step passes on around the cycle from it (military → diplomacy → stability).
  t.s.tracks[kMilitary].threat = 12;
  raise_threat(ctx, kSorcery);
  CHECK(t.s.tracks[kDiplomacy].threat == 6);
  t.s.tracks[kDiplomacy].threat = 12;
  raise_threat(ctx, kSorcery);
  CHECK(t.s.tracks[kStability].threat == 6);
  CHECK(t.s.rng == rng);
  // Outer tracks all full: a step aimed at one reaches sorcery; sorcery full too: the step is lost.
  for (auto& tr : t.s.tracks) tr.threat = 12;
  t.s.tracks[kTechnology].threat = 11;
  raise_threat(ctx, kSorcery);
  CHECK(t.s.tracks[kTechnology].threat == 12);
  auto full = t.s.tracks;
  raise_threat(ctx, kSorcery);
  raise_threat(ctx, kEspionage);
  CHECK(t.s.tracks == full);
}

TEST_CASE("sorcery overflow: with no pick the State RNG chooses among the open tracks, as before") {
  OverflowTable t;
  Ctx ctx{t.s, t.c, nullptr};
  REQUIRE(t.s.overflow_target == -1);
  t.s.tracks[kSorcery].threat = 12;
  t.s.tracks[kStability].threat = 12;
  t.s.tracks[kMilitary].threat = 12;
  std::vector<int> open{kTechnology, kEspionage, kDiplomacy};
  auto expect_rng = t.s.rng;
  int expected = open[expect_rng.below(static_cast<uint32_t>(open.size()))];
  raise_threat(ctx, kSorcery);
  CHECK(t.s.tracks[expected].threat == 6);
  CHECK(t.s.rng == expect_rng);
  int raised = 0;
  for (int r : open) raised += t.s.tracks[r].threat - 5;
  CHECK(raised == 1);
  // A step aimed at a full outer track still walks the cycle without the RNG.
  auto before = t.s.rng;
  raise_threat(ctx, kMilitary);  // military full → diplomacy
  CHECK(t.s.tracks[kDiplomacy].threat == (expected == kDiplomacy ? 7 : 6));
  CHECK(t.s.rng == before);
}

TEST_CASE("SetOverflow: phase 2 only, never sorcery or the current pick, free, and it reopens no round") {
  const Content& c = sw_test::content();
  State between = new_campaign(c, sw_test::setup(2, 0), 11);
  auto legal0 = legal_actions(between, c);
  CHECK(std::none_of(legal0.begin(), legal0.end(), [](const Action& a) { return std::holds_alternative<SetOverflow>(a); }));
  CHECK(apply_action(between, c, SetOverflow{kMilitary}).rejection().code == "not_now");

  OverflowTable t;
  auto legal = legal_actions(t.s, t.c);
  for (int r : {kStability, kTechnology, kEspionage, kMilitary, kDiplomacy}) CHECK(listed(legal, r));
  CHECK_FALSE(listed(legal, kSorcery));
  CHECK(apply_action(t.s, t.c, SetOverflow{kSorcery}).rejection().code == "bad_track");
  CHECK(apply_action(t.s, t.c, SetOverflow{9}).rejection().code == "bad_track");

  REQUIRE(apply_action(t.s, t.c, Pass{0}).ok());
  State before = t.s;
  auto r = apply_action(t.s, t.c, SetOverflow{kTechnology});
  REQUIRE(r.ok());
  CHECK(t.s.overflow_target == kTechnology);
  CHECK(t.s.session.seats[0].passed);  // not an action of §5: the passed seat stays passed
  CHECK(t.s.session.seats == before.session.seats);  // no die spent
  CHECK(current_phase(t.s, t.c) == "actions");
  CHECK(t.s.rng == before.rng);
  CHECK(t.s != before);  // part of State equality (and so of the state hash, which hashes the YAML)
  CHECK(describe(Action{SetOverflow{kTechnology}}, t.s, t.c) == "sorcery overflow goes to technology");
  CHECK(prompt(t.s, t.c).text.find("sorcery overflow goes to technology") != std::string::npos);

  // Only when the value would change: the current pick is neither listed nor accepted.
  legal = legal_actions(t.s, t.c);
  CHECK_FALSE(listed(legal, kTechnology));
  CHECK(listed(legal, kMilitary));
  CHECK(apply_action(t.s, t.c, SetOverflow{kTechnology}).rejection().code == "bad_track");

  // The last pass still ends phase 2; the pick stays for later turns (and sessions).
  REQUIRE(apply_action(t.s, t.c, Pass{1}).ok());
  CHECK(t.s.session.turn == 2);
  CHECK(t.s.overflow_target == kTechnology);
}

TEST_CASE("the overflow pick round-trips through the state YAML; older files load with no pick") {
  OverflowTable t;
  REQUIRE(apply_action(t.s, t.c, SetOverflow{kMilitary}).ok());
  for (const Content* names : {static_cast<const Content*>(nullptr), &t.c}) {
    YAML::Node y = state_to_yaml(t.s, names);
    CHECK(y["sorcery_overflow"].as<std::string>() == "military");
    sb::engine::ErrorList errors;
    auto back = read_state(sb::engine::dump_yaml(y), t.c, errors);
    INFO(errors.format_all());
    REQUIRE(back.has_value());
    CHECK(back->overflow_target == kMilitary);
    CHECK(*back == t.s);
  }
  // A file from before the field: no pick.
  YAML::Node old = state_to_yaml(t.s, &t.c);
  old.remove("sorcery_overflow");
  sb::engine::ErrorList errors;
  auto back = read_state(sb::engine::dump_yaml(old), t.c, errors);
  REQUIRE_MESSAGE(back.has_value(), errors.format_all());
  CHECK(back->overflow_target == -1);
  // null is no pick too.
  State none = t.s;
  none.overflow_target = -1;
  CHECK(state_to_yaml(none, &t.c)["sorcery_overflow"].IsNull());
}

TEST_CASE("a bad sorcery_overflow in a state file is an error with its position") {
  OverflowTable t;
  for (const char* bad : {"sorcery", "moon", "[military]", "{track: military}", "3x"}) {
    CAPTURE(bad);
    YAML::Node y = state_to_yaml(t.s, &t.c);
    y["sorcery_overflow"] = YAML::Load(bad);
    sb::engine::ErrorList errors;
    auto back = read_state(sb::engine::dump_yaml(y), t.c, errors);
    CHECK_FALSE(back.has_value());
    std::string text = errors.format_all();
    CHECK(text.find("sorcery_overflow") != std::string::npos);
    CHECK(has_position(text, "state.yaml"));
  }
}

TEST_CASE("set_overflow action YAML: print and parse, and malformed ones are errors with positions") {
  const Content& c = sw_test::content();
  Action a = SetOverflow{kDiplomacy};
  CHECK(sb::engine::dump_yaml_flow(action_to_yaml(a)) == "{type: set_overflow, track: diplomacy}");
  for (const Content* names : {static_cast<const Content*>(nullptr), &c}) {
    sb::engine::ErrorList errors;
    sb::engine::ReadContext ctx{"action", &errors};
    auto back = action_from_yaml(action_to_yaml(a, names), c, ctx);
    REQUIRE_MESSAGE(back.has_value(), errors.format_all());
    CHECK(*back == a);
  }
  sb::engine::ErrorList errors;
  auto parsed = read_action("{type: set_overflow, track: military}", c, errors);
  REQUIRE(parsed.has_value());
  CHECK(*parsed == Action{SetOverflow{kMilitary}});
  for (const char* bad : {"{type: set_overflow}", "{type: set_overflow, track: moon}", "{type: set_overflow, track: [1]}",
                          "{type: set_overflow, track: military, seat: 0}", "{type: set_overflow, track: {a: 1}}"}) {
    CAPTURE(bad);
    sb::engine::ErrorList errs;
    CHECK_FALSE(read_action(bad, c, errs).has_value());
    CHECK_FALSE(errs.empty());
    CHECK(has_position(errs.format_all(), "action.yaml"));
  }
}

TEST_CASE("script path: set_overflow through the title adapter, as `seasonboard script` applies it") {
  sb::engine::TitleAdapter<Title> title;
  sb::engine::ErrorList errors;
  REQUIRE(title.load_content("content/six_winters", errors));
  sb::engine::ReadContext ctx{"scenario.yaml", &errors};
  YAML::Node setup;
  setup["players"] = 2;
  setup["difficulty"] = "cakewalk";
  auto m = title.new_match(setup, 2, 3, ctx);
  REQUIRE(m.ok());
  auto& match = *m.value();
  // Before a session: not phase 2.
  CHECK(match.apply_yaml(YAML::Load("{type: set_overflow, track: military}"), ctx).rejection().code == "not_now");
  sb::engine::Rng bot(1);
  // Start the session, then each seat's card choices (§3.6).
  for (int step = 0; step < 8 && match.prompt().kind != "actions"; ++step) REQUIRE(match.apply_bot("coop", bot).ok());
  REQUIRE(match.prompt().kind == "actions");
  auto legal = match.legal_actions_yaml();
  CHECK(std::any_of(legal.begin(), legal.end(), [](const YAML::Node& n) {
    return n["type"].as<std::string>() == "set_overflow" && n["track"].as<std::string>() == "technology";
  }));
  auto r = match.apply_yaml(YAML::Load("{type: set_overflow, track: technology}"), ctx);
  REQUIRE_MESSAGE(r.ok(), r.rejection().message);
  CHECK(match.state_yaml()["sorcery_overflow"].as<std::string>() == "technology");
  CHECK(match.journal_describe(match.journal_size() - 1) == "sorcery overflow goes to technology");
  CHECK(match.apply_yaml(YAML::Load("{type: set_overflow, track: sorcery}"), ctx).rejection().code == "bad_track");
  // Saved and loaded again, the pick is still there.
  auto loaded = title.load_match(match.save_data(), ctx);
  REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
  CHECK(loaded.value()->state_hash() == match.state_hash());
  CHECK(loaded.value()->state_yaml()["sorcery_overflow"].as<std::string>() == "technology");
}
