// The Winter Quarters table of a mid-game save rendered at the three sizes the README shows (a
// 10-inch tablet at 160 dpi, full HD, 4K) through the app's own screenshot command, and laid out
// at each: every space a touch target of at least 9 mm, no two spaces on top of each other, the
// map's text no smaller than the smallest readable size, every panel button at least 9 mm; a tap
// on a space lists its answers and a long press opens its details. On a phone, upright and on its
// side, the status card breaks its lines only between words and nothing is cut off.
#include <doctest/doctest.h>

#include <cmath>
#include <sstream>

#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/text.h"
#include "game/app/screen/match_files.h"
#include "game/winter_quarters/view/board_draw.h"
#include "game/winter_quarters/view/table_view.h"
#include "tests/support/offscreen_table.h"
#include "tests/support/screenshots.h"

namespace sb::wq::view::test {

namespace {

constexpr const char* kSave = "tests/winter_quarters_view/mid_game.save";

using Offscreen = sb::test::OffscreenTable<TableScreen>;  // the mid-game save on an offscreen table
using sb::test::at_point;
using sb::test::kScreenSizes;

}  // namespace

TEST_CASE("the mid-game save renders at 1280x800 (160 dpi), 1920x1080 and 3840x2160") {
  sb::test::check_screenshots(kSave, "wq", 30000);
}

TEST_CASE("at each size every space is a 9 mm target, no two overlap, the map's text is readable") {
  for (const sb::test::ScreenSize& size : kScreenSizes) {
    Offscreen o(kSave, size);
    REQUIRE_MESSAGE(o.screen, o.error);
    CAPTURE(size.w);
    const BoardLayout& layout = o.screen->table().layout();
    const Content& c = o.screen->content();
    REQUIRE(layout.spaces.size() == static_cast<size_t>(c.space_count()));
    const float nine_mm = o.metrics.mm(ui::kMinTouchMm);
    for (size_t i = 0; i < layout.spaces.size(); ++i) {
      const ui::Rect& r = layout.spaces[i];
      CHECK_MESSAGE(r.w >= nine_mm, c.space_name(static_cast<int>(i)));
      CHECK_MESSAGE(r.h >= nine_mm, c.space_name(static_cast<int>(i)));
      CHECK(r.x >= layout.map.x - 0.5f);
      CHECK(r.x + r.w <= layout.map.x + layout.map.w + 0.5f);
      for (size_t j = i + 1; j < layout.spaces.size(); ++j)
        CHECK_MESSAGE(!sb::test::overlap(r, layout.spaces[j]), c.space_name(static_cast<int>(i)) << " / " << c.space_name(static_cast<int>(j)));
    }
    CHECK(layout.map_text_px >= ui::kMinFontPx);
    CHECK(layout.current.w > nine_mm);
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.label != "turn banner") CHECK_MESSAGE(t.full.h + 0.5f >= nine_mm, t.label);
  }
}

TEST_CASE("on a phone upright and on its side the status card breaks lines only between words; nothing is cut off") {
  struct Phone {
    int w, h;
    float dpi;
  };
  for (const Phone& phone : {Phone{800, 1280, 320}, Phone{2400, 1080, 400}}) {
    CAPTURE(phone.w);
    Offscreen o(kSave, phone.w, phone.h, phone.dpi);
    REQUIRE_MESSAGE(o.screen, o.error);
    REQUIRE(o.text->ok());  // the words are measured with the font the board draws them in
    o.frames(2);
    const BoardLayout& layout = o.screen->table().layout();
    const ui::Rect area = o.screen->table().board_rect();
    const ui::Rect& card = layout.status;
    // The card is drawn on the table (SDL_ttf), not in a panel: what it wrote is read from the layout.
    REQUIRE(!layout.status_text.empty());
    CHECK(card.x >= area.x - 0.5f);
    CHECK(card.x + card.w <= area.x + area.w + 0.5f);
    for (const WrittenText& line : layout.status_text) {
      CAPTURE(line.text);
      CHECK(line.x >= card.x);
      CHECK(line.x + line.w <= card.x + card.w + 0.5f);
      // The text engine breaks a line inside a word only where the word is wider than the line.
      std::istringstream words(line.text);
      for (std::string word; words >> word;)
        CHECK_MESSAGE(o.text->measure(word, line.px, line.bold).x <= std::floor(line.w), word);
    }
  }
}

TEST_CASE("a loaded game's log is rebuilt with its events: the Winter Quarters Round step by step") {
  Offscreen o(kSave, kScreenSizes[1]);
  REQUIRE_MESSAGE(o.screen, o.error);
  int steps = 0;
  bool victory_check = false;
  for (const ui::LogLine& line : o.screen->log())
    if (line.kind == "wq_phase") {
      ++steps;
      victory_check = victory_check || line.text == "8.1 Victory Check";
    }
  CHECK(victory_check);
  CHECK(steps == 20);  // the first round's twenty steps, each marked once
}

