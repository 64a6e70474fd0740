// The ImGui side of the Six Winters table: the host's banner, toolbar and bot line, then every
// legal action as a big button in the rules' own words, grouped by character (or the table's
// question, the overcome, the whole table) and by kind; Pass per seat comes last.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "engine/core/words.h"
#include "engine/ui/beside.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/table_focus.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/on_table.h"
#include "game/six_winters/view/table_view.h"

namespace sb::sw::view {

namespace {

// More buttons than this under one kind fold under a header of their own (a character with two
// dice and a full pool can create dozens of assets; the list should still show every kind at once).
constexpr size_t kFoldAbove = 4;

}  // namespace

void TableView::panels() {
  keep_campaign_file();  // the first frame of a new campaign too (the save folder is known by now)
  const bool ended = session_end_showing();
  // The panel's words change with the session-end page (and its scroll bar may come or go): one
  // more frame settles the layout, so a button is where the last frame drew it when a finger lands.
  if (ended != ended_drawn_) {
    ended_drawn_ = ended;
    host_.mark_dirty();
  }
  if (ended) session_end_window();
  if (enlarged_)
    card_window();
  else if (!ended && question_showing()) {
    // Folded to look at the table: a tab at the board's top opens it again; each action asks anew.
    if (peek_.open(std::to_string(host_.match().journal_size()), board_rect(), metrics_)) question_window();
  }
  else if (!ended && location_question())
    location_banner();
  else if (!ended && (tapped_ || tapped_track_ >= 0) && dropped_.empty() && !dragged_)
    beside_card();
  if (host_.begin_choices_panel("Six Winters", board_rect(), revision_)) {  // a new question starts at the top
    if (ended)
      session_end_choices();
    else if (!dropped_.empty())
      panel_dropped();
    else
      panel_choices();
  }
  host_.end_choices_panel();
}

// The tapped card's actions on a card beside it (the side panel keeps the full list). A tap on one
// takes it; a tap elsewhere on the table, or B, closes the card.
void TableView::beside_card() {
  std::optional<ui::Rect> at;
  std::string name;
  std::vector<size_t> offer;
  if (tapped_) {
    for (const CardSpot& c : spots_)
      if (c.kind == tapped_->kind && c.id == tapped_->id) {
        at = c.rect;
        name = card_name(content(), c);
        offer = card_actions(state(), legal_, c.kind, c.id);
      }
  } else {
    for (const TrackRow& row : track_rows_)
      if (row.resource == tapped_track_) {
        at = row.rect;
        name = engine::sentence_case(kResourceNames[static_cast<size_t>(row.resource)]) + " track";
        offer = track_actions(legal_, row.resource);
      }
  }
  if (!at) return;  // scrolled away: back when it shows again
  // The seat's Pass first on its character's card: the one choice every turn ends with, never
  // below a long list of abilities.
  std::stable_partition(offer.begin(), offer.end(), [&](size_t i) { return std::holds_alternative<Pass>(legal_[i]); });
  if (offer.empty()) {
    tapped_.reset();
    tapped_track_ = -1;
    return;
  }
  const ui::Rect area = board_rect(), r = *at;
  ui::place_beside(area, r.center(), std::min(area.w * 0.9f, metrics_.mm(80)), metrics_, {{r.x, r.y}, {r.x + r.w, r.y + r.h}});
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("###sw-beside", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ui::group_heading(name + ":");
  for (size_t i : offer) {
    ImGui::PushID(static_cast<int>(i));
    const bool hit = host_.choice_button(engine::sentence_case(host_.match().describe_legal(i)), i, ui::kBesideGroup);
    ImGui::PopID();
    if (hit) {
      tapped_.reset();
      tapped_track_ = -1;
      break;
    }
  }
  ImGui::End();
}

// A die dropped where several answers take it (which slot, what to take): just those, and Cancel.
void TableView::panel_dropped() {
  ui::group_heading("Where the die goes:");
  const std::vector<size_t> fits = dropped_;
  for (size_t i : fits) {
    ImGui::PushID(static_cast<int>(i));
    const std::string label = engine::sentence_case(host_.match().describe_legal(i));
    const bool hit = host_.big_button(label, true, static_cast<int>(i), kGroupDropped);
    ui::offer_controller_focus();  // a die placed by controller: its answers take the focus
    ImGui::PopID();
    if (hit) {
      dropped_.clear();
      host_.apply_legal(i);
      return;
    }
  }
  if (host_.big_button("Cancel: the die goes back", true, -1, kGroupDropped)) {
    dropped_.clear();
    host_.mark_dirty();
  }
}

// A turn's actions phase that nobody has acted in yet, begun because every seat passed in the turn
// before: the last action was that Pass, then only answers to the automatic phases' questions.
bool TableView::round_began_after_passes() const {
  const State& s = state();
  if (s.status != kInSession) return false;
  for (const Seat& seat : s.session.seats)
    if (seat.passed) return false;
  const auto& journal = typed().match().journal();
  for (size_t i = journal.size(); i > 0; --i) {
    const Action& a = journal[i - 1].action;
    if (std::holds_alternative<Choose>(a) || std::holds_alternative<AssignDamage>(a)) continue;
    return std::holds_alternative<Pass>(a);
  }
  return false;
}

void TableView::panel_choices() {
  const State& s = state();
  const Content& c = content();
  if (!host_.human_to_act()) return;
  if (damage_to_split()) {  // one answer of dozens, made on the cards over the table
    ImGui::TextWrapped("The defence failed: give each point of damage to a character on the cards over the table, then "
                       "Take this split.");
    return;
  }
  if (choosing_characters()) {  // every ordering of the characters would be a button
    ImGui::TextWrapped("Choose the characters on their cards over the table: each seat taps its own, then Start the "
                       "session.");
    return;
  }
  // Phase 2 has no turn order: every seat may act, and each passes for itself.
  if (host_.prompt().kind == "actions" && s.status == kInSession) {
    // Every seat passed and the same seats may act again: said why, or it reads as the passes lost.
    if (round_began_after_passes()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
      ImGui::TextWrapped("Every seat passed, so %s, turn %d began with new dice: any seat may act again, in any order; "
                         "each passes for itself:",
                         engine::sentence_case(wheel_season_name(s.session.wheel)).c_str(), s.session.turn);
      ImGui::PopStyleColor();
    } else {
      ImGui::TextWrapped("Any seat may act, in any order; each passes for itself:");
    }
    for (size_t i = 0; i < s.session.seats.size(); ++i)
      if (const ui::SeatLook* look = host_.look(static_cast<int>(i))) {
        ui::seat_swatch(*look, ImGui::GetFontSize());
        ImGui::SameLine();
        if (s.session.seats[i].passed)
          ImGui::TextDisabled("passed");
        else
          ImGui::TextUnformatted("may act");
      }
    ImGui::Spacing();
  }
  const std::vector<std::string> names = seat_names();
  for (const ActionGroup& g : group_actions(s, c, legal_, names)) {
    ui::group_heading(g.heading);
    ImGui::PushID(g.heading.c_str());
    for (size_t k = 0; k < g.kinds.size(); ++k) {
      const Kind kind = g.kinds[k];
      const std::vector<size_t>& items = g.actions[k];
      bool open = true;
      // Abilities fold whatever their number: they are many, and rarely the turn's main choice. A
      // question lit on the table does not: its answers are listed here once each, by name.
      const bool fold = kind == Kind::kQuestion && location_question() ? false : items.size() > kFoldAbove;
      if (fold || (kind == Kind::kAbility && items.size() > 1)) {
        char header[96];
        std::snprintf(header, sizeof header, "%s (%zu)", kind_title(kind), items.size());
        open = ImGui::CollapsingHeader(header);
        ui::note_touch_target(header, -1, static_cast<int>(kind));
        // Opened low in the panel (a phone's short panel: its choices would open out of sight
        // below), the header goes to the panel's top, its choices under it.
        if (ImGui::IsItemToggledOpen() && open &&
            ImGui::GetItemRectMax().y > ImGui::GetWindowPos().y + ImGui::GetWindowHeight() * 0.5f)
          ImGui::SetScrollFromPosY(ImGui::GetItemRectMin().y - ImGui::GetWindowPos().y, 0.0f);
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
        if (host_.choice_button(engine::sentence_case(label), i, static_cast<int>(kind))) {
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

// [SECTION] session end and the campaign's standing

namespace sb::sw::view {

void TableView::session_end_choices() {
  const State& s = state();
  if (s.status == kFinished) {
    ImGui::TextWrapped("The campaign is over%s.", s.result ? (": " + s.result->title).c_str() : "");
    if (host_.big_button("Close the game")) host_.request_quit();
    return;
  }
  ImGui::TextWrapped("Year %d is over. Year %d of 6 begins with the choice of characters.", s.year - 1, s.year);
  const std::filesystem::path file = campaign_path();
  if (!file.empty() && campaign_error_.empty())
    ImGui::TextWrapped("The campaign is saved in %s: Continue campaign in the launcher goes on from here.",
                       file.filename().string().c_str());
  if (!campaign_error_.empty())
    ImGui::TextColored({1, 0.6f, 0.4f, 1}, "The campaign file could not be written: %s", campaign_error_.c_str());
  if (host_.big_button("Next session")) go_to_next_session();
}

void TableView::session_end_window() {
  const State& s = state();
  const Content& c = content();
  const CampaignStanding st = campaign_standing(s, c);
  const SessionReport* report = last_session_report();
  const ui::Rect area = board_rect();
  const float pad = metrics_.mm(3);
  ImGui::SetNextWindowPos({area.x + pad, area.y + pad}, ImGuiCond_Always);
  ImGui::SetNextWindowSize({area.w - 2 * pad, area.h - 2 * pad}, ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1.0f);  // a page of its own: the table must not show through the words
  const std::string heading =
      st.over ? "The campaign is over" : "Year " + std::to_string(report ? report->year : s.year - 1) + " is over";
  ImGui::Begin((heading + "###sw-session-end").c_str(), nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  const ImVec4 gold = ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram);
  const char* difficulty = kDifficultyNames[static_cast<size_t>(std::clamp(s.difficulty, 0, 3))].c_str();
  if (st.over) {
    ImGui::TextColored(gold, "%s", st.result.title.empty() ? "No title" : st.result.title.c_str());
    ImGui::TextWrapped("Score %d: %d points × %d (%s).", st.result.score, st.result.points, st.result.multiplier,
                       difficulty);
  }
  // The six years, each played, now due or to come.
  std::string years;
  for (int y = 1; y <= 6; ++y) {
    const char* what = y < st.year || st.over ? "played" : y == st.year ? "next" : "to come";
    years += (y > 1 ? "  ·  " : "") + std::to_string(y) + " " + what;
  }
  ImGui::TextWrapped("Years: %s", years.c_str());
  ImGui::Spacing();
  if (ImGui::BeginTable("tracks", 4, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("Track");
    ImGui::TableSetupColumn("Progress");
    ImGui::TableSetupColumn("Threat");
    ImGui::TableSetupColumn("Counts for the score");
    ImGui::TableHeadersRow();
    for (const CampaignStanding::Track& t : st.tracks) {
      const size_t r = static_cast<size_t>(t.resource);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted((engine::sentence_case(kResourceNames[r]) + (t.victory ? " ★" : "")).c_str());
      auto cell = [&](int before, int after) {
        ImGui::TableNextColumn();
        if (report && before != after)
          ImGui::Text("%d → %d", before, after);
        else
          ImGui::Text("%d", after);
      };
      cell(report ? report->tracks_before[r].progress : t.at.progress, t.at.progress);
      cell(report ? report->tracks_before[r].threat : t.at.threat, t.at.threat);
      ImGui::TableNextColumn();
      if (t.victory)
        ImGui::TextWrapped("%s", t.complete ? "complete" : "not complete (progress 12, threat below 12)");
      else
        ImGui::TextWrapped("%s", t.point ? "+1 point (progress above threat)" : "no point (progress not above threat)");
    }
    ImGui::EndTable();
  }
  const bool titled = !st.result.title.empty() && st.result.title != "—";
  ImGui::TextWrapped("%s%s: %d of 3 victory tracks (★) complete; %d points × %d (%s) = score %d%s%s.",
                     st.over ? "" : "If the campaign ended now: ", tier_words(st.result.tier).c_str(), st.complete,
                     st.result.points, st.result.multiplier, difficulty, st.result.score,
                     titled ? ", " : "", titled ? st.result.title.c_str() : "");
  if (report) {
    ImGui::Separator();
    ImGui::TextColored(gold, "The session of year %d", report->year);
    auto list = [](const char* label, const std::vector<std::string>& items) {
      std::string text;
      for (const std::string& i : items) text += (text.empty() ? "" : ", ") + i;
      ImGui::TextWrapped("%s: %s.", label, text.empty() ? "none" : text.c_str());
    };
    list("Burned for good", report->burned_locations);
    list("New on the board", report->new_locations);
    ImGui::TextWrapped("%d progress %s burned; %d locked %s shuffled into the decks.", report->progress_burned,
                       report->progress_burned == 1 ? "card" : "cards", report->obstacles_unlocked,
                       report->obstacles_unlocked == 1 ? "obstacle" : "obstacles");
    for (const std::string& line : report->characters) ImGui::BulletText("%s", line.c_str());
    ImGui::Separator();
    ImGui::TextColored(gold, "Carries over to the next session");
    for (const std::string& line : report->carries) {
      ImGui::Bullet();
      ImGui::SameLine();
      ImGui::TextWrapped("%s", line.c_str());
    }
  }
  ImGui::End();
}

}  // namespace sb::sw::view
