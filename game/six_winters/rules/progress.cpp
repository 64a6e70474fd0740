// Progress cards (§6): placing local assets on a 4×4 grid as a tree rooted at the start square.
#include <algorithm>

#include "engine/board/cell_grid.h"
#include "game/six_winters/rules/rules.h"

namespace sb::sw {

namespace {
std::string cell_name(int cell) { return "r" + std::to_string(cell / 4 + 1) + "c" + std::to_string(cell % 4 + 1); }
bool adjacent(int a, int b) {
  static const engine::CellGrid grid = engine::CellGrid::sized(4, 4);  // made once, not per placement tried
  return grid.adjacent(a, b);
}
}  // namespace

namespace {
// The check behind card_placement_error and card_placement_ok: true when the placement is legal.
// `why` receives the reason only when asked (a non-null pointer): the legal-action scan tries every
// cell of the card for every local asset and most fail, and building each reason's text was a large
// share of the cooperative bot's time.
bool placement_check(const State& s, const Content& c, int seat, int location, int resource, int value, int cell,
                     int parent, std::string* why) {
  auto fail = [&](auto&& text) {
    if (why) *why = text();
    return false;
  };
  const Seat& st = s.session.seats[seat];
  if (st.card < 0) return fail([] { return std::string("the seat has no active card"); });
  if (cell < 0 || cell > 15) return fail([] { return std::string("no such cell"); });
  const ProgressCard& pc = c.progress[st.card];
  const Square& sq = pc.grid[cell];
  if (sq.kind == SquareKind::kNone) return fail([&] { return cell_name(cell) + " has no square"; });
  for (const PlacedDie& d : st.card_dice)
    if (d.cell == cell) return fail([&] { return cell_name(cell) + " is already filled"; });
  int parent_value = 0;
  if (st.card_dice.empty()) {
    if (cell != pc.start)
      return fail([&] { return "the card is empty, so the first die must go on the start square " + cell_name(pc.start); });
    if (parent != -1) return fail([] { return std::string("the start square has no parent"); });
  } else {
    const PlacedDie* par = nullptr;
    for (const PlacedDie& d : st.card_dice)
      if (d.cell == parent) par = &d;
    if (!par)
      return fail([&] { return "the parent " + (parent >= 0 ? cell_name(parent) : std::string("(none)")) + " holds no die"; });
    if (!adjacent(cell, parent)) return fail([&] { return cell_name(cell) + " is not next to its parent " + cell_name(parent); });
    parent_value = par->value;
  }
  for (const auto& m : c.locations[location].passive)
    if (m.mod == "forbid_completion" && m.resource == resource)
      return fail([] { return std::string("dice of that colour cannot leave this location"); });
  int region = location_region(c, s, location);
  int slot = location_slot_resource(s, location);
  bool sorcery_free = resource == kSorcery && has_mastery(s, c, kSorcery);  // §6 rule 5 / §11.17
  auto colour_ok = [&](int want) { return sorcery_free || resource == want; };
  auto face_ok = [&](int want) { return sorcery_free || value == want; };
  switch (sq.kind) {
    case SquareKind::kWild:
      return true;
    case SquareKind::kColour:
      return colour_ok(sq.resource) || fail([&] { return "the square needs " + kResourceNames[sq.resource]; });
    case SquareKind::kFace:
      return face_ok(sq.face) || fail([&] { return "the square needs a " + std::to_string(sq.face); });
    case SquareKind::kColourFace:
      return (colour_ok(sq.resource) && face_ok(sq.face)) ||
             fail([&] { return "the square needs " + kResourceNames[sq.resource] + " " + std::to_string(sq.face); });
    case SquareKind::kRegion:
      return region == sq.region || fail([&] { return "the square needs a die from " + kRegionNames[sq.region]; });
    case SquareKind::kColourRegion:
      return (region == sq.region && slot == sq.resource) || fail([&] {
               return "the square needs the " + kRegionNames[sq.region] + "/" + kResourceNames[sq.resource] + " slot";
             });
    case SquareKind::kRel: {
      int want = parent_value + sq.rel;
      if (sorcery_free) return true;
      if (want < 1 || want > 6) return fail([&] { return "no die can be " + std::to_string(want); });
      return value == want || fail([&] {
               return "the square needs " + std::to_string(want) + " (parent " + cell_name(parent) + " shows " +
                      std::to_string(parent_value) + ")";
             });
    }
    case SquareKind::kNone:
      break;
  }
  return fail([] { return std::string("no square"); });
}
}  // namespace

std::string card_placement_error(const State& s, const Content& c, int seat, int location, int resource, int value,
                                 int cell, int parent) {
  std::string why;
  placement_check(s, c, seat, location, resource, value, cell, parent, &why);
  return why;
}

bool card_placement_ok(const State& s, const Content& c, int seat, int location, int resource, int value, int cell,
                       int parent) {
  return placement_check(s, c, seat, location, resource, value, cell, parent, nullptr);
}

void raise_progress(Ctx& ctx, int resource) {
  auto& t = ctx.s.tracks[resource];
  if (t.progress >= 12) return;  // §11.19: the step is lost
  t.progress++;
  ctx.note("progress", kResourceNames[resource] + " progress rises to " + std::to_string(t.progress), -1, {resource});
}

void complete_card(Ctx& ctx, int seat, int wild_track, int next_card) {
  State& s = ctx.s;
  Session& ss = s.session;
  Seat& st = ss.seats[seat];
  const ProgressCard& pc = ctx.c.progress[st.card];
  for (int icon : pc.reward) {
    int r = icon;
    if (icon == kWild) {
      r = wild_track;
      if (r < 0 || r > 5 || s.tracks[r].progress >= 12) {
        // Players' pick: the least advanced victory track, else the least advanced track.
        r = -1;
        for (int pass = 0; pass < 2 && r < 0; ++pass)
          for (int t = 0; t < 6; ++t)
            if (s.tracks[t].progress < 12 && (pass == 1 || ctx.c.tables.victory[t]) &&
                (r < 0 || s.tracks[t].progress < s.tracks[r].progress))
              r = t;
      }
      if (r < 0) continue;
    }
    raise_progress(ctx, r);
  }
  ctx.note("complete", ctx.c.progress[st.card].name + " is complete", seat);
  int done = st.card;
  ss.completed.push_back(done);
  st.card_dice.clear();
  st.card = -1;
  // New active card from staging (any position), then slide and refill.
  int pos = next_card;
  if (pos < 0 || pos > 3 || ss.staging[pos] < 0) {
    pos = -1;
    for (int p = 0; p < 4; ++p)
      if (ss.staging[p] >= 0) {
        pos = p;
        break;
      }
  }
  if (pos >= 0) {
    st.card = ss.staging[pos];
    ss.staging[pos] = -1;
  }
  slide_and_refill(ctx);
  TriggerEvent ev;
  ev.kind = "complete_card";
  ev.rewards = pc.reward;
  ev.stage = pc.stage;
  for (const auto& p : ss.in_play)
    if (p.card_seat == seat) fire(ctx, p.character, ev);
}

}  // namespace sb::sw
