// The designer panel (F12): the State search and the panel drawn over a live table.
#include <imgui.h>
#include <imgui_internal.h>

#include "game/app/screen/designer_panel.h"
#include "view_fixture.h"

namespace sb::mk::view::test {

TEST_CASE("designer search lists matching paths and values of the live State") {
  auto match = new_match(3, "order", 4);
  const YAML::Node state = match->state_yaml();
  auto hits = app::search_yaml(state, "NAME");  // case-insensitive
  REQUIRE(hits.size() >= 3);
  CHECK(std::find(hits.begin(), hits.end(), "kingdoms.0.name: Ann") != hits.end());
  CHECK(std::find(hits.begin(), hits.end(), "kingdoms.2.name: Cy") != hits.end());
  auto by_value = app::search_yaml(state, "Bo");
  CHECK(std::find(by_value.begin(), by_value.end(), "kingdoms.1.name: Bo") != by_value.end());
  CHECK(app::search_yaml(state, "no such text anywhere").empty());
  CHECK(app::search_yaml(state, "", 5).size() == 5);  // the limit holds
}

TEST_CASE("F12 panel: drawn over the table with the journal, and its buttons only ask") {
  Table t(new_match(2, "order", 4));
  app::DesignerPanel panel;
  engine::HotReload hot;
  size_t asked_keep = 999;
  bool asked_reload = false;
  app::DesignerCallbacks callbacks{[&] { asked_reload = true; }, [&](size_t k) { asked_keep = k; }};
  auto frame = [&] {
    render_table_frame(*t.screen, t.target->renderer(), t.text.get(), *t.imgui, {}, t.width, t.height, 1.0f / 60,
                       [&] {
                         panel.draw(t.screen->match(), "content/mighty_kingdoms", hot, t.metrics,
                                    static_cast<float>(t.width), static_cast<float>(t.height), callbacks);
                       });
  };
  frame();
  CHECK(ImGui::FindWindowByName("Designer (F12)") == nullptr);  // closed until F12
  panel.toggle();
  frame();
  frame();
  ImGuiWindow* window = ImGui::FindWindowByName("Designer (F12)");
  REQUIRE(window != nullptr);
  CHECK(window->Active);
  CHECK(window->Size.x > 200);
  CHECK_FALSE(asked_reload);
  CHECK(asked_keep == 999);  // drawing alone changes nothing
  panel.toggle();
  frame();
  CHECK_FALSE(ImGui::FindWindowByName("Designer (F12)")->Active);
}

}  // namespace sb::mk::view::test

namespace sb::mk::view::test {

TEST_CASE("jump to a phase: the journal is labelled with the phase in force before each action") {
  auto match = new_match(2, "order", 4);
  const auto labels = app::phase_labels(*match);
  REQUIRE(labels.size() == match->journal_size());
  REQUIRE_FALSE(labels.empty());
  CHECK(labels.front() == "Setup");
  CHECK(match->prompt().text.rfind("Year 1", 0) == 0);
  // Play into the summer: the new actions are labelled with its first month.
  engine::Rng rng(4, 9);
  for (int i = 0; i < 10 && !match->prompt().game_over; ++i) REQUIRE(match->apply_bot("heuristic", rng).ok());
  const auto more = app::phase_labels(*match);
  REQUIRE(more.size() == match->journal_size());
  const auto first_year = std::find_if(more.begin(), more.end(), [](const std::string& l) { return l.rfind("Year 1", 0) == 0; });
  REQUIRE(first_year != more.end());
  const size_t setup_actions = static_cast<size_t>(first_year - more.begin());
  CHECK(setup_actions == labels.size());  // every earlier action was setup
  // Jumping to that phase keeps exactly the setup actions.
  auto cut = match->clone();
  REQUIRE(cut->rewind_to(setup_actions));
  CHECK(cut->journal_size() == setup_actions);
  CHECK(cut->prompt().text.rfind("Year 1", 0) == 0);
}

}  // namespace sb::mk::view::test
