#include "game/six_winters/view/board_draw.h"

// [SECTION] index
//   pen (measured text, clipped drawing) · card faces · header · regions and locations · tracks and
//   pools · progress card grid · seats and characters · draw_board
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <string>

#include "engine/core/words.h"
#include "engine/ui/draw.h"
#include "engine/ui/pen.h"
#include "engine/ui/text.h"
#include "game/six_winters/rules/rules.h"
#include "game/six_winters/view/card_words.h"

namespace sb::sw::view {

namespace {

std::string dice_words(const std::vector<int>& values) {
  std::string t;
  for (int v : values) t += (t.empty() ? "" : " ") + std::to_string(v);
  return t.empty() ? std::string("none") : t;
}

const ui::Color kCloth = ui::pal::kTable;
const ui::Color kPaper = ui::pal::kPaper;
const ui::Color kInk = ui::pal::kInk;
const ui::Color kMuted = ui::pal::kMutedInk;
const ui::Color kOnCloth = ui::rgb(0xE8E2D0);
const ui::Color kThreat = ui::rgb(0xB03A2E);
const ui::Color kProgress = ui::rgb(0x2E7D4F);
const ui::Color kEmpty = ui::rgb(0xD8CFB8);

// [SECTION] pen: engine/ui/pen.h, noting the cards it draws (for long presses)
struct Pen : ui::Pen {
  std::vector<CardSpot>* spots = nullptr;  // cards drawn, for long presses
  std::vector<DieSpot>* dice = nullptr;    // action dice drawn, for drags
  std::vector<CellLine>* cell_lines = nullptr;  // progress-card squares' lines drawn (tests)
  std::vector<TrackRow>* track_rows = nullptr;  // the tracks' rows drawn, for taps
  float touch = 0;                         // a finger's target (9 mm): dice a finger drags are no smaller where room allows
  ui::PictureCache* pictures = nullptr;    // icons, art and emblems
  float art_min = 0;                       // a card at least this wide shows its art (or emblem)
  // The renderer's clip while the board draws: an emblem drawn into its own texture leaves the
  // renderer without one, so it is set again after each card face.
  std::optional<SDL_Rect> board_clip = std::nullopt;
  // Motion: the piles noted, the cards in the air, the numbers ticking (BoardInput).
  std::vector<ui::PileFlights::Pile>* piles = nullptr;
  const ui::PileFlights* flights = nullptr;
  ui::Tally* tally = nullptr;
  double now = 0;
  float scroll = 0;
  void note(int place, int kind, int count, ui::Rect box, int family = -1) const {
    if (piles) piles->push_back({place, kind, count, {box.x, box.y + scroll, box.w, box.h}, family});
  }
  // The card of `kind` bound for `place` is still in the air: its slot waits empty.
  bool in_air(int place, int kind) const { return flights && flights->arriving(place, kind, now); }
  int tick(int key, int value) const { return tally ? tally->at(key, value, now) : value; }
  void empty_slot(ui::Rect box) const { ui::draw_empty_slot(*this, box, ui::pal::kMutedInk); }
  void spot(ui::Rect box, CardKind kind, int id) const {
    if (spots && visible(box.y, box.h)) spots->push_back({box, kind, id});
  }
  float face(const ui::CardFace& f, ui::Rect box, bool draw) const {
    const float h = ui::draw_card_face(*this, pictures, f, box, draw);
    if (draw && board_clip && r) SDL_RenderSetClipRect(r, &*board_clip);
    return h;
  }
};

// [SECTION] card faces: obstacles, progress cards and characters (engine/ui/card_face.h)

const ui::Color kObstaclePaper = ui::rgb(0xF8EDE6);

// Lines of a card's words as one text, each a sentence.
std::string sentences(const std::vector<std::string>& lines) {
  std::string out;
  for (std::string line : lines) {
    if (line.empty()) continue;
    line = engine::sentence_case(line);
    if (std::string(".!?").find(line.back()) == std::string::npos) line += '.';
    out += (out.empty() ? "" : " ") + line;
  }
  return out;
}

// A labelled row of counts as a card face's extra row (written with a copy of the pen).
std::function<float(float, float, float, bool)> counts_row(const ui::Pen& p, ui::PictureCache* pictures, std::string label,
                                                            std::vector<ui::IconCount> items) {
  if (items.empty()) return {};
  return [p, pictures, label = std::move(label), items = std::move(items)](float x, float y, float w, bool draw) {
    return ui::write_labelled_counts(p, pictures, x, y, w, label, items, kInk, draw);
  };
}

// An obstacle's threat icons (a count before one only when it is there twice; the track's word
// where its icon cannot be drawn), then `words` wrapped beside them.
std::function<float(float, float, float, bool)> threat_row(const ui::Pen& p, ui::PictureCache* pictures,
                                                            std::vector<ui::IconCount> items, std::string words) {
  return [p, pictures, items = std::move(items), words = std::move(words)](float x, float y, float w, bool draw) {
    const int isz = ui::icon_px_for(p.small_px);
    const float gap = static_cast<float>(p.small_px) * 0.3f;
    float cx = x, h = static_cast<float>(isz);
    for (const ui::IconCount& item : items) {
      SDL_Texture* icon = pictures && p.r && !item.icon.empty() ? pictures->icon(p.r, item.icon, isz) : nullptr;
      std::string label = item.count > 1 ? std::to_string(item.count) : "";
      if (!icon) label += (label.empty() ? "" : " ") + item.word;
      if (!label.empty()) {
        h = std::max(h, p.write(cx, y, x + w - cx, label, p.small_px, kThreat, true, draw));
        cx += p.width(label, p.small_px, true) + gap * 0.5f;
      }
      if (icon && draw && p.visible(y, static_cast<float>(isz)))
        ui::draw_fitted(p.r, icon, {cx, y, static_cast<float>(isz), static_cast<float>(isz)});
      if (icon) cx += static_cast<float>(isz);
      cx += gap;
    }
    // On a narrow card the words go under the icons rather than down a thin column beside them.
    if (cx > x && x + w - cx < static_cast<float>(p.small_px) * 14.0f) return h + p.write(x, y + h, w, words, p.small_px, kInk, false, draw);
    return std::max(h, p.write(cx, y, std::max(1.0f, x + w - cx), words, p.small_px, kInk, false, draw));
  };
}

// One count a resource ("2 [military]" twice over is "4 [military]"), in the order first met.
std::vector<ui::IconCount> resource_counts(const Content& c, const std::vector<int>& resources) {
  std::vector<ui::IconCount> items;
  for (int r : resources) {
    auto same = std::find_if(items.begin(), items.end(), [&](const ui::IconCount& i) { return i.word == resource_count(c, r, 0).word; });
    if (same != items.end()) ++same->count;
    else items.push_back(resource_count(c, r, 1));
  }
  return items;
}

}  // namespace

ui::IconCount resource_count(const Content& c, int resource, int count) {
  if (resource == kWild) return {"", count, "wild"};
  if (resource < 0 || resource >= kResources) return {"", count, "action"};
  return {c.tables.icon[static_cast<size_t>(resource)], count, kResourceNames[static_cast<size_t>(resource)]};
}

ui::CardFace obstacle_face(const ui::Pen& p, ui::PictureCache* pictures, const State& s, const Content& c, int instance,
                           bool with_art) {
  const Obstacle& o = c.obstacles[static_cast<size_t>(card_of(instance))];
  ui::CardFace f;
  f.id = o.id;
  f.title = obstacle_label(c, instance);
  f.family = kThreat;
  f.art = &o.art;
  f.show_art = with_art;
  f.paper = kObstaclePaper;
  // Its threat icons as printed on a card (the tracks phase 6 moves), its difficulty and its text
  // beside them: as few lines as the words took before the card face.
  std::vector<std::string> lines = {"Difficulty " + std::to_string(o.difficulty) + ", " +
                                    kSkillNames[static_cast<size_t>(std::clamp(o.skill, 0, 7))]};
  for (const std::string& line : obstacle_text(c, o)) lines.push_back(line);
  f.extra_row = threat_row(p, pictures, resource_counts(c, o.threat_icons), sentences(lines));
  if (auto d = s.session.obstacle_dice.find(instance); d != s.session.obstacle_dice.end() && !d->second.empty()) {
    std::vector<int> values;
    for (const Die& die : d->second) values.push_back(die.value);
    f.footer = "Dice on it: " + dice_words(values);
  }
  return f;
}

ui::CardFace progress_face(const ui::Pen& p, ui::PictureCache* pictures, const Content& c, int card, bool with_art) {
  const ProgressCard& pc = c.progress[static_cast<size_t>(card)];
  ui::CardFace f;
  f.id = pc.id;
  f.title = pc.name;
  // The family is what completing it moves: its (first) reward's track.
  f.family = ui::rgb(0x8A7A50);
  for (int r : pc.reward)
    if (r >= 0 && r < kResources) {
      f.family = resource_color(r);
      break;
    }
  f.art = &pc.art;
  f.show_art = with_art;
  f.extra_row = counts_row(p, pictures, "Reward", resource_counts(c, pc.reward));
  f.footer = "Progress card, stage " + std::to_string(pc.stage) + " · obstacle slot: " +
             engine::id_words(kRegionNames[static_cast<size_t>(pc.slot_region)]) + " " +
             kResourceNames[static_cast<size_t>(pc.slot_resource)];
  return f;
}

namespace {

// "Psyche 2 of 3 · Angry (condition 2 of 3)": the stress left and the condition its track has reached.
std::string stress_words(const std::string& name, int track, const Stress& st, int max) {
  std::string t = name + " " + std::to_string(st.value) + " of " + std::to_string(max);
  if (st.box > 0 && st.box <= 3)
    t += " · " + kConditionNames[static_cast<size_t>(track)][static_cast<size_t>(st.box - 1)] + " (condition " +
         std::to_string(st.box) + " of 3)";
  return t;
}

}  // namespace

ui::CardFace character_face(const ui::Pen& p, const State& s, const Content& c, int character, bool with_art) {
  const Character& ch = c.characters[static_cast<size_t>(character)];
  const CharacterState& cs = s.characters[static_cast<size_t>(character)];
  ui::CardFace f;
  f.id = ch.id;
  f.title = ch.name + (ch.title.empty() ? "" : ", " + ch.title);
  f.family = resource_color(ch.signature);
  f.art = &ch.art;
  f.show_art = with_art;
  const InPlay* ip = s.status == kInSession ? in_play(s, character) : nullptr;
  // Where it stands and its psyche and body now (two columns where they fit).
  f.extra_row = [p, &c, &ch, ip](float x, float y, float w, bool draw) {
    float h = 0;
    if (ip) {
      h += p.write(x, y + h, w,
                   "At " + c.locations[static_cast<size_t>(ip->location)].name + (ip->knocked_out ? " — knocked out" : ""),
                   p.small_px, ip->knocked_out ? kThreat : kInk, false, draw);
      const float half = (w - p.gap) / 2;
      const std::string psyche = stress_words("Psyche", kPsyche, ip->psyche, ch.psyche_max);
      const std::string body = stress_words("Body", kBody, ip->body, ch.body_max);
      const float h1 = p.write(x, y + h, half, psyche, p.small_px, ip->psyche.box > 0 ? kThreat : kInk, false, draw);
      const float h2 = p.write(x + half + p.gap, y + h, half, body, p.small_px, ip->body.box > 0 ? kThreat : kInk, false, draw);
      h += std::max(h1, h2);
    } else {
      h += p.write(x, y + h, w,
                   "Psyche " + std::to_string(ch.psyche_max) + " · body " + std::to_string(ch.body_max) + " · signature " +
                       kResourceNames[static_cast<size_t>(ch.signature)],
                   p.small_px, kInk, false, draw);
    }
    return h;
  };
  std::string skills = "Skills:";
  for (int k = 0; k < kSkills; ++k)
    skills += std::string(k ? "," : "") + " " + kSkillNames[static_cast<size_t>(k)] + " " +
              std::to_string(cs.skills[static_cast<size_t>(k)]);
  f.footer = skills;
  return f;
}

namespace {

// [SECTION] header: the year, season and event, the decks and the staging area

// The season wheel's eight boxes in a row: the current one gold, those gone by pale, the dotted
// boxes (skipped when no deck top shows their season, §4 phase 8) marked with a dot.
float season_wheel(const Pen& p, int current, float x, float y, float w, bool draw) {
  const float gap = p.gap * 0.5f;
  // Full names where eight fit across, else their first three letters.
  auto label = [](int b, bool short_name) {
    const std::string& name = wheel_season_name(b);
    return std::string(kWheelDotted[b] ? "· " : "") + (short_name ? name.substr(0, 3) : name);
  };
  auto widest = [&](bool short_name) {
    float most = 0;
    for (int b = 0; b < 8; ++b) most = std::max(most, p.width(label(b, short_name), p.small_px, true));
    return most + 2 * gap;
  };
  const bool short_names = 8 * widest(false) + 7 * gap > w;
  const float box_w = std::min((w - 7 * gap) / 8, widest(short_names));
  const float box_h = p.line * 1.2f;
  if (!draw) return box_h + gap;
  for (int b = 0; b < 8; ++b) {
    const ui::Rect box{x + static_cast<float>(b) * (box_w + gap), y + gap * 0.5f, box_w, box_h};
    const bool now = b == current, gone = b < current;
    p.rect(box, gap, now ? ui::rgb(0xE0B040) : gone ? kEmpty : ui::rgb(0xFFFDF6));
    const std::string text = label(b, short_names);
    const float lw = p.width(text, p.small_px, now);
    p.write(box.x + std::max(0.0f, (box.w - lw) / 2), box.y + (box.h - p.line * 0.9f) / 2, lw + 1, text, p.small_px,
            gone ? kMuted : kInk, now, true);
  }
  return box_h + gap;
}

// The progress deck face down, the four staging positions (each card's name and stars), the
// discard: a card drawn flies from the deck to its position or a seat's hand.
float progress_row(const Pen& p, const State& s, const Content& c, float x, float y, float w, float deck_y,
                   const std::function<std::string(int)>& stars, bool draw) {
  const Session& ss = s.session;
  const float gap = p.gap * 0.4f;
  const float stack_w = std::min(p.touch * 3.0f, w / 6.0f);
  const float slot_w = (w - 2 * stack_w - 5 * gap) / 4.0f;
  auto slot_words = [&](int pos) {
    const int card = ss.staging[static_cast<size_t>(pos)];
    return std::to_string(pos + 1) + ") " + (card >= 0 ? c.progress[static_cast<size_t>(card)].name + " " + stars(card) : std::string("empty"));
  };
  const float inset = gap;
  const float row_h = p.line * 1.3f;
  // Where a position's words or a deck's would not fit one line, the staging is a line of words
  // (a phone, a tablet: the table's first screen keeps its locations); its cards fly from there.
  bool fits = std::max(p.width("Discard 00", p.small_px, true), p.width("Deck 00", p.small_px, true)) + row_h <= stack_w;
  for (int pos = 0; pos < 4; ++pos) fits = fits && p.width(slot_words(pos), p.small_px) <= slot_w - 3 * inset;
  if (!fits) {
    std::string staging = "Staging:";
    for (int pos = 0; pos < 4; ++pos) staging += std::string(pos ? " ·" : "") + " " + slot_words(pos);
    const float h = p.write(x, y, w, staging, p.body_px, kInk, false, draw);
    if (draw) {
      const ui::Rect line{x, y, w, h};
      p.note(kPlaceProgressDeck, kHiddenProgress, static_cast<int>(ss.progress_deck.size()), {x, deck_y, p.line, p.line}, kProgressFamily);
      for (int card : ss.progress_discard) p.note(kPlaceProgressDiscard, progress_kind(card), 1, {x, deck_y, p.line, p.line}, kProgressFamily);
      for (int pos = 0; pos < 4; ++pos)
        if (const int card = ss.staging[static_cast<size_t>(pos)]; card >= 0)
          p.note(staging_place(pos), progress_kind(card), 1, {line.x + line.w * 0.25f * static_cast<float>(pos), line.y, line.w * 0.25f, line.h},
                 kProgressFamily);
    }
    return h;
  }
  const float top = y + gap;
  if (draw) {
    const ui::Rect deck = ui::draw_card_stack(p, {x, top, stack_w, row_h}, static_cast<int>(ss.progress_deck.size()),
                                              card_back_colour(kProgressFamily), "Deck", kInk, true);
    p.note(kPlaceProgressDeck, kHiddenProgress, static_cast<int>(ss.progress_deck.size()), deck, kProgressFamily);
    const ui::Rect discard = ui::draw_card_stack(p, {x + w - stack_w, top, stack_w, row_h}, static_cast<int>(ss.progress_discard.size()),
                                                 card_back_colour(kProgressFamily), "Discard", kInk, true);
    for (int card : ss.progress_discard) p.note(kPlaceProgressDiscard, progress_kind(card), 1, discard, kProgressFamily);
    for (int pos = 0; pos < 4; ++pos) {
      const int card = ss.staging[static_cast<size_t>(pos)];
      const ui::Rect slot{x + stack_w + gap + static_cast<float>(pos) * (slot_w + gap), top, slot_w, row_h - p.gap * 0.12f * 2};
      if (card < 0 || p.in_air(staging_place(pos), progress_kind(card))) {
        p.empty_slot(slot);
        if (card < 0) p.write(slot.x + inset, slot.y + inset, slot.w - 2 * inset, slot_words(pos), p.small_px, kMuted, false, true);
      } else {
        p.rect(slot, gap, ui::rgb(0xEAF3E6));
        p.rect({slot.x, slot.y, gap * 1.2f, slot.h}, gap * 0.5f, kProgress);
        p.write(slot.x + inset * 2, slot.y + inset, slot.w - 3 * inset, slot_words(pos), p.small_px, kInk, false, true);
        p.note(staging_place(pos), progress_kind(card), 1, slot, kProgressFamily);
      }
    }
  }
  return row_h + gap * 2;
}

float header(const Pen& p, const State& s, const Content& c, float x, float y, float w, bool draw) {
  const float pad = p.gap;
  float h = pad;
  std::string title = "Year " + std::to_string(s.year) + " of 6";
  if (s.status == kInSession)
    title += " — " + engine::sentence_case(wheel_season_name(s.session.wheel)) + ", turn " +
             std::to_string(s.session.turn);
  if (const int phase = phase_number(s, c))
    title += " · phase " + std::to_string(phase) + " of " +
             std::to_string(c.calendar.seasons[static_cast<size_t>(s.cursor.season)].phases.size()) + ", " +
             engine::id_words(current_phase(s, c));
  else if (s.status == kFinished)
    title += " — the campaign is over" + (s.result ? ": " + s.result->title + ", score " + std::to_string(s.result->score)
                                                   : std::string());
  else
    title += " — between sessions";
  h += p.write(x + pad, y + h, w - 2 * pad, title, p.head_px, kInk, true, draw);
  if (s.status == kInSession) h += season_wheel(p, s.session.wheel, x + pad, y + h, w - 2 * pad, draw);
  std::string line = "Difficulty: " + engine::id_words(kDifficultyNames[static_cast<size_t>(std::clamp(s.difficulty, 0, 3))]);
  if (s.status == kInSession && s.session.event >= 0 && s.session.event < static_cast<int>(c.events.size()))
    line += " · Event: " + c.events[static_cast<size_t>(s.session.event)].name;
  if (s.overflow_target >= 0 && s.overflow_target < kResources)
    line += " · Sorcery overflow goes to " + kResourceNames[static_cast<size_t>(s.overflow_target)];
  const float line_h = p.write(x + pad, y + h, w - 2 * pad, line, p.body_px, kInk, false, draw);
  if (draw && s.status == kInSession && s.session.event >= 0) p.spot({x, y + h, w, line_h}, CardKind::kEvent, s.session.event);
  h += line_h;
  if (s.status == kInSession) {
    const Session& ss = s.session;
    // A card's stars (its stage's): the top of the deck's say how many obstacles phase 5 places.
    auto star_count = [&](int card) {
      const int stage = c.progress[static_cast<size_t>(card)].stage;
      return stage >= 1 && stage <= 5 ? c.tables.stage_stars[static_cast<size_t>(stage - 1)] : 0;
    };
    auto stars = [&](int card) {
      std::string out;
      for (int i = 0; i < star_count(card); ++i) out += "★";
      return out;
    };
    std::string deck = "Progress deck " + std::to_string(ss.progress_deck.size());
    if (!ss.progress_deck.empty()) {
      const int n = star_count(ss.progress_deck.back());
      deck += " (top " + (n ? stars(ss.progress_deck.back()) : std::string("no stars")) + ": " + std::to_string(n) +
              (n == 1 ? " new obstacle" : " new obstacles") + " a turn)";
    }
    const float deck_y = y + h;  // (the deck's cards fly from the start of its line)
    h += p.write(x + pad, y + h, w - 2 * pad,
                 deck + " · discard " + std::to_string(ss.progress_discard.size()) + " · completed " +
                     std::to_string(ss.completed.size()),
                 p.body_px, kInk, false, draw);
    h += progress_row(p, s, c, x + pad, y + h, w - 2 * pad, deck_y, stars, draw);
  }
  return h + pad;
}

// [SECTION] regions and locations

// One location card: its name on a bar of its slot's resource, the slot and terrain in words, the
// obstacles attached (name, difficulty, skill, dice on them), who stands there and its asset dice.
float location_card(const Pen& p, const State& s, const Content& c, const std::vector<ui::SeatLook>& looks,
                    int loc, int slot_resource, float x, float y, float w, bool draw) {
  const Location& L = c.locations[static_cast<size_t>(loc)];
  const float pad = p.gap * 0.6f;
  const float tw = w - 2 * pad;
  const float name_h = p.write(x + pad, y + pad, tw, L.name, p.body_px, ui::rgb(0xFFFFFF), true, false) + 2 * pad;
  if (draw) p.rect({x, y, w, name_h}, pad, resource_color(slot_resource));
  p.write(x + pad, y + pad, tw, L.name, p.body_px, ui::rgb(0xFFFFFF), true, draw);
  float h = name_h + pad * 0.5f;
  std::string about = engine::sentence_case(kResourceNames[static_cast<size_t>(slot_resource)]) + " slot · " +
                      kTerrainNames[static_cast<size_t>(std::clamp(L.terrain, 0, 3))];
  if (L.icon != "none") about += " · " + L.icon;
  h += p.write(x + pad, y + h, tw, about, p.small_px, kMuted, false, draw);
  for (const std::string& text : location_text(c, L, false)) h += p.write(x + pad, y + h, tw, text, p.small_px, kInk, false, draw);
  // Its obstacles as cards of their own on it (their art or emblem in the long press: a column of
  // locations with three obstacles would not fit the screen with theirs).
  if (auto it = s.attached.find(loc); it != s.attached.end())
    for (int instance : it->second) {
      h += pad * 0.3f;
      const ui::CardFace face = obstacle_face(p, p.pictures, s, c, instance, false);
      const int kind = obstacle_kind(card_of(instance));
      const bool landing = draw && p.in_air(loc, kind);
      const float face_h = p.face(face, {x + pad, y + h, tw, 0}, draw && !landing);
      if (landing) p.empty_slot({x + pad, y + h, tw, face_h});
      if (draw) p.spot({x + pad, y + h, tw, face_h}, CardKind::kObstacle, instance);
      if (draw) p.note(loc, kind, 1, {x + pad, y + h, tw, face_h}, kObstacleFamily);
      h += face_h + pad * 0.3f;
    }
  if (s.status == kInSession)
    for (const InPlay& ip : s.session.in_play) {
      if (ip.location != loc) continue;
      const float radius = static_cast<float>(p.small_px) * 0.45f;
      const ui::SeatLook* look =
          ip.seat >= 0 && static_cast<size_t>(ip.seat) < looks.size() ? &looks[static_cast<size_t>(ip.seat)] : nullptr;
      if (draw && p.visible(y + h, radius * 2)) {
        ui::TokenStyle style;
        style.fill = look ? look->color : ui::seat_color(ip.seat);
        style.symbol = look ? look->symbol : ui::seat_symbol(ip.seat);
        style.on_side = ip.knocked_out;
        ui::draw_token(p.r, p.text, {x + pad + radius, y + h + static_cast<float>(p.body_px) * 0.6f}, radius, style);
      }
      if (draw) p.note(loc, ip.character, 1, {x + pad, y + h + static_cast<float>(p.body_px) * 0.6f - radius, radius * 2, radius * 2});
      h += p.write(x + pad + radius * 2.6f, y + h, tw - radius * 2.6f,
                   c.characters[static_cast<size_t>(ip.character)].name + (ip.knocked_out ? " (knocked out)" : ""),
                   p.body_px, kInk, true, draw);
    }
  if (auto a = s.session.assets.find(loc); s.status == kInSession && a != s.session.assets.end() && !a->second.empty()) {
    // Each asset die's value and track as number + icon ("5 [sorcery]").
    std::vector<ui::IconCount> assets;
    for (const Die& d : a->second) assets.push_back(resource_count(c, d.resource, d.value));
    h += ui::write_labelled_counts(p, p.pictures, x + pad, y + h, tw, "Assets", assets, kInk, draw);
    // ... and as dice in their resources' colours: a finger drags one onto a progress card.
    const float die = std::min(std::max(p.line * 1.1f, p.touch), tw / 4.0f);
    const int per_row = std::max(1, static_cast<int>(tw / (die * 1.15f)));
    for (size_t k = 0; k < a->second.size(); ++k) {
      const Die& d = a->second[k];
      const float dx = x + pad + die * 0.55f + static_cast<float>(static_cast<int>(k) % per_row) * die * 1.15f;
      const float dy = y + h + die * 0.55f + static_cast<float>(static_cast<int>(k) / per_row) * die * 1.15f;
      if (draw && p.visible(dy - die, die * 2)) {
        ui::DieStyle style;
        if (d.resource >= 0) {
          style.body = ui::with_alpha(resource_color(d.resource), 255);
          style.pip = ui::rgb(0xFFFFFF);
        }
        ui::draw_die(p.r, p.text, {dx, dy}, die, d.value, style);
        if (p.dice) p.dice->push_back({{dx - die * 0.5f, dy - die * 0.5f, die, die}, -1, d.value, d.resource, loc});
      }
    }
    const int rows = (static_cast<int>(a->second.size()) + per_row - 1) / per_row;
    h += static_cast<float>(rows) * die * 1.15f;
  }
  return h + pad;
}

std::vector<std::string> split_words(const std::string& s);

// The widest word the location cards on the table write, measured in bold at the body size (the
// widest way any of their words is written: an upper bound). Only the few longest words are
// measured: measuring draws a word into a texture, and the board is laid out at several sizes.
float widest_card_word(const Pen& p, const State& s, const Content& c) {
  std::vector<std::string> longest;  // the longest words by letters, longest first
  constexpr size_t kMeasured = 4;
  auto scan = [&](const std::string& text) {
    for (const std::string& word : split_words(text)) {
      if (std::find(longest.begin(), longest.end(), word) != longest.end()) continue;
      longest.push_back(word);
      std::stable_sort(longest.begin(), longest.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
      if (longest.size() > kMeasured) longest.pop_back();
    }
  };
  for (int region = 0; region < kRegions; ++region)
    for (int pos = 0; pos < 3; ++pos) {
      const int loc = s.board[static_cast<size_t>(region)][static_cast<size_t>(pos)];
      if (loc < 0) continue;
      const Location& L = c.locations[static_cast<size_t>(loc)];
      scan(L.name);
      for (const std::string& text : location_text(c, L, false)) scan(text);
      if (auto it = s.attached.find(loc); it != s.attached.end())
        for (int instance : it->second) {
          scan(obstacle_label(c, instance) + " difficulty");
          for (const std::string& text : obstacle_text(c, c.obstacles[static_cast<size_t>(card_of(instance))])) scan(text);
        }
    }
  float widest = 0;
  for (const std::string& word : longest) widest = std::max(widest, p.width(word, p.body_px, true));
  return widest;
}

// A region's obstacle deck face down at the right of its name's line (`h` tall, the name `name_w`
// wide) where both fit, else the name stands for it: an obstacle drawn flies from there.
void region_deck(const Pen& p, const State& s, int region, float x, float y, float w, float h, float name_w, bool draw) {
  if (!draw) return;
  const float room = p.width("Obstacles 00", p.small_px, true) + h * 1.2f;
  const int count = static_cast<int>(s.obstacle_decks[static_cast<size_t>(region)].size());
  ui::Rect top{x, y, std::min(w, name_w), h};
  if (name_w + p.gap + room <= w)
    top = ui::draw_card_stack(p, {x + w - room, y, room, h}, count, card_back_colour(kObstacleFamily), "Obstacles", kOnCloth, true);
  p.note(obstacle_deck_place(region), kHiddenObstacle, count, top, kObstacleFamily);
}

// The three regions side by side, each a column of its location cards; where a column would be
// narrower than the cards' widest word (a phone held upright: "Restl / ess"), one under the other.
float regions(const Pen& p, const State& s, const Content& c, const std::vector<ui::SeatLook>& looks, float x, float y,
              float w, bool draw) {
  const float col_gap = p.gap * 0.5f;
  auto name = [](int region) { return engine::sentence_case(engine::id_words(kRegionNames[static_cast<size_t>(region)])); };
  // A region's location cards one under the other, `cw` wide from (cx, top); their height.
  auto cards = [&](int region, float cx, float top, float cw) {
    float h = 0;
    for (int pos = 0; pos < 3; ++pos) {
      const int loc = s.board[static_cast<size_t>(region)][static_cast<size_t>(pos)];
      if (loc < 0) continue;
      const int slot = kSlotResource[region][pos];
      const float card_h = location_card(p, s, c, looks, loc, slot, cx, top + h, cw, false);
      if (draw) p.rect({cx, top + h, cw, card_h}, p.gap * 0.6f, kPaper);
      location_card(p, s, c, looks, loc, slot, cx, top + h, cw, draw);
      if (draw) p.spot({cx, top + h, cw, card_h}, CardKind::kLocation, loc);
      h += card_h + col_gap;
    }
    return h;
  };
  // A card's padding, and an obstacle's card face inside it (its frame and its band's padding).
  const float face_pad = std::max(3.0f, p.gap * 0.35f);
  const float inset = 2 * p.gap * 0.6f + std::max(static_cast<float>(p.small_px) * 0.35f * 3, face_pad * 3);
  if ((w - 2 * col_gap) / 3.0f - inset < widest_card_word(p, s, c)) {
    float h = 0;
    for (int region = 0; region < kRegions; ++region) {
      const float name_h = p.write(x, y + h, w, name(region), p.head_px, kOnCloth, true, draw);
      region_deck(p, s, region, x, y + h, w, name_h, p.width(name(region), p.head_px, true), draw);
      h += name_h;
      h += cards(region, x, y + h, w) + col_gap;
    }
    return h;
  }
  const float col_w = (w - 2 * col_gap) / 3.0f;
  float tallest = 0, heading = 0;  // the cards of the three regions start on one line
  for (int region = 0; region < kRegions; ++region)
    heading = std::max(heading, p.write(x, y, col_w, name(region), p.head_px, kOnCloth, true, false));
  for (int region = 0; region < kRegions; ++region) {
    const float cx = x + static_cast<float>(region) * (col_w + col_gap);
    p.write(cx, y, col_w, name(region), p.head_px, kOnCloth, true, draw);
    region_deck(p, s, region, cx, y, col_w, heading, p.width(name(region), p.head_px, true), draw);
    tallest = std::max(tallest, heading + cards(region, cx, y + heading, col_w));
  }
  return tallest;
}

// [SECTION] tracks and pools: progress and threat as 12-space bars with their numbers

void bar(const Pen& p, ui::Rect box, int value, int mark, ui::Color fill, bool draw) {
  if (!draw || !p.visible(box.y, box.h)) return;
  const float cell = box.w / 12.0f;
  for (int i = 0; i < 12; ++i) {
    const ui::Rect seg{box.x + cell * static_cast<float>(i) + 1, box.y, cell - 2, box.h};
    ui::fill_rounded_rect(p.r, seg, 2, i < value ? fill : kEmpty);
    if (i + 1 == mark) ui::outline_rounded_rect(p.r, seg, 2, std::max(2.0f, box.h * 0.15f), ui::pal::kHighlight);
  }
}

float tracks(const Pen& p, const State& s, const Content& c, float x, float y, float w, bool draw) {
  const float pad = p.gap;
  float h = pad;
  h += p.write(x + pad, y + h, w - 2 * pad,
               "Tracks: progress and threat of 12 (gold ring: mastery), the level each gives, and the pool", p.small_px,
               kMuted, false, draw);
  const float name_w = std::min(w * 0.3f, static_cast<float>(p.body_px) * 8.4f);
  const int icon_px = ui::icon_px_for(p.body_px);
  const float pool_w = std::min(w * 0.26f, static_cast<float>(p.body_px) * 6.5f);
  const float bar_w = (w - 2 * pad - name_w - pool_w - 2 * p.gap) / 2.0f;
  const float bar_h = std::max(p.line * 0.45f, 6.0f);
  for (int r = 0; r < kResources; ++r) {
    const TrackState& real = s.tracks[static_cast<size_t>(r)];
    TrackState t = real;  // as it shows: an action's change ticks from the old value (ui::Tally)
    t.progress = p.tick(track_tally_key(r, false), real.progress);
    t.threat = p.tick(track_tally_key(r, true), real.threat);
    std::string name = engine::sentence_case(kResourceNames[static_cast<size_t>(r)]);
    const float row_y = y + h;
    // The track's icon before its name: the picture its counts show elsewhere on the table.
    SDL_Texture* icon = p.pictures && p.r ? p.pictures->icon(p.r, c.tables.icon[static_cast<size_t>(r)], icon_px) : nullptr;
    const float icon_w = icon ? static_cast<float>(icon_px) + p.gap * 0.3f : 0.0f;
    if (draw && icon && p.visible(row_y, static_cast<float>(icon_px)))
      ui::draw_fitted(p.r, icon, {x + pad, row_y, static_cast<float>(icon_px), static_cast<float>(icon_px)});
    float name_h = p.write(x + pad + icon_w, row_y, name_w - icon_w, name, p.body_px, resource_color(r), true, draw);
    name_h = std::max(name_h, icon ? static_cast<float>(icon_px) : 0.0f);
    std::string note = c.tables.victory[static_cast<size_t>(r)] ? "victory" : "";
    if (has_mastery(s, c, r)) note += std::string(note.empty() ? "" : ", ") + "mastered";
    name_h += p.write(x + pad, row_y + name_h, name_w, note, p.small_px, kMuted, false, draw);
    const float px_x = x + pad + name_w + p.gap * 0.5f;
    const std::string prog = "progress " + std::to_string(t.progress) + " · level " +
                             std::to_string(c.level(r, std::clamp(t.progress, 1, 12))) + " · mastery at " +
                             std::to_string(c.tables.mastery[static_cast<size_t>(r)]);
    const std::string threat = "threat " + std::to_string(t.threat) + " · level " + std::to_string(threat_level(s, c, r));
    const float ph = p.write(px_x, row_y, bar_w, prog, p.small_px, kInk, false, draw);
    const float th = p.write(px_x + bar_w + p.gap * 0.5f, row_y, bar_w, threat, p.small_px, kInk, false, draw);
    const float text_h = std::max(ph, th);
    bar(p, {px_x, row_y + text_h, bar_w, bar_h}, t.progress, c.tables.mastery[static_cast<size_t>(r)], kProgress, draw);
    bar(p, {px_x + bar_w + p.gap * 0.5f, row_y + text_h, bar_w, bar_h}, t.threat, 0, kThreat, draw);
    float row_h = std::max(name_h, text_h + bar_h);
    // The pool: its dice as dice, the numbers under them for a glance from afar.
    if (s.status == kInSession) {
      const auto& pool = s.session.pools[static_cast<size_t>(r)];
      const float die = std::min(p.line * 0.9f, pool_w / 6.0f);
      const float pool_x = x + w - pad - pool_w;
      for (size_t k = 0; k < pool.size(); ++k) {
        const float dx = pool_x + die * 0.55f + static_cast<float>(k % 6) * die * 1.05f;
        const float dy = row_y + die * 0.55f + static_cast<float>(k / 6) * die * 1.05f;
        if (draw && p.visible(dy - die, die * 2)) {
          ui::DieStyle style;
          style.body = ui::with_alpha(resource_color(r), 255);
          style.pip = ui::rgb(0xFFFFFF);
          ui::draw_die(p.r, p.text, {dx, dy}, die * 0.95f, pool[k], style);
        }
      }
      const float rows = std::ceil(static_cast<float>(std::max<size_t>(pool.size(), 1)) / 6.0f);
      if (pool.empty()) p.write(pool_x, row_y, pool_w, "pool empty", p.small_px, kMuted, false, draw);
      row_h = std::max(row_h, rows * die * 1.1f);
    }
    if (draw && p.track_rows && p.visible(row_y, row_h)) p.track_rows->push_back({{x, row_y, w, row_h}, r});
    h += row_h + p.gap * 0.6f;
  }
  return h + pad * 0.5f;
}

// [SECTION] progress card grid: each square's condition in short words, dice placed on it

std::string square_words_in(const Square& q) {
  // Whole words: a cut one ("mili", "red ba") reads as nothing; the grid wraps them instead.
  auto res = [](int r) { return r >= 0 && r < kResources ? kResourceNames[static_cast<size_t>(r)] : std::string("?"); };
  auto reg = [](int g) { return g >= 0 && g < kRegions ? engine::id_words(kRegionNames[static_cast<size_t>(g)]) : std::string("?"); };
  switch (q.kind) {
    case SquareKind::kNone: return "";
    case SquareKind::kWild: return "any";
    case SquareKind::kColour: return res(q.resource);
    case SquareKind::kFace: return std::to_string(q.face);
    case SquareKind::kColourFace: return res(q.resource) + " " + std::to_string(q.face);
    case SquareKind::kRegion: return reg(q.region);
    case SquareKind::kColourRegion: return res(q.resource) + " " + reg(q.region);
    case SquareKind::kRel: return q.rel > 0 ? "+1" : q.rel < 0 ? "-1" : "=";
  }
  return "";
}

std::vector<std::string> split_words(const std::string& s) {
  std::vector<std::string> words;
  size_t at = 0;
  while (at < s.size()) {
    const size_t end = std::min(s.find(' ', at), s.size());
    if (end > at) words.push_back(s.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

// `s` in lines no wider than `room`, broken at spaces only (a word wider than the room stands alone:
// the caller picks a size where none is).
std::vector<std::string> wrap_at_words(const Pen& p, const std::string& s, int px, float room) {
  std::vector<std::string> lines;
  for (const std::string& word : split_words(s)) {
    if (!lines.empty() && p.width(lines.back() + " " + word, px) <= room)
      lines.back() += " " + word;
    else
      lines.push_back(word);
  }
  return lines;
}

// The progress card's sixteen squares with the seat's dice on them.
float progress_grid(const Pen& p, const Content& c, const Seat& seat, float x, float y, float w, bool draw) {
  const ProgressCard& card = c.progress[static_cast<size_t>(seat.card)];
  const float h = p.gap * 0.3f;
  // The squares share the card's width four across; each is at least a die's square and as tall as
  // its label wrapped at spaces. The words shrink (to the smallest readable size) until the longest
  // one fits its square.
  const float cell_w = w / 4.0f;
  const float side = std::min(cell_w, std::max(p.line * 1.6f, static_cast<float>(p.small_px) * 3.2f));
  const float room = cell_w - 3 - 6;
  std::vector<std::string> labels(16);
  for (int k = 0; k < 16; ++k) {
    std::string label = square_words_in(card.grid[static_cast<size_t>(k)]);
    if (k == card.start) label = "start " + label;
    if (k == card.end) label = "end " + label;
    labels[static_cast<size_t>(k)] = label;
  }
  int px = p.small_px;
  auto longest_fits = [&](int size) {
    for (const std::string& label : labels)
      for (const std::string& word : split_words(label))
        if (p.width(word, size) > room) return false;
    return true;
  };
  while (px > static_cast<int>(ui::kMinFontPx) && !longest_fits(px)) --px;
  const float line_h = p.has_font() ? p.write(0, 0, 1e6f, "Ag", px, kInk, false, false) : static_cast<float>(px) * 1.2f;
  std::vector<std::vector<std::string>> lines(16);
  float tallest = 0;
  for (size_t k = 0; k < 16; ++k) {
    lines[k] = wrap_at_words(p, labels[k], px, room);
    tallest = std::max(tallest, static_cast<float>(lines[k].size()) * line_h + 4 + 3);
  }
  const float cell_h = std::max(side, tallest);
  for (int k = 0; k < 16; ++k) {
    const ui::Rect box{x + static_cast<float>(k % 4) * cell_w, y + h + static_cast<float>(k / 4) * cell_h, cell_w - 3, cell_h - 3};
    if (!draw) continue;
    const Square& q = card.grid[static_cast<size_t>(k)];
    const PlacedDie* placed = nullptr;
    for (const PlacedDie& d : seat.card_dice)
      if (d.cell == k) placed = &d;
    if (!placed && p.cell_lines)
      for (const std::string& line : lines[static_cast<size_t>(k)])
        p.cell_lines->push_back({labels[static_cast<size_t>(k)], line, p.width(line, px), room});
    if (!p.visible(box.y, box.h)) continue;
    ui::fill_rounded_rect(p.r, box, 3, q.kind == SquareKind::kNone ? ui::rgb(0xBDB39C) : ui::rgb(0xFFFDF6));
    if (k == card.start || k == card.end)
      ui::outline_rounded_rect(p.r, box, 3, 3, k == card.start ? kProgress : ui::pal::kHighlight);
    if (placed) {
      ui::DieStyle style;
      style.body = resource_color(placed->resource);
      style.pip = ui::rgb(0xFFFFFF);
      ui::draw_die(p.r, p.text, box.center(), std::min(box.w, box.h) * 0.62f, placed->value, style);
    } else {
      float line_y = box.y + 2;
      for (const std::string& line : lines[static_cast<size_t>(k)]) {
        p.write(box.x + 3, line_y, room + 3, line, px, kInk, false, true);
        line_y += line_h;
      }
    }
  }
  return h + cell_h * 4;
}

// The seat's progress card on the card face, its squares under the reward.
float progress_card(const Pen& p, const Content& c, const Seat& seat, int seat_index, float x, float y, float w, bool draw) {
  ui::CardFace face = progress_face(p, p.pictures, c, seat.card, w >= p.art_min);
  auto reward = face.extra_row;
  face.extra_row = [&, reward](float ex, float ey, float ew, bool really) {
    const float rh = reward ? reward(ex, ey, ew, really) : 0.0f;
    return rh + progress_grid(p, c, seat, ex, ey + rh, ew, really);
  };
  const int place = seat_card_place(seat_index), kind = progress_kind(seat.card);
  const bool landing = draw && p.in_air(place, kind);
  const float h = p.face(face, {x, y, w, 0}, draw && !landing);
  if (landing) p.empty_slot({x, y, w, h});
  if (draw) p.spot({x, y, w, h}, CardKind::kProgress, seat.card);
  if (draw) p.note(place, kind, 1, {x, y, w, h}, kProgressFamily);
  return h + p.gap * 0.4f;
}

// [SECTION] seats and characters

// A character in play on the card face: its title, where it stands, psyche and body now, skills.
float character_block(const Pen& p, const State& s, const Content& c, const InPlay& ip, float x, float y, float w,
                      bool draw) {
  // (Its art or emblem in the long press and the chooser: the seat's board keeps its dice in sight.)
  const float h = p.face(character_face(p, s, c, ip.character, false), {x, y, w, 0}, draw);
  if (draw) p.spot({x, y, w, h}, CardKind::kCharacter, ip.character);
  return h + p.gap * 0.4f;
}

float seat_board(const Pen& p, const State& s, const Content& c, const std::vector<ui::SeatLook>& looks, int seat_index,
                 float x, float y, float w, bool draw) {
  const Seat& seat = s.session.seats[static_cast<size_t>(seat_index)];
  const float pad = p.gap * 0.6f;
  const float tw = w - 2 * pad;
  const ui::SeatLook* look =
      static_cast<size_t>(seat_index) < looks.size() ? &looks[static_cast<size_t>(seat_index)] : nullptr;
  float h = pad;
  const float radius = static_cast<float>(p.head_px) * 0.45f;
  if (draw && p.visible(y + h, radius * 2)) {
    ui::TokenStyle style;
    style.fill = look ? look->color : ui::seat_color(seat_index);
    style.symbol = look ? look->symbol : ui::seat_symbol(seat_index);
    ui::draw_token(p.r, p.text, {x + pad + radius, y + h + radius * 1.1f}, radius, style);
  }
  std::string title = (look ? look->name : "Seat " + std::to_string(seat_index + 1)) + (seat.passed ? " — passed" : "");
  h += p.write(x + pad + radius * 2.6f, y + h, tw - radius * 2.6f, title, p.head_px, kInk, true, draw);
  // The action dice, as dice.
  h += p.write(x + pad, y + h, tw, seat.action_dice.empty() ? "No action dice left" : "Action dice:", p.small_px, kMuted,
               false, draw);
  const float die = std::min(std::max(p.line * 1.2f, p.touch), tw / 5.0f);
  if (!seat.action_dice.empty()) {
    const int per_row = std::max(1, static_cast<int>(tw / (die * 1.15f)));
    for (size_t k = 0; k < seat.action_dice.size(); ++k) {
      const float dx = x + pad + die * 0.55f + static_cast<float>(static_cast<int>(k) % per_row) * die * 1.15f;
      const float dy = y + h + die * 0.55f + static_cast<float>(static_cast<int>(k) / per_row) * die * 1.15f;
      if (draw && p.visible(dy - die, die * 2)) {
        ui::draw_die(p.r, p.text, {dx, dy}, die, seat.action_dice[k], {});
        if (p.dice) p.dice->push_back({{dx - die * 0.5f, dy - die * 0.5f, die, die}, seat_index, seat.action_dice[k], -1, -1});
      }
    }
    const int rows = (static_cast<int>(seat.action_dice.size()) + per_row - 1) / per_row;
    h += static_cast<float>(rows) * die * 1.15f + p.gap * 0.3f;
  }
  for (const InPlay& ip : s.session.in_play)
    if (ip.seat == seat_index) h += character_block(p, s, c, ip, x + pad, y + h, tw, draw);
  if (seat.card >= 0) h += progress_card(p, c, seat, seat_index, x + pad, y + h, tw, draw);
  return h + pad;
}

}  // namespace

std::string square_words(const Square& q) { return square_words_in(q); }

ui::Color card_back_colour(int family) { return family == kObstacleFamily ? ui::rgb(0xB0563F) : ui::rgb(0x2E7D4F); }

const CardSpot* card_at(const std::vector<CardSpot>& spots, ui::Vec2 pos) {
  const CardSpot* best = nullptr;
  for (const CardSpot& spot : spots)
    if (spot.rect.contains(pos) && (!best || spot.rect.w * spot.rect.h < best->rect.w * best->rect.h)) best = &spot;
  return best;
}

float fit_text_scale(SDL_Renderer* r, ui::TextCache* text, BoardInput in) {
  in.measure_only = true;
  in.scroll = 0;
  for (float scale = kMaxTextScale; scale > kMinTextScale; scale -= 0.04f) {
    in.text_scale = scale;
    if (draw_board(r, text, in) <= in.area.h) return scale;
  }
  return kMinTextScale;
}

ui::Color resource_color(int resource) {
  static const ui::Color kColours[kResources] = {ui::rgb(0x9C7A12), ui::rgb(0x2F6DB5), ui::rgb(0x5E4B8B),
                                                 ui::rgb(0xA8322A), ui::rgb(0x2E7D4F), ui::rgb(0x7A2E7E)};
  return resource >= 0 && resource < kResources ? kColours[resource] : ui::rgb(0x555555);
}

// [SECTION] draw_board

float draw_board(SDL_Renderer* r, ui::TextCache* text, const BoardInput& in) {
  const ui::Metrics& m = in.metrics;
  const int body = static_cast<int>(std::max(ui::kMinFontPx, std::round(m.font_px() * in.text_scale)));
  Pen p{r, text, in.measure_only ? ui::Rect{0, -1e9f, 0, 0} : in.area, body, static_cast<int>(std::max(ui::kMinFontPx, std::round(body * 0.86f))),
        static_cast<int>(std::round(m.font_px() * 0.85f)), static_cast<float>(body) * 1.25f, m.mm(2.5f)};
  p.touch = m.touch_px();
  p.pictures = in.pictures;
  p.spots = in.measure_only ? nullptr : in.spots;
  if (p.spots) p.spots->clear();
  p.dice = in.measure_only ? nullptr : in.dice;
  if (p.dice) p.dice->clear();
  p.cell_lines = in.measure_only ? nullptr : in.cell_lines;
  if (p.cell_lines) p.cell_lines->clear();
  p.track_rows = in.measure_only ? nullptr : in.track_rows;
  if (p.track_rows) p.track_rows->clear();
  p.piles = in.measure_only ? nullptr : in.piles;
  if (p.piles) p.piles->clear();
  p.flights = in.flights;
  p.tally = in.tally;
  p.now = in.now;
  p.scroll = in.scroll;
  const SDL_Rect clip{static_cast<int>(in.area.x), static_cast<int>(in.area.y), static_cast<int>(in.area.w),
                      static_cast<int>(in.area.h)};
  if (!in.measure_only) {
    SDL_RenderSetClipRect(r, &clip);
    p.board_clip = clip;
  }
  const float x = in.area.x + p.gap, w = in.area.w - 2 * p.gap;
  float y = in.area.y + p.gap - in.scroll;
  const float top = y;
  const State& s = in.state;
  const Content& c = in.content;

  auto panel = [&](auto&& block) {  // a paper panel around a block, measured first
    const float h = block(y, false);
    p.rect({x, y, w, h}, p.gap * 0.6f, kPaper);
    block(y, true);
    y += h + p.gap;
  };
  panel([&](float at, bool draw) { return header(p, s, c, x, at, w, draw); });
  y += regions(p, s, c, in.looks, x, y, w, true) + p.gap * 0.5f;
  panel([&](float at, bool draw) { return tracks(p, s, c, x, at, w, draw); });
  if (s.status == kInSession) {
    // Seat boards side by side when the area is wide enough, else one under the other.
    const int seats = static_cast<int>(s.session.seats.size());
    const int per_row = std::clamp(static_cast<int>(w / m.mm(85)), 1, std::max(1, seats));
    // A progress card shows its art (or emblem) where the seats' boards sit side by side: one under
    // the other (a tablet, a phone), the art would push a seat's dice off the screen.
    p.art_min = per_row > 1 ? m.mm(50) : std::numeric_limits<float>::max();
    const float col_w = (w - p.gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
    for (int first = 0; first < seats; first += per_row) {
      float row_h = 0;
      for (int k = first; k < std::min(seats, first + per_row); ++k)
        row_h = std::max(row_h, seat_board(p, s, c, in.looks, k, x, y, col_w, false));
      for (int k = first; k < std::min(seats, first + per_row); ++k) {
        const float cx = x + static_cast<float>(k - first) * (col_w + p.gap);
        p.rect({cx, y, col_w, row_h}, p.gap * 0.6f, kPaper);
        seat_board(p, s, c, in.looks, k, cx, y, col_w, true);
      }
      y += row_h + p.gap;
    }
  }
  const float total = y - top + p.gap;
  // A scroll bar on the right edge whenever the table is taller than its area.
  if (in.measure_only) return total;
  if (total > in.area.h) {
    const float track_h = in.area.h - 2 * p.gap;
    const float thumb_h = std::max(m.mm(8), track_h * in.area.h / total);
    const float thumb_y = in.area.y + p.gap + (track_h - thumb_h) * (in.scroll / std::max(1.0f, total - in.area.h));
    ui::fill_rounded_rect(r, {in.area.x + in.area.w - m.mm(1.6f), thumb_y, m.mm(1.2f), thumb_h}, m.mm(0.6f),
                          ui::with_alpha(kOnCloth, 170));
  }
  SDL_RenderSetClipRect(r, nullptr);
  (void)kCloth;
  return total;
}

}  // namespace sb::sw::view
