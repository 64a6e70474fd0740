#include "game/winter_quarters/rules/title.h"

#include <algorithm>

#include "engine/core/check.h"
#include "engine/core/phase_machine.h"
#include "engine/search/ismcts.h"
#include "engine/search/levels.h"
#include "game/winter_quarters/rules/rules.h"

namespace sb::wq {

std::shared_ptr<const Content> Title::load_content(const std::filesystem::path& dir, engine::ErrorList& errors) {
  return wq::load_content(dir, errors);
}

// [SECTION] setup

Setup Title::default_setup(const Content&, int seats) {
  static const std::vector<std::vector<std::vector<int>>> splits = {
      {{kBritish, kPatriots, kFrench, kIndians}},
      {{kBritish, kIndians}, {kPatriots, kFrench}},
      {{kBritish, kIndians}, {kPatriots}, {kFrench}},
      {{kBritish}, {kPatriots}, {kFrench}, {kIndians}}};
  int n = std::clamp(seats, kMinSeats, kMaxSeats);
  Setup setup;
  for (const auto& held : splits[static_cast<size_t>(n - 1)]) {
    SeatInfo seat;
    for (int f : held) seat.name += (seat.name.empty() ? "" : " & ") + faction_name(f);
    seat.factions = held;
    setup.seats.push_back(seat);
  }
  return setup;
}

namespace {
std::string setup_problem(const Setup& setup) {
  if (setup.seats.empty() || setup.seats.size() > 4) return "Winter Quarters needs 1 to 4 seats";
  std::array<int, kFactionCount> held{};
  for (const SeatInfo& seat : setup.seats) {
    if (seat.factions.empty()) return "seat '" + seat.name + "' holds no faction";
    for (int f : seat.factions) held[static_cast<size_t>(f)]++;
  }
  for (int f = 0; f < kFactionCount; ++f)
    if (held[static_cast<size_t>(f)] != 1) return "the " + faction_name(f) + " must be held by exactly one seat";
  return "";
}
}  // namespace

std::optional<Setup> Title::setup_from_yaml(const YAML::Node& node, const Content&, const engine::ReadContext& ctx) {
  Setup setup;
  if (!engine::read_fields(node, "setup", ctx, setup)) return std::nullopt;
  if (std::string why = setup_problem(setup); !why.empty()) {
    engine::MapReader(node, "setup", ctx).error("seats", why);
    return std::nullopt;
  }
  return setup;
}

YAML::Node Title::setup_to_yaml(const Setup& setup) { return engine::write_fields(setup); }

// [SECTION] a new game (spec §10.1 and §5.1)

engine::Expected<State> Title::new_state(const Content& c, const Setup& setup, uint64_t seed) {
  if (std::string why = setup_problem(setup); !why.empty()) return engine::Rejection{"bad_setup", why};
  State s;
  s.rng.seed(seed);
  s.seats = setup.seats;
  const Scenario& sc = c.scenario;
  s.spaces.assign(static_cast<size_t>(c.space_count()), SpaceState{});
  for (int i = 0; i < c.space_count(); ++i) {
    const StartSpace& st = sc.spaces[static_cast<size_t>(i)];
    SpaceState& sp = s.spaces[static_cast<size_t>(i)];
    sp.support = st.support;
    sp.pieces = st.pieces;
    sp.raid = st.raid;
    sp.propaganda = st.propaganda;
    sp.blockade = st.blockade;
    if (sp.blockade) ++s.fni;
  }
  s.squadrons_wi = sc.squadrons_wi;
  s.unavailable = sc.unavailable;
  for (int p = 0; p < kPieceCount; ++p) {
    if (is_active_slot(p)) continue;
    s.available[static_cast<size_t>(p)] = c.pieces[static_cast<size_t>(p)].limit - pieces_not_available(s, p);
  }
  for (int f = 0; f < kFactionCount; ++f) {
    s.factions[static_cast<size_t>(f)].resources = sc.resources[static_cast<size_t>(f)];
    s.factions[static_cast<size_t>(f)].leader_at = sc.leader_at[static_cast<size_t>(f)];
  }
  // The deck: 12 Events in two piles; each WQ card shuffled into its pile's bottom half.
  std::vector<int> events, winters;
  for (size_t i = 0; i < c.cards.size(); ++i) (c.cards[i].winter ? winters : events).push_back(static_cast<int>(i));
  s.rng.shuffle(events);
  size_t half = events.size() / 2;
  for (size_t pile = 0; pile < 2; ++pile) {
    std::vector<int> cards(events.begin() + static_cast<long>(pile * half), events.begin() + static_cast<long>((pile + 1) * half));
    size_t top = cards.size() / 2;
    std::vector<int> bottom(cards.begin() + static_cast<long>(top), cards.end());
    bottom.push_back(winters[pile]);
    s.rng.shuffle(bottom);
    s.draw.insert(s.draw.end(), cards.begin(), cards.begin() + static_cast<long>(top));
    s.draw.insert(s.draw.end(), bottom.begin(), bottom.end());
  }
  s.current = s.draw[0];
  s.on_deck = s.draw[1];
  s.draw.erase(s.draw.begin(), s.draw.begin() + 2);
  State* ptr = &s;
  engine::PhaseMachine<State*> enter_only;
  for (const std::string& id : phase_ids())
    enter_only.bind(id, {[](State*& st) { st->phase_done = false; }, [](State* const&) { return false; }});
  enter_only.start(c.calendar, ptr, s.cursor, nullptr);
  advance(s, c, nullptr);
  return s;
}

// [SECTION] rules

engine::Prompt Title::prompt(const State& s, const Content&) {
  if (s.game_over || !s.question) {
    std::string text = "The war is over.";
    if (!s.ranking.empty()) text = "The war is over: the " + faction_name(s.ranking.front()) + " win.";
    return {-1, "game_over", text, false, true};
  }
  return {seat_of(s, s.question->faction), s.question->kind, s.question->text, false, false};
}

std::vector<Action> Title::legal_actions(const State& s, const Content&) {
  std::vector<Action> out;
  if (s.game_over || !s.question) return out;
  for (const Option& o : s.question->options) out.push_back(o.action);
  std::sort(out.begin(), out.end());
  return out;
}

engine::ApplyResult Title::apply(State& s, const Content& c, const Action& a) {
  if (s.game_over || !s.question) return engine::ApplyResult::rejected("game_over", "The game is over.");
  const Question& q = *s.question;
  if (a.faction != q.faction)
    return engine::ApplyResult::rejected("not_your_decision", "The " + faction_name(q.faction) + " decide now (" + q.text +
                                                                  "), not the " + faction_name(a.faction) + ".");
  std::string label;
  for (const Option& o : q.options)
    if (o.action == a) label = o.label;
  if (label.empty()) {
    for (const auto& [refused, why] : q.refused)
      if (refused == a) return engine::ApplyResult::rejected("not_allowed", why);
    std::string choices;
    for (const Option& o : q.options) choices += (choices.empty() ? "" : "; ") + o.label;
    return engine::ApplyResult::rejected("not_a_choice", "That is not one of the answers to \"" + q.text + "\" (" + choices + ").");
  }
  std::vector<engine::Event> events;
  events.push_back({"choice", seat_of(s, a.faction), faction_name(a.faction) + ": " + label, {a.faction}});
  s.proc.answers.push_back(a);
  advance(s, c, &events);
  return engine::ApplyResult::accepted(std::move(events));
}

std::string Title::describe(const Action& a, const State& s, const Content& c) { return describe_action(a, s, c); }

std::vector<int> Title::scores(const State& s, const Content&) {
  std::vector<int> out(s.seats.size(), 0);
  for (size_t rank = 0; rank < s.ranking.size(); ++rank) {
    int seat = seat_of(s, s.ranking[rank]);
    out[static_cast<size_t>(seat)] = std::max(out[static_cast<size_t>(seat)], 3 - static_cast<int>(rank));
  }
  return out;
}

Action Title::bot_action(const State& s, const Content& c, const std::string& kind, engine::Rng& rng) {
  auto legal = legal_actions(s, c);
  SB_CHECK(!legal.empty(), "bot asked to act when nothing is legal");
  if (kind == "heuristic") return heuristic_answer(s, c, *s.question);
  engine::SearchConfig normal;
  normal.iterations = 100;
  normal.depth = 60;
  normal.playout_kind = "heuristic";
  if (auto level = engine::search_level(kind, normal)) return engine::search_action<Title>(s, c, *level, rng);
  return legal[rng.below(static_cast<uint32_t>(legal.size()))];
}

// [SECTION] hidden information

State Title::view_for(const State& s, int) {
  State v = s;
  v.rng = engine::Rng(0);
  std::sort(v.draw.begin(), v.draw.end());
  return v;
}

State Title::sample_hidden(const State& view, int, const Content& c, engine::Rng& rng) {
  State s = view;
  s.rng = engine::Rng(static_cast<uint64_t>(rng.next_u32()) << 32 | rng.next_u32(), rng.next_u32() | 1u);
  // The deck as new_state builds it: two piles of half the Events each, the top half of each pile
  // Events only, its bottom half (and that pile's Winter Quarters card) shuffled together. The draw
  // pile is the deck's tail.
  int events = 0, winters = 0;
  for (const Card& card : c.cards) (card.winter ? winters : events)++;
  const int half = events / 2, pile = half + 1, top = half / 2;
  const int total = events + winters;
  const int first = total - static_cast<int>(s.draw.size());  // deck position of draw[0]
  std::vector<int> winter_cards, event_cards;
  for (int k : s.draw) (c.cards[static_cast<size_t>(k)].winter ? winter_cards : event_cards).push_back(k);
  std::vector<int> out(s.draw.size(), -1);
  if (winters == 2 && first >= 0) {
    // Each unseen Winter Quarters card goes to a free draw position in its own pile's bottom half.
    for (int w : winter_cards) {
      int which = 0;
      for (size_t i = 0, seen = 0; i < c.cards.size(); ++i)
        if (c.cards[i].winter) {
          if (static_cast<int>(i) == w) which = static_cast<int>(seen);
          ++seen;
        }
      std::vector<size_t> spots;
      for (int pos = which * pile + top; pos < (which + 1) * pile; ++pos)
        if (pos >= first && out[static_cast<size_t>(pos - first)] < 0) spots.push_back(static_cast<size_t>(pos - first));
      if (spots.empty()) {
        event_cards.push_back(w);  // a hand-made deck: anywhere
        continue;
      }
      out[spots[rng.below(static_cast<uint32_t>(spots.size()))]] = w;
    }
  } else {
    event_cards.insert(event_cards.end(), winter_cards.begin(), winter_cards.end());
  }
  rng.shuffle(event_cards);
  size_t next = 0;
  for (int& k : out)
    if (k < 0) k = event_cards[next++];
  s.draw = out;
  return s;
}

int Title::decider(const State& s, const Content&) { return s.question ? seat_of(s, s.question->faction) : -1; }

std::vector<double> Title::search_value(const State& s, const Content& c) {
  std::vector<double> out(s.seats.size(), -1e9);
  if (s.game_over) {
    std::vector<int> sc = scores(s, c);
    for (size_t i = 0; i < out.size(); ++i) out[i] = 1000.0 * sc[i];
    return out;
  }
  auto margins = victory_margins(s, c);
  for (int f = 0; f < kFactionCount; ++f) {
    const double m = std::min(margins[static_cast<size_t>(f)][0], margins[static_cast<size_t>(f)][1]);
    double& seat = out[static_cast<size_t>(seat_of(s, f))];
    seat = std::max(seat, m);
  }
  return out;
}

}  // namespace sb::wq
