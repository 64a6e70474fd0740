#pragma once
// One Vacant Throne match on screen. TableView is the title's part: the table (board_draw.h) drawn
// from view_for(the seat holding the device) in an area that scrolls by finger. A tap on a thing (a
// tile, a cell of a grid, a law, a card in hand, a player's block) shows its actions on a small card
// beside it (action_groups.h says which: Deploy at a tile, Assign or Build at a cell, propose or
// vote at a law, Discard a card, trade with a player at their block, Idle or End turn at your
// own); Build is a workplace chosen (its card in hand, or the side panel), then a lit cell of the
// grid tapped; a long press on a tile or a card (a law, a built workplace, a card in hand) opens
// its details in words. The side panel (side_panel.cpp) has the
// host's banner, undo, log and menu, then every legal action of the seat to decide as a big button,
// grouped (action_groups.h), with the free actions behind one "Trade / Guarantee" button.
//
// Secrets: the turn and discard prompts are private, so the host covers the table ("Pass to …,
// hold to reveal") whenever another human is to decide; the hand drawn face up is only ever that
// of the seat that last held to reveal (or the only human), and only while that seat has the
// table — a public prompt of another human (a vote, a request, a trade to confirm: votes are open,
// spec D5) shows every hand as a count. The generic ui::TableHost around it owns the match, seats,
// bots, undo, autosave and the log.
#include <SDL.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/metrics.h"
#include "engine/ui/motion.h"
#include "engine/ui/table_host.h"
#include "engine/ui/typed_view.h"
#include "game/vacant_throne/rules/title.h"
#include "game/vacant_throne/view/action_groups.h"
#include "game/vacant_throne/view/board_draw.h"

namespace sb::vt::view {

class TableView final : public ui::TypedTitleView<Title> {
 public:
  using TypedTitleView::TypedTitleView;

  // ui::TitleView
  void on_match_changed() override;
  void on_refresh() override;
  // Knights that moved fly from the tile they left to the one they joined (ui::PileFlights).
  void on_applied(const std::vector<engine::Event>& events) override;
  void step(double dt) override { motion_.step(dt); }
  bool animating() const override { return motion_.moving(); }
  std::vector<ui::PileFlights::Flight> flights() const { return motion_.flights.flying(motion_.now); }
  // The players' numbers as they tick (ui::Tally), and the table's clock.
  const ui::Tally& tally() const { return motion_.tally; }
  double table_time() const { return motion_.now; }
  void on_intent(const ui::Intent& intent) override;
  void draw(SDL_Renderer* renderer, ui::TextCache* text) override;
  void panels() override;
  std::vector<ui::SeatLook> default_looks(bool colour_blind_safe) const override;
  std::vector<ui::LogFilter> log_filters() const override;
  // Rolls, draws, explorations and battles, in words with their numbers (the results strip).
  std::optional<ui::ResultLine> result_of(const engine::Event& event) const override;
  // A result's place is a tile's index: the tile as drawn.
  std::optional<ui::Rect> place_on_screen(int place) const override;
  std::vector<ui::Rect> words_on_board() const override { return {layout_.heading}; }

  const BoardLayout& layout() const { return layout_; }
  // The seat whose hand is drawn face up now (-1: nobody's).
  int hand_seat() const;
  int selected_tile() const { return thing_.kind == Thing::kTile ? thing_.index : -1; }
  // The thing tapped (its actions on a card beside it; kind kNone: none).
  const Thing& thing() const { return thing_; }
  bool free_open() const { return free_open_; }
  // The workplace being built (-1 none): its cells are lit on the grid; a tap on one builds there.
  int building() const { return building_; }
  // What the details card shows (empty: none).
  const std::vector<std::string>& details() const { return details_; }
  // The long-pressed card at reading size (null: none shown); its size in pixels.
  SDL_Texture* details_card() const { return details_key_.empty() || details_.empty() ? nullptr : details_card_texture_; }
  ui::Vec2 details_card_size() const { return details_card_.size(); }

  // Touch-target groups (ui::TouchTarget::group) of the panel's buttons, for tests.
  static constexpr int kGroupAnswer = 0;  // an action in the grouped list
  static constexpr int kGroupThing = 1;   // an action offered by the tapped thing, beside it
  static constexpr int kGroupFree = 2;    // a free action (behind "Trade / Guarantee")
  static constexpr int kGroupClose = 3;   // toggles and closers
  static constexpr int kGroupBuild = 4;   // a workplace to build (then a lit cell on the grid)
  // The controller's things on the table (ui::TableThing::group), for tests.
  static constexpr int kThingLitCell = 0;  // a cell the chosen workplace may be built in
  static constexpr int kThingOffers = 1;   // a tile, card, cell or block with choices beside it

 private:
  float table_height() const override { return layout_.height; }
  void tap(ui::Vec2 pos);
  void long_press(ui::Vec2 pos);
  // [SECTION] side_panel.cpp
  void tap_grid(const GridSpot& spot);
  Thing thing_at(ui::Vec2 pos) const;
  bool thing_rect(const Thing& thing, ui::Rect& out) const;
  // What a tap acts on now, for the controller's focus (ui::note_table_thing).
  void note_table_things();
  std::string thing_name(const Thing& thing) const;
  void thing_card();
  void panel_building();
  void panel_build_choices();
  void panel_actions();
  void panel_details();

  ui::PictureCache pictures_;  // icons and card art, at the sizes drawn
  ui::TableMotion motion_;  // pieces flying, numbers ticking, on the table clock
  BoardLayout layout_;
  bool dragging_ = false;
  Thing thing_;
  int holder_ = -1;  // the seat that last held to reveal (its hand may be drawn while it has the table)
  bool free_open_ = false;
  int building_ = -1;           // the workplace chosen to build (its cells lit)
  bool scroll_to_lit_ = false;  // the lit cells are brought on screen at the next draw
  size_t journal_seen_ = 0;
  std::string details_title_;
  std::vector<std::string> details_;
  // A long-pressed card: the same card face as on the table, drawn at reading size above its words.
  ui::CardFace details_face_;
  std::string details_key_;  // "" when the details are not a card's
  ui::CardPicture details_card_;
  bool details_closing_ = false;  // one more frame after Close, for ImGui to forget the window
  SDL_Texture* details_card_texture_ = nullptr;  // the card as drawn this frame (null: none)
};

using TableScreen = ui::TypedTableScreen<TableView>;

// The registry's hook: a Vacant Throne table for a match of this title.
inline constexpr auto make_table = &ui::make_typed_table<TableView>;

}  // namespace sb::vt::view
