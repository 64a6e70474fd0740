// The table on screen: offscreen renders checked at hex centres, touches turned into orders,
// camera gestures, long press, and the hotseat hand-off with each seat's filtered view.
#include <algorithm>
#include <cmath>
#include <optional>

#include "tests/mighty_kingdoms_view/view_fixture.h"

namespace sb::mk::view::test {

namespace {

bool close_to(ui::Color a, ui::Color b, int tolerance = 40) { return ui::color_distance2(a, b) <= tolerance * tolerance; }

// Six sample points around a hex centre (clear of the centre's own marks).
int matching_samples(const Table& t, ui::Vec2 c, float radius, ui::Color want, int tolerance = 40) {
  int hits = 0;
  for (int i = 0; i < 12; ++i) {
    const float a = static_cast<float>(i) * 3.14159f / 6.0f;
    if (close_to(t.pixel({c.x + radius * std::cos(a), c.y + radius * std::sin(a)}), want, tolerance)) ++hits;
  }
  return hits;
}

// A token of the deciding seat with a legal Move order, and where it is drawn.
struct Pick {
  int token = -1;
  TokenSpot spot;
};
Pick movable_token(Table& t) {
  const State seen = t.screen->table().seen();
  const auto spots = t.screen->table().board().token_spots(seen, t.metrics);
  for (const TokenSpot& spot : spots) {
    if (spot.moving || spot.ids.size() != 1) continue;
    for (const Action& a : t.screen->legal())
      if (a.kind == Act::kOrder && a.order == OrderType::kMove && a.token == spot.ids[0]) return {a.token, spot};
  }
  return {};
}

}  // namespace

TEST_CASE("the board shows terrain, owner colour and tokens where the State has them") {
  Table t(new_match(3, "order"), 1280, 800, 0);
  const State& s = t.screen->state();
  const auto& looks = t.screen->looks();
  const engine::Layout sl = t.screen->table().board().camera().screen_layout(t.screen->table().board().world_layout());
  const float size = static_cast<float>(sl.size.x);
  REQUIRE(size > 12);
  int water_checked = 0, owned_checked = 0, fog_checked = 0;
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    const Tile& tile = s.tiles[i];
    const ui::Vec2 c = t.screen->table().board().tile_center(s, static_cast<int>(i));
    bool tokens = std::any_of(s.tokens.begin(), s.tokens.end(), [&](const Token& k) { return k.tile == static_cast<int>(i); });
    if (tokens || tile.settlement != Settlement::kNone || tile.river) continue;
    if (tile.terrain == Terrain::kWater) {
      // Most of a water hex is the water colour (waves are a second cue, not the fill).
      CHECK(matching_samples(t, c, size * 0.45f, mk_terrain_color(Terrain::kWater)) >= 6);
      ++water_checked;
    } else if (tile.controller >= 0 && !tile.coastal) {  // coasts draw sand over the border
      // The control border, inside the hex edge, is the owner's colour.
      auto corners = ui::hex_points(sl, tile.hex);
      int owner_hits = 0;
      for (const ui::Vec2& corner : corners) {
        const ui::Vec2 p = c + (corner - c) * 0.9f;
        owner_hits += close_to(t.pixel(p), looks[static_cast<size_t>(tile.controller)].color, 50);
      }
      CHECK(owner_hits >= 3);  // corners are shared: a neighbour's token may cover one or two
      ++owned_checked;
    } else if (!tile.explored) {
      const ui::Color dim = ui::mix(mk_terrain_color(tile.terrain), ui::pal::kTable, 0.5f);
      CHECK(matching_samples(t, c, size * 0.4f, dim, 30) >= 5);
      // Dimmed: darker than the explored terrain colour.
      CHECK(ui::luminance(dim) < ui::luminance(mk_terrain_color(tile.terrain)));
      ++fog_checked;
    }
  }
  CHECK(water_checked > 0);
  CHECK(owned_checked > 0);
  CHECK(fog_checked > 0);
  // Every token stack is drawn in its owner's colour where token_spots says it is.
  const auto spots = t.screen->table().board().token_spots(t.screen->table().seen(), t.metrics);
  REQUIRE(!spots.empty());
  for (const TokenSpot& spot : spots) {
    if (!spot.upright) continue;
    const ui::Vec2 p{spot.pos.x - spot.radius * 0.55f, spot.pos.y + spot.radius * 0.5f};
    CHECK(close_to(t.pixel(p), looks[static_cast<size_t>(spot.owner)].color, 50));
  }
}

