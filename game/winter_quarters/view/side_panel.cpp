// The ImGui side of the Winter Quarters table: the host's banner, toolbar and bot line; the Winter
// Quarters Round step by step while one runs; then every legal answer as a big button in the
// rules' own words, grouped by the space it names. What a tapped space or the Current card offers
// is on a small card beside it on the table (engine/ui/beside.h). A long press on the map opens a
// details window over the board.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "engine/core/calendar.h"
#include "engine/ui/beside.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/table_focus.h"
#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/view/table_view.h"

namespace sb::wq::view {

namespace {

constexpr ImGuiWindowFlags kCardFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;

}  // namespace

void TableView::panels() {
  answer_pending();
  bool changed = false;
  if (host_.begin_choices_panel("Winter Quarters", board_rect(), revision_)) {  // a new question starts at the top
    const uint64_t before = revision_;
    panel_round(false);
    if (host_.prompt().game_over) {
      if (host_.big_button("Close the game")) host_.request_quit();
    } else if (host_.human_to_act()) {
      if (revision_ == before) panel_answers();
    }
    if (revision_ == before) panel_round(true);
    changed = revision_ != before;
  }
  host_.end_choices_panel();
  // What a tapped thing offers, on a card beside it on the table.
  const uint64_t shown = revision_;
  if (!changed && host_.human_to_act()) space_card();
  if (!changed && host_.human_to_act() && revision_ == shown) current_card();
  if (!changed && revision_ == shown) panel_details();
}

// What a gesture began and the next question finishes, answered before the list is drawn: an
// Operation begun from a tapped space picks that space as soon as it is offered; pieces dropped on
// a space answer the March's "how many from where they were dragged" with all of them.
void TableView::answer_pending() {
  if (pending_space_ >= 0) {
    const int space = pending_space_;
    pending_space_ = -1;
    for (size_t i = 0; host_.human_to_act() && i < legal_.size(); ++i)
      if (legal_[i].verb == Verb::kSpace && legal_[i].space == space) {
        host_.apply_legal(i);
        break;
      }
  }
  if (pending_march_from_ >= 0 && pending_space_ < 0 && host_.human_to_act()) {
    int best = -1;
    for (size_t i = 0; i < legal_.size(); ++i)
      if (legal_[i].verb == Verb::kCount && legal_[i].space == pending_march_from_ &&
          (best < 0 || legal_[i].n > legal_[static_cast<size_t>(best)].n))
        best = static_cast<int>(i);
    if (best >= 0 && legal_[static_cast<size_t>(best)].n > 0) host_.apply_legal(static_cast<size_t>(best));
    else if (std::none_of(legal_.begin(), legal_.end(), [](const Action& a) { return a.verb == Verb::kCount; }))
      pending_march_from_ = -1;  // the March has moved on from the counts
  }
}

// The Winter Quarters Round as a guided sequence: which step it is (above the answers), then below
// them what the steps so far did and (folded) every step of the round marked done, now or to come.
void TableView::panel_round(bool story) {
  const State& s = state();
  const Content& c = content();
  const std::string& phase = engine::current_phase_id(c.calendar, s.cursor);
  if (phase == "card_turns" && !s.game_over) {
    if (story) return;
    if (s.current >= 0) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("Card %d: %s — on deck: %s", s.cards_played + 1, c.cards[static_cast<size_t>(s.current)].title.c_str(),
                         s.on_deck >= 0 ? c.cards[static_cast<size_t>(s.on_deck)].title.c_str() : "none");
      ImGui::PopStyleColor();
    }
    return;
  }
  if (!story) {
    if (s.game_over) {
      ui::group_heading(s.ranking.empty() ? "The war is over." : "The war is over: the " + faction_name(s.ranking.front()) + " win.");
      for (size_t rank = 0; rank < s.ranking.size(); ++rank) {
        const int f = s.ranking[rank];
        ImGui::Text("%zu. %s (ranking margin %+d)", rank + 1, faction_name(f).c_str(), s.margin[static_cast<size_t>(f)]);
      }
    } else {
      const engine::Season& season = c.calendar.seasons[static_cast<size_t>(s.cursor.season)];
      ui::group_heading("Winter Quarters Round " + std::to_string(s.cursor.period) + " — step " + std::to_string(s.cursor.phase + 1) +
              " of " + std::to_string(season.phases.size()) + ": " + phase_words(phase));
    }
    return;
  }
  ImGui::Separator();
  const std::vector<std::string> lines = round_lines(8);
  if (!lines.empty()) {
    ImGui::TextDisabled(s.game_over ? "The last round:" : "So far this round:");
    for (const std::string& line : lines) ImGui::TextWrapped("  %s", line.c_str());
  }
  if (!s.game_over) {
    const bool open = ImGui::CollapsingHeader("Every step of this round");
    ui::note_touch_target("Every step of this round");
    const engine::Season& season = c.calendar.seasons[static_cast<size_t>(s.cursor.season)];
    for (size_t i = 0; open && i < season.phases.size(); ++i) {
      const std::string words = phase_words(season.phases[i]);
      const int at = s.cursor.phase;
      if (static_cast<int>(i) < at) ImGui::TextDisabled("done  %s", words.c_str());
      else if (static_cast<int>(i) == at) ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.29f, 1.0f), "now   %s", words.c_str());
      else ImGui::Text("next  %s", words.c_str());
    }
  }
}

