#include "engine/ui/table_host.h"

// [SECTION] index
//   seats and the match · applying actions and the log · viewer and hand-off · time and input ·
//   drawing · shared panels · log and menu windows
#include <imgui.h>
#include <imgui_internal.h>  // SetNextWindowScroll (1.86 has it there only)

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thread>

#include "engine/audio/sound.h"
#include "engine/audio/sound_events.h"
#include "engine/core/words.h"
#include "engine/core/told_once.h"
#include "engine/save/save_file.h"
#include "engine/search/levels.h"
#include "engine/ui/imgui_colour.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/settings_file.h"
#include "engine/ui/table_focus.h"
#include "engine/ui/text.h"

namespace sb::ui {

// A search bot's decision on a worker: the bot plays its move on a copy of the match (which holds
// the content it reads alive, whatever a reload does meanwhile) with a copy of the bot's Rng. The
// worker touches only what is here; the render thread reads `game` and `rng` only once `done` is
// set (or it joined). The title's own bots answer at once, on the render thread (bot_move).
struct BotDecision {
  std::unique_ptr<engine::AnyMatch> game;
  std::string kind;
  engine::Rng rng;
  int seat = -1;
  size_t journal = 0;  // the real match's journal size when it began (a stale decision is dropped)
  std::function<void(const std::atomic<bool>&)> gate;
  std::atomic<bool> cancel{false};
  std::atomic<bool> done{false};
  bool ok = false;
  std::string rejection;
  std::thread worker;

