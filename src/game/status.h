// Life-and-death status of the stones at the end of a game, from Monte-Carlo ownership: who owns
// each point at the end of playouts from the position, either the search's (the GTP layer's
// choice) or light random playouts' (estimateOwnership), then rules for what playouts misjudge
// (seki, intruders) and Benson's unconditional life.
#pragma once

#include <vector>

#include "board.h"
#include "random.h"

namespace tianyuan {

// Mean final owner of every point over `playouts` playouts from `board` with `toMove` first:
// +1 always Black, -1 always White. Indexed by Point.
std::vector<double> estimateOwnership(const Board& board, Color toMove, int playouts,
                                      Random& random);

struct StoneStatus {
    std::vector<Point> dead;   // chains whose points the opponent owns in most playouts
    std::vector<Point> alive;  // the other stones, seki excluded
    // Living stones beside a shared liberty: an empty point that touches living stones of both
    // colours and that neither side can fill without self-atari (seki; a dame is not one).
    std::vector<Point> seki;
};

// Classifies every stone by whole chains, given each point's mean final owner (`blackOwnership`,
// indexed by Point: +1 always Black, -1 always White; from light playouts or from a search). A
// chain is dead when, averaged over its points, the opponent's ownership exceeds `deadThreshold`
// (in [0, 1]; 0.4 means owned by the opponent in 70% of playouts), or when it is an intruder: no
// eye of its own, inside an enclosed region (at most half the board) of its colour and empty
// points where it has at most a quarter of the points. Intruders are removed one at a time,
// fewest first. Two opposite chains in seki are not judged by the ownership (playouts break a
// seki): they share a liberty, every liberty of each is shared or an eye touching that chain
// alone, and neither side can fill a shared liberty without self-atari. Benson's unconditional
// life (benson.h) overrides the ownership: such chains are alive, stones in their regions dead.
StoneStatus classifyStones(const Board& board, const std::vector<double>& blackOwnership,
                           double deadThreshold = 0.4);

// classifyStones with the ownership of `playouts` light playouts (estimateOwnership).
StoneStatus estimateStatus(const Board& board, Color toMove, int playouts, Random& random,
                           double deadThreshold = 0.4);

}  // namespace tianyuan
