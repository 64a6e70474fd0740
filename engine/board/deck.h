#pragma once
// A deck of card ids (interned content ids): draw pile (back = top), discard pile, burned cards.
// Plain data: copy = clone, == compares. Every card is in exactly one of the three piles or out
// in play (the title tracks cards in play); count() helps tests check conservation.
#include <algorithm>
#include <optional>
#include <vector>

#include "engine/core/rng.h"

namespace sb::engine {

struct Deck {
  std::vector<int> draw_pile;  // back() is the top card
  std::vector<int> discard;    // back() is the most recent discard
  std::vector<int> burned;     // out of the game for good
  bool operator==(const Deck&) const = default;

  static Deck of(std::vector<int> cards_top_last) { return Deck{std::move(cards_top_last), {}, {}}; }

  bool empty() const { return draw_pile.empty(); }
  size_t size() const { return draw_pile.size(); }
  size_t count() const { return draw_pile.size() + discard.size() + burned.size(); }

  void shuffle(Rng& rng) { rng.shuffle(draw_pile); }
  // Draws the top card; when the pile is empty and `reshuffle` is set, the discard pile is
  // shuffled in first. nullopt when there is nothing to draw.
  std::optional<int> draw(Rng& rng, bool reshuffle = true) {
    if (draw_pile.empty() && reshuffle && !discard.empty()) reshuffle_discard(rng);
    if (draw_pile.empty()) return std::nullopt;
    int card = draw_pile.back();
    draw_pile.pop_back();
    return card;
  }
  void reshuffle_discard(Rng& rng) {
    draw_pile.insert(draw_pile.begin(), discard.begin(), discard.end());
    discard.clear();
    shuffle(rng);
  }
  void put_on_top(int card) { draw_pile.push_back(card); }
  void put_on_bottom(int card) { draw_pile.insert(draw_pile.begin(), card); }
  void discard_card(int card) { discard.push_back(card); }
  void burn(int card) { burned.push_back(card); }
  // Removes one copy of `card` from the draw pile or discard and burns it. False if absent.
  bool burn_from_piles(int card) {
    for (auto* pile : {&draw_pile, &discard}) {
      auto found = std::find(pile->begin(), pile->end(), card);
      if (found != pile->end()) {
        pile->erase(found);
        burned.push_back(card);
        return true;
      }
    }
    return false;
  }
  // The top n cards, top first, without drawing.
  std::vector<int> peek(size_t n) const {
    std::vector<int> out;
    for (size_t i = 0; i < n && i < draw_pile.size(); ++i) out.push_back(draw_pile[draw_pile.size() - 1 - i]);
    return out;
  }
};

}  // namespace sb::engine
