#pragma once
// The title-agnostic face of a match, for the CLI, the app shell, saves and autosave. A title's
// traits struct (the concept RulesTitle in title.h) is wrapped by TitleAdapter<Title>; nothing
// here knows a title.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "engine/content/errors.h"
#include "engine/content/fields.h"
#include "engine/content/paths.h"
#include "engine/content/yaml_reader.h"
#include "engine/core/expected.h"
#include "engine/core/match.h"
#include "engine/save/hash_check.h"
#include "engine/save/save_file.h"
#include "engine/save/title.h"
#include "engine/save/tree_diff.h"

namespace sb::engine {

class AnyMatch {
 public:
  virtual ~AnyMatch() = default;
  virtual const char* title_id() const = 0;
  virtual Prompt prompt() const = 0;
  virtual int seat_count() const = 0;
  virtual std::vector<YAML::Node> legal_actions_yaml() const = 0;
  virtual size_t legal_count() const = 0;
  virtual std::string describe_legal(size_t index) const = 0;
  virtual ApplyResult apply_legal(size_t index) = 0;
  // Reads an action with the title's strict reader; a malformed one is rejected with the
  // reader's file:line:col messages.
  virtual ApplyResult apply_yaml(const YAML::Node& action, const ReadContext& ctx) = 0;
  virtual ApplyResult apply_bot(const std::string& kind, Rng& bot_rng) = 0;
  virtual std::vector<std::string> bot_kinds() const = 0;
  // Who plays each seat: "human" or a bot kind, one per seat. Kept in saves and the autosave, so a
  // resumed game keeps its bots. Empty: every seat is human.
  virtual const std::vector<std::string>& seat_kinds() const = 0;
  // False (and nothing changes) unless there is one entry per seat, each "human" or a bot kind.
  virtual bool set_seat_kinds(std::vector<std::string> kinds) = 0;
  virtual bool undo() = 0;
  virtual bool undo_any() = 0;
  // Designer jump: keeps the first `keep` actions (one replay, however far back). False if
  // there is nothing to drop.
  virtual bool rewind_to(size_t keep) = 0;
  virtual size_t undoable_count() const = 0;
  virtual size_t journal_size() const = 0;
  virtual YAML::Node journal_action_yaml(size_t index) const = 0;
  virtual std::string journal_describe(size_t index) const = 0;
  // Per journal action, the events it produced (one replay; none where unknown).
  virtual std::vector<std::vector<Event>> journal_events() const { return {}; }
  virtual YAML::Node state_yaml() const = 0;
  // The title's invariants broken by the current State (empty: none), for soaks and tests.
  virtual std::vector<std::string> check() const { return {}; }
  // The table in words for the terminal (a title's optional Title::summary), else the state YAML.
  virtual std::string summary() const = 0;
  virtual uint64_t state_hash() const = 0;
  virtual std::vector<int> scores() const = 0;
  virtual uint64_t seed() const = 0;
  // Everything a save file holds (hashes recomputed by replaying from the start).
  virtual SaveData save_data() const = 0;
  virtual std::unique_ptr<AnyMatch> clone() const = 0;
  // Replays this match's journal against another loaded copy of the same title (hot reload). On
  // failure the message names the first action that became illegal; this match is untouched.
  virtual Expected<std::unique_ptr<AnyMatch>> with_content(const class AnyTitle& title) const = 0;
};

// A title with its content loaded: makes matches.
class AnyTitle {
 public:
  virtual ~AnyTitle() = default;
  virtual const char* id() const = 0;
  virtual const char* name() const = 0;
  virtual const char* content_dir() const = 0;
  // Loads and validates `dir` (content root / content_dir()). False with errors on any problem;
  // the previously loaded content stays in use.
  virtual bool load_content(const std::filesystem::path& dir, ErrorList& errors) = 0;
  virtual bool has_content() const = 0;
  virtual const std::string& fingerprint() const = 0;
  virtual std::vector<std::string> bot_kinds() const = 0;
  virtual int min_seats() const = 0;
  virtual int max_seats() const = 0;
  // Setup from YAML (null/undefined: the default setup for `seats`, which must be in the title's
  // range; 0 = the title's smallest game).
  virtual Expected<std::unique_ptr<AnyMatch>> new_match(const YAML::Node& setup, int seats, uint64_t seed,
                                                        const ReadContext& ctx) = 0;
  // A match from an explicit starting State (scenarios).
  virtual Expected<std::unique_ptr<AnyMatch>> match_from_state(const YAML::Node& setup, const YAML::Node& state,
                                                               uint64_t seed, const ReadContext& ctx) = 0;
  // How much of a save's hash chain load_match recomputes. recorded (`seasonboard replay`, loading a
  // file) compares the state after every action with its recorded hash, so the first action that
  // led elsewhere is known as the replay reaches it. Format 2's hash goes through the State's YAML
  // and costs hundreds of actions, so for those files recorded compares only kReplayCheckpoints
  // evenly spaced actions and the last. final_state (resuming the autosave) compares only the last.
  // Where a checkpoint differs, the stretch since the last one that agreed is replayed again,
  // hashing every action, so a mismatch still names the first diverging action. A game diverges for
  // good (the Rng is in the State), so a checkpoint that agrees vouches for every action before it.
  //
  // A save written with other content (its fingerprint differs) recorded the states of other rules.
  // recorded refuses it where the states part (`seasonboard replay`: what did my edit change?);
  // playable (loading a file to play on) and final_state (resuming the autosave) keep the game
  // there and replay the rest on today's content, each action checked by the rules.
  enum class Verify { recorded, final_state, playable };
  static constexpr size_t kReplayCheckpoints = 4;
  // Replays a save's journal, checking the recorded hashes; a mismatch names the first diverging
  // action. Also checked: the saved final hash and the snapshot against the replayed game, and
  // every action whose bytes no checksum vouches for (SaveData::suspect).
  virtual Expected<std::unique_ptr<AnyMatch>> load_match(const SaveData& save, const ReadContext& ctx,
                                                         Verify verify = Verify::recorded) = 0;
  // For recovery: the longest stretch of the game that checks out, and what stopped it (a damaged
  // action, a hash that differs, a damaged snapshot or final hash). `match` is null only when not
  // even the start can be made (bad setup, wrong title); `kept` counts its actions.
  struct Recovered {
    std::unique_ptr<AnyMatch> match;
    std::optional<Rejection> problem;
    size_t kept = 0;
    // The save was written with other content (its fingerprint differs) and from this action on
    // (1-based) its recorded hashes are of those other rules: the game was replayed on today's
    // content, every action still legal. 0: the hashes held throughout.
    size_t other_rules_from = 0;
    // How the replay was checked: recorded hashes compared with the replayed states, and whether
    // the saved snapshot vouched instead (a chain of hashes an earlier writer made).
    size_t hashes_compared = 0;
    bool by_snapshot = false;
  };
  virtual Recovered load_longest(const SaveData& save, const ReadContext& ctx, Verify verify = Verify::final_state) = 0;
};

std::string describe_errors(const ErrorList& errors);
// Seat kinds are "human" or one of `bots`, one per seat.
bool valid_seat_kinds(const std::vector<std::string>& kinds, int seats, const std::vector<std::string>& bots);
std::string join_kinds(const std::vector<std::string>& bots);  // "random, heuristic"

// [SECTION] adapter

// Format 2's state hash: the tree hash of the State's YAML, which every title's state_hash was when
// that format was written. Files of format 2 verify with it whatever the title hashes now.
template <RulesTitle Title>
uint64_t legacy_state_hash(const typename Title::State& state) {
  return hash_yaml(Title::state_to_yaml(state));
}

// The hash `save` recorded for `state`, in the save's own format (see kTitleHashFormat).
template <RulesTitle Title>
uint64_t hash_as_recorded(const SaveData& save, const typename Title::State& state) {
  return save.format_version >= kTitleHashFormat ? Title::state_hash(state) : legacy_state_hash<Title>(state);
}

// Whether today's writer still makes the tree a format 2 file hashed, so its recorded hashes can be
// compared: the file's snapshot, read as a State and written again, must hash as the file's own
// snapshot. A title whose writer has changed shape since (a default left out, a list where a map
// was) fails this, and its format 2 files are verified by their snapshot instead (replay_save).
// Files of format 3 hash the State itself: always true. Without a snapshot (or one that does not
// read) there is nothing else to go by: the chain is compared.
template <RulesTitle Title>
bool recorded_chain_comparable(const SaveData& save, const typename Title::Content& content) {
  if (save.format_version >= kTitleHashFormat || !save.snapshot.IsDefined() || save.snapshot.IsNull()) return true;
  ErrorList quiet;
  ReadContext inner{"", &quiet};
  std::optional<typename Title::State> snapshot;
  try {
    snapshot = Title::state_from_yaml(save.snapshot, content, inner);
  } catch (const YAML::Exception&) {
    return true;
  }
  if (!snapshot || !quiet.empty()) return true;
  return hash_yaml(Title::state_to_yaml(*snapshot)) == hash_yaml(save.snapshot);
}

// A state handed to HashCheck's worker: its own copy, hashed there with the title's hash.
template <RulesTitle Title>
struct StateHashJob final : HashCheck::Job {
  explicit StateHashJob(const typename Title::State& s) : state(s) {}
  uint64_t hash() const override { return Title::state_hash(state); }
  typename Title::State state;
};

// A State that breaks the title's invariants, refused with every reason in words.
std::optional<Rejection> impossible_state(const std::vector<std::string>& broken, const std::string& what);

// A title's reader on damaged input: yaml-cpp throws where a reader asks a missing node anything.
// That is an error at the node's place, never a crash (and a reader that needs this is a bug to fix).
template <class Value, class Read>
std::optional<Value> read_guarded(Read read, const YAML::Node& node, const std::string& what, const ReadContext& ctx) {
  try {
    return read();
  } catch (const YAML::Exception& e) {
    ctx.error(node, what, std::string("unreadable: ") + e.what());
    return std::nullopt;
  }
}

template <RulesTitle Title>
class MatchAdapter final : public AnyMatch {
 public:
  using M = Match<Title>;
  explicit MatchAdapter(M match) : match_(std::move(match)) { refresh_legal(); }

