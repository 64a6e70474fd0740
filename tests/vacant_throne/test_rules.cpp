// Unit tests per rule: setup, tracks and tie priority, who may act (free actions any time),
// refusals in words, building, trades, cleanup, scoring, the §12 bot, private hands in the log,
// and every scenario under scenarios/ run as `seasonboard script`.
#include <filesystem>
#include <sstream>

#include "game/app/cli/cli.h"
#include "game/vacant_throne/rules/sim.h"
#include "support.h"

using namespace vtt;

namespace {

// Ana, Ben, Cy on T0 in that order, Ana to act; Ana holds Wheatlands, Cy Deepdelve.
const char* kBase = R"(
season: 1
players:
  - {name: Ana, res: {grain: 4, timber: 4, ore: 4}, influence: 2, unemployed: [1, 1, 1], undeployed: 3, hand: [W01, W02, W12], favours: 5}
  - {name: Ben, res: {grain: 2, timber: 2, ore: 2}, influence: 2, unemployed: [1, 1, 1], undeployed: 4, hand: [W03, W04, W05], favours: 5}
  - {name: Cy, res: {grain: 2, timber: 2, ore: 2}, influence: 2, unemployed: [1, 1, 1], undeployed: 3, hand: [W06, W07, W08], favours: 5}
tracks: {T0: [bandit, Ana, Ben, Cy], T1: [empty, empty, empty, bandit]}
active: Ana
tiles: {F1: {knights: {Ana: 1}}, F3: {knights: {Cy: 1}}, B1: {bandits: 2}, B2: {bandits: 2}, B3: {bandits: 2}}
bandit_supply: 9
supply: [12, 12, 12]
deck: [W09, W10, W11, W01, W02, W03]
docket: [L1, L4]
law_deck: [L2, L3, L5, L6]
)";

std::string refusal_of(const State& s, const Action& a) {
  auto copy = s;
  auto r = Title::apply(copy, *content(), a);
  REQUIRE_FALSE(r.ok());
  CHECK(copy == s);
  return r.rejection().message;
}

}  // namespace

TEST_CASE("vt: setup follows §11") {
  State s = fresh(4, 3);
  CHECK(s.players.size() == 4);
  CHECK(s.season == 1);
  REQUIRE(s.tracks[0].size() == 5);
  CHECK(s.tracks[0][0] == -1);  // the Bandit slot
  for (const Player& p : s.players) {
    CHECK(p.hand.size() == 3);
    CHECK(p.influence == 2);
    CHECK(p.undeployed == 4);
    CHECK(p.favours == 5);
    CHECK(p.unemployed == std::array<int, 3>{1, 1, 1});
  }
  CHECK(s.bandit_supply == 9);
  CHECK(s.supply[0] == 11);
  CHECK(s.docket.size() == 2);
  CHECK(s.deck.size() == 24 - 12);
  CHECK(s.active == s.tracks[0][1]);
  CHECK(s.sovereign_in_slot);
  // Another seed shuffles seats differently onto T0 (over a few seeds).
  bool differs = false;
  for (uint64_t seed = 4; seed < 12; ++seed) differs = differs || fresh(4, seed).tracks[0] != s.tracks[0];
  CHECK(differs);
}

TEST_CASE("vt: tie priority: Bandits first, then players; earlier idlers rank higher (§4.4)") {
  State s = position(kBase);
  CHECK(tie_priority(s) == std::vector<int>{kBandits, 0, 1, 2});
  act(s, "Ana: Idle");
  act(s, "Ana: end the turn");
  CHECK(tie_priority(s) == std::vector<int>{0, kBandits, 1, 2});
  CHECK(s.active == 1);
  act(s, "Ben: Idle");
  act(s, "Ben: end the turn");
  CHECK(tie_priority(s) == std::vector<int>{0, 1, kBandits, 2});
  // Turn order skips idlers and cycles: Cy, then Cy again.
  CHECK(s.active == 2);
  act(s, "Cy: deploy a knight to Greenwood");
  act(s, "Cy: end the turn");
  CHECK(s.active == 2);
}

