#pragma once
// One Mighty Kingdoms match on screen. TableView is the title's part (the board, the panels: turn,
// choices, kingdoms, battle and winter dialogs, scoring; gestures turned into legal Actions; dice
// animations) on the skeleton every title's table shares (ui::TypedTitleView: the typed match, the
// legal list, the board beside the side panel); the generic ui::TableHost around it owns the match,
// seats, bots with pacing, hotseat hand-offs, undo, autosave and the log. TableScreen is that host
// with the view's typed accessors (tests, the screenshot). Every choice comes from the rules'
// legal_actions(); the screen applies them through the host and never edits State.
#include <SDL.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/save/any_match.h"
#include "engine/ui/beside.h"
#include "engine/ui/animation.h"
#include "engine/ui/gestures.h"
#include "engine/ui/card_face.h"
#include "engine/ui/icons.h"
#include "engine/ui/metrics.h"
#include "engine/ui/peek.h"
#include "engine/ui/render_cache.h"
#include "engine/ui/table_host.h"
#include "engine/ui/tally.h"
#include "engine/ui/typed_view.h"
#include "game/mighty_kingdoms/rules/title.h"
#include "game/mighty_kingdoms/view/board_view.h"

namespace sb::ui {
class TextCache;
}

namespace sb::mk::view {

using Settings = ui::TableSettings;
using LogLine = ui::LogLine;

// What an action is taken on at the table: a token to pick up first (-1: none needed) and a hex to
// tap then (-1: none; the token's own choices show beside it). Neither: an abstract choice (a race,
// conceding), taken in the side panel only. A tithe is taken at the receiving kingdom's capital, a
// pass at the hex its step is about (the kingdom's own capital, a battle's hex).
struct TableSubject {
  int token = -1;
  int tile = -1;
  bool on_table() const { return token >= 0 || tile >= 0; }
};
TableSubject table_subject(const State& s, const Action& a);

class TableView final : public ui::TypedTitleView<Title> {
 public:
  using TypedTitleView::TypedTitleView;
  ~TableView() override;
  TableView(const TableView&) = delete;
  TableView& operator=(const TableView&) = delete;

  // ui::TitleView
  void on_match_changed() override;
  void on_applied(const std::vector<engine::Event>& events) override;
  void on_refresh() override;
  void resize(int width, int height, const ui::Metrics& metrics) override;
  void on_intent(const ui::Intent& intent) override;
  void step(double dt) override;
  bool animating() const override;
  void draw(SDL_Renderer* renderer, ui::TextCache* text) override;
  void panels() override;
  ui::Rect board_rect() const override;
  std::vector<SeatLook> default_looks(bool colour_blind_safe) const override;
  std::vector<ui::LogFilter> log_filters() const override;
  // Rolls, draws, explorations and battles, in words with their numbers (the results strip).
  std::optional<ui::ResultLine> result_of(const engine::Event& event) const override;
  // A result's place is a tile's index: the box around its hex.
  std::optional<ui::Rect> place_on_screen(int place) const override;

