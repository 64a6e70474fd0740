#include <doctest/doctest.h>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>
#if defined(__GLIBC__)
#include <malloc.h>  // mallinfo2: the heap in use
#endif

#include "engine/core/platform.h"
#include "engine/ui/camera.h"
#include "engine/ui/draw.h"
#include "engine/ui/hotseat.h"
#include "engine/ui/platform.h"
#include "engine/ui/text.h"

using namespace sb::ui;
namespace eng = sb::engine;

namespace {

struct Fixture {
  std::unique_ptr<SdlSession> session;
  std::unique_ptr<Offscreen> target;
  Fixture(int w, int h) {
    std::string error;
    session = SdlSession::start(false, error);
    REQUIRE_MESSAGE(session, error);
    target = Offscreen::create(w, h, error);
    REQUIRE_MESSAGE(target, error);
  }
  SDL_Renderer* r() const { return target->renderer(); }
  void clear(Color c) const {
    SDL_SetRenderDrawColor(r(), c.r, c.g, c.b, 255);
    SDL_RenderClear(r());
  }
};

bool close(Color a, Color b, int tolerance = 6) { return color_distance2(a, b) <= tolerance * tolerance * 3; }

// Connected blobs of pixels for which `in` is true, inside a rectangle.
int count_blobs(const Offscreen& o, int x0, int y0, int x1, int y1, auto in) {
  const int w = x1 - x0, h = y1 - y0;
  std::vector<int> seen(static_cast<size_t>(w * h), 0);
  int blobs = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (seen[static_cast<size_t>(y * w + x)] || !in(o.pixel(x0 + x, y0 + y))) continue;
      ++blobs;
      std::vector<std::pair<int, int>> stack{{x, y}};
      seen[static_cast<size_t>(y * w + x)] = 1;
      while (!stack.empty()) {
        auto [cx, cy] = stack.back();
        stack.pop_back();
        const int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
        for (int k = 0; k < 4; ++k) {
          int nx = cx + dx[k], ny = cy + dy[k];
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          size_t idx = static_cast<size_t>(ny * w + nx);
          if (seen[idx] || !in(o.pixel(x0 + nx, y0 + ny))) continue;
          seen[idx] = 1;
          stack.push_back({nx, ny});
        }
      }
    }
  }
  return blobs;
}

}  // namespace

TEST_CASE("offscreen hexes are filled with their own colour at their centres") {
  Fixture f(480, 360);
  f.clear(pal::kTable);
  eng::Layout world;
  world.size = {10, 10};
  auto hexes = eng::hex_spiral({0, 0}, 1);
  Camera cam;
  cam.set_viewport({0, 0, 480, 360});
  cam.fit(hex_bounds(world, hexes), 10);
  eng::Layout screen = cam.screen_layout(world);
  std::vector<Color> colors;
  for (size_t i = 0; i < hexes.size(); ++i) colors.push_back(terrain_color(static_cast<Terrain>(i)));
  for (size_t i = 0; i < hexes.size(); ++i) {
    fill_hex(f.r(), screen, hexes[i], colors[i]);
    outline_hex(f.r(), screen, hexes[i], 2.0f, pal::kGrid);
  }
  for (size_t i = 0; i < hexes.size(); ++i) {
    Vec2 c = hex_center(screen, hexes[i]);
    Color got = f.target->pixel(static_cast<int>(c.x), static_cast<int>(c.y));
    CHECK_MESSAGE(close(got, colors[i], 1), "hex ", i);
    // Well inside the hex but off-centre too (no missing triangles in the fan).
    for (const Vec2& corner : hex_points(screen, hexes[i])) {
      Vec2 p = c + (corner - c) * 0.7f;
      CHECK(close(f.target->pixel(static_cast<int>(p.x), static_cast<int>(p.y)), colors[i], 1));
    }
  }
  CHECK(close(f.target->pixel(2, 2), pal::kTable, 1));  // outside the board
}

TEST_CASE("a token shows its seat colour and a contrasting symbol at its centre") {
  Fixture f(200, 200);
  f.clear(terrain_color(Terrain::kPlains));
  TokenStyle style;
  style.fill = seat_color(4);  // Okabe-Ito blue
  style.symbol = Symbol::kCircle;
  draw_token(f.r(), nullptr, {100, 100}, 40, style);
  CHECK(close(f.target->pixel(100, 100), ink_on(style.fill), 2));         // the symbol
  CHECK(close(f.target->pixel(100 + 33, 100), style.fill, 2));           // the disc around it
  CHECK(close(f.target->pixel(100, 100 - 33), style.fill, 2));
  CHECK(close(f.target->pixel(5, 5), terrain_color(Terrain::kPlains), 1));  // nothing outside
}