  void run() {
    {
      engine::SearchCancelScope scope(&cancel);
      if (gate) gate(cancel);
      if (!cancel.load()) {
        engine::ApplyResult result = game->apply_bot(kind, rng);
        ok = result.ok();
        if (!ok) rejection = result.rejection().message;
      }
    }
    done.store(true, std::memory_order_release);
  }
  // Stops the decision and waits for its thread (the search polls the flag every playout).
  void stop() {
    cancel.store(true);
    if (worker.joinable()) worker.join();
  }
  ~BotDecision() { stop(); }
};

// [SECTION] seats and the match

TableHost::TableHost(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks, TableSettings settings,
                     const MakeTitleView& make_view)
    : match_(std::move(match)), looks_(std::move(looks)), settings_(settings) {
  SB_CHECK(match_ != nullptr, "a table needs a match");
  bot_rng_ = engine::Rng(match_->seed() ^ 0x5bd1e995ULL, 11);
  view_ = make_view(*this);
  SB_CHECK(view_ != nullptr, "the title made no view for this match");
  // Seats the caller gave kinds for are recorded in the match (so the autosave keeps them); a
  // resumed match brings its own.
  if (match_->seat_kinds().empty() && !looks_.empty() && static_cast<int>(looks_.size()) >= match_->seat_count()) {
    std::vector<std::string> kinds;
    for (int s = 0; s < match_->seat_count(); ++s) {
      const std::string& bot = looks_[static_cast<size_t>(s)].bot;
      kinds.push_back(bot.empty() ? "human" : bot);
    }
    match_->set_seat_kinds(std::move(kinds));
  }
  adopt_match();
}

TableHost::~TableHost() { cancel_bot(); }

void TableHost::fill_looks() {
  const auto count = static_cast<size_t>(std::max(0, match_->seat_count()));
  if (looks_.size() < count) {
    std::vector<SeatLook> defaults = view_->default_looks(settings_.colour_blind_safe);
    for (size_t k = looks_.size(); k < count && k < defaults.size(); ++k) looks_.push_back(defaults[k]);
    for (size_t k = looks_.size(); k < count; ++k)
      looks_.push_back({"Seat " + std::to_string(k + 1), seat_color(static_cast<int>(k)), seat_symbol(static_cast<int>(k)), ""});
  }
  // Who plays each seat is the match's to say (it is saved with it).
  const std::vector<std::string>& kinds = match_->seat_kinds();
  for (size_t k = 0; k < looks_.size(); ++k)
    if (k < kinds.size()) looks_[k].bot = kinds[k] == "human" ? "" : kinds[k];
}

void TableHost::set_save_dir(std::filesystem::path dir) {
  save_dir_ = std::move(dir);
  if (save_dir_.empty()) return;
  TableSettings kept = settings_;
  engine::ErrorList errors;
  if (read_settings(settings_path(save_dir_), kept, errors)) {
    settings_.sound_volume = kept.sound_volume;
    settings_.sound_muted = kept.sound_muted;
  }
}

const SeatLook* TableHost::look(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < looks_.size() ? &looks_[static_cast<size_t>(seat)] : nullptr;
}

void TableHost::set_seat_name(int seat, const std::string& name) {
  if (seat < 0 || static_cast<size_t>(seat) >= looks_.size() || looks_[static_cast<size_t>(seat)].name == name) return;
  looks_[static_cast<size_t>(seat)].name = name;
  dirty_ = true;
}

bool TableHost::is_bot(int seat) const {
  const SeatLook* l = look(seat);
  return l && !l->bot.empty();
}

bool TableHost::human_to_act() const { return !covered() && !prompt_.game_over && !is_bot(prompt_.seat); }

void TableHost::replace_match(std::unique_ptr<engine::AnyMatch> match) {
  SB_CHECK(match != nullptr, "replace_match needs a match");
  cancel_bot();  // it decided for the game this one replaces
  // A reloaded or rewound copy of the same game keeps who plays each seat.
  if (match->seat_kinds().empty()) match->set_seat_kinds(match_->seat_kinds());
  match_ = std::move(match);
  adopt_match();
}

void TableHost::adopt_match() {
  fill_looks();
  last_seen_log_.assign(looks_.size(), 0);
  // The log of a resumed or reloaded game: each action's events, replayed (events are not saved);
  // the journal's words where an action had none.
  log_.clear();
  narration_.skip();
  results_.clear();
  results_open_ = false;
  const std::vector<std::vector<engine::Event>> events = match_->journal_events();
  for (size_t i = 0; i < match_->journal_size(); ++i) {
    if (i < events.size() && !events[i].empty())
      for (const engine::Event& e : events[i]) log_.push_back({e.seat, e.kind, e.text, i + 1});
    else
      log_.push_back({-1, "action", match_->journal_describe(i), i + 1});
    // The strip keeps what the last actions came to; no card for what happened before.
    if (i < events.size()) results_.push(results_in(events[i]), results_clock_, i + 1, false);
  }
  view_->on_match_changed();
  refresh();
}

void TableHost::refresh() {
  prompt_ = match_->prompt();
  update_viewer();
  view_->on_refresh();
  dirty_ = true;
}

// [SECTION] applying actions and the log

bool TableHost::apply_legal(size_t index) {
  cancel_bot();  // a decision for the table as it was
  narration_.skip();  // a player who acts has read enough; what this action does is queued anew
  results_.dismiss();  // (its results, if any, are the card anew)
  engine::ApplyResult result = index < match_->legal_count()
                                   ? match_->apply_legal(index)
                                   : engine::ApplyResult::rejected("not_legal", "That is not a legal choice now.");
  if (!result.ok()) {
    bad_choice_ = result.rejection().message.empty() ? "That is not a legal choice now." : result.rejection().message;
    dirty_ = true;
    return false;
  }
  after_apply(result);
  return true;
}

bool TableHost::apply_yaml(const YAML::Node& action) {
  cancel_bot();
  narration_.skip();
  results_.dismiss();
  engine::ErrorList errors;
  engine::ReadContext ctx{"the table", &errors};
  engine::ApplyResult result = match_->apply_yaml(action, ctx);
  if (!result.ok()) {
    bad_choice_ = result.rejection().message.empty() ? "That is not a legal choice now." : result.rejection().message;
    dirty_ = true;
    return false;
  }
  after_apply(result);
  return true;
}

void TableHost::after_apply(const engine::ApplyResult& result) {
  bad_choice_.clear();
  std::string error;
  if (autosave_ && !autosave_->record(*match_, error)) message_ = "Autosave failed: " + error;
  const size_t n = match_->journal_size();
  for (const engine::Event& e : result.events()) log_.push_back({e.seat, e.kind, e.text, n});
  if (result.events().empty()) log_.push_back({prompt_.seat, "action", match_->journal_describe(n - 1), n});
  // Bots fast-forwarded leave their results in the strip only (no card holds them up).
  std::vector<ResultLine> lines = results_in(result.events());
  view_->more_results(lines);
  results_.push(lines, results_clock_, n, !fast_forward_);
  view_->on_applied(result.events());
  const engine::Prompt before = prompt_;
  refresh();
  // The effects of what happened (a bot's fast-forward plays on in silence).
  if (!fast_forward_)
    for (audio::Sound s :
         audio::action_sounds(result.events(), before, prompt_, audio::title_event_sounds(match_->title_id())))
      audio::SoundBoard::instance().play(s, {settings_.sound_volume, settings_.sound_muted});
}

bool TableHost::undo() {
  cancel_bot();  // at once, even when there is nothing to undo: the player wants the table back
  if (!match_->undo()) return false;
  std::string error;
  if (autosave_ && !autosave_->rewrite(*match_, error)) message_ = "Autosave failed: " + error;
  const size_t n = match_->journal_size();
  while (!log_.empty() && log_.back().action > n) log_.pop_back();
  narration_.skip();
  results_.drop_after(n);
  bad_choice_.clear();
  view_->on_match_changed();
  refresh();
  return true;
}

bool TableHost::bot_move() {
  if (prompt_.game_over || !is_bot(prompt_.seat)) return false;
  if (decision_) {
    if (decision_->worker.joinable()) decision_->worker.join();
    return finish_decision();
  }
  // The title's own bots answer at once: on the match itself, no copy (a fast-forwarded game makes
  // hundreds of these). The same call a worker makes on its copy, with the same Rng.
  engine::ApplyResult result = match_->apply_bot(looks_[static_cast<size_t>(prompt_.seat)].bot, bot_rng_);
  if (!result.ok()) {
    message_ = "The bot's move was rejected: " + result.rejection().message;
    return false;
  }
  after_apply(result);
  return true;
}

int TableHost::thinking_seat() const { return decision_ && !decision_->done.load() ? decision_->seat : -1; }

void TableHost::start_decision(bool on_worker) {
  cancel_bot();
  if (prompt_.game_over || !is_bot(prompt_.seat)) return;
  auto d = std::make_unique<BotDecision>();
  d->game = match_->clone();
  d->kind = looks_[static_cast<size_t>(prompt_.seat)].bot;
  d->rng = bot_rng_;
  d->seat = prompt_.seat;
  d->journal = match_->journal_size();
  d->gate = decision_gate_;
  if (on_worker) d->worker = std::thread([at = d.get()] { at->run(); });
  else d->run();  // here, now
  decision_ = std::move(d);
  think_clock_ = 0;
  dirty_ = true;
}

bool TableHost::cancel_bot() {
  if (!decision_) return false;
  decision_->stop();
  decision_.reset();
  think_clock_ = 0;
  dirty_ = true;
  return true;
}

bool TableHost::finish_decision() {
  std::unique_ptr<BotDecision> d = std::move(decision_);
  think_clock_ = 0;
  dirty_ = true;
  if (!d || !d->done.load(std::memory_order_acquire)) return false;
  if (d->worker.joinable()) d->worker.join();
  if (d->cancel.load() || d->journal != match_->journal_size() || d->seat != prompt_.seat) return false;
  if (!d->ok) {
    message_ = "The bot's move was rejected: " + d->rejection;
    return false;
  }
  // The bot's Rng goes on from where the decision left it, as if it had decided here.
  const YAML::Node action = d->game->journal_action_yaml(d->game->journal_size() - 1);
  bot_rng_ = d->rng;
  return apply_bot_result(action);
}

// The action the bot chose on its copy, applied to the match (journal, autosave, log as any action).
bool TableHost::apply_bot_result(const YAML::Node& action) {
  engine::ErrorList errors;
  engine::ReadContext ctx{"the bot's move", &errors};
  engine::ApplyResult result = match_->apply_yaml(action, ctx);
  if (!result.ok()) {
    message_ = "The bot's move was rejected: " + result.rejection().message;
    return false;
  }
  after_apply(result);
  return true;
}

// [SECTION] viewer and hand-off

void TableHost::set_viewer(int seat) {
  viewer_ = seat;
  update_viewer();
  view_->on_refresh();
  dirty_ = true;
}

void TableHost::update_viewer() {
  if (viewer_ != kFollow) {
    showing_seat_ = viewer_;
    return;
  }
  const int seat = prompt_.game_over ? -1 : prompt_.seat;
  if (seat < 0 || is_bot(seat) || seat == showing_seat_ || static_cast<size_t>(seat) >= looks_.size()) return;
  int humans = 0;
  for (size_t k = 0; k < looks_.size(); ++k) humans += !is_bot(static_cast<int>(k));
  // With a single human at the table there is nobody to hide a secret from.
  if (prompt_.is_private && humans > 1 && !handoff_.showing()) {
    // The hand-off hides the table until the next player holds to reveal.
    cancel_bot();
    const SeatLook& l = looks_[static_cast<size_t>(seat)];
    handoff_.begin(l.name, {l.color, l.symbol});
    handoff_seat_ = seat;
    recap_lines_.clear();
    recap_from_log_.clear();
    const auto same_action = [](const LogLine& a, const LogLine& b) { return a.action == b.action; };
    for (size_t i = last_seen_log_[static_cast<size_t>(seat)]; i < log_.size(); ++i)
      if (!engine::told_again(log_, i, same_action)) recap_from_log_.push_back(i);
    if (recap_from_log_.size() > 12) recap_from_log_.erase(recap_from_log_.begin(), recap_from_log_.end() - 12);
    for (size_t i : recap_from_log_) recap_lines_.push_back(log_[i].text);
    showing_seat_ = kSpectator;
    return;
  }
  if (handoff_.showing()) return;
  showing_seat_ = seat;
  last_seen_log_[static_cast<size_t>(seat)] = log_.size();
}

// [SECTION] time and input

void TableHost::resize(int width, int height, const Metrics& metrics) {
  width_ = width;
  height_ = height;
  metrics_ = metrics;
  view_->resize(width, height, metrics);
  dirty_ = true;
}

void TableHost::on_intent(const Intent& intent) {
  if (covered()) return;  // the cover hides and blocks the whole table
  // A finger on the table (to drag a die, read a card, scroll) has read enough of the steps.
  const bool touch = intent.kind == IntentKind::kTap || intent.kind == IntentKind::kLongPress ||
                     intent.kind == IntentKind::kDragStart || intent.kind == IntentKind::kDoubleTap;
  if (narrating() && touch) skip_narration();
  // So has one who touches the board, on the result's card or beside it (the card takes no touch:
  // the touch still acts on the board).
  if (touch && result_card_showing()) dismiss_result();
  if (intent.kind == IntentKind::kKey) {
    if (intent.key == SDLK_u && (SDL_GetModState() & KMOD_CTRL)) {
      undo();
      return;
    }
    if (intent.key == SDLK_l) {
      toggle_log();
      return;
    }
  }
  view_->on_intent(intent);
}

void TableHost::step(double dt, bool pointer_held) {
  const double speed = settings_.animation_speed > 0 ? settings_.animation_speed : 1.0;
  view_->step(dt * speed);
  const bool was_narrating = narrating();
  narration_clock_ += dt * speed;
  if (was_narrating) dirty_ = true;  // the step changes, or the banner goes
  const bool card_was = result_card_showing();
  results_clock_ += dt;
  if (card_was && !result_card_showing()) dirty_ = true;  // read: the card goes
  if (handoff_.showing() && !handoff_.revealed()) {
    const bool was = handoff_.animating();
    handoff_.step(dt, pointer_held);
    if (handoff_.revealed()) {
      recap_pending_ = true;
      dirty_ = true;
    }
    if (was || handoff_.animating()) dirty_ = true;
  }
  if (view_->animating()) dirty_ = true;
  const bool bot_due = !prompt_.game_over && is_bot(prompt_.seat) && !covered() && !view_->holds_bots();
  // A search bot starts thinking as soon as it is to decide, on a worker: the pause below, dice
  // and a finger on the table run while it thinks. The other bots answer at once, when due.
  if (bot_due && !decision_ && engine::is_search_kind(looks_[static_cast<size_t>(prompt_.seat)].bot))
    start_decision(true);
  if (decision_ && !decision_->done.load()) {
    const int before = static_cast<int>(think_clock_ * 10);
    think_clock_ += dt * speed;
    // The thinking mark turns ten times a second (still with animations off).
    if (settings_.animation_speed > 0 && static_cast<int>(think_clock_ * 10) != before) dirty_ = true;
  }
  if (bot_due && !pointer_held) {
    // Bots play visibly: a pause between moves, and none while dice still tumble or a result's
    // card is being read (a tap on it, or its reading time, lets them go on; with animations off
    // the card waits for a tap but the bots do not wait for it). None while a finger (mouse
    // button, space) is down either: what is under it stays until it lifts, so a tap applies to
    // what was there when it went down.
    const double pace = fast_forward_ || settings_.animation_speed <= 0 ? 0.0 : 0.45 / speed;
    const bool reading = settings_.animation_speed > 0 && result_card_showing();
    if ((!view_->animating() && !narrating() && !reading) || fast_forward_) {
      bot_wait_ = std::min(bot_wait_ + dt, std::max(pace, dt));
      if (bot_wait_ >= pace) {
        if (!decision_) {
          bot_wait_ = 0;
          bot_move();
        } else if (decision_->done.load()) {
          bot_wait_ = 0;
          finish_decision();
        }
      }
    }
  }
}

bool TableHost::animating() const {
  if (view_->animating() || handoff_.animating() || narrating()) return true;  // dice tumble; the hold ring fills
  if (settings_.animation_speed > 0 && result_card_showing()) return true;  // until its reading time is over
  return !prompt_.game_over && is_bot(prompt_.seat) && !view_->holds_bots();
}

bool TableHost::take_dirty() {
  const bool d = dirty_;
  dirty_ = false;
  return d;
}

// [SECTION] drawing

void TableHost::draw(SDL_Renderer* r, TextCache* text) {
  if (covered()) {
    SDL_SetRenderDrawColor(r, pal::kTable.r, pal::kTable.g, pal::kTable.b, 255);
    SDL_RenderClear(r);
    handoff_.draw(r, text, width_, height_, metrics_);
    if (text) text->end_frame();
    return;
  }
  view_->draw(r, text);
}

void TableHost::panels() {
  if (covered()) return;
  if (recap_pending_) {
    if (draw_recap_window(handoff_.seat_name(), recap_lines_, width_, height_, metrics_)) {
      recap_pending_ = false;
      handoff_.dismiss();
      if (handoff_seat_ >= 0) {
        showing_seat_ = handoff_seat_;
        last_seen_log_[static_cast<size_t>(handoff_seat_)] = log_.size();
      }
      handoff_seat_ = -1;
      view_->on_refresh();
      dirty_ = true;
    }
    return;
  }
  view_->panels();
  narration_window();
  results_windows();
  panel_log();
  panel_menu();
}

void TableHost::narrate(std::string heading, std::string text) {
  if (settings_.animation_speed <= 0 || fast_forward_) return;
  narration_.push({std::move(heading), std::move(text)}, narration_clock_);
  dirty_ = true;
}

// The step showing, in a strip over the foot of the board: heading, the line, "3 of 7", and Next
// and Skip at touch size.
void TableHost::narration_window() {
  const StepBanner::Step* step = narration_step();
  if (!step) return;
  const Rect board = view_->board_rect();
  const float pad = metrics_.mm(2);
  // At the board's foot: a question overlay (which opens at the board's top) keeps its heading.
  ImGui::SetNextWindowPos({board.x + pad, board.y + board.h - pad}, ImGuiCond_Always, {0, 1});
  ImGui::SetNextWindowSize({std::max(1.0f, board.w - 2 * pad), 0}, ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.96f);
  ImGui::Begin("###sb-narration", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::TextColored(im_colour(pal::kHighlight), "%s", step->heading.c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("(%zu of %zu)", narration_.index(narration_clock_) + 1, narration_.size());
  ImGui::TextWrapped("%s", step->text.c_str());
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::min(metrics_.mm(40), (ImGui::GetContentRegionAvail().x - gap) / 2);
  if (ImGui::Button("Next step", {w, metrics_.touch_px()})) narration_next();
  note_touch_target("Next step");
  ImGui::SameLine();
  if (ImGui::Button("Skip all", {w, metrics_.touch_px()})) skip_narration();
  note_touch_target("Skip all");
  ImGui::End();
}

std::vector<ResultLine> TableHost::results_in(const std::vector<engine::Event>& events) const {
  std::vector<ResultLine> lines;
  for (const engine::Event& e : events)
    if (std::optional<ResultLine> line = view_->result_of(e)) lines.push_back(std::move(*line));
  return lines;
}

namespace {

float overlap_area(const Rect& a, const Rect& b) {
  const float w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
  const float h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0.0f;
}

}  // namespace

// Where a window of w x h goes inside `board` (inset by `pad`): the corner, of the foot's right and
// left and the top's right and left, that covers the least of what the player may act on (the
// table's lit things) and of the windows already drawn over the board (a question, the narration),
// which count ten times as much; the first such corner on a tie. `words`: what the view asks to keep
// clear (a heading), counted as a window is; a corner over them may move along its side
// until clear of them.
// `over_window`: the corner chosen still covers some of such a window; `covers`: how much it covers.
// `beside`: a thing on the board the window is about (where a result happened): first the places
// beside it (right, left, below, above, inside the board, never over it), which win over the
// corners unless they cover more.
static ImVec2 free_corner(const Rect& board, float pad, float w, float h, std::initializer_list<const char*> mine,
                          const std::vector<Rect>& words, bool* over_window = nullptr, float* covers = nullptr,
                          const Rect* beside = nullptr) {
  std::vector<std::pair<Rect, float>> taken;
  for (const TableThing& t : table_focus::things()) taken.push_back({t.rect, 1.0f});
  for (const Rect& r : words) taken.push_back({r, 10.0f});
  for (const ImGuiWindow* win : GImGui->Windows) {
    if (!win->Active || win->Hidden || (win->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip))) continue;
    if (std::any_of(mine.begin(), mine.end(), [&](const char* name) { return win->Name == std::string(name); })) continue;
    taken.push_back({Rect{win->Pos.x, win->Pos.y, win->Size.x, win->Size.y}, 10.0f});
  }
  const float left = board.x + pad, right = board.x + board.w - pad - w;
  const float top = board.y + pad, foot = board.y + board.h - pad - h;
  std::vector<ImVec2> corners;
  if (beside && right >= left && foot >= top) {
    const Rect& b = *beside;
    const float gap = pad;
    const Vec2 c = b.center();
    const float mid_y = std::clamp(c.y - h * 0.5f, top, foot), mid_x = std::clamp(c.x - w * 0.5f, left, right);
    const ImVec2 near[] = {{b.x + b.w + gap, mid_y}, {b.x - gap - w, mid_y}, {mid_x, b.y + b.h + gap}, {mid_x, b.y - gap - h}};
    for (const ImVec2& c : near)
      if (c.x >= left - 0.5f && c.x <= right + 0.5f && c.y >= top - 0.5f && c.y <= foot + 0.5f) corners.push_back(c);
  }
  for (const ImVec2& c : {ImVec2{right, foot}, ImVec2{left, foot}, ImVec2{right, top}, ImVec2{left, top}}) corners.push_back(c);
  // A corner over the words: the same side just clear of them (below a heading at the top).
  for (const float x : {right, left})
    for (const Rect& r : words) {
      if (overlap_area({x, top, w, h}, r) > 0 && r.y + r.h + pad <= foot) corners.push_back({x, r.y + r.h + pad});
      if (overlap_area({x, foot, w, h}, r) > 0 && r.y - pad - h >= top) corners.push_back({x, r.y - pad - h});
    }
  ImVec2 best = corners[0];
  float least = -1;
  bool best_over_window = false;
  for (const ImVec2& c : corners) {
    float covered = 0;
    bool windows = false;
    for (const auto& [rect, weight] : taken) {
      const float a = overlap_area({c.x, c.y, w, h}, rect);
      covered += weight * a;
      windows = windows || (weight > 1 && a > 0);
    }
    if (least < 0 || covered < least) {
      least = covered;
      best = c;
      best_over_window = windows;
    }
  }
  if (over_window) *over_window = best_over_window;
  if (covers) *covers = least;
  return best;
}

// The results over a corner of the board (ordinarily the foot's right; else the corner that covers
// least of what the player may act on and of a question's window): the card of the newest
// action's results, which a touch on the board closes (on it too: it takes no touch of its own, so
// the finger acts on the board as ever), as does acting; once it
// is gone the strip in its place, a row of the newest results' headings that opens the list of the
// last results (over the board's middle). Every line wraps at its window's width, and the card
// drops its older lines, then its hint, where the board is short (a phone held upright): nothing is
// cut off.
void TableHost::results_windows() {
  result_place_.reset();
  if (results_.entries().empty()) {
    if (result_card_drawn_) dirty_ = true;  // one more frame: ImGui forgets a window a frame late
    result_card_drawn_ = false;
    results_open_ = false;
    return;
  }
  const Rect board = view_->board_rect();
  const float pad = metrics_.mm(2);
  const float max_w = std::max(1.0f, board.w - 2 * pad);
  const ImGuiWindowFlags fixed = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing;
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::vector<ResultsStrip::Entry>& entries = results_.entries();
  const auto mine = {kResultCardWindow, kResultsStripWindow, kResultsListWindow};
  const std::vector<Rect> words = view_->words_on_board();

  // The card: the newest action's results, oldest first; a tap anywhere on it closes it.
  const size_t shown = results_open_ ? 0 : results_.card_size(results_clock_, settings_.animation_speed);
  if (shown > 0) {
    result_card_drawn_ = true;
    const float card_w = std::min(max_w, metrics_.mm(110));
    const float wrap = std::max(1.0f, card_w - 2 * style.WindowPadding.x);
    const float line_h = ImGui::GetFontSize() + style.ItemSpacing.y;
    const auto height = [&](size_t most, bool hint) {
      float h = 2 * style.WindowPadding.y + (hint ? line_h : 0) + (shown > most ? line_h : 0);
      for (size_t k = 0; k < most; ++k)
        h += line_h + ImGui::CalcTextSize(entries[k].line.text.c_str(), nullptr, false, wrap).y + style.ItemSpacing.y;
      return h;
    };
    // As many of the newest results as the board has room for (at most four: a long battle's
    // earlier rounds are in the strip), always the newest; the hint goes before that.
    size_t most = std::min<size_t>(shown, 4);
    bool hint = true;
    while (height(most, hint) > board.h - 2 * pad) {
      if (most > 1) --most;
      else if (hint) hint = false;
      else break;
    }
    // Beside where the newest result happened when the title says where (and it is on the board),
    // ringed; else over a corner.
    std::optional<Rect> place;
    if (entries[0].line.place >= 0)
      if (std::optional<Rect> p = view_->place_on_screen(entries[0].line.place); p && board.contains(p->center())) place = p;
    bool over_window = false;
    const ImVec2 card_at = free_corner(board, pad, card_w, height(most, hint), mine, words, &over_window, nullptr,
                                         place ? &*place : nullptr);
    if (place) {
      // The place outlined in gold, and a line from it to the card when they do not touch.
      const ImU32 colour = ImGui::GetColorU32(ImGuiCol_PlotHistogram);
      const float line = std::max(2.0f, metrics_.mm(0.8f));
      ImDrawList* fg = ImGui::GetForegroundDrawList();
      fg->AddRect({place->x, place->y}, {place->x + place->w, place->y + place->h}, colour, metrics_.mm(1), 0, line);
      const Vec2 c = place->center();
      const float cx = std::clamp(c.x, card_at.x, card_at.x + card_w);
      const float cy = std::clamp(c.y, card_at.y, card_at.y + height(most, hint));
      const float ex = std::clamp(cx, place->x, place->x + place->w), ey = std::clamp(cy, place->y, place->y + place->h);
      if (std::abs(cx - ex) + std::abs(cy - ey) > line) fg->AddLine({ex, ey}, {cx, cy}, colour, line * 0.7f);
    }
    result_place_ = place;
    ImGui::SetNextWindowPos(card_at, ImGuiCond_Always);
    ImGui::SetNextWindowSize({card_w, 0}, ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.97f);
    // Over the board alone it takes no touch: one on it (or anywhere on the board) closes it and
    // acts on the board as ever (on_intent), so the card never stands between a finger and the
    // table. Over a window (a short phone board) it takes the touch and closes: a button hidden
    // under it is never pressed unseen.
    ImGui::Begin(kResultCardWindow, nullptr,
                 fixed | ImGuiWindowFlags_NoScrollbar | (over_window ? 0 : ImGuiWindowFlags_NoInputs));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (shown > most)
      ImGui::TextDisabled(shown - most == 1 ? "%zu earlier result is in the strip" : "%zu earlier results are in the strip", shown - most);
    for (size_t k = most; k-- > 0;) {
      const ResultLine& line = entries[k].line;
      if (const SeatLook* l = look(line.seat)) seat_colour(*l, ImGui::GetFontSize() * 0.8f, ImGui::GetFontSize());
      group_heading(line.heading);
      ImGui::TextWrapped("%s", line.text.c_str());
    }
    if (hint) ImGui::TextDisabled("Tap to close");
    const ImVec2 end = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(at);
    if (ImGui::InvisibleButton("##close-result", {std::max(1.0f, ImGui::GetContentRegionAvail().x), std::max(1.0f, end.y - at.y)}))
      dismiss_result();
    note_touch_target("result card");
    ImGui::End();
  } else {
    if (result_card_drawn_) dirty_ = true;  // one more frame: the card's place is the strip's now
    result_card_drawn_ = false;
    // The strip: the newest headings, as many as fit in two fifths of the board's width (at least
    // the newest, whole, where the board is narrow), each a button that opens the list; a run of
    // results with the same heading for the same seat is one entry with its count ("Card turned
    // ×3"). Where every corner covers something the player may tap, it shortens to fewer entries
    // (the newest at least) in the corner that covers least.
    struct StripEntry {
      std::string label;
      int seat;
    };
    std::vector<StripEntry> strip;
    for (size_t i = 0; i < entries.size() && strip.size() <= 3;) {
      size_t run = 1;
      while (i + run < entries.size() && entries[i + run].line.heading == entries[i].line.heading &&
             entries[i + run].line.seat == entries[i].line.seat)
        ++run;
      strip.push_back({entries[i].line.heading + (run > 1 ? " ×" + std::to_string(run) : ""), entries[i].line.seat});
      i += run;
    }
    const float room = std::max(1.0f, std::min(max_w, board.w * 0.4f) - 2 * style.WindowPadding.x);
    std::vector<float> widths;
    float used = 0;
    for (size_t i = 0; i < strip.size() && i < 3; ++i) {
      const float cap = i == 0 ? std::max(room, max_w - 2 * style.WindowPadding.x) : room;
      const float w = std::min(cap, ImGui::CalcTextSize(strip[i].label.c_str()).x + 2 * style.FramePadding.x);
      const float need = used + (i > 0 ? style.ItemSpacing.x : 0) + w;
      if (i > 0 && need > room) break;
      used = need;
      widths.push_back(w);
    }
    ImVec2 at{0, 0};
    float covers = 1;
    while (!widths.empty()) {
      float w = 2 * style.WindowPadding.x;
      for (size_t i = 0; i < widths.size(); ++i) w += widths[i] + (i > 0 ? style.ItemSpacing.x : 0);
      at = free_corner(board, pad, w, metrics_.touch_px() + 2 * style.WindowPadding.y, mine, words, nullptr, &covers);
      if (covers <= 0 || widths.size() == 1) break;
      widths.pop_back();
    }
    if (!widths.empty()) {
      ImGui::SetNextWindowPos(at, ImGuiCond_Always);
      ImGui::SetNextWindowBgAlpha(0.9f);
      ImGui::Begin(kResultsStripWindow, nullptr, fixed | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoScrollbar);
      for (size_t i = 0; i < widths.size(); ++i) {
        const std::string& label = strip[i].label;
        if (i > 0) ImGui::SameLine();
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Button(label.c_str(), {widths[i], metrics_.touch_px()})) toggle_results();
        // Whose result: a bar of the seat's colour along the entry's foot.
        if (const SeatLook* l = look(strip[i].seat)) {
          const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
          const float bar = std::max(2.0f, metrics_.mm(0.8f));
          ImGui::GetWindowDrawList()->AddRectFilled({lo.x + bar, hi.y - 2 * bar}, {hi.x - bar, hi.y - bar},
                                                    ImGui::ColorConvertFloat4ToU32(im_colour(l->color)), bar * 0.5f);
        }
        ImGui::PopID();
        note_touch_target("result " + std::to_string(i + 1) + ": " + label);
      }
      ImGui::End();
    }
  }

  // The list of the last results, newest first, over the board's middle.
  if (results_open_) {
    const float w = std::min(max_w, metrics_.mm(150));
    ImGui::SetNextWindowPos({board.x + board.w * 0.5f, board.y + pad}, ImGuiCond_Always, {0.5f, 0});
    ImGui::SetNextWindowSizeConstraints({w, 0}, {w, std::max(metrics_.touch_px() * 3, board.h - 2 * pad)});
    ImGui::SetNextWindowSize({w, 0}, ImGuiCond_Always);
    ImGui::Begin(kResultsListWindow, nullptr, fixed);
    group_heading("The last results, newest first");
    if (big_button("Close the results")) toggle_results();
    for (const ResultsStrip::Entry& e : entries) {
      ImGui::Separator();
      if (const SeatLook* l = look(e.line.seat)) seat_colour(*l, ImGui::GetFontSize() * 0.8f, ImGui::GetFontSize());
      group_heading(e.line.heading);
      ImGui::TextWrapped("%s", e.line.text.c_str());
    }
    ImGui::End();
  }
}

void render_table_frame(TableScreen& screen, SDL_Renderer* renderer, TextCache* text, ImGuiLayer& imgui,
                        const PointerState& pointer, int width, int height, float dt,
                        const std::function<void()>& extra) {
  screen.draw(renderer, text);
  if (screen.covered()) return;
  imgui.new_frame(width, height, pointer, dt);
  screen.panels();
  if (extra) extra();
  imgui.render();
}

// [SECTION] shared panels

void seat_swatch(const SeatLook& look, float size) {
  ImGui::ColorButton("##seat", im_colour(look.color), ImGuiColorEditFlags_NoTooltip, {size, size});
  ImGui::SameLine();
  ImGui::Text("%s (%s)", look.name.c_str(), std::string(symbol_name(look.symbol)).c_str());
}

void seat_colour(const SeatLook& look, float size, float line_h) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float y = at.y + (line_h - size) * 0.5f;
  ImGui::GetWindowDrawList()->AddRectFilled({at.x, y}, {at.x + size, y + size},
                                            ImGui::ColorConvertFloat4ToU32(im_colour(look.color)), size * 0.2f);
  ImGui::Dummy({size, line_h});
  ImGui::SameLine();
}