TEST_CASE("a tap on a space selects it and lists its answers; a long press opens its details") {
  Offscreen o(kSave, kScreenSizes[1]);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableView& view = o.screen->table();
  const BoardLayout layout = view.layout();
  const int boston = o.screen->content().space_index("boston");
  REQUIRE(boston >= 0);
  const ui::Vec2 at = layout.spaces[static_cast<size_t>(boston)].center();
  o.screen->on_intent(at_point(ui::IntentKind::kTap, at));
  CHECK(view.selected_space() == boston);
  o.frames(2);
  bool heading_buttons = false;  // the space's own buttons: its answers, or its details
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.label == "Details of Boston") heading_buttons = true;
  CHECK(heading_buttons);
  o.screen->on_intent(at_point(ui::IntentKind::kLongPress, at));
  CHECK(view.details_space() == boston);
  o.frames(2);
  bool close = false;
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.label == "Close") close = true;
  CHECK(close);
  // A tap on the Current card shows that card's details.
  const ui::Vec2 card = layout.current.center();
  o.screen->on_intent(at_point(ui::IntentKind::kTap, card));
  CHECK(view.details_card() == o.screen->state().current);
  // A tap on the open sea (the map's top right corner: the land is all spaces' regions) clears both.
  const ui::Vec2 bare{layout.map.x + layout.map.w - 3, layout.map.y + 3};
  REQUIRE(layout.space_at(bare) < 0);
  o.screen->on_intent(at_point(ui::IntentKind::kTap, bare));
  CHECK(view.selected_space() == -1);
  CHECK(view.details_card() == -1);
}

TEST_CASE("a frame where nothing on the table changed copies its last drawing; a change draws it again") {
  // The board's words come from the text cache, which forgets a string not drawn for a while: a
  // frame that draws the board again brings them back, a frame that copies its last drawing not.
  Offscreen o(kSave, 1280, 800, 160);
  REQUIRE_MESSAGE(o.screen, o.error);
  REQUIRE(o.text->cached() > 0);
  for (int i = 0; i < 1000; ++i) o.text->end_frame();
  REQUIRE(o.text->cached() == 0);
  o.frames(3);  // the panels drawn again, nothing on the table changed
  CHECK(o.text->cached() == 0);
  // A tap on a space (ringed, or answered): the board is drawn again.
  const TableView& view = o.screen->table();
  const ui::Rect area = view.board_rect();
  int space = -1;
  for (size_t i = 0; i < view.layout().spaces.size() && space < 0; ++i)
    if (area.contains(view.layout().spaces[i].center())) space = static_cast<int>(i);
  REQUIRE(space >= 0);
  o.tap(view.layout().spaces[static_cast<size_t>(space)].center());
  CHECK(o.text->cached() > 0);
  // So does a new size setting.
  for (int i = 0; i < 1000; ++i) o.text->end_frame();
  ui::Metrics bigger = o.metrics;
  bigger.user_scale = 1.25f;
  o.screen->resize(o.w, o.h, bigger);
  o.frames(1);
  CHECK(o.text->cached() > 0);
}

}  // namespace sb::wq::view::test

namespace sb::wq::view::test {

// Issue 31: pieces as wooden pieces on a board: a shadow under each, and a stack drawn as a pile
// (more pieces showing behind), not one token with a number beside it.
TEST_CASE("a piece lies on a shadow, and two or more of a kind show as a pile behind it") {
  std::string error;
  auto session = ui::SdlSession::start(false, error);
  REQUIRE_MESSAGE(session, error);
  const float size = 20;  // the token is 40 px across from (30, 40): its centre (50, 60)
  auto draw = [&](int piece, int count) {
    auto o = ui::Offscreen::create(120, 120, error);
    REQUIRE_MESSAGE(o, error);
    SDL_SetRenderDrawColor(o->renderer(), 255, 255, 255, 255);
    SDL_RenderClear(o->renderer());
    draw_piece_pile(o->renderer(), nullptr, {30, 40}, size, piece, count);
    return o;
  };
  const auto is_white = [](ui::Color c) { return c.r == 255 && c.g == 255 && c.b == 255; };
  for (int piece : {static_cast<int>(kRegular), static_cast<int>(kMilitiaA), static_cast<int>(kBritishFort)}) {
    CAPTURE(piece);
    const auto one = draw(piece, 1), three = draw(piece, 3);
    // The shadow: below and right of the piece's own outline, darker than the table.
    const ui::Color below = one->pixel(50 + static_cast<int>(size * 0.35f), 60 + static_cast<int>(size * 1.0f));
    CHECK_FALSE(is_white(below));
    CHECK(below.r < 255);
    // Above and right of the piece's top (where the pile's pieces behind show): the table for one
    // piece, a piece for three.
    const ui::Vec2 behind{50 + size * 0.45f, 60 - size * 1.15f};
    CHECK(is_white(one->pixel(static_cast<int>(behind.x), static_cast<int>(behind.y))));
    CHECK_FALSE(is_white(three->pixel(static_cast<int>(behind.x), static_cast<int>(behind.y))));
    // The piece itself is the same on top of the pile: its centre is the faction's colour in both.
    const ui::Color a = one->pixel(50, 60), b = three->pixel(50, 60);
    CHECK((a.r == b.r && a.g == b.g && a.b == b.b));
  }
}

}  // namespace sb::wq::view::test
