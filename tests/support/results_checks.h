#pragma once
// Issue 27's "Results stay readable", checked alike for every title: a game played on until an
// action's results show as the card over the board (a roll, a draw, an exploration or a battle,
// with its numbers), at each tested size from a phone to 4K: the card's and the strip's words are
// on screen whole (none cut by a window's edge), both stand inside the board's area (not over the
// side panel), a tap on the card closes it and the result stays in the strip, a tap on the strip
// opens the list of the last results, and a card left alone goes after its reading time.
// SB_RESULT_SHOTS=DIR writes each size's frame with the card showing, to look at.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/table_host.h"
#include "engine/ui/text.h"

namespace sb::test {

struct ResultSize {
  int w, h;
  float dpi;
};
// A phone upright and on its side, a 10-inch tablet, full HD, 4K.
inline constexpr ResultSize kResultSizes[] = {
    {800, 1280, 320}, {2400, 1080, 400}, {1280, 800, 160}, {1920, 1080, 96}, {3840, 2160, 192}};

// A title's table on an offscreen target, over a match the test made, driven by finger events.
template <class Screen>
struct ResultsTable {
  std::unique_ptr<ui::SdlSession> session;
  std::unique_ptr<ui::Offscreen> target;
  std::unique_ptr<ui::ImGuiLayer> imgui;
  std::unique_ptr<ui::TextCache> text;
  std::unique_ptr<Screen> screen;
  ui::Metrics metrics;
  ui::GestureRecognizer gestures;
  int w, h;
  uint64_t finger_ms = 1000;

  ResultsTable(std::unique_ptr<engine::AnyMatch> match, const ResultSize& size, const std::string& bot = "random")
      : w(size.w), h(size.h) {
    // As the app sizes it (a phone's text is for the hand, not the sofa).
    metrics = ui::metrics_for(w, h, size.dpi, 1.0f);
    std::string error;
    session = ui::SdlSession::start(false, error);
    REQUIRE_MESSAGE(session, error);
    target = ui::Offscreen::create(w, h, error);
    REQUIRE_MESSAGE(target, error);
    imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
    REQUIRE_MESSAGE(imgui, error);
    text = std::make_unique<ui::TextCache>(target->renderer());
    REQUIRE(match);
    // One human (the choices this test makes), the other seats the title's `bot`: nobody to hand
    // the device to, so no cover over the table.
    std::vector<std::string> kinds(static_cast<size_t>(match->seat_count()), bot);
    kinds[0] = "human";
    REQUIRE(match->set_seat_kinds(kinds));
    screen = std::make_unique<Screen>(std::move(match), std::vector<ui::SeatLook>{});
    // Everyone's view: no hand-off cover between the seats this test plays for.
    screen->set_viewer(ui::TableScreen::kSpectator);
    screen->resize(w, h, metrics);
    gestures.set_viewport(w, h, metrics.px_per_mm(), 1.0f);
    gestures.set_capture([this](ui::Vec2 at) { return imgui->wants_pointer(at); });
    frames(2);
  }
  void frames(int n) {
    for (int i = 0; i < n; ++i) {
      ui::render_table_frame(*screen, target->renderer(), text.get(), *imgui, gestures.frame_pointer(), w, h, 1.0f / 60);
      for (const ui::Intent& intent : gestures.take_all()) screen->on_intent(intent);
    }
  }
  void finger(Uint32 type, ui::Vec2 p) {
    SDL_Event e{};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = 1;
    e.tfinger.x = p.x / static_cast<float>(w);
    e.tfinger.y = p.y / static_cast<float>(h);
    gestures.handle(e, finger_ms);
  }
  void tap(ui::Vec2 p) {
    finger_ms += 500;
    finger(SDL_FINGERDOWN, p);
    frames(1);
    finger_ms += 30;
    finger(SDL_FINGERUP, p);
    frames(3);
  }
  const ui::TouchTarget* target_starting(const std::string& label) const {
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.label.rfind(label, 0) == 0) return &t;
    return nullptr;
  }
};