LogFilter LogFilter::kinds_with(std::string label, std::vector<std::string> words) {
  return {std::move(label), [words = std::move(words)](const std::string& kind) {
            return std::any_of(words.begin(), words.end(),
                               [&](const std::string& w) { return kind.find(w) != std::string::npos; });
          }};
}

std::vector<SeatLook> seat_looks(const std::vector<std::string>& names) {
  std::vector<SeatLook> looks;
  for (size_t i = 0; i < names.size(); ++i)
    looks.push_back({names[i], seat_color(static_cast<int>(i)), seat_symbol(static_cast<int>(i)), ""});
  return looks;
}

void group_heading(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

Rect TableHost::board_beside_panel(int width, int height, const Metrics& metrics, float share) const {
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  if (h > w * kPortraitRatio) {
    // Portrait (a phone or tablet held upright): a side panel would leave both too narrow to
    // read, so the panel goes below the board across the whole width.
    const float below = std::min(std::max(metrics.mm(60), h * 0.42f), h * 0.6f);
    return {0, 0, w, h - below};
  }
  const float side = std::min(std::max(metrics.mm(120), w * share), w * 0.45f);
  if (settings().left_handed) return {side, 0, w - side, h};
  return {0, 0, w - side, h};
}

Rect TableHost::panel_beside(const Rect& board, int width, int height) const {
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  if (board.w >= w) return {0, board.h, w, h - board.h};  // portrait: below the board
  if (settings().left_handed) return {0, 0, w - board.w, h};
  return {board.w, 0, w - board.w, h};
}

void TableHost::begin_side_panel(const char* name, const Rect& board, int width, int height) const {
  const Rect panel = panel_beside(board, width, height);
  ImGui::SetNextWindowPos({panel.x, panel.y}, ImGuiCond_Always);
  ImGui::SetNextWindowSize({panel.w, panel.h}, ImGuiCond_Always);
  ImGui::Begin(name, nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoBringToFrontOnFocus);
}

bool TableHost::big_button(const std::string& label, bool enabled, int action, int group) {
  if (!enabled) ImGui::BeginDisabled();
  const float width = ImGui::GetContentRegionAvail().x;
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const ImVec2 one_line = ImGui::CalcTextSize(label.c_str());
  bool hit = false;
  if (one_line.x + 2 * pad.x <= width) {
    hit = ImGui::Button(label.c_str(), {-1, metrics_.touch_px()});
  } else {
    // Too long for one line (a narrow tablet panel): the button grows taller and the words wrap,
    // never cut off.
    const float wrap = std::max(1.0f, width - 2 * pad.x);
    const ImVec2 text = ImGui::CalcTextSize(label.c_str(), nullptr, false, wrap);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    hit = ImGui::Button(("##" + label).c_str(), {-1, std::max(metrics_.touch_px(), text.y + 2 * pad.y)});
    const ImVec2 size = ImGui::GetItemRectSize();
    ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(),
                                        {at.x + pad.x, at.y + (size.y - text.y) * 0.5f},
                                        ImGui::GetColorU32(ImGuiCol_Text), label.c_str(), nullptr, wrap);
  }
  note_touch_target(label, enabled ? action : -1, group);
  if (!enabled) ImGui::EndDisabled();
  return hit && enabled;
}

