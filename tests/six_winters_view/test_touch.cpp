// A whole first session of Six Winters played through the real app by synthetic finger events
// only: the launcher (Six Winters chosen, two players: a human and a bot), every decision of the
// human seat by touching the side panel's buttons (opening folded sections and dragging the list as
// a finger would), the bot played by the host's pacing, until the session ends. Every touch target
// drawn on the way is checked against 9 mm, and the table scrolls under a finger. On a tablet, and
// on a phone held upright and on its side, where no scroll box may sit inside another.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>
#include <set>
#include <sstream>

#include "engine/ui/imgui_layer.h"
#include "engine/ui/raster.h"
#include "game/app/screen/app_driver.h"
#include "game/six_winters/rules/campaign_file.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"
#include "tests/support/scroll_boxes.h"

namespace sb::sw::view::test {

namespace {

using sb::test::Finger;

// The human's choice: the table's question or the start answered with its first option; in the
// actions phase one asset created (or a first action of the overcome) per turn, then Pass.
size_t pick(const TableScreen& table, int seat, bool acted_this_turn) {
  const std::vector<Action>& legal = table.legal();
  auto first = [&](Kind k) -> size_t {
    for (size_t i = 0; i < legal.size(); ++i)
      if (kind_of(legal[i]) == k) return i;
    return legal.size();
  };
  if (table.prompt().kind != "actions") {
    if (size_t i = first(Kind::kQuestion); i < legal.size()) return i;
    if (size_t i = first(Kind::kStart); i < legal.size()) return i;
    if (size_t i = first(Kind::kOvercome); i < legal.size()) return i;
    return 0;
  }
  if (!acted_this_turn)
    if (size_t i = first(Kind::kCreateAsset); i < legal.size()) return i;
  for (size_t i = 0; i < legal.size(); ++i)
    if (const auto* p = std::get_if<Pass>(&legal[i]); p && p->seat == seat) return i;
  return 0;
}

// Reaches legal action `want` by touch: its button, else its folded section's header, else a drag
// of the list towards it. False when nothing was there to touch.
bool touch_action(Finger& f, const TableScreen& table, size_t want, int& scrolls) {
  if (sb::test::tap_action(f, want, {})) return true;
  const std::vector<ui::TouchTarget> targets = ui::frame_touch_targets();
  const int kind = static_cast<int>(kind_of(table.legal()[want]));
  for (const ui::TouchTarget& t : targets)
    // (A header the panel's edge cuts to a sliver is dragged into view first, as a finger would:
    // a tap on the sliver may land on the edge instead.)
    if (t.action == -1 && t.group == kind && t.label.find('(') != std::string::npos && t.rect.h >= t.full.h * 0.5f) {
      const bool open_already = std::any_of(targets.begin(), targets.end(), [&](const ui::TouchTarget& b) {
        return b.action >= 0 && b.group == kind;
      });
      if (!open_already) {
        f.tap(t.rect.center());
        return true;
      }
    }
  // (The list's buttons and its folded headers move it: a screen may show only headers.)
  if (sb::test::drag_list_towards(f, want, scrolls, sb::test::kAnyGroup, sb::test::kAnyGroup)) return true;
  // No button of the list on screen (its words fill the part shown, as when a new turn is
  // explained): the finger drags the list by its words, up.
  if (scrolls >= 40) return false;
  ++scrolls;
  const ui::Rect board = table.board_rect();
  const auto w = static_cast<float>(f.app.width()), h = static_cast<float>(f.app.height());
  const ui::Vec2 from = board.x > 1                 ? ui::Vec2{board.x / 2, h * 0.85f}
                        : board.x + board.w < w - 1 ? ui::Vec2{(board.x + board.w + w) / 2, h * 0.85f}
                                                    : ui::Vec2{w / 2, h * 0.92f};
  f.drag(from, from + ui::Vec2{0, -f.min_target_px * 2.5f});
  return true;
}

// A button over the board (the question's cards), brought into view by dragging the cards with a
// finger first if it is cut off or scrolled away (`below`: which way to look for one not drawn).
bool tap_over_board(Finger& f, const ui::Rect& board, const std::string& label, bool below = true) {
  ui::Vec2 from{board.x + board.w * 0.08f, board.y + board.h * 0.5f};
  for (int drags = 0; drags < 40; ++drags) {
    const ui::TouchTarget* t = f.find(label);
    if (t && t->rect.h >= t->full.h - 1) {
      f.tap(t->rect.center());
      return true;
    }
    // Cut at its bottom edge (or not drawn, and `below`): the window's words go up under the finger.
    const bool down = t ? t->rect.y + t->rect.h < t->full.y + t->full.h - 1 : below;
    // The finger drags the question's window by a button of it that is on screen (a phone's window
    // is short, over a side panel below it), else by the left of the board it covers.
    // (Where a stroke left no button on screen, the next starts where the last one did: the
    // window is still under it.)
    const ui::TouchTarget* handle = t && t->rect.h > 0 ? t : f.find("Start the session");
    if (!handle || handle->rect.h <= 0) handle = f.find("Take this split");
    if (handle && handle->rect.h > 0) from = handle->rect.center();
    // (A phone's window shows a few centimetres: a short stroke, so as not to pass a button by.)
    f.drag(from, from + ui::Vec2{0, (down ? -1.0f : 1.0f) * f.min_target_px * 1.5f});
  }
  return false;
}

// The human's decisions by touch, the bots left to the host, until `done` holds (checked before
// every step). Counts what it did; false (with a message) when it got stuck or ran out of steps.
struct TouchPlay {
  int human_actions = 0, stuck = 0, bot_waits = 0;
  int card_questions = 0;  // questions shown as their candidate cards over the table (and in the panel)
  int damage_splits = 0, character_choices = 0;
  int steps_told = 0, bot_moves_while_told = 0;  // phases 1 and 3–8 in the step banner
  std::set<std::string> headings;
  std::set<std::string> nested;  // scroll boxes seen inside scroll boxes
};

template <class Done>
bool play_by_touch(Finger& f, app::AppDriver& app, TableScreen& table, TouchPlay& play, Done done) {
  int scrolls = 0, turn = 0;
  bool acted = false;
  // Why it stopped, with what was on screen.
  auto fail = [&](const std::string& why) {
    std::string seen;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      seen += " '" + t.label + "' [" + std::to_string(t.action) + "/" + std::to_string(t.group) + " " + std::to_string(int(t.rect.y)) + "+" + std::to_string(int(t.rect.h)) + " of " + std::to_string(int(t.full.y)) + "+" + std::to_string(int(t.full.h)) + "]";
    MESSAGE("stopped: " << why << "; on screen:" << seen);
    return false;
  };
  size_t last_journal = ~size_t{0};
  for (int guard = 0; guard < 20000; ++guard) {
    for (const std::string& box : sb::test::nested_scroll_boxes()) play.nested.insert(box);
    if (done()) return true;
    const State& s = table.state();
    if (s.status == kInSession && s.session.turn != turn) {
      turn = s.session.turn;
      acted = false;
    }
    if (table.covered()) {
      f.hold({static_cast<float>(app.width()) * 0.3f, static_cast<float>(app.height()) * 0.5f}, 1.5);
      continue;
    }
    if (table.recap_showing()) {
      if (!f.tap_label("Continue")) return fail("no Continue on the recap");
      continue;
    }
    // The automatic phases are told step by step; bots wait meanwhile. The finger reads one step
    // and goes to the next, then skips the rest.
    if (const ui::StepBanner::Step* step = table.narration_step()) {
      ++play.steps_told;
      play.headings.insert(step->heading);
      const size_t journal = table.match().journal_size();
      f.frames(2, 0.1);
      if (table.narrating() && table.match().journal_size() != journal) ++play.bot_moves_while_told;
      if (!table.narrating()) continue;
      // (Skip all only once a whole turn's steps were read: which steps a session shows depends on its play.)
      const bool read_a_turn = play.headings.count("Phase 5 — New obstacles") && play.headings.count("Phase 8 — Advance time");
      if (!f.tap_label(read_a_turn && play.steps_told % 3 == 0 ? "Skip all" : "Next step")) return fail("no Next step / Skip all");
      continue;
    }
    const int seat = table.prompt().seat;
    if (seat < 0 || table.is_bot(seat) || table.legal().empty()) {
      f.frames(1, 0.1);  // the host plays the bot at its own pace
      ++play.bot_waits;
      continue;
    }
    const size_t journal = table.match().journal_size();
    if (journal != last_journal) {
      last_journal = journal;
      scrolls = 0;
    }
    const size_t want = pick(table, seat, acted);
    if (want >= table.legal().size()) return fail("no choice to pick");
    const bool creates = kind_of(table.legal()[want]) == Kind::kCreateAsset;
    if (table.table().question_showing()) {
      const auto targets = ui::frame_touch_targets();
      if (std::count_if(targets.begin(), targets.end(), [&](const ui::TouchTarget& t) {
            return t.action == static_cast<int>(want);
          }) >= 2)
        ++play.card_questions;
    }
    if (table.table().choosing_characters()) {
      // Each human seat taps its character's card (a bot seat picks its own), then the session starts.
      const std::vector<int> characters = std::get<StartSession>(table.legal()[want]).characters;
      for (int guard = 0; guard < 8 && table.table().character_picks().size() < characters.size(); ++guard) {
        const std::vector<int>& picks = table.table().character_picks();
        const auto free = std::find_if(characters.begin(), characters.end(), [&](int ch) {
          return std::find(picks.begin(), picks.end(), ch) == picks.end();
        });
        if (free == characters.end() ||
            !tap_over_board(f, table.board_rect(), "Choose " + table.content().characters[static_cast<size_t>(*free)].name))
          return fail("a character's Choose button out of reach");
      }
      if (!tap_over_board(f, table.board_rect(), "Start the session", false)) return fail("Start the session out of reach");
      ++play.character_choices;
      continue;
    }
    if (table.table().damage_to_split()) {
      // The split is made on the cards over the table: each character's share point by point. (The
      // window fits its height to its cards over a few frames: drawn settled first.)
      f.frames(3);
      const auto& split = std::get<AssignDamage>(table.legal()[want]);
      const Overcome& ov = table.state().session.overcome;
      for (size_t k = 0; k < ov.participants.size(); ++k) {
        const std::string name = table.content().characters[static_cast<size_t>(ov.participants[k])].name;
        const int psyche = split.psyche[k] - table.table().split().psyche[k];
        const int body = split.body[k] - table.table().split().body[k];
        for (int p = 0; p < psyche; ++p)
          if (!tap_over_board(f, table.board_rect(), name + " Psyche +")) return fail(name + " Psyche + out of reach");
        for (int p = 0; p < body; ++p)
          if (!tap_over_board(f, table.board_rect(), name + " Body +")) return fail(name + " Body + out of reach");
      }
      ++play.damage_splits;
      // Taken by the window's own button (on a phone, scrolled back up to it).
      if (!tap_over_board(f, table.board_rect(), "Take this split", false)) return fail("Take this split out of reach");
      if (table.match().journal_size() > journal) ++play.human_actions;
      continue;
    }
    if (!touch_action(f, table, want, scrolls)) {
      if (play.stuck == 0) {
        std::string seen;
        for (const ui::TouchTarget& t : ui::frame_touch_targets()) seen += " '" + t.label + "'";
        MESSAGE("stuck at prompt " << table.prompt().kind << " wanting '" << table.match().describe_legal(want)
                                   << "' (" << table.legal().size() << " legal); on screen:" << seen);
      }
      if (++play.stuck >= 50) return fail("stuck 50 times");
      f.frames(1);
    } else if (table.match().journal_size() > journal) {
      ++play.human_actions;
      acted = acted || creates;
    }
  }
  return fail("out of steps at prompt '" + table.prompt().kind + "', status " + std::to_string(table.state().status));
}

// The first session on a screen of `size` pixels at `dpi`: a tablet, or a phone either way up.
// With `whole_campaign`, every session after it too, to the campaign's end.
void first_session_by_touch(const std::string& size, float dpi, bool whole_campaign = false) {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels: the rasterizer was 98% of the time
  CAPTURE(size);
  sb::test::TempDir saves("sw-touch-" + size);
  sb::test::ScreenApp tablet(size, dpi, "7", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  auto& app = tablet.app;
  const ui::Metrics metrics = tablet.metrics;
  Finger f{*app, tablet.clock, tablet.events, metrics.mm(9), {}, 2};  // two moves a swipe: hundreds of swipes a session
  f.frames(3);

  // The launcher lists Six Winters beside Mighty Kingdoms; two players, the second a bot, by default.
  REQUIRE(f.find("Mighty Kingdoms"));
  REQUIRE(f.tap_label("Six Winters"));
  f.frames(3);
  CHECK(!f.find("Continue campaign"));  // no campaign in this save folder yet
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<TableScreen*>(app->table());
  REQUIRE(table);
  REQUIRE(table->state().player_count == 2);
  REQUIRE(!table->is_bot(0));
  REQUIRE(table->is_bot(1));
  // The new campaign's file is in the save folder from the start (year 1, before its first session).
  const std::filesystem::path file = table->table().campaign_path();
  REQUIRE(!file.empty());
  CHECK(file.parent_path() == saves.path());
  CHECK(std::filesystem::exists(file));

  TouchPlay play;
  bool in_session = false;
  const bool ended = play_by_touch(f, *app, *table, play, [&] {
    in_session = in_session || table->state().status == kInSession;
    return in_session && table->state().status != kInSession;
  });
  REQUIRE(ended);
  MESSAGE("touched actions: " << play.human_actions << ", frames waiting for the bot: " << play.bot_waits
                              << ", damage splits by finger: " << play.damage_splits << ", steps told: " << play.steps_told);
  CHECK(play.human_actions > 5);
  CHECK(play.stuck < 10);
  CHECK(play.card_questions > 0);  // where to start, which card to keep, which location burns...
  CHECK(play.character_choices == 1);  // the session's characters, chosen on their cards
  // Every turn's automatic phases were told, and no bot moved while they were.
  CHECK(play.steps_told > 10);
  CHECK(play.bot_moves_while_told == 0);
  for (const char* phase : {"Phase 3 — Refresh", "Phase 5 — New obstacles", "Phase 8 — Advance time"})
    CHECK_MESSAGE(play.headings.count(phase) == 1, phase);
  REQUIRE(table->state().year == 2);

  // The session-end screen: the report over the table, Next session in the panel.
  f.frames(3);
  CHECK(table->table().session_end_showing());
  const SessionReport* report = table->table().last_session_report();
  REQUIRE(report);
  CHECK(report->year == 1);
  CHECK(report->burned_locations.size() >= 3);  // each region burns one at the session's end
  CHECK(report->new_locations.size() >= 3);
  CHECK(!report->carries.empty());
  // The campaign file now holds year 2, between sessions.
  {
    engine::ErrorList errors;
    auto saved = read_campaign_file(file, table->content(), errors);
    REQUIRE_MESSAGE(saved, errors.format_all());
    CHECK(saved->year == 2);
    CHECK(saved->status == kBetweenSessions);
    CHECK(saved->tracks == table->state().tracks);
    CHECK(saved->locations_burned == table->state().locations_burned);
  }
  REQUIRE(f.tap_label("Next session"));
  f.frames(3);
  CHECK(!table->table().session_end_showing());
  CHECK(table->prompt().kind != "");
  // The rest of the campaign, session by session, each ended on its report and the next begun
  // from the panel, until the campaign is over (six sessions, or a defeat before).
  int sessions = 1;
  for (int session = 2; whole_campaign && session <= 6; ++session) {
    CAPTURE(session);
    ++sessions;
    bool in = false;
    REQUIRE(play_by_touch(f, *app, *table, play, [&] {
      in = in || table->state().status == kInSession;
      return in && table->state().status != kInSession;
    }));
    f.frames(3);
    CHECK(table->table().session_end_showing());
    if (table->state().status == kFinished) break;
    CHECK(table->state().year == session + 1);
    REQUIRE(f.tap_label("Next session"));
    f.frames(3);
  }
  if (whole_campaign) {
    CHECK(table->state().status == kFinished);
    MESSAGE("the whole campaign by touch: " << play.human_actions << " touched actions, " << sessions << " sessions");
  }
  CHECK_MESSAGE(f.small.empty(), "touch targets under 9 mm:" << sb::test::small_targets(f));
  std::string boxes;
  for (const std::string& box : play.nested) boxes += " '" + box + "'";
  CHECK_MESSAGE(play.nested.empty(), "scroll boxes inside scroll boxes:" << boxes);
}

}  // namespace

TEST_CASE("a whole first session by touch: launcher, the human's every decision, the bot paced by the host, the session's end") {
  first_session_by_touch("1280x800", sb::test::TabletApp::kDpi);
}

// The whole six-session campaign at both phone sizes (issue 27: a whole game by touch at the phone
// sizes), upright and on its side.
TEST_CASE("a whole campaign by touch on a phone held upright and on its side, one scroll box at a time") {
  first_session_by_touch("800x1280", 320, true);
  first_session_by_touch("2400x1080", 400, true);
}

TEST_CASE("Continue campaign in the launcher plays the campaign file's next session") {
  const sb::ui::NoRaster unpainted;  // read by touch targets and words, never pixels
  sb::test::TempDir saves("sw-campaign");
  // A campaign after its first session, made by the rules (campaign new, then next --bots).
  std::filesystem::copy_file("tests/six_winters_view/year2.campaign", saves / "mine.campaign");
  sb::test::TabletApp tablet("8", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  auto& app = tablet.app;
  Finger f{*app, tablet.clock, tablet.events, tablet.metrics.mm(9), {}, 2};
  f.frames(3);
  REQUIRE(f.tap_label("Six Winters"));
  f.frames(3);
  REQUIRE(f.find("Load campaign file…"));
  REQUIRE(f.tap_label("Continue campaign"));
  f.frames(3);
  auto* table = dynamic_cast<TableScreen*>(app->table());
  REQUIRE(table);
  CHECK(table->state().year == 2);
  CHECK(table->state().player_count == 2);
  CHECK(table->table().campaign_path() == saves / "mine.campaign");
  CHECK(!table->table().session_end_showing());  // no session was played in this match yet
  CHECK(!table->is_bot(0));
  CHECK(table->is_bot(1));

  // The second session starts by touch and goes on for a few of the human's actions.
  TouchPlay play;
  REQUIRE(play_by_touch(f, *app, *table, play, [&] {
    return table->state().status == kInSession && table->state().session.turn >= 2;
  }));
  CHECK(table->state().year == 2);
  CHECK(play.human_actions > 2);
  CHECK_MESSAGE(f.small.empty(), "touch targets under 9 mm at 160 dpi:" << sb::test::small_targets(f));
}

}  // namespace sb::sw::view::test
