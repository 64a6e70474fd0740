// The new order of play after each month's Reform is a card on the one card face (issue 31): a
// band, then each kingdom's place, mark (colour and symbol) and name, at reading size.
#include "tests/mighty_kingdoms_view/view_fixture.h"

namespace sb::mk::view::test {

TEST_CASE("the month's Reform shows the new order of play as a card") {
  Table t(new_match(3, "order"), 1280, 800, TableScreen::kFollow);
  std::vector<SeatLook> looks = t.screen->looks();
  for (SeatLook& l : looks) l.bot = "heuristic";
  TableScreen screen(t.screen->match().clone(), looks);
  screen.set_fast_forward(true);
  screen.resize(1280, 800, t.metrics);
  CHECK(screen.table().order_card() == nullptr);
  for (int steps = 0; screen.table().reform_results().empty() && steps < 20000; ++steps) screen.step(1.0 / 120, false);
  REQUIRE(!screen.table().reform_results().empty());
  render_table_frame(screen, t.target->renderer(), t.text.get(), *t.imgui, {}, 1280, 800, 1.0f / 60);
  REQUIRE(screen.table().order_card() != nullptr);
  // A line (at least a mark's height) for each kingdom, as wide as a readable card, within the board.
  const ui::Vec2 size = screen.table().order_card_size();
  CHECK(size.x > t.metrics.mm(40));
  CHECK(size.x <= screen.board_rect().w);
  CHECK(size.y > t.metrics.font_px() * 1.3f * static_cast<float>(screen.table().reform_order().size()));
  // Its results card keeps OK in sight (a finger dismisses it), frame after frame.
  for (int frame = 0; frame < 3; ++frame) {
    render_table_frame(screen, t.target->renderer(), t.text.get(), *t.imgui, {}, 1280, 800, 1.0f / 60);
    bool ok = false;
    std::string labels;
    for (const ui::TouchTarget& target : ui::frame_touch_targets()) {
      ok = ok || target.label == "OK";
      labels += target.label + "|";
    }
    CHECK_MESSAGE(ok, labels);
  }
  int w = 0, h = 0;
  SDL_QueryTexture(screen.table().order_card(), nullptr, nullptr, &w, &h);
  CHECK(static_cast<float>(w) == size.x);
}

}  // namespace sb::mk::view::test
