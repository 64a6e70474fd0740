#pragma once
// One Winter Quarters match on screen. TableView is the title's part: the table drawn from the
// State (board_draw.h) in an area that scrolls by finger. The spaces the human may act on are lit;
// a tap on one shows, on a card beside it, the answers that name it and on a card turn the
// Operations that could begin there (a space that is the one answer it offers is answered by the
// tap); a tap on the Current card on its turn shows its own choices (Event, Pass, an Operation...)
// beside it; pieces dragged between spaces March; a long press on a space or a card opens its
// details in words. The side panel
// (side_panel.cpp) has the host's banner, undo, log and menu, the Winter Quarters Round step by
// step while one runs, and every legal answer grouped by space. Nothing in this game is private,
// so there is no hand-off screen. The generic ui::TableHost around it owns the match, seats, bots,
// undo (with the engine's fences), autosave and the log.
#include <SDL.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/metrics.h"
#include "engine/ui/motion.h"
#include "engine/ui/render_cache.h"
#include "engine/ui/table_host.h"
#include "engine/ui/typed_view.h"
#include "game/winter_quarters/rules/title.h"
#include "game/winter_quarters/view/action_groups.h"
#include "game/winter_quarters/view/board_draw.h"

namespace sb::wq::view {

class TableView final : public ui::TypedTitleView<Title> {
 public:
  using TypedTitleView::TypedTitleView;

  // ui::TitleView
  void on_match_changed() override;
  void on_refresh() override;
  // Pieces that moved fly from their old pile to their new one (ui::PileFlights).
  void on_applied(const std::vector<engine::Event>& events) override;
  void step(double dt) override { motion_.step(dt); }
  bool animating() const override { return motion_.moving(); }
  void on_intent(const ui::Intent& intent) override;
  void draw(SDL_Renderer* renderer, ui::TextCache* text) override;
  void panels() override;
  std::vector<ui::SeatLook> default_looks(bool colour_blind_safe) const override;
  std::vector<ui::LogFilter> log_filters() const override;
  // Rolls, draws, explorations and battles, in words with their numbers (the results strip).
  std::optional<ui::ResultLine> result_of(const engine::Event& event) const override;
  // A result's place is a space's index (the West Indies last): its node.
  std::optional<ui::Rect> place_on_screen(int place) const override;

  const BoardLayout& layout() const { return layout_; }
  // The pieces in the air now (tests), and the table's clock they fly by.
  std::vector<ui::PileFlights::Flight> flights() const { return motion_.flights.flying(motion_.now); }
  double table_time() const { return motion_.now; }
  // The factions' Resources and margins as they tick (ui::Tally).
  const ui::Tally& tally() const { return motion_.tally; }
  int selected_space() const { return selected_; }
  // The Current card's choices are open beside it (a tap on the card on its turn).
  bool card_open() const { return card_open_; }
  // The spaces lit for the human to act on: each offers an answer or an Operation begun there.
  const std::vector<int>& lit_spaces() const { return lit_; }
  // The space pieces are being dragged from (-1 none) and where they may be dropped.
  int drag_from() const { return drag_from_; }
  const std::vector<int>& drag_targets() const { return drag_targets_; }
  // What the details card shows: a space or a card (-1 none).
  int details_space() const { return details_space_; }
  int details_card() const { return details_card_; }

  // Touch-target groups (ui::TouchTarget::group) of the panel's buttons, for tests.
  static constexpr int kGroupAnswer = 0;      // an answer in the grouped list
  static constexpr int kGroupSpace = 1;       // an answer offered for the tapped space
  static constexpr int kGroupStart = 2;       // an Operation begun at the tapped space
  static constexpr int kGroupClose = 3;       // closes the details or the space's list
  static constexpr int kGroupCard = 4;        // an answer offered by the Current card
  // The controller's things on the table (ui::TableThing::group), for tests.
  static constexpr int kThingSpace = 0;  // a lit space
  static constexpr int kThingCard = 1;   // the Current card on its turn

 private:
  float table_height() const override { return layout_.height; }
  void tap(ui::Vec2 pos);
  void long_press(ui::Vec2 pos);
  // What a tap acts on now, for the controller's focus (ui::note_table_thing).
  void note_table_things();
  void drop_pieces(ui::Vec2 pos);
  std::vector<std::string> round_lines(size_t most) const;
  // [SECTION] side_panel.cpp
  void panel_round(bool story);
  void space_card();
  void current_card();
  void panel_answers();
  void panel_details();
  void answer_pending();

  BoardLayout layout_;
  bool dragging_ = false;
  int selected_ = -1;
  bool card_open_ = false;
  std::vector<int> lit_;
  int details_space_ = -1, details_card_ = -1;
  int pending_space_ = -1;  // an Operation begun from a tapped space: pick it when offered
  // Pieces dragged from a space: where from, where they may go (lit), the finger. After a drop
  // that Marches, the March's count question for that space is answered with all of them.
  int drag_from_ = -1;
  std::vector<int> drag_targets_;
  int pending_march_from_ = -1;
  // The table's last drawing, repainted only when what it shows changed (else a frame drawn for
  // the panels alone, a hover or a scrolled list, redrew every space, piece and word: 1.5-2x
  // Mighty Kingdoms' frame at 1920x1080). Everything draw_board reads is in the key.
  struct BoardKey {
    uint64_t revision = 0;
    int selected = -1, width = 0, height = 0;
    float area[4] = {0, 0, 0, 0};
    float scroll = 0;
    ui::Metrics metrics;
    std::vector<int> choosable;
    std::vector<std::string> round_lines;
    std::vector<std::string> looks;  // each seat's name, colour and symbol
    bool operator==(const BoardKey&) const = default;
  };
  ui::RenderCache board_cache_;
  BoardKey board_key_;
  ui::PictureCache pictures_;  // icons and card art, at the sizes drawn
  bool ticked_ = false;       // the last board drawn was mid-tick (one more draws the values landed)
  bool card_flew_ = false;  // a card was in the air at the last frame (its slot is filled once it lands)
  ui::TableMotion motion_;  // pieces flying, numbers ticking, on the table clock
};

using TableScreen = ui::TypedTableScreen<TableView>;

// The registry's hook: a Winter Quarters table for a match of this title.
inline constexpr auto make_table = &ui::make_typed_table<TableView>;

}  // namespace sb::wq::view