// A new match of `Title` from the shipped content (its default setup), `seats` seats.
template <class Title>
std::unique_ptr<engine::AnyMatch> fresh_match(const std::string& content_dir, int seats, uint64_t seed) {
  static engine::TitleAdapter<Title> title = [&] {
    engine::TitleAdapter<Title> t;
    engine::ErrorList errors;
    if (!t.load_content(content_dir, errors)) MESSAGE(errors.format_all());
    return t;
  }();
  REQUIRE(title.has_content());
  engine::ErrorList errors;
  engine::ReadContext ctx{"test", &errors};
  auto made = title.new_match(YAML::Node(), seats, seed, ctx);
  if (!made.ok()) MESSAGE(errors.format_all() << made.error().message);
  REQUIRE(made.ok());
  return std::move(made.value());
}

// Plays on (a bot seat's own bot, a human seat a fixed pseudo-random legal choice) until an
// action's newest result is one `wanted` accepts and shows as the card; false after `most` actions.
inline bool play_until_result(ui::TableHost& host, const std::function<bool(const ui::ResultLine&)>& wanted,
                              int most = 4000) {
  for (int k = 0; k < most; ++k) {
    if (host.prompt().game_over) {
      MESSAGE("the game ended after " << k << " actions");
      return false;
    }
    if (host.is_bot(host.prompt().seat)) {
      if (!host.bot_move()) {
        MESSAGE("a bot's move was refused: " << host.message());
        return false;
      }
    } else {
      const size_t count = host.match().legal_count();
      if (count == 0) return false;
      const size_t pick = (static_cast<size_t>(k) * 2654435761u >> 5) % count;
      if (!host.apply_legal(pick)) {
        MESSAGE("a legal choice was refused: " << host.bad_choice());
        return false;
      }
    }
    if (host.result_card_showing() && !host.results().entries().empty() && wanted(host.results().entries()[0].line))
      return true;
  }
  return false;
}

