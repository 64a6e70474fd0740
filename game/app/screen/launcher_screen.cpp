// The launcher screen (launcher_screen.h): a column of titles, what to continue, and the tabs.
//
// [SECTION] seats and seed · the frame · the tabs · starting a table
#include "game/app/screen/launcher_screen.h"

#include <imgui.h>
#include <imgui_internal.h>  // ClosePopupToLevel: Back closes an open list

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cstdio>
#include <ostream>
#include <sstream>

#include "engine/save/autosave.h"
#include "engine/search/levels.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/palette.h"
#include "engine/ui/settings_file.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/match_files.h"
#include "game/app/screen/title_screens.h"

namespace sb::app {

namespace {

using ui::SeatLook;

// [SECTION] seats and seed

constexpr int kMaxSeats = 8;

struct SeatRow {
  char name[32] = "";
  int kind = 0;  // 0 human, then the title's bot kinds in order
  int colour = 0;
  int symbol = 0;
};

// The launcher's seats and seed; the title's own choices live in its NewGamePanel.
struct NewGame {
  int seats = 3;
  SeatRow seat[kMaxSeats];
  int seed = 1;
  NewGame() {
    static const char* kNames[] = {"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"};
    for (int i = 0; i < kMaxSeats; ++i) {
      std::snprintf(seat[i].name, sizeof seat[i].name, "%s", kNames[i]);
      seat[i].colour = i;
      seat[i].symbol = i;
    }
    seed = static_cast<int>(std::chrono::system_clock::now().time_since_epoch().count() % 100000);
  }
};

// The title's own bots: its kinds other than the search levels and the random one.
bool is_classic(const std::string& kind) { return kind != "human" && kind != "random" && !engine::is_search_kind(kind); }

// A seat's kind in words: "Human", a level of the search bot ("Hard bot"), the title's own bot
// ("Classic bot"; "Classic (planner)" where the title has more than one), "Random bot".
std::string kind_label(const std::string& kind, int classics) {
  if (kind == "human") return "Human";
  if (const std::string level = engine::search_level_name(kind); !level.empty()) return level + " bot";
  if (kind == "random") return "Random bot";
  return classics > 1 ? "Classic (" + kind + ")" : "Classic bot";
}

// What a seat's kind means, in one line under the seats (empty for a human).
std::string kind_meaning(const std::string& kind, int classics) {
  if (kind == "human") return "";
  if (const std::string words = engine::search_level_meaning(kind); !words.empty()) return words;
  if (kind == "random") return "Random: any legal move, at once.";
  return std::string(classics > 1 ? "Classic (" + kind + ")" : "Classic") + ": the game's own bot; it moves at once.";
}

// The choices of a seat's kind in the order the launcher lists them: Human, the search bot's
// levels Easy, Normal and Hard, the title's own bots, then the random one.
std::vector<std::string> listed_kinds(const std::vector<std::string>& title_kinds) {
  std::vector<std::string> out = {"human"};
  const auto has = [&](const std::string& k) { return std::find(title_kinds.begin(), title_kinds.end(), k) != title_kinds.end(); };
  for (const std::string& k : engine::search_kinds())
    if (has(k)) out.push_back(k);
  for (const std::string& k : title_kinds)
    if (!engine::is_search_kind(k) && k != "random") out.push_back(k);
  if (has("random")) out.push_back("random");
  return out;
}


class Launcher final : public LauncherScreen {
 public:
  Launcher(LauncherWindow window, std::filesystem::path save_dir, std::string content, int seed,
           ui::TableSettings& settings, std::ostream& err)
      : window_(std::move(window)), save_dir_(std::move(save_dir)), content_(std::move(content)), settings_(settings),
        err_(err) {
    if (seed >= 0) game_.seed = seed;
  }

  void keep_title(std::unique_ptr<engine::AnyTitle> title) override { title_ = std::move(title); }
  const std::string& message() const override { return message_; }
  void back() override {
    back_pressed_ = true;
    window_.redraw();
  }

  // [SECTION] the frame

