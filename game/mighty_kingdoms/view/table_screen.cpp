#include "game/mighty_kingdoms/view/table_screen.h"

// [SECTION] index
//   match access · applying actions and the log · viewer and hand-off · gestures · time · drawing
#include <algorithm>
#include <cmath>

#include "engine/core/words.h"
#include "engine/ui/draw.h"
#include "engine/ui/table_focus.h"
#include "engine/ui/text.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/view/view_filter.h"

namespace sb::mk::view {

// [SECTION] match access

TableView::~TableView() = default;

State TableView::seen() const { return mk::view_for(state(), host_.showing_seat()); }

std::vector<SeatLook> TableView::default_looks(bool colour_blind_safe) const {
  return view::default_looks(state(), colour_blind_safe);
}

std::vector<ui::LogFilter> TableView::log_filters() const {
  return {
      {"Battles and dice",
       [](const std::string& k) {
         return k.find("battle") != std::string::npos || k == "concede" || k == "retreat" || k == "last_stand" ||
                k == "roll" || k == "fallback" || k.find("naval") != std::string::npos;
       }},
      {"Moves and exploring",
       [](const std::string& k) {
         return k == "move" || k == "explore" || k == "order" || k == "embark" || k == "disembark" ||
                k == "move_failed" || k == "bonus_move";
       }},
      {"Control and settlements",
       [](const std::string& k) {
         return k == "control" || k == "raze" || k == "capital" || k == "capital_lost" || k == "place";
       }},
      {"Winter",
       [](const std::string& k) {
         return k == "gather" || k == "feed" || k == "discard" || k == "eliminated" || k == "score" || k == "quest";
       }},
  };
}

void TableView::on_match_changed() {
  reform_lines_.clear();
  reform_order_.clear();
  battle_lines_.clear();
  battle_collecting_ = battle_done_ = false;
  rounds_.clear();
  battle_after_.clear();
  beats_shown_ = 0;
  note_tokens();
  glides_.clear();  // a resumed, undone or reloaded game: tokens stand where they are
  tally_.clear();   // and the numbers are what they are
  board_.set_map(state());
  fitted_ = false;
  selected_ = -1;
  chooser_.clear();
  record_bits_.clear();
}

void TableView::on_refresh() {
  TypedTitleView::on_refresh();
  // A battle already under way when the table opened (a resumed game): its report starts here.
  if (!battle_collecting_ && battle_under_way()) {
    const State& s = state();
    const Battle& b = s.battle;
    battle_sides_ = {b.attacker, b.defender};
    battle_lines_ = {seat_name(b.attacker) + " attacks " + seat_name(b.defender) + " at " + tile_label(s, b.tile) +
                     " (" + battle_type_name(b.type) + ")"};
    battle_rounds_ = 0;
    battle_collecting_ = true;
    battle_done_ = false;
    battle_heading_ = battle_lines_.front();
    battle_tile_ = b.tile;
    rounds_.clear();
    battle_after_.clear();
    beats_shown_ = 0;
    for (int side = 0; side < 2; ++side) {
      battle_forces_[static_cast<size_t>(side)].clear();
      for (const Token& t : s.tokens)
        if (t.tile == b.tile && t.owner == battle_sides_[static_cast<size_t>(side)])
          battle_forces_[static_cast<size_t>(side)].push_back({t.id, t.ship});
    }
  }
  if (selected_ >= 0 && !token_selectable(selected_)) selected_ = -1;
  update_targets();
}

std::string TableView::seat_name(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < looks().size() ? looks()[static_cast<size_t>(seat)].name : "?";
}

// [SECTION] applying actions

bool TableView::apply(const Action& action) {
  auto it = std::find(legal_.begin(), legal_.end(), action);
  if (it != legal_.end()) return host_.apply_legal(static_cast<size_t>(it - legal_.begin()));
  // The one free-parameter action (per-unit medal/scar bits): the rules validate it. Through the
  // match's YAML door so its journal and legal list stay in step.
  if (action.kind == Act::kRecordBattle) return host_.apply_yaml(Title::action_to_yaml(action));
  return host_.apply_legal(legal_.size());  // refused, with the reason shown
}

void TableView::on_applied(const std::vector<engine::Event>& events) {
  std::vector<std::string> reform;
  for (const engine::Event& e : events) {
    if (host_.settings().animation_speed > 0 && !host_.fast_forward()) start_dice(e);
    note_battle_event(e);
    // Reform's results (fatigue, conquests, captured capitals, the new order) arrive together.
    if (e.kind == "fatigue" || e.kind == "control" || e.kind == "capital_lost") reform.push_back(e.text);
    if (e.kind == "player_order") {
      reform.push_back(e.text);
      reform_lines_ = std::move(reform);
      reform_order_ = e.values;
      reform.clear();
    }
  }
  // A battle's result and what follows it in the same step (retreats, control, a capital lost)
  // close its report; a later action's events belong to the table again.
  // A battle that ended with no result to tell (both sides destroyed) is told once it is over.
  if (battle_collecting_ && battle_lines_.size() > 1 && !battle_under_way()) battle_done_ = true;
  if (battle_done_) battle_collecting_ = false;
  note_tokens();
  if (host_.settings().animation_speed > 0 && !host_.fast_forward()) {
    glides_.arm();
    tally_.arm();
  }
  show_battle_beats();
  selected_ = -1;
  chooser_.clear();
  record_bits_.clear();
}

// The dice of a battle's round in words, each side's faces (-1 between them) after its name:
// "Bo rolls 6 4, Ann rolls 5 1".
std::string battle_dice_words(const std::vector<int>& values, const std::string& first, const std::string& second) {
  std::string sides[2];
  int side = 0;
  for (int v : values) {
    if (v < 0) {
      side = std::min(side + 1, 1);
      continue;
    }
    sides[side] += (sides[side].empty() ? "" : " ") + std::to_string(v);
  }
  std::string words;
  if (!sides[0].empty()) words = first + " rolls " + sides[0];
  if (!sides[1].empty()) words += (words.empty() ? "" : ", ") + second + " rolls " + sides[1];
  return words;
}

void TableView::note_tokens() {
  tokens_before_.clear();
  for (const Token& t : state().tokens) tokens_before_.push_back({t.id, t.owner, t.tile, t.ship});
}

// What a side still has at the battle's hex: "2 ships", "1 army, 1 ship", "none".
std::string TableView::forces_words(int side) const {
  int armies = 0, ships = 0;
  for (const Fighter& f : battle_forces_[static_cast<size_t>(side)]) ++(f.ship ? ships : armies);
  std::string words;
  if (armies > 0) words = std::to_string(armies) + (armies == 1 ? " army" : " armies");
  if (ships > 0) words += (words.empty() ? "" : ", ") + std::to_string(ships) + (ships == 1 ? " ship" : " ships");
  return words.empty() ? "none" : words;
}

void TableView::note_battle_event(const engine::Event& e) {
  if (e.kind == "battle") {
    const State& s = state();
    const int tile = e.values.size() >= 2 ? s.tile_at(engine::Hex{e.values[0], e.values[1]}) : s.battle.tile;
    int defender = s.battle.tile == tile && s.battle.attacker == e.seat ? s.battle.defender : -1;
    // A battle over within the action that began it (land/water): its defender by the rules' words.
    for (size_t k = 0; defender < 0 && k < s.kingdoms.size(); ++k)
      if (static_cast<int>(k) != e.seat && e.text.find(" attacks " + s.kingdoms[k].name + " at ") != std::string::npos)
        defender = static_cast<int>(k);
    battle_sides_ = {e.seat, defender};
    battle_lines_ = {e.text};
    battle_rounds_ = 0;
    battle_collecting_ = true;
    battle_done_ = false;
    battle_heading_ = e.text;
    battle_tile_ = tile;
    rounds_.clear();
    battle_after_.clear();
    beats_shown_ = 0;
    next_beat_at_ = anims_.now();
    for (size_t side = 0; side < 2; ++side) {
      battle_forces_[side].clear();
      for (const TokenAt& t : tokens_before_)
        if (t.tile == tile && t.owner == battle_sides_[side]) battle_forces_[side].push_back({t.id, t.ship});
    }
    return;
  }
  if (!battle_collecting_) return;
  if (e.kind == "battle_dice") {
    const std::string dice = battle_dice_words(e.values, seat_name(battle_sides_[0]), seat_name(battle_sides_[1]));
    battle_lines_.push_back("Round " + std::to_string(++battle_rounds_) + ": " + (dice.empty() ? "" : dice + "; ") + e.text);
    BattleRound round;
    // The rules number a sea fight's rounds in their words ("Naval round 2: ..."): the card numbers every battle's.
    const size_t colon = e.text.find(": ");
    round.text = e.text.rfind("Naval round ", 0) == 0 && colon != std::string::npos ? e.text.substr(colon + 2) : e.text;
    size_t side = 0;
    for (int v : e.values) {
      if (v < 0) side = std::min<size_t>(side + 1, 1);
      else round.dice[side].push_back(v);
    }
    round.left = {forces_words(0), forces_words(1)};
    rounds_.push_back(std::move(round));
  } else if (e.kind == "destroyed" && !battle_done_) {
    // A ship sunk or an army lost in the battle: fewer left after the round it fell in.
    const int id = e.values.empty() ? -1 : e.values.front();
    for (auto& force : battle_forces_)
      force.erase(std::remove_if(force.begin(), force.end(), [&](const Fighter& f) { return f.id == id; }), force.end());
    if (!rounds_.empty()) rounds_.back().left = {forces_words(0), forces_words(1)};
  } else if (e.kind == "concede" || e.kind == "last_stand" || e.kind == "retreat" || e.kind == "control" ||
             e.kind == "capital_lost" || e.kind == "eliminated" || e.kind == "raze" || e.kind == "fallback" ||
             e.kind.find("naval") != std::string::npos) {
    battle_lines_.push_back(e.text);
    battle_after_.push_back(e.text);
  } else if (e.kind == "battle_result") {
    battle_lines_.push_back(e.text);
    battle_after_.push_back(e.text);
    battle_done_ = true;
  }
}

// Shows the rounds, then the result, whose beat has come: one at a time, kBattleBeat apart in
// table time (which runs at the Menu's animation speed); all at once with animations off or bots
// fast-forwarded.
void TableView::show_battle_beats() {
  const size_t beats = rounds_.size() + (battle_done_ ? 1 : 0);
  if (beats_shown_ >= beats) return;
  if (host_.settings().animation_speed <= 0 || host_.fast_forward()) {
    beats_shown_ = beats;
  } else {
    const double now = anims_.now();
    if (now + 1e-9 < next_beat_at_) return;
    ++beats_shown_;
    next_beat_at_ = now + kBattleBeat;
  }
  host_.mark_dirty();
}

// [SECTION] gestures

namespace {

// Where a kingdom is pointed at on the board: its capital, else a settlement of its own, else any
// hex it holds (-1: none).
int home_tile(const State& s, int kingdom) {
  int best = 0, tile = -1;
  if (kingdom < 0) return tile;  // (no kingdom: not the hexes nobody holds)
  for (size_t t = 0; t < s.tiles.size(); ++t) {
    if (s.tiles[t].controller != kingdom) continue;
    const int rank = s.tiles[t].settlement == Settlement::kCapital ? 3 : s.tiles[t].settlement != Settlement::kNone ? 2 : 1;
    if (rank > best) {
      best = rank;
      tile = static_cast<int>(t);
    }
  }
  return tile;
}

}  // namespace

TableSubject table_subject(const State& s, const Action& a) {
  TableSubject subject;
  // Passing is said where the step is about: a follow-up move's battle hex, else the kingdom's own
  // capital ("done building", "no more tithes"), as a player taps their own home to say so. A tap
  // there shows the words on a card beside it and never passes on its own.
  if (a.kind == Act::kPass) {
    subject.tile = s.step == Step::kBonusMove && s.battle.tile >= 0 ? s.battle.tile : home_tile(s, s.actor);
    return subject;
  }
  // A token on the board is picked up first (a token still staged off the board is not drawn: its
  // hex alone is tapped, as update_targets lights it with nothing selected).
  for (int id : {a.token, a.token2}) {
    const Token* t = id >= 0 ? s.token(id) : nullptr;
    if (t && t->tile >= 0) {
      subject.token = id;
      break;
    }
  }
  if (a.has_tile) subject.tile = s.tile_at(a.tile);
  // A tithe is given to a kingdom: at its capital, where a player points to give.
  if (a.kind == Act::kTithe) subject.tile = home_tile(s, a.value);
  return subject;
}

bool TableView::token_selectable(int token) const {
  if (!host_.human_to_act()) return false;
  for (const Action& a : legal_)
    if ((a.token == token || a.token2 == token) && a.kind != Act::kPass) return true;
  return false;
}

void TableView::update_targets() {
  targets_.clear();
  const State& s = state();
  if (!host_.human_to_act()) return;
  for (const Action& a : legal_) {
    const TableSubject subject = table_subject(s, a);
    if (subject.tile < 0) continue;
    // With a token picked up, its hexes; with none, the hexes that need no token picked up first.
    const bool mine = selected_ >= 0 ? (a.token == selected_ || a.token2 == selected_) : subject.token < 0;
    if (mine && std::find(targets_.begin(), targets_.end(), subject.tile) == targets_.end())
      targets_.push_back(subject.tile);
  }
}

std::vector<Action> TableView::actions_for_tile(int tile) const {
  std::vector<Action> out;
  const State& s = state();
  if (tile < 0) return out;
  for (const Action& a : legal_) {
    const TableSubject subject = table_subject(s, a);
    if (subject.tile != tile) continue;
    if (selected_ >= 0) {
      if (a.token == selected_ || a.token2 == selected_) out.push_back(a);
    } else if (subject.token < 0) {
      // Staged armies are interchangeable for a deploy: keep one choice per kind and value.
      bool same = false;
      for (const Action& b : out)
        same = same || (b.kind == a.kind && b.value == a.value && b.value2 == a.value2 && b.order == a.order &&
                        s.token(b.token) && s.token(b.token)->tile < 0);
      if (!same) out.push_back(a);
    }
  }
  return out;
}

// On a phone the whole map fits with hexes 4 mm across, under a fingertip: a token picked up by a
// tap brings the board in around it until its neighbours are a finger (10 mm) apart, its own and
// its lit hexes in view. Fit (or a double tap) shows the whole map again.
void TableView::bring_close() {
  const State& s = state();
  const Token* t = selected_ >= 0 ? s.token(selected_) : nullptr;
  if (!t || t->tile < 0) return;
  const ui::Vec2 home = board_.tile_center(s, t->tile);
  float spacing = 0;
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    if (static_cast<int>(i) == t->tile) continue;
    const ui::Vec2 c = board_.tile_center(s, static_cast<int>(i));
    const float d = std::hypot(c.x - home.x, c.y - home.y);
    if (d > 0 && (spacing == 0 || d < spacing)) spacing = d;
  }
  if (spacing <= 0 || spacing >= metrics_.mm(9)) return;
  ui::Camera& camera = board_.camera();
  camera.look_at(camera.screen_to_world(home), camera.zoom() * metrics_.mm(10) / spacing);
  host_.mark_dirty();
}

