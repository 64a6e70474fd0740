#pragma once
// One Six Winters match on screen. TableView is the title's part: the table drawn from the State
// (board_draw.h) in a area that scrolls by finger, and the side panel with the host's banner, undo,
// log and menu and every legal action as a button in the rules' own words (side_panel.cpp). The
// generic ui::TableHost around it owns the match, seats, bots, undo, autosave and the log.
// TableScreen is that host with typed accessors (tests, the screenshot).
#include <SDL.h>

#include <filesystem>
#include <map>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/animation.h"
#include "engine/ui/metrics.h"
#include "engine/ui/motion.h"
#include "engine/ui/peek.h"
#include "engine/ui/render_cache.h"
#include "engine/ui/table_host.h"
#include "engine/ui/typed_view.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/view/action_groups.h"
#include "game/six_winters/view/board_draw.h"
#include "game/six_winters/view/session_end.h"

namespace sb::sw::view {

class TableView final : public ui::TypedTitleView<Title> {
 public:
  using TypedTitleView::TypedTitleView;

  // ui::TitleView
  void on_match_changed() override;
  void on_refresh() override;
  void on_intent(const ui::Intent& intent) override;
  bool holds_bots() const override { return session_end_showing(); }
  void on_applied(const std::vector<engine::Event>& events) override;
  // Rolls, draws, explorations and battles, in words with their numbers (the results strip).
  std::optional<ui::ResultLine> result_of(const engine::Event& event) const override;
  // The seats' action dice rolled at a new turn's start (no event names them): "Turn 3: Thea 1, 1,
  // 3, 3, 6 · Fuscus 2, 4, 4, 5, 6".
  void more_results(std::vector<ui::ResultLine>& lines) override;
  // A result's place is a location's index (an obstacle arrives there): its card as drawn.
  std::optional<ui::Rect> place_on_screen(int place) const override;
  void step(double dt) override;
  bool animating() const override;
  void draw(SDL_Renderer* renderer, ui::TextCache* text) override;
  void panels() override;
  std::vector<ui::SeatLook> default_looks(bool colour_blind_safe) const override;
  std::vector<ui::LogFilter> log_filters() const override;

