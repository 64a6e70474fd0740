// State and Action YAML (saves, `seasonboard script`, round-trip tests). A State names everything by
// content id and players by name, so a designer can write a position by hand; fields left out take
// their defaults (README.md documents the schema). Actions carry no content: numbers, with ids
// accepted where a field names a tile, law, card or resource.
//
// [SECTION] helpers   [SECTION] actions   [SECTION] state out   [SECTION] state in
#include <algorithm>
#include <cstdio>
#include <functional>

#include "engine/content/core_yaml.h"
#include "game/vacant_throne/rules/rules.h"
#include "game/vacant_throne/rules/title.h"

namespace sb::vt {

using engine::MapReader;
using engine::ReadContext;

namespace {

// [SECTION] helpers

template <size_t N>
int index_in(const std::array<const char*, N>& ids, const std::string& id) {
  for (size_t i = 0; i < N; ++i)
    if (id == ids[i]) return static_cast<int>(i);
  return -1;
}

std::string good_id(const Content& c, int g) {
  if (g < kResources) return c.resources[static_cast<size_t>(g)].id;
  if (g < kFavourGood) return c.factions[static_cast<size_t>(g - kWorkerGood)].id + "_workers";
  return "favours";
}

int good_index(const Content& c, const std::string& id) {
  for (int g = 0; g < kGoods; ++g)
    if (good_id(c, g) == id) return g;
  return -1;
}

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

constexpr std::array<const char*, 2> kSideIds = {"for", "against"};
constexpr std::array<const char*, 3> kItemIds = {"goods", "hand", "built"};

}  // namespace

YAML::Node Title::action_to_yaml(const Action& a) {
  YAML::Node n;
  n["seat"] = a.seat;
  n["do"] = kVerbIds[static_cast<size_t>(a.verb)];
  Slots sl = slots_of(a.verb);
  const int values[6] = {a.a, a.b, a.c, a.d, a.e, a.n};
  for (int i = 0; i < 6; ++i) {
    if (!*sl.names[i]) continue;
    if ((i < 5 && values[i] == -1) || (i == 5 && values[i] == 0)) continue;
    std::string key = sl.names[i];
    if (key == "side" && values[i] >= 0 && values[i] < 2) n[key] = kSideIds[static_cast<size_t>(values[i])];
    else if (key == "item" && values[i] >= 0 && values[i] < 3) n[key] = kItemIds[static_cast<size_t>(values[i])];
    else if (key == "template" && values[i] >= 0 && values[i] < 6) n[key] = kTemplateIds[static_cast<size_t>(values[i])];
    else n[key] = values[i];
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
    if (!*sl.names[i]) continue;
    std::string key = sl.names[i];
    if (!m.has(key)) continue;
    const YAML::Node& v = m.node()[key];
    std::string text = v.IsScalar() ? v.Scalar() : "";
    int by_id = -1;
    if (key == "side") by_id = index_in(kSideIds, text);
    else if (key == "item") by_id = index_in(kItemIds, text);
    else if (key == "template") by_id = index_in(kTemplateIds, text);
    else if (key == "tile") by_id = c.tile_index(text);
    else if (key == "law") by_id = c.law_index(text);
    else if (key == "card") by_id = c.workplace_index(text);
    else if (key == "resource") by_id = c.resource_index(text);
    else if (key == "what") {
      for (int found : {good_index(c, text), c.workplace_index(text), c.tile_index(text), c.law_index(text)})
        if (found >= 0 && by_id < 0) by_id = found;
    }
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

// [SECTION] state out
// Content-indexed things (tiles, laws, cards, resources) are written as numbers, seats as numbers;
// the reader takes ids and names too, so hand-written positions read naturally.

namespace {

YAML::Node ints(const std::vector<int>& v) {
  YAML::Node n(YAML::NodeType::Sequence);
  for (int x : v) n.push_back(x);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}
template <size_t N>
YAML::Node ints(const std::array<int, N>& v) {
  return ints(std::vector<int>(v.begin(), v.end()));
}

YAML::Node clause_to_yaml(const Clause& k) {
  YAML::Node n;
  n["template"] = kTemplateIds[static_cast<size_t>(k.kind)];
  n["obligor"] = k.obligor;
  n["beneficiary"] = k.beneficiary;
  if (k.law >= 0) n["law"] = k.law;
  if (k.side) n["side"] = kSideIds[static_cast<size_t>(k.side)];
  if (k.n) n["n"] = k.n;
  if (k.tile >= 0) n["tile"] = k.tile;
  if (k.cell >= 0) n["cell"] = k.cell;
  if (k.kind == Template::kGive) {
    n["bundle"] = ints(k.bundle);
    n["delivered"] = ints(k.delivered);
  }
  n["status"] = kStatusIds[static_cast<size_t>(k.status)];
  if (k.since) n["since"] = k.since;
  return n;
}

}  // namespace

YAML::Node Title::state_to_yaml(const State& s) {
  YAML::Node n;
  n["rng"] = engine::to_yaml(s.rng);
  n["season"] = s.season;
  n["calendar"]["period"] = s.cursor.period;
  n["calendar"]["phase"] = s.cursor.phase;
  n["calendar"]["in_final"] = s.cursor.in_final;
  n["calendar"]["finished"] = s.cursor.finished;
  n["stage"] = kStageIds[static_cast<size_t>(s.stage)];
  for (const Player& p : s.players) {
    YAML::Node pn;
    pn["name"] = p.name;
    pn["res"] = ints(p.res);
    pn["influence"] = p.influence;
    pn["prestige"] = p.prestige;
    pn["crossed"] = p.crossed;
    pn["unemployed"] = ints(p.unemployed);
    pn["undeployed"] = p.undeployed;
    pn["hand"] = ints(p.hand);
    for (int cell = 0; cell < kGridCells; ++cell) {
      const Cell& at = p.grid[static_cast<size_t>(cell)];
      if (at.card < 0) continue;
      YAML::Node cn;
      cn["cell"] = cell;
      cn["card"] = at.card;
      if (at.user >= 0) cn["user"] = at.user;
      if (at.used) cn["used"] = true;
      pn["grid"].push_back(cn);
    }
    pn["favours"] = p.favours;
    pn["idled"] = p.idled;
    pn["actions"] = p.actions;
    for (int src = 0; src < kSourceCount; ++src) pn["prestige_from"][kSourceIds[static_cast<size_t>(src)]] = p.prestige_from[static_cast<size_t>(src)];
    n["players"].push_back(pn);
  }
  for (int t = 0; t < 2; ++t) {
    YAML::Node tn(YAML::NodeType::Sequence);
    for (int slot = 0; slot < static_cast<int>(s.tracks[static_cast<size_t>(t)].size()); ++slot) {
      int seat = s.tracks[static_cast<size_t>(t)][static_cast<size_t>(slot)];
      if (slot == bandit_slot(s, t)) tn.push_back("bandit");
      else if (seat < 0) tn.push_back("empty");
      else tn.push_back(seat);
    }
    tn.SetStyle(YAML::EmitterStyle::Flow);
    n["tracks"][t == 0 ? "T0" : "T1"] = tn;
  }
  n["current_track"] = s.current_track;
  n["season_order"] = ints(s.season_order);
  n["active"] = s.active;
  n["acted"] = s.acted;
  n["acted_idle"] = s.acted_idle;
  if (!s.refused.empty()) n["refused"] = ints(s.refused);
  n["turns_begun"] = s.turns_begun;
  n["votes_begun"] = s.votes_begun;
  for (const TileState& t : s.tiles) {
    YAML::Node tn;
    tn["knights"] = ints(t.knights);
    tn["bandits"] = t.bandits;
    n["tiles"].push_back(tn);
  }
  n["bandit_supply"] = s.bandit_supply;
  n["supply"] = ints(s.supply);
  n["employed"] = ints(s.employed);
  n["deck"] = ints(s.deck);
  n["discard"] = ints(s.discard);
  n["sovereign_in_slot"] = s.sovereign_in_slot;
  n["law_deck"] = ints(s.law_deck);
  n["docket"] = ints(s.docket);
  n["enacted"] = YAML::Node(YAML::NodeType::Sequence);
  for (const Enacted& e : s.enacted) {
    YAML::Node en;
    en["law"] = e.law;
    en["proposer"] = e.proposer;
    en["season"] = e.season;
    n["enacted"].push_back(en);
  }
  n["guarantees"] = YAML::Node(YAML::NodeType::Sequence);
  for (const Guarantee& g : s.guarantees) {
    YAML::Node gn;
    gn["id"] = g.id;
    gn["season"] = g.season;
    gn["signers"] = ints(g.signers);
    for (const Clause& k : g.clauses) gn["clauses"].push_back(clause_to_yaml(k));
    n["guarantees"].push_back(gn);
  }
  n["next_guarantee"] = s.next_guarantee;
  if (s.talk.kind != NegotiationKind::kNone) {
    YAML::Node tn;
    tn["kind"] = s.talk.kind == NegotiationKind::kTrade ? "trade" : "guarantee";
    tn["proposer"] = s.talk.proposer;
    tn["parties"] = ints(s.talk.parties);
    tn["offered"] = s.talk.offered;
    tn["confirmed"] = ints(s.talk.confirmed);
    for (const Item& it : s.talk.items) {
      YAML::Node in;
      in["giver"] = it.giver;
      in["receiver"] = it.receiver;
      in["item"] = kItemIds[static_cast<size_t>(it.kind)];
      in["what"] = it.what;
      in["n"] = it.n;
      tn["items"].push_back(in);
    }
    for (const Clause& k : s.talk.clauses) tn["clauses"].push_back(clause_to_yaml(k));
    n["negotiation"] = tn;
  }
  if (s.stage == Stage::kVote) {
    YAML::Node vn;
    vn["law"] = s.vote.law;
    vn["proposer"] = s.vote.proposer;
    vn["id"] = s.vote.id;
    vn["voters"] = ints(s.vote.voters);
    vn["index"] = s.vote.index;
    vn["side"] = ints(s.vote.side);
    vn["amount"] = ints(s.vote.amount);
    n["vote"] = vn;
  }
  if (s.stage == Stage::kPermission) {
    n["permission"]["user"] = s.permission.user;
    n["permission"]["owner"] = s.permission.owner;
    n["permission"]["cell"] = s.permission.cell;
  }
  if (s.stage == Stage::kDiscard) n["discarder"] = s.discarder;
  n["ranking"] = ints(s.ranking);
  n["game_over"] = s.game_over;
  return n;
}

// [SECTION] state in

namespace {

struct Reader {
  const Content& c;
  const ReadContext& ctx;
  std::vector<std::string> names;  // players, for seats given by name

  // A number, or an id/name that `find` knows.
  int ref(const YAML::Node& v, const std::string& field, const std::function<int(const std::string&)>& find, int lo, int hi) const {
    if (v.IsScalar()) {
      int found = find(v.Scalar());
      if (found >= 0) return found;
    }
    auto n = engine::read_int(v, field, ctx, lo, hi);
    return n ? static_cast<int>(*n) : lo;
  }
  int seat(const YAML::Node& v, const std::string& field, bool allow_none) const {
    if (allow_none && v.IsScalar() && (v.Scalar() == "none" || v.Scalar() == "-1")) return -1;
    return ref(v, field, [&](const std::string& id) {
      auto it = std::find(names.begin(), names.end(), id);
      return it == names.end() ? -1 : static_cast<int>(it - names.begin());
    }, 0, std::max(0, static_cast<int>(names.size()) - 1));
  }
  int field_seat(MapReader& m, const std::string& key, bool allow_none, int fallback) const {
    YAML::Node v = m.child_or_null(key);
    if (!v.IsDefined() || v.IsNull()) return fallback;
    return seat(v, engine::join_field(m.field(), key), allow_none);
  }
  int field_ref(MapReader& m, const std::string& key, const std::function<int(const std::string&)>& find, int lo, int hi, int fallback) const {
    YAML::Node v = m.child_or_null(key);
    if (!v.IsDefined() || v.IsNull()) return fallback;
    if (lo < 0 && v.IsScalar() && v.Scalar() == "none") return -1;
    return ref(v, engine::join_field(m.field(), key), find, lo, hi);
  }
  // A list of numbers/ids, or a map id -> count over `count` slots named by `id_of`.
  template <size_t N>
  void counts(MapReader& m, const std::string& key, std::array<int, N>& into, const std::function<std::string(int)>& id_of) const {
    YAML::Node v = m.child_or_null(key);
    const std::string field = engine::join_field(m.field(), key);
    if (!v.IsDefined() || v.IsNull()) return;
    if (v.IsSequence()) {
      if (v.size() != N) {
        ctx.error(v, field, "expected " + std::to_string(N) + " numbers");
        return;
      }
      for (size_t i = 0; i < N; ++i) into[i] = static_cast<int>(engine::read_int(v[i], engine::index_field(field, i), ctx, 0, 999).value_or(0));
      return;
    }
    MapReader r(v, field, ctx);
    if (!r.valid()) return;
    for (size_t i = 0; i < N; ++i) into[i] = static_cast<int>(r.integer_or(id_of(static_cast<int>(i)), 0, 999, 0));
    r.finish();
  }
  std::vector<int> list(MapReader& m, const std::string& key, const std::function<int(const std::string&)>& find, int lo, int hi) const {
    std::vector<int> out;
    YAML::Node v = m.child_or_null(key);
    const std::string field = engine::join_field(m.field(), key);
    if (!v.IsDefined() || v.IsNull()) return out;
    auto items = engine::read_sequence(v, field, ctx);
    for (size_t i = 0; i < items.size(); ++i) out.push_back(ref(items[i], engine::index_field(field, i), find, lo, hi));
    return out;
  }
  std::function<int(const std::string&)> card_finder() const { return [this](const std::string& id) { return c.workplace_index(id); }; }
  std::function<int(const std::string&)> law_finder() const { return [this](const std::string& id) { return c.law_index(id); }; }
  std::function<int(const std::string&)> tile_finder() const { return [this](const std::string& id) { return c.tile_index(id); }; }
  std::function<int(const std::string&)> seat_finder() const {
    return [this](const std::string& id) {
      auto it = std::find(names.begin(), names.end(), id);
      return it == names.end() ? -1 : static_cast<int>(it - names.begin());
    };
  }
  int cards() const { return static_cast<int>(c.workplaces.size()) - 1; }
  int laws() const { return static_cast<int>(c.laws.size()) - 1; }
  int tiles() const { return static_cast<int>(c.tiles.size()) - 1; }
  int seats() const { return std::max(0, static_cast<int>(names.size()) - 1); }

  Clause clause(const YAML::Node& node, const std::string& field) const {
    MapReader m(node, field, ctx);
    Clause k;
    if (!m.valid()) return k;
    k.kind = static_cast<Template>(std::max(0, index_in(kTemplateIds, m.one_of("template", std::vector<std::string>(kTemplateIds.begin(), kTemplateIds.end())))));
    k.obligor = field_seat(m, "obligor", false, 0);
    k.beneficiary = field_seat(m, "beneficiary", false, 0);
    k.law = field_ref(m, "law", law_finder(), -1, laws(), -1);
    k.side = index_in(kSideIds, m.one_of_or("side", {"for", "against"}, "for"));
    k.n = static_cast<int>(m.integer_or("n", 0, 999, 0));
    k.tile = field_ref(m, "tile", tile_finder(), -1, tiles(), -1);
    k.cell = static_cast<int>(m.integer_or("cell", -1, kGridCells - 1, -1));
    auto gid = [this](int g) { return good_id(c, g); };
    counts(m, "bundle", k.bundle, gid);
    counts(m, "delivered", k.delivered, gid);
    k.status = static_cast<ClauseStatus>(std::max(0, index_in(kStatusIds, m.one_of_or("status", {"active", "kept", "broken", "released"}, "active"))));
    k.since = static_cast<int>(m.integer_or("since", 0, 1 << 30, 0));
    m.finish();
    return k;
  }
};

}  // namespace

std::optional<State> Title::state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t before = ctx.errors->size();
  MapReader m(node, "state", ctx);
  if (!m.valid()) return std::nullopt;
  State s;
  Reader rd{c, ctx, {}};
  if (m.has("rng")) {
    if (auto rng = engine::rng_from_yaml(m.child("rng"), "state.rng", ctx)) s.rng = *rng;
  } else {
    m.child_or_null("rng");
  }
  s.season = static_cast<int>(m.integer_or("season", 1, 6, 1));
  {
    YAML::Node cal = m.child_or_null("calendar");
    if (cal.IsDefined() && !cal.IsNull()) {
      MapReader cm(cal, "state.calendar", ctx);
      s.cursor.period = static_cast<int>(cm.integer_or("period", 1, 100, s.season));
      YAML::Node ph = cm.child_or_null("phase");
      s.cursor.phase = 0;
      if (ph.IsDefined() && !ph.IsNull()) {
        const auto& phases = c.calendar.seasons.empty() ? std::vector<std::string>{} : c.calendar.seasons.front().phases;
        int found = -1;
        for (size_t i = 0; ph.IsScalar() && i < phases.size(); ++i)
          if (phases[i] == ph.Scalar()) found = static_cast<int>(i);
        s.cursor.phase = found >= 0 ? found : static_cast<int>(engine::read_int(ph, "state.calendar.phase", ctx, 0, 99).value_or(0));
      }
      s.cursor.in_final = cm.boolean_or("in_final", false);
      s.cursor.finished = cm.boolean_or("finished", false);
      cm.finish();
    } else {
      // Player Turns of the given Season.
      s.cursor.period = s.season;
      const auto& phases = c.calendar.seasons.empty() ? std::vector<std::string>{} : c.calendar.seasons.front().phases;
      s.cursor.phase = static_cast<int>(std::find(phases.begin(), phases.end(), "player_turns") - phases.begin());
    }
  }
  s.stage = static_cast<Stage>(std::max(0, index_in(kStageIds, m.one_of_or("stage", {"turn", "permission", "vote", "discard", "over"}, "turn"))));
  auto players = engine::read_sequence(m.child("players"), "state.players", ctx);
  for (size_t i = 0; i < players.size(); ++i) {
    MapReader pm(players[i], engine::index_field("state.players", i), ctx);
    rd.names.push_back(pm.valid() ? pm.string_or("name", "") : "");
  }
  if (players.size() < static_cast<size_t>(kMinSeats) || players.size() > static_cast<size_t>(kMaxSeats)) {
    m.error("players", "Vacant Throne has 3 to 6 players");
    return std::nullopt;
  }
  for (size_t i = 0; i < players.size(); ++i) {
    MapReader pm(players[i], engine::index_field("state.players", i), ctx);
    Player p;
    p.name = pm.string("name");
    rd.counts(pm, "res", p.res, [&](int r) { return c.resources[static_cast<size_t>(r)].id; });
    p.influence = static_cast<int>(pm.integer_or("influence", 0, 999, 0));
    p.prestige = static_cast<int>(pm.integer_or("prestige", -999, 9999, 0));
    p.crossed = static_cast<int>(pm.integer_or("crossed", 0, 9999, 0));
    rd.counts(pm, "unemployed", p.unemployed, [&](int f) { return c.factions[static_cast<size_t>(f)].id; });
    p.undeployed = static_cast<int>(pm.integer_or("undeployed", 0, 99, 0));
    p.hand = rd.list(pm, "hand", rd.card_finder(), -1, rd.cards() - 1);
    std::sort(p.hand.begin(), p.hand.end());
    YAML::Node grid = pm.child_or_null("grid");
    if (grid.IsDefined() && !grid.IsNull()) {
      const std::string gf = pm.field() + ".grid";
      auto cells = engine::read_sequence(grid, gf, ctx);
      for (size_t k = 0; k < cells.size(); ++k) {
        MapReader cm(cells[k], engine::index_field(gf, k), ctx);
        int cell = static_cast<int>(cm.integer("cell", 0, kGridCells - 1, 0));
        Cell at;
        at.card = rd.field_ref(cm, "card", rd.card_finder(), 0, rd.cards(), 0);
        at.user = rd.field_seat(cm, "user", true, -1);
        at.used = cm.boolean_or("used", false);
        if (p.grid[static_cast<size_t>(cell)].card >= 0) cm.error("cell", "cell " + std::to_string(cell) + " is listed twice");
        p.grid[static_cast<size_t>(cell)] = at;
        cm.finish();
      }
    }
    p.favours = static_cast<int>(pm.integer_or("favours", 0, 999, 0));
    p.idled = pm.boolean_or("idled", false);
    p.actions = static_cast<int>(pm.integer_or("actions", 0, 999, 0));
    YAML::Node from = pm.child_or_null("prestige_from");
    if (from.IsDefined() && !from.IsNull()) {
      MapReader fm(from, pm.field() + ".prestige_from", ctx);
      for (int src = 0; src < kSourceCount; ++src)
        p.prestige_from[static_cast<size_t>(src)] = static_cast<int>(fm.integer_or(kSourceIds[static_cast<size_t>(src)], -999, 9999, 0));
      fm.finish();
    }
    pm.finish();
    s.players.push_back(p);
  }
  const int n = static_cast<int>(s.players.size());
  {
    MapReader tm(m.child("tracks"), "state.tracks", ctx);
    for (int t = 0; t < 2 && tm.valid(); ++t) {
      const std::string key = t == 0 ? "T0" : "T1";
      auto slots = engine::read_sequence(tm.child(key), "state.tracks." + key, ctx);
      s.tracks[static_cast<size_t>(t)].assign(static_cast<size_t>(n + 1), -1);
      if (slots.size() != static_cast<size_t>(n + 1)) {
        tm.error(key, "a track has players + 1 slots");
        continue;
      }
      for (int slot = 0; slot <= n; ++slot) {
        const YAML::Node& v = slots[static_cast<size_t>(slot)];
        std::string text = v.IsScalar() ? v.Scalar() : "";
        std::string field = engine::index_field("state.tracks." + key, static_cast<size_t>(slot));
        bool bandit_here = slot == (t == 0 ? 0 : n);
        if (text == "bandit" || text == "empty") {
          if ((text == "bandit") != bandit_here) ctx.error(v, field, bandit_here ? "this is the Bandit slot" : "the Bandit slot is T0's top and T1's bottom");
          continue;
        }
        if (bandit_here) ctx.error(v, field, "the Bandit slot holds no player");
        s.tracks[static_cast<size_t>(t)][static_cast<size_t>(slot)] = rd.seat(v, field, false);
      }
    }
    tm.finish();
  }
  s.current_track = static_cast<int>(m.integer_or("current_track", 0, 1, 0));
  s.season_order = rd.list(m, "season_order", rd.seat_finder(), 0, rd.seats());
  if (!m.has("season_order")) s.season_order = turn_order(s);
  s.active = rd.field_seat(m, "active", true, -1);
  s.acted = m.boolean_or("acted", false);
  s.acted_idle = m.boolean_or("acted_idle", false);
  s.refused = rd.list(m, "refused", [](const std::string&) { return -1; }, 0, kMaxSeats * kGridCells - 1);
  s.turns_begun = static_cast<int>(m.integer_or("turns_begun", 0, 1 << 30, s.active >= 0 ? 1 : 0));
  s.votes_begun = static_cast<int>(m.integer_or("votes_begun", 0, 1 << 30, 0));
  s.tiles.assign(c.tiles.size(), TileState{});
  for (TileState& t : s.tiles) t.knights.assign(static_cast<size_t>(n), 0);
  {
    YAML::Node tiles = m.child("tiles");
    const std::string tf = "state.tiles";
    auto read_tile = [&](const YAML::Node& tn, const std::string& field, size_t index) {
      MapReader t(tn, field, ctx);
      if (!t.valid()) return;
      YAML::Node k = t.child_or_null("knights");
      if (k.IsSequence()) {
        if (k.size() != static_cast<size_t>(n)) ctx.error(k, field + ".knights", "one count per player");
        for (size_t i = 0; i < k.size() && i < static_cast<size_t>(n); ++i)
          s.tiles[index].knights[i] = static_cast<int>(engine::read_int(k[i], engine::index_field(field + ".knights", i), ctx, 0, 99).value_or(0));
      } else if (k.IsMap()) {
        MapReader km(k, field + ".knights", ctx);
        for (int seat = 0; seat < n; ++seat) s.tiles[index].knights[static_cast<size_t>(seat)] = static_cast<int>(km.integer_or(rd.names[static_cast<size_t>(seat)], 0, 99, 0));
        km.finish();
      }
      s.tiles[index].bandits = static_cast<int>(t.integer_or("bandits", 0, 99, 0));
      t.finish();
    };
    if (tiles.IsSequence()) {
      if (tiles.size() != c.tiles.size()) ctx.error(tiles, tf, "one entry per tile (" + std::to_string(c.tiles.size()) + ")");
      for (size_t i = 0; i < tiles.size() && i < c.tiles.size(); ++i) read_tile(tiles[i], engine::index_field(tf, i), i);
    } else if (tiles.IsMap()) {
      MapReader tm(tiles, tf, ctx);
      for (size_t i = 0; i < c.tiles.size(); ++i) {
        YAML::Node tn = tm.child_or_null(c.tiles[i].id);
        if (tn.IsDefined() && !tn.IsNull()) read_tile(tn, tf + "." + c.tiles[i].id, i);
      }
      tm.finish();
    }
  }
  s.bandit_supply = static_cast<int>(m.integer("bandit_supply", 0, 999, 0));
  auto fid = [&](int f) { return c.factions[static_cast<size_t>(f)].id; };
  rd.counts(m, "supply", s.supply, fid);
  rd.counts(m, "employed", s.employed, fid);
  s.deck = rd.list(m, "deck", rd.card_finder(), 0, rd.cards() - 1);
  s.discard = rd.list(m, "discard", rd.card_finder(), 0, rd.cards() - 1);
  s.sovereign_in_slot = m.boolean_or("sovereign_in_slot", true);
  s.law_deck = rd.list(m, "law_deck", rd.law_finder(), 0, rd.laws());
  s.docket = rd.list(m, "docket", rd.law_finder(), 0, rd.laws());
  {
    YAML::Node list = m.child_or_null("enacted");
    if (list.IsDefined() && !list.IsNull())
      for (const YAML::Node& en : engine::read_sequence(list, "state.enacted", ctx)) {
        MapReader em(en, "state.enacted[]", ctx);
        Enacted e;
        e.law = rd.field_ref(em, "law", rd.law_finder(), 0, rd.laws(), 0);
        e.proposer = rd.field_seat(em, "proposer", false, 0);
        e.season = static_cast<int>(em.integer_or("season", 1, 6, 1));
        em.finish();
        s.enacted.push_back(e);
      }
  }
  {
    YAML::Node gs = m.child_or_null("guarantees");
    if (gs.IsDefined() && !gs.IsNull()) {
      auto items = engine::read_sequence(gs, "state.guarantees", ctx);
      for (size_t i = 0; i < items.size(); ++i) {
        std::string gf = engine::index_field("state.guarantees", i);
        MapReader gm(items[i], gf, ctx);
        Guarantee g;
        g.id = static_cast<int>(gm.integer("id", 1, 1 << 30, 1));
        g.season = static_cast<int>(gm.integer_or("season", 1, 6, 1));
        g.signers = rd.list(gm, "signers", rd.seat_finder(), 0, rd.seats());
        auto clauses = engine::read_sequence(gm.child("clauses"), gf + ".clauses", ctx);
        for (size_t k = 0; k < clauses.size(); ++k) g.clauses.push_back(rd.clause(clauses[k], engine::index_field(gf + ".clauses", k)));
        gm.finish();
        s.guarantees.push_back(g);
      }
    }
  }
  s.next_guarantee = static_cast<int>(m.integer_or("next_guarantee", 1, 1 << 30, 1));
  for (const Guarantee& g : s.guarantees) s.next_guarantee = std::max(s.next_guarantee, g.id + 1);
  {
    YAML::Node tn = m.child_or_null("negotiation");
    if (tn.IsDefined() && !tn.IsNull()) {
      MapReader t(tn, "state.negotiation", ctx);
      s.talk.kind = t.one_of("kind", {"trade", "guarantee"}) == "trade" ? NegotiationKind::kTrade : NegotiationKind::kPact;
      s.talk.proposer = rd.field_seat(t, "proposer", false, 0);
      s.talk.parties = rd.list(t, "parties", rd.seat_finder(), 0, rd.seats());
      s.talk.offered = t.boolean_or("offered", false);
      s.talk.confirmed = rd.list(t, "confirmed", rd.seat_finder(), 0, rd.seats());
      YAML::Node items = t.child_or_null("items");
      if (items.IsDefined() && !items.IsNull())
        for (const YAML::Node& inode : engine::read_sequence(items, "state.negotiation.items", ctx)) {
          MapReader im(inode, "state.negotiation.items[]", ctx);
          Item it;
          it.giver = rd.field_seat(im, "giver", false, 0);
          it.receiver = rd.field_seat(im, "receiver", false, 0);
          it.kind = std::max(0, index_in(kItemIds, im.one_of("item", {"goods", "hand", "built"})));
          it.what = static_cast<int>(im.integer("what", -1, 99, 0));
          it.n = static_cast<int>(im.integer_or("n", 1, 99, 1));
          im.finish();
          s.talk.items.push_back(it);
        }
      YAML::Node cl = t.child_or_null("clauses");
      if (cl.IsDefined() && !cl.IsNull()) {
        auto cs = engine::read_sequence(cl, "state.negotiation.clauses", ctx);
        for (size_t k = 0; k < cs.size(); ++k) s.talk.clauses.push_back(rd.clause(cs[k], engine::index_field("state.negotiation.clauses", k)));
      }
      t.finish();
    }
  }
  {
    YAML::Node vn = m.child_or_null("vote");
    if (vn.IsDefined() && !vn.IsNull()) {
      MapReader v(vn, "state.vote", ctx);
      s.vote.law = rd.field_ref(v, "law", rd.law_finder(), 0, rd.laws(), 0);
      s.vote.proposer = rd.field_seat(v, "proposer", false, 0);
      s.vote.id = static_cast<int>(v.integer_or("id", 0, 1 << 30, 0));
      s.vote.voters = rd.list(v, "voters", rd.seat_finder(), 0, rd.seats());
      s.vote.index = static_cast<int>(v.integer_or("index", 0, 6, 0));
      s.vote.side = rd.list(v, "side", [](const std::string& id) { return id == "for" ? 0 : id == "against" ? 1 : -1; }, 0, 1);
      s.vote.amount = rd.list(v, "amount", [](const std::string&) { return -1; }, 0, 999);
      v.finish();
      if (s.vote.voters.empty() || s.vote.side.size() != s.vote.voters.size() || s.vote.amount.size() != s.vote.voters.size() ||
          s.vote.index >= static_cast<int>(s.vote.voters.size()))
        m.error("vote", "a vote lists its voters, one side and amount each, and whose vote is due");
    }
  }
  {
    YAML::Node pn = m.child_or_null("permission");
    if (pn.IsDefined() && !pn.IsNull()) {
      MapReader pm(pn, "state.permission", ctx);
      s.permission.user = rd.field_seat(pm, "user", false, 0);
      s.permission.owner = rd.field_seat(pm, "owner", false, 0);
      s.permission.cell = static_cast<int>(pm.integer("cell", 0, kGridCells - 1, 0));
      pm.finish();
    }
  }
  s.discarder = rd.field_seat(m, "discarder", true, -1);
  s.ranking = rd.list(m, "ranking", rd.seat_finder(), 0, rd.seats());
  s.game_over = m.boolean_or("game_over", false);
  m.finish();
  if (ctx.errors->size() != before) return std::nullopt;
  // Cross-checks a hand-written State needs to be playable.
  std::string why;
  if (s.stage == Stage::kVote && s.vote.voters.empty()) why = "stage vote needs a vote";
  if (s.stage == Stage::kPermission) {
    const Cell& at = s.players[static_cast<size_t>(s.permission.owner)].grid[static_cast<size_t>(s.permission.cell)];
    if (!m.has("permission")) why = "stage permission needs a permission";
    else if (at.card < 0 || !c.workplaces[static_cast<size_t>(at.card)].assignable || at.user >= 0)
      why = "the permission names a workplace nobody can use now";
  }
  for (const Item& it : s.talk.items) {
    int hi = it.kind == kItemGoods ? kGoods - 1 : it.kind == kItemHand ? rd.cards() - 1 : kGridCells - 1;
    if (it.what < (it.kind == kItemHand ? -1 : 0) || it.what > hi) why = "a trade item names nothing";
  }
  if (s.talk.kind != NegotiationKind::kNone && (s.talk.parties.size() < 2 || s.talk.parties.front() != s.talk.proposer))
    why = "a negotiation lists its proposer first among two or more parties";
  const auto& phases = c.calendar.seasons.front().phases;
  if (!s.cursor.in_final && s.cursor.phase >= static_cast<int>(phases.size())) why = "the calendar phase is past the Season's last";
  if (s.cursor.in_final && s.cursor.phase >= static_cast<int>(c.calendar.final_phases.size())) why = "the calendar phase is past the last final phase";
  if (s.stage == Stage::kDiscard && s.discarder < 0) why = "stage discard needs a discarder";
  if (s.stage == Stage::kTurn && !s.game_over && s.active < 0 && !s.cursor.finished &&
      c.calendar.seasons.front().phases[static_cast<size_t>(std::min<int>(s.cursor.phase, static_cast<int>(c.calendar.seasons.front().phases.size()) - 1))] == "player_turns")
    why = "Player Turns need an active player";
  if (s.stage == Stage::kTurn && s.active >= 0 && s.players[static_cast<size_t>(s.active)].idled && !s.acted)
    why = "the active player has Idled";
  if (!why.empty()) {
    m.error("stage", why);
    return std::nullopt;
  }
  return s;
}

}  // namespace sb::vt
