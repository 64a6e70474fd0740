// Title::check: one impossible position per invariant, each made from a real position by breaking
// exactly one thing, and a scenario starting from an impossible position is refused with the words.
#include <algorithm>
#include <functional>

#include "engine/core/match.h"
#include "engine/save/any_match.h"
#include "support.h"

using namespace wqt;

namespace {

// A real position from a seeded game of random bots: after the first Winter Quarters Round (the
// Treaty is in), during a card turn whose 1st actor has acted.
State mid_game() {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    auto match = sb::engine::Match<Title>::start(content(), Title::default_setup(*content(), 2), seed).value();
    sb::engine::Rng bots(seed, 3);
    for (int step = 0; step < 3000 && !match.prompt().game_over; ++step) {
      const State& s = match.state();
      if (s.wq_rounds == 1 && s.cursor.season == 0 && s.first_actor >= 0 && s.second_actor < 0 && s.proc.kind == Proc::kOffer &&
          !s.draw.empty() && s.fni > 0)
        return s;
      REQUIRE(match.apply(Title::bot_action(s, *content(), "random", bots)).ok());
    }
  }
  FAIL("no seed reached a card turn after the first Winter Quarters Round");
  return {};
}

// A real finished game.
State finished() {
  auto match = sb::engine::Match<Title>::start(content(), Title::default_setup(*content(), 2), 5).value();
  sb::engine::Rng bots(5, 3);
  for (int step = 0; step < 5000 && !match.prompt().game_over; ++step)
    REQUIRE(match.apply(Title::bot_action(match.state(), *content(), "random", bots)).ok());
  REQUIRE(match.prompt().game_over);
  return match.state();
}

std::string all(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += (out.empty() ? "" : " | ") + line;
  return out;
}

int first_space(const std::function<bool(int)>& fits) {
  for (int i = 0; i < content()->wi(); ++i)
    if (fits(i)) return i;
  FAIL("no space fits");
  return -1;
}

// Takes one piece (box slot) out of Available, to put it somewhere it may not be.
void take_available(State& s, int piece) {
  REQUIRE(s.available[static_cast<size_t>(piece)] > 0);
  s.available[static_cast<size_t>(piece)] -= 1;
}

// Moves pieces from Available to a space, so the totals stay right.
void place(State& s, int space, int piece, int n) {
  REQUIRE(s.available[static_cast<size_t>(box_slot(piece))] >= n);
  s.available[static_cast<size_t>(box_slot(piece))] -= n;
  s.spaces[static_cast<size_t>(space)].pieces[static_cast<size_t>(piece)] += n;
}

// Every line `check` gives for `good` changed by `change`. Breaking one thing should break one
// invariant: `lines` is how many lines that thing costs (more where one change breaks two rules;
// 0 where that depends on the position).
struct Breaker {
  const State& good;
  std::string operator()(const std::function<void(State&)>& change, size_t lines = 1) const {
    State s = good;
    change(s);
    auto broken = Title::check(s, *content());
    if (lines > 0) CHECK_MESSAGE(broken.size() == lines, all(broken));
    else CHECK_MESSAGE(!broken.empty(), "nothing named");
    return all(broken);
  }
};

bool has(const std::string& text, const std::string& words) { return text.find(words) != std::string::npos; }

}  // namespace