  const char* title_id() const override { return Title::kId; }
  Prompt prompt() const override { return match_.prompt(); }
  int seat_count() const override { return Title::seat_count(match_.state()); }
  std::vector<YAML::Node> legal_actions_yaml() const override {
    std::vector<YAML::Node> out;
    for (const auto& action : legal_) out.push_back(Title::action_to_yaml(action));
    return out;
  }
  size_t legal_count() const override { return legal_.size(); }
  std::string describe_legal(size_t index) const override {
    return Title::describe(legal_.at(index), match_.state(), match_.content());
  }
  ApplyResult apply_legal(size_t index) override { return apply(legal_.at(index)); }
  ApplyResult apply_yaml(const YAML::Node& node, const ReadContext& ctx) override {
    ErrorList* sink = ctx.errors;
    ErrorList local;
    ReadContext inner{ctx.file, sink ? sink : &local};
    size_t before = inner.errors->size();
    auto action = read_guarded<typename Title::Action>([&] { return Title::action_from_yaml(node, match_.content(), inner); },
                                                       node, "action", inner);
    if (!action || inner.errors->size() != before) {
      ErrorList only;
      for (size_t i = before; i < inner.errors->size(); ++i) only.add(inner.errors->items()[i]);
      return ApplyResult::rejected("malformed_action", only.empty() ? "unreadable action" : describe_errors(only));
    }
    return apply(*action);
  }
  ApplyResult apply_bot(const std::string& kind, Rng& bot_rng) override {
    return apply(Title::bot_action(match_.state(), match_.content(), kind, bot_rng));
  }
  std::vector<std::string> bot_kinds() const override { return Title::bot_kinds(); }
  const std::vector<std::string>& seat_kinds() const override { return seat_kinds_; }
  bool set_seat_kinds(std::vector<std::string> kinds) override {
    if (!kinds.empty() && !valid_seat_kinds(kinds, seat_count(), Title::bot_kinds())) return false;
    seat_kinds_ = std::move(kinds);
    return true;
  }
  bool undo() override { return after(match_.undo()); }
  bool undo_any() override { return after(match_.undo_any()); }
  bool rewind_to(size_t keep) override {
    if (keep >= match_.journal().size()) return false;
    match_.rewind_to(keep);
    return after(true);
  }
  size_t undoable_count() const override { return match_.undoable_count(); }
  size_t journal_size() const override { return match_.journal().size(); }
  YAML::Node journal_action_yaml(size_t index) const override {
    return Title::action_to_yaml(match_.journal().at(index).action);
  }
  std::string journal_describe(size_t index) const override { return match_.journal().at(index).text; }
  std::vector<std::vector<Event>> journal_events() const override { return match_.journal_events(); }
  YAML::Node state_yaml() const override { return Title::state_to_yaml(match_.state()); }
  std::vector<std::string> check() const override { return Title::check(match_.state(), match_.content()); }
  std::string summary() const override {
    if constexpr (HasSummary<Title>)
      return Title::summary(match_.state(), match_.content());
    else
      return dump_yaml(Title::state_to_yaml(match_.state()));
  }
  uint64_t state_hash() const override {
    uint64_t hash = match_.state_hash();
    size_t size = match_.journal().size();
    if (size > 0 && hashes_.size() == size - 1) hashes_.push_back(hash);  // remembered for save_data()
    return hash;
  }
  std::vector<int> scores() const override { return Title::scores(match_.state(), match_.content()); }
  uint64_t seed() const override { return match_.seed(); }
  SaveData save_data() const override {
    SaveData save;
    save.title = Title::kId;
    save.content_fingerprint = fingerprint_;
    save.seed = match_.seed();
    save.setup = Title::setup_to_yaml(match_.setup());
    save.seat_kinds = seat_kinds_;
    if (match_.began_from_explicit_state()) save.initial_state = Title::state_to_yaml(match_.initial_state());
    // Per-action hashes: the ones already known (autosave hashes after every action; a loaded save
    // verified them all) are reused; the rest come from replaying from the initial state.
    const auto& journal = match_.journal();
    if (hashes_.size() > journal.size()) hashes_.resize(journal.size());
    if (hashes_.size() < journal.size()) {
      typename Title::State state = match_.initial_state();
      for (size_t i = 0; i < journal.size(); ++i) {
        ApplyResult r = Title::apply(state, match_.content(), journal[i].action);
        SB_CHECK(r.ok(), "journal replay diverged while saving");
        if (i >= hashes_.size()) hashes_.push_back(Title::state_hash(state));
      }
    }
    for (const auto& entry : journal) save.actions.push_back(Title::action_to_yaml(entry.action));
    save.hashes = hashes_;
    save.state_hash = match_.state_hash();
    save.has_state_hash = true;
    save.snapshot = Title::state_to_yaml(match_.state());
    return save;
  }
  std::unique_ptr<AnyMatch> clone() const override { return std::make_unique<MatchAdapter>(*this); }
  Expected<std::unique_ptr<AnyMatch>> with_content(const AnyTitle& title) const override;

