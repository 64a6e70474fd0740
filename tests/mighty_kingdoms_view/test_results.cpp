// Issue 27, "Results stay readable": a Mighty Kingdoms exploration (its 2D6, their sum and what was
// found) and a battle's dice (each side's faces and hits) show as a card over the board and stay in
// the results strip, whole at every tested size (tests/support/results_checks.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <tuple>
#include <utility>

#include "tests/mighty_kingdoms_view/view_fixture.h"
#include "tests/support/results_checks.h"

namespace sb::mk::view::test {

TEST_CASE("results: an exploration shows on the card with its roll and what was found, then in the strip; nothing cut") {
  sb::test::check_results_readable<TableScreen>("mk", [] { return new_match(2, ""); }, [](const ui::ResultLine& r) {
    return r.heading == "Exploration" && r.text.find(" rolled ") != std::string::npos && r.text.find(": a ") != std::string::npos;
  });
}

TEST_CASE("results: a battle's dice name each side's faces; its attack and outcome are results too") {
  TableScreen screen(new_match(2, ""), {});
  const TableView& view = screen.table();
  const auto dice = view.result_of({"battle_dice", -1, "Ann scores 2 hits, Bo scores 1", {6, 5, 2, -1, 5, 1}});
  REQUIRE(dice);
  CHECK(dice->heading == "Battle dice");
  CHECK(dice->text == "Ann scores 2 hits, Bo scores 1; dice 6, 5, 2 against 5, 1");
  const auto land = view.result_of({"battle_dice", -1, "Land/water battle: 7 against 3", {4, 3, -1, 3, -1}});
  REQUIRE(land);
  CHECK(land->text == "Land/water battle: 7 against 3; dice 4, 3 against 3");
  const auto found = view.result_of({"explore", 0, "Ann's army A1 rolled 6+4 exploring Ann's city in the hills",
                                     {1, 2, 6, 4, static_cast<int>(Settlement::kCity)}});
  REQUIRE(found);
  CHECK(found->text.find("(10: a ") != std::string::npos);
  CHECK(view.result_of({"battle", 0, "Ann attacks Bo at the hills (pitched)", {1, 2, 1}}));
  CHECK(view.result_of({"battle_result", 0, "Ann wins at the hills", {}}));
  CHECK(!view.result_of({"move", 0, "Ann's army A1 moves to the hills", {1, 2}}));
}

}  // namespace sb::mk::view::test

// Issue 27, "Results stay readable": a Mighty Kingdoms battle is told on the board at its hex round
// by round (before, its rounds showed only once it was over, all together on a card at the board's
// top, and nothing at the hex while it was fought).
namespace sb::mk::view::test {

namespace {

using Typed = engine::MatchAdapter<Title>;

// What the tests play once a sea fight has begun: both sides fight on, else the first choice (a
// ship to lose, a unit's medal).
Action fight_on(const engine::AnyMatch& m) {
  const std::vector<Action> legal = static_cast<const Typed&>(m).match().legal_actions();
  for (const Action& a : legal)
    if (a.kind == Act::kContinueNaval) return a;
  return legal.front();
}

bool over(const std::vector<engine::Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const engine::Event& e) { return e.kind == "battle_result" || e.kind == "naval_mutual"; });
}

// Three human seats just before the first sea fight of random play that, fought on, takes two
// rounds or more; and the choice that begins it.
struct SeaFight {
  std::unique_ptr<engine::AnyMatch> match;
  Action start;
  int rounds = 0;
};

