#pragma once
// One Winter Quarters match on screen. TableView is the title's part: the table drawn from the
// State (board_draw.h) in an area that scrolls by finger; a tap on a space lights it and lists, in
// the side panel, the answers that name it (and on a card turn the Operations that could begin
// there); a long press on a space or a card opens its details in words. The side panel
// (side_panel.cpp) has the host's banner, undo, log and menu, the Winter Quarters Round step by
// step while one runs, and every legal answer grouped by space. Nothing in this game is private,
// so there is no hand-off screen. The generic ui::TableHost around it owns the match, seats, bots,
// undo (with the engine's fences), autosave and the log.
#include <SDL.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/metrics.h"
#include "engine/ui/table_host.h"
#include "game/winter_quarters/rules/title.h"
#include "game/winter_quarters/view/action_groups.h"
#include "game/winter_quarters/view/board_draw.h"

namespace sb::wq::view {

class TableView final : public ui::TitleView {
 public:
  explicit TableView(ui::TableHost& host);
  static bool is_winter_quarters(const engine::AnyMatch& match);

  // ui::TitleView
  void on_match_changed() override;
  void on_refresh() override;
  void resize(int width, int height, const ui::Metrics& metrics) override;
  void on_intent(const ui::Intent& intent) override;
  void draw(SDL_Renderer* renderer, ui::TextCache* text) override;
  void panels() override;
  ui::Rect board_rect() const override;
  std::vector<ui::SeatLook> default_looks(bool colour_blind_safe) const override;
  std::vector<ui::LogFilter> log_filters() const override;

  const State& state() const;
  const Content& content() const;
  const std::vector<Action>& legal() const { return legal_; }
  const BoardLayout& layout() const { return layout_; }
  int selected_space() const { return selected_; }
  // The space pieces are being dragged from (-1 none) and where they may be dropped.
  int drag_from() const { return drag_from_; }
  const std::vector<int>& drag_targets() const { return drag_targets_; }
  // What the details card shows: a space or a card (-1 none).
  int details_space() const { return details_space_; }
  int details_card() const { return details_card_; }
  float scroll() const { return scroll_; }
  float max_scroll() const;

  // Touch-target groups (ui::TouchTarget::group) of the panel's buttons, for tests.
  static constexpr int kGroupAnswer = 0;      // an answer in the grouped list
  static constexpr int kGroupSpace = 1;       // an answer offered for the tapped space
  static constexpr int kGroupStart = 2;       // an Operation begun at the tapped space
  static constexpr int kGroupClose = 3;       // closes the details or the space's list

 private:
  const engine::MatchAdapter<Title>& typed() const;
  void scroll_by(float dy);
  void tap(ui::Vec2 pos);
  void long_press(ui::Vec2 pos);
  void drop_pieces(ui::Vec2 pos);
  std::vector<std::string> round_lines(size_t most) const;
  // [SECTION] side_panel.cpp
  void panel_round(bool story);
  void panel_space();
  void panel_answers();
  void panel_details();
  bool answer_button(const std::string& label, size_t index, int group);

  ui::TableHost& host_;
  std::vector<Action> legal_;
  uint64_t revision_ = 0, choices_revision_ = 0;
  ui::Metrics metrics_;
  int width_ = 1280, height_ = 800;
  float scroll_ = 0;
  BoardLayout layout_;
  bool dragging_ = false;
  int selected_ = -1;
  int details_space_ = -1, details_card_ = -1;
  bool details_shown_ = false;  // the details window was drawn last frame
  int pending_space_ = -1;  // an Operation begun from a tapped space: pick it when offered
  // Pieces dragged from a space: where from, where they may go (lit), the finger. After a drop
  // that Marches, the March's count question for that space is answered with all of them.
  int drag_from_ = -1;
  std::vector<int> drag_targets_;
  int pending_march_from_ = -1;
};

class TableScreen final : public ui::TableHost {
 public:
  TableScreen(std::unique_ptr<engine::AnyMatch> match, std::vector<ui::SeatLook> looks,
              ui::TableSettings settings = {});
  TableView& table() { return static_cast<TableView&>(view()); }
  const TableView& table() const { return static_cast<const TableView&>(view()); }
  const State& state() const { return table().state(); }
  const Content& content() const { return table().content(); }
  const std::vector<Action>& legal() const { return table().legal(); }
};

// The registry's hook: a Winter Quarters table for a match of this title.
std::unique_ptr<ui::TableScreen> make_table(std::unique_ptr<engine::AnyMatch> match, std::vector<ui::SeatLook> looks,
                                            const ui::TableSettings& settings);

}  // namespace sb::wq::view