  const M& match() const { return match_; }
  M& match() { return match_; }
  void set_fingerprint(std::string fingerprint) { fingerprint_ = std::move(fingerprint); }

 private:
  ApplyResult apply(const typename Title::Action& action) {
    ApplyResult result = match_.apply(action);
    if (result.ok()) refresh_legal();
    return result;
  }
  bool after(bool changed) {
    if (changed) refresh_legal();
    if (hashes_.size() > match_.journal().size()) hashes_.resize(match_.journal().size());
    return changed;
  }
  void refresh_legal() { legal_ = match_.legal_actions(); }

  M match_;
  std::vector<typename Title::Action> legal_;
  std::string fingerprint_;
  std::vector<std::string> seat_kinds_;
  // hashes_[i]: state hash after journal action i, for a prefix of the journal (may be shorter).
  mutable std::vector<uint64_t> hashes_;

  template <RulesTitle>
  friend class TitleAdapter;
};

template <RulesTitle Title>
class TitleAdapter final : public AnyTitle {
 public:
  const char* id() const override { return Title::kId; }
  const char* name() const override { return Title::kName; }
  const char* content_dir() const override { return Title::kContentDir; }
  bool load_content(const std::filesystem::path& dir, ErrorList& errors) override {
    size_t before = errors.size();
    auto loaded = Title::load_content(dir, errors);
    if (!loaded || errors.size() != before) return false;
    content_ = std::move(loaded);
    fingerprint_ = content_fingerprint(dir);
    return true;
  }
  bool has_content() const override { return content_ != nullptr; }
  const std::string& fingerprint() const override { return fingerprint_; }
  std::vector<std::string> bot_kinds() const override { return Title::bot_kinds(); }
  int min_seats() const override { return Title::kMinSeats; }
  int max_seats() const override { return Title::kMaxSeats; }
  std::shared_ptr<const typename Title::Content> content() const { return content_; }