bool TableHost::choice_button(const std::string& label, size_t index, int group) {
  ImGui::PushID(static_cast<int>(index) + 100000 * group);
  const bool hit = big_button(label, true, static_cast<int>(index), group);
  ImGui::PopID();
  return hit && apply_legal(index);
}

bool TableHost::begin_choices_panel(const char* name, const Rect& board, uint64_t key) {
  begin_side_panel(name, board, width_, height_);
  prompt_banner();
  ImGui::Separator();
  toolbar();
  bot_status();
  ImGui::Separator();
  if (key != choices_key_) {
    // Scrolled before the list begins: a scroll asked for inside it comes a frame late, and a list
    // scrolled far down drew the new, shorter one out of sight for that frame (an empty panel).
    ImGui::SetNextWindowScroll({0, 0});
    choices_key_ = key;
    dirty_ = true;  // one more frame lets ImGui settle the new list's height
  }
  return ImGui::BeginChild("choices", {0, 0});
}

void TableHost::end_choices_panel() {
  ImGui::EndChild();
  ImGui::End();
}

bool TableHost::details_window(const std::string& title, const std::vector<std::string>& lines, int close_group) {
  if (lines.empty()) {
    // One more frame once it closed: ImGui forgets a window only a frame after it was last drawn,
    // and until then it takes the taps where it stood (the loop draws only when asked).
    if (details_shown_) dirty_ = true;
    details_shown_ = false;
    return false;
  }
  details_shown_ = true;
  const Rect board = board_rect();
  const float width = std::min(board.w - metrics_.mm(8), metrics_.mm(150));
  ImGui::SetNextWindowPos({board.x + board.w * 0.5f, board.y + metrics_.mm(6)}, ImGuiCond_Always, {0.5f, 0.0f});
  ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
  ImGui::Begin("Details", nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoTitleBar);
  group_heading(title);
  for (const std::string& line : lines) ImGui::TextWrapped("%s", line.c_str());
  const bool close = big_button("Close", true, -1, close_group);
  if (close) dirty_ = true;
  ImGui::End();
  return close;
}

