// The session's characters are chosen on their cards over the table: each seat in turn taps the
// card of the character it plays (solo: two), the cards say who plays what, Start over clears the
// picks, and Start the session applies the rules' start with exactly those characters in seat
// order. The panel no longer lists every ordering of the characters as a button.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <tuple>

#include "engine/save/any_match.h"
#include "engine/save/save_file.h"
#include "engine/ui/imgui_layer.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/six_winters_view/content.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

namespace {

// A new campaign of `players` human seats, saved before anything is played, opened on a tablet.
// `kinds`: who plays each seat ("human" or a bot kind; empty: every seat human).
std::unique_ptr<sb::test::OffscreenTable<TableScreen>> new_campaign(const sb::test::TempDir& dir, int players,
                                                                   int width = 1920, int height = 1080, float dpi = 96,
                                                                   std::vector<std::string> kinds = {}) {
  Setup setup = Title::default_setup(*content(), players);
  auto started = engine::Match<Title>::start(content(), setup, 5);
  REQUIRE(started.ok());
  std::string error;
  const std::string file = (dir / ("new-" + std::to_string(players) + ".save")).string();
  engine::MatchAdapter<Title> adapter(started.value());
  REQUIRE(adapter.set_seat_kinds(kinds));
  REQUIRE_MESSAGE(engine::write_save_file(file, adapter.save_data(), error), error);
  auto o = std::make_unique<sb::test::OffscreenTable<TableScreen>>(file, width, height, dpi);
  REQUIRE_MESSAGE(o->screen, o->error);
  return o;
}

std::string name(const TableScreen& t, int character) { return t.content().characters[static_cast<size_t>(character)].name; }

// The characters offered: every character some legal start names, in content order.
std::vector<int> offered_characters(const TableScreen& table) {
  std::vector<int> offered;
  for (const Action& a : table.legal())
    for (int ch : std::get<StartSession>(a).characters) offered.push_back(ch);
  std::sort(offered.begin(), offered.end());
  offered.erase(std::unique(offered.begin(), offered.end()), offered.end());
  return offered;
}

// Where a finger drags the cards: the board's left edge, below its top.
ui::Vec2 on_cards(const sb::test::OffscreenTable<TableScreen>& o) {
  const ui::Rect board = o.screen->board_rect();
  return {board.x + board.w * 0.05f, board.y + board.h * 0.6f};
}

// A card's button, scrolled into view by a finger on the cards first if need be, then tapped.
bool touch(sb::test::OffscreenTable<TableScreen>& o, const std::string& label, bool below = true) {
  const std::optional<ui::TouchTarget> t = o.reach(label, on_cards(o), below);
  if (t) o.tap(t->rect.center());
  return t.has_value();
}

}  // namespace

TEST_CASE("three seats choose their characters on the cards, in seat order, and start the session") {
  sb::test::TempDir dir("sw-chars");
  auto o = new_campaign(dir, 3);
  TableScreen& table = *o->screen;
  TableView& view = table.table();
  REQUIRE(view.choosing_characters());
  CHECK(view.question_showing());
  // No button per ordering in the panel: only the cards' buttons name the start.
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.action >= 0) CHECK_MESSAGE(!std::holds_alternative<StartSession>(table.legal()[static_cast<size_t>(t.action)]), t.label);
  std::optional<ui::TouchTarget> start = o->find("Start the session");
  REQUIRE(start);
  CHECK(start->action == -1);  // nobody has chosen yet

  const std::vector<int> offered = offered_characters(table);
  REQUIRE(offered.size() >= 3);
  for (int ch : offered) CHECK_MESSAGE(o->reach("Choose " + name(table, ch), on_cards(*o)), name(table, ch));

  // Seat 1 picks the last offered, seat 2 the first; Start over; then three picks for real.
  CHECK(view.picking_seat() == 0);
  REQUIRE(touch(*o, "Choose " + name(table, offered.back())));
  CHECK(view.character_picks() == std::vector<int>{offered.back()});
  CHECK(view.picking_seat() == 1);
  CHECK(!o->reach("Choose " + name(table, offered.back()), on_cards(*o)));  // taken: its card says who plays it
  REQUIRE(touch(*o, "Choose " + name(table, offered.front())));
  REQUIRE(touch(*o, "Start over", false));
  CHECK(view.character_picks().empty());
  const std::vector<int> picks = {offered[1], offered.back(), offered.front()};
  for (int ch : picks) REQUIRE(touch(*o, "Choose " + name(table, ch)));
  CHECK(view.character_picks() == picks);
  for (int ch : offered)  // every seat has one: no card takes another pick
    if (std::find(picks.begin(), picks.end(), ch) == picks.end())
      if (const auto t = o->reach("Choose " + name(table, ch), on_cards(*o))) CHECK(t->action == -1);
  start = o->reach("Start the session", on_cards(*o), false);
  REQUIRE(start);
  REQUIRE(start->action >= 0);
  const size_t journal = table.match().journal_size();
  o->tap(start->rect.center());
  REQUIRE(table.match().journal_size() == journal + 1);
  CHECK(table.match().journal_action_yaml(journal)["characters"].as<std::vector<int>>() == picks);
  CHECK(!view.choosing_characters());
}

