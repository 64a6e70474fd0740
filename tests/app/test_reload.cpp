#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "app/temp_dir.h"
#include "engine/save/content_reloader.h"
#include "engine/save/hot_reload.h"
#include "game/app/cli/titles.h"

using namespace sb;

namespace {
// A copy of Tiny Harvest's content in `dir`/tiny and a 2-seat game on it where seat 1 planted
// `plants` times.
std::unique_ptr<engine::AnyMatch> tiny_game(const test::TempDir& dir, int plants) {
  std::filesystem::copy("content/tiny", dir / "tiny", std::filesystem::copy_options::recursive);
  auto title = app::find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content(dir / "tiny", errors));
  engine::ReadContext ctx{"setup", &errors};
  auto match = std::move(title->new_match(YAML::Node(), 2, 3, ctx).value());
  for (int i = 0; i < plants; ++i) REQUIRE(match->apply_yaml(YAML::Load("{do: plant, seat: 0}"), ctx).ok());
  return match;
}
}  // namespace

TEST_CASE("content reload: a good edit swaps in, a bad one keeps the old content and is retried") {
  test::TempDir dir("reload");
  const app::TitleInfo* info = app::find_title("tiny");
  auto match = tiny_game(dir, 2);

  engine::ContentReloader reloader(info->make, dir / "tiny", 2);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);

  // Half-written file: fails, keeps failing for the retry budget, then waits for a change.
  std::string good = dir.read("tiny/harvest.yaml");
  dir.write("tiny/harvest.yaml", "starting_seeds: 3\nmax_plants: [");
  auto failed = reloader.poll();
  CHECK(failed.kind == engine::ContentReloader::Kind::kFailed);
  CHECK(failed.errors.format_all().find("tiny/harvest.yaml:") != std::string::npos);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kFailed);  // retried
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kFailed);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);  // budget spent

  // The editor finishes the file: fewer plants per field, so the journal's second plant is illegal.
  std::string smaller = good;
  smaller.replace(smaller.find("max_plants: 4"), 13, "max_plants: 1");
  dir.write("tiny/harvest.yaml", smaller);
  auto reloaded = reloader.poll();
  REQUIRE(reloaded.kind == engine::ContentReloader::Kind::kReloaded);
  auto replayed = match->with_content(*reloaded.title);
  REQUIRE_FALSE(replayed.ok());
  CHECK(replayed.error().message == "action 2 (plant (seat 1)) is now illegal: Your field holds 1 plants.");

  // A compatible edit replays and the game goes on under the new numbers.
  std::string more = good;
  more.replace(more.find("max_plants: 4"), 13, "max_plants: 6");
  dir.write("tiny/harvest.yaml", more + "\n");
  reloaded = reloader.poll();
  REQUIRE(reloaded.kind == engine::ContentReloader::Kind::kReloaded);
  replayed = match->with_content(*reloaded.title);
  REQUIRE(replayed.ok());
  CHECK(replayed.value()->state_hash() == match->state_hash());
  CHECK(replayed.value()->legal_count() == 2);
}

TEST_CASE("hot reload keeps the game: swap in place, errors listed, an illegal action offers a rewind") {
  test::TempDir dir("hot-reload");
  const app::TitleInfo* info = app::find_title("tiny");
  std::unique_ptr<engine::AnyMatch> match = tiny_game(dir, 3);
  const uint64_t before = match->state_hash();
  const std::string good = dir.read("tiny/harvest.yaml");

  engine::ContentReloader reloader(info->make, dir / "tiny", 0);
  engine::HotReload hot;

  // Unchanged rules (a comment added): the game replays to the same state and is swapped in.
  dir.write("tiny/harvest.yaml", good + "# a designer's note\n");
  auto swap = hot.take(reloader.poll(), *match);
  REQUIRE(swap);
  CHECK(hot.state() == engine::HotReload::State::kClean);
  CHECK(swap->match->state_hash() == before);
  match = std::move(swap->match);

  // A broken file: nothing swaps, the overlay lists the error with its position.
  dir.write("tiny/harvest.yaml", "starting_seeds: [\n");
  CHECK_FALSE(hot.take(reloader.poll(), *match));
  CHECK(hot.state() == engine::HotReload::State::kContentErrors);
  REQUIRE_FALSE(hot.lines().empty());
  CHECK(hot.lines()[0].find("tiny/harvest.yaml:") != std::string::npos);
  CHECK(match->state_hash() == before);

  // Fixed, but with a rule the journal breaks: action 2 is now illegal; the old game stays.
  std::string smaller = good;
  smaller.replace(smaller.find("max_plants: 4"), 13, "max_plants: 1");
  dir.write("tiny/harvest.yaml", smaller);
  CHECK_FALSE(hot.take(reloader.poll(), *match));
  CHECK(hot.state() == engine::HotReload::State::kActionIllegal);
  CHECK(hot.illegal_action() == 2);
  CHECK(hot.lines() == std::vector<std::string>{"action 2 (plant (seat 1)) is now illegal: Your field holds 1 plants."});
  CHECK(match->journal_size() == 3);

  // "Rewind to before it": one action kept, on the new content, and the overlay clears.
  auto rewound = hot.rewind_to_before(*match);
  REQUIRE(rewound);
  CHECK(rewound->match->journal_size() == 1);
  CHECK(hot.state() == engine::HotReload::State::kClean);
  CHECK(hot.lines().empty());
  CHECK(rewound->match->legal_count() == 1);  // the field is full at 1 plant: only pass is left
}

