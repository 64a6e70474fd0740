#pragma once
// Which effects an applied action makes, for every title alike: read from what the rules said
// happened (each event's kind and its log line) and from the prompt before and after it. A title
// needs no sound code of its own as long as its log says "rolls", "battle", "card", "builds"...
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/audio/sound.h"
#include "engine/core/result.h"

namespace sb::audio {

// What one event sounds like on its own (none: an empty list). Whole words of its kind and text
// decide, so "roll" is dice but "enrolled" is not; a battle's dice are both.
std::vector<Sound> event_sounds(const engine::Event& event);

// A title whose log does not say it all (dice rolled by a phase that only names itself) gives its
// own reading of an event (game/<title>/view/sounds.cpp, through its TitleScreenEntry); it may
// fall back on event_sounds. The app registers them by title id; none: event_sounds.
using EventSounds = std::function<std::vector<Sound>(const engine::Event&)>;
void set_title_event_sounds(const std::string& title_id, EventSounds sounds);
const EventSounds* title_event_sounds(std::string_view title_id);

// The effects of one applied action, each at most once, in a fixed order (end, battle, dice, card,
// piece, turn). The game's end replaces the turn passing; the turn passes when another seat is to
// decide after it.
// `sounds` reads each event (null: event_sounds).
std::vector<Sound> action_sounds(const std::vector<engine::Event>& events, const engine::Prompt& before,
                                 const engine::Prompt& after, const EventSounds* sounds = nullptr);

}  // namespace sb::audio
