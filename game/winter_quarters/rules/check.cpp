// Title::check: the invariants every Winter Quarters State keeps, one broken one a line in words.
// A State read from a file (a scenario, a save's starting state) that breaks one is refused with
// these lines; the property suite calls it after every action, so each holds in every real game.
// Linear in the State: it runs after every step of every property game.
//
// [SECTION] seats   [SECTION] spaces   [SECTION] pieces   [SECTION] navy   [SECTION] factions
// [SECTION] cards   [SECTION] the turn and the open step   [SECTION] calendar and result
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/rules/title.h"

namespace sb::wq {

namespace {

using Broken = std::vector<std::string>;

std::string num(int n) { return std::to_string(n); }
bool is_faction(int f) { return f >= 0 && f < kFactionCount; }
std::string the(int faction) { return "the " + faction_name(faction); }
std::string pieces_of(const Content& c, int piece, int n) {
  const PieceKind& k = c.pieces[static_cast<size_t>(piece)];
  return num(n) + " " + (is_active_slot(piece) ? "Active " : "") + (n == 1 ? k.name : k.plural);
}
std::string card_words(const Content& c, int card) { return "'" + c.cards[static_cast<size_t>(card)].title + "'"; }
std::string faction_or(int f) { return is_faction(f) ? faction_name(f) : "faction " + num(f); }
std::string adjective(int f) {
  static const char* adjectives[kFactionCount] = {"British", "Patriot", "French", "Indian"};
  return adjectives[f];
}
std::string leader_of(int f) { return "the " + adjective(f) + " Leader"; }
const char* type_words(SpaceType t) {
  static const char* words[] = {"City", "Colony", "Indian Reserve", "Province"};
  return words[static_cast<int>(t)];
}

// [SECTION] seats

void check_seats(const State& s, Broken& broken) {
  const int seats = static_cast<int>(s.seats.size());
  if (seats < Title::kMinSeats || seats > Title::kMaxSeats)
    broken.push_back(num(seats) + " seats; the game takes " + num(Title::kMinSeats) + " to " + num(Title::kMaxSeats));
  std::array<int, kFactionCount> held{};
  for (int i = 0; i < seats; ++i) {
    const SeatInfo& seat = s.seats[static_cast<size_t>(i)];
    const std::string who = "seat " + num(i + 1) + " (" + seat.name + ")";
    if (seat.factions.empty()) broken.push_back(who + " holds no faction");
    for (int f : seat.factions) {
      if (is_faction(f)) ++held[static_cast<size_t>(f)];
      else broken.push_back(who + " holds faction " + num(f) + ", which the game does not have");
    }
  }
  for (int f = 0; f < kFactionCount; ++f)
    if (held[static_cast<size_t>(f)] != 1)
      broken.push_back(the(f) + " are held by " + (held[static_cast<size_t>(f)] == 0 ? "no seat" : num(held[static_cast<size_t>(f)]) + " seats") +
                       "; each faction is held by exactly one");
}

// [SECTION] spaces: counts, stacking, support and markers

void check_space(const State& s, const Content& c, int i, Broken& broken) {
  const SpaceState& sp = s.spaces[static_cast<size_t>(i)];
  const std::string where = c.space_name(i) + ": ";
  for (int p = 0; p < kPieceCount; ++p)
    if (sp.pieces[static_cast<size_t>(p)] < 0) broken.push_back(where + pieces_of(c, p, sp.pieces[static_cast<size_t>(p)]));
  if (sp.shifts < 0 || sp.shifts > 2) broken.push_back(where + num(sp.shifts) + " shifts this Support Phase; a space takes 0 to 2");
  if (!is_map_space(c, i)) {
    for (int p = 0; p < kPieceCount; ++p)
      if (p != kRegular && p != kFrenchRegular && sp.pieces[static_cast<size_t>(p)] > 0)
        broken.push_back(where + pieces_of(c, p, sp.pieces[static_cast<size_t>(p)]) + "; only Regulars stand in the " + c.wi_name);
    if (sp.support != 0 || sp.raid || sp.propaganda || sp.blockade || sp.shifts != 0)
      broken.push_back(where + "support, a marker or a Blockade; the " + c.wi_name + " takes none");
    return;
  }
  const Space& space = c.spaces[static_cast<size_t>(i)];
  if (bases_in(s, i) > 2) broken.push_back(where + num(bases_in(s, i)) + " bases; a space holds at most 2");
  for (int fort : {kBritishFort, kPatriotFort})
    if (sp.pieces[static_cast<size_t>(fort)] > 1)
      broken.push_back(where + pieces_of(c, fort, sp.pieces[static_cast<size_t>(fort)]) + "; a space holds at most 1");
  if (sp.pieces[kVillage] > 0 && space.type != kReserve && space.type != kProvince)
    broken.push_back(where + pieces_of(c, kVillage, sp.pieces[kVillage]) + " in a " + type_words(space.type) +
                     "; Villages stand only in Provinces and Indian Reserves");
  if (sp.support < -2 || sp.support > 2)
    broken.push_back(where + "support " + num(sp.support) + ", not -2 (Active Opposition) to 2 (Active Support)");
  if (space.pop == 0 && sp.support != 0) broken.push_back(where + support_words(sp.support) + "; a population-0 space stays Neutral");
  if (space.pop == 0 && (sp.raid || sp.propaganda)) broken.push_back(where + "a Raid or Propaganda marker; a population-0 space takes none");
  if (sp.blockade && space.type != kCity) broken.push_back(where + "a Blockade; a Blockade goes only on a City");
}

// [SECTION] pieces: the boxes, and every piece of the game in exactly one place

void check_pieces(const State& s, const Content& c, Broken& broken) {
  struct Box {
    const char* name;
    const std::array<int, kPieceCount>& counts;
  };
  const Box boxes[] = {{"Available", s.available}, {"Casualties", s.casualties}, {"Unavailable", s.unavailable}};
  for (const Box& box : boxes)
    for (int p = 0; p < kPieceCount; ++p) {
      const int n = box.counts[static_cast<size_t>(p)];
      if (n < 0) broken.push_back(std::string(box.name) + ": " + pieces_of(c, p, n));
      else if (n > 0 && is_active_slot(p))
        broken.push_back(std::string(box.name) + ": " + pieces_of(c, p, n) + "; off the map they are counted Underground");
    }
  for (int p = 0; p < kPieceCount; ++p) {
    if (s.casualties[static_cast<size_t>(p)] > 0 && !is_cube(p))
      broken.push_back("Casualties: " + pieces_of(c, p, s.casualties[static_cast<size_t>(p)]) + "; only cubes become Casualties");
    const int owner = piece_owner(p);
    if (s.unavailable[static_cast<size_t>(p)] > 0 && owner != kBritish && owner != kFrench)
      broken.push_back("Unavailable: " + pieces_of(c, p, s.unavailable[static_cast<size_t>(p)]) + "; only British and French pieces are Unavailable");
  }
  for (int p = 0; p < kPieceCount; ++p) {
    if (is_active_slot(p)) continue;
    const int total = s.available[static_cast<size_t>(p)] + pieces_not_available(s, p);
    const int limit = c.pieces[static_cast<size_t>(p)].limit;
    if (total != limit)
      broken.push_back(c.pieces[static_cast<size_t>(p)].plural + ": " + num(total) +
                       " on the map, in the " + c.wi_name + " and in the boxes; the game has " + num(limit));
  }
}

// [SECTION] navy: the Treaty, French Naval Intervention, Blockades and Squadrons

void check_navy(const State& s, const Content& c, Broken& broken) {
  int blockades = 0;
  for (const SpaceState& sp : s.spaces) blockades += sp.blockade ? 1 : 0;
  if (s.fni < 0 || s.fni > 3) broken.push_back("French Naval Intervention " + num(s.fni) + ", not 0 to 3");
  if (s.fni != blockades)
    broken.push_back("French Naval Intervention " + num(s.fni) + " with " + num(blockades) + " Blockades on the map; they are equal");
  if (blockades + s.squadrons_wi != c.squadrons)
    broken.push_back("Squadrons: " + num(blockades) + " Blockades and " + num(s.squadrons_wi) + " in the " + c.wi_name + "; the game has " +
                     num(c.squadrons));
  if (!s.toa && s.fni > 0) broken.push_back("French Naval Intervention " + num(s.fni) + " before the Treaty of Alliance");
  if (s.toa && s.unavailable[kFrenchRegular] > 0)
    broken.push_back("the Treaty of Alliance is in effect, yet Unavailable holds " + pieces_of(c, kFrenchRegular, s.unavailable[kFrenchRegular]));
}

// [SECTION] factions: Resources and Leaders

void check_factions(const State& s, const Content& c, Broken& broken) {
  for (int f = 0; f < kFactionCount; ++f) {
    const FactionState& fs = s.factions[static_cast<size_t>(f)];
    if (fs.resources < 0 || fs.resources > c.resource_cap)
      broken.push_back(the(f) + " have " + num(fs.resources) + " Resources; a faction holds 0 to " + num(c.resource_cap));
    const int leaders = static_cast<int>(c.leaders[static_cast<size_t>(f)].size());
    if (fs.leader_line < 0 || (leaders > 0 && fs.leader_line >= leaders))
      broken.push_back(leader_of(f) + " is number " + num(fs.leader_line + 1) + " of the line; it has " + num(leaders));
    if (fs.leader_at < -1 || fs.leader_at >= c.space_count())
      broken.push_back(leader_of(f) + " stands in space " + num(fs.leader_at) + ", which the game does not have");
    else if (fs.leader_at >= 0 && fs.leader_at < static_cast<int>(s.spaces.size()) && faction_count(s, fs.leader_at, f) == 0)
      broken.push_back(leader_of(f) + " stands in " + c.space_name(fs.leader_at) + " without " + adjective(f) + " pieces");
  }
}

// [SECTION] cards: every card in exactly one place, and the counts that follow the played pile

void check_cards(const State& s, const Content& c, Broken& broken) {
  const int cards = static_cast<int>(c.cards.size());
  std::vector<std::vector<const char*>> places(static_cast<size_t>(cards));
  auto put = [&](int card, const char* place) {
    if (card < 0 || card >= cards) broken.push_back(std::string(place) + ": card " + num(card) + ", which the game does not have (" + num(cards) + " cards)");
    else places[static_cast<size_t>(card)].push_back(place);
  };
  for (int k : s.draw) put(k, "the draw pile");
  if (s.current != -1) put(s.current, "Current");
  if (s.on_deck != -1) put(s.on_deck, "On-deck");
  int winters_played = 0, events_played = 0;
  for (int k : s.played) {
    put(k, "played");
    if (k >= 0 && k < cards) ++(c.cards[static_cast<size_t>(k)].winter ? winters_played : events_played);
  }
  for (int k = 0; k < cards; ++k) {
    const auto& at = places[static_cast<size_t>(k)];
    if (at.empty()) {
      broken.push_back(card_words(c, k) + " is nowhere (not in the draw pile, Current, On-deck or played); the game has 1");
    } else if (at.size() > 1) {
      std::string list;
      for (size_t i = 0; i < at.size(); ++i) list += std::string(i == 0 ? "" : i + 1 == at.size() ? " and " : ", ") + at[i];
      broken.push_back(card_words(c, k) + " is in " + num(static_cast<int>(at.size())) + " places (" + list + "); the game has 1");
    }
  }
  if (s.current < 0 && !s.game_over) broken.push_back("no Current card in a game under way");
  if (s.on_deck >= 0 && s.current < 0) broken.push_back("an On-deck card without a Current one");
  if (s.on_deck < 0 && !s.draw.empty())
    broken.push_back("no On-deck card while the draw pile holds " + num(static_cast<int>(s.draw.size())));
  if (s.wq_rounds != winters_played)
    broken.push_back(num(s.wq_rounds) + " Winter Quarters Rounds done with " + num(winters_played) + " Winter Quarters cards played");
  if (s.cards_played != events_played)
    broken.push_back(num(s.cards_played) + " card turns done with " + num(events_played) + " Event cards played");
  const int releases = static_cast<int>(c.scenario.release.size());
  if (s.releases < 0 || s.releases > releases)
    broken.push_back(num(s.releases) + " British releases done; the scenario has " + num(releases));
}

// [SECTION] the turn and the open step

void check_turn(const State& s, const Content& c, bool calendar_fits, Broken& broken) {
  if (s.offer < 0 || s.offer > kFactionCount) broken.push_back("the offer stands at " + num(s.offer) + ", not 0 to " + num(kFactionCount));
  for (auto [actor, words] : {std::pair{s.first_actor, "the 1st actor"}, std::pair{s.second_actor, "the 2nd actor"}}) {
    if (actor < -1 || actor >= kFactionCount) broken.push_back(std::string(words) + " is faction " + num(actor) + ", which the game does not have");
    else if (actor >= 0 && !s.factions[static_cast<size_t>(actor)].eligible)
      broken.push_back(std::string(words) + " (" + faction_name(actor) + ") is not Eligible");
  }
  if (s.second_actor >= 0 && s.first_actor < 0) broken.push_back("a 2nd actor (" + faction_or(s.second_actor) + ") without a 1st");
  if (s.first_actor >= 0 && s.first_actor == s.second_actor)
    broken.push_back(the(s.first_actor) + " are both 1st and 2nd actor");
  if (s.first_took_event && s.first_actor < 0) broken.push_back("the 1st actor took the Event, but there is no 1st actor");
  const Operation& op = s.op;
  if (op.faction < -1 || op.faction >= kFactionCount) broken.push_back("the Operation under way is by faction " + num(op.faction) + ", which the game does not have");
  if (static_cast<int>(op.kind) < 0 || static_cast<int>(op.kind) >= static_cast<int>(kOpIds.size()))
    broken.push_back("the Operation under way is of kind " + num(static_cast<int>(op.kind)) + ", not Muster, March or Battle");
  for (int i : op.spaces)
    if (i < 0 || i >= c.space_count()) broken.push_back("the Operation under way names space " + num(i) + ", which the game does not have");
  const ProcState& proc = s.proc;
  const int kind = static_cast<int>(proc.kind);
  if (kind < 0 || kind > static_cast<int>(Proc::kPhase)) {
    broken.push_back("the open step is of kind " + num(kind) + ", which the game does not have");
    return;
  }
  if (proc.faction < -1 || proc.faction >= kFactionCount) broken.push_back("the open step is by faction " + num(proc.faction) + ", which the game does not have");
  if ((proc.kind == Proc::kOffer || proc.kind == Proc::kOpStep) && proc.faction < 0) broken.push_back("the open step needs a faction and has none");
  if (proc.kind == Proc::kOpStep && op.faction < 0) broken.push_back("an Operation step is open with no Operation under way");
  if (proc.kind == Proc::kEvent && (proc.arg < 0 || proc.arg >= static_cast<int>(c.cards.size())))
    broken.push_back("the open Event step plays card " + num(proc.arg) + ", which the game does not have");
  if (proc.kind == Proc::kPhase) {
    const int phases = static_cast<int>(phase_ids().size());
    if (proc.arg < 0 || proc.arg >= phases) broken.push_back("the open step runs phase " + num(proc.arg) + ", which the game does not have");
    else if (calendar_fits && !s.cursor.finished && engine::current_phase_id(c.calendar, s.cursor) != phase_ids()[static_cast<size_t>(proc.arg)])
      broken.push_back("the open step runs the phase '" + phase_ids()[static_cast<size_t>(proc.arg)] + "' while the calendar stands at '" +
                       engine::current_phase_id(c.calendar, s.cursor) + "'");
  }
  for (size_t i = 0; i < proc.answers.size(); ++i) {
    const Action& a = proc.answers[i];
    const std::string which = "the open step's answer " + num(static_cast<int>(i) + 1);
    if (!is_faction(a.faction)) broken.push_back(which + " is by faction " + num(a.faction) + ", which the game does not have");
    if (static_cast<int>(a.verb) < 0 || static_cast<int>(a.verb) >= static_cast<int>(Verb::kVerbCount))
      broken.push_back(which + " has verb " + num(static_cast<int>(a.verb)) + ", which the game does not have");
    if (a.space < -1 || a.space >= c.space_count()) broken.push_back(which + " names space " + num(a.space) + ", which the game does not have");
    if (a.piece < -1 || a.piece >= kPieceCount) broken.push_back(which + " names piece " + num(a.piece) + ", which the game does not have");
  }
}

// [SECTION] calendar and result

// False when the cursor points outside the calendar (then nothing else may read it).
bool check_calendar(const State& s, const Content& c, Broken& broken) {
  const engine::Calendar& cal = c.calendar;
  const engine::CalendarCursor& at = s.cursor;
  if (at.finished) return true;
  if (at.period < 1 || at.period > cal.periods) broken.push_back("round " + num(at.period) + "; the game has 1 to " + num(cal.periods));
  if (at.in_final) {
    if (at.phase < 0 || at.phase >= static_cast<int>(cal.final_phases.size()))
      broken.push_back("the final phase " + num(at.phase + 1) + "; the calendar has " + num(static_cast<int>(cal.final_phases.size())));
    else
      return true;
    return false;
  }
  if (at.season < 0 || at.season >= static_cast<int>(cal.seasons.size())) {
    broken.push_back("season " + num(at.season + 1) + "; the calendar has " + num(static_cast<int>(cal.seasons.size())));
    return false;
  }
  const engine::Season& season = cal.seasons[static_cast<size_t>(at.season)];
  if (at.turn < 1 || at.turn > season.turns)
    broken.push_back(season.id + " turn " + num(at.turn) + "; the season has 1 to " + num(season.turns));
  if (at.phase < 0 || at.phase >= static_cast<int>(season.phases.size())) {
    broken.push_back(season.id + " phase " + num(at.phase + 1) + "; the season has " + num(static_cast<int>(season.phases.size())));
    return false;
  }
  return true;
}

void check_result(const State& s, Broken& broken) {
  if (s.game_over != s.cursor.finished)
    broken.push_back(s.game_over ? "the game is over but the calendar runs on" : "the calendar is finished but the game is not over");
  if (!s.game_over) {
    if (!s.ranking.empty()) broken.push_back("a ranking of factions in a game under way");
    return;
  }
  std::array<int, kFactionCount> ranked{};
  bool bad = s.ranking.size() != static_cast<size_t>(kFactionCount);
  for (int f : s.ranking) {
    if (!is_faction(f)) bad = true;
    else if (++ranked[static_cast<size_t>(f)] > 1) bad = true;
  }
  if (bad) broken.push_back("the ranking lists " + num(static_cast<int>(s.ranking.size())) + " entries; a finished game ranks each of the 4 factions once");
}

}  // namespace

std::vector<std::string> Title::check(const State& s, const Content& c) {
  Broken broken;
  check_seats(s, broken);
  const bool spaces_fit = static_cast<int>(s.spaces.size()) == c.space_count();
  if (!spaces_fit)
    broken.push_back("the state lists " + num(static_cast<int>(s.spaces.size())) + " spaces; the game has " + num(c.wi()) + " and the " + c.wi_name);
  else
    for (int i = 0; i < c.space_count(); ++i) check_space(s, c, i, broken);
  check_pieces(s, c, broken);
  check_navy(s, c, broken);
  check_factions(s, c, broken);
  check_cards(s, c, broken);
  const bool calendar_fits = check_calendar(s, c, broken);
  check_turn(s, c, calendar_fits, broken);
  check_result(s, broken);
  return broken;
}

}  // namespace sb::wq