// Issue 30: `touch` of every content file reloads nothing; a change of one byte does.
TEST_CASE("content reload: a touch reloads nothing, a changed byte reloads") {
  test::TempDir dir("reload-touch");
  std::filesystem::copy("content/tiny", dir / "tiny", std::filesystem::copy_options::recursive);
  int loads = 0;
  engine::ContentReloader reloader(
      [&loads] {
        ++loads;
        return app::find_title("tiny")->make();
      },
      dir / "tiny", 2);
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir / "tiny"))
    if (entry.is_regular_file())
      std::filesystem::last_write_time(entry.path(), std::filesystem::last_write_time(entry.path()) + std::chrono::seconds(3));
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);
  CHECK(loads == 0);
  std::string text = dir.read("tiny/harvest.yaml");
  text.replace(text.find("max_plants: 4"), 13, "max_plants: 5");
  dir.write("tiny/harvest.yaml", text);
  auto reloaded = reloader.poll();
  CHECK(reloaded.kind == engine::ContentReloader::Kind::kReloaded);
  CHECK(reloaded.changed == std::vector<std::filesystem::path>{"harvest.yaml"});
  CHECK_FALSE(reloaded.same_meaning);
  CHECK(loads == 1);
  // Comments and layout only: reloaded, and known to mean what it meant.
  std::string relaid = "# the numbers\n" + text;
  relaid.replace(relaid.find("max_plants: 5"), 13, "max_plants:    5   # more");
  dir.write("tiny/harvest.yaml", relaid);
  reloaded = reloader.poll();
  CHECK(reloaded.kind == engine::ContentReloader::Kind::kReloaded);
  CHECK(reloaded.same_meaning);
  // A quoted number is not the same YAML as a plain one.
  relaid.replace(relaid.find("max_plants:    5"), 16, "max_plants: '5'");
  dir.write("tiny/harvest.yaml", relaid);
  reloaded = reloader.poll();
  CHECK_FALSE(reloaded.same_meaning);
  // A new file and a removed one are changes too (the new one must be valid content: a copy).
  dir.write("tiny/extra.yaml", "# nothing yet\n");
  CHECK(reloader.poll().changed == std::vector<std::filesystem::path>{"extra.yaml"});
  std::filesystem::remove(dir / "tiny/extra.yaml");
  CHECK(reloader.poll().changed == std::vector<std::filesystem::path>{"extra.yaml"});
}

