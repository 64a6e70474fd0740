// The ImGui side of the Vacant Throne table: the host's banner, toolbar and bot line; what the
// tapped tile offers; every legal action of the seat to decide as a big button in the rules' own
// words, grouped (Build once per workplace: its cells then light up on the grid); the free actions
// (trades, guarantees, releasing a clause) behind one "Trade / Guarantee" button at the top, so
// they are one tap away at any prompt. A long press on the table opens a details window over it.
#include <imgui.h>

#include <algorithm>

#include "engine/ui/imgui_layer.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/view/table_view.h"

namespace sb::vt::view {

void TableView::panels() {
  // A new question, a tile tapped or let go, the free actions shown or hidden: the list starts at
  // its top.
  const uint64_t key = (revision_ * 64 + static_cast<uint64_t>(selected_ + 1) * 2 + (free_open_ ? 1 : 0)) * 64 +
                       static_cast<uint64_t>(building_ + 1);
  bool changed = false;
  if (host_.begin_choices_panel("Vacant Throne", board_rect(), key)) {
    const uint64_t before = revision_;
    const State& s = state();
    ImGui::TextDisabled("%s", phase_words(s, content()).c_str());
    if (host_.prompt().game_over) {
      ui::group_heading("Final scores");
      for (size_t rank = 0; rank < s.ranking.size(); ++rank) {
        const int seat = s.ranking[rank];
        const Player& p = s.players[static_cast<size_t>(seat)];
        ImGui::Text("%zu. %s: %d (Prestige %d, crossed-out %d)", rank + 1, p.name.c_str(), score(s, seat), p.prestige, p.crossed);
      }
      if (host_.big_button("Close the game")) host_.request_quit();
    } else if (host_.human_to_act()) {
      panel_tile();
      if (revision_ == before) panel_building();
      if (revision_ == before) panel_actions();
    }
    changed = revision_ != before;
  }
  host_.end_choices_panel();
  if (!changed) panel_details();
}

// What the tapped tile offers: Deploy there, Flee from there.
void TableView::panel_tile() {
  if (selected_ < 0) return;
  const Content& c = content();
  const std::string& name = c.tiles[static_cast<size_t>(selected_)].name;
  ui::group_heading("At " + name + ":");
  const std::vector<size_t> offer = actions_for_tile(legal_, host_.prompt().seat, selected_);
  for (size_t i : offer)
    if (host_.choice_button(answer_label(state(), c, legal_[i]), i, kGroupTile)) return;
  if (offer.empty()) ImGui::TextWrapped("Nothing to do at %s now.", name.c_str());
  if (host_.big_button("Details of " + name, true, -1, kGroupClose)) {
    details_title_ = name;
    details_ = tile_details(state(), c, selected_);
  }
  if (host_.big_button("Show every action", true, -1, kGroupClose)) selected_ = -1;
  ImGui::Separator();
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
  if (host_.details_window(details_title_, details_, kGroupClose)) details_.clear();
}

}  // namespace sb::vt::view
