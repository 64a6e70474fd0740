// engine/board/cell_grid.h (added for progress cards; generic).
#include <doctest/doctest.h>

#include "engine/board/cell_grid.h"

using sb::engine::Adjacency;
using sb::engine::CellGrid;

TEST_CASE("CellGrid: king and rook adjacency, reachability through present cells") {
  CellGrid g = CellGrid::sized(4, 4);
  for (int cell : {0, 5, 10, 15}) g.present[cell] = true;  // the diagonal
  CHECK(g.adjacent(0, 5));
  CHECK_FALSE(g.adjacent(0, 5, Adjacency::kRook));
  CHECK(g.reachable(0, 15));
  CHECK_FALSE(g.reachable(0, 15, Adjacency::kRook));
  g.present[10] = false;
  CHECK_FALSE(g.reachable(0, 15));
  CHECK(g.neighbours(5) == std::vector<int>{0});
  CHECK_FALSE(g.reachable(0, 3));  // absent target
  CHECK_FALSE(g.adjacent(3, 4));   // row wrap is not adjacency
}
