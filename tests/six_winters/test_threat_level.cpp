// "Threat level" is the number printed under the threat marker (§1.1 table), not the space:
// setup (§3 step 4) and session end (§9 step 3) unlock obstacles by it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "support.h"

using namespace sb::sw;

namespace {
// The highest threat level among an obstacle's icons.
int best_level(const State& s, const Content& c, const Obstacle& o) {
  int best = 0;
  for (int r : o.threat_icons) best = std::max(best, c.level(r, s.tracks[r].threat));
  return best;
}
}  // namespace

TEST_CASE("setup unlocks an obstacle only when one of its tracks' threat level reaches its difficulty") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 2), 3);  // difficult: threat on space 6, levels 3..3
  int in_decks = 0;
  for (const auto& deck : s.obstacle_decks)
    for (int inst : deck.draw_pile) {
      const Obstacle& o = c.obstacles[card_of(inst)];
      CHECK_MESSAGE(o.difficulty <= best_level(s, c, o), o.id);
      ++in_decks;
    }
  CHECK(in_decks > 0);
  int locked_ready = 0;
  for (int inst : s.obstacles_locked) {
    const Obstacle& o = c.obstacles[card_of(inst)];
    if (!o.location_linked && o.difficulty <= best_level(s, c, o)) ++locked_ready;
  }
  CHECK(locked_ready == 0);
}

TEST_CASE("session end unlocks threat obstacles by threat level, not by threat space") {
  const Content& c = sw_test::content();
  State s = new_campaign(c, sw_test::setup(2, 0), 7);
  for (int r = 0; r < 6; ++r) s.tracks[r].threat = 7;  // levels: 4 3 3 3 4 3
  s.status = kInSession;
  Ctx ctx{s, c, nullptr};
  run_session_end(ctx);
  int hard_locked = 0;
  for (int inst : s.obstacles_locked) {
    const Obstacle& o = c.obstacles[card_of(inst)];
    if (o.location_linked) continue;
    CHECK_MESSAGE(o.difficulty > best_level(s, c, o), o.id);
    hard_locked += o.difficulty >= 5;
  }
  // The difficulty-5 and -6 threat obstacles need level 5+, which no track has.
  CHECK(hard_locked >= 4);
}

TEST_CASE("check's starting deck sizes are the decks campaign setup builds, near the spec's targets") {
  const Content& c = sw_test::content();
  const std::string report = content_report(c);
  const char* names[] = {"cakewalk", "standard", "difficult", "tragedy_incarnate"};
  const int targets[] = {25, 34, 43, 58};  // spec §12.2
  for (int d = 0; d < 4; ++d) {
    State s = new_campaign(c, sw_test::setup(2, d), 11);
    int in_decks = 0;
    for (const auto& deck : s.obstacle_decks) in_decks += static_cast<int>(deck.draw_pile.size());
    const std::string line = std::string("    ") + names[d] + ": " + std::to_string(in_decks) + "\n";
    CHECK_MESSAGE(report.find(line) != std::string::npos, "report lacks '" << line << "':\n" << report);
    CHECK(std::abs(in_decks - targets[d]) <= 3);
  }
}