  // What the viewer sees, for everything drawn (state() is the full State, for the app).
  State seen() const;
  BoardView& board() { return board_; }
  // Tokens still sliding to their new places after an action (issue 31's motion).
  bool tokens_sliding() const { return glides_.moving(anims_.now()); }
  // The kingdoms table's numbers as they tick (ui::Tally: kingdom * 8 + 0 gold, 1 food, 2 might),
  // and the table's clock.
  const ui::Tally& tally() const { return tally_; }
  double table_time() const { return anims_.now(); }
  int selected_token() const { return selected_; }
  const std::vector<int>& targets() const { return targets_; }
  int info_tile() const { return info_tile_; }
  const std::vector<std::string>& reform_results() const { return reform_lines_; }
  // The kingdoms in the order the last Reform set, shown on its card with reform_results().
  const std::vector<int>& reform_order() const { return reform_order_; }
  // The player-order card shown over the Reform's results (null: none now); its size in pixels.
  SDL_Texture* order_card() const { return order_card_texture_; }
  ui::Vec2 order_card_size() const { return order_card_.size(); }
  // The touch-target group of the buttons on a card beside a thing on the board (a hex's choices,
  // a picked-up token's own), apart from the side panel's list of the same actions.
  static constexpr int kBesideGroup = ui::kBesideGroup;
  // The controller's things on the table (ui::TableThing::group), for tests.
  static constexpr int kThingHex = 0;    // a lit hex
  static constexpr int kThingToken = 1;  // a token that can act (A picks it up)
  const std::vector<Action>& chooser() const { return chooser_; }
  // The last battle in words once it has its result, round by round with the dice (its heading
  // first), kept on a card until OK is tapped or the next battle begins; empty when none is shown.
  const std::vector<std::string>& battle_report() const { return battle_done_ ? battle_lines_ : kNoLines; }
  // The battle told on the board at its hex, round by round: a round every kBattleBeat seconds of
  // table time (the Menu's animation speed; all at once with animations off), then its result.
  static constexpr double kBattleBeat = 0.8;
  int battle_rounds() const { return static_cast<int>(rounds_.size()); }
  int battle_rounds_shown() const { return static_cast<int>(std::min(beats_shown_, rounds_.size())); }
  bool battle_result_shown() const { return battle_done_ && beats_shown_ > rounds_.size(); }
  // Where the battle's card was last drawn (w 0: not drawn); a tap on it shows every round at once.
  ui::Rect battle_card() const { return battle_card_rect_; }
  // Applies a legal action (also what every button and gesture ends in). False when not legal.
  bool apply(const Action& action);

 private:
  // The hex map does not scroll: the camera pans and zooms it inside the board's area.
  float table_height() const override { return board_rect().h; }
  const engine::Prompt& prompt() const { return host_.prompt(); }
  engine::AnyMatch& match() { return host_.match(); }
  const std::vector<SeatLook>& looks() const { return host_.looks(); }
  bool is_bot(int seat) const { return host_.is_bot(seat); }
  bool big_button(const std::string& label, bool enabled = true, int action = -1, int group = -1) {
    return host_.big_button(label, enabled, action, group);
  }
  void update_targets();
  bool token_selectable(int token) const;
  void tap(ui::Vec2 pos);
  void drop_on(int tile);
  // What a tap acts on now, for the controller's focus (ui::note_table_thing).
  void note_table_things();
  void bring_close();
  std::vector<Action> actions_for_tile(int tile) const;
  void start_dice(const engine::Event& event);
  void draw_dice(SDL_Renderer* r, ui::TextCache* text);
  void draw_battle_mark(SDL_Renderer* r);

  // panels (table_panels.cpp)
  void panel_side();
  void panel_actions();
  void panel_kingdoms(bool folded);  // folded: a header that opens the table (short screens)
  void panel_battle();
  void panel_build_reasons();
  void panel_tithe();
  void panel_feed();
  void panel_chooser();
  void panel_info();
  void panel_scoring();
  void panel_reform();
  void panel_battle_report();
  // The battle's card at its hex (table_panels.cpp): its sides, the rounds shown so far with their
  // dice, then its result; placed inside the board, never over the side panel.
  void battle_card_rows(float budget);
  bool battle_card_shown() const;
  void show_battle_beats();  // the rounds (and the result) whose time has come
  void beside(ui::Vec2 at, float w, const std::vector<ui::Vec2>& keep_clear = {});
  bool choices_card(const char* id, const std::string& heading, const std::vector<Action>& options);
  // A card of results over the top of the board, kept until its OK is tapped (true then):
  // `order` (kingdoms) as numbered seats, then `lines`.
  bool results_card(const char* id, const std::string& heading, const std::vector<int>& order,
                    const std::vector<std::string>& lines);
  void note_battle_event(const engine::Event& e);
  bool battle_under_way() const;  // a battle's decision is due
  std::string seat_name(int seat) const;

  uint64_t choices_revision_ = 0;  // revision_ the choices list was last drawn for

  BoardView board_;
  bool fitted_ = false;

