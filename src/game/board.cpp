#include "board.h"

#include <algorithm>

namespace tianyuan {

namespace {

constexpr uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

using ZobristTable = std::array<std::array<uint64_t, MAX_ARRAY_SIZE>, 2>;

constexpr ZobristTable makeZobrist() {
    ZobristTable table{};
    uint64_t state = 0x7469616E7975616EULL;  // "tianyuan"
    for (auto& row : table)
        for (auto& key : row) key = splitmix64(state);
    return table;
}

constexpr ZobristTable ZOBRIST = makeZobrist();

inline uint64_t key(Color c, Point p) {
    return ZOBRIST[static_cast<int>(c) - 1][p];
}

// The points one chain walk (mergeChains, countLiberties) has seen: those marked with its
// generation. A walk ends within the call that starts it, so one table per thread serves every
// board, and boards (copied often by tactical reading) do not carry it.
struct WalkMarks {
    std::array<uint32_t, MAX_ARRAY_SIZE> mark{};
    uint32_t generation = 0;
    uint32_t nextGeneration() {
        if (++generation == 0) {
            mark.fill(0);
            generation = 1;
        }
        return generation;
    }
};

constinit thread_local WalkMarks walkMarks;

}  // namespace

uint64_t Board::zobrist(Color c, Point p) {
    return key(c, p);
}

Board::Board(int size) : size_(size) {
    color_.fill(Color::WALL);
    head_.fill(0);
    next_.fill(0);
    libs_.fill(0);
    chainSize_.fill(0);
    emptyIndex_.fill(0);
    emptyNeighbours_.fill(0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = point(x, y);
            color_[p] = Color::EMPTY;
            addEmpty(p);
        }
}

void Board::copyFrom(const Board& other) {
    size_ = other.size_;
    hash_ = other.hash_;
    koPoint_ = other.koPoint_;
    koColor_ = other.koColor_;
    emptyCount_ = other.emptyCount_;
    stones_ = other.stones_;
    // Every point this board reads lies below arraySizeFor(size_); entries above it keep
    // whatever they held and are never read.
    const auto used = static_cast<size_t>(arraySizeFor(size_));
    const auto copy = [used](const auto& from, auto& to) {
        std::copy(from.begin(), from.begin() + used, to.begin());
    };
    copy(other.color_, color_);
    copy(other.head_, head_);
    copy(other.next_, next_);
    copy(other.libs_, libs_);
    copy(other.chainSize_, chainSize_);
    copy(other.emptyIndex_, emptyIndex_);
    copy(other.emptyNeighbours_, emptyNeighbours_);
    std::copy(other.empties_.begin(), other.empties_.begin() + emptyCount_, empties_.begin());
}

void Board::addEmpty(Point p) {
    emptyIndex_[p] = static_cast<uint16_t>(emptyCount_);
    empties_[emptyCount_++] = static_cast<uint16_t>(p);
    const int s = stride();
    ++emptyNeighbours_[p - s];
    ++emptyNeighbours_[p - 1];
    ++emptyNeighbours_[p + 1];
    ++emptyNeighbours_[p + s];
}

void Board::removeEmpty(Point p) {
    const Point last = empties_[--emptyCount_];
    const int index = emptyIndex_[p];
    empties_[index] = static_cast<uint16_t>(last);
    emptyIndex_[last] = static_cast<uint16_t>(index);
    const int s = stride();
    --emptyNeighbours_[p - s];
    --emptyNeighbours_[p - 1];
    --emptyNeighbours_[p + 1];
    --emptyNeighbours_[p + s];
}

void Board::setStone(Color c, Point p) {
    color_[p] = c;
    hash_ ^= key(c, p);
    ++stones_[static_cast<int>(c)];
    removeEmpty(p);
    head_[p] = static_cast<uint16_t>(p);
    next_[p] = static_cast<uint16_t>(p);
    chainSize_[p] = 1;
    libs_[p] = 0;
}

bool Board::isSuicide(Color c, Point p) const {
    if (emptyNeighbours_[p] > 0) return false;
    const int s = stride();
    const Color opp = opponent(c);
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        const Color nc = color_[n];
        if (nc == Color::EMPTY) return false;
        if (nc == c && libs_[head_[n]] > 1) return false;
        if (nc == opp && libs_[head_[n]] == 1) return false;
    }
    return true;
}

