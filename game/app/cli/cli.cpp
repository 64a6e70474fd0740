#include "game/app/cli/cli.h"

#include <ostream>

#include "engine/content/paths.h"
#include "game/app/cli/titles.h"

namespace sb::app {

namespace {

// The main help; the titles and which of them have campaigns come from the registry.
std::string usage() {
  std::string campaigns;
  for (const TitleInfo& t : registered_titles())
    if (t.campaign) campaigns += (campaigns.empty() ? "" : ", ") + t.id;
  return
    "Seasonboard — a digital table for season-driven campaign board games.\n"
    "\n"
    "usage: seasonboard [COMMAND] [OPTIONS]\n"
    "\n"
    "With no command the launcher window opens.\n"
    "\n"
    "commands:\n"
    "  play        play a game (a window; --text plays in the terminal)\n"
    "  sim         play N seeded games with bots and print a balance report\n"
    "  check       validate a content tree; every error as file:line:col\n"
    "  script      run a YAML scenario and print the final state as YAML\n"
    "  replay      verify a save file by replaying its journal\n"
    "  screenshot  render a save or scenario to a PNG (software renderer)\n"
    "  campaign    campaign files for titles with campaigns (" + (campaigns.empty() ? "none in this build" : campaigns) + ")\n"
    "  content     where the game's content is read from; a copy of it to edit (content init)\n"
    "  titles      list the titles of this build: id, name and seats, tab-separated\n"
    "\n"
    "titles: " + title_ids() + "\n"
    "\n"
    "Each command takes --help; --version prints the version. Exit codes: 0 ok, 1 a problem was\n"
    "found, 2 bad arguments, 3 not available in this build.\n"
    "\n"
    "Saves and the autosave are kept in $XDG_DATA_HOME/seasonboard (usually\n"
    "~/.local/share/seasonboard), or $SEASONBOARD_SAVE_DIR. Content is read from --content DIR,\n"
    "else $SEASONBOARD_CONTENT, else your own copy (see 'seasonboard content --help'), else the\n"
    "content this program came with.\n";
}

#ifndef SB_VERSION
#error "SB_VERSION (the CMake project VERSION) must be defined"
#endif

int list_titles(std::ostream& out) {
  for (const TitleInfo& t : registered_titles()) {
    const std::unique_ptr<engine::AnyTitle> title = t.make();
    const int lo = title->min_seats(), hi = title->max_seats();
    out << t.id << '\t' << t.name << (t.hidden ? " (test title)" : "") << '\t'
        << (lo == hi ? std::to_string(lo) : std::to_string(lo) + "-" + std::to_string(hi)) << '\n';
  }
  return kExitOk;
}

}  // namespace

std::filesystem::path title_content_dir(const std::filesystem::path& dir, const std::string& content_dir) {
  std::error_code ec;
  if (std::filesystem::is_directory(dir / content_dir, ec)) return dir / content_dir;
  return dir;
}

std::unique_ptr<engine::AnyTitle> load_title(const std::string& id, const std::string& content_root, std::ostream& err) {
  const TitleInfo* info = find_title(id);
  if (!info) {
    err << "seasonboard: unknown title '" << id << "' (known: " << title_ids() << ")\n";
    return nullptr;
  }
  auto title = info->make();
  engine::ErrorList errors;
  std::filesystem::path root = content_root.empty() ? engine::default_content_root() : std::filesystem::path(content_root);
  std::filesystem::path dir = title_content_dir(root, title->content_dir());
  if (!title->load_content(dir, errors)) {
    err << errors.format_all();
    err << "seasonboard: " << errors.size() << " error(s) in " << dir.string() << "\n";
    return nullptr;
  }
  return title;
}

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, std::istream& in,
            const ScreenCommands& screen) {
  if (args.empty()) {
    if (screen.launcher) return screen.launcher(args, out, err);
    err << "seasonboard: this build has no window (built without SB_BUILD_UI); try 'seasonboard --help'\n";
    return kExitUnavailable;
  }
  const std::string& command = args[0];
  std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "--help" || command == "-h" || command == "help") {
    // `help play`: that command's help. Anything else after it would be ignored, so it is refused.
    if (rest.size() == 1 && rest[0].rfind("-", 0) != 0) return run_cli({rest[0], "--help"}, out, err, in, screen);
    if (!rest.empty()) {
      err << "seasonboard " << command << ": takes at most a command name ('" << rest[0] << "')\n";
      return kExitUsage;
    }
    out << usage();
    return kExitOk;
  }
  if (command == "--version") {
    if (!rest.empty()) {
      err << "seasonboard --version: takes no arguments ('" << rest[0] << "')\n";
      return kExitUsage;
    }
    out << "seasonboard " << SB_VERSION << "\n";
    return kExitOk;
  }
  if (command == "check") return cmd_check(rest, out, err);
  if (command == "script") return cmd_script(rest, out, err);
  if (command == "replay") return cmd_replay(rest, out, err);
  if (command == "sim") return cmd_sim(rest, out, err);
  if (command == "campaign") return cmd_campaign(rest, out, err, in);
  if (command == "content") return cmd_content(rest, out, err);
  if (command == "titles") {
    if (rest.size() == 1 && (rest[0] == "--help" || rest[0] == "-h")) {
      out << "usage: seasonboard titles\n\nLists the titles of this build, one a line: its id, a tab, its name, a tab\n"
             "and the seats it takes (2-6, or 3 when it takes only that many), for scripts that play\n"
             "every title: seasonboard titles | cut -f1\n";
      return kExitOk;
    }
    if (!rest.empty()) {
      err << "seasonboard titles: takes no arguments ('" << rest[0] << "')\n";
      return kExitUsage;
    }
    return list_titles(out);
  }
  if (command == "play") {
    bool text = false;
    for (const std::string& a : rest) text = text || a == "--text";  // --help alone: the window's help
    if (text || !screen.play) return cmd_play_text(rest, out, err, in);
    return screen.play(rest, out, err);
  }
  if (command == "screenshot") {
    if (screen.screenshot) return screen.screenshot(rest, out, err);
    err << "seasonboard screenshot: this build has no renderer (built without SB_BUILD_UI)\n";
    return kExitUnavailable;
  }
  err << "seasonboard: unknown command '" << command << "'\n\n" << usage();
  return kExitUsage;
}

}  // namespace sb::app
