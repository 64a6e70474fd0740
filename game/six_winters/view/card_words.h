#pragma once
// Card texts in words, generated from the cards' data (the §12.7 effect vocabulary, modifiers,
// abilities, triggers): nothing here is written per card, so a designer's new card reads right the
// moment its YAML loads. Pure: the board and the enlarged card show these, tests read them.
#include <string>
#include <vector>

#include "game/six_winters/rules/content.h"

namespace sb::sw::view {

std::string effect_words(const Content& c, const Effect& e);
std::string modifier_words(const Content& c, const Modifier& m);
std::string effects_words(const Content& c, const std::vector<Effect>& effects);  // "; " between
std::string trigger_words(const Content& c, const Trigger& t);
std::string ability_words(const Content& c, const Ability& a);

// A card's whole text: one line per section ("Activation: ...", "When overcome: ..."), only the
// sections the card has.
// `links`: also the obstacles the location brings when placed (the enlarged card; the board shows
// the obstacles themselves).
std::vector<std::string> location_text(const Content& c, const Location& l, bool links = true);
std::vector<std::string> obstacle_text(const Content& c, const Obstacle& o);
std::vector<std::string> event_text(const Content& c, const SeasonEvent& e);
std::vector<std::string> character_text(const Content& c, const Character& ch);

}  // namespace sb::sw::view