TEST_CASE("vt: control goes to the most knights, ties by priority; an empty tile has no controller") {
  State s = position(kBase);
  const Content& c = *content();
  CHECK(controller(s, c, c.tile_index("F1")) == 0);
  CHECK(controller(s, c, c.tile_index("F2")) == -1);
  CHECK(controller(s, c, c.tile_index("B1")) == kBandits);
  s.tiles[static_cast<size_t>(c.tile_index("B1"))].knights[1] = 2;
  CHECK(controller(s, c, c.tile_index("B1")) == kBandits);  // Bandits on top before anyone idles
  s.tiles[static_cast<size_t>(c.tile_index("B1"))].knights[1] = 3;
  CHECK(controller(s, c, c.tile_index("B1")) == 1);
}

TEST_CASE("vt: any seat may start a free action whenever the game awaits input (§5.4)") {
  State s = position(kBase);
  auto legal = Title::legal_actions(s, *content());
  auto offered = [&](const Action& a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); };
  CHECK(offered({1, Verb::kTradeStart, 2}));  // Ben and Cy, during Ana's turn
  CHECK(offered({2, Verb::kPactStart, 0}));
  CHECK_FALSE(offered({1, Verb::kIdle}));     // but not Ben's standard actions
  act(s, "Ana: propose Market Charter");
  legal = Title::legal_actions(s, *content());
  CHECK(Title::prompt(s, *content()).kind == "vote");
  CHECK(offered({0, Verb::kTradeStart, 1}));  // between votes too
  // While a negotiation is open, only it moves.
  act(s, "Ben: propose a trade with Ana");
  legal = Title::legal_actions(s, *content());
  for (const Action& a : legal) CHECK(a.seat == 1);
  CHECK(Title::prompt(s, *content()).seat == 1);
  CHECK(has(refusal_of(s, {2, Verb::kVote, 0, -1, -1, -1, -1, 1}), "is open"));
}

TEST_CASE("vt: refused actions say why in words, and the State stays") {
  State s = position(kBase);
  const Content& c = *content();
  CHECK(has(refusal_of(s, {0, Verb::kDeploy, c.capital()}), "Faction tiles"));
  CHECK(has(refusal_of(s, {0, Verb::kEndTurn}), "Standard Action or Idle"));
  CHECK(has(refusal_of(s, {1, Verb::kIdle}), "waits for Ana"));
  CHECK(has(refusal_of(s, {0, Verb::kRefine, c.resource_index("tools"), -1, -1, -1, -1, 1}), "controls no Woodwardens tile"));
  CHECK(has(refusal_of(s, {0, Verb::kRefine, c.resource_index("ale"), -1, -1, -1, -1, 5}), "needs 5 Grain and 5 Timber"));
  CHECK(has(refusal_of(s, {0, Verb::kBuild, c.workplace_index("W09"), 0, -1}), "holds no Treasury"));
  CHECK(has(refusal_of(s, {0, Verb::kBuild, c.sovereign(), 0, -1}), "costs 1 Ale, 1 Tools, 1 Steel"));
  CHECK(has(refusal_of(s, {0, Verb::kFlee, c.tile_index("F2")}), "no knight on Greenwood"));
  CHECK(has(refusal_of(s, {0, Verb::kFlee, c.capital()}), "cannot flee"));
  CHECK(has(refusal_of(s, {0, Verb::kEnact, c.law_index("L2")}), "not on the Docket"));
  act(s, "Ana: deploy a knight to Greenwood");
  CHECK(has(refusal_of(s, {0, Verb::kIdle}), "End Turn"));
}

TEST_CASE("vt: Assign, Refine and Build do what §6 says") {
  State s = position(kBase);
  const Content& c = *content();
  act(s, "Ana: refine 2 Ale");
  CHECK(s.players[0].res[static_cast<size_t>(c.resource_index("ale"))] == 2);
  CHECK(s.players[0].res[static_cast<size_t>(c.resource_index("grain"))] == 2);
  CHECK(s.players[0].unemployed[0] == 0);
  CHECK(s.employed[0] == 1);
  CHECK(s.players[0].influence == 2);  // D3: Refine gives no Influence
  act(s, "Ana: end the turn");
  act(s, "Ben: Idle");
  act(s, "Ben: end the turn");
  act(s, "Cy: Idle");
  act(s, "Cy: end the turn");
  act(s, "Ana: build Granary Yard in cell 4");
  CHECK(s.players[0].grid[4].card == c.workplace_index("W01"));
  CHECK(s.players[0].res[static_cast<size_t>(c.resource_index("timber"))] == 0);
  CHECK(std::count(s.players[0].hand.begin(), s.players[0].hand.end(), c.workplace_index("W01")) == 0);
}

