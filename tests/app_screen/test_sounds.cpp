// The table's sounds: which effects each title's actions make (random games played by bots through
// the table host, as on screen), that a muted or silent table is noted but not heard, and that a
// dummy audio driver opens harmlessly.
#include <SDL.h>
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/audio/sound.h"
#include "engine/audio/sound_events.h"
#include "engine/audio/synth.h"
#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/metrics.h"
#include "engine/ui/platform.h"
#include "engine/ui/settings_file.h"
#include "engine/ui/table_host.h"
#include "engine/ui/text.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/title_screens.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

namespace sb::app::test {

namespace {

using audio::Sound;

bool has(const std::vector<Sound>& sounds, Sound s) { return std::find(sounds.begin(), sounds.end(), s) != sounds.end(); }

// What each title's rules call the things that make a sound: its event kinds for a roll of the dice,
// a battle, a card and a piece set down (read from its rules, not from the classifier). An action
// with such an event must make that sound.
struct Expected {
  std::string title;
  std::map<std::string, std::vector<Sound>> kinds;
  std::set<Sound> heard;  // sounds its random games must make at least once
  // Log lines (by a part of their words) whose action must make a sound, where the kind says
  // nothing (Winter Quarters logs every step as "log").
  std::vector<std::pair<std::string, std::vector<Sound>>> lines = {};
};

const std::vector<Expected>& expectations() {
  static const std::vector<Expected> list = {
      {"mighty-kingdoms",
       {{"roll", {Sound::kDice}},
        {"battle_dice", {Sound::kDice, Sound::kBattle}},
        {"battle", {Sound::kBattle}},
        {"deploy", {Sound::kPiece}},
        {"move", {Sound::kPiece}},
        {"build", {Sound::kPiece}}},
       {Sound::kDice, Sound::kBattle, Sound::kPiece, Sound::kTurn, Sound::kEnd}},
      {"six-winters",
       {{"defend", {Sound::kDice}}, {"move", {Sound::kPiece}}, {"event", {Sound::kCard}}, {"overcome", {Sound::kBattle}}},
       {Sound::kDice, Sound::kCard, Sound::kPiece, Sound::kBattle, Sound::kEnd}},
      {"winter-quarters",
       {},
       {Sound::kCard, Sound::kPiece, Sound::kBattle, Sound::kTurn, Sound::kEnd},
       {{"Next card: ", {Sound::kCard}}, {" March ", {Sound::kPiece}}, {" build a ", {Sound::kPiece}},
        {" Battle", {Sound::kBattle}}}},
      {"vacant-throne",
       {{"battle", {Sound::kBattle}}, {"deploy", {Sound::kPiece}}, {"build", {Sound::kPiece}}},
       {Sound::kBattle, Sound::kPiece, Sound::kTurn, Sound::kEnd}},
      {"tiny", {{"reap", {Sound::kDice}}}, {Sound::kDice, Sound::kTurn, Sound::kEnd}},
  };
  return list;
}

std::string names(const std::vector<Sound>& sounds) {
  std::string out;
  for (Sound s : sounds) out += (out.empty() ? "" : ",") + std::string(audio::sound_name(s));
  return out.empty() ? "-" : out;
}

}  // namespace

TEST_CASE("each title's actions make the sounds of what happened in them") {
  std::string error;
  auto sdl = ui::SdlSession::start(false, error);
  REQUIRE_MESSAGE(sdl, error);
  audio::SoundBoard& board = audio::SoundBoard::instance();
  for (const Expected& want : expectations()) {
    CAPTURE(want.title);
    const TitleInfo* info = find_title(want.title);
    REQUIRE(info);
    auto title = info->make();
    engine::ErrorList errors;
    REQUIRE(title->load_content(std::string("content/") + title->content_dir(), errors));
    engine::ReadContext ctx{"test", &errors};
    std::set<Sound> heard;
    std::map<std::string, std::set<std::string>> kinds_heard;  // event kind -> its actions' sounds
    int games_over = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      const int seats = std::min(3, title->max_seats());
      auto made = title->new_match(YAML::Node(), seats, seed, ctx);
      REQUIRE(made.ok());
      std::vector<ui::SeatLook> looks;
      for (int s = 0; s < seats; ++s)
        looks.push_back({"Seat " + std::to_string(s + 1), ui::seat_color(s), ui::seat_symbol(s), "random"});
      auto screen = find_title_screen(want.title)->make_screen(std::move(made.value()), looks, ui::TableSettings{});
      auto& host = dynamic_cast<ui::TableHost&>(*screen);
      for (int moves = 0; moves < 1500 && !host.prompt().game_over; ++moves) {
        const engine::Prompt before = host.prompt();
        const size_t log_before = host.log().size();
        board.clear_played();
        REQUIRE(host.bot_move());
        const std::vector<Sound> played = board.played();
        const engine::Prompt after = host.prompt();
        CAPTURE(names(played));
        // The end of the game, and only it, makes the end sound; the turn passes when another seat
        // is to decide.
        CHECK(has(played, Sound::kEnd) == (after.game_over && !before.game_over));
        CHECK(has(played, Sound::kTurn) == (!after.game_over && after.seat != before.seat));
        for (size_t i = log_before; i < host.log().size(); ++i) {
          const ui::LogLine& line = host.log()[i];
          // Six Winters' Refresh rolls the action dice up again (its log line names only the phase).
          if (want.title == "six-winters" && line.kind == "phase" && line.text.find("Refresh") != std::string::npos) {
            CAPTURE(line.text);
            CHECK(has(played, Sound::kDice));
          }
          for (const auto& [words, sounds] : want.lines)
            if (line.text.find(words) != std::string::npos) {
              CAPTURE(line.text);
              for (Sound s : sounds) CHECK(has(played, s));
            }
          auto it = want.kinds.find(line.kind);
          if (it != want.kinds.end()) {
            CAPTURE(line.kind);
            CAPTURE(line.text);
            for (Sound s : it->second) CHECK(has(played, s));
          }
          std::set<std::string>& seen = kinds_heard[line.kind];
          for (Sound s : played) seen.insert(std::string(audio::sound_name(s)));
        }
        heard.insert(played.begin(), played.end());
      }
      games_over += host.prompt().game_over;
    }
    CHECK(games_over > 0);
    for (Sound s : want.heard) {
      CAPTURE(audio::sound_name(s));
      CHECK(heard.count(s) == 1);
    }
    std::ostringstream table;
    for (const auto& [kind, sounds] : kinds_heard) {
      table << "  " << kind << ":";
      for (const std::string& s : sounds) table << " " << s;
      table << "\n";
    }
    // SB_SOUND_TABLE=1 prints which sounds each event kind's actions made (the README's table).
    if (std::getenv("SB_SOUND_TABLE")) MESSAGE(want.title << ": event kind -> sounds its actions made\n" << table.str());
  }
}