  Expected<std::unique_ptr<AnyMatch>> new_match(const YAML::Node& setup_node, int seats, uint64_t seed,
                                                const ReadContext& ctx) override {
    if (seats != 0 && (seats < Title::kMinSeats || seats > Title::kMaxSeats))
      return Rejection{"bad_seats", std::string(Title::kName) + " takes " + std::to_string(Title::kMinSeats) + " to " +
                                        std::to_string(Title::kMaxSeats) + " seats, not " + std::to_string(seats)};
    auto setup = read_setup(setup_node, seats, ctx);
    if (!setup) return Rejection{"bad_setup", "the setup has errors"};
    auto started = Match<Title>::start(content_, *setup, seed);
    if (!started.ok()) return started.error();
    return wrap(std::move(started.value()));
  }

  Expected<std::unique_ptr<AnyMatch>> match_from_state(const YAML::Node& setup_node, const YAML::Node& state_node,
                                                       uint64_t seed, const ReadContext& ctx) override {
    auto setup = read_setup(setup_node, 0, ctx);
    if (!setup) return Rejection{"bad_setup", "the setup has errors"};
    size_t before = ctx.errors->size();
    auto state = read_guarded<typename Title::State>([&] { return Title::state_from_yaml(state_node, *content_, ctx); },
                                                     state_node, "state", ctx);
    if (!state || ctx.errors->size() != before) return Rejection{"bad_state", "the starting state has errors"};
    if (auto impossible = impossible_state(Title::check(*state, *content_), "the starting state")) return *impossible;
    return wrap(Match<Title>::from_state(content_, *setup, seed, std::move(*state)));
  }

  Expected<std::unique_ptr<AnyMatch>> load_match(const SaveData& save, const ReadContext& ctx,
                                                 Verify verify = Verify::recorded) override {
    Recovered loaded = load_longest(save, ctx, verify);
    if (loaded.problem) return *loaded.problem;
    return std::move(loaded.match);
  }

  Recovered load_longest(const SaveData& save, const ReadContext& ctx, Verify verify = Verify::final_state) override {
    Recovered out;
    if (save.title != Title::kId) {
      out.problem = Rejection{"wrong_title", "this save is for '" + save.title + "', not '" + Title::kId + "'"};
      return out;
    }
    Replayed replayed = replay_save(save, ctx, verify);
    out.problem = std::move(replayed.problem);
    if (!replayed.match) return out;
    out.kept = replayed.match->journal().size();
    auto wrapped = wrap(std::move(*replayed.match));
    // The recorded chain agreed where it was checked: later saves reuse it instead of hashing the
    // whole game again.
    auto& adapter = static_cast<MatchAdapter<Title>&>(*wrapped.value());
    // (A chain of an earlier format holds another kind of hash: save_data() makes this format's.)
    out.other_rules_from = replayed.other_rules_from;
    out.hashes_compared = replayed.hashes_compared;
    out.by_snapshot = replayed.by_snapshot;
    if (save.format_version == kSaveFormatVersion && save.hashes.size() >= out.kept && (!out.problem || replayed.chain_agrees) &&
        replayed.other_rules_from == 0)
      adapter.hashes_.assign(save.hashes.begin(), save.hashes.begin() + static_cast<std::ptrdiff_t>(out.kept));
    if (!adapter.set_seat_kinds(save.seat_kinds)) {
      out.problem = Rejection{"bad_seat_kinds", "seat_kinds: expected one entry per seat (" +
                                                    std::to_string(adapter.seat_count()) + "), each human or one of: " +
                                                    join_kinds(Title::bot_kinds())};
      out.match.reset();
      return out;
    }
    out.match = std::move(wrapped.value());
    return out;
  }

