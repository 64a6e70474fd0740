// Choosing the session's characters (§3) as cards over the table: each seat in turn taps the
// character it plays (solo: two), the cards say who has picked what, and the session starts when
// every seat has its character. Before, the panel listed every ordering of the unlocked characters
// as a button (12 for two players; 840 for four once all seven are unlocked).
#include <imgui.h>

#include <algorithm>

#include "engine/core/words.h"
#include "engine/ui/imgui_colour.h"
#include "engine/ui/imgui_layer.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/card_words.h"
#include "game/six_winters/view/table_view.h"

namespace sb::sw::view {

bool TableView::choosing_characters() const {
  if (!host_.human_to_act() || legal_.empty()) return false;
  for (const Action& a : legal_) {
    const auto* start = std::get_if<StartSession>(&a);
    if (!start || start->characters.empty()) return false;
  }
  return true;
}

size_t TableView::characters_wanted() const {
  const auto* start = legal_.empty() ? nullptr : std::get_if<StartSession>(&legal_.front());
  return start ? start->characters.size() : 0;
}

int TableView::picking_seat() const {
  // Solo: the one seat picks both; else seat k picks the k-th character.
  const size_t k = picks_.size();
  return state().player_count == 1 ? 0 : static_cast<int>(k);
}

size_t TableView::chosen_start() const {
  for (size_t i = 0; i < legal_.size(); ++i)
    if (const auto* start = std::get_if<StartSession>(&legal_[i]); start && start->characters == picks_) return i;
  return legal_.size();
}

void TableView::pick_character(int character) {
  if (picks_.size() >= characters_wanted()) return;
  if (std::find(picks_.begin(), picks_.end(), character) != picks_.end()) return;
  picks_.push_back(character);
  host_.mark_dirty();
}

// A bot seat picks its own character when its turn to pick comes (humans pick only theirs): the
// one its bot's start gives that seat, else (a human took it) the next of that start's characters,
// else the first one still free.
void TableView::bot_picks() {
  const size_t want = characters_wanted();
  while (picks_.size() < want && host_.is_bot(picking_seat())) {
    const int seat = picking_seat();
    std::vector<int> order;
    const std::string& kind = host_.look(seat)->bot;
    if (Title::is_bot_kind(kind)) {
      engine::Rng rng(static_cast<uint64_t>(state().year), static_cast<uint64_t>(seat) + 1);
      const Action a = Title::bot_action(state(), content(), kind, rng);
      if (const auto* start = std::get_if<StartSession>(&a)) {
        order = start->characters;
        const auto own = static_cast<std::ptrdiff_t>(std::min(static_cast<size_t>(seat), order.size()));
        std::rotate(order.begin(), order.begin() + own, order.end());
      }
    }
    for (const Action& a : legal_)
      for (int ch : std::get<StartSession>(a).characters) order.push_back(ch);
    const size_t before = picks_.size();
    for (int ch : order) {
      // Only a character some legal start gives this seat after the picks so far.
      std::vector<int> trial = picks_;
      trial.push_back(ch);
      if (std::find(picks_.begin(), picks_.end(), ch) != picks_.end()) continue;
      const bool legal = std::any_of(legal_.begin(), legal_.end(), [&](const Action& a) {
        const std::vector<int>& chars = std::get<StartSession>(a).characters;
        return chars.size() >= trial.size() && std::equal(trial.begin(), trial.end(), chars.begin());
      });
      if (!legal) continue;
      picks_ = std::move(trial);
      break;
    }
    if (picks_.size() == before) return;  // nothing left to pick (never with the rules' starts)
    host_.mark_dirty();
  }
}

// The characters the table may play: those in any legal start, in content order.
std::vector<int> TableView::offered_characters() const {
  std::vector<int> offered;
  for (const Action& a : legal_)
    if (const auto* start = std::get_if<StartSession>(&a))
      for (int ch : start->characters)
        if (std::find(offered.begin(), offered.end(), ch) == offered.end()) offered.push_back(ch);
  std::sort(offered.begin(), offered.end());
  return offered;
}

void TableView::character_window() {
  bot_picks();
  const State& s = state();
  const Content& c = content();
  const size_t want = characters_wanted();
  const std::vector<int> offered = offered_characters();

  begin_question_window();
  // (At the top, beside the first words: this window fills the board and scrolls.)
  // (On a phone, the year: the next line says who chooses what.)
  const std::string year = "Year " + std::to_string(s.year);
  peek_.heading(metrics_, year + " of 6: choose the characters for this session.", year);
  const float touch = metrics_.touch_px();
  const float wide = std::min(std::max(metrics_.mm(50), ImGui::GetFontSize() * 11),
                              (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2);
  const size_t chosen = picks_.size() == want ? chosen_start() : legal_.size();
  if (picks_.size() < want) {
    const ui::SeatLook* look = host_.look(picking_seat());
    if (look) ui::seat_colour(*look, ImGui::GetFontSize(), ImGui::GetTextLineHeight());
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
    ImGui::TextWrapped("%s chooses %s (%zu of %zu)", look ? look->name.c_str() : "The seat",
                       s.player_count == 1 ? "a character" : "a character to play", picks_.size() + 1, want);
    ImGui::PopStyleColor();
  } else {
    ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram), "Every seat has its character.");
  }
  // What the bots picked for their own seats, in words.
  for (size_t k = 0; k < picks_.size(); ++k) {
    const int seat = s.player_count == 1 ? 0 : static_cast<int>(k);
    if (!host_.is_bot(seat)) continue;
    const ui::SeatLook* look = host_.look(seat);
    ui::seat_colour(*look, ImGui::GetFontSize(), ImGui::GetTextLineHeight());
    ImGui::TextWrapped("%s is a bot and chose %s.", look->name.c_str(),
                       c.characters[static_cast<size_t>(picks_[k])].name.c_str());
  }
  // Start and Start over above the cards: never scrolled away. Side by side where both labels
  // fit, else one above the other across the window.
  const ImGuiStyle& pad_style = ImGui::GetStyle();
  const float label_w =
      std::max(ImGui::CalcTextSize("Start the session").x, ImGui::CalcTextSize("Start over").x) + 2 * pad_style.FramePadding.x;
  const bool stacked = label_w > wide;
  const float button_w = stacked ? ImGui::GetContentRegionAvail().x : wide;
  ImGui::BeginDisabled(chosen >= legal_.size());
  const bool start = ImGui::Button("Start the session", {button_w, touch});
  ui::note_touch_target("Start the session", chosen < legal_.size() ? static_cast<int>(chosen) : -1,
                        static_cast<int>(Kind::kStart));
  ImGui::EndDisabled();
  if (!stacked) ImGui::SameLine();
  ImGui::BeginDisabled(picks_.empty());
  if (ImGui::Button("Start over", {button_w, touch})) {
    picks_.clear();
    host_.mark_dirty();
  }
  ui::note_touch_target("Start over", -1, static_cast<int>(Kind::kStart));
  ImGui::EndDisabled();
  ImGui::Spacing();

