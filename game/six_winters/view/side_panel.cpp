// The ImGui side of the Six Winters table: the host's banner, toolbar and bot line, then every
// legal action as a big button in the rules' own words, grouped by character (or the table's
// question, the overcome, the whole table) and by kind; Pass per seat comes last.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "engine/ui/imgui_layer.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/table_view.h"

namespace sb::sw::view {

namespace {

std::string sentence(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

// More buttons than this under one kind fold under a header of their own (a character with two
// dice and a full pool can create dozens of assets; the list should still show every kind at once).
constexpr size_t kFoldAbove = 4;

}  // namespace

void TableView::panels() {
  host_.begin_side_panel("Six Winters", board_rect(), width_, height_);
  host_.prompt_banner();
  ImGui::Separator();
  host_.toolbar();
  host_.bot_status();
  ImGui::Separator();
  if (ImGui::BeginChild("choices", {0, 0})) {
    // A new question starts at the top of its list; ImGui scrolls on the next frame, so ask for one.
    if (choices_revision_ != revision_) {
      ImGui::SetScrollY(0);
      host_.mark_dirty();
    }
    choices_revision_ = revision_;
    panel_choices();
  }
  ImGui::EndChild();
  ImGui::End();
}

bool TableView::choice_button(const std::string& label, size_t index, Kind kind) {
  ImGui::PushID(static_cast<int>(index));
  const bool hit = host_.big_button(label, true, static_cast<int>(index), static_cast<int>(kind));
  ImGui::PopID();
  return hit && host_.apply_legal(index);
}

void TableView::panel_choices() {
  const State& s = state();
  const Content& c = content();
  if (host_.prompt().game_over) {
    ImGui::TextWrapped("The campaign is over%s.", s.result ? (": " + s.result->title).c_str() : "");
    if (host_.big_button("Close the game")) host_.request_quit();
    return;
  }
  if (!host_.human_to_act()) return;
  const std::vector<std::string> names = seat_names();
  for (const ActionGroup& g : group_actions(s, c, legal_, names)) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
    ImGui::TextWrapped("%s", g.heading.c_str());
    ImGui::PopStyleColor();
    ImGui::PushID(g.heading.c_str());
    for (size_t k = 0; k < g.kinds.size(); ++k) {
      const Kind kind = g.kinds[k];
      const std::vector<size_t>& items = g.actions[k];
      bool open = true;
      // Abilities fold whatever their number: they are many, and rarely the turn's main choice.
      if (items.size() > kFoldAbove || (kind == Kind::kAbility && items.size() > 1)) {
        char header[96];
        std::snprintf(header, sizeof header, "%s (%zu)", kind_title(kind), items.size());
        open = ImGui::CollapsingHeader(header);
        ui::note_touch_target(header, -1, static_cast<int>(kind));
      } else if (g.kinds.size() > 1 && kind != Kind::kPass) {
        ImGui::TextDisabled("%s", kind_title(kind));
      }
      if (!open) continue;
      for (size_t i : items) {
        const Action& a = legal_[i];
        std::string label;
        if (const auto* choose = std::get_if<Choose>(&a))
          label = choice_text(s, c, *choose);
        else if (const auto* pass = std::get_if<Pass>(&a))
          label = "Pass: " + seat_name(names, pass->seat) + " is done for this round";
        else
          label = describe(a, s, c);
        if (choice_button(sentence(label), i, kind)) {
          ImGui::PopID();
          return;  // the list changed under us
        }
      }
    }
    ImGui::PopID();
    ImGui::Spacing();
  }
}

}  // namespace sb::sw::view
