// Liberty reading without playing: the chains around a point, the liberties of a chain and those a
// stone would have. The elementary reads under tactics.h (ladders, nakade, self-atari) and the
// move features; Board's own (liberties, libertyOf, capturesAny, isSelfAtari) come first, these
// add what it does not keep. All leave the board unchanged and make no copy of it; the small ones
// are inline, as the playouts call them for every candidate move.
#pragma once

#include "board.h"

namespace tianyuan {

// Orthogonal neighbours in the padded layout of a board of this stride (Board::stride(); a row's
// ends are never adjacent to the next row: the sentinel column lies between them).
inline bool areAdjacent(Point p, Point q, int stride) {
    const int d = p > q ? p - q : q - p;
    return d == 1 || d == stride;
}

// The empty orthogonal neighbours of p, `excluded` (a point, or PASS) not counted.
inline int emptyNeighbourCount(const Board& board, Point p, Point excluded) {
    const int s = board.stride();
    int count = 0;
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        count += n != excluded && board.at(n) == Color::EMPTY;
    return count;
}

// The distinct chains next to p, by head, split into those of the player c and those of its
// opponent, and the number of empty neighbours of p.
struct AdjacentChains {
    Point own[4], opp[4];
    int ownCount = 0, oppCount = 0;
    int emptyCount = 0;
};

inline AdjacentChains adjacentChains(const Board& board, Point p, Color c) {
    AdjacentChains n;
    const int s = board.stride();
    for (const Point q : {p + s, p + 1, p - s, p - 1}) {
        const Color qc = board.at(q);
        if (qc == Color::EMPTY) {
            ++n.emptyCount;
            continue;
        }
        if (qc == Color::WALL) continue;
        const Point head = board.chainHead(q);
        Point* list = qc == c ? n.own : n.opp;
        int& count = qc == c ? n.ownCount : n.oppCount;
        bool seen = false;
        for (int i = 0; i < count && !seen; ++i) seen = list[i] == head;
        if (!seen) list[count++] = head;
    }
    return n;
}

// Whether some stone of the chain at `chain` is next to a point q with test(q) (walls included).
// Precondition: at(chain) is a stone.
template <typename Test>
bool chainTouches(const Board& board, Point chain, Test test) {
    const int s = board.stride();
    Point q = chain;
    do {
        for (const Point n : {q + s, q + 1, q - s, q - 1})
            if (test(n)) return true;
        q = board.nextInChain(q);
    } while (q != chain);
    return false;
}

// Up to `max` distinct liberties of the chain at `chain`, written to `out`; returns how many
// were written. Precondition: at(chain) is a stone.
int chainLiberties(const Board& board, Point chain, Point* out, int max);

// The liberties, up to `cap`, of the chain a stone of c at the empty point q would form, with
// `exclude` (a point, or PASS) taken as occupied and captures ignored.
// Precondition: at(q) == EMPTY, 1 <= cap <= 6.
int libertiesIfPlayed(const Board& board, Color c, Point q, Point exclude, int cap);

// The one liberty c's chain would have after c plays p (PASS when the precondition is broken).
// Precondition: board.isSelfAtari(c, p).
Point selfAtariLiberty(const Board& board, Color c, Point p);

}  // namespace tianyuan
