#include "game/vacant_throne/view/board_draw.h"

// [SECTION] index
//   words · seat marks and chips · the tiles · the tracks · laws · guarantees · players · draw_board
#include <algorithm>
#include <array>
#include <cmath>

#include "engine/core/calendar.h"
#include "engine/ui/draw.h"
#include "engine/ui/pen.h"
#include "engine/ui/text.h"
#include "game/vacant_throne/rules/rules.h"

namespace sb::vt::view {

namespace {

using ui::Pen;

const ui::Color kPaper = ui::pal::kPaper;
const ui::Color kInk = ui::pal::kInk;
const ui::Color kMuted = ui::pal::kMutedInk;
const ui::Color kCard = ui::rgb(0xFBF6EA);
const ui::Color kBandit = ui::rgb(0x3B3B3B);
const ui::Color kRing = ui::rgb(0xF2B134);
const ui::Color kLabel = ui::rgb(0xE9E2CF);  // headings on the cloth

std::string tile_kind_words(const Content& c, const Tile& t) {
  switch (t.kind) {
    case TileKind::kCapital: return "Capital";
    case TileKind::kBandit: return "Bandit tile (" + c.factions[static_cast<size_t>(t.faction)].name + ")";
    case TileKind::kFaction: return "Faction tile (" + c.factions[static_cast<size_t>(t.faction)].name + ")";
  }
  return "";
}

std::string owner_name(const State& s, int owner) {
  if (owner == kBandits) return "the Bandits";
  if (owner < 0) return "nobody";
  return name_of(s, owner);
}

}  // namespace

// [SECTION] words

std::string phase_words(const State& s, const Content& c) {
  if (s.game_over) return "Final scoring — the game is over";
  const int seasons = c.calendar.periods * static_cast<int>(c.calendar.seasons.size());
  std::string phase = engine::current_phase_id(c.calendar, s.cursor);
  static const std::pair<const char*, const char*> names[] = {{"season_start", "Season start"}, {"player_turns", "Player turns"},
                                                             {"battles", "Battles"}, {"rewards", "Rewards"},
                                                             {"cleanup", "Cleanup"}, {"scoring", "Final scoring"}};
  for (auto [id, words] : names)
    if (phase == id) phase = words;
  return "Season " + std::to_string(s.season) + " of " + std::to_string(seasons) + " — " + phase;
}

std::string workplace_line(const Content& c, int kind) {
  if (kind < 0 || kind >= static_cast<int>(c.workplaces.size())) return "";
  const Workplace& w = c.workplaces[static_cast<size_t>(kind)];
  std::string out;
  bool any_in = std::any_of(w.input.begin(), w.input.end(), [](int n) { return n > 0; });
  if (any_in) out += "in " + resources_words(c, w.input) + " → ";
  std::string made;
  if (std::any_of(w.output.begin(), w.output.end(), [](int n) { return n > 0; })) made = resources_words(c, w.output);
  if (w.prestige > 0) made += (made.empty() ? "" : ", ") + std::to_string(w.prestige) + " Prestige";
  if (w.influence > 0) made += (made.empty() ? "" : ", ") + std::to_string(w.influence) + " Influence";
  if (w.action == CardAction::kSummon) made += (made.empty() ? "" : ", ") + std::string("Card action: summon");
  if (w.action == CardAction::kCopyCharters) made += (made.empty() ? "" : ", ") + std::string("Card action: copy charters");
  out += (any_in ? "" : "out ") + (made.empty() ? std::string("nothing") : made);
  if (w.rent > 0) out += "; rent " + std::to_string(w.rent);
  if (!w.workers.empty()) {
    out += "; needs";
    for (int f : w.workers) out += " " + c.factions[static_cast<size_t>(f)].worker;
  }
  return out;
}

std::vector<std::string> workplace_details(const Content& c, int kind) {
  if (kind < 0 || kind >= static_cast<int>(c.workplaces.size())) return {"A card you cannot see."};
  const Workplace& w = c.workplaces[static_cast<size_t>(kind)];
  std::vector<std::string> out;
  out.push_back(w.sovereign ? "The Sovereign card (Coronation)" : "Workplace");
  out.push_back("Costs " + resources_words(c, w.cost) + " to build");
  out.push_back(workplace_line(c, kind));
  if (!w.assignable) out.push_back("A card action: no worker cube goes here");
  return out;
}

std::vector<ui::IconCount> resource_counts(const Content& c, const std::array<int, kResources>& r) {
  std::vector<ui::IconCount> out;
  for (int k = 0; k < kResources; ++k)
    if (r[static_cast<size_t>(k)] > 0)
      out.push_back({c.resources[static_cast<size_t>(k)].icon, r[static_cast<size_t>(k)], c.resources[static_cast<size_t>(k)].name});
  return out;
}

namespace {

// A card's family: the faction whose goods it makes (or whose goods it takes, for the luxury
// halls), card actions and the Sovereign card their own.
ui::Color workplace_family(const Content& c, const Workplace& w) {
  static constexpr uint32_t kFaction[kFactions] = {0xE3C04F, 0x7DB56A, 0xA7AFB8};
  if (w.sovereign) return ui::rgb(0x8E3B46);
  if (!w.assignable) return ui::rgb(0x7A68A6);
  for (int k = 0; k < kResources; ++k)
    if (w.output[static_cast<size_t>(k)] > 0) return ui::rgb(kFaction[faction_of_resource(k)]);
  for (int k = 0; k < kResources; ++k)
    if (w.input[static_cast<size_t>(k)] > 0) return ui::rgb(kFaction[faction_of_resource(k)]);
  (void)c;
  return ui::rgb(0xC9A66B);
}

}  // namespace

ui::Color card_back_colour(int family) { return family == kLawFamily ? ui::rgb(0x8C7BB8) : ui::rgb(0xC9A66B); }

ui::CardFace workplace_face(const Content& c, int kind) {
  ui::CardFace face;
  if (kind < 0 || kind >= static_cast<int>(c.workplaces.size())) return face;
  const Workplace& w = c.workplaces[static_cast<size_t>(kind)];
  face.id = w.id;
  face.title = w.name;
  face.family = workplace_family(c, w);
  face.art = &w.art;
  face.paper = ui::rgb(0xFBF6EA);
  face.costs = resource_counts(c, w.cost);
  face.inputs = resource_counts(c, w.input);
  face.outputs = resource_counts(c, w.output);
  if (w.prestige > 0) face.outputs.push_back({"prestige", w.prestige, "Prestige"});
  if (w.influence > 0) face.outputs.push_back({"influence", w.influence, "Influence"});
  if (w.action == CardAction::kSummon) face.rules = "Card action: summon.";
  if (w.action == CardAction::kCopyCharters) face.rules = "Card action: copy charters.";
  for (int f : w.workers) face.needs.push_back({c.factions[static_cast<size_t>(f)].worker_icon, 1, c.factions[static_cast<size_t>(f)].worker});
  if (w.rent > 0) face.footer = "Rent " + std::to_string(w.rent) + " Prestige";
  if (w.sovereign) face.footer += std::string(face.footer.empty() ? "" : " · ") + "the Sovereign card";
  return face;
}

ui::CardFace law_face(const Content& c, int law, const std::string& foot, bool passed) {
  ui::CardFace face;
  if (law < 0 || law >= static_cast<int>(c.laws.size())) return face;
  const Law& l = c.laws[static_cast<size_t>(law)];
  face.id = l.id;
  face.title = l.name;
  face.family = passed ? ui::rgb(0x6FA86A) : ui::rgb(0x8C7BB8);
  face.art = &l.art;
  face.paper = passed ? ui::rgb(0xE4F0E0) : ui::rgb(0xEEE8F5);
  face.rules = "Threshold " + std::to_string(l.threshold) + ". " + l.text;
  face.footer = foot;
  return face;
}

std::vector<std::string> law_details(const Content& c, int law) {
  if (law < 0 || law >= static_cast<int>(c.laws.size())) return {};
  const Law& l = c.laws[static_cast<size_t>(law)];
  return {"Threshold " + std::to_string(l.threshold) + " (Influence FOR needed; the proposer gains that much Prestige)", l.text};
}

std::vector<std::string> tile_details(const State& s, const Content& c, int tile) {
  std::vector<std::string> out;
  if (tile < 0 || tile >= static_cast<int>(c.tiles.size())) return out;
  const Tile& t = c.tiles[static_cast<size_t>(tile)];
  const TileState& ts = s.tiles[static_cast<size_t>(tile)];
  out.push_back(tile_kind_words(c, t));
  out.push_back("Held by " + owner_name(s, controller(s, c, tile)));
  for (int seat = 0; seat < seat_count(s); ++seat)
    if (ts.knights[static_cast<size_t>(seat)] > 0)
      out.push_back(name_of(s, seat) + ": " + std::to_string(ts.knights[static_cast<size_t>(seat)]) + " knights");
  if (ts.bandits > 0) out.push_back("Bandits: " + std::to_string(ts.bandits) + " knights");
  if (t.flees_to >= 0) out.push_back("Knights flee from here to " + c.tiles[static_cast<size_t>(t.flees_to)].name);
  return out;
}

namespace {

// [SECTION] cards where they lie (cards travel: BoardLayout::piles)

void note_cards(const BoardInput& in, int place, int kind, int count, ui::Rect box, int family) {
  if (in.piles) in.piles->push_back({place, kind, count, {box.x, box.y + in.scroll, box.w, box.h}, family});
}
// The card of `kind` bound for `place` is still in the air: its slot waits empty.
bool in_air(const BoardInput& in, int place, int kind) { return in.flights && in.flights->arriving(place, kind, in.now); }

// The decks as stacks face down (a card drawn flies from its stack), and the discard.
float draw_decks(const Pen& p, const BoardInput& in, float x, float y, float w, bool draw) {
  const State& s = in.state;
  const float cw = std::min(in.metrics.mm(34), (w - p.gap * 2) / 3.0f), ch = std::max(in.metrics.touch_px(), p.line * 1.9f);
  const ui::Rect law_deck{x, y, cw, ch}, deck{x + cw + p.gap, y, cw, ch}, discard{x + (cw + p.gap) * 2, y, cw, ch};
  const ui::Rect a = ui::draw_card_stack(p, law_deck, static_cast<int>(s.law_deck.size()), card_back_colour(kLawFamily), "Laws", kLabel, draw);
  const ui::Rect b = ui::draw_card_stack(p, deck, static_cast<int>(s.deck.size()), card_back_colour(kWorkplaceFamily), "Deck", kLabel, draw);
  const ui::Rect c =
      ui::draw_card_stack(p, discard, static_cast<int>(s.discard.size()), card_back_colour(kWorkplaceFamily), "Discard", kLabel, draw);
  if (draw) {
    note_cards(in, kPlaceLawDeck, kHiddenLaw, static_cast<int>(s.law_deck.size()), a, kLawFamily);
    note_cards(in, kPlaceDeck, kHiddenWorkplace, static_cast<int>(s.deck.size()), b, kWorkplaceFamily);
    for (int k : s.discard) note_cards(in, kPlaceDiscard, workplace_kind(k), 1, c, kWorkplaceFamily);
  }
  return ch + p.gap * 0.6f;
}

// [SECTION] seat marks and chips

// A seat's mark: its colour AND its symbol (never colour alone).
void seat_mark(const Pen& p, ui::Vec2 centre, float radius, const ui::SeatLook* look) {
  if (!p.visible(centre.y - radius, radius * 2)) return;
  draw_seat_mark(p.r, centre, radius, look);
}

const ui::SeatLook* look_of(const BoardInput& in, int seat) {
  return seat >= 0 && static_cast<size_t>(seat) < in.looks.size() ? &in.looks[static_cast<size_t>(seat)] : nullptr;
}

// Items laid left to right, wrapping.
struct Flow {
  float left, right, x, y, row_h = 0;
  ui::Vec2 place(float w, float h, float gap) {
    if (x > left && x + w > right) {
      x = left;
      y += row_h + gap;
      row_h = 0;
    }
    const ui::Vec2 at{x, y};
    x += w + gap;
    row_h = std::max(row_h, h);
    return at;
  }
  float bottom() const { return y + row_h; }
};

// A seat mark with words beside it ("Ana 3"), wrapping its words when a row is too narrow for them.
// `mark`: where the mark stands (its square).
float mark_chip(const Pen& p, Flow& f, const ui::SeatLook* look, const std::string& words, int px, bool draw,
                ui::Color ink = kInk, ui::Rect* mark = nullptr) {
  const float rad = static_cast<float>(px) * 0.6f;
  const float lead = rad * 2 + static_cast<float>(px) * 0.3f;
  float w = lead + p.width(words, px, true);
  float h = static_cast<float>(px) * 1.3f;
  const float room = f.right - f.left;
  if (w > room) {  // a whole row of its own, the words wrapped beside the mark
    w = room;
    h = std::max(h, p.write(0, 0, room - lead, words, px, ink, true, false));
  }
  const ui::Vec2 at = f.place(w, h, static_cast<float>(px) * 0.6f);
  if (mark) *mark = {at.x, at.y + static_cast<float>(px) * 0.65f - rad, rad * 2, rad * 2};
  if (draw) {
    seat_mark(p, {at.x + rad, at.y + static_cast<float>(px) * 0.65f}, rad, look);
    p.write(at.x + lead, at.y, w - lead + 1, words, px, ink, true, true);
  }
  return w;
}

float heading(const Pen& p, float x, float y, float w, const std::string& s, bool draw) {
  return p.write(x, y, w, s, p.head_px, kLabel, true, draw) + p.gap * 0.4f;
}

// [SECTION] the tiles

float tile_block(const Pen& p, const BoardInput& in, int tile, ui::Rect box, bool draw) {
  const State& s = in.state;
  const Content& c = in.content;
  const Tile& t = c.tiles[static_cast<size_t>(tile)];
  const TileState& ts = s.tiles[static_cast<size_t>(tile)];
  const float pad = p.gap * 0.5f;
  const float x = box.x + pad, w = box.w - pad * 2;
  float y = box.y + pad;
  y += p.write(x, y, w, t.name, p.body_px, kInk, true, draw);
  y += p.write(x, y, w, tile_kind_words(c, t), p.small_px, kMuted, false, draw);
  const int ctl = controller(s, c, tile);
  Flow f{x, x + w, x, y + p.gap * 0.3f};
  f.row_h = 0;
  mark_chip(p, f, ctl >= 0 ? look_of(in, ctl) : nullptr,
            ctl == -1 ? "held by nobody" : "held by " + owner_name(s, ctl), p.small_px, draw && ctl != -1, kInk);
  if (ctl == -1 && draw) p.write(f.left, f.y, w, "held by nobody", p.small_px, kMuted, false, true);
  f.x = f.left;
  f.y = f.bottom() + p.gap * 0.3f;
  f.row_h = 0;
  bool any = false;
  for (int seat = 0; seat < seat_count(s); ++seat) {
    const int n = ts.knights[static_cast<size_t>(seat)];
    if (n <= 0) continue;
    any = true;
    ui::Rect mark;
    mark_chip(p, f, look_of(in, seat), name_of(s, seat) + " ×" + std::to_string(n), p.small_px, draw, kInk, &mark);
    if (draw && in.piles) in.piles->push_back({tile, seat, n, {mark.x, mark.y + in.scroll, mark.w, mark.h}});
  }
  if (ts.bandits > 0) {
    any = true;
    ui::Rect mark;
    mark_chip(p, f, nullptr, "Bandits ×" + std::to_string(ts.bandits), p.small_px, draw, kInk, &mark);
    if (draw && in.piles) in.piles->push_back({tile, kBanditKind, ts.bandits, {mark.x, mark.y + in.scroll, mark.w, mark.h}});
  }
  if (!any) {
    const ui::Vec2 at = f.place(p.width("no knights", p.small_px), static_cast<float>(p.small_px) * 1.3f, 0);
    p.write(at.x, at.y, w, "no knights", p.small_px, kMuted, false, draw);
  }
  return f.bottom() + pad - box.y;
}

// Where each tile goes on a map of seven: the Capital in the middle of a flower, the six others
// around it in ring order (top left, top right, right, bottom right, bottom left, left), each
// faction's tile beside the Bandit tile its knights flee to, every Bandit tile beside the Capital.
// Empty when the content is not that shape (one Capital, three factions each with a faction tile
// fleeing to its Bandit tile).
std::vector<int> map_ring(const Content& c) {
  int capital = -1;
  std::vector<int> ring;
  for (size_t k = 0; k < c.tiles.size(); ++k)
    if (c.tiles[k].kind == TileKind::kCapital) capital = capital < 0 ? static_cast<int>(k) : -2;
  if (capital < 0 || c.tiles.size() != 7) return {};
  for (size_t k = 0; k < c.tiles.size(); ++k) {
    const Tile& t = c.tiles[k];
    if (t.kind != TileKind::kFaction) continue;
    if (t.flees_to < 0 || c.tiles[static_cast<size_t>(t.flees_to)].kind != TileKind::kBandit) return {};
    ring.push_back(static_cast<int>(k));
    ring.push_back(t.flees_to);
  }
  if (ring.size() != 6) return {};
  ring.push_back(capital);
  return ring;
}

// Where the segment from a's centre to b's centre leaves a.
ui::Vec2 edge_towards(const ui::Rect& a, const ui::Rect& b) {
  const ui::Vec2 ca = a.center(), cb = b.center();
  const float dx = cb.x - ca.x, dy = cb.y - ca.y;
  const float tx = dx != 0 ? (a.w * 0.5f) / std::abs(dx) : 1e9f, ty = dy != 0 ? (a.h * 0.5f) / std::abs(dy) : 1e9f;
  const float t = std::min({tx, ty, 1.0f});
  return {ca.x + dx * t, ca.y + dy * t};
}

float draw_tiles(const Pen& p, const BoardInput& in, BoardLayout& out, float x, float y, float w, bool draw) {
  const Content& c = in.content;
  const int n = static_cast<int>(c.tiles.size());
  const float min_w = in.metrics.mm(40);
  const int cols = std::clamp(static_cast<int>((w + p.gap) / (min_w + p.gap)), 1, std::min(n, 4));
  const float top = y;
  out.tiles.assign(static_cast<size_t>(n), {});
  auto paint = [&](int k, const ui::Rect& box) {
    const bool capital = c.tiles[static_cast<size_t>(k)].kind == TileKind::kCapital;
    if (k == in.selected_tile) p.rect({box.x - 3, box.y - 3, box.w + 6, box.h + 6}, p.gap * 0.6f, kRing);
    p.rect(box, p.gap * 0.5f, capital ? ui::rgb(0xF1E3B5) : kPaper);
    tile_block(p, in, k, box, true);
  };
  // With three tiles' room across, the seven as a map: two above, the Capital between two, two
  // below, the rows offset by half a tile as a flower, arrows where knights flee.
  const std::vector<int> ring = cols >= 3 ? map_ring(c) : std::vector<int>{};
  if (!ring.empty()) {
    const float gap = p.gap * 2.5f;  // room for the arrows between tiles
    const float tw = std::min((w - gap * 2) / 3, in.metrics.mm(70));
    const float mid_x = x + w * 0.5f;
    // Rows: {top left, top right}, {left, Capital, right}, {bottom left, bottom right}.
    const std::array<std::vector<int>, 3> rows = {std::vector<int>{ring[0], ring[1]}, std::vector<int>{ring[5], ring[6], ring[2]},
                                                  std::vector<int>{ring[4], ring[3]}};
    for (const std::vector<int>& row : rows) {
      float h = in.metrics.touch_px();
      for (int k : row) h = std::max(h, tile_block(p, in, k, {0, 0, tw, 0}, false));
      const float row_w = static_cast<float>(row.size()) * tw + static_cast<float>(row.size() - 1) * gap;
      for (size_t i = 0; i < row.size(); ++i)
        out.tiles[static_cast<size_t>(row[i])] = {mid_x - row_w * 0.5f + static_cast<float>(i) * (tw + gap), y, tw, h};
      y += h + gap;
    }
    if (draw) {
      const float thick = std::max(2.0f, p.gap * 0.3f);
      for (int k = 0; k < n; ++k) {
        const int to = c.tiles[static_cast<size_t>(k)].flees_to;
        if (to < 0) continue;
        const ui::Rect& a = out.tiles[static_cast<size_t>(k)];
        const ui::Rect& b = out.tiles[static_cast<size_t>(to)];
        ui::draw_arrow(p.r, edge_towards(a, b), edge_towards(b, a), thick, kLabel);
      }
      for (int k = 0; k < n; ++k) paint(k, out.tiles[static_cast<size_t>(k)]);
    }
    return y - gap + p.gap - top;
  }
  const float tw = (w - p.gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  for (int row = 0; row * cols < n; ++row) {
    float h = in.metrics.touch_px();
    for (int k = row * cols; k < std::min(n, row * cols + cols); ++k)
      h = std::max(h, tile_block(p, in, k, {0, 0, tw, 0}, false));
    for (int k = row * cols; k < std::min(n, row * cols + cols); ++k) {
      const ui::Rect box{x + static_cast<float>(k - row * cols) * (tw + p.gap), y, tw, h};
      out.tiles[static_cast<size_t>(k)] = box;
      if (draw) paint(k, box);
    }
    y += h + p.gap;
  }
  return y - top;
}

// [SECTION] the tracks

float draw_tracks(const Pen& p, const BoardInput& in, float x, float y, float w, bool draw) {
  const State& s = in.state;
  const float top = y;
  for (int t = 0; t < 2; ++t) {
    const bool current = t == s.current_track;
    const std::string label = "T" + std::to_string(t) + (current ? " (now)" : "");
    const float lw = p.width("T0 (now)  ", p.body_px, true);
    Flow f{x + lw, x + w, x + lw, y};
    f.row_h = static_cast<float>(p.body_px) * 1.3f;
    int slot = 0;
    for (int occupant : s.tracks[static_cast<size_t>(t)]) {
      if (slot == bandit_slot(s, t)) occupant = kBanditSlot;  // the Bandit cube's place: T0's top, T1's bottom
      ++slot;
      if (occupant == -1) continue;
      const std::string words = std::to_string(slot) + ". " + (occupant == kBanditSlot ? "Bandits" : name_of(s, occupant));
      mark_chip(p, f, occupant == kBanditSlot ? nullptr : look_of(in, occupant), words, p.body_px, draw, kLabel);
    }
    if (draw) {
      if (current) p.rect({x - p.gap * 0.3f, y - 2, lw - p.gap * 0.2f, static_cast<float>(p.body_px) * 1.35f}, 4, kRing);
      p.write(x, y, lw, label, p.body_px, current ? kInk : kLabel, true, true);
    }
    y = f.bottom() + p.gap * 0.4f;
  }
  return y - top;
}

// [SECTION] laws

float law_card(const Pen& p, const BoardInput& in, int law, const std::string& foot, ui::Rect box, bool passed, bool draw) {
  ui::CardFace face = law_face(in.content, law, foot, passed);
  // The laws run one a row on a narrow board (a phone, a small tablet): there, no picture.
  face.show_art = box.w >= in.metrics.mm(30) && in.area.w >= in.metrics.mm(150);
  return ui::draw_card_face(p, in.pictures, face, box, draw);
}

float draw_laws(const Pen& p, const BoardInput& in, BoardLayout& out, float x, float y, float w, bool draw) {
  const State& s = in.state;
  struct Entry {
    int law;
    std::string foot;
    bool passed;
  };
  std::vector<Entry> entries;
  for (int l : s.docket) entries.push_back({l, "On the Docket", false});
  for (const Enacted& e : s.enacted)
    entries.push_back({e.law, "Passed in Season " + std::to_string(e.season) + ", proposed by " + name_of(s, e.proposer), true});
  const float min_w = in.metrics.mm(55);
  const int cols = std::max(1, static_cast<int>((w + p.gap) / (min_w + p.gap)));
  const float cw = (w - p.gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const float top = y;
  for (size_t row = 0; row * static_cast<size_t>(cols) < entries.size(); ++row) {
    float h = 0;
    const size_t from = row * static_cast<size_t>(cols), to = std::min(entries.size(), from + static_cast<size_t>(cols));
    for (size_t k = from; k < to; ++k) h = std::max(h, law_card(p, in, entries[k].law, entries[k].foot, {0, 0, cw, 0}, entries[k].passed, false));
    h = std::max(h, in.metrics.touch_px());
    for (size_t k = from; k < to; ++k) {
      const ui::Rect box{x + static_cast<float>(k - from) * (cw + p.gap), y, cw, h};
      const int place = entries[k].passed ? kPlaceEnacted : kPlaceDocket;
      if (draw && in_air(in, place, law_kind(entries[k].law))) ui::draw_empty_slot(p, box, kLabel);
      else if (draw) law_card(p, in, entries[k].law, entries[k].foot, box, entries[k].passed, true);
      if (draw) note_cards(in, place, law_kind(entries[k].law), 1, box, kLawFamily);
      out.cards.push_back({entries[k].passed ? CardSpot::kPassedLaw : CardSpot::kLaw, -1, -1, entries[k].law, box});
    }
    y += h + p.gap;
  }
  return y - top;
}

// [SECTION] guarantees and the negotiation

float draw_pacts(const Pen& p, const BoardInput& in, float x, float y, float w, bool draw) {
  const State& s = in.state;
  const Content& c = in.content;
  const float top = y;
  bool any = false;
  for (const Guarantee& g : s.guarantees)
    for (size_t k = 0; k < g.clauses.size(); ++k) {
      if (g.clauses[k].status != ClauseStatus::kActive) continue;
      any = true;
      y += p.write(x, y, w, clause_label(g, k) + " (Season " + std::to_string(g.season) + "): " + clause_words(s, c, g.clauses[k]),
                   p.small_px, kLabel, false, draw);
    }
  if (!any) y += p.write(x, y, w, "No open guarantees.", p.small_px, kLabel, false, draw);
  const Negotiation& t = s.talk;
  if (t.kind != NegotiationKind::kNone) {
    std::string head = std::string(t.kind == NegotiationKind::kTrade ? "Trade" : "Guarantee") + " drafted by " + name_of(s, t.proposer) +
                       (t.offered ? " (offered)" : " (being drafted)") + " with";
    for (size_t k = 1; k < t.parties.size(); ++k) head += (k > 1 ? ", " : " ") + name_of(s, t.parties[k]);
    y += p.gap * 0.3f + p.write(x, y + p.gap * 0.3f, w, head, p.body_px, kLabel, true, draw);
    for (const Item& it : t.items) y += p.write(x, y, w, "• " + item_words(s, c, it, false), p.small_px, kLabel, false, draw);
    for (const Clause& k : t.clauses) y += p.write(x, y, w, "• " + clause_words(s, c, k), p.small_px, kLabel, false, draw);
  }
  return y - top;
}

}  // namespace

// [SECTION] the vote or request under way (votes are open, spec D5: every side and amount shown)

std::vector<std::string> pending_lines(const State& s, const Content& c) {
  std::vector<std::string> out;
  if (s.stage == Stage::kVote && s.vote.law >= 0) {
    out.push_back("Vote on " + c.laws[static_cast<size_t>(s.vote.law)].name + " (threshold " +
                  std::to_string(c.laws[static_cast<size_t>(s.vote.law)].threshold) + "), proposed by " + name_of(s, s.vote.proposer));
    int yes = 0, no = 0;
    for (size_t k = 0; k < s.vote.voters.size(); ++k) {
      const std::string who = name_of(s, s.vote.voters[k]);
      if (static_cast<int>(k) < s.vote.index && k < s.vote.side.size() && k < s.vote.amount.size()) {
        const int n = s.vote.amount[k];
        (s.vote.side[k] == 0 ? yes : no) += n;
        out.push_back("  " + who + ": " + (n == 0 ? std::string("nothing") : std::to_string(n) + (s.vote.side[k] == 0 ? " FOR" : " AGAINST")));
      } else {
        out.push_back("  " + who + (static_cast<int>(k) == s.vote.index ? ": to vote now" : ": votes later"));
      }
    }
    out.push_back("  So far " + std::to_string(yes) + " FOR, " + std::to_string(no) + " AGAINST");
  } else if (s.stage == Stage::kPermission && s.permission.owner >= 0) {
    const int kind = s.players[static_cast<size_t>(s.permission.owner)].grid[static_cast<size_t>(s.permission.cell)].card;
    out.push_back(name_of(s, s.permission.user) + " asks " + name_of(s, s.permission.owner) + " to use " + card_name(c, kind));
  } else if (s.stage == Stage::kDiscard && s.discarder >= 0) {
    out.push_back(name_of(s, s.discarder) + " discards down to " + std::to_string(c.setup.hand_limit) + " cards");
  }
  return out;
}

namespace {

// [SECTION] players

float workplace_card(const Pen& p, const BoardInput& in, int kind, const Cell* cell, ui::Rect box, bool draw,
                     bool lit = false) {
  const float pad = p.gap * 0.4f;
  const float x = box.x + pad, w = box.w - pad * 2;
  if (kind < 0) {
    float y = box.y + pad;
    // A cell the chosen workplace may be built in says so in words (never the colour alone).
    if (lit) y += p.write(x, y, w, "Build here", p.small_px, kInk, true, draw);
    y += p.write(x, y, w, cell ? "empty" : "a hidden card", p.small_px, kMuted, false, draw);
    return y + pad - box.y;
  }
  ui::CardFace face = workplace_face(in.content, kind);
  face.show_art = box.w >= in.metrics.mm(24);
  if (lit) face.top_line = "Build here (replaces it)";
  if (cell) face.costs.clear();  // built: what it cost is history
  if (cell && cell->used) face.footer += std::string(face.footer.empty() ? "" : " · ") + "card action used";
  // The worker cube on it: the user's mark (colour and symbol) under the card.
  float below = 0;
  const bool cube = cell && cell->user >= 0;
  const std::string cube_words = cube ? "cube: " + name_of(in.state, cell->user) : "";
  if (cube) {
    Flow f{x, x + w, x, 0};
    mark_chip(p, f, look_of(in, cell->user), cube_words, p.small_px, false);
    below = f.bottom() + pad;
  }
  const float natural = ui::draw_card_face(p, in.pictures, face, {box.x, box.y, box.w, 0}, false);
  if (draw) {
    ui::draw_card_face(p, in.pictures, face, {box.x, box.y, box.w, std::max(natural, box.h - below)}, true);
    if (cube) {
      Flow f{x, x + w, x, std::max(natural, box.h - below)  + box.y};
      mark_chip(p, f, look_of(in, cell->user), cube_words, p.small_px, true);
    }
  }
  return natural + below;
}

float draw_player(const Pen& p, const BoardInput& in, BoardLayout& out, int seat, ui::Rect box, bool draw) {
  const State& s = in.state;
  const Content& c = in.content;
  const Player& pl = s.players[static_cast<size_t>(seat)];
  const float pad = p.gap * 0.5f;
  const float x = box.x + pad, w = box.w - pad * 2;
  float y = box.y + pad;
  if (draw) p.rect(box, p.gap * 0.5f, kPaper);
  Flow f{x, x + w, x, y};
  const int active = decider(s);
  mark_chip(p, f, look_of(in, seat),
            pl.name + (seat == active ? " — to decide" : "") + (pl.idled ? " — Idle" : ""), p.body_px, draw);
  y = f.bottom() + p.gap * 0.2f;
  // The numbers an action changes tick from their old values (ui::Tally), each keyed by seat.
  const auto tick = [&](int which, int value) { return in.tally ? in.tally->at(seat * 8 + which, value, in.now) : value; };
  y += p.write(x, y, w,
               "Prestige " + std::to_string(tick(0, pl.prestige)) + ", crossed-out " + std::to_string(tick(1, pl.crossed)) +
                   " (score " + std::to_string(tick(2, score(s, seat))) + ")",
               p.small_px, kInk, false, draw);
  // Counts as icon + number; the words are in the block's long press and the log.
  y += ui::write_counts(p, in.pictures, x, y, w,
                        std::vector<ui::IconCount>{{"influence", tick(3, pl.influence), "Influence"},
                                                   {"favour", tick(4, pl.favours), "favours"},
                                                   {"knight", pl.undeployed, "knights in reserve"}},
                        p.small_px, kInk, draw);
  std::vector<ui::IconCount> goods = resource_counts(c, pl.res);
  if (goods.empty()) y += p.write(x, y, w, "No resources", p.small_px, kMuted, false, draw);
  else y += ui::write_labelled_counts(p, in.pictures, x, y, w, "Resources", goods, kInk, draw);
  std::vector<ui::IconCount> workers;
  for (int fct = 0; fct < kFactions; ++fct)
    workers.push_back({c.factions[static_cast<size_t>(fct)].worker_icon, pl.unemployed[static_cast<size_t>(fct)],
                       c.factions[static_cast<size_t>(fct)].worker + (pl.unemployed[static_cast<size_t>(fct)] == 1 ? "" : "s")});
  y += ui::write_labelled_counts(p, in.pictures, x, y, w, "Unemployed", workers, kInk, draw);
  // The grid: nine cells, three a row.
  const float cw = (w - p.gap * 0.8f) / 3.0f;
  for (int row = 0; row < 3; ++row) {
    float h = in.metrics.touch_px();
    auto lit = [&](int idx) {
      return seat == in.lit_seat && std::find(in.lit_cells.begin(), in.lit_cells.end(), idx) != in.lit_cells.end();
    };
    for (int k = 0; k < 3; ++k) {
      const Cell& cell = pl.grid[static_cast<size_t>(row * 3 + k)];
      h = std::max(h, workplace_card(p, in, cell.card, &cell, {0, 0, cw, 0}, false, lit(row * 3 + k)));
    }
    for (int k = 0; k < 3; ++k) {
      const int idx = row * 3 + k;
      const Cell& cell = pl.grid[static_cast<size_t>(idx)];
      const ui::Rect cb{x + static_cast<float>(k) * (cw + p.gap * 0.4f), y + p.gap * 0.3f, cw, h};
      if (draw) {
        const bool landing = cell.card >= 0 && in_air(in, cell_place(seat, idx), workplace_kind(cell.card));
        if (lit(idx)) p.rect({cb.x - 3, cb.y - 3, cb.w + 6, cb.h + 6}, 6, kRing);
        p.rect(cb, 4, lit(idx) ? ui::rgb(0xFFF1C4) : cell.card >= 0 && !landing ? kCard : ui::rgb(0xE4DCC6));
        if (!landing) workplace_card(p, in, cell.card, &cell, cb, true, lit(idx));
        if (cell.card >= 0) note_cards(in, cell_place(seat, idx), workplace_kind(cell.card), 1, cb, kWorkplaceFamily);
      }
      if (cell.card >= 0) out.cards.push_back({CardSpot::kBuilt, seat, idx, cell.card, cb});
      out.grid.push_back({seat, idx, lit(idx), cb});
    }
    y += h + p.gap * 0.4f;
  }
  // The hand: face up for the seat holding the device, a count for everyone else.
  y += p.gap * 0.3f;
  if (seat != in.hand_seat) {
    if (draw)
      note_cards(in, hand_place(seat), kHiddenWorkplace, static_cast<int>(pl.hand.size()), {x, y, std::min(w, in.metrics.mm(12)), p.line},
                 kWorkplaceFamily);
    y += p.write(x, y, w, "Hand: " + std::to_string(pl.hand.size()) + (pl.hand.size() == 1 ? " card" : " cards") + " (hidden)",
                 p.small_px, kMuted, false, draw);
  } else {
    y += p.write(x, y, w, "Your hand (" + std::to_string(pl.hand.size()) + "):", p.small_px, kInk, true, draw);
    const float hw = cw;
    const int cols = 3;  // as wide as the grid's cards
    for (size_t row = 0; row * static_cast<size_t>(cols) < pl.hand.size(); ++row) {
      float h = in.metrics.touch_px();
      const size_t from = row * static_cast<size_t>(cols), to = std::min(pl.hand.size(), from + static_cast<size_t>(cols));
      for (size_t k = from; k < to; ++k) h = std::max(h, workplace_card(p, in, pl.hand[k], nullptr, {0, 0, hw, 0}, false));
      for (size_t k = from; k < to; ++k) {
        const ui::Rect cb{x + static_cast<float>(k - from) * (hw + p.gap * 0.4f), y + p.gap * 0.2f, hw, h};
        if (draw) {
          p.rect(cb, 4, ui::rgb(0xFFF3C9));
          workplace_card(p, in, pl.hand[k], nullptr, cb, true);
          note_cards(in, hand_place(seat), kHiddenWorkplace, 1, cb, kWorkplaceFamily);  // face down to the others
        }
        out.cards.push_back({CardSpot::kHand, seat, -1, pl.hand[k], cb});
      }
      y += h + p.gap * 0.4f;
    }
  }
  return y + pad - box.y;
}

}  // namespace

// [SECTION] draw_board

int BoardLayout::tile_at(ui::Vec2 pt) const {
  for (size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].contains(pt)) return static_cast<int>(i);
  return -1;
}

const CardSpot* BoardLayout::card_at(ui::Vec2 pt) const {
  for (const CardSpot& c : cards)
    if (c.rect.contains(pt)) return &c;
  return nullptr;
}

const GridSpot* BoardLayout::grid_at(ui::Vec2 pt) const {
  for (const GridSpot& g : grid)
    if (g.rect.contains(pt)) return &g;
  return nullptr;
}

const SeatSpot* BoardLayout::seat_at(ui::Vec2 pt) const {
  for (const SeatSpot& spot : seats)
    if (spot.rect.contains(pt)) return &spot;
  return nullptr;
}

void draw_seat_mark(SDL_Renderer* r, ui::Vec2 centre, float radius, const ui::SeatLook* look) {
  const ui::Color fill = look ? look->color : kBandit;
  ui::fill_circle(r, centre, radius, kInk);
  ui::fill_circle(r, centre, radius * 0.86f, fill);
  ui::draw_symbol(r, look ? look->symbol : ui::Symbol::kCross, centre, radius * 0.55f, ui::ink_on(fill));
}

BoardLayout draw_board(SDL_Renderer* r, ui::TextCache* text, const BoardInput& in) {
  const ui::Metrics& m = in.metrics;
  const int body = static_cast<int>(std::max(ui::kMinFontPx, std::round(m.font_px() * 0.85f)));
  Pen p{r,
        text,
        in.measure_only ? ui::Rect{0, 0, 0, 0} : in.area,
        body,
        static_cast<int>(std::max(ui::kMinFontPx, std::round(static_cast<float>(body) * 0.85f))),
        static_cast<int>(std::round(m.font_px())),
        static_cast<float>(body) * 1.25f,
        std::max(6.0f, m.mm(2.5f))};
  BoardLayout out;
  if (!in.measure_only) in.piles = &out.piles;
  out.text_px = static_cast<float>(p.small_px);
  const bool draw = !in.measure_only && r;
  if (draw) {
    SDL_Rect clip{static_cast<int>(in.area.x), static_cast<int>(in.area.y), static_cast<int>(in.area.w), static_cast<int>(in.area.h)};
    SDL_RenderSetClipRect(r, &clip);
  }
  const float x = in.area.x + p.gap, w = in.area.w - p.gap * 2;
  float y = in.area.y - in.scroll + p.gap;
  const State& s = in.state;
  const std::string phase = phase_words(s, in.content);
  const float head_h = heading(p, x, y, w, phase, draw);
  out.heading = ui::Rect{x, y, std::min(w, p.width(phase, p.head_px, true)), head_h - p.gap * 0.4f};
  y += head_h;
  y += draw_tiles(p, in, out, x, y, w, draw);
  // Tracks and laws side by side when there is room, else one above the other.
  const bool two = w > m.mm(170);
  const float lw = two ? w * 0.38f : w;
  float ty = y;
  ty += heading(p, x, ty, lw, "Turn order (tracks; slot 1 on top)", draw);
  ty += draw_tracks(p, in, x, ty, lw, draw);
  if (const std::vector<std::string> now = pending_lines(s, in.content); !now.empty()) {
    ty += heading(p, x, ty, lw, "Now", draw);
    for (const std::string& line : now) ty += p.write(x, ty, lw, line, p.small_px, kLabel, line[0] != ' ', draw);
    ty += p.gap * 0.4f;
  }
  ty += heading(p, x, ty, lw, "Guarantees", draw);
  ty += draw_pacts(p, in, x, ty, lw, draw) + p.gap;
  const float lx = two ? x + lw + p.gap : x;
  float ly = two ? y : ty;
  ly += heading(p, lx, ly, w - (lx - x), "Docket and passed laws", draw);
  ly += draw_decks(p, in, lx, ly, w - (lx - x), draw);
  ly += draw_laws(p, in, out, lx, ly, w - (lx - x), draw);
  y = std::max(ty, ly);
  // Players: in columns when there is room (at least 110 mm each).
  y += heading(p, x, y, w, "Players", draw);
  const int n = seat_count(s);
  const int cols = std::clamp(static_cast<int>((w + p.gap) / (m.mm(110) + p.gap)), 1, 3);
  const float pw = (w - p.gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  // Seats in turn order from the holder of the device: their own block first.
  std::vector<int> order;
  if (in.hand_seat >= 0 && in.hand_seat < n) order.push_back(in.hand_seat);
  for (int seat = 0; seat < n; ++seat)
    if (seat != in.hand_seat) order.push_back(seat);
  for (size_t row = 0; row * static_cast<size_t>(cols) < order.size(); ++row) {
    const size_t from = row * static_cast<size_t>(cols), to = std::min(order.size(), from + static_cast<size_t>(cols));
    float h = 0;
    BoardLayout scratch;
    for (size_t k = from; k < to; ++k) h = std::max(h, draw_player(p, in, scratch, order[k], {0, 0, pw, 0}, false));
    for (size_t k = from; k < to; ++k) {
      const ui::Rect box{x + static_cast<float>(k - from) * (pw + p.gap), y, pw, h};
      draw_player(p, in, out, order[k], box, draw);
      out.seats.push_back({order[k], box});
    }
    y += h + p.gap;
  }
  out.height = y + in.scroll - in.area.y;
  if (draw) SDL_RenderSetClipRect(r, nullptr);
  in.piles = nullptr;
  return out;
}

}  // namespace sb::vt::view