TEST_CASE("a token on its side has a different silhouette from an upright one") {
  Fixture f(200, 200);
  const Color ground = terrain_color(Terrain::kSnow);
  TokenStyle style;
  style.fill = seat_color(0);
  style.symbol = Symbol::kNone;
  f.clear(ground);
  draw_token(f.r(), nullptr, {100, 100}, 40, style);
  const bool upright_top = close(f.target->pixel(100, 100 - 34), style.fill, 2);
  style.on_side = true;
  f.clear(ground);
  draw_token(f.r(), nullptr, {100, 100}, 40, style);
  const bool side_top = close(f.target->pixel(100, 100 - 34), style.fill, 2);
  CHECK(upright_top);
  CHECK_FALSE(side_top);  // flattened: nothing of it that far above the centre
  CHECK(close(f.target->pixel(100 + 30, 100), style.fill, 2));
}

TEST_CASE("a stack badge shows the count even without a font (seven-segment fallback)") {
  Fixture f(200, 200);
  f.clear(pal::kTable);
  TokenStyle style;
  style.symbol = Symbol::kNone;
  style.count = 1;
  draw_token(f.r(), nullptr, {100, 110}, 40, style);
  const Vec2 badge{100 + 40 * 0.74f, 110 - 40 * 0.74f};
  const Color before = f.target->pixel(static_cast<int>(badge.x), static_cast<int>(badge.y));
  style.count = 8;
  draw_token(f.r(), nullptr, {100, 110}, 40, style);
  auto dark = [](Color c) { return luminance(c) < 0.1f; };
  const int x0 = static_cast<int>(badge.x - 10), y0 = static_cast<int>(badge.y - 10);
  // "8" lights every segment: its ink forms one connected blob with two holes.
  CHECK(count_blobs(*f.target, x0, y0, x0 + 20, y0 + 20, dark) >= 1);
  CHECK_FALSE(close(before, f.target->pixel(static_cast<int>(badge.x), static_cast<int>(badge.y)), 2));
}

// Issue 31: stacks drawn as stacks. Above and left of an upright token's top, where the pile's
// tokens behind it show: the ground for one, a token for three.
TEST_CASE("a stack of upright tokens shows as a pile behind the top one") {
  Fixture f(200, 200);
  const Color ground = terrain_color(Terrain::kPlains);
  TokenStyle style;
  style.fill = seat_color(2);
  style.symbol = Symbol::kNone;
  const Vec2 behind{100 - 40 * 0.3f, 110 - 40 * 1.2f};
  f.clear(ground);
  draw_token(f.r(), nullptr, {100, 110}, 40, style);
  CHECK(close(f.target->pixel(static_cast<int>(behind.x), static_cast<int>(behind.y)), ground, 1));
  style.count = 3;
  f.clear(ground);
  draw_token(f.r(), nullptr, {100, 110}, 40, style);
  CHECK_FALSE(close(f.target->pixel(static_cast<int>(behind.x), static_cast<int>(behind.y)), ground, 8));
  CHECK(close(f.target->pixel(100 + 20, 110 + 10), style.fill, 2));  // the top token as it was
}

TEST_CASE("die faces show the right number of pips") {
  Fixture f(160, 160);
  for (int face = 1; face <= 6; ++face) {
    f.clear(pal::kTable);
    draw_die(f.r(), nullptr, {80, 80}, 100, face, DieStyle{});
    auto pip = [](Color c) { return luminance(c) < 0.05f; };
    // Inside the body, away from the dark edge line.
    int pips = count_blobs(*f.target, 80 - 42, 80 - 42, 80 + 42, 80 + 42, pip);
    CHECK_MESSAGE(pips == face, "face ", face);
  }
}

