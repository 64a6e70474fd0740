#pragma once
// Six Winters' events as the table's sounds (engine/audio/sound_events.h): its log names a defence
// roll "the defence holds" and the Refresh phase rolls the action dice up again without a word of
// dice, so those two are read here; every other event goes by its words.
#include <vector>

#include "engine/audio/sound_events.h"

namespace sb::sw::view {

std::vector<audio::Sound> table_sounds(const engine::Event& event);

}  // namespace sb::sw::view
