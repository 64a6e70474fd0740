// A search bot thinks off the render thread: the table keeps drawing and answering while it does,
// undo, a reload and quitting cancel it at once (its thread joined, nothing of the game or the
// bot's Rng changed), and the move it makes is the one the same call on one thread makes. The
// launcher offers its levels Easy, Normal and Hard for each bot seat.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "engine/search/levels.h"
#include "engine/save/any_match.h"
#include "game/winter_quarters/rules/title.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

namespace sb::app::test {

namespace {

using sb::test::Finger;
namespace wq = sb::wq;

// Holds every decision on the worker until released or cancelled (a decision can then be caught
// "thinking" however fast the machine is). Gives up after 20 s so a broken cancel fails, not hangs.
struct Gate {
  std::mutex m;
  std::condition_variable cv;
  bool open = false;
  std::atomic<int> entered{0}, saw_cancel{0};
  void hold(const std::atomic<bool>& cancel) {
    ++entered;
    std::unique_lock<std::mutex> lock(m);
    for (int k = 0; k < 2000 && !open && !cancel.load(); ++k) cv.wait_for(lock, std::chrono::milliseconds(10));
    if (cancel.load()) ++saw_cancel;
  }
  void release() {
    {
      std::lock_guard<std::mutex> lock(m);
      open = true;
    }
    cv.notify_all();
  }
};

// Picks item `item` (as listed: 0 Human, 1 Easy, 2 Normal, 3 Hard, then the title's own bots) in
// seat `seat`'s kind box on the launcher; `listed` gets the words the open list drew.
void choose_seat_kind(Finger& f, int seat, int item, std::string* listed = nullptr) {
  const ui::TouchTarget* kind = nullptr;
  for (const ui::TouchTarget& t : f.targets())
    if (t.label == "seat kind" && t.group == seat) kind = &t;
  REQUIRE(kind);
  f.tap(kind->rect.center());  // the box opens its list
  if (listed) *listed = ui::frame_text();
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  REQUIRE(!g.OpenPopupStack.empty());
  const ImGuiWindow* list = g.OpenPopupStack.back().Window;
  REQUIRE(list);
  const float row = ImGui::GetTextLineHeight() + g.Style.ItemSpacing.y;
  f.tap({list->Pos.x + list->Size.x * 0.3f, list->Pos.y + list->WindowPadding.y + row * (static_cast<float>(item) + 0.4f)});
}

// The launcher's page wheeled to its foot (the seats and their lines show above Start).
void scroll_launcher(Finger& f) {
  SDL_Event move{};
  move.type = SDL_MOUSEMOTION;
  move.motion.x = f.app.width() / 2;
  move.motion.y = f.app.height() / 2;
  f.events.queue.push_back(move);
  for (int k = 0; k < 6; ++k) {
    SDL_Event wheel{};
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = -5;
    f.events.queue.push_back(wheel);
    f.frames(1);
  }
  f.frames(2);
}

// A Winter Quarters game from the launcher, Ann human and Bo the bot at `item` of the list; the
// table once the bot is to decide (the human's part played by the first legal choice).
struct BotTable {
  sb::test::TempDir dir;
  sb::test::TabletApp screen;
  Finger f;
  ui::TableHost* table = nullptr;

