// State and Action YAML (saves, `seasonboard script`, round-trip tests). The State's YAML is derived
// from its field lists (state.h); here are the codecs those lists name and what a position written
// by hand leaves to the reader. Actions carry no content: numbers, with ids accepted where a field
// names a tile, law, card or resource.
//
// [SECTION] names   [SECTION] actions   [SECTION] codecs   [SECTION] state
#include <algorithm>

#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"

namespace sb::vt {

using engine::FieldScope;
using engine::MapReader;
using engine::ReadContext;

namespace {

constexpr std::array<const char*, 2> kSideIds = {"for", "against"};
constexpr std::array<const char*, 3> kItemIds = {"goods", "hand", "built"};

}  // namespace

// [SECTION] names

size_t name_count(Names names, const FieldScope& scope) {
  const Content* c = scope.content_as<Content>();
  switch (names) {
    case Names::kSeats: return scope.root_as<State>().players.size();
    case Names::kCards: return c ? c->workplaces.size() : 0;
    case Names::kLaws: return c ? c->laws.size() : 0;
    case Names::kTiles: return c ? c->tiles.size() : 0;
    case Names::kResources: return kResources;
    case Names::kFactions: return kFactions;
    case Names::kGoods: return kGoods;
    case Names::kPhases: return c ? c->calendar.seasons.front().phases.size() : 0;
    case Names::kSources: return kSourceCount;
    case Names::kSides: return kSideIds.size();
    case Names::kItems: return kItemIds.size();
    case Names::kTemplates: return kTemplateIds.size();
  }
  return 0;
}

// The content's names need the content (the readers always have it); the others do not.
std::string name_at(Names names, const FieldScope& scope, size_t i) {
  switch (names) {
    case Names::kSeats: return scope.root_as<State>().players[i].name;
    case Names::kSources: return kSourceIds[i];
    case Names::kSides: return kSideIds[i];
    case Names::kItems: return kItemIds[i];
    case Names::kTemplates: return kTemplateIds[i];
    default: break;
  }
  SB_CHECK(scope.content, "a content name asked for without the content");
  const Content& c = *scope.content_as<Content>();
  switch (names) {
    case Names::kCards: return c.workplaces[i].id;
    case Names::kLaws: return c.laws[i].id;
    case Names::kTiles: return c.tiles[i].id;
    case Names::kResources: return c.resources[i].id;
    case Names::kFactions: return c.factions[i].id;
    case Names::kGoods:
      return i < kResources ? c.resources[i].id : i < kFavourGood ? c.factions[i - kWorkerGood].id + "_workers" : "favours";
    case Names::kPhases: return c.calendar.seasons.front().phases[i];
    default: return "";
  }
}

namespace {

// [SECTION] actions

// The YAML key of each parameter slot (a, b, c, d, e, n) per verb; "" = unused.
struct Slots {
  const char* names[6];
};
Slots slots_of(Verb v) {
  switch (v) {
    case Verb::kAssign: return {{"owner", "cell", "", "", "", ""}};
    case Verb::kRefine: return {{"resource", "", "", "", "", "x"}};
    case Verb::kBuild: return {{"card", "cell", "discard_cell", "", "", ""}};
    case Verb::kCard: return {{"cell", "tile", "", "", "", ""}};
    case Verb::kDeploy:
    case Verb::kFlee: return {{"tile", "", "", "", "", ""}};
    case Verb::kEnact: return {{"law", "", "", "", "", ""}};
    case Verb::kVote: return {{"side", "", "", "", "", "n"}};
    case Verb::kDiscard: return {{"card", "", "", "", "", ""}};
    case Verb::kTradeStart:
    case Verb::kPactStart:
    case Verb::kTradeInvite:
    case Verb::kPactInvite: return {{"with", "", "", "", "", ""}};
    case Verb::kTradeItem: return {{"giver", "receiver", "item", "what", "", ""}};
    case Verb::kPactClause: return {{"obligor", "beneficiary", "template", "what", "side", "n"}};
    case Verb::kRelease: return {{"guarantee", "clause", "", "", "", ""}};
    default: return {{"", "", "", "", "", ""}};
  }
}

// The names a slot's number may be given by (`what`: any good, card, tile or law); a side, an
// item or a template is written as its word.
std::vector<Names> slot_names(const std::string& key) {
  if (key == "side") return {Names::kSides};
  if (key == "item") return {Names::kItems};
  if (key == "template") return {Names::kTemplates};
  if (key == "tile") return {Names::kTiles};
  if (key == "law") return {Names::kLaws};
  if (key == "card") return {Names::kCards};
  if (key == "resource") return {Names::kResources};
  if (key == "what") return {Names::kGoods, Names::kCards, Names::kTiles, Names::kLaws};
  return {};
}
bool worded(const std::string& key) { return key == "side" || key == "item" || key == "template"; }

}  // namespace

YAML::Node Title::action_to_yaml(const Action& a) {
  YAML::Node n;
  n["seat"] = a.seat;
  n["do"] = kVerbIds[static_cast<size_t>(a.verb)];
  Slots sl = slots_of(a.verb);
  const int values[6] = {a.a, a.b, a.c, a.d, a.e, a.n};
  for (int i = 0; i < 6; ++i) {
    if (!*sl.names[i] || (i < 5 && values[i] == -1) || (i == 5 && values[i] == 0)) continue;
    const std::string key = sl.names[i];
    n[key] = worded(key) ? Word{slot_names(key).front()}.write(values[i], FieldScope{}) : YAML::Node(values[i]);
  }
  return n;
}

std::optional<Action> Title::action_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t before = ctx.errors->size();
  MapReader m(node, "action", ctx);
  if (!m.valid()) return std::nullopt;
  Action a;
  a.seat = static_cast<int>(m.integer("seat", 0, kMaxSeats - 1, 0));
  std::vector<std::string> verbs(kVerbIds.begin(), kVerbIds.end());
  std::string verb = m.one_of("do", verbs);
  a.verb = static_cast<Verb>(std::max<long>(0, std::find(verbs.begin(), verbs.end(), verb) - verbs.begin()));
  Slots sl = slots_of(a.verb);
  int* fields[6] = {&a.a, &a.b, &a.c, &a.d, &a.e, &a.n};
  for (int i = 0; i < 6; ++i) {
    const std::string key = sl.names[i];
    if (key.empty() || !m.has(key)) continue;
    const YAML::Node& v = m.node()[key];
    int by_id = -1;
    for (Names names : slot_names(key))
      if (by_id < 0 && v.IsScalar()) by_id = engine::name_index(names, FieldScope{nullptr, &c}, v.Scalar());
    if (by_id >= 0) {
      m.string(key);
      *fields[i] = by_id;
    } else {
      *fields[i] = static_cast<int>(m.integer(key, i == 5 ? 0 : -1, key == "guarantee" ? (1 << 30) : 99, 0));
    }
  }
  m.finish();
  if (ctx.errors->size() != before) return std::nullopt;
  return a;
}