// The frame that swaps in a hot reload's replayed game painted the whole map again (every tile,
// border, coast and grid line: most of a board's drawing, and most of that frame's time on a long
// game). The map is kept while the tiles, who controls them and the camera are the same: the
// swapped-in game's board is drawn with it, to the same pixels; a camera that moved paints it anew.
TEST_CASE("a hot reload's game on the same map keeps the painted map; the board is the same, pixel for pixel") {
  Table t(new_match(3, "order"), 1280, 800, 0);
  const BoardView& board = t.screen->table().board();
  REQUIRE(board.map_paints() == 1);
  const ui::Rect area = t.screen->board_rect();  // (the panels beside it show the log anew)
  REQUIRE(area.w > 200);
  auto pixels = [&] {
    std::vector<ui::Color> out;
    for (float y = area.y + 2; y < area.y + area.h; y += 5)
      for (float x = area.x + 2; x < area.x + area.w; x += 5) out.push_back(t.pixel({x, y}));
    return out;
  };
  const std::vector<ui::Color> before = pixels();
  t.screen->replace_match(t.screen->match().clone());  // what a reload that changed nothing swaps in
  t.render();
  CHECK(board.map_paints() == 1);  // fails where each board paint draws the map again
  const std::vector<ui::Color> after = pixels();
  size_t differ = 0;
  for (size_t i = 0; i < before.size(); ++i) differ += ui::color_distance2(before[i], after[i]) > 0;
  CHECK(differ == 0);
  // The camera moved: the map is painted for it.
  t.screen->table().board().camera().zoom_about(area.center(), 1.25);
  t.render();
  CHECK(board.map_paints() == 2);
}

TEST_CASE("tap a token to select it, then tap a highlighted hex to give the move order") {
  Table t(new_match(2, "order"), 1280, 800, 0);
  const int actor = t.screen->state().actor;
  t.screen->set_viewer(actor);
  t.render();
  Pick pick = movable_token(t);
  REQUIRE(pick.token >= 0);
  t.tap(pick.spot.pos);
  CHECK(t.screen->table().selected_token() == pick.token);
  REQUIRE(!t.screen->table().targets().empty());
  // The highlighted hexes are exactly the tiles of the legal actions for that token.
  for (int tile : t.screen->table().targets()) {
    const engine::Hex h = t.screen->state().tiles[static_cast<size_t>(tile)].hex;
    CHECK(std::any_of(t.screen->legal().begin(), t.screen->legal().end(),
                      [&](const Action& a) { return a.token == pick.token && a.has_tile && a.tile == h; }));
  }
  // Pick a target with exactly one meaning (a plain move) and tap it.
  int target = -1;
  for (int tile : t.screen->table().targets()) {
    const engine::Hex h = t.screen->state().tiles[static_cast<size_t>(tile)].hex;
    const auto n = std::count_if(t.screen->legal().begin(), t.screen->legal().end(),
                                 [&](const Action& a) { return a.token == pick.token && a.has_tile && a.tile == h; });
    if (n == 1) target = tile;
  }
  REQUIRE(target >= 0);
  const size_t before = t.screen->match().journal_size();
  t.tap(t.screen->table().board().tile_center(t.screen->state(), target));
  CHECK(t.screen->match().journal_size() == before + 1);
  const Token* moved = t.screen->state().token(pick.token);
  REQUIRE(moved);
  CHECK(moved->order.type == OrderType::kMove);
  CHECK(moved->order.target == target);
  CHECK(t.screen->table().selected_token() == -1);
}

