// The launcher's settings are the player's between runs: settings.yaml in the save folder (SDL's
// preference path), read at start, rewritten when a setting changes; a bad file is named, not fatal.
#include <doctest/doctest.h>

#include "engine/ui/settings_file.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

namespace sb::app::test {

TEST_CASE("settings round-trip through settings.yaml; a missing file keeps the defaults; a bad one is named") {
  sb::test::TempDir dir("settings");
  const auto file = ui::settings_path(dir.path() / "saves");
  ui::TableSettings settings;
  engine::ErrorList errors;
  CHECK(ui::read_settings(file, settings, errors));  // no file yet: defaults
  CHECK(settings.ui_scale == 1.0f);
  CHECK(settings.left_handed == false);

  settings.ui_scale = 1.75f;
  settings.colour_blind_safe = false;
  settings.animation_speed = 0.0f;
  settings.left_handed = true;
  std::string error;
  REQUIRE_MESSAGE(ui::write_settings(file, settings, error), error);
  ui::TableSettings back;
  CHECK(ui::read_settings(file, back, errors));
  CHECK(back.ui_scale == 1.75f);
  CHECK(back.colour_blind_safe == false);
  CHECK(back.animation_speed == 0.0f);
  CHECK(back.left_handed == true);
  CHECK(errors.empty());

  dir.write("bad/settings.yaml", "text_and_button_size: 9\nleft_handed: maybe\nsound: on\nanimation_speed: 2\n");
  ui::TableSettings kept;
  CHECK_FALSE(ui::read_settings(ui::settings_path(dir.path() / "bad"), kept, errors));
  const std::string bad = (dir.path() / "bad" / "settings.yaml").string();
  const std::string text = errors.format_all();
  CHECK(text.find(bad + ":1:23: text_and_button_size: ") != std::string::npos);
  CHECK(text.find(bad + ":2:14: left_handed: ") != std::string::npos);
  CHECK(text.find(bad + ":3:1: sound: unknown key") != std::string::npos);
  CHECK(kept.ui_scale == 1.0f);         // the wrong fields keep what they were
  CHECK(kept.left_handed == false);
  CHECK(kept.animation_speed == 2.0f);  // the good ones are read
}

TEST_CASE("the app starts with the player's saved settings; a broken settings file is named, not fatal") {
  sb::test::TempDir dir("settings_app");
  dir.write("settings.yaml", "colour_blind_safe_colours: false\nleft_handed: true\nanimation_speed: 0\n");
  {
    sb::test::TabletApp tablet("5", dir.path());
    REQUIRE_MESSAGE(tablet.app, tablet.error);
    sb::test::Finger finger{*tablet.app, tablet.clock, tablet.events, 0, {}};
    finger.frames(3);
    REQUIRE(finger.tap_label("Start"));
    finger.frames(3);
    auto* host = dynamic_cast<ui::TableHost*>(tablet.app->table());
    REQUIRE(host);
    CHECK(host->settings().left_handed);
    CHECK_FALSE(host->settings().colour_blind_safe);
    CHECK(host->settings().animation_speed == 0.0f);
    CHECK(tablet.err.str() == "");
  }
  dir.write("settings.yaml", "left_handed: [yes\n");
  sb::test::TabletApp broken("5", dir.path());
  REQUIRE_MESSAGE(broken.app, broken.error);
  CHECK(broken.err.str().rfind((dir / "settings.yaml").string() + ":", 0) == 0);
  CHECK(broken.err.str().find("the settings above were not read") != std::string::npos);
}

}  // namespace sb::app::test