  bool big(const char* label, float width = -1) {
    const bool hit = ImGui::Button(label, {width, metrics_.touch_px()});
    ui::note_touch_target(label);
    return hit;
  }

  // The next item stays on the last one's line when it fits, else it starts the next (a phone held
  // upright shows a seat on two lines rather than cutting its choices off).
  static void same_line_if_fits(float next_width, float gap = -1) {
    if (gap < 0) gap = ImGui::GetStyle().ItemSpacing.x;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + gap + next_width <= right) ImGui::SameLine(0, gap);
  }

  // The launcher: one column that scrolls as a whole (titles, what to continue, the tabs and
  // their choices) above a footer that never scrolls away: the last problem in words and, on the
  // New game tab, Start. A phone on its side or a large text size leaves the header little room:
  // a header outside the scrolling part pushed Start off the screen there.
  void draw(const ui::Metrics& metrics, int screen_width, int screen_height) override {
    metrics_ = metrics;
    w_ = screen_width;
    h_ = screen_height;
    // A phone's few millimetres go to the choices, not to margins around them.
    const bool small = std::min(w_, h_) < metrics_.mm(90);
    const float pad = small ? metrics_.mm(1) : metrics_.mm(4);
    // A readable column on a wide screen (a 4K monitor), the whole width on a tablet or phone.
    const float width = std::min(static_cast<float>(w_) - 2 * pad, metrics_.mm(240));
    ImGui::SetNextWindowPos({(static_cast<float>(w_) - width) * 0.5f, pad}, ImGuiCond_Always);
    ImGui::SetNextWindowSize({width, static_cast<float>(h_) - 2 * pad}, ImGuiCond_Always);
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                             ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    if (small) flags |= ImGuiWindowFlags_NoTitleBar;  // "Choose a game" says where the player is
    ImGui::Begin("Seasonboard", nullptr, flags);
    if (back_pressed_) {
      back_pressed_ = false;
      // An open list (a seat's kind, colour or symbol) closes first, as a tap beside it does.
      if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) ImGui::ClosePopupToLevel(0, true);
      else asking_quit_ = !asking_quit_;
    }
    const bool start_shown = start_ready();
    const std::string message_at_start = message_;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float wrap = ImGui::GetContentRegionAvail().x;
    float footer = 0;
    if (!message_.empty()) footer += ImGui::CalcTextSize(message_.c_str(), nullptr, false, wrap).y + style.ItemSpacing.y;
    footer += metrics_.touch_px() + style.ItemSpacing.y;  // Start (New game tab) and Quit, or the question
    if (asking_quit_) footer += ImGui::GetTextLineHeight() + style.ItemSpacing.y;
    // At least a row of choices stays above the footer, however long the message.
    footer = std::min(footer, std::max(0.0f, ImGui::GetContentRegionAvail().y - metrics_.touch_px() * 1.5f));
    ImGui::BeginChild("launcher body", {0, ImGui::GetContentRegionAvail().y - footer});
    launcher_body();
    ImGui::EndChild();
    if (!message_.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1, 0.6f, 0.4f, 1});
      ImGui::TextWrapped("%s", message_.c_str());  // file:line:col first: never cut at the edge
      ImGui::PopStyleColor();
    }
    footer_buttons(start_shown);
    ImGui::End();
    // The footer is laid out from the frame's start: what this frame changed (the title's content
    // just loaded, a new message) gets a frame of its own, else Start waited for a touch.
    if (start_ready() != start_shown || message_ != message_at_start) window_.redraw();
  }

  // The foot of the launcher, never scrolled away: Start (wide) and Quit at the right, or, after
  // Escape or Back, whether to quit. Quit ends the program the way closing the window does (a
  // full-screen tablet has no window to close); games are saved as they are played.
  void footer_buttons(bool start_shown) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    if (asking_quit_) {
      ImGui::TextUnformatted("Quit Seasonboard?");
      const float half = (avail - style.ItemSpacing.x) * 0.5f;
      if (big("Quit", half)) {
        quit();
        return;
      }
      ImGui::SameLine();
      if (big("Stay", half)) asking_quit_ = false;
      return;
    }
    const float quit_w = std::max(metrics_.touch_px() * 2, ImGui::CalcTextSize("Quit").x + style.FramePadding.x * 4);
    if (start_shown) {
      if (big("Start", avail - quit_w - style.ItemSpacing.x * 3)) start_new();
      ImGui::SameLine(0, style.ItemSpacing.x * 3);  // a gap between the two: Quit is never hit for Start
    } else {
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + avail - quit_w);
    }
    if (big("Quit", quit_w)) quit();
  }

  void quit() {
    asking_quit_ = false;
    if (window_.quit) window_.quit();
  }

  // Start is offered under the New game tab once the chosen title's content has loaded.
  bool start_ready() const { return new_tab_open_ && panel_ && title_ && title_->id() == title_choice_; }

  void launcher_body() {
    // Titles: side by side where they fit (a tablet's height is for the seats and Start).
    ImGui::TextUnformatted("Choose a game");
    bool first = true;
    for (const TitleInfo& t : registered_titles()) {
      if (t.hidden) continue;
      const ImGuiStyle& style = ImGui::GetStyle();
      const float entry = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(t.name.c_str()).x;
      if (!first) same_line_if_fits(entry, style.ItemSpacing.x * 4);
      first = false;
      if (title_choice_.empty()) title_choice_ = t.id;
      if (ImGui::RadioButton(t.name.c_str(), title_choice_ == t.id) && title_choice_ != t.id) {
        title_choice_ = t.id;
        message_.clear();
      }
      ui::note_touch_target(t.name);
    }
    ImGui::Separator();
    engine::Autosave slot(save_dir_, title_choice_);
    if (slot.exists()) {
      if (big("Continue the last game")) resume();
    } else {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("No game to continue yet.");
      ImGui::PopTextWrapPos();
    }
    const TitleScreenInfo* hooks = find_title_screen(title_choice_);
    const bool campaigns = hooks && hooks->open_campaign && !hooks->campaign_extension.empty();
    if (campaigns) {
      const std::vector<std::filesystem::path> files = campaign_files(hooks->campaign_extension);
      if (files.empty()) {
        ImGui::TextDisabled("No campaign yet: a new game starts one.");
      } else {
        if (big("Continue campaign")) open_campaign(*hooks, files.front());
        const std::string name = files.front().filename().string();
        same_line_if_fits(ImGui::CalcTextSize(name.c_str()).x);
        ImGui::TextDisabled("%s", name.c_str());
      }
    }
    // On a narrow screen (a phone held upright) the tabs' padding shrinks before their labels do.
    const bool narrow = ImGui::GetContentRegionAvail().x < metrics_.mm(90);
    if (narrow)
      ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {metrics_.mm(1), ImGui::GetStyle().FramePadding.y});
    const bool tabs = ImGui::BeginTabBar("launcher");
    if (narrow) ImGui::PopStyleVar();
    if (tabs) {
      const bool new_tab = ImGui::BeginTabItem("New game");
      ui::note_touch_target("New game");
      new_tab_open_ = new_tab;
      if (new_tab) {
        if (ensure_title() && panel_) new_game_choices();
        ImGui::EndTabItem();
      }
      const bool load_tab = ImGui::BeginTabItem("Load");
      ui::note_touch_target("Load");
      if (load_tab) {
        load_panel();
        ImGui::EndTabItem();
      }
      if (campaigns) {
        const bool campaign_tab = ImGui::BeginTabItem("Load campaign file…");
        ui::note_touch_target("Load campaign file…");
        if (campaign_tab) {
          campaign_panel(*hooks);
          ImGui::EndTabItem();
        }
      }
      const bool settings_tab = ImGui::BeginTabItem("Settings");
      ui::note_touch_target("Settings");
      if (settings_tab) {
        settings_panel();
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
  }

  // [SECTION] the tabs

  void settings_panel() {
    // Kept for the next run once a change is complete (a slider when let go).
    bool changed = false;
    ImGui::SliderFloat("Text and button size", &settings_.ui_scale, 0.75f, 2.5f, "%.2f");
    changed |= ImGui::IsItemDeactivatedAfterEdit();
    ui::note_touch_target("Text and button size");
    changed |= ImGui::Checkbox("Colour-blind-safe seat colours", &settings_.colour_blind_safe);
    ui::note_touch_target("Colour-blind-safe seat colours");
    ImGui::SliderFloat("Animation speed (0 = off)", &settings_.animation_speed, 0.0f, 3.0f, "%.1f");
    changed |= ImGui::IsItemDeactivatedAfterEdit();
    ui::note_touch_target("Animation speed");
    changed |= ImGui::Checkbox("Left-handed layout (panels on the left)", &settings_.left_handed);
    ui::note_touch_target("Left-handed layout");
    std::string error;
    if (changed) {
      // A table's Menu keeps the sound in the file as it changes: take it from there, not from
      // what this run read at its start.
      ui::TableSettings on_file = settings_;
      engine::ErrorList errors;
      ui::read_settings(ui::settings_path(save_dir_), on_file, errors);
      settings_.sound_volume = on_file.sound_volume;
      settings_.sound_muted = on_file.sound_muted;
    }
    if (changed && !ui::write_settings(ui::settings_path(save_dir_), settings_, error))
      err_ << "seasonboard: the settings are not kept: " << error << "\n";
  }

  // The chosen title's content and its New game panel (loaded once per choice).
  bool ensure_title() {
    if (title_ && title_->id() == title_choice_) return true;
    std::ostringstream errors;
    title_ = load_title(title_choice_, content_, errors);
    panel_.reset();
    if (!title_) {
      // Tried again next frame: fixing the file brings the title back without a restart.
      message_ = load_error_ = errors.str();
      return false;
    }
    if (!load_error_.empty() && message_ == load_error_) message_.clear();
    load_error_.clear();
    const TitleScreenInfo* hooks = find_title_screen(title_choice_);
    if (hooks && hooks->new_game_panel) panel_ = hooks->new_game_panel(*title_);
    // A new bot seat plays the title's own bot (default_bot of the title's order), as before the
    // levels were listed first.
    std::vector<std::string> title_order = {"human"};
    for (const std::string& k : title_->bot_kinds()) title_order.push_back(k);
    bot_kinds_ = listed_kinds(title_->bot_kinds());
    const std::string preferred = title_order[static_cast<size_t>(default_bot(title_order))];
    const int preferred_at = static_cast<int>(std::find(bot_kinds_.begin(), bot_kinds_.end(), preferred) - bot_kinds_.begin());
    if (panel_) {
      if (!seats_chosen_) game_.seats = panel_->default_seats();
      game_.seats = std::clamp(game_.seats, title_->min_seats(), std::min(title_->max_seats(), kMaxSeats));
    }
    for (int i = 0; i < kMaxSeats; ++i) game_.seat[i].kind = i == 0 ? 0 : preferred_at;
    return true;
  }

  void new_game_choices() {
    const std::string label = panel_->seats_label();
    // The count's name beside its slider, or above it where both do not fit (a phone upright).
    const float beside = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label.c_str()).x -
                         ImGui::GetStyle().ItemInnerSpacing.x;
    const bool above = beside < metrics_.touch_px() * 3;
    if (above) ImGui::TextUnformatted(label.c_str());
    ImGui::SetNextItemWidth(above ? -FLT_MIN : beside);
    if (ImGui::SliderInt(above ? ("##" + label).c_str() : label.c_str(), &game_.seats, title_->min_seats(),
                         std::min(title_->max_seats(), kMaxSeats)))
      seats_chosen_ = true;
    ui::note_touch_target(label);
    std::vector<std::string> kind_labels;
    const int classics = static_cast<int>(std::count_if(bot_kinds_.begin(), bot_kinds_.end(), is_classic));
    for (const std::string& k : bot_kinds_) kind_labels.push_back(kind_label(k, classics));
    std::vector<std::string> colour_labels, symbol_labels;
    for (int k = 0; k < ui::kSeatPaletteSize; ++k) colour_labels.push_back("colour " + std::to_string(k + 1));
    for (int k = 0; k < ui::kSeatSymbolCount; ++k) symbol_labels.push_back(std::string(ui::symbol_name(ui::seat_symbol(k))));
    // A choice box as wide as its longest choice and its arrow (the text is sized by the display,
    // so widths in millimetres cut "Bot (heuristic)" short).
    auto fit = [](const std::vector<std::string>& labels) {
      float widest = 0;
      for (const std::string& l : labels) widest = std::max(widest, ImGui::CalcTextSize(l.c_str()).x);
      return widest + ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetFrameHeight();
    };
    for (int i = 0; i < game_.seats; ++i) {
      SeatRow& s = game_.seat[i];
      ImGui::PushID(i);
      const ui::Color c = ui::seat_color(s.colour);
      ImGui::ColorButton("##c", {c.r / 255.f, c.g / 255.f, c.b / 255.f, 1}, 0,
                         {metrics_.touch_px() * 0.7f, metrics_.touch_px() * 0.7f});
      ImGui::SameLine();
      ImGui::SetNextItemWidth(std::max(metrics_.mm(30), ImGui::CalcTextSize("Wilhelmina").x));
      ImGui::InputText("##name", s.name, sizeof s.name);
      ui::note_touch_target("seat name", -1, i);
      same_line_if_fits(fit(kind_labels));
      ImGui::SetNextItemWidth(fit(kind_labels));
      s.kind = std::clamp(s.kind, 0, static_cast<int>(bot_kinds_.size()) - 1);
      if (ImGui::BeginCombo("##kind", kind_labels[static_cast<size_t>(s.kind)].c_str())) {
        for (size_t k = 0; k < kind_labels.size(); ++k)
          if (ImGui::Selectable(kind_labels[k].c_str(), s.kind == static_cast<int>(k))) s.kind = static_cast<int>(k);
        ImGui::EndCombo();
      }
      ui::note_touch_target("seat kind", -1, i);
      same_line_if_fits(fit(colour_labels));
      s.colour = std::clamp(s.colour, 0, ui::kSeatPaletteSize - 1);
      s.symbol = std::clamp(s.symbol, 0, ui::kSeatSymbolCount - 1);
      ImGui::SetNextItemWidth(fit(colour_labels));
      if (ImGui::BeginCombo("##colour", colour_labels[static_cast<size_t>(s.colour)].c_str())) {
        for (int k = 0; k < ui::kSeatPaletteSize; ++k) {
          const ui::Color kc = ui::seat_color(k);
          ImGui::PushID(k);
          ImGui::ColorButton("##sw", {kc.r / 255.f, kc.g / 255.f, kc.b / 255.f, 1});
          ImGui::SameLine();
          if (ImGui::Selectable(colour_labels[static_cast<size_t>(k)].c_str(), s.colour == k)) s.colour = k;
          ImGui::PopID();
        }
        ImGui::EndCombo();
      }
      ui::note_touch_target("seat colour", -1, i);
      same_line_if_fits(fit(symbol_labels));
      ImGui::SetNextItemWidth(fit(symbol_labels));
      if (ImGui::BeginCombo("##symbol", symbol_labels[static_cast<size_t>(s.symbol)].c_str())) {
        for (int k = 0; k < ui::kSeatSymbolCount; ++k)
          if (ImGui::Selectable(symbol_labels[static_cast<size_t>(k)].c_str(), s.symbol == k)) s.symbol = k;
        ImGui::EndCombo();
      }
      ui::note_touch_target("seat symbol", -1, i);
      ImGui::PopID();
    }
    // What each kind chosen means (once each, in the list's order): "Hard: thinks up to 1.5 s...".
    ImGui::PushTextWrapPos(0.0f);
    for (size_t k = 0; k < bot_kinds_.size(); ++k) {
      const bool chosen = std::any_of(game_.seat, game_.seat + game_.seats, [k](const SeatRow& row) { return row.kind == static_cast<int>(k); });
      const std::string words = chosen ? kind_meaning(bot_kinds_[k], classics) : std::string();
      if (!words.empty()) ImGui::TextDisabled("%s", words.c_str());
    }
    ImGui::PopTextWrapPos();
    // The seed's field, then - and + a finger wide (ImGui's own steppers come out half a pixel
    // under 9 mm: their frame is rounded down).
    const float step = metrics_.touch_px();
    ImGui::SetNextItemWidth(std::max(metrics_.mm(25), ImGui::CalcTextSize("0000000").x));
    ImGui::InputInt("##seed", &game_.seed, 0, 0);
    const float inner = ImGui::GetStyle().ItemInnerSpacing.x;
    same_line_if_fits(step * 2 + inner, inner);
    if (big("-##seed", step)) game_.seed = std::max(0, game_.seed - 1);
    ImGui::SameLine(0, inner);
    if (big("+##seed", step)) game_.seed = std::min(INT32_MAX - 1, game_.seed + 1);
    ui::note_touch_target("Seed");
    same_line_if_fits(ImGui::CalcTextSize("Seed").x, inner);
    ImGui::TextUnformatted("Seed");
    std::vector<ui::SeatChoice> chosen;  // the title's choices may depend on the seats (who holds what)
    for (int i = 0; i < game_.seats; ++i)
      chosen.push_back({game_.seat[i].name,
                        bot_kinds_[static_cast<size_t>(std::clamp(game_.seat[i].kind, 0, static_cast<int>(bot_kinds_.size()) - 1))]});
    panel_->set_seats(chosen);
    panel_->draw_options(metrics_);
  }

  void load_panel() {
    std::error_code ec;
    std::vector<std::filesystem::path> saves;
    for (const auto& entry : std::filesystem::directory_iterator(save_dir_, ec))
      if (entry.path().extension() == ".save") saves.push_back(entry.path());
    std::sort(saves.begin(), saves.end());
    if (saves.empty()) ImGui::TextDisabled("No saves in %s", save_dir_.string().c_str());
    for (const auto& file : saves)
      if (big(file.filename().string().c_str())) {
        std::ostringstream errors;
        OpenedMatch opened = open_match_file(file, content_, errors);
        std::string error;
        if (!opened.match) {
          message_ = errors.str();
          continue;
        }
        if (!window_.start_table(std::move(opened.title), std::move(opened.match), {}, error)) {
          message_ = error;
          continue;
        }
        if (!opened.note.empty()) window_.say("Opened: " + opened.note);
        return;
      }
  }

  // Seat i as the New game tab sets it: name, colour, symbol, human or which bot.
  SeatLook seat_look(int i) const {
    const SeatRow& row = game_.seat[i];
    const std::string& kind = bot_kinds_[static_cast<size_t>(row.kind)];
    return {row.name[0] ? row.name : "Player", ui::seat_color(row.colour), ui::seat_symbol(row.symbol),
            kind == "human" ? "" : kind};
  }

  // [SECTION] starting a table

  // The title's campaign files in the save folder, the most recently written first.
  std::vector<std::filesystem::path> campaign_files(const std::string& extension) const {
    std::error_code ec;
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> found;
    for (const auto& entry : std::filesystem::directory_iterator(save_dir_, ec))
      if (entry.path().extension() == extension) found.push_back({entry.last_write_time(ec), entry.path()});
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    std::vector<std::filesystem::path> files;
    for (auto& f : found) files.push_back(std::move(f.second));
    return files;
  }

  void campaign_panel(const TitleScreenInfo& hooks) {
    const std::vector<std::filesystem::path> files = campaign_files(hooks.campaign_extension);
    if (files.empty()) ImGui::TextDisabled("No campaign files in %s", save_dir_.string().c_str());
    for (const auto& file : files)
      if (big(file.filename().string().c_str())) {
        open_campaign(hooks, file);
        return;
      }
  }

  // The next session of the campaign in `file`, the seats played as the New game tab sets them.
  void open_campaign(const TitleScreenInfo& hooks, const std::filesystem::path& file) {
    if (!ensure_title()) return;
    std::vector<ui::SeatChoice> seats;
    for (const SeatRow& row : game_.seat) seats.push_back({row.name, bot_kinds_[static_cast<size_t>(row.kind)]});
    std::string error;
    std::unique_ptr<engine::AnyMatch> match =
        hooks.open_campaign(*title_, file, seats, static_cast<uint64_t>(game_.seed), error);
    if (!match) {
      message_ = error;
      return;
    }
    std::vector<SeatLook> looks;
    for (int i = 0; i < match->seat_count() && i < kMaxSeats; ++i) looks.push_back(seat_look(i));
    if (!window_.start_table(std::move(title_), std::move(match), std::move(looks), error)) message_ = error;
  }

  void resume() {
    if (!ensure_title()) return;
    engine::Autosave slot(save_dir_, title_choice_);
    engine::ErrorList errors;
    std::string note;
    auto resumed = slot.resume(*title_, errors, note);
    if (!resumed.ok()) {
      message_ = errors.format_all() + "Cannot resume: " + resumed.error().message;
      return;
    }
    std::string error;
    if (!window_.start_table(std::move(title_), std::move(resumed.value()), {}, error)) message_ = error;
    else if (!note.empty()) window_.say("Resumed: " + note);
  }

  void start_new() {
    if (!ensure_title() || !panel_) return;
    // Somebody has to sit at the table (bots-only games are the simulator's: seasonboard sim).
    if (std::none_of(game_.seat, game_.seat + game_.seats, [this](const SeatRow& row) { return bot_kinds_[static_cast<size_t>(row.kind)] == "human"; })) {
      message_ = "At least one player must be human (seasonboard sim plays bots against bots).";
      return;
    }
    std::vector<ui::SeatChoice> seats;
    std::vector<SeatLook> looks;
    for (int i = 0; i < game_.seats; ++i) {
      const SeatRow& row = game_.seat[i];
      seats.push_back({row.name, bot_kinds_[static_cast<size_t>(row.kind)]});
      looks.push_back(seat_look(i));
    }
    engine::ErrorList errors;
    engine::ReadContext ctx{"new game", &errors};
    auto made = title_->new_match(panel_->setup(seats, static_cast<uint64_t>(game_.seed)), game_.seats,
                                  static_cast<uint64_t>(game_.seed), ctx);
    if (!made.ok()) {
      message_ = errors.format_all() + made.error().message;
      return;
    }
    std::string error;
    if (!window_.start_table(std::move(title_), std::move(made.value()), std::move(looks), error)) message_ = error;
  }

 private:
  LauncherWindow window_;
  std::filesystem::path save_dir_;
  std::string content_;
  ui::TableSettings& settings_;
  std::ostream& err_;
  ui::Metrics metrics_;
  int w_ = 1280, h_ = 800;
  std::unique_ptr<engine::AnyTitle> title_;  // the chosen title, its content loaded
  std::string title_choice_;
  std::string message_;
  std::string load_error_;  // the chosen title's content problems while they last
  NewGame game_;
  std::unique_ptr<ui::NewGamePanel> panel_;  // the chosen title's own new-game choices
  std::vector<std::string> bot_kinds_;      // "human", then the bot kinds as listed (listed_kinds)
  bool seats_chosen_ = false;               // the slider was moved: keep the count across titles
  bool new_tab_open_ = true;                // the New game tab showed last frame (Start below it)
  bool back_pressed_ = false;               // Escape or Back since the last frame
  bool asking_quit_ = false;                // "Quit Seasonboard?" shows at the foot
};

}  // namespace

int default_bot(const std::vector<std::string>& kinds) {
  for (size_t i = 1; i < kinds.size(); ++i)
    if (kinds[i] != "random") return static_cast<int>(i);
  return kinds.size() > 1 ? 1 : 0;
}

std::unique_ptr<LauncherScreen> make_launcher_screen(LauncherWindow window, std::filesystem::path save_dir,
                                                     std::string content, int seed, ui::TableSettings& settings,
                                                     std::ostream& err) {
  return std::make_unique<Launcher>(std::move(window), std::move(save_dir), std::move(content), seed, settings, err);
}

}  // namespace sb::app
