#pragma once
// A match is content + setup + seed + journal; State is a pure function of the four.
// Match<Title> applies actions, keeps the journal with fence marks, undoes by replaying
// the journal without its tail, and verifies replays.
//
// A Title is a traits struct. What Match needs of it is the concept MatchRules
// (engine/core/title_concept.h); the whole contract every title follows, with saves, YAML, seats
// and bots, is RulesTitle in engine/save/title.h.
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/expected.h"
#include "engine/core/result.h"
#include "engine/core/rng.h"
#include "engine/core/title_concept.h"

namespace sb::engine {

template <class Action>
struct JournalEntry {
  Action action;
  // Undo in play mode stops here: the action rolled, drew, revealed, or handed control over.
  bool fence = false;
  // The action in words, as the table saw it when it was taken (a later State may word it
  // differently, or not know the dice or question it named).
  std::string text;
  bool operator==(const JournalEntry&) const = default;
};

template <MatchRules Title>
class Match {
 public:
  using State = typename Title::State;
  using Action = typename Title::Action;
  using Content = typename Title::Content;
  using Setup = typename Title::Setup;
  using Entry = JournalEntry<Action>;

  static Expected<Match> start(std::shared_ptr<const Content> content, Setup setup, uint64_t seed) {
    auto initial = Title::new_state(*content, setup, seed);
    if (!initial.ok()) return initial.error();
    return Match(std::move(content), std::move(setup), seed, std::move(initial.value()));
  }

  // A match that begins from an explicit state (scenarios, designers' test positions).
  static Match from_state(std::shared_ptr<const Content> content, Setup setup, uint64_t seed, State initial) {
    Match match(std::move(content), std::move(setup), seed, std::move(initial));
    match.from_explicit_state_ = true;
    return match;
  }

  // Rebuilds a match from its journal. On the first rejected action, the error names its index
  // (0-based) and the rejection.
  static Expected<Match> replay(std::shared_ptr<const Content> content, Setup setup, uint64_t seed,
                                const std::vector<Action>& actions) {
    auto started = start(std::move(content), std::move(setup), seed);
    if (!started.ok()) return started.error();
    return replay_from(std::move(started.value()), actions);
  }
  // Applies `actions` to a fresh match (from start() or from_state()).
  static Expected<Match> replay_from(Match match, const std::vector<Action>& actions) {
    for (size_t i = 0; i < actions.size(); ++i) {
      ApplyResult result = match.apply(actions[i]);
      if (!result.ok()) {
        return Rejection{"replay_diverged", "action " + std::to_string(i + 1) + " (" +
                                                Title::describe(actions[i], match.state(),
                                                                match.content()) +
                                                ") is now illegal: " + result.rejection().message};
      }
    }
    return match;
  }

  ApplyResult apply(const Action& action) {
    const Prompt before = Title::prompt(state_, *content_);
    const Rng rng_before = state_.rng;
    std::string text;
    if constexpr (HasLogWords<Title>)
      text = Title::describe_for_log(action, state_, *content_);
    else
      text = Title::describe(action, state_, *content_);
    State working = state_;
    ApplyResult result = Title::apply(working, *content_, action);
    if (!result.ok()) return result;
    state_ = std::move(working);
    const Prompt after = Title::prompt(state_, *content_);
    bool fence = result.reveals || !(state_.rng == rng_before) || before.seat != after.seat;
    journal_.push_back(Entry{action, fence, std::move(text)});
    return result;
  }

  // Play-mode undo: drops the last action unless it is a fence. Returns false when nothing can go.
  bool undo() {
    if (undoable_count() == 0) return false;
    rewind_to(journal_.size() - 1);
    return true;
  }
  // Designer undo: drops the last action whatever it was.
  bool undo_any() {
    if (journal_.empty()) return false;
    rewind_to(journal_.size() - 1);
    return true;
  }
  // How many actions play-mode undo can take back (the log shows this reach).
  size_t undoable_count() const {
    size_t count = 0;
    for (size_t i = journal_.size(); i > 0 && !journal_[i - 1].fence; --i) ++count;
    return count;
  }
  // Keeps the first `kept` actions. Replay cannot fail: they were legal when applied against
  // this same content.
  void rewind_to(size_t kept) {
    if (kept >= journal_.size()) return;
    std::vector<Entry> keep(journal_.begin(), journal_.begin() + static_cast<long>(kept));
    state_ = initial_;
    journal_.clear();
    for (const Entry& entry : keep) {
      ApplyResult result = apply(entry.action);
      SB_CHECK(result.ok(), "rewind replay diverged on unchanged content");
    }
  }

  // Replays this match's journal against other content (hot reload); on success the caller swaps.
  // A match that began from an explicit state keeps that state (it is content-independent data).
  Expected<Match> with_content(std::shared_ptr<const Content> content) const {
    if (from_explicit_state_) return replay_from(from_state(std::move(content), setup_, seed_, initial_), actions());
    return replay(std::move(content), setup_, seed_, actions());
  }
  bool began_from_explicit_state() const { return from_explicit_state_; }

  // The events each journal action produced, replayed from the initial state (events are not
  // saved: a resumed or reloaded game's log is rebuilt from them). Costs one replay.
  std::vector<std::vector<Event>> journal_events() const {
    std::vector<std::vector<Event>> out;
    out.reserve(journal_.size());
    State state = initial_;
    for (const Entry& entry : journal_) {
      ApplyResult result = Title::apply(state, *content_, entry.action);
      out.push_back(result.ok() ? result.events() : std::vector<Event>{});
    }
    return out;
  }

  std::vector<Action> actions() const {
    std::vector<Action> out;
    out.reserve(journal_.size());
    for (const Entry& entry : journal_) out.push_back(entry.action);
    return out;
  }

  const State& state() const { return state_; }
  const State& initial_state() const { return initial_; }
  const Content& content() const { return *content_; }
  std::shared_ptr<const Content> content_ptr() const { return content_; }
  const Setup& setup() const { return setup_; }
  uint64_t seed() const { return seed_; }
  const std::vector<Entry>& journal() const { return journal_; }
  uint64_t state_hash() const { return Title::state_hash(state_); }
  Prompt prompt() const { return Title::prompt(state_, *content_); }
  std::vector<Action> legal_actions() const { return Title::legal_actions(state_, *content_); }

 private:
  Match(std::shared_ptr<const Content> content, Setup setup, uint64_t seed, State initial)
      : content_(std::move(content)),
        setup_(std::move(setup)),
        seed_(seed),
        initial_(initial),
        state_(std::move(initial)) {}

  std::shared_ptr<const Content> content_;
  Setup setup_;
  uint64_t seed_ = 0;
  State initial_;
  State state_;
  std::vector<Entry> journal_;
  bool from_explicit_state_ = false;
};

}  // namespace sb::engine
