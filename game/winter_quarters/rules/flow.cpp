// The flow of play: the calendar (card turns, then the Winter Quarters Round's phases), the card
// turn (offers, eligibility, the WQ swap) and the step driver that asks the table.
//
// [SECTION] asking   [SECTION] the card turn   [SECTION] the driver
#include <algorithm>

#include "engine/core/check.h"
#include "engine/core/phase_machine.h"
#include "game/winter_quarters/rules/rules.h"

namespace sb::wq {

// [SECTION] asking

Action ask(Run& run, Question q) {
  SB_CHECK(!q.options.empty(), "a question with no answers");
  if (q.options.size() == 1) return q.options.front().action;
  if (run.answers && run.used < run.answers->size()) {
    const Action& a = (*run.answers)[run.used++];
    for (const Option& o : q.options)
      if (o.action == a) return a;
    throw AnswerMisfit{run.used - 1, q.text};
  }
  if (run.chooser) return run.chooser(run.s, q);
  run.open = std::move(q);
  throw NeedAnswer{};
}

void note(Run& run, int faction, const std::string& text) {
  if (run.log) run.log->push_back({"log", faction >= 0 ? seat_of(run.s, faction) : -1, text, {faction}});
}

int seat_of(const State& s, int faction) {
  for (size_t i = 0; i < s.seats.size(); ++i)
    if (std::find(s.seats[i].factions.begin(), s.seats[i].factions.end(), faction) != s.seats[i].factions.end())
      return static_cast<int>(i);
  return 0;
}

// [SECTION] the card turn

namespace {

const Card& current_card(const State& s, const Content& c) { return c.cards[static_cast<size_t>(s.current)]; }

std::string ordinal(int actor) { return actor == 0 ? "1st" : "2nd"; }

}  // namespace

void run_offer(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  int f = s.proc.faction;
  bool first = s.first_actor < 0;
  const Card& card = current_card(s, c);
  Question q{f, "card_turn", "", {}, {}};
  q.options.push_back({{f, Verb::kPass}, "Pass (+1 Resource)"});
  bool event_ok = first || !s.first_took_event;
  std::string event_label = "play the Event: " + card.title;
  if (event_ok) q.options.push_back({{f, Verb::kEvent}, event_label});
  else q.refused.push_back({{f, Verb::kEvent}, "The 1st actor took the Event; the 2nd actor may only Operate or Pass."});
  bool limited = !first && !s.first_took_event;
  const std::array<std::pair<Verb, OpKind>, 3> ops = {{{Verb::kMuster, OpKind::kMuster}, {Verb::kMarch, OpKind::kMarch}, {Verb::kBattle, OpKind::kBattle}}};
  for (auto [verb, kind] : ops) {
    std::string why = op_refusal(s, c, f, kind);
    std::string name = kind == OpKind::kMuster ? "Muster" : kind == OpKind::kMarch ? "March" : "Battle";
    if (why.empty()) q.options.push_back({{f, verb}, (limited ? "Limited " : "") + name + (limited ? " (1 space)" : "")});
    else q.refused.push_back({{f, verb}, why});
  }
  q.text = faction_name(f) + " (" + ordinal(first ? 0 : 1) + " actor) on " + card.title + ": " +
           (first ? "the Event or an Operation, or Pass"
                  : s.first_took_event ? "an Operation, or Pass" : "the Event or a Limited Operation, or Pass");
  Action a = ask(run, q);
  if (a.verb == Verb::kPass) {
    gain(s, c, f, 1);
    note(run, f, faction_name(f) + " Pass (+1 Resource)");
    ++s.offer;
    return;
  }
  (first ? s.first_actor : s.second_actor) = f;
  ++s.offer;
  if (a.verb == Verb::kEvent) {
    if (first) s.first_took_event = true;
    run_event(run, s.current, f);
    return;
  }
  s.op = Operation{};
  s.op.faction = f;
  s.op.kind = a.verb == Verb::kMuster ? OpKind::kMuster : a.verb == Verb::kMarch ? OpKind::kMarch : OpKind::kBattle;
  s.op.limited = limited;
}

void run_end_card(Run& run) {
  State& s = run.s;
  const Content& c = run.c;
  for (int f = 0; f < kFactionCount; ++f) s.factions[static_cast<size_t>(f)].eligible = f != s.first_actor && f != s.second_actor;
  if (!s.toa && s.casualties[kRegular] + s.casualties[kTory] >= 4) {
    note(run, -1, "Four British cubes are Casualties: France signs the Treaty of Alliance");
    take_treaty(run);
  }
  ++s.cards_played;
  s.played.push_back(s.current);
  s.current = s.on_deck;
  s.on_deck = -1;
  if (!s.draw.empty()) {
    s.on_deck = s.draw.front();
    s.draw.erase(s.draw.begin());
  }
  s.offer = 0;
  s.first_actor = s.second_actor = -1;
  s.first_took_event = false;
  if (s.on_deck >= 0 && c.cards[static_cast<size_t>(s.on_deck)].winter) {
    std::swap(s.current, s.on_deck);  // D1: the WQ card pre-empts the Event just made Current
    note(run, -1, c.cards[static_cast<size_t>(s.current)].title + " is revealed: Winter Quarters");
  } else if (s.current >= 0) {
    note(run, -1, "Next card: " + c.cards[static_cast<size_t>(s.current)].title +
                      (s.on_deck >= 0 ? "; On-deck: " + c.cards[static_cast<size_t>(s.on_deck)].title : ""));
  }
}

// [SECTION] the driver

namespace {

const engine::PhaseMachine<State*>& machine() {
  static const auto pm = [] {
    engine::PhaseMachine<State*> m;
    for (const std::string& id : phase_ids())
      m.bind(id, {[](State*& s) { s->phase_done = false; }, [](State* const& s) { return s->phase_done; }});
    return m;
  }();
  return pm;
}

void settle(State& s, const Content& c) {
  State* ptr = &s;
  machine().settle(c.calendar, ptr, s.cursor, [](State* const& st) { return st->game_over; });
}

// What comes next when no step is open: a new step, or the phase is over.
void start_next(State& s, const Content& c) {
  const std::string& phase = engine::current_phase_id(c.calendar, s.cursor);
  if (phase != "card_turns") {
    if (s.phase_done) return settle(s, c);
    auto& ids = phase_ids();
    s.proc = {Proc::kPhase, -1, static_cast<int>(std::find(ids.begin(), ids.end(), phase) - ids.begin()), {}};
    return;
  }
  if (s.current < 0 || c.cards[static_cast<size_t>(s.current)].winter) {
    s.phase_done = true;
    return settle(s, c);
  }
  if (s.op.faction >= 0) {
    s.proc = {Proc::kOpStep, s.op.faction, -1, {}};
    return;
  }
  const Card& card = c.cards[static_cast<size_t>(s.current)];
  while (s.second_actor < 0 && s.offer < kFactionCount) {
    int f = card.order[static_cast<size_t>(s.offer)];
    if (s.factions[static_cast<size_t>(f)].eligible) {
      s.proc = {Proc::kOffer, f, -1, {}};
      return;
    }
    ++s.offer;
  }
  s.proc = {Proc::kEndCard, -1, -1, {}};
}

void dispatch(Run& run) {
  switch (run.s.proc.kind) {
    case Proc::kOffer: run_offer(run); break;
    case Proc::kOpStep: run_op_step(run); break;
    case Proc::kEndCard: run_end_card(run); break;
    case Proc::kPhase:
      run_phase(run, phase_ids()[static_cast<size_t>(run.s.proc.arg)]);
      run.s.phase_done = true;
      break;
    default: break;
  }
}

}  // namespace

void advance(State& s, const Content& c, std::vector<engine::Event>* log) {
  s.question.reset();
  for (int guard = 0; guard < 100000; ++guard) {
    if (s.game_over || s.cursor.finished) {
      if (!s.game_over) rank_factions(s, c, false);  // the calendar ran out: rank on margins
      s.cursor.finished = true;
      s.proc = {};
      return;
    }
    if (s.proc.kind == Proc::kNone) {
      start_next(s, c);
      continue;
    }
    State trial = s;
    std::vector<engine::Event> events;
    Run run(trial, c);
    run.answers = &s.proc.answers;
    run.log = log ? &events : nullptr;
    try {
      dispatch(run);
    } catch (const NeedAnswer&) {
      s.question = std::move(run.open);
      return;
    }
    SB_CHECK(run.used == s.proc.answers.size(), "a step finished without using all its answers");
    trial.proc = {};
    s = std::move(trial);
    if (log) log->insert(log->end(), events.begin(), events.end());
    if (s.proc.kind == Proc::kNone) settle(s, c);
  }
  SB_CHECK(false, "the game did not come to rest");
}

void refresh_question(State& s, const Content& c) { advance(s, c, nullptr); }

std::string describe_action(const Action& a, const State& s, const Content& c) {
  if (s.question)
    for (const Option& o : s.question->options)
      if (o.action == a) return faction_name(a.faction) + ": " + o.label;
  std::string out = faction_name(a.faction) + ": " + kVerbIds[static_cast<size_t>(a.verb)];
  if (a.piece >= 0 && a.piece < kPieceCount) out += " " + piece_words(c, a.piece, std::max(a.n, 1));
  else if (a.verb == Verb::kCount || a.n > 0) out += " " + std::to_string(a.n);
  if (a.space >= 0 && a.space < c.space_count()) out += " in " + c.space_name(a.space);
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

}  // namespace sb::wq