TEST_CASE("a dice tray grows upwards to hold its whole caption, inside its area") {
  Fixture f(1920, 1080);
  TextCache text(f.r());
  REQUIRE_MESSAGE(text.ok(), text.error());
  // Mighty Kingdoms at 1920x1080 (96 dpi): dice 10 mm wide, the tray at least 70 mm, text at 0.9
  // of the body size, and an exploration's words (it ran off the bottom of the screen).
  const float mm = 96.0f / 25.4f;
  const Rect board{0, 0, 1380, 1080};
  const int font_px = 15;
  const std::string caption =
      "Ann explores Dark Forest (2, 5): rolls 2D6 = 7, +1 for the scout, 8 on the exploration table: "
      "a ruined watchtower; Ann gains 2 gold and may build a tower here next winter";
  const Rect tray = dice_tray_rect(&text, 2, board, 10 * mm, 4 * mm, 70 * mm, font_px, caption);
  const Vec2 words = text.measure(caption, font_px, false, static_cast<int>(tray.w - 10 * mm * 0.6f));
  CHECK(words.y > font_px * 2);  // it wraps: more than one line
  CHECK(tray.y >= board.y);
  CHECK(tray.y + tray.h <= board.y + board.h);
  CHECK(tray.y + 10 * mm * 1.5f + words.y <= tray.y + tray.h);  // the last line inside the tray
  CHECK(tray.x + tray.w <= board.x + board.w);
  // A short caption keeps the tray its usual size.
  const Rect small = dice_tray_rect(&text, 2, board, 10 * mm, 4 * mm, 70 * mm, font_px, "7");
  CHECK(small.h == doctest::Approx(10 * mm * 2.3f));
}

TEST_CASE("die_pip_layout is symmetric and empty outside 1..6") {
  for (int face = 1; face <= 6; ++face) {
    auto pips = die_pip_layout(face);
    CHECK(pips.size() == static_cast<size_t>(face));
    Vec2 sum;
    for (Vec2 p : pips) sum = sum + p;
    CHECK(sum.x == doctest::Approx(0));
    CHECK(sum.y == doctest::Approx(0));
  }
  CHECK(die_pip_layout(0).empty());
  CHECK(die_pip_layout(7).empty());
}

TEST_CASE("save_png writes a PNG that loads back with the rendered pixels") {
  Fixture f(64, 48);
  f.clear(rgb(0x123456));
  fill_circle(f.r(), {32, 24}, 10, rgb(0xE69F00));
  const std::string path = (std::filesystem::temp_directory_path() / "sb_ui_test_save.png").string();
  std::filesystem::remove(path);
  std::string error;
  REQUIRE_MESSAGE(f.target->save_png(path, error), error);
  SDL_Surface* loaded = IMG_Load(path.c_str());
  REQUIRE_MESSAGE(loaded, IMG_GetError());
  CHECK(loaded->w == 64);
  CHECK(loaded->h == 48);
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
  REQUIRE(rgba);
  auto at = [&](int x, int y) {
    const uint8_t* p = static_cast<const uint8_t*>(rgba->pixels) + y * rgba->pitch + x * 4;
    return Color{p[0], p[1], p[2], p[3]};
  };
  CHECK(close(at(32, 24), rgb(0xE69F00), 1));
  CHECK(close(at(1, 1), rgb(0x123456), 1));
  SDL_FreeSurface(rgba);
  SDL_FreeSurface(loaded);
  std::filesystem::remove(path);
}

TEST_CASE("save_png reports an unwritable path instead of crashing") {
  Fixture f(16, 16);
  std::string error;
  CHECK_FALSE(f.target->save_png("/nonexistent-dir/x/y.png", error));
  CHECK(error.find("/nonexistent-dir/x/y.png") != std::string::npos);
  CHECK_FALSE(save_png(nullptr, 16, 16, "/tmp/never.png", error));
}

TEST_CASE("offscreen size is validated") {
  std::string error;
  auto session = SdlSession::start(false, error);
  REQUIRE(session);
  CHECK_FALSE(Offscreen::create(0, 100, error));
  CHECK(error.find("out of range") != std::string::npos);
}