// [SECTION] codecs

YAML::Node ClauseYaml::write(const Clause& k, const FieldScope& scope) const {
  YAML::Node node = engine::value_to_yaml(k, scope);
  if (k.kind != Template::kGive) {
    node.remove("bundle");
    node.remove("delivered");
  }
  return node;
}

bool ClauseYaml::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, Clause& k, const FieldScope& scope) const {
  return engine::value_from_yaml(node, field, ctx, k, scope);
}

namespace {
// One built cell of a grid as saves write it.
struct GridEntry {
  int cell = 0;
  int card = 0;
  int user = -1;
  bool used = false;
};
template <class IO, engine::FieldsOf<GridEntry> S>
constexpr void fields(IO& io, S& e) {
  io("cell", e.cell, engine::range(0, kGridCells - 1));
  io("card", e.card, engine::as(Ref{Names::kCards}), engine::when_absent(e.card));
  io("user", e.user, engine::as(Ref{Names::kSeats, -1}), engine::or_default(-1));
  io("used", e.used, engine::or_default(false));
}
}  // namespace

YAML::Node GridYaml::write(const std::array<Cell, kGridCells>& grid, const FieldScope& scope) const {
  std::vector<GridEntry> built;
  for (int cell = 0; cell < kGridCells; ++cell)
    if (const Cell& at = grid[static_cast<size_t>(cell)]; at.card >= 0) built.push_back({cell, at.card, at.user, at.used});
  return engine::value_to_yaml(built, scope);
}

bool GridYaml::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::array<Cell, kGridCells>& grid,
                    const FieldScope& scope) const {
  std::vector<GridEntry> built;
  if (!engine::value_from_yaml(node, field, ctx, built, scope)) return false;
  bool ok = true;
  for (size_t i = 0; i < built.size(); ++i) {
    Cell& at = grid[static_cast<size_t>(built[i].cell)];
    if (at.card >= 0) {
      ctx.error(node[i]["cell"], engine::index_field(field, i) + ".cell", "cell " + std::to_string(built[i].cell) + " is listed twice");
      ok = false;
    }
    at = {built[i].card, built[i].user, built[i].used};
  }
  return ok;
}

