#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>

#include "engine/board/deck.h"
#include "engine/board/dice.h"
#include "engine/board/space_graph.h"
#include "engine/board/track.h"

using namespace sb::engine;

TEST_CASE("deck draws are deterministic for a seed and conserve cards") {
  std::vector<int> cards(30);
  std::iota(cards.begin(), cards.end(), 0);
  Deck a = Deck::of(cards), b = Deck::of(cards);
  Rng ra(11), rb(11);
  a.shuffle(ra);
  b.shuffle(rb);
  CHECK(a == b);
  std::vector<int> drawn;
  for (int i = 0; i < 10; ++i) {
    auto card = a.draw(ra);
    REQUIRE(card.has_value());
    CHECK(*card == *b.draw(rb));
    drawn.push_back(*card);
  }
  for (int card : drawn) a.discard_card(card);
  CHECK(a.count() == 30);
  CHECK(a.peek(3).size() == 3);
  CHECK(a.peek(1)[0] == a.draw_pile.back());
}

TEST_CASE("deck reshuffles its discard when the draw pile runs out") {
  Deck deck = Deck::of({1, 2});
  Rng rng(3);
  deck.discard_card(*deck.draw(rng));
  deck.discard_card(*deck.draw(rng));
  CHECK(deck.empty());
  CHECK(deck.draw(rng, /*reshuffle=*/false) == std::nullopt);
  auto card = deck.draw(rng);
  REQUIRE(card.has_value());
  CHECK(deck.discard.empty());
  CHECK(deck.size() == 1);
}

TEST_CASE("deck put on top, burn and peek") {
  Deck deck = Deck::of({1, 2, 3});
  Rng rng(1);
  deck.put_on_top(9);
  CHECK(deck.peek(2) == std::vector<int>{9, 3});
  CHECK(deck.burn_from_piles(2));
  CHECK_FALSE(deck.burn_from_piles(42));
  CHECK(deck.burned == std::vector<int>{2});
  CHECK(*deck.draw(rng) == 9);
  deck.put_on_bottom(7);
  CHECK(deck.draw_pile.front() == 7);
  CHECK(deck.count() == 4);
}

TEST_CASE("dice pools roll within their sides") {
  DicePool pool{6, {}};
  Rng rng(8);
  pool.add_rolled(rng, 7);
  CHECK(pool.size() == 7);
  CHECK(pool.valid());
  int taken = pool.take(0);
  CHECK(taken >= 1);
  CHECK(pool.size() == 6);
  pool.roll_all(rng);
  CHECK(pool.valid());
  CHECK(pool.count_at_least(1) == 6);
  auto faces = roll_dice(rng, 100, 6);
  CHECK(std::all_of(faces.begin(), faces.end(), [](int f) { return f >= 1 && f <= 6; }));
}

TEST_CASE("tracks clamp and report overflow") {
  Track t{3, 0, 5};
  CHECK(t.move(1) == 0);
  CHECK(t.value == 4);
  CHECK(t.move(4) == 3);
  CHECK(t.at_max());
  CHECK(t.move(-9) == -4);
  CHECK(t.at_min());
}

TEST_CASE("space graph BFS distances and paths") {
  SpaceGraph g;
  int a = g.add_space("a"), b = g.add_space("b"), c = g.add_space("c"), d = g.add_space("d");
  g.connect(a, b);
  g.connect(b, c);
  g.connect(a, c);
  g.connect(c, d);
  g.connect(c, d);  // repeated edges are ignored
  CHECK(g.neighbors(c).size() == 3);
  auto dist = g.distances(a);
  CHECK(dist == std::vector<int>{0, 1, 1, 2});
  CHECK(g.path(a, d) == std::vector<int>{a, c, d});
  std::vector<bool> passable{true, true, false, true};
  CHECK(g.path(a, d, passable).empty());
  CHECK(g.find("c") == c);
  CHECK(g.find("zz") == -1);
}
