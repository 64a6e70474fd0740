#include "game/winter_quarters/view/board_draw.h"

// [SECTION] index
//   colours and words · tokens and chips (a flow that wraps) · one space node · the map ·
//   the war's state · the factions · the cards · the boxes and the legend · draw_board · details
#include <algorithm>
#include <cmath>
#include <tuple>

#include "engine/core/calendar.h"
#include "engine/ui/card_face.h"
#include "engine/ui/draw.h"
#include "engine/ui/pen.h"
#include "engine/ui/text.h"
#include "game/winter_quarters/rules/rules.h"
#include "game/winter_quarters/view/map_regions.h"

namespace sb::wq::view {

// [SECTION] colours and words

ui::Color faction_color(int faction) {
  switch (faction) {
    case kBritish: return ui::rgb(0xC0392B);   // red coats
    case kPatriots: return ui::rgb(0x1F5FA8);  // blue
    case kFrench: return ui::rgb(0xEDEFF5);    // white, with dark letters
    case kIndians: return ui::rgb(0x7A4B22);   // brown
    default: return ui::rgb(0x808080);
  }
}

const char* piece_letter(int piece) {
  switch (piece) {
    case kRegular: return "R";
    case kTory: return "T";
    case kBritishFort: return "F";
    case kContinental: return "C";
    case kMilitiaU:
    case kMilitiaA: return "M";
    case kPatriotFort: return "F";
    case kFrenchRegular: return "R";
    case kWarPartyU:
    case kWarPartyA: return "W";
    case kVillage: return "V";
    default: return "?";
  }
}

namespace {

using ui::Pen;

// A pen that also notices a word wider than the line it is wrapped to (the text engine would break
// it inside itself: "Campai / gn"), and can note what it writes (tests read the status card).
struct WordPen : Pen {
  bool check_words = false;
  mutable bool word_too_wide = false;
  std::vector<WrittenText>* record = nullptr;

