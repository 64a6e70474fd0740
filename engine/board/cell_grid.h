#pragma once
// A small rectangular grid of optional cells (card faces with squares, tile boards), addressed
// row-major, with king (8-neighbour) or rook (4-neighbour) adjacency and reachability. Header-only,
// plain data; titles keep what a cell holds in their own arrays indexed the same way.
#include <cstdlib>
#include <vector>

namespace sb::engine {

enum class Adjacency { kRook, kKing };

struct CellGrid {
  int rows = 0;
  int cols = 0;
  std::vector<bool> present;  // rows * cols, row-major
  bool operator==(const CellGrid&) const = default;

  static CellGrid sized(int rows, int cols) { return CellGrid{rows, cols, std::vector<bool>(static_cast<size_t>(rows * cols))}; }
  int index(int row, int col) const { return row * cols + col; }
  int row_of(int cell) const { return cell / cols; }
  int col_of(int cell) const { return cell % cols; }
  bool inside(int row, int col) const { return row >= 0 && row < rows && col >= 0 && col < cols; }
  bool has(int cell) const { return cell >= 0 && cell < rows * cols && present[static_cast<size_t>(cell)]; }

  bool adjacent(int a, int b, Adjacency adj = Adjacency::kKing) const {
    int dr = std::abs(row_of(a) - row_of(b)), dc = std::abs(col_of(a) - col_of(b));
    if (a == b) return false;
    return adj == Adjacency::kKing ? dr <= 1 && dc <= 1 : dr + dc == 1;
  }
  // Present neighbours of `cell`.
  std::vector<int> neighbours(int cell, Adjacency adj = Adjacency::kKing) const {
    std::vector<int> out;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        int r = row_of(cell) + dr, c = col_of(cell) + dc;
        if ((dr || dc) && inside(r, c) && has(index(r, c)) && adjacent(cell, index(r, c), adj)) out.push_back(index(r, c));
      }
    return out;
  }
  // Whether `to` can be reached from `from` stepping through present cells only.
  bool reachable(int from, int to, Adjacency adj = Adjacency::kKing) const {
    if (!has(from) || !has(to)) return false;
    std::vector<bool> seen(present.size());
    std::vector<int> stack{from};
    seen[static_cast<size_t>(from)] = true;
    while (!stack.empty()) {
      int cell = stack.back();
      stack.pop_back();
      if (cell == to) return true;
      for (int n : neighbours(cell, adj))
        if (!seen[static_cast<size_t>(n)]) {
          seen[static_cast<size_t>(n)] = true;
          stack.push_back(n);
        }
    }
    return false;
  }
};

}  // namespace sb::engine
