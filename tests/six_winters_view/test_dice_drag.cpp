// Dice you can touch: a finger drags an action die from its seat's tray onto a card (or taps the
// die, then the card). The cards that
// take it light up while it moves; dropped on one that takes it one way, the die is committed;
// where it fits several ways the panel lists just those; anywhere it does not fit nothing changes
// and the banner says why. Driven by SDL finger events through the gesture recognizer.
#include <doctest/doctest.h>

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/ui/gestures.h"
#include "engine/ui/imgui_layer.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/view/dice_drop.h"
#include "game/six_winters/view/table_view.h"
#include "tests/support/offscreen_table.h"

namespace sb::sw::view::test {

namespace {

constexpr const char* kSave = "tests/six_winters_view/mid_session.save";

struct Fingers {
  sb::test::OffscreenTable<TableScreen>& o;
  ui::GestureRecognizer gestures;
  uint64_t now = 1000;
  explicit Fingers(sb::test::OffscreenTable<TableScreen>& table) : o(table) {
    gestures.set_viewport(o.w, o.h, o.metrics.px_per_mm(), 1.0f);
  }
  void send(Uint32 type, ui::Vec2 p) {
    SDL_Event e{};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = 1;
    e.tfinger.x = p.x / static_cast<float>(o.w);
    e.tfinger.y = p.y / static_cast<float>(o.h);
    gestures.handle(e, now);
    for (const ui::Intent& i : gestures.take_all()) o.screen->on_intent(i);
  }
  // Down at `from`, eight moves to `to` (a frame each), up: a drag as a finger makes it. `midway`
  // runs with the finger halfway there.
  template <class F>
  void drag(ui::Vec2 from, ui::Vec2 to, F midway) {
    now += 500;
    send(SDL_FINGERDOWN, from);
    for (int k = 1; k <= 8; ++k) {
      now += 20;
      send(SDL_FINGERMOTION, from + (to - from) * (static_cast<float>(k) / 8.0f));
      o.frames(1);
      if (k == 4) midway();
    }
    now += 20;
    send(SDL_FINGERUP, to);
    o.frames(2);
  }
};

}  // namespace

TEST_CASE("an action die dragged onto a card that takes it commits it; elsewhere it springs back and says why") {
  sb::test::OffscreenTable<TableScreen> o(kSave, 1920, 1080, 96.0f);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableView& view = o.screen->table();
  REQUIRE(!view.die_spots().empty());
  // A die with a card that takes it exactly one way, one with a card that takes it several ways,
  // and a location card that takes the first die found not at all.
  std::optional<DieSpot> die, die_one, die_several;
  std::optional<CardSpot> one, several, none;
  for (const DieSpot& d : view.die_spots())
    for (const CardSpot& c : view.card_spots()) {
      if (!o.screen->board_rect().contains(c.rect.center()) || c.kind == CardKind::kEvent) continue;
      const size_t fits = die_drop_actions(o.screen->state(), o.screen->legal(), d, c.kind, c.id).size();
      if (fits == 1 && !one) die_one = d, one = c;
      if (fits > 1 && !several) die_several = d, several = c;
    }
  die = die_several ? die_several : die_one;
  REQUIRE_MESSAGE(die, "no die in the mid-session save fits any card");
  for (const CardSpot& c : view.card_spots())
    if (c.kind == CardKind::kLocation && o.screen->board_rect().contains(c.rect.center()) &&
        die_drop_actions(o.screen->state(), o.screen->legal(), *die, c.kind, c.id).empty())
      none = c;
  MESSAGE("a card taking a die one way: " << bool(one) << ", several ways: " << bool(several));
  REQUIRE(none);
  Fingers f(o);
  const size_t journal = o.screen->match().journal_size();

  // Dropped where it does not fit: nothing changes, the banner says why, the die is back.
  bool lit_while_dragging = false;
  f.drag(die->rect.center(), none->rect.center(), [&] {
    lit_while_dragging = view.dragged_die().has_value() && !view.die_targets().empty();
  });
  CHECK(lit_while_dragging);
  CHECK(o.screen->match().journal_size() == journal);
  CHECK(o.screen->message().find("The " + std::to_string(die->value)) == 0);
  CHECK(!view.dragged_die());

  if (several) {  // several ways: the panel lists just those answers (and Cancel)
    const std::vector<size_t> fits =
        die_drop_actions(o.screen->state(), o.screen->legal(), *die_several, several->kind, several->id);
    f.drag(die_several->rect.center(), several->rect.center(), [] {});
    CHECK(o.screen->match().journal_size() == journal);
    CHECK(view.dropped_choices() == fits);
    o.frames(2);
    size_t listed = 0;
    for (const ui::TouchTarget& t : ui::frame_touch_targets())
      if (t.group == TableView::kGroupDropped && t.action >= 0) ++listed;
    CHECK(listed == fits.size());
    CHECK(o.screen->apply_legal(fits.front()));  // (a tap on the list is ImGui's, tested elsewhere)
    CHECK(o.screen->match().journal_size() == journal + 1);
    CHECK(view.dropped_choices().empty());
  }
  if (one) {  // tap-tap: a tap on the die picks it up (the cards that take it light), a tap on the card drops it
    sb::test::OffscreenTable<TableScreen> tapped(kSave, 1920, 1080, 96.0f);
    REQUIRE(tapped.screen);
    Fingers t(tapped);
    auto tap = [&](ui::Vec2 p) {
      t.now += 500;
      t.send(SDL_FINGERDOWN, p);
      t.now += 60;
      t.send(SDL_FINGERUP, p);
      tapped.frames(2);
    };
    TableView& tv = tapped.screen->table();
    tap(die_one->rect.center());
    REQUIRE(tv.dragged_die());
    CHECK(!tv.die_targets().empty());
    tap(die_one->rect.center());  // the same die again: put back
    CHECK(!tv.dragged_die());
    CHECK(tapped.screen->match().journal_size() == journal);
    tap(die_one->rect.center());
    tap(one->rect.center());
    CHECK(!tv.dragged_die());
    CHECK(tapped.screen->match().journal_size() == journal + 1);
  }
  if (one) {  // one way: the drop commits the die
    sb::test::OffscreenTable<TableScreen> fresh(kSave, 1920, 1080, 96.0f);
    REQUIRE(fresh.screen);
    Fingers g(fresh);
    const std::vector<size_t> fits =
        die_drop_actions(fresh.screen->state(), fresh.screen->legal(), *die_one, one->kind, one->id);
    REQUIRE(fits.size() == 1);
    const uint64_t expected = [&] {  // the state that one answer makes
      sb::test::OffscreenTable<TableScreen> other(kSave, 1920, 1080, 96.0f);
      REQUIRE(other.screen->apply_legal(fits.front()));
      return other.screen->match().state_hash();
    }();
    g.drag(die_one->rect.center(), one->rect.center(), [] {});
    CHECK(fresh.screen->match().journal_size() == journal + 1);
    CHECK(fresh.screen->match().state_hash() == expected);
  }
}

// A new player tapped a die, scrolled the table to find its card, and the die and its gold ring
// stayed where the tap had left them on the glass. A die picked by a tap stays picked while a
// finger (or the wheel) scrolls the table, and it and the cards lit for it move with the table.
TEST_CASE("a die picked by a tap moves with the table when the table scrolls") {
  sb::test::OffscreenTable<TableScreen> o(kSave, 1280, 800, 160.0f);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableView& view = o.screen->table();
  const ui::Rect board = o.screen->board_rect();
  REQUIRE(view.max_scroll() > o.metrics.mm(20));
  auto visible_die = [&]() -> std::optional<DieSpot> {
    for (const DieSpot& d : view.die_spots())
      if (d.seat >= 0 && board.contains(d.rect.center()) && d.rect.y > board.y + o.metrics.mm(20)) return d;
    return std::nullopt;
  };
  {  // the table at its foot (the trays are there; it has room to scroll back up)
    ui::Intent pan = sb::test::at_point(ui::IntentKind::kPan, board.center());
    pan.delta = {0, -view.max_scroll()};
    o.screen->on_intent(pan);
    o.frames(2);
  }
  const std::optional<DieSpot> die = visible_die();
  REQUIRE(die);
  Fingers f(o);
  auto tap = [&](ui::Vec2 p) {
    f.now += 500;
    f.send(SDL_FINGERDOWN, p);
    f.now += 60;
    f.send(SDL_FINGERUP, p);
    o.frames(2);
  };
  tap(die->rect.center());
  REQUIRE(view.dragged_die());
  REQUIRE(!view.die_targets().empty());
  // Where the table draws the die and the cards now, `moved` pixels later.
  auto follows = [&](const DieSpot& picked, const std::vector<CardSpot>& lit, float moved) {
    REQUIRE(view.dragged_die());
    CHECK(view.dragged_die()->rect.y == doctest::Approx(picked.rect.y - moved));
    CHECK(view.dragged_die_at().y == doctest::Approx(picked.rect.center().y - moved));
    CHECK(view.dragged_die_at().x == doctest::Approx(picked.rect.center().x));
    bool drawn_there = false;  // the tray's own die, drawn by the table at its new place
    for (const DieSpot& d : view.die_spots())
      drawn_there = drawn_there || (std::abs(d.rect.x - view.dragged_die()->rect.x) < 0.5f &&
                                    std::abs(d.rect.y - view.dragged_die()->rect.y) < 0.5f);
    if (board.contains(view.dragged_die()->rect.center())) CHECK(drawn_there);
    REQUIRE(view.die_targets().size() == lit.size());
    for (size_t k = 0; k < lit.size(); ++k) {
      CHECK(view.die_targets()[k].rect.y == doctest::Approx(lit[k].rect.y - moved));
      for (const CardSpot& c : view.card_spots())
        if (c.kind == lit[k].kind && c.id == lit[k].id) CHECK(c.rect.y == doctest::Approx(view.die_targets()[k].rect.y));
    }
  };
  // A finger drags the table down (the table scrolls back towards its top), from a point on the
  // board with no die under it.
  DieSpot picked = *view.dragged_die();
  std::vector<CardSpot> lit = view.die_targets();
  float scroll = view.scroll();
  ui::Vec2 from{board.x + board.w * 0.5f, board.y + o.metrics.mm(12)};
  for (const DieSpot& d : view.die_spots()) REQUIRE(!d.rect.contains(from));
  f.drag(from, from + ui::Vec2{0, o.metrics.mm(15)}, [] {});
  REQUIRE(view.dragged_die());  // still picked: the finger scrolled, it did not drop the die
  float moved = view.scroll() - scroll;
  REQUIRE(moved < -1);
  follows(picked, lit, moved);
  // The wheel scrolls it too.
  picked = *view.dragged_die();
  lit = view.die_targets();
  scroll = view.scroll();
  ui::Intent wheel = sb::test::at_point(ui::IntentKind::kZoom, board.center());
  wheel.scale = 0.9f;
  o.screen->on_intent(wheel);
  o.frames(2);
  moved = view.scroll() - scroll;
  REQUIRE(moved > 1);
  follows(picked, lit, moved);
}

// At 1920x1080 a new player could not drag a die from a tray onto a location: the trays and the
// location were never on the screen together. A die held at the board's edge scrolls the table
// (the app keeps stepping while it does), so the finger waits there until the card comes, then
// drops the die on it.
TEST_CASE("at 1920x1080 a die dragged from its tray to the board's edge scrolls the table to a location off screen") {
  // The densest of these screens where some die's location is off the screen while its tray is on.
  for (const float dpi : {96.0f, 120.0f, 141.0f, 160.0f}) {
    CAPTURE(dpi);
    sb::test::OffscreenTable<TableScreen> o(kSave, 1920, 1080, dpi);
    REQUIRE_MESSAGE(o.screen, o.error);
    TableView& view = o.screen->table();
    const ui::Rect board = o.screen->board_rect();
    const State& s = o.screen->state();
    {  // the table at its foot, where the trays are
      ui::Intent pan = sb::test::at_point(ui::IntentKind::kPan, board.center());
      pan.delta = {0, -view.max_scroll()};
      o.screen->on_intent(pan);
      o.frames(2);
    }
    auto on_screen = [&](int location) -> std::optional<CardSpot> {
      for (const CardSpot& c : view.card_spots())
        if (c.kind == CardKind::kLocation && c.id == location && c.rect.y >= board.y && c.rect.y + c.rect.h <= board.y + board.h)
          return c;
      return std::nullopt;
    };
    std::optional<DieSpot> die;
    int target = -1;
    for (const DieSpot& d : view.die_spots())
      for (int id = 0; id < static_cast<int>(o.screen->content().locations.size()) && target < 0; ++id)
        if (d.seat >= 0 && board.contains(d.rect.center()) && location_slot_resource(s, id) >= 0 && !on_screen(id) &&
            !die_drop_actions(s, o.screen->legal(), d, CardKind::kLocation, id).empty())
          die = d, target = id;
    if (!die) continue;  // this screen shows a tray and its locations together
    MESSAGE("at " << dpi << " dpi, " << o.screen->content().locations[static_cast<size_t>(target)].name << " is off the screen");
    const std::vector<size_t> fits = die_drop_actions(s, o.screen->legal(), *die, CardKind::kLocation, target);
    const size_t answer = fits.front();
    const uint64_t expected = [&] {
      sb::test::OffscreenTable<TableScreen> other(kSave, 1920, 1080, dpi);
      REQUIRE(other.screen->apply_legal(answer));
      return other.screen->match().state_hash();
    }();
    const size_t journal = o.screen->match().journal_size();

    Fingers f(o);
    const ui::Vec2 edge{die->rect.center().x, board.y + o.metrics.mm(3)};
    f.now += 500;
    f.send(SDL_FINGERDOWN, die->rect.center());
    for (int k = 1; k <= 8; ++k) {  // to the board's top edge
      f.now += 20;
      f.send(SDL_FINGERMOTION, die->rect.center() + (edge - die->rect.center()) * (static_cast<float>(k) / 8.0f));
      o.frames(1);
    }
    REQUIRE(view.dragged_die());
    std::optional<CardSpot> card;
    for (int tick = 0; tick < 1200 && !card; ++tick) {  // the finger waits at the edge, the app steps
      if (tick == 0) CHECK(o.screen->animating());  // the app keeps stepping while the die waits there
      o.screen->step(1.0 / 120, true);
      f.now += 8;
      if (tick % 4 == 3) o.frames(1);
      card = on_screen(target);
      if (card && card->rect.y < board.y + o.metrics.mm(14)) card.reset();  // clear of the edge
    }
    REQUIRE_MESSAGE(card, "the table never scrolled the location into view");
    const ui::Vec2 drop{card->rect.x + card->rect.w / 2, card->rect.y + o.metrics.mm(2)};  // its name
    for (int k = 1; k <= 8; ++k) {
      f.now += 20;
      f.send(SDL_FINGERMOTION, edge + (drop - edge) * (static_cast<float>(k) / 8.0f));
      o.frames(1);
    }
    f.now += 20;
    f.send(SDL_FINGERUP, drop);
    o.frames(2);
    if (fits.size() > 1) {  // several ways (which slot, what it costs): the panel lists them; one is tapped
      CHECK(view.dropped_choices() == fits);
      std::optional<ui::TouchTarget> first;
      for (const ui::TouchTarget& t : ui::frame_touch_targets())
        if (t.group == TableView::kGroupDropped && t.action == static_cast<int>(answer)) first = t;
      REQUIRE(first);
      o.tap(first->rect.center());
    }
    CHECK(o.screen->match().journal_size() == journal + 1);
    CHECK(o.screen->match().state_hash() == expected);
    return;
  }
  FAIL("no 1920x1080 screen put a tray's die and its location apart");
}

TEST_CASE("a local asset die dragged from its location card onto a progress card is placed on a square") {
  sb::test::OffscreenTable<TableScreen> o(kSave, 1920, 1080, 96.0f);
  REQUIRE_MESSAGE(o.screen, o.error);
  TableView& view = o.screen->table();
  // The save's assets are drawn as dice on their location cards, each a spot a finger can drag
  // (the table is taller than the screen: count those on it).
  size_t assets = 0, drawn = 0;
  for (const auto& [loc, dice] : o.screen->state().session.assets) assets += dice.size();
  for (const DieSpot& d : view.die_spots()) drawn += d.location >= 0;
  REQUIRE(assets > 0);
  CHECK(drawn > 0);
  CHECK(drawn <= assets);
  // Play on (the cooperative bot's answers) until an asset may go on a progress card.
  auto place_answers_now = [&] {
    size_t n = 0;
    for (const Action& a : o.screen->legal()) n += std::holds_alternative<PlaceOnCard>(a);
    return n;
  };
  engine::Rng rng(3, 1);
  for (int guard = 0; guard < 400 && place_answers_now() == 0 && !o.screen->prompt().game_over; ++guard) {
    const Action want = Title::bot_action(o.screen->state(), o.screen->content(), "coop", rng);
    const auto it = std::find(o.screen->legal().begin(), o.screen->legal().end(), want);
    REQUIRE(it != o.screen->legal().end());
    REQUIRE(o.screen->apply_legal(static_cast<size_t>(it - o.screen->legal().begin())));
  }
  o.frames(2);
  // Every PlaceOnCard answer is reachable by a drag: some asset die and progress card take it.
  const size_t place_answers = place_answers_now();
  std::optional<DieSpot> die;
  std::optional<CardSpot> card;
  size_t reachable = 0;
  for (const DieSpot& d : view.die_spots())
    for (const CardSpot& c : view.card_spots())
      if (d.location >= 0 && c.kind == CardKind::kProgress) {
        const size_t fits = die_drop_actions(o.screen->state(), o.screen->legal(), d, c.kind, c.id).size();
        reachable += fits;
        if (fits > 0 && !die) die = d, card = c;
      }
  MESSAGE("answers placing an asset on a progress card: " << place_answers << ", reached by drags: " << reachable);
  CHECK(reachable >= place_answers);  // (two equal dice reach the same answers)
  REQUIRE_MESSAGE(place_answers > 0, "the bots never reached a square to place an asset on");
  REQUIRE(die);
  Fingers f(o);
  const size_t journal = o.screen->match().journal_size();
  const std::vector<size_t> fits = die_drop_actions(o.screen->state(), o.screen->legal(), *die, card->kind, card->id);
  // Dropped on the part of the card that is on screen (the table may run below the screen's edge).
  const ui::Rect board = o.screen->board_rect();
  const float top = std::max(card->rect.y, board.y), bottom = std::min(card->rect.y + card->rect.h, board.y + board.h);
  REQUIRE(bottom > top);
  f.drag(die->rect.center(), {card->rect.x + card->rect.w / 2, (top + bottom) / 2}, [] {});
  if (fits.size() == 1) CHECK(o.screen->match().journal_size() == journal + 1);
  else CHECK(view.dropped_choices() == fits);
}

}  // namespace sb::sw::view::test
