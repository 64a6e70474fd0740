// The Six Winters table of a mid-session save rendered at the three sizes the README shows (a
// 10-inch tablet at 160 dpi, full HD, 4K) through the app's own screenshot command, and the
// side panel's grouping keeps every legal action exactly once.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/screen_commands.h"
#include "game/six_winters/rules/title.h"
#include "game/six_winters/view/action_groups.h"
#include "tests/app/temp_dir.h"
#include "tests/support/screenshots.h"

namespace sb::sw::view::test {

TEST_CASE("the mid-session save renders at 1280x800 (160 dpi), 1920x1080 and 3840x2160") {
  sb::test::check_screenshots("tests/six_winters_view/mid_session.save", "sw", 20000);
}

TEST_CASE("the session-end scenario renders its report over the table at 1280x800 (160 dpi)") {
  sb::test::TempDir dir("sw-render-end");
  const std::string png = (dir / "end.png").string();
  std::ostringstream out, err;
  std::istringstream in;
  const int code = app::run_cli({"screenshot", "tests/six_winters_view/session_end.yaml", "--size", "1280x800", "--dpi",
                                 "160", "--out", png},
                                out, err, in, app::screen_commands());
  CHECK_MESSAGE(code == 0, err.str());
  CHECK(std::filesystem::exists(png));
}

TEST_CASE("every legal action of the mid-session save is in exactly one group") {
  engine::ErrorList errors;
  auto content = Title::load_content("content/six_winters", errors);
  REQUIRE(content);
  Setup setup = Title::default_setup(*content, 2);
  auto state = Title::new_state(*content, setup, 5);
  REQUIRE(state.ok());
  State s = state.value();
  for (int step = 0; step < 40 && s.status != kFinished; ++step) {
    const std::vector<Action> legal = Title::legal_actions(s, *content);
    REQUIRE(!legal.empty());
    std::vector<int> seen(legal.size(), 0);
    for (const ActionGroup& g : group_actions(s, *content, legal, {"Ann", "Bo"})) {
      CHECK(!g.heading.empty());
      for (const auto& list : g.actions)
        for (size_t i : list) ++seen[i];
    }
    for (size_t i = 0; i < legal.size(); ++i) CHECK_MESSAGE(seen[i] == 1, Title::describe(legal[i], s, *content));
    engine::Rng rng(5, static_cast<uint64_t>(step));
    REQUIRE(Title::apply(s, *content, greedy_bot_action(s, *content, rng)).ok());
  }
}

}  // namespace sb::sw::view::test
