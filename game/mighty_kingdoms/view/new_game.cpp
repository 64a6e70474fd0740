#include "game/mighty_kingdoms/view/new_game.h"

#include <imgui.h>

#include "engine/ui/imgui_layer.h"
#include "game/mighty_kingdoms/rules/title.h"

namespace sb::mk::view {

namespace {

class NewGame final : public ui::NewGamePanel {
 public:
  explicit NewGame(std::vector<std::string> maps) : maps_(std::move(maps)) {}

  std::string seats_label() const override { return "Kingdoms"; }
  int default_seats() const override { return 3; }

  void draw_options(const ui::Metrics&) override {
    std::vector<const char*> names = {"Random map (from the seed)"};
    for (const std::string& m : maps_) names.push_back(m.c_str());
    ImGui::Combo("Map", &map_, names.data(), static_cast<int>(names.size()));
    ui::note_touch_target("Map");
    ImGui::RadioButton("Dice battles", &mode_, 0);
    ui::note_touch_target("Dice battles");
    ImGui::SameLine();
    ImGui::TextDisabled("pitched battles are rolled on screen");
    ImGui::RadioButton("Tabletop battles", &mode_, 1);
    ui::note_touch_target("Tabletop battles");
    ImGui::SameLine();
    ImGui::TextDisabled("fight with miniatures, then record the result");
    ImGui::Checkbox("Veterancy", &veterancy_);
    ui::note_touch_target("Veterancy");
    ImGui::SameLine();
    ImGui::TextDisabled("medals and scars change units after battles");
    ImGui::Checkbox("Terrain fatigue", &fatigue_);
    ui::note_touch_target("Terrain fatigue");
    ImGui::SameLine();
    ImGui::TextDisabled("marching through forest, mountains or rivers tires armies");
    if (mode_ == 1) {
      ImGui::Checkbox("Dice fallback", &fallback_);
      ui::note_touch_target("Dice fallback");
      ImGui::SameLine();
      ImGui::TextDisabled("both players may agree to roll a battle instead (no might)");
    }
  }

  bool set_option(const std::string& key, const std::string& value, std::string& error) override {
    if (key == "--map") {
      if (value.rfind("random:", 0) == 0) {
        map_ = 0;
        random_map_ = value;
        return true;
      }
      for (size_t i = 0; i < maps_.size(); ++i)
        if (maps_[i] == value) {
          map_ = static_cast<int>(i) + 1;
          return true;
        }
      error = "--map: no map '" + value + "' (random:SEED or one of the content's maps)";
      return false;
    }
    if (key == "--mode") {
      if (value != "dice" && value != "tabletop") {
        error = "--mode expects dice or tabletop";
        return false;
      }
      mode_ = value == "dice" ? 0 : 1;
      return true;
    }
    return NewGamePanel::set_option(key, value, error);
  }

  YAML::Node setup(const std::vector<ui::SeatChoice>& seats, uint64_t seed) const override {
    YAML::Node setup;
    for (const ui::SeatChoice& s : seats) {
      YAML::Node seat;
      seat["name"] = s.name.empty() ? std::string("Player") : s.name;
      seat["bot"] = s.kind == "human" ? std::string() : s.kind;
      setup["seats"].push_back(seat);
    }
    setup["map"] = map_ == 0 ? (random_map_.empty() ? "random:" + std::to_string(seed) : random_map_)
                             : maps_[static_cast<size_t>(map_ - 1)];
    setup["options"]["battle_mode"] = mode_ == 0 ? "dice" : "tabletop";
    setup["options"]["veterancy"] = veterancy_;
    setup["options"]["terrain_fatigue"] = fatigue_;
    setup["options"]["tabletop_dice_fallback"] = mode_ == 1 && fallback_;
    return setup;
  }

 private:
  std::vector<std::string> maps_;
  int map_ = 0;             // 0 = random, then the content's maps
  std::string random_map_;  // random:SEED given on the command line
  int mode_ = 0;            // 0 dice, 1 tabletop
  bool veterancy_ = false, fatigue_ = false, fallback_ = true;
};

}  // namespace

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle& title) {
  std::vector<std::string> maps;
  if (const auto* typed = dynamic_cast<const engine::TitleAdapter<Title>*>(&title); typed && typed->has_content())
    for (const MapDef& m : typed->content()->maps) maps.push_back(m.id);
  return std::make_unique<NewGame>(std::move(maps));
}

}  // namespace sb::mk::view
