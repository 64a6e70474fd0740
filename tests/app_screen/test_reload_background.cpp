// Issue 30: hot reload on the table runs off the render thread. The table keeps drawing the game as
// it was while the new content loads and the game replays on it; the new game is swapped in by a
// later poll, with its history and its bots, and the autosave rewritten to it.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <sstream>
#include <thread>

#include "engine/save/autosave.h"
#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/table_host.h"
#include "engine/ui/text.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/table_session.h"
#include "tests/app/temp_dir.h"

namespace sb::app::test {

TEST_CASE("hot reload on the table: the table keeps drawing the game until the reloaded one is ready") {
  sb::test::TempDir dir("session_background");
  std::string error;
  auto sdl = ui::SdlSession::start(false, error);
  REQUIRE_MESSAGE(sdl, error);
  const std::filesystem::path root = dir / "content";
  std::filesystem::create_directories(root);
  std::filesystem::copy("content/tiny", root / "tiny", std::filesystem::copy_options::recursive);
  std::ostringstream quiet;
  auto title = load_title("tiny", root.string(), quiet);
  REQUIRE(title);
  engine::ErrorList errors;
  engine::ReadContext ctx{"test", &errors};
  auto made = title->new_match(YAML::Node(), 2, 3, ctx);
  REQUIRE(made.ok());
  std::unique_ptr<engine::AnyMatch> match = std::move(made.value());
  for (int i = 0; i < 2; ++i) REQUIRE(match->apply_yaml(YAML::Load("{do: plant, seat: 0}"), ctx).ok());
  REQUIRE(match->set_seat_kinds({"human", "random"}));
  const uint64_t before = match->state_hash();

  const int w = 800, h = 600;
  auto target = ui::Offscreen::create(w, h, error);
  REQUIRE(target);
  ui::Metrics metrics{96.0f, 1.0f};
  auto imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
  REQUIRE(imgui);
  ui::TextCache text(target->renderer());
  std::ostringstream err;
  std::atomic<int> woken{0};  // wakes from the worker thread
  TableSession session([] {}, err, [&woken] { ++woken; });
  const std::filesystem::path saves = dir / "saves";
  REQUIRE_MESSAGE(session.start(std::move(title), std::move(match), {}, ui::TableSettings{}, saves, root.string(), error), error);
  session.screen()->resize(w, h, metrics);
  auto frame = [&] {
    ui::render_table_frame(*session.screen(), target->renderer(), &text, *imgui, ui::PointerState{}, w, h, 1.0f / 60,
                           [&] { session.overlays(metrics, w, h); });
  };
  frame();
  const engine::AnyMatch* shown = &session.screen()->match();

  // More seeds to start with: every state of the game changes.
  const std::filesystem::path harvest = root / "tiny/harvest.yaml";
  std::string rules = dir.read("content/tiny/harvest.yaml");
  rules.replace(rules.find("starting_seeds: 3"), 17, "starting_seeds: 5");
  dir.write("content/tiny/harvest.yaml", rules);
  std::filesystem::last_write_time(harvest, std::filesystem::file_time_type::clock::now() - std::chrono::seconds(2));
  // The poll right after the write does not reload on the render thread (it did, in one go).
  session.poll_content();
  CHECK(&session.screen()->match() == shown);
  // Frames go on with the game as it was until the worker is done; then a poll swaps it in.
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  int frames = 0;
  while (&session.screen()->match() == shown && Clock::now() - start < std::chrono::seconds(5)) {
    CHECK(session.screen()->match().state_hash() == before);
    frame();
    ++frames;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    session.poll_content();
  }
  REQUIRE(&session.screen()->match() != shown);
  CHECK(frames > 0);
  CHECK(woken > 0);  // the worker asked the window for polls (for the game, and when done)
  const engine::AnyMatch& now = session.screen()->match();
  CHECK(now.journal_size() == 2);  // the game is kept
  CHECK(now.seat_kinds() == std::vector<std::string>{"human", "random"});
  CHECK(now.state_hash() != before);
  // The new game shows before the autosave's text of it is made (on a worker): frames go on, and a
  // poll writes the files once it is made.
  const auto shown_at = Clock::now();
  while (session.reloading() && Clock::now() - shown_at < std::chrono::seconds(5)) {
    frame();
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    session.poll_content();
  }
  CHECK_FALSE(session.reloading());

  // The autosave was rewritten to it (its text made off the render thread), and resumes to it.
  auto fresh = load_title("tiny", root.string(), quiet);
  REQUIRE(fresh);
  std::string note;
  auto resumed = engine::Autosave(saves, "tiny").resume(*fresh, errors, note);
  REQUIRE(resumed.ok());
  CHECK(resumed.value()->journal_size() == 2);
  CHECK(resumed.value()->state_hash() == now.state_hash());
  CHECK(resumed.value()->seat_kinds() == std::vector<std::string>{"human", "random"});
  CHECK(err.str().empty());
  session.close();
}

}  // namespace sb::app::test