TEST_CASE("event words decide a sound; the prompt decides the turn and the end") {
  using audio::event_sounds;
  CHECK(event_sounds({"roll", 0, "Ann rolls 3 and 5", {3, 5}}) == std::vector<Sound>{Sound::kDice});
  CHECK(event_sounds({"log", 0, "Ann enrolled a scholar", {}}).empty());  // whole words only
  CHECK(event_sounds({"battle_dice", 0, "", {}}) == std::vector<Sound>{Sound::kBattle, Sound::kDice});
  CHECK(event_sounds({"log", 1, "Bo draws 2 cards", {}}) == std::vector<Sound>{Sound::kCard});
  CHECK(event_sounds({"deploy", 1, "Bo sends a knight to the Capital", {}}) == std::vector<Sound>{Sound::kPiece});
  engine::Prompt ann{0, "act", "", false, false}, bo{1, "act", "", false, false}, over{-1, "", "", false, true};
  CHECK(audio::action_sounds({}, ann, ann).empty());
  CHECK(audio::action_sounds({}, ann, bo) == std::vector<Sound>{Sound::kTurn});
  CHECK(audio::action_sounds({{"battle", 0, "Battle at the Ford", {}}}, ann, over) ==
        std::vector<Sound>{Sound::kEnd, Sound::kBattle});
}

TEST_CASE("every effect is short, not silent, within full scale and different from the others") {
  std::vector<std::vector<float>> all;
  for (int i = 0; i < audio::kSoundCount; ++i) {
    const Sound s = static_cast<Sound>(i);
    CAPTURE(audio::sound_name(s));
    std::vector<float> samples = audio::synthesize(s, 48000);
    REQUIRE(!samples.empty());
    CHECK(samples.size() <= 48000 * 3 / 2);  // at most 1.5 s
    float peak = 0;
    double energy = 0;
    for (float x : samples) {
      peak = std::max(peak, std::abs(x));
      energy += x * x;
    }
    CHECK(peak <= 1.0f);
    CHECK(peak > 0.5f);
    CHECK(energy / static_cast<double>(samples.size()) > 1e-4);
    CHECK(std::abs(samples.back()) < 0.01f);  // faded: no click as it stops
    CHECK(audio::synthesize(s, 48000) == samples);  // the same every time
    for (const auto& other : all) CHECK(other != samples);
    all.push_back(std::move(samples));
  }
}

