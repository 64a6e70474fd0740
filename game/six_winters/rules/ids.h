#pragma once
// Fixed id vocabularies of Six Winters (spec "Ids"): small enums stored as ints in State.
#include <array>
#include <string>

namespace sb::sw {

constexpr int kResources = 6;  // stability technology espionage military diplomacy sorcery
constexpr int kStability = 0, kTechnology = 1, kEspionage = 2, kMilitary = 3, kDiplomacy = 4, kSorcery = 5;
constexpr int kWild = 6;        // reward icon only
constexpr int kRegions = 3;     // empire red_bank settled_lands
constexpr int kSkills = 8;
constexpr int kSeasons = 4;     // winter spring summer fall
constexpr int kPsyche = 0, kBody = 1;
constexpr int kDifficulties = 4;

inline const std::array<std::string, 6> kResourceNames = {"stability", "technology", "espionage",
                                                          "military",  "diplomacy",  "sorcery"};
inline const std::array<std::string, 3> kRegionNames = {"empire", "red_bank", "settled_lands"};
inline const std::array<std::string, 8> kSkillNames = {"command", "disguise", "lore",    "rapport",
                                                       "combat",  "tactics",  "thievery", "survival"};
inline const std::array<std::string, 4> kSeasonNames = {"winter", "spring", "summer", "fall"};
inline const std::array<std::string, 2> kTrackNames = {"psyche", "body"};
// The condition boxes 1..3 of each stress track, as the character sheet prints them (§8).
inline const std::array<std::array<std::string, 3>, 2> kConditionNames = {
    {{"Distracted", "Angry", "Shaken"}, {"Weary", "Bruised", "Wounded"}}};
inline const std::array<std::string, 4> kDifficultyNames = {"cakewalk", "standard", "difficult",
                                                            "tragedy_incarnate"};
// "Players choose" decisions (state.h DecisionKind) and what a Choose names (ChoiceValue).
inline const std::array<std::string, 13> kDecisionKindNames = {
    "pull",     "victim",   "destination", "threat_burn",   "deck_order", "end_burn",
    "new_location", "overflow", "keep_card", "staging", "staging_order", "discard", "start_location"};
inline const std::array<std::string, 6> kChoiceValueNames = {"location", "character", "obstacle",
                                                             "track",    "card",      "position"};
inline const std::array<std::string, 4> kTerrainNames = {"urban", "rural", "wilderness", "dungeon"};

// Slot resources of the location board: [region][top, middle, bottom] (spec §1.1).
inline constexpr int kSlotResource[3][3] = {{kMilitary, kTechnology, kEspionage},
                                            {kMilitary, kStability, kSorcery},
                                            {kDiplomacy, kTechnology, kSorcery}};
// Season wheel boxes 0..7 → season; dotted boxes 2, 4, 6, 7.
inline constexpr int kWheelSeason[8] = {0, 1, 1, 2, 2, 3, 3, 0};
inline constexpr bool kWheelDotted[8] = {false, false, true, false, true, false, true, true};
// The season of a wheel box, in words ("spring"); boxes outside 0..7 read as the nearest.
inline const std::string& wheel_season_name(int box) {
  return kSeasonNames[static_cast<size_t>(kWheelSeason[box < 0 ? 0 : box > 7 ? 7 : box])];
}
// The season whose slots a deck-top symbol picks: spring → top, summer → middle, fall → bottom,
// winter → all three.
inline int index_of(const std::string& name, const std::string* begin, int count) {
  for (int i = 0; i < count; ++i)
    if (begin[i] == name) return i;
  return -1;
}
inline int resource_index(const std::string& s) { return index_of(s, kResourceNames.data(), 6); }
inline int region_index(const std::string& s) { return index_of(s, kRegionNames.data(), 3); }
inline int skill_index(const std::string& s) { return index_of(s, kSkillNames.data(), 8); }
inline int season_index(const std::string& s) { return index_of(s, kSeasonNames.data(), 4); }
inline int terrain_index(const std::string& s) { return index_of(s, kTerrainNames.data(), 4); }
inline int difficulty_index(const std::string& s) { return index_of(s, kDifficultyNames.data(), 4); }
// The trade cycle: stability → technology → espionage → military → diplomacy → stability.
inline int next_in_cycle(int r) { return r == kDiplomacy ? kStability : r + 1; }
inline int prev_in_cycle(int r) { return r == kStability ? kDiplomacy : r - 1; }

}  // namespace sb::sw
