#include "liberties.h"

#include <algorithm>

namespace tianyuan {

int chainLiberties(const Board& board, Point chain, Point* out, int max) {
    const int s = board.stride();
    const int wanted = std::min(max, board.liberties(chain));
    int count = 0;
    // From the head: the stones that joined last come right after it, and in a ladder the
    // liberties are next to them.
    const Point head = board.chainHead(chain);
    Point q = head;
    do {
        for (const Point n : {q - s, q - 1, q + 1, q + s}) {
            if (count == wanted) return count;
            if (board.at(n) != Color::EMPTY) continue;
            bool seen = false;
            for (int i = 0; i < count && !seen; ++i) seen = out[i] == n;
            if (!seen) out[count++] = n;
        }
        q = board.nextInChain(q);
    } while (q != head);
    return count;
}

int libertiesIfPlayed(const Board& board, Color c, Point q, Point exclude, int cap) {
    Point libs[16];
    int count = 0;
    const auto add = [&](Point l) {
        if (l != q && l != exclude && std::find(libs, libs + count, l) == libs + count)
            libs[count++] = l;
        return count >= cap;
    };
    const int s = board.stride();
    // A neighbour chain with enough liberties settles it: all but q (and `exclude`) stay.
    const int lost = exclude == PASS ? 1 : 2;
    for (const Point n : {q + s, q + 1, q - s, q - 1})
        if (board.at(n) == c && board.liberties(n) - lost >= cap) return cap;
    Point seen[4];
    int chains = 0;
    for (const Point n : {q + s, q + 1, q - s, q - 1}) {
        if (board.at(n) == Color::EMPTY && add(n)) return cap;
        if (board.at(n) != c) continue;
        const Point head = board.chainHead(n);
        if (std::find(seen, seen + chains, head) != seen + chains) continue;
        seen[chains++] = head;
        Point chainLibs[8];
        const int k = chainLiberties(board, head, chainLibs, cap + 2);
        for (int i = 0; i < k; ++i)
            if (add(chainLibs[i])) return cap;
    }
    return count;
}

Point selfAtariLiberty(const Board& board, Color c, Point p) {
    const int s = board.stride();
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (board.at(n) == Color::EMPTY) return n;
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        if (board.at(n) != c) continue;
        Point libs[2];
        const int count = chainLiberties(board, n, libs, 2);
        for (int i = 0; i < count; ++i)
            if (libs[i] != p) return libs[i];
    }
    return PASS;
}

}  // namespace tianyuan