TEST_CASE("a muted or silent table notes its sounds but mixes nothing; a heard one mixes them") {
  audio::SoundBoard& board = audio::SoundBoard::instance();
  std::vector<float> out(2 * 4800, 0.0f);
  auto loudest = [&] {
    std::fill(out.begin(), out.end(), 0.0f);
    board.mix(out.data(), 4800, 2);
    float peak = 0;
    for (float x : out) peak = std::max(peak, std::abs(x));
    return peak;
  };
  while (board.voices() > 0) loudest();
  board.clear_played();
  board.play(Sound::kDice, {0.8f, true});
  board.play(Sound::kCard, {0.0f, false});
  CHECK(board.played() == std::vector<Sound>{Sound::kDice, Sound::kCard});
  CHECK(board.voices() == 0);
  CHECK(loudest() == 0.0f);
  board.play(Sound::kPiece, {1.0f, false});
  const float full = loudest();
  CHECK(full > 0.3f);
  while (board.voices() > 0) loudest();
  board.play(Sound::kPiece, {0.5f, false});
  CHECK(loudest() == doctest::Approx(full * 0.25f).epsilon(0.02));  // heard as the volume's square
  while (board.voices() > 0) loudest();
}

TEST_CASE("the Menu's sound switch and volume show whole on a phone and are kept in the settings file, as is its layout") {
  std::string error;
  auto sdl = ui::SdlSession::start(false, error);
  REQUIRE_MESSAGE(sdl, error);
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "sb_test_sounds_menu";
  std::filesystem::remove_all(dir);
  const int w = 800, h = 1280;  // a phone held upright, 320 dpi
  auto target = ui::Offscreen::create(w, h, error);
  REQUIRE(target);
  const ui::Metrics metrics = ui::metrics_for(w, h, 320.0f, 1.0f);  // as the app sizes a phone
  auto imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
  REQUIRE(imgui);
  ui::TextCache text(target->renderer());
  auto title = find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content("content/tiny", errors));
  engine::ReadContext ctx{"test", &errors};
  auto table = [&] {
    auto made = title->new_match(YAML::Node(), 2, 3, ctx);
    REQUIRE(made.ok());
    std::vector<ui::SeatLook> looks = {{"Ann", ui::seat_color(0), ui::seat_symbol(0), ""},
                                       {"Bo", ui::seat_color(1), ui::seat_symbol(1), ""}};
    auto screen = find_title_screen("tiny")->make_screen(std::move(made.value()), looks, ui::TableSettings{});
    screen->set_save_dir(dir);
    screen->resize(w, h, metrics);
    return screen;
  };
  auto screen = table();
  auto& host = dynamic_cast<ui::TableHost&>(*screen);
  REQUIRE_FALSE(host.settings().sound_muted);
  ui::GestureRecognizer gestures;
  gestures.set_viewport(w, h, metrics.px_per_mm(), 1.0f);
  double now = 10;
  auto frame = [&] {
    ui::render_table_frame(host, target->renderer(), &text, *imgui, gestures.frame_pointer(), w, h, 1.0f / 60);
  };
  auto tap = [&](ui::Vec2 p) {
    SDL_Event e{};
    e.tfinger.touchId = 1;
    e.tfinger.x = p.x / w;
    e.tfinger.y = p.y / h;
    e.type = SDL_FINGERDOWN;
    gestures.handle(e, now);
    frame();
    now += 0.05;
    e.type = SDL_FINGERUP;
    gestures.handle(e, now);
    for (const ui::Intent& i : gestures.take_all()) host.on_intent(i);
    frame();
    frame();
    now += 0.5;
  };
  host.toggle_menu();
  ui::capture_frame_text(true);
  frame();
  frame();
  const std::string clipped = ui::frame_clipped_text();
  const std::string words = ui::frame_text();
  ui::capture_frame_text(false);
  if (const char* png = std::getenv("SB_SOUND_MENU_PNG")) target->save_png(png, error);
  CHECK(words.find("Sound") != std::string::npos);
  CHECK(words.find("70%") != std::string::npos);  // the volume, on the same row
  CHECK_MESSAGE(clipped.find("Menu:") == std::string::npos, clipped);
  const ui::TouchTarget *sound = nullptr, *volume = nullptr;
  for (const ui::TouchTarget& t : ui::frame_touch_targets()) {
    if (t.label == "Sound") sound = &t;
    if (t.label == "Sound volume") volume = &t;
  }
  REQUIRE(sound);
  REQUIRE(volume);
  CHECK(volume->rect.w >= metrics.touch_px());
  tap(sound->rect.center());
  CHECK(host.settings().sound_muted);
  // Kept: the file says so, and the next table starts muted.
  ui::TableSettings kept;
  REQUIRE(ui::read_settings(ui::settings_path(dir), kept, errors));
  CHECK(kept.sound_muted);
  auto next = table();
  CHECK(dynamic_cast<ui::TableHost&>(*next).settings().sound_muted);
  // The Menu's other settings are kept too (they were lost with the table: only sound was written).
  CHECK_FALSE(kept.left_handed);
  const ui::TouchTarget* hand = nullptr;
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.label == "Left-handed layout") hand = &t;
  REQUIRE(hand);
  tap(hand->rect.center());
  CHECK(host.settings().left_handed);
  REQUIRE(ui::read_settings(ui::settings_path(dir), kept, errors));
  CHECK(kept.left_handed);
  CHECK(kept.sound_muted);
  std::filesystem::remove_all(dir);
}

