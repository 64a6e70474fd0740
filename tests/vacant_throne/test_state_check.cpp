// Title::check: a real position from a short seeded game passes; breaking exactly one thing in it
// (one impossible position per invariant) is named in words; a scenario starting from an impossible
// position is refused with those words, and from the real one is accepted.
#include <algorithm>

#include "engine/save/any_match.h"
#include "support.h"

using namespace vtt;

namespace {

// A mid-game position: 4 players, random bots, seed 7, stopped at a player's turn.
State real_position() {
  State s = fresh(4, 7);
  sb::engine::Rng bots(7, 3);
  for (int step = 0; step < 60 && !s.game_over; ++step) {
    Action a = Title::bot_action(s, *content(), "random", bots);
    REQUIRE(Title::apply(s, *content(), a).ok());
  }
  while (s.stage != Stage::kTurn && !s.game_over) REQUIRE(Title::apply(s, *content(), Title::bot_action(s, *content(), "random", bots)).ok());
  REQUIRE_FALSE(s.game_over);
  REQUIRE(s.active >= 0);
  return s;
}

std::string lines(const std::vector<std::string>& broken) {
  std::string all;
  for (const std::string& line : broken) all += (all.empty() ? "" : " | ") + line;
  return all;
}

}  // namespace

TEST_CASE("vt: check names each impossible position, one broken invariant at a time") {
  const Content& c = *content();
  const State good = real_position();
  REQUIRE_MESSAGE(Title::check(good, c).empty(), lines(Title::check(good, c)));
  const int active = good.active;
  const int other = (active + 1) % 4;  // a seat whose turn it is not
  const std::string other_name = good.players[static_cast<size_t>(other)].name;

  // Changes `good` by `change` and returns what check says: exactly one line when `only`.
  auto broken_by = [&](auto change, bool only = true) {
    State s = good;
    change(s);
    auto broken = Title::check(s, c);
    if (only) CHECK_MESSAGE(broken.size() == 1, lines(broken));
    return lines(broken);
  };
  auto says = [](const std::string& text, const std::string& words) {
    CHECK_MESSAGE(text.find(words) != std::string::npos, "expected '" << words << "' in: " << text);
  };

  SUBCASE("conservation: knights, bandit knights, workers, favour markers") {
    says(broken_by([&](State& s) { ++s.players[static_cast<size_t>(other)].undeployed; }),
         other_name + "'s knights: 5 on the tiles and in reserve; each player has 4");
    says(broken_by([](State& s) { ++s.bandit_supply; }), "bandit knights: 16 on the tiles and in the supply; the game has 15");
    says(broken_by([](State& s) { ++s.supply[1]; }), "Woodwardens workers: 16 in the supply, Employed and Unemployed; the game has 15");
    says(broken_by([](State& s) { --s.supply[2]; }), "Delvers workers: 14");
    says(broken_by([](State& s) { s.players[2].favours += 2; }), "favour markers: the players hold 22; the game has 20 (5 each)");
  }

  SUBCASE("conservation: every workplace card in one place, the Sovereign card once, every law once") {
    // A third copy of a card the deck holds twice: in a hand as well.
    const int card = good.deck.front();
    const std::string name = c.workplaces[static_cast<size_t>(card)].name;
    says(broken_by([&](State& s) {
           auto& hand = s.players[static_cast<size_t>(other)].hand;
           hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card);
         }),
         "copies of '" + name + "' in the deck, the discard pile, hands and grids: 3; the game has 2");
    // A card lost: one copy left.
    says(broken_by([&](State& s) { s.deck.erase(s.deck.begin()); }), "copies of '" + name + "' in the deck, the discard pile, hands and grids: 1;");
    says(broken_by([](State& s) { s.sovereign_in_slot = !s.sovereign_in_slot; }), "the Coronation Ceremony is in ");
    REQUIRE(good.law_deck.size() >= 2);
    REQUIRE_FALSE(good.docket.empty());
    const int law = good.law_deck.front();
    says(broken_by([](State& s) { s.law_deck.erase(s.law_deck.begin()); }),
         "law '" + c.laws[static_cast<size_t>(law)].name + "' is in 0 places (the law deck, the Docket, enacted); a law is in exactly 1");
    says(broken_by([](State& s) { s.enacted.push_back({s.docket.front(), 0, 1}); }), "is in 2 places");
  }

  SUBCASE("ranges: counts never negative, the Docket and the hand limit") {
    says(broken_by([](State& s) { s.players[1].res[static_cast<size_t>(resource_of(1, 0))] = -1; }), "Ben has -1 Timber");
    says(broken_by([](State& s) { s.players[0].influence = -3; }), "Ana has -3 Influence");
    // A knight count below zero on a tile, the player's total kept.
    says(broken_by([&](State& s) {
           int& on_tile = s.tiles[0].knights[static_cast<size_t>(other)];
           s.players[static_cast<size_t>(other)].undeployed += on_tile + 1;
           on_tile = -1;
         }),
         "tile F1 (Wheatlands): " + other_name + " has -1 knights");
    says(broken_by([](State& s) {
           while (s.docket.size() < 3 && !s.law_deck.empty()) {
             s.docket.push_back(s.law_deck.front());
             s.law_deck.erase(s.law_deck.begin());
           }
         }),
         "the Docket holds 3 laws; it holds at most 2");
    says(broken_by([](State& s) { s.season = 7; }, false), "Season 7; the game has Seasons 1 to 6");
    says(broken_by([](State& s) { s.cursor.phase = 9; }), "the calendar is at phase 9 of the Season; there are 5");
    says(broken_by([](State& s) {
           s.stage = Stage::kDiscard;
           s.discarder = 2;
         }),
         "Cy must discard with");
  }

  SUBCASE("references: seats, cards, laws and cells inside their lists") {
    says(broken_by([](State& s) { s.active = 7; }), "the active player is seat 7; the players are seats 0 to 3");
    says(broken_by([&](State& s) { s.players[static_cast<size_t>(other)].hand.push_back(c.sovereign()); }), other_name + " holds card " + std::to_string(c.sovereign()));
    says(broken_by([](State& s) { s.discard.push_back(40); }), "the discard pile holds card 40");
    says(broken_by([](State& s) { s.season_order.push_back(s.season_order.front()); }), "the Season's turn order lists");
    says(broken_by([](State& s) { s.refused.push_back(99); }), "a refused request names 99");
    says(broken_by([&](State& s) {
           auto& grid = s.players[static_cast<size_t>(other)].grid;
           auto empty = std::find_if(grid.begin(), grid.end(), [](const Cell& at) { return at.card < 0; });
           empty->user = 0;
         }),
         other_name + "'s cell");
    says(broken_by([](State& s) {
           s.stage = Stage::kPermission;
           s.permission = {0, 1, 8};
         }),
         "a permission is pending for Ben's cell 8, a workplace nobody can use now");
    says(broken_by([](State& s) { s.stage = Stage::kVote; }, false), "the vote lists 0 voters");
    says(broken_by([](State& s) {
           s.talk.kind = NegotiationKind::kTrade;
           s.talk.proposer = 1;
           s.talk.parties = {1};
         }),
         "a negotiation lists its proposer first among two or more parties");
    says(broken_by([](State& s) { s.guarantees.push_back({s.next_guarantee, 1, {0, 1}, {}}); }), "ids run from 1 to");
  }

  SUBCASE("per-seat lists sized to the seats; the tracks hold each player once") {
    says(broken_by([](State& s) { s.tiles[3].knights.push_back(0); }), "tile B1 (Scarecrow Heath) counts knights for 5 players; the game has 4");
    says(broken_by([](State& s) { s.tracks[0].push_back(-1); }), "track T0 has 6 slots; it has one per player and the Bandit slot (5)");
    says(broken_by([&](State& s) {
           s.players[static_cast<size_t>(other)].idled = !s.players[static_cast<size_t>(other)].idled;
         }),
         other_name + " has ");
    says(broken_by([](State& s) { s.tracks[0][0] = 0; }, false), "track T0's Bandit slot holds Ana");
    says(broken_by([](State& s) { s.game_over = true; }, false), "the game is over but waits at stage turn");
  }
}