void TableHost::prompt_banner() {
  if (const SeatLook* l = look(prompt_.seat)) {
    seat_swatch(*l, ImGui::GetFontSize() * 1.4f);
    if (is_bot(prompt_.seat)) {
      ImGui::SameLine();
      ImGui::TextDisabled("bot");
    }
  }
  const ImVec2 banner_at = ImGui::GetCursorScreenPos();
  ImGui::TextWrapped("%s", engine::sentence_case(prompt_.text).c_str());  // a sentence, whichever the title wrote
  {
    // Held for half a second, the banner opens the rules reference (touch has no F1).
    const ImVec2 end = ImGui::GetItemRectMax();
    ImGui::SetCursorScreenPos(banner_at);
    ImGui::InvisibleButton("##banner", {std::max(1.0f, end.x - banner_at.x), std::max(1.0f, end.y - banner_at.y)});
    note_touch_target("turn banner");
    if (ImGui::IsItemActive()) {
      dirty_ = true;  // keep frames coming while the finger rests
      if (!banner_fired_ && ImGui::GetIO().MouseDownDuration[0] >= 0.5f && on_banner_long_press_) {
        banner_fired_ = true;
        on_banner_long_press_();
      }
    } else {
      banner_fired_ = false;
    }
  }
  if (showing_seat_ >= 0 && showing_seat_ != prompt_.seat && !prompt_.game_over)
    if (const SeatLook* l = look(showing_seat_)) ImGui::TextDisabled("Showing %s's view", l->name.c_str());
  // Both wrap: a refusal or what resuming recovered is a sentence, cut off at the panel's edge before.
  ImGui::PushTextWrapPos(0.0f);
  if (!bad_choice_.empty()) ImGui::TextColored(im_colour(rgb(0xE57373)), "%s", bad_choice_.c_str());
  if (!message_.empty()) ImGui::TextColored(im_colour(pal::kHighlight), "%s", message_.c_str());
  ImGui::PopTextWrapPos();
}