void TableView::drop_on(int tile) {
  std::vector<Action> options = actions_for_tile(tile);
  if (options.size() == 1 && options.front().kind != Act::kPass) {
    apply(options.front());
  } else if (!options.empty()) {  // several, or a pass: said on the card beside the hex
    chooser_ = options;
    chooser_at_ = board_.tile_center(state(), tile);
    host_.mark_dirty();
  } else if (selected_ >= 0) {
    selected_ = -1;
    update_targets();
    host_.mark_dirty();
  }
}

void TableView::tap(ui::Vec2 pos) {
  const State& s = state();
  const std::vector<TokenSpot> spots = board_.token_spots(s, metrics_);
  const int spot = board_.spot_at(spots, pos);
  const int tile = board_.tile_at(s, pos);
  info_tile_ = -1;
  chooser_.clear();
  // A highlighted target wins over a token standing on it (moving onto an enemy, deploying).
  if (tile >= 0 && std::find(targets_.begin(), targets_.end(), tile) != targets_.end() &&
      !(spot >= 0 && selected_ < 0)) {
    drop_on(tile);
    return;
  }
  if (spot >= 0) {
    const auto& ids = spots[static_cast<size_t>(spot)].ids;
    // Tapping a stack again cycles through its tokens.
    auto cur = std::find(ids.begin(), ids.end(), selected_);
    for (size_t k = 0; k < ids.size(); ++k) {
      const size_t i = cur == ids.end() ? k : (static_cast<size_t>(cur - ids.begin()) + 1 + k) % ids.size();
      if (token_selectable(ids[i]) && ids[i] != selected_) {
        selected_ = ids[i];
        update_targets();
        bring_close();
        host_.mark_dirty();
        return;
      }
    }
  }
  if (tile >= 0 && std::find(targets_.begin(), targets_.end(), tile) != targets_.end()) {
    drop_on(tile);
    return;
  }
  // Nothing to do here: a tap on the table clears the selection.
  if (selected_ >= 0) {
    selected_ = -1;
    update_targets();
  }
  host_.mark_dirty();
}

