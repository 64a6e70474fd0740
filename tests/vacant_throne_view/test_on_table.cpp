// Act on the thing: over whole games, the share of the deciding seat's legal actions whose subject
// is a thing on the table (a tile, a cell of a grid, a law, a card in hand, a player's block), each
// offered on a card beside that thing; and such actions taken by touch there.
#include <doctest/doctest.h>

#include <map>

#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"
#include "game/vacant_throne/view/action_groups.h"
#include "tests/support/bot_games.h"
#include "tests/support/shipped_content.h"

namespace sb::vt::view::test {

TEST_CASE("at least 95% of the deciding seat's legal actions of whole games have their subject on the table") {
  const Content& c = *sb::test::shipped_content<Title>("content/vacant_throne");
  int steps = 0;
  long all = 0, on = 0;
  std::map<std::string, long> off;
  sb::test::play_bot_games<Title>(c, 4, {3u, 8u, 5u}, steps, 30000, [&](const State& s, const std::vector<Action>& legal) {
    const int seat = decider(s);
    for (size_t i = 0; i < legal.size(); ++i) {
      if (legal[i].seat != seat) continue;
      ++all;
      const Thing thing = thing_of(s, legal[i]);
      if (thing.kind == Thing::kNone) {
        ++off[kVerbIds[static_cast<size_t>(legal[i].verb)]];
        continue;
      }
      // The thing's offer holds it, and only actions on that thing.
      const std::vector<size_t> offer = offer_for(s, legal, seat, thing);
      REQUIRE(std::find(offer.begin(), offer.end(), i) != offer.end());
      ++on;
    }
  });
  std::string left;
  for (const auto& [k, n] : off) left += " " + k + ":" + std::to_string(n);
  const double share = static_cast<double>(on) / static_cast<double>(all);
  MESSAGE("legal actions on the table: " << on << " of " << all << " (" << share * 100 << "%); in the panel only:" << left);
  CHECK(all > 3000);
  CHECK(share >= 0.95);
}

}  // namespace sb::vt::view::test

#include <fstream>
#include <sstream>

#include "engine/core/rng.h"
#include "engine/ui/imgui_layer.h"
#include "game/vacant_throne/view/table_view.h"
#include "tests/app/temp_dir.h"
#include "tests/support/offscreen_table.h"

namespace sb::vt::view::test {

namespace {

const ui::TouchTarget* target_for(size_t want, int group) {
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.group == group && t.action == static_cast<int>(want) && t.rect.h > 0) return &t;
  return nullptr;
}

// Where a finger touches the thing and nothing smaller on it: a block by its name line, the rest
// at their middle.
ui::Vec2 touch_point(const TableView& view, const Thing& thing) {
  const BoardLayout& l = view.layout();
  switch (thing.kind) {
    case Thing::kTile: return l.tiles[static_cast<size_t>(thing.index)].center();
    case Thing::kCell:
      for (const GridSpot& g : l.grid)
        if (g.seat == thing.seat && g.cell == thing.index) return g.rect.center();
      break;
    case Thing::kLaw:
    case Thing::kHand:
      for (const CardSpot& card : l.cards)
        if (card.index == thing.index && (thing.kind == Thing::kHand) == (card.kind == CardSpot::kHand)) return card.rect.center();
      break;
    case Thing::kSeat:
      for (const SeatSpot& block : l.seats)
        if (block.seat == thing.seat) return {block.rect.x + block.rect.w * 0.5f, block.rect.y + 4};
      break;
    case Thing::kNone: break;
  }
  return {-1, -1};
}

}  // namespace