bool Board::isLegal(Color c, Point p, bool suicideAllowed) const {
    if (p == PASS) return true;
    if (color_[p] != Color::EMPTY) return false;
    if (p == koPoint_ && c == koColor_) return false;
    if (!isSuicide(c, p)) return true;
    if (!suicideAllowed) return false;
    const int s = stride();
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (color_[n] == c) return true;  // a multi-stone suicide changes the board
    return false;
}

bool Board::isEyeLike(Color c, Point p) const {
    if (color_[p] != Color::EMPTY) return false;
    const int s = stride();
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (color_[n] != c && color_[n] != Color::WALL) return false;
    const Color opp = opponent(c);
    int falseCount = 0;
    bool edge = false;
    for (const Point d : {p - s - 1, p - s + 1, p + s - 1, p + s + 1}) {
        if (color_[d] == opp) ++falseCount;
        if (color_[d] == Color::WALL) edge = true;
    }
    return falseCount + (edge ? 1 : 0) < 2;
}

bool Board::isPlayoutMoveSurrounded(Color c, Point p) const {
    const int s = stride();
    const Color opp = opponent(c);
    const auto bit = [](Color x) { return 1u << static_cast<unsigned>(x); };
    const unsigned around =
        bit(color_[p - s]) | bit(color_[p - 1]) | bit(color_[p + 1]) | bit(color_[p + s]);
    if ((around & bit(opp)) == 0) {
        // Own stones and walls only: an eye unless enough diagonals are hostile.
        const int hostile = (color_[p - s - 1] == opp) + (color_[p - s + 1] == opp) +
                            (color_[p + s - 1] == opp) + (color_[p + s + 1] == opp);
        const unsigned diagonals = bit(color_[p - s - 1]) | bit(color_[p - s + 1]) |
                                   bit(color_[p + s - 1]) | bit(color_[p + s + 1]);
        const int edge = (diagonals & bit(Color::WALL)) != 0;
        if (hostile + edge < 2) return false;
    }
    // Every neighbour is occupied: legal only if it captures or joins a chain with a spare
    // liberty, and not at the ko point.
    if (p == koPoint_ && c == koColor_) return false;
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        const Color nc = color_[n];
        if (nc == Color::WALL) continue;
        const int libs = libs_[head_[n]];
        if (nc == c ? libs > 1 : libs == 1) return true;
    }
    return false;
}

Point Board::libertyOf(Point p) const {
    const int s = stride();
    const Point hd = head_[p];
    Point q = hd;
    do {
        for (const Point n : {q - s, q - 1, q + 1, q + s})
            if (color_[n] == Color::EMPTY) return n;
        q = next_[q];
    } while (q != hd);
    return PASS;
}

bool Board::capturesAny(Color c, Point p) const {
    const int s = stride();
    const Color opp = opponent(c);
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (color_[n] == opp && libs_[head_[n]] == 1) return true;
    return false;
}

bool Board::isSelfAtari(Color c, Point p) const {
    if (emptyNeighbours_[p] >= 2 || capturesAny(c, p)) return false;
    const int s = stride();
    // Collect the liberties the new chain would have, stopping at two.
    Point found = PASS;
    const auto add = [&](Point lib) {
        if (lib == p || lib == found) return false;
        if (found == PASS) {
            found = lib;
            return false;
        }
        return true;  // a second distinct liberty
    };
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        if (color_[n] == Color::EMPTY && add(n)) return false;
        if (color_[n] != c) continue;
        if (libs_[head_[n]] >= 3) return false;
        const Point hd = head_[n];
        Point q = hd;
        do {
            for (const Point e : {q - s, q - 1, q + 1, q + s})
                if (color_[e] == Color::EMPTY && add(e)) return false;
            q = next_[q];
        } while (q != hd);
    }
    return true;
}