 private:
  struct Replayed {
    std::optional<Match<Title>> match;  // the longest prefix that checked out (all of it without a problem)
    std::optional<Rejection> problem;
    bool chain_agrees = true;  // the recorded hashes agree up to the match's length
    size_t other_rules_from = 0;  // Recovered::other_rules_from
    size_t hashes_compared = 0;   // Recovered::hashes_compared
    bool by_snapshot = false;
  };

  // From this many compared hashes on, replay_save compares them on a second thread.
  static constexpr size_t kPipelinedFrom = 64;

  static std::string on_line(const SaveData& save, size_t action) {
    if (action >= save.action_lines.size() || save.action_lines[action] <= 0) return "";
    return " (line " + std::to_string(save.action_lines[action]) + ")";
  }

  // Replays `save` from its start and compares the state hash with the recorded one after the
  // actions `verify` names (see Verify) and after every suspect action; then the saved final hash
  // and the snapshot. On a problem the match is the longest prefix whose last state checked out.
  Replayed replay_save(const SaveData& save, const ReadContext& ctx, Verify verify) {
    Replayed out;
    auto setup = read_setup(save.setup, 0, ctx);
    if (!setup) {
      out.problem = Rejection{"bad_setup", "the save's setup has errors"};
      return out;
    }
    std::optional<Match<Title>> start;
    if (save.initial_state.IsDefined() && !save.initial_state.IsNull()) {
      auto state = read_guarded<typename Title::State>(
          [&] { return Title::state_from_yaml(save.initial_state, *content_, ctx); }, save.initial_state, "initial_state", ctx);
      if (!state) {
        out.problem = Rejection{"bad_state", "the save's initial state has errors"};
        return out;
      }
      if (auto impossible = impossible_state(Title::check(*state, *content_), "the save's initial state")) {
        out.problem = std::move(impossible);
        return out;
      }
      start.emplace(Match<Title>::from_state(content_, *setup, save.seed, std::move(*state)));
    } else {
      auto started = Match<Title>::start(content_, *setup, save.seed);
      if (!started.ok()) {
        out.problem = started.error();
        return out;
      }
      start.emplace(std::move(started.value()));
    }
    Match<Title> match = *start;
    // A format 2 chain today's writer cannot reproduce is not compared at all: the replay is
    // checked by the snapshot (below), which the file's final hash vouches for. Without a snapshot
    // (an autosave's journal) the first recorded hash tells: where today's writer does not give it,
    // either the writer has changed or action 1 led elsewhere, and with nothing to tell the two
    // apart the replay is checked by the rules alone (every action still legal).
    const bool by_snapshot = !recorded_chain_comparable<Title>(save, *content_);
    out.by_snapshot = by_snapshot;
    size_t recorded = by_snapshot ? 0 : std::min(save.hashes.size(), save.actions.size());
    bool probe_first = save.format_version < kTitleHashFormat && recorded > 0 &&
                       (!save.snapshot.IsDefined() || save.snapshot.IsNull());
    bool unchecked = false;
    // A save written with other content: the hashes it recorded are those rules' states. Where
    // they stop agreeing, the content (not the file) is what changed: the rest is replayed on
    // today's content, each action checked by the rules, and the line checksums vouch for the text
    // (a line that fails its checksum then has nothing to vouch for it: the game stops before it).
    const bool other_content =
        verify != Verify::recorded && !save.content_fingerprint.empty() && save.content_fingerprint != fingerprint_;
    // The recorded hashes compared (see Verify): every stride-th, the last, and every suspect one.
    size_t stride = std::max<size_t>(recorded, 1);
    if (verify != Verify::final_state)
      stride = save.format_version >= kTitleHashFormat ? 1  // the title's own hash: cheap
                                                       : std::max<size_t>(1, (recorded + kReplayCheckpoints - 1) / kReplayCheckpoints);
    // Every action's hash compared, with the title's own hash, over a game long enough to be worth a
    // thread: the states are hashed and compared on a second one (HashCheck) while this one reads and
    // applies the next actions. The outcome is the same as comparing here: the first state that
    // differs is the one named, whatever came after it.
    const bool pipelined = stride == 1 && verify == Verify::recorded && save.format_version >= kTitleHashFormat &&
                           !probe_first && recorded >= kPipelinedFrom;
    std::optional<HashCheck> hashes;
    if (pipelined) hashes.emplace(save.hashes);
    // The snapshot read as a State on a third thread meanwhile (check_snapshot compares it at the
    // end). Only where the lean reader read the save: its action nodes, all this thread reads until
    // the snapshot is read, share nothing with the snapshot's.
    std::future<SnapshotRead> early_snapshot;
    if (pipelined && !save.same_action.empty() && save.snapshot.IsDefined() && !save.snapshot.IsNull()) {
      try {
        early_snapshot = std::async(std::launch::async, [this, &save, file = ctx.file] { return read_snapshot_state(save, file); });
      } catch (const std::system_error&) {
        // No thread: check_snapshot reads it.
      }
    }
    std::vector<typename Title::Action> actions;
    actions.reserve(save.actions.size());
    size_t agreed = 0;  // actions whose last state's hash checked out
    uint64_t last_hash = 0;  // the hash of the state after `agreed` actions, once computed
    // The prefix of `count` actions, replayed again (only after a problem).
    auto prefix = [&](size_t count) {
      Match<Title> again = *start;
      for (size_t k = 0; k < count; ++k) SB_CHECK(again.apply(actions[k]).ok(), "a replayed action was legal once and not the second time");
      return again;
    };
    // Action j is the first whose state differs from its recorded hash: `after` is the game just
    // after it. The game is kept up to the action before it.
    auto diverged = [&](size_t j, uint64_t hash, const Match<Title>& after) {
      // The words the action was taken with (describing it with the state after it would name the
      // next actor).
      out.problem = Rejection{"hash_mismatch", "action " + std::to_string(j + 1) + " (" + after.journal().back().text +
                                                   ") led to a different state than when it was saved (hash " + hash_text(hash) +
                                                   ", saved " + hash_text(save.hashes[j]) + ")" + on_line(save, j) +
                                                   (verify == Verify::recorded ? snapshot_against_replay(save, after, j + 1)
                                                                               : std::string())};
      out.match = prefix(j);
      out.chain_agrees = true;
    };
    // Finds the first action in [agreed, upto) whose state differs from its recorded hash. True when
    // every one agrees.
    auto locate = [&](size_t upto) {
      Match<Title> again = prefix(agreed);
      for (size_t j = agreed; j < upto; ++j) {
        SB_CHECK(again.apply(actions[j]).ok(), "a replayed action was legal once and not the second time");
        const uint64_t hash = hash_as_recorded<Title>(save, again.state());
        if (hash != save.hashes[j]) {
          diverged(j, hash, again);
          return false;
        }
      }
      agreed = upto;
      return true;
    };
    // The pipelined comparing's outcome, once every state pushed is compared. True when a state
    // differed: `out` then names the first such action, as comparing here would have.
    auto settle = [&] {
      const HashCheck::Result result = hashes->finish();
      if (early_snapshot.valid()) early_snapshot.wait();  // diverged() reads the snapshot here
      out.hashes_compared += result.compared;
      if (result.first_differs) {
        const size_t j = *result.first_differs;
        agreed = j;
        diverged(j, result.hash, prefix(j + 1));
        return true;
      }
      agreed = result.compared;
      last_hash = result.hash;
      return false;
    };
    for (size_t i = 0; i < save.actions.size(); ++i) {
      size_t before = ctx.errors->size();
      std::optional<typename Title::Action> action;
      // An action whose line was byte for byte an earlier one's, and whose node is still the same
      // tree (it may have been edited since it was read), is that action: read once.
      const size_t same = i < save.same_action.size() ? save.same_action[i] : i;
      if (same < i && same_tree(save.actions[i], save.actions[same]))
        action = actions[same];
      else
        action = read_guarded<typename Title::Action>(
            [&] { return Title::action_from_yaml(save.actions[i], *content_, ctx); }, save.actions[i], index_field("journal", i), ctx);
      std::optional<Rejection> stop;
      if (!action || ctx.errors->size() != before) {
        stop = Rejection{"bad_action", "action " + std::to_string(i + 1) + " in the journal cannot be read" + on_line(save, i)};
      } else {
        ApplyResult result = match.apply(*action);
        if (!result.ok())
          stop = Rejection{"replay_diverged", "action " + std::to_string(i + 1) + " (" +
                                                  Title::describe(*action, match.state(), *content_) +
                                                  ") is now illegal: " + result.rejection().message + on_line(save, i)};
      }
      if (stop) {
        if (pipelined && settle()) return out;  // an earlier action led elsewhere: that one is named
        // Keep what checks out before it: the state before this action must be the recorded one.
        if (i <= recorded && i > agreed && hash_as_recorded<Title>(save, match.state()) != save.hashes[i - 1]) {
          locate(i);
          return out;
        }
        out.problem = std::move(stop);
        out.match = std::move(match);
        return out;
      }
      actions.push_back(std::move(*action));
      if (pipelined) {
        if (i < recorded) hashes->push(std::make_unique<StateHashJob<Title>>(match.state()));
        if (hashes->differs()) break;
        continue;
      }
      if (probe_first) {
        probe_first = false;
        last_hash = hash_as_recorded<Title>(save, match.state());
        ++out.hashes_compared;
        if (last_hash == save.hashes[0]) {
          agreed = 1;
        } else {
          recorded = 0;
          unchecked = true;
        }
        continue;
      }
      const bool suspect = i < save.suspect.size() && save.suspect[i];
      if (out.other_rules_from != 0 && suspect) {
        out.problem = Rejection{"hash_mismatch", "action " + std::to_string(i + 1) + on_line(save, i) +
                                                     " does not match its checksum, and the content changed since the game "
                                                     "was saved, so nothing vouches for it"};
        out.match = prefix(i);
        return out;
      }
      const bool checkpoint = i < recorded && (suspect || (i + 1) % stride == 0 || i + 1 == recorded);
      if (!checkpoint) continue;
      last_hash = hash_as_recorded<Title>(save, match.state());
      ++out.hashes_compared;
      if (last_hash == save.hashes[i]) {
        agreed = i + 1;
        continue;
      }
      if (other_content && !suspect) {  // today's rules lead elsewhere from here: they are kept
        out.other_rules_from = agreed + 1;
        recorded = 0;
        unchecked = true;
        continue;
      }
      if (agreed == i)  // the state before it agreed: this is the first action that led elsewhere
        diverged(i, last_hash, match);
      else if (locate(i + 1))  // somewhere since the last agreeing state
        SB_CHECK(false, "a checkpoint's hash differed and no action before it did");
      return out;
    }
    if (pipelined && settle()) return out;
    if (by_snapshot || unchecked) {
      if (by_snapshot) out.problem = check_by_snapshot(save, match.state(), ctx);
      if (out.problem) return out;  // nothing vouches for any prefix
      out.match = std::move(match);
      return out;
    }
    // A state's hash is the dearest part of a replay: the last checkpoint's is reused.
    const uint64_t final_hash = agreed == save.actions.size() && agreed > 0 ? last_hash : hash_as_recorded<Title>(save, match.state());
    if (save.has_state_hash && final_hash != save.state_hash) {
      // The chain agreed (or there is none): the recorded final hash itself is wrong.
      const bool chained = recorded == save.actions.size() && recorded > 0;
      out.problem = Rejection{
          "hash_mismatch", chained ? "the final state hash " + hash_text(final_hash) + " of the replayed game differs from the saved " +
                                         hash_text(save.state_hash) +
                                         (save.state_hash_line ? " (line " + std::to_string(save.state_hash_line) + ")" : std::string()) +
                                         "; every action's own hash agrees: only the saved final hash is damaged"
                                   : "the replayed state differs from the saved one (hash " + hash_text(final_hash) +
                                         ", saved " + hash_text(save.state_hash) + ")"};
      out.chain_agrees = chained;
      if (!chained && !save.actions.empty()) {
        out.match.reset();  // nothing vouches for any prefix
        return out;
      }
      out.match = std::move(match);
      return out;
    }
    if (save.snapshot.IsDefined() && !save.snapshot.IsNull()) {
      if (auto problem = check_snapshot(save, match.state(), ctx, &early_snapshot)) out.problem = std::move(problem);
    }
    out.match = std::move(match);
    return out;
  }

