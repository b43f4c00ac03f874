// Area counting of a final position (Chinese rules, Art. 9 and 11).
#pragma once

#include <string>
#include <vector>

#include "board.h"
#include "rules.h"

namespace tianyuan {

// Each side's area: its stones plus the empty points that only its stones reach. Empty points
// reached by both colours (dame, shared seki liberties) or by neither are `shared`.
struct AreaCount {
    int black = 0;
    int white = 0;
    int shared = 0;
};

// Counts the board with the stones at `dead` removed first (dead stones belong to the side that
// surrounds them). Points in `dead` that hold no stone are ignored.
AreaCount countArea(const Board& board, const std::vector<Point>& dead = {});

// The result of a counted game. Margin in half points from Black's side: Black area minus
// White area minus komi minus handicap compensation. Shared points count for nobody, which
// equals splitting them half and half (RULES.md, Counting).
struct Score {
    AreaCount area;
    int boardSize = 19;
    int komiHalfPoints = 0;
    int compensationPoints = 0;
    int marginHalfPoints = 0;
};

Score scoreGame(const Board& board, const Rules& rules, int handicapStones,
                const std::vector<Point>& dead = {});

// GTP form: "B+3.5", "W+0.5" or "0" for a draw.
std::string formatGtpResult(int marginHalfPoints);

// The Chinese count in stones, e.g. "Black 185 stones, Black wins by 3/4 stone",
// "Black 184 1/2 stones, Black wins by 1/4 stone", "Black 182 stones, draw". Black's count is
// its area plus half the shared points; the par is size*size/2 plus komi and compensation in
// stones (one stone = two points of margin).
std::string formatChineseCount(const Score& score);

// Fast count for playouts at a finished position, every stone alive: Black area minus White
// area, where an empty point counts for the colour of its neighbours if they are all one colour.
int playoutAreaDifference(const Board& board);

// The owner of an on-board point `p` under that count: +1 Black, -1 White, 0 nobody.
inline int playoutOwner(const Board& board, Point p) {
    const Color c = board.at(p);
    if (c != Color::EMPTY) return c == Color::BLACK ? 1 : -1;
    const int s = board.stride();
    bool black = false, white = false;
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        black |= board.at(n) == Color::BLACK;
        white |= board.at(n) == Color::WHITE;
    }
    return black && !white ? 1 : (white && !black ? -1 : 0);
}

}  // namespace tianyuan
