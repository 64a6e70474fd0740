#include "game/winter_quarters/view/table_view.h"

#include <algorithm>

#include "engine/core/check.h"
#include "engine/ui/table_focus.h"
#include "engine/ui/text.h"

namespace sb::wq::view {

// [SECTION] the match and the seats

std::vector<ui::SeatLook> TableView::default_looks(bool) const {
  // A resumed game: the names the setup gave the seats (which factions each holds).
  std::vector<std::string> names;
  for (size_t i = 0; i < state().seats.size(); ++i)
    names.push_back(state().seats[i].name.empty() ? "Seat " + std::to_string(i + 1) : state().seats[i].name);
  return ui::seat_looks(names);
}

std::vector<ui::LogFilter> TableView::log_filters() const {
  return {ui::LogFilter::kinds_with("Winter Quarters Rounds", {"wq_phase"}),
          ui::LogFilter::kinds_with("Choices and events", {"choice", "log", "action"})};
}

void TableView::on_match_changed() {
  scroll_ = 0;
  dragging_ = false;
  selected_ = details_space_ = details_card_ = pending_space_ = pending_march_from_ = drag_from_ = -1;
  card_open_ = false;
  drag_targets_.clear();
  lit_.clear();
  board_cache_.invalidate();  // another match (a reload): its board is drawn afresh
  motion_.clear();  // pieces stand where they are, numbers are what they are
}

void TableView::on_applied(const std::vector<engine::Event>& events) {
  TypedTitleView::on_applied(events);
  motion_.after_action(host_.settings().animation_speed > 0 && !host_.fast_forward());
}

void TableView::on_refresh() {
  TypedTitleView::on_refresh();
  // A tapped space stays lit while it still offers something; else the panel shows every choice.
  if (selected_ >= 0) {
    const SpaceOffer offer = offer_for_space(state(), content(), legal_, selected_);
    if (offer.answers.empty() && offer.starts.empty()) selected_ = -1;
  }
  if (card_open_ && offer_for_card(state(), content(), legal_).empty()) card_open_ = false;
  lit_.clear();
  if (host_.human_to_act())
    for (int space = 0; space < content().space_count(); ++space) {
      const SpaceOffer offer = offer_for_space(state(), content(), legal_, space);
      if (!offer.answers.empty() || !offer.starts.empty()) lit_.push_back(space);
    }
}

// [SECTION] gestures: tap a space (its answers), long press (details), drag (scroll)

void TableView::tap(ui::Vec2 pos) {
  if (!board_rect().contains(pos)) return;  // (the panels take their own touches: ImGuiLayer::wants_pointer)
  const int space = layout_.space_at(pos);
  details_space_ = details_card_ = -1;
  if (space >= 0) {
    card_open_ = false;
    selected_ = selected_ == space ? -1 : space;
    // A lit space whose one offer is an answer (the question asks for a space): the tap answers.
    if (selected_ >= 0 && host_.human_to_act()) {
      const SpaceOffer offer = offer_for_space(state(), content(), legal_, space);
      if (offer.answers.size() == 1 && offer.starts.empty()) {
        selected_ = -1;
        host_.apply_legal(offer.answers.front());
      }
    }
  } else if (layout_.current.contains(pos) && host_.human_to_act() && !offer_for_card(state(), content(), legal_).empty()) {
    // The Current card on its turn: its choices beside it.
    card_open_ = !card_open_;
    selected_ = -1;
  } else if (layout_.current.contains(pos) || layout_.on_deck.contains(pos)) {
    details_card_ = layout_.current.contains(pos) ? state().current : state().on_deck;
    card_open_ = false;
  } else {
    selected_ = -1;
    card_open_ = false;
  }
  host_.mark_dirty();
}

void TableView::drop_pieces(ui::Vec2 pos) {
  const int from = drag_from_, to = layout_.space_at(pos);
  drag_from_ = -1;
  drag_targets_.clear();
  host_.mark_dirty();
  if (to < 0 || to == from) return;  // dropped off the map or back home: nothing happens
  const MarchDrop drop = march_drop(state(), content(), legal_, from, to);
  if (drop.action < 0) {
    host_.say(drop.refusal);
    return;
  }
  if (!host_.apply_legal(static_cast<size_t>(drop.action))) return;
  if (drop.starts) pending_space_ = to;
  pending_march_from_ = from;
  selected_ = to;
}

void TableView::long_press(ui::Vec2 pos) {
  if (!board_rect().contains(pos)) return;  // (the panels take their own touches: ImGuiLayer::wants_pointer)
  details_space_ = layout_.space_at(pos);
  details_card_ = -1;
  if (details_space_ < 0) {
    if (layout_.current.contains(pos)) details_card_ = state().current;
    else if (layout_.on_deck.contains(pos)) details_card_ = state().on_deck;
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
      if (selected_ >= 0 || details_space_ >= 0 || details_card_ >= 0 || card_open_) {
        selected_ = details_space_ = details_card_ = -1;
        card_open_ = false;
        host_.mark_dirty();
      } else {
        host_.toggle_menu();
      }
      break;
    case ui::IntentKind::kDragStart: {
      // From a space whose pieces may March now: the pieces move with the finger (the spaces they
      // may go to light up). Anywhere else the drag scrolls the table.
      const int from = area.contains(intent.start) && host_.human_to_act() ? layout_.space_at(intent.start) : -1;
      drag_targets_ = from >= 0 ? march_targets(state(), content(), legal_, from) : std::vector<int>{};
      drag_from_ = drag_targets_.empty() ? -1 : from;
      dragging_ = drag_from_ < 0 && area.contains(intent.start);
      if (drag_from_ >= 0) selected_ = drag_from_;
      host_.mark_dirty();
      break;
    }
    case ui::IntentKind::kDragMove:
      if (dragging_) scroll_by(-intent.delta.y);
      break;
    case ui::IntentKind::kDragEnd:
      if (drag_from_ >= 0) drop_pieces(intent.pos);
      dragging_ = false;
      break;
    default: scroll_intent(intent); break;
  }
}

// [SECTION] layout and drawing

// The Winter Quarters Round so far in words: what each step did since the round's first step (the
// rules mark the steps in the log), each line led by its step, at most `most` lines, newest last.
// Steps that changed nothing are left out. Empty outside a round.
std::vector<std::string> TableView::round_lines(size_t most) const {
  std::vector<std::string> lines;
  if (state().game_over && state().wq_rounds == 0) return lines;
  const std::string& phase = engine::current_phase_id(content().calendar, state().cursor);
  if (phase == "card_turns" && !state().game_over) return lines;
  const std::vector<ui::LogLine>& log = host_.log();
  size_t start = log.size();
  for (size_t i = log.size(); i > 0; --i)
    if (log[i - 1].kind == "wq_phase" && log[i - 1].text == phase_words("victory_check")) {
      start = i - 1;
      break;
    }
  std::string step;
  for (size_t i = start; i < log.size(); ++i) {
    if (log[i].kind == "wq_phase") step = log[i].text;
    else if (log[i].kind != "choice" && log[i].kind != "action")  // answers are in the log window
      lines.push_back(step.empty() ? log[i].text : step + " — " + log[i].text);
  }
  if (lines.size() > most) lines.erase(lines.begin(), lines.end() - static_cast<long>(most));
  return lines;
}

void TableView::draw(SDL_Renderer* r, ui::TextCache* text) {
  SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
  SDL_RenderClear(r);
  BoardInput in{{state(), content(), host_.looks(), metrics_, board_rect(), scroll_}, selected_,
                drag_from_ >= 0       ? drag_targets_
                : host_.human_to_act() ? lit_
                                       : std::vector<int>{},
                round_lines(4)};
  in.pictures = &pictures_;
  in.tally = &motion_.tally;
  in.now = motion_.now;
  in.flights = &motion_.flights;
  BoardKey key;
  key.revision = revision_;
  key.selected = selected_;
  key.width = width_;
  key.height = height_;
  key.area[0] = in.area.x, key.area[1] = in.area.y, key.area[2] = in.area.w, key.area[3] = in.area.h;
  key.scroll = scroll_;
  key.metrics = metrics_;
  key.choosable = in.choosable;
  key.round_lines = in.round_lines;
  for (const ui::SeatLook& look : in.looks)
    key.looks.push_back(look.name + '\n' + std::to_string(look.color.r) + ',' + std::to_string(look.color.g) + ',' +
                        std::to_string(look.color.b) + ',' + std::to_string(look.color.a) + ',' +
                        std::to_string(static_cast<int>(look.symbol)));
  // While numbers tick the board is drawn afresh each frame, and once more where they land; a card
  // in the air is drawn over it, and its slot filled once it lands.
  std::vector<ui::PileFlights::Flight> flying = motion_.flights.flying(motion_.now);
  const bool card_flying = std::any_of(flying.begin(), flying.end(), [](const ui::PileFlights::Flight& f) { return f.kind >= kHiddenCard; });
  const bool ticking = motion_.tally.moving(motion_.now);
  const bool changed = !(key == board_key_) || ticking || ticked_ || (card_flew_ && !card_flying);
  ticked_ = ticking;
  card_flew_ = card_flying;
  board_key_ = std::move(key);
  board_cache_.draw(r, width_, height_, changed, ui::pal::kTable, [&] {
    layout_ = draw_board(r, text, in);
    pictures_.end_frame();
    if (motion_.drawn(layout_.piles, kHiddenCard)) {  // a card began to fly: its slot waits empty
      SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
      SDL_RenderClear(r);
      layout_ = draw_board(r, text, in);
      pictures_.end_frame();
      card_flew_ = true;
    }
  });
  // Pieces and cards in the air, over the board (its cached drawing holds them at their new piles
  // already, a card's slot empty).
  flying = motion_.flights.flying(motion_.now);
  if (!flying.empty()) {
    const ui::Rect area = board_rect();
    const SDL_Rect clip{static_cast<int>(area.x), static_cast<int>(area.y), static_cast<int>(area.w), static_cast<int>(area.h)};
    SDL_RenderSetClipRect(r, &clip);
    for (const ui::PileFlights::Flight& f : flying) {
      const ui::Rect at = ui::PileFlights::where(f, motion_.now);
      if (f.kind >= kHiddenCard) ui::draw_card_back(r, {at.x, at.y - scroll_, at.w, at.h}, kCardBack);
      else draw_piece_pile(r, text, {at.x, at.y - scroll_}, at.w * 0.5f, f.kind, f.count);
    }
    SDL_RenderSetClipRect(r, nullptr);
  }
  scroll_ = std::clamp(scroll_, 0.0f, max_scroll());
  note_table_things();
  if (text) text->end_frame();
}

// [SECTION] the controller's focus (ui::note_table_thing): the lit spaces (a space question's
// answer when it has one; else a tap shows the space's choices beside it) and the Current card on
// its turn (its choices beside it). Pieces dragged by a finger are the finger's alone.
void TableView::note_table_things() {
  ui::note_table_area(board_rect());
  if (!host_.human_to_act() || drag_from_ >= 0) return;
  for (int space : lit_) {
    if (space < 0 || space >= static_cast<int>(layout_.spaces.size())) continue;
    const ui::Rect rect = layout_.spaces[static_cast<size_t>(space)];
    const SpaceOffer offer = offer_for_space(state(), content(), legal_, space);
    const int action = offer.answers.size() == 1 && offer.starts.empty() ? static_cast<int>(offer.answers.front()) : -1;
    const std::optional<ui::Vec2> at =
        layout_.space_at(rect.center()) == space ? std::optional<ui::Vec2>(rect.center()) : std::nullopt;
    ui::note_table_thing(content().space_name(space), rect, action, kThingSpace, at);
  }
  if (layout_.current.w > 0 && !offer_for_card(state(), content(), legal_).empty())
    ui::note_table_thing("the Current card", layout_.current, -1, kThingCard);
}

}  // namespace sb::wq::view

