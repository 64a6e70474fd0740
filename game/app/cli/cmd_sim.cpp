// `seasonboard sim`: picks the title's report (which reads its own options), or --compare, or
// `sim merge` of a sharded run's parts.
#include <algorithm>
#include <ostream>

#include "engine/core/args.h"
#include "engine/save/sim_harness.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/sim_compare.h"
#include "game/app/cli/titles.h"

namespace sb::app {

// `seasonboard sim merge FILE...`: the parts of a --shard run added up into the report one run
// prints. The parts carry the title and its arguments; the title's report reads them back.
static int sim_merge(const std::vector<std::string>& files, std::ostream& out, std::ostream& err) {
  if (files.empty() || files.front() == "--help" || files.front() == "-h") {
    (files.empty() ? err : out)
        << "usage: seasonboard sim merge PART...   adds up the parts of a run made with --shard K/N\n"
           "into the report the whole run prints (every part 1..N once, all from the same command line).\n";
    return files.empty() ? kExitUsage : kExitOk;
  }
  engine::SimPart first;
  if (auto problem = engine::read_sim_part(files.front(), first)) {
    err << "seasonboard sim merge: " << *problem << "\n";
    return kExitUsage;
  }
  const TitleInfo* info = find_title(first.title);
  if (!info) {
    err << "seasonboard sim merge: " << files.front() << ": parts of a " << first.title
        << " run cannot be merged by this build\n";
    return kExitUsage;
  }
  std::vector<std::string> args = first.args;
  for (const std::string& file : files) {
    args.push_back("--merge-part");
    args.push_back(file);
  }
  return info->sim(args, out, err);
}

int cmd_sim(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  if (!argv.empty() && argv.front() == "merge") return sim_merge({argv.begin() + 1, argv.end()}, out, err);
  // Only the title's report knows all the options a line may hold; this picks the report and leaves
  // the reading to it (or to --compare, which knows the report's options too).
  const std::string title_id = engine::Args::peek(argv, "--title").value_or("");
  const TitleInfo* info = title_id.empty() ? nullptr : find_title(title_id);
  for (const std::string& a : argv)
    if (a == "--help" || a == "-h") {
      out << "usage: seasonboard sim --title ID [--games N] [--seats BOT,BOT,...] [--seed S] [--json]\n"
             "                      [--content DIR] [--max-actions N] [title-specific options]\n\n"
             "Plays N seeded games with bots (game i uses seed S+i) and prints a balance report.\n"
             "Each title's report adds options: with --title ID, --help lists them below;\n"
             "see also content/<title>/README.md.\n"
             "\n"
             "  --compare DIR_A DIR_B  the same seeds against two content folders: every metric of\n"
             "                         the report for A and B, the difference, and whether it is\n"
             "                         significant (paired t-test over --chunks K seed ranges, default 10)\n"
             "  --html FILE            with --compare: a self-contained page of charts\n"
             "  --jobs N               games in parallel on N threads (default: the machine's cores);\n"
             "                         the report is the same for any N\n"
             "  --shard K/N            play only games whose index is K-1 modulo N and print a part\n"
             "                         (JSON) instead of the report; seasonboard sim merge PART...\n"
             "                         adds the N parts into the report of the whole run\n"
             "Exit: 0 ok, 1 a game failed, 2 bad arguments.\n";
      if (info) {
        out << "\n" << info->name << ":\n";
        info->sim({"--help"}, out, err);
      }
      return kExitOk;
    }
  if (title_id.empty()) {
    err << "seasonboard sim: --title is required (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  if (!info) {
    err << "seasonboard sim: unknown title '" << title_id << "' (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  for (const std::string& a : argv)
    if (a == "--compare") return run_sim_compare(*info, argv, out, err);
  // Titles' reports take the title's folder; the command line may name a root or a title folder.
  std::vector<std::string> args = argv;
  const std::string content_dir = info->make()->content_dir();
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i] == "--content" && i + 1 < args.size())
      args[i + 1] = title_content_dir(args[i + 1], content_dir).string();
    else if (args[i].rfind("--content=", 0) == 0)
      args[i] = "--content=" + title_content_dir(args[i].substr(10), content_dir).string();
  return info->sim(args, out, err);
}

int cmd_campaign(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err, std::istream& in) {
  // The title's campaign command reads the whole line; this only picks it.
  const std::string title_id = engine::Args::peek(argv, "--title").value_or("");
  const TitleInfo* info = title_id.empty() ? nullptr : find_title(title_id);
  bool help = std::find(argv.begin(), argv.end(), "--help") != argv.end() ||
              std::find(argv.begin(), argv.end(), "-h") != argv.end();
  if (help && !info) {
    std::string with;
    for (const TitleInfo& t : registered_titles())
      if (t.campaign) with += (with.empty() ? "" : ", ") + t.id;
    out << "usage: seasonboard campaign --title ID COMMAND ...   campaign files carried between sessions\n"
        << "titles with campaigns: " << with << "; seasonboard campaign --title ID --help lists its commands\n";
    return kExitOk;
  }
  if (!info || !info->campaign) {
    std::string with;
    for (const TitleInfo& t : registered_titles())
      if (t.campaign) with += (with.empty() ? "" : ", ") + t.id;
    err << "seasonboard campaign: needs --title with a campaign title (" << (with.empty() ? "none in this build" : with)
        << ")\n";
    return kExitUsage;
  }
  return info->campaign(argv, out, err, in);
}

}  // namespace sb::app
