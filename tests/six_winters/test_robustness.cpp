// Bad input never crashes: mutated campaign files and actions are rejected with messages.
#include <doctest/doctest.h>

#include "game/six_winters/rules/campaign_file.h"
#include "game/six_winters/rules/yaml_io.h"
#include "support.h"

using namespace sb::sw;

TEST_CASE("mutated campaign files are read or rejected, never crash") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 1), 8);
  sb::engine::Rng bot(3);
  // Mid-session, so the session block is in the file too.
  for (int i = 0; i < 40 && s.status != kFinished; ++i) apply_action(s, c, coop_bot_action(s, c, bot));
  std::string text = campaign_to_text(s, c);
  sb::engine::Rng rng(17);
  int rejected = 0, accepted = 0;
  for (int round = 0; round < 300; ++round) {
    std::string mutated = text;
    int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits; ++e) {
      size_t at = rng.below(static_cast<uint32_t>(mutated.size()));
      switch (rng.below(4)) {
        case 0: mutated.erase(at, 1 + rng.below(12)); break;
        case 1: mutated.insert(at, std::string(1, "0123456789:-[]{}#, x"[rng.below(20)])); break;
        case 2: mutated[at] = "0123456789abcdefgh_ "[rng.below(20)]; break;
        default: mutated.insert(at, "\n  bogus: 1\n"); break;
      }
    }
    sb::engine::ErrorList errors;
    auto back = campaign_from_text(mutated, "camp.yaml", c, errors);
    if (back) {
      ++accepted;
      // Whatever loads must also play: legal actions and a few bot moves.
      sb::engine::Rng b(round);
      for (int i = 0; i < 5 && back->status != kFinished; ++i) apply_action(*back, c, coop_bot_action(*back, c, b));
    } else {
      ++rejected;
      CHECK_FALSE(errors.empty());
    }
  }
  CHECK(rejected > 0);
  MESSAGE("accepted " << accepted << ", rejected " << rejected);
}

TEST_CASE("a campaign file with a card in two places is rejected with the reason") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 1), 8);
  s.progress_burned.push_back(s.stage_pool[0].front());
  sb::engine::ErrorList errors;
  CHECK_FALSE(campaign_from_text(campaign_to_text(s, c), "camp.yaml", c, errors).has_value());
  CHECK(errors.format_all().find("is in 2 places") != std::string::npos);
}

TEST_CASE("actions naming missing things are rejected in plain words") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 1), 8);
  auto r = apply_action(s, c, Move{0, 0, kWalk});
  CHECK_FALSE(r.ok());
  CHECK_FALSE(r.rejection().message.empty());
  StartSession bad{{0, 0}, {s.board[0][0], s.board[0][0]}};
  CHECK(apply_action(s, c, bad).rejection().code == "duplicate_character");
  int locked = c.find_character("lucia");
  CHECK(apply_action(s, c, StartSession{{0, locked}, {s.board[0][0], s.board[0][0]}}).rejection().code ==
        "character_unavailable");
  REQUIRE(sw_test::begin_session(s, c, StartSession{{0, 1}, {s.board[0][0], s.board[0][0]}}).ok());
  State before = s;
  CHECK_FALSE(apply_action(s, c, PlaceOnCard{0, 0, 6, 99, -1, -1, -1}).ok());
  CHECK_FALSE(apply_action(s, c, UseAbility{0, 42, 0, 0, {}}).ok());
  CHECK_FALSE(apply_action(s, c, AssignDamage{{1}, {1}}).ok());
  CHECK_FALSE(apply_action(s, c, Pass{7}).ok());
  CHECK(s == before);  // rejections leave the State unchanged
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"action", &errors};
  YAML::Node node = YAML::Load("{type: move, character: nobody, destination: loc_eastkeep, via: walk}");
  CHECK_FALSE(action_from_yaml(node, c, ctx).has_value());
  CHECK(errors.format_all().find("nobody") != std::string::npos);
}