  int selected_ = -1;
  std::vector<int> targets_;
  int info_tile_ = -1;
  bool dragging_ = false;
  ui::Vec2 drag_pos_;
  std::vector<Action> chooser_;
  ui::Vec2 chooser_at_;  // the hex the chooser's choices belong to, on screen
  std::vector<std::string> reform_lines_;  // the last Reform's results, until dismissed
  std::vector<int> reform_order_;
  inline static const std::vector<std::string> kNoLines;
  ui::Peek peek_;  // the Battle window folded away to look at the table
  ui::Glides glides_;  // tokens that moved slide from their old place
  ui::Tally tally_;    // the kingdoms' gold, food and might ticking to their new values
  bool glided_ = false;  // the last board drawn was mid-slide (one more draws where they landed)
  std::vector<std::string> battle_lines_;  // the battle being told: its heading, then what happened
  int battle_rounds_ = 0;
  std::array<int, 2> battle_sides_{-1, -1};  // attacker, defender
  bool battle_collecting_ = false, battle_done_ = false;
  struct BattleRound {
    std::string text;                       // the rules' words for it ("Bo scores 1 hits, Ann scores 0")
    std::array<std::vector<int>, 2> dice;   // the attacker's faces, the defender's
    std::array<std::string, 2> left;        // what each side has at the hex after it ("2 ships")
  };
  std::vector<BattleRound> rounds_;
  std::vector<std::string> battle_after_;  // the result and what followed it (retreats, control)
  std::string battle_heading_;
  int battle_tile_ = -1;
  // The tokens each side brought to the battle's hex (ids, ship or not), less those destroyed.
  struct Fighter {
    int id = -1;
    bool ship = false;
  };
  std::array<std::vector<Fighter>, 2> battle_forces_;
  size_t beats_shown_ = 0;      // rounds shown, then one more for the result
  double next_beat_at_ = 0;     // table time the next one may show
  ui::Rect battle_card_rect_;
  // Every token as it stood after the last action (before the next): who brought what to a battle.
  struct TokenAt {
    int id = -1, owner = -1, tile = -1;
    bool ship = false;
  };
  std::vector<TokenAt> tokens_before_;
  void note_tokens();
  std::string forces_words(int side) const;

  ui::AnimationQueue anims_;
  ui::DiceTumble tumble_;
  std::string dice_caption_;
  uint32_t dice_seed_ = 1;
  // The drawn board, kept in a texture while nothing it shows changes: a frame that only redraws
  // panels (hover, scrolling a list, the dice tray) copies it instead of drawing every hex again.
  struct BoardKey {
    uint64_t revision = 0;
    int viewer = 0, selected = -1, info_tile = -1, width = 0, height = 0;
    bool dragging = false;
    ui::Vec2 drag_pos;
    double zoom = 0, cx = 0, cy = 0;
    float px_per_mm = 0;
    std::vector<int> targets;
    bool operator==(const BoardKey&) const = default;
  };
  ui::RenderCache board_cache_;
  BoardKey board_key_;
  // Icons in the panels (ImGui draws an SDL_Texture as an image): the renderer of the last draw.
  ui::PictureCache pictures_;
  SDL_Renderer* renderer_ = nullptr;
  // The icon tables.yaml names for `key` ("gold") as an ImGui image a line tall, else `word`.
  void icon_or_word(const char* key, const char* word);
  // The new order of play after a Reform as a card (engine/ui/card_face.h): a band, then each
  // kingdom's place, mark (colour and symbol) and name; drawn in draw(), shown in the results card.
  ui::CardPicture order_card_;
  SDL_Texture* order_card_texture_ = nullptr;
  void render_order_card(SDL_Renderer* r, ui::TextCache* text);
  std::vector<int> record_bits_;  // tabletop result entry: medal/scar bits per participating unit
};

// The generic host around a TableView; the view's own accessors are table()'s.
using TableScreen = ui::TypedTableScreen<TableView>;

// The registry's hooks: a Mighty Kingdoms table for a match of this title.
inline std::unique_ptr<ui::TableScreen> make_table(std::unique_ptr<engine::AnyMatch> match,
                                                   std::vector<SeatLook> looks, const Settings& settings) {
  return ui::make_typed_table<TableView>(std::move(match), std::move(looks), settings);
}

}  // namespace sb::mk::view
