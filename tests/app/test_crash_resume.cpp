// Kill the process mid-game, resume, and get the identical state: the "done when" of the
// foundation, checked with a real SIGKILL of a child process playing with bots and autosave.
// POSIX only (fork and SIGKILL); on Windows the file compiles to nothing until a child process is
// started another way.
#include <doctest/doctest.h>
#ifndef _WIN32
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <sstream>
#include <thread>

#include "app/temp_dir.h"
#include "engine/save/autosave.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"

using namespace sb;

TEST_CASE("killing a game mid-way and resuming gives the identical state hash") {
  test::TempDir dir("crash");
  const std::vector<std::string> args = {"--title", "tiny", "--seats", "4", "--seed", "77",
                                         "--bots", "random,random,random,random", "--save-dir", dir.path().string(),
                                         "--delay-ms", "4"};
  pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    std::ostringstream out, err;
    std::istringstream in;
    ::_exit(app::cmd_play_text(args, out, err, in));
  }
  // Let it play some moves, then kill it without warning.
  auto journal = dir / "tiny.journal";
  for (int i = 0; i < 400 && (!std::filesystem::exists(journal) || std::filesystem::file_size(journal) < 600); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  REQUIRE(WIFSIGNALED(status));

  auto title = app::find_title("tiny")->make();
  engine::ErrorList errors;
  REQUIRE(title->load_content("content/tiny", errors));
  engine::Autosave autosave(dir.path(), "tiny");
  std::string note;
  auto resumed = autosave.resume(*title, errors, note);
  REQUIRE_MESSAGE(resumed.ok(), resumed.error().message);
  size_t reached = resumed.value()->journal_size();
  CHECK(reached > 0);

  // The same game played uninterrupted in this process: after the same number of actions the
  // state must be identical.
  engine::ReadContext ctx{"setup", &errors};
  auto reference = title->new_match(YAML::Node(), 4, 77, ctx);
  REQUIRE(reference.ok());
  engine::Rng bots(77 ^ 0, 5);  // the play command seeds its bots from seed ^ journal size at start
  for (size_t i = 0; i < reached; ++i) REQUIRE(reference.value()->apply_bot("random", bots).ok());
  CHECK(resumed.value()->state_hash() == reference.value()->state_hash());
  CHECK(engine::dump_yaml(resumed.value()->state_yaml()) == engine::dump_yaml(reference.value()->state_yaml()));

  // And the resumed game plays on to the end.
  std::ostringstream out, err;
  std::istringstream in;
  std::vector<std::string> resume_args = {"--title", "tiny", "--resume", "--bots", "random,random,random,random",
                                          "--save-dir", dir.path().string()};
  CHECK(app::cmd_play_text(resume_args, out, err, in) == 0);
  CHECK(out.str().find("Game over.") != std::string::npos);
}

#endif  // _WIN32
