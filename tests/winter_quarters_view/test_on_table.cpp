// Act on the thing: over whole games, the share of the legal answers a player can take on the
// table itself (a space's card, an Operation begun at a space, the Current card's own choices)
// rather than only from the side panel's list; and such answers taken by touch on the table.
#include <doctest/doctest.h>

#include <map>

#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/rules/title.h"
#include "game/winter_quarters/view/action_groups.h"
#include "tests/support/bot_games.h"
#include "tests/support/shipped_content.h"

namespace sb::wq::view::test {

// What stays in the panel only is the Winter Quarters Round's own answers that name no space and
// no piece on the map: "spend no more" of the Support phase, and keeping a Leader that is in
// Available.
TEST_CASE("at least 95% of the legal answers of whole games have their subject on the table") {
  const Content& c = *sb::test::shipped_content<Title>("content/winter_quarters");
  int steps = 0;
  long all = 0, on = 0;
  std::map<std::string, long> off;
  sb::test::play_bot_games<Title>(c, 2, {3u, 11u, 5u, 7u}, steps, 40000, [&](const State& s, const std::vector<Action>& legal) {
    const std::vector<bool> table = on_table(s, c, legal);
    REQUIRE(table.size() == legal.size());
    for (size_t i = 0; i < legal.size(); ++i) {
      ++all;
      if (table[i]) ++on;
      else ++off[std::string(kVerbIds[static_cast<size_t>(legal[i].verb)]) + " (" + s.question->kind + ")"];
    }
  });
  std::string left;
  for (const auto& [k, n] : off) left += " " + k + ":" + std::to_string(n);
  const double share = static_cast<double>(on) / static_cast<double>(all);
  MESSAGE("legal answers on the table: " << on << " of " << all << " (" << share * 100 << "%); in the panel only:" << left);
  CHECK(all > 1000);
  CHECK(share >= 0.95);
}

}  // namespace sb::wq::view::test

#include <fstream>
#include <sstream>

#include "engine/core/rng.h"
#include "engine/ui/imgui_layer.h"
#include "game/winter_quarters/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/offscreen_table.h"

namespace sb::wq::view::test {

namespace {

// The mid-game save with both seats human, written to `dir`.
std::string all_human_save(const sb::test::TempDir& dir) {
  std::ifstream in("tests/winter_quarters_view/mid_game.save");
  std::stringstream text;
  text << in.rdbuf();
  std::string save = text.str();
  const std::string bots = "seat_kinds: [human, heuristic]";
  const size_t at = save.find(bots);
  REQUIRE(at != std::string::npos);
  save.replace(at, bots.size(), "seat_kinds: [human, human]");
  const std::string path = (dir / "all_human.save").string();
  std::ofstream(path) << save;
  return path;
}

const ui::TouchTarget* target_for(size_t want, int group) {
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.group == group && t.action == static_cast<int>(want) && t.rect.h > 0) return &t;
  return nullptr;
}

}  // namespace

// Every answer the table offers is taken there by finger, to the end of the game: a lit space
// tapped (its one answer at once, else the answer on the card beside it, or an Operation begun
// there), or the Current card tapped and its Event, Pass or count taken beside it. The answers the
// table does not offer go through the host as the side panel would.
TEST_CASE("every answer with its subject on the table is taken there: a space, its card, the Current card") {
  sb::test::TempDir dir("wq-on-table");
  sb::test::OffscreenTable<TableScreen> o(all_human_save(dir), 1920, 1080, 96);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableView& view = o.screen->table();
  engine::Rng rng(7, 3);
  int by_space = 0, by_space_card = 0, by_start = 0, by_card = 0, panel = 0;
  for (int step = 0; step < 600 && !o.screen->state().game_over; ++step) {
    const State& s = o.screen->state();
    const Content& c = o.screen->content();
    const std::vector<Action> legal = o.screen->legal();
    REQUIRE(!legal.empty());
    REQUIRE(o.screen->human_to_act());
    const size_t want = rng.below(static_cast<uint32_t>(legal.size()));
    CAPTURE(answer_label(s, c, legal[want]));
    const size_t journal = o.screen->match().journal_size();
    const std::vector<bool> table = on_table(s, c, legal);
    if (!table[want]) {
      REQUIRE(o.screen->apply_legal(want));
      ++panel;
      o.frames(2);
      continue;
    }
    // Where on the table: the space naming it, else a space it may begin at, else the card.
    int space = -1;
    bool start = false;
    for (int sp = 0; sp < c.space_count() && space < 0; ++sp) {
      const SpaceOffer offer = offer_for_space(s, c, legal, sp);
      if (std::find(offer.answers.begin(), offer.answers.end(), want) != offer.answers.end()) space = sp;
      for (const SpaceOffer::Start& st : offer.starts)
        if (st.action == want && space < 0) {
          space = sp;
          start = true;
        }
    }
    if (space >= 0) {
      const ui::Rect r = view.layout().spaces[static_cast<size_t>(space)];
      REQUIRE(o.screen->board_rect().contains(r.center()));
      CHECK(std::find(view.lit_spaces().begin(), view.lit_spaces().end(), space) != view.lit_spaces().end());
      o.tap(r.center());
      if (o.screen->match().journal_size() == journal) {
        REQUIRE(view.selected_space() == space);
        const ui::TouchTarget* t = target_for(want, start ? TableView::kGroupStart : TableView::kGroupSpace);
        REQUIRE_MESSAGE(t, "the card beside the space does not offer it");
        // Beside the space, on the table: not in the side panel.
        CHECK(o.screen->board_rect().contains(t->rect.center()));
        o.tap(t->rect.center());
        (start ? by_start : by_space_card) += 1;
      } else {
        ++by_space;
      }
    } else {
      REQUIRE(o.screen->board_rect().contains(view.layout().current.center()));
      o.tap(view.layout().current.center());
      REQUIRE(view.card_open());
      const ui::TouchTarget* t = target_for(want, TableView::kGroupCard);
      REQUIRE_MESSAGE(t, "the Current card's choices do not offer it");
      CHECK(o.screen->board_rect().contains(t->rect.center()));
      o.tap(t->rect.center());
      ++by_card;
    }
    // One answer (an Operation begun at a space also picks that space: two).
    REQUIRE(o.screen->match().journal_size() >= journal + 1);
    CHECK(o.screen->match().journal_size() <= journal + (start ? 2 : 1));
    o.frames(1);
  }
  MESSAGE("by a space's tap " << by_space << ", on its card " << by_space_card << ", begun at a space " << by_start
                              << ", on the Current card " << by_card << "; through the panel " << panel);
  // The rest of this game (one round) has each way at least once.
  CHECK(by_space >= 1);
  CHECK(by_space_card >= 1);
  CHECK(by_start >= 1);
  CHECK(by_card >= 1);
  CHECK(by_space + by_space_card + by_start + by_card > 4 * panel);
}

}  // namespace sb::wq::view::test
