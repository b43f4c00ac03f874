// 3x3 patterns around an empty point: the classic hand-made shapes (hane, cut, edge moves) that
// made MoGo's playouts strong, described in Gelly et al. 2006 and used by Pachi and Fuego. The
// shapes are written out in patterns.cpp in our own notation and expanded at start-up into a
// lookup table over every 3x3 neighbourhood, all symmetries and both colours included.
#pragma once

#include <cstdint>

#include "board.h"

namespace tianyuan {

// The 8 neighbours of p, 2 bits each (EMPTY, BLACK, WHITE, WALL), in a fixed order.
uint16_t neighbourhoodCode(const Board& board, Point p);

// Whether a stone at the empty point p, for the player `toMove`, matches a good shape.
bool matchesGoodPattern(uint16_t code, Color toMove);
inline bool isGoodPatternMove(const Board& board, Point p, Color toMove) {
    return matchesGoodPattern(neighbourhoodCode(board, p), toMove);
}

}  // namespace tianyuan
