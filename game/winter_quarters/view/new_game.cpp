#include "game/winter_quarters/view/new_game.h"

#include <imgui.h>

#include <array>
#include <string>
#include <vector>

#include "engine/ui/imgui_layer.h"
#include "game/winter_quarters/rules/content.h"

namespace sb::wq::view {

namespace {

// Who holds what by default for n seats (as the rules' default setup splits them): one seat holds
// everything; two split by side (British & Indians, Patriots & French); three give the Royalists
// to one seat; four, one faction each.
std::array<int, kFactionCount> default_holders(int seats) {
  switch (seats) {
    case 1: return {0, 0, 0, 0};
    case 2: return {0, 1, 1, 0};
    case 3: return {0, 1, 2, 0};
    default: return {0, 1, 2, 3};
  }
}

class NewGame final : public ui::NewGamePanel {
 public:
  std::string seats_label() const override { return "Players"; }
  int default_seats() const override { return 2; }

  void set_seats(const std::vector<ui::SeatChoice>& seats) override {
    names_.clear();
    for (size_t i = 0; i < seats.size(); ++i)
      names_.push_back(seats[i].name.empty() ? "Player " + std::to_string(i + 1) : seats[i].name);
    if (static_cast<int>(seats.size()) != holders_for_) {  // a new seat count starts from the usual split
      holders_for_ = static_cast<int>(seats.size());
      holder_ = default_holders(holders_for_);
    }
  }

  // Per faction, one button per seat: who holds it. A seat left without a faction is named.
  void draw_options(const ui::Metrics& metrics) override {
    if (names_.empty()) return;
    ImGui::TextUnformatted("Who holds each faction (nothing is secret: no hand-off between players)");
    for (int f = 0; f < kFactionCount; ++f) {
      ImGui::PushID(f);
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(kFactionNames[static_cast<size_t>(f)]);
      const float indent = ImGui::CalcTextSize("Patriots  ").x;
      for (size_t seat = 0; seat < names_.size(); ++seat) {
        const std::string label = names_[seat] + "##" + std::to_string(seat);
        const float w = ImGui::CalcTextSize(names_[seat].c_str()).x + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
        if (seat == 0) ImGui::SameLine(indent);
        else if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
          ImGui::SameLine();
        else
          ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
        ImGui::RadioButton(label.c_str(), &holder_[static_cast<size_t>(f)], static_cast<int>(seat));
        ui::note_touch_target(std::string(kFactionNames[static_cast<size_t>(f)]) + ": " + names_[seat]);
      }
      ImGui::PopID();
    }
    for (size_t seat = 0; seat < names_.size(); ++seat)
      if (std::find(holder_.begin(), holder_.end(), static_cast<int>(seat)) == holder_.end())
        ImGui::TextColored({0.9f, 0.45f, 0.45f, 1}, "%s holds no faction: give it one, or choose fewer players.",
                           names_[seat].c_str());
    (void)metrics;
  }

  // The rules' setup schema (Title::setup_from_yaml): per seat its name and the factions it holds.
  // Which bot plays a seat is the host's (kept in the save beside the setup).
  YAML::Node setup(const std::vector<ui::SeatChoice>& seats, uint64_t) const override {
    const int n = static_cast<int>(seats.size());
    const std::array<int, kFactionCount> holder = n == holders_for_ ? holder_ : default_holders(n);
    YAML::Node setup;
    for (int seat = 0; seat < n; ++seat) {
      YAML::Node entry;
      const std::string& name = seats[static_cast<size_t>(seat)].name;
      entry["name"] = name.empty() ? "Player " + std::to_string(seat + 1) : name;
      entry["factions"] = YAML::Node(YAML::NodeType::Sequence);
      for (int f = 0; f < kFactionCount; ++f)
        if (holder[static_cast<size_t>(f)] == seat) entry["factions"].push_back(kFactionIds[static_cast<size_t>(f)]);
      setup["seats"].push_back(entry);
    }
    return setup;
  }

 private:
  std::vector<std::string> names_;
  int holders_for_ = 0;  // the seat count holder_ was chosen for
  std::array<int, kFactionCount> holder_ = default_holders(2);
};

}  // namespace

std::unique_ptr<ui::NewGamePanel> make_new_game_panel(const engine::AnyTitle&) { return std::make_unique<NewGame>(); }

}  // namespace sb::wq::view
