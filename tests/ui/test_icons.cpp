// The icon set, content art and emblems on the table (engine/ui/icons.h, card_face.h): every icon
// of assets/icons/ draws at the sizes asked, a missing one falls back to its word, art that will not
// load falls back to the card's emblem, a changed picture shows after a reload (issue 31).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "engine/content/yaml_reader.h"
#include "engine/core/platform.h"
#include "engine/ui/card_face.h"
#include "engine/ui/icons.h"
#include "engine/ui/platform.h"

using namespace sb::ui;
namespace fs = std::filesystem;

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
  // Pixels in the box that are not `ground`.
  int drawn(Rect box, Color ground) const {
    int n = 0;
    for (int y = static_cast<int>(box.y); y < static_cast<int>(box.y + box.h); ++y)
      for (int x = static_cast<int>(box.x); x < static_cast<int>(box.x + box.w); ++x) n += target->pixel(x, y) == ground ? 0 : 1;
    return n;
  }
};

Pen pen_for(SDL_Renderer* r, int px) {
  return Pen{r, nullptr, {0, 0, 4000, 4000}, px, px, px, static_cast<float>(px) * 1.25f, static_cast<float>(px) * 0.6f};
}

const char* kRed = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#d02020"/></svg>)";
const char* kGreen = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#20d020"/></svg>)";

sb::engine::ArtRef art_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return {file.filename().string(), file, sb::engine::fnv1a64(bytes)};
}

}  // namespace

TEST_CASE("icons: every icon of the set draws at 16, 24 and 48 px; a size is rasterized once") {
  Fixture f(64, 64);
  PictureCache cache;
  REQUIRE(sb::engine::builtin_icons().size() >= 40);
  for (const sb::engine::BuiltinIcon& icon : sb::engine::builtin_icons()) {
    for (int px : {16, 24, 48}) {
      SDL_Texture* t = cache.icon(f.r(), icon.name, px);
      REQUIRE_MESSAGE(t, icon.name);
      int w = 0, h = 0;
      SDL_QueryTexture(t, nullptr, nullptr, &w, &h);
      CHECK(w == px);
      CHECK(h == px);
      f.clear(pal::kPaper);
      draw_fitted(f.r(), t, {8, 8, static_cast<float>(px), static_cast<float>(px)});
      // Readable: a good share of the square is ink or colour, not all of it.
      const int n = f.drawn({8, 8, static_cast<float>(px), static_cast<float>(px)}, pal::kPaper);
      CHECK_MESSAGE(n > px * px / 8, icon.name << " at " << px);
      CHECK_MESSAGE(n < px * px, icon.name << " at " << px);
    }
  }
  const int loads = cache.loads();
  CHECK(cache.icon(f.r(), "grain", 24) != nullptr);
  CHECK(cache.loads() == loads);  // a cache hit
  CHECK(cache.icon(f.r(), "grain", 25) != nullptr);
  CHECK(cache.loads() == loads + 1);  // another size (a DPI change): rasterized afresh
  CHECK(cache.icon(f.r(), "no-such-icon", 24) == nullptr);
}

TEST_CASE("icons: counts read as icon and number, the word standing in for an icon that cannot be drawn") {
  Fixture f(400, 100);
  PictureCache cache;
  const Pen p = pen_for(f.r(), 20);
  const std::vector<IconCount> items = {{"grain", 2, "Grain"}, {"ore", 1, "Ore"}};
  const std::vector<IconCount> missing = {{"no-such-icon", 2, "Grain"}, {"", 1, "Ore"}};
  // Without a font the pen's widths are estimates from the characters: words take more room.
  const float with_icons = write_counts(p, &cache, 0, 0, 120, items, 20, pal::kInk, false);
  const float as_words = write_counts(p, &cache, 0, 0, 120, missing, 20, pal::kInk, false);
  const float no_cache = write_counts(p, nullptr, 0, 0, 120, items, 20, pal::kInk, false);
  CHECK(with_icons < as_words);  // "2 [] 1 []" on one line of 120 px; "2 Grain" "1 Ore" on two
  CHECK(as_words == no_cache);
  f.clear(pal::kPaper);
  write_counts(p, &cache, 0, 0, 400, items, 20, pal::kInk, true);
  CHECK(f.drawn({0, 0, 400, 40}, pal::kPaper) > 100);  // the icons are on screen
}

