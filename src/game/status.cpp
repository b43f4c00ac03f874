#include "status.h"

#include <algorithm>
#include <optional>

#include "benson.h"
#include "playout.h"

namespace tianyuan {

std::vector<double> estimateOwnership(const Board& board, Color toMove, int playouts,
                                      Random& random) {
    std::vector<double> ownership(MAX_ARRAY_SIZE, 0.0);
    const int size = board.size();
    const int s = board.stride();
    for (int i = 0; i < playouts; ++i) {
        Board end = board;
        runLightPlayout(end, toMove, random, playoutMoveLimit(size));
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Point p = end.point(x, y);
                Color owner = end.at(p);
                if (owner == Color::EMPTY) {  // an eye or dame at the end of a playout
                    bool black = false, white = false;
                    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
                        black |= end.at(n) == Color::BLACK;
                        white |= end.at(n) == Color::WHITE;
                    }
                    owner = black && !white ? Color::BLACK
                                            : (white && !black ? Color::WHITE : Color::EMPTY);
                }
                ownership[p] += owner == Color::BLACK ? 1 : (owner == Color::WHITE ? -1 : 0);
            }
    }
    if (playouts > 0)
        for (double& o : ownership) o /= playouts;
    return ownership;
}

namespace {

// Marks every stone of the chain at p in `marks`.
void markChain(const Board& board, Point p, std::vector<char>& marks) {
    Point q = p;
    do {
        marks[q] = 1;
        q = board.nextInChain(q);
    } while (q != p);
}

// One intruder, if any: a chain with no eye of its own (no empty region bordered by its colour
// alone) inside a region of its colour and empty points that is at most half the board and holds
// few of its stones (at most a quarter of the region). Light playouts cannot see such stones as
// dead, because the intruder gets half the moves in the region. The lowest share goes first.
std::optional<Point> findIntruder(const Board& board) {
    const int size = board.size();
    const int s = board.stride();
    const int area = size * size;
    // Empty regions and the colours bordering each.
    std::vector<int> region(MAX_ARRAY_SIZE, -1);
    std::vector<int> borders;
    std::vector<Point> stack;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point start = board.point(x, y);
            if (board.at(start) != Color::EMPTY || region[start] >= 0) continue;
            const int id = static_cast<int>(borders.size());
            borders.push_back(0);
            stack.assign(1, start);
            region[start] = id;
            while (!stack.empty()) {
                const Point q = stack.back();
                stack.pop_back();
                for (const Point n : {q - s, q - 1, q + 1, q + s}) {
                    if (board.at(n) == Color::BLACK) borders[id] |= 1;
                    if (board.at(n) == Color::WHITE) borders[id] |= 2;
                    if (board.at(n) == Color::EMPTY && region[n] < 0) {
                        region[n] = id;
                        stack.push_back(n);
                    }
                }
            }
        }
    std::optional<Point> best;
    double bestShare = 1;
    std::vector<char> seen(MAX_ARRAY_SIZE, 0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            const Color c = board.at(p);
            if (c == Color::EMPTY || board.chainHead(p) != p) continue;
            const int own = c == Color::BLACK ? 1 : 2;
            bool hasEye = false;
            Point q = p;
            do {
                for (const Point n : {q - s, q - 1, q + 1, q + s})
                    hasEye |= board.at(n) == Color::EMPTY && borders[region[n]] == own;
                q = board.nextInChain(q);
            } while (q != p);
            if (hasEye) continue;
            // The region of c's stones and empty points around the chain.
            std::fill(seen.begin(), seen.end(), 0);
            int points = 0, stones = 0;
            stack.assign(1, p);
            seen[p] = 1;
            while (!stack.empty()) {
                const Point r = stack.back();
                stack.pop_back();
                ++points;
                stones += board.at(r) == c;
                for (const Point n : {r - s, r - 1, r + 1, r + s})
                    if (!seen[n] && (board.at(n) == c || board.at(n) == Color::EMPTY)) {
                        seen[n] = 1;
                        stack.push_back(n);
                    }
            }
            const double share = static_cast<double>(stones) / points;
            if (points * 2 <= area && stones * 4 <= points && share < bestShare) {
                best = p;
                bestShare = share;
            }
        }
    return best;
}