void TableView::on_intent(const ui::Intent& intent) {
  const State& s = state();
  using K = ui::IntentKind;
  switch (intent.kind) {
    case K::kTap:
      glides_.finish();  // a tap lands what still slides
      tally_.finish();   // and counts what still ticks
      tap(intent.pos);
      return;
    case K::kLongPress:
      info_tile_ = board_.tile_at(s, intent.pos);
      host_.mark_dirty();
      return;
    case K::kBack:
      if (info_tile_ >= 0 || selected_ >= 0 || !chooser_.empty()) {
        info_tile_ = -1;
        selected_ = -1;
        chooser_.clear();
        update_targets();
      } else {
        host_.toggle_menu();
      }
      host_.mark_dirty();
      return;
    case K::kDragStart: {
      const std::vector<TokenSpot> spots = board_.token_spots(s, metrics_);
      const int spot = board_.spot_at(spots, intent.start);
      if (spot >= 0) {
        for (int id : spots[static_cast<size_t>(spot)].ids)
          if (token_selectable(id)) {
            selected_ = id;
            dragging_ = true;
            drag_pos_ = intent.pos;
            update_targets();
            host_.mark_dirty();
            return;
          }
      }
      break;
    }
    case K::kDragMove:
      if (dragging_) {
        drag_pos_ = intent.pos;
        host_.mark_dirty();
        return;
      }
      break;
    case K::kDragEnd:
      if (dragging_) {
        dragging_ = false;
        host_.mark_dirty();
        if (!intent.cancelled) drop_on(board_.tile_at(s, intent.pos));
        return;
      }
      break;
    default: break;
  }
  if (ui::apply_camera_intent(board_.camera(), intent, board_.bounds(), metrics_.mm(6), !dragging_)) host_.mark_dirty();
}

