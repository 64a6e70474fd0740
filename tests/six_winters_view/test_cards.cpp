// Cards in words and at reading size: every effect, modifier, ability and trigger of the content
// reads as words generated from the vocabulary (never an id), and a long press on a drawn card
// enlarges that card (the smallest under the finger: an obstacle before its location).
#include <doctest/doctest.h>

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>
#include <sstream>

#include "engine/core/words.h"
#include "engine/ui/imgui_layer.h"
#include "game/app/screen/match_files.h"
#include "game/six_winters/view/card_words.h"
#include "game/six_winters/view/table_view.h"
#include "tests/six_winters_view/content.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

namespace {

void check_words(const std::string& text, const std::string& what) {
  CHECK_MESSAGE(text.size() > 8, what << ": '" << text << "'");
  CHECK_MESSAGE(text.find('_') == std::string::npos, what << " shows an id: '" << text << "'");
}

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// The table as the view lays it out (its text size fitted to the board), all of it at once: an
// area as tall as everything on it.
BoardInput whole_board(sb::test::OffscreenTable<TableScreen>& o) {
  const TableScreen& table = *o.screen;
  BoardInput in{{table.state(), table.content(), table.looks(), table.metrics(), table.board_rect(), 0}};
  in.text_scale = fit_text_scale(o.target->renderer(), o.text.get(), in);
  in.area.h = 100000;
  return in;
}

// Every whole word a progress-card square may say: the resources, the regions' words, the faces,
// the start and end.
std::set<std::string> square_vocabulary() {
  std::set<std::string> words = {"start", "end", "any", "+1", "-1", "="};
  for (const std::string& r : kResourceNames) words.insert(r);
  for (const std::string& g : kRegionNames)
    for (const std::string& w : words_of(engine::id_words(g))) words.insert(w);
  for (int face = 1; face <= 6; ++face) words.insert(std::to_string(face));
  return words;
}

}  // namespace

TEST_CASE("every card text of the content reads as words from the effect vocabulary") {
  auto c = content();
  int effects = 0;
  auto all = [&](const std::vector<Effect>& list, const std::string& card) {
    for (const Effect& e : list) {
      check_words(effect_words(*c, e), card + " " + e.op);
      ++effects;
    }
  };
  for (const Location& l : c->locations) {
    all(l.action, l.id);
    all(l.activation, l.id);
    for (const Modifier& m : l.passive) check_words(modifier_words(*c, m), l.id + " " + m.mod);
  }
  for (const Obstacle& o : c->obstacles) {
    all(o.activation, o.id);
    all(o.on_overcome, o.id);
    for (const Modifier& m : o.passive) check_words(modifier_words(*c, m), o.id + " " + m.mod);
    CHECK(obstacle_text(*c, o).size() == (o.activation.empty() ? 0u : 1u) + (o.on_overcome.empty() ? 0u : 1u) +
                                             o.passive.size() + (o.stationary ? 1u : 0u));
  }
  for (const SeasonEvent& e : c->events) all(e.effects, e.id);
  for (const Character& ch : c->characters) {
    for (const Ability& a : ch.abilities) check_words(ability_words(*c, a), ch.id + " " + a.id);
    for (const Achievement& a : ch.achievements) check_words(trigger_words(*c, a.trigger), ch.id + " achievement");
    CHECK(character_text(*c, ch).size() == ch.abilities.size() + ch.achievements.size() + ch.discord.size());
  }
  CHECK(effects > 100);

  // The words follow the data, not the card: a hand-made effect and modifier.
  Effect e;
  e.op = "stress";
  e.who.kind = "at_location";
  e.track = 0;
  e.amount = 2;
  CHECK(effect_words(*c, e) == "Every character here takes 2 psyche stress");
  e.amount_form = "per";
  e.per_count = "obstacles_here";
  e.amount = 1;
  CHECK(effect_words(*c, e) == "Every character here takes 1 psyche stress per obstacle here");
  Modifier m;
  m.mod = "leave_cost";
  m.amount = 1;
  CHECK(modifier_words(*c, m) == "Leaving costs 1 more action die");
}