TEST_CASE("wq: check names each impossible position (one per invariant)") {
  const Content& c = *content();
  const State good = mid_game();
  REQUIRE_MESSAGE(Title::check(good, c).empty(), all(Title::check(good, c)));
  Breaker broken_by{good};
  const int boston = space("boston"), wi = c.wi();
  const int pop0 = first_space([&](int i) { return c.spaces[static_cast<size_t>(i)].pop == 0; });
  const int colony = first_space([&](int i) { return c.spaces[static_cast<size_t>(i)].type == kColony; });
  const int no_bases = first_space([&](int i) {
    return bases_in(good, i) == 0 && (c.spaces[static_cast<size_t>(i)].type == kReserve || c.spaces[static_cast<size_t>(i)].type == kProvince);
  });
  const int bare_colony = first_space([&](int i) { return bases_in(good, i) == 0 && c.spaces[static_cast<size_t>(i)].type == kColony; });
  const std::string wi_name = c.wi_name;

  SUBCASE("seats") {
    CHECK(has(broken_by([](State& s) { s.seats.clear(); }, 5), "0 seats; the game takes 1 to 4"));
    CHECK(has(broken_by([](State& s) { s.seats.push_back({"Ed", {}}); }), "seat 3 (Ed) holds no faction"));
    CHECK(has(broken_by([](State& s) { s.seats[1].factions.push_back(kBritish); }), "the British are held by 2 seats; each faction is held by exactly one"));
    CHECK(has(broken_by([](State& s) { s.seats[1].factions.clear(); s.seats[0].factions = {kBritish, kIndians}; }, 3),
              "the Patriots are held by no seat"));
    CHECK(has(broken_by([](State& s) { s.seats[0].factions.push_back(7); }), "holds faction 7, which the game does not have"));
  }

  SUBCASE("spaces: one a space, counts, stacking, support, markers") {
    CHECK(has(broken_by([](State& s) { s.spaces.pop_back(); }, 0),
              "the state lists " + std::to_string(c.wi()) + " spaces; the game has " + std::to_string(c.wi()) + " and the " + wi_name));
    // A negative count is also a piece made (the totals no longer add up).
    CHECK(has(broken_by([&](State& s) { s.spaces[static_cast<size_t>(boston)].pieces[kTory] = -1; }, 0), "Boston: -1 "));
    CHECK(has(broken_by([&](State& s) { place(s, wi, kTory, 1); }), wi_name + ": 1 Tory; only Regulars stand in the " + wi_name));
    CHECK(has(broken_by([&](State& s) { s.spaces[static_cast<size_t>(wi)].raid = true; }), "the " + wi_name + " takes none"));
    CHECK(has(broken_by([&](State& s) { place(s, no_bases, kBritishFort, 1); place(s, no_bases, kPatriotFort, 1); place(s, no_bases, kVillage, 1); }),
              c.space_name(no_bases) + ": 3 bases; a space holds at most 2"));
    CHECK(has(broken_by([&](State& s) { place(s, no_bases, kBritishFort, 2); }), c.space_name(no_bases) + ": 2 British Forts; a space holds at most 1"));
    CHECK(has(broken_by([&](State& s) { place(s, bare_colony, kVillage, 1); }),
              c.space_name(bare_colony) + ": 1 Village in a Colony; Villages stand only in Provinces and Indian Reserves"));
    CHECK(has(broken_by([&](State& s) { s.spaces[static_cast<size_t>(boston)].support = 3; }), "Boston: support 3, not -2 (Active Opposition) to 2"));
    CHECK(has(broken_by([&](State& s) { s.spaces[static_cast<size_t>(pop0)].support = 1; }),
              c.space_name(pop0) + ": Passive Support; a population-0 space stays Neutral"));
    CHECK(has(broken_by([&](State& s) { s.spaces[static_cast<size_t>(pop0)].propaganda = true; }), "a population-0 space takes none"));
    CHECK(has(broken_by([&](State& s) { s.spaces[static_cast<size_t>(boston)].shifts = 3; }), "Boston: 3 shifts this Support Phase; a space takes 0 to 2"));
  }

  SUBCASE("pieces: the boxes, and none made or lost") {
    CHECK(has(broken_by([](State& s) { s.available[kRegular] += 1; }), content()->pieces[kRegular].plural + ": "));
    CHECK(has(broken_by([](State& s) { s.available[kRegular] += 1; }), "on the map, in the " + content()->wi_name + " and in the boxes; the game has"));
    CHECK(has(broken_by([](State& s) { s.available[kRegular] += s.casualties[kRegular] + 1; s.casualties[kRegular] = -1; }), "Casualties: -1 "));
    CHECK(has(broken_by([](State& s) { s.available[kMilitiaA] = 1; }),
              "Available: 1 Active Militia; off the map they are counted Underground"));
    CHECK(has(broken_by([](State& s) { take_available(s, kVillage); s.casualties[kVillage] += 1; }), "Casualties: 1 Village; only cubes become Casualties"));
    CHECK(has(broken_by([](State& s) { take_available(s, kWarPartyU); s.unavailable[kWarPartyU] += 1; }),
              "Unavailable: 1 War Party; only British and French pieces are Unavailable"));
  }

  SUBCASE("navy: the Treaty, FNI, Blockades and Squadrons") {
    REQUIRE(good.toa);
    CHECK(has(broken_by([](State& s) { s.fni += 1; }), "with " + std::to_string(good.fni) + " Blockades on the map; they are equal"));
    CHECK(has(broken_by([](State& s) { s.squadrons_wi += 1; }), "Squadrons: " + std::to_string(good.fni) + " Blockades and "));
    CHECK(has(broken_by([](State& s) { s.toa = false; }), "French Naval Intervention " + std::to_string(good.fni) + " before the Treaty of Alliance"));
    CHECK(has(broken_by([](State& s) { s.fni = 4; s.squadrons_wi = 3 - 4; }, 3), "French Naval Intervention 4, not 0 to 3"));
    CHECK(has(broken_by([&](State& s) {
                int from = first_space([&](int i) { return s.spaces[static_cast<size_t>(i)].blockade; });
                s.spaces[static_cast<size_t>(from)].blockade = false;
                s.spaces[static_cast<size_t>(colony)].blockade = true;
              }), c.space_name(colony) + ": a Blockade; a Blockade goes only on a City"));
    CHECK(has(broken_by([](State& s) {
                take_available(s, kFrenchRegular);
                s.unavailable[kFrenchRegular] += 1;
              }), "the Treaty of Alliance is in effect, yet Unavailable holds 1 French Regular"));
  }

  SUBCASE("factions: Resources and Leaders") {
    CHECK(has(broken_by([&](State& s) { s.factions[kFrench].resources = c.resource_cap + 1; }),
              "the French have " + std::to_string(c.resource_cap + 1) + " Resources; a faction holds 0 to " + std::to_string(c.resource_cap)));
    CHECK(has(broken_by([](State& s) { s.factions[kPatriots].resources = -1; }), "the Patriots have -1 Resources"));
    CHECK(has(broken_by([](State& s) { s.factions[kBritish].leader_line = 9; }), "the British Leader is number 10 of the line; it has "));
    CHECK(has(broken_by([](State& s) { s.factions[kIndians].leader_at = 40; }), "the Indian Leader stands in space 40, which the game does not have"));
    const int empty = first_space([&](int i) { return faction_count(good, i, kBritish) == 0; });
    CHECK(has(broken_by([&](State& s) { s.factions[kBritish].leader_at = empty; }),
              "the British Leader stands in " + c.space_name(empty) + " without British pieces"));
  }

  SUBCASE("cards: each in exactly one place, and the counts that follow the played pile") {
    const std::string current = "'" + c.cards[static_cast<size_t>(good.current)].title + "'";
    const std::string last = "'" + c.cards[static_cast<size_t>(good.draw.back())].title + "'";
    CHECK(has(broken_by([](State& s) { s.draw.push_back(s.current); }), current + " is in 2 places (the draw pile and Current); the game has 1"));
    CHECK(has(broken_by([](State& s) { s.draw.pop_back(); }), last + " is nowhere (not in the draw pile, Current, On-deck or played)"));
    CHECK(has(broken_by([](State& s) { s.draw.push_back(99); }), "the draw pile: card 99, which the game does not have (14 cards)"));
    CHECK(has(broken_by([](State& s) { s.draw.push_back(s.current); s.current = -1; }, 2), "no Current card in a game under way"));
    CHECK(has(broken_by([](State& s) { s.draw.insert(s.draw.begin(), s.on_deck); s.on_deck = -1; }),
              "no On-deck card while the draw pile holds " + std::to_string(good.draw.size() + 1)));
    CHECK(has(broken_by([](State& s) { s.wq_rounds = 2; }), "2 Winter Quarters Rounds done with 1 Winter Quarters cards played"));
    CHECK(has(broken_by([](State& s) { s.cards_played += 1; }), std::to_string(good.cards_played + 1) + " card turns done with " +
                                                                     std::to_string(good.cards_played) + " Event cards played"));
    CHECK(has(broken_by([](State& s) { s.releases = 9; }), "9 British releases done; the scenario has"));
  }

  SUBCASE("the card turn, the Operation and the open step") {
    const int first = good.first_actor;
    CHECK(has(broken_by([](State& s) { s.offer = 5; }), "the offer stands at 5, not 0 to 4"));
    CHECK(has(broken_by([](State& s) { s.first_actor = 6; }), "the 1st actor is faction 6, which the game does not have"));
    CHECK(has(broken_by([](State& s) { s.factions[static_cast<size_t>(s.first_actor)].eligible = false; }),
              "the 1st actor (" + faction_name(first) + ") is not Eligible"));
    CHECK(has(broken_by([](State& s) { s.second_actor = s.first_actor; }), "the " + faction_name(first) + " are both 1st and 2nd actor"));
    CHECK(has(broken_by([](State& s) { s.second_actor = s.first_actor; s.first_actor = -1; s.first_took_event = false; }),
              "a 2nd actor (" + faction_name(first) + ") without a 1st"));
    CHECK(has(broken_by([](State& s) { s.first_actor = -1; s.first_took_event = true; }), "the 1st actor took the Event, but there is no 1st actor"));
    CHECK(has(broken_by([](State& s) { s.op.spaces.push_back(30); }), "the Operation under way names space 30"));
    CHECK(has(broken_by([](State& s) { s.op.faction = 8; }), "the Operation under way is by faction 8"));
    CHECK(has(broken_by([](State& s) { s.proc.kind = Proc::kOpStep; s.op.faction = -1; }), "an Operation step is open with no Operation under way"));
    CHECK(has(broken_by([](State& s) { s.proc.faction = -1; }), "the open step needs a faction and has none"));
    CHECK(has(broken_by([](State& s) { s.proc.kind = static_cast<Proc>(12); }), "the open step is of kind 12"));
    CHECK(has(broken_by([](State& s) { s.proc = {Proc::kEvent, kBritish, 40, {}}; }), "the open Event step plays card 40"));
    const int resources = static_cast<int>(std::find(phase_ids().begin(), phase_ids().end(), "resources") - phase_ids().begin());
    CHECK(has(broken_by([&](State& s) { s.proc = {Proc::kPhase, -1, resources, {}}; }), "the open step runs the phase 'resources' while the calendar stands at 'card_turns'"));
    CHECK(has(broken_by([](State& s) { s.proc.answers.push_back({kFrench, Verb::kSpace, 50}); }), "the open step's answer 1 names space 50"));
  }

  SUBCASE("the calendar and the result") {
    CHECK(has(broken_by([](State& s) { s.cursor.period = 3; }), "round 3; the game has 1 to 2"));
    CHECK(has(broken_by([](State& s) { s.cursor.season = 4; }), "season 5; the calendar has 2"));
    CHECK(has(broken_by([](State& s) { s.cursor.phase = 3; }), "campaign phase 4; the season has 1"));
    CHECK(has(broken_by([](State& s) { s.cursor.finished = true; }), "the calendar is finished but the game is not over"));
    CHECK(has(broken_by([](State& s) { s.ranking = {kFrench}; }), "a ranking of factions in a game under way"));
    const State over = finished();
    REQUIRE_MESSAGE(Title::check(over, c).empty(), all(Title::check(over, c)));
    Breaker after{over};
    CHECK(has(after([](State& s) { s.ranking.pop_back(); }), "the ranking lists 3 entries; a finished game ranks each of the 4 factions once"));
    CHECK(has(after([](State& s) { s.ranking[1] = s.ranking[0]; }), "the ranking lists 4 entries"));
    CHECK(has(after([](State& s) { s.cursor.finished = false; }, 0), "the game is over but the calendar runs on"));
  }
}