TEST_CASE("icons: an emblem is made from the id alone, the same every time, and ids look different") {
  CHECK(emblem_initials("W01") == "W1");
  CHECK(emblem_initials("e12") == "E12");
  CHECK(emblem_initials("bay_colony") == "BC");
  CHECK(emblem_initials("L3") == "L3");
  CHECK(emblem_initials("") == "?");
  const EmblemLook a = emblem_for("W06"), b = emblem_for("W06");
  CHECK(a.ground == b.ground);
  CHECK(a.pattern == b.pattern);
  CHECK(a.initials == "W6");
  std::set<std::pair<int, uint32_t>> looks;
  for (int i = 1; i <= 12; ++i) {
    const EmblemLook l = emblem_for("W" + std::to_string(i));
    looks.insert({l.pattern, (static_cast<uint32_t>(l.ground.r) << 16) | (static_cast<uint32_t>(l.ground.g) << 8) | l.ground.b});
  }
  CHECK(looks.size() >= 6);  // twelve cards do not share two or three looks
  Fixture f(200, 200);
  f.clear(pal::kTable);
  draw_emblem(pen_for(f.r(), 16), {20, 20, 120, 80}, "W06");
  CHECK(f.drawn({20, 20, 120, 80}, pal::kTable) > 120 * 80 * 9 / 10);
}

TEST_CASE("icons: card art shows; art that fails to load shows the emblem; a changed file shows after a reload") {
  const fs::path dir = fs::temp_directory_path() / ("seasonboard-art-" + std::to_string(sb::engine::process_id()));
  fs::create_directories(dir);
  const fs::path file = dir / "card.svg";
  std::ofstream(file) << kRed;
  Fixture f(300, 400);
  PictureCache cache;
  const Pen p = pen_for(f.r(), 16);
  CardFace card;
  card.id = "W06";
  card.title = "Forge";
  card.family = rgb(0xA7AFB8);
  sb::engine::ArtRef art = art_file(file);
  card.art = &art;
  card.costs = {{"grain", 2, "Grain"}, {"timber", 1, "Timber"}};
  card.rules = "Needs a Delvers worker.";
  card.footer = "Rent 1";
  const Rect box{10, 10, 200, 0};
  const float h = draw_card_face(p, &cache, card, box, false);
  CHECK(h > card_art_height(200, 16));
  // The art area's middle shows the picture.
  auto art_middle = [&] {
    f.clear(pal::kTable);
    Rect area;
    draw_card_face(p, &cache, card, box, true, &area);
    REQUIRE(area.h > 0);
    return f.target->pixel(static_cast<int>(area.x + area.w * 0.5f), static_cast<int>(area.y + area.h * 0.5f));
  };
  const Color red = art_middle();
  CHECK(red.r > 180);
  CHECK(red.g < 80);
  SDL_Texture* first = cache.art(f.r(), art, 100, 50);
  // The file changes and the content is read again (a new hash): the new pixels show.
  std::ofstream(file) << kGreen;
  art = art_file(file);
  const Color green = art_middle();
  CHECK(green.g > 180);
  CHECK(green.r < 80);
  CHECK(cache.art(f.r(), art, 100, 50) != first);
  // The file goes bad after the check (or is deleted): the emblem, never a crash.
  std::ofstream(file) << "broken";
  art = art_file(file);
  const Color emblem = art_middle();  // the initials' disc (no font here: no letters over it)
  CHECK(color_distance2(emblem, lighter(emblem_for("W06").ground, 0.45f)) <= 3 * 6 * 6);
  // No art named at all: the same emblem.
  card.art = nullptr;
  CHECK(color_distance2(art_middle(), emblem) <= 3 * 6 * 6);
  fs::remove_all(dir);
}