// Whether neither colour can fill the empty point p without putting itself in atari (or
// suicide), while both colours' stones touch it: a shared liberty of a seki.
bool isSharedLiberty(const Board& board, Point p) {
    const int s = board.stride();
    bool black = false, white = false;
    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
        black |= board.at(n) == Color::BLACK;
        white |= board.at(n) == Color::WHITE;
    }
    const auto cannotFill = [&board, p](Color c) {
        return !board.isLegal(c, p) || board.isSelfAtari(c, p);
    };
    return black && white && cannotFill(Color::BLACK) && cannotFill(Color::WHITE);
}

// The liberties of the chain at p.
std::vector<Point> libertiesOf(const Board& board, Point p) {
    const int s = board.stride();
    std::vector<Point> liberties;
    Point q = p;
    do {
        for (const Point n : {q - s, q - 1, q + 1, q + s})
            if (board.at(n) == Color::EMPTY &&
                std::find(liberties.begin(), liberties.end(), n) == liberties.end())
                liberties.push_back(n);
        q = board.nextInChain(q);
    } while (q != p);
    return liberties;
}

// Whether the empty point e touches no stone but the chain at p's: filling it joins nothing.
bool isPrivateEye(const Board& board, Point e, Point p) {
    const int s = board.stride();
    for (const Point n : {e - s, e - 1, e + 1, e + s})
        if ((board.at(n) == Color::BLACK || board.at(n) == Color::WHITE) &&
            board.chainHead(n) != board.chainHead(p))
            return false;
    return true;
}

// Whether the chain at `inner` is shut in by the chain at `outer` alone: every point next to
// it is a stone of either chain or a liberty of it that touches nothing but the two chains and
// the inner chain's other liberties. Then the inner chain and its liberties are one eye space
// of the outer chain, and the pair is no seki: once the inner side fills a liberty (a
// throw-in), the outer captures into a single eye (seen in 19x19 endings against GNU Go: a
// White stone at A18 inside Black's B19-B16 corner, sharing A19 and A17; Black dead for GNU
// Go, a seki for the old rule).
bool isShutIn(const Board& board, Point inner, Point outer,
              const std::vector<Point>& innerLiberties) {
    const int s = board.stride();
    const auto inChains = [&board, inner, outer](Point n) {
        const Color c = board.at(n);
        if (c == Color::WALL) return true;
        if (c != Color::BLACK && c != Color::WHITE) return false;
        const Point head = board.chainHead(n);
        return head == board.chainHead(inner) || head == board.chainHead(outer);
    };
    const auto isLiberty = [&innerLiberties](Point n) {
        return std::find(innerLiberties.begin(), innerLiberties.end(), n) != innerLiberties.end();
    };
    Point q = inner;
    do {
        for (const Point n : {q - s, q - 1, q + 1, q + s})
            if (board.at(n) != Color::EMPTY && !inChains(n)) return false;
        q = board.nextInChain(q);
    } while (q != inner);
    for (const Point l : innerLiberties)
        for (const Point n : {l - s, l - 1, l + 1, l + s})
            if (board.at(n) == Color::EMPTY ? !isLiberty(n) : !inChains(n)) return false;
    return true;
}

// Whether the opposite chains at a and b live in seki: they share a liberty, every liberty of
// each is shared with the other or a private eye, and neither side can fill a shared liberty
// without self-atari. (A chain that could gain liberties first, by filling an eye that joins
// another of its chains or by a liberty elsewhere, is not in seki; nor is a chain shut in by
// the other alone, see isShutIn.)
bool isSekiPair(const Board& board, Point a, Point b) {
    const std::vector<Point> libertiesA = libertiesOf(board, a);
    const std::vector<Point> libertiesB = libertiesOf(board, b);
    const auto contains = [](const std::vector<Point>& list, Point p) {
        return std::find(list.begin(), list.end(), p) != list.end();
    };
    bool shares = false;
    for (const Point l : libertiesA) {
        const bool shared = contains(libertiesB, l);
        if (shared && !isSharedLiberty(board, l)) return false;
        if (!shared && !isPrivateEye(board, l, a)) return false;
        shares |= shared;
    }
    for (const Point l : libertiesB)
        if (!contains(libertiesA, l) && !isPrivateEye(board, l, b)) return false;
    return shares && !isShutIn(board, a, b, libertiesA) && !isShutIn(board, b, a, libertiesB);
}