TEST_CASE("the hand-off screen hides the whole table and reveals only after a long enough hold") {
  Fixture f(320, 240);
  f.clear(terrain_color(Terrain::kDesert));
  HandOffScreen cover;
  cover.begin("Ann", seat_style(0));
  Metrics m{96, 1};
  cover.draw(f.r(), nullptr, 320, 240, m);
  // Sample a grid: no pixel of the table colour survives.
  int table_pixels = 0;
  for (int y = 0; y < 240; y += 8) {
    for (int x = 0; x < 320; x += 8) table_pixels += close(f.target->pixel(x, y), terrain_color(Terrain::kDesert), 4);
  }
  CHECK(table_pixels == 0);
  cover.step(0.3, true);
  cover.step(0.2, false);  // let go: drains
  cover.step(0.3, true);
  CHECK_FALSE(cover.revealed());
  cover.step(0.5, true);
  CHECK(cover.revealed());
  cover.dismiss();
  CHECK_FALSE(cover.showing());
}

TEST_CASE("text renders with DejaVu Sans when installed, and says so when not") {
  Fixture f(200, 80);
  TextCache text(f.r());
  if (!text.ok()) {
    CHECK(text.error().find("fonts-dejavu-core") != std::string::npos);
    return;
  }
  Vec2 small = text.measure("Winter", 14);
  Vec2 big = text.measure("Winter", 28);
  CHECK(small.x > 0);
  CHECK(big.x > small.x * 1.7f);
  f.clear(pal::kPaper);
  text.draw({10, 10}, "Winter", 28, pal::kInk);
  auto inky = [](Color c) { return luminance(c) < 0.2f; };
  CHECK(count_blobs(*f.target, 0, 0, 200, 80, inky) >= 5);  // W i(2) n t e r: glyph shapes
  CHECK(text.cached() == 2);  // "Winter" at 14 and 28 px; drawing reused the 28 px one
  for (int i = 0; i < 300; ++i) text.end_frame();
  CHECK(text.cached() == 0);  // unused strings are evicted
}

TEST_CASE("a missing font file is a message, not a crash") {
  Fixture f(50, 50);
  TextCache text(f.r(), "/nonexistent/font.ttf");
  CHECK(text.get("x", 12) == nullptr);
  CHECK_FALSE(text.error().empty());
}

namespace {
// Sets an environment variable for one scope, then puts back what was there.
struct ScopedEnv {
  std::string name, kept;
  bool had;
  ScopedEnv(std::string n, const std::string& value) : name(std::move(n)) {
    const char* old = std::getenv(name.c_str());
    had = old != nullptr;
    kept = old ? old : "";
    sb::engine::set_env(name, value);
  }
  ~ScopedEnv() { had ? sb::engine::set_env(name, kept) : sb::engine::unset_env(name); }
};
}  // namespace

TEST_CASE("without DejaVu Sans the UI font is one Windows or macOS ships, and the note says which") {
  const std::string dejavu = find_ui_font();
  REQUIRE_MESSAGE(!dejavu.empty(), "DejaVu Sans not found");
  // A Windows folder in a temp dir, its fonts stood in for by DejaVu's files (copied at test time).
  const std::filesystem::path windir = std::filesystem::temp_directory_path() / "sb-ui-font-windir";
  std::filesystem::remove_all(windir);
  std::filesystem::create_directories(windir / "Fonts");
  ScopedEnv env_windir("WINDIR", windir.string());
  ScopedEnv env_font("SB_FONT", "");
  std::vector<UiFontCandidate> no_dejavu;
  for (const UiFontCandidate& c : ui_font_candidates()) {
    if (c.name != "DejaVu Sans") no_dejavu.push_back(c);
  }
  // DejaVu Sans is tried first; then Segoe UI and Arial from %WINDIR%\Fonts, then macOS' Arial.
  const auto all = ui_font_candidates();
  REQUIRE(all.size() > no_dejavu.size());
  CHECK(all.front().name == "DejaVu Sans");
  CHECK(all[all.size() - no_dejavu.size()].name == "Segoe UI");
  REQUIRE(no_dejavu.size() >= 3);
  CHECK(no_dejavu[0].regular == windir.string() + "/Fonts/segoeui.ttf");
  CHECK(no_dejavu[1].regular == windir.string() + "/Fonts/arial.ttf");
  CHECK(no_dejavu[2].regular == "/System/Library/Fonts/Supplemental/Arial.ttf");

  CHECK_FALSE(first_ui_font(no_dejavu).found());  // this machine has neither Segoe UI nor Arial
  CHECK(ui_font_note(first_ui_font(no_dejavu)).find("install fonts-dejavu-core") != std::string::npos);

  std::filesystem::copy_file(dejavu, windir / "Fonts" / "arial.ttf");  // Arial without its bold face
  UiFont font = first_ui_font(no_dejavu);
  CHECK(font.name == "Arial");
  CHECK(font.regular == windir.string() + "/Fonts/arial.ttf");
  CHECK(font.bold == font.regular);
  std::filesystem::copy_file(dejavu, windir / "Fonts" / "segoeui.ttf");
  std::filesystem::copy_file(find_ui_font(true), windir / "Fonts" / "segoeuib.ttf");
  font = first_ui_font(no_dejavu);
  CHECK(font.name == "Segoe UI");
  CHECK(font.bold == windir.string() + "/Fonts/segoeuib.ttf");
  CHECK(ui_font_note(font) == "DejaVu Sans not found; using Segoe UI (" + font.regular + ")");

  // With DejaVu Sans installed (this machine) it is chosen, and there is nothing to say.
  CHECK(find_ui_fonts().name == "DejaVu Sans");
  CHECK(ui_font_note(find_ui_fonts()).empty());
  std::filesystem::remove_all(windir);
}

