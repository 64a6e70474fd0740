// Title::check (engine/save/title.h): the invariants every Six Winters State keeps, one broken one a
// line in words. Loaders refuse a starting state that breaks one; the property suites call it after
// every action, so it stays linear in the State and never reads content through an unchecked id.
// [SECTION] index: naming · conservation · campaign · session · questions
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/board/conservation.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/rules/title.h"

namespace sb::sw {
namespace {

using Broken = std::vector<std::string>;
std::string num(int n) { return std::to_string(n); }
bool in_range(int v, int lo, int hi) { return v >= lo && v <= hi; }
template <class List>
bool valid_index(int i, const List& list) {
  return i >= 0 && i < static_cast<int>(list.size());
}

// [SECTION] naming: an id in words, or "<kind> <id>" when it names nothing (a broken reference)
std::string card_name(const Content& c, int id) {
  return valid_index(id, c.progress) ? "'" + c.progress[id].name + "'" : "progress card " + num(id);
}
std::string location_name(const Content& c, int id) {
  return valid_index(id, c.locations) ? "'" + c.locations[id].name + "'" : "location " + num(id);
}
std::string character_name(const Content& c, int id) {
  return valid_index(id, c.characters) ? c.characters[id].name : "character " + num(id);
}
bool valid_instance(const Content& c, int inst) {
  return inst >= 0 && valid_index(card_of(inst), c.obstacles) && copy_of(inst) < c.obstacles[card_of(inst)].copies;
}
std::string quoted_obstacle(const Content& c, int inst) {
  return valid_instance(c, inst) ? "'" + obstacle_label(c, inst) + "'" : "obstacle " + num(inst);
}
// check_conserved names by the bare id's words; ours come quoted already.
std::string unquoted(std::string s) {
  if (s.size() >= 2 && s.front() == '\'' && s.back() == '\'') return s.substr(1, s.size() - 2);
  return s;
}

// [SECTION] conservation: every progress card, obstacle copy and location in exactly one place
void check_conservation(const State& s, const Content& c, Broken& broken) {
  const Session& ss = s.session;
  std::vector<int> all, found;
  for (int i = 0; i < static_cast<int>(c.progress.size()); ++i) all.push_back(i);
  for (const auto& pool : s.stage_pool) found.insert(found.end(), pool.begin(), pool.end());
  found.insert(found.end(), s.progress_burned.begin(), s.progress_burned.end());
  found.insert(found.end(), ss.progress_deck.begin(), ss.progress_deck.end());
  found.insert(found.end(), ss.progress_discard.begin(), ss.progress_discard.end());
  found.insert(found.end(), ss.completed.begin(), ss.completed.end());
  for (int card : ss.staging)
    if (card != -1) found.push_back(card);
  for (const auto& seat : ss.seats)
    if (seat.card != -1) found.push_back(seat.card);
  engine::check_conserved(all, found, [&](int id) { return unquoted(card_name(c, id)); }, "progress cards", broken);

  all.clear();
  found.clear();
  for (int i = 0; i < static_cast<int>(c.obstacles.size()); ++i)
    for (int k = 0; k < c.obstacles[i].copies; ++k) all.push_back(instance_of(i, k));
  found = s.obstacles_locked;
  for (const auto& deck : s.obstacle_decks) {
    found.insert(found.end(), deck.draw_pile.begin(), deck.draw_pile.end());
    found.insert(found.end(), deck.discard.begin(), deck.discard.end());
    found.insert(found.end(), deck.burned.begin(), deck.burned.end());
  }
  for (const auto& [loc, list] : s.attached) found.insert(found.end(), list.begin(), list.end());
  engine::check_conserved(all, found, [&](int id) { return unquoted(quoted_obstacle(c, id)); }, "obstacles", broken);

  all.clear();
  found.clear();
  for (int i = 0; i < static_cast<int>(c.locations.size()); ++i) all.push_back(i);
  for (const auto& deck : s.location_decks) found.insert(found.end(), deck.begin(), deck.end());
  found.insert(found.end(), s.special_locked.begin(), s.special_locked.end());
  found.insert(found.end(), s.locations_burned.begin(), s.locations_burned.end());
  for (const auto& row : s.board) found.insert(found.end(), row.begin(), row.end());
  engine::check_conserved(all, found, [&](int id) { return unquoted(location_name(c, id)); }, "locations", broken);
}

// [SECTION] campaign: ranges and references outside the session
void check_campaign(const State& s, const Content& c, Broken& broken) {
  if (!in_range(s.difficulty, 0, kDifficulties - 1))
    broken.push_back("difficulty " + num(s.difficulty) + "; the game has 0 to " + num(kDifficulties - 1));
  if (!in_range(s.player_count, Title::kMinSeats, Title::kMaxSeats))
    broken.push_back(num(s.player_count) + " players; the game takes " + num(Title::kMinSeats) + " to " +
                     num(Title::kMaxSeats));
  if (!in_range(s.year, 1, 6)) broken.push_back("year " + num(s.year) + "; a campaign runs years 1 to 6");
  if (!in_range(s.status, kBetweenSessions, kFinished)) broken.push_back("campaign status " + num(s.status) + " is no status");
  for (int r = 0; r < kResources; ++r) {
    const TrackState& t = s.tracks[static_cast<size_t>(r)];
    if (!in_range(t.progress, 1, 12))
      broken.push_back(kResourceNames[r] + " progress on space " + num(t.progress) + "; a track has spaces 1 to 12");
    if (!in_range(t.threat, 1, 12))
      broken.push_back(kResourceNames[r] + " threat on space " + num(t.threat) + "; a track has spaces 1 to 12");
  }
  std::set<int> arrived;
  for (int r : s.threat_arrived) {
    if (!in_range(r, 0, kResources - 1)) broken.push_back("a threat location arrived for track " + num(r) + ", which is no track");
    else if (!arrived.insert(r).second) broken.push_back("the " + kResourceNames[r] + " threat location arrived twice");
  }
  if (s.overflow_target == kSorcery) broken.push_back("sorcery overflow goes to sorcery; it must go to another track");
  else if (!in_range(s.overflow_target, -1, kResources - 1))
    broken.push_back("sorcery overflow goes to track " + num(s.overflow_target) + ", which is no track");
  for (int r = 0; r < kRegions; ++r)
    for (int p = 0; p < 3; ++p)
      if (!valid_index(s.board[r][p], c.locations))
        broken.push_back(kRegionNames[r] + " board slot " + num(p + 1) + " holds " + location_name(c, s.board[r][p]));
  for (const auto& [loc, list] : s.attached) {
    if (location_position(s, loc) < 0)
      broken.push_back(location_name(c, loc) + " holds obstacles but is not on the board");
    if (list.empty()) broken.push_back(location_name(c, loc) + " is listed with no obstacles attached");
  }
  if (s.characters.size() != c.characters.size()) {
    broken.push_back(num(static_cast<int>(s.characters.size())) + " character sheets; the game has " +
                     num(static_cast<int>(c.characters.size())));
  } else {
    for (size_t i = 0; i < s.characters.size(); ++i) {
      const CharacterState& ch = s.characters[i];
      const std::string who = character_name(c, static_cast<int>(i));
      if (!in_range(ch.status, kLocked, kBurned)) broken.push_back(who + " has status " + num(ch.status) + ", which is none");
      for (int k = 0; k < kSkills; ++k)
        if (!in_range(ch.skills[static_cast<size_t>(k)], 0, 6))
          broken.push_back(who + " has " + kSkillNames[k] + " " + num(ch.skills[static_cast<size_t>(k)]) + "; a skill is 0 to 6");
      if (!in_range(ch.discord_lines, 0, 6))
        broken.push_back(who + " has " + num(ch.discord_lines) + " discord lines on; a sheet has 0 to 6");
    }
  }
  if (s.status == kFinished) {
    if (s.year != 6) broken.push_back("the campaign finished in year " + num(s.year) + "; it finishes after year 6");
    if (!s.result) broken.push_back("the campaign finished without a result");
  } else if (s.result) {
    broken.push_back("the campaign has a result but is not finished");
  }
  if (s.result) {
    const CampaignResult& r = *s.result;
    if (!in_range(r.points, 0, 9)) broken.push_back("the result has " + num(r.points) + " points; a campaign scores 0 to 9");
    if (!in_range(r.multiplier, 1, 4)) broken.push_back("the result's multiplier is " + num(r.multiplier) + "; it is 1 to 4");
    if (r.score != r.points * r.multiplier)
      broken.push_back("the result scores " + num(r.score) + ", not " + num(r.points) + " points x " + num(r.multiplier));
  }
  if (s.knockouts < 0) broken.push_back(num(s.knockouts) + " knockouts");
  if (!valid_index(s.cursor.season, c.calendar.seasons))
    broken.push_back("the calendar is in season " + num(s.cursor.season) + " of " +
                     num(static_cast<int>(c.calendar.seasons.size())));
}

// [SECTION] session: seats, characters in play, dice and the overcome under way
void check_die(const Die& d, const std::string& where, Broken& broken) {
  if (!in_range(d.value, 1, 6)) broken.push_back(where + ": a die shows " + num(d.value));
  if (!in_range(d.kind, kActionDie, kAssetDie)) broken.push_back(where + ": a die of kind " + num(d.kind) + ", which is none");
  else if ((d.kind == kActionDie) != (d.resource == -1) || !in_range(d.resource, -1, kResources - 1))
    broken.push_back(where + ": a " + (d.kind == kActionDie ? "action" : "resource") + " die of resource " + num(d.resource));
}
void check_values(const std::vector<int>& values, const std::string& where, Broken& broken) {
  for (int v : values)
    if (!in_range(v, 1, 6)) broken.push_back(where + ": a die shows " + num(v));
  if (!std::is_sorted(values.begin(), values.end())) broken.push_back(where + ": the dice are not in order");
}

// Outside a session nothing of one is left: its dice vanish and its cards go back (§9.1).
void check_no_session(const State& s, Broken& broken) {
  const Session& ss = s.session;
  if (ss == Session{}) return;
  std::string what;
  auto add = [&](bool left, const char* name) {
    if (left) what += (what.empty() ? "" : ", ") + std::string(name);
  };
  add(!ss.seats.empty(), "seats");
  add(!ss.in_play.empty(), "characters in play");
  add(std::any_of(ss.pools.begin(), ss.pools.end(), [](const auto& p) { return !p.empty(); }) || !ss.assets.empty() ||
          !ss.obstacle_dice.empty(),
      "dice");
  add(!ss.progress_deck.empty() || !ss.progress_discard.empty() || !ss.completed.empty() ||
          std::any_of(ss.staging.begin(), ss.staging.end(), [](int x) { return x != -1; }),
      "progress cards");
  add(ss.overcome.active, "an overcome");
  if (what.empty()) what = "its markers";
  broken.push_back("no session is under way, but the session still holds " + what);
}

void check_session(const State& s, const Content& c, Broken& broken) {
  const Session& ss = s.session;
  if (!in_range(ss.turn, 1, 8)) broken.push_back("turn " + num(ss.turn) + "; a session has turns 1 to 8");
  if (!in_range(ss.wheel, 0, 7)) broken.push_back("the season wheel is on box " + num(ss.wheel) + "; it has boxes 0 to 7");
  if (ss.event != -1 && !valid_index(ss.event, c.events)) broken.push_back("season event " + num(ss.event) + " is no event");
  if (!in_range(ss.start_players, 1, 4)) broken.push_back("the session started with " + num(ss.start_players) + " players");
  if (!in_range(ss.last_stars, 0, 4)) broken.push_back("the last card had " + num(ss.last_stars) + " stars; cards have 0 to 4");
  for (int r = 0; r < kResources; ++r) {
    check_values(ss.pools[static_cast<size_t>(r)], "the " + kResourceNames[r] + " pool", broken);
    for (int v : ss.slots[static_cast<size_t>(r)])
      if (!in_range(v, 0, 6)) broken.push_back("a " + kResourceNames[r] + " slot holds die " + num(v));
  }
  for (int card : ss.staging)
    if (card != -1 && !valid_index(card, c.progress)) broken.push_back("staging holds " + card_name(c, card));
  for (const auto& [loc, dice] : ss.assets) {
    if (location_position(s, loc) < 0) broken.push_back(location_name(c, loc) + " holds assets but is not on the board");
    for (const Die& d : dice) check_die(d, "assets at " + location_name(c, loc), broken);
  }
  for (const auto& [inst, dice] : ss.obstacle_dice) {
    if (obstacle_location(s, inst) < 0) broken.push_back(quoted_obstacle(c, inst) + " holds dice but is not on the board");
    for (const Die& d : dice) check_die(d, "dice on " + quoted_obstacle(c, inst), broken);
  }
  for (int inst : ss.confronted)
    if (!valid_instance(c, inst)) broken.push_back("confronted this turn: " + quoted_obstacle(c, inst) + ", which is no obstacle");

  // Seats: one a player; solo with option solo_two_cards may add a card-only seat (no dice, nobody).
  const int seats = static_cast<int>(ss.seats.size());
  const bool card_only_seat = s.player_count == 1 && s.options.solo_two_cards && seats == 2;
  if (seats != s.player_count && !card_only_seat)
    broken.push_back(num(seats) + " seats at the session for " + num(s.player_count) + " players");
  const int per_seat = s.player_count == 1 ? 2 : 1;
  for (int i = 0; i < seats; ++i) {
    const Seat& seat = ss.seats[static_cast<size_t>(i)];
    const std::string who = "seat " + num(i + 1);
    if (static_cast<int>(seat.characters.size()) > per_seat)
      broken.push_back(who + " has " + num(static_cast<int>(seat.characters.size())) + " characters; a seat has at most " +
                       num(per_seat));
    for (int ch : seat.characters)
      if (!in_play(s, ch)) broken.push_back(who + " lists " + character_name(c, ch) + ", who is not in play");
    check_values(seat.action_dice, who + "'s action dice", broken);
    if (i >= s.player_count && (!seat.action_dice.empty() || !seat.characters.empty()))
      broken.push_back(who + " holds only a card, but has action dice or characters");
    if (seat.card != -1 && !valid_index(seat.card, c.progress)) broken.push_back(who + "'s active card is " + card_name(c, seat.card));
    if (seat.card == -1 && !seat.card_dice.empty()) broken.push_back(who + " has dice on a progress card it does not hold");
    for (const PlacedDie& d : seat.card_dice) {
      if (!in_range(d.cell, 0, 15) || !in_range(d.parent, -1, 15))
        broken.push_back(who + "'s card holds a die on cell " + num(d.cell) + " from " + num(d.parent) + "; a card has cells 0 to 15");
      if (!in_range(d.value, 1, 6)) broken.push_back(who + "'s card holds a die showing " + num(d.value));
      if (!in_range(d.resource, 0, kResources - 1)) broken.push_back(who + "'s card holds a die of resource " + num(d.resource));
    }
  }

  std::set<int> seen;
  for (const InPlay& p : ss.in_play) {
    if (!valid_index(p.character, c.characters) || !valid_index(p.character, s.characters)) {
      broken.push_back(character_name(c, p.character) + " is in play, but is no character");
      continue;
    }
    const std::string who = character_name(c, p.character);
    const Character& def = c.characters[static_cast<size_t>(p.character)];
    const CharacterState& sheet = s.characters[static_cast<size_t>(p.character)];
    if (!seen.insert(p.character).second) broken.push_back(who + " is in play twice");
    if (sheet.status == kLocked) broken.push_back(who + " is in play but locked");
    if (sheet.status == kBurned && !p.knocked_out) broken.push_back(who + " is burned but still in play");
    if (!in_range(p.seat, 0, std::min(seats, s.player_count) - 1)) {
      broken.push_back(who + " uses the action dice of seat " + num(p.seat + 1) + " of " + num(std::min(seats, s.player_count)));
    } else {
      const auto& listed = ss.seats[static_cast<size_t>(p.seat)].characters;
      if (std::find(listed.begin(), listed.end(), p.character) == listed.end())
        broken.push_back(who + " is in play at seat " + num(p.seat + 1) + ", which does not list them");
    }
    if (!in_range(p.card_seat, 0, seats - 1))
      broken.push_back(who + " feeds the card of seat " + num(p.card_seat + 1) + " of " + num(seats));
    if (!p.knocked_out && location_position(s, p.location) < 0)
      broken.push_back(who + " stands on " + location_name(c, p.location) + ", which is not on the board");
    // A stress die shows 1 to 6 (rest raises it past the sheet's starting value); only a knock-out
    // leaves it below 1.
    for (int t = 0; t < 2; ++t) {
      const Stress& st = t == kPsyche ? p.psyche : p.body;
      if (st.value > 6 || (st.value < 1 && !p.knocked_out))
        broken.push_back(who + "'s " + kTrackNames[t] + " die shows " + num(st.value) + "; a stress die shows 1 to 6");
      if (!in_range(st.box, 0, 3)) broken.push_back(who + "'s " + kTrackNames[t] + " marker is in box " + num(st.box) + "; boxes are 0 to 3");
    }
    const int abilities = static_cast<int>(def.abilities.size());
    for (const auto& [index, die] : p.ability_dice) {
      const int achievement = index - abilities;
      if (index < 0 || index >= abilities + static_cast<int>(def.achievements.size()) ||
          (achievement >= 0 && (achievement >= 6 || !sheet.achievements[static_cast<size_t>(achievement)])))
        broken.push_back(who + " has a die on ability " + num(index + 1) + ", which they do not have");
      check_die(die, who + "'s abilities", broken);
    }
  }

  const Overcome& ov = ss.overcome;
  if (ov.active) {
    if (!valid_instance(c, ov.obstacle)) broken.push_back("the overcome under way is against " + quoted_obstacle(c, ov.obstacle));
    else if (obstacle_location(s, ov.obstacle) != ov.location)
      broken.push_back("the overcome's obstacle " + quoted_obstacle(c, ov.obstacle) + " is not at " + location_name(c, ov.location));
    if (!in_range(ov.step, kApproach, kOvercomePlace)) broken.push_back("the overcome is at step " + num(ov.step) + ", which is none");
    if (ov.participants.empty()) broken.push_back("the overcome under way has no participants");
    std::set<int> in;
    for (int ch : ov.participants) {
      if (!in_play(s, ch)) broken.push_back("overcome participant " + character_name(c, ch) + " is not in play");
      if (!in.insert(ch).second) broken.push_back(character_name(c, ch) + " takes part in the overcome twice");
    }
    for (int ch : ov.placed_by)
      if (!in.count(ch)) broken.push_back(character_name(c, ch) + " placed a die on the overcome without taking part");
    if (ov.damage_psyche < 0 || ov.damage_body < 0)
      broken.push_back("the overcome deals " + num(ov.damage_psyche) + " psyche and " + num(ov.damage_body) + " body damage");
  }
}

// [SECTION] questions: the open "players choose" question and what waits on it (the replay that
// proves the question is the one asked stays in the file reader: it is a whole phase, not a check)
void check_questions(const State& s, Broken& broken) {
  if (s.acting && !s.pending) broken.push_back("an action waits for answers, but no question is open");
  if (!s.pending && !s.answers.empty()) broken.push_back("answers are recorded, but no question is open");
  if (s.status != kInSession && (s.pending || !s.answers.empty()) && !(s.status == kBetweenSessions && s.acting))
    broken.push_back("a players-choose question is open outside a session");
  if (s.pending) {
    const Decision& d = *s.pending;
    if (!in_range(d.kind, 0, kDecisionKinds - 1)) broken.push_back("the open question is of kind " + num(d.kind) + ", which is none");
    if (d.options.size() < 2) broken.push_back("the open question has " + num(static_cast<int>(d.options.size())) + " options; one asks between 2 or more");
  }
  for (const Choose& a : s.answers)
    if (!in_range(a.what, 0, kChoiceValues - 1)) broken.push_back("an answer names kind " + num(a.what) + ", which is none");
}

}  // namespace

std::vector<std::string> Title::check(const State& s, const Content& c) {
  Broken broken;
  check_conservation(s, c, broken);
  check_campaign(s, c, broken);
  if (s.status == kInSession) check_session(s, c, broken);
  else check_no_session(s, broken);
  check_questions(s, broken);
  return broken;
}

}  // namespace sb::sw