  float content_height() const { return content_h_; }
  // The cards drawn on the table now (screen rects), and the card a long press enlarged.
  const std::vector<CardSpot>& card_spots() const { return spots_; }
  const std::optional<CardSpot>& enlarged() const { return enlarged_; }
  // The enlarged card is shown on its card face at reading size above its words (the board has room).
  bool card_picture_shown() const { return card_picture_texture_ != nullptr; }
  // How many of the chooser's characters are shown on their card face (0: words only).
  int chooser_cards_shown() const {
    int n = 0;
    for (const auto& [id, texture] : chooser_textures_) n += texture ? 1 : 0;
    return n;
  }
  // Action dice drawn in the seats' trays (screen rects); the die a finger is dragging (if any),
  // the cards that would take it (lit), and after a drop that several answers fit, those answers.
  const std::vector<DieSpot>& die_spots() const { return dice_; }
  const std::optional<DieSpot>& dragged_die() const { return dragged_; }
  // Where the picked die is drawn (under the finger, or where a tap picked it up: that place moves
  // with the table when it scrolls).
  ui::Vec2 dragged_die_at() const { return drag_at_; }
  const std::vector<CardSpot>& die_targets() const { return die_targets_; }
  const std::vector<size_t>& dropped_choices() const { return dropped_; }
  static constexpr int kGroupDropped = 100;  // touch-target group of those answers' buttons
  // The table things noted for a controller's focus (ui::TableThing::group): a location answering
  // the question, an action die that some card takes, a card that takes the picked die, that die.
  static constexpr int kThingLocation = 1;
  static constexpr int kThingDie = 2;
  static constexpr int kThingTarget = 3;
  static constexpr int kThingPickedDie = 4;
  static constexpr int kThingCard = 5;  // a card whose tap shows its actions beside it
  // The card tapped whose actions are shown beside it (none: no such card).
  const std::optional<CardSpot>& tapped_card() const { return tapped_; }
  int tapped_track() const { return tapped_track_; }
  const std::vector<TrackRow>& track_rows() const { return track_rows_; }
  static constexpr int kThingTrack = 6;  // a track's row whose tap shows its actions beside it
  // The table's question is shown as its candidate cards over the table (a human answers, and the
  // options are locations, obstacles, progress cards or characters).
  bool question_showing() const;
  // The question's answers are locations on the table (where a character starts, goes, which one
  // burns): they are lit on the table and a tap on one answers, under a one-line banner; no window.
  bool location_question() const;
  // The legal answer naming location `id` (legal().size() when none does).
  size_t location_answer(int id) const;
  // A failed defence's damage waits to be split (shown over the table as the team's cards, each
  // with its share); the split chosen so far (per participant, in the overcome's order) and the
  // legal action it is (legal().size() while points are left or nothing matches).
  bool damage_to_split() const;
  // The session's characters are being chosen (every legal action starts the session with some
  // characters): shown as the character cards, each seat tapping its own in turn. The picks so far
  // (seat order; solo: both of the one seat's), the seat picking next, and the legal start the
  // picks make (legal().size() until every seat has picked).
  bool choosing_characters() const;
  const std::vector<int>& character_picks() const { return picks_; }
  int picking_seat() const;
  size_t chosen_start() const;
  const AssignDamage& split() const { return split_; }
  size_t chosen_split() const;
  // The dice now tumbling (or landed) in the tray: the rules' faces, shown on table time.
  const ui::DiceTumble& tumble() const { return tumble_; }
  double table_time() const { return clock_; }
  // Motion (issue 31): characters and cards in the air (content units) and the tracks' numbers
  // as they tick (ui::Tally, track_tally_key), on the table's clock.
  std::vector<ui::PileFlights::Flight> flights() const { return motion_.flights.flying(clock_); }
  const ui::Tally& tally() const { return motion_.tally; }
  // The session-end screen is up: a session of this match ended (or the campaign did) and the
  // table has not yet gone on to the next one ("Next session").
  bool session_end_showing() const;
  // "Next session": the session-end screen goes, the table goes on to the next session's start.
  void go_to_next_session();
  // What the session that ended did (null when this match played none: a campaign continued from
  // its file begins between sessions).
  const SessionReport* last_session_report();
  // The campaign file this match writes at every session's end (empty: none), and the last
  // write's problem ("" when it worked).
  std::filesystem::path campaign_path() const;
  const std::string& campaign_error() const { return campaign_error_; }

 private:
  float table_height() const override { return content_h_; }
  std::vector<std::string> seat_names() const;
  void panel_choices();
  bool played_a_session() const;
  void keep_campaign_file();
  void session_end_window();
  void session_end_choices();
  void card_window();
  // (With the button that folds it to look at the table: peek_.)
  float begin_question_window(float width = 0);
  void question_window();
  void location_banner();
  void draw_flights(SDL_Renderer* r, ui::TextCache* text);
  void damage_window();
  void character_window();
  void bot_picks();
  bool round_began_after_passes() const;
  size_t characters_wanted() const;
  void pick_character(int character);
  void name_seats_by_character();
  void start_die_drag(ui::Vec2 at);
  float edge_scroll_direction() const;
  void drop_die(ui::Vec2 at);
  void note_table_things();
  void tap_card(ui::Vec2 at);
  void beside_card();
  void panel_dropped();
  void narrate(const std::vector<engine::Event>& events);

