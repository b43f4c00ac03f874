// The board's consistency checks: everything Board keeps incrementally, recomputed from the
// stones. Used by debug and sanitizer builds after every change (see invariants.h) and by
// tests; never on the engine's hot path in Release.
#include <algorithm>
#include <array>

#include "board.h"

namespace tianyuan {

namespace {

bool isStone(Color c) {
    return c == Color::BLACK || c == Color::WHITE;
}

}  // namespace

// Walls around, points inside; stone counts, the Zobrist hash, the empty-neighbour counts and
// the empty list (every entry an empty point that knows its index, as many as there are).
std::string Board::pointsProblem() const {
    const int s = stride();
    std::array<int, 4> stones{};
    uint64_t hash = 0;
    for (Point p = 0; p < arraySizeFor(size_); ++p) {
        const int x = xOf(size_, p), y = yOf(size_, p);
        const bool inside = x >= 0 && x < size_ && y >= 0 && y < size_;
        if (inside == (color_[p] == Color::WALL))
            return inside ? "a wall at " + formatVertex(p, size_)
                          : "no wall at index " + std::to_string(p);
        if (!inside) continue;
        ++stones[static_cast<int>(color_[p])];
        if (isStone(color_[p])) hash ^= zobrist(color_[p], p);
        const int emptyAround = (color_[p - s] == Color::EMPTY) + (color_[p - 1] == Color::EMPTY) +
                                (color_[p + 1] == Color::EMPTY) + (color_[p + s] == Color::EMPTY);
        if (emptyNeighbours_[p] != emptyAround)
            return "empty-neighbour count at " + formatVertex(p, size_);
    }
    for (const Color c : {Color::BLACK, Color::WHITE})
        if (stones[static_cast<int>(c)] != stones_[static_cast<int>(c)])
            return "stone count of " + std::string(colorName(c));
    if (hash != hash_) return "Zobrist hash differs from the stones";
    if (emptyCount_ != stones[static_cast<int>(Color::EMPTY)]) return "empty count";
    for (int i = 0; i < emptyCount_; ++i) {
        const Point p = empties_[i];
        if (p <= 0 || p >= arraySizeFor(size_) || color_[p] != Color::EMPTY)
            return "empty list entry " + std::to_string(i) + " is not an empty point";
        if (emptyIndex_[p] != i) return "empty index at " + formatVertex(p, size_);
    }
    return "";
}

// The chain whose head is `head`: the list from the head holds chainSize stones of its colour
// and head, connected, each neighbour of its colour in it too (maximal), and the liberty count
// is the number of distinct empty neighbours.
std::string Board::chainProblem(Point head) const {
    const int s = stride();
    const auto inArray = [this](Point p) { return p > 0 && p < arraySizeFor(size_); };
    const auto problem = [&](const char* what) {
        return what + (" at " + formatVertex(head, size_));
    };
    const Color c = color_[head];
    if (!isStone(c) || head_[head] != head) return problem("chain head");
    // Points met, marked with a number of this thread's own (no array to clear per chain).
    thread_local std::array<uint32_t, MAX_ARRAY_SIZE> seen{};
    thread_local uint32_t mark = 0;
    if (++mark == 0) seen.fill(0), mark = 1;
    int listed = 0, liberties = 0;
    Point q = head;
    do {
        if (!inArray(q) || color_[q] != c || head_[q] != head || ++listed > chainSize_[head])
            return problem("chain list");
        for (const Point n : {q - s, q - 1, q + 1, q + s}) {
            if (color_[n] == c && head_[n] != head) return problem("chains not merged");
            if (color_[n] == Color::EMPTY && seen[n] != mark) seen[n] = mark, ++liberties;
        }
        q = next_[q];
    } while (q != head);
    if (listed != chainSize_[head]) return problem("chain list length");
    if (liberties != libs_[head]) return problem("liberty count");
    // Stones reached from the head through the chain's colour.
    std::array<Point, MAX_ARRAY_SIZE> pending;
    int connected = 0, waiting = 0;
    pending[waiting++] = head;
    seen[head] = mark;
    while (waiting > 0) {
        const Point stone = pending[--waiting];
        ++connected;
        for (const Point n : {stone - s, stone - 1, stone + 1, stone + s})
            if (color_[n] == c && seen[n] != mark) seen[n] = mark, pending[waiting++] = n;
    }
    if (connected != chainSize_[head]) return problem("chain not connected");
    return "";
}

std::string Board::consistencyProblem() const {
    if (std::string problem = pointsProblem(); !problem.empty()) return problem;
    // Each stone's head is a stone of its colour heading itself, and each head heads as many
    // stones as its chain's size.
    std::array<int, MAX_ARRAY_SIZE> withHead{};
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point p = point(x, y), h = head_[p];
            if (!isStone(color_[p])) continue;
            if (h <= 0 || h >= arraySizeFor(size_) || color_[h] != color_[p] || head_[h] != h)
                return "chain head at " + formatVertex(p, size_);
            ++withHead[h];
        }
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point h = point(x, y);
            if (!isStone(color_[h]) || head_[h] != h) continue;
            if (withHead[h] != chainSize_[h]) return "chain size at " + formatVertex(h, size_);
            if (std::string problem = chainProblem(h); !problem.empty()) return problem;
        }
    if ((koPoint_ == PASS) != (koColor_ == Color::EMPTY)) return "ko point without ko colour";
    if (koPoint_ != PASS && (!isOnBoard(koPoint_) || color_[koPoint_] != Color::EMPTY))
        return "ko point at " + formatVertex(koPoint_, size_) + " is not empty";
    return "";
}

std::string Board::problemAround(Point p) const {
    if (stones_[1] + stones_[2] + emptyCount_ != size_ * size_)
        return "stones and empty points do not add up to the board";
    if (koPoint_ != PASS && color_[koPoint_] != Color::EMPTY)
        return "ko point at " + formatVertex(koPoint_, size_) + " is not empty";
    if (p == PASS) return "";
    const int s = stride();
    Point checked[5];
    int count = 0;
    for (const Point q : {p, p - s, p - 1, p + 1, p + s}) {
        if (!isStone(color_[q])) continue;
        const Point h = head_[q];
        if (h <= 0 || h >= arraySizeFor(size_) || head_[h] != h || color_[h] != color_[q])
            return "chain head at " + formatVertex(q, size_);
        if (std::find(checked, checked + count, h) != checked + count) continue;
        checked[count++] = h;
        if (std::string problem = chainProblem(h); !problem.empty()) return problem;
    }
    return "";
}

void Board::checkPlayable(Point p) const {
    if (p != PASS && (!isOnBoard(p) || color_[p] != Color::EMPTY))
        invariantBroken("Board::play", "no empty point at " + formatVertex(p, size_));
}

void Board::checkUndoable(Color c, Point p) const {
    if (p == PASS || !isOnBoard(p) || color_[p] != Color::EMPTY || isSuicide(c, p))
        invariantBroken("Board::playUndoable", "no legal move at " + formatVertex(p, size_));
}

void Board::checkAfterMove(Point p) const {
    thread_local unsigned moves = 0;
    const std::string problem = ++moves % 64 == 0 ? consistencyProblem() : problemAround(p);
    if (!problem.empty()) invariantBroken("board", problem + "\n" + toText());
}

void Board::checkConsistency() const {
    const std::string problem = consistencyProblem();
    if (!problem.empty()) invariantBroken("board", problem + "\n" + toText());
}

}  // namespace tianyuan