// [SECTION] time

void TableView::step(double dt) {
  anims_.advance(dt);
  show_battle_beats();
}

// The dice tumbling, or a battle's rounds still to show (bots wait for them: each is seen).
bool TableView::animating() const {
  if (tumble_.started() && tumble_.active(anims_.now())) return true;
  if (glides_.moving(anims_.now())) return true;  // tokens sliding to their new hexes
  if (tally_.moving(anims_.now())) return true;   // the kingdoms' numbers ticking
  return (battle_collecting_ || battle_done_) && beats_shown_ < rounds_.size() + (battle_done_ ? 1 : 0);
}

void TableView::start_dice(const engine::Event& e) {
  std::vector<int> faces;
  if (e.kind == "battle_dice") {
    for (int v : e.values)
      if (v >= 1 && v <= 6) faces.push_back(v);
  } else if ((e.kind == "explore" || e.kind == "roll") && e.values.size() >= 4) {
    faces = {e.values[2], e.values[3]};
  }
  if (faces.empty()) return;
  if (faces.size() > 12) faces.resize(12);
  tumble_.start(faces, anims_.now(), dice_seed_++);
  dice_caption_ = e.text;
  host_.mark_dirty();
}

// [SECTION] drawing

ui::Rect TableView::board_rect() const { return host_.board_beside_panel(width_, height_, metrics_, 0.28f); }

