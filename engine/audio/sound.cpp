#include "engine/audio/sound.h"

#include <algorithm>
#include <cmath>

#include "engine/audio/synth.h"

namespace sb::audio {

std::string_view sound_name(Sound sound) {
  switch (sound) {
    case Sound::kDice: return "dice";
    case Sound::kCard: return "card";
    case Sound::kPiece: return "piece";
    case Sound::kBattle: return "battle";
    case Sound::kTurn: return "turn";
    case Sound::kEnd: return "end";
  }
  return "?";
}

float SoundLevel::gain() const {
  if (muted) return 0.0f;
  const float v = std::clamp(volume, 0.0f, 1.0f);
  return v * v;
}

SoundBoard& SoundBoard::instance() {
  static SoundBoard board;
  return board;
}

namespace {
void SDLCALL fill(void* user, Uint8* stream, int bytes) {
  auto* out = reinterpret_cast<float*>(stream);
  const int frames = bytes / static_cast<int>(2 * sizeof(float));
  std::fill(out, out + frames * 2, 0.0f);
  static_cast<SoundBoard*>(user)->mix(out, frames, 2);
}
}  // namespace

void SoundBoard::set_idle_close(double seconds) {
  std::lock_guard<std::mutex> lock(device_mutex_);  // SDL's timer thread reads it
  idle_close_ = seconds;
}

double SoundBoard::idle_close() const {
  std::lock_guard<std::mutex> lock(device_mutex_);
  return idle_close_;
}

bool SoundBoard::is_open() const {
  std::lock_guard<std::mutex> lock(device_mutex_);
  return device_ != 0 && SDL_WasInit(SDL_INIT_AUDIO) != 0;
}

bool SoundBoard::open() {
  std::lock_guard<std::mutex> lock(device_mutex_);
  if (device_ != 0 && SDL_WasInit(SDL_INIT_AUDIO) == 0) {  // SDL_Quit closed it, and its timer
    device_ = 0;
    idle_timer_ = 0;
  }
  if (device_ != 0) return true;
  if (failed_) return false;
  if (SDL_WasInit(SDL_INIT_AUDIO) == 0 && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    SDL_Log("sound off: no audio (%s)", SDL_GetError());
    SDL_ClearError();
    failed_ = true;
    return false;
  }
  SDL_AudioSpec want{};
  want.freq = 48000;
  want.format = AUDIO_F32SYS;
  want.channels = 2;
  want.samples = 1024;  // ~21 ms: short enough to follow a tap, long enough not to starve
  want.callback = fill;
  want.userdata = this;
  SDL_AudioSpec have{};
  // SDL converts from this format to the device's, so the mixer stays float stereo at 48 kHz.
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
  if (device_ == 0) {
    SDL_Log("sound off: no audio device opened (%s)", SDL_GetError());
    SDL_ClearError();
    failed_ = true;
    return false;
  }
  {
    std::lock_guard<std::mutex> voices(mutex_);
    rate_ = have.freq;
    ensure_samples();
  }
  last_play_ = SDL_GetTicks64();
  if (SDL_WasInit(SDL_INIT_TIMER) != 0 && idle_timer_ == 0) idle_timer_ = SDL_AddTimer(250, close_when_idle, this);
  SDL_PauseAudioDevice(device_, 0);
  return true;
}

// SDL's timer thread: closes the device once its voices are done and nothing played for a while
// (never from the audio callback, which SDL_CloseAudioDevice waits for).
Uint32 SDLCALL SoundBoard::close_when_idle(Uint32 interval, void* user) {
  auto* board = static_cast<SoundBoard*>(user);
  std::lock_guard<std::mutex> lock(board->device_mutex_);
  if (board->device_ == 0) {
    board->idle_timer_ = 0;
    return 0;
  }
  {
    std::lock_guard<std::mutex> voices(board->mutex_);
    if (!board->voices_.empty()) return interval;
  }
  if (static_cast<double>(SDL_GetTicks64() - board->last_play_) < board->idle_close_ * 1000.0) return interval;
  SDL_CloseAudioDevice(board->device_);
  board->device_ = 0;
  board->idle_timer_ = 0;
  return 0;  // no more calls; the next open adds the timer again
}

void SoundBoard::ensure_samples() {
  if (samples_rate_ == rate_) return;
  for (int i = 0; i < kSoundCount; ++i) samples_[static_cast<size_t>(i)] = synthesize(static_cast<Sound>(i), rate_);
  samples_rate_ = rate_;
}

namespace {
// A window someone sees: not a headless session, nor SDL's dummy or offscreen video (tests,
// screenshots), which open no sound either.
bool window_on_screen() {
  if (SDL_WasInit(SDL_INIT_VIDEO) == 0) return false;
  const char* driver = SDL_GetCurrentVideoDriver();
  return driver && std::string_view(driver) != "dummy" && std::string_view(driver) != "offscreen";
}
}  // namespace

void SoundBoard::play(Sound sound, SoundLevel level) {
  // The first sound at a window on screen opens the device (none before: launching costs nothing).
  if (level.gain() > 0 && window_on_screen()) open();
  {
    std::lock_guard<std::mutex> lock(device_mutex_);
    last_play_ = SDL_GetTicks64();
  }
  std::lock_guard<std::mutex> lock(mutex_);
  if (played_.size() >= kHistory) played_.erase(played_.begin(), played_.begin() + kHistory / 2);
  played_.push_back(sound);
  if (level.gain() <= 0) return;
  ensure_samples();
  // The same effect twice at once is only louder: start it over instead.
  voices_.erase(std::remove_if(voices_.begin(), voices_.end(),
                               [&](const Voice& v) { return v.samples == &samples_[static_cast<size_t>(sound)]; }),
                voices_.end());
  if (static_cast<int>(voices_.size()) >= kMaxVoices) voices_.erase(voices_.begin());
  voices_.push_back({&samples_[static_cast<size_t>(sound)], 0, level.gain()});
}

std::vector<Sound> SoundBoard::played() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return played_;
}

void SoundBoard::clear_played() {
  std::lock_guard<std::mutex> lock(mutex_);
  played_.clear();
}

int SoundBoard::voices() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return static_cast<int>(voices_.size());
}

void SoundBoard::mix(float* out, int frames, int channels) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (Voice& v : voices_) {
    const size_t n = std::min(static_cast<size_t>(frames), v.samples->size() - v.at);
    for (size_t i = 0; i < n; ++i) {
      const float s = (*v.samples)[v.at + i] * v.gain;
      for (int c = 0; c < channels; ++c) out[i * static_cast<size_t>(channels) + static_cast<size_t>(c)] += s;
    }
    v.at += n;
  }
  voices_.erase(std::remove_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.at >= v.samples->size(); }),
                voices_.end());
  for (int i = 0; i < frames * channels; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
}

}  // namespace sb::audio
