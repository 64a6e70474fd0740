// Every refusal names its rule: a code of its own and words that say which seat, which knight,
// workplace or law, and what is missing (issue 26). One illegal instance of each kind of action.
#include <set>

#include "support.h"

using namespace vtt;

namespace {

// Ana, Ben, Cy on T0 in that order, Ana to act; Ana holds Wheatlands, Cy Deepdelve.
const char* kTable = R"(
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

struct Refused {
  std::string code, message;
};

Refused refused(const State& s, const Action& a) {
  State copy = s;
  auto r = Title::apply(copy, *content(), a);
  REQUIRE_FALSE(r.ok());
  CHECK(copy == s);
  return {r.rejection().code, r.rejection().message};
}

// Checks the code and that the words contain each part.
void expect(const State& s, const Action& a, const std::string& code, std::initializer_list<const char*> parts) {
  Refused r = refused(s, a);
  INFO(kVerbIds[static_cast<size_t>(a.verb)] << ": " << r.code << ": " << r.message);
  CHECK(r.code == code);
  for (const char* part : parts) CHECK(has(r.message, part));
}

Action act_of(int seat, Verb verb, int a = -1, int b = -1, int c = -1, int d = -1, int e = -1, int n = 0) {
  return Action{seat, verb, a, b, c, d, e, n};
}

}  // namespace

TEST_CASE("vt: each Standard Action, Idle and End Turn is refused with its own code and the rule in words") {
  State s = position(kTable);
  const Content& c = *content();
  expect(s, act_of(0, Verb::kAssign, 1, 0), "empty_cell", {"Ben's cell 0 is empty"});
  expect(s, act_of(0, Verb::kRefine, c.resource_index("tools"), -1, -1, -1, -1, 1), "faction_not_controlled",
         {"Ana controls no Woodwardens tile", "Tools"});
  expect(s, act_of(0, Verb::kRefine, c.resource_index("ale"), -1, -1, -1, -1, 5), "missing_inputs", {"needs 5 Grain and 5 Timber", "Ana has 4 and 4"});
  expect(s, act_of(0, Verb::kBuild, c.workplace_index("W09"), 0, -1), "card_not_in_hand", {"Ana holds no Treasury"});
  expect(s, act_of(0, Verb::kBuild, c.sovereign(), 0, -1), "cannot_pay_cost", {"costs 1 Ale, 1 Tools, 1 Steel", "Ana cannot pay"});
  expect(s, act_of(0, Verb::kCard, 5), "no_card_in_cell", {"Ana has no card in cell 5"});
  expect(s, act_of(0, Verb::kDeploy, c.capital()), "not_a_faction_tile", {"Faction tiles only", c.tiles[static_cast<size_t>(c.capital())].name.c_str()});
  expect(s, act_of(0, Verb::kEnact, c.law_index("L2")), "law_not_on_docket", {c.laws[static_cast<size_t>(c.law_index("L2"))].name.c_str(), "not on the Docket"});
  expect(s, act_of(0, Verb::kFlee, c.tile_index("F2")), "no_knight_on_tile", {"Ana has no knight on Greenwood"});
  expect(s, act_of(0, Verb::kFlee, c.capital()), "cannot_flee", {"cannot flee from"});
  expect(s, act_of(1, Verb::kIdle), "not_your_turn", {"Ben cannot take a Standard Action now", "waits for Ana"});
  // The one Standard-Action rule that keeps the old code: scenarios/permission_refused.yaml asserts it.
  expect(s, act_of(0, Verb::kEndTurn), "not_allowed", {"A turn ends only after a Standard Action or Idle", "Ana has taken neither"});
  expect(s, act_of(1, Verb::kEndTurn), "not_your_turn", {"Ben cannot end a turn now", "waits for Ana"});
  act(s, "Ana: deploy a knight to Greenwood");
  expect(s, act_of(0, Verb::kIdle), "action_taken", {"Ana has taken this turn's action", "End Turn"});
}

TEST_CASE("vt: answering, voting and discarding out of turn are refused with their own codes") {
  State s = position(kTable);
  expect(s, act_of(1, Verb::kGrant), "no_request_to_answer", {"Ben cannot answer a permission request now"});
  expect(s, act_of(1, Verb::kRefuse), "no_request_to_answer", {"Ben cannot answer a permission request now"});
  expect(s, act_of(0, Verb::kVote, 0, -1, -1, -1, -1, 1), "not_your_vote", {"Ana cannot vote now"});
  expect(s, act_of(0, Verb::kDiscard, 0), "not_your_discard", {"Ana cannot discard now"});
  act(s, "Ana: propose Market Charter");
  const int voter = Title::prompt(s, *content()).seat;
  const std::string name = s.players[static_cast<size_t>(voter)].name;
  expect(s, act_of(voter, Verb::kVote, 0, -1, -1, -1, -1, 9), "not_enough_influence", {(name + " has 2 Influence, not 9").c_str()});
  expect(s, act_of(voter, Verb::kVote, 1, -1, -1, -1, -1, 0), "empty_vote_against", {"side FOR with 0"});
  expect(s, act_of(voter, Verb::kVote, 3, -1, -1, -1, -1, 1), "no_such_side", {"FOR or AGAINST"});
}