TEST_CASE("on a phone a token picked up brings its hexes close: a finger apart, all in view") {
  // At 800x1280 (320 dpi) the whole map fits with hexes about 4 mm across, under a fingertip.
  Table t(new_match(2, "order"), 800, 1280, 0);
  t.metrics = ui::metrics_for(800, 1280, 320.0f, 1.0f);  // as the app sizes things for a phone
  t.imgui->apply_metrics(t.metrics);
  t.screen->resize(800, 1280, t.metrics);
  t.screen->set_viewer(t.screen->state().actor);
  t.render();
  Pick pick = movable_token(t);
  REQUIRE(pick.token >= 0);
  const State& s = t.screen->state();
  const int home = s.token(pick.token)->tile;
  auto spacing = [&] {  // the nearest other hex's centre, on screen
    float best = 1e9f;
    const ui::Vec2 c = t.screen->table().board().tile_center(s, home);
    for (size_t i = 0; i < s.tiles.size(); ++i)
      if (static_cast<int>(i) != home) {
        const ui::Vec2 o = t.screen->table().board().tile_center(s, static_cast<int>(i));
        best = std::min(best, std::hypot(o.x - c.x, o.y - c.y));
      }
    return best;
  };
  REQUIRE(spacing() < t.metrics.mm(9));  // the fault: too small to tap
  t.tap(pick.spot.pos);
  REQUIRE(t.screen->table().selected_token() == pick.token);
  CHECK(spacing() >= t.metrics.mm(9));
  const ui::Rect board = t.screen->board_rect();
  for (int tile : t.screen->table().targets())
    CHECK(board.contains(t.screen->table().board().tile_center(s, tile)));
  // A lit hex is taken by a tap, as on any screen.
  const size_t before = t.screen->match().journal_size();
  for (int tile : t.screen->table().targets()) {
    const engine::Hex h = s.tiles[static_cast<size_t>(tile)].hex;
    if (std::count_if(t.screen->legal().begin(), t.screen->legal().end(),
                      [&](const Action& a) { return a.token == pick.token && a.has_tile && a.tile == h; }) == 1) {
      t.tap(t.screen->table().board().tile_center(s, tile));
      break;
    }
  }
  CHECK(t.screen->match().journal_size() == before + 1);
}

TEST_CASE("dragging a token onto a neighbour orders the move; a drag on empty table pans") {
  Table t(new_match(2, "order", 4), 1280, 800, 0);
  t.screen->set_viewer(t.screen->state().actor);
  t.render();
  Pick pick = movable_token(t);
  REQUIRE(pick.token >= 0);
  int target = -1;
  for (const Action& a : t.screen->legal())
    if (a.token == pick.token && a.order == OrderType::kMove) {
      const engine::Hex h = a.tile;
      const auto n = std::count_if(t.screen->legal().begin(), t.screen->legal().end(),
                                   [&](const Action& b) { return b.token == pick.token && b.has_tile && b.tile == h; });
      if (n == 1) target = t.screen->state().tile_at(h);
    }
  REQUIRE(target >= 0);
  t.drag(pick.spot.pos, t.screen->table().board().tile_center(t.screen->state(), target));
  const Token* moved = t.screen->state().token(pick.token);
  REQUIRE(moved);
  CHECK(moved->order.type == OrderType::kMove);
  CHECK(moved->order.target == target);

  // One finger on empty table (the far corner of the board area) moves the camera instead.
  const engine::Point before = t.screen->table().board().camera().center();
  const size_t journal = t.screen->match().journal_size();
  t.drag({20, 780}, {220, 700});
  const engine::Point after = t.screen->table().board().camera().center();
  CHECK(std::abs(after.x - before.x) + std::abs(after.y - before.y) > 1e-3);
  CHECK(t.screen->match().journal_size() == journal);
}