// A new player was asked to choose the bot seat's character too. A bot seat picks its own (in its
// turn, as its bot would start the session) and the window says so; the human picks only theirs.
TEST_CASE("a bot seat chooses its own character; the human chooses only theirs") {
  sb::test::TempDir dir("sw-chars-bot");
  auto o = new_campaign(dir, 2, 1920, 1080, 96, {"human", "greedy"});
  TableScreen& table = *o->screen;
  TableView& view = table.table();
  REQUIRE(view.choosing_characters());
  CHECK(view.picking_seat() == 0);
  CHECK(view.character_picks().empty());
  const std::vector<int> offered = offered_characters(table);
  REQUIRE(offered.size() >= 2);
  const int mine = offered[1];
  REQUIRE(touch(*o, "Choose " + name(table, mine)));
  // The bot has picked at once: every seat has its character, none left for the human to choose.
  REQUIRE(view.character_picks().size() == 2);
  CHECK(view.character_picks()[0] == mine);
  const int bots = view.character_picks()[1];
  CHECK(bots != mine);
  CHECK(std::find(offered.begin(), offered.end(), bots) != offered.end());
  for (int ch : offered)
    if (ch != mine && ch != bots)
      if (const auto t = o->reach("Choose " + name(table, ch), on_cards(*o))) CHECK(t->action == -1);
  REQUIRE(o->reach("Start the session", on_cards(*o), false));  // the window's top, where the words are
  ui::capture_frame_text(true);
  o->frames(2);
  const std::string text = ui::frame_text();
  ui::capture_frame_text(false);
  CHECK_MESSAGE(text.find("is a bot and chose " + name(table, bots)) != std::string::npos, text);
  // Start over: the human picks again, the bot again after them.
  REQUIRE(touch(*o, "Start over", false));
  CHECK(view.character_picks().empty());
  CHECK(view.picking_seat() == 0);
  REQUIRE(touch(*o, "Choose " + name(table, bots)));  // the bot's favourite: it takes another
  REQUIRE(view.character_picks().size() == 2);
  CHECK(view.character_picks()[1] != bots);
  const std::vector<int> picks = view.character_picks();
  const std::optional<ui::TouchTarget> start = o->reach("Start the session", on_cards(*o), false);
  REQUIRE(start);
  REQUIRE(start->action >= 0);
  o->tap(start->rect.center());
  CHECK(table.match().journal_action_yaml(0)["characters"].as<std::vector<int>>() == picks);
}

// A new player was asked "Where does Thea start?" in a window over the whole table that listed
// every location twice (in a sentence and as buttons) while the locations themselves were hidden.
// The locations that answer are lit on the table, a one-line banner asks for a tap, a tap on a lit
// one answers, and each answer is named once on screen (its button in the panel).
TEST_CASE("where a character starts is asked on the table: its locations light up and a tap on one answers") {
  sb::test::TempDir dir("sw-start-where");
  auto o = new_campaign(dir, 2);
  TableScreen& table = *o->screen;
  TableView& view = table.table();
  REQUIRE(view.choosing_characters());
  REQUIRE(table.apply_legal(0));  // a start with its characters; where each starts is asked next
  o->frames(3);
  REQUIRE(table.prompt().kind == "choose_start_location");
  CHECK(view.location_question());
  CHECK(!view.question_showing());  // no window over the table
  std::vector<int> answers;
  for (const Action& a : table.legal())
    if (const auto* ch = std::get_if<Choose>(&a); ch && ch->what == kValueLocation) answers.push_back(ch->value);
  REQUIRE(answers.size() >= 2);
  REQUIRE(answers.size() == table.legal().size());

  ui::capture_frame_text(true);
  o->frames(2);
  const std::string text = ui::frame_text();
  const std::string clipped = ui::frame_clipped_text();
  ui::capture_frame_text(false);
  CHECK_MESSAGE(text.find("Tap a lit location.") != std::string::npos, text);
  CHECK_MESSAGE(clipped.find("Tap a lit location") == std::string::npos, clipped);
  for (int id : answers) {
    const std::string location = table.content().locations[static_cast<size_t>(id)].name;
    size_t times = 0;
    for (size_t at = text.find(location); at != std::string::npos; at = text.find(location, at + 1)) ++times;
    CHECK_MESSAGE(times == 1, location << " is named " << times << " times:\n" << text);
  }
  // The table stays in view with the answers on it.
  const ui::Rect board = table.board_rect();
  std::optional<CardSpot> lit;
  size_t on_board = 0;
  for (const CardSpot& spot : view.card_spots())
    if (spot.kind == CardKind::kLocation && view.location_answer(spot.id) < table.legal().size() &&
        board.contains(spot.rect.center())) {
      ++on_board;
      if (!lit && spot.rect.y > board.y + o->metrics.mm(20)) lit = spot;  // below the banner
    }
  CHECK(on_board == answers.size());
  REQUIRE(lit);

  // A tap on a lit location's name answers with it.
  const size_t answer = view.location_answer(lit->id);
  REQUIRE(answer < table.legal().size());
  const std::string expected = YAML::Dump(table.match().legal_actions_yaml()[answer]);
  const size_t journal = table.match().journal_size();
  o->tap({lit->rect.x + lit->rect.w / 2, lit->rect.y + o->metrics.mm(2)});
  REQUIRE(table.match().journal_size() == journal + 1);
  CHECK(YAML::Dump(table.match().journal_action_yaml(journal)) == expected);
}

