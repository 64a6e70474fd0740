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
  std::vector<std::string> labels(16);
  float widest_word = 0;
  for (int k = 0; k < 16; ++k) {
    const Square& q = p.grid[static_cast<size_t>(k)];
    std::string label = q.kind == SquareKind::kNone ? "—" : square_words(q);
    if (k == p.start) label = "start: " + label;
    if (k == p.end) label = "end: " + label;
    for (size_t at = 0; at < label.size();) {
      const size_t end = std::min(label.find(' ', at), label.size());
      widest_word = std::max(widest_word, ImGui::CalcTextSize(label.c_str() + at, label.c_str() + end).x);
      at = end + 1;
    }
    labels[static_cast<size_t>(k)] = std::move(label);
  }
  // Four squares across where each square's longest word fits its column; else a line a row, so a
  // word is never cut inside itself on a narrow screen.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float column = ImGui::GetContentRegionAvail().x / 4 - 2 * style.CellPadding.x - 2;
  if (widest_word <= column && ImGui::BeginTable("grid", 4, ImGuiTableFlags_Borders)) {
    for (const std::string& label : labels) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", label.c_str());
    }
    ImGui::EndTable();
  } else {
    for (size_t row = 0; row < 4; ++row) {
      std::string line;
      for (size_t k = row * 4; k < row * 4 + 4; ++k) line += (line.empty() ? "" : " · ") + labels[k];
      ImGui::TextWrapped("Row %zu: %s", row + 1, line.c_str());
    }
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
  // The card itself at reading size (the table's card face), no taller than half the board.
  if (card_picture_texture_) {
    ui::Vec2 size = card_picture_.size();
    const float room = ImGui::GetContentRegionAvail().x, tall = area.h * 0.5f;
    if (size.x > room) size = {room, size.y * room / size.x};
    if (size.y > tall) size = {size.x * tall / size.y, tall};
    ImGui::Image(static_cast<ImTextureID>(card_picture_texture_), {size.x, size.y});
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

bool TableView::location_question() const {
  const State& s = state();
  if (!host_.human_to_act() || !s.pending || legal_.empty()) return false;
  // Every answer a location drawn on the table (a location not yet on it, as a new one filling a
  // slot, is shown on its card in the window instead).
  for (const Action& a : legal_) {
    const auto* ch = std::get_if<Choose>(&a);
    if (!ch || ch->what != kValueLocation || location_slot_resource(s, ch->value) < 0) return false;
  }
  return true;
}

size_t TableView::location_answer(int id) const {
  for (size_t i = 0; i < legal_.size(); ++i)
    if (const auto* ch = std::get_if<Choose>(&legal_[i]); ch && ch->what == kValueLocation && ch->value == id) return i;
  return legal_.size();
}

// The location question's one line over the table's top: the question, and where to answer it.
void TableView::location_banner() {
  const ui::Rect area = board_rect();
  const float pad = metrics_.mm(2);
  ImGui::SetNextWindowPos({area.x + pad, area.y + pad}, ImGuiCond_Always);
  ImGui::SetNextWindowSize({area.w - 2 * pad, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("###sw-location-question", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
  ImGui::TextWrapped("%s Tap a lit location.", engine::sentence_case(decision_question(state(), content(), *state().pending)).c_str());
  ImGui::PopStyleColor();
  ImGui::End();
}

bool TableView::question_showing() const {
  const State& s = state();
  if (!host_.human_to_act()) return false;
  if (damage_to_split() || choosing_characters()) return true;
  if (!s.pending || location_question()) return false;
  for (const Action& a : legal_)
    if (const auto* ch = std::get_if<Choose>(&a); ch && ch->what != kValueTrack && ch->what != kValuePosition) return true;
  return false;
}

// The question's window over the board (close it with ImGui::End()): the whole board, or `width`
// wide and as tall as its contents (at most the board). Returns the window's width.
float TableView::begin_question_window(float width) {
  const ui::Rect area = board_rect();
  const float pad = metrics_.mm(3);
  ImGui::SetNextWindowPos({area.x + pad, area.y + pad}, ImGuiCond_Always);
  if (width > 0) {
    ImGui::SetNextWindowSizeConstraints({0, 0}, {area.w - 2 * pad, area.h - 2 * pad});
    width = std::min(width, area.w - 2 * pad);
    ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
  } else {
    width = area.w - 2 * pad;
    ImGui::SetNextWindowSize({width, area.h - 2 * pad}, ImGuiCond_Always);
  }
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("The table's question###sw-question", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  return width;
}

bool TableView::damage_to_split() const {
  const Overcome& ov = state().session.overcome;
  return state().status == kInSession && ov.active && ov.step == kDamage && !ov.participants.empty() &&
         std::any_of(legal_.begin(), legal_.end(), [](const Action& a) { return std::holds_alternative<AssignDamage>(a); });
}

size_t TableView::chosen_split() const {
  for (size_t i = 0; i < legal_.size(); ++i)
    if (const auto* d = std::get_if<AssignDamage>(&legal_[i]); d && d->psyche == split_.psyche && d->body == split_.body)
      return i;
  return legal_.size();
}

// The failed defence's damage split over the team's character cards: each card says what its
// character has and will have left, and takes its share point by point (- and + at touch size).
// The split is taken when every point has a card. One character alone takes it all at once.
void TableView::damage_window() {
  const State& s = state();
  const Content& c = content();
  const Overcome& ov = s.session.overcome;
  const size_t n = ov.participants.size();
  if (split_.psyche.size() != n || split_.body.size() != n) {
    split_.psyche.assign(n, 0);
    split_.body.assign(n, 0);
    if (n == 1) {
      split_.psyche[0] = ov.damage_psyche;
      split_.body[0] = ov.damage_body;
    }
  }
  int left_psyche = ov.damage_psyche, left_body = ov.damage_body;
  for (size_t k = 0; k < n; ++k) {
    left_psyche -= split_.psyche[k];
    left_body -= split_.body[k];
  }
  const float touch = metrics_.touch_px();
  // One card a character, in columns that line up: colour and name · the track now → after ·
  // - share +, a line per kind of damage this obstacle deals.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float inset = style.FramePadding.x, gap = style.ItemSpacing.x, font = ImGui::GetFontSize();
  float name_w = 0;
  for (int ch : ov.participants)
    name_w = std::max(name_w, ImGui::CalcTextSize(c.characters[static_cast<size_t>(ch)].name.c_str()).x);
  name_w += font + 2 * gap;
  const float track_w = ImGui::CalcTextSize("Psyche 00 → 00").x + gap;
  const float steps_w = track_w + 2 * touch + ImGui::CalcTextSize("00").x + 2 * gap;
  // The window as wide as a card a line (and the words above it) needs; the table shows beside it.
  // The window fits its height to the last frame's contents: a few frames settle it.
  if (split_frames_ < 3) {
    ++split_frames_;
    host_.mark_dirty();
  }
  const float frame = 2 * (inset + style.WindowPadding.x) + style.ScrollbarSize;
  const float window_w = begin_question_window(std::max(metrics_.mm(110), name_w + steps_w + frame));
  auto amount = [](int psyche, int body) {
    std::string text;
    if (psyche > 0) text = std::to_string(psyche) + " psyche";
    if (body > 0) text += (text.empty() ? "" : " and ") + std::to_string(body) + " body";
    return text.empty() ? std::string("nothing") : text;
  };
  ImGui::TextWrapped("The defence against %s failed: the team splits %s of damage as it likes.",
                     obstacle_label(c, ov.obstacle).c_str(), amount(ov.damage_psyche, ov.damage_body).c_str());
  if (left_psyche + left_body > 0)
    ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram), "Still to give: %s", amount(left_psyche, left_body).c_str());
  else
    ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram), "Every point has a character.");
  // Taken here, above the cards: never scrolled out of reach on a small screen.
  const size_t chosen = left_psyche == 0 && left_body == 0 ? chosen_split() : legal_.size();
  ImGui::BeginDisabled(chosen >= legal_.size());
  const bool take = ImGui::Button(
      "Take this split", {std::min(std::max(metrics_.mm(60), ImGui::GetFontSize() * 14), ImGui::GetContentRegionAvail().x), touch});
  ui::note_touch_target("Take this split", chosen < legal_.size() ? static_cast<int>(chosen) : -1,
                        static_cast<int>(Kind::kQuestion));
  ImGui::EndDisabled();
  ImGui::Spacing();
  // Name and steppers on one line where they fit, else the steppers under the name, and on a
  // narrow phone the buttons under the track's words.
  const bool one_line = name_w + steps_w + frame <= window_w;
  const float steps_x = one_line ? name_w : font + gap;
  const bool buttons_below = !one_line && steps_x + steps_w + frame > window_w;
  const float buttons_w = 2 * touch + ImGui::CalcTextSize("00").x + 2 * gap;
  const float card_w = one_line        ? name_w + steps_w
                       : buttons_below ? std::max({name_w, steps_x + track_w, steps_x + buttons_w})
                                       : std::max(name_w, steps_x + steps_w);
  const float text_drop = (touch - ImGui::GetTextLineHeight()) * 0.5f;  // text centred on a touch-high line
  ImGui::Indent(inset);
  for (size_t k = 0; k < n; ++k) {
    const int ch = ov.participants[k];
    const InPlay* ip = in_play(s, ch);
    const std::string name = c.characters[static_cast<size_t>(ch)].name;
    ImGui::PushID(static_cast<int>(k));
    ImGui::BeginGroup();
    const float x0 = ImGui::GetCursorPosX();
    float line_y = ImGui::GetCursorPosY();
    if (const ui::SeatLook* look = ip ? host_.look(ip->seat) : nullptr) ui::seat_colour(*look, font, touch);
    ImGui::SetCursorPos({x0 + font + gap, line_y + text_drop});
    ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram), "%s", name.c_str());
    if (!one_line) line_y += touch;
    // One line a kind of damage dealt: the track now → after, then - share +.
    auto stepper = [&](const char* track, int dealt, int& share, int left, const Stress* now) {
      if (dealt <= 0) return;
      const int after = now ? now->value - share : 0;
      float x = x0 + steps_x;
      ImGui::SetCursorPos({x, line_y + text_drop});
      ImGui::Text("%s %d → %d", track, now ? now->value : 0, after);
      if (buttons_below) {
        line_y += ImGui::GetTextLineHeightWithSpacing() + text_drop;
      } else {
        x += track_w;
      }
      ImGui::SetCursorPos({x, line_y});
      ImGui::PushID(track);
      const std::string label = name + " " + track;
      ImGui::BeginDisabled(share <= 0);
      if (ImGui::Button("-", {touch, touch})) {
        --share;
        host_.mark_dirty();
      }
      ui::note_touch_target(label + " -", -1, static_cast<int>(Kind::kQuestion));
      ImGui::EndDisabled();
      x += touch + gap;
      ImGui::SetCursorPos({x, line_y + text_drop});
      ImGui::Text("%d", share);
      x += ImGui::CalcTextSize("00").x + gap;
      ImGui::SetCursorPos({x, line_y});
      ImGui::BeginDisabled(left <= 0);
      if (ImGui::Button("+", {touch, touch})) {
        ++share;
        host_.mark_dirty();
      }
      ui::note_touch_target(label + " +", -1, static_cast<int>(Kind::kQuestion));
      ImGui::EndDisabled();
      ImGui::PopID();
      line_y += touch + style.ItemSpacing.y;
      if (share > 0 && after < 1) {
        ImGui::SetCursorPos({x0 + steps_x, line_y});
        ImGui::TextColored({1.0f, 0.6f, 0.4f, 1}, "%s takes a condition", name.c_str());
        line_y = ImGui::GetCursorPosY();
      }
    };
    stepper("Psyche", ov.damage_psyche, split_.psyche[k], left_psyche, ip ? &ip->psyche : nullptr);
    stepper("Body", ov.damage_body, split_.body[k], left_body, ip ? &ip->body : nullptr);
    ImGui::EndGroup();
    // The card's edge.
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    ImGui::GetWindowDrawList()->AddRect({lo.x - inset, lo.y - inset}, {lo.x + card_w + inset, hi.y + inset},
                                        ImGui::GetColorU32(ImGuiCol_Border), inset, 0, 2.0f);
    ImGui::Dummy({0, inset});
    ImGui::PopID();
  }
  ImGui::Unindent(inset);
  peek_.button(metrics_);
  ImGui::End();
  if (take && chosen < legal_.size()) host_.apply_legal(chosen);
}

void TableView::question_window() {
  if (damage_to_split()) {
    damage_window();
    return;
  }
  if (choosing_characters()) {
    character_window();
    return;
  }
  const State& s = state();
  const Content& c = content();
  begin_question_window();
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
  ImGui::TextWrapped("%s", engine::sentence_case(decision_question(s, c, *s.pending)).c_str());  // the cards are the answers
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
  peek_.button(metrics_);
  ImGui::End();
}

}  // namespace sb::sw::view
