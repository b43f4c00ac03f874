#include "move_features.h"

#include <algorithm>
#include <optional>

#include "liberties.h"
#include "tactics.h"

namespace tianyuan {

namespace {

uint32_t captureFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                        const AdjacentChains& n) {
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
    if (recent.last != PASS && areAdjacent(p, recent.last, board.stride()))
        return CAPTURE_NEXT_TO_LAST_MOVE;
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

// The liberties, up to `cap`, of the move's chain after it (`captures`: the move captures). On the
// playout budget, a capture counts as one more liberty instead of being played out.
int libertiesAfterMove(const Board& board, Color toMove, Point p, const AdjacentChains& n,
                       bool captures, AfterMove& after, TacticalBudget budget, int cap) {
    if (captures) {
        if (budget == TacticalBudget::FULL) return std::min(after.get().liberties(p), cap);
        return std::min(libertiesIfPlayed(board, toMove, p, PASS, cap) + 1, cap);
    }
    return n.ownCount == 0 ? std::min(n.emptyCount, cap)
                           : libertiesIfPlayed(board, toMove, p, PASS, cap);
}

uint32_t escapeFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                       const AdjacentChains& n, bool captures, AfterMove& after,
                       TacticalBudget budget) {
    bool inAtari = false, newAtari = false;
    for (int i = 0; i < n.ownCount; ++i) {
        if (board.liberties(n.own[i]) != 1) continue;
        inAtari = true;
        newAtari |= recent.last != PASS &&
                    chainTouches(board, n.own[i], [&](Point q) { return q == recent.last; });
    }
    if (!inAtari) return 0;
    const int libs = libertiesAfterMove(board, toMove, p, n, captures, after, budget, 3);
    const bool read = budget == TacticalBudget::FULL;
    const uint32_t outcome = libs >= 3                               ? ESCAPE_NEW_SAFE
                             : libs <= 1                             ? ESCAPE_NEW_FAILS
                             : read && canBeLaddered(after.get(), p) ? ESCAPE_NEW_LADDER
                                                                     : ESCAPE_NEW_TWO_LIBERTIES;
    return newAtari ? outcome : outcome + (ESCAPE_OLD_SAFE - ESCAPE_NEW_SAFE);
}

uint32_t selfAtariFeature(const Board& board, Color toMove, Point p, const AdjacentChains& n) {
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
bool atariCatches(const Board& board, Color toMove, Point p, Point chain, bool captures,
                  AfterMove& after) {
    if (!captures) {
        Point libs[2];
        chainLiberties(board, chain, libs, 2);
        const Point other = libs[0] == p ? libs[1] : libs[0];
        if (libertiesIfPlayed(board, opponent(toMove), other, p, 3) >= 3) return false;
    }
    const Board& b = after.get();
    return b.liberties(chain) == 1 && isCaughtInLadder(b, chain);
}

uint32_t atariFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                      const AdjacentChains& n, bool captures, AfterMove& after,
                      TacticalBudget budget) {
    int ataris = 0;
    bool lastMove = false, ladder = false;
    for (int i = 0; i < n.oppCount; ++i) {
        const Point chain = n.opp[i];
        if (board.liberties(chain) != 2) continue;
        ++ataris;
        lastMove |= recent.last != PASS && board.at(recent.last) == board.at(chain) &&
                    board.chainHead(recent.last) == chain;
        ladder = ladder || (budget == TacticalBudget::FULL &&
                            atariCatches(board, toMove, p, chain, captures, after));
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
    const AdjacentChains n = adjacentChains(board, p, toMove);
    AfterMove after(board, toMove, p);
    out.value[GROUP_CAPTURE] = captureFeature(board, toMove, recent, p, n);
    const bool captures = out.value[GROUP_CAPTURE] != 0;  // Board::capturesAny, already known
    out.value[GROUP_ESCAPE] =
        n.ownCount > 0 ? escapeFeature(board, toMove, recent, p, n, captures, after, budget) : 0;
    out.value[GROUP_SELF_ATARI] = selfAtariFeature(board, toMove, p, n);
    out.value[GROUP_ATARI] =
        n.oppCount > 0 ? atariFeature(board, toMove, recent, p, n, captures, after, budget) : 0;
    out.value[GROUP_DISTANCE_LAST] = recent.last != PASS ? distanceValue(board, p, recent.last) : 0;
    out.value[GROUP_DISTANCE_BEFORE_LAST] =
        recent.beforeLast != PASS ? distanceValue(board, p, recent.beforeLast) : 0;
    const int size = board.size();
    out.value[GROUP_EDGE] = edgeFeatureValue(size, xOf(size, p), yOf(size, p));
    if (budget == TacticalBudget::FULL) {
        const int libs =
            libertiesAfterMove(board, toMove, p, n, captures, after, budget, LIBERTY_VALUES);
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