TEST_CASE("SB_FONT names the regular face; a wrong SB_FONT is said, and DejaVu Sans used") {
  const std::string dejavu_bold = find_ui_font(true);
  const std::filesystem::path copy = std::filesystem::temp_directory_path() / "sb-ui-font-chosen.ttf";
  std::filesystem::copy_file(find_ui_font(), copy, std::filesystem::copy_options::overwrite_existing);
  {
    ScopedEnv env_font("SB_FONT", copy.string());
    const UiFont font = find_ui_fonts();
    CHECK(font.name == "$SB_FONT");
    CHECK(font.regular == copy.string());
    CHECK(font.bold == dejavu_bold);
    CHECK(ui_font_note(font).empty());
  }
  {
    ScopedEnv env_font("SB_FONT", "/no/such/font.ttf");
    const UiFont font = find_ui_fonts();
    CHECK(font.name == "DejaVu Sans");
    CHECK(ui_font_note(font) == "$SB_FONT names no font file (/no/such/font.ttf); using DejaVu Sans (" +
                                    font.regular + ")");
  }
  std::filesystem::remove(copy);
}

TEST_CASE("render_to_png draws through the callback and saves") {
  std::string error;
  auto session = SdlSession::start(false, error);
  REQUIRE(session);
  const std::string path = (std::filesystem::temp_directory_path() / "sb_ui_render_to_png.png").string();
  int calls = 0;
  bool ok = render_to_png(
      40, 30,
      [&](SDL_Renderer* r, int w, int h) {
        ++calls;
        CHECK(w == 40);
        CHECK(h == 30);
        SDL_SetRenderDrawColor(r, 200, 10, 10, 255);
        SDL_RenderClear(r);
      },
      path, error);
  REQUIRE_MESSAGE(ok, error);
  CHECK(calls == 1);
  SDL_Surface* loaded = IMG_Load(path.c_str());
  REQUIRE(loaded);
  CHECK(loaded->w == 40);
  SDL_FreeSurface(loaded);
  std::filesystem::remove(path);
  CHECK_FALSE(render_to_png(0, 10, [](SDL_Renderer*, int, int) {}, path, error));
}

TEST_CASE("a window with the software renderer works on the dummy video driver") {
  std::string error;
  auto session = SdlSession::start(true, error);
  REQUIRE_MESSAGE(session, error);
  WindowOptions options;
  options.width = 320;
  options.height = 200;
  options.software = true;
  options.hidden = true;
  auto window = Window::create(options, error);
  REQUIRE_MESSAGE(window, error);
  CHECK(window->software());
  // Its window surface is not a texture of an accelerated renderer (the GPU driver --software skips).
  const char* framebuffer = SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION);
  CHECK(framebuffer != nullptr);
  CHECK(std::string(framebuffer ? framebuffer : "unset") == "0");
  CHECK(window->pixel_width() == 320);
  CHECK(window->pixel_height() == 200);
  CHECK(window->pixel_ratio() == doctest::Approx(1));
  CHECK(window->dpi() >= 40);
  options.dpi_override = 200;
  auto second = Window::create(options, error);
  REQUIRE(second);
  CHECK(second->dpi() == doctest::Approx(200));
  SDL_SetRenderDrawColor(window->renderer(), 0, 114, 178, 255);
  SDL_RenderClear(window->renderer());
  const std::string path = (std::filesystem::temp_directory_path() / "sb_ui_window.png").string();
  REQUIRE_MESSAGE(save_png(window->renderer(), 320, 200, path, error), error);
  SDL_Surface* loaded = IMG_Load(path.c_str());
  REQUIRE(loaded);
  CHECK(loaded->w == 320);
  SDL_FreeSurface(loaded);
  std::filesystem::remove(path);
}