// Three dozen of Ana's decisions from the mid-game save (season 4 of 6, Ana human, three bots):
// every action with its subject on the table is taken there by finger — the thing tapped (scrolled into
// view first when it is off screen), then the action on the card beside it; the rest go through
// the host as the side panel would.
TEST_CASE("every action with its subject on the table is taken there: a tile, a cell, a law, a card, a block") {
  sb::test::OffscreenTable<TableScreen> o("tests/vacant_throne_view/mid_game.save", 1920, 1080, 96);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableView& view = o.screen->table();
  engine::Rng rng(11, 5);
  std::map<int, int> taken;  // by Thing::Kind; -1: a trade was begun
  int panel = 0;
  int human = 0;
  for (int step = 0; step < 400 && human < 36 && !o.screen->state().game_over; ++step) {
    if (!o.screen->human_to_act()) {
      o.screen->step(5.0, false);
      o.frames(1);
      continue;
    }
    const State& s = o.screen->state();
    const int seat = o.screen->prompt().seat;
    // A negotiation begun is withdrawn at once (its draft is the panel's); one trade is begun at
    // another player's block, the rest of the picks are the turn's own actions.
    std::vector<size_t> mine, trades;
    for (size_t i = 0; i < o.screen->legal().size(); ++i) {
      const Action& b = o.screen->legal()[i];
      if (b.seat != seat) continue;
      if (b.verb == Verb::kTradeCancel || b.verb == Verb::kPactCancel) mine = {i};
      if (!mine.empty() && (o.screen->legal()[mine.front()].verb == Verb::kTradeCancel || o.screen->legal()[mine.front()].verb == Verb::kPactCancel)) break;
      if (b.verb == Verb::kTradeStart) trades.push_back(i);
      else if (b.verb < Verb::kTradeStart) mine.push_back(i);
    }
    if (!trades.empty() && taken[-1] == 0) {
      mine = {trades[rng.below(static_cast<uint32_t>(trades.size()))]};
      taken[-1] = 1;
    }
    REQUIRE(!mine.empty());
    const size_t want = mine[rng.below(static_cast<uint32_t>(mine.size()))];
    const Action a = o.screen->legal()[want];
    ++human;
    CAPTURE(answer_label(s, o.screen->content(), a));
    const size_t journal = o.screen->match().journal_size();
    auto expected = o.screen->match().clone();
    REQUIRE(expected->apply_legal(want).ok());
    const Thing thing = thing_of(s, a);
    if (thing.kind == Thing::kNone) {
      REQUIRE(o.screen->apply_legal(want));
      ++panel;
      o.frames(2);
      continue;
    }
    // Bring it on screen: drag the table by the free strip at its left edge.
    const ui::Rect area = o.screen->board_rect();
    for (int k = 0; k < 12; ++k) {
      const ui::Vec2 at = touch_point(view, thing);
      if (at.y >= area.y + 40 && at.y <= area.y + area.h - 40) break;
      const ui::Vec2 from{area.x + 4, area.y + area.h * 0.5f};
      o.drag(from, from + ui::Vec2{0, at.y < area.y + 40 ? 200.0f : -200.0f});
    }
    const ui::Vec2 at = touch_point(view, thing);
    REQUIRE(area.contains(at));
    o.tap(at);
    REQUIRE(view.thing() == thing);
    const ui::TouchTarget* button = target_for(want, TableView::kGroupThing);
    REQUIRE_MESSAGE(button, "the card beside the thing does not offer it");
    CHECK(area.contains(button->rect.center()));
    o.tap(button->rect.center());
    REQUIRE(o.screen->match().journal_size() == journal + 1);
    CHECK(o.screen->match().state_hash() == expected->state_hash());
    ++taken[thing.kind];
    o.frames(1);
  }
  MESSAGE("taken on the table: tiles " << taken[Thing::kTile] << ", cells " << taken[Thing::kCell] << ", laws " << taken[Thing::kLaw]
                                       << ", hand " << taken[Thing::kHand] << ", blocks " << taken[Thing::kSeat] << "; panel " << panel);
  CHECK(taken[Thing::kTile] >= 1);
  CHECK(taken[Thing::kCell] >= 1);
  CHECK(taken[Thing::kLaw] >= 1);
  CHECK(taken[Thing::kSeat] >= 1);
}

}  // namespace sb::vt::view::test

namespace sb::vt::view::test {

// A phone held upright: the side panel's words wrap inside it (the season line was cut at the
// scroll bar: "Season 4 of 6 — Playe"), and a tapped tile's card is whole.
TEST_CASE("on a phone held upright no line of the panel or of a thing's card is cut") {
  sb::test::OffscreenTable<TableScreen> o("tests/vacant_throne_view/mid_game.save", 800, 1280, 320);
  REQUIRE_MESSAGE(o.screen, o.error);
  ui::capture_frame_text(true);
  o.frames(3);
  CHECK_MESSAGE(ui::frame_clipped_text().empty(), "cut: " << ui::frame_clipped_text());
  o.tap(o.screen->table().layout().tiles.front().center());
  o.frames(3);
  CHECK(o.screen->table().thing().kind == Thing::kTile);
  CHECK(o.find("Close"));
  CHECK_MESSAGE(ui::frame_clipped_text().empty(), "cut: " << ui::frame_clipped_text());
  ui::capture_frame_text(false);
}

}  // namespace sb::vt::view::test
