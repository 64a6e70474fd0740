// `seasonboard screenshot FILE --size WxH --out FILE.png [--seat N]`: the table of a save or a
// scenario rendered offscreen with the software renderer (no display needed).
#include <cstdio>
#include <ostream>

#include "engine/ui/imgui_layer.h"
#include "engine/ui/platform.h"
#include "engine/ui/text.h"
#include "engine/core/args.h"
#include "game/app/screen/match_files.h"
#include "game/app/screen/screen_commands.h"
#include "game/app/screen/title_screens.h"

namespace sb::app {

namespace {

constexpr const char* kScreenshotHelp =
    "usage: seasonboard screenshot SAVE_OR_SCENARIO --out FILE.png [--size WxH] [--seat N]\n"
    "                              [--dpi N] [--scale S] [--content DIR]\n"
    "\n"
    "Renders the table of a save file or a scenario (the `script` format) to a PNG with the\n"
    "software renderer; no display is needed.\n"
    "  --size WxH   output size in pixels (default 1920x1080)\n"
    "  --seat N     draw what seat N (1-based) sees; default: the deciding seat, else everyone's view\n"
    "  --dpi N      physical density used for sizes (default: 96, scaled up for outputs taller than 1080)\n"
    "  --scale S    the player's size setting (default 1)\n"
    "Exit: 0 written, 1 a problem (content, replay, rendering), 2 bad arguments or unreadable file.\n";

}  // namespace

bool parse_size(const std::string& text, int& w, int& h) {
  int width = 0, height = 0, used = 0;
  // %n: the whole text is the size ("1280x800px" and "1280x800x2" are typos, not sizes).
  if (std::sscanf(text.c_str(), "%dx%d%n", &width, &height, &used) != 2 || used != static_cast<int>(text.size()))
    return false;
  if (width < 64 || height < 64 || width > 8192 || height > 8192) return false;
  w = width;
  h = height;
  return true;
}

bool parse_scale(const std::string& text, float& scale) {
  float value = 0;
  int used = 0;
  // Written as a range test that NaN fails: "nan" once passed and aborted in the font atlas.
  if (std::sscanf(text.c_str(), "%f%n", &value, &used) != 1 || used != static_cast<int>(text.size())) return false;
  if (!(value >= 0.5f && value <= 4.0f)) return false;
  scale = value;
  return true;
}

void read_size_and_scale(engine::Args& args, int& w, int& h, float& scale) {
  if (auto size = args.value("--size"); size && !parse_size(*size, w, h))
    args.fail("--size expects WxH, each 64 to 8192 pixels (e.g. 1920x1080), got '" + *size + "'");
  if (auto s = args.value("--scale"); s && !parse_scale(*s, scale))
    args.fail("--scale expects a number from 0.5 to 4, got '" + *s + "'");
}

int cmd_screenshot(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  engine::Args args(argv, {"--size", "--out", "--seat", "--dpi", "--scale", "--content"}, {"--help"});
  if (args.flag("--help")) {
    out << kScreenshotHelp;
    return kExitOk;
  }
  int width = 1920, height = 1080;
  float scale = 1.0f;
  read_size_and_scale(args, width, height, scale);
  auto seat = args.integer("--seat", 1, 8, 0);
  auto dpi = args.integer("--dpi", 40, 800, 0);
  if (args.ok() && args.positionals().size() != 1) args.fail("needs exactly one save or scenario file");
  if (args.ok() && !args.value("--out")) args.fail("--out FILE.png is required");
  if (!args.ok()) {
    err << "seasonboard screenshot: " << args.error() << "\n";
    return kExitUsage;
  }
  OpenedMatch opened = open_match_file(args.positionals()[0], args.value_or("--content", ""), err);
  if (!opened.match) return opened.exit_code == kExitOk ? kExitProblem : opened.exit_code;
  const TitleScreenInfo* hooks = find_title_screen(opened.match->title_id());
  if (!hooks) {
    err << "seasonboard screenshot: no table on screen for '" << opened.match->title_id() << "' yet\n";
    return kExitProblem;
  }
  const int seats = opened.match->seat_count();
  if (*seat > seats) {
    err << "seasonboard screenshot: --seat " << *seat << " but the match has " << seats << " seats\n";
    return kExitUsage;
  }
  std::string error;
  auto session = ui::SdlSession::start(false, error);
  if (!session) return err << "seasonboard screenshot: " << error << "\n", kExitProblem;
  auto target = ui::Offscreen::create(width, height, error);
  if (!target) return err << "seasonboard screenshot: " << error << "\n", kExitProblem;
  const float out_dpi = *dpi > 0 ? static_cast<float>(*dpi) : ui::kFallbackDpi * std::max(1.0f, height / 1080.0f);
  const ui::Metrics metrics = ui::metrics_for(width, height, out_dpi, scale);
  auto imgui = ui::ImGuiLayer::create(nullptr, target->renderer(), metrics, error);
  if (!imgui) return err << "seasonboard screenshot: " << error << "\n", kExitProblem;
  ui::TextCache text(target->renderer());
  if (!text.ok()) err << "seasonboard screenshot: " << text.error() << " (numbers drawn without a font)\n";

  const engine::Prompt prompt = opened.match->prompt();
  std::unique_ptr<ui::TableScreen> screen = hooks->make_screen(std::move(opened.match), {}, ui::TableSettings{});
  const int viewer =
      *seat > 0 ? static_cast<int>(*seat) - 1 : (prompt.game_over ? ui::TableScreen::kSpectator : prompt.seat);
  screen->set_viewer(viewer);
  screen->resize(width, height, metrics);
  // ImGui settles window sizes over a couple of frames (more while the table asks for them, as
  // a window fitted to its contents does); the last one is the picture.
  screen->take_dirty();
  for (int frame = 0; frame < 3 || (frame < 10 && screen->take_dirty()); ++frame)
    ui::render_table_frame(*screen, target->renderer(), &text, *imgui, ui::PointerState{}, width, height, 1.0f / 60);
  const std::string file = *args.value("--out");
  if (!target->save_png(file, error)) return err << "seasonboard screenshot: " << error << "\n", kExitProblem;
  out << "wrote " << file << " (" << width << "x" << height << ", seat "
      << (viewer >= 0 ? std::to_string(viewer + 1) : std::string("everyone")) << ")\n";
  return kExitOk;
}

ScreenCommands screen_commands() {
  ScreenCommands commands;
  commands.screenshot = cmd_screenshot;
  commands.play = cmd_play_window;
  commands.launcher = cmd_launcher;
  return commands;
}

}  // namespace sb::app