// Issue 30: an editor that writes in steps (truncate, part, rest) is read once it has been quiet
// for the quiet time, so its half-written file is never reported as an error. A fake clock.
TEST_CASE("content reload: an editor's save in steps is taken once the folder is quiet") {
  test::TempDir dir("reload-steps");
  std::filesystem::copy("content/tiny", dir / "tiny", std::filesystem::copy_options::recursive);
  using FileTime = std::filesystem::file_time_type;
  FileTime now = FileTime::clock::now();
  engine::ContentReloader reloader(app::find_title("tiny")->make, dir / "tiny", 2, std::chrono::milliseconds(300),
                                   [&now] { return now; });
  const std::filesystem::path file = dir / "tiny/harvest.yaml";
  std::string good = dir.read("tiny/harvest.yaml");
  good.replace(good.find("max_plants: 4"), 13, "max_plants: 6");
  auto write_at = [&](const std::string& text) {
    dir.write("tiny/harvest.yaml", text);
    std::filesystem::last_write_time(file, now);
  };
  using std::chrono::milliseconds;
  write_at("");  // truncated
  now += milliseconds(100);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);
  CHECK(reloader.settling());
  write_at(good.substr(0, good.size() / 2));  // the first part: not valid YAML on its own
  now += milliseconds(200);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);
  write_at(good);  // the rest
  now += milliseconds(250);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);  // 0.25 s quiet: not yet
  now += milliseconds(100);
  auto outcome = reloader.poll();
  CHECK(outcome.kind == engine::ContentReloader::Kind::kReloaded);
  CHECK(outcome.errors.empty());
  CHECK_FALSE(reloader.settling());

  // Written to a temporary file and renamed over the old one: one reload, once quiet.
  std::string other = good;
  other.replace(other.find("max_plants: 6"), 13, "max_plants: 7");
  dir.write("tiny/harvest.yaml.tmp", other);
  std::filesystem::last_write_time(dir / "tiny/harvest.yaml.tmp", now);
  std::filesystem::rename(dir / "tiny/harvest.yaml.tmp", file);
  now += milliseconds(50);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);
  now += milliseconds(300);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kReloaded);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);

  // Found already quiet (saved 0.4 s before the poll): taken at once.
  write_at(good);
  now += milliseconds(400);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kReloaded);
}

// Issue 30: hot reload off the render thread. A long game's reload froze the table for seconds; the
// worker now loads and replays while the caller (the render thread) only hands it a copy of the
// game and takes the result, never waiting. `make_title` stands in for a slow load: it holds the
// worker until the test lets it go.
namespace {
struct Gate {
  std::mutex mutex;
  std::condition_variable cv;
  bool open = false;
  int entered = 0;
  void pass() {
    std::unique_lock<std::mutex> lock(mutex);
    ++entered;
    cv.notify_all();
    cv.wait(lock, [this] { return open; });
  }
  void let_go() {
    std::lock_guard<std::mutex> lock(mutex);
    open = true;
    cv.notify_all();
  }
  bool wait_entered(int n) {
    std::unique_lock<std::mutex> lock(mutex);
    return cv.wait_for(lock, std::chrono::seconds(5), [&] { return entered >= n; });
  }
};
// A worker reloading `dir`/tiny whose first load waits at `gate`; `loads` counts the loads.
std::unique_ptr<engine::BackgroundReload> gated_background(const test::TempDir& dir, std::shared_ptr<Gate> gate,
                                                           std::atomic<int>& loads) {
  return std::make_unique<engine::BackgroundReload>(
      std::make_unique<engine::ContentReloader>(
          [gate, &loads] {
            if (++loads == 1) gate->pass();
            return app::find_title("tiny")->make();
          },
          dir / "tiny", 0),
      std::function<void()>{}, std::chrono::milliseconds(5));
}
using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }
// Polls as a render thread does, each poll timed, until a reload is done (or 5 s went by).
std::optional<engine::BackgroundReload::Done> poll_until_done(engine::BackgroundReload& background,
                                                              const engine::AnyMatch& running, double& slowest_ms) {
  const auto start = Clock::now();
  while (ms_since(start) < 5000) {
    const auto t = Clock::now();
    auto done = background.poll(running);
    slowest_ms = std::max(slowest_ms, ms_since(t));
    if (done) return done;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return std::nullopt;
}

// Writes `first` into harvest.yaml and, while its load waits at the gate, `second`; then polls as
// a render thread until the worker's reload is done, which must have replayed the game.
engine::BackgroundReload::Done two_writes(const test::TempDir& dir, Gate& gate, engine::BackgroundReload& background,
                                          const engine::AnyMatch& match, const std::string& first,
                                          const std::string& second) {
  dir.write("tiny/harvest.yaml", first);
  REQUIRE(gate.wait_entered(1));
  dir.write("tiny/harvest.yaml", second);
  gate.let_go();
  double slowest = 0;
  auto done = poll_until_done(background, match, slowest);
  REQUIRE(done);
  REQUIRE(done->outcome.kind == engine::ContentReloader::Kind::kReloaded);
  REQUIRE(done->replayed);
  REQUIRE(done->replayed->ok());
  return std::move(*done);
}
}  // namespace

