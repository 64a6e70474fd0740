#include "game/six_winters/view/new_game.h"

#include <imgui.h>

#include <string>
#include <vector>

#include "engine/ui/imgui_layer.h"
#include "game/six_winters/rules/ids.h"
#include "game/six_winters/view/campaign.h"

namespace sb::sw::view {

namespace {

const char* const kDifficultyLabels[kDifficulties] = {
    "Cakewalk (threat starts at 2, score x1)", "Standard (threat starts at 4, score x2)",
    "Difficult (threat starts at 6, score x3)", "Tragedy incarnate (threat starts at 9, score x4)"};

class NewGame final : public ui::NewGamePanel {
 public:
  std::string seats_label() const override { return "Players"; }
  int default_seats() const override { return 2; }

  void draw_options(const ui::Metrics&) override {
    ImGui::TextUnformatted("Difficulty");
    for (int d = 0; d < kDifficulties; ++d) {
      ImGui::RadioButton(kDifficultyLabels[d], &difficulty_, d);
      ui::note_touch_target(kDifficultyLabels[d]);
    }
    ImGui::Checkbox("Random layout", &random_layout_);
    ui::note_touch_target("Random layout");
    ImGui::SameLine();
    ImGui::TextDisabled("the board's locations dealt at random");
  }

  bool set_option(const std::string& key, const std::string& value, std::string& error) override {
    if (key == "--difficulty") {
      const int d = difficulty_index(value);
      if (d < 0) {
        error = "--difficulty expects cakewalk, standard, difficult or tragedy_incarnate";
        return false;
      }
      difficulty_ = d;
      return true;
    }
    return NewGamePanel::set_option(key, value, error);
  }

  // The rules' setup schema (Title::setup_from_yaml): players, difficulty, names, which seats are
  // bots, the campaign file.
  // Which bot plays a seat is the host's (kept in the save beside the setup).
  YAML::Node setup(const std::vector<ui::SeatChoice>& seats, uint64_t seed) const override {
    YAML::Node setup;
    setup["players"] = static_cast<int>(seats.size());
    setup["difficulty"] = kDifficultyNames[static_cast<size_t>(difficulty_)];
    setup["random_layout"] = random_layout_;
    for (const ui::SeatChoice& s : seats) {
      setup["seat_names"].push_back(s.name.empty() ? std::string("Player") : s.name);
      setup["bots"].push_back(s.kind != "human");
    }
    setup["campaign_file"] = campaign_file_name(seed);  // written at every session's end
    return setup;
  }

 private:
  int difficulty_ = 1;  // standard
  bool random_layout_ = false;
};

}  // namespace

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle&) { return std::make_unique<NewGame>(); }

}  // namespace sb::sw::view