uint64_t Board::hashAfter(Color c, Point p) const {
    if (p == PASS) return hash_;
    const int s = stride();
    const Color opp = opponent(c);
    uint64_t h = hash_ ^ key(c, p);
    Point seen[4];
    int seenCount = 0;
    bool captures = false;
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        if (color_[n] != opp || libs_[head_[n]] != 1) continue;
        const Point hd = head_[n];
        if (std::find(seen, seen + seenCount, hd) != seen + seenCount) continue;
        seen[seenCount++] = hd;
        captures = true;
        Point q = hd;
        do {
            h ^= key(opp, q);
            q = next_[q];
        } while (q != hd);
    }
    if (captures || !isSuicide(c, p)) return h;
    // Suicide: the played stone and every own chain touching it leave the board.
    h ^= key(c, p);
    seenCount = 0;
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        if (color_[n] != c) continue;
        const Point hd = head_[n];
        if (std::find(seen, seen + seenCount, hd) != seen + seenCount) continue;
        seen[seenCount++] = hd;
        Point q = hd;
        do {
            h ^= key(c, q);
            q = next_[q];
        } while (q != hd);
    }
    return h;
}

void Board::mergeChains(Point big, Point small) {
    // Liberties of the union: those of `big` plus those of `small` that `big` does not share.
    // Precondition: both counts are exact (the played stone is no longer counted).
    const int s = stride();
    const Color c = color_[big];
    const auto sharedWithBig = [&](Point e) {
        return (color_[e - s] == c && head_[e - s] == big) ||
               (color_[e - 1] == c && head_[e - 1] == big) ||
               (color_[e + 1] == c && head_[e + 1] == big) ||
               (color_[e + s] == c && head_[e + s] == big);
    };
    if (chainSize_[small] == 1) {  // the common case: one stone joins, its liberties are distinct
        int gained = 0;
        for (const Point e : {small - s, small - 1, small + 1, small + s})
            gained += color_[e] == Color::EMPTY && !sharedWithBig(e);
        head_[small] = static_cast<uint16_t>(big);
        std::swap(next_[big], next_[small]);
        ++chainSize_[big];
        libs_[big] = static_cast<uint16_t>(libs_[big] + gained);
        return;
    }
    const uint32_t seen = walkMarks.nextGeneration();
    int gained = 0;
    Point q = small;
    do {
        for (const Point e : {q - s, q - 1, q + 1, q + s}) {
            if (color_[e] != Color::EMPTY || walkMarks.mark[e] == seen) continue;
            walkMarks.mark[e] = seen;
            gained += sharedWithBig(e) ? 0 : 1;
        }
        head_[q] = static_cast<uint16_t>(big);
        q = next_[q];
    } while (q != small);
    std::swap(next_[big], next_[small]);
    chainSize_[big] = static_cast<uint16_t>(chainSize_[big] + chainSize_[small]);
    libs_[big] = static_cast<uint16_t>(libs_[big] + gained);
}

int Board::countLiberties(Point hd) {
    const uint32_t seen = walkMarks.nextGeneration();
    const int s = stride();
    int count = 0;
    Point q = hd;
    do {
        for (const Point n : {q - s, q - 1, q + 1, q + s}) {
            if (color_[n] == Color::EMPTY && walkMarks.mark[n] != seen) {
                walkMarks.mark[n] = seen;
                ++count;
            }
        }
        q = next_[q];
    } while (q != hd);
    return count;
}

void Board::changeLibertiesAround(Point q, Color owner, int delta) {
    const int s = stride();
    Point seen[4];
    int seenCount = 0;
    for (const Point n : {q - s, q - 1, q + 1, q + s}) {
        if (color_[n] != owner) continue;
        const Point h = head_[n];
        if (std::find(seen, seen + seenCount, h) != seen + seenCount) continue;
        seen[seenCount++] = h;
        libs_[h] = static_cast<uint16_t>(libs_[h] + delta);
    }
}

int Board::removeChain(Point hd) {
    const Color c = color_[hd];
    const Color other = opponent(c);
    int removed = 0;
    Point q = hd;
    do {
        const Point nextStone = next_[q];
        color_[q] = Color::EMPTY;
        hash_ ^= key(c, q);
        addEmpty(q);
        ++removed;
        // The freed point is a new liberty of each distinct adjacent chain of the other colour.
        changeLibertiesAround(q, other, +1);
        q = nextStone;
    } while (q != hd);
    stones_[static_cast<int>(c)] -= removed;
    return removed;
}

