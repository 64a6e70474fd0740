// The ImGui side of the table: the host's banner and toolbar, choices grouped by kind, kingdoms,
// battle and winter dialogs, the chooser for a tap with several meanings, the info card, scoring.
//
// [SECTION] helpers · side panel · actions · winter reasons · kingdoms · battle · chooser ·
//           info card · scoring · reform results
#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>

#include "engine/core/words.h"
#include "engine/save/save_file.h"
#include "engine/ui/beside.h"
#include "engine/ui/draw.h"
#include "engine/ui/hotseat.h"
#include "engine/ui/imgui_colour.h"
#include "engine/ui/imgui_layer.h"
#include "game/mighty_kingdoms/rules/rules.h"
#include "game/mighty_kingdoms/view/table_screen.h"
#include "game/mighty_kingdoms/view/view_filter.h"

namespace sb::mk::view {

namespace {

// [SECTION] helpers

// Above a token's choices: "Army A1 at the forest" (another kingdom's: "Bo's army A2 at ...").
std::string token_heading(const State& s, const Token& t, int seat) {
  const std::string name = t.owner == seat ? std::string(t.ship ? "Ship S" : "Army A") + std::to_string(t.number)
                                           : token_label(s, t);
  return name + (t.tile >= 0 ? " at " + tile_label(s, t.tile) : std::string(" (not on the board)"));
}

const char* kind_title(Act a) {
  switch (a) {
    case Act::kPass: return "Pass";
    case Act::kChooseRace: return "Choose a race";
    case Act::kPickCapital: return "Place your capital";
    case Act::kPlaceHome: return "Place home settlements";
    case Act::kPlaceArmy: return "Place your first army";
    case Act::kDisembark: return "Disembark";
    case Act::kOrder: return "Orders";
    case Act::kEmbark: return "Embark";
    case Act::kResolve: return "Resolve an order";
    case Act::kChooseBattle: return "Choose a battle";
    case Act::kConcede: return "Concede";
    case Act::kFight: return "Fight";
    case Act::kRecordBattle: return "Record the result";
    case Act::kProposeFallback: return "Settle with dice";
    case Act::kAcceptFallback: return "Accept dice";
    case Act::kDeclineFallback: return "Decline dice";
    case Act::kDeclareLoser: return "Break off";
    case Act::kContinueNaval: return "Fight on";
    case Act::kRemoveToken: return "Remove a token";
    case Act::kRetreat: return "Retreat";
    case Act::kBonusMove: return "Follow-up move";
    case Act::kChooseAnchor: return "Winter anchor";
    case Act::kDockShip: return "Dock ships";
    case Act::kTithe: return "Tithe";
    case Act::kBuild: return "Build";
    case Act::kBuildShip: return "Build a ship";
    case Act::kRecruit: return "Recruit";
    case Act::kQuest: return "Quest";
    case Act::kDisband: return "Disband";
    case Act::kDeploy: return "Deploy";
    case Act::kAssignArtefact: return "Assign artefacts";
    case Act::kVetUndo: return "Undo an old effect";
    case Act::kVetRoll: return "Roll on the table";
    case Act::kVetChoose: return "Choose the effect";
    case Act::kAwardUnit: return "Choose the unit";
  }
  return "Choices";
}

// An action's words without the deciding kingdom's name in front ("Ann: concede the battle"), as
// a sentence for a button of that kingdom's own ("Concede the battle").
std::string own_words(const std::string& words) {
  const size_t colon = words.find(": ");
  return engine::sentence_case(colon != std::string::npos && colon < 24 ? words.substr(colon + 2) : words);
}

// A pass in the words of its step, for the card beside the hex it is taken at.
std::string pass_words(Step step) {
  switch (step) {
    case Step::kBuild: return "Pass: build nothing now";
    case Step::kTithe: return "Give nothing more";  // the words of the panel's own buttons
    case Step::kFeed: return "Feed every army";
    case Step::kBonusMove: return "Stay: no follow-up move";
    case Step::kDisembark: return "Stay aboard";
    default: return "Pass";
  }
}

bool battle_step(Step s) {
  return s == Step::kConcede || s == Step::kTabletopRecord || s == Step::kFallbackConsent ||
         s == Step::kNavalHits || s == Step::kNavalDeclare || s == Step::kSlaughter || s == Step::kAward;
}

}  // namespace

bool TableView::battle_under_way() const { return battle_step(state().step); }

// [SECTION] side panel

void TableView::panels() {
  panel_side();
  panel_battle();
  panel_chooser();
  panel_info();
  panel_scoring();
  // The battle told at its hex, round by round; one card of results over the board's top at a time:
  // a battle's, once over, before the month's Reform.
  panel_battle_report();
  if (battle_report().empty() || prompt().game_over) panel_reform();
}

void TableView::panel_side() {
  host_.begin_side_panel("Mighty Kingdoms", board_rect(), width_, height_);
  const State& s = state();
  host_.prompt_banner();
  ImGui::Separator();
  host_.toolbar({{"Fit", [this] { board_.fit(metrics_.mm(4)); }}});
  host_.bot_status();
  ImGui::Separator();
  // A short panel (a phone on its side, or below the board on a phone held upright): the panel is
  // the one scroll box, the choices first and the kingdoms folded after them; a box scrolling
  // inside the scrolling panel showed half a button. A tall one: the choices and the kingdoms
  // each scroll in their own part of the panel, side by side in height, never one in the other.
  const bool short_screen = static_cast<float>(height_) < metrics_.mm(120) || ImGui::GetContentRegionAvail().y < metrics_.mm(90);
  // A new question starts at the top of its list (the last one may have been scrolled far down).
  // ImGui scrolls on the next frame: ask for it, or an idle table would keep showing the old place.
  const bool new_question = choices_revision_ != revision_;
  choices_revision_ = revision_;
  if (new_question) host_.mark_dirty();
  if (short_screen) {
    if (new_question) ImGui::SetScrollY(0);
    panel_actions();
    if (s.step == Step::kBuild) panel_build_reasons();
    ImGui::Separator();
    panel_kingdoms(true);
    ImGui::End();
    return;
  }
  if (ImGui::BeginChild("choices", {0, ImGui::GetContentRegionAvail().y * 0.62f})) {
    if (new_question) ImGui::SetScrollY(0);
    panel_actions();
    if (s.step == Step::kBuild) panel_build_reasons();
  }
  ImGui::EndChild();
  ImGui::Separator();
  if (ImGui::BeginChild("kingdoms", {0, 0})) panel_kingdoms(false);
  ImGui::EndChild();
  ImGui::End();
}

// [SECTION] actions

void TableView::panel_actions() {
  const State& s = state();
  if (prompt().game_over) {
    ImGui::TextWrapped("The game is over. The final scoring shows each kingdom's might.");
    return;
  }
  if (is_bot(prompt().seat)) return;
  if (selected_ >= 0) {
    const Token* t = s.token(selected_);
    if (t) ImGui::TextWrapped("Selected: %s. Tap a highlighted tile or choose:", token_label(s, *t).c_str());
    int shown = 0;
    for (size_t i = 0; i < legal_.size(); ++i) {
      const Action& a = legal_[i];
      if (a.token != selected_ && a.token2 != selected_) continue;
      ImGui::PushID(static_cast<int>(i));
      if (big_button(engine::sentence_case(action_words(a, s, content(), false)), true, static_cast<int>(i), static_cast<int>(a.kind))) {
        apply(a);
        ImGui::PopID();
        return;
      }
      ImGui::PopID();
      ++shown;
    }
    if (big_button("Clear selection")) {
      selected_ = -1;
      update_targets();
    }
    if (shown > 0) return;
  }
  if (s.step == Step::kTabletopRecord || battle_step(s.step)) {
    ImGui::TextWrapped("Decide in the battle window.");
    return;
  }
  if (s.step == Step::kTithe && prompt().seat >= 0) {
    panel_tithe();
    return;
  }
  if (s.step == Step::kFeed && prompt().seat >= 0) {
    panel_feed();
    return;
  }
  // Every legal choice, grouped by kind: one big target each.
  std::vector<Act> kinds;
  for (const Action& a : legal_)
    if (std::find(kinds.begin(), kinds.end(), a.kind) == kinds.end()) kinds.push_back(a.kind);
  for (Act kind : kinds) {
    size_t count = 0;
    for (const Action& a : legal_) count += a.kind == kind;
    bool open = true;
    if (kinds.size() > 1 && count > 1) {
      char header[64];
      std::snprintf(header, sizeof header, "%s (%zu)", kind_title(kind), count);
      open = ImGui::CollapsingHeader(header, kinds.size() <= 3 ? ImGuiTreeNodeFlags_DefaultOpen : 0);
      ui::note_touch_target(header, -1, static_cast<int>(kind));
      // A section opened at the foot of the list scrolls up to show its choices under the finger
      // (they opened out of sight, and a second tap on the header closed them again).
      if (open && ImGui::IsItemToggledOpen()) {
        ImGui::SetScrollFromPosY(ImGui::GetItemRectMin().y - ImGui::GetWindowPos().y, 0.0f);
        host_.mark_dirty();
      }
    } else if (count > 1) {
      ImGui::TextUnformatted(kind_title(kind));
    }
    if (!open) continue;
    // A token's choices together under its name and where it stands ("Army A1 at the forest").
    std::vector<int> tokens;
    for (const Action& a : legal_)
      if (a.kind == kind && std::find(tokens.begin(), tokens.end(), a.token) == tokens.end()) tokens.push_back(a.token);
    const bool by_token = tokens.size() > 1 || (tokens.size() == 1 && tokens[0] >= 0 && count > 1);
    for (int token : tokens) {
      if (by_token && token >= 0)
        if (const Token* t = s.token(token)) {
          ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
          ImGui::TextWrapped("%s", token_heading(s, *t, prompt().seat).c_str());
          ImGui::PopStyleColor();
        }
      for (size_t i = 0; i < legal_.size(); ++i) {
        if (legal_[i].kind != kind || legal_[i].token != token) continue;
        ImGui::PushID(static_cast<int>(i));
        std::string label = kind == Act::kPass ? "Pass" : engine::sentence_case(action_words(legal_[i], s, content(), !by_token));
        if (kind == Act::kChooseRace && legal_[i].value >= 0 &&
            static_cast<size_t>(legal_[i].value) < content().races.size()) {
          const Race& race = content().races[static_cast<size_t>(legal_[i].value)];
          // Only the chooser sees this list: the hand-off hid it from the rest. The race's words
          // are on its own button (a touch screen has no hover, and a tooltip asked for before the
          // button was drawn belonged to the button above).
          label = race.description.empty() ? race.name : race.name + ": " + race.description;
        }
        if (kind == Act::kBuild || kind == Act::kBuildShip || kind == Act::kRecruit) {
          // Winter purchases say what they cost (the rules' own price list).
          const auto [gold, food] = purchase_cost(content(), legal_[i]);
          label += gold + food == 0 ? "  (free)"
                                    : "  (" + std::to_string(gold) + " gold" +
                                          (food ? ", " + std::to_string(food) + " food" : "") + ")";
        }
        if (kind == Act::kDeploy && legal_[i].has_tile) {
          // The room left where it would go, so a player can plan the whole deployment.
          for (const auto& [hex, room] : deploy_room(s, content(), prompt().seat))
            if (hex == legal_[i].tile) label += "  (room for " + std::to_string(room) + ")";
        }
        if (big_button(label, true, static_cast<int>(i), static_cast<int>(kind))) {
          apply(legal_[i]);
          ImGui::PopID();
          return;
        }
        ImGui::PopID();
      }
    }
  }
}

// [SECTION] winter reasons

void TableView::panel_build_reasons() {
  // Purchases that are not possible now, each with the rules' reason (why_not), so a player sees
  // what to save for instead of a silently missing button.
  const State& s = state();
  const int k = prompt().seat;
  if (k < 0 || is_bot(k)) return;
  std::vector<std::pair<std::string, std::string>> rows;
  for (size_t i = 0; i < s.tiles.size(); ++i) {
    const Tile& t = s.tiles[i];
    if (t.controller != k) continue;
    std::vector<Action> candidates;
    auto build = [&](Settlement to) {
      Action a;
      a.kind = Act::kBuild;
      a.has_tile = true;
      a.tile = t.hex;
      a.value = static_cast<int>(to);
      candidates.push_back(a);
    };
    if (t.settlement == Settlement::kVillage) {
      build(Settlement::kCity);
      build(Settlement::kFortress);
    } else if (t.settlement == Settlement::kNone && t.terrain != Terrain::kWater) {
      build(Settlement::kVillage);
    } else if (t.settlement == Settlement::kFortress) {
      Action a;
      a.kind = Act::kRecruit;
      a.has_tile = true;
      a.tile = t.hex;
      a.value = 0;
      candidates.push_back(a);
    }
    for (const Action& a : candidates) {
      if (std::find_if(legal_.begin(), legal_.end(), [&](const Action& b) {
            return b.kind == a.kind && b.tile == a.tile && (a.kind == Act::kRecruit || b.value == a.value);
          }) != legal_.end())
        continue;
      rows.push_back({describe_action(a, s, content()), why_not(s, content(), a)});
    }
  }
  if (rows.empty()) return;
  if (!ImGui::CollapsingHeader("Not possible now (why)")) return;
  ImGui::BeginDisabled();
  for (const auto& [what, why] : rows) {
    ImGui::TextWrapped("%s", own_words(what).c_str());
    ImGui::Indent();
    ImGui::TextWrapped("%s", why.c_str());
    ImGui::Unindent();
  }
  ImGui::EndDisabled();
}

// [SECTION] kingdoms

void TableView::icon_or_word(const char* key, const char* word) {
  const auto named = content().tables.icons.find(key);
  const int px = static_cast<int>(ImGui::GetTextLineHeight());
  SDL_Texture* icon = named != content().tables.icons.end() ? pictures_.icon(renderer_, named->second, px) : nullptr;
  if (!icon) {
    ImGui::TextUnformatted(word);
    return;
  }
  ImGui::Image(static_cast<ImTextureID>(icon), {static_cast<float>(px), static_cast<float>(px)});
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", word);
}

void TableView::panel_kingdoms(bool folded) {
  if (folded) {
    const bool open = ImGui::CollapsingHeader("Kingdoms");
    ui::note_touch_target("Kingdoms");
    if (!open) return;
  } else {
    ImGui::TextUnformatted("Kingdoms");
  }
  const State s = seen();
  // The numbers take the width of their headings; the kingdom's name and symbol take the rest.
  if (!ImGui::BeginTable("kingdoms", 6, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) return;
  ImGui::TableSetupColumn("Kingdom", ImGuiTableColumnFlags_WidthStretch);
  // The counted things' icons head their columns (their words where tables.yaml names none; the
  // words stay in the log and the terminal).
  static constexpr std::pair<const char*, const char*> kColumns[] = {
      {"village", "Settl."}, {"army", "Armies"}, {"gold", "Gold"}, {"food", "Food"}, {"might", "Might"}};
  for (const auto& [key, heading] : kColumns) ImGui::TableSetupColumn(heading);
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted("Kingdom");
  for (const auto& [key, heading] : kColumns) {
    ImGui::TableNextColumn();
    icon_or_word(key, heading);
  }
  for (size_t k = 0; k < s.kingdoms.size(); ++k) {
    const Kingdom& kd = s.kingdoms[k];
    int settlements = 0, armies = 0, ships = 0;
    for (const Tile& t : s.tiles)
      if (t.controller == static_cast<int>(k) && t.settlement != Settlement::kNone) ++settlements;
    for (const Token& t : s.tokens)
      if (t.owner == static_cast<int>(k)) (t.ship ? ships : armies)++;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::PushID(static_cast<int>(k));
    ui::seat_swatch(looks()[k], ImGui::GetFontSize());
    ImGui::PopID();
    if (!kd.active) {
      ImGui::SameLine();
      ImGui::TextDisabled("out");
    }
    ImGui::TableNextColumn();
    ImGui::Text("%d", settlements);
    ImGui::TableNextColumn();
    if (ships > 0) ImGui::Text("%d +%d sh", armies, ships);
    else ImGui::Text("%d", armies);
    // Gold, food and might an action changed tick from their old values (ui::Tally).
    const int key = static_cast<int>(k) * 8;
    ImGui::TableNextColumn();
    ImGui::Text("%d", tally_.at(key, kd.gold, anims_.now()));
    ImGui::TableNextColumn();
    ImGui::Text("%d", tally_.at(key + 1, kd.food, anims_.now()));
    ImGui::TableNextColumn();
    ImGui::Text("%d", tally_.at(key + 2, kingdom_might(s, content(), static_cast<int>(k)), anims_.now()));
  }
  ImGui::EndTable();
  tally_.end_frame();
}

// [SECTION] battle

void TableView::panel_battle() {
  const State& s = state();
  if (!battle_step(s.step) || prompt().game_over || is_bot(prompt().seat)) return;
  const Battle& b = s.battle;
  const float w = std::min(static_cast<float>(width_) * 0.6f, metrics_.mm(150));
  const ui::Rect area = board_rect();
  // Folded to look at the table: a tab at the board's top opens it again; each action asks anew.
  if (!peek_.open(std::to_string(match().journal_size()), area, metrics_)) return;
  ImGui::SetNextWindowPos({area.x + area.w * 0.5f, static_cast<float>(height_) * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({w, 0}, ImGuiCond_Always);
  ImGui::Begin("Battle", nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  auto name = [&](int k) { return k >= 0 ? looks()[static_cast<size_t>(k)].name : std::string("?"); };
  ImGui::Text("%s battle at %s", battle_type_name(b.type), tile_label(s, b.tile).c_str());
  ImGui::Text("Attacker: %s   Defender: %s", name(b.attacker).c_str(), name(b.defender).c_str());
  // The round just fought (its card at the hex waits while this window asks).
  if (const int shown = battle_rounds_shown(); shown > 0)
    ImGui::TextWrapped("Round %d: %s", shown, rounds_[static_cast<size_t>(shown - 1)].text.c_str());
  const std::string board_size = board_size_for_battle(s, content());
  // The tabletop's board size means nothing to a battle fought with dice.
  if (!board_size.empty() && s.options.battle_mode == BattleMode::kTabletop)
    ImGui::Text("Tabletop board: %s", board_size.c_str());
  for (int side : {b.attacker, b.defender})
    for (const Token& t : s.tokens)
      if (t.tile == b.tile && t.owner == side && t.defending) {
        ImGui::TextWrapped("%s is defending: may add, remove or move one terrain piece before deployment.",
                           name(side).c_str());
        break;
      }
  ImGui::Separator();
  ImGui::TextWrapped("%s", prompt().text.c_str());
  if (s.step == Step::kTabletopRecord) {
    // Results with medals and scars per participating unit (when lists are kept).
    std::vector<std::pair<int, size_t>> units;
    for (int id : participating_units_order(s))
      for (size_t u = 0; u < s.token(id)->units.size(); ++u) units.push_back({id, u});
    if (record_bits_.size() != units.size()) record_bits_.assign(units.size(), 0);
    if (!units.empty() && ImGui::CollapsingHeader("Medals and scars")) {
      for (size_t i = 0; i < units.size(); ++i) {
        const Token* t = s.token(units[i].first);
        const Unit& u = t->units[units[i].second];
        std::string unit_name = content().races[static_cast<size_t>(u.race)]
                                    .armies[static_cast<size_t>(u.army_template)]
                                    .units[static_cast<size_t>(u.profile)].name;
        ImGui::PushID(static_cast<int>(i));
        ImGui::Text("%s — %s", token_label(s, *t).c_str(), unit_name.c_str());
        bool medal = record_bits_[i] & 1, scar = record_bits_[i] & 2;
        ImGui::SameLine();
        if (ImGui::Checkbox("medal", &medal)) record_bits_[i] = (record_bits_[i] & 2) | (medal ? 1 : 0);
        ImGui::SameLine();
        if (ImGui::Checkbox("scar", &scar)) record_bits_[i] = (record_bits_[i] & 1) | (scar ? 2 : 0);
        ImGui::PopID();
      }
    }
    static const char* kResults[] = {"Attacker wins", "Defender wins", "Draw"};
    for (int r = 0; r < 3; ++r) {
      if (big_button(std::string("Record: ") + kResults[r])) {
        Action a;
        a.kind = Act::kRecordBattle;
        a.value = r;
        if (std::any_of(record_bits_.begin(), record_bits_.end(), [](int v) { return v != 0; })) a.results = record_bits_;
        apply(a);
        ImGui::End();
        return;
      }
    }
  }
  for (size_t i = 0; i < legal_.size(); ++i) {
    if (legal_[i].kind == Act::kRecordBattle) continue;
    ImGui::PushID(static_cast<int>(i));
    const std::string label = own_words(match().describe_legal(i));
    if (big_button(label, true, static_cast<int>(i), static_cast<int>(legal_[i].kind))) {
      apply(legal_[i]);
      ImGui::PopID();
      break;
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  peek_.button(metrics_);
  ImGui::End();
}

// [SECTION] winter screens

// Tithe: a gift of one gold, one food or both to each other kingdom, at most once each this winter.
void TableView::panel_tithe() {
  const State& s = state();
  const int k = prompt().seat;
  const Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
  ImGui::TextWrapped("Treasury: %d gold, %d food. Give each kingdom 1 gold, 1 food or both, once.", kd.gold, kd.food);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  for (int r = 0; r < static_cast<int>(s.kingdoms.size()); ++r) {
    if (r == k) continue;
    ImGui::PushID(r);
    if (static_cast<size_t>(r) < looks().size()) ui::seat_swatch(looks()[static_cast<size_t>(r)], ImGui::GetFontSize());
    const bool given = std::find(kd.tithed_to.begin(), kd.tithed_to.end(), r) != kd.tithed_to.end();
    const float w = (ImGui::GetContentRegionAvail().x - 2 * spacing) / 3;
    int column = 0;
    for (auto [g, f] : {std::pair{1, 0}, std::pair{0, 1}, std::pair{1, 1}}) {
      if (column > 0) ImGui::SameLine();
      ImGui::PushID(column++);
      int index = -1;
      for (size_t i = 0; i < legal_.size(); ++i)
        if (legal_[i].kind == Act::kTithe && legal_[i].value == r && legal_[i].value2 == g && legal_[i].value3 == f)
          index = static_cast<int>(i);
      // A gift that cannot be given says why on the button a finger would try.
      const char* label = index >= 0 ? (g && f ? "both" : g ? "1 gold" : "1 food")
                          : given      ? "given"
                          : kd.gold < g ? "no gold"
                          : kd.food < f ? "no food"
                                        : "out";
      if (index < 0) ImGui::BeginDisabled();
      const bool hit = ImGui::Button(label, {w, metrics_.touch_px()});
      ui::note_touch_target(label, index, static_cast<int>(Act::kTithe));
      if (index < 0) ImGui::EndDisabled();
      ImGui::PopID();
      if (hit && index >= 0) {
        apply(legal_[static_cast<size_t>(index)]);
        ImGui::PopID();
        return;
      }
    }
    ImGui::PopID();
  }
  for (size_t i = 0; i < legal_.size(); ++i)
    if (legal_[i].kind == Act::kPass && big_button("Give nothing more", true, static_cast<int>(i), static_cast<int>(Act::kPass))) {
      apply(legal_[i]);
      return;
    }
}

// Feed: every army eats; when food is short, armies are disbanded until the rest can eat.
void TableView::panel_feed() {
  const State& s = state();
  const int k = prompt().seat;
  const Kingdom& kd = s.kingdoms[static_cast<size_t>(k)];
  const int armies = army_count(s, k);
  const int need = armies * content().tables.army_upkeep_food;
  ImGui::TextWrapped("%d %s eat %d food; you have %d.", armies, armies == 1 ? "army" : "armies", need, kd.food);
  int pass = -1;
  for (size_t i = 0; i < legal_.size(); ++i)
    if (legal_[i].kind == Act::kPass) pass = static_cast<int>(i);
  if (pass >= 0) {
    if (big_button("Feed every army", true, pass, static_cast<int>(Act::kPass))) {
      apply(legal_[static_cast<size_t>(pass)]);
      return;
    }
  } else {
    const int per = std::max(1, content().tables.army_upkeep_food);
    const int short_by = need - kd.food;
    ImGui::TextColored(ui::im_colour(ui::rgb(0xE57373)), "Short by %d food: disband at least %d %s.", short_by,
                       (short_by + per - 1) / per, (short_by + per - 1) / per == 1 ? "army" : "armies");
    big_button("Feed every army", false);
  }
  ImGui::TextUnformatted("Disband (the army leaves the board):");
  for (size_t i = 0; i < legal_.size(); ++i) {
    if (legal_[i].kind != Act::kDisband) continue;
    const Token* t = s.token(legal_[i].token);
    if (!t) continue;
    ImGui::PushID(static_cast<int>(i));
    std::string label = token_label(s, *t);
    if (t->tile >= 0) label += " at " + tile_label(s, t->tile);
    if (big_button(label, true, static_cast<int>(i), static_cast<int>(Act::kDisband))) {
      apply(legal_[i]);
      ImGui::PopID();
      return;
    }
    ImGui::PopID();
  }
}

// [SECTION] chooser

// Where a card of choices goes beside the thing at `at` (screen pixels) on the board, clear of
// `keep_clear` (the hexes the thing may still be moved to, lit): to the right of them when it
// fits, else to their left, at the thing's height; on a narrow board, below them or above them,
// where there is more room. Always inside the board.
void TableView::beside(ui::Vec2 at, float w, const std::vector<ui::Vec2>& keep_clear) {
  ui::place_beside(board_rect(), at, w, metrics_, keep_clear);
}

// The choices of one thing on the board (a hex's several, or a picked-up token's own), each a
// button noted with its legal index in kBesideGroup.
bool TableView::choices_card(const char* id, const std::string& heading, const std::vector<Action>& options) {
  ImGui::Begin(id, nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
  if (!heading.empty()) ImGui::TextWrapped("%s", heading.c_str());
  for (size_t i = 0; i < options.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const auto it = std::find(legal_.begin(), legal_.end(), options[i]);
    const int index = it == legal_.end() ? -1 : static_cast<int>(it - legal_.begin());
    const std::string label = options[i].kind == Act::kPass ? pass_words(state().step)
                                                            : own_words(describe_action(options[i], state(), content()));
    if (big_button(label, true, index, kBesideGroup)) {
      apply(options[i]);
      ImGui::PopID();
      ImGui::End();
      return true;
    }
    ImGui::PopID();
  }
  return false;
}

void TableView::panel_chooser() {
  const float w = std::min(board_rect().w * 0.8f, metrics_.mm(100));
  if (!chooser_.empty()) {
    // Beside the hex tapped, as a player points at the board: which of its choices.
    beside(chooser_at_, w);
    if (choices_card("Which one?", "Which one?", chooser_)) return;
    if (big_button("Cancel")) chooser_.clear();
    ImGui::End();
    return;
  }
  if (selected_ < 0 || !host_.human_to_act()) return;
  // A picked-up token's choices that need no hex (resolve, disband, embark a pair...), beside it;
  // its moves light their hexes.
  const State& s = state();
  std::vector<Action> own;
  for (const Action& a : legal_)
    if ((a.token == selected_ || a.token2 == selected_) && !a.has_tile && a.kind != Act::kPass) own.push_back(a);
  const Token* t = s.token(selected_);
  if (!t) return;
  // What its hex offers with no token picked up (a pass at the kingdom's capital: "feed every army"
  // beside the army that could be disbanded instead), as a finger on a hex full of tokens picks one.
  for (const Action& a : legal_) {
    const TableSubject subject = table_subject(s, a);
    if (subject.token < 0 && subject.tile == t->tile && std::find(own.begin(), own.end(), a) == own.end()) own.push_back(a);
  }
  if (own.empty()) return;
  ui::Vec2 at = board_.tile_center(s, t->tile);
  for (const TokenSpot& spot : board_.token_spots(seen(), metrics_))
    if (std::find(spot.ids.begin(), spot.ids.end(), selected_) != spot.ids.end()) at = spot.pos;
  // Clear of its own hex and the lit hexes it may go to (a card over them took the finger's tap),
  // by a hex's width beyond their centres.
  std::vector<ui::Vec2> lit;
  const ui::Vec2 home = board_.tile_center(s, t->tile);
  float across = metrics_.mm(8);
  for (int tile : targets_) {
    const ui::Vec2 c = board_.tile_center(s, tile);
    across = std::max(across, std::hypot(c.x - home.x, c.y - home.y) * 0.6f);
    lit.push_back(c);
  }
  lit.push_back(home);
  const size_t centres = lit.size();
  for (size_t i = 0; i < centres; ++i) {
    lit.push_back({lit[i].x - across, lit[i].y - across});
    lit.push_back({lit[i].x + across, lit[i].y + across});
  }
  beside(at, w, lit);
  if (choices_card("Token choices", engine::sentence_case(token_label(s, *t)), own)) return;
  ImGui::End();
}

// [SECTION] info card

void TableView::panel_info() {
  if (info_tile_ < 0) return;
  const State s = seen();
  const Tile& t = s.tiles[static_cast<size_t>(info_tile_)];
  const ui::Vec2 c = board_.tile_center(s, info_tile_);
  ImGui::SetNextWindowPos({c.x, c.y}, ImGuiCond_Appearing, {0.5f, 1.1f});
  bool open = true;
  ImGui::Begin("Tile", &open, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  ImGui::Text("(%d,%d) %s%s%s", t.hex.q, t.hex.r, terrain_name(t.terrain), t.coastal ? ", coast" : "",
              t.river ? ", river" : "");
  if (!t.explored) ImGui::TextUnformatted("Unexplored");
  if (t.controller >= 0) ImGui::Text("Controlled by %s", looks()[static_cast<size_t>(t.controller)].name.c_str());
  if (t.settlement != Settlement::kNone && t.explored) ImGui::Text("Settlement: %s", settlement_name(t.settlement));
  if (t.tower) ImGui::TextUnformatted("Wizard's Tower");
  if (t.raze_pending) ImGui::TextUnformatted("To be razed");
  for (const Token& tok : s.tokens) {
    if (tok.tile != info_tile_) continue;
    std::string line = token_label(s, tok) + (tok.upright ? "" : " (on its side)");
    if (tok.order.type != OrderType::kNone)
      line += std::string(", order ") + order_name(tok.order.type) + (tok.order.resolved ? " (done)" : "");
    if (tok.defending) line += ", defending";
    if (tok.partner >= 0) line += ", paired";
    ImGui::BulletText("%s", line.c_str());
  }
  if (big_button("Close") || !open) info_tile_ = -1;
  ImGui::End();
}

// [SECTION] scoring

void TableView::panel_scoring() {
  if (!prompt().game_over) return;
  const State s = seen();
  const Content& c = content();
  const ui::Rect area = board_rect();
  // Over the board, or over the whole screen where the board is narrow (a phone): the list scrolls
  // inside the window where even that is too short.
  const float w = std::min(std::max(area.w, static_cast<float>(width_)) * 0.95f, metrics_.mm(170));
  ImGui::SetNextWindowPos({area.w >= w ? area.x + area.w * 0.5f : static_cast<float>(width_) * 0.5f, static_cast<float>(height_) * 0.5f},
                          ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({w, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints({0, 0}, {w, static_cast<float>(height_) - metrics_.mm(4)});
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("Final scoring", nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
  const std::vector<int> might = final_might(state(), c);
  const std::vector<int> places = final_places(state(), c);
  std::vector<size_t> order(s.kingdoms.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return places[a] < places[b]; });
  // One block a kingdom, best first: its place, name and might on one line, then where the might
  // came from in words that wrap (a table of six columns cut its header and names on a phone).
  for (size_t k : order) {
    // Breakdown from the content's might table; the total is the rules' own final might.
    const Kingdom& kd = s.kingdoms[k];
    int from_settlements = 0, from_tokens = 0;
    if (kd.active) {
      for (const Tile& t : s.tiles)
        if (t.controller == static_cast<int>(k)) from_settlements += c.tables.might[static_cast<size_t>(t.settlement)];
      for (const Token& t : s.tokens)
        if (t.owner == static_cast<int>(k)) from_tokens += t.ship ? c.tables.might_per_ship : c.tables.might_per_army;
    }
    ImGui::Text("%d.", places[k]);
    ImGui::SameLine();
    ImGui::PushID(static_cast<int>(k));
    ui::seat_swatch(looks()[k], ImGui::GetFontSize());
    ImGui::PopID();
    ImGui::SameLine();
    ImGui::Text("%d", might[k]);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("battles %d · settlements %d · armies and ships %d", kd.battle_might, from_settlements, from_tokens);
    ImGui::PopStyleColor();
  }
  for (const std::string& line : tie_break_lines(state(), c)) ImGui::TextWrapped("Tie-break: %s.", line.c_str());
  if (big_button("Close the game")) host_.request_quit();
  ImGui::End();
}

// [SECTION] reform results

// After each month's Reform: who tired, which tiles changed hands, the new player order.
bool TableView::results_card(const char* id, const std::string& heading, const std::vector<int>& order,
                             const std::vector<std::string>& lines) {
  const ui::Rect area = board_rect();
  const float w = std::min(area.w - metrics_.mm(4), metrics_.mm(120));
  ImGui::SetNextWindowPos({area.x + area.w * 0.5f, area.y + metrics_.mm(2)}, ImGuiCond_Always, {0.5f, 0.0f});
  ImGui::SetNextWindowSize({w, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints({0, 0}, {w, area.h - metrics_.mm(4)});
  ImGui::Begin(id, nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
  // The card's heading on a band of its own, as a printed card's title.
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float band = ImGui::GetTextLineHeightWithSpacing() * 1.4f;
  ImGui::GetWindowDrawList()->AddRectFilled({at.x - ImGui::GetStyle().WindowPadding.x, at.y - ImGui::GetStyle().WindowPadding.y},
                                            {at.x + ImGui::GetContentRegionAvail().x + ImGui::GetStyle().WindowPadding.x, at.y + band},
                                            ImGui::GetColorU32(ui::im_colour(ui::with_alpha(ui::pal::kHighlight, 70))));
  ImGui::SetCursorScreenPos({at.x, at.y + band * 0.15f});
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(heading.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorScreenPos({at.x, std::max(ImGui::GetCursorScreenPos().y, at.y + band) + ImGui::GetStyle().ItemSpacing.y});
  if (!order.empty() && order_card()) {  // the player-order card, drawn by draw() at this size
    ui::Vec2 size = order_card_size();
    const float room = ImGui::GetContentRegionAvail().x, tall = area.h * 0.3f;
    if (size.x > room) size = {room, size.y * room / size.x};
    if (size.y > tall) size = {size.x * tall / size.y, tall};
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (room - size.x) * 0.5f);
    ImGui::Image(static_cast<ImTextureID>(order_card()), {size.x, size.y});
  } else {
    for (size_t i = 0; i < order.size(); ++i) {
      const int k = order[i];
      if (k < 0 || static_cast<size_t>(k) >= looks().size()) continue;
      ImGui::Text("%zu.", i + 1);
      ImGui::SameLine();
      ImGui::PushID(static_cast<int>(i));
      ui::seat_swatch(looks()[static_cast<size_t>(k)], ImGui::GetFontSize());
      ImGui::PopID();
    }
  }
  if (!order.empty()) ImGui::Separator();
  // The lines scroll on their own when they would push OK out of the window: OK stays in sight.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float wrap = ImGui::GetContentRegionAvail().x - ImGui::GetTreeNodeToLabelSpacing();
  float lines_h = 0;
  for (const std::string& line : lines) lines_h += ImGui::CalcTextSize(line.c_str(), nullptr, false, wrap).y + style.ItemSpacing.y;
  const float used = ImGui::GetCursorScreenPos().y - ImGui::GetWindowPos().y;
  const float room = area.h - metrics_.mm(4) - used - metrics_.touch_px() - style.ItemSpacing.y * 2 - style.WindowPadding.y * 2;
  const bool scroll = lines_h > room && room > ImGui::GetTextLineHeightWithSpacing() * 2;
  if (scroll) ImGui::BeginChild("results lines", {0, room});
  for (const std::string& line : lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  if (scroll) ImGui::EndChild();
  const bool ok = big_button("OK");
  ImGui::End();
  return ok;
}

// [SECTION] the battle at its hex

// Told on the board while it is fought and after, until OK; while a player's own decision in it is
// asked (the Battle window), that window says the round just fought instead.
bool TableView::battle_card_shown() const {
  if (battle_heading_.empty() || prompt().game_over || !(battle_collecting_ || battle_done_)) return false;
  return battle_done_ || !battle_under_way() || is_bot(prompt().seat);
}

namespace {

// A d6 face in an ImGui window: the side's colour, its pips in the ink that reads on it.
void die_face(ImDrawList* list, ImVec2 centre, float size, int face, ui::Color body) {
  const float half = size * 0.5f, round = size * 0.18f;
  list->AddRectFilled({centre.x - half, centre.y - half}, {centre.x + half, centre.y + half}, ImGui::GetColorU32(ui::im_colour(body)), round);
  list->AddRect({centre.x - half, centre.y - half}, {centre.x + half, centre.y + half}, ImGui::GetColorU32(ui::im_colour(ui::pal::kInk)), round, 0,
                std::max(1.0f, size * 0.06f));
  const ImU32 pip = ImGui::GetColorU32(ui::im_colour(ui::ink_on(body)));
  for (const ui::Vec2& p : ui::die_pip_layout(face))
    list->AddCircleFilled({centre.x + p.x * size * 0.27f, centre.y + p.y * size * 0.27f}, size * 0.095f, pip);
}

}  // namespace

// The rounds shown so far in `budget` pixels of height: each its words, then its dice, a row per
// side (its colour, name, dice and what it has left). Where that is too tall (a phone's board), the
// newest round keeps its dice first: older rounds keep their words only, then go to one line; then
// the newest round's two sides share a row, and last it keeps its words alone.
void TableView::battle_card_rows(float budget) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const size_t shown = std::min(beats_shown_, rounds_.size());
  if (shown == 0) return;
  const float avail = ImGui::GetContentRegionAvail().x;
  const float line = ImGui::GetTextLineHeight(), gap = style.ItemSpacing.x * 0.5f;
  const float square = line * 0.8f;
  auto words_of = [&](size_t i) { return "Round " + std::to_string(i + 1) + ": " + rounds_[i].text; };
  auto words_h = [&](const std::string& w) { return ImGui::CalcTextSize(w.c_str(), nullptr, false, avail).y + style.ItemSpacing.y; };
  auto name_of = [&](size_t side) {
    const SeatLook* look = host_.look(battle_sides_[side]);
    return look ? look->name : std::string("?");
  };
  auto left_of = [&](size_t i, size_t side) { return rounds_[i].left[side] + " left"; };
  auto text_w = [](const std::string& t) { return ImGui::CalcTextSize(t.c_str()).x; };
  // One side's dice at `die` pixels: its colour, name, faces (or "no dice"), then `left` when wanted.
  auto side_w = [&](size_t i, size_t side, float die, bool left) {
    const size_t n = rounds_[i].dice[side].size();
    const float dice = n == 0 ? text_w("no dice") + gap : static_cast<float>(n) * (die + gap);
    return square + gap + text_w(name_of(side)) + gap * 2 + dice + (left ? gap + text_w(left_of(i, side)) : 0);
  };
  const float row_h = line * 1.2f + style.ItemSpacing.y;
  // A row per side: the dice a line and a bit tall, smaller when many; "left" below when it must.
  auto rows_h = [&](size_t i) {
    float h = 0;
    for (size_t side = 0; side < 2; ++side) h += row_h + (side_w(i, side, line * 0.7f, true) > avail ? line + style.ItemSpacing.y : 0);
    return h;
  };
  // Both sides on one row (with what they have left when that fits too), or nothing (0).
  auto paired = [&](size_t i) { return side_w(i, 0, line, false) + side_w(i, 1, line, false) + gap * 3 <= avail; };
  enum Look { kFull, kPaired, kWords };
  std::vector<Look> shape(shown, kFull);
  auto height_of = [&](size_t i) {
    return words_h(words_of(i)) + (shape[i] == kFull ? rows_h(i) : shape[i] == kPaired ? row_h : 0);
  };
  const std::string in_log_probe = "Rounds 1 to 99 are in the log";
  size_t first = 0;
  bool in_log_line = true;  // the line saying where the rounds left out are
  auto total = [&] {
    float h = first > 0 && in_log_line ? words_h(in_log_probe) : 0;
    for (size_t i = first; i < shown; ++i) h += height_of(i);
    return h;
  };
  const size_t newest = shown - 1;
  for (size_t i = 0; i < newest && total() > budget; ++i) shape[i] = kWords;
  while (first < newest && total() > budget) ++first;
  if (total() > budget) shape[newest] = paired(newest) ? kPaired : kWords;
  if (total() > budget) in_log_line = false;  // the newest round's number says there were more
  if (total() > budget) {
    shape[newest] = kWords;
    in_log_line = true;
    if (total() > budget) in_log_line = false;
  }
  if (in_log_line && first == 1) ImGui::TextWrapped("Round 1 is in the log");
  else if (in_log_line && first > 1) ImGui::TextWrapped("Rounds 1 to %zu are in the log", first);
  ImDrawList* list = ImGui::GetWindowDrawList();
  // Draws one side at x on the row centred on `mid`; returns where the next thing goes.
  auto draw_side = [&](size_t i, size_t side, float x, float mid, float die, bool left) {
    const SeatLook* look = host_.look(battle_sides_[side]);
    const ui::Color colour = look ? look->color : ui::pal::kDieBody;
    list->AddRectFilled({x, mid - square * 0.5f}, {x + square, mid + square * 0.5f}, ImGui::GetColorU32(ui::im_colour(colour)), square * 0.2f);
    x += square + gap;
    list->AddText({x, mid - line * 0.5f}, ImGui::GetColorU32(ImGuiCol_Text), name_of(side).c_str());
    x += text_w(name_of(side)) + gap * 2;
    for (int face : rounds_[i].dice[side]) {
      die_face(list, {x + die * 0.5f, mid}, die, face, colour);
      x += die + gap;
    }
    if (rounds_[i].dice[side].empty()) {  // a side with nothing that may roll
      list->AddText({x, mid - line * 0.5f}, ImGui::GetColorU32(ImGuiCol_TextDisabled), "no dice");
      x += text_w("no dice") + gap;
    }
    if (left) {
      list->AddText({x + gap, mid - line * 0.5f}, ImGui::GetColorU32(ImGuiCol_TextDisabled), left_of(i, side).c_str());
      x += gap + text_w(left_of(i, side));
    }
    return x;
  };
  for (size_t i = first; i < shown; ++i) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
    ImGui::TextWrapped("%s", words_of(i).c_str());
    ImGui::PopStyleColor();
    const float h = line * 1.2f;
    if (shape[i] == kPaired) {
      const ImVec2 at = ImGui::GetCursorScreenPos();
      const bool left = side_w(i, 0, line, true) + side_w(i, 1, line, true) + gap * 3 <= avail;
      const float x = draw_side(i, 0, at.x, at.y + h * 0.5f, line, left);
      draw_side(i, 1, x + gap * 3, at.y + h * 0.5f, line, left);
      ImGui::Dummy({avail, h});
      continue;
    }
    if (shape[i] != kFull) continue;
    for (size_t side = 0; side < 2; ++side) {
      const bool left_below = side_w(i, side, line * 0.7f, true) > avail;
      const float n = static_cast<float>(std::max<size_t>(1, rounds_[i].dice[side].size()));
      const float room = avail - side_w(i, side, 0, !left_below) + n * gap;  // the dice's share of the row
      const float die = std::clamp(room / n - gap, line * 0.5f, line * 1.2f);
      const ImVec2 at = ImGui::GetCursorScreenPos();
      draw_side(i, side, at.x, at.y + h * 0.5f, die, !left_below);
      ImGui::Dummy({avail, h});
      if (left_below) {
        ImGui::Indent(square + gap);
        ImGui::TextDisabled("%s", left_of(i, side).c_str());
        ImGui::Unindent(square + gap);
      }
    }
  }
}

void TableView::panel_battle_report() {
  battle_card_rect_ = {};
  if (!battle_card_shown()) return;
  const State& s = state();
  const ui::Rect area = board_rect();
  const float margin = metrics_.mm(2), gap = metrics_.mm(2);
  const float w = std::min(area.w - 2 * margin, metrics_.mm(95));
  const float max_h = area.h - 2 * margin;
  // Beside the battle's hex and clear of its neighbours (where its armies retreat or follow up),
  // inside the board: never over the side panel.
  ui::Vec2 centre = area.center(), lo = centre, hi = centre;
  if (battle_tile_ >= 0 && static_cast<size_t>(battle_tile_) < s.tiles.size()) {
    centre = board_.tile_center(s, battle_tile_);
    lo = hi = centre;
    for (const engine::Hex& d : engine::kHexDirections) {
      const int next = s.tile_at(s.tiles[static_cast<size_t>(battle_tile_)].hex + d);
      if (next < 0) continue;
      const ui::Vec2 c = board_.tile_center(s, next);
      lo = {std::min(lo.x, c.x), std::min(lo.y, c.y)};
      hi = {std::max(hi.x, c.x), std::max(hi.y, c.y)};
    }
    const float radius = static_cast<float>(board_.world_layout().size.x * board_.camera().zoom());
    lo = {lo.x - radius, lo.y - radius};
    hi = {hi.x + radius, hi.y + radius};
  }
  const float pivot_y = area.h > 0 ? std::clamp((centre.y - area.y) / area.h, 0.0f, 1.0f) : 0.0f;
  const float y = area.y + margin + pivot_y * max_h;
  ImVec2 pos, pivot;
  if (hi.x + gap + w <= area.x + area.w - margin) {
    pos = {hi.x + gap, y};
    pivot = {0, pivot_y};
  } else if (lo.x - gap - w >= area.x + margin) {
    pos = {lo.x - gap, y};
    pivot = {1, pivot_y};
  } else {  // a narrow board (a phone's): across it, at the end away from the hex
    const float x = std::clamp(centre.x - w * 0.5f, area.x + margin, std::max(area.x + margin, area.x + area.w - margin - w));
    const bool top = centre.y > area.y + area.h * 0.5f;
    pos = {x, top ? area.y + margin : area.y + area.h - margin};
    pivot = {0, top ? 0.0f : 1.0f};
  }
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always, pivot);
  ImGui::SetNextWindowSize({w, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints({0, 0}, {w, max_h});
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("Battle report", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoScrollbar |
                   ImGuiWindowFlags_NoScrollWithMouse);
  // Lines of a card sit closer than a list's touch rows (its one button is OK): more of a battle
  // fits a phone's short board.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {ImGui::GetStyle().ItemSpacing.x, ImGui::GetStyle().ItemSpacing.y * 0.5f});
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float line = ImGui::GetTextLineHeight();
  // The heading on a band, after the two sides' colours (attacker's, defender's).
  const float square = line * 0.8f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float head_w = avail - 2 * (square + style.ItemSpacing.x * 0.5f);
  const float head_h = ImGui::CalcTextSize(battle_heading_.c_str(), nullptr, false, head_w).y;
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->AddRectFilled({at.x - style.WindowPadding.x, at.y - style.WindowPadding.y},
                      {at.x + avail + style.WindowPadding.x, at.y + head_h + style.ItemSpacing.y * 0.5f},
                      ImGui::GetColorU32(ui::im_colour(ui::with_alpha(ui::pal::kHighlight, 70))));
  float x = at.x;
  for (size_t side = 0; side < 2; ++side) {
    const SeatLook* look = host_.look(battle_sides_[side]);
    list->AddRectFilled({x, at.y + (line - square) * 0.5f}, {x + square, at.y + (line + square) * 0.5f},
                        ImGui::GetColorU32(ui::im_colour(look ? look->color : ui::pal::kDieBody)), square * 0.2f);
    x += square + style.ItemSpacing.x * 0.5f;
  }
  ImGui::SetCursorScreenPos({x, at.y});
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(battle_heading_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorScreenPos({at.x, at.y + head_h + style.ItemSpacing.y});
  // What the rounds may take: the card's height less the heading, the result and OK.
  const bool result = battle_result_shown();
  float rest = head_h + style.ItemSpacing.y + style.WindowPadding.y * 2;
  if (result)
    for (const std::string& l : battle_after_) rest += ImGui::CalcTextSize(l.c_str(), nullptr, false, avail).y + style.ItemSpacing.y;
  if (battle_done_) rest += metrics_.touch_px() + style.ItemSpacing.y * 2;
  battle_card_rows(max_h - rest);
  if (result)
    for (const std::string& l : battle_after_) ImGui::TextWrapped("%s", l.c_str());
  const size_t beats = rounds_.size() + (battle_done_ ? 1 : 0);
  bool ok = false;
  if (battle_done_) ok = big_button("OK");
  // A tap on the card (not its OK) shows every round, and the result, at once.
  if (!ok && beats_shown_ < beats && ImGui::IsWindowHovered() && ImGui::IsMouseClicked(0) && !ImGui::IsAnyItemHovered()) {
    beats_shown_ = beats;
    host_.mark_dirty();
  }
  // (A card's first frame only measures it, somewhere unseen: where it stands is known from the next.)
  if (!ImGui::IsWindowAppearing())
    battle_card_rect_ = {ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y};
  ImGui::PopStyleVar();
  ImGui::End();
  if (ok) {
    battle_lines_.clear();
    battle_done_ = battle_collecting_ = false;
    rounds_.clear();
    battle_after_.clear();
    battle_heading_.clear();
    beats_shown_ = 0;
  }
}

void TableView::panel_reform() {
  if (reform_lines_.empty() || prompt().game_over) return;
  // The order of play, numbered with each kingdom's colour and name, and the month's other results.
  std::vector<std::string> lines;
  for (const std::string& line : reform_lines_)
    if (line.rfind("Player order:", 0) != 0 || reform_order_.empty()) lines.push_back(line);
  if (results_card("Reform", "The month's Reform: the new order of play", reform_order_, lines)) {
    reform_lines_.clear();
    reform_order_.clear();
  }
}

}  // namespace sb::mk::view