TEST_CASE("pinch zooms about the fingers, long press opens the info card, double tap fits") {
  Table t(new_match(2, "order"), 1280, 800, 0);
  const double zoom0 = t.screen->table().board().camera().zoom();
  const ui::Vec2 c{450, 400};
  t.now_ms += 1000;
  t.gestures.handle(t.finger(SDL_FINGERDOWN, 11, {c.x - 50, c.y}), t.now_ms);
  t.gestures.handle(t.finger(SDL_FINGERDOWN, 12, {c.x + 50, c.y}), t.now_ms + 5);
  for (int i = 1; i <= 10; ++i) {
    t.now_ms += 16;
    t.gestures.handle(t.finger(SDL_FINGERMOTION, 11, {c.x - 50 - 10.0f * i, c.y}), t.now_ms);
    t.gestures.handle(t.finger(SDL_FINGERMOTION, 12, {c.x + 50 + 10.0f * i, c.y}), t.now_ms);
    t.pump();
  }
  t.gestures.handle(t.finger(SDL_FINGERUP, 11, {c.x - 150, c.y}), t.now_ms + 10);
  t.gestures.handle(t.finger(SDL_FINGERUP, 12, {c.x + 150, c.y}), t.now_ms + 12);
  t.now_ms += 20;
  t.pump();
  const double zoom1 = t.screen->table().board().camera().zoom();
  CHECK(zoom1 == doctest::Approx(zoom0 * 3.0).epsilon(0.05));  // fingers 100 px apart, then 300 px

  // Long press on a tile: the info card names that tile.
  const State& s = t.screen->state();
  const ui::Vec2 p = t.screen->table().board().tile_center(s, 0);
  int tile = t.screen->table().board().tile_at(s, {450, 400});
  REQUIRE(tile >= 0);
  t.now_ms += 1000;
  t.gestures.handle(t.finger(SDL_FINGERDOWN, 13, {450, 400}), t.now_ms);
  t.now_ms += 700;
  t.pump();
  CHECK(t.screen->table().info_tile() == tile);
  t.gestures.handle(t.finger(SDL_FINGERUP, 13, {450, 400}), t.now_ms);
  t.pump();
  t.render();
  (void)p;

  // Double tap on the table fits the whole map again.
  t.now_ms += 1000;
  t.gestures.handle(t.finger(SDL_FINGERDOWN, 14, {300, 300}), t.now_ms);
  t.gestures.handle(t.finger(SDL_FINGERUP, 14, {300, 300}), t.now_ms + 40);
  t.gestures.handle(t.finger(SDL_FINGERDOWN, 15, {302, 301}), t.now_ms + 150);
  t.gestures.handle(t.finger(SDL_FINGERUP, 15, {302, 301}), t.now_ms + 190);
  t.now_ms += 200;
  t.pump();
  CHECK(t.screen->table().board().camera().zoom() == doctest::Approx(zoom0).epsilon(0.02));
}

TEST_CASE("hotseat: a private decision hides the table behind the hand-off; each seat sees no other's secrets") {
  // Setup begins with the secret race choice: private for every seat.
  Table t(new_match(3, ""), 1280, 800, TableScreen::kFollow);
  REQUIRE(t.screen->match().prompt().is_private);
  CHECK(t.screen->handoff_showing());
  CHECK(t.screen->covered());
  // Nothing of the table shows through the cover: the board centre is the cover colour.
  const ui::Vec2 centre = t.screen->table().board().tile_center(t.screen->state(), 0);
  CHECK(close_to(t.pixel(centre), ui::pal::kCover, 8));
  // A tap does not reveal (holding does), and gives no order.
  const size_t before = t.screen->match().journal_size();
  t.tap(centre);
  CHECK(t.screen->covered());
  CHECK(t.screen->match().journal_size() == before);
  // Hold to reveal: the recap comes, then the seat's own view.
  for (int i = 0; i < 100; ++i) t.screen->step(1.0 / 120, true);
  CHECK(!t.screen->covered());
  CHECK(t.screen->recap_showing());

  // Ann picks her race; every seat's view must hide it from the others until all have chosen.
  Action choose = t.screen->legal().front();
  REQUIRE(choose.kind == Act::kChooseRace);
  REQUIRE(t.screen->table().apply(choose));
  const State& full = t.screen->state();
  REQUIRE(full.kingdoms[0].race >= 0);
  for (int seat = -1; seat < 3; ++seat) {
    t.screen->set_viewer(seat);
    t.render();
    const State seen = t.screen->table().seen();
    for (int other = 0; other < 3; ++other) CHECK_MESSAGE(!shows_secret_of(seen, full, seat, other), "seat " << seat << " other " << other);
    if (seat != 0) CHECK(seen.kingdoms[0].race == -1);
  }
}

// Past the hotseat hand-off to the deciding seat's table: hold to reveal, then Continue on the
// recap (a panel button: down and up in frames of their own).
// Three seats of the first seed whose bots reach a pitched battle's concede decision, there.
static std::unique_ptr<engine::AnyMatch> at_a_concede_decision() {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto m = new_match(3, "", seed);
    engine::Rng rng(seed, 9);
    while (!m->prompt().game_over && m->prompt().kind != "concede") REQUIRE(m->apply_bot("heuristic", rng).ok());
    if (m->prompt().kind == "concede") return m;
  }
  FAIL("no seed of 1..20 reaches a concede decision");
  return nullptr;
}