void TableView::resize(int width, int height, const ui::Metrics& metrics) {
  TypedTitleView::resize(width, height, metrics);
  board_.camera().set_viewport(board_rect());
  if (!fitted_) {
    board_.fit(metrics_.mm(4));
    fitted_ = true;
  }
}

void TableView::draw_dice(SDL_Renderer* r, ui::TextCache* text) {
  ui::draw_dice_tray(r, text, tumble_, anims_.now(), board_rect(), metrics_.mm(10.0f), metrics_.mm(4), metrics_.mm(70),
                     static_cast<int>(metrics_.font_px() * 0.9f), dice_caption_);
}

// The hex a battle told on its card is fought at: ringed in the attacker's colour outside and the
// defender's inside, with a line to the card (drawn last frame) when it stands apart.
void TableView::draw_battle_mark(SDL_Renderer* r) {
  const State& s = state();
  if (!battle_card_shown() || battle_tile_ < 0 || static_cast<size_t>(battle_tile_) >= s.tiles.size()) return;
  const engine::Layout sl = board_.camera().screen_layout(board_.world_layout());
  const engine::Hex hex = s.tiles[static_cast<size_t>(battle_tile_)].hex;
  const float size = static_cast<float>(sl.size.x);
  const float ring = std::max(3.0f, size * 0.1f);
  auto colour = [&](int side) {
    const SeatLook* look = host_.look(battle_sides_[static_cast<size_t>(side)]);
    return look ? look->color : ui::pal::kPaper;
  };
  const ui::Vec2 c = board_.tile_center(s, battle_tile_);
  const ui::Rect card = battle_card_rect_;
  if (card.w > 0 && !card.contains(c)) {
    const ui::Vec2 near{std::clamp(c.x, card.x, card.x + card.w), std::clamp(c.y, card.y, card.y + card.h)};
    const float d = std::hypot(near.x - c.x, near.y - c.y);
    if (d > size) {
      const ui::Vec2 from = c + (near - c) * (size * 0.9f / d);
      ui::thick_line(r, from, near, ring * 0.9f, ui::pal::kInk, true);
      ui::thick_line(r, from, near, ring * 0.45f, ui::pal::kPaper, true);
    }
  }
  // Two bands inside the hex's edge on a band of ink (each outline straddles its inset line).
  ui::outline_hex(r, sl, hex, ring * 2.0f + 2.0f, ui::pal::kInk, ring + 1.0f);
  ui::outline_hex(r, sl, hex, ring - 1.0f, colour(0), ring * 0.5f + 1.0f);
  ui::outline_hex(r, sl, hex, ring - 1.0f, colour(1), ring * 1.5f + 1.0f);
}