TEST_CASE("vt: with 9 built, Build discards one to free its cell; the Coronation returns at Cleanup") {
  State s = position(kBase);
  const Content& c = *content();
  for (int cell = 0; cell < kGridCells; ++cell) s.players[0].grid[static_cast<size_t>(cell)].card = c.workplace_index("W03");
  s.players[0].res[static_cast<size_t>(c.resource_index("ale"))] = 1;
  s.players[0].res[static_cast<size_t>(c.resource_index("tools"))] = 1;
  s.players[0].res[static_cast<size_t>(c.resource_index("steel"))] = 1;
  CHECK(has(refusal_of(s, {0, Verb::kBuild, c.sovereign(), 2, -1}), "is taken"));
  act(s, "Ana: build Coronation Ceremony in cell 2, discarding Shaft Head (cell 2)");
  CHECK(s.players[0].grid[2].card == c.sovereign());
  CHECK_FALSE(s.sovereign_in_slot);
  CHECK(s.discard.back() == c.workplace_index("W03"));
  act(s, "Ana: end the turn");
  for (const char* who : {"Ben", "Cy", "Ana"}) {
    act(s, std::string(who) + ": Idle");
    act(s, std::string(who) + ": end the turn");
  }
  CHECK(s.season == 2);
  CHECK(s.sovereign_in_slot);
  CHECK(s.players[0].grid[2].card == -1);
}

TEST_CASE("vt: a trade moves goods and cards at once; a built workplace needs an empty cell (D10)") {
  State s = position(kBase);
  const Content& c = *content();
  s.players[1].grid[0].card = c.workplace_index("W04");
  act(s, "Ana: propose a trade with Ben");
  act(s, "Ana: add to the trade: Ana gives Ben 1 Grain");
  act(s, "Ana: add to the trade: Ana gives Ben Sawpit from hand");
  act(s, "Ana: add to the trade: Ben gives Ana built Brewhouse (cell 0)");
  act(s, "Ana: offer the trade");
  CHECK(Title::prompt(s, c).seat == 1);
  act(s, "Ben: accept the trade");
  CHECK(s.talk.kind == NegotiationKind::kNone);
  CHECK(s.players[0].res[0] == 3);
  CHECK(s.players[1].res[0] == 3);
  CHECK(std::count(s.players[1].hand.begin(), s.players[1].hand.end(), c.workplace_index("W02")) == 1);
  CHECK(s.players[0].grid[0].card == c.workplace_index("W04"));
  CHECK(s.players[1].grid[0].card == -1);
  // A full grid cannot receive a built workplace.
  for (int cell = 0; cell < kGridCells; ++cell) s.players[1].grid[static_cast<size_t>(cell)].card = c.workplace_index("W03");
  act(s, "Ana: propose a trade with Ben");
  act(s, "Ana: add to the trade: Ana gives Ben built Brewhouse (cell 0)");
  CHECK(has(refusal_of(s, {0, Verb::kTradeOffer}), "no empty cell"));
}

TEST_CASE("vt: the public log hides hand cards in a trade; view_for hides other hands") {
  State s = position(kBase);
  const Content& c = *content();
  act(s, "Ana: propose a trade with Ben");
  Action give_card{0, Verb::kTradeItem, 0, 1, kItemHand, c.workplace_index("W12")};
  CHECK(has(Title::describe(give_card, s, c), "Scriptorium"));
  CHECK_FALSE(has(Title::describe_for_log(give_card, s, c), "Scriptorium"));
  REQUIRE(Title::apply(s, c, give_card).ok());
  State ben = view_for(s, 1);
  CHECK(ben.talk.items[0].what == -1);  // drafted, not yet offered
  CHECK(ben.players[0].hand == std::vector<int>{-1, -1, -1});
  CHECK(ben.players[1].hand == s.players[1].hand);
  CHECK(view_for(s, 0).talk.items[0].what == c.workplace_index("W12"));
  act(s, "Ana: offer the trade");
  CHECK(view_for(s, 1).talk.items[0].what == c.workplace_index("W12"));  // Ben is a party
  CHECK(view_for(s, 2).talk.items[0].what == -1);                        // Cy is not
  CHECK(Title::prompt(position(kBase), c).is_private);                   // a turn shows the hand
}

