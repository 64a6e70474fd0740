#include "engine/audio/synth.h"

// Every effect is short (under a second) and quiet at its peak (0.8): several may sound at once.
// Wood, paper and metal are imitated the cheap way: a few decaying sine partials for a body, seeded
// noise through a one-pole filter for a surface.
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace sb::audio {

namespace {

constexpr double kPi = 3.14159265358979323846;

// A small seeded noise source (xorshift): the same effect on every run.
struct Noise {
  uint32_t state;
  float next() {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return static_cast<float>(state) / 2147483648.0f - 1.0f;
  }
};

struct Track {
  int rate;
  std::vector<float> out;
  Track(int r, double seconds) : rate(r), out(static_cast<size_t>(seconds * r), 0.0f) {}
  size_t at(double seconds) const { return static_cast<size_t>(seconds * rate); }

  // A struck partial: sine at `hz` from `start`, attack 2 ms, exponential decay `decay` s.
  void partial(double start, double hz, double amp, double decay, double length) {
    const size_t a = at(start), n = std::min(out.size(), at(start + length));
    for (size_t i = a; i < n; ++i) {
      const double t = static_cast<double>(i - a) / rate;
      const double env = std::min(1.0, t / 0.002) * std::exp(-t / decay);
      out[i] += static_cast<float>(amp * env * std::sin(2 * kPi * hz * t));
    }
  }
  // A sweep (a drum's skin): frequency falling from `hz0` to `hz1` over `length`.
  void sweep(double start, double hz0, double hz1, double amp, double decay, double length) {
    const size_t a = at(start), n = std::min(out.size(), at(start + length));
    double phase = 0;
    for (size_t i = a; i < n; ++i) {
      const double t = static_cast<double>(i - a) / rate;
      const double hz = hz1 + (hz0 - hz1) * std::exp(-t / (length * 0.3));
      phase += 2 * kPi * hz / rate;
      out[i] += static_cast<float>(amp * std::min(1.0, t / 0.003) * std::exp(-t / decay) * std::sin(phase));
    }
  }
  // Filtered noise: `bright` 0..1 (one-pole low-pass coefficient; high = brighter), an envelope
  // rising over `rise` then decaying with `decay`.
  void noise(Noise& n, double start, double amp, double bright, double rise, double decay, double length) {
    const size_t a = at(start), end = std::min(out.size(), at(start + length));
    float low = 0;
    for (size_t i = a; i < end; ++i) {
      const double t = static_cast<double>(i - a) / rate;
      const double env = (rise > 0 ? std::min(1.0, t / rise) : 1.0) * std::exp(-std::max(0.0, t - rise) / decay);
      const float x = n.next();
      low += static_cast<float>(bright) * (x - low);
      out[i] += static_cast<float>(amp * env) * low;
    }
  }
  std::vector<float> finish() {
    float peak = 0;
    for (float s : out) peak = std::max(peak, std::abs(s));
    if (peak > 0)
      for (float& s : out) s *= 0.8f / peak;
    // A 5 ms fade at the end: no click when a voice stops.
    const size_t fade = std::min(out.size(), at(0.005));
    for (size_t i = 0; i < fade; ++i) out[out.size() - 1 - i] *= static_cast<float>(i) / static_cast<float>(fade);
    return std::move(out);
  }
};

// Dice in a cup then on the table: hard clicks, closer together, then two settling knocks.
std::vector<float> dice(int rate) {
  Track t(rate, 0.55);
  Noise n{0x9E3779B9u};
  const double hits[] = {0.00, 0.05, 0.09, 0.15, 0.19, 0.26, 0.31, 0.40, 0.46};
  int k = 0;
  for (double h : hits) {
    t.noise(n, h, 0.9 - 0.05 * k, 0.85, 0.0, 0.006, 0.04);
    t.partial(h, 1900 + 260 * (k % 3), 0.35, 0.012, 0.05);
    t.partial(h, 3100 + 410 * (k % 2), 0.2, 0.008, 0.04);
    ++k;
  }
  return t.finish();
}

// A card slid off the deck and laid down: a breathy swish, then a soft pat.
std::vector<float> card(int rate) {
  Track t(rate, 0.28);
  Noise n{0x1234567u};
  t.noise(n, 0.0, 0.7, 0.55, 0.09, 0.05, 0.2);
  t.noise(n, 0.17, 0.6, 0.3, 0.0, 0.02, 0.08);
  t.partial(0.17, 180, 0.25, 0.03, 0.09);
  return t.finish();
}

// A wooden piece set on the board: a short hollow knock.
std::vector<float> piece(int rate) {
  Track t(rate, 0.2);
  Noise n{0xBADC0DEu};
  t.partial(0.0, 520, 0.8, 0.035, 0.2);
  t.partial(0.0, 1310, 0.35, 0.018, 0.1);
  t.partial(0.0, 2250, 0.15, 0.01, 0.05);
  t.noise(n, 0.0, 0.3, 0.9, 0.0, 0.004, 0.02);
  return t.finish();
}

// A clash: a low drum, a burst of noise and a ringing blade (inharmonic partials).
std::vector<float> battle(int rate) {
  Track t(rate, 0.75);
  Noise n{0xC0FFEEu};
  t.sweep(0.0, 150, 55, 1.0, 0.18, 0.6);
  t.noise(n, 0.0, 0.6, 0.7, 0.0, 0.07, 0.3);
  t.noise(n, 0.12, 0.45, 0.9, 0.0, 0.05, 0.2);
  for (double hz : {880.0, 2390.0, 3520.0}) t.partial(0.12, hz, 0.22, 0.22, 0.6);
  return t.finish();
}

// The turn passes: two soft bell notes, a fourth apart, rising.
std::vector<float> turn(int rate) {
  Track t(rate, 0.5);
  for (auto [start, hz] : {std::pair{0.0, 659.25}, std::pair{0.12, 880.0}}) {
    t.partial(start, hz, 0.6, 0.14, 0.38);
    t.partial(start, hz * 2.76, 0.12, 0.05, 0.2);  // a bell's bright overtone, briefly
  }
  return t.finish();
}

// The game ends: a rising major arpeggio, the last note held over a low fifth.
std::vector<float> end(int rate) {
  Track t(rate, 1.3);
  const double notes[] = {523.25, 659.25, 783.99, 1046.5};
  for (int i = 0; i < 4; ++i) {
    const double start = 0.13 * i;
    const double decay = i == 3 ? 0.45 : 0.16;
    t.partial(start, notes[i], 0.55, decay, 1.3 - start);
    t.partial(start, notes[i] * 2, 0.12, decay * 0.5, 1.3 - start);
  }
  t.partial(0.39, 261.63, 0.3, 0.5, 0.9);
  t.partial(0.39, 392.0, 0.2, 0.5, 0.9);
  return t.finish();
}

}  // namespace

std::vector<float> synthesize(Sound sound, int sample_rate) {
  switch (sound) {
    case Sound::kDice: return dice(sample_rate);
    case Sound::kCard: return card(sample_rate);
    case Sound::kPiece: return piece(sample_rate);
    case Sound::kBattle: return battle(sample_rate);
    case Sound::kTurn: return turn(sample_rate);
    case Sound::kEnd: return end(sample_rate);
  }
  return {};
}

}  // namespace sb::audio
