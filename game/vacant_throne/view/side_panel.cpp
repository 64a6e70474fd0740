// The ImGui side of the Vacant Throne table: the host's banner, toolbar and bot line; every legal
// action of the seat to decide as a big button in the rules' own words, grouped (Build once per
// workplace: its cells then light up on the grid); the free actions (trades, guarantees, releasing
// a clause) behind one "Trade / Guarantee" button at the top, so they are one tap away at any
// prompt. A tapped thing's actions on a small card beside it; a long press on the table opens a
// details window over it.
#include <imgui.h>

#include <algorithm>

#include "engine/ui/beside.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/table_focus.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/view/table_view.h"

#include "engine/ui/table_focus.h"

namespace sb::vt::view {

void TableView::panels() {
  // A new question, the free actions shown or hidden, a workplace to build chosen: the list starts
  // at its top.
  const uint64_t key = (revision_ * 2 + (free_open_ ? 1 : 0)) * 64 + static_cast<uint64_t>(building_ + 1);
  bool changed = false;
  if (host_.begin_choices_panel("Vacant Throne", board_rect(), key)) {
    const uint64_t before = revision_;
    const State& s = state();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", phase_words(s, content()).c_str());  // wrapped: a phone's panel is narrow
    ImGui::PopStyleColor();
    if (host_.prompt().game_over) {
      ui::group_heading("Final scores");
      for (size_t rank = 0; rank < s.ranking.size(); ++rank) {
        const int seat = s.ranking[rank];
        const Player& p = s.players[static_cast<size_t>(seat)];
        ImGui::Text("%zu. %s: %d (Prestige %d, crossed-out %d)", rank + 1, p.name.c_str(), score(s, seat), p.prestige, p.crossed);
      }
      if (host_.big_button("Close the game")) host_.request_quit();
    } else if (host_.human_to_act()) {
      panel_building();
      if (revision_ == before) panel_actions();
    }
    changed = revision_ != before;
  }
  host_.end_choices_panel();
  const uint64_t shown = revision_;
  if (!changed && host_.human_to_act()) thing_card();
  if (!changed && revision_ == shown) panel_details();
}

// What the tapped thing offers, on a small card beside it on the table (engine/ui/beside.h): its
// actions, building a card in hand (then a lit cell), its details, Close.
void TableView::thing_card() {
  ui::Rect r;
  if (thing_.kind == Thing::kNone || !thing_rect(thing_, r)) return;
  const State& s = state();
  const Content& c = content();
  const int seat = host_.prompt().seat;
  const std::string name = thing_name(thing_);
  const ui::Rect area = board_rect();
  ui::place_beside(area, r.center(), std::min(area.w * 0.9f, metrics_.mm(80)), metrics_, {{r.x, r.y}, {r.x + r.w, r.y + r.h}});
  ImGui::Begin("Beside the thing", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoCollapse);
  ImGui::TextWrapped("%s:", name.c_str());
  const std::vector<size_t> offer = offer_for(s, legal_, seat, thing_);
  // A controller's A on the thing brings its focus here: to the card's first button.
  for (size_t i : offer) {
    const bool hit = host_.choice_button(answer_label(s, c, legal_[i]), i, kGroupThing);
    ui::offer_controller_focus();
    if (hit) {
      thing_ = {};
      ImGui::End();
      return;
    }
  }
  if (thing_.kind == Thing::kHand && thing_.seat == seat && !build_cells(legal_, seat, thing_.index).empty()) {
    const bool build = host_.big_button("Build " + card_name(c, thing_.index) + ": then tap a lit cell", true, -1, kGroupBuild);
    ui::offer_controller_focus();
    if (build) {
      building_ = thing_.index;
      scroll_to_lit_ = true;
      thing_ = {};
      host_.mark_dirty();
    }
  } else if (offer.empty()) {
    ImGui::TextWrapped("Nothing to do here now.");
  }
  std::vector<std::string> lines;
  if (thing_.kind == Thing::kTile) lines = tile_details(s, c, thing_.index);
  else if (thing_.kind == Thing::kLaw) lines = law_details(c, thing_.index);
  else if (thing_.kind == Thing::kHand) lines = workplace_details(c, thing_.index);
  else if (thing_.kind == Thing::kCell) {
    const int kind = s.players[static_cast<size_t>(thing_.seat)].grid[static_cast<size_t>(thing_.index)].card;
    if (kind >= 0) lines = workplace_details(c, kind);
  }
  const bool details = thing_.kind != Thing::kNone && !lines.empty() && host_.big_button("Details of " + name, true, -1, kGroupClose);
  if (thing_.kind != Thing::kNone && !lines.empty()) ui::offer_controller_focus();
  if (details) {
    details_title_ = name;
    details_ = lines;
    thing_ = {};
  }
  if (thing_.kind != Thing::kNone && host_.big_button("Close", true, -1, kGroupClose)) thing_ = {};
  ImGui::End();
}

// While a workplace is chosen to build: what to do next (tap a lit cell), and a way back.
void TableView::panel_building() {
  if (building_ < 0) return;
  const std::string name = card_name(content(), building_);
  ui::group_heading("Build " + name + ":");
  ImGui::TextWrapped("Tap a lit cell of your grid (marked \"Build here\") to build %s there.", name.c_str());
  if (host_.big_button("Cancel building", true, -1, kGroupClose)) {
    building_ = -1;
    host_.mark_dirty();
  }
  ImGui::Separator();
}

// The Build group: one entry per workplace (the grid, not the list, says where: its cells light up).
void TableView::panel_build_choices() {
  const int seat = host_.prompt().seat;
  for (int kind : build_kinds(legal_, seat)) {
    const std::vector<BuildCell> cells = build_cells(legal_, seat, kind);
    const bool replaces = !cells.empty() && legal_[cells.front().action].c >= 0;  // a full grid: a card goes first
    const std::string label = "Build " + card_name(content(), kind) + (replaces ? " over a built card" : "");
    ImGui::PushID(kind);
    const bool hit = host_.big_button(label, true, -1, kGroupBuild);
    ImGui::PopID();
    if (hit) {
      building_ = building_ == kind ? -1 : kind;
      scroll_to_lit_ = building_ >= 0;
      host_.mark_dirty();
      return;
    }
  }
}

void TableView::panel_actions() {
  const State& s = state();
  const Content& c = content();
  const std::vector<ActionGroup> groups = group_actions(s, c, legal_, host_.prompt().seat);
  // The free actions first, folded behind one button (any prompt: never a hunt).
  for (const ActionGroup& g : groups) {
    if (!g.free) continue;
    if (host_.big_button(free_open_ ? "Hide trade / guarantee" : "Trade / Guarantee…", true, -1, kGroupClose)) {
      free_open_ = !free_open_;
      host_.mark_dirty();
    }
    if (!free_open_) break;
    ui::group_heading(g.heading);
    for (size_t i : g.actions)
      if (host_.choice_button(answer_label(s, c, legal_[i]), i, kGroupFree)) return;
    ImGui::Separator();
  }
  for (const ActionGroup& g : groups) {
    if (g.free) continue;
    ui::group_heading(g.heading);
    if (!g.actions.empty() && legal_[g.actions.front()].verb == Verb::kBuild) {
      panel_build_choices();
      ImGui::Spacing();
      continue;
    }
    ImGui::PushID(g.heading.c_str());
    for (size_t i : g.actions)
      if (host_.choice_button(answer_label(s, c, legal_[i]), i, kGroupAnswer)) {
        ImGui::PopID();
        return;
      }
    ImGui::PopID();
    ImGui::Spacing();
  }
}

// A tile's or a card's details over the board, in words, with a button to close them.
void TableView::panel_details() {
  // Room for the card above Close and a few lines of words; a short board (a phone) has words only.
  const float card_room = board_rect().h - metrics_.mm(8) - metrics_.touch_px() - ImGui::GetTextLineHeightWithSpacing() * 4;
  if (!details_card() || details_.empty() || card_room < metrics_.mm(30)) {
    if (host_.details_window(details_title_, details_, kGroupClose)) details_.clear();
    if (details_closing_) host_.mark_dirty();  // ImGui forgets the card's window a frame after it was drawn
    details_closing_ = false;
    return;
  }
  // A card: the card itself at reading size (the same face as on the table), then its words.
  const ui::Rect board = board_rect();
  const float width = std::min(board.w - metrics_.mm(8), metrics_.mm(150));
  ImGui::SetNextWindowPos({board.x + board.w * 0.5f, board.y + metrics_.mm(6)}, ImGuiCond_Always, {0.5f, 0.0f});
  ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints({0, 0}, {width, board.h - metrics_.mm(8)});
  ImGui::Begin("Card details", nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoTitleBar);
  // The card no taller than half the board (a phone on its side), and the words scrolling on their
  // own when they would push Close out of the window: Close stays in sight.
  ui::Vec2 size = details_card_size();
  const float room = ImGui::GetContentRegionAvail().x, tall = std::min(board.h * 0.5f, card_room);
  if (size.x > room) size = {room, size.y * room / size.x};
  if (size.y > tall) size = {size.x * tall / size.y, tall};
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (room - size.x) * 0.5f);
  ImGui::Image(static_cast<ImTextureID>(details_card()), {size.x, size.y});
  const ImGuiStyle& style = ImGui::GetStyle();
  float words_h = 0;
  for (const std::string& line : details_)
    words_h += ImGui::CalcTextSize(line.c_str(), nullptr, false, room).y + style.ItemSpacing.y;
  const float used = ImGui::GetCursorScreenPos().y - ImGui::GetWindowPos().y;
  const float left = board.h - metrics_.mm(8) - used - metrics_.touch_px() - style.ItemSpacing.y * 2 - style.WindowPadding.y * 2;
  const bool scroll = words_h > left && left > ImGui::GetTextLineHeightWithSpacing() * 2;
  if (scroll) ImGui::BeginChild("card words", {0, left});
  for (const std::string& line : details_) ImGui::TextWrapped("%s", line.c_str());
  if (scroll) ImGui::EndChild();
  if (host_.big_button("Close", true, -1, kGroupClose)) {
    details_.clear();
    details_closing_ = true;
    host_.mark_dirty();
  }
  ImGui::End();
}

}  // namespace sb::vt::view