void TableView::draw(SDL_Renderer* r, ui::TextCache* text) {
  renderer_ = r;
  pictures_.end_frame();
  SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
  SDL_RenderClear(r);
  board_.camera().set_viewport(board_rect());
  BoardKey key;
  key.revision = revision_;
  key.viewer = host_.showing_seat();
  key.selected = selected_;
  key.info_tile = info_tile_;
  key.width = width_;
  key.height = height_;
  key.dragging = dragging_;
  key.drag_pos = drag_pos_;
  key.zoom = board_.camera().zoom();
  key.cx = board_.camera().center().x;
  key.cy = board_.camera().center().y;
  key.px_per_mm = metrics_.px_per_mm();
  key.targets = targets_;
  // Tokens sliding: the board is drawn anew each frame, and once more where they land.
  const bool gliding = glides_.moving(anims_.now());
  const bool changed = !(key == board_key_) || gliding || glided_;
  glided_ = gliding;
  board_key_ = key;
  board_cache_.draw(r, width_, height_, changed, ui::pal::kTable, [&] {
    BoardMarks marks;
    marks.glides = &glides_;
    marks.now = anims_.now();
    marks.selected_token = selected_;
    marks.targets = targets_;
    marks.info_tile = info_tile_;
    marks.drag_token = dragging_ ? selected_ : -1;
    marks.drag_pos = drag_pos_;
    const State shown = seen();
    board_.draw(r, text, metrics_, shown, looks(), marks);
  });
  draw_battle_mark(r);
  draw_dice(r, text);
  render_order_card(r, text);
  note_table_things();
  if (text) text->end_frame();
}

