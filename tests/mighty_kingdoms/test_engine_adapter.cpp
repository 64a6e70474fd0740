// The title behind the engine's virtual adapter (what the CLI and the app use): a bot game, a
// save, and a reload that replays the journal to the same hash.
#include "engine/save/any_match.h"
#include "mk_test_support.h"

namespace engine = sb::engine;
namespace mk = sb::mk;

TEST_CASE("engine adapter: play a bot game, save it, load it back with the same hash") {
  engine::TitleAdapter<mk::Title> title;
  engine::ErrorList errors;
  REQUIRE_MESSAGE(title.load_content("content/mighty_kingdoms", errors), errors.format_all());
  engine::ReadContext ctx{"setup", &errors};
  YAML::Node setup = YAML::Load("{seats: [{name: A, bot: random}, {name: B, bot: heuristic}, {name: C, bot: random}], map: 'random:4'}");
  auto started = title.new_match(setup, 3, 77, ctx);
  if (!started.ok()) MESSAGE(started.error().message);
  REQUIRE(started.ok());
  auto match = std::move(started.value());
  engine::Rng bots(1);
  int n = 0;
  while (!match->prompt().game_over && n < 20000) {
    REQUIRE(match->apply_bot(n % 2 ? "heuristic" : "random", bots).ok());
    ++n;
  }
  CHECK(match->prompt().game_over);
  engine::SaveData save = match->save_data();
  auto loaded = title.load_match(save, ctx);
  if (!loaded.ok()) MESSAGE(loaded.error().message);
  REQUIRE(loaded.ok());
  CHECK(loaded.value()->state_hash() == match->state_hash());
  CHECK(loaded.value()->scores() == match->scores());
}