TEST_CASE("vt: each trade, guarantee and release action is refused with its own code and the rule in words") {
  State s = position(kTable);
  expect(s, act_of(0, Verb::kTradeStart, 0), "no_other_party", {"another player", "Ana named themself"});
  expect(s, act_of(0, Verb::kPactStart, 7), "no_other_party", {"seat 7"});
  expect(s, act_of(0, Verb::kTradeInvite, 2), "no_negotiation", {"No trade or guarantee"});
  expect(s, act_of(0, Verb::kRelease, 0, 0), "no_such_clause", {"no clause 0 in guarantee 0"});
  act(s, "Ana: propose a trade with Ben");
  expect(s, act_of(2, Verb::kPactStart, 0), "negotiation_open", {"A trade proposed by Ana is open"});
  expect(s, act_of(0, Verb::kTradeInvite, 1), "already_party", {"Ben is already a party"});
  expect(s, act_of(0, Verb::kTradeItem, 0, 2, kItemGoods, 0), "not_between_parties", {"from one party to another"});
  expect(s, act_of(0, Verb::kTradeItem, 0, 1, kItemBuilt, 3), "no_card_in_cell", {"Ana has no workplace in cell 3"});
  expect(s, act_of(0, Verb::kTradeUndo), "nothing_to_undo", {"lists nothing yet"});
  expect(s, act_of(0, Verb::kTradeOffer), "nothing_offered", {"lists nothing yet"});
  expect(s, act_of(1, Verb::kTradeAccept), "not_offered", {"Ana has not offered the trade"});
  expect(s, act_of(1, Verb::kTradeDecline), "not_offered", {"Ana has not offered the trade"});
  expect(s, act_of(1, Verb::kTradeCancel), "not_proposer", {"Only Ana drafts this trade", "Ben does not"});
  expect(s, act_of(0, Verb::kPactClause, 0, 1, 0, 0), "wrong_negotiation", {"is a trade"});
  act(s, "Ana: withdraw the trade");
  act(s, "Ben: propose a guarantee with Cy");
  expect(s, act_of(1, Verb::kPactInvite, 9), "no_such_seat", {"no seat 9"});
  expect(s, act_of(1, Verb::kPactClause, 1, 2, 99), "no_such_template", {"no clause template 99"});
  expect(s, act_of(1, Verb::kPactUndo), "nothing_to_undo", {"no clause yet"});
  expect(s, act_of(1, Verb::kPactOffer), "nothing_offered", {"no clause yet"});
  expect(s, act_of(2, Verb::kPactSign), "not_offered", {"Ben has not offered the guarantee"});
  expect(s, act_of(2, Verb::kPactDecline), "not_offered", {"Ben has not offered the guarantee"});
  expect(s, act_of(2, Verb::kPactCancel), "not_proposer", {"Only Ben drafts this guarantee", "Cy does not"});
  expect(s, act_of(1, Verb::kTradeItem, 1, 2, kItemGoods, 0), "wrong_negotiation", {"is a guarantee"});
}

TEST_CASE("vt: no refusal goes without a code and words; only the two kept paths say not_allowed") {
  // Every candidate of a few positions along a game: each refused one has a code and a message.
  State s = fresh(4, 3);
  const Content& c = *content();
  sb::engine::Rng rng(5);
  std::set<std::string> not_allowed_words;
  for (int step = 0; step < 400 && !s.game_over; ++step) {
    for (const Action& a : candidates(s, c)) {
      Refusal why = refusal(s, c, a);
      if (allowed(why)) continue;
      CHECK_FALSE(why.code.empty());
      CHECK_FALSE(why.message.empty());
      if (why.code == "not_allowed") not_allowed_words.insert(why.message);
    }
    Action a = Title::bot_action(s, c, "random", rng);
    REQUIRE(Title::apply(s, c, a).ok());
  }
  for (const std::string& words : not_allowed_words)
    CHECK_MESSAGE((has(words, "A turn ends only after") || has(words, "the proposer must spend at least 1 Influence")), words);
}