void TableHost::toolbar(const std::vector<std::pair<std::string, std::function<void()>>>& extra) {
  const size_t undoable = match_->undoable_count();
  char undo_label[48];
  std::snprintf(undo_label, sizeof undo_label, "Undo (%zu)", undoable);
  struct Tool {
    std::string label;
    std::function<void()> act;
    bool enabled = true;
  };
  std::vector<Tool> tools;
  tools.push_back({undo_label, [this] { undo(); }, undoable > 0});
  for (const auto& [label, act] : extra)
    tools.push_back({label, [this, act = act] {
                       act();
                       dirty_ = true;
                     }});
  tools.push_back({"Log", [this] { toggle_log(); }});
  tools.push_back({"Menu", [this] { toggle_menu(); }});
  // Equal buttons on one row, every label whole: where "Undo (12)" does not fit it reads "Undo"
  // (its tooltip still counts); where even that does not fit (a phone), on as few rows as do.
  // The labels are centred, so a thin side margin is enough.
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 pad{std::min(style.FramePadding.x, metrics_.mm(1.5f)), style.FramePadding.y};
  const float avail = ImGui::GetContentRegionAvail().x;
  auto widest = [&] {
    float w = 0;
    for (const Tool& t : tools) w = std::max(w, ImGui::CalcTextSize(t.label.c_str(), nullptr, true).x + 2 * pad.x);
    return w;
  };
  size_t per_row = tools.size();
  auto width_for = [&](size_t k) { return (avail - style.ItemSpacing.x * static_cast<float>(k - 1)) / static_cast<float>(k); };
  if (width_for(per_row) < widest()) tools[0].label = "Undo##" + std::string(undo_label);
  while (per_row > 1 && width_for(per_row) < widest()) --per_row;
  const size_t rows = (tools.size() + per_row - 1) / per_row;
  per_row = (tools.size() + rows - 1) / rows;  // balance the rows
  const float bw = width_for(per_row);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, pad);
  for (size_t i = 0; i < tools.size(); ++i) {
    const Tool& t = tools[i];
    if (i % per_row != 0) ImGui::SameLine();
    if (!t.enabled) ImGui::BeginDisabled();
    if (ImGui::Button(t.label.c_str(), {bw, metrics_.touch_px()})) t.act();
    note_touch_target(i == 0 ? std::string(undo_label) : t.label);
    if (!t.enabled) ImGui::EndDisabled();
    if (i == 0 && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Undo reaches back %zu action(s), to the last roll, reveal or hand-over", undoable);
  }
  ImGui::PopStyleVar();
}