const SeaFight& sea_fight() {
  static const SeaFight found = [] {
    SeaFight f;
    for (uint64_t seed = 1; seed <= 60 && !f.match; ++seed) {
      auto m = new_match(3, "", seed);
      engine::Rng rng(seed, 9);
      for (int n = 0; n < 4000 && !m->prompt().game_over && !f.match; ++n) {
        if (m->prompt().kind == "choose_battle") {
          auto trial = m->clone();
          engine::Rng trial_rng = rng;
          engine::ApplyResult r = trial->apply_bot("random", trial_rng);
          REQUIRE(r.ok());
          const bool at_sea = std::any_of(r.events().begin(), r.events().end(), [](const engine::Event& e) {
            return e.kind == "battle" && e.values.size() >= 3 && e.values[2] == static_cast<int>(BattleType::kNaval);
          });
          if (at_sea) {
            const Action start = static_cast<const Typed&>(*trial).match().journal().back().action;
            int rounds = 0;
            std::vector<engine::Event> events = r.events();
            for (int k = 0; k < 60; ++k) {
              rounds += static_cast<int>(std::count_if(events.begin(), events.end(), [](const engine::Event& e) { return e.kind == "battle_dice"; }));
              if (over(events)) break;
              const std::vector<Action> legal = static_cast<const Typed&>(*trial).match().legal_actions();
              const Action next = fight_on(*trial);
              const auto it = std::find(legal.begin(), legal.end(), next);
              engine::ApplyResult step = trial->apply_legal(static_cast<size_t>(it - legal.begin()));
              REQUIRE(step.ok());
              events = step.events();
            }
            if (rounds >= 2 && over(events)) {
              f.match = m->clone();
              f.start = start;
              f.rounds = rounds;
            }
          }
        }
        REQUIRE(m->apply_bot("random", rng).ok());
      }
    }
    REQUIRE_MESSAGE(f.match, "no seed of 1..60 has a sea fight of two rounds");
    return f;
  }();
  return found;
}

// The sea fight on the table from its start to its result, with no time passing between the
// choices: every round arrives before the first has had its beat.
void fight(Table& t) {
  REQUIRE(t.screen->table().apply(sea_fight().start));
  for (int k = 0; k < 60 && t.screen->table().battle_report().empty(); ++k) REQUIRE(t.screen->table().apply(fight_on(t.screen->match())));
  REQUIRE_FALSE(t.screen->table().battle_report().empty());
  REQUIRE(t.screen->table().battle_rounds() == sea_fight().rounds);
}

std::string round_words(int n) { return "Round " + std::to_string(n) + ": "; }

void shot(Table& t, const std::string& name) {
  if (const char* dir = std::getenv("SB_MK_BATTLE_SHOTS")) {  // SB_MK_BATTLE_SHOTS=DIR: the card at the hex, to look at
    std::string error;
    t.target->save_png(std::string(dir) + "/" + name + ".png", error);
  }
}

}  // namespace

TEST_CASE("a battle is told at its hex round by round: round 1 first, round 2 a beat later, a tap shows them all") {
  Table t(sea_fight().match->clone(), 1920, 1080, TableScreen::kSpectator);
  fight(t);
  const TableView& view = t.screen->table();
  // The host's results card does not give the end away over the telling (it showed "... wins"
  // while the card at the hex was on round 1); the strip keeps the battle's lines.
  CHECK_FALSE(t.screen->result_card_showing());
  const auto& kept = t.screen->results().entries();
  CHECK(std::any_of(kept.begin(), kept.end(), [](const ui::ResultsStrip::Entry& e) { return e.line.heading == "Battle result"; }));
  ui::capture_frame_text(true);
  t.render();
  t.render();  // a card's first frame only measures it
  CHECK(view.battle_rounds_shown() == 1);
  CHECK_FALSE(view.battle_result_shown());
  CHECK(view.animating());  // bots wait for the rounds to be seen
  CHECK_MESSAGE(ui::frame_text().find(round_words(1)) != std::string::npos, ui::frame_text());
  CHECK_MESSAGE(ui::frame_text().find(round_words(2)) == std::string::npos, ui::frame_text());
  shot(t, "mk-battle-round-1-1920x1080");
  // The card stands beside the battle's hex, on the board.
  const ui::Rect card = view.battle_card();
  REQUIRE(card.w > 0);
  const ui::Rect board = view.board_rect();
  CHECK(card.x >= board.x);
  CHECK(card.x + card.w <= board.x + board.w + 1);
  // A beat later (0.8 s at the Menu's speed 1), round 2; the rest still to come.
  for (int i = 0; i < 30; ++i) t.screen->step(1.0 / 60, false);
  t.render();
  CHECK_MESSAGE(ui::frame_text().find(round_words(2)) == std::string::npos, "before its beat: " << ui::frame_text());
  for (int i = 0; i < 20; ++i) t.screen->step(1.0 / 60, false);
  t.render();
  CHECK(view.battle_rounds_shown() == 2);
  CHECK_MESSAGE(ui::frame_text().find(round_words(2)) != std::string::npos, ui::frame_text());
  CHECK_FALSE(view.battle_result_shown());  // its own beat after the last round
  if (sea_fight().rounds >= 3) CHECK_MESSAGE(ui::frame_text().find(round_words(3)) == std::string::npos, ui::frame_text());
  // A tap on the card: every round and the result at once.
  t.tap({view.battle_card().center().x, view.battle_card().y + 4});
  t.render();
  CHECK(view.battle_rounds_shown() == view.battle_rounds());
  CHECK(view.battle_result_shown());
  const std::string& result = view.battle_report().back();
  CHECK_MESSAGE(ui::frame_text().find(round_words(sea_fight().rounds)) != std::string::npos, ui::frame_text());
  CHECK_MESSAGE(sb::test::squeezed(ui::frame_text()).find(sb::test::squeezed(result)) != std::string::npos, result << "\n" << ui::frame_text());
  shot(t, "mk-battle-all-1920x1080");
  ui::capture_frame_text(false);
}