template <bool Record>
int Board::playMoveImpl(Color c, Point p, MoveUndo* undo) {
    if constexpr (Record) {
        undo->point = p;
        undo->color = c;
        undo->hash = hash_;
        undo->koPoint = koPoint_;
        undo->koColor = koColor_;
        undo->stones = stones_;
        undo->pointIndex = emptyIndex_[p];
        undo->movedEmpty = empties_[emptyCount_ - 1];
        undo->pointHead = head_[p];
        undo->pointNext = next_[p];
        undo->pointSize = chainSize_[p];
        undo->pointLibs = libs_[p];
        undo->mergeCount = undo->opponentCount = undo->captureCount = 0;
    }
    koPoint_ = PASS;
    koColor_ = Color::EMPTY;
    if (p == PASS) return 0;
    const int s = stride();
    const Color opp = opponent(c);
    const Point neighbours[4] = {p - s, p - 1, p + 1, p + s};

    // Own side: the played stone starts as a chain of its own, then absorbs (or is absorbed by)
    // each distinct neighbouring chain, which first loses p as a liberty.
    setStone(c, p);
    libs_[p] = emptyNeighbours_[p];
    for (const Point n : neighbours) {
        if (color_[n] != c) continue;
        const Point h = head_[n];
        const Point mine = head_[p];
        if (h == mine) continue;
        const uint16_t libsBefore = libs_[h];
        --libs_[h];
        const Point big = chainSize_[h] >= chainSize_[mine] ? h : mine;
        const Point small = big == h ? mine : h;
        if constexpr (Record) {
            undo->merges[undo->mergeCount++] = {static_cast<uint16_t>(big),
                                                static_cast<uint16_t>(small), libs_[big],
                                                static_cast<uint16_t>(h), libsBefore};
        }
        mergeChains(big, small);
    }

    // Opponent side: p was one liberty of each distinct adjacent chain.
    int captured = 0;
    Point capturedPoint = PASS;
    Point seen[4];
    int seenCount = 0;
    for (const Point n : neighbours) {
        if (color_[n] != opp) continue;
        const Point h = head_[n];
        if (std::find(seen, seen + seenCount, h) != seen + seenCount) continue;
        seen[seenCount++] = h;
        if constexpr (Record) undo->opponents[undo->opponentCount++] = static_cast<uint16_t>(h);
        if (--libs_[h] == 0) {
            if constexpr (Record) undo->captures[undo->captureCount++] = static_cast<uint16_t>(h);
            capturedPoint = h;
            captured += removeChain(h);
        }
    }

    const Point mine = head_[p];
    if (libs_[mine] == 0) {  // suicide, only reached when the caller allows it
        removeChain(mine);
        return 0;
    }
    if (captured == 1 && chainSize_[mine] == 1 && libs_[mine] == 1) {
        koPoint_ = capturedPoint;
        koColor_ = opp;
    }
    return captured;
}

template int Board::playMoveImpl<false>(Color, Point, MoveUndo*);
template int Board::playMoveImpl<true>(Color, Point, MoveUndo*);

void Board::undo(const MoveUndo& undo) {
    const int s = stride();
    const Point p = undo.point;
    const Color c = undo.color;
    const Color opp = opponent(c);
    // The captured chains come back, last first: their stones still link as they did, and they
    // were the last points added to the empty list. Each gives back the liberty it gave the
    // mover's chains next to it.
    for (int i = undo.captureCount - 1; i >= 0; --i) {
        const Point hd = undo.captures[i];
        Point q = hd;
        do {
            color_[q] = opp;
            --emptyCount_;
            --emptyNeighbours_[q - s];
            --emptyNeighbours_[q - 1];
            --emptyNeighbours_[q + 1];
            --emptyNeighbours_[q + s];
            changeLibertiesAround(q, c, -1);
            q = next_[q];
        } while (q != hd);
    }
    for (int i = 0; i < undo.opponentCount; ++i) ++libs_[undo.opponents[i]];
    // The merges, last first: swapping the two links again splits the circular list.
    for (int i = undo.mergeCount - 1; i >= 0; --i) {
        const MoveUndo::Merge& m = undo.merges[i];
        std::swap(next_[m.big], next_[m.small]);
        Point q = m.small;
        do {
            head_[q] = m.small;
            q = next_[q];
        } while (q != m.small);
        chainSize_[m.big] = static_cast<uint16_t>(chainSize_[m.big] - chainSize_[m.small]);
        libs_[m.big] = m.bigLibs;
        libs_[m.neighbour] = m.neighbourLibs;
    }
    // The stone at p: p goes back to its place in the empty list.
    color_[p] = Color::EMPTY;
    head_[p] = undo.pointHead;
    next_[p] = undo.pointNext;
    chainSize_[p] = undo.pointSize;
    libs_[p] = undo.pointLibs;
    empties_[emptyCount_] = static_cast<uint16_t>(undo.movedEmpty);
    emptyIndex_[undo.movedEmpty] = static_cast<uint16_t>(emptyCount_);
    empties_[undo.pointIndex] = static_cast<uint16_t>(p);
    emptyIndex_[p] = static_cast<uint16_t>(undo.pointIndex);
    ++emptyCount_;
    ++emptyNeighbours_[p - s];
    ++emptyNeighbours_[p - 1];
    ++emptyNeighbours_[p + 1];
    ++emptyNeighbours_[p + s];
    hash_ = undo.hash;
    koPoint_ = undo.koPoint;
    koColor_ = undo.koColor;
    stones_ = undo.stones;
    if constexpr (CHECK_INVARIANTS) checkAfterMove(p);
}