  // After a divergence: the rest of the journal replayed on from `game` (the game just after the
  // diverging action, the next one `next`), and the saved snapshot against the game it ends with,
  // field by field, as words to add to the message. Empty when the save holds no snapshot.
  std::string snapshot_against_replay(const SaveData& save, Match<Title> game, size_t next) const {
    if (!save.snapshot.IsDefined() || save.snapshot.IsNull()) return "";
    ErrorList quiet;
    ReadContext inner{"", &quiet};
    auto snapshot = read_guarded<typename Title::State>([&] { return Title::state_from_yaml(save.snapshot, *content_, inner); },
                                                        save.snapshot, "snapshot", inner);
    if (!snapshot || !quiet.empty()) return "; the snapshot does not read either, so it is not compared";
    for (size_t k = next; k < save.actions.size(); ++k) {
      auto action = read_guarded<typename Title::Action>(
          [&] { return Title::action_from_yaml(save.actions[k], *content_, inner); }, save.actions[k], "action", inner);
      if (!action || !quiet.empty() || !game.apply(*action).ok())
        return "; after it, action " + std::to_string(k + 1) + " no longer replays, so the snapshot is not compared";
    }
    if (*snapshot == game.state()) return "; replayed to its end, the game is the saved snapshot: only the recorded hashes differ";
    const std::vector<std::string> differences = state_differences(*snapshot, game.state());
    if (differences.empty()) return "; replayed to its end, the game differs from the saved snapshot in a value only the rules hold";
    std::string text = "; replayed to its end, the game differs from the saved snapshot in " +
                       std::to_string(differences.size()) + (differences.size() == 1 ? " place" : " places") +
                       " (saved → replayed):";
    for (size_t i = 0; i < std::min(differences.size(), kShownDifferences); ++i) text += "\n  " + differences[i];
    if (differences.size() > kShownDifferences)
      text += "\n  ... and " + std::to_string(differences.size() - kShownDifferences) + " more";
    return text;
  }
  static constexpr size_t kShownDifferences = 12;

