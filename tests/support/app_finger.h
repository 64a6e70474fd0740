#pragma once
// Drives the real app (game/app/screen/app_driver.h) with synthetic finger events on a fake clock,
// for the whole-game touch tests: taps, holds and swipes at screen pixels, a frame drawn after each
// step, and every touch target drawn on the way checked against the smallest finger size.
#include <SDL.h>
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>
#include <initializer_list>
#include <filesystem>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/table_host.h"
#include "game/app/screen/app_driver.h"
#include "tests/app/temp_dir.h"

namespace sb::test {

struct FakeClock final : ui::Clock {
  double t = 100;
  double now() override { return t; }
};

struct EventQueue final : ui::EventSource {
  std::deque<SDL_Event> queue;
  bool poll(SDL_Event& e) override {
    if (queue.empty()) return false;
    e = queue.front();
    queue.pop_front();
    return true;
  }
  bool wait(SDL_Event& e, int) override { return poll(e); }
};

// A finger on the app: touches at screen pixels, time on the fake clock.
struct Finger {
  app::AppDriver& app;
  FakeClock& clock;
  EventQueue& events;
  float min_target_px = 0;
  std::set<std::string> small;  // targets under min_target_px seen anywhere (the banner aside)
  int swipe_moves = 8;          // finger moves in a swipe, a frame each

  void frames(int n, double dt = 1.0 / 60) {
    for (int i = 0; i < n; ++i) {
      clock.t += dt;
      app.iterate();
      for (const ui::TouchTarget& t : ui::frame_touch_targets())
        if (t.label != "turn banner" && t.full.h + 0.5f < min_target_px) small.insert(t.label);
    }
  }
  void push(uint32_t type, ui::Vec2 p) {
    SDL_Event e{};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = 1;
    e.tfinger.x = p.x / static_cast<float>(app.width());
    e.tfinger.y = p.y / static_cast<float>(app.height());
    events.queue.push_back(e);
  }
  void tap(ui::Vec2 p) {
    clock.t += 0.5;  // never a double tap
    push(SDL_FINGERDOWN, p);
    frames(1, 0.02);
    push(SDL_FINGERUP, p);
    frames(2);  // the click, then a frame laid out for what it changed
  }
  void hold(ui::Vec2 p, double seconds) {
    push(SDL_FINGERDOWN, p);
    for (double t = 0; t < seconds; t += 0.05) frames(1, 0.05);
    push(SDL_FINGERUP, p);
    frames(3);
  }
  void drag(ui::Vec2 from, ui::Vec2 to) {
    clock.t += 0.5;
    push(SDL_FINGERDOWN, from);
    frames(1, 0.02);
    for (int i = 1; i <= swipe_moves; ++i) {
      push(SDL_FINGERMOTION, from + (to - from) * (static_cast<float>(i) / static_cast<float>(swipe_moves)));
      frames(1, 0.02);
    }
    push(SDL_FINGERUP, to);
    frames(3);
  }
  std::vector<ui::TouchTarget> targets() const { return ui::frame_touch_targets(); }
  const ui::TouchTarget* find(const std::string& label) const {
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.label == label) return &t;
    return nullptr;
  }
  bool tap_label(const std::string& label) {
    const ui::TouchTarget* t = find(label);
    if (!t) return false;
    tap(t->rect.center());
    return true;
  }
};

// Touch-target groups for the list helpers below: any group; no group at all.
inline constexpr int kAnyGroup = -1000000;
inline constexpr int kNoGroup = -1000001;

// Taps legal action `want`'s button when one (in a group of `direct`, or any when that is empty)
// is at least half on screen. False when none is.
inline bool tap_action(Finger& f, size_t want, std::initializer_list<int> direct) {
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.action == static_cast<int>(want) &&
        (direct.size() == 0 || std::find(direct.begin(), direct.end(), t.group) != direct.end()) &&
        t.rect.h >= f.min_target_px * 0.5f) {
      f.tap(t.rect.center());
      return true;
    }
  return false;
}

