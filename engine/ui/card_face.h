#pragma once
// One card layout for every title's cards: a frame, a title band in the card's family colour, an
// art area (the card's art, else its emblem), an icon row for costs, inputs and outputs, the rules
// text and a footer. Sizes come from the Pen (body and small text from Metrics, capitals >= 4 mm),
// so the same card drawn in a wider box with a larger Pen is the long-press view at reading size.
#include <functional>
#include <string>
#include <vector>

#include "engine/content/art.h"
#include "engine/ui/icons.h"
#include "engine/ui/pen.h"

namespace sb::ui {

struct CardFace {
  std::string id;      // seeds the emblem
  std::string title;   // in the band
  Color family = pal::kPaper;
  const engine::ArtRef* art = nullptr;  // null or empty: the emblem
  bool show_art = true;                 // a card too small for a picture leaves the area out
  std::string top_line;                 // above the band's title, small (e.g. "Build here")
  std::vector<IconCount> costs;         // "Cost 2 [grain] 1 [ore]"
  std::vector<IconCount> inputs;        // "2 [ale] -> 1 [feast]"
  std::vector<IconCount> outputs;
  std::vector<IconCount> needs;         // "Needs 1 [miner] 1 [farmer]" (workers, pieces it takes)
  // A row of the title's own under the icon rows (Winter Quarters' faction order as chips): lays
  // out from (x, y) in w, draws when asked, returns its height.
  std::function<float(float x, float y, float w, bool draw)> extra_row;
  std::string rules;   // rules text, wrapped
  std::string footer;  // under a rule line, muted
  Color paper = pal::kPaper;
};

// The art area's height for a card `width` wide at text size `px`.
float card_art_height(float width, int px);
// Lays out `card` in box.w (box.h is ignored: the card is as tall as it needs) and draws it when
// `draw`. Returns the height.
// `art_area`, when given, receives where the art (or emblem) is (empty without one).
float draw_card_face(const Pen& p, PictureCache* pictures, const CardFace& card, Rect box, bool draw,
                     Rect* art_area = nullptr);

// A card face down, or in the air between two places (ui::PileFlights): paper on a shadow, a band
// of its family colour across its middle, its frame.
void draw_card_back(SDL_Renderer* r, Rect box, Color family);
// A card's place while its card is in the air to it: the slot's outline in `ink`.
void draw_empty_slot(const Pen& p, Rect box, Color ink);
// A deck as a stack of backs (deeper the more it holds) standing upright at the left of `box`,
// as tall as the box, with `label` and its count written beside it in `ink` ("Draw pile 12"); an
// empty deck is its outline. Returns where the top card is (a card drawn flies from there).
Rect draw_card_stack(const Pen& p, Rect box, int count, Color family, const std::string& label, Color ink, bool draw);

// A card face drawn once into a texture, for a panel to show as an image (the long-press view:
// ImGui draws the texture inside its window). Redrawn only when `key` changes. Owned by a view
// (the texture belongs to the renderer, gone after the view).
class CardPicture {
 public:
  CardPicture() = default;
  CardPicture(const CardPicture&) = delete;
  CardPicture& operator=(const CardPicture&) = delete;
  ~CardPicture();
  // The card `width` px wide with the pen's sizes; null when the renderer cannot draw to a texture.
  SDL_Texture* render(const Pen& p, PictureCache* pictures, const CardFace& card, float width, const std::string& key);
  Vec2 size() const { return size_; }
  void clear();

 private:
  SDL_Texture* texture_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  std::string key_;
  Vec2 size_{};
};

}  // namespace sb::ui
