#include "game/vacant_throne/view/new_game.h"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

namespace sb::vt::view {

namespace {

class NewGame final : public ui::NewGamePanel {
 public:
  std::string seats_label() const override { return "Players"; }
  int default_seats() const override { return 4; }

  void draw_options(const ui::Metrics&) override {
    ImGui::TextWrapped("Hands are secret: between two human players the table is covered until the next one holds to reveal. "
                       "Votes are open. Seats go onto the first track in a random order.");
  }

  // The rules' setup schema (Title::setup_from_yaml): the players' names, distinct.
  YAML::Node setup(const std::vector<ui::SeatChoice>& seats, uint64_t) const override {
    YAML::Node setup;
    std::vector<std::string> used;
    for (size_t seat = 0; seat < seats.size(); ++seat) {
      std::string name = seats[seat].name.empty() ? "Player " + std::to_string(seat + 1) : seats[seat].name;
      if (std::find(used.begin(), used.end(), name) != used.end()) name += " " + std::to_string(seat + 1);
      used.push_back(name);
      setup["players"].push_back(name);
    }
    setup["shuffle"] = true;
    return setup;
  }
};

}  // namespace

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle&) { return std::make_unique<NewGame>(); }

}  // namespace sb::vt::view