// A drag of a side panel's list of action buttons towards legal action `want` (`list`: the group of
// the list's own buttons, whose place tells the way; `close` a group of buttons that scroll with the
// list but name no action; kAnyGroup: every grouped target on screen, folded headers too), half the
// list's visible height, as a player flicks through a long list.
// False when no button was there, or after 40 drags for one action.
inline bool drag_list_towards(Finger& f, size_t want, int& scrolls, int list, int close) {
  const std::vector<ui::TouchTarget> targets = ui::frame_touch_targets();
  const ui::TouchTarget* low = nullptr;
  const ui::TouchTarget* high = nullptr;
  for (const ui::TouchTarget& t : targets)
    if (t.action >= 0 || t.group == close || (close == kAnyGroup && t.group >= 0 && t.rect.h > 0)) {
      if (!low || t.rect.y < low->rect.y) low = &t;
      if (!high || t.rect.y > high->rect.y) high = &t;
    }
  if (!low || scrolls >= 40) return false;
  // Up when it begins above the topmost button on screen (it may be that one, cut off at the top).
  bool down = true;
  for (const ui::TouchTarget& t : targets)
    if (t.action == static_cast<int>(want) && (list == kAnyGroup || t.group == list)) down = t.full.y >= low->rect.y;
  ++scrolls;
  const float step = std::max(f.min_target_px * 2.5f, (high->rect.y + high->rect.h - low->rect.y) * 0.5f);
  if (down) f.drag(high->rect.center(), high->rect.center() + ui::Vec2{0, -step});
  else f.drag(low->rect.center(), low->rect.center() + ui::Vec2{0, step});
  return true;
}

// Reaches legal action `want` by touch in a side panel's list of action buttons: its button when
// one in `direct` groups is on screen, else a drag of the list towards it.
inline bool touch_action(Finger& f, size_t want, int& scrolls, std::initializer_list<int> direct, int list, int close) {
  return tap_action(f, want, direct) || drag_list_towards(f, want, scrolls, list, close);
}

// The labels of the touch targets under the smallest finger size seen so far, for a message.
inline std::string small_targets(const Finger& f) {
  std::string small;
  for (const std::string& label : f.small) small += " '" + label + "'";
  return small;
}

// Taps the first answer button on screen (touch target group `group`). True when it applied one
// action (the journal grew by one).
inline bool touch_first_answer(Finger& f, const engine::AnyMatch& match, int group) {
  const size_t before = match.journal_size();
  for (const ui::TouchTarget& t : f.targets())
    if (t.group == group && t.action >= 0 && t.rect.h > 0) {
      f.tap(t.rect.center());
      break;
    }
  return match.journal_size() == before + 1;
}

// "Undo (n)" tapped in the toolbar takes back the last action: the journal is one shorter.
inline void check_undo_by_touch(Finger& f, const engine::AnyMatch& match) {
  const size_t before = match.journal_size();
  const size_t undoable = match.undoable_count();
  REQUIRE(undoable >= 1);
  REQUIRE(f.tap_label("Undo (" + std::to_string(undoable) + ")"));
  CHECK(match.journal_size() == before - 1);
}

// A whole game by touch, the human's answers chosen by the rules' bot: what the table asks before a
// human may act done by finger, the answer reached in the side panel's list, and the counts.
struct TouchGame {
  int human_actions = 0, stuck = 0, holds = 0, bot_frames = 0;
  bool fast = false;  // "Fast-forward bots" was tapped (once: when `fast_forward`)
  bool fast_forward = true;
  int scrolls = 0;  // drags of the list for the action now wanted
  size_t last_journal = ~size_t{0};