  float content_h_ = 0;
  // The text size is fitted to the screen, not to each action's table: refitting on every action
  // made the text jump as cards came and went, and cost eight measuring passes an action.
  struct FitKey {
    bool fitted = false;
    int width = 0, height = 0;
    ui::Metrics metrics;
    bool operator==(const FitKey&) const = default;
  };
  FitKey fit_key_;
  struct DrawKey {
    uint64_t revision = ~uint64_t{0};
    float scroll = 0;
    int width = 0, height = 0;
    ui::Metrics metrics;
    bool operator==(const DrawKey&) const = default;
  };
  DrawKey drawn_;
  ui::RenderCache board_cache_;
  ui::TableMotion motion_;  // characters and cards flying, the tracks' numbers ticking (now = clock_)
  std::vector<ui::PileFlights::Pile> piles_;  // where the last drawing put them
  bool moved_ = false;  // the last drawing was mid-motion (one more draws where things landed)
  ui::PictureCache pictures_;  // icons, card art and emblems at the sizes drawn
  // The long-pressed card at reading size (an obstacle, progress card or character on its card
  // face), above its words where the board has room; null when none is shown.
  ui::CardPicture card_picture_;
  SDL_Texture* card_picture_texture_ = nullptr;
  void render_card_picture(SDL_Renderer* r, ui::TextCache* text);
  // The character chooser's cards on the card face (at the panel's text size), one a character
  // offered; drawn in draw(), shown by character_window().
  std::map<int, std::unique_ptr<ui::CardPicture>> chooser_cards_;
  std::map<int, SDL_Texture*> chooser_textures_;
  void render_chooser_cards(SDL_Renderer* r, ui::TextCache* text);
  std::vector<int> offered_characters() const;
  std::vector<CardSpot> spots_;
  std::vector<DieSpot> dice_;
  std::optional<DieSpot> dragged_;
  ui::Vec2 drag_at_;
  bool holding_ = false;   // the picked die is under a finger (else a tap picked it: it stays put on the table)
  float pick_scroll_ = 0;  // the scroll the picked die's and its targets' rects were taken at
  std::vector<CardSpot> die_targets_;
  std::vector<size_t> dropped_;  // indices into legal_ (cleared when the question changes)
  int phase_before_ = 0;          // the turn phase the last prompt was asked in, and its heading
  std::string phase_before_heading_;
  AssignDamage split_;           // the damage split being made (cleared when the question changes)
  int split_frames_ = 0;         // frames the split's window has been drawn since then
  std::vector<int> picks_;       // the session's characters picked so far (cleared likewise)
  std::optional<CardSpot> enlarged_;
  std::optional<CardSpot> tapped_;  // its actions beside it (cleared when the question changes)
  int tapped_track_ = -1;            // likewise a track's row (a resource; -1 none)
  std::vector<TrackRow> track_rows_;
  std::vector<std::string> base_names_;
  // Rolls on screen: the defence's dice and each new turn's action dice tumble and land on the
  // values the rules rolled (table time runs at the animation speed setting).
  static constexpr double kTrayLinger = 0.8;  // seconds of table time
  ui::DiceTumble tumble_;
  std::string tumble_caption_;
  double clock_ = 0;
  uint32_t tumble_seed_ = 1;
  ui::Peek peek_;  // the question's window folded away to look at the table
  int told_turn_ = 0;  // (year * 100 + turn) whose action dice were last a result (more_results)
  int rolled_turn_ = 0;  // (year * 100 + turn) whose action dice were last shown rolling  // the seats' names as the game was started with them
  float text_scale_ = 0.72f;
  bool dragging_ = false;
  // Session end and the campaign file.
  int dismissed_year_ = 0;
  bool ended_drawn_ = false;  // the session-end page was up in the last frame  // "Next session" was tapped for this year
  std::optional<SessionReport> report_;
  size_t report_journal_ = ~size_t{0};  // the journal size the report was made for
  std::pair<int, int> campaign_written_{-1, -1};  // year and status last written
  std::string campaign_error_;
};

// The generic host around a TableView, with the view's typed accessors.
using TableScreen = ui::TypedTableScreen<TableView>;

// The registry's hook: a Six Winters table for a match of this title.
inline constexpr auto make_table = &ui::make_typed_table<TableView>;

}  // namespace sb::sw::view