// Marks the chains of every seki pair (isSekiPair) in `marks`.
void markSekiChains(const Board& board, std::vector<char>& marks) {
    const int size = board.size();
    const int s = board.stride();
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) != Color::EMPTY || !isSharedLiberty(board, p)) continue;
            for (const Point a : {p - s, p - 1, p + 1, p + s})
                for (const Point b : {p - s, p - 1, p + 1, p + s})
                    if (board.at(a) == Color::BLACK && board.at(b) == Color::WHITE &&
                        isSekiPair(board, a, b)) {
                        markChain(board, a, marks);
                        markChain(board, b, marks);
                    }
        }
}

}  // namespace

StoneStatus estimateStatus(const Board& board, Color toMove, int playouts, Random& random,
                           double deadThreshold) {
    return classifyStones(board, estimateOwnership(board, toMove, playouts, random), deadThreshold);
}

StoneStatus classifyStones(const Board& board, const std::vector<double>& ownership,
                           double deadThreshold) {
    const int size = board.size();
    const int s = board.stride();
    StoneStatus status;
    // Chains in seki are not judged by the ownership: playouts break a seki (whoever fills a
    // shared liberty first loses its chain, and at the end of a playout a player left with no
    // other move fills one).
    std::vector<char> inSeki(MAX_ARRAY_SIZE, 0);
    markSekiChains(board, inSeki);
    std::vector<char> dead(MAX_ARRAY_SIZE, 0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) == Color::EMPTY || board.chainHead(p) != p) continue;
            if (inSeki[p]) continue;
            const double sign = board.at(p) == Color::BLACK ? 1 : -1;
            double sum = 0;
            Point q = p;
            do {
                sum += sign * ownership[q];
                q = board.nextInChain(q);
            } while (q != p);
            if (sum / board.chainSize(p) < -deadThreshold) markChain(board, p, dead);
        }
    // Intruders, one at a time: removing one can give the surrounding side its eye.
    Board remaining = board;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (dead[board.point(x, y)] && remaining.at(board.point(x, y)) != Color::EMPTY)
                remaining.removeStone(board.point(x, y));
    while (const auto intruder = findIntruder(remaining)) {
        std::vector<Point> stones;
        Point q = *intruder;
        do {
            stones.push_back(q);
            dead[q] = 1;
            q = remaining.nextInChain(q);
        } while (q != *intruder);
        for (const Point stone : stones) remaining.removeStone(stone);
    }
    // What Benson's algorithm proves overrides the estimate: unconditionally alive chains are
    // alive, opponent stones in the regions they own are dead.
    const UnconditionalLife life = findUnconditionalLife(board);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            const Color c = board.at(p);
            if (c == Color::EMPTY || life.owner[p] == Color::EMPTY) continue;
            dead[p] = life.owner[p] != c;
        }
    remaining = board;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (dead[board.point(x, y)]) remaining.removeStone(board.point(x, y));
    // Seki: alive stones beside a shared liberty, an empty point that, dead stones removed,
    // touches alive stones of both colours and that neither side can fill without putting
    // itself in atari (a dame can be filled, so its neighbours are simply alive). Dead stones
    // removed, a point may become one (a seki next to a dead group).
    const auto cannotFill = [&remaining](Color c, Point p) {
        return !remaining.isLegal(c, p) || remaining.isSelfAtari(c, p);
    };
    std::vector<char> seki(MAX_ARRAY_SIZE, 0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) != Color::EMPTY) continue;
            bool black = false, white = false;
            for (const Point n : {p - s, p - 1, p + 1, p + s}) {
                if (dead[n]) continue;
                black |= board.at(n) == Color::BLACK;
                white |= board.at(n) == Color::WHITE;
            }
            if (!(black && white)) continue;
            if (!cannotFill(Color::BLACK, p) || !cannotFill(Color::WHITE, p)) continue;
            for (const Point n : {p - s, p - 1, p + 1, p + s}) {
                if (dead[n] || (board.at(n) != Color::BLACK && board.at(n) != Color::WHITE))
                    continue;
                Point q = board.chainHead(n);
                const Point head = q;
                do {
                    seki[q] = 1;
                    q = board.nextInChain(q);
                } while (q != head);
            }
        }
    for (int y = size - 1; y >= 0; --y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) == Color::EMPTY) continue;
            if (dead[p])
                status.dead.push_back(p);
            else if (seki[p])
                status.seki.push_back(p);
            else
                status.alive.push_back(p);
        }
    return status;
}

}  // namespace tianyuan