TEST_CASE("vt: the hand limit asks the owner which card to discard") {
  State s = position(kBase);
  s.players[1].hand = {0, 1, 2, 3, 4};
  for (const char* who : {"Ana", "Ben", "Cy"}) {
    act(s, std::string(who) + ": Idle");
    act(s, std::string(who) + ": end the turn");
  }
  CHECK(Title::prompt(s, *content()).kind == "discard");
  CHECK(Title::prompt(s, *content()).seat == 1);
  CHECK(s.players[1].hand.size() == 6);
  act(s, "Ben: discard Sawpit");
  CHECK(s.players[1].hand.size() == 5);
  CHECK(s.season == 2);
  CHECK(s.docket.size() == 2);
}

TEST_CASE("vt: a refused request is not repeated in the same turn") {
  State s = position(kBase);
  s.players[1].grid[0].card = content()->workplace_index("W01");
  act(s, "Ana: ask to assign workers to Ben's Granary Yard");
  act(s, "Ben: refuse");
  CHECK(has(refusal_of(s, {0, Verb::kAssign, 1, 0}), "ask again next turn"));
}

TEST_CASE("vt: scoring: Prestige minus crossed-out; ties go to the final tie priority") {
  State s = position(R"(
season: 6
players:
  - {name: Ana, prestige: 30, crossed: 20, undeployed: 1}
  - {name: Ben, prestige: 10}
  - {name: Cy, prestige: 4}
tracks: {T0: [bandit, empty, empty, empty], T1: [Ana, Ben, Cy, bandit]}
current_track: 1
active: Ana
tiles: {B1: {bandits: 3}, B2: {bandits: 3}, B3: {bandits: 3}}
bandit_supply: 6
supply: [15, 15, 15]
docket: [L1, L4]
law_deck: [L2, L3, L5, L6]
)");
  act(s, "Ana: deploy a knight to Wheatlands");  // not Idle: Ben idles first
  act(s, "Ana: end the turn");
  act(s, "Ben: Idle");
  act(s, "Ben: end the turn");
  act(s, "Cy: Idle");
  act(s, "Cy: end the turn");
  act(s, "Ana: Idle");
  act(s, "Ana: end the turn");
  REQUIRE(s.game_over);
  CHECK(Title::prompt(s, *content()).game_over);
  CHECK(Title::legal_actions(s, *content()).empty());
  CHECK(Title::scores(s, *content()) == std::vector<int>{10, 10, 4});
  CHECK(s.ranking == std::vector<int>{1, 0, 2});  // Ben idled before Ana
}

TEST_CASE("vt: the §12 bot: deploys to a Faction tile it would control, grants, votes AGAINST a leader") {
  State s = position(kBase);
  const Content& c = *content();
  s.tiles[static_cast<size_t>(c.tile_index("F1"))].knights[0] = 0;
  ++s.players[0].undeployed;
  Action a = heuristic_action(s, c);
  CHECK(a.verb == Verb::kDeploy);
  CHECK(a.a == c.tile_index("F1"));  // the first Faction tile it would then control
  s = position(kBase);
  s.players[1].grid[0].card = c.workplace_index("W01");
  act(s, "Ana: ask to assign workers to Ben's Granary Yard");
  CHECK(heuristic_action(s, c).verb == Verb::kGrant);
  s = position(kBase);
  s.players[0].prestige = 9;
  act(s, "Ana: propose Market Charter");
  Action vote = heuristic_action(s, c);  // Cy: the proposer leads
  CHECK(vote.verb == Verb::kVote);
  CHECK(vote.a == 1);
  CHECK(vote.n == 2);
  // Bots never propose or accept negotiations.
  s = position(kBase);
  act(s, "Ben: propose a guarantee with Ana");
  CHECK(heuristic_action(s, c).verb == Verb::kPactCancel);
}

