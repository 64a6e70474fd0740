// A title with no view of its own on screen through the registry alone: Tiny Harvest gets
// engine/ui's list view (seat rows on the table, one button per legal action in the side panel),
// and the app's commands and the generic host then serve it unchanged: `screenshot` renders it,
// `play` opens it, and a whole game is played by synthetic finger taps with a bot paced by the
// host, hand-offs and all, autosaved and resumed with its bot intact.
#include <doctest/doctest.h>

#include <cctype>

#include <sstream>
#include <tuple>

#include "engine/save/autosave.h"
#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/table_host.h"
#include "engine/ui/text.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/screen_commands.h"
#include "game/app/screen/title_screens.h"
#include "tests/app/temp_dir.h"

namespace sb::app::test {

namespace {

int run(const std::vector<std::string>& args, std::string& out_text, std::string& err_text) {
  std::ostringstream out, err;
  std::istringstream in;
  const int code = run_cli(args, out, err, in, screen_commands());
  out_text = out.str();
  err_text = err.str();
  return code;
}

}  // namespace

TEST_CASE("a title without a view of its own is served by the list view: screenshot and play") {
  sb::test::TempDir dir("title_screen");
  std::string out, err;
  REQUIRE(run({"play", "--text", "--title", "tiny", "--seed", "3", "--bots", "random,random", "--save-dir",
               dir.path().string()},
              out, err) == 0);
  const std::string save = (dir / "tiny.save").string();
  REQUIRE(find_title_screen("tiny"));
  const std::string png = (dir / "tiny.png").string();
  REQUIRE_MESSAGE(run({"screenshot", save, "--size", "800x600", "--out", png}, out, err) == 0, err);
  CHECK(std::filesystem::file_size(png) > 1000);
  CHECK_MESSAGE(run({"play", "--title", "tiny", "--seats", "human,random", "--software", "--size", "800x600",
                     "--save-dir", dir.path().string(), "--quit-when-interactive"},
                    out, err) == 0,
                err);
  CHECK(out.find("interactive") != std::string::npos);
  // The seat count and kinds are checked against the title's panel and bots.
  CHECK(run({"play", "--title", "tiny", "--seats", "human", "--software"}, out, err) == 2);
  CHECK(run({"play", "--title", "tiny", "--seats", "human,wizard", "--software"}, out, err) == 2);
}

TEST_CASE("the list view plays a title by touch: bots paced, hand-offs, autosave, resume") {
  sb::test::TempDir dir("title_host");
  std::string error;
  auto session = ui::SdlSession::start(false, error);
  REQUIRE_MESSAGE(session, error);
  const int w = 1000, h = 700;
  auto target = ui::Offscreen::create(w, h, error);
  REQUIRE(target);
  ui::Metrics metrics{120.0f, 1.0f};
  auto imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
  REQUIRE(imgui);
  ui::TextCache text(target->renderer());

  auto title = find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content("content/tiny", errors));
  engine::ReadContext ctx{"test", &errors};
  YAML::Node setup;
  for (const char* name : {"Ann", "Bo", "Cy"}) setup["seats"].push_back(name);
  auto made = title->new_match(setup, 3, 9, ctx);
  REQUIRE(made.ok());
  std::vector<ui::SeatLook> looks = {{"Ann", ui::seat_color(0), ui::seat_symbol(0), ""},
                                     {"Bo", ui::seat_color(1), ui::seat_symbol(1), "random"},
                                     {"Cy", ui::seat_color(2), ui::seat_symbol(2), ""}};
  auto screen = find_title_screen("tiny")->make_screen(std::move(made.value()), looks, ui::TableSettings{});
  auto& host = dynamic_cast<ui::TableHost&>(*screen);
  engine::Autosave autosave(dir.path(), "tiny");
  REQUIRE(autosave.begin(host.match(), error));
  host.set_autosave(&autosave);
  host.resize(w, h, metrics);
  CHECK(host.match().seat_kinds() == std::vector<std::string>{"human", "random", "human"});

