#include "game/app/screen/table_session.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <ostream>

#include "engine/content/paths.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/title_screens.h"

namespace sb::app {

bool TableSession::start(std::unique_ptr<engine::AnyTitle> title, std::unique_ptr<engine::AnyMatch> match,
                         std::vector<ui::SeatLook> looks, const ui::TableSettings& settings,
                         const std::filesystem::path& save_dir, const std::string& content, std::string& error) {
  const TitleScreenInfo* hooks = find_title_screen(match->title_id());
  if (!hooks) {
    error = std::string("no table on screen for '") + match->title_id() +
            "' yet; play it in the terminal: seasonboard play --text --title " + match->title_id();
    return false;
  }
  auto screen = hooks->make_screen(std::move(match), std::move(looks), settings);
  auto autosave = std::make_unique<engine::Autosave>(save_dir, title->id());
  if (!autosave->begin(screen->match(), error)) {
    error = "cannot autosave in " + save_dir.string() + ": " + error + " (choose a writable folder with --save-dir DIR)";
    return false;
  }
  title_ = std::move(title);
  autosave_ = std::move(autosave);
  screen_ = std::move(screen);
  screen_->set_autosave(autosave_.get());
  screen_->set_save_dir(save_dir);
  screen_->set_on_banner_long_press([this] { rules_.open(content_dir_); });
  // Watch this title's content folder for the designer loop.
  const TitleInfo* info = find_title(title_->id());
  std::filesystem::path root = content.empty() ? engine::default_content_root() : std::filesystem::path(content);
  content_dir_ = title_content_dir(root, title_->content_dir());
  // An editor's save is taken once the folder has been quiet for 0.3 s (written whole).
  // The folder is looked at every 0.1 s (its files' times and sizes), off the render thread.
  background_.reset();
  if (info)
    background_ = std::make_unique<engine::BackgroundReload>(
        std::make_unique<engine::ContentReloader>(info->make, content_dir_, 4, std::chrono::milliseconds(300)), wake_,
        std::chrono::milliseconds(100));
  hot_ = engine::HotReload{};
  return true;
}

TableSession::~TableSession() { background_.reset(); }

std::unique_ptr<engine::AnyTitle> TableSession::close() {
  background_.reset();  // waits at most for the step under way
  write_autosave(true);
  screen_.reset();
  return std::move(title_);
}

void TableSession::poll_content() {
  if (!background_ || !screen_) return;
  write_autosave(false);
  take(background_->poll(screen_->match()));
}

void TableSession::poll_content_now() {
  if (!background_ || !screen_) return;
  take(background_->poll_now(screen_->match()));
  write_autosave(true);
}

// A reloaded game's autosave, once its text is made (`wait`: made now).
void TableSession::write_autosave(bool wait) {
  std::string error;
  if (autosave_ && !(wait ? autosave_->finish(error) : autosave_->write_if_made(error)))
    err_ << "seasonboard: autosave: " << error << "\n";
}

namespace {
// The game on the table is still the one a reload started from (no action, undo or seat change since).
bool same_match(const engine::AnyMatch& a, const engine::AnyMatch& b) {
  return a.journal_size() == b.journal_size() && a.state_hash() == b.state_hash() && a.seat_kinds() == b.seat_kinds();
}
}  // namespace

void TableSession::take(std::optional<engine::BackgroundReload::Done> done) {
  if (!done) return;
  const bool had_problem = hot_.state() != engine::HotReload::State::kClean;
  if (done->outcome.kind != engine::ContentReloader::Kind::kReloaded || !done->replayed) {
    hot_.take(std::move(done->outcome), screen_->match());
  } else if (same_match(*done->base, screen_->match())) {
    if (auto swap = hot_.settle(std::move(done->outcome), std::move(*done->replayed)))
      adopt_replayed(std::move(*swap), done->same_history, std::move(done->autosave));
  } else if (auto swap = hot_.take(std::move(done->outcome), screen_->match())) {
    adopt(std::move(*swap));  // the game went on during the reload: the new content replays it here
  }
  if (had_problem || hot_.state() != engine::HotReload::State::kClean) redraw_();
}

void TableSession::toggle_rules() {
  if (!screen_) return;
  if (rules_.is_open()) rules_.close();
  else rules_.open(content_dir_);
  redraw_();
}

void TableSession::toggle_designer() {
  designer_.toggle();
  redraw_();
}

// Designer panel "Reload now": load the folder as it is and replay, changed or not.
void TableSession::reload_now() {
  const TitleInfo* info = screen_ ? find_title(title_->id()) : nullptr;
  if (!info) return;
  engine::ContentReloader::Outcome outcome;
  outcome.title = info->make();
  if (outcome.title->load_content(content_dir_, outcome.errors)) {
    outcome.kind = engine::ContentReloader::Kind::kReloaded;
  } else {
    outcome.kind = engine::ContentReloader::Kind::kFailed;
    outcome.title.reset();
  }
  if (auto swap = hot_.take(std::move(outcome), screen_->match())) adopt(std::move(*swap));
  redraw_();
}

// Designer panel jump-to / undo-anything: keep the first `keep` actions of the journal.
void TableSession::rewind_to(size_t keep) {
  if (!screen_) return;
  std::unique_ptr<engine::AnyMatch> cut = screen_->match().clone();
  cut->rewind_to(keep);
  if (autosave_) {
    std::string error;
    if (!autosave_->rewrite(*cut, error)) err_ << "seasonboard: autosave: " << error << "\n";
  }
  screen_->replace_match(std::move(cut));
  redraw_();
}

void TableSession::adopt(engine::HotReload::Swap swap) {
  title_ = std::move(swap.title);
  // A replayed copy of the game keeps who plays each seat: set before the autosave reads it (the
  // journal written after a reload named no bot, and a resumed game had lost its bots).
  if (swap.match->seat_kinds().empty()) swap.match->set_seat_kinds(screen_->match().seat_kinds());
  if (rules_.is_open()) rules_.open(content_dir_);  // show the tables as they are now
  // A reload that changed nothing of the game (a comment or layout: seen without a replay; a word
  // of text, a card not yet drawn: seen by comparing the states) does not rewrite the autosave:
  // for a long game that rewrite was most of the reload's time. (The autosave then holds this game
  // as it is; only the content's fingerprint, a note, is older.)
  if (autosave_ && !swap.same_meaning && !engine::same_history(screen_->match(), *swap.match)) {
    std::string error;
    if (!autosave_->rewrite(*swap.match, error)) err_ << "seasonboard: autosave: " << error << "\n";
  }
  screen_->replace_match(std::move(swap.match));
  redraw_();
}

// A reload made off the render thread: the comparison was made there too, and the autosave's files
// are written on a worker from the copy it made, before the next action is (or at the close).
void TableSession::adopt_replayed(engine::HotReload::Swap swap, bool same_history,
                                  std::shared_ptr<const engine::AnyMatch> autosave) {
  title_ = std::move(swap.title);
  if (rules_.is_open()) rules_.open(content_dir_);
  if (autosave_ && !same_history) {
    std::string error;
    const bool started = autosave ? autosave_->rewrite_later(std::move(autosave), wake_, error)
                                  : autosave_->rewrite(*swap.match, error);
    if (!started) err_ << "seasonboard: autosave: " << error << "\n";
  }
  screen_->replace_match(std::move(swap.match));
  redraw_();
}

void TableSession::overlays(const ui::Metrics& metrics, int width, int height) {
  reload_overlay(metrics);
  rules_.draw(metrics, static_cast<float>(width), static_cast<float>(height));
  designer_.draw(screen_->match(), content_dir_, hot_, metrics, static_cast<float>(width), static_cast<float>(height),
                 {[this] { after_frame_ = [this] { reload_now(); }; },
                  [this](size_t k) { after_frame_ = [this, k] { rewind_to(k); }; }});
}

// The overlay: every content error, or the first action the new rules reject with a rewind.
void TableSession::reload_overlay(const ui::Metrics& metrics) {
  if (hot_.state() == engine::HotReload::State::kClean) return;
  const ui::Rect board = screen_->board_rect();  // over the board, clear of the side panel
  const float width = std::min(board.w - metrics.mm(8), metrics.mm(180));
  ImGui::SetNextWindowPos({board.x + board.w * 0.5f, board.y + metrics.mm(4)}, ImGuiCond_Always, {0.5f, 0.0f});
  ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
  ImGui::Begin("Content not loaded", nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
  if (hot_.state() == engine::HotReload::State::kContentErrors)
    ImGui::TextWrapped("The game goes on with the previous content. Fix the file and it reloads by itself:");
  else
    ImGui::TextWrapped("The new content loaded, but this game's history does not fit it:");
  ImGui::Separator();
  for (const std::string& line : hot_.lines()) ImGui::TextWrapped("%s", line.c_str());
  if (hot_.state() == engine::HotReload::State::kActionIllegal) {
    const std::string label = "Rewind to before action " + std::to_string(hot_.illegal_action());
    if (ImGui::Button(label.c_str(), {-1, metrics.mm(10)})) {
      after_frame_ = [this] {
        if (auto swap = hot_.rewind_to_before(screen_->match())) adopt(std::move(*swap));
      };
    }
  }
  ImGui::End();
}

void TableSession::run_after_frame() {
  if (!after_frame_) return;
  auto request = std::move(after_frame_);
  after_frame_ = nullptr;
  request();
}

void TableSession::finish() {
  // The window is closing (or the process was told to stop): a bot thinking stops at once.
  if (auto* host = dynamic_cast<ui::TableHost*>(screen_.get())) host->cancel_bot();
  if (screen_ && autosave_) {
    std::string error;
    autosave_->write_snapshot(screen_->match(), error);
  }
}

}  // namespace sb::app