TEST_CASE("a long press on a card enlarges it; the smallest card under the finger wins") {
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/six_winters_view/mid_session.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  TableScreen table(std::move(opened.match), {});
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 1920, 1080, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(surface);
  SDL_Renderer* r = SDL_CreateSoftwareRenderer(surface);
  REQUIRE(r);
  table.resize(1920, 1080, ui::Metrics{96, 1});
  table.table().draw(r, nullptr);
  const std::vector<CardSpot> spots = table.table().card_spots();
  auto first = [&](CardKind kind) -> const CardSpot* {
    for (const CardSpot& s : spots)
      if (s.kind == kind) return &s;
    return nullptr;
  };
  const CardSpot* obstacle = first(CardKind::kObstacle);
  const CardSpot* character = first(CardKind::kCharacter);
  REQUIRE(first(CardKind::kLocation));
  REQUIRE(obstacle);
  REQUIRE(character);
  REQUIRE(first(CardKind::kProgress));
  REQUIRE(first(CardKind::kEvent));
  CHECK(!table.table().enlarged());

  ui::Intent press;
  press.kind = ui::IntentKind::kLongPress;
  press.pos = obstacle->rect.center();
  table.on_intent(press);
  REQUIRE(table.table().enlarged());
  CHECK(table.table().enlarged()->kind == CardKind::kObstacle);  // not the location around it
  CHECK(table.table().enlarged()->id == obstacle->id);
  ui::Intent back;
  back.kind = ui::IntentKind::kBack;
  table.on_intent(back);
  CHECK(!table.table().enlarged());

  press.pos = character->rect.center();
  table.on_intent(press);
  REQUIRE(table.table().enlarged());
  CHECK(table.table().enlarged()->kind == CardKind::kCharacter);
  CHECK(table.table().enlarged()->id == character->id);

  SDL_DestroyRenderer(r);
  SDL_FreeSurface(surface);
}

// A new player read "mili" and "red ba" in the squares of a progress card: the squares' words
// were cut to fit. On the table each square's lines must be whole words that fit the square; on
// the card enlarged by a long press no square's word may be broken across lines either.
TEST_CASE("progress-card squares show whole words, wrapped at spaces, at 1920x1080 and on phones") {
  const std::set<std::string> vocabulary = square_vocabulary();
  const sb::test::ScreenSize sizes[] = {{1920, 1080, 96}, {800, 1280, 320}, {2400, 1080, 400}};
  for (const sb::test::ScreenSize& size : sizes) {
    CAPTURE(size.dims());
    sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", size);
    REQUIRE_MESSAGE(o.screen, o.error);
    TableScreen& table = *o.screen;

    const ui::Rect board = table.board_rect();
    BoardInput in = whole_board(o);
    std::vector<CellLine> lines;
    in.cell_lines = &lines;
    draw_board(o.target->renderer(), o.text.get(), in);
    CHECK(lines.size() >= 4);  // (most squares of a first-stage card are blank)
    for (const CellLine& line : lines) {
      CHECK_MESSAGE(line.width <= line.room + 0.5f, "'" << line.text << "' overflows its square");
      CHECK_MESSAGE(line.label.find(line.text) != std::string::npos, "'" << line.text << "' of '" << line.label << "'");
      for (const std::string& word : words_of(line.text))
        CHECK_MESSAGE(vocabulary.count(word), "a square's line '" << line.text << "' ends inside a word ('" << word << "')");
    }

    // The progress card at reading size (a long press): its squares' words whole in the frame's text.
    const std::vector<CardSpot> spots = table.table().card_spots();
    const auto card = std::find_if(spots.begin(), spots.end(), [&](const CardSpot& c) {
      return c.kind == CardKind::kProgress && board.contains(c.rect.center());
    });
    if (card == spots.end()) {  // below the board's edge: scrolled into view first
      ui::Intent pan = sb::test::at_point(ui::IntentKind::kPan, board.center());
      pan.delta = {0, -table.table().max_scroll()};
      table.on_intent(pan);
      o.frames(2);
    }
    const std::vector<CardSpot> now = table.table().card_spots();
    const auto shown = std::find_if(now.begin(), now.end(), [&](const CardSpot& c) {
      return c.kind == CardKind::kProgress && board.contains({c.rect.x + 1, std::max(c.rect.y, board.y) + 1});
    });
    REQUIRE(shown != now.end());
    table.on_intent(sb::test::at_point(ui::IntentKind::kLongPress, {shown->rect.x + 2, std::max(shown->rect.y, board.y) + 2}));
    REQUIRE(table.table().enlarged());
    REQUIRE(table.table().enlarged()->kind == CardKind::kProgress);
    ui::capture_frame_text(true);
    std::string text;
    for (int drags = 0; drags < 8; ++drags) {  // the squares scrolled into the card's window by a finger
      o.frames(2);
      text = ui::frame_text();
      if (text.find("start") != std::string::npos) break;
      o.drag(board.center(), board.center() + ui::Vec2{0, -2 * o.metrics.mm(9)});
    }
    ui::capture_frame_text(false);
    REQUIRE(table.table().enlarged());
    CHECK_MESSAGE(text.find("start") != std::string::npos, text);  // the squares are in the frame
    std::istringstream frame(text);
    for (std::string drawn; std::getline(frame, drawn);)
      for (std::string word : words_of(drawn)) {
        while (!word.empty() && std::string(":,.·()").find(word.back()) != std::string::npos) word.pop_back();
        if (word.size() < 3 || vocabulary.count(word)) continue;  // (short words are English too: "so", "an")
        for (const std::string& whole : vocabulary)
          CHECK_MESSAGE(!(whole.size() > word.size() && whole.size() >= 4 && (whole.rfind(word, 0) == 0 ||
                                                        whole.compare(whole.size() - word.size(), word.size(), word) == 0)),
                        "the line '" << drawn << "' cuts '" << whole << "'");
      }
  }
}

}  // namespace sb::sw::view::test

