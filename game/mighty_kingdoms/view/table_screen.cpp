#include "game/mighty_kingdoms/view/table_screen.h"

// [SECTION] index
//   match access · applying actions and the log · viewer and hand-off · gestures · time · drawing
#include <algorithm>
#include <cmath>

#include "engine/ui/draw.h"
#include "engine/ui/text.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/view/view_filter.h"

namespace sb::mk::view {

// [SECTION] match access

bool TableScreen::is_mighty_kingdoms(const engine::AnyMatch& match) {
  return dynamic_cast<const engine::MatchAdapter<Title>*>(&match) != nullptr;
}

TableScreen::TableScreen(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks, Settings settings)
    : match_(std::move(match)), looks_(std::move(looks)), settings_(settings) {
  SB_CHECK(match_ && is_mighty_kingdoms(*match_), "TableScreen needs a Mighty Kingdoms match");
  bot_rng_ = engine::Rng(match_->seed() ^ 0x5bd1e995ULL, 11);
  replace_match(std::move(match_));
}

const engine::MatchAdapter<Title>& TableScreen::typed() const {
  return static_cast<const engine::MatchAdapter<Title>&>(*match_);
}
const State& TableScreen::state() const { return typed().match().state(); }
const Content& TableScreen::content() const { return typed().match().content(); }
TableScreen::~TableScreen() {
  if (board_cache_) SDL_DestroyTexture(board_cache_);
}

State TableScreen::seen() const { return mk::view_for(state(), showing_seat_); }

bool TableScreen::is_bot(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < looks_.size() && !looks_[static_cast<size_t>(seat)].bot.empty();
}

void TableScreen::replace_match(std::unique_ptr<engine::AnyMatch> match) {
  match_ = std::move(match);
  reform_lines_.clear();
  const State& s = state();
  if (looks_.size() < s.kingdoms.size()) {
    auto defaults = default_looks(s, settings_.colour_blind_safe);
    for (size_t k = looks_.size(); k < defaults.size(); ++k) looks_.push_back(defaults[k]);
  }
  last_seen_log_.assign(s.kingdoms.size(), 0);
  board_.set_map(s);
  fitted_ = false;
  selected_ = -1;
  chooser_.clear();
  // The log of a resumed game: the journal's descriptions (events of old actions are not kept).
  log_.clear();
  for (size_t i = 0; i < match_->journal_size(); ++i)
    log_.push_back({-1, "action", match_->journal_describe(i), i + 1});
  refresh();
}

void TableScreen::refresh() {
  ++revision_;
  legal_ = typed().match().legal_actions();
  prompt_ = match_->prompt();
  if (selected_ >= 0 && !token_selectable(selected_)) selected_ = -1;
  update_viewer();
  update_targets();
  dirty_ = true;
}

// [SECTION] applying actions and the log

bool TableScreen::apply(const Action& action) {
  auto it = std::find(legal_.begin(), legal_.end(), action);
  engine::ApplyResult result = engine::ApplyResult::rejected("not_legal", "");
  if (it != legal_.end()) {
    result = match_->apply_legal(static_cast<size_t>(it - legal_.begin()));
  } else if (action.kind == Act::kRecordBattle) {
    // The one free-parameter action (per-unit medal/scar bits): the rules validate it. Through
    // the match's YAML door so its journal and legal list stay in step.
    engine::ErrorList errors;
    engine::ReadContext ctx{"record_battle", &errors};
    result = match_->apply_yaml(Title::action_to_yaml(action), ctx);
  }
  if (!result.ok()) {
    bad_choice_ = result.rejection().message.empty() ? "That is not a legal choice now." : result.rejection().message;
    dirty_ = true;
    return false;
  }
  bad_choice_.clear();
  after_apply(result);
  return true;
}

void TableScreen::after_apply(const engine::ApplyResult& result) {
  std::string error;
  if (autosave_ && !autosave_->record(*match_, error)) message_ = "Autosave failed: " + error;
  const size_t n = match_->journal_size();
  std::vector<std::string> reform;
  for (const engine::Event& e : result.events()) {
    log_.push_back({e.seat, e.kind, e.text, n});
    if (settings_.animation_speed > 0 && !fast_forward_) start_dice(e);
    // Reform's results (fatigue, conquests, captured capitals, the new order) arrive together.
    if (e.kind == "fatigue" || e.kind == "control" || e.kind == "capital_lost") reform.push_back(e.text);
    if (e.kind == "player_order") {
      reform.push_back(e.text);
      reform_lines_ = std::move(reform);
      reform.clear();
    }
  }
  if (result.events().empty()) log_.push_back({prompt_.seat, "action", match_->journal_describe(n - 1), n});
  selected_ = -1;
  chooser_.clear();
  record_bits_.clear();
  refresh();
}

bool TableScreen::undo() {
  if (!match_->undo()) return false;
  std::string error;
  if (autosave_ && !autosave_->rewrite(*match_, error)) message_ = "Autosave failed: " + error;
  const size_t n = match_->journal_size();
  while (!log_.empty() && log_.back().action > n) log_.pop_back();
  reform_lines_.clear();
  selected_ = -1;
  chooser_.clear();
  refresh();
  return true;
}

bool TableScreen::bot_move() {
  if (prompt_.game_over || !is_bot(prompt_.seat)) return false;
  const std::string kind = looks_[static_cast<size_t>(prompt_.seat)].bot;
  engine::ApplyResult result = match_->apply_bot(kind, bot_rng_);
  if (!result.ok()) {
    message_ = "The bot's move was rejected: " + result.rejection().message;
    return false;
  }
  after_apply(result);
  return true;
}

// [SECTION] viewer and hand-off

void TableScreen::set_viewer(int seat) {
  viewer_ = seat;
  update_viewer();
  update_targets();
  dirty_ = true;
}

void TableScreen::update_viewer() {
  if (viewer_ != kFollow) {
    showing_seat_ = viewer_;
    return;
  }
  const int seat = prompt_.game_over ? -1 : prompt_.seat;
  if (seat < 0 || is_bot(seat) || seat == showing_seat_) return;
  int humans = 0;
  for (size_t k = 0; k < looks_.size(); ++k) humans += !is_bot(static_cast<int>(k));
  // With a single human at the table there is nobody to hide a secret from.
  if (prompt_.is_private && humans > 1 && showing_seat_ != seat && !handoff_.showing()) {
    // The hand-off hides the table until the next player holds to reveal.
    const SeatLook& look = looks_[static_cast<size_t>(seat)];
    handoff_.begin(look.name, {look.color, look.symbol});
    handoff_seat_ = seat;
    recap_lines_.clear();
    for (size_t i = last_seen_log_[static_cast<size_t>(seat)]; i < log_.size(); ++i)
      recap_lines_.push_back(log_[i].text);
    if (recap_lines_.size() > 12) recap_lines_.erase(recap_lines_.begin(), recap_lines_.end() - 12);
    showing_seat_ = kSpectatorSeat;
    return;
  }
  if (handoff_.showing()) return;
  showing_seat_ = seat;
  last_seen_log_[static_cast<size_t>(seat)] = log_.size();
}

// [SECTION] gestures

bool TableScreen::token_selectable(int token) const {
  if (covered() || prompt_.game_over || is_bot(prompt_.seat)) return false;
  for (const Action& a : legal_)
    if ((a.token == token || a.token2 == token) && a.kind != Act::kPass) return true;
  return false;
}

void TableScreen::update_targets() {
  targets_.clear();
  const State& s = state();
  if (covered() || prompt_.game_over || is_bot(prompt_.seat)) return;
  for (const Action& a : legal_) {
    if (!a.has_tile) continue;
    const bool mine = selected_ >= 0 ? (a.token == selected_ || a.token2 == selected_)
                                     : (a.token < 0 || (s.token(a.token) && s.token(a.token)->tile < 0));
    if (!mine) continue;
    const int tile = s.tile_at(a.tile);
    if (tile >= 0 && std::find(targets_.begin(), targets_.end(), tile) == targets_.end()) targets_.push_back(tile);
  }
}

std::vector<Action> TableScreen::actions_for_tile(int tile) const {
  std::vector<Action> out;
  const State& s = state();
  if (tile < 0) return out;
  const engine::Hex hex = s.tiles[static_cast<size_t>(tile)].hex;
  for (const Action& a : legal_) {
    if (!a.has_tile || !(a.tile == hex)) continue;
    if (selected_ >= 0) {
      if (a.token == selected_ || a.token2 == selected_) out.push_back(a);
    } else if (a.token < 0 || (s.token(a.token) && s.token(a.token)->tile < 0)) {
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

void TableScreen::drop_on(int tile) {
  std::vector<Action> options = actions_for_tile(tile);
  if (options.size() == 1) {
    apply(options.front());
  } else if (options.size() > 1) {
    chooser_ = options;
    dirty_ = true;
  } else if (selected_ >= 0) {
    selected_ = -1;
    update_targets();
    dirty_ = true;
  }
}

void TableScreen::tap(ui::Vec2 pos) {
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
        dirty_ = true;
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
  dirty_ = true;
}

void TableScreen::on_intent(const ui::Intent& intent) {
  if (covered()) return;  // the cover hides and blocks the whole table
  const State& s = state();
  using K = ui::IntentKind;
  switch (intent.kind) {
    case K::kTap: tap(intent.pos); return;
    case K::kLongPress:
    case K::kKey:
      if (intent.kind == K::kLongPress) {
        info_tile_ = board_.tile_at(s, intent.pos);
        dirty_ = true;
        return;
      }
      if (intent.key == SDLK_u && (SDL_GetModState() & KMOD_CTRL)) undo();
      if (intent.key == SDLK_l) show_log_ = !show_log_;
      dirty_ = true;
      return;
    case K::kBack:
      if (info_tile_ >= 0 || selected_ >= 0 || !chooser_.empty()) {
        info_tile_ = -1;
        selected_ = -1;
        chooser_.clear();
        update_targets();
      } else {
        show_menu_ = !show_menu_;
      }
      dirty_ = true;
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
            dirty_ = true;
            return;
          }
      }
      break;
    }
    case K::kDragMove:
      if (dragging_) {
        drag_pos_ = intent.pos;
        dirty_ = true;
        return;
      }
      break;
    case K::kDragEnd:
      if (dragging_) {
        dragging_ = false;
        dirty_ = true;
        if (!intent.cancelled) drop_on(board_.tile_at(s, intent.pos));
        return;
      }
      break;
    default: break;
  }
  if (ui::apply_camera_intent(board_.camera(), intent, board_.bounds(), metrics_.mm(6), !dragging_)) dirty_ = true;
}

// [SECTION] time

void TableScreen::step(double dt, bool pointer_held) {
  const double speed = settings_.animation_speed > 0 ? settings_.animation_speed : 1.0;
  anims_.advance(dt * speed);
  if (handoff_.showing() && !handoff_.revealed()) {
    const bool was = handoff_.animating();
    handoff_.step(dt, pointer_held);
    if (handoff_.revealed()) {
      recap_pending_ = true;
      dirty_ = true;
    }
    if (was || handoff_.animating()) dirty_ = true;
  }
  if (tumble_.started() && tumble_.active(anims_.now())) dirty_ = true;
  if (!prompt_.game_over && is_bot(prompt_.seat) && !covered()) {
    const bool dice_busy = tumble_.started() && tumble_.active(anims_.now());
    const double pace = fast_forward_ || settings_.animation_speed <= 0 ? 0.0 : 0.45 / speed;
    if (!dice_busy || fast_forward_) {
      bot_wait_ += dt;
      if (bot_wait_ >= pace) {
        bot_wait_ = 0;
        bot_move();
      }
    }
  }
}

bool TableScreen::animating() const {
  if (tumble_.started() && tumble_.active(anims_.now())) return true;
  if (handoff_.animating()) return true;  // the hold ring fills or drains
  return !prompt_.game_over && is_bot(prompt_.seat);
}

bool TableScreen::take_dirty() {
  const bool d = dirty_;
  dirty_ = false;
  return d;
}

void TableScreen::start_dice(const engine::Event& e) {
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
  dirty_ = true;
}

// [SECTION] drawing

ui::Rect TableScreen::board_rect() const {
  const float w = static_cast<float>(width_), h = static_cast<float>(height_);
  const float side = std::min(std::max(metrics_.mm(80), w * 0.28f), w * 0.45f);
  if (settings_.left_handed) return {side, 0, w - side, h};
  return {0, 0, w - side, h};
}

void TableScreen::resize(int width, int height, const ui::Metrics& metrics) {
  width_ = width;
  height_ = height;
  metrics_ = metrics;
  board_.camera().set_viewport(board_rect());
  if (!fitted_) {
    board_.fit(metrics_.mm(4));
    fitted_ = true;
  }
  dirty_ = true;
}

void TableScreen::draw_dice(SDL_Renderer* r, ui::TextCache* text) {
  if (!tumble_.started()) return;
  const ui::Rect area = board_rect();
  const float die = metrics_.mm(10.0f);
  const size_t n = tumble_.faces().size();
  const float tray_w = die * (1.4f * static_cast<float>(n) + 0.6f);
  const ui::Rect tray{area.x + metrics_.mm(4), area.y + area.h - die * 2.6f, std::max(tray_w, metrics_.mm(70)), die * 2.3f};
  ui::fill_rounded_rect(r, tray, die * 0.3f, ui::with_alpha(ui::pal::kCover, 210));
  for (size_t i = 0; i < n; ++i) {
    ui::DiceTumble::DieView v = tumble_.view(i, anims_.now());
    ui::DieStyle style;
    style.rotation = v.rotation;
    const ui::Vec2 rest{tray.x + die * (0.9f + 1.4f * static_cast<float>(i)), tray.y + die * 0.75f};
    ui::draw_die(r, text, rest + v.offset * die, die * v.scale, v.face, style);
  }
  if (text && text->ok() && !tumble_.active(anims_.now()))
    text->draw({tray.x + die * 0.3f, tray.y + die * 1.5f}, dice_caption_, static_cast<int>(metrics_.font_px() * 0.9f),
               ui::pal::kPaper, ui::Align::kLeft, false, static_cast<int>(tray.w - die * 0.6f));
}

void TableScreen::draw(SDL_Renderer* r, ui::TextCache* text) {
  SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
  SDL_RenderClear(r);
  if (covered()) {
    handoff_.draw(r, text, width_, height_, metrics_);
    if (text) text->end_frame();
    return;
  }
  board_.camera().set_viewport(board_rect());
  BoardKey key;
  key.revision = revision_;
  key.viewer = showing_seat_;
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
  int cache_w = 0, cache_h = 0;
  if (board_cache_) SDL_QueryTexture(board_cache_, nullptr, nullptr, &cache_w, &cache_h);
  if (board_cache_ && (board_cache_renderer_ != r || cache_w != width_ || cache_h != height_)) {
    SDL_DestroyTexture(board_cache_);
    board_cache_ = nullptr;
  }
  if (!board_cache_ && width_ > 0 && height_ > 0) {
    board_cache_ = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width_, height_);
    board_cache_renderer_ = r;
    board_key_valid_ = false;
  }
  auto draw_board = [&] {
    BoardMarks marks;
    marks.selected_token = selected_;
    marks.targets = targets_;
    marks.info_tile = info_tile_;
    marks.drag_token = dragging_ ? selected_ : -1;
    marks.drag_pos = drag_pos_;
    const State shown = seen();
    board_.draw(r, text, metrics_, shown, looks_, marks);
  };
  if (!board_cache_) {
    draw_board();  // no render targets: draw every frame
  } else {
    if (!board_key_valid_ || !(key == board_key_)) {
      SDL_Texture* previous = SDL_GetRenderTarget(r);
      SDL_SetRenderTarget(r, board_cache_);
      SDL_SetRenderDrawColor(r, ui::pal::kTable.r, ui::pal::kTable.g, ui::pal::kTable.b, 255);
      SDL_RenderClear(r);
      draw_board();
      SDL_SetRenderTarget(r, previous);
      board_key_ = key;
      board_key_valid_ = true;
    }
    SDL_RenderCopy(r, board_cache_, nullptr, nullptr);
  }
  draw_dice(r, text);
  if (text) text->end_frame();
}

void render_table_frame(TableScreen& screen, SDL_Renderer* renderer, ui::TextCache* text, ui::ImGuiLayer& imgui,
                        const ui::PointerState& pointer, int width, int height, float dt,
                        const std::function<void()>& extra) {
  screen.draw(renderer, text);
  if (screen.covered()) return;
  imgui.new_frame(width, height, pointer, dt);
  screen.panels();
  if (extra) extra();
  imgui.render();
}

}  // namespace sb::mk::view