TEST_CASE("with animations off a battle's rounds and result show at once") {
  Table t(sea_fight().match->clone(), 1920, 1080, TableScreen::kSpectator);
  t.screen->settings().animation_speed = 0;
  fight(t);
  ui::capture_frame_text(true);
  t.render();
  t.render();
  ui::capture_frame_text(false);
  const TableView& view = t.screen->table();
  CHECK(view.battle_rounds_shown() == view.battle_rounds());
  CHECK(view.battle_result_shown());
  CHECK_FALSE(view.animating());
  for (int n = 1; n <= view.battle_rounds(); ++n) CHECK_MESSAGE(ui::frame_text().find(round_words(n)) != std::string::npos, ui::frame_text());
  // Each round's dice with what each side has left after it.
  const std::string& text = ui::frame_text();
  CHECK_MESSAGE((text.find(" ship left") != std::string::npos || text.find(" ships left") != std::string::npos), text);
}

TEST_CASE("a battle's card at its hex is whole, on the board, at a phone's size and a desktop's") {
  for (const auto& [w, h, dpi] : {std::tuple{800, 1280, 320.0f}, std::tuple{2400, 1080, 400.0f}, std::tuple{1280, 800, 160.0f},
                                  std::tuple{1920, 1080, 96.0f}}) {
    CAPTURE(w);
    Table t(sea_fight().match->clone(), w, h, TableScreen::kSpectator);
    t.metrics = ui::metrics_for(w, h, dpi, 1.0f);
    t.imgui->apply_metrics(t.metrics);
    t.screen->resize(w, h, t.metrics);
    t.gestures.set_viewport(w, h, t.metrics.px_per_mm());
    fight(t);
    ui::capture_frame_text(true);
    t.render();
    t.render();
    // Round 1 alone, then every round and the result (a tap on the card).
    CHECK_MESSAGE(ui::frame_clipped_text().find("Battle report: ") == std::string::npos, ui::frame_clipped_text());
    const std::string size = std::to_string(w) + "x" + std::to_string(h);
    shot(t, "mk-battle-round-1-" + size);
    const TableView& view = t.screen->table();
    t.tap({view.battle_card().center().x, view.battle_card().y + 4});
    t.render();
    t.render();
    ui::capture_frame_text(false);
    CHECK(view.battle_result_shown());
    CHECK_MESSAGE(ui::frame_clipped_text().find("Battle report: ") == std::string::npos, ui::frame_clipped_text());
    CHECK_MESSAGE(ui::frame_text().find(round_words(view.battle_rounds())) != std::string::npos, ui::frame_text());
    CHECK_MESSAGE(sb::test::squeezed(ui::frame_text()).find(sb::test::squeezed(view.battle_report().back())) != std::string::npos,
                  ui::frame_text());
    // On the board, never over the side panel.
    const ui::Rect card = view.battle_card(), board = view.board_rect();
    CHECK(card.x >= board.x - 1);
    CHECK(card.y >= board.y - 1);
    CHECK(card.x + card.w <= board.x + board.w + 1);
    CHECK(card.y + card.h <= board.y + board.h + 1);
    bool ok = false;
    for (const ui::TouchTarget& target : ui::frame_touch_targets()) ok = ok || target.label == "OK";
    CHECK(ok);
    shot(t, "mk-battle-all-" + size);
  }
}