namespace sb::sw::view::test {

TEST_CASE("seats are named by their characters in a session: a placeholder gives way, a given name keeps them beside it") {
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/six_winters_view/mid_session.save", "", err);
  REQUIRE_MESSAGE(opened.match, err.str());
  std::unique_ptr<engine::AnyMatch> copy = opened.match->clone();
  // The terminal's save names its seats "Seat 1" and "Seat 2".
  TableScreen terminal(std::move(opened.match), {});
  const State& s = terminal.state();
  REQUIRE(s.status == kInSession);
  auto character = [&](int seat) {
    return terminal.content().characters[static_cast<size_t>(s.session.seats[static_cast<size_t>(seat)].characters[0])].name;
  };
  CHECK(terminal.looks()[0].name == character(0));
  CHECK(terminal.looks()[1].name == character(1));
  // Names the players gave stay.
  TableScreen named(std::move(copy), {{"Ann", ui::seat_color(0), ui::seat_symbol(0), ""},
                                      {"Bo", ui::seat_color(1), ui::seat_symbol(1), "greedy"}});
  CHECK(named.looks()[0].name == "Ann (" + character(0) + ")");
  CHECK(named.looks()[1].name == "Bo (" + character(1) + ")");
}

// A new player read "mili" and "red ba" in the squares of a progress card: the squares' words
// were cut to fit. On the table each square's lines must be whole words that fit the square; on
// the card enlarged by a long press no square's word may be broken across lines either.
}  // namespace sb::sw::view::test

namespace sb::sw::view::test {

TEST_CASE("a roll tumbles and lands on the values the rules rolled, faster at a higher animation speed") {
  for (const float speed : {1.0f, 2.0f}) {
    std::ostringstream err;
    app::OpenedMatch opened = app::open_match_file("tests/six_winters_view/mid_session.save", "", err);
    REQUIRE_MESSAGE(opened.match, err.str());
    ui::TableSettings settings;
    settings.animation_speed = speed;
    TableScreen table(std::move(opened.match), {}, settings);
    CHECK(!table.table().animating());  // a loaded game does not roll its last dice again
    const std::vector<int> rolled = {1, 3, 3, 5, 6};
    table.table().on_applied({engine::Event{"defend", -1, "the defence fails", rolled}});
    REQUIRE(table.table().animating());
    CHECK(table.animating());
    const double lasts = table.table().tumble().end_time();
    double wall = 0;
    while (table.table().animating() && wall < 10) {
      table.step(1.0 / 120, false);
      wall += 1.0 / 120;
    }
    CHECK(!table.table().animating());
    // Table time ran at the speed setting: the tumble and the tray's pause took 1/speed of their time.
    CHECK(wall == doctest::Approx((lasts + 0.8) / speed).epsilon(0.02));
    for (size_t i = 0; i < rolled.size(); ++i) {
      const ui::DiceTumble::DieView v = table.table().tumble().view(i, table.table().table_time());
      CHECK(v.landed);
      CHECK(v.face == rolled[i]);
    }
  }
  // Animations off: nothing tumbles.
  std::ostringstream err;
  app::OpenedMatch opened = app::open_match_file("tests/six_winters_view/mid_session.save", "", err);
  REQUIRE(opened.match);
  ui::TableSettings off;
  off.animation_speed = 0;
  TableScreen table(std::move(opened.match), {}, off);
  table.table().on_applied({engine::Event{"defend", -1, "the defence holds", {2, 4}}});
  CHECK(!table.table().animating());
}

// A new player read "mili" and "red ba" in the squares of a progress card: the squares' words
// were cut to fit. On the table each square's lines must be whole words that fit the square; on
// the card enlarged by a long press no square's word may be broken across lines either.
}  // namespace sb::sw::view::test