  // Every place where two States differ, in words ("seeds[1]: 3 → 2"): by the State's field list
  // when it has one, else by its YAML tree.
  static std::vector<std::string> state_differences(const typename Title::State& before, const typename Title::State& after) {
    std::vector<std::string> out;
    if constexpr (HasFields<typename Title::State>) {
      for (const FieldDifference& d : diff_fields(before, after)) out.push_back(d.describe());
    } else {
      for (const TreeDifference& d : tree_differences(Title::state_to_yaml(before), Title::state_to_yaml(after)))
        out.push_back(d.describe());
    }
    return out;
  }

  // The save's snapshot read as a State, with what its reader said.
  struct SnapshotRead {
    std::optional<typename Title::State> state;
    ErrorList errors;
  };
  SnapshotRead read_snapshot_state(const SaveData& save, const std::string& file) const {
    SnapshotRead out;
    ReadContext inner{file, &out.errors};
    out.state = read_guarded<typename Title::State>([&] { return Title::state_from_yaml(save.snapshot, *content_, inner); },
                                                    save.snapshot, "snapshot", inner);
    return out;
  }

  // The snapshot must be the replayed state: read it as a State (or take it as `early` read it)
  // and compare; a difference is named by its place in the state and its line.
  std::optional<Rejection> check_snapshot(const SaveData& save, const typename Title::State& replayed, const ReadContext& ctx,
                                          std::future<SnapshotRead>* early = nullptr) {
    SnapshotRead read = early && early->valid() ? early->get() : read_snapshot_state(save, ctx.file);
    const std::optional<typename Title::State>& snapshot = read.state;
    const ErrorList& snapshot_errors = read.errors;
    if (!snapshot || !snapshot_errors.empty()) {
      std::string words = snapshot_errors.empty() ? "unreadable" : snapshot_errors.items().front().format();
      return Rejection{"snapshot_damaged", "the snapshot is damaged: " + words};
    }
    if (*snapshot == replayed) return std::nullopt;
    auto difference = first_difference(Title::state_to_yaml(*snapshot), Title::state_to_yaml(replayed), save.snapshot);
    std::string where = difference && difference->line ? " (line " + std::to_string(difference->line) + ")" : "";
    return Rejection{"snapshot_damaged", "the snapshot differs from the replayed game" + where + ": " +
                                             (difference ? difference->describe() : std::string("a value only the rules hold")) +
                                             " (saved → replayed)"};
  }