  // The character cards side by side, as many to a row as fit at a readable width.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float inset = style.FramePadding.x;
  const float card_w = std::min(std::max(metrics_.mm(60), ImGui::GetFontSize() * 15),
                                ImGui::GetContentRegionAvail().x - 3 * inset);
  const int per_row = std::max(1, static_cast<int>((ImGui::GetContentRegionAvail().x + style.ItemSpacing.x) /
                                                   (card_w + 2 * inset + style.ItemSpacing.x)));
  ImGui::Indent(inset);
  for (size_t k = 0; k < offered.size(); ++k) {
    const int id = offered[k];
    const Character& ch = c.characters[static_cast<size_t>(id)];
    const CharacterState& cs = s.characters[static_cast<size_t>(id)];
    const auto picked = std::find(picks_.begin(), picks_.end(), id);
    if (k % static_cast<size_t>(per_row) != 0) ImGui::SameLine(0, style.ItemSpacing.x + 2 * inset);
    ImGui::PushID(id);
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + card_w);
    // The character's card (the table's card face: its band, art or emblem, psyche, body and
    // skills), its abilities in words under it; the words alone where the card is not drawn.
    const auto card = chooser_textures_.find(id);
    if (card != chooser_textures_.end() && card->second) {
      const ui::Vec2 size = chooser_cards_[id]->size();
      const float scale = std::min(1.0f, card_w / std::max(1.0f, size.x));
      ImGui::Image(static_cast<ImTextureID>(card->second), {size.x * scale, size.y * scale});
    } else {
      ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram), "%s", ch.name.c_str());
      if (!ch.title.empty()) ImGui::TextWrapped("%s", ch.title.c_str());
      ImGui::TextWrapped("Psyche %d · body %d · signature %s", ch.psyche_max, ch.body_max,
                         kResourceNames[static_cast<size_t>(ch.signature)].c_str());
      std::string skills;
      for (size_t i = 0; i < 8; ++i)
        if (cs.skills[i] > 0) skills += (skills.empty() ? "" : ", ") + kSkillNames[i] + " " + std::to_string(cs.skills[i]);
      ImGui::TextWrapped("Skills: %s", skills.empty() ? "none yet" : skills.c_str());
    }
    for (const Ability& a : ch.abilities) ImGui::TextWrapped("· %s", ability_words(c, a).c_str());
    ImGui::PopTextWrapPos();
    const std::string label = "Choose " + ch.name;
    if (picked != picks_.end()) {
      // Who plays it: the seat that picked it.
      const size_t at = static_cast<size_t>(picked - picks_.begin());
      const int seat = s.player_count == 1 ? 0 : static_cast<int>(at);
      const ui::SeatLook* look = host_.look(seat);
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(look ? ui::im_colour(look->color) : ImVec4{1, 1, 1, 1}, "Played by %s",
                         look ? look->name.c_str() : "this seat");
      ImGui::Dummy({card_w, std::max(0.0f, touch - ImGui::GetFrameHeightWithSpacing())});
    } else {
      ImGui::BeginDisabled(picks_.size() >= want);
      if (ImGui::Button(label.c_str(), {card_w, touch})) pick_character(id);
      ui::note_touch_target(label, -1, static_cast<int>(Kind::kStart));
      ImGui::EndDisabled();
    }
    ImGui::EndGroup();
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    ImGui::GetWindowDrawList()->AddRect({lo.x - inset, lo.y - inset}, {lo.x + card_w + inset, hi.y + inset},
                                        ImGui::GetColorU32(picked != picks_.end() ? ImGuiCol_PlotHistogram : ImGuiCol_Border),
                                        inset, 0, 2.0f);
    if (k % static_cast<size_t>(per_row) == static_cast<size_t>(per_row) - 1) ImGui::Dummy({0, 2 * inset});  // between rows
    ImGui::PopID();
  }
  ImGui::Unindent(inset);
  ImGui::End();
  if (start && chosen < legal_.size()) host_.apply_legal(chosen);
}

}  // namespace sb::sw::view
