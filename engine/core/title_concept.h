#pragma once
// The rules half of the title contract, as a concept the compiler checks: what engine::Match
// needs of a title's traits struct. A title that misses a piece, or declares one with another
// signature, fails here with the one requirement it breaks, instead of pages of errors from deep
// inside Match. The whole contract (content, YAML, seats, bots) is sb::engine::RulesTitle in
// engine/save/title.h; it needs yaml-cpp and engine/content, which engine/core sits below.
//
// Signatures are checked exactly (as function pointers), not by trying a call: a call would also
// accept `apply(State, ...)` taking the State by value, which compiles and silently applies
// nothing. Members must be static (a member function pointer does not convert), and noexcept is
// allowed.
#include <concepts>
#include <type_traits>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/expected.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"

namespace sb::engine {

// `Fn` is a pointer to a function of type `Sig` (a noexcept one converts too; nothing else does).
template <class Fn, class Sig>
concept FunctionOf = std::is_function_v<Sig> && std::convertible_to<Fn, Sig*>;

// Words for the public log where they must say less than the list the deciding seat picks from
// (a secret choice: "Ann: choose a race (secret)" in the log, the race's name on her button).
template <class Title>
concept HasLogWords = requires {
  { &Title::describe_for_log } -> FunctionOf<std::string(const typename Title::Action&, const typename Title::State&,
                                                         const typename Title::Content&)>;
};

template <class Title>
concept MatchRules =
    // State is plain data: copy = clone, == compares, and it carries its own dice (Match fences an
    // action that moved the Rng).
    std::copyable<typename Title::State> && std::equality_comparable<typename Title::State> &&
    std::same_as<decltype(Title::State::rng), Rng> &&
    // Action is a small value; legal_actions is sorted, so it is ordered.
    std::copyable<typename Title::Action> && std::totally_ordered<typename Title::Action> &&
    std::copyable<typename Title::Setup> && std::is_object_v<typename Title::Content> &&
    requires {
      { &Title::new_state } -> FunctionOf<Expected<typename Title::State>(
          const typename Title::Content&, const typename Title::Setup&, uint64_t)>;
      { &Title::legal_actions } -> FunctionOf<std::vector<typename Title::Action>(
          const typename Title::State&, const typename Title::Content&)>;
      // The State is unchanged when the action is rejected.
      { &Title::apply } -> FunctionOf<ApplyResult(typename Title::State&, const typename Title::Content&,
                                                  const typename Title::Action&)>;
      { &Title::prompt } -> FunctionOf<Prompt(const typename Title::State&, const typename Title::Content&)>;
      { &Title::state_hash } -> FunctionOf<uint64_t(const typename Title::State&)>;
      // The action in words, for the log and for the lists a player picks from.
      { &Title::describe } -> FunctionOf<std::string(const typename Title::Action&, const typename Title::State&,
                                                     const typename Title::Content&)>;
    } &&
    // A title may leave describe_for_log out (the log then reads as describe), but one it declares
    // must have describe's signature.
    (!requires { &Title::describe_for_log; } || HasLogWords<Title>);

}  // namespace sb::engine
