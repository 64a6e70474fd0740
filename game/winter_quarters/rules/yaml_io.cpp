// State and Action YAML (saves, `seasonboard script`, round-trip tests). Everything is named by its
// content id, so a designer can write a position by hand (README.md documents the schema).
#include <algorithm>

#include "engine/content/core_yaml.h"
#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/rules/title.h"

namespace sb::wq {

using engine::MapReader;
using engine::ReadContext;

namespace {

const char* kSupportIds[] = {"active_opposition", "passive_opposition", "neutral", "passive_support", "active_support"};
const char* kProcIds[] = {"none", "offer", "operation", "event", "end_card", "phase"};

std::string faction_or_none(int f) { return f >= 0 && f < kFactionCount ? kFactionIds[static_cast<size_t>(f)] : "none"; }

YAML::Node counts_to_yaml(const std::array<int, kPieceCount>& counts) {
  YAML::Node n(YAML::NodeType::Map);
  for (int p = 0; p < kPieceCount; ++p)
    if (counts[static_cast<size_t>(p)] != 0) n[kPieceIds[static_cast<size_t>(p)]] = counts[static_cast<size_t>(p)];
  return n;
}

void counts_from(MapReader& m, std::array<int, kPieceCount>& into, bool map_slots) {
  for (int p = 0; p < kPieceCount; ++p)
    if (map_slots || !is_active_slot(p))
      into[static_cast<size_t>(p)] = static_cast<int>(m.integer_or(kPieceIds[static_cast<size_t>(p)], 0, 99, 0));
}

int index_of(const std::vector<std::string>& list, const std::string& value) {
  auto it = std::find(list.begin(), list.end(), value);
  return it == list.end() ? -1 : static_cast<int>(it - list.begin());
}

std::vector<std::string> faction_words(bool with_none) {
  std::vector<std::string> out(kFactionIds.begin(), kFactionIds.end());
  if (with_none) out.push_back("none");
  return out;
}

int card_ref(MapReader& m, const std::string& key, const Content& c, bool allow_none) {
  std::string id = m.string_or(key, "none");
  if (allow_none && id == "none") return -1;
  int i = c.card_index(id);
  if (i < 0) m.error(key, "unknown card '" + id + "'");
  return i;
}

}  // namespace

YAML::Node Title::action_to_yaml(const Action& a) {
  YAML::Node n;
  n["faction"] = kFactionIds[static_cast<size_t>(a.faction)];
  n["do"] = kVerbIds[static_cast<size_t>(a.verb)];
  // Space ids need the content; actions carry the index as `at` only when no content is at hand.
  if (a.space >= 0) n["space"] = a.space;
  if (a.piece >= 0) n["piece"] = kPieceIds[static_cast<size_t>(a.piece)];
  if (a.n != 0) n["n"] = a.n;
  return n;
}

std::optional<Action> Title::action_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t before = ctx.errors->size();
  MapReader m(node, "action", ctx);
  if (!m.valid()) return std::nullopt;
  Action a;
  a.faction = index_of(faction_words(false), m.one_of("faction", faction_words(false)));
  std::vector<std::string> verbs(kVerbIds.begin(), kVerbIds.end());
  a.verb = static_cast<Verb>(std::max(0, index_of(verbs, m.one_of("do", verbs))));
  if (m.has("space")) {
    const YAML::Node& v = m.node()["space"];
    std::string id = v.IsScalar() ? v.Scalar() : "";
    int by_id = c.space_index(id);
    if (by_id >= 0) {
      a.space = by_id;
      m.string("space");
    } else {
      a.space = static_cast<int>(m.integer("space", 0, c.space_count() - 1));
    }
  }
  if (m.has("piece")) {
    std::vector<std::string> pieces(kPieceIds.begin(), kPieceIds.end());
    a.piece = index_of(pieces, m.one_of("piece", pieces));
  }
  a.n = static_cast<int>(m.integer_or("n", 0, 99, 0));
  m.finish();
  if (ctx.errors->size() != before) return std::nullopt;
  return a;
}

uint64_t Title::state_hash(const State& s) { return engine::hash_yaml(state_to_yaml(s)); }

