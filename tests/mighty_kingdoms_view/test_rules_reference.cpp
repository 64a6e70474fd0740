// The rules reference: generated from the content files the game runs on, opened by a long press
// on the turn banner.
#include "tests/app/temp_dir.h"
#include "game/app/screen/rules_reference.h"
#include "view_fixture.h"

namespace sb::mk::view::test {

namespace {
const app::RulesSection* find(const std::vector<app::RulesSection>& sections, const std::string& title) {
  for (const auto& s : sections)
    if (s.title == title) return &s;
  return nullptr;
}
}  // namespace

TEST_CASE("the rules reference turns the title's YAML into tables, with the files' own notes") {
  auto sections = app::rules_sections("content/mighty_kingdoms");
  const app::RulesSection* exploration = find(sections, "exploration");
  REQUIRE(exploration);
  CHECK(exploration->file == "tables.yaml");
  CHECK(exploration->columns == std::vector<std::string>{"roll", "result"});
  CHECK(exploration->rows.size() == 11);
  CHECK(exploration->note.find("2D6") != std::string::npos);
  const app::RulesSection* costs = find(sections, "costs");
  REQUIRE(costs);
  CHECK(costs->columns.front().empty());  // keyed by name
  CHECK(std::find(costs->columns.begin(), costs->columns.end(), "gold") != costs->columns.end());
  const app::RulesSection* options = find(sections, "options");
  REQUIRE(options);
  CHECK(std::find(options->columns.begin(), options->columns.end(), "description") != options->columns.end());
  CHECK(find(sections, "seasons"));  // calendar.yaml
  CHECK_FALSE(find(sections, "tiles"));  // maps/ are not rules tables

  // A designer's edit shows up: the reference reads the files, not a copy made at build time.
  sb::test::TempDir dir("rules-ref");
  std::filesystem::copy("content/mighty_kingdoms", dir / "mk", std::filesystem::copy_options::recursive);
  std::string tables = dir.read("mk/tables.yaml");
  tables.replace(tables.find("max_armies: 6"), 13, "max_armies: 7");
  dir.write("mk/tables.yaml", tables);
  auto edited = app::rules_sections(dir / "mk");
  CHECK(edited.front().file == "tables.yaml");  // the tables come first
  const app::RulesSection* values = find(edited, "tables: single values");
  REQUIRE(values);
  auto row = std::find_if(values->rows.begin(), values->rows.end(), [](const auto& r) { return r[0] == "max_armies"; });
  REQUIRE(row != values->rows.end());
  CHECK((*row)[1] == "7");
}

TEST_CASE("holding a finger on the turn banner for half a second asks for the rules reference") {
  Table t(new_match(2, "order", 4));
  int opened = 0;
  t.screen->set_on_banner_long_press([&] { ++opened; });
  t.render();
  ui::Vec2 banner{-1, -1};  // where the panel drew the banner (it moves with the text size)
  for (const ui::TouchTarget& target : ui::frame_touch_targets())
    if (target.label == "turn banner") banner = target.rect.center();
  REQUIRE(banner.x >= 0);
  t.now_ms += 1000;
  t.gestures.handle(t.finger(SDL_FINGERDOWN, 1, banner), t.now_ms);
  for (int frame = 0; frame < 20; ++frame) t.render();  // 1/3 s: not yet
  CHECK(opened == 0);
  for (int frame = 0; frame < 30; ++frame) t.render();
  CHECK(opened == 1);
  for (int frame = 0; frame < 30; ++frame) t.render();
  CHECK(opened == 1);  // once per press
  t.gestures.handle(t.finger(SDL_FINGERUP, 1, banner), t.now_ms + 10);
  t.render();
  t.tap(banner);  // a short tap does nothing
  CHECK(opened == 1);
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

TEST_CASE("the designer's live preview shows one definition file as tables, as it is on disk now") {
  sb::test::TempDir dir("preview");
  std::filesystem::copy("content/mighty_kingdoms", dir / "mk", std::filesystem::copy_options::recursive);
  auto race = app::file_sections(dir / "mk", "races/ashen_host.yaml");
  const app::RulesSection* values = find(race, "ashen_host: single values");
  REQUIRE(values);
  CHECK(std::find(values->rows.begin(), values->rows.end(),
                  std::vector<std::string>{"name", "The Ashen Host", ""}) != values->rows.end());
  const app::RulesSection* armies = find(race, "armies");
  REQUIRE(armies);
  CHECK(std::find(armies->columns.begin(), armies->columns.end(), "units") != armies->columns.end());
  // Edit the file: the next preview shows the new name.
  std::string text = dir.read("mk/races/ashen_host.yaml");
  text.replace(text.find("\"The Ashen Host\""), 16, "\"The Ash Host\"");
  dir.write("mk/races/ashen_host.yaml", text);
  auto edited = app::file_sections(dir / "mk", "races/ashen_host.yaml");
  values = find(edited, "ashen_host: single values");
  REQUIRE(values);
  CHECK(std::find(values->rows.begin(), values->rows.end(),
                  std::vector<std::string>{"name", "The Ash Host", ""}) != values->rows.end());
}

}  // namespace sb::mk::view::test