void Board::placeStone(Color c, Point p) {
    if constexpr (CHECK_INVARIANTS) {
        if (!isOnBoard(p) || color_[p] != Color::EMPTY)
            invariantBroken("Board::placeStone", "no empty point at " + formatVertex(p, size_));
    }
    setStone(c, p);
    koPoint_ = PASS;
    koColor_ = Color::EMPTY;
    rebuildChains();
    if constexpr (CHECK_INVARIANTS) checkConsistency();
}

void Board::removeStone(Point p) {
    if constexpr (CHECK_INVARIANTS) {
        if (!isOnBoard(p) || (color_[p] != Color::BLACK && color_[p] != Color::WHITE))
            invariantBroken("Board::removeStone", "no stone at " + formatVertex(p, size_));
    }
    const Color c = color_[p];
    color_[p] = Color::EMPTY;
    hash_ ^= key(c, p);
    --stones_[static_cast<int>(c)];
    addEmpty(p);
    koPoint_ = PASS;
    koColor_ = Color::EMPTY;
    rebuildChains();
    if constexpr (CHECK_INVARIANTS) checkConsistency();
}

void Board::rebuildChains() {
    const int s = stride();
    std::vector<Point> stack;
    std::vector<bool> done(MAX_ARRAY_SIZE, false);
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            const Point start = point(x, y);
            const Color c = color_[start];
            if ((c != Color::BLACK && c != Color::WHITE) || done[start]) continue;
            head_[start] = static_cast<uint16_t>(start);
            next_[start] = static_cast<uint16_t>(start);
            chainSize_[start] = 1;
            done[start] = true;
            stack.assign(1, start);
            while (!stack.empty()) {
                const Point q = stack.back();
                stack.pop_back();
                for (const Point n : {q - s, q - 1, q + 1, q + s}) {
                    if (color_[n] != c || done[n]) continue;
                    done[n] = true;
                    head_[n] = static_cast<uint16_t>(start);
                    next_[n] = next_[start];
                    next_[start] = static_cast<uint16_t>(n);
                    ++chainSize_[start];
                    stack.push_back(n);
                }
            }
            libs_[start] = static_cast<uint16_t>(countLiberties(start));
        }
    }
}

bool Board::allChainsHaveLiberties() const {
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point p = point(x, y);
            if (color_[p] != Color::EMPTY && libs_[head_[p]] == 0) return false;
        }
    return true;
}

std::string Board::toText() const {
    std::string letters = "   ";
    for (int x = 0; x < size_; ++x) {
        letters += formatVertex(point(x, 0), size_)[0];
        letters += x + 1 < size_ ? " " : "";
    }
    std::string out = letters + "\n";
    for (int y = size_ - 1; y >= 0; --y) {
        const std::string row = std::to_string(y + 1);
        out += std::string(2 - std::min<size_t>(2, row.size()), ' ') + row + " ";
        for (int x = 0; x < size_; ++x) {
            const Color c = at(point(x, y));
            out += c == Color::BLACK ? 'X' : c == Color::WHITE ? 'O' : '.';
            out += ' ';
        }
        out += row + "\n";
    }
    return out + letters;
}

std::string Board::snapshot() const {
    std::string out;
    out.reserve(static_cast<size_t>(size_ * size_));
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Color c = at(point(x, y));
            out += c == Color::BLACK ? 'X' : c == Color::WHITE ? 'O' : '.';
        }
    return out;
}

}  // namespace tianyuan