void TableHost::bot_status() {
  if (prompt_.game_over || !is_bot(prompt_.seat)) return;
  const std::string& name = looks_[static_cast<size_t>(prompt_.seat)].name;
  if (thinking_seat() == prompt_.seat) {
    // A small turning mark before the words (still with animations off).
    const float r = ImGui::GetFontSize() * 0.4f;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 centre{at.x + r, at.y + ImGui::GetFontSize() * 0.5f};
    const double turn = settings_.animation_speed > 0 ? think_clock_ : 0.0;
    const float start = static_cast<float>(turn * 6.0);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PathArcTo(centre, r, start, start + 4.2f, 16);
    draw->PathStroke(ImGui::GetColorU32(im_colour(pal::kHighlight)), 0, std::max(1.5f, r * 0.35f));
    ImGui::Dummy({2 * r, ImGui::GetFontSize()});
    ImGui::SameLine();
    ImGui::TextWrapped("%s is thinking…", name.c_str());
  } else {
    ImGui::TextWrapped("%s is playing…", name.c_str());
  }
  if (big_button(fast_forward_ ? "Normal speed" : "Fast-forward bots")) fast_forward_ = !fast_forward_;
}

// [SECTION] log and menu windows

void TableHost::panel_log() {
  if (!show_log_) return;
  const Rect area = board_rect();
  ImGui::SetNextWindowPos({area.x + metrics_.mm(4), metrics_.mm(4)}, ImGuiCond_Appearing);
  ImGui::SetNextWindowSize({std::min(area.w * 0.7f, metrics_.mm(150)), area.h * 0.6f}, ImGuiCond_Appearing);
  ImGui::Begin("Game log", &show_log_, ImGuiWindowFlags_NoCollapse);
  std::vector<std::string> seats = {"All seats"};
  for (const SeatLook& l : looks_) seats.push_back(l.name);
  const int seat_index = log_seat_filter_ + 1;
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.48f);
  if (ImGui::BeginCombo("##seat", seats[static_cast<size_t>(seat_index)].c_str())) {
    for (size_t i = 0; i < seats.size(); ++i)
      if (ImGui::Selectable(seats[i].c_str(), static_cast<int>(i) == seat_index)) log_seat_filter_ = static_cast<int>(i) - 1;
    ImGui::EndCombo();
  }
  const std::vector<LogFilter> filters = view_->log_filters();
  if (!filters.empty()) {
    ImGui::SameLine();
    std::vector<const char*> labels = {"Everything"};
    for (const LogFilter& f : filters) labels.push_back(f.label.c_str());
    ImGui::SetNextItemWidth(-1);
    ImGui::Combo("##kind", &log_kind_filter_, labels.data(), static_cast<int>(labels.size()));
  }
  const size_t undo_from = match_->journal_size() - match_->undoable_count();
  ImGui::TextDisabled("Undo can reach back to after action %zu (of %zu).", undo_from, match_->journal_size());
  ImGui::BeginChild("lines");
  const LogFilter* filter = log_kind_filter_ > 0 && static_cast<size_t>(log_kind_filter_) <= filters.size()
                                ? &filters[static_cast<size_t>(log_kind_filter_ - 1)]
                                : nullptr;
  for (const LogLine& line : log_) {
    if (log_seat_filter_ >= 0 && line.seat != log_seat_filter_) continue;
    if (filter && !filter->keep(line.kind)) continue;
    if (line.action > undo_from) ImGui::TextColored(im_colour(pal::kHighlight), "%zu  %s", line.action, line.text.c_str());
    else ImGui::TextWrapped("%zu  %s", line.action, line.text.c_str());
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY()) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  ImGui::End();
}