TEST_CASE("sound switched off in a table's Menu stays off when the launcher's Settings tab rewrites the file") {
  sb::test::TempDir dir("sound_kept");
  sb::test::TabletApp tablet("3", dir / "saves");
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  sb::test::Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
  f.frames(3);
  REQUIRE(f.tap_label("Winter Quarters"));
  f.frames(3);
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* host = dynamic_cast<ui::TableHost*>(tablet.app->table());
  REQUIRE(host);
  host->toggle_menu();
  f.frames(2);
  REQUIRE(f.tap_label("Sound"));
  f.frames(2);
  CHECK(host->settings().sound_muted);
  host->request_quit();
  f.frames(3);
  REQUIRE(tablet.app->table() == nullptr);  // back at the launcher
  REQUIRE(f.tap_label("Settings"));
  f.frames(2);
  REQUIRE(f.tap_label("Left-handed layout"));
  f.frames(2);
  ui::TableSettings kept;
  engine::ErrorList errors;
  REQUIRE(ui::read_settings(ui::settings_path(dir / "saves"), kept, errors));
  CHECK(kept.left_handed);  // the tab wrote the file...
  CHECK(kept.sound_muted);  // ...and kept the Menu's sound switch
}

TEST_CASE("under SDL's dummy audio driver the board opens silently and never blocks") {
  // Last in this file: from here on a device thread mixes the board's voices.
  std::string error;
  auto sdl = ui::SdlSession::start(false, error);
  REQUIRE_MESSAGE(sdl, error);
  const char* was = std::getenv("SDL_AUDIODRIVER");
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  audio::SoundBoard& board = audio::SoundBoard::instance();
  const auto start = std::chrono::steady_clock::now();
  const bool opened = board.open();
  for (int i = 0; i < 50; ++i) board.play(static_cast<Sound>(i % audio::kSoundCount), {1.0f, false});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(seconds < 1.0);
  MESSAGE("dummy audio driver: device " << std::string(opened ? "opened" : "not opened") << ", " << seconds << " s");
  CHECK(board.voices() <= 8);
  if (opened) {
    // Once its voices are done and nothing plays, the device closes (idle CPU stays near none);
    // the next sound opens it again.
    const double idle = board.idle_close();
    board.set_idle_close(0.2);
    std::vector<float> scratch(2 * 48000);
    while (board.voices() > 0) board.mix(scratch.data(), 48000, 2);  // play them out at once
    for (int k = 0; k < 300 && board.is_open(); ++k) SDL_Delay(10);
    CHECK_FALSE(board.is_open());
    CHECK(board.open());
    CHECK(board.is_open());
    board.set_idle_close(idle);
  }
  if (was) setenv("SDL_AUDIODRIVER", was, 1);
  else unsetenv("SDL_AUDIODRIVER");
}

}  // namespace sb::app::test
