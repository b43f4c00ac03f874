#include "playout.h"

#include "scoring.h"

namespace tianyuan {

Point randomPlayoutMove(const Board& board, Color c, Random& random) {
    const int n = board.emptyCount();
    if (n == 0) return PASS;
    const int start = static_cast<int>(random.below(static_cast<uint32_t>(n)));
    for (int i = start; i < n; ++i)
        if (board.isPlayoutMove(c, board.emptyAt(i))) return board.emptyAt(i);
    for (int i = 0; i < start; ++i)
        if (board.isPlayoutMove(c, board.emptyAt(i))) return board.emptyAt(i);
    return PASS;
}

PlayoutResult runLightPlayout(Board& board, Color c, Random& random, int maxMoves) {
    PlayoutResult result;
    int passes = 0;
    while (passes < 2 && result.moves < maxMoves) {
        const Point p = randomPlayoutMove(board, c, random);
        board.play(c, p);
        if (p == PASS) {
            ++passes;
        } else {
            passes = 0;
            ++result.moves;
        }
        c = opponent(c);
    }
    result.areaDifference = playoutAreaDifference(board);
    return result;
}

}  // namespace tianyuan
