// The designer loop on a Six Winters table: a card edited in the YAML beside the running game is on
// the table after a reload, and the game goes on where it was (its journal replayed on the new
// content); a broken edit keeps the table as it was and names the file, line and column.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/save/content_reloader.h"
#include "engine/save/hot_reload.h"
#include "game/app/cli/titles.h"
#include "game/six_winters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

TEST_CASE("a location card renamed in the YAML is on the table after a reload; the game goes on; a broken edit keeps it") {
  sb::test::TempDir dir("sw-reload");
  std::filesystem::copy("content/six_winters", dir / "six_winters", std::filesystem::copy_options::recursive);
  const std::string content = (dir / "six_winters").string();
  sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", 1920, 1080, 96.0f, content);
  REQUIRE_MESSAGE(o.screen, o.error);
  const int gravewood = [&] {
    for (size_t i = 0; i < o.screen->content().locations.size(); ++i)
      if (o.screen->content().locations[i].name == "Gravewood") return static_cast<int>(i);
    return -1;
  }();
  REQUIRE(gravewood >= 0);
  const size_t journal = o.screen->match().journal_size();

  engine::ContentReloader reloader(app::find_title("six-winters")->make, dir / "six_winters", 0);
  engine::HotReload hot;
  const std::string file = "six_winters/cards/locations.yaml";
  std::string yaml = dir.read(file);
  const size_t at = yaml.find("name: Gravewood");
  REQUIRE(at != std::string::npos);
  dir.write(file, yaml.substr(0, at) + "name: Gravewood Hollow" + yaml.substr(at + 15));
  auto swap = hot.take(reloader.poll(), o.screen->match());
  REQUIRE(swap);
  o.screen->replace_match(std::move(swap->match));
  o.frames(2);
  CHECK(o.screen->content().locations[static_cast<size_t>(gravewood)].name == "Gravewood Hollow");
  CHECK(o.screen->match().journal_size() == journal);  // the game is where it was
  bool on_table = false;
  for (const CardSpot& spot : o.screen->table().card_spots())
    on_table = on_table || (spot.kind == CardKind::kLocation && spot.id == gravewood);
  CHECK(on_table);
  // The location's name is in the words the table and the panel use for it.
  bool named = false;
  for (size_t i = 0; i < o.screen->legal().size(); ++i)
    named = named || o.screen->match().describe_legal(i).find("Gravewood Hollow") != std::string::npos;
  CHECK(named);

  // A broken edit: nothing swaps, the error names the file with line and column, the table stays.
  dir.write(file, "- id: [\n");
  CHECK_FALSE(hot.take(reloader.poll(), o.screen->match()));
  CHECK(hot.state() == engine::HotReload::State::kContentErrors);
  REQUIRE_FALSE(hot.lines().empty());
  CHECK(hot.lines()[0].find("locations.yaml:") != std::string::npos);
  CHECK(o.screen->content().locations[static_cast<size_t>(gravewood)].name == "Gravewood Hollow");
}

}  // namespace sb::sw::view::test
