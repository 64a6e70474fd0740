// State and Action YAML (saves, `seasonboard script`, round-trip tests), derived from the field
// lists in state.h; here are the calendar's codec and what reading a State adds to its list.
// A designer can write a position by hand with ids and words (README.md documents the schema).
#include <algorithm>

#include "engine/content/fields.h"
#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/rules/title.h"

namespace sb::wq {

using engine::FieldScope;
using engine::MapReader;
using engine::ReadContext;

// [SECTION] the calendar

YAML::Node CalendarYaml::write(const CalendarPart& k, const FieldScope&) const {
  YAML::Node node;
  node["round"] = k.cursor.period;
  node["season"] = k.cursor.season;
  node["phase"] = k.cursor.phase;
  node["phase_done"] = k.phase_done;
  node["finished"] = k.cursor.finished;
  return node;
}

bool CalendarYaml::read(const YAML::Node& node, const std::string& field, const ReadContext& ctx, CalendarPart& out,
                        const FieldScope& scope) const {
  const engine::Calendar& cal = scope.content_as<Content>()->calendar;
  const size_t before = ctx.errors->size();
  MapReader map(node, field, ctx);
  if (!map.valid()) return false;
  out.cursor.period = static_cast<int>(map.integer("round", 1, cal.periods, 1));
  // A phase named by its id (hand-written positions) gives its season too; saves give indices.
  const YAML::Node phase = map.has("phase") ? YAML::Node(map.node()["phase"]) : YAML::Node();
  auto named = phase.IsScalar() ? std::find(phase_ids().begin(), phase_ids().end(), phase.Scalar()) : phase_ids().end();
  if (named != phase_ids().end()) {
    map.string("phase");
    map.integer_or("season", 0, 99, 0);
    out.cursor.season = -1;
    for (size_t si = cal.seasons.size(); si-- > 0;)  // the first season that runs it wins
      if (auto at = std::find(cal.seasons[si].phases.begin(), cal.seasons[si].phases.end(), *named); at != cal.seasons[si].phases.end()) {
        out.cursor.season = static_cast<int>(si);
        out.cursor.phase = static_cast<int>(at - cal.seasons[si].phases.begin());
      }
    if (out.cursor.season < 0) map.error("phase", "calendar.yaml does not run the phase '" + *named + "'");
  } else {
    out.cursor.season = static_cast<int>(map.integer("season", 0, static_cast<int64_t>(cal.seasons.size()) - 1));
    const int64_t phases = static_cast<int64_t>(cal.seasons[static_cast<size_t>(out.cursor.season)].phases.size());
    out.cursor.phase = static_cast<int>(map.integer("phase", 0, phases - 1));
  }
  out.phase_done = map.boolean_or("phase_done", false);
  out.cursor.finished = map.boolean_or("finished", false);
  map.finish();
  return ctx.errors->size() == before;
}

// [SECTION] actions and states

YAML::Node Title::action_to_yaml(const Action& a) { return engine::write_fields(a); }

std::optional<Action> Title::action_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  Action a;
  if (!engine::read_fields(node, "action", ctx, a, &c)) return std::nullopt;
  return a;
}

uint64_t Title::state_hash(const State& s) { return engine::hash_fields(s); }

YAML::Node Title::state_to_yaml(const State& s) { return engine::write_fields(s); }

std::optional<State> Title::state_from_yaml(const YAML::Node& node, const Content& c, const ReadContext& ctx) {
  State s;
  s.spaces.assign(static_cast<size_t>(c.space_count()), SpaceState{});  // a map by id leaves empty spaces out
  if (!engine::read_fields(node, "state", ctx, s, &c)) return std::nullopt;
  for (size_t p = 0; p < kPieceCount; ++p)
    if (s.available[p] < 0) s.available[p] = c.pieces[p].limit - pieces_not_available(s, static_cast<int>(p));
  if (s.proc.kind == Proc::kPhase) {
    const std::string& id = c.calendar.seasons[static_cast<size_t>(s.cursor.season)].phases[static_cast<size_t>(s.cursor.phase)];
    s.proc.arg = static_cast<int>(std::find(phase_ids().begin(), phase_ids().end(), id) - phase_ids().begin());
  }
  // An impossible position is returned as read: every reader of a file refuses it with check's words.
  if (!check(s, c).empty()) return s;
  // Replaying the open step rebuilds its question; answers that do not fit are an error here.
  try {
    advance(s, c, nullptr);
  } catch (const AnswerMisfit& misfit) {
    MapReader(node, "state", ctx).error("step", "answer " + std::to_string(misfit.index + 1) + " does not fit its question: " + misfit.question);
    return std::nullopt;
  }
  return s;
}

}  // namespace sb::wq
