// A long-pressed card at reading size over the table: every field of its YAML in words, its
// effect texts generated from the effect vocabulary (card_words.h), and what lies on it now.
#include <imgui.h>

#include <algorithm>

#include "engine/core/words.h"
#include "engine/ui/imgui_layer.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/card_words.h"
#include "game/six_winters/view/table_view.h"

namespace sb::sw::view {

namespace {

std::string list(const std::vector<std::string>& items, const char* none = "none") {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : ", ") + engine::id_words(i);
  return out.empty() ? none : out;
}

std::string resources(const std::vector<int>& rs) {
  std::vector<std::string> names;
  for (int r : rs) names.push_back(r == kWild ? "wild" : kResourceNames[static_cast<size_t>(r)]);
  return list(names);
}

void lines(const std::vector<std::string>& text) {
  for (const std::string& line : text) {
    ImGui::Bullet();
    ImGui::SameLine();
    ImGui::TextWrapped("%s", line.c_str());
  }
}

void location_card(const State& s, const Content& c, int id) {
  const Location& l = c.locations[static_cast<size_t>(id)];
  ImGui::TextWrapped("Location · %s · %s", engine::id_words(l.kind).c_str(),
                     l.region >= 0 ? engine::id_words(kRegionNames[static_cast<size_t>(l.region)]).c_str() : "no region");
  if (const int slot = location_slot_resource(s, id); slot >= 0)
    ImGui::TextWrapped("On the board in the %s slot", kResourceNames[static_cast<size_t>(slot)].c_str());
  ImGui::TextWrapped("Terrain %s · tags: %s · skill: %s · icon: %s",
                     kTerrainNames[static_cast<size_t>(std::clamp(l.terrain, 0, 3))].c_str(), list(l.tags).c_str(),
                     kSkillNames[static_cast<size_t>(std::clamp(l.skill, 0, 7))].c_str(), l.icon.c_str());
  std::string moves;
  for (size_t g = 0; g < 3; ++g)
    moves += (g ? ", " : "") + engine::id_words(kRegionNames[g]) + " " +
             (l.move_cost[g] < 0 ? std::string("not allowed") : std::to_string(l.move_cost[g]));
  ImGui::TextWrapped("Moving from here (dice): %s", moves.c_str());
  lines(location_text(c, l));
  if (auto it = s.attached.find(id); it != s.attached.end() && !it->second.empty()) {
    ImGui::Separator();
    ImGui::TextUnformatted("Obstacles here now:");
    for (int inst : it->second) {
      ImGui::Bullet();
      ImGui::SameLine();
      ImGui::TextWrapped("%s", obstacle_label(c, inst).c_str());
    }
  }
}

void obstacle_card(const State& s, const Content& c, int instance) {
  const Obstacle& o = c.obstacles[static_cast<size_t>(card_of(instance))];
  std::vector<std::string> dice;
  for (int v : o.dice) dice.push_back(std::to_string(v));
  ImGui::TextWrapped("Obstacle · from %s · %s back", engine::id_words(kRegionNames[static_cast<size_t>(o.home_region)]).c_str(),
                     kSeasonNames[static_cast<size_t>(std::clamp(o.season_back, 0, 3))].c_str());
  ImGui::TextWrapped("Difficulty %d in %s · needs dice %s", o.difficulty,
                     kSkillNames[static_cast<size_t>(std::clamp(o.skill, 0, 7))].c_str(), list(dice).c_str());
  ImGui::TextWrapped("Damage: %d psyche, %d body · threat icons: %s · tags: %s", o.damage_psyche, o.damage_body,
                     resources(o.threat_icons).c_str(), list(o.tags).c_str());
  lines(obstacle_text(c, o));
  if (auto d = s.session.obstacle_dice.find(instance); d != s.session.obstacle_dice.end() && !d->second.empty()) {
    std::vector<std::string> on;
    for (const Die& die : d->second) on.push_back(std::to_string(die.value));
    ImGui::TextWrapped("Dice on it now: %s", list(on).c_str());
  }
}

void progress_card(const Content& c, int id) {
  const ProgressCard& p = c.progress[static_cast<size_t>(id)];
  ImGui::TextWrapped("Progress card · stage %d · obstacle slot %s %s · reward %s", p.stage,
                     engine::id_words(kRegionNames[static_cast<size_t>(p.slot_region)]).c_str(),
                     kResourceNames[static_cast<size_t>(p.slot_resource)].c_str(), resources(p.reward).c_str());
  if (ImGui::BeginTable("grid", 4, ImGuiTableFlags_Borders)) {
    for (int k = 0; k < 16; ++k) {
      ImGui::TableNextColumn();
      const Square& q = p.grid[static_cast<size_t>(k)];
      std::string label = q.kind == SquareKind::kNone ? "—" : square_words(q);
      if (k == p.start) label = "start: " + label;
      if (k == p.end) label = "end: " + label;
      ImGui::TextWrapped("%s", label.c_str());
    }
    ImGui::EndTable();
  }
}

void character_card(const State& s, const Content& c, int id) {
  const Character& ch = c.characters[static_cast<size_t>(id)];
  const CharacterState& cs = s.characters[static_cast<size_t>(id)];
  ImGui::TextWrapped("Character%s · signature %s · psyche %d, body %d", ch.title.empty() ? "" : (" · " + ch.title).c_str(),
                     kResourceNames[static_cast<size_t>(ch.signature)].c_str(), ch.psyche_max, ch.body_max);
  std::string skills;
  for (size_t k = 0; k < 8; ++k) skills += (k ? ", " : "") + kSkillNames[k] + " " + std::to_string(cs.skills[k]);
  ImGui::TextWrapped("Skills: %s", skills.c_str());
  const auto marked = std::count(cs.achievements.begin(), cs.achievements.end(), true);
  ImGui::TextWrapped("Achievements marked: %d of 6 · discord lines on: %d of 6", static_cast<int>(marked), cs.discord_lines);
  lines(character_text(c, ch));
}

}  // namespace