namespace sb::wq::view {

// The rules' lines are all of kind "log": a battle, its losses and a card turned are told apart by
// the words the rules write for them (ops.cpp, flow.cpp).
namespace {
// The space a battle's line names after " in " ("... Battle in Low Country: Attack 1 ..."), as an
// index (the West Indies last); -1 when none.
int space_named(const Content& c, const std::string& text) {
  const size_t in = text.rfind(" in ");
  if (in == std::string::npos) return -1;
  std::string name = text.substr(in + 4);
  name = name.substr(0, name.find(':'));
  for (size_t i = 0; i < c.spaces.size(); ++i)
    if (c.spaces[i].name == name) return static_cast<int>(i);
  return name == c.wi_name ? static_cast<int>(c.spaces.size()) : -1;
}
}  // namespace

std::optional<ui::ResultLine> TableView::result_of(const engine::Event& e) const {
  const std::string& t = e.text;
  if (t.find(" Battle in ") != std::string::npos && t.find(": Attack ") != std::string::npos)
    return ui::ResultLine{"Battle", t, e.seat, true, space_named(content(), t.substr(0, t.find(": Attack ")))};
  if (t.find(" lose ") != std::string::npos && t.find(" in ") != std::string::npos)
    return ui::ResultLine{"Battle losses", t, e.seat, true, space_named(content(), t)};
  if (t.rfind("Next card: ", 0) == 0) return ui::ResultLine{"Card turned", t, e.seat};
  if (t.find(" is revealed: Winter Quarters") != std::string::npos) return ui::ResultLine{"Card turned", t, e.seat};
  return std::nullopt;
}

std::optional<ui::Rect> TableView::place_on_screen(int place) const {
  if (place < 0 || static_cast<size_t>(place) >= layout_.spaces.size() || layout_.spaces[static_cast<size_t>(place)].w <= 0)
    return std::nullopt;
  return layout_.spaces[static_cast<size_t>(place)];
}

}  // namespace sb::wq::view
