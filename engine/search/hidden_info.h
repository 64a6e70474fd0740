#pragma once
// The hidden-information half of the title contract, for bots that must not peek. A title's State
// carries its own dice and deck order, so a copy of it knows the future; a bot that searches copies
// must first forget what its seat cannot know and then imagine it.
//
//   static State view_for(const State&, int seat);
//     What `seat` may know, with everything else in a canonical form (hidden cards as unknowns or
//     sorted, the dice stream reseeded to a constant), so two States that differ only in hidden
//     things give equal views.
//   static State sample_hidden(const State& view, int seat, const Content&, Rng&);
//     A full State consistent with the view (one the title's check() accepts): the dice reseeded
//     from `rng`, unseen cards reshuffled, other hands dealt from what is unseen.
//
// Optional hooks the search (engine/search/ismcts.h) uses when a title declares them:
//   static int decider(const State&, const Content&);            who chooses next (else prompt().seat)
//   static std::vector<Action> search_actions(const State&, const Content&);  the decider's
//     choices worth searching (else legal_actions): a title whose legal list mixes in other seats'
//     free actions keeps only the decider's.
//   static std::vector<double> search_value(const State&, const Content&);  per seat, higher is
//     better, for a playout cut short (else scores()); any scale.
//   static constexpr bool kCooperative = true;  all seats share one value: the search maximises it
//     instead of a seat's rank.
#include <concepts>
#include <string>
#include <vector>

#include "engine/core/rng.h"
#include "engine/core/title_concept.h"

namespace sb::engine {

template <class Title>
concept HasHiddenInfo = requires {
  { &Title::view_for } -> FunctionOf<typename Title::State(const typename Title::State&, int)>;
  { &Title::sample_hidden } -> FunctionOf<typename Title::State(const typename Title::State&, int,
                                                                 const typename Title::Content&, Rng&)>;
};

template <class Title>
concept HasDecider = requires {
  { &Title::decider } -> FunctionOf<int(const typename Title::State&, const typename Title::Content&)>;
};

template <class Title>
concept HasSearchActions = requires {
  { &Title::search_actions } -> FunctionOf<std::vector<typename Title::Action>(const typename Title::State&,
                                                                                 const typename Title::Content&)>;
};

template <class Title>
concept HasSearchValue = requires {
  { &Title::search_value } -> FunctionOf<std::vector<double>(const typename Title::State&, const typename Title::Content&)>;
};

// Optional: the game is over, cheaper than building prompt() words in every playout step.
template <class Title>
concept HasIsOver = requires {
  { &Title::is_over } -> FunctionOf<bool(const typename Title::State&)>;
};

template <class Title>
constexpr bool is_cooperative() {
  if constexpr (requires { Title::kCooperative; }) return Title::kCooperative;
  else return false;
}

}  // namespace sb::engine