TEST_CASE("vt: heuristic and random bots finish games of 3 to 6 seats, deterministically") {
  for (int n = 3; n <= 6; ++n) {
    std::vector<std::string> bots(static_cast<size_t>(n), "random");
    bots[0] = "heuristic";
    GameRecord a = play_game(*content(), bots, 40 + static_cast<uint64_t>(n));
    GameRecord b = play_game(*content(), bots, 40 + static_cast<uint64_t>(n));
    REQUIRE(a.finished);
    CHECK(a.score == b.score);
    CHECK(a.actions == b.actions);
  }
}

TEST_CASE("vt: every scenario under tests/vacant_throne/scenarios runs as a script") {
  int ran = 0;
  for (const auto& entry : std::filesystem::directory_iterator("tests/vacant_throne/scenarios")) {
    if (entry.path().extension() != ".yaml") continue;
    std::ostringstream out, err;
    std::istringstream in;
    int code = sb::app::run_cli({"script", entry.path().string(), "--quiet"}, out, err, in);
    CHECK_MESSAGE(code == 0, entry.path().string() << ": " << err.str());
    ++ran;
  }
  CHECK(ran >= 7);
}

TEST_CASE("vt: actions round-trip through YAML, ids accepted where a field names content") {
  const Content& c = *content();
  sb::engine::ErrorList errors;
  sb::engine::ReadContext ctx{"action", &errors};
  for (const Action& a : {Action{2, Verb::kRelease, 12345, 1}, Action{0, Verb::kPactClause, 1, 2, 0, 3, 1, 4},
                          Action{1, Verb::kBuild, 12, 8, 8}, Action{0, Verb::kVote, 0, -1, -1, -1, -1, 0}}) {
    auto back = Title::action_from_yaml(YAML::Load(sb::engine::dump_yaml(Title::action_to_yaml(a))), c, ctx);
    REQUIRE_MESSAGE(errors.empty(), errors.format_all());
    CHECK((back && *back == a));
  }
  auto named = Title::action_from_yaml(YAML::Load("{seat: 1, do: refine, resource: steel, x: 2}"), c, ctx);
  REQUIRE(named);
  CHECK(named->a == c.resource_index("steel"));
  // A template, a side and an item are written as their words; `what` takes any good, card, tile or law id.
  const std::string clause = sb::engine::dump_yaml(Title::action_to_yaml(Action{0, Verb::kPactClause, 1, 2, 0, 3, 1, 4}));
  CHECK(clause.find("template: vote") != std::string::npos);
  CHECK(clause.find("side: against") != std::string::npos);
  auto item = Title::action_from_yaml(YAML::Load("{seat: 0, do: trade_item, giver: 0, receiver: 1, item: hand, what: " +
                                                 c.workplaces[3].id + "}"), c, ctx);
  REQUIRE_MESSAGE(item, errors.format_all());
  CHECK(item->c == 1);
  CHECK(item->d == 3);
  auto law = Title::action_from_yaml(YAML::Load("{seat: 0, do: pact_clause, obligor: 0, beneficiary: 1, template: no_enact, what: " +
                                                c.laws[2].id + "}"), c, ctx);
  REQUIRE_MESSAGE(law, errors.format_all());
  CHECK(law->c == 4);
  CHECK(law->d == 2);
  auto bad = Title::action_from_yaml(YAML::Load("{seat: 1, do: refien}"), c, ctx);
  CHECK_FALSE(bad);
  CHECK(errors.format_all().find("refien") != std::string::npos);
}