// What the tapped space offers, on a card beside it: the answers naming it, the Operations that
// could begin there, its details.
void TableView::space_card() {
  if (selected_ < 0 || selected_ >= static_cast<int>(layout_.spaces.size())) return;
  const State& s = state();
  const Content& c = content();
  const SpaceOffer offer = offer_for_space(s, c, legal_, selected_);
  const ui::Rect r = layout_.spaces[static_cast<size_t>(selected_)];
  const ui::Rect area = board_rect();
  ui::place_beside(area, r.center(), std::min(area.w * 0.9f, metrics_.mm(75)), metrics_, {{r.x, r.y}, {r.x + r.w, r.y + r.h}});
  ImGui::Begin("In the space", nullptr, kCardFlags);
  ImGui::TextWrapped("In %s:", c.space_name(selected_).c_str());
  const int space = selected_;
  // A controller's A on the space brings its focus here: to the card's first button.
  for (size_t i : offer.answers) {
    const bool hit = host_.choice_button(answer_label(s, c, legal_[i]), i, kGroupSpace);
    ui::offer_controller_focus();
    if (hit) {
      selected_ = -1;
      ImGui::End();
      return;
    }
  }
  for (const SpaceOffer::Start& start : offer.starts) {
    ImGui::PushID(static_cast<int>(start.action) + 5000);
    const bool hit = host_.big_button(start.label, true, static_cast<int>(start.action), kGroupStart);
    ui::offer_controller_focus();
    ImGui::PopID();
    if (hit) {
      if (host_.apply_legal(start.action)) pending_space_ = space;
      ImGui::End();
      return;
    }
  }
  if (offer.answers.empty() && offer.starts.empty()) ImGui::TextWrapped("Nothing to choose in %s now.", c.space_name(space).c_str());
  if (host_.big_button("Details of " + c.space_name(space), true, -1, kGroupClose)) {
    details_space_ = space;
    details_card_ = -1;
    selected_ = -1;
  }
  if (host_.big_button("Close", true, -1, kGroupClose)) selected_ = -1;
  ImGui::End();
}

// The Current card's choices on its turn (Event, Pass, an Operation, a count, "end the Muster"),
// on a card beside it.
void TableView::current_card() {
  if (!card_open_ || state().current < 0) return;
  const State& s = state();
  const Content& c = content();
  const ui::Rect r = layout_.current;
  const ui::Rect area = board_rect();
  ui::place_beside(area, r.center(), std::min(area.w * 0.9f, metrics_.mm(75)), metrics_, {{r.x, r.y}, {r.x + r.w, r.y + r.h}});
  ImGui::Begin("On the card", nullptr, kCardFlags);
  ImGui::TextWrapped("%s", c.cards[static_cast<size_t>(s.current)].title.c_str());
  for (size_t i : offer_for_card(s, c, legal_)) {
    const bool hit = host_.choice_button(answer_label(s, c, legal_[i]), i, kGroupCard);
    ui::offer_controller_focus();  // (the first: where a controller's A on the card lands)
    if (hit) {
      ImGui::End();
      return;
    }
  }
  if (host_.big_button("Details of " + c.cards[static_cast<size_t>(s.current)].title, true, -1, kGroupClose)) {
    details_card_ = s.current;
    card_open_ = false;
  }
  if (host_.big_button("Close", true, -1, kGroupClose)) card_open_ = false;
  ImGui::End();
}

void TableView::panel_answers() {
  const State& s = state();
  const Content& c = content();
  for (const ActionGroup& g : group_actions(s, c, legal_)) {
    ui::group_heading(g.heading);
    ImGui::PushID(g.heading.c_str());
    for (size_t i : g.actions)
      if (host_.choice_button(answer_label(s, c, legal_[i]), i, kGroupAnswer)) {
        ImGui::PopID();
        return;  // the list changed under us
      }
    ImGui::PopID();
    ImGui::Spacing();
  }
}

// A space's or a card's details over the board, in words, with a button to close them.
void TableView::panel_details() {
  std::vector<std::string> lines;
  std::string title;
  if (details_space_ >= 0) {
    lines = space_details(state(), content(), details_space_);
    title = content().space_name(details_space_);
  } else if (details_card_ >= 0) {
    lines = card_details(content(), details_card_);
    title = content().cards[static_cast<size_t>(details_card_)].title;
  }
  if (host_.details_window(title, lines, kGroupClose)) details_space_ = details_card_ = -1;
}

}  // namespace sb::wq::view
