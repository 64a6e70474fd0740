// A failed defence's damage split, made on the team's character cards over the table: each card
// takes its share point by point with - and + (a finger on the real app), the split is taken only
// when every point has a card, and the characters' stress is what the cards said it would be.
#include <doctest/doctest.h>

#include <optional>

#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/table_view.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

namespace {

bool two_share_damage(const State& s) {
  const Overcome& ov = s.session.overcome;
  return ov.active && ov.step == kDamage && ov.participants.size() >= 2 && ov.damage_psyche + ov.damage_body >= 2;
}

}  // namespace

TEST_CASE("the damage split is made on the characters' cards by finger, and taken only when every point has a card") {
  // A 4-seat game of heuristic bots (seed 1) played to the first failed defence with several
  // characters in it and two points or more to split.
  sb::test::OffscreenTable<TableScreen> f("tests/six_winters_view/damage_split.save", 1280, 800, 160.0f);
  REQUIRE_MESSAGE(f.screen, f.error);
  TableScreen* table = f.screen.get();
  const float nine_mm = f.metrics.mm(9);
  auto small_targets = [&] {
    std::string small;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.label != "turn banner" && t.full.h + 0.5f < nine_mm) small += " '" + t.label + "'";
    return small;
  };
  REQUIRE(two_share_damage(table->state()));
  TableView& view = table->table();
  CHECK(view.damage_to_split());
  CHECK(view.question_showing());
  // No list of dozens of splits in the panel: the cards over the table ask.
  CHECK_MESSAGE(small_targets().empty(), "touch targets under 9 mm:" << small_targets());
  for (const ui::TouchTarget& t : ui::frame_touch_targets())
    if (t.action >= 0) CHECK_MESSAGE(!std::holds_alternative<AssignDamage>(table->legal()[static_cast<size_t>(t.action)]), t.label);

  const Overcome ov = table->state().session.overcome;
  const Content& c = table->content();
  auto name = [&](size_t k) { return c.characters[static_cast<size_t>(ov.participants[k])].name; };
  // Nothing given yet: the split can't be taken.
  std::optional<ui::TouchTarget> take = f.find("Take this split");
  REQUIRE(take);
  CHECK(take->action == -1);
  const size_t journal = table->match().journal_size();
  f.tap(take->rect.center());
  CHECK(table->match().journal_size() == journal);

  // Every point to the last character but one to the first, by finger: a + per point; one too many
  // taken back with -.
  const size_t last = ov.participants.size() - 1;
  std::vector<int> want_psyche(ov.participants.size(), 0), want_body(ov.participants.size(), 0);
  // A button scrolled out of the window is brought in by a finger dragging the cards.
  auto bring = [&](const std::string& label, bool below = true) { return f.reach(label, {static_cast<float>(f.w) * 0.1f, static_cast<float>(f.h) * 0.6f}, below); };
  auto touch = [&](const std::string& label) {
    const std::optional<ui::TouchTarget> t = bring(label);
    if (t) f.tap(t->rect.center());
    return t.has_value();
  };
  auto give = [&](const char* track, int points, std::vector<int>& want) {
    for (int p = 0; p < points; ++p) {
      const size_t k = p == 0 ? 0 : last;
      REQUIRE(touch(name(k) + " " + track + " +"));
      ++want[k];
    }
  };
  give("Psyche", ov.damage_psyche, want_psyche);
  give("Body", ov.damage_body, want_body);
  CHECK(view.split().psyche == want_psyche);
  CHECK(view.split().body == want_body);
  // Every point is given: no + is enabled any more (a tap changes nothing), - gives one back.
  const char* track = ov.damage_psyche > 0 ? "Psyche" : "Body";
  std::vector<int>& want = ov.damage_psyche > 0 ? want_psyche : want_body;
  const AssignDamage before = view.split();
  REQUIRE(touch(name(0) + " " + track + " +"));
  CHECK(view.split() == before);
  REQUIRE(touch(name(last) + " " + track + " -"));
  --want[last];
  CHECK(view.chosen_split() == table->legal().size());  // a point is left again
  REQUIRE(touch(name(last) + " " + track + " +"));
  ++want[last];
  take = bring("Take this split", false);
  REQUIRE(take);
  REQUIRE(take->action >= 0);

  std::vector<int> psyche_before, body_before;
  for (int ch : ov.participants) {
    psyche_before.push_back(in_play(table->state(), ch)->psyche.value);
    body_before.push_back(in_play(table->state(), ch)->body.value);
  }
  f.tap(take->rect.center());
  REQUIRE(table->match().journal_size() == journal + 1);
  CHECK(!view.damage_to_split());
  for (size_t k = 0; k < ov.participants.size(); ++k) {
    const InPlay* ip = in_play(table->state(), ov.participants[k]);
    REQUIRE(ip);
    // A share that empties a track marks a condition box and refills it (§8), so only the plain
    // case is counted exactly.
    if (psyche_before[k] - want_psyche[k] >= 1) CHECK(ip->psyche.value == psyche_before[k] - want_psyche[k]);
    if (body_before[k] - want_body[k] >= 1) CHECK(ip->body.value == body_before[k] - want_body[k]);
  }
}

}  // namespace sb::sw::view::test

namespace sb::sw::view::test {

// On a phone held upright (1080x2340 at 400 dpi) nothing of the split or of the character cards is
// cut at the window's side: every button is whole across (it may be scrolled down, not cut).
TEST_CASE("the damage split and the character cards fit a phone held upright") {
  auto whole_across = [](const char* what) {
    size_t seen = 0;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.group == static_cast<int>(Kind::kQuestion) || t.group == static_cast<int>(Kind::kStart)) {
        ++seen;
        CHECK_MESSAGE(t.rect.w >= t.full.w - 1, what << ": '" << t.label << "' is cut at the side");
      }
    CHECK(seen > 0);
  };
  sb::test::OffscreenTable<TableScreen> split("tests/six_winters_view/damage_split.save", 1080, 2340, 400.0f);
  REQUIRE_MESSAGE(split.screen, split.error);
  REQUIRE(split.screen->table().damage_to_split());
  whole_across("the damage split");
}

}  // namespace sb::sw::view::test