YAML::Node PlayersYaml::write(const std::vector<Player>& players, const FieldScope& scope) const { return engine::value_to_yaml(players, scope); }

bool PlayersYaml::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::vector<Player>& players,
                       const FieldScope& scope) const {
  players.clear();
  for (size_t i = 0; node.IsSequence() && i < node.size(); ++i)
    if (Player& p = players.emplace_back(); node[i].IsMap() && node[i]["name"].IsScalar()) p.name = node[i]["name"].Scalar();
  return engine::value_from_yaml(node, field, ctx, players, scope);
}

std::string tile_key(const FieldScope& scope, size_t tile) { return name_at(Names::kTiles, scope, tile); }

YAML::Node TilesYaml::write(const std::vector<TileState>& tiles, const FieldScope& scope) const { return engine::value_to_yaml(tiles, scope); }

bool TilesYaml::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::vector<TileState>& tiles,
                     const FieldScope& scope) const {
  tiles.assign(name_count(Names::kTiles, scope), TileState{std::vector<int>(scope.root_as<State>().players.size(), 0), 0});
  return engine::value_from_yaml(node, field, ctx, tiles, scope, engine::keyed(tile_key));
}

YAML::Node CalendarYaml::write(const engine::CalendarCursor& cursor, const FieldScope&) const {
  YAML::Node node;
  node["period"] = cursor.period;
  node["phase"] = cursor.phase;
  node["in_final"] = cursor.in_final;
  node["finished"] = cursor.finished;
  return node;
}

bool CalendarYaml::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, engine::CalendarCursor& cursor,
                        const FieldScope& scope) const {
  const size_t before = ctx.errors->size();
  MapReader map(node, field, ctx);
  if (!map.valid()) return false;
  cursor.period = static_cast<int>(map.integer_or("period", 1, 100, scope.root_as<State>().season));
  if (YAML::Node phase = map.child_or_null("phase"); phase.IsDefined() && !phase.IsNull())
    Ref{Names::kPhases, 0, 99}.read(phase, engine::join_field(field, "phase"), ctx, cursor.phase, scope);
  cursor.in_final = map.boolean_or("in_final", false);
  cursor.finished = map.boolean_or("finished", false);
  map.finish();
  return ctx.errors->size() == before;
}

YAML::Node TracksYaml::write(const std::array<std::vector<int>, 2>& tracks, const FieldScope& scope) const {
  YAML::Node node;
  for (int t = 0; t < 2; ++t) {
    YAML::Node slots(YAML::NodeType::Sequence);
    const std::vector<int>& track = tracks[static_cast<size_t>(t)];
    for (int slot = 0; slot < static_cast<int>(track.size()); ++slot) {
      const int seat = track[static_cast<size_t>(slot)];
      if (slot == bandit_slot(scope.root_as<State>(), t)) slots.push_back("bandit");
      else if (seat < 0) slots.push_back("empty");
      else slots.push_back(seat);
    }
    slots.SetStyle(YAML::EmitterStyle::Flow);
    node[t == 0 ? "T0" : "T1"] = slots;
  }
  return node;
}

bool TracksYaml::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, std::array<std::vector<int>, 2>& tracks,
                      const FieldScope& scope) const {
  const size_t before = ctx.errors->size();
  const int n = static_cast<int>(scope.root_as<State>().players.size());
  MapReader map(node, field, ctx);
  for (int t = 0; t < 2 && map.valid(); ++t) {
    const std::string key = t == 0 ? "T0" : "T1", track_field = engine::join_field(field, key);
    auto slots = engine::read_sequence(map.child(key), track_field, ctx);
    tracks[static_cast<size_t>(t)].assign(static_cast<size_t>(n + 1), -1);
    if (slots.size() != static_cast<size_t>(n + 1)) {
      map.error(key, "a track has players + 1 slots");
      continue;
    }
    for (int slot = 0; slot <= n; ++slot) {
      const YAML::Node& v = slots[static_cast<size_t>(slot)];
      const std::string text = v.IsScalar() ? v.Scalar() : "", slot_field = engine::index_field(track_field, static_cast<size_t>(slot));
      const bool bandit_here = slot == (t == 0 ? 0 : n);
      if (text == "bandit" || text == "empty") {
        if ((text == "bandit") != bandit_here) ctx.error(v, slot_field, bandit_here ? "this is the Bandit slot" : "the Bandit slot is T0's top and T1's bottom");
        continue;
      }
      if (bandit_here) ctx.error(v, slot_field, "the Bandit slot holds no player");
      Ref{Names::kSeats}.read(v, slot_field, ctx, tracks[static_cast<size_t>(t)][static_cast<size_t>(slot)], scope);
    }
  }
  map.finish();
  return map.valid() && ctx.errors->size() == before;
}

