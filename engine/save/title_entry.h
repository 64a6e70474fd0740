#pragma once
// What the command line knows of one title: its id and name, how to make it, its balance report
// (`seasonboard sim`) with the options that report reads, its campaign command and the extra lines
// `check` prints. Each title's rules folder gives one (game/<title>/rules/entry.h); the app's list
// of them is generated from the build's list of titles (sb_add_title in game/CMakeLists.txt).
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/args.h"
#include "engine/save/any_match.h"

namespace sb::engine {

using CliHook = std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)>;
// A hook that may play by hand: it reads the player's lines from `in`.
using InteractiveHook =
    std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, std::istream& in)>;

struct TitleEntry {
  std::string id;
  std::string name;
  bool hidden = false;  // test titles: usable from the command line, not shown in the launcher
  std::function<std::unique_ptr<AnyTitle>()> make;
  CliHook sim;                         // the title's balance report, on engine/save/sim_harness.h
  std::vector<ArgOption> sim_options;  // the options `sim` reads (sim --compare hands them on)
  InteractiveHook campaign;            // campaign files (titles with campaigns; empty: none)
  // Extra lines `check` prints for a loaded title (distributions vs targets), may be empty.
  std::function<std::string(const AnyTitle&)> content_report;
};

}  // namespace sb::engine
