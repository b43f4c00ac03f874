#include "move_features.h"

#include <algorithm>
#include <optional>

#include "tactics.h"

namespace tianyuan {

namespace {

// ---- Tactics ----

// The distinct chains next to p, split by colour.
struct Neighbours {
    Point own[4], opp[4];
    int ownCount = 0, oppCount = 0;
    int emptyCount = 0;
};

Neighbours neighboursOf(const Board& board, Point p, Color toMove) {
    Neighbours n;
    const int s = board.stride();
    for (const Point q : {p + s, p + 1, p - s, p - 1}) {
        const Color c = board.at(q);
        if (c == Color::EMPTY) {
            ++n.emptyCount;
            continue;
        }
        if (c == Color::WALL) continue;
        const Point head = board.chainHead(q);
        Point* list = c == toMove ? n.own : n.opp;
        int& count = c == toMove ? n.ownCount : n.oppCount;
        if (std::find(list, list + count, head) == list + count) list[count++] = head;
    }
    return n;
}

// Whether some stone of the chain at `chain` is next to a stone satisfying `test`.
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

bool isNextTo(const Board& board, Point a, Point b) {
    const int s = board.stride();
    return b == a + 1 || b == a - 1 || b == a + s || b == a - s;
}

uint32_t captureFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                        const Neighbours& n) {
    int captured = 0, stones = 0;
    bool lastMove = false, saves = false;
    const Point lastHead = recent.last != PASS && board.at(recent.last) == opponent(toMove)
                               ? board.chainHead(recent.last)
                               : PASS;
    for (int i = 0; i < n.oppCount; ++i) {
        const Point chain = n.opp[i];
        if (board.liberties(chain) != 1) continue;
        ++captured;
        stones += board.chainSize(chain);
        lastMove |= chain == lastHead;
        saves |= chainTouches(board, chain, [&](Point q) {
            return board.at(q) == toMove && board.liberties(q) == 1;
        });
    }
    if (captured == 0) return 0;
    if (lastMove) return CAPTURE_LAST_MOVE;
    if (saves) return CAPTURE_SAVES_ATARI;
    if (recent.last != PASS && isNextTo(board, p, recent.last)) return CAPTURE_NEXT_TO_LAST_MOVE;
    if (stones == 1 && n.ownCount == 0 && n.emptyCount == 0) return CAPTURE_KO;
    return stones <= 2 ? CAPTURE_SMALL : CAPTURE_LARGE;
}

// The position after toMove plays p, made once and only when a feature needs it.
class AfterMove {
  public:
    AfterMove(const Board& board, Color toMove, Point p) : board_(board), toMove_(toMove), p_(p) {}
    const Board& get() {
        if (!after_) {
            after_.emplace(board_);
            after_->play(toMove_, p_);
        }
        return *after_;
    }

  private:
    const Board& board_;
    Color toMove_;
    Point p_;
    std::optional<Board> after_;  // a copy of a Board costs more than most features
};

// The liberties, up to `cap` (at most 6), of the chain a stone of c at the empty point q would
// form, with `exclude` taken as occupied and captures ignored: reading without a board copy.
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

bool capturesSomething(const Board& board, const Neighbours& n) {
    for (int i = 0; i < n.oppCount; ++i)
        if (board.liberties(n.opp[i]) == 1) return true;
    return false;
}

// The liberties, up to `cap`, of the move's chain after it. On the playout budget, a capture
// counts as one more liberty instead of being played out.
int libertiesAfterMove(const Board& board, Color toMove, Point p, const Neighbours& n,
                       AfterMove& after, TacticalBudget budget, int cap) {
    if (capturesSomething(board, n)) {
        if (budget == TacticalBudget::FULL) return std::min(after.get().liberties(p), cap);
        return std::min(libertiesIfPlayed(board, toMove, p, PASS, cap) + 1, cap);
    }
    return n.ownCount == 0 ? std::min(n.emptyCount, cap)
                           : libertiesIfPlayed(board, toMove, p, PASS, cap);
}

uint32_t escapeFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                       const Neighbours& n, AfterMove& after, TacticalBudget budget) {
    bool inAtari = false, newAtari = false;
    for (int i = 0; i < n.ownCount; ++i) {
        if (board.liberties(n.own[i]) != 1) continue;
        inAtari = true;
        newAtari |= recent.last != PASS &&
                    chainTouches(board, n.own[i], [&](Point q) { return q == recent.last; });
    }
    if (!inAtari) return 0;
    const int libs = libertiesAfterMove(board, toMove, p, n, after, budget, 3);
    const bool read = budget == TacticalBudget::FULL;
    const uint32_t outcome = libs >= 3                               ? ESCAPE_NEW_SAFE
                             : libs <= 1                             ? ESCAPE_NEW_FAILS
                             : read && canBeLaddered(after.get(), p) ? ESCAPE_NEW_LADDER
                                                                     : ESCAPE_NEW_TWO_LIBERTIES;
    return newAtari ? outcome : outcome + (ESCAPE_OLD_SAFE - ESCAPE_NEW_SAFE);
}