namespace sb::sw::view::test {

// Seen by a new player: the banner over the choices read "take actions or pass (sorcery overflow
// goes to technology)", a sentence starting in lower case (the rules leave the seat's name to the
// table, which shows it above). The host's banner starts every prompt as a sentence.
TEST_CASE("the turn banner reads as a sentence: 'Take actions or pass'") {
  sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", 1920, 1080, 96);
  REQUIRE_MESSAGE(o.screen, o.error);
  REQUIRE(o.screen->prompt().text.rfind("take actions or pass", 0) == 0);
  ui::capture_frame_text(true);
  o.frames(2);
  ui::capture_frame_text(false);
  const std::string text = ui::frame_text();
  CHECK_MESSAGE(text.find("Take actions or pass") != std::string::npos, text);
  CHECK_MESSAGE(text.find("\ntake actions or pass") == std::string::npos, text);
}

}  // namespace sb::sw::view::test

namespace sb::sw::view::test {

// Seen on a phone held upright: three regions side by side left each location card about 2 cm
// wide, and its words broke inside themselves ("Restl / ess", "thiev / ery", "diffic / ulty").
TEST_CASE("every word of a location card's name fits its card: three columns on a desktop, one on a phone") {
  const sb::test::ScreenSize sizes[] = {{1920, 1080, 96}, {1280, 800, 160}, {800, 1280, 320}, {2400, 1080, 400}};
  for (const sb::test::ScreenSize& size : sizes) {
    CAPTURE(size.dims());
    sb::test::OffscreenTable<TableScreen> o("tests/six_winters_view/mid_session.save", size);
    REQUIRE_MESSAGE(o.screen, o.error);
    TableScreen& table = *o.screen;
    const ui::Rect board = table.board_rect();
    BoardInput in = whole_board(o);
    std::vector<CardSpot> spots;
    in.spots = &spots;
    draw_board(o.target->renderer(), o.text.get(), in);
    // The body size and a card's padding as the board takes them (board_draw.cpp).
    const ui::Metrics& m = table.metrics();
    const int body = static_cast<int>(std::max(ui::kMinFontPx, std::round(m.font_px() * in.text_scale)));
    const float pad = m.mm(2.5f) * 0.6f;
    int cards = 0;
    float widest_card = 0;
    for (const CardSpot& spot : spots) {
      if (spot.kind != CardKind::kLocation) continue;
      ++cards;
      widest_card = std::max(widest_card, spot.rect.w);
      const std::string& name = table.content().locations[static_cast<size_t>(spot.id)].name;
      for (const std::string& word : words_of(name))
        CHECK_MESSAGE(o.text->measure(word, body, true).x <= spot.rect.w - 2 * pad,
                      "'" << word << "' of " << name << " is wider than its card");
    }
    CHECK(cards == 9);
    // Where there is room the regions stay side by side.
    if (size.w >= 1280 && size.w < 2400) CHECK(widest_card < board.w / 2);
    // SB_SW_CARD_SHOTS=DIR writes the board scrolled to its first location card, to look at.
    if (const char* dir = std::getenv("SB_SW_CARD_SHOTS")) {
      const auto first = std::find_if(spots.begin(), spots.end(), [](const CardSpot& c) { return c.kind == CardKind::kLocation; });
      ui::Intent pan = sb::test::at_point(ui::IntentKind::kPan, board.center());
      pan.delta = {0, -(first->rect.y - board.y - m.mm(12))};
      table.on_intent(pan);
      o.frames(2);
      std::string error;
      o.target->save_png(std::string(dir) + "/sw-locations-" + size.dims() + ".png", error);
    }
  }
}

}  // namespace sb::sw::view::test
