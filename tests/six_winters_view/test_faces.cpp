// Six Winters on the one card face (issue 31): its obstacles, progress cards and characters are
// drawn as cards (a frame, a title band in the card's colour, art or emblem, icon rows, rules
// text), each track's counts show its icon, and a long press shows the same card at reading size
// above its words where the board has room.
#include <doctest/doctest.h>

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <set>
#include <cmath>
#include <cstdlib>

#include "engine/save/any_match.h"
#include "engine/save/save_file.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/six_winters_view/content.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

namespace {

ui::Color pixel_at(SDL_Surface* surface, ui::Vec2 at) {
  const int x = static_cast<int>(at.x), y = static_cast<int>(at.y);
  REQUIRE(x >= 0);
  REQUIRE(y >= 0);
  REQUIRE(x < surface->w);
  REQUIRE(y < surface->h);
  const Uint32 value = static_cast<const Uint32*>(surface->pixels)[y * (surface->pitch / 4) + x];
  Uint8 r = 0, g = 0, b = 0, a = 0;
  SDL_GetRGBA(value, surface->format, &r, &g, &b, &a);
  return ui::Color{r, g, b, 255};
}

bool near(ui::Color a, ui::Color b) {
  return std::abs(a.r - b.r) <= 6 && std::abs(a.g - b.g) <= 6 && std::abs(a.b - b.b) <= 6;
}

}  // namespace

TEST_CASE("each track's icon is drawn beside its name, at the table's body size") {
  sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", 1920, 1080, 96);
  REQUIRE_MESSAGE(o.screen, o.error);
  const TableScreen& table = *o.screen;
  BoardInput in{{table.state(), table.content(), table.looks(), table.metrics(), table.board_rect(), 0}};
  in.text_scale = fit_text_scale(o.target->renderer(), o.text.get(), in);
  in.area.h = 100000;
  ui::PictureCache pictures;
  in.pictures = &pictures;
  draw_board(o.target->renderer(), o.text.get(), in);
  const ui::Metrics& m = table.metrics();
  const int body = static_cast<int>(std::max(ui::kMinFontPx, std::round(m.font_px() * in.text_scale)));
  for (int r = 0; r < kResources; ++r) {
    const std::string& icon = table.content().tables.icon[static_cast<size_t>(r)];
    CAPTURE(icon);
    REQUIRE(!icon.empty());
    const int loads = pictures.loads();
    CHECK(pictures.icon(o.target->renderer(), icon, ui::icon_px_for(body)));
    CHECK(pictures.loads() == loads);  // the board asked for it already: drawn at that size
  }
}

TEST_CASE("obstacles and characters are card faces: inside their location, a band in the card's colour") {
  for (const sb::test::ScreenSize& size : {sb::test::ScreenSize{1920, 1080, 96}, sb::test::ScreenSize{1280, 800, 160}}) {
    CAPTURE(size.dims());
    sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", size, true);  // reads pixels
    REQUIRE_MESSAGE(o.screen, o.error);
    const TableScreen& table = *o.screen;
    const ui::Rect board = table.board_rect();
    const std::vector<CardSpot> spots = table.table().card_spots();
    const float pad = std::max(3.0f, table.metrics().mm(2.5f) * 0.35f);  // the card face's padding
    int obstacles = 0, characters = 0;
    for (const CardSpot& spot : spots) {
      const ui::Vec2 band{spot.rect.x + spot.rect.w * 0.5f, spot.rect.y + pad + 1};
      if (!board.contains(band)) continue;
      if (spot.kind == CardKind::kObstacle) {
        ++obstacles;
        // On its location's card, inset from its edges: a card of its own.
        const auto on = std::find_if(spots.begin(), spots.end(), [&](const CardSpot& l) {
          return l.kind == CardKind::kLocation && l.rect.contains(spot.rect.center());
        });
        REQUIRE(on != spots.end());
        CHECK(spot.rect.x > on->rect.x + 1);
        CHECK(spot.rect.x + spot.rect.w < on->rect.x + on->rect.w - 1);
        CHECK(spot.rect.y + spot.rect.h <= on->rect.y + on->rect.h);
        const ui::Color got = pixel_at(o.target->surface(), band);
        CHECK_MESSAGE(near(got, ui::rgb(0xB03A2E)), "the band of obstacle " << spot.id << " is " << int(got.r) << ","
                                                                             << int(got.g) << "," << int(got.b));
      }
      if (spot.kind == CardKind::kCharacter) {
        ++characters;
        const int signature = table.content().characters[static_cast<size_t>(spot.id)].signature;
        const ui::Color got = pixel_at(o.target->surface(), band);
        CHECK_MESSAGE(near(got, resource_color(signature)), "the band of character " << spot.id << " is " << int(got.r)
                                                                                      << "," << int(got.g) << "," << int(got.b));
      }
    }
    CHECK(obstacles >= 3);
    if (size.w == 1920) CHECK(characters >= 1);
  }
}

