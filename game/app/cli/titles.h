#pragma once
// The titles this build knows, with their optional command hooks. The only place in the app that
// names titles.
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/args.h"
#include "engine/save/any_match.h"

namespace sb::app {

using CliHook = std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)>;
// A hook that may play by hand: it reads the player's lines from `in`.
using InteractiveHook =
    std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, std::istream& in)>;

struct TitleInfo {
  std::string id;
  std::string name;
  bool hidden = false;  // test titles: usable from the CLI, not shown in the launcher
  std::function<std::unique_ptr<engine::AnyTitle>()> make;
  CliHook sim;       // title's own balance report; the generic one when empty
  std::vector<engine::ArgOption> sim_options;  // the options `sim` reads (sim --compare hands them on)
  InteractiveHook campaign;  // campaign files (titles with campaigns)
  // Extra lines `check` prints for a loaded title (distributions vs targets), may be empty.
  std::function<std::string(const engine::AnyTitle&)> content_report;
};

const std::vector<TitleInfo>& registered_titles();
const TitleInfo* find_title(const std::string& id);
std::string title_ids();  // "mighty-kingdoms, six-winters, tiny"

// `play --resume` without --title: the title whose autosave (`<save_dir>/<id>.journal` or `.save`)
// is there. Exactly one: its id. None, or several (named, asking for --title): `problem` says so for
// the player, with the exit code (1 nothing to resume, 2 the command line must choose).
struct ResumeChoice {
  std::string title_id;
  std::string problem;
  int exit_code = 0;
};
ResumeChoice title_to_resume(const std::filesystem::path& save_dir);

}  // namespace sb::app
