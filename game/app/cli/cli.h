#pragma once
// `seasonboard <command> ...` without a window: check, script, replay, sim, play --text, and the
// dispatch for commands that need the screen (registered by the UI build).
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/args.h"
#include "engine/save/any_match.h"

namespace sb::app {

// Exit codes: 0 success, 1 the command ran and found a problem (invalid content, rejected action,
// failed expectation, diverged replay), 2 usage error (bad arguments), 3 not available in this build.
constexpr int kExitOk = 0;
constexpr int kExitProblem = 1;
constexpr int kExitUsage = 2;
constexpr int kExitUnavailable = 3;

// Commands the UI build adds (play with a window, screenshot, the launcher).
struct ScreenCommands {
  std::function<int(const std::vector<std::string>&, std::ostream&, std::ostream&)> launcher;
  std::function<int(const std::vector<std::string>&, std::ostream&, std::ostream&)> play;
  std::function<int(const std::vector<std::string>&, std::ostream&, std::ostream&)> screenshot;
};

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, std::istream& in,
            const ScreenCommands& screen = {});

// `--content DIR` may name a content root (holding one folder per title) or one title's folder.
std::filesystem::path title_content_dir(const std::filesystem::path& dir, const std::string& content_dir);

// Loads one title's content from `<root>/<content_dir>`, printing every error to `err`.
std::unique_ptr<engine::AnyTitle> load_title(const std::string& id, const std::string& content_root, std::ostream& err);

int cmd_check(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_script(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_replay(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_sim(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_play_text(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, std::istream& in);
// `content where|init`: which content is read, and the user's own copy to edit.
int cmd_content(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cmd_campaign(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, std::istream& in);

}  // namespace sb::app
