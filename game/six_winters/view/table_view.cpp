#include "game/six_winters/view/table_view.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "engine/core/check.h"
#include "engine/core/words.h"
#include "engine/ui/draw.h"
#include "engine/ui/table_focus.h"
#include "engine/ui/text.h"
#include "game/six_winters/rules/campaign_file.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/board_draw.h"
#include "game/six_winters/view/dice_drop.h"
#include "game/six_winters/view/on_table.h"

namespace sb::sw::view {

// [SECTION] the match and the seats

std::vector<std::string> TableView::seat_names() const {
  std::vector<std::string> names;
  for (const ui::SeatLook& look : host_.looks()) names.push_back(look.name);
  return names;
}

std::vector<ui::SeatLook> TableView::default_looks(bool) const {
  // A resumed game: the names the setup gave the seats.
  std::vector<std::string> names;
  const Setup& setup = typed().match().setup();
  for (size_t k = 0; k < static_cast<size_t>(state().player_count); ++k)
    names.push_back(k < setup.seat_names.size() ? setup.seat_names[k] : "Player " + std::to_string(k + 1));
  return ui::seat_looks(names);
}

std::vector<ui::LogFilter> TableView::log_filters() const {
  return {ui::LogFilter::kinds_with("Obstacles and stress",
                                    {"obstacle", "overcome", "stress", "condition", "knock", "damage", "defend"}),
          ui::LogFilter::kinds_with("Tracks and cards", {"progress", "threat", "track", "card", "mastery", "staging"}),
          ui::LogFilter::kinds_with("Sessions and seasons", {"session", "season", "turn", "event", "year", "campaign"})};
}

void TableView::on_match_changed() {
  // A resumed, undone or reloaded game does not roll its last dice again, and its characters,
  // cards and numbers stand where they are.
  tumble_ = {};
  motion_.clear();
  rolled_turn_ = state().status == kInSession ? state().year * 100 + state().session.turn : 0;
  told_turn_ = rolled_turn_;
  scroll_ = 0;
  dragging_ = false;
  enlarged_.reset();
  tapped_.reset();
  tapped_track_ = -1;
  dragged_.reset();
  holding_ = false;
  die_targets_.clear();
  dropped_.clear();
}

void TableView::on_refresh() {
  TypedTitleView::on_refresh();
  dropped_.clear();  // a dropped die's answers were for the question before
  split_ = {};
  split_frames_ = 0;
  picks_.clear();
  tapped_.reset();  // its actions were the question's before
  tapped_track_ = -1;
  phase_before_ = phase_number(state(), content());
  phase_before_heading_ = phase_heading(state(), content());
  keep_campaign_file();
  name_seats_by_character();
}

// A seat is named by the characters it plays once the session has dealt them: a placeholder name
// ("Seat 1", as terminal saves have, or "Player 2") gives way to them ("Thea"); a name the players
// gave stays, with them beside it ("Ann (Thea)"). Between sessions the seats have their own names.
void TableView::name_seats_by_character() {
  if (base_names_.empty())
    for (const ui::SeatLook& look : host_.looks()) base_names_.push_back(look.name);
  const State& s = state();
  auto placeholder = [](const std::string& name) {
    for (const char* prefix : {"Seat", "Player"}) {
      const std::string p = prefix;
      if (name.rfind(p, 0) == 0 &&
          name.find_first_not_of(" 0123456789", p.size()) == std::string::npos)
        return true;
    }
    return name.empty();
  };
  for (size_t i = 0; i < base_names_.size(); ++i) {
    std::string characters;
    if (s.status == kInSession && i < s.session.seats.size())
      for (int ch : s.session.seats[i].characters)
        characters += (characters.empty() ? "" : " & ") + content().characters[static_cast<size_t>(ch)].name;
    const std::string& base = base_names_[i];
    const std::string name = characters.empty() ? base : placeholder(base) ? characters : base + " (" + characters + ")";
    host_.set_seat_name(static_cast<int>(i), name);
  }
}

// [SECTION] session end and the campaign file

bool TableView::played_a_session() const {
  for (const auto& entry : typed().match().journal())
    if (std::holds_alternative<StartSession>(entry.action)) return true;
  return false;
}

bool TableView::session_end_showing() const {
  const State& s = state();
  if (s.status == kFinished) return true;
  // A StartSession waiting for its questions (cards, start locations) is the next session starting.
  return s.status == kBetweenSessions && !s.pending && !s.acting && s.year > dismissed_year_ && played_a_session();
}

void TableView::go_to_next_session() {
  dismissed_year_ = state().year;
  host_.mark_dirty();
}

const SessionReport* TableView::last_session_report() {
  const auto& match = typed().match();
  const auto& journal = match.journal();
  if (report_journal_ != journal.size()) {
    report_journal_ = journal.size();
    report_.reset();
    size_t start = journal.size();
    for (size_t i = journal.size(); i > 0; --i)
      if (std::holds_alternative<StartSession>(journal[i - 1].action)) {
        start = i - 1;
        break;
      }
    if (start < journal.size() && state().status != kInSession) {
      // The table just before that session began: the same match cut there (one replay).
      engine::Match<Title> before = match;
      before.rewind_to(start);
      report_ = session_report(before.state(), state(), content());
    }
  }
  return report_ ? &*report_ : nullptr;
}

std::filesystem::path TableView::campaign_path() const {
  const std::string& name = typed().match().setup().campaign_file;
  if (name.empty() || host_.save_dir().empty()) return {};
  return host_.save_dir() / name;
}

// Between sessions (a new campaign, a session's end, the campaign's end) the campaign file is
// written again: it is what "Continue campaign" starts the next session from.
void TableView::keep_campaign_file() {
  const State& s = state();
  if (s.status == kInSession) return;
  const std::pair<int, int> key{s.year, s.status};
  if (key == campaign_written_) return;
  const std::filesystem::path file = campaign_path();
  if (file.empty()) return;
  campaign_written_ = key;
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  std::string error;
  campaign_error_ = write_campaign_file(file, s, content(), error) ? "" : error;
}

// [SECTION] gestures: a finger dragged on the table scrolls it (it is taller than a short screen)

void TableView::on_intent(const ui::Intent& intent) {
  const ui::Rect area = board_rect();
  switch (intent.kind) {
    case ui::IntentKind::kLongPress:  // a card at reading size (right click with a mouse)
      if (area.contains(intent.pos))
        if (const CardSpot* spot = card_at(spots_, intent.pos)) {
          enlarged_ = *spot;
          dragging_ = false;
          host_.mark_dirty();
        }
      break;
    case ui::IntentKind::kBack:  // the card read goes, else the card of choices, else a picked die goes back
      if (enlarged_) {
        enlarged_.reset();
        host_.mark_dirty();
      } else if (tapped_ || tapped_track_ >= 0) {
        tapped_.reset();
        tapped_track_ = -1;
        host_.mark_dirty();
      } else if (dragged_ && !holding_) {
        dragged_.reset();
        die_targets_.clear();
        host_.mark_dirty();
      }
      break;
    case ui::IntentKind::kTap:  // tap-tap: a die, then the card it goes to (a tap on the die puts it back)
      motion_.finish();  // a tap lands what still flies or ticks
      holding_ = false;
      if (!dragged_ && location_question() && area.contains(intent.pos)) {  // a lit location answers the question
        for (const CardSpot& spot : spots_)
          if (spot.kind == CardKind::kLocation && spot.rect.contains(intent.pos))
            if (const size_t answer = location_answer(spot.id); answer < legal_.size()) {
              host_.apply_legal(answer);
              return;
            }
        break;
      }
      if (dragged_) {
        drop_die(intent.pos);
      } else {
        start_die_drag(intent.pos);
        if (dragged_) {
          drag_at_ = dragged_->rect.center();
          tapped_.reset();
          tapped_track_ = -1;
        } else {
          tap_card(intent.pos);
        }
      }
      break;
    case ui::IntentKind::kDragStart: {
      // A die a tap picked stays picked while a finger off the dice scrolls the table to its card.
      const bool on_die = std::any_of(dice_.begin(), dice_.end(), [&](const DieSpot& d) { return d.rect.contains(intent.start); });
      if (dragged_ && !holding_ && !on_die) {
        dragging_ = area.contains(intent.start);
        break;
      }
      start_die_drag(intent.start);
      holding_ = dragged_.has_value();
      dragging_ = !dragged_ && area.contains(intent.start);
      break;
    }
    case ui::IntentKind::kDragMove:
      if (dragged_ && holding_) {
        drag_at_ = intent.pos;
        host_.mark_dirty();
      } else if (dragging_) {
        scroll_by(-intent.delta.y);
      }
      break;
    case ui::IntentKind::kDragEnd:
      if (dragged_ && holding_) drop_die(intent.pos);
      holding_ = false;
      dragging_ = false;
      break;
    default: scroll_intent(intent); break;
  }
}

// [SECTION] dice by finger: drag a die (an action die from its tray, an asset from its location) onto the card that takes it

void TableView::start_die_drag(ui::Vec2 at) {
  dragged_.reset();
  die_targets_.clear();
  if (!host_.human_to_act() || !board_rect().contains(at)) return;
  for (const DieSpot& d : dice_)
    if (d.rect.contains(at)) {  // any seat's: in phase 2 the seats act in any order
      dragged_ = d;
      drag_at_ = at;
      pick_scroll_ = scroll_;
      for (const CardSpot& card : spots_)
        if (!die_drop_actions(state(), legal_, d, card.kind, card.id).empty()) die_targets_.push_back(card);
      host_.mark_dirty();
      return;
    }
}

// A tap on a card that some legal action names (a character, a location, an obstacle, a progress
// card) shows those actions on a card beside it; a tap elsewhere closes that card.
void TableView::tap_card(ui::Vec2 at) {
  const bool can = host_.human_to_act() && board_rect().contains(at);
  const CardSpot* spot = can ? card_at(spots_, at) : nullptr;
  tapped_.reset();
  tapped_track_ = -1;
  if (spot && !card_actions(state(), legal_, spot->kind, spot->id).empty()) tapped_ = *spot;
  if (!spot && can)  // a track's row: the overflow pick and the mastery moves of that resource
    for (const TrackRow& row : track_rows_)
      if (row.rect.contains(at) && !track_actions(legal_, row.resource).empty()) tapped_track_ = row.resource;
  host_.mark_dirty();
}

void TableView::drop_die(ui::Vec2 at) {
  const DieSpot die = *dragged_;
  dragged_.reset();
  die_targets_.clear();
  host_.mark_dirty();
  const CardSpot* card = board_rect().contains(at) ? card_at(spots_, at) : nullptr;
  if (!card || die.rect.contains(at)) return;  // back in the tray or off the cards: nothing happens
  const std::vector<size_t> fits = die_drop_actions(state(), legal_, die, card->kind, card->id);
  if (fits.empty()) {
    host_.say(die_drop_refusal(content(), die, card->kind, card->id));
  } else if (fits.size() == 1) {
    host_.apply_legal(fits.front());
  } else {  // several ways (which slot, what to take): the panel lists just those
    dropped_ = fits;
  }
}

// [SECTION] rolls: the rules decided the faces, the tumble only shows them

void TableView::on_applied(const std::vector<engine::Event>& events) {
  narrate(events);
  motion_.after_action(host_.settings().animation_speed > 0 && !host_.fast_forward());
  if (host_.settings().animation_speed <= 0) return;  // animations off
  std::vector<int> faces;
  std::string caption;
  for (const engine::Event& e : events)
    if (e.kind == "defend" && !e.values.empty()) {
      faces = e.values;
      caption = "Defence roll: " + e.text;
    }
  const State& s = state();
  const int turn = s.status == kInSession ? s.year * 100 + s.session.turn : 0;
  if (faces.empty() && turn != 0 && turn != rolled_turn_ && s.session.turn > 1) {
    // A new turn: the seats' action dice were rolled up again.
    for (const Seat& seat : s.session.seats) faces.insert(faces.end(), seat.action_dice.begin(), seat.action_dice.end());
    caption = "Turn " + std::to_string(s.session.turn) + ": the action dice are rolled";
  }
  if (turn != 0) rolled_turn_ = turn;
  faces.erase(std::remove_if(faces.begin(), faces.end(), [](int v) { return v < 1 || v > 6; }), faces.end());
  if (faces.empty()) return;
  if (faces.size() > 14) faces.resize(14);
  tumble_.start(faces, clock_, tumble_seed_++);
  tumble_caption_ = caption;
  host_.mark_dirty();
}

// [SECTION] phases 1 and 3–8 (and bots' moves), step by step

namespace {

// A phase that did nothing the log names still gets its step, in words.
std::string quiet_phase(int phase, const State& s) {
  switch (phase) {
    case 1: return "No seasonal event this turn.";
    case 2: return "Every seat may act, in any order; a seat that passed may act again after someone else does.";
    case 3: return "Dice on abilities and slots go; the pools and the seats' action dice are rolled up.";
    case 4: return "No location or obstacle acts.";
    case 5: return "No new obstacle arrives.";
    case 6: return "No threat track rises.";
    case 7: return "No surge with this many players.";
    case 8:
      return s.status == kInSession ? "The season marker moves on: " +
                                          engine::sentence_case(wheel_season_name(s.session.wheel)) +
                                          ", turn " + std::to_string(s.session.turn) + "."
                                    : "The season wheel is done.";
    default: return "Nothing happens.";
  }
}

}  // namespace

// One step a phase the rules ran on their own, its events in words (at most kLines, the rest are in
// the log). What an action in phase 2 did is on the table already (a bot's move too: the host paces
// bots), so only what follows the first phase that began is told; an answer to a question in an
// automatic phase goes on telling that phase.
void TableView::narrate(const std::vector<engine::Event>& events) {
  constexpr size_t kLines = 4;
  std::string heading;
  int phase = 0;
  if (phase_before_ != 0 && phase_before_ != 2) {
    phase = phase_before_;
    heading = phase_before_heading_ + " (continued)";
  }
  std::vector<std::string> lines;
  auto flush = [&] {
    if (heading.empty()) return;
    if (lines.empty()) lines.push_back(quiet_phase(phase, state()));
    std::string text;
    for (size_t i = 0; i < lines.size() && i < kLines; ++i) text += (i ? "\n" : "") + lines[i];
    if (lines.size() > kLines) text += "\n… and " + std::to_string(lines.size() - kLines) + " more in the log";
    host_.narrate(heading, text);
    lines.clear();
  };
  for (const engine::Event& e : events) {
    if (e.kind == "phase") {
      flush();
      heading = e.text;
      phase = e.values.empty() ? 0 : e.values.front();
      continue;
    }
    if (heading.empty() || e.text.empty()) continue;
    lines.push_back(engine::sentence_case(e.text));
    if (std::string(".!?").find(lines.back().back()) == std::string::npos) lines.back() += '.';
  }
  flush();
}

// A die held by a finger near the board's top or bottom edge scrolls the table that way (faster
// nearer the edge), so a card off the screen can be reached: on a 1920x1080 screen the seats' trays
// and the locations are not on it together. -1 up, 1 down, 0 none (or the table is at its end).
float TableView::edge_scroll_direction() const {
  if (!dragged_ || !holding_) return 0;
  const ui::Rect area = board_rect();
  const float band = metrics_.mm(12);
  if (drag_at_.y < area.y + band && scroll_ > 0) return -std::min(2.0f, 1 + (area.y + band - drag_at_.y) / band);
  if (drag_at_.y > area.y + area.h - band && scroll_ < max_scroll())
    return std::min(2.0f, 1 + (drag_at_.y - (area.y + area.h - band)) / band);
  return 0;
}

void TableView::step(double dt) {
  clock_ += dt;
  motion_.now = clock_;
  if (const float direction = edge_scroll_direction(); direction != 0) {
    // Table time runs at the animation speed; the scroll keeps the finger's pace.
    const double speed = host_.settings().animation_speed > 0 ? host_.settings().animation_speed : 1.0;
    scroll_by(direction * metrics_.mm(70) * static_cast<float>(dt / speed));
  }
}

// The landed dice stay a moment with their caption, then the tray goes (the table under it shows).
// A held die at the board's edge keeps the table scrolling (the loop keeps stepping).
bool TableView::animating() const {
  return (tumble_.started() && clock_ < tumble_.end_time() + kTrayLinger) || edge_scroll_direction() != 0 || motion_.moving();
}

// [SECTION] the controller's focus (ui::note_table_thing): what a tap on the table acts on now

namespace {

// A point of `card` that a tap finds it at (card_at: the smallest card under a point, so an
// obstacle over its location takes the location's middle): its centre, else the first of a grid.
std::optional<ui::Vec2> tap_point_of(const std::vector<CardSpot>& spots, const CardSpot& card) {
  return ui::tap_point_in(card.rect, [&](ui::Vec2 p) {
    const CardSpot* at = card_at(spots, p);
    return at && at->kind == card.kind && at->id == card.id;
  });
}

}  // namespace

// The lit things: a location question's answers; with a die picked, the cards that take it (and the
// die, which a tap puts back); else every die that some card takes. A window over the table (a
// question, the damage split, the characters, the session's end) has the table's choices itself.
void TableView::note_table_things() {
  const ui::Rect area = board_rect();
  ui::note_table_area(area);
  if (!host_.human_to_act() || session_end_showing() || enlarged_) return;
  if (location_question()) {
    for (const CardSpot& card : spots_)
      if (card.kind == CardKind::kLocation)
        if (const size_t answer = location_answer(card.id); answer < legal_.size())
          if (const std::optional<ui::Vec2> p = tap_point_of(spots_, card))
            ui::note_table_thing(card_name(content(), card), card.rect, static_cast<int>(answer), kThingLocation, p);
    return;
  }
  if (question_showing() || !dropped_.empty()) return;
  if (dragged_) {
    const float size = std::max(dragged_->rect.w, metrics_.mm(9.0f));
    ui::note_table_thing("the picked die", {drag_at_.x - size * 0.6f, drag_at_.y - size * 0.6f, size * 1.2f, size * 1.2f}, -1,
                         kThingPickedDie, dragged_->rect.center());
    // (The cards on screen now: the table may have scrolled since the die was picked.)
    for (const CardSpot& card : spots_) {
      const std::vector<size_t> fits = die_drop_actions(state(), legal_, *dragged_, card.kind, card.id);
      if (fits.empty()) continue;
      if (const std::optional<ui::Vec2> p = tap_point_of(spots_, card))
        ui::note_table_thing(card_name(content(), card), card.rect, fits.size() == 1 ? static_cast<int>(fits.front()) : -1,
                             kThingTarget, p);
    }
    return;
  }
  for (const DieSpot& d : dice_) {
    bool takes = false;
    for (const CardSpot& card : spots_)
      if (!takes && !die_drop_actions(state(), legal_, d, card.kind, card.id).empty()) takes = true;
    if (takes) ui::note_table_thing("die " + std::to_string(d.value), d.rect, -1, kThingDie);
  }
  for (const TrackRow& row : track_rows_) {
    const std::vector<size_t> offer = track_actions(legal_, row.resource);
    if (!offer.empty())
      ui::note_table_thing(engine::sentence_case(kResourceNames[static_cast<size_t>(row.resource)]) + " track", row.rect,
                           offer.size() == 1 ? static_cast<int>(offer.front()) : -1, kThingTrack);
  }
  for (const CardSpot& card : spots_) {
    const std::vector<size_t> offer = card_actions(state(), legal_, card.kind, card.id);
    if (offer.empty()) continue;
    if (const std::optional<ui::Vec2> p = tap_point_of(spots_, card))
      ui::note_table_thing(card_name(content(), card), card.rect, offer.size() == 1 ? static_cast<int>(offer.front()) : -1,
                           kThingCard, p);
  }
}

// [SECTION] layout and drawing

void TableView::draw(SDL_Renderer* r, ui::TextCache* text) {
  // The table is drawn again only when it changed (an action, a scroll, the screen); frames for the
  // panels alone copy the last drawing.
  const DrawKey key{revision_, scroll_, width_, height_, metrics_};
  // ... or while something moves over it (the numbers tick in the drawing; a card's slot waits).
  const bool moving = motion_.moving();
  const bool changed = !(key == drawn_) || moving || moved_;
  moved_ = moving;
  drawn_ = key;
  board_cache_.draw(r, width_, height_, changed, ui::pal::kTable, [&] {
    BoardInput in{{state(), content(), host_.looks(), metrics_, board_rect(), scroll_}};
    in.spots = &spots_;
    in.dice = &dice_;
    in.track_rows = &track_rows_;
    in.pictures = &pictures_;
    // The text size is fitted again only when the screen changed (it measures the whole table
    // several times); a table that grows later scrolls.
    const FitKey fit{true, width_, height_, metrics_};
    if (!(fit == fit_key_)) {
      text_scale_ = fit_text_scale(r, text, in);
      fit_key_ = fit;
    }
    in.text_scale = text_scale_;
    in.piles = &piles_;
    in.flights = &motion_.flights;
    in.tally = &motion_.tally;
    in.now = clock_;
    const auto paint = [&] {
      SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
      SDL_RenderClear(r);
      content_h_ = draw_board(r, text, in);
    };
    paint();
    // A card that began to fly in this drawing: its slot is drawn again, empty until it lands.
    motion_.now = clock_;
    if (motion_.drawn(piles_, kHiddenObstacle)) {
      std::vector<ui::PileFlights::Pile> again;
      in.piles = &again;
      paint();
    }
    pictures_.end_frame();  // (counted in the table's drawings: a cached one keeps its pictures)
  });
  draw_flights(r, text);
  scroll_ = std::clamp(scroll_, 0.0f, max_scroll());
  if (dragged_ && scroll_ != pick_scroll_) {
    // The table scrolled under the picked die: it, and the cards lit for it, go with the table (a
    // die under a finger stays under the finger).
    const float dy = pick_scroll_ - scroll_;
    dragged_->rect.y += dy;
    for (CardSpot& card : die_targets_) card.rect.y += dy;
    if (!holding_) drag_at_.y += dy;
    pick_scroll_ = scroll_;
  }
  // What is drawn over the table stays on it (a card running under the panel is lit only where it shows).
  const ui::Rect area = board_rect();
  const SDL_Rect clip{static_cast<int>(area.x), static_cast<int>(area.y), static_cast<int>(area.w), static_cast<int>(area.h)};
  SDL_RenderSetClipRect(r, &clip);
  if (location_question())  // the question's answers lit on the table
    for (const CardSpot& card : spots_)
      if (card.kind == CardKind::kLocation && location_answer(card.id) < legal_.size())
        ui::outline_rounded_rect(r, card.rect, metrics_.mm(1.5f), metrics_.mm(0.8f), ui::pal::kHighlight);
  if (dragged_) {  // over the cached table: the cards that take the die lit, the die under the finger
    for (const CardSpot& card : die_targets_)
      ui::outline_rounded_rect(r, card.rect, metrics_.mm(1.5f), metrics_.mm(0.8f), ui::pal::kHighlight);
    const float size = std::max(dragged_->rect.w, metrics_.mm(9.0f));
    ui::draw_die(r, text, drag_at_, size, dragged_->value, {});
    const ui::Rect held{drag_at_.x - size * 0.6f, drag_at_.y - size * 0.6f, size * 1.2f, size * 1.2f};
    ui::outline_rounded_rect(r, held, size * 0.2f, metrics_.mm(0.8f), ui::pal::kHighlight);
  }
  SDL_RenderSetClipRect(r, nullptr);
  note_table_things();
  if (tumble_.started() && clock_ < tumble_.end_time() + kTrayLinger)
    ui::draw_dice_tray(r, text, tumble_, clock_, board_rect(), metrics_.mm(9.0f), metrics_.mm(4), metrics_.mm(70),
                     static_cast<int>(metrics_.font_px() * 0.9f), tumble_caption_);
  render_card_picture(r, text);
  render_chooser_cards(r, text);
  if (text) text->end_frame();
}

// Characters and cards in the air over the table (drawn at their new place already, a card's slot
// empty until it lands): a character as its token, a card face down.
void TableView::draw_flights(SDL_Renderer* r, ui::TextCache* text) {
  const std::vector<ui::PileFlights::Flight> flying = motion_.flights.flying(clock_);
  if (flying.empty()) return;
  const ui::Rect area = board_rect();
  const SDL_Rect clip{static_cast<int>(area.x), static_cast<int>(area.y), static_cast<int>(area.w), static_cast<int>(area.h)};
  SDL_RenderSetClipRect(r, &clip);
  for (const ui::PileFlights::Flight& f : flying) {
    ui::Rect at = ui::PileFlights::where(f, clock_);
    at.y -= scroll_;
    if (f.kind >= kHiddenObstacle) {
      ui::draw_card_back(r, at, card_back_colour(f.kind >= kHiddenProgress ? kProgressFamily : kObstacleFamily));
      continue;
    }
    int seat = -1;
    if (state().status == kInSession)
      for (const InPlay& ip : state().session.in_play)
        if (ip.character == f.kind) seat = ip.seat;
    const ui::SeatLook* look = seat >= 0 && static_cast<size_t>(seat) < host_.looks().size() ? &host_.looks()[static_cast<size_t>(seat)] : nullptr;
    ui::TokenStyle style;
    style.fill = look ? look->color : ui::seat_color(std::max(0, seat));
    style.symbol = look ? look->symbol : ui::seat_symbol(std::max(0, seat));
    ui::draw_token(r, text, {at.x + at.w * 0.5f, at.y + at.h * 0.5f}, at.w * 0.5f, style);
  }
  SDL_RenderSetClipRect(r, nullptr);
}

void TableView::render_chooser_cards(SDL_Renderer* r, ui::TextCache* text) {
  chooser_textures_.clear();
  if (!r || !choosing_characters()) return;
  const int px = static_cast<int>(std::round(metrics_.font_px()));
  // As wide as the chooser's cards (character_window), no wider than the board allows.
  const float width = std::min(std::max(metrics_.mm(60), static_cast<float>(px) * 15), board_rect().w - metrics_.mm(14));
  if (width < metrics_.mm(40)) return;
  ui::Pen reading{r, text, {0, 0, width, 1e6f}, px, px, px, static_cast<float>(px) * 1.25f, std::max(6.0f, metrics_.mm(2.5f))};
  for (int id : offered_characters()) {
    std::unique_ptr<ui::CardPicture>& picture = chooser_cards_[id];
    if (!picture) picture = std::make_unique<ui::CardPicture>();
    const ui::CardFace face = character_face(reading, state(), content(), id, width >= metrics_.mm(45));
    const std::string key = std::to_string(px) + "|" + std::to_string(width) + "|" + std::to_string(revision_) + "|" +
                            std::to_string(reinterpret_cast<uintptr_t>(&content()));
    chooser_textures_[id] = picture->render(reading, &pictures_, face, width, key);
  }
}

void TableView::render_card_picture(SDL_Renderer* r, ui::TextCache* text) {
  card_picture_texture_ = nullptr;
  if (!enlarged_ || !r) return;
  const CardKind kind = enlarged_->kind;
  if (kind != CardKind::kObstacle && kind != CardKind::kProgress && kind != CardKind::kCharacter) return;
  // A phone keeps the words alone: the card would take the room they need.
  const ui::Rect board = board_rect();
  const float width = std::min(board.w - metrics_.mm(14), metrics_.mm(90));
  if (width < metrics_.mm(45) || board.h < metrics_.mm(90)) return;
  const int px = static_cast<int>(std::round(metrics_.font_px()));
  ui::Pen reading{r, text, {0, 0, width, 1e6f}, px, px, px, static_cast<float>(px) * 1.25f, std::max(6.0f, metrics_.mm(2.5f))};
  const State& s = state();
  const Content& c = content();
  ui::CardFace face;
  switch (kind) {
    case CardKind::kObstacle: face = obstacle_face(reading, &pictures_, s, c, enlarged_->id, true); break;
    case CardKind::kProgress: face = progress_face(reading, &pictures_, c, enlarged_->id, true); break;
    default: face = character_face(reading, s, c, enlarged_->id, true); break;
  }
  const std::string key = std::to_string(static_cast<int>(kind)) + "|" + std::to_string(enlarged_->id) + "|" +
                          std::to_string(px) + "|" + std::to_string(width) + "|" + std::to_string(revision_) + "|" +
                          std::to_string(reinterpret_cast<uintptr_t>(&c));
  card_picture_texture_ = card_picture_.render(reading, &pictures_, face, width, key);
}

}  // namespace sb::sw::view

