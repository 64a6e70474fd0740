#pragma once
// The effects, made from sine partials, noise and envelopes at `sample_rate` (mono, -1..1). Same
// samples every time (the noise is seeded): a test can listen to them.
#include <vector>

#include "engine/audio/sound.h"

namespace sb::audio {

std::vector<float> synthesize(Sound sound, int sample_rate);

}  // namespace sb::audio
