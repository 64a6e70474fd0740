// The window's commands: `seasonboard play` (a new game, --resume or --load, at the table),
// `seasonboard` (the launcher) and open_app (the window driven by a test's clock and events).
#include <algorithm>
#include <cstring>
#include <ostream>
#include <set>
#include <sstream>

#include "engine/save/autosave.h"
#include "game/app/cli/cli.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/app_driver.h"
#include "game/app/screen/app_window.h"
#include "game/app/screen/match_files.h"
#include "game/app/screen/screen_commands.h"
#include "game/app/screen/title_screens.h"

namespace sb::app {

namespace {

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');) out.push_back(part);
  return out;
}

// play --help: the options every title shares, then each title's new-game options from the registry.
std::string play_help() {
  std::string usage = "usage: seasonboard play [--title ID] [--seats SPEC] [--names A,B,..]";
  std::string line = usage, lines;
  for (const ui::PlayOption& option : play_options()) {
    const std::string item = " [" + option.name + " " + option.value + "]";
    if (line.size() + item.size() > 100) {
      lines += line + "\n";
      line = std::string(23, ' ');  // each item starts with its space
    }
    line += item;
  }
  for (const char* item : {" [--seed S]", " [--resume | --load FILE]"}) {
    if (line.size() + std::strlen(item) > 100) {
      lines += line + "\n";
      line = std::string(23, ' ');  // each item starts with its space
    }
    line += item;
  }
  std::string help = lines + line + "\n";
  help +=
      "                        [--size WxH] [--software] [--dpi N] [--scale S] [--left-handed]\n"
      "                        [--save-dir DIR] [--content DIR] [--screenshot FILE.png]\n"
      "                        [--quit-when-interactive] [--bench-frames N] [--launcher]\n"
      "\n"
      "Plays in a window (touch, mouse and keyboard). Every action is autosaved; --resume continues\n"
      "(without --title: the one title autosaved in the save folder).\n"
      "  --title ID     a title with a table on screen (default: the first, as the launcher lists them):\n"
      "                 " + title_ids() + "\n"
      "  --seats SPEC   one entry per seat: human or one of the title's bots, e.g. human,heuristic\n"
      "                 (default: one human, the title's strongest bot in the other seats it needs)\n";
  for (const ui::PlayOption& option : play_options()) {
    std::string name = "  " + option.name + " " + option.value;
    name += name.size() < 17 ? std::string(17 - name.size(), ' ') : "\n" + std::string(17, ' ');
    help += name + option.help + "\n";
  }
  help +=
      "  --software     use the software renderer (old drivers, VMs)\n"
      "  --text         play in the terminal instead (see play --text --help)\n";
  return help;
}

}  // namespace