namespace sb::sw::view {

// A defence roll names its dice; an obstacle or a seasonal event drawn, and how an overcome ended.
// Each shows beside the location it happened at (the rules' event names it).
std::optional<ui::ResultLine> TableView::result_of(const engine::Event& e) const {
  if (e.kind == "defend") {
    std::string text = engine::sentence_case(e.text);
    if (!e.values.empty()) text = "Dice " + ui::number_list(e.values) + ": " + e.text;
    return ui::ResultLine{"Defence roll", text, e.seat, true, e.place};
  }
  if (e.kind == "obstacle") return ui::ResultLine{"Obstacle drawn", e.text, e.seat, true, e.place};
  if (e.kind == "event") return ui::ResultLine{"Seasonal event", "Event card drawn: " + e.text, e.seat};
  if (e.kind == "overcome_success" || e.kind == "overcome_stop")
    return ui::ResultLine{"Overcome", engine::sentence_case(e.text), e.seat, true, e.place};
  return std::nullopt;
}

std::optional<ui::Rect> TableView::place_on_screen(int place) const {
  for (const CardSpot& spot : spots_)
    if (spot.kind == CardKind::kLocation && spot.id == place && place >= 0) return spot.rect;
  return std::nullopt;
}

void TableView::more_results(std::vector<ui::ResultLine>& lines) {
  const State& s = state();
  const int turn = s.status == kInSession ? s.year * 100 + s.session.turn : 0;
  if (turn != 0 && turn != told_turn_ && s.session.turn > 1) {
    std::string text = "Turn " + std::to_string(s.session.turn) + ":";
    bool any = false;
    for (size_t i = 0; i < s.session.seats.size(); ++i) {
      const std::vector<int>& dice = s.session.seats[i].action_dice;
      if (dice.empty()) continue;
      const ui::SeatLook* look = host_.look(static_cast<int>(i));
      const std::string who = look ? look->name : "Seat " + std::to_string(i + 1);
      text += std::string(any ? " ·" : "") + " " + who + " " + ui::number_list(dice);
      any = true;
    }
    if (any) lines.push_back({"Action dice", text, -1});
  }
  if (turn != 0) told_turn_ = turn;
}

}  // namespace sb::sw::view