TEST_CASE("a solo player chooses two characters, both played by the one seat") {
  sb::test::TempDir dir("sw-chars-solo");
  auto o = new_campaign(dir, 1);
  TableScreen& table = *o->screen;
  TableView& view = table.table();
  REQUIRE(view.choosing_characters());
  const std::vector<int> offered = offered_characters(table);
  REQUIRE(offered.size() >= 2);
  REQUIRE(touch(*o, "Choose " + name(table, offered[0])));
  CHECK(view.picking_seat() == 0);
  REQUIRE(touch(*o, "Choose " + name(table, offered[1])));
  const std::optional<ui::TouchTarget> start = o->reach("Start the session", on_cards(*o), false);
  REQUIRE(start);
  REQUIRE(start->action >= 0);
  o->tap(start->rect.center());
  CHECK(table.match().journal_action_yaml(0)["characters"].as<std::vector<int>>() ==
        std::vector<int>{offered[0], offered[1]});
}

TEST_CASE("the character cards and their buttons fit a phone held upright") {
  sb::test::TempDir dir("sw-chars-phone");
  auto o = new_campaign(dir, 3, 1080, 2340, 400.0f);
  REQUIRE(o->screen->table().choosing_characters());
  size_t seen = 0;
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.group == static_cast<int>(Kind::kStart)) {
      ++seen;
      CHECK_MESSAGE(t.rect.w >= t.full.w - 1, "'" << t.label << "' is cut at the side");
      CHECK(t.full.h + 0.5f >= o->metrics.mm(9));
    }
  CHECK(seen >= 2);  // Start the session and Start over, above the cards
  // A card's Choose, brought up by a finger: whole across too.
  const int first = offered_characters(*o->screen).front();
  const std::optional<ui::TouchTarget> choose = o->reach("Choose " + name(*o->screen, first), on_cards(*o));
  REQUIRE(choose);
  CHECK(choose->rect.w >= choose->full.w - 1);
}

}  // namespace sb::sw::view::test

namespace sb::sw::view::test {

// Issue 27: "any window that must open can be collapsed to peek at the table and reopened". The
// characters' window covers the whole board; before, nothing folded it.
TEST_CASE("the question's window folds away to look at the table and opens again from its tab") {
  for (const auto& [w, h, dpi] : {std::tuple{1920, 1080, 96.0f}, std::tuple{800, 1280, 320.0f}}) {
    CAPTURE(w);
    sb::test::TempDir dir("sw-peek");
    auto o = new_campaign(dir, 2, w, h, dpi);
    TableScreen& table = *o->screen;
    REQUIRE(table.table().question_showing());
    ui::capture_frame_text(true);
    o->frames(2);
    const auto window_shown = [] {  // the question's window was drawn in the last frame
      const ImGuiWindow* win = ImGui::FindWindowByName("###sw-question");
      return win && win->Active;
    };
    CHECK(window_shown());
    const std::string words = ui::frame_text();
    CHECK_MESSAGE(words.find("Year 1") != std::string::npos, words);  // its first words, beside the fold
    const std::optional<ui::TouchTarget> fold = o->find(ui::Peek::kFoldLabel);
    REQUIRE(fold);
    CHECK(!o->find(ui::Peek::kTabLabel));
    // Beside the window's first words, at its right: no row of its own (on a phone it took one
    // across the whole window, atop the question).
    const ui::Rect board = table.board_rect();
    CHECK(fold->full.w < board.w * 0.5f);
    CHECK(fold->full.x + fold->full.w > board.x + board.w * 0.75f);
    REQUIRE(o->tap_label(ui::Peek::kFoldLabel));
    // Folded: the board's cards show, the tab stands at the board's top, nothing was chosen.
    CHECK(!window_shown());
    CHECK(!o->find("Start the session"));
    CHECK(!o->find("Start over"));
    const std::optional<ui::TouchTarget> tab = o->find(ui::Peek::kTabLabel);
    REQUIRE(tab);
    CHECK(tab->rect.y < table.board_rect().y + table.board_rect().h * 0.25f);
    CHECK(table.match().journal_size() == 0);
    REQUIRE(o->tap_label(ui::Peek::kTabLabel));
    CHECK(window_shown());
    if (w == 1920) CHECK(o->find("Start the session"));
    ui::capture_frame_text(false);
  }
}

}  // namespace sb::sw::view::test
