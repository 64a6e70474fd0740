// Six Winters' field lists (state.h): the binary hash and the diff follow every member, the map
// members and the waiting action included.
#include <doctest/doctest.h>

#include "game/six_winters/rules/yaml_io.h"
#include "support.h"

using namespace sb;
using namespace sb::sw;

namespace {

// A position in a session, after a few greedy moves: dice on the board, a seat's card, characters in play.
State in_session(const Content& c) {
  State s = new_campaign(c, sw_test::setup(2, 1), 17);
  engine::Rng rng(3);
  while (s.status != kInSession || s.session.assets.empty()) REQUIRE(apply_action(s, c, greedy_bot_action(s, c, rng)).ok());
  return s;
}

}  // namespace

TEST_CASE("six winters fields: the diff names the place; the binary hash follows the map members and the waiting action") {
  const Content& c = sw_test::content();
  const State a = in_session(c);
  REQUIRE(!a.session.assets.empty());
  REQUIRE(!a.attached.empty());
  State b = a;
  CHECK_FALSE(engine::first_field_difference(a, b));
  CHECK(engine::hash_fields(a) == engine::hash_fields(b));
  b.tracks[kMilitary].threat++;
  REQUIRE(engine::first_field_difference(a, b));
  CHECK(engine::first_field_difference(a, b)->describe() ==
        "tracks[3].threat: " + std::to_string(a.tracks[kMilitary].threat) + " → " + std::to_string(b.tracks[kMilitary].threat));

  std::vector<void (*)(State&)> changes = {
      // The same dice at another location: a map's keys count, not only its values.
      [](State& s) {
        auto first = s.session.assets.begin();
        auto dice = first->second;
        const int elsewhere = first->first + 1000;
        s.session.assets.erase(first);
        s.session.assets[elsewhere] = dice;
      },
      [](State& s) { s.session.assets.begin()->second.front().value = s.session.assets.begin()->second.front().value % 6 + 1; },
      [](State& s) { s.session.obstacle_dice[s.attached.begin()->second.front()].push_back(Die{kActionDie, -1, 4}); },
      [](State& s) { s.attached.begin()->second.push_back(999); },
      [](State& s) { s.session.in_play.front().ability_dice[63] = Die{kActionDie, -1, 2}; },
      [](State& s) { s.acting = Action{Pass{0}}; },
      [](State& s) { s.acting = Action{LocationAction{0}}; },  // another alternative, the same field values
      [](State& s) { s.pending = Decision{}; },
      [](State& s) { s.answers.push_back(Choose{kValueLocation, 0}); },
      [](State& s) { s.session.staging[2] = -1; },
      [](State& s) { s.characters[1].conditions[kBody][2] = true; },
      [](State& s) { s.obstacle_decks[1].burned.push_back(999); },
      [](State& s) { s.session.overcome.placed_by.push_back(0); },
      [](State& s) { s.options.random_layout = true; },
      [](State& s) { s.result = CampaignResult{}; },
      [](State& s) { s.rng.next_u32(); },
      [](State& s) { s.cursor.turn++; },
  };
  for (size_t i = 0; i < changes.size(); ++i) {
    State changed = a;
    changes[i](changed);
    CHECK_MESSAGE(engine::hash_fields(changed) != engine::hash_fields(a), "change " << i);
    CHECK_MESSAGE(engine::first_field_difference(a, changed), "change " << i);
  }
  State moved = a;
  moved.acting = Action{Pass{0}};
  State other = a;
  other.acting = Action{LocationAction{0}};
  CHECK(engine::hash_fields(moved) != engine::hash_fields(other));
  CHECK(engine::first_field_difference(moved, other)->describe() == "acting.type: 14 → 8");
}

TEST_CASE("six winters fields: along a whole campaign, equal states hash equal and every change changes the hash") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(3, 2), 23);
  engine::Rng rng(8);
  int steps = 0;
  while (s.status != kFinished) {
    const State before = s;
    REQUIRE(apply_action(s, c, greedy_bot_action(s, c, rng)).ok());
    ++steps;
    State copy = s;
    CHECK(engine::hash_fields(copy) == engine::hash_fields(s));
    if (before == s) continue;
    CHECK(engine::hash_fields(before) != engine::hash_fields(s));
    CHECK_FALSE(engine::diff_fields(before, s).empty());
  }
  CHECK(steps > 100);
}

