// Heavy playouts for the search: answers to the last move first (capture the stone just played
// when it is in atari, save own stones it put in atari, good 3x3 shapes around it), then a
// random legal move that fills no own eye and is not a self-atari. Pachi and MoGo showed these
// few rules worth hundreds of Elo over uniform playouts.
#pragma once

#include <vector>

#include "board.h"
#include "random.h"

namespace tianyuan {

// The policy's move for c, the opponent having just played `last` (PASS if none); PASS when
// nothing is left. Simple ko only.
Point heavyPlayoutMove(const Board& board, Color c, Point last, Random& random);

// Plays heavy-policy moves from `board` (c to move, `last` the previous move) until two passes
// in a row or `maxMoves` moves, appending every move to `record` when it is not null.
// Returns Black area minus White area at the end, every stone alive.
int runHeavyPlayout(Board& board, Color c, Point last, Random& random, int maxMoves,
                    std::vector<Move>* record);

}  // namespace tianyuan