  ui::GestureRecognizer gestures;
  gestures.set_viewport(w, h, metrics.px_per_mm(), 1.0f);
  double now = 10;
  auto frame = [&] {
    ui::render_table_frame(host, target->renderer(), &text, *imgui, gestures.frame_pointer(), w, h, 1.0f / 60);
  };
  auto touch = [&](ui::Vec2 p, double hold) {
    SDL_Event e{};
    e.tfinger.touchId = 1;
    e.tfinger.x = p.x / w;
    e.tfinger.y = p.y / h;
    e.type = SDL_FINGERDOWN;
    gestures.handle(e, now);
    frame();
    for (double t = 0; t < hold; t += 0.05) {
      now += 0.05;
      host.step(0.05, true);
      frame();
    }
    now += 0.03;
    e.type = SDL_FINGERUP;
    gestures.handle(e, now);
    for (const ui::Intent& i : gestures.take_all()) host.on_intent(i);
    frame();
    frame();
    now += 0.5;
  };
  int taps = 0, holds = 0, bot_moves = 0;
  for (int guard = 0; guard < 3000 && !host.prompt().game_over; ++guard) {
    frame();
    if (host.covered()) {  // "Pass to Cy — hold to reveal"
      touch({w * 0.3f, h * 0.5f}, 1.0);
      ++holds;
      continue;
    }
    if (host.recap_showing()) {
      for (const ui::TouchTarget& t : ui::frame_touch_targets())
        if (t.label == "Continue") touch(t.rect.center(), 0);
      continue;
    }
    if (host.is_bot(host.prompt().seat)) {
      const size_t before = host.match().journal_size();
      for (int i = 0; i < 120 && host.match().journal_size() == before; ++i) host.step(1.0 / 120, false);
      REQUIRE(host.match().journal_size() > before);  // the host paced the bot and played it
      ++bot_moves;
      continue;
    }
    // A human: tap the first legal action's button.
    const ui::TouchTarget* first = nullptr;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.action == 0) first = &t;
    REQUIRE(first);
    // A button reads as a sentence ("Plant (seat 1)"): seen by a new player, labels started in
    // lower case.
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.action >= 0) CHECK_MESSAGE(std::isupper(static_cast<unsigned char>(t.label[0])), t.label);
    const size_t before = host.match().journal_size();
    touch(first->rect.center(), 0);
    CHECK(host.match().journal_size() == before + 1);
    if (taps++ == 0) {  // the host's Undo button takes the first one back (nothing was revealed)
      frame();
      const ui::TouchTarget* undo = nullptr;
      for (const ui::TouchTarget& t : ui::frame_touch_targets())
        if (t.label == "Undo (1)") undo = &t;
      REQUIRE(undo);
      touch(undo->rect.center(), 0);
      CHECK(host.match().journal_size() == before);
    }
  }
  REQUIRE(host.prompt().game_over);
  CHECK(taps > 3);
  CHECK(bot_moves > 3);
  // Tiny has no secrets: no hand-off cover was ever shown.
  CHECK(holds == 0);

  // The autosave resumes with Bo still a bot (the save keeps who plays each seat).
  std::string note;
  auto resumed = engine::Autosave(dir.path(), "tiny").resume(*title, errors, note);
  REQUIRE(resumed.ok());
  auto again = find_title_screen("tiny")->make_screen(std::move(resumed.value()), {}, ui::TableSettings{});
  auto& host2 = dynamic_cast<ui::TableHost&>(*again);
  CHECK(!host2.is_bot(0));
  CHECK(host2.is_bot(1));
  CHECK(host2.looks()[0].name == "Player 1");  // named by the view for a resumed game
}

TEST_CASE("on a portrait screen the side panel goes below the board, across the whole width") {
  auto title = find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content("content/tiny", errors));
  engine::ReadContext ctx{"test", &errors};
  YAML::Node setup;
  for (const char* name : {"Ann", "Bo"}) setup["seats"].push_back(name);
  auto made = title->new_match(setup, 2, 1, ctx);
  REQUIRE(made.ok());
  std::vector<ui::SeatLook> looks = {{"Ann", ui::seat_color(0), ui::seat_symbol(0), ""},
                                     {"Bo", ui::seat_color(1), ui::seat_symbol(1), ""}};
  auto screen = find_title_screen("tiny")->make_screen(std::move(made.value()), looks, ui::TableSettings{});
  auto& host = dynamic_cast<ui::TableHost&>(*screen);
  for (auto [w, h, dpi] : {std::tuple{800, 1280, 320.0f}, std::tuple{1080, 2340, 420.0f}, std::tuple{1280, 800, 160.0f},
                           std::tuple{3840, 2160, 163.0f}}) {
    CAPTURE(w);
    CAPTURE(h);
    const ui::Metrics metrics = ui::metrics_for(w, h, dpi, 1.0f);
    const ui::Rect board = host.board_beside_panel(w, h, metrics, 0.3f);
    const ui::Rect panel = host.panel_beside(board, w, h);
    // Board and panel share the screen without overlapping.
    CHECK(board.w * board.h + panel.w * panel.h == doctest::Approx(float(w) * float(h)));
    if (h > w) {
      CHECK(board.w == w);
      CHECK(panel.w == w);
      CHECK(panel.y == doctest::Approx(board.h));
      CHECK(panel.h >= h * 0.4f);  // room for the prompt and a few choices
      CHECK(board.h >= h * 0.4f);  // and the board still shows
    } else {
      CHECK(board.h == h);
      CHECK(panel.x == doctest::Approx(board.w));
      CHECK(panel.w >= w * 0.25f);
    }
  }
}

}  // namespace sb::app::test
