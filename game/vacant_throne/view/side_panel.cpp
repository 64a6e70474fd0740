// The ImGui side of the Vacant Throne table: the host's banner, toolbar and bot line; what the
// tapped tile offers; every legal action of the seat to decide as a big button in the rules' own
// words, grouped; the free actions (trades, guarantees, releasing a clause) behind one "Trade /
// Guarantee" button at the top, so they are one tap away at any prompt. A long press on the table
// opens a details window over it.
#include <imgui.h>

#include <algorithm>

#include "engine/ui/imgui_layer.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/view/table_view.h"

namespace sb::vt::view {

namespace {

void heading(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

}  // namespace

void TableView::panels() {
  const ui::Rect board = board_rect();
  host_.begin_side_panel("Vacant Throne", board, width_, height_);
  host_.prompt_banner();
  ImGui::Separator();
  host_.toolbar();
  host_.bot_status();
  ImGui::Separator();
  bool changed = false;
  if (ImGui::BeginChild("choices", {0, 0})) {
    // A new question, a tile tapped or let go, the free actions shown or hidden: the list starts at
    // its top, and one more frame lets ImGui settle the new list's height.
    const uint64_t key = revision_ * 64 + static_cast<uint64_t>(selected_ + 1) * 2 + (free_open_ ? 1 : 0);
    if (choices_revision_ != key) {
      ImGui::SetScrollY(0);
      host_.mark_dirty();
    }
    choices_revision_ = key;
    const uint64_t before = revision_;
    const State& s = state();
    ImGui::TextDisabled("%s", phase_words(s, content()).c_str());
    if (host_.prompt().game_over) {
      heading("Final scores");
      for (size_t rank = 0; rank < s.ranking.size(); ++rank) {
        const int seat = s.ranking[rank];
        const Player& p = s.players[static_cast<size_t>(seat)];
        ImGui::Text("%zu. %s: %d (Prestige %d, crossed-out %d)", rank + 1, p.name.c_str(), score(s, seat), p.prestige, p.crossed);
      }
      if (host_.big_button("Close the game")) host_.request_quit();
    } else if (host_.human_to_act()) {
      panel_tile();
      if (revision_ == before) panel_actions();
    }
    changed = revision_ != before;
  }
  ImGui::EndChild();
  ImGui::End();
  if (!changed) panel_details();
}

bool TableView::answer_button(const std::string& label, size_t index, int group) {
  ImGui::PushID(static_cast<int>(index) + 100000 * group);
  const bool hit = host_.big_button(label, true, static_cast<int>(index), group);
  ImGui::PopID();
  return hit && host_.apply_legal(index);
}

// What the tapped tile offers: Deploy there, Flee from there.
void TableView::panel_tile() {
  if (selected_ < 0) return;
  const Content& c = content();
  const std::string& name = c.tiles[static_cast<size_t>(selected_)].name;
  heading("At " + name + ":");
  const std::vector<size_t> offer = actions_for_tile(legal_, host_.prompt().seat, selected_);
  for (size_t i : offer)
    if (answer_button(answer_label(state(), c, legal_[i]), i, kGroupTile)) return;
  if (offer.empty()) ImGui::TextWrapped("Nothing to do at %s now.", name.c_str());
  if (host_.big_button("Details of " + name, true, -1, kGroupClose)) {
    details_title_ = name;
    details_ = tile_details(state(), c, selected_);
  }
  if (host_.big_button("Show every action", true, -1, kGroupClose)) selected_ = -1;
  ImGui::Separator();
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
    heading(g.heading);
    for (size_t i : g.actions)
      if (answer_button(answer_label(s, c, legal_[i]), i, kGroupFree)) return;
    ImGui::Separator();
  }
  for (const ActionGroup& g : groups) {
    if (g.free) continue;
    heading(g.heading);
    ImGui::PushID(g.heading.c_str());
    for (size_t i : g.actions)
      if (answer_button(answer_label(s, c, legal_[i]), i, kGroupAnswer)) {
        ImGui::PopID();
        return;
      }
    ImGui::PopID();
    ImGui::Spacing();
  }
}

// A tile's or a card's details over the board, in words, with a button to close them.
void TableView::panel_details() {
  if (details_.empty()) {
    if (details_shown_) host_.mark_dirty();  // ImGui forgets a window a frame after it was last drawn
    details_shown_ = false;
    return;
  }
  details_shown_ = true;
  const ui::Rect board = board_rect();
  const float width = std::min(board.w - metrics_.mm(8), metrics_.mm(150));
  ImGui::SetNextWindowPos({board.x + board.w * 0.5f, board.y + metrics_.mm(6)}, ImGuiCond_Always, {0.5f, 0.0f});
  ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
  ImGui::Begin("Details", nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoTitleBar);
  heading(details_title_);
  for (const std::string& line : details_) ImGui::TextWrapped("%s", line.c_str());
  if (host_.big_button("Close", true, -1, kGroupClose)) {
    details_.clear();
    host_.mark_dirty();
  }
  ImGui::End();
}

}  // namespace sb::vt::view