int cmd_play_window(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  std::set<std::string> valued(window_valued_options().begin(), window_valued_options().end());
  for (const char* v : {"--title", "--seats", "--names", "--seed", "--load"}) valued.insert(v);
  std::vector<std::string> new_game_options = {"--seed", "--seats", "--names"};
  for (const ui::PlayOption& option : play_options()) {
    valued.insert(option.name);
    new_game_options.push_back(option.name);
  }
  engine::Args args(argv, valued, {"--help", "--software", "--resume", "--left-handed", "--quit-when-interactive", "--launcher"});
  if (args.flag("--help")) {
    out << play_help();
    return kExitOk;
  }
  if (args.flag("--launcher")) {
    // The launcher with window options (plain `seasonboard` takes none).
    std::vector<std::string> rest;
    for (const std::string& a : argv)
      if (a != "--launcher") rest.push_back(a);
    return cmd_launcher(rest, out, err);
  }
  WindowArgs wargs;
  read_window_args(args, wargs);
  auto seed = args.integer("--seed", 0, INT32_MAX, 1);
  std::string first_with_screen;
  for (const TitleInfo& t : registered_titles())
    if (first_with_screen.empty() && !t.hidden && find_title_screen(t.id)) first_with_screen = t.id;
  std::string title_id = args.value_or("--title", first_with_screen);
  if (args.ok() && !args.positionals().empty()) args.fail("takes no positional arguments");
  // A resumed game keeps what it was started with: these would be ignored without a word.
  if (args.flag("--resume"))
    for (const std::string& option : new_game_options)
      if (args.flag(option))
        args.fail("--resume continues the saved game with its own seed, seats and options; " + option +
                  " is for a new game (leave out one or the other)");
  if (args.flag("--resume") && args.flag("--load"))
    args.fail("--resume continues the autosave and --load opens a file: give one of them");
  if (!args.ok()) {
    err << "seasonboard play: " << args.error() << "\n";
    return kExitUsage;
  }
  // --resume alone: the title autosaved in the save folder, not the first title.
  if (args.flag("--resume") && !args.value("--title") && !args.value("--load")) {
    ResumeChoice choice = title_to_resume(wargs.save_dir);
    if (!choice.problem.empty()) {
      err << "seasonboard play: " << choice.problem << "\n";
      return choice.exit_code;
    }
    title_id = choice.title_id;
  }
  if (!find_title(title_id)) {
    err << "seasonboard play: unknown title '" << title_id << "' (known: " << title_ids() << ")\n";
    return kExitUsage;
  }
  const TitleScreenInfo* hooks = find_title_screen(title_id);
  if (!hooks && !args.value("--load")) {
    err << "seasonboard play: no table on screen for '" << title_id << "' yet; use: seasonboard play --text --title "
        << title_id << "\n";
    return kExitUnavailable;
  }
  std::unique_ptr<engine::AnyTitle> title;
  std::unique_ptr<engine::AnyMatch> match;
  std::vector<ui::SeatLook> looks;
  std::string recovered;  // what opening or resuming recovered, for the table's banner too
  if (auto file = args.value("--load")) {
    OpenedMatch opened = open_match_file(*file, wargs.content, err);
    if (!opened.match) return opened.exit_code == kExitOk ? kExitProblem : opened.exit_code;
    recovered = opened.note;
    title = std::move(opened.title);
    match = std::move(opened.match);
  } else {
    title = load_title(title_id, wargs.content, err);
    if (!title) return kExitProblem;
    if (args.flag("--resume")) {
      engine::Autosave slot(wargs.save_dir, title_id);
      engine::ErrorList errors;
      std::string note;
      auto resumed = slot.resume(*title, errors, note);
      if (!resumed.ok()) {
        err << errors.format_all() << "seasonboard play: cannot resume: " << resumed.error().message << "\n";
        return kExitProblem;
      }
      if (!note.empty()) err << "seasonboard play: resumed (" << note << ")\n";
      recovered = note;
      match = std::move(resumed.value());
    } else {
      std::unique_ptr<ui::NewGamePanel> panel = hooks->new_game_panel(*title);
      std::vector<std::string> bots = title->bot_kinds();
      std::vector<std::string> choices = {"human"};
      choices.insert(choices.end(), bots.begin(), bots.end());
      const std::string kinds_text = "human or a bot: " + engine::join_kinds(bots);
      // Default: one human and the strongest bot, with more of that bot where the title needs
      // them (one human and one bot was too few for Vacant Throne's 3 to 6).
      std::string default_seats = "human";
      const int default_count = std::min(std::max(2, title->min_seats()), title->max_seats());
      for (int i = 1; i < default_count; ++i) default_seats += "," + choices[static_cast<size_t>(default_bot(choices))];
      std::vector<std::string> kinds = split_commas(args.value_or("--seats", default_seats));
      std::vector<std::string> names = split_commas(args.value_or("--names", "Ann,Bo,Cy,Di,Ed,Flo,Gus,Hal"));
      const int count = static_cast<int>(kinds.size());
      if (count < title->min_seats() || count > title->max_seats()) {
        err << "seasonboard play: --seats needs " << title->min_seats() << " to " << title->max_seats()
            << " entries for " << title->name() << " (" << kinds_text << "), not " << count << "\n";
        return kExitUsage;
      }
      std::vector<ui::SeatChoice> seats;
      for (size_t i = 0; i < kinds.size(); ++i) {
        if (std::find(choices.begin(), choices.end(), kinds[i]) == choices.end()) {
          err << "seasonboard play: --seats: unknown seat kind '" << kinds[i] << "' (" << kinds_text << ")\n";
          return kExitUsage;
        }
        const std::string name = i < names.size() ? names[i] : "Player " + std::to_string(i + 1);
        seats.push_back({name, kinds[i]});
        looks.push_back({name, ui::seat_color(static_cast<int>(i)), ui::seat_symbol(static_cast<int>(i)),
                         kinds[i] == "human" ? "" : kinds[i]});
      }
      for (const ui::PlayOption& option : play_options()) {
        std::string error;
        if (auto value = args.value(option.name); value && !panel->set_option(option.name, *value, error)) {
          err << "seasonboard play: " << error << "\n";
          return kExitUsage;
        }
      }
      engine::ErrorList errors;
      engine::ReadContext ctx{"play options", &errors};
      auto made = title->new_match(panel->setup(seats, static_cast<uint64_t>(*seed)), count,
                                   static_cast<uint64_t>(*seed), ctx);
      if (!made.ok()) {
        err << errors.format_all() << "seasonboard play: " << made.error().message << "\n";
        return kExitUsage;
      }
      match = std::move(made.value());
    }
  }
  App app(wargs, out, err);
  if (args.flag("--left-handed")) app.settings_.left_handed = true;  // else the player's setting
  std::string error;
  if (!app.open(error)) {
    err << "seasonboard play: " << error << "\n";
    return kExitProblem;
  }
  if (!app.start_table(std::move(title), std::move(match), looks, error)) {
    err << "seasonboard play: " << error << "\n";
    return kExitProblem;
  }
  if (!recovered.empty()) app.table()->say("Resumed: " + recovered);
  return app.run();
}

