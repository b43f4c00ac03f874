// Unconditional life (Benson 1976): chains that no sequence of opponent moves can capture, even
// if their owner always passes, and the regions they enclose. What it proves is certain, so
// ownership estimates, dead-stone lists and analysis may take it as settled; what it does not
// prove may still be alive (seki, eyes not yet made, ko).
#pragma once

#include <vector>

#include "board.h"

namespace tianyuan {

struct UnconditionalLife {
    // Stones of unconditionally alive chains (either colour).
    std::vector<Point> aliveStones;
    // For each point of the board array, the colour that owns it for certain: the alive stones
    // and every point (empty or an opponent stone, which is then dead) of a region that is
    // vital to an alive chain. EMPTY where nothing is proven.
    std::vector<Color> owner;
};

// Benson's algorithm for both colours. Simple ko and superko do not matter: an opponent can
// never take away two vital regions.
UnconditionalLife findUnconditionalLife(const Board& board);

}  // namespace tianyuan
