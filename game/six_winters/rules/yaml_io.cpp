// [SECTION] index: id writers/readers · state writer · state reader · actions
#include "game/six_winters/rules/yaml_io.h"

#include <algorithm>

#include "engine/content/core_yaml.h"
#include "game/six_winters/rules/rules.h"

namespace sb::sw {
using engine::index_field;
using engine::join_field;
using engine::MapReader;
using engine::ReadContext;

namespace {

// [SECTION] id writers/readers
enum class Kind { kLocation, kObstacle, kProgress, kCharacter, kEvent };

struct Ids {
  const Content* c;
  YAML::Node id(Kind k, int v) const {
    if (!c || v < 0) return v < 0 ? YAML::Node(YAML::NodeType::Null) : YAML::Node(v);
    switch (k) {
      case Kind::kLocation: return YAML::Node(c->locations.at(v).id);
      case Kind::kObstacle: return YAML::Node(c->obstacles.at(v).id);
      case Kind::kProgress: return YAML::Node(c->progress.at(v).id);
      case Kind::kCharacter: return YAML::Node(c->characters.at(v).id);
      case Kind::kEvent: return YAML::Node(c->events.at(v).id);
    }
    return YAML::Node(v);
  }
  YAML::Node inst(int i) const {
    if (!c) return YAML::Node(i);
    return YAML::Node(c->obstacles.at(card_of(i)).id + "#" + std::to_string(copy_of(i) + 1));
  }
  YAML::Node list(Kind k, const std::vector<int>& v) const {
    YAML::Node n(YAML::NodeType::Sequence);
    for (int x : v) n.push_back(id(k, x));
    n.SetStyle(YAML::EmitterStyle::Flow);
    return n;
  }
  YAML::Node insts(const std::vector<int>& v) const {
    YAML::Node n(YAML::NodeType::Sequence);
    for (int x : v) n.push_back(inst(x));
    n.SetStyle(YAML::EmitterStyle::Flow);
    return n;
  }
  std::string key(Kind k, int v) const { return YAML::Dump(id(k, v)); }
  std::string inst_key(int i) const { return YAML::Dump(inst(i)); }
};

YAML::Node ints(const std::vector<int>& v) {
  YAML::Node n(YAML::NodeType::Sequence);
  for (int x : v) n.push_back(x);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

struct Reader {
  const Content& c;
  const ReadContext& ctx;
  bool ok = true;
  int count(Kind k) const {
    switch (k) {
      case Kind::kLocation: return static_cast<int>(c.locations.size());
      case Kind::kObstacle: return static_cast<int>(c.obstacles.size());
      case Kind::kProgress: return static_cast<int>(c.progress.size());
      case Kind::kCharacter: return static_cast<int>(c.characters.size());
      case Kind::kEvent: return static_cast<int>(c.events.size());
    }
    return 0;
  }
  int lookup(Kind k, const std::string& s) const {
    switch (k) {
      case Kind::kLocation: return c.find_location(s);
      case Kind::kObstacle: return c.find_obstacle(s);
      case Kind::kProgress: return c.find_progress(s);
      case Kind::kCharacter: return c.find_character(s);
      case Kind::kEvent: return c.find_event(s);
    }
    return -1;
  }
  static bool is_int(const std::string& s) {
    return !s.empty() && std::all_of(s.begin() + (s[0] == '-'), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }) &&
           s != "-";
  }
  int id(const YAML::Node& n, const std::string& field, Kind k, bool nullable = false) {
    if (nullable && (!n.IsDefined() || n.IsNull())) return -1;
    auto s = engine::read_string(n, field, ctx);
    if (!s) {
      ok = false;
      return -1;
    }
    int v = is_int(*s) ? std::stoi(*s) : lookup(k, *s);
    if (v < 0 || v >= count(k)) {
      ctx.error(n, field, "unknown id '" + *s + "'");
      ok = false;
      return -1;
    }
    return v;
  }
  int inst(const YAML::Node& n, const std::string& field) {
    auto s = engine::read_string(n, field, ctx);
    if (!s) {
      ok = false;
      return -1;
    }
    if (is_int(*s)) {
      int v = std::stoi(*s);
      if (v < 0 || card_of(v) >= count(Kind::kObstacle)) {
        ctx.error(n, field, "unknown obstacle instance");
        ok = false;
        return -1;
      }
      return v;
    }
    auto hash = s->find('#');
    int card = c.find_obstacle(s->substr(0, hash));
    int copy = hash == std::string::npos ? 1 : (is_int(s->substr(hash + 1)) ? std::stoi(s->substr(hash + 1)) : 0);
    if (card < 0 || copy < 1 || copy > c.obstacles[card].copies) {
      ctx.error(n, field, "unknown obstacle instance '" + *s + "' (expected ob_id#copy)");
      ok = false;
      return -1;
    }
    return instance_of(card, copy - 1);
  }
  std::vector<int> ids(const YAML::Node& n, const std::string& field, Kind k) {
    std::vector<int> out;
    auto items = engine::read_sequence(n, field, ctx);
    for (size_t i = 0; i < items.size(); ++i) out.push_back(id(items[i], index_field(field, i), k));
    return out;
  }
  std::vector<int> insts(const YAML::Node& n, const std::string& field) {
    std::vector<int> out;
    auto items = engine::read_sequence(n, field, ctx);
    for (size_t i = 0; i < items.size(); ++i) out.push_back(inst(items[i], index_field(field, i)));
    return out;
  }
  std::vector<int> values(const YAML::Node& n, const std::string& field, int lo, int hi) {
    auto v = engine::int_list_from_yaml(n, field, ctx, lo, hi);
    if (!v) ok = false;
    return v ? *v : std::vector<int>{};
  }
  int name(MapReader& m, const std::string& key, const std::string* names, int n) {
    std::vector<std::string> allowed(names, names + n);
    std::string v = m.one_of(key, allowed);
    for (int i = 0; i < n; ++i)
      if (names[i] == v) return i;
    ok = false;
    return 0;
  }
  int res_or_null(const YAML::Node& n, const std::string& field) {
    if (!n.IsDefined() || n.IsNull()) return -1;
    auto s = engine::read_string(n, field, ctx);
    int r = s ? resource_index(*s) : -1;
    if (r < 0) {
      ctx.error(n, field, "expected a resource or null");
      ok = false;
    }
    return r;
  }
  Die die(const YAML::Node& n, const std::string& field) {
    Die d;
    MapReader m(n, field, ctx);
    if (!m.valid()) {
      ok = false;
      return d;
    }
    static const std::string kinds[3] = {"action", "resource", "asset"};
    d.kind = m.has("kind") ? name(m, "kind", kinds, 3) : kAssetDie;
    d.resource = res_or_null(m.child_or_null("resource"), join_field(field, "resource"));
    d.value = static_cast<int>(m.integer("value", 1, 6, 1));
    m.finish();
    return d;
  }
};

YAML::Node die_yaml(const Die& d, bool with_kind = true) {
  static const char* kinds[3] = {"action", "resource", "asset"};
  YAML::Node n;
  if (with_kind) n["kind"] = kinds[d.kind];
  n["resource"] = d.resource >= 0 ? YAML::Node(kResourceNames[d.resource]) : YAML::Node(YAML::NodeType::Null);
  n["value"] = d.value;
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

const std::string kStatusNames[3] = {"between_sessions", "in_session", "finished"};
const std::string kDieKinds[3] = {"action", "resource", "asset"};

// [SECTION] players choose
// A value a Choose names: a location or character id, an obstacle instance, a track.
YAML::Node choice_value_yaml(const Ids& I, int what, int value) {
  switch (what) {
    case kValueCharacter: return I.id(Kind::kCharacter, value);
    case kValueObstacle: return I.inst(value);
    case kValueTrack: return YAML::Node(kResourceNames[std::clamp(value, 0, 5)]);
    case kValueCard: return I.id(Kind::kProgress, value);
    case kValuePosition: return YAML::Node(value + 1);  // staging positions are 1 (top) .. 4 in files
    default: return I.id(Kind::kLocation, value);
  }
}

// Writes the one key a Choose names ({location: loc_x}) into `n`.
void choice_into(YAML::Node& n, const Ids& I, const Choose& a) {
  n[kChoiceValueNames[std::clamp(a.what, 0, kChoiceValues - 1)]] = choice_value_yaml(I, a.what, a.value);
}

int read_choice_value(Reader& R, const YAML::Node& n, const std::string& field, int what) {
  switch (what) {
    case kValueCharacter: return R.id(n, field, Kind::kCharacter);
    case kValueObstacle: return R.inst(n, field);
    case kValueTrack: {
      int r = R.res_or_null(n, field);
      if (r < 0) {
        R.ctx.error(n, field, "expected a track");
        R.ok = false;
      }
      return r;
    }
    case kValueCard: return R.id(n, field, Kind::kProgress);
    case kValuePosition: {
      auto v = engine::read_int(n, field, R.ctx, 1, 4);
      if (!v) {
        R.ok = false;
        return 0;
      }
      return static_cast<int>(*v) - 1;
    }
    default: return R.id(n, field, Kind::kLocation);
  }
}

// The Choose in a map that names exactly one of location, character, obstacle or track.
Choose read_choice(Reader& R, MapReader& m) {
  Choose a;
  int found = 0;
  for (int what = 0; what < kChoiceValues; ++what)
    if (m.has(kChoiceValueNames[what])) {
      ++found;
      a.what = what;
    }
  if (found != 1) {
    m.error("", "a choice names exactly one of location, character, obstacle, track, card or position");
    R.ok = false;
    return a;
  }
  const std::string& key = kChoiceValueNames[a.what];
  a.value = read_choice_value(R, m.child(key), join_field(m.field(), key), a.what);
  return a;
}

YAML::Node decision_yaml(const Ids& I, const Decision& d) {
  YAML::Node n;
  int what = decision_value_kind(d.kind);
  n["kind"] = kDecisionKindNames[d.kind];
  YAML::Node options(YAML::NodeType::Sequence);
  for (int o : d.options) options.push_back(choice_value_yaml(I, what, o));
  options.SetStyle(YAML::EmitterStyle::Flow);
  n["options"] = options;
  n["region"] = d.region >= 0 ? YAML::Node(kRegionNames[d.region]) : YAML::Node(YAML::NodeType::Null);
  n["location"] = I.id(Kind::kLocation, d.location);
  n["obstacle"] = d.obstacle >= 0 ? I.inst(d.obstacle) : YAML::Node(YAML::NodeType::Null);
  n["character"] = I.id(Kind::kCharacter, d.character);
  n["seat"] = d.seat;
  n["card"] = I.id(Kind::kProgress, d.card);
  n["position"] = d.position >= 0 ? YAML::Node(d.position + 1) : YAML::Node(YAML::NodeType::Null);
  n["track"] = d.track >= 0 ? YAML::Node(kTrackNames[d.track & 1]) : YAML::Node(YAML::NodeType::Null);
  n["amount"] = d.amount;
  n["shown"] = I.list(Kind::kLocation, d.shown);
  return n;
}

std::optional<Decision> read_decision(Reader& R, const YAML::Node& node, const std::string& field) {
  MapReader m(node, field, R.ctx);
  if (!m.valid()) {
    R.ok = false;
    return std::nullopt;
  }
  Decision d;
  d.kind = R.name(m, "kind", kDecisionKindNames.data(), kDecisionKinds);
  int what = decision_value_kind(d.kind);
  auto items = engine::read_sequence(m.child("options"), join_field(field, "options"), R.ctx);
  for (size_t i = 0; i < items.size(); ++i)
    d.options.push_back(read_choice_value(R, items[i], index_field(join_field(field, "options"), i), what));
  if (d.options.size() < 2) {
    m.error("options", "a question has at least 2 options");
    R.ok = false;
  }
  YAML::Node region = m.child_or_null("region");
  if (region.IsDefined() && !region.IsNull()) {
    auto name = engine::read_string(region, join_field(field, "region"), R.ctx);
    d.region = name ? region_index(*name) : -1;
    if (d.region < 0) {
      R.ctx.error(region, join_field(field, "region"), "expected a region or null");
      R.ok = false;
    }
  }
  d.location = R.id(m.child_or_null("location"), join_field(field, "location"), Kind::kLocation, true);
  YAML::Node ob = m.child_or_null("obstacle");
  if (ob.IsDefined() && !ob.IsNull()) d.obstacle = R.inst(ob, join_field(field, "obstacle"));
  d.character = R.id(m.child_or_null("character"), join_field(field, "character"), Kind::kCharacter, true);
  d.seat = static_cast<int>(m.integer_or("seat", -1, 3, -1));
  d.card = R.id(m.child_or_null("card"), join_field(field, "card"), Kind::kProgress, true);
  YAML::Node position = m.child_or_null("position");
  if (position.IsDefined() && !position.IsNull()) {
    auto v = engine::read_int(position, join_field(field, "position"), R.ctx, 1, 4);
    if (v) d.position = static_cast<int>(*v) - 1;
    else R.ok = false;
  }
  YAML::Node track = m.child_or_null("track");
  if (track.IsDefined() && !track.IsNull()) d.track = R.name(m, "track", kTrackNames.data(), 2);
  d.amount = static_cast<int>(m.integer_or("amount", 0, 99, 0));
  YAML::Node shown = m.child_or_null("shown");
  if (shown.IsDefined() && !shown.IsNull()) d.shown = R.ids(shown, join_field(field, "shown"), Kind::kLocation);
  m.finish();
  return d;
}

}  // namespace

// [SECTION] state writer
YAML::Node state_to_yaml(const State& s, const Content* names) {
  Ids I{names};
  YAML::Node n;
  n["ruleset"] = "six-winters/19.7";
  n["rng"] = engine::to_yaml(s.rng);
  n["difficulty"] = kDifficultyNames[s.difficulty];
  n["player_count"] = s.player_count;
  n["year"] = s.year;
  n["status"] = kStatusNames[s.status];
  YAML::Node opt;
  opt["solo_two_cards"] = s.options.solo_two_cards;
  opt["gain_requires_die"] = s.options.gain_requires_die;
  opt["random_layout"] = s.options.random_layout;
  n["options"] = opt;
  for (int r = 0; r < 6; ++r) {
    YAML::Node t;
    t["progress"] = s.tracks[r].progress;
    t["threat"] = s.tracks[r].threat;
    t.SetStyle(YAML::EmitterStyle::Flow);
    n["tracks"][kResourceNames[r]] = t;
  }
  YAML::Node arrived(YAML::NodeType::Sequence);
  for (int r : s.threat_arrived) arrived.push_back(kResourceNames[r]);
  arrived.SetStyle(YAML::EmitterStyle::Flow);
  n["threat_locations_arrived"] = arrived;
  n["sorcery_overflow"] = s.overflow_target >= 0 && s.overflow_target < 6 ? YAML::Node(kResourceNames[s.overflow_target])
                                                                           : YAML::Node(YAML::NodeType::Null);
  n["pending"] = s.pending ? decision_yaml(I, *s.pending) : YAML::Node(YAML::NodeType::Null);
  YAML::Node answers(YAML::NodeType::Sequence);
  for (const Choose& a : s.answers) {
    YAML::Node one;
    choice_into(one, I, a);
    one.SetStyle(YAML::EmitterStyle::Flow);
    answers.push_back(one);
  }
  n["answers"] = answers;
  n["acting"] = s.acting ? action_to_yaml(*s.acting, names) : YAML::Node(YAML::NodeType::Null);
  for (int st = 0; st < 5; ++st) n["progress"]["stage_pool"][std::to_string(st + 1)] = I.list(Kind::kProgress, s.stage_pool[st]);
  n["progress"]["burned"] = I.list(Kind::kProgress, s.progress_burned);
  n["obstacles"]["locked"] = I.insts(s.obstacles_locked);
  for (int r = 0; r < 3; ++r) {
    const auto& d = s.obstacle_decks[r];
    std::vector<int> top_first(d.draw_pile.rbegin(), d.draw_pile.rend());
    n["obstacles"]["decks"][kRegionNames[r]]["draw"] = I.insts(top_first);
    n["obstacles"]["decks"][kRegionNames[r]]["discard"] = I.insts(d.discard);
    n["obstacles"]["decks"][kRegionNames[r]]["burned"] = I.insts(d.burned);
    n["locations"]["decks"][kRegionNames[r]] = I.list(Kind::kLocation, s.location_decks[r]);
    n["locations"]["board"][kRegionNames[r]] =
        I.list(Kind::kLocation, {s.board[r][0], s.board[r][1], s.board[r][2]});
  }
  n["locations"]["special_locked"] = I.list(Kind::kLocation, s.special_locked);
  YAML::Node attached(YAML::NodeType::Map);
  for (const auto& [loc, list] : s.attached) attached[I.id(Kind::kLocation, loc)] = I.insts(list);
  n["locations"]["attached"] = attached;
  n["locations"]["burned"] = I.list(Kind::kLocation, s.locations_burned);
  for (size_t i = 0; i < s.characters.size(); ++i) {
    const CharacterState& cs = s.characters[i];
    YAML::Node ch;
    static const char* st[3] = {"locked", "unlocked", "burned"};
    ch["status"] = st[cs.status];
    YAML::Node skills;
    for (int k = 0; k < 8; ++k) skills[kSkillNames[k]] = cs.skills[k];
    skills.SetStyle(YAML::EmitterStyle::Flow);
    ch["skills"] = skills;
    for (int t = 0; t < 2; ++t) {
      YAML::Node boxes(YAML::NodeType::Sequence);
      for (bool b : cs.conditions[t]) boxes.push_back(b);
      boxes.SetStyle(YAML::EmitterStyle::Flow);
      ch["conditions"][kTrackNames[t]] = boxes;
    }
    YAML::Node ach(YAML::NodeType::Sequence);
    for (bool b : cs.achievements) ach.push_back(b);
    ach.SetStyle(YAML::EmitterStyle::Flow);
    ch["achievements"] = ach;
    ch["discord_lines"] = cs.discord_lines;
    n["characters"][I.id(Kind::kCharacter, static_cast<int>(i))] = ch;
  }
  if (s.result) {
    n["result"]["tier"] = s.result->tier;
    n["result"]["points"] = s.result->points;
    n["result"]["multiplier"] = s.result->multiplier;
    n["result"]["score"] = s.result->score;
    n["result"]["title"] = s.result->title;
  } else {
    n["result"] = YAML::Node(YAML::NodeType::Null);
  }
  n["knockouts"] = s.knockouts;
  n["cursor"] = engine::to_yaml(s.cursor);
  if (s.status != kInSession) return n;
  const Session& ss = s.session;
  YAML::Node se;
  se["turn"] = ss.turn;
  se["wheel"] = ss.wheel;
  se["event"] = I.id(Kind::kEvent, ss.event);
  se["start_players"] = ss.start_players;
  for (int r = 0; r < 6; ++r) {
    se["pools"][kResourceNames[r]] = ints(ss.pools[r]);
    se["slots"][kResourceNames[r]] = ints(std::vector<int>(ss.slots[r].begin(), ss.slots[r].end()));
  }
  YAML::Node assets(YAML::NodeType::Map);
  for (const auto& [loc, dice] : ss.assets) {
    YAML::Node list(YAML::NodeType::Sequence);
    for (const Die& d : dice) list.push_back(die_yaml(d, false));
    assets[I.id(Kind::kLocation, loc)] = list;
  }
  se["assets"] = assets;
  YAML::Node od(YAML::NodeType::Map);
  for (const auto& [inst, dice] : ss.obstacle_dice) {
    YAML::Node list(YAML::NodeType::Sequence);
    for (const Die& d : dice) list.push_back(die_yaml(d));
    od[I.inst(inst)] = list;
  }
  se["obstacle_dice"] = od;
  std::vector<int> deck_top_first(ss.progress_deck.rbegin(), ss.progress_deck.rend());
  se["progress"]["deck"] = I.list(Kind::kProgress, deck_top_first);
  se["progress"]["discard"] = I.list(Kind::kProgress, ss.progress_discard);
  se["progress"]["staging"] = I.list(Kind::kProgress, std::vector<int>(ss.staging.begin(), ss.staging.end()));
  se["progress"]["completed"] = I.list(Kind::kProgress, ss.completed);
  se["seats"] = YAML::Node(YAML::NodeType::Sequence);
  for (const Seat& seat : ss.seats) {
    YAML::Node y;
    y["characters"] = I.list(Kind::kCharacter, seat.characters);
    y["action_dice"] = ints(seat.action_dice);
    y["card"] = I.id(Kind::kProgress, seat.card);
    y["card_dice"] = YAML::Node(YAML::NodeType::Sequence);
    for (const PlacedDie& d : seat.card_dice) {
      YAML::Node p;
      p["cell"] = d.cell;
      p["resource"] = kResourceNames[d.resource];
      p["value"] = d.value;
      p["parent"] = d.parent;
      p.SetStyle(YAML::EmitterStyle::Flow);
      y["card_dice"].push_back(p);
    }
    y["passed"] = seat.passed;
    se["seats"].push_back(y);
  }
  se["in_play"] = YAML::Node(YAML::NodeType::Sequence);
  for (const InPlay& p : ss.in_play) {
    YAML::Node y;
    y["character"] = I.id(Kind::kCharacter, p.character);
    y["seat"] = p.seat;
    y["card_seat"] = p.card_seat;
    y["location"] = I.id(Kind::kLocation, p.location);
    for (int t = 0; t < 2; ++t) {
      const Stress& st = t == 0 ? p.psyche : p.body;
      y[kTrackNames[t]]["value"] = st.value;
      y[kTrackNames[t]]["box"] = st.box;
      y[kTrackNames[t]].SetStyle(YAML::EmitterStyle::Flow);
    }
    y["knocked_out"] = p.knocked_out;
    YAML::Node ab(YAML::NodeType::Map);
    for (const auto& [idx, d] : p.ability_dice) ab[idx] = die_yaml(d);
    y["ability_dice"] = ab;
    se["in_play"].push_back(y);
  }
  YAML::Node skip(YAML::NodeType::Sequence);
  for (int r = 0; r < 6; ++r)
    if (ss.skip_refresh[r]) skip.push_back(kResourceNames[r]);
  skip.SetStyle(YAML::EmitterStyle::Flow);
  se["skip_refresh"] = skip;
  se["last_stars"] = ss.last_stars;
  const Overcome& ov = ss.overcome;
  if (ov.active) {
    se["overcome"]["obstacle"] = I.inst(ov.obstacle);
    se["overcome"]["location"] = I.id(Kind::kLocation, ov.location);
    se["overcome"]["participants"] = I.list(Kind::kCharacter, ov.participants);
    static const char* steps[3] = {"approach", "damage", "overcome"};
    se["overcome"]["step"] = steps[ov.step];
    se["overcome"]["damage"]["psyche"] = ov.damage_psyche;
    se["overcome"]["damage"]["body"] = ov.damage_body;
    se["overcome"]["placed_by"] = I.list(Kind::kCharacter, ov.placed_by);
  } else {
    se["overcome"] = YAML::Node(YAML::NodeType::Null);
  }
  se["confronted"] = I.insts(ss.confronted);
  se["ended"] = ss.ended;
  n["session"] = se;
  return n;
}

// [SECTION] state reader
std::optional<State> state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t errors_before = ctx.errors ? ctx.errors->size() : 0;
  Reader R{c, ctx};
  State s;
  MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  if (m.string("ruleset") != "six-winters/19.7") m.error("ruleset", "expected six-winters/19.7");
  if (auto rng = engine::rng_from_yaml(m.child("rng"), "rng", ctx)) s.rng = *rng;
  s.difficulty = R.name(m, "difficulty", kDifficultyNames.data(), 4);
  s.player_count = static_cast<int>(m.integer("player_count", 1, 4, 1));
  s.year = static_cast<int>(m.integer("year", 1, 6, 1));
  s.status = R.name(m, "status", kStatusNames, 3);
  {
    YAML::Node o = m.child_or_null("options");
    if (o.IsDefined() && !o.IsNull()) {
      MapReader om(o, "options", ctx);
      if (om.valid()) {
        s.options.solo_two_cards = om.boolean_or("solo_two_cards", false);
        s.options.gain_requires_die = om.boolean_or("gain_requires_die", false);
        s.options.random_layout = om.boolean_or("random_layout", false);
        om.finish();
      }
    }
  }
  {
    MapReader tm(m.child("tracks"), "tracks", ctx);
    for (int r = 0; r < 6 && tm.valid(); ++r) {
      MapReader one(tm.child(kResourceNames[r]), "tracks." + kResourceNames[r], ctx);
      if (!one.valid()) continue;
      s.tracks[r].progress = static_cast<int>(one.integer("progress", 1, 12, 1));
      s.tracks[r].threat = static_cast<int>(one.integer("threat", 1, 12, 1));
      one.finish();
    }
    if (tm.valid()) tm.finish();
  }
  for (const auto& name : m.string_list("threat_locations_arrived")) {
    int r = resource_index(name);
    if (r < 0) m.error("threat_locations_arrived", "unknown resource '" + name + "'");
    else s.threat_arrived.push_back(r);
  }
  {
    // Optional (older files have none): the table's sorcery-overflow pick, null = none yet.
    YAML::Node ov = m.child_or_null("sorcery_overflow");
    s.overflow_target = R.res_or_null(ov, "sorcery_overflow");
    if (s.overflow_target == kSorcery) {
      ctx.error(ov, "sorcery_overflow", "sorcery overflow goes to another track, not sorcery");
      R.ok = false;
    }
  }
  {
    // Optional (older files have neither): the open "players choose" question and the answers so far.
    YAML::Node pending = m.child_or_null("pending");
    if (pending.IsDefined() && !pending.IsNull()) s.pending = read_decision(R, pending, "pending");
    YAML::Node answers = m.child_or_null("answers");
    if (answers.IsDefined() && !answers.IsNull()) {
      auto items = engine::read_sequence(answers, "answers", ctx);
      for (size_t i = 0; i < items.size(); ++i) {
        MapReader am(items[i], index_field("answers", i), ctx);
        if (!am.valid()) {
          R.ok = false;
          continue;
        }
        s.answers.push_back(read_choice(R, am));
        am.finish();
      }
    }
    YAML::Node acting = m.child_or_null("acting");
    if (acting.IsDefined() && !acting.IsNull()) {
      // Its positions name the state file: the action reader only knows its own fields.
      s.acting = action_from_yaml(acting, c, ctx);
      if (!s.acting) R.ok = false;
    }
  }
  {
    MapReader pm(m.child("progress"), "progress", ctx);
    if (pm.valid()) {
      MapReader sp(pm.child("stage_pool"), "progress.stage_pool", ctx);
      for (int st = 0; st < 5 && sp.valid(); ++st)
        s.stage_pool[st] = R.ids(sp.child(std::to_string(st + 1)), "progress.stage_pool." + std::to_string(st + 1), Kind::kProgress);
      if (sp.valid()) sp.finish();
      s.progress_burned = R.ids(pm.child("burned"), "progress.burned", Kind::kProgress);
      pm.finish();
    }
  }
  {
    MapReader om(m.child("obstacles"), "obstacles", ctx);
    if (om.valid()) {
      s.obstacles_locked = R.insts(om.child("locked"), "obstacles.locked");
      MapReader dm(om.child("decks"), "obstacles.decks", ctx);
      for (int r = 0; r < 3 && dm.valid(); ++r) {
        std::string f = "obstacles.decks." + kRegionNames[r];
        MapReader one(dm.child(kRegionNames[r]), f, ctx);
        if (!one.valid()) continue;
        auto top_first = R.insts(one.child("draw"), f + ".draw");
        s.obstacle_decks[r].draw_pile.assign(top_first.rbegin(), top_first.rend());
        s.obstacle_decks[r].discard = R.insts(one.child("discard"), f + ".discard");
        s.obstacle_decks[r].burned = R.insts(one.child_or_null("burned").IsDefined() ? one.child_or_null("burned") : YAML::Node(YAML::NodeType::Sequence), f + ".burned");
        one.finish();
      }
      if (dm.valid()) dm.finish();
      om.finish();
    }
  }
  {
    MapReader lm(m.child("locations"), "locations", ctx);
    if (lm.valid()) {
      MapReader dm(lm.child("decks"), "locations.decks", ctx);
      MapReader bm(lm.child("board"), "locations.board", ctx);
      for (int r = 0; r < 3; ++r) {
        if (dm.valid()) s.location_decks[r] = R.ids(dm.child(kRegionNames[r]), "locations.decks." + kRegionNames[r], Kind::kLocation);
        if (bm.valid()) {
          auto row = R.ids(bm.child(kRegionNames[r]), "locations.board." + kRegionNames[r], Kind::kLocation);
          if (row.size() != 3) bm.error(kRegionNames[r], "needs 3 locations");
          for (size_t p = 0; p < 3 && p < row.size(); ++p) s.board[r][p] = row[p];
        }
      }
      if (dm.valid()) dm.finish();
      if (bm.valid()) bm.finish();
      s.special_locked = R.ids(lm.child("special_locked"), "locations.special_locked", Kind::kLocation);
      YAML::Node at = lm.child("attached");
      if (at.IsMap())
        for (auto it = at.begin(); it != at.end(); ++it) {
          int loc = R.id(it->first, "locations.attached", Kind::kLocation);
          auto list = R.insts(it->second, "locations.attached." + it->first.Scalar());
          if (loc >= 0 && !list.empty()) s.attached[loc] = list;
        }
      s.locations_burned = R.ids(lm.child("burned"), "locations.burned", Kind::kLocation);
      lm.finish();
    }
  }
  s.characters.resize(c.characters.size());
  {
    YAML::Node chs = m.child("characters");
    if (chs.IsMap()) {
      for (auto it = chs.begin(); it != chs.end(); ++it) {
        int id = R.id(it->first, "characters", Kind::kCharacter);
        if (id < 0) continue;
        std::string f = "characters." + it->first.Scalar();
        MapReader cm(it->second, f, ctx);
        if (!cm.valid()) continue;
        CharacterState& cs = s.characters[id];
        static const std::string st[3] = {"locked", "unlocked", "burned"};
        cs.status = R.name(cm, "status", st, 3);
        MapReader sk(cm.child("skills"), f + ".skills", ctx);
        for (int k = 0; k < 8 && sk.valid(); ++k) cs.skills[k] = static_cast<int>(sk.integer(kSkillNames[k], 0, 6, 0));
        if (sk.valid()) sk.finish();
        MapReader co(cm.child("conditions"), f + ".conditions", ctx);
        for (int t = 0; t < 2 && co.valid(); ++t) {
          YAML::Node boxes = co.child(kTrackNames[t]);
          auto items = engine::read_sequence(boxes, f + ".conditions." + kTrackNames[t], ctx);
          if (items.size() != 3) co.error(kTrackNames[t], "needs 3 boxes");
          for (size_t b = 0; b < 3 && b < items.size(); ++b)
            cs.conditions[t][b] = engine::read_bool(items[b], f, ctx).value_or(false);
        }
        if (co.valid()) co.finish();
        auto ach = engine::read_sequence(cm.child("achievements"), f + ".achievements", ctx);
        if (ach.size() != 6) cm.error("achievements", "needs 6 marks");
        for (size_t a = 0; a < 6 && a < ach.size(); ++a) cs.achievements[a] = engine::read_bool(ach[a], f, ctx).value_or(false);
        cs.discord_lines = static_cast<int>(cm.integer("discord_lines", 0, 6, 0));
        cm.finish();
      }
    } else {
      m.error("characters", "expected a map of characters");
    }
  }
  {
    YAML::Node res = m.child_or_null("result");
    if (res.IsDefined() && !res.IsNull()) {
      MapReader rm(res, "result", ctx);
      if (rm.valid()) {
        CampaignResult r;
        r.tier = rm.string("tier");
        r.points = static_cast<int>(rm.integer("points", 0, 9, 0));
        r.multiplier = static_cast<int>(rm.integer("multiplier", 1, 4, 1));
        r.score = static_cast<int>(rm.integer("score", 0, 36, 0));
        r.title = rm.string("title");
        rm.finish();
        s.result = r;
      }
    }
  }
  s.knockouts = static_cast<int>(m.integer_or("knockouts", 0, 1000000, 0));
  if (auto cur = engine::cursor_from_yaml(m.child("cursor"), "cursor", ctx)) s.cursor = *cur;
  YAML::Node se = m.child_or_null("session");
  if (se.IsDefined() && !se.IsNull()) {
    Session& ss = s.session;
    MapReader sm(se, "session", ctx);
    if (sm.valid()) {
      ss.turn = static_cast<int>(sm.integer("turn", 1, 8, 1));
      ss.wheel = static_cast<int>(sm.integer("wheel", 0, 7, 0));
      ss.event = R.id(sm.child_or_null("event"), "session.event", Kind::kEvent, true);
      ss.start_players = static_cast<int>(sm.integer("start_players", 1, 4, 1));
      MapReader pm(sm.child("pools"), "session.pools", ctx);
      MapReader slm(sm.child("slots"), "session.slots", ctx);
      for (int r = 0; r < 6; ++r) {
        if (pm.valid()) ss.pools[r] = R.values(pm.child(kResourceNames[r]), "session.pools." + kResourceNames[r], 1, 6);
        if (slm.valid()) {
          auto v = R.values(slm.child(kResourceNames[r]), "session.slots." + kResourceNames[r], 0, 6);
          if (v.size() != 7) slm.error(kResourceNames[r], "needs 7 slots");
          for (size_t i = 0; i < 7 && i < v.size(); ++i) ss.slots[r][i] = v[i];
        }
      }
      if (pm.valid()) pm.finish();
      if (slm.valid()) slm.finish();
      YAML::Node as = sm.child("assets");
      if (as.IsMap())
        for (auto it = as.begin(); it != as.end(); ++it) {
          int loc = R.id(it->first, "session.assets", Kind::kLocation);
          std::string f = "session.assets." + it->first.Scalar();
          auto items = engine::read_sequence(it->second, f, ctx);
          std::vector<Die> dice;
          for (size_t i = 0; i < items.size(); ++i) dice.push_back(R.die(items[i], index_field(f, i)));
          if (loc >= 0 && !dice.empty()) ss.assets[loc] = dice;
        }
      YAML::Node od = sm.child("obstacle_dice");
      if (od.IsMap())
        for (auto it = od.begin(); it != od.end(); ++it) {
          int inst = R.inst(it->first, "session.obstacle_dice");
          std::string f = "session.obstacle_dice." + it->first.Scalar();
          auto items = engine::read_sequence(it->second, f, ctx);
          std::vector<Die> dice;
          for (size_t i = 0; i < items.size(); ++i) dice.push_back(R.die(items[i], index_field(f, i)));
          if (inst >= 0 && !dice.empty()) ss.obstacle_dice[inst] = dice;
        }
      MapReader prm(sm.child("progress"), "session.progress", ctx);
      if (prm.valid()) {
        auto top_first = R.ids(prm.child("deck"), "session.progress.deck", Kind::kProgress);
        ss.progress_deck.assign(top_first.rbegin(), top_first.rend());
        ss.progress_discard = R.ids(prm.child("discard"), "session.progress.discard", Kind::kProgress);
        auto st_items = engine::read_sequence(prm.child("staging"), "session.progress.staging", ctx);
        if (st_items.size() != 4) prm.error("staging", "needs 4 positions");
        for (size_t i = 0; i < 4 && i < st_items.size(); ++i)
          ss.staging[i] = R.id(st_items[i], index_field("session.progress.staging", i), Kind::kProgress, true);
        ss.completed = R.ids(prm.child("completed"), "session.progress.completed", Kind::kProgress);
        prm.finish();
      }
      auto seats = engine::read_sequence(sm.child("seats"), "session.seats", ctx);
      for (size_t i = 0; i < seats.size(); ++i) {
        std::string f = index_field("session.seats", i);
        MapReader y(seats[i], f, ctx);
        if (!y.valid()) continue;
        Seat seat;
        seat.characters = R.ids(y.child("characters"), f + ".characters", Kind::kCharacter);
        seat.action_dice = R.values(y.child("action_dice"), f + ".action_dice", 1, 6);
        seat.card = R.id(y.child_or_null("card"), f + ".card", Kind::kProgress, true);
        auto cd = engine::read_sequence(y.child("card_dice"), f + ".card_dice", ctx);
        for (size_t k = 0; k < cd.size(); ++k) {
          MapReader pm2(cd[k], index_field(f + ".card_dice", k), ctx);
          if (!pm2.valid()) continue;
          PlacedDie d;
          d.cell = static_cast<int>(pm2.integer("cell", 0, 15, 0));
          d.resource = R.name(pm2, "resource", kResourceNames.data(), 6);
          d.value = static_cast<int>(pm2.integer("value", 1, 6, 1));
          d.parent = static_cast<int>(pm2.integer("parent", -1, 15, -1));
          pm2.finish();
          seat.card_dice.push_back(d);
        }
        seat.passed = y.boolean("passed");
        y.finish();
        ss.seats.push_back(seat);
      }
      auto ip = engine::read_sequence(sm.child("in_play"), "session.in_play", ctx);
      for (size_t i = 0; i < ip.size(); ++i) {
        std::string f = index_field("session.in_play", i);
        MapReader y(ip[i], f, ctx);
        if (!y.valid()) continue;
        InPlay p;
        p.character = R.id(y.child("character"), f + ".character", Kind::kCharacter);
        p.seat = static_cast<int>(y.integer("seat", 0, 3, 0));
        if (p.seat >= static_cast<int>(ss.seats.size())) y.error("seat", "no such seat");
        p.card_seat = static_cast<int>(y.integer_or("card_seat", 0, 4, p.seat));
        if (p.card_seat >= static_cast<int>(ss.seats.size())) y.error("card_seat", "no such seat");
        p.location = R.id(y.child("location"), f + ".location", Kind::kLocation);
        for (int t = 0; t < 2; ++t) {
          MapReader st(y.child(kTrackNames[t]), f + "." + kTrackNames[t], ctx);
          if (!st.valid()) continue;
          Stress& sv = t == 0 ? p.psyche : p.body;
          sv.value = static_cast<int>(st.integer("value", -12, 6, 1));
          sv.box = static_cast<int>(st.integer("box", 0, 3, 0));
          st.finish();
        }
        p.knocked_out = y.boolean("knocked_out");
        YAML::Node ab = y.child("ability_dice");
        if (ab.IsMap())
          for (auto it = ab.begin(); it != ab.end(); ++it) {
            auto idx = engine::read_int(it->first, f + ".ability_dice", ctx, 0, 63);
            if (idx) p.ability_dice[static_cast<int>(*idx)] = R.die(it->second, f + ".ability_dice");
          }
        y.finish();
        ss.in_play.push_back(p);
      }
      for (const auto& name : sm.string_list("skip_refresh")) {
        int r = resource_index(name);
        if (r < 0) sm.error("skip_refresh", "unknown resource '" + name + "'");
        else ss.skip_refresh[r] = true;
      }
      ss.last_stars = static_cast<int>(sm.integer("last_stars", 0, 4, 2));
      YAML::Node ov = sm.child_or_null("overcome");
      if (ov.IsDefined() && !ov.IsNull()) {
        MapReader om(ov, "session.overcome", ctx);
        if (om.valid()) {
          ss.overcome.active = true;
          ss.overcome.obstacle = R.inst(om.child("obstacle"), "session.overcome.obstacle");
          ss.overcome.location = R.id(om.child("location"), "session.overcome.location", Kind::kLocation);
          ss.overcome.participants = R.ids(om.child("participants"), "session.overcome.participants", Kind::kCharacter);
          static const std::string steps[3] = {"approach", "damage", "overcome"};
          ss.overcome.step = R.name(om, "step", steps, 3);
          MapReader dm(om.child("damage"), "session.overcome.damage", ctx);
          if (dm.valid()) {
            ss.overcome.damage_psyche = static_cast<int>(dm.integer("psyche", 0, 12, 0));
            ss.overcome.damage_body = static_cast<int>(dm.integer("body", 0, 12, 0));
            dm.finish();
          }
          YAML::Node pb = om.child_or_null("placed_by");
          if (pb.IsDefined() && !pb.IsNull()) ss.overcome.placed_by = R.ids(pb, "session.overcome.placed_by", Kind::kCharacter);
          if (ss.overcome.participants.empty()) om.error("participants", "needs at least one participant");
          om.finish();
        }
      }
      YAML::Node conf = sm.child_or_null("confronted");
      if (conf.IsDefined() && !conf.IsNull()) ss.confronted = R.insts(conf, "session.confronted");
      ss.ended = sm.boolean_or("ended", false);
      sm.finish();
    }
  }
  m.finish();
  if ((ctx.errors && ctx.errors->size() > errors_before) || !R.ok) return std::nullopt;
  if (auto why = state_consistency_error(s, c); !why.empty()) {
    ctx.error(node, "", why);
    return std::nullopt;
  }
  return s;
}

// [SECTION] actions
YAML::Node action_to_yaml(const Action& action, const Content* names) {
  Ids I{names};
  YAML::Node n;
  std::visit(
      [&](const auto& a) {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, StartSession>) {
          n["type"] = "start_session";
          n["characters"] = I.list(Kind::kCharacter, a.characters);
          n["locations"] = I.list(Kind::kLocation, a.locations);
        } else if constexpr (std::is_same_v<T, Move>) {
          static const char* via[3] = {"walk", "port", "gate"};
          n["type"] = "move";
          n["character"] = I.id(Kind::kCharacter, a.character);
          n["destination"] = I.id(Kind::kLocation, a.destination);
          n["via"] = via[std::clamp(a.via, 0, 2)];
        } else if constexpr (std::is_same_v<T, CreateAsset> || std::is_same_v<T, Trade>) {
          static const char* modes[3] = {"single", "all_equal", "run"};
          n["type"] = std::is_same_v<T, CreateAsset> ? "create_asset" : "trade";
          n["character"] = I.id(Kind::kCharacter, a.character);
          n["die"] = a.die;
          n["slot"] = a.slot;
          if constexpr (std::is_same_v<T, Trade>) {
            n["from"] = kResourceNames[std::clamp(a.from, 0, 5)];
            n["to"] = kResourceNames[std::clamp(a.to, 0, 5)];
          }
          n["take"] = a.take;
          n["mode"] = modes[std::clamp(a.mode, 0, 2)];
        } else if constexpr (std::is_same_v<T, BeginOvercome>) {
          n["type"] = "overcome";
          n["character"] = I.id(Kind::kCharacter, a.character);
          n["obstacle"] = I.inst(a.obstacle);
          n["partners"] = I.list(Kind::kCharacter, a.partners);
        } else if constexpr (std::is_same_v<T, PlaceOnObstacle>) {
          n["type"] = "place_on_obstacle";
          n["character"] = I.id(Kind::kCharacter, a.character);
          n["source"] = a.source == kFromAction ? "action" : "asset";
          n["resource"] = a.resource >= 0 ? YAML::Node(kResourceNames[a.resource]) : YAML::Node(YAML::NodeType::Null);
          n["value"] = a.value;
        } else if constexpr (std::is_same_v<T, ContinueOvercome>) {
          n["type"] = "continue";
        } else if constexpr (std::is_same_v<T, AssignDamage>) {
          n["type"] = "assign_damage";
          n["psyche"] = ints(a.psyche);
          n["body"] = ints(a.body);
        } else if constexpr (std::is_same_v<T, LocationAction>) {
          n["type"] = "location_action";
          n["character"] = I.id(Kind::kCharacter, a.character);
        } else if constexpr (std::is_same_v<T, Rest>) {
          n["type"] = "rest";
          n["character"] = I.id(Kind::kCharacter, a.character);
          n["track"] = kTrackNames[a.track & 1];
        } else if constexpr (std::is_same_v<T, PlaceOnCard>) {
          n["type"] = "place_on_card";
          n["character"] = I.id(Kind::kCharacter, a.character);
          n["resource"] = kResourceNames[std::clamp(a.resource, 0, 5)];
          n["value"] = a.value;
          n["cell"] = a.cell;
          n["parent"] = a.parent;
          n["wild_track"] = a.wild_track;
          n["next_card"] = a.next_card;
        } else if constexpr (std::is_same_v<T, MilitaryMove>) {
          n["type"] = "military_move";
          n["from"] = I.id(Kind::kLocation, a.from);
          n["resource"] = kResourceNames[std::clamp(a.resource, 0, 5)];
          n["value"] = a.value;
          n["to"] = I.id(Kind::kLocation, a.to);
        } else if constexpr (std::is_same_v<T, DiplomacyConvert>) {
          n["type"] = "diplomacy_convert";
          n["from"] = kResourceNames[std::clamp(a.from, 0, 5)];
          n["to"] = kResourceNames[std::clamp(a.to, 0, 5)];
        } else if constexpr (std::is_same_v<T, UseAbility>) {
          n["type"] = "ability";
          n["character"] = I.id(Kind::kCharacter, a.character);
          n["ability"] = a.ability;
          n["source"] = a.source;
          n["index"] = a.index;
          n["params"] = ints(a.params);
        } else if constexpr (std::is_same_v<T, SetOverflow>) {
          n["type"] = "set_overflow";
          n["track"] = kResourceNames[std::clamp(a.track, 0, 5)];
        } else if constexpr (std::is_same_v<T, Choose>) {
          n["type"] = "choose";
          choice_into(n, I, a);
        } else {
          n["type"] = "pass";
          n["seat"] = a.seat;
        }
      },
      action);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

std::optional<Action> action_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  size_t errors_before = ctx.errors ? ctx.errors->size() : 0;
  Reader R{c, ctx};
  MapReader m(node, "", ctx);
  if (!m.valid()) return std::nullopt;
  std::string type = m.one_of("type", {"start_session", "move", "create_asset", "trade", "overcome", "place_on_obstacle",
                                       "continue", "assign_damage", "location_action", "rest", "place_on_card",
                                       "military_move", "diplomacy_convert", "ability", "pass", "set_overflow", "choose"});
  auto ch = [&] { return R.id(m.child("character"), "character", Kind::kCharacter); };
  auto res = [&](const std::string& key) { return R.name(m, key, kResourceNames.data(), 6); };
  static const std::string modes[3] = {"single", "all_equal", "run"};
  Action out = Pass{};
  if (type == "start_session") {
    out = StartSession{R.ids(m.child("characters"), "characters", Kind::kCharacter),
                       R.ids(m.child("locations"), "locations", Kind::kLocation)};
  } else if (type == "move") {
    static const std::string via[3] = {"walk", "port", "gate"};
    int character = ch();
    int dest = R.id(m.child("destination"), "destination", Kind::kLocation);
    out = Move{character, dest, R.name(m, "via", via, 3)};
  } else if (type == "create_asset") {
    CreateAsset a;
    a.character = ch();
    a.die = static_cast<int>(m.integer("die", 1, 6, 1));
    a.slot = static_cast<int>(m.integer("slot", 0, 6, 0));
    a.take = static_cast<int>(m.integer("take", 1, 6, 1));
    a.mode = R.name(m, "mode", modes, 3);
    out = a;
  } else if (type == "trade") {
    Trade a;
    a.character = ch();
    a.die = static_cast<int>(m.integer("die", 1, 6, 1));
    a.slot = static_cast<int>(m.integer("slot", 0, 6, 0));
    a.from = res("from");
    a.to = res("to");
    a.take = static_cast<int>(m.integer("take", 1, 6, 1));
    a.mode = R.name(m, "mode", modes, 3);
    out = a;
  } else if (type == "overcome") {
    BeginOvercome a;
    a.character = ch();
    a.obstacle = R.inst(m.child("obstacle"), "obstacle");
    a.partners = R.ids(m.child("partners"), "partners", Kind::kCharacter);
    out = a;
  } else if (type == "place_on_obstacle") {
    PlaceOnObstacle a;
    a.character = ch();
    a.source = m.one_of("source", {"action", "asset"}) == "asset" ? kFromAsset : kFromAction;
    a.resource = R.res_or_null(m.child_or_null("resource"), "resource");
    a.value = static_cast<int>(m.integer("value", 1, 6, 1));
    out = a;
  } else if (type == "continue") {
    out = ContinueOvercome{};
  } else if (type == "assign_damage") {
    out = AssignDamage{R.values(m.child("psyche"), "psyche", 0, 24), R.values(m.child("body"), "body", 0, 24)};
  } else if (type == "location_action") {
    out = LocationAction{ch()};
  } else if (type == "rest") {
    int character = ch();
    out = Rest{character, R.name(m, "track", kTrackNames.data(), 2)};
  } else if (type == "place_on_card") {
    PlaceOnCard a;
    a.character = ch();
    a.resource = res("resource");
    a.value = static_cast<int>(m.integer("value", 1, 6, 1));
    a.cell = static_cast<int>(m.integer("cell", 0, 15, 0));
    a.parent = static_cast<int>(m.integer_or("parent", -1, 15, -1));
    a.wild_track = static_cast<int>(m.integer_or("wild_track", -1, 5, -1));
    a.next_card = static_cast<int>(m.integer_or("next_card", -1, 3, -1));
    out = a;
  } else if (type == "military_move") {
    MilitaryMove a;
    a.from = R.id(m.child("from"), "from", Kind::kLocation);
    a.resource = res("resource");
    a.value = static_cast<int>(m.integer("value", 1, 6, 1));
    a.to = R.id(m.child("to"), "to", Kind::kLocation);
    out = a;
  } else if (type == "diplomacy_convert") {
    int from = res("from");
    out = DiplomacyConvert{from, res("to")};
  } else if (type == "ability") {
    UseAbility a;
    a.character = ch();
    a.ability = static_cast<int>(m.integer("ability", 0, 63, 0));
    a.source = static_cast<int>(m.integer("source", 0, 2, 0));
    a.index = static_cast<int>(m.integer("index", 0, 63, 0));
    a.params = R.values(m.child_or_null("params").IsDefined() && !m.child_or_null("params").IsNull() ? m.child_or_null("params") : YAML::Node(YAML::NodeType::Sequence), "params", -1, 63);
    out = a;
  } else if (type == "set_overflow") {
    out = SetOverflow{res("track")};
  } else if (type == "choose") {
    out = read_choice(R, m);
  } else {
    out = Pass{static_cast<int>(m.integer("seat", 0, 3, 0))};
  }
  m.finish();
  if ((ctx.errors && ctx.errors->size() > errors_before) || !R.ok) return std::nullopt;
  return out;
}

}  // namespace sb::sw
