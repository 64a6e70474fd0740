#pragma once
// What a session's end and the campaign look like in words: the report between two States (the
// table before a session began and after it ended: what burned, what changed, what carries over to
// the next session) and the campaign's standing (six years, each victory track, the result by the
// rules' own scoring — the final one, or as if the campaign ended now). Pure: the view draws them
// (session_end_window), tests read them.
#include <array>
#include <string>
#include <vector>

#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw::view {

struct SessionReport {
  int year = 0;  // the year whose session ended
  std::vector<std::string> burned_locations;  // "Gray Forest (red bank)", this session and its end
  std::vector<std::string> new_locations;     // placed at the end (or by a threat's arrival)
  int progress_burned = 0;                    // progress cards burned at the end
  int obstacles_unlocked = 0;                 // locked obstacles shuffled into the decks
  std::array<TrackState, 6> tracks_before{}, tracks_after{};
  std::vector<std::string> characters;        // one line per character that changed
  std::vector<std::string> carries;           // what the next session starts from
};
SessionReport session_report(const State& before, const State& after, const Content& c);

struct CampaignStanding {
  int year = 1;       // the year now due (7 once the sixth is played)
  bool over = false;  // the campaign is scored
  int complete = 0;   // victory tracks complete (progress 12, threat not)
  struct Track {
    int resource = 0;
    TrackState at;
    bool victory = false;   // a victory track (stability, espionage, diplomacy)
    bool complete = false;  // victory track: progress 12 and threat not
    bool point = false;     // other track: progress above threat (+1 point)
  };
  std::vector<Track> tracks;
  CampaignResult result;  // the rules' scoring: final, or as if the campaign ended now
};
CampaignStanding campaign_standing(const State& s, const Content& c);

// A tier id in words ("major_victory" → "Major victory").
std::string tier_words(const std::string& tier);

}  // namespace sb::sw::view
