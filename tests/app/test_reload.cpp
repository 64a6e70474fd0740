#include <doctest/doctest.h>

#include "app/temp_dir.h"
#include "engine/save/content_reloader.h"
#include "game/app/cli/titles.h"

using namespace sb;

TEST_CASE("content reload: a good edit swaps in, a bad one keeps the old content and is retried") {
  test::TempDir dir("reload");
  std::filesystem::copy("content/tiny", dir / "tiny", std::filesystem::copy_options::recursive);
  const app::TitleInfo* info = app::find_title("tiny");
  auto title = info->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content(dir / "tiny", errors));
  engine::ReadContext ctx{"setup", &errors};
  auto match = std::move(title->new_match(YAML::Node(), 2, 3, ctx).value());
  REQUIRE(match->apply_yaml(YAML::Load("{do: plant, seat: 0}"), ctx).ok());
  REQUIRE(match->apply_yaml(YAML::Load("{do: plant, seat: 0}"), ctx).ok());

  engine::ContentReloader reloader(info->make, dir / "tiny", 2);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);

  // Half-written file: fails, keeps failing for the retry budget, then waits for a change.
  std::string good = dir.read("tiny/harvest.yaml");
  dir.write("tiny/harvest.yaml", "starting_seeds: 3\nmax_plants: [");
  auto failed = reloader.poll();
  CHECK(failed.kind == engine::ContentReloader::Kind::kFailed);
  CHECK(failed.errors.format_all().find("tiny/harvest.yaml:") != std::string::npos);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kFailed);  // retried
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kFailed);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);  // budget spent

  // The editor finishes the file: fewer plants per field, so the journal's second plant is illegal.
  std::string smaller = good;
  smaller.replace(smaller.find("max_plants: 4"), 13, "max_plants: 1");
  dir.write("tiny/harvest.yaml", smaller);
  auto reloaded = reloader.poll();
  REQUIRE(reloaded.kind == engine::ContentReloader::Kind::kReloaded);
  auto replayed = match->with_content(*reloaded.title);
  REQUIRE_FALSE(replayed.ok());
  CHECK(replayed.error().message == "action 2 (plant (seat 1)) is now illegal: Your field holds 1 plants.");

  // A compatible edit replays and the game goes on under the new numbers.
  std::string more = good;
  more.replace(more.find("max_plants: 4"), 13, "max_plants: 6");
  dir.write("tiny/harvest.yaml", more + "\n");
  reloaded = reloader.poll();
  REQUIRE(reloaded.kind == engine::ContentReloader::Kind::kReloaded);
  replayed = match->with_content(*reloaded.title);
  REQUIRE(replayed.ok());
  CHECK(replayed.value()->state_hash() == match->state_hash());
  CHECK(replayed.value()->legal_count() == 2);
}