  BotTable(const std::string& tag, int item, Gate* gate)
      : dir(tag), screen("5", dir.path()), f{*screen.app, screen.clock, screen.events, 0, {}} {
    REQUIRE_MESSAGE(screen.app, screen.error);
    ui::capture_frame_text(true);
    f.frames(3);
    REQUIRE(f.tap_label("Winter Quarters"));
    f.frames(3);
    choose_seat_kind(f, 1, item);
    f.frames(2);
    REQUIRE(f.tap_label("Start"));
    table = dynamic_cast<ui::TableHost*>(screen.app->table());
    REQUIRE(table);
    if (gate) {
      table->set_decision_gate([gate](const std::atomic<bool>& cancel) { gate->hold(cancel); });
      table->cancel_bot();  // one begun before the gate was set begins again behind it
    }
    for (int k = 0; k < 400 && !table->prompt().game_over && !table->is_bot(table->prompt().seat); ++k) {
      REQUIRE(table->human_to_act());
      REQUIRE(table->apply_legal(0));
      f.frames(1);
    }
    REQUIRE(table->is_bot(table->prompt().seat));
    f.frames(1);
  }
};

}  // namespace

TEST_CASE("the launcher lists the search bot's levels for each bot seat, and Hard seats a search-hard bot") {
  sb::test::TempDir dir("bot_levels_launcher");
  sb::test::TabletApp screen("5", dir.path());
  REQUIRE_MESSAGE(screen.app, screen.error);
  Finger f{*screen.app, screen.clock, screen.events, 0, {}};
  ui::capture_frame_text(true);
  f.frames(3);
  REQUIRE(f.tap_label("Winter Quarters"));
  f.frames(3);
  scroll_launcher(f);
  // The title's own bot stays a new bot seat's choice; its line says what it is.
  CHECK(ui::frame_text().find("Classic bot") != std::string::npos);
  CHECK(ui::frame_text().find("Classic: the game's own bot; it moves at once.") != std::string::npos);
  std::string listed;
  choose_seat_kind(f, 1, 3, &listed);
  for (const char* level : {"Human", "Easy bot", "Normal bot", "Hard bot", "Classic bot", "Random bot"})
    CHECK_MESSAGE(listed.find(level) != std::string::npos, level);
  f.frames(2);
  scroll_launcher(f);
  CHECK(ui::frame_text().find("Hard: thinks up to 1.5 s a move and plays the strongest.") != std::string::npos);
  CHECK(ui::frame_clipped_text().find("thinks") == std::string::npos);
  REQUIRE(f.tap_label("Start"));
  ui::TableScreen* table = screen.app->table();
  REQUIRE(table);
  CHECK(table->match().seat_kinds() == std::vector<std::string>{"human", "search-hard"});
}

TEST_CASE("a Hard bot thinks off the render thread: frames keep coming, Menu opens on the next frame, closing the window cancels it") {
  Gate gate;
  BotTable t("bot_thinking_frames", 3, &gate);
  ui::TableHost& table = *t.table;
  REQUIRE(table.looks()[1].bot == "search-hard");
  const int bot = table.prompt().seat;
  REQUIRE(table.thinking_seat() == bot);
  const size_t journal = table.match().journal_size();
  // Frames while it thinks: each one drawn (ImGui's frame count), the seat shown thinking.
  const int first = ImGui::GetFrameCount();
  for (int k = 0; k < 30; ++k) t.f.frames(1);
  CHECK(ImGui::GetFrameCount() - first >= 30);
  CHECK(ui::frame_text().find(table.looks()[static_cast<size_t>(bot)].name + " is thinking") != std::string::npos);
  CHECK(table.thinking_seat() == bot);
  CHECK(gate.entered.load() == 1);
  // A tap on Menu: the finger lifts, and that very frame the Menu is open.
  const ui::TouchTarget* menu = t.f.find("Menu");
  REQUIRE(menu);
  const ui::Vec2 p = menu->rect.center();
  t.f.push(SDL_FINGERDOWN, p);
  t.f.frames(1, 0.02);
  t.f.push(SDL_FINGERUP, p);
  t.f.frames(1, 0.02);
  CHECK(table.menu_open());
  t.f.frames(1);
  CHECK(ui::frame_text().find("Save a copy") != std::string::npos);
  CHECK(table.thinking_seat() == bot);
  CHECK(table.match().journal_size() == journal);
  // The window closes while it thinks (the path SDL_QUIT and SIGTERM take): the app finishes and
  // goes, the decision cancelled and its thread joined on the way.
  t.screen.app.reset();
  CHECK(gate.saw_cancel.load() == 1);
}

TEST_CASE("a reload, undo and leaving the table cancel a bot's decision at once and change nothing") {
  Gate gate;
  BotTable t("bot_thinking_cancel", 3, &gate);
  ui::TableHost& table = *t.table;
  const int bot = table.prompt().seat;
  REQUIRE(table.thinking_seat() == bot);
  const engine::Rng rng = table.bot_rng();
  const size_t journal = table.match().journal_size();
  const uint64_t hash = table.match().state_hash();

  SUBCASE("a reload, then undo") {
    table.replace_match(table.match().clone());  // what a hot reload's swap does
    CHECK(table.thinking_seat() == -1);
    CHECK(gate.saw_cancel.load() == 1);  // the gate let go because of the cancel, and its thread was joined
    CHECK(table.match().journal_size() == journal);
    CHECK(table.match().state_hash() == hash);
    CHECK(table.bot_rng() == rng);
    // The bot is still to decide: it begins again, and undo cancels that.
    t.f.frames(1);
    REQUIRE(table.thinking_seat() == bot);
    const size_t undoable = table.match().undoable_count();
    table.undo();
    CHECK(table.thinking_seat() == -1);
    CHECK(gate.saw_cancel.load() == 2);
    CHECK(table.match().journal_size() == journal - std::min<size_t>(undoable, 1));
    CHECK(table.bot_rng() == rng);
  }
  SUBCASE("leaving the table") {
    const ui::TouchTarget* menu = t.f.find("Menu");
    REQUIRE(menu);
    t.f.tap(menu->rect.center());
    REQUIRE(t.f.tap_label("Quit (the game is autosaved)"));
    CHECK(t.screen.app->table() == nullptr);  // the launcher again
    CHECK(gate.saw_cancel.load() == 1);
  }
}

TEST_CASE("a search bot's decision is cancelled within its search, and the table's Rng stays") {
  // No gate: the real search is under way when the cancel comes; the search polls the flag.
  engine::NoSearchTimeCaps no_caps;
  BotTable t("bot_thinking_search_cancel", 3, nullptr);
  ui::TableHost& table = *t.table;
  REQUIRE(table.thinking_seat() == table.prompt().seat);
  const engine::Rng rng = table.bot_rng();
  const size_t journal = table.match().journal_size();
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  CHECK(table.cancel_bot());
  CHECK(table.thinking_seat() == -1);
  CHECK(table.match().journal_size() == journal);
  CHECK(table.bot_rng() == rng);
}

TEST_CASE("the move a bot makes on screen is the move the same call makes on one thread") {
  engine::NoSearchTimeCaps no_caps;  // the same playouts whatever the machine's load
  BotTable t("bot_thinking_same", 2, nullptr);  // Normal
  ui::TableHost& table = *t.table;
  REQUIRE(table.looks()[1].bot == "search");
  const size_t journal = table.match().journal_size();
  // The same decision made here: a copy of the game and of the bots' Rng before it began.
  std::unique_ptr<engine::AnyMatch> copy = table.match().clone();
  engine::Rng rng = table.bot_rng();
  REQUIRE(copy->apply_bot("search", rng).ok());
  for (int k = 0; k < 3000 && table.match().journal_size() == journal; ++k) {
    t.f.frames(1, 0.05);
    if (table.thinking_seat() >= 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE(table.match().journal_size() == journal + 1);
  CHECK(engine::dump_yaml(table.match().journal_action_yaml(journal)) == engine::dump_yaml(copy->journal_action_yaml(journal)));
  CHECK(table.match().state_hash() == copy->state_hash());
  CHECK(table.bot_rng() == rng);  // it went on from where the decision left it
}

TEST_CASE("a search stops at its cancel flag, set before it begins or while it runs") {
  engine::NoSearchTimeCaps no_caps;
  BotTable t("bot_thinking_flag", 4, nullptr);  // the title's own bot: nothing thinks on its own
  const auto* adapter = dynamic_cast<const engine::MatchAdapter<wq::Title>*>(&t.table->match());
  REQUIRE(adapter);
  const wq::State& s = adapter->match().state();
  const wq::Content& c = adapter->match().content();
  engine::SearchConfig cfg;
  cfg.iterations = 1000000000;  // far more than any test could wait for
  std::atomic<bool> cancel{true};
  engine::Rng rng(7, 1);
  engine::SearchStats stats;
  {
    // Through the thread's flag, as a table's worker sets it for the bot kinds' own configs.
    engine::SearchCancelScope scope(&cancel);
    (void)engine::search_action<wq::Title>(s, c, cfg, rng, &stats);
  }
  CHECK(stats.cancelled);
  CHECK(stats.iterations == 0);
  CHECK(engine::search_cancel_on_this_thread() == nullptr);  // the scope put it back
  cancel = false;
  cfg.cancel = &cancel;
  std::thread worker([&] { (void)engine::search_action<wq::Title>(s, c, cfg, rng, &stats); });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  cancel = true;
  worker.join();  // a hung search would hang the test here
  CHECK(stats.cancelled);
  CHECK(stats.iterations < cfg.iterations);
}

}  // namespace sb::app::test