TEST_CASE("a long press shows the card face at reading size above its words; a phone keeps the words") {
  for (const sb::test::ScreenSize& size : {sb::test::ScreenSize{1920, 1080, 96}, sb::test::ScreenSize{800, 1280, 320}}) {
    CAPTURE(size.dims());
    sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", size);
    REQUIRE_MESSAGE(o.screen, o.error);
    TableScreen& table = *o.screen;
    const ui::Rect board = table.board_rect();
    auto first_obstacle = [&] {
      const std::vector<CardSpot>& spots = table.table().card_spots();
      return std::find_if(spots.begin(), spots.end(), [](const CardSpot& c) { return c.kind == CardKind::kObstacle; });
    };
    for (int pans = 0; pans < 12; ++pans) {  // below the board's edge (a phone): the table scrolled up to it
      const auto at = first_obstacle();
      if (at != table.table().card_spots().end() && board.contains(at->rect.center())) break;
      ui::Intent pan = sb::test::at_point(ui::IntentKind::kPan, board.center());
      pan.delta = {0, at != table.table().card_spots().end() ? -(at->rect.y - board.y - o.metrics.mm(10)) : -board.h * 0.5f};
      table.on_intent(pan);
      o.frames(2);
    }
    const auto obstacle = first_obstacle();
    REQUIRE(obstacle != table.table().card_spots().end());
    REQUIRE(board.contains(obstacle->rect.center()));
    CHECK(!table.table().card_picture_shown());
    table.on_intent(sb::test::at_point(ui::IntentKind::kLongPress, obstacle->rect.center()));
    REQUIRE(table.table().enlarged());
    o.frames(2);
    CHECK(table.table().card_picture_shown() == (size.w == 1920));
    if (const char* dir = std::getenv("SB_SW_FACE_SHOTS")) {  // SB_SW_FACE_SHOTS=DIR: the long press, to look at
      std::string error;
      o.target->save_png(std::string(dir) + "/sw-long-press-" + size.dims() + ".png", error);
    }
    ui::Intent back;
    back.kind = ui::IntentKind::kBack;
    table.on_intent(back);
    o.frames(2);
    CHECK(!table.table().card_picture_shown());
  }
}

TEST_CASE("the character chooser shows each character offered on its card face") {
  sb::test::TempDir dir("sw-faces");
  Setup setup = Title::default_setup(*content(), 2);
  auto started = engine::Match<Title>::start(content(), setup, 5);
  REQUIRE(started.ok());
  const std::string file = (dir / "new-2.save").string();
  engine::MatchAdapter<Title> adapter(started.value());
  std::string error;
  REQUIRE_MESSAGE(engine::write_save_file(file, adapter.save_data(), error), error);
  for (const sb::test::ScreenSize& size : {sb::test::ScreenSize{1920, 1080, 96}, sb::test::ScreenSize{800, 1280, 320}}) {
    CAPTURE(size.dims());
    sb::test::OffscreenTable<TableScreen> o(file, size);
    REQUIRE_MESSAGE(o.screen, o.error);
    const TableView& view = o.screen->table();
    REQUIRE(view.choosing_characters());
    std::set<int> offered;
    for (const Action& a : o.screen->legal())
      for (int ch : std::get<StartSession>(a).characters) offered.insert(ch);
    REQUIRE(offered.size() >= 2);
    CHECK(view.chooser_cards_shown() == static_cast<int>(offered.size()));  // (a phone upright too)
    if (const char* dir = std::getenv("SB_SW_FACE_SHOTS")) {
      std::string error;
      o.target->save_png(std::string(dir) + "/sw-chooser-" + size.dims() + ".png", error);
    }
  }
}

}  // namespace sb::sw::view::test
