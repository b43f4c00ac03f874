// The ownership feature of the move priors (Pachi's pattern feature "mcowner" is the idea): how
// often the player to move owns a point at the end of playouts from the position, in 9 bins of
// width 1/9, from 0 (the opponent's in every playout: deep in the opponent's area) to 8 (the
// mover's in every playout: inside its own). Strong players seldom play at either end. The
// search measures the share before it starts (SearchParams::ownershipPlayouts); learn's
// --fit-ownership fits one factor per bin on top of the pattern model from game records.
#pragma once

#include <algorithm>

namespace tianyuan {

inline constexpr int OWNERSHIP_BINS = 9;

// The bin of a share in [0, 1] of playouts in which the mover owns the point.
inline int ownershipBin(double moverShare) {
    return std::clamp(static_cast<int>(moverShare * OWNERSHIP_BINS), 0, OWNERSHIP_BINS - 1);
}

}  // namespace tianyuan