uint32_t selfAtariFeature(const Board& board, Color toMove, Point p, const Neighbours& n) {
    if (!board.isSelfAtari(toMove, p)) return 0;
    if (!isBadSelfAtari(board, toMove, p)) return SELF_ATARI_EXCUSED;
    int stones = 1;
    for (int i = 0; i < n.ownCount; ++i) stones += board.chainSize(n.own[i]);
    return stones == 1   ? SELF_ATARI_ONE_STONE
           : stones <= 3 ? SELF_ATARI_FEW_STONES
                         : SELF_ATARI_MANY_STONES;
}

// Whether the chain at `chain` (two liberties, one of them p) is caught once toMove plays p.
// An extension at the other liberty to three liberties settles it without reading.
bool atariCatches(const Board& board, Color toMove, Point p, Point chain, const Neighbours& n,
                  AfterMove& after) {
    if (!capturesSomething(board, n)) {
        Point libs[2];
        chainLiberties(board, chain, libs, 2);
        const Point other = libs[0] == p ? libs[1] : libs[0];
        if (libertiesIfPlayed(board, opponent(toMove), other, p, 3) >= 3) return false;
    }
    const Board& b = after.get();
    return b.liberties(chain) == 1 && isCaughtInLadder(b, chain);
}

uint32_t atariFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                      const Neighbours& n, AfterMove& after, TacticalBudget budget) {
    int ataris = 0;
    bool lastMove = false, ladder = false;
    for (int i = 0; i < n.oppCount; ++i) {
        const Point chain = n.opp[i];
        if (board.liberties(chain) != 2) continue;
        ++ataris;
        lastMove |= recent.last != PASS && board.at(recent.last) == board.at(chain) &&
                    board.chainHead(recent.last) == chain;
        ladder = ladder || (budget == TacticalBudget::FULL &&
                            atariCatches(board, toMove, p, chain, n, after));
    }
    if (ataris == 0) return 0;
    if (ladder) return ATARI_LADDER;
    if (ataris >= 2) return ATARI_DOUBLE;
    if (lastMove) return ATARI_LAST_MOVE;
    if (board.koPoint() != PASS) return ATARI_WITH_KO;
    return ATARI_OTHER;
}

uint32_t distanceValue(const Board& board, Point a, Point b) {
    const int size = board.size();
    return distanceFeatureValue(xOf(size, a) - xOf(size, b), yOf(size, a) - yOf(size, b));
}

}  // namespace

void tacticalFeatures(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                      MoveFeatures& out, TacticalBudget budget) {
    const Neighbours n = neighboursOf(board, p, toMove);
    AfterMove after(board, toMove, p);
    out.value[GROUP_CAPTURE] = captureFeature(board, toMove, recent, p, n);
    out.value[GROUP_ESCAPE] =
        n.ownCount > 0 ? escapeFeature(board, toMove, recent, p, n, after, budget) : 0;
    out.value[GROUP_SELF_ATARI] = selfAtariFeature(board, toMove, p, n);
    out.value[GROUP_ATARI] =
        n.oppCount > 0 ? atariFeature(board, toMove, recent, p, n, after, budget) : 0;
    out.value[GROUP_DISTANCE_LAST] = recent.last != PASS ? distanceValue(board, p, recent.last) : 0;
    out.value[GROUP_DISTANCE_BEFORE_LAST] =
        recent.beforeLast != PASS ? distanceValue(board, p, recent.beforeLast) : 0;
    const int size = board.size();
    out.value[GROUP_EDGE] = edgeFeatureValue(size, xOf(size, p), yOf(size, p));
    if (budget == TacticalBudget::FULL) {
        const int libs = libertiesAfterMove(board, toMove, p, n, after, budget, LIBERTY_VALUES);
        out.value[GROUP_LIBERTIES] =
            static_cast<uint32_t>(std::clamp<int>(libs, 1, LIBERTY_VALUES));
    }
    int contact = 0;
    for (int i = 0; i < n.oppCount; ++i) {
        const int left = board.liberties(n.opp[i]) - 1;  // 0: captured
        if (left > 0 && (contact == 0 || left < contact)) contact = left;
    }
    out.value[GROUP_CONTACT] = static_cast<uint32_t>(std::min<int>(contact, CONTACT_VALUES));
    out.value[GROUP_CONNECTION] = (n.ownCount >= 2 ? 1u : 0u) | (n.oppCount >= 2 ? 2u : 0u);
}

void extractFeatures(const Board& board, Color toMove, const RecentMoves& recent,
                     const PatternDictionary& dictionary, FeatureSet set, bool withPass,
                     std::vector<MoveFeatures>& out) {
    out.clear();
    if (withPass) {
        MoveFeatures pass;
        pass.value[GROUP_PASS] = recent.lastWasPass ? 2 : 1;
        out.push_back(pass);
    }
    const int size = board.size();
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) != Color::EMPTY || !board.isLegal(toMove, p)) continue;
            MoveFeatures& f = out.emplace_back();
            f.point = p;
            tacticalFeatures(board, toMove, recent, p, f);
            f.value[GROUP_SHAPE_3X3] = dictionary.shapeValue(shapeCode(board, p, toMove));
            if (set == FeatureSet::FULL)
                f.value[GROUP_LARGE_PATTERN] = dictionary.matchLargePattern(board, p, toMove);
        }
}

}  // namespace tianyuan