static void reveal(Table& t) {
  if (t.screen->covered())
    for (int i = 0; i < 100; ++i) t.screen->step(1.0 / 120, true);
  t.render();
  t.render();  // a window's first frame only measures it
  if (!t.screen->recap_showing()) return;
  for (const ui::TouchTarget& target : std::vector<ui::TouchTarget>(ui::frame_touch_targets()))
    if (target.label == "Continue") {
      t.now_ms += 1000;
      t.gestures.handle(t.finger(SDL_FINGERDOWN, 1, target.rect.center()), t.now_ms);
      t.render();
      t.gestures.handle(t.finger(SDL_FINGERUP, 1, target.rect.center()), t.now_ms + 30);
      for (int f = 0; f < 3; ++f) t.render();
    }
}

TEST_CASE("race chooser: each race's button carries that race's own words") {
  // Seen by a new player: each description was the next race's (a tooltip asked for before its
  // button was drawn), and the last race had none.
  Table t(new_match(3, ""), 1280, 800, TableScreen::kFollow);
  reveal(t);
  REQUIRE_FALSE(t.screen->recap_showing());
  const Content& c = t.screen->content();
  size_t races_seen = 0;
  for (const ui::TouchTarget& target : ui::frame_touch_targets()) {
    if (target.action < 0 || target.group != static_cast<int>(Act::kChooseRace)) continue;
    const Action& a = t.screen->legal()[static_cast<size_t>(target.action)];
    REQUIRE(a.kind == Act::kChooseRace);
    const Race& race = c.races[static_cast<size_t>(a.value)];
    ++races_seen;
    CHECK(target.label.rfind(race.name, 0) == 0);
    CHECK_MESSAGE(target.label.find(race.description) != std::string::npos, target.label);
    for (const Race& other : c.races)
      if (other.name != race.name) CHECK_MESSAGE(target.label.find(other.description) == std::string::npos, target.label);
  }
  CHECK(races_seen == c.races.size());
}

TEST_CASE("battle window: a dice battle says nothing of a tabletop board") {
  // Seen by a new player: in dice mode the battle window still said "Tabletop board: 4 ft x 4 ft".
  std::unique_ptr<engine::AnyMatch> match = at_a_concede_decision();
  Table t(std::move(match), 1920, 1080, TableScreen::kFollow);
  REQUIRE(t.screen->state().options.battle_mode == BattleMode::kDice);
  REQUIRE_FALSE(board_size_for_battle(t.screen->state(), t.screen->content()).empty());  // a tabletop would need one
  reveal(t);
  ui::capture_frame_text(true);
  t.render();
  t.render();
  ui::capture_frame_text(false);
  const std::string text = ui::frame_text();
  CHECK_MESSAGE(text.find(" battle at ") != std::string::npos, text);
  CHECK_MESSAGE(text.find("Tabletop board") == std::string::npos, text);
}

TEST_CASE("a battle's report stays on its card, round by round with the dice, until OK") {
  // Seen by a new player: the battle window closed the moment both sides fought on, and the only
  // trace was a clipped line "Bo scores 1 hits, Ann scores 0" in the dice tray.
  std::unique_ptr<engine::AnyMatch> match = at_a_concede_decision();
  Table t(std::move(match), 1920, 1080, TableScreen::kFollow);
  // Every side fights on (the first choice that is not a concession), by the battle window.
  for (int k = 0; k < 4 && t.screen->match().prompt().kind == "concede"; ++k) {
    reveal(t);
    CHECK(t.screen->table().battle_report().empty());  // nothing to tell before the result
    bool fought = false;
    for (const Action& a : std::vector<Action>(t.screen->legal()))
      if (!fought && a.kind != Act::kConcede) fought = t.screen->table().apply(a);
    REQUIRE(fought);
  }
  REQUIRE(t.screen->match().prompt().kind != "concede");
  const std::vector<std::string> report = t.screen->table().battle_report();
  REQUIRE(report.size() >= 3);
  CHECK_MESSAGE(report.front().find(" attacks ") != std::string::npos, report.front());
  CHECK_MESSAGE(report[1].rfind("Round 1: ", 0) == 0, report[1]);
  CHECK_MESSAGE(report[1].find(" hits") != std::string::npos, report[1]);
  CHECK_MESSAGE(report[1].find(" rolls ") != std::string::npos, report[1]);
  bool result = false;
  for (const std::string& line : report) result = result || line.find(" wins at ") != std::string::npos || line.rfind("Draw at", 0) == 0;
  CHECK(result);
  // It stays while time passes and the table is drawn, whole on the screen.
  reveal(t);
  for (int i = 0; i < 600; ++i) t.screen->step(1.0 / 60, false);
  ui::capture_frame_text(true);
  t.render();
  t.render();
  ui::capture_frame_text(false);
  CHECK(t.screen->table().battle_report() == report);
  CHECK_MESSAGE(ui::frame_text().find("Round 1: ") != std::string::npos, ui::frame_text());
  CHECK_MESSAGE(ui::frame_clipped_text().find("Battle report: ") == std::string::npos, ui::frame_clipped_text());
  // OK puts it away.
  const ui::TouchTarget* ok = nullptr;
  for (const ui::TouchTarget& target : ui::frame_touch_targets())
    if (target.label == "OK") ok = &target;
  REQUIRE(ok);
  t.tap(ok->rect.center());
  t.render();
  CHECK(t.screen->table().battle_report().empty());
}