#if defined(__GLIBC__)
TEST_CASE("a frame of many shapes leaves no large vertex queue behind") {
  // SDL keeps its queue's vertex buffer at the largest size one flush needed; the primitives flush
  // as they go, so 800 circles (446,400 vertices: 5 MB if queued at once, then kept) leave little.
  // (A window's renderer, as the app's: it batches. An offscreen one runs each draw at once.)
  std::string error;
  auto session = SdlSession::start(true, error);
  REQUIRE_MESSAGE(session, error);
  WindowOptions options;
  options.width = 800;
  options.height = 600;
  options.software = true;
  options.hidden = true;
  auto window = Window::create(options, error);
  REQUIRE_MESSAGE(window, error);
  SDL_Renderer* r = window->renderer();
  auto in_use = [] {
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
  };
  fill_circle(r, {10, 10}, 5, {200, 40, 40, 255});
  SDL_RenderFlush(r);
  const size_t before = in_use();
  for (int i = 0; i < 800; ++i)
    fill_circle(r, {static_cast<float>(40 + i % 720), static_cast<float>(40 + (i / 720) * 70)}, 30, {200, 40, 40, 255});
  SDL_RenderFlush(r);
  const size_t after = in_use();
  CHECK(after < before + 1024 * 1024);
}
#endif

TEST_CASE("filled shapes on the software renderer: no lost quarters, no cracks") {
  Fixture f(200, 200);
  f.clear(pal::kPaper);
  const Color ink = rgb(0x6B4F2A);
  // A diamond: SDL 2.26's rect shortcut once dropped a quarter and filled a square corner.
  std::array<Vec2, 4> diamond = {Vec2{50, 10}, Vec2{90, 50}, Vec2{50, 90}, Vec2{10, 50}};
  fill_polygon(f.r(), diamond, ink);
  for (Vec2 p : {Vec2{60, 60}, Vec2{40, 60}, Vec2{60, 40}, Vec2{40, 40}}) {
    CHECK(close(f.target->pixel(static_cast<int>(p.x), static_cast<int>(p.y)), ink, 1));
  }
  CHECK(close(f.target->pixel(18, 82), pal::kPaper, 1));  // the square corner stays empty
  // A big disc: every pixel well inside it has the fill colour.
  fill_circle(f.r(), {140, 140}, 45, ink);
  int holes = 0;
  for (int y = 100; y <= 180; ++y) {
    for (int x = 100; x <= 180; ++x) {
      const float dx = x + 0.5f - 140, dy = y + 0.5f - 140;
      if (dx * dx + dy * dy < 43 * 43) holes += !close(f.target->pixel(x, y), ink, 1);
    }
  }
  CHECK(holes == 0);
}

TEST_CASE("body text: capitals at least 4 mm tall at the display's DPI, growing with the size setting") {
  const bool ttf = TTF_WasInit() != 0 || TTF_Init() == 0;
  REQUIRE(ttf);
  const std::string path = sb::ui::find_ui_font();
  REQUIRE_MESSAGE(!path.empty(), "DejaVu Sans not found");
  float last_cap = 0;
  for (float dpi : {96.0f, 160.0f, 326.0f})
    for (float scale : {1.0f, 1.5f, 2.0f}) {
      const sb::ui::Metrics m{dpi, scale};
      TTF_Font* font = TTF_OpenFont(path.c_str(), static_cast<int>(m.font_px()));
      REQUIRE(font);
      int minx = 0, maxx = 0, miny = 0, maxy = 0, advance = 0;
      REQUIRE(TTF_GlyphMetrics(font, 'H', &minx, &maxx, &miny, &maxy, &advance) == 0);
      TTF_CloseFont(font);
      const float cap_mm = static_cast<float>(maxy - miny) / m.px_per_mm();
      CHECK_MESSAGE(cap_mm >= sb::ui::kCapHeightMm - 0.15f, "dpi " << dpi << " scale " << scale << ": " << cap_mm << " mm");
      CHECK(cap_mm <= sb::ui::kCapHeightMm + 0.6f);  // not far larger either
      if (dpi == 96.0f) {
        CHECK(maxy - miny > last_cap);  // the size setting makes it larger
        last_cap = static_cast<float>(maxy - miny);
      }
    }
  // At 1920x1080 on an ordinary monitor (96 dpi) the panels' font is over 20 px, not 13.
  CHECK(sb::ui::Metrics{96.0f, 1.0f}.font_px() >= 20.0f);
}

