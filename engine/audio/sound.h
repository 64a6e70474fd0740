#pragma once
// The table's sound effects and the one mixer that plays them. The effects are synthesized in code
// (synth.h) the first time a device opens; a device opens at the first sound played at a window on
// screen (never in headless commands, screenshots or tests under SDL's dummy video, unless they call
// open()), and a driver that opens nothing (no sound card, a container) or SDL_AUDIODRIVER=dummy
// leaves the table silent, never blocked: play() only queues a voice.
#include <SDL.h>

#include <array>
#include <cstddef>
#include <mutex>
#include <string_view>
#include <vector>

namespace sb::audio {

enum class Sound { kDice, kCard, kPiece, kBattle, kTurn, kEnd };
inline constexpr int kSoundCount = 6;
std::string_view sound_name(Sound sound);  // "dice", "card", ...

// The player's level: volume 0..1 (heard as its square, so the slider's middle is about half as loud).
struct SoundLevel {
  float volume = 0.7f;
  bool muted = false;
  float gain() const;
};

class SoundBoard {
 public:
  static SoundBoard& instance();

  // Opens the default audio device now (SDL's audio subsystem first). False when none opens: the
  // board stays silent and does not try again. Called by play() at a window on screen. The device
  // closes again once nothing has played for idle_close() seconds (an open device's thread keeps
  // waking, and the table's idle CPU should stay near none); the next sound reopens it.
  bool open();
  bool is_open() const;
  void set_idle_close(double seconds);
  double idle_close() const;
  // Queues `sound` at `level` (nothing is mixed when muted or at volume 0) and notes it in
  // played(). Never waits on the device.
  void play(Sound sound, SoundLevel level);
  // What the table asked to play, oldest first (tests, the designer's eye); at most kHistory.
  static constexpr size_t kHistory = 4096;
  std::vector<Sound> played() const;
  void clear_played();
  // Adds the voices playing now into `out` (interleaved, `channels` per frame) and moves them on:
  // the device's callback; tests call it to hear what would play.
  void mix(float* out, int frames, int channels);
  int voices() const;
  int sample_rate() const { return rate_; }

 private:
  SoundBoard() = default;
  struct Voice {
    const std::vector<float>* samples = nullptr;
    size_t at = 0;
    float gain = 0;
  };
  static constexpr int kMaxVoices = 8;
  void ensure_samples();

  static Uint32 SDLCALL close_when_idle(Uint32 interval, void* user);

  mutable std::mutex device_mutex_;  // device_ and the idle timer: the main thread and SDL's timer thread
  SDL_AudioDeviceID device_ = 0;
  SDL_TimerID idle_timer_ = 0;
  bool failed_ = false;
  double idle_close_ = 3.0;
  Uint64 last_play_ = 0;  // SDL_GetTicks64 of the last sound played
  int rate_ = 48000;
  std::array<std::vector<float>, kSoundCount> samples_;
  int samples_rate_ = 0;
  mutable std::mutex mutex_;  // the voices and the history: the device's thread mixes them
  std::vector<Voice> voices_;
  std::vector<Sound> played_;
};

}  // namespace sb::audio