  // A format 2 file whose recorded hashes today's writer cannot reproduce: the snapshot must be the
  // State the file's final hash was taken of (its tree hashes so), and the replayed game must be
  // that State, field for field. A difference is named by its place, saved → replayed.
  std::optional<Rejection> check_by_snapshot(const SaveData& save, const typename Title::State& replayed,
                                             const ReadContext& ctx) {
    if (save.has_state_hash && hash_yaml(save.snapshot) != save.state_hash)
      return Rejection{"snapshot_damaged", "the snapshot is not the state the saved final hash " + hash_text(save.state_hash) +
                                               " was taken of (it hashes " + hash_text(hash_yaml(save.snapshot)) + ")"};
    auto problem = check_snapshot(save, replayed, ctx);
    if (!problem || problem->message.rfind("the snapshot differs", 0) != 0) return problem;
    const std::vector<std::string> differences = state_differences(*read_snapshot(save), replayed);
    std::string text = "the replayed game differs from the saved one (format " + std::to_string(save.format_version) +
                       ", checked by its snapshot) in " + std::to_string(differences.size()) +
                       (differences.size() == 1 ? " place" : " places") + " (saved → replayed):";
    for (size_t i = 0; i < std::min(differences.size(), kShownDifferences); ++i) text += "\n  " + differences[i];
    if (differences.size() > kShownDifferences)
      text += "\n  ... and " + std::to_string(differences.size() - kShownDifferences) + " more";
    return Rejection{"hash_mismatch", text};
  }
  std::optional<typename Title::State> read_snapshot(const SaveData& save) const {
    ErrorList quiet;
    ReadContext inner{"", &quiet};
    auto snapshot = read_guarded<typename Title::State>([&] { return Title::state_from_yaml(save.snapshot, *content_, inner); },
                                                        save.snapshot, "snapshot", inner);
    if (!quiet.empty()) return std::nullopt;
    return snapshot;
  }

  std::optional<typename Title::Setup> read_setup(const YAML::Node& node, int seats, const ReadContext& ctx) {
    SB_CHECK(content_ != nullptr, "load_content before making matches");
    if (!node.IsDefined() || node.IsNull()) return Title::default_setup(*content_, seats > 0 ? seats : Title::kMinSeats);
    size_t before = ctx.errors->size();
    auto setup = read_guarded<typename Title::Setup>([&] { return Title::setup_from_yaml(node, *content_, ctx); }, node,
                                                     "setup", ctx);
    if (!setup || ctx.errors->size() != before) return std::nullopt;
    return setup;
  }
  Expected<std::unique_ptr<AnyMatch>> wrap(Match<Title> match) {
    auto adapter = std::make_unique<MatchAdapter<Title>>(std::move(match));
    adapter->set_fingerprint(fingerprint_);
    return std::unique_ptr<AnyMatch>(std::move(adapter));
  }

  std::shared_ptr<const typename Title::Content> content_;
  std::string fingerprint_;
};

template <RulesTitle Title>
Expected<std::unique_ptr<AnyMatch>> MatchAdapter<Title>::with_content(const AnyTitle& title) const {
  const auto* same = dynamic_cast<const TitleAdapter<Title>*>(&title);
  if (!same || !same->has_content()) return Rejection{"wrong_title", "content for another title"};
  auto replayed = match_.with_content(same->content());
  if (!replayed.ok()) return replayed.error();
  auto adapter = std::make_unique<MatchAdapter<Title>>(std::move(replayed.value()));
  adapter->set_fingerprint(same->fingerprint());
  return std::unique_ptr<AnyMatch>(std::move(adapter));
}

}  // namespace sb::engine