  float write(float x, float y, float w, const std::string& s, int px, ui::Color c, bool bold = false,
              bool draw = true) const {
    if (check_words && !words_fit(s, px, bold, w)) word_too_wide = true;
    if (record && draw) record->push_back({s, px, bold, x, w});
    return Pen::write(x, y, w, s, px, c, bold, draw);
  }
  bool words_fit(const std::string& s, int px, bool bold, float w) const {
    const float room = std::floor(w);  // the wrap width the text engine is given
    for (size_t at = 0; at < s.size();) {
      const size_t end = std::min(s.find(' ', at), s.size());
      if (end > at && width(s.substr(at, end - at), px, bold) > room) return false;
      at = end + 1;
    }
    return true;
  }
};

const ui::Color kPaper = ui::pal::kPaper;
const ui::Color kInk = ui::pal::kInk;
const ui::Color kMuted = ui::pal::kMutedInk;
const ui::Color kLand = ui::rgb(0xE3D8B8);
const ui::Color kSea = ui::rgb(0x9CBCD3);
const ui::Color kRoad = ui::rgb(0x6B5A40);
const ui::Color kLane = ui::rgb(0x2F5F86);
const ui::Color kBorder = ui::rgb(0x54483A);  // province borders: opaque, so joints do not darken
const ui::Color kShore = ui::rgb(0x4A6F8C);
const ui::Color kSupport = ui::rgb(0xF2C4BC);
const ui::Color kOpposition = ui::rgb(0xBCD0EE);
const ui::Color kNeutral = ui::rgb(0xDDDAD2);

ui::Color type_color(SpaceType t) {
  switch (t) {
    case kCity: return ui::rgb(0x4E5563);
    case kColony: return ui::rgb(0x3F6B35);
    case kReserve: return ui::rgb(0x7B5530);
    case kProvince: return ui::rgb(0x66702F);
  }
  return kMuted;
}

std::string type_words(SpaceType t) {
  switch (t) {
    case kCity: return "City";
    case kColony: return "Colony";
    case kReserve: return "Indian Reserve";
    case kProvince: return "Province";
  }
  return "";
}

std::string signed_number(int n) { return n > 0 ? "+" + std::to_string(n) : n < 0 ? "−" + std::to_string(-n) : "0"; }

std::string support_short(int level) {
  if (level == 0) return "Neutral";
  return support_words(level) + " " + signed_number(level);
}

std::string control_words(int ctl) {
  return ctl == kBritishControl ? "British control" : ctl == kRebellionControl ? "Rebellion control" : "No control";
}

const SpaceState& at(const State& s, int space) { return s.spaces[static_cast<size_t>(space)]; }

// [SECTION] tokens and chips: items laid left to right, wrapping to a new row

struct Flow {
  float left, right, x, y, row_h = 0;
  bool overflow = false;  // an item wider than a whole row was placed
  // Top-left for an item w x h (a new row when it does not fit, unless the row is empty).
  ui::Vec2 place(float w, float h, float gap) {
    if (w > right - left + 0.5f) overflow = true;
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

// One piece kind: its shape (square cube, round Militia / War Party: hollow when Underground,
// filled when Active; a house for Forts and Villages), its letter inside, the count beside it.
float piece_width(const Pen& p, float size, int count, int px) {
  return size * 2 + (count > 1 ? size * 0.25f + p.width("×" + std::to_string(count), px, true) : 0);
}

void draw_piece(const Pen& p, ui::Vec2 top_left, float size, int piece, int count, int px) {
  if (!p.visible(top_left.y, size * 2)) return;
  const ui::Vec2 c{top_left.x + size, top_left.y + size};
  const ui::Color fill = faction_color(piece_owner(piece));
  const ui::Color edge = kInk;
  const float line = std::max(1.5f, size * 0.14f);
  ui::Color letter_ink = ui::ink_on(fill);
  // The piece's silhouette at `at`, `in` pixels inside its outline: a cube's rounded square, a
  // base's house, else a disc.
  auto silhouette = [&](ui::Vec2 at, float in, ui::Color colour) {
    const float k = (size - in) / size;
    if (is_cube(piece)) {
      ui::fill_rounded_rect(p.r, {at.x - size * 0.85f * k, at.y - size * 0.85f * k, size * 1.7f * k, size * 1.7f * k}, size * 0.15f * k,
                            colour);
    } else if (is_base(piece)) {
      const std::array<ui::Vec2, 5> house = {ui::Vec2{at.x - size * 0.9f * k, at.y + size * 0.85f * k},
                                             {at.x + size * 0.9f * k, at.y + size * 0.85f * k},
                                             {at.x + size * 0.9f * k, at.y - size * 0.15f * k},
                                             {at.x, at.y - size * 0.95f * k},
                                             {at.x - size * 0.9f * k, at.y - size * 0.15f * k}};
      ui::fill_polygon(p.r, house, colour);
    } else {
      ui::fill_circle(p.r, at, size * 0.92f - in, colour);
    }
  };
  // Wooden pieces on a board: a shadow under each, and more than one of a kind drawn as a pile
  // (one more piece showing behind for two, two for three or more; the count beside says how many).
  silhouette({c.x + size * 0.1f, c.y + size * 0.16f}, 0, ui::with_alpha(kInk, 70));
  for (int k = std::min(count, 3) - 1; k >= 1; --k) {
    const ui::Vec2 at{c.x + size * 0.16f * static_cast<float>(k), c.y - size * 0.18f * static_cast<float>(k)};
    silhouette(at, 0, edge);
    silhouette(at, line, ui::darker(fill, 0.25f));
  }
  if (is_cube(piece)) {
    const ui::Rect box{c.x - size * 0.85f, c.y - size * 0.85f, size * 1.7f, size * 1.7f};
    ui::fill_rounded_rect(p.r, box, size * 0.15f, fill);
    ui::outline_rounded_rect(p.r, box, size * 0.15f, line, edge);
  } else if (is_base(piece)) {
    const std::array<ui::Vec2, 5> house = {ui::Vec2{c.x - size * 0.9f, c.y + size * 0.85f}, {c.x + size * 0.9f, c.y + size * 0.85f},
                                           {c.x + size * 0.9f, c.y - size * 0.15f}, {c.x, c.y - size * 0.95f},
                                           {c.x - size * 0.9f, c.y - size * 0.15f}};
    ui::fill_polygon(p.r, house, fill);
    ui::outline_polygon(p.r, house, line, edge);
  } else if (is_underground_slot(piece)) {
    // Underground: hollow (paper inside a thick ring of the faction's colour), the letter in colour.
    ui::fill_circle(p.r, c, size * 0.92f, edge);
    ui::fill_circle(p.r, c, size * 0.92f - line, kPaper);
    ui::ring(p.r, c, size * 0.92f - line - size * 0.12f, size * 0.24f, fill == faction_color(kFrench) ? kInk : fill);
    letter_ink = fill == faction_color(kFrench) ? kInk : ui::darker(fill, 0.2f);
  } else {
    ui::fill_circle(p.r, c, size * 0.92f, edge);
    ui::fill_circle(p.r, c, size * 0.92f - line, fill);
  }
  if (p.has_font()) {
    const int lpx = std::max(static_cast<int>(ui::kMinFontPx * 0.8f), static_cast<int>(size * 1.15f));
    p.text->draw_centered({c.x, c.y + (is_base(piece) ? size * 0.12f : 0.0f)}, piece_letter(piece), lpx, letter_ink, true);
    if (count > 1)
      p.text->draw({top_left.x + size * 2.25f, c.y - static_cast<float>(px) * 0.6f}, "×" + std::to_string(count), px, kInk,
                   ui::Align::kLeft, true);
  }
}

// A word on a rounded chip (support, control, markers): colour AND its words.
float chip_width(const Pen& p, const std::string& words, int px, bool bold = false) { return p.width(words, px, bold) + static_cast<float>(px) * 0.8f; }
float chip_height(int px) { return static_cast<float>(px) * 1.35f; }
void draw_chip(const Pen& p, ui::Vec2 top_left, const std::string& words, int px, ui::Color fill, bool bold = false) {
  const float h = chip_height(px), w = chip_width(p, words, px, bold);
  if (!p.visible(top_left.y, h)) return;
  ui::fill_rounded_rect(p.r, {top_left.x, top_left.y, w, h}, h * 0.3f, fill);
  if (p.has_font()) p.text->draw_centered({top_left.x + w * 0.5f, top_left.y + h * 0.5f}, words, px, ui::ink_on(fill), bold);
}

// A Leader: a star of its faction's colour with its bonus.
float leader_width(const Pen& p, float size, int px) { return size * 2 + size * 0.2f + p.width("+2", px, true); }
void draw_leader(const Pen& p, ui::Vec2 top_left, float size, int faction, int bonus, int px) {
  if (!p.visible(top_left.y, size * 2)) return;
  const ui::Vec2 c{top_left.x + size, top_left.y + size};
  ui::draw_symbol(p.r, ui::Symbol::kStar, c, size * 1.05f, kInk);
  ui::draw_symbol(p.r, ui::Symbol::kStar, c, size * 0.8f, faction_color(faction));
  if (p.has_font())
    p.text->draw({top_left.x + size * 2.2f, c.y - static_cast<float>(px) * 0.6f}, "+" + std::to_string(bonus), px, kInk,
                 ui::Align::kLeft, true);
}

// The pieces of a space (or a box) as stacks, in the slot order; Leaders there as stars.
// Each pile drawn is noted in `in.piles` as at `place` (content units).
void flow_pieces(const Pen& p, const BoardInput& in, int place, Flow& flow, const std::array<int, kPieceCount>& pieces,
                 float size, int px, bool draw, const std::vector<std::pair<int, int>>& leaders = {}) {
  const float gap = size * 0.35f;
  for (int piece = 0; piece < kPieceCount; ++piece) {
    const int n = pieces[static_cast<size_t>(piece)];
    if (n <= 0) continue;
    const ui::Vec2 at = flow.place(piece_width(p, size, n, px), size * 2, gap);
    if (draw) draw_piece(p, at, size, piece, n, px);
    if (draw && in.piles) in.piles->push_back({place, piece, n, {at.x, at.y + in.scroll, size * 2, size * 2}});
  }
  for (auto [faction, bonus] : leaders) {
    const ui::Vec2 at = flow.place(leader_width(p, size, px), size * 2, gap);
    if (draw) draw_leader(p, at, size, faction, bonus, px);
  }
}

std::vector<std::pair<int, int>> leaders_at(const State& s, const Content& c, int space) {
  std::vector<std::pair<int, int>> out;
  for (int f = 0; f < kFactionCount; ++f)
    if (s.factions[static_cast<size_t>(f)].leader_at == space) out.push_back({f, leader_bonus(s, c, f)});
  return out;
}

// [SECTION] one space node

struct NodeText {
  int name_px, small_px;
  float token;  // token radius
};

// Draws (or measures) a space's node in `box`; returns the height its content needs.
float space_node(const Pen& p, const BoardInput& in, int space, ui::Rect box, const NodeText& t, bool draw) {
  const State& s = in.state;
  const Content& c = in.content;
  const bool wi = space == c.wi();
  const SpaceState& sp = at(s, space);
  const float pad = std::max(3.0f, static_cast<float>(t.small_px) * 0.3f);
  const bool lit = std::find(in.choosable.begin(), in.choosable.end(), space) != in.choosable.end();
  // No drop shadow: a blended shadow under every node cost the software renderer a third of a frame.
  if (draw) ui::fill_rounded_rect(p.r, box, pad * 1.5f, wi ? ui::rgb(0xE4EEF5) : kPaper);
  // The name on a bar of the type's colour.
  const std::string name = wi ? c.wi_name : c.spaces[static_cast<size_t>(space)].name;
  const ui::Color bar = wi ? kLane : type_color(c.spaces[static_cast<size_t>(space)].type);
  const float name_h = p.write(box.x + pad, box.y + pad * 0.5f, box.w - 2 * pad, name, t.name_px, ui::rgb(0xFFFFFF), true, false) + pad;
  if (draw) {
    ui::fill_rounded_rect(p.r, {box.x, box.y, box.w, name_h}, pad * 1.5f, bar);
    p.write(box.x + pad, box.y + pad * 0.5f, box.w - 2 * pad, name, t.name_px, ui::rgb(0xFFFFFF), true, true);
  }
  float y = box.y + name_h + pad * 0.5f;
  std::string about;
  if (wi) {
    about = "Squadrons " + std::to_string(s.squadrons_wi) + " · Regulars only";
  } else {
    const Space& def = c.spaces[static_cast<size_t>(space)];
    about = type_words(def.type) + " · pop " + std::to_string(def.pop);
  }
  y += p.write(box.x + pad, y, box.w - 2 * pad, about, t.small_px, kInk, false, draw);
  // Chips: support (map spaces), control, markers.
  Flow chips{box.x + pad, box.x + box.w - pad, box.x + pad, y + pad * 0.3f};
  // A chip in full words where the node has the room, else in its short words (the legend and the
  // long-press details say them in full).
  auto chip = [&](const std::string& words, const std::string& shorter, ui::Color fill, bool bold) {
    const std::string& shown = chip_width(p, words, t.small_px, bold) <= chips.right - chips.left ? words : shorter;
    const ui::Vec2 pos = chips.place(chip_width(p, shown, t.small_px, bold), chip_height(t.small_px), pad * 0.6f);
    if (draw) draw_chip(p, pos, shown, t.small_px, fill, bold);
  };
  if (!wi) {
    const int level = sp.support;
    chip(support_short(level), level > 0 ? "Support " + signed_number(level) : level < 0 ? "Opp. " + signed_number(level) : "Neutral",
         level > 0 ? kSupport : level < 0 ? kOpposition : kNeutral, false);
  }
  const int ctl = control(s, c, space);
  if (ctl == kBritishControl) chip("British control", "Brit. ctl", faction_color(kBritish), true);
  else if (ctl == kRebellionControl) chip("Rebellion control", "Rebel ctl", faction_color(kPatriots), true);
  if (sp.raid) chip("Raid", "Raid", ui::rgb(0xE07B24), true);
  if (sp.propaganda) chip("Propaganda", "Prop.", ui::rgb(0x7E57C2), true);
  if (sp.blockade) chip("Blockade", "Blockade", ui::rgb(0x263A52), true);
  y = chips.bottom() + pad * 0.6f;
  Flow tokens{box.x + pad, box.x + box.w - pad, box.x + pad, y};
  flow_pieces(p, in, space, tokens, sp.pieces, t.token, t.small_px, draw, leaders_at(s, c, space));
  // Something wider than the node does not fit at any height.
  const float needed = chips.overflow || tokens.overflow ? 1e9f : tokens.bottom() + pad - box.y;
  if (draw) {
    const bool selected = in.selected == space;
    if (lit || selected) {
      const float w = selected ? std::max(4.0f, pad * 1.2f) : std::max(3.0f, pad * 0.8f);
      ui::outline_rounded_rect(p.r, {box.x - w, box.y - w, box.w + 2 * w, box.h + 2 * w}, pad * 1.5f + w, w,
                               selected ? ui::pal::kHighlight : ui::rgb(0xF0B429));
      if (lit) {  // a second cue besides the colour: a tab at the top right
        const float tab = std::max(6.0f, static_cast<float>(t.small_px) * 0.6f);
        const std::array<ui::Vec2, 3> tri = {ui::Vec2{box.x + box.w - tab * 2.2f, box.y - w}, {box.x + box.w + w, box.y - w},
                                             {box.x + box.w + w, box.y + tab * 2.2f}};
        ui::fill_polygon(p.r, tri, ui::pal::kHighlight);
      }
    } else {
      ui::outline_rounded_rect(p.r, box, pad * 1.5f, std::max(1.5f, pad * 0.35f), ui::with_alpha(kInk, 150));
    }
  }
  return needed;
}

// [SECTION] the map: the regions of the land, the sea, borders, roads, sea lanes, the plaques

ui::Vec2 space_centre(const Content& c, int space, ui::Rect map) {
  float x, y;
  if (space == c.wi()) {
    x = c.wi_x;
    y = c.wi_y;
  } else {
    const Space& sp = c.spaces[static_cast<size_t>(space)];
    x = sp.x;
    y = sp.y;
    if (x < 0 || y < 0) {  // no `at`: around a circle
      const float turn = static_cast<float>(space) / static_cast<float>(std::max(1, c.wi()));
      x = 45 + 35 * std::sin(turn * 6.2831853f);
      y = 50 - 38 * std::cos(turn * 6.2831853f);
    }
  }
  return {map.x + map.w * x / 100.0f, map.y + map.h * y / 100.0f};
}

// A line through `points`, one quad a segment, mitred where they meet (a border bends gently).
void draw_polyline(SDL_Renderer* r, std::span<const ui::Vec2> points, float thickness, ui::Color colour) {
  if (points.size() < 2) return;
  auto normal = [&](size_t k) {  // of the segment from point k to k + 1, of length 1
    const ui::Vec2 d = points[k + 1] - points[k];
    const float len = std::max(1e-6f, ui::length(d));
    return ui::Vec2{-d.y / len, d.x / len};
  };
  std::vector<ui::Vec2> side(points.size());
  for (size_t k = 0; k < points.size(); ++k) {
    const ui::Vec2 before = normal(k == 0 ? 0 : k - 1), after = normal(std::min(k, points.size() - 2));
    const ui::Vec2 mid = before + after;
    const float len = ui::length(mid);
    const float cosine = len * 0.5f;  // of half the turn
    side[k] = len < 1e-3f ? after : mid * (thickness * 0.5f / len / std::max(0.5f, cosine));
  }
  for (size_t k = 0; k + 1 < points.size(); ++k) {
    const std::array<ui::Vec2, 4> quad = {points[k] + side[k], points[k + 1] + side[k + 1], points[k + 1] - side[k + 1],
                                          points[k] - side[k]};
    ui::fill_polygon(r, quad, colour);
  }
}

void draw_map(const Pen& p, const BoardInput& in, ui::Rect map, BoardLayout& out) {
  const Content& c = in.content;
  const ui::Metrics& m = in.metrics;
  // Each plaque at most this big (its height shrinks to what it holds), centred on its `at` but kept
  // inside the map, and a land space's inside the land: the coast runs west of the West Indies' box,
  // which is narrower (it holds less) so that the land reaches past the Cities' plaques.
  const float node_w = map.w * 0.235f, node_h = map.h * 0.205f, wi_w = map.w * 0.2f;
  const float inset = map.w * 0.012f;
  const float wi_x = std::clamp(space_centre(c, c.wi(), map).x - wi_w * 0.5f, map.x + inset, map.x + map.w - inset - wi_w);
  const float coast = std::min(map.x + map.w * 0.775f, wi_x - map.w * 0.02f);
  out.spaces.assign(static_cast<size_t>(c.space_count()), {});
  for (int i = 0; i < c.space_count(); ++i) {
    const ui::Vec2 ctr = space_centre(c, i, map);
    const float w = i == c.wi() ? wi_w : node_w;
    const float x = i == c.wi() ? wi_x : std::clamp(ctr.x - w * 0.5f, map.x + inset, std::max(map.x + inset, coast - inset - w));
    const float y = std::clamp(ctr.y - node_h * 0.5f, map.y + inset, map.y + map.h - inset - node_h);
    out.spaces[static_cast<size_t>(i)] = {x, y, w, node_h};
  }
  // The largest text that fits every node (down to the smallest readable size).
  const int body = static_cast<int>(std::round(m.font_px()));
  NodeText t{};
  for (int px = body; px >= static_cast<int>(ui::kMinFontPx); --px) {
    t = {px, std::max(static_cast<int>(ui::kMinFontPx), static_cast<int>(std::round(px * 0.9f))), std::max(6.0f, px * 0.62f)};
    bool fits = true;
    for (int i = 0; i < c.space_count() && fits; ++i)
      fits = space_node(p, in, i, out.spaces[static_cast<size_t>(i)], t, false) <= node_h;
    if (fits) break;
  }
  out.map_text_px = static_cast<float>(t.name_px);
  // Each plaque only as tall as what it holds (a touch target still), about its centre: the map
  // shows around it.
  for (int i = 0; i < c.space_count(); ++i) {
    ui::Rect& box = out.spaces[static_cast<size_t>(i)];
    const float h = std::clamp(space_node(p, in, i, box, t, false), m.mm(ui::kMinTouchMm), node_h);
    box.y += (box.h - h) * 0.5f;
    box.h = h;
  }
  // The land shared out among the land spaces: each owns what lies nearer its plaque than any other
  // (so a plaque's centre is always in its own region), its borders bent a little as if drawn by hand.
  std::vector<ui::Vec2> sites;
  for (int i = 0; i < c.wi(); ++i) sites.push_back(out.spaces[static_cast<size_t>(i)].center());
  const std::vector<Region> regions =
      roughen(voronoi_regions(sites, {map.x, map.y, coast - map.x, map.h}), sites, map.w * 0.007f, map.w * 0.012f);
  out.regions.assign(static_cast<size_t>(c.space_count()), {});
  for (size_t i = 0; i < regions.size(); ++i) out.regions[i] = regions[i].points;
  if (p.visible(map.y, map.h)) {
    // Each region in a light tint of its type's colour (a lit one warmer, the selected one brighter),
    // the sea east of the coast: the straight cells and the sea's rectangle side by side, then the
    // thin slivers where the bent borders bulge past them (fill_pieces), so that hardly a pixel is
    // drawn twice (the software renderer pays for every one) and every triangle is small or needed.
    // The edges lie under the ink borders and the coast: no soft fringe.
    auto lit = [&](int space) { return std::find(in.choosable.begin(), in.choosable.end(), space) != in.choosable.end(); };
    std::vector<ui::Color> fills;
    for (size_t i = 0; i < regions.size(); ++i) {
      const int space = static_cast<int>(i);
      ui::Color fill = ui::mix(kLand, type_color(c.spaces[i].type), 0.2f);
      if (in.selected == space) fill = ui::mix(fill, ui::pal::kHighlight, 0.5f);
      else if (lit(space)) fill = ui::mix(fill, ui::rgb(0xF0B429), 0.3f);
      fills.push_back(fill);
    }
    for (const FillPiece& piece : fill_pieces(regions, map.x + map.w))
      ui::fill_polygon(p.r, piece.points, piece.owner >= 0 ? fills[static_cast<size_t>(piece.owner)] : kSea, false);
    const std::vector<ui::Vec2> shore = coast_line(regions);
    // The borders between provinces, each drawn once (by the region of the lower index), the coast,
    // and the map's frame.
    const float border = std::max(1.5f, m.mm(0.4f));
    for (size_t i = 0; i < regions.size(); ++i)
      for (const BorderRun& run : border_runs(regions[i]))
        if (run.other > static_cast<int>(i)) draw_polyline(p.r, run.points, border, kBorder);
    draw_polyline(p.r, shore, std::max(2.0f, m.mm(0.7f)), kShore);
    const std::array<ui::Vec2, 4> frame = {ui::Vec2{map.x, map.y}, {map.x + map.w, map.y}, {map.x + map.w, map.y + map.h},
                                           {map.x, map.y + map.h}};
    ui::outline_polygon(p.r, frame, border, kBorder);
    // A lit or selected space's whole region ringed, besides its plaque's ring and tab.
    for (size_t i = 0; i < regions.size(); ++i) {
      const int space = static_cast<int>(i);
      if (in.selected != space && !lit(space)) continue;
      const float w = std::max(3.0f, m.mm(in.selected == space ? 1.0f : 0.7f));
      ui::outline_polygon(p.r, regions[i].points, w, in.selected == space ? ui::pal::kHighlight : ui::rgb(0xF0B429));
    }
    const float road = std::max(2.0f, m.mm(0.9f));
    for (int i = 0; i < c.wi(); ++i)
      for (int j : c.spaces[static_cast<size_t>(i)].adjacent)
        if (j > i)
          ui::thick_line(p.r, out.spaces[static_cast<size_t>(i)].center(), out.spaces[static_cast<size_t>(j)].center(), road, kRoad,
                         true);
    // Sea lanes to the West Indies: dashed (Regulars only), a different line from the roads.
    for (int i = 0; i < c.wi(); ++i) {
      if (!c.spaces[static_cast<size_t>(i)].wi_link) continue;
      const ui::Vec2 a = out.spaces[static_cast<size_t>(i)].center(), b = out.spaces[static_cast<size_t>(c.wi())].center();
      const float len = ui::distance(a, b), dash = m.mm(3);
      for (float d = 0; d < len; d += dash * 2)
        ui::thick_line(p.r, a + (b - a) * (d / len), a + (b - a) * (std::min(len, d + dash) / len), road, kLane);
    }
  }
  for (int i = 0; i < c.space_count(); ++i) space_node(p, in, i, out.spaces[static_cast<size_t>(i)], t, true);
}

// [SECTION] the war's state: the card turn or the Winter Quarters Round, the treaty and the navy

float war_block(const WordPen& p, const BoardInput& in, float x, float y, float w, bool draw) {
  const State& s = in.state;
  const Content& c = in.content;
  float h = 0;
  std::string title;
  if (s.game_over) {
    title = s.ranking.empty() ? "The war is over" : "The war is over: the " + faction_name(s.ranking.front()) + " win";
  } else {
    const std::string& phase = engine::current_phase_id(c.calendar, s.cursor);
    if (phase == "card_turns")
      title = "Campaign " + std::to_string(s.cursor.period) + " of 2 — card turn: " +
              (s.current >= 0 ? c.cards[static_cast<size_t>(s.current)].title : std::string("no card"));
    else
      title = "Winter Quarters Round " + std::to_string(s.cursor.period) + " — " + phase_words(phase);
  }
  h += p.write(x, y + h, w, title, p.head_px, kInk, true, draw);
  if (s.game_over) {
    for (size_t rank = 0; rank < s.ranking.size(); ++rank) {
      const int f = s.ranking[rank];
      h += p.write(x, y + h, w,
                   std::to_string(rank + 1) + ". " + faction_name(f) + " (ranking margin " +
                       signed_number(s.margin[static_cast<size_t>(f)]) + ")" + (rank == 0 ? " — wins" : ""),
                   p.body_px, kInk, rank == 0, draw);
    }
    h += p.write(x, y + h, w, s.victory_met ? "Ended by a Victory Check." : "Ended after the final round, on margins.",
                 p.small_px, kMuted, false, draw);
  }
  h += p.write(x, y + h, w,
               "Cards played " + std::to_string(s.cards_played) + " · draw pile " + std::to_string(s.draw.size()) +
                   " · Winter Quarters Rounds done " + std::to_string(s.wq_rounds) + " of 2",
               p.body_px, kInk, false, draw);
  h += p.write(x, y + h, w,
               std::string("Treaty of Alliance: ") + (s.toa ? "in effect" : "not yet") + " · French Naval Intervention " +
                   std::to_string(s.fni) + " of 3 · Squadrons in the " + c.wi_name + " " + std::to_string(s.squadrons_wi),
               p.body_px, kInk, false, draw);
  h += p.write(x, y + h, w,
               "Support Total " + std::to_string(support_total(s, c)) + " · Opposition Total " +
                   std::to_string(opposition_total(s, c)),
               p.body_px, kInk, false, draw);
  for (const std::string& line : in.round_lines) h += p.write(x, y + h, w, "· " + line, p.small_px, kMuted, false, draw);
  return h;
}

// [SECTION] the factions: seat, resources, eligibility, Leader, victory margins

float factions_block(const WordPen& p, const BoardInput& in, float x, float y, float w, bool draw) {
  const State& s = in.state;
  const Content& c = in.content;
  const auto margins = victory_margins(s, c);
  float h = 0;
  const float swatch = static_cast<float>(p.body_px) * 1.5f;
  for (int f = 0; f < kFactionCount; ++f) {
    const FactionState& fs = s.factions[static_cast<size_t>(f)];
    const int seat = seat_of(s, f);
    std::string who = seat >= 0 && seat < static_cast<int>(in.looks.size()) ? in.looks[static_cast<size_t>(seat)].name
                                                                             : s.seats[static_cast<size_t>(seat)].name;
    if (seat >= 0 && seat < static_cast<int>(in.looks.size()) && !in.looks[static_cast<size_t>(seat)].bot.empty())
      who += " (bot)";
    const float top = y + h;
    if (draw && p.visible(top, swatch)) {
      ui::fill_rounded_rect(p.r, {x, top, swatch, swatch}, swatch * 0.2f, faction_color(f));
      ui::outline_rounded_rect(p.r, {x, top, swatch, swatch}, swatch * 0.2f, 1.5f, kInk);
      if (p.has_font())
        p.text->draw_centered({x + swatch * 0.5f, top + swatch * 0.5f}, std::string(1, kFactionNames[static_cast<size_t>(f)][0]),
                              p.body_px, ui::ink_on(faction_color(f)), true);
    }
    const float tx = x + swatch + p.gap * 0.6f, tw = w - swatch - p.gap * 0.6f;
    float fh = p.write(tx, top, tw, faction_name(f) + " — " + who + " · " + (fs.eligible ? "Eligible" : "Ineligible"),
                       p.body_px, kInk, true, draw);
    // The numbers an action changes tick from their old values (ui::Tally), each keyed by faction.
    const auto tick = [&](int which, int value) { return in.tally ? in.tally->at(f * 8 + which, value, in.now) : value; };
    fh += ui::write_labelled_counts(p, in.pictures, tx, top + fh, tw, "Resources",
                                    {{c.resources_icon, tick(0, fs.resources), "Resources"}}, kInk, draw);
    std::string leader = "Leader " + leader_name(s, c, f) + " (+" + std::to_string(leader_bonus(s, c, f)) + ") " +
                         (fs.leader_at >= 0 ? "in " + c.space_name(fs.leader_at) : std::string("Available"));
    const auto& mg = margins[static_cast<size_t>(f)];
    leader += " · victory margins " + signed_number(tick(1, mg[0])) + " and " + signed_number(tick(2, mg[1]));
    fh += p.write(tx, top + fh, tw, leader, p.small_px, kMuted, false, draw);
    h += std::max(fh, swatch) + p.gap * 0.4f;
  }
  return h;
}

// [SECTION] the cards: Current and On-deck, drawn as cards from cards.yaml

// A card where it lies, for cards that travel (content units).
void note_card(const BoardInput& in, int place, int kind, int count, ui::Rect box) {
  if (in.piles) in.piles->push_back({place, kind, count, {box.x, box.y + in.scroll, box.w, box.h}, kCardFamily});
}

// The draw pile face down and the played cards, as stacks with their counts: a card drawn flies
// from the draw pile to On deck, one played from Current to the played pile.
float card_piles(const WordPen& p, const BoardInput& in, float x, float y, float w, bool draw) {
  const State& s = in.state;
  const float h = std::max(in.metrics.touch_px(), p.line * 1.6f);
  const float half = (w - p.gap) * 0.5f;
  if (draw) {
    const ui::Rect pile = ui::draw_card_stack(p, {x, y, half, h}, static_cast<int>(s.draw.size()), kCardBack, "Draw pile",
                                              ui::rgb(0xE8E2D0), true);
    note_card(in, kPlaceDrawPile, kHiddenCard, static_cast<int>(s.draw.size()), pile);
    const ui::Rect played = ui::draw_card_stack(p, {x + half + p.gap, y, half, h}, static_cast<int>(s.played.size()), kCardBack,
                                                "Played", ui::rgb(0xE8E2D0), true);
    for (int card : s.played) note_card(in, kPlacePlayed, card_kind(card), 1, played);
  }
  return h + p.gap * 0.5f;
}

// `place`: kPlaceCurrent or kPlaceOnDeck.
float card_face(const WordPen& p, const BoardInput& in, int card, int place, float x, float y, float w, bool draw) {
  const std::string label = place == kPlaceCurrent ? "Current" : "On deck";
  const Content& c = in.content;
  const float pad = p.gap * 0.6f;
  float h = p.write(x, y, w, label, p.small_px, ui::rgb(0xE8E2D0), true, draw) + pad * 0.3f;
  const float top = y + h;
  if (card < 0) return h + p.write(x, top, w, "none", p.body_px, ui::rgb(0xE8E2D0), false, draw);
  const Card& k = c.cards[static_cast<size_t>(card)];
  ui::CardFace face;
  face.id = k.id;
  face.title = k.title;
  face.family = k.winter ? ui::rgb(0x34546E) : ui::rgb(0x8A6A3A);
  face.art = &k.art;
  face.show_art = w >= in.metrics.mm(30);
  if (k.winter) {
    face.rules = std::string("Winter Quarters card") + (k.final_round ? " — its round is the last" : "") + ". " + k.text;
  } else {
    // The faction order as chips of the factions' colours, each with its name.
    face.extra_row = [&](float rx, float ry, float rw, bool on) {
      Flow order{rx, rx + rw, rx, ry};
      const ui::Vec2 lead = order.place(p.width("Order", p.small_px, true) + pad * 0.3f, chip_height(p.small_px), pad * 0.3f);
      if (on) p.write(lead.x, lead.y + chip_height(p.small_px) * 0.12f, rw, "Order", p.small_px, kInk, true, true);
      for (int f : k.order) {
        const std::string name = kFactionNames[static_cast<size_t>(f)];
        const ui::Vec2 at = order.place(chip_width(p, name, p.small_px, true), chip_height(p.small_px), pad * 0.4f);
        if (on) draw_chip(p, at, name, p.small_px, faction_color(f), true);
      }
      return order.bottom() - ry + pad * 0.4f;
    };
    face.rules = k.text;
    std::string bots;
    for (int f : k.bot_factions) bots += (bots.empty() ? "" : ", ") + faction_name(f);
    if (!bots.empty()) face.footer = "The bot takes the Event as: " + bots;
  }
  if (p.check_words) {  // the card's words, too, must each fit its line
    const float inner = w - 2 * std::max(3.0f, p.gap * 0.35f);
    for (const std::string* words : {&face.title, &face.rules, &face.footer})
      if (!p.words_fit(*words, p.small_px, words == &face.title, inner)) p.word_too_wide = true;
  }
  // The card lies in its slot; until the card that flies to it lands, the slot waits empty.
  const bool landing = draw && in.flights && in.flights->arriving(place, card_kind(card), in.now);
  const float face_h = ui::draw_card_face(p, in.pictures, face, {x, top, w, 0}, draw && !landing);
  if (landing) ui::draw_empty_slot(p, {x, top, w, face_h}, ui::rgb(0xE8E2D0));
  if (draw) note_card(in, place, card_kind(card), 1, {x, top, w, face_h});
  return h + face_h;
}

// [SECTION] the boxes and the legend

float boxes_block(const WordPen& p, const BoardInput& in, float x, float y, float w, bool draw) {
  const State& s = in.state;
  const Content& c = in.content;
  float h = 0;
  const float size = static_cast<float>(p.small_px) * 0.62f;
  std::vector<std::pair<int, int>> leaders;
  for (int f = 0; f < kFactionCount; ++f)
    if (s.factions[static_cast<size_t>(f)].leader_at < 0) leaders.push_back({f, leader_bonus(s, c, f)});
  for (const auto& [name, box, place] : std::vector<std::tuple<std::string, const std::array<int, kPieceCount>*, int>>{
           {"Available", &s.available, kPlaceAvailable},
           {"Casualties", &s.casualties, kPlaceCasualties},
           {"Unavailable", &s.unavailable, kPlaceUnavailable}}) {
    const float label_w = p.width("Unavailable", p.body_px, true) + p.gap * 0.6f;
    p.write(x, y + h + size * 0.3f, label_w, name, p.body_px, kInk, true, draw);
    Flow flow{x + label_w, x + w, x + label_w, y + h};
    const bool any = std::any_of(box->begin(), box->end(), [](int n) { return n > 0; });
    if (!any) {
      h += p.write(x + label_w, y + h + size * 0.3f, w - label_w, "empty", p.body_px, kMuted, false, draw) + size;
      continue;
    }
    flow_pieces(p, in, place, flow, *box, size, p.small_px, draw,
                name == "Available" ? leaders : std::vector<std::pair<int, int>>{});
    h = flow.bottom() - y + p.gap * 0.5f;
  }
  return h;
}

float legend_block(const WordPen& p, float x, float y, float w, bool draw) {
  return p.write(x, y, w,
                 "Square = cube (R Regular, T Tory, C Continental) · round = Militia (M) or War Party (W): hollow "
                 "Underground, filled Active · house = Fort (F) or Village (V) · star = Leader with its battle bonus · "
                 "×N = how many · roads solid, sea lanes dashed · a lit space (gold tab) is a choice now · "
                 "short words on a small map: Opp. = Opposition, Brit. ctl / Rebel ctl = British / Rebellion control",
                 p.small_px, kMuted, false, draw);
}

}  // namespace

// [SECTION] draw_board

int BoardLayout::space_at(ui::Vec2 pt) const {
  for (size_t i = 0; i < spaces.size(); ++i)
    if (spaces[i].contains(pt)) return static_cast<int>(i);
  // A plaque may reach over its region's border; elsewhere the land under the finger says.
  for (size_t i = 0; i < regions.size(); ++i)
    if (regions[i].size() >= 3 && polygon_contains(regions[i], pt)) return static_cast<int>(i);
  return -1;
}

BoardLayout draw_board(SDL_Renderer* r, ui::TextCache* text, const BoardInput& in) {
  const ui::Metrics& m = in.metrics;
  const int body = static_cast<int>(std::max(ui::kMinFontPx, std::round(m.font_px() * 0.85f)));
  WordPen p{{r,
              text,
              in.measure_only ? ui::Rect{0, -1e9f, 0, 0} : in.area,
              body,
              static_cast<int>(std::max(ui::kMinFontPx, std::round(static_cast<float>(body) * 0.88f))),
              static_cast<int>(std::round(m.font_px())),
              static_cast<float>(body) * 1.25f,
              m.mm(2.2f)}};
  const SDL_Rect clip{static_cast<int>(in.area.x), static_cast<int>(in.area.y), static_cast<int>(in.area.w),
                      static_cast<int>(in.area.h)};
  if (!in.measure_only) SDL_RenderSetClipRect(r, &clip);
  BoardLayout out;
  if (!in.measure_only) in.piles = &out.piles;
  const float gap = p.gap;
  const float top = in.area.y + gap - in.scroll;
  // Wide area: the map on the left at the area's height, the rest in a column beside it, when
  // every word in that column fits its line (a phone held upright has a wide board area but too
  // little beside the map). Otherwise the map across the whole width, the rest below.
  const float pad = gap * 0.7f;
  const float wide_mh = in.area.h - 2 * gap;
  const float wide_mw = std::min(in.area.w * 0.62f, wide_mh * 1.05f);
  const float wide_col_x = in.area.x + gap + wide_mw + gap;
  const float wide_col_w = in.area.x + in.area.w - gap - wide_col_x;
  auto column_fits = [&](float w) {
    WordPen probe = p;
    probe.check_words = true;
    probe.record = nullptr;
    const float inner = w - 2 * pad;
    war_block(probe, in, 0, 0, inner, false);
    factions_block(probe, in, 0, 0, inner, false);
    const float cw = w >= m.mm(95) ? (w - gap) * 0.5f : w;
    card_face(probe, in, in.state.current, kPlaceCurrent, 0, 0, cw, false);
    card_face(probe, in, in.state.on_deck, kPlaceOnDeck, 0, 0, cw, false);
    boxes_block(probe, in, 0, 0, inner, false);
    legend_block(probe, 0, 0, inner, false);
    return !probe.word_too_wide;
  };
  const bool wide = in.area.w >= in.area.h * 1.15f && wide_col_w > 0 && column_fits(wide_col_w);
  out.column_beside_map = wide;
  ui::Rect map;
  float col_x, col_w, y;
  if (wide) {
    map = {in.area.x + gap, top, wide_mw, wide_mh};
    col_x = wide_col_x;
    col_w = wide_col_w;
    y = top;
  } else {
    const float mw = in.area.w - 2 * gap;
    map = {in.area.x + gap, top, mw, std::max(mw * 1.15f, m.mm(150))};
    col_x = in.area.x + gap;
    col_w = mw;
    y = top + map.h + gap;
  }
  out.map = map;
  draw_map(p, in, map, out);
  auto panel = [&](auto&& block) {  // a paper panel around a block, measured first
    const float h = block(col_x + pad, y + pad, col_w - 2 * pad, false) + 2 * pad;
    const ui::Rect box{col_x, y, col_w, h};
    p.rect(box, pad, kPaper);
    block(col_x + pad, y + pad, col_w - 2 * pad, true);
    y += h + gap;
    return box;
  };
  p.record = &out.status_text;
  out.status = panel([&](float x, float at, float w, bool draw) { return war_block(p, in, x, at, w, draw); });
  p.record = nullptr;
  panel([&](float x, float at, float w, bool draw) { return factions_block(p, in, x, at, w, draw); });
  // The draw and played piles, then the cards side by side where each gets 45 mm, else one under
  // the other.
  y += card_piles(p, in, col_x, y, col_w, true);
  {
    const State& s = in.state;
    const bool side = col_w >= m.mm(95);
    const float cw = side ? (col_w - gap) * 0.5f : col_w;
    const float h1 = card_face(p, in, s.current, kPlaceCurrent, col_x, y, cw, false);
    const float h2 = card_face(p, in, s.on_deck, kPlaceOnDeck, side ? col_x + cw + gap : col_x, side ? y : y + h1 + gap, cw, false);
    const float label = static_cast<float>(p.small_px) * 1.3f;
    card_face(p, in, s.current, kPlaceCurrent, col_x, y, cw, true);
    out.current = {col_x, y + label, cw, h1 - label};
    const float y2 = side ? y : y + h1 + gap;
    card_face(p, in, s.on_deck, kPlaceOnDeck, side ? col_x + cw + gap : col_x, y2, cw, true);
    out.on_deck = {side ? col_x + cw + gap : col_x, y2 + label, cw, h2 - label};
    if (s.current < 0) out.current = {};
    if (s.on_deck < 0) out.on_deck = {};
    y = (side ? y + std::max(h1, h2) : y2 + h2) + gap;
  }
  panel([&](float x, float at, float w, bool draw) { return boxes_block(p, in, x, at, w, draw); });
  panel([&](float x, float at, float w, bool draw) { return legend_block(p, x, at, w, draw); });
  const float bottom = std::max(y, map.y + map.h + gap);
  out.height = bottom - top + gap;
  if (!in.measure_only) {
    if (out.height > in.area.h) {  // a scroll bar on the right edge
      const float track_h = in.area.h - 2 * gap;
      const float thumb_h = std::max(m.mm(8), track_h * in.area.h / out.height);
      const float thumb_y = in.area.y + gap + (track_h - thumb_h) * (in.scroll / std::max(1.0f, out.height - in.area.h));
      ui::fill_rounded_rect(r, {in.area.x + in.area.w - m.mm(1.6f), thumb_y, m.mm(1.2f), thumb_h}, m.mm(0.6f),
                            ui::with_alpha(ui::rgb(0xE8E2D0), 170));
    }
    SDL_RenderSetClipRect(r, nullptr);
  }
  in.piles = nullptr;
  return out;
}

// [SECTION] details in words (the long-press card)

void draw_piece_pile(SDL_Renderer* r, ui::TextCache* text, ui::Vec2 top_left, float size, int piece, int count) {
  const int px = std::max(8, static_cast<int>(size));
  const Pen p{r, text, {top_left.x - size, top_left.y - size, size * 5, size * 5}, px, px, px, size * 2, size * 0.5f};
  draw_piece(p, top_left, size, piece, count, px);
}

std::vector<std::string> space_details(const State& s, const Content& c, int space) {
  std::vector<std::string> lines;
  if (space < 0 || space >= c.space_count()) return lines;
  const bool wi = space == c.wi();
  const SpaceState& sp = at(s, space);
  if (wi) {
    lines.push_back(c.wi_name + ": a box at sea, linked to the Cities by sea lanes; only Regulars and Squadrons go there.");
    lines.push_back("Squadrons here: " + std::to_string(s.squadrons_wi) + ". It has no Support and never counts as a map space.");
  } else {
    const Space& def = c.spaces[static_cast<size_t>(space)];
    lines.push_back(def.name + ": " + type_words(def.type) + ", population " + std::to_string(def.pop) + ".");
    lines.push_back("Support: " + support_words(sp.support) + " (" + signed_number(sp.support) + ").");
    std::string next;
    for (int j : def.adjacent) next += (next.empty() ? "" : ", ") + c.spaces[static_cast<size_t>(j)].name;
    lines.push_back("Next to: " + next + (def.wi_link ? "; a sea lane to the " + c.wi_name : std::string()) + ".");
  }
  lines.push_back(control_words(control(s, c, space)) + ".");
  std::string markers;
  if (sp.raid) markers += "Raid ";
  if (sp.propaganda) markers += "Propaganda ";
  if (sp.blockade) markers += "Blockade ";
  if (!markers.empty()) lines.push_back("Markers: " + markers);
  std::string pieces;
  for (int p = 0; p < kPieceCount; ++p) {
    const int n = sp.pieces[static_cast<size_t>(p)];
    if (n <= 0) continue;
    std::string words = piece_words(c, p, n);
    if (is_underground_slot(p)) words += " (Underground)";
    if (is_active_slot(p)) words += " (Active)";
    pieces += (pieces.empty() ? "" : ", ") + words;
  }
  lines.push_back("Pieces: " + (pieces.empty() ? std::string("none") : pieces) + ".");
  for (int f = 0; f < kFactionCount; ++f)
    if (s.factions[static_cast<size_t>(f)].leader_at == space)
      lines.push_back("Leader: " + leader_name(s, c, f) + " of the " + faction_name(f) + " (battle bonus +" +
                      std::to_string(leader_bonus(s, c, f)) + ").");
  return lines;
}

std::vector<std::string> card_details(const Content& c, int card) {
  std::vector<std::string> lines;
  if (card < 0 || card >= static_cast<int>(c.cards.size())) return lines;
  const Card& k = c.cards[static_cast<size_t>(card)];
  lines.push_back(k.title + (k.winter ? " — a Winter Quarters card" : " — an Event card"));
  if (!k.winter) {
    std::string order;
    for (int f : k.order) order += (order.empty() ? "" : ", ") + faction_name(f);
    lines.push_back("Offered in this order: " + order + ".");
  }
  lines.push_back(k.text);
  if (k.winter)
    lines.push_back(k.final_round ? "Its Winter Quarters Round is the last: Victory Check, Supply, Resources, Support, then the "
                                    "final ranking."
                                  : "Revealed On-deck, it swaps with the Current card and the Winter Quarters Round runs.");
  else if (!k.bot_factions.empty()) {
    std::string bots;
    for (int f : k.bot_factions) bots += (bots.empty() ? "" : ", ") + faction_name(f);
    lines.push_back("A bot playing " + bots + " takes this Event when it changes the table.");
  }
  return lines;
}

}  // namespace sb::wq::view