namespace {
// Dice mode with medals and scars and Wizard's Towers: the rolls that have a place of their own.
YAML::Node towers_and_veterancy() {
  YAML::Node options;
  options["battle_mode"] = "dice";
  options["veterancy"] = true;
  options["wizard_towers"] = true;
  return options;
}
}  // namespace

// Issue 27: a result "is shown where it happens". The tower check, the rolls for medals or scars and
// a quest's roll named no tile, so their card stood in a corner. The rules' events now name the
// tile: the one explored, the rolling army's, the tower quested at.
TEST_CASE("results: a tower check, a medal or scar roll and a quest name the tile they were rolled on") {
  std::map<std::string, int> seen;
  for (uint64_t seed = 1; seed <= 12 && (seen["tower"] == 0 || seen["veterancy"] == 0); ++seed) {
    auto m = new_match(4, "", seed, "random:5", towers_and_veterancy());
    auto& typed = static_cast<engine::MatchAdapter<Title>&>(*m);
    engine::Rng rng(seed, 31);
    for (int n = 0; n < 20000 && !m->prompt().game_over; ++n) {
      std::vector<std::pair<int, int>> armies;  // (owner, tile) before the action
      for (const Token& t : typed.match().state().tokens) armies.push_back({t.owner, t.tile});
      const engine::ApplyResult r = m->apply_bot("random", rng);
      REQUIRE(r.ok());
      const State& s = typed.match().state();
      for (const engine::Event& e : r.events()) {
        if (e.kind != "roll" && !(e.kind == "quest" && !e.values.empty())) continue;
        CAPTURE(e.text);
        REQUIRE(e.place >= 0);
        REQUIRE(static_cast<size_t>(e.place) < s.tiles.size());
        const Tile& tile = s.tiles[static_cast<size_t>(e.place)];
        if (e.text.find("Tower check") != std::string::npos) {
          ++seen["tower"];
          CHECK(tile.explored);
        } else if (e.kind == "quest" || e.text.find("for the scar") != std::string::npos) {
          ++seen["quest"];
          CHECK(tile.tower);
        } else {
          ++seen["veterancy"];
          CHECK(std::find(armies.begin(), armies.end(), std::make_pair(e.seat, e.place)) != armies.end());
        }
      }
    }
  }
  MESSAGE("tower checks " << seen["tower"] << ", medal or scar rolls " << seen["veterancy"] << ", quests " << seen["quest"]);
  CHECK(seen["tower"] > 0);
  CHECK(seen["veterancy"] > 0);
}

// The card of such a roll stands beside its hex, ringed, at 1920x1080.
TEST_CASE("results: a roll's card stands beside the hex it was rolled on") {
  int beside = 0;
  for (uint64_t seed = 1; seed <= 8 && beside == 0; ++seed) {
    sb::test::ResultsTable<TableScreen> t(new_match(3, "", seed, "random:5", towers_and_veterancy()), {1920, 1080, 96});
    TableScreen& host = *t.screen;
    if (!sb::test::play_until_result(host, [](const ui::ResultLine& r) { return r.heading == "Roll"; }, 3000)) continue;
    const ui::ResultLine shown = host.results().entries()[0].line;
    CAPTURE(shown.text);
    REQUIRE(shown.place >= 0);
    t.frames(3);
    const std::optional<ui::Rect> hex = host.table().place_on_screen(shown.place);
    REQUIRE(hex);
    if (!host.board_rect().contains(hex->center())) continue;
    REQUIRE(host.result_card_place());
    CHECK(sb::test::card_distance_from(host, *hex) < t.metrics.mm(6));
    ++beside;
  }
  CHECK(beside > 0);
}

}  // namespace sb::mk::view::test