TEST_CASE("six winters fields: keys older state files lack read as their defaults; other keys are required") {
  const Content& c = sw_test::content();
  State s = in_session(c);
  sw_test::answer_first(s, c);
  REQUIRE(s.status == kInSession);
  const YAML::Node full = state_to_yaml(s, &c);
  auto read = [&](const YAML::Node& y, std::string& why) {
    engine::ErrorList errors;
    auto back = state_from_yaml(YAML::Load(engine::dump_yaml(y)), c, engine::ReadContext{"old.yaml", &errors});
    why = errors.format_all();
    return back;
  };
  std::string why;
  YAML::Node old = YAML::Clone(full);
  for (const char* key : {"options", "sorcery_overflow", "pending", "answers", "acting", "knockouts"}) old.remove(key);
  for (const char* key : {"event", "confronted", "overcome", "ended"}) old["session"].remove(key);
  for (const char* region : {"empire", "red_bank", "settled_lands"}) old["obstacles"]["decks"][region].remove("burned");
  State was = s;
  was.options = Options{};
  was.overflow_target = -1;
  was.knockouts = 0;
  was.session.event = -1;
  was.session.confronted.clear();
  was.session.overcome = Overcome{};
  was.session.ended = false;
  for (auto& deck : was.obstacle_decks) deck.burned.clear();
  auto back = read(old, why);
  REQUIRE_MESSAGE(back, why);
  CHECK(*back == was);

  YAML::Node missing = YAML::Clone(full);
  missing["session"].remove("last_stars");
  CHECK_FALSE(read(missing, why));
  CHECK(why.find("old.yaml:") != std::string::npos);
  CHECK(why.find("session.last_stars: missing required field") != std::string::npos);
  YAML::Node group = YAML::Clone(full);
  group["locations"].remove("board");
  CHECK_FALSE(read(group, why));
  CHECK(why.find("locations.board: missing required field") != std::string::npos);
  YAML::Node unknown = YAML::Clone(full);
  unknown["progress"]["stage_pool"]["6"] = YAML::Load("[]");
  CHECK_FALSE(read(unknown, why));
  CHECK(why.find("progress.stage_pool.6") != std::string::npos);
}

TEST_CASE("six winters fields: dice and the overcome under way keep their saved shapes, and older files' shapes still read") {
  const Content& c = sw_test::content();
  State s = in_session(c);
  REQUIRE(!s.session.assets.empty());
  const int instance = s.attached.begin()->second.front();
  s.session.obstacle_dice[instance] = {Die{kActionDie, -1, 4}, Die{kResourceDie, kMilitary, 2}, Die{kAssetDie, kMilitary, 5}};
  s.session.overcome = Overcome{true, instance, s.session.in_play.front().location, {s.session.in_play.front().character}, kDamage, 1, 2,
                                {s.session.in_play.front().character}};
  const auto read = [&](const std::string& text) {
    engine::ErrorList errors;
    engine::ReadContext ctx{"state.yaml", &errors};
    auto back = state_from_yaml(YAML::Load(text), c, ctx);
    REQUIRE_MESSAGE(back, errors.format_all());
    return *back;
  };
  const std::string text = engine::dump_yaml(state_to_yaml(s));
  CHECK(text.find("{kind: action, resource: ~, value: 4}") != std::string::npos);
  CHECK(text.find("{kind: resource, resource: military, value: 2}") != std::string::npos);
  CHECK(text.find("damage:\n      psyche: 1\n      body: 2\n") != std::string::npos);
  CHECK(text.find("active") == std::string::npos);
  CHECK(read(text) == s);
  // Written before: an asset die with its kind, an overcome without placed_by (older files).
  std::string older = text;
  const std::string asset = "{resource: military, value: 5}";
  REQUIRE(older.find(asset) != std::string::npos);
  older.replace(older.find(asset), asset.size(), "{kind: asset, resource: military, value: 5}");
  const size_t placed = older.find("    placed_by:");
  REQUIRE(placed != std::string::npos);
  older.erase(placed, older.find('\n', placed) + 1 - placed);
  State expected = s;
  expected.session.overcome.placed_by.clear();
  CHECK(read(older) == expected);
  // None under way: left out, and null (older files) reads as none too.
  std::string none = text;
  const size_t at = none.find("  overcome:\n");
  REQUIRE(at != std::string::npos);
  size_t end = none.find('\n', at) + 1;
  while (none.compare(end, 4, "    ") == 0) end = none.find('\n', end) + 1;  // the overcome's lines
  none.replace(at, end - at, "  overcome: ~\n");
  s.session.overcome = Overcome{};
  CHECK(read(none) == s);
  CHECK(engine::dump_yaml(state_to_yaml(s)).find("overcome:") == std::string::npos);
  CHECK(read(engine::dump_yaml(state_to_yaml(s))) == s);
}