YAML::Node Title::state_to_yaml(const State& s) {
  YAML::Node n;
  n["rng"] = engine::to_yaml(s.rng);
  n["calendar"]["round"] = s.cursor.period;
  n["calendar"]["season"] = s.cursor.season;
  n["calendar"]["phase"] = s.cursor.phase;
  n["calendar"]["phase_done"] = s.phase_done;
  n["calendar"]["finished"] = s.cursor.finished;
  for (const SeatInfo& seat : s.seats) {
    YAML::Node sn;
    sn["name"] = seat.name;
    for (int f : seat.factions) sn["factions"].push_back(kFactionIds[static_cast<size_t>(f)]);
    n["seats"].push_back(sn);
  }
  for (int f = 0; f < kFactionCount; ++f) {
    const FactionState& fs = s.factions[static_cast<size_t>(f)];
    YAML::Node fn;
    fn["resources"] = fs.resources;
    fn["eligible"] = fs.eligible;
    fn["leader"] = fs.leader_line;
    fn["leader_at"] = fs.leader_at;
    n["factions"][kFactionIds[static_cast<size_t>(f)]] = fn;
  }
  for (size_t i = 0; i < s.spaces.size(); ++i) {
    const SpaceState& sp = s.spaces[i];
    YAML::Node sn = counts_to_yaml(sp.pieces);
    if (sp.support != 0) sn["support"] = kSupportIds[sp.support + 2];
    if (sp.raid) sn["raid"] = true;
    if (sp.propaganda) sn["propaganda"] = true;
    if (sp.blockade) sn["blockade"] = true;
    if (sp.shifts) sn["shifts"] = sp.shifts;
    n["spaces"].push_back(sn);
  }
  n["squadrons_wi"] = s.squadrons_wi;
  n["available"] = counts_to_yaml(s.available);
  n["casualties"] = counts_to_yaml(s.casualties);
  n["unavailable"] = counts_to_yaml(s.unavailable);
  n["toa"] = s.toa;
  n["fni"] = s.fni;
  n["releases"] = s.releases;
  n["cards"]["draw"] = engine::int_list_to_yaml(s.draw);
  n["cards"]["current"] = s.current;
  n["cards"]["on_deck"] = s.on_deck;
  n["cards"]["played"] = engine::int_list_to_yaml(s.played);
  n["cards"]["wq_rounds"] = s.wq_rounds;
  n["cards"]["card_turns"] = s.cards_played;
  n["turn"]["offer"] = s.offer;
  n["turn"]["first_actor"] = faction_or_none(s.first_actor);
  n["turn"]["second_actor"] = faction_or_none(s.second_actor);
  n["turn"]["first_took_event"] = s.first_took_event;
  if (s.op.faction >= 0) {
    n["operation"]["faction"] = kFactionIds[static_cast<size_t>(s.op.faction)];
    n["operation"]["kind"] = kOpIds[static_cast<size_t>(s.op.kind)];
    n["operation"]["limited"] = s.op.limited;
    n["operation"]["spaces"] = engine::int_list_to_yaml(s.op.spaces);
  }
  if (s.proc.kind != Proc::kNone) {
    n["step"]["kind"] = kProcIds[static_cast<int>(s.proc.kind)];
    n["step"]["faction"] = faction_or_none(s.proc.faction);
    n["step"]["arg"] = s.proc.arg;
    YAML::Node answers(YAML::NodeType::Sequence);
    for (const Action& a : s.proc.answers) answers.push_back(action_to_yaml(a));
    n["step"]["answers"] = answers;
  }
  if (s.game_over) {
    for (int f : s.ranking) n["result"]["ranking"].push_back(kFactionIds[static_cast<size_t>(f)]);
    for (int f = 0; f < kFactionCount; ++f) n["result"]["margins"][kFactionIds[static_cast<size_t>(f)]] = s.margin[static_cast<size_t>(f)];
    n["result"]["victory_check"] = s.victory_met;
  }
  return n;
}