TEST_CASE("vt: a scenario starting from an impossible position is refused with the broken invariant") {
  const State good = real_position();
  sb::engine::TitleAdapter<Title> title;
  sb::engine::ErrorList errors;
  REQUIRE(title.load_content("content/vacant_throne", errors));
  sb::engine::ReadContext ctx{"scenario.yaml", &errors};
  const YAML::Node setup = Title::setup_to_yaml(Title::default_setup(*content(), 4));

  State impossible = good;
  ++impossible.players[1].undeployed;  // a fifth knight for Ben
  auto refused = title.match_from_state(setup, Title::state_to_yaml(impossible), 1, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "impossible_state");
  CHECK(refused.error().message == "the starting state is impossible: Ben's knights: 5 on the tiles and in reserve; each player has 4");

  // Three copies of a card and the workers that do not add up: every reason, in words.
  State worse = good;
  const int card = worse.deck.front();
  auto& hand = worse.players[0].hand;
  hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card);
  --worse.supply[0];
  refused = title.match_from_state(setup, Title::state_to_yaml(worse), 1, ctx);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == "impossible_state");
  CHECK(refused.error().message == "the starting state is impossible: Tillers workers: 14 in the supply, Employed and Unemployed; the game has 15; copies of '" +
                                       content()->workplaces[static_cast<size_t>(card)].name +
                                       "' in the deck, the discard pile, hands and grids: 3; the game has 2");

  auto accepted = title.match_from_state(setup, Title::state_to_yaml(good), 1, ctx);
  CHECK_MESSAGE(accepted.ok(), (accepted.ok() ? std::string() : accepted.error().message));
  CHECK_MESSAGE(errors.empty(), errors.format_all());
}
