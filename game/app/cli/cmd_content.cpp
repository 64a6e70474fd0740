// `seasonboard content where|init`: which content the game reads, and a copy of the shipped content
// in the user's own folder for a designer to edit (the installed copy is read-only and never written).
#include <ostream>

#include "engine/content/paths.h"
#include "engine/core/args.h"
#include "game/app/cli/cli.h"

namespace sb::app {

namespace {

constexpr const char* kContentHelp =
    "usage: seasonboard content where\n"
    "       seasonboard content init [--from DIR]\n"
    "\n"
    "where  prints the content folder the game reads and why; the first that exists of:\n"
    "       --content DIR (on the command), $SEASONBOARD_CONTENT, your own content folder,\n"
    "       the build tree (when run from it), the installed share/seasonboard/content.\n"
    "init   copies the shipped content (or --from DIR) into your own content folder, which the\n"
    "       game then reads: edit it there, check it with 'seasonboard check', and play or\n"
    "       'seasonboard sim' on it. Never overwrites: remove or rename the folder to start again.\n"
    "Exit: 0 ok, 1 the copy failed or the folder exists, 2 bad arguments.\n";

int content_where(std::ostream& out) {
  const engine::ContentRoot root = engine::find_content_root();
  out << root.dir.string() << " (" << root.rule << ")\n";
  return kExitOk;
}

int content_init(const engine::Args& args, std::ostream& out, std::ostream& err) {
  namespace fs = std::filesystem;
  const fs::path to = engine::user_content_dir();
  if (to.empty()) {
    err << "seasonboard content init: no home folder is known (set HOME or XDG_DATA_HOME)\n";
    return kExitProblem;
  }
  const fs::path from = args.value("--from") ? fs::path(*args.value("--from")) : engine::shipped_content_root().dir;
  std::error_code ec;
  if (fs::exists(to, ec)) {
    err << "seasonboard content init: " << to.string() << " already exists; not overwriting it "
        << "(remove or rename it to start again from the shipped content)\n";
    return kExitProblem;
  }
  if (!fs::is_directory(from, ec)) {
    err << "seasonboard content init: " << from.string() << ": not a folder\n";
    return kExitProblem;
  }
  fs::create_directories(to.parent_path(), ec);
  // Copy into a sibling first, then rename: an interrupted copy never leaves a half folder that
  // the game would then read as the user's content.
  const fs::path partial = to.parent_path() / (to.filename().string() + ".partial");
  fs::remove_all(partial, ec);
  ec.clear();
  fs::copy(from, partial, fs::copy_options::recursive, ec);
  if (!ec) fs::rename(partial, to, ec);
  if (ec) {
    err << "seasonboard content init: cannot copy " << from.string() << " to " << to.string() << ": " << ec.message()
        << "\n";
    fs::remove_all(partial, ec);
    return kExitProblem;
  }
  size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(to, ec)) files += entry.is_regular_file(ec) ? 1 : 0;
  out << "copied " << files << " files from " << from.string() << "\n"
      << "to " << to.string() << "\n"
      << "Seasonboard now reads its content from there: edit it, then 'seasonboard check'.\n";
  return kExitOk;
}

}  // namespace

int cmd_content(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  engine::Args args(argv, {"--from"}, {"--help"});
  if (args.flag("--help")) {
    out << kContentHelp;
    return kExitOk;
  }
  const std::vector<std::string>& what = args.positionals();
  if (!args.ok() || what.size() != 1 || (what[0] != "where" && what[0] != "init")) {
    err << "seasonboard content: " << (args.ok() ? "give one command: where or init" : args.error()) << "\n"
        << kContentHelp;
    return kExitUsage;
  }
  if (what[0] == "where") {
    if (args.value("--from")) {
      err << "seasonboard content where: --from belongs to init\n";
      return kExitUsage;
    }
    return content_where(out);
  }
  return content_init(args, out, err);
}

}  // namespace sb::app