void TableHost::panel_menu() {
  if (!show_menu_) return;
  // Centred on the board, as wide as the screen allows (a phone's board is only its upper half).
  const Rect area = board_rect();
  const float w = std::min(static_cast<float>(width_) - metrics_.mm(8), metrics_.mm(100));
  const float x = std::clamp(area.x + area.w * 0.5f, w * 0.5f, static_cast<float>(width_) - w * 0.5f);
  ImGui::SetNextWindowPos({x, static_cast<float>(height_) * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({w, 0}, ImGuiCond_Always);
  ImGui::Begin("Menu", &show_menu_, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize);
  if (big_button("Save a copy")) {
    std::string error;
    const std::filesystem::path dir = save_dir_.empty() ? engine::default_save_dir() : save_dir_;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::filesystem::path file =
        dir / (std::string(match_->title_id()) + "-" + std::to_string(match_->journal_size()) + ".save");
    message_ = engine::write_save_file(file, match_->save_data(), error) ? "Saved " + file.string()
                                                                         : "Save failed: " + error;
  }
  // What the player changes here is kept in the settings file once the change is complete (a
  // slider when let go), as the launcher's Settings tab keeps it.
  bool kept_changed = ImGui::Checkbox("Left-handed layout", &settings_.left_handed);
  note_touch_target("Left-handed layout");
  // The label on its own line: beside a slider in a phone-wide menu it was cut to "Animation s".
  ImGui::TextUnformatted("Animation speed (0 = off)");
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderFloat("##animation_speed", &settings_.animation_speed, 0.0f, 3.0f, "%.1f");
  kept_changed |= ImGui::IsItemDeactivatedAfterEdit();
  note_touch_target("Animation speed");
  // Sound on or off and its volume, one row (a phone's Menu has no room for more before it
  // scrolls, and a scroll bar cut the rows above short); kept in the settings file once a change is
  // complete (a slider when let go).
  bool sound_on = !settings_.sound_muted;
  bool sound_changed = ImGui::Checkbox("Sound", &sound_on);
  settings_.sound_muted = !sound_on;
  note_touch_target("Sound");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  float percent = settings_.sound_volume * 100.0f;
  if (ImGui::SliderFloat("##sound_volume", &percent, 0.0f, 100.0f, "%.0f%%"))
    settings_.sound_volume = std::clamp(percent / 100.0f, 0.0f, 1.0f);
  sound_changed |= ImGui::IsItemDeactivatedAfterEdit();
  note_touch_target("Sound volume");
  if ((sound_changed || kept_changed) && !save_dir_.empty()) {
    // Only what the Menu shows is its to keep: the rest of the file (text size, colours) stays as
    // the Settings tab wrote it.
    const std::filesystem::path file = settings_path(save_dir_);
    TableSettings kept = settings_;
    engine::ErrorList errors;
    read_settings(file, kept, errors);
    kept.sound_volume = settings_.sound_volume;
    kept.sound_muted = settings_.sound_muted;
    kept.left_handed = settings_.left_handed;
    kept.animation_speed = settings_.animation_speed;
    std::string error;
    if (!write_settings(file, kept, error)) message_ = "The settings are not kept: " + error;
  }
  if (big_button("Quit (the game is autosaved)")) quit_ = true;
  ImGui::End();
}

}  // namespace sb::ui