namespace {

class AppDriverImpl final : public AppDriver {
 public:
  explicit AppDriverImpl(std::unique_ptr<App> app) : app_(std::move(app)) {}
  ~AppDriverImpl() override { app_->finish(); }
  bool iterate() override { return app_->iterate(); }
  ui::TableScreen* table() override { return app_->table(); }
  int width() const override { return app_->width(); }
  int height() const override { return app_->height(); }
  float px_per_mm() const override { return app_->px_per_mm(); }
  std::string launcher_message() const override { return app_->message(); }

 private:
  std::unique_ptr<App> app_;
};

}  // namespace

std::unique_ptr<AppDriver> open_app(const std::vector<std::string>& argv, ui::Clock& clock, ui::EventSource& events,
                                    std::ostream& out, std::ostream& err, std::string& error) {
  std::set<std::string> valued(window_valued_options().begin(), window_valued_options().end());
  engine::Args args(argv, valued, {"--software", "--quit-when-interactive"});
  WindowArgs wargs;
  read_window_args(args, wargs);
  if (!args.ok()) {
    error = args.error();
    return nullptr;
  }
  auto app = std::make_unique<App>(wargs, out, err);
  app->started_from_launcher_ = true;
  if (!app->open(error)) return nullptr;
  app->start_loop(&clock, &events);
  return std::make_unique<AppDriverImpl>(std::move(app));
}

int cmd_launcher(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  std::set<std::string> valued(window_valued_options().begin(), window_valued_options().end());
  engine::Args args(argv, valued, {"--software", "--quit-when-interactive"});
  WindowArgs wargs;
  read_window_args(args, wargs);
  if (!args.ok()) {
    err << "seasonboard: " << args.error() << "\n";
    return kExitUsage;
  }
  App app(wargs, out, err);
  app.started_from_launcher_ = true;
  std::string error;
  if (!app.open(error)) {
    err << "seasonboard: " << error << "\n";
    return kExitProblem;
  }
  return app.run();
}

}  // namespace sb::app