TEST_CASE("vt: a trade during a permission request can make it lapse; a trade can settle the hand limit") {
  State s = position(kBase);
  const Content& c = *content();
  s.players[1].grid[0].card = c.workplace_index("W01");
  act(s, "Ana: ask to assign workers to Ben's Granary Yard");
  // Ben trades the Granary Yard away to Cy before answering.
  act(s, "Ben: propose a trade with Cy");
  act(s, "Ben: add to the trade: Ben gives Cy built Granary Yard (cell 0)");
  act(s, "Ben: offer the trade");
  act(s, "Cy: accept the trade");
  CHECK(s.stage == Stage::kTurn);
  CHECK(s.active == 0);
  CHECK_FALSE(s.acted);
  CHECK(s.players[2].grid[0].card == c.workplace_index("W01"));
  // Hand limit: Ben is over; he gives a card to Cy instead of discarding.
  s = position(kBase);
  s.players[1].hand = {0, 1, 2, 3, 4};
  for (const char* who : {"Ana", "Ben", "Cy"}) {
    act(s, std::string(who) + ": Idle");
    act(s, std::string(who) + ": end the turn");
  }
  REQUIRE(s.stage == Stage::kDiscard);
  act(s, "Ben: propose a trade with Ana");
  act(s, "Ben: add to the trade: Ben gives Ana Granary Yard from hand");
  act(s, "Ben: offer the trade");
  act(s, "Ana: accept the trade");
  CHECK(s.season == 2);
  CHECK(s.players[1].hand.size() == 5);
}

TEST_CASE("vt: enacted laws change the rules: Market Charter, Guild Wages, Open Gates, Act of Succession") {
  const Content& c = *content();
  State s = position(kBase);
  s.enacted = {{c.law_index("L1"), 1, 1}, {c.law_index("L3"), 1, 1}, {c.law_index("L5"), 1, 1}, {c.law_index("L6"), 1, 1}};
  s.docket = {c.law_index("L2"), c.law_index("L4")};
  s.law_deck = {};
  // Open Gates: Deploy may target a Bandit tile.
  State t = s;
  act(t, "Ana: deploy a knight to Scarecrow Heath");
  CHECK(t.tiles[static_cast<size_t>(c.tile_index("B1"))].knights[0] == 1);
  // Market Charter: a Refine with X >= 3 yields X + 1.
  t = s;
  act(t, "Ana: refine 3 Ale");
  CHECK(t.players[0].res[static_cast<size_t>(c.resource_index("ale"))] == 4);
  t = s;
  act(t, "Ana: refine 2 Ale");
  CHECK(t.players[0].res[static_cast<size_t>(c.resource_index("ale"))] == 2);
  // Guild Wages: +1 Influence per Assign; Act of Succession: the Coronation gives 20, rent 5.
  t = s;
  t.players[1].grid[0].card = c.sovereign();
  t.sovereign_in_slot = false;
  for (const char* lux : {"feast", "carriage", "regalia"}) t.players[0].res[static_cast<size_t>(c.resource_index(lux))] = 1;
  t.tiles[static_cast<size_t>(c.tile_index("F2"))].knights[0] = 1;
  t.tiles[static_cast<size_t>(c.tile_index("F3"))].knights[0] = 2;
  act(t, "Ana: ask to assign workers to Ben's Coronation Ceremony");
  act(t, "Ben: allow");
  CHECK(t.players[0].prestige == 20);
  CHECK(t.players[0].prestige_from[kFromSovereign] == 20);
  CHECK(t.players[1].prestige == 5);
  CHECK(t.players[0].influence == 2 + 3 + 1);
  CHECK(t.players[0].unemployed == std::array<int, 3>{0, 0, 0});
}

TEST_CASE("vt: an action that would break a clause says so before it is taken, and is still allowed") {
  State s = position(kBase);
  act(s, "Ana: propose a guarantee with Ben");
  act(s, "Ana: add clause NO_DEPLOY: Ana deploys no knight onto Greenwood");
  act(s, "Ana: offer the guarantee");
  act(s, "Ben: sign the guarantee");
  std::string words = Title::describe({0, Verb::kDeploy, content()->tile_index("F2")}, s, *content());
  CHECK(has(words, "breaks guarantee clause G1a"));
  CHECK(has(words, "20 crossed-out Prestige"));
  CHECK_FALSE(has(Title::describe({0, Verb::kDeploy, content()->tile_index("F1")}, s, *content()), "breaks"));
  act(s, "Ana: deploy a knight to Greenwood");
  CHECK(s.players[0].crossed == 20);
  CHECK(s.guarantees[0].clauses[0].status == ClauseStatus::kBroken);
}