TEST_CASE("menu on a phone held upright: every word of it shows whole") {
  // Seen by a new player at 800x1280 (320 dpi): the slider's label read "Animation s".
  Table t(new_match(2, "order", 4), 800, 1280, 0);
  t.metrics = ui::metrics_for(800, 1280, 320.0f, 1.0f);  // as the app sizes text for a phone
  t.imgui->apply_metrics(t.metrics);
  t.screen->resize(800, 1280, t.metrics);
  t.screen->toggle_menu();
  ui::capture_frame_text(true);
  t.render();
  t.render();
  ui::capture_frame_text(false);
  CHECK_MESSAGE(ui::frame_text().find("Animation speed (0 = off)") != std::string::npos, ui::frame_text());
  CHECK_MESSAGE(ui::frame_text().find("Left-handed layout") != std::string::npos, ui::frame_text());
  CHECK_MESSAGE(ui::frame_clipped_text().find("Menu: ") == std::string::npos, ui::frame_clipped_text());
}

TEST_CASE("bots play visibly through the table to the end; the scoring screen is reached") {
  auto match = new_match(2, "order", 6);
  Table t(std::move(match), 1280, 800, TableScreen::kFollow);
  // Hand both seats to bots through the looks a launcher would set.
  std::vector<SeatLook> looks = t.screen->looks();
  for (SeatLook& l : looks) l.bot = "heuristic";
  auto* any = &t.screen->match();
  REQUIRE(any);
  TableScreen screen(any->clone(), looks);
  screen.set_fast_forward(true);
  screen.resize(1280, 800, t.metrics);
  int moves = 0;
  bool reform_shown = false;
  while (!screen.match().prompt().game_over && moves < 20000) {
    screen.step(1.0 / 120, false);  // bot pacing runs on table time
    ++moves;
    // Each month's Reform leaves its results on screen: conquests and the new player order.
    if (!screen.table().reform_results().empty()) {
      reform_shown = true;
      CHECK(screen.table().reform_results().back().rfind("Player order:", 0) == 0);
      // The card numbers every kingdom still playing once, in the new order.
      std::vector<int> order = screen.table().reform_order();
      CHECK(order.size() <= screen.state().kingdoms.size());
      CHECK(!order.empty());
      std::sort(order.begin(), order.end());
      CHECK(std::adjacent_find(order.begin(), order.end()) == order.end());
    }
  }
  CHECK(reform_shown);
  CHECK(screen.match().prompt().game_over);
  CHECK(!screen.animating());
  render_table_frame(screen, t.target->renderer(), t.text.get(), *t.imgui, {}, 1280, 800, 1.0f / 60);
  CHECK(!screen.log().empty());
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

TEST_CASE("winter screens: the tithe gives by touch and then says why; feed counts the food and disbands by touch") {
  Table t(new_match(2, "tithe", 5), 1280, 800, TableScreen::kFollow);
  const int k = t.screen->state().actor;
  const int other = 1 - k;
  const Kingdom before = t.screen->state().kingdoms[static_cast<size_t>(k)];
  REQUIRE(before.gold >= 1);
  t.render();
  auto find = [](const std::string& label) -> const ui::TouchTarget* {
    for (const ui::TouchTarget& target : ui::frame_touch_targets())
      if (target.label == label) return &target;
    return nullptr;
  };
  const ui::TouchTarget* gold = find("1 gold");
  REQUIRE(gold);
  REQUIRE(gold->action >= 0);
  CHECK(t.screen->legal()[static_cast<size_t>(gold->action)].kind == Act::kTithe);
  CHECK(find("Give nothing more"));
  const int other_gold = t.screen->state().kingdoms[static_cast<size_t>(other)].gold;
  t.tap(gold->rect.center());
  t.render();  // the press shows in the tap's frame, the release (the click) in the next
  CHECK(t.screen->state().kingdoms[static_cast<size_t>(k)].gold == before.gold - 1);
  CHECK(t.screen->state().kingdoms[static_cast<size_t>(other)].gold == other_gold + 1);
  // Still Ann's tithe (a round): the gift to that kingdom is spent and the button says so.
  if (t.screen->state().step == Step::kTithe && t.screen->state().actor == k) {
    t.render();
    CHECK(find("given"));
    CHECK(!find("1 gold"));
  }

  Table f(new_match(2, "feed", 5), 1280, 800, TableScreen::kFollow);
  const int feeder = f.screen->state().actor;
  const int armies = army_count(f.screen->state(), feeder);
  REQUIRE(armies > 0);
  f.render();
  int disband_buttons = 0;
  const ui::TouchTarget* disband = nullptr;
  for (const ui::TouchTarget& target : ui::frame_touch_targets())
    if (target.action >= 0 && f.screen->legal()[static_cast<size_t>(target.action)].kind == Act::kDisband) {
      ++disband_buttons;
      if (!disband) disband = &target;
    }
  CHECK(disband_buttons > 0);
  const bool enough = f.screen->state().kingdoms[static_cast<size_t>(feeder)].food >=
                      armies * f.screen->content().tables.army_upkeep_food;
  const ui::TouchTarget* feed = find("Feed every army");
  REQUIRE(feed);
  CHECK((feed->action >= 0) == enough);  // disabled when short
  REQUIRE(disband);
  f.tap(disband->rect.center());
  f.render();
  CHECK(army_count(f.screen->state(), feeder) == armies - 1);
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

// Seen at 1920x1080 and on a phone: the final scoring's six columns cut the header ("Settleme…")
// and the kingdoms' names ("Ann (cir"). Each kingdom's place, name and might are one line, where
// its might came from wraps below it, and the window never runs off the screen.
TEST_CASE("final scoring of a six-kingdom game shows every word whole, on a desktop and on a phone") {
  auto match = new_match(6, "", 3);
  engine::Rng rng(3, 9);
  for (int i = 0; i < 40000 && !match->prompt().game_over; ++i) REQUIRE(match->apply_bot("heuristic", rng).ok());
  REQUIRE(match->prompt().game_over);
  for (const auto& [w, h, dpi] : {std::tuple{1920, 1080, 96.0f}, std::tuple{800, 1280, 320.0f}, std::tuple{1280, 800, 160.0f}}) {
    CAPTURE(w);
    Table t(match->clone(), w, h, TableScreen::kSpectator);
    t.metrics = ui::metrics_for(w, h, dpi, 1.0f);
    t.imgui->apply_metrics(t.metrics);
    t.screen->resize(w, h, t.metrics);
    ui::capture_frame_text(true);
    t.render();
    t.render();
    ui::capture_frame_text(false);
    // Every kingdom's line is there; Close the game is on screen, or on a phone at the foot of the
    // window's one scrolling list.
    for (const SeatLook& look : t.screen->looks()) CHECK_MESSAGE(ui::frame_text().find(look.name) != std::string::npos, ui::frame_text());
    bool close = false;
    for (const ui::TouchTarget& target : ui::frame_touch_targets())
      close = close || (target.label == "Close the game" && (w < 1000 || target.rect.h >= target.full.h - 1));
    CHECK(close);
    CHECK_MESSAGE(ui::frame_clipped_text().find("Final scoring: ") == std::string::npos, ui::frame_clipped_text());
  }
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

// Issue 27: "any window that must open can be collapsed to peek at the table and reopened". The
// Battle window stands over the board's middle; before, nothing folded it.
TEST_CASE("battle window: it folds away to look at the table and opens again from its tab") {
  Table t(at_a_concede_decision(), 1920, 1080, TableScreen::kFollow);
  reveal(t);
  ui::capture_frame_text(true);
  t.render();
  t.render();
  const auto target = [](const std::string& label) -> std::optional<ui::TouchTarget> {
    for (const ui::TouchTarget& x : ui::frame_touch_targets())
      if (x.label == label) return x;
    return std::nullopt;
  };
  const auto window_shown = [] { return ui::frame_text().find(" battle at ") != std::string::npos; };
  // A finger on an ImGui button: down, a frame, up, the click's frame.
  const auto press = [&](ui::Vec2 p) {
    t.now_ms += 1000;
    t.gestures.handle(t.finger(SDL_FINGERDOWN, 1, p), t.now_ms);
    t.render();
    t.now_ms += 60;
    t.gestures.handle(t.finger(SDL_FINGERUP, 1, p), t.now_ms);
    t.pump();
    t.render();
    t.render();
  };
  REQUIRE(window_shown());
  const std::optional<ui::TouchTarget> fold = target(ui::Peek::kFoldLabel);
  REQUIRE(fold);
  CHECK(!target(ui::Peek::kTabLabel));
  const size_t journal = t.screen->match().journal_size();
  press(fold->rect.center());
  t.render();  // the tab's first frame only measures it
  // Folded: the board under it, a tab at its top; nothing was decided.
  CHECK(!window_shown());
  const std::optional<ui::TouchTarget> tab = target(ui::Peek::kTabLabel);
  REQUIRE(tab);
  CHECK(tab->rect.y < t.screen->board_rect().y + t.screen->board_rect().h * 0.25f);
  CHECK(t.screen->match().journal_size() == journal);
  press(tab->rect.center());
  CHECK(window_shown());
  CHECK(target(ui::Peek::kFoldLabel));
  ui::capture_frame_text(false);
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

// Issue 31, "Motion": a token given a Move order goes from its hex's middle to half across the
// edge it will cross; before, it jumped there. Now it slides over Glides::kSeconds of table time;
// a tap lands it at once; with animations off it jumps as before.
TEST_CASE("a token given a move slides to its new place; a tap lands it; animations off, it jumps") {
  for (const bool animated : {true, false}) {
    CAPTURE(animated);
    Table t(new_match(2, "order", 4), 1280, 800, TableScreen::kFollow);
    if (!animated) t.screen->settings().animation_speed = 0;
    reveal(t);
    const auto spot_of = [](const std::vector<TokenSpot>& spots, int id) -> std::optional<TokenSpot> {
      for (const TokenSpot& s : spots)
        if (std::find(s.ids.begin(), s.ids.end(), id) != s.ids.end()) return s;
      return std::nullopt;
    };
    std::optional<Action> move;
    for (const Action& a : t.screen->legal())
      if (!move && a.kind == Act::kOrder && a.order == OrderType::kMove) move = a;
    REQUIRE(move);
    const std::optional<TokenSpot> before = spot_of(t.screen->table().board().drawn_spots(), move->token);
    REQUIRE(before);
    REQUIRE(t.screen->table().apply(*move));
    t.render();
    const std::optional<TokenSpot> target = spot_of(t.screen->table().board().token_spots(t.screen->table().seen(), t.metrics), move->token);
    REQUIRE(target);
    REQUIRE(std::hypot(target->pos.x - before->pos.x, target->pos.y - before->pos.y) > 5.0f);  // it has somewhere to go
    const auto drawn = [&] { return spot_of(t.screen->table().board().drawn_spots(), move->token)->pos; };
    const auto from_target = [&] { return std::hypot(drawn().x - target->pos.x, drawn().y - target->pos.y); };
    if (!animated) {
      CHECK(!t.screen->table().tokens_sliding());
      CHECK(from_target() < 0.5f);
      continue;
    }
    CHECK(t.screen->table().tokens_sliding());
    CHECK(std::hypot(drawn().x - before->pos.x, drawn().y - before->pos.y) < 0.5f);  // still where it stood
    for (int i = 0; i < 27; ++i) t.screen->step(1.0 / 120, false);  // about half the slide
    t.render();
    const float half = from_target();
    CHECK(half > 1.0f);
    CHECK(half < std::hypot(target->pos.x - before->pos.x, target->pos.y - before->pos.y) - 1.0f);
    t.tap({t.screen->board_rect().x + 4, t.screen->board_rect().y + 4});  // a tap anywhere lands it
    t.render();
    CHECK(!t.screen->table().tokens_sliding());
    CHECK(from_target() < 0.5f);
  }
}

}  // namespace sb::mk::view::test