  // The hand-off cover held to reveal, the recap's Continue, a frame of waiting for a bot. True when
  // it did one of those (a human may not act yet).
  bool wait(Finger& f, const ui::TableHost& table) {
    if (table.covered()) {  // "Pass to Bo — hold to reveal"
      f.hold({static_cast<float>(f.app.width()) * 0.3f, static_cast<float>(f.app.height()) * 0.5f}, 1.0);
      ++holds;
      return true;
    }
    if (table.recap_showing()) {
      REQUIRE(f.tap_label("Continue"));
      return true;
    }
    const int seat = table.prompt().seat;
    if (seat >= 0 && !table.is_bot(seat) && table.match().legal_count() > 0) return false;
    if (fast_forward && !fast && f.tap_label("Fast-forward bots")) {
      fast = true;
      return true;
    }
    f.frames(1, 0.1);
    ++bot_frames;
    return true;
  }
  // The rules' `bot`'s answer for the human to decide now, as an index into the legal list.
  template <class Title, class Screen>
  static size_t bot_choice(const Screen& table, engine::Rng& rng, const char* bot = "heuristic") {
    const auto want = Title::bot_action(table.state(), table.content(), bot, rng);
    const auto it = std::find(table.legal().begin(), table.legal().end(), want);
    REQUIRE(it != table.legal().end());
    return static_cast<size_t>(it - table.legal().begin());
  }
  // A new question: the drags for the last one start again.
  void new_question(const ui::TableHost& table) {
    if (table.match().journal_size() == last_journal) return;
    last_journal = table.match().journal_size();
    scrolls = 0;
  }
  // Touches legal action `want` with `touch(finger, want, scrolls)` (a tap, a section opened, a
  // drag of the list): counted when it applied, noted (once, with what was on screen) when nothing
  // was there to touch; fails the test after 50 such.
  template <class Touch>
  void answer(Finger& f, const ui::TableHost& table, size_t want, Touch touch) {
    new_question(table);
    const size_t journal = table.match().journal_size();
    if (!touch(f, want, scrolls)) {
      if (stuck == 0) {
        std::string seen;
        for (const ui::TouchTarget& t : ui::frame_touch_targets()) seen += " '" + t.label + "'";
        MESSAGE("stuck at " << table.prompt().text << " wanting '" << table.match().describe_legal(want)
                            << "'; on screen:" << seen);
      }
      REQUIRE(++stuck < 50);
      f.frames(1);
    } else if (table.match().journal_size() > journal) {
      ++human_actions;
    }
  }
};

// The real app at `size` pixels and `dpi` (software renderer), its saves in `save_dir`, with any
// more launcher options in `extra`; `app` is null with `error` set when it cannot open.
struct ScreenApp {
  FakeClock clock;
  EventQueue events;
  std::ostringstream out, err;
  std::string error;
  std::unique_ptr<app::AppDriver> app;
  ui::Metrics metrics;

  ScreenApp(const std::string& size, float dpi, const std::string& seed, const std::filesystem::path& save_dir,
            const std::vector<std::string>& extra = {})
      : metrics{dpi, 1.0f} {
    std::vector<std::string> args = {"--software", "--size", size, "--dpi", std::to_string(static_cast<int>(dpi)),
                                     "--seed", seed, "--save-dir", save_dir.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    app = app::open_app(args, clock, events, out, err, error);
  }
};

// The real app on a 10-inch tablet (1280x800 at 160 dpi).
struct TabletApp : ScreenApp {
  static constexpr float kDpi = 160.0f;
  TabletApp(const std::string& seed, const std::filesystem::path& save_dir)
      : ScreenApp("1280x800", kDpi, seed, save_dir) {}
};

// A new app on `save_dir` resumes `title`'s last game from the launcher ("Continue the last game")
// with the journal and state hash the last app left; the hand-off cover is not up.
inline void check_resumed(const std::string& title, const std::string& seed, const std::filesystem::path& save_dir,
                          size_t journal, uint64_t hash) {
  TabletApp tablet(seed, save_dir);
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
  f.frames(3);
  REQUIRE(f.tap_label(title));
  f.frames(2);
  REQUIRE(f.tap_label("Continue the last game"));
  f.frames(3);
  ui::TableScreen* table = tablet.app->table();
  REQUIRE(table);
  CHECK(table->match().journal_size() == journal);
  CHECK(table->match().state_hash() == hash);
  CHECK(!table->covered());
}

// The generic host's undo, autosave and resume by touch on a new game of `title` (launcher label)
// in a fresh save folder: `start(finger)` starts it from the launcher and waits for the human's
// first decision (the table, or null); `answers` first answers (group `group`) are touched, Undo
// takes the last one back, one more is touched, and a new app on the folder continues that game.
template <class Start>
void check_undo_and_resume(const std::string& title, const std::string& tag, int answers, int group, Start start) {
  TempDir saves(tag);
  size_t journal = 0;
  uint64_t hash = 0;
  {
    TabletApp tablet("9", saves.path());
    REQUIRE_MESSAGE(tablet.app, tablet.error);
    Finger f{*tablet.app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
    f.frames(3);
    ui::TableScreen* table = start(f);
    REQUIRE(table);
    for (int k = 0; k < answers; ++k) REQUIRE(touch_first_answer(f, table->match(), group));
    check_undo_by_touch(f, table->match());
    REQUIRE(touch_first_answer(f, table->match(), group));
    journal = table->match().journal_size();
    hash = table->match().state_hash();
  }
  check_resumed(title, "9", saves.path(), journal, hash);
}

}  // namespace sb::test