std::optional<State> Title::state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t before = ctx.errors->size();
  MapReader m(node, "state", ctx);
  if (!m.valid()) return std::nullopt;
  State s;
  if (auto rng = engine::rng_from_yaml(m.child("rng"), "state.rng", ctx)) s.rng = *rng;
  // The calendar: a phase named by id (hand-written positions) or by index (saves).
  MapReader cal(m.child("calendar"), "state.calendar", ctx);
  if (cal.valid()) {
    s.cursor.period = static_cast<int>(cal.integer("round", 1, c.calendar.periods, 1));
    if (cal.has("phase") && cal.node()["phase"].IsScalar() && index_of(phase_ids(), cal.node()["phase"].Scalar()) >= 0) {
      std::string id = cal.string("phase");
      bool found = false;
      for (size_t si = 0; si < c.calendar.seasons.size() && !found; ++si)
        for (size_t pi = 0; pi < c.calendar.seasons[si].phases.size() && !found; ++pi)
          if (c.calendar.seasons[si].phases[pi] == id) {
            s.cursor.season = static_cast<int>(si);
            s.cursor.phase = static_cast<int>(pi);
            found = true;
          }
      if (!found) cal.error("phase", "calendar.yaml does not run the phase '" + id + "'");
      cal.integer_or("season", 0, 99, 0);
    } else {
      s.cursor.season = static_cast<int>(cal.integer("season", 0, static_cast<int64_t>(c.calendar.seasons.size()) - 1));
      int64_t phases = static_cast<int64_t>(c.calendar.seasons[static_cast<size_t>(s.cursor.season)].phases.size());
      s.cursor.phase = static_cast<int>(cal.integer("phase", 0, phases - 1));
    }
    s.phase_done = cal.boolean_or("phase_done", false);
    s.cursor.finished = cal.boolean_or("finished", false);
    cal.finish();
  }
  // Seats: as in setup YAML.
  auto setup = setup_from_yaml([&] {
    YAML::Node wrap;
    wrap["seats"] = m.child("seats");
    return wrap;
  }(), c, ctx);
  if (setup) s.seats = setup->seats;
  MapReader factions(m.child("factions"), "state.factions", ctx);
  for (int f = 0; f < kFactionCount; ++f) {
    std::string id = kFactionIds[static_cast<size_t>(f)];
    MapReader fm(factions.child(id), "state.factions." + id, ctx);
    if (!fm.valid()) continue;
    FactionState& fs = s.factions[static_cast<size_t>(f)];
    fs.resources = static_cast<int>(fm.integer("resources", 0, c.resource_cap));
    fs.eligible = fm.boolean_or("eligible", true);
    fs.leader_line = static_cast<int>(fm.integer_or("leader", 0, static_cast<int64_t>(c.leaders[static_cast<size_t>(f)].size()) - 1, 0));
    const YAML::Node& at = fm.node()["leader_at"];
    if (at.IsScalar() && (at.Scalar() == "available" || c.space_index(at.Scalar()) >= 0)) {
      fs.leader_at = at.Scalar() == "available" ? -1 : c.space_index(at.Scalar());
      fm.string("leader_at");
    } else {
      fs.leader_at = static_cast<int>(fm.integer_or("leader_at", -1, c.space_count() - 1, -1));
    }
    fm.finish();
  }
  factions.finish();
  // Spaces: a list in map order (saves), or a map by id (hand-written; spaces left out are empty).
  s.spaces.assign(static_cast<size_t>(c.space_count()), SpaceState{});
  YAML::Node spaces = m.child("spaces");
  auto read_space = [&](const YAML::Node& sn, int i, const std::string& field) {
    MapReader sm(sn, field, ctx);
    if (!sm.valid()) return;
    SpaceState& sp = s.spaces[static_cast<size_t>(i)];
    counts_from(sm, sp.pieces, true);
    std::vector<std::string> levels(std::begin(kSupportIds), std::end(kSupportIds));
    sp.support = index_of(levels, sm.one_of_or("support", {"active_opposition", "passive_opposition", "neutral", "passive_support", "active_support"}, "neutral")) - 2;
    sp.raid = sm.boolean_or("raid", false);
    sp.propaganda = sm.boolean_or("propaganda", false);
    sp.blockade = sm.boolean_or("blockade", false);
    sp.shifts = static_cast<int>(sm.integer_or("shifts", 0, 2, 0));
    sm.finish();
    bool map = is_map_space(c, i);
    for (int p = 0; p < kPieceCount; ++p)
      if (sp.pieces[static_cast<size_t>(p)] > 0 && !map && p != kRegular && p != kFrenchRegular)
        sm.error(kPieceIds[static_cast<size_t>(p)], "only Regulars stand in the West Indies");
    if (sp.support != 0 && (!map || c.spaces[static_cast<size_t>(i)].pop == 0)) sm.error("support", "a population-0 space stays Neutral");
    if (sp.blockade && (!map || c.spaces[static_cast<size_t>(i)].type != kCity)) sm.error("blockade", "a Blockade goes on a City");
    if (map && (bases_in(s, i) > 2 || sp.pieces[kBritishFort] > 1 || sp.pieces[kPatriotFort] > 1))
      sm.error("", "at most 2 bases and 1 Fort per faction in a space");
    if (map && sp.pieces[kVillage] > 0 && c.spaces[static_cast<size_t>(i)].type != kReserve && c.spaces[static_cast<size_t>(i)].type != kProvince)
      sm.error("village", "Villages stand only in Provinces and Indian Reserves");
  };
  if (spaces.IsSequence()) {
    if (static_cast<int>(spaces.size()) != c.space_count()) ctx.error(spaces, "state.spaces", "expected one entry per space and the West Indies");
    else
      for (size_t i = 0; i < spaces.size(); ++i) read_space(spaces[i], static_cast<int>(i), engine::index_field("state.spaces", i));
  } else if (spaces.IsMap()) {
    for (auto it = spaces.begin(); it != spaces.end(); ++it) {
      std::string id = it->first.as<std::string>("");
      int i = c.space_index(id);
      if (i < 0) ctx.error_at(it->first.Mark(), "state.spaces." + id, "unknown space '" + id + "'");
      else read_space(it->second, i, "state.spaces." + id);
    }
  } else if (spaces.IsDefined()) {
    ctx.error(spaces, "state.spaces", "expected a list or a map of spaces");
  }
  s.squadrons_wi = static_cast<int>(m.integer("squadrons_wi", 0, c.squadrons));
  MapReader cas(m.child_or_null("casualties"), "state.casualties", ctx);
  if (cas.valid()) { counts_from(cas, s.casualties, false); cas.finish(); }
  MapReader un(m.child_or_null("unavailable"), "state.unavailable", ctx);
  if (un.valid()) { counts_from(un, s.unavailable, false); un.finish(); }
  // Available: what is given; a piece type left out holds the rest of its limit.
  MapReader av(m.child_or_null("available"), "state.available", ctx);
  for (int p = 0; p < kPieceCount; ++p) {
    if (is_active_slot(p)) continue;
    int used = pieces_not_available(s, p);
    int limit = c.pieces[static_cast<size_t>(p)].limit;
    std::string id = kPieceIds[static_cast<size_t>(p)];
    bool given = av.valid() && av.has(id);
    s.available[static_cast<size_t>(p)] = given ? static_cast<int>(av.integer(id, 0, 99)) : limit - used;
    if (used + s.available[static_cast<size_t>(p)] != limit)
      m.error(given ? "available" : "spaces", "the position holds " + std::to_string(used + s.available[static_cast<size_t>(p)]) + " " +
                                                  c.pieces[static_cast<size_t>(p)].plural + "; the game has " + std::to_string(limit));
  }
  if (av.valid()) av.finish();
  s.toa = m.boolean_or("toa", false);
  s.fni = static_cast<int>(m.integer_or("fni", 0, 3, 0));
  int blockades = 0;
  for (const SpaceState& sp : s.spaces) blockades += sp.blockade ? 1 : 0;
  if (blockades != s.fni || blockades + s.squadrons_wi != c.squadrons)
    m.error("fni", "FNI equals the Blockades on the map, and Blockades plus Squadrons in the West Indies are " + std::to_string(c.squadrons));
  s.releases = static_cast<int>(m.integer_or("releases", 0, static_cast<int64_t>(c.scenario.release.size()), 0));
  int last_card = static_cast<int>(c.cards.size()) - 1;
  MapReader cards(m.child("cards"), "state.cards", ctx);
  if (cards.valid()) {
    auto card_list = [&](const std::string& key) {
      std::vector<int> out;
      const YAML::Node& list = cards.node()[key];
      if (!list.IsDefined()) return out;
      for (const std::string& id : cards.string_list_or(key)) {
        int i = c.card_index(id);
        if (i >= 0) out.push_back(i);
      }
      if (out.size() == list.size()) return out;
      out.clear();
      if (auto ints = engine::int_list_from_yaml(list, "state.cards." + key, ctx, 0, last_card)) out = *ints;
      return out;
    };
    s.draw = card_list("draw");
    s.played = card_list("played");
    for (const char* key : {"current", "on_deck"}) {
      // A missing key gives yaml-cpp's invalid node, which throws when asked anything.
      const YAML::Node v = cards.has(key) ? YAML::Node(cards.node()[key]) : YAML::Node();
      int& into = std::string(key) == "current" ? s.current : s.on_deck;
      if (v.IsScalar() && (c.card_index(v.Scalar()) >= 0 || v.Scalar() == "none")) into = card_ref(cards, key, c, true);
      else into = static_cast<int>(cards.integer_or(key, -1, last_card, -1));
    }
    s.wq_rounds = static_cast<int>(cards.integer_or("wq_rounds", 0, 2, 0));
    s.cards_played = static_cast<int>(cards.integer_or("card_turns", 0, 99, 0));
    cards.finish();
    std::vector<int> all = s.draw;
    all.insert(all.end(), s.played.begin(), s.played.end());
    if (s.current >= 0) all.push_back(s.current);
    if (s.on_deck >= 0) all.push_back(s.on_deck);
    std::sort(all.begin(), all.end());
    if (std::adjacent_find(all.begin(), all.end()) != all.end()) m.error("cards", "a card is in two places");
  }
  MapReader turn(m.child_or_null("turn"), "state.turn", ctx);
  if (turn.valid()) {
    s.offer = static_cast<int>(turn.integer_or("offer", 0, kFactionCount, 0));
    s.first_actor = index_of(faction_words(true), turn.one_of_or("first_actor", {"british", "patriots", "french", "indians", "none"}, "none"));
    s.second_actor = index_of(faction_words(true), turn.one_of_or("second_actor", {"british", "patriots", "french", "indians", "none"}, "none"));
    if (s.first_actor == kFactionCount) s.first_actor = -1;
    if (s.second_actor == kFactionCount) s.second_actor = -1;
    s.first_took_event = turn.boolean_or("first_took_event", false);
    turn.finish();
  }
  MapReader op(m.child_or_null("operation"), "state.operation", ctx);
  if (op.valid()) {
    s.op.faction = index_of(faction_words(false), op.one_of("faction", faction_words(false)));
    s.op.kind = static_cast<OpKind>(std::max(0, index_of({kOpIds.begin(), kOpIds.end()}, op.one_of("kind", {"muster", "march", "battle"}))));
    s.op.limited = op.boolean_or("limited", false);
    for (int64_t v : op.integer_list_or("spaces", 0, c.space_count() - 1)) s.op.spaces.push_back(static_cast<int>(v));
    op.finish();
  }
  MapReader step(m.child_or_null("step"), "state.step", ctx);
  if (step.valid()) {
    std::vector<std::string> kinds(std::begin(kProcIds), std::end(kProcIds));
    s.proc.kind = static_cast<Proc>(std::max(0, index_of(kinds, step.one_of("kind", kinds))));
    s.proc.faction = index_of(faction_words(true), step.one_of_or("faction", {"british", "patriots", "french", "indians", "none"}, "none"));
    if (s.proc.faction == kFactionCount) s.proc.faction = -1;
    s.proc.arg = static_cast<int>(step.integer_or("arg", -1, 99, -1));
    auto answers = engine::read_sequence(step.child_or_null("answers"), "state.step.answers", ctx);
    for (const YAML::Node& a : answers)
      if (auto act = action_from_yaml(a, c, ctx)) s.proc.answers.push_back(*act);
    step.finish();
    if (s.proc.kind == Proc::kPhase) {
      const std::string& id = c.calendar.seasons[static_cast<size_t>(s.cursor.season)].phases[static_cast<size_t>(s.cursor.phase)];
      s.proc.arg = index_of(phase_ids(), id);
    }
    if ((s.proc.kind == Proc::kOffer || s.proc.kind == Proc::kOpStep) && s.proc.faction < 0) step.error("faction", "this step needs a faction");
    if (s.proc.kind == Proc::kOpStep && s.op.faction < 0) step.error("kind", "an operation step needs an operation under way");
  }
  MapReader result(m.child_or_null("result"), "state.result", ctx);
  if (result.valid()) {
    s.game_over = true;
    for (const std::string& id : result.string_list("ranking")) {
      int f = index_of(faction_words(false), id);
      if (f < 0) result.error("ranking", "'" + id + "' is not a faction");
      else s.ranking.push_back(f);
    }
    MapReader margins(result.child("margins"), "state.result.margins", ctx);
    for (int f = 0; f < kFactionCount; ++f) s.margin[static_cast<size_t>(f)] = static_cast<int>(margins.integer(kFactionIds[static_cast<size_t>(f)], -999, 999));
    margins.finish();
    s.victory_met = result.boolean_or("victory_check", false);
    result.finish();
  }
  m.finish();
  if (ctx.errors->size() != before) return std::nullopt;
  if (s.current < 0 && !s.game_over) {
    m.error("cards", "a game under way has a Current card");
    return std::nullopt;
  }
  // Replaying the open step rebuilds its question; answers that do not fit are an error here.
  try {
    advance(s, c, nullptr);
  } catch (const AnswerMisfit& misfit) {
    m.error("step", "answer " + std::to_string(misfit.index + 1) + " does not fit its question: " + misfit.question);
    return std::nullopt;
  }
  return s;
}

}  // namespace sb::wq
