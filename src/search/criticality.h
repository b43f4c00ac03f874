// Criticality (Coulom, "Criticality: a Monte-Carlo heuristic for Go programs", 2009): over the
// simulations of one search run, the covariance between owning a point at the end and winning,
//   c(x) = P(the winner owns x) - (P(Black owns x) P(Black wins) + P(White owns x) P(White wins)),
// 0 for a point whose owner does not tell who wins, up to 1/2 for one that decides the game
// (the covariances of Black owning it with Black winning and of White with White, 1/4 each).
// The search gives moves at critical points a bonus of virtual wins (Search::selectChild), so
// that it looks where the game is decided. The counts are shared by the search threads.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "board.h"

namespace tianyuan {

class Criticality {
  public:
    // Starts afresh for a run on boards of `size`; no value until `minSamples` are recorded.
    Criticality(int size, uint32_t minSamples);

    // One simulation's final position (counted as the playouts count it, every stone alive)
    // and Black's result (1 a win, 0 a loss; a draw counts for neither). Safe from several
    // threads at once.
    void record(const Board& finalBoard, double blackValue);

    // Recomputes the values that at() reads from the counts so far (all 0 below minSamples).
    // Safe while other threads record and read.
    void refresh();

    // The value at an on-board point at the last refresh(); 0 for PASS.
    double at(Point p) const { return value_[p].load(std::memory_order_relaxed); }

    uint32_t samples() const { return samples_.load(std::memory_order_relaxed); }

  private:
    int size_;
    uint32_t minSamples_;
    std::atomic<uint32_t> samples_{0}, blackWins_{0}, whiteWins_{0};
    // Per point: owned by Black, by White, by Black in a Black win, by White in a White win.
    std::vector<std::atomic<uint32_t>> black_, white_, blackWinning_, whiteWinning_;
    std::vector<std::atomic<float>> value_;
};

}  // namespace tianyuan
