#include "engine/content/core_yaml.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <limits>

namespace sb::engine {

namespace {
constexpr int64_t kIntMax = std::numeric_limits<int>::max();
constexpr int64_t kIntMin = std::numeric_limits<int>::min();

}  // namespace

std::string hex64_text(uint64_t v) {
  char buffer[19];
  std::snprintf(buffer, sizeof buffer, "0x%016" PRIx64, v);
  return buffer;
}

std::optional<uint64_t> read_hex64(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  auto text = read_string(node, field, ctx);
  if (!text) return std::nullopt;
  const std::string& t = *text;
  if (t.size() < 3 || t.size() > 18 || t[0] != '0' || (t[1] != 'x' && t[1] != 'X') ||
      !std::all_of(t.begin() + 2, t.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); })) {
    ctx.error(node, field, "expected a 64-bit hex number like 0x0123456789abcdef, found '" + t + "'");
    return std::nullopt;
  }
  return std::stoull(t.substr(2), nullptr, 16);
}

YAML::Node to_yaml(const Rng& rng) {
  YAML::Node node;
  node["state"] = hex64_text(rng.state());
  node["inc"] = hex64_text(rng.increment());
  return node;
}

std::optional<Rng> rng_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  MapReader map(node, field, ctx);
  if (!map.valid()) return std::nullopt;
  auto state = read_hex64(map.child("state"), join_field(field, "state"), ctx);
  auto inc = read_hex64(map.child("inc"), join_field(field, "inc"), ctx);
  map.finish();
  if (!state || !inc) return std::nullopt;
  return Rng::from_raw(*state, *inc);
}

YAML::Node to_yaml(const Hex& hex) {
  YAML::Node node(YAML::NodeType::Sequence);
  node.SetStyle(YAML::EmitterStyle::Flow);
  node.push_back(hex.q);
  node.push_back(hex.r);
  return node;
}

std::optional<Hex> hex_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  if (!node.IsSequence() || node.size() != 2) {
    ctx.error(node, field, "expected a hex as [q, r]");
    return std::nullopt;
  }
  auto q = read_int(node[0], field + ".q", ctx, -10000, 10000);
  auto r = read_int(node[1], field + ".r", ctx, -10000, 10000);
  if (!q || !r) return std::nullopt;
  return Hex{static_cast<int>(*q), static_cast<int>(*r)};
}

YAML::Node to_yaml(const CalendarCursor& c) {
  YAML::Node node;
  node["period"] = c.period;
  node["season"] = c.season;
  node["turn"] = c.turn;
  node["phase"] = c.phase;
  node["in_final"] = c.in_final;
  node["finished"] = c.finished;
  return node;
}

std::optional<CalendarCursor> cursor_from_yaml(const YAML::Node& node, const std::string& field,
                                               const ReadContext& ctx) {
  MapReader map(node, field, ctx);
  if (!map.valid()) return std::nullopt;
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  CalendarCursor c;
  c.period = static_cast<int>(map.integer("period", 1, 1000));
  c.season = static_cast<int>(map.integer("season", 0, 1000));
  c.turn = static_cast<int>(map.integer("turn", 1, 1000));
  c.phase = static_cast<int>(map.integer("phase", 0, 1000));
  c.in_final = map.boolean("in_final");
  c.finished = map.boolean("finished");
  map.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  return c;
}

YAML::Node int_list_to_yaml(const std::vector<int>& values) {
  YAML::Node node(YAML::NodeType::Sequence);
  node.SetStyle(YAML::EmitterStyle::Flow);
  for (int v : values) node.push_back(v);
  return node;
}

std::optional<std::vector<int>> int_list_from_yaml(const YAML::Node& node, const std::string& field,
                                                   const ReadContext& ctx, int lo, int hi) {
  if (!node.IsSequence()) {
    ctx.error(node, field, "expected a list of integers");
    return std::nullopt;
  }
  std::vector<int> out;
  bool ok = true;
  for (size_t i = 0; i < node.size(); ++i) {
    auto v = read_int(node[i], index_field(field, i), ctx, lo, hi);
    if (v) out.push_back(static_cast<int>(*v));
    else ok = false;
  }
  if (!ok) return std::nullopt;
  return out;
}

YAML::Node to_yaml(const PassRound& round) {
  YAML::Node node;
  node["order"] = int_list_to_yaml(round.order);
  node["current"] = round.current;
  node["passes_in_row"] = round.passes_in_row;
  return node;
}

std::optional<PassRound> pass_round_from_yaml(const YAML::Node& node, const std::string& field,
                                              const ReadContext& ctx) {
  MapReader map(node, field, ctx);
  if (!map.valid()) return std::nullopt;
  auto order = int_list_from_yaml(map.child("order"), join_field(field, "order"), ctx, 0, 63);
  PassRound round;
  round.current = static_cast<int>(map.integer("current", 0, 63));
  round.passes_in_row = static_cast<int>(map.integer("passes_in_row", 0, 64));
  map.finish();
  if (!order) return std::nullopt;
  round.order = *order;
  if (!round.order.empty() && round.current >= static_cast<int>(round.order.size())) {
    ctx.error(node, join_field(field, "current"), "points past the end of order");
    return std::nullopt;
  }
  return round;
}

