// The analysis results of one search run: where its simulations ended. Black's final margin per
// root move (count, mean, spread) and each point's ownership, for the score estimates and the
// ownership of the root snapshots (SearchWatch::collectOutcomes). The search records every
// simulation's final board; the snapshots read the totals.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "board.h"
#include "search_observer.h"

namespace tianyuan {

class RootOutcomes {
  public:
    // For a run from `rootBoard` with `toMove` to play, whose root children play `rootMoves` in
    // order, margins counted against White's bonus (komi, compensation and dynamic komi, in
    // half points).
    RootOutcomes(const Board& rootBoard, Color toMove, int whiteBonusHalfPoints,
                 std::vector<Point> rootMoves);

    // One simulation's final position, every stone alive; `rootChild` is the index among the
    // root's children of the simulation's first move (none, or out of range, when it has none
    // of those). Safe from several threads at once (relaxed atomic adds).
    void record(const Board& finalBoard, size_t rootChild);
    static constexpr size_t NO_CHILD = static_cast<size_t>(-1);

    // The totals so far into `snapshot`, for the player to move: the mean margin and Black's
    // ownership of each point (+1 always Black's, -1 always White's, exactly +-1 where Benson's
    // unconditional life proves it), and for each of its moves the samples, mean and spread of
    // the margin. Nothing when no simulation was recorded yet.
    void addTo(RootSnapshot& snapshot) const;

  private:
    Board rootBoard_;
    double sign_;  // +1 when Black is to move at the root, -1 for White
    double whiteBonusPoints_;
    std::vector<Point> rootMoves_;
    // Per root child: the count, sum and sum of squares of Black's margin in points.
    std::vector<std::atomic<uint32_t>> count_;
    std::vector<std::atomic<double>> sum_, squares_;
    // Per point, indexed x + y * size: Black's ownership minus White's.
    std::vector<std::atomic<int32_t>> ownership_;
    std::atomic<uint32_t> samples_{0};
    std::atomic<double> marginSum_{0};
};

}  // namespace tianyuan
