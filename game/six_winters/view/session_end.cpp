#include "game/six_winters/view/session_end.h"

#include <algorithm>

#include "engine/core/words.h"
#include "game/six_winters/rules/rules.h"

namespace sb::sw::view {

namespace {

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

std::string place(const Content& c, int location) {
  const Location& l = c.locations[static_cast<size_t>(location)];
  return l.region >= 0 ? l.name + " (" + engine::id_words(kRegionNames[static_cast<size_t>(l.region)]) + ")" : l.name;
}

std::vector<int> on_board(const State& s) {
  std::vector<int> out;
  for (const auto& region : s.board)
    for (int loc : region)
      if (loc >= 0) out.push_back(loc);
  return out;
}

std::string character_line(const State& before, const State& after, const Content& c, size_t i) {
  const CharacterState& was = before.characters[i];
  const CharacterState& now = after.characters[i];
  std::vector<std::string> parts;
  if (was.status != now.status) {
    if (now.status == kUnlocked) parts.push_back("unlocked: can be chosen from the next session");
    if (now.status == kBurned) parts.push_back("burned: out of the campaign");
  }
  for (size_t k = 0; k < now.skills.size(); ++k)
    if (now.skills[k] != was.skills[k])
      parts.push_back(kSkillNames[k] + " " + std::to_string(was.skills[k]) + " → " + std::to_string(now.skills[k]));
  std::string marked;
  for (size_t t = 0; t < 2; ++t)
    for (size_t b = 0; b < 3; ++b)
      if (now.conditions[t][b]) marked += (marked.empty() ? "" : ", ") + kConditionNames[t][b];
  const bool conditions_changed = now.conditions != was.conditions;
  if (conditions_changed || (!marked.empty() && !parts.empty()))
    parts.push_back(marked.empty() ? "no condition marked" : "marked: " + marked);
  const auto gained = std::count(now.achievements.begin(), now.achievements.end(), true) -
                      std::count(was.achievements.begin(), was.achievements.end(), true);
  if (gained > 0) parts.push_back(std::to_string(gained) + (gained == 1 ? " achievement" : " achievements"));
  if (now.discord_lines != was.discord_lines)
    parts.push_back("discord lines " + std::to_string(was.discord_lines) + " → " + std::to_string(now.discord_lines));
  if (parts.empty()) return "";
  std::string line = c.characters[i].name + ": ";
  for (size_t k = 0; k < parts.size(); ++k) line += (k ? "; " : "") + parts[k];
  return line;
}

}  // namespace

std::string tier_words(const std::string& tier) {
  std::string t = engine::id_words(tier);
  if (!t.empty() && t[0] >= 'a' && t[0] <= 'z') t[0] = static_cast<char>(t[0] - 'a' + 'A');
  return t;
}

SessionReport session_report(const State& before, const State& after, const Content& c) {
  SessionReport r;
  r.year = before.year;
  for (int loc : after.locations_burned)
    if (!contains(before.locations_burned, loc)) r.burned_locations.push_back(place(c, loc));
  const std::vector<int> was = on_board(before);
  for (int loc : on_board(after))
    if (!contains(was, loc)) r.new_locations.push_back(place(c, loc));
  r.progress_burned = static_cast<int>(after.progress_burned.size()) - static_cast<int>(before.progress_burned.size());
  for (int inst : before.obstacles_locked) r.obstacles_unlocked += !contains(after.obstacles_locked, inst);
  for (size_t t = 0; t < 6; ++t) {
    r.tracks_before[t] = before.tracks[t];
    r.tracks_after[t] = after.tracks[t];
  }
  for (size_t i = 0; i < after.characters.size() && i < before.characters.size(); ++i)
    if (std::string line = character_line(before, after, c, i); !line.empty()) r.characters.push_back(line);

  // What the next session starts from: everything in the campaign file.
  int attached = 0;
  for (const auto& [loc, list] : after.attached) attached += static_cast<int>(list.size());
  std::string decks;
  for (size_t g = 0; g < 3; ++g)
    decks += (g ? ", " : "") + engine::id_words(kRegionNames[g]) + " " +
             std::to_string(after.obstacle_decks[g].draw_pile.size() + after.obstacle_decks[g].discard.size());
  int cards_left = 0;
  for (const auto& pool : after.stage_pool) cards_left += static_cast<int>(pool.size());
  int unlocked = 0;
  for (const CharacterState& ch : after.characters) unlocked += ch.status == kUnlocked;
  r.carries.push_back("The six tracks as they stand (progress, threat and mastery).");
  r.carries.push_back("The board: 9 locations with " + std::to_string(attached) +
                      (attached == 1 ? " obstacle" : " obstacles") + " attached; " +
                      std::to_string(after.locations_burned.size()) + " locations burned for good so far.");
  r.carries.push_back("Obstacle decks: " + decks + " cards; " + std::to_string(after.obstacles_locked.size()) +
                      " obstacles still locked.");
  r.carries.push_back("Progress cards: " + std::to_string(cards_left) + " left in the stages, " +
                      std::to_string(after.progress_burned.size()) + " burned so far.");
  r.carries.push_back(std::to_string(unlocked) + " characters to choose from, each with its skills, marked "
                      "conditions (the top one on each track recovered), achievements and discord lines.");
  r.carries.push_back("Dice, the progress cards in play and the staging area are cleared: the next session deals "
                      "them anew.");
  return r;
}

CampaignStanding campaign_standing(const State& s, const Content& c) {
  CampaignStanding st;
  st.year = s.year;
  st.over = s.status == kFinished && s.result.has_value();
  for (int r = 0; r < 6; ++r) {
    CampaignStanding::Track t;
    t.resource = r;
    t.at = s.tracks[static_cast<size_t>(r)];
    t.victory = c.tables.victory[static_cast<size_t>(r)];
    t.complete = t.victory && t.at.progress == 12 && t.at.threat != 12;
    t.point = !t.victory && t.at.progress > t.at.threat;
    st.complete += t.complete;
    st.tracks.push_back(t);
  }
  if (st.over) {
    st.result = *s.result;
  } else {
    // The rules' own scoring on a copy: the standing if the campaign ended now.
    State copy = s;
    Ctx ctx(copy, c);
    run_campaign_end(ctx);
    if (copy.result) st.result = *copy.result;
  }
  return st;
}

}  // namespace sb::sw::view
