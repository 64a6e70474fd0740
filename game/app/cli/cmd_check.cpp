#include <ostream>

#include "engine/content/paths.h"
#include "engine/core/args.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/json.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

constexpr const char* kCheckHelp =
    "usage: seasonboard check [DIR] [--title ID] [--json]\n"
    "\n"
    "Validates content and prints every error as file:line:col: field: message.\n"
    "DIR is a content root with one folder per title (default: the game's own content),\n"
    "or a single title's folder (then the title is taken from --title or the folder name).\n"
    "  --json   machine-readable output for editors\n"
    "Exit: 0 valid, 1 errors found, 2 bad arguments.\n";

struct Checked {
  const TitleInfo* info;
  std::filesystem::path dir;
  engine::ErrorList errors;
  std::string report;
};

}  // namespace

int cmd_check(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  engine::Args args(argv, {"--title"}, {"--json", "--help"});
  if (args.flag("--help")) {
    out << kCheckHelp;
    return kExitOk;
  }
  if (!args.ok() || args.positionals().size() > 1) {
    err << "seasonboard check: " << (args.ok() ? "takes at most one folder" : args.error()) << "\n";
    return kExitUsage;
  }
  std::filesystem::path root = args.positionals().empty() ? engine::default_content_root()
                                                          : std::filesystem::path(args.positionals()[0]);
  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec)) {
    err << "seasonboard check: " << root.string() << ": not a folder\n";
    return kExitUsage;
  }
  std::vector<Checked> checked;
  auto only = args.value("--title");
  if (only && !find_title(*only)) {
    err << "seasonboard check: unknown title '" << *only << "' (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  for (const TitleInfo& info : registered_titles()) {
    if (only && info.id != *only) continue;
    auto probe = info.make();
    if (std::filesystem::is_directory(root / probe->content_dir(), ec)) checked.push_back({&info, root / probe->content_dir(), {}, {}});
  }
  if (checked.empty()) {
    // A single title's folder.
    std::string name = std::filesystem::absolute(root).lexically_normal().filename().string();
    if (name.empty()) name = std::filesystem::absolute(root).parent_path().filename().string();
    for (const TitleInfo& info : registered_titles()) {
      if (only ? info.id == *only : info.make()->content_dir() == name) checked.push_back({&info, root, {}, {}});
    }
  }
  if (checked.empty()) {
    err << "seasonboard check: " << root.string() << " holds no title's content (title folders: ";
    bool first = true;
    for (const TitleInfo& info : registered_titles()) {
      err << (first ? "" : ", ") << info.make()->content_dir();
      first = false;
    }
    err << "); name one with --title\n";
    return kExitUsage;
  }
  size_t total = 0;
  for (Checked& c : checked) {
    auto title = c.info->make();
    if (title->load_content(c.dir, c.errors) && c.info->content_report) c.report = c.info->content_report(*title);
    total += c.errors.size();
  }
  if (args.flag("--json")) {
    out << "{\"ok\": " << (total == 0 ? "true" : "false") << ", \"titles\": [";
    for (size_t t = 0; t < checked.size(); ++t) {
      const Checked& c = checked[t];
      out << (t ? ", " : "") << "{\"title\": " << json_string(c.info->id) << ", \"dir\": " << json_string(c.dir.string())
          << ", \"errors\": [";
      for (size_t i = 0; i < c.errors.items().size(); ++i) {
        const engine::ContentError& e = c.errors.items()[i];
        out << (i ? ", " : "") << "{\"file\": " << json_string(e.file) << ", \"line\": " << e.line
            << ", \"column\": " << e.column << ", \"field\": " << json_string(e.field)
            << ", \"message\": " << json_string(e.message) << "}";
      }
      out << "]}";
    }
    out << "]}\n";
  } else {
    for (const Checked& c : checked) {
      out << c.errors.format_all();
      out << c.info->id << ": " << (c.errors.empty() ? "ok" : std::to_string(c.errors.size()) + " error(s)") << " ("
          << c.dir.string() << ")\n";
      if (!c.report.empty()) out << c.report << (c.report.back() == '\n' ? "" : "\n");
    }
  }
  return total == 0 ? kExitOk : kExitProblem;
}

}  // namespace sb::app