TEST_CASE("hot reload off the render thread: the caller never waits for a reload, and the game is kept") {
  test::TempDir dir("reload-background");
  std::unique_ptr<engine::AnyMatch> match = tiny_game(dir, 2);
  REQUIRE(match->set_seat_kinds({"human", "random"}));
  auto gate = std::make_shared<Gate>();
  engine::BackgroundReload background(
      std::make_unique<engine::ContentReloader>(
          [gate] {
            gate->pass();
            return app::find_title("tiny")->make();
          },
          dir / "tiny", 0),
      {}, std::chrono::milliseconds(5));
  std::string text = dir.read("tiny/harvest.yaml");
  text.replace(text.find("starting_seeds: 3"), 17, "starting_seeds: 5");
  dir.write("tiny/harvest.yaml", text);
  REQUIRE(gate->wait_entered(1));  // the worker is loading, and holds there
  // Meanwhile the render thread polls (draws frames) and is never held up: the worker is held at
  // the gate for as long as the test likes, so a poll that waited for it would take seconds, not
  // the moment it takes (1 s: far above any load a machine running the suites has).
  for (int i = 0; i < 20; ++i) {
    const auto t = Clock::now();
    CHECK_FALSE(background.poll(*match));
    CHECK(ms_since(t) < 1000);
    CHECK(background.busy());
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  gate->let_go();
  double slowest = 0;
  auto done = poll_until_done(background, *match, slowest);
  REQUIRE(done);
  REQUIRE(done->outcome.kind == engine::ContentReloader::Kind::kReloaded);
  REQUIRE(done->replayed);
  REQUIRE(done->replayed->ok());
  const engine::AnyMatch& replayed = *done->replayed->value();
  CHECK(replayed.journal_size() == 2);  // the game is kept, on the new content
  CHECK(replayed.seat_kinds() == std::vector<std::string>{"human", "random"});
  CHECK(replayed.state_hash() != match->state_hash());
  CHECK_FALSE(done->same_history);
  // A copy of the replay for the autosave to make its text from off the render thread (after the
  // new game shows): the same game, not the object the table will hold.
  REQUIRE(done->autosave);
  CHECK(done->autosave.get() != &replayed);
  CHECK(done->autosave->journal_size() == 2);
  CHECK(done->autosave->state_hash() == replayed.state_hash());
  CHECK_FALSE(background.busy());
}

// An idle table's worker listed the whole content tree every `period` (0.1 s on screen): 0.6% of a
// core on a table where nothing happened. Where the system says when files change it looks when
// told (and every 2 s in case it missed one), so an edit still reloads at once.
TEST_CASE("hot reload off the render thread: an idle folder is not looked at over and over; an edit still reloads at once") {
  test::TempDir dir("reload-idle");
  std::unique_ptr<engine::AnyMatch> match = tiny_game(dir, 1);
  engine::BackgroundReload background(
      std::make_unique<engine::ContentReloader>([] { return app::find_title("tiny")->make(); }, dir / "tiny", 0), {},
      std::chrono::milliseconds(5));
  if (!background.told()) return;  // (a system that says nothing: the worker looks every period, as before)
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  CHECK(background.looks() <= 2);  // every 5 ms, it was about 80
  std::string text = dir.read("tiny/harvest.yaml");
  text.replace(text.find("starting_seeds: 3"), 17, "starting_seeds: 4");
  const auto written = Clock::now();
  dir.write("tiny/harvest.yaml.new", text);  // moved into place whole, as an editor saves
  std::filesystem::rename(dir / "tiny/harvest.yaml.new", dir / "tiny/harvest.yaml");
  double slowest = 0;
  auto done = poll_until_done(background, *match, slowest);
  REQUIRE(done);
  CHECK(done->outcome.kind == engine::ContentReloader::Kind::kReloaded);
  CHECK(ms_since(written) < 1500);  // told at once, not at the next look two seconds on
}

TEST_CASE("hot reload off the render thread: a second change during a reload wins") {
  test::TempDir dir("reload-second");
  std::unique_ptr<engine::AnyMatch> match = tiny_game(dir, 2);
  auto gate = std::make_shared<Gate>();
  std::atomic<int> loads{0};
  auto background = gated_background(dir, gate, loads);  // the first load waits for the second change
  const std::string good = dir.read("tiny/harvest.yaml");
  auto with_seeds = [&](int seeds) {
    std::string text = good;
    text.replace(text.find("starting_seeds: 3"), 17, "starting_seeds: " + std::to_string(seeds));
    return text;
  };
  auto done = two_writes(dir, *gate, *background, *match, with_seeds(5), with_seeds(7) + "# the second edit\n");
  // The game on the second edit's rules, as that content loaded alone makes it.
  std::filesystem::copy(dir / "tiny", dir / "second", std::filesystem::copy_options::recursive);
  auto second = app::find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE(second->load_content(dir / "second", errors));
  auto expected = match->with_content(*second);
  REQUIRE(expected.ok());
  CHECK(done.replayed->value()->state_hash() == expected.value()->state_hash());
  // And nothing else comes: the first edit's reload was dropped, not delivered after it.
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK_FALSE(background->poll(*match));
  CHECK(loads >= 2);
}

// An edit's reload is dropped as out of date when the file changes again during its replay. The
// reload after it compared the file with the dropped reload's bytes, not with what the game runs
// on: where the second write only added a comment (an editor saving twice), it called the edit a
// change of nothing, so the new game's autosave was not made, and the old one, whose hashes the
// new content no longer gives, stayed.
TEST_CASE("hot reload off the render thread: an edit whose reload was dropped still counts as a change") {
  test::TempDir dir("reload-dropped");
  std::unique_ptr<engine::AnyMatch> match = tiny_game(dir, 2);
  const uint64_t before = match->state_hash();
  auto gate = std::make_shared<Gate>();
  std::atomic<int> loads{0};
  auto background = gated_background(dir, gate, loads);  // the first load waits for the second write
  std::string text = dir.read("tiny/harvest.yaml");
  text.replace(text.find("starting_seeds: 3"), 17, "starting_seeds: 5");  // every state changes
  auto done = two_writes(dir, *gate, *background, *match, text, text + "# saved again\n");
  CHECK(loads.load() == 2);  // the first reload was dropped
  CHECK(done.replayed->value()->state_hash() != before);
  CHECK_FALSE(done.outcome.same_meaning);
  CHECK_FALSE(done.same_history);
  CHECK(done.autosave);  // the new game's autosave is made
}

TEST_CASE("hot reload off the render thread: stopping during a reload waits only for the step under way") {
  test::TempDir dir("reload-stop");
  std::unique_ptr<engine::AnyMatch> match = tiny_game(dir, 2);
  // A reload that wants the running game, which nobody hands it (the window is closing).
  auto background = std::make_unique<engine::BackgroundReload>(
      std::make_unique<engine::ContentReloader>(app::find_title("tiny")->make, dir / "tiny", 0), [] {},
      std::chrono::milliseconds(5));
  std::string text = dir.read("tiny/harvest.yaml");
  text.replace(text.find("starting_seeds: 3"), 17, "starting_seeds: 5");
  dir.write("tiny/harvest.yaml", text);
  const auto wait = Clock::now();
  while (!background->busy() && ms_since(wait) < 2000) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  REQUIRE(background->busy());
  std::this_thread::sleep_for(std::chrono::milliseconds(30));  // the load is done; it waits for the game
  const auto start = Clock::now();
  background.reset();
  CHECK(ms_since(start) < 1000);
}

// Issue 30: the worker looks at the folder every 0.1 s, so "a poll went by without a change" no
// longer means the editor is done: where the files' times cannot say (they are as new as our
// clock, which here stands still), the quiet time must pass on our own clock.
TEST_CASE("content reload: polled often, a change still waits for the quiet time on our clock") {
  test::TempDir dir("reload-often");
  std::filesystem::copy("content/tiny", dir / "tiny", std::filesystem::copy_options::recursive);
  using FileTime = std::filesystem::file_time_type;
  const FileTime now = FileTime::clock::now();
  engine::ContentReloader reloader(app::find_title("tiny")->make, dir / "tiny", 2, std::chrono::milliseconds(300),
                                   [now] { return now; });
  std::string text = dir.read("tiny/harvest.yaml");
  text.replace(text.find("max_plants: 4"), 13, "max_plants: 6");
  dir.write("tiny/harvest.yaml", text);
  std::filesystem::last_write_time(dir / "tiny/harvest.yaml", now);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);  // 0.1 s later, say: not yet
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kNothing);
  std::this_thread::sleep_for(std::chrono::milliseconds(350));
  CHECK(reloader.poll().kind == engine::ContentReloader::Kind::kReloaded);
}
