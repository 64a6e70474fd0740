// Seat colours a colour-blind player can tell apart, measured: every pair of seat colours of every
// title (as its table shows them with colour-blind-safe colours on, at its largest seat count), and
// every pair of the launcher's eight, stays at least kMinDeltaE apart in CIEDE2000 after simulated
// deuteranopia, protanopia and tritanopia. Colour alone is never all a seat has: each keeps a symbol
// of its own.
//
// Simulation: Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of
// Color Vision Deficiency", IEEE TVCG 15(6), 2009: their 3x3 matrices at severity 1.0 applied to
// linear sRGB, the result clipped to the displayable range. Difference: CIEDE2000 (CIE 142-2001) as
// written out by Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
// Notes...", Color Research & Application 30(1), 2005, on CIELAB under D65.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/ui/palette.h"
#include "engine/ui/platform.h"
#include "engine/ui/table_host.h"
#include "game/app/cli/titles.h"
#include "game/app/screen/title_screens.h"

namespace sb::app::test {

namespace {

// 6 seats reach 16 under all three with the Okabe-Ito hues kept; 15 leaves room for rounding.
constexpr double kMinDeltaE = 15.0;

struct Lab {
  double L, a, b;
};
using Matrix = std::array<std::array<double, 3>, 3>;

struct Vision {
  const char* name;
  Matrix m;
};
const std::array<Vision, 4> kVisions = {{
    {"normal", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
    {"deuteranopia", {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
    {"protanopia", {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
    {"tritanopia", {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
}};

double linear(uint8_t c) {
  const double s = c / 255.0;
  return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
}

Lab seen(ui::Color c, const Matrix& m) {
  const double in[3] = {linear(c.r), linear(c.g), linear(c.b)};
  double l[3];
  for (int i = 0; i < 3; ++i) l[i] = std::clamp(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2], 0.0, 1.0);
  const double X = 0.4124564 * l[0] + 0.3575761 * l[1] + 0.1804375 * l[2];
  const double Y = 0.2126729 * l[0] + 0.7151522 * l[1] + 0.0721750 * l[2];
  const double Z = 0.0193339 * l[0] + 0.1191920 * l[1] + 0.9503041 * l[2];
  auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
  const double fx = f(X / 0.95047), fy = f(Y), fz = f(Z / 1.08883);
  return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double ciede2000(Lab p, Lab q) {
  const double pi = 3.14159265358979323846;
  auto rad = [&](double d) { return d * pi / 180; };
  auto deg = [&](double r) { return r * 180 / pi; };
  const double p25 = std::pow(25.0, 7);
  const double C1 = std::hypot(p.a, p.b), C2 = std::hypot(q.a, q.b), Cb7 = std::pow((C1 + C2) / 2, 7);
  const double G = 0.5 * (1 - std::sqrt(Cb7 / (Cb7 + p25)));
  const double a1 = (1 + G) * p.a, a2 = (1 + G) * q.a;
  const double C1p = std::hypot(a1, p.b), C2p = std::hypot(a2, q.b);
  auto hue = [&](double a, double b) {
    if (a == 0 && b == 0) return 0.0;
    const double h = deg(std::atan2(b, a));
    return h < 0 ? h + 360 : h;
  };
  const double h1 = hue(a1, p.b), h2 = hue(a2, q.b);
  const double dL = q.L - p.L, dC = C2p - C1p;
  double dh = 0;
  if (C1p * C2p != 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const double dH = 2 * std::sqrt(C1p * C2p) * std::sin(rad(dh / 2));
  const double Lb = (p.L + q.L) / 2, Cbp = (C1p + C2p) / 2;
  double hb = h1 + h2;
  if (C1p * C2p != 0) hb = std::fabs(h1 - h2) > 180 ? (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2) : (h1 + h2) / 2;
  const double T = 1 - 0.17 * std::cos(rad(hb - 30)) + 0.24 * std::cos(rad(2 * hb)) + 0.32 * std::cos(rad(3 * hb + 6)) -
                   0.20 * std::cos(rad(4 * hb - 63));
  const double dtheta = 30 * std::exp(-std::pow((hb - 275) / 25, 2));
  const double Cbp7 = std::pow(Cbp, 7);
  const double RC = 2 * std::sqrt(Cbp7 / (Cbp7 + p25));
  const double SL = 1 + 0.015 * std::pow(Lb - 50, 2) / std::sqrt(20 + std::pow(Lb - 50, 2));
  const double SC = 1 + 0.045 * Cbp, SH = 1 + 0.015 * Cbp * T, RT = -std::sin(rad(2 * dtheta)) * RC;
  return std::sqrt(std::pow(dL / SL, 2) + std::pow(dC / SC, 2) + std::pow(dH / SH, 2) + RT * (dC / SC) * (dH / SH));
}

struct Closest {
  double delta_e = 1e9;
  size_t a = 0, b = 0;
};

Closest closest_pair(const std::vector<ui::Color>& colours, const Matrix& m) {
  Closest out;
  for (size_t i = 0; i < colours.size(); ++i)
    for (size_t j = i + 1; j < colours.size(); ++j) {
      const double d = ciede2000(seen(colours[i], m), seen(colours[j], m));
      if (d < out.delta_e) out = {d, i, j};
    }
  return out;
}

}  // namespace

TEST_CASE("CIEDE2000 and the simulation agree with their published values") {
  // Sharma et al.'s test data, pairs 1, 7 and 17.
  CHECK(ciede2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) == doctest::Approx(2.0425).epsilon(1e-4));
  CHECK(ciede2000({50, 0, 0}, {50, -1, 2}) == doctest::Approx(2.3669).epsilon(1e-4));
  CHECK(ciede2000({50, 2.5, 0}, {73, 25, -18}) == doctest::Approx(27.1492).epsilon(1e-4));
  // Deuteranopia and protanopia cannot tell red from green the way normal vision does; tritanopia can.
  const ui::Color red = ui::rgb(0xC03020), green = ui::rgb(0x508020);
  const double normal = ciede2000(seen(red, kVisions[0].m), seen(green, kVisions[0].m));
  CHECK(ciede2000(seen(red, kVisions[1].m), seen(green, kVisions[1].m)) < normal / 3);
  CHECK(ciede2000(seen(red, kVisions[2].m), seen(green, kVisions[2].m)) < normal / 2);
  CHECK(ciede2000(seen(red, kVisions[3].m), seen(green, kVisions[3].m)) > normal / 2);
  // Grey stays grey for every eye.
  for (const Vision& v : kVisions) CHECK(std::abs(seen(ui::rgb(0x808080), v.m).a) < 0.5);
}

TEST_CASE("every pair of the launcher's eight seat colours stays apart for colour-blind eyes") {
  std::vector<ui::Color> colours;
  for (int i = 0; i < ui::kSeatPaletteSize; ++i) colours.push_back(ui::seat_color(i));
  for (const Vision& v : kVisions) {
    const Closest c = closest_pair(colours, v.m);
    CAPTURE(std::string(v.name));
    CAPTURE(c.a);
    CAPTURE(c.b);
    CHECK(c.delta_e >= kMinDeltaE);
  }
}

TEST_CASE("every title's seats are told apart by colour under simulated colour blindness, and by symbol") {
  std::string error;
  auto sdl = ui::SdlSession::start(false, error);
  REQUIRE_MESSAGE(sdl, error);
  std::ostringstream table;  // the smallest difference per title and eye, for the record
  for (const TitleInfo& info : registered_titles()) {
    CAPTURE(info.id);
    auto title = info.make();
    engine::ErrorList errors;
    REQUIRE(title->load_content(std::string("content/") + title->content_dir(), errors));
    engine::ReadContext ctx{"test", &errors};
    const int seats = title->max_seats();
    auto made = title->new_match(YAML::Node(), seats, 5, ctx);
    REQUIRE(made.ok());
    const TitleScreenInfo* entry = find_title_screen(info.id);
    REQUIRE(entry);
    ui::TableSettings settings;
    REQUIRE(settings.colour_blind_safe);  // the default
    auto screen = entry->make_screen(std::move(made.value()), {}, settings);
    const auto& host = dynamic_cast<ui::TableHost&>(*screen);
    REQUIRE(static_cast<int>(host.looks().size()) == seats);
    std::vector<ui::Color> colours;
    std::set<ui::Symbol> symbols;
    for (const ui::SeatLook& look : host.looks()) {
      colours.push_back(look.color);
      CHECK(look.symbol != ui::Symbol::kNone);
      symbols.insert(look.symbol);
    }
    CHECK(static_cast<int>(symbols.size()) == seats);
    table << "\n  " << info.id << " (" << seats << " seats):";
    for (const Vision& v : kVisions) {
      const Closest c = closest_pair(colours, v.m);
      CAPTURE(std::string(v.name));
      CAPTURE(c.a);
      CAPTURE(c.b);
      CHECK(c.delta_e >= kMinDeltaE);
      table << " " << v.name << " " << std::lround(c.delta_e * 10) / 10.0;
    }
  }
  MESSAGE("smallest CIEDE2000 between two seats:" << table.str());
}

}  // namespace sb::app::test