YAML::Node to_yaml(const Deck& deck) {
  YAML::Node node;
  node["draw"] = int_list_to_yaml(deck.draw_pile);
  node["discard"] = int_list_to_yaml(deck.discard);
  node["burned"] = int_list_to_yaml(deck.burned);
  return node;
}

std::optional<Deck> deck_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  MapReader map(node, field, ctx);
  if (!map.valid()) return std::nullopt;
  auto draw = int_list_from_yaml(map.child("draw"), join_field(field, "draw"), ctx, 0, kIntMax);
  auto discard = int_list_from_yaml(map.child("discard"), join_field(field, "discard"), ctx, 0, kIntMax);
  auto burned = int_list_from_yaml(map.child("burned"), join_field(field, "burned"), ctx, 0, kIntMax);
  map.finish();
  if (!draw || !discard || !burned) return std::nullopt;
  return Deck{*draw, *discard, *burned};
}

YAML::Node to_yaml(const DicePool& pool) {
  YAML::Node node;
  node["sides"] = pool.sides;
  node["faces"] = int_list_to_yaml(pool.faces);
  return node;
}

std::optional<DicePool> dice_pool_from_yaml(const YAML::Node& node, const std::string& field,
                                            const ReadContext& ctx) {
  MapReader map(node, field, ctx);
  if (!map.valid()) return std::nullopt;
  DicePool pool;
  pool.sides = static_cast<int>(map.integer("sides", 2, 100, 6));
  auto faces = int_list_from_yaml(map.child("faces"), join_field(field, "faces"), ctx, 1, pool.sides);
  map.finish();
  if (!faces) return std::nullopt;
  pool.faces = *faces;
  return pool;
}

YAML::Node to_yaml(const Track& track) {
  YAML::Node node;
  node["value"] = track.value;
  node["min"] = track.min;
  node["max"] = track.max;
  return node;
}

std::optional<Track> track_from_yaml(const YAML::Node& node, const std::string& field, const ReadContext& ctx) {
  MapReader map(node, field, ctx);
  if (!map.valid()) return std::nullopt;
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  Track t;
  t.min = static_cast<int>(map.integer("min", kIntMin, kIntMax));
  t.max = static_cast<int>(map.integer("max", kIntMin, kIntMax));
  t.value = static_cast<int>(map.integer("value", kIntMin, kIntMax));
  map.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  if (t.min > t.max || t.value < t.min || t.value > t.max) {
    ctx.error(node, field, "needs min <= value <= max");
    return std::nullopt;
  }
  return t;
}

std::optional<Calendar> calendar_from_yaml(const YAML::Node& root, const ReadContext& ctx,
                                           const std::vector<std::string>& known_phases) {
  size_t before = ctx.errors ? ctx.errors->size() : 0;
  MapReader map(root, "", ctx);
  if (!map.valid()) return std::nullopt;
  Calendar calendar;
  calendar.period_name = map.one_of_or("period", {"year", "session", "round"}, "year");
  calendar.periods = static_cast<int>(map.integer("periods", 1, 100, 1));
  auto check_phase = [&](const YAML::Node& at, const std::string& field, const std::string& id) {
    if (std::find(known_phases.begin(), known_phases.end(), id) == known_phases.end()) {
      std::string list;
      for (const std::string& k : known_phases) list += (list.empty() ? "" : ", ") + k;
      ctx.error(at, field, "unknown phase id '" + id + "' (this title has: " + list + ")");
    }
  };
  YAML::Node seasons = map.child("seasons");
  if (seasons.IsDefined()) {
    auto items = read_sequence(seasons, "seasons", ctx);
    if (seasons.IsSequence() && items.empty()) ctx.error(seasons, "seasons", "needs at least one season");
    for (size_t i = 0; i < items.size(); ++i) {
      std::string f = index_field("seasons", i);
      MapReader s(items[i], f, ctx);
      if (!s.valid()) continue;
      Season season;
      season.id = s.string("id");
      season.turns = static_cast<int>(s.integer("turns", 1, 100, 1));
      YAML::Node phases = s.child("phases");
      if (phases.IsDefined()) {
        auto list = read_sequence(phases, join_field(f, "phases"), ctx);
        if (phases.IsSequence() && list.empty()) ctx.error(phases, join_field(f, "phases"), "needs at least one phase");
        for (size_t p = 0; p < list.size(); ++p) {
          std::string pf = index_field(join_field(f, "phases"), p);
          if (auto id = read_string(list[p], pf, ctx)) {
            check_phase(list[p], pf, *id);
            season.phases.push_back(*id);
          }
        }
      }
      s.finish();
      for (const Season& other : calendar.seasons)
        if (other.id == season.id) ctx.error(items[i], join_field(f, "id"), "duplicate season id '" + season.id + "'");
      calendar.seasons.push_back(season);
    }
  }
  YAML::Node finals = map.child_or_null("final_phases");
  if (finals.IsDefined()) {
    auto list = read_sequence(finals, "final_phases", ctx);
    for (size_t p = 0; p < list.size(); ++p) {
      std::string pf = index_field("final_phases", p);
      if (auto id = read_string(list[p], pf, ctx)) {
        check_phase(list[p], pf, *id);
        calendar.final_phases.push_back(*id);
      }
    }
  }
  map.finish();
  if (ctx.errors && ctx.errors->size() != before) return std::nullopt;
  return calendar;
}

}  // namespace sb::engine
