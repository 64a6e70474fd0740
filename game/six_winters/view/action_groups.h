#pragma once
// The side panel's order of the legal list: every legal action in one group, groups in the order a
// player reads them (the table's question first, then each character's actions, then the seats'
// own, Pass last), each with a heading in words. Pure: the panel draws it, tests check it.
#include <string>
#include <vector>

#include "game/six_winters/rules/content.h"
#include "game/six_winters/rules/state.h"

namespace sb::sw::view {

// What kind of choice an action is, for headings and for tests (ui::TouchTarget::group).
enum class Kind {
  kQuestion = 0,  // Choose: an answer to the table's question
  kStart,         // StartSession
  kMove,
  kCreateAsset,
  kTrade,
  kConfront,      // BeginOvercome
  kOvercome,      // PlaceOnObstacle, ContinueOvercome, AssignDamage
  kLocation,
  kRest,
  kCard,          // PlaceOnCard
  kAbility,
  kTable,         // MilitaryMove, DiplomacyConvert, SetOverflow: mastery moves of the whole table
  kPass,
};
inline constexpr int kKinds = 13;

Kind kind_of(const Action& a);
// A kind in words, as a section title ("Create an asset").
const char* kind_title(Kind kind);
// The character an action is taken with, -1 for the table's and the seats' own.
int character_of(const Action& a);

struct ActionGroup {
  std::string heading;    // "Aria at Gray Forest" / "The table's question: ..." / "Seats"
  int character = -1;
  std::vector<Kind> kinds;  // in order
  std::vector<std::vector<size_t>> actions;  // per kind: indices into the legal list, ascending
};

// `seat_names`: the host's names for the seats (may be shorter than the seats).
std::vector<ActionGroup> group_actions(const State& s, const Content& c, const std::vector<Action>& legal,
                                       const std::vector<std::string>& seat_names);

// A seat's name: the host's, else "Seat N".
std::string seat_name(const std::vector<std::string>& names, int seat);

}  // namespace sb::sw::view