// [SECTION] the controller's focus (ui::note_table_thing): the lit hexes (a hex with one choice
// takes it; with several, A shows them beside it), and with no token picked up, the tokens that can
// act (A picks one up: its hexes light). A finger's drag is the finger's alone.
void TableView::note_table_things() {
  ui::note_table_area(board_rect());
  if (!host_.human_to_act() || dragging_ || !chooser_.empty()) return;
  const State& s = state();
  const float radius = static_cast<float>(board_.world_layout().size.x * board_.camera().zoom());
  for (int tile : targets_) {
    const ui::Vec2 c = board_.tile_center(s, tile);
    const std::vector<Action> options = actions_for_tile(tile);
    int action = -1;
    if (options.size() == 1 && options.front().kind != Act::kPass)
      if (auto at = std::find(legal_.begin(), legal_.end(), options.front()); at != legal_.end())
        action = static_cast<int>(at - legal_.begin());
    const float half = radius * 0.87f;
    ui::note_table_thing(engine::sentence_case(place_words(s, tile)), {c.x - half, c.y - half, half * 2, half * 2}, action, kThingHex, c);
  }
  if (selected_ >= 0) return;
  for (const TokenSpot& spot : board_.token_spots(s, metrics_))
    for (int id : spot.ids)
      if (token_selectable(id)) {
        const Token* t = s.token(id);
        const std::string what = t && t->ship ? "ship" : "army";
        ui::note_table_thing(engine::sentence_case(place_words(s, spot.tile)) + ": " + what,
                             {spot.pos.x - spot.radius, spot.pos.y - spot.radius, spot.radius * 2, spot.radius * 2}, -1,
                             kThingToken, spot.pos);
        break;
      }
}

void TableView::render_order_card(SDL_Renderer* r, ui::TextCache* text) {
  order_card_texture_ = nullptr;
  if (reform_lines_.empty() || reform_order_.empty() || prompt().game_over) return;
  const int px = static_cast<int>(std::round(metrics_.font_px()));
  const ui::Pen pen{r, text, {0, 0, 0, 0}, px, px, px, static_cast<float>(px) * 1.25f, std::max(6.0f, metrics_.mm(2.5f))};
  const ui::Rect area = board_rect();
  const float width = std::min(area.w - metrics_.mm(12), metrics_.mm(110));
  ui::CardFace face;
  face.id = "order";
  face.title = "Order of play";
  face.family = ui::rgb(0xC9A14A);
  face.show_art = false;
  std::string key = std::to_string(px) + "|" + std::to_string(width);
  const float mark = static_cast<float>(px) * 0.62f;
  face.extra_row = [&](float x, float y, float w, bool on) {
    float h = 0;
    for (size_t i = 0; i < reform_order_.size(); ++i) {
      const int k = reform_order_[i];
      if (k < 0 || static_cast<size_t>(k) >= looks().size()) continue;
      const ui::SeatLook& look = looks()[static_cast<size_t>(k)];
      const std::string place = std::to_string(i + 1) + ".";
      const float lead = pen.width("9.", px, true) + static_cast<float>(px) * 0.4f;
      const float row = std::max(mark * 2.0f, static_cast<float>(px) * 1.3f) + static_cast<float>(px) * 0.25f;
      if (on) {
        pen.write(x, y + h, lead, place, px, ui::pal::kInk, true, true);
        const ui::Vec2 centre{x + lead + mark, y + h + static_cast<float>(px) * 0.65f};
        ui::fill_circle(r, centre, mark, ui::pal::kInk);
        ui::fill_circle(r, centre, mark * 0.86f, look.color);
        ui::draw_symbol(r, look.symbol, centre, mark * 0.55f, ui::ink_on(look.color));
      }
      const float tx = x + lead + mark * 2.0f + static_cast<float>(px) * 0.4f;
      h += std::max(row, pen.write(tx, y + h, w - (tx - x), look.name, px, ui::pal::kInk, true, on) + static_cast<float>(px) * 0.25f);
    }
    return h;
  };
  for (int k : reform_order_)
    if (k >= 0 && static_cast<size_t>(k) < looks().size()) {
      const ui::SeatLook& look = looks()[static_cast<size_t>(k)];
      key += "|" + look.name + "," + std::to_string(look.color.r) + "," + std::to_string(look.color.g) + "," +
             std::to_string(look.color.b) + "," + std::to_string(static_cast<int>(look.symbol));
    }
  order_card_texture_ = order_card_.render(pen, &pictures_, face, width, key);
}

}  // namespace sb::mk::view

