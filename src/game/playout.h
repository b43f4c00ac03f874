// Light playouts: uniformly random legal moves that fill no own eye, to the end of the game.
// This is the baseline the search's heavy playouts (issue 6) are measured against.
#pragma once

#include "board.h"
#include "random.h"

namespace tianyuan {

struct PlayoutResult {
    int moves = 0;           // stones played (passes not counted)
    int areaDifference = 0;  // Black area minus White area at the end, all stones alive
};

// A random legal, non-eye-filling move for c (simple ko only), or PASS when none is left.
// The scan starts at a random empty point and takes the first acceptable one.
Point randomPlayoutMove(const Board& board, Color c, Random& random);

// Plays random moves from `board` (c to move) until two passes in a row or `maxMoves` moves.
PlayoutResult runLightPlayout(Board& board, Color c, Random& random, int maxMoves);

// The usual move limit of a playout: three times the number of points.
inline int playoutMoveLimit(int size) {
    return 3 * size * size;
}

}  // namespace tianyuan
