#include "game/vacant_throne/view/table_view.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "engine/core/check.h"
#include "engine/ui/table_focus.h"
#include "engine/ui/text.h"
#include "game/vacant_throne/rules/rules.h"

namespace sb::vt::view {

// [SECTION] the match and the seats

std::vector<ui::SeatLook> TableView::default_looks(bool) const {
  std::vector<std::string> names;
  for (const Player& p : state().players) names.push_back(p.name);
  return ui::seat_looks(names);
}

std::vector<ui::LogFilter> TableView::log_filters() const {
  return {ui::LogFilter::kinds_with("Trades and guarantees", {"trade", "guarantee", "broken"}),
          ui::LogFilter::kinds_with("Actions", {"action"})};
}

// Whose hand the table may show: a fixed viewer's (screenshots, tests); with one human, theirs;
// else only the seat that last held to reveal, and only while it has the table.
int TableView::hand_seat() const {
  if (host_.covered() || host_.recap_showing()) return -1;
  if (host_.viewer() != ui::TableScreen::kFollow) return host_.viewer();
  int humans = 0, human = -1;
  for (int seat = 0; seat < seat_count(state()); ++seat)
    if (!host_.is_bot(seat)) {
      ++humans;
      human = seat;
    }
  if (humans == 1) return human;
  return holder_ >= 0 && host_.showing_seat() == holder_ ? holder_ : -1;
}

void TableView::on_match_changed() {
  scroll_ = 0;
  dragging_ = false;
  holder_ = building_ = -1;
  thing_ = {};
  free_open_ = false;
  scroll_to_lit_ = false;
  details_.clear();
  motion_.clear();  // pieces stand where they are, numbers are what they are
}

void TableView::on_applied(const std::vector<engine::Event>& events) {
  TypedTitleView::on_applied(events);
  motion_.after_action(host_.settings().animation_speed > 0 && !host_.fast_forward());
}

void TableView::on_refresh() {
  TypedTitleView::on_refresh();
  // The free actions fold away once one was taken (or anything else happened).
  if (journal_seen_ != host_.match().journal_size()) free_open_ = false;
  journal_seen_ = host_.match().journal_size();
  const engine::Prompt& prompt = host_.prompt();
  // A private prompt shown to its own seat (after the hand-off's hold): that seat holds the device.
  if (!host_.covered() && !host_.recap_showing() && prompt.is_private && prompt.seat >= 0 && host_.showing_seat() == prompt.seat)
    holder_ = prompt.seat;
  // A tapped thing lets go when its seat no longer acts (a bot's turn, the device handed on).
  if (thing_.kind != Thing::kNone && !host_.human_to_act()) thing_ = {};
  // Building ends once it was done, or the workplace may no longer be built (another question).
  if (building_ >= 0 && (!host_.human_to_act() || build_cells(legal_, prompt.seat, building_).empty())) building_ = -1;
}

// A tap on a lit cell builds the chosen workplace there; a tap on any other cell does nothing
// while choosing (a built card's details wait for a long press).
void TableView::tap_grid(const GridSpot& spot) {
  const int seat = host_.prompt().seat;
  if (!host_.human_to_act() || spot.seat != seat) return;
  for (const BuildCell& cell : build_cells(legal_, seat, building_))
    if (cell.cell == spot.cell) {
      building_ = -1;
      host_.apply_legal(cell.action);
      return;
    }
}

// [SECTION] gestures: tap a tile (its actions), long press (details), drag (scroll)

void TableView::tap(ui::Vec2 pos) {
  if (!board_rect().contains(pos)) return;  // (the panels take their own touches)
  if (building_ >= 0)
    if (const GridSpot* spot = layout_.grid_at(pos)) {
      tap_grid(*spot);
      host_.mark_dirty();
      return;
    }
  details_.clear();
  const Thing hit = thing_at(pos);
  const int seat = host_.prompt().seat;
  const bool builds = hit.kind == Thing::kHand && hit.seat == seat && !build_cells(legal_, seat, hit.index).empty();
  if (hit.kind == Thing::kNone || hit == thing_) {
    thing_ = {};  // the bare table, or a second tap: let go
  } else if (host_.human_to_act() && (!offer_for(state(), legal_, seat, hit).empty() || builds || hit.kind == Thing::kTile)) {
    thing_ = hit;
  } else {
    thing_ = {};
    if (layout_.card_at(pos)) long_press(pos);  // a card with nothing to do: its details
  }
  host_.mark_dirty();
}

// What is under the finger, the smallest first: a card (in hand, a law; a built card is its cell),
// a cell of a grid, a tile, a player's block.
Thing TableView::thing_at(ui::Vec2 pos) const {
  if (const CardSpot* card = layout_.card_at(pos)) {
    if (card->kind == CardSpot::kHand) return {Thing::kHand, card->seat, card->index};
    if (card->kind == CardSpot::kLaw || card->kind == CardSpot::kPassedLaw) return {Thing::kLaw, -1, card->index};
    if (card->kind == CardSpot::kBuilt) return {Thing::kCell, card->seat, card->cell};
  }
  if (const GridSpot* cell = layout_.grid_at(pos)) return {Thing::kCell, cell->seat, cell->cell};
  if (const int tile = layout_.tile_at(pos); tile >= 0) return {Thing::kTile, -1, tile};
  if (const SeatSpot* block = layout_.seat_at(pos)) return {Thing::kSeat, block->seat, -1};
  return {};
}

bool TableView::thing_rect(const Thing& thing, ui::Rect& out) const {
  switch (thing.kind) {
    case Thing::kTile:
      if (thing.index < 0 || thing.index >= static_cast<int>(layout_.tiles.size())) return false;
      out = layout_.tiles[static_cast<size_t>(thing.index)];
      return true;
    case Thing::kCell:
      for (const GridSpot& spot : layout_.grid)
        if (spot.seat == thing.seat && spot.cell == thing.index) return out = spot.rect, true;
      return false;
    case Thing::kLaw:
    case Thing::kHand:
      for (const CardSpot& spot : layout_.cards)
        if (spot.index == thing.index && ((thing.kind == Thing::kHand) == (spot.kind == CardSpot::kHand)) &&
            (thing.kind == Thing::kLaw || spot.seat == thing.seat))
          return out = spot.rect, true;
      return false;
    case Thing::kSeat:
      for (const SeatSpot& spot : layout_.seats)
        if (spot.seat == thing.seat) return out = spot.rect, true;
      return false;
    case Thing::kNone: return false;
  }
  return false;
}

std::string TableView::thing_name(const Thing& thing) const {
  const State& s = state();
  const Content& c = content();
  switch (thing.kind) {
    case Thing::kTile: return c.tiles[static_cast<size_t>(thing.index)].name;
    case Thing::kCell: {
      const Cell& cell = s.players[static_cast<size_t>(thing.seat)].grid[static_cast<size_t>(thing.index)];
      return name_of(s, thing.seat) + "'s cell " + std::to_string(thing.index + 1) + (cell.card >= 0 ? ": " + card_name(c, cell.card) : "");
    }
    case Thing::kLaw: return c.laws[static_cast<size_t>(thing.index)].name;
    case Thing::kHand: return card_name(c, thing.index) + " (in your hand)";
    case Thing::kSeat: return name_of(s, thing.seat);
    case Thing::kNone: return "";
  }
  return "";
}

void TableView::long_press(ui::Vec2 pos) {
  if (!board_rect().contains(pos)) return;
  const State& s = state();
  const Content& c = content();
  details_.clear();
  details_key_.clear();
  if (const int tile = layout_.tile_at(pos); tile >= 0) {
    details_title_ = c.tiles[static_cast<size_t>(tile)].name;
    details_ = tile_details(s, c, tile);
  } else if (const CardSpot* spot = layout_.card_at(pos)) {
    if (spot->kind == CardSpot::kLaw || spot->kind == CardSpot::kPassedLaw) {
      details_title_ = c.laws[static_cast<size_t>(spot->index)].name;
      details_ = law_details(c, spot->index);
      details_face_ = law_face(c, spot->index, "", spot->kind == CardSpot::kPassedLaw);
      details_key_ = "law " + std::to_string(spot->index) + (spot->kind == CardSpot::kPassedLaw ? " passed" : "");
    } else {
      details_title_ = card_name(c, spot->index);
      details_ = workplace_details(c, spot->index);
      details_face_ = workplace_face(c, spot->index);
      details_key_ = "workplace " + std::to_string(spot->index);
      if (spot->kind == CardSpot::kBuilt) {
        const Cell& cell = s.players[static_cast<size_t>(spot->seat)].grid[static_cast<size_t>(spot->cell)];
        details_.push_back("Built by " + name_of(s, spot->seat) + " (cell " + std::to_string(spot->cell + 1) + " of 9)");
        details_.push_back(cell.user >= 0 ? "Worker cube of " + name_of(s, cell.user) + " on it" : "No worker cube on it");
      } else {
        details_.push_back("In your hand");
      }
    }
  }
  host_.mark_dirty();
}

void TableView::on_intent(const ui::Intent& intent) {
  const ui::Rect area = board_rect();
  switch (intent.kind) {
    case ui::IntentKind::kTap:
      motion_.finish();  // a tap lands what still flies or ticks
      tap(intent.pos);
      break;
    case ui::IntentKind::kLongPress: long_press(intent.pos); break;
    case ui::IntentKind::kBack:
      if (thing_.kind != Thing::kNone || !details_.empty() || building_ >= 0) {
        building_ = -1;
        thing_ = {};
        details_.clear();
        host_.mark_dirty();
      } else {
        host_.toggle_menu();
      }
      break;
    case ui::IntentKind::kDragStart: dragging_ = area.contains(intent.start); break;
    case ui::IntentKind::kDragMove:
      if (dragging_) scroll_by(-intent.delta.y);
      break;
    case ui::IntentKind::kDragEnd: dragging_ = false; break;
    default: scroll_intent(intent); break;
  }
}

// [SECTION] layout and drawing

void TableView::draw(SDL_Renderer* r, ui::TextCache* text) {
  const int seat = hand_seat();
  const State seen = view_for(state(), seat);  // never more than that seat may see
  BoardInput in{{seen, content(), host_.looks(), metrics_, board_rect(), scroll_}, selected_tile(), seat, -1, {}, false, &pictures_};
  if (building_ >= 0 && host_.human_to_act()) {
    in.lit_seat = host_.prompt().seat;
    for (const BuildCell& cell : build_cells(legal_, in.lit_seat, building_)) in.lit_cells.push_back(cell.cell);
  }
  in.tally = &motion_.tally;
  in.now = motion_.now;
  in.flights = &motion_.flights;
  const auto paint = [&] {
    SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
    SDL_RenderClear(r);
    layout_ = draw_board(r, text, in);
  };
  paint();
  // A card that began to fly this frame: its slot is drawn again, empty until it lands.
  if (motion_.drawn(layout_.piles, kHiddenWorkplace)) paint();
  const std::vector<ui::PileFlights::Flight> flying = motion_.flights.flying(motion_.now);
  // Knights and cards in the air, over the table (drawn at their new place already, a card's slot empty).
  if (!flying.empty()) {
    const ui::Rect area = board_rect();
    const SDL_Rect clip{static_cast<int>(area.x), static_cast<int>(area.y), static_cast<int>(area.w), static_cast<int>(area.h)};
    SDL_RenderSetClipRect(r, &clip);
    for (const ui::PileFlights::Flight& f : flying) {
      const ui::Rect at = ui::PileFlights::where(f, motion_.now);
      if (f.kind >= kHiddenWorkplace) {
        ui::draw_card_back(r, {at.x, at.y - scroll_, at.w, at.h}, card_back_colour(f.kind >= kHiddenLaw ? kLawFamily : kWorkplaceFamily));
        continue;
      }
      const ui::SeatLook* look = f.kind != kBanditKind && f.kind >= 0 && static_cast<size_t>(f.kind) < host_.looks().size()
                                     ? &host_.looks()[static_cast<size_t>(f.kind)]
                                     : nullptr;
      draw_seat_mark(r, {at.x + at.w * 0.5f, at.y - scroll_ + at.h * 0.5f}, at.w * 0.5f, look);
    }
    SDL_RenderSetClipRect(r, nullptr);
  }
  scroll_ = std::clamp(scroll_, 0.0f, max_scroll());
  // A workplace just chosen: its grid is brought on screen (it lies below the tiles and laws).
  if (scroll_to_lit_) {
    scroll_to_lit_ = false;
    const ui::Rect area = board_rect();
    float top = 1e30f, bottom = -1e30f;
    for (const GridSpot& g : layout_.grid)
      if (g.lit) {
        top = std::min(top, g.rect.y);
        bottom = std::max(bottom, g.rect.y + g.rect.h);
      }
    const float margin = metrics_.mm(4);
    if (top < bottom && top < area.y) scroll_by(top - area.y - margin);  // above: its top row shows
    else if (top < bottom && bottom > area.y + area.h)  // below: all of it, or as much as fits from its top
      scroll_by(std::min(top - area.y - margin, bottom - (area.y + area.h) + margin));
  }
  // A long-pressed card at reading size: the table's card face with the panel's text size.
  details_card_texture_ = nullptr;
  if (!details_key_.empty() && !details_.empty()) {
    const int px = static_cast<int>(std::round(metrics_.font_px()));
    const ui::Pen reading{r, text, {0, 0, 0, 0}, px, px, px, static_cast<float>(px) * 1.25f, std::max(6.0f, metrics_.mm(2.5f))};
    const float width = std::min(board_rect().w - metrics_.mm(14), metrics_.mm(90));
    details_card_texture_ = details_card_.render(reading, &pictures_, details_face_, width,
                                                 details_key_ + "|" + std::to_string(px) + "|" + std::to_string(width) + "|" +
                                                     std::to_string(reinterpret_cast<uintptr_t>(&content())));
  }
  note_table_things();
  if (text) text->end_frame();
  pictures_.end_frame();
}

// [SECTION] the controller's focus (ui::note_table_thing): while a workplace is being built, the
// lit cells it may go in (A builds there); else every tile, card, cell and player's block that
// has choices (A shows them beside it, as a tap does).
void TableView::note_table_things() {
  ui::note_table_area(board_rect());
  if (!host_.human_to_act()) return;
  const int seat = host_.prompt().seat;
  if (building_ >= 0) {
    for (const BuildCell& cell : build_cells(legal_, seat, building_))
      for (const GridSpot& spot : layout_.grid)
        if (spot.seat == seat && spot.cell == cell.cell)
          ui::note_table_thing(thing_name({Thing::kCell, seat, cell.cell}), spot.rect, static_cast<int>(cell.action), kThingLitCell);
    return;
  }
  auto note = [&](const Thing& thing) {
    const bool builds = thing.kind == Thing::kHand && thing.seat == seat && !build_cells(legal_, seat, thing.index).empty();
    if (!builds && offer_for(state(), legal_, seat, thing).empty()) return;
    ui::Rect r;
    if (!thing_rect(thing, r)) return;
    // (A point of its rect that a tap finds it at: the smallest thing under a point wins.)
    if (const std::optional<ui::Vec2> p = ui::tap_point_in(r, [&](ui::Vec2 at) { return thing_at(at) == thing; }))
      ui::note_table_thing(thing_name(thing), r, -1, kThingOffers, p);
  };
  for (size_t t = 0; t < layout_.tiles.size(); ++t) note({Thing::kTile, -1, static_cast<int>(t)});
  for (const CardSpot& card : layout_.cards) {
    if (card.kind == CardSpot::kHand) note({Thing::kHand, card.seat, card.index});
    else if (card.kind == CardSpot::kLaw || card.kind == CardSpot::kPassedLaw) note({Thing::kLaw, -1, card.index});
  }
  for (const GridSpot& spot : layout_.grid) note({Thing::kCell, spot.seat, spot.cell});
  for (const SeatSpot& block : layout_.seats) note({Thing::kSeat, block.seat, -1});
}

}  // namespace sb::vt::view

namespace sb::vt::view {

// Battles and law votes (with their tally) have kinds of their own; cards drawn are told by the
// words the rules write for them (turn.cpp).
std::optional<ui::ResultLine> TableView::result_of(const engine::Event& e) const {
  if (e.kind == "battle") return ui::ResultLine{"Battle", e.text, e.seat, true, e.values.empty() ? -1 : e.values[0]};
  if (e.kind == "law") return ui::ResultLine{"Law vote", e.text, e.seat};
  if (e.text.find(" draws ") != std::string::npos && e.text.find(" card") != std::string::npos)
    return ui::ResultLine{"Cards drawn", e.text, e.seat};
  return std::nullopt;
}

std::optional<ui::Rect> TableView::place_on_screen(int place) const {
  if (place < 0 || static_cast<size_t>(place) >= layout_.tiles.size() || layout_.tiles[static_cast<size_t>(place)].w <= 0)
    return std::nullopt;
  return layout_.tiles[static_cast<size_t>(place)];
}

}  // namespace sb::vt::view
