#include "game/vacant_throne/view/action_groups.h"

#include <algorithm>

#include "game/vacant_throne/rules/rules.h"

namespace sb::vt::view {

std::string answer_label(const State& s, const Content& c, const Action& a) {
  std::string text = describe_action(a, s, c, false);
  // "Ana: deploy a knight to Wheatlands": the banner names the seat already.
  if (a.seat >= 0 && a.seat < seat_count(s)) {
    const std::string who = name_of(s, a.seat) + ": ";
    if (text.rfind(who, 0) == 0) text.erase(0, who.size());
  }
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

namespace {

enum Bucket { kAnswer, kDraft, kStandard, kFinish, kFree, kBucketCount };

Bucket bucket_of(Verb v) {
  switch (v) {
    case Verb::kGrant:
    case Verb::kRefuse:
    case Verb::kVote:
    case Verb::kDiscard:
    case Verb::kTradeAccept:
    case Verb::kTradeDecline:
    case Verb::kPactSign:
    case Verb::kPactDecline: return kAnswer;
    case Verb::kTradeInvite:
    case Verb::kTradeItem:
    case Verb::kTradeUndo:
    case Verb::kTradeOffer:
    case Verb::kTradeCancel:
    case Verb::kPactInvite:
    case Verb::kPactClause:
    case Verb::kPactUndo:
    case Verb::kPactOffer:
    case Verb::kPactCancel: return kDraft;
    case Verb::kIdle:
    case Verb::kEndTurn: return kFinish;
    case Verb::kTradeStart:
    case Verb::kPactStart:
    case Verb::kRelease: return kFree;
    default: return kStandard;
  }
}

const char* verb_heading(Verb v) {
  switch (v) {
    case Verb::kAssign: return "Assign a worker cube";
    case Verb::kRefine: return "Refine";
    case Verb::kBuild: return "Build a workplace";
    case Verb::kCard: return "Use a card action";
    case Verb::kDeploy: return "Deploy a knight";
    case Verb::kEnact: return "Enact a law (a vote follows)";
    case Verb::kFlee: return "Flee";
    default: return "Standard actions";
  }
}

}  // namespace

std::vector<ActionGroup> group_actions(const State& s, const Content& c, const std::vector<Action>& legal, int seat) {
  (void)c;
  std::vector<ActionGroup> groups;
  std::vector<size_t> buckets[kBucketCount];
  for (size_t i = 0; i < legal.size(); ++i)
    if (legal[i].seat == seat) buckets[bucket_of(legal[i].verb)].push_back(i);
  const char* answer = "Your answer";
  if (s.stage == Stage::kVote) answer = "Your vote (votes are open: everyone sees it)";
  else if (s.stage == Stage::kPermission) answer = "The request";
  else if (s.stage == Stage::kDiscard) answer = "Discard down to the hand limit";
  if (!buckets[kAnswer].empty()) groups.push_back({answer, false, buckets[kAnswer]});
  if (!buckets[kDraft].empty()) {
    ActionGroup draft{s.talk.kind == NegotiationKind::kTrade ? "Draft the trade" : "Draft the guarantee", false, {}};
    ActionGroup finish{"Offer it, or withdraw", false, {}};
    for (size_t i : buckets[kDraft]) {
      const Verb v = legal[i].verb;
      (v == Verb::kTradeOffer || v == Verb::kTradeCancel || v == Verb::kPactOffer || v == Verb::kPactCancel ? finish : draft).actions.push_back(i);
    }
    if (!finish.actions.empty()) groups.push_back(finish);
    if (!draft.actions.empty()) groups.push_back(draft);
  }
  Verb last = Verb::kVerbCount;
  for (size_t i : buckets[kStandard]) {
    if (legal[i].verb != last) groups.push_back({verb_heading(legal[i].verb), false, {}});
    last = legal[i].verb;
    groups.back().actions.push_back(i);
  }
  if (!buckets[kFinish].empty()) groups.push_back({buckets[kStandard].empty() ? "Your turn" : "Or", false, buckets[kFinish]});
  if (!buckets[kFree].empty()) groups.push_back({"Trade / Guarantee (free actions)", true, buckets[kFree]});
  return groups;
}

std::vector<int> build_kinds(const std::vector<Action>& legal, int seat) {
  std::vector<int> kinds;
  for (const Action& a : legal)
    if (a.seat == seat && a.verb == Verb::kBuild && std::find(kinds.begin(), kinds.end(), a.a) == kinds.end()) kinds.push_back(a.a);
  return kinds;
}

std::vector<BuildCell> build_cells(const std::vector<Action>& legal, int seat, int kind) {
  std::vector<BuildCell> cells;
  for (size_t i = 0; i < legal.size(); ++i)
    if (legal[i].seat == seat && legal[i].verb == Verb::kBuild && legal[i].a == kind) cells.push_back({legal[i].b, i});
  return cells;
}

std::vector<size_t> actions_for_tile(const std::vector<Action>& legal, int seat, int tile) {
  std::vector<size_t> out;
  for (size_t i = 0; i < legal.size(); ++i)
    if (legal[i].seat == seat && (legal[i].verb == Verb::kDeploy || legal[i].verb == Verb::kFlee) && legal[i].a == tile) out.push_back(i);
  return out;
}

Thing thing_of(const State& s, const Action& a) {
  switch (a.verb) {
    case Verb::kDeploy:
    case Verb::kFlee: return {Thing::kTile, -1, a.a};
    case Verb::kAssign: return {Thing::kCell, a.a, a.b};
    case Verb::kBuild: return {Thing::kCell, a.seat, a.b};
    case Verb::kCard: return {Thing::kCell, a.seat, a.a};
    case Verb::kGrant:
    case Verb::kRefuse: return {Thing::kCell, s.permission.owner, s.permission.cell};
    case Verb::kEnact: return {Thing::kLaw, -1, a.a};
    case Verb::kVote: return {Thing::kLaw, -1, s.vote.law};
    case Verb::kDiscard: return {Thing::kHand, a.seat, a.a};
    case Verb::kTradeStart:
    case Verb::kPactStart:
    case Verb::kTradeInvite:
    case Verb::kPactInvite: return {Thing::kSeat, a.a, -1};
    case Verb::kRefine:
    case Verb::kIdle:
    case Verb::kEndTurn: return {Thing::kSeat, a.seat, -1};
    default: return {};
  }
}

std::vector<size_t> offer_for(const State& s, const std::vector<Action>& legal, int seat, const Thing& thing) {
  std::vector<size_t> out;
  if (thing.kind == Thing::kNone) return out;
  for (size_t i = 0; i < legal.size(); ++i)
    if (legal[i].seat == seat && thing_of(s, legal[i]) == thing) out.push_back(i);
  return out;
}

}  // namespace sb::vt::view
