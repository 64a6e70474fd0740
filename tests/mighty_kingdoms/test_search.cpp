// The search bot (engine/search/ismcts.h) in Mighty Kingdoms: it never peeks at the dice, the races
// chosen in secret or the army lists it has not seen; its samples are possible States.
#include <algorithm>

#include "engine/search/ismcts.h"
#include "engine/search/levels.h"
#include "mk_test_support.h"
#include "tests/support/search_checks.h"

namespace sb::mk::test {
namespace {

// s with only what `seat` cannot know changed: the dice reseeded, a race chosen in secret changed,
// the army lists it has not seen drawn afresh (where no artefact names their units).
State perturb(const State& s, int seat, engine::Rng& rng) {
  const Content& c = *content();
  State o = s;
  o.rng = engine::Rng(rng.next_u32(), 17);
  if (o.in_setup && o.step == Step::kRaces)
    for (int k = 0; k < o.actor; ++k)
      if (k != seat) o.kingdoms[static_cast<size_t>(k)].race = static_cast<int>(rng.below(static_cast<uint32_t>(c.races.size())));
  if (!lists_kept(o)) return o;
  for (Token& t : o.tokens) {
    if (t.ship || t.owner == seat || t.list_revealed || t.units.empty()) continue;
    bool named = false;
    for (const ArtefactState& a : o.artefacts) named = named || a.army == t.id;
    if (named) continue;
    const int race = t.units.front().race;
    const Race& r = c.races[static_cast<size_t>(race)];
    State scratch;
    scratch.options = o.options;
    scratch.kingdoms.resize(1);
    add_army(scratch, c, 0, kNoTile, static_cast<int>(rng.below(static_cast<uint32_t>(r.armies.size()))), race);
    t.units = scratch.tokens.front().units;
  }
  return o;
}

engine::SearchConfig small() {
  engine::SearchConfig cfg;
  cfg.iterations = 16;
  cfg.depth = 20;
  cfg.playout_kind = "random";
  return cfg;
}

State start(int seats, uint64_t seed, bool veterancy) {
  Setup setup = bots_setup(seats, "random:" + std::to_string(seed));
  setup.options.veterancy = veterancy;
  auto made = Title::new_state(*content(), setup, seed);
  REQUIRE(made.ok());
  return made.value();
}

}  // namespace

TEST_CASE("mk: the search bot never peeks at the dice, secret races or unseen army lists") {
  std::vector<State> starts = {start(3, 31, false), start(4, 32, true), start(2, 33, true), start(5, 34, true)};
  auto run = sb::test::check_no_peeking<Title>(*content(), starts, 30, 15, small(), perturb);
  MESSAGE(run.positions << " positions, " << run.changed << " changed, " << run.peeking_differs << " where a peeking search differs");
  CHECK(run.positions >= 30);
  CHECK(run.changed >= run.positions / 2);
  CHECK(run.peeking_differs > 0);
}

TEST_CASE("mk: the search bot is offered at three levels and answers legally") {
  const auto kinds = Title::bot_kinds();
  for (const char* k : {"search-easy", "search", "search-hard"}) CHECK(std::find(kinds.begin(), kinds.end(), k) != kinds.end());
  State s = start(3, 41, false);
  const sb::engine::NoSearchTimeCaps same_on_every_machine;  // a sanitizer build reaches the caps
  engine::Rng a(3), b(3);
  const Action first = Title::bot_action(s, *content(), "search-easy", a);
  CHECK(first == Title::bot_action(s, *content(), "search-easy", b));
  const auto legal = Title::legal_actions(s, *content());
  CHECK(std::find(legal.begin(), legal.end(), first) != legal.end());
}

}  // namespace sb::mk::test
