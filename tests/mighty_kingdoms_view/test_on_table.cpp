// Act on the thing: over whole games, the share of the legal actions a player can take on the
// board itself (a token picked up, a hex tapped, the few choices beside it) rather than from the
// side panel's list, and each such action taken by touch that way.
#include <algorithm>
#include <cstdlib>
#include <map>

#include "engine/ui/raster.h"
#include "tests/mighty_kingdoms_view/view_fixture.h"

namespace sb::mk::view::test {

// The issue's target is 95%. What stays in the panel is what has no thing on the table: the secret
// race and the battle's concede-or-fight (about 0.6%). A pass (about 6% of all legal actions: done
// building, give nothing more, feed every army) is taken at the kingdom's own capital; before it was, the
// share was 93.7%.
TEST_CASE("at least 95% of the legal actions of whole random games have their subject on the table") {
  long all = 0, on_table = 0;
  std::map<std::string, long> abstract;  // the kinds left to the panel, for the message
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto m = new_match(2 + static_cast<int>(seed % 4), "", seed);
    auto& typed = static_cast<engine::MatchAdapter<Title>&>(*m);
    engine::Rng rng(seed, 17);
    for (int n = 0; n < 20000 && !m->prompt().game_over; ++n) {
      for (const Action& a : typed.match().legal_actions()) {
        ++all;
        if (table_subject(typed.match().state(), a).on_table()) ++on_table;
        else ++abstract[act_name(a.kind) + std::string("@") + step_name(typed.match().state().step)];
      }
      REQUIRE(m->apply_bot("random", rng).ok());
    }
  }
  std::string left;
  for (const auto& [kind, n] : abstract) left += " " + kind + ":" + std::to_string(n);
  const double share = static_cast<double>(on_table) / static_cast<double>(all);
  MESSAGE("legal actions on the table: " << on_table << " of " << all << " (" << share * 100 << "%); in the panel only:" << left);
  CHECK(share >= 0.95);
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

namespace {

// Taps the OK of a results card (a battle's report, the month's Reform) over the board.
// A card that has just appeared is laid out unseen for a frame (ImGui sizes it first): its OK shows
// from the next one.
bool dismiss_cards(Table& t) {
  if (t.screen->table().battle_report().empty() && t.screen->table().reform_results().empty()) return false;
  for (int frame = 0; frame < 2; ++frame) {
    for (const ui::TouchTarget& target : std::vector<ui::TouchTarget>(ui::frame_touch_targets()))
      if (target.label == "OK") {
        t.tap(target.rect.center());
        t.render();
        return true;
      }
    t.render();
  }
  return false;
}

}  // namespace

TEST_CASE("every action with its subject on the table is taken there: the token, the hex, the card beside it") {
  const ui::NoRaster unpainted;  // read by touch targets and the views' state, never pixels: the rasterizer was 96%
  Table t(new_match(3, "", 5), 1280, 800, TableScreen::kFollow);
  engine::Rng rng(5, 23);
  int taken = 0, by_card = 0, panel_only = 0;
  for (int step = 0; step < 250 && !t.screen->match().prompt().game_over; ++step) {
    if (t.screen->covered()) {
      for (int i = 0; i < 100; ++i) t.screen->step(1.0 / 120, true);
      t.render();
      t.render();
      continue;
    }
    if (t.screen->recap_showing() || dismiss_cards(t)) {
      for (const ui::TouchTarget& target : std::vector<ui::TouchTarget>(ui::frame_touch_targets()))
        if (target.label == "Continue") t.tap(target.rect.center());
      t.render();
      t.render();  // the window gone from under the pointer too
      continue;
    }
    t.render();  // a card that closed is gone from under the pointer too
    const std::vector<Action> legal = t.screen->legal();
    REQUIRE(!legal.empty());
    const size_t want = rng.below(static_cast<uint32_t>(legal.size()));
    const Action a = legal[want];
    const TableSubject subject = table_subject(t.screen->state(), a);
    if (!subject.on_table()) {  // from the panel's list: not what this test is about
      ++panel_only;
      REQUIRE(t.screen->table().apply(a));
      t.render();
      continue;
    }
    CAPTURE(t.screen->match().describe_legal(want));
    CAPTURE(std::string(step_name(t.screen->state().step)));
    auto expected = t.screen->match().clone();
    REQUIRE(expected->apply_legal(want).ok());
    const size_t journal = t.screen->match().journal_size();
    // Pick the token up: tap its stack until it is the one picked (a stack cycles).
    if (subject.token >= 0) {
      for (int k = 0; k < 6 && t.screen->table().selected_token() != subject.token; ++k) {
        const State seen = t.screen->table().seen();
        for (const TokenSpot& spot : t.screen->table().board().token_spots(seen, t.metrics))
          if (std::find(spot.ids.begin(), spot.ids.end(), subject.token) != spot.ids.end()) t.tap(spot.pos);
      }
      REQUIRE(t.screen->table().selected_token() == subject.token);
    }
    // Tap its hex; of several choices there, or a token's own, the one wanted on the card beside it.
    if (subject.tile >= 0) {
      const ui::Vec2 c = t.screen->table().board().tile_center(t.screen->state(), subject.tile);
      t.tap(c);
    }
    if (t.screen->match().journal_size() == journal) {
      t.render();
      t.render();  // a card's first frame only measures it
      const ui::TouchTarget* card = nullptr;
      for (const ui::TouchTarget& target : ui::frame_touch_targets())
        if (target.action == static_cast<int>(want) && target.group == TableView::kBesideGroup) card = &target;
      REQUIRE_MESSAGE(card, "nothing beside the thing offers it; picked " << t.screen->table().selected_token() << ", "
                                << t.screen->table().chooser().size() << " on the chooser, lit hexes "
                                << t.screen->table().targets().size() << ", the hex " << subject.tile << " lit "
                                << (std::find(t.screen->table().targets().begin(), t.screen->table().targets().end(), subject.tile) != t.screen->table().targets().end())
                                << ", covered " << t.screen->covered() << ", human " << t.screen->human_to_act());
      t.tap(card->rect.center());
      t.render();  // the finger's release reaches the card's button
      ++by_card;
    }
    REQUIRE(t.screen->match().journal_size() == journal + 1);
    CHECK(t.screen->match().state_hash() == expected->state_hash());
    ++taken;
    t.render();
  }
  MESSAGE("taken on the table: " << taken << " (" << by_card << " from a card beside the thing); from the panel: " << panel_only);
  CHECK(taken > 100);
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

// A pass is taken at the kingdom's own capital, and a tap there never passes by itself: the words
// show on a card beside it ("Give nothing more"), and only that card's button passes.
TEST_CASE("a tap on the own capital during the tithe shows the pass beside it and passes only from there") {
  // The first seed whose kingdom to tithe still has its capital.
  auto capital_of = [](const State& s) {
    for (size_t i = 0; i < s.tiles.size(); ++i)
      if (s.tiles[i].controller == s.actor && s.tiles[i].settlement == Settlement::kCapital) return static_cast<int>(i);
    return -1;
  };
  uint64_t seed = 1;
  while (seed < 20 && capital_of(static_cast<engine::MatchAdapter<Title>&>(*new_match(3, "tithe", seed)).match().state()) < 0) ++seed;
  Table t(new_match(3, "tithe", seed), 1280, 800, TableScreen::kFollow);
  t.render();
  t.render();
  const State& s = t.screen->state();
  REQUIRE(s.step == Step::kTithe);
  const int capital = capital_of(s);
  REQUIRE(capital >= 0);
  const std::vector<int>& lit = t.screen->table().targets();
  CHECK(std::find(lit.begin(), lit.end(), capital) != lit.end());
  const size_t journal = t.screen->match().journal_size();
  t.tap(t.screen->table().board().tile_center(s, capital));
  t.render();
  t.render();  // a card's first frame only measures it
  CHECK(t.screen->match().journal_size() == journal);  // the tap alone passed nothing
  const ui::TouchTarget* pass = nullptr;
  for (const ui::TouchTarget& target : ui::frame_touch_targets())
    if (target.group == TableView::kBesideGroup && target.label == "Give nothing more") pass = &target;
  REQUIRE(pass);
  if (const char* dir = std::getenv("SB_MK_PASS_SHOTS")) {  // SB_MK_PASS_SHOTS=DIR: the card beside the capital, to look at
    std::string error;
    t.target->save_png(std::string(dir) + "/mk-pass-beside-capital.png", error);
  }
  t.tap(pass->rect.center());
  t.render();
  REQUIRE(t.screen->match().journal_size() == journal + 1);
  const auto& last = static_cast<engine::MatchAdapter<Title>&>(t.screen->match()).match().journal().back();
  CHECK(last.action.kind == Act::kPass);
}

}  // namespace sb::mk::view::test