// [SECTION] state

YAML::Node Title::state_to_yaml(const State& s) { return engine::write_fields(s); }

std::optional<State> Title::state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  if (node.IsMap() && node["players"].IsSequence() && (node["players"].size() < static_cast<size_t>(kMinSeats) || node["players"].size() > static_cast<size_t>(kMaxSeats))) {
    ctx.error(node["players"], "state.players", "Vacant Throne has 3 to 6 players");
    return std::nullopt;
  }
  State s;
  if (!engine::read_fields(node, "state", ctx, s, &c)) return std::nullopt;
  // What a position written by hand leaves out follows from what it gives: with no calendar, the
  // Season's Player Turns; the turn order from the current track; a turn begun when someone is active.
  const auto& phases = c.calendar.seasons.front().phases;
  if (!node["calendar"]) {
    s.cursor.period = s.season;
    s.cursor.phase = static_cast<int>(std::find(phases.begin(), phases.end(), "player_turns") - phases.begin());
  }
  if (!node["season_order"]) s.season_order = turn_order(s);
  if (!node["turns_begun"] && s.active >= 0) s.turns_begun = 1;
  for (const Guarantee& g : s.guarantees) s.next_guarantee = std::max(s.next_guarantee, g.id + 1);
  for (Player& p : s.players) std::sort(p.hand.begin(), p.hand.end());
  // Cross-checks a hand-written State needs to be playable (check() holds them too, among the rest).
  std::string why;
  if (!(s.vote == Vote{}) && (s.vote.voters.empty() || s.vote.side.size() != s.vote.voters.size() ||
                              s.vote.amount.size() != s.vote.voters.size() || s.vote.index >= static_cast<int>(s.vote.voters.size())))
    why = "a vote lists its voters, one side and amount each, and whose vote is due";
  if (s.stage == Stage::kVote && s.vote.voters.empty()) why = "stage vote needs a vote";
  if (s.stage == Stage::kPermission) {
    if (!node["permission"]) why = "stage permission needs a permission";
    else if (const Cell& at = s.players[static_cast<size_t>(s.permission.owner)].grid[static_cast<size_t>(s.permission.cell)];
             at.card < 0 || !c.workplaces[static_cast<size_t>(at.card)].assignable || at.user >= 0)
      why = "the permission names a workplace nobody can use now";
  }
  for (const Item& it : s.talk.items) {
    int hi = it.kind == kItemGoods ? kGoods - 1 : it.kind == kItemHand ? c.sovereign() - 1 : kGridCells - 1;
    if (it.what < (it.kind == kItemHand ? -1 : 0) || it.what > hi) why = "a trade item names nothing";
  }
  if (s.talk.kind != NegotiationKind::kNone && (s.talk.parties.size() < 2 || s.talk.parties.front() != s.talk.proposer))
    why = "a negotiation lists its proposer first among two or more parties";
  if (!s.cursor.in_final && s.cursor.phase >= static_cast<int>(phases.size())) why = "the calendar phase is past the Season's last";
  if (s.cursor.in_final && s.cursor.phase >= static_cast<int>(c.calendar.final_phases.size())) why = "the calendar phase is past the last final phase";
  if (s.stage == Stage::kDiscard && s.discarder < 0) why = "stage discard needs a discarder";
  if (s.stage == Stage::kTurn && !s.game_over && s.active < 0 && !s.cursor.finished &&
      phases[static_cast<size_t>(std::min<int>(s.cursor.phase, static_cast<int>(phases.size()) - 1))] == "player_turns")
    why = "Player Turns need an active player";
  if (s.stage == Stage::kTurn && s.active >= 0 && s.players[static_cast<size_t>(s.active)].idled && !s.acted)
    why = "the active player has Idled";
  if (!why.empty()) {
    MapReader(node, "state", ctx).error("stage", why);
    return std::nullopt;
  }
  return s;
}

}  // namespace sb::vt
