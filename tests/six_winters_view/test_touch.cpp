// A whole first session of Six Winters played through the real app by synthetic finger events
// only: the launcher (Six Winters chosen, two players: a human and a bot), every decision of the
// human seat by touching the side panel's buttons (opening folded sections and dragging the list as
// a finger would), the bot played by the host's pacing, until the session ends. Every touch target
// drawn on the way is checked against 9 mm at 160 dpi, and the table scrolls under a finger.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>
#include <set>
#include <sstream>

#include "engine/ui/imgui_layer.h"
#include "game/app/screen/app_driver.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/app_finger.h"

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
  const std::vector<ui::TouchTarget> targets = ui::frame_touch_targets();
  for (const ui::TouchTarget& t : targets)
    if (t.action == static_cast<int>(want) && t.rect.h >= f.min_target_px * 0.5f) {
      f.tap(t.rect.center());
      return true;
    }
  const int kind = static_cast<int>(kind_of(table.legal()[want]));
  for (const ui::TouchTarget& t : targets)
    if (t.action == -1 && t.group == kind && t.label.find('(') != std::string::npos && t.rect.h > 0) {
      const bool open_already = std::any_of(targets.begin(), targets.end(), [&](const ui::TouchTarget& b) {
        return b.action >= 0 && b.group == kind;
      });
      if (!open_already) {
        f.tap(t.rect.center());
        return true;
      }
    }
  const ui::TouchTarget* low = nullptr;
  const ui::TouchTarget* high = nullptr;
  for (const ui::TouchTarget& t : targets)
    if (t.action >= 0) {
      if (!low || t.rect.y < low->rect.y) low = &t;
      if (!high || t.rect.y > high->rect.y) high = &t;
    }
  if (!low || scrolls >= 40) return false;
  ++scrolls;
  // Which way: the wanted button's place in the list is known from the last frame's full rect.
  // About half the list's visible height a swipe, as a player flicks through a long list.
  const float step = std::max(f.min_target_px * 2.5f, (high->rect.y + high->rect.h - low->rect.y) * 0.5f);
  // Up when it begins above the topmost choice on screen (it may be that one, cut off at the top).
  bool down = true;
  for (const ui::TouchTarget& t : targets)
    if (t.action == static_cast<int>(want)) down = t.full.y >= low->rect.y;
  if (down)
    f.drag(high->rect.center(), high->rect.center() + ui::Vec2{0, -step});
  else
    f.drag(low->rect.center(), low->rect.center() + ui::Vec2{0, step});
  return true;
}

}  // namespace

TEST_CASE("a whole first session by touch: launcher, the human's every decision, the bot paced by the host") {
  sb::test::TempDir saves("sw-touch");
  sb::test::TabletApp tablet("7", saves.path());
  REQUIRE_MESSAGE(tablet.app, tablet.error);
  auto& app = tablet.app;
  const ui::Metrics metrics = tablet.metrics;
  Finger f{*app, tablet.clock, tablet.events, metrics.mm(9), {}, 2};  // two moves a swipe: hundreds of swipes a session
  f.frames(3);

  // The launcher lists Six Winters beside Mighty Kingdoms; two players, the second a bot, by default.
  REQUIRE(f.find("Mighty Kingdoms"));
  REQUIRE(f.tap_label("Six Winters"));
  f.frames(3);
  REQUIRE(f.tap_label("Start"));
  f.frames(3);
  auto* table = dynamic_cast<TableScreen*>(app->table());
  REQUIRE(table);
  REQUIRE(table->state().player_count == 2);
  REQUIRE(!table->is_bot(0));
  REQUIRE(table->is_bot(1));

  int human_actions = 0, stuck = 0, scrolls = 0, bot_waits = 0;
  bool in_session = false, session_over = false, acted = false;
  int turn = 0;
  size_t last_journal = ~size_t{0};
  for (int guard = 0; guard < 20000 && !session_over; ++guard) {
    const State& s = table->state();
    in_session = in_session || s.status == kInSession;
    if (in_session && s.status != kInSession) {
      session_over = true;
      break;
    }
    if (s.status == kInSession && s.session.turn != turn) {
      turn = s.session.turn;
      acted = false;
    }
    if (table->covered()) {
      f.hold({static_cast<float>(app->width()) * 0.3f, static_cast<float>(app->height()) * 0.5f}, 1.5);
      continue;
    }
    if (table->recap_showing()) {
      REQUIRE(f.tap_label("Continue"));
      continue;
    }
    const int seat = table->prompt().seat;
    if (seat < 0 || table->is_bot(seat) || table->legal().empty()) {
      f.frames(1, 0.1);  // the host plays the bot at its own pace
      ++bot_waits;
      continue;
    }
    const size_t journal = table->match().journal_size();
    if (journal != last_journal) {
      last_journal = journal;
      scrolls = 0;
    }
    const size_t want = pick(*table, seat, acted);
    REQUIRE(want < table->legal().size());
    const bool creates = kind_of(table->legal()[want]) == Kind::kCreateAsset;
    if (!touch_action(f, *table, want, scrolls)) {
      if (stuck == 0) {
        std::string seen;
        for (const ui::TouchTarget& t : ui::frame_touch_targets()) seen += " '" + t.label + "'";
        MESSAGE("stuck at prompt " << table->prompt().kind << " wanting '" << table->match().describe_legal(want)
                                   << "' (" << table->legal().size() << " legal); on screen:" << seen);
      }
      REQUIRE(++stuck < 50);
      f.frames(1);
    } else if (table->match().journal_size() > journal) {
      ++human_actions;
      acted = acted || creates;
    }
  }
  REQUIRE(session_over);
  MESSAGE("touched actions: " << human_actions << ", frames waiting for the bot: " << bot_waits);
  CHECK(human_actions > 5);
  CHECK(table->state().year == 2);
  CHECK(stuck < 10);
  std::string small;
  for (const std::string& label : f.small) small += " '" + label + "'";
  CHECK_MESSAGE(f.small.empty(), "touch targets under 9 mm at 160 dpi:" << small);
}

}  // namespace sb::sw::view::test