TEST_CASE("a hand-held screen reads at arm's length: smaller capitals, the same 9 mm touch targets") {
  using namespace sb::ui;
  // A 6" phone (1080x2340 at 420 dpi) and a small 800x1280 one at 320 dpi are held in the hand.
  CHECK(cap_height_mm_for(1080, 2340, 420.0f) == kHandheldCapHeightMm);
  CHECK(cap_height_mm_for(800, 1280, 320.0f) == kHandheldCapHeightMm);
  // A 10" tablet (1280x800 at 160 dpi), a desktop monitor and a TV are read from further away.
  CHECK(cap_height_mm_for(1280, 800, 160.0f) == kCapHeightMm);
  CHECK(cap_height_mm_for(1920, 1080, 96.0f) == kCapHeightMm);
  CHECK(cap_height_mm_for(3840, 2160, 163.0f) == kCapHeightMm);
  CHECK(cap_height_mm_for(0, 0, 96.0f) == kCapHeightMm);  // nothing known: the sofa size
  const Metrics phone = metrics_for(1080, 2340, 420.0f, 1.0f), tablet = metrics_for(1280, 800, 160.0f, 1.0f);
  CHECK(phone.font_px() / phone.px_per_mm() < tablet.font_px() / tablet.px_per_mm());
  CHECK(phone.touch_px() / phone.px_per_mm() == doctest::Approx(kMinTouchMm));
  // The size setting still scales a phone's text.
  CHECK(metrics_for(1080, 2340, 420.0f, 1.5f).font_px() > phone.font_px());
}

TEST_CASE("a window asked for 0x0 takes the display's usable area; an explicit size is kept") {
  std::string error;
  auto session = SdlSession::start(true, error);
  REQUIRE_MESSAGE(session, error);
  WindowOptions fit;
  fit.width = fit.height = 0;
  fit.software = true;
  fit.hidden = true;
  auto whole = Window::create(fit, error);
  REQUIRE_MESSAGE(whole, error);
  const SDL_Rect area = display_area();
  CHECK(area.w >= 64);
  int w = 0, h = 0;
  SDL_GetWindowSize(whole->sdl(), &w, &h);
  CHECK(w == area.w);
  CHECK(h == area.h);
  WindowOptions sized = fit;
  sized.width = 640;
  sized.height = 480;
  auto small = Window::create(sized, error);
  REQUIRE_MESSAGE(small, error);
  SDL_GetWindowSize(small->sdl(), &w, &h);
  CHECK(w == 640);
  CHECK(h == 480);
}

TEST_CASE("a dice tray at the board's edge keeps its tumbling dice on the board") {
  // The tray sits at the area's bottom left; in the air its dice flew up to 1.5 die sizes beyond
  // it, which drew them half off the board's left edge (seen in Mighty Kingdoms and Six Winters).
  Fixture f(420, 300);
  const Rect area{100, 40, 260, 220};
  const float die = 40;
  int frames = 0, outside = 0;
  for (uint32_t seed = 1; seed <= 12; ++seed) {
    DiceTumble tumble;
    tumble.start({3, 5, 6}, 0.0, seed);
    for (double now = 0; now <= tumble.end_time(); now += 0.04) {
      f.clear(pal::kTable);
      draw_dice_tray(f.r(), nullptr, tumble, now, area, die, 4, 100, 14, "");
      ++frames;
      for (int y = 0; y < 300; ++y)
        for (int x = 0; x < 420; ++x) {
          const bool in_area = x >= area.x - 1 && x <= area.x + area.w + 1 && y >= area.y - 1 && y <= area.y + area.h + 1;
          if (!in_area && !close(f.target->pixel(x, y), pal::kTable, 1)) ++outside;
        }
    }
  }
  CHECK(frames > 100);
  CHECK(outside == 0);
}