TEST_CASE("wq: a scenario starting from an impossible position is refused with the broken invariants in words") {
  const State good = mid_game();
  const Setup setup = Title::default_setup(*content(), 2);
  sb::engine::TitleAdapter<Title> title;
  sb::engine::ErrorList errors;
  REQUIRE(title.load_content("content/winter_quarters", errors));
  sb::engine::ReadContext ctx{"scenario.yaml", &errors};
  // Two things state_from_yaml reads without complaint: a Leader alone, a card turn never played.
  State impossible = good;
  const int empty = first_space([&](int i) { return faction_count(good, i, kIndians) == 0; });
  impossible.factions[kIndians].leader_at = empty;
  impossible.cards_played += 1;
  auto refused = title.match_from_state(Title::setup_to_yaml(setup), Title::state_to_yaml(impossible), 1, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "impossible_state");
  CHECK(refused.error().message == "the starting state is impossible: the Indian Leader stands in " + content()->space_name(empty) +
                                       " without Indian pieces; " + std::to_string(impossible.cards_played) + " card turns done with " +
                                       std::to_string(good.cards_played) + " Event cards played");
  CHECK_MESSAGE(errors.empty(), errors.format_all());
  auto accepted = title.match_from_state(Title::setup_to_yaml(setup), Title::state_to_yaml(good), 1, ctx);
  CHECK_MESSAGE(accepted.ok(), (accepted.ok() ? "" : accepted.error().message));
  // The hand-written WQT-1 position (spec §15) is possible.
  YAML::Node wqt1 = YAML::LoadFile("tests/winter_quarters/scenarios/wqt1.yaml");
  auto worked = title.match_from_state(YAML::Node(), wqt1["state"], 1, ctx);
  CHECK_MESSAGE(worked.ok(), (worked.ok() ? "" : worked.error().message));
}