namespace sb::mk::view {

// An exploration says what its 2D6 came to and what was found; a battle's dice name each side's
// faces (the rules' values: the attacker's, then -1, then the defender's, each side closed by -1).
std::optional<ui::ResultLine> TableView::result_of(const engine::Event& e) const {
  if (e.kind == "explore") {
    std::string text = e.text;
    if (e.values.size() >= 5) {
      const int sum = e.values[2] + e.values[3];
      const int found = e.values[4];
      text += " (" + std::to_string(sum) + ": " +
              (found < 0                                           ? std::string("a Wizard's Tower")
               : static_cast<Settlement>(found) == Settlement::kNone ? std::string("open land")
                                                                     : std::string("a ") + settlement_name(static_cast<Settlement>(found))) +
              ")";
    }
    const int tile = e.values.size() >= 2 ? state().tile_at(engine::Hex{e.values[0], e.values[1]}) : -1;
    return ui::ResultLine{"Exploration", text, e.seat, true, tile};
  }
  // A tower check, a quest and the rolls for medals or scars, beside the tile they were rolled on.
  if (e.kind == "roll") return ui::ResultLine{"Roll", e.text, e.seat, true, e.place};
  if (e.kind == "quest") return ui::ResultLine{"Quest", e.text, e.seat, true, e.place};
  // A battle is told on its own card at its hex, round by round: the host's card would give its
  // end away before the rounds are shown, so its lines go to the strip and the log only.
  if (e.kind == "battle") return ui::ResultLine{"Battle", e.text, e.seat, false};
  if (e.kind == "battle_dice") {
    std::vector<std::vector<int>> sides(1);
    for (int v : e.values) {
      if (v < 0) sides.emplace_back();
      else sides.back().push_back(v);
    }
    std::string text = e.text;
    if (sides.size() >= 2 && (!sides[0].empty() || !sides[1].empty()))
      text += "; dice " + (sides[0].empty() ? std::string("none") : ui::number_list(sides[0])) + " against " +
              (sides[1].empty() ? std::string("none") : ui::number_list(sides[1]));
    return ui::ResultLine{"Battle dice", text, e.seat, false};
  }
  if (e.kind == "battle_result") return ui::ResultLine{"Battle result", e.text, e.seat, false};
  return std::nullopt;
}

std::optional<ui::Rect> TableView::place_on_screen(int place) const {
  if (place < 0 || static_cast<size_t>(place) >= state().tiles.size()) return std::nullopt;
  const ui::Vec2 c = board_.tile_center(state(), place);
  const float r = static_cast<float>(board_.world_layout().size.x * board_.camera().zoom()) * 0.87f;
  return ui::Rect{c.x - r, c.y - r, 2 * r, 2 * r};
}

}  // namespace sb::mk::view
