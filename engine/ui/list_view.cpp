#include "engine/ui/list_view.h"

#include <imgui.h>

#include "engine/core/words.h"
#include "engine/ui/draw.h"
#include "engine/ui/palette.h"
#include "engine/ui/text.h"

namespace sb::ui {

namespace {

class ListView final : public TitleView {
 public:
  explicit ListView(TableHost& host) : host_(host) {}
  void on_match_changed() override { ++revision_; }
  void on_applied(const std::vector<engine::Event>&) override { ++revision_; }
  void on_refresh() override { ++revision_; }
  void resize(int w, int h, const Metrics& m) override {
    width_ = w;
    height_ = h;
    metrics_ = m;
  }
  void on_intent(const Intent&) override {}  // every choice is a button in the side panel

  // One row per seat: a box in its colour, its name and its score; the seat to act is outlined.
  void draw(SDL_Renderer* r, TextCache* text) override {
    SDL_SetRenderDrawColor(r, pal::kTable.r, pal::kTable.g, pal::kTable.b, 255);
    SDL_RenderClear(r);
    const Rect area = board_rect();
    const engine::AnyMatch& match = host_.match();
    const std::vector<int> scores = match.scores();
    const engine::Prompt prompt = host_.prompt();
    const float row = metrics_.mm(14), box = metrics_.mm(10);
    const int px = static_cast<int>(metrics_.font_px());
    for (int s = 0; s < match.seat_count(); ++s) {
      const size_t seat = static_cast<size_t>(s);
      const Rect cell{area.x + metrics_.mm(5), area.y + metrics_.mm(5) + row * static_cast<float>(s), box, box};
      if (!prompt.game_over && prompt.seat == s)
        fill_rounded_rect(r, {cell.x - metrics_.mm(1), cell.y - metrics_.mm(1), box + metrics_.mm(2), box + metrics_.mm(2)},
                          metrics_.mm(2.5f), pal::kHighlight);
      fill_rounded_rect(r, cell, metrics_.mm(2), seat < host_.looks().size() ? host_.looks()[seat].color : seat_color(s));
      if (!text) continue;
      const std::string name = seat < host_.looks().size() ? host_.looks()[seat].name : "Player " + std::to_string(s + 1);
      const std::string line = seat < scores.size() ? name + ": score " + std::to_string(scores[seat]) : name;
      const float height = text->measure(line, px).y;
      text->draw({cell.x + box + metrics_.mm(4), cell.y + (box - height) * 0.5f}, line, px, pal::kPaper);
    }
    if (text) text->end_frame();
  }

  void panels() override {
    if (host_.begin_choices_panel("Choices", board_rect(), revision_)) {
      if (host_.human_to_act())
        for (size_t i = 0; i < host_.match().legal_count(); ++i)
          if (host_.choice_button(engine::sentence_case(host_.match().describe_legal(i)), i, 0)) break;
      if (host_.prompt().game_over && host_.big_button("Close the game")) host_.request_quit();
    }
    host_.end_choices_panel();
  }

  Rect board_rect() const override { return host_.board_beside_panel(width_, height_, metrics_, 0.5f); }

  std::vector<SeatLook> default_looks(bool) const override {
    std::vector<std::string> names;
    for (int s = 0; s < host_.match().seat_count(); ++s) names.push_back("Player " + std::to_string(s + 1));
    return seat_looks(names);
  }

 private:
  TableHost& host_;
  int width_ = 0, height_ = 0;
  Metrics metrics_;
  uint64_t revision_ = 0;
};

class DefaultNewGame final : public NewGamePanel {
 public:
  YAML::Node setup(const std::vector<SeatChoice>&, uint64_t) const override { return YAML::Node(); }
};

}  // namespace

std::unique_ptr<TableScreen> make_list_table(std::unique_ptr<engine::AnyMatch> match, std::vector<SeatLook> looks,
                                             const TableSettings& settings) {
  return std::make_unique<TableHost>(std::move(match), std::move(looks), settings,
                                     [](TableHost& host) { return std::make_unique<ListView>(host); });
}

std::unique_ptr<NewGamePanel> make_default_new_game_panel(const engine::AnyTitle&) {
  return std::make_unique<DefaultNewGame>();
}

TitleScreenEntry list_view_entry(const std::string& id) {
  return {id, make_list_table, make_default_new_game_panel, "", nullptr, {}};
}

}  // namespace sb::ui