// The words without their spaces and line breaks (the card wraps them where its width says).
// The line has a number in it (a die, a sum, a tally, a count).
inline bool has_number(const ui::ResultLine& line) {
  return std::any_of(line.text.begin(), line.text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

inline std::string squeezed(const std::string& s) {
  std::string out;
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  return out;
}

// The window keeps off the words the view asks to keep clear (Vacant Throne's heading on a phone
// was half covered by the strip: "Season 4 of 6 — Playe").
inline void check_off_words(const char* window, const std::vector<ui::Rect>& words) {
  const ImGuiWindow* win = ImGui::FindWindowByName(window);
  REQUIRE_MESSAGE(win, window);
  for (const ui::Rect& r : words) {
    CAPTURE(window);
    CAPTURE(r.y);
    const bool apart = win->Pos.x >= r.x + r.w || win->Pos.x + win->Size.x <= r.x || win->Pos.y >= r.y + r.h ||
                       win->Pos.y + win->Size.y <= r.y;
    CHECK(apart);
  }
}

// The card is about `place` (where its result happened, as drawn): the host rings it, and the card
// is not over it. Returns how far the card's nearest edge is from it (beside: a few millimetres;
// where every side of it is busy, a corner, tied to it by a line).
inline float card_distance_from(const ui::TableHost& host, const ui::Rect& place) {
  const std::optional<ui::Rect> at = host.result_card_place();
  if (!at) return 1e9f;
  CHECK(std::abs(at->x - place.x) < 1.0f);
  CHECK(std::abs(at->y - place.y) < 1.0f);
  const ImGuiWindow* card = ImGui::FindWindowByName(ui::TableHost::kResultCardWindow);
  REQUIRE(card);
  const ui::Rect r{card->Pos.x, card->Pos.y, card->Size.x, card->Size.y};
  const float ox = std::min(r.x + r.w, place.x + place.w) - std::max(r.x, place.x);
  const float oy = std::min(r.y + r.h, place.y + place.h) - std::max(r.y, place.y);
  CHECK_FALSE((ox > 1.0f && oy > 1.0f));
  const float dx = std::max({r.x - (place.x + place.w), 0.0f, place.x - (r.x + r.w)});
  const float dy = std::max({r.y - (place.y + place.h), 0.0f, place.y - (r.y + r.h)});
  return std::sqrt(dx * dx + dy * dy);
}

inline void check_inside(const char* window, const ui::Rect& board) {
  const ImGuiWindow* win = ImGui::FindWindowByName(window);
  REQUIRE_MESSAGE(win, window);
  CAPTURE(window);
  CHECK(win->Pos.x >= board.x - 1);
  CHECK(win->Pos.y >= board.y - 1);
  CHECK(win->Pos.x + win->Size.x <= board.x + board.w + 1);
  CHECK(win->Pos.y + win->Size.y <= board.y + board.h + 1);
}

// Nothing of the card or the strip cut by a window's edge; in the list (which scrolls) nothing of
// the newest result, at its top.
inline void check_nothing_clipped(const ui::ResultLine& newest) {
  std::istringstream lines(ui::frame_clipped_text());
  const std::string list = std::string(ui::TableHost::kResultsListWindow) + ": ";
  for (std::string line; std::getline(lines, line);) {
    CHECK_MESSAGE(line.rfind(std::string(ui::TableHost::kResultCardWindow) + ":", 0) != 0, line);
    CHECK_MESSAGE(line.rfind(std::string(ui::TableHost::kResultsStripWindow) + ":", 0) != 0, line);
    if (line.rfind(list, 0) == 0 && line.size() > list.size() + 12)  // (a short piece may be any entry's)
      CHECK_MESSAGE(squeezed(newest.text).find(squeezed(line.substr(list.size()))) == std::string::npos, line);
  }
}

// Every entry the strip shows has its heading whole on screen (a button clips its label at its own
// edge, which frame_clipped_text() does not see: "Seasonal eve" on a phone).
inline void check_strip_headings_whole() {
  int entries = 0;
  for (const ui::TouchTarget& t : ui::frame_touch_targets()) {
    if (t.label.rfind("result ", 0) != 0 || t.label == "result card") continue;
    const size_t colon = t.label.find(": ");
    REQUIRE(colon != std::string::npos);
    ++entries;
    CHECK_MESSAGE(squeezed(ui::frame_text()).find(squeezed(t.label.substr(colon + 2))) != std::string::npos, t.label);
  }
  CHECK(entries > 0);
}

// At every size: a match from `make` played until a result `wanted` accepts is the card, then the
// card, the strip and the list checked as the file's comment says. `title` names the shots.
template <class Screen>
void check_results_readable(const std::string& title, const std::function<std::unique_ptr<engine::AnyMatch>()>& make,
                            const std::function<bool(const ui::ResultLine&)>& wanted, const std::string& bot = "random") {
  ui::capture_frame_text(true);
  // A phone upright and full HD in the suite (software frames at 4K are slow); every size when the
  // shots are asked for or SB_RESULT_ALL_SIZES is set.
  const bool all = std::getenv("SB_RESULT_SHOTS") || std::getenv("SB_RESULT_ALL_SIZES");
  for (const ResultSize& size : kResultSizes) {
    if (!all && !(size.w == 800 || size.w == 1920)) continue;
    CAPTURE(size.w);
    CAPTURE(size.h);
    ResultsTable<Screen> t(make(), size, bot);
    Screen& host = *t.screen;
    REQUIRE(play_until_result(host, wanted));
    const ui::ResultLine shown = host.results().entries()[0].line;
    CAPTURE(shown.text);
    t.frames(3);
    if (const char* dir = std::getenv("SB_RESULT_SHOTS")) {
      std::string error;
      t.target->save_png(std::string(dir) + "/" + title + "-result-" + std::to_string(size.w) + "x" + std::to_string(size.h) + ".png", error);
    }
    const ui::Rect board = host.board_rect();
    // The card: its heading and its whole line on screen, inside the board, nothing cut.
    CHECK(squeezed(ui::frame_text()).find(squeezed(shown.text)) != std::string::npos);
    CHECK(squeezed(ui::frame_text()).find(squeezed(shown.heading)) != std::string::npos);
    check_inside(ui::TableHost::kResultCardWindow, board);
    check_off_words(ui::TableHost::kResultCardWindow, host.view().words_on_board());
    check_nothing_clipped(shown);
    if (size.w == 1920) {
      // Left alone, the card shows for its reading time (a finger held keeps the bots waiting),
      // then goes by itself.
      double waited = 0;
      while (host.result_card_showing() && waited < 120) {
        host.step(1.0 / 30, true);
        waited += 1.0 / 30;
      }
      CHECK(waited >= ui::ResultsStrip::kBaseSeconds);
      t.frames(2);
    } else {
      // A tap on the card closes it (and acts on the board under it, as any tap there).
      const ui::TouchTarget* card = t.target_starting("result card");
      REQUIRE(card);
      t.tap(card->rect.center());
    }
    // Either way the result stays, first in the strip.
    CHECK(!host.result_card_showing());
    REQUIRE(!host.results().entries().empty());
    CHECK(host.results().entries()[0].line == shown);
    // The strip, in the card's place: inside the board, nothing cut.
    check_inside(ui::TableHost::kResultsStripWindow, board);
    check_off_words(ui::TableHost::kResultsStripWindow, host.view().words_on_board());
    check_nothing_clipped(shown);
    check_strip_headings_whole();
    // The strip's newest entry opens the list of the last results, the line whole in it.
    const ui::TouchTarget* entry = t.target_starting("result 1: " + shown.heading);
    REQUIRE(entry);
    t.tap(entry->rect.center());
    CHECK(host.results_open());
    t.frames(2);
    CHECK(squeezed(ui::frame_text()).find(squeezed(shown.text)) != std::string::npos);
    check_inside(ui::TableHost::kResultsListWindow, board);
    check_nothing_clipped(shown);
    const ui::TouchTarget* close = t.target_starting("Close the results");
    REQUIRE(close);
    t.tap(close->rect.center());
    CHECK(!host.results_open());
  }
  ui::capture_frame_text(false);
}

// Bots wait while a result's card is read (issue 27: a result "stays until tapped or for a reading
// time"; before, the next bot's move came after its 0.45 s pause and its results replaced the card
// unread). A card showing with a bot to act: the bot waits past its pause, a tap on the card lets
// it go on; a card left alone lets it go on after its reading time; with animations off the bots
// do not wait for it.
template <class Screen>
void check_bots_wait_for_the_card(const std::function<std::unique_ptr<engine::AnyMatch>()>& make, const std::string& bot) {
  ResultsTable<Screen> t(make(), {1920, 1080, 96}, bot);
  Screen& host = *t.screen;
  const auto any = [](const ui::ResultLine&) { return true; };
  // On to a result showing as the card with a bot to act next.
  const auto card_then_bot = [&] {
    for (int tries = 0; tries < 200; ++tries) {
      if (!play_until_result(host, any)) return false;
      if (host.is_bot(host.prompt().seat) && !host.prompt().game_over) return true;
    }
    return false;
  };
  const auto step_for = [&](double seconds) {
    for (double t0 = 0; t0 < seconds; t0 += 1.0 / 30) host.step(1.0 / 30, false);
  };
  ui::capture_frame_text(true);

  // Tapped: well past a bot's pause the card still shows and the bot has not moved; a tap on the
  // card, and it moves after its pause.
  REQUIRE(card_then_bot());
  size_t actions = host.match().journal_size();
  step_for(1.5);  // < ResultsStrip::kBaseSeconds, more than three bot pauses
  CHECK(host.result_card_showing());
  CHECK(host.match().journal_size() == actions);
  t.frames(2);
  const ui::TouchTarget* card = t.target_starting("result card");
  REQUIRE(card);
  t.tap(card->rect.center());
  CHECK(!host.result_card_showing());
  step_for(1.0);
  CHECK(host.match().journal_size() > actions);

  // Left alone: the bot moves once the reading time is over, not before.
  REQUIRE(card_then_bot());
  actions = host.match().journal_size();
  double waited = 0;
  while (host.result_card_showing() && waited < 120) {
    CHECK(host.match().journal_size() == actions);
    host.step(1.0 / 30, false);
    waited += 1.0 / 30;
  }
  CHECK(waited >= ui::ResultsStrip::kBaseSeconds);
  step_for(1.0);
  CHECK(host.match().journal_size() > actions);

  // Animations off: the card stays until tapped, but the bots play on.
  REQUIRE(card_then_bot());
  host.settings().animation_speed = 0;
  actions = host.match().journal_size();
  step_for(0.2);
  CHECK(host.match().journal_size() > actions);
  ui::capture_frame_text(false);
}

}  // namespace sb::test