void TableView::card_window() {
  const CardSpot card = *enlarged_;
  const State& s = state();
  const Content& c = content();
  const ui::Rect area = board_rect();
  const float pad = metrics_.mm(3);
  ImGui::SetNextWindowPos({area.x + pad, area.y + pad}, ImGuiCond_Always);
  ImGui::SetNextWindowSize({area.w - 2 * pad, area.h - 2 * pad}, ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1.0f);
  std::string name;
  switch (card.kind) {
    case CardKind::kLocation: name = c.locations[static_cast<size_t>(card.id)].name; break;
    case CardKind::kObstacle: name = obstacle_label(c, card.id); break;
    case CardKind::kProgress: name = c.progress[static_cast<size_t>(card.id)].name; break;
    case CardKind::kCharacter: name = c.characters[static_cast<size_t>(card.id)].name; break;
    case CardKind::kEvent: name = c.events[static_cast<size_t>(card.id)].name; break;
  }
  ImGui::Begin((name + "###sw-card").c_str(), nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  if (host_.big_button("Close")) {
    enlarged_.reset();
    host_.mark_dirty();
    ImGui::End();
    return;
  }
  switch (card.kind) {
    case CardKind::kLocation: location_card(s, c, card.id); break;
    case CardKind::kObstacle: obstacle_card(s, c, card.id); break;
    case CardKind::kProgress: progress_card(c, card.id); break;
    case CardKind::kCharacter: character_card(s, c, card.id); break;
    case CardKind::kEvent: {
      const SeasonEvent& e = c.events[static_cast<size_t>(card.id)];
      ImGui::TextWrapped("Seasonal event · %s, %d deck%s showing the season", kSeasonNames[static_cast<size_t>(e.season)].c_str(),
                         e.count, e.count == 1 ? "" : "s");
      lines(event_text(c, e));
      break;
    }
  }
  ImGui::End();
}

// [SECTION] the table's question as its candidate cards

namespace {

// A candidate card's name and its text in words (the card kinds a question can name).
bool candidate(const State& s, const Content& c, const Choose& ch, std::string& name, std::vector<std::string>& text) {
  switch (ch.what) {
    case kValueLocation: {
      const Location& l = c.locations[static_cast<size_t>(ch.value)];
      name = l.name;
      text = location_text(c, l);
      if (auto it = s.attached.find(ch.value); it != s.attached.end())
        text.insert(text.begin(), std::to_string(it->second.size()) + (it->second.size() == 1 ? " obstacle" : " obstacles") + " here now");
      return true;
    }
    case kValueObstacle: {
      const Obstacle& o = c.obstacles[static_cast<size_t>(card_of(ch.value))];
      name = obstacle_label(c, ch.value);
      text = {"Difficulty " + std::to_string(o.difficulty) + " in " + kSkillNames[static_cast<size_t>(std::clamp(o.skill, 0, 7))]};
      for (const std::string& line : obstacle_text(c, o)) text.push_back(line);
      return true;
    }
    case kValueCard: {
      const ProgressCard& p = c.progress[static_cast<size_t>(ch.value)];
      std::string reward;
      for (int r : p.reward) reward += (reward.empty() ? "" : " + ") + (r == kWild ? std::string("wild") : kResourceNames[static_cast<size_t>(r)]);
      name = p.name;
      text = {"Stage " + std::to_string(p.stage) + " · reward " + reward,
              "Obstacle slot: " + engine::id_words(kRegionNames[static_cast<size_t>(p.slot_region)]) + " " +
                  kResourceNames[static_cast<size_t>(p.slot_resource)]};
      return true;
    }
    case kValueCharacter: {
      const Character& ch_card = c.characters[static_cast<size_t>(ch.value)];
      name = ch_card.name;
      text = {ch_card.title};
      if (const InPlay* ip = in_play(s, ch.value))
        text.push_back("At " + c.locations[static_cast<size_t>(ip->location)].name + " · psyche " +
                       std::to_string(ip->psyche.value) + ", body " + std::to_string(ip->body.value));
      return true;
    }
    default: return false;  // tracks and staging positions are not cards: the side panel asks
  }
}

}  // namespace

bool TableView::question_showing() const {
  const State& s = state();
  if (!s.pending || !host_.human_to_act()) return false;
  for (const Action& a : legal_)
    if (const auto* ch = std::get_if<Choose>(&a); ch && ch->what != kValueTrack && ch->what != kValuePosition) return true;
  return false;
}

void TableView::question_window() {
  const State& s = state();
  const Content& c = content();
  const ui::Rect area = board_rect();
  const float pad = metrics_.mm(3);
  ImGui::SetNextWindowPos({area.x + pad, area.y + pad}, ImGuiCond_Always);
  ImGui::SetNextWindowSize({area.w - 2 * pad, area.h - 2 * pad}, ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("The table's question###sw-question", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  // A question of one seat (its card draws) names that seat, its character and colour.
  if (const int seat = s.pending->seat; seat >= 0)
    if (const ui::SeatLook* look = host_.look(seat)) {
      // Before the session is dealt, the seat's character is the one its StartSession names.
      std::string character;
      if (const auto* start = s.acting ? std::get_if<StartSession>(&*s.acting) : nullptr) {
        const size_t per_seat = s.player_count == 1 ? start->characters.size() : 1;
        for (size_t k = 0; k < per_seat; ++k)
          if (const size_t at = static_cast<size_t>(seat) * per_seat + k; at < start->characters.size())
            character += (character.empty() ? "" : " & ") + c.characters[static_cast<size_t>(start->characters[at])].name;
      }
      ui::seat_swatch(*look, ImGui::GetFontSize() * 1.4f);
      ImGui::SameLine();
      ImGui::TextWrapped("decides this%s", character.empty() ? "" : (" for " + character).c_str());
    }
  ImGui::TextWrapped("%s", engine::sentence_case(decision_text(s, c, *s.pending)).c_str());
  ImGui::Spacing();
  // The candidates side by side, as many to a row as fit at a readable width.
  const float card_w = std::max(metrics_.mm(60), ImGui::GetFontSize() * 14);
  const int per_row = std::max(1, static_cast<int>((ImGui::GetContentRegionAvail().x + ImGui::GetStyle().ItemSpacing.x) /
                                                   (card_w + ImGui::GetStyle().ItemSpacing.x)));
  int shown = 0;
  for (size_t i = 0; i < legal_.size(); ++i) {
    const auto* ch = std::get_if<Choose>(&legal_[i]);
    std::string name;
    std::vector<std::string> text;
    if (!ch || !candidate(s, c, *ch, name, text)) continue;
    if (shown % per_row != 0) ImGui::SameLine();
    ++shown;
    ImGui::PushID(static_cast<int>(i));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + card_w);
    ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram), "%s", name.c_str());
    for (const std::string& line : text) ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopTextWrapPos();
    const bool hit = ImGui::Button("Choose", {card_w, metrics_.touch_px()});
    ui::note_touch_target(engine::sentence_case(choice_text(s, c, *ch)), static_cast<int>(i), static_cast<int>(Kind::kQuestion));
    ImGui::EndGroup();
    ImGui::PopID();
    if (hit && host_.apply_legal(i)) break;  // the question changed under us
  }
  ImGui::End();
}

}  // namespace sb::sw::view
